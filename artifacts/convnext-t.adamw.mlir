// ladder train step: net convnext-t (27827818 parameters), batch 2, input NCHW f32 tensor<2x3x224x224xf32>
// optimizer adamw: beta1 = 0.9, beta2 = 0.999, epsilon = 1e-08, weight_decay = 0.0001 (decoupled)
// loss: mean softmax cross-entropy over the batch
// signature: docs/TRAIN_STEP.md (output i pairs with input i + 1; the last output is the loss)
// dropout and stochastic depth: drawn from the seed input, each layer its own stream
module @convnext_t {
  func.func public @convnext_t_adamw_train_step(%x: tensor<2x3x224x224xf32>, %theta.features.0.0.w: tensor<96x3x4x4xf32>, %theta.features.0.0.b: tensor<96xf32>, %theta.features.0.1.beta: tensor<96xf32>, %theta.features.0.1.gamma: tensor<96xf32>, %theta.features.1.0.block.0.w: tensor<96x1x7x7xf32>, %theta.features.1.0.block.0.b: tensor<96xf32>, %theta.features.1.0.block.2.beta: tensor<96xf32>, %theta.features.1.0.block.2.gamma: tensor<96xf32>, %theta.features.1.0.block.3.w: tensor<96x384xf32>, %theta.features.1.0.block.3.b: tensor<384xf32>, %theta.features.1.0.block.5.w: tensor<384x96xf32>, %theta.features.1.0.block.5.b: tensor<96xf32>, %theta.features.1.0.layer_scale: tensor<96x1x1xf32>, %theta.features.1.1.block.0.w: tensor<96x1x7x7xf32>, %theta.features.1.1.block.0.b: tensor<96xf32>, %theta.features.1.1.block.2.beta: tensor<96xf32>, %theta.features.1.1.block.2.gamma: tensor<96xf32>, %theta.features.1.1.block.3.w: tensor<96x384xf32>, %theta.features.1.1.block.3.b: tensor<384xf32>, %theta.features.1.1.block.5.w: tensor<384x96xf32>, %theta.features.1.1.block.5.b: tensor<96xf32>, %theta.features.1.1.layer_scale: tensor<96x1x1xf32>, %theta.features.1.2.block.0.w: tensor<96x1x7x7xf32>, %theta.features.1.2.block.0.b: tensor<96xf32>, %theta.features.1.2.block.2.beta: tensor<96xf32>, %theta.features.1.2.block.2.gamma: tensor<96xf32>, %theta.features.1.2.block.3.w: tensor<96x384xf32>, %theta.features.1.2.block.3.b: tensor<384xf32>, %theta.features.1.2.block.5.w: tensor<384x96xf32>, %theta.features.1.2.block.5.b: tensor<96xf32>, %theta.features.1.2.layer_scale: tensor<96x1x1xf32>, %theta.features.2.0.beta: tensor<96xf32>, %theta.features.2.0.gamma: tensor<96xf32>, %theta.features.2.1.w: tensor<192x96x2x2xf32>, %theta.features.2.1.b: tensor<192xf32>, %theta.features.3.0.block.0.w: tensor<192x1x7x7xf32>, %theta.features.3.0.block.0.b: tensor<192xf32>, %theta.features.3.0.block.2.beta: tensor<192xf32>, %theta.features.3.0.block.2.gamma: tensor<192xf32>, %theta.features.3.0.block.3.w: tensor<192x768xf32>, %theta.features.3.0.block.3.b: tensor<768xf32>, %theta.features.3.0.block.5.w: tensor<768x192xf32>, %theta.features.3.0.block.5.b: tensor<192xf32>, %theta.features.3.0.layer_scale: tensor<192x1x1xf32>, %theta.features.3.1.block.0.w: tensor<192x1x7x7xf32>, %theta.features.3.1.block.0.b: tensor<192xf32>, %theta.features.3.1.block.2.beta: tensor<192xf32>, %theta.features.3.1.block.2.gamma: tensor<192xf32>, %theta.features.3.1.block.3.w: tensor<192x768xf32>, %theta.features.3.1.block.3.b: tensor<768xf32>, %theta.features.3.1.block.5.w: tensor<768x192xf32>, %theta.features.3.1.block.5.b: tensor<192xf32>, %theta.features.3.1.layer_scale: tensor<192x1x1xf32>, %theta.features.3.2.block.0.w: tensor<192x1x7x7xf32>, %theta.features.3.2.block.0.b: tensor<192xf32>, %theta.features.3.2.block.2.beta: tensor<192xf32>, %theta.features.3.2.block.2.gamma: tensor<192xf32>, %theta.features.3.2.block.3.w: tensor<192x768xf32>, %theta.features.3.2.block.3.b: tensor<768xf32>, %theta.features.3.2.block.5.w: tensor<768x192xf32>, %theta.features.3.2.block.5.b: tensor<192xf32>, %theta.features.3.2.layer_scale: tensor<192x1x1xf32>, %theta.features.4.0.beta: tensor<192xf32>, %theta.features.4.0.gamma: tensor<192xf32>, %theta.features.4.1.w: tensor<384x192x2x2xf32>, %theta.features.4.1.b: tensor<384xf32>, %theta.features.5.0.block.0.w: tensor<384x1x7x7xf32>, %theta.features.5.0.block.0.b: tensor<384xf32>, %theta.features.5.0.block.2.beta: tensor<384xf32>, %theta.features.5.0.block.2.gamma: tensor<384xf32>, %theta.features.5.0.block.3.w: tensor<384x1536xf32>, %theta.features.5.0.block.3.b: tensor<1536xf32>, %theta.features.5.0.block.5.w: tensor<1536x384xf32>, %theta.features.5.0.block.5.b: tensor<384xf32>, %theta.features.5.0.layer_scale: tensor<384x1x1xf32>, %theta.features.5.1.block.0.w: tensor<384x1x7x7xf32>, %theta.features.5.1.block.0.b: tensor<384xf32>, %theta.features.5.1.block.2.beta: tensor<384xf32>, %theta.features.5.1.block.2.gamma: tensor<384xf32>, %theta.features.5.1.block.3.w: tensor<384x1536xf32>, %theta.features.5.1.block.3.b: tensor<1536xf32>, %theta.features.5.1.block.5.w: tensor<1536x384xf32>, %theta.features.5.1.block.5.b: tensor<384xf32>, %theta.features.5.1.layer_scale: tensor<384x1x1xf32>, %theta.features.5.2.block.0.w: tensor<384x1x7x7xf32>, %theta.features.5.2.block.0.b: tensor<384xf32>, %theta.features.5.2.block.2.beta: tensor<384xf32>, %theta.features.5.2.block.2.gamma: tensor<384xf32>, %theta.features.5.2.block.3.w: tensor<384x1536xf32>, %theta.features.5.2.block.3.b: tensor<1536xf32>, %theta.features.5.2.block.5.w: tensor<1536x384xf32>, %theta.features.5.2.block.5.b: tensor<384xf32>, %theta.features.5.2.layer_scale: tensor<384x1x1xf32>, %theta.features.5.3.block.0.w: tensor<384x1x7x7xf32>, %theta.features.5.3.block.0.b: tensor<384xf32>, %theta.features.5.3.block.2.beta: tensor<384xf32>, %theta.features.5.3.block.2.gamma: tensor<384xf32>, %theta.features.5.3.block.3.w: tensor<384x1536xf32>, %theta.features.5.3.block.3.b: tensor<1536xf32>, %theta.features.5.3.block.5.w: tensor<1536x384xf32>, %theta.features.5.3.block.5.b: tensor<384xf32>, %theta.features.5.3.layer_scale: tensor<384x1x1xf32>, %theta.features.5.4.block.0.w: tensor<384x1x7x7xf32>, %theta.features.5.4.block.0.b: tensor<384xf32>, %theta.features.5.4.block.2.beta: tensor<384xf32>, %theta.features.5.4.block.2.gamma: tensor<384xf32>, %theta.features.5.4.block.3.w: tensor<384x1536xf32>, %theta.features.5.4.block.3.b: tensor<1536xf32>, %theta.features.5.4.block.5.w: tensor<1536x384xf32>, %theta.features.5.4.block.5.b: tensor<384xf32>, %theta.features.5.4.layer_scale: tensor<384x1x1xf32>, %theta.features.5.5.block.0.w: tensor<384x1x7x7xf32>, %theta.features.5.5.block.0.b: tensor<384xf32>, %theta.features.5.5.block.2.beta: tensor<384xf32>, %theta.features.5.5.block.2.gamma: tensor<384xf32>, %theta.features.5.5.block.3.w: tensor<384x1536xf32>, %theta.features.5.5.block.3.b: tensor<1536xf32>, %theta.features.5.5.block.5.w: tensor<1536x384xf32>, %theta.features.5.5.block.5.b: tensor<384xf32>, %theta.features.5.5.layer_scale: tensor<384x1x1xf32>, %theta.features.5.6.block.0.w: tensor<384x1x7x7xf32>, %theta.features.5.6.block.0.b: tensor<384xf32>, %theta.features.5.6.block.2.beta: tensor<384xf32>, %theta.features.5.6.block.2.gamma: tensor<384xf32>, %theta.features.5.6.block.3.w: tensor<384x1536xf32>, %theta.features.5.6.block.3.b: tensor<1536xf32>, %theta.features.5.6.block.5.w: tensor<1536x384xf32>, %theta.features.5.6.block.5.b: tensor<384xf32>, %theta.features.5.6.layer_scale: tensor<384x1x1xf32>, %theta.features.5.7.block.0.w: tensor<384x1x7x7xf32>, %theta.features.5.7.block.0.b: tensor<384xf32>, %theta.features.5.7.block.2.beta: tensor<384xf32>, %theta.features.5.7.block.2.gamma: tensor<384xf32>, %theta.features.5.7.block.3.w: tensor<384x1536xf32>, %theta.features.5.7.block.3.b: tensor<1536xf32>, %theta.features.5.7.block.5.w: tensor<1536x384xf32>, %theta.features.5.7.block.5.b: tensor<384xf32>, %theta.features.5.7.layer_scale: tensor<384x1x1xf32>, %theta.features.5.8.block.0.w: tensor<384x1x7x7xf32>, %theta.features.5.8.block.0.b: tensor<384xf32>, %theta.features.5.8.block.2.beta: tensor<384xf32>, %theta.features.5.8.block.2.gamma: tensor<384xf32>, %theta.features.5.8.block.3.w: tensor<384x1536xf32>, %theta.features.5.8.block.3.b: tensor<1536xf32>, %theta.features.5.8.block.5.w: tensor<1536x384xf32>, %theta.features.5.8.block.5.b: tensor<384xf32>, %theta.features.5.8.layer_scale: tensor<384x1x1xf32>, %theta.features.6.0.beta: tensor<384xf32>, %theta.features.6.0.gamma: tensor<384xf32>, %theta.features.6.1.w: tensor<768x384x2x2xf32>, %theta.features.6.1.b: tensor<768xf32>, %theta.features.7.0.block.0.w: tensor<768x1x7x7xf32>, %theta.features.7.0.block.0.b: tensor<768xf32>, %theta.features.7.0.block.2.beta: tensor<768xf32>, %theta.features.7.0.block.2.gamma: tensor<768xf32>, %theta.features.7.0.block.3.w: tensor<768x3072xf32>, %theta.features.7.0.block.3.b: tensor<3072xf32>, %theta.features.7.0.block.5.w: tensor<3072x768xf32>, %theta.features.7.0.block.5.b: tensor<768xf32>, %theta.features.7.0.layer_scale: tensor<768x1x1xf32>, %theta.features.7.1.block.0.w: tensor<768x1x7x7xf32>, %theta.features.7.1.block.0.b: tensor<768xf32>, %theta.features.7.1.block.2.beta: tensor<768xf32>, %theta.features.7.1.block.2.gamma: tensor<768xf32>, %theta.features.7.1.block.3.w: tensor<768x3072xf32>, %theta.features.7.1.block.3.b: tensor<3072xf32>, %theta.features.7.1.block.5.w: tensor<3072x768xf32>, %theta.features.7.1.block.5.b: tensor<768xf32>, %theta.features.7.1.layer_scale: tensor<768x1x1xf32>, %theta.features.7.2.block.0.w: tensor<768x1x7x7xf32>, %theta.features.7.2.block.0.b: tensor<768xf32>, %theta.features.7.2.block.2.beta: tensor<768xf32>, %theta.features.7.2.block.2.gamma: tensor<768xf32>, %theta.features.7.2.block.3.w: tensor<768x3072xf32>, %theta.features.7.2.block.3.b: tensor<3072xf32>, %theta.features.7.2.block.5.w: tensor<3072x768xf32>, %theta.features.7.2.block.5.b: tensor<768xf32>, %theta.features.7.2.layer_scale: tensor<768x1x1xf32>, %theta.classifier.0.beta: tensor<768xf32>, %theta.classifier.0.gamma: tensor<768xf32>, %theta.classifier.2.w: tensor<768x10xf32>, %theta.classifier.2.b: tensor<10xf32>, %m.features.0.0.w: tensor<96x3x4x4xf32>, %m.features.0.0.b: tensor<96xf32>, %m.features.0.1.beta: tensor<96xf32>, %m.features.0.1.gamma: tensor<96xf32>, %m.features.1.0.block.0.w: tensor<96x1x7x7xf32>, %m.features.1.0.block.0.b: tensor<96xf32>, %m.features.1.0.block.2.beta: tensor<96xf32>, %m.features.1.0.block.2.gamma: tensor<96xf32>, %m.features.1.0.block.3.w: tensor<96x384xf32>, %m.features.1.0.block.3.b: tensor<384xf32>, %m.features.1.0.block.5.w: tensor<384x96xf32>, %m.features.1.0.block.5.b: tensor<96xf32>, %m.features.1.0.layer_scale: tensor<96x1x1xf32>, %m.features.1.1.block.0.w: tensor<96x1x7x7xf32>, %m.features.1.1.block.0.b: tensor<96xf32>, %m.features.1.1.block.2.beta: tensor<96xf32>, %m.features.1.1.block.2.gamma: tensor<96xf32>, %m.features.1.1.block.3.w: tensor<96x384xf32>, %m.features.1.1.block.3.b: tensor<384xf32>, %m.features.1.1.block.5.w: tensor<384x96xf32>, %m.features.1.1.block.5.b: tensor<96xf32>, %m.features.1.1.layer_scale: tensor<96x1x1xf32>, %m.features.1.2.block.0.w: tensor<96x1x7x7xf32>, %m.features.1.2.block.0.b: tensor<96xf32>, %m.features.1.2.block.2.beta: tensor<96xf32>, %m.features.1.2.block.2.gamma: tensor<96xf32>, %m.features.1.2.block.3.w: tensor<96x384xf32>, %m.features.1.2.block.3.b: tensor<384xf32>, %m.features.1.2.block.5.w: tensor<384x96xf32>, %m.features.1.2.block.5.b: tensor<96xf32>, %m.features.1.2.layer_scale: tensor<96x1x1xf32>, %m.features.2.0.beta: tensor<96xf32>, %m.features.2.0.gamma: tensor<96xf32>, %m.features.2.1.w: tensor<192x96x2x2xf32>, %m.features.2.1.b: tensor<192xf32>, %m.features.3.0.block.0.w: tensor<192x1x7x7xf32>, %m.features.3.0.block.0.b: tensor<192xf32>, %m.features.3.0.block.2.beta: tensor<192xf32>, %m.features.3.0.block.2.gamma: tensor<192xf32>, %m.features.3.0.block.3.w: tensor<192x768xf32>, %m.features.3.0.block.3.b: tensor<768xf32>, %m.features.3.0.block.5.w: tensor<768x192xf32>, %m.features.3.0.block.5.b: tensor<192xf32>, %m.features.3.0.layer_scale: tensor<192x1x1xf32>, %m.features.3.1.block.0.w: tensor<192x1x7x7xf32>, %m.features.3.1.block.0.b: tensor<192xf32>, %m.features.3.1.block.2.beta: tensor<192xf32>, %m.features.3.1.block.2.gamma: tensor<192xf32>, %m.features.3.1.block.3.w: tensor<192x768xf32>, %m.features.3.1.block.3.b: tensor<768xf32>, %m.features.3.1.block.5.w: tensor<768x192xf32>, %m.features.3.1.block.5.b: tensor<192xf32>, %m.features.3.1.layer_scale: tensor<192x1x1xf32>, %m.features.3.2.block.0.w: tensor<192x1x7x7xf32>, %m.features.3.2.block.0.b: tensor<192xf32>, %m.features.3.2.block.2.beta: tensor<192xf32>, %m.features.3.2.block.2.gamma: tensor<192xf32>, %m.features.3.2.block.3.w: tensor<192x768xf32>, %m.features.3.2.block.3.b: tensor<768xf32>, %m.features.3.2.block.5.w: tensor<768x192xf32>, %m.features.3.2.block.5.b: tensor<192xf32>, %m.features.3.2.layer_scale: tensor<192x1x1xf32>, %m.features.4.0.beta: tensor<192xf32>, %m.features.4.0.gamma: tensor<192xf32>, %m.features.4.1.w: tensor<384x192x2x2xf32>, %m.features.4.1.b: tensor<384xf32>, %m.features.5.0.block.0.w: tensor<384x1x7x7xf32>, %m.features.5.0.block.0.b: tensor<384xf32>, %m.features.5.0.block.2.beta: tensor<384xf32>, %m.features.5.0.block.2.gamma: tensor<384xf32>, %m.features.5.0.block.3.w: tensor<384x1536xf32>, %m.features.5.0.block.3.b: tensor<1536xf32>, %m.features.5.0.block.5.w: tensor<1536x384xf32>, %m.features.5.0.block.5.b: tensor<384xf32>, %m.features.5.0.layer_scale: tensor<384x1x1xf32>, %m.features.5.1.block.0.w: tensor<384x1x7x7xf32>, %m.features.5.1.block.0.b: tensor<384xf32>, %m.features.5.1.block.2.beta: tensor<384xf32>, %m.features.5.1.block.2.gamma: tensor<384xf32>, %m.features.5.1.block.3.w: tensor<384x1536xf32>, %m.features.5.1.block.3.b: tensor<1536xf32>, %m.features.5.1.block.5.w: tensor<1536x384xf32>, %m.features.5.1.block.5.b: tensor<384xf32>, %m.features.5.1.layer_scale: tensor<384x1x1xf32>, %m.features.5.2.block.0.w: tensor<384x1x7x7xf32>, %m.features.5.2.block.0.b: tensor<384xf32>, %m.features.5.2.block.2.beta: tensor<384xf32>, %m.features.5.2.block.2.gamma: tensor<384xf32>, %m.features.5.2.block.3.w: tensor<384x1536xf32>, %m.features.5.2.block.3.b: tensor<1536xf32>, %m.features.5.2.block.5.w: tensor<1536x384xf32>, %m.features.5.2.block.5.b: tensor<384xf32>, %m.features.5.2.layer_scale: tensor<384x1x1xf32>, %m.features.5.3.block.0.w: tensor<384x1x7x7xf32>, %m.features.5.3.block.0.b: tensor<384xf32>, %m.features.5.3.block.2.beta: tensor<384xf32>, %m.features.5.3.block.2.gamma: tensor<384xf32>, %m.features.5.3.block.3.w: tensor<384x1536xf32>, %m.features.5.3.block.3.b: tensor<1536xf32>, %m.features.5.3.block.5.w: tensor<1536x384xf32>, %m.features.5.3.block.5.b: tensor<384xf32>, %m.features.5.3.layer_scale: tensor<384x1x1xf32>, %m.features.5.4.block.0.w: tensor<384x1x7x7xf32>, %m.features.5.4.block.0.b: tensor<384xf32>, %m.features.5.4.block.2.beta: tensor<384xf32>, %m.features.5.4.block.2.gamma: tensor<384xf32>, %m.features.5.4.block.3.w: tensor<384x1536xf32>, %m.features.5.4.block.3.b: tensor<1536xf32>, %m.features.5.4.block.5.w: tensor<1536x384xf32>, %m.features.5.4.block.5.b: tensor<384xf32>, %m.features.5.4.layer_scale: tensor<384x1x1xf32>, %m.features.5.5.block.0.w: tensor<384x1x7x7xf32>, %m.features.5.5.block.0.b: tensor<384xf32>, %m.features.5.5.block.2.beta: tensor<384xf32>, %m.features.5.5.block.2.gamma: tensor<384xf32>, %m.features.5.5.block.3.w: tensor<384x1536xf32>, %m.features.5.5.block.3.b: tensor<1536xf32>, %m.features.5.5.block.5.w: tensor<1536x384xf32>, %m.features.5.5.block.5.b: tensor<384xf32>, %m.features.5.5.layer_scale: tensor<384x1x1xf32>, %m.features.5.6.block.0.w: tensor<384x1x7x7xf32>, %m.features.5.6.block.0.b: tensor<384xf32>, %m.features.5.6.block.2.beta: tensor<384xf32>, %m.features.5.6.block.2.gamma: tensor<384xf32>, %m.features.5.6.block.3.w: tensor<384x1536xf32>, %m.features.5.6.block.3.b: tensor<1536xf32>, %m.features.5.6.block.5.w: tensor<1536x384xf32>, %m.features.5.6.block.5.b: tensor<384xf32>, %m.features.5.6.layer_scale: tensor<384x1x1xf32>, %m.features.5.7.block.0.w: tensor<384x1x7x7xf32>, %m.features.5.7.block.0.b: tensor<384xf32>, %m.features.5.7.block.2.beta: tensor<384xf32>, %m.features.5.7.block.2.gamma: tensor<384xf32>, %m.features.5.7.block.3.w: tensor<384x1536xf32>, %m.features.5.7.block.3.b: tensor<1536xf32>, %m.features.5.7.block.5.w: tensor<1536x384xf32>, %m.features.5.7.block.5.b: tensor<384xf32>, %m.features.5.7.layer_scale: tensor<384x1x1xf32>, %m.features.5.8.block.0.w: tensor<384x1x7x7xf32>, %m.features.5.8.block.0.b: tensor<384xf32>, %m.features.5.8.block.2.beta: tensor<384xf32>, %m.features.5.8.block.2.gamma: tensor<384xf32>, %m.features.5.8.block.3.w: tensor<384x1536xf32>, %m.features.5.8.block.3.b: tensor<1536xf32>, %m.features.5.8.block.5.w: tensor<1536x384xf32>, %m.features.5.8.block.5.b: tensor<384xf32>, %m.features.5.8.layer_scale: tensor<384x1x1xf32>, %m.features.6.0.beta: tensor<384xf32>, %m.features.6.0.gamma: tensor<384xf32>, %m.features.6.1.w: tensor<768x384x2x2xf32>, %m.features.6.1.b: tensor<768xf32>, %m.features.7.0.block.0.w: tensor<768x1x7x7xf32>, %m.features.7.0.block.0.b: tensor<768xf32>, %m.features.7.0.block.2.beta: tensor<768xf32>, %m.features.7.0.block.2.gamma: tensor<768xf32>, %m.features.7.0.block.3.w: tensor<768x3072xf32>, %m.features.7.0.block.3.b: tensor<3072xf32>, %m.features.7.0.block.5.w: tensor<3072x768xf32>, %m.features.7.0.block.5.b: tensor<768xf32>, %m.features.7.0.layer_scale: tensor<768x1x1xf32>, %m.features.7.1.block.0.w: tensor<768x1x7x7xf32>, %m.features.7.1.block.0.b: tensor<768xf32>, %m.features.7.1.block.2.beta: tensor<768xf32>, %m.features.7.1.block.2.gamma: tensor<768xf32>, %m.features.7.1.block.3.w: tensor<768x3072xf32>, %m.features.7.1.block.3.b: tensor<3072xf32>, %m.features.7.1.block.5.w: tensor<3072x768xf32>, %m.features.7.1.block.5.b: tensor<768xf32>, %m.features.7.1.layer_scale: tensor<768x1x1xf32>, %m.features.7.2.block.0.w: tensor<768x1x7x7xf32>, %m.features.7.2.block.0.b: tensor<768xf32>, %m.features.7.2.block.2.beta: tensor<768xf32>, %m.features.7.2.block.2.gamma: tensor<768xf32>, %m.features.7.2.block.3.w: tensor<768x3072xf32>, %m.features.7.2.block.3.b: tensor<3072xf32>, %m.features.7.2.block.5.w: tensor<3072x768xf32>, %m.features.7.2.block.5.b: tensor<768xf32>, %m.features.7.2.layer_scale: tensor<768x1x1xf32>, %m.classifier.0.beta: tensor<768xf32>, %m.classifier.0.gamma: tensor<768xf32>, %m.classifier.2.w: tensor<768x10xf32>, %m.classifier.2.b: tensor<10xf32>, %v.features.0.0.w: tensor<96x3x4x4xf32>, %v.features.0.0.b: tensor<96xf32>, %v.features.0.1.beta: tensor<96xf32>, %v.features.0.1.gamma: tensor<96xf32>, %v.features.1.0.block.0.w: tensor<96x1x7x7xf32>, %v.features.1.0.block.0.b: tensor<96xf32>, %v.features.1.0.block.2.beta: tensor<96xf32>, %v.features.1.0.block.2.gamma: tensor<96xf32>, %v.features.1.0.block.3.w: tensor<96x384xf32>, %v.features.1.0.block.3.b: tensor<384xf32>, %v.features.1.0.block.5.w: tensor<384x96xf32>, %v.features.1.0.block.5.b: tensor<96xf32>, %v.features.1.0.layer_scale: tensor<96x1x1xf32>, %v.features.1.1.block.0.w: tensor<96x1x7x7xf32>, %v.features.1.1.block.0.b: tensor<96xf32>, %v.features.1.1.block.2.beta: tensor<96xf32>, %v.features.1.1.block.2.gamma: tensor<96xf32>, %v.features.1.1.block.3.w: tensor<96x384xf32>, %v.features.1.1.block.3.b: tensor<384xf32>, %v.features.1.1.block.5.w: tensor<384x96xf32>, %v.features.1.1.block.5.b: tensor<96xf32>, %v.features.1.1.layer_scale: tensor<96x1x1xf32>, %v.features.1.2.block.0.w: tensor<96x1x7x7xf32>, %v.features.1.2.block.0.b: tensor<96xf32>, %v.features.1.2.block.2.beta: tensor<96xf32>, %v.features.1.2.block.2.gamma: tensor<96xf32>, %v.features.1.2.block.3.w: tensor<96x384xf32>, %v.features.1.2.block.3.b: tensor<384xf32>, %v.features.1.2.block.5.w: tensor<384x96xf32>, %v.features.1.2.block.5.b: tensor<96xf32>, %v.features.1.2.layer_scale: tensor<96x1x1xf32>, %v.features.2.0.beta: tensor<96xf32>, %v.features.2.0.gamma: tensor<96xf32>, %v.features.2.1.w: tensor<192x96x2x2xf32>, %v.features.2.1.b: tensor<192xf32>, %v.features.3.0.block.0.w: tensor<192x1x7x7xf32>, %v.features.3.0.block.0.b: tensor<192xf32>, %v.features.3.0.block.2.beta: tensor<192xf32>, %v.features.3.0.block.2.gamma: tensor<192xf32>, %v.features.3.0.block.3.w: tensor<192x768xf32>, %v.features.3.0.block.3.b: tensor<768xf32>, %v.features.3.0.block.5.w: tensor<768x192xf32>, %v.features.3.0.block.5.b: tensor<192xf32>, %v.features.3.0.layer_scale: tensor<192x1x1xf32>, %v.features.3.1.block.0.w: tensor<192x1x7x7xf32>, %v.features.3.1.block.0.b: tensor<192xf32>, %v.features.3.1.block.2.beta: tensor<192xf32>, %v.features.3.1.block.2.gamma: tensor<192xf32>, %v.features.3.1.block.3.w: tensor<192x768xf32>, %v.features.3.1.block.3.b: tensor<768xf32>, %v.features.3.1.block.5.w: tensor<768x192xf32>, %v.features.3.1.block.5.b: tensor<192xf32>, %v.features.3.1.layer_scale: tensor<192x1x1xf32>, %v.features.3.2.block.0.w: tensor<192x1x7x7xf32>, %v.features.3.2.block.0.b: tensor<192xf32>, %v.features.3.2.block.2.beta: tensor<192xf32>, %v.features.3.2.block.2.gamma: tensor<192xf32>, %v.features.3.2.block.3.w: tensor<192x768xf32>, %v.features.3.2.block.3.b: tensor<768xf32>, %v.features.3.2.block.5.w: tensor<768x192xf32>, %v.features.3.2.block.5.b: tensor<192xf32>, %v.features.3.2.layer_scale: tensor<192x1x1xf32>, %v.features.4.0.beta: tensor<192xf32>, %v.features.4.0.gamma: tensor<192xf32>, %v.features.4.1.w: tensor<384x192x2x2xf32>, %v.features.4.1.b: tensor<384xf32>, %v.features.5.0.block.0.w: tensor<384x1x7x7xf32>, %v.features.5.0.block.0.b: tensor<384xf32>, %v.features.5.0.block.2.beta: tensor<384xf32>, %v.features.5.0.block.2.gamma: tensor<384xf32>, %v.features.5.0.block.3.w: tensor<384x1536xf32>, %v.features.5.0.block.3.b: tensor<1536xf32>, %v.features.5.0.block.5.w: tensor<1536x384xf32>, %v.features.5.0.block.5.b: tensor<384xf32>, %v.features.5.0.layer_scale: tensor<384x1x1xf32>, %v.features.5.1.block.0.w: tensor<384x1x7x7xf32>, %v.features.5.1.block.0.b: tensor<384xf32>, %v.features.5.1.block.2.beta: tensor<384xf32>, %v.features.5.1.block.2.gamma: tensor<384xf32>, %v.features.5.1.block.3.w: tensor<384x1536xf32>, %v.features.5.1.block.3.b: tensor<1536xf32>, %v.features.5.1.block.5.w: tensor<1536x384xf32>, %v.features.5.1.block.5.b: tensor<384xf32>, %v.features.5.1.layer_scale: tensor<384x1x1xf32>, %v.features.5.2.block.0.w: tensor<384x1x7x7xf32>, %v.features.5.2.block.0.b: tensor<384xf32>, %v.features.5.2.block.2.beta: tensor<384xf32>, %v.features.5.2.block.2.gamma: tensor<384xf32>, %v.features.5.2.block.3.w: tensor<384x1536xf32>, %v.features.5.2.block.3.b: tensor<1536xf32>, %v.features.5.2.block.5.w: tensor<1536x384xf32>, %v.features.5.2.block.5.b: tensor<384xf32>, %v.features.5.2.layer_scale: tensor<384x1x1xf32>, %v.features.5.3.block.0.w: tensor<384x1x7x7xf32>, %v.features.5.3.block.0.b: tensor<384xf32>, %v.features.5.3.block.2.beta: tensor<384xf32>, %v.features.5.3.block.2.gamma: tensor<384xf32>, %v.features.5.3.block.3.w: tensor<384x1536xf32>, %v.features.5.3.block.3.b: tensor<1536xf32>, %v.features.5.3.block.5.w: tensor<1536x384xf32>, %v.features.5.3.block.5.b: tensor<384xf32>, %v.features.5.3.layer_scale: tensor<384x1x1xf32>, %v.features.5.4.block.0.w: tensor<384x1x7x7xf32>, %v.features.5.4.block.0.b: tensor<384xf32>, %v.features.5.4.block.2.beta: tensor<384xf32>, %v.features.5.4.block.2.gamma: tensor<384xf32>, %v.features.5.4.block.3.w: tensor<384x1536xf32>, %v.features.5.4.block.3.b: tensor<1536xf32>, %v.features.5.4.block.5.w: tensor<1536x384xf32>, %v.features.5.4.block.5.b: tensor<384xf32>, %v.features.5.4.layer_scale: tensor<384x1x1xf32>, %v.features.5.5.block.0.w: tensor<384x1x7x7xf32>, %v.features.5.5.block.0.b: tensor<384xf32>, %v.features.5.5.block.2.beta: tensor<384xf32>, %v.features.5.5.block.2.gamma: tensor<384xf32>, %v.features.5.5.block.3.w: tensor<384x1536xf32>, %v.features.5.5.block.3.b: tensor<1536xf32>, %v.features.5.5.block.5.w: tensor<1536x384xf32>, %v.features.5.5.block.5.b: tensor<384xf32>, %v.features.5.5.layer_scale: tensor<384x1x1xf32>, %v.features.5.6.block.0.w: tensor<384x1x7x7xf32>, %v.features.5.6.block.0.b: tensor<384xf32>, %v.features.5.6.block.2.beta: tensor<384xf32>, %v.features.5.6.block.2.gamma: tensor<384xf32>, %v.features.5.6.block.3.w: tensor<384x1536xf32>, %v.features.5.6.block.3.b: tensor<1536xf32>, %v.features.5.6.block.5.w: tensor<1536x384xf32>, %v.features.5.6.block.5.b: tensor<384xf32>, %v.features.5.6.layer_scale: tensor<384x1x1xf32>, %v.features.5.7.block.0.w: tensor<384x1x7x7xf32>, %v.features.5.7.block.0.b: tensor<384xf32>, %v.features.5.7.block.2.beta: tensor<384xf32>, %v.features.5.7.block.2.gamma: tensor<384xf32>, %v.features.5.7.block.3.w: tensor<384x1536xf32>, %v.features.5.7.block.3.b: tensor<1536xf32>, %v.features.5.7.block.5.w: tensor<1536x384xf32>, %v.features.5.7.block.5.b: tensor<384xf32>, %v.features.5.7.layer_scale: tensor<384x1x1xf32>, %v.features.5.8.block.0.w: tensor<384x1x7x7xf32>, %v.features.5.8.block.0.b: tensor<384xf32>, %v.features.5.8.block.2.beta: tensor<384xf32>, %v.features.5.8.block.2.gamma: tensor<384xf32>, %v.features.5.8.block.3.w: tensor<384x1536xf32>, %v.features.5.8.block.3.b: tensor<1536xf32>, %v.features.5.8.block.5.w: tensor<1536x384xf32>, %v.features.5.8.block.5.b: tensor<384xf32>, %v.features.5.8.layer_scale: tensor<384x1x1xf32>, %v.features.6.0.beta: tensor<384xf32>, %v.features.6.0.gamma: tensor<384xf32>, %v.features.6.1.w: tensor<768x384x2x2xf32>, %v.features.6.1.b: tensor<768xf32>, %v.features.7.0.block.0.w: tensor<768x1x7x7xf32>, %v.features.7.0.block.0.b: tensor<768xf32>, %v.features.7.0.block.2.beta: tensor<768xf32>, %v.features.7.0.block.2.gamma: tensor<768xf32>, %v.features.7.0.block.3.w: tensor<768x3072xf32>, %v.features.7.0.block.3.b: tensor<3072xf32>, %v.features.7.0.block.5.w: tensor<3072x768xf32>, %v.features.7.0.block.5.b: tensor<768xf32>, %v.features.7.0.layer_scale: tensor<768x1x1xf32>, %v.features.7.1.block.0.w: tensor<768x1x7x7xf32>, %v.features.7.1.block.0.b: tensor<768xf32>, %v.features.7.1.block.2.beta: tensor<768xf32>, %v.features.7.1.block.2.gamma: tensor<768xf32>, %v.features.7.1.block.3.w: tensor<768x3072xf32>, %v.features.7.1.block.3.b: tensor<3072xf32>, %v.features.7.1.block.5.w: tensor<3072x768xf32>, %v.features.7.1.block.5.b: tensor<768xf32>, %v.features.7.1.layer_scale: tensor<768x1x1xf32>, %v.features.7.2.block.0.w: tensor<768x1x7x7xf32>, %v.features.7.2.block.0.b: tensor<768xf32>, %v.features.7.2.block.2.beta: tensor<768xf32>, %v.features.7.2.block.2.gamma: tensor<768xf32>, %v.features.7.2.block.3.w: tensor<768x3072xf32>, %v.features.7.2.block.3.b: tensor<3072xf32>, %v.features.7.2.block.5.w: tensor<3072x768xf32>, %v.features.7.2.block.5.b: tensor<768xf32>, %v.features.7.2.layer_scale: tensor<768x1x1xf32>, %v.classifier.0.beta: tensor<768xf32>, %v.classifier.0.gamma: tensor<768xf32>, %v.classifier.2.w: tensor<768x10xf32>, %v.classifier.2.b: tensor<10xf32>, %lr: tensor<f32>, %bc1: tensor<f32>, %bc2: tensor<f32>, %seed: tensor<i32>, %labels: tensor<2x10xf32>) -> (tensor<96x3x4x4xf32> {jax.result_info = "theta.features.0.0.w'"}, tensor<96xf32> {jax.result_info = "theta.features.0.0.b'"}, tensor<96xf32> {jax.result_info = "theta.features.0.1.beta'"}, tensor<96xf32> {jax.result_info = "theta.features.0.1.gamma'"}, tensor<96x1x7x7xf32> {jax.result_info = "theta.features.1.0.block.0.w'"}, tensor<96xf32> {jax.result_info = "theta.features.1.0.block.0.b'"}, tensor<96xf32> {jax.result_info = "theta.features.1.0.block.2.beta'"}, tensor<96xf32> {jax.result_info = "theta.features.1.0.block.2.gamma'"}, tensor<96x384xf32> {jax.result_info = "theta.features.1.0.block.3.w'"}, tensor<384xf32> {jax.result_info = "theta.features.1.0.block.3.b'"}, tensor<384x96xf32> {jax.result_info = "theta.features.1.0.block.5.w'"}, tensor<96xf32> {jax.result_info = "theta.features.1.0.block.5.b'"}, tensor<96x1x1xf32> {jax.result_info = "theta.features.1.0.layer_scale'"}, tensor<96x1x7x7xf32> {jax.result_info = "theta.features.1.1.block.0.w'"}, tensor<96xf32> {jax.result_info = "theta.features.1.1.block.0.b'"}, tensor<96xf32> {jax.result_info = "theta.features.1.1.block.2.beta'"}, tensor<96xf32> {jax.result_info = "theta.features.1.1.block.2.gamma'"}, tensor<96x384xf32> {jax.result_info = "theta.features.1.1.block.3.w'"}, tensor<384xf32> {jax.result_info = "theta.features.1.1.block.3.b'"}, tensor<384x96xf32> {jax.result_info = "theta.features.1.1.block.5.w'"}, tensor<96xf32> {jax.result_info = "theta.features.1.1.block.5.b'"}, tensor<96x1x1xf32> {jax.result_info = "theta.features.1.1.layer_scale'"}, tensor<96x1x7x7xf32> {jax.result_info = "theta.features.1.2.block.0.w'"}, tensor<96xf32> {jax.result_info = "theta.features.1.2.block.0.b'"}, tensor<96xf32> {jax.result_info = "theta.features.1.2.block.2.beta'"}, tensor<96xf32> {jax.result_info = "theta.features.1.2.block.2.gamma'"}, tensor<96x384xf32> {jax.result_info = "theta.features.1.2.block.3.w'"}, tensor<384xf32> {jax.result_info = "theta.features.1.2.block.3.b'"}, tensor<384x96xf32> {jax.result_info = "theta.features.1.2.block.5.w'"}, tensor<96xf32> {jax.result_info = "theta.features.1.2.block.5.b'"}, tensor<96x1x1xf32> {jax.result_info = "theta.features.1.2.layer_scale'"}, tensor<96xf32> {jax.result_info = "theta.features.2.0.beta'"}, tensor<96xf32> {jax.result_info = "theta.features.2.0.gamma'"}, tensor<192x96x2x2xf32> {jax.result_info = "theta.features.2.1.w'"}, tensor<192xf32> {jax.result_info = "theta.features.2.1.b'"}, tensor<192x1x7x7xf32> {jax.result_info = "theta.features.3.0.block.0.w'"}, tensor<192xf32> {jax.result_info = "theta.features.3.0.block.0.b'"}, tensor<192xf32> {jax.result_info = "theta.features.3.0.block.2.beta'"}, tensor<192xf32> {jax.result_info = "theta.features.3.0.block.2.gamma'"}, tensor<192x768xf32> {jax.result_info = "theta.features.3.0.block.3.w'"}, tensor<768xf32> {jax.result_info = "theta.features.3.0.block.3.b'"}, tensor<768x192xf32> {jax.result_info = "theta.features.3.0.block.5.w'"}, tensor<192xf32> {jax.result_info = "theta.features.3.0.block.5.b'"}, tensor<192x1x1xf32> {jax.result_info = "theta.features.3.0.layer_scale'"}, tensor<192x1x7x7xf32> {jax.result_info = "theta.features.3.1.block.0.w'"}, tensor<192xf32> {jax.result_info = "theta.features.3.1.block.0.b'"}, tensor<192xf32> {jax.result_info = "theta.features.3.1.block.2.beta'"}, tensor<192xf32> {jax.result_info = "theta.features.3.1.block.2.gamma'"}, tensor<192x768xf32> {jax.result_info = "theta.features.3.1.block.3.w'"}, tensor<768xf32> {jax.result_info = "theta.features.3.1.block.3.b'"}, tensor<768x192xf32> {jax.result_info = "theta.features.3.1.block.5.w'"}, tensor<192xf32> {jax.result_info = "theta.features.3.1.block.5.b'"}, tensor<192x1x1xf32> {jax.result_info = "theta.features.3.1.layer_scale'"}, tensor<192x1x7x7xf32> {jax.result_info = "theta.features.3.2.block.0.w'"}, tensor<192xf32> {jax.result_info = "theta.features.3.2.block.0.b'"}, tensor<192xf32> {jax.result_info = "theta.features.3.2.block.2.beta'"}, tensor<192xf32> {jax.result_info = "theta.features.3.2.block.2.gamma'"}, tensor<192x768xf32> {jax.result_info = "theta.features.3.2.block.3.w'"}, tensor<768xf32> {jax.result_info = "theta.features.3.2.block.3.b'"}, tensor<768x192xf32> {jax.result_info = "theta.features.3.2.block.5.w'"}, tensor<192xf32> {jax.result_info = "theta.features.3.2.block.5.b'"}, tensor<192x1x1xf32> {jax.result_info = "theta.features.3.2.layer_scale'"}, tensor<192xf32> {jax.result_info = "theta.features.4.0.beta'"}, tensor<192xf32> {jax.result_info = "theta.features.4.0.gamma'"}, tensor<384x192x2x2xf32> {jax.result_info = "theta.features.4.1.w'"}, tensor<384xf32> {jax.result_info = "theta.features.4.1.b'"}, tensor<384x1x7x7xf32> {jax.result_info = "theta.features.5.0.block.0.w'"}, tensor<384xf32> {jax.result_info = "theta.features.5.0.block.0.b'"}, tensor<384xf32> {jax.result_info = "theta.features.5.0.block.2.beta'"}, tensor<384xf32> {jax.result_info = "theta.features.5.0.block.2.gamma'"}, tensor<384x1536xf32> {jax.result_info = "theta.features.5.0.block.3.w'"}, tensor<1536xf32> {jax.result_info = "theta.features.5.0.block.3.b'"}, tensor<1536x384xf32> {jax.result_info = "theta.features.5.0.block.5.w'"}, tensor<384xf32> {jax.result_info = "theta.features.5.0.block.5.b'"}, tensor<384x1x1xf32> {jax.result_info = "theta.features.5.0.layer_scale'"}, tensor<384x1x7x7xf32> {jax.result_info = "theta.features.5.1.block.0.w'"}, tensor<384xf32> {jax.result_info = "theta.features.5.1.block.0.b'"}, tensor<384xf32> {jax.result_info = "theta.features.5.1.block.2.beta'"}, tensor<384xf32> {jax.result_info = "theta.features.5.1.block.2.gamma'"}, tensor<384x1536xf32> {jax.result_info = "theta.features.5.1.block.3.w'"}, tensor<1536xf32> {jax.result_info = "theta.features.5.1.block.3.b'"}, tensor<1536x384xf32> {jax.result_info = "theta.features.5.1.block.5.w'"}, tensor<384xf32> {jax.result_info = "theta.features.5.1.block.5.b'"}, tensor<384x1x1xf32> {jax.result_info = "theta.features.5.1.layer_scale'"}, tensor<384x1x7x7xf32> {jax.result_info = "theta.features.5.2.block.0.w'"}, tensor<384xf32> {jax.result_info = "theta.features.5.2.block.0.b'"}, tensor<384xf32> {jax.result_info = "theta.features.5.2.block.2.beta'"}, tensor<384xf32> {jax.result_info = "theta.features.5.2.block.2.gamma'"}, tensor<384x1536xf32> {jax.result_info = "theta.features.5.2.block.3.w'"}, tensor<1536xf32> {jax.result_info = "theta.features.5.2.block.3.b'"}, tensor<1536x384xf32> {jax.result_info = "theta.features.5.2.block.5.w'"}, tensor<384xf32> {jax.result_info = "theta.features.5.2.block.5.b'"}, tensor<384x1x1xf32> {jax.result_info = "theta.features.5.2.layer_scale'"}, tensor<384x1x7x7xf32> {jax.result_info = "theta.features.5.3.block.0.w'"}, tensor<384xf32> {jax.result_info = "theta.features.5.3.block.0.b'"}, tensor<384xf32> {jax.result_info = "theta.features.5.3.block.2.beta'"}, tensor<384xf32> {jax.result_info = "theta.features.5.3.block.2.gamma'"}, tensor<384x1536xf32> {jax.result_info = "theta.features.5.3.block.3.w'"}, tensor<1536xf32> {jax.result_info = "theta.features.5.3.block.3.b'"}, tensor<1536x384xf32> {jax.result_info = "theta.features.5.3.block.5.w'"}, tensor<384xf32> {jax.result_info = "theta.features.5.3.block.5.b'"}, tensor<384x1x1xf32> {jax.result_info = "theta.features.5.3.layer_scale'"}, tensor<384x1x7x7xf32> {jax.result_info = "theta.features.5.4.block.0.w'"}, tensor<384xf32> {jax.result_info = "theta.features.5.4.block.0.b'"}, tensor<384xf32> {jax.result_info = "theta.features.5.4.block.2.beta'"}, tensor<384xf32> {jax.result_info = "theta.features.5.4.block.2.gamma'"}, tensor<384x1536xf32> {jax.result_info = "theta.features.5.4.block.3.w'"}, tensor<1536xf32> {jax.result_info = "theta.features.5.4.block.3.b'"}, tensor<1536x384xf32> {jax.result_info = "theta.features.5.4.block.5.w'"}, tensor<384xf32> {jax.result_info = "theta.features.5.4.block.5.b'"}, tensor<384x1x1xf32> {jax.result_info = "theta.features.5.4.layer_scale'"}, tensor<384x1x7x7xf32> {jax.result_info = "theta.features.5.5.block.0.w'"}, tensor<384xf32> {jax.result_info = "theta.features.5.5.block.0.b'"}, tensor<384xf32> {jax.result_info = "theta.features.5.5.block.2.beta'"}, tensor<384xf32> {jax.result_info = "theta.features.5.5.block.2.gamma'"}, tensor<384x1536xf32> {jax.result_info = "theta.features.5.5.block.3.w'"}, tensor<1536xf32> {jax.result_info = "theta.features.5.5.block.3.b'"}, tensor<1536x384xf32> {jax.result_info = "theta.features.5.5.block.5.w'"}, tensor<384xf32> {jax.result_info = "theta.features.5.5.block.5.b'"}, tensor<384x1x1xf32> {jax.result_info = "theta.features.5.5.layer_scale'"}, tensor<384x1x7x7xf32> {jax.result_info = "theta.features.5.6.block.0.w'"}, tensor<384xf32> {jax.result_info = "theta.features.5.6.block.0.b'"}, tensor<384xf32> {jax.result_info = "theta.features.5.6.block.2.beta'"}, tensor<384xf32> {jax.result_info = "theta.features.5.6.block.2.gamma'"}, tensor<384x1536xf32> {jax.result_info = "theta.features.5.6.block.3.w'"}, tensor<1536xf32> {jax.result_info = "theta.features.5.6.block.3.b'"}, tensor<1536x384xf32> {jax.result_info = "theta.features.5.6.block.5.w'"}, tensor<384xf32> {jax.result_info = "theta.features.5.6.block.5.b'"}, tensor<384x1x1xf32> {jax.result_info = "theta.features.5.6.layer_scale'"}, tensor<384x1x7x7xf32> {jax.result_info = "theta.features.5.7.block.0.w'"}, tensor<384xf32> {jax.result_info = "theta.features.5.7.block.0.b'"}, tensor<384xf32> {jax.result_info = "theta.features.5.7.block.2.beta'"}, tensor<384xf32> {jax.result_info = "theta.features.5.7.block.2.gamma'"}, tensor<384x1536xf32> {jax.result_info = "theta.features.5.7.block.3.w'"}, tensor<1536xf32> {jax.result_info = "theta.features.5.7.block.3.b'"}, tensor<1536x384xf32> {jax.result_info = "theta.features.5.7.block.5.w'"}, tensor<384xf32> {jax.result_info = "theta.features.5.7.block.5.b'"}, tensor<384x1x1xf32> {jax.result_info = "theta.features.5.7.layer_scale'"}, tensor<384x1x7x7xf32> {jax.result_info = "theta.features.5.8.block.0.w'"}, tensor<384xf32> {jax.result_info = "theta.features.5.8.block.0.b'"}, tensor<384xf32> {jax.result_info = "theta.features.5.8.block.2.beta'"}, tensor<384xf32> {jax.result_info = "theta.features.5.8.block.2.gamma'"}, tensor<384x1536xf32> {jax.result_info = "theta.features.5.8.block.3.w'"}, tensor<1536xf32> {jax.result_info = "theta.features.5.8.block.3.b'"}, tensor<1536x384xf32> {jax.result_info = "theta.features.5.8.block.5.w'"}, tensor<384xf32> {jax.result_info = "theta.features.5.8.block.5.b'"}, tensor<384x1x1xf32> {jax.result_info = "theta.features.5.8.layer_scale'"}, tensor<384xf32> {jax.result_info = "theta.features.6.0.beta'"}, tensor<384xf32> {jax.result_info = "theta.features.6.0.gamma'"}, tensor<768x384x2x2xf32> {jax.result_info = "theta.features.6.1.w'"}, tensor<768xf32> {jax.result_info = "theta.features.6.1.b'"}, tensor<768x1x7x7xf32> {jax.result_info = "theta.features.7.0.block.0.w'"}, tensor<768xf32> {jax.result_info = "theta.features.7.0.block.0.b'"}, tensor<768xf32> {jax.result_info = "theta.features.7.0.block.2.beta'"}, tensor<768xf32> {jax.result_info = "theta.features.7.0.block.2.gamma'"}, tensor<768x3072xf32> {jax.result_info = "theta.features.7.0.block.3.w'"}, tensor<3072xf32> {jax.result_info = "theta.features.7.0.block.3.b'"}, tensor<3072x768xf32> {jax.result_info = "theta.features.7.0.block.5.w'"}, tensor<768xf32> {jax.result_info = "theta.features.7.0.block.5.b'"}, tensor<768x1x1xf32> {jax.result_info = "theta.features.7.0.layer_scale'"}, tensor<768x1x7x7xf32> {jax.result_info = "theta.features.7.1.block.0.w'"}, tensor<768xf32> {jax.result_info = "theta.features.7.1.block.0.b'"}, tensor<768xf32> {jax.result_info = "theta.features.7.1.block.2.beta'"}, tensor<768xf32> {jax.result_info = "theta.features.7.1.block.2.gamma'"}, tensor<768x3072xf32> {jax.result_info = "theta.features.7.1.block.3.w'"}, tensor<3072xf32> {jax.result_info = "theta.features.7.1.block.3.b'"}, tensor<3072x768xf32> {jax.result_info = "theta.features.7.1.block.5.w'"}, tensor<768xf32> {jax.result_info = "theta.features.7.1.block.5.b'"}, tensor<768x1x1xf32> {jax.result_info = "theta.features.7.1.layer_scale'"}, tensor<768x1x7x7xf32> {jax.result_info = "theta.features.7.2.block.0.w'"}, tensor<768xf32> {jax.result_info = "theta.features.7.2.block.0.b'"}, tensor<768xf32> {jax.result_info = "theta.features.7.2.block.2.beta'"}, tensor<768xf32> {jax.result_info = "theta.features.7.2.block.2.gamma'"}, tensor<768x3072xf32> {jax.result_info = "theta.features.7.2.block.3.w'"}, tensor<3072xf32> {jax.result_info = "theta.features.7.2.block.3.b'"}, tensor<3072x768xf32> {jax.result_info = "theta.features.7.2.block.5.w'"}, tensor<768xf32> {jax.result_info = "theta.features.7.2.block.5.b'"}, tensor<768x1x1xf32> {jax.result_info = "theta.features.7.2.layer_scale'"}, tensor<768xf32> {jax.result_info = "theta.classifier.0.beta'"}, tensor<768xf32> {jax.result_info = "theta.classifier.0.gamma'"}, tensor<768x10xf32> {jax.result_info = "theta.classifier.2.w'"}, tensor<10xf32> {jax.result_info = "theta.classifier.2.b'"}, tensor<96x3x4x4xf32> {jax.result_info = "m.features.0.0.w'"}, tensor<96xf32> {jax.result_info = "m.features.0.0.b'"}, tensor<96xf32> {jax.result_info = "m.features.0.1.beta'"}, tensor<96xf32> {jax.result_info = "m.features.0.1.gamma'"}, tensor<96x1x7x7xf32> {jax.result_info = "m.features.1.0.block.0.w'"}, tensor<96xf32> {jax.result_info = "m.features.1.0.block.0.b'"}, tensor<96xf32> {jax.result_info = "m.features.1.0.block.2.beta'"}, tensor<96xf32> {jax.result_info = "m.features.1.0.block.2.gamma'"}, tensor<96x384xf32> {jax.result_info = "m.features.1.0.block.3.w'"}, tensor<384xf32> {jax.result_info = "m.features.1.0.block.3.b'"}, tensor<384x96xf32> {jax.result_info = "m.features.1.0.block.5.w'"}, tensor<96xf32> {jax.result_info = "m.features.1.0.block.5.b'"}, tensor<96x1x1xf32> {jax.result_info = "m.features.1.0.layer_scale'"}, tensor<96x1x7x7xf32> {jax.result_info = "m.features.1.1.block.0.w'"}, tensor<96xf32> {jax.result_info = "m.features.1.1.block.0.b'"}, tensor<96xf32> {jax.result_info = "m.features.1.1.block.2.beta'"}, tensor<96xf32> {jax.result_info = "m.features.1.1.block.2.gamma'"}, tensor<96x384xf32> {jax.result_info = "m.features.1.1.block.3.w'"}, tensor<384xf32> {jax.result_info = "m.features.1.1.block.3.b'"}, tensor<384x96xf32> {jax.result_info = "m.features.1.1.block.5.w'"}, tensor<96xf32> {jax.result_info = "m.features.1.1.block.5.b'"}, tensor<96x1x1xf32> {jax.result_info = "m.features.1.1.layer_scale'"}, tensor<96x1x7x7xf32> {jax.result_info = "m.features.1.2.block.0.w'"}, tensor<96xf32> {jax.result_info = "m.features.1.2.block.0.b'"}, tensor<96xf32> {jax.result_info = "m.features.1.2.block.2.beta'"}, tensor<96xf32> {jax.result_info = "m.features.1.2.block.2.gamma'"}, tensor<96x384xf32> {jax.result_info = "m.features.1.2.block.3.w'"}, tensor<384xf32> {jax.result_info = "m.features.1.2.block.3.b'"}, tensor<384x96xf32> {jax.result_info = "m.features.1.2.block.5.w'"}, tensor<96xf32> {jax.result_info = "m.features.1.2.block.5.b'"}, tensor<96x1x1xf32> {jax.result_info = "m.features.1.2.layer_scale'"}, tensor<96xf32> {jax.result_info = "m.features.2.0.beta'"}, tensor<96xf32> {jax.result_info = "m.features.2.0.gamma'"}, tensor<192x96x2x2xf32> {jax.result_info = "m.features.2.1.w'"}, tensor<192xf32> {jax.result_info = "m.features.2.1.b'"}, tensor<192x1x7x7xf32> {jax.result_info = "m.features.3.0.block.0.w'"}, tensor<192xf32> {jax.result_info = "m.features.3.0.block.0.b'"}, tensor<192xf32> {jax.result_info = "m.features.3.0.block.2.beta'"}, tensor<192xf32> {jax.result_info = "m.features.3.0.block.2.gamma'"}, tensor<192x768xf32> {jax.result_info = "m.features.3.0.block.3.w'"}, tensor<768xf32> {jax.result_info = "m.features.3.0.block.3.b'"}, tensor<768x192xf32> {jax.result_info = "m.features.3.0.block.5.w'"}, tensor<192xf32> {jax.result_info = "m.features.3.0.block.5.b'"}, tensor<192x1x1xf32> {jax.result_info = "m.features.3.0.layer_scale'"}, tensor<192x1x7x7xf32> {jax.result_info = "m.features.3.1.block.0.w'"}, tensor<192xf32> {jax.result_info = "m.features.3.1.block.0.b'"}, tensor<192xf32> {jax.result_info = "m.features.3.1.block.2.beta'"}, tensor<192xf32> {jax.result_info = "m.features.3.1.block.2.gamma'"}, tensor<192x768xf32> {jax.result_info = "m.features.3.1.block.3.w'"}, tensor<768xf32> {jax.result_info = "m.features.3.1.block.3.b'"}, tensor<768x192xf32> {jax.result_info = "m.features.3.1.block.5.w'"}, tensor<192xf32> {jax.result_info = "m.features.3.1.block.5.b'"}, tensor<192x1x1xf32> {jax.result_info = "m.features.3.1.layer_scale'"}, tensor<192x1x7x7xf32> {jax.result_info = "m.features.3.2.block.0.w'"}, tensor<192xf32> {jax.result_info = "m.features.3.2.block.0.b'"}, tensor<192xf32> {jax.result_info = "m.features.3.2.block.2.beta'"}, tensor<192xf32> {jax.result_info = "m.features.3.2.block.2.gamma'"}, tensor<192x768xf32> {jax.result_info = "m.features.3.2.block.3.w'"}, tensor<768xf32> {jax.result_info = "m.features.3.2.block.3.b'"}, tensor<768x192xf32> {jax.result_info = "m.features.3.2.block.5.w'"}, tensor<192xf32> {jax.result_info = "m.features.3.2.block.5.b'"}, tensor<192x1x1xf32> {jax.result_info = "m.features.3.2.layer_scale'"}, tensor<192xf32> {jax.result_info = "m.features.4.0.beta'"}, tensor<192xf32> {jax.result_info = "m.features.4.0.gamma'"}, tensor<384x192x2x2xf32> {jax.result_info = "m.features.4.1.w'"}, tensor<384xf32> {jax.result_info = "m.features.4.1.b'"}, tensor<384x1x7x7xf32> {jax.result_info = "m.features.5.0.block.0.w'"}, tensor<384xf32> {jax.result_info = "m.features.5.0.block.0.b'"}, tensor<384xf32> {jax.result_info = "m.features.5.0.block.2.beta'"}, tensor<384xf32> {jax.result_info = "m.features.5.0.block.2.gamma'"}, tensor<384x1536xf32> {jax.result_info = "m.features.5.0.block.3.w'"}, tensor<1536xf32> {jax.result_info = "m.features.5.0.block.3.b'"}, tensor<1536x384xf32> {jax.result_info = "m.features.5.0.block.5.w'"}, tensor<384xf32> {jax.result_info = "m.features.5.0.block.5.b'"}, tensor<384x1x1xf32> {jax.result_info = "m.features.5.0.layer_scale'"}, tensor<384x1x7x7xf32> {jax.result_info = "m.features.5.1.block.0.w'"}, tensor<384xf32> {jax.result_info = "m.features.5.1.block.0.b'"}, tensor<384xf32> {jax.result_info = "m.features.5.1.block.2.beta'"}, tensor<384xf32> {jax.result_info = "m.features.5.1.block.2.gamma'"}, tensor<384x1536xf32> {jax.result_info = "m.features.5.1.block.3.w'"}, tensor<1536xf32> {jax.result_info = "m.features.5.1.block.3.b'"}, tensor<1536x384xf32> {jax.result_info = "m.features.5.1.block.5.w'"}, tensor<384xf32> {jax.result_info = "m.features.5.1.block.5.b'"}, tensor<384x1x1xf32> {jax.result_info = "m.features.5.1.layer_scale'"}, tensor<384x1x7x7xf32> {jax.result_info = "m.features.5.2.block.0.w'"}, tensor<384xf32> {jax.result_info = "m.features.5.2.block.0.b'"}, tensor<384xf32> {jax.result_info = "m.features.5.2.block.2.beta'"}, tensor<384xf32> {jax.result_info = "m.features.5.2.block.2.gamma'"}, tensor<384x1536xf32> {jax.result_info = "m.features.5.2.block.3.w'"}, tensor<1536xf32> {jax.result_info = "m.features.5.2.block.3.b'"}, tensor<1536x384xf32> {jax.result_info = "m.features.5.2.block.5.w'"}, tensor<384xf32> {jax.result_info = "m.features.5.2.block.5.b'"}, tensor<384x1x1xf32> {jax.result_info = "m.features.5.2.layer_scale'"}, tensor<384x1x7x7xf32> {jax.result_info = "m.features.5.3.block.0.w'"}, tensor<384xf32> {jax.result_info = "m.features.5.3.block.0.b'"}, tensor<384xf32> {jax.result_info = "m.features.5.3.block.2.beta'"}, tensor<384xf32> {jax.result_info = "m.features.5.3.block.2.gamma'"}, tensor<384x1536xf32> {jax.result_info = "m.features.5.3.block.3.w'"}, tensor<1536xf32> {jax.result_info = "m.features.5.3.block.3.b'"}, tensor<1536x384xf32> {jax.result_info = "m.features.5.3.block.5.w'"}, tensor<384xf32> {jax.result_info = "m.features.5.3.block.5.b'"}, tensor<384x1x1xf32> {jax.result_info = "m.features.5.3.layer_scale'"}, tensor<384x1x7x7xf32> {jax.result_info = "m.features.5.4.block.0.w'"}, tensor<384xf32> {jax.result_info = "m.features.5.4.block.0.b'"}, tensor<384xf32> {jax.result_info = "m.features.5.4.block.2.beta'"}, tensor<384xf32> {jax.result_info = "m.features.5.4.block.2.gamma'"}, tensor<384x1536xf32> {jax.result_info = "m.features.5.4.block.3.w'"}, tensor<1536xf32> {jax.result_info = "m.features.5.4.block.3.b'"}, tensor<1536x384xf32> {jax.result_info = "m.features.5.4.block.5.w'"}, tensor<384xf32> {jax.result_info = "m.features.5.4.block.5.b'"}, tensor<384x1x1xf32> {jax.result_info = "m.features.5.4.layer_scale'"}, tensor<384x1x7x7xf32> {jax.result_info = "m.features.5.5.block.0.w'"}, tensor<384xf32> {jax.result_info = "m.features.5.5.block.0.b'"}, tensor<384xf32> {jax.result_info = "m.features.5.5.block.2.beta'"}, tensor<384xf32> {jax.result_info = "m.features.5.5.block.2.gamma'"}, tensor<384x1536xf32> {jax.result_info = "m.features.5.5.block.3.w'"}, tensor<1536xf32> {jax.result_info = "m.features.5.5.block.3.b'"}, tensor<1536x384xf32> {jax.result_info = "m.features.5.5.block.5.w'"}, tensor<384xf32> {jax.result_info = "m.features.5.5.block.5.b'"}, tensor<384x1x1xf32> {jax.result_info = "m.features.5.5.layer_scale'"}, tensor<384x1x7x7xf32> {jax.result_info = "m.features.5.6.block.0.w'"}, tensor<384xf32> {jax.result_info = "m.features.5.6.block.0.b'"}, tensor<384xf32> {jax.result_info = "m.features.5.6.block.2.beta'"}, tensor<384xf32> {jax.result_info = "m.features.5.6.block.2.gamma'"}, tensor<384x1536xf32> {jax.result_info = "m.features.5.6.block.3.w'"}, tensor<1536xf32> {jax.result_info = "m.features.5.6.block.3.b'"}, tensor<1536x384xf32> {jax.result_info = "m.features.5.6.block.5.w'"}, tensor<384xf32> {jax.result_info = "m.features.5.6.block.5.b'"}, tensor<384x1x1xf32> {jax.result_info = "m.features.5.6.layer_scale'"}, tensor<384x1x7x7xf32> {jax.result_info = "m.features.5.7.block.0.w'"}, tensor<384xf32> {jax.result_info = "m.features.5.7.block.0.b'"}, tensor<384xf32> {jax.result_info = "m.features.5.7.block.2.beta'"}, tensor<384xf32> {jax.result_info = "m.features.5.7.block.2.gamma'"}, tensor<384x1536xf32> {jax.result_info = "m.features.5.7.block.3.w'"}, tensor<1536xf32> {jax.result_info = "m.features.5.7.block.3.b'"}, tensor<1536x384xf32> {jax.result_info = "m.features.5.7.block.5.w'"}, tensor<384xf32> {jax.result_info = "m.features.5.7.block.5.b'"}, tensor<384x1x1xf32> {jax.result_info = "m.features.5.7.layer_scale'"}, tensor<384x1x7x7xf32> {jax.result_info = "m.features.5.8.block.0.w'"}, tensor<384xf32> {jax.result_info = "m.features.5.8.block.0.b'"}, tensor<384xf32> {jax.result_info = "m.features.5.8.block.2.beta'"}, tensor<384xf32> {jax.result_info = "m.features.5.8.block.2.gamma'"}, tensor<384x1536xf32> {jax.result_info = "m.features.5.8.block.3.w'"}, tensor<1536xf32> {jax.result_info = "m.features.5.8.block.3.b'"}, tensor<1536x384xf32> {jax.result_info = "m.features.5.8.block.5.w'"}, tensor<384xf32> {jax.result_info = "m.features.5.8.block.5.b'"}, tensor<384x1x1xf32> {jax.result_info = "m.features.5.8.layer_scale'"}, tensor<384xf32> {jax.result_info = "m.features.6.0.beta'"}, tensor<384xf32> {jax.result_info = "m.features.6.0.gamma'"}, tensor<768x384x2x2xf32> {jax.result_info = "m.features.6.1.w'"}, tensor<768xf32> {jax.result_info = "m.features.6.1.b'"}, tensor<768x1x7x7xf32> {jax.result_info = "m.features.7.0.block.0.w'"}, tensor<768xf32> {jax.result_info = "m.features.7.0.block.0.b'"}, tensor<768xf32> {jax.result_info = "m.features.7.0.block.2.beta'"}, tensor<768xf32> {jax.result_info = "m.features.7.0.block.2.gamma'"}, tensor<768x3072xf32> {jax.result_info = "m.features.7.0.block.3.w'"}, tensor<3072xf32> {jax.result_info = "m.features.7.0.block.3.b'"}, tensor<3072x768xf32> {jax.result_info = "m.features.7.0.block.5.w'"}, tensor<768xf32> {jax.result_info = "m.features.7.0.block.5.b'"}, tensor<768x1x1xf32> {jax.result_info = "m.features.7.0.layer_scale'"}, tensor<768x1x7x7xf32> {jax.result_info = "m.features.7.1.block.0.w'"}, tensor<768xf32> {jax.result_info = "m.features.7.1.block.0.b'"}, tensor<768xf32> {jax.result_info = "m.features.7.1.block.2.beta'"}, tensor<768xf32> {jax.result_info = "m.features.7.1.block.2.gamma'"}, tensor<768x3072xf32> {jax.result_info = "m.features.7.1.block.3.w'"}, tensor<3072xf32> {jax.result_info = "m.features.7.1.block.3.b'"}, tensor<3072x768xf32> {jax.result_info = "m.features.7.1.block.5.w'"}, tensor<768xf32> {jax.result_info = "m.features.7.1.block.5.b'"}, tensor<768x1x1xf32> {jax.result_info = "m.features.7.1.layer_scale'"}, tensor<768x1x7x7xf32> {jax.result_info = "m.features.7.2.block.0.w'"}, tensor<768xf32> {jax.result_info = "m.features.7.2.block.0.b'"}, tensor<768xf32> {jax.result_info = "m.features.7.2.block.2.beta'"}, tensor<768xf32> {jax.result_info = "m.features.7.2.block.2.gamma'"}, tensor<768x3072xf32> {jax.result_info = "m.features.7.2.block.3.w'"}, tensor<3072xf32> {jax.result_info = "m.features.7.2.block.3.b'"}, tensor<3072x768xf32> {jax.result_info = "m.features.7.2.block.5.w'"}, tensor<768xf32> {jax.result_info = "m.features.7.2.block.5.b'"}, tensor<768x1x1xf32> {jax.result_info = "m.features.7.2.layer_scale'"}, tensor<768xf32> {jax.result_info = "m.classifier.0.beta'"}, tensor<768xf32> {jax.result_info = "m.classifier.0.gamma'"}, tensor<768x10xf32> {jax.result_info = "m.classifier.2.w'"}, tensor<10xf32> {jax.result_info = "m.classifier.2.b'"}, tensor<96x3x4x4xf32> {jax.result_info = "v.features.0.0.w'"}, tensor<96xf32> {jax.result_info = "v.features.0.0.b'"}, tensor<96xf32> {jax.result_info = "v.features.0.1.beta'"}, tensor<96xf32> {jax.result_info = "v.features.0.1.gamma'"}, tensor<96x1x7x7xf32> {jax.result_info = "v.features.1.0.block.0.w'"}, tensor<96xf32> {jax.result_info = "v.features.1.0.block.0.b'"}, tensor<96xf32> {jax.result_info = "v.features.1.0.block.2.beta'"}, tensor<96xf32> {jax.result_info = "v.features.1.0.block.2.gamma'"}, tensor<96x384xf32> {jax.result_info = "v.features.1.0.block.3.w'"}, tensor<384xf32> {jax.result_info = "v.features.1.0.block.3.b'"}, tensor<384x96xf32> {jax.result_info = "v.features.1.0.block.5.w'"}, tensor<96xf32> {jax.result_info = "v.features.1.0.block.5.b'"}, tensor<96x1x1xf32> {jax.result_info = "v.features.1.0.layer_scale'"}, tensor<96x1x7x7xf32> {jax.result_info = "v.features.1.1.block.0.w'"}, tensor<96xf32> {jax.result_info = "v.features.1.1.block.0.b'"}, tensor<96xf32> {jax.result_info = "v.features.1.1.block.2.beta'"}, tensor<96xf32> {jax.result_info = "v.features.1.1.block.2.gamma'"}, tensor<96x384xf32> {jax.result_info = "v.features.1.1.block.3.w'"}, tensor<384xf32> {jax.result_info = "v.features.1.1.block.3.b'"}, tensor<384x96xf32> {jax.result_info = "v.features.1.1.block.5.w'"}, tensor<96xf32> {jax.result_info = "v.features.1.1.block.5.b'"}, tensor<96x1x1xf32> {jax.result_info = "v.features.1.1.layer_scale'"}, tensor<96x1x7x7xf32> {jax.result_info = "v.features.1.2.block.0.w'"}, tensor<96xf32> {jax.result_info = "v.features.1.2.block.0.b'"}, tensor<96xf32> {jax.result_info = "v.features.1.2.block.2.beta'"}, tensor<96xf32> {jax.result_info = "v.features.1.2.block.2.gamma'"}, tensor<96x384xf32> {jax.result_info = "v.features.1.2.block.3.w'"}, tensor<384xf32> {jax.result_info = "v.features.1.2.block.3.b'"}, tensor<384x96xf32> {jax.result_info = "v.features.1.2.block.5.w'"}, tensor<96xf32> {jax.result_info = "v.features.1.2.block.5.b'"}, tensor<96x1x1xf32> {jax.result_info = "v.features.1.2.layer_scale'"}, tensor<96xf32> {jax.result_info = "v.features.2.0.beta'"}, tensor<96xf32> {jax.result_info = "v.features.2.0.gamma'"}, tensor<192x96x2x2xf32> {jax.result_info = "v.features.2.1.w'"}, tensor<192xf32> {jax.result_info = "v.features.2.1.b'"}, tensor<192x1x7x7xf32> {jax.result_info = "v.features.3.0.block.0.w'"}, tensor<192xf32> {jax.result_info = "v.features.3.0.block.0.b'"}, tensor<192xf32> {jax.result_info = "v.features.3.0.block.2.beta'"}, tensor<192xf32> {jax.result_info = "v.features.3.0.block.2.gamma'"}, tensor<192x768xf32> {jax.result_info = "v.features.3.0.block.3.w'"}, tensor<768xf32> {jax.result_info = "v.features.3.0.block.3.b'"}, tensor<768x192xf32> {jax.result_info = "v.features.3.0.block.5.w'"}, tensor<192xf32> {jax.result_info = "v.features.3.0.block.5.b'"}, tensor<192x1x1xf32> {jax.result_info = "v.features.3.0.layer_scale'"}, tensor<192x1x7x7xf32> {jax.result_info = "v.features.3.1.block.0.w'"}, tensor<192xf32> {jax.result_info = "v.features.3.1.block.0.b'"}, tensor<192xf32> {jax.result_info = "v.features.3.1.block.2.beta'"}, tensor<192xf32> {jax.result_info = "v.features.3.1.block.2.gamma'"}, tensor<192x768xf32> {jax.result_info = "v.features.3.1.block.3.w'"}, tensor<768xf32> {jax.result_info = "v.features.3.1.block.3.b'"}, tensor<768x192xf32> {jax.result_info = "v.features.3.1.block.5.w'"}, tensor<192xf32> {jax.result_info = "v.features.3.1.block.5.b'"}, tensor<192x1x1xf32> {jax.result_info = "v.features.3.1.layer_scale'"}, tensor<192x1x7x7xf32> {jax.result_info = "v.features.3.2.block.0.w'"}, tensor<192xf32> {jax.result_info = "v.features.3.2.block.0.b'"}, tensor<192xf32> {jax.result_info = "v.features.3.2.block.2.beta'"}, tensor<192xf32> {jax.result_info = "v.features.3.2.block.2.gamma'"}, tensor<192x768xf32> {jax.result_info = "v.features.3.2.block.3.w'"}, tensor<768xf32> {jax.result_info = "v.features.3.2.block.3.b'"}, tensor<768x192xf32> {jax.result_info = "v.features.3.2.block.5.w'"}, tensor<192xf32> {jax.result_info = "v.features.3.2.block.5.b'"}, tensor<192x1x1xf32> {jax.result_info = "v.features.3.2.layer_scale'"}, tensor<192xf32> {jax.result_info = "v.features.4.0.beta'"}, tensor<192xf32> {jax.result_info = "v.features.4.0.gamma'"}, tensor<384x192x2x2xf32> {jax.result_info = "v.features.4.1.w'"}, tensor<384xf32> {jax.result_info = "v.features.4.1.b'"}, tensor<384x1x7x7xf32> {jax.result_info = "v.features.5.0.block.0.w'"}, tensor<384xf32> {jax.result_info = "v.features.5.0.block.0.b'"}, tensor<384xf32> {jax.result_info = "v.features.5.0.block.2.beta'"}, tensor<384xf32> {jax.result_info = "v.features.5.0.block.2.gamma'"}, tensor<384x1536xf32> {jax.result_info = "v.features.5.0.block.3.w'"}, tensor<1536xf32> {jax.result_info = "v.features.5.0.block.3.b'"}, tensor<1536x384xf32> {jax.result_info = "v.features.5.0.block.5.w'"}, tensor<384xf32> {jax.result_info = "v.features.5.0.block.5.b'"}, tensor<384x1x1xf32> {jax.result_info = "v.features.5.0.layer_scale'"}, tensor<384x1x7x7xf32> {jax.result_info = "v.features.5.1.block.0.w'"}, tensor<384xf32> {jax.result_info = "v.features.5.1.block.0.b'"}, tensor<384xf32> {jax.result_info = "v.features.5.1.block.2.beta'"}, tensor<384xf32> {jax.result_info = "v.features.5.1.block.2.gamma'"}, tensor<384x1536xf32> {jax.result_info = "v.features.5.1.block.3.w'"}, tensor<1536xf32> {jax.result_info = "v.features.5.1.block.3.b'"}, tensor<1536x384xf32> {jax.result_info = "v.features.5.1.block.5.w'"}, tensor<384xf32> {jax.result_info = "v.features.5.1.block.5.b'"}, tensor<384x1x1xf32> {jax.result_info = "v.features.5.1.layer_scale'"}, tensor<384x1x7x7xf32> {jax.result_info = "v.features.5.2.block.0.w'"}, tensor<384xf32> {jax.result_info = "v.features.5.2.block.0.b'"}, tensor<384xf32> {jax.result_info = "v.features.5.2.block.2.beta'"}, tensor<384xf32> {jax.result_info = "v.features.5.2.block.2.gamma'"}, tensor<384x1536xf32> {jax.result_info = "v.features.5.2.block.3.w'"}, tensor<1536xf32> {jax.result_info = "v.features.5.2.block.3.b'"}, tensor<1536x384xf32> {jax.result_info = "v.features.5.2.block.5.w'"}, tensor<384xf32> {jax.result_info = "v.features.5.2.block.5.b'"}, tensor<384x1x1xf32> {jax.result_info = "v.features.5.2.layer_scale'"}, tensor<384x1x7x7xf32> {jax.result_info = "v.features.5.3.block.0.w'"}, tensor<384xf32> {jax.result_info = "v.features.5.3.block.0.b'"}, tensor<384xf32> {jax.result_info = "v.features.5.3.block.2.beta'"}, tensor<384xf32> {jax.result_info = "v.features.5.3.block.2.gamma'"}, tensor<384x1536xf32> {jax.result_info = "v.features.5.3.block.3.w'"}, tensor<1536xf32> {jax.result_info = "v.features.5.3.block.3.b'"}, tensor<1536x384xf32> {jax.result_info = "v.features.5.3.block.5.w'"}, tensor<384xf32> {jax.result_info = "v.features.5.3.block.5.b'"}, tensor<384x1x1xf32> {jax.result_info = "v.features.5.3.layer_scale'"}, tensor<384x1x7x7xf32> {jax.result_info = "v.features.5.4.block.0.w'"}, tensor<384xf32> {jax.result_info = "v.features.5.4.block.0.b'"}, tensor<384xf32> {jax.result_info = "v.features.5.4.block.2.beta'"}, tensor<384xf32> {jax.result_info = "v.features.5.4.block.2.gamma'"}, tensor<384x1536xf32> {jax.result_info = "v.features.5.4.block.3.w'"}, tensor<1536xf32> {jax.result_info = "v.features.5.4.block.3.b'"}, tensor<1536x384xf32> {jax.result_info = "v.features.5.4.block.5.w'"}, tensor<384xf32> {jax.result_info = "v.features.5.4.block.5.b'"}, tensor<384x1x1xf32> {jax.result_info = "v.features.5.4.layer_scale'"}, tensor<384x1x7x7xf32> {jax.result_info = "v.features.5.5.block.0.w'"}, tensor<384xf32> {jax.result_info = "v.features.5.5.block.0.b'"}, tensor<384xf32> {jax.result_info = "v.features.5.5.block.2.beta'"}, tensor<384xf32> {jax.result_info = "v.features.5.5.block.2.gamma'"}, tensor<384x1536xf32> {jax.result_info = "v.features.5.5.block.3.w'"}, tensor<1536xf32> {jax.result_info = "v.features.5.5.block.3.b'"}, tensor<1536x384xf32> {jax.result_info = "v.features.5.5.block.5.w'"}, tensor<384xf32> {jax.result_info = "v.features.5.5.block.5.b'"}, tensor<384x1x1xf32> {jax.result_info = "v.features.5.5.layer_scale'"}, tensor<384x1x7x7xf32> {jax.result_info = "v.features.5.6.block.0.w'"}, tensor<384xf32> {jax.result_info = "v.features.5.6.block.0.b'"}, tensor<384xf32> {jax.result_info = "v.features.5.6.block.2.beta'"}, tensor<384xf32> {jax.result_info = "v.features.5.6.block.2.gamma'"}, tensor<384x1536xf32> {jax.result_info = "v.features.5.6.block.3.w'"}, tensor<1536xf32> {jax.result_info = "v.features.5.6.block.3.b'"}, tensor<1536x384xf32> {jax.result_info = "v.features.5.6.block.5.w'"}, tensor<384xf32> {jax.result_info = "v.features.5.6.block.5.b'"}, tensor<384x1x1xf32> {jax.result_info = "v.features.5.6.layer_scale'"}, tensor<384x1x7x7xf32> {jax.result_info = "v.features.5.7.block.0.w'"}, tensor<384xf32> {jax.result_info = "v.features.5.7.block.0.b'"}, tensor<384xf32> {jax.result_info = "v.features.5.7.block.2.beta'"}, tensor<384xf32> {jax.result_info = "v.features.5.7.block.2.gamma'"}, tensor<384x1536xf32> {jax.result_info = "v.features.5.7.block.3.w'"}, tensor<1536xf32> {jax.result_info = "v.features.5.7.block.3.b'"}, tensor<1536x384xf32> {jax.result_info = "v.features.5.7.block.5.w'"}, tensor<384xf32> {jax.result_info = "v.features.5.7.block.5.b'"}, tensor<384x1x1xf32> {jax.result_info = "v.features.5.7.layer_scale'"}, tensor<384x1x7x7xf32> {jax.result_info = "v.features.5.8.block.0.w'"}, tensor<384xf32> {jax.result_info = "v.features.5.8.block.0.b'"}, tensor<384xf32> {jax.result_info = "v.features.5.8.block.2.beta'"}, tensor<384xf32> {jax.result_info = "v.features.5.8.block.2.gamma'"}, tensor<384x1536xf32> {jax.result_info = "v.features.5.8.block.3.w'"}, tensor<1536xf32> {jax.result_info = "v.features.5.8.block.3.b'"}, tensor<1536x384xf32> {jax.result_info = "v.features.5.8.block.5.w'"}, tensor<384xf32> {jax.result_info = "v.features.5.8.block.5.b'"}, tensor<384x1x1xf32> {jax.result_info = "v.features.5.8.layer_scale'"}, tensor<384xf32> {jax.result_info = "v.features.6.0.beta'"}, tensor<384xf32> {jax.result_info = "v.features.6.0.gamma'"}, tensor<768x384x2x2xf32> {jax.result_info = "v.features.6.1.w'"}, tensor<768xf32> {jax.result_info = "v.features.6.1.b'"}, tensor<768x1x7x7xf32> {jax.result_info = "v.features.7.0.block.0.w'"}, tensor<768xf32> {jax.result_info = "v.features.7.0.block.0.b'"}, tensor<768xf32> {jax.result_info = "v.features.7.0.block.2.beta'"}, tensor<768xf32> {jax.result_info = "v.features.7.0.block.2.gamma'"}, tensor<768x3072xf32> {jax.result_info = "v.features.7.0.block.3.w'"}, tensor<3072xf32> {jax.result_info = "v.features.7.0.block.3.b'"}, tensor<3072x768xf32> {jax.result_info = "v.features.7.0.block.5.w'"}, tensor<768xf32> {jax.result_info = "v.features.7.0.block.5.b'"}, tensor<768x1x1xf32> {jax.result_info = "v.features.7.0.layer_scale'"}, tensor<768x1x7x7xf32> {jax.result_info = "v.features.7.1.block.0.w'"}, tensor<768xf32> {jax.result_info = "v.features.7.1.block.0.b'"}, tensor<768xf32> {jax.result_info = "v.features.7.1.block.2.beta'"}, tensor<768xf32> {jax.result_info = "v.features.7.1.block.2.gamma'"}, tensor<768x3072xf32> {jax.result_info = "v.features.7.1.block.3.w'"}, tensor<3072xf32> {jax.result_info = "v.features.7.1.block.3.b'"}, tensor<3072x768xf32> {jax.result_info = "v.features.7.1.block.5.w'"}, tensor<768xf32> {jax.result_info = "v.features.7.1.block.5.b'"}, tensor<768x1x1xf32> {jax.result_info = "v.features.7.1.layer_scale'"}, tensor<768x1x7x7xf32> {jax.result_info = "v.features.7.2.block.0.w'"}, tensor<768xf32> {jax.result_info = "v.features.7.2.block.0.b'"}, tensor<768xf32> {jax.result_info = "v.features.7.2.block.2.beta'"}, tensor<768xf32> {jax.result_info = "v.features.7.2.block.2.gamma'"}, tensor<768x3072xf32> {jax.result_info = "v.features.7.2.block.3.w'"}, tensor<3072xf32> {jax.result_info = "v.features.7.2.block.3.b'"}, tensor<3072x768xf32> {jax.result_info = "v.features.7.2.block.5.w'"}, tensor<768xf32> {jax.result_info = "v.features.7.2.block.5.b'"}, tensor<768x1x1xf32> {jax.result_info = "v.features.7.2.layer_scale'"}, tensor<768xf32> {jax.result_info = "v.classifier.0.beta'"}, tensor<768xf32> {jax.result_info = "v.classifier.0.gamma'"}, tensor<768x10xf32> {jax.result_info = "v.classifier.2.w'"}, tensor<10xf32> {jax.result_info = "v.classifier.2.b'"}, tensor<f32> {jax.result_info = "loss"}) {
    %0 = stablehlo.convolution(%x, %theta.features.0.0.w) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [4, 4], pad = [[0, 0], [0, 0]]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<2x3x224x224xf32>, tensor<96x3x4x4xf32>) -> tensor<2x96x56x56xf32>
    %1 = stablehlo.broadcast_in_dim %theta.features.0.0.b, dims = [1] : (tensor<96xf32>) -> tensor<2x96x56x56xf32>
    %2 = stablehlo.add %0, %1 : tensor<2x96x56x56xf32>
    %3 = stablehlo.transpose %2, dims = [0, 2, 3, 1] : (tensor<2x96x56x56xf32>) -> tensor<2x56x56x96xf32>
    %4 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %5 = stablehlo.reduce(%3 init: %4) applies stablehlo.add across dimensions = [3] : (tensor<2x56x56x96xf32>, tensor<f32>) -> tensor<2x56x56xf32>
    %6 = stablehlo.constant dense<1.0416667e-02> : tensor<f32>
    %7 = stablehlo.broadcast_in_dim %6, dims = [] : (tensor<f32>) -> tensor<2x56x56xf32>
    %8 = stablehlo.multiply %5, %7 : tensor<2x56x56xf32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0, 1, 2] : (tensor<2x56x56xf32>) -> tensor<2x56x56x96xf32>
    %10 = stablehlo.subtract %3, %9 : tensor<2x56x56x96xf32>
    %11 = stablehlo.multiply %10, %10 : tensor<2x56x56x96xf32>
    %12 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %13 = stablehlo.reduce(%11 init: %12) applies stablehlo.add across dimensions = [3] : (tensor<2x56x56x96xf32>, tensor<f32>) -> tensor<2x56x56xf32>
    %14 = stablehlo.constant dense<1.0416667e-02> : tensor<f32>
    %15 = stablehlo.broadcast_in_dim %14, dims = [] : (tensor<f32>) -> tensor<2x56x56xf32>
    %16 = stablehlo.multiply %13, %15 : tensor<2x56x56xf32>
    %17 = stablehlo.constant dense<1.000000e-06> : tensor<f32>
    %18 = stablehlo.broadcast_in_dim %17, dims = [] : (tensor<f32>) -> tensor<2x56x56xf32>
    %19 = stablehlo.add %16, %18 : tensor<2x56x56xf32>
    %20 = stablehlo.rsqrt %19 : tensor<2x56x56xf32>
    %21 = stablehlo.broadcast_in_dim %20, dims = [0, 1, 2] : (tensor<2x56x56xf32>) -> tensor<2x56x56x96xf32>
    %22 = stablehlo.multiply %10, %21 : tensor<2x56x56x96xf32>
    %23 = stablehlo.broadcast_in_dim %theta.features.0.1.gamma, dims = [3] : (tensor<96xf32>) -> tensor<2x56x56x96xf32>
    %24 = stablehlo.multiply %22, %23 : tensor<2x56x56x96xf32>
    %25 = stablehlo.broadcast_in_dim %theta.features.0.1.beta, dims = [3] : (tensor<96xf32>) -> tensor<2x56x56x96xf32>
    %26 = stablehlo.add %24, %25 : tensor<2x56x56x96xf32>
    %27 = stablehlo.transpose %26, dims = [0, 3, 1, 2] : (tensor<2x56x56x96xf32>) -> tensor<2x96x56x56xf32>
    %28 = stablehlo.convolution(%27, %theta.features.1.0.block.0.w) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[3, 3], [3, 3]]} {batch_group_count = 1 : i64, feature_group_count = 96 : i64} : (tensor<2x96x56x56xf32>, tensor<96x1x7x7xf32>) -> tensor<2x96x56x56xf32>
    %29 = stablehlo.broadcast_in_dim %theta.features.1.0.block.0.b, dims = [1] : (tensor<96xf32>) -> tensor<2x96x56x56xf32>
    %30 = stablehlo.add %28, %29 : tensor<2x96x56x56xf32>
    %31 = stablehlo.transpose %30, dims = [0, 2, 3, 1] : (tensor<2x96x56x56xf32>) -> tensor<2x56x56x96xf32>
    %32 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %33 = stablehlo.reduce(%31 init: %32) applies stablehlo.add across dimensions = [3] : (tensor<2x56x56x96xf32>, tensor<f32>) -> tensor<2x56x56xf32>
    %34 = stablehlo.constant dense<1.0416667e-02> : tensor<f32>
    %35 = stablehlo.broadcast_in_dim %34, dims = [] : (tensor<f32>) -> tensor<2x56x56xf32>
    %36 = stablehlo.multiply %33, %35 : tensor<2x56x56xf32>
    %37 = stablehlo.broadcast_in_dim %36, dims = [0, 1, 2] : (tensor<2x56x56xf32>) -> tensor<2x56x56x96xf32>
    %38 = stablehlo.subtract %31, %37 : tensor<2x56x56x96xf32>
    %39 = stablehlo.multiply %38, %38 : tensor<2x56x56x96xf32>
    %40 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %41 = stablehlo.reduce(%39 init: %40) applies stablehlo.add across dimensions = [3] : (tensor<2x56x56x96xf32>, tensor<f32>) -> tensor<2x56x56xf32>
    %42 = stablehlo.constant dense<1.0416667e-02> : tensor<f32>
    %43 = stablehlo.broadcast_in_dim %42, dims = [] : (tensor<f32>) -> tensor<2x56x56xf32>
    %44 = stablehlo.multiply %41, %43 : tensor<2x56x56xf32>
    %45 = stablehlo.constant dense<1.000000e-06> : tensor<f32>
    %46 = stablehlo.broadcast_in_dim %45, dims = [] : (tensor<f32>) -> tensor<2x56x56xf32>
    %47 = stablehlo.add %44, %46 : tensor<2x56x56xf32>
    %48 = stablehlo.rsqrt %47 : tensor<2x56x56xf32>
    %49 = stablehlo.broadcast_in_dim %48, dims = [0, 1, 2] : (tensor<2x56x56xf32>) -> tensor<2x56x56x96xf32>
    %50 = stablehlo.multiply %38, %49 : tensor<2x56x56x96xf32>
    %51 = stablehlo.broadcast_in_dim %theta.features.1.0.block.2.gamma, dims = [3] : (tensor<96xf32>) -> tensor<2x56x56x96xf32>
    %52 = stablehlo.multiply %50, %51 : tensor<2x56x56x96xf32>
    %53 = stablehlo.broadcast_in_dim %theta.features.1.0.block.2.beta, dims = [3] : (tensor<96xf32>) -> tensor<2x56x56x96xf32>
    %54 = stablehlo.add %52, %53 : tensor<2x56x56x96xf32>
    %55 = stablehlo.dot_general %54, %theta.features.1.0.block.3.w, contracting_dims = [3] x [0] : (tensor<2x56x56x96xf32>, tensor<96x384xf32>) -> tensor<2x56x56x384xf32>
    %56 = stablehlo.broadcast_in_dim %theta.features.1.0.block.3.b, dims = [3] : (tensor<384xf32>) -> tensor<2x56x56x384xf32>
    %57 = stablehlo.add %55, %56 : tensor<2x56x56x384xf32>
    %58 = stablehlo.constant dense<7.0710677e-01> : tensor<f32>
    %59 = stablehlo.broadcast_in_dim %58, dims = [] : (tensor<f32>) -> tensor<2x56x56x384xf32>
    %60 = stablehlo.multiply %57, %59 : tensor<2x56x56x384xf32>
    %61 = chlo.erf %60 : tensor<2x56x56x384xf32> -> tensor<2x56x56x384xf32>
    %62 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %63 = stablehlo.broadcast_in_dim %62, dims = [] : (tensor<f32>) -> tensor<2x56x56x384xf32>
    %64 = stablehlo.add %63, %61 : tensor<2x56x56x384xf32>
    %65 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %66 = stablehlo.broadcast_in_dim %65, dims = [] : (tensor<f32>) -> tensor<2x56x56x384xf32>
    %67 = stablehlo.multiply %57, %66 : tensor<2x56x56x384xf32>
    %68 = stablehlo.multiply %67, %64 : tensor<2x56x56x384xf32>
    %69 = stablehlo.dot_general %68, %theta.features.1.0.block.5.w, contracting_dims = [3] x [0] : (tensor<2x56x56x384xf32>, tensor<384x96xf32>) -> tensor<2x56x56x96xf32>
    %70 = stablehlo.broadcast_in_dim %theta.features.1.0.block.5.b, dims = [3] : (tensor<96xf32>) -> tensor<2x56x56x96xf32>
    %71 = stablehlo.add %69, %70 : tensor<2x56x56x96xf32>
    %72 = stablehlo.transpose %71, dims = [0, 3, 1, 2] : (tensor<2x56x56x96xf32>) -> tensor<2x96x56x56xf32>
    %73 = stablehlo.reshape %theta.features.1.0.layer_scale : (tensor<96x1x1xf32>) -> tensor<96xf32>
    %74 = stablehlo.broadcast_in_dim %73, dims = [1] : (tensor<96xf32>) -> tensor<2x96x56x56xf32>
    %75 = stablehlo.multiply %72, %74 : tensor<2x96x56x56xf32>
    %76 = stablehlo.add %27, %75 : tensor<2x96x56x56xf32>
    %77 = stablehlo.convolution(%76, %theta.features.1.1.block.0.w) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[3, 3], [3, 3]]} {batch_group_count = 1 : i64, feature_group_count = 96 : i64} : (tensor<2x96x56x56xf32>, tensor<96x1x7x7xf32>) -> tensor<2x96x56x56xf32>
    %78 = stablehlo.broadcast_in_dim %theta.features.1.1.block.0.b, dims = [1] : (tensor<96xf32>) -> tensor<2x96x56x56xf32>
    %79 = stablehlo.add %77, %78 : tensor<2x96x56x56xf32>
    %80 = stablehlo.transpose %79, dims = [0, 2, 3, 1] : (tensor<2x96x56x56xf32>) -> tensor<2x56x56x96xf32>
    %81 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %82 = stablehlo.reduce(%80 init: %81) applies stablehlo.add across dimensions = [3] : (tensor<2x56x56x96xf32>, tensor<f32>) -> tensor<2x56x56xf32>
    %83 = stablehlo.constant dense<1.0416667e-02> : tensor<f32>
    %84 = stablehlo.broadcast_in_dim %83, dims = [] : (tensor<f32>) -> tensor<2x56x56xf32>
    %85 = stablehlo.multiply %82, %84 : tensor<2x56x56xf32>
    %86 = stablehlo.broadcast_in_dim %85, dims = [0, 1, 2] : (tensor<2x56x56xf32>) -> tensor<2x56x56x96xf32>
    %87 = stablehlo.subtract %80, %86 : tensor<2x56x56x96xf32>
    %88 = stablehlo.multiply %87, %87 : tensor<2x56x56x96xf32>
    %89 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %90 = stablehlo.reduce(%88 init: %89) applies stablehlo.add across dimensions = [3] : (tensor<2x56x56x96xf32>, tensor<f32>) -> tensor<2x56x56xf32>
    %91 = stablehlo.constant dense<1.0416667e-02> : tensor<f32>
    %92 = stablehlo.broadcast_in_dim %91, dims = [] : (tensor<f32>) -> tensor<2x56x56xf32>
    %93 = stablehlo.multiply %90, %92 : tensor<2x56x56xf32>
    %94 = stablehlo.constant dense<1.000000e-06> : tensor<f32>
    %95 = stablehlo.broadcast_in_dim %94, dims = [] : (tensor<f32>) -> tensor<2x56x56xf32>
    %96 = stablehlo.add %93, %95 : tensor<2x56x56xf32>
    %97 = stablehlo.rsqrt %96 : tensor<2x56x56xf32>
    %98 = stablehlo.broadcast_in_dim %97, dims = [0, 1, 2] : (tensor<2x56x56xf32>) -> tensor<2x56x56x96xf32>
    %99 = stablehlo.multiply %87, %98 : tensor<2x56x56x96xf32>
    %100 = stablehlo.broadcast_in_dim %theta.features.1.1.block.2.gamma, dims = [3] : (tensor<96xf32>) -> tensor<2x56x56x96xf32>
    %101 = stablehlo.multiply %99, %100 : tensor<2x56x56x96xf32>
    %102 = stablehlo.broadcast_in_dim %theta.features.1.1.block.2.beta, dims = [3] : (tensor<96xf32>) -> tensor<2x56x56x96xf32>
    %103 = stablehlo.add %101, %102 : tensor<2x56x56x96xf32>
    %104 = stablehlo.dot_general %103, %theta.features.1.1.block.3.w, contracting_dims = [3] x [0] : (tensor<2x56x56x96xf32>, tensor<96x384xf32>) -> tensor<2x56x56x384xf32>
    %105 = stablehlo.broadcast_in_dim %theta.features.1.1.block.3.b, dims = [3] : (tensor<384xf32>) -> tensor<2x56x56x384xf32>
    %106 = stablehlo.add %104, %105 : tensor<2x56x56x384xf32>
    %107 = stablehlo.constant dense<7.0710677e-01> : tensor<f32>
    %108 = stablehlo.broadcast_in_dim %107, dims = [] : (tensor<f32>) -> tensor<2x56x56x384xf32>
    %109 = stablehlo.multiply %106, %108 : tensor<2x56x56x384xf32>
    %110 = chlo.erf %109 : tensor<2x56x56x384xf32> -> tensor<2x56x56x384xf32>
    %111 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %112 = stablehlo.broadcast_in_dim %111, dims = [] : (tensor<f32>) -> tensor<2x56x56x384xf32>
    %113 = stablehlo.add %112, %110 : tensor<2x56x56x384xf32>
    %114 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %115 = stablehlo.broadcast_in_dim %114, dims = [] : (tensor<f32>) -> tensor<2x56x56x384xf32>
    %116 = stablehlo.multiply %106, %115 : tensor<2x56x56x384xf32>
    %117 = stablehlo.multiply %116, %113 : tensor<2x56x56x384xf32>
    %118 = stablehlo.dot_general %117, %theta.features.1.1.block.5.w, contracting_dims = [3] x [0] : (tensor<2x56x56x384xf32>, tensor<384x96xf32>) -> tensor<2x56x56x96xf32>
    %119 = stablehlo.broadcast_in_dim %theta.features.1.1.block.5.b, dims = [3] : (tensor<96xf32>) -> tensor<2x56x56x96xf32>
    %120 = stablehlo.add %118, %119 : tensor<2x56x56x96xf32>
    %121 = stablehlo.transpose %120, dims = [0, 3, 1, 2] : (tensor<2x56x56x96xf32>) -> tensor<2x96x56x56xf32>
    %122 = stablehlo.reshape %theta.features.1.1.layer_scale : (tensor<96x1x1xf32>) -> tensor<96xf32>
    %123 = stablehlo.broadcast_in_dim %122, dims = [1] : (tensor<96xf32>) -> tensor<2x96x56x56xf32>
    %124 = stablehlo.multiply %121, %123 : tensor<2x96x56x56xf32>
    %125 = stablehlo.iota dim = 0 : tensor<2xi32>
    %126 = stablehlo.broadcast_in_dim %seed, dims = [] : (tensor<i32>) -> tensor<2xi32>
    %127 = stablehlo.constant dense<-2048144789> : tensor<i32>
    %128 = stablehlo.broadcast_in_dim %127, dims = [] : (tensor<i32>) -> tensor<2xi32>
    %129 = stablehlo.multiply %126, %128 : tensor<2xi32>
    %130 = stablehlo.constant dense<-1640531535> : tensor<i32>
    %131 = stablehlo.broadcast_in_dim %130, dims = [] : (tensor<i32>) -> tensor<2xi32>
    %132 = stablehlo.multiply %125, %131 : tensor<2xi32>
    %133 = stablehlo.add %132, %129 : tensor<2xi32>
    %134 = stablehlo.constant dense<2147483647> : tensor<i32>
    %135 = stablehlo.broadcast_in_dim %134, dims = [] : (tensor<i32>) -> tensor<2xi32>
    %136 = stablehlo.constant dense<0> : tensor<i32>
    %137 = stablehlo.broadcast_in_dim %136, dims = [] : (tensor<i32>) -> tensor<2xi32>
    %138 = stablehlo.add %133, %137 : tensor<2xi32>
    %139 = stablehlo.and %138, %135 : tensor<2xi32>
    %140 = stablehlo.constant dense<65536> : tensor<i32>
    %141 = stablehlo.broadcast_in_dim %140, dims = [] : (tensor<i32>) -> tensor<2xi32>
    %142 = stablehlo.divide %139, %141 : tensor<2xi32>
    %143 = stablehlo.and %139, %142 : tensor<2xi32>
    %144 = stablehlo.or %139, %142 : tensor<2xi32>
    %145 = stablehlo.subtract %144, %143 : tensor<2xi32>
    %146 = stablehlo.constant dense<2147483647> : tensor<i32>
    %147 = stablehlo.broadcast_in_dim %146, dims = [] : (tensor<i32>) -> tensor<2xi32>
    %148 = stablehlo.constant dense<73244475> : tensor<i32>
    %149 = stablehlo.broadcast_in_dim %148, dims = [] : (tensor<i32>) -> tensor<2xi32>
    %150 = stablehlo.multiply %145, %149 : tensor<2xi32>
    %151 = stablehlo.and %150, %147 : tensor<2xi32>
    %152 = stablehlo.constant dense<65536> : tensor<i32>
    %153 = stablehlo.broadcast_in_dim %152, dims = [] : (tensor<i32>) -> tensor<2xi32>
    %154 = stablehlo.divide %151, %153 : tensor<2xi32>
    %155 = stablehlo.and %151, %154 : tensor<2xi32>
    %156 = stablehlo.or %151, %154 : tensor<2xi32>
    %157 = stablehlo.subtract %156, %155 : tensor<2xi32>
    %158 = stablehlo.constant dense<2147483647> : tensor<i32>
    %159 = stablehlo.broadcast_in_dim %158, dims = [] : (tensor<i32>) -> tensor<2xi32>
    %160 = stablehlo.constant dense<73244475> : tensor<i32>
    %161 = stablehlo.broadcast_in_dim %160, dims = [] : (tensor<i32>) -> tensor<2xi32>
    %162 = stablehlo.multiply %157, %161 : tensor<2xi32>
    %163 = stablehlo.and %162, %159 : tensor<2xi32>
    %164 = stablehlo.constant dense<65536> : tensor<i32>
    %165 = stablehlo.broadcast_in_dim %164, dims = [] : (tensor<i32>) -> tensor<2xi32>
    %166 = stablehlo.divide %163, %165 : tensor<2xi32>
    %167 = stablehlo.and %163, %166 : tensor<2xi32>
    %168 = stablehlo.or %163, %166 : tensor<2xi32>
    %169 = stablehlo.subtract %168, %167 : tensor<2xi32>
    %170 = stablehlo.constant dense<2147483647> : tensor<i32>
    %171 = stablehlo.broadcast_in_dim %170, dims = [] : (tensor<i32>) -> tensor<2xi32>
    %172 = stablehlo.constant dense<73244475> : tensor<i32>
    %173 = stablehlo.broadcast_in_dim %172, dims = [] : (tensor<i32>) -> tensor<2xi32>
    %174 = stablehlo.multiply %169, %173 : tensor<2xi32>
    %175 = stablehlo.and %174, %171 : tensor<2xi32>
    %176 = stablehlo.constant dense<128> : tensor<i32>
    %177 = stablehlo.broadcast_in_dim %176, dims = [] : (tensor<i32>) -> tensor<2xi32>
    %178 = stablehlo.divide %175, %177 : tensor<2xi32>
    %179 = stablehlo.convert %178 : (tensor<2xi32>) -> tensor<2xf32>
    %180 = stablehlo.constant dense<5.9604645e-08> : tensor<f32>
    %181 = stablehlo.broadcast_in_dim %180, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %182 = stablehlo.multiply %179, %181 : tensor<2xf32>
    %183 = stablehlo.constant dense<5.882353e-03> : tensor<f32>
    %184 = stablehlo.broadcast_in_dim %183, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %185 = stablehlo.compare  GE, %182, %184,  FLOAT : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xi1>
    %186 = stablehlo.convert %185 : (tensor<2xi1>) -> tensor<2xf32>
    %187 = stablehlo.constant dense<1.0059172e+00> : tensor<f32>
    %188 = stablehlo.broadcast_in_dim %187, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %189 = stablehlo.multiply %186, %188 : tensor<2xf32>
    %190 = stablehlo.broadcast_in_dim %189, dims = [0] : (tensor<2xf32>) -> tensor<2x96x56x56xf32>
    %191 = stablehlo.multiply %124, %190 : tensor<2x96x56x56xf32>
    %192 = stablehlo.add %76, %191 : tensor<2x96x56x56xf32>
    %193 = stablehlo.convolution(%192, %theta.features.1.2.block.0.w) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[3, 3], [3, 3]]} {batch_group_count = 1 : i64, feature_group_count = 96 : i64} : (tensor<2x96x56x56xf32>, tensor<96x1x7x7xf32>) -> tensor<2x96x56x56xf32>
    %194 = stablehlo.broadcast_in_dim %theta.features.1.2.block.0.b, dims = [1] : (tensor<96xf32>) -> tensor<2x96x56x56xf32>
    %195 = stablehlo.add %193, %194 : tensor<2x96x56x56xf32>
    %196 = stablehlo.transpose %195, dims = [0, 2, 3, 1] : (tensor<2x96x56x56xf32>) -> tensor<2x56x56x96xf32>
    %197 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %198 = stablehlo.reduce(%196 init: %197) applies stablehlo.add across dimensions = [3] : (tensor<2x56x56x96xf32>, tensor<f32>) -> tensor<2x56x56xf32>
    %199 = stablehlo.constant dense<1.0416667e-02> : tensor<f32>
    %200 = stablehlo.broadcast_in_dim %199, dims = [] : (tensor<f32>) -> tensor<2x56x56xf32>
    %201 = stablehlo.multiply %198, %200 : tensor<2x56x56xf32>
    %202 = stablehlo.broadcast_in_dim %201, dims = [0, 1, 2] : (tensor<2x56x56xf32>) -> tensor<2x56x56x96xf32>
    %203 = stablehlo.subtract %196, %202 : tensor<2x56x56x96xf32>
    %204 = stablehlo.multiply %203, %203 : tensor<2x56x56x96xf32>
    %205 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %206 = stablehlo.reduce(%204 init: %205) applies stablehlo.add across dimensions = [3] : (tensor<2x56x56x96xf32>, tensor<f32>) -> tensor<2x56x56xf32>
    %207 = stablehlo.constant dense<1.0416667e-02> : tensor<f32>
    %208 = stablehlo.broadcast_in_dim %207, dims = [] : (tensor<f32>) -> tensor<2x56x56xf32>
    %209 = stablehlo.multiply %206, %208 : tensor<2x56x56xf32>
    %210 = stablehlo.constant dense<1.000000e-06> : tensor<f32>
    %211 = stablehlo.broadcast_in_dim %210, dims = [] : (tensor<f32>) -> tensor<2x56x56xf32>
    %212 = stablehlo.add %209, %211 : tensor<2x56x56xf32>
    %213 = stablehlo.rsqrt %212 : tensor<2x56x56xf32>
    %214 = stablehlo.broadcast_in_dim %213, dims = [0, 1, 2] : (tensor<2x56x56xf32>) -> tensor<2x56x56x96xf32>
    %215 = stablehlo.multiply %203, %214 : tensor<2x56x56x96xf32>
    %216 = stablehlo.broadcast_in_dim %theta.features.1.2.block.2.gamma, dims = [3] : (tensor<96xf32>) -> tensor<2x56x56x96xf32>
    %217 = stablehlo.multiply %215, %216 : tensor<2x56x56x96xf32>
    %218 = stablehlo.broadcast_in_dim %theta.features.1.2.block.2.beta, dims = [3] : (tensor<96xf32>) -> tensor<2x56x56x96xf32>
    %219 = stablehlo.add %217, %218 : tensor<2x56x56x96xf32>
    %220 = stablehlo.dot_general %219, %theta.features.1.2.block.3.w, contracting_dims = [3] x [0] : (tensor<2x56x56x96xf32>, tensor<96x384xf32>) -> tensor<2x56x56x384xf32>
    %221 = stablehlo.broadcast_in_dim %theta.features.1.2.block.3.b, dims = [3] : (tensor<384xf32>) -> tensor<2x56x56x384xf32>
    %222 = stablehlo.add %220, %221 : tensor<2x56x56x384xf32>
    %223 = stablehlo.constant dense<7.0710677e-01> : tensor<f32>
    %224 = stablehlo.broadcast_in_dim %223, dims = [] : (tensor<f32>) -> tensor<2x56x56x384xf32>
    %225 = stablehlo.multiply %222, %224 : tensor<2x56x56x384xf32>
    %226 = chlo.erf %225 : tensor<2x56x56x384xf32> -> tensor<2x56x56x384xf32>
    %227 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %228 = stablehlo.broadcast_in_dim %227, dims = [] : (tensor<f32>) -> tensor<2x56x56x384xf32>
    %229 = stablehlo.add %228, %226 : tensor<2x56x56x384xf32>
    %230 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %231 = stablehlo.broadcast_in_dim %230, dims = [] : (tensor<f32>) -> tensor<2x56x56x384xf32>
    %232 = stablehlo.multiply %222, %231 : tensor<2x56x56x384xf32>
    %233 = stablehlo.multiply %232, %229 : tensor<2x56x56x384xf32>
    %234 = stablehlo.dot_general %233, %theta.features.1.2.block.5.w, contracting_dims = [3] x [0] : (tensor<2x56x56x384xf32>, tensor<384x96xf32>) -> tensor<2x56x56x96xf32>
    %235 = stablehlo.broadcast_in_dim %theta.features.1.2.block.5.b, dims = [3] : (tensor<96xf32>) -> tensor<2x56x56x96xf32>
    %236 = stablehlo.add %234, %235 : tensor<2x56x56x96xf32>
    %237 = stablehlo.transpose %236, dims = [0, 3, 1, 2] : (tensor<2x56x56x96xf32>) -> tensor<2x96x56x56xf32>
    %238 = stablehlo.reshape %theta.features.1.2.layer_scale : (tensor<96x1x1xf32>) -> tensor<96xf32>
    %239 = stablehlo.broadcast_in_dim %238, dims = [1] : (tensor<96xf32>) -> tensor<2x96x56x56xf32>
    %240 = stablehlo.multiply %237, %239 : tensor<2x96x56x56xf32>
    %241 = stablehlo.iota dim = 0 : tensor<2xi32>
    %242 = stablehlo.broadcast_in_dim %seed, dims = [] : (tensor<i32>) -> tensor<2xi32>
    %243 = stablehlo.constant dense<-2048144789> : tensor<i32>
    %244 = stablehlo.broadcast_in_dim %243, dims = [] : (tensor<i32>) -> tensor<2xi32>
    %245 = stablehlo.multiply %242, %244 : tensor<2xi32>
    %246 = stablehlo.constant dense<-1640531535> : tensor<i32>
    %247 = stablehlo.broadcast_in_dim %246, dims = [] : (tensor<i32>) -> tensor<2xi32>
    %248 = stablehlo.multiply %241, %247 : tensor<2xi32>
    %249 = stablehlo.add %248, %245 : tensor<2xi32>
    %250 = stablehlo.constant dense<2147483647> : tensor<i32>
    %251 = stablehlo.broadcast_in_dim %250, dims = [] : (tensor<i32>) -> tensor<2xi32>
    %252 = stablehlo.constant dense<-1028477387> : tensor<i32>
    %253 = stablehlo.broadcast_in_dim %252, dims = [] : (tensor<i32>) -> tensor<2xi32>
    %254 = stablehlo.add %249, %253 : tensor<2xi32>
    %255 = stablehlo.and %254, %251 : tensor<2xi32>
    %256 = stablehlo.constant dense<65536> : tensor<i32>
    %257 = stablehlo.broadcast_in_dim %256, dims = [] : (tensor<i32>) -> tensor<2xi32>
    %258 = stablehlo.divide %255, %257 : tensor<2xi32>
    %259 = stablehlo.and %255, %258 : tensor<2xi32>
    %260 = stablehlo.or %255, %258 : tensor<2xi32>
    %261 = stablehlo.subtract %260, %259 : tensor<2xi32>
    %262 = stablehlo.constant dense<2147483647> : tensor<i32>
    %263 = stablehlo.broadcast_in_dim %262, dims = [] : (tensor<i32>) -> tensor<2xi32>
    %264 = stablehlo.constant dense<73244475> : tensor<i32>
    %265 = stablehlo.broadcast_in_dim %264, dims = [] : (tensor<i32>) -> tensor<2xi32>
    %266 = stablehlo.multiply %261, %265 : tensor<2xi32>
    %267 = stablehlo.and %266, %263 : tensor<2xi32>
    %268 = stablehlo.constant dense<65536> : tensor<i32>
    %269 = stablehlo.broadcast_in_dim %268, dims = [] : (tensor<i32>) -> tensor<2xi32>
    %270 = stablehlo.divide %267, %269 : tensor<2xi32>
    %271 = stablehlo.and %267, %270 : tensor<2xi32>
    %272 = stablehlo.or %267, %270 : tensor<2xi32>
    %273 = stablehlo.subtract %272, %271 : tensor<2xi32>
    %274 = stablehlo.constant dense<2147483647> : tensor<i32>
    %275 = stablehlo.broadcast_in_dim %274, dims = [] : (tensor<i32>) -> tensor<2xi32>
    %276 = stablehlo.constant dense<73244475> : tensor<i32>
    %277 = stablehlo.broadcast_in_dim %276, dims = [] : (tensor<i32>) -> tensor<2xi32>
    %278 = stablehlo.multiply %273, %277 : tensor<2xi32>
    %279 = stablehlo.and %278, %275 : tensor<2xi32>
    %280 = stablehlo.constant dense<65536> : tensor<i32>
    %281 = stablehlo.broadcast_in_dim %280, dims = [] : (tensor<i32>) -> tensor<2xi32>
    %282 = stablehlo.divide %279, %281 : tensor<2xi32>
    %283 = stablehlo.and %279, %282 : tensor<2xi32>
    %284 = stablehlo.or %279, %282 : tensor<2xi32>
    %285 = stablehlo.subtract %284, %283 : tensor<2xi32>
    %286 = stablehlo.constant dense<2147483647> : tensor<i32>
    %287 = stablehlo.broadcast_in_dim %286, dims = [] : (tensor<i32>) -> tensor<2xi32>
    %288 = stablehlo.constant dense<73244475> : tensor<i32>
    %289 = stablehlo.broadcast_in_dim %288, dims = [] : (tensor<i32>) -> tensor<2xi32>
    %290 = stablehlo.multiply %285, %289 : tensor<2xi32>
    %291 = stablehlo.and %290, %287 : tensor<2xi32>
    %292 = stablehlo.constant dense<128> : tensor<i32>
    %293 = stablehlo.broadcast_in_dim %292, dims = [] : (tensor<i32>) -> tensor<2xi32>
    %294 = stablehlo.divide %291, %293 : tensor<2xi32>
    %295 = stablehlo.convert %294 : (tensor<2xi32>) -> tensor<2xf32>
    %296 = stablehlo.constant dense<5.9604645e-08> : tensor<f32>
    %297 = stablehlo.broadcast_in_dim %296, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %298 = stablehlo.multiply %295, %297 : tensor<2xf32>
    %299 = stablehlo.constant dense<1.1764706e-02> : tensor<f32>
    %300 = stablehlo.broadcast_in_dim %299, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %301 = stablehlo.compare  GE, %298, %300,  FLOAT : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xi1>
    %302 = stablehlo.convert %301 : (tensor<2xi1>) -> tensor<2xf32>
    %303 = stablehlo.constant dense<1.0119047e+00> : tensor<f32>
    %304 = stablehlo.broadcast_in_dim %303, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %305 = stablehlo.multiply %302, %304 : tensor<2xf32>
    %306 = stablehlo.broadcast_in_dim %305, dims = [0] : (tensor<2xf32>) -> tensor<2x96x56x56xf32>
    %307 = stablehlo.multiply %240, %306 : tensor<2x96x56x56xf32>
    %308 = stablehlo.add %192, %307 : tensor<2x96x56x56xf32>
    %309 = stablehlo.transpose %308, dims = [0, 2, 3, 1] : (tensor<2x96x56x56xf32>) -> tensor<2x56x56x96xf32>
    %310 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %311 = stablehlo.reduce(%309 init: %310) applies stablehlo.add across dimensions = [3] : (tensor<2x56x56x96xf32>, tensor<f32>) -> tensor<2x56x56xf32>
    %312 = stablehlo.constant dense<1.0416667e-02> : tensor<f32>
    %313 = stablehlo.broadcast_in_dim %312, dims = [] : (tensor<f32>) -> tensor<2x56x56xf32>
    %314 = stablehlo.multiply %311, %313 : tensor<2x56x56xf32>
    %315 = stablehlo.broadcast_in_dim %314, dims = [0, 1, 2] : (tensor<2x56x56xf32>) -> tensor<2x56x56x96xf32>
    %316 = stablehlo.subtract %309, %315 : tensor<2x56x56x96xf32>
    %317 = stablehlo.multiply %316, %316 : tensor<2x56x56x96xf32>
    %318 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %319 = stablehlo.reduce(%317 init: %318) applies stablehlo.add across dimensions = [3] : (tensor<2x56x56x96xf32>, tensor<f32>) -> tensor<2x56x56xf32>
    %320 = stablehlo.constant dense<1.0416667e-02> : tensor<f32>
    %321 = stablehlo.broadcast_in_dim %320, dims = [] : (tensor<f32>) -> tensor<2x56x56xf32>
    %322 = stablehlo.multiply %319, %321 : tensor<2x56x56xf32>
    %323 = stablehlo.constant dense<1.000000e-06> : tensor<f32>
    %324 = stablehlo.broadcast_in_dim %323, dims = [] : (tensor<f32>) -> tensor<2x56x56xf32>
    %325 = stablehlo.add %322, %324 : tensor<2x56x56xf32>
    %326 = stablehlo.rsqrt %325 : tensor<2x56x56xf32>
    %327 = stablehlo.broadcast_in_dim %326, dims = [0, 1, 2] : (tensor<2x56x56xf32>) -> tensor<2x56x56x96xf32>
    %328 = stablehlo.multiply %316, %327 : tensor<2x56x56x96xf32>
    %329 = stablehlo.broadcast_in_dim %theta.features.2.0.gamma, dims = [3] : (tensor<96xf32>) -> tensor<2x56x56x96xf32>
    %330 = stablehlo.multiply %328, %329 : tensor<2x56x56x96xf32>
    %331 = stablehlo.broadcast_in_dim %theta.features.2.0.beta, dims = [3] : (tensor<96xf32>) -> tensor<2x56x56x96xf32>
    %332 = stablehlo.add %330, %331 : tensor<2x56x56x96xf32>
    %333 = stablehlo.transpose %332, dims = [0, 3, 1, 2] : (tensor<2x56x56x96xf32>) -> tensor<2x96x56x56xf32>
    %334 = stablehlo.convolution(%333, %theta.features.2.1.w) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [2, 2], pad = [[0, 0], [0, 0]]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<2x96x56x56xf32>, tensor<192x96x2x2xf32>) -> tensor<2x192x28x28xf32>
    %335 = stablehlo.broadcast_in_dim %theta.features.2.1.b, dims = [1] : (tensor<192xf32>) -> tensor<2x192x28x28xf32>
    %336 = stablehlo.add %334, %335 : tensor<2x192x28x28xf32>
    %337 = stablehlo.convolution(%336, %theta.features.3.0.block.0.w) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[3, 3], [3, 3]]} {batch_group_count = 1 : i64, feature_group_count = 192 : i64} : (tensor<2x192x28x28xf32>, tensor<192x1x7x7xf32>) -> tensor<2x192x28x28xf32>
    %338 = stablehlo.broadcast_in_dim %theta.features.3.0.block.0.b, dims = [1] : (tensor<192xf32>) -> tensor<2x192x28x28xf32>
    %339 = stablehlo.add %337, %338 : tensor<2x192x28x28xf32>
    %340 = stablehlo.transpose %339, dims = [0, 2, 3, 1] : (tensor<2x192x28x28xf32>) -> tensor<2x28x28x192xf32>
    %341 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %342 = stablehlo.reduce(%340 init: %341) applies stablehlo.add across dimensions = [3] : (tensor<2x28x28x192xf32>, tensor<f32>) -> tensor<2x28x28xf32>
    %343 = stablehlo.constant dense<5.2083335e-03> : tensor<f32>
    %344 = stablehlo.broadcast_in_dim %343, dims = [] : (tensor<f32>) -> tensor<2x28x28xf32>
    %345 = stablehlo.multiply %342, %344 : tensor<2x28x28xf32>
    %346 = stablehlo.broadcast_in_dim %345, dims = [0, 1, 2] : (tensor<2x28x28xf32>) -> tensor<2x28x28x192xf32>
    %347 = stablehlo.subtract %340, %346 : tensor<2x28x28x192xf32>
    %348 = stablehlo.multiply %347, %347 : tensor<2x28x28x192xf32>
    %349 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %350 = stablehlo.reduce(%348 init: %349) applies stablehlo.add across dimensions = [3] : (tensor<2x28x28x192xf32>, tensor<f32>) -> tensor<2x28x28xf32>
    %351 = stablehlo.constant dense<5.2083335e-03> : tensor<f32>
    %352 = stablehlo.broadcast_in_dim %351, dims = [] : (tensor<f32>) -> tensor<2x28x28xf32>
    %353 = stablehlo.multiply %350, %352 : tensor<2x28x28xf32>
    %354 = stablehlo.constant dense<1.000000e-06> : tensor<f32>
    %355 = stablehlo.broadcast_in_dim %354, dims = [] : (tensor<f32>) -> tensor<2x28x28xf32>
    %356 = stablehlo.add %353, %355 : tensor<2x28x28xf32>
    %357 = stablehlo.rsqrt %356 : tensor<2x28x28xf32>
    %358 = stablehlo.broadcast_in_dim %357, dims = [0, 1, 2] : (tensor<2x28x28xf32>) -> tensor<2x28x28x192xf32>
    %359 = stablehlo.multiply %347, %358 : tensor<2x28x28x192xf32>
    %360 = stablehlo.broadcast_in_dim %theta.features.3.0.block.2.gamma, dims = [3] : (tensor<192xf32>) -> tensor<2x28x28x192xf32>
    %361 = stablehlo.multiply %359, %360 : tensor<2x28x28x192xf32>
    %362 = stablehlo.broadcast_in_dim %theta.features.3.0.block.2.beta, dims = [3] : (tensor<192xf32>) -> tensor<2x28x28x192xf32>
    %363 = stablehlo.add %361, %362 : tensor<2x28x28x192xf32>
    %364 = stablehlo.dot_general %363, %theta.features.3.0.block.3.w, contracting_dims = [3] x [0] : (tensor<2x28x28x192xf32>, tensor<192x768xf32>) -> tensor<2x28x28x768xf32>
    %365 = stablehlo.broadcast_in_dim %theta.features.3.0.block.3.b, dims = [3] : (tensor<768xf32>) -> tensor<2x28x28x768xf32>
    %366 = stablehlo.add %364, %365 : tensor<2x28x28x768xf32>
    %367 = stablehlo.constant dense<7.0710677e-01> : tensor<f32>
    %368 = stablehlo.broadcast_in_dim %367, dims = [] : (tensor<f32>) -> tensor<2x28x28x768xf32>
    %369 = stablehlo.multiply %366, %368 : tensor<2x28x28x768xf32>
    %370 = chlo.erf %369 : tensor<2x28x28x768xf32> -> tensor<2x28x28x768xf32>
    %371 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %372 = stablehlo.broadcast_in_dim %371, dims = [] : (tensor<f32>) -> tensor<2x28x28x768xf32>
    %373 = stablehlo.add %372, %370 : tensor<2x28x28x768xf32>
    %374 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %375 = stablehlo.broadcast_in_dim %374, dims = [] : (tensor<f32>) -> tensor<2x28x28x768xf32>
    %376 = stablehlo.multiply %366, %375 : tensor<2x28x28x768xf32>
    %377 = stablehlo.multiply %376, %373 : tensor<2x28x28x768xf32>
    %378 = stablehlo.dot_general %377, %theta.features.3.0.block.5.w, contracting_dims = [3] x [0] : (tensor<2x28x28x768xf32>, tensor<768x192xf32>) -> tensor<2x28x28x192xf32>
    %379 = stablehlo.broadcast_in_dim %theta.features.3.0.block.5.b, dims = [3] : (tensor<192xf32>) -> tensor<2x28x28x192xf32>
    %380 = stablehlo.add %378, %379 : tensor<2x28x28x192xf32>
    %381 = stablehlo.transpose %380, dims = [0, 3, 1, 2] : (tensor<2x28x28x192xf32>) -> tensor<2x192x28x28xf32>
    %382 = stablehlo.reshape %theta.features.3.0.layer_scale : (tensor<192x1x1xf32>) -> tensor<192xf32>
    %383 = stablehlo.broadcast_in_dim %382, dims = [1] : (tensor<192xf32>) -> tensor<2x192x28x28xf32>
    %384 = stablehlo.multiply %381, %383 : tensor<2x192x28x28xf32>
    %385 = stablehlo.iota dim = 0 : tensor<2xi32>
    %386 = stablehlo.broadcast_in_dim %seed, dims = [] : (tensor<i32>) -> tensor<2xi32>
    %387 = stablehlo.constant dense<-2048144789> : tensor<i32>
    %388 = stablehlo.broadcast_in_dim %387, dims = [] : (tensor<i32>) -> tensor<2xi32>
    %389 = stablehlo.multiply %386, %388 : tensor<2xi32>
    %390 = stablehlo.constant dense<-1640531535> : tensor<i32>
    %391 = stablehlo.broadcast_in_dim %390, dims = [] : (tensor<i32>) -> tensor<2xi32>
    %392 = stablehlo.multiply %385, %391 : tensor<2xi32>
    %393 = stablehlo.add %392, %389 : tensor<2xi32>
    %394 = stablehlo.constant dense<2147483647> : tensor<i32>
    %395 = stablehlo.broadcast_in_dim %394, dims = [] : (tensor<i32>) -> tensor<2xi32>
    %396 = stablehlo.constant dense<-2056954774> : tensor<i32>
    %397 = stablehlo.broadcast_in_dim %396, dims = [] : (tensor<i32>) -> tensor<2xi32>
    %398 = stablehlo.add %393, %397 : tensor<2xi32>
    %399 = stablehlo.and %398, %395 : tensor<2xi32>
    %400 = stablehlo.constant dense<65536> : tensor<i32>
    %401 = stablehlo.broadcast_in_dim %400, dims = [] : (tensor<i32>) -> tensor<2xi32>
    %402 = stablehlo.divide %399, %401 : tensor<2xi32>
    %403 = stablehlo.and %399, %402 : tensor<2xi32>
    %404 = stablehlo.or %399, %402 : tensor<2xi32>
    %405 = stablehlo.subtract %404, %403 : tensor<2xi32>
    %406 = stablehlo.constant dense<2147483647> : tensor<i32>
    %407 = stablehlo.broadcast_in_dim %406, dims = [] : (tensor<i32>) -> tensor<2xi32>
    %408 = stablehlo.constant dense<73244475> : tensor<i32>
    %409 = stablehlo.broadcast_in_dim %408, dims = [] : (tensor<i32>) -> tensor<2xi32>
    %410 = stablehlo.multiply %405, %409 : tensor<2xi32>
    %411 = stablehlo.and %410, %407 : tensor<2xi32>
    %412 = stablehlo.constant dense<65536> : tensor<i32>
    %413 = stablehlo.broadcast_in_dim %412, dims = [] : (tensor<i32>) -> tensor<2xi32>
    %414 = stablehlo.divide %411, %413 : tensor<2xi32>
    %415 = stablehlo.and %411, %414 : tensor<2xi32>
    %416 = stablehlo.or %411, %414 : tensor<2xi32>
    %417 = stablehlo.subtract %416, %415 : tensor<2xi32>
    %418 = stablehlo.constant dense<2147483647> : tensor<i32>
    %419 = stablehlo.broadcast_in_dim %418, dims = [] : (tensor<i32>) -> tensor<2xi32>
    %420 = stablehlo.constant dense<73244475> : tensor<i32>
    %421 = stablehlo.broadcast_in_dim %420, dims = [] : (tensor<i32>) -> tensor<2xi32>
    %422 = stablehlo.multiply %417, %421 : tensor<2xi32>
    %423 = stablehlo.and %422, %419 : tensor<2xi32>
    %424 = stablehlo.constant dense<65536> : tensor<i32>
    %425 = stablehlo.broadcast_in_dim %424, dims = [] : (tensor<i32>) -> tensor<2xi32>
    %426 = stablehlo.divide %423, %425 : tensor<2xi32>
    %427 = stablehlo.and %423, %426 : tensor<2xi32>
    %428 = stablehlo.or %423, %426 : tensor<2xi32>
    %429 = stablehlo.subtract %428, %427 : tensor<2xi32>
    %430 = stablehlo.constant dense<2147483647> : tensor<i32>
    %431 = stablehlo.broadcast_in_dim %430, dims = [] : (tensor<i32>) -> tensor<2xi32>
    %432 = stablehlo.constant dense<73244475> : tensor<i32>
    %433 = stablehlo.broadcast_in_dim %432, dims = [] : (tensor<i32>) -> tensor<2xi32>
    %434 = stablehlo.multiply %429, %433 : tensor<2xi32>
    %435 = stablehlo.and %434, %431 : tensor<2xi32>
    %436 = stablehlo.constant dense<128> : tensor<i32>
    %437 = stablehlo.broadcast_in_dim %436, dims = [] : (tensor<i32>) -> tensor<2xi32>
    %438 = stablehlo.divide %435, %437 : tensor<2xi32>
    %439 = stablehlo.convert %438 : (tensor<2xi32>) -> tensor<2xf32>
    %440 = stablehlo.constant dense<5.9604645e-08> : tensor<f32>
    %441 = stablehlo.broadcast_in_dim %440, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %442 = stablehlo.multiply %439, %441 : tensor<2xf32>
    %443 = stablehlo.constant dense<1.764706e-02> : tensor<f32>
    %444 = stablehlo.broadcast_in_dim %443, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %445 = stablehlo.compare  GE, %442, %444,  FLOAT : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xi1>
    %446 = stablehlo.convert %445 : (tensor<2xi1>) -> tensor<2xf32>
    %447 = stablehlo.constant dense<1.0179641e+00> : tensor<f32>
    %448 = stablehlo.broadcast_in_dim %447, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %449 = stablehlo.multiply %446, %448 : tensor<2xf32>
    %450 = stablehlo.broadcast_in_dim %449, dims = [0] : (tensor<2xf32>) -> tensor<2x192x28x28xf32>
    %451 = stablehlo.multiply %384, %450 : tensor<2x192x28x28xf32>
    %452 = stablehlo.add %336, %451 : tensor<2x192x28x28xf32>
    %453 = stablehlo.convolution(%452, %theta.features.3.1.block.0.w) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[3, 3], [3, 3]]} {batch_group_count = 1 : i64, feature_group_count = 192 : i64} : (tensor<2x192x28x28xf32>, tensor<192x1x7x7xf32>) -> tensor<2x192x28x28xf32>
    %454 = stablehlo.broadcast_in_dim %theta.features.3.1.block.0.b, dims = [1] : (tensor<192xf32>) -> tensor<2x192x28x28xf32>
    %455 = stablehlo.add %453, %454 : tensor<2x192x28x28xf32>
    %456 = stablehlo.transpose %455, dims = [0, 2, 3, 1] : (tensor<2x192x28x28xf32>) -> tensor<2x28x28x192xf32>
    %457 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %458 = stablehlo.reduce(%456 init: %457) applies stablehlo.add across dimensions = [3] : (tensor<2x28x28x192xf32>, tensor<f32>) -> tensor<2x28x28xf32>
    %459 = stablehlo.constant dense<5.2083335e-03> : tensor<f32>
    %460 = stablehlo.broadcast_in_dim %459, dims = [] : (tensor<f32>) -> tensor<2x28x28xf32>
    %461 = stablehlo.multiply %458, %460 : tensor<2x28x28xf32>
    %462 = stablehlo.broadcast_in_dim %461, dims = [0, 1, 2] : (tensor<2x28x28xf32>) -> tensor<2x28x28x192xf32>
    %463 = stablehlo.subtract %456, %462 : tensor<2x28x28x192xf32>
    %464 = stablehlo.multiply %463, %463 : tensor<2x28x28x192xf32>
    %465 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %466 = stablehlo.reduce(%464 init: %465) applies stablehlo.add across dimensions = [3] : (tensor<2x28x28x192xf32>, tensor<f32>) -> tensor<2x28x28xf32>
    %467 = stablehlo.constant dense<5.2083335e-03> : tensor<f32>
    %468 = stablehlo.broadcast_in_dim %467, dims = [] : (tensor<f32>) -> tensor<2x28x28xf32>
    %469 = stablehlo.multiply %466, %468 : tensor<2x28x28xf32>
    %470 = stablehlo.constant dense<1.000000e-06> : tensor<f32>
    %471 = stablehlo.broadcast_in_dim %470, dims = [] : (tensor<f32>) -> tensor<2x28x28xf32>
    %472 = stablehlo.add %469, %471 : tensor<2x28x28xf32>
    %473 = stablehlo.rsqrt %472 : tensor<2x28x28xf32>
    %474 = stablehlo.broadcast_in_dim %473, dims = [0, 1, 2] : (tensor<2x28x28xf32>) -> tensor<2x28x28x192xf32>
    %475 = stablehlo.multiply %463, %474 : tensor<2x28x28x192xf32>
    %476 = stablehlo.broadcast_in_dim %theta.features.3.1.block.2.gamma, dims = [3] : (tensor<192xf32>) -> tensor<2x28x28x192xf32>
    %477 = stablehlo.multiply %475, %476 : tensor<2x28x28x192xf32>
    %478 = stablehlo.broadcast_in_dim %theta.features.3.1.block.2.beta, dims = [3] : (tensor<192xf32>) -> tensor<2x28x28x192xf32>
    %479 = stablehlo.add %477, %478 : tensor<2x28x28x192xf32>
    %480 = stablehlo.dot_general %479, %theta.features.3.1.block.3.w, contracting_dims = [3] x [0] : (tensor<2x28x28x192xf32>, tensor<192x768xf32>) -> tensor<2x28x28x768xf32>
    %481 = stablehlo.broadcast_in_dim %theta.features.3.1.block.3.b, dims = [3] : (tensor<768xf32>) -> tensor<2x28x28x768xf32>
    %482 = stablehlo.add %480, %481 : tensor<2x28x28x768xf32>
    %483 = stablehlo.constant dense<7.0710677e-01> : tensor<f32>
    %484 = stablehlo.broadcast_in_dim %483, dims = [] : (tensor<f32>) -> tensor<2x28x28x768xf32>
    %485 = stablehlo.multiply %482, %484 : tensor<2x28x28x768xf32>
    %486 = chlo.erf %485 : tensor<2x28x28x768xf32> -> tensor<2x28x28x768xf32>
    %487 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %488 = stablehlo.broadcast_in_dim %487, dims = [] : (tensor<f32>) -> tensor<2x28x28x768xf32>
    %489 = stablehlo.add %488, %486 : tensor<2x28x28x768xf32>
    %490 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %491 = stablehlo.broadcast_in_dim %490, dims = [] : (tensor<f32>) -> tensor<2x28x28x768xf32>
    %492 = stablehlo.multiply %482, %491 : tensor<2x28x28x768xf32>
    %493 = stablehlo.multiply %492, %489 : tensor<2x28x28x768xf32>
    %494 = stablehlo.dot_general %493, %theta.features.3.1.block.5.w, contracting_dims = [3] x [0] : (tensor<2x28x28x768xf32>, tensor<768x192xf32>) -> tensor<2x28x28x192xf32>
    %495 = stablehlo.broadcast_in_dim %theta.features.3.1.block.5.b, dims = [3] : (tensor<192xf32>) -> tensor<2x28x28x192xf32>
    %496 = stablehlo.add %494, %495 : tensor<2x28x28x192xf32>
    %497 = stablehlo.transpose %496, dims = [0, 3, 1, 2] : (tensor<2x28x28x192xf32>) -> tensor<2x192x28x28xf32>
    %498 = stablehlo.reshape %theta.features.3.1.layer_scale : (tensor<192x1x1xf32>) -> tensor<192xf32>
    %499 = stablehlo.broadcast_in_dim %498, dims = [1] : (tensor<192xf32>) -> tensor<2x192x28x28xf32>
    %500 = stablehlo.multiply %497, %499 : tensor<2x192x28x28xf32>
    %501 = stablehlo.iota dim = 0 : tensor<2xi32>
    %502 = stablehlo.broadcast_in_dim %seed, dims = [] : (tensor<i32>) -> tensor<2xi32>
    %503 = stablehlo.constant dense<-2048144789> : tensor<i32>
    %504 = stablehlo.broadcast_in_dim %503, dims = [] : (tensor<i32>) -> tensor<2xi32>
    %505 = stablehlo.multiply %502, %504 : tensor<2xi32>
    %506 = stablehlo.constant dense<-1640531535> : tensor<i32>
    %507 = stablehlo.broadcast_in_dim %506, dims = [] : (tensor<i32>) -> tensor<2xi32>
    %508 = stablehlo.multiply %501, %507 : tensor<2xi32>
    %509 = stablehlo.add %508, %505 : tensor<2xi32>
    %510 = stablehlo.constant dense<2147483647> : tensor<i32>
    %511 = stablehlo.broadcast_in_dim %510, dims = [] : (tensor<i32>) -> tensor<2xi32>
    %512 = stablehlo.constant dense<1209535135> : tensor<i32>
    %513 = stablehlo.broadcast_in_dim %512, dims = [] : (tensor<i32>) -> tensor<2xi32>
    %514 = stablehlo.add %509, %513 : tensor<2xi32>
    %515 = stablehlo.and %514, %511 : tensor<2xi32>
    %516 = stablehlo.constant dense<65536> : tensor<i32>
    %517 = stablehlo.broadcast_in_dim %516, dims = [] : (tensor<i32>) -> tensor<2xi32>
    %518 = stablehlo.divide %515, %517 : tensor<2xi32>
    %519 = stablehlo.and %515, %518 : tensor<2xi32>
    %520 = stablehlo.or %515, %518 : tensor<2xi32>
    %521 = stablehlo.subtract %520, %519 : tensor<2xi32>
    %522 = stablehlo.constant dense<2147483647> : tensor<i32>
    %523 = stablehlo.broadcast_in_dim %522, dims = [] : (tensor<i32>) -> tensor<2xi32>
    %524 = stablehlo.constant dense<73244475> : tensor<i32>
    %525 = stablehlo.broadcast_in_dim %524, dims = [] : (tensor<i32>) -> tensor<2xi32>
    %526 = stablehlo.multiply %521, %525 : tensor<2xi32>
    %527 = stablehlo.and %526, %523 : tensor<2xi32>
    %528 = stablehlo.constant dense<65536> : tensor<i32>
    %529 = stablehlo.broadcast_in_dim %528, dims = [] : (tensor<i32>) -> tensor<2xi32>
    %530 = stablehlo.divide %527, %529 : tensor<2xi32>
    %531 = stablehlo.and %527, %530 : tensor<2xi32>
    %532 = stablehlo.or %527, %530 : tensor<2xi32>
    %533 = stablehlo.subtract %532, %531 : tensor<2xi32>
    %534 = stablehlo.constant dense<2147483647> : tensor<i32>
    %535 = stablehlo.broadcast_in_dim %534, dims = [] : (tensor<i32>) -> tensor<2xi32>
    %536 = stablehlo.constant dense<73244475> : tensor<i32>
    %537 = stablehlo.broadcast_in_dim %536, dims = [] : (tensor<i32>) -> tensor<2xi32>
    %538 = stablehlo.multiply %533, %537 : tensor<2xi32>
    %539 = stablehlo.and %538, %535 : tensor<2xi32>
    %540 = stablehlo.constant dense<65536> : tensor<i32>
    %541 = stablehlo.broadcast_in_dim %540, dims = [] : (tensor<i32>) -> tensor<2xi32>
    %542 = stablehlo.divide %539, %541 : tensor<2xi32>
    %543 = stablehlo.and %539, %542 : tensor<2xi32>
    %544 = stablehlo.or %539, %542 : tensor<2xi32>
    %545 = stablehlo.subtract %544, %543 : tensor<2xi32>
    %546 = stablehlo.constant dense<2147483647> : tensor<i32>
    %547 = stablehlo.broadcast_in_dim %546, dims = [] : (tensor<i32>) -> tensor<2xi32>
    %548 = stablehlo.constant dense<73244475> : tensor<i32>
    %549 = stablehlo.broadcast_in_dim %548, dims = [] : (tensor<i32>) -> tensor<2xi32>
    %550 = stablehlo.multiply %545, %549 : tensor<2xi32>
    %551 = stablehlo.and %550, %547 : tensor<2xi32>
    %552 = stablehlo.constant dense<128> : tensor<i32>
    %553 = stablehlo.broadcast_in_dim %552, dims = [] : (tensor<i32>) -> tensor<2xi32>
    %554 = stablehlo.divide %551, %553 : tensor<2xi32>
    %555 = stablehlo.convert %554 : (tensor<2xi32>) -> tensor<2xf32>
    %556 = stablehlo.constant dense<5.9604645e-08> : tensor<f32>
    %557 = stablehlo.broadcast_in_dim %556, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %558 = stablehlo.multiply %555, %557 : tensor<2xf32>
    %559 = stablehlo.constant dense<2.3529412e-02> : tensor<f32>
    %560 = stablehlo.broadcast_in_dim %559, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %561 = stablehlo.compare  GE, %558, %560,  FLOAT : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xi1>
    %562 = stablehlo.convert %561 : (tensor<2xi1>) -> tensor<2xf32>
    %563 = stablehlo.constant dense<1.0240964e+00> : tensor<f32>
    %564 = stablehlo.broadcast_in_dim %563, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %565 = stablehlo.multiply %562, %564 : tensor<2xf32>
    %566 = stablehlo.broadcast_in_dim %565, dims = [0] : (tensor<2xf32>) -> tensor<2x192x28x28xf32>
    %567 = stablehlo.multiply %500, %566 : tensor<2x192x28x28xf32>
    %568 = stablehlo.add %452, %567 : tensor<2x192x28x28xf32>
    %569 = stablehlo.convolution(%568, %theta.features.3.2.block.0.w) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[3, 3], [3, 3]]} {batch_group_count = 1 : i64, feature_group_count = 192 : i64} : (tensor<2x192x28x28xf32>, tensor<192x1x7x7xf32>) -> tensor<2x192x28x28xf32>
    %570 = stablehlo.broadcast_in_dim %theta.features.3.2.block.0.b, dims = [1] : (tensor<192xf32>) -> tensor<2x192x28x28xf32>
    %571 = stablehlo.add %569, %570 : tensor<2x192x28x28xf32>
    %572 = stablehlo.transpose %571, dims = [0, 2, 3, 1] : (tensor<2x192x28x28xf32>) -> tensor<2x28x28x192xf32>
    %573 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %574 = stablehlo.reduce(%572 init: %573) applies stablehlo.add across dimensions = [3] : (tensor<2x28x28x192xf32>, tensor<f32>) -> tensor<2x28x28xf32>
    %575 = stablehlo.constant dense<5.2083335e-03> : tensor<f32>
    %576 = stablehlo.broadcast_in_dim %575, dims = [] : (tensor<f32>) -> tensor<2x28x28xf32>
    %577 = stablehlo.multiply %574, %576 : tensor<2x28x28xf32>
    %578 = stablehlo.broadcast_in_dim %577, dims = [0, 1, 2] : (tensor<2x28x28xf32>) -> tensor<2x28x28x192xf32>
    %579 = stablehlo.subtract %572, %578 : tensor<2x28x28x192xf32>
    %580 = stablehlo.multiply %579, %579 : tensor<2x28x28x192xf32>
    %581 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %582 = stablehlo.reduce(%580 init: %581) applies stablehlo.add across dimensions = [3] : (tensor<2x28x28x192xf32>, tensor<f32>) -> tensor<2x28x28xf32>
    %583 = stablehlo.constant dense<5.2083335e-03> : tensor<f32>
    %584 = stablehlo.broadcast_in_dim %583, dims = [] : (tensor<f32>) -> tensor<2x28x28xf32>
    %585 = stablehlo.multiply %582, %584 : tensor<2x28x28xf32>
    %586 = stablehlo.constant dense<1.000000e-06> : tensor<f32>
    %587 = stablehlo.broadcast_in_dim %586, dims = [] : (tensor<f32>) -> tensor<2x28x28xf32>
    %588 = stablehlo.add %585, %587 : tensor<2x28x28xf32>
    %589 = stablehlo.rsqrt %588 : tensor<2x28x28xf32>
    %590 = stablehlo.broadcast_in_dim %589, dims = [0, 1, 2] : (tensor<2x28x28xf32>) -> tensor<2x28x28x192xf32>
    %591 = stablehlo.multiply %579, %590 : tensor<2x28x28x192xf32>
    %592 = stablehlo.broadcast_in_dim %theta.features.3.2.block.2.gamma, dims = [3] : (tensor<192xf32>) -> tensor<2x28x28x192xf32>
    %593 = stablehlo.multiply %591, %592 : tensor<2x28x28x192xf32>
    %594 = stablehlo.broadcast_in_dim %theta.features.3.2.block.2.beta, dims = [3] : (tensor<192xf32>) -> tensor<2x28x28x192xf32>
    %595 = stablehlo.add %593, %594 : tensor<2x28x28x192xf32>
    %596 = stablehlo.dot_general %595, %theta.features.3.2.block.3.w, contracting_dims = [3] x [0] : (tensor<2x28x28x192xf32>, tensor<192x768xf32>) -> tensor<2x28x28x768xf32>
    %597 = stablehlo.broadcast_in_dim %theta.features.3.2.block.3.b, dims = [3] : (tensor<768xf32>) -> tensor<2x28x28x768xf32>
    %598 = stablehlo.add %596, %597 : tensor<2x28x28x768xf32>
    %599 = stablehlo.constant dense<7.0710677e-01> : tensor<f32>
    %600 = stablehlo.broadcast_in_dim %599, dims = [] : (tensor<f32>) -> tensor<2x28x28x768xf32>
    %601 = stablehlo.multiply %598, %600 : tensor<2x28x28x768xf32>
    %602 = chlo.erf %601 : tensor<2x28x28x768xf32> -> tensor<2x28x28x768xf32>
    %603 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %604 = stablehlo.broadcast_in_dim %603, dims = [] : (tensor<f32>) -> tensor<2x28x28x768xf32>
    %605 = stablehlo.add %604, %602 : tensor<2x28x28x768xf32>
    %606 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %607 = stablehlo.broadcast_in_dim %606, dims = [] : (tensor<f32>) -> tensor<2x28x28x768xf32>
    %608 = stablehlo.multiply %598, %607 : tensor<2x28x28x768xf32>
    %609 = stablehlo.multiply %608, %605 : tensor<2x28x28x768xf32>
    %610 = stablehlo.dot_general %609, %theta.features.3.2.block.5.w, contracting_dims = [3] x [0] : (tensor<2x28x28x768xf32>, tensor<768x192xf32>) -> tensor<2x28x28x192xf32>
    %611 = stablehlo.broadcast_in_dim %theta.features.3.2.block.5.b, dims = [3] : (tensor<192xf32>) -> tensor<2x28x28x192xf32>
    %612 = stablehlo.add %610, %611 : tensor<2x28x28x192xf32>
    %613 = stablehlo.transpose %612, dims = [0, 3, 1, 2] : (tensor<2x28x28x192xf32>) -> tensor<2x192x28x28xf32>
    %614 = stablehlo.reshape %theta.features.3.2.layer_scale : (tensor<192x1x1xf32>) -> tensor<192xf32>
    %615 = stablehlo.broadcast_in_dim %614, dims = [1] : (tensor<192xf32>) -> tensor<2x192x28x28xf32>
    %616 = stablehlo.multiply %613, %615 : tensor<2x192x28x28xf32>
    %617 = stablehlo.iota dim = 0 : tensor<2xi32>
    %618 = stablehlo.broadcast_in_dim %seed, dims = [] : (tensor<i32>) -> tensor<2xi32>
    %619 = stablehlo.constant dense<-2048144789> : tensor<i32>
    %620 = stablehlo.broadcast_in_dim %619, dims = [] : (tensor<i32>) -> tensor<2xi32>
    %621 = stablehlo.multiply %618, %620 : tensor<2xi32>
    %622 = stablehlo.constant dense<-1640531535> : tensor<i32>
    %623 = stablehlo.broadcast_in_dim %622, dims = [] : (tensor<i32>) -> tensor<2xi32>
    %624 = stablehlo.multiply %617, %623 : tensor<2xi32>
    %625 = stablehlo.add %624, %621 : tensor<2xi32>
    %626 = stablehlo.constant dense<2147483647> : tensor<i32>
    %627 = stablehlo.broadcast_in_dim %626, dims = [] : (tensor<i32>) -> tensor<2xi32>
    %628 = stablehlo.constant dense<181057748> : tensor<i32>
    %629 = stablehlo.broadcast_in_dim %628, dims = [] : (tensor<i32>) -> tensor<2xi32>
    %630 = stablehlo.add %625, %629 : tensor<2xi32>
    %631 = stablehlo.and %630, %627 : tensor<2xi32>
    %632 = stablehlo.constant dense<65536> : tensor<i32>
    %633 = stablehlo.broadcast_in_dim %632, dims = [] : (tensor<i32>) -> tensor<2xi32>
    %634 = stablehlo.divide %631, %633 : tensor<2xi32>
    %635 = stablehlo.and %631, %634 : tensor<2xi32>
    %636 = stablehlo.or %631, %634 : tensor<2xi32>
    %637 = stablehlo.subtract %636, %635 : tensor<2xi32>
    %638 = stablehlo.constant dense<2147483647> : tensor<i32>
    %639 = stablehlo.broadcast_in_dim %638, dims = [] : (tensor<i32>) -> tensor<2xi32>
    %640 = stablehlo.constant dense<73244475> : tensor<i32>
    %641 = stablehlo.broadcast_in_dim %640, dims = [] : (tensor<i32>) -> tensor<2xi32>
    %642 = stablehlo.multiply %637, %641 : tensor<2xi32>
    %643 = stablehlo.and %642, %639 : tensor<2xi32>
    %644 = stablehlo.constant dense<65536> : tensor<i32>
    %645 = stablehlo.broadcast_in_dim %644, dims = [] : (tensor<i32>) -> tensor<2xi32>
    %646 = stablehlo.divide %643, %645 : tensor<2xi32>
    %647 = stablehlo.and %643, %646 : tensor<2xi32>
    %648 = stablehlo.or %643, %646 : tensor<2xi32>
    %649 = stablehlo.subtract %648, %647 : tensor<2xi32>
    %650 = stablehlo.constant dense<2147483647> : tensor<i32>
    %651 = stablehlo.broadcast_in_dim %650, dims = [] : (tensor<i32>) -> tensor<2xi32>
    %652 = stablehlo.constant dense<73244475> : tensor<i32>
    %653 = stablehlo.broadcast_in_dim %652, dims = [] : (tensor<i32>) -> tensor<2xi32>
    %654 = stablehlo.multiply %649, %653 : tensor<2xi32>
    %655 = stablehlo.and %654, %651 : tensor<2xi32>
    %656 = stablehlo.constant dense<65536> : tensor<i32>
    %657 = stablehlo.broadcast_in_dim %656, dims = [] : (tensor<i32>) -> tensor<2xi32>
    %658 = stablehlo.divide %655, %657 : tensor<2xi32>
    %659 = stablehlo.and %655, %658 : tensor<2xi32>
    %660 = stablehlo.or %655, %658 : tensor<2xi32>
    %661 = stablehlo.subtract %660, %659 : tensor<2xi32>
    %662 = stablehlo.constant dense<2147483647> : tensor<i32>
    %663 = stablehlo.broadcast_in_dim %662, dims = [] : (tensor<i32>) -> tensor<2xi32>
    %664 = stablehlo.constant dense<73244475> : tensor<i32>
    %665 = stablehlo.broadcast_in_dim %664, dims = [] : (tensor<i32>) -> tensor<2xi32>
    %666 = stablehlo.multiply %661, %665 : tensor<2xi32>
    %667 = stablehlo.and %666, %663 : tensor<2xi32>
    %668 = stablehlo.constant dense<128> : tensor<i32>
    %669 = stablehlo.broadcast_in_dim %668, dims = [] : (tensor<i32>) -> tensor<2xi32>
    %670 = stablehlo.divide %667, %669 : tensor<2xi32>
    %671 = stablehlo.convert %670 : (tensor<2xi32>) -> tensor<2xf32>
    %672 = stablehlo.constant dense<5.9604645e-08> : tensor<f32>
    %673 = stablehlo.broadcast_in_dim %672, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %674 = stablehlo.multiply %671, %673 : tensor<2xf32>
    %675 = stablehlo.constant dense<2.9411765e-02> : tensor<f32>
    %676 = stablehlo.broadcast_in_dim %675, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %677 = stablehlo.compare  GE, %674, %676,  FLOAT : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xi1>
    %678 = stablehlo.convert %677 : (tensor<2xi1>) -> tensor<2xf32>
    %679 = stablehlo.constant dense<1.030303e+00> : tensor<f32>
    %680 = stablehlo.broadcast_in_dim %679, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %681 = stablehlo.multiply %678, %680 : tensor<2xf32>
    %682 = stablehlo.broadcast_in_dim %681, dims = [0] : (tensor<2xf32>) -> tensor<2x192x28x28xf32>
    %683 = stablehlo.multiply %616, %682 : tensor<2x192x28x28xf32>
    %684 = stablehlo.add %568, %683 : tensor<2x192x28x28xf32>
    %685 = stablehlo.transpose %684, dims = [0, 2, 3, 1] : (tensor<2x192x28x28xf32>) -> tensor<2x28x28x192xf32>
    %686 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %687 = stablehlo.reduce(%685 init: %686) applies stablehlo.add across dimensions = [3] : (tensor<2x28x28x192xf32>, tensor<f32>) -> tensor<2x28x28xf32>
    %688 = stablehlo.constant dense<5.2083335e-03> : tensor<f32>
    %689 = stablehlo.broadcast_in_dim %688, dims = [] : (tensor<f32>) -> tensor<2x28x28xf32>
    %690 = stablehlo.multiply %687, %689 : tensor<2x28x28xf32>
    %691 = stablehlo.broadcast_in_dim %690, dims = [0, 1, 2] : (tensor<2x28x28xf32>) -> tensor<2x28x28x192xf32>
    %692 = stablehlo.subtract %685, %691 : tensor<2x28x28x192xf32>
    %693 = stablehlo.multiply %692, %692 : tensor<2x28x28x192xf32>
    %694 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %695 = stablehlo.reduce(%693 init: %694) applies stablehlo.add across dimensions = [3] : (tensor<2x28x28x192xf32>, tensor<f32>) -> tensor<2x28x28xf32>
    %696 = stablehlo.constant dense<5.2083335e-03> : tensor<f32>
    %697 = stablehlo.broadcast_in_dim %696, dims = [] : (tensor<f32>) -> tensor<2x28x28xf32>
    %698 = stablehlo.multiply %695, %697 : tensor<2x28x28xf32>
    %699 = stablehlo.constant dense<1.000000e-06> : tensor<f32>
    %700 = stablehlo.broadcast_in_dim %699, dims = [] : (tensor<f32>) -> tensor<2x28x28xf32>
    %701 = stablehlo.add %698, %700 : tensor<2x28x28xf32>
    %702 = stablehlo.rsqrt %701 : tensor<2x28x28xf32>
    %703 = stablehlo.broadcast_in_dim %702, dims = [0, 1, 2] : (tensor<2x28x28xf32>) -> tensor<2x28x28x192xf32>
    %704 = stablehlo.multiply %692, %703 : tensor<2x28x28x192xf32>
    %705 = stablehlo.broadcast_in_dim %theta.features.4.0.gamma, dims = [3] : (tensor<192xf32>) -> tensor<2x28x28x192xf32>
    %706 = stablehlo.multiply %704, %705 : tensor<2x28x28x192xf32>
    %707 = stablehlo.broadcast_in_dim %theta.features.4.0.beta, dims = [3] : (tensor<192xf32>) -> tensor<2x28x28x192xf32>
    %708 = stablehlo.add %706, %707 : tensor<2x28x28x192xf32>
    %709 = stablehlo.transpose %708, dims = [0, 3, 1, 2] : (tensor<2x28x28x192xf32>) -> tensor<2x192x28x28xf32>
    %710 = stablehlo.convolution(%709, %theta.features.4.1.w) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [2, 2], pad = [[0, 0], [0, 0]]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<2x192x28x28xf32>, tensor<384x192x2x2xf32>) -> tensor<2x384x14x14xf32>
    %711 = stablehlo.broadcast_in_dim %theta.features.4.1.b, dims = [1] : (tensor<384xf32>) -> tensor<2x384x14x14xf32>
    %712 = stablehlo.add %710, %711 : tensor<2x384x14x14xf32>
    %713 = stablehlo.convolution(%712, %theta.features.5.0.block.0.w) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[3, 3], [3, 3]]} {batch_group_count = 1 : i64, feature_group_count = 384 : i64} : (tensor<2x384x14x14xf32>, tensor<384x1x7x7xf32>) -> tensor<2x384x14x14xf32>
    %714 = stablehlo.broadcast_in_dim %theta.features.5.0.block.0.b, dims = [1] : (tensor<384xf32>) -> tensor<2x384x14x14xf32>
    %715 = stablehlo.add %713, %714 : tensor<2x384x14x14xf32>
    %716 = stablehlo.transpose %715, dims = [0, 2, 3, 1] : (tensor<2x384x14x14xf32>) -> tensor<2x14x14x384xf32>
    %717 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %718 = stablehlo.reduce(%716 init: %717) applies stablehlo.add across dimensions = [3] : (tensor<2x14x14x384xf32>, tensor<f32>) -> tensor<2x14x14xf32>
    %719 = stablehlo.constant dense<2.6041667e-03> : tensor<f32>
    %720 = stablehlo.broadcast_in_dim %719, dims = [] : (tensor<f32>) -> tensor<2x14x14xf32>
    %721 = stablehlo.multiply %718, %720 : tensor<2x14x14xf32>
    %722 = stablehlo.broadcast_in_dim %721, dims = [0, 1, 2] : (tensor<2x14x14xf32>) -> tensor<2x14x14x384xf32>
    %723 = stablehlo.subtract %716, %722 : tensor<2x14x14x384xf32>
    %724 = stablehlo.multiply %723, %723 : tensor<2x14x14x384xf32>
    %725 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %726 = stablehlo.reduce(%724 init: %725) applies stablehlo.add across dimensions = [3] : (tensor<2x14x14x384xf32>, tensor<f32>) -> tensor<2x14x14xf32>
    %727 = stablehlo.constant dense<2.6041667e-03> : tensor<f32>
    %728 = stablehlo.broadcast_in_dim %727, dims = [] : (tensor<f32>) -> tensor<2x14x14xf32>
    %729 = stablehlo.multiply %726, %728 : tensor<2x14x14xf32>
    %730 = stablehlo.constant dense<1.000000e-06> : tensor<f32>
    %731 = stablehlo.broadcast_in_dim %730, dims = [] : (tensor<f32>) -> tensor<2x14x14xf32>
    %732 = stablehlo.add %729, %731 : tensor<2x14x14xf32>
    %733 = stablehlo.rsqrt %732 : tensor<2x14x14xf32>
    %734 = stablehlo.broadcast_in_dim %733, dims = [0, 1, 2] : (tensor<2x14x14xf32>) -> tensor<2x14x14x384xf32>
    %735 = stablehlo.multiply %723, %734 : tensor<2x14x14x384xf32>
    %736 = stablehlo.broadcast_in_dim %theta.features.5.0.block.2.gamma, dims = [3] : (tensor<384xf32>) -> tensor<2x14x14x384xf32>
    %737 = stablehlo.multiply %735, %736 : tensor<2x14x14x384xf32>
    %738 = stablehlo.broadcast_in_dim %theta.features.5.0.block.2.beta, dims = [3] : (tensor<384xf32>) -> tensor<2x14x14x384xf32>
    %739 = stablehlo.add %737, %738 : tensor<2x14x14x384xf32>
    %740 = stablehlo.dot_general %739, %theta.features.5.0.block.3.w, contracting_dims = [3] x [0] : (tensor<2x14x14x384xf32>, tensor<384x1536xf32>) -> tensor<2x14x14x1536xf32>
    %741 = stablehlo.broadcast_in_dim %theta.features.5.0.block.3.b, dims = [3] : (tensor<1536xf32>) -> tensor<2x14x14x1536xf32>
    %742 = stablehlo.add %740, %741 : tensor<2x14x14x1536xf32>
    %743 = stablehlo.constant dense<7.0710677e-01> : tensor<f32>
    %744 = stablehlo.broadcast_in_dim %743, dims = [] : (tensor<f32>) -> tensor<2x14x14x1536xf32>
    %745 = stablehlo.multiply %742, %744 : tensor<2x14x14x1536xf32>
    %746 = chlo.erf %745 : tensor<2x14x14x1536xf32> -> tensor<2x14x14x1536xf32>
    %747 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %748 = stablehlo.broadcast_in_dim %747, dims = [] : (tensor<f32>) -> tensor<2x14x14x1536xf32>
    %749 = stablehlo.add %748, %746 : tensor<2x14x14x1536xf32>
    %750 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %751 = stablehlo.broadcast_in_dim %750, dims = [] : (tensor<f32>) -> tensor<2x14x14x1536xf32>
    %752 = stablehlo.multiply %742, %751 : tensor<2x14x14x1536xf32>
    %753 = stablehlo.multiply %752, %749 : tensor<2x14x14x1536xf32>
    %754 = stablehlo.dot_general %753, %theta.features.5.0.block.5.w, contracting_dims = [3] x [0] : (tensor<2x14x14x1536xf32>, tensor<1536x384xf32>) -> tensor<2x14x14x384xf32>
    %755 = stablehlo.broadcast_in_dim %theta.features.5.0.block.5.b, dims = [3] : (tensor<384xf32>) -> tensor<2x14x14x384xf32>
    %756 = stablehlo.add %754, %755 : tensor<2x14x14x384xf32>
    %757 = stablehlo.transpose %756, dims = [0, 3, 1, 2] : (tensor<2x14x14x384xf32>) -> tensor<2x384x14x14xf32>
    %758 = stablehlo.reshape %theta.features.5.0.layer_scale : (tensor<384x1x1xf32>) -> tensor<384xf32>
    %759 = stablehlo.broadcast_in_dim %758, dims = [1] : (tensor<384xf32>) -> tensor<2x384x14x14xf32>
    %760 = stablehlo.multiply %757, %759 : tensor<2x384x14x14xf32>
    %761 = stablehlo.iota dim = 0 : tensor<2xi32>
    %762 = stablehlo.broadcast_in_dim %seed, dims = [] : (tensor<i32>) -> tensor<2xi32>
    %763 = stablehlo.constant dense<-2048144789> : tensor<i32>
    %764 = stablehlo.broadcast_in_dim %763, dims = [] : (tensor<i32>) -> tensor<2xi32>
    %765 = stablehlo.multiply %762, %764 : tensor<2xi32>
    %766 = stablehlo.constant dense<-1640531535> : tensor<i32>
    %767 = stablehlo.broadcast_in_dim %766, dims = [] : (tensor<i32>) -> tensor<2xi32>
    %768 = stablehlo.multiply %761, %767 : tensor<2xi32>
    %769 = stablehlo.add %768, %765 : tensor<2xi32>
    %770 = stablehlo.constant dense<2147483647> : tensor<i32>
    %771 = stablehlo.broadcast_in_dim %770, dims = [] : (tensor<i32>) -> tensor<2xi32>
    %772 = stablehlo.constant dense<-847419639> : tensor<i32>
    %773 = stablehlo.broadcast_in_dim %772, dims = [] : (tensor<i32>) -> tensor<2xi32>
    %774 = stablehlo.add %769, %773 : tensor<2xi32>
    %775 = stablehlo.and %774, %771 : tensor<2xi32>
    %776 = stablehlo.constant dense<65536> : tensor<i32>
    %777 = stablehlo.broadcast_in_dim %776, dims = [] : (tensor<i32>) -> tensor<2xi32>
    %778 = stablehlo.divide %775, %777 : tensor<2xi32>
    %779 = stablehlo.and %775, %778 : tensor<2xi32>
    %780 = stablehlo.or %775, %778 : tensor<2xi32>
    %781 = stablehlo.subtract %780, %779 : tensor<2xi32>
    %782 = stablehlo.constant dense<2147483647> : tensor<i32>
    %783 = stablehlo.broadcast_in_dim %782, dims = [] : (tensor<i32>) -> tensor<2xi32>
    %784 = stablehlo.constant dense<73244475> : tensor<i32>
    %785 = stablehlo.broadcast_in_dim %784, dims = [] : (tensor<i32>) -> tensor<2xi32>
    %786 = stablehlo.multiply %781, %785 : tensor<2xi32>
    %787 = stablehlo.and %786, %783 : tensor<2xi32>
    %788 = stablehlo.constant dense<65536> : tensor<i32>
    %789 = stablehlo.broadcast_in_dim %788, dims = [] : (tensor<i32>) -> tensor<2xi32>
    %790 = stablehlo.divide %787, %789 : tensor<2xi32>
    %791 = stablehlo.and %787, %790 : tensor<2xi32>
    %792 = stablehlo.or %787, %790 : tensor<2xi32>
    %793 = stablehlo.subtract %792, %791 : tensor<2xi32>
    %794 = stablehlo.constant dense<2147483647> : tensor<i32>
    %795 = stablehlo.broadcast_in_dim %794, dims = [] : (tensor<i32>) -> tensor<2xi32>
    %796 = stablehlo.constant dense<73244475> : tensor<i32>
    %797 = stablehlo.broadcast_in_dim %796, dims = [] : (tensor<i32>) -> tensor<2xi32>
    %798 = stablehlo.multiply %793, %797 : tensor<2xi32>
    %799 = stablehlo.and %798, %795 : tensor<2xi32>
    %800 = stablehlo.constant dense<65536> : tensor<i32>
    %801 = stablehlo.broadcast_in_dim %800, dims = [] : (tensor<i32>) -> tensor<2xi32>
    %802 = stablehlo.divide %799, %801 : tensor<2xi32>
    %803 = stablehlo.and %799, %802 : tensor<2xi32>
    %804 = stablehlo.or %799, %802 : tensor<2xi32>
    %805 = stablehlo.subtract %804, %803 : tensor<2xi32>
    %806 = stablehlo.constant dense<2147483647> : tensor<i32>
    %807 = stablehlo.broadcast_in_dim %806, dims = [] : (tensor<i32>) -> tensor<2xi32>
    %808 = stablehlo.constant dense<73244475> : tensor<i32>
    %809 = stablehlo.broadcast_in_dim %808, dims = [] : (tensor<i32>) -> tensor<2xi32>
    %810 = stablehlo.multiply %805, %809 : tensor<2xi32>
    %811 = stablehlo.and %810, %807 : tensor<2xi32>
    %812 = stablehlo.constant dense<128> : tensor<i32>
    %813 = stablehlo.broadcast_in_dim %812, dims = [] : (tensor<i32>) -> tensor<2xi32>
    %814 = stablehlo.divide %811, %813 : tensor<2xi32>
    %815 = stablehlo.convert %814 : (tensor<2xi32>) -> tensor<2xf32>
    %816 = stablehlo.constant dense<5.9604645e-08> : tensor<f32>
    %817 = stablehlo.broadcast_in_dim %816, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %818 = stablehlo.multiply %815, %817 : tensor<2xf32>
    %819 = stablehlo.constant dense<3.529412e-02> : tensor<f32>
    %820 = stablehlo.broadcast_in_dim %819, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %821 = stablehlo.compare  GE, %818, %820,  FLOAT : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xi1>
    %822 = stablehlo.convert %821 : (tensor<2xi1>) -> tensor<2xf32>
    %823 = stablehlo.constant dense<1.0365853e+00> : tensor<f32>
    %824 = stablehlo.broadcast_in_dim %823, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %825 = stablehlo.multiply %822, %824 : tensor<2xf32>
    %826 = stablehlo.broadcast_in_dim %825, dims = [0] : (tensor<2xf32>) -> tensor<2x384x14x14xf32>
    %827 = stablehlo.multiply %760, %826 : tensor<2x384x14x14xf32>
    %828 = stablehlo.add %712, %827 : tensor<2x384x14x14xf32>
    %829 = stablehlo.convolution(%828, %theta.features.5.1.block.0.w) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[3, 3], [3, 3]]} {batch_group_count = 1 : i64, feature_group_count = 384 : i64} : (tensor<2x384x14x14xf32>, tensor<384x1x7x7xf32>) -> tensor<2x384x14x14xf32>
    %830 = stablehlo.broadcast_in_dim %theta.features.5.1.block.0.b, dims = [1] : (tensor<384xf32>) -> tensor<2x384x14x14xf32>
    %831 = stablehlo.add %829, %830 : tensor<2x384x14x14xf32>
    %832 = stablehlo.transpose %831, dims = [0, 2, 3, 1] : (tensor<2x384x14x14xf32>) -> tensor<2x14x14x384xf32>
    %833 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %834 = stablehlo.reduce(%832 init: %833) applies stablehlo.add across dimensions = [3] : (tensor<2x14x14x384xf32>, tensor<f32>) -> tensor<2x14x14xf32>
    %835 = stablehlo.constant dense<2.6041667e-03> : tensor<f32>
    %836 = stablehlo.broadcast_in_dim %835, dims = [] : (tensor<f32>) -> tensor<2x14x14xf32>
    %837 = stablehlo.multiply %834, %836 : tensor<2x14x14xf32>
    %838 = stablehlo.broadcast_in_dim %837, dims = [0, 1, 2] : (tensor<2x14x14xf32>) -> tensor<2x14x14x384xf32>
    %839 = stablehlo.subtract %832, %838 : tensor<2x14x14x384xf32>
    %840 = stablehlo.multiply %839, %839 : tensor<2x14x14x384xf32>
    %841 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %842 = stablehlo.reduce(%840 init: %841) applies stablehlo.add across dimensions = [3] : (tensor<2x14x14x384xf32>, tensor<f32>) -> tensor<2x14x14xf32>
    %843 = stablehlo.constant dense<2.6041667e-03> : tensor<f32>
    %844 = stablehlo.broadcast_in_dim %843, dims = [] : (tensor<f32>) -> tensor<2x14x14xf32>
    %845 = stablehlo.multiply %842, %844 : tensor<2x14x14xf32>
    %846 = stablehlo.constant dense<1.000000e-06> : tensor<f32>
    %847 = stablehlo.broadcast_in_dim %846, dims = [] : (tensor<f32>) -> tensor<2x14x14xf32>
    %848 = stablehlo.add %845, %847 : tensor<2x14x14xf32>
    %849 = stablehlo.rsqrt %848 : tensor<2x14x14xf32>
    %850 = stablehlo.broadcast_in_dim %849, dims = [0, 1, 2] : (tensor<2x14x14xf32>) -> tensor<2x14x14x384xf32>
    %851 = stablehlo.multiply %839, %850 : tensor<2x14x14x384xf32>
    %852 = stablehlo.broadcast_in_dim %theta.features.5.1.block.2.gamma, dims = [3] : (tensor<384xf32>) -> tensor<2x14x14x384xf32>
    %853 = stablehlo.multiply %851, %852 : tensor<2x14x14x384xf32>
    %854 = stablehlo.broadcast_in_dim %theta.features.5.1.block.2.beta, dims = [3] : (tensor<384xf32>) -> tensor<2x14x14x384xf32>
    %855 = stablehlo.add %853, %854 : tensor<2x14x14x384xf32>
    %856 = stablehlo.dot_general %855, %theta.features.5.1.block.3.w, contracting_dims = [3] x [0] : (tensor<2x14x14x384xf32>, tensor<384x1536xf32>) -> tensor<2x14x14x1536xf32>
    %857 = stablehlo.broadcast_in_dim %theta.features.5.1.block.3.b, dims = [3] : (tensor<1536xf32>) -> tensor<2x14x14x1536xf32>
    %858 = stablehlo.add %856, %857 : tensor<2x14x14x1536xf32>
    %859 = stablehlo.constant dense<7.0710677e-01> : tensor<f32>
    %860 = stablehlo.broadcast_in_dim %859, dims = [] : (tensor<f32>) -> tensor<2x14x14x1536xf32>
    %861 = stablehlo.multiply %858, %860 : tensor<2x14x14x1536xf32>
    %862 = chlo.erf %861 : tensor<2x14x14x1536xf32> -> tensor<2x14x14x1536xf32>
    %863 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %864 = stablehlo.broadcast_in_dim %863, dims = [] : (tensor<f32>) -> tensor<2x14x14x1536xf32>
    %865 = stablehlo.add %864, %862 : tensor<2x14x14x1536xf32>
    %866 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %867 = stablehlo.broadcast_in_dim %866, dims = [] : (tensor<f32>) -> tensor<2x14x14x1536xf32>
    %868 = stablehlo.multiply %858, %867 : tensor<2x14x14x1536xf32>
    %869 = stablehlo.multiply %868, %865 : tensor<2x14x14x1536xf32>
    %870 = stablehlo.dot_general %869, %theta.features.5.1.block.5.w, contracting_dims = [3] x [0] : (tensor<2x14x14x1536xf32>, tensor<1536x384xf32>) -> tensor<2x14x14x384xf32>
    %871 = stablehlo.broadcast_in_dim %theta.features.5.1.block.5.b, dims = [3] : (tensor<384xf32>) -> tensor<2x14x14x384xf32>
    %872 = stablehlo.add %870, %871 : tensor<2x14x14x384xf32>
    %873 = stablehlo.transpose %872, dims = [0, 3, 1, 2] : (tensor<2x14x14x384xf32>) -> tensor<2x384x14x14xf32>
    %874 = stablehlo.reshape %theta.features.5.1.layer_scale : (tensor<384x1x1xf32>) -> tensor<384xf32>
    %875 = stablehlo.broadcast_in_dim %874, dims = [1] : (tensor<384xf32>) -> tensor<2x384x14x14xf32>
    %876 = stablehlo.multiply %873, %875 : tensor<2x384x14x14xf32>
    %877 = stablehlo.iota dim = 0 : tensor<2xi32>
    %878 = stablehlo.broadcast_in_dim %seed, dims = [] : (tensor<i32>) -> tensor<2xi32>
    %879 = stablehlo.constant dense<-2048144789> : tensor<i32>
    %880 = stablehlo.broadcast_in_dim %879, dims = [] : (tensor<i32>) -> tensor<2xi32>
    %881 = stablehlo.multiply %878, %880 : tensor<2xi32>
    %882 = stablehlo.constant dense<-1640531535> : tensor<i32>
    %883 = stablehlo.broadcast_in_dim %882, dims = [] : (tensor<i32>) -> tensor<2xi32>
    %884 = stablehlo.multiply %877, %883 : tensor<2xi32>
    %885 = stablehlo.add %884, %881 : tensor<2xi32>
    %886 = stablehlo.constant dense<2147483647> : tensor<i32>
    %887 = stablehlo.broadcast_in_dim %886, dims = [] : (tensor<i32>) -> tensor<2xi32>
    %888 = stablehlo.constant dense<-1875897026> : tensor<i32>
    %889 = stablehlo.broadcast_in_dim %888, dims = [] : (tensor<i32>) -> tensor<2xi32>
    %890 = stablehlo.add %885, %889 : tensor<2xi32>
    %891 = stablehlo.and %890, %887 : tensor<2xi32>
    %892 = stablehlo.constant dense<65536> : tensor<i32>
    %893 = stablehlo.broadcast_in_dim %892, dims = [] : (tensor<i32>) -> tensor<2xi32>
    %894 = stablehlo.divide %891, %893 : tensor<2xi32>
    %895 = stablehlo.and %891, %894 : tensor<2xi32>
    %896 = stablehlo.or %891, %894 : tensor<2xi32>
    %897 = stablehlo.subtract %896, %895 : tensor<2xi32>
    %898 = stablehlo.constant dense<2147483647> : tensor<i32>
    %899 = stablehlo.broadcast_in_dim %898, dims = [] : (tensor<i32>) -> tensor<2xi32>
    %900 = stablehlo.constant dense<73244475> : tensor<i32>
    %901 = stablehlo.broadcast_in_dim %900, dims = [] : (tensor<i32>) -> tensor<2xi32>
    %902 = stablehlo.multiply %897, %901 : tensor<2xi32>
    %903 = stablehlo.and %902, %899 : tensor<2xi32>
    %904 = stablehlo.constant dense<65536> : tensor<i32>
    %905 = stablehlo.broadcast_in_dim %904, dims = [] : (tensor<i32>) -> tensor<2xi32>
    %906 = stablehlo.divide %903, %905 : tensor<2xi32>
    %907 = stablehlo.and %903, %906 : tensor<2xi32>
    %908 = stablehlo.or %903, %906 : tensor<2xi32>
    %909 = stablehlo.subtract %908, %907 : tensor<2xi32>
    %910 = stablehlo.constant dense<2147483647> : tensor<i32>
    %911 = stablehlo.broadcast_in_dim %910, dims = [] : (tensor<i32>) -> tensor<2xi32>
    %912 = stablehlo.constant dense<73244475> : tensor<i32>
    %913 = stablehlo.broadcast_in_dim %912, dims = [] : (tensor<i32>) -> tensor<2xi32>
    %914 = stablehlo.multiply %909, %913 : tensor<2xi32>
    %915 = stablehlo.and %914, %911 : tensor<2xi32>
    %916 = stablehlo.constant dense<65536> : tensor<i32>
    %917 = stablehlo.broadcast_in_dim %916, dims = [] : (tensor<i32>) -> tensor<2xi32>
    %918 = stablehlo.divide %915, %917 : tensor<2xi32>
    %919 = stablehlo.and %915, %918 : tensor<2xi32>
    %920 = stablehlo.or %915, %918 : tensor<2xi32>
    %921 = stablehlo.subtract %920, %919 : tensor<2xi32>
    %922 = stablehlo.constant dense<2147483647> : tensor<i32>
    %923 = stablehlo.broadcast_in_dim %922, dims = [] : (tensor<i32>) -> tensor<2xi32>
    %924 = stablehlo.constant dense<73244475> : tensor<i32>
    %925 = stablehlo.broadcast_in_dim %924, dims = [] : (tensor<i32>) -> tensor<2xi32>
    %926 = stablehlo.multiply %921, %925 : tensor<2xi32>
    %927 = stablehlo.and %926, %923 : tensor<2xi32>
    %928 = stablehlo.constant dense<128> : tensor<i32>
    %929 = stablehlo.broadcast_in_dim %928, dims = [] : (tensor<i32>) -> tensor<2xi32>
    %930 = stablehlo.divide %927, %929 : tensor<2xi32>
    %931 = stablehlo.convert %930 : (tensor<2xi32>) -> tensor<2xf32>
    %932 = stablehlo.constant dense<5.9604645e-08> : tensor<f32>
    %933 = stablehlo.broadcast_in_dim %932, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %934 = stablehlo.multiply %931, %933 : tensor<2xf32>
    %935 = stablehlo.constant dense<4.117647e-02> : tensor<f32>
    %936 = stablehlo.broadcast_in_dim %935, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %937 = stablehlo.compare  GE, %934, %936,  FLOAT : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xi1>
    %938 = stablehlo.convert %937 : (tensor<2xi1>) -> tensor<2xf32>
    %939 = stablehlo.constant dense<1.0429448e+00> : tensor<f32>
    %940 = stablehlo.broadcast_in_dim %939, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %941 = stablehlo.multiply %938, %940 : tensor<2xf32>
    %942 = stablehlo.broadcast_in_dim %941, dims = [0] : (tensor<2xf32>) -> tensor<2x384x14x14xf32>
    %943 = stablehlo.multiply %876, %942 : tensor<2x384x14x14xf32>
    %944 = stablehlo.add %828, %943 : tensor<2x384x14x14xf32>
    %945 = stablehlo.convolution(%944, %theta.features.5.2.block.0.w) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[3, 3], [3, 3]]} {batch_group_count = 1 : i64, feature_group_count = 384 : i64} : (tensor<2x384x14x14xf32>, tensor<384x1x7x7xf32>) -> tensor<2x384x14x14xf32>
    %946 = stablehlo.broadcast_in_dim %theta.features.5.2.block.0.b, dims = [1] : (tensor<384xf32>) -> tensor<2x384x14x14xf32>
    %947 = stablehlo.add %945, %946 : tensor<2x384x14x14xf32>
    %948 = stablehlo.transpose %947, dims = [0, 2, 3, 1] : (tensor<2x384x14x14xf32>) -> tensor<2x14x14x384xf32>
    %949 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %950 = stablehlo.reduce(%948 init: %949) applies stablehlo.add across dimensions = [3] : (tensor<2x14x14x384xf32>, tensor<f32>) -> tensor<2x14x14xf32>
    %951 = stablehlo.constant dense<2.6041667e-03> : tensor<f32>
    %952 = stablehlo.broadcast_in_dim %951, dims = [] : (tensor<f32>) -> tensor<2x14x14xf32>
    %953 = stablehlo.multiply %950, %952 : tensor<2x14x14xf32>
    %954 = stablehlo.broadcast_in_dim %953, dims = [0, 1, 2] : (tensor<2x14x14xf32>) -> tensor<2x14x14x384xf32>
    %955 = stablehlo.subtract %948, %954 : tensor<2x14x14x384xf32>
    %956 = stablehlo.multiply %955, %955 : tensor<2x14x14x384xf32>
    %957 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %958 = stablehlo.reduce(%956 init: %957) applies stablehlo.add across dimensions = [3] : (tensor<2x14x14x384xf32>, tensor<f32>) -> tensor<2x14x14xf32>
    %959 = stablehlo.constant dense<2.6041667e-03> : tensor<f32>
    %960 = stablehlo.broadcast_in_dim %959, dims = [] : (tensor<f32>) -> tensor<2x14x14xf32>
    %961 = stablehlo.multiply %958, %960 : tensor<2x14x14xf32>
    %962 = stablehlo.constant dense<1.000000e-06> : tensor<f32>
    %963 = stablehlo.broadcast_in_dim %962, dims = [] : (tensor<f32>) -> tensor<2x14x14xf32>
    %964 = stablehlo.add %961, %963 : tensor<2x14x14xf32>
    %965 = stablehlo.rsqrt %964 : tensor<2x14x14xf32>
    %966 = stablehlo.broadcast_in_dim %965, dims = [0, 1, 2] : (tensor<2x14x14xf32>) -> tensor<2x14x14x384xf32>
    %967 = stablehlo.multiply %955, %966 : tensor<2x14x14x384xf32>
    %968 = stablehlo.broadcast_in_dim %theta.features.5.2.block.2.gamma, dims = [3] : (tensor<384xf32>) -> tensor<2x14x14x384xf32>
    %969 = stablehlo.multiply %967, %968 : tensor<2x14x14x384xf32>
    %970 = stablehlo.broadcast_in_dim %theta.features.5.2.block.2.beta, dims = [3] : (tensor<384xf32>) -> tensor<2x14x14x384xf32>
    %971 = stablehlo.add %969, %970 : tensor<2x14x14x384xf32>
    %972 = stablehlo.dot_general %971, %theta.features.5.2.block.3.w, contracting_dims = [3] x [0] : (tensor<2x14x14x384xf32>, tensor<384x1536xf32>) -> tensor<2x14x14x1536xf32>
    %973 = stablehlo.broadcast_in_dim %theta.features.5.2.block.3.b, dims = [3] : (tensor<1536xf32>) -> tensor<2x14x14x1536xf32>
    %974 = stablehlo.add %972, %973 : tensor<2x14x14x1536xf32>
    %975 = stablehlo.constant dense<7.0710677e-01> : tensor<f32>
    %976 = stablehlo.broadcast_in_dim %975, dims = [] : (tensor<f32>) -> tensor<2x14x14x1536xf32>
    %977 = stablehlo.multiply %974, %976 : tensor<2x14x14x1536xf32>
    %978 = chlo.erf %977 : tensor<2x14x14x1536xf32> -> tensor<2x14x14x1536xf32>
    %979 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %980 = stablehlo.broadcast_in_dim %979, dims = [] : (tensor<f32>) -> tensor<2x14x14x1536xf32>
    %981 = stablehlo.add %980, %978 : tensor<2x14x14x1536xf32>
    %982 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %983 = stablehlo.broadcast_in_dim %982, dims = [] : (tensor<f32>) -> tensor<2x14x14x1536xf32>
    %984 = stablehlo.multiply %974, %983 : tensor<2x14x14x1536xf32>
    %985 = stablehlo.multiply %984, %981 : tensor<2x14x14x1536xf32>
    %986 = stablehlo.dot_general %985, %theta.features.5.2.block.5.w, contracting_dims = [3] x [0] : (tensor<2x14x14x1536xf32>, tensor<1536x384xf32>) -> tensor<2x14x14x384xf32>
    %987 = stablehlo.broadcast_in_dim %theta.features.5.2.block.5.b, dims = [3] : (tensor<384xf32>) -> tensor<2x14x14x384xf32>
    %988 = stablehlo.add %986, %987 : tensor<2x14x14x384xf32>
    %989 = stablehlo.transpose %988, dims = [0, 3, 1, 2] : (tensor<2x14x14x384xf32>) -> tensor<2x384x14x14xf32>
    %990 = stablehlo.reshape %theta.features.5.2.layer_scale : (tensor<384x1x1xf32>) -> tensor<384xf32>
    %991 = stablehlo.broadcast_in_dim %990, dims = [1] : (tensor<384xf32>) -> tensor<2x384x14x14xf32>
    %992 = stablehlo.multiply %989, %991 : tensor<2x384x14x14xf32>
    %993 = stablehlo.iota dim = 0 : tensor<2xi32>
    %994 = stablehlo.broadcast_in_dim %seed, dims = [] : (tensor<i32>) -> tensor<2xi32>
    %995 = stablehlo.constant dense<-2048144789> : tensor<i32>
    %996 = stablehlo.broadcast_in_dim %995, dims = [] : (tensor<i32>) -> tensor<2xi32>
    %997 = stablehlo.multiply %994, %996 : tensor<2xi32>
    %998 = stablehlo.constant dense<-1640531535> : tensor<i32>
    %999 = stablehlo.broadcast_in_dim %998, dims = [] : (tensor<i32>) -> tensor<2xi32>
    %1000 = stablehlo.multiply %993, %999 : tensor<2xi32>
    %1001 = stablehlo.add %1000, %997 : tensor<2xi32>
    %1002 = stablehlo.constant dense<2147483647> : tensor<i32>
    %1003 = stablehlo.broadcast_in_dim %1002, dims = [] : (tensor<i32>) -> tensor<2xi32>
    %1004 = stablehlo.constant dense<1390592883> : tensor<i32>
    %1005 = stablehlo.broadcast_in_dim %1004, dims = [] : (tensor<i32>) -> tensor<2xi32>
    %1006 = stablehlo.add %1001, %1005 : tensor<2xi32>
    %1007 = stablehlo.and %1006, %1003 : tensor<2xi32>
    %1008 = stablehlo.constant dense<65536> : tensor<i32>
    %1009 = stablehlo.broadcast_in_dim %1008, dims = [] : (tensor<i32>) -> tensor<2xi32>
    %1010 = stablehlo.divide %1007, %1009 : tensor<2xi32>
    %1011 = stablehlo.and %1007, %1010 : tensor<2xi32>
    %1012 = stablehlo.or %1007, %1010 : tensor<2xi32>
    %1013 = stablehlo.subtract %1012, %1011 : tensor<2xi32>
    %1014 = stablehlo.constant dense<2147483647> : tensor<i32>
    %1015 = stablehlo.broadcast_in_dim %1014, dims = [] : (tensor<i32>) -> tensor<2xi32>
    %1016 = stablehlo.constant dense<73244475> : tensor<i32>
    %1017 = stablehlo.broadcast_in_dim %1016, dims = [] : (tensor<i32>) -> tensor<2xi32>
    %1018 = stablehlo.multiply %1013, %1017 : tensor<2xi32>
    %1019 = stablehlo.and %1018, %1015 : tensor<2xi32>
    %1020 = stablehlo.constant dense<65536> : tensor<i32>
    %1021 = stablehlo.broadcast_in_dim %1020, dims = [] : (tensor<i32>) -> tensor<2xi32>
    %1022 = stablehlo.divide %1019, %1021 : tensor<2xi32>
    %1023 = stablehlo.and %1019, %1022 : tensor<2xi32>
    %1024 = stablehlo.or %1019, %1022 : tensor<2xi32>
    %1025 = stablehlo.subtract %1024, %1023 : tensor<2xi32>
    %1026 = stablehlo.constant dense<2147483647> : tensor<i32>
    %1027 = stablehlo.broadcast_in_dim %1026, dims = [] : (tensor<i32>) -> tensor<2xi32>
    %1028 = stablehlo.constant dense<73244475> : tensor<i32>
    %1029 = stablehlo.broadcast_in_dim %1028, dims = [] : (tensor<i32>) -> tensor<2xi32>
    %1030 = stablehlo.multiply %1025, %1029 : tensor<2xi32>
    %1031 = stablehlo.and %1030, %1027 : tensor<2xi32>
    %1032 = stablehlo.constant dense<65536> : tensor<i32>
    %1033 = stablehlo.broadcast_in_dim %1032, dims = [] : (tensor<i32>) -> tensor<2xi32>
    %1034 = stablehlo.divide %1031, %1033 : tensor<2xi32>
    %1035 = stablehlo.and %1031, %1034 : tensor<2xi32>
    %1036 = stablehlo.or %1031, %1034 : tensor<2xi32>
    %1037 = stablehlo.subtract %1036, %1035 : tensor<2xi32>
    %1038 = stablehlo.constant dense<2147483647> : tensor<i32>
    %1039 = stablehlo.broadcast_in_dim %1038, dims = [] : (tensor<i32>) -> tensor<2xi32>
    %1040 = stablehlo.constant dense<73244475> : tensor<i32>
    %1041 = stablehlo.broadcast_in_dim %1040, dims = [] : (tensor<i32>) -> tensor<2xi32>
    %1042 = stablehlo.multiply %1037, %1041 : tensor<2xi32>
    %1043 = stablehlo.and %1042, %1039 : tensor<2xi32>
    %1044 = stablehlo.constant dense<128> : tensor<i32>
    %1045 = stablehlo.broadcast_in_dim %1044, dims = [] : (tensor<i32>) -> tensor<2xi32>
    %1046 = stablehlo.divide %1043, %1045 : tensor<2xi32>
    %1047 = stablehlo.convert %1046 : (tensor<2xi32>) -> tensor<2xf32>
    %1048 = stablehlo.constant dense<5.9604645e-08> : tensor<f32>
    %1049 = stablehlo.broadcast_in_dim %1048, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %1050 = stablehlo.multiply %1047, %1049 : tensor<2xf32>
    %1051 = stablehlo.constant dense<4.7058824e-02> : tensor<f32>
    %1052 = stablehlo.broadcast_in_dim %1051, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %1053 = stablehlo.compare  GE, %1050, %1052,  FLOAT : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xi1>
    %1054 = stablehlo.convert %1053 : (tensor<2xi1>) -> tensor<2xf32>
    %1055 = stablehlo.constant dense<1.0493827e+00> : tensor<f32>
    %1056 = stablehlo.broadcast_in_dim %1055, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %1057 = stablehlo.multiply %1054, %1056 : tensor<2xf32>
    %1058 = stablehlo.broadcast_in_dim %1057, dims = [0] : (tensor<2xf32>) -> tensor<2x384x14x14xf32>
    %1059 = stablehlo.multiply %992, %1058 : tensor<2x384x14x14xf32>
    %1060 = stablehlo.add %944, %1059 : tensor<2x384x14x14xf32>
    %1061 = stablehlo.convolution(%1060, %theta.features.5.3.block.0.w) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[3, 3], [3, 3]]} {batch_group_count = 1 : i64, feature_group_count = 384 : i64} : (tensor<2x384x14x14xf32>, tensor<384x1x7x7xf32>) -> tensor<2x384x14x14xf32>
    %1062 = stablehlo.broadcast_in_dim %theta.features.5.3.block.0.b, dims = [1] : (tensor<384xf32>) -> tensor<2x384x14x14xf32>
    %1063 = stablehlo.add %1061, %1062 : tensor<2x384x14x14xf32>
    %1064 = stablehlo.transpose %1063, dims = [0, 2, 3, 1] : (tensor<2x384x14x14xf32>) -> tensor<2x14x14x384xf32>
    %1065 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1066 = stablehlo.reduce(%1064 init: %1065) applies stablehlo.add across dimensions = [3] : (tensor<2x14x14x384xf32>, tensor<f32>) -> tensor<2x14x14xf32>
    %1067 = stablehlo.constant dense<2.6041667e-03> : tensor<f32>
    %1068 = stablehlo.broadcast_in_dim %1067, dims = [] : (tensor<f32>) -> tensor<2x14x14xf32>
    %1069 = stablehlo.multiply %1066, %1068 : tensor<2x14x14xf32>
    %1070 = stablehlo.broadcast_in_dim %1069, dims = [0, 1, 2] : (tensor<2x14x14xf32>) -> tensor<2x14x14x384xf32>
    %1071 = stablehlo.subtract %1064, %1070 : tensor<2x14x14x384xf32>
    %1072 = stablehlo.multiply %1071, %1071 : tensor<2x14x14x384xf32>
    %1073 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1074 = stablehlo.reduce(%1072 init: %1073) applies stablehlo.add across dimensions = [3] : (tensor<2x14x14x384xf32>, tensor<f32>) -> tensor<2x14x14xf32>
    %1075 = stablehlo.constant dense<2.6041667e-03> : tensor<f32>
    %1076 = stablehlo.broadcast_in_dim %1075, dims = [] : (tensor<f32>) -> tensor<2x14x14xf32>
    %1077 = stablehlo.multiply %1074, %1076 : tensor<2x14x14xf32>
    %1078 = stablehlo.constant dense<1.000000e-06> : tensor<f32>
    %1079 = stablehlo.broadcast_in_dim %1078, dims = [] : (tensor<f32>) -> tensor<2x14x14xf32>
    %1080 = stablehlo.add %1077, %1079 : tensor<2x14x14xf32>
    %1081 = stablehlo.rsqrt %1080 : tensor<2x14x14xf32>
    %1082 = stablehlo.broadcast_in_dim %1081, dims = [0, 1, 2] : (tensor<2x14x14xf32>) -> tensor<2x14x14x384xf32>
    %1083 = stablehlo.multiply %1071, %1082 : tensor<2x14x14x384xf32>
    %1084 = stablehlo.broadcast_in_dim %theta.features.5.3.block.2.gamma, dims = [3] : (tensor<384xf32>) -> tensor<2x14x14x384xf32>
    %1085 = stablehlo.multiply %1083, %1084 : tensor<2x14x14x384xf32>
    %1086 = stablehlo.broadcast_in_dim %theta.features.5.3.block.2.beta, dims = [3] : (tensor<384xf32>) -> tensor<2x14x14x384xf32>
    %1087 = stablehlo.add %1085, %1086 : tensor<2x14x14x384xf32>
    %1088 = stablehlo.dot_general %1087, %theta.features.5.3.block.3.w, contracting_dims = [3] x [0] : (tensor<2x14x14x384xf32>, tensor<384x1536xf32>) -> tensor<2x14x14x1536xf32>
    %1089 = stablehlo.broadcast_in_dim %theta.features.5.3.block.3.b, dims = [3] : (tensor<1536xf32>) -> tensor<2x14x14x1536xf32>
    %1090 = stablehlo.add %1088, %1089 : tensor<2x14x14x1536xf32>
    %1091 = stablehlo.constant dense<7.0710677e-01> : tensor<f32>
    %1092 = stablehlo.broadcast_in_dim %1091, dims = [] : (tensor<f32>) -> tensor<2x14x14x1536xf32>
    %1093 = stablehlo.multiply %1090, %1092 : tensor<2x14x14x1536xf32>
    %1094 = chlo.erf %1093 : tensor<2x14x14x1536xf32> -> tensor<2x14x14x1536xf32>
    %1095 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %1096 = stablehlo.broadcast_in_dim %1095, dims = [] : (tensor<f32>) -> tensor<2x14x14x1536xf32>
    %1097 = stablehlo.add %1096, %1094 : tensor<2x14x14x1536xf32>
    %1098 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %1099 = stablehlo.broadcast_in_dim %1098, dims = [] : (tensor<f32>) -> tensor<2x14x14x1536xf32>
    %1100 = stablehlo.multiply %1090, %1099 : tensor<2x14x14x1536xf32>
    %1101 = stablehlo.multiply %1100, %1097 : tensor<2x14x14x1536xf32>
    %1102 = stablehlo.dot_general %1101, %theta.features.5.3.block.5.w, contracting_dims = [3] x [0] : (tensor<2x14x14x1536xf32>, tensor<1536x384xf32>) -> tensor<2x14x14x384xf32>
    %1103 = stablehlo.broadcast_in_dim %theta.features.5.3.block.5.b, dims = [3] : (tensor<384xf32>) -> tensor<2x14x14x384xf32>
    %1104 = stablehlo.add %1102, %1103 : tensor<2x14x14x384xf32>
    %1105 = stablehlo.transpose %1104, dims = [0, 3, 1, 2] : (tensor<2x14x14x384xf32>) -> tensor<2x384x14x14xf32>
    %1106 = stablehlo.reshape %theta.features.5.3.layer_scale : (tensor<384x1x1xf32>) -> tensor<384xf32>
    %1107 = stablehlo.broadcast_in_dim %1106, dims = [1] : (tensor<384xf32>) -> tensor<2x384x14x14xf32>
    %1108 = stablehlo.multiply %1105, %1107 : tensor<2x384x14x14xf32>
    %1109 = stablehlo.iota dim = 0 : tensor<2xi32>
    %1110 = stablehlo.broadcast_in_dim %seed, dims = [] : (tensor<i32>) -> tensor<2xi32>
    %1111 = stablehlo.constant dense<-2048144789> : tensor<i32>
    %1112 = stablehlo.broadcast_in_dim %1111, dims = [] : (tensor<i32>) -> tensor<2xi32>
    %1113 = stablehlo.multiply %1110, %1112 : tensor<2xi32>
    %1114 = stablehlo.constant dense<-1640531535> : tensor<i32>
    %1115 = stablehlo.broadcast_in_dim %1114, dims = [] : (tensor<i32>) -> tensor<2xi32>
    %1116 = stablehlo.multiply %1109, %1115 : tensor<2xi32>
    %1117 = stablehlo.add %1116, %1113 : tensor<2xi32>
    %1118 = stablehlo.constant dense<2147483647> : tensor<i32>
    %1119 = stablehlo.broadcast_in_dim %1118, dims = [] : (tensor<i32>) -> tensor<2xi32>
    %1120 = stablehlo.constant dense<362115496> : tensor<i32>
    %1121 = stablehlo.broadcast_in_dim %1120, dims = [] : (tensor<i32>) -> tensor<2xi32>
    %1122 = stablehlo.add %1117, %1121 : tensor<2xi32>
    %1123 = stablehlo.and %1122, %1119 : tensor<2xi32>
    %1124 = stablehlo.constant dense<65536> : tensor<i32>
    %1125 = stablehlo.broadcast_in_dim %1124, dims = [] : (tensor<i32>) -> tensor<2xi32>
    %1126 = stablehlo.divide %1123, %1125 : tensor<2xi32>
    %1127 = stablehlo.and %1123, %1126 : tensor<2xi32>
    %1128 = stablehlo.or %1123, %1126 : tensor<2xi32>
    %1129 = stablehlo.subtract %1128, %1127 : tensor<2xi32>
    %1130 = stablehlo.constant dense<2147483647> : tensor<i32>
    %1131 = stablehlo.broadcast_in_dim %1130, dims = [] : (tensor<i32>) -> tensor<2xi32>
    %1132 = stablehlo.constant dense<73244475> : tensor<i32>
    %1133 = stablehlo.broadcast_in_dim %1132, dims = [] : (tensor<i32>) -> tensor<2xi32>
    %1134 = stablehlo.multiply %1129, %1133 : tensor<2xi32>
    %1135 = stablehlo.and %1134, %1131 : tensor<2xi32>
    %1136 = stablehlo.constant dense<65536> : tensor<i32>
    %1137 = stablehlo.broadcast_in_dim %1136, dims = [] : (tensor<i32>) -> tensor<2xi32>
    %1138 = stablehlo.divide %1135, %1137 : tensor<2xi32>
    %1139 = stablehlo.and %1135, %1138 : tensor<2xi32>
    %1140 = stablehlo.or %1135, %1138 : tensor<2xi32>
    %1141 = stablehlo.subtract %1140, %1139 : tensor<2xi32>
    %1142 = stablehlo.constant dense<2147483647> : tensor<i32>
    %1143 = stablehlo.broadcast_in_dim %1142, dims = [] : (tensor<i32>) -> tensor<2xi32>
    %1144 = stablehlo.constant dense<73244475> : tensor<i32>
    %1145 = stablehlo.broadcast_in_dim %1144, dims = [] : (tensor<i32>) -> tensor<2xi32>
    %1146 = stablehlo.multiply %1141, %1145 : tensor<2xi32>
    %1147 = stablehlo.and %1146, %1143 : tensor<2xi32>
    %1148 = stablehlo.constant dense<65536> : tensor<i32>
    %1149 = stablehlo.broadcast_in_dim %1148, dims = [] : (tensor<i32>) -> tensor<2xi32>
    %1150 = stablehlo.divide %1147, %1149 : tensor<2xi32>
    %1151 = stablehlo.and %1147, %1150 : tensor<2xi32>
    %1152 = stablehlo.or %1147, %1150 : tensor<2xi32>
    %1153 = stablehlo.subtract %1152, %1151 : tensor<2xi32>
    %1154 = stablehlo.constant dense<2147483647> : tensor<i32>
    %1155 = stablehlo.broadcast_in_dim %1154, dims = [] : (tensor<i32>) -> tensor<2xi32>
    %1156 = stablehlo.constant dense<73244475> : tensor<i32>
    %1157 = stablehlo.broadcast_in_dim %1156, dims = [] : (tensor<i32>) -> tensor<2xi32>
    %1158 = stablehlo.multiply %1153, %1157 : tensor<2xi32>
    %1159 = stablehlo.and %1158, %1155 : tensor<2xi32>
    %1160 = stablehlo.constant dense<128> : tensor<i32>
    %1161 = stablehlo.broadcast_in_dim %1160, dims = [] : (tensor<i32>) -> tensor<2xi32>
    %1162 = stablehlo.divide %1159, %1161 : tensor<2xi32>
    %1163 = stablehlo.convert %1162 : (tensor<2xi32>) -> tensor<2xf32>
    %1164 = stablehlo.constant dense<5.9604645e-08> : tensor<f32>
    %1165 = stablehlo.broadcast_in_dim %1164, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %1166 = stablehlo.multiply %1163, %1165 : tensor<2xf32>
    %1167 = stablehlo.constant dense<5.2941177e-02> : tensor<f32>
    %1168 = stablehlo.broadcast_in_dim %1167, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %1169 = stablehlo.compare  GE, %1166, %1168,  FLOAT : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xi1>
    %1170 = stablehlo.convert %1169 : (tensor<2xi1>) -> tensor<2xf32>
    %1171 = stablehlo.constant dense<1.0559006e+00> : tensor<f32>
    %1172 = stablehlo.broadcast_in_dim %1171, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %1173 = stablehlo.multiply %1170, %1172 : tensor<2xf32>
    %1174 = stablehlo.broadcast_in_dim %1173, dims = [0] : (tensor<2xf32>) -> tensor<2x384x14x14xf32>
    %1175 = stablehlo.multiply %1108, %1174 : tensor<2x384x14x14xf32>
    %1176 = stablehlo.add %1060, %1175 : tensor<2x384x14x14xf32>
    %1177 = stablehlo.convolution(%1176, %theta.features.5.4.block.0.w) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[3, 3], [3, 3]]} {batch_group_count = 1 : i64, feature_group_count = 384 : i64} : (tensor<2x384x14x14xf32>, tensor<384x1x7x7xf32>) -> tensor<2x384x14x14xf32>
    %1178 = stablehlo.broadcast_in_dim %theta.features.5.4.block.0.b, dims = [1] : (tensor<384xf32>) -> tensor<2x384x14x14xf32>
    %1179 = stablehlo.add %1177, %1178 : tensor<2x384x14x14xf32>
    %1180 = stablehlo.transpose %1179, dims = [0, 2, 3, 1] : (tensor<2x384x14x14xf32>) -> tensor<2x14x14x384xf32>
    %1181 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1182 = stablehlo.reduce(%1180 init: %1181) applies stablehlo.add across dimensions = [3] : (tensor<2x14x14x384xf32>, tensor<f32>) -> tensor<2x14x14xf32>
    %1183 = stablehlo.constant dense<2.6041667e-03> : tensor<f32>
    %1184 = stablehlo.broadcast_in_dim %1183, dims = [] : (tensor<f32>) -> tensor<2x14x14xf32>
    %1185 = stablehlo.multiply %1182, %1184 : tensor<2x14x14xf32>
    %1186 = stablehlo.broadcast_in_dim %1185, dims = [0, 1, 2] : (tensor<2x14x14xf32>) -> tensor<2x14x14x384xf32>
    %1187 = stablehlo.subtract %1180, %1186 : tensor<2x14x14x384xf32>
    %1188 = stablehlo.multiply %1187, %1187 : tensor<2x14x14x384xf32>
    %1189 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1190 = stablehlo.reduce(%1188 init: %1189) applies stablehlo.add across dimensions = [3] : (tensor<2x14x14x384xf32>, tensor<f32>) -> tensor<2x14x14xf32>
    %1191 = stablehlo.constant dense<2.6041667e-03> : tensor<f32>
    %1192 = stablehlo.broadcast_in_dim %1191, dims = [] : (tensor<f32>) -> tensor<2x14x14xf32>
    %1193 = stablehlo.multiply %1190, %1192 : tensor<2x14x14xf32>
    %1194 = stablehlo.constant dense<1.000000e-06> : tensor<f32>
    %1195 = stablehlo.broadcast_in_dim %1194, dims = [] : (tensor<f32>) -> tensor<2x14x14xf32>
    %1196 = stablehlo.add %1193, %1195 : tensor<2x14x14xf32>
    %1197 = stablehlo.rsqrt %1196 : tensor<2x14x14xf32>
    %1198 = stablehlo.broadcast_in_dim %1197, dims = [0, 1, 2] : (tensor<2x14x14xf32>) -> tensor<2x14x14x384xf32>
    %1199 = stablehlo.multiply %1187, %1198 : tensor<2x14x14x384xf32>
    %1200 = stablehlo.broadcast_in_dim %theta.features.5.4.block.2.gamma, dims = [3] : (tensor<384xf32>) -> tensor<2x14x14x384xf32>
    %1201 = stablehlo.multiply %1199, %1200 : tensor<2x14x14x384xf32>
    %1202 = stablehlo.broadcast_in_dim %theta.features.5.4.block.2.beta, dims = [3] : (tensor<384xf32>) -> tensor<2x14x14x384xf32>
    %1203 = stablehlo.add %1201, %1202 : tensor<2x14x14x384xf32>
    %1204 = stablehlo.dot_general %1203, %theta.features.5.4.block.3.w, contracting_dims = [3] x [0] : (tensor<2x14x14x384xf32>, tensor<384x1536xf32>) -> tensor<2x14x14x1536xf32>
    %1205 = stablehlo.broadcast_in_dim %theta.features.5.4.block.3.b, dims = [3] : (tensor<1536xf32>) -> tensor<2x14x14x1536xf32>
    %1206 = stablehlo.add %1204, %1205 : tensor<2x14x14x1536xf32>
    %1207 = stablehlo.constant dense<7.0710677e-01> : tensor<f32>
    %1208 = stablehlo.broadcast_in_dim %1207, dims = [] : (tensor<f32>) -> tensor<2x14x14x1536xf32>
    %1209 = stablehlo.multiply %1206, %1208 : tensor<2x14x14x1536xf32>
    %1210 = chlo.erf %1209 : tensor<2x14x14x1536xf32> -> tensor<2x14x14x1536xf32>
    %1211 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %1212 = stablehlo.broadcast_in_dim %1211, dims = [] : (tensor<f32>) -> tensor<2x14x14x1536xf32>
    %1213 = stablehlo.add %1212, %1210 : tensor<2x14x14x1536xf32>
    %1214 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %1215 = stablehlo.broadcast_in_dim %1214, dims = [] : (tensor<f32>) -> tensor<2x14x14x1536xf32>
    %1216 = stablehlo.multiply %1206, %1215 : tensor<2x14x14x1536xf32>
    %1217 = stablehlo.multiply %1216, %1213 : tensor<2x14x14x1536xf32>
    %1218 = stablehlo.dot_general %1217, %theta.features.5.4.block.5.w, contracting_dims = [3] x [0] : (tensor<2x14x14x1536xf32>, tensor<1536x384xf32>) -> tensor<2x14x14x384xf32>
    %1219 = stablehlo.broadcast_in_dim %theta.features.5.4.block.5.b, dims = [3] : (tensor<384xf32>) -> tensor<2x14x14x384xf32>
    %1220 = stablehlo.add %1218, %1219 : tensor<2x14x14x384xf32>
    %1221 = stablehlo.transpose %1220, dims = [0, 3, 1, 2] : (tensor<2x14x14x384xf32>) -> tensor<2x384x14x14xf32>
    %1222 = stablehlo.reshape %theta.features.5.4.layer_scale : (tensor<384x1x1xf32>) -> tensor<384xf32>
    %1223 = stablehlo.broadcast_in_dim %1222, dims = [1] : (tensor<384xf32>) -> tensor<2x384x14x14xf32>
    %1224 = stablehlo.multiply %1221, %1223 : tensor<2x384x14x14xf32>
    %1225 = stablehlo.iota dim = 0 : tensor<2xi32>
    %1226 = stablehlo.broadcast_in_dim %seed, dims = [] : (tensor<i32>) -> tensor<2xi32>
    %1227 = stablehlo.constant dense<-2048144789> : tensor<i32>
    %1228 = stablehlo.broadcast_in_dim %1227, dims = [] : (tensor<i32>) -> tensor<2xi32>
    %1229 = stablehlo.multiply %1226, %1228 : tensor<2xi32>
    %1230 = stablehlo.constant dense<-1640531535> : tensor<i32>
    %1231 = stablehlo.broadcast_in_dim %1230, dims = [] : (tensor<i32>) -> tensor<2xi32>
    %1232 = stablehlo.multiply %1225, %1231 : tensor<2xi32>
    %1233 = stablehlo.add %1232, %1229 : tensor<2xi32>
    %1234 = stablehlo.constant dense<2147483647> : tensor<i32>
    %1235 = stablehlo.broadcast_in_dim %1234, dims = [] : (tensor<i32>) -> tensor<2xi32>
    %1236 = stablehlo.constant dense<-666361891> : tensor<i32>
    %1237 = stablehlo.broadcast_in_dim %1236, dims = [] : (tensor<i32>) -> tensor<2xi32>
    %1238 = stablehlo.add %1233, %1237 : tensor<2xi32>
    %1239 = stablehlo.and %1238, %1235 : tensor<2xi32>
    %1240 = stablehlo.constant dense<65536> : tensor<i32>
    %1241 = stablehlo.broadcast_in_dim %1240, dims = [] : (tensor<i32>) -> tensor<2xi32>
    %1242 = stablehlo.divide %1239, %1241 : tensor<2xi32>
    %1243 = stablehlo.and %1239, %1242 : tensor<2xi32>
    %1244 = stablehlo.or %1239, %1242 : tensor<2xi32>
    %1245 = stablehlo.subtract %1244, %1243 : tensor<2xi32>
    %1246 = stablehlo.constant dense<2147483647> : tensor<i32>
    %1247 = stablehlo.broadcast_in_dim %1246, dims = [] : (tensor<i32>) -> tensor<2xi32>
    %1248 = stablehlo.constant dense<73244475> : tensor<i32>
    %1249 = stablehlo.broadcast_in_dim %1248, dims = [] : (tensor<i32>) -> tensor<2xi32>
    %1250 = stablehlo.multiply %1245, %1249 : tensor<2xi32>
    %1251 = stablehlo.and %1250, %1247 : tensor<2xi32>
    %1252 = stablehlo.constant dense<65536> : tensor<i32>
    %1253 = stablehlo.broadcast_in_dim %1252, dims = [] : (tensor<i32>) -> tensor<2xi32>
    %1254 = stablehlo.divide %1251, %1253 : tensor<2xi32>
    %1255 = stablehlo.and %1251, %1254 : tensor<2xi32>
    %1256 = stablehlo.or %1251, %1254 : tensor<2xi32>
    %1257 = stablehlo.subtract %1256, %1255 : tensor<2xi32>
    %1258 = stablehlo.constant dense<2147483647> : tensor<i32>
    %1259 = stablehlo.broadcast_in_dim %1258, dims = [] : (tensor<i32>) -> tensor<2xi32>
    %1260 = stablehlo.constant dense<73244475> : tensor<i32>
    %1261 = stablehlo.broadcast_in_dim %1260, dims = [] : (tensor<i32>) -> tensor<2xi32>
    %1262 = stablehlo.multiply %1257, %1261 : tensor<2xi32>
    %1263 = stablehlo.and %1262, %1259 : tensor<2xi32>
    %1264 = stablehlo.constant dense<65536> : tensor<i32>
    %1265 = stablehlo.broadcast_in_dim %1264, dims = [] : (tensor<i32>) -> tensor<2xi32>
    %1266 = stablehlo.divide %1263, %1265 : tensor<2xi32>
    %1267 = stablehlo.and %1263, %1266 : tensor<2xi32>
    %1268 = stablehlo.or %1263, %1266 : tensor<2xi32>
    %1269 = stablehlo.subtract %1268, %1267 : tensor<2xi32>
    %1270 = stablehlo.constant dense<2147483647> : tensor<i32>
    %1271 = stablehlo.broadcast_in_dim %1270, dims = [] : (tensor<i32>) -> tensor<2xi32>
    %1272 = stablehlo.constant dense<73244475> : tensor<i32>
    %1273 = stablehlo.broadcast_in_dim %1272, dims = [] : (tensor<i32>) -> tensor<2xi32>
    %1274 = stablehlo.multiply %1269, %1273 : tensor<2xi32>
    %1275 = stablehlo.and %1274, %1271 : tensor<2xi32>
    %1276 = stablehlo.constant dense<128> : tensor<i32>
    %1277 = stablehlo.broadcast_in_dim %1276, dims = [] : (tensor<i32>) -> tensor<2xi32>
    %1278 = stablehlo.divide %1275, %1277 : tensor<2xi32>
    %1279 = stablehlo.convert %1278 : (tensor<2xi32>) -> tensor<2xf32>
    %1280 = stablehlo.constant dense<5.9604645e-08> : tensor<f32>
    %1281 = stablehlo.broadcast_in_dim %1280, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %1282 = stablehlo.multiply %1279, %1281 : tensor<2xf32>
    %1283 = stablehlo.constant dense<5.882353e-02> : tensor<f32>
    %1284 = stablehlo.broadcast_in_dim %1283, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %1285 = stablehlo.compare  GE, %1282, %1284,  FLOAT : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xi1>
    %1286 = stablehlo.convert %1285 : (tensor<2xi1>) -> tensor<2xf32>
    %1287 = stablehlo.constant dense<1.062500e+00> : tensor<f32>
    %1288 = stablehlo.broadcast_in_dim %1287, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %1289 = stablehlo.multiply %1286, %1288 : tensor<2xf32>
    %1290 = stablehlo.broadcast_in_dim %1289, dims = [0] : (tensor<2xf32>) -> tensor<2x384x14x14xf32>
    %1291 = stablehlo.multiply %1224, %1290 : tensor<2x384x14x14xf32>
    %1292 = stablehlo.add %1176, %1291 : tensor<2x384x14x14xf32>
    %1293 = stablehlo.convolution(%1292, %theta.features.5.5.block.0.w) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[3, 3], [3, 3]]} {batch_group_count = 1 : i64, feature_group_count = 384 : i64} : (tensor<2x384x14x14xf32>, tensor<384x1x7x7xf32>) -> tensor<2x384x14x14xf32>
    %1294 = stablehlo.broadcast_in_dim %theta.features.5.5.block.0.b, dims = [1] : (tensor<384xf32>) -> tensor<2x384x14x14xf32>
    %1295 = stablehlo.add %1293, %1294 : tensor<2x384x14x14xf32>
    %1296 = stablehlo.transpose %1295, dims = [0, 2, 3, 1] : (tensor<2x384x14x14xf32>) -> tensor<2x14x14x384xf32>
    %1297 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1298 = stablehlo.reduce(%1296 init: %1297) applies stablehlo.add across dimensions = [3] : (tensor<2x14x14x384xf32>, tensor<f32>) -> tensor<2x14x14xf32>
    %1299 = stablehlo.constant dense<2.6041667e-03> : tensor<f32>
    %1300 = stablehlo.broadcast_in_dim %1299, dims = [] : (tensor<f32>) -> tensor<2x14x14xf32>
    %1301 = stablehlo.multiply %1298, %1300 : tensor<2x14x14xf32>
    %1302 = stablehlo.broadcast_in_dim %1301, dims = [0, 1, 2] : (tensor<2x14x14xf32>) -> tensor<2x14x14x384xf32>
    %1303 = stablehlo.subtract %1296, %1302 : tensor<2x14x14x384xf32>
    %1304 = stablehlo.multiply %1303, %1303 : tensor<2x14x14x384xf32>
    %1305 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1306 = stablehlo.reduce(%1304 init: %1305) applies stablehlo.add across dimensions = [3] : (tensor<2x14x14x384xf32>, tensor<f32>) -> tensor<2x14x14xf32>
    %1307 = stablehlo.constant dense<2.6041667e-03> : tensor<f32>
    %1308 = stablehlo.broadcast_in_dim %1307, dims = [] : (tensor<f32>) -> tensor<2x14x14xf32>
    %1309 = stablehlo.multiply %1306, %1308 : tensor<2x14x14xf32>
    %1310 = stablehlo.constant dense<1.000000e-06> : tensor<f32>
    %1311 = stablehlo.broadcast_in_dim %1310, dims = [] : (tensor<f32>) -> tensor<2x14x14xf32>
    %1312 = stablehlo.add %1309, %1311 : tensor<2x14x14xf32>
    %1313 = stablehlo.rsqrt %1312 : tensor<2x14x14xf32>
    %1314 = stablehlo.broadcast_in_dim %1313, dims = [0, 1, 2] : (tensor<2x14x14xf32>) -> tensor<2x14x14x384xf32>
    %1315 = stablehlo.multiply %1303, %1314 : tensor<2x14x14x384xf32>
    %1316 = stablehlo.broadcast_in_dim %theta.features.5.5.block.2.gamma, dims = [3] : (tensor<384xf32>) -> tensor<2x14x14x384xf32>
    %1317 = stablehlo.multiply %1315, %1316 : tensor<2x14x14x384xf32>
    %1318 = stablehlo.broadcast_in_dim %theta.features.5.5.block.2.beta, dims = [3] : (tensor<384xf32>) -> tensor<2x14x14x384xf32>
    %1319 = stablehlo.add %1317, %1318 : tensor<2x14x14x384xf32>
    %1320 = stablehlo.dot_general %1319, %theta.features.5.5.block.3.w, contracting_dims = [3] x [0] : (tensor<2x14x14x384xf32>, tensor<384x1536xf32>) -> tensor<2x14x14x1536xf32>
    %1321 = stablehlo.broadcast_in_dim %theta.features.5.5.block.3.b, dims = [3] : (tensor<1536xf32>) -> tensor<2x14x14x1536xf32>
    %1322 = stablehlo.add %1320, %1321 : tensor<2x14x14x1536xf32>
    %1323 = stablehlo.constant dense<7.0710677e-01> : tensor<f32>
    %1324 = stablehlo.broadcast_in_dim %1323, dims = [] : (tensor<f32>) -> tensor<2x14x14x1536xf32>
    %1325 = stablehlo.multiply %1322, %1324 : tensor<2x14x14x1536xf32>
    %1326 = chlo.erf %1325 : tensor<2x14x14x1536xf32> -> tensor<2x14x14x1536xf32>
    %1327 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %1328 = stablehlo.broadcast_in_dim %1327, dims = [] : (tensor<f32>) -> tensor<2x14x14x1536xf32>
    %1329 = stablehlo.add %1328, %1326 : tensor<2x14x14x1536xf32>
    %1330 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %1331 = stablehlo.broadcast_in_dim %1330, dims = [] : (tensor<f32>) -> tensor<2x14x14x1536xf32>
    %1332 = stablehlo.multiply %1322, %1331 : tensor<2x14x14x1536xf32>
    %1333 = stablehlo.multiply %1332, %1329 : tensor<2x14x14x1536xf32>
    %1334 = stablehlo.dot_general %1333, %theta.features.5.5.block.5.w, contracting_dims = [3] x [0] : (tensor<2x14x14x1536xf32>, tensor<1536x384xf32>) -> tensor<2x14x14x384xf32>
    %1335 = stablehlo.broadcast_in_dim %theta.features.5.5.block.5.b, dims = [3] : (tensor<384xf32>) -> tensor<2x14x14x384xf32>
    %1336 = stablehlo.add %1334, %1335 : tensor<2x14x14x384xf32>
    %1337 = stablehlo.transpose %1336, dims = [0, 3, 1, 2] : (tensor<2x14x14x384xf32>) -> tensor<2x384x14x14xf32>
    %1338 = stablehlo.reshape %theta.features.5.5.layer_scale : (tensor<384x1x1xf32>) -> tensor<384xf32>
    %1339 = stablehlo.broadcast_in_dim %1338, dims = [1] : (tensor<384xf32>) -> tensor<2x384x14x14xf32>
    %1340 = stablehlo.multiply %1337, %1339 : tensor<2x384x14x14xf32>
    %1341 = stablehlo.iota dim = 0 : tensor<2xi32>
    %1342 = stablehlo.broadcast_in_dim %seed, dims = [] : (tensor<i32>) -> tensor<2xi32>
    %1343 = stablehlo.constant dense<-2048144789> : tensor<i32>
    %1344 = stablehlo.broadcast_in_dim %1343, dims = [] : (tensor<i32>) -> tensor<2xi32>
    %1345 = stablehlo.multiply %1342, %1344 : tensor<2xi32>
    %1346 = stablehlo.constant dense<-1640531535> : tensor<i32>
    %1347 = stablehlo.broadcast_in_dim %1346, dims = [] : (tensor<i32>) -> tensor<2xi32>
    %1348 = stablehlo.multiply %1341, %1347 : tensor<2xi32>
    %1349 = stablehlo.add %1348, %1345 : tensor<2xi32>
    %1350 = stablehlo.constant dense<2147483647> : tensor<i32>
    %1351 = stablehlo.broadcast_in_dim %1350, dims = [] : (tensor<i32>) -> tensor<2xi32>
    %1352 = stablehlo.constant dense<-1694839278> : tensor<i32>
    %1353 = stablehlo.broadcast_in_dim %1352, dims = [] : (tensor<i32>) -> tensor<2xi32>
    %1354 = stablehlo.add %1349, %1353 : tensor<2xi32>
    %1355 = stablehlo.and %1354, %1351 : tensor<2xi32>
    %1356 = stablehlo.constant dense<65536> : tensor<i32>
    %1357 = stablehlo.broadcast_in_dim %1356, dims = [] : (tensor<i32>) -> tensor<2xi32>
    %1358 = stablehlo.divide %1355, %1357 : tensor<2xi32>
    %1359 = stablehlo.and %1355, %1358 : tensor<2xi32>
    %1360 = stablehlo.or %1355, %1358 : tensor<2xi32>
    %1361 = stablehlo.subtract %1360, %1359 : tensor<2xi32>
    %1362 = stablehlo.constant dense<2147483647> : tensor<i32>
    %1363 = stablehlo.broadcast_in_dim %1362, dims = [] : (tensor<i32>) -> tensor<2xi32>
    %1364 = stablehlo.constant dense<73244475> : tensor<i32>
    %1365 = stablehlo.broadcast_in_dim %1364, dims = [] : (tensor<i32>) -> tensor<2xi32>
    %1366 = stablehlo.multiply %1361, %1365 : tensor<2xi32>
    %1367 = stablehlo.and %1366, %1363 : tensor<2xi32>
    %1368 = stablehlo.constant dense<65536> : tensor<i32>
    %1369 = stablehlo.broadcast_in_dim %1368, dims = [] : (tensor<i32>) -> tensor<2xi32>
    %1370 = stablehlo.divide %1367, %1369 : tensor<2xi32>
    %1371 = stablehlo.and %1367, %1370 : tensor<2xi32>
    %1372 = stablehlo.or %1367, %1370 : tensor<2xi32>
    %1373 = stablehlo.subtract %1372, %1371 : tensor<2xi32>
    %1374 = stablehlo.constant dense<2147483647> : tensor<i32>
    %1375 = stablehlo.broadcast_in_dim %1374, dims = [] : (tensor<i32>) -> tensor<2xi32>
    %1376 = stablehlo.constant dense<73244475> : tensor<i32>
    %1377 = stablehlo.broadcast_in_dim %1376, dims = [] : (tensor<i32>) -> tensor<2xi32>
    %1378 = stablehlo.multiply %1373, %1377 : tensor<2xi32>
    %1379 = stablehlo.and %1378, %1375 : tensor<2xi32>
    %1380 = stablehlo.constant dense<65536> : tensor<i32>
    %1381 = stablehlo.broadcast_in_dim %1380, dims = [] : (tensor<i32>) -> tensor<2xi32>
    %1382 = stablehlo.divide %1379, %1381 : tensor<2xi32>
    %1383 = stablehlo.and %1379, %1382 : tensor<2xi32>
    %1384 = stablehlo.or %1379, %1382 : tensor<2xi32>
    %1385 = stablehlo.subtract %1384, %1383 : tensor<2xi32>
    %1386 = stablehlo.constant dense<2147483647> : tensor<i32>
    %1387 = stablehlo.broadcast_in_dim %1386, dims = [] : (tensor<i32>) -> tensor<2xi32>
    %1388 = stablehlo.constant dense<73244475> : tensor<i32>
    %1389 = stablehlo.broadcast_in_dim %1388, dims = [] : (tensor<i32>) -> tensor<2xi32>
    %1390 = stablehlo.multiply %1385, %1389 : tensor<2xi32>
    %1391 = stablehlo.and %1390, %1387 : tensor<2xi32>
    %1392 = stablehlo.constant dense<128> : tensor<i32>
    %1393 = stablehlo.broadcast_in_dim %1392, dims = [] : (tensor<i32>) -> tensor<2xi32>
    %1394 = stablehlo.divide %1391, %1393 : tensor<2xi32>
    %1395 = stablehlo.convert %1394 : (tensor<2xi32>) -> tensor<2xf32>
    %1396 = stablehlo.constant dense<5.9604645e-08> : tensor<f32>
    %1397 = stablehlo.broadcast_in_dim %1396, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %1398 = stablehlo.multiply %1395, %1397 : tensor<2xf32>
    %1399 = stablehlo.constant dense<6.4705886e-02> : tensor<f32>
    %1400 = stablehlo.broadcast_in_dim %1399, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %1401 = stablehlo.compare  GE, %1398, %1400,  FLOAT : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xi1>
    %1402 = stablehlo.convert %1401 : (tensor<2xi1>) -> tensor<2xf32>
    %1403 = stablehlo.constant dense<1.0691824e+00> : tensor<f32>
    %1404 = stablehlo.broadcast_in_dim %1403, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %1405 = stablehlo.multiply %1402, %1404 : tensor<2xf32>
    %1406 = stablehlo.broadcast_in_dim %1405, dims = [0] : (tensor<2xf32>) -> tensor<2x384x14x14xf32>
    %1407 = stablehlo.multiply %1340, %1406 : tensor<2x384x14x14xf32>
    %1408 = stablehlo.add %1292, %1407 : tensor<2x384x14x14xf32>
    %1409 = stablehlo.convolution(%1408, %theta.features.5.6.block.0.w) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[3, 3], [3, 3]]} {batch_group_count = 1 : i64, feature_group_count = 384 : i64} : (tensor<2x384x14x14xf32>, tensor<384x1x7x7xf32>) -> tensor<2x384x14x14xf32>
    %1410 = stablehlo.broadcast_in_dim %theta.features.5.6.block.0.b, dims = [1] : (tensor<384xf32>) -> tensor<2x384x14x14xf32>
    %1411 = stablehlo.add %1409, %1410 : tensor<2x384x14x14xf32>
    %1412 = stablehlo.transpose %1411, dims = [0, 2, 3, 1] : (tensor<2x384x14x14xf32>) -> tensor<2x14x14x384xf32>
    %1413 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1414 = stablehlo.reduce(%1412 init: %1413) applies stablehlo.add across dimensions = [3] : (tensor<2x14x14x384xf32>, tensor<f32>) -> tensor<2x14x14xf32>
    %1415 = stablehlo.constant dense<2.6041667e-03> : tensor<f32>
    %1416 = stablehlo.broadcast_in_dim %1415, dims = [] : (tensor<f32>) -> tensor<2x14x14xf32>
    %1417 = stablehlo.multiply %1414, %1416 : tensor<2x14x14xf32>
    %1418 = stablehlo.broadcast_in_dim %1417, dims = [0, 1, 2] : (tensor<2x14x14xf32>) -> tensor<2x14x14x384xf32>
    %1419 = stablehlo.subtract %1412, %1418 : tensor<2x14x14x384xf32>
    %1420 = stablehlo.multiply %1419, %1419 : tensor<2x14x14x384xf32>
    %1421 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1422 = stablehlo.reduce(%1420 init: %1421) applies stablehlo.add across dimensions = [3] : (tensor<2x14x14x384xf32>, tensor<f32>) -> tensor<2x14x14xf32>
    %1423 = stablehlo.constant dense<2.6041667e-03> : tensor<f32>
    %1424 = stablehlo.broadcast_in_dim %1423, dims = [] : (tensor<f32>) -> tensor<2x14x14xf32>
    %1425 = stablehlo.multiply %1422, %1424 : tensor<2x14x14xf32>
    %1426 = stablehlo.constant dense<1.000000e-06> : tensor<f32>
    %1427 = stablehlo.broadcast_in_dim %1426, dims = [] : (tensor<f32>) -> tensor<2x14x14xf32>
    %1428 = stablehlo.add %1425, %1427 : tensor<2x14x14xf32>
    %1429 = stablehlo.rsqrt %1428 : tensor<2x14x14xf32>
    %1430 = stablehlo.broadcast_in_dim %1429, dims = [0, 1, 2] : (tensor<2x14x14xf32>) -> tensor<2x14x14x384xf32>
    %1431 = stablehlo.multiply %1419, %1430 : tensor<2x14x14x384xf32>
    %1432 = stablehlo.broadcast_in_dim %theta.features.5.6.block.2.gamma, dims = [3] : (tensor<384xf32>) -> tensor<2x14x14x384xf32>
    %1433 = stablehlo.multiply %1431, %1432 : tensor<2x14x14x384xf32>
    %1434 = stablehlo.broadcast_in_dim %theta.features.5.6.block.2.beta, dims = [3] : (tensor<384xf32>) -> tensor<2x14x14x384xf32>
    %1435 = stablehlo.add %1433, %1434 : tensor<2x14x14x384xf32>
    %1436 = stablehlo.dot_general %1435, %theta.features.5.6.block.3.w, contracting_dims = [3] x [0] : (tensor<2x14x14x384xf32>, tensor<384x1536xf32>) -> tensor<2x14x14x1536xf32>
    %1437 = stablehlo.broadcast_in_dim %theta.features.5.6.block.3.b, dims = [3] : (tensor<1536xf32>) -> tensor<2x14x14x1536xf32>
    %1438 = stablehlo.add %1436, %1437 : tensor<2x14x14x1536xf32>
    %1439 = stablehlo.constant dense<7.0710677e-01> : tensor<f32>
    %1440 = stablehlo.broadcast_in_dim %1439, dims = [] : (tensor<f32>) -> tensor<2x14x14x1536xf32>
    %1441 = stablehlo.multiply %1438, %1440 : tensor<2x14x14x1536xf32>
    %1442 = chlo.erf %1441 : tensor<2x14x14x1536xf32> -> tensor<2x14x14x1536xf32>
    %1443 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %1444 = stablehlo.broadcast_in_dim %1443, dims = [] : (tensor<f32>) -> tensor<2x14x14x1536xf32>
    %1445 = stablehlo.add %1444, %1442 : tensor<2x14x14x1536xf32>
    %1446 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %1447 = stablehlo.broadcast_in_dim %1446, dims = [] : (tensor<f32>) -> tensor<2x14x14x1536xf32>
    %1448 = stablehlo.multiply %1438, %1447 : tensor<2x14x14x1536xf32>
    %1449 = stablehlo.multiply %1448, %1445 : tensor<2x14x14x1536xf32>
    %1450 = stablehlo.dot_general %1449, %theta.features.5.6.block.5.w, contracting_dims = [3] x [0] : (tensor<2x14x14x1536xf32>, tensor<1536x384xf32>) -> tensor<2x14x14x384xf32>
    %1451 = stablehlo.broadcast_in_dim %theta.features.5.6.block.5.b, dims = [3] : (tensor<384xf32>) -> tensor<2x14x14x384xf32>
    %1452 = stablehlo.add %1450, %1451 : tensor<2x14x14x384xf32>
    %1453 = stablehlo.transpose %1452, dims = [0, 3, 1, 2] : (tensor<2x14x14x384xf32>) -> tensor<2x384x14x14xf32>
    %1454 = stablehlo.reshape %theta.features.5.6.layer_scale : (tensor<384x1x1xf32>) -> tensor<384xf32>
    %1455 = stablehlo.broadcast_in_dim %1454, dims = [1] : (tensor<384xf32>) -> tensor<2x384x14x14xf32>
    %1456 = stablehlo.multiply %1453, %1455 : tensor<2x384x14x14xf32>
    %1457 = stablehlo.iota dim = 0 : tensor<2xi32>
    %1458 = stablehlo.broadcast_in_dim %seed, dims = [] : (tensor<i32>) -> tensor<2xi32>
    %1459 = stablehlo.constant dense<-2048144789> : tensor<i32>
    %1460 = stablehlo.broadcast_in_dim %1459, dims = [] : (tensor<i32>) -> tensor<2xi32>
    %1461 = stablehlo.multiply %1458, %1460 : tensor<2xi32>
    %1462 = stablehlo.constant dense<-1640531535> : tensor<i32>
    %1463 = stablehlo.broadcast_in_dim %1462, dims = [] : (tensor<i32>) -> tensor<2xi32>
    %1464 = stablehlo.multiply %1457, %1463 : tensor<2xi32>
    %1465 = stablehlo.add %1464, %1461 : tensor<2xi32>
    %1466 = stablehlo.constant dense<2147483647> : tensor<i32>
    %1467 = stablehlo.broadcast_in_dim %1466, dims = [] : (tensor<i32>) -> tensor<2xi32>
    %1468 = stablehlo.constant dense<1571650631> : tensor<i32>
    %1469 = stablehlo.broadcast_in_dim %1468, dims = [] : (tensor<i32>) -> tensor<2xi32>
    %1470 = stablehlo.add %1465, %1469 : tensor<2xi32>
    %1471 = stablehlo.and %1470, %1467 : tensor<2xi32>
    %1472 = stablehlo.constant dense<65536> : tensor<i32>
    %1473 = stablehlo.broadcast_in_dim %1472, dims = [] : (tensor<i32>) -> tensor<2xi32>
    %1474 = stablehlo.divide %1471, %1473 : tensor<2xi32>
    %1475 = stablehlo.and %1471, %1474 : tensor<2xi32>
    %1476 = stablehlo.or %1471, %1474 : tensor<2xi32>
    %1477 = stablehlo.subtract %1476, %1475 : tensor<2xi32>
    %1478 = stablehlo.constant dense<2147483647> : tensor<i32>
    %1479 = stablehlo.broadcast_in_dim %1478, dims = [] : (tensor<i32>) -> tensor<2xi32>
    %1480 = stablehlo.constant dense<73244475> : tensor<i32>
    %1481 = stablehlo.broadcast_in_dim %1480, dims = [] : (tensor<i32>) -> tensor<2xi32>
    %1482 = stablehlo.multiply %1477, %1481 : tensor<2xi32>
    %1483 = stablehlo.and %1482, %1479 : tensor<2xi32>
    %1484 = stablehlo.constant dense<65536> : tensor<i32>
    %1485 = stablehlo.broadcast_in_dim %1484, dims = [] : (tensor<i32>) -> tensor<2xi32>
    %1486 = stablehlo.divide %1483, %1485 : tensor<2xi32>
    %1487 = stablehlo.and %1483, %1486 : tensor<2xi32>
    %1488 = stablehlo.or %1483, %1486 : tensor<2xi32>
    %1489 = stablehlo.subtract %1488, %1487 : tensor<2xi32>
    %1490 = stablehlo.constant dense<2147483647> : tensor<i32>
    %1491 = stablehlo.broadcast_in_dim %1490, dims = [] : (tensor<i32>) -> tensor<2xi32>
    %1492 = stablehlo.constant dense<73244475> : tensor<i32>
    %1493 = stablehlo.broadcast_in_dim %1492, dims = [] : (tensor<i32>) -> tensor<2xi32>
    %1494 = stablehlo.multiply %1489, %1493 : tensor<2xi32>
    %1495 = stablehlo.and %1494, %1491 : tensor<2xi32>
    %1496 = stablehlo.constant dense<65536> : tensor<i32>
    %1497 = stablehlo.broadcast_in_dim %1496, dims = [] : (tensor<i32>) -> tensor<2xi32>
    %1498 = stablehlo.divide %1495, %1497 : tensor<2xi32>
    %1499 = stablehlo.and %1495, %1498 : tensor<2xi32>
    %1500 = stablehlo.or %1495, %1498 : tensor<2xi32>
    %1501 = stablehlo.subtract %1500, %1499 : tensor<2xi32>
    %1502 = stablehlo.constant dense<2147483647> : tensor<i32>
    %1503 = stablehlo.broadcast_in_dim %1502, dims = [] : (tensor<i32>) -> tensor<2xi32>
    %1504 = stablehlo.constant dense<73244475> : tensor<i32>
    %1505 = stablehlo.broadcast_in_dim %1504, dims = [] : (tensor<i32>) -> tensor<2xi32>
    %1506 = stablehlo.multiply %1501, %1505 : tensor<2xi32>
    %1507 = stablehlo.and %1506, %1503 : tensor<2xi32>
    %1508 = stablehlo.constant dense<128> : tensor<i32>
    %1509 = stablehlo.broadcast_in_dim %1508, dims = [] : (tensor<i32>) -> tensor<2xi32>
    %1510 = stablehlo.divide %1507, %1509 : tensor<2xi32>
    %1511 = stablehlo.convert %1510 : (tensor<2xi32>) -> tensor<2xf32>
    %1512 = stablehlo.constant dense<5.9604645e-08> : tensor<f32>
    %1513 = stablehlo.broadcast_in_dim %1512, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %1514 = stablehlo.multiply %1511, %1513 : tensor<2xf32>
    %1515 = stablehlo.constant dense<7.058824e-02> : tensor<f32>
    %1516 = stablehlo.broadcast_in_dim %1515, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %1517 = stablehlo.compare  GE, %1514, %1516,  FLOAT : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xi1>
    %1518 = stablehlo.convert %1517 : (tensor<2xi1>) -> tensor<2xf32>
    %1519 = stablehlo.constant dense<1.0759493e+00> : tensor<f32>
    %1520 = stablehlo.broadcast_in_dim %1519, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %1521 = stablehlo.multiply %1518, %1520 : tensor<2xf32>
    %1522 = stablehlo.broadcast_in_dim %1521, dims = [0] : (tensor<2xf32>) -> tensor<2x384x14x14xf32>
    %1523 = stablehlo.multiply %1456, %1522 : tensor<2x384x14x14xf32>
    %1524 = stablehlo.add %1408, %1523 : tensor<2x384x14x14xf32>
    %1525 = stablehlo.convolution(%1524, %theta.features.5.7.block.0.w) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[3, 3], [3, 3]]} {batch_group_count = 1 : i64, feature_group_count = 384 : i64} : (tensor<2x384x14x14xf32>, tensor<384x1x7x7xf32>) -> tensor<2x384x14x14xf32>
    %1526 = stablehlo.broadcast_in_dim %theta.features.5.7.block.0.b, dims = [1] : (tensor<384xf32>) -> tensor<2x384x14x14xf32>
    %1527 = stablehlo.add %1525, %1526 : tensor<2x384x14x14xf32>
    %1528 = stablehlo.transpose %1527, dims = [0, 2, 3, 1] : (tensor<2x384x14x14xf32>) -> tensor<2x14x14x384xf32>
    %1529 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1530 = stablehlo.reduce(%1528 init: %1529) applies stablehlo.add across dimensions = [3] : (tensor<2x14x14x384xf32>, tensor<f32>) -> tensor<2x14x14xf32>
    %1531 = stablehlo.constant dense<2.6041667e-03> : tensor<f32>
    %1532 = stablehlo.broadcast_in_dim %1531, dims = [] : (tensor<f32>) -> tensor<2x14x14xf32>
    %1533 = stablehlo.multiply %1530, %1532 : tensor<2x14x14xf32>
    %1534 = stablehlo.broadcast_in_dim %1533, dims = [0, 1, 2] : (tensor<2x14x14xf32>) -> tensor<2x14x14x384xf32>
    %1535 = stablehlo.subtract %1528, %1534 : tensor<2x14x14x384xf32>
    %1536 = stablehlo.multiply %1535, %1535 : tensor<2x14x14x384xf32>
    %1537 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1538 = stablehlo.reduce(%1536 init: %1537) applies stablehlo.add across dimensions = [3] : (tensor<2x14x14x384xf32>, tensor<f32>) -> tensor<2x14x14xf32>
    %1539 = stablehlo.constant dense<2.6041667e-03> : tensor<f32>
    %1540 = stablehlo.broadcast_in_dim %1539, dims = [] : (tensor<f32>) -> tensor<2x14x14xf32>
    %1541 = stablehlo.multiply %1538, %1540 : tensor<2x14x14xf32>
    %1542 = stablehlo.constant dense<1.000000e-06> : tensor<f32>
    %1543 = stablehlo.broadcast_in_dim %1542, dims = [] : (tensor<f32>) -> tensor<2x14x14xf32>
    %1544 = stablehlo.add %1541, %1543 : tensor<2x14x14xf32>
    %1545 = stablehlo.rsqrt %1544 : tensor<2x14x14xf32>
    %1546 = stablehlo.broadcast_in_dim %1545, dims = [0, 1, 2] : (tensor<2x14x14xf32>) -> tensor<2x14x14x384xf32>
    %1547 = stablehlo.multiply %1535, %1546 : tensor<2x14x14x384xf32>
    %1548 = stablehlo.broadcast_in_dim %theta.features.5.7.block.2.gamma, dims = [3] : (tensor<384xf32>) -> tensor<2x14x14x384xf32>
    %1549 = stablehlo.multiply %1547, %1548 : tensor<2x14x14x384xf32>
    %1550 = stablehlo.broadcast_in_dim %theta.features.5.7.block.2.beta, dims = [3] : (tensor<384xf32>) -> tensor<2x14x14x384xf32>
    %1551 = stablehlo.add %1549, %1550 : tensor<2x14x14x384xf32>
    %1552 = stablehlo.dot_general %1551, %theta.features.5.7.block.3.w, contracting_dims = [3] x [0] : (tensor<2x14x14x384xf32>, tensor<384x1536xf32>) -> tensor<2x14x14x1536xf32>
    %1553 = stablehlo.broadcast_in_dim %theta.features.5.7.block.3.b, dims = [3] : (tensor<1536xf32>) -> tensor<2x14x14x1536xf32>
    %1554 = stablehlo.add %1552, %1553 : tensor<2x14x14x1536xf32>
    %1555 = stablehlo.constant dense<7.0710677e-01> : tensor<f32>
    %1556 = stablehlo.broadcast_in_dim %1555, dims = [] : (tensor<f32>) -> tensor<2x14x14x1536xf32>
    %1557 = stablehlo.multiply %1554, %1556 : tensor<2x14x14x1536xf32>
    %1558 = chlo.erf %1557 : tensor<2x14x14x1536xf32> -> tensor<2x14x14x1536xf32>
    %1559 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %1560 = stablehlo.broadcast_in_dim %1559, dims = [] : (tensor<f32>) -> tensor<2x14x14x1536xf32>
    %1561 = stablehlo.add %1560, %1558 : tensor<2x14x14x1536xf32>
    %1562 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %1563 = stablehlo.broadcast_in_dim %1562, dims = [] : (tensor<f32>) -> tensor<2x14x14x1536xf32>
    %1564 = stablehlo.multiply %1554, %1563 : tensor<2x14x14x1536xf32>
    %1565 = stablehlo.multiply %1564, %1561 : tensor<2x14x14x1536xf32>
    %1566 = stablehlo.dot_general %1565, %theta.features.5.7.block.5.w, contracting_dims = [3] x [0] : (tensor<2x14x14x1536xf32>, tensor<1536x384xf32>) -> tensor<2x14x14x384xf32>
    %1567 = stablehlo.broadcast_in_dim %theta.features.5.7.block.5.b, dims = [3] : (tensor<384xf32>) -> tensor<2x14x14x384xf32>
    %1568 = stablehlo.add %1566, %1567 : tensor<2x14x14x384xf32>
    %1569 = stablehlo.transpose %1568, dims = [0, 3, 1, 2] : (tensor<2x14x14x384xf32>) -> tensor<2x384x14x14xf32>
    %1570 = stablehlo.reshape %theta.features.5.7.layer_scale : (tensor<384x1x1xf32>) -> tensor<384xf32>
    %1571 = stablehlo.broadcast_in_dim %1570, dims = [1] : (tensor<384xf32>) -> tensor<2x384x14x14xf32>
    %1572 = stablehlo.multiply %1569, %1571 : tensor<2x384x14x14xf32>
    %1573 = stablehlo.iota dim = 0 : tensor<2xi32>
    %1574 = stablehlo.broadcast_in_dim %seed, dims = [] : (tensor<i32>) -> tensor<2xi32>
    %1575 = stablehlo.constant dense<-2048144789> : tensor<i32>
    %1576 = stablehlo.broadcast_in_dim %1575, dims = [] : (tensor<i32>) -> tensor<2xi32>
    %1577 = stablehlo.multiply %1574, %1576 : tensor<2xi32>
    %1578 = stablehlo.constant dense<-1640531535> : tensor<i32>
    %1579 = stablehlo.broadcast_in_dim %1578, dims = [] : (tensor<i32>) -> tensor<2xi32>
    %1580 = stablehlo.multiply %1573, %1579 : tensor<2xi32>
    %1581 = stablehlo.add %1580, %1577 : tensor<2xi32>
    %1582 = stablehlo.constant dense<2147483647> : tensor<i32>
    %1583 = stablehlo.broadcast_in_dim %1582, dims = [] : (tensor<i32>) -> tensor<2xi32>
    %1584 = stablehlo.constant dense<543173244> : tensor<i32>
    %1585 = stablehlo.broadcast_in_dim %1584, dims = [] : (tensor<i32>) -> tensor<2xi32>
    %1586 = stablehlo.add %1581, %1585 : tensor<2xi32>
    %1587 = stablehlo.and %1586, %1583 : tensor<2xi32>
    %1588 = stablehlo.constant dense<65536> : tensor<i32>
    %1589 = stablehlo.broadcast_in_dim %1588, dims = [] : (tensor<i32>) -> tensor<2xi32>
    %1590 = stablehlo.divide %1587, %1589 : tensor<2xi32>
    %1591 = stablehlo.and %1587, %1590 : tensor<2xi32>
    %1592 = stablehlo.or %1587, %1590 : tensor<2xi32>
    %1593 = stablehlo.subtract %1592, %1591 : tensor<2xi32>
    %1594 = stablehlo.constant dense<2147483647> : tensor<i32>
    %1595 = stablehlo.broadcast_in_dim %1594, dims = [] : (tensor<i32>) -> tensor<2xi32>
    %1596 = stablehlo.constant dense<73244475> : tensor<i32>
    %1597 = stablehlo.broadcast_in_dim %1596, dims = [] : (tensor<i32>) -> tensor<2xi32>
    %1598 = stablehlo.multiply %1593, %1597 : tensor<2xi32>
    %1599 = stablehlo.and %1598, %1595 : tensor<2xi32>
    %1600 = stablehlo.constant dense<65536> : tensor<i32>
    %1601 = stablehlo.broadcast_in_dim %1600, dims = [] : (tensor<i32>) -> tensor<2xi32>
    %1602 = stablehlo.divide %1599, %1601 : tensor<2xi32>
    %1603 = stablehlo.and %1599, %1602 : tensor<2xi32>
    %1604 = stablehlo.or %1599, %1602 : tensor<2xi32>
    %1605 = stablehlo.subtract %1604, %1603 : tensor<2xi32>
    %1606 = stablehlo.constant dense<2147483647> : tensor<i32>
    %1607 = stablehlo.broadcast_in_dim %1606, dims = [] : (tensor<i32>) -> tensor<2xi32>
    %1608 = stablehlo.constant dense<73244475> : tensor<i32>
    %1609 = stablehlo.broadcast_in_dim %1608, dims = [] : (tensor<i32>) -> tensor<2xi32>
    %1610 = stablehlo.multiply %1605, %1609 : tensor<2xi32>
    %1611 = stablehlo.and %1610, %1607 : tensor<2xi32>
    %1612 = stablehlo.constant dense<65536> : tensor<i32>
    %1613 = stablehlo.broadcast_in_dim %1612, dims = [] : (tensor<i32>) -> tensor<2xi32>
    %1614 = stablehlo.divide %1611, %1613 : tensor<2xi32>
    %1615 = stablehlo.and %1611, %1614 : tensor<2xi32>
    %1616 = stablehlo.or %1611, %1614 : tensor<2xi32>
    %1617 = stablehlo.subtract %1616, %1615 : tensor<2xi32>
    %1618 = stablehlo.constant dense<2147483647> : tensor<i32>
    %1619 = stablehlo.broadcast_in_dim %1618, dims = [] : (tensor<i32>) -> tensor<2xi32>
    %1620 = stablehlo.constant dense<73244475> : tensor<i32>
    %1621 = stablehlo.broadcast_in_dim %1620, dims = [] : (tensor<i32>) -> tensor<2xi32>
    %1622 = stablehlo.multiply %1617, %1621 : tensor<2xi32>
    %1623 = stablehlo.and %1622, %1619 : tensor<2xi32>
    %1624 = stablehlo.constant dense<128> : tensor<i32>
    %1625 = stablehlo.broadcast_in_dim %1624, dims = [] : (tensor<i32>) -> tensor<2xi32>
    %1626 = stablehlo.divide %1623, %1625 : tensor<2xi32>
    %1627 = stablehlo.convert %1626 : (tensor<2xi32>) -> tensor<2xf32>
    %1628 = stablehlo.constant dense<5.9604645e-08> : tensor<f32>
    %1629 = stablehlo.broadcast_in_dim %1628, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %1630 = stablehlo.multiply %1627, %1629 : tensor<2xf32>
    %1631 = stablehlo.constant dense<7.647059e-02> : tensor<f32>
    %1632 = stablehlo.broadcast_in_dim %1631, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %1633 = stablehlo.compare  GE, %1630, %1632,  FLOAT : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xi1>
    %1634 = stablehlo.convert %1633 : (tensor<2xi1>) -> tensor<2xf32>
    %1635 = stablehlo.constant dense<1.0828025e+00> : tensor<f32>
    %1636 = stablehlo.broadcast_in_dim %1635, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %1637 = stablehlo.multiply %1634, %1636 : tensor<2xf32>
    %1638 = stablehlo.broadcast_in_dim %1637, dims = [0] : (tensor<2xf32>) -> tensor<2x384x14x14xf32>
    %1639 = stablehlo.multiply %1572, %1638 : tensor<2x384x14x14xf32>
    %1640 = stablehlo.add %1524, %1639 : tensor<2x384x14x14xf32>
    %1641 = stablehlo.convolution(%1640, %theta.features.5.8.block.0.w) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[3, 3], [3, 3]]} {batch_group_count = 1 : i64, feature_group_count = 384 : i64} : (tensor<2x384x14x14xf32>, tensor<384x1x7x7xf32>) -> tensor<2x384x14x14xf32>
    %1642 = stablehlo.broadcast_in_dim %theta.features.5.8.block.0.b, dims = [1] : (tensor<384xf32>) -> tensor<2x384x14x14xf32>
    %1643 = stablehlo.add %1641, %1642 : tensor<2x384x14x14xf32>
    %1644 = stablehlo.transpose %1643, dims = [0, 2, 3, 1] : (tensor<2x384x14x14xf32>) -> tensor<2x14x14x384xf32>
    %1645 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1646 = stablehlo.reduce(%1644 init: %1645) applies stablehlo.add across dimensions = [3] : (tensor<2x14x14x384xf32>, tensor<f32>) -> tensor<2x14x14xf32>
    %1647 = stablehlo.constant dense<2.6041667e-03> : tensor<f32>
    %1648 = stablehlo.broadcast_in_dim %1647, dims = [] : (tensor<f32>) -> tensor<2x14x14xf32>
    %1649 = stablehlo.multiply %1646, %1648 : tensor<2x14x14xf32>
    %1650 = stablehlo.broadcast_in_dim %1649, dims = [0, 1, 2] : (tensor<2x14x14xf32>) -> tensor<2x14x14x384xf32>
    %1651 = stablehlo.subtract %1644, %1650 : tensor<2x14x14x384xf32>
    %1652 = stablehlo.multiply %1651, %1651 : tensor<2x14x14x384xf32>
    %1653 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1654 = stablehlo.reduce(%1652 init: %1653) applies stablehlo.add across dimensions = [3] : (tensor<2x14x14x384xf32>, tensor<f32>) -> tensor<2x14x14xf32>
    %1655 = stablehlo.constant dense<2.6041667e-03> : tensor<f32>
    %1656 = stablehlo.broadcast_in_dim %1655, dims = [] : (tensor<f32>) -> tensor<2x14x14xf32>
    %1657 = stablehlo.multiply %1654, %1656 : tensor<2x14x14xf32>
    %1658 = stablehlo.constant dense<1.000000e-06> : tensor<f32>
    %1659 = stablehlo.broadcast_in_dim %1658, dims = [] : (tensor<f32>) -> tensor<2x14x14xf32>
    %1660 = stablehlo.add %1657, %1659 : tensor<2x14x14xf32>
    %1661 = stablehlo.rsqrt %1660 : tensor<2x14x14xf32>
    %1662 = stablehlo.broadcast_in_dim %1661, dims = [0, 1, 2] : (tensor<2x14x14xf32>) -> tensor<2x14x14x384xf32>
    %1663 = stablehlo.multiply %1651, %1662 : tensor<2x14x14x384xf32>
    %1664 = stablehlo.broadcast_in_dim %theta.features.5.8.block.2.gamma, dims = [3] : (tensor<384xf32>) -> tensor<2x14x14x384xf32>
    %1665 = stablehlo.multiply %1663, %1664 : tensor<2x14x14x384xf32>
    %1666 = stablehlo.broadcast_in_dim %theta.features.5.8.block.2.beta, dims = [3] : (tensor<384xf32>) -> tensor<2x14x14x384xf32>
    %1667 = stablehlo.add %1665, %1666 : tensor<2x14x14x384xf32>
    %1668 = stablehlo.dot_general %1667, %theta.features.5.8.block.3.w, contracting_dims = [3] x [0] : (tensor<2x14x14x384xf32>, tensor<384x1536xf32>) -> tensor<2x14x14x1536xf32>
    %1669 = stablehlo.broadcast_in_dim %theta.features.5.8.block.3.b, dims = [3] : (tensor<1536xf32>) -> tensor<2x14x14x1536xf32>
    %1670 = stablehlo.add %1668, %1669 : tensor<2x14x14x1536xf32>
    %1671 = stablehlo.constant dense<7.0710677e-01> : tensor<f32>
    %1672 = stablehlo.broadcast_in_dim %1671, dims = [] : (tensor<f32>) -> tensor<2x14x14x1536xf32>
    %1673 = stablehlo.multiply %1670, %1672 : tensor<2x14x14x1536xf32>
    %1674 = chlo.erf %1673 : tensor<2x14x14x1536xf32> -> tensor<2x14x14x1536xf32>
    %1675 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %1676 = stablehlo.broadcast_in_dim %1675, dims = [] : (tensor<f32>) -> tensor<2x14x14x1536xf32>
    %1677 = stablehlo.add %1676, %1674 : tensor<2x14x14x1536xf32>
    %1678 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %1679 = stablehlo.broadcast_in_dim %1678, dims = [] : (tensor<f32>) -> tensor<2x14x14x1536xf32>
    %1680 = stablehlo.multiply %1670, %1679 : tensor<2x14x14x1536xf32>
    %1681 = stablehlo.multiply %1680, %1677 : tensor<2x14x14x1536xf32>
    %1682 = stablehlo.dot_general %1681, %theta.features.5.8.block.5.w, contracting_dims = [3] x [0] : (tensor<2x14x14x1536xf32>, tensor<1536x384xf32>) -> tensor<2x14x14x384xf32>
    %1683 = stablehlo.broadcast_in_dim %theta.features.5.8.block.5.b, dims = [3] : (tensor<384xf32>) -> tensor<2x14x14x384xf32>
    %1684 = stablehlo.add %1682, %1683 : tensor<2x14x14x384xf32>
    %1685 = stablehlo.transpose %1684, dims = [0, 3, 1, 2] : (tensor<2x14x14x384xf32>) -> tensor<2x384x14x14xf32>
    %1686 = stablehlo.reshape %theta.features.5.8.layer_scale : (tensor<384x1x1xf32>) -> tensor<384xf32>
    %1687 = stablehlo.broadcast_in_dim %1686, dims = [1] : (tensor<384xf32>) -> tensor<2x384x14x14xf32>
    %1688 = stablehlo.multiply %1685, %1687 : tensor<2x384x14x14xf32>
    %1689 = stablehlo.iota dim = 0 : tensor<2xi32>
    %1690 = stablehlo.broadcast_in_dim %seed, dims = [] : (tensor<i32>) -> tensor<2xi32>
    %1691 = stablehlo.constant dense<-2048144789> : tensor<i32>
    %1692 = stablehlo.broadcast_in_dim %1691, dims = [] : (tensor<i32>) -> tensor<2xi32>
    %1693 = stablehlo.multiply %1690, %1692 : tensor<2xi32>
    %1694 = stablehlo.constant dense<-1640531535> : tensor<i32>
    %1695 = stablehlo.broadcast_in_dim %1694, dims = [] : (tensor<i32>) -> tensor<2xi32>
    %1696 = stablehlo.multiply %1689, %1695 : tensor<2xi32>
    %1697 = stablehlo.add %1696, %1693 : tensor<2xi32>
    %1698 = stablehlo.constant dense<2147483647> : tensor<i32>
    %1699 = stablehlo.broadcast_in_dim %1698, dims = [] : (tensor<i32>) -> tensor<2xi32>
    %1700 = stablehlo.constant dense<-485304143> : tensor<i32>
    %1701 = stablehlo.broadcast_in_dim %1700, dims = [] : (tensor<i32>) -> tensor<2xi32>
    %1702 = stablehlo.add %1697, %1701 : tensor<2xi32>
    %1703 = stablehlo.and %1702, %1699 : tensor<2xi32>
    %1704 = stablehlo.constant dense<65536> : tensor<i32>
    %1705 = stablehlo.broadcast_in_dim %1704, dims = [] : (tensor<i32>) -> tensor<2xi32>
    %1706 = stablehlo.divide %1703, %1705 : tensor<2xi32>
    %1707 = stablehlo.and %1703, %1706 : tensor<2xi32>
    %1708 = stablehlo.or %1703, %1706 : tensor<2xi32>
    %1709 = stablehlo.subtract %1708, %1707 : tensor<2xi32>
    %1710 = stablehlo.constant dense<2147483647> : tensor<i32>
    %1711 = stablehlo.broadcast_in_dim %1710, dims = [] : (tensor<i32>) -> tensor<2xi32>
    %1712 = stablehlo.constant dense<73244475> : tensor<i32>
    %1713 = stablehlo.broadcast_in_dim %1712, dims = [] : (tensor<i32>) -> tensor<2xi32>
    %1714 = stablehlo.multiply %1709, %1713 : tensor<2xi32>
    %1715 = stablehlo.and %1714, %1711 : tensor<2xi32>
    %1716 = stablehlo.constant dense<65536> : tensor<i32>
    %1717 = stablehlo.broadcast_in_dim %1716, dims = [] : (tensor<i32>) -> tensor<2xi32>
    %1718 = stablehlo.divide %1715, %1717 : tensor<2xi32>
    %1719 = stablehlo.and %1715, %1718 : tensor<2xi32>
    %1720 = stablehlo.or %1715, %1718 : tensor<2xi32>
    %1721 = stablehlo.subtract %1720, %1719 : tensor<2xi32>
    %1722 = stablehlo.constant dense<2147483647> : tensor<i32>
    %1723 = stablehlo.broadcast_in_dim %1722, dims = [] : (tensor<i32>) -> tensor<2xi32>
    %1724 = stablehlo.constant dense<73244475> : tensor<i32>
    %1725 = stablehlo.broadcast_in_dim %1724, dims = [] : (tensor<i32>) -> tensor<2xi32>
    %1726 = stablehlo.multiply %1721, %1725 : tensor<2xi32>
    %1727 = stablehlo.and %1726, %1723 : tensor<2xi32>
    %1728 = stablehlo.constant dense<65536> : tensor<i32>
    %1729 = stablehlo.broadcast_in_dim %1728, dims = [] : (tensor<i32>) -> tensor<2xi32>
    %1730 = stablehlo.divide %1727, %1729 : tensor<2xi32>
    %1731 = stablehlo.and %1727, %1730 : tensor<2xi32>
    %1732 = stablehlo.or %1727, %1730 : tensor<2xi32>
    %1733 = stablehlo.subtract %1732, %1731 : tensor<2xi32>
    %1734 = stablehlo.constant dense<2147483647> : tensor<i32>
    %1735 = stablehlo.broadcast_in_dim %1734, dims = [] : (tensor<i32>) -> tensor<2xi32>
    %1736 = stablehlo.constant dense<73244475> : tensor<i32>
    %1737 = stablehlo.broadcast_in_dim %1736, dims = [] : (tensor<i32>) -> tensor<2xi32>
    %1738 = stablehlo.multiply %1733, %1737 : tensor<2xi32>
    %1739 = stablehlo.and %1738, %1735 : tensor<2xi32>
    %1740 = stablehlo.constant dense<128> : tensor<i32>
    %1741 = stablehlo.broadcast_in_dim %1740, dims = [] : (tensor<i32>) -> tensor<2xi32>
    %1742 = stablehlo.divide %1739, %1741 : tensor<2xi32>
    %1743 = stablehlo.convert %1742 : (tensor<2xi32>) -> tensor<2xf32>
    %1744 = stablehlo.constant dense<5.9604645e-08> : tensor<f32>
    %1745 = stablehlo.broadcast_in_dim %1744, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %1746 = stablehlo.multiply %1743, %1745 : tensor<2xf32>
    %1747 = stablehlo.constant dense<8.235294e-02> : tensor<f32>
    %1748 = stablehlo.broadcast_in_dim %1747, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %1749 = stablehlo.compare  GE, %1746, %1748,  FLOAT : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xi1>
    %1750 = stablehlo.convert %1749 : (tensor<2xi1>) -> tensor<2xf32>
    %1751 = stablehlo.constant dense<1.0897436e+00> : tensor<f32>
    %1752 = stablehlo.broadcast_in_dim %1751, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %1753 = stablehlo.multiply %1750, %1752 : tensor<2xf32>
    %1754 = stablehlo.broadcast_in_dim %1753, dims = [0] : (tensor<2xf32>) -> tensor<2x384x14x14xf32>
    %1755 = stablehlo.multiply %1688, %1754 : tensor<2x384x14x14xf32>
    %1756 = stablehlo.add %1640, %1755 : tensor<2x384x14x14xf32>
    %1757 = stablehlo.transpose %1756, dims = [0, 2, 3, 1] : (tensor<2x384x14x14xf32>) -> tensor<2x14x14x384xf32>
    %1758 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1759 = stablehlo.reduce(%1757 init: %1758) applies stablehlo.add across dimensions = [3] : (tensor<2x14x14x384xf32>, tensor<f32>) -> tensor<2x14x14xf32>
    %1760 = stablehlo.constant dense<2.6041667e-03> : tensor<f32>
    %1761 = stablehlo.broadcast_in_dim %1760, dims = [] : (tensor<f32>) -> tensor<2x14x14xf32>
    %1762 = stablehlo.multiply %1759, %1761 : tensor<2x14x14xf32>
    %1763 = stablehlo.broadcast_in_dim %1762, dims = [0, 1, 2] : (tensor<2x14x14xf32>) -> tensor<2x14x14x384xf32>
    %1764 = stablehlo.subtract %1757, %1763 : tensor<2x14x14x384xf32>
    %1765 = stablehlo.multiply %1764, %1764 : tensor<2x14x14x384xf32>
    %1766 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1767 = stablehlo.reduce(%1765 init: %1766) applies stablehlo.add across dimensions = [3] : (tensor<2x14x14x384xf32>, tensor<f32>) -> tensor<2x14x14xf32>
    %1768 = stablehlo.constant dense<2.6041667e-03> : tensor<f32>
    %1769 = stablehlo.broadcast_in_dim %1768, dims = [] : (tensor<f32>) -> tensor<2x14x14xf32>
    %1770 = stablehlo.multiply %1767, %1769 : tensor<2x14x14xf32>
    %1771 = stablehlo.constant dense<1.000000e-06> : tensor<f32>
    %1772 = stablehlo.broadcast_in_dim %1771, dims = [] : (tensor<f32>) -> tensor<2x14x14xf32>
    %1773 = stablehlo.add %1770, %1772 : tensor<2x14x14xf32>
    %1774 = stablehlo.rsqrt %1773 : tensor<2x14x14xf32>
    %1775 = stablehlo.broadcast_in_dim %1774, dims = [0, 1, 2] : (tensor<2x14x14xf32>) -> tensor<2x14x14x384xf32>
    %1776 = stablehlo.multiply %1764, %1775 : tensor<2x14x14x384xf32>
    %1777 = stablehlo.broadcast_in_dim %theta.features.6.0.gamma, dims = [3] : (tensor<384xf32>) -> tensor<2x14x14x384xf32>
    %1778 = stablehlo.multiply %1776, %1777 : tensor<2x14x14x384xf32>
    %1779 = stablehlo.broadcast_in_dim %theta.features.6.0.beta, dims = [3] : (tensor<384xf32>) -> tensor<2x14x14x384xf32>
    %1780 = stablehlo.add %1778, %1779 : tensor<2x14x14x384xf32>
    %1781 = stablehlo.transpose %1780, dims = [0, 3, 1, 2] : (tensor<2x14x14x384xf32>) -> tensor<2x384x14x14xf32>
    %1782 = stablehlo.convolution(%1781, %theta.features.6.1.w) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [2, 2], pad = [[0, 0], [0, 0]]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<2x384x14x14xf32>, tensor<768x384x2x2xf32>) -> tensor<2x768x7x7xf32>
    %1783 = stablehlo.broadcast_in_dim %theta.features.6.1.b, dims = [1] : (tensor<768xf32>) -> tensor<2x768x7x7xf32>
    %1784 = stablehlo.add %1782, %1783 : tensor<2x768x7x7xf32>
    %1785 = stablehlo.convolution(%1784, %theta.features.7.0.block.0.w) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[3, 3], [3, 3]]} {batch_group_count = 1 : i64, feature_group_count = 768 : i64} : (tensor<2x768x7x7xf32>, tensor<768x1x7x7xf32>) -> tensor<2x768x7x7xf32>
    %1786 = stablehlo.broadcast_in_dim %theta.features.7.0.block.0.b, dims = [1] : (tensor<768xf32>) -> tensor<2x768x7x7xf32>
    %1787 = stablehlo.add %1785, %1786 : tensor<2x768x7x7xf32>
    %1788 = stablehlo.transpose %1787, dims = [0, 2, 3, 1] : (tensor<2x768x7x7xf32>) -> tensor<2x7x7x768xf32>
    %1789 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1790 = stablehlo.reduce(%1788 init: %1789) applies stablehlo.add across dimensions = [3] : (tensor<2x7x7x768xf32>, tensor<f32>) -> tensor<2x7x7xf32>
    %1791 = stablehlo.constant dense<1.3020834e-03> : tensor<f32>
    %1792 = stablehlo.broadcast_in_dim %1791, dims = [] : (tensor<f32>) -> tensor<2x7x7xf32>
    %1793 = stablehlo.multiply %1790, %1792 : tensor<2x7x7xf32>
    %1794 = stablehlo.broadcast_in_dim %1793, dims = [0, 1, 2] : (tensor<2x7x7xf32>) -> tensor<2x7x7x768xf32>
    %1795 = stablehlo.subtract %1788, %1794 : tensor<2x7x7x768xf32>
    %1796 = stablehlo.multiply %1795, %1795 : tensor<2x7x7x768xf32>
    %1797 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1798 = stablehlo.reduce(%1796 init: %1797) applies stablehlo.add across dimensions = [3] : (tensor<2x7x7x768xf32>, tensor<f32>) -> tensor<2x7x7xf32>
    %1799 = stablehlo.constant dense<1.3020834e-03> : tensor<f32>
    %1800 = stablehlo.broadcast_in_dim %1799, dims = [] : (tensor<f32>) -> tensor<2x7x7xf32>
    %1801 = stablehlo.multiply %1798, %1800 : tensor<2x7x7xf32>
    %1802 = stablehlo.constant dense<1.000000e-06> : tensor<f32>
    %1803 = stablehlo.broadcast_in_dim %1802, dims = [] : (tensor<f32>) -> tensor<2x7x7xf32>
    %1804 = stablehlo.add %1801, %1803 : tensor<2x7x7xf32>
    %1805 = stablehlo.rsqrt %1804 : tensor<2x7x7xf32>
    %1806 = stablehlo.broadcast_in_dim %1805, dims = [0, 1, 2] : (tensor<2x7x7xf32>) -> tensor<2x7x7x768xf32>
    %1807 = stablehlo.multiply %1795, %1806 : tensor<2x7x7x768xf32>
    %1808 = stablehlo.broadcast_in_dim %theta.features.7.0.block.2.gamma, dims = [3] : (tensor<768xf32>) -> tensor<2x7x7x768xf32>
    %1809 = stablehlo.multiply %1807, %1808 : tensor<2x7x7x768xf32>
    %1810 = stablehlo.broadcast_in_dim %theta.features.7.0.block.2.beta, dims = [3] : (tensor<768xf32>) -> tensor<2x7x7x768xf32>
    %1811 = stablehlo.add %1809, %1810 : tensor<2x7x7x768xf32>
    %1812 = stablehlo.dot_general %1811, %theta.features.7.0.block.3.w, contracting_dims = [3] x [0] : (tensor<2x7x7x768xf32>, tensor<768x3072xf32>) -> tensor<2x7x7x3072xf32>
    %1813 = stablehlo.broadcast_in_dim %theta.features.7.0.block.3.b, dims = [3] : (tensor<3072xf32>) -> tensor<2x7x7x3072xf32>
    %1814 = stablehlo.add %1812, %1813 : tensor<2x7x7x3072xf32>
    %1815 = stablehlo.constant dense<7.0710677e-01> : tensor<f32>
    %1816 = stablehlo.broadcast_in_dim %1815, dims = [] : (tensor<f32>) -> tensor<2x7x7x3072xf32>
    %1817 = stablehlo.multiply %1814, %1816 : tensor<2x7x7x3072xf32>
    %1818 = chlo.erf %1817 : tensor<2x7x7x3072xf32> -> tensor<2x7x7x3072xf32>
    %1819 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %1820 = stablehlo.broadcast_in_dim %1819, dims = [] : (tensor<f32>) -> tensor<2x7x7x3072xf32>
    %1821 = stablehlo.add %1820, %1818 : tensor<2x7x7x3072xf32>
    %1822 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %1823 = stablehlo.broadcast_in_dim %1822, dims = [] : (tensor<f32>) -> tensor<2x7x7x3072xf32>
    %1824 = stablehlo.multiply %1814, %1823 : tensor<2x7x7x3072xf32>
    %1825 = stablehlo.multiply %1824, %1821 : tensor<2x7x7x3072xf32>
    %1826 = stablehlo.dot_general %1825, %theta.features.7.0.block.5.w, contracting_dims = [3] x [0] : (tensor<2x7x7x3072xf32>, tensor<3072x768xf32>) -> tensor<2x7x7x768xf32>
    %1827 = stablehlo.broadcast_in_dim %theta.features.7.0.block.5.b, dims = [3] : (tensor<768xf32>) -> tensor<2x7x7x768xf32>
    %1828 = stablehlo.add %1826, %1827 : tensor<2x7x7x768xf32>
    %1829 = stablehlo.transpose %1828, dims = [0, 3, 1, 2] : (tensor<2x7x7x768xf32>) -> tensor<2x768x7x7xf32>
    %1830 = stablehlo.reshape %theta.features.7.0.layer_scale : (tensor<768x1x1xf32>) -> tensor<768xf32>
    %1831 = stablehlo.broadcast_in_dim %1830, dims = [1] : (tensor<768xf32>) -> tensor<2x768x7x7xf32>
    %1832 = stablehlo.multiply %1829, %1831 : tensor<2x768x7x7xf32>
    %1833 = stablehlo.iota dim = 0 : tensor<2xi32>
    %1834 = stablehlo.broadcast_in_dim %seed, dims = [] : (tensor<i32>) -> tensor<2xi32>
    %1835 = stablehlo.constant dense<-2048144789> : tensor<i32>
    %1836 = stablehlo.broadcast_in_dim %1835, dims = [] : (tensor<i32>) -> tensor<2xi32>
    %1837 = stablehlo.multiply %1834, %1836 : tensor<2xi32>
    %1838 = stablehlo.constant dense<-1640531535> : tensor<i32>
    %1839 = stablehlo.broadcast_in_dim %1838, dims = [] : (tensor<i32>) -> tensor<2xi32>
    %1840 = stablehlo.multiply %1833, %1839 : tensor<2xi32>
    %1841 = stablehlo.add %1840, %1837 : tensor<2xi32>
    %1842 = stablehlo.constant dense<2147483647> : tensor<i32>
    %1843 = stablehlo.broadcast_in_dim %1842, dims = [] : (tensor<i32>) -> tensor<2xi32>
    %1844 = stablehlo.constant dense<-1513781530> : tensor<i32>
    %1845 = stablehlo.broadcast_in_dim %1844, dims = [] : (tensor<i32>) -> tensor<2xi32>
    %1846 = stablehlo.add %1841, %1845 : tensor<2xi32>
    %1847 = stablehlo.and %1846, %1843 : tensor<2xi32>
    %1848 = stablehlo.constant dense<65536> : tensor<i32>
    %1849 = stablehlo.broadcast_in_dim %1848, dims = [] : (tensor<i32>) -> tensor<2xi32>
    %1850 = stablehlo.divide %1847, %1849 : tensor<2xi32>
    %1851 = stablehlo.and %1847, %1850 : tensor<2xi32>
    %1852 = stablehlo.or %1847, %1850 : tensor<2xi32>
    %1853 = stablehlo.subtract %1852, %1851 : tensor<2xi32>
    %1854 = stablehlo.constant dense<2147483647> : tensor<i32>
    %1855 = stablehlo.broadcast_in_dim %1854, dims = [] : (tensor<i32>) -> tensor<2xi32>
    %1856 = stablehlo.constant dense<73244475> : tensor<i32>
    %1857 = stablehlo.broadcast_in_dim %1856, dims = [] : (tensor<i32>) -> tensor<2xi32>
    %1858 = stablehlo.multiply %1853, %1857 : tensor<2xi32>
    %1859 = stablehlo.and %1858, %1855 : tensor<2xi32>
    %1860 = stablehlo.constant dense<65536> : tensor<i32>
    %1861 = stablehlo.broadcast_in_dim %1860, dims = [] : (tensor<i32>) -> tensor<2xi32>
    %1862 = stablehlo.divide %1859, %1861 : tensor<2xi32>
    %1863 = stablehlo.and %1859, %1862 : tensor<2xi32>
    %1864 = stablehlo.or %1859, %1862 : tensor<2xi32>
    %1865 = stablehlo.subtract %1864, %1863 : tensor<2xi32>
    %1866 = stablehlo.constant dense<2147483647> : tensor<i32>
    %1867 = stablehlo.broadcast_in_dim %1866, dims = [] : (tensor<i32>) -> tensor<2xi32>
    %1868 = stablehlo.constant dense<73244475> : tensor<i32>
    %1869 = stablehlo.broadcast_in_dim %1868, dims = [] : (tensor<i32>) -> tensor<2xi32>
    %1870 = stablehlo.multiply %1865, %1869 : tensor<2xi32>
    %1871 = stablehlo.and %1870, %1867 : tensor<2xi32>
    %1872 = stablehlo.constant dense<65536> : tensor<i32>
    %1873 = stablehlo.broadcast_in_dim %1872, dims = [] : (tensor<i32>) -> tensor<2xi32>
    %1874 = stablehlo.divide %1871, %1873 : tensor<2xi32>
    %1875 = stablehlo.and %1871, %1874 : tensor<2xi32>
    %1876 = stablehlo.or %1871, %1874 : tensor<2xi32>
    %1877 = stablehlo.subtract %1876, %1875 : tensor<2xi32>
    %1878 = stablehlo.constant dense<2147483647> : tensor<i32>
    %1879 = stablehlo.broadcast_in_dim %1878, dims = [] : (tensor<i32>) -> tensor<2xi32>
    %1880 = stablehlo.constant dense<73244475> : tensor<i32>
    %1881 = stablehlo.broadcast_in_dim %1880, dims = [] : (tensor<i32>) -> tensor<2xi32>
    %1882 = stablehlo.multiply %1877, %1881 : tensor<2xi32>
    %1883 = stablehlo.and %1882, %1879 : tensor<2xi32>
    %1884 = stablehlo.constant dense<128> : tensor<i32>
    %1885 = stablehlo.broadcast_in_dim %1884, dims = [] : (tensor<i32>) -> tensor<2xi32>
    %1886 = stablehlo.divide %1883, %1885 : tensor<2xi32>
    %1887 = stablehlo.convert %1886 : (tensor<2xi32>) -> tensor<2xf32>
    %1888 = stablehlo.constant dense<5.9604645e-08> : tensor<f32>
    %1889 = stablehlo.broadcast_in_dim %1888, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %1890 = stablehlo.multiply %1887, %1889 : tensor<2xf32>
    %1891 = stablehlo.constant dense<8.823530e-02> : tensor<f32>
    %1892 = stablehlo.broadcast_in_dim %1891, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %1893 = stablehlo.compare  GE, %1890, %1892,  FLOAT : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xi1>
    %1894 = stablehlo.convert %1893 : (tensor<2xi1>) -> tensor<2xf32>
    %1895 = stablehlo.constant dense<1.0967742e+00> : tensor<f32>
    %1896 = stablehlo.broadcast_in_dim %1895, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %1897 = stablehlo.multiply %1894, %1896 : tensor<2xf32>
    %1898 = stablehlo.broadcast_in_dim %1897, dims = [0] : (tensor<2xf32>) -> tensor<2x768x7x7xf32>
    %1899 = stablehlo.multiply %1832, %1898 : tensor<2x768x7x7xf32>
    %1900 = stablehlo.add %1784, %1899 : tensor<2x768x7x7xf32>
    %1901 = stablehlo.convolution(%1900, %theta.features.7.1.block.0.w) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[3, 3], [3, 3]]} {batch_group_count = 1 : i64, feature_group_count = 768 : i64} : (tensor<2x768x7x7xf32>, tensor<768x1x7x7xf32>) -> tensor<2x768x7x7xf32>
    %1902 = stablehlo.broadcast_in_dim %theta.features.7.1.block.0.b, dims = [1] : (tensor<768xf32>) -> tensor<2x768x7x7xf32>
    %1903 = stablehlo.add %1901, %1902 : tensor<2x768x7x7xf32>
    %1904 = stablehlo.transpose %1903, dims = [0, 2, 3, 1] : (tensor<2x768x7x7xf32>) -> tensor<2x7x7x768xf32>
    %1905 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1906 = stablehlo.reduce(%1904 init: %1905) applies stablehlo.add across dimensions = [3] : (tensor<2x7x7x768xf32>, tensor<f32>) -> tensor<2x7x7xf32>
    %1907 = stablehlo.constant dense<1.3020834e-03> : tensor<f32>
    %1908 = stablehlo.broadcast_in_dim %1907, dims = [] : (tensor<f32>) -> tensor<2x7x7xf32>
    %1909 = stablehlo.multiply %1906, %1908 : tensor<2x7x7xf32>
    %1910 = stablehlo.broadcast_in_dim %1909, dims = [0, 1, 2] : (tensor<2x7x7xf32>) -> tensor<2x7x7x768xf32>
    %1911 = stablehlo.subtract %1904, %1910 : tensor<2x7x7x768xf32>
    %1912 = stablehlo.multiply %1911, %1911 : tensor<2x7x7x768xf32>
    %1913 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1914 = stablehlo.reduce(%1912 init: %1913) applies stablehlo.add across dimensions = [3] : (tensor<2x7x7x768xf32>, tensor<f32>) -> tensor<2x7x7xf32>
    %1915 = stablehlo.constant dense<1.3020834e-03> : tensor<f32>
    %1916 = stablehlo.broadcast_in_dim %1915, dims = [] : (tensor<f32>) -> tensor<2x7x7xf32>
    %1917 = stablehlo.multiply %1914, %1916 : tensor<2x7x7xf32>
    %1918 = stablehlo.constant dense<1.000000e-06> : tensor<f32>
    %1919 = stablehlo.broadcast_in_dim %1918, dims = [] : (tensor<f32>) -> tensor<2x7x7xf32>
    %1920 = stablehlo.add %1917, %1919 : tensor<2x7x7xf32>
    %1921 = stablehlo.rsqrt %1920 : tensor<2x7x7xf32>
    %1922 = stablehlo.broadcast_in_dim %1921, dims = [0, 1, 2] : (tensor<2x7x7xf32>) -> tensor<2x7x7x768xf32>
    %1923 = stablehlo.multiply %1911, %1922 : tensor<2x7x7x768xf32>
    %1924 = stablehlo.broadcast_in_dim %theta.features.7.1.block.2.gamma, dims = [3] : (tensor<768xf32>) -> tensor<2x7x7x768xf32>
    %1925 = stablehlo.multiply %1923, %1924 : tensor<2x7x7x768xf32>
    %1926 = stablehlo.broadcast_in_dim %theta.features.7.1.block.2.beta, dims = [3] : (tensor<768xf32>) -> tensor<2x7x7x768xf32>
    %1927 = stablehlo.add %1925, %1926 : tensor<2x7x7x768xf32>
    %1928 = stablehlo.dot_general %1927, %theta.features.7.1.block.3.w, contracting_dims = [3] x [0] : (tensor<2x7x7x768xf32>, tensor<768x3072xf32>) -> tensor<2x7x7x3072xf32>
    %1929 = stablehlo.broadcast_in_dim %theta.features.7.1.block.3.b, dims = [3] : (tensor<3072xf32>) -> tensor<2x7x7x3072xf32>
    %1930 = stablehlo.add %1928, %1929 : tensor<2x7x7x3072xf32>
    %1931 = stablehlo.constant dense<7.0710677e-01> : tensor<f32>
    %1932 = stablehlo.broadcast_in_dim %1931, dims = [] : (tensor<f32>) -> tensor<2x7x7x3072xf32>
    %1933 = stablehlo.multiply %1930, %1932 : tensor<2x7x7x3072xf32>
    %1934 = chlo.erf %1933 : tensor<2x7x7x3072xf32> -> tensor<2x7x7x3072xf32>
    %1935 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %1936 = stablehlo.broadcast_in_dim %1935, dims = [] : (tensor<f32>) -> tensor<2x7x7x3072xf32>
    %1937 = stablehlo.add %1936, %1934 : tensor<2x7x7x3072xf32>
    %1938 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %1939 = stablehlo.broadcast_in_dim %1938, dims = [] : (tensor<f32>) -> tensor<2x7x7x3072xf32>
    %1940 = stablehlo.multiply %1930, %1939 : tensor<2x7x7x3072xf32>
    %1941 = stablehlo.multiply %1940, %1937 : tensor<2x7x7x3072xf32>
    %1942 = stablehlo.dot_general %1941, %theta.features.7.1.block.5.w, contracting_dims = [3] x [0] : (tensor<2x7x7x3072xf32>, tensor<3072x768xf32>) -> tensor<2x7x7x768xf32>
    %1943 = stablehlo.broadcast_in_dim %theta.features.7.1.block.5.b, dims = [3] : (tensor<768xf32>) -> tensor<2x7x7x768xf32>
    %1944 = stablehlo.add %1942, %1943 : tensor<2x7x7x768xf32>
    %1945 = stablehlo.transpose %1944, dims = [0, 3, 1, 2] : (tensor<2x7x7x768xf32>) -> tensor<2x768x7x7xf32>
    %1946 = stablehlo.reshape %theta.features.7.1.layer_scale : (tensor<768x1x1xf32>) -> tensor<768xf32>
    %1947 = stablehlo.broadcast_in_dim %1946, dims = [1] : (tensor<768xf32>) -> tensor<2x768x7x7xf32>
    %1948 = stablehlo.multiply %1945, %1947 : tensor<2x768x7x7xf32>
    %1949 = stablehlo.iota dim = 0 : tensor<2xi32>
    %1950 = stablehlo.broadcast_in_dim %seed, dims = [] : (tensor<i32>) -> tensor<2xi32>
    %1951 = stablehlo.constant dense<-2048144789> : tensor<i32>
    %1952 = stablehlo.broadcast_in_dim %1951, dims = [] : (tensor<i32>) -> tensor<2xi32>
    %1953 = stablehlo.multiply %1950, %1952 : tensor<2xi32>
    %1954 = stablehlo.constant dense<-1640531535> : tensor<i32>
    %1955 = stablehlo.broadcast_in_dim %1954, dims = [] : (tensor<i32>) -> tensor<2xi32>
    %1956 = stablehlo.multiply %1949, %1955 : tensor<2xi32>
    %1957 = stablehlo.add %1956, %1953 : tensor<2xi32>
    %1958 = stablehlo.constant dense<2147483647> : tensor<i32>
    %1959 = stablehlo.broadcast_in_dim %1958, dims = [] : (tensor<i32>) -> tensor<2xi32>
    %1960 = stablehlo.constant dense<1752708379> : tensor<i32>
    %1961 = stablehlo.broadcast_in_dim %1960, dims = [] : (tensor<i32>) -> tensor<2xi32>
    %1962 = stablehlo.add %1957, %1961 : tensor<2xi32>
    %1963 = stablehlo.and %1962, %1959 : tensor<2xi32>
    %1964 = stablehlo.constant dense<65536> : tensor<i32>
    %1965 = stablehlo.broadcast_in_dim %1964, dims = [] : (tensor<i32>) -> tensor<2xi32>
    %1966 = stablehlo.divide %1963, %1965 : tensor<2xi32>
    %1967 = stablehlo.and %1963, %1966 : tensor<2xi32>
    %1968 = stablehlo.or %1963, %1966 : tensor<2xi32>
    %1969 = stablehlo.subtract %1968, %1967 : tensor<2xi32>
    %1970 = stablehlo.constant dense<2147483647> : tensor<i32>
    %1971 = stablehlo.broadcast_in_dim %1970, dims = [] : (tensor<i32>) -> tensor<2xi32>
    %1972 = stablehlo.constant dense<73244475> : tensor<i32>
    %1973 = stablehlo.broadcast_in_dim %1972, dims = [] : (tensor<i32>) -> tensor<2xi32>
    %1974 = stablehlo.multiply %1969, %1973 : tensor<2xi32>
    %1975 = stablehlo.and %1974, %1971 : tensor<2xi32>
    %1976 = stablehlo.constant dense<65536> : tensor<i32>
    %1977 = stablehlo.broadcast_in_dim %1976, dims = [] : (tensor<i32>) -> tensor<2xi32>
    %1978 = stablehlo.divide %1975, %1977 : tensor<2xi32>
    %1979 = stablehlo.and %1975, %1978 : tensor<2xi32>
    %1980 = stablehlo.or %1975, %1978 : tensor<2xi32>
    %1981 = stablehlo.subtract %1980, %1979 : tensor<2xi32>
    %1982 = stablehlo.constant dense<2147483647> : tensor<i32>
    %1983 = stablehlo.broadcast_in_dim %1982, dims = [] : (tensor<i32>) -> tensor<2xi32>
    %1984 = stablehlo.constant dense<73244475> : tensor<i32>
    %1985 = stablehlo.broadcast_in_dim %1984, dims = [] : (tensor<i32>) -> tensor<2xi32>
    %1986 = stablehlo.multiply %1981, %1985 : tensor<2xi32>
    %1987 = stablehlo.and %1986, %1983 : tensor<2xi32>
    %1988 = stablehlo.constant dense<65536> : tensor<i32>
    %1989 = stablehlo.broadcast_in_dim %1988, dims = [] : (tensor<i32>) -> tensor<2xi32>
    %1990 = stablehlo.divide %1987, %1989 : tensor<2xi32>
    %1991 = stablehlo.and %1987, %1990 : tensor<2xi32>
    %1992 = stablehlo.or %1987, %1990 : tensor<2xi32>
    %1993 = stablehlo.subtract %1992, %1991 : tensor<2xi32>
    %1994 = stablehlo.constant dense<2147483647> : tensor<i32>
    %1995 = stablehlo.broadcast_in_dim %1994, dims = [] : (tensor<i32>) -> tensor<2xi32>
    %1996 = stablehlo.constant dense<73244475> : tensor<i32>
    %1997 = stablehlo.broadcast_in_dim %1996, dims = [] : (tensor<i32>) -> tensor<2xi32>
    %1998 = stablehlo.multiply %1993, %1997 : tensor<2xi32>
    %1999 = stablehlo.and %1998, %1995 : tensor<2xi32>
    %2000 = stablehlo.constant dense<128> : tensor<i32>
    %2001 = stablehlo.broadcast_in_dim %2000, dims = [] : (tensor<i32>) -> tensor<2xi32>
    %2002 = stablehlo.divide %1999, %2001 : tensor<2xi32>
    %2003 = stablehlo.convert %2002 : (tensor<2xi32>) -> tensor<2xf32>
    %2004 = stablehlo.constant dense<5.9604645e-08> : tensor<f32>
    %2005 = stablehlo.broadcast_in_dim %2004, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %2006 = stablehlo.multiply %2003, %2005 : tensor<2xf32>
    %2007 = stablehlo.constant dense<9.411765e-02> : tensor<f32>
    %2008 = stablehlo.broadcast_in_dim %2007, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %2009 = stablehlo.compare  GE, %2006, %2008,  FLOAT : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xi1>
    %2010 = stablehlo.convert %2009 : (tensor<2xi1>) -> tensor<2xf32>
    %2011 = stablehlo.constant dense<1.1038961e+00> : tensor<f32>
    %2012 = stablehlo.broadcast_in_dim %2011, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %2013 = stablehlo.multiply %2010, %2012 : tensor<2xf32>
    %2014 = stablehlo.broadcast_in_dim %2013, dims = [0] : (tensor<2xf32>) -> tensor<2x768x7x7xf32>
    %2015 = stablehlo.multiply %1948, %2014 : tensor<2x768x7x7xf32>
    %2016 = stablehlo.add %1900, %2015 : tensor<2x768x7x7xf32>
    %2017 = stablehlo.convolution(%2016, %theta.features.7.2.block.0.w) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[3, 3], [3, 3]]} {batch_group_count = 1 : i64, feature_group_count = 768 : i64} : (tensor<2x768x7x7xf32>, tensor<768x1x7x7xf32>) -> tensor<2x768x7x7xf32>
    %2018 = stablehlo.broadcast_in_dim %theta.features.7.2.block.0.b, dims = [1] : (tensor<768xf32>) -> tensor<2x768x7x7xf32>
    %2019 = stablehlo.add %2017, %2018 : tensor<2x768x7x7xf32>
    %2020 = stablehlo.transpose %2019, dims = [0, 2, 3, 1] : (tensor<2x768x7x7xf32>) -> tensor<2x7x7x768xf32>
    %2021 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2022 = stablehlo.reduce(%2020 init: %2021) applies stablehlo.add across dimensions = [3] : (tensor<2x7x7x768xf32>, tensor<f32>) -> tensor<2x7x7xf32>
    %2023 = stablehlo.constant dense<1.3020834e-03> : tensor<f32>
    %2024 = stablehlo.broadcast_in_dim %2023, dims = [] : (tensor<f32>) -> tensor<2x7x7xf32>
    %2025 = stablehlo.multiply %2022, %2024 : tensor<2x7x7xf32>
    %2026 = stablehlo.broadcast_in_dim %2025, dims = [0, 1, 2] : (tensor<2x7x7xf32>) -> tensor<2x7x7x768xf32>
    %2027 = stablehlo.subtract %2020, %2026 : tensor<2x7x7x768xf32>
    %2028 = stablehlo.multiply %2027, %2027 : tensor<2x7x7x768xf32>
    %2029 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2030 = stablehlo.reduce(%2028 init: %2029) applies stablehlo.add across dimensions = [3] : (tensor<2x7x7x768xf32>, tensor<f32>) -> tensor<2x7x7xf32>
    %2031 = stablehlo.constant dense<1.3020834e-03> : tensor<f32>
    %2032 = stablehlo.broadcast_in_dim %2031, dims = [] : (tensor<f32>) -> tensor<2x7x7xf32>
    %2033 = stablehlo.multiply %2030, %2032 : tensor<2x7x7xf32>
    %2034 = stablehlo.constant dense<1.000000e-06> : tensor<f32>
    %2035 = stablehlo.broadcast_in_dim %2034, dims = [] : (tensor<f32>) -> tensor<2x7x7xf32>
    %2036 = stablehlo.add %2033, %2035 : tensor<2x7x7xf32>
    %2037 = stablehlo.rsqrt %2036 : tensor<2x7x7xf32>
    %2038 = stablehlo.broadcast_in_dim %2037, dims = [0, 1, 2] : (tensor<2x7x7xf32>) -> tensor<2x7x7x768xf32>
    %2039 = stablehlo.multiply %2027, %2038 : tensor<2x7x7x768xf32>
    %2040 = stablehlo.broadcast_in_dim %theta.features.7.2.block.2.gamma, dims = [3] : (tensor<768xf32>) -> tensor<2x7x7x768xf32>
    %2041 = stablehlo.multiply %2039, %2040 : tensor<2x7x7x768xf32>
    %2042 = stablehlo.broadcast_in_dim %theta.features.7.2.block.2.beta, dims = [3] : (tensor<768xf32>) -> tensor<2x7x7x768xf32>
    %2043 = stablehlo.add %2041, %2042 : tensor<2x7x7x768xf32>
    %2044 = stablehlo.dot_general %2043, %theta.features.7.2.block.3.w, contracting_dims = [3] x [0] : (tensor<2x7x7x768xf32>, tensor<768x3072xf32>) -> tensor<2x7x7x3072xf32>
    %2045 = stablehlo.broadcast_in_dim %theta.features.7.2.block.3.b, dims = [3] : (tensor<3072xf32>) -> tensor<2x7x7x3072xf32>
    %2046 = stablehlo.add %2044, %2045 : tensor<2x7x7x3072xf32>
    %2047 = stablehlo.constant dense<7.0710677e-01> : tensor<f32>
    %2048 = stablehlo.broadcast_in_dim %2047, dims = [] : (tensor<f32>) -> tensor<2x7x7x3072xf32>
    %2049 = stablehlo.multiply %2046, %2048 : tensor<2x7x7x3072xf32>
    %2050 = chlo.erf %2049 : tensor<2x7x7x3072xf32> -> tensor<2x7x7x3072xf32>
    %2051 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %2052 = stablehlo.broadcast_in_dim %2051, dims = [] : (tensor<f32>) -> tensor<2x7x7x3072xf32>
    %2053 = stablehlo.add %2052, %2050 : tensor<2x7x7x3072xf32>
    %2054 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %2055 = stablehlo.broadcast_in_dim %2054, dims = [] : (tensor<f32>) -> tensor<2x7x7x3072xf32>
    %2056 = stablehlo.multiply %2046, %2055 : tensor<2x7x7x3072xf32>
    %2057 = stablehlo.multiply %2056, %2053 : tensor<2x7x7x3072xf32>
    %2058 = stablehlo.dot_general %2057, %theta.features.7.2.block.5.w, contracting_dims = [3] x [0] : (tensor<2x7x7x3072xf32>, tensor<3072x768xf32>) -> tensor<2x7x7x768xf32>
    %2059 = stablehlo.broadcast_in_dim %theta.features.7.2.block.5.b, dims = [3] : (tensor<768xf32>) -> tensor<2x7x7x768xf32>
    %2060 = stablehlo.add %2058, %2059 : tensor<2x7x7x768xf32>
    %2061 = stablehlo.transpose %2060, dims = [0, 3, 1, 2] : (tensor<2x7x7x768xf32>) -> tensor<2x768x7x7xf32>
    %2062 = stablehlo.reshape %theta.features.7.2.layer_scale : (tensor<768x1x1xf32>) -> tensor<768xf32>
    %2063 = stablehlo.broadcast_in_dim %2062, dims = [1] : (tensor<768xf32>) -> tensor<2x768x7x7xf32>
    %2064 = stablehlo.multiply %2061, %2063 : tensor<2x768x7x7xf32>
    %2065 = stablehlo.iota dim = 0 : tensor<2xi32>
    %2066 = stablehlo.broadcast_in_dim %seed, dims = [] : (tensor<i32>) -> tensor<2xi32>
    %2067 = stablehlo.constant dense<-2048144789> : tensor<i32>
    %2068 = stablehlo.broadcast_in_dim %2067, dims = [] : (tensor<i32>) -> tensor<2xi32>
    %2069 = stablehlo.multiply %2066, %2068 : tensor<2xi32>
    %2070 = stablehlo.constant dense<-1640531535> : tensor<i32>
    %2071 = stablehlo.broadcast_in_dim %2070, dims = [] : (tensor<i32>) -> tensor<2xi32>
    %2072 = stablehlo.multiply %2065, %2071 : tensor<2xi32>
    %2073 = stablehlo.add %2072, %2069 : tensor<2xi32>
    %2074 = stablehlo.constant dense<2147483647> : tensor<i32>
    %2075 = stablehlo.broadcast_in_dim %2074, dims = [] : (tensor<i32>) -> tensor<2xi32>
    %2076 = stablehlo.constant dense<724230992> : tensor<i32>
    %2077 = stablehlo.broadcast_in_dim %2076, dims = [] : (tensor<i32>) -> tensor<2xi32>
    %2078 = stablehlo.add %2073, %2077 : tensor<2xi32>
    %2079 = stablehlo.and %2078, %2075 : tensor<2xi32>
    %2080 = stablehlo.constant dense<65536> : tensor<i32>
    %2081 = stablehlo.broadcast_in_dim %2080, dims = [] : (tensor<i32>) -> tensor<2xi32>
    %2082 = stablehlo.divide %2079, %2081 : tensor<2xi32>
    %2083 = stablehlo.and %2079, %2082 : tensor<2xi32>
    %2084 = stablehlo.or %2079, %2082 : tensor<2xi32>
    %2085 = stablehlo.subtract %2084, %2083 : tensor<2xi32>
    %2086 = stablehlo.constant dense<2147483647> : tensor<i32>
    %2087 = stablehlo.broadcast_in_dim %2086, dims = [] : (tensor<i32>) -> tensor<2xi32>
    %2088 = stablehlo.constant dense<73244475> : tensor<i32>
    %2089 = stablehlo.broadcast_in_dim %2088, dims = [] : (tensor<i32>) -> tensor<2xi32>
    %2090 = stablehlo.multiply %2085, %2089 : tensor<2xi32>
    %2091 = stablehlo.and %2090, %2087 : tensor<2xi32>
    %2092 = stablehlo.constant dense<65536> : tensor<i32>
    %2093 = stablehlo.broadcast_in_dim %2092, dims = [] : (tensor<i32>) -> tensor<2xi32>
    %2094 = stablehlo.divide %2091, %2093 : tensor<2xi32>
    %2095 = stablehlo.and %2091, %2094 : tensor<2xi32>
    %2096 = stablehlo.or %2091, %2094 : tensor<2xi32>
    %2097 = stablehlo.subtract %2096, %2095 : tensor<2xi32>
    %2098 = stablehlo.constant dense<2147483647> : tensor<i32>
    %2099 = stablehlo.broadcast_in_dim %2098, dims = [] : (tensor<i32>) -> tensor<2xi32>
    %2100 = stablehlo.constant dense<73244475> : tensor<i32>
    %2101 = stablehlo.broadcast_in_dim %2100, dims = [] : (tensor<i32>) -> tensor<2xi32>
    %2102 = stablehlo.multiply %2097, %2101 : tensor<2xi32>
    %2103 = stablehlo.and %2102, %2099 : tensor<2xi32>
    %2104 = stablehlo.constant dense<65536> : tensor<i32>
    %2105 = stablehlo.broadcast_in_dim %2104, dims = [] : (tensor<i32>) -> tensor<2xi32>
    %2106 = stablehlo.divide %2103, %2105 : tensor<2xi32>
    %2107 = stablehlo.and %2103, %2106 : tensor<2xi32>
    %2108 = stablehlo.or %2103, %2106 : tensor<2xi32>
    %2109 = stablehlo.subtract %2108, %2107 : tensor<2xi32>
    %2110 = stablehlo.constant dense<2147483647> : tensor<i32>
    %2111 = stablehlo.broadcast_in_dim %2110, dims = [] : (tensor<i32>) -> tensor<2xi32>
    %2112 = stablehlo.constant dense<73244475> : tensor<i32>
    %2113 = stablehlo.broadcast_in_dim %2112, dims = [] : (tensor<i32>) -> tensor<2xi32>
    %2114 = stablehlo.multiply %2109, %2113 : tensor<2xi32>
    %2115 = stablehlo.and %2114, %2111 : tensor<2xi32>
    %2116 = stablehlo.constant dense<128> : tensor<i32>
    %2117 = stablehlo.broadcast_in_dim %2116, dims = [] : (tensor<i32>) -> tensor<2xi32>
    %2118 = stablehlo.divide %2115, %2117 : tensor<2xi32>
    %2119 = stablehlo.convert %2118 : (tensor<2xi32>) -> tensor<2xf32>
    %2120 = stablehlo.constant dense<5.9604645e-08> : tensor<f32>
    %2121 = stablehlo.broadcast_in_dim %2120, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %2122 = stablehlo.multiply %2119, %2121 : tensor<2xf32>
    %2123 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %2124 = stablehlo.broadcast_in_dim %2123, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %2125 = stablehlo.compare  GE, %2122, %2124,  FLOAT : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xi1>
    %2126 = stablehlo.convert %2125 : (tensor<2xi1>) -> tensor<2xf32>
    %2127 = stablehlo.constant dense<1.1111112e+00> : tensor<f32>
    %2128 = stablehlo.broadcast_in_dim %2127, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %2129 = stablehlo.multiply %2126, %2128 : tensor<2xf32>
    %2130 = stablehlo.broadcast_in_dim %2129, dims = [0] : (tensor<2xf32>) -> tensor<2x768x7x7xf32>
    %2131 = stablehlo.multiply %2064, %2130 : tensor<2x768x7x7xf32>
    %2132 = stablehlo.add %2016, %2131 : tensor<2x768x7x7xf32>
    %2133 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2134 = stablehlo.reduce(%2132 init: %2133) applies stablehlo.add across dimensions = [2, 3] : (tensor<2x768x7x7xf32>, tensor<f32>) -> tensor<2x768xf32>
    %2135 = stablehlo.constant dense<2.0408163e-02> : tensor<f32>
    %2136 = stablehlo.broadcast_in_dim %2135, dims = [] : (tensor<f32>) -> tensor<2x768xf32>
    %2137 = stablehlo.multiply %2134, %2136 : tensor<2x768xf32>
    %2138 = stablehlo.reshape %2137 : (tensor<2x768xf32>) -> tensor<2x768x1x1xf32>
    %2139 = stablehlo.transpose %2138, dims = [0, 2, 3, 1] : (tensor<2x768x1x1xf32>) -> tensor<2x1x1x768xf32>
    %2140 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2141 = stablehlo.reduce(%2139 init: %2140) applies stablehlo.add across dimensions = [3] : (tensor<2x1x1x768xf32>, tensor<f32>) -> tensor<2x1x1xf32>
    %2142 = stablehlo.constant dense<1.3020834e-03> : tensor<f32>
    %2143 = stablehlo.broadcast_in_dim %2142, dims = [] : (tensor<f32>) -> tensor<2x1x1xf32>
    %2144 = stablehlo.multiply %2141, %2143 : tensor<2x1x1xf32>
    %2145 = stablehlo.broadcast_in_dim %2144, dims = [0, 1, 2] : (tensor<2x1x1xf32>) -> tensor<2x1x1x768xf32>
    %2146 = stablehlo.subtract %2139, %2145 : tensor<2x1x1x768xf32>
    %2147 = stablehlo.multiply %2146, %2146 : tensor<2x1x1x768xf32>
    %2148 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2149 = stablehlo.reduce(%2147 init: %2148) applies stablehlo.add across dimensions = [3] : (tensor<2x1x1x768xf32>, tensor<f32>) -> tensor<2x1x1xf32>
    %2150 = stablehlo.constant dense<1.3020834e-03> : tensor<f32>
    %2151 = stablehlo.broadcast_in_dim %2150, dims = [] : (tensor<f32>) -> tensor<2x1x1xf32>
    %2152 = stablehlo.multiply %2149, %2151 : tensor<2x1x1xf32>
    %2153 = stablehlo.constant dense<1.000000e-06> : tensor<f32>
    %2154 = stablehlo.broadcast_in_dim %2153, dims = [] : (tensor<f32>) -> tensor<2x1x1xf32>
    %2155 = stablehlo.add %2152, %2154 : tensor<2x1x1xf32>
    %2156 = stablehlo.rsqrt %2155 : tensor<2x1x1xf32>
    %2157 = stablehlo.broadcast_in_dim %2156, dims = [0, 1, 2] : (tensor<2x1x1xf32>) -> tensor<2x1x1x768xf32>
    %2158 = stablehlo.multiply %2146, %2157 : tensor<2x1x1x768xf32>
    %2159 = stablehlo.broadcast_in_dim %theta.classifier.0.gamma, dims = [3] : (tensor<768xf32>) -> tensor<2x1x1x768xf32>
    %2160 = stablehlo.multiply %2158, %2159 : tensor<2x1x1x768xf32>
    %2161 = stablehlo.broadcast_in_dim %theta.classifier.0.beta, dims = [3] : (tensor<768xf32>) -> tensor<2x1x1x768xf32>
    %2162 = stablehlo.add %2160, %2161 : tensor<2x1x1x768xf32>
    %2163 = stablehlo.transpose %2162, dims = [0, 3, 1, 2] : (tensor<2x1x1x768xf32>) -> tensor<2x768x1x1xf32>
    %2164 = stablehlo.reshape %2163 : (tensor<2x768x1x1xf32>) -> tensor<2x768xf32>
    %2165 = stablehlo.dot_general %2164, %theta.classifier.2.w, contracting_dims = [1] x [0] : (tensor<2x768xf32>, tensor<768x10xf32>) -> tensor<2x10xf32>
    %2166 = stablehlo.broadcast_in_dim %theta.classifier.2.b, dims = [1] : (tensor<10xf32>) -> tensor<2x10xf32>
    %2167 = stablehlo.add %2165, %2166 : tensor<2x10xf32>
    %2168 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %2169 = stablehlo.reduce(%2167 init: %2168) applies stablehlo.maximum across dimensions = [1] : (tensor<2x10xf32>, tensor<f32>) -> tensor<2xf32>
    %2170 = stablehlo.broadcast_in_dim %2169, dims = [0] : (tensor<2xf32>) -> tensor<2x10xf32>
    %2171 = stablehlo.subtract %2167, %2170 : tensor<2x10xf32>
    %2172 = stablehlo.exponential %2171 : tensor<2x10xf32>
    %2173 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2174 = stablehlo.reduce(%2172 init: %2173) applies stablehlo.add across dimensions = [1] : (tensor<2x10xf32>, tensor<f32>) -> tensor<2xf32>
    %2175 = stablehlo.log %2174 : tensor<2xf32>
    %2176 = stablehlo.broadcast_in_dim %2175, dims = [0] : (tensor<2xf32>) -> tensor<2x10xf32>
    %2177 = stablehlo.subtract %2171, %2176 : tensor<2x10xf32>
    %2178 = stablehlo.multiply %labels, %2177 : tensor<2x10xf32>
    %2179 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2180 = stablehlo.reduce(%2178 init: %2179) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x10xf32>, tensor<f32>) -> tensor<f32>
    %2181 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %2182 = stablehlo.multiply %2180, %2181 : tensor<f32>
    %2183 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %2184 = stablehlo.multiply %2183, %2181 : tensor<f32>
    %2185 = stablehlo.broadcast_in_dim %2184, dims = [] : (tensor<f32>) -> tensor<2x10xf32>
    %2186 = stablehlo.multiply %2185, %labels : tensor<2x10xf32>
    %2187 = stablehlo.negate %2186 : tensor<2x10xf32>
    %2188 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2189 = stablehlo.reduce(%2187 init: %2188) applies stablehlo.add across dimensions = [1] : (tensor<2x10xf32>, tensor<f32>) -> tensor<2xf32>
    %2190 = stablehlo.divide %2189, %2174 : tensor<2xf32>
    %2191 = stablehlo.broadcast_in_dim %2190, dims = [0] : (tensor<2xf32>) -> tensor<2x10xf32>
    %2192 = stablehlo.multiply %2191, %2172 : tensor<2x10xf32>
    %2193 = stablehlo.add %2186, %2192 : tensor<2x10xf32>
    %2194 = stablehlo.negate %2193 : tensor<2x10xf32>
    %2195 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2196 = stablehlo.reduce(%2194 init: %2195) applies stablehlo.add across dimensions = [1] : (tensor<2x10xf32>, tensor<f32>) -> tensor<2xf32>
    %2197 = stablehlo.broadcast_in_dim %2196, dims = [0] : (tensor<2xf32>) -> tensor<2x10xf32>
    %2198 = stablehlo.iota dim = 1 : tensor<2x10xi32>
    %2199 = stablehlo.constant dense<10> : tensor<i32>
    %2200 = stablehlo.broadcast_in_dim %2169, dims = [0] : (tensor<2xf32>) -> tensor<2x10xf32>
    %2201 = stablehlo.compare  EQ, %2167, %2200,  FLOAT : (tensor<2x10xf32>, tensor<2x10xf32>) -> tensor<2x10xi1>
    %2202 = stablehlo.broadcast_in_dim %2199, dims = [] : (tensor<i32>) -> tensor<2x10xi32>
    %2203 = stablehlo.select %2201, %2198, %2202 : tensor<2x10xi1>, tensor<2x10xi32>
    %2204 = stablehlo.reduce(%2203 init: %2199) applies stablehlo.minimum across dimensions = [1] : (tensor<2x10xi32>, tensor<i32>) -> tensor<2xi32>
    %2205 = stablehlo.broadcast_in_dim %2204, dims = [0] : (tensor<2xi32>) -> tensor<2x10xi32>
    %2206 = stablehlo.compare  EQ, %2198, %2205,  SIGNED : (tensor<2x10xi32>, tensor<2x10xi32>) -> tensor<2x10xi1>
    %2207 = stablehlo.broadcast_in_dim %2199, dims = [] : (tensor<i32>) -> tensor<2xi32>
    %2208 = stablehlo.compare  EQ, %2204, %2207,  SIGNED : (tensor<2xi32>, tensor<2xi32>) -> tensor<2xi1>
    %2209 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2210 = stablehlo.broadcast_in_dim %2209, dims = [] : (tensor<f32>) -> tensor<2x10xf32>
    %2211 = stablehlo.select %2206, %2197, %2210 : tensor<2x10xi1>, tensor<2x10xf32>
    %2212 = stablehlo.add %2193, %2211 : tensor<2x10xf32>
    %2213 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2214 = stablehlo.reduce(%2212 init: %2213) applies stablehlo.add across dimensions = [0] : (tensor<2x10xf32>, tensor<f32>) -> tensor<10xf32>
    %2215 = stablehlo.dot_general %2212, %theta.classifier.2.w, contracting_dims = [1] x [1] : (tensor<2x10xf32>, tensor<768x10xf32>) -> tensor<2x768xf32>
    %2216 = stablehlo.dot_general %2164, %2212, contracting_dims = [0] x [0] : (tensor<2x768xf32>, tensor<2x10xf32>) -> tensor<768x10xf32>
    %2217 = stablehlo.reshape %2215 : (tensor<2x768xf32>) -> tensor<2x768x1x1xf32>
    %2218 = stablehlo.transpose %2217, dims = [0, 2, 3, 1] : (tensor<2x768x1x1xf32>) -> tensor<2x1x1x768xf32>
    %2219 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2220 = stablehlo.reduce(%2218 init: %2219) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<2x1x1x768xf32>, tensor<f32>) -> tensor<768xf32>
    %2221 = stablehlo.multiply %2218, %2159 : tensor<2x1x1x768xf32>
    %2222 = stablehlo.multiply %2218, %2158 : tensor<2x1x1x768xf32>
    %2223 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2224 = stablehlo.reduce(%2222 init: %2223) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<2x1x1x768xf32>, tensor<f32>) -> tensor<768xf32>
    %2225 = stablehlo.multiply %2221, %2157 : tensor<2x1x1x768xf32>
    %2226 = stablehlo.multiply %2221, %2146 : tensor<2x1x1x768xf32>
    %2227 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2228 = stablehlo.reduce(%2226 init: %2227) applies stablehlo.add across dimensions = [3] : (tensor<2x1x1x768xf32>, tensor<f32>) -> tensor<2x1x1xf32>
    %2229 = stablehlo.constant dense<-2.000000e+00> : tensor<f32>
    %2230 = stablehlo.broadcast_in_dim %2229, dims = [] : (tensor<f32>) -> tensor<2x1x1xf32>
    %2231 = stablehlo.multiply %2230, %2155 : tensor<2x1x1xf32>
    %2232 = stablehlo.divide %2156, %2231 : tensor<2x1x1xf32>
    %2233 = stablehlo.multiply %2228, %2232 : tensor<2x1x1xf32>
    %2234 = stablehlo.multiply %2233, %2151 : tensor<2x1x1xf32>
    %2235 = stablehlo.broadcast_in_dim %2234, dims = [0, 1, 2] : (tensor<2x1x1xf32>) -> tensor<2x1x1x768xf32>
    %2236 = stablehlo.multiply %2235, %2146 : tensor<2x1x1x768xf32>
    %2237 = stablehlo.add %2225, %2236 : tensor<2x1x1x768xf32>
    %2238 = stablehlo.multiply %2235, %2146 : tensor<2x1x1x768xf32>
    %2239 = stablehlo.add %2237, %2238 : tensor<2x1x1x768xf32>
    %2240 = stablehlo.negate %2239 : tensor<2x1x1x768xf32>
    %2241 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2242 = stablehlo.reduce(%2240 init: %2241) applies stablehlo.add across dimensions = [3] : (tensor<2x1x1x768xf32>, tensor<f32>) -> tensor<2x1x1xf32>
    %2243 = stablehlo.multiply %2242, %2143 : tensor<2x1x1xf32>
    %2244 = stablehlo.broadcast_in_dim %2243, dims = [0, 1, 2] : (tensor<2x1x1xf32>) -> tensor<2x1x1x768xf32>
    %2245 = stablehlo.add %2239, %2244 : tensor<2x1x1x768xf32>
    %2246 = stablehlo.transpose %2245, dims = [0, 3, 1, 2] : (tensor<2x1x1x768xf32>) -> tensor<2x768x1x1xf32>
    %2247 = stablehlo.reshape %2246 : (tensor<2x768x1x1xf32>) -> tensor<2x768xf32>
    %2248 = stablehlo.multiply %2247, %2136 : tensor<2x768xf32>
    %2249 = stablehlo.broadcast_in_dim %2248, dims = [0, 1] : (tensor<2x768xf32>) -> tensor<2x768x7x7xf32>
    %2250 = stablehlo.multiply %2249, %2130 : tensor<2x768x7x7xf32>
    %2251 = stablehlo.multiply %2250, %2063 : tensor<2x768x7x7xf32>
    %2252 = stablehlo.multiply %2250, %2061 : tensor<2x768x7x7xf32>
    %2253 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2254 = stablehlo.reduce(%2252 init: %2253) applies stablehlo.add across dimensions = [0, 2, 3] : (tensor<2x768x7x7xf32>, tensor<f32>) -> tensor<768xf32>
    %2255 = stablehlo.reshape %2254 : (tensor<768xf32>) -> tensor<768x1x1xf32>
    %2256 = stablehlo.transpose %2251, dims = [0, 2, 3, 1] : (tensor<2x768x7x7xf32>) -> tensor<2x7x7x768xf32>
    %2257 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2258 = stablehlo.reduce(%2256 init: %2257) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<2x7x7x768xf32>, tensor<f32>) -> tensor<768xf32>
    %2259 = stablehlo.dot_general %2256, %theta.features.7.2.block.5.w, contracting_dims = [3] x [1] : (tensor<2x7x7x768xf32>, tensor<3072x768xf32>) -> tensor<2x7x7x3072xf32>
    %2260 = stablehlo.dot_general %2057, %2256, contracting_dims = [0, 1, 2] x [0, 1, 2] : (tensor<2x7x7x3072xf32>, tensor<2x7x7x768xf32>) -> tensor<3072x768xf32>
    %2261 = stablehlo.multiply %2259, %2053 : tensor<2x7x7x3072xf32>
    %2262 = stablehlo.multiply %2259, %2056 : tensor<2x7x7x3072xf32>
    %2263 = stablehlo.multiply %2261, %2055 : tensor<2x7x7x3072xf32>
    %2264 = stablehlo.multiply %2049, %2049 : tensor<2x7x7x3072xf32>
    %2265 = stablehlo.negate %2264 : tensor<2x7x7x3072xf32>
    %2266 = stablehlo.exponential %2265 : tensor<2x7x7x3072xf32>
    %2267 = stablehlo.constant dense<1.1283792e+00> : tensor<f32>
    %2268 = stablehlo.broadcast_in_dim %2267, dims = [] : (tensor<f32>) -> tensor<2x7x7x3072xf32>
    %2269 = stablehlo.multiply %2268, %2266 : tensor<2x7x7x3072xf32>
    %2270 = stablehlo.multiply %2262, %2269 : tensor<2x7x7x3072xf32>
    %2271 = stablehlo.multiply %2270, %2048 : tensor<2x7x7x3072xf32>
    %2272 = stablehlo.add %2263, %2271 : tensor<2x7x7x3072xf32>
    %2273 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2274 = stablehlo.reduce(%2272 init: %2273) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<2x7x7x3072xf32>, tensor<f32>) -> tensor<3072xf32>
    %2275 = stablehlo.dot_general %2272, %theta.features.7.2.block.3.w, contracting_dims = [3] x [1] : (tensor<2x7x7x3072xf32>, tensor<768x3072xf32>) -> tensor<2x7x7x768xf32>
    %2276 = stablehlo.dot_general %2043, %2272, contracting_dims = [0, 1, 2] x [0, 1, 2] : (tensor<2x7x7x768xf32>, tensor<2x7x7x3072xf32>) -> tensor<768x3072xf32>
    %2277 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2278 = stablehlo.reduce(%2275 init: %2277) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<2x7x7x768xf32>, tensor<f32>) -> tensor<768xf32>
    %2279 = stablehlo.multiply %2275, %2040 : tensor<2x7x7x768xf32>
    %2280 = stablehlo.multiply %2275, %2039 : tensor<2x7x7x768xf32>
    %2281 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2282 = stablehlo.reduce(%2280 init: %2281) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<2x7x7x768xf32>, tensor<f32>) -> tensor<768xf32>
    %2283 = stablehlo.multiply %2279, %2038 : tensor<2x7x7x768xf32>
    %2284 = stablehlo.multiply %2279, %2027 : tensor<2x7x7x768xf32>
    %2285 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2286 = stablehlo.reduce(%2284 init: %2285) applies stablehlo.add across dimensions = [3] : (tensor<2x7x7x768xf32>, tensor<f32>) -> tensor<2x7x7xf32>
    %2287 = stablehlo.constant dense<-2.000000e+00> : tensor<f32>
    %2288 = stablehlo.broadcast_in_dim %2287, dims = [] : (tensor<f32>) -> tensor<2x7x7xf32>
    %2289 = stablehlo.multiply %2288, %2036 : tensor<2x7x7xf32>
    %2290 = stablehlo.divide %2037, %2289 : tensor<2x7x7xf32>
    %2291 = stablehlo.multiply %2286, %2290 : tensor<2x7x7xf32>
    %2292 = stablehlo.multiply %2291, %2032 : tensor<2x7x7xf32>
    %2293 = stablehlo.broadcast_in_dim %2292, dims = [0, 1, 2] : (tensor<2x7x7xf32>) -> tensor<2x7x7x768xf32>
    %2294 = stablehlo.multiply %2293, %2027 : tensor<2x7x7x768xf32>
    %2295 = stablehlo.add %2283, %2294 : tensor<2x7x7x768xf32>
    %2296 = stablehlo.multiply %2293, %2027 : tensor<2x7x7x768xf32>
    %2297 = stablehlo.add %2295, %2296 : tensor<2x7x7x768xf32>
    %2298 = stablehlo.negate %2297 : tensor<2x7x7x768xf32>
    %2299 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2300 = stablehlo.reduce(%2298 init: %2299) applies stablehlo.add across dimensions = [3] : (tensor<2x7x7x768xf32>, tensor<f32>) -> tensor<2x7x7xf32>
    %2301 = stablehlo.multiply %2300, %2024 : tensor<2x7x7xf32>
    %2302 = stablehlo.broadcast_in_dim %2301, dims = [0, 1, 2] : (tensor<2x7x7xf32>) -> tensor<2x7x7x768xf32>
    %2303 = stablehlo.add %2297, %2302 : tensor<2x7x7x768xf32>
    %2304 = stablehlo.transpose %2303, dims = [0, 3, 1, 2] : (tensor<2x7x7x768xf32>) -> tensor<2x768x7x7xf32>
    %2305 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2306 = stablehlo.reduce(%2304 init: %2305) applies stablehlo.add across dimensions = [0, 2, 3] : (tensor<2x768x7x7xf32>, tensor<f32>) -> tensor<768xf32>
    %2307 = stablehlo.reshape %theta.features.7.2.block.0.w : (tensor<768x1x7x7xf32>) -> tensor<768x1x1x7x7xf32>
    %2308 = stablehlo.transpose %2307, dims = [1, 0, 2, 3, 4] : (tensor<768x1x1x7x7xf32>) -> tensor<1x768x1x7x7xf32>
    %2309 = stablehlo.reshape %2308 : (tensor<1x768x1x7x7xf32>) -> tensor<1x768x7x7xf32>
    %2310 = stablehlo.reverse %2309, dims = [2, 3] : tensor<1x768x7x7xf32>
    %2311 = stablehlo.convolution(%2304, %2310) dim_numbers = [b, f, 0, 1]x[i, o, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[3, 3], [3, 3]], lhs_dilate = [1, 1], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 768 : i64} : (tensor<2x768x7x7xf32>, tensor<1x768x7x7xf32>) -> tensor<2x768x7x7xf32>
    %2312 = stablehlo.add %2249, %2311 : tensor<2x768x7x7xf32>
    %2313 = stablehlo.convolution(%2016, %2304) dim_numbers = [f, b, 0, 1]x[i, o, 0, 1]->[f, b, 0, 1], window = {stride = [1, 1], pad = [[3, 3], [3, 3]], lhs_dilate = [1, 1], rhs_dilate = [1, 1]} {batch_group_count = 768 : i64, feature_group_count = 1 : i64} : (tensor<2x768x7x7xf32>, tensor<2x768x7x7xf32>) -> tensor<768x1x7x7xf32>
    %2314 = stablehlo.multiply %2312, %2014 : tensor<2x768x7x7xf32>
    %2315 = stablehlo.multiply %2314, %1947 : tensor<2x768x7x7xf32>
    %2316 = stablehlo.multiply %2314, %1945 : tensor<2x768x7x7xf32>
    %2317 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2318 = stablehlo.reduce(%2316 init: %2317) applies stablehlo.add across dimensions = [0, 2, 3] : (tensor<2x768x7x7xf32>, tensor<f32>) -> tensor<768xf32>
    %2319 = stablehlo.reshape %2318 : (tensor<768xf32>) -> tensor<768x1x1xf32>
    %2320 = stablehlo.transpose %2315, dims = [0, 2, 3, 1] : (tensor<2x768x7x7xf32>) -> tensor<2x7x7x768xf32>
    %2321 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2322 = stablehlo.reduce(%2320 init: %2321) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<2x7x7x768xf32>, tensor<f32>) -> tensor<768xf32>
    %2323 = stablehlo.dot_general %2320, %theta.features.7.1.block.5.w, contracting_dims = [3] x [1] : (tensor<2x7x7x768xf32>, tensor<3072x768xf32>) -> tensor<2x7x7x3072xf32>
    %2324 = stablehlo.dot_general %1941, %2320, contracting_dims = [0, 1, 2] x [0, 1, 2] : (tensor<2x7x7x3072xf32>, tensor<2x7x7x768xf32>) -> tensor<3072x768xf32>
    %2325 = stablehlo.multiply %2323, %1937 : tensor<2x7x7x3072xf32>
    %2326 = stablehlo.multiply %2323, %1940 : tensor<2x7x7x3072xf32>
    %2327 = stablehlo.multiply %2325, %1939 : tensor<2x7x7x3072xf32>
    %2328 = stablehlo.multiply %1933, %1933 : tensor<2x7x7x3072xf32>
    %2329 = stablehlo.negate %2328 : tensor<2x7x7x3072xf32>
    %2330 = stablehlo.exponential %2329 : tensor<2x7x7x3072xf32>
    %2331 = stablehlo.constant dense<1.1283792e+00> : tensor<f32>
    %2332 = stablehlo.broadcast_in_dim %2331, dims = [] : (tensor<f32>) -> tensor<2x7x7x3072xf32>
    %2333 = stablehlo.multiply %2332, %2330 : tensor<2x7x7x3072xf32>
    %2334 = stablehlo.multiply %2326, %2333 : tensor<2x7x7x3072xf32>
    %2335 = stablehlo.multiply %2334, %1932 : tensor<2x7x7x3072xf32>
    %2336 = stablehlo.add %2327, %2335 : tensor<2x7x7x3072xf32>
    %2337 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2338 = stablehlo.reduce(%2336 init: %2337) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<2x7x7x3072xf32>, tensor<f32>) -> tensor<3072xf32>
    %2339 = stablehlo.dot_general %2336, %theta.features.7.1.block.3.w, contracting_dims = [3] x [1] : (tensor<2x7x7x3072xf32>, tensor<768x3072xf32>) -> tensor<2x7x7x768xf32>
    %2340 = stablehlo.dot_general %1927, %2336, contracting_dims = [0, 1, 2] x [0, 1, 2] : (tensor<2x7x7x768xf32>, tensor<2x7x7x3072xf32>) -> tensor<768x3072xf32>
    %2341 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2342 = stablehlo.reduce(%2339 init: %2341) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<2x7x7x768xf32>, tensor<f32>) -> tensor<768xf32>
    %2343 = stablehlo.multiply %2339, %1924 : tensor<2x7x7x768xf32>
    %2344 = stablehlo.multiply %2339, %1923 : tensor<2x7x7x768xf32>
    %2345 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2346 = stablehlo.reduce(%2344 init: %2345) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<2x7x7x768xf32>, tensor<f32>) -> tensor<768xf32>
    %2347 = stablehlo.multiply %2343, %1922 : tensor<2x7x7x768xf32>
    %2348 = stablehlo.multiply %2343, %1911 : tensor<2x7x7x768xf32>
    %2349 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2350 = stablehlo.reduce(%2348 init: %2349) applies stablehlo.add across dimensions = [3] : (tensor<2x7x7x768xf32>, tensor<f32>) -> tensor<2x7x7xf32>
    %2351 = stablehlo.constant dense<-2.000000e+00> : tensor<f32>
    %2352 = stablehlo.broadcast_in_dim %2351, dims = [] : (tensor<f32>) -> tensor<2x7x7xf32>
    %2353 = stablehlo.multiply %2352, %1920 : tensor<2x7x7xf32>
    %2354 = stablehlo.divide %1921, %2353 : tensor<2x7x7xf32>
    %2355 = stablehlo.multiply %2350, %2354 : tensor<2x7x7xf32>
    %2356 = stablehlo.multiply %2355, %1916 : tensor<2x7x7xf32>
    %2357 = stablehlo.broadcast_in_dim %2356, dims = [0, 1, 2] : (tensor<2x7x7xf32>) -> tensor<2x7x7x768xf32>
    %2358 = stablehlo.multiply %2357, %1911 : tensor<2x7x7x768xf32>
    %2359 = stablehlo.add %2347, %2358 : tensor<2x7x7x768xf32>
    %2360 = stablehlo.multiply %2357, %1911 : tensor<2x7x7x768xf32>
    %2361 = stablehlo.add %2359, %2360 : tensor<2x7x7x768xf32>
    %2362 = stablehlo.negate %2361 : tensor<2x7x7x768xf32>
    %2363 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2364 = stablehlo.reduce(%2362 init: %2363) applies stablehlo.add across dimensions = [3] : (tensor<2x7x7x768xf32>, tensor<f32>) -> tensor<2x7x7xf32>
    %2365 = stablehlo.multiply %2364, %1908 : tensor<2x7x7xf32>
    %2366 = stablehlo.broadcast_in_dim %2365, dims = [0, 1, 2] : (tensor<2x7x7xf32>) -> tensor<2x7x7x768xf32>
    %2367 = stablehlo.add %2361, %2366 : tensor<2x7x7x768xf32>
    %2368 = stablehlo.transpose %2367, dims = [0, 3, 1, 2] : (tensor<2x7x7x768xf32>) -> tensor<2x768x7x7xf32>
    %2369 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2370 = stablehlo.reduce(%2368 init: %2369) applies stablehlo.add across dimensions = [0, 2, 3] : (tensor<2x768x7x7xf32>, tensor<f32>) -> tensor<768xf32>
    %2371 = stablehlo.reshape %theta.features.7.1.block.0.w : (tensor<768x1x7x7xf32>) -> tensor<768x1x1x7x7xf32>
    %2372 = stablehlo.transpose %2371, dims = [1, 0, 2, 3, 4] : (tensor<768x1x1x7x7xf32>) -> tensor<1x768x1x7x7xf32>
    %2373 = stablehlo.reshape %2372 : (tensor<1x768x1x7x7xf32>) -> tensor<1x768x7x7xf32>
    %2374 = stablehlo.reverse %2373, dims = [2, 3] : tensor<1x768x7x7xf32>
    %2375 = stablehlo.convolution(%2368, %2374) dim_numbers = [b, f, 0, 1]x[i, o, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[3, 3], [3, 3]], lhs_dilate = [1, 1], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 768 : i64} : (tensor<2x768x7x7xf32>, tensor<1x768x7x7xf32>) -> tensor<2x768x7x7xf32>
    %2376 = stablehlo.add %2312, %2375 : tensor<2x768x7x7xf32>
    %2377 = stablehlo.convolution(%1900, %2368) dim_numbers = [f, b, 0, 1]x[i, o, 0, 1]->[f, b, 0, 1], window = {stride = [1, 1], pad = [[3, 3], [3, 3]], lhs_dilate = [1, 1], rhs_dilate = [1, 1]} {batch_group_count = 768 : i64, feature_group_count = 1 : i64} : (tensor<2x768x7x7xf32>, tensor<2x768x7x7xf32>) -> tensor<768x1x7x7xf32>
    %2378 = stablehlo.multiply %2376, %1898 : tensor<2x768x7x7xf32>
    %2379 = stablehlo.multiply %2378, %1831 : tensor<2x768x7x7xf32>
    %2380 = stablehlo.multiply %2378, %1829 : tensor<2x768x7x7xf32>
    %2381 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2382 = stablehlo.reduce(%2380 init: %2381) applies stablehlo.add across dimensions = [0, 2, 3] : (tensor<2x768x7x7xf32>, tensor<f32>) -> tensor<768xf32>
    %2383 = stablehlo.reshape %2382 : (tensor<768xf32>) -> tensor<768x1x1xf32>
    %2384 = stablehlo.transpose %2379, dims = [0, 2, 3, 1] : (tensor<2x768x7x7xf32>) -> tensor<2x7x7x768xf32>
    %2385 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2386 = stablehlo.reduce(%2384 init: %2385) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<2x7x7x768xf32>, tensor<f32>) -> tensor<768xf32>
    %2387 = stablehlo.dot_general %2384, %theta.features.7.0.block.5.w, contracting_dims = [3] x [1] : (tensor<2x7x7x768xf32>, tensor<3072x768xf32>) -> tensor<2x7x7x3072xf32>
    %2388 = stablehlo.dot_general %1825, %2384, contracting_dims = [0, 1, 2] x [0, 1, 2] : (tensor<2x7x7x3072xf32>, tensor<2x7x7x768xf32>) -> tensor<3072x768xf32>
    %2389 = stablehlo.multiply %2387, %1821 : tensor<2x7x7x3072xf32>
    %2390 = stablehlo.multiply %2387, %1824 : tensor<2x7x7x3072xf32>
    %2391 = stablehlo.multiply %2389, %1823 : tensor<2x7x7x3072xf32>
    %2392 = stablehlo.multiply %1817, %1817 : tensor<2x7x7x3072xf32>
    %2393 = stablehlo.negate %2392 : tensor<2x7x7x3072xf32>
    %2394 = stablehlo.exponential %2393 : tensor<2x7x7x3072xf32>
    %2395 = stablehlo.constant dense<1.1283792e+00> : tensor<f32>
    %2396 = stablehlo.broadcast_in_dim %2395, dims = [] : (tensor<f32>) -> tensor<2x7x7x3072xf32>
    %2397 = stablehlo.multiply %2396, %2394 : tensor<2x7x7x3072xf32>
    %2398 = stablehlo.multiply %2390, %2397 : tensor<2x7x7x3072xf32>
    %2399 = stablehlo.multiply %2398, %1816 : tensor<2x7x7x3072xf32>
    %2400 = stablehlo.add %2391, %2399 : tensor<2x7x7x3072xf32>
    %2401 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2402 = stablehlo.reduce(%2400 init: %2401) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<2x7x7x3072xf32>, tensor<f32>) -> tensor<3072xf32>
    %2403 = stablehlo.dot_general %2400, %theta.features.7.0.block.3.w, contracting_dims = [3] x [1] : (tensor<2x7x7x3072xf32>, tensor<768x3072xf32>) -> tensor<2x7x7x768xf32>
    %2404 = stablehlo.dot_general %1811, %2400, contracting_dims = [0, 1, 2] x [0, 1, 2] : (tensor<2x7x7x768xf32>, tensor<2x7x7x3072xf32>) -> tensor<768x3072xf32>
    %2405 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2406 = stablehlo.reduce(%2403 init: %2405) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<2x7x7x768xf32>, tensor<f32>) -> tensor<768xf32>
    %2407 = stablehlo.multiply %2403, %1808 : tensor<2x7x7x768xf32>
    %2408 = stablehlo.multiply %2403, %1807 : tensor<2x7x7x768xf32>
    %2409 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2410 = stablehlo.reduce(%2408 init: %2409) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<2x7x7x768xf32>, tensor<f32>) -> tensor<768xf32>
    %2411 = stablehlo.multiply %2407, %1806 : tensor<2x7x7x768xf32>
    %2412 = stablehlo.multiply %2407, %1795 : tensor<2x7x7x768xf32>
    %2413 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2414 = stablehlo.reduce(%2412 init: %2413) applies stablehlo.add across dimensions = [3] : (tensor<2x7x7x768xf32>, tensor<f32>) -> tensor<2x7x7xf32>
    %2415 = stablehlo.constant dense<-2.000000e+00> : tensor<f32>
    %2416 = stablehlo.broadcast_in_dim %2415, dims = [] : (tensor<f32>) -> tensor<2x7x7xf32>
    %2417 = stablehlo.multiply %2416, %1804 : tensor<2x7x7xf32>
    %2418 = stablehlo.divide %1805, %2417 : tensor<2x7x7xf32>
    %2419 = stablehlo.multiply %2414, %2418 : tensor<2x7x7xf32>
    %2420 = stablehlo.multiply %2419, %1800 : tensor<2x7x7xf32>
    %2421 = stablehlo.broadcast_in_dim %2420, dims = [0, 1, 2] : (tensor<2x7x7xf32>) -> tensor<2x7x7x768xf32>
    %2422 = stablehlo.multiply %2421, %1795 : tensor<2x7x7x768xf32>
    %2423 = stablehlo.add %2411, %2422 : tensor<2x7x7x768xf32>
    %2424 = stablehlo.multiply %2421, %1795 : tensor<2x7x7x768xf32>
    %2425 = stablehlo.add %2423, %2424 : tensor<2x7x7x768xf32>
    %2426 = stablehlo.negate %2425 : tensor<2x7x7x768xf32>
    %2427 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2428 = stablehlo.reduce(%2426 init: %2427) applies stablehlo.add across dimensions = [3] : (tensor<2x7x7x768xf32>, tensor<f32>) -> tensor<2x7x7xf32>
    %2429 = stablehlo.multiply %2428, %1792 : tensor<2x7x7xf32>
    %2430 = stablehlo.broadcast_in_dim %2429, dims = [0, 1, 2] : (tensor<2x7x7xf32>) -> tensor<2x7x7x768xf32>
    %2431 = stablehlo.add %2425, %2430 : tensor<2x7x7x768xf32>
    %2432 = stablehlo.transpose %2431, dims = [0, 3, 1, 2] : (tensor<2x7x7x768xf32>) -> tensor<2x768x7x7xf32>
    %2433 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2434 = stablehlo.reduce(%2432 init: %2433) applies stablehlo.add across dimensions = [0, 2, 3] : (tensor<2x768x7x7xf32>, tensor<f32>) -> tensor<768xf32>
    %2435 = stablehlo.reshape %theta.features.7.0.block.0.w : (tensor<768x1x7x7xf32>) -> tensor<768x1x1x7x7xf32>
    %2436 = stablehlo.transpose %2435, dims = [1, 0, 2, 3, 4] : (tensor<768x1x1x7x7xf32>) -> tensor<1x768x1x7x7xf32>
    %2437 = stablehlo.reshape %2436 : (tensor<1x768x1x7x7xf32>) -> tensor<1x768x7x7xf32>
    %2438 = stablehlo.reverse %2437, dims = [2, 3] : tensor<1x768x7x7xf32>
    %2439 = stablehlo.convolution(%2432, %2438) dim_numbers = [b, f, 0, 1]x[i, o, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[3, 3], [3, 3]], lhs_dilate = [1, 1], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 768 : i64} : (tensor<2x768x7x7xf32>, tensor<1x768x7x7xf32>) -> tensor<2x768x7x7xf32>
    %2440 = stablehlo.add %2376, %2439 : tensor<2x768x7x7xf32>
    %2441 = stablehlo.convolution(%1784, %2432) dim_numbers = [f, b, 0, 1]x[i, o, 0, 1]->[f, b, 0, 1], window = {stride = [1, 1], pad = [[3, 3], [3, 3]], lhs_dilate = [1, 1], rhs_dilate = [1, 1]} {batch_group_count = 768 : i64, feature_group_count = 1 : i64} : (tensor<2x768x7x7xf32>, tensor<2x768x7x7xf32>) -> tensor<768x1x7x7xf32>
    %2442 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2443 = stablehlo.reduce(%2440 init: %2442) applies stablehlo.add across dimensions = [0, 2, 3] : (tensor<2x768x7x7xf32>, tensor<f32>) -> tensor<768xf32>
    %2444 = stablehlo.reverse %theta.features.6.1.w, dims = [2, 3] : tensor<768x384x2x2xf32>
    %2445 = stablehlo.convolution(%2440, %2444) dim_numbers = [b, f, 0, 1]x[i, o, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [2, 2], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<2x768x7x7xf32>, tensor<768x384x2x2xf32>) -> tensor<2x384x14x14xf32>
    %2446 = stablehlo.convolution(%1781, %2440) dim_numbers = [f, b, 0, 1]x[i, o, 0, 1]->[f, b, 0, 1], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [2, 2]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<2x384x14x14xf32>, tensor<2x768x7x7xf32>) -> tensor<768x384x2x2xf32>
    %2447 = stablehlo.transpose %2445, dims = [0, 2, 3, 1] : (tensor<2x384x14x14xf32>) -> tensor<2x14x14x384xf32>
    %2448 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2449 = stablehlo.reduce(%2447 init: %2448) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<2x14x14x384xf32>, tensor<f32>) -> tensor<384xf32>
    %2450 = stablehlo.multiply %2447, %1777 : tensor<2x14x14x384xf32>
    %2451 = stablehlo.multiply %2447, %1776 : tensor<2x14x14x384xf32>
    %2452 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2453 = stablehlo.reduce(%2451 init: %2452) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<2x14x14x384xf32>, tensor<f32>) -> tensor<384xf32>
    %2454 = stablehlo.multiply %2450, %1775 : tensor<2x14x14x384xf32>
    %2455 = stablehlo.multiply %2450, %1764 : tensor<2x14x14x384xf32>
    %2456 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2457 = stablehlo.reduce(%2455 init: %2456) applies stablehlo.add across dimensions = [3] : (tensor<2x14x14x384xf32>, tensor<f32>) -> tensor<2x14x14xf32>
    %2458 = stablehlo.constant dense<-2.000000e+00> : tensor<f32>
    %2459 = stablehlo.broadcast_in_dim %2458, dims = [] : (tensor<f32>) -> tensor<2x14x14xf32>
    %2460 = stablehlo.multiply %2459, %1773 : tensor<2x14x14xf32>
    %2461 = stablehlo.divide %1774, %2460 : tensor<2x14x14xf32>
    %2462 = stablehlo.multiply %2457, %2461 : tensor<2x14x14xf32>
    %2463 = stablehlo.multiply %2462, %1769 : tensor<2x14x14xf32>
    %2464 = stablehlo.broadcast_in_dim %2463, dims = [0, 1, 2] : (tensor<2x14x14xf32>) -> tensor<2x14x14x384xf32>
    %2465 = stablehlo.multiply %2464, %1764 : tensor<2x14x14x384xf32>
    %2466 = stablehlo.add %2454, %2465 : tensor<2x14x14x384xf32>
    %2467 = stablehlo.multiply %2464, %1764 : tensor<2x14x14x384xf32>
    %2468 = stablehlo.add %2466, %2467 : tensor<2x14x14x384xf32>
    %2469 = stablehlo.negate %2468 : tensor<2x14x14x384xf32>
    %2470 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2471 = stablehlo.reduce(%2469 init: %2470) applies stablehlo.add across dimensions = [3] : (tensor<2x14x14x384xf32>, tensor<f32>) -> tensor<2x14x14xf32>
    %2472 = stablehlo.multiply %2471, %1761 : tensor<2x14x14xf32>
    %2473 = stablehlo.broadcast_in_dim %2472, dims = [0, 1, 2] : (tensor<2x14x14xf32>) -> tensor<2x14x14x384xf32>
    %2474 = stablehlo.add %2468, %2473 : tensor<2x14x14x384xf32>
    %2475 = stablehlo.transpose %2474, dims = [0, 3, 1, 2] : (tensor<2x14x14x384xf32>) -> tensor<2x384x14x14xf32>
    %2476 = stablehlo.multiply %2475, %1754 : tensor<2x384x14x14xf32>
    %2477 = stablehlo.multiply %2476, %1687 : tensor<2x384x14x14xf32>
    %2478 = stablehlo.multiply %2476, %1685 : tensor<2x384x14x14xf32>
    %2479 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2480 = stablehlo.reduce(%2478 init: %2479) applies stablehlo.add across dimensions = [0, 2, 3] : (tensor<2x384x14x14xf32>, tensor<f32>) -> tensor<384xf32>
    %2481 = stablehlo.reshape %2480 : (tensor<384xf32>) -> tensor<384x1x1xf32>
    %2482 = stablehlo.transpose %2477, dims = [0, 2, 3, 1] : (tensor<2x384x14x14xf32>) -> tensor<2x14x14x384xf32>
    %2483 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2484 = stablehlo.reduce(%2482 init: %2483) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<2x14x14x384xf32>, tensor<f32>) -> tensor<384xf32>
    %2485 = stablehlo.dot_general %2482, %theta.features.5.8.block.5.w, contracting_dims = [3] x [1] : (tensor<2x14x14x384xf32>, tensor<1536x384xf32>) -> tensor<2x14x14x1536xf32>
    %2486 = stablehlo.dot_general %1681, %2482, contracting_dims = [0, 1, 2] x [0, 1, 2] : (tensor<2x14x14x1536xf32>, tensor<2x14x14x384xf32>) -> tensor<1536x384xf32>
    %2487 = stablehlo.multiply %2485, %1677 : tensor<2x14x14x1536xf32>
    %2488 = stablehlo.multiply %2485, %1680 : tensor<2x14x14x1536xf32>
    %2489 = stablehlo.multiply %2487, %1679 : tensor<2x14x14x1536xf32>
    %2490 = stablehlo.multiply %1673, %1673 : tensor<2x14x14x1536xf32>
    %2491 = stablehlo.negate %2490 : tensor<2x14x14x1536xf32>
    %2492 = stablehlo.exponential %2491 : tensor<2x14x14x1536xf32>
    %2493 = stablehlo.constant dense<1.1283792e+00> : tensor<f32>
    %2494 = stablehlo.broadcast_in_dim %2493, dims = [] : (tensor<f32>) -> tensor<2x14x14x1536xf32>
    %2495 = stablehlo.multiply %2494, %2492 : tensor<2x14x14x1536xf32>
    %2496 = stablehlo.multiply %2488, %2495 : tensor<2x14x14x1536xf32>
    %2497 = stablehlo.multiply %2496, %1672 : tensor<2x14x14x1536xf32>
    %2498 = stablehlo.add %2489, %2497 : tensor<2x14x14x1536xf32>
    %2499 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2500 = stablehlo.reduce(%2498 init: %2499) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<2x14x14x1536xf32>, tensor<f32>) -> tensor<1536xf32>
    %2501 = stablehlo.dot_general %2498, %theta.features.5.8.block.3.w, contracting_dims = [3] x [1] : (tensor<2x14x14x1536xf32>, tensor<384x1536xf32>) -> tensor<2x14x14x384xf32>
    %2502 = stablehlo.dot_general %1667, %2498, contracting_dims = [0, 1, 2] x [0, 1, 2] : (tensor<2x14x14x384xf32>, tensor<2x14x14x1536xf32>) -> tensor<384x1536xf32>
    %2503 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2504 = stablehlo.reduce(%2501 init: %2503) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<2x14x14x384xf32>, tensor<f32>) -> tensor<384xf32>
    %2505 = stablehlo.multiply %2501, %1664 : tensor<2x14x14x384xf32>
    %2506 = stablehlo.multiply %2501, %1663 : tensor<2x14x14x384xf32>
    %2507 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2508 = stablehlo.reduce(%2506 init: %2507) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<2x14x14x384xf32>, tensor<f32>) -> tensor<384xf32>
    %2509 = stablehlo.multiply %2505, %1662 : tensor<2x14x14x384xf32>
    %2510 = stablehlo.multiply %2505, %1651 : tensor<2x14x14x384xf32>
    %2511 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2512 = stablehlo.reduce(%2510 init: %2511) applies stablehlo.add across dimensions = [3] : (tensor<2x14x14x384xf32>, tensor<f32>) -> tensor<2x14x14xf32>
    %2513 = stablehlo.constant dense<-2.000000e+00> : tensor<f32>
    %2514 = stablehlo.broadcast_in_dim %2513, dims = [] : (tensor<f32>) -> tensor<2x14x14xf32>
    %2515 = stablehlo.multiply %2514, %1660 : tensor<2x14x14xf32>
    %2516 = stablehlo.divide %1661, %2515 : tensor<2x14x14xf32>
    %2517 = stablehlo.multiply %2512, %2516 : tensor<2x14x14xf32>
    %2518 = stablehlo.multiply %2517, %1656 : tensor<2x14x14xf32>
    %2519 = stablehlo.broadcast_in_dim %2518, dims = [0, 1, 2] : (tensor<2x14x14xf32>) -> tensor<2x14x14x384xf32>
    %2520 = stablehlo.multiply %2519, %1651 : tensor<2x14x14x384xf32>
    %2521 = stablehlo.add %2509, %2520 : tensor<2x14x14x384xf32>
    %2522 = stablehlo.multiply %2519, %1651 : tensor<2x14x14x384xf32>
    %2523 = stablehlo.add %2521, %2522 : tensor<2x14x14x384xf32>
    %2524 = stablehlo.negate %2523 : tensor<2x14x14x384xf32>
    %2525 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2526 = stablehlo.reduce(%2524 init: %2525) applies stablehlo.add across dimensions = [3] : (tensor<2x14x14x384xf32>, tensor<f32>) -> tensor<2x14x14xf32>
    %2527 = stablehlo.multiply %2526, %1648 : tensor<2x14x14xf32>
    %2528 = stablehlo.broadcast_in_dim %2527, dims = [0, 1, 2] : (tensor<2x14x14xf32>) -> tensor<2x14x14x384xf32>
    %2529 = stablehlo.add %2523, %2528 : tensor<2x14x14x384xf32>
    %2530 = stablehlo.transpose %2529, dims = [0, 3, 1, 2] : (tensor<2x14x14x384xf32>) -> tensor<2x384x14x14xf32>
    %2531 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2532 = stablehlo.reduce(%2530 init: %2531) applies stablehlo.add across dimensions = [0, 2, 3] : (tensor<2x384x14x14xf32>, tensor<f32>) -> tensor<384xf32>
    %2533 = stablehlo.reshape %theta.features.5.8.block.0.w : (tensor<384x1x7x7xf32>) -> tensor<384x1x1x7x7xf32>
    %2534 = stablehlo.transpose %2533, dims = [1, 0, 2, 3, 4] : (tensor<384x1x1x7x7xf32>) -> tensor<1x384x1x7x7xf32>
    %2535 = stablehlo.reshape %2534 : (tensor<1x384x1x7x7xf32>) -> tensor<1x384x7x7xf32>
    %2536 = stablehlo.reverse %2535, dims = [2, 3] : tensor<1x384x7x7xf32>
    %2537 = stablehlo.convolution(%2530, %2536) dim_numbers = [b, f, 0, 1]x[i, o, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[3, 3], [3, 3]], lhs_dilate = [1, 1], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 384 : i64} : (tensor<2x384x14x14xf32>, tensor<1x384x7x7xf32>) -> tensor<2x384x14x14xf32>
    %2538 = stablehlo.add %2475, %2537 : tensor<2x384x14x14xf32>
    %2539 = stablehlo.convolution(%1640, %2530) dim_numbers = [f, b, 0, 1]x[i, o, 0, 1]->[f, b, 0, 1], window = {stride = [1, 1], pad = [[3, 3], [3, 3]], lhs_dilate = [1, 1], rhs_dilate = [1, 1]} {batch_group_count = 384 : i64, feature_group_count = 1 : i64} : (tensor<2x384x14x14xf32>, tensor<2x384x14x14xf32>) -> tensor<384x1x7x7xf32>
    %2540 = stablehlo.multiply %2538, %1638 : tensor<2x384x14x14xf32>
    %2541 = stablehlo.multiply %2540, %1571 : tensor<2x384x14x14xf32>
    %2542 = stablehlo.multiply %2540, %1569 : tensor<2x384x14x14xf32>
    %2543 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2544 = stablehlo.reduce(%2542 init: %2543) applies stablehlo.add across dimensions = [0, 2, 3] : (tensor<2x384x14x14xf32>, tensor<f32>) -> tensor<384xf32>
    %2545 = stablehlo.reshape %2544 : (tensor<384xf32>) -> tensor<384x1x1xf32>
    %2546 = stablehlo.transpose %2541, dims = [0, 2, 3, 1] : (tensor<2x384x14x14xf32>) -> tensor<2x14x14x384xf32>
    %2547 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2548 = stablehlo.reduce(%2546 init: %2547) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<2x14x14x384xf32>, tensor<f32>) -> tensor<384xf32>
    %2549 = stablehlo.dot_general %2546, %theta.features.5.7.block.5.w, contracting_dims = [3] x [1] : (tensor<2x14x14x384xf32>, tensor<1536x384xf32>) -> tensor<2x14x14x1536xf32>
    %2550 = stablehlo.dot_general %1565, %2546, contracting_dims = [0, 1, 2] x [0, 1, 2] : (tensor<2x14x14x1536xf32>, tensor<2x14x14x384xf32>) -> tensor<1536x384xf32>
    %2551 = stablehlo.multiply %2549, %1561 : tensor<2x14x14x1536xf32>
    %2552 = stablehlo.multiply %2549, %1564 : tensor<2x14x14x1536xf32>
    %2553 = stablehlo.multiply %2551, %1563 : tensor<2x14x14x1536xf32>
    %2554 = stablehlo.multiply %1557, %1557 : tensor<2x14x14x1536xf32>
    %2555 = stablehlo.negate %2554 : tensor<2x14x14x1536xf32>
    %2556 = stablehlo.exponential %2555 : tensor<2x14x14x1536xf32>
    %2557 = stablehlo.constant dense<1.1283792e+00> : tensor<f32>
    %2558 = stablehlo.broadcast_in_dim %2557, dims = [] : (tensor<f32>) -> tensor<2x14x14x1536xf32>
    %2559 = stablehlo.multiply %2558, %2556 : tensor<2x14x14x1536xf32>
    %2560 = stablehlo.multiply %2552, %2559 : tensor<2x14x14x1536xf32>
    %2561 = stablehlo.multiply %2560, %1556 : tensor<2x14x14x1536xf32>
    %2562 = stablehlo.add %2553, %2561 : tensor<2x14x14x1536xf32>
    %2563 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2564 = stablehlo.reduce(%2562 init: %2563) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<2x14x14x1536xf32>, tensor<f32>) -> tensor<1536xf32>
    %2565 = stablehlo.dot_general %2562, %theta.features.5.7.block.3.w, contracting_dims = [3] x [1] : (tensor<2x14x14x1536xf32>, tensor<384x1536xf32>) -> tensor<2x14x14x384xf32>
    %2566 = stablehlo.dot_general %1551, %2562, contracting_dims = [0, 1, 2] x [0, 1, 2] : (tensor<2x14x14x384xf32>, tensor<2x14x14x1536xf32>) -> tensor<384x1536xf32>
    %2567 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2568 = stablehlo.reduce(%2565 init: %2567) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<2x14x14x384xf32>, tensor<f32>) -> tensor<384xf32>
    %2569 = stablehlo.multiply %2565, %1548 : tensor<2x14x14x384xf32>
    %2570 = stablehlo.multiply %2565, %1547 : tensor<2x14x14x384xf32>
    %2571 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2572 = stablehlo.reduce(%2570 init: %2571) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<2x14x14x384xf32>, tensor<f32>) -> tensor<384xf32>
    %2573 = stablehlo.multiply %2569, %1546 : tensor<2x14x14x384xf32>
    %2574 = stablehlo.multiply %2569, %1535 : tensor<2x14x14x384xf32>
    %2575 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2576 = stablehlo.reduce(%2574 init: %2575) applies stablehlo.add across dimensions = [3] : (tensor<2x14x14x384xf32>, tensor<f32>) -> tensor<2x14x14xf32>
    %2577 = stablehlo.constant dense<-2.000000e+00> : tensor<f32>
    %2578 = stablehlo.broadcast_in_dim %2577, dims = [] : (tensor<f32>) -> tensor<2x14x14xf32>
    %2579 = stablehlo.multiply %2578, %1544 : tensor<2x14x14xf32>
    %2580 = stablehlo.divide %1545, %2579 : tensor<2x14x14xf32>
    %2581 = stablehlo.multiply %2576, %2580 : tensor<2x14x14xf32>
    %2582 = stablehlo.multiply %2581, %1540 : tensor<2x14x14xf32>
    %2583 = stablehlo.broadcast_in_dim %2582, dims = [0, 1, 2] : (tensor<2x14x14xf32>) -> tensor<2x14x14x384xf32>
    %2584 = stablehlo.multiply %2583, %1535 : tensor<2x14x14x384xf32>
    %2585 = stablehlo.add %2573, %2584 : tensor<2x14x14x384xf32>
    %2586 = stablehlo.multiply %2583, %1535 : tensor<2x14x14x384xf32>
    %2587 = stablehlo.add %2585, %2586 : tensor<2x14x14x384xf32>
    %2588 = stablehlo.negate %2587 : tensor<2x14x14x384xf32>
    %2589 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2590 = stablehlo.reduce(%2588 init: %2589) applies stablehlo.add across dimensions = [3] : (tensor<2x14x14x384xf32>, tensor<f32>) -> tensor<2x14x14xf32>
    %2591 = stablehlo.multiply %2590, %1532 : tensor<2x14x14xf32>
    %2592 = stablehlo.broadcast_in_dim %2591, dims = [0, 1, 2] : (tensor<2x14x14xf32>) -> tensor<2x14x14x384xf32>
    %2593 = stablehlo.add %2587, %2592 : tensor<2x14x14x384xf32>
    %2594 = stablehlo.transpose %2593, dims = [0, 3, 1, 2] : (tensor<2x14x14x384xf32>) -> tensor<2x384x14x14xf32>
    %2595 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2596 = stablehlo.reduce(%2594 init: %2595) applies stablehlo.add across dimensions = [0, 2, 3] : (tensor<2x384x14x14xf32>, tensor<f32>) -> tensor<384xf32>
    %2597 = stablehlo.reshape %theta.features.5.7.block.0.w : (tensor<384x1x7x7xf32>) -> tensor<384x1x1x7x7xf32>
    %2598 = stablehlo.transpose %2597, dims = [1, 0, 2, 3, 4] : (tensor<384x1x1x7x7xf32>) -> tensor<1x384x1x7x7xf32>
    %2599 = stablehlo.reshape %2598 : (tensor<1x384x1x7x7xf32>) -> tensor<1x384x7x7xf32>
    %2600 = stablehlo.reverse %2599, dims = [2, 3] : tensor<1x384x7x7xf32>
    %2601 = stablehlo.convolution(%2594, %2600) dim_numbers = [b, f, 0, 1]x[i, o, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[3, 3], [3, 3]], lhs_dilate = [1, 1], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 384 : i64} : (tensor<2x384x14x14xf32>, tensor<1x384x7x7xf32>) -> tensor<2x384x14x14xf32>
    %2602 = stablehlo.add %2538, %2601 : tensor<2x384x14x14xf32>
    %2603 = stablehlo.convolution(%1524, %2594) dim_numbers = [f, b, 0, 1]x[i, o, 0, 1]->[f, b, 0, 1], window = {stride = [1, 1], pad = [[3, 3], [3, 3]], lhs_dilate = [1, 1], rhs_dilate = [1, 1]} {batch_group_count = 384 : i64, feature_group_count = 1 : i64} : (tensor<2x384x14x14xf32>, tensor<2x384x14x14xf32>) -> tensor<384x1x7x7xf32>
    %2604 = stablehlo.multiply %2602, %1522 : tensor<2x384x14x14xf32>
    %2605 = stablehlo.multiply %2604, %1455 : tensor<2x384x14x14xf32>
    %2606 = stablehlo.multiply %2604, %1453 : tensor<2x384x14x14xf32>
    %2607 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2608 = stablehlo.reduce(%2606 init: %2607) applies stablehlo.add across dimensions = [0, 2, 3] : (tensor<2x384x14x14xf32>, tensor<f32>) -> tensor<384xf32>
    %2609 = stablehlo.reshape %2608 : (tensor<384xf32>) -> tensor<384x1x1xf32>
    %2610 = stablehlo.transpose %2605, dims = [0, 2, 3, 1] : (tensor<2x384x14x14xf32>) -> tensor<2x14x14x384xf32>
    %2611 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2612 = stablehlo.reduce(%2610 init: %2611) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<2x14x14x384xf32>, tensor<f32>) -> tensor<384xf32>
    %2613 = stablehlo.dot_general %2610, %theta.features.5.6.block.5.w, contracting_dims = [3] x [1] : (tensor<2x14x14x384xf32>, tensor<1536x384xf32>) -> tensor<2x14x14x1536xf32>
    %2614 = stablehlo.dot_general %1449, %2610, contracting_dims = [0, 1, 2] x [0, 1, 2] : (tensor<2x14x14x1536xf32>, tensor<2x14x14x384xf32>) -> tensor<1536x384xf32>
    %2615 = stablehlo.multiply %2613, %1445 : tensor<2x14x14x1536xf32>
    %2616 = stablehlo.multiply %2613, %1448 : tensor<2x14x14x1536xf32>
    %2617 = stablehlo.multiply %2615, %1447 : tensor<2x14x14x1536xf32>
    %2618 = stablehlo.multiply %1441, %1441 : tensor<2x14x14x1536xf32>
    %2619 = stablehlo.negate %2618 : tensor<2x14x14x1536xf32>
    %2620 = stablehlo.exponential %2619 : tensor<2x14x14x1536xf32>
    %2621 = stablehlo.constant dense<1.1283792e+00> : tensor<f32>
    %2622 = stablehlo.broadcast_in_dim %2621, dims = [] : (tensor<f32>) -> tensor<2x14x14x1536xf32>
    %2623 = stablehlo.multiply %2622, %2620 : tensor<2x14x14x1536xf32>
    %2624 = stablehlo.multiply %2616, %2623 : tensor<2x14x14x1536xf32>
    %2625 = stablehlo.multiply %2624, %1440 : tensor<2x14x14x1536xf32>
    %2626 = stablehlo.add %2617, %2625 : tensor<2x14x14x1536xf32>
    %2627 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2628 = stablehlo.reduce(%2626 init: %2627) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<2x14x14x1536xf32>, tensor<f32>) -> tensor<1536xf32>
    %2629 = stablehlo.dot_general %2626, %theta.features.5.6.block.3.w, contracting_dims = [3] x [1] : (tensor<2x14x14x1536xf32>, tensor<384x1536xf32>) -> tensor<2x14x14x384xf32>
    %2630 = stablehlo.dot_general %1435, %2626, contracting_dims = [0, 1, 2] x [0, 1, 2] : (tensor<2x14x14x384xf32>, tensor<2x14x14x1536xf32>) -> tensor<384x1536xf32>
    %2631 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2632 = stablehlo.reduce(%2629 init: %2631) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<2x14x14x384xf32>, tensor<f32>) -> tensor<384xf32>
    %2633 = stablehlo.multiply %2629, %1432 : tensor<2x14x14x384xf32>
    %2634 = stablehlo.multiply %2629, %1431 : tensor<2x14x14x384xf32>
    %2635 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2636 = stablehlo.reduce(%2634 init: %2635) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<2x14x14x384xf32>, tensor<f32>) -> tensor<384xf32>
    %2637 = stablehlo.multiply %2633, %1430 : tensor<2x14x14x384xf32>
    %2638 = stablehlo.multiply %2633, %1419 : tensor<2x14x14x384xf32>
    %2639 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2640 = stablehlo.reduce(%2638 init: %2639) applies stablehlo.add across dimensions = [3] : (tensor<2x14x14x384xf32>, tensor<f32>) -> tensor<2x14x14xf32>
    %2641 = stablehlo.constant dense<-2.000000e+00> : tensor<f32>
    %2642 = stablehlo.broadcast_in_dim %2641, dims = [] : (tensor<f32>) -> tensor<2x14x14xf32>
    %2643 = stablehlo.multiply %2642, %1428 : tensor<2x14x14xf32>
    %2644 = stablehlo.divide %1429, %2643 : tensor<2x14x14xf32>
    %2645 = stablehlo.multiply %2640, %2644 : tensor<2x14x14xf32>
    %2646 = stablehlo.multiply %2645, %1424 : tensor<2x14x14xf32>
    %2647 = stablehlo.broadcast_in_dim %2646, dims = [0, 1, 2] : (tensor<2x14x14xf32>) -> tensor<2x14x14x384xf32>
    %2648 = stablehlo.multiply %2647, %1419 : tensor<2x14x14x384xf32>
    %2649 = stablehlo.add %2637, %2648 : tensor<2x14x14x384xf32>
    %2650 = stablehlo.multiply %2647, %1419 : tensor<2x14x14x384xf32>
    %2651 = stablehlo.add %2649, %2650 : tensor<2x14x14x384xf32>
    %2652 = stablehlo.negate %2651 : tensor<2x14x14x384xf32>
    %2653 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2654 = stablehlo.reduce(%2652 init: %2653) applies stablehlo.add across dimensions = [3] : (tensor<2x14x14x384xf32>, tensor<f32>) -> tensor<2x14x14xf32>
    %2655 = stablehlo.multiply %2654, %1416 : tensor<2x14x14xf32>
    %2656 = stablehlo.broadcast_in_dim %2655, dims = [0, 1, 2] : (tensor<2x14x14xf32>) -> tensor<2x14x14x384xf32>
    %2657 = stablehlo.add %2651, %2656 : tensor<2x14x14x384xf32>
    %2658 = stablehlo.transpose %2657, dims = [0, 3, 1, 2] : (tensor<2x14x14x384xf32>) -> tensor<2x384x14x14xf32>
    %2659 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2660 = stablehlo.reduce(%2658 init: %2659) applies stablehlo.add across dimensions = [0, 2, 3] : (tensor<2x384x14x14xf32>, tensor<f32>) -> tensor<384xf32>
    %2661 = stablehlo.reshape %theta.features.5.6.block.0.w : (tensor<384x1x7x7xf32>) -> tensor<384x1x1x7x7xf32>
    %2662 = stablehlo.transpose %2661, dims = [1, 0, 2, 3, 4] : (tensor<384x1x1x7x7xf32>) -> tensor<1x384x1x7x7xf32>
    %2663 = stablehlo.reshape %2662 : (tensor<1x384x1x7x7xf32>) -> tensor<1x384x7x7xf32>
    %2664 = stablehlo.reverse %2663, dims = [2, 3] : tensor<1x384x7x7xf32>
    %2665 = stablehlo.convolution(%2658, %2664) dim_numbers = [b, f, 0, 1]x[i, o, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[3, 3], [3, 3]], lhs_dilate = [1, 1], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 384 : i64} : (tensor<2x384x14x14xf32>, tensor<1x384x7x7xf32>) -> tensor<2x384x14x14xf32>
    %2666 = stablehlo.add %2602, %2665 : tensor<2x384x14x14xf32>
    %2667 = stablehlo.convolution(%1408, %2658) dim_numbers = [f, b, 0, 1]x[i, o, 0, 1]->[f, b, 0, 1], window = {stride = [1, 1], pad = [[3, 3], [3, 3]], lhs_dilate = [1, 1], rhs_dilate = [1, 1]} {batch_group_count = 384 : i64, feature_group_count = 1 : i64} : (tensor<2x384x14x14xf32>, tensor<2x384x14x14xf32>) -> tensor<384x1x7x7xf32>
    %2668 = stablehlo.multiply %2666, %1406 : tensor<2x384x14x14xf32>
    %2669 = stablehlo.multiply %2668, %1339 : tensor<2x384x14x14xf32>
    %2670 = stablehlo.multiply %2668, %1337 : tensor<2x384x14x14xf32>
    %2671 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2672 = stablehlo.reduce(%2670 init: %2671) applies stablehlo.add across dimensions = [0, 2, 3] : (tensor<2x384x14x14xf32>, tensor<f32>) -> tensor<384xf32>
    %2673 = stablehlo.reshape %2672 : (tensor<384xf32>) -> tensor<384x1x1xf32>
    %2674 = stablehlo.transpose %2669, dims = [0, 2, 3, 1] : (tensor<2x384x14x14xf32>) -> tensor<2x14x14x384xf32>
    %2675 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2676 = stablehlo.reduce(%2674 init: %2675) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<2x14x14x384xf32>, tensor<f32>) -> tensor<384xf32>
    %2677 = stablehlo.dot_general %2674, %theta.features.5.5.block.5.w, contracting_dims = [3] x [1] : (tensor<2x14x14x384xf32>, tensor<1536x384xf32>) -> tensor<2x14x14x1536xf32>
    %2678 = stablehlo.dot_general %1333, %2674, contracting_dims = [0, 1, 2] x [0, 1, 2] : (tensor<2x14x14x1536xf32>, tensor<2x14x14x384xf32>) -> tensor<1536x384xf32>
    %2679 = stablehlo.multiply %2677, %1329 : tensor<2x14x14x1536xf32>
    %2680 = stablehlo.multiply %2677, %1332 : tensor<2x14x14x1536xf32>
    %2681 = stablehlo.multiply %2679, %1331 : tensor<2x14x14x1536xf32>
    %2682 = stablehlo.multiply %1325, %1325 : tensor<2x14x14x1536xf32>
    %2683 = stablehlo.negate %2682 : tensor<2x14x14x1536xf32>
    %2684 = stablehlo.exponential %2683 : tensor<2x14x14x1536xf32>
    %2685 = stablehlo.constant dense<1.1283792e+00> : tensor<f32>
    %2686 = stablehlo.broadcast_in_dim %2685, dims = [] : (tensor<f32>) -> tensor<2x14x14x1536xf32>
    %2687 = stablehlo.multiply %2686, %2684 : tensor<2x14x14x1536xf32>
    %2688 = stablehlo.multiply %2680, %2687 : tensor<2x14x14x1536xf32>
    %2689 = stablehlo.multiply %2688, %1324 : tensor<2x14x14x1536xf32>
    %2690 = stablehlo.add %2681, %2689 : tensor<2x14x14x1536xf32>
    %2691 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2692 = stablehlo.reduce(%2690 init: %2691) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<2x14x14x1536xf32>, tensor<f32>) -> tensor<1536xf32>
    %2693 = stablehlo.dot_general %2690, %theta.features.5.5.block.3.w, contracting_dims = [3] x [1] : (tensor<2x14x14x1536xf32>, tensor<384x1536xf32>) -> tensor<2x14x14x384xf32>
    %2694 = stablehlo.dot_general %1319, %2690, contracting_dims = [0, 1, 2] x [0, 1, 2] : (tensor<2x14x14x384xf32>, tensor<2x14x14x1536xf32>) -> tensor<384x1536xf32>
    %2695 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2696 = stablehlo.reduce(%2693 init: %2695) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<2x14x14x384xf32>, tensor<f32>) -> tensor<384xf32>
    %2697 = stablehlo.multiply %2693, %1316 : tensor<2x14x14x384xf32>
    %2698 = stablehlo.multiply %2693, %1315 : tensor<2x14x14x384xf32>
    %2699 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2700 = stablehlo.reduce(%2698 init: %2699) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<2x14x14x384xf32>, tensor<f32>) -> tensor<384xf32>
    %2701 = stablehlo.multiply %2697, %1314 : tensor<2x14x14x384xf32>
    %2702 = stablehlo.multiply %2697, %1303 : tensor<2x14x14x384xf32>
    %2703 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2704 = stablehlo.reduce(%2702 init: %2703) applies stablehlo.add across dimensions = [3] : (tensor<2x14x14x384xf32>, tensor<f32>) -> tensor<2x14x14xf32>
    %2705 = stablehlo.constant dense<-2.000000e+00> : tensor<f32>
    %2706 = stablehlo.broadcast_in_dim %2705, dims = [] : (tensor<f32>) -> tensor<2x14x14xf32>
    %2707 = stablehlo.multiply %2706, %1312 : tensor<2x14x14xf32>
    %2708 = stablehlo.divide %1313, %2707 : tensor<2x14x14xf32>
    %2709 = stablehlo.multiply %2704, %2708 : tensor<2x14x14xf32>
    %2710 = stablehlo.multiply %2709, %1308 : tensor<2x14x14xf32>
    %2711 = stablehlo.broadcast_in_dim %2710, dims = [0, 1, 2] : (tensor<2x14x14xf32>) -> tensor<2x14x14x384xf32>
    %2712 = stablehlo.multiply %2711, %1303 : tensor<2x14x14x384xf32>
    %2713 = stablehlo.add %2701, %2712 : tensor<2x14x14x384xf32>
    %2714 = stablehlo.multiply %2711, %1303 : tensor<2x14x14x384xf32>
    %2715 = stablehlo.add %2713, %2714 : tensor<2x14x14x384xf32>
    %2716 = stablehlo.negate %2715 : tensor<2x14x14x384xf32>
    %2717 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2718 = stablehlo.reduce(%2716 init: %2717) applies stablehlo.add across dimensions = [3] : (tensor<2x14x14x384xf32>, tensor<f32>) -> tensor<2x14x14xf32>
    %2719 = stablehlo.multiply %2718, %1300 : tensor<2x14x14xf32>
    %2720 = stablehlo.broadcast_in_dim %2719, dims = [0, 1, 2] : (tensor<2x14x14xf32>) -> tensor<2x14x14x384xf32>
    %2721 = stablehlo.add %2715, %2720 : tensor<2x14x14x384xf32>
    %2722 = stablehlo.transpose %2721, dims = [0, 3, 1, 2] : (tensor<2x14x14x384xf32>) -> tensor<2x384x14x14xf32>
    %2723 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2724 = stablehlo.reduce(%2722 init: %2723) applies stablehlo.add across dimensions = [0, 2, 3] : (tensor<2x384x14x14xf32>, tensor<f32>) -> tensor<384xf32>
    %2725 = stablehlo.reshape %theta.features.5.5.block.0.w : (tensor<384x1x7x7xf32>) -> tensor<384x1x1x7x7xf32>
    %2726 = stablehlo.transpose %2725, dims = [1, 0, 2, 3, 4] : (tensor<384x1x1x7x7xf32>) -> tensor<1x384x1x7x7xf32>
    %2727 = stablehlo.reshape %2726 : (tensor<1x384x1x7x7xf32>) -> tensor<1x384x7x7xf32>
    %2728 = stablehlo.reverse %2727, dims = [2, 3] : tensor<1x384x7x7xf32>
    %2729 = stablehlo.convolution(%2722, %2728) dim_numbers = [b, f, 0, 1]x[i, o, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[3, 3], [3, 3]], lhs_dilate = [1, 1], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 384 : i64} : (tensor<2x384x14x14xf32>, tensor<1x384x7x7xf32>) -> tensor<2x384x14x14xf32>
    %2730 = stablehlo.add %2666, %2729 : tensor<2x384x14x14xf32>
    %2731 = stablehlo.convolution(%1292, %2722) dim_numbers = [f, b, 0, 1]x[i, o, 0, 1]->[f, b, 0, 1], window = {stride = [1, 1], pad = [[3, 3], [3, 3]], lhs_dilate = [1, 1], rhs_dilate = [1, 1]} {batch_group_count = 384 : i64, feature_group_count = 1 : i64} : (tensor<2x384x14x14xf32>, tensor<2x384x14x14xf32>) -> tensor<384x1x7x7xf32>
    %2732 = stablehlo.multiply %2730, %1290 : tensor<2x384x14x14xf32>
    %2733 = stablehlo.multiply %2732, %1223 : tensor<2x384x14x14xf32>
    %2734 = stablehlo.multiply %2732, %1221 : tensor<2x384x14x14xf32>
    %2735 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2736 = stablehlo.reduce(%2734 init: %2735) applies stablehlo.add across dimensions = [0, 2, 3] : (tensor<2x384x14x14xf32>, tensor<f32>) -> tensor<384xf32>
    %2737 = stablehlo.reshape %2736 : (tensor<384xf32>) -> tensor<384x1x1xf32>
    %2738 = stablehlo.transpose %2733, dims = [0, 2, 3, 1] : (tensor<2x384x14x14xf32>) -> tensor<2x14x14x384xf32>
    %2739 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2740 = stablehlo.reduce(%2738 init: %2739) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<2x14x14x384xf32>, tensor<f32>) -> tensor<384xf32>
    %2741 = stablehlo.dot_general %2738, %theta.features.5.4.block.5.w, contracting_dims = [3] x [1] : (tensor<2x14x14x384xf32>, tensor<1536x384xf32>) -> tensor<2x14x14x1536xf32>
    %2742 = stablehlo.dot_general %1217, %2738, contracting_dims = [0, 1, 2] x [0, 1, 2] : (tensor<2x14x14x1536xf32>, tensor<2x14x14x384xf32>) -> tensor<1536x384xf32>
    %2743 = stablehlo.multiply %2741, %1213 : tensor<2x14x14x1536xf32>
    %2744 = stablehlo.multiply %2741, %1216 : tensor<2x14x14x1536xf32>
    %2745 = stablehlo.multiply %2743, %1215 : tensor<2x14x14x1536xf32>
    %2746 = stablehlo.multiply %1209, %1209 : tensor<2x14x14x1536xf32>
    %2747 = stablehlo.negate %2746 : tensor<2x14x14x1536xf32>
    %2748 = stablehlo.exponential %2747 : tensor<2x14x14x1536xf32>
    %2749 = stablehlo.constant dense<1.1283792e+00> : tensor<f32>
    %2750 = stablehlo.broadcast_in_dim %2749, dims = [] : (tensor<f32>) -> tensor<2x14x14x1536xf32>
    %2751 = stablehlo.multiply %2750, %2748 : tensor<2x14x14x1536xf32>
    %2752 = stablehlo.multiply %2744, %2751 : tensor<2x14x14x1536xf32>
    %2753 = stablehlo.multiply %2752, %1208 : tensor<2x14x14x1536xf32>
    %2754 = stablehlo.add %2745, %2753 : tensor<2x14x14x1536xf32>
    %2755 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2756 = stablehlo.reduce(%2754 init: %2755) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<2x14x14x1536xf32>, tensor<f32>) -> tensor<1536xf32>
    %2757 = stablehlo.dot_general %2754, %theta.features.5.4.block.3.w, contracting_dims = [3] x [1] : (tensor<2x14x14x1536xf32>, tensor<384x1536xf32>) -> tensor<2x14x14x384xf32>
    %2758 = stablehlo.dot_general %1203, %2754, contracting_dims = [0, 1, 2] x [0, 1, 2] : (tensor<2x14x14x384xf32>, tensor<2x14x14x1536xf32>) -> tensor<384x1536xf32>
    %2759 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2760 = stablehlo.reduce(%2757 init: %2759) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<2x14x14x384xf32>, tensor<f32>) -> tensor<384xf32>
    %2761 = stablehlo.multiply %2757, %1200 : tensor<2x14x14x384xf32>
    %2762 = stablehlo.multiply %2757, %1199 : tensor<2x14x14x384xf32>
    %2763 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2764 = stablehlo.reduce(%2762 init: %2763) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<2x14x14x384xf32>, tensor<f32>) -> tensor<384xf32>
    %2765 = stablehlo.multiply %2761, %1198 : tensor<2x14x14x384xf32>
    %2766 = stablehlo.multiply %2761, %1187 : tensor<2x14x14x384xf32>
    %2767 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2768 = stablehlo.reduce(%2766 init: %2767) applies stablehlo.add across dimensions = [3] : (tensor<2x14x14x384xf32>, tensor<f32>) -> tensor<2x14x14xf32>
    %2769 = stablehlo.constant dense<-2.000000e+00> : tensor<f32>
    %2770 = stablehlo.broadcast_in_dim %2769, dims = [] : (tensor<f32>) -> tensor<2x14x14xf32>
    %2771 = stablehlo.multiply %2770, %1196 : tensor<2x14x14xf32>
    %2772 = stablehlo.divide %1197, %2771 : tensor<2x14x14xf32>
    %2773 = stablehlo.multiply %2768, %2772 : tensor<2x14x14xf32>
    %2774 = stablehlo.multiply %2773, %1192 : tensor<2x14x14xf32>
    %2775 = stablehlo.broadcast_in_dim %2774, dims = [0, 1, 2] : (tensor<2x14x14xf32>) -> tensor<2x14x14x384xf32>
    %2776 = stablehlo.multiply %2775, %1187 : tensor<2x14x14x384xf32>
    %2777 = stablehlo.add %2765, %2776 : tensor<2x14x14x384xf32>
    %2778 = stablehlo.multiply %2775, %1187 : tensor<2x14x14x384xf32>
    %2779 = stablehlo.add %2777, %2778 : tensor<2x14x14x384xf32>
    %2780 = stablehlo.negate %2779 : tensor<2x14x14x384xf32>
    %2781 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2782 = stablehlo.reduce(%2780 init: %2781) applies stablehlo.add across dimensions = [3] : (tensor<2x14x14x384xf32>, tensor<f32>) -> tensor<2x14x14xf32>
    %2783 = stablehlo.multiply %2782, %1184 : tensor<2x14x14xf32>
    %2784 = stablehlo.broadcast_in_dim %2783, dims = [0, 1, 2] : (tensor<2x14x14xf32>) -> tensor<2x14x14x384xf32>
    %2785 = stablehlo.add %2779, %2784 : tensor<2x14x14x384xf32>
    %2786 = stablehlo.transpose %2785, dims = [0, 3, 1, 2] : (tensor<2x14x14x384xf32>) -> tensor<2x384x14x14xf32>
    %2787 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2788 = stablehlo.reduce(%2786 init: %2787) applies stablehlo.add across dimensions = [0, 2, 3] : (tensor<2x384x14x14xf32>, tensor<f32>) -> tensor<384xf32>
    %2789 = stablehlo.reshape %theta.features.5.4.block.0.w : (tensor<384x1x7x7xf32>) -> tensor<384x1x1x7x7xf32>
    %2790 = stablehlo.transpose %2789, dims = [1, 0, 2, 3, 4] : (tensor<384x1x1x7x7xf32>) -> tensor<1x384x1x7x7xf32>
    %2791 = stablehlo.reshape %2790 : (tensor<1x384x1x7x7xf32>) -> tensor<1x384x7x7xf32>
    %2792 = stablehlo.reverse %2791, dims = [2, 3] : tensor<1x384x7x7xf32>
    %2793 = stablehlo.convolution(%2786, %2792) dim_numbers = [b, f, 0, 1]x[i, o, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[3, 3], [3, 3]], lhs_dilate = [1, 1], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 384 : i64} : (tensor<2x384x14x14xf32>, tensor<1x384x7x7xf32>) -> tensor<2x384x14x14xf32>
    %2794 = stablehlo.add %2730, %2793 : tensor<2x384x14x14xf32>
    %2795 = stablehlo.convolution(%1176, %2786) dim_numbers = [f, b, 0, 1]x[i, o, 0, 1]->[f, b, 0, 1], window = {stride = [1, 1], pad = [[3, 3], [3, 3]], lhs_dilate = [1, 1], rhs_dilate = [1, 1]} {batch_group_count = 384 : i64, feature_group_count = 1 : i64} : (tensor<2x384x14x14xf32>, tensor<2x384x14x14xf32>) -> tensor<384x1x7x7xf32>
    %2796 = stablehlo.multiply %2794, %1174 : tensor<2x384x14x14xf32>
    %2797 = stablehlo.multiply %2796, %1107 : tensor<2x384x14x14xf32>
    %2798 = stablehlo.multiply %2796, %1105 : tensor<2x384x14x14xf32>
    %2799 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2800 = stablehlo.reduce(%2798 init: %2799) applies stablehlo.add across dimensions = [0, 2, 3] : (tensor<2x384x14x14xf32>, tensor<f32>) -> tensor<384xf32>
    %2801 = stablehlo.reshape %2800 : (tensor<384xf32>) -> tensor<384x1x1xf32>
    %2802 = stablehlo.transpose %2797, dims = [0, 2, 3, 1] : (tensor<2x384x14x14xf32>) -> tensor<2x14x14x384xf32>
    %2803 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2804 = stablehlo.reduce(%2802 init: %2803) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<2x14x14x384xf32>, tensor<f32>) -> tensor<384xf32>
    %2805 = stablehlo.dot_general %2802, %theta.features.5.3.block.5.w, contracting_dims = [3] x [1] : (tensor<2x14x14x384xf32>, tensor<1536x384xf32>) -> tensor<2x14x14x1536xf32>
    %2806 = stablehlo.dot_general %1101, %2802, contracting_dims = [0, 1, 2] x [0, 1, 2] : (tensor<2x14x14x1536xf32>, tensor<2x14x14x384xf32>) -> tensor<1536x384xf32>
    %2807 = stablehlo.multiply %2805, %1097 : tensor<2x14x14x1536xf32>
    %2808 = stablehlo.multiply %2805, %1100 : tensor<2x14x14x1536xf32>
    %2809 = stablehlo.multiply %2807, %1099 : tensor<2x14x14x1536xf32>
    %2810 = stablehlo.multiply %1093, %1093 : tensor<2x14x14x1536xf32>
    %2811 = stablehlo.negate %2810 : tensor<2x14x14x1536xf32>
    %2812 = stablehlo.exponential %2811 : tensor<2x14x14x1536xf32>
    %2813 = stablehlo.constant dense<1.1283792e+00> : tensor<f32>
    %2814 = stablehlo.broadcast_in_dim %2813, dims = [] : (tensor<f32>) -> tensor<2x14x14x1536xf32>
    %2815 = stablehlo.multiply %2814, %2812 : tensor<2x14x14x1536xf32>
    %2816 = stablehlo.multiply %2808, %2815 : tensor<2x14x14x1536xf32>
    %2817 = stablehlo.multiply %2816, %1092 : tensor<2x14x14x1536xf32>
    %2818 = stablehlo.add %2809, %2817 : tensor<2x14x14x1536xf32>
    %2819 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2820 = stablehlo.reduce(%2818 init: %2819) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<2x14x14x1536xf32>, tensor<f32>) -> tensor<1536xf32>
    %2821 = stablehlo.dot_general %2818, %theta.features.5.3.block.3.w, contracting_dims = [3] x [1] : (tensor<2x14x14x1536xf32>, tensor<384x1536xf32>) -> tensor<2x14x14x384xf32>
    %2822 = stablehlo.dot_general %1087, %2818, contracting_dims = [0, 1, 2] x [0, 1, 2] : (tensor<2x14x14x384xf32>, tensor<2x14x14x1536xf32>) -> tensor<384x1536xf32>
    %2823 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2824 = stablehlo.reduce(%2821 init: %2823) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<2x14x14x384xf32>, tensor<f32>) -> tensor<384xf32>
    %2825 = stablehlo.multiply %2821, %1084 : tensor<2x14x14x384xf32>
    %2826 = stablehlo.multiply %2821, %1083 : tensor<2x14x14x384xf32>
    %2827 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2828 = stablehlo.reduce(%2826 init: %2827) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<2x14x14x384xf32>, tensor<f32>) -> tensor<384xf32>
    %2829 = stablehlo.multiply %2825, %1082 : tensor<2x14x14x384xf32>
    %2830 = stablehlo.multiply %2825, %1071 : tensor<2x14x14x384xf32>
    %2831 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2832 = stablehlo.reduce(%2830 init: %2831) applies stablehlo.add across dimensions = [3] : (tensor<2x14x14x384xf32>, tensor<f32>) -> tensor<2x14x14xf32>
    %2833 = stablehlo.constant dense<-2.000000e+00> : tensor<f32>
    %2834 = stablehlo.broadcast_in_dim %2833, dims = [] : (tensor<f32>) -> tensor<2x14x14xf32>
    %2835 = stablehlo.multiply %2834, %1080 : tensor<2x14x14xf32>
    %2836 = stablehlo.divide %1081, %2835 : tensor<2x14x14xf32>
    %2837 = stablehlo.multiply %2832, %2836 : tensor<2x14x14xf32>
    %2838 = stablehlo.multiply %2837, %1076 : tensor<2x14x14xf32>
    %2839 = stablehlo.broadcast_in_dim %2838, dims = [0, 1, 2] : (tensor<2x14x14xf32>) -> tensor<2x14x14x384xf32>
    %2840 = stablehlo.multiply %2839, %1071 : tensor<2x14x14x384xf32>
    %2841 = stablehlo.add %2829, %2840 : tensor<2x14x14x384xf32>
    %2842 = stablehlo.multiply %2839, %1071 : tensor<2x14x14x384xf32>
    %2843 = stablehlo.add %2841, %2842 : tensor<2x14x14x384xf32>
    %2844 = stablehlo.negate %2843 : tensor<2x14x14x384xf32>
    %2845 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2846 = stablehlo.reduce(%2844 init: %2845) applies stablehlo.add across dimensions = [3] : (tensor<2x14x14x384xf32>, tensor<f32>) -> tensor<2x14x14xf32>
    %2847 = stablehlo.multiply %2846, %1068 : tensor<2x14x14xf32>
    %2848 = stablehlo.broadcast_in_dim %2847, dims = [0, 1, 2] : (tensor<2x14x14xf32>) -> tensor<2x14x14x384xf32>
    %2849 = stablehlo.add %2843, %2848 : tensor<2x14x14x384xf32>
    %2850 = stablehlo.transpose %2849, dims = [0, 3, 1, 2] : (tensor<2x14x14x384xf32>) -> tensor<2x384x14x14xf32>
    %2851 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2852 = stablehlo.reduce(%2850 init: %2851) applies stablehlo.add across dimensions = [0, 2, 3] : (tensor<2x384x14x14xf32>, tensor<f32>) -> tensor<384xf32>
    %2853 = stablehlo.reshape %theta.features.5.3.block.0.w : (tensor<384x1x7x7xf32>) -> tensor<384x1x1x7x7xf32>
    %2854 = stablehlo.transpose %2853, dims = [1, 0, 2, 3, 4] : (tensor<384x1x1x7x7xf32>) -> tensor<1x384x1x7x7xf32>
    %2855 = stablehlo.reshape %2854 : (tensor<1x384x1x7x7xf32>) -> tensor<1x384x7x7xf32>
    %2856 = stablehlo.reverse %2855, dims = [2, 3] : tensor<1x384x7x7xf32>
    %2857 = stablehlo.convolution(%2850, %2856) dim_numbers = [b, f, 0, 1]x[i, o, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[3, 3], [3, 3]], lhs_dilate = [1, 1], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 384 : i64} : (tensor<2x384x14x14xf32>, tensor<1x384x7x7xf32>) -> tensor<2x384x14x14xf32>
    %2858 = stablehlo.add %2794, %2857 : tensor<2x384x14x14xf32>
    %2859 = stablehlo.convolution(%1060, %2850) dim_numbers = [f, b, 0, 1]x[i, o, 0, 1]->[f, b, 0, 1], window = {stride = [1, 1], pad = [[3, 3], [3, 3]], lhs_dilate = [1, 1], rhs_dilate = [1, 1]} {batch_group_count = 384 : i64, feature_group_count = 1 : i64} : (tensor<2x384x14x14xf32>, tensor<2x384x14x14xf32>) -> tensor<384x1x7x7xf32>
    %2860 = stablehlo.multiply %2858, %1058 : tensor<2x384x14x14xf32>
    %2861 = stablehlo.multiply %2860, %991 : tensor<2x384x14x14xf32>
    %2862 = stablehlo.multiply %2860, %989 : tensor<2x384x14x14xf32>
    %2863 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2864 = stablehlo.reduce(%2862 init: %2863) applies stablehlo.add across dimensions = [0, 2, 3] : (tensor<2x384x14x14xf32>, tensor<f32>) -> tensor<384xf32>
    %2865 = stablehlo.reshape %2864 : (tensor<384xf32>) -> tensor<384x1x1xf32>
    %2866 = stablehlo.transpose %2861, dims = [0, 2, 3, 1] : (tensor<2x384x14x14xf32>) -> tensor<2x14x14x384xf32>
    %2867 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2868 = stablehlo.reduce(%2866 init: %2867) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<2x14x14x384xf32>, tensor<f32>) -> tensor<384xf32>
    %2869 = stablehlo.dot_general %2866, %theta.features.5.2.block.5.w, contracting_dims = [3] x [1] : (tensor<2x14x14x384xf32>, tensor<1536x384xf32>) -> tensor<2x14x14x1536xf32>
    %2870 = stablehlo.dot_general %985, %2866, contracting_dims = [0, 1, 2] x [0, 1, 2] : (tensor<2x14x14x1536xf32>, tensor<2x14x14x384xf32>) -> tensor<1536x384xf32>
    %2871 = stablehlo.multiply %2869, %981 : tensor<2x14x14x1536xf32>
    %2872 = stablehlo.multiply %2869, %984 : tensor<2x14x14x1536xf32>
    %2873 = stablehlo.multiply %2871, %983 : tensor<2x14x14x1536xf32>
    %2874 = stablehlo.multiply %977, %977 : tensor<2x14x14x1536xf32>
    %2875 = stablehlo.negate %2874 : tensor<2x14x14x1536xf32>
    %2876 = stablehlo.exponential %2875 : tensor<2x14x14x1536xf32>
    %2877 = stablehlo.constant dense<1.1283792e+00> : tensor<f32>
    %2878 = stablehlo.broadcast_in_dim %2877, dims = [] : (tensor<f32>) -> tensor<2x14x14x1536xf32>
    %2879 = stablehlo.multiply %2878, %2876 : tensor<2x14x14x1536xf32>
    %2880 = stablehlo.multiply %2872, %2879 : tensor<2x14x14x1536xf32>
    %2881 = stablehlo.multiply %2880, %976 : tensor<2x14x14x1536xf32>
    %2882 = stablehlo.add %2873, %2881 : tensor<2x14x14x1536xf32>
    %2883 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2884 = stablehlo.reduce(%2882 init: %2883) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<2x14x14x1536xf32>, tensor<f32>) -> tensor<1536xf32>
    %2885 = stablehlo.dot_general %2882, %theta.features.5.2.block.3.w, contracting_dims = [3] x [1] : (tensor<2x14x14x1536xf32>, tensor<384x1536xf32>) -> tensor<2x14x14x384xf32>
    %2886 = stablehlo.dot_general %971, %2882, contracting_dims = [0, 1, 2] x [0, 1, 2] : (tensor<2x14x14x384xf32>, tensor<2x14x14x1536xf32>) -> tensor<384x1536xf32>
    %2887 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2888 = stablehlo.reduce(%2885 init: %2887) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<2x14x14x384xf32>, tensor<f32>) -> tensor<384xf32>
    %2889 = stablehlo.multiply %2885, %968 : tensor<2x14x14x384xf32>
    %2890 = stablehlo.multiply %2885, %967 : tensor<2x14x14x384xf32>
    %2891 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2892 = stablehlo.reduce(%2890 init: %2891) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<2x14x14x384xf32>, tensor<f32>) -> tensor<384xf32>
    %2893 = stablehlo.multiply %2889, %966 : tensor<2x14x14x384xf32>
    %2894 = stablehlo.multiply %2889, %955 : tensor<2x14x14x384xf32>
    %2895 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2896 = stablehlo.reduce(%2894 init: %2895) applies stablehlo.add across dimensions = [3] : (tensor<2x14x14x384xf32>, tensor<f32>) -> tensor<2x14x14xf32>
    %2897 = stablehlo.constant dense<-2.000000e+00> : tensor<f32>
    %2898 = stablehlo.broadcast_in_dim %2897, dims = [] : (tensor<f32>) -> tensor<2x14x14xf32>
    %2899 = stablehlo.multiply %2898, %964 : tensor<2x14x14xf32>
    %2900 = stablehlo.divide %965, %2899 : tensor<2x14x14xf32>
    %2901 = stablehlo.multiply %2896, %2900 : tensor<2x14x14xf32>
    %2902 = stablehlo.multiply %2901, %960 : tensor<2x14x14xf32>
    %2903 = stablehlo.broadcast_in_dim %2902, dims = [0, 1, 2] : (tensor<2x14x14xf32>) -> tensor<2x14x14x384xf32>
    %2904 = stablehlo.multiply %2903, %955 : tensor<2x14x14x384xf32>
    %2905 = stablehlo.add %2893, %2904 : tensor<2x14x14x384xf32>
    %2906 = stablehlo.multiply %2903, %955 : tensor<2x14x14x384xf32>
    %2907 = stablehlo.add %2905, %2906 : tensor<2x14x14x384xf32>
    %2908 = stablehlo.negate %2907 : tensor<2x14x14x384xf32>
    %2909 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2910 = stablehlo.reduce(%2908 init: %2909) applies stablehlo.add across dimensions = [3] : (tensor<2x14x14x384xf32>, tensor<f32>) -> tensor<2x14x14xf32>
    %2911 = stablehlo.multiply %2910, %952 : tensor<2x14x14xf32>
    %2912 = stablehlo.broadcast_in_dim %2911, dims = [0, 1, 2] : (tensor<2x14x14xf32>) -> tensor<2x14x14x384xf32>
    %2913 = stablehlo.add %2907, %2912 : tensor<2x14x14x384xf32>
    %2914 = stablehlo.transpose %2913, dims = [0, 3, 1, 2] : (tensor<2x14x14x384xf32>) -> tensor<2x384x14x14xf32>
    %2915 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2916 = stablehlo.reduce(%2914 init: %2915) applies stablehlo.add across dimensions = [0, 2, 3] : (tensor<2x384x14x14xf32>, tensor<f32>) -> tensor<384xf32>
    %2917 = stablehlo.reshape %theta.features.5.2.block.0.w : (tensor<384x1x7x7xf32>) -> tensor<384x1x1x7x7xf32>
    %2918 = stablehlo.transpose %2917, dims = [1, 0, 2, 3, 4] : (tensor<384x1x1x7x7xf32>) -> tensor<1x384x1x7x7xf32>
    %2919 = stablehlo.reshape %2918 : (tensor<1x384x1x7x7xf32>) -> tensor<1x384x7x7xf32>
    %2920 = stablehlo.reverse %2919, dims = [2, 3] : tensor<1x384x7x7xf32>
    %2921 = stablehlo.convolution(%2914, %2920) dim_numbers = [b, f, 0, 1]x[i, o, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[3, 3], [3, 3]], lhs_dilate = [1, 1], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 384 : i64} : (tensor<2x384x14x14xf32>, tensor<1x384x7x7xf32>) -> tensor<2x384x14x14xf32>
    %2922 = stablehlo.add %2858, %2921 : tensor<2x384x14x14xf32>
    %2923 = stablehlo.convolution(%944, %2914) dim_numbers = [f, b, 0, 1]x[i, o, 0, 1]->[f, b, 0, 1], window = {stride = [1, 1], pad = [[3, 3], [3, 3]], lhs_dilate = [1, 1], rhs_dilate = [1, 1]} {batch_group_count = 384 : i64, feature_group_count = 1 : i64} : (tensor<2x384x14x14xf32>, tensor<2x384x14x14xf32>) -> tensor<384x1x7x7xf32>
    %2924 = stablehlo.multiply %2922, %942 : tensor<2x384x14x14xf32>
    %2925 = stablehlo.multiply %2924, %875 : tensor<2x384x14x14xf32>
    %2926 = stablehlo.multiply %2924, %873 : tensor<2x384x14x14xf32>
    %2927 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2928 = stablehlo.reduce(%2926 init: %2927) applies stablehlo.add across dimensions = [0, 2, 3] : (tensor<2x384x14x14xf32>, tensor<f32>) -> tensor<384xf32>
    %2929 = stablehlo.reshape %2928 : (tensor<384xf32>) -> tensor<384x1x1xf32>
    %2930 = stablehlo.transpose %2925, dims = [0, 2, 3, 1] : (tensor<2x384x14x14xf32>) -> tensor<2x14x14x384xf32>
    %2931 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2932 = stablehlo.reduce(%2930 init: %2931) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<2x14x14x384xf32>, tensor<f32>) -> tensor<384xf32>
    %2933 = stablehlo.dot_general %2930, %theta.features.5.1.block.5.w, contracting_dims = [3] x [1] : (tensor<2x14x14x384xf32>, tensor<1536x384xf32>) -> tensor<2x14x14x1536xf32>
    %2934 = stablehlo.dot_general %869, %2930, contracting_dims = [0, 1, 2] x [0, 1, 2] : (tensor<2x14x14x1536xf32>, tensor<2x14x14x384xf32>) -> tensor<1536x384xf32>
    %2935 = stablehlo.multiply %2933, %865 : tensor<2x14x14x1536xf32>
    %2936 = stablehlo.multiply %2933, %868 : tensor<2x14x14x1536xf32>
    %2937 = stablehlo.multiply %2935, %867 : tensor<2x14x14x1536xf32>
    %2938 = stablehlo.multiply %861, %861 : tensor<2x14x14x1536xf32>
    %2939 = stablehlo.negate %2938 : tensor<2x14x14x1536xf32>
    %2940 = stablehlo.exponential %2939 : tensor<2x14x14x1536xf32>
    %2941 = stablehlo.constant dense<1.1283792e+00> : tensor<f32>
    %2942 = stablehlo.broadcast_in_dim %2941, dims = [] : (tensor<f32>) -> tensor<2x14x14x1536xf32>
    %2943 = stablehlo.multiply %2942, %2940 : tensor<2x14x14x1536xf32>
    %2944 = stablehlo.multiply %2936, %2943 : tensor<2x14x14x1536xf32>
    %2945 = stablehlo.multiply %2944, %860 : tensor<2x14x14x1536xf32>
    %2946 = stablehlo.add %2937, %2945 : tensor<2x14x14x1536xf32>
    %2947 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2948 = stablehlo.reduce(%2946 init: %2947) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<2x14x14x1536xf32>, tensor<f32>) -> tensor<1536xf32>
    %2949 = stablehlo.dot_general %2946, %theta.features.5.1.block.3.w, contracting_dims = [3] x [1] : (tensor<2x14x14x1536xf32>, tensor<384x1536xf32>) -> tensor<2x14x14x384xf32>
    %2950 = stablehlo.dot_general %855, %2946, contracting_dims = [0, 1, 2] x [0, 1, 2] : (tensor<2x14x14x384xf32>, tensor<2x14x14x1536xf32>) -> tensor<384x1536xf32>
    %2951 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2952 = stablehlo.reduce(%2949 init: %2951) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<2x14x14x384xf32>, tensor<f32>) -> tensor<384xf32>
    %2953 = stablehlo.multiply %2949, %852 : tensor<2x14x14x384xf32>
    %2954 = stablehlo.multiply %2949, %851 : tensor<2x14x14x384xf32>
    %2955 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2956 = stablehlo.reduce(%2954 init: %2955) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<2x14x14x384xf32>, tensor<f32>) -> tensor<384xf32>
    %2957 = stablehlo.multiply %2953, %850 : tensor<2x14x14x384xf32>
    %2958 = stablehlo.multiply %2953, %839 : tensor<2x14x14x384xf32>
    %2959 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2960 = stablehlo.reduce(%2958 init: %2959) applies stablehlo.add across dimensions = [3] : (tensor<2x14x14x384xf32>, tensor<f32>) -> tensor<2x14x14xf32>
    %2961 = stablehlo.constant dense<-2.000000e+00> : tensor<f32>
    %2962 = stablehlo.broadcast_in_dim %2961, dims = [] : (tensor<f32>) -> tensor<2x14x14xf32>
    %2963 = stablehlo.multiply %2962, %848 : tensor<2x14x14xf32>
    %2964 = stablehlo.divide %849, %2963 : tensor<2x14x14xf32>
    %2965 = stablehlo.multiply %2960, %2964 : tensor<2x14x14xf32>
    %2966 = stablehlo.multiply %2965, %844 : tensor<2x14x14xf32>
    %2967 = stablehlo.broadcast_in_dim %2966, dims = [0, 1, 2] : (tensor<2x14x14xf32>) -> tensor<2x14x14x384xf32>
    %2968 = stablehlo.multiply %2967, %839 : tensor<2x14x14x384xf32>
    %2969 = stablehlo.add %2957, %2968 : tensor<2x14x14x384xf32>
    %2970 = stablehlo.multiply %2967, %839 : tensor<2x14x14x384xf32>
    %2971 = stablehlo.add %2969, %2970 : tensor<2x14x14x384xf32>
    %2972 = stablehlo.negate %2971 : tensor<2x14x14x384xf32>
    %2973 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2974 = stablehlo.reduce(%2972 init: %2973) applies stablehlo.add across dimensions = [3] : (tensor<2x14x14x384xf32>, tensor<f32>) -> tensor<2x14x14xf32>
    %2975 = stablehlo.multiply %2974, %836 : tensor<2x14x14xf32>
    %2976 = stablehlo.broadcast_in_dim %2975, dims = [0, 1, 2] : (tensor<2x14x14xf32>) -> tensor<2x14x14x384xf32>
    %2977 = stablehlo.add %2971, %2976 : tensor<2x14x14x384xf32>
    %2978 = stablehlo.transpose %2977, dims = [0, 3, 1, 2] : (tensor<2x14x14x384xf32>) -> tensor<2x384x14x14xf32>
    %2979 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2980 = stablehlo.reduce(%2978 init: %2979) applies stablehlo.add across dimensions = [0, 2, 3] : (tensor<2x384x14x14xf32>, tensor<f32>) -> tensor<384xf32>
    %2981 = stablehlo.reshape %theta.features.5.1.block.0.w : (tensor<384x1x7x7xf32>) -> tensor<384x1x1x7x7xf32>
    %2982 = stablehlo.transpose %2981, dims = [1, 0, 2, 3, 4] : (tensor<384x1x1x7x7xf32>) -> tensor<1x384x1x7x7xf32>
    %2983 = stablehlo.reshape %2982 : (tensor<1x384x1x7x7xf32>) -> tensor<1x384x7x7xf32>
    %2984 = stablehlo.reverse %2983, dims = [2, 3] : tensor<1x384x7x7xf32>
    %2985 = stablehlo.convolution(%2978, %2984) dim_numbers = [b, f, 0, 1]x[i, o, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[3, 3], [3, 3]], lhs_dilate = [1, 1], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 384 : i64} : (tensor<2x384x14x14xf32>, tensor<1x384x7x7xf32>) -> tensor<2x384x14x14xf32>
    %2986 = stablehlo.add %2922, %2985 : tensor<2x384x14x14xf32>
    %2987 = stablehlo.convolution(%828, %2978) dim_numbers = [f, b, 0, 1]x[i, o, 0, 1]->[f, b, 0, 1], window = {stride = [1, 1], pad = [[3, 3], [3, 3]], lhs_dilate = [1, 1], rhs_dilate = [1, 1]} {batch_group_count = 384 : i64, feature_group_count = 1 : i64} : (tensor<2x384x14x14xf32>, tensor<2x384x14x14xf32>) -> tensor<384x1x7x7xf32>
    %2988 = stablehlo.multiply %2986, %826 : tensor<2x384x14x14xf32>
    %2989 = stablehlo.multiply %2988, %759 : tensor<2x384x14x14xf32>
    %2990 = stablehlo.multiply %2988, %757 : tensor<2x384x14x14xf32>
    %2991 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2992 = stablehlo.reduce(%2990 init: %2991) applies stablehlo.add across dimensions = [0, 2, 3] : (tensor<2x384x14x14xf32>, tensor<f32>) -> tensor<384xf32>
    %2993 = stablehlo.reshape %2992 : (tensor<384xf32>) -> tensor<384x1x1xf32>
    %2994 = stablehlo.transpose %2989, dims = [0, 2, 3, 1] : (tensor<2x384x14x14xf32>) -> tensor<2x14x14x384xf32>
    %2995 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2996 = stablehlo.reduce(%2994 init: %2995) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<2x14x14x384xf32>, tensor<f32>) -> tensor<384xf32>
    %2997 = stablehlo.dot_general %2994, %theta.features.5.0.block.5.w, contracting_dims = [3] x [1] : (tensor<2x14x14x384xf32>, tensor<1536x384xf32>) -> tensor<2x14x14x1536xf32>
    %2998 = stablehlo.dot_general %753, %2994, contracting_dims = [0, 1, 2] x [0, 1, 2] : (tensor<2x14x14x1536xf32>, tensor<2x14x14x384xf32>) -> tensor<1536x384xf32>
    %2999 = stablehlo.multiply %2997, %749 : tensor<2x14x14x1536xf32>
    %3000 = stablehlo.multiply %2997, %752 : tensor<2x14x14x1536xf32>
    %3001 = stablehlo.multiply %2999, %751 : tensor<2x14x14x1536xf32>
    %3002 = stablehlo.multiply %745, %745 : tensor<2x14x14x1536xf32>
    %3003 = stablehlo.negate %3002 : tensor<2x14x14x1536xf32>
    %3004 = stablehlo.exponential %3003 : tensor<2x14x14x1536xf32>
    %3005 = stablehlo.constant dense<1.1283792e+00> : tensor<f32>
    %3006 = stablehlo.broadcast_in_dim %3005, dims = [] : (tensor<f32>) -> tensor<2x14x14x1536xf32>
    %3007 = stablehlo.multiply %3006, %3004 : tensor<2x14x14x1536xf32>
    %3008 = stablehlo.multiply %3000, %3007 : tensor<2x14x14x1536xf32>
    %3009 = stablehlo.multiply %3008, %744 : tensor<2x14x14x1536xf32>
    %3010 = stablehlo.add %3001, %3009 : tensor<2x14x14x1536xf32>
    %3011 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3012 = stablehlo.reduce(%3010 init: %3011) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<2x14x14x1536xf32>, tensor<f32>) -> tensor<1536xf32>
    %3013 = stablehlo.dot_general %3010, %theta.features.5.0.block.3.w, contracting_dims = [3] x [1] : (tensor<2x14x14x1536xf32>, tensor<384x1536xf32>) -> tensor<2x14x14x384xf32>
    %3014 = stablehlo.dot_general %739, %3010, contracting_dims = [0, 1, 2] x [0, 1, 2] : (tensor<2x14x14x384xf32>, tensor<2x14x14x1536xf32>) -> tensor<384x1536xf32>
    %3015 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3016 = stablehlo.reduce(%3013 init: %3015) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<2x14x14x384xf32>, tensor<f32>) -> tensor<384xf32>
    %3017 = stablehlo.multiply %3013, %736 : tensor<2x14x14x384xf32>
    %3018 = stablehlo.multiply %3013, %735 : tensor<2x14x14x384xf32>
    %3019 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3020 = stablehlo.reduce(%3018 init: %3019) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<2x14x14x384xf32>, tensor<f32>) -> tensor<384xf32>
    %3021 = stablehlo.multiply %3017, %734 : tensor<2x14x14x384xf32>
    %3022 = stablehlo.multiply %3017, %723 : tensor<2x14x14x384xf32>
    %3023 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3024 = stablehlo.reduce(%3022 init: %3023) applies stablehlo.add across dimensions = [3] : (tensor<2x14x14x384xf32>, tensor<f32>) -> tensor<2x14x14xf32>
    %3025 = stablehlo.constant dense<-2.000000e+00> : tensor<f32>
    %3026 = stablehlo.broadcast_in_dim %3025, dims = [] : (tensor<f32>) -> tensor<2x14x14xf32>
    %3027 = stablehlo.multiply %3026, %732 : tensor<2x14x14xf32>
    %3028 = stablehlo.divide %733, %3027 : tensor<2x14x14xf32>
    %3029 = stablehlo.multiply %3024, %3028 : tensor<2x14x14xf32>
    %3030 = stablehlo.multiply %3029, %728 : tensor<2x14x14xf32>
    %3031 = stablehlo.broadcast_in_dim %3030, dims = [0, 1, 2] : (tensor<2x14x14xf32>) -> tensor<2x14x14x384xf32>
    %3032 = stablehlo.multiply %3031, %723 : tensor<2x14x14x384xf32>
    %3033 = stablehlo.add %3021, %3032 : tensor<2x14x14x384xf32>
    %3034 = stablehlo.multiply %3031, %723 : tensor<2x14x14x384xf32>
    %3035 = stablehlo.add %3033, %3034 : tensor<2x14x14x384xf32>
    %3036 = stablehlo.negate %3035 : tensor<2x14x14x384xf32>
    %3037 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3038 = stablehlo.reduce(%3036 init: %3037) applies stablehlo.add across dimensions = [3] : (tensor<2x14x14x384xf32>, tensor<f32>) -> tensor<2x14x14xf32>
    %3039 = stablehlo.multiply %3038, %720 : tensor<2x14x14xf32>
    %3040 = stablehlo.broadcast_in_dim %3039, dims = [0, 1, 2] : (tensor<2x14x14xf32>) -> tensor<2x14x14x384xf32>
    %3041 = stablehlo.add %3035, %3040 : tensor<2x14x14x384xf32>
    %3042 = stablehlo.transpose %3041, dims = [0, 3, 1, 2] : (tensor<2x14x14x384xf32>) -> tensor<2x384x14x14xf32>
    %3043 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3044 = stablehlo.reduce(%3042 init: %3043) applies stablehlo.add across dimensions = [0, 2, 3] : (tensor<2x384x14x14xf32>, tensor<f32>) -> tensor<384xf32>
    %3045 = stablehlo.reshape %theta.features.5.0.block.0.w : (tensor<384x1x7x7xf32>) -> tensor<384x1x1x7x7xf32>
    %3046 = stablehlo.transpose %3045, dims = [1, 0, 2, 3, 4] : (tensor<384x1x1x7x7xf32>) -> tensor<1x384x1x7x7xf32>
    %3047 = stablehlo.reshape %3046 : (tensor<1x384x1x7x7xf32>) -> tensor<1x384x7x7xf32>
    %3048 = stablehlo.reverse %3047, dims = [2, 3] : tensor<1x384x7x7xf32>
    %3049 = stablehlo.convolution(%3042, %3048) dim_numbers = [b, f, 0, 1]x[i, o, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[3, 3], [3, 3]], lhs_dilate = [1, 1], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 384 : i64} : (tensor<2x384x14x14xf32>, tensor<1x384x7x7xf32>) -> tensor<2x384x14x14xf32>
    %3050 = stablehlo.add %2986, %3049 : tensor<2x384x14x14xf32>
    %3051 = stablehlo.convolution(%712, %3042) dim_numbers = [f, b, 0, 1]x[i, o, 0, 1]->[f, b, 0, 1], window = {stride = [1, 1], pad = [[3, 3], [3, 3]], lhs_dilate = [1, 1], rhs_dilate = [1, 1]} {batch_group_count = 384 : i64, feature_group_count = 1 : i64} : (tensor<2x384x14x14xf32>, tensor<2x384x14x14xf32>) -> tensor<384x1x7x7xf32>
    %3052 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3053 = stablehlo.reduce(%3050 init: %3052) applies stablehlo.add across dimensions = [0, 2, 3] : (tensor<2x384x14x14xf32>, tensor<f32>) -> tensor<384xf32>
    %3054 = stablehlo.reverse %theta.features.4.1.w, dims = [2, 3] : tensor<384x192x2x2xf32>
    %3055 = stablehlo.convolution(%3050, %3054) dim_numbers = [b, f, 0, 1]x[i, o, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [2, 2], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<2x384x14x14xf32>, tensor<384x192x2x2xf32>) -> tensor<2x192x28x28xf32>
    %3056 = stablehlo.convolution(%709, %3050) dim_numbers = [f, b, 0, 1]x[i, o, 0, 1]->[f, b, 0, 1], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [2, 2]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<2x192x28x28xf32>, tensor<2x384x14x14xf32>) -> tensor<384x192x2x2xf32>
    %3057 = stablehlo.transpose %3055, dims = [0, 2, 3, 1] : (tensor<2x192x28x28xf32>) -> tensor<2x28x28x192xf32>
    %3058 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3059 = stablehlo.reduce(%3057 init: %3058) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<2x28x28x192xf32>, tensor<f32>) -> tensor<192xf32>
    %3060 = stablehlo.multiply %3057, %705 : tensor<2x28x28x192xf32>
    %3061 = stablehlo.multiply %3057, %704 : tensor<2x28x28x192xf32>
    %3062 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3063 = stablehlo.reduce(%3061 init: %3062) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<2x28x28x192xf32>, tensor<f32>) -> tensor<192xf32>
    %3064 = stablehlo.multiply %3060, %703 : tensor<2x28x28x192xf32>
    %3065 = stablehlo.multiply %3060, %692 : tensor<2x28x28x192xf32>
    %3066 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3067 = stablehlo.reduce(%3065 init: %3066) applies stablehlo.add across dimensions = [3] : (tensor<2x28x28x192xf32>, tensor<f32>) -> tensor<2x28x28xf32>
    %3068 = stablehlo.constant dense<-2.000000e+00> : tensor<f32>
    %3069 = stablehlo.broadcast_in_dim %3068, dims = [] : (tensor<f32>) -> tensor<2x28x28xf32>
    %3070 = stablehlo.multiply %3069, %701 : tensor<2x28x28xf32>
    %3071 = stablehlo.divide %702, %3070 : tensor<2x28x28xf32>
    %3072 = stablehlo.multiply %3067, %3071 : tensor<2x28x28xf32>
    %3073 = stablehlo.multiply %3072, %697 : tensor<2x28x28xf32>
    %3074 = stablehlo.broadcast_in_dim %3073, dims = [0, 1, 2] : (tensor<2x28x28xf32>) -> tensor<2x28x28x192xf32>
    %3075 = stablehlo.multiply %3074, %692 : tensor<2x28x28x192xf32>
    %3076 = stablehlo.add %3064, %3075 : tensor<2x28x28x192xf32>
    %3077 = stablehlo.multiply %3074, %692 : tensor<2x28x28x192xf32>
    %3078 = stablehlo.add %3076, %3077 : tensor<2x28x28x192xf32>
    %3079 = stablehlo.negate %3078 : tensor<2x28x28x192xf32>
    %3080 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3081 = stablehlo.reduce(%3079 init: %3080) applies stablehlo.add across dimensions = [3] : (tensor<2x28x28x192xf32>, tensor<f32>) -> tensor<2x28x28xf32>
    %3082 = stablehlo.multiply %3081, %689 : tensor<2x28x28xf32>
    %3083 = stablehlo.broadcast_in_dim %3082, dims = [0, 1, 2] : (tensor<2x28x28xf32>) -> tensor<2x28x28x192xf32>
    %3084 = stablehlo.add %3078, %3083 : tensor<2x28x28x192xf32>
    %3085 = stablehlo.transpose %3084, dims = [0, 3, 1, 2] : (tensor<2x28x28x192xf32>) -> tensor<2x192x28x28xf32>
    %3086 = stablehlo.multiply %3085, %682 : tensor<2x192x28x28xf32>
    %3087 = stablehlo.multiply %3086, %615 : tensor<2x192x28x28xf32>
    %3088 = stablehlo.multiply %3086, %613 : tensor<2x192x28x28xf32>
    %3089 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3090 = stablehlo.reduce(%3088 init: %3089) applies stablehlo.add across dimensions = [0, 2, 3] : (tensor<2x192x28x28xf32>, tensor<f32>) -> tensor<192xf32>
    %3091 = stablehlo.reshape %3090 : (tensor<192xf32>) -> tensor<192x1x1xf32>
    %3092 = stablehlo.transpose %3087, dims = [0, 2, 3, 1] : (tensor<2x192x28x28xf32>) -> tensor<2x28x28x192xf32>
    %3093 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3094 = stablehlo.reduce(%3092 init: %3093) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<2x28x28x192xf32>, tensor<f32>) -> tensor<192xf32>
    %3095 = stablehlo.dot_general %3092, %theta.features.3.2.block.5.w, contracting_dims = [3] x [1] : (tensor<2x28x28x192xf32>, tensor<768x192xf32>) -> tensor<2x28x28x768xf32>
    %3096 = stablehlo.dot_general %609, %3092, contracting_dims = [0, 1, 2] x [0, 1, 2] : (tensor<2x28x28x768xf32>, tensor<2x28x28x192xf32>) -> tensor<768x192xf32>
    %3097 = stablehlo.multiply %3095, %605 : tensor<2x28x28x768xf32>
    %3098 = stablehlo.multiply %3095, %608 : tensor<2x28x28x768xf32>
    %3099 = stablehlo.multiply %3097, %607 : tensor<2x28x28x768xf32>
    %3100 = stablehlo.multiply %601, %601 : tensor<2x28x28x768xf32>
    %3101 = stablehlo.negate %3100 : tensor<2x28x28x768xf32>
    %3102 = stablehlo.exponential %3101 : tensor<2x28x28x768xf32>
    %3103 = stablehlo.constant dense<1.1283792e+00> : tensor<f32>
    %3104 = stablehlo.broadcast_in_dim %3103, dims = [] : (tensor<f32>) -> tensor<2x28x28x768xf32>
    %3105 = stablehlo.multiply %3104, %3102 : tensor<2x28x28x768xf32>
    %3106 = stablehlo.multiply %3098, %3105 : tensor<2x28x28x768xf32>
    %3107 = stablehlo.multiply %3106, %600 : tensor<2x28x28x768xf32>
    %3108 = stablehlo.add %3099, %3107 : tensor<2x28x28x768xf32>
    %3109 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3110 = stablehlo.reduce(%3108 init: %3109) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<2x28x28x768xf32>, tensor<f32>) -> tensor<768xf32>
    %3111 = stablehlo.dot_general %3108, %theta.features.3.2.block.3.w, contracting_dims = [3] x [1] : (tensor<2x28x28x768xf32>, tensor<192x768xf32>) -> tensor<2x28x28x192xf32>
    %3112 = stablehlo.dot_general %595, %3108, contracting_dims = [0, 1, 2] x [0, 1, 2] : (tensor<2x28x28x192xf32>, tensor<2x28x28x768xf32>) -> tensor<192x768xf32>
    %3113 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3114 = stablehlo.reduce(%3111 init: %3113) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<2x28x28x192xf32>, tensor<f32>) -> tensor<192xf32>
    %3115 = stablehlo.multiply %3111, %592 : tensor<2x28x28x192xf32>
    %3116 = stablehlo.multiply %3111, %591 : tensor<2x28x28x192xf32>
    %3117 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3118 = stablehlo.reduce(%3116 init: %3117) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<2x28x28x192xf32>, tensor<f32>) -> tensor<192xf32>
    %3119 = stablehlo.multiply %3115, %590 : tensor<2x28x28x192xf32>
    %3120 = stablehlo.multiply %3115, %579 : tensor<2x28x28x192xf32>
    %3121 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3122 = stablehlo.reduce(%3120 init: %3121) applies stablehlo.add across dimensions = [3] : (tensor<2x28x28x192xf32>, tensor<f32>) -> tensor<2x28x28xf32>
    %3123 = stablehlo.constant dense<-2.000000e+00> : tensor<f32>
    %3124 = stablehlo.broadcast_in_dim %3123, dims = [] : (tensor<f32>) -> tensor<2x28x28xf32>
    %3125 = stablehlo.multiply %3124, %588 : tensor<2x28x28xf32>
    %3126 = stablehlo.divide %589, %3125 : tensor<2x28x28xf32>
    %3127 = stablehlo.multiply %3122, %3126 : tensor<2x28x28xf32>
    %3128 = stablehlo.multiply %3127, %584 : tensor<2x28x28xf32>
    %3129 = stablehlo.broadcast_in_dim %3128, dims = [0, 1, 2] : (tensor<2x28x28xf32>) -> tensor<2x28x28x192xf32>
    %3130 = stablehlo.multiply %3129, %579 : tensor<2x28x28x192xf32>
    %3131 = stablehlo.add %3119, %3130 : tensor<2x28x28x192xf32>
    %3132 = stablehlo.multiply %3129, %579 : tensor<2x28x28x192xf32>
    %3133 = stablehlo.add %3131, %3132 : tensor<2x28x28x192xf32>
    %3134 = stablehlo.negate %3133 : tensor<2x28x28x192xf32>
    %3135 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3136 = stablehlo.reduce(%3134 init: %3135) applies stablehlo.add across dimensions = [3] : (tensor<2x28x28x192xf32>, tensor<f32>) -> tensor<2x28x28xf32>
    %3137 = stablehlo.multiply %3136, %576 : tensor<2x28x28xf32>
    %3138 = stablehlo.broadcast_in_dim %3137, dims = [0, 1, 2] : (tensor<2x28x28xf32>) -> tensor<2x28x28x192xf32>
    %3139 = stablehlo.add %3133, %3138 : tensor<2x28x28x192xf32>
    %3140 = stablehlo.transpose %3139, dims = [0, 3, 1, 2] : (tensor<2x28x28x192xf32>) -> tensor<2x192x28x28xf32>
    %3141 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3142 = stablehlo.reduce(%3140 init: %3141) applies stablehlo.add across dimensions = [0, 2, 3] : (tensor<2x192x28x28xf32>, tensor<f32>) -> tensor<192xf32>
    %3143 = stablehlo.reshape %theta.features.3.2.block.0.w : (tensor<192x1x7x7xf32>) -> tensor<192x1x1x7x7xf32>
    %3144 = stablehlo.transpose %3143, dims = [1, 0, 2, 3, 4] : (tensor<192x1x1x7x7xf32>) -> tensor<1x192x1x7x7xf32>
    %3145 = stablehlo.reshape %3144 : (tensor<1x192x1x7x7xf32>) -> tensor<1x192x7x7xf32>
    %3146 = stablehlo.reverse %3145, dims = [2, 3] : tensor<1x192x7x7xf32>
    %3147 = stablehlo.convolution(%3140, %3146) dim_numbers = [b, f, 0, 1]x[i, o, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[3, 3], [3, 3]], lhs_dilate = [1, 1], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 192 : i64} : (tensor<2x192x28x28xf32>, tensor<1x192x7x7xf32>) -> tensor<2x192x28x28xf32>
    %3148 = stablehlo.add %3085, %3147 : tensor<2x192x28x28xf32>
    %3149 = stablehlo.convolution(%568, %3140) dim_numbers = [f, b, 0, 1]x[i, o, 0, 1]->[f, b, 0, 1], window = {stride = [1, 1], pad = [[3, 3], [3, 3]], lhs_dilate = [1, 1], rhs_dilate = [1, 1]} {batch_group_count = 192 : i64, feature_group_count = 1 : i64} : (tensor<2x192x28x28xf32>, tensor<2x192x28x28xf32>) -> tensor<192x1x7x7xf32>
    %3150 = stablehlo.multiply %3148, %566 : tensor<2x192x28x28xf32>
    %3151 = stablehlo.multiply %3150, %499 : tensor<2x192x28x28xf32>
    %3152 = stablehlo.multiply %3150, %497 : tensor<2x192x28x28xf32>
    %3153 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3154 = stablehlo.reduce(%3152 init: %3153) applies stablehlo.add across dimensions = [0, 2, 3] : (tensor<2x192x28x28xf32>, tensor<f32>) -> tensor<192xf32>
    %3155 = stablehlo.reshape %3154 : (tensor<192xf32>) -> tensor<192x1x1xf32>
    %3156 = stablehlo.transpose %3151, dims = [0, 2, 3, 1] : (tensor<2x192x28x28xf32>) -> tensor<2x28x28x192xf32>
    %3157 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3158 = stablehlo.reduce(%3156 init: %3157) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<2x28x28x192xf32>, tensor<f32>) -> tensor<192xf32>
    %3159 = stablehlo.dot_general %3156, %theta.features.3.1.block.5.w, contracting_dims = [3] x [1] : (tensor<2x28x28x192xf32>, tensor<768x192xf32>) -> tensor<2x28x28x768xf32>
    %3160 = stablehlo.dot_general %493, %3156, contracting_dims = [0, 1, 2] x [0, 1, 2] : (tensor<2x28x28x768xf32>, tensor<2x28x28x192xf32>) -> tensor<768x192xf32>
    %3161 = stablehlo.multiply %3159, %489 : tensor<2x28x28x768xf32>
    %3162 = stablehlo.multiply %3159, %492 : tensor<2x28x28x768xf32>
    %3163 = stablehlo.multiply %3161, %491 : tensor<2x28x28x768xf32>
    %3164 = stablehlo.multiply %485, %485 : tensor<2x28x28x768xf32>
    %3165 = stablehlo.negate %3164 : tensor<2x28x28x768xf32>
    %3166 = stablehlo.exponential %3165 : tensor<2x28x28x768xf32>
    %3167 = stablehlo.constant dense<1.1283792e+00> : tensor<f32>
    %3168 = stablehlo.broadcast_in_dim %3167, dims = [] : (tensor<f32>) -> tensor<2x28x28x768xf32>
    %3169 = stablehlo.multiply %3168, %3166 : tensor<2x28x28x768xf32>
    %3170 = stablehlo.multiply %3162, %3169 : tensor<2x28x28x768xf32>
    %3171 = stablehlo.multiply %3170, %484 : tensor<2x28x28x768xf32>
    %3172 = stablehlo.add %3163, %3171 : tensor<2x28x28x768xf32>
    %3173 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3174 = stablehlo.reduce(%3172 init: %3173) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<2x28x28x768xf32>, tensor<f32>) -> tensor<768xf32>
    %3175 = stablehlo.dot_general %3172, %theta.features.3.1.block.3.w, contracting_dims = [3] x [1] : (tensor<2x28x28x768xf32>, tensor<192x768xf32>) -> tensor<2x28x28x192xf32>
    %3176 = stablehlo.dot_general %479, %3172, contracting_dims = [0, 1, 2] x [0, 1, 2] : (tensor<2x28x28x192xf32>, tensor<2x28x28x768xf32>) -> tensor<192x768xf32>
    %3177 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3178 = stablehlo.reduce(%3175 init: %3177) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<2x28x28x192xf32>, tensor<f32>) -> tensor<192xf32>
    %3179 = stablehlo.multiply %3175, %476 : tensor<2x28x28x192xf32>
    %3180 = stablehlo.multiply %3175, %475 : tensor<2x28x28x192xf32>
    %3181 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3182 = stablehlo.reduce(%3180 init: %3181) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<2x28x28x192xf32>, tensor<f32>) -> tensor<192xf32>
    %3183 = stablehlo.multiply %3179, %474 : tensor<2x28x28x192xf32>
    %3184 = stablehlo.multiply %3179, %463 : tensor<2x28x28x192xf32>
    %3185 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3186 = stablehlo.reduce(%3184 init: %3185) applies stablehlo.add across dimensions = [3] : (tensor<2x28x28x192xf32>, tensor<f32>) -> tensor<2x28x28xf32>
    %3187 = stablehlo.constant dense<-2.000000e+00> : tensor<f32>
    %3188 = stablehlo.broadcast_in_dim %3187, dims = [] : (tensor<f32>) -> tensor<2x28x28xf32>
    %3189 = stablehlo.multiply %3188, %472 : tensor<2x28x28xf32>
    %3190 = stablehlo.divide %473, %3189 : tensor<2x28x28xf32>
    %3191 = stablehlo.multiply %3186, %3190 : tensor<2x28x28xf32>
    %3192 = stablehlo.multiply %3191, %468 : tensor<2x28x28xf32>
    %3193 = stablehlo.broadcast_in_dim %3192, dims = [0, 1, 2] : (tensor<2x28x28xf32>) -> tensor<2x28x28x192xf32>
    %3194 = stablehlo.multiply %3193, %463 : tensor<2x28x28x192xf32>
    %3195 = stablehlo.add %3183, %3194 : tensor<2x28x28x192xf32>
    %3196 = stablehlo.multiply %3193, %463 : tensor<2x28x28x192xf32>
    %3197 = stablehlo.add %3195, %3196 : tensor<2x28x28x192xf32>
    %3198 = stablehlo.negate %3197 : tensor<2x28x28x192xf32>
    %3199 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3200 = stablehlo.reduce(%3198 init: %3199) applies stablehlo.add across dimensions = [3] : (tensor<2x28x28x192xf32>, tensor<f32>) -> tensor<2x28x28xf32>
    %3201 = stablehlo.multiply %3200, %460 : tensor<2x28x28xf32>
    %3202 = stablehlo.broadcast_in_dim %3201, dims = [0, 1, 2] : (tensor<2x28x28xf32>) -> tensor<2x28x28x192xf32>
    %3203 = stablehlo.add %3197, %3202 : tensor<2x28x28x192xf32>
    %3204 = stablehlo.transpose %3203, dims = [0, 3, 1, 2] : (tensor<2x28x28x192xf32>) -> tensor<2x192x28x28xf32>
    %3205 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3206 = stablehlo.reduce(%3204 init: %3205) applies stablehlo.add across dimensions = [0, 2, 3] : (tensor<2x192x28x28xf32>, tensor<f32>) -> tensor<192xf32>
    %3207 = stablehlo.reshape %theta.features.3.1.block.0.w : (tensor<192x1x7x7xf32>) -> tensor<192x1x1x7x7xf32>
    %3208 = stablehlo.transpose %3207, dims = [1, 0, 2, 3, 4] : (tensor<192x1x1x7x7xf32>) -> tensor<1x192x1x7x7xf32>
    %3209 = stablehlo.reshape %3208 : (tensor<1x192x1x7x7xf32>) -> tensor<1x192x7x7xf32>
    %3210 = stablehlo.reverse %3209, dims = [2, 3] : tensor<1x192x7x7xf32>
    %3211 = stablehlo.convolution(%3204, %3210) dim_numbers = [b, f, 0, 1]x[i, o, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[3, 3], [3, 3]], lhs_dilate = [1, 1], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 192 : i64} : (tensor<2x192x28x28xf32>, tensor<1x192x7x7xf32>) -> tensor<2x192x28x28xf32>
    %3212 = stablehlo.add %3148, %3211 : tensor<2x192x28x28xf32>
    %3213 = stablehlo.convolution(%452, %3204) dim_numbers = [f, b, 0, 1]x[i, o, 0, 1]->[f, b, 0, 1], window = {stride = [1, 1], pad = [[3, 3], [3, 3]], lhs_dilate = [1, 1], rhs_dilate = [1, 1]} {batch_group_count = 192 : i64, feature_group_count = 1 : i64} : (tensor<2x192x28x28xf32>, tensor<2x192x28x28xf32>) -> tensor<192x1x7x7xf32>
    %3214 = stablehlo.multiply %3212, %450 : tensor<2x192x28x28xf32>
    %3215 = stablehlo.multiply %3214, %383 : tensor<2x192x28x28xf32>
    %3216 = stablehlo.multiply %3214, %381 : tensor<2x192x28x28xf32>
    %3217 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3218 = stablehlo.reduce(%3216 init: %3217) applies stablehlo.add across dimensions = [0, 2, 3] : (tensor<2x192x28x28xf32>, tensor<f32>) -> tensor<192xf32>
    %3219 = stablehlo.reshape %3218 : (tensor<192xf32>) -> tensor<192x1x1xf32>
    %3220 = stablehlo.transpose %3215, dims = [0, 2, 3, 1] : (tensor<2x192x28x28xf32>) -> tensor<2x28x28x192xf32>
    %3221 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3222 = stablehlo.reduce(%3220 init: %3221) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<2x28x28x192xf32>, tensor<f32>) -> tensor<192xf32>
    %3223 = stablehlo.dot_general %3220, %theta.features.3.0.block.5.w, contracting_dims = [3] x [1] : (tensor<2x28x28x192xf32>, tensor<768x192xf32>) -> tensor<2x28x28x768xf32>
    %3224 = stablehlo.dot_general %377, %3220, contracting_dims = [0, 1, 2] x [0, 1, 2] : (tensor<2x28x28x768xf32>, tensor<2x28x28x192xf32>) -> tensor<768x192xf32>
    %3225 = stablehlo.multiply %3223, %373 : tensor<2x28x28x768xf32>
    %3226 = stablehlo.multiply %3223, %376 : tensor<2x28x28x768xf32>
    %3227 = stablehlo.multiply %3225, %375 : tensor<2x28x28x768xf32>
    %3228 = stablehlo.multiply %369, %369 : tensor<2x28x28x768xf32>
    %3229 = stablehlo.negate %3228 : tensor<2x28x28x768xf32>
    %3230 = stablehlo.exponential %3229 : tensor<2x28x28x768xf32>
    %3231 = stablehlo.constant dense<1.1283792e+00> : tensor<f32>
    %3232 = stablehlo.broadcast_in_dim %3231, dims = [] : (tensor<f32>) -> tensor<2x28x28x768xf32>
    %3233 = stablehlo.multiply %3232, %3230 : tensor<2x28x28x768xf32>
    %3234 = stablehlo.multiply %3226, %3233 : tensor<2x28x28x768xf32>
    %3235 = stablehlo.multiply %3234, %368 : tensor<2x28x28x768xf32>
    %3236 = stablehlo.add %3227, %3235 : tensor<2x28x28x768xf32>
    %3237 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3238 = stablehlo.reduce(%3236 init: %3237) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<2x28x28x768xf32>, tensor<f32>) -> tensor<768xf32>
    %3239 = stablehlo.dot_general %3236, %theta.features.3.0.block.3.w, contracting_dims = [3] x [1] : (tensor<2x28x28x768xf32>, tensor<192x768xf32>) -> tensor<2x28x28x192xf32>
    %3240 = stablehlo.dot_general %363, %3236, contracting_dims = [0, 1, 2] x [0, 1, 2] : (tensor<2x28x28x192xf32>, tensor<2x28x28x768xf32>) -> tensor<192x768xf32>
    %3241 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3242 = stablehlo.reduce(%3239 init: %3241) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<2x28x28x192xf32>, tensor<f32>) -> tensor<192xf32>
    %3243 = stablehlo.multiply %3239, %360 : tensor<2x28x28x192xf32>
    %3244 = stablehlo.multiply %3239, %359 : tensor<2x28x28x192xf32>
    %3245 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3246 = stablehlo.reduce(%3244 init: %3245) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<2x28x28x192xf32>, tensor<f32>) -> tensor<192xf32>
    %3247 = stablehlo.multiply %3243, %358 : tensor<2x28x28x192xf32>
    %3248 = stablehlo.multiply %3243, %347 : tensor<2x28x28x192xf32>
    %3249 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3250 = stablehlo.reduce(%3248 init: %3249) applies stablehlo.add across dimensions = [3] : (tensor<2x28x28x192xf32>, tensor<f32>) -> tensor<2x28x28xf32>
    %3251 = stablehlo.constant dense<-2.000000e+00> : tensor<f32>
    %3252 = stablehlo.broadcast_in_dim %3251, dims = [] : (tensor<f32>) -> tensor<2x28x28xf32>
    %3253 = stablehlo.multiply %3252, %356 : tensor<2x28x28xf32>
    %3254 = stablehlo.divide %357, %3253 : tensor<2x28x28xf32>
    %3255 = stablehlo.multiply %3250, %3254 : tensor<2x28x28xf32>
    %3256 = stablehlo.multiply %3255, %352 : tensor<2x28x28xf32>
    %3257 = stablehlo.broadcast_in_dim %3256, dims = [0, 1, 2] : (tensor<2x28x28xf32>) -> tensor<2x28x28x192xf32>
    %3258 = stablehlo.multiply %3257, %347 : tensor<2x28x28x192xf32>
    %3259 = stablehlo.add %3247, %3258 : tensor<2x28x28x192xf32>
    %3260 = stablehlo.multiply %3257, %347 : tensor<2x28x28x192xf32>
    %3261 = stablehlo.add %3259, %3260 : tensor<2x28x28x192xf32>
    %3262 = stablehlo.negate %3261 : tensor<2x28x28x192xf32>
    %3263 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3264 = stablehlo.reduce(%3262 init: %3263) applies stablehlo.add across dimensions = [3] : (tensor<2x28x28x192xf32>, tensor<f32>) -> tensor<2x28x28xf32>
    %3265 = stablehlo.multiply %3264, %344 : tensor<2x28x28xf32>
    %3266 = stablehlo.broadcast_in_dim %3265, dims = [0, 1, 2] : (tensor<2x28x28xf32>) -> tensor<2x28x28x192xf32>
    %3267 = stablehlo.add %3261, %3266 : tensor<2x28x28x192xf32>
    %3268 = stablehlo.transpose %3267, dims = [0, 3, 1, 2] : (tensor<2x28x28x192xf32>) -> tensor<2x192x28x28xf32>
    %3269 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3270 = stablehlo.reduce(%3268 init: %3269) applies stablehlo.add across dimensions = [0, 2, 3] : (tensor<2x192x28x28xf32>, tensor<f32>) -> tensor<192xf32>
    %3271 = stablehlo.reshape %theta.features.3.0.block.0.w : (tensor<192x1x7x7xf32>) -> tensor<192x1x1x7x7xf32>
    %3272 = stablehlo.transpose %3271, dims = [1, 0, 2, 3, 4] : (tensor<192x1x1x7x7xf32>) -> tensor<1x192x1x7x7xf32>
    %3273 = stablehlo.reshape %3272 : (tensor<1x192x1x7x7xf32>) -> tensor<1x192x7x7xf32>
    %3274 = stablehlo.reverse %3273, dims = [2, 3] : tensor<1x192x7x7xf32>
    %3275 = stablehlo.convolution(%3268, %3274) dim_numbers = [b, f, 0, 1]x[i, o, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[3, 3], [3, 3]], lhs_dilate = [1, 1], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 192 : i64} : (tensor<2x192x28x28xf32>, tensor<1x192x7x7xf32>) -> tensor<2x192x28x28xf32>
    %3276 = stablehlo.add %3212, %3275 : tensor<2x192x28x28xf32>
    %3277 = stablehlo.convolution(%336, %3268) dim_numbers = [f, b, 0, 1]x[i, o, 0, 1]->[f, b, 0, 1], window = {stride = [1, 1], pad = [[3, 3], [3, 3]], lhs_dilate = [1, 1], rhs_dilate = [1, 1]} {batch_group_count = 192 : i64, feature_group_count = 1 : i64} : (tensor<2x192x28x28xf32>, tensor<2x192x28x28xf32>) -> tensor<192x1x7x7xf32>
    %3278 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3279 = stablehlo.reduce(%3276 init: %3278) applies stablehlo.add across dimensions = [0, 2, 3] : (tensor<2x192x28x28xf32>, tensor<f32>) -> tensor<192xf32>
    %3280 = stablehlo.reverse %theta.features.2.1.w, dims = [2, 3] : tensor<192x96x2x2xf32>
    %3281 = stablehlo.convolution(%3276, %3280) dim_numbers = [b, f, 0, 1]x[i, o, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [2, 2], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<2x192x28x28xf32>, tensor<192x96x2x2xf32>) -> tensor<2x96x56x56xf32>
    %3282 = stablehlo.convolution(%333, %3276) dim_numbers = [f, b, 0, 1]x[i, o, 0, 1]->[f, b, 0, 1], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [2, 2]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<2x96x56x56xf32>, tensor<2x192x28x28xf32>) -> tensor<192x96x2x2xf32>
    %3283 = stablehlo.transpose %3281, dims = [0, 2, 3, 1] : (tensor<2x96x56x56xf32>) -> tensor<2x56x56x96xf32>
    %3284 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3285 = stablehlo.reduce(%3283 init: %3284) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<2x56x56x96xf32>, tensor<f32>) -> tensor<96xf32>
    %3286 = stablehlo.multiply %3283, %329 : tensor<2x56x56x96xf32>
    %3287 = stablehlo.multiply %3283, %328 : tensor<2x56x56x96xf32>
    %3288 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3289 = stablehlo.reduce(%3287 init: %3288) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<2x56x56x96xf32>, tensor<f32>) -> tensor<96xf32>
    %3290 = stablehlo.multiply %3286, %327 : tensor<2x56x56x96xf32>
    %3291 = stablehlo.multiply %3286, %316 : tensor<2x56x56x96xf32>
    %3292 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3293 = stablehlo.reduce(%3291 init: %3292) applies stablehlo.add across dimensions = [3] : (tensor<2x56x56x96xf32>, tensor<f32>) -> tensor<2x56x56xf32>
    %3294 = stablehlo.constant dense<-2.000000e+00> : tensor<f32>
    %3295 = stablehlo.broadcast_in_dim %3294, dims = [] : (tensor<f32>) -> tensor<2x56x56xf32>
    %3296 = stablehlo.multiply %3295, %325 : tensor<2x56x56xf32>
    %3297 = stablehlo.divide %326, %3296 : tensor<2x56x56xf32>
    %3298 = stablehlo.multiply %3293, %3297 : tensor<2x56x56xf32>
    %3299 = stablehlo.multiply %3298, %321 : tensor<2x56x56xf32>
    %3300 = stablehlo.broadcast_in_dim %3299, dims = [0, 1, 2] : (tensor<2x56x56xf32>) -> tensor<2x56x56x96xf32>
    %3301 = stablehlo.multiply %3300, %316 : tensor<2x56x56x96xf32>
    %3302 = stablehlo.add %3290, %3301 : tensor<2x56x56x96xf32>
    %3303 = stablehlo.multiply %3300, %316 : tensor<2x56x56x96xf32>
    %3304 = stablehlo.add %3302, %3303 : tensor<2x56x56x96xf32>
    %3305 = stablehlo.negate %3304 : tensor<2x56x56x96xf32>
    %3306 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3307 = stablehlo.reduce(%3305 init: %3306) applies stablehlo.add across dimensions = [3] : (tensor<2x56x56x96xf32>, tensor<f32>) -> tensor<2x56x56xf32>
    %3308 = stablehlo.multiply %3307, %313 : tensor<2x56x56xf32>
    %3309 = stablehlo.broadcast_in_dim %3308, dims = [0, 1, 2] : (tensor<2x56x56xf32>) -> tensor<2x56x56x96xf32>
    %3310 = stablehlo.add %3304, %3309 : tensor<2x56x56x96xf32>
    %3311 = stablehlo.transpose %3310, dims = [0, 3, 1, 2] : (tensor<2x56x56x96xf32>) -> tensor<2x96x56x56xf32>
    %3312 = stablehlo.multiply %3311, %306 : tensor<2x96x56x56xf32>
    %3313 = stablehlo.multiply %3312, %239 : tensor<2x96x56x56xf32>
    %3314 = stablehlo.multiply %3312, %237 : tensor<2x96x56x56xf32>
    %3315 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3316 = stablehlo.reduce(%3314 init: %3315) applies stablehlo.add across dimensions = [0, 2, 3] : (tensor<2x96x56x56xf32>, tensor<f32>) -> tensor<96xf32>
    %3317 = stablehlo.reshape %3316 : (tensor<96xf32>) -> tensor<96x1x1xf32>
    %3318 = stablehlo.transpose %3313, dims = [0, 2, 3, 1] : (tensor<2x96x56x56xf32>) -> tensor<2x56x56x96xf32>
    %3319 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3320 = stablehlo.reduce(%3318 init: %3319) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<2x56x56x96xf32>, tensor<f32>) -> tensor<96xf32>
    %3321 = stablehlo.dot_general %3318, %theta.features.1.2.block.5.w, contracting_dims = [3] x [1] : (tensor<2x56x56x96xf32>, tensor<384x96xf32>) -> tensor<2x56x56x384xf32>
    %3322 = stablehlo.dot_general %233, %3318, contracting_dims = [0, 1, 2] x [0, 1, 2] : (tensor<2x56x56x384xf32>, tensor<2x56x56x96xf32>) -> tensor<384x96xf32>
    %3323 = stablehlo.multiply %3321, %229 : tensor<2x56x56x384xf32>
    %3324 = stablehlo.multiply %3321, %232 : tensor<2x56x56x384xf32>
    %3325 = stablehlo.multiply %3323, %231 : tensor<2x56x56x384xf32>
    %3326 = stablehlo.multiply %225, %225 : tensor<2x56x56x384xf32>
    %3327 = stablehlo.negate %3326 : tensor<2x56x56x384xf32>
    %3328 = stablehlo.exponential %3327 : tensor<2x56x56x384xf32>
    %3329 = stablehlo.constant dense<1.1283792e+00> : tensor<f32>
    %3330 = stablehlo.broadcast_in_dim %3329, dims = [] : (tensor<f32>) -> tensor<2x56x56x384xf32>
    %3331 = stablehlo.multiply %3330, %3328 : tensor<2x56x56x384xf32>
    %3332 = stablehlo.multiply %3324, %3331 : tensor<2x56x56x384xf32>
    %3333 = stablehlo.multiply %3332, %224 : tensor<2x56x56x384xf32>
    %3334 = stablehlo.add %3325, %3333 : tensor<2x56x56x384xf32>
    %3335 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3336 = stablehlo.reduce(%3334 init: %3335) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<2x56x56x384xf32>, tensor<f32>) -> tensor<384xf32>
    %3337 = stablehlo.dot_general %3334, %theta.features.1.2.block.3.w, contracting_dims = [3] x [1] : (tensor<2x56x56x384xf32>, tensor<96x384xf32>) -> tensor<2x56x56x96xf32>
    %3338 = stablehlo.dot_general %219, %3334, contracting_dims = [0, 1, 2] x [0, 1, 2] : (tensor<2x56x56x96xf32>, tensor<2x56x56x384xf32>) -> tensor<96x384xf32>
    %3339 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3340 = stablehlo.reduce(%3337 init: %3339) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<2x56x56x96xf32>, tensor<f32>) -> tensor<96xf32>
    %3341 = stablehlo.multiply %3337, %216 : tensor<2x56x56x96xf32>
    %3342 = stablehlo.multiply %3337, %215 : tensor<2x56x56x96xf32>
    %3343 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3344 = stablehlo.reduce(%3342 init: %3343) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<2x56x56x96xf32>, tensor<f32>) -> tensor<96xf32>
    %3345 = stablehlo.multiply %3341, %214 : tensor<2x56x56x96xf32>
    %3346 = stablehlo.multiply %3341, %203 : tensor<2x56x56x96xf32>
    %3347 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3348 = stablehlo.reduce(%3346 init: %3347) applies stablehlo.add across dimensions = [3] : (tensor<2x56x56x96xf32>, tensor<f32>) -> tensor<2x56x56xf32>
    %3349 = stablehlo.constant dense<-2.000000e+00> : tensor<f32>
    %3350 = stablehlo.broadcast_in_dim %3349, dims = [] : (tensor<f32>) -> tensor<2x56x56xf32>
    %3351 = stablehlo.multiply %3350, %212 : tensor<2x56x56xf32>
    %3352 = stablehlo.divide %213, %3351 : tensor<2x56x56xf32>
    %3353 = stablehlo.multiply %3348, %3352 : tensor<2x56x56xf32>
    %3354 = stablehlo.multiply %3353, %208 : tensor<2x56x56xf32>
    %3355 = stablehlo.broadcast_in_dim %3354, dims = [0, 1, 2] : (tensor<2x56x56xf32>) -> tensor<2x56x56x96xf32>
    %3356 = stablehlo.multiply %3355, %203 : tensor<2x56x56x96xf32>
    %3357 = stablehlo.add %3345, %3356 : tensor<2x56x56x96xf32>
    %3358 = stablehlo.multiply %3355, %203 : tensor<2x56x56x96xf32>
    %3359 = stablehlo.add %3357, %3358 : tensor<2x56x56x96xf32>
    %3360 = stablehlo.negate %3359 : tensor<2x56x56x96xf32>
    %3361 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3362 = stablehlo.reduce(%3360 init: %3361) applies stablehlo.add across dimensions = [3] : (tensor<2x56x56x96xf32>, tensor<f32>) -> tensor<2x56x56xf32>
    %3363 = stablehlo.multiply %3362, %200 : tensor<2x56x56xf32>
    %3364 = stablehlo.broadcast_in_dim %3363, dims = [0, 1, 2] : (tensor<2x56x56xf32>) -> tensor<2x56x56x96xf32>
    %3365 = stablehlo.add %3359, %3364 : tensor<2x56x56x96xf32>
    %3366 = stablehlo.transpose %3365, dims = [0, 3, 1, 2] : (tensor<2x56x56x96xf32>) -> tensor<2x96x56x56xf32>
    %3367 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3368 = stablehlo.reduce(%3366 init: %3367) applies stablehlo.add across dimensions = [0, 2, 3] : (tensor<2x96x56x56xf32>, tensor<f32>) -> tensor<96xf32>
    %3369 = stablehlo.reshape %theta.features.1.2.block.0.w : (tensor<96x1x7x7xf32>) -> tensor<96x1x1x7x7xf32>
    %3370 = stablehlo.transpose %3369, dims = [1, 0, 2, 3, 4] : (tensor<96x1x1x7x7xf32>) -> tensor<1x96x1x7x7xf32>
    %3371 = stablehlo.reshape %3370 : (tensor<1x96x1x7x7xf32>) -> tensor<1x96x7x7xf32>
    %3372 = stablehlo.reverse %3371, dims = [2, 3] : tensor<1x96x7x7xf32>
    %3373 = stablehlo.convolution(%3366, %3372) dim_numbers = [b, f, 0, 1]x[i, o, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[3, 3], [3, 3]], lhs_dilate = [1, 1], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 96 : i64} : (tensor<2x96x56x56xf32>, tensor<1x96x7x7xf32>) -> tensor<2x96x56x56xf32>
    %3374 = stablehlo.add %3311, %3373 : tensor<2x96x56x56xf32>
    %3375 = stablehlo.convolution(%192, %3366) dim_numbers = [f, b, 0, 1]x[i, o, 0, 1]->[f, b, 0, 1], window = {stride = [1, 1], pad = [[3, 3], [3, 3]], lhs_dilate = [1, 1], rhs_dilate = [1, 1]} {batch_group_count = 96 : i64, feature_group_count = 1 : i64} : (tensor<2x96x56x56xf32>, tensor<2x96x56x56xf32>) -> tensor<96x1x7x7xf32>
    %3376 = stablehlo.multiply %3374, %190 : tensor<2x96x56x56xf32>
    %3377 = stablehlo.multiply %3376, %123 : tensor<2x96x56x56xf32>
    %3378 = stablehlo.multiply %3376, %121 : tensor<2x96x56x56xf32>
    %3379 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3380 = stablehlo.reduce(%3378 init: %3379) applies stablehlo.add across dimensions = [0, 2, 3] : (tensor<2x96x56x56xf32>, tensor<f32>) -> tensor<96xf32>
    %3381 = stablehlo.reshape %3380 : (tensor<96xf32>) -> tensor<96x1x1xf32>
    %3382 = stablehlo.transpose %3377, dims = [0, 2, 3, 1] : (tensor<2x96x56x56xf32>) -> tensor<2x56x56x96xf32>
    %3383 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3384 = stablehlo.reduce(%3382 init: %3383) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<2x56x56x96xf32>, tensor<f32>) -> tensor<96xf32>
    %3385 = stablehlo.dot_general %3382, %theta.features.1.1.block.5.w, contracting_dims = [3] x [1] : (tensor<2x56x56x96xf32>, tensor<384x96xf32>) -> tensor<2x56x56x384xf32>
    %3386 = stablehlo.dot_general %117, %3382, contracting_dims = [0, 1, 2] x [0, 1, 2] : (tensor<2x56x56x384xf32>, tensor<2x56x56x96xf32>) -> tensor<384x96xf32>
    %3387 = stablehlo.multiply %3385, %113 : tensor<2x56x56x384xf32>
    %3388 = stablehlo.multiply %3385, %116 : tensor<2x56x56x384xf32>
    %3389 = stablehlo.multiply %3387, %115 : tensor<2x56x56x384xf32>
    %3390 = stablehlo.multiply %109, %109 : tensor<2x56x56x384xf32>
    %3391 = stablehlo.negate %3390 : tensor<2x56x56x384xf32>
    %3392 = stablehlo.exponential %3391 : tensor<2x56x56x384xf32>
    %3393 = stablehlo.constant dense<1.1283792e+00> : tensor<f32>
    %3394 = stablehlo.broadcast_in_dim %3393, dims = [] : (tensor<f32>) -> tensor<2x56x56x384xf32>
    %3395 = stablehlo.multiply %3394, %3392 : tensor<2x56x56x384xf32>
    %3396 = stablehlo.multiply %3388, %3395 : tensor<2x56x56x384xf32>
    %3397 = stablehlo.multiply %3396, %108 : tensor<2x56x56x384xf32>
    %3398 = stablehlo.add %3389, %3397 : tensor<2x56x56x384xf32>
    %3399 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3400 = stablehlo.reduce(%3398 init: %3399) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<2x56x56x384xf32>, tensor<f32>) -> tensor<384xf32>
    %3401 = stablehlo.dot_general %3398, %theta.features.1.1.block.3.w, contracting_dims = [3] x [1] : (tensor<2x56x56x384xf32>, tensor<96x384xf32>) -> tensor<2x56x56x96xf32>
    %3402 = stablehlo.dot_general %103, %3398, contracting_dims = [0, 1, 2] x [0, 1, 2] : (tensor<2x56x56x96xf32>, tensor<2x56x56x384xf32>) -> tensor<96x384xf32>
    %3403 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3404 = stablehlo.reduce(%3401 init: %3403) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<2x56x56x96xf32>, tensor<f32>) -> tensor<96xf32>
    %3405 = stablehlo.multiply %3401, %100 : tensor<2x56x56x96xf32>
    %3406 = stablehlo.multiply %3401, %99 : tensor<2x56x56x96xf32>
    %3407 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3408 = stablehlo.reduce(%3406 init: %3407) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<2x56x56x96xf32>, tensor<f32>) -> tensor<96xf32>
    %3409 = stablehlo.multiply %3405, %98 : tensor<2x56x56x96xf32>
    %3410 = stablehlo.multiply %3405, %87 : tensor<2x56x56x96xf32>
    %3411 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3412 = stablehlo.reduce(%3410 init: %3411) applies stablehlo.add across dimensions = [3] : (tensor<2x56x56x96xf32>, tensor<f32>) -> tensor<2x56x56xf32>
    %3413 = stablehlo.constant dense<-2.000000e+00> : tensor<f32>
    %3414 = stablehlo.broadcast_in_dim %3413, dims = [] : (tensor<f32>) -> tensor<2x56x56xf32>
    %3415 = stablehlo.multiply %3414, %96 : tensor<2x56x56xf32>
    %3416 = stablehlo.divide %97, %3415 : tensor<2x56x56xf32>
    %3417 = stablehlo.multiply %3412, %3416 : tensor<2x56x56xf32>
    %3418 = stablehlo.multiply %3417, %92 : tensor<2x56x56xf32>
    %3419 = stablehlo.broadcast_in_dim %3418, dims = [0, 1, 2] : (tensor<2x56x56xf32>) -> tensor<2x56x56x96xf32>
    %3420 = stablehlo.multiply %3419, %87 : tensor<2x56x56x96xf32>
    %3421 = stablehlo.add %3409, %3420 : tensor<2x56x56x96xf32>
    %3422 = stablehlo.multiply %3419, %87 : tensor<2x56x56x96xf32>
    %3423 = stablehlo.add %3421, %3422 : tensor<2x56x56x96xf32>
    %3424 = stablehlo.negate %3423 : tensor<2x56x56x96xf32>
    %3425 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3426 = stablehlo.reduce(%3424 init: %3425) applies stablehlo.add across dimensions = [3] : (tensor<2x56x56x96xf32>, tensor<f32>) -> tensor<2x56x56xf32>
    %3427 = stablehlo.multiply %3426, %84 : tensor<2x56x56xf32>
    %3428 = stablehlo.broadcast_in_dim %3427, dims = [0, 1, 2] : (tensor<2x56x56xf32>) -> tensor<2x56x56x96xf32>
    %3429 = stablehlo.add %3423, %3428 : tensor<2x56x56x96xf32>
    %3430 = stablehlo.transpose %3429, dims = [0, 3, 1, 2] : (tensor<2x56x56x96xf32>) -> tensor<2x96x56x56xf32>
    %3431 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3432 = stablehlo.reduce(%3430 init: %3431) applies stablehlo.add across dimensions = [0, 2, 3] : (tensor<2x96x56x56xf32>, tensor<f32>) -> tensor<96xf32>
    %3433 = stablehlo.reshape %theta.features.1.1.block.0.w : (tensor<96x1x7x7xf32>) -> tensor<96x1x1x7x7xf32>
    %3434 = stablehlo.transpose %3433, dims = [1, 0, 2, 3, 4] : (tensor<96x1x1x7x7xf32>) -> tensor<1x96x1x7x7xf32>
    %3435 = stablehlo.reshape %3434 : (tensor<1x96x1x7x7xf32>) -> tensor<1x96x7x7xf32>
    %3436 = stablehlo.reverse %3435, dims = [2, 3] : tensor<1x96x7x7xf32>
    %3437 = stablehlo.convolution(%3430, %3436) dim_numbers = [b, f, 0, 1]x[i, o, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[3, 3], [3, 3]], lhs_dilate = [1, 1], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 96 : i64} : (tensor<2x96x56x56xf32>, tensor<1x96x7x7xf32>) -> tensor<2x96x56x56xf32>
    %3438 = stablehlo.add %3374, %3437 : tensor<2x96x56x56xf32>
    %3439 = stablehlo.convolution(%76, %3430) dim_numbers = [f, b, 0, 1]x[i, o, 0, 1]->[f, b, 0, 1], window = {stride = [1, 1], pad = [[3, 3], [3, 3]], lhs_dilate = [1, 1], rhs_dilate = [1, 1]} {batch_group_count = 96 : i64, feature_group_count = 1 : i64} : (tensor<2x96x56x56xf32>, tensor<2x96x56x56xf32>) -> tensor<96x1x7x7xf32>
    %3440 = stablehlo.multiply %3438, %74 : tensor<2x96x56x56xf32>
    %3441 = stablehlo.multiply %3438, %72 : tensor<2x96x56x56xf32>
    %3442 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3443 = stablehlo.reduce(%3441 init: %3442) applies stablehlo.add across dimensions = [0, 2, 3] : (tensor<2x96x56x56xf32>, tensor<f32>) -> tensor<96xf32>
    %3444 = stablehlo.reshape %3443 : (tensor<96xf32>) -> tensor<96x1x1xf32>
    %3445 = stablehlo.transpose %3440, dims = [0, 2, 3, 1] : (tensor<2x96x56x56xf32>) -> tensor<2x56x56x96xf32>
    %3446 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3447 = stablehlo.reduce(%3445 init: %3446) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<2x56x56x96xf32>, tensor<f32>) -> tensor<96xf32>
    %3448 = stablehlo.dot_general %3445, %theta.features.1.0.block.5.w, contracting_dims = [3] x [1] : (tensor<2x56x56x96xf32>, tensor<384x96xf32>) -> tensor<2x56x56x384xf32>
    %3449 = stablehlo.dot_general %68, %3445, contracting_dims = [0, 1, 2] x [0, 1, 2] : (tensor<2x56x56x384xf32>, tensor<2x56x56x96xf32>) -> tensor<384x96xf32>
    %3450 = stablehlo.multiply %3448, %64 : tensor<2x56x56x384xf32>
    %3451 = stablehlo.multiply %3448, %67 : tensor<2x56x56x384xf32>
    %3452 = stablehlo.multiply %3450, %66 : tensor<2x56x56x384xf32>
    %3453 = stablehlo.multiply %60, %60 : tensor<2x56x56x384xf32>
    %3454 = stablehlo.negate %3453 : tensor<2x56x56x384xf32>
    %3455 = stablehlo.exponential %3454 : tensor<2x56x56x384xf32>
    %3456 = stablehlo.constant dense<1.1283792e+00> : tensor<f32>
    %3457 = stablehlo.broadcast_in_dim %3456, dims = [] : (tensor<f32>) -> tensor<2x56x56x384xf32>
    %3458 = stablehlo.multiply %3457, %3455 : tensor<2x56x56x384xf32>
    %3459 = stablehlo.multiply %3451, %3458 : tensor<2x56x56x384xf32>
    %3460 = stablehlo.multiply %3459, %59 : tensor<2x56x56x384xf32>
    %3461 = stablehlo.add %3452, %3460 : tensor<2x56x56x384xf32>
    %3462 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3463 = stablehlo.reduce(%3461 init: %3462) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<2x56x56x384xf32>, tensor<f32>) -> tensor<384xf32>
    %3464 = stablehlo.dot_general %3461, %theta.features.1.0.block.3.w, contracting_dims = [3] x [1] : (tensor<2x56x56x384xf32>, tensor<96x384xf32>) -> tensor<2x56x56x96xf32>
    %3465 = stablehlo.dot_general %54, %3461, contracting_dims = [0, 1, 2] x [0, 1, 2] : (tensor<2x56x56x96xf32>, tensor<2x56x56x384xf32>) -> tensor<96x384xf32>
    %3466 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3467 = stablehlo.reduce(%3464 init: %3466) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<2x56x56x96xf32>, tensor<f32>) -> tensor<96xf32>
    %3468 = stablehlo.multiply %3464, %51 : tensor<2x56x56x96xf32>
    %3469 = stablehlo.multiply %3464, %50 : tensor<2x56x56x96xf32>
    %3470 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3471 = stablehlo.reduce(%3469 init: %3470) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<2x56x56x96xf32>, tensor<f32>) -> tensor<96xf32>
    %3472 = stablehlo.multiply %3468, %49 : tensor<2x56x56x96xf32>
    %3473 = stablehlo.multiply %3468, %38 : tensor<2x56x56x96xf32>
    %3474 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3475 = stablehlo.reduce(%3473 init: %3474) applies stablehlo.add across dimensions = [3] : (tensor<2x56x56x96xf32>, tensor<f32>) -> tensor<2x56x56xf32>
    %3476 = stablehlo.constant dense<-2.000000e+00> : tensor<f32>
    %3477 = stablehlo.broadcast_in_dim %3476, dims = [] : (tensor<f32>) -> tensor<2x56x56xf32>
    %3478 = stablehlo.multiply %3477, %47 : tensor<2x56x56xf32>
    %3479 = stablehlo.divide %48, %3478 : tensor<2x56x56xf32>
    %3480 = stablehlo.multiply %3475, %3479 : tensor<2x56x56xf32>
    %3481 = stablehlo.multiply %3480, %43 : tensor<2x56x56xf32>
    %3482 = stablehlo.broadcast_in_dim %3481, dims = [0, 1, 2] : (tensor<2x56x56xf32>) -> tensor<2x56x56x96xf32>
    %3483 = stablehlo.multiply %3482, %38 : tensor<2x56x56x96xf32>
    %3484 = stablehlo.add %3472, %3483 : tensor<2x56x56x96xf32>
    %3485 = stablehlo.multiply %3482, %38 : tensor<2x56x56x96xf32>
    %3486 = stablehlo.add %3484, %3485 : tensor<2x56x56x96xf32>
    %3487 = stablehlo.negate %3486 : tensor<2x56x56x96xf32>
    %3488 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3489 = stablehlo.reduce(%3487 init: %3488) applies stablehlo.add across dimensions = [3] : (tensor<2x56x56x96xf32>, tensor<f32>) -> tensor<2x56x56xf32>
    %3490 = stablehlo.multiply %3489, %35 : tensor<2x56x56xf32>
    %3491 = stablehlo.broadcast_in_dim %3490, dims = [0, 1, 2] : (tensor<2x56x56xf32>) -> tensor<2x56x56x96xf32>
    %3492 = stablehlo.add %3486, %3491 : tensor<2x56x56x96xf32>
    %3493 = stablehlo.transpose %3492, dims = [0, 3, 1, 2] : (tensor<2x56x56x96xf32>) -> tensor<2x96x56x56xf32>
    %3494 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3495 = stablehlo.reduce(%3493 init: %3494) applies stablehlo.add across dimensions = [0, 2, 3] : (tensor<2x96x56x56xf32>, tensor<f32>) -> tensor<96xf32>
    %3496 = stablehlo.reshape %theta.features.1.0.block.0.w : (tensor<96x1x7x7xf32>) -> tensor<96x1x1x7x7xf32>
    %3497 = stablehlo.transpose %3496, dims = [1, 0, 2, 3, 4] : (tensor<96x1x1x7x7xf32>) -> tensor<1x96x1x7x7xf32>
    %3498 = stablehlo.reshape %3497 : (tensor<1x96x1x7x7xf32>) -> tensor<1x96x7x7xf32>
    %3499 = stablehlo.reverse %3498, dims = [2, 3] : tensor<1x96x7x7xf32>
    %3500 = stablehlo.convolution(%3493, %3499) dim_numbers = [b, f, 0, 1]x[i, o, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[3, 3], [3, 3]], lhs_dilate = [1, 1], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 96 : i64} : (tensor<2x96x56x56xf32>, tensor<1x96x7x7xf32>) -> tensor<2x96x56x56xf32>
    %3501 = stablehlo.add %3438, %3500 : tensor<2x96x56x56xf32>
    %3502 = stablehlo.convolution(%27, %3493) dim_numbers = [f, b, 0, 1]x[i, o, 0, 1]->[f, b, 0, 1], window = {stride = [1, 1], pad = [[3, 3], [3, 3]], lhs_dilate = [1, 1], rhs_dilate = [1, 1]} {batch_group_count = 96 : i64, feature_group_count = 1 : i64} : (tensor<2x96x56x56xf32>, tensor<2x96x56x56xf32>) -> tensor<96x1x7x7xf32>
    %3503 = stablehlo.transpose %3501, dims = [0, 2, 3, 1] : (tensor<2x96x56x56xf32>) -> tensor<2x56x56x96xf32>
    %3504 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3505 = stablehlo.reduce(%3503 init: %3504) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<2x56x56x96xf32>, tensor<f32>) -> tensor<96xf32>
    %3506 = stablehlo.multiply %3503, %23 : tensor<2x56x56x96xf32>
    %3507 = stablehlo.multiply %3503, %22 : tensor<2x56x56x96xf32>
    %3508 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3509 = stablehlo.reduce(%3507 init: %3508) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<2x56x56x96xf32>, tensor<f32>) -> tensor<96xf32>
    %3510 = stablehlo.multiply %3506, %21 : tensor<2x56x56x96xf32>
    %3511 = stablehlo.multiply %3506, %10 : tensor<2x56x56x96xf32>
    %3512 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3513 = stablehlo.reduce(%3511 init: %3512) applies stablehlo.add across dimensions = [3] : (tensor<2x56x56x96xf32>, tensor<f32>) -> tensor<2x56x56xf32>
    %3514 = stablehlo.constant dense<-2.000000e+00> : tensor<f32>
    %3515 = stablehlo.broadcast_in_dim %3514, dims = [] : (tensor<f32>) -> tensor<2x56x56xf32>
    %3516 = stablehlo.multiply %3515, %19 : tensor<2x56x56xf32>
    %3517 = stablehlo.divide %20, %3516 : tensor<2x56x56xf32>
    %3518 = stablehlo.multiply %3513, %3517 : tensor<2x56x56xf32>
    %3519 = stablehlo.multiply %3518, %15 : tensor<2x56x56xf32>
    %3520 = stablehlo.broadcast_in_dim %3519, dims = [0, 1, 2] : (tensor<2x56x56xf32>) -> tensor<2x56x56x96xf32>
    %3521 = stablehlo.multiply %3520, %10 : tensor<2x56x56x96xf32>
    %3522 = stablehlo.add %3510, %3521 : tensor<2x56x56x96xf32>
    %3523 = stablehlo.multiply %3520, %10 : tensor<2x56x56x96xf32>
    %3524 = stablehlo.add %3522, %3523 : tensor<2x56x56x96xf32>
    %3525 = stablehlo.negate %3524 : tensor<2x56x56x96xf32>
    %3526 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3527 = stablehlo.reduce(%3525 init: %3526) applies stablehlo.add across dimensions = [3] : (tensor<2x56x56x96xf32>, tensor<f32>) -> tensor<2x56x56xf32>
    %3528 = stablehlo.multiply %3527, %7 : tensor<2x56x56xf32>
    %3529 = stablehlo.broadcast_in_dim %3528, dims = [0, 1, 2] : (tensor<2x56x56xf32>) -> tensor<2x56x56x96xf32>
    %3530 = stablehlo.add %3524, %3529 : tensor<2x56x56x96xf32>
    %3531 = stablehlo.transpose %3530, dims = [0, 3, 1, 2] : (tensor<2x56x56x96xf32>) -> tensor<2x96x56x56xf32>
    %3532 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3533 = stablehlo.reduce(%3531 init: %3532) applies stablehlo.add across dimensions = [0, 2, 3] : (tensor<2x96x56x56xf32>, tensor<f32>) -> tensor<96xf32>
    %3534 = stablehlo.convolution(%x, %3531) dim_numbers = [f, b, 0, 1]x[i, o, 0, 1]->[f, b, 0, 1], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [4, 4]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<2x3x224x224xf32>, tensor<2x96x56x56xf32>) -> tensor<96x3x4x4xf32>
    %3535 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<96x3x4x4xf32>
    %3536 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %3537 = stablehlo.broadcast_in_dim %3536, dims = [] : (tensor<f32>) -> tensor<96x3x4x4xf32>
    %3538 = stablehlo.multiply %3534, %3537 : tensor<96x3x4x4xf32>
    %3539 = stablehlo.constant dense<9.000000e-01> : tensor<f32>
    %3540 = stablehlo.broadcast_in_dim %3539, dims = [] : (tensor<f32>) -> tensor<96x3x4x4xf32>
    %3541 = stablehlo.multiply %m.features.0.0.w, %3540 : tensor<96x3x4x4xf32>
    %3542 = stablehlo.add %3541, %3538 : tensor<96x3x4x4xf32>
    %3543 = stablehlo.multiply %3534, %3534 : tensor<96x3x4x4xf32>
    %3544 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %3545 = stablehlo.broadcast_in_dim %3544, dims = [] : (tensor<f32>) -> tensor<96x3x4x4xf32>
    %3546 = stablehlo.multiply %3543, %3545 : tensor<96x3x4x4xf32>
    %3547 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %3548 = stablehlo.broadcast_in_dim %3547, dims = [] : (tensor<f32>) -> tensor<96x3x4x4xf32>
    %3549 = stablehlo.multiply %v.features.0.0.w, %3548 : tensor<96x3x4x4xf32>
    %3550 = stablehlo.add %3549, %3546 : tensor<96x3x4x4xf32>
    %3551 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<96x3x4x4xf32>
    %3552 = stablehlo.divide %3542, %3551 : tensor<96x3x4x4xf32>
    %3553 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<96x3x4x4xf32>
    %3554 = stablehlo.divide %3550, %3553 : tensor<96x3x4x4xf32>
    %3555 = stablehlo.constant dense<1.000000e-08> : tensor<f32>
    %3556 = stablehlo.broadcast_in_dim %3555, dims = [] : (tensor<f32>) -> tensor<96x3x4x4xf32>
    %3557 = stablehlo.sqrt %3554 : tensor<96x3x4x4xf32>
    %3558 = stablehlo.add %3557, %3556 : tensor<96x3x4x4xf32>
    %3559 = stablehlo.divide %3552, %3558 : tensor<96x3x4x4xf32>
    %3560 = stablehlo.constant dense<1.000000e-04> : tensor<f32>
    %3561 = stablehlo.broadcast_in_dim %3560, dims = [] : (tensor<f32>) -> tensor<96x3x4x4xf32>
    %3562 = stablehlo.multiply %3535, %3561 : tensor<96x3x4x4xf32>
    %3563 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %3564 = stablehlo.broadcast_in_dim %3563, dims = [] : (tensor<f32>) -> tensor<96x3x4x4xf32>
    %3565 = stablehlo.subtract %3564, %3562 : tensor<96x3x4x4xf32>
    %3566 = stablehlo.multiply %theta.features.0.0.w, %3565 : tensor<96x3x4x4xf32>
    %3567 = stablehlo.multiply %3535, %3559 : tensor<96x3x4x4xf32>
    %3568 = stablehlo.subtract %3566, %3567 : tensor<96x3x4x4xf32>
    %3569 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<96xf32>
    %3570 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %3571 = stablehlo.broadcast_in_dim %3570, dims = [] : (tensor<f32>) -> tensor<96xf32>
    %3572 = stablehlo.multiply %3533, %3571 : tensor<96xf32>
    %3573 = stablehlo.constant dense<9.000000e-01> : tensor<f32>
    %3574 = stablehlo.broadcast_in_dim %3573, dims = [] : (tensor<f32>) -> tensor<96xf32>
    %3575 = stablehlo.multiply %m.features.0.0.b, %3574 : tensor<96xf32>
    %3576 = stablehlo.add %3575, %3572 : tensor<96xf32>
    %3577 = stablehlo.multiply %3533, %3533 : tensor<96xf32>
    %3578 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %3579 = stablehlo.broadcast_in_dim %3578, dims = [] : (tensor<f32>) -> tensor<96xf32>
    %3580 = stablehlo.multiply %3577, %3579 : tensor<96xf32>
    %3581 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %3582 = stablehlo.broadcast_in_dim %3581, dims = [] : (tensor<f32>) -> tensor<96xf32>
    %3583 = stablehlo.multiply %v.features.0.0.b, %3582 : tensor<96xf32>
    %3584 = stablehlo.add %3583, %3580 : tensor<96xf32>
    %3585 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<96xf32>
    %3586 = stablehlo.divide %3576, %3585 : tensor<96xf32>
    %3587 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<96xf32>
    %3588 = stablehlo.divide %3584, %3587 : tensor<96xf32>
    %3589 = stablehlo.constant dense<1.000000e-08> : tensor<f32>
    %3590 = stablehlo.broadcast_in_dim %3589, dims = [] : (tensor<f32>) -> tensor<96xf32>
    %3591 = stablehlo.sqrt %3588 : tensor<96xf32>
    %3592 = stablehlo.add %3591, %3590 : tensor<96xf32>
    %3593 = stablehlo.divide %3586, %3592 : tensor<96xf32>
    %3594 = stablehlo.constant dense<1.000000e-04> : tensor<f32>
    %3595 = stablehlo.broadcast_in_dim %3594, dims = [] : (tensor<f32>) -> tensor<96xf32>
    %3596 = stablehlo.multiply %3569, %3595 : tensor<96xf32>
    %3597 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %3598 = stablehlo.broadcast_in_dim %3597, dims = [] : (tensor<f32>) -> tensor<96xf32>
    %3599 = stablehlo.subtract %3598, %3596 : tensor<96xf32>
    %3600 = stablehlo.multiply %theta.features.0.0.b, %3599 : tensor<96xf32>
    %3601 = stablehlo.multiply %3569, %3593 : tensor<96xf32>
    %3602 = stablehlo.subtract %3600, %3601 : tensor<96xf32>
    %3603 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<96xf32>
    %3604 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %3605 = stablehlo.broadcast_in_dim %3604, dims = [] : (tensor<f32>) -> tensor<96xf32>
    %3606 = stablehlo.multiply %3505, %3605 : tensor<96xf32>
    %3607 = stablehlo.constant dense<9.000000e-01> : tensor<f32>
    %3608 = stablehlo.broadcast_in_dim %3607, dims = [] : (tensor<f32>) -> tensor<96xf32>
    %3609 = stablehlo.multiply %m.features.0.1.beta, %3608 : tensor<96xf32>
    %3610 = stablehlo.add %3609, %3606 : tensor<96xf32>
    %3611 = stablehlo.multiply %3505, %3505 : tensor<96xf32>
    %3612 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %3613 = stablehlo.broadcast_in_dim %3612, dims = [] : (tensor<f32>) -> tensor<96xf32>
    %3614 = stablehlo.multiply %3611, %3613 : tensor<96xf32>
    %3615 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %3616 = stablehlo.broadcast_in_dim %3615, dims = [] : (tensor<f32>) -> tensor<96xf32>
    %3617 = stablehlo.multiply %v.features.0.1.beta, %3616 : tensor<96xf32>
    %3618 = stablehlo.add %3617, %3614 : tensor<96xf32>
    %3619 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<96xf32>
    %3620 = stablehlo.divide %3610, %3619 : tensor<96xf32>
    %3621 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<96xf32>
    %3622 = stablehlo.divide %3618, %3621 : tensor<96xf32>
    %3623 = stablehlo.constant dense<1.000000e-08> : tensor<f32>
    %3624 = stablehlo.broadcast_in_dim %3623, dims = [] : (tensor<f32>) -> tensor<96xf32>
    %3625 = stablehlo.sqrt %3622 : tensor<96xf32>
    %3626 = stablehlo.add %3625, %3624 : tensor<96xf32>
    %3627 = stablehlo.divide %3620, %3626 : tensor<96xf32>
    %3628 = stablehlo.constant dense<1.000000e-04> : tensor<f32>
    %3629 = stablehlo.broadcast_in_dim %3628, dims = [] : (tensor<f32>) -> tensor<96xf32>
    %3630 = stablehlo.multiply %3603, %3629 : tensor<96xf32>
    %3631 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %3632 = stablehlo.broadcast_in_dim %3631, dims = [] : (tensor<f32>) -> tensor<96xf32>
    %3633 = stablehlo.subtract %3632, %3630 : tensor<96xf32>
    %3634 = stablehlo.multiply %theta.features.0.1.beta, %3633 : tensor<96xf32>
    %3635 = stablehlo.multiply %3603, %3627 : tensor<96xf32>
    %3636 = stablehlo.subtract %3634, %3635 : tensor<96xf32>
    %3637 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<96xf32>
    %3638 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %3639 = stablehlo.broadcast_in_dim %3638, dims = [] : (tensor<f32>) -> tensor<96xf32>
    %3640 = stablehlo.multiply %3509, %3639 : tensor<96xf32>
    %3641 = stablehlo.constant dense<9.000000e-01> : tensor<f32>
    %3642 = stablehlo.broadcast_in_dim %3641, dims = [] : (tensor<f32>) -> tensor<96xf32>
    %3643 = stablehlo.multiply %m.features.0.1.gamma, %3642 : tensor<96xf32>
    %3644 = stablehlo.add %3643, %3640 : tensor<96xf32>
    %3645 = stablehlo.multiply %3509, %3509 : tensor<96xf32>
    %3646 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %3647 = stablehlo.broadcast_in_dim %3646, dims = [] : (tensor<f32>) -> tensor<96xf32>
    %3648 = stablehlo.multiply %3645, %3647 : tensor<96xf32>
    %3649 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %3650 = stablehlo.broadcast_in_dim %3649, dims = [] : (tensor<f32>) -> tensor<96xf32>
    %3651 = stablehlo.multiply %v.features.0.1.gamma, %3650 : tensor<96xf32>
    %3652 = stablehlo.add %3651, %3648 : tensor<96xf32>
    %3653 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<96xf32>
    %3654 = stablehlo.divide %3644, %3653 : tensor<96xf32>
    %3655 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<96xf32>
    %3656 = stablehlo.divide %3652, %3655 : tensor<96xf32>
    %3657 = stablehlo.constant dense<1.000000e-08> : tensor<f32>
    %3658 = stablehlo.broadcast_in_dim %3657, dims = [] : (tensor<f32>) -> tensor<96xf32>
    %3659 = stablehlo.sqrt %3656 : tensor<96xf32>
    %3660 = stablehlo.add %3659, %3658 : tensor<96xf32>
    %3661 = stablehlo.divide %3654, %3660 : tensor<96xf32>
    %3662 = stablehlo.constant dense<1.000000e-04> : tensor<f32>
    %3663 = stablehlo.broadcast_in_dim %3662, dims = [] : (tensor<f32>) -> tensor<96xf32>
    %3664 = stablehlo.multiply %3637, %3663 : tensor<96xf32>
    %3665 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %3666 = stablehlo.broadcast_in_dim %3665, dims = [] : (tensor<f32>) -> tensor<96xf32>
    %3667 = stablehlo.subtract %3666, %3664 : tensor<96xf32>
    %3668 = stablehlo.multiply %theta.features.0.1.gamma, %3667 : tensor<96xf32>
    %3669 = stablehlo.multiply %3637, %3661 : tensor<96xf32>
    %3670 = stablehlo.subtract %3668, %3669 : tensor<96xf32>
    %3671 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<96x1x7x7xf32>
    %3672 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %3673 = stablehlo.broadcast_in_dim %3672, dims = [] : (tensor<f32>) -> tensor<96x1x7x7xf32>
    %3674 = stablehlo.multiply %3502, %3673 : tensor<96x1x7x7xf32>
    %3675 = stablehlo.constant dense<9.000000e-01> : tensor<f32>
    %3676 = stablehlo.broadcast_in_dim %3675, dims = [] : (tensor<f32>) -> tensor<96x1x7x7xf32>
    %3677 = stablehlo.multiply %m.features.1.0.block.0.w, %3676 : tensor<96x1x7x7xf32>
    %3678 = stablehlo.add %3677, %3674 : tensor<96x1x7x7xf32>
    %3679 = stablehlo.multiply %3502, %3502 : tensor<96x1x7x7xf32>
    %3680 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %3681 = stablehlo.broadcast_in_dim %3680, dims = [] : (tensor<f32>) -> tensor<96x1x7x7xf32>
    %3682 = stablehlo.multiply %3679, %3681 : tensor<96x1x7x7xf32>
    %3683 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %3684 = stablehlo.broadcast_in_dim %3683, dims = [] : (tensor<f32>) -> tensor<96x1x7x7xf32>
    %3685 = stablehlo.multiply %v.features.1.0.block.0.w, %3684 : tensor<96x1x7x7xf32>
    %3686 = stablehlo.add %3685, %3682 : tensor<96x1x7x7xf32>
    %3687 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<96x1x7x7xf32>
    %3688 = stablehlo.divide %3678, %3687 : tensor<96x1x7x7xf32>
    %3689 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<96x1x7x7xf32>
    %3690 = stablehlo.divide %3686, %3689 : tensor<96x1x7x7xf32>
    %3691 = stablehlo.constant dense<1.000000e-08> : tensor<f32>
    %3692 = stablehlo.broadcast_in_dim %3691, dims = [] : (tensor<f32>) -> tensor<96x1x7x7xf32>
    %3693 = stablehlo.sqrt %3690 : tensor<96x1x7x7xf32>
    %3694 = stablehlo.add %3693, %3692 : tensor<96x1x7x7xf32>
    %3695 = stablehlo.divide %3688, %3694 : tensor<96x1x7x7xf32>
    %3696 = stablehlo.constant dense<1.000000e-04> : tensor<f32>
    %3697 = stablehlo.broadcast_in_dim %3696, dims = [] : (tensor<f32>) -> tensor<96x1x7x7xf32>
    %3698 = stablehlo.multiply %3671, %3697 : tensor<96x1x7x7xf32>
    %3699 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %3700 = stablehlo.broadcast_in_dim %3699, dims = [] : (tensor<f32>) -> tensor<96x1x7x7xf32>
    %3701 = stablehlo.subtract %3700, %3698 : tensor<96x1x7x7xf32>
    %3702 = stablehlo.multiply %theta.features.1.0.block.0.w, %3701 : tensor<96x1x7x7xf32>
    %3703 = stablehlo.multiply %3671, %3695 : tensor<96x1x7x7xf32>
    %3704 = stablehlo.subtract %3702, %3703 : tensor<96x1x7x7xf32>
    %3705 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<96xf32>
    %3706 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %3707 = stablehlo.broadcast_in_dim %3706, dims = [] : (tensor<f32>) -> tensor<96xf32>
    %3708 = stablehlo.multiply %3495, %3707 : tensor<96xf32>
    %3709 = stablehlo.constant dense<9.000000e-01> : tensor<f32>
    %3710 = stablehlo.broadcast_in_dim %3709, dims = [] : (tensor<f32>) -> tensor<96xf32>
    %3711 = stablehlo.multiply %m.features.1.0.block.0.b, %3710 : tensor<96xf32>
    %3712 = stablehlo.add %3711, %3708 : tensor<96xf32>
    %3713 = stablehlo.multiply %3495, %3495 : tensor<96xf32>
    %3714 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %3715 = stablehlo.broadcast_in_dim %3714, dims = [] : (tensor<f32>) -> tensor<96xf32>
    %3716 = stablehlo.multiply %3713, %3715 : tensor<96xf32>
    %3717 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %3718 = stablehlo.broadcast_in_dim %3717, dims = [] : (tensor<f32>) -> tensor<96xf32>
    %3719 = stablehlo.multiply %v.features.1.0.block.0.b, %3718 : tensor<96xf32>
    %3720 = stablehlo.add %3719, %3716 : tensor<96xf32>
    %3721 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<96xf32>
    %3722 = stablehlo.divide %3712, %3721 : tensor<96xf32>
    %3723 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<96xf32>
    %3724 = stablehlo.divide %3720, %3723 : tensor<96xf32>
    %3725 = stablehlo.constant dense<1.000000e-08> : tensor<f32>
    %3726 = stablehlo.broadcast_in_dim %3725, dims = [] : (tensor<f32>) -> tensor<96xf32>
    %3727 = stablehlo.sqrt %3724 : tensor<96xf32>
    %3728 = stablehlo.add %3727, %3726 : tensor<96xf32>
    %3729 = stablehlo.divide %3722, %3728 : tensor<96xf32>
    %3730 = stablehlo.constant dense<1.000000e-04> : tensor<f32>
    %3731 = stablehlo.broadcast_in_dim %3730, dims = [] : (tensor<f32>) -> tensor<96xf32>
    %3732 = stablehlo.multiply %3705, %3731 : tensor<96xf32>
    %3733 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %3734 = stablehlo.broadcast_in_dim %3733, dims = [] : (tensor<f32>) -> tensor<96xf32>
    %3735 = stablehlo.subtract %3734, %3732 : tensor<96xf32>
    %3736 = stablehlo.multiply %theta.features.1.0.block.0.b, %3735 : tensor<96xf32>
    %3737 = stablehlo.multiply %3705, %3729 : tensor<96xf32>
    %3738 = stablehlo.subtract %3736, %3737 : tensor<96xf32>
    %3739 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<96xf32>
    %3740 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %3741 = stablehlo.broadcast_in_dim %3740, dims = [] : (tensor<f32>) -> tensor<96xf32>
    %3742 = stablehlo.multiply %3467, %3741 : tensor<96xf32>
    %3743 = stablehlo.constant dense<9.000000e-01> : tensor<f32>
    %3744 = stablehlo.broadcast_in_dim %3743, dims = [] : (tensor<f32>) -> tensor<96xf32>
    %3745 = stablehlo.multiply %m.features.1.0.block.2.beta, %3744 : tensor<96xf32>
    %3746 = stablehlo.add %3745, %3742 : tensor<96xf32>
    %3747 = stablehlo.multiply %3467, %3467 : tensor<96xf32>
    %3748 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %3749 = stablehlo.broadcast_in_dim %3748, dims = [] : (tensor<f32>) -> tensor<96xf32>
    %3750 = stablehlo.multiply %3747, %3749 : tensor<96xf32>
    %3751 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %3752 = stablehlo.broadcast_in_dim %3751, dims = [] : (tensor<f32>) -> tensor<96xf32>
    %3753 = stablehlo.multiply %v.features.1.0.block.2.beta, %3752 : tensor<96xf32>
    %3754 = stablehlo.add %3753, %3750 : tensor<96xf32>
    %3755 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<96xf32>
    %3756 = stablehlo.divide %3746, %3755 : tensor<96xf32>
    %3757 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<96xf32>
    %3758 = stablehlo.divide %3754, %3757 : tensor<96xf32>
    %3759 = stablehlo.constant dense<1.000000e-08> : tensor<f32>
    %3760 = stablehlo.broadcast_in_dim %3759, dims = [] : (tensor<f32>) -> tensor<96xf32>
    %3761 = stablehlo.sqrt %3758 : tensor<96xf32>
    %3762 = stablehlo.add %3761, %3760 : tensor<96xf32>
    %3763 = stablehlo.divide %3756, %3762 : tensor<96xf32>
    %3764 = stablehlo.constant dense<1.000000e-04> : tensor<f32>
    %3765 = stablehlo.broadcast_in_dim %3764, dims = [] : (tensor<f32>) -> tensor<96xf32>
    %3766 = stablehlo.multiply %3739, %3765 : tensor<96xf32>
    %3767 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %3768 = stablehlo.broadcast_in_dim %3767, dims = [] : (tensor<f32>) -> tensor<96xf32>
    %3769 = stablehlo.subtract %3768, %3766 : tensor<96xf32>
    %3770 = stablehlo.multiply %theta.features.1.0.block.2.beta, %3769 : tensor<96xf32>
    %3771 = stablehlo.multiply %3739, %3763 : tensor<96xf32>
    %3772 = stablehlo.subtract %3770, %3771 : tensor<96xf32>
    %3773 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<96xf32>
    %3774 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %3775 = stablehlo.broadcast_in_dim %3774, dims = [] : (tensor<f32>) -> tensor<96xf32>
    %3776 = stablehlo.multiply %3471, %3775 : tensor<96xf32>
    %3777 = stablehlo.constant dense<9.000000e-01> : tensor<f32>
    %3778 = stablehlo.broadcast_in_dim %3777, dims = [] : (tensor<f32>) -> tensor<96xf32>
    %3779 = stablehlo.multiply %m.features.1.0.block.2.gamma, %3778 : tensor<96xf32>
    %3780 = stablehlo.add %3779, %3776 : tensor<96xf32>
    %3781 = stablehlo.multiply %3471, %3471 : tensor<96xf32>
    %3782 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %3783 = stablehlo.broadcast_in_dim %3782, dims = [] : (tensor<f32>) -> tensor<96xf32>
    %3784 = stablehlo.multiply %3781, %3783 : tensor<96xf32>
    %3785 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %3786 = stablehlo.broadcast_in_dim %3785, dims = [] : (tensor<f32>) -> tensor<96xf32>
    %3787 = stablehlo.multiply %v.features.1.0.block.2.gamma, %3786 : tensor<96xf32>
    %3788 = stablehlo.add %3787, %3784 : tensor<96xf32>
    %3789 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<96xf32>
    %3790 = stablehlo.divide %3780, %3789 : tensor<96xf32>
    %3791 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<96xf32>
    %3792 = stablehlo.divide %3788, %3791 : tensor<96xf32>
    %3793 = stablehlo.constant dense<1.000000e-08> : tensor<f32>
    %3794 = stablehlo.broadcast_in_dim %3793, dims = [] : (tensor<f32>) -> tensor<96xf32>
    %3795 = stablehlo.sqrt %3792 : tensor<96xf32>
    %3796 = stablehlo.add %3795, %3794 : tensor<96xf32>
    %3797 = stablehlo.divide %3790, %3796 : tensor<96xf32>
    %3798 = stablehlo.constant dense<1.000000e-04> : tensor<f32>
    %3799 = stablehlo.broadcast_in_dim %3798, dims = [] : (tensor<f32>) -> tensor<96xf32>
    %3800 = stablehlo.multiply %3773, %3799 : tensor<96xf32>
    %3801 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %3802 = stablehlo.broadcast_in_dim %3801, dims = [] : (tensor<f32>) -> tensor<96xf32>
    %3803 = stablehlo.subtract %3802, %3800 : tensor<96xf32>
    %3804 = stablehlo.multiply %theta.features.1.0.block.2.gamma, %3803 : tensor<96xf32>
    %3805 = stablehlo.multiply %3773, %3797 : tensor<96xf32>
    %3806 = stablehlo.subtract %3804, %3805 : tensor<96xf32>
    %3807 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<96x384xf32>
    %3808 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %3809 = stablehlo.broadcast_in_dim %3808, dims = [] : (tensor<f32>) -> tensor<96x384xf32>
    %3810 = stablehlo.multiply %3465, %3809 : tensor<96x384xf32>
    %3811 = stablehlo.constant dense<9.000000e-01> : tensor<f32>
    %3812 = stablehlo.broadcast_in_dim %3811, dims = [] : (tensor<f32>) -> tensor<96x384xf32>
    %3813 = stablehlo.multiply %m.features.1.0.block.3.w, %3812 : tensor<96x384xf32>
    %3814 = stablehlo.add %3813, %3810 : tensor<96x384xf32>
    %3815 = stablehlo.multiply %3465, %3465 : tensor<96x384xf32>
    %3816 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %3817 = stablehlo.broadcast_in_dim %3816, dims = [] : (tensor<f32>) -> tensor<96x384xf32>
    %3818 = stablehlo.multiply %3815, %3817 : tensor<96x384xf32>
    %3819 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %3820 = stablehlo.broadcast_in_dim %3819, dims = [] : (tensor<f32>) -> tensor<96x384xf32>
    %3821 = stablehlo.multiply %v.features.1.0.block.3.w, %3820 : tensor<96x384xf32>
    %3822 = stablehlo.add %3821, %3818 : tensor<96x384xf32>
    %3823 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<96x384xf32>
    %3824 = stablehlo.divide %3814, %3823 : tensor<96x384xf32>
    %3825 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<96x384xf32>
    %3826 = stablehlo.divide %3822, %3825 : tensor<96x384xf32>
    %3827 = stablehlo.constant dense<1.000000e-08> : tensor<f32>
    %3828 = stablehlo.broadcast_in_dim %3827, dims = [] : (tensor<f32>) -> tensor<96x384xf32>
    %3829 = stablehlo.sqrt %3826 : tensor<96x384xf32>
    %3830 = stablehlo.add %3829, %3828 : tensor<96x384xf32>
    %3831 = stablehlo.divide %3824, %3830 : tensor<96x384xf32>
    %3832 = stablehlo.constant dense<1.000000e-04> : tensor<f32>
    %3833 = stablehlo.broadcast_in_dim %3832, dims = [] : (tensor<f32>) -> tensor<96x384xf32>
    %3834 = stablehlo.multiply %3807, %3833 : tensor<96x384xf32>
    %3835 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %3836 = stablehlo.broadcast_in_dim %3835, dims = [] : (tensor<f32>) -> tensor<96x384xf32>
    %3837 = stablehlo.subtract %3836, %3834 : tensor<96x384xf32>
    %3838 = stablehlo.multiply %theta.features.1.0.block.3.w, %3837 : tensor<96x384xf32>
    %3839 = stablehlo.multiply %3807, %3831 : tensor<96x384xf32>
    %3840 = stablehlo.subtract %3838, %3839 : tensor<96x384xf32>
    %3841 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %3842 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %3843 = stablehlo.broadcast_in_dim %3842, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %3844 = stablehlo.multiply %3463, %3843 : tensor<384xf32>
    %3845 = stablehlo.constant dense<9.000000e-01> : tensor<f32>
    %3846 = stablehlo.broadcast_in_dim %3845, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %3847 = stablehlo.multiply %m.features.1.0.block.3.b, %3846 : tensor<384xf32>
    %3848 = stablehlo.add %3847, %3844 : tensor<384xf32>
    %3849 = stablehlo.multiply %3463, %3463 : tensor<384xf32>
    %3850 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %3851 = stablehlo.broadcast_in_dim %3850, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %3852 = stablehlo.multiply %3849, %3851 : tensor<384xf32>
    %3853 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %3854 = stablehlo.broadcast_in_dim %3853, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %3855 = stablehlo.multiply %v.features.1.0.block.3.b, %3854 : tensor<384xf32>
    %3856 = stablehlo.add %3855, %3852 : tensor<384xf32>
    %3857 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %3858 = stablehlo.divide %3848, %3857 : tensor<384xf32>
    %3859 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %3860 = stablehlo.divide %3856, %3859 : tensor<384xf32>
    %3861 = stablehlo.constant dense<1.000000e-08> : tensor<f32>
    %3862 = stablehlo.broadcast_in_dim %3861, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %3863 = stablehlo.sqrt %3860 : tensor<384xf32>
    %3864 = stablehlo.add %3863, %3862 : tensor<384xf32>
    %3865 = stablehlo.divide %3858, %3864 : tensor<384xf32>
    %3866 = stablehlo.constant dense<1.000000e-04> : tensor<f32>
    %3867 = stablehlo.broadcast_in_dim %3866, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %3868 = stablehlo.multiply %3841, %3867 : tensor<384xf32>
    %3869 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %3870 = stablehlo.broadcast_in_dim %3869, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %3871 = stablehlo.subtract %3870, %3868 : tensor<384xf32>
    %3872 = stablehlo.multiply %theta.features.1.0.block.3.b, %3871 : tensor<384xf32>
    %3873 = stablehlo.multiply %3841, %3865 : tensor<384xf32>
    %3874 = stablehlo.subtract %3872, %3873 : tensor<384xf32>
    %3875 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<384x96xf32>
    %3876 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %3877 = stablehlo.broadcast_in_dim %3876, dims = [] : (tensor<f32>) -> tensor<384x96xf32>
    %3878 = stablehlo.multiply %3449, %3877 : tensor<384x96xf32>
    %3879 = stablehlo.constant dense<9.000000e-01> : tensor<f32>
    %3880 = stablehlo.broadcast_in_dim %3879, dims = [] : (tensor<f32>) -> tensor<384x96xf32>
    %3881 = stablehlo.multiply %m.features.1.0.block.5.w, %3880 : tensor<384x96xf32>
    %3882 = stablehlo.add %3881, %3878 : tensor<384x96xf32>
    %3883 = stablehlo.multiply %3449, %3449 : tensor<384x96xf32>
    %3884 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %3885 = stablehlo.broadcast_in_dim %3884, dims = [] : (tensor<f32>) -> tensor<384x96xf32>
    %3886 = stablehlo.multiply %3883, %3885 : tensor<384x96xf32>
    %3887 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %3888 = stablehlo.broadcast_in_dim %3887, dims = [] : (tensor<f32>) -> tensor<384x96xf32>
    %3889 = stablehlo.multiply %v.features.1.0.block.5.w, %3888 : tensor<384x96xf32>
    %3890 = stablehlo.add %3889, %3886 : tensor<384x96xf32>
    %3891 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<384x96xf32>
    %3892 = stablehlo.divide %3882, %3891 : tensor<384x96xf32>
    %3893 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<384x96xf32>
    %3894 = stablehlo.divide %3890, %3893 : tensor<384x96xf32>
    %3895 = stablehlo.constant dense<1.000000e-08> : tensor<f32>
    %3896 = stablehlo.broadcast_in_dim %3895, dims = [] : (tensor<f32>) -> tensor<384x96xf32>
    %3897 = stablehlo.sqrt %3894 : tensor<384x96xf32>
    %3898 = stablehlo.add %3897, %3896 : tensor<384x96xf32>
    %3899 = stablehlo.divide %3892, %3898 : tensor<384x96xf32>
    %3900 = stablehlo.constant dense<1.000000e-04> : tensor<f32>
    %3901 = stablehlo.broadcast_in_dim %3900, dims = [] : (tensor<f32>) -> tensor<384x96xf32>
    %3902 = stablehlo.multiply %3875, %3901 : tensor<384x96xf32>
    %3903 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %3904 = stablehlo.broadcast_in_dim %3903, dims = [] : (tensor<f32>) -> tensor<384x96xf32>
    %3905 = stablehlo.subtract %3904, %3902 : tensor<384x96xf32>
    %3906 = stablehlo.multiply %theta.features.1.0.block.5.w, %3905 : tensor<384x96xf32>
    %3907 = stablehlo.multiply %3875, %3899 : tensor<384x96xf32>
    %3908 = stablehlo.subtract %3906, %3907 : tensor<384x96xf32>
    %3909 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<96xf32>
    %3910 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %3911 = stablehlo.broadcast_in_dim %3910, dims = [] : (tensor<f32>) -> tensor<96xf32>
    %3912 = stablehlo.multiply %3447, %3911 : tensor<96xf32>
    %3913 = stablehlo.constant dense<9.000000e-01> : tensor<f32>
    %3914 = stablehlo.broadcast_in_dim %3913, dims = [] : (tensor<f32>) -> tensor<96xf32>
    %3915 = stablehlo.multiply %m.features.1.0.block.5.b, %3914 : tensor<96xf32>
    %3916 = stablehlo.add %3915, %3912 : tensor<96xf32>
    %3917 = stablehlo.multiply %3447, %3447 : tensor<96xf32>
    %3918 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %3919 = stablehlo.broadcast_in_dim %3918, dims = [] : (tensor<f32>) -> tensor<96xf32>
    %3920 = stablehlo.multiply %3917, %3919 : tensor<96xf32>
    %3921 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %3922 = stablehlo.broadcast_in_dim %3921, dims = [] : (tensor<f32>) -> tensor<96xf32>
    %3923 = stablehlo.multiply %v.features.1.0.block.5.b, %3922 : tensor<96xf32>
    %3924 = stablehlo.add %3923, %3920 : tensor<96xf32>
    %3925 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<96xf32>
    %3926 = stablehlo.divide %3916, %3925 : tensor<96xf32>
    %3927 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<96xf32>
    %3928 = stablehlo.divide %3924, %3927 : tensor<96xf32>
    %3929 = stablehlo.constant dense<1.000000e-08> : tensor<f32>
    %3930 = stablehlo.broadcast_in_dim %3929, dims = [] : (tensor<f32>) -> tensor<96xf32>
    %3931 = stablehlo.sqrt %3928 : tensor<96xf32>
    %3932 = stablehlo.add %3931, %3930 : tensor<96xf32>
    %3933 = stablehlo.divide %3926, %3932 : tensor<96xf32>
    %3934 = stablehlo.constant dense<1.000000e-04> : tensor<f32>
    %3935 = stablehlo.broadcast_in_dim %3934, dims = [] : (tensor<f32>) -> tensor<96xf32>
    %3936 = stablehlo.multiply %3909, %3935 : tensor<96xf32>
    %3937 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %3938 = stablehlo.broadcast_in_dim %3937, dims = [] : (tensor<f32>) -> tensor<96xf32>
    %3939 = stablehlo.subtract %3938, %3936 : tensor<96xf32>
    %3940 = stablehlo.multiply %theta.features.1.0.block.5.b, %3939 : tensor<96xf32>
    %3941 = stablehlo.multiply %3909, %3933 : tensor<96xf32>
    %3942 = stablehlo.subtract %3940, %3941 : tensor<96xf32>
    %3943 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<96x1x1xf32>
    %3944 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %3945 = stablehlo.broadcast_in_dim %3944, dims = [] : (tensor<f32>) -> tensor<96x1x1xf32>
    %3946 = stablehlo.multiply %3444, %3945 : tensor<96x1x1xf32>
    %3947 = stablehlo.constant dense<9.000000e-01> : tensor<f32>
    %3948 = stablehlo.broadcast_in_dim %3947, dims = [] : (tensor<f32>) -> tensor<96x1x1xf32>
    %3949 = stablehlo.multiply %m.features.1.0.layer_scale, %3948 : tensor<96x1x1xf32>
    %3950 = stablehlo.add %3949, %3946 : tensor<96x1x1xf32>
    %3951 = stablehlo.multiply %3444, %3444 : tensor<96x1x1xf32>
    %3952 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %3953 = stablehlo.broadcast_in_dim %3952, dims = [] : (tensor<f32>) -> tensor<96x1x1xf32>
    %3954 = stablehlo.multiply %3951, %3953 : tensor<96x1x1xf32>
    %3955 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %3956 = stablehlo.broadcast_in_dim %3955, dims = [] : (tensor<f32>) -> tensor<96x1x1xf32>
    %3957 = stablehlo.multiply %v.features.1.0.layer_scale, %3956 : tensor<96x1x1xf32>
    %3958 = stablehlo.add %3957, %3954 : tensor<96x1x1xf32>
    %3959 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<96x1x1xf32>
    %3960 = stablehlo.divide %3950, %3959 : tensor<96x1x1xf32>
    %3961 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<96x1x1xf32>
    %3962 = stablehlo.divide %3958, %3961 : tensor<96x1x1xf32>
    %3963 = stablehlo.constant dense<1.000000e-08> : tensor<f32>
    %3964 = stablehlo.broadcast_in_dim %3963, dims = [] : (tensor<f32>) -> tensor<96x1x1xf32>
    %3965 = stablehlo.sqrt %3962 : tensor<96x1x1xf32>
    %3966 = stablehlo.add %3965, %3964 : tensor<96x1x1xf32>
    %3967 = stablehlo.divide %3960, %3966 : tensor<96x1x1xf32>
    %3968 = stablehlo.constant dense<1.000000e-04> : tensor<f32>
    %3969 = stablehlo.broadcast_in_dim %3968, dims = [] : (tensor<f32>) -> tensor<96x1x1xf32>
    %3970 = stablehlo.multiply %3943, %3969 : tensor<96x1x1xf32>
    %3971 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %3972 = stablehlo.broadcast_in_dim %3971, dims = [] : (tensor<f32>) -> tensor<96x1x1xf32>
    %3973 = stablehlo.subtract %3972, %3970 : tensor<96x1x1xf32>
    %3974 = stablehlo.multiply %theta.features.1.0.layer_scale, %3973 : tensor<96x1x1xf32>
    %3975 = stablehlo.multiply %3943, %3967 : tensor<96x1x1xf32>
    %3976 = stablehlo.subtract %3974, %3975 : tensor<96x1x1xf32>
    %3977 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<96x1x7x7xf32>
    %3978 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %3979 = stablehlo.broadcast_in_dim %3978, dims = [] : (tensor<f32>) -> tensor<96x1x7x7xf32>
    %3980 = stablehlo.multiply %3439, %3979 : tensor<96x1x7x7xf32>
    %3981 = stablehlo.constant dense<9.000000e-01> : tensor<f32>
    %3982 = stablehlo.broadcast_in_dim %3981, dims = [] : (tensor<f32>) -> tensor<96x1x7x7xf32>
    %3983 = stablehlo.multiply %m.features.1.1.block.0.w, %3982 : tensor<96x1x7x7xf32>
    %3984 = stablehlo.add %3983, %3980 : tensor<96x1x7x7xf32>
    %3985 = stablehlo.multiply %3439, %3439 : tensor<96x1x7x7xf32>
    %3986 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %3987 = stablehlo.broadcast_in_dim %3986, dims = [] : (tensor<f32>) -> tensor<96x1x7x7xf32>
    %3988 = stablehlo.multiply %3985, %3987 : tensor<96x1x7x7xf32>
    %3989 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %3990 = stablehlo.broadcast_in_dim %3989, dims = [] : (tensor<f32>) -> tensor<96x1x7x7xf32>
    %3991 = stablehlo.multiply %v.features.1.1.block.0.w, %3990 : tensor<96x1x7x7xf32>
    %3992 = stablehlo.add %3991, %3988 : tensor<96x1x7x7xf32>
    %3993 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<96x1x7x7xf32>
    %3994 = stablehlo.divide %3984, %3993 : tensor<96x1x7x7xf32>
    %3995 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<96x1x7x7xf32>
    %3996 = stablehlo.divide %3992, %3995 : tensor<96x1x7x7xf32>
    %3997 = stablehlo.constant dense<1.000000e-08> : tensor<f32>
    %3998 = stablehlo.broadcast_in_dim %3997, dims = [] : (tensor<f32>) -> tensor<96x1x7x7xf32>
    %3999 = stablehlo.sqrt %3996 : tensor<96x1x7x7xf32>
    %4000 = stablehlo.add %3999, %3998 : tensor<96x1x7x7xf32>
    %4001 = stablehlo.divide %3994, %4000 : tensor<96x1x7x7xf32>
    %4002 = stablehlo.constant dense<1.000000e-04> : tensor<f32>
    %4003 = stablehlo.broadcast_in_dim %4002, dims = [] : (tensor<f32>) -> tensor<96x1x7x7xf32>
    %4004 = stablehlo.multiply %3977, %4003 : tensor<96x1x7x7xf32>
    %4005 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %4006 = stablehlo.broadcast_in_dim %4005, dims = [] : (tensor<f32>) -> tensor<96x1x7x7xf32>
    %4007 = stablehlo.subtract %4006, %4004 : tensor<96x1x7x7xf32>
    %4008 = stablehlo.multiply %theta.features.1.1.block.0.w, %4007 : tensor<96x1x7x7xf32>
    %4009 = stablehlo.multiply %3977, %4001 : tensor<96x1x7x7xf32>
    %4010 = stablehlo.subtract %4008, %4009 : tensor<96x1x7x7xf32>
    %4011 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<96xf32>
    %4012 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %4013 = stablehlo.broadcast_in_dim %4012, dims = [] : (tensor<f32>) -> tensor<96xf32>
    %4014 = stablehlo.multiply %3432, %4013 : tensor<96xf32>
    %4015 = stablehlo.constant dense<9.000000e-01> : tensor<f32>
    %4016 = stablehlo.broadcast_in_dim %4015, dims = [] : (tensor<f32>) -> tensor<96xf32>
    %4017 = stablehlo.multiply %m.features.1.1.block.0.b, %4016 : tensor<96xf32>
    %4018 = stablehlo.add %4017, %4014 : tensor<96xf32>
    %4019 = stablehlo.multiply %3432, %3432 : tensor<96xf32>
    %4020 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %4021 = stablehlo.broadcast_in_dim %4020, dims = [] : (tensor<f32>) -> tensor<96xf32>
    %4022 = stablehlo.multiply %4019, %4021 : tensor<96xf32>
    %4023 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %4024 = stablehlo.broadcast_in_dim %4023, dims = [] : (tensor<f32>) -> tensor<96xf32>
    %4025 = stablehlo.multiply %v.features.1.1.block.0.b, %4024 : tensor<96xf32>
    %4026 = stablehlo.add %4025, %4022 : tensor<96xf32>
    %4027 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<96xf32>
    %4028 = stablehlo.divide %4018, %4027 : tensor<96xf32>
    %4029 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<96xf32>
    %4030 = stablehlo.divide %4026, %4029 : tensor<96xf32>
    %4031 = stablehlo.constant dense<1.000000e-08> : tensor<f32>
    %4032 = stablehlo.broadcast_in_dim %4031, dims = [] : (tensor<f32>) -> tensor<96xf32>
    %4033 = stablehlo.sqrt %4030 : tensor<96xf32>
    %4034 = stablehlo.add %4033, %4032 : tensor<96xf32>
    %4035 = stablehlo.divide %4028, %4034 : tensor<96xf32>
    %4036 = stablehlo.constant dense<1.000000e-04> : tensor<f32>
    %4037 = stablehlo.broadcast_in_dim %4036, dims = [] : (tensor<f32>) -> tensor<96xf32>
    %4038 = stablehlo.multiply %4011, %4037 : tensor<96xf32>
    %4039 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %4040 = stablehlo.broadcast_in_dim %4039, dims = [] : (tensor<f32>) -> tensor<96xf32>
    %4041 = stablehlo.subtract %4040, %4038 : tensor<96xf32>
    %4042 = stablehlo.multiply %theta.features.1.1.block.0.b, %4041 : tensor<96xf32>
    %4043 = stablehlo.multiply %4011, %4035 : tensor<96xf32>
    %4044 = stablehlo.subtract %4042, %4043 : tensor<96xf32>
    %4045 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<96xf32>
    %4046 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %4047 = stablehlo.broadcast_in_dim %4046, dims = [] : (tensor<f32>) -> tensor<96xf32>
    %4048 = stablehlo.multiply %3404, %4047 : tensor<96xf32>
    %4049 = stablehlo.constant dense<9.000000e-01> : tensor<f32>
    %4050 = stablehlo.broadcast_in_dim %4049, dims = [] : (tensor<f32>) -> tensor<96xf32>
    %4051 = stablehlo.multiply %m.features.1.1.block.2.beta, %4050 : tensor<96xf32>
    %4052 = stablehlo.add %4051, %4048 : tensor<96xf32>
    %4053 = stablehlo.multiply %3404, %3404 : tensor<96xf32>
    %4054 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %4055 = stablehlo.broadcast_in_dim %4054, dims = [] : (tensor<f32>) -> tensor<96xf32>
    %4056 = stablehlo.multiply %4053, %4055 : tensor<96xf32>
    %4057 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %4058 = stablehlo.broadcast_in_dim %4057, dims = [] : (tensor<f32>) -> tensor<96xf32>
    %4059 = stablehlo.multiply %v.features.1.1.block.2.beta, %4058 : tensor<96xf32>
    %4060 = stablehlo.add %4059, %4056 : tensor<96xf32>
    %4061 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<96xf32>
    %4062 = stablehlo.divide %4052, %4061 : tensor<96xf32>
    %4063 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<96xf32>
    %4064 = stablehlo.divide %4060, %4063 : tensor<96xf32>
    %4065 = stablehlo.constant dense<1.000000e-08> : tensor<f32>
    %4066 = stablehlo.broadcast_in_dim %4065, dims = [] : (tensor<f32>) -> tensor<96xf32>
    %4067 = stablehlo.sqrt %4064 : tensor<96xf32>
    %4068 = stablehlo.add %4067, %4066 : tensor<96xf32>
    %4069 = stablehlo.divide %4062, %4068 : tensor<96xf32>
    %4070 = stablehlo.constant dense<1.000000e-04> : tensor<f32>
    %4071 = stablehlo.broadcast_in_dim %4070, dims = [] : (tensor<f32>) -> tensor<96xf32>
    %4072 = stablehlo.multiply %4045, %4071 : tensor<96xf32>
    %4073 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %4074 = stablehlo.broadcast_in_dim %4073, dims = [] : (tensor<f32>) -> tensor<96xf32>
    %4075 = stablehlo.subtract %4074, %4072 : tensor<96xf32>
    %4076 = stablehlo.multiply %theta.features.1.1.block.2.beta, %4075 : tensor<96xf32>
    %4077 = stablehlo.multiply %4045, %4069 : tensor<96xf32>
    %4078 = stablehlo.subtract %4076, %4077 : tensor<96xf32>
    %4079 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<96xf32>
    %4080 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %4081 = stablehlo.broadcast_in_dim %4080, dims = [] : (tensor<f32>) -> tensor<96xf32>
    %4082 = stablehlo.multiply %3408, %4081 : tensor<96xf32>
    %4083 = stablehlo.constant dense<9.000000e-01> : tensor<f32>
    %4084 = stablehlo.broadcast_in_dim %4083, dims = [] : (tensor<f32>) -> tensor<96xf32>
    %4085 = stablehlo.multiply %m.features.1.1.block.2.gamma, %4084 : tensor<96xf32>
    %4086 = stablehlo.add %4085, %4082 : tensor<96xf32>
    %4087 = stablehlo.multiply %3408, %3408 : tensor<96xf32>
    %4088 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %4089 = stablehlo.broadcast_in_dim %4088, dims = [] : (tensor<f32>) -> tensor<96xf32>
    %4090 = stablehlo.multiply %4087, %4089 : tensor<96xf32>
    %4091 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %4092 = stablehlo.broadcast_in_dim %4091, dims = [] : (tensor<f32>) -> tensor<96xf32>
    %4093 = stablehlo.multiply %v.features.1.1.block.2.gamma, %4092 : tensor<96xf32>
    %4094 = stablehlo.add %4093, %4090 : tensor<96xf32>
    %4095 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<96xf32>
    %4096 = stablehlo.divide %4086, %4095 : tensor<96xf32>
    %4097 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<96xf32>
    %4098 = stablehlo.divide %4094, %4097 : tensor<96xf32>
    %4099 = stablehlo.constant dense<1.000000e-08> : tensor<f32>
    %4100 = stablehlo.broadcast_in_dim %4099, dims = [] : (tensor<f32>) -> tensor<96xf32>
    %4101 = stablehlo.sqrt %4098 : tensor<96xf32>
    %4102 = stablehlo.add %4101, %4100 : tensor<96xf32>
    %4103 = stablehlo.divide %4096, %4102 : tensor<96xf32>
    %4104 = stablehlo.constant dense<1.000000e-04> : tensor<f32>
    %4105 = stablehlo.broadcast_in_dim %4104, dims = [] : (tensor<f32>) -> tensor<96xf32>
    %4106 = stablehlo.multiply %4079, %4105 : tensor<96xf32>
    %4107 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %4108 = stablehlo.broadcast_in_dim %4107, dims = [] : (tensor<f32>) -> tensor<96xf32>
    %4109 = stablehlo.subtract %4108, %4106 : tensor<96xf32>
    %4110 = stablehlo.multiply %theta.features.1.1.block.2.gamma, %4109 : tensor<96xf32>
    %4111 = stablehlo.multiply %4079, %4103 : tensor<96xf32>
    %4112 = stablehlo.subtract %4110, %4111 : tensor<96xf32>
    %4113 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<96x384xf32>
    %4114 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %4115 = stablehlo.broadcast_in_dim %4114, dims = [] : (tensor<f32>) -> tensor<96x384xf32>
    %4116 = stablehlo.multiply %3402, %4115 : tensor<96x384xf32>
    %4117 = stablehlo.constant dense<9.000000e-01> : tensor<f32>
    %4118 = stablehlo.broadcast_in_dim %4117, dims = [] : (tensor<f32>) -> tensor<96x384xf32>
    %4119 = stablehlo.multiply %m.features.1.1.block.3.w, %4118 : tensor<96x384xf32>
    %4120 = stablehlo.add %4119, %4116 : tensor<96x384xf32>
    %4121 = stablehlo.multiply %3402, %3402 : tensor<96x384xf32>
    %4122 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %4123 = stablehlo.broadcast_in_dim %4122, dims = [] : (tensor<f32>) -> tensor<96x384xf32>
    %4124 = stablehlo.multiply %4121, %4123 : tensor<96x384xf32>
    %4125 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %4126 = stablehlo.broadcast_in_dim %4125, dims = [] : (tensor<f32>) -> tensor<96x384xf32>
    %4127 = stablehlo.multiply %v.features.1.1.block.3.w, %4126 : tensor<96x384xf32>
    %4128 = stablehlo.add %4127, %4124 : tensor<96x384xf32>
    %4129 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<96x384xf32>
    %4130 = stablehlo.divide %4120, %4129 : tensor<96x384xf32>
    %4131 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<96x384xf32>
    %4132 = stablehlo.divide %4128, %4131 : tensor<96x384xf32>
    %4133 = stablehlo.constant dense<1.000000e-08> : tensor<f32>
    %4134 = stablehlo.broadcast_in_dim %4133, dims = [] : (tensor<f32>) -> tensor<96x384xf32>
    %4135 = stablehlo.sqrt %4132 : tensor<96x384xf32>
    %4136 = stablehlo.add %4135, %4134 : tensor<96x384xf32>
    %4137 = stablehlo.divide %4130, %4136 : tensor<96x384xf32>
    %4138 = stablehlo.constant dense<1.000000e-04> : tensor<f32>
    %4139 = stablehlo.broadcast_in_dim %4138, dims = [] : (tensor<f32>) -> tensor<96x384xf32>
    %4140 = stablehlo.multiply %4113, %4139 : tensor<96x384xf32>
    %4141 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %4142 = stablehlo.broadcast_in_dim %4141, dims = [] : (tensor<f32>) -> tensor<96x384xf32>
    %4143 = stablehlo.subtract %4142, %4140 : tensor<96x384xf32>
    %4144 = stablehlo.multiply %theta.features.1.1.block.3.w, %4143 : tensor<96x384xf32>
    %4145 = stablehlo.multiply %4113, %4137 : tensor<96x384xf32>
    %4146 = stablehlo.subtract %4144, %4145 : tensor<96x384xf32>
    %4147 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %4148 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %4149 = stablehlo.broadcast_in_dim %4148, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %4150 = stablehlo.multiply %3400, %4149 : tensor<384xf32>
    %4151 = stablehlo.constant dense<9.000000e-01> : tensor<f32>
    %4152 = stablehlo.broadcast_in_dim %4151, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %4153 = stablehlo.multiply %m.features.1.1.block.3.b, %4152 : tensor<384xf32>
    %4154 = stablehlo.add %4153, %4150 : tensor<384xf32>
    %4155 = stablehlo.multiply %3400, %3400 : tensor<384xf32>
    %4156 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %4157 = stablehlo.broadcast_in_dim %4156, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %4158 = stablehlo.multiply %4155, %4157 : tensor<384xf32>
    %4159 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %4160 = stablehlo.broadcast_in_dim %4159, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %4161 = stablehlo.multiply %v.features.1.1.block.3.b, %4160 : tensor<384xf32>
    %4162 = stablehlo.add %4161, %4158 : tensor<384xf32>
    %4163 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %4164 = stablehlo.divide %4154, %4163 : tensor<384xf32>
    %4165 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %4166 = stablehlo.divide %4162, %4165 : tensor<384xf32>
    %4167 = stablehlo.constant dense<1.000000e-08> : tensor<f32>
    %4168 = stablehlo.broadcast_in_dim %4167, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %4169 = stablehlo.sqrt %4166 : tensor<384xf32>
    %4170 = stablehlo.add %4169, %4168 : tensor<384xf32>
    %4171 = stablehlo.divide %4164, %4170 : tensor<384xf32>
    %4172 = stablehlo.constant dense<1.000000e-04> : tensor<f32>
    %4173 = stablehlo.broadcast_in_dim %4172, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %4174 = stablehlo.multiply %4147, %4173 : tensor<384xf32>
    %4175 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %4176 = stablehlo.broadcast_in_dim %4175, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %4177 = stablehlo.subtract %4176, %4174 : tensor<384xf32>
    %4178 = stablehlo.multiply %theta.features.1.1.block.3.b, %4177 : tensor<384xf32>
    %4179 = stablehlo.multiply %4147, %4171 : tensor<384xf32>
    %4180 = stablehlo.subtract %4178, %4179 : tensor<384xf32>
    %4181 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<384x96xf32>
    %4182 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %4183 = stablehlo.broadcast_in_dim %4182, dims = [] : (tensor<f32>) -> tensor<384x96xf32>
    %4184 = stablehlo.multiply %3386, %4183 : tensor<384x96xf32>
    %4185 = stablehlo.constant dense<9.000000e-01> : tensor<f32>
    %4186 = stablehlo.broadcast_in_dim %4185, dims = [] : (tensor<f32>) -> tensor<384x96xf32>
    %4187 = stablehlo.multiply %m.features.1.1.block.5.w, %4186 : tensor<384x96xf32>
    %4188 = stablehlo.add %4187, %4184 : tensor<384x96xf32>
    %4189 = stablehlo.multiply %3386, %3386 : tensor<384x96xf32>
    %4190 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %4191 = stablehlo.broadcast_in_dim %4190, dims = [] : (tensor<f32>) -> tensor<384x96xf32>
    %4192 = stablehlo.multiply %4189, %4191 : tensor<384x96xf32>
    %4193 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %4194 = stablehlo.broadcast_in_dim %4193, dims = [] : (tensor<f32>) -> tensor<384x96xf32>
    %4195 = stablehlo.multiply %v.features.1.1.block.5.w, %4194 : tensor<384x96xf32>
    %4196 = stablehlo.add %4195, %4192 : tensor<384x96xf32>
    %4197 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<384x96xf32>
    %4198 = stablehlo.divide %4188, %4197 : tensor<384x96xf32>
    %4199 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<384x96xf32>
    %4200 = stablehlo.divide %4196, %4199 : tensor<384x96xf32>
    %4201 = stablehlo.constant dense<1.000000e-08> : tensor<f32>
    %4202 = stablehlo.broadcast_in_dim %4201, dims = [] : (tensor<f32>) -> tensor<384x96xf32>
    %4203 = stablehlo.sqrt %4200 : tensor<384x96xf32>
    %4204 = stablehlo.add %4203, %4202 : tensor<384x96xf32>
    %4205 = stablehlo.divide %4198, %4204 : tensor<384x96xf32>
    %4206 = stablehlo.constant dense<1.000000e-04> : tensor<f32>
    %4207 = stablehlo.broadcast_in_dim %4206, dims = [] : (tensor<f32>) -> tensor<384x96xf32>
    %4208 = stablehlo.multiply %4181, %4207 : tensor<384x96xf32>
    %4209 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %4210 = stablehlo.broadcast_in_dim %4209, dims = [] : (tensor<f32>) -> tensor<384x96xf32>
    %4211 = stablehlo.subtract %4210, %4208 : tensor<384x96xf32>
    %4212 = stablehlo.multiply %theta.features.1.1.block.5.w, %4211 : tensor<384x96xf32>
    %4213 = stablehlo.multiply %4181, %4205 : tensor<384x96xf32>
    %4214 = stablehlo.subtract %4212, %4213 : tensor<384x96xf32>
    %4215 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<96xf32>
    %4216 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %4217 = stablehlo.broadcast_in_dim %4216, dims = [] : (tensor<f32>) -> tensor<96xf32>
    %4218 = stablehlo.multiply %3384, %4217 : tensor<96xf32>
    %4219 = stablehlo.constant dense<9.000000e-01> : tensor<f32>
    %4220 = stablehlo.broadcast_in_dim %4219, dims = [] : (tensor<f32>) -> tensor<96xf32>
    %4221 = stablehlo.multiply %m.features.1.1.block.5.b, %4220 : tensor<96xf32>
    %4222 = stablehlo.add %4221, %4218 : tensor<96xf32>
    %4223 = stablehlo.multiply %3384, %3384 : tensor<96xf32>
    %4224 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %4225 = stablehlo.broadcast_in_dim %4224, dims = [] : (tensor<f32>) -> tensor<96xf32>
    %4226 = stablehlo.multiply %4223, %4225 : tensor<96xf32>
    %4227 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %4228 = stablehlo.broadcast_in_dim %4227, dims = [] : (tensor<f32>) -> tensor<96xf32>
    %4229 = stablehlo.multiply %v.features.1.1.block.5.b, %4228 : tensor<96xf32>
    %4230 = stablehlo.add %4229, %4226 : tensor<96xf32>
    %4231 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<96xf32>
    %4232 = stablehlo.divide %4222, %4231 : tensor<96xf32>
    %4233 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<96xf32>
    %4234 = stablehlo.divide %4230, %4233 : tensor<96xf32>
    %4235 = stablehlo.constant dense<1.000000e-08> : tensor<f32>
    %4236 = stablehlo.broadcast_in_dim %4235, dims = [] : (tensor<f32>) -> tensor<96xf32>
    %4237 = stablehlo.sqrt %4234 : tensor<96xf32>
    %4238 = stablehlo.add %4237, %4236 : tensor<96xf32>
    %4239 = stablehlo.divide %4232, %4238 : tensor<96xf32>
    %4240 = stablehlo.constant dense<1.000000e-04> : tensor<f32>
    %4241 = stablehlo.broadcast_in_dim %4240, dims = [] : (tensor<f32>) -> tensor<96xf32>
    %4242 = stablehlo.multiply %4215, %4241 : tensor<96xf32>
    %4243 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %4244 = stablehlo.broadcast_in_dim %4243, dims = [] : (tensor<f32>) -> tensor<96xf32>
    %4245 = stablehlo.subtract %4244, %4242 : tensor<96xf32>
    %4246 = stablehlo.multiply %theta.features.1.1.block.5.b, %4245 : tensor<96xf32>
    %4247 = stablehlo.multiply %4215, %4239 : tensor<96xf32>
    %4248 = stablehlo.subtract %4246, %4247 : tensor<96xf32>
    %4249 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<96x1x1xf32>
    %4250 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %4251 = stablehlo.broadcast_in_dim %4250, dims = [] : (tensor<f32>) -> tensor<96x1x1xf32>
    %4252 = stablehlo.multiply %3381, %4251 : tensor<96x1x1xf32>
    %4253 = stablehlo.constant dense<9.000000e-01> : tensor<f32>
    %4254 = stablehlo.broadcast_in_dim %4253, dims = [] : (tensor<f32>) -> tensor<96x1x1xf32>
    %4255 = stablehlo.multiply %m.features.1.1.layer_scale, %4254 : tensor<96x1x1xf32>
    %4256 = stablehlo.add %4255, %4252 : tensor<96x1x1xf32>
    %4257 = stablehlo.multiply %3381, %3381 : tensor<96x1x1xf32>
    %4258 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %4259 = stablehlo.broadcast_in_dim %4258, dims = [] : (tensor<f32>) -> tensor<96x1x1xf32>
    %4260 = stablehlo.multiply %4257, %4259 : tensor<96x1x1xf32>
    %4261 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %4262 = stablehlo.broadcast_in_dim %4261, dims = [] : (tensor<f32>) -> tensor<96x1x1xf32>
    %4263 = stablehlo.multiply %v.features.1.1.layer_scale, %4262 : tensor<96x1x1xf32>
    %4264 = stablehlo.add %4263, %4260 : tensor<96x1x1xf32>
    %4265 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<96x1x1xf32>
    %4266 = stablehlo.divide %4256, %4265 : tensor<96x1x1xf32>
    %4267 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<96x1x1xf32>
    %4268 = stablehlo.divide %4264, %4267 : tensor<96x1x1xf32>
    %4269 = stablehlo.constant dense<1.000000e-08> : tensor<f32>
    %4270 = stablehlo.broadcast_in_dim %4269, dims = [] : (tensor<f32>) -> tensor<96x1x1xf32>
    %4271 = stablehlo.sqrt %4268 : tensor<96x1x1xf32>
    %4272 = stablehlo.add %4271, %4270 : tensor<96x1x1xf32>
    %4273 = stablehlo.divide %4266, %4272 : tensor<96x1x1xf32>
    %4274 = stablehlo.constant dense<1.000000e-04> : tensor<f32>
    %4275 = stablehlo.broadcast_in_dim %4274, dims = [] : (tensor<f32>) -> tensor<96x1x1xf32>
    %4276 = stablehlo.multiply %4249, %4275 : tensor<96x1x1xf32>
    %4277 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %4278 = stablehlo.broadcast_in_dim %4277, dims = [] : (tensor<f32>) -> tensor<96x1x1xf32>
    %4279 = stablehlo.subtract %4278, %4276 : tensor<96x1x1xf32>
    %4280 = stablehlo.multiply %theta.features.1.1.layer_scale, %4279 : tensor<96x1x1xf32>
    %4281 = stablehlo.multiply %4249, %4273 : tensor<96x1x1xf32>
    %4282 = stablehlo.subtract %4280, %4281 : tensor<96x1x1xf32>
    %4283 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<96x1x7x7xf32>
    %4284 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %4285 = stablehlo.broadcast_in_dim %4284, dims = [] : (tensor<f32>) -> tensor<96x1x7x7xf32>
    %4286 = stablehlo.multiply %3375, %4285 : tensor<96x1x7x7xf32>
    %4287 = stablehlo.constant dense<9.000000e-01> : tensor<f32>
    %4288 = stablehlo.broadcast_in_dim %4287, dims = [] : (tensor<f32>) -> tensor<96x1x7x7xf32>
    %4289 = stablehlo.multiply %m.features.1.2.block.0.w, %4288 : tensor<96x1x7x7xf32>
    %4290 = stablehlo.add %4289, %4286 : tensor<96x1x7x7xf32>
    %4291 = stablehlo.multiply %3375, %3375 : tensor<96x1x7x7xf32>
    %4292 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %4293 = stablehlo.broadcast_in_dim %4292, dims = [] : (tensor<f32>) -> tensor<96x1x7x7xf32>
    %4294 = stablehlo.multiply %4291, %4293 : tensor<96x1x7x7xf32>
    %4295 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %4296 = stablehlo.broadcast_in_dim %4295, dims = [] : (tensor<f32>) -> tensor<96x1x7x7xf32>
    %4297 = stablehlo.multiply %v.features.1.2.block.0.w, %4296 : tensor<96x1x7x7xf32>
    %4298 = stablehlo.add %4297, %4294 : tensor<96x1x7x7xf32>
    %4299 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<96x1x7x7xf32>
    %4300 = stablehlo.divide %4290, %4299 : tensor<96x1x7x7xf32>
    %4301 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<96x1x7x7xf32>
    %4302 = stablehlo.divide %4298, %4301 : tensor<96x1x7x7xf32>
    %4303 = stablehlo.constant dense<1.000000e-08> : tensor<f32>
    %4304 = stablehlo.broadcast_in_dim %4303, dims = [] : (tensor<f32>) -> tensor<96x1x7x7xf32>
    %4305 = stablehlo.sqrt %4302 : tensor<96x1x7x7xf32>
    %4306 = stablehlo.add %4305, %4304 : tensor<96x1x7x7xf32>
    %4307 = stablehlo.divide %4300, %4306 : tensor<96x1x7x7xf32>
    %4308 = stablehlo.constant dense<1.000000e-04> : tensor<f32>
    %4309 = stablehlo.broadcast_in_dim %4308, dims = [] : (tensor<f32>) -> tensor<96x1x7x7xf32>
    %4310 = stablehlo.multiply %4283, %4309 : tensor<96x1x7x7xf32>
    %4311 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %4312 = stablehlo.broadcast_in_dim %4311, dims = [] : (tensor<f32>) -> tensor<96x1x7x7xf32>
    %4313 = stablehlo.subtract %4312, %4310 : tensor<96x1x7x7xf32>
    %4314 = stablehlo.multiply %theta.features.1.2.block.0.w, %4313 : tensor<96x1x7x7xf32>
    %4315 = stablehlo.multiply %4283, %4307 : tensor<96x1x7x7xf32>
    %4316 = stablehlo.subtract %4314, %4315 : tensor<96x1x7x7xf32>
    %4317 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<96xf32>
    %4318 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %4319 = stablehlo.broadcast_in_dim %4318, dims = [] : (tensor<f32>) -> tensor<96xf32>
    %4320 = stablehlo.multiply %3368, %4319 : tensor<96xf32>
    %4321 = stablehlo.constant dense<9.000000e-01> : tensor<f32>
    %4322 = stablehlo.broadcast_in_dim %4321, dims = [] : (tensor<f32>) -> tensor<96xf32>
    %4323 = stablehlo.multiply %m.features.1.2.block.0.b, %4322 : tensor<96xf32>
    %4324 = stablehlo.add %4323, %4320 : tensor<96xf32>
    %4325 = stablehlo.multiply %3368, %3368 : tensor<96xf32>
    %4326 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %4327 = stablehlo.broadcast_in_dim %4326, dims = [] : (tensor<f32>) -> tensor<96xf32>
    %4328 = stablehlo.multiply %4325, %4327 : tensor<96xf32>
    %4329 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %4330 = stablehlo.broadcast_in_dim %4329, dims = [] : (tensor<f32>) -> tensor<96xf32>
    %4331 = stablehlo.multiply %v.features.1.2.block.0.b, %4330 : tensor<96xf32>
    %4332 = stablehlo.add %4331, %4328 : tensor<96xf32>
    %4333 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<96xf32>
    %4334 = stablehlo.divide %4324, %4333 : tensor<96xf32>
    %4335 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<96xf32>
    %4336 = stablehlo.divide %4332, %4335 : tensor<96xf32>
    %4337 = stablehlo.constant dense<1.000000e-08> : tensor<f32>
    %4338 = stablehlo.broadcast_in_dim %4337, dims = [] : (tensor<f32>) -> tensor<96xf32>
    %4339 = stablehlo.sqrt %4336 : tensor<96xf32>
    %4340 = stablehlo.add %4339, %4338 : tensor<96xf32>
    %4341 = stablehlo.divide %4334, %4340 : tensor<96xf32>
    %4342 = stablehlo.constant dense<1.000000e-04> : tensor<f32>
    %4343 = stablehlo.broadcast_in_dim %4342, dims = [] : (tensor<f32>) -> tensor<96xf32>
    %4344 = stablehlo.multiply %4317, %4343 : tensor<96xf32>
    %4345 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %4346 = stablehlo.broadcast_in_dim %4345, dims = [] : (tensor<f32>) -> tensor<96xf32>
    %4347 = stablehlo.subtract %4346, %4344 : tensor<96xf32>
    %4348 = stablehlo.multiply %theta.features.1.2.block.0.b, %4347 : tensor<96xf32>
    %4349 = stablehlo.multiply %4317, %4341 : tensor<96xf32>
    %4350 = stablehlo.subtract %4348, %4349 : tensor<96xf32>
    %4351 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<96xf32>
    %4352 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %4353 = stablehlo.broadcast_in_dim %4352, dims = [] : (tensor<f32>) -> tensor<96xf32>
    %4354 = stablehlo.multiply %3340, %4353 : tensor<96xf32>
    %4355 = stablehlo.constant dense<9.000000e-01> : tensor<f32>
    %4356 = stablehlo.broadcast_in_dim %4355, dims = [] : (tensor<f32>) -> tensor<96xf32>
    %4357 = stablehlo.multiply %m.features.1.2.block.2.beta, %4356 : tensor<96xf32>
    %4358 = stablehlo.add %4357, %4354 : tensor<96xf32>
    %4359 = stablehlo.multiply %3340, %3340 : tensor<96xf32>
    %4360 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %4361 = stablehlo.broadcast_in_dim %4360, dims = [] : (tensor<f32>) -> tensor<96xf32>
    %4362 = stablehlo.multiply %4359, %4361 : tensor<96xf32>
    %4363 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %4364 = stablehlo.broadcast_in_dim %4363, dims = [] : (tensor<f32>) -> tensor<96xf32>
    %4365 = stablehlo.multiply %v.features.1.2.block.2.beta, %4364 : tensor<96xf32>
    %4366 = stablehlo.add %4365, %4362 : tensor<96xf32>
    %4367 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<96xf32>
    %4368 = stablehlo.divide %4358, %4367 : tensor<96xf32>
    %4369 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<96xf32>
    %4370 = stablehlo.divide %4366, %4369 : tensor<96xf32>
    %4371 = stablehlo.constant dense<1.000000e-08> : tensor<f32>
    %4372 = stablehlo.broadcast_in_dim %4371, dims = [] : (tensor<f32>) -> tensor<96xf32>
    %4373 = stablehlo.sqrt %4370 : tensor<96xf32>
    %4374 = stablehlo.add %4373, %4372 : tensor<96xf32>
    %4375 = stablehlo.divide %4368, %4374 : tensor<96xf32>
    %4376 = stablehlo.constant dense<1.000000e-04> : tensor<f32>
    %4377 = stablehlo.broadcast_in_dim %4376, dims = [] : (tensor<f32>) -> tensor<96xf32>
    %4378 = stablehlo.multiply %4351, %4377 : tensor<96xf32>
    %4379 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %4380 = stablehlo.broadcast_in_dim %4379, dims = [] : (tensor<f32>) -> tensor<96xf32>
    %4381 = stablehlo.subtract %4380, %4378 : tensor<96xf32>
    %4382 = stablehlo.multiply %theta.features.1.2.block.2.beta, %4381 : tensor<96xf32>
    %4383 = stablehlo.multiply %4351, %4375 : tensor<96xf32>
    %4384 = stablehlo.subtract %4382, %4383 : tensor<96xf32>
    %4385 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<96xf32>
    %4386 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %4387 = stablehlo.broadcast_in_dim %4386, dims = [] : (tensor<f32>) -> tensor<96xf32>
    %4388 = stablehlo.multiply %3344, %4387 : tensor<96xf32>
    %4389 = stablehlo.constant dense<9.000000e-01> : tensor<f32>
    %4390 = stablehlo.broadcast_in_dim %4389, dims = [] : (tensor<f32>) -> tensor<96xf32>
    %4391 = stablehlo.multiply %m.features.1.2.block.2.gamma, %4390 : tensor<96xf32>
    %4392 = stablehlo.add %4391, %4388 : tensor<96xf32>
    %4393 = stablehlo.multiply %3344, %3344 : tensor<96xf32>
    %4394 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %4395 = stablehlo.broadcast_in_dim %4394, dims = [] : (tensor<f32>) -> tensor<96xf32>
    %4396 = stablehlo.multiply %4393, %4395 : tensor<96xf32>
    %4397 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %4398 = stablehlo.broadcast_in_dim %4397, dims = [] : (tensor<f32>) -> tensor<96xf32>
    %4399 = stablehlo.multiply %v.features.1.2.block.2.gamma, %4398 : tensor<96xf32>
    %4400 = stablehlo.add %4399, %4396 : tensor<96xf32>
    %4401 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<96xf32>
    %4402 = stablehlo.divide %4392, %4401 : tensor<96xf32>
    %4403 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<96xf32>
    %4404 = stablehlo.divide %4400, %4403 : tensor<96xf32>
    %4405 = stablehlo.constant dense<1.000000e-08> : tensor<f32>
    %4406 = stablehlo.broadcast_in_dim %4405, dims = [] : (tensor<f32>) -> tensor<96xf32>
    %4407 = stablehlo.sqrt %4404 : tensor<96xf32>
    %4408 = stablehlo.add %4407, %4406 : tensor<96xf32>
    %4409 = stablehlo.divide %4402, %4408 : tensor<96xf32>
    %4410 = stablehlo.constant dense<1.000000e-04> : tensor<f32>
    %4411 = stablehlo.broadcast_in_dim %4410, dims = [] : (tensor<f32>) -> tensor<96xf32>
    %4412 = stablehlo.multiply %4385, %4411 : tensor<96xf32>
    %4413 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %4414 = stablehlo.broadcast_in_dim %4413, dims = [] : (tensor<f32>) -> tensor<96xf32>
    %4415 = stablehlo.subtract %4414, %4412 : tensor<96xf32>
    %4416 = stablehlo.multiply %theta.features.1.2.block.2.gamma, %4415 : tensor<96xf32>
    %4417 = stablehlo.multiply %4385, %4409 : tensor<96xf32>
    %4418 = stablehlo.subtract %4416, %4417 : tensor<96xf32>
    %4419 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<96x384xf32>
    %4420 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %4421 = stablehlo.broadcast_in_dim %4420, dims = [] : (tensor<f32>) -> tensor<96x384xf32>
    %4422 = stablehlo.multiply %3338, %4421 : tensor<96x384xf32>
    %4423 = stablehlo.constant dense<9.000000e-01> : tensor<f32>
    %4424 = stablehlo.broadcast_in_dim %4423, dims = [] : (tensor<f32>) -> tensor<96x384xf32>
    %4425 = stablehlo.multiply %m.features.1.2.block.3.w, %4424 : tensor<96x384xf32>
    %4426 = stablehlo.add %4425, %4422 : tensor<96x384xf32>
    %4427 = stablehlo.multiply %3338, %3338 : tensor<96x384xf32>
    %4428 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %4429 = stablehlo.broadcast_in_dim %4428, dims = [] : (tensor<f32>) -> tensor<96x384xf32>
    %4430 = stablehlo.multiply %4427, %4429 : tensor<96x384xf32>
    %4431 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %4432 = stablehlo.broadcast_in_dim %4431, dims = [] : (tensor<f32>) -> tensor<96x384xf32>
    %4433 = stablehlo.multiply %v.features.1.2.block.3.w, %4432 : tensor<96x384xf32>
    %4434 = stablehlo.add %4433, %4430 : tensor<96x384xf32>
    %4435 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<96x384xf32>
    %4436 = stablehlo.divide %4426, %4435 : tensor<96x384xf32>
    %4437 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<96x384xf32>
    %4438 = stablehlo.divide %4434, %4437 : tensor<96x384xf32>
    %4439 = stablehlo.constant dense<1.000000e-08> : tensor<f32>
    %4440 = stablehlo.broadcast_in_dim %4439, dims = [] : (tensor<f32>) -> tensor<96x384xf32>
    %4441 = stablehlo.sqrt %4438 : tensor<96x384xf32>
    %4442 = stablehlo.add %4441, %4440 : tensor<96x384xf32>
    %4443 = stablehlo.divide %4436, %4442 : tensor<96x384xf32>
    %4444 = stablehlo.constant dense<1.000000e-04> : tensor<f32>
    %4445 = stablehlo.broadcast_in_dim %4444, dims = [] : (tensor<f32>) -> tensor<96x384xf32>
    %4446 = stablehlo.multiply %4419, %4445 : tensor<96x384xf32>
    %4447 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %4448 = stablehlo.broadcast_in_dim %4447, dims = [] : (tensor<f32>) -> tensor<96x384xf32>
    %4449 = stablehlo.subtract %4448, %4446 : tensor<96x384xf32>
    %4450 = stablehlo.multiply %theta.features.1.2.block.3.w, %4449 : tensor<96x384xf32>
    %4451 = stablehlo.multiply %4419, %4443 : tensor<96x384xf32>
    %4452 = stablehlo.subtract %4450, %4451 : tensor<96x384xf32>
    %4453 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %4454 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %4455 = stablehlo.broadcast_in_dim %4454, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %4456 = stablehlo.multiply %3336, %4455 : tensor<384xf32>
    %4457 = stablehlo.constant dense<9.000000e-01> : tensor<f32>
    %4458 = stablehlo.broadcast_in_dim %4457, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %4459 = stablehlo.multiply %m.features.1.2.block.3.b, %4458 : tensor<384xf32>
    %4460 = stablehlo.add %4459, %4456 : tensor<384xf32>
    %4461 = stablehlo.multiply %3336, %3336 : tensor<384xf32>
    %4462 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %4463 = stablehlo.broadcast_in_dim %4462, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %4464 = stablehlo.multiply %4461, %4463 : tensor<384xf32>
    %4465 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %4466 = stablehlo.broadcast_in_dim %4465, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %4467 = stablehlo.multiply %v.features.1.2.block.3.b, %4466 : tensor<384xf32>
    %4468 = stablehlo.add %4467, %4464 : tensor<384xf32>
    %4469 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %4470 = stablehlo.divide %4460, %4469 : tensor<384xf32>
    %4471 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %4472 = stablehlo.divide %4468, %4471 : tensor<384xf32>
    %4473 = stablehlo.constant dense<1.000000e-08> : tensor<f32>
    %4474 = stablehlo.broadcast_in_dim %4473, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %4475 = stablehlo.sqrt %4472 : tensor<384xf32>
    %4476 = stablehlo.add %4475, %4474 : tensor<384xf32>
    %4477 = stablehlo.divide %4470, %4476 : tensor<384xf32>
    %4478 = stablehlo.constant dense<1.000000e-04> : tensor<f32>
    %4479 = stablehlo.broadcast_in_dim %4478, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %4480 = stablehlo.multiply %4453, %4479 : tensor<384xf32>
    %4481 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %4482 = stablehlo.broadcast_in_dim %4481, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %4483 = stablehlo.subtract %4482, %4480 : tensor<384xf32>
    %4484 = stablehlo.multiply %theta.features.1.2.block.3.b, %4483 : tensor<384xf32>
    %4485 = stablehlo.multiply %4453, %4477 : tensor<384xf32>
    %4486 = stablehlo.subtract %4484, %4485 : tensor<384xf32>
    %4487 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<384x96xf32>
    %4488 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %4489 = stablehlo.broadcast_in_dim %4488, dims = [] : (tensor<f32>) -> tensor<384x96xf32>
    %4490 = stablehlo.multiply %3322, %4489 : tensor<384x96xf32>
    %4491 = stablehlo.constant dense<9.000000e-01> : tensor<f32>
    %4492 = stablehlo.broadcast_in_dim %4491, dims = [] : (tensor<f32>) -> tensor<384x96xf32>
    %4493 = stablehlo.multiply %m.features.1.2.block.5.w, %4492 : tensor<384x96xf32>
    %4494 = stablehlo.add %4493, %4490 : tensor<384x96xf32>
    %4495 = stablehlo.multiply %3322, %3322 : tensor<384x96xf32>
    %4496 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %4497 = stablehlo.broadcast_in_dim %4496, dims = [] : (tensor<f32>) -> tensor<384x96xf32>
    %4498 = stablehlo.multiply %4495, %4497 : tensor<384x96xf32>
    %4499 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %4500 = stablehlo.broadcast_in_dim %4499, dims = [] : (tensor<f32>) -> tensor<384x96xf32>
    %4501 = stablehlo.multiply %v.features.1.2.block.5.w, %4500 : tensor<384x96xf32>
    %4502 = stablehlo.add %4501, %4498 : tensor<384x96xf32>
    %4503 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<384x96xf32>
    %4504 = stablehlo.divide %4494, %4503 : tensor<384x96xf32>
    %4505 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<384x96xf32>
    %4506 = stablehlo.divide %4502, %4505 : tensor<384x96xf32>
    %4507 = stablehlo.constant dense<1.000000e-08> : tensor<f32>
    %4508 = stablehlo.broadcast_in_dim %4507, dims = [] : (tensor<f32>) -> tensor<384x96xf32>
    %4509 = stablehlo.sqrt %4506 : tensor<384x96xf32>
    %4510 = stablehlo.add %4509, %4508 : tensor<384x96xf32>
    %4511 = stablehlo.divide %4504, %4510 : tensor<384x96xf32>
    %4512 = stablehlo.constant dense<1.000000e-04> : tensor<f32>
    %4513 = stablehlo.broadcast_in_dim %4512, dims = [] : (tensor<f32>) -> tensor<384x96xf32>
    %4514 = stablehlo.multiply %4487, %4513 : tensor<384x96xf32>
    %4515 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %4516 = stablehlo.broadcast_in_dim %4515, dims = [] : (tensor<f32>) -> tensor<384x96xf32>
    %4517 = stablehlo.subtract %4516, %4514 : tensor<384x96xf32>
    %4518 = stablehlo.multiply %theta.features.1.2.block.5.w, %4517 : tensor<384x96xf32>
    %4519 = stablehlo.multiply %4487, %4511 : tensor<384x96xf32>
    %4520 = stablehlo.subtract %4518, %4519 : tensor<384x96xf32>
    %4521 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<96xf32>
    %4522 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %4523 = stablehlo.broadcast_in_dim %4522, dims = [] : (tensor<f32>) -> tensor<96xf32>
    %4524 = stablehlo.multiply %3320, %4523 : tensor<96xf32>
    %4525 = stablehlo.constant dense<9.000000e-01> : tensor<f32>
    %4526 = stablehlo.broadcast_in_dim %4525, dims = [] : (tensor<f32>) -> tensor<96xf32>
    %4527 = stablehlo.multiply %m.features.1.2.block.5.b, %4526 : tensor<96xf32>
    %4528 = stablehlo.add %4527, %4524 : tensor<96xf32>
    %4529 = stablehlo.multiply %3320, %3320 : tensor<96xf32>
    %4530 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %4531 = stablehlo.broadcast_in_dim %4530, dims = [] : (tensor<f32>) -> tensor<96xf32>
    %4532 = stablehlo.multiply %4529, %4531 : tensor<96xf32>
    %4533 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %4534 = stablehlo.broadcast_in_dim %4533, dims = [] : (tensor<f32>) -> tensor<96xf32>
    %4535 = stablehlo.multiply %v.features.1.2.block.5.b, %4534 : tensor<96xf32>
    %4536 = stablehlo.add %4535, %4532 : tensor<96xf32>
    %4537 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<96xf32>
    %4538 = stablehlo.divide %4528, %4537 : tensor<96xf32>
    %4539 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<96xf32>
    %4540 = stablehlo.divide %4536, %4539 : tensor<96xf32>
    %4541 = stablehlo.constant dense<1.000000e-08> : tensor<f32>
    %4542 = stablehlo.broadcast_in_dim %4541, dims = [] : (tensor<f32>) -> tensor<96xf32>
    %4543 = stablehlo.sqrt %4540 : tensor<96xf32>
    %4544 = stablehlo.add %4543, %4542 : tensor<96xf32>
    %4545 = stablehlo.divide %4538, %4544 : tensor<96xf32>
    %4546 = stablehlo.constant dense<1.000000e-04> : tensor<f32>
    %4547 = stablehlo.broadcast_in_dim %4546, dims = [] : (tensor<f32>) -> tensor<96xf32>
    %4548 = stablehlo.multiply %4521, %4547 : tensor<96xf32>
    %4549 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %4550 = stablehlo.broadcast_in_dim %4549, dims = [] : (tensor<f32>) -> tensor<96xf32>
    %4551 = stablehlo.subtract %4550, %4548 : tensor<96xf32>
    %4552 = stablehlo.multiply %theta.features.1.2.block.5.b, %4551 : tensor<96xf32>
    %4553 = stablehlo.multiply %4521, %4545 : tensor<96xf32>
    %4554 = stablehlo.subtract %4552, %4553 : tensor<96xf32>
    %4555 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<96x1x1xf32>
    %4556 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %4557 = stablehlo.broadcast_in_dim %4556, dims = [] : (tensor<f32>) -> tensor<96x1x1xf32>
    %4558 = stablehlo.multiply %3317, %4557 : tensor<96x1x1xf32>
    %4559 = stablehlo.constant dense<9.000000e-01> : tensor<f32>
    %4560 = stablehlo.broadcast_in_dim %4559, dims = [] : (tensor<f32>) -> tensor<96x1x1xf32>
    %4561 = stablehlo.multiply %m.features.1.2.layer_scale, %4560 : tensor<96x1x1xf32>
    %4562 = stablehlo.add %4561, %4558 : tensor<96x1x1xf32>
    %4563 = stablehlo.multiply %3317, %3317 : tensor<96x1x1xf32>
    %4564 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %4565 = stablehlo.broadcast_in_dim %4564, dims = [] : (tensor<f32>) -> tensor<96x1x1xf32>
    %4566 = stablehlo.multiply %4563, %4565 : tensor<96x1x1xf32>
    %4567 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %4568 = stablehlo.broadcast_in_dim %4567, dims = [] : (tensor<f32>) -> tensor<96x1x1xf32>
    %4569 = stablehlo.multiply %v.features.1.2.layer_scale, %4568 : tensor<96x1x1xf32>
    %4570 = stablehlo.add %4569, %4566 : tensor<96x1x1xf32>
    %4571 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<96x1x1xf32>
    %4572 = stablehlo.divide %4562, %4571 : tensor<96x1x1xf32>
    %4573 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<96x1x1xf32>
    %4574 = stablehlo.divide %4570, %4573 : tensor<96x1x1xf32>
    %4575 = stablehlo.constant dense<1.000000e-08> : tensor<f32>
    %4576 = stablehlo.broadcast_in_dim %4575, dims = [] : (tensor<f32>) -> tensor<96x1x1xf32>
    %4577 = stablehlo.sqrt %4574 : tensor<96x1x1xf32>
    %4578 = stablehlo.add %4577, %4576 : tensor<96x1x1xf32>
    %4579 = stablehlo.divide %4572, %4578 : tensor<96x1x1xf32>
    %4580 = stablehlo.constant dense<1.000000e-04> : tensor<f32>
    %4581 = stablehlo.broadcast_in_dim %4580, dims = [] : (tensor<f32>) -> tensor<96x1x1xf32>
    %4582 = stablehlo.multiply %4555, %4581 : tensor<96x1x1xf32>
    %4583 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %4584 = stablehlo.broadcast_in_dim %4583, dims = [] : (tensor<f32>) -> tensor<96x1x1xf32>
    %4585 = stablehlo.subtract %4584, %4582 : tensor<96x1x1xf32>
    %4586 = stablehlo.multiply %theta.features.1.2.layer_scale, %4585 : tensor<96x1x1xf32>
    %4587 = stablehlo.multiply %4555, %4579 : tensor<96x1x1xf32>
    %4588 = stablehlo.subtract %4586, %4587 : tensor<96x1x1xf32>
    %4589 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<96xf32>
    %4590 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %4591 = stablehlo.broadcast_in_dim %4590, dims = [] : (tensor<f32>) -> tensor<96xf32>
    %4592 = stablehlo.multiply %3285, %4591 : tensor<96xf32>
    %4593 = stablehlo.constant dense<9.000000e-01> : tensor<f32>
    %4594 = stablehlo.broadcast_in_dim %4593, dims = [] : (tensor<f32>) -> tensor<96xf32>
    %4595 = stablehlo.multiply %m.features.2.0.beta, %4594 : tensor<96xf32>
    %4596 = stablehlo.add %4595, %4592 : tensor<96xf32>
    %4597 = stablehlo.multiply %3285, %3285 : tensor<96xf32>
    %4598 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %4599 = stablehlo.broadcast_in_dim %4598, dims = [] : (tensor<f32>) -> tensor<96xf32>
    %4600 = stablehlo.multiply %4597, %4599 : tensor<96xf32>
    %4601 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %4602 = stablehlo.broadcast_in_dim %4601, dims = [] : (tensor<f32>) -> tensor<96xf32>
    %4603 = stablehlo.multiply %v.features.2.0.beta, %4602 : tensor<96xf32>
    %4604 = stablehlo.add %4603, %4600 : tensor<96xf32>
    %4605 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<96xf32>
    %4606 = stablehlo.divide %4596, %4605 : tensor<96xf32>
    %4607 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<96xf32>
    %4608 = stablehlo.divide %4604, %4607 : tensor<96xf32>
    %4609 = stablehlo.constant dense<1.000000e-08> : tensor<f32>
    %4610 = stablehlo.broadcast_in_dim %4609, dims = [] : (tensor<f32>) -> tensor<96xf32>
    %4611 = stablehlo.sqrt %4608 : tensor<96xf32>
    %4612 = stablehlo.add %4611, %4610 : tensor<96xf32>
    %4613 = stablehlo.divide %4606, %4612 : tensor<96xf32>
    %4614 = stablehlo.constant dense<1.000000e-04> : tensor<f32>
    %4615 = stablehlo.broadcast_in_dim %4614, dims = [] : (tensor<f32>) -> tensor<96xf32>
    %4616 = stablehlo.multiply %4589, %4615 : tensor<96xf32>
    %4617 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %4618 = stablehlo.broadcast_in_dim %4617, dims = [] : (tensor<f32>) -> tensor<96xf32>
    %4619 = stablehlo.subtract %4618, %4616 : tensor<96xf32>
    %4620 = stablehlo.multiply %theta.features.2.0.beta, %4619 : tensor<96xf32>
    %4621 = stablehlo.multiply %4589, %4613 : tensor<96xf32>
    %4622 = stablehlo.subtract %4620, %4621 : tensor<96xf32>
    %4623 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<96xf32>
    %4624 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %4625 = stablehlo.broadcast_in_dim %4624, dims = [] : (tensor<f32>) -> tensor<96xf32>
    %4626 = stablehlo.multiply %3289, %4625 : tensor<96xf32>
    %4627 = stablehlo.constant dense<9.000000e-01> : tensor<f32>
    %4628 = stablehlo.broadcast_in_dim %4627, dims = [] : (tensor<f32>) -> tensor<96xf32>
    %4629 = stablehlo.multiply %m.features.2.0.gamma, %4628 : tensor<96xf32>
    %4630 = stablehlo.add %4629, %4626 : tensor<96xf32>
    %4631 = stablehlo.multiply %3289, %3289 : tensor<96xf32>
    %4632 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %4633 = stablehlo.broadcast_in_dim %4632, dims = [] : (tensor<f32>) -> tensor<96xf32>
    %4634 = stablehlo.multiply %4631, %4633 : tensor<96xf32>
    %4635 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %4636 = stablehlo.broadcast_in_dim %4635, dims = [] : (tensor<f32>) -> tensor<96xf32>
    %4637 = stablehlo.multiply %v.features.2.0.gamma, %4636 : tensor<96xf32>
    %4638 = stablehlo.add %4637, %4634 : tensor<96xf32>
    %4639 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<96xf32>
    %4640 = stablehlo.divide %4630, %4639 : tensor<96xf32>
    %4641 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<96xf32>
    %4642 = stablehlo.divide %4638, %4641 : tensor<96xf32>
    %4643 = stablehlo.constant dense<1.000000e-08> : tensor<f32>
    %4644 = stablehlo.broadcast_in_dim %4643, dims = [] : (tensor<f32>) -> tensor<96xf32>
    %4645 = stablehlo.sqrt %4642 : tensor<96xf32>
    %4646 = stablehlo.add %4645, %4644 : tensor<96xf32>
    %4647 = stablehlo.divide %4640, %4646 : tensor<96xf32>
    %4648 = stablehlo.constant dense<1.000000e-04> : tensor<f32>
    %4649 = stablehlo.broadcast_in_dim %4648, dims = [] : (tensor<f32>) -> tensor<96xf32>
    %4650 = stablehlo.multiply %4623, %4649 : tensor<96xf32>
    %4651 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %4652 = stablehlo.broadcast_in_dim %4651, dims = [] : (tensor<f32>) -> tensor<96xf32>
    %4653 = stablehlo.subtract %4652, %4650 : tensor<96xf32>
    %4654 = stablehlo.multiply %theta.features.2.0.gamma, %4653 : tensor<96xf32>
    %4655 = stablehlo.multiply %4623, %4647 : tensor<96xf32>
    %4656 = stablehlo.subtract %4654, %4655 : tensor<96xf32>
    %4657 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<192x96x2x2xf32>
    %4658 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %4659 = stablehlo.broadcast_in_dim %4658, dims = [] : (tensor<f32>) -> tensor<192x96x2x2xf32>
    %4660 = stablehlo.multiply %3282, %4659 : tensor<192x96x2x2xf32>
    %4661 = stablehlo.constant dense<9.000000e-01> : tensor<f32>
    %4662 = stablehlo.broadcast_in_dim %4661, dims = [] : (tensor<f32>) -> tensor<192x96x2x2xf32>
    %4663 = stablehlo.multiply %m.features.2.1.w, %4662 : tensor<192x96x2x2xf32>
    %4664 = stablehlo.add %4663, %4660 : tensor<192x96x2x2xf32>
    %4665 = stablehlo.multiply %3282, %3282 : tensor<192x96x2x2xf32>
    %4666 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %4667 = stablehlo.broadcast_in_dim %4666, dims = [] : (tensor<f32>) -> tensor<192x96x2x2xf32>
    %4668 = stablehlo.multiply %4665, %4667 : tensor<192x96x2x2xf32>
    %4669 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %4670 = stablehlo.broadcast_in_dim %4669, dims = [] : (tensor<f32>) -> tensor<192x96x2x2xf32>
    %4671 = stablehlo.multiply %v.features.2.1.w, %4670 : tensor<192x96x2x2xf32>
    %4672 = stablehlo.add %4671, %4668 : tensor<192x96x2x2xf32>
    %4673 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<192x96x2x2xf32>
    %4674 = stablehlo.divide %4664, %4673 : tensor<192x96x2x2xf32>
    %4675 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<192x96x2x2xf32>
    %4676 = stablehlo.divide %4672, %4675 : tensor<192x96x2x2xf32>
    %4677 = stablehlo.constant dense<1.000000e-08> : tensor<f32>
    %4678 = stablehlo.broadcast_in_dim %4677, dims = [] : (tensor<f32>) -> tensor<192x96x2x2xf32>
    %4679 = stablehlo.sqrt %4676 : tensor<192x96x2x2xf32>
    %4680 = stablehlo.add %4679, %4678 : tensor<192x96x2x2xf32>
    %4681 = stablehlo.divide %4674, %4680 : tensor<192x96x2x2xf32>
    %4682 = stablehlo.constant dense<1.000000e-04> : tensor<f32>
    %4683 = stablehlo.broadcast_in_dim %4682, dims = [] : (tensor<f32>) -> tensor<192x96x2x2xf32>
    %4684 = stablehlo.multiply %4657, %4683 : tensor<192x96x2x2xf32>
    %4685 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %4686 = stablehlo.broadcast_in_dim %4685, dims = [] : (tensor<f32>) -> tensor<192x96x2x2xf32>
    %4687 = stablehlo.subtract %4686, %4684 : tensor<192x96x2x2xf32>
    %4688 = stablehlo.multiply %theta.features.2.1.w, %4687 : tensor<192x96x2x2xf32>
    %4689 = stablehlo.multiply %4657, %4681 : tensor<192x96x2x2xf32>
    %4690 = stablehlo.subtract %4688, %4689 : tensor<192x96x2x2xf32>
    %4691 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %4692 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %4693 = stablehlo.broadcast_in_dim %4692, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %4694 = stablehlo.multiply %3279, %4693 : tensor<192xf32>
    %4695 = stablehlo.constant dense<9.000000e-01> : tensor<f32>
    %4696 = stablehlo.broadcast_in_dim %4695, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %4697 = stablehlo.multiply %m.features.2.1.b, %4696 : tensor<192xf32>
    %4698 = stablehlo.add %4697, %4694 : tensor<192xf32>
    %4699 = stablehlo.multiply %3279, %3279 : tensor<192xf32>
    %4700 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %4701 = stablehlo.broadcast_in_dim %4700, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %4702 = stablehlo.multiply %4699, %4701 : tensor<192xf32>
    %4703 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %4704 = stablehlo.broadcast_in_dim %4703, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %4705 = stablehlo.multiply %v.features.2.1.b, %4704 : tensor<192xf32>
    %4706 = stablehlo.add %4705, %4702 : tensor<192xf32>
    %4707 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %4708 = stablehlo.divide %4698, %4707 : tensor<192xf32>
    %4709 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %4710 = stablehlo.divide %4706, %4709 : tensor<192xf32>
    %4711 = stablehlo.constant dense<1.000000e-08> : tensor<f32>
    %4712 = stablehlo.broadcast_in_dim %4711, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %4713 = stablehlo.sqrt %4710 : tensor<192xf32>
    %4714 = stablehlo.add %4713, %4712 : tensor<192xf32>
    %4715 = stablehlo.divide %4708, %4714 : tensor<192xf32>
    %4716 = stablehlo.constant dense<1.000000e-04> : tensor<f32>
    %4717 = stablehlo.broadcast_in_dim %4716, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %4718 = stablehlo.multiply %4691, %4717 : tensor<192xf32>
    %4719 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %4720 = stablehlo.broadcast_in_dim %4719, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %4721 = stablehlo.subtract %4720, %4718 : tensor<192xf32>
    %4722 = stablehlo.multiply %theta.features.2.1.b, %4721 : tensor<192xf32>
    %4723 = stablehlo.multiply %4691, %4715 : tensor<192xf32>
    %4724 = stablehlo.subtract %4722, %4723 : tensor<192xf32>
    %4725 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<192x1x7x7xf32>
    %4726 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %4727 = stablehlo.broadcast_in_dim %4726, dims = [] : (tensor<f32>) -> tensor<192x1x7x7xf32>
    %4728 = stablehlo.multiply %3277, %4727 : tensor<192x1x7x7xf32>
    %4729 = stablehlo.constant dense<9.000000e-01> : tensor<f32>
    %4730 = stablehlo.broadcast_in_dim %4729, dims = [] : (tensor<f32>) -> tensor<192x1x7x7xf32>
    %4731 = stablehlo.multiply %m.features.3.0.block.0.w, %4730 : tensor<192x1x7x7xf32>
    %4732 = stablehlo.add %4731, %4728 : tensor<192x1x7x7xf32>
    %4733 = stablehlo.multiply %3277, %3277 : tensor<192x1x7x7xf32>
    %4734 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %4735 = stablehlo.broadcast_in_dim %4734, dims = [] : (tensor<f32>) -> tensor<192x1x7x7xf32>
    %4736 = stablehlo.multiply %4733, %4735 : tensor<192x1x7x7xf32>
    %4737 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %4738 = stablehlo.broadcast_in_dim %4737, dims = [] : (tensor<f32>) -> tensor<192x1x7x7xf32>
    %4739 = stablehlo.multiply %v.features.3.0.block.0.w, %4738 : tensor<192x1x7x7xf32>
    %4740 = stablehlo.add %4739, %4736 : tensor<192x1x7x7xf32>
    %4741 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<192x1x7x7xf32>
    %4742 = stablehlo.divide %4732, %4741 : tensor<192x1x7x7xf32>
    %4743 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<192x1x7x7xf32>
    %4744 = stablehlo.divide %4740, %4743 : tensor<192x1x7x7xf32>
    %4745 = stablehlo.constant dense<1.000000e-08> : tensor<f32>
    %4746 = stablehlo.broadcast_in_dim %4745, dims = [] : (tensor<f32>) -> tensor<192x1x7x7xf32>
    %4747 = stablehlo.sqrt %4744 : tensor<192x1x7x7xf32>
    %4748 = stablehlo.add %4747, %4746 : tensor<192x1x7x7xf32>
    %4749 = stablehlo.divide %4742, %4748 : tensor<192x1x7x7xf32>
    %4750 = stablehlo.constant dense<1.000000e-04> : tensor<f32>
    %4751 = stablehlo.broadcast_in_dim %4750, dims = [] : (tensor<f32>) -> tensor<192x1x7x7xf32>
    %4752 = stablehlo.multiply %4725, %4751 : tensor<192x1x7x7xf32>
    %4753 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %4754 = stablehlo.broadcast_in_dim %4753, dims = [] : (tensor<f32>) -> tensor<192x1x7x7xf32>
    %4755 = stablehlo.subtract %4754, %4752 : tensor<192x1x7x7xf32>
    %4756 = stablehlo.multiply %theta.features.3.0.block.0.w, %4755 : tensor<192x1x7x7xf32>
    %4757 = stablehlo.multiply %4725, %4749 : tensor<192x1x7x7xf32>
    %4758 = stablehlo.subtract %4756, %4757 : tensor<192x1x7x7xf32>
    %4759 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %4760 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %4761 = stablehlo.broadcast_in_dim %4760, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %4762 = stablehlo.multiply %3270, %4761 : tensor<192xf32>
    %4763 = stablehlo.constant dense<9.000000e-01> : tensor<f32>
    %4764 = stablehlo.broadcast_in_dim %4763, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %4765 = stablehlo.multiply %m.features.3.0.block.0.b, %4764 : tensor<192xf32>
    %4766 = stablehlo.add %4765, %4762 : tensor<192xf32>
    %4767 = stablehlo.multiply %3270, %3270 : tensor<192xf32>
    %4768 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %4769 = stablehlo.broadcast_in_dim %4768, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %4770 = stablehlo.multiply %4767, %4769 : tensor<192xf32>
    %4771 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %4772 = stablehlo.broadcast_in_dim %4771, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %4773 = stablehlo.multiply %v.features.3.0.block.0.b, %4772 : tensor<192xf32>
    %4774 = stablehlo.add %4773, %4770 : tensor<192xf32>
    %4775 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %4776 = stablehlo.divide %4766, %4775 : tensor<192xf32>
    %4777 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %4778 = stablehlo.divide %4774, %4777 : tensor<192xf32>
    %4779 = stablehlo.constant dense<1.000000e-08> : tensor<f32>
    %4780 = stablehlo.broadcast_in_dim %4779, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %4781 = stablehlo.sqrt %4778 : tensor<192xf32>
    %4782 = stablehlo.add %4781, %4780 : tensor<192xf32>
    %4783 = stablehlo.divide %4776, %4782 : tensor<192xf32>
    %4784 = stablehlo.constant dense<1.000000e-04> : tensor<f32>
    %4785 = stablehlo.broadcast_in_dim %4784, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %4786 = stablehlo.multiply %4759, %4785 : tensor<192xf32>
    %4787 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %4788 = stablehlo.broadcast_in_dim %4787, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %4789 = stablehlo.subtract %4788, %4786 : tensor<192xf32>
    %4790 = stablehlo.multiply %theta.features.3.0.block.0.b, %4789 : tensor<192xf32>
    %4791 = stablehlo.multiply %4759, %4783 : tensor<192xf32>
    %4792 = stablehlo.subtract %4790, %4791 : tensor<192xf32>
    %4793 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %4794 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %4795 = stablehlo.broadcast_in_dim %4794, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %4796 = stablehlo.multiply %3242, %4795 : tensor<192xf32>
    %4797 = stablehlo.constant dense<9.000000e-01> : tensor<f32>
    %4798 = stablehlo.broadcast_in_dim %4797, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %4799 = stablehlo.multiply %m.features.3.0.block.2.beta, %4798 : tensor<192xf32>
    %4800 = stablehlo.add %4799, %4796 : tensor<192xf32>
    %4801 = stablehlo.multiply %3242, %3242 : tensor<192xf32>
    %4802 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %4803 = stablehlo.broadcast_in_dim %4802, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %4804 = stablehlo.multiply %4801, %4803 : tensor<192xf32>
    %4805 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %4806 = stablehlo.broadcast_in_dim %4805, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %4807 = stablehlo.multiply %v.features.3.0.block.2.beta, %4806 : tensor<192xf32>
    %4808 = stablehlo.add %4807, %4804 : tensor<192xf32>
    %4809 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %4810 = stablehlo.divide %4800, %4809 : tensor<192xf32>
    %4811 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %4812 = stablehlo.divide %4808, %4811 : tensor<192xf32>
    %4813 = stablehlo.constant dense<1.000000e-08> : tensor<f32>
    %4814 = stablehlo.broadcast_in_dim %4813, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %4815 = stablehlo.sqrt %4812 : tensor<192xf32>
    %4816 = stablehlo.add %4815, %4814 : tensor<192xf32>
    %4817 = stablehlo.divide %4810, %4816 : tensor<192xf32>
    %4818 = stablehlo.constant dense<1.000000e-04> : tensor<f32>
    %4819 = stablehlo.broadcast_in_dim %4818, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %4820 = stablehlo.multiply %4793, %4819 : tensor<192xf32>
    %4821 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %4822 = stablehlo.broadcast_in_dim %4821, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %4823 = stablehlo.subtract %4822, %4820 : tensor<192xf32>
    %4824 = stablehlo.multiply %theta.features.3.0.block.2.beta, %4823 : tensor<192xf32>
    %4825 = stablehlo.multiply %4793, %4817 : tensor<192xf32>
    %4826 = stablehlo.subtract %4824, %4825 : tensor<192xf32>
    %4827 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %4828 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %4829 = stablehlo.broadcast_in_dim %4828, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %4830 = stablehlo.multiply %3246, %4829 : tensor<192xf32>
    %4831 = stablehlo.constant dense<9.000000e-01> : tensor<f32>
    %4832 = stablehlo.broadcast_in_dim %4831, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %4833 = stablehlo.multiply %m.features.3.0.block.2.gamma, %4832 : tensor<192xf32>
    %4834 = stablehlo.add %4833, %4830 : tensor<192xf32>
    %4835 = stablehlo.multiply %3246, %3246 : tensor<192xf32>
    %4836 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %4837 = stablehlo.broadcast_in_dim %4836, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %4838 = stablehlo.multiply %4835, %4837 : tensor<192xf32>
    %4839 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %4840 = stablehlo.broadcast_in_dim %4839, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %4841 = stablehlo.multiply %v.features.3.0.block.2.gamma, %4840 : tensor<192xf32>
    %4842 = stablehlo.add %4841, %4838 : tensor<192xf32>
    %4843 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %4844 = stablehlo.divide %4834, %4843 : tensor<192xf32>
    %4845 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %4846 = stablehlo.divide %4842, %4845 : tensor<192xf32>
    %4847 = stablehlo.constant dense<1.000000e-08> : tensor<f32>
    %4848 = stablehlo.broadcast_in_dim %4847, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %4849 = stablehlo.sqrt %4846 : tensor<192xf32>
    %4850 = stablehlo.add %4849, %4848 : tensor<192xf32>
    %4851 = stablehlo.divide %4844, %4850 : tensor<192xf32>
    %4852 = stablehlo.constant dense<1.000000e-04> : tensor<f32>
    %4853 = stablehlo.broadcast_in_dim %4852, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %4854 = stablehlo.multiply %4827, %4853 : tensor<192xf32>
    %4855 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %4856 = stablehlo.broadcast_in_dim %4855, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %4857 = stablehlo.subtract %4856, %4854 : tensor<192xf32>
    %4858 = stablehlo.multiply %theta.features.3.0.block.2.gamma, %4857 : tensor<192xf32>
    %4859 = stablehlo.multiply %4827, %4851 : tensor<192xf32>
    %4860 = stablehlo.subtract %4858, %4859 : tensor<192xf32>
    %4861 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<192x768xf32>
    %4862 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %4863 = stablehlo.broadcast_in_dim %4862, dims = [] : (tensor<f32>) -> tensor<192x768xf32>
    %4864 = stablehlo.multiply %3240, %4863 : tensor<192x768xf32>
    %4865 = stablehlo.constant dense<9.000000e-01> : tensor<f32>
    %4866 = stablehlo.broadcast_in_dim %4865, dims = [] : (tensor<f32>) -> tensor<192x768xf32>
    %4867 = stablehlo.multiply %m.features.3.0.block.3.w, %4866 : tensor<192x768xf32>
    %4868 = stablehlo.add %4867, %4864 : tensor<192x768xf32>
    %4869 = stablehlo.multiply %3240, %3240 : tensor<192x768xf32>
    %4870 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %4871 = stablehlo.broadcast_in_dim %4870, dims = [] : (tensor<f32>) -> tensor<192x768xf32>
    %4872 = stablehlo.multiply %4869, %4871 : tensor<192x768xf32>
    %4873 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %4874 = stablehlo.broadcast_in_dim %4873, dims = [] : (tensor<f32>) -> tensor<192x768xf32>
    %4875 = stablehlo.multiply %v.features.3.0.block.3.w, %4874 : tensor<192x768xf32>
    %4876 = stablehlo.add %4875, %4872 : tensor<192x768xf32>
    %4877 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<192x768xf32>
    %4878 = stablehlo.divide %4868, %4877 : tensor<192x768xf32>
    %4879 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<192x768xf32>
    %4880 = stablehlo.divide %4876, %4879 : tensor<192x768xf32>
    %4881 = stablehlo.constant dense<1.000000e-08> : tensor<f32>
    %4882 = stablehlo.broadcast_in_dim %4881, dims = [] : (tensor<f32>) -> tensor<192x768xf32>
    %4883 = stablehlo.sqrt %4880 : tensor<192x768xf32>
    %4884 = stablehlo.add %4883, %4882 : tensor<192x768xf32>
    %4885 = stablehlo.divide %4878, %4884 : tensor<192x768xf32>
    %4886 = stablehlo.constant dense<1.000000e-04> : tensor<f32>
    %4887 = stablehlo.broadcast_in_dim %4886, dims = [] : (tensor<f32>) -> tensor<192x768xf32>
    %4888 = stablehlo.multiply %4861, %4887 : tensor<192x768xf32>
    %4889 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %4890 = stablehlo.broadcast_in_dim %4889, dims = [] : (tensor<f32>) -> tensor<192x768xf32>
    %4891 = stablehlo.subtract %4890, %4888 : tensor<192x768xf32>
    %4892 = stablehlo.multiply %theta.features.3.0.block.3.w, %4891 : tensor<192x768xf32>
    %4893 = stablehlo.multiply %4861, %4885 : tensor<192x768xf32>
    %4894 = stablehlo.subtract %4892, %4893 : tensor<192x768xf32>
    %4895 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %4896 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %4897 = stablehlo.broadcast_in_dim %4896, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %4898 = stablehlo.multiply %3238, %4897 : tensor<768xf32>
    %4899 = stablehlo.constant dense<9.000000e-01> : tensor<f32>
    %4900 = stablehlo.broadcast_in_dim %4899, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %4901 = stablehlo.multiply %m.features.3.0.block.3.b, %4900 : tensor<768xf32>
    %4902 = stablehlo.add %4901, %4898 : tensor<768xf32>
    %4903 = stablehlo.multiply %3238, %3238 : tensor<768xf32>
    %4904 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %4905 = stablehlo.broadcast_in_dim %4904, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %4906 = stablehlo.multiply %4903, %4905 : tensor<768xf32>
    %4907 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %4908 = stablehlo.broadcast_in_dim %4907, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %4909 = stablehlo.multiply %v.features.3.0.block.3.b, %4908 : tensor<768xf32>
    %4910 = stablehlo.add %4909, %4906 : tensor<768xf32>
    %4911 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %4912 = stablehlo.divide %4902, %4911 : tensor<768xf32>
    %4913 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %4914 = stablehlo.divide %4910, %4913 : tensor<768xf32>
    %4915 = stablehlo.constant dense<1.000000e-08> : tensor<f32>
    %4916 = stablehlo.broadcast_in_dim %4915, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %4917 = stablehlo.sqrt %4914 : tensor<768xf32>
    %4918 = stablehlo.add %4917, %4916 : tensor<768xf32>
    %4919 = stablehlo.divide %4912, %4918 : tensor<768xf32>
    %4920 = stablehlo.constant dense<1.000000e-04> : tensor<f32>
    %4921 = stablehlo.broadcast_in_dim %4920, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %4922 = stablehlo.multiply %4895, %4921 : tensor<768xf32>
    %4923 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %4924 = stablehlo.broadcast_in_dim %4923, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %4925 = stablehlo.subtract %4924, %4922 : tensor<768xf32>
    %4926 = stablehlo.multiply %theta.features.3.0.block.3.b, %4925 : tensor<768xf32>
    %4927 = stablehlo.multiply %4895, %4919 : tensor<768xf32>
    %4928 = stablehlo.subtract %4926, %4927 : tensor<768xf32>
    %4929 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<768x192xf32>
    %4930 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %4931 = stablehlo.broadcast_in_dim %4930, dims = [] : (tensor<f32>) -> tensor<768x192xf32>
    %4932 = stablehlo.multiply %3224, %4931 : tensor<768x192xf32>
    %4933 = stablehlo.constant dense<9.000000e-01> : tensor<f32>
    %4934 = stablehlo.broadcast_in_dim %4933, dims = [] : (tensor<f32>) -> tensor<768x192xf32>
    %4935 = stablehlo.multiply %m.features.3.0.block.5.w, %4934 : tensor<768x192xf32>
    %4936 = stablehlo.add %4935, %4932 : tensor<768x192xf32>
    %4937 = stablehlo.multiply %3224, %3224 : tensor<768x192xf32>
    %4938 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %4939 = stablehlo.broadcast_in_dim %4938, dims = [] : (tensor<f32>) -> tensor<768x192xf32>
    %4940 = stablehlo.multiply %4937, %4939 : tensor<768x192xf32>
    %4941 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %4942 = stablehlo.broadcast_in_dim %4941, dims = [] : (tensor<f32>) -> tensor<768x192xf32>
    %4943 = stablehlo.multiply %v.features.3.0.block.5.w, %4942 : tensor<768x192xf32>
    %4944 = stablehlo.add %4943, %4940 : tensor<768x192xf32>
    %4945 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<768x192xf32>
    %4946 = stablehlo.divide %4936, %4945 : tensor<768x192xf32>
    %4947 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<768x192xf32>
    %4948 = stablehlo.divide %4944, %4947 : tensor<768x192xf32>
    %4949 = stablehlo.constant dense<1.000000e-08> : tensor<f32>
    %4950 = stablehlo.broadcast_in_dim %4949, dims = [] : (tensor<f32>) -> tensor<768x192xf32>
    %4951 = stablehlo.sqrt %4948 : tensor<768x192xf32>
    %4952 = stablehlo.add %4951, %4950 : tensor<768x192xf32>
    %4953 = stablehlo.divide %4946, %4952 : tensor<768x192xf32>
    %4954 = stablehlo.constant dense<1.000000e-04> : tensor<f32>
    %4955 = stablehlo.broadcast_in_dim %4954, dims = [] : (tensor<f32>) -> tensor<768x192xf32>
    %4956 = stablehlo.multiply %4929, %4955 : tensor<768x192xf32>
    %4957 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %4958 = stablehlo.broadcast_in_dim %4957, dims = [] : (tensor<f32>) -> tensor<768x192xf32>
    %4959 = stablehlo.subtract %4958, %4956 : tensor<768x192xf32>
    %4960 = stablehlo.multiply %theta.features.3.0.block.5.w, %4959 : tensor<768x192xf32>
    %4961 = stablehlo.multiply %4929, %4953 : tensor<768x192xf32>
    %4962 = stablehlo.subtract %4960, %4961 : tensor<768x192xf32>
    %4963 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %4964 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %4965 = stablehlo.broadcast_in_dim %4964, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %4966 = stablehlo.multiply %3222, %4965 : tensor<192xf32>
    %4967 = stablehlo.constant dense<9.000000e-01> : tensor<f32>
    %4968 = stablehlo.broadcast_in_dim %4967, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %4969 = stablehlo.multiply %m.features.3.0.block.5.b, %4968 : tensor<192xf32>
    %4970 = stablehlo.add %4969, %4966 : tensor<192xf32>
    %4971 = stablehlo.multiply %3222, %3222 : tensor<192xf32>
    %4972 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %4973 = stablehlo.broadcast_in_dim %4972, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %4974 = stablehlo.multiply %4971, %4973 : tensor<192xf32>
    %4975 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %4976 = stablehlo.broadcast_in_dim %4975, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %4977 = stablehlo.multiply %v.features.3.0.block.5.b, %4976 : tensor<192xf32>
    %4978 = stablehlo.add %4977, %4974 : tensor<192xf32>
    %4979 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %4980 = stablehlo.divide %4970, %4979 : tensor<192xf32>
    %4981 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %4982 = stablehlo.divide %4978, %4981 : tensor<192xf32>
    %4983 = stablehlo.constant dense<1.000000e-08> : tensor<f32>
    %4984 = stablehlo.broadcast_in_dim %4983, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %4985 = stablehlo.sqrt %4982 : tensor<192xf32>
    %4986 = stablehlo.add %4985, %4984 : tensor<192xf32>
    %4987 = stablehlo.divide %4980, %4986 : tensor<192xf32>
    %4988 = stablehlo.constant dense<1.000000e-04> : tensor<f32>
    %4989 = stablehlo.broadcast_in_dim %4988, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %4990 = stablehlo.multiply %4963, %4989 : tensor<192xf32>
    %4991 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %4992 = stablehlo.broadcast_in_dim %4991, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %4993 = stablehlo.subtract %4992, %4990 : tensor<192xf32>
    %4994 = stablehlo.multiply %theta.features.3.0.block.5.b, %4993 : tensor<192xf32>
    %4995 = stablehlo.multiply %4963, %4987 : tensor<192xf32>
    %4996 = stablehlo.subtract %4994, %4995 : tensor<192xf32>
    %4997 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<192x1x1xf32>
    %4998 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %4999 = stablehlo.broadcast_in_dim %4998, dims = [] : (tensor<f32>) -> tensor<192x1x1xf32>
    %5000 = stablehlo.multiply %3219, %4999 : tensor<192x1x1xf32>
    %5001 = stablehlo.constant dense<9.000000e-01> : tensor<f32>
    %5002 = stablehlo.broadcast_in_dim %5001, dims = [] : (tensor<f32>) -> tensor<192x1x1xf32>
    %5003 = stablehlo.multiply %m.features.3.0.layer_scale, %5002 : tensor<192x1x1xf32>
    %5004 = stablehlo.add %5003, %5000 : tensor<192x1x1xf32>
    %5005 = stablehlo.multiply %3219, %3219 : tensor<192x1x1xf32>
    %5006 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %5007 = stablehlo.broadcast_in_dim %5006, dims = [] : (tensor<f32>) -> tensor<192x1x1xf32>
    %5008 = stablehlo.multiply %5005, %5007 : tensor<192x1x1xf32>
    %5009 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %5010 = stablehlo.broadcast_in_dim %5009, dims = [] : (tensor<f32>) -> tensor<192x1x1xf32>
    %5011 = stablehlo.multiply %v.features.3.0.layer_scale, %5010 : tensor<192x1x1xf32>
    %5012 = stablehlo.add %5011, %5008 : tensor<192x1x1xf32>
    %5013 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<192x1x1xf32>
    %5014 = stablehlo.divide %5004, %5013 : tensor<192x1x1xf32>
    %5015 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<192x1x1xf32>
    %5016 = stablehlo.divide %5012, %5015 : tensor<192x1x1xf32>
    %5017 = stablehlo.constant dense<1.000000e-08> : tensor<f32>
    %5018 = stablehlo.broadcast_in_dim %5017, dims = [] : (tensor<f32>) -> tensor<192x1x1xf32>
    %5019 = stablehlo.sqrt %5016 : tensor<192x1x1xf32>
    %5020 = stablehlo.add %5019, %5018 : tensor<192x1x1xf32>
    %5021 = stablehlo.divide %5014, %5020 : tensor<192x1x1xf32>
    %5022 = stablehlo.constant dense<1.000000e-04> : tensor<f32>
    %5023 = stablehlo.broadcast_in_dim %5022, dims = [] : (tensor<f32>) -> tensor<192x1x1xf32>
    %5024 = stablehlo.multiply %4997, %5023 : tensor<192x1x1xf32>
    %5025 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %5026 = stablehlo.broadcast_in_dim %5025, dims = [] : (tensor<f32>) -> tensor<192x1x1xf32>
    %5027 = stablehlo.subtract %5026, %5024 : tensor<192x1x1xf32>
    %5028 = stablehlo.multiply %theta.features.3.0.layer_scale, %5027 : tensor<192x1x1xf32>
    %5029 = stablehlo.multiply %4997, %5021 : tensor<192x1x1xf32>
    %5030 = stablehlo.subtract %5028, %5029 : tensor<192x1x1xf32>
    %5031 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<192x1x7x7xf32>
    %5032 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %5033 = stablehlo.broadcast_in_dim %5032, dims = [] : (tensor<f32>) -> tensor<192x1x7x7xf32>
    %5034 = stablehlo.multiply %3213, %5033 : tensor<192x1x7x7xf32>
    %5035 = stablehlo.constant dense<9.000000e-01> : tensor<f32>
    %5036 = stablehlo.broadcast_in_dim %5035, dims = [] : (tensor<f32>) -> tensor<192x1x7x7xf32>
    %5037 = stablehlo.multiply %m.features.3.1.block.0.w, %5036 : tensor<192x1x7x7xf32>
    %5038 = stablehlo.add %5037, %5034 : tensor<192x1x7x7xf32>
    %5039 = stablehlo.multiply %3213, %3213 : tensor<192x1x7x7xf32>
    %5040 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %5041 = stablehlo.broadcast_in_dim %5040, dims = [] : (tensor<f32>) -> tensor<192x1x7x7xf32>
    %5042 = stablehlo.multiply %5039, %5041 : tensor<192x1x7x7xf32>
    %5043 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %5044 = stablehlo.broadcast_in_dim %5043, dims = [] : (tensor<f32>) -> tensor<192x1x7x7xf32>
    %5045 = stablehlo.multiply %v.features.3.1.block.0.w, %5044 : tensor<192x1x7x7xf32>
    %5046 = stablehlo.add %5045, %5042 : tensor<192x1x7x7xf32>
    %5047 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<192x1x7x7xf32>
    %5048 = stablehlo.divide %5038, %5047 : tensor<192x1x7x7xf32>
    %5049 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<192x1x7x7xf32>
    %5050 = stablehlo.divide %5046, %5049 : tensor<192x1x7x7xf32>
    %5051 = stablehlo.constant dense<1.000000e-08> : tensor<f32>
    %5052 = stablehlo.broadcast_in_dim %5051, dims = [] : (tensor<f32>) -> tensor<192x1x7x7xf32>
    %5053 = stablehlo.sqrt %5050 : tensor<192x1x7x7xf32>
    %5054 = stablehlo.add %5053, %5052 : tensor<192x1x7x7xf32>
    %5055 = stablehlo.divide %5048, %5054 : tensor<192x1x7x7xf32>
    %5056 = stablehlo.constant dense<1.000000e-04> : tensor<f32>
    %5057 = stablehlo.broadcast_in_dim %5056, dims = [] : (tensor<f32>) -> tensor<192x1x7x7xf32>
    %5058 = stablehlo.multiply %5031, %5057 : tensor<192x1x7x7xf32>
    %5059 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %5060 = stablehlo.broadcast_in_dim %5059, dims = [] : (tensor<f32>) -> tensor<192x1x7x7xf32>
    %5061 = stablehlo.subtract %5060, %5058 : tensor<192x1x7x7xf32>
    %5062 = stablehlo.multiply %theta.features.3.1.block.0.w, %5061 : tensor<192x1x7x7xf32>
    %5063 = stablehlo.multiply %5031, %5055 : tensor<192x1x7x7xf32>
    %5064 = stablehlo.subtract %5062, %5063 : tensor<192x1x7x7xf32>
    %5065 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %5066 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %5067 = stablehlo.broadcast_in_dim %5066, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %5068 = stablehlo.multiply %3206, %5067 : tensor<192xf32>
    %5069 = stablehlo.constant dense<9.000000e-01> : tensor<f32>
    %5070 = stablehlo.broadcast_in_dim %5069, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %5071 = stablehlo.multiply %m.features.3.1.block.0.b, %5070 : tensor<192xf32>
    %5072 = stablehlo.add %5071, %5068 : tensor<192xf32>
    %5073 = stablehlo.multiply %3206, %3206 : tensor<192xf32>
    %5074 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %5075 = stablehlo.broadcast_in_dim %5074, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %5076 = stablehlo.multiply %5073, %5075 : tensor<192xf32>
    %5077 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %5078 = stablehlo.broadcast_in_dim %5077, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %5079 = stablehlo.multiply %v.features.3.1.block.0.b, %5078 : tensor<192xf32>
    %5080 = stablehlo.add %5079, %5076 : tensor<192xf32>
    %5081 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %5082 = stablehlo.divide %5072, %5081 : tensor<192xf32>
    %5083 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %5084 = stablehlo.divide %5080, %5083 : tensor<192xf32>
    %5085 = stablehlo.constant dense<1.000000e-08> : tensor<f32>
    %5086 = stablehlo.broadcast_in_dim %5085, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %5087 = stablehlo.sqrt %5084 : tensor<192xf32>
    %5088 = stablehlo.add %5087, %5086 : tensor<192xf32>
    %5089 = stablehlo.divide %5082, %5088 : tensor<192xf32>
    %5090 = stablehlo.constant dense<1.000000e-04> : tensor<f32>
    %5091 = stablehlo.broadcast_in_dim %5090, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %5092 = stablehlo.multiply %5065, %5091 : tensor<192xf32>
    %5093 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %5094 = stablehlo.broadcast_in_dim %5093, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %5095 = stablehlo.subtract %5094, %5092 : tensor<192xf32>
    %5096 = stablehlo.multiply %theta.features.3.1.block.0.b, %5095 : tensor<192xf32>
    %5097 = stablehlo.multiply %5065, %5089 : tensor<192xf32>
    %5098 = stablehlo.subtract %5096, %5097 : tensor<192xf32>
    %5099 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %5100 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %5101 = stablehlo.broadcast_in_dim %5100, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %5102 = stablehlo.multiply %3178, %5101 : tensor<192xf32>
    %5103 = stablehlo.constant dense<9.000000e-01> : tensor<f32>
    %5104 = stablehlo.broadcast_in_dim %5103, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %5105 = stablehlo.multiply %m.features.3.1.block.2.beta, %5104 : tensor<192xf32>
    %5106 = stablehlo.add %5105, %5102 : tensor<192xf32>
    %5107 = stablehlo.multiply %3178, %3178 : tensor<192xf32>
    %5108 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %5109 = stablehlo.broadcast_in_dim %5108, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %5110 = stablehlo.multiply %5107, %5109 : tensor<192xf32>
    %5111 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %5112 = stablehlo.broadcast_in_dim %5111, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %5113 = stablehlo.multiply %v.features.3.1.block.2.beta, %5112 : tensor<192xf32>
    %5114 = stablehlo.add %5113, %5110 : tensor<192xf32>
    %5115 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %5116 = stablehlo.divide %5106, %5115 : tensor<192xf32>
    %5117 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %5118 = stablehlo.divide %5114, %5117 : tensor<192xf32>
    %5119 = stablehlo.constant dense<1.000000e-08> : tensor<f32>
    %5120 = stablehlo.broadcast_in_dim %5119, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %5121 = stablehlo.sqrt %5118 : tensor<192xf32>
    %5122 = stablehlo.add %5121, %5120 : tensor<192xf32>
    %5123 = stablehlo.divide %5116, %5122 : tensor<192xf32>
    %5124 = stablehlo.constant dense<1.000000e-04> : tensor<f32>
    %5125 = stablehlo.broadcast_in_dim %5124, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %5126 = stablehlo.multiply %5099, %5125 : tensor<192xf32>
    %5127 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %5128 = stablehlo.broadcast_in_dim %5127, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %5129 = stablehlo.subtract %5128, %5126 : tensor<192xf32>
    %5130 = stablehlo.multiply %theta.features.3.1.block.2.beta, %5129 : tensor<192xf32>
    %5131 = stablehlo.multiply %5099, %5123 : tensor<192xf32>
    %5132 = stablehlo.subtract %5130, %5131 : tensor<192xf32>
    %5133 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %5134 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %5135 = stablehlo.broadcast_in_dim %5134, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %5136 = stablehlo.multiply %3182, %5135 : tensor<192xf32>
    %5137 = stablehlo.constant dense<9.000000e-01> : tensor<f32>
    %5138 = stablehlo.broadcast_in_dim %5137, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %5139 = stablehlo.multiply %m.features.3.1.block.2.gamma, %5138 : tensor<192xf32>
    %5140 = stablehlo.add %5139, %5136 : tensor<192xf32>
    %5141 = stablehlo.multiply %3182, %3182 : tensor<192xf32>
    %5142 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %5143 = stablehlo.broadcast_in_dim %5142, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %5144 = stablehlo.multiply %5141, %5143 : tensor<192xf32>
    %5145 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %5146 = stablehlo.broadcast_in_dim %5145, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %5147 = stablehlo.multiply %v.features.3.1.block.2.gamma, %5146 : tensor<192xf32>
    %5148 = stablehlo.add %5147, %5144 : tensor<192xf32>
    %5149 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %5150 = stablehlo.divide %5140, %5149 : tensor<192xf32>
    %5151 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %5152 = stablehlo.divide %5148, %5151 : tensor<192xf32>
    %5153 = stablehlo.constant dense<1.000000e-08> : tensor<f32>
    %5154 = stablehlo.broadcast_in_dim %5153, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %5155 = stablehlo.sqrt %5152 : tensor<192xf32>
    %5156 = stablehlo.add %5155, %5154 : tensor<192xf32>
    %5157 = stablehlo.divide %5150, %5156 : tensor<192xf32>
    %5158 = stablehlo.constant dense<1.000000e-04> : tensor<f32>
    %5159 = stablehlo.broadcast_in_dim %5158, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %5160 = stablehlo.multiply %5133, %5159 : tensor<192xf32>
    %5161 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %5162 = stablehlo.broadcast_in_dim %5161, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %5163 = stablehlo.subtract %5162, %5160 : tensor<192xf32>
    %5164 = stablehlo.multiply %theta.features.3.1.block.2.gamma, %5163 : tensor<192xf32>
    %5165 = stablehlo.multiply %5133, %5157 : tensor<192xf32>
    %5166 = stablehlo.subtract %5164, %5165 : tensor<192xf32>
    %5167 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<192x768xf32>
    %5168 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %5169 = stablehlo.broadcast_in_dim %5168, dims = [] : (tensor<f32>) -> tensor<192x768xf32>
    %5170 = stablehlo.multiply %3176, %5169 : tensor<192x768xf32>
    %5171 = stablehlo.constant dense<9.000000e-01> : tensor<f32>
    %5172 = stablehlo.broadcast_in_dim %5171, dims = [] : (tensor<f32>) -> tensor<192x768xf32>
    %5173 = stablehlo.multiply %m.features.3.1.block.3.w, %5172 : tensor<192x768xf32>
    %5174 = stablehlo.add %5173, %5170 : tensor<192x768xf32>
    %5175 = stablehlo.multiply %3176, %3176 : tensor<192x768xf32>
    %5176 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %5177 = stablehlo.broadcast_in_dim %5176, dims = [] : (tensor<f32>) -> tensor<192x768xf32>
    %5178 = stablehlo.multiply %5175, %5177 : tensor<192x768xf32>
    %5179 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %5180 = stablehlo.broadcast_in_dim %5179, dims = [] : (tensor<f32>) -> tensor<192x768xf32>
    %5181 = stablehlo.multiply %v.features.3.1.block.3.w, %5180 : tensor<192x768xf32>
    %5182 = stablehlo.add %5181, %5178 : tensor<192x768xf32>
    %5183 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<192x768xf32>
    %5184 = stablehlo.divide %5174, %5183 : tensor<192x768xf32>
    %5185 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<192x768xf32>
    %5186 = stablehlo.divide %5182, %5185 : tensor<192x768xf32>
    %5187 = stablehlo.constant dense<1.000000e-08> : tensor<f32>
    %5188 = stablehlo.broadcast_in_dim %5187, dims = [] : (tensor<f32>) -> tensor<192x768xf32>
    %5189 = stablehlo.sqrt %5186 : tensor<192x768xf32>
    %5190 = stablehlo.add %5189, %5188 : tensor<192x768xf32>
    %5191 = stablehlo.divide %5184, %5190 : tensor<192x768xf32>
    %5192 = stablehlo.constant dense<1.000000e-04> : tensor<f32>
    %5193 = stablehlo.broadcast_in_dim %5192, dims = [] : (tensor<f32>) -> tensor<192x768xf32>
    %5194 = stablehlo.multiply %5167, %5193 : tensor<192x768xf32>
    %5195 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %5196 = stablehlo.broadcast_in_dim %5195, dims = [] : (tensor<f32>) -> tensor<192x768xf32>
    %5197 = stablehlo.subtract %5196, %5194 : tensor<192x768xf32>
    %5198 = stablehlo.multiply %theta.features.3.1.block.3.w, %5197 : tensor<192x768xf32>
    %5199 = stablehlo.multiply %5167, %5191 : tensor<192x768xf32>
    %5200 = stablehlo.subtract %5198, %5199 : tensor<192x768xf32>
    %5201 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %5202 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %5203 = stablehlo.broadcast_in_dim %5202, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %5204 = stablehlo.multiply %3174, %5203 : tensor<768xf32>
    %5205 = stablehlo.constant dense<9.000000e-01> : tensor<f32>
    %5206 = stablehlo.broadcast_in_dim %5205, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %5207 = stablehlo.multiply %m.features.3.1.block.3.b, %5206 : tensor<768xf32>
    %5208 = stablehlo.add %5207, %5204 : tensor<768xf32>
    %5209 = stablehlo.multiply %3174, %3174 : tensor<768xf32>
    %5210 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %5211 = stablehlo.broadcast_in_dim %5210, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %5212 = stablehlo.multiply %5209, %5211 : tensor<768xf32>
    %5213 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %5214 = stablehlo.broadcast_in_dim %5213, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %5215 = stablehlo.multiply %v.features.3.1.block.3.b, %5214 : tensor<768xf32>
    %5216 = stablehlo.add %5215, %5212 : tensor<768xf32>
    %5217 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %5218 = stablehlo.divide %5208, %5217 : tensor<768xf32>
    %5219 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %5220 = stablehlo.divide %5216, %5219 : tensor<768xf32>
    %5221 = stablehlo.constant dense<1.000000e-08> : tensor<f32>
    %5222 = stablehlo.broadcast_in_dim %5221, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %5223 = stablehlo.sqrt %5220 : tensor<768xf32>
    %5224 = stablehlo.add %5223, %5222 : tensor<768xf32>
    %5225 = stablehlo.divide %5218, %5224 : tensor<768xf32>
    %5226 = stablehlo.constant dense<1.000000e-04> : tensor<f32>
    %5227 = stablehlo.broadcast_in_dim %5226, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %5228 = stablehlo.multiply %5201, %5227 : tensor<768xf32>
    %5229 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %5230 = stablehlo.broadcast_in_dim %5229, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %5231 = stablehlo.subtract %5230, %5228 : tensor<768xf32>
    %5232 = stablehlo.multiply %theta.features.3.1.block.3.b, %5231 : tensor<768xf32>
    %5233 = stablehlo.multiply %5201, %5225 : tensor<768xf32>
    %5234 = stablehlo.subtract %5232, %5233 : tensor<768xf32>
    %5235 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<768x192xf32>
    %5236 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %5237 = stablehlo.broadcast_in_dim %5236, dims = [] : (tensor<f32>) -> tensor<768x192xf32>
    %5238 = stablehlo.multiply %3160, %5237 : tensor<768x192xf32>
    %5239 = stablehlo.constant dense<9.000000e-01> : tensor<f32>
    %5240 = stablehlo.broadcast_in_dim %5239, dims = [] : (tensor<f32>) -> tensor<768x192xf32>
    %5241 = stablehlo.multiply %m.features.3.1.block.5.w, %5240 : tensor<768x192xf32>
    %5242 = stablehlo.add %5241, %5238 : tensor<768x192xf32>
    %5243 = stablehlo.multiply %3160, %3160 : tensor<768x192xf32>
    %5244 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %5245 = stablehlo.broadcast_in_dim %5244, dims = [] : (tensor<f32>) -> tensor<768x192xf32>
    %5246 = stablehlo.multiply %5243, %5245 : tensor<768x192xf32>
    %5247 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %5248 = stablehlo.broadcast_in_dim %5247, dims = [] : (tensor<f32>) -> tensor<768x192xf32>
    %5249 = stablehlo.multiply %v.features.3.1.block.5.w, %5248 : tensor<768x192xf32>
    %5250 = stablehlo.add %5249, %5246 : tensor<768x192xf32>
    %5251 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<768x192xf32>
    %5252 = stablehlo.divide %5242, %5251 : tensor<768x192xf32>
    %5253 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<768x192xf32>
    %5254 = stablehlo.divide %5250, %5253 : tensor<768x192xf32>
    %5255 = stablehlo.constant dense<1.000000e-08> : tensor<f32>
    %5256 = stablehlo.broadcast_in_dim %5255, dims = [] : (tensor<f32>) -> tensor<768x192xf32>
    %5257 = stablehlo.sqrt %5254 : tensor<768x192xf32>
    %5258 = stablehlo.add %5257, %5256 : tensor<768x192xf32>
    %5259 = stablehlo.divide %5252, %5258 : tensor<768x192xf32>
    %5260 = stablehlo.constant dense<1.000000e-04> : tensor<f32>
    %5261 = stablehlo.broadcast_in_dim %5260, dims = [] : (tensor<f32>) -> tensor<768x192xf32>
    %5262 = stablehlo.multiply %5235, %5261 : tensor<768x192xf32>
    %5263 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %5264 = stablehlo.broadcast_in_dim %5263, dims = [] : (tensor<f32>) -> tensor<768x192xf32>
    %5265 = stablehlo.subtract %5264, %5262 : tensor<768x192xf32>
    %5266 = stablehlo.multiply %theta.features.3.1.block.5.w, %5265 : tensor<768x192xf32>
    %5267 = stablehlo.multiply %5235, %5259 : tensor<768x192xf32>
    %5268 = stablehlo.subtract %5266, %5267 : tensor<768x192xf32>
    %5269 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %5270 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %5271 = stablehlo.broadcast_in_dim %5270, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %5272 = stablehlo.multiply %3158, %5271 : tensor<192xf32>
    %5273 = stablehlo.constant dense<9.000000e-01> : tensor<f32>
    %5274 = stablehlo.broadcast_in_dim %5273, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %5275 = stablehlo.multiply %m.features.3.1.block.5.b, %5274 : tensor<192xf32>
    %5276 = stablehlo.add %5275, %5272 : tensor<192xf32>
    %5277 = stablehlo.multiply %3158, %3158 : tensor<192xf32>
    %5278 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %5279 = stablehlo.broadcast_in_dim %5278, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %5280 = stablehlo.multiply %5277, %5279 : tensor<192xf32>
    %5281 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %5282 = stablehlo.broadcast_in_dim %5281, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %5283 = stablehlo.multiply %v.features.3.1.block.5.b, %5282 : tensor<192xf32>
    %5284 = stablehlo.add %5283, %5280 : tensor<192xf32>
    %5285 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %5286 = stablehlo.divide %5276, %5285 : tensor<192xf32>
    %5287 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %5288 = stablehlo.divide %5284, %5287 : tensor<192xf32>
    %5289 = stablehlo.constant dense<1.000000e-08> : tensor<f32>
    %5290 = stablehlo.broadcast_in_dim %5289, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %5291 = stablehlo.sqrt %5288 : tensor<192xf32>
    %5292 = stablehlo.add %5291, %5290 : tensor<192xf32>
    %5293 = stablehlo.divide %5286, %5292 : tensor<192xf32>
    %5294 = stablehlo.constant dense<1.000000e-04> : tensor<f32>
    %5295 = stablehlo.broadcast_in_dim %5294, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %5296 = stablehlo.multiply %5269, %5295 : tensor<192xf32>
    %5297 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %5298 = stablehlo.broadcast_in_dim %5297, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %5299 = stablehlo.subtract %5298, %5296 : tensor<192xf32>
    %5300 = stablehlo.multiply %theta.features.3.1.block.5.b, %5299 : tensor<192xf32>
    %5301 = stablehlo.multiply %5269, %5293 : tensor<192xf32>
    %5302 = stablehlo.subtract %5300, %5301 : tensor<192xf32>
    %5303 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<192x1x1xf32>
    %5304 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %5305 = stablehlo.broadcast_in_dim %5304, dims = [] : (tensor<f32>) -> tensor<192x1x1xf32>
    %5306 = stablehlo.multiply %3155, %5305 : tensor<192x1x1xf32>
    %5307 = stablehlo.constant dense<9.000000e-01> : tensor<f32>
    %5308 = stablehlo.broadcast_in_dim %5307, dims = [] : (tensor<f32>) -> tensor<192x1x1xf32>
    %5309 = stablehlo.multiply %m.features.3.1.layer_scale, %5308 : tensor<192x1x1xf32>
    %5310 = stablehlo.add %5309, %5306 : tensor<192x1x1xf32>
    %5311 = stablehlo.multiply %3155, %3155 : tensor<192x1x1xf32>
    %5312 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %5313 = stablehlo.broadcast_in_dim %5312, dims = [] : (tensor<f32>) -> tensor<192x1x1xf32>
    %5314 = stablehlo.multiply %5311, %5313 : tensor<192x1x1xf32>
    %5315 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %5316 = stablehlo.broadcast_in_dim %5315, dims = [] : (tensor<f32>) -> tensor<192x1x1xf32>
    %5317 = stablehlo.multiply %v.features.3.1.layer_scale, %5316 : tensor<192x1x1xf32>
    %5318 = stablehlo.add %5317, %5314 : tensor<192x1x1xf32>
    %5319 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<192x1x1xf32>
    %5320 = stablehlo.divide %5310, %5319 : tensor<192x1x1xf32>
    %5321 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<192x1x1xf32>
    %5322 = stablehlo.divide %5318, %5321 : tensor<192x1x1xf32>
    %5323 = stablehlo.constant dense<1.000000e-08> : tensor<f32>
    %5324 = stablehlo.broadcast_in_dim %5323, dims = [] : (tensor<f32>) -> tensor<192x1x1xf32>
    %5325 = stablehlo.sqrt %5322 : tensor<192x1x1xf32>
    %5326 = stablehlo.add %5325, %5324 : tensor<192x1x1xf32>
    %5327 = stablehlo.divide %5320, %5326 : tensor<192x1x1xf32>
    %5328 = stablehlo.constant dense<1.000000e-04> : tensor<f32>
    %5329 = stablehlo.broadcast_in_dim %5328, dims = [] : (tensor<f32>) -> tensor<192x1x1xf32>
    %5330 = stablehlo.multiply %5303, %5329 : tensor<192x1x1xf32>
    %5331 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %5332 = stablehlo.broadcast_in_dim %5331, dims = [] : (tensor<f32>) -> tensor<192x1x1xf32>
    %5333 = stablehlo.subtract %5332, %5330 : tensor<192x1x1xf32>
    %5334 = stablehlo.multiply %theta.features.3.1.layer_scale, %5333 : tensor<192x1x1xf32>
    %5335 = stablehlo.multiply %5303, %5327 : tensor<192x1x1xf32>
    %5336 = stablehlo.subtract %5334, %5335 : tensor<192x1x1xf32>
    %5337 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<192x1x7x7xf32>
    %5338 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %5339 = stablehlo.broadcast_in_dim %5338, dims = [] : (tensor<f32>) -> tensor<192x1x7x7xf32>
    %5340 = stablehlo.multiply %3149, %5339 : tensor<192x1x7x7xf32>
    %5341 = stablehlo.constant dense<9.000000e-01> : tensor<f32>
    %5342 = stablehlo.broadcast_in_dim %5341, dims = [] : (tensor<f32>) -> tensor<192x1x7x7xf32>
    %5343 = stablehlo.multiply %m.features.3.2.block.0.w, %5342 : tensor<192x1x7x7xf32>
    %5344 = stablehlo.add %5343, %5340 : tensor<192x1x7x7xf32>
    %5345 = stablehlo.multiply %3149, %3149 : tensor<192x1x7x7xf32>
    %5346 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %5347 = stablehlo.broadcast_in_dim %5346, dims = [] : (tensor<f32>) -> tensor<192x1x7x7xf32>
    %5348 = stablehlo.multiply %5345, %5347 : tensor<192x1x7x7xf32>
    %5349 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %5350 = stablehlo.broadcast_in_dim %5349, dims = [] : (tensor<f32>) -> tensor<192x1x7x7xf32>
    %5351 = stablehlo.multiply %v.features.3.2.block.0.w, %5350 : tensor<192x1x7x7xf32>
    %5352 = stablehlo.add %5351, %5348 : tensor<192x1x7x7xf32>
    %5353 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<192x1x7x7xf32>
    %5354 = stablehlo.divide %5344, %5353 : tensor<192x1x7x7xf32>
    %5355 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<192x1x7x7xf32>
    %5356 = stablehlo.divide %5352, %5355 : tensor<192x1x7x7xf32>
    %5357 = stablehlo.constant dense<1.000000e-08> : tensor<f32>
    %5358 = stablehlo.broadcast_in_dim %5357, dims = [] : (tensor<f32>) -> tensor<192x1x7x7xf32>
    %5359 = stablehlo.sqrt %5356 : tensor<192x1x7x7xf32>
    %5360 = stablehlo.add %5359, %5358 : tensor<192x1x7x7xf32>
    %5361 = stablehlo.divide %5354, %5360 : tensor<192x1x7x7xf32>
    %5362 = stablehlo.constant dense<1.000000e-04> : tensor<f32>
    %5363 = stablehlo.broadcast_in_dim %5362, dims = [] : (tensor<f32>) -> tensor<192x1x7x7xf32>
    %5364 = stablehlo.multiply %5337, %5363 : tensor<192x1x7x7xf32>
    %5365 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %5366 = stablehlo.broadcast_in_dim %5365, dims = [] : (tensor<f32>) -> tensor<192x1x7x7xf32>
    %5367 = stablehlo.subtract %5366, %5364 : tensor<192x1x7x7xf32>
    %5368 = stablehlo.multiply %theta.features.3.2.block.0.w, %5367 : tensor<192x1x7x7xf32>
    %5369 = stablehlo.multiply %5337, %5361 : tensor<192x1x7x7xf32>
    %5370 = stablehlo.subtract %5368, %5369 : tensor<192x1x7x7xf32>
    %5371 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %5372 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %5373 = stablehlo.broadcast_in_dim %5372, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %5374 = stablehlo.multiply %3142, %5373 : tensor<192xf32>
    %5375 = stablehlo.constant dense<9.000000e-01> : tensor<f32>
    %5376 = stablehlo.broadcast_in_dim %5375, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %5377 = stablehlo.multiply %m.features.3.2.block.0.b, %5376 : tensor<192xf32>
    %5378 = stablehlo.add %5377, %5374 : tensor<192xf32>
    %5379 = stablehlo.multiply %3142, %3142 : tensor<192xf32>
    %5380 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %5381 = stablehlo.broadcast_in_dim %5380, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %5382 = stablehlo.multiply %5379, %5381 : tensor<192xf32>
    %5383 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %5384 = stablehlo.broadcast_in_dim %5383, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %5385 = stablehlo.multiply %v.features.3.2.block.0.b, %5384 : tensor<192xf32>
    %5386 = stablehlo.add %5385, %5382 : tensor<192xf32>
    %5387 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %5388 = stablehlo.divide %5378, %5387 : tensor<192xf32>
    %5389 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %5390 = stablehlo.divide %5386, %5389 : tensor<192xf32>
    %5391 = stablehlo.constant dense<1.000000e-08> : tensor<f32>
    %5392 = stablehlo.broadcast_in_dim %5391, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %5393 = stablehlo.sqrt %5390 : tensor<192xf32>
    %5394 = stablehlo.add %5393, %5392 : tensor<192xf32>
    %5395 = stablehlo.divide %5388, %5394 : tensor<192xf32>
    %5396 = stablehlo.constant dense<1.000000e-04> : tensor<f32>
    %5397 = stablehlo.broadcast_in_dim %5396, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %5398 = stablehlo.multiply %5371, %5397 : tensor<192xf32>
    %5399 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %5400 = stablehlo.broadcast_in_dim %5399, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %5401 = stablehlo.subtract %5400, %5398 : tensor<192xf32>
    %5402 = stablehlo.multiply %theta.features.3.2.block.0.b, %5401 : tensor<192xf32>
    %5403 = stablehlo.multiply %5371, %5395 : tensor<192xf32>
    %5404 = stablehlo.subtract %5402, %5403 : tensor<192xf32>
    %5405 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %5406 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %5407 = stablehlo.broadcast_in_dim %5406, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %5408 = stablehlo.multiply %3114, %5407 : tensor<192xf32>
    %5409 = stablehlo.constant dense<9.000000e-01> : tensor<f32>
    %5410 = stablehlo.broadcast_in_dim %5409, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %5411 = stablehlo.multiply %m.features.3.2.block.2.beta, %5410 : tensor<192xf32>
    %5412 = stablehlo.add %5411, %5408 : tensor<192xf32>
    %5413 = stablehlo.multiply %3114, %3114 : tensor<192xf32>
    %5414 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %5415 = stablehlo.broadcast_in_dim %5414, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %5416 = stablehlo.multiply %5413, %5415 : tensor<192xf32>
    %5417 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %5418 = stablehlo.broadcast_in_dim %5417, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %5419 = stablehlo.multiply %v.features.3.2.block.2.beta, %5418 : tensor<192xf32>
    %5420 = stablehlo.add %5419, %5416 : tensor<192xf32>
    %5421 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %5422 = stablehlo.divide %5412, %5421 : tensor<192xf32>
    %5423 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %5424 = stablehlo.divide %5420, %5423 : tensor<192xf32>
    %5425 = stablehlo.constant dense<1.000000e-08> : tensor<f32>
    %5426 = stablehlo.broadcast_in_dim %5425, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %5427 = stablehlo.sqrt %5424 : tensor<192xf32>
    %5428 = stablehlo.add %5427, %5426 : tensor<192xf32>
    %5429 = stablehlo.divide %5422, %5428 : tensor<192xf32>
    %5430 = stablehlo.constant dense<1.000000e-04> : tensor<f32>
    %5431 = stablehlo.broadcast_in_dim %5430, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %5432 = stablehlo.multiply %5405, %5431 : tensor<192xf32>
    %5433 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %5434 = stablehlo.broadcast_in_dim %5433, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %5435 = stablehlo.subtract %5434, %5432 : tensor<192xf32>
    %5436 = stablehlo.multiply %theta.features.3.2.block.2.beta, %5435 : tensor<192xf32>
    %5437 = stablehlo.multiply %5405, %5429 : tensor<192xf32>
    %5438 = stablehlo.subtract %5436, %5437 : tensor<192xf32>
    %5439 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %5440 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %5441 = stablehlo.broadcast_in_dim %5440, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %5442 = stablehlo.multiply %3118, %5441 : tensor<192xf32>
    %5443 = stablehlo.constant dense<9.000000e-01> : tensor<f32>
    %5444 = stablehlo.broadcast_in_dim %5443, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %5445 = stablehlo.multiply %m.features.3.2.block.2.gamma, %5444 : tensor<192xf32>
    %5446 = stablehlo.add %5445, %5442 : tensor<192xf32>
    %5447 = stablehlo.multiply %3118, %3118 : tensor<192xf32>
    %5448 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %5449 = stablehlo.broadcast_in_dim %5448, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %5450 = stablehlo.multiply %5447, %5449 : tensor<192xf32>
    %5451 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %5452 = stablehlo.broadcast_in_dim %5451, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %5453 = stablehlo.multiply %v.features.3.2.block.2.gamma, %5452 : tensor<192xf32>
    %5454 = stablehlo.add %5453, %5450 : tensor<192xf32>
    %5455 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %5456 = stablehlo.divide %5446, %5455 : tensor<192xf32>
    %5457 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %5458 = stablehlo.divide %5454, %5457 : tensor<192xf32>
    %5459 = stablehlo.constant dense<1.000000e-08> : tensor<f32>
    %5460 = stablehlo.broadcast_in_dim %5459, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %5461 = stablehlo.sqrt %5458 : tensor<192xf32>
    %5462 = stablehlo.add %5461, %5460 : tensor<192xf32>
    %5463 = stablehlo.divide %5456, %5462 : tensor<192xf32>
    %5464 = stablehlo.constant dense<1.000000e-04> : tensor<f32>
    %5465 = stablehlo.broadcast_in_dim %5464, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %5466 = stablehlo.multiply %5439, %5465 : tensor<192xf32>
    %5467 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %5468 = stablehlo.broadcast_in_dim %5467, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %5469 = stablehlo.subtract %5468, %5466 : tensor<192xf32>
    %5470 = stablehlo.multiply %theta.features.3.2.block.2.gamma, %5469 : tensor<192xf32>
    %5471 = stablehlo.multiply %5439, %5463 : tensor<192xf32>
    %5472 = stablehlo.subtract %5470, %5471 : tensor<192xf32>
    %5473 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<192x768xf32>
    %5474 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %5475 = stablehlo.broadcast_in_dim %5474, dims = [] : (tensor<f32>) -> tensor<192x768xf32>
    %5476 = stablehlo.multiply %3112, %5475 : tensor<192x768xf32>
    %5477 = stablehlo.constant dense<9.000000e-01> : tensor<f32>
    %5478 = stablehlo.broadcast_in_dim %5477, dims = [] : (tensor<f32>) -> tensor<192x768xf32>
    %5479 = stablehlo.multiply %m.features.3.2.block.3.w, %5478 : tensor<192x768xf32>
    %5480 = stablehlo.add %5479, %5476 : tensor<192x768xf32>
    %5481 = stablehlo.multiply %3112, %3112 : tensor<192x768xf32>
    %5482 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %5483 = stablehlo.broadcast_in_dim %5482, dims = [] : (tensor<f32>) -> tensor<192x768xf32>
    %5484 = stablehlo.multiply %5481, %5483 : tensor<192x768xf32>
    %5485 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %5486 = stablehlo.broadcast_in_dim %5485, dims = [] : (tensor<f32>) -> tensor<192x768xf32>
    %5487 = stablehlo.multiply %v.features.3.2.block.3.w, %5486 : tensor<192x768xf32>
    %5488 = stablehlo.add %5487, %5484 : tensor<192x768xf32>
    %5489 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<192x768xf32>
    %5490 = stablehlo.divide %5480, %5489 : tensor<192x768xf32>
    %5491 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<192x768xf32>
    %5492 = stablehlo.divide %5488, %5491 : tensor<192x768xf32>
    %5493 = stablehlo.constant dense<1.000000e-08> : tensor<f32>
    %5494 = stablehlo.broadcast_in_dim %5493, dims = [] : (tensor<f32>) -> tensor<192x768xf32>
    %5495 = stablehlo.sqrt %5492 : tensor<192x768xf32>
    %5496 = stablehlo.add %5495, %5494 : tensor<192x768xf32>
    %5497 = stablehlo.divide %5490, %5496 : tensor<192x768xf32>
    %5498 = stablehlo.constant dense<1.000000e-04> : tensor<f32>
    %5499 = stablehlo.broadcast_in_dim %5498, dims = [] : (tensor<f32>) -> tensor<192x768xf32>
    %5500 = stablehlo.multiply %5473, %5499 : tensor<192x768xf32>
    %5501 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %5502 = stablehlo.broadcast_in_dim %5501, dims = [] : (tensor<f32>) -> tensor<192x768xf32>
    %5503 = stablehlo.subtract %5502, %5500 : tensor<192x768xf32>
    %5504 = stablehlo.multiply %theta.features.3.2.block.3.w, %5503 : tensor<192x768xf32>
    %5505 = stablehlo.multiply %5473, %5497 : tensor<192x768xf32>
    %5506 = stablehlo.subtract %5504, %5505 : tensor<192x768xf32>
    %5507 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %5508 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %5509 = stablehlo.broadcast_in_dim %5508, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %5510 = stablehlo.multiply %3110, %5509 : tensor<768xf32>
    %5511 = stablehlo.constant dense<9.000000e-01> : tensor<f32>
    %5512 = stablehlo.broadcast_in_dim %5511, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %5513 = stablehlo.multiply %m.features.3.2.block.3.b, %5512 : tensor<768xf32>
    %5514 = stablehlo.add %5513, %5510 : tensor<768xf32>
    %5515 = stablehlo.multiply %3110, %3110 : tensor<768xf32>
    %5516 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %5517 = stablehlo.broadcast_in_dim %5516, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %5518 = stablehlo.multiply %5515, %5517 : tensor<768xf32>
    %5519 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %5520 = stablehlo.broadcast_in_dim %5519, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %5521 = stablehlo.multiply %v.features.3.2.block.3.b, %5520 : tensor<768xf32>
    %5522 = stablehlo.add %5521, %5518 : tensor<768xf32>
    %5523 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %5524 = stablehlo.divide %5514, %5523 : tensor<768xf32>
    %5525 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %5526 = stablehlo.divide %5522, %5525 : tensor<768xf32>
    %5527 = stablehlo.constant dense<1.000000e-08> : tensor<f32>
    %5528 = stablehlo.broadcast_in_dim %5527, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %5529 = stablehlo.sqrt %5526 : tensor<768xf32>
    %5530 = stablehlo.add %5529, %5528 : tensor<768xf32>
    %5531 = stablehlo.divide %5524, %5530 : tensor<768xf32>
    %5532 = stablehlo.constant dense<1.000000e-04> : tensor<f32>
    %5533 = stablehlo.broadcast_in_dim %5532, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %5534 = stablehlo.multiply %5507, %5533 : tensor<768xf32>
    %5535 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %5536 = stablehlo.broadcast_in_dim %5535, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %5537 = stablehlo.subtract %5536, %5534 : tensor<768xf32>
    %5538 = stablehlo.multiply %theta.features.3.2.block.3.b, %5537 : tensor<768xf32>
    %5539 = stablehlo.multiply %5507, %5531 : tensor<768xf32>
    %5540 = stablehlo.subtract %5538, %5539 : tensor<768xf32>
    %5541 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<768x192xf32>
    %5542 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %5543 = stablehlo.broadcast_in_dim %5542, dims = [] : (tensor<f32>) -> tensor<768x192xf32>
    %5544 = stablehlo.multiply %3096, %5543 : tensor<768x192xf32>
    %5545 = stablehlo.constant dense<9.000000e-01> : tensor<f32>
    %5546 = stablehlo.broadcast_in_dim %5545, dims = [] : (tensor<f32>) -> tensor<768x192xf32>
    %5547 = stablehlo.multiply %m.features.3.2.block.5.w, %5546 : tensor<768x192xf32>
    %5548 = stablehlo.add %5547, %5544 : tensor<768x192xf32>
    %5549 = stablehlo.multiply %3096, %3096 : tensor<768x192xf32>
    %5550 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %5551 = stablehlo.broadcast_in_dim %5550, dims = [] : (tensor<f32>) -> tensor<768x192xf32>
    %5552 = stablehlo.multiply %5549, %5551 : tensor<768x192xf32>
    %5553 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %5554 = stablehlo.broadcast_in_dim %5553, dims = [] : (tensor<f32>) -> tensor<768x192xf32>
    %5555 = stablehlo.multiply %v.features.3.2.block.5.w, %5554 : tensor<768x192xf32>
    %5556 = stablehlo.add %5555, %5552 : tensor<768x192xf32>
    %5557 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<768x192xf32>
    %5558 = stablehlo.divide %5548, %5557 : tensor<768x192xf32>
    %5559 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<768x192xf32>
    %5560 = stablehlo.divide %5556, %5559 : tensor<768x192xf32>
    %5561 = stablehlo.constant dense<1.000000e-08> : tensor<f32>
    %5562 = stablehlo.broadcast_in_dim %5561, dims = [] : (tensor<f32>) -> tensor<768x192xf32>
    %5563 = stablehlo.sqrt %5560 : tensor<768x192xf32>
    %5564 = stablehlo.add %5563, %5562 : tensor<768x192xf32>
    %5565 = stablehlo.divide %5558, %5564 : tensor<768x192xf32>
    %5566 = stablehlo.constant dense<1.000000e-04> : tensor<f32>
    %5567 = stablehlo.broadcast_in_dim %5566, dims = [] : (tensor<f32>) -> tensor<768x192xf32>
    %5568 = stablehlo.multiply %5541, %5567 : tensor<768x192xf32>
    %5569 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %5570 = stablehlo.broadcast_in_dim %5569, dims = [] : (tensor<f32>) -> tensor<768x192xf32>
    %5571 = stablehlo.subtract %5570, %5568 : tensor<768x192xf32>
    %5572 = stablehlo.multiply %theta.features.3.2.block.5.w, %5571 : tensor<768x192xf32>
    %5573 = stablehlo.multiply %5541, %5565 : tensor<768x192xf32>
    %5574 = stablehlo.subtract %5572, %5573 : tensor<768x192xf32>
    %5575 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %5576 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %5577 = stablehlo.broadcast_in_dim %5576, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %5578 = stablehlo.multiply %3094, %5577 : tensor<192xf32>
    %5579 = stablehlo.constant dense<9.000000e-01> : tensor<f32>
    %5580 = stablehlo.broadcast_in_dim %5579, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %5581 = stablehlo.multiply %m.features.3.2.block.5.b, %5580 : tensor<192xf32>
    %5582 = stablehlo.add %5581, %5578 : tensor<192xf32>
    %5583 = stablehlo.multiply %3094, %3094 : tensor<192xf32>
    %5584 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %5585 = stablehlo.broadcast_in_dim %5584, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %5586 = stablehlo.multiply %5583, %5585 : tensor<192xf32>
    %5587 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %5588 = stablehlo.broadcast_in_dim %5587, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %5589 = stablehlo.multiply %v.features.3.2.block.5.b, %5588 : tensor<192xf32>
    %5590 = stablehlo.add %5589, %5586 : tensor<192xf32>
    %5591 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %5592 = stablehlo.divide %5582, %5591 : tensor<192xf32>
    %5593 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %5594 = stablehlo.divide %5590, %5593 : tensor<192xf32>
    %5595 = stablehlo.constant dense<1.000000e-08> : tensor<f32>
    %5596 = stablehlo.broadcast_in_dim %5595, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %5597 = stablehlo.sqrt %5594 : tensor<192xf32>
    %5598 = stablehlo.add %5597, %5596 : tensor<192xf32>
    %5599 = stablehlo.divide %5592, %5598 : tensor<192xf32>
    %5600 = stablehlo.constant dense<1.000000e-04> : tensor<f32>
    %5601 = stablehlo.broadcast_in_dim %5600, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %5602 = stablehlo.multiply %5575, %5601 : tensor<192xf32>
    %5603 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %5604 = stablehlo.broadcast_in_dim %5603, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %5605 = stablehlo.subtract %5604, %5602 : tensor<192xf32>
    %5606 = stablehlo.multiply %theta.features.3.2.block.5.b, %5605 : tensor<192xf32>
    %5607 = stablehlo.multiply %5575, %5599 : tensor<192xf32>
    %5608 = stablehlo.subtract %5606, %5607 : tensor<192xf32>
    %5609 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<192x1x1xf32>
    %5610 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %5611 = stablehlo.broadcast_in_dim %5610, dims = [] : (tensor<f32>) -> tensor<192x1x1xf32>
    %5612 = stablehlo.multiply %3091, %5611 : tensor<192x1x1xf32>
    %5613 = stablehlo.constant dense<9.000000e-01> : tensor<f32>
    %5614 = stablehlo.broadcast_in_dim %5613, dims = [] : (tensor<f32>) -> tensor<192x1x1xf32>
    %5615 = stablehlo.multiply %m.features.3.2.layer_scale, %5614 : tensor<192x1x1xf32>
    %5616 = stablehlo.add %5615, %5612 : tensor<192x1x1xf32>
    %5617 = stablehlo.multiply %3091, %3091 : tensor<192x1x1xf32>
    %5618 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %5619 = stablehlo.broadcast_in_dim %5618, dims = [] : (tensor<f32>) -> tensor<192x1x1xf32>
    %5620 = stablehlo.multiply %5617, %5619 : tensor<192x1x1xf32>
    %5621 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %5622 = stablehlo.broadcast_in_dim %5621, dims = [] : (tensor<f32>) -> tensor<192x1x1xf32>
    %5623 = stablehlo.multiply %v.features.3.2.layer_scale, %5622 : tensor<192x1x1xf32>
    %5624 = stablehlo.add %5623, %5620 : tensor<192x1x1xf32>
    %5625 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<192x1x1xf32>
    %5626 = stablehlo.divide %5616, %5625 : tensor<192x1x1xf32>
    %5627 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<192x1x1xf32>
    %5628 = stablehlo.divide %5624, %5627 : tensor<192x1x1xf32>
    %5629 = stablehlo.constant dense<1.000000e-08> : tensor<f32>
    %5630 = stablehlo.broadcast_in_dim %5629, dims = [] : (tensor<f32>) -> tensor<192x1x1xf32>
    %5631 = stablehlo.sqrt %5628 : tensor<192x1x1xf32>
    %5632 = stablehlo.add %5631, %5630 : tensor<192x1x1xf32>
    %5633 = stablehlo.divide %5626, %5632 : tensor<192x1x1xf32>
    %5634 = stablehlo.constant dense<1.000000e-04> : tensor<f32>
    %5635 = stablehlo.broadcast_in_dim %5634, dims = [] : (tensor<f32>) -> tensor<192x1x1xf32>
    %5636 = stablehlo.multiply %5609, %5635 : tensor<192x1x1xf32>
    %5637 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %5638 = stablehlo.broadcast_in_dim %5637, dims = [] : (tensor<f32>) -> tensor<192x1x1xf32>
    %5639 = stablehlo.subtract %5638, %5636 : tensor<192x1x1xf32>
    %5640 = stablehlo.multiply %theta.features.3.2.layer_scale, %5639 : tensor<192x1x1xf32>
    %5641 = stablehlo.multiply %5609, %5633 : tensor<192x1x1xf32>
    %5642 = stablehlo.subtract %5640, %5641 : tensor<192x1x1xf32>
    %5643 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %5644 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %5645 = stablehlo.broadcast_in_dim %5644, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %5646 = stablehlo.multiply %3059, %5645 : tensor<192xf32>
    %5647 = stablehlo.constant dense<9.000000e-01> : tensor<f32>
    %5648 = stablehlo.broadcast_in_dim %5647, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %5649 = stablehlo.multiply %m.features.4.0.beta, %5648 : tensor<192xf32>
    %5650 = stablehlo.add %5649, %5646 : tensor<192xf32>
    %5651 = stablehlo.multiply %3059, %3059 : tensor<192xf32>
    %5652 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %5653 = stablehlo.broadcast_in_dim %5652, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %5654 = stablehlo.multiply %5651, %5653 : tensor<192xf32>
    %5655 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %5656 = stablehlo.broadcast_in_dim %5655, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %5657 = stablehlo.multiply %v.features.4.0.beta, %5656 : tensor<192xf32>
    %5658 = stablehlo.add %5657, %5654 : tensor<192xf32>
    %5659 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %5660 = stablehlo.divide %5650, %5659 : tensor<192xf32>
    %5661 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %5662 = stablehlo.divide %5658, %5661 : tensor<192xf32>
    %5663 = stablehlo.constant dense<1.000000e-08> : tensor<f32>
    %5664 = stablehlo.broadcast_in_dim %5663, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %5665 = stablehlo.sqrt %5662 : tensor<192xf32>
    %5666 = stablehlo.add %5665, %5664 : tensor<192xf32>
    %5667 = stablehlo.divide %5660, %5666 : tensor<192xf32>
    %5668 = stablehlo.constant dense<1.000000e-04> : tensor<f32>
    %5669 = stablehlo.broadcast_in_dim %5668, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %5670 = stablehlo.multiply %5643, %5669 : tensor<192xf32>
    %5671 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %5672 = stablehlo.broadcast_in_dim %5671, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %5673 = stablehlo.subtract %5672, %5670 : tensor<192xf32>
    %5674 = stablehlo.multiply %theta.features.4.0.beta, %5673 : tensor<192xf32>
    %5675 = stablehlo.multiply %5643, %5667 : tensor<192xf32>
    %5676 = stablehlo.subtract %5674, %5675 : tensor<192xf32>
    %5677 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %5678 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %5679 = stablehlo.broadcast_in_dim %5678, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %5680 = stablehlo.multiply %3063, %5679 : tensor<192xf32>
    %5681 = stablehlo.constant dense<9.000000e-01> : tensor<f32>
    %5682 = stablehlo.broadcast_in_dim %5681, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %5683 = stablehlo.multiply %m.features.4.0.gamma, %5682 : tensor<192xf32>
    %5684 = stablehlo.add %5683, %5680 : tensor<192xf32>
    %5685 = stablehlo.multiply %3063, %3063 : tensor<192xf32>
    %5686 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %5687 = stablehlo.broadcast_in_dim %5686, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %5688 = stablehlo.multiply %5685, %5687 : tensor<192xf32>
    %5689 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %5690 = stablehlo.broadcast_in_dim %5689, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %5691 = stablehlo.multiply %v.features.4.0.gamma, %5690 : tensor<192xf32>
    %5692 = stablehlo.add %5691, %5688 : tensor<192xf32>
    %5693 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %5694 = stablehlo.divide %5684, %5693 : tensor<192xf32>
    %5695 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %5696 = stablehlo.divide %5692, %5695 : tensor<192xf32>
    %5697 = stablehlo.constant dense<1.000000e-08> : tensor<f32>
    %5698 = stablehlo.broadcast_in_dim %5697, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %5699 = stablehlo.sqrt %5696 : tensor<192xf32>
    %5700 = stablehlo.add %5699, %5698 : tensor<192xf32>
    %5701 = stablehlo.divide %5694, %5700 : tensor<192xf32>
    %5702 = stablehlo.constant dense<1.000000e-04> : tensor<f32>
    %5703 = stablehlo.broadcast_in_dim %5702, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %5704 = stablehlo.multiply %5677, %5703 : tensor<192xf32>
    %5705 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %5706 = stablehlo.broadcast_in_dim %5705, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %5707 = stablehlo.subtract %5706, %5704 : tensor<192xf32>
    %5708 = stablehlo.multiply %theta.features.4.0.gamma, %5707 : tensor<192xf32>
    %5709 = stablehlo.multiply %5677, %5701 : tensor<192xf32>
    %5710 = stablehlo.subtract %5708, %5709 : tensor<192xf32>
    %5711 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<384x192x2x2xf32>
    %5712 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %5713 = stablehlo.broadcast_in_dim %5712, dims = [] : (tensor<f32>) -> tensor<384x192x2x2xf32>
    %5714 = stablehlo.multiply %3056, %5713 : tensor<384x192x2x2xf32>
    %5715 = stablehlo.constant dense<9.000000e-01> : tensor<f32>
    %5716 = stablehlo.broadcast_in_dim %5715, dims = [] : (tensor<f32>) -> tensor<384x192x2x2xf32>
    %5717 = stablehlo.multiply %m.features.4.1.w, %5716 : tensor<384x192x2x2xf32>
    %5718 = stablehlo.add %5717, %5714 : tensor<384x192x2x2xf32>
    %5719 = stablehlo.multiply %3056, %3056 : tensor<384x192x2x2xf32>
    %5720 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %5721 = stablehlo.broadcast_in_dim %5720, dims = [] : (tensor<f32>) -> tensor<384x192x2x2xf32>
    %5722 = stablehlo.multiply %5719, %5721 : tensor<384x192x2x2xf32>
    %5723 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %5724 = stablehlo.broadcast_in_dim %5723, dims = [] : (tensor<f32>) -> tensor<384x192x2x2xf32>
    %5725 = stablehlo.multiply %v.features.4.1.w, %5724 : tensor<384x192x2x2xf32>
    %5726 = stablehlo.add %5725, %5722 : tensor<384x192x2x2xf32>
    %5727 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<384x192x2x2xf32>
    %5728 = stablehlo.divide %5718, %5727 : tensor<384x192x2x2xf32>
    %5729 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<384x192x2x2xf32>
    %5730 = stablehlo.divide %5726, %5729 : tensor<384x192x2x2xf32>
    %5731 = stablehlo.constant dense<1.000000e-08> : tensor<f32>
    %5732 = stablehlo.broadcast_in_dim %5731, dims = [] : (tensor<f32>) -> tensor<384x192x2x2xf32>
    %5733 = stablehlo.sqrt %5730 : tensor<384x192x2x2xf32>
    %5734 = stablehlo.add %5733, %5732 : tensor<384x192x2x2xf32>
    %5735 = stablehlo.divide %5728, %5734 : tensor<384x192x2x2xf32>
    %5736 = stablehlo.constant dense<1.000000e-04> : tensor<f32>
    %5737 = stablehlo.broadcast_in_dim %5736, dims = [] : (tensor<f32>) -> tensor<384x192x2x2xf32>
    %5738 = stablehlo.multiply %5711, %5737 : tensor<384x192x2x2xf32>
    %5739 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %5740 = stablehlo.broadcast_in_dim %5739, dims = [] : (tensor<f32>) -> tensor<384x192x2x2xf32>
    %5741 = stablehlo.subtract %5740, %5738 : tensor<384x192x2x2xf32>
    %5742 = stablehlo.multiply %theta.features.4.1.w, %5741 : tensor<384x192x2x2xf32>
    %5743 = stablehlo.multiply %5711, %5735 : tensor<384x192x2x2xf32>
    %5744 = stablehlo.subtract %5742, %5743 : tensor<384x192x2x2xf32>
    %5745 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %5746 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %5747 = stablehlo.broadcast_in_dim %5746, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %5748 = stablehlo.multiply %3053, %5747 : tensor<384xf32>
    %5749 = stablehlo.constant dense<9.000000e-01> : tensor<f32>
    %5750 = stablehlo.broadcast_in_dim %5749, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %5751 = stablehlo.multiply %m.features.4.1.b, %5750 : tensor<384xf32>
    %5752 = stablehlo.add %5751, %5748 : tensor<384xf32>
    %5753 = stablehlo.multiply %3053, %3053 : tensor<384xf32>
    %5754 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %5755 = stablehlo.broadcast_in_dim %5754, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %5756 = stablehlo.multiply %5753, %5755 : tensor<384xf32>
    %5757 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %5758 = stablehlo.broadcast_in_dim %5757, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %5759 = stablehlo.multiply %v.features.4.1.b, %5758 : tensor<384xf32>
    %5760 = stablehlo.add %5759, %5756 : tensor<384xf32>
    %5761 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %5762 = stablehlo.divide %5752, %5761 : tensor<384xf32>
    %5763 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %5764 = stablehlo.divide %5760, %5763 : tensor<384xf32>
    %5765 = stablehlo.constant dense<1.000000e-08> : tensor<f32>
    %5766 = stablehlo.broadcast_in_dim %5765, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %5767 = stablehlo.sqrt %5764 : tensor<384xf32>
    %5768 = stablehlo.add %5767, %5766 : tensor<384xf32>
    %5769 = stablehlo.divide %5762, %5768 : tensor<384xf32>
    %5770 = stablehlo.constant dense<1.000000e-04> : tensor<f32>
    %5771 = stablehlo.broadcast_in_dim %5770, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %5772 = stablehlo.multiply %5745, %5771 : tensor<384xf32>
    %5773 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %5774 = stablehlo.broadcast_in_dim %5773, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %5775 = stablehlo.subtract %5774, %5772 : tensor<384xf32>
    %5776 = stablehlo.multiply %theta.features.4.1.b, %5775 : tensor<384xf32>
    %5777 = stablehlo.multiply %5745, %5769 : tensor<384xf32>
    %5778 = stablehlo.subtract %5776, %5777 : tensor<384xf32>
    %5779 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<384x1x7x7xf32>
    %5780 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %5781 = stablehlo.broadcast_in_dim %5780, dims = [] : (tensor<f32>) -> tensor<384x1x7x7xf32>
    %5782 = stablehlo.multiply %3051, %5781 : tensor<384x1x7x7xf32>
    %5783 = stablehlo.constant dense<9.000000e-01> : tensor<f32>
    %5784 = stablehlo.broadcast_in_dim %5783, dims = [] : (tensor<f32>) -> tensor<384x1x7x7xf32>
    %5785 = stablehlo.multiply %m.features.5.0.block.0.w, %5784 : tensor<384x1x7x7xf32>
    %5786 = stablehlo.add %5785, %5782 : tensor<384x1x7x7xf32>
    %5787 = stablehlo.multiply %3051, %3051 : tensor<384x1x7x7xf32>
    %5788 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %5789 = stablehlo.broadcast_in_dim %5788, dims = [] : (tensor<f32>) -> tensor<384x1x7x7xf32>
    %5790 = stablehlo.multiply %5787, %5789 : tensor<384x1x7x7xf32>
    %5791 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %5792 = stablehlo.broadcast_in_dim %5791, dims = [] : (tensor<f32>) -> tensor<384x1x7x7xf32>
    %5793 = stablehlo.multiply %v.features.5.0.block.0.w, %5792 : tensor<384x1x7x7xf32>
    %5794 = stablehlo.add %5793, %5790 : tensor<384x1x7x7xf32>
    %5795 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<384x1x7x7xf32>
    %5796 = stablehlo.divide %5786, %5795 : tensor<384x1x7x7xf32>
    %5797 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<384x1x7x7xf32>
    %5798 = stablehlo.divide %5794, %5797 : tensor<384x1x7x7xf32>
    %5799 = stablehlo.constant dense<1.000000e-08> : tensor<f32>
    %5800 = stablehlo.broadcast_in_dim %5799, dims = [] : (tensor<f32>) -> tensor<384x1x7x7xf32>
    %5801 = stablehlo.sqrt %5798 : tensor<384x1x7x7xf32>
    %5802 = stablehlo.add %5801, %5800 : tensor<384x1x7x7xf32>
    %5803 = stablehlo.divide %5796, %5802 : tensor<384x1x7x7xf32>
    %5804 = stablehlo.constant dense<1.000000e-04> : tensor<f32>
    %5805 = stablehlo.broadcast_in_dim %5804, dims = [] : (tensor<f32>) -> tensor<384x1x7x7xf32>
    %5806 = stablehlo.multiply %5779, %5805 : tensor<384x1x7x7xf32>
    %5807 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %5808 = stablehlo.broadcast_in_dim %5807, dims = [] : (tensor<f32>) -> tensor<384x1x7x7xf32>
    %5809 = stablehlo.subtract %5808, %5806 : tensor<384x1x7x7xf32>
    %5810 = stablehlo.multiply %theta.features.5.0.block.0.w, %5809 : tensor<384x1x7x7xf32>
    %5811 = stablehlo.multiply %5779, %5803 : tensor<384x1x7x7xf32>
    %5812 = stablehlo.subtract %5810, %5811 : tensor<384x1x7x7xf32>
    %5813 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %5814 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %5815 = stablehlo.broadcast_in_dim %5814, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %5816 = stablehlo.multiply %3044, %5815 : tensor<384xf32>
    %5817 = stablehlo.constant dense<9.000000e-01> : tensor<f32>
    %5818 = stablehlo.broadcast_in_dim %5817, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %5819 = stablehlo.multiply %m.features.5.0.block.0.b, %5818 : tensor<384xf32>
    %5820 = stablehlo.add %5819, %5816 : tensor<384xf32>
    %5821 = stablehlo.multiply %3044, %3044 : tensor<384xf32>
    %5822 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %5823 = stablehlo.broadcast_in_dim %5822, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %5824 = stablehlo.multiply %5821, %5823 : tensor<384xf32>
    %5825 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %5826 = stablehlo.broadcast_in_dim %5825, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %5827 = stablehlo.multiply %v.features.5.0.block.0.b, %5826 : tensor<384xf32>
    %5828 = stablehlo.add %5827, %5824 : tensor<384xf32>
    %5829 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %5830 = stablehlo.divide %5820, %5829 : tensor<384xf32>
    %5831 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %5832 = stablehlo.divide %5828, %5831 : tensor<384xf32>
    %5833 = stablehlo.constant dense<1.000000e-08> : tensor<f32>
    %5834 = stablehlo.broadcast_in_dim %5833, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %5835 = stablehlo.sqrt %5832 : tensor<384xf32>
    %5836 = stablehlo.add %5835, %5834 : tensor<384xf32>
    %5837 = stablehlo.divide %5830, %5836 : tensor<384xf32>
    %5838 = stablehlo.constant dense<1.000000e-04> : tensor<f32>
    %5839 = stablehlo.broadcast_in_dim %5838, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %5840 = stablehlo.multiply %5813, %5839 : tensor<384xf32>
    %5841 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %5842 = stablehlo.broadcast_in_dim %5841, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %5843 = stablehlo.subtract %5842, %5840 : tensor<384xf32>
    %5844 = stablehlo.multiply %theta.features.5.0.block.0.b, %5843 : tensor<384xf32>
    %5845 = stablehlo.multiply %5813, %5837 : tensor<384xf32>
    %5846 = stablehlo.subtract %5844, %5845 : tensor<384xf32>
    %5847 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %5848 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %5849 = stablehlo.broadcast_in_dim %5848, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %5850 = stablehlo.multiply %3016, %5849 : tensor<384xf32>
    %5851 = stablehlo.constant dense<9.000000e-01> : tensor<f32>
    %5852 = stablehlo.broadcast_in_dim %5851, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %5853 = stablehlo.multiply %m.features.5.0.block.2.beta, %5852 : tensor<384xf32>
    %5854 = stablehlo.add %5853, %5850 : tensor<384xf32>
    %5855 = stablehlo.multiply %3016, %3016 : tensor<384xf32>
    %5856 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %5857 = stablehlo.broadcast_in_dim %5856, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %5858 = stablehlo.multiply %5855, %5857 : tensor<384xf32>
    %5859 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %5860 = stablehlo.broadcast_in_dim %5859, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %5861 = stablehlo.multiply %v.features.5.0.block.2.beta, %5860 : tensor<384xf32>
    %5862 = stablehlo.add %5861, %5858 : tensor<384xf32>
    %5863 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %5864 = stablehlo.divide %5854, %5863 : tensor<384xf32>
    %5865 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %5866 = stablehlo.divide %5862, %5865 : tensor<384xf32>
    %5867 = stablehlo.constant dense<1.000000e-08> : tensor<f32>
    %5868 = stablehlo.broadcast_in_dim %5867, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %5869 = stablehlo.sqrt %5866 : tensor<384xf32>
    %5870 = stablehlo.add %5869, %5868 : tensor<384xf32>
    %5871 = stablehlo.divide %5864, %5870 : tensor<384xf32>
    %5872 = stablehlo.constant dense<1.000000e-04> : tensor<f32>
    %5873 = stablehlo.broadcast_in_dim %5872, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %5874 = stablehlo.multiply %5847, %5873 : tensor<384xf32>
    %5875 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %5876 = stablehlo.broadcast_in_dim %5875, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %5877 = stablehlo.subtract %5876, %5874 : tensor<384xf32>
    %5878 = stablehlo.multiply %theta.features.5.0.block.2.beta, %5877 : tensor<384xf32>
    %5879 = stablehlo.multiply %5847, %5871 : tensor<384xf32>
    %5880 = stablehlo.subtract %5878, %5879 : tensor<384xf32>
    %5881 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %5882 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %5883 = stablehlo.broadcast_in_dim %5882, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %5884 = stablehlo.multiply %3020, %5883 : tensor<384xf32>
    %5885 = stablehlo.constant dense<9.000000e-01> : tensor<f32>
    %5886 = stablehlo.broadcast_in_dim %5885, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %5887 = stablehlo.multiply %m.features.5.0.block.2.gamma, %5886 : tensor<384xf32>
    %5888 = stablehlo.add %5887, %5884 : tensor<384xf32>
    %5889 = stablehlo.multiply %3020, %3020 : tensor<384xf32>
    %5890 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %5891 = stablehlo.broadcast_in_dim %5890, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %5892 = stablehlo.multiply %5889, %5891 : tensor<384xf32>
    %5893 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %5894 = stablehlo.broadcast_in_dim %5893, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %5895 = stablehlo.multiply %v.features.5.0.block.2.gamma, %5894 : tensor<384xf32>
    %5896 = stablehlo.add %5895, %5892 : tensor<384xf32>
    %5897 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %5898 = stablehlo.divide %5888, %5897 : tensor<384xf32>
    %5899 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %5900 = stablehlo.divide %5896, %5899 : tensor<384xf32>
    %5901 = stablehlo.constant dense<1.000000e-08> : tensor<f32>
    %5902 = stablehlo.broadcast_in_dim %5901, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %5903 = stablehlo.sqrt %5900 : tensor<384xf32>
    %5904 = stablehlo.add %5903, %5902 : tensor<384xf32>
    %5905 = stablehlo.divide %5898, %5904 : tensor<384xf32>
    %5906 = stablehlo.constant dense<1.000000e-04> : tensor<f32>
    %5907 = stablehlo.broadcast_in_dim %5906, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %5908 = stablehlo.multiply %5881, %5907 : tensor<384xf32>
    %5909 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %5910 = stablehlo.broadcast_in_dim %5909, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %5911 = stablehlo.subtract %5910, %5908 : tensor<384xf32>
    %5912 = stablehlo.multiply %theta.features.5.0.block.2.gamma, %5911 : tensor<384xf32>
    %5913 = stablehlo.multiply %5881, %5905 : tensor<384xf32>
    %5914 = stablehlo.subtract %5912, %5913 : tensor<384xf32>
    %5915 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<384x1536xf32>
    %5916 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %5917 = stablehlo.broadcast_in_dim %5916, dims = [] : (tensor<f32>) -> tensor<384x1536xf32>
    %5918 = stablehlo.multiply %3014, %5917 : tensor<384x1536xf32>
    %5919 = stablehlo.constant dense<9.000000e-01> : tensor<f32>
    %5920 = stablehlo.broadcast_in_dim %5919, dims = [] : (tensor<f32>) -> tensor<384x1536xf32>
    %5921 = stablehlo.multiply %m.features.5.0.block.3.w, %5920 : tensor<384x1536xf32>
    %5922 = stablehlo.add %5921, %5918 : tensor<384x1536xf32>
    %5923 = stablehlo.multiply %3014, %3014 : tensor<384x1536xf32>
    %5924 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %5925 = stablehlo.broadcast_in_dim %5924, dims = [] : (tensor<f32>) -> tensor<384x1536xf32>
    %5926 = stablehlo.multiply %5923, %5925 : tensor<384x1536xf32>
    %5927 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %5928 = stablehlo.broadcast_in_dim %5927, dims = [] : (tensor<f32>) -> tensor<384x1536xf32>
    %5929 = stablehlo.multiply %v.features.5.0.block.3.w, %5928 : tensor<384x1536xf32>
    %5930 = stablehlo.add %5929, %5926 : tensor<384x1536xf32>
    %5931 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<384x1536xf32>
    %5932 = stablehlo.divide %5922, %5931 : tensor<384x1536xf32>
    %5933 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<384x1536xf32>
    %5934 = stablehlo.divide %5930, %5933 : tensor<384x1536xf32>
    %5935 = stablehlo.constant dense<1.000000e-08> : tensor<f32>
    %5936 = stablehlo.broadcast_in_dim %5935, dims = [] : (tensor<f32>) -> tensor<384x1536xf32>
    %5937 = stablehlo.sqrt %5934 : tensor<384x1536xf32>
    %5938 = stablehlo.add %5937, %5936 : tensor<384x1536xf32>
    %5939 = stablehlo.divide %5932, %5938 : tensor<384x1536xf32>
    %5940 = stablehlo.constant dense<1.000000e-04> : tensor<f32>
    %5941 = stablehlo.broadcast_in_dim %5940, dims = [] : (tensor<f32>) -> tensor<384x1536xf32>
    %5942 = stablehlo.multiply %5915, %5941 : tensor<384x1536xf32>
    %5943 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %5944 = stablehlo.broadcast_in_dim %5943, dims = [] : (tensor<f32>) -> tensor<384x1536xf32>
    %5945 = stablehlo.subtract %5944, %5942 : tensor<384x1536xf32>
    %5946 = stablehlo.multiply %theta.features.5.0.block.3.w, %5945 : tensor<384x1536xf32>
    %5947 = stablehlo.multiply %5915, %5939 : tensor<384x1536xf32>
    %5948 = stablehlo.subtract %5946, %5947 : tensor<384x1536xf32>
    %5949 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<1536xf32>
    %5950 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %5951 = stablehlo.broadcast_in_dim %5950, dims = [] : (tensor<f32>) -> tensor<1536xf32>
    %5952 = stablehlo.multiply %3012, %5951 : tensor<1536xf32>
    %5953 = stablehlo.constant dense<9.000000e-01> : tensor<f32>
    %5954 = stablehlo.broadcast_in_dim %5953, dims = [] : (tensor<f32>) -> tensor<1536xf32>
    %5955 = stablehlo.multiply %m.features.5.0.block.3.b, %5954 : tensor<1536xf32>
    %5956 = stablehlo.add %5955, %5952 : tensor<1536xf32>
    %5957 = stablehlo.multiply %3012, %3012 : tensor<1536xf32>
    %5958 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %5959 = stablehlo.broadcast_in_dim %5958, dims = [] : (tensor<f32>) -> tensor<1536xf32>
    %5960 = stablehlo.multiply %5957, %5959 : tensor<1536xf32>
    %5961 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %5962 = stablehlo.broadcast_in_dim %5961, dims = [] : (tensor<f32>) -> tensor<1536xf32>
    %5963 = stablehlo.multiply %v.features.5.0.block.3.b, %5962 : tensor<1536xf32>
    %5964 = stablehlo.add %5963, %5960 : tensor<1536xf32>
    %5965 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<1536xf32>
    %5966 = stablehlo.divide %5956, %5965 : tensor<1536xf32>
    %5967 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<1536xf32>
    %5968 = stablehlo.divide %5964, %5967 : tensor<1536xf32>
    %5969 = stablehlo.constant dense<1.000000e-08> : tensor<f32>
    %5970 = stablehlo.broadcast_in_dim %5969, dims = [] : (tensor<f32>) -> tensor<1536xf32>
    %5971 = stablehlo.sqrt %5968 : tensor<1536xf32>
    %5972 = stablehlo.add %5971, %5970 : tensor<1536xf32>
    %5973 = stablehlo.divide %5966, %5972 : tensor<1536xf32>
    %5974 = stablehlo.constant dense<1.000000e-04> : tensor<f32>
    %5975 = stablehlo.broadcast_in_dim %5974, dims = [] : (tensor<f32>) -> tensor<1536xf32>
    %5976 = stablehlo.multiply %5949, %5975 : tensor<1536xf32>
    %5977 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %5978 = stablehlo.broadcast_in_dim %5977, dims = [] : (tensor<f32>) -> tensor<1536xf32>
    %5979 = stablehlo.subtract %5978, %5976 : tensor<1536xf32>
    %5980 = stablehlo.multiply %theta.features.5.0.block.3.b, %5979 : tensor<1536xf32>
    %5981 = stablehlo.multiply %5949, %5973 : tensor<1536xf32>
    %5982 = stablehlo.subtract %5980, %5981 : tensor<1536xf32>
    %5983 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<1536x384xf32>
    %5984 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %5985 = stablehlo.broadcast_in_dim %5984, dims = [] : (tensor<f32>) -> tensor<1536x384xf32>
    %5986 = stablehlo.multiply %2998, %5985 : tensor<1536x384xf32>
    %5987 = stablehlo.constant dense<9.000000e-01> : tensor<f32>
    %5988 = stablehlo.broadcast_in_dim %5987, dims = [] : (tensor<f32>) -> tensor<1536x384xf32>
    %5989 = stablehlo.multiply %m.features.5.0.block.5.w, %5988 : tensor<1536x384xf32>
    %5990 = stablehlo.add %5989, %5986 : tensor<1536x384xf32>
    %5991 = stablehlo.multiply %2998, %2998 : tensor<1536x384xf32>
    %5992 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %5993 = stablehlo.broadcast_in_dim %5992, dims = [] : (tensor<f32>) -> tensor<1536x384xf32>
    %5994 = stablehlo.multiply %5991, %5993 : tensor<1536x384xf32>
    %5995 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %5996 = stablehlo.broadcast_in_dim %5995, dims = [] : (tensor<f32>) -> tensor<1536x384xf32>
    %5997 = stablehlo.multiply %v.features.5.0.block.5.w, %5996 : tensor<1536x384xf32>
    %5998 = stablehlo.add %5997, %5994 : tensor<1536x384xf32>
    %5999 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<1536x384xf32>
    %6000 = stablehlo.divide %5990, %5999 : tensor<1536x384xf32>
    %6001 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<1536x384xf32>
    %6002 = stablehlo.divide %5998, %6001 : tensor<1536x384xf32>
    %6003 = stablehlo.constant dense<1.000000e-08> : tensor<f32>
    %6004 = stablehlo.broadcast_in_dim %6003, dims = [] : (tensor<f32>) -> tensor<1536x384xf32>
    %6005 = stablehlo.sqrt %6002 : tensor<1536x384xf32>
    %6006 = stablehlo.add %6005, %6004 : tensor<1536x384xf32>
    %6007 = stablehlo.divide %6000, %6006 : tensor<1536x384xf32>
    %6008 = stablehlo.constant dense<1.000000e-04> : tensor<f32>
    %6009 = stablehlo.broadcast_in_dim %6008, dims = [] : (tensor<f32>) -> tensor<1536x384xf32>
    %6010 = stablehlo.multiply %5983, %6009 : tensor<1536x384xf32>
    %6011 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %6012 = stablehlo.broadcast_in_dim %6011, dims = [] : (tensor<f32>) -> tensor<1536x384xf32>
    %6013 = stablehlo.subtract %6012, %6010 : tensor<1536x384xf32>
    %6014 = stablehlo.multiply %theta.features.5.0.block.5.w, %6013 : tensor<1536x384xf32>
    %6015 = stablehlo.multiply %5983, %6007 : tensor<1536x384xf32>
    %6016 = stablehlo.subtract %6014, %6015 : tensor<1536x384xf32>
    %6017 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %6018 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %6019 = stablehlo.broadcast_in_dim %6018, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %6020 = stablehlo.multiply %2996, %6019 : tensor<384xf32>
    %6021 = stablehlo.constant dense<9.000000e-01> : tensor<f32>
    %6022 = stablehlo.broadcast_in_dim %6021, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %6023 = stablehlo.multiply %m.features.5.0.block.5.b, %6022 : tensor<384xf32>
    %6024 = stablehlo.add %6023, %6020 : tensor<384xf32>
    %6025 = stablehlo.multiply %2996, %2996 : tensor<384xf32>
    %6026 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %6027 = stablehlo.broadcast_in_dim %6026, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %6028 = stablehlo.multiply %6025, %6027 : tensor<384xf32>
    %6029 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %6030 = stablehlo.broadcast_in_dim %6029, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %6031 = stablehlo.multiply %v.features.5.0.block.5.b, %6030 : tensor<384xf32>
    %6032 = stablehlo.add %6031, %6028 : tensor<384xf32>
    %6033 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %6034 = stablehlo.divide %6024, %6033 : tensor<384xf32>
    %6035 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %6036 = stablehlo.divide %6032, %6035 : tensor<384xf32>
    %6037 = stablehlo.constant dense<1.000000e-08> : tensor<f32>
    %6038 = stablehlo.broadcast_in_dim %6037, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %6039 = stablehlo.sqrt %6036 : tensor<384xf32>
    %6040 = stablehlo.add %6039, %6038 : tensor<384xf32>
    %6041 = stablehlo.divide %6034, %6040 : tensor<384xf32>
    %6042 = stablehlo.constant dense<1.000000e-04> : tensor<f32>
    %6043 = stablehlo.broadcast_in_dim %6042, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %6044 = stablehlo.multiply %6017, %6043 : tensor<384xf32>
    %6045 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %6046 = stablehlo.broadcast_in_dim %6045, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %6047 = stablehlo.subtract %6046, %6044 : tensor<384xf32>
    %6048 = stablehlo.multiply %theta.features.5.0.block.5.b, %6047 : tensor<384xf32>
    %6049 = stablehlo.multiply %6017, %6041 : tensor<384xf32>
    %6050 = stablehlo.subtract %6048, %6049 : tensor<384xf32>
    %6051 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<384x1x1xf32>
    %6052 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %6053 = stablehlo.broadcast_in_dim %6052, dims = [] : (tensor<f32>) -> tensor<384x1x1xf32>
    %6054 = stablehlo.multiply %2993, %6053 : tensor<384x1x1xf32>
    %6055 = stablehlo.constant dense<9.000000e-01> : tensor<f32>
    %6056 = stablehlo.broadcast_in_dim %6055, dims = [] : (tensor<f32>) -> tensor<384x1x1xf32>
    %6057 = stablehlo.multiply %m.features.5.0.layer_scale, %6056 : tensor<384x1x1xf32>
    %6058 = stablehlo.add %6057, %6054 : tensor<384x1x1xf32>
    %6059 = stablehlo.multiply %2993, %2993 : tensor<384x1x1xf32>
    %6060 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %6061 = stablehlo.broadcast_in_dim %6060, dims = [] : (tensor<f32>) -> tensor<384x1x1xf32>
    %6062 = stablehlo.multiply %6059, %6061 : tensor<384x1x1xf32>
    %6063 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %6064 = stablehlo.broadcast_in_dim %6063, dims = [] : (tensor<f32>) -> tensor<384x1x1xf32>
    %6065 = stablehlo.multiply %v.features.5.0.layer_scale, %6064 : tensor<384x1x1xf32>
    %6066 = stablehlo.add %6065, %6062 : tensor<384x1x1xf32>
    %6067 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<384x1x1xf32>
    %6068 = stablehlo.divide %6058, %6067 : tensor<384x1x1xf32>
    %6069 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<384x1x1xf32>
    %6070 = stablehlo.divide %6066, %6069 : tensor<384x1x1xf32>
    %6071 = stablehlo.constant dense<1.000000e-08> : tensor<f32>
    %6072 = stablehlo.broadcast_in_dim %6071, dims = [] : (tensor<f32>) -> tensor<384x1x1xf32>
    %6073 = stablehlo.sqrt %6070 : tensor<384x1x1xf32>
    %6074 = stablehlo.add %6073, %6072 : tensor<384x1x1xf32>
    %6075 = stablehlo.divide %6068, %6074 : tensor<384x1x1xf32>
    %6076 = stablehlo.constant dense<1.000000e-04> : tensor<f32>
    %6077 = stablehlo.broadcast_in_dim %6076, dims = [] : (tensor<f32>) -> tensor<384x1x1xf32>
    %6078 = stablehlo.multiply %6051, %6077 : tensor<384x1x1xf32>
    %6079 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %6080 = stablehlo.broadcast_in_dim %6079, dims = [] : (tensor<f32>) -> tensor<384x1x1xf32>
    %6081 = stablehlo.subtract %6080, %6078 : tensor<384x1x1xf32>
    %6082 = stablehlo.multiply %theta.features.5.0.layer_scale, %6081 : tensor<384x1x1xf32>
    %6083 = stablehlo.multiply %6051, %6075 : tensor<384x1x1xf32>
    %6084 = stablehlo.subtract %6082, %6083 : tensor<384x1x1xf32>
    %6085 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<384x1x7x7xf32>
    %6086 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %6087 = stablehlo.broadcast_in_dim %6086, dims = [] : (tensor<f32>) -> tensor<384x1x7x7xf32>
    %6088 = stablehlo.multiply %2987, %6087 : tensor<384x1x7x7xf32>
    %6089 = stablehlo.constant dense<9.000000e-01> : tensor<f32>
    %6090 = stablehlo.broadcast_in_dim %6089, dims = [] : (tensor<f32>) -> tensor<384x1x7x7xf32>
    %6091 = stablehlo.multiply %m.features.5.1.block.0.w, %6090 : tensor<384x1x7x7xf32>
    %6092 = stablehlo.add %6091, %6088 : tensor<384x1x7x7xf32>
    %6093 = stablehlo.multiply %2987, %2987 : tensor<384x1x7x7xf32>
    %6094 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %6095 = stablehlo.broadcast_in_dim %6094, dims = [] : (tensor<f32>) -> tensor<384x1x7x7xf32>
    %6096 = stablehlo.multiply %6093, %6095 : tensor<384x1x7x7xf32>
    %6097 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %6098 = stablehlo.broadcast_in_dim %6097, dims = [] : (tensor<f32>) -> tensor<384x1x7x7xf32>
    %6099 = stablehlo.multiply %v.features.5.1.block.0.w, %6098 : tensor<384x1x7x7xf32>
    %6100 = stablehlo.add %6099, %6096 : tensor<384x1x7x7xf32>
    %6101 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<384x1x7x7xf32>
    %6102 = stablehlo.divide %6092, %6101 : tensor<384x1x7x7xf32>
    %6103 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<384x1x7x7xf32>
    %6104 = stablehlo.divide %6100, %6103 : tensor<384x1x7x7xf32>
    %6105 = stablehlo.constant dense<1.000000e-08> : tensor<f32>
    %6106 = stablehlo.broadcast_in_dim %6105, dims = [] : (tensor<f32>) -> tensor<384x1x7x7xf32>
    %6107 = stablehlo.sqrt %6104 : tensor<384x1x7x7xf32>
    %6108 = stablehlo.add %6107, %6106 : tensor<384x1x7x7xf32>
    %6109 = stablehlo.divide %6102, %6108 : tensor<384x1x7x7xf32>
    %6110 = stablehlo.constant dense<1.000000e-04> : tensor<f32>
    %6111 = stablehlo.broadcast_in_dim %6110, dims = [] : (tensor<f32>) -> tensor<384x1x7x7xf32>
    %6112 = stablehlo.multiply %6085, %6111 : tensor<384x1x7x7xf32>
    %6113 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %6114 = stablehlo.broadcast_in_dim %6113, dims = [] : (tensor<f32>) -> tensor<384x1x7x7xf32>
    %6115 = stablehlo.subtract %6114, %6112 : tensor<384x1x7x7xf32>
    %6116 = stablehlo.multiply %theta.features.5.1.block.0.w, %6115 : tensor<384x1x7x7xf32>
    %6117 = stablehlo.multiply %6085, %6109 : tensor<384x1x7x7xf32>
    %6118 = stablehlo.subtract %6116, %6117 : tensor<384x1x7x7xf32>
    %6119 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %6120 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %6121 = stablehlo.broadcast_in_dim %6120, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %6122 = stablehlo.multiply %2980, %6121 : tensor<384xf32>
    %6123 = stablehlo.constant dense<9.000000e-01> : tensor<f32>
    %6124 = stablehlo.broadcast_in_dim %6123, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %6125 = stablehlo.multiply %m.features.5.1.block.0.b, %6124 : tensor<384xf32>
    %6126 = stablehlo.add %6125, %6122 : tensor<384xf32>
    %6127 = stablehlo.multiply %2980, %2980 : tensor<384xf32>
    %6128 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %6129 = stablehlo.broadcast_in_dim %6128, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %6130 = stablehlo.multiply %6127, %6129 : tensor<384xf32>
    %6131 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %6132 = stablehlo.broadcast_in_dim %6131, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %6133 = stablehlo.multiply %v.features.5.1.block.0.b, %6132 : tensor<384xf32>
    %6134 = stablehlo.add %6133, %6130 : tensor<384xf32>
    %6135 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %6136 = stablehlo.divide %6126, %6135 : tensor<384xf32>
    %6137 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %6138 = stablehlo.divide %6134, %6137 : tensor<384xf32>
    %6139 = stablehlo.constant dense<1.000000e-08> : tensor<f32>
    %6140 = stablehlo.broadcast_in_dim %6139, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %6141 = stablehlo.sqrt %6138 : tensor<384xf32>
    %6142 = stablehlo.add %6141, %6140 : tensor<384xf32>
    %6143 = stablehlo.divide %6136, %6142 : tensor<384xf32>
    %6144 = stablehlo.constant dense<1.000000e-04> : tensor<f32>
    %6145 = stablehlo.broadcast_in_dim %6144, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %6146 = stablehlo.multiply %6119, %6145 : tensor<384xf32>
    %6147 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %6148 = stablehlo.broadcast_in_dim %6147, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %6149 = stablehlo.subtract %6148, %6146 : tensor<384xf32>
    %6150 = stablehlo.multiply %theta.features.5.1.block.0.b, %6149 : tensor<384xf32>
    %6151 = stablehlo.multiply %6119, %6143 : tensor<384xf32>
    %6152 = stablehlo.subtract %6150, %6151 : tensor<384xf32>
    %6153 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %6154 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %6155 = stablehlo.broadcast_in_dim %6154, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %6156 = stablehlo.multiply %2952, %6155 : tensor<384xf32>
    %6157 = stablehlo.constant dense<9.000000e-01> : tensor<f32>
    %6158 = stablehlo.broadcast_in_dim %6157, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %6159 = stablehlo.multiply %m.features.5.1.block.2.beta, %6158 : tensor<384xf32>
    %6160 = stablehlo.add %6159, %6156 : tensor<384xf32>
    %6161 = stablehlo.multiply %2952, %2952 : tensor<384xf32>
    %6162 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %6163 = stablehlo.broadcast_in_dim %6162, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %6164 = stablehlo.multiply %6161, %6163 : tensor<384xf32>
    %6165 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %6166 = stablehlo.broadcast_in_dim %6165, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %6167 = stablehlo.multiply %v.features.5.1.block.2.beta, %6166 : tensor<384xf32>
    %6168 = stablehlo.add %6167, %6164 : tensor<384xf32>
    %6169 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %6170 = stablehlo.divide %6160, %6169 : tensor<384xf32>
    %6171 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %6172 = stablehlo.divide %6168, %6171 : tensor<384xf32>
    %6173 = stablehlo.constant dense<1.000000e-08> : tensor<f32>
    %6174 = stablehlo.broadcast_in_dim %6173, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %6175 = stablehlo.sqrt %6172 : tensor<384xf32>
    %6176 = stablehlo.add %6175, %6174 : tensor<384xf32>
    %6177 = stablehlo.divide %6170, %6176 : tensor<384xf32>
    %6178 = stablehlo.constant dense<1.000000e-04> : tensor<f32>
    %6179 = stablehlo.broadcast_in_dim %6178, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %6180 = stablehlo.multiply %6153, %6179 : tensor<384xf32>
    %6181 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %6182 = stablehlo.broadcast_in_dim %6181, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %6183 = stablehlo.subtract %6182, %6180 : tensor<384xf32>
    %6184 = stablehlo.multiply %theta.features.5.1.block.2.beta, %6183 : tensor<384xf32>
    %6185 = stablehlo.multiply %6153, %6177 : tensor<384xf32>
    %6186 = stablehlo.subtract %6184, %6185 : tensor<384xf32>
    %6187 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %6188 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %6189 = stablehlo.broadcast_in_dim %6188, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %6190 = stablehlo.multiply %2956, %6189 : tensor<384xf32>
    %6191 = stablehlo.constant dense<9.000000e-01> : tensor<f32>
    %6192 = stablehlo.broadcast_in_dim %6191, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %6193 = stablehlo.multiply %m.features.5.1.block.2.gamma, %6192 : tensor<384xf32>
    %6194 = stablehlo.add %6193, %6190 : tensor<384xf32>
    %6195 = stablehlo.multiply %2956, %2956 : tensor<384xf32>
    %6196 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %6197 = stablehlo.broadcast_in_dim %6196, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %6198 = stablehlo.multiply %6195, %6197 : tensor<384xf32>
    %6199 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %6200 = stablehlo.broadcast_in_dim %6199, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %6201 = stablehlo.multiply %v.features.5.1.block.2.gamma, %6200 : tensor<384xf32>
    %6202 = stablehlo.add %6201, %6198 : tensor<384xf32>
    %6203 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %6204 = stablehlo.divide %6194, %6203 : tensor<384xf32>
    %6205 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %6206 = stablehlo.divide %6202, %6205 : tensor<384xf32>
    %6207 = stablehlo.constant dense<1.000000e-08> : tensor<f32>
    %6208 = stablehlo.broadcast_in_dim %6207, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %6209 = stablehlo.sqrt %6206 : tensor<384xf32>
    %6210 = stablehlo.add %6209, %6208 : tensor<384xf32>
    %6211 = stablehlo.divide %6204, %6210 : tensor<384xf32>
    %6212 = stablehlo.constant dense<1.000000e-04> : tensor<f32>
    %6213 = stablehlo.broadcast_in_dim %6212, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %6214 = stablehlo.multiply %6187, %6213 : tensor<384xf32>
    %6215 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %6216 = stablehlo.broadcast_in_dim %6215, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %6217 = stablehlo.subtract %6216, %6214 : tensor<384xf32>
    %6218 = stablehlo.multiply %theta.features.5.1.block.2.gamma, %6217 : tensor<384xf32>
    %6219 = stablehlo.multiply %6187, %6211 : tensor<384xf32>
    %6220 = stablehlo.subtract %6218, %6219 : tensor<384xf32>
    %6221 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<384x1536xf32>
    %6222 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %6223 = stablehlo.broadcast_in_dim %6222, dims = [] : (tensor<f32>) -> tensor<384x1536xf32>
    %6224 = stablehlo.multiply %2950, %6223 : tensor<384x1536xf32>
    %6225 = stablehlo.constant dense<9.000000e-01> : tensor<f32>
    %6226 = stablehlo.broadcast_in_dim %6225, dims = [] : (tensor<f32>) -> tensor<384x1536xf32>
    %6227 = stablehlo.multiply %m.features.5.1.block.3.w, %6226 : tensor<384x1536xf32>
    %6228 = stablehlo.add %6227, %6224 : tensor<384x1536xf32>
    %6229 = stablehlo.multiply %2950, %2950 : tensor<384x1536xf32>
    %6230 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %6231 = stablehlo.broadcast_in_dim %6230, dims = [] : (tensor<f32>) -> tensor<384x1536xf32>
    %6232 = stablehlo.multiply %6229, %6231 : tensor<384x1536xf32>
    %6233 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %6234 = stablehlo.broadcast_in_dim %6233, dims = [] : (tensor<f32>) -> tensor<384x1536xf32>
    %6235 = stablehlo.multiply %v.features.5.1.block.3.w, %6234 : tensor<384x1536xf32>
    %6236 = stablehlo.add %6235, %6232 : tensor<384x1536xf32>
    %6237 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<384x1536xf32>
    %6238 = stablehlo.divide %6228, %6237 : tensor<384x1536xf32>
    %6239 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<384x1536xf32>
    %6240 = stablehlo.divide %6236, %6239 : tensor<384x1536xf32>
    %6241 = stablehlo.constant dense<1.000000e-08> : tensor<f32>
    %6242 = stablehlo.broadcast_in_dim %6241, dims = [] : (tensor<f32>) -> tensor<384x1536xf32>
    %6243 = stablehlo.sqrt %6240 : tensor<384x1536xf32>
    %6244 = stablehlo.add %6243, %6242 : tensor<384x1536xf32>
    %6245 = stablehlo.divide %6238, %6244 : tensor<384x1536xf32>
    %6246 = stablehlo.constant dense<1.000000e-04> : tensor<f32>
    %6247 = stablehlo.broadcast_in_dim %6246, dims = [] : (tensor<f32>) -> tensor<384x1536xf32>
    %6248 = stablehlo.multiply %6221, %6247 : tensor<384x1536xf32>
    %6249 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %6250 = stablehlo.broadcast_in_dim %6249, dims = [] : (tensor<f32>) -> tensor<384x1536xf32>
    %6251 = stablehlo.subtract %6250, %6248 : tensor<384x1536xf32>
    %6252 = stablehlo.multiply %theta.features.5.1.block.3.w, %6251 : tensor<384x1536xf32>
    %6253 = stablehlo.multiply %6221, %6245 : tensor<384x1536xf32>
    %6254 = stablehlo.subtract %6252, %6253 : tensor<384x1536xf32>
    %6255 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<1536xf32>
    %6256 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %6257 = stablehlo.broadcast_in_dim %6256, dims = [] : (tensor<f32>) -> tensor<1536xf32>
    %6258 = stablehlo.multiply %2948, %6257 : tensor<1536xf32>
    %6259 = stablehlo.constant dense<9.000000e-01> : tensor<f32>
    %6260 = stablehlo.broadcast_in_dim %6259, dims = [] : (tensor<f32>) -> tensor<1536xf32>
    %6261 = stablehlo.multiply %m.features.5.1.block.3.b, %6260 : tensor<1536xf32>
    %6262 = stablehlo.add %6261, %6258 : tensor<1536xf32>
    %6263 = stablehlo.multiply %2948, %2948 : tensor<1536xf32>
    %6264 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %6265 = stablehlo.broadcast_in_dim %6264, dims = [] : (tensor<f32>) -> tensor<1536xf32>
    %6266 = stablehlo.multiply %6263, %6265 : tensor<1536xf32>
    %6267 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %6268 = stablehlo.broadcast_in_dim %6267, dims = [] : (tensor<f32>) -> tensor<1536xf32>
    %6269 = stablehlo.multiply %v.features.5.1.block.3.b, %6268 : tensor<1536xf32>
    %6270 = stablehlo.add %6269, %6266 : tensor<1536xf32>
    %6271 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<1536xf32>
    %6272 = stablehlo.divide %6262, %6271 : tensor<1536xf32>
    %6273 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<1536xf32>
    %6274 = stablehlo.divide %6270, %6273 : tensor<1536xf32>
    %6275 = stablehlo.constant dense<1.000000e-08> : tensor<f32>
    %6276 = stablehlo.broadcast_in_dim %6275, dims = [] : (tensor<f32>) -> tensor<1536xf32>
    %6277 = stablehlo.sqrt %6274 : tensor<1536xf32>
    %6278 = stablehlo.add %6277, %6276 : tensor<1536xf32>
    %6279 = stablehlo.divide %6272, %6278 : tensor<1536xf32>
    %6280 = stablehlo.constant dense<1.000000e-04> : tensor<f32>
    %6281 = stablehlo.broadcast_in_dim %6280, dims = [] : (tensor<f32>) -> tensor<1536xf32>
    %6282 = stablehlo.multiply %6255, %6281 : tensor<1536xf32>
    %6283 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %6284 = stablehlo.broadcast_in_dim %6283, dims = [] : (tensor<f32>) -> tensor<1536xf32>
    %6285 = stablehlo.subtract %6284, %6282 : tensor<1536xf32>
    %6286 = stablehlo.multiply %theta.features.5.1.block.3.b, %6285 : tensor<1536xf32>
    %6287 = stablehlo.multiply %6255, %6279 : tensor<1536xf32>
    %6288 = stablehlo.subtract %6286, %6287 : tensor<1536xf32>
    %6289 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<1536x384xf32>
    %6290 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %6291 = stablehlo.broadcast_in_dim %6290, dims = [] : (tensor<f32>) -> tensor<1536x384xf32>
    %6292 = stablehlo.multiply %2934, %6291 : tensor<1536x384xf32>
    %6293 = stablehlo.constant dense<9.000000e-01> : tensor<f32>
    %6294 = stablehlo.broadcast_in_dim %6293, dims = [] : (tensor<f32>) -> tensor<1536x384xf32>
    %6295 = stablehlo.multiply %m.features.5.1.block.5.w, %6294 : tensor<1536x384xf32>
    %6296 = stablehlo.add %6295, %6292 : tensor<1536x384xf32>
    %6297 = stablehlo.multiply %2934, %2934 : tensor<1536x384xf32>
    %6298 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %6299 = stablehlo.broadcast_in_dim %6298, dims = [] : (tensor<f32>) -> tensor<1536x384xf32>
    %6300 = stablehlo.multiply %6297, %6299 : tensor<1536x384xf32>
    %6301 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %6302 = stablehlo.broadcast_in_dim %6301, dims = [] : (tensor<f32>) -> tensor<1536x384xf32>
    %6303 = stablehlo.multiply %v.features.5.1.block.5.w, %6302 : tensor<1536x384xf32>
    %6304 = stablehlo.add %6303, %6300 : tensor<1536x384xf32>
    %6305 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<1536x384xf32>
    %6306 = stablehlo.divide %6296, %6305 : tensor<1536x384xf32>
    %6307 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<1536x384xf32>
    %6308 = stablehlo.divide %6304, %6307 : tensor<1536x384xf32>
    %6309 = stablehlo.constant dense<1.000000e-08> : tensor<f32>
    %6310 = stablehlo.broadcast_in_dim %6309, dims = [] : (tensor<f32>) -> tensor<1536x384xf32>
    %6311 = stablehlo.sqrt %6308 : tensor<1536x384xf32>
    %6312 = stablehlo.add %6311, %6310 : tensor<1536x384xf32>
    %6313 = stablehlo.divide %6306, %6312 : tensor<1536x384xf32>
    %6314 = stablehlo.constant dense<1.000000e-04> : tensor<f32>
    %6315 = stablehlo.broadcast_in_dim %6314, dims = [] : (tensor<f32>) -> tensor<1536x384xf32>
    %6316 = stablehlo.multiply %6289, %6315 : tensor<1536x384xf32>
    %6317 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %6318 = stablehlo.broadcast_in_dim %6317, dims = [] : (tensor<f32>) -> tensor<1536x384xf32>
    %6319 = stablehlo.subtract %6318, %6316 : tensor<1536x384xf32>
    %6320 = stablehlo.multiply %theta.features.5.1.block.5.w, %6319 : tensor<1536x384xf32>
    %6321 = stablehlo.multiply %6289, %6313 : tensor<1536x384xf32>
    %6322 = stablehlo.subtract %6320, %6321 : tensor<1536x384xf32>
    %6323 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %6324 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %6325 = stablehlo.broadcast_in_dim %6324, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %6326 = stablehlo.multiply %2932, %6325 : tensor<384xf32>
    %6327 = stablehlo.constant dense<9.000000e-01> : tensor<f32>
    %6328 = stablehlo.broadcast_in_dim %6327, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %6329 = stablehlo.multiply %m.features.5.1.block.5.b, %6328 : tensor<384xf32>
    %6330 = stablehlo.add %6329, %6326 : tensor<384xf32>
    %6331 = stablehlo.multiply %2932, %2932 : tensor<384xf32>
    %6332 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %6333 = stablehlo.broadcast_in_dim %6332, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %6334 = stablehlo.multiply %6331, %6333 : tensor<384xf32>
    %6335 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %6336 = stablehlo.broadcast_in_dim %6335, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %6337 = stablehlo.multiply %v.features.5.1.block.5.b, %6336 : tensor<384xf32>
    %6338 = stablehlo.add %6337, %6334 : tensor<384xf32>
    %6339 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %6340 = stablehlo.divide %6330, %6339 : tensor<384xf32>
    %6341 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %6342 = stablehlo.divide %6338, %6341 : tensor<384xf32>
    %6343 = stablehlo.constant dense<1.000000e-08> : tensor<f32>
    %6344 = stablehlo.broadcast_in_dim %6343, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %6345 = stablehlo.sqrt %6342 : tensor<384xf32>
    %6346 = stablehlo.add %6345, %6344 : tensor<384xf32>
    %6347 = stablehlo.divide %6340, %6346 : tensor<384xf32>
    %6348 = stablehlo.constant dense<1.000000e-04> : tensor<f32>
    %6349 = stablehlo.broadcast_in_dim %6348, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %6350 = stablehlo.multiply %6323, %6349 : tensor<384xf32>
    %6351 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %6352 = stablehlo.broadcast_in_dim %6351, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %6353 = stablehlo.subtract %6352, %6350 : tensor<384xf32>
    %6354 = stablehlo.multiply %theta.features.5.1.block.5.b, %6353 : tensor<384xf32>
    %6355 = stablehlo.multiply %6323, %6347 : tensor<384xf32>
    %6356 = stablehlo.subtract %6354, %6355 : tensor<384xf32>
    %6357 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<384x1x1xf32>
    %6358 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %6359 = stablehlo.broadcast_in_dim %6358, dims = [] : (tensor<f32>) -> tensor<384x1x1xf32>
    %6360 = stablehlo.multiply %2929, %6359 : tensor<384x1x1xf32>
    %6361 = stablehlo.constant dense<9.000000e-01> : tensor<f32>
    %6362 = stablehlo.broadcast_in_dim %6361, dims = [] : (tensor<f32>) -> tensor<384x1x1xf32>
    %6363 = stablehlo.multiply %m.features.5.1.layer_scale, %6362 : tensor<384x1x1xf32>
    %6364 = stablehlo.add %6363, %6360 : tensor<384x1x1xf32>
    %6365 = stablehlo.multiply %2929, %2929 : tensor<384x1x1xf32>
    %6366 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %6367 = stablehlo.broadcast_in_dim %6366, dims = [] : (tensor<f32>) -> tensor<384x1x1xf32>
    %6368 = stablehlo.multiply %6365, %6367 : tensor<384x1x1xf32>
    %6369 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %6370 = stablehlo.broadcast_in_dim %6369, dims = [] : (tensor<f32>) -> tensor<384x1x1xf32>
    %6371 = stablehlo.multiply %v.features.5.1.layer_scale, %6370 : tensor<384x1x1xf32>
    %6372 = stablehlo.add %6371, %6368 : tensor<384x1x1xf32>
    %6373 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<384x1x1xf32>
    %6374 = stablehlo.divide %6364, %6373 : tensor<384x1x1xf32>
    %6375 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<384x1x1xf32>
    %6376 = stablehlo.divide %6372, %6375 : tensor<384x1x1xf32>
    %6377 = stablehlo.constant dense<1.000000e-08> : tensor<f32>
    %6378 = stablehlo.broadcast_in_dim %6377, dims = [] : (tensor<f32>) -> tensor<384x1x1xf32>
    %6379 = stablehlo.sqrt %6376 : tensor<384x1x1xf32>
    %6380 = stablehlo.add %6379, %6378 : tensor<384x1x1xf32>
    %6381 = stablehlo.divide %6374, %6380 : tensor<384x1x1xf32>
    %6382 = stablehlo.constant dense<1.000000e-04> : tensor<f32>
    %6383 = stablehlo.broadcast_in_dim %6382, dims = [] : (tensor<f32>) -> tensor<384x1x1xf32>
    %6384 = stablehlo.multiply %6357, %6383 : tensor<384x1x1xf32>
    %6385 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %6386 = stablehlo.broadcast_in_dim %6385, dims = [] : (tensor<f32>) -> tensor<384x1x1xf32>
    %6387 = stablehlo.subtract %6386, %6384 : tensor<384x1x1xf32>
    %6388 = stablehlo.multiply %theta.features.5.1.layer_scale, %6387 : tensor<384x1x1xf32>
    %6389 = stablehlo.multiply %6357, %6381 : tensor<384x1x1xf32>
    %6390 = stablehlo.subtract %6388, %6389 : tensor<384x1x1xf32>
    %6391 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<384x1x7x7xf32>
    %6392 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %6393 = stablehlo.broadcast_in_dim %6392, dims = [] : (tensor<f32>) -> tensor<384x1x7x7xf32>
    %6394 = stablehlo.multiply %2923, %6393 : tensor<384x1x7x7xf32>
    %6395 = stablehlo.constant dense<9.000000e-01> : tensor<f32>
    %6396 = stablehlo.broadcast_in_dim %6395, dims = [] : (tensor<f32>) -> tensor<384x1x7x7xf32>
    %6397 = stablehlo.multiply %m.features.5.2.block.0.w, %6396 : tensor<384x1x7x7xf32>
    %6398 = stablehlo.add %6397, %6394 : tensor<384x1x7x7xf32>
    %6399 = stablehlo.multiply %2923, %2923 : tensor<384x1x7x7xf32>
    %6400 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %6401 = stablehlo.broadcast_in_dim %6400, dims = [] : (tensor<f32>) -> tensor<384x1x7x7xf32>
    %6402 = stablehlo.multiply %6399, %6401 : tensor<384x1x7x7xf32>
    %6403 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %6404 = stablehlo.broadcast_in_dim %6403, dims = [] : (tensor<f32>) -> tensor<384x1x7x7xf32>
    %6405 = stablehlo.multiply %v.features.5.2.block.0.w, %6404 : tensor<384x1x7x7xf32>
    %6406 = stablehlo.add %6405, %6402 : tensor<384x1x7x7xf32>
    %6407 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<384x1x7x7xf32>
    %6408 = stablehlo.divide %6398, %6407 : tensor<384x1x7x7xf32>
    %6409 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<384x1x7x7xf32>
    %6410 = stablehlo.divide %6406, %6409 : tensor<384x1x7x7xf32>
    %6411 = stablehlo.constant dense<1.000000e-08> : tensor<f32>
    %6412 = stablehlo.broadcast_in_dim %6411, dims = [] : (tensor<f32>) -> tensor<384x1x7x7xf32>
    %6413 = stablehlo.sqrt %6410 : tensor<384x1x7x7xf32>
    %6414 = stablehlo.add %6413, %6412 : tensor<384x1x7x7xf32>
    %6415 = stablehlo.divide %6408, %6414 : tensor<384x1x7x7xf32>
    %6416 = stablehlo.constant dense<1.000000e-04> : tensor<f32>
    %6417 = stablehlo.broadcast_in_dim %6416, dims = [] : (tensor<f32>) -> tensor<384x1x7x7xf32>
    %6418 = stablehlo.multiply %6391, %6417 : tensor<384x1x7x7xf32>
    %6419 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %6420 = stablehlo.broadcast_in_dim %6419, dims = [] : (tensor<f32>) -> tensor<384x1x7x7xf32>
    %6421 = stablehlo.subtract %6420, %6418 : tensor<384x1x7x7xf32>
    %6422 = stablehlo.multiply %theta.features.5.2.block.0.w, %6421 : tensor<384x1x7x7xf32>
    %6423 = stablehlo.multiply %6391, %6415 : tensor<384x1x7x7xf32>
    %6424 = stablehlo.subtract %6422, %6423 : tensor<384x1x7x7xf32>
    %6425 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %6426 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %6427 = stablehlo.broadcast_in_dim %6426, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %6428 = stablehlo.multiply %2916, %6427 : tensor<384xf32>
    %6429 = stablehlo.constant dense<9.000000e-01> : tensor<f32>
    %6430 = stablehlo.broadcast_in_dim %6429, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %6431 = stablehlo.multiply %m.features.5.2.block.0.b, %6430 : tensor<384xf32>
    %6432 = stablehlo.add %6431, %6428 : tensor<384xf32>
    %6433 = stablehlo.multiply %2916, %2916 : tensor<384xf32>
    %6434 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %6435 = stablehlo.broadcast_in_dim %6434, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %6436 = stablehlo.multiply %6433, %6435 : tensor<384xf32>
    %6437 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %6438 = stablehlo.broadcast_in_dim %6437, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %6439 = stablehlo.multiply %v.features.5.2.block.0.b, %6438 : tensor<384xf32>
    %6440 = stablehlo.add %6439, %6436 : tensor<384xf32>
    %6441 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %6442 = stablehlo.divide %6432, %6441 : tensor<384xf32>
    %6443 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %6444 = stablehlo.divide %6440, %6443 : tensor<384xf32>
    %6445 = stablehlo.constant dense<1.000000e-08> : tensor<f32>
    %6446 = stablehlo.broadcast_in_dim %6445, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %6447 = stablehlo.sqrt %6444 : tensor<384xf32>
    %6448 = stablehlo.add %6447, %6446 : tensor<384xf32>
    %6449 = stablehlo.divide %6442, %6448 : tensor<384xf32>
    %6450 = stablehlo.constant dense<1.000000e-04> : tensor<f32>
    %6451 = stablehlo.broadcast_in_dim %6450, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %6452 = stablehlo.multiply %6425, %6451 : tensor<384xf32>
    %6453 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %6454 = stablehlo.broadcast_in_dim %6453, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %6455 = stablehlo.subtract %6454, %6452 : tensor<384xf32>
    %6456 = stablehlo.multiply %theta.features.5.2.block.0.b, %6455 : tensor<384xf32>
    %6457 = stablehlo.multiply %6425, %6449 : tensor<384xf32>
    %6458 = stablehlo.subtract %6456, %6457 : tensor<384xf32>
    %6459 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %6460 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %6461 = stablehlo.broadcast_in_dim %6460, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %6462 = stablehlo.multiply %2888, %6461 : tensor<384xf32>
    %6463 = stablehlo.constant dense<9.000000e-01> : tensor<f32>
    %6464 = stablehlo.broadcast_in_dim %6463, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %6465 = stablehlo.multiply %m.features.5.2.block.2.beta, %6464 : tensor<384xf32>
    %6466 = stablehlo.add %6465, %6462 : tensor<384xf32>
    %6467 = stablehlo.multiply %2888, %2888 : tensor<384xf32>
    %6468 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %6469 = stablehlo.broadcast_in_dim %6468, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %6470 = stablehlo.multiply %6467, %6469 : tensor<384xf32>
    %6471 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %6472 = stablehlo.broadcast_in_dim %6471, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %6473 = stablehlo.multiply %v.features.5.2.block.2.beta, %6472 : tensor<384xf32>
    %6474 = stablehlo.add %6473, %6470 : tensor<384xf32>
    %6475 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %6476 = stablehlo.divide %6466, %6475 : tensor<384xf32>
    %6477 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %6478 = stablehlo.divide %6474, %6477 : tensor<384xf32>
    %6479 = stablehlo.constant dense<1.000000e-08> : tensor<f32>
    %6480 = stablehlo.broadcast_in_dim %6479, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %6481 = stablehlo.sqrt %6478 : tensor<384xf32>
    %6482 = stablehlo.add %6481, %6480 : tensor<384xf32>
    %6483 = stablehlo.divide %6476, %6482 : tensor<384xf32>
    %6484 = stablehlo.constant dense<1.000000e-04> : tensor<f32>
    %6485 = stablehlo.broadcast_in_dim %6484, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %6486 = stablehlo.multiply %6459, %6485 : tensor<384xf32>
    %6487 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %6488 = stablehlo.broadcast_in_dim %6487, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %6489 = stablehlo.subtract %6488, %6486 : tensor<384xf32>
    %6490 = stablehlo.multiply %theta.features.5.2.block.2.beta, %6489 : tensor<384xf32>
    %6491 = stablehlo.multiply %6459, %6483 : tensor<384xf32>
    %6492 = stablehlo.subtract %6490, %6491 : tensor<384xf32>
    %6493 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %6494 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %6495 = stablehlo.broadcast_in_dim %6494, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %6496 = stablehlo.multiply %2892, %6495 : tensor<384xf32>
    %6497 = stablehlo.constant dense<9.000000e-01> : tensor<f32>
    %6498 = stablehlo.broadcast_in_dim %6497, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %6499 = stablehlo.multiply %m.features.5.2.block.2.gamma, %6498 : tensor<384xf32>
    %6500 = stablehlo.add %6499, %6496 : tensor<384xf32>
    %6501 = stablehlo.multiply %2892, %2892 : tensor<384xf32>
    %6502 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %6503 = stablehlo.broadcast_in_dim %6502, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %6504 = stablehlo.multiply %6501, %6503 : tensor<384xf32>
    %6505 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %6506 = stablehlo.broadcast_in_dim %6505, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %6507 = stablehlo.multiply %v.features.5.2.block.2.gamma, %6506 : tensor<384xf32>
    %6508 = stablehlo.add %6507, %6504 : tensor<384xf32>
    %6509 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %6510 = stablehlo.divide %6500, %6509 : tensor<384xf32>
    %6511 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %6512 = stablehlo.divide %6508, %6511 : tensor<384xf32>
    %6513 = stablehlo.constant dense<1.000000e-08> : tensor<f32>
    %6514 = stablehlo.broadcast_in_dim %6513, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %6515 = stablehlo.sqrt %6512 : tensor<384xf32>
    %6516 = stablehlo.add %6515, %6514 : tensor<384xf32>
    %6517 = stablehlo.divide %6510, %6516 : tensor<384xf32>
    %6518 = stablehlo.constant dense<1.000000e-04> : tensor<f32>
    %6519 = stablehlo.broadcast_in_dim %6518, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %6520 = stablehlo.multiply %6493, %6519 : tensor<384xf32>
    %6521 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %6522 = stablehlo.broadcast_in_dim %6521, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %6523 = stablehlo.subtract %6522, %6520 : tensor<384xf32>
    %6524 = stablehlo.multiply %theta.features.5.2.block.2.gamma, %6523 : tensor<384xf32>
    %6525 = stablehlo.multiply %6493, %6517 : tensor<384xf32>
    %6526 = stablehlo.subtract %6524, %6525 : tensor<384xf32>
    %6527 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<384x1536xf32>
    %6528 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %6529 = stablehlo.broadcast_in_dim %6528, dims = [] : (tensor<f32>) -> tensor<384x1536xf32>
    %6530 = stablehlo.multiply %2886, %6529 : tensor<384x1536xf32>
    %6531 = stablehlo.constant dense<9.000000e-01> : tensor<f32>
    %6532 = stablehlo.broadcast_in_dim %6531, dims = [] : (tensor<f32>) -> tensor<384x1536xf32>
    %6533 = stablehlo.multiply %m.features.5.2.block.3.w, %6532 : tensor<384x1536xf32>
    %6534 = stablehlo.add %6533, %6530 : tensor<384x1536xf32>
    %6535 = stablehlo.multiply %2886, %2886 : tensor<384x1536xf32>
    %6536 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %6537 = stablehlo.broadcast_in_dim %6536, dims = [] : (tensor<f32>) -> tensor<384x1536xf32>
    %6538 = stablehlo.multiply %6535, %6537 : tensor<384x1536xf32>
    %6539 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %6540 = stablehlo.broadcast_in_dim %6539, dims = [] : (tensor<f32>) -> tensor<384x1536xf32>
    %6541 = stablehlo.multiply %v.features.5.2.block.3.w, %6540 : tensor<384x1536xf32>
    %6542 = stablehlo.add %6541, %6538 : tensor<384x1536xf32>
    %6543 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<384x1536xf32>
    %6544 = stablehlo.divide %6534, %6543 : tensor<384x1536xf32>
    %6545 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<384x1536xf32>
    %6546 = stablehlo.divide %6542, %6545 : tensor<384x1536xf32>
    %6547 = stablehlo.constant dense<1.000000e-08> : tensor<f32>
    %6548 = stablehlo.broadcast_in_dim %6547, dims = [] : (tensor<f32>) -> tensor<384x1536xf32>
    %6549 = stablehlo.sqrt %6546 : tensor<384x1536xf32>
    %6550 = stablehlo.add %6549, %6548 : tensor<384x1536xf32>
    %6551 = stablehlo.divide %6544, %6550 : tensor<384x1536xf32>
    %6552 = stablehlo.constant dense<1.000000e-04> : tensor<f32>
    %6553 = stablehlo.broadcast_in_dim %6552, dims = [] : (tensor<f32>) -> tensor<384x1536xf32>
    %6554 = stablehlo.multiply %6527, %6553 : tensor<384x1536xf32>
    %6555 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %6556 = stablehlo.broadcast_in_dim %6555, dims = [] : (tensor<f32>) -> tensor<384x1536xf32>
    %6557 = stablehlo.subtract %6556, %6554 : tensor<384x1536xf32>
    %6558 = stablehlo.multiply %theta.features.5.2.block.3.w, %6557 : tensor<384x1536xf32>
    %6559 = stablehlo.multiply %6527, %6551 : tensor<384x1536xf32>
    %6560 = stablehlo.subtract %6558, %6559 : tensor<384x1536xf32>
    %6561 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<1536xf32>
    %6562 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %6563 = stablehlo.broadcast_in_dim %6562, dims = [] : (tensor<f32>) -> tensor<1536xf32>
    %6564 = stablehlo.multiply %2884, %6563 : tensor<1536xf32>
    %6565 = stablehlo.constant dense<9.000000e-01> : tensor<f32>
    %6566 = stablehlo.broadcast_in_dim %6565, dims = [] : (tensor<f32>) -> tensor<1536xf32>
    %6567 = stablehlo.multiply %m.features.5.2.block.3.b, %6566 : tensor<1536xf32>
    %6568 = stablehlo.add %6567, %6564 : tensor<1536xf32>
    %6569 = stablehlo.multiply %2884, %2884 : tensor<1536xf32>
    %6570 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %6571 = stablehlo.broadcast_in_dim %6570, dims = [] : (tensor<f32>) -> tensor<1536xf32>
    %6572 = stablehlo.multiply %6569, %6571 : tensor<1536xf32>
    %6573 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %6574 = stablehlo.broadcast_in_dim %6573, dims = [] : (tensor<f32>) -> tensor<1536xf32>
    %6575 = stablehlo.multiply %v.features.5.2.block.3.b, %6574 : tensor<1536xf32>
    %6576 = stablehlo.add %6575, %6572 : tensor<1536xf32>
    %6577 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<1536xf32>
    %6578 = stablehlo.divide %6568, %6577 : tensor<1536xf32>
    %6579 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<1536xf32>
    %6580 = stablehlo.divide %6576, %6579 : tensor<1536xf32>
    %6581 = stablehlo.constant dense<1.000000e-08> : tensor<f32>
    %6582 = stablehlo.broadcast_in_dim %6581, dims = [] : (tensor<f32>) -> tensor<1536xf32>
    %6583 = stablehlo.sqrt %6580 : tensor<1536xf32>
    %6584 = stablehlo.add %6583, %6582 : tensor<1536xf32>
    %6585 = stablehlo.divide %6578, %6584 : tensor<1536xf32>
    %6586 = stablehlo.constant dense<1.000000e-04> : tensor<f32>
    %6587 = stablehlo.broadcast_in_dim %6586, dims = [] : (tensor<f32>) -> tensor<1536xf32>
    %6588 = stablehlo.multiply %6561, %6587 : tensor<1536xf32>
    %6589 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %6590 = stablehlo.broadcast_in_dim %6589, dims = [] : (tensor<f32>) -> tensor<1536xf32>
    %6591 = stablehlo.subtract %6590, %6588 : tensor<1536xf32>
    %6592 = stablehlo.multiply %theta.features.5.2.block.3.b, %6591 : tensor<1536xf32>
    %6593 = stablehlo.multiply %6561, %6585 : tensor<1536xf32>
    %6594 = stablehlo.subtract %6592, %6593 : tensor<1536xf32>
    %6595 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<1536x384xf32>
    %6596 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %6597 = stablehlo.broadcast_in_dim %6596, dims = [] : (tensor<f32>) -> tensor<1536x384xf32>
    %6598 = stablehlo.multiply %2870, %6597 : tensor<1536x384xf32>
    %6599 = stablehlo.constant dense<9.000000e-01> : tensor<f32>
    %6600 = stablehlo.broadcast_in_dim %6599, dims = [] : (tensor<f32>) -> tensor<1536x384xf32>
    %6601 = stablehlo.multiply %m.features.5.2.block.5.w, %6600 : tensor<1536x384xf32>
    %6602 = stablehlo.add %6601, %6598 : tensor<1536x384xf32>
    %6603 = stablehlo.multiply %2870, %2870 : tensor<1536x384xf32>
    %6604 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %6605 = stablehlo.broadcast_in_dim %6604, dims = [] : (tensor<f32>) -> tensor<1536x384xf32>
    %6606 = stablehlo.multiply %6603, %6605 : tensor<1536x384xf32>
    %6607 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %6608 = stablehlo.broadcast_in_dim %6607, dims = [] : (tensor<f32>) -> tensor<1536x384xf32>
    %6609 = stablehlo.multiply %v.features.5.2.block.5.w, %6608 : tensor<1536x384xf32>
    %6610 = stablehlo.add %6609, %6606 : tensor<1536x384xf32>
    %6611 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<1536x384xf32>
    %6612 = stablehlo.divide %6602, %6611 : tensor<1536x384xf32>
    %6613 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<1536x384xf32>
    %6614 = stablehlo.divide %6610, %6613 : tensor<1536x384xf32>
    %6615 = stablehlo.constant dense<1.000000e-08> : tensor<f32>
    %6616 = stablehlo.broadcast_in_dim %6615, dims = [] : (tensor<f32>) -> tensor<1536x384xf32>
    %6617 = stablehlo.sqrt %6614 : tensor<1536x384xf32>
    %6618 = stablehlo.add %6617, %6616 : tensor<1536x384xf32>
    %6619 = stablehlo.divide %6612, %6618 : tensor<1536x384xf32>
    %6620 = stablehlo.constant dense<1.000000e-04> : tensor<f32>
    %6621 = stablehlo.broadcast_in_dim %6620, dims = [] : (tensor<f32>) -> tensor<1536x384xf32>
    %6622 = stablehlo.multiply %6595, %6621 : tensor<1536x384xf32>
    %6623 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %6624 = stablehlo.broadcast_in_dim %6623, dims = [] : (tensor<f32>) -> tensor<1536x384xf32>
    %6625 = stablehlo.subtract %6624, %6622 : tensor<1536x384xf32>
    %6626 = stablehlo.multiply %theta.features.5.2.block.5.w, %6625 : tensor<1536x384xf32>
    %6627 = stablehlo.multiply %6595, %6619 : tensor<1536x384xf32>
    %6628 = stablehlo.subtract %6626, %6627 : tensor<1536x384xf32>
    %6629 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %6630 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %6631 = stablehlo.broadcast_in_dim %6630, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %6632 = stablehlo.multiply %2868, %6631 : tensor<384xf32>
    %6633 = stablehlo.constant dense<9.000000e-01> : tensor<f32>
    %6634 = stablehlo.broadcast_in_dim %6633, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %6635 = stablehlo.multiply %m.features.5.2.block.5.b, %6634 : tensor<384xf32>
    %6636 = stablehlo.add %6635, %6632 : tensor<384xf32>
    %6637 = stablehlo.multiply %2868, %2868 : tensor<384xf32>
    %6638 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %6639 = stablehlo.broadcast_in_dim %6638, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %6640 = stablehlo.multiply %6637, %6639 : tensor<384xf32>
    %6641 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %6642 = stablehlo.broadcast_in_dim %6641, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %6643 = stablehlo.multiply %v.features.5.2.block.5.b, %6642 : tensor<384xf32>
    %6644 = stablehlo.add %6643, %6640 : tensor<384xf32>
    %6645 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %6646 = stablehlo.divide %6636, %6645 : tensor<384xf32>
    %6647 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %6648 = stablehlo.divide %6644, %6647 : tensor<384xf32>
    %6649 = stablehlo.constant dense<1.000000e-08> : tensor<f32>
    %6650 = stablehlo.broadcast_in_dim %6649, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %6651 = stablehlo.sqrt %6648 : tensor<384xf32>
    %6652 = stablehlo.add %6651, %6650 : tensor<384xf32>
    %6653 = stablehlo.divide %6646, %6652 : tensor<384xf32>
    %6654 = stablehlo.constant dense<1.000000e-04> : tensor<f32>
    %6655 = stablehlo.broadcast_in_dim %6654, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %6656 = stablehlo.multiply %6629, %6655 : tensor<384xf32>
    %6657 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %6658 = stablehlo.broadcast_in_dim %6657, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %6659 = stablehlo.subtract %6658, %6656 : tensor<384xf32>
    %6660 = stablehlo.multiply %theta.features.5.2.block.5.b, %6659 : tensor<384xf32>
    %6661 = stablehlo.multiply %6629, %6653 : tensor<384xf32>
    %6662 = stablehlo.subtract %6660, %6661 : tensor<384xf32>
    %6663 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<384x1x1xf32>
    %6664 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %6665 = stablehlo.broadcast_in_dim %6664, dims = [] : (tensor<f32>) -> tensor<384x1x1xf32>
    %6666 = stablehlo.multiply %2865, %6665 : tensor<384x1x1xf32>
    %6667 = stablehlo.constant dense<9.000000e-01> : tensor<f32>
    %6668 = stablehlo.broadcast_in_dim %6667, dims = [] : (tensor<f32>) -> tensor<384x1x1xf32>
    %6669 = stablehlo.multiply %m.features.5.2.layer_scale, %6668 : tensor<384x1x1xf32>
    %6670 = stablehlo.add %6669, %6666 : tensor<384x1x1xf32>
    %6671 = stablehlo.multiply %2865, %2865 : tensor<384x1x1xf32>
    %6672 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %6673 = stablehlo.broadcast_in_dim %6672, dims = [] : (tensor<f32>) -> tensor<384x1x1xf32>
    %6674 = stablehlo.multiply %6671, %6673 : tensor<384x1x1xf32>
    %6675 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %6676 = stablehlo.broadcast_in_dim %6675, dims = [] : (tensor<f32>) -> tensor<384x1x1xf32>
    %6677 = stablehlo.multiply %v.features.5.2.layer_scale, %6676 : tensor<384x1x1xf32>
    %6678 = stablehlo.add %6677, %6674 : tensor<384x1x1xf32>
    %6679 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<384x1x1xf32>
    %6680 = stablehlo.divide %6670, %6679 : tensor<384x1x1xf32>
    %6681 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<384x1x1xf32>
    %6682 = stablehlo.divide %6678, %6681 : tensor<384x1x1xf32>
    %6683 = stablehlo.constant dense<1.000000e-08> : tensor<f32>
    %6684 = stablehlo.broadcast_in_dim %6683, dims = [] : (tensor<f32>) -> tensor<384x1x1xf32>
    %6685 = stablehlo.sqrt %6682 : tensor<384x1x1xf32>
    %6686 = stablehlo.add %6685, %6684 : tensor<384x1x1xf32>
    %6687 = stablehlo.divide %6680, %6686 : tensor<384x1x1xf32>
    %6688 = stablehlo.constant dense<1.000000e-04> : tensor<f32>
    %6689 = stablehlo.broadcast_in_dim %6688, dims = [] : (tensor<f32>) -> tensor<384x1x1xf32>
    %6690 = stablehlo.multiply %6663, %6689 : tensor<384x1x1xf32>
    %6691 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %6692 = stablehlo.broadcast_in_dim %6691, dims = [] : (tensor<f32>) -> tensor<384x1x1xf32>
    %6693 = stablehlo.subtract %6692, %6690 : tensor<384x1x1xf32>
    %6694 = stablehlo.multiply %theta.features.5.2.layer_scale, %6693 : tensor<384x1x1xf32>
    %6695 = stablehlo.multiply %6663, %6687 : tensor<384x1x1xf32>
    %6696 = stablehlo.subtract %6694, %6695 : tensor<384x1x1xf32>
    %6697 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<384x1x7x7xf32>
    %6698 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %6699 = stablehlo.broadcast_in_dim %6698, dims = [] : (tensor<f32>) -> tensor<384x1x7x7xf32>
    %6700 = stablehlo.multiply %2859, %6699 : tensor<384x1x7x7xf32>
    %6701 = stablehlo.constant dense<9.000000e-01> : tensor<f32>
    %6702 = stablehlo.broadcast_in_dim %6701, dims = [] : (tensor<f32>) -> tensor<384x1x7x7xf32>
    %6703 = stablehlo.multiply %m.features.5.3.block.0.w, %6702 : tensor<384x1x7x7xf32>
    %6704 = stablehlo.add %6703, %6700 : tensor<384x1x7x7xf32>
    %6705 = stablehlo.multiply %2859, %2859 : tensor<384x1x7x7xf32>
    %6706 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %6707 = stablehlo.broadcast_in_dim %6706, dims = [] : (tensor<f32>) -> tensor<384x1x7x7xf32>
    %6708 = stablehlo.multiply %6705, %6707 : tensor<384x1x7x7xf32>
    %6709 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %6710 = stablehlo.broadcast_in_dim %6709, dims = [] : (tensor<f32>) -> tensor<384x1x7x7xf32>
    %6711 = stablehlo.multiply %v.features.5.3.block.0.w, %6710 : tensor<384x1x7x7xf32>
    %6712 = stablehlo.add %6711, %6708 : tensor<384x1x7x7xf32>
    %6713 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<384x1x7x7xf32>
    %6714 = stablehlo.divide %6704, %6713 : tensor<384x1x7x7xf32>
    %6715 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<384x1x7x7xf32>
    %6716 = stablehlo.divide %6712, %6715 : tensor<384x1x7x7xf32>
    %6717 = stablehlo.constant dense<1.000000e-08> : tensor<f32>
    %6718 = stablehlo.broadcast_in_dim %6717, dims = [] : (tensor<f32>) -> tensor<384x1x7x7xf32>
    %6719 = stablehlo.sqrt %6716 : tensor<384x1x7x7xf32>
    %6720 = stablehlo.add %6719, %6718 : tensor<384x1x7x7xf32>
    %6721 = stablehlo.divide %6714, %6720 : tensor<384x1x7x7xf32>
    %6722 = stablehlo.constant dense<1.000000e-04> : tensor<f32>
    %6723 = stablehlo.broadcast_in_dim %6722, dims = [] : (tensor<f32>) -> tensor<384x1x7x7xf32>
    %6724 = stablehlo.multiply %6697, %6723 : tensor<384x1x7x7xf32>
    %6725 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %6726 = stablehlo.broadcast_in_dim %6725, dims = [] : (tensor<f32>) -> tensor<384x1x7x7xf32>
    %6727 = stablehlo.subtract %6726, %6724 : tensor<384x1x7x7xf32>
    %6728 = stablehlo.multiply %theta.features.5.3.block.0.w, %6727 : tensor<384x1x7x7xf32>
    %6729 = stablehlo.multiply %6697, %6721 : tensor<384x1x7x7xf32>
    %6730 = stablehlo.subtract %6728, %6729 : tensor<384x1x7x7xf32>
    %6731 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %6732 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %6733 = stablehlo.broadcast_in_dim %6732, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %6734 = stablehlo.multiply %2852, %6733 : tensor<384xf32>
    %6735 = stablehlo.constant dense<9.000000e-01> : tensor<f32>
    %6736 = stablehlo.broadcast_in_dim %6735, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %6737 = stablehlo.multiply %m.features.5.3.block.0.b, %6736 : tensor<384xf32>
    %6738 = stablehlo.add %6737, %6734 : tensor<384xf32>
    %6739 = stablehlo.multiply %2852, %2852 : tensor<384xf32>
    %6740 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %6741 = stablehlo.broadcast_in_dim %6740, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %6742 = stablehlo.multiply %6739, %6741 : tensor<384xf32>
    %6743 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %6744 = stablehlo.broadcast_in_dim %6743, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %6745 = stablehlo.multiply %v.features.5.3.block.0.b, %6744 : tensor<384xf32>
    %6746 = stablehlo.add %6745, %6742 : tensor<384xf32>
    %6747 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %6748 = stablehlo.divide %6738, %6747 : tensor<384xf32>
    %6749 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %6750 = stablehlo.divide %6746, %6749 : tensor<384xf32>
    %6751 = stablehlo.constant dense<1.000000e-08> : tensor<f32>
    %6752 = stablehlo.broadcast_in_dim %6751, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %6753 = stablehlo.sqrt %6750 : tensor<384xf32>
    %6754 = stablehlo.add %6753, %6752 : tensor<384xf32>
    %6755 = stablehlo.divide %6748, %6754 : tensor<384xf32>
    %6756 = stablehlo.constant dense<1.000000e-04> : tensor<f32>
    %6757 = stablehlo.broadcast_in_dim %6756, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %6758 = stablehlo.multiply %6731, %6757 : tensor<384xf32>
    %6759 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %6760 = stablehlo.broadcast_in_dim %6759, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %6761 = stablehlo.subtract %6760, %6758 : tensor<384xf32>
    %6762 = stablehlo.multiply %theta.features.5.3.block.0.b, %6761 : tensor<384xf32>
    %6763 = stablehlo.multiply %6731, %6755 : tensor<384xf32>
    %6764 = stablehlo.subtract %6762, %6763 : tensor<384xf32>
    %6765 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %6766 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %6767 = stablehlo.broadcast_in_dim %6766, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %6768 = stablehlo.multiply %2824, %6767 : tensor<384xf32>
    %6769 = stablehlo.constant dense<9.000000e-01> : tensor<f32>
    %6770 = stablehlo.broadcast_in_dim %6769, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %6771 = stablehlo.multiply %m.features.5.3.block.2.beta, %6770 : tensor<384xf32>
    %6772 = stablehlo.add %6771, %6768 : tensor<384xf32>
    %6773 = stablehlo.multiply %2824, %2824 : tensor<384xf32>
    %6774 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %6775 = stablehlo.broadcast_in_dim %6774, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %6776 = stablehlo.multiply %6773, %6775 : tensor<384xf32>
    %6777 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %6778 = stablehlo.broadcast_in_dim %6777, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %6779 = stablehlo.multiply %v.features.5.3.block.2.beta, %6778 : tensor<384xf32>
    %6780 = stablehlo.add %6779, %6776 : tensor<384xf32>
    %6781 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %6782 = stablehlo.divide %6772, %6781 : tensor<384xf32>
    %6783 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %6784 = stablehlo.divide %6780, %6783 : tensor<384xf32>
    %6785 = stablehlo.constant dense<1.000000e-08> : tensor<f32>
    %6786 = stablehlo.broadcast_in_dim %6785, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %6787 = stablehlo.sqrt %6784 : tensor<384xf32>
    %6788 = stablehlo.add %6787, %6786 : tensor<384xf32>
    %6789 = stablehlo.divide %6782, %6788 : tensor<384xf32>
    %6790 = stablehlo.constant dense<1.000000e-04> : tensor<f32>
    %6791 = stablehlo.broadcast_in_dim %6790, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %6792 = stablehlo.multiply %6765, %6791 : tensor<384xf32>
    %6793 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %6794 = stablehlo.broadcast_in_dim %6793, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %6795 = stablehlo.subtract %6794, %6792 : tensor<384xf32>
    %6796 = stablehlo.multiply %theta.features.5.3.block.2.beta, %6795 : tensor<384xf32>
    %6797 = stablehlo.multiply %6765, %6789 : tensor<384xf32>
    %6798 = stablehlo.subtract %6796, %6797 : tensor<384xf32>
    %6799 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %6800 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %6801 = stablehlo.broadcast_in_dim %6800, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %6802 = stablehlo.multiply %2828, %6801 : tensor<384xf32>
    %6803 = stablehlo.constant dense<9.000000e-01> : tensor<f32>
    %6804 = stablehlo.broadcast_in_dim %6803, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %6805 = stablehlo.multiply %m.features.5.3.block.2.gamma, %6804 : tensor<384xf32>
    %6806 = stablehlo.add %6805, %6802 : tensor<384xf32>
    %6807 = stablehlo.multiply %2828, %2828 : tensor<384xf32>
    %6808 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %6809 = stablehlo.broadcast_in_dim %6808, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %6810 = stablehlo.multiply %6807, %6809 : tensor<384xf32>
    %6811 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %6812 = stablehlo.broadcast_in_dim %6811, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %6813 = stablehlo.multiply %v.features.5.3.block.2.gamma, %6812 : tensor<384xf32>
    %6814 = stablehlo.add %6813, %6810 : tensor<384xf32>
    %6815 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %6816 = stablehlo.divide %6806, %6815 : tensor<384xf32>
    %6817 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %6818 = stablehlo.divide %6814, %6817 : tensor<384xf32>
    %6819 = stablehlo.constant dense<1.000000e-08> : tensor<f32>
    %6820 = stablehlo.broadcast_in_dim %6819, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %6821 = stablehlo.sqrt %6818 : tensor<384xf32>
    %6822 = stablehlo.add %6821, %6820 : tensor<384xf32>
    %6823 = stablehlo.divide %6816, %6822 : tensor<384xf32>
    %6824 = stablehlo.constant dense<1.000000e-04> : tensor<f32>
    %6825 = stablehlo.broadcast_in_dim %6824, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %6826 = stablehlo.multiply %6799, %6825 : tensor<384xf32>
    %6827 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %6828 = stablehlo.broadcast_in_dim %6827, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %6829 = stablehlo.subtract %6828, %6826 : tensor<384xf32>
    %6830 = stablehlo.multiply %theta.features.5.3.block.2.gamma, %6829 : tensor<384xf32>
    %6831 = stablehlo.multiply %6799, %6823 : tensor<384xf32>
    %6832 = stablehlo.subtract %6830, %6831 : tensor<384xf32>
    %6833 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<384x1536xf32>
    %6834 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %6835 = stablehlo.broadcast_in_dim %6834, dims = [] : (tensor<f32>) -> tensor<384x1536xf32>
    %6836 = stablehlo.multiply %2822, %6835 : tensor<384x1536xf32>
    %6837 = stablehlo.constant dense<9.000000e-01> : tensor<f32>
    %6838 = stablehlo.broadcast_in_dim %6837, dims = [] : (tensor<f32>) -> tensor<384x1536xf32>
    %6839 = stablehlo.multiply %m.features.5.3.block.3.w, %6838 : tensor<384x1536xf32>
    %6840 = stablehlo.add %6839, %6836 : tensor<384x1536xf32>
    %6841 = stablehlo.multiply %2822, %2822 : tensor<384x1536xf32>
    %6842 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %6843 = stablehlo.broadcast_in_dim %6842, dims = [] : (tensor<f32>) -> tensor<384x1536xf32>
    %6844 = stablehlo.multiply %6841, %6843 : tensor<384x1536xf32>
    %6845 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %6846 = stablehlo.broadcast_in_dim %6845, dims = [] : (tensor<f32>) -> tensor<384x1536xf32>
    %6847 = stablehlo.multiply %v.features.5.3.block.3.w, %6846 : tensor<384x1536xf32>
    %6848 = stablehlo.add %6847, %6844 : tensor<384x1536xf32>
    %6849 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<384x1536xf32>
    %6850 = stablehlo.divide %6840, %6849 : tensor<384x1536xf32>
    %6851 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<384x1536xf32>
    %6852 = stablehlo.divide %6848, %6851 : tensor<384x1536xf32>
    %6853 = stablehlo.constant dense<1.000000e-08> : tensor<f32>
    %6854 = stablehlo.broadcast_in_dim %6853, dims = [] : (tensor<f32>) -> tensor<384x1536xf32>
    %6855 = stablehlo.sqrt %6852 : tensor<384x1536xf32>
    %6856 = stablehlo.add %6855, %6854 : tensor<384x1536xf32>
    %6857 = stablehlo.divide %6850, %6856 : tensor<384x1536xf32>
    %6858 = stablehlo.constant dense<1.000000e-04> : tensor<f32>
    %6859 = stablehlo.broadcast_in_dim %6858, dims = [] : (tensor<f32>) -> tensor<384x1536xf32>
    %6860 = stablehlo.multiply %6833, %6859 : tensor<384x1536xf32>
    %6861 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %6862 = stablehlo.broadcast_in_dim %6861, dims = [] : (tensor<f32>) -> tensor<384x1536xf32>
    %6863 = stablehlo.subtract %6862, %6860 : tensor<384x1536xf32>
    %6864 = stablehlo.multiply %theta.features.5.3.block.3.w, %6863 : tensor<384x1536xf32>
    %6865 = stablehlo.multiply %6833, %6857 : tensor<384x1536xf32>
    %6866 = stablehlo.subtract %6864, %6865 : tensor<384x1536xf32>
    %6867 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<1536xf32>
    %6868 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %6869 = stablehlo.broadcast_in_dim %6868, dims = [] : (tensor<f32>) -> tensor<1536xf32>
    %6870 = stablehlo.multiply %2820, %6869 : tensor<1536xf32>
    %6871 = stablehlo.constant dense<9.000000e-01> : tensor<f32>
    %6872 = stablehlo.broadcast_in_dim %6871, dims = [] : (tensor<f32>) -> tensor<1536xf32>
    %6873 = stablehlo.multiply %m.features.5.3.block.3.b, %6872 : tensor<1536xf32>
    %6874 = stablehlo.add %6873, %6870 : tensor<1536xf32>
    %6875 = stablehlo.multiply %2820, %2820 : tensor<1536xf32>
    %6876 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %6877 = stablehlo.broadcast_in_dim %6876, dims = [] : (tensor<f32>) -> tensor<1536xf32>
    %6878 = stablehlo.multiply %6875, %6877 : tensor<1536xf32>
    %6879 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %6880 = stablehlo.broadcast_in_dim %6879, dims = [] : (tensor<f32>) -> tensor<1536xf32>
    %6881 = stablehlo.multiply %v.features.5.3.block.3.b, %6880 : tensor<1536xf32>
    %6882 = stablehlo.add %6881, %6878 : tensor<1536xf32>
    %6883 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<1536xf32>
    %6884 = stablehlo.divide %6874, %6883 : tensor<1536xf32>
    %6885 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<1536xf32>
    %6886 = stablehlo.divide %6882, %6885 : tensor<1536xf32>
    %6887 = stablehlo.constant dense<1.000000e-08> : tensor<f32>
    %6888 = stablehlo.broadcast_in_dim %6887, dims = [] : (tensor<f32>) -> tensor<1536xf32>
    %6889 = stablehlo.sqrt %6886 : tensor<1536xf32>
    %6890 = stablehlo.add %6889, %6888 : tensor<1536xf32>
    %6891 = stablehlo.divide %6884, %6890 : tensor<1536xf32>
    %6892 = stablehlo.constant dense<1.000000e-04> : tensor<f32>
    %6893 = stablehlo.broadcast_in_dim %6892, dims = [] : (tensor<f32>) -> tensor<1536xf32>
    %6894 = stablehlo.multiply %6867, %6893 : tensor<1536xf32>
    %6895 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %6896 = stablehlo.broadcast_in_dim %6895, dims = [] : (tensor<f32>) -> tensor<1536xf32>
    %6897 = stablehlo.subtract %6896, %6894 : tensor<1536xf32>
    %6898 = stablehlo.multiply %theta.features.5.3.block.3.b, %6897 : tensor<1536xf32>
    %6899 = stablehlo.multiply %6867, %6891 : tensor<1536xf32>
    %6900 = stablehlo.subtract %6898, %6899 : tensor<1536xf32>
    %6901 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<1536x384xf32>
    %6902 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %6903 = stablehlo.broadcast_in_dim %6902, dims = [] : (tensor<f32>) -> tensor<1536x384xf32>
    %6904 = stablehlo.multiply %2806, %6903 : tensor<1536x384xf32>
    %6905 = stablehlo.constant dense<9.000000e-01> : tensor<f32>
    %6906 = stablehlo.broadcast_in_dim %6905, dims = [] : (tensor<f32>) -> tensor<1536x384xf32>
    %6907 = stablehlo.multiply %m.features.5.3.block.5.w, %6906 : tensor<1536x384xf32>
    %6908 = stablehlo.add %6907, %6904 : tensor<1536x384xf32>
    %6909 = stablehlo.multiply %2806, %2806 : tensor<1536x384xf32>
    %6910 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %6911 = stablehlo.broadcast_in_dim %6910, dims = [] : (tensor<f32>) -> tensor<1536x384xf32>
    %6912 = stablehlo.multiply %6909, %6911 : tensor<1536x384xf32>
    %6913 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %6914 = stablehlo.broadcast_in_dim %6913, dims = [] : (tensor<f32>) -> tensor<1536x384xf32>
    %6915 = stablehlo.multiply %v.features.5.3.block.5.w, %6914 : tensor<1536x384xf32>
    %6916 = stablehlo.add %6915, %6912 : tensor<1536x384xf32>
    %6917 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<1536x384xf32>
    %6918 = stablehlo.divide %6908, %6917 : tensor<1536x384xf32>
    %6919 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<1536x384xf32>
    %6920 = stablehlo.divide %6916, %6919 : tensor<1536x384xf32>
    %6921 = stablehlo.constant dense<1.000000e-08> : tensor<f32>
    %6922 = stablehlo.broadcast_in_dim %6921, dims = [] : (tensor<f32>) -> tensor<1536x384xf32>
    %6923 = stablehlo.sqrt %6920 : tensor<1536x384xf32>
    %6924 = stablehlo.add %6923, %6922 : tensor<1536x384xf32>
    %6925 = stablehlo.divide %6918, %6924 : tensor<1536x384xf32>
    %6926 = stablehlo.constant dense<1.000000e-04> : tensor<f32>
    %6927 = stablehlo.broadcast_in_dim %6926, dims = [] : (tensor<f32>) -> tensor<1536x384xf32>
    %6928 = stablehlo.multiply %6901, %6927 : tensor<1536x384xf32>
    %6929 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %6930 = stablehlo.broadcast_in_dim %6929, dims = [] : (tensor<f32>) -> tensor<1536x384xf32>
    %6931 = stablehlo.subtract %6930, %6928 : tensor<1536x384xf32>
    %6932 = stablehlo.multiply %theta.features.5.3.block.5.w, %6931 : tensor<1536x384xf32>
    %6933 = stablehlo.multiply %6901, %6925 : tensor<1536x384xf32>
    %6934 = stablehlo.subtract %6932, %6933 : tensor<1536x384xf32>
    %6935 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %6936 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %6937 = stablehlo.broadcast_in_dim %6936, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %6938 = stablehlo.multiply %2804, %6937 : tensor<384xf32>
    %6939 = stablehlo.constant dense<9.000000e-01> : tensor<f32>
    %6940 = stablehlo.broadcast_in_dim %6939, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %6941 = stablehlo.multiply %m.features.5.3.block.5.b, %6940 : tensor<384xf32>
    %6942 = stablehlo.add %6941, %6938 : tensor<384xf32>
    %6943 = stablehlo.multiply %2804, %2804 : tensor<384xf32>
    %6944 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %6945 = stablehlo.broadcast_in_dim %6944, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %6946 = stablehlo.multiply %6943, %6945 : tensor<384xf32>
    %6947 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %6948 = stablehlo.broadcast_in_dim %6947, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %6949 = stablehlo.multiply %v.features.5.3.block.5.b, %6948 : tensor<384xf32>
    %6950 = stablehlo.add %6949, %6946 : tensor<384xf32>
    %6951 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %6952 = stablehlo.divide %6942, %6951 : tensor<384xf32>
    %6953 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %6954 = stablehlo.divide %6950, %6953 : tensor<384xf32>
    %6955 = stablehlo.constant dense<1.000000e-08> : tensor<f32>
    %6956 = stablehlo.broadcast_in_dim %6955, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %6957 = stablehlo.sqrt %6954 : tensor<384xf32>
    %6958 = stablehlo.add %6957, %6956 : tensor<384xf32>
    %6959 = stablehlo.divide %6952, %6958 : tensor<384xf32>
    %6960 = stablehlo.constant dense<1.000000e-04> : tensor<f32>
    %6961 = stablehlo.broadcast_in_dim %6960, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %6962 = stablehlo.multiply %6935, %6961 : tensor<384xf32>
    %6963 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %6964 = stablehlo.broadcast_in_dim %6963, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %6965 = stablehlo.subtract %6964, %6962 : tensor<384xf32>
    %6966 = stablehlo.multiply %theta.features.5.3.block.5.b, %6965 : tensor<384xf32>
    %6967 = stablehlo.multiply %6935, %6959 : tensor<384xf32>
    %6968 = stablehlo.subtract %6966, %6967 : tensor<384xf32>
    %6969 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<384x1x1xf32>
    %6970 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %6971 = stablehlo.broadcast_in_dim %6970, dims = [] : (tensor<f32>) -> tensor<384x1x1xf32>
    %6972 = stablehlo.multiply %2801, %6971 : tensor<384x1x1xf32>
    %6973 = stablehlo.constant dense<9.000000e-01> : tensor<f32>
    %6974 = stablehlo.broadcast_in_dim %6973, dims = [] : (tensor<f32>) -> tensor<384x1x1xf32>
    %6975 = stablehlo.multiply %m.features.5.3.layer_scale, %6974 : tensor<384x1x1xf32>
    %6976 = stablehlo.add %6975, %6972 : tensor<384x1x1xf32>
    %6977 = stablehlo.multiply %2801, %2801 : tensor<384x1x1xf32>
    %6978 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %6979 = stablehlo.broadcast_in_dim %6978, dims = [] : (tensor<f32>) -> tensor<384x1x1xf32>
    %6980 = stablehlo.multiply %6977, %6979 : tensor<384x1x1xf32>
    %6981 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %6982 = stablehlo.broadcast_in_dim %6981, dims = [] : (tensor<f32>) -> tensor<384x1x1xf32>
    %6983 = stablehlo.multiply %v.features.5.3.layer_scale, %6982 : tensor<384x1x1xf32>
    %6984 = stablehlo.add %6983, %6980 : tensor<384x1x1xf32>
    %6985 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<384x1x1xf32>
    %6986 = stablehlo.divide %6976, %6985 : tensor<384x1x1xf32>
    %6987 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<384x1x1xf32>
    %6988 = stablehlo.divide %6984, %6987 : tensor<384x1x1xf32>
    %6989 = stablehlo.constant dense<1.000000e-08> : tensor<f32>
    %6990 = stablehlo.broadcast_in_dim %6989, dims = [] : (tensor<f32>) -> tensor<384x1x1xf32>
    %6991 = stablehlo.sqrt %6988 : tensor<384x1x1xf32>
    %6992 = stablehlo.add %6991, %6990 : tensor<384x1x1xf32>
    %6993 = stablehlo.divide %6986, %6992 : tensor<384x1x1xf32>
    %6994 = stablehlo.constant dense<1.000000e-04> : tensor<f32>
    %6995 = stablehlo.broadcast_in_dim %6994, dims = [] : (tensor<f32>) -> tensor<384x1x1xf32>
    %6996 = stablehlo.multiply %6969, %6995 : tensor<384x1x1xf32>
    %6997 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %6998 = stablehlo.broadcast_in_dim %6997, dims = [] : (tensor<f32>) -> tensor<384x1x1xf32>
    %6999 = stablehlo.subtract %6998, %6996 : tensor<384x1x1xf32>
    %7000 = stablehlo.multiply %theta.features.5.3.layer_scale, %6999 : tensor<384x1x1xf32>
    %7001 = stablehlo.multiply %6969, %6993 : tensor<384x1x1xf32>
    %7002 = stablehlo.subtract %7000, %7001 : tensor<384x1x1xf32>
    %7003 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<384x1x7x7xf32>
    %7004 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %7005 = stablehlo.broadcast_in_dim %7004, dims = [] : (tensor<f32>) -> tensor<384x1x7x7xf32>
    %7006 = stablehlo.multiply %2795, %7005 : tensor<384x1x7x7xf32>
    %7007 = stablehlo.constant dense<9.000000e-01> : tensor<f32>
    %7008 = stablehlo.broadcast_in_dim %7007, dims = [] : (tensor<f32>) -> tensor<384x1x7x7xf32>
    %7009 = stablehlo.multiply %m.features.5.4.block.0.w, %7008 : tensor<384x1x7x7xf32>
    %7010 = stablehlo.add %7009, %7006 : tensor<384x1x7x7xf32>
    %7011 = stablehlo.multiply %2795, %2795 : tensor<384x1x7x7xf32>
    %7012 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %7013 = stablehlo.broadcast_in_dim %7012, dims = [] : (tensor<f32>) -> tensor<384x1x7x7xf32>
    %7014 = stablehlo.multiply %7011, %7013 : tensor<384x1x7x7xf32>
    %7015 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %7016 = stablehlo.broadcast_in_dim %7015, dims = [] : (tensor<f32>) -> tensor<384x1x7x7xf32>
    %7017 = stablehlo.multiply %v.features.5.4.block.0.w, %7016 : tensor<384x1x7x7xf32>
    %7018 = stablehlo.add %7017, %7014 : tensor<384x1x7x7xf32>
    %7019 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<384x1x7x7xf32>
    %7020 = stablehlo.divide %7010, %7019 : tensor<384x1x7x7xf32>
    %7021 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<384x1x7x7xf32>
    %7022 = stablehlo.divide %7018, %7021 : tensor<384x1x7x7xf32>
    %7023 = stablehlo.constant dense<1.000000e-08> : tensor<f32>
    %7024 = stablehlo.broadcast_in_dim %7023, dims = [] : (tensor<f32>) -> tensor<384x1x7x7xf32>
    %7025 = stablehlo.sqrt %7022 : tensor<384x1x7x7xf32>
    %7026 = stablehlo.add %7025, %7024 : tensor<384x1x7x7xf32>
    %7027 = stablehlo.divide %7020, %7026 : tensor<384x1x7x7xf32>
    %7028 = stablehlo.constant dense<1.000000e-04> : tensor<f32>
    %7029 = stablehlo.broadcast_in_dim %7028, dims = [] : (tensor<f32>) -> tensor<384x1x7x7xf32>
    %7030 = stablehlo.multiply %7003, %7029 : tensor<384x1x7x7xf32>
    %7031 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %7032 = stablehlo.broadcast_in_dim %7031, dims = [] : (tensor<f32>) -> tensor<384x1x7x7xf32>
    %7033 = stablehlo.subtract %7032, %7030 : tensor<384x1x7x7xf32>
    %7034 = stablehlo.multiply %theta.features.5.4.block.0.w, %7033 : tensor<384x1x7x7xf32>
    %7035 = stablehlo.multiply %7003, %7027 : tensor<384x1x7x7xf32>
    %7036 = stablehlo.subtract %7034, %7035 : tensor<384x1x7x7xf32>
    %7037 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %7038 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %7039 = stablehlo.broadcast_in_dim %7038, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %7040 = stablehlo.multiply %2788, %7039 : tensor<384xf32>
    %7041 = stablehlo.constant dense<9.000000e-01> : tensor<f32>
    %7042 = stablehlo.broadcast_in_dim %7041, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %7043 = stablehlo.multiply %m.features.5.4.block.0.b, %7042 : tensor<384xf32>
    %7044 = stablehlo.add %7043, %7040 : tensor<384xf32>
    %7045 = stablehlo.multiply %2788, %2788 : tensor<384xf32>
    %7046 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %7047 = stablehlo.broadcast_in_dim %7046, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %7048 = stablehlo.multiply %7045, %7047 : tensor<384xf32>
    %7049 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %7050 = stablehlo.broadcast_in_dim %7049, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %7051 = stablehlo.multiply %v.features.5.4.block.0.b, %7050 : tensor<384xf32>
    %7052 = stablehlo.add %7051, %7048 : tensor<384xf32>
    %7053 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %7054 = stablehlo.divide %7044, %7053 : tensor<384xf32>
    %7055 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %7056 = stablehlo.divide %7052, %7055 : tensor<384xf32>
    %7057 = stablehlo.constant dense<1.000000e-08> : tensor<f32>
    %7058 = stablehlo.broadcast_in_dim %7057, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %7059 = stablehlo.sqrt %7056 : tensor<384xf32>
    %7060 = stablehlo.add %7059, %7058 : tensor<384xf32>
    %7061 = stablehlo.divide %7054, %7060 : tensor<384xf32>
    %7062 = stablehlo.constant dense<1.000000e-04> : tensor<f32>
    %7063 = stablehlo.broadcast_in_dim %7062, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %7064 = stablehlo.multiply %7037, %7063 : tensor<384xf32>
    %7065 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %7066 = stablehlo.broadcast_in_dim %7065, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %7067 = stablehlo.subtract %7066, %7064 : tensor<384xf32>
    %7068 = stablehlo.multiply %theta.features.5.4.block.0.b, %7067 : tensor<384xf32>
    %7069 = stablehlo.multiply %7037, %7061 : tensor<384xf32>
    %7070 = stablehlo.subtract %7068, %7069 : tensor<384xf32>
    %7071 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %7072 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %7073 = stablehlo.broadcast_in_dim %7072, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %7074 = stablehlo.multiply %2760, %7073 : tensor<384xf32>
    %7075 = stablehlo.constant dense<9.000000e-01> : tensor<f32>
    %7076 = stablehlo.broadcast_in_dim %7075, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %7077 = stablehlo.multiply %m.features.5.4.block.2.beta, %7076 : tensor<384xf32>
    %7078 = stablehlo.add %7077, %7074 : tensor<384xf32>
    %7079 = stablehlo.multiply %2760, %2760 : tensor<384xf32>
    %7080 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %7081 = stablehlo.broadcast_in_dim %7080, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %7082 = stablehlo.multiply %7079, %7081 : tensor<384xf32>
    %7083 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %7084 = stablehlo.broadcast_in_dim %7083, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %7085 = stablehlo.multiply %v.features.5.4.block.2.beta, %7084 : tensor<384xf32>
    %7086 = stablehlo.add %7085, %7082 : tensor<384xf32>
    %7087 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %7088 = stablehlo.divide %7078, %7087 : tensor<384xf32>
    %7089 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %7090 = stablehlo.divide %7086, %7089 : tensor<384xf32>
    %7091 = stablehlo.constant dense<1.000000e-08> : tensor<f32>
    %7092 = stablehlo.broadcast_in_dim %7091, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %7093 = stablehlo.sqrt %7090 : tensor<384xf32>
    %7094 = stablehlo.add %7093, %7092 : tensor<384xf32>
    %7095 = stablehlo.divide %7088, %7094 : tensor<384xf32>
    %7096 = stablehlo.constant dense<1.000000e-04> : tensor<f32>
    %7097 = stablehlo.broadcast_in_dim %7096, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %7098 = stablehlo.multiply %7071, %7097 : tensor<384xf32>
    %7099 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %7100 = stablehlo.broadcast_in_dim %7099, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %7101 = stablehlo.subtract %7100, %7098 : tensor<384xf32>
    %7102 = stablehlo.multiply %theta.features.5.4.block.2.beta, %7101 : tensor<384xf32>
    %7103 = stablehlo.multiply %7071, %7095 : tensor<384xf32>
    %7104 = stablehlo.subtract %7102, %7103 : tensor<384xf32>
    %7105 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %7106 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %7107 = stablehlo.broadcast_in_dim %7106, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %7108 = stablehlo.multiply %2764, %7107 : tensor<384xf32>
    %7109 = stablehlo.constant dense<9.000000e-01> : tensor<f32>
    %7110 = stablehlo.broadcast_in_dim %7109, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %7111 = stablehlo.multiply %m.features.5.4.block.2.gamma, %7110 : tensor<384xf32>
    %7112 = stablehlo.add %7111, %7108 : tensor<384xf32>
    %7113 = stablehlo.multiply %2764, %2764 : tensor<384xf32>
    %7114 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %7115 = stablehlo.broadcast_in_dim %7114, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %7116 = stablehlo.multiply %7113, %7115 : tensor<384xf32>
    %7117 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %7118 = stablehlo.broadcast_in_dim %7117, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %7119 = stablehlo.multiply %v.features.5.4.block.2.gamma, %7118 : tensor<384xf32>
    %7120 = stablehlo.add %7119, %7116 : tensor<384xf32>
    %7121 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %7122 = stablehlo.divide %7112, %7121 : tensor<384xf32>
    %7123 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %7124 = stablehlo.divide %7120, %7123 : tensor<384xf32>
    %7125 = stablehlo.constant dense<1.000000e-08> : tensor<f32>
    %7126 = stablehlo.broadcast_in_dim %7125, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %7127 = stablehlo.sqrt %7124 : tensor<384xf32>
    %7128 = stablehlo.add %7127, %7126 : tensor<384xf32>
    %7129 = stablehlo.divide %7122, %7128 : tensor<384xf32>
    %7130 = stablehlo.constant dense<1.000000e-04> : tensor<f32>
    %7131 = stablehlo.broadcast_in_dim %7130, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %7132 = stablehlo.multiply %7105, %7131 : tensor<384xf32>
    %7133 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %7134 = stablehlo.broadcast_in_dim %7133, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %7135 = stablehlo.subtract %7134, %7132 : tensor<384xf32>
    %7136 = stablehlo.multiply %theta.features.5.4.block.2.gamma, %7135 : tensor<384xf32>
    %7137 = stablehlo.multiply %7105, %7129 : tensor<384xf32>
    %7138 = stablehlo.subtract %7136, %7137 : tensor<384xf32>
    %7139 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<384x1536xf32>
    %7140 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %7141 = stablehlo.broadcast_in_dim %7140, dims = [] : (tensor<f32>) -> tensor<384x1536xf32>
    %7142 = stablehlo.multiply %2758, %7141 : tensor<384x1536xf32>
    %7143 = stablehlo.constant dense<9.000000e-01> : tensor<f32>
    %7144 = stablehlo.broadcast_in_dim %7143, dims = [] : (tensor<f32>) -> tensor<384x1536xf32>
    %7145 = stablehlo.multiply %m.features.5.4.block.3.w, %7144 : tensor<384x1536xf32>
    %7146 = stablehlo.add %7145, %7142 : tensor<384x1536xf32>
    %7147 = stablehlo.multiply %2758, %2758 : tensor<384x1536xf32>
    %7148 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %7149 = stablehlo.broadcast_in_dim %7148, dims = [] : (tensor<f32>) -> tensor<384x1536xf32>
    %7150 = stablehlo.multiply %7147, %7149 : tensor<384x1536xf32>
    %7151 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %7152 = stablehlo.broadcast_in_dim %7151, dims = [] : (tensor<f32>) -> tensor<384x1536xf32>
    %7153 = stablehlo.multiply %v.features.5.4.block.3.w, %7152 : tensor<384x1536xf32>
    %7154 = stablehlo.add %7153, %7150 : tensor<384x1536xf32>
    %7155 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<384x1536xf32>
    %7156 = stablehlo.divide %7146, %7155 : tensor<384x1536xf32>
    %7157 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<384x1536xf32>
    %7158 = stablehlo.divide %7154, %7157 : tensor<384x1536xf32>
    %7159 = stablehlo.constant dense<1.000000e-08> : tensor<f32>
    %7160 = stablehlo.broadcast_in_dim %7159, dims = [] : (tensor<f32>) -> tensor<384x1536xf32>
    %7161 = stablehlo.sqrt %7158 : tensor<384x1536xf32>
    %7162 = stablehlo.add %7161, %7160 : tensor<384x1536xf32>
    %7163 = stablehlo.divide %7156, %7162 : tensor<384x1536xf32>
    %7164 = stablehlo.constant dense<1.000000e-04> : tensor<f32>
    %7165 = stablehlo.broadcast_in_dim %7164, dims = [] : (tensor<f32>) -> tensor<384x1536xf32>
    %7166 = stablehlo.multiply %7139, %7165 : tensor<384x1536xf32>
    %7167 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %7168 = stablehlo.broadcast_in_dim %7167, dims = [] : (tensor<f32>) -> tensor<384x1536xf32>
    %7169 = stablehlo.subtract %7168, %7166 : tensor<384x1536xf32>
    %7170 = stablehlo.multiply %theta.features.5.4.block.3.w, %7169 : tensor<384x1536xf32>
    %7171 = stablehlo.multiply %7139, %7163 : tensor<384x1536xf32>
    %7172 = stablehlo.subtract %7170, %7171 : tensor<384x1536xf32>
    %7173 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<1536xf32>
    %7174 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %7175 = stablehlo.broadcast_in_dim %7174, dims = [] : (tensor<f32>) -> tensor<1536xf32>
    %7176 = stablehlo.multiply %2756, %7175 : tensor<1536xf32>
    %7177 = stablehlo.constant dense<9.000000e-01> : tensor<f32>
    %7178 = stablehlo.broadcast_in_dim %7177, dims = [] : (tensor<f32>) -> tensor<1536xf32>
    %7179 = stablehlo.multiply %m.features.5.4.block.3.b, %7178 : tensor<1536xf32>
    %7180 = stablehlo.add %7179, %7176 : tensor<1536xf32>
    %7181 = stablehlo.multiply %2756, %2756 : tensor<1536xf32>
    %7182 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %7183 = stablehlo.broadcast_in_dim %7182, dims = [] : (tensor<f32>) -> tensor<1536xf32>
    %7184 = stablehlo.multiply %7181, %7183 : tensor<1536xf32>
    %7185 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %7186 = stablehlo.broadcast_in_dim %7185, dims = [] : (tensor<f32>) -> tensor<1536xf32>
    %7187 = stablehlo.multiply %v.features.5.4.block.3.b, %7186 : tensor<1536xf32>
    %7188 = stablehlo.add %7187, %7184 : tensor<1536xf32>
    %7189 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<1536xf32>
    %7190 = stablehlo.divide %7180, %7189 : tensor<1536xf32>
    %7191 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<1536xf32>
    %7192 = stablehlo.divide %7188, %7191 : tensor<1536xf32>
    %7193 = stablehlo.constant dense<1.000000e-08> : tensor<f32>
    %7194 = stablehlo.broadcast_in_dim %7193, dims = [] : (tensor<f32>) -> tensor<1536xf32>
    %7195 = stablehlo.sqrt %7192 : tensor<1536xf32>
    %7196 = stablehlo.add %7195, %7194 : tensor<1536xf32>
    %7197 = stablehlo.divide %7190, %7196 : tensor<1536xf32>
    %7198 = stablehlo.constant dense<1.000000e-04> : tensor<f32>
    %7199 = stablehlo.broadcast_in_dim %7198, dims = [] : (tensor<f32>) -> tensor<1536xf32>
    %7200 = stablehlo.multiply %7173, %7199 : tensor<1536xf32>
    %7201 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %7202 = stablehlo.broadcast_in_dim %7201, dims = [] : (tensor<f32>) -> tensor<1536xf32>
    %7203 = stablehlo.subtract %7202, %7200 : tensor<1536xf32>
    %7204 = stablehlo.multiply %theta.features.5.4.block.3.b, %7203 : tensor<1536xf32>
    %7205 = stablehlo.multiply %7173, %7197 : tensor<1536xf32>
    %7206 = stablehlo.subtract %7204, %7205 : tensor<1536xf32>
    %7207 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<1536x384xf32>
    %7208 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %7209 = stablehlo.broadcast_in_dim %7208, dims = [] : (tensor<f32>) -> tensor<1536x384xf32>
    %7210 = stablehlo.multiply %2742, %7209 : tensor<1536x384xf32>
    %7211 = stablehlo.constant dense<9.000000e-01> : tensor<f32>
    %7212 = stablehlo.broadcast_in_dim %7211, dims = [] : (tensor<f32>) -> tensor<1536x384xf32>
    %7213 = stablehlo.multiply %m.features.5.4.block.5.w, %7212 : tensor<1536x384xf32>
    %7214 = stablehlo.add %7213, %7210 : tensor<1536x384xf32>
    %7215 = stablehlo.multiply %2742, %2742 : tensor<1536x384xf32>
    %7216 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %7217 = stablehlo.broadcast_in_dim %7216, dims = [] : (tensor<f32>) -> tensor<1536x384xf32>
    %7218 = stablehlo.multiply %7215, %7217 : tensor<1536x384xf32>
    %7219 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %7220 = stablehlo.broadcast_in_dim %7219, dims = [] : (tensor<f32>) -> tensor<1536x384xf32>
    %7221 = stablehlo.multiply %v.features.5.4.block.5.w, %7220 : tensor<1536x384xf32>
    %7222 = stablehlo.add %7221, %7218 : tensor<1536x384xf32>
    %7223 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<1536x384xf32>
    %7224 = stablehlo.divide %7214, %7223 : tensor<1536x384xf32>
    %7225 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<1536x384xf32>
    %7226 = stablehlo.divide %7222, %7225 : tensor<1536x384xf32>
    %7227 = stablehlo.constant dense<1.000000e-08> : tensor<f32>
    %7228 = stablehlo.broadcast_in_dim %7227, dims = [] : (tensor<f32>) -> tensor<1536x384xf32>
    %7229 = stablehlo.sqrt %7226 : tensor<1536x384xf32>
    %7230 = stablehlo.add %7229, %7228 : tensor<1536x384xf32>
    %7231 = stablehlo.divide %7224, %7230 : tensor<1536x384xf32>
    %7232 = stablehlo.constant dense<1.000000e-04> : tensor<f32>
    %7233 = stablehlo.broadcast_in_dim %7232, dims = [] : (tensor<f32>) -> tensor<1536x384xf32>
    %7234 = stablehlo.multiply %7207, %7233 : tensor<1536x384xf32>
    %7235 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %7236 = stablehlo.broadcast_in_dim %7235, dims = [] : (tensor<f32>) -> tensor<1536x384xf32>
    %7237 = stablehlo.subtract %7236, %7234 : tensor<1536x384xf32>
    %7238 = stablehlo.multiply %theta.features.5.4.block.5.w, %7237 : tensor<1536x384xf32>
    %7239 = stablehlo.multiply %7207, %7231 : tensor<1536x384xf32>
    %7240 = stablehlo.subtract %7238, %7239 : tensor<1536x384xf32>
    %7241 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %7242 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %7243 = stablehlo.broadcast_in_dim %7242, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %7244 = stablehlo.multiply %2740, %7243 : tensor<384xf32>
    %7245 = stablehlo.constant dense<9.000000e-01> : tensor<f32>
    %7246 = stablehlo.broadcast_in_dim %7245, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %7247 = stablehlo.multiply %m.features.5.4.block.5.b, %7246 : tensor<384xf32>
    %7248 = stablehlo.add %7247, %7244 : tensor<384xf32>
    %7249 = stablehlo.multiply %2740, %2740 : tensor<384xf32>
    %7250 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %7251 = stablehlo.broadcast_in_dim %7250, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %7252 = stablehlo.multiply %7249, %7251 : tensor<384xf32>
    %7253 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %7254 = stablehlo.broadcast_in_dim %7253, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %7255 = stablehlo.multiply %v.features.5.4.block.5.b, %7254 : tensor<384xf32>
    %7256 = stablehlo.add %7255, %7252 : tensor<384xf32>
    %7257 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %7258 = stablehlo.divide %7248, %7257 : tensor<384xf32>
    %7259 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %7260 = stablehlo.divide %7256, %7259 : tensor<384xf32>
    %7261 = stablehlo.constant dense<1.000000e-08> : tensor<f32>
    %7262 = stablehlo.broadcast_in_dim %7261, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %7263 = stablehlo.sqrt %7260 : tensor<384xf32>
    %7264 = stablehlo.add %7263, %7262 : tensor<384xf32>
    %7265 = stablehlo.divide %7258, %7264 : tensor<384xf32>
    %7266 = stablehlo.constant dense<1.000000e-04> : tensor<f32>
    %7267 = stablehlo.broadcast_in_dim %7266, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %7268 = stablehlo.multiply %7241, %7267 : tensor<384xf32>
    %7269 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %7270 = stablehlo.broadcast_in_dim %7269, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %7271 = stablehlo.subtract %7270, %7268 : tensor<384xf32>
    %7272 = stablehlo.multiply %theta.features.5.4.block.5.b, %7271 : tensor<384xf32>
    %7273 = stablehlo.multiply %7241, %7265 : tensor<384xf32>
    %7274 = stablehlo.subtract %7272, %7273 : tensor<384xf32>
    %7275 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<384x1x1xf32>
    %7276 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %7277 = stablehlo.broadcast_in_dim %7276, dims = [] : (tensor<f32>) -> tensor<384x1x1xf32>
    %7278 = stablehlo.multiply %2737, %7277 : tensor<384x1x1xf32>
    %7279 = stablehlo.constant dense<9.000000e-01> : tensor<f32>
    %7280 = stablehlo.broadcast_in_dim %7279, dims = [] : (tensor<f32>) -> tensor<384x1x1xf32>
    %7281 = stablehlo.multiply %m.features.5.4.layer_scale, %7280 : tensor<384x1x1xf32>
    %7282 = stablehlo.add %7281, %7278 : tensor<384x1x1xf32>
    %7283 = stablehlo.multiply %2737, %2737 : tensor<384x1x1xf32>
    %7284 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %7285 = stablehlo.broadcast_in_dim %7284, dims = [] : (tensor<f32>) -> tensor<384x1x1xf32>
    %7286 = stablehlo.multiply %7283, %7285 : tensor<384x1x1xf32>
    %7287 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %7288 = stablehlo.broadcast_in_dim %7287, dims = [] : (tensor<f32>) -> tensor<384x1x1xf32>
    %7289 = stablehlo.multiply %v.features.5.4.layer_scale, %7288 : tensor<384x1x1xf32>
    %7290 = stablehlo.add %7289, %7286 : tensor<384x1x1xf32>
    %7291 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<384x1x1xf32>
    %7292 = stablehlo.divide %7282, %7291 : tensor<384x1x1xf32>
    %7293 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<384x1x1xf32>
    %7294 = stablehlo.divide %7290, %7293 : tensor<384x1x1xf32>
    %7295 = stablehlo.constant dense<1.000000e-08> : tensor<f32>
    %7296 = stablehlo.broadcast_in_dim %7295, dims = [] : (tensor<f32>) -> tensor<384x1x1xf32>
    %7297 = stablehlo.sqrt %7294 : tensor<384x1x1xf32>
    %7298 = stablehlo.add %7297, %7296 : tensor<384x1x1xf32>
    %7299 = stablehlo.divide %7292, %7298 : tensor<384x1x1xf32>
    %7300 = stablehlo.constant dense<1.000000e-04> : tensor<f32>
    %7301 = stablehlo.broadcast_in_dim %7300, dims = [] : (tensor<f32>) -> tensor<384x1x1xf32>
    %7302 = stablehlo.multiply %7275, %7301 : tensor<384x1x1xf32>
    %7303 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %7304 = stablehlo.broadcast_in_dim %7303, dims = [] : (tensor<f32>) -> tensor<384x1x1xf32>
    %7305 = stablehlo.subtract %7304, %7302 : tensor<384x1x1xf32>
    %7306 = stablehlo.multiply %theta.features.5.4.layer_scale, %7305 : tensor<384x1x1xf32>
    %7307 = stablehlo.multiply %7275, %7299 : tensor<384x1x1xf32>
    %7308 = stablehlo.subtract %7306, %7307 : tensor<384x1x1xf32>
    %7309 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<384x1x7x7xf32>
    %7310 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %7311 = stablehlo.broadcast_in_dim %7310, dims = [] : (tensor<f32>) -> tensor<384x1x7x7xf32>
    %7312 = stablehlo.multiply %2731, %7311 : tensor<384x1x7x7xf32>
    %7313 = stablehlo.constant dense<9.000000e-01> : tensor<f32>
    %7314 = stablehlo.broadcast_in_dim %7313, dims = [] : (tensor<f32>) -> tensor<384x1x7x7xf32>
    %7315 = stablehlo.multiply %m.features.5.5.block.0.w, %7314 : tensor<384x1x7x7xf32>
    %7316 = stablehlo.add %7315, %7312 : tensor<384x1x7x7xf32>
    %7317 = stablehlo.multiply %2731, %2731 : tensor<384x1x7x7xf32>
    %7318 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %7319 = stablehlo.broadcast_in_dim %7318, dims = [] : (tensor<f32>) -> tensor<384x1x7x7xf32>
    %7320 = stablehlo.multiply %7317, %7319 : tensor<384x1x7x7xf32>
    %7321 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %7322 = stablehlo.broadcast_in_dim %7321, dims = [] : (tensor<f32>) -> tensor<384x1x7x7xf32>
    %7323 = stablehlo.multiply %v.features.5.5.block.0.w, %7322 : tensor<384x1x7x7xf32>
    %7324 = stablehlo.add %7323, %7320 : tensor<384x1x7x7xf32>
    %7325 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<384x1x7x7xf32>
    %7326 = stablehlo.divide %7316, %7325 : tensor<384x1x7x7xf32>
    %7327 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<384x1x7x7xf32>
    %7328 = stablehlo.divide %7324, %7327 : tensor<384x1x7x7xf32>
    %7329 = stablehlo.constant dense<1.000000e-08> : tensor<f32>
    %7330 = stablehlo.broadcast_in_dim %7329, dims = [] : (tensor<f32>) -> tensor<384x1x7x7xf32>
    %7331 = stablehlo.sqrt %7328 : tensor<384x1x7x7xf32>
    %7332 = stablehlo.add %7331, %7330 : tensor<384x1x7x7xf32>
    %7333 = stablehlo.divide %7326, %7332 : tensor<384x1x7x7xf32>
    %7334 = stablehlo.constant dense<1.000000e-04> : tensor<f32>
    %7335 = stablehlo.broadcast_in_dim %7334, dims = [] : (tensor<f32>) -> tensor<384x1x7x7xf32>
    %7336 = stablehlo.multiply %7309, %7335 : tensor<384x1x7x7xf32>
    %7337 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %7338 = stablehlo.broadcast_in_dim %7337, dims = [] : (tensor<f32>) -> tensor<384x1x7x7xf32>
    %7339 = stablehlo.subtract %7338, %7336 : tensor<384x1x7x7xf32>
    %7340 = stablehlo.multiply %theta.features.5.5.block.0.w, %7339 : tensor<384x1x7x7xf32>
    %7341 = stablehlo.multiply %7309, %7333 : tensor<384x1x7x7xf32>
    %7342 = stablehlo.subtract %7340, %7341 : tensor<384x1x7x7xf32>
    %7343 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %7344 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %7345 = stablehlo.broadcast_in_dim %7344, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %7346 = stablehlo.multiply %2724, %7345 : tensor<384xf32>
    %7347 = stablehlo.constant dense<9.000000e-01> : tensor<f32>
    %7348 = stablehlo.broadcast_in_dim %7347, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %7349 = stablehlo.multiply %m.features.5.5.block.0.b, %7348 : tensor<384xf32>
    %7350 = stablehlo.add %7349, %7346 : tensor<384xf32>
    %7351 = stablehlo.multiply %2724, %2724 : tensor<384xf32>
    %7352 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %7353 = stablehlo.broadcast_in_dim %7352, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %7354 = stablehlo.multiply %7351, %7353 : tensor<384xf32>
    %7355 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %7356 = stablehlo.broadcast_in_dim %7355, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %7357 = stablehlo.multiply %v.features.5.5.block.0.b, %7356 : tensor<384xf32>
    %7358 = stablehlo.add %7357, %7354 : tensor<384xf32>
    %7359 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %7360 = stablehlo.divide %7350, %7359 : tensor<384xf32>
    %7361 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %7362 = stablehlo.divide %7358, %7361 : tensor<384xf32>
    %7363 = stablehlo.constant dense<1.000000e-08> : tensor<f32>
    %7364 = stablehlo.broadcast_in_dim %7363, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %7365 = stablehlo.sqrt %7362 : tensor<384xf32>
    %7366 = stablehlo.add %7365, %7364 : tensor<384xf32>
    %7367 = stablehlo.divide %7360, %7366 : tensor<384xf32>
    %7368 = stablehlo.constant dense<1.000000e-04> : tensor<f32>
    %7369 = stablehlo.broadcast_in_dim %7368, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %7370 = stablehlo.multiply %7343, %7369 : tensor<384xf32>
    %7371 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %7372 = stablehlo.broadcast_in_dim %7371, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %7373 = stablehlo.subtract %7372, %7370 : tensor<384xf32>
    %7374 = stablehlo.multiply %theta.features.5.5.block.0.b, %7373 : tensor<384xf32>
    %7375 = stablehlo.multiply %7343, %7367 : tensor<384xf32>
    %7376 = stablehlo.subtract %7374, %7375 : tensor<384xf32>
    %7377 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %7378 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %7379 = stablehlo.broadcast_in_dim %7378, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %7380 = stablehlo.multiply %2696, %7379 : tensor<384xf32>
    %7381 = stablehlo.constant dense<9.000000e-01> : tensor<f32>
    %7382 = stablehlo.broadcast_in_dim %7381, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %7383 = stablehlo.multiply %m.features.5.5.block.2.beta, %7382 : tensor<384xf32>
    %7384 = stablehlo.add %7383, %7380 : tensor<384xf32>
    %7385 = stablehlo.multiply %2696, %2696 : tensor<384xf32>
    %7386 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %7387 = stablehlo.broadcast_in_dim %7386, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %7388 = stablehlo.multiply %7385, %7387 : tensor<384xf32>
    %7389 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %7390 = stablehlo.broadcast_in_dim %7389, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %7391 = stablehlo.multiply %v.features.5.5.block.2.beta, %7390 : tensor<384xf32>
    %7392 = stablehlo.add %7391, %7388 : tensor<384xf32>
    %7393 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %7394 = stablehlo.divide %7384, %7393 : tensor<384xf32>
    %7395 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %7396 = stablehlo.divide %7392, %7395 : tensor<384xf32>
    %7397 = stablehlo.constant dense<1.000000e-08> : tensor<f32>
    %7398 = stablehlo.broadcast_in_dim %7397, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %7399 = stablehlo.sqrt %7396 : tensor<384xf32>
    %7400 = stablehlo.add %7399, %7398 : tensor<384xf32>
    %7401 = stablehlo.divide %7394, %7400 : tensor<384xf32>
    %7402 = stablehlo.constant dense<1.000000e-04> : tensor<f32>
    %7403 = stablehlo.broadcast_in_dim %7402, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %7404 = stablehlo.multiply %7377, %7403 : tensor<384xf32>
    %7405 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %7406 = stablehlo.broadcast_in_dim %7405, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %7407 = stablehlo.subtract %7406, %7404 : tensor<384xf32>
    %7408 = stablehlo.multiply %theta.features.5.5.block.2.beta, %7407 : tensor<384xf32>
    %7409 = stablehlo.multiply %7377, %7401 : tensor<384xf32>
    %7410 = stablehlo.subtract %7408, %7409 : tensor<384xf32>
    %7411 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %7412 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %7413 = stablehlo.broadcast_in_dim %7412, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %7414 = stablehlo.multiply %2700, %7413 : tensor<384xf32>
    %7415 = stablehlo.constant dense<9.000000e-01> : tensor<f32>
    %7416 = stablehlo.broadcast_in_dim %7415, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %7417 = stablehlo.multiply %m.features.5.5.block.2.gamma, %7416 : tensor<384xf32>
    %7418 = stablehlo.add %7417, %7414 : tensor<384xf32>
    %7419 = stablehlo.multiply %2700, %2700 : tensor<384xf32>
    %7420 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %7421 = stablehlo.broadcast_in_dim %7420, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %7422 = stablehlo.multiply %7419, %7421 : tensor<384xf32>
    %7423 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %7424 = stablehlo.broadcast_in_dim %7423, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %7425 = stablehlo.multiply %v.features.5.5.block.2.gamma, %7424 : tensor<384xf32>
    %7426 = stablehlo.add %7425, %7422 : tensor<384xf32>
    %7427 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %7428 = stablehlo.divide %7418, %7427 : tensor<384xf32>
    %7429 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %7430 = stablehlo.divide %7426, %7429 : tensor<384xf32>
    %7431 = stablehlo.constant dense<1.000000e-08> : tensor<f32>
    %7432 = stablehlo.broadcast_in_dim %7431, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %7433 = stablehlo.sqrt %7430 : tensor<384xf32>
    %7434 = stablehlo.add %7433, %7432 : tensor<384xf32>
    %7435 = stablehlo.divide %7428, %7434 : tensor<384xf32>
    %7436 = stablehlo.constant dense<1.000000e-04> : tensor<f32>
    %7437 = stablehlo.broadcast_in_dim %7436, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %7438 = stablehlo.multiply %7411, %7437 : tensor<384xf32>
    %7439 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %7440 = stablehlo.broadcast_in_dim %7439, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %7441 = stablehlo.subtract %7440, %7438 : tensor<384xf32>
    %7442 = stablehlo.multiply %theta.features.5.5.block.2.gamma, %7441 : tensor<384xf32>
    %7443 = stablehlo.multiply %7411, %7435 : tensor<384xf32>
    %7444 = stablehlo.subtract %7442, %7443 : tensor<384xf32>
    %7445 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<384x1536xf32>
    %7446 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %7447 = stablehlo.broadcast_in_dim %7446, dims = [] : (tensor<f32>) -> tensor<384x1536xf32>
    %7448 = stablehlo.multiply %2694, %7447 : tensor<384x1536xf32>
    %7449 = stablehlo.constant dense<9.000000e-01> : tensor<f32>
    %7450 = stablehlo.broadcast_in_dim %7449, dims = [] : (tensor<f32>) -> tensor<384x1536xf32>
    %7451 = stablehlo.multiply %m.features.5.5.block.3.w, %7450 : tensor<384x1536xf32>
    %7452 = stablehlo.add %7451, %7448 : tensor<384x1536xf32>
    %7453 = stablehlo.multiply %2694, %2694 : tensor<384x1536xf32>
    %7454 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %7455 = stablehlo.broadcast_in_dim %7454, dims = [] : (tensor<f32>) -> tensor<384x1536xf32>
    %7456 = stablehlo.multiply %7453, %7455 : tensor<384x1536xf32>
    %7457 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %7458 = stablehlo.broadcast_in_dim %7457, dims = [] : (tensor<f32>) -> tensor<384x1536xf32>
    %7459 = stablehlo.multiply %v.features.5.5.block.3.w, %7458 : tensor<384x1536xf32>
    %7460 = stablehlo.add %7459, %7456 : tensor<384x1536xf32>
    %7461 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<384x1536xf32>
    %7462 = stablehlo.divide %7452, %7461 : tensor<384x1536xf32>
    %7463 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<384x1536xf32>
    %7464 = stablehlo.divide %7460, %7463 : tensor<384x1536xf32>
    %7465 = stablehlo.constant dense<1.000000e-08> : tensor<f32>
    %7466 = stablehlo.broadcast_in_dim %7465, dims = [] : (tensor<f32>) -> tensor<384x1536xf32>
    %7467 = stablehlo.sqrt %7464 : tensor<384x1536xf32>
    %7468 = stablehlo.add %7467, %7466 : tensor<384x1536xf32>
    %7469 = stablehlo.divide %7462, %7468 : tensor<384x1536xf32>
    %7470 = stablehlo.constant dense<1.000000e-04> : tensor<f32>
    %7471 = stablehlo.broadcast_in_dim %7470, dims = [] : (tensor<f32>) -> tensor<384x1536xf32>
    %7472 = stablehlo.multiply %7445, %7471 : tensor<384x1536xf32>
    %7473 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %7474 = stablehlo.broadcast_in_dim %7473, dims = [] : (tensor<f32>) -> tensor<384x1536xf32>
    %7475 = stablehlo.subtract %7474, %7472 : tensor<384x1536xf32>
    %7476 = stablehlo.multiply %theta.features.5.5.block.3.w, %7475 : tensor<384x1536xf32>
    %7477 = stablehlo.multiply %7445, %7469 : tensor<384x1536xf32>
    %7478 = stablehlo.subtract %7476, %7477 : tensor<384x1536xf32>
    %7479 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<1536xf32>
    %7480 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %7481 = stablehlo.broadcast_in_dim %7480, dims = [] : (tensor<f32>) -> tensor<1536xf32>
    %7482 = stablehlo.multiply %2692, %7481 : tensor<1536xf32>
    %7483 = stablehlo.constant dense<9.000000e-01> : tensor<f32>
    %7484 = stablehlo.broadcast_in_dim %7483, dims = [] : (tensor<f32>) -> tensor<1536xf32>
    %7485 = stablehlo.multiply %m.features.5.5.block.3.b, %7484 : tensor<1536xf32>
    %7486 = stablehlo.add %7485, %7482 : tensor<1536xf32>
    %7487 = stablehlo.multiply %2692, %2692 : tensor<1536xf32>
    %7488 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %7489 = stablehlo.broadcast_in_dim %7488, dims = [] : (tensor<f32>) -> tensor<1536xf32>
    %7490 = stablehlo.multiply %7487, %7489 : tensor<1536xf32>
    %7491 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %7492 = stablehlo.broadcast_in_dim %7491, dims = [] : (tensor<f32>) -> tensor<1536xf32>
    %7493 = stablehlo.multiply %v.features.5.5.block.3.b, %7492 : tensor<1536xf32>
    %7494 = stablehlo.add %7493, %7490 : tensor<1536xf32>
    %7495 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<1536xf32>
    %7496 = stablehlo.divide %7486, %7495 : tensor<1536xf32>
    %7497 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<1536xf32>
    %7498 = stablehlo.divide %7494, %7497 : tensor<1536xf32>
    %7499 = stablehlo.constant dense<1.000000e-08> : tensor<f32>
    %7500 = stablehlo.broadcast_in_dim %7499, dims = [] : (tensor<f32>) -> tensor<1536xf32>
    %7501 = stablehlo.sqrt %7498 : tensor<1536xf32>
    %7502 = stablehlo.add %7501, %7500 : tensor<1536xf32>
    %7503 = stablehlo.divide %7496, %7502 : tensor<1536xf32>
    %7504 = stablehlo.constant dense<1.000000e-04> : tensor<f32>
    %7505 = stablehlo.broadcast_in_dim %7504, dims = [] : (tensor<f32>) -> tensor<1536xf32>
    %7506 = stablehlo.multiply %7479, %7505 : tensor<1536xf32>
    %7507 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %7508 = stablehlo.broadcast_in_dim %7507, dims = [] : (tensor<f32>) -> tensor<1536xf32>
    %7509 = stablehlo.subtract %7508, %7506 : tensor<1536xf32>
    %7510 = stablehlo.multiply %theta.features.5.5.block.3.b, %7509 : tensor<1536xf32>
    %7511 = stablehlo.multiply %7479, %7503 : tensor<1536xf32>
    %7512 = stablehlo.subtract %7510, %7511 : tensor<1536xf32>
    %7513 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<1536x384xf32>
    %7514 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %7515 = stablehlo.broadcast_in_dim %7514, dims = [] : (tensor<f32>) -> tensor<1536x384xf32>
    %7516 = stablehlo.multiply %2678, %7515 : tensor<1536x384xf32>
    %7517 = stablehlo.constant dense<9.000000e-01> : tensor<f32>
    %7518 = stablehlo.broadcast_in_dim %7517, dims = [] : (tensor<f32>) -> tensor<1536x384xf32>
    %7519 = stablehlo.multiply %m.features.5.5.block.5.w, %7518 : tensor<1536x384xf32>
    %7520 = stablehlo.add %7519, %7516 : tensor<1536x384xf32>
    %7521 = stablehlo.multiply %2678, %2678 : tensor<1536x384xf32>
    %7522 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %7523 = stablehlo.broadcast_in_dim %7522, dims = [] : (tensor<f32>) -> tensor<1536x384xf32>
    %7524 = stablehlo.multiply %7521, %7523 : tensor<1536x384xf32>
    %7525 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %7526 = stablehlo.broadcast_in_dim %7525, dims = [] : (tensor<f32>) -> tensor<1536x384xf32>
    %7527 = stablehlo.multiply %v.features.5.5.block.5.w, %7526 : tensor<1536x384xf32>
    %7528 = stablehlo.add %7527, %7524 : tensor<1536x384xf32>
    %7529 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<1536x384xf32>
    %7530 = stablehlo.divide %7520, %7529 : tensor<1536x384xf32>
    %7531 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<1536x384xf32>
    %7532 = stablehlo.divide %7528, %7531 : tensor<1536x384xf32>
    %7533 = stablehlo.constant dense<1.000000e-08> : tensor<f32>
    %7534 = stablehlo.broadcast_in_dim %7533, dims = [] : (tensor<f32>) -> tensor<1536x384xf32>
    %7535 = stablehlo.sqrt %7532 : tensor<1536x384xf32>
    %7536 = stablehlo.add %7535, %7534 : tensor<1536x384xf32>
    %7537 = stablehlo.divide %7530, %7536 : tensor<1536x384xf32>
    %7538 = stablehlo.constant dense<1.000000e-04> : tensor<f32>
    %7539 = stablehlo.broadcast_in_dim %7538, dims = [] : (tensor<f32>) -> tensor<1536x384xf32>
    %7540 = stablehlo.multiply %7513, %7539 : tensor<1536x384xf32>
    %7541 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %7542 = stablehlo.broadcast_in_dim %7541, dims = [] : (tensor<f32>) -> tensor<1536x384xf32>
    %7543 = stablehlo.subtract %7542, %7540 : tensor<1536x384xf32>
    %7544 = stablehlo.multiply %theta.features.5.5.block.5.w, %7543 : tensor<1536x384xf32>
    %7545 = stablehlo.multiply %7513, %7537 : tensor<1536x384xf32>
    %7546 = stablehlo.subtract %7544, %7545 : tensor<1536x384xf32>
    %7547 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %7548 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %7549 = stablehlo.broadcast_in_dim %7548, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %7550 = stablehlo.multiply %2676, %7549 : tensor<384xf32>
    %7551 = stablehlo.constant dense<9.000000e-01> : tensor<f32>
    %7552 = stablehlo.broadcast_in_dim %7551, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %7553 = stablehlo.multiply %m.features.5.5.block.5.b, %7552 : tensor<384xf32>
    %7554 = stablehlo.add %7553, %7550 : tensor<384xf32>
    %7555 = stablehlo.multiply %2676, %2676 : tensor<384xf32>
    %7556 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %7557 = stablehlo.broadcast_in_dim %7556, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %7558 = stablehlo.multiply %7555, %7557 : tensor<384xf32>
    %7559 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %7560 = stablehlo.broadcast_in_dim %7559, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %7561 = stablehlo.multiply %v.features.5.5.block.5.b, %7560 : tensor<384xf32>
    %7562 = stablehlo.add %7561, %7558 : tensor<384xf32>
    %7563 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %7564 = stablehlo.divide %7554, %7563 : tensor<384xf32>
    %7565 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %7566 = stablehlo.divide %7562, %7565 : tensor<384xf32>
    %7567 = stablehlo.constant dense<1.000000e-08> : tensor<f32>
    %7568 = stablehlo.broadcast_in_dim %7567, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %7569 = stablehlo.sqrt %7566 : tensor<384xf32>
    %7570 = stablehlo.add %7569, %7568 : tensor<384xf32>
    %7571 = stablehlo.divide %7564, %7570 : tensor<384xf32>
    %7572 = stablehlo.constant dense<1.000000e-04> : tensor<f32>
    %7573 = stablehlo.broadcast_in_dim %7572, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %7574 = stablehlo.multiply %7547, %7573 : tensor<384xf32>
    %7575 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %7576 = stablehlo.broadcast_in_dim %7575, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %7577 = stablehlo.subtract %7576, %7574 : tensor<384xf32>
    %7578 = stablehlo.multiply %theta.features.5.5.block.5.b, %7577 : tensor<384xf32>
    %7579 = stablehlo.multiply %7547, %7571 : tensor<384xf32>
    %7580 = stablehlo.subtract %7578, %7579 : tensor<384xf32>
    %7581 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<384x1x1xf32>
    %7582 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %7583 = stablehlo.broadcast_in_dim %7582, dims = [] : (tensor<f32>) -> tensor<384x1x1xf32>
    %7584 = stablehlo.multiply %2673, %7583 : tensor<384x1x1xf32>
    %7585 = stablehlo.constant dense<9.000000e-01> : tensor<f32>
    %7586 = stablehlo.broadcast_in_dim %7585, dims = [] : (tensor<f32>) -> tensor<384x1x1xf32>
    %7587 = stablehlo.multiply %m.features.5.5.layer_scale, %7586 : tensor<384x1x1xf32>
    %7588 = stablehlo.add %7587, %7584 : tensor<384x1x1xf32>
    %7589 = stablehlo.multiply %2673, %2673 : tensor<384x1x1xf32>
    %7590 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %7591 = stablehlo.broadcast_in_dim %7590, dims = [] : (tensor<f32>) -> tensor<384x1x1xf32>
    %7592 = stablehlo.multiply %7589, %7591 : tensor<384x1x1xf32>
    %7593 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %7594 = stablehlo.broadcast_in_dim %7593, dims = [] : (tensor<f32>) -> tensor<384x1x1xf32>
    %7595 = stablehlo.multiply %v.features.5.5.layer_scale, %7594 : tensor<384x1x1xf32>
    %7596 = stablehlo.add %7595, %7592 : tensor<384x1x1xf32>
    %7597 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<384x1x1xf32>
    %7598 = stablehlo.divide %7588, %7597 : tensor<384x1x1xf32>
    %7599 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<384x1x1xf32>
    %7600 = stablehlo.divide %7596, %7599 : tensor<384x1x1xf32>
    %7601 = stablehlo.constant dense<1.000000e-08> : tensor<f32>
    %7602 = stablehlo.broadcast_in_dim %7601, dims = [] : (tensor<f32>) -> tensor<384x1x1xf32>
    %7603 = stablehlo.sqrt %7600 : tensor<384x1x1xf32>
    %7604 = stablehlo.add %7603, %7602 : tensor<384x1x1xf32>
    %7605 = stablehlo.divide %7598, %7604 : tensor<384x1x1xf32>
    %7606 = stablehlo.constant dense<1.000000e-04> : tensor<f32>
    %7607 = stablehlo.broadcast_in_dim %7606, dims = [] : (tensor<f32>) -> tensor<384x1x1xf32>
    %7608 = stablehlo.multiply %7581, %7607 : tensor<384x1x1xf32>
    %7609 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %7610 = stablehlo.broadcast_in_dim %7609, dims = [] : (tensor<f32>) -> tensor<384x1x1xf32>
    %7611 = stablehlo.subtract %7610, %7608 : tensor<384x1x1xf32>
    %7612 = stablehlo.multiply %theta.features.5.5.layer_scale, %7611 : tensor<384x1x1xf32>
    %7613 = stablehlo.multiply %7581, %7605 : tensor<384x1x1xf32>
    %7614 = stablehlo.subtract %7612, %7613 : tensor<384x1x1xf32>
    %7615 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<384x1x7x7xf32>
    %7616 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %7617 = stablehlo.broadcast_in_dim %7616, dims = [] : (tensor<f32>) -> tensor<384x1x7x7xf32>
    %7618 = stablehlo.multiply %2667, %7617 : tensor<384x1x7x7xf32>
    %7619 = stablehlo.constant dense<9.000000e-01> : tensor<f32>
    %7620 = stablehlo.broadcast_in_dim %7619, dims = [] : (tensor<f32>) -> tensor<384x1x7x7xf32>
    %7621 = stablehlo.multiply %m.features.5.6.block.0.w, %7620 : tensor<384x1x7x7xf32>
    %7622 = stablehlo.add %7621, %7618 : tensor<384x1x7x7xf32>
    %7623 = stablehlo.multiply %2667, %2667 : tensor<384x1x7x7xf32>
    %7624 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %7625 = stablehlo.broadcast_in_dim %7624, dims = [] : (tensor<f32>) -> tensor<384x1x7x7xf32>
    %7626 = stablehlo.multiply %7623, %7625 : tensor<384x1x7x7xf32>
    %7627 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %7628 = stablehlo.broadcast_in_dim %7627, dims = [] : (tensor<f32>) -> tensor<384x1x7x7xf32>
    %7629 = stablehlo.multiply %v.features.5.6.block.0.w, %7628 : tensor<384x1x7x7xf32>
    %7630 = stablehlo.add %7629, %7626 : tensor<384x1x7x7xf32>
    %7631 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<384x1x7x7xf32>
    %7632 = stablehlo.divide %7622, %7631 : tensor<384x1x7x7xf32>
    %7633 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<384x1x7x7xf32>
    %7634 = stablehlo.divide %7630, %7633 : tensor<384x1x7x7xf32>
    %7635 = stablehlo.constant dense<1.000000e-08> : tensor<f32>
    %7636 = stablehlo.broadcast_in_dim %7635, dims = [] : (tensor<f32>) -> tensor<384x1x7x7xf32>
    %7637 = stablehlo.sqrt %7634 : tensor<384x1x7x7xf32>
    %7638 = stablehlo.add %7637, %7636 : tensor<384x1x7x7xf32>
    %7639 = stablehlo.divide %7632, %7638 : tensor<384x1x7x7xf32>
    %7640 = stablehlo.constant dense<1.000000e-04> : tensor<f32>
    %7641 = stablehlo.broadcast_in_dim %7640, dims = [] : (tensor<f32>) -> tensor<384x1x7x7xf32>
    %7642 = stablehlo.multiply %7615, %7641 : tensor<384x1x7x7xf32>
    %7643 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %7644 = stablehlo.broadcast_in_dim %7643, dims = [] : (tensor<f32>) -> tensor<384x1x7x7xf32>
    %7645 = stablehlo.subtract %7644, %7642 : tensor<384x1x7x7xf32>
    %7646 = stablehlo.multiply %theta.features.5.6.block.0.w, %7645 : tensor<384x1x7x7xf32>
    %7647 = stablehlo.multiply %7615, %7639 : tensor<384x1x7x7xf32>
    %7648 = stablehlo.subtract %7646, %7647 : tensor<384x1x7x7xf32>
    %7649 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %7650 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %7651 = stablehlo.broadcast_in_dim %7650, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %7652 = stablehlo.multiply %2660, %7651 : tensor<384xf32>
    %7653 = stablehlo.constant dense<9.000000e-01> : tensor<f32>
    %7654 = stablehlo.broadcast_in_dim %7653, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %7655 = stablehlo.multiply %m.features.5.6.block.0.b, %7654 : tensor<384xf32>
    %7656 = stablehlo.add %7655, %7652 : tensor<384xf32>
    %7657 = stablehlo.multiply %2660, %2660 : tensor<384xf32>
    %7658 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %7659 = stablehlo.broadcast_in_dim %7658, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %7660 = stablehlo.multiply %7657, %7659 : tensor<384xf32>
    %7661 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %7662 = stablehlo.broadcast_in_dim %7661, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %7663 = stablehlo.multiply %v.features.5.6.block.0.b, %7662 : tensor<384xf32>
    %7664 = stablehlo.add %7663, %7660 : tensor<384xf32>
    %7665 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %7666 = stablehlo.divide %7656, %7665 : tensor<384xf32>
    %7667 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %7668 = stablehlo.divide %7664, %7667 : tensor<384xf32>
    %7669 = stablehlo.constant dense<1.000000e-08> : tensor<f32>
    %7670 = stablehlo.broadcast_in_dim %7669, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %7671 = stablehlo.sqrt %7668 : tensor<384xf32>
    %7672 = stablehlo.add %7671, %7670 : tensor<384xf32>
    %7673 = stablehlo.divide %7666, %7672 : tensor<384xf32>
    %7674 = stablehlo.constant dense<1.000000e-04> : tensor<f32>
    %7675 = stablehlo.broadcast_in_dim %7674, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %7676 = stablehlo.multiply %7649, %7675 : tensor<384xf32>
    %7677 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %7678 = stablehlo.broadcast_in_dim %7677, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %7679 = stablehlo.subtract %7678, %7676 : tensor<384xf32>
    %7680 = stablehlo.multiply %theta.features.5.6.block.0.b, %7679 : tensor<384xf32>
    %7681 = stablehlo.multiply %7649, %7673 : tensor<384xf32>
    %7682 = stablehlo.subtract %7680, %7681 : tensor<384xf32>
    %7683 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %7684 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %7685 = stablehlo.broadcast_in_dim %7684, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %7686 = stablehlo.multiply %2632, %7685 : tensor<384xf32>
    %7687 = stablehlo.constant dense<9.000000e-01> : tensor<f32>
    %7688 = stablehlo.broadcast_in_dim %7687, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %7689 = stablehlo.multiply %m.features.5.6.block.2.beta, %7688 : tensor<384xf32>
    %7690 = stablehlo.add %7689, %7686 : tensor<384xf32>
    %7691 = stablehlo.multiply %2632, %2632 : tensor<384xf32>
    %7692 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %7693 = stablehlo.broadcast_in_dim %7692, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %7694 = stablehlo.multiply %7691, %7693 : tensor<384xf32>
    %7695 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %7696 = stablehlo.broadcast_in_dim %7695, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %7697 = stablehlo.multiply %v.features.5.6.block.2.beta, %7696 : tensor<384xf32>
    %7698 = stablehlo.add %7697, %7694 : tensor<384xf32>
    %7699 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %7700 = stablehlo.divide %7690, %7699 : tensor<384xf32>
    %7701 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %7702 = stablehlo.divide %7698, %7701 : tensor<384xf32>
    %7703 = stablehlo.constant dense<1.000000e-08> : tensor<f32>
    %7704 = stablehlo.broadcast_in_dim %7703, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %7705 = stablehlo.sqrt %7702 : tensor<384xf32>
    %7706 = stablehlo.add %7705, %7704 : tensor<384xf32>
    %7707 = stablehlo.divide %7700, %7706 : tensor<384xf32>
    %7708 = stablehlo.constant dense<1.000000e-04> : tensor<f32>
    %7709 = stablehlo.broadcast_in_dim %7708, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %7710 = stablehlo.multiply %7683, %7709 : tensor<384xf32>
    %7711 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %7712 = stablehlo.broadcast_in_dim %7711, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %7713 = stablehlo.subtract %7712, %7710 : tensor<384xf32>
    %7714 = stablehlo.multiply %theta.features.5.6.block.2.beta, %7713 : tensor<384xf32>
    %7715 = stablehlo.multiply %7683, %7707 : tensor<384xf32>
    %7716 = stablehlo.subtract %7714, %7715 : tensor<384xf32>
    %7717 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %7718 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %7719 = stablehlo.broadcast_in_dim %7718, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %7720 = stablehlo.multiply %2636, %7719 : tensor<384xf32>
    %7721 = stablehlo.constant dense<9.000000e-01> : tensor<f32>
    %7722 = stablehlo.broadcast_in_dim %7721, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %7723 = stablehlo.multiply %m.features.5.6.block.2.gamma, %7722 : tensor<384xf32>
    %7724 = stablehlo.add %7723, %7720 : tensor<384xf32>
    %7725 = stablehlo.multiply %2636, %2636 : tensor<384xf32>
    %7726 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %7727 = stablehlo.broadcast_in_dim %7726, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %7728 = stablehlo.multiply %7725, %7727 : tensor<384xf32>
    %7729 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %7730 = stablehlo.broadcast_in_dim %7729, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %7731 = stablehlo.multiply %v.features.5.6.block.2.gamma, %7730 : tensor<384xf32>
    %7732 = stablehlo.add %7731, %7728 : tensor<384xf32>
    %7733 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %7734 = stablehlo.divide %7724, %7733 : tensor<384xf32>
    %7735 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %7736 = stablehlo.divide %7732, %7735 : tensor<384xf32>
    %7737 = stablehlo.constant dense<1.000000e-08> : tensor<f32>
    %7738 = stablehlo.broadcast_in_dim %7737, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %7739 = stablehlo.sqrt %7736 : tensor<384xf32>
    %7740 = stablehlo.add %7739, %7738 : tensor<384xf32>
    %7741 = stablehlo.divide %7734, %7740 : tensor<384xf32>
    %7742 = stablehlo.constant dense<1.000000e-04> : tensor<f32>
    %7743 = stablehlo.broadcast_in_dim %7742, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %7744 = stablehlo.multiply %7717, %7743 : tensor<384xf32>
    %7745 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %7746 = stablehlo.broadcast_in_dim %7745, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %7747 = stablehlo.subtract %7746, %7744 : tensor<384xf32>
    %7748 = stablehlo.multiply %theta.features.5.6.block.2.gamma, %7747 : tensor<384xf32>
    %7749 = stablehlo.multiply %7717, %7741 : tensor<384xf32>
    %7750 = stablehlo.subtract %7748, %7749 : tensor<384xf32>
    %7751 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<384x1536xf32>
    %7752 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %7753 = stablehlo.broadcast_in_dim %7752, dims = [] : (tensor<f32>) -> tensor<384x1536xf32>
    %7754 = stablehlo.multiply %2630, %7753 : tensor<384x1536xf32>
    %7755 = stablehlo.constant dense<9.000000e-01> : tensor<f32>
    %7756 = stablehlo.broadcast_in_dim %7755, dims = [] : (tensor<f32>) -> tensor<384x1536xf32>
    %7757 = stablehlo.multiply %m.features.5.6.block.3.w, %7756 : tensor<384x1536xf32>
    %7758 = stablehlo.add %7757, %7754 : tensor<384x1536xf32>
    %7759 = stablehlo.multiply %2630, %2630 : tensor<384x1536xf32>
    %7760 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %7761 = stablehlo.broadcast_in_dim %7760, dims = [] : (tensor<f32>) -> tensor<384x1536xf32>
    %7762 = stablehlo.multiply %7759, %7761 : tensor<384x1536xf32>
    %7763 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %7764 = stablehlo.broadcast_in_dim %7763, dims = [] : (tensor<f32>) -> tensor<384x1536xf32>
    %7765 = stablehlo.multiply %v.features.5.6.block.3.w, %7764 : tensor<384x1536xf32>
    %7766 = stablehlo.add %7765, %7762 : tensor<384x1536xf32>
    %7767 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<384x1536xf32>
    %7768 = stablehlo.divide %7758, %7767 : tensor<384x1536xf32>
    %7769 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<384x1536xf32>
    %7770 = stablehlo.divide %7766, %7769 : tensor<384x1536xf32>
    %7771 = stablehlo.constant dense<1.000000e-08> : tensor<f32>
    %7772 = stablehlo.broadcast_in_dim %7771, dims = [] : (tensor<f32>) -> tensor<384x1536xf32>
    %7773 = stablehlo.sqrt %7770 : tensor<384x1536xf32>
    %7774 = stablehlo.add %7773, %7772 : tensor<384x1536xf32>
    %7775 = stablehlo.divide %7768, %7774 : tensor<384x1536xf32>
    %7776 = stablehlo.constant dense<1.000000e-04> : tensor<f32>
    %7777 = stablehlo.broadcast_in_dim %7776, dims = [] : (tensor<f32>) -> tensor<384x1536xf32>
    %7778 = stablehlo.multiply %7751, %7777 : tensor<384x1536xf32>
    %7779 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %7780 = stablehlo.broadcast_in_dim %7779, dims = [] : (tensor<f32>) -> tensor<384x1536xf32>
    %7781 = stablehlo.subtract %7780, %7778 : tensor<384x1536xf32>
    %7782 = stablehlo.multiply %theta.features.5.6.block.3.w, %7781 : tensor<384x1536xf32>
    %7783 = stablehlo.multiply %7751, %7775 : tensor<384x1536xf32>
    %7784 = stablehlo.subtract %7782, %7783 : tensor<384x1536xf32>
    %7785 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<1536xf32>
    %7786 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %7787 = stablehlo.broadcast_in_dim %7786, dims = [] : (tensor<f32>) -> tensor<1536xf32>
    %7788 = stablehlo.multiply %2628, %7787 : tensor<1536xf32>
    %7789 = stablehlo.constant dense<9.000000e-01> : tensor<f32>
    %7790 = stablehlo.broadcast_in_dim %7789, dims = [] : (tensor<f32>) -> tensor<1536xf32>
    %7791 = stablehlo.multiply %m.features.5.6.block.3.b, %7790 : tensor<1536xf32>
    %7792 = stablehlo.add %7791, %7788 : tensor<1536xf32>
    %7793 = stablehlo.multiply %2628, %2628 : tensor<1536xf32>
    %7794 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %7795 = stablehlo.broadcast_in_dim %7794, dims = [] : (tensor<f32>) -> tensor<1536xf32>
    %7796 = stablehlo.multiply %7793, %7795 : tensor<1536xf32>
    %7797 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %7798 = stablehlo.broadcast_in_dim %7797, dims = [] : (tensor<f32>) -> tensor<1536xf32>
    %7799 = stablehlo.multiply %v.features.5.6.block.3.b, %7798 : tensor<1536xf32>
    %7800 = stablehlo.add %7799, %7796 : tensor<1536xf32>
    %7801 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<1536xf32>
    %7802 = stablehlo.divide %7792, %7801 : tensor<1536xf32>
    %7803 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<1536xf32>
    %7804 = stablehlo.divide %7800, %7803 : tensor<1536xf32>
    %7805 = stablehlo.constant dense<1.000000e-08> : tensor<f32>
    %7806 = stablehlo.broadcast_in_dim %7805, dims = [] : (tensor<f32>) -> tensor<1536xf32>
    %7807 = stablehlo.sqrt %7804 : tensor<1536xf32>
    %7808 = stablehlo.add %7807, %7806 : tensor<1536xf32>
    %7809 = stablehlo.divide %7802, %7808 : tensor<1536xf32>
    %7810 = stablehlo.constant dense<1.000000e-04> : tensor<f32>
    %7811 = stablehlo.broadcast_in_dim %7810, dims = [] : (tensor<f32>) -> tensor<1536xf32>
    %7812 = stablehlo.multiply %7785, %7811 : tensor<1536xf32>
    %7813 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %7814 = stablehlo.broadcast_in_dim %7813, dims = [] : (tensor<f32>) -> tensor<1536xf32>
    %7815 = stablehlo.subtract %7814, %7812 : tensor<1536xf32>
    %7816 = stablehlo.multiply %theta.features.5.6.block.3.b, %7815 : tensor<1536xf32>
    %7817 = stablehlo.multiply %7785, %7809 : tensor<1536xf32>
    %7818 = stablehlo.subtract %7816, %7817 : tensor<1536xf32>
    %7819 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<1536x384xf32>
    %7820 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %7821 = stablehlo.broadcast_in_dim %7820, dims = [] : (tensor<f32>) -> tensor<1536x384xf32>
    %7822 = stablehlo.multiply %2614, %7821 : tensor<1536x384xf32>
    %7823 = stablehlo.constant dense<9.000000e-01> : tensor<f32>
    %7824 = stablehlo.broadcast_in_dim %7823, dims = [] : (tensor<f32>) -> tensor<1536x384xf32>
    %7825 = stablehlo.multiply %m.features.5.6.block.5.w, %7824 : tensor<1536x384xf32>
    %7826 = stablehlo.add %7825, %7822 : tensor<1536x384xf32>
    %7827 = stablehlo.multiply %2614, %2614 : tensor<1536x384xf32>
    %7828 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %7829 = stablehlo.broadcast_in_dim %7828, dims = [] : (tensor<f32>) -> tensor<1536x384xf32>
    %7830 = stablehlo.multiply %7827, %7829 : tensor<1536x384xf32>
    %7831 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %7832 = stablehlo.broadcast_in_dim %7831, dims = [] : (tensor<f32>) -> tensor<1536x384xf32>
    %7833 = stablehlo.multiply %v.features.5.6.block.5.w, %7832 : tensor<1536x384xf32>
    %7834 = stablehlo.add %7833, %7830 : tensor<1536x384xf32>
    %7835 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<1536x384xf32>
    %7836 = stablehlo.divide %7826, %7835 : tensor<1536x384xf32>
    %7837 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<1536x384xf32>
    %7838 = stablehlo.divide %7834, %7837 : tensor<1536x384xf32>
    %7839 = stablehlo.constant dense<1.000000e-08> : tensor<f32>
    %7840 = stablehlo.broadcast_in_dim %7839, dims = [] : (tensor<f32>) -> tensor<1536x384xf32>
    %7841 = stablehlo.sqrt %7838 : tensor<1536x384xf32>
    %7842 = stablehlo.add %7841, %7840 : tensor<1536x384xf32>
    %7843 = stablehlo.divide %7836, %7842 : tensor<1536x384xf32>
    %7844 = stablehlo.constant dense<1.000000e-04> : tensor<f32>
    %7845 = stablehlo.broadcast_in_dim %7844, dims = [] : (tensor<f32>) -> tensor<1536x384xf32>
    %7846 = stablehlo.multiply %7819, %7845 : tensor<1536x384xf32>
    %7847 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %7848 = stablehlo.broadcast_in_dim %7847, dims = [] : (tensor<f32>) -> tensor<1536x384xf32>
    %7849 = stablehlo.subtract %7848, %7846 : tensor<1536x384xf32>
    %7850 = stablehlo.multiply %theta.features.5.6.block.5.w, %7849 : tensor<1536x384xf32>
    %7851 = stablehlo.multiply %7819, %7843 : tensor<1536x384xf32>
    %7852 = stablehlo.subtract %7850, %7851 : tensor<1536x384xf32>
    %7853 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %7854 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %7855 = stablehlo.broadcast_in_dim %7854, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %7856 = stablehlo.multiply %2612, %7855 : tensor<384xf32>
    %7857 = stablehlo.constant dense<9.000000e-01> : tensor<f32>
    %7858 = stablehlo.broadcast_in_dim %7857, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %7859 = stablehlo.multiply %m.features.5.6.block.5.b, %7858 : tensor<384xf32>
    %7860 = stablehlo.add %7859, %7856 : tensor<384xf32>
    %7861 = stablehlo.multiply %2612, %2612 : tensor<384xf32>
    %7862 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %7863 = stablehlo.broadcast_in_dim %7862, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %7864 = stablehlo.multiply %7861, %7863 : tensor<384xf32>
    %7865 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %7866 = stablehlo.broadcast_in_dim %7865, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %7867 = stablehlo.multiply %v.features.5.6.block.5.b, %7866 : tensor<384xf32>
    %7868 = stablehlo.add %7867, %7864 : tensor<384xf32>
    %7869 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %7870 = stablehlo.divide %7860, %7869 : tensor<384xf32>
    %7871 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %7872 = stablehlo.divide %7868, %7871 : tensor<384xf32>
    %7873 = stablehlo.constant dense<1.000000e-08> : tensor<f32>
    %7874 = stablehlo.broadcast_in_dim %7873, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %7875 = stablehlo.sqrt %7872 : tensor<384xf32>
    %7876 = stablehlo.add %7875, %7874 : tensor<384xf32>
    %7877 = stablehlo.divide %7870, %7876 : tensor<384xf32>
    %7878 = stablehlo.constant dense<1.000000e-04> : tensor<f32>
    %7879 = stablehlo.broadcast_in_dim %7878, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %7880 = stablehlo.multiply %7853, %7879 : tensor<384xf32>
    %7881 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %7882 = stablehlo.broadcast_in_dim %7881, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %7883 = stablehlo.subtract %7882, %7880 : tensor<384xf32>
    %7884 = stablehlo.multiply %theta.features.5.6.block.5.b, %7883 : tensor<384xf32>
    %7885 = stablehlo.multiply %7853, %7877 : tensor<384xf32>
    %7886 = stablehlo.subtract %7884, %7885 : tensor<384xf32>
    %7887 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<384x1x1xf32>
    %7888 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %7889 = stablehlo.broadcast_in_dim %7888, dims = [] : (tensor<f32>) -> tensor<384x1x1xf32>
    %7890 = stablehlo.multiply %2609, %7889 : tensor<384x1x1xf32>
    %7891 = stablehlo.constant dense<9.000000e-01> : tensor<f32>
    %7892 = stablehlo.broadcast_in_dim %7891, dims = [] : (tensor<f32>) -> tensor<384x1x1xf32>
    %7893 = stablehlo.multiply %m.features.5.6.layer_scale, %7892 : tensor<384x1x1xf32>
    %7894 = stablehlo.add %7893, %7890 : tensor<384x1x1xf32>
    %7895 = stablehlo.multiply %2609, %2609 : tensor<384x1x1xf32>
    %7896 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %7897 = stablehlo.broadcast_in_dim %7896, dims = [] : (tensor<f32>) -> tensor<384x1x1xf32>
    %7898 = stablehlo.multiply %7895, %7897 : tensor<384x1x1xf32>
    %7899 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %7900 = stablehlo.broadcast_in_dim %7899, dims = [] : (tensor<f32>) -> tensor<384x1x1xf32>
    %7901 = stablehlo.multiply %v.features.5.6.layer_scale, %7900 : tensor<384x1x1xf32>
    %7902 = stablehlo.add %7901, %7898 : tensor<384x1x1xf32>
    %7903 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<384x1x1xf32>
    %7904 = stablehlo.divide %7894, %7903 : tensor<384x1x1xf32>
    %7905 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<384x1x1xf32>
    %7906 = stablehlo.divide %7902, %7905 : tensor<384x1x1xf32>
    %7907 = stablehlo.constant dense<1.000000e-08> : tensor<f32>
    %7908 = stablehlo.broadcast_in_dim %7907, dims = [] : (tensor<f32>) -> tensor<384x1x1xf32>
    %7909 = stablehlo.sqrt %7906 : tensor<384x1x1xf32>
    %7910 = stablehlo.add %7909, %7908 : tensor<384x1x1xf32>
    %7911 = stablehlo.divide %7904, %7910 : tensor<384x1x1xf32>
    %7912 = stablehlo.constant dense<1.000000e-04> : tensor<f32>
    %7913 = stablehlo.broadcast_in_dim %7912, dims = [] : (tensor<f32>) -> tensor<384x1x1xf32>
    %7914 = stablehlo.multiply %7887, %7913 : tensor<384x1x1xf32>
    %7915 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %7916 = stablehlo.broadcast_in_dim %7915, dims = [] : (tensor<f32>) -> tensor<384x1x1xf32>
    %7917 = stablehlo.subtract %7916, %7914 : tensor<384x1x1xf32>
    %7918 = stablehlo.multiply %theta.features.5.6.layer_scale, %7917 : tensor<384x1x1xf32>
    %7919 = stablehlo.multiply %7887, %7911 : tensor<384x1x1xf32>
    %7920 = stablehlo.subtract %7918, %7919 : tensor<384x1x1xf32>
    %7921 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<384x1x7x7xf32>
    %7922 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %7923 = stablehlo.broadcast_in_dim %7922, dims = [] : (tensor<f32>) -> tensor<384x1x7x7xf32>
    %7924 = stablehlo.multiply %2603, %7923 : tensor<384x1x7x7xf32>
    %7925 = stablehlo.constant dense<9.000000e-01> : tensor<f32>
    %7926 = stablehlo.broadcast_in_dim %7925, dims = [] : (tensor<f32>) -> tensor<384x1x7x7xf32>
    %7927 = stablehlo.multiply %m.features.5.7.block.0.w, %7926 : tensor<384x1x7x7xf32>
    %7928 = stablehlo.add %7927, %7924 : tensor<384x1x7x7xf32>
    %7929 = stablehlo.multiply %2603, %2603 : tensor<384x1x7x7xf32>
    %7930 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %7931 = stablehlo.broadcast_in_dim %7930, dims = [] : (tensor<f32>) -> tensor<384x1x7x7xf32>
    %7932 = stablehlo.multiply %7929, %7931 : tensor<384x1x7x7xf32>
    %7933 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %7934 = stablehlo.broadcast_in_dim %7933, dims = [] : (tensor<f32>) -> tensor<384x1x7x7xf32>
    %7935 = stablehlo.multiply %v.features.5.7.block.0.w, %7934 : tensor<384x1x7x7xf32>
    %7936 = stablehlo.add %7935, %7932 : tensor<384x1x7x7xf32>
    %7937 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<384x1x7x7xf32>
    %7938 = stablehlo.divide %7928, %7937 : tensor<384x1x7x7xf32>
    %7939 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<384x1x7x7xf32>
    %7940 = stablehlo.divide %7936, %7939 : tensor<384x1x7x7xf32>
    %7941 = stablehlo.constant dense<1.000000e-08> : tensor<f32>
    %7942 = stablehlo.broadcast_in_dim %7941, dims = [] : (tensor<f32>) -> tensor<384x1x7x7xf32>
    %7943 = stablehlo.sqrt %7940 : tensor<384x1x7x7xf32>
    %7944 = stablehlo.add %7943, %7942 : tensor<384x1x7x7xf32>
    %7945 = stablehlo.divide %7938, %7944 : tensor<384x1x7x7xf32>
    %7946 = stablehlo.constant dense<1.000000e-04> : tensor<f32>
    %7947 = stablehlo.broadcast_in_dim %7946, dims = [] : (tensor<f32>) -> tensor<384x1x7x7xf32>
    %7948 = stablehlo.multiply %7921, %7947 : tensor<384x1x7x7xf32>
    %7949 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %7950 = stablehlo.broadcast_in_dim %7949, dims = [] : (tensor<f32>) -> tensor<384x1x7x7xf32>
    %7951 = stablehlo.subtract %7950, %7948 : tensor<384x1x7x7xf32>
    %7952 = stablehlo.multiply %theta.features.5.7.block.0.w, %7951 : tensor<384x1x7x7xf32>
    %7953 = stablehlo.multiply %7921, %7945 : tensor<384x1x7x7xf32>
    %7954 = stablehlo.subtract %7952, %7953 : tensor<384x1x7x7xf32>
    %7955 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %7956 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %7957 = stablehlo.broadcast_in_dim %7956, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %7958 = stablehlo.multiply %2596, %7957 : tensor<384xf32>
    %7959 = stablehlo.constant dense<9.000000e-01> : tensor<f32>
    %7960 = stablehlo.broadcast_in_dim %7959, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %7961 = stablehlo.multiply %m.features.5.7.block.0.b, %7960 : tensor<384xf32>
    %7962 = stablehlo.add %7961, %7958 : tensor<384xf32>
    %7963 = stablehlo.multiply %2596, %2596 : tensor<384xf32>
    %7964 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %7965 = stablehlo.broadcast_in_dim %7964, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %7966 = stablehlo.multiply %7963, %7965 : tensor<384xf32>
    %7967 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %7968 = stablehlo.broadcast_in_dim %7967, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %7969 = stablehlo.multiply %v.features.5.7.block.0.b, %7968 : tensor<384xf32>
    %7970 = stablehlo.add %7969, %7966 : tensor<384xf32>
    %7971 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %7972 = stablehlo.divide %7962, %7971 : tensor<384xf32>
    %7973 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %7974 = stablehlo.divide %7970, %7973 : tensor<384xf32>
    %7975 = stablehlo.constant dense<1.000000e-08> : tensor<f32>
    %7976 = stablehlo.broadcast_in_dim %7975, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %7977 = stablehlo.sqrt %7974 : tensor<384xf32>
    %7978 = stablehlo.add %7977, %7976 : tensor<384xf32>
    %7979 = stablehlo.divide %7972, %7978 : tensor<384xf32>
    %7980 = stablehlo.constant dense<1.000000e-04> : tensor<f32>
    %7981 = stablehlo.broadcast_in_dim %7980, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %7982 = stablehlo.multiply %7955, %7981 : tensor<384xf32>
    %7983 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %7984 = stablehlo.broadcast_in_dim %7983, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %7985 = stablehlo.subtract %7984, %7982 : tensor<384xf32>
    %7986 = stablehlo.multiply %theta.features.5.7.block.0.b, %7985 : tensor<384xf32>
    %7987 = stablehlo.multiply %7955, %7979 : tensor<384xf32>
    %7988 = stablehlo.subtract %7986, %7987 : tensor<384xf32>
    %7989 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %7990 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %7991 = stablehlo.broadcast_in_dim %7990, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %7992 = stablehlo.multiply %2568, %7991 : tensor<384xf32>
    %7993 = stablehlo.constant dense<9.000000e-01> : tensor<f32>
    %7994 = stablehlo.broadcast_in_dim %7993, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %7995 = stablehlo.multiply %m.features.5.7.block.2.beta, %7994 : tensor<384xf32>
    %7996 = stablehlo.add %7995, %7992 : tensor<384xf32>
    %7997 = stablehlo.multiply %2568, %2568 : tensor<384xf32>
    %7998 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %7999 = stablehlo.broadcast_in_dim %7998, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %8000 = stablehlo.multiply %7997, %7999 : tensor<384xf32>
    %8001 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %8002 = stablehlo.broadcast_in_dim %8001, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %8003 = stablehlo.multiply %v.features.5.7.block.2.beta, %8002 : tensor<384xf32>
    %8004 = stablehlo.add %8003, %8000 : tensor<384xf32>
    %8005 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %8006 = stablehlo.divide %7996, %8005 : tensor<384xf32>
    %8007 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %8008 = stablehlo.divide %8004, %8007 : tensor<384xf32>
    %8009 = stablehlo.constant dense<1.000000e-08> : tensor<f32>
    %8010 = stablehlo.broadcast_in_dim %8009, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %8011 = stablehlo.sqrt %8008 : tensor<384xf32>
    %8012 = stablehlo.add %8011, %8010 : tensor<384xf32>
    %8013 = stablehlo.divide %8006, %8012 : tensor<384xf32>
    %8014 = stablehlo.constant dense<1.000000e-04> : tensor<f32>
    %8015 = stablehlo.broadcast_in_dim %8014, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %8016 = stablehlo.multiply %7989, %8015 : tensor<384xf32>
    %8017 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %8018 = stablehlo.broadcast_in_dim %8017, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %8019 = stablehlo.subtract %8018, %8016 : tensor<384xf32>
    %8020 = stablehlo.multiply %theta.features.5.7.block.2.beta, %8019 : tensor<384xf32>
    %8021 = stablehlo.multiply %7989, %8013 : tensor<384xf32>
    %8022 = stablehlo.subtract %8020, %8021 : tensor<384xf32>
    %8023 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %8024 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %8025 = stablehlo.broadcast_in_dim %8024, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %8026 = stablehlo.multiply %2572, %8025 : tensor<384xf32>
    %8027 = stablehlo.constant dense<9.000000e-01> : tensor<f32>
    %8028 = stablehlo.broadcast_in_dim %8027, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %8029 = stablehlo.multiply %m.features.5.7.block.2.gamma, %8028 : tensor<384xf32>
    %8030 = stablehlo.add %8029, %8026 : tensor<384xf32>
    %8031 = stablehlo.multiply %2572, %2572 : tensor<384xf32>
    %8032 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %8033 = stablehlo.broadcast_in_dim %8032, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %8034 = stablehlo.multiply %8031, %8033 : tensor<384xf32>
    %8035 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %8036 = stablehlo.broadcast_in_dim %8035, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %8037 = stablehlo.multiply %v.features.5.7.block.2.gamma, %8036 : tensor<384xf32>
    %8038 = stablehlo.add %8037, %8034 : tensor<384xf32>
    %8039 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %8040 = stablehlo.divide %8030, %8039 : tensor<384xf32>
    %8041 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %8042 = stablehlo.divide %8038, %8041 : tensor<384xf32>
    %8043 = stablehlo.constant dense<1.000000e-08> : tensor<f32>
    %8044 = stablehlo.broadcast_in_dim %8043, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %8045 = stablehlo.sqrt %8042 : tensor<384xf32>
    %8046 = stablehlo.add %8045, %8044 : tensor<384xf32>
    %8047 = stablehlo.divide %8040, %8046 : tensor<384xf32>
    %8048 = stablehlo.constant dense<1.000000e-04> : tensor<f32>
    %8049 = stablehlo.broadcast_in_dim %8048, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %8050 = stablehlo.multiply %8023, %8049 : tensor<384xf32>
    %8051 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %8052 = stablehlo.broadcast_in_dim %8051, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %8053 = stablehlo.subtract %8052, %8050 : tensor<384xf32>
    %8054 = stablehlo.multiply %theta.features.5.7.block.2.gamma, %8053 : tensor<384xf32>
    %8055 = stablehlo.multiply %8023, %8047 : tensor<384xf32>
    %8056 = stablehlo.subtract %8054, %8055 : tensor<384xf32>
    %8057 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<384x1536xf32>
    %8058 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %8059 = stablehlo.broadcast_in_dim %8058, dims = [] : (tensor<f32>) -> tensor<384x1536xf32>
    %8060 = stablehlo.multiply %2566, %8059 : tensor<384x1536xf32>
    %8061 = stablehlo.constant dense<9.000000e-01> : tensor<f32>
    %8062 = stablehlo.broadcast_in_dim %8061, dims = [] : (tensor<f32>) -> tensor<384x1536xf32>
    %8063 = stablehlo.multiply %m.features.5.7.block.3.w, %8062 : tensor<384x1536xf32>
    %8064 = stablehlo.add %8063, %8060 : tensor<384x1536xf32>
    %8065 = stablehlo.multiply %2566, %2566 : tensor<384x1536xf32>
    %8066 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %8067 = stablehlo.broadcast_in_dim %8066, dims = [] : (tensor<f32>) -> tensor<384x1536xf32>
    %8068 = stablehlo.multiply %8065, %8067 : tensor<384x1536xf32>
    %8069 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %8070 = stablehlo.broadcast_in_dim %8069, dims = [] : (tensor<f32>) -> tensor<384x1536xf32>
    %8071 = stablehlo.multiply %v.features.5.7.block.3.w, %8070 : tensor<384x1536xf32>
    %8072 = stablehlo.add %8071, %8068 : tensor<384x1536xf32>
    %8073 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<384x1536xf32>
    %8074 = stablehlo.divide %8064, %8073 : tensor<384x1536xf32>
    %8075 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<384x1536xf32>
    %8076 = stablehlo.divide %8072, %8075 : tensor<384x1536xf32>
    %8077 = stablehlo.constant dense<1.000000e-08> : tensor<f32>
    %8078 = stablehlo.broadcast_in_dim %8077, dims = [] : (tensor<f32>) -> tensor<384x1536xf32>
    %8079 = stablehlo.sqrt %8076 : tensor<384x1536xf32>
    %8080 = stablehlo.add %8079, %8078 : tensor<384x1536xf32>
    %8081 = stablehlo.divide %8074, %8080 : tensor<384x1536xf32>
    %8082 = stablehlo.constant dense<1.000000e-04> : tensor<f32>
    %8083 = stablehlo.broadcast_in_dim %8082, dims = [] : (tensor<f32>) -> tensor<384x1536xf32>
    %8084 = stablehlo.multiply %8057, %8083 : tensor<384x1536xf32>
    %8085 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %8086 = stablehlo.broadcast_in_dim %8085, dims = [] : (tensor<f32>) -> tensor<384x1536xf32>
    %8087 = stablehlo.subtract %8086, %8084 : tensor<384x1536xf32>
    %8088 = stablehlo.multiply %theta.features.5.7.block.3.w, %8087 : tensor<384x1536xf32>
    %8089 = stablehlo.multiply %8057, %8081 : tensor<384x1536xf32>
    %8090 = stablehlo.subtract %8088, %8089 : tensor<384x1536xf32>
    %8091 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<1536xf32>
    %8092 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %8093 = stablehlo.broadcast_in_dim %8092, dims = [] : (tensor<f32>) -> tensor<1536xf32>
    %8094 = stablehlo.multiply %2564, %8093 : tensor<1536xf32>
    %8095 = stablehlo.constant dense<9.000000e-01> : tensor<f32>
    %8096 = stablehlo.broadcast_in_dim %8095, dims = [] : (tensor<f32>) -> tensor<1536xf32>
    %8097 = stablehlo.multiply %m.features.5.7.block.3.b, %8096 : tensor<1536xf32>
    %8098 = stablehlo.add %8097, %8094 : tensor<1536xf32>
    %8099 = stablehlo.multiply %2564, %2564 : tensor<1536xf32>
    %8100 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %8101 = stablehlo.broadcast_in_dim %8100, dims = [] : (tensor<f32>) -> tensor<1536xf32>
    %8102 = stablehlo.multiply %8099, %8101 : tensor<1536xf32>
    %8103 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %8104 = stablehlo.broadcast_in_dim %8103, dims = [] : (tensor<f32>) -> tensor<1536xf32>
    %8105 = stablehlo.multiply %v.features.5.7.block.3.b, %8104 : tensor<1536xf32>
    %8106 = stablehlo.add %8105, %8102 : tensor<1536xf32>
    %8107 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<1536xf32>
    %8108 = stablehlo.divide %8098, %8107 : tensor<1536xf32>
    %8109 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<1536xf32>
    %8110 = stablehlo.divide %8106, %8109 : tensor<1536xf32>
    %8111 = stablehlo.constant dense<1.000000e-08> : tensor<f32>
    %8112 = stablehlo.broadcast_in_dim %8111, dims = [] : (tensor<f32>) -> tensor<1536xf32>
    %8113 = stablehlo.sqrt %8110 : tensor<1536xf32>
    %8114 = stablehlo.add %8113, %8112 : tensor<1536xf32>
    %8115 = stablehlo.divide %8108, %8114 : tensor<1536xf32>
    %8116 = stablehlo.constant dense<1.000000e-04> : tensor<f32>
    %8117 = stablehlo.broadcast_in_dim %8116, dims = [] : (tensor<f32>) -> tensor<1536xf32>
    %8118 = stablehlo.multiply %8091, %8117 : tensor<1536xf32>
    %8119 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %8120 = stablehlo.broadcast_in_dim %8119, dims = [] : (tensor<f32>) -> tensor<1536xf32>
    %8121 = stablehlo.subtract %8120, %8118 : tensor<1536xf32>
    %8122 = stablehlo.multiply %theta.features.5.7.block.3.b, %8121 : tensor<1536xf32>
    %8123 = stablehlo.multiply %8091, %8115 : tensor<1536xf32>
    %8124 = stablehlo.subtract %8122, %8123 : tensor<1536xf32>
    %8125 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<1536x384xf32>
    %8126 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %8127 = stablehlo.broadcast_in_dim %8126, dims = [] : (tensor<f32>) -> tensor<1536x384xf32>
    %8128 = stablehlo.multiply %2550, %8127 : tensor<1536x384xf32>
    %8129 = stablehlo.constant dense<9.000000e-01> : tensor<f32>
    %8130 = stablehlo.broadcast_in_dim %8129, dims = [] : (tensor<f32>) -> tensor<1536x384xf32>
    %8131 = stablehlo.multiply %m.features.5.7.block.5.w, %8130 : tensor<1536x384xf32>
    %8132 = stablehlo.add %8131, %8128 : tensor<1536x384xf32>
    %8133 = stablehlo.multiply %2550, %2550 : tensor<1536x384xf32>
    %8134 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %8135 = stablehlo.broadcast_in_dim %8134, dims = [] : (tensor<f32>) -> tensor<1536x384xf32>
    %8136 = stablehlo.multiply %8133, %8135 : tensor<1536x384xf32>
    %8137 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %8138 = stablehlo.broadcast_in_dim %8137, dims = [] : (tensor<f32>) -> tensor<1536x384xf32>
    %8139 = stablehlo.multiply %v.features.5.7.block.5.w, %8138 : tensor<1536x384xf32>
    %8140 = stablehlo.add %8139, %8136 : tensor<1536x384xf32>
    %8141 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<1536x384xf32>
    %8142 = stablehlo.divide %8132, %8141 : tensor<1536x384xf32>
    %8143 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<1536x384xf32>
    %8144 = stablehlo.divide %8140, %8143 : tensor<1536x384xf32>
    %8145 = stablehlo.constant dense<1.000000e-08> : tensor<f32>
    %8146 = stablehlo.broadcast_in_dim %8145, dims = [] : (tensor<f32>) -> tensor<1536x384xf32>
    %8147 = stablehlo.sqrt %8144 : tensor<1536x384xf32>
    %8148 = stablehlo.add %8147, %8146 : tensor<1536x384xf32>
    %8149 = stablehlo.divide %8142, %8148 : tensor<1536x384xf32>
    %8150 = stablehlo.constant dense<1.000000e-04> : tensor<f32>
    %8151 = stablehlo.broadcast_in_dim %8150, dims = [] : (tensor<f32>) -> tensor<1536x384xf32>
    %8152 = stablehlo.multiply %8125, %8151 : tensor<1536x384xf32>
    %8153 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %8154 = stablehlo.broadcast_in_dim %8153, dims = [] : (tensor<f32>) -> tensor<1536x384xf32>
    %8155 = stablehlo.subtract %8154, %8152 : tensor<1536x384xf32>
    %8156 = stablehlo.multiply %theta.features.5.7.block.5.w, %8155 : tensor<1536x384xf32>
    %8157 = stablehlo.multiply %8125, %8149 : tensor<1536x384xf32>
    %8158 = stablehlo.subtract %8156, %8157 : tensor<1536x384xf32>
    %8159 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %8160 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %8161 = stablehlo.broadcast_in_dim %8160, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %8162 = stablehlo.multiply %2548, %8161 : tensor<384xf32>
    %8163 = stablehlo.constant dense<9.000000e-01> : tensor<f32>
    %8164 = stablehlo.broadcast_in_dim %8163, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %8165 = stablehlo.multiply %m.features.5.7.block.5.b, %8164 : tensor<384xf32>
    %8166 = stablehlo.add %8165, %8162 : tensor<384xf32>
    %8167 = stablehlo.multiply %2548, %2548 : tensor<384xf32>
    %8168 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %8169 = stablehlo.broadcast_in_dim %8168, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %8170 = stablehlo.multiply %8167, %8169 : tensor<384xf32>
    %8171 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %8172 = stablehlo.broadcast_in_dim %8171, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %8173 = stablehlo.multiply %v.features.5.7.block.5.b, %8172 : tensor<384xf32>
    %8174 = stablehlo.add %8173, %8170 : tensor<384xf32>
    %8175 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %8176 = stablehlo.divide %8166, %8175 : tensor<384xf32>
    %8177 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %8178 = stablehlo.divide %8174, %8177 : tensor<384xf32>
    %8179 = stablehlo.constant dense<1.000000e-08> : tensor<f32>
    %8180 = stablehlo.broadcast_in_dim %8179, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %8181 = stablehlo.sqrt %8178 : tensor<384xf32>
    %8182 = stablehlo.add %8181, %8180 : tensor<384xf32>
    %8183 = stablehlo.divide %8176, %8182 : tensor<384xf32>
    %8184 = stablehlo.constant dense<1.000000e-04> : tensor<f32>
    %8185 = stablehlo.broadcast_in_dim %8184, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %8186 = stablehlo.multiply %8159, %8185 : tensor<384xf32>
    %8187 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %8188 = stablehlo.broadcast_in_dim %8187, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %8189 = stablehlo.subtract %8188, %8186 : tensor<384xf32>
    %8190 = stablehlo.multiply %theta.features.5.7.block.5.b, %8189 : tensor<384xf32>
    %8191 = stablehlo.multiply %8159, %8183 : tensor<384xf32>
    %8192 = stablehlo.subtract %8190, %8191 : tensor<384xf32>
    %8193 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<384x1x1xf32>
    %8194 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %8195 = stablehlo.broadcast_in_dim %8194, dims = [] : (tensor<f32>) -> tensor<384x1x1xf32>
    %8196 = stablehlo.multiply %2545, %8195 : tensor<384x1x1xf32>
    %8197 = stablehlo.constant dense<9.000000e-01> : tensor<f32>
    %8198 = stablehlo.broadcast_in_dim %8197, dims = [] : (tensor<f32>) -> tensor<384x1x1xf32>
    %8199 = stablehlo.multiply %m.features.5.7.layer_scale, %8198 : tensor<384x1x1xf32>
    %8200 = stablehlo.add %8199, %8196 : tensor<384x1x1xf32>
    %8201 = stablehlo.multiply %2545, %2545 : tensor<384x1x1xf32>
    %8202 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %8203 = stablehlo.broadcast_in_dim %8202, dims = [] : (tensor<f32>) -> tensor<384x1x1xf32>
    %8204 = stablehlo.multiply %8201, %8203 : tensor<384x1x1xf32>
    %8205 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %8206 = stablehlo.broadcast_in_dim %8205, dims = [] : (tensor<f32>) -> tensor<384x1x1xf32>
    %8207 = stablehlo.multiply %v.features.5.7.layer_scale, %8206 : tensor<384x1x1xf32>
    %8208 = stablehlo.add %8207, %8204 : tensor<384x1x1xf32>
    %8209 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<384x1x1xf32>
    %8210 = stablehlo.divide %8200, %8209 : tensor<384x1x1xf32>
    %8211 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<384x1x1xf32>
    %8212 = stablehlo.divide %8208, %8211 : tensor<384x1x1xf32>
    %8213 = stablehlo.constant dense<1.000000e-08> : tensor<f32>
    %8214 = stablehlo.broadcast_in_dim %8213, dims = [] : (tensor<f32>) -> tensor<384x1x1xf32>
    %8215 = stablehlo.sqrt %8212 : tensor<384x1x1xf32>
    %8216 = stablehlo.add %8215, %8214 : tensor<384x1x1xf32>
    %8217 = stablehlo.divide %8210, %8216 : tensor<384x1x1xf32>
    %8218 = stablehlo.constant dense<1.000000e-04> : tensor<f32>
    %8219 = stablehlo.broadcast_in_dim %8218, dims = [] : (tensor<f32>) -> tensor<384x1x1xf32>
    %8220 = stablehlo.multiply %8193, %8219 : tensor<384x1x1xf32>
    %8221 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %8222 = stablehlo.broadcast_in_dim %8221, dims = [] : (tensor<f32>) -> tensor<384x1x1xf32>
    %8223 = stablehlo.subtract %8222, %8220 : tensor<384x1x1xf32>
    %8224 = stablehlo.multiply %theta.features.5.7.layer_scale, %8223 : tensor<384x1x1xf32>
    %8225 = stablehlo.multiply %8193, %8217 : tensor<384x1x1xf32>
    %8226 = stablehlo.subtract %8224, %8225 : tensor<384x1x1xf32>
    %8227 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<384x1x7x7xf32>
    %8228 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %8229 = stablehlo.broadcast_in_dim %8228, dims = [] : (tensor<f32>) -> tensor<384x1x7x7xf32>
    %8230 = stablehlo.multiply %2539, %8229 : tensor<384x1x7x7xf32>
    %8231 = stablehlo.constant dense<9.000000e-01> : tensor<f32>
    %8232 = stablehlo.broadcast_in_dim %8231, dims = [] : (tensor<f32>) -> tensor<384x1x7x7xf32>
    %8233 = stablehlo.multiply %m.features.5.8.block.0.w, %8232 : tensor<384x1x7x7xf32>
    %8234 = stablehlo.add %8233, %8230 : tensor<384x1x7x7xf32>
    %8235 = stablehlo.multiply %2539, %2539 : tensor<384x1x7x7xf32>
    %8236 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %8237 = stablehlo.broadcast_in_dim %8236, dims = [] : (tensor<f32>) -> tensor<384x1x7x7xf32>
    %8238 = stablehlo.multiply %8235, %8237 : tensor<384x1x7x7xf32>
    %8239 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %8240 = stablehlo.broadcast_in_dim %8239, dims = [] : (tensor<f32>) -> tensor<384x1x7x7xf32>
    %8241 = stablehlo.multiply %v.features.5.8.block.0.w, %8240 : tensor<384x1x7x7xf32>
    %8242 = stablehlo.add %8241, %8238 : tensor<384x1x7x7xf32>
    %8243 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<384x1x7x7xf32>
    %8244 = stablehlo.divide %8234, %8243 : tensor<384x1x7x7xf32>
    %8245 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<384x1x7x7xf32>
    %8246 = stablehlo.divide %8242, %8245 : tensor<384x1x7x7xf32>
    %8247 = stablehlo.constant dense<1.000000e-08> : tensor<f32>
    %8248 = stablehlo.broadcast_in_dim %8247, dims = [] : (tensor<f32>) -> tensor<384x1x7x7xf32>
    %8249 = stablehlo.sqrt %8246 : tensor<384x1x7x7xf32>
    %8250 = stablehlo.add %8249, %8248 : tensor<384x1x7x7xf32>
    %8251 = stablehlo.divide %8244, %8250 : tensor<384x1x7x7xf32>
    %8252 = stablehlo.constant dense<1.000000e-04> : tensor<f32>
    %8253 = stablehlo.broadcast_in_dim %8252, dims = [] : (tensor<f32>) -> tensor<384x1x7x7xf32>
    %8254 = stablehlo.multiply %8227, %8253 : tensor<384x1x7x7xf32>
    %8255 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %8256 = stablehlo.broadcast_in_dim %8255, dims = [] : (tensor<f32>) -> tensor<384x1x7x7xf32>
    %8257 = stablehlo.subtract %8256, %8254 : tensor<384x1x7x7xf32>
    %8258 = stablehlo.multiply %theta.features.5.8.block.0.w, %8257 : tensor<384x1x7x7xf32>
    %8259 = stablehlo.multiply %8227, %8251 : tensor<384x1x7x7xf32>
    %8260 = stablehlo.subtract %8258, %8259 : tensor<384x1x7x7xf32>
    %8261 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %8262 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %8263 = stablehlo.broadcast_in_dim %8262, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %8264 = stablehlo.multiply %2532, %8263 : tensor<384xf32>
    %8265 = stablehlo.constant dense<9.000000e-01> : tensor<f32>
    %8266 = stablehlo.broadcast_in_dim %8265, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %8267 = stablehlo.multiply %m.features.5.8.block.0.b, %8266 : tensor<384xf32>
    %8268 = stablehlo.add %8267, %8264 : tensor<384xf32>
    %8269 = stablehlo.multiply %2532, %2532 : tensor<384xf32>
    %8270 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %8271 = stablehlo.broadcast_in_dim %8270, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %8272 = stablehlo.multiply %8269, %8271 : tensor<384xf32>
    %8273 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %8274 = stablehlo.broadcast_in_dim %8273, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %8275 = stablehlo.multiply %v.features.5.8.block.0.b, %8274 : tensor<384xf32>
    %8276 = stablehlo.add %8275, %8272 : tensor<384xf32>
    %8277 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %8278 = stablehlo.divide %8268, %8277 : tensor<384xf32>
    %8279 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %8280 = stablehlo.divide %8276, %8279 : tensor<384xf32>
    %8281 = stablehlo.constant dense<1.000000e-08> : tensor<f32>
    %8282 = stablehlo.broadcast_in_dim %8281, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %8283 = stablehlo.sqrt %8280 : tensor<384xf32>
    %8284 = stablehlo.add %8283, %8282 : tensor<384xf32>
    %8285 = stablehlo.divide %8278, %8284 : tensor<384xf32>
    %8286 = stablehlo.constant dense<1.000000e-04> : tensor<f32>
    %8287 = stablehlo.broadcast_in_dim %8286, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %8288 = stablehlo.multiply %8261, %8287 : tensor<384xf32>
    %8289 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %8290 = stablehlo.broadcast_in_dim %8289, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %8291 = stablehlo.subtract %8290, %8288 : tensor<384xf32>
    %8292 = stablehlo.multiply %theta.features.5.8.block.0.b, %8291 : tensor<384xf32>
    %8293 = stablehlo.multiply %8261, %8285 : tensor<384xf32>
    %8294 = stablehlo.subtract %8292, %8293 : tensor<384xf32>
    %8295 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %8296 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %8297 = stablehlo.broadcast_in_dim %8296, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %8298 = stablehlo.multiply %2504, %8297 : tensor<384xf32>
    %8299 = stablehlo.constant dense<9.000000e-01> : tensor<f32>
    %8300 = stablehlo.broadcast_in_dim %8299, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %8301 = stablehlo.multiply %m.features.5.8.block.2.beta, %8300 : tensor<384xf32>
    %8302 = stablehlo.add %8301, %8298 : tensor<384xf32>
    %8303 = stablehlo.multiply %2504, %2504 : tensor<384xf32>
    %8304 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %8305 = stablehlo.broadcast_in_dim %8304, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %8306 = stablehlo.multiply %8303, %8305 : tensor<384xf32>
    %8307 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %8308 = stablehlo.broadcast_in_dim %8307, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %8309 = stablehlo.multiply %v.features.5.8.block.2.beta, %8308 : tensor<384xf32>
    %8310 = stablehlo.add %8309, %8306 : tensor<384xf32>
    %8311 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %8312 = stablehlo.divide %8302, %8311 : tensor<384xf32>
    %8313 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %8314 = stablehlo.divide %8310, %8313 : tensor<384xf32>
    %8315 = stablehlo.constant dense<1.000000e-08> : tensor<f32>
    %8316 = stablehlo.broadcast_in_dim %8315, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %8317 = stablehlo.sqrt %8314 : tensor<384xf32>
    %8318 = stablehlo.add %8317, %8316 : tensor<384xf32>
    %8319 = stablehlo.divide %8312, %8318 : tensor<384xf32>
    %8320 = stablehlo.constant dense<1.000000e-04> : tensor<f32>
    %8321 = stablehlo.broadcast_in_dim %8320, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %8322 = stablehlo.multiply %8295, %8321 : tensor<384xf32>
    %8323 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %8324 = stablehlo.broadcast_in_dim %8323, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %8325 = stablehlo.subtract %8324, %8322 : tensor<384xf32>
    %8326 = stablehlo.multiply %theta.features.5.8.block.2.beta, %8325 : tensor<384xf32>
    %8327 = stablehlo.multiply %8295, %8319 : tensor<384xf32>
    %8328 = stablehlo.subtract %8326, %8327 : tensor<384xf32>
    %8329 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %8330 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %8331 = stablehlo.broadcast_in_dim %8330, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %8332 = stablehlo.multiply %2508, %8331 : tensor<384xf32>
    %8333 = stablehlo.constant dense<9.000000e-01> : tensor<f32>
    %8334 = stablehlo.broadcast_in_dim %8333, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %8335 = stablehlo.multiply %m.features.5.8.block.2.gamma, %8334 : tensor<384xf32>
    %8336 = stablehlo.add %8335, %8332 : tensor<384xf32>
    %8337 = stablehlo.multiply %2508, %2508 : tensor<384xf32>
    %8338 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %8339 = stablehlo.broadcast_in_dim %8338, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %8340 = stablehlo.multiply %8337, %8339 : tensor<384xf32>
    %8341 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %8342 = stablehlo.broadcast_in_dim %8341, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %8343 = stablehlo.multiply %v.features.5.8.block.2.gamma, %8342 : tensor<384xf32>
    %8344 = stablehlo.add %8343, %8340 : tensor<384xf32>
    %8345 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %8346 = stablehlo.divide %8336, %8345 : tensor<384xf32>
    %8347 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %8348 = stablehlo.divide %8344, %8347 : tensor<384xf32>
    %8349 = stablehlo.constant dense<1.000000e-08> : tensor<f32>
    %8350 = stablehlo.broadcast_in_dim %8349, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %8351 = stablehlo.sqrt %8348 : tensor<384xf32>
    %8352 = stablehlo.add %8351, %8350 : tensor<384xf32>
    %8353 = stablehlo.divide %8346, %8352 : tensor<384xf32>
    %8354 = stablehlo.constant dense<1.000000e-04> : tensor<f32>
    %8355 = stablehlo.broadcast_in_dim %8354, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %8356 = stablehlo.multiply %8329, %8355 : tensor<384xf32>
    %8357 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %8358 = stablehlo.broadcast_in_dim %8357, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %8359 = stablehlo.subtract %8358, %8356 : tensor<384xf32>
    %8360 = stablehlo.multiply %theta.features.5.8.block.2.gamma, %8359 : tensor<384xf32>
    %8361 = stablehlo.multiply %8329, %8353 : tensor<384xf32>
    %8362 = stablehlo.subtract %8360, %8361 : tensor<384xf32>
    %8363 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<384x1536xf32>
    %8364 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %8365 = stablehlo.broadcast_in_dim %8364, dims = [] : (tensor<f32>) -> tensor<384x1536xf32>
    %8366 = stablehlo.multiply %2502, %8365 : tensor<384x1536xf32>
    %8367 = stablehlo.constant dense<9.000000e-01> : tensor<f32>
    %8368 = stablehlo.broadcast_in_dim %8367, dims = [] : (tensor<f32>) -> tensor<384x1536xf32>
    %8369 = stablehlo.multiply %m.features.5.8.block.3.w, %8368 : tensor<384x1536xf32>
    %8370 = stablehlo.add %8369, %8366 : tensor<384x1536xf32>
    %8371 = stablehlo.multiply %2502, %2502 : tensor<384x1536xf32>
    %8372 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %8373 = stablehlo.broadcast_in_dim %8372, dims = [] : (tensor<f32>) -> tensor<384x1536xf32>
    %8374 = stablehlo.multiply %8371, %8373 : tensor<384x1536xf32>
    %8375 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %8376 = stablehlo.broadcast_in_dim %8375, dims = [] : (tensor<f32>) -> tensor<384x1536xf32>
    %8377 = stablehlo.multiply %v.features.5.8.block.3.w, %8376 : tensor<384x1536xf32>
    %8378 = stablehlo.add %8377, %8374 : tensor<384x1536xf32>
    %8379 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<384x1536xf32>
    %8380 = stablehlo.divide %8370, %8379 : tensor<384x1536xf32>
    %8381 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<384x1536xf32>
    %8382 = stablehlo.divide %8378, %8381 : tensor<384x1536xf32>
    %8383 = stablehlo.constant dense<1.000000e-08> : tensor<f32>
    %8384 = stablehlo.broadcast_in_dim %8383, dims = [] : (tensor<f32>) -> tensor<384x1536xf32>
    %8385 = stablehlo.sqrt %8382 : tensor<384x1536xf32>
    %8386 = stablehlo.add %8385, %8384 : tensor<384x1536xf32>
    %8387 = stablehlo.divide %8380, %8386 : tensor<384x1536xf32>
    %8388 = stablehlo.constant dense<1.000000e-04> : tensor<f32>
    %8389 = stablehlo.broadcast_in_dim %8388, dims = [] : (tensor<f32>) -> tensor<384x1536xf32>
    %8390 = stablehlo.multiply %8363, %8389 : tensor<384x1536xf32>
    %8391 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %8392 = stablehlo.broadcast_in_dim %8391, dims = [] : (tensor<f32>) -> tensor<384x1536xf32>
    %8393 = stablehlo.subtract %8392, %8390 : tensor<384x1536xf32>
    %8394 = stablehlo.multiply %theta.features.5.8.block.3.w, %8393 : tensor<384x1536xf32>
    %8395 = stablehlo.multiply %8363, %8387 : tensor<384x1536xf32>
    %8396 = stablehlo.subtract %8394, %8395 : tensor<384x1536xf32>
    %8397 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<1536xf32>
    %8398 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %8399 = stablehlo.broadcast_in_dim %8398, dims = [] : (tensor<f32>) -> tensor<1536xf32>
    %8400 = stablehlo.multiply %2500, %8399 : tensor<1536xf32>
    %8401 = stablehlo.constant dense<9.000000e-01> : tensor<f32>
    %8402 = stablehlo.broadcast_in_dim %8401, dims = [] : (tensor<f32>) -> tensor<1536xf32>
    %8403 = stablehlo.multiply %m.features.5.8.block.3.b, %8402 : tensor<1536xf32>
    %8404 = stablehlo.add %8403, %8400 : tensor<1536xf32>
    %8405 = stablehlo.multiply %2500, %2500 : tensor<1536xf32>
    %8406 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %8407 = stablehlo.broadcast_in_dim %8406, dims = [] : (tensor<f32>) -> tensor<1536xf32>
    %8408 = stablehlo.multiply %8405, %8407 : tensor<1536xf32>
    %8409 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %8410 = stablehlo.broadcast_in_dim %8409, dims = [] : (tensor<f32>) -> tensor<1536xf32>
    %8411 = stablehlo.multiply %v.features.5.8.block.3.b, %8410 : tensor<1536xf32>
    %8412 = stablehlo.add %8411, %8408 : tensor<1536xf32>
    %8413 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<1536xf32>
    %8414 = stablehlo.divide %8404, %8413 : tensor<1536xf32>
    %8415 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<1536xf32>
    %8416 = stablehlo.divide %8412, %8415 : tensor<1536xf32>
    %8417 = stablehlo.constant dense<1.000000e-08> : tensor<f32>
    %8418 = stablehlo.broadcast_in_dim %8417, dims = [] : (tensor<f32>) -> tensor<1536xf32>
    %8419 = stablehlo.sqrt %8416 : tensor<1536xf32>
    %8420 = stablehlo.add %8419, %8418 : tensor<1536xf32>
    %8421 = stablehlo.divide %8414, %8420 : tensor<1536xf32>
    %8422 = stablehlo.constant dense<1.000000e-04> : tensor<f32>
    %8423 = stablehlo.broadcast_in_dim %8422, dims = [] : (tensor<f32>) -> tensor<1536xf32>
    %8424 = stablehlo.multiply %8397, %8423 : tensor<1536xf32>
    %8425 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %8426 = stablehlo.broadcast_in_dim %8425, dims = [] : (tensor<f32>) -> tensor<1536xf32>
    %8427 = stablehlo.subtract %8426, %8424 : tensor<1536xf32>
    %8428 = stablehlo.multiply %theta.features.5.8.block.3.b, %8427 : tensor<1536xf32>
    %8429 = stablehlo.multiply %8397, %8421 : tensor<1536xf32>
    %8430 = stablehlo.subtract %8428, %8429 : tensor<1536xf32>
    %8431 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<1536x384xf32>
    %8432 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %8433 = stablehlo.broadcast_in_dim %8432, dims = [] : (tensor<f32>) -> tensor<1536x384xf32>
    %8434 = stablehlo.multiply %2486, %8433 : tensor<1536x384xf32>
    %8435 = stablehlo.constant dense<9.000000e-01> : tensor<f32>
    %8436 = stablehlo.broadcast_in_dim %8435, dims = [] : (tensor<f32>) -> tensor<1536x384xf32>
    %8437 = stablehlo.multiply %m.features.5.8.block.5.w, %8436 : tensor<1536x384xf32>
    %8438 = stablehlo.add %8437, %8434 : tensor<1536x384xf32>
    %8439 = stablehlo.multiply %2486, %2486 : tensor<1536x384xf32>
    %8440 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %8441 = stablehlo.broadcast_in_dim %8440, dims = [] : (tensor<f32>) -> tensor<1536x384xf32>
    %8442 = stablehlo.multiply %8439, %8441 : tensor<1536x384xf32>
    %8443 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %8444 = stablehlo.broadcast_in_dim %8443, dims = [] : (tensor<f32>) -> tensor<1536x384xf32>
    %8445 = stablehlo.multiply %v.features.5.8.block.5.w, %8444 : tensor<1536x384xf32>
    %8446 = stablehlo.add %8445, %8442 : tensor<1536x384xf32>
    %8447 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<1536x384xf32>
    %8448 = stablehlo.divide %8438, %8447 : tensor<1536x384xf32>
    %8449 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<1536x384xf32>
    %8450 = stablehlo.divide %8446, %8449 : tensor<1536x384xf32>
    %8451 = stablehlo.constant dense<1.000000e-08> : tensor<f32>
    %8452 = stablehlo.broadcast_in_dim %8451, dims = [] : (tensor<f32>) -> tensor<1536x384xf32>
    %8453 = stablehlo.sqrt %8450 : tensor<1536x384xf32>
    %8454 = stablehlo.add %8453, %8452 : tensor<1536x384xf32>
    %8455 = stablehlo.divide %8448, %8454 : tensor<1536x384xf32>
    %8456 = stablehlo.constant dense<1.000000e-04> : tensor<f32>
    %8457 = stablehlo.broadcast_in_dim %8456, dims = [] : (tensor<f32>) -> tensor<1536x384xf32>
    %8458 = stablehlo.multiply %8431, %8457 : tensor<1536x384xf32>
    %8459 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %8460 = stablehlo.broadcast_in_dim %8459, dims = [] : (tensor<f32>) -> tensor<1536x384xf32>
    %8461 = stablehlo.subtract %8460, %8458 : tensor<1536x384xf32>
    %8462 = stablehlo.multiply %theta.features.5.8.block.5.w, %8461 : tensor<1536x384xf32>
    %8463 = stablehlo.multiply %8431, %8455 : tensor<1536x384xf32>
    %8464 = stablehlo.subtract %8462, %8463 : tensor<1536x384xf32>
    %8465 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %8466 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %8467 = stablehlo.broadcast_in_dim %8466, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %8468 = stablehlo.multiply %2484, %8467 : tensor<384xf32>
    %8469 = stablehlo.constant dense<9.000000e-01> : tensor<f32>
    %8470 = stablehlo.broadcast_in_dim %8469, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %8471 = stablehlo.multiply %m.features.5.8.block.5.b, %8470 : tensor<384xf32>
    %8472 = stablehlo.add %8471, %8468 : tensor<384xf32>
    %8473 = stablehlo.multiply %2484, %2484 : tensor<384xf32>
    %8474 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %8475 = stablehlo.broadcast_in_dim %8474, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %8476 = stablehlo.multiply %8473, %8475 : tensor<384xf32>
    %8477 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %8478 = stablehlo.broadcast_in_dim %8477, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %8479 = stablehlo.multiply %v.features.5.8.block.5.b, %8478 : tensor<384xf32>
    %8480 = stablehlo.add %8479, %8476 : tensor<384xf32>
    %8481 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %8482 = stablehlo.divide %8472, %8481 : tensor<384xf32>
    %8483 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %8484 = stablehlo.divide %8480, %8483 : tensor<384xf32>
    %8485 = stablehlo.constant dense<1.000000e-08> : tensor<f32>
    %8486 = stablehlo.broadcast_in_dim %8485, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %8487 = stablehlo.sqrt %8484 : tensor<384xf32>
    %8488 = stablehlo.add %8487, %8486 : tensor<384xf32>
    %8489 = stablehlo.divide %8482, %8488 : tensor<384xf32>
    %8490 = stablehlo.constant dense<1.000000e-04> : tensor<f32>
    %8491 = stablehlo.broadcast_in_dim %8490, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %8492 = stablehlo.multiply %8465, %8491 : tensor<384xf32>
    %8493 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %8494 = stablehlo.broadcast_in_dim %8493, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %8495 = stablehlo.subtract %8494, %8492 : tensor<384xf32>
    %8496 = stablehlo.multiply %theta.features.5.8.block.5.b, %8495 : tensor<384xf32>
    %8497 = stablehlo.multiply %8465, %8489 : tensor<384xf32>
    %8498 = stablehlo.subtract %8496, %8497 : tensor<384xf32>
    %8499 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<384x1x1xf32>
    %8500 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %8501 = stablehlo.broadcast_in_dim %8500, dims = [] : (tensor<f32>) -> tensor<384x1x1xf32>
    %8502 = stablehlo.multiply %2481, %8501 : tensor<384x1x1xf32>
    %8503 = stablehlo.constant dense<9.000000e-01> : tensor<f32>
    %8504 = stablehlo.broadcast_in_dim %8503, dims = [] : (tensor<f32>) -> tensor<384x1x1xf32>
    %8505 = stablehlo.multiply %m.features.5.8.layer_scale, %8504 : tensor<384x1x1xf32>
    %8506 = stablehlo.add %8505, %8502 : tensor<384x1x1xf32>
    %8507 = stablehlo.multiply %2481, %2481 : tensor<384x1x1xf32>
    %8508 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %8509 = stablehlo.broadcast_in_dim %8508, dims = [] : (tensor<f32>) -> tensor<384x1x1xf32>
    %8510 = stablehlo.multiply %8507, %8509 : tensor<384x1x1xf32>
    %8511 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %8512 = stablehlo.broadcast_in_dim %8511, dims = [] : (tensor<f32>) -> tensor<384x1x1xf32>
    %8513 = stablehlo.multiply %v.features.5.8.layer_scale, %8512 : tensor<384x1x1xf32>
    %8514 = stablehlo.add %8513, %8510 : tensor<384x1x1xf32>
    %8515 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<384x1x1xf32>
    %8516 = stablehlo.divide %8506, %8515 : tensor<384x1x1xf32>
    %8517 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<384x1x1xf32>
    %8518 = stablehlo.divide %8514, %8517 : tensor<384x1x1xf32>
    %8519 = stablehlo.constant dense<1.000000e-08> : tensor<f32>
    %8520 = stablehlo.broadcast_in_dim %8519, dims = [] : (tensor<f32>) -> tensor<384x1x1xf32>
    %8521 = stablehlo.sqrt %8518 : tensor<384x1x1xf32>
    %8522 = stablehlo.add %8521, %8520 : tensor<384x1x1xf32>
    %8523 = stablehlo.divide %8516, %8522 : tensor<384x1x1xf32>
    %8524 = stablehlo.constant dense<1.000000e-04> : tensor<f32>
    %8525 = stablehlo.broadcast_in_dim %8524, dims = [] : (tensor<f32>) -> tensor<384x1x1xf32>
    %8526 = stablehlo.multiply %8499, %8525 : tensor<384x1x1xf32>
    %8527 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %8528 = stablehlo.broadcast_in_dim %8527, dims = [] : (tensor<f32>) -> tensor<384x1x1xf32>
    %8529 = stablehlo.subtract %8528, %8526 : tensor<384x1x1xf32>
    %8530 = stablehlo.multiply %theta.features.5.8.layer_scale, %8529 : tensor<384x1x1xf32>
    %8531 = stablehlo.multiply %8499, %8523 : tensor<384x1x1xf32>
    %8532 = stablehlo.subtract %8530, %8531 : tensor<384x1x1xf32>
    %8533 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %8534 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %8535 = stablehlo.broadcast_in_dim %8534, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %8536 = stablehlo.multiply %2449, %8535 : tensor<384xf32>
    %8537 = stablehlo.constant dense<9.000000e-01> : tensor<f32>
    %8538 = stablehlo.broadcast_in_dim %8537, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %8539 = stablehlo.multiply %m.features.6.0.beta, %8538 : tensor<384xf32>
    %8540 = stablehlo.add %8539, %8536 : tensor<384xf32>
    %8541 = stablehlo.multiply %2449, %2449 : tensor<384xf32>
    %8542 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %8543 = stablehlo.broadcast_in_dim %8542, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %8544 = stablehlo.multiply %8541, %8543 : tensor<384xf32>
    %8545 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %8546 = stablehlo.broadcast_in_dim %8545, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %8547 = stablehlo.multiply %v.features.6.0.beta, %8546 : tensor<384xf32>
    %8548 = stablehlo.add %8547, %8544 : tensor<384xf32>
    %8549 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %8550 = stablehlo.divide %8540, %8549 : tensor<384xf32>
    %8551 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %8552 = stablehlo.divide %8548, %8551 : tensor<384xf32>
    %8553 = stablehlo.constant dense<1.000000e-08> : tensor<f32>
    %8554 = stablehlo.broadcast_in_dim %8553, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %8555 = stablehlo.sqrt %8552 : tensor<384xf32>
    %8556 = stablehlo.add %8555, %8554 : tensor<384xf32>
    %8557 = stablehlo.divide %8550, %8556 : tensor<384xf32>
    %8558 = stablehlo.constant dense<1.000000e-04> : tensor<f32>
    %8559 = stablehlo.broadcast_in_dim %8558, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %8560 = stablehlo.multiply %8533, %8559 : tensor<384xf32>
    %8561 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %8562 = stablehlo.broadcast_in_dim %8561, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %8563 = stablehlo.subtract %8562, %8560 : tensor<384xf32>
    %8564 = stablehlo.multiply %theta.features.6.0.beta, %8563 : tensor<384xf32>
    %8565 = stablehlo.multiply %8533, %8557 : tensor<384xf32>
    %8566 = stablehlo.subtract %8564, %8565 : tensor<384xf32>
    %8567 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %8568 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %8569 = stablehlo.broadcast_in_dim %8568, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %8570 = stablehlo.multiply %2453, %8569 : tensor<384xf32>
    %8571 = stablehlo.constant dense<9.000000e-01> : tensor<f32>
    %8572 = stablehlo.broadcast_in_dim %8571, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %8573 = stablehlo.multiply %m.features.6.0.gamma, %8572 : tensor<384xf32>
    %8574 = stablehlo.add %8573, %8570 : tensor<384xf32>
    %8575 = stablehlo.multiply %2453, %2453 : tensor<384xf32>
    %8576 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %8577 = stablehlo.broadcast_in_dim %8576, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %8578 = stablehlo.multiply %8575, %8577 : tensor<384xf32>
    %8579 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %8580 = stablehlo.broadcast_in_dim %8579, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %8581 = stablehlo.multiply %v.features.6.0.gamma, %8580 : tensor<384xf32>
    %8582 = stablehlo.add %8581, %8578 : tensor<384xf32>
    %8583 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %8584 = stablehlo.divide %8574, %8583 : tensor<384xf32>
    %8585 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %8586 = stablehlo.divide %8582, %8585 : tensor<384xf32>
    %8587 = stablehlo.constant dense<1.000000e-08> : tensor<f32>
    %8588 = stablehlo.broadcast_in_dim %8587, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %8589 = stablehlo.sqrt %8586 : tensor<384xf32>
    %8590 = stablehlo.add %8589, %8588 : tensor<384xf32>
    %8591 = stablehlo.divide %8584, %8590 : tensor<384xf32>
    %8592 = stablehlo.constant dense<1.000000e-04> : tensor<f32>
    %8593 = stablehlo.broadcast_in_dim %8592, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %8594 = stablehlo.multiply %8567, %8593 : tensor<384xf32>
    %8595 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %8596 = stablehlo.broadcast_in_dim %8595, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %8597 = stablehlo.subtract %8596, %8594 : tensor<384xf32>
    %8598 = stablehlo.multiply %theta.features.6.0.gamma, %8597 : tensor<384xf32>
    %8599 = stablehlo.multiply %8567, %8591 : tensor<384xf32>
    %8600 = stablehlo.subtract %8598, %8599 : tensor<384xf32>
    %8601 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<768x384x2x2xf32>
    %8602 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %8603 = stablehlo.broadcast_in_dim %8602, dims = [] : (tensor<f32>) -> tensor<768x384x2x2xf32>
    %8604 = stablehlo.multiply %2446, %8603 : tensor<768x384x2x2xf32>
    %8605 = stablehlo.constant dense<9.000000e-01> : tensor<f32>
    %8606 = stablehlo.broadcast_in_dim %8605, dims = [] : (tensor<f32>) -> tensor<768x384x2x2xf32>
    %8607 = stablehlo.multiply %m.features.6.1.w, %8606 : tensor<768x384x2x2xf32>
    %8608 = stablehlo.add %8607, %8604 : tensor<768x384x2x2xf32>
    %8609 = stablehlo.multiply %2446, %2446 : tensor<768x384x2x2xf32>
    %8610 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %8611 = stablehlo.broadcast_in_dim %8610, dims = [] : (tensor<f32>) -> tensor<768x384x2x2xf32>
    %8612 = stablehlo.multiply %8609, %8611 : tensor<768x384x2x2xf32>
    %8613 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %8614 = stablehlo.broadcast_in_dim %8613, dims = [] : (tensor<f32>) -> tensor<768x384x2x2xf32>
    %8615 = stablehlo.multiply %v.features.6.1.w, %8614 : tensor<768x384x2x2xf32>
    %8616 = stablehlo.add %8615, %8612 : tensor<768x384x2x2xf32>
    %8617 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<768x384x2x2xf32>
    %8618 = stablehlo.divide %8608, %8617 : tensor<768x384x2x2xf32>
    %8619 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<768x384x2x2xf32>
    %8620 = stablehlo.divide %8616, %8619 : tensor<768x384x2x2xf32>
    %8621 = stablehlo.constant dense<1.000000e-08> : tensor<f32>
    %8622 = stablehlo.broadcast_in_dim %8621, dims = [] : (tensor<f32>) -> tensor<768x384x2x2xf32>
    %8623 = stablehlo.sqrt %8620 : tensor<768x384x2x2xf32>
    %8624 = stablehlo.add %8623, %8622 : tensor<768x384x2x2xf32>
    %8625 = stablehlo.divide %8618, %8624 : tensor<768x384x2x2xf32>
    %8626 = stablehlo.constant dense<1.000000e-04> : tensor<f32>
    %8627 = stablehlo.broadcast_in_dim %8626, dims = [] : (tensor<f32>) -> tensor<768x384x2x2xf32>
    %8628 = stablehlo.multiply %8601, %8627 : tensor<768x384x2x2xf32>
    %8629 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %8630 = stablehlo.broadcast_in_dim %8629, dims = [] : (tensor<f32>) -> tensor<768x384x2x2xf32>
    %8631 = stablehlo.subtract %8630, %8628 : tensor<768x384x2x2xf32>
    %8632 = stablehlo.multiply %theta.features.6.1.w, %8631 : tensor<768x384x2x2xf32>
    %8633 = stablehlo.multiply %8601, %8625 : tensor<768x384x2x2xf32>
    %8634 = stablehlo.subtract %8632, %8633 : tensor<768x384x2x2xf32>
    %8635 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %8636 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %8637 = stablehlo.broadcast_in_dim %8636, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %8638 = stablehlo.multiply %2443, %8637 : tensor<768xf32>
    %8639 = stablehlo.constant dense<9.000000e-01> : tensor<f32>
    %8640 = stablehlo.broadcast_in_dim %8639, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %8641 = stablehlo.multiply %m.features.6.1.b, %8640 : tensor<768xf32>
    %8642 = stablehlo.add %8641, %8638 : tensor<768xf32>
    %8643 = stablehlo.multiply %2443, %2443 : tensor<768xf32>
    %8644 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %8645 = stablehlo.broadcast_in_dim %8644, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %8646 = stablehlo.multiply %8643, %8645 : tensor<768xf32>
    %8647 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %8648 = stablehlo.broadcast_in_dim %8647, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %8649 = stablehlo.multiply %v.features.6.1.b, %8648 : tensor<768xf32>
    %8650 = stablehlo.add %8649, %8646 : tensor<768xf32>
    %8651 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %8652 = stablehlo.divide %8642, %8651 : tensor<768xf32>
    %8653 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %8654 = stablehlo.divide %8650, %8653 : tensor<768xf32>
    %8655 = stablehlo.constant dense<1.000000e-08> : tensor<f32>
    %8656 = stablehlo.broadcast_in_dim %8655, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %8657 = stablehlo.sqrt %8654 : tensor<768xf32>
    %8658 = stablehlo.add %8657, %8656 : tensor<768xf32>
    %8659 = stablehlo.divide %8652, %8658 : tensor<768xf32>
    %8660 = stablehlo.constant dense<1.000000e-04> : tensor<f32>
    %8661 = stablehlo.broadcast_in_dim %8660, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %8662 = stablehlo.multiply %8635, %8661 : tensor<768xf32>
    %8663 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %8664 = stablehlo.broadcast_in_dim %8663, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %8665 = stablehlo.subtract %8664, %8662 : tensor<768xf32>
    %8666 = stablehlo.multiply %theta.features.6.1.b, %8665 : tensor<768xf32>
    %8667 = stablehlo.multiply %8635, %8659 : tensor<768xf32>
    %8668 = stablehlo.subtract %8666, %8667 : tensor<768xf32>
    %8669 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<768x1x7x7xf32>
    %8670 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %8671 = stablehlo.broadcast_in_dim %8670, dims = [] : (tensor<f32>) -> tensor<768x1x7x7xf32>
    %8672 = stablehlo.multiply %2441, %8671 : tensor<768x1x7x7xf32>
    %8673 = stablehlo.constant dense<9.000000e-01> : tensor<f32>
    %8674 = stablehlo.broadcast_in_dim %8673, dims = [] : (tensor<f32>) -> tensor<768x1x7x7xf32>
    %8675 = stablehlo.multiply %m.features.7.0.block.0.w, %8674 : tensor<768x1x7x7xf32>
    %8676 = stablehlo.add %8675, %8672 : tensor<768x1x7x7xf32>
    %8677 = stablehlo.multiply %2441, %2441 : tensor<768x1x7x7xf32>
    %8678 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %8679 = stablehlo.broadcast_in_dim %8678, dims = [] : (tensor<f32>) -> tensor<768x1x7x7xf32>
    %8680 = stablehlo.multiply %8677, %8679 : tensor<768x1x7x7xf32>
    %8681 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %8682 = stablehlo.broadcast_in_dim %8681, dims = [] : (tensor<f32>) -> tensor<768x1x7x7xf32>
    %8683 = stablehlo.multiply %v.features.7.0.block.0.w, %8682 : tensor<768x1x7x7xf32>
    %8684 = stablehlo.add %8683, %8680 : tensor<768x1x7x7xf32>
    %8685 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<768x1x7x7xf32>
    %8686 = stablehlo.divide %8676, %8685 : tensor<768x1x7x7xf32>
    %8687 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<768x1x7x7xf32>
    %8688 = stablehlo.divide %8684, %8687 : tensor<768x1x7x7xf32>
    %8689 = stablehlo.constant dense<1.000000e-08> : tensor<f32>
    %8690 = stablehlo.broadcast_in_dim %8689, dims = [] : (tensor<f32>) -> tensor<768x1x7x7xf32>
    %8691 = stablehlo.sqrt %8688 : tensor<768x1x7x7xf32>
    %8692 = stablehlo.add %8691, %8690 : tensor<768x1x7x7xf32>
    %8693 = stablehlo.divide %8686, %8692 : tensor<768x1x7x7xf32>
    %8694 = stablehlo.constant dense<1.000000e-04> : tensor<f32>
    %8695 = stablehlo.broadcast_in_dim %8694, dims = [] : (tensor<f32>) -> tensor<768x1x7x7xf32>
    %8696 = stablehlo.multiply %8669, %8695 : tensor<768x1x7x7xf32>
    %8697 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %8698 = stablehlo.broadcast_in_dim %8697, dims = [] : (tensor<f32>) -> tensor<768x1x7x7xf32>
    %8699 = stablehlo.subtract %8698, %8696 : tensor<768x1x7x7xf32>
    %8700 = stablehlo.multiply %theta.features.7.0.block.0.w, %8699 : tensor<768x1x7x7xf32>
    %8701 = stablehlo.multiply %8669, %8693 : tensor<768x1x7x7xf32>
    %8702 = stablehlo.subtract %8700, %8701 : tensor<768x1x7x7xf32>
    %8703 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %8704 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %8705 = stablehlo.broadcast_in_dim %8704, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %8706 = stablehlo.multiply %2434, %8705 : tensor<768xf32>
    %8707 = stablehlo.constant dense<9.000000e-01> : tensor<f32>
    %8708 = stablehlo.broadcast_in_dim %8707, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %8709 = stablehlo.multiply %m.features.7.0.block.0.b, %8708 : tensor<768xf32>
    %8710 = stablehlo.add %8709, %8706 : tensor<768xf32>
    %8711 = stablehlo.multiply %2434, %2434 : tensor<768xf32>
    %8712 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %8713 = stablehlo.broadcast_in_dim %8712, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %8714 = stablehlo.multiply %8711, %8713 : tensor<768xf32>
    %8715 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %8716 = stablehlo.broadcast_in_dim %8715, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %8717 = stablehlo.multiply %v.features.7.0.block.0.b, %8716 : tensor<768xf32>
    %8718 = stablehlo.add %8717, %8714 : tensor<768xf32>
    %8719 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %8720 = stablehlo.divide %8710, %8719 : tensor<768xf32>
    %8721 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %8722 = stablehlo.divide %8718, %8721 : tensor<768xf32>
    %8723 = stablehlo.constant dense<1.000000e-08> : tensor<f32>
    %8724 = stablehlo.broadcast_in_dim %8723, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %8725 = stablehlo.sqrt %8722 : tensor<768xf32>
    %8726 = stablehlo.add %8725, %8724 : tensor<768xf32>
    %8727 = stablehlo.divide %8720, %8726 : tensor<768xf32>
    %8728 = stablehlo.constant dense<1.000000e-04> : tensor<f32>
    %8729 = stablehlo.broadcast_in_dim %8728, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %8730 = stablehlo.multiply %8703, %8729 : tensor<768xf32>
    %8731 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %8732 = stablehlo.broadcast_in_dim %8731, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %8733 = stablehlo.subtract %8732, %8730 : tensor<768xf32>
    %8734 = stablehlo.multiply %theta.features.7.0.block.0.b, %8733 : tensor<768xf32>
    %8735 = stablehlo.multiply %8703, %8727 : tensor<768xf32>
    %8736 = stablehlo.subtract %8734, %8735 : tensor<768xf32>
    %8737 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %8738 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %8739 = stablehlo.broadcast_in_dim %8738, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %8740 = stablehlo.multiply %2406, %8739 : tensor<768xf32>
    %8741 = stablehlo.constant dense<9.000000e-01> : tensor<f32>
    %8742 = stablehlo.broadcast_in_dim %8741, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %8743 = stablehlo.multiply %m.features.7.0.block.2.beta, %8742 : tensor<768xf32>
    %8744 = stablehlo.add %8743, %8740 : tensor<768xf32>
    %8745 = stablehlo.multiply %2406, %2406 : tensor<768xf32>
    %8746 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %8747 = stablehlo.broadcast_in_dim %8746, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %8748 = stablehlo.multiply %8745, %8747 : tensor<768xf32>
    %8749 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %8750 = stablehlo.broadcast_in_dim %8749, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %8751 = stablehlo.multiply %v.features.7.0.block.2.beta, %8750 : tensor<768xf32>
    %8752 = stablehlo.add %8751, %8748 : tensor<768xf32>
    %8753 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %8754 = stablehlo.divide %8744, %8753 : tensor<768xf32>
    %8755 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %8756 = stablehlo.divide %8752, %8755 : tensor<768xf32>
    %8757 = stablehlo.constant dense<1.000000e-08> : tensor<f32>
    %8758 = stablehlo.broadcast_in_dim %8757, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %8759 = stablehlo.sqrt %8756 : tensor<768xf32>
    %8760 = stablehlo.add %8759, %8758 : tensor<768xf32>
    %8761 = stablehlo.divide %8754, %8760 : tensor<768xf32>
    %8762 = stablehlo.constant dense<1.000000e-04> : tensor<f32>
    %8763 = stablehlo.broadcast_in_dim %8762, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %8764 = stablehlo.multiply %8737, %8763 : tensor<768xf32>
    %8765 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %8766 = stablehlo.broadcast_in_dim %8765, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %8767 = stablehlo.subtract %8766, %8764 : tensor<768xf32>
    %8768 = stablehlo.multiply %theta.features.7.0.block.2.beta, %8767 : tensor<768xf32>
    %8769 = stablehlo.multiply %8737, %8761 : tensor<768xf32>
    %8770 = stablehlo.subtract %8768, %8769 : tensor<768xf32>
    %8771 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %8772 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %8773 = stablehlo.broadcast_in_dim %8772, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %8774 = stablehlo.multiply %2410, %8773 : tensor<768xf32>
    %8775 = stablehlo.constant dense<9.000000e-01> : tensor<f32>
    %8776 = stablehlo.broadcast_in_dim %8775, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %8777 = stablehlo.multiply %m.features.7.0.block.2.gamma, %8776 : tensor<768xf32>
    %8778 = stablehlo.add %8777, %8774 : tensor<768xf32>
    %8779 = stablehlo.multiply %2410, %2410 : tensor<768xf32>
    %8780 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %8781 = stablehlo.broadcast_in_dim %8780, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %8782 = stablehlo.multiply %8779, %8781 : tensor<768xf32>
    %8783 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %8784 = stablehlo.broadcast_in_dim %8783, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %8785 = stablehlo.multiply %v.features.7.0.block.2.gamma, %8784 : tensor<768xf32>
    %8786 = stablehlo.add %8785, %8782 : tensor<768xf32>
    %8787 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %8788 = stablehlo.divide %8778, %8787 : tensor<768xf32>
    %8789 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %8790 = stablehlo.divide %8786, %8789 : tensor<768xf32>
    %8791 = stablehlo.constant dense<1.000000e-08> : tensor<f32>
    %8792 = stablehlo.broadcast_in_dim %8791, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %8793 = stablehlo.sqrt %8790 : tensor<768xf32>
    %8794 = stablehlo.add %8793, %8792 : tensor<768xf32>
    %8795 = stablehlo.divide %8788, %8794 : tensor<768xf32>
    %8796 = stablehlo.constant dense<1.000000e-04> : tensor<f32>
    %8797 = stablehlo.broadcast_in_dim %8796, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %8798 = stablehlo.multiply %8771, %8797 : tensor<768xf32>
    %8799 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %8800 = stablehlo.broadcast_in_dim %8799, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %8801 = stablehlo.subtract %8800, %8798 : tensor<768xf32>
    %8802 = stablehlo.multiply %theta.features.7.0.block.2.gamma, %8801 : tensor<768xf32>
    %8803 = stablehlo.multiply %8771, %8795 : tensor<768xf32>
    %8804 = stablehlo.subtract %8802, %8803 : tensor<768xf32>
    %8805 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<768x3072xf32>
    %8806 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %8807 = stablehlo.broadcast_in_dim %8806, dims = [] : (tensor<f32>) -> tensor<768x3072xf32>
    %8808 = stablehlo.multiply %2404, %8807 : tensor<768x3072xf32>
    %8809 = stablehlo.constant dense<9.000000e-01> : tensor<f32>
    %8810 = stablehlo.broadcast_in_dim %8809, dims = [] : (tensor<f32>) -> tensor<768x3072xf32>
    %8811 = stablehlo.multiply %m.features.7.0.block.3.w, %8810 : tensor<768x3072xf32>
    %8812 = stablehlo.add %8811, %8808 : tensor<768x3072xf32>
    %8813 = stablehlo.multiply %2404, %2404 : tensor<768x3072xf32>
    %8814 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %8815 = stablehlo.broadcast_in_dim %8814, dims = [] : (tensor<f32>) -> tensor<768x3072xf32>
    %8816 = stablehlo.multiply %8813, %8815 : tensor<768x3072xf32>
    %8817 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %8818 = stablehlo.broadcast_in_dim %8817, dims = [] : (tensor<f32>) -> tensor<768x3072xf32>
    %8819 = stablehlo.multiply %v.features.7.0.block.3.w, %8818 : tensor<768x3072xf32>
    %8820 = stablehlo.add %8819, %8816 : tensor<768x3072xf32>
    %8821 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<768x3072xf32>
    %8822 = stablehlo.divide %8812, %8821 : tensor<768x3072xf32>
    %8823 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<768x3072xf32>
    %8824 = stablehlo.divide %8820, %8823 : tensor<768x3072xf32>
    %8825 = stablehlo.constant dense<1.000000e-08> : tensor<f32>
    %8826 = stablehlo.broadcast_in_dim %8825, dims = [] : (tensor<f32>) -> tensor<768x3072xf32>
    %8827 = stablehlo.sqrt %8824 : tensor<768x3072xf32>
    %8828 = stablehlo.add %8827, %8826 : tensor<768x3072xf32>
    %8829 = stablehlo.divide %8822, %8828 : tensor<768x3072xf32>
    %8830 = stablehlo.constant dense<1.000000e-04> : tensor<f32>
    %8831 = stablehlo.broadcast_in_dim %8830, dims = [] : (tensor<f32>) -> tensor<768x3072xf32>
    %8832 = stablehlo.multiply %8805, %8831 : tensor<768x3072xf32>
    %8833 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %8834 = stablehlo.broadcast_in_dim %8833, dims = [] : (tensor<f32>) -> tensor<768x3072xf32>
    %8835 = stablehlo.subtract %8834, %8832 : tensor<768x3072xf32>
    %8836 = stablehlo.multiply %theta.features.7.0.block.3.w, %8835 : tensor<768x3072xf32>
    %8837 = stablehlo.multiply %8805, %8829 : tensor<768x3072xf32>
    %8838 = stablehlo.subtract %8836, %8837 : tensor<768x3072xf32>
    %8839 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<3072xf32>
    %8840 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %8841 = stablehlo.broadcast_in_dim %8840, dims = [] : (tensor<f32>) -> tensor<3072xf32>
    %8842 = stablehlo.multiply %2402, %8841 : tensor<3072xf32>
    %8843 = stablehlo.constant dense<9.000000e-01> : tensor<f32>
    %8844 = stablehlo.broadcast_in_dim %8843, dims = [] : (tensor<f32>) -> tensor<3072xf32>
    %8845 = stablehlo.multiply %m.features.7.0.block.3.b, %8844 : tensor<3072xf32>
    %8846 = stablehlo.add %8845, %8842 : tensor<3072xf32>
    %8847 = stablehlo.multiply %2402, %2402 : tensor<3072xf32>
    %8848 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %8849 = stablehlo.broadcast_in_dim %8848, dims = [] : (tensor<f32>) -> tensor<3072xf32>
    %8850 = stablehlo.multiply %8847, %8849 : tensor<3072xf32>
    %8851 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %8852 = stablehlo.broadcast_in_dim %8851, dims = [] : (tensor<f32>) -> tensor<3072xf32>
    %8853 = stablehlo.multiply %v.features.7.0.block.3.b, %8852 : tensor<3072xf32>
    %8854 = stablehlo.add %8853, %8850 : tensor<3072xf32>
    %8855 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<3072xf32>
    %8856 = stablehlo.divide %8846, %8855 : tensor<3072xf32>
    %8857 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<3072xf32>
    %8858 = stablehlo.divide %8854, %8857 : tensor<3072xf32>
    %8859 = stablehlo.constant dense<1.000000e-08> : tensor<f32>
    %8860 = stablehlo.broadcast_in_dim %8859, dims = [] : (tensor<f32>) -> tensor<3072xf32>
    %8861 = stablehlo.sqrt %8858 : tensor<3072xf32>
    %8862 = stablehlo.add %8861, %8860 : tensor<3072xf32>
    %8863 = stablehlo.divide %8856, %8862 : tensor<3072xf32>
    %8864 = stablehlo.constant dense<1.000000e-04> : tensor<f32>
    %8865 = stablehlo.broadcast_in_dim %8864, dims = [] : (tensor<f32>) -> tensor<3072xf32>
    %8866 = stablehlo.multiply %8839, %8865 : tensor<3072xf32>
    %8867 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %8868 = stablehlo.broadcast_in_dim %8867, dims = [] : (tensor<f32>) -> tensor<3072xf32>
    %8869 = stablehlo.subtract %8868, %8866 : tensor<3072xf32>
    %8870 = stablehlo.multiply %theta.features.7.0.block.3.b, %8869 : tensor<3072xf32>
    %8871 = stablehlo.multiply %8839, %8863 : tensor<3072xf32>
    %8872 = stablehlo.subtract %8870, %8871 : tensor<3072xf32>
    %8873 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<3072x768xf32>
    %8874 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %8875 = stablehlo.broadcast_in_dim %8874, dims = [] : (tensor<f32>) -> tensor<3072x768xf32>
    %8876 = stablehlo.multiply %2388, %8875 : tensor<3072x768xf32>
    %8877 = stablehlo.constant dense<9.000000e-01> : tensor<f32>
    %8878 = stablehlo.broadcast_in_dim %8877, dims = [] : (tensor<f32>) -> tensor<3072x768xf32>
    %8879 = stablehlo.multiply %m.features.7.0.block.5.w, %8878 : tensor<3072x768xf32>
    %8880 = stablehlo.add %8879, %8876 : tensor<3072x768xf32>
    %8881 = stablehlo.multiply %2388, %2388 : tensor<3072x768xf32>
    %8882 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %8883 = stablehlo.broadcast_in_dim %8882, dims = [] : (tensor<f32>) -> tensor<3072x768xf32>
    %8884 = stablehlo.multiply %8881, %8883 : tensor<3072x768xf32>
    %8885 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %8886 = stablehlo.broadcast_in_dim %8885, dims = [] : (tensor<f32>) -> tensor<3072x768xf32>
    %8887 = stablehlo.multiply %v.features.7.0.block.5.w, %8886 : tensor<3072x768xf32>
    %8888 = stablehlo.add %8887, %8884 : tensor<3072x768xf32>
    %8889 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<3072x768xf32>
    %8890 = stablehlo.divide %8880, %8889 : tensor<3072x768xf32>
    %8891 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<3072x768xf32>
    %8892 = stablehlo.divide %8888, %8891 : tensor<3072x768xf32>
    %8893 = stablehlo.constant dense<1.000000e-08> : tensor<f32>
    %8894 = stablehlo.broadcast_in_dim %8893, dims = [] : (tensor<f32>) -> tensor<3072x768xf32>
    %8895 = stablehlo.sqrt %8892 : tensor<3072x768xf32>
    %8896 = stablehlo.add %8895, %8894 : tensor<3072x768xf32>
    %8897 = stablehlo.divide %8890, %8896 : tensor<3072x768xf32>
    %8898 = stablehlo.constant dense<1.000000e-04> : tensor<f32>
    %8899 = stablehlo.broadcast_in_dim %8898, dims = [] : (tensor<f32>) -> tensor<3072x768xf32>
    %8900 = stablehlo.multiply %8873, %8899 : tensor<3072x768xf32>
    %8901 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %8902 = stablehlo.broadcast_in_dim %8901, dims = [] : (tensor<f32>) -> tensor<3072x768xf32>
    %8903 = stablehlo.subtract %8902, %8900 : tensor<3072x768xf32>
    %8904 = stablehlo.multiply %theta.features.7.0.block.5.w, %8903 : tensor<3072x768xf32>
    %8905 = stablehlo.multiply %8873, %8897 : tensor<3072x768xf32>
    %8906 = stablehlo.subtract %8904, %8905 : tensor<3072x768xf32>
    %8907 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %8908 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %8909 = stablehlo.broadcast_in_dim %8908, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %8910 = stablehlo.multiply %2386, %8909 : tensor<768xf32>
    %8911 = stablehlo.constant dense<9.000000e-01> : tensor<f32>
    %8912 = stablehlo.broadcast_in_dim %8911, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %8913 = stablehlo.multiply %m.features.7.0.block.5.b, %8912 : tensor<768xf32>
    %8914 = stablehlo.add %8913, %8910 : tensor<768xf32>
    %8915 = stablehlo.multiply %2386, %2386 : tensor<768xf32>
    %8916 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %8917 = stablehlo.broadcast_in_dim %8916, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %8918 = stablehlo.multiply %8915, %8917 : tensor<768xf32>
    %8919 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %8920 = stablehlo.broadcast_in_dim %8919, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %8921 = stablehlo.multiply %v.features.7.0.block.5.b, %8920 : tensor<768xf32>
    %8922 = stablehlo.add %8921, %8918 : tensor<768xf32>
    %8923 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %8924 = stablehlo.divide %8914, %8923 : tensor<768xf32>
    %8925 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %8926 = stablehlo.divide %8922, %8925 : tensor<768xf32>
    %8927 = stablehlo.constant dense<1.000000e-08> : tensor<f32>
    %8928 = stablehlo.broadcast_in_dim %8927, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %8929 = stablehlo.sqrt %8926 : tensor<768xf32>
    %8930 = stablehlo.add %8929, %8928 : tensor<768xf32>
    %8931 = stablehlo.divide %8924, %8930 : tensor<768xf32>
    %8932 = stablehlo.constant dense<1.000000e-04> : tensor<f32>
    %8933 = stablehlo.broadcast_in_dim %8932, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %8934 = stablehlo.multiply %8907, %8933 : tensor<768xf32>
    %8935 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %8936 = stablehlo.broadcast_in_dim %8935, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %8937 = stablehlo.subtract %8936, %8934 : tensor<768xf32>
    %8938 = stablehlo.multiply %theta.features.7.0.block.5.b, %8937 : tensor<768xf32>
    %8939 = stablehlo.multiply %8907, %8931 : tensor<768xf32>
    %8940 = stablehlo.subtract %8938, %8939 : tensor<768xf32>
    %8941 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<768x1x1xf32>
    %8942 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %8943 = stablehlo.broadcast_in_dim %8942, dims = [] : (tensor<f32>) -> tensor<768x1x1xf32>
    %8944 = stablehlo.multiply %2383, %8943 : tensor<768x1x1xf32>
    %8945 = stablehlo.constant dense<9.000000e-01> : tensor<f32>
    %8946 = stablehlo.broadcast_in_dim %8945, dims = [] : (tensor<f32>) -> tensor<768x1x1xf32>
    %8947 = stablehlo.multiply %m.features.7.0.layer_scale, %8946 : tensor<768x1x1xf32>
    %8948 = stablehlo.add %8947, %8944 : tensor<768x1x1xf32>
    %8949 = stablehlo.multiply %2383, %2383 : tensor<768x1x1xf32>
    %8950 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %8951 = stablehlo.broadcast_in_dim %8950, dims = [] : (tensor<f32>) -> tensor<768x1x1xf32>
    %8952 = stablehlo.multiply %8949, %8951 : tensor<768x1x1xf32>
    %8953 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %8954 = stablehlo.broadcast_in_dim %8953, dims = [] : (tensor<f32>) -> tensor<768x1x1xf32>
    %8955 = stablehlo.multiply %v.features.7.0.layer_scale, %8954 : tensor<768x1x1xf32>
    %8956 = stablehlo.add %8955, %8952 : tensor<768x1x1xf32>
    %8957 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<768x1x1xf32>
    %8958 = stablehlo.divide %8948, %8957 : tensor<768x1x1xf32>
    %8959 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<768x1x1xf32>
    %8960 = stablehlo.divide %8956, %8959 : tensor<768x1x1xf32>
    %8961 = stablehlo.constant dense<1.000000e-08> : tensor<f32>
    %8962 = stablehlo.broadcast_in_dim %8961, dims = [] : (tensor<f32>) -> tensor<768x1x1xf32>
    %8963 = stablehlo.sqrt %8960 : tensor<768x1x1xf32>
    %8964 = stablehlo.add %8963, %8962 : tensor<768x1x1xf32>
    %8965 = stablehlo.divide %8958, %8964 : tensor<768x1x1xf32>
    %8966 = stablehlo.constant dense<1.000000e-04> : tensor<f32>
    %8967 = stablehlo.broadcast_in_dim %8966, dims = [] : (tensor<f32>) -> tensor<768x1x1xf32>
    %8968 = stablehlo.multiply %8941, %8967 : tensor<768x1x1xf32>
    %8969 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %8970 = stablehlo.broadcast_in_dim %8969, dims = [] : (tensor<f32>) -> tensor<768x1x1xf32>
    %8971 = stablehlo.subtract %8970, %8968 : tensor<768x1x1xf32>
    %8972 = stablehlo.multiply %theta.features.7.0.layer_scale, %8971 : tensor<768x1x1xf32>
    %8973 = stablehlo.multiply %8941, %8965 : tensor<768x1x1xf32>
    %8974 = stablehlo.subtract %8972, %8973 : tensor<768x1x1xf32>
    %8975 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<768x1x7x7xf32>
    %8976 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %8977 = stablehlo.broadcast_in_dim %8976, dims = [] : (tensor<f32>) -> tensor<768x1x7x7xf32>
    %8978 = stablehlo.multiply %2377, %8977 : tensor<768x1x7x7xf32>
    %8979 = stablehlo.constant dense<9.000000e-01> : tensor<f32>
    %8980 = stablehlo.broadcast_in_dim %8979, dims = [] : (tensor<f32>) -> tensor<768x1x7x7xf32>
    %8981 = stablehlo.multiply %m.features.7.1.block.0.w, %8980 : tensor<768x1x7x7xf32>
    %8982 = stablehlo.add %8981, %8978 : tensor<768x1x7x7xf32>
    %8983 = stablehlo.multiply %2377, %2377 : tensor<768x1x7x7xf32>
    %8984 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %8985 = stablehlo.broadcast_in_dim %8984, dims = [] : (tensor<f32>) -> tensor<768x1x7x7xf32>
    %8986 = stablehlo.multiply %8983, %8985 : tensor<768x1x7x7xf32>
    %8987 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %8988 = stablehlo.broadcast_in_dim %8987, dims = [] : (tensor<f32>) -> tensor<768x1x7x7xf32>
    %8989 = stablehlo.multiply %v.features.7.1.block.0.w, %8988 : tensor<768x1x7x7xf32>
    %8990 = stablehlo.add %8989, %8986 : tensor<768x1x7x7xf32>
    %8991 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<768x1x7x7xf32>
    %8992 = stablehlo.divide %8982, %8991 : tensor<768x1x7x7xf32>
    %8993 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<768x1x7x7xf32>
    %8994 = stablehlo.divide %8990, %8993 : tensor<768x1x7x7xf32>
    %8995 = stablehlo.constant dense<1.000000e-08> : tensor<f32>
    %8996 = stablehlo.broadcast_in_dim %8995, dims = [] : (tensor<f32>) -> tensor<768x1x7x7xf32>
    %8997 = stablehlo.sqrt %8994 : tensor<768x1x7x7xf32>
    %8998 = stablehlo.add %8997, %8996 : tensor<768x1x7x7xf32>
    %8999 = stablehlo.divide %8992, %8998 : tensor<768x1x7x7xf32>
    %9000 = stablehlo.constant dense<1.000000e-04> : tensor<f32>
    %9001 = stablehlo.broadcast_in_dim %9000, dims = [] : (tensor<f32>) -> tensor<768x1x7x7xf32>
    %9002 = stablehlo.multiply %8975, %9001 : tensor<768x1x7x7xf32>
    %9003 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %9004 = stablehlo.broadcast_in_dim %9003, dims = [] : (tensor<f32>) -> tensor<768x1x7x7xf32>
    %9005 = stablehlo.subtract %9004, %9002 : tensor<768x1x7x7xf32>
    %9006 = stablehlo.multiply %theta.features.7.1.block.0.w, %9005 : tensor<768x1x7x7xf32>
    %9007 = stablehlo.multiply %8975, %8999 : tensor<768x1x7x7xf32>
    %9008 = stablehlo.subtract %9006, %9007 : tensor<768x1x7x7xf32>
    %9009 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %9010 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %9011 = stablehlo.broadcast_in_dim %9010, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %9012 = stablehlo.multiply %2370, %9011 : tensor<768xf32>
    %9013 = stablehlo.constant dense<9.000000e-01> : tensor<f32>
    %9014 = stablehlo.broadcast_in_dim %9013, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %9015 = stablehlo.multiply %m.features.7.1.block.0.b, %9014 : tensor<768xf32>
    %9016 = stablehlo.add %9015, %9012 : tensor<768xf32>
    %9017 = stablehlo.multiply %2370, %2370 : tensor<768xf32>
    %9018 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %9019 = stablehlo.broadcast_in_dim %9018, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %9020 = stablehlo.multiply %9017, %9019 : tensor<768xf32>
    %9021 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %9022 = stablehlo.broadcast_in_dim %9021, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %9023 = stablehlo.multiply %v.features.7.1.block.0.b, %9022 : tensor<768xf32>
    %9024 = stablehlo.add %9023, %9020 : tensor<768xf32>
    %9025 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %9026 = stablehlo.divide %9016, %9025 : tensor<768xf32>
    %9027 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %9028 = stablehlo.divide %9024, %9027 : tensor<768xf32>
    %9029 = stablehlo.constant dense<1.000000e-08> : tensor<f32>
    %9030 = stablehlo.broadcast_in_dim %9029, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %9031 = stablehlo.sqrt %9028 : tensor<768xf32>
    %9032 = stablehlo.add %9031, %9030 : tensor<768xf32>
    %9033 = stablehlo.divide %9026, %9032 : tensor<768xf32>
    %9034 = stablehlo.constant dense<1.000000e-04> : tensor<f32>
    %9035 = stablehlo.broadcast_in_dim %9034, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %9036 = stablehlo.multiply %9009, %9035 : tensor<768xf32>
    %9037 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %9038 = stablehlo.broadcast_in_dim %9037, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %9039 = stablehlo.subtract %9038, %9036 : tensor<768xf32>
    %9040 = stablehlo.multiply %theta.features.7.1.block.0.b, %9039 : tensor<768xf32>
    %9041 = stablehlo.multiply %9009, %9033 : tensor<768xf32>
    %9042 = stablehlo.subtract %9040, %9041 : tensor<768xf32>
    %9043 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %9044 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %9045 = stablehlo.broadcast_in_dim %9044, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %9046 = stablehlo.multiply %2342, %9045 : tensor<768xf32>
    %9047 = stablehlo.constant dense<9.000000e-01> : tensor<f32>
    %9048 = stablehlo.broadcast_in_dim %9047, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %9049 = stablehlo.multiply %m.features.7.1.block.2.beta, %9048 : tensor<768xf32>
    %9050 = stablehlo.add %9049, %9046 : tensor<768xf32>
    %9051 = stablehlo.multiply %2342, %2342 : tensor<768xf32>
    %9052 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %9053 = stablehlo.broadcast_in_dim %9052, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %9054 = stablehlo.multiply %9051, %9053 : tensor<768xf32>
    %9055 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %9056 = stablehlo.broadcast_in_dim %9055, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %9057 = stablehlo.multiply %v.features.7.1.block.2.beta, %9056 : tensor<768xf32>
    %9058 = stablehlo.add %9057, %9054 : tensor<768xf32>
    %9059 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %9060 = stablehlo.divide %9050, %9059 : tensor<768xf32>
    %9061 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %9062 = stablehlo.divide %9058, %9061 : tensor<768xf32>
    %9063 = stablehlo.constant dense<1.000000e-08> : tensor<f32>
    %9064 = stablehlo.broadcast_in_dim %9063, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %9065 = stablehlo.sqrt %9062 : tensor<768xf32>
    %9066 = stablehlo.add %9065, %9064 : tensor<768xf32>
    %9067 = stablehlo.divide %9060, %9066 : tensor<768xf32>
    %9068 = stablehlo.constant dense<1.000000e-04> : tensor<f32>
    %9069 = stablehlo.broadcast_in_dim %9068, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %9070 = stablehlo.multiply %9043, %9069 : tensor<768xf32>
    %9071 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %9072 = stablehlo.broadcast_in_dim %9071, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %9073 = stablehlo.subtract %9072, %9070 : tensor<768xf32>
    %9074 = stablehlo.multiply %theta.features.7.1.block.2.beta, %9073 : tensor<768xf32>
    %9075 = stablehlo.multiply %9043, %9067 : tensor<768xf32>
    %9076 = stablehlo.subtract %9074, %9075 : tensor<768xf32>
    %9077 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %9078 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %9079 = stablehlo.broadcast_in_dim %9078, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %9080 = stablehlo.multiply %2346, %9079 : tensor<768xf32>
    %9081 = stablehlo.constant dense<9.000000e-01> : tensor<f32>
    %9082 = stablehlo.broadcast_in_dim %9081, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %9083 = stablehlo.multiply %m.features.7.1.block.2.gamma, %9082 : tensor<768xf32>
    %9084 = stablehlo.add %9083, %9080 : tensor<768xf32>
    %9085 = stablehlo.multiply %2346, %2346 : tensor<768xf32>
    %9086 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %9087 = stablehlo.broadcast_in_dim %9086, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %9088 = stablehlo.multiply %9085, %9087 : tensor<768xf32>
    %9089 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %9090 = stablehlo.broadcast_in_dim %9089, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %9091 = stablehlo.multiply %v.features.7.1.block.2.gamma, %9090 : tensor<768xf32>
    %9092 = stablehlo.add %9091, %9088 : tensor<768xf32>
    %9093 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %9094 = stablehlo.divide %9084, %9093 : tensor<768xf32>
    %9095 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %9096 = stablehlo.divide %9092, %9095 : tensor<768xf32>
    %9097 = stablehlo.constant dense<1.000000e-08> : tensor<f32>
    %9098 = stablehlo.broadcast_in_dim %9097, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %9099 = stablehlo.sqrt %9096 : tensor<768xf32>
    %9100 = stablehlo.add %9099, %9098 : tensor<768xf32>
    %9101 = stablehlo.divide %9094, %9100 : tensor<768xf32>
    %9102 = stablehlo.constant dense<1.000000e-04> : tensor<f32>
    %9103 = stablehlo.broadcast_in_dim %9102, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %9104 = stablehlo.multiply %9077, %9103 : tensor<768xf32>
    %9105 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %9106 = stablehlo.broadcast_in_dim %9105, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %9107 = stablehlo.subtract %9106, %9104 : tensor<768xf32>
    %9108 = stablehlo.multiply %theta.features.7.1.block.2.gamma, %9107 : tensor<768xf32>
    %9109 = stablehlo.multiply %9077, %9101 : tensor<768xf32>
    %9110 = stablehlo.subtract %9108, %9109 : tensor<768xf32>
    %9111 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<768x3072xf32>
    %9112 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %9113 = stablehlo.broadcast_in_dim %9112, dims = [] : (tensor<f32>) -> tensor<768x3072xf32>
    %9114 = stablehlo.multiply %2340, %9113 : tensor<768x3072xf32>
    %9115 = stablehlo.constant dense<9.000000e-01> : tensor<f32>
    %9116 = stablehlo.broadcast_in_dim %9115, dims = [] : (tensor<f32>) -> tensor<768x3072xf32>
    %9117 = stablehlo.multiply %m.features.7.1.block.3.w, %9116 : tensor<768x3072xf32>
    %9118 = stablehlo.add %9117, %9114 : tensor<768x3072xf32>
    %9119 = stablehlo.multiply %2340, %2340 : tensor<768x3072xf32>
    %9120 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %9121 = stablehlo.broadcast_in_dim %9120, dims = [] : (tensor<f32>) -> tensor<768x3072xf32>
    %9122 = stablehlo.multiply %9119, %9121 : tensor<768x3072xf32>
    %9123 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %9124 = stablehlo.broadcast_in_dim %9123, dims = [] : (tensor<f32>) -> tensor<768x3072xf32>
    %9125 = stablehlo.multiply %v.features.7.1.block.3.w, %9124 : tensor<768x3072xf32>
    %9126 = stablehlo.add %9125, %9122 : tensor<768x3072xf32>
    %9127 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<768x3072xf32>
    %9128 = stablehlo.divide %9118, %9127 : tensor<768x3072xf32>
    %9129 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<768x3072xf32>
    %9130 = stablehlo.divide %9126, %9129 : tensor<768x3072xf32>
    %9131 = stablehlo.constant dense<1.000000e-08> : tensor<f32>
    %9132 = stablehlo.broadcast_in_dim %9131, dims = [] : (tensor<f32>) -> tensor<768x3072xf32>
    %9133 = stablehlo.sqrt %9130 : tensor<768x3072xf32>
    %9134 = stablehlo.add %9133, %9132 : tensor<768x3072xf32>
    %9135 = stablehlo.divide %9128, %9134 : tensor<768x3072xf32>
    %9136 = stablehlo.constant dense<1.000000e-04> : tensor<f32>
    %9137 = stablehlo.broadcast_in_dim %9136, dims = [] : (tensor<f32>) -> tensor<768x3072xf32>
    %9138 = stablehlo.multiply %9111, %9137 : tensor<768x3072xf32>
    %9139 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %9140 = stablehlo.broadcast_in_dim %9139, dims = [] : (tensor<f32>) -> tensor<768x3072xf32>
    %9141 = stablehlo.subtract %9140, %9138 : tensor<768x3072xf32>
    %9142 = stablehlo.multiply %theta.features.7.1.block.3.w, %9141 : tensor<768x3072xf32>
    %9143 = stablehlo.multiply %9111, %9135 : tensor<768x3072xf32>
    %9144 = stablehlo.subtract %9142, %9143 : tensor<768x3072xf32>
    %9145 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<3072xf32>
    %9146 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %9147 = stablehlo.broadcast_in_dim %9146, dims = [] : (tensor<f32>) -> tensor<3072xf32>
    %9148 = stablehlo.multiply %2338, %9147 : tensor<3072xf32>
    %9149 = stablehlo.constant dense<9.000000e-01> : tensor<f32>
    %9150 = stablehlo.broadcast_in_dim %9149, dims = [] : (tensor<f32>) -> tensor<3072xf32>
    %9151 = stablehlo.multiply %m.features.7.1.block.3.b, %9150 : tensor<3072xf32>
    %9152 = stablehlo.add %9151, %9148 : tensor<3072xf32>
    %9153 = stablehlo.multiply %2338, %2338 : tensor<3072xf32>
    %9154 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %9155 = stablehlo.broadcast_in_dim %9154, dims = [] : (tensor<f32>) -> tensor<3072xf32>
    %9156 = stablehlo.multiply %9153, %9155 : tensor<3072xf32>
    %9157 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %9158 = stablehlo.broadcast_in_dim %9157, dims = [] : (tensor<f32>) -> tensor<3072xf32>
    %9159 = stablehlo.multiply %v.features.7.1.block.3.b, %9158 : tensor<3072xf32>
    %9160 = stablehlo.add %9159, %9156 : tensor<3072xf32>
    %9161 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<3072xf32>
    %9162 = stablehlo.divide %9152, %9161 : tensor<3072xf32>
    %9163 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<3072xf32>
    %9164 = stablehlo.divide %9160, %9163 : tensor<3072xf32>
    %9165 = stablehlo.constant dense<1.000000e-08> : tensor<f32>
    %9166 = stablehlo.broadcast_in_dim %9165, dims = [] : (tensor<f32>) -> tensor<3072xf32>
    %9167 = stablehlo.sqrt %9164 : tensor<3072xf32>
    %9168 = stablehlo.add %9167, %9166 : tensor<3072xf32>
    %9169 = stablehlo.divide %9162, %9168 : tensor<3072xf32>
    %9170 = stablehlo.constant dense<1.000000e-04> : tensor<f32>
    %9171 = stablehlo.broadcast_in_dim %9170, dims = [] : (tensor<f32>) -> tensor<3072xf32>
    %9172 = stablehlo.multiply %9145, %9171 : tensor<3072xf32>
    %9173 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %9174 = stablehlo.broadcast_in_dim %9173, dims = [] : (tensor<f32>) -> tensor<3072xf32>
    %9175 = stablehlo.subtract %9174, %9172 : tensor<3072xf32>
    %9176 = stablehlo.multiply %theta.features.7.1.block.3.b, %9175 : tensor<3072xf32>
    %9177 = stablehlo.multiply %9145, %9169 : tensor<3072xf32>
    %9178 = stablehlo.subtract %9176, %9177 : tensor<3072xf32>
    %9179 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<3072x768xf32>
    %9180 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %9181 = stablehlo.broadcast_in_dim %9180, dims = [] : (tensor<f32>) -> tensor<3072x768xf32>
    %9182 = stablehlo.multiply %2324, %9181 : tensor<3072x768xf32>
    %9183 = stablehlo.constant dense<9.000000e-01> : tensor<f32>
    %9184 = stablehlo.broadcast_in_dim %9183, dims = [] : (tensor<f32>) -> tensor<3072x768xf32>
    %9185 = stablehlo.multiply %m.features.7.1.block.5.w, %9184 : tensor<3072x768xf32>
    %9186 = stablehlo.add %9185, %9182 : tensor<3072x768xf32>
    %9187 = stablehlo.multiply %2324, %2324 : tensor<3072x768xf32>
    %9188 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %9189 = stablehlo.broadcast_in_dim %9188, dims = [] : (tensor<f32>) -> tensor<3072x768xf32>
    %9190 = stablehlo.multiply %9187, %9189 : tensor<3072x768xf32>
    %9191 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %9192 = stablehlo.broadcast_in_dim %9191, dims = [] : (tensor<f32>) -> tensor<3072x768xf32>
    %9193 = stablehlo.multiply %v.features.7.1.block.5.w, %9192 : tensor<3072x768xf32>
    %9194 = stablehlo.add %9193, %9190 : tensor<3072x768xf32>
    %9195 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<3072x768xf32>
    %9196 = stablehlo.divide %9186, %9195 : tensor<3072x768xf32>
    %9197 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<3072x768xf32>
    %9198 = stablehlo.divide %9194, %9197 : tensor<3072x768xf32>
    %9199 = stablehlo.constant dense<1.000000e-08> : tensor<f32>
    %9200 = stablehlo.broadcast_in_dim %9199, dims = [] : (tensor<f32>) -> tensor<3072x768xf32>
    %9201 = stablehlo.sqrt %9198 : tensor<3072x768xf32>
    %9202 = stablehlo.add %9201, %9200 : tensor<3072x768xf32>
    %9203 = stablehlo.divide %9196, %9202 : tensor<3072x768xf32>
    %9204 = stablehlo.constant dense<1.000000e-04> : tensor<f32>
    %9205 = stablehlo.broadcast_in_dim %9204, dims = [] : (tensor<f32>) -> tensor<3072x768xf32>
    %9206 = stablehlo.multiply %9179, %9205 : tensor<3072x768xf32>
    %9207 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %9208 = stablehlo.broadcast_in_dim %9207, dims = [] : (tensor<f32>) -> tensor<3072x768xf32>
    %9209 = stablehlo.subtract %9208, %9206 : tensor<3072x768xf32>
    %9210 = stablehlo.multiply %theta.features.7.1.block.5.w, %9209 : tensor<3072x768xf32>
    %9211 = stablehlo.multiply %9179, %9203 : tensor<3072x768xf32>
    %9212 = stablehlo.subtract %9210, %9211 : tensor<3072x768xf32>
    %9213 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %9214 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %9215 = stablehlo.broadcast_in_dim %9214, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %9216 = stablehlo.multiply %2322, %9215 : tensor<768xf32>
    %9217 = stablehlo.constant dense<9.000000e-01> : tensor<f32>
    %9218 = stablehlo.broadcast_in_dim %9217, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %9219 = stablehlo.multiply %m.features.7.1.block.5.b, %9218 : tensor<768xf32>
    %9220 = stablehlo.add %9219, %9216 : tensor<768xf32>
    %9221 = stablehlo.multiply %2322, %2322 : tensor<768xf32>
    %9222 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %9223 = stablehlo.broadcast_in_dim %9222, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %9224 = stablehlo.multiply %9221, %9223 : tensor<768xf32>
    %9225 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %9226 = stablehlo.broadcast_in_dim %9225, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %9227 = stablehlo.multiply %v.features.7.1.block.5.b, %9226 : tensor<768xf32>
    %9228 = stablehlo.add %9227, %9224 : tensor<768xf32>
    %9229 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %9230 = stablehlo.divide %9220, %9229 : tensor<768xf32>
    %9231 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %9232 = stablehlo.divide %9228, %9231 : tensor<768xf32>
    %9233 = stablehlo.constant dense<1.000000e-08> : tensor<f32>
    %9234 = stablehlo.broadcast_in_dim %9233, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %9235 = stablehlo.sqrt %9232 : tensor<768xf32>
    %9236 = stablehlo.add %9235, %9234 : tensor<768xf32>
    %9237 = stablehlo.divide %9230, %9236 : tensor<768xf32>
    %9238 = stablehlo.constant dense<1.000000e-04> : tensor<f32>
    %9239 = stablehlo.broadcast_in_dim %9238, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %9240 = stablehlo.multiply %9213, %9239 : tensor<768xf32>
    %9241 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %9242 = stablehlo.broadcast_in_dim %9241, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %9243 = stablehlo.subtract %9242, %9240 : tensor<768xf32>
    %9244 = stablehlo.multiply %theta.features.7.1.block.5.b, %9243 : tensor<768xf32>
    %9245 = stablehlo.multiply %9213, %9237 : tensor<768xf32>
    %9246 = stablehlo.subtract %9244, %9245 : tensor<768xf32>
    %9247 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<768x1x1xf32>
    %9248 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %9249 = stablehlo.broadcast_in_dim %9248, dims = [] : (tensor<f32>) -> tensor<768x1x1xf32>
    %9250 = stablehlo.multiply %2319, %9249 : tensor<768x1x1xf32>
    %9251 = stablehlo.constant dense<9.000000e-01> : tensor<f32>
    %9252 = stablehlo.broadcast_in_dim %9251, dims = [] : (tensor<f32>) -> tensor<768x1x1xf32>
    %9253 = stablehlo.multiply %m.features.7.1.layer_scale, %9252 : tensor<768x1x1xf32>
    %9254 = stablehlo.add %9253, %9250 : tensor<768x1x1xf32>
    %9255 = stablehlo.multiply %2319, %2319 : tensor<768x1x1xf32>
    %9256 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %9257 = stablehlo.broadcast_in_dim %9256, dims = [] : (tensor<f32>) -> tensor<768x1x1xf32>
    %9258 = stablehlo.multiply %9255, %9257 : tensor<768x1x1xf32>
    %9259 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %9260 = stablehlo.broadcast_in_dim %9259, dims = [] : (tensor<f32>) -> tensor<768x1x1xf32>
    %9261 = stablehlo.multiply %v.features.7.1.layer_scale, %9260 : tensor<768x1x1xf32>
    %9262 = stablehlo.add %9261, %9258 : tensor<768x1x1xf32>
    %9263 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<768x1x1xf32>
    %9264 = stablehlo.divide %9254, %9263 : tensor<768x1x1xf32>
    %9265 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<768x1x1xf32>
    %9266 = stablehlo.divide %9262, %9265 : tensor<768x1x1xf32>
    %9267 = stablehlo.constant dense<1.000000e-08> : tensor<f32>
    %9268 = stablehlo.broadcast_in_dim %9267, dims = [] : (tensor<f32>) -> tensor<768x1x1xf32>
    %9269 = stablehlo.sqrt %9266 : tensor<768x1x1xf32>
    %9270 = stablehlo.add %9269, %9268 : tensor<768x1x1xf32>
    %9271 = stablehlo.divide %9264, %9270 : tensor<768x1x1xf32>
    %9272 = stablehlo.constant dense<1.000000e-04> : tensor<f32>
    %9273 = stablehlo.broadcast_in_dim %9272, dims = [] : (tensor<f32>) -> tensor<768x1x1xf32>
    %9274 = stablehlo.multiply %9247, %9273 : tensor<768x1x1xf32>
    %9275 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %9276 = stablehlo.broadcast_in_dim %9275, dims = [] : (tensor<f32>) -> tensor<768x1x1xf32>
    %9277 = stablehlo.subtract %9276, %9274 : tensor<768x1x1xf32>
    %9278 = stablehlo.multiply %theta.features.7.1.layer_scale, %9277 : tensor<768x1x1xf32>
    %9279 = stablehlo.multiply %9247, %9271 : tensor<768x1x1xf32>
    %9280 = stablehlo.subtract %9278, %9279 : tensor<768x1x1xf32>
    %9281 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<768x1x7x7xf32>
    %9282 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %9283 = stablehlo.broadcast_in_dim %9282, dims = [] : (tensor<f32>) -> tensor<768x1x7x7xf32>
    %9284 = stablehlo.multiply %2313, %9283 : tensor<768x1x7x7xf32>
    %9285 = stablehlo.constant dense<9.000000e-01> : tensor<f32>
    %9286 = stablehlo.broadcast_in_dim %9285, dims = [] : (tensor<f32>) -> tensor<768x1x7x7xf32>
    %9287 = stablehlo.multiply %m.features.7.2.block.0.w, %9286 : tensor<768x1x7x7xf32>
    %9288 = stablehlo.add %9287, %9284 : tensor<768x1x7x7xf32>
    %9289 = stablehlo.multiply %2313, %2313 : tensor<768x1x7x7xf32>
    %9290 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %9291 = stablehlo.broadcast_in_dim %9290, dims = [] : (tensor<f32>) -> tensor<768x1x7x7xf32>
    %9292 = stablehlo.multiply %9289, %9291 : tensor<768x1x7x7xf32>
    %9293 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %9294 = stablehlo.broadcast_in_dim %9293, dims = [] : (tensor<f32>) -> tensor<768x1x7x7xf32>
    %9295 = stablehlo.multiply %v.features.7.2.block.0.w, %9294 : tensor<768x1x7x7xf32>
    %9296 = stablehlo.add %9295, %9292 : tensor<768x1x7x7xf32>
    %9297 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<768x1x7x7xf32>
    %9298 = stablehlo.divide %9288, %9297 : tensor<768x1x7x7xf32>
    %9299 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<768x1x7x7xf32>
    %9300 = stablehlo.divide %9296, %9299 : tensor<768x1x7x7xf32>
    %9301 = stablehlo.constant dense<1.000000e-08> : tensor<f32>
    %9302 = stablehlo.broadcast_in_dim %9301, dims = [] : (tensor<f32>) -> tensor<768x1x7x7xf32>
    %9303 = stablehlo.sqrt %9300 : tensor<768x1x7x7xf32>
    %9304 = stablehlo.add %9303, %9302 : tensor<768x1x7x7xf32>
    %9305 = stablehlo.divide %9298, %9304 : tensor<768x1x7x7xf32>
    %9306 = stablehlo.constant dense<1.000000e-04> : tensor<f32>
    %9307 = stablehlo.broadcast_in_dim %9306, dims = [] : (tensor<f32>) -> tensor<768x1x7x7xf32>
    %9308 = stablehlo.multiply %9281, %9307 : tensor<768x1x7x7xf32>
    %9309 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %9310 = stablehlo.broadcast_in_dim %9309, dims = [] : (tensor<f32>) -> tensor<768x1x7x7xf32>
    %9311 = stablehlo.subtract %9310, %9308 : tensor<768x1x7x7xf32>
    %9312 = stablehlo.multiply %theta.features.7.2.block.0.w, %9311 : tensor<768x1x7x7xf32>
    %9313 = stablehlo.multiply %9281, %9305 : tensor<768x1x7x7xf32>
    %9314 = stablehlo.subtract %9312, %9313 : tensor<768x1x7x7xf32>
    %9315 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %9316 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %9317 = stablehlo.broadcast_in_dim %9316, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %9318 = stablehlo.multiply %2306, %9317 : tensor<768xf32>
    %9319 = stablehlo.constant dense<9.000000e-01> : tensor<f32>
    %9320 = stablehlo.broadcast_in_dim %9319, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %9321 = stablehlo.multiply %m.features.7.2.block.0.b, %9320 : tensor<768xf32>
    %9322 = stablehlo.add %9321, %9318 : tensor<768xf32>
    %9323 = stablehlo.multiply %2306, %2306 : tensor<768xf32>
    %9324 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %9325 = stablehlo.broadcast_in_dim %9324, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %9326 = stablehlo.multiply %9323, %9325 : tensor<768xf32>
    %9327 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %9328 = stablehlo.broadcast_in_dim %9327, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %9329 = stablehlo.multiply %v.features.7.2.block.0.b, %9328 : tensor<768xf32>
    %9330 = stablehlo.add %9329, %9326 : tensor<768xf32>
    %9331 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %9332 = stablehlo.divide %9322, %9331 : tensor<768xf32>
    %9333 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %9334 = stablehlo.divide %9330, %9333 : tensor<768xf32>
    %9335 = stablehlo.constant dense<1.000000e-08> : tensor<f32>
    %9336 = stablehlo.broadcast_in_dim %9335, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %9337 = stablehlo.sqrt %9334 : tensor<768xf32>
    %9338 = stablehlo.add %9337, %9336 : tensor<768xf32>
    %9339 = stablehlo.divide %9332, %9338 : tensor<768xf32>
    %9340 = stablehlo.constant dense<1.000000e-04> : tensor<f32>
    %9341 = stablehlo.broadcast_in_dim %9340, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %9342 = stablehlo.multiply %9315, %9341 : tensor<768xf32>
    %9343 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %9344 = stablehlo.broadcast_in_dim %9343, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %9345 = stablehlo.subtract %9344, %9342 : tensor<768xf32>
    %9346 = stablehlo.multiply %theta.features.7.2.block.0.b, %9345 : tensor<768xf32>
    %9347 = stablehlo.multiply %9315, %9339 : tensor<768xf32>
    %9348 = stablehlo.subtract %9346, %9347 : tensor<768xf32>
    %9349 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %9350 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %9351 = stablehlo.broadcast_in_dim %9350, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %9352 = stablehlo.multiply %2278, %9351 : tensor<768xf32>
    %9353 = stablehlo.constant dense<9.000000e-01> : tensor<f32>
    %9354 = stablehlo.broadcast_in_dim %9353, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %9355 = stablehlo.multiply %m.features.7.2.block.2.beta, %9354 : tensor<768xf32>
    %9356 = stablehlo.add %9355, %9352 : tensor<768xf32>
    %9357 = stablehlo.multiply %2278, %2278 : tensor<768xf32>
    %9358 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %9359 = stablehlo.broadcast_in_dim %9358, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %9360 = stablehlo.multiply %9357, %9359 : tensor<768xf32>
    %9361 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %9362 = stablehlo.broadcast_in_dim %9361, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %9363 = stablehlo.multiply %v.features.7.2.block.2.beta, %9362 : tensor<768xf32>
    %9364 = stablehlo.add %9363, %9360 : tensor<768xf32>
    %9365 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %9366 = stablehlo.divide %9356, %9365 : tensor<768xf32>
    %9367 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %9368 = stablehlo.divide %9364, %9367 : tensor<768xf32>
    %9369 = stablehlo.constant dense<1.000000e-08> : tensor<f32>
    %9370 = stablehlo.broadcast_in_dim %9369, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %9371 = stablehlo.sqrt %9368 : tensor<768xf32>
    %9372 = stablehlo.add %9371, %9370 : tensor<768xf32>
    %9373 = stablehlo.divide %9366, %9372 : tensor<768xf32>
    %9374 = stablehlo.constant dense<1.000000e-04> : tensor<f32>
    %9375 = stablehlo.broadcast_in_dim %9374, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %9376 = stablehlo.multiply %9349, %9375 : tensor<768xf32>
    %9377 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %9378 = stablehlo.broadcast_in_dim %9377, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %9379 = stablehlo.subtract %9378, %9376 : tensor<768xf32>
    %9380 = stablehlo.multiply %theta.features.7.2.block.2.beta, %9379 : tensor<768xf32>
    %9381 = stablehlo.multiply %9349, %9373 : tensor<768xf32>
    %9382 = stablehlo.subtract %9380, %9381 : tensor<768xf32>
    %9383 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %9384 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %9385 = stablehlo.broadcast_in_dim %9384, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %9386 = stablehlo.multiply %2282, %9385 : tensor<768xf32>
    %9387 = stablehlo.constant dense<9.000000e-01> : tensor<f32>
    %9388 = stablehlo.broadcast_in_dim %9387, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %9389 = stablehlo.multiply %m.features.7.2.block.2.gamma, %9388 : tensor<768xf32>
    %9390 = stablehlo.add %9389, %9386 : tensor<768xf32>
    %9391 = stablehlo.multiply %2282, %2282 : tensor<768xf32>
    %9392 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %9393 = stablehlo.broadcast_in_dim %9392, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %9394 = stablehlo.multiply %9391, %9393 : tensor<768xf32>
    %9395 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %9396 = stablehlo.broadcast_in_dim %9395, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %9397 = stablehlo.multiply %v.features.7.2.block.2.gamma, %9396 : tensor<768xf32>
    %9398 = stablehlo.add %9397, %9394 : tensor<768xf32>
    %9399 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %9400 = stablehlo.divide %9390, %9399 : tensor<768xf32>
    %9401 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %9402 = stablehlo.divide %9398, %9401 : tensor<768xf32>
    %9403 = stablehlo.constant dense<1.000000e-08> : tensor<f32>
    %9404 = stablehlo.broadcast_in_dim %9403, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %9405 = stablehlo.sqrt %9402 : tensor<768xf32>
    %9406 = stablehlo.add %9405, %9404 : tensor<768xf32>
    %9407 = stablehlo.divide %9400, %9406 : tensor<768xf32>
    %9408 = stablehlo.constant dense<1.000000e-04> : tensor<f32>
    %9409 = stablehlo.broadcast_in_dim %9408, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %9410 = stablehlo.multiply %9383, %9409 : tensor<768xf32>
    %9411 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %9412 = stablehlo.broadcast_in_dim %9411, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %9413 = stablehlo.subtract %9412, %9410 : tensor<768xf32>
    %9414 = stablehlo.multiply %theta.features.7.2.block.2.gamma, %9413 : tensor<768xf32>
    %9415 = stablehlo.multiply %9383, %9407 : tensor<768xf32>
    %9416 = stablehlo.subtract %9414, %9415 : tensor<768xf32>
    %9417 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<768x3072xf32>
    %9418 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %9419 = stablehlo.broadcast_in_dim %9418, dims = [] : (tensor<f32>) -> tensor<768x3072xf32>
    %9420 = stablehlo.multiply %2276, %9419 : tensor<768x3072xf32>
    %9421 = stablehlo.constant dense<9.000000e-01> : tensor<f32>
    %9422 = stablehlo.broadcast_in_dim %9421, dims = [] : (tensor<f32>) -> tensor<768x3072xf32>
    %9423 = stablehlo.multiply %m.features.7.2.block.3.w, %9422 : tensor<768x3072xf32>
    %9424 = stablehlo.add %9423, %9420 : tensor<768x3072xf32>
    %9425 = stablehlo.multiply %2276, %2276 : tensor<768x3072xf32>
    %9426 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %9427 = stablehlo.broadcast_in_dim %9426, dims = [] : (tensor<f32>) -> tensor<768x3072xf32>
    %9428 = stablehlo.multiply %9425, %9427 : tensor<768x3072xf32>
    %9429 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %9430 = stablehlo.broadcast_in_dim %9429, dims = [] : (tensor<f32>) -> tensor<768x3072xf32>
    %9431 = stablehlo.multiply %v.features.7.2.block.3.w, %9430 : tensor<768x3072xf32>
    %9432 = stablehlo.add %9431, %9428 : tensor<768x3072xf32>
    %9433 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<768x3072xf32>
    %9434 = stablehlo.divide %9424, %9433 : tensor<768x3072xf32>
    %9435 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<768x3072xf32>
    %9436 = stablehlo.divide %9432, %9435 : tensor<768x3072xf32>
    %9437 = stablehlo.constant dense<1.000000e-08> : tensor<f32>
    %9438 = stablehlo.broadcast_in_dim %9437, dims = [] : (tensor<f32>) -> tensor<768x3072xf32>
    %9439 = stablehlo.sqrt %9436 : tensor<768x3072xf32>
    %9440 = stablehlo.add %9439, %9438 : tensor<768x3072xf32>
    %9441 = stablehlo.divide %9434, %9440 : tensor<768x3072xf32>
    %9442 = stablehlo.constant dense<1.000000e-04> : tensor<f32>
    %9443 = stablehlo.broadcast_in_dim %9442, dims = [] : (tensor<f32>) -> tensor<768x3072xf32>
    %9444 = stablehlo.multiply %9417, %9443 : tensor<768x3072xf32>
    %9445 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %9446 = stablehlo.broadcast_in_dim %9445, dims = [] : (tensor<f32>) -> tensor<768x3072xf32>
    %9447 = stablehlo.subtract %9446, %9444 : tensor<768x3072xf32>
    %9448 = stablehlo.multiply %theta.features.7.2.block.3.w, %9447 : tensor<768x3072xf32>
    %9449 = stablehlo.multiply %9417, %9441 : tensor<768x3072xf32>
    %9450 = stablehlo.subtract %9448, %9449 : tensor<768x3072xf32>
    %9451 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<3072xf32>
    %9452 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %9453 = stablehlo.broadcast_in_dim %9452, dims = [] : (tensor<f32>) -> tensor<3072xf32>
    %9454 = stablehlo.multiply %2274, %9453 : tensor<3072xf32>
    %9455 = stablehlo.constant dense<9.000000e-01> : tensor<f32>
    %9456 = stablehlo.broadcast_in_dim %9455, dims = [] : (tensor<f32>) -> tensor<3072xf32>
    %9457 = stablehlo.multiply %m.features.7.2.block.3.b, %9456 : tensor<3072xf32>
    %9458 = stablehlo.add %9457, %9454 : tensor<3072xf32>
    %9459 = stablehlo.multiply %2274, %2274 : tensor<3072xf32>
    %9460 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %9461 = stablehlo.broadcast_in_dim %9460, dims = [] : (tensor<f32>) -> tensor<3072xf32>
    %9462 = stablehlo.multiply %9459, %9461 : tensor<3072xf32>
    %9463 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %9464 = stablehlo.broadcast_in_dim %9463, dims = [] : (tensor<f32>) -> tensor<3072xf32>
    %9465 = stablehlo.multiply %v.features.7.2.block.3.b, %9464 : tensor<3072xf32>
    %9466 = stablehlo.add %9465, %9462 : tensor<3072xf32>
    %9467 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<3072xf32>
    %9468 = stablehlo.divide %9458, %9467 : tensor<3072xf32>
    %9469 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<3072xf32>
    %9470 = stablehlo.divide %9466, %9469 : tensor<3072xf32>
    %9471 = stablehlo.constant dense<1.000000e-08> : tensor<f32>
    %9472 = stablehlo.broadcast_in_dim %9471, dims = [] : (tensor<f32>) -> tensor<3072xf32>
    %9473 = stablehlo.sqrt %9470 : tensor<3072xf32>
    %9474 = stablehlo.add %9473, %9472 : tensor<3072xf32>
    %9475 = stablehlo.divide %9468, %9474 : tensor<3072xf32>
    %9476 = stablehlo.constant dense<1.000000e-04> : tensor<f32>
    %9477 = stablehlo.broadcast_in_dim %9476, dims = [] : (tensor<f32>) -> tensor<3072xf32>
    %9478 = stablehlo.multiply %9451, %9477 : tensor<3072xf32>
    %9479 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %9480 = stablehlo.broadcast_in_dim %9479, dims = [] : (tensor<f32>) -> tensor<3072xf32>
    %9481 = stablehlo.subtract %9480, %9478 : tensor<3072xf32>
    %9482 = stablehlo.multiply %theta.features.7.2.block.3.b, %9481 : tensor<3072xf32>
    %9483 = stablehlo.multiply %9451, %9475 : tensor<3072xf32>
    %9484 = stablehlo.subtract %9482, %9483 : tensor<3072xf32>
    %9485 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<3072x768xf32>
    %9486 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %9487 = stablehlo.broadcast_in_dim %9486, dims = [] : (tensor<f32>) -> tensor<3072x768xf32>
    %9488 = stablehlo.multiply %2260, %9487 : tensor<3072x768xf32>
    %9489 = stablehlo.constant dense<9.000000e-01> : tensor<f32>
    %9490 = stablehlo.broadcast_in_dim %9489, dims = [] : (tensor<f32>) -> tensor<3072x768xf32>
    %9491 = stablehlo.multiply %m.features.7.2.block.5.w, %9490 : tensor<3072x768xf32>
    %9492 = stablehlo.add %9491, %9488 : tensor<3072x768xf32>
    %9493 = stablehlo.multiply %2260, %2260 : tensor<3072x768xf32>
    %9494 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %9495 = stablehlo.broadcast_in_dim %9494, dims = [] : (tensor<f32>) -> tensor<3072x768xf32>
    %9496 = stablehlo.multiply %9493, %9495 : tensor<3072x768xf32>
    %9497 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %9498 = stablehlo.broadcast_in_dim %9497, dims = [] : (tensor<f32>) -> tensor<3072x768xf32>
    %9499 = stablehlo.multiply %v.features.7.2.block.5.w, %9498 : tensor<3072x768xf32>
    %9500 = stablehlo.add %9499, %9496 : tensor<3072x768xf32>
    %9501 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<3072x768xf32>
    %9502 = stablehlo.divide %9492, %9501 : tensor<3072x768xf32>
    %9503 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<3072x768xf32>
    %9504 = stablehlo.divide %9500, %9503 : tensor<3072x768xf32>
    %9505 = stablehlo.constant dense<1.000000e-08> : tensor<f32>
    %9506 = stablehlo.broadcast_in_dim %9505, dims = [] : (tensor<f32>) -> tensor<3072x768xf32>
    %9507 = stablehlo.sqrt %9504 : tensor<3072x768xf32>
    %9508 = stablehlo.add %9507, %9506 : tensor<3072x768xf32>
    %9509 = stablehlo.divide %9502, %9508 : tensor<3072x768xf32>
    %9510 = stablehlo.constant dense<1.000000e-04> : tensor<f32>
    %9511 = stablehlo.broadcast_in_dim %9510, dims = [] : (tensor<f32>) -> tensor<3072x768xf32>
    %9512 = stablehlo.multiply %9485, %9511 : tensor<3072x768xf32>
    %9513 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %9514 = stablehlo.broadcast_in_dim %9513, dims = [] : (tensor<f32>) -> tensor<3072x768xf32>
    %9515 = stablehlo.subtract %9514, %9512 : tensor<3072x768xf32>
    %9516 = stablehlo.multiply %theta.features.7.2.block.5.w, %9515 : tensor<3072x768xf32>
    %9517 = stablehlo.multiply %9485, %9509 : tensor<3072x768xf32>
    %9518 = stablehlo.subtract %9516, %9517 : tensor<3072x768xf32>
    %9519 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %9520 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %9521 = stablehlo.broadcast_in_dim %9520, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %9522 = stablehlo.multiply %2258, %9521 : tensor<768xf32>
    %9523 = stablehlo.constant dense<9.000000e-01> : tensor<f32>
    %9524 = stablehlo.broadcast_in_dim %9523, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %9525 = stablehlo.multiply %m.features.7.2.block.5.b, %9524 : tensor<768xf32>
    %9526 = stablehlo.add %9525, %9522 : tensor<768xf32>
    %9527 = stablehlo.multiply %2258, %2258 : tensor<768xf32>
    %9528 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %9529 = stablehlo.broadcast_in_dim %9528, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %9530 = stablehlo.multiply %9527, %9529 : tensor<768xf32>
    %9531 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %9532 = stablehlo.broadcast_in_dim %9531, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %9533 = stablehlo.multiply %v.features.7.2.block.5.b, %9532 : tensor<768xf32>
    %9534 = stablehlo.add %9533, %9530 : tensor<768xf32>
    %9535 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %9536 = stablehlo.divide %9526, %9535 : tensor<768xf32>
    %9537 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %9538 = stablehlo.divide %9534, %9537 : tensor<768xf32>
    %9539 = stablehlo.constant dense<1.000000e-08> : tensor<f32>
    %9540 = stablehlo.broadcast_in_dim %9539, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %9541 = stablehlo.sqrt %9538 : tensor<768xf32>
    %9542 = stablehlo.add %9541, %9540 : tensor<768xf32>
    %9543 = stablehlo.divide %9536, %9542 : tensor<768xf32>
    %9544 = stablehlo.constant dense<1.000000e-04> : tensor<f32>
    %9545 = stablehlo.broadcast_in_dim %9544, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %9546 = stablehlo.multiply %9519, %9545 : tensor<768xf32>
    %9547 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %9548 = stablehlo.broadcast_in_dim %9547, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %9549 = stablehlo.subtract %9548, %9546 : tensor<768xf32>
    %9550 = stablehlo.multiply %theta.features.7.2.block.5.b, %9549 : tensor<768xf32>
    %9551 = stablehlo.multiply %9519, %9543 : tensor<768xf32>
    %9552 = stablehlo.subtract %9550, %9551 : tensor<768xf32>
    %9553 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<768x1x1xf32>
    %9554 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %9555 = stablehlo.broadcast_in_dim %9554, dims = [] : (tensor<f32>) -> tensor<768x1x1xf32>
    %9556 = stablehlo.multiply %2255, %9555 : tensor<768x1x1xf32>
    %9557 = stablehlo.constant dense<9.000000e-01> : tensor<f32>
    %9558 = stablehlo.broadcast_in_dim %9557, dims = [] : (tensor<f32>) -> tensor<768x1x1xf32>
    %9559 = stablehlo.multiply %m.features.7.2.layer_scale, %9558 : tensor<768x1x1xf32>
    %9560 = stablehlo.add %9559, %9556 : tensor<768x1x1xf32>
    %9561 = stablehlo.multiply %2255, %2255 : tensor<768x1x1xf32>
    %9562 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %9563 = stablehlo.broadcast_in_dim %9562, dims = [] : (tensor<f32>) -> tensor<768x1x1xf32>
    %9564 = stablehlo.multiply %9561, %9563 : tensor<768x1x1xf32>
    %9565 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %9566 = stablehlo.broadcast_in_dim %9565, dims = [] : (tensor<f32>) -> tensor<768x1x1xf32>
    %9567 = stablehlo.multiply %v.features.7.2.layer_scale, %9566 : tensor<768x1x1xf32>
    %9568 = stablehlo.add %9567, %9564 : tensor<768x1x1xf32>
    %9569 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<768x1x1xf32>
    %9570 = stablehlo.divide %9560, %9569 : tensor<768x1x1xf32>
    %9571 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<768x1x1xf32>
    %9572 = stablehlo.divide %9568, %9571 : tensor<768x1x1xf32>
    %9573 = stablehlo.constant dense<1.000000e-08> : tensor<f32>
    %9574 = stablehlo.broadcast_in_dim %9573, dims = [] : (tensor<f32>) -> tensor<768x1x1xf32>
    %9575 = stablehlo.sqrt %9572 : tensor<768x1x1xf32>
    %9576 = stablehlo.add %9575, %9574 : tensor<768x1x1xf32>
    %9577 = stablehlo.divide %9570, %9576 : tensor<768x1x1xf32>
    %9578 = stablehlo.constant dense<1.000000e-04> : tensor<f32>
    %9579 = stablehlo.broadcast_in_dim %9578, dims = [] : (tensor<f32>) -> tensor<768x1x1xf32>
    %9580 = stablehlo.multiply %9553, %9579 : tensor<768x1x1xf32>
    %9581 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %9582 = stablehlo.broadcast_in_dim %9581, dims = [] : (tensor<f32>) -> tensor<768x1x1xf32>
    %9583 = stablehlo.subtract %9582, %9580 : tensor<768x1x1xf32>
    %9584 = stablehlo.multiply %theta.features.7.2.layer_scale, %9583 : tensor<768x1x1xf32>
    %9585 = stablehlo.multiply %9553, %9577 : tensor<768x1x1xf32>
    %9586 = stablehlo.subtract %9584, %9585 : tensor<768x1x1xf32>
    %9587 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %9588 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %9589 = stablehlo.broadcast_in_dim %9588, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %9590 = stablehlo.multiply %2220, %9589 : tensor<768xf32>
    %9591 = stablehlo.constant dense<9.000000e-01> : tensor<f32>
    %9592 = stablehlo.broadcast_in_dim %9591, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %9593 = stablehlo.multiply %m.classifier.0.beta, %9592 : tensor<768xf32>
    %9594 = stablehlo.add %9593, %9590 : tensor<768xf32>
    %9595 = stablehlo.multiply %2220, %2220 : tensor<768xf32>
    %9596 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %9597 = stablehlo.broadcast_in_dim %9596, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %9598 = stablehlo.multiply %9595, %9597 : tensor<768xf32>
    %9599 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %9600 = stablehlo.broadcast_in_dim %9599, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %9601 = stablehlo.multiply %v.classifier.0.beta, %9600 : tensor<768xf32>
    %9602 = stablehlo.add %9601, %9598 : tensor<768xf32>
    %9603 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %9604 = stablehlo.divide %9594, %9603 : tensor<768xf32>
    %9605 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %9606 = stablehlo.divide %9602, %9605 : tensor<768xf32>
    %9607 = stablehlo.constant dense<1.000000e-08> : tensor<f32>
    %9608 = stablehlo.broadcast_in_dim %9607, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %9609 = stablehlo.sqrt %9606 : tensor<768xf32>
    %9610 = stablehlo.add %9609, %9608 : tensor<768xf32>
    %9611 = stablehlo.divide %9604, %9610 : tensor<768xf32>
    %9612 = stablehlo.constant dense<1.000000e-04> : tensor<f32>
    %9613 = stablehlo.broadcast_in_dim %9612, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %9614 = stablehlo.multiply %9587, %9613 : tensor<768xf32>
    %9615 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %9616 = stablehlo.broadcast_in_dim %9615, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %9617 = stablehlo.subtract %9616, %9614 : tensor<768xf32>
    %9618 = stablehlo.multiply %theta.classifier.0.beta, %9617 : tensor<768xf32>
    %9619 = stablehlo.multiply %9587, %9611 : tensor<768xf32>
    %9620 = stablehlo.subtract %9618, %9619 : tensor<768xf32>
    %9621 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %9622 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %9623 = stablehlo.broadcast_in_dim %9622, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %9624 = stablehlo.multiply %2224, %9623 : tensor<768xf32>
    %9625 = stablehlo.constant dense<9.000000e-01> : tensor<f32>
    %9626 = stablehlo.broadcast_in_dim %9625, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %9627 = stablehlo.multiply %m.classifier.0.gamma, %9626 : tensor<768xf32>
    %9628 = stablehlo.add %9627, %9624 : tensor<768xf32>
    %9629 = stablehlo.multiply %2224, %2224 : tensor<768xf32>
    %9630 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %9631 = stablehlo.broadcast_in_dim %9630, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %9632 = stablehlo.multiply %9629, %9631 : tensor<768xf32>
    %9633 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %9634 = stablehlo.broadcast_in_dim %9633, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %9635 = stablehlo.multiply %v.classifier.0.gamma, %9634 : tensor<768xf32>
    %9636 = stablehlo.add %9635, %9632 : tensor<768xf32>
    %9637 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %9638 = stablehlo.divide %9628, %9637 : tensor<768xf32>
    %9639 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %9640 = stablehlo.divide %9636, %9639 : tensor<768xf32>
    %9641 = stablehlo.constant dense<1.000000e-08> : tensor<f32>
    %9642 = stablehlo.broadcast_in_dim %9641, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %9643 = stablehlo.sqrt %9640 : tensor<768xf32>
    %9644 = stablehlo.add %9643, %9642 : tensor<768xf32>
    %9645 = stablehlo.divide %9638, %9644 : tensor<768xf32>
    %9646 = stablehlo.constant dense<1.000000e-04> : tensor<f32>
    %9647 = stablehlo.broadcast_in_dim %9646, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %9648 = stablehlo.multiply %9621, %9647 : tensor<768xf32>
    %9649 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %9650 = stablehlo.broadcast_in_dim %9649, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %9651 = stablehlo.subtract %9650, %9648 : tensor<768xf32>
    %9652 = stablehlo.multiply %theta.classifier.0.gamma, %9651 : tensor<768xf32>
    %9653 = stablehlo.multiply %9621, %9645 : tensor<768xf32>
    %9654 = stablehlo.subtract %9652, %9653 : tensor<768xf32>
    %9655 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<768x10xf32>
    %9656 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %9657 = stablehlo.broadcast_in_dim %9656, dims = [] : (tensor<f32>) -> tensor<768x10xf32>
    %9658 = stablehlo.multiply %2216, %9657 : tensor<768x10xf32>
    %9659 = stablehlo.constant dense<9.000000e-01> : tensor<f32>
    %9660 = stablehlo.broadcast_in_dim %9659, dims = [] : (tensor<f32>) -> tensor<768x10xf32>
    %9661 = stablehlo.multiply %m.classifier.2.w, %9660 : tensor<768x10xf32>
    %9662 = stablehlo.add %9661, %9658 : tensor<768x10xf32>
    %9663 = stablehlo.multiply %2216, %2216 : tensor<768x10xf32>
    %9664 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %9665 = stablehlo.broadcast_in_dim %9664, dims = [] : (tensor<f32>) -> tensor<768x10xf32>
    %9666 = stablehlo.multiply %9663, %9665 : tensor<768x10xf32>
    %9667 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %9668 = stablehlo.broadcast_in_dim %9667, dims = [] : (tensor<f32>) -> tensor<768x10xf32>
    %9669 = stablehlo.multiply %v.classifier.2.w, %9668 : tensor<768x10xf32>
    %9670 = stablehlo.add %9669, %9666 : tensor<768x10xf32>
    %9671 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<768x10xf32>
    %9672 = stablehlo.divide %9662, %9671 : tensor<768x10xf32>
    %9673 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<768x10xf32>
    %9674 = stablehlo.divide %9670, %9673 : tensor<768x10xf32>
    %9675 = stablehlo.constant dense<1.000000e-08> : tensor<f32>
    %9676 = stablehlo.broadcast_in_dim %9675, dims = [] : (tensor<f32>) -> tensor<768x10xf32>
    %9677 = stablehlo.sqrt %9674 : tensor<768x10xf32>
    %9678 = stablehlo.add %9677, %9676 : tensor<768x10xf32>
    %9679 = stablehlo.divide %9672, %9678 : tensor<768x10xf32>
    %9680 = stablehlo.constant dense<1.000000e-04> : tensor<f32>
    %9681 = stablehlo.broadcast_in_dim %9680, dims = [] : (tensor<f32>) -> tensor<768x10xf32>
    %9682 = stablehlo.multiply %9655, %9681 : tensor<768x10xf32>
    %9683 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %9684 = stablehlo.broadcast_in_dim %9683, dims = [] : (tensor<f32>) -> tensor<768x10xf32>
    %9685 = stablehlo.subtract %9684, %9682 : tensor<768x10xf32>
    %9686 = stablehlo.multiply %theta.classifier.2.w, %9685 : tensor<768x10xf32>
    %9687 = stablehlo.multiply %9655, %9679 : tensor<768x10xf32>
    %9688 = stablehlo.subtract %9686, %9687 : tensor<768x10xf32>
    %9689 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %9690 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %9691 = stablehlo.broadcast_in_dim %9690, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %9692 = stablehlo.multiply %2214, %9691 : tensor<10xf32>
    %9693 = stablehlo.constant dense<9.000000e-01> : tensor<f32>
    %9694 = stablehlo.broadcast_in_dim %9693, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %9695 = stablehlo.multiply %m.classifier.2.b, %9694 : tensor<10xf32>
    %9696 = stablehlo.add %9695, %9692 : tensor<10xf32>
    %9697 = stablehlo.multiply %2214, %2214 : tensor<10xf32>
    %9698 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %9699 = stablehlo.broadcast_in_dim %9698, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %9700 = stablehlo.multiply %9697, %9699 : tensor<10xf32>
    %9701 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %9702 = stablehlo.broadcast_in_dim %9701, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %9703 = stablehlo.multiply %v.classifier.2.b, %9702 : tensor<10xf32>
    %9704 = stablehlo.add %9703, %9700 : tensor<10xf32>
    %9705 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %9706 = stablehlo.divide %9696, %9705 : tensor<10xf32>
    %9707 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %9708 = stablehlo.divide %9704, %9707 : tensor<10xf32>
    %9709 = stablehlo.constant dense<1.000000e-08> : tensor<f32>
    %9710 = stablehlo.broadcast_in_dim %9709, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %9711 = stablehlo.sqrt %9708 : tensor<10xf32>
    %9712 = stablehlo.add %9711, %9710 : tensor<10xf32>
    %9713 = stablehlo.divide %9706, %9712 : tensor<10xf32>
    %9714 = stablehlo.constant dense<1.000000e-04> : tensor<f32>
    %9715 = stablehlo.broadcast_in_dim %9714, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %9716 = stablehlo.multiply %9689, %9715 : tensor<10xf32>
    %9717 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %9718 = stablehlo.broadcast_in_dim %9717, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %9719 = stablehlo.subtract %9718, %9716 : tensor<10xf32>
    %9720 = stablehlo.multiply %theta.classifier.2.b, %9719 : tensor<10xf32>
    %9721 = stablehlo.multiply %9689, %9713 : tensor<10xf32>
    %9722 = stablehlo.subtract %9720, %9721 : tensor<10xf32>
    return %3568, %3602, %3636, %3670, %3704, %3738, %3772, %3806, %3840, %3874, %3908, %3942, %3976, %4010, %4044, %4078, %4112, %4146, %4180, %4214, %4248, %4282, %4316, %4350, %4384, %4418, %4452, %4486, %4520, %4554, %4588, %4622, %4656, %4690, %4724, %4758, %4792, %4826, %4860, %4894, %4928, %4962, %4996, %5030, %5064, %5098, %5132, %5166, %5200, %5234, %5268, %5302, %5336, %5370, %5404, %5438, %5472, %5506, %5540, %5574, %5608, %5642, %5676, %5710, %5744, %5778, %5812, %5846, %5880, %5914, %5948, %5982, %6016, %6050, %6084, %6118, %6152, %6186, %6220, %6254, %6288, %6322, %6356, %6390, %6424, %6458, %6492, %6526, %6560, %6594, %6628, %6662, %6696, %6730, %6764, %6798, %6832, %6866, %6900, %6934, %6968, %7002, %7036, %7070, %7104, %7138, %7172, %7206, %7240, %7274, %7308, %7342, %7376, %7410, %7444, %7478, %7512, %7546, %7580, %7614, %7648, %7682, %7716, %7750, %7784, %7818, %7852, %7886, %7920, %7954, %7988, %8022, %8056, %8090, %8124, %8158, %8192, %8226, %8260, %8294, %8328, %8362, %8396, %8430, %8464, %8498, %8532, %8566, %8600, %8634, %8668, %8702, %8736, %8770, %8804, %8838, %8872, %8906, %8940, %8974, %9008, %9042, %9076, %9110, %9144, %9178, %9212, %9246, %9280, %9314, %9348, %9382, %9416, %9450, %9484, %9518, %9552, %9586, %9620, %9654, %9688, %9722, %3542, %3576, %3610, %3644, %3678, %3712, %3746, %3780, %3814, %3848, %3882, %3916, %3950, %3984, %4018, %4052, %4086, %4120, %4154, %4188, %4222, %4256, %4290, %4324, %4358, %4392, %4426, %4460, %4494, %4528, %4562, %4596, %4630, %4664, %4698, %4732, %4766, %4800, %4834, %4868, %4902, %4936, %4970, %5004, %5038, %5072, %5106, %5140, %5174, %5208, %5242, %5276, %5310, %5344, %5378, %5412, %5446, %5480, %5514, %5548, %5582, %5616, %5650, %5684, %5718, %5752, %5786, %5820, %5854, %5888, %5922, %5956, %5990, %6024, %6058, %6092, %6126, %6160, %6194, %6228, %6262, %6296, %6330, %6364, %6398, %6432, %6466, %6500, %6534, %6568, %6602, %6636, %6670, %6704, %6738, %6772, %6806, %6840, %6874, %6908, %6942, %6976, %7010, %7044, %7078, %7112, %7146, %7180, %7214, %7248, %7282, %7316, %7350, %7384, %7418, %7452, %7486, %7520, %7554, %7588, %7622, %7656, %7690, %7724, %7758, %7792, %7826, %7860, %7894, %7928, %7962, %7996, %8030, %8064, %8098, %8132, %8166, %8200, %8234, %8268, %8302, %8336, %8370, %8404, %8438, %8472, %8506, %8540, %8574, %8608, %8642, %8676, %8710, %8744, %8778, %8812, %8846, %8880, %8914, %8948, %8982, %9016, %9050, %9084, %9118, %9152, %9186, %9220, %9254, %9288, %9322, %9356, %9390, %9424, %9458, %9492, %9526, %9560, %9594, %9628, %9662, %9696, %3550, %3584, %3618, %3652, %3686, %3720, %3754, %3788, %3822, %3856, %3890, %3924, %3958, %3992, %4026, %4060, %4094, %4128, %4162, %4196, %4230, %4264, %4298, %4332, %4366, %4400, %4434, %4468, %4502, %4536, %4570, %4604, %4638, %4672, %4706, %4740, %4774, %4808, %4842, %4876, %4910, %4944, %4978, %5012, %5046, %5080, %5114, %5148, %5182, %5216, %5250, %5284, %5318, %5352, %5386, %5420, %5454, %5488, %5522, %5556, %5590, %5624, %5658, %5692, %5726, %5760, %5794, %5828, %5862, %5896, %5930, %5964, %5998, %6032, %6066, %6100, %6134, %6168, %6202, %6236, %6270, %6304, %6338, %6372, %6406, %6440, %6474, %6508, %6542, %6576, %6610, %6644, %6678, %6712, %6746, %6780, %6814, %6848, %6882, %6916, %6950, %6984, %7018, %7052, %7086, %7120, %7154, %7188, %7222, %7256, %7290, %7324, %7358, %7392, %7426, %7460, %7494, %7528, %7562, %7596, %7630, %7664, %7698, %7732, %7766, %7800, %7834, %7868, %7902, %7936, %7970, %8004, %8038, %8072, %8106, %8140, %8174, %8208, %8242, %8276, %8310, %8344, %8378, %8412, %8446, %8480, %8514, %8548, %8582, %8616, %8650, %8684, %8718, %8752, %8786, %8820, %8854, %8888, %8922, %8956, %8990, %9024, %9058, %9092, %9126, %9160, %9194, %9228, %9262, %9296, %9330, %9364, %9398, %9432, %9466, %9500, %9534, %9568, %9602, %9636, %9670, %9704, %2182 : tensor<96x3x4x4xf32>, tensor<96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<96x1x7x7xf32>, tensor<96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<96x384xf32>, tensor<384xf32>, tensor<384x96xf32>, tensor<96xf32>, tensor<96x1x1xf32>, tensor<96x1x7x7xf32>, tensor<96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<96x384xf32>, tensor<384xf32>, tensor<384x96xf32>, tensor<96xf32>, tensor<96x1x1xf32>, tensor<96x1x7x7xf32>, tensor<96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<96x384xf32>, tensor<384xf32>, tensor<384x96xf32>, tensor<96xf32>, tensor<96x1x1xf32>, tensor<96xf32>, tensor<96xf32>, tensor<192x96x2x2xf32>, tensor<192xf32>, tensor<192x1x7x7xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192x768xf32>, tensor<768xf32>, tensor<768x192xf32>, tensor<192xf32>, tensor<192x1x1xf32>, tensor<192x1x7x7xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192x768xf32>, tensor<768xf32>, tensor<768x192xf32>, tensor<192xf32>, tensor<192x1x1xf32>, tensor<192x1x7x7xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192x768xf32>, tensor<768xf32>, tensor<768x192xf32>, tensor<192xf32>, tensor<192x1x1xf32>, tensor<192xf32>, tensor<192xf32>, tensor<384x192x2x2xf32>, tensor<384xf32>, tensor<384x1x7x7xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1536xf32>, tensor<1536xf32>, tensor<1536x384xf32>, tensor<384xf32>, tensor<384x1x1xf32>, tensor<384x1x7x7xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1536xf32>, tensor<1536xf32>, tensor<1536x384xf32>, tensor<384xf32>, tensor<384x1x1xf32>, tensor<384x1x7x7xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1536xf32>, tensor<1536xf32>, tensor<1536x384xf32>, tensor<384xf32>, tensor<384x1x1xf32>, tensor<384x1x7x7xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1536xf32>, tensor<1536xf32>, tensor<1536x384xf32>, tensor<384xf32>, tensor<384x1x1xf32>, tensor<384x1x7x7xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1536xf32>, tensor<1536xf32>, tensor<1536x384xf32>, tensor<384xf32>, tensor<384x1x1xf32>, tensor<384x1x7x7xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1536xf32>, tensor<1536xf32>, tensor<1536x384xf32>, tensor<384xf32>, tensor<384x1x1xf32>, tensor<384x1x7x7xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1536xf32>, tensor<1536xf32>, tensor<1536x384xf32>, tensor<384xf32>, tensor<384x1x1xf32>, tensor<384x1x7x7xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1536xf32>, tensor<1536xf32>, tensor<1536x384xf32>, tensor<384xf32>, tensor<384x1x1xf32>, tensor<384x1x7x7xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1536xf32>, tensor<1536xf32>, tensor<1536x384xf32>, tensor<384xf32>, tensor<384x1x1xf32>, tensor<384xf32>, tensor<384xf32>, tensor<768x384x2x2xf32>, tensor<768xf32>, tensor<768x1x7x7xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768x3072xf32>, tensor<3072xf32>, tensor<3072x768xf32>, tensor<768xf32>, tensor<768x1x1xf32>, tensor<768x1x7x7xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768x3072xf32>, tensor<3072xf32>, tensor<3072x768xf32>, tensor<768xf32>, tensor<768x1x1xf32>, tensor<768x1x7x7xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768x3072xf32>, tensor<3072xf32>, tensor<3072x768xf32>, tensor<768xf32>, tensor<768x1x1xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768x10xf32>, tensor<10xf32>, tensor<96x3x4x4xf32>, tensor<96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<96x1x7x7xf32>, tensor<96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<96x384xf32>, tensor<384xf32>, tensor<384x96xf32>, tensor<96xf32>, tensor<96x1x1xf32>, tensor<96x1x7x7xf32>, tensor<96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<96x384xf32>, tensor<384xf32>, tensor<384x96xf32>, tensor<96xf32>, tensor<96x1x1xf32>, tensor<96x1x7x7xf32>, tensor<96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<96x384xf32>, tensor<384xf32>, tensor<384x96xf32>, tensor<96xf32>, tensor<96x1x1xf32>, tensor<96xf32>, tensor<96xf32>, tensor<192x96x2x2xf32>, tensor<192xf32>, tensor<192x1x7x7xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192x768xf32>, tensor<768xf32>, tensor<768x192xf32>, tensor<192xf32>, tensor<192x1x1xf32>, tensor<192x1x7x7xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192x768xf32>, tensor<768xf32>, tensor<768x192xf32>, tensor<192xf32>, tensor<192x1x1xf32>, tensor<192x1x7x7xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192x768xf32>, tensor<768xf32>, tensor<768x192xf32>, tensor<192xf32>, tensor<192x1x1xf32>, tensor<192xf32>, tensor<192xf32>, tensor<384x192x2x2xf32>, tensor<384xf32>, tensor<384x1x7x7xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1536xf32>, tensor<1536xf32>, tensor<1536x384xf32>, tensor<384xf32>, tensor<384x1x1xf32>, tensor<384x1x7x7xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1536xf32>, tensor<1536xf32>, tensor<1536x384xf32>, tensor<384xf32>, tensor<384x1x1xf32>, tensor<384x1x7x7xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1536xf32>, tensor<1536xf32>, tensor<1536x384xf32>, tensor<384xf32>, tensor<384x1x1xf32>, tensor<384x1x7x7xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1536xf32>, tensor<1536xf32>, tensor<1536x384xf32>, tensor<384xf32>, tensor<384x1x1xf32>, tensor<384x1x7x7xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1536xf32>, tensor<1536xf32>, tensor<1536x384xf32>, tensor<384xf32>, tensor<384x1x1xf32>, tensor<384x1x7x7xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1536xf32>, tensor<1536xf32>, tensor<1536x384xf32>, tensor<384xf32>, tensor<384x1x1xf32>, tensor<384x1x7x7xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1536xf32>, tensor<1536xf32>, tensor<1536x384xf32>, tensor<384xf32>, tensor<384x1x1xf32>, tensor<384x1x7x7xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1536xf32>, tensor<1536xf32>, tensor<1536x384xf32>, tensor<384xf32>, tensor<384x1x1xf32>, tensor<384x1x7x7xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1536xf32>, tensor<1536xf32>, tensor<1536x384xf32>, tensor<384xf32>, tensor<384x1x1xf32>, tensor<384xf32>, tensor<384xf32>, tensor<768x384x2x2xf32>, tensor<768xf32>, tensor<768x1x7x7xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768x3072xf32>, tensor<3072xf32>, tensor<3072x768xf32>, tensor<768xf32>, tensor<768x1x1xf32>, tensor<768x1x7x7xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768x3072xf32>, tensor<3072xf32>, tensor<3072x768xf32>, tensor<768xf32>, tensor<768x1x1xf32>, tensor<768x1x7x7xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768x3072xf32>, tensor<3072xf32>, tensor<3072x768xf32>, tensor<768xf32>, tensor<768x1x1xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768x10xf32>, tensor<10xf32>, tensor<96x3x4x4xf32>, tensor<96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<96x1x7x7xf32>, tensor<96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<96x384xf32>, tensor<384xf32>, tensor<384x96xf32>, tensor<96xf32>, tensor<96x1x1xf32>, tensor<96x1x7x7xf32>, tensor<96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<96x384xf32>, tensor<384xf32>, tensor<384x96xf32>, tensor<96xf32>, tensor<96x1x1xf32>, tensor<96x1x7x7xf32>, tensor<96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<96x384xf32>, tensor<384xf32>, tensor<384x96xf32>, tensor<96xf32>, tensor<96x1x1xf32>, tensor<96xf32>, tensor<96xf32>, tensor<192x96x2x2xf32>, tensor<192xf32>, tensor<192x1x7x7xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192x768xf32>, tensor<768xf32>, tensor<768x192xf32>, tensor<192xf32>, tensor<192x1x1xf32>, tensor<192x1x7x7xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192x768xf32>, tensor<768xf32>, tensor<768x192xf32>, tensor<192xf32>, tensor<192x1x1xf32>, tensor<192x1x7x7xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192x768xf32>, tensor<768xf32>, tensor<768x192xf32>, tensor<192xf32>, tensor<192x1x1xf32>, tensor<192xf32>, tensor<192xf32>, tensor<384x192x2x2xf32>, tensor<384xf32>, tensor<384x1x7x7xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1536xf32>, tensor<1536xf32>, tensor<1536x384xf32>, tensor<384xf32>, tensor<384x1x1xf32>, tensor<384x1x7x7xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1536xf32>, tensor<1536xf32>, tensor<1536x384xf32>, tensor<384xf32>, tensor<384x1x1xf32>, tensor<384x1x7x7xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1536xf32>, tensor<1536xf32>, tensor<1536x384xf32>, tensor<384xf32>, tensor<384x1x1xf32>, tensor<384x1x7x7xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1536xf32>, tensor<1536xf32>, tensor<1536x384xf32>, tensor<384xf32>, tensor<384x1x1xf32>, tensor<384x1x7x7xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1536xf32>, tensor<1536xf32>, tensor<1536x384xf32>, tensor<384xf32>, tensor<384x1x1xf32>, tensor<384x1x7x7xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1536xf32>, tensor<1536xf32>, tensor<1536x384xf32>, tensor<384xf32>, tensor<384x1x1xf32>, tensor<384x1x7x7xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1536xf32>, tensor<1536xf32>, tensor<1536x384xf32>, tensor<384xf32>, tensor<384x1x1xf32>, tensor<384x1x7x7xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1536xf32>, tensor<1536xf32>, tensor<1536x384xf32>, tensor<384xf32>, tensor<384x1x1xf32>, tensor<384x1x7x7xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1536xf32>, tensor<1536xf32>, tensor<1536x384xf32>, tensor<384xf32>, tensor<384x1x1xf32>, tensor<384xf32>, tensor<384xf32>, tensor<768x384x2x2xf32>, tensor<768xf32>, tensor<768x1x7x7xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768x3072xf32>, tensor<3072xf32>, tensor<3072x768xf32>, tensor<768xf32>, tensor<768x1x1xf32>, tensor<768x1x7x7xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768x3072xf32>, tensor<3072xf32>, tensor<3072x768xf32>, tensor<768xf32>, tensor<768x1x1xf32>, tensor<768x1x7x7xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768x3072xf32>, tensor<3072xf32>, tensor<3072x768xf32>, tensor<768xf32>, tensor<768x1x1xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768x10xf32>, tensor<10xf32>, tensor<f32>
  }
  func.func public @convnext_t_fwd(%x: tensor<2x3x224x224xf32>, %theta.features.0.0.w: tensor<96x3x4x4xf32>, %theta.features.0.0.b: tensor<96xf32>, %theta.features.0.1.beta: tensor<96xf32>, %theta.features.0.1.gamma: tensor<96xf32>, %theta.features.1.0.block.0.w: tensor<96x1x7x7xf32>, %theta.features.1.0.block.0.b: tensor<96xf32>, %theta.features.1.0.block.2.beta: tensor<96xf32>, %theta.features.1.0.block.2.gamma: tensor<96xf32>, %theta.features.1.0.block.3.w: tensor<96x384xf32>, %theta.features.1.0.block.3.b: tensor<384xf32>, %theta.features.1.0.block.5.w: tensor<384x96xf32>, %theta.features.1.0.block.5.b: tensor<96xf32>, %theta.features.1.0.layer_scale: tensor<96x1x1xf32>, %theta.features.1.1.block.0.w: tensor<96x1x7x7xf32>, %theta.features.1.1.block.0.b: tensor<96xf32>, %theta.features.1.1.block.2.beta: tensor<96xf32>, %theta.features.1.1.block.2.gamma: tensor<96xf32>, %theta.features.1.1.block.3.w: tensor<96x384xf32>, %theta.features.1.1.block.3.b: tensor<384xf32>, %theta.features.1.1.block.5.w: tensor<384x96xf32>, %theta.features.1.1.block.5.b: tensor<96xf32>, %theta.features.1.1.layer_scale: tensor<96x1x1xf32>, %theta.features.1.2.block.0.w: tensor<96x1x7x7xf32>, %theta.features.1.2.block.0.b: tensor<96xf32>, %theta.features.1.2.block.2.beta: tensor<96xf32>, %theta.features.1.2.block.2.gamma: tensor<96xf32>, %theta.features.1.2.block.3.w: tensor<96x384xf32>, %theta.features.1.2.block.3.b: tensor<384xf32>, %theta.features.1.2.block.5.w: tensor<384x96xf32>, %theta.features.1.2.block.5.b: tensor<96xf32>, %theta.features.1.2.layer_scale: tensor<96x1x1xf32>, %theta.features.2.0.beta: tensor<96xf32>, %theta.features.2.0.gamma: tensor<96xf32>, %theta.features.2.1.w: tensor<192x96x2x2xf32>, %theta.features.2.1.b: tensor<192xf32>, %theta.features.3.0.block.0.w: tensor<192x1x7x7xf32>, %theta.features.3.0.block.0.b: tensor<192xf32>, %theta.features.3.0.block.2.beta: tensor<192xf32>, %theta.features.3.0.block.2.gamma: tensor<192xf32>, %theta.features.3.0.block.3.w: tensor<192x768xf32>, %theta.features.3.0.block.3.b: tensor<768xf32>, %theta.features.3.0.block.5.w: tensor<768x192xf32>, %theta.features.3.0.block.5.b: tensor<192xf32>, %theta.features.3.0.layer_scale: tensor<192x1x1xf32>, %theta.features.3.1.block.0.w: tensor<192x1x7x7xf32>, %theta.features.3.1.block.0.b: tensor<192xf32>, %theta.features.3.1.block.2.beta: tensor<192xf32>, %theta.features.3.1.block.2.gamma: tensor<192xf32>, %theta.features.3.1.block.3.w: tensor<192x768xf32>, %theta.features.3.1.block.3.b: tensor<768xf32>, %theta.features.3.1.block.5.w: tensor<768x192xf32>, %theta.features.3.1.block.5.b: tensor<192xf32>, %theta.features.3.1.layer_scale: tensor<192x1x1xf32>, %theta.features.3.2.block.0.w: tensor<192x1x7x7xf32>, %theta.features.3.2.block.0.b: tensor<192xf32>, %theta.features.3.2.block.2.beta: tensor<192xf32>, %theta.features.3.2.block.2.gamma: tensor<192xf32>, %theta.features.3.2.block.3.w: tensor<192x768xf32>, %theta.features.3.2.block.3.b: tensor<768xf32>, %theta.features.3.2.block.5.w: tensor<768x192xf32>, %theta.features.3.2.block.5.b: tensor<192xf32>, %theta.features.3.2.layer_scale: tensor<192x1x1xf32>, %theta.features.4.0.beta: tensor<192xf32>, %theta.features.4.0.gamma: tensor<192xf32>, %theta.features.4.1.w: tensor<384x192x2x2xf32>, %theta.features.4.1.b: tensor<384xf32>, %theta.features.5.0.block.0.w: tensor<384x1x7x7xf32>, %theta.features.5.0.block.0.b: tensor<384xf32>, %theta.features.5.0.block.2.beta: tensor<384xf32>, %theta.features.5.0.block.2.gamma: tensor<384xf32>, %theta.features.5.0.block.3.w: tensor<384x1536xf32>, %theta.features.5.0.block.3.b: tensor<1536xf32>, %theta.features.5.0.block.5.w: tensor<1536x384xf32>, %theta.features.5.0.block.5.b: tensor<384xf32>, %theta.features.5.0.layer_scale: tensor<384x1x1xf32>, %theta.features.5.1.block.0.w: tensor<384x1x7x7xf32>, %theta.features.5.1.block.0.b: tensor<384xf32>, %theta.features.5.1.block.2.beta: tensor<384xf32>, %theta.features.5.1.block.2.gamma: tensor<384xf32>, %theta.features.5.1.block.3.w: tensor<384x1536xf32>, %theta.features.5.1.block.3.b: tensor<1536xf32>, %theta.features.5.1.block.5.w: tensor<1536x384xf32>, %theta.features.5.1.block.5.b: tensor<384xf32>, %theta.features.5.1.layer_scale: tensor<384x1x1xf32>, %theta.features.5.2.block.0.w: tensor<384x1x7x7xf32>, %theta.features.5.2.block.0.b: tensor<384xf32>, %theta.features.5.2.block.2.beta: tensor<384xf32>, %theta.features.5.2.block.2.gamma: tensor<384xf32>, %theta.features.5.2.block.3.w: tensor<384x1536xf32>, %theta.features.5.2.block.3.b: tensor<1536xf32>, %theta.features.5.2.block.5.w: tensor<1536x384xf32>, %theta.features.5.2.block.5.b: tensor<384xf32>, %theta.features.5.2.layer_scale: tensor<384x1x1xf32>, %theta.features.5.3.block.0.w: tensor<384x1x7x7xf32>, %theta.features.5.3.block.0.b: tensor<384xf32>, %theta.features.5.3.block.2.beta: tensor<384xf32>, %theta.features.5.3.block.2.gamma: tensor<384xf32>, %theta.features.5.3.block.3.w: tensor<384x1536xf32>, %theta.features.5.3.block.3.b: tensor<1536xf32>, %theta.features.5.3.block.5.w: tensor<1536x384xf32>, %theta.features.5.3.block.5.b: tensor<384xf32>, %theta.features.5.3.layer_scale: tensor<384x1x1xf32>, %theta.features.5.4.block.0.w: tensor<384x1x7x7xf32>, %theta.features.5.4.block.0.b: tensor<384xf32>, %theta.features.5.4.block.2.beta: tensor<384xf32>, %theta.features.5.4.block.2.gamma: tensor<384xf32>, %theta.features.5.4.block.3.w: tensor<384x1536xf32>, %theta.features.5.4.block.3.b: tensor<1536xf32>, %theta.features.5.4.block.5.w: tensor<1536x384xf32>, %theta.features.5.4.block.5.b: tensor<384xf32>, %theta.features.5.4.layer_scale: tensor<384x1x1xf32>, %theta.features.5.5.block.0.w: tensor<384x1x7x7xf32>, %theta.features.5.5.block.0.b: tensor<384xf32>, %theta.features.5.5.block.2.beta: tensor<384xf32>, %theta.features.5.5.block.2.gamma: tensor<384xf32>, %theta.features.5.5.block.3.w: tensor<384x1536xf32>, %theta.features.5.5.block.3.b: tensor<1536xf32>, %theta.features.5.5.block.5.w: tensor<1536x384xf32>, %theta.features.5.5.block.5.b: tensor<384xf32>, %theta.features.5.5.layer_scale: tensor<384x1x1xf32>, %theta.features.5.6.block.0.w: tensor<384x1x7x7xf32>, %theta.features.5.6.block.0.b: tensor<384xf32>, %theta.features.5.6.block.2.beta: tensor<384xf32>, %theta.features.5.6.block.2.gamma: tensor<384xf32>, %theta.features.5.6.block.3.w: tensor<384x1536xf32>, %theta.features.5.6.block.3.b: tensor<1536xf32>, %theta.features.5.6.block.5.w: tensor<1536x384xf32>, %theta.features.5.6.block.5.b: tensor<384xf32>, %theta.features.5.6.layer_scale: tensor<384x1x1xf32>, %theta.features.5.7.block.0.w: tensor<384x1x7x7xf32>, %theta.features.5.7.block.0.b: tensor<384xf32>, %theta.features.5.7.block.2.beta: tensor<384xf32>, %theta.features.5.7.block.2.gamma: tensor<384xf32>, %theta.features.5.7.block.3.w: tensor<384x1536xf32>, %theta.features.5.7.block.3.b: tensor<1536xf32>, %theta.features.5.7.block.5.w: tensor<1536x384xf32>, %theta.features.5.7.block.5.b: tensor<384xf32>, %theta.features.5.7.layer_scale: tensor<384x1x1xf32>, %theta.features.5.8.block.0.w: tensor<384x1x7x7xf32>, %theta.features.5.8.block.0.b: tensor<384xf32>, %theta.features.5.8.block.2.beta: tensor<384xf32>, %theta.features.5.8.block.2.gamma: tensor<384xf32>, %theta.features.5.8.block.3.w: tensor<384x1536xf32>, %theta.features.5.8.block.3.b: tensor<1536xf32>, %theta.features.5.8.block.5.w: tensor<1536x384xf32>, %theta.features.5.8.block.5.b: tensor<384xf32>, %theta.features.5.8.layer_scale: tensor<384x1x1xf32>, %theta.features.6.0.beta: tensor<384xf32>, %theta.features.6.0.gamma: tensor<384xf32>, %theta.features.6.1.w: tensor<768x384x2x2xf32>, %theta.features.6.1.b: tensor<768xf32>, %theta.features.7.0.block.0.w: tensor<768x1x7x7xf32>, %theta.features.7.0.block.0.b: tensor<768xf32>, %theta.features.7.0.block.2.beta: tensor<768xf32>, %theta.features.7.0.block.2.gamma: tensor<768xf32>, %theta.features.7.0.block.3.w: tensor<768x3072xf32>, %theta.features.7.0.block.3.b: tensor<3072xf32>, %theta.features.7.0.block.5.w: tensor<3072x768xf32>, %theta.features.7.0.block.5.b: tensor<768xf32>, %theta.features.7.0.layer_scale: tensor<768x1x1xf32>, %theta.features.7.1.block.0.w: tensor<768x1x7x7xf32>, %theta.features.7.1.block.0.b: tensor<768xf32>, %theta.features.7.1.block.2.beta: tensor<768xf32>, %theta.features.7.1.block.2.gamma: tensor<768xf32>, %theta.features.7.1.block.3.w: tensor<768x3072xf32>, %theta.features.7.1.block.3.b: tensor<3072xf32>, %theta.features.7.1.block.5.w: tensor<3072x768xf32>, %theta.features.7.1.block.5.b: tensor<768xf32>, %theta.features.7.1.layer_scale: tensor<768x1x1xf32>, %theta.features.7.2.block.0.w: tensor<768x1x7x7xf32>, %theta.features.7.2.block.0.b: tensor<768xf32>, %theta.features.7.2.block.2.beta: tensor<768xf32>, %theta.features.7.2.block.2.gamma: tensor<768xf32>, %theta.features.7.2.block.3.w: tensor<768x3072xf32>, %theta.features.7.2.block.3.b: tensor<3072xf32>, %theta.features.7.2.block.5.w: tensor<3072x768xf32>, %theta.features.7.2.block.5.b: tensor<768xf32>, %theta.features.7.2.layer_scale: tensor<768x1x1xf32>, %theta.classifier.0.beta: tensor<768xf32>, %theta.classifier.0.gamma: tensor<768xf32>, %theta.classifier.2.w: tensor<768x10xf32>, %theta.classifier.2.b: tensor<10xf32>) -> (tensor<2x10xf32> {jax.result_info = "logits"}) {
    %0 = stablehlo.convolution(%x, %theta.features.0.0.w) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [4, 4], pad = [[0, 0], [0, 0]]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<2x3x224x224xf32>, tensor<96x3x4x4xf32>) -> tensor<2x96x56x56xf32>
    %1 = stablehlo.broadcast_in_dim %theta.features.0.0.b, dims = [1] : (tensor<96xf32>) -> tensor<2x96x56x56xf32>
    %2 = stablehlo.add %0, %1 : tensor<2x96x56x56xf32>
    %3 = stablehlo.transpose %2, dims = [0, 2, 3, 1] : (tensor<2x96x56x56xf32>) -> tensor<2x56x56x96xf32>
    %4 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %5 = stablehlo.reduce(%3 init: %4) applies stablehlo.add across dimensions = [3] : (tensor<2x56x56x96xf32>, tensor<f32>) -> tensor<2x56x56xf32>
    %6 = stablehlo.constant dense<1.0416667e-02> : tensor<f32>
    %7 = stablehlo.broadcast_in_dim %6, dims = [] : (tensor<f32>) -> tensor<2x56x56xf32>
    %8 = stablehlo.multiply %5, %7 : tensor<2x56x56xf32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0, 1, 2] : (tensor<2x56x56xf32>) -> tensor<2x56x56x96xf32>
    %10 = stablehlo.subtract %3, %9 : tensor<2x56x56x96xf32>
    %11 = stablehlo.multiply %10, %10 : tensor<2x56x56x96xf32>
    %12 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %13 = stablehlo.reduce(%11 init: %12) applies stablehlo.add across dimensions = [3] : (tensor<2x56x56x96xf32>, tensor<f32>) -> tensor<2x56x56xf32>
    %14 = stablehlo.constant dense<1.0416667e-02> : tensor<f32>
    %15 = stablehlo.broadcast_in_dim %14, dims = [] : (tensor<f32>) -> tensor<2x56x56xf32>
    %16 = stablehlo.multiply %13, %15 : tensor<2x56x56xf32>
    %17 = stablehlo.constant dense<1.000000e-06> : tensor<f32>
    %18 = stablehlo.broadcast_in_dim %17, dims = [] : (tensor<f32>) -> tensor<2x56x56xf32>
    %19 = stablehlo.add %16, %18 : tensor<2x56x56xf32>
    %20 = stablehlo.rsqrt %19 : tensor<2x56x56xf32>
    %21 = stablehlo.broadcast_in_dim %20, dims = [0, 1, 2] : (tensor<2x56x56xf32>) -> tensor<2x56x56x96xf32>
    %22 = stablehlo.multiply %10, %21 : tensor<2x56x56x96xf32>
    %23 = stablehlo.broadcast_in_dim %theta.features.0.1.gamma, dims = [3] : (tensor<96xf32>) -> tensor<2x56x56x96xf32>
    %24 = stablehlo.multiply %22, %23 : tensor<2x56x56x96xf32>
    %25 = stablehlo.broadcast_in_dim %theta.features.0.1.beta, dims = [3] : (tensor<96xf32>) -> tensor<2x56x56x96xf32>
    %26 = stablehlo.add %24, %25 : tensor<2x56x56x96xf32>
    %27 = stablehlo.transpose %26, dims = [0, 3, 1, 2] : (tensor<2x56x56x96xf32>) -> tensor<2x96x56x56xf32>
    %28 = stablehlo.convolution(%27, %theta.features.1.0.block.0.w) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[3, 3], [3, 3]]} {batch_group_count = 1 : i64, feature_group_count = 96 : i64} : (tensor<2x96x56x56xf32>, tensor<96x1x7x7xf32>) -> tensor<2x96x56x56xf32>
    %29 = stablehlo.broadcast_in_dim %theta.features.1.0.block.0.b, dims = [1] : (tensor<96xf32>) -> tensor<2x96x56x56xf32>
    %30 = stablehlo.add %28, %29 : tensor<2x96x56x56xf32>
    %31 = stablehlo.transpose %30, dims = [0, 2, 3, 1] : (tensor<2x96x56x56xf32>) -> tensor<2x56x56x96xf32>
    %32 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %33 = stablehlo.reduce(%31 init: %32) applies stablehlo.add across dimensions = [3] : (tensor<2x56x56x96xf32>, tensor<f32>) -> tensor<2x56x56xf32>
    %34 = stablehlo.constant dense<1.0416667e-02> : tensor<f32>
    %35 = stablehlo.broadcast_in_dim %34, dims = [] : (tensor<f32>) -> tensor<2x56x56xf32>
    %36 = stablehlo.multiply %33, %35 : tensor<2x56x56xf32>
    %37 = stablehlo.broadcast_in_dim %36, dims = [0, 1, 2] : (tensor<2x56x56xf32>) -> tensor<2x56x56x96xf32>
    %38 = stablehlo.subtract %31, %37 : tensor<2x56x56x96xf32>
    %39 = stablehlo.multiply %38, %38 : tensor<2x56x56x96xf32>
    %40 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %41 = stablehlo.reduce(%39 init: %40) applies stablehlo.add across dimensions = [3] : (tensor<2x56x56x96xf32>, tensor<f32>) -> tensor<2x56x56xf32>
    %42 = stablehlo.constant dense<1.0416667e-02> : tensor<f32>
    %43 = stablehlo.broadcast_in_dim %42, dims = [] : (tensor<f32>) -> tensor<2x56x56xf32>
    %44 = stablehlo.multiply %41, %43 : tensor<2x56x56xf32>
    %45 = stablehlo.constant dense<1.000000e-06> : tensor<f32>
    %46 = stablehlo.broadcast_in_dim %45, dims = [] : (tensor<f32>) -> tensor<2x56x56xf32>
    %47 = stablehlo.add %44, %46 : tensor<2x56x56xf32>
    %48 = stablehlo.rsqrt %47 : tensor<2x56x56xf32>
    %49 = stablehlo.broadcast_in_dim %48, dims = [0, 1, 2] : (tensor<2x56x56xf32>) -> tensor<2x56x56x96xf32>
    %50 = stablehlo.multiply %38, %49 : tensor<2x56x56x96xf32>
    %51 = stablehlo.broadcast_in_dim %theta.features.1.0.block.2.gamma, dims = [3] : (tensor<96xf32>) -> tensor<2x56x56x96xf32>
    %52 = stablehlo.multiply %50, %51 : tensor<2x56x56x96xf32>
    %53 = stablehlo.broadcast_in_dim %theta.features.1.0.block.2.beta, dims = [3] : (tensor<96xf32>) -> tensor<2x56x56x96xf32>
    %54 = stablehlo.add %52, %53 : tensor<2x56x56x96xf32>
    %55 = stablehlo.dot_general %54, %theta.features.1.0.block.3.w, contracting_dims = [3] x [0] : (tensor<2x56x56x96xf32>, tensor<96x384xf32>) -> tensor<2x56x56x384xf32>
    %56 = stablehlo.broadcast_in_dim %theta.features.1.0.block.3.b, dims = [3] : (tensor<384xf32>) -> tensor<2x56x56x384xf32>
    %57 = stablehlo.add %55, %56 : tensor<2x56x56x384xf32>
    %58 = stablehlo.constant dense<7.0710677e-01> : tensor<f32>
    %59 = stablehlo.broadcast_in_dim %58, dims = [] : (tensor<f32>) -> tensor<2x56x56x384xf32>
    %60 = stablehlo.multiply %57, %59 : tensor<2x56x56x384xf32>
    %61 = chlo.erf %60 : tensor<2x56x56x384xf32> -> tensor<2x56x56x384xf32>
    %62 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %63 = stablehlo.broadcast_in_dim %62, dims = [] : (tensor<f32>) -> tensor<2x56x56x384xf32>
    %64 = stablehlo.add %63, %61 : tensor<2x56x56x384xf32>
    %65 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %66 = stablehlo.broadcast_in_dim %65, dims = [] : (tensor<f32>) -> tensor<2x56x56x384xf32>
    %67 = stablehlo.multiply %57, %66 : tensor<2x56x56x384xf32>
    %68 = stablehlo.multiply %67, %64 : tensor<2x56x56x384xf32>
    %69 = stablehlo.dot_general %68, %theta.features.1.0.block.5.w, contracting_dims = [3] x [0] : (tensor<2x56x56x384xf32>, tensor<384x96xf32>) -> tensor<2x56x56x96xf32>
    %70 = stablehlo.broadcast_in_dim %theta.features.1.0.block.5.b, dims = [3] : (tensor<96xf32>) -> tensor<2x56x56x96xf32>
    %71 = stablehlo.add %69, %70 : tensor<2x56x56x96xf32>
    %72 = stablehlo.transpose %71, dims = [0, 3, 1, 2] : (tensor<2x56x56x96xf32>) -> tensor<2x96x56x56xf32>
    %73 = stablehlo.reshape %theta.features.1.0.layer_scale : (tensor<96x1x1xf32>) -> tensor<96xf32>
    %74 = stablehlo.broadcast_in_dim %73, dims = [1] : (tensor<96xf32>) -> tensor<2x96x56x56xf32>
    %75 = stablehlo.multiply %72, %74 : tensor<2x96x56x56xf32>
    %76 = stablehlo.add %27, %75 : tensor<2x96x56x56xf32>
    %77 = stablehlo.convolution(%76, %theta.features.1.1.block.0.w) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[3, 3], [3, 3]]} {batch_group_count = 1 : i64, feature_group_count = 96 : i64} : (tensor<2x96x56x56xf32>, tensor<96x1x7x7xf32>) -> tensor<2x96x56x56xf32>
    %78 = stablehlo.broadcast_in_dim %theta.features.1.1.block.0.b, dims = [1] : (tensor<96xf32>) -> tensor<2x96x56x56xf32>
    %79 = stablehlo.add %77, %78 : tensor<2x96x56x56xf32>
    %80 = stablehlo.transpose %79, dims = [0, 2, 3, 1] : (tensor<2x96x56x56xf32>) -> tensor<2x56x56x96xf32>
    %81 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %82 = stablehlo.reduce(%80 init: %81) applies stablehlo.add across dimensions = [3] : (tensor<2x56x56x96xf32>, tensor<f32>) -> tensor<2x56x56xf32>
    %83 = stablehlo.constant dense<1.0416667e-02> : tensor<f32>
    %84 = stablehlo.broadcast_in_dim %83, dims = [] : (tensor<f32>) -> tensor<2x56x56xf32>
    %85 = stablehlo.multiply %82, %84 : tensor<2x56x56xf32>
    %86 = stablehlo.broadcast_in_dim %85, dims = [0, 1, 2] : (tensor<2x56x56xf32>) -> tensor<2x56x56x96xf32>
    %87 = stablehlo.subtract %80, %86 : tensor<2x56x56x96xf32>
    %88 = stablehlo.multiply %87, %87 : tensor<2x56x56x96xf32>
    %89 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %90 = stablehlo.reduce(%88 init: %89) applies stablehlo.add across dimensions = [3] : (tensor<2x56x56x96xf32>, tensor<f32>) -> tensor<2x56x56xf32>
    %91 = stablehlo.constant dense<1.0416667e-02> : tensor<f32>
    %92 = stablehlo.broadcast_in_dim %91, dims = [] : (tensor<f32>) -> tensor<2x56x56xf32>
    %93 = stablehlo.multiply %90, %92 : tensor<2x56x56xf32>
    %94 = stablehlo.constant dense<1.000000e-06> : tensor<f32>
    %95 = stablehlo.broadcast_in_dim %94, dims = [] : (tensor<f32>) -> tensor<2x56x56xf32>
    %96 = stablehlo.add %93, %95 : tensor<2x56x56xf32>
    %97 = stablehlo.rsqrt %96 : tensor<2x56x56xf32>
    %98 = stablehlo.broadcast_in_dim %97, dims = [0, 1, 2] : (tensor<2x56x56xf32>) -> tensor<2x56x56x96xf32>
    %99 = stablehlo.multiply %87, %98 : tensor<2x56x56x96xf32>
    %100 = stablehlo.broadcast_in_dim %theta.features.1.1.block.2.gamma, dims = [3] : (tensor<96xf32>) -> tensor<2x56x56x96xf32>
    %101 = stablehlo.multiply %99, %100 : tensor<2x56x56x96xf32>
    %102 = stablehlo.broadcast_in_dim %theta.features.1.1.block.2.beta, dims = [3] : (tensor<96xf32>) -> tensor<2x56x56x96xf32>
    %103 = stablehlo.add %101, %102 : tensor<2x56x56x96xf32>
    %104 = stablehlo.dot_general %103, %theta.features.1.1.block.3.w, contracting_dims = [3] x [0] : (tensor<2x56x56x96xf32>, tensor<96x384xf32>) -> tensor<2x56x56x384xf32>
    %105 = stablehlo.broadcast_in_dim %theta.features.1.1.block.3.b, dims = [3] : (tensor<384xf32>) -> tensor<2x56x56x384xf32>
    %106 = stablehlo.add %104, %105 : tensor<2x56x56x384xf32>
    %107 = stablehlo.constant dense<7.0710677e-01> : tensor<f32>
    %108 = stablehlo.broadcast_in_dim %107, dims = [] : (tensor<f32>) -> tensor<2x56x56x384xf32>
    %109 = stablehlo.multiply %106, %108 : tensor<2x56x56x384xf32>
    %110 = chlo.erf %109 : tensor<2x56x56x384xf32> -> tensor<2x56x56x384xf32>
    %111 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %112 = stablehlo.broadcast_in_dim %111, dims = [] : (tensor<f32>) -> tensor<2x56x56x384xf32>
    %113 = stablehlo.add %112, %110 : tensor<2x56x56x384xf32>
    %114 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %115 = stablehlo.broadcast_in_dim %114, dims = [] : (tensor<f32>) -> tensor<2x56x56x384xf32>
    %116 = stablehlo.multiply %106, %115 : tensor<2x56x56x384xf32>
    %117 = stablehlo.multiply %116, %113 : tensor<2x56x56x384xf32>
    %118 = stablehlo.dot_general %117, %theta.features.1.1.block.5.w, contracting_dims = [3] x [0] : (tensor<2x56x56x384xf32>, tensor<384x96xf32>) -> tensor<2x56x56x96xf32>
    %119 = stablehlo.broadcast_in_dim %theta.features.1.1.block.5.b, dims = [3] : (tensor<96xf32>) -> tensor<2x56x56x96xf32>
    %120 = stablehlo.add %118, %119 : tensor<2x56x56x96xf32>
    %121 = stablehlo.transpose %120, dims = [0, 3, 1, 2] : (tensor<2x56x56x96xf32>) -> tensor<2x96x56x56xf32>
    %122 = stablehlo.reshape %theta.features.1.1.layer_scale : (tensor<96x1x1xf32>) -> tensor<96xf32>
    %123 = stablehlo.broadcast_in_dim %122, dims = [1] : (tensor<96xf32>) -> tensor<2x96x56x56xf32>
    %124 = stablehlo.multiply %121, %123 : tensor<2x96x56x56xf32>
    %125 = stablehlo.add %76, %124 : tensor<2x96x56x56xf32>
    %126 = stablehlo.convolution(%125, %theta.features.1.2.block.0.w) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[3, 3], [3, 3]]} {batch_group_count = 1 : i64, feature_group_count = 96 : i64} : (tensor<2x96x56x56xf32>, tensor<96x1x7x7xf32>) -> tensor<2x96x56x56xf32>
    %127 = stablehlo.broadcast_in_dim %theta.features.1.2.block.0.b, dims = [1] : (tensor<96xf32>) -> tensor<2x96x56x56xf32>
    %128 = stablehlo.add %126, %127 : tensor<2x96x56x56xf32>
    %129 = stablehlo.transpose %128, dims = [0, 2, 3, 1] : (tensor<2x96x56x56xf32>) -> tensor<2x56x56x96xf32>
    %130 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %131 = stablehlo.reduce(%129 init: %130) applies stablehlo.add across dimensions = [3] : (tensor<2x56x56x96xf32>, tensor<f32>) -> tensor<2x56x56xf32>
    %132 = stablehlo.constant dense<1.0416667e-02> : tensor<f32>
    %133 = stablehlo.broadcast_in_dim %132, dims = [] : (tensor<f32>) -> tensor<2x56x56xf32>
    %134 = stablehlo.multiply %131, %133 : tensor<2x56x56xf32>
    %135 = stablehlo.broadcast_in_dim %134, dims = [0, 1, 2] : (tensor<2x56x56xf32>) -> tensor<2x56x56x96xf32>
    %136 = stablehlo.subtract %129, %135 : tensor<2x56x56x96xf32>
    %137 = stablehlo.multiply %136, %136 : tensor<2x56x56x96xf32>
    %138 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %139 = stablehlo.reduce(%137 init: %138) applies stablehlo.add across dimensions = [3] : (tensor<2x56x56x96xf32>, tensor<f32>) -> tensor<2x56x56xf32>
    %140 = stablehlo.constant dense<1.0416667e-02> : tensor<f32>
    %141 = stablehlo.broadcast_in_dim %140, dims = [] : (tensor<f32>) -> tensor<2x56x56xf32>
    %142 = stablehlo.multiply %139, %141 : tensor<2x56x56xf32>
    %143 = stablehlo.constant dense<1.000000e-06> : tensor<f32>
    %144 = stablehlo.broadcast_in_dim %143, dims = [] : (tensor<f32>) -> tensor<2x56x56xf32>
    %145 = stablehlo.add %142, %144 : tensor<2x56x56xf32>
    %146 = stablehlo.rsqrt %145 : tensor<2x56x56xf32>
    %147 = stablehlo.broadcast_in_dim %146, dims = [0, 1, 2] : (tensor<2x56x56xf32>) -> tensor<2x56x56x96xf32>
    %148 = stablehlo.multiply %136, %147 : tensor<2x56x56x96xf32>
    %149 = stablehlo.broadcast_in_dim %theta.features.1.2.block.2.gamma, dims = [3] : (tensor<96xf32>) -> tensor<2x56x56x96xf32>
    %150 = stablehlo.multiply %148, %149 : tensor<2x56x56x96xf32>
    %151 = stablehlo.broadcast_in_dim %theta.features.1.2.block.2.beta, dims = [3] : (tensor<96xf32>) -> tensor<2x56x56x96xf32>
    %152 = stablehlo.add %150, %151 : tensor<2x56x56x96xf32>
    %153 = stablehlo.dot_general %152, %theta.features.1.2.block.3.w, contracting_dims = [3] x [0] : (tensor<2x56x56x96xf32>, tensor<96x384xf32>) -> tensor<2x56x56x384xf32>
    %154 = stablehlo.broadcast_in_dim %theta.features.1.2.block.3.b, dims = [3] : (tensor<384xf32>) -> tensor<2x56x56x384xf32>
    %155 = stablehlo.add %153, %154 : tensor<2x56x56x384xf32>
    %156 = stablehlo.constant dense<7.0710677e-01> : tensor<f32>
    %157 = stablehlo.broadcast_in_dim %156, dims = [] : (tensor<f32>) -> tensor<2x56x56x384xf32>
    %158 = stablehlo.multiply %155, %157 : tensor<2x56x56x384xf32>
    %159 = chlo.erf %158 : tensor<2x56x56x384xf32> -> tensor<2x56x56x384xf32>
    %160 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %161 = stablehlo.broadcast_in_dim %160, dims = [] : (tensor<f32>) -> tensor<2x56x56x384xf32>
    %162 = stablehlo.add %161, %159 : tensor<2x56x56x384xf32>
    %163 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %164 = stablehlo.broadcast_in_dim %163, dims = [] : (tensor<f32>) -> tensor<2x56x56x384xf32>
    %165 = stablehlo.multiply %155, %164 : tensor<2x56x56x384xf32>
    %166 = stablehlo.multiply %165, %162 : tensor<2x56x56x384xf32>
    %167 = stablehlo.dot_general %166, %theta.features.1.2.block.5.w, contracting_dims = [3] x [0] : (tensor<2x56x56x384xf32>, tensor<384x96xf32>) -> tensor<2x56x56x96xf32>
    %168 = stablehlo.broadcast_in_dim %theta.features.1.2.block.5.b, dims = [3] : (tensor<96xf32>) -> tensor<2x56x56x96xf32>
    %169 = stablehlo.add %167, %168 : tensor<2x56x56x96xf32>
    %170 = stablehlo.transpose %169, dims = [0, 3, 1, 2] : (tensor<2x56x56x96xf32>) -> tensor<2x96x56x56xf32>
    %171 = stablehlo.reshape %theta.features.1.2.layer_scale : (tensor<96x1x1xf32>) -> tensor<96xf32>
    %172 = stablehlo.broadcast_in_dim %171, dims = [1] : (tensor<96xf32>) -> tensor<2x96x56x56xf32>
    %173 = stablehlo.multiply %170, %172 : tensor<2x96x56x56xf32>
    %174 = stablehlo.add %125, %173 : tensor<2x96x56x56xf32>
    %175 = stablehlo.transpose %174, dims = [0, 2, 3, 1] : (tensor<2x96x56x56xf32>) -> tensor<2x56x56x96xf32>
    %176 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %177 = stablehlo.reduce(%175 init: %176) applies stablehlo.add across dimensions = [3] : (tensor<2x56x56x96xf32>, tensor<f32>) -> tensor<2x56x56xf32>
    %178 = stablehlo.constant dense<1.0416667e-02> : tensor<f32>
    %179 = stablehlo.broadcast_in_dim %178, dims = [] : (tensor<f32>) -> tensor<2x56x56xf32>
    %180 = stablehlo.multiply %177, %179 : tensor<2x56x56xf32>
    %181 = stablehlo.broadcast_in_dim %180, dims = [0, 1, 2] : (tensor<2x56x56xf32>) -> tensor<2x56x56x96xf32>
    %182 = stablehlo.subtract %175, %181 : tensor<2x56x56x96xf32>
    %183 = stablehlo.multiply %182, %182 : tensor<2x56x56x96xf32>
    %184 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %185 = stablehlo.reduce(%183 init: %184) applies stablehlo.add across dimensions = [3] : (tensor<2x56x56x96xf32>, tensor<f32>) -> tensor<2x56x56xf32>
    %186 = stablehlo.constant dense<1.0416667e-02> : tensor<f32>
    %187 = stablehlo.broadcast_in_dim %186, dims = [] : (tensor<f32>) -> tensor<2x56x56xf32>
    %188 = stablehlo.multiply %185, %187 : tensor<2x56x56xf32>
    %189 = stablehlo.constant dense<1.000000e-06> : tensor<f32>
    %190 = stablehlo.broadcast_in_dim %189, dims = [] : (tensor<f32>) -> tensor<2x56x56xf32>
    %191 = stablehlo.add %188, %190 : tensor<2x56x56xf32>
    %192 = stablehlo.rsqrt %191 : tensor<2x56x56xf32>
    %193 = stablehlo.broadcast_in_dim %192, dims = [0, 1, 2] : (tensor<2x56x56xf32>) -> tensor<2x56x56x96xf32>
    %194 = stablehlo.multiply %182, %193 : tensor<2x56x56x96xf32>
    %195 = stablehlo.broadcast_in_dim %theta.features.2.0.gamma, dims = [3] : (tensor<96xf32>) -> tensor<2x56x56x96xf32>
    %196 = stablehlo.multiply %194, %195 : tensor<2x56x56x96xf32>
    %197 = stablehlo.broadcast_in_dim %theta.features.2.0.beta, dims = [3] : (tensor<96xf32>) -> tensor<2x56x56x96xf32>
    %198 = stablehlo.add %196, %197 : tensor<2x56x56x96xf32>
    %199 = stablehlo.transpose %198, dims = [0, 3, 1, 2] : (tensor<2x56x56x96xf32>) -> tensor<2x96x56x56xf32>
    %200 = stablehlo.convolution(%199, %theta.features.2.1.w) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [2, 2], pad = [[0, 0], [0, 0]]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<2x96x56x56xf32>, tensor<192x96x2x2xf32>) -> tensor<2x192x28x28xf32>
    %201 = stablehlo.broadcast_in_dim %theta.features.2.1.b, dims = [1] : (tensor<192xf32>) -> tensor<2x192x28x28xf32>
    %202 = stablehlo.add %200, %201 : tensor<2x192x28x28xf32>
    %203 = stablehlo.convolution(%202, %theta.features.3.0.block.0.w) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[3, 3], [3, 3]]} {batch_group_count = 1 : i64, feature_group_count = 192 : i64} : (tensor<2x192x28x28xf32>, tensor<192x1x7x7xf32>) -> tensor<2x192x28x28xf32>
    %204 = stablehlo.broadcast_in_dim %theta.features.3.0.block.0.b, dims = [1] : (tensor<192xf32>) -> tensor<2x192x28x28xf32>
    %205 = stablehlo.add %203, %204 : tensor<2x192x28x28xf32>
    %206 = stablehlo.transpose %205, dims = [0, 2, 3, 1] : (tensor<2x192x28x28xf32>) -> tensor<2x28x28x192xf32>
    %207 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %208 = stablehlo.reduce(%206 init: %207) applies stablehlo.add across dimensions = [3] : (tensor<2x28x28x192xf32>, tensor<f32>) -> tensor<2x28x28xf32>
    %209 = stablehlo.constant dense<5.2083335e-03> : tensor<f32>
    %210 = stablehlo.broadcast_in_dim %209, dims = [] : (tensor<f32>) -> tensor<2x28x28xf32>
    %211 = stablehlo.multiply %208, %210 : tensor<2x28x28xf32>
    %212 = stablehlo.broadcast_in_dim %211, dims = [0, 1, 2] : (tensor<2x28x28xf32>) -> tensor<2x28x28x192xf32>
    %213 = stablehlo.subtract %206, %212 : tensor<2x28x28x192xf32>
    %214 = stablehlo.multiply %213, %213 : tensor<2x28x28x192xf32>
    %215 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %216 = stablehlo.reduce(%214 init: %215) applies stablehlo.add across dimensions = [3] : (tensor<2x28x28x192xf32>, tensor<f32>) -> tensor<2x28x28xf32>
    %217 = stablehlo.constant dense<5.2083335e-03> : tensor<f32>
    %218 = stablehlo.broadcast_in_dim %217, dims = [] : (tensor<f32>) -> tensor<2x28x28xf32>
    %219 = stablehlo.multiply %216, %218 : tensor<2x28x28xf32>
    %220 = stablehlo.constant dense<1.000000e-06> : tensor<f32>
    %221 = stablehlo.broadcast_in_dim %220, dims = [] : (tensor<f32>) -> tensor<2x28x28xf32>
    %222 = stablehlo.add %219, %221 : tensor<2x28x28xf32>
    %223 = stablehlo.rsqrt %222 : tensor<2x28x28xf32>
    %224 = stablehlo.broadcast_in_dim %223, dims = [0, 1, 2] : (tensor<2x28x28xf32>) -> tensor<2x28x28x192xf32>
    %225 = stablehlo.multiply %213, %224 : tensor<2x28x28x192xf32>
    %226 = stablehlo.broadcast_in_dim %theta.features.3.0.block.2.gamma, dims = [3] : (tensor<192xf32>) -> tensor<2x28x28x192xf32>
    %227 = stablehlo.multiply %225, %226 : tensor<2x28x28x192xf32>
    %228 = stablehlo.broadcast_in_dim %theta.features.3.0.block.2.beta, dims = [3] : (tensor<192xf32>) -> tensor<2x28x28x192xf32>
    %229 = stablehlo.add %227, %228 : tensor<2x28x28x192xf32>
    %230 = stablehlo.dot_general %229, %theta.features.3.0.block.3.w, contracting_dims = [3] x [0] : (tensor<2x28x28x192xf32>, tensor<192x768xf32>) -> tensor<2x28x28x768xf32>
    %231 = stablehlo.broadcast_in_dim %theta.features.3.0.block.3.b, dims = [3] : (tensor<768xf32>) -> tensor<2x28x28x768xf32>
    %232 = stablehlo.add %230, %231 : tensor<2x28x28x768xf32>
    %233 = stablehlo.constant dense<7.0710677e-01> : tensor<f32>
    %234 = stablehlo.broadcast_in_dim %233, dims = [] : (tensor<f32>) -> tensor<2x28x28x768xf32>
    %235 = stablehlo.multiply %232, %234 : tensor<2x28x28x768xf32>
    %236 = chlo.erf %235 : tensor<2x28x28x768xf32> -> tensor<2x28x28x768xf32>
    %237 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %238 = stablehlo.broadcast_in_dim %237, dims = [] : (tensor<f32>) -> tensor<2x28x28x768xf32>
    %239 = stablehlo.add %238, %236 : tensor<2x28x28x768xf32>
    %240 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %241 = stablehlo.broadcast_in_dim %240, dims = [] : (tensor<f32>) -> tensor<2x28x28x768xf32>
    %242 = stablehlo.multiply %232, %241 : tensor<2x28x28x768xf32>
    %243 = stablehlo.multiply %242, %239 : tensor<2x28x28x768xf32>
    %244 = stablehlo.dot_general %243, %theta.features.3.0.block.5.w, contracting_dims = [3] x [0] : (tensor<2x28x28x768xf32>, tensor<768x192xf32>) -> tensor<2x28x28x192xf32>
    %245 = stablehlo.broadcast_in_dim %theta.features.3.0.block.5.b, dims = [3] : (tensor<192xf32>) -> tensor<2x28x28x192xf32>
    %246 = stablehlo.add %244, %245 : tensor<2x28x28x192xf32>
    %247 = stablehlo.transpose %246, dims = [0, 3, 1, 2] : (tensor<2x28x28x192xf32>) -> tensor<2x192x28x28xf32>
    %248 = stablehlo.reshape %theta.features.3.0.layer_scale : (tensor<192x1x1xf32>) -> tensor<192xf32>
    %249 = stablehlo.broadcast_in_dim %248, dims = [1] : (tensor<192xf32>) -> tensor<2x192x28x28xf32>
    %250 = stablehlo.multiply %247, %249 : tensor<2x192x28x28xf32>
    %251 = stablehlo.add %202, %250 : tensor<2x192x28x28xf32>
    %252 = stablehlo.convolution(%251, %theta.features.3.1.block.0.w) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[3, 3], [3, 3]]} {batch_group_count = 1 : i64, feature_group_count = 192 : i64} : (tensor<2x192x28x28xf32>, tensor<192x1x7x7xf32>) -> tensor<2x192x28x28xf32>
    %253 = stablehlo.broadcast_in_dim %theta.features.3.1.block.0.b, dims = [1] : (tensor<192xf32>) -> tensor<2x192x28x28xf32>
    %254 = stablehlo.add %252, %253 : tensor<2x192x28x28xf32>
    %255 = stablehlo.transpose %254, dims = [0, 2, 3, 1] : (tensor<2x192x28x28xf32>) -> tensor<2x28x28x192xf32>
    %256 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %257 = stablehlo.reduce(%255 init: %256) applies stablehlo.add across dimensions = [3] : (tensor<2x28x28x192xf32>, tensor<f32>) -> tensor<2x28x28xf32>
    %258 = stablehlo.constant dense<5.2083335e-03> : tensor<f32>
    %259 = stablehlo.broadcast_in_dim %258, dims = [] : (tensor<f32>) -> tensor<2x28x28xf32>
    %260 = stablehlo.multiply %257, %259 : tensor<2x28x28xf32>
    %261 = stablehlo.broadcast_in_dim %260, dims = [0, 1, 2] : (tensor<2x28x28xf32>) -> tensor<2x28x28x192xf32>
    %262 = stablehlo.subtract %255, %261 : tensor<2x28x28x192xf32>
    %263 = stablehlo.multiply %262, %262 : tensor<2x28x28x192xf32>
    %264 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %265 = stablehlo.reduce(%263 init: %264) applies stablehlo.add across dimensions = [3] : (tensor<2x28x28x192xf32>, tensor<f32>) -> tensor<2x28x28xf32>
    %266 = stablehlo.constant dense<5.2083335e-03> : tensor<f32>
    %267 = stablehlo.broadcast_in_dim %266, dims = [] : (tensor<f32>) -> tensor<2x28x28xf32>
    %268 = stablehlo.multiply %265, %267 : tensor<2x28x28xf32>
    %269 = stablehlo.constant dense<1.000000e-06> : tensor<f32>
    %270 = stablehlo.broadcast_in_dim %269, dims = [] : (tensor<f32>) -> tensor<2x28x28xf32>
    %271 = stablehlo.add %268, %270 : tensor<2x28x28xf32>
    %272 = stablehlo.rsqrt %271 : tensor<2x28x28xf32>
    %273 = stablehlo.broadcast_in_dim %272, dims = [0, 1, 2] : (tensor<2x28x28xf32>) -> tensor<2x28x28x192xf32>
    %274 = stablehlo.multiply %262, %273 : tensor<2x28x28x192xf32>
    %275 = stablehlo.broadcast_in_dim %theta.features.3.1.block.2.gamma, dims = [3] : (tensor<192xf32>) -> tensor<2x28x28x192xf32>
    %276 = stablehlo.multiply %274, %275 : tensor<2x28x28x192xf32>
    %277 = stablehlo.broadcast_in_dim %theta.features.3.1.block.2.beta, dims = [3] : (tensor<192xf32>) -> tensor<2x28x28x192xf32>
    %278 = stablehlo.add %276, %277 : tensor<2x28x28x192xf32>
    %279 = stablehlo.dot_general %278, %theta.features.3.1.block.3.w, contracting_dims = [3] x [0] : (tensor<2x28x28x192xf32>, tensor<192x768xf32>) -> tensor<2x28x28x768xf32>
    %280 = stablehlo.broadcast_in_dim %theta.features.3.1.block.3.b, dims = [3] : (tensor<768xf32>) -> tensor<2x28x28x768xf32>
    %281 = stablehlo.add %279, %280 : tensor<2x28x28x768xf32>
    %282 = stablehlo.constant dense<7.0710677e-01> : tensor<f32>
    %283 = stablehlo.broadcast_in_dim %282, dims = [] : (tensor<f32>) -> tensor<2x28x28x768xf32>
    %284 = stablehlo.multiply %281, %283 : tensor<2x28x28x768xf32>
    %285 = chlo.erf %284 : tensor<2x28x28x768xf32> -> tensor<2x28x28x768xf32>
    %286 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %287 = stablehlo.broadcast_in_dim %286, dims = [] : (tensor<f32>) -> tensor<2x28x28x768xf32>
    %288 = stablehlo.add %287, %285 : tensor<2x28x28x768xf32>
    %289 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %290 = stablehlo.broadcast_in_dim %289, dims = [] : (tensor<f32>) -> tensor<2x28x28x768xf32>
    %291 = stablehlo.multiply %281, %290 : tensor<2x28x28x768xf32>
    %292 = stablehlo.multiply %291, %288 : tensor<2x28x28x768xf32>
    %293 = stablehlo.dot_general %292, %theta.features.3.1.block.5.w, contracting_dims = [3] x [0] : (tensor<2x28x28x768xf32>, tensor<768x192xf32>) -> tensor<2x28x28x192xf32>
    %294 = stablehlo.broadcast_in_dim %theta.features.3.1.block.5.b, dims = [3] : (tensor<192xf32>) -> tensor<2x28x28x192xf32>
    %295 = stablehlo.add %293, %294 : tensor<2x28x28x192xf32>
    %296 = stablehlo.transpose %295, dims = [0, 3, 1, 2] : (tensor<2x28x28x192xf32>) -> tensor<2x192x28x28xf32>
    %297 = stablehlo.reshape %theta.features.3.1.layer_scale : (tensor<192x1x1xf32>) -> tensor<192xf32>
    %298 = stablehlo.broadcast_in_dim %297, dims = [1] : (tensor<192xf32>) -> tensor<2x192x28x28xf32>
    %299 = stablehlo.multiply %296, %298 : tensor<2x192x28x28xf32>
    %300 = stablehlo.add %251, %299 : tensor<2x192x28x28xf32>
    %301 = stablehlo.convolution(%300, %theta.features.3.2.block.0.w) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[3, 3], [3, 3]]} {batch_group_count = 1 : i64, feature_group_count = 192 : i64} : (tensor<2x192x28x28xf32>, tensor<192x1x7x7xf32>) -> tensor<2x192x28x28xf32>
    %302 = stablehlo.broadcast_in_dim %theta.features.3.2.block.0.b, dims = [1] : (tensor<192xf32>) -> tensor<2x192x28x28xf32>
    %303 = stablehlo.add %301, %302 : tensor<2x192x28x28xf32>
    %304 = stablehlo.transpose %303, dims = [0, 2, 3, 1] : (tensor<2x192x28x28xf32>) -> tensor<2x28x28x192xf32>
    %305 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %306 = stablehlo.reduce(%304 init: %305) applies stablehlo.add across dimensions = [3] : (tensor<2x28x28x192xf32>, tensor<f32>) -> tensor<2x28x28xf32>
    %307 = stablehlo.constant dense<5.2083335e-03> : tensor<f32>
    %308 = stablehlo.broadcast_in_dim %307, dims = [] : (tensor<f32>) -> tensor<2x28x28xf32>
    %309 = stablehlo.multiply %306, %308 : tensor<2x28x28xf32>
    %310 = stablehlo.broadcast_in_dim %309, dims = [0, 1, 2] : (tensor<2x28x28xf32>) -> tensor<2x28x28x192xf32>
    %311 = stablehlo.subtract %304, %310 : tensor<2x28x28x192xf32>
    %312 = stablehlo.multiply %311, %311 : tensor<2x28x28x192xf32>
    %313 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %314 = stablehlo.reduce(%312 init: %313) applies stablehlo.add across dimensions = [3] : (tensor<2x28x28x192xf32>, tensor<f32>) -> tensor<2x28x28xf32>
    %315 = stablehlo.constant dense<5.2083335e-03> : tensor<f32>
    %316 = stablehlo.broadcast_in_dim %315, dims = [] : (tensor<f32>) -> tensor<2x28x28xf32>
    %317 = stablehlo.multiply %314, %316 : tensor<2x28x28xf32>
    %318 = stablehlo.constant dense<1.000000e-06> : tensor<f32>
    %319 = stablehlo.broadcast_in_dim %318, dims = [] : (tensor<f32>) -> tensor<2x28x28xf32>
    %320 = stablehlo.add %317, %319 : tensor<2x28x28xf32>
    %321 = stablehlo.rsqrt %320 : tensor<2x28x28xf32>
    %322 = stablehlo.broadcast_in_dim %321, dims = [0, 1, 2] : (tensor<2x28x28xf32>) -> tensor<2x28x28x192xf32>
    %323 = stablehlo.multiply %311, %322 : tensor<2x28x28x192xf32>
    %324 = stablehlo.broadcast_in_dim %theta.features.3.2.block.2.gamma, dims = [3] : (tensor<192xf32>) -> tensor<2x28x28x192xf32>
    %325 = stablehlo.multiply %323, %324 : tensor<2x28x28x192xf32>
    %326 = stablehlo.broadcast_in_dim %theta.features.3.2.block.2.beta, dims = [3] : (tensor<192xf32>) -> tensor<2x28x28x192xf32>
    %327 = stablehlo.add %325, %326 : tensor<2x28x28x192xf32>
    %328 = stablehlo.dot_general %327, %theta.features.3.2.block.3.w, contracting_dims = [3] x [0] : (tensor<2x28x28x192xf32>, tensor<192x768xf32>) -> tensor<2x28x28x768xf32>
    %329 = stablehlo.broadcast_in_dim %theta.features.3.2.block.3.b, dims = [3] : (tensor<768xf32>) -> tensor<2x28x28x768xf32>
    %330 = stablehlo.add %328, %329 : tensor<2x28x28x768xf32>
    %331 = stablehlo.constant dense<7.0710677e-01> : tensor<f32>
    %332 = stablehlo.broadcast_in_dim %331, dims = [] : (tensor<f32>) -> tensor<2x28x28x768xf32>
    %333 = stablehlo.multiply %330, %332 : tensor<2x28x28x768xf32>
    %334 = chlo.erf %333 : tensor<2x28x28x768xf32> -> tensor<2x28x28x768xf32>
    %335 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %336 = stablehlo.broadcast_in_dim %335, dims = [] : (tensor<f32>) -> tensor<2x28x28x768xf32>
    %337 = stablehlo.add %336, %334 : tensor<2x28x28x768xf32>
    %338 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %339 = stablehlo.broadcast_in_dim %338, dims = [] : (tensor<f32>) -> tensor<2x28x28x768xf32>
    %340 = stablehlo.multiply %330, %339 : tensor<2x28x28x768xf32>
    %341 = stablehlo.multiply %340, %337 : tensor<2x28x28x768xf32>
    %342 = stablehlo.dot_general %341, %theta.features.3.2.block.5.w, contracting_dims = [3] x [0] : (tensor<2x28x28x768xf32>, tensor<768x192xf32>) -> tensor<2x28x28x192xf32>
    %343 = stablehlo.broadcast_in_dim %theta.features.3.2.block.5.b, dims = [3] : (tensor<192xf32>) -> tensor<2x28x28x192xf32>
    %344 = stablehlo.add %342, %343 : tensor<2x28x28x192xf32>
    %345 = stablehlo.transpose %344, dims = [0, 3, 1, 2] : (tensor<2x28x28x192xf32>) -> tensor<2x192x28x28xf32>
    %346 = stablehlo.reshape %theta.features.3.2.layer_scale : (tensor<192x1x1xf32>) -> tensor<192xf32>
    %347 = stablehlo.broadcast_in_dim %346, dims = [1] : (tensor<192xf32>) -> tensor<2x192x28x28xf32>
    %348 = stablehlo.multiply %345, %347 : tensor<2x192x28x28xf32>
    %349 = stablehlo.add %300, %348 : tensor<2x192x28x28xf32>
    %350 = stablehlo.transpose %349, dims = [0, 2, 3, 1] : (tensor<2x192x28x28xf32>) -> tensor<2x28x28x192xf32>
    %351 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %352 = stablehlo.reduce(%350 init: %351) applies stablehlo.add across dimensions = [3] : (tensor<2x28x28x192xf32>, tensor<f32>) -> tensor<2x28x28xf32>
    %353 = stablehlo.constant dense<5.2083335e-03> : tensor<f32>
    %354 = stablehlo.broadcast_in_dim %353, dims = [] : (tensor<f32>) -> tensor<2x28x28xf32>
    %355 = stablehlo.multiply %352, %354 : tensor<2x28x28xf32>
    %356 = stablehlo.broadcast_in_dim %355, dims = [0, 1, 2] : (tensor<2x28x28xf32>) -> tensor<2x28x28x192xf32>
    %357 = stablehlo.subtract %350, %356 : tensor<2x28x28x192xf32>
    %358 = stablehlo.multiply %357, %357 : tensor<2x28x28x192xf32>
    %359 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %360 = stablehlo.reduce(%358 init: %359) applies stablehlo.add across dimensions = [3] : (tensor<2x28x28x192xf32>, tensor<f32>) -> tensor<2x28x28xf32>
    %361 = stablehlo.constant dense<5.2083335e-03> : tensor<f32>
    %362 = stablehlo.broadcast_in_dim %361, dims = [] : (tensor<f32>) -> tensor<2x28x28xf32>
    %363 = stablehlo.multiply %360, %362 : tensor<2x28x28xf32>
    %364 = stablehlo.constant dense<1.000000e-06> : tensor<f32>
    %365 = stablehlo.broadcast_in_dim %364, dims = [] : (tensor<f32>) -> tensor<2x28x28xf32>
    %366 = stablehlo.add %363, %365 : tensor<2x28x28xf32>
    %367 = stablehlo.rsqrt %366 : tensor<2x28x28xf32>
    %368 = stablehlo.broadcast_in_dim %367, dims = [0, 1, 2] : (tensor<2x28x28xf32>) -> tensor<2x28x28x192xf32>
    %369 = stablehlo.multiply %357, %368 : tensor<2x28x28x192xf32>
    %370 = stablehlo.broadcast_in_dim %theta.features.4.0.gamma, dims = [3] : (tensor<192xf32>) -> tensor<2x28x28x192xf32>
    %371 = stablehlo.multiply %369, %370 : tensor<2x28x28x192xf32>
    %372 = stablehlo.broadcast_in_dim %theta.features.4.0.beta, dims = [3] : (tensor<192xf32>) -> tensor<2x28x28x192xf32>
    %373 = stablehlo.add %371, %372 : tensor<2x28x28x192xf32>
    %374 = stablehlo.transpose %373, dims = [0, 3, 1, 2] : (tensor<2x28x28x192xf32>) -> tensor<2x192x28x28xf32>
    %375 = stablehlo.convolution(%374, %theta.features.4.1.w) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [2, 2], pad = [[0, 0], [0, 0]]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<2x192x28x28xf32>, tensor<384x192x2x2xf32>) -> tensor<2x384x14x14xf32>
    %376 = stablehlo.broadcast_in_dim %theta.features.4.1.b, dims = [1] : (tensor<384xf32>) -> tensor<2x384x14x14xf32>
    %377 = stablehlo.add %375, %376 : tensor<2x384x14x14xf32>
    %378 = stablehlo.convolution(%377, %theta.features.5.0.block.0.w) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[3, 3], [3, 3]]} {batch_group_count = 1 : i64, feature_group_count = 384 : i64} : (tensor<2x384x14x14xf32>, tensor<384x1x7x7xf32>) -> tensor<2x384x14x14xf32>
    %379 = stablehlo.broadcast_in_dim %theta.features.5.0.block.0.b, dims = [1] : (tensor<384xf32>) -> tensor<2x384x14x14xf32>
    %380 = stablehlo.add %378, %379 : tensor<2x384x14x14xf32>
    %381 = stablehlo.transpose %380, dims = [0, 2, 3, 1] : (tensor<2x384x14x14xf32>) -> tensor<2x14x14x384xf32>
    %382 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %383 = stablehlo.reduce(%381 init: %382) applies stablehlo.add across dimensions = [3] : (tensor<2x14x14x384xf32>, tensor<f32>) -> tensor<2x14x14xf32>
    %384 = stablehlo.constant dense<2.6041667e-03> : tensor<f32>
    %385 = stablehlo.broadcast_in_dim %384, dims = [] : (tensor<f32>) -> tensor<2x14x14xf32>
    %386 = stablehlo.multiply %383, %385 : tensor<2x14x14xf32>
    %387 = stablehlo.broadcast_in_dim %386, dims = [0, 1, 2] : (tensor<2x14x14xf32>) -> tensor<2x14x14x384xf32>
    %388 = stablehlo.subtract %381, %387 : tensor<2x14x14x384xf32>
    %389 = stablehlo.multiply %388, %388 : tensor<2x14x14x384xf32>
    %390 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %391 = stablehlo.reduce(%389 init: %390) applies stablehlo.add across dimensions = [3] : (tensor<2x14x14x384xf32>, tensor<f32>) -> tensor<2x14x14xf32>
    %392 = stablehlo.constant dense<2.6041667e-03> : tensor<f32>
    %393 = stablehlo.broadcast_in_dim %392, dims = [] : (tensor<f32>) -> tensor<2x14x14xf32>
    %394 = stablehlo.multiply %391, %393 : tensor<2x14x14xf32>
    %395 = stablehlo.constant dense<1.000000e-06> : tensor<f32>
    %396 = stablehlo.broadcast_in_dim %395, dims = [] : (tensor<f32>) -> tensor<2x14x14xf32>
    %397 = stablehlo.add %394, %396 : tensor<2x14x14xf32>
    %398 = stablehlo.rsqrt %397 : tensor<2x14x14xf32>
    %399 = stablehlo.broadcast_in_dim %398, dims = [0, 1, 2] : (tensor<2x14x14xf32>) -> tensor<2x14x14x384xf32>
    %400 = stablehlo.multiply %388, %399 : tensor<2x14x14x384xf32>
    %401 = stablehlo.broadcast_in_dim %theta.features.5.0.block.2.gamma, dims = [3] : (tensor<384xf32>) -> tensor<2x14x14x384xf32>
    %402 = stablehlo.multiply %400, %401 : tensor<2x14x14x384xf32>
    %403 = stablehlo.broadcast_in_dim %theta.features.5.0.block.2.beta, dims = [3] : (tensor<384xf32>) -> tensor<2x14x14x384xf32>
    %404 = stablehlo.add %402, %403 : tensor<2x14x14x384xf32>
    %405 = stablehlo.dot_general %404, %theta.features.5.0.block.3.w, contracting_dims = [3] x [0] : (tensor<2x14x14x384xf32>, tensor<384x1536xf32>) -> tensor<2x14x14x1536xf32>
    %406 = stablehlo.broadcast_in_dim %theta.features.5.0.block.3.b, dims = [3] : (tensor<1536xf32>) -> tensor<2x14x14x1536xf32>
    %407 = stablehlo.add %405, %406 : tensor<2x14x14x1536xf32>
    %408 = stablehlo.constant dense<7.0710677e-01> : tensor<f32>
    %409 = stablehlo.broadcast_in_dim %408, dims = [] : (tensor<f32>) -> tensor<2x14x14x1536xf32>
    %410 = stablehlo.multiply %407, %409 : tensor<2x14x14x1536xf32>
    %411 = chlo.erf %410 : tensor<2x14x14x1536xf32> -> tensor<2x14x14x1536xf32>
    %412 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %413 = stablehlo.broadcast_in_dim %412, dims = [] : (tensor<f32>) -> tensor<2x14x14x1536xf32>
    %414 = stablehlo.add %413, %411 : tensor<2x14x14x1536xf32>
    %415 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %416 = stablehlo.broadcast_in_dim %415, dims = [] : (tensor<f32>) -> tensor<2x14x14x1536xf32>
    %417 = stablehlo.multiply %407, %416 : tensor<2x14x14x1536xf32>
    %418 = stablehlo.multiply %417, %414 : tensor<2x14x14x1536xf32>
    %419 = stablehlo.dot_general %418, %theta.features.5.0.block.5.w, contracting_dims = [3] x [0] : (tensor<2x14x14x1536xf32>, tensor<1536x384xf32>) -> tensor<2x14x14x384xf32>
    %420 = stablehlo.broadcast_in_dim %theta.features.5.0.block.5.b, dims = [3] : (tensor<384xf32>) -> tensor<2x14x14x384xf32>
    %421 = stablehlo.add %419, %420 : tensor<2x14x14x384xf32>
    %422 = stablehlo.transpose %421, dims = [0, 3, 1, 2] : (tensor<2x14x14x384xf32>) -> tensor<2x384x14x14xf32>
    %423 = stablehlo.reshape %theta.features.5.0.layer_scale : (tensor<384x1x1xf32>) -> tensor<384xf32>
    %424 = stablehlo.broadcast_in_dim %423, dims = [1] : (tensor<384xf32>) -> tensor<2x384x14x14xf32>
    %425 = stablehlo.multiply %422, %424 : tensor<2x384x14x14xf32>
    %426 = stablehlo.add %377, %425 : tensor<2x384x14x14xf32>
    %427 = stablehlo.convolution(%426, %theta.features.5.1.block.0.w) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[3, 3], [3, 3]]} {batch_group_count = 1 : i64, feature_group_count = 384 : i64} : (tensor<2x384x14x14xf32>, tensor<384x1x7x7xf32>) -> tensor<2x384x14x14xf32>
    %428 = stablehlo.broadcast_in_dim %theta.features.5.1.block.0.b, dims = [1] : (tensor<384xf32>) -> tensor<2x384x14x14xf32>
    %429 = stablehlo.add %427, %428 : tensor<2x384x14x14xf32>
    %430 = stablehlo.transpose %429, dims = [0, 2, 3, 1] : (tensor<2x384x14x14xf32>) -> tensor<2x14x14x384xf32>
    %431 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %432 = stablehlo.reduce(%430 init: %431) applies stablehlo.add across dimensions = [3] : (tensor<2x14x14x384xf32>, tensor<f32>) -> tensor<2x14x14xf32>
    %433 = stablehlo.constant dense<2.6041667e-03> : tensor<f32>
    %434 = stablehlo.broadcast_in_dim %433, dims = [] : (tensor<f32>) -> tensor<2x14x14xf32>
    %435 = stablehlo.multiply %432, %434 : tensor<2x14x14xf32>
    %436 = stablehlo.broadcast_in_dim %435, dims = [0, 1, 2] : (tensor<2x14x14xf32>) -> tensor<2x14x14x384xf32>
    %437 = stablehlo.subtract %430, %436 : tensor<2x14x14x384xf32>
    %438 = stablehlo.multiply %437, %437 : tensor<2x14x14x384xf32>
    %439 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %440 = stablehlo.reduce(%438 init: %439) applies stablehlo.add across dimensions = [3] : (tensor<2x14x14x384xf32>, tensor<f32>) -> tensor<2x14x14xf32>
    %441 = stablehlo.constant dense<2.6041667e-03> : tensor<f32>
    %442 = stablehlo.broadcast_in_dim %441, dims = [] : (tensor<f32>) -> tensor<2x14x14xf32>
    %443 = stablehlo.multiply %440, %442 : tensor<2x14x14xf32>
    %444 = stablehlo.constant dense<1.000000e-06> : tensor<f32>
    %445 = stablehlo.broadcast_in_dim %444, dims = [] : (tensor<f32>) -> tensor<2x14x14xf32>
    %446 = stablehlo.add %443, %445 : tensor<2x14x14xf32>
    %447 = stablehlo.rsqrt %446 : tensor<2x14x14xf32>
    %448 = stablehlo.broadcast_in_dim %447, dims = [0, 1, 2] : (tensor<2x14x14xf32>) -> tensor<2x14x14x384xf32>
    %449 = stablehlo.multiply %437, %448 : tensor<2x14x14x384xf32>
    %450 = stablehlo.broadcast_in_dim %theta.features.5.1.block.2.gamma, dims = [3] : (tensor<384xf32>) -> tensor<2x14x14x384xf32>
    %451 = stablehlo.multiply %449, %450 : tensor<2x14x14x384xf32>
    %452 = stablehlo.broadcast_in_dim %theta.features.5.1.block.2.beta, dims = [3] : (tensor<384xf32>) -> tensor<2x14x14x384xf32>
    %453 = stablehlo.add %451, %452 : tensor<2x14x14x384xf32>
    %454 = stablehlo.dot_general %453, %theta.features.5.1.block.3.w, contracting_dims = [3] x [0] : (tensor<2x14x14x384xf32>, tensor<384x1536xf32>) -> tensor<2x14x14x1536xf32>
    %455 = stablehlo.broadcast_in_dim %theta.features.5.1.block.3.b, dims = [3] : (tensor<1536xf32>) -> tensor<2x14x14x1536xf32>
    %456 = stablehlo.add %454, %455 : tensor<2x14x14x1536xf32>
    %457 = stablehlo.constant dense<7.0710677e-01> : tensor<f32>
    %458 = stablehlo.broadcast_in_dim %457, dims = [] : (tensor<f32>) -> tensor<2x14x14x1536xf32>
    %459 = stablehlo.multiply %456, %458 : tensor<2x14x14x1536xf32>
    %460 = chlo.erf %459 : tensor<2x14x14x1536xf32> -> tensor<2x14x14x1536xf32>
    %461 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %462 = stablehlo.broadcast_in_dim %461, dims = [] : (tensor<f32>) -> tensor<2x14x14x1536xf32>
    %463 = stablehlo.add %462, %460 : tensor<2x14x14x1536xf32>
    %464 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %465 = stablehlo.broadcast_in_dim %464, dims = [] : (tensor<f32>) -> tensor<2x14x14x1536xf32>
    %466 = stablehlo.multiply %456, %465 : tensor<2x14x14x1536xf32>
    %467 = stablehlo.multiply %466, %463 : tensor<2x14x14x1536xf32>
    %468 = stablehlo.dot_general %467, %theta.features.5.1.block.5.w, contracting_dims = [3] x [0] : (tensor<2x14x14x1536xf32>, tensor<1536x384xf32>) -> tensor<2x14x14x384xf32>
    %469 = stablehlo.broadcast_in_dim %theta.features.5.1.block.5.b, dims = [3] : (tensor<384xf32>) -> tensor<2x14x14x384xf32>
    %470 = stablehlo.add %468, %469 : tensor<2x14x14x384xf32>
    %471 = stablehlo.transpose %470, dims = [0, 3, 1, 2] : (tensor<2x14x14x384xf32>) -> tensor<2x384x14x14xf32>
    %472 = stablehlo.reshape %theta.features.5.1.layer_scale : (tensor<384x1x1xf32>) -> tensor<384xf32>
    %473 = stablehlo.broadcast_in_dim %472, dims = [1] : (tensor<384xf32>) -> tensor<2x384x14x14xf32>
    %474 = stablehlo.multiply %471, %473 : tensor<2x384x14x14xf32>
    %475 = stablehlo.add %426, %474 : tensor<2x384x14x14xf32>
    %476 = stablehlo.convolution(%475, %theta.features.5.2.block.0.w) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[3, 3], [3, 3]]} {batch_group_count = 1 : i64, feature_group_count = 384 : i64} : (tensor<2x384x14x14xf32>, tensor<384x1x7x7xf32>) -> tensor<2x384x14x14xf32>
    %477 = stablehlo.broadcast_in_dim %theta.features.5.2.block.0.b, dims = [1] : (tensor<384xf32>) -> tensor<2x384x14x14xf32>
    %478 = stablehlo.add %476, %477 : tensor<2x384x14x14xf32>
    %479 = stablehlo.transpose %478, dims = [0, 2, 3, 1] : (tensor<2x384x14x14xf32>) -> tensor<2x14x14x384xf32>
    %480 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %481 = stablehlo.reduce(%479 init: %480) applies stablehlo.add across dimensions = [3] : (tensor<2x14x14x384xf32>, tensor<f32>) -> tensor<2x14x14xf32>
    %482 = stablehlo.constant dense<2.6041667e-03> : tensor<f32>
    %483 = stablehlo.broadcast_in_dim %482, dims = [] : (tensor<f32>) -> tensor<2x14x14xf32>
    %484 = stablehlo.multiply %481, %483 : tensor<2x14x14xf32>
    %485 = stablehlo.broadcast_in_dim %484, dims = [0, 1, 2] : (tensor<2x14x14xf32>) -> tensor<2x14x14x384xf32>
    %486 = stablehlo.subtract %479, %485 : tensor<2x14x14x384xf32>
    %487 = stablehlo.multiply %486, %486 : tensor<2x14x14x384xf32>
    %488 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %489 = stablehlo.reduce(%487 init: %488) applies stablehlo.add across dimensions = [3] : (tensor<2x14x14x384xf32>, tensor<f32>) -> tensor<2x14x14xf32>
    %490 = stablehlo.constant dense<2.6041667e-03> : tensor<f32>
    %491 = stablehlo.broadcast_in_dim %490, dims = [] : (tensor<f32>) -> tensor<2x14x14xf32>
    %492 = stablehlo.multiply %489, %491 : tensor<2x14x14xf32>
    %493 = stablehlo.constant dense<1.000000e-06> : tensor<f32>
    %494 = stablehlo.broadcast_in_dim %493, dims = [] : (tensor<f32>) -> tensor<2x14x14xf32>
    %495 = stablehlo.add %492, %494 : tensor<2x14x14xf32>
    %496 = stablehlo.rsqrt %495 : tensor<2x14x14xf32>
    %497 = stablehlo.broadcast_in_dim %496, dims = [0, 1, 2] : (tensor<2x14x14xf32>) -> tensor<2x14x14x384xf32>
    %498 = stablehlo.multiply %486, %497 : tensor<2x14x14x384xf32>
    %499 = stablehlo.broadcast_in_dim %theta.features.5.2.block.2.gamma, dims = [3] : (tensor<384xf32>) -> tensor<2x14x14x384xf32>
    %500 = stablehlo.multiply %498, %499 : tensor<2x14x14x384xf32>
    %501 = stablehlo.broadcast_in_dim %theta.features.5.2.block.2.beta, dims = [3] : (tensor<384xf32>) -> tensor<2x14x14x384xf32>
    %502 = stablehlo.add %500, %501 : tensor<2x14x14x384xf32>
    %503 = stablehlo.dot_general %502, %theta.features.5.2.block.3.w, contracting_dims = [3] x [0] : (tensor<2x14x14x384xf32>, tensor<384x1536xf32>) -> tensor<2x14x14x1536xf32>
    %504 = stablehlo.broadcast_in_dim %theta.features.5.2.block.3.b, dims = [3] : (tensor<1536xf32>) -> tensor<2x14x14x1536xf32>
    %505 = stablehlo.add %503, %504 : tensor<2x14x14x1536xf32>
    %506 = stablehlo.constant dense<7.0710677e-01> : tensor<f32>
    %507 = stablehlo.broadcast_in_dim %506, dims = [] : (tensor<f32>) -> tensor<2x14x14x1536xf32>
    %508 = stablehlo.multiply %505, %507 : tensor<2x14x14x1536xf32>
    %509 = chlo.erf %508 : tensor<2x14x14x1536xf32> -> tensor<2x14x14x1536xf32>
    %510 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %511 = stablehlo.broadcast_in_dim %510, dims = [] : (tensor<f32>) -> tensor<2x14x14x1536xf32>
    %512 = stablehlo.add %511, %509 : tensor<2x14x14x1536xf32>
    %513 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %514 = stablehlo.broadcast_in_dim %513, dims = [] : (tensor<f32>) -> tensor<2x14x14x1536xf32>
    %515 = stablehlo.multiply %505, %514 : tensor<2x14x14x1536xf32>
    %516 = stablehlo.multiply %515, %512 : tensor<2x14x14x1536xf32>
    %517 = stablehlo.dot_general %516, %theta.features.5.2.block.5.w, contracting_dims = [3] x [0] : (tensor<2x14x14x1536xf32>, tensor<1536x384xf32>) -> tensor<2x14x14x384xf32>
    %518 = stablehlo.broadcast_in_dim %theta.features.5.2.block.5.b, dims = [3] : (tensor<384xf32>) -> tensor<2x14x14x384xf32>
    %519 = stablehlo.add %517, %518 : tensor<2x14x14x384xf32>
    %520 = stablehlo.transpose %519, dims = [0, 3, 1, 2] : (tensor<2x14x14x384xf32>) -> tensor<2x384x14x14xf32>
    %521 = stablehlo.reshape %theta.features.5.2.layer_scale : (tensor<384x1x1xf32>) -> tensor<384xf32>
    %522 = stablehlo.broadcast_in_dim %521, dims = [1] : (tensor<384xf32>) -> tensor<2x384x14x14xf32>
    %523 = stablehlo.multiply %520, %522 : tensor<2x384x14x14xf32>
    %524 = stablehlo.add %475, %523 : tensor<2x384x14x14xf32>
    %525 = stablehlo.convolution(%524, %theta.features.5.3.block.0.w) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[3, 3], [3, 3]]} {batch_group_count = 1 : i64, feature_group_count = 384 : i64} : (tensor<2x384x14x14xf32>, tensor<384x1x7x7xf32>) -> tensor<2x384x14x14xf32>
    %526 = stablehlo.broadcast_in_dim %theta.features.5.3.block.0.b, dims = [1] : (tensor<384xf32>) -> tensor<2x384x14x14xf32>
    %527 = stablehlo.add %525, %526 : tensor<2x384x14x14xf32>
    %528 = stablehlo.transpose %527, dims = [0, 2, 3, 1] : (tensor<2x384x14x14xf32>) -> tensor<2x14x14x384xf32>
    %529 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %530 = stablehlo.reduce(%528 init: %529) applies stablehlo.add across dimensions = [3] : (tensor<2x14x14x384xf32>, tensor<f32>) -> tensor<2x14x14xf32>
    %531 = stablehlo.constant dense<2.6041667e-03> : tensor<f32>
    %532 = stablehlo.broadcast_in_dim %531, dims = [] : (tensor<f32>) -> tensor<2x14x14xf32>
    %533 = stablehlo.multiply %530, %532 : tensor<2x14x14xf32>
    %534 = stablehlo.broadcast_in_dim %533, dims = [0, 1, 2] : (tensor<2x14x14xf32>) -> tensor<2x14x14x384xf32>
    %535 = stablehlo.subtract %528, %534 : tensor<2x14x14x384xf32>
    %536 = stablehlo.multiply %535, %535 : tensor<2x14x14x384xf32>
    %537 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %538 = stablehlo.reduce(%536 init: %537) applies stablehlo.add across dimensions = [3] : (tensor<2x14x14x384xf32>, tensor<f32>) -> tensor<2x14x14xf32>
    %539 = stablehlo.constant dense<2.6041667e-03> : tensor<f32>
    %540 = stablehlo.broadcast_in_dim %539, dims = [] : (tensor<f32>) -> tensor<2x14x14xf32>
    %541 = stablehlo.multiply %538, %540 : tensor<2x14x14xf32>
    %542 = stablehlo.constant dense<1.000000e-06> : tensor<f32>
    %543 = stablehlo.broadcast_in_dim %542, dims = [] : (tensor<f32>) -> tensor<2x14x14xf32>
    %544 = stablehlo.add %541, %543 : tensor<2x14x14xf32>
    %545 = stablehlo.rsqrt %544 : tensor<2x14x14xf32>
    %546 = stablehlo.broadcast_in_dim %545, dims = [0, 1, 2] : (tensor<2x14x14xf32>) -> tensor<2x14x14x384xf32>
    %547 = stablehlo.multiply %535, %546 : tensor<2x14x14x384xf32>
    %548 = stablehlo.broadcast_in_dim %theta.features.5.3.block.2.gamma, dims = [3] : (tensor<384xf32>) -> tensor<2x14x14x384xf32>
    %549 = stablehlo.multiply %547, %548 : tensor<2x14x14x384xf32>
    %550 = stablehlo.broadcast_in_dim %theta.features.5.3.block.2.beta, dims = [3] : (tensor<384xf32>) -> tensor<2x14x14x384xf32>
    %551 = stablehlo.add %549, %550 : tensor<2x14x14x384xf32>
    %552 = stablehlo.dot_general %551, %theta.features.5.3.block.3.w, contracting_dims = [3] x [0] : (tensor<2x14x14x384xf32>, tensor<384x1536xf32>) -> tensor<2x14x14x1536xf32>
    %553 = stablehlo.broadcast_in_dim %theta.features.5.3.block.3.b, dims = [3] : (tensor<1536xf32>) -> tensor<2x14x14x1536xf32>
    %554 = stablehlo.add %552, %553 : tensor<2x14x14x1536xf32>
    %555 = stablehlo.constant dense<7.0710677e-01> : tensor<f32>
    %556 = stablehlo.broadcast_in_dim %555, dims = [] : (tensor<f32>) -> tensor<2x14x14x1536xf32>
    %557 = stablehlo.multiply %554, %556 : tensor<2x14x14x1536xf32>
    %558 = chlo.erf %557 : tensor<2x14x14x1536xf32> -> tensor<2x14x14x1536xf32>
    %559 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %560 = stablehlo.broadcast_in_dim %559, dims = [] : (tensor<f32>) -> tensor<2x14x14x1536xf32>
    %561 = stablehlo.add %560, %558 : tensor<2x14x14x1536xf32>
    %562 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %563 = stablehlo.broadcast_in_dim %562, dims = [] : (tensor<f32>) -> tensor<2x14x14x1536xf32>
    %564 = stablehlo.multiply %554, %563 : tensor<2x14x14x1536xf32>
    %565 = stablehlo.multiply %564, %561 : tensor<2x14x14x1536xf32>
    %566 = stablehlo.dot_general %565, %theta.features.5.3.block.5.w, contracting_dims = [3] x [0] : (tensor<2x14x14x1536xf32>, tensor<1536x384xf32>) -> tensor<2x14x14x384xf32>
    %567 = stablehlo.broadcast_in_dim %theta.features.5.3.block.5.b, dims = [3] : (tensor<384xf32>) -> tensor<2x14x14x384xf32>
    %568 = stablehlo.add %566, %567 : tensor<2x14x14x384xf32>
    %569 = stablehlo.transpose %568, dims = [0, 3, 1, 2] : (tensor<2x14x14x384xf32>) -> tensor<2x384x14x14xf32>
    %570 = stablehlo.reshape %theta.features.5.3.layer_scale : (tensor<384x1x1xf32>) -> tensor<384xf32>
    %571 = stablehlo.broadcast_in_dim %570, dims = [1] : (tensor<384xf32>) -> tensor<2x384x14x14xf32>
    %572 = stablehlo.multiply %569, %571 : tensor<2x384x14x14xf32>
    %573 = stablehlo.add %524, %572 : tensor<2x384x14x14xf32>
    %574 = stablehlo.convolution(%573, %theta.features.5.4.block.0.w) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[3, 3], [3, 3]]} {batch_group_count = 1 : i64, feature_group_count = 384 : i64} : (tensor<2x384x14x14xf32>, tensor<384x1x7x7xf32>) -> tensor<2x384x14x14xf32>
    %575 = stablehlo.broadcast_in_dim %theta.features.5.4.block.0.b, dims = [1] : (tensor<384xf32>) -> tensor<2x384x14x14xf32>
    %576 = stablehlo.add %574, %575 : tensor<2x384x14x14xf32>
    %577 = stablehlo.transpose %576, dims = [0, 2, 3, 1] : (tensor<2x384x14x14xf32>) -> tensor<2x14x14x384xf32>
    %578 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %579 = stablehlo.reduce(%577 init: %578) applies stablehlo.add across dimensions = [3] : (tensor<2x14x14x384xf32>, tensor<f32>) -> tensor<2x14x14xf32>
    %580 = stablehlo.constant dense<2.6041667e-03> : tensor<f32>
    %581 = stablehlo.broadcast_in_dim %580, dims = [] : (tensor<f32>) -> tensor<2x14x14xf32>
    %582 = stablehlo.multiply %579, %581 : tensor<2x14x14xf32>
    %583 = stablehlo.broadcast_in_dim %582, dims = [0, 1, 2] : (tensor<2x14x14xf32>) -> tensor<2x14x14x384xf32>
    %584 = stablehlo.subtract %577, %583 : tensor<2x14x14x384xf32>
    %585 = stablehlo.multiply %584, %584 : tensor<2x14x14x384xf32>
    %586 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %587 = stablehlo.reduce(%585 init: %586) applies stablehlo.add across dimensions = [3] : (tensor<2x14x14x384xf32>, tensor<f32>) -> tensor<2x14x14xf32>
    %588 = stablehlo.constant dense<2.6041667e-03> : tensor<f32>
    %589 = stablehlo.broadcast_in_dim %588, dims = [] : (tensor<f32>) -> tensor<2x14x14xf32>
    %590 = stablehlo.multiply %587, %589 : tensor<2x14x14xf32>
    %591 = stablehlo.constant dense<1.000000e-06> : tensor<f32>
    %592 = stablehlo.broadcast_in_dim %591, dims = [] : (tensor<f32>) -> tensor<2x14x14xf32>
    %593 = stablehlo.add %590, %592 : tensor<2x14x14xf32>
    %594 = stablehlo.rsqrt %593 : tensor<2x14x14xf32>
    %595 = stablehlo.broadcast_in_dim %594, dims = [0, 1, 2] : (tensor<2x14x14xf32>) -> tensor<2x14x14x384xf32>
    %596 = stablehlo.multiply %584, %595 : tensor<2x14x14x384xf32>
    %597 = stablehlo.broadcast_in_dim %theta.features.5.4.block.2.gamma, dims = [3] : (tensor<384xf32>) -> tensor<2x14x14x384xf32>
    %598 = stablehlo.multiply %596, %597 : tensor<2x14x14x384xf32>
    %599 = stablehlo.broadcast_in_dim %theta.features.5.4.block.2.beta, dims = [3] : (tensor<384xf32>) -> tensor<2x14x14x384xf32>
    %600 = stablehlo.add %598, %599 : tensor<2x14x14x384xf32>
    %601 = stablehlo.dot_general %600, %theta.features.5.4.block.3.w, contracting_dims = [3] x [0] : (tensor<2x14x14x384xf32>, tensor<384x1536xf32>) -> tensor<2x14x14x1536xf32>
    %602 = stablehlo.broadcast_in_dim %theta.features.5.4.block.3.b, dims = [3] : (tensor<1536xf32>) -> tensor<2x14x14x1536xf32>
    %603 = stablehlo.add %601, %602 : tensor<2x14x14x1536xf32>
    %604 = stablehlo.constant dense<7.0710677e-01> : tensor<f32>
    %605 = stablehlo.broadcast_in_dim %604, dims = [] : (tensor<f32>) -> tensor<2x14x14x1536xf32>
    %606 = stablehlo.multiply %603, %605 : tensor<2x14x14x1536xf32>
    %607 = chlo.erf %606 : tensor<2x14x14x1536xf32> -> tensor<2x14x14x1536xf32>
    %608 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %609 = stablehlo.broadcast_in_dim %608, dims = [] : (tensor<f32>) -> tensor<2x14x14x1536xf32>
    %610 = stablehlo.add %609, %607 : tensor<2x14x14x1536xf32>
    %611 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %612 = stablehlo.broadcast_in_dim %611, dims = [] : (tensor<f32>) -> tensor<2x14x14x1536xf32>
    %613 = stablehlo.multiply %603, %612 : tensor<2x14x14x1536xf32>
    %614 = stablehlo.multiply %613, %610 : tensor<2x14x14x1536xf32>
    %615 = stablehlo.dot_general %614, %theta.features.5.4.block.5.w, contracting_dims = [3] x [0] : (tensor<2x14x14x1536xf32>, tensor<1536x384xf32>) -> tensor<2x14x14x384xf32>
    %616 = stablehlo.broadcast_in_dim %theta.features.5.4.block.5.b, dims = [3] : (tensor<384xf32>) -> tensor<2x14x14x384xf32>
    %617 = stablehlo.add %615, %616 : tensor<2x14x14x384xf32>
    %618 = stablehlo.transpose %617, dims = [0, 3, 1, 2] : (tensor<2x14x14x384xf32>) -> tensor<2x384x14x14xf32>
    %619 = stablehlo.reshape %theta.features.5.4.layer_scale : (tensor<384x1x1xf32>) -> tensor<384xf32>
    %620 = stablehlo.broadcast_in_dim %619, dims = [1] : (tensor<384xf32>) -> tensor<2x384x14x14xf32>
    %621 = stablehlo.multiply %618, %620 : tensor<2x384x14x14xf32>
    %622 = stablehlo.add %573, %621 : tensor<2x384x14x14xf32>
    %623 = stablehlo.convolution(%622, %theta.features.5.5.block.0.w) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[3, 3], [3, 3]]} {batch_group_count = 1 : i64, feature_group_count = 384 : i64} : (tensor<2x384x14x14xf32>, tensor<384x1x7x7xf32>) -> tensor<2x384x14x14xf32>
    %624 = stablehlo.broadcast_in_dim %theta.features.5.5.block.0.b, dims = [1] : (tensor<384xf32>) -> tensor<2x384x14x14xf32>
    %625 = stablehlo.add %623, %624 : tensor<2x384x14x14xf32>
    %626 = stablehlo.transpose %625, dims = [0, 2, 3, 1] : (tensor<2x384x14x14xf32>) -> tensor<2x14x14x384xf32>
    %627 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %628 = stablehlo.reduce(%626 init: %627) applies stablehlo.add across dimensions = [3] : (tensor<2x14x14x384xf32>, tensor<f32>) -> tensor<2x14x14xf32>
    %629 = stablehlo.constant dense<2.6041667e-03> : tensor<f32>
    %630 = stablehlo.broadcast_in_dim %629, dims = [] : (tensor<f32>) -> tensor<2x14x14xf32>
    %631 = stablehlo.multiply %628, %630 : tensor<2x14x14xf32>
    %632 = stablehlo.broadcast_in_dim %631, dims = [0, 1, 2] : (tensor<2x14x14xf32>) -> tensor<2x14x14x384xf32>
    %633 = stablehlo.subtract %626, %632 : tensor<2x14x14x384xf32>
    %634 = stablehlo.multiply %633, %633 : tensor<2x14x14x384xf32>
    %635 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %636 = stablehlo.reduce(%634 init: %635) applies stablehlo.add across dimensions = [3] : (tensor<2x14x14x384xf32>, tensor<f32>) -> tensor<2x14x14xf32>
    %637 = stablehlo.constant dense<2.6041667e-03> : tensor<f32>
    %638 = stablehlo.broadcast_in_dim %637, dims = [] : (tensor<f32>) -> tensor<2x14x14xf32>
    %639 = stablehlo.multiply %636, %638 : tensor<2x14x14xf32>
    %640 = stablehlo.constant dense<1.000000e-06> : tensor<f32>
    %641 = stablehlo.broadcast_in_dim %640, dims = [] : (tensor<f32>) -> tensor<2x14x14xf32>
    %642 = stablehlo.add %639, %641 : tensor<2x14x14xf32>
    %643 = stablehlo.rsqrt %642 : tensor<2x14x14xf32>
    %644 = stablehlo.broadcast_in_dim %643, dims = [0, 1, 2] : (tensor<2x14x14xf32>) -> tensor<2x14x14x384xf32>
    %645 = stablehlo.multiply %633, %644 : tensor<2x14x14x384xf32>
    %646 = stablehlo.broadcast_in_dim %theta.features.5.5.block.2.gamma, dims = [3] : (tensor<384xf32>) -> tensor<2x14x14x384xf32>
    %647 = stablehlo.multiply %645, %646 : tensor<2x14x14x384xf32>
    %648 = stablehlo.broadcast_in_dim %theta.features.5.5.block.2.beta, dims = [3] : (tensor<384xf32>) -> tensor<2x14x14x384xf32>
    %649 = stablehlo.add %647, %648 : tensor<2x14x14x384xf32>
    %650 = stablehlo.dot_general %649, %theta.features.5.5.block.3.w, contracting_dims = [3] x [0] : (tensor<2x14x14x384xf32>, tensor<384x1536xf32>) -> tensor<2x14x14x1536xf32>
    %651 = stablehlo.broadcast_in_dim %theta.features.5.5.block.3.b, dims = [3] : (tensor<1536xf32>) -> tensor<2x14x14x1536xf32>
    %652 = stablehlo.add %650, %651 : tensor<2x14x14x1536xf32>
    %653 = stablehlo.constant dense<7.0710677e-01> : tensor<f32>
    %654 = stablehlo.broadcast_in_dim %653, dims = [] : (tensor<f32>) -> tensor<2x14x14x1536xf32>
    %655 = stablehlo.multiply %652, %654 : tensor<2x14x14x1536xf32>
    %656 = chlo.erf %655 : tensor<2x14x14x1536xf32> -> tensor<2x14x14x1536xf32>
    %657 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %658 = stablehlo.broadcast_in_dim %657, dims = [] : (tensor<f32>) -> tensor<2x14x14x1536xf32>
    %659 = stablehlo.add %658, %656 : tensor<2x14x14x1536xf32>
    %660 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %661 = stablehlo.broadcast_in_dim %660, dims = [] : (tensor<f32>) -> tensor<2x14x14x1536xf32>
    %662 = stablehlo.multiply %652, %661 : tensor<2x14x14x1536xf32>
    %663 = stablehlo.multiply %662, %659 : tensor<2x14x14x1536xf32>
    %664 = stablehlo.dot_general %663, %theta.features.5.5.block.5.w, contracting_dims = [3] x [0] : (tensor<2x14x14x1536xf32>, tensor<1536x384xf32>) -> tensor<2x14x14x384xf32>
    %665 = stablehlo.broadcast_in_dim %theta.features.5.5.block.5.b, dims = [3] : (tensor<384xf32>) -> tensor<2x14x14x384xf32>
    %666 = stablehlo.add %664, %665 : tensor<2x14x14x384xf32>
    %667 = stablehlo.transpose %666, dims = [0, 3, 1, 2] : (tensor<2x14x14x384xf32>) -> tensor<2x384x14x14xf32>
    %668 = stablehlo.reshape %theta.features.5.5.layer_scale : (tensor<384x1x1xf32>) -> tensor<384xf32>
    %669 = stablehlo.broadcast_in_dim %668, dims = [1] : (tensor<384xf32>) -> tensor<2x384x14x14xf32>
    %670 = stablehlo.multiply %667, %669 : tensor<2x384x14x14xf32>
    %671 = stablehlo.add %622, %670 : tensor<2x384x14x14xf32>
    %672 = stablehlo.convolution(%671, %theta.features.5.6.block.0.w) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[3, 3], [3, 3]]} {batch_group_count = 1 : i64, feature_group_count = 384 : i64} : (tensor<2x384x14x14xf32>, tensor<384x1x7x7xf32>) -> tensor<2x384x14x14xf32>
    %673 = stablehlo.broadcast_in_dim %theta.features.5.6.block.0.b, dims = [1] : (tensor<384xf32>) -> tensor<2x384x14x14xf32>
    %674 = stablehlo.add %672, %673 : tensor<2x384x14x14xf32>
    %675 = stablehlo.transpose %674, dims = [0, 2, 3, 1] : (tensor<2x384x14x14xf32>) -> tensor<2x14x14x384xf32>
    %676 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %677 = stablehlo.reduce(%675 init: %676) applies stablehlo.add across dimensions = [3] : (tensor<2x14x14x384xf32>, tensor<f32>) -> tensor<2x14x14xf32>
    %678 = stablehlo.constant dense<2.6041667e-03> : tensor<f32>
    %679 = stablehlo.broadcast_in_dim %678, dims = [] : (tensor<f32>) -> tensor<2x14x14xf32>
    %680 = stablehlo.multiply %677, %679 : tensor<2x14x14xf32>
    %681 = stablehlo.broadcast_in_dim %680, dims = [0, 1, 2] : (tensor<2x14x14xf32>) -> tensor<2x14x14x384xf32>
    %682 = stablehlo.subtract %675, %681 : tensor<2x14x14x384xf32>
    %683 = stablehlo.multiply %682, %682 : tensor<2x14x14x384xf32>
    %684 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %685 = stablehlo.reduce(%683 init: %684) applies stablehlo.add across dimensions = [3] : (tensor<2x14x14x384xf32>, tensor<f32>) -> tensor<2x14x14xf32>
    %686 = stablehlo.constant dense<2.6041667e-03> : tensor<f32>
    %687 = stablehlo.broadcast_in_dim %686, dims = [] : (tensor<f32>) -> tensor<2x14x14xf32>
    %688 = stablehlo.multiply %685, %687 : tensor<2x14x14xf32>
    %689 = stablehlo.constant dense<1.000000e-06> : tensor<f32>
    %690 = stablehlo.broadcast_in_dim %689, dims = [] : (tensor<f32>) -> tensor<2x14x14xf32>
    %691 = stablehlo.add %688, %690 : tensor<2x14x14xf32>
    %692 = stablehlo.rsqrt %691 : tensor<2x14x14xf32>
    %693 = stablehlo.broadcast_in_dim %692, dims = [0, 1, 2] : (tensor<2x14x14xf32>) -> tensor<2x14x14x384xf32>
    %694 = stablehlo.multiply %682, %693 : tensor<2x14x14x384xf32>
    %695 = stablehlo.broadcast_in_dim %theta.features.5.6.block.2.gamma, dims = [3] : (tensor<384xf32>) -> tensor<2x14x14x384xf32>
    %696 = stablehlo.multiply %694, %695 : tensor<2x14x14x384xf32>
    %697 = stablehlo.broadcast_in_dim %theta.features.5.6.block.2.beta, dims = [3] : (tensor<384xf32>) -> tensor<2x14x14x384xf32>
    %698 = stablehlo.add %696, %697 : tensor<2x14x14x384xf32>
    %699 = stablehlo.dot_general %698, %theta.features.5.6.block.3.w, contracting_dims = [3] x [0] : (tensor<2x14x14x384xf32>, tensor<384x1536xf32>) -> tensor<2x14x14x1536xf32>
    %700 = stablehlo.broadcast_in_dim %theta.features.5.6.block.3.b, dims = [3] : (tensor<1536xf32>) -> tensor<2x14x14x1536xf32>
    %701 = stablehlo.add %699, %700 : tensor<2x14x14x1536xf32>
    %702 = stablehlo.constant dense<7.0710677e-01> : tensor<f32>
    %703 = stablehlo.broadcast_in_dim %702, dims = [] : (tensor<f32>) -> tensor<2x14x14x1536xf32>
    %704 = stablehlo.multiply %701, %703 : tensor<2x14x14x1536xf32>
    %705 = chlo.erf %704 : tensor<2x14x14x1536xf32> -> tensor<2x14x14x1536xf32>
    %706 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %707 = stablehlo.broadcast_in_dim %706, dims = [] : (tensor<f32>) -> tensor<2x14x14x1536xf32>
    %708 = stablehlo.add %707, %705 : tensor<2x14x14x1536xf32>
    %709 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %710 = stablehlo.broadcast_in_dim %709, dims = [] : (tensor<f32>) -> tensor<2x14x14x1536xf32>
    %711 = stablehlo.multiply %701, %710 : tensor<2x14x14x1536xf32>
    %712 = stablehlo.multiply %711, %708 : tensor<2x14x14x1536xf32>
    %713 = stablehlo.dot_general %712, %theta.features.5.6.block.5.w, contracting_dims = [3] x [0] : (tensor<2x14x14x1536xf32>, tensor<1536x384xf32>) -> tensor<2x14x14x384xf32>
    %714 = stablehlo.broadcast_in_dim %theta.features.5.6.block.5.b, dims = [3] : (tensor<384xf32>) -> tensor<2x14x14x384xf32>
    %715 = stablehlo.add %713, %714 : tensor<2x14x14x384xf32>
    %716 = stablehlo.transpose %715, dims = [0, 3, 1, 2] : (tensor<2x14x14x384xf32>) -> tensor<2x384x14x14xf32>
    %717 = stablehlo.reshape %theta.features.5.6.layer_scale : (tensor<384x1x1xf32>) -> tensor<384xf32>
    %718 = stablehlo.broadcast_in_dim %717, dims = [1] : (tensor<384xf32>) -> tensor<2x384x14x14xf32>
    %719 = stablehlo.multiply %716, %718 : tensor<2x384x14x14xf32>
    %720 = stablehlo.add %671, %719 : tensor<2x384x14x14xf32>
    %721 = stablehlo.convolution(%720, %theta.features.5.7.block.0.w) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[3, 3], [3, 3]]} {batch_group_count = 1 : i64, feature_group_count = 384 : i64} : (tensor<2x384x14x14xf32>, tensor<384x1x7x7xf32>) -> tensor<2x384x14x14xf32>
    %722 = stablehlo.broadcast_in_dim %theta.features.5.7.block.0.b, dims = [1] : (tensor<384xf32>) -> tensor<2x384x14x14xf32>
    %723 = stablehlo.add %721, %722 : tensor<2x384x14x14xf32>
    %724 = stablehlo.transpose %723, dims = [0, 2, 3, 1] : (tensor<2x384x14x14xf32>) -> tensor<2x14x14x384xf32>
    %725 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %726 = stablehlo.reduce(%724 init: %725) applies stablehlo.add across dimensions = [3] : (tensor<2x14x14x384xf32>, tensor<f32>) -> tensor<2x14x14xf32>
    %727 = stablehlo.constant dense<2.6041667e-03> : tensor<f32>
    %728 = stablehlo.broadcast_in_dim %727, dims = [] : (tensor<f32>) -> tensor<2x14x14xf32>
    %729 = stablehlo.multiply %726, %728 : tensor<2x14x14xf32>
    %730 = stablehlo.broadcast_in_dim %729, dims = [0, 1, 2] : (tensor<2x14x14xf32>) -> tensor<2x14x14x384xf32>
    %731 = stablehlo.subtract %724, %730 : tensor<2x14x14x384xf32>
    %732 = stablehlo.multiply %731, %731 : tensor<2x14x14x384xf32>
    %733 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %734 = stablehlo.reduce(%732 init: %733) applies stablehlo.add across dimensions = [3] : (tensor<2x14x14x384xf32>, tensor<f32>) -> tensor<2x14x14xf32>
    %735 = stablehlo.constant dense<2.6041667e-03> : tensor<f32>
    %736 = stablehlo.broadcast_in_dim %735, dims = [] : (tensor<f32>) -> tensor<2x14x14xf32>
    %737 = stablehlo.multiply %734, %736 : tensor<2x14x14xf32>
    %738 = stablehlo.constant dense<1.000000e-06> : tensor<f32>
    %739 = stablehlo.broadcast_in_dim %738, dims = [] : (tensor<f32>) -> tensor<2x14x14xf32>
    %740 = stablehlo.add %737, %739 : tensor<2x14x14xf32>
    %741 = stablehlo.rsqrt %740 : tensor<2x14x14xf32>
    %742 = stablehlo.broadcast_in_dim %741, dims = [0, 1, 2] : (tensor<2x14x14xf32>) -> tensor<2x14x14x384xf32>
    %743 = stablehlo.multiply %731, %742 : tensor<2x14x14x384xf32>
    %744 = stablehlo.broadcast_in_dim %theta.features.5.7.block.2.gamma, dims = [3] : (tensor<384xf32>) -> tensor<2x14x14x384xf32>
    %745 = stablehlo.multiply %743, %744 : tensor<2x14x14x384xf32>
    %746 = stablehlo.broadcast_in_dim %theta.features.5.7.block.2.beta, dims = [3] : (tensor<384xf32>) -> tensor<2x14x14x384xf32>
    %747 = stablehlo.add %745, %746 : tensor<2x14x14x384xf32>
    %748 = stablehlo.dot_general %747, %theta.features.5.7.block.3.w, contracting_dims = [3] x [0] : (tensor<2x14x14x384xf32>, tensor<384x1536xf32>) -> tensor<2x14x14x1536xf32>
    %749 = stablehlo.broadcast_in_dim %theta.features.5.7.block.3.b, dims = [3] : (tensor<1536xf32>) -> tensor<2x14x14x1536xf32>
    %750 = stablehlo.add %748, %749 : tensor<2x14x14x1536xf32>
    %751 = stablehlo.constant dense<7.0710677e-01> : tensor<f32>
    %752 = stablehlo.broadcast_in_dim %751, dims = [] : (tensor<f32>) -> tensor<2x14x14x1536xf32>
    %753 = stablehlo.multiply %750, %752 : tensor<2x14x14x1536xf32>
    %754 = chlo.erf %753 : tensor<2x14x14x1536xf32> -> tensor<2x14x14x1536xf32>
    %755 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %756 = stablehlo.broadcast_in_dim %755, dims = [] : (tensor<f32>) -> tensor<2x14x14x1536xf32>
    %757 = stablehlo.add %756, %754 : tensor<2x14x14x1536xf32>
    %758 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %759 = stablehlo.broadcast_in_dim %758, dims = [] : (tensor<f32>) -> tensor<2x14x14x1536xf32>
    %760 = stablehlo.multiply %750, %759 : tensor<2x14x14x1536xf32>
    %761 = stablehlo.multiply %760, %757 : tensor<2x14x14x1536xf32>
    %762 = stablehlo.dot_general %761, %theta.features.5.7.block.5.w, contracting_dims = [3] x [0] : (tensor<2x14x14x1536xf32>, tensor<1536x384xf32>) -> tensor<2x14x14x384xf32>
    %763 = stablehlo.broadcast_in_dim %theta.features.5.7.block.5.b, dims = [3] : (tensor<384xf32>) -> tensor<2x14x14x384xf32>
    %764 = stablehlo.add %762, %763 : tensor<2x14x14x384xf32>
    %765 = stablehlo.transpose %764, dims = [0, 3, 1, 2] : (tensor<2x14x14x384xf32>) -> tensor<2x384x14x14xf32>
    %766 = stablehlo.reshape %theta.features.5.7.layer_scale : (tensor<384x1x1xf32>) -> tensor<384xf32>
    %767 = stablehlo.broadcast_in_dim %766, dims = [1] : (tensor<384xf32>) -> tensor<2x384x14x14xf32>
    %768 = stablehlo.multiply %765, %767 : tensor<2x384x14x14xf32>
    %769 = stablehlo.add %720, %768 : tensor<2x384x14x14xf32>
    %770 = stablehlo.convolution(%769, %theta.features.5.8.block.0.w) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[3, 3], [3, 3]]} {batch_group_count = 1 : i64, feature_group_count = 384 : i64} : (tensor<2x384x14x14xf32>, tensor<384x1x7x7xf32>) -> tensor<2x384x14x14xf32>
    %771 = stablehlo.broadcast_in_dim %theta.features.5.8.block.0.b, dims = [1] : (tensor<384xf32>) -> tensor<2x384x14x14xf32>
    %772 = stablehlo.add %770, %771 : tensor<2x384x14x14xf32>
    %773 = stablehlo.transpose %772, dims = [0, 2, 3, 1] : (tensor<2x384x14x14xf32>) -> tensor<2x14x14x384xf32>
    %774 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %775 = stablehlo.reduce(%773 init: %774) applies stablehlo.add across dimensions = [3] : (tensor<2x14x14x384xf32>, tensor<f32>) -> tensor<2x14x14xf32>
    %776 = stablehlo.constant dense<2.6041667e-03> : tensor<f32>
    %777 = stablehlo.broadcast_in_dim %776, dims = [] : (tensor<f32>) -> tensor<2x14x14xf32>
    %778 = stablehlo.multiply %775, %777 : tensor<2x14x14xf32>
    %779 = stablehlo.broadcast_in_dim %778, dims = [0, 1, 2] : (tensor<2x14x14xf32>) -> tensor<2x14x14x384xf32>
    %780 = stablehlo.subtract %773, %779 : tensor<2x14x14x384xf32>
    %781 = stablehlo.multiply %780, %780 : tensor<2x14x14x384xf32>
    %782 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %783 = stablehlo.reduce(%781 init: %782) applies stablehlo.add across dimensions = [3] : (tensor<2x14x14x384xf32>, tensor<f32>) -> tensor<2x14x14xf32>
    %784 = stablehlo.constant dense<2.6041667e-03> : tensor<f32>
    %785 = stablehlo.broadcast_in_dim %784, dims = [] : (tensor<f32>) -> tensor<2x14x14xf32>
    %786 = stablehlo.multiply %783, %785 : tensor<2x14x14xf32>
    %787 = stablehlo.constant dense<1.000000e-06> : tensor<f32>
    %788 = stablehlo.broadcast_in_dim %787, dims = [] : (tensor<f32>) -> tensor<2x14x14xf32>
    %789 = stablehlo.add %786, %788 : tensor<2x14x14xf32>
    %790 = stablehlo.rsqrt %789 : tensor<2x14x14xf32>
    %791 = stablehlo.broadcast_in_dim %790, dims = [0, 1, 2] : (tensor<2x14x14xf32>) -> tensor<2x14x14x384xf32>
    %792 = stablehlo.multiply %780, %791 : tensor<2x14x14x384xf32>
    %793 = stablehlo.broadcast_in_dim %theta.features.5.8.block.2.gamma, dims = [3] : (tensor<384xf32>) -> tensor<2x14x14x384xf32>
    %794 = stablehlo.multiply %792, %793 : tensor<2x14x14x384xf32>
    %795 = stablehlo.broadcast_in_dim %theta.features.5.8.block.2.beta, dims = [3] : (tensor<384xf32>) -> tensor<2x14x14x384xf32>
    %796 = stablehlo.add %794, %795 : tensor<2x14x14x384xf32>
    %797 = stablehlo.dot_general %796, %theta.features.5.8.block.3.w, contracting_dims = [3] x [0] : (tensor<2x14x14x384xf32>, tensor<384x1536xf32>) -> tensor<2x14x14x1536xf32>
    %798 = stablehlo.broadcast_in_dim %theta.features.5.8.block.3.b, dims = [3] : (tensor<1536xf32>) -> tensor<2x14x14x1536xf32>
    %799 = stablehlo.add %797, %798 : tensor<2x14x14x1536xf32>
    %800 = stablehlo.constant dense<7.0710677e-01> : tensor<f32>
    %801 = stablehlo.broadcast_in_dim %800, dims = [] : (tensor<f32>) -> tensor<2x14x14x1536xf32>
    %802 = stablehlo.multiply %799, %801 : tensor<2x14x14x1536xf32>
    %803 = chlo.erf %802 : tensor<2x14x14x1536xf32> -> tensor<2x14x14x1536xf32>
    %804 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %805 = stablehlo.broadcast_in_dim %804, dims = [] : (tensor<f32>) -> tensor<2x14x14x1536xf32>
    %806 = stablehlo.add %805, %803 : tensor<2x14x14x1536xf32>
    %807 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %808 = stablehlo.broadcast_in_dim %807, dims = [] : (tensor<f32>) -> tensor<2x14x14x1536xf32>
    %809 = stablehlo.multiply %799, %808 : tensor<2x14x14x1536xf32>
    %810 = stablehlo.multiply %809, %806 : tensor<2x14x14x1536xf32>
    %811 = stablehlo.dot_general %810, %theta.features.5.8.block.5.w, contracting_dims = [3] x [0] : (tensor<2x14x14x1536xf32>, tensor<1536x384xf32>) -> tensor<2x14x14x384xf32>
    %812 = stablehlo.broadcast_in_dim %theta.features.5.8.block.5.b, dims = [3] : (tensor<384xf32>) -> tensor<2x14x14x384xf32>
    %813 = stablehlo.add %811, %812 : tensor<2x14x14x384xf32>
    %814 = stablehlo.transpose %813, dims = [0, 3, 1, 2] : (tensor<2x14x14x384xf32>) -> tensor<2x384x14x14xf32>
    %815 = stablehlo.reshape %theta.features.5.8.layer_scale : (tensor<384x1x1xf32>) -> tensor<384xf32>
    %816 = stablehlo.broadcast_in_dim %815, dims = [1] : (tensor<384xf32>) -> tensor<2x384x14x14xf32>
    %817 = stablehlo.multiply %814, %816 : tensor<2x384x14x14xf32>
    %818 = stablehlo.add %769, %817 : tensor<2x384x14x14xf32>
    %819 = stablehlo.transpose %818, dims = [0, 2, 3, 1] : (tensor<2x384x14x14xf32>) -> tensor<2x14x14x384xf32>
    %820 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %821 = stablehlo.reduce(%819 init: %820) applies stablehlo.add across dimensions = [3] : (tensor<2x14x14x384xf32>, tensor<f32>) -> tensor<2x14x14xf32>
    %822 = stablehlo.constant dense<2.6041667e-03> : tensor<f32>
    %823 = stablehlo.broadcast_in_dim %822, dims = [] : (tensor<f32>) -> tensor<2x14x14xf32>
    %824 = stablehlo.multiply %821, %823 : tensor<2x14x14xf32>
    %825 = stablehlo.broadcast_in_dim %824, dims = [0, 1, 2] : (tensor<2x14x14xf32>) -> tensor<2x14x14x384xf32>
    %826 = stablehlo.subtract %819, %825 : tensor<2x14x14x384xf32>
    %827 = stablehlo.multiply %826, %826 : tensor<2x14x14x384xf32>
    %828 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %829 = stablehlo.reduce(%827 init: %828) applies stablehlo.add across dimensions = [3] : (tensor<2x14x14x384xf32>, tensor<f32>) -> tensor<2x14x14xf32>
    %830 = stablehlo.constant dense<2.6041667e-03> : tensor<f32>
    %831 = stablehlo.broadcast_in_dim %830, dims = [] : (tensor<f32>) -> tensor<2x14x14xf32>
    %832 = stablehlo.multiply %829, %831 : tensor<2x14x14xf32>
    %833 = stablehlo.constant dense<1.000000e-06> : tensor<f32>
    %834 = stablehlo.broadcast_in_dim %833, dims = [] : (tensor<f32>) -> tensor<2x14x14xf32>
    %835 = stablehlo.add %832, %834 : tensor<2x14x14xf32>
    %836 = stablehlo.rsqrt %835 : tensor<2x14x14xf32>
    %837 = stablehlo.broadcast_in_dim %836, dims = [0, 1, 2] : (tensor<2x14x14xf32>) -> tensor<2x14x14x384xf32>
    %838 = stablehlo.multiply %826, %837 : tensor<2x14x14x384xf32>
    %839 = stablehlo.broadcast_in_dim %theta.features.6.0.gamma, dims = [3] : (tensor<384xf32>) -> tensor<2x14x14x384xf32>
    %840 = stablehlo.multiply %838, %839 : tensor<2x14x14x384xf32>
    %841 = stablehlo.broadcast_in_dim %theta.features.6.0.beta, dims = [3] : (tensor<384xf32>) -> tensor<2x14x14x384xf32>
    %842 = stablehlo.add %840, %841 : tensor<2x14x14x384xf32>
    %843 = stablehlo.transpose %842, dims = [0, 3, 1, 2] : (tensor<2x14x14x384xf32>) -> tensor<2x384x14x14xf32>
    %844 = stablehlo.convolution(%843, %theta.features.6.1.w) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [2, 2], pad = [[0, 0], [0, 0]]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<2x384x14x14xf32>, tensor<768x384x2x2xf32>) -> tensor<2x768x7x7xf32>
    %845 = stablehlo.broadcast_in_dim %theta.features.6.1.b, dims = [1] : (tensor<768xf32>) -> tensor<2x768x7x7xf32>
    %846 = stablehlo.add %844, %845 : tensor<2x768x7x7xf32>
    %847 = stablehlo.convolution(%846, %theta.features.7.0.block.0.w) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[3, 3], [3, 3]]} {batch_group_count = 1 : i64, feature_group_count = 768 : i64} : (tensor<2x768x7x7xf32>, tensor<768x1x7x7xf32>) -> tensor<2x768x7x7xf32>
    %848 = stablehlo.broadcast_in_dim %theta.features.7.0.block.0.b, dims = [1] : (tensor<768xf32>) -> tensor<2x768x7x7xf32>
    %849 = stablehlo.add %847, %848 : tensor<2x768x7x7xf32>
    %850 = stablehlo.transpose %849, dims = [0, 2, 3, 1] : (tensor<2x768x7x7xf32>) -> tensor<2x7x7x768xf32>
    %851 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %852 = stablehlo.reduce(%850 init: %851) applies stablehlo.add across dimensions = [3] : (tensor<2x7x7x768xf32>, tensor<f32>) -> tensor<2x7x7xf32>
    %853 = stablehlo.constant dense<1.3020834e-03> : tensor<f32>
    %854 = stablehlo.broadcast_in_dim %853, dims = [] : (tensor<f32>) -> tensor<2x7x7xf32>
    %855 = stablehlo.multiply %852, %854 : tensor<2x7x7xf32>
    %856 = stablehlo.broadcast_in_dim %855, dims = [0, 1, 2] : (tensor<2x7x7xf32>) -> tensor<2x7x7x768xf32>
    %857 = stablehlo.subtract %850, %856 : tensor<2x7x7x768xf32>
    %858 = stablehlo.multiply %857, %857 : tensor<2x7x7x768xf32>
    %859 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %860 = stablehlo.reduce(%858 init: %859) applies stablehlo.add across dimensions = [3] : (tensor<2x7x7x768xf32>, tensor<f32>) -> tensor<2x7x7xf32>
    %861 = stablehlo.constant dense<1.3020834e-03> : tensor<f32>
    %862 = stablehlo.broadcast_in_dim %861, dims = [] : (tensor<f32>) -> tensor<2x7x7xf32>
    %863 = stablehlo.multiply %860, %862 : tensor<2x7x7xf32>
    %864 = stablehlo.constant dense<1.000000e-06> : tensor<f32>
    %865 = stablehlo.broadcast_in_dim %864, dims = [] : (tensor<f32>) -> tensor<2x7x7xf32>
    %866 = stablehlo.add %863, %865 : tensor<2x7x7xf32>
    %867 = stablehlo.rsqrt %866 : tensor<2x7x7xf32>
    %868 = stablehlo.broadcast_in_dim %867, dims = [0, 1, 2] : (tensor<2x7x7xf32>) -> tensor<2x7x7x768xf32>
    %869 = stablehlo.multiply %857, %868 : tensor<2x7x7x768xf32>
    %870 = stablehlo.broadcast_in_dim %theta.features.7.0.block.2.gamma, dims = [3] : (tensor<768xf32>) -> tensor<2x7x7x768xf32>
    %871 = stablehlo.multiply %869, %870 : tensor<2x7x7x768xf32>
    %872 = stablehlo.broadcast_in_dim %theta.features.7.0.block.2.beta, dims = [3] : (tensor<768xf32>) -> tensor<2x7x7x768xf32>
    %873 = stablehlo.add %871, %872 : tensor<2x7x7x768xf32>
    %874 = stablehlo.dot_general %873, %theta.features.7.0.block.3.w, contracting_dims = [3] x [0] : (tensor<2x7x7x768xf32>, tensor<768x3072xf32>) -> tensor<2x7x7x3072xf32>
    %875 = stablehlo.broadcast_in_dim %theta.features.7.0.block.3.b, dims = [3] : (tensor<3072xf32>) -> tensor<2x7x7x3072xf32>
    %876 = stablehlo.add %874, %875 : tensor<2x7x7x3072xf32>
    %877 = stablehlo.constant dense<7.0710677e-01> : tensor<f32>
    %878 = stablehlo.broadcast_in_dim %877, dims = [] : (tensor<f32>) -> tensor<2x7x7x3072xf32>
    %879 = stablehlo.multiply %876, %878 : tensor<2x7x7x3072xf32>
    %880 = chlo.erf %879 : tensor<2x7x7x3072xf32> -> tensor<2x7x7x3072xf32>
    %881 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %882 = stablehlo.broadcast_in_dim %881, dims = [] : (tensor<f32>) -> tensor<2x7x7x3072xf32>
    %883 = stablehlo.add %882, %880 : tensor<2x7x7x3072xf32>
    %884 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %885 = stablehlo.broadcast_in_dim %884, dims = [] : (tensor<f32>) -> tensor<2x7x7x3072xf32>
    %886 = stablehlo.multiply %876, %885 : tensor<2x7x7x3072xf32>
    %887 = stablehlo.multiply %886, %883 : tensor<2x7x7x3072xf32>
    %888 = stablehlo.dot_general %887, %theta.features.7.0.block.5.w, contracting_dims = [3] x [0] : (tensor<2x7x7x3072xf32>, tensor<3072x768xf32>) -> tensor<2x7x7x768xf32>
    %889 = stablehlo.broadcast_in_dim %theta.features.7.0.block.5.b, dims = [3] : (tensor<768xf32>) -> tensor<2x7x7x768xf32>
    %890 = stablehlo.add %888, %889 : tensor<2x7x7x768xf32>
    %891 = stablehlo.transpose %890, dims = [0, 3, 1, 2] : (tensor<2x7x7x768xf32>) -> tensor<2x768x7x7xf32>
    %892 = stablehlo.reshape %theta.features.7.0.layer_scale : (tensor<768x1x1xf32>) -> tensor<768xf32>
    %893 = stablehlo.broadcast_in_dim %892, dims = [1] : (tensor<768xf32>) -> tensor<2x768x7x7xf32>
    %894 = stablehlo.multiply %891, %893 : tensor<2x768x7x7xf32>
    %895 = stablehlo.add %846, %894 : tensor<2x768x7x7xf32>
    %896 = stablehlo.convolution(%895, %theta.features.7.1.block.0.w) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[3, 3], [3, 3]]} {batch_group_count = 1 : i64, feature_group_count = 768 : i64} : (tensor<2x768x7x7xf32>, tensor<768x1x7x7xf32>) -> tensor<2x768x7x7xf32>
    %897 = stablehlo.broadcast_in_dim %theta.features.7.1.block.0.b, dims = [1] : (tensor<768xf32>) -> tensor<2x768x7x7xf32>
    %898 = stablehlo.add %896, %897 : tensor<2x768x7x7xf32>
    %899 = stablehlo.transpose %898, dims = [0, 2, 3, 1] : (tensor<2x768x7x7xf32>) -> tensor<2x7x7x768xf32>
    %900 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %901 = stablehlo.reduce(%899 init: %900) applies stablehlo.add across dimensions = [3] : (tensor<2x7x7x768xf32>, tensor<f32>) -> tensor<2x7x7xf32>
    %902 = stablehlo.constant dense<1.3020834e-03> : tensor<f32>
    %903 = stablehlo.broadcast_in_dim %902, dims = [] : (tensor<f32>) -> tensor<2x7x7xf32>
    %904 = stablehlo.multiply %901, %903 : tensor<2x7x7xf32>
    %905 = stablehlo.broadcast_in_dim %904, dims = [0, 1, 2] : (tensor<2x7x7xf32>) -> tensor<2x7x7x768xf32>
    %906 = stablehlo.subtract %899, %905 : tensor<2x7x7x768xf32>
    %907 = stablehlo.multiply %906, %906 : tensor<2x7x7x768xf32>
    %908 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %909 = stablehlo.reduce(%907 init: %908) applies stablehlo.add across dimensions = [3] : (tensor<2x7x7x768xf32>, tensor<f32>) -> tensor<2x7x7xf32>
    %910 = stablehlo.constant dense<1.3020834e-03> : tensor<f32>
    %911 = stablehlo.broadcast_in_dim %910, dims = [] : (tensor<f32>) -> tensor<2x7x7xf32>
    %912 = stablehlo.multiply %909, %911 : tensor<2x7x7xf32>
    %913 = stablehlo.constant dense<1.000000e-06> : tensor<f32>
    %914 = stablehlo.broadcast_in_dim %913, dims = [] : (tensor<f32>) -> tensor<2x7x7xf32>
    %915 = stablehlo.add %912, %914 : tensor<2x7x7xf32>
    %916 = stablehlo.rsqrt %915 : tensor<2x7x7xf32>
    %917 = stablehlo.broadcast_in_dim %916, dims = [0, 1, 2] : (tensor<2x7x7xf32>) -> tensor<2x7x7x768xf32>
    %918 = stablehlo.multiply %906, %917 : tensor<2x7x7x768xf32>
    %919 = stablehlo.broadcast_in_dim %theta.features.7.1.block.2.gamma, dims = [3] : (tensor<768xf32>) -> tensor<2x7x7x768xf32>
    %920 = stablehlo.multiply %918, %919 : tensor<2x7x7x768xf32>
    %921 = stablehlo.broadcast_in_dim %theta.features.7.1.block.2.beta, dims = [3] : (tensor<768xf32>) -> tensor<2x7x7x768xf32>
    %922 = stablehlo.add %920, %921 : tensor<2x7x7x768xf32>
    %923 = stablehlo.dot_general %922, %theta.features.7.1.block.3.w, contracting_dims = [3] x [0] : (tensor<2x7x7x768xf32>, tensor<768x3072xf32>) -> tensor<2x7x7x3072xf32>
    %924 = stablehlo.broadcast_in_dim %theta.features.7.1.block.3.b, dims = [3] : (tensor<3072xf32>) -> tensor<2x7x7x3072xf32>
    %925 = stablehlo.add %923, %924 : tensor<2x7x7x3072xf32>
    %926 = stablehlo.constant dense<7.0710677e-01> : tensor<f32>
    %927 = stablehlo.broadcast_in_dim %926, dims = [] : (tensor<f32>) -> tensor<2x7x7x3072xf32>
    %928 = stablehlo.multiply %925, %927 : tensor<2x7x7x3072xf32>
    %929 = chlo.erf %928 : tensor<2x7x7x3072xf32> -> tensor<2x7x7x3072xf32>
    %930 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %931 = stablehlo.broadcast_in_dim %930, dims = [] : (tensor<f32>) -> tensor<2x7x7x3072xf32>
    %932 = stablehlo.add %931, %929 : tensor<2x7x7x3072xf32>
    %933 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %934 = stablehlo.broadcast_in_dim %933, dims = [] : (tensor<f32>) -> tensor<2x7x7x3072xf32>
    %935 = stablehlo.multiply %925, %934 : tensor<2x7x7x3072xf32>
    %936 = stablehlo.multiply %935, %932 : tensor<2x7x7x3072xf32>
    %937 = stablehlo.dot_general %936, %theta.features.7.1.block.5.w, contracting_dims = [3] x [0] : (tensor<2x7x7x3072xf32>, tensor<3072x768xf32>) -> tensor<2x7x7x768xf32>
    %938 = stablehlo.broadcast_in_dim %theta.features.7.1.block.5.b, dims = [3] : (tensor<768xf32>) -> tensor<2x7x7x768xf32>
    %939 = stablehlo.add %937, %938 : tensor<2x7x7x768xf32>
    %940 = stablehlo.transpose %939, dims = [0, 3, 1, 2] : (tensor<2x7x7x768xf32>) -> tensor<2x768x7x7xf32>
    %941 = stablehlo.reshape %theta.features.7.1.layer_scale : (tensor<768x1x1xf32>) -> tensor<768xf32>
    %942 = stablehlo.broadcast_in_dim %941, dims = [1] : (tensor<768xf32>) -> tensor<2x768x7x7xf32>
    %943 = stablehlo.multiply %940, %942 : tensor<2x768x7x7xf32>
    %944 = stablehlo.add %895, %943 : tensor<2x768x7x7xf32>
    %945 = stablehlo.convolution(%944, %theta.features.7.2.block.0.w) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[3, 3], [3, 3]]} {batch_group_count = 1 : i64, feature_group_count = 768 : i64} : (tensor<2x768x7x7xf32>, tensor<768x1x7x7xf32>) -> tensor<2x768x7x7xf32>
    %946 = stablehlo.broadcast_in_dim %theta.features.7.2.block.0.b, dims = [1] : (tensor<768xf32>) -> tensor<2x768x7x7xf32>
    %947 = stablehlo.add %945, %946 : tensor<2x768x7x7xf32>
    %948 = stablehlo.transpose %947, dims = [0, 2, 3, 1] : (tensor<2x768x7x7xf32>) -> tensor<2x7x7x768xf32>
    %949 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %950 = stablehlo.reduce(%948 init: %949) applies stablehlo.add across dimensions = [3] : (tensor<2x7x7x768xf32>, tensor<f32>) -> tensor<2x7x7xf32>
    %951 = stablehlo.constant dense<1.3020834e-03> : tensor<f32>
    %952 = stablehlo.broadcast_in_dim %951, dims = [] : (tensor<f32>) -> tensor<2x7x7xf32>
    %953 = stablehlo.multiply %950, %952 : tensor<2x7x7xf32>
    %954 = stablehlo.broadcast_in_dim %953, dims = [0, 1, 2] : (tensor<2x7x7xf32>) -> tensor<2x7x7x768xf32>
    %955 = stablehlo.subtract %948, %954 : tensor<2x7x7x768xf32>
    %956 = stablehlo.multiply %955, %955 : tensor<2x7x7x768xf32>
    %957 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %958 = stablehlo.reduce(%956 init: %957) applies stablehlo.add across dimensions = [3] : (tensor<2x7x7x768xf32>, tensor<f32>) -> tensor<2x7x7xf32>
    %959 = stablehlo.constant dense<1.3020834e-03> : tensor<f32>
    %960 = stablehlo.broadcast_in_dim %959, dims = [] : (tensor<f32>) -> tensor<2x7x7xf32>
    %961 = stablehlo.multiply %958, %960 : tensor<2x7x7xf32>
    %962 = stablehlo.constant dense<1.000000e-06> : tensor<f32>
    %963 = stablehlo.broadcast_in_dim %962, dims = [] : (tensor<f32>) -> tensor<2x7x7xf32>
    %964 = stablehlo.add %961, %963 : tensor<2x7x7xf32>
    %965 = stablehlo.rsqrt %964 : tensor<2x7x7xf32>
    %966 = stablehlo.broadcast_in_dim %965, dims = [0, 1, 2] : (tensor<2x7x7xf32>) -> tensor<2x7x7x768xf32>
    %967 = stablehlo.multiply %955, %966 : tensor<2x7x7x768xf32>
    %968 = stablehlo.broadcast_in_dim %theta.features.7.2.block.2.gamma, dims = [3] : (tensor<768xf32>) -> tensor<2x7x7x768xf32>
    %969 = stablehlo.multiply %967, %968 : tensor<2x7x7x768xf32>
    %970 = stablehlo.broadcast_in_dim %theta.features.7.2.block.2.beta, dims = [3] : (tensor<768xf32>) -> tensor<2x7x7x768xf32>
    %971 = stablehlo.add %969, %970 : tensor<2x7x7x768xf32>
    %972 = stablehlo.dot_general %971, %theta.features.7.2.block.3.w, contracting_dims = [3] x [0] : (tensor<2x7x7x768xf32>, tensor<768x3072xf32>) -> tensor<2x7x7x3072xf32>
    %973 = stablehlo.broadcast_in_dim %theta.features.7.2.block.3.b, dims = [3] : (tensor<3072xf32>) -> tensor<2x7x7x3072xf32>
    %974 = stablehlo.add %972, %973 : tensor<2x7x7x3072xf32>
    %975 = stablehlo.constant dense<7.0710677e-01> : tensor<f32>
    %976 = stablehlo.broadcast_in_dim %975, dims = [] : (tensor<f32>) -> tensor<2x7x7x3072xf32>
    %977 = stablehlo.multiply %974, %976 : tensor<2x7x7x3072xf32>
    %978 = chlo.erf %977 : tensor<2x7x7x3072xf32> -> tensor<2x7x7x3072xf32>
    %979 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %980 = stablehlo.broadcast_in_dim %979, dims = [] : (tensor<f32>) -> tensor<2x7x7x3072xf32>
    %981 = stablehlo.add %980, %978 : tensor<2x7x7x3072xf32>
    %982 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %983 = stablehlo.broadcast_in_dim %982, dims = [] : (tensor<f32>) -> tensor<2x7x7x3072xf32>
    %984 = stablehlo.multiply %974, %983 : tensor<2x7x7x3072xf32>
    %985 = stablehlo.multiply %984, %981 : tensor<2x7x7x3072xf32>
    %986 = stablehlo.dot_general %985, %theta.features.7.2.block.5.w, contracting_dims = [3] x [0] : (tensor<2x7x7x3072xf32>, tensor<3072x768xf32>) -> tensor<2x7x7x768xf32>
    %987 = stablehlo.broadcast_in_dim %theta.features.7.2.block.5.b, dims = [3] : (tensor<768xf32>) -> tensor<2x7x7x768xf32>
    %988 = stablehlo.add %986, %987 : tensor<2x7x7x768xf32>
    %989 = stablehlo.transpose %988, dims = [0, 3, 1, 2] : (tensor<2x7x7x768xf32>) -> tensor<2x768x7x7xf32>
    %990 = stablehlo.reshape %theta.features.7.2.layer_scale : (tensor<768x1x1xf32>) -> tensor<768xf32>
    %991 = stablehlo.broadcast_in_dim %990, dims = [1] : (tensor<768xf32>) -> tensor<2x768x7x7xf32>
    %992 = stablehlo.multiply %989, %991 : tensor<2x768x7x7xf32>
    %993 = stablehlo.add %944, %992 : tensor<2x768x7x7xf32>
    %994 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %995 = stablehlo.reduce(%993 init: %994) applies stablehlo.add across dimensions = [2, 3] : (tensor<2x768x7x7xf32>, tensor<f32>) -> tensor<2x768xf32>
    %996 = stablehlo.constant dense<2.0408163e-02> : tensor<f32>
    %997 = stablehlo.broadcast_in_dim %996, dims = [] : (tensor<f32>) -> tensor<2x768xf32>
    %998 = stablehlo.multiply %995, %997 : tensor<2x768xf32>
    %999 = stablehlo.reshape %998 : (tensor<2x768xf32>) -> tensor<2x768x1x1xf32>
    %1000 = stablehlo.transpose %999, dims = [0, 2, 3, 1] : (tensor<2x768x1x1xf32>) -> tensor<2x1x1x768xf32>
    %1001 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1002 = stablehlo.reduce(%1000 init: %1001) applies stablehlo.add across dimensions = [3] : (tensor<2x1x1x768xf32>, tensor<f32>) -> tensor<2x1x1xf32>
    %1003 = stablehlo.constant dense<1.3020834e-03> : tensor<f32>
    %1004 = stablehlo.broadcast_in_dim %1003, dims = [] : (tensor<f32>) -> tensor<2x1x1xf32>
    %1005 = stablehlo.multiply %1002, %1004 : tensor<2x1x1xf32>
    %1006 = stablehlo.broadcast_in_dim %1005, dims = [0, 1, 2] : (tensor<2x1x1xf32>) -> tensor<2x1x1x768xf32>
    %1007 = stablehlo.subtract %1000, %1006 : tensor<2x1x1x768xf32>
    %1008 = stablehlo.multiply %1007, %1007 : tensor<2x1x1x768xf32>
    %1009 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1010 = stablehlo.reduce(%1008 init: %1009) applies stablehlo.add across dimensions = [3] : (tensor<2x1x1x768xf32>, tensor<f32>) -> tensor<2x1x1xf32>
    %1011 = stablehlo.constant dense<1.3020834e-03> : tensor<f32>
    %1012 = stablehlo.broadcast_in_dim %1011, dims = [] : (tensor<f32>) -> tensor<2x1x1xf32>
    %1013 = stablehlo.multiply %1010, %1012 : tensor<2x1x1xf32>
    %1014 = stablehlo.constant dense<1.000000e-06> : tensor<f32>
    %1015 = stablehlo.broadcast_in_dim %1014, dims = [] : (tensor<f32>) -> tensor<2x1x1xf32>
    %1016 = stablehlo.add %1013, %1015 : tensor<2x1x1xf32>
    %1017 = stablehlo.rsqrt %1016 : tensor<2x1x1xf32>
    %1018 = stablehlo.broadcast_in_dim %1017, dims = [0, 1, 2] : (tensor<2x1x1xf32>) -> tensor<2x1x1x768xf32>
    %1019 = stablehlo.multiply %1007, %1018 : tensor<2x1x1x768xf32>
    %1020 = stablehlo.broadcast_in_dim %theta.classifier.0.gamma, dims = [3] : (tensor<768xf32>) -> tensor<2x1x1x768xf32>
    %1021 = stablehlo.multiply %1019, %1020 : tensor<2x1x1x768xf32>
    %1022 = stablehlo.broadcast_in_dim %theta.classifier.0.beta, dims = [3] : (tensor<768xf32>) -> tensor<2x1x1x768xf32>
    %1023 = stablehlo.add %1021, %1022 : tensor<2x1x1x768xf32>
    %1024 = stablehlo.transpose %1023, dims = [0, 3, 1, 2] : (tensor<2x1x1x768xf32>) -> tensor<2x768x1x1xf32>
    %1025 = stablehlo.reshape %1024 : (tensor<2x768x1x1xf32>) -> tensor<2x768xf32>
    %1026 = stablehlo.dot_general %1025, %theta.classifier.2.w, contracting_dims = [1] x [0] : (tensor<2x768xf32>, tensor<768x10xf32>) -> tensor<2x10xf32>
    %1027 = stablehlo.broadcast_in_dim %theta.classifier.2.b, dims = [1] : (tensor<10xf32>) -> tensor<2x10xf32>
    %1028 = stablehlo.add %1026, %1027 : tensor<2x10xf32>
    return %1028 : tensor<2x10xf32>
  }
}
