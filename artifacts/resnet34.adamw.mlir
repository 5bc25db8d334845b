// ladder train step: net resnet34 (21289802 parameters), batch 2, input NCHW f32 tensor<2x3x224x224xf32>
// optimizer adamw: beta1 = 0.9, beta2 = 0.999, epsilon = 1e-08, weight_decay = 0.0001 (decoupled)
// batchnorm: momentum = 0.1, epsilon = 1e-05, running variance unbiased
// loss: mean softmax cross-entropy over the batch
// signature: docs/TRAIN_STEP.md (output i pairs with input i + 1; the last output is the loss)
module @resnet34 {
  func.func public @resnet34_adamw_train_step(%x: tensor<2x3x224x224xf32>, %theta.conv1.w: tensor<64x3x7x7xf32>, %theta.bn1.gamma: tensor<64xf32>, %theta.bn1.beta: tensor<64xf32>, %theta.layer1.0.conv1.w: tensor<64x64x3x3xf32>, %theta.layer1.0.bn1.gamma: tensor<64xf32>, %theta.layer1.0.bn1.beta: tensor<64xf32>, %theta.layer1.0.conv2.w: tensor<64x64x3x3xf32>, %theta.layer1.0.bn2.gamma: tensor<64xf32>, %theta.layer1.0.bn2.beta: tensor<64xf32>, %theta.layer1.1.conv1.w: tensor<64x64x3x3xf32>, %theta.layer1.1.bn1.gamma: tensor<64xf32>, %theta.layer1.1.bn1.beta: tensor<64xf32>, %theta.layer1.1.conv2.w: tensor<64x64x3x3xf32>, %theta.layer1.1.bn2.gamma: tensor<64xf32>, %theta.layer1.1.bn2.beta: tensor<64xf32>, %theta.layer1.2.conv1.w: tensor<64x64x3x3xf32>, %theta.layer1.2.bn1.gamma: tensor<64xf32>, %theta.layer1.2.bn1.beta: tensor<64xf32>, %theta.layer1.2.conv2.w: tensor<64x64x3x3xf32>, %theta.layer1.2.bn2.gamma: tensor<64xf32>, %theta.layer1.2.bn2.beta: tensor<64xf32>, %theta.layer2.0.conv1.w: tensor<128x64x3x3xf32>, %theta.layer2.0.bn1.gamma: tensor<128xf32>, %theta.layer2.0.bn1.beta: tensor<128xf32>, %theta.layer2.0.conv2.w: tensor<128x128x3x3xf32>, %theta.layer2.0.bn2.gamma: tensor<128xf32>, %theta.layer2.0.bn2.beta: tensor<128xf32>, %theta.layer2.0.downsample.0.w: tensor<128x64x1x1xf32>, %theta.layer2.0.downsample.1.gamma: tensor<128xf32>, %theta.layer2.0.downsample.1.beta: tensor<128xf32>, %theta.layer2.1.conv1.w: tensor<128x128x3x3xf32>, %theta.layer2.1.bn1.gamma: tensor<128xf32>, %theta.layer2.1.bn1.beta: tensor<128xf32>, %theta.layer2.1.conv2.w: tensor<128x128x3x3xf32>, %theta.layer2.1.bn2.gamma: tensor<128xf32>, %theta.layer2.1.bn2.beta: tensor<128xf32>, %theta.layer2.2.conv1.w: tensor<128x128x3x3xf32>, %theta.layer2.2.bn1.gamma: tensor<128xf32>, %theta.layer2.2.bn1.beta: tensor<128xf32>, %theta.layer2.2.conv2.w: tensor<128x128x3x3xf32>, %theta.layer2.2.bn2.gamma: tensor<128xf32>, %theta.layer2.2.bn2.beta: tensor<128xf32>, %theta.layer2.3.conv1.w: tensor<128x128x3x3xf32>, %theta.layer2.3.bn1.gamma: tensor<128xf32>, %theta.layer2.3.bn1.beta: tensor<128xf32>, %theta.layer2.3.conv2.w: tensor<128x128x3x3xf32>, %theta.layer2.3.bn2.gamma: tensor<128xf32>, %theta.layer2.3.bn2.beta: tensor<128xf32>, %theta.layer3.0.conv1.w: tensor<256x128x3x3xf32>, %theta.layer3.0.bn1.gamma: tensor<256xf32>, %theta.layer3.0.bn1.beta: tensor<256xf32>, %theta.layer3.0.conv2.w: tensor<256x256x3x3xf32>, %theta.layer3.0.bn2.gamma: tensor<256xf32>, %theta.layer3.0.bn2.beta: tensor<256xf32>, %theta.layer3.0.downsample.0.w: tensor<256x128x1x1xf32>, %theta.layer3.0.downsample.1.gamma: tensor<256xf32>, %theta.layer3.0.downsample.1.beta: tensor<256xf32>, %theta.layer3.1.conv1.w: tensor<256x256x3x3xf32>, %theta.layer3.1.bn1.gamma: tensor<256xf32>, %theta.layer3.1.bn1.beta: tensor<256xf32>, %theta.layer3.1.conv2.w: tensor<256x256x3x3xf32>, %theta.layer3.1.bn2.gamma: tensor<256xf32>, %theta.layer3.1.bn2.beta: tensor<256xf32>, %theta.layer3.2.conv1.w: tensor<256x256x3x3xf32>, %theta.layer3.2.bn1.gamma: tensor<256xf32>, %theta.layer3.2.bn1.beta: tensor<256xf32>, %theta.layer3.2.conv2.w: tensor<256x256x3x3xf32>, %theta.layer3.2.bn2.gamma: tensor<256xf32>, %theta.layer3.2.bn2.beta: tensor<256xf32>, %theta.layer3.3.conv1.w: tensor<256x256x3x3xf32>, %theta.layer3.3.bn1.gamma: tensor<256xf32>, %theta.layer3.3.bn1.beta: tensor<256xf32>, %theta.layer3.3.conv2.w: tensor<256x256x3x3xf32>, %theta.layer3.3.bn2.gamma: tensor<256xf32>, %theta.layer3.3.bn2.beta: tensor<256xf32>, %theta.layer3.4.conv1.w: tensor<256x256x3x3xf32>, %theta.layer3.4.bn1.gamma: tensor<256xf32>, %theta.layer3.4.bn1.beta: tensor<256xf32>, %theta.layer3.4.conv2.w: tensor<256x256x3x3xf32>, %theta.layer3.4.bn2.gamma: tensor<256xf32>, %theta.layer3.4.bn2.beta: tensor<256xf32>, %theta.layer3.5.conv1.w: tensor<256x256x3x3xf32>, %theta.layer3.5.bn1.gamma: tensor<256xf32>, %theta.layer3.5.bn1.beta: tensor<256xf32>, %theta.layer3.5.conv2.w: tensor<256x256x3x3xf32>, %theta.layer3.5.bn2.gamma: tensor<256xf32>, %theta.layer3.5.bn2.beta: tensor<256xf32>, %theta.layer4.0.conv1.w: tensor<512x256x3x3xf32>, %theta.layer4.0.bn1.gamma: tensor<512xf32>, %theta.layer4.0.bn1.beta: tensor<512xf32>, %theta.layer4.0.conv2.w: tensor<512x512x3x3xf32>, %theta.layer4.0.bn2.gamma: tensor<512xf32>, %theta.layer4.0.bn2.beta: tensor<512xf32>, %theta.layer4.0.downsample.0.w: tensor<512x256x1x1xf32>, %theta.layer4.0.downsample.1.gamma: tensor<512xf32>, %theta.layer4.0.downsample.1.beta: tensor<512xf32>, %theta.layer4.1.conv1.w: tensor<512x512x3x3xf32>, %theta.layer4.1.bn1.gamma: tensor<512xf32>, %theta.layer4.1.bn1.beta: tensor<512xf32>, %theta.layer4.1.conv2.w: tensor<512x512x3x3xf32>, %theta.layer4.1.bn2.gamma: tensor<512xf32>, %theta.layer4.1.bn2.beta: tensor<512xf32>, %theta.layer4.2.conv1.w: tensor<512x512x3x3xf32>, %theta.layer4.2.bn1.gamma: tensor<512xf32>, %theta.layer4.2.bn1.beta: tensor<512xf32>, %theta.layer4.2.conv2.w: tensor<512x512x3x3xf32>, %theta.layer4.2.bn2.gamma: tensor<512xf32>, %theta.layer4.2.bn2.beta: tensor<512xf32>, %theta.fc.w: tensor<512x10xf32>, %theta.fc.b: tensor<10xf32>, %m.conv1.w: tensor<64x3x7x7xf32>, %m.bn1.gamma: tensor<64xf32>, %m.bn1.beta: tensor<64xf32>, %m.layer1.0.conv1.w: tensor<64x64x3x3xf32>, %m.layer1.0.bn1.gamma: tensor<64xf32>, %m.layer1.0.bn1.beta: tensor<64xf32>, %m.layer1.0.conv2.w: tensor<64x64x3x3xf32>, %m.layer1.0.bn2.gamma: tensor<64xf32>, %m.layer1.0.bn2.beta: tensor<64xf32>, %m.layer1.1.conv1.w: tensor<64x64x3x3xf32>, %m.layer1.1.bn1.gamma: tensor<64xf32>, %m.layer1.1.bn1.beta: tensor<64xf32>, %m.layer1.1.conv2.w: tensor<64x64x3x3xf32>, %m.layer1.1.bn2.gamma: tensor<64xf32>, %m.layer1.1.bn2.beta: tensor<64xf32>, %m.layer1.2.conv1.w: tensor<64x64x3x3xf32>, %m.layer1.2.bn1.gamma: tensor<64xf32>, %m.layer1.2.bn1.beta: tensor<64xf32>, %m.layer1.2.conv2.w: tensor<64x64x3x3xf32>, %m.layer1.2.bn2.gamma: tensor<64xf32>, %m.layer1.2.bn2.beta: tensor<64xf32>, %m.layer2.0.conv1.w: tensor<128x64x3x3xf32>, %m.layer2.0.bn1.gamma: tensor<128xf32>, %m.layer2.0.bn1.beta: tensor<128xf32>, %m.layer2.0.conv2.w: tensor<128x128x3x3xf32>, %m.layer2.0.bn2.gamma: tensor<128xf32>, %m.layer2.0.bn2.beta: tensor<128xf32>, %m.layer2.0.downsample.0.w: tensor<128x64x1x1xf32>, %m.layer2.0.downsample.1.gamma: tensor<128xf32>, %m.layer2.0.downsample.1.beta: tensor<128xf32>, %m.layer2.1.conv1.w: tensor<128x128x3x3xf32>, %m.layer2.1.bn1.gamma: tensor<128xf32>, %m.layer2.1.bn1.beta: tensor<128xf32>, %m.layer2.1.conv2.w: tensor<128x128x3x3xf32>, %m.layer2.1.bn2.gamma: tensor<128xf32>, %m.layer2.1.bn2.beta: tensor<128xf32>, %m.layer2.2.conv1.w: tensor<128x128x3x3xf32>, %m.layer2.2.bn1.gamma: tensor<128xf32>, %m.layer2.2.bn1.beta: tensor<128xf32>, %m.layer2.2.conv2.w: tensor<128x128x3x3xf32>, %m.layer2.2.bn2.gamma: tensor<128xf32>, %m.layer2.2.bn2.beta: tensor<128xf32>, %m.layer2.3.conv1.w: tensor<128x128x3x3xf32>, %m.layer2.3.bn1.gamma: tensor<128xf32>, %m.layer2.3.bn1.beta: tensor<128xf32>, %m.layer2.3.conv2.w: tensor<128x128x3x3xf32>, %m.layer2.3.bn2.gamma: tensor<128xf32>, %m.layer2.3.bn2.beta: tensor<128xf32>, %m.layer3.0.conv1.w: tensor<256x128x3x3xf32>, %m.layer3.0.bn1.gamma: tensor<256xf32>, %m.layer3.0.bn1.beta: tensor<256xf32>, %m.layer3.0.conv2.w: tensor<256x256x3x3xf32>, %m.layer3.0.bn2.gamma: tensor<256xf32>, %m.layer3.0.bn2.beta: tensor<256xf32>, %m.layer3.0.downsample.0.w: tensor<256x128x1x1xf32>, %m.layer3.0.downsample.1.gamma: tensor<256xf32>, %m.layer3.0.downsample.1.beta: tensor<256xf32>, %m.layer3.1.conv1.w: tensor<256x256x3x3xf32>, %m.layer3.1.bn1.gamma: tensor<256xf32>, %m.layer3.1.bn1.beta: tensor<256xf32>, %m.layer3.1.conv2.w: tensor<256x256x3x3xf32>, %m.layer3.1.bn2.gamma: tensor<256xf32>, %m.layer3.1.bn2.beta: tensor<256xf32>, %m.layer3.2.conv1.w: tensor<256x256x3x3xf32>, %m.layer3.2.bn1.gamma: tensor<256xf32>, %m.layer3.2.bn1.beta: tensor<256xf32>, %m.layer3.2.conv2.w: tensor<256x256x3x3xf32>, %m.layer3.2.bn2.gamma: tensor<256xf32>, %m.layer3.2.bn2.beta: tensor<256xf32>, %m.layer3.3.conv1.w: tensor<256x256x3x3xf32>, %m.layer3.3.bn1.gamma: tensor<256xf32>, %m.layer3.3.bn1.beta: tensor<256xf32>, %m.layer3.3.conv2.w: tensor<256x256x3x3xf32>, %m.layer3.3.bn2.gamma: tensor<256xf32>, %m.layer3.3.bn2.beta: tensor<256xf32>, %m.layer3.4.conv1.w: tensor<256x256x3x3xf32>, %m.layer3.4.bn1.gamma: tensor<256xf32>, %m.layer3.4.bn1.beta: tensor<256xf32>, %m.layer3.4.conv2.w: tensor<256x256x3x3xf32>, %m.layer3.4.bn2.gamma: tensor<256xf32>, %m.layer3.4.bn2.beta: tensor<256xf32>, %m.layer3.5.conv1.w: tensor<256x256x3x3xf32>, %m.layer3.5.bn1.gamma: tensor<256xf32>, %m.layer3.5.bn1.beta: tensor<256xf32>, %m.layer3.5.conv2.w: tensor<256x256x3x3xf32>, %m.layer3.5.bn2.gamma: tensor<256xf32>, %m.layer3.5.bn2.beta: tensor<256xf32>, %m.layer4.0.conv1.w: tensor<512x256x3x3xf32>, %m.layer4.0.bn1.gamma: tensor<512xf32>, %m.layer4.0.bn1.beta: tensor<512xf32>, %m.layer4.0.conv2.w: tensor<512x512x3x3xf32>, %m.layer4.0.bn2.gamma: tensor<512xf32>, %m.layer4.0.bn2.beta: tensor<512xf32>, %m.layer4.0.downsample.0.w: tensor<512x256x1x1xf32>, %m.layer4.0.downsample.1.gamma: tensor<512xf32>, %m.layer4.0.downsample.1.beta: tensor<512xf32>, %m.layer4.1.conv1.w: tensor<512x512x3x3xf32>, %m.layer4.1.bn1.gamma: tensor<512xf32>, %m.layer4.1.bn1.beta: tensor<512xf32>, %m.layer4.1.conv2.w: tensor<512x512x3x3xf32>, %m.layer4.1.bn2.gamma: tensor<512xf32>, %m.layer4.1.bn2.beta: tensor<512xf32>, %m.layer4.2.conv1.w: tensor<512x512x3x3xf32>, %m.layer4.2.bn1.gamma: tensor<512xf32>, %m.layer4.2.bn1.beta: tensor<512xf32>, %m.layer4.2.conv2.w: tensor<512x512x3x3xf32>, %m.layer4.2.bn2.gamma: tensor<512xf32>, %m.layer4.2.bn2.beta: tensor<512xf32>, %m.fc.w: tensor<512x10xf32>, %m.fc.b: tensor<10xf32>, %v.conv1.w: tensor<64x3x7x7xf32>, %v.bn1.gamma: tensor<64xf32>, %v.bn1.beta: tensor<64xf32>, %v.layer1.0.conv1.w: tensor<64x64x3x3xf32>, %v.layer1.0.bn1.gamma: tensor<64xf32>, %v.layer1.0.bn1.beta: tensor<64xf32>, %v.layer1.0.conv2.w: tensor<64x64x3x3xf32>, %v.layer1.0.bn2.gamma: tensor<64xf32>, %v.layer1.0.bn2.beta: tensor<64xf32>, %v.layer1.1.conv1.w: tensor<64x64x3x3xf32>, %v.layer1.1.bn1.gamma: tensor<64xf32>, %v.layer1.1.bn1.beta: tensor<64xf32>, %v.layer1.1.conv2.w: tensor<64x64x3x3xf32>, %v.layer1.1.bn2.gamma: tensor<64xf32>, %v.layer1.1.bn2.beta: tensor<64xf32>, %v.layer1.2.conv1.w: tensor<64x64x3x3xf32>, %v.layer1.2.bn1.gamma: tensor<64xf32>, %v.layer1.2.bn1.beta: tensor<64xf32>, %v.layer1.2.conv2.w: tensor<64x64x3x3xf32>, %v.layer1.2.bn2.gamma: tensor<64xf32>, %v.layer1.2.bn2.beta: tensor<64xf32>, %v.layer2.0.conv1.w: tensor<128x64x3x3xf32>, %v.layer2.0.bn1.gamma: tensor<128xf32>, %v.layer2.0.bn1.beta: tensor<128xf32>, %v.layer2.0.conv2.w: tensor<128x128x3x3xf32>, %v.layer2.0.bn2.gamma: tensor<128xf32>, %v.layer2.0.bn2.beta: tensor<128xf32>, %v.layer2.0.downsample.0.w: tensor<128x64x1x1xf32>, %v.layer2.0.downsample.1.gamma: tensor<128xf32>, %v.layer2.0.downsample.1.beta: tensor<128xf32>, %v.layer2.1.conv1.w: tensor<128x128x3x3xf32>, %v.layer2.1.bn1.gamma: tensor<128xf32>, %v.layer2.1.bn1.beta: tensor<128xf32>, %v.layer2.1.conv2.w: tensor<128x128x3x3xf32>, %v.layer2.1.bn2.gamma: tensor<128xf32>, %v.layer2.1.bn2.beta: tensor<128xf32>, %v.layer2.2.conv1.w: tensor<128x128x3x3xf32>, %v.layer2.2.bn1.gamma: tensor<128xf32>, %v.layer2.2.bn1.beta: tensor<128xf32>, %v.layer2.2.conv2.w: tensor<128x128x3x3xf32>, %v.layer2.2.bn2.gamma: tensor<128xf32>, %v.layer2.2.bn2.beta: tensor<128xf32>, %v.layer2.3.conv1.w: tensor<128x128x3x3xf32>, %v.layer2.3.bn1.gamma: tensor<128xf32>, %v.layer2.3.bn1.beta: tensor<128xf32>, %v.layer2.3.conv2.w: tensor<128x128x3x3xf32>, %v.layer2.3.bn2.gamma: tensor<128xf32>, %v.layer2.3.bn2.beta: tensor<128xf32>, %v.layer3.0.conv1.w: tensor<256x128x3x3xf32>, %v.layer3.0.bn1.gamma: tensor<256xf32>, %v.layer3.0.bn1.beta: tensor<256xf32>, %v.layer3.0.conv2.w: tensor<256x256x3x3xf32>, %v.layer3.0.bn2.gamma: tensor<256xf32>, %v.layer3.0.bn2.beta: tensor<256xf32>, %v.layer3.0.downsample.0.w: tensor<256x128x1x1xf32>, %v.layer3.0.downsample.1.gamma: tensor<256xf32>, %v.layer3.0.downsample.1.beta: tensor<256xf32>, %v.layer3.1.conv1.w: tensor<256x256x3x3xf32>, %v.layer3.1.bn1.gamma: tensor<256xf32>, %v.layer3.1.bn1.beta: tensor<256xf32>, %v.layer3.1.conv2.w: tensor<256x256x3x3xf32>, %v.layer3.1.bn2.gamma: tensor<256xf32>, %v.layer3.1.bn2.beta: tensor<256xf32>, %v.layer3.2.conv1.w: tensor<256x256x3x3xf32>, %v.layer3.2.bn1.gamma: tensor<256xf32>, %v.layer3.2.bn1.beta: tensor<256xf32>, %v.layer3.2.conv2.w: tensor<256x256x3x3xf32>, %v.layer3.2.bn2.gamma: tensor<256xf32>, %v.layer3.2.bn2.beta: tensor<256xf32>, %v.layer3.3.conv1.w: tensor<256x256x3x3xf32>, %v.layer3.3.bn1.gamma: tensor<256xf32>, %v.layer3.3.bn1.beta: tensor<256xf32>, %v.layer3.3.conv2.w: tensor<256x256x3x3xf32>, %v.layer3.3.bn2.gamma: tensor<256xf32>, %v.layer3.3.bn2.beta: tensor<256xf32>, %v.layer3.4.conv1.w: tensor<256x256x3x3xf32>, %v.layer3.4.bn1.gamma: tensor<256xf32>, %v.layer3.4.bn1.beta: tensor<256xf32>, %v.layer3.4.conv2.w: tensor<256x256x3x3xf32>, %v.layer3.4.bn2.gamma: tensor<256xf32>, %v.layer3.4.bn2.beta: tensor<256xf32>, %v.layer3.5.conv1.w: tensor<256x256x3x3xf32>, %v.layer3.5.bn1.gamma: tensor<256xf32>, %v.layer3.5.bn1.beta: tensor<256xf32>, %v.layer3.5.conv2.w: tensor<256x256x3x3xf32>, %v.layer3.5.bn2.gamma: tensor<256xf32>, %v.layer3.5.bn2.beta: tensor<256xf32>, %v.layer4.0.conv1.w: tensor<512x256x3x3xf32>, %v.layer4.0.bn1.gamma: tensor<512xf32>, %v.layer4.0.bn1.beta: tensor<512xf32>, %v.layer4.0.conv2.w: tensor<512x512x3x3xf32>, %v.layer4.0.bn2.gamma: tensor<512xf32>, %v.layer4.0.bn2.beta: tensor<512xf32>, %v.layer4.0.downsample.0.w: tensor<512x256x1x1xf32>, %v.layer4.0.downsample.1.gamma: tensor<512xf32>, %v.layer4.0.downsample.1.beta: tensor<512xf32>, %v.layer4.1.conv1.w: tensor<512x512x3x3xf32>, %v.layer4.1.bn1.gamma: tensor<512xf32>, %v.layer4.1.bn1.beta: tensor<512xf32>, %v.layer4.1.conv2.w: tensor<512x512x3x3xf32>, %v.layer4.1.bn2.gamma: tensor<512xf32>, %v.layer4.1.bn2.beta: tensor<512xf32>, %v.layer4.2.conv1.w: tensor<512x512x3x3xf32>, %v.layer4.2.bn1.gamma: tensor<512xf32>, %v.layer4.2.bn1.beta: tensor<512xf32>, %v.layer4.2.conv2.w: tensor<512x512x3x3xf32>, %v.layer4.2.bn2.gamma: tensor<512xf32>, %v.layer4.2.bn2.beta: tensor<512xf32>, %v.fc.w: tensor<512x10xf32>, %v.fc.b: tensor<10xf32>, %running_mean.bn1: tensor<64xf32>, %running_var.bn1: tensor<64xf32>, %running_mean.layer1.0.bn1: tensor<64xf32>, %running_var.layer1.0.bn1: tensor<64xf32>, %running_mean.layer1.0.bn2: tensor<64xf32>, %running_var.layer1.0.bn2: tensor<64xf32>, %running_mean.layer1.1.bn1: tensor<64xf32>, %running_var.layer1.1.bn1: tensor<64xf32>, %running_mean.layer1.1.bn2: tensor<64xf32>, %running_var.layer1.1.bn2: tensor<64xf32>, %running_mean.layer1.2.bn1: tensor<64xf32>, %running_var.layer1.2.bn1: tensor<64xf32>, %running_mean.layer1.2.bn2: tensor<64xf32>, %running_var.layer1.2.bn2: tensor<64xf32>, %running_mean.layer2.0.bn1: tensor<128xf32>, %running_var.layer2.0.bn1: tensor<128xf32>, %running_mean.layer2.0.bn2: tensor<128xf32>, %running_var.layer2.0.bn2: tensor<128xf32>, %running_mean.layer2.0.downsample.1: tensor<128xf32>, %running_var.layer2.0.downsample.1: tensor<128xf32>, %running_mean.layer2.1.bn1: tensor<128xf32>, %running_var.layer2.1.bn1: tensor<128xf32>, %running_mean.layer2.1.bn2: tensor<128xf32>, %running_var.layer2.1.bn2: tensor<128xf32>, %running_mean.layer2.2.bn1: tensor<128xf32>, %running_var.layer2.2.bn1: tensor<128xf32>, %running_mean.layer2.2.bn2: tensor<128xf32>, %running_var.layer2.2.bn2: tensor<128xf32>, %running_mean.layer2.3.bn1: tensor<128xf32>, %running_var.layer2.3.bn1: tensor<128xf32>, %running_mean.layer2.3.bn2: tensor<128xf32>, %running_var.layer2.3.bn2: tensor<128xf32>, %running_mean.layer3.0.bn1: tensor<256xf32>, %running_var.layer3.0.bn1: tensor<256xf32>, %running_mean.layer3.0.bn2: tensor<256xf32>, %running_var.layer3.0.bn2: tensor<256xf32>, %running_mean.layer3.0.downsample.1: tensor<256xf32>, %running_var.layer3.0.downsample.1: tensor<256xf32>, %running_mean.layer3.1.bn1: tensor<256xf32>, %running_var.layer3.1.bn1: tensor<256xf32>, %running_mean.layer3.1.bn2: tensor<256xf32>, %running_var.layer3.1.bn2: tensor<256xf32>, %running_mean.layer3.2.bn1: tensor<256xf32>, %running_var.layer3.2.bn1: tensor<256xf32>, %running_mean.layer3.2.bn2: tensor<256xf32>, %running_var.layer3.2.bn2: tensor<256xf32>, %running_mean.layer3.3.bn1: tensor<256xf32>, %running_var.layer3.3.bn1: tensor<256xf32>, %running_mean.layer3.3.bn2: tensor<256xf32>, %running_var.layer3.3.bn2: tensor<256xf32>, %running_mean.layer3.4.bn1: tensor<256xf32>, %running_var.layer3.4.bn1: tensor<256xf32>, %running_mean.layer3.4.bn2: tensor<256xf32>, %running_var.layer3.4.bn2: tensor<256xf32>, %running_mean.layer3.5.bn1: tensor<256xf32>, %running_var.layer3.5.bn1: tensor<256xf32>, %running_mean.layer3.5.bn2: tensor<256xf32>, %running_var.layer3.5.bn2: tensor<256xf32>, %running_mean.layer4.0.bn1: tensor<512xf32>, %running_var.layer4.0.bn1: tensor<512xf32>, %running_mean.layer4.0.bn2: tensor<512xf32>, %running_var.layer4.0.bn2: tensor<512xf32>, %running_mean.layer4.0.downsample.1: tensor<512xf32>, %running_var.layer4.0.downsample.1: tensor<512xf32>, %running_mean.layer4.1.bn1: tensor<512xf32>, %running_var.layer4.1.bn1: tensor<512xf32>, %running_mean.layer4.1.bn2: tensor<512xf32>, %running_var.layer4.1.bn2: tensor<512xf32>, %running_mean.layer4.2.bn1: tensor<512xf32>, %running_var.layer4.2.bn1: tensor<512xf32>, %running_mean.layer4.2.bn2: tensor<512xf32>, %running_var.layer4.2.bn2: tensor<512xf32>, %lr: tensor<f32>, %bc1: tensor<f32>, %bc2: tensor<f32>, %labels: tensor<2x10xf32>) -> (tensor<64x3x7x7xf32> {jax.result_info = "theta.conv1.w'"}, tensor<64xf32> {jax.result_info = "theta.bn1.gamma'"}, tensor<64xf32> {jax.result_info = "theta.bn1.beta'"}, tensor<64x64x3x3xf32> {jax.result_info = "theta.layer1.0.conv1.w'"}, tensor<64xf32> {jax.result_info = "theta.layer1.0.bn1.gamma'"}, tensor<64xf32> {jax.result_info = "theta.layer1.0.bn1.beta'"}, tensor<64x64x3x3xf32> {jax.result_info = "theta.layer1.0.conv2.w'"}, tensor<64xf32> {jax.result_info = "theta.layer1.0.bn2.gamma'"}, tensor<64xf32> {jax.result_info = "theta.layer1.0.bn2.beta'"}, tensor<64x64x3x3xf32> {jax.result_info = "theta.layer1.1.conv1.w'"}, tensor<64xf32> {jax.result_info = "theta.layer1.1.bn1.gamma'"}, tensor<64xf32> {jax.result_info = "theta.layer1.1.bn1.beta'"}, tensor<64x64x3x3xf32> {jax.result_info = "theta.layer1.1.conv2.w'"}, tensor<64xf32> {jax.result_info = "theta.layer1.1.bn2.gamma'"}, tensor<64xf32> {jax.result_info = "theta.layer1.1.bn2.beta'"}, tensor<64x64x3x3xf32> {jax.result_info = "theta.layer1.2.conv1.w'"}, tensor<64xf32> {jax.result_info = "theta.layer1.2.bn1.gamma'"}, tensor<64xf32> {jax.result_info = "theta.layer1.2.bn1.beta'"}, tensor<64x64x3x3xf32> {jax.result_info = "theta.layer1.2.conv2.w'"}, tensor<64xf32> {jax.result_info = "theta.layer1.2.bn2.gamma'"}, tensor<64xf32> {jax.result_info = "theta.layer1.2.bn2.beta'"}, tensor<128x64x3x3xf32> {jax.result_info = "theta.layer2.0.conv1.w'"}, tensor<128xf32> {jax.result_info = "theta.layer2.0.bn1.gamma'"}, tensor<128xf32> {jax.result_info = "theta.layer2.0.bn1.beta'"}, tensor<128x128x3x3xf32> {jax.result_info = "theta.layer2.0.conv2.w'"}, tensor<128xf32> {jax.result_info = "theta.layer2.0.bn2.gamma'"}, tensor<128xf32> {jax.result_info = "theta.layer2.0.bn2.beta'"}, tensor<128x64x1x1xf32> {jax.result_info = "theta.layer2.0.downsample.0.w'"}, tensor<128xf32> {jax.result_info = "theta.layer2.0.downsample.1.gamma'"}, tensor<128xf32> {jax.result_info = "theta.layer2.0.downsample.1.beta'"}, tensor<128x128x3x3xf32> {jax.result_info = "theta.layer2.1.conv1.w'"}, tensor<128xf32> {jax.result_info = "theta.layer2.1.bn1.gamma'"}, tensor<128xf32> {jax.result_info = "theta.layer2.1.bn1.beta'"}, tensor<128x128x3x3xf32> {jax.result_info = "theta.layer2.1.conv2.w'"}, tensor<128xf32> {jax.result_info = "theta.layer2.1.bn2.gamma'"}, tensor<128xf32> {jax.result_info = "theta.layer2.1.bn2.beta'"}, tensor<128x128x3x3xf32> {jax.result_info = "theta.layer2.2.conv1.w'"}, tensor<128xf32> {jax.result_info = "theta.layer2.2.bn1.gamma'"}, tensor<128xf32> {jax.result_info = "theta.layer2.2.bn1.beta'"}, tensor<128x128x3x3xf32> {jax.result_info = "theta.layer2.2.conv2.w'"}, tensor<128xf32> {jax.result_info = "theta.layer2.2.bn2.gamma'"}, tensor<128xf32> {jax.result_info = "theta.layer2.2.bn2.beta'"}, tensor<128x128x3x3xf32> {jax.result_info = "theta.layer2.3.conv1.w'"}, tensor<128xf32> {jax.result_info = "theta.layer2.3.bn1.gamma'"}, tensor<128xf32> {jax.result_info = "theta.layer2.3.bn1.beta'"}, tensor<128x128x3x3xf32> {jax.result_info = "theta.layer2.3.conv2.w'"}, tensor<128xf32> {jax.result_info = "theta.layer2.3.bn2.gamma'"}, tensor<128xf32> {jax.result_info = "theta.layer2.3.bn2.beta'"}, tensor<256x128x3x3xf32> {jax.result_info = "theta.layer3.0.conv1.w'"}, tensor<256xf32> {jax.result_info = "theta.layer3.0.bn1.gamma'"}, tensor<256xf32> {jax.result_info = "theta.layer3.0.bn1.beta'"}, tensor<256x256x3x3xf32> {jax.result_info = "theta.layer3.0.conv2.w'"}, tensor<256xf32> {jax.result_info = "theta.layer3.0.bn2.gamma'"}, tensor<256xf32> {jax.result_info = "theta.layer3.0.bn2.beta'"}, tensor<256x128x1x1xf32> {jax.result_info = "theta.layer3.0.downsample.0.w'"}, tensor<256xf32> {jax.result_info = "theta.layer3.0.downsample.1.gamma'"}, tensor<256xf32> {jax.result_info = "theta.layer3.0.downsample.1.beta'"}, tensor<256x256x3x3xf32> {jax.result_info = "theta.layer3.1.conv1.w'"}, tensor<256xf32> {jax.result_info = "theta.layer3.1.bn1.gamma'"}, tensor<256xf32> {jax.result_info = "theta.layer3.1.bn1.beta'"}, tensor<256x256x3x3xf32> {jax.result_info = "theta.layer3.1.conv2.w'"}, tensor<256xf32> {jax.result_info = "theta.layer3.1.bn2.gamma'"}, tensor<256xf32> {jax.result_info = "theta.layer3.1.bn2.beta'"}, tensor<256x256x3x3xf32> {jax.result_info = "theta.layer3.2.conv1.w'"}, tensor<256xf32> {jax.result_info = "theta.layer3.2.bn1.gamma'"}, tensor<256xf32> {jax.result_info = "theta.layer3.2.bn1.beta'"}, tensor<256x256x3x3xf32> {jax.result_info = "theta.layer3.2.conv2.w'"}, tensor<256xf32> {jax.result_info = "theta.layer3.2.bn2.gamma'"}, tensor<256xf32> {jax.result_info = "theta.layer3.2.bn2.beta'"}, tensor<256x256x3x3xf32> {jax.result_info = "theta.layer3.3.conv1.w'"}, tensor<256xf32> {jax.result_info = "theta.layer3.3.bn1.gamma'"}, tensor<256xf32> {jax.result_info = "theta.layer3.3.bn1.beta'"}, tensor<256x256x3x3xf32> {jax.result_info = "theta.layer3.3.conv2.w'"}, tensor<256xf32> {jax.result_info = "theta.layer3.3.bn2.gamma'"}, tensor<256xf32> {jax.result_info = "theta.layer3.3.bn2.beta'"}, tensor<256x256x3x3xf32> {jax.result_info = "theta.layer3.4.conv1.w'"}, tensor<256xf32> {jax.result_info = "theta.layer3.4.bn1.gamma'"}, tensor<256xf32> {jax.result_info = "theta.layer3.4.bn1.beta'"}, tensor<256x256x3x3xf32> {jax.result_info = "theta.layer3.4.conv2.w'"}, tensor<256xf32> {jax.result_info = "theta.layer3.4.bn2.gamma'"}, tensor<256xf32> {jax.result_info = "theta.layer3.4.bn2.beta'"}, tensor<256x256x3x3xf32> {jax.result_info = "theta.layer3.5.conv1.w'"}, tensor<256xf32> {jax.result_info = "theta.layer3.5.bn1.gamma'"}, tensor<256xf32> {jax.result_info = "theta.layer3.5.bn1.beta'"}, tensor<256x256x3x3xf32> {jax.result_info = "theta.layer3.5.conv2.w'"}, tensor<256xf32> {jax.result_info = "theta.layer3.5.bn2.gamma'"}, tensor<256xf32> {jax.result_info = "theta.layer3.5.bn2.beta'"}, tensor<512x256x3x3xf32> {jax.result_info = "theta.layer4.0.conv1.w'"}, tensor<512xf32> {jax.result_info = "theta.layer4.0.bn1.gamma'"}, tensor<512xf32> {jax.result_info = "theta.layer4.0.bn1.beta'"}, tensor<512x512x3x3xf32> {jax.result_info = "theta.layer4.0.conv2.w'"}, tensor<512xf32> {jax.result_info = "theta.layer4.0.bn2.gamma'"}, tensor<512xf32> {jax.result_info = "theta.layer4.0.bn2.beta'"}, tensor<512x256x1x1xf32> {jax.result_info = "theta.layer4.0.downsample.0.w'"}, tensor<512xf32> {jax.result_info = "theta.layer4.0.downsample.1.gamma'"}, tensor<512xf32> {jax.result_info = "theta.layer4.0.downsample.1.beta'"}, tensor<512x512x3x3xf32> {jax.result_info = "theta.layer4.1.conv1.w'"}, tensor<512xf32> {jax.result_info = "theta.layer4.1.bn1.gamma'"}, tensor<512xf32> {jax.result_info = "theta.layer4.1.bn1.beta'"}, tensor<512x512x3x3xf32> {jax.result_info = "theta.layer4.1.conv2.w'"}, tensor<512xf32> {jax.result_info = "theta.layer4.1.bn2.gamma'"}, tensor<512xf32> {jax.result_info = "theta.layer4.1.bn2.beta'"}, tensor<512x512x3x3xf32> {jax.result_info = "theta.layer4.2.conv1.w'"}, tensor<512xf32> {jax.result_info = "theta.layer4.2.bn1.gamma'"}, tensor<512xf32> {jax.result_info = "theta.layer4.2.bn1.beta'"}, tensor<512x512x3x3xf32> {jax.result_info = "theta.layer4.2.conv2.w'"}, tensor<512xf32> {jax.result_info = "theta.layer4.2.bn2.gamma'"}, tensor<512xf32> {jax.result_info = "theta.layer4.2.bn2.beta'"}, tensor<512x10xf32> {jax.result_info = "theta.fc.w'"}, tensor<10xf32> {jax.result_info = "theta.fc.b'"}, tensor<64x3x7x7xf32> {jax.result_info = "m.conv1.w'"}, tensor<64xf32> {jax.result_info = "m.bn1.gamma'"}, tensor<64xf32> {jax.result_info = "m.bn1.beta'"}, tensor<64x64x3x3xf32> {jax.result_info = "m.layer1.0.conv1.w'"}, tensor<64xf32> {jax.result_info = "m.layer1.0.bn1.gamma'"}, tensor<64xf32> {jax.result_info = "m.layer1.0.bn1.beta'"}, tensor<64x64x3x3xf32> {jax.result_info = "m.layer1.0.conv2.w'"}, tensor<64xf32> {jax.result_info = "m.layer1.0.bn2.gamma'"}, tensor<64xf32> {jax.result_info = "m.layer1.0.bn2.beta'"}, tensor<64x64x3x3xf32> {jax.result_info = "m.layer1.1.conv1.w'"}, tensor<64xf32> {jax.result_info = "m.layer1.1.bn1.gamma'"}, tensor<64xf32> {jax.result_info = "m.layer1.1.bn1.beta'"}, tensor<64x64x3x3xf32> {jax.result_info = "m.layer1.1.conv2.w'"}, tensor<64xf32> {jax.result_info = "m.layer1.1.bn2.gamma'"}, tensor<64xf32> {jax.result_info = "m.layer1.1.bn2.beta'"}, tensor<64x64x3x3xf32> {jax.result_info = "m.layer1.2.conv1.w'"}, tensor<64xf32> {jax.result_info = "m.layer1.2.bn1.gamma'"}, tensor<64xf32> {jax.result_info = "m.layer1.2.bn1.beta'"}, tensor<64x64x3x3xf32> {jax.result_info = "m.layer1.2.conv2.w'"}, tensor<64xf32> {jax.result_info = "m.layer1.2.bn2.gamma'"}, tensor<64xf32> {jax.result_info = "m.layer1.2.bn2.beta'"}, tensor<128x64x3x3xf32> {jax.result_info = "m.layer2.0.conv1.w'"}, tensor<128xf32> {jax.result_info = "m.layer2.0.bn1.gamma'"}, tensor<128xf32> {jax.result_info = "m.layer2.0.bn1.beta'"}, tensor<128x128x3x3xf32> {jax.result_info = "m.layer2.0.conv2.w'"}, tensor<128xf32> {jax.result_info = "m.layer2.0.bn2.gamma'"}, tensor<128xf32> {jax.result_info = "m.layer2.0.bn2.beta'"}, tensor<128x64x1x1xf32> {jax.result_info = "m.layer2.0.downsample.0.w'"}, tensor<128xf32> {jax.result_info = "m.layer2.0.downsample.1.gamma'"}, tensor<128xf32> {jax.result_info = "m.layer2.0.downsample.1.beta'"}, tensor<128x128x3x3xf32> {jax.result_info = "m.layer2.1.conv1.w'"}, tensor<128xf32> {jax.result_info = "m.layer2.1.bn1.gamma'"}, tensor<128xf32> {jax.result_info = "m.layer2.1.bn1.beta'"}, tensor<128x128x3x3xf32> {jax.result_info = "m.layer2.1.conv2.w'"}, tensor<128xf32> {jax.result_info = "m.layer2.1.bn2.gamma'"}, tensor<128xf32> {jax.result_info = "m.layer2.1.bn2.beta'"}, tensor<128x128x3x3xf32> {jax.result_info = "m.layer2.2.conv1.w'"}, tensor<128xf32> {jax.result_info = "m.layer2.2.bn1.gamma'"}, tensor<128xf32> {jax.result_info = "m.layer2.2.bn1.beta'"}, tensor<128x128x3x3xf32> {jax.result_info = "m.layer2.2.conv2.w'"}, tensor<128xf32> {jax.result_info = "m.layer2.2.bn2.gamma'"}, tensor<128xf32> {jax.result_info = "m.layer2.2.bn2.beta'"}, tensor<128x128x3x3xf32> {jax.result_info = "m.layer2.3.conv1.w'"}, tensor<128xf32> {jax.result_info = "m.layer2.3.bn1.gamma'"}, tensor<128xf32> {jax.result_info = "m.layer2.3.bn1.beta'"}, tensor<128x128x3x3xf32> {jax.result_info = "m.layer2.3.conv2.w'"}, tensor<128xf32> {jax.result_info = "m.layer2.3.bn2.gamma'"}, tensor<128xf32> {jax.result_info = "m.layer2.3.bn2.beta'"}, tensor<256x128x3x3xf32> {jax.result_info = "m.layer3.0.conv1.w'"}, tensor<256xf32> {jax.result_info = "m.layer3.0.bn1.gamma'"}, tensor<256xf32> {jax.result_info = "m.layer3.0.bn1.beta'"}, tensor<256x256x3x3xf32> {jax.result_info = "m.layer3.0.conv2.w'"}, tensor<256xf32> {jax.result_info = "m.layer3.0.bn2.gamma'"}, tensor<256xf32> {jax.result_info = "m.layer3.0.bn2.beta'"}, tensor<256x128x1x1xf32> {jax.result_info = "m.layer3.0.downsample.0.w'"}, tensor<256xf32> {jax.result_info = "m.layer3.0.downsample.1.gamma'"}, tensor<256xf32> {jax.result_info = "m.layer3.0.downsample.1.beta'"}, tensor<256x256x3x3xf32> {jax.result_info = "m.layer3.1.conv1.w'"}, tensor<256xf32> {jax.result_info = "m.layer3.1.bn1.gamma'"}, tensor<256xf32> {jax.result_info = "m.layer3.1.bn1.beta'"}, tensor<256x256x3x3xf32> {jax.result_info = "m.layer3.1.conv2.w'"}, tensor<256xf32> {jax.result_info = "m.layer3.1.bn2.gamma'"}, tensor<256xf32> {jax.result_info = "m.layer3.1.bn2.beta'"}, tensor<256x256x3x3xf32> {jax.result_info = "m.layer3.2.conv1.w'"}, tensor<256xf32> {jax.result_info = "m.layer3.2.bn1.gamma'"}, tensor<256xf32> {jax.result_info = "m.layer3.2.bn1.beta'"}, tensor<256x256x3x3xf32> {jax.result_info = "m.layer3.2.conv2.w'"}, tensor<256xf32> {jax.result_info = "m.layer3.2.bn2.gamma'"}, tensor<256xf32> {jax.result_info = "m.layer3.2.bn2.beta'"}, tensor<256x256x3x3xf32> {jax.result_info = "m.layer3.3.conv1.w'"}, tensor<256xf32> {jax.result_info = "m.layer3.3.bn1.gamma'"}, tensor<256xf32> {jax.result_info = "m.layer3.3.bn1.beta'"}, tensor<256x256x3x3xf32> {jax.result_info = "m.layer3.3.conv2.w'"}, tensor<256xf32> {jax.result_info = "m.layer3.3.bn2.gamma'"}, tensor<256xf32> {jax.result_info = "m.layer3.3.bn2.beta'"}, tensor<256x256x3x3xf32> {jax.result_info = "m.layer3.4.conv1.w'"}, tensor<256xf32> {jax.result_info = "m.layer3.4.bn1.gamma'"}, tensor<256xf32> {jax.result_info = "m.layer3.4.bn1.beta'"}, tensor<256x256x3x3xf32> {jax.result_info = "m.layer3.4.conv2.w'"}, tensor<256xf32> {jax.result_info = "m.layer3.4.bn2.gamma'"}, tensor<256xf32> {jax.result_info = "m.layer3.4.bn2.beta'"}, tensor<256x256x3x3xf32> {jax.result_info = "m.layer3.5.conv1.w'"}, tensor<256xf32> {jax.result_info = "m.layer3.5.bn1.gamma'"}, tensor<256xf32> {jax.result_info = "m.layer3.5.bn1.beta'"}, tensor<256x256x3x3xf32> {jax.result_info = "m.layer3.5.conv2.w'"}, tensor<256xf32> {jax.result_info = "m.layer3.5.bn2.gamma'"}, tensor<256xf32> {jax.result_info = "m.layer3.5.bn2.beta'"}, tensor<512x256x3x3xf32> {jax.result_info = "m.layer4.0.conv1.w'"}, tensor<512xf32> {jax.result_info = "m.layer4.0.bn1.gamma'"}, tensor<512xf32> {jax.result_info = "m.layer4.0.bn1.beta'"}, tensor<512x512x3x3xf32> {jax.result_info = "m.layer4.0.conv2.w'"}, tensor<512xf32> {jax.result_info = "m.layer4.0.bn2.gamma'"}, tensor<512xf32> {jax.result_info = "m.layer4.0.bn2.beta'"}, tensor<512x256x1x1xf32> {jax.result_info = "m.layer4.0.downsample.0.w'"}, tensor<512xf32> {jax.result_info = "m.layer4.0.downsample.1.gamma'"}, tensor<512xf32> {jax.result_info = "m.layer4.0.downsample.1.beta'"}, tensor<512x512x3x3xf32> {jax.result_info = "m.layer4.1.conv1.w'"}, tensor<512xf32> {jax.result_info = "m.layer4.1.bn1.gamma'"}, tensor<512xf32> {jax.result_info = "m.layer4.1.bn1.beta'"}, tensor<512x512x3x3xf32> {jax.result_info = "m.layer4.1.conv2.w'"}, tensor<512xf32> {jax.result_info = "m.layer4.1.bn2.gamma'"}, tensor<512xf32> {jax.result_info = "m.layer4.1.bn2.beta'"}, tensor<512x512x3x3xf32> {jax.result_info = "m.layer4.2.conv1.w'"}, tensor<512xf32> {jax.result_info = "m.layer4.2.bn1.gamma'"}, tensor<512xf32> {jax.result_info = "m.layer4.2.bn1.beta'"}, tensor<512x512x3x3xf32> {jax.result_info = "m.layer4.2.conv2.w'"}, tensor<512xf32> {jax.result_info = "m.layer4.2.bn2.gamma'"}, tensor<512xf32> {jax.result_info = "m.layer4.2.bn2.beta'"}, tensor<512x10xf32> {jax.result_info = "m.fc.w'"}, tensor<10xf32> {jax.result_info = "m.fc.b'"}, tensor<64x3x7x7xf32> {jax.result_info = "v.conv1.w'"}, tensor<64xf32> {jax.result_info = "v.bn1.gamma'"}, tensor<64xf32> {jax.result_info = "v.bn1.beta'"}, tensor<64x64x3x3xf32> {jax.result_info = "v.layer1.0.conv1.w'"}, tensor<64xf32> {jax.result_info = "v.layer1.0.bn1.gamma'"}, tensor<64xf32> {jax.result_info = "v.layer1.0.bn1.beta'"}, tensor<64x64x3x3xf32> {jax.result_info = "v.layer1.0.conv2.w'"}, tensor<64xf32> {jax.result_info = "v.layer1.0.bn2.gamma'"}, tensor<64xf32> {jax.result_info = "v.layer1.0.bn2.beta'"}, tensor<64x64x3x3xf32> {jax.result_info = "v.layer1.1.conv1.w'"}, tensor<64xf32> {jax.result_info = "v.layer1.1.bn1.gamma'"}, tensor<64xf32> {jax.result_info = "v.layer1.1.bn1.beta'"}, tensor<64x64x3x3xf32> {jax.result_info = "v.layer1.1.conv2.w'"}, tensor<64xf32> {jax.result_info = "v.layer1.1.bn2.gamma'"}, tensor<64xf32> {jax.result_info = "v.layer1.1.bn2.beta'"}, tensor<64x64x3x3xf32> {jax.result_info = "v.layer1.2.conv1.w'"}, tensor<64xf32> {jax.result_info = "v.layer1.2.bn1.gamma'"}, tensor<64xf32> {jax.result_info = "v.layer1.2.bn1.beta'"}, tensor<64x64x3x3xf32> {jax.result_info = "v.layer1.2.conv2.w'"}, tensor<64xf32> {jax.result_info = "v.layer1.2.bn2.gamma'"}, tensor<64xf32> {jax.result_info = "v.layer1.2.bn2.beta'"}, tensor<128x64x3x3xf32> {jax.result_info = "v.layer2.0.conv1.w'"}, tensor<128xf32> {jax.result_info = "v.layer2.0.bn1.gamma'"}, tensor<128xf32> {jax.result_info = "v.layer2.0.bn1.beta'"}, tensor<128x128x3x3xf32> {jax.result_info = "v.layer2.0.conv2.w'"}, tensor<128xf32> {jax.result_info = "v.layer2.0.bn2.gamma'"}, tensor<128xf32> {jax.result_info = "v.layer2.0.bn2.beta'"}, tensor<128x64x1x1xf32> {jax.result_info = "v.layer2.0.downsample.0.w'"}, tensor<128xf32> {jax.result_info = "v.layer2.0.downsample.1.gamma'"}, tensor<128xf32> {jax.result_info = "v.layer2.0.downsample.1.beta'"}, tensor<128x128x3x3xf32> {jax.result_info = "v.layer2.1.conv1.w'"}, tensor<128xf32> {jax.result_info = "v.layer2.1.bn1.gamma'"}, tensor<128xf32> {jax.result_info = "v.layer2.1.bn1.beta'"}, tensor<128x128x3x3xf32> {jax.result_info = "v.layer2.1.conv2.w'"}, tensor<128xf32> {jax.result_info = "v.layer2.1.bn2.gamma'"}, tensor<128xf32> {jax.result_info = "v.layer2.1.bn2.beta'"}, tensor<128x128x3x3xf32> {jax.result_info = "v.layer2.2.conv1.w'"}, tensor<128xf32> {jax.result_info = "v.layer2.2.bn1.gamma'"}, tensor<128xf32> {jax.result_info = "v.layer2.2.bn1.beta'"}, tensor<128x128x3x3xf32> {jax.result_info = "v.layer2.2.conv2.w'"}, tensor<128xf32> {jax.result_info = "v.layer2.2.bn2.gamma'"}, tensor<128xf32> {jax.result_info = "v.layer2.2.bn2.beta'"}, tensor<128x128x3x3xf32> {jax.result_info = "v.layer2.3.conv1.w'"}, tensor<128xf32> {jax.result_info = "v.layer2.3.bn1.gamma'"}, tensor<128xf32> {jax.result_info = "v.layer2.3.bn1.beta'"}, tensor<128x128x3x3xf32> {jax.result_info = "v.layer2.3.conv2.w'"}, tensor<128xf32> {jax.result_info = "v.layer2.3.bn2.gamma'"}, tensor<128xf32> {jax.result_info = "v.layer2.3.bn2.beta'"}, tensor<256x128x3x3xf32> {jax.result_info = "v.layer3.0.conv1.w'"}, tensor<256xf32> {jax.result_info = "v.layer3.0.bn1.gamma'"}, tensor<256xf32> {jax.result_info = "v.layer3.0.bn1.beta'"}, tensor<256x256x3x3xf32> {jax.result_info = "v.layer3.0.conv2.w'"}, tensor<256xf32> {jax.result_info = "v.layer3.0.bn2.gamma'"}, tensor<256xf32> {jax.result_info = "v.layer3.0.bn2.beta'"}, tensor<256x128x1x1xf32> {jax.result_info = "v.layer3.0.downsample.0.w'"}, tensor<256xf32> {jax.result_info = "v.layer3.0.downsample.1.gamma'"}, tensor<256xf32> {jax.result_info = "v.layer3.0.downsample.1.beta'"}, tensor<256x256x3x3xf32> {jax.result_info = "v.layer3.1.conv1.w'"}, tensor<256xf32> {jax.result_info = "v.layer3.1.bn1.gamma'"}, tensor<256xf32> {jax.result_info = "v.layer3.1.bn1.beta'"}, tensor<256x256x3x3xf32> {jax.result_info = "v.layer3.1.conv2.w'"}, tensor<256xf32> {jax.result_info = "v.layer3.1.bn2.gamma'"}, tensor<256xf32> {jax.result_info = "v.layer3.1.bn2.beta'"}, tensor<256x256x3x3xf32> {jax.result_info = "v.layer3.2.conv1.w'"}, tensor<256xf32> {jax.result_info = "v.layer3.2.bn1.gamma'"}, tensor<256xf32> {jax.result_info = "v.layer3.2.bn1.beta'"}, tensor<256x256x3x3xf32> {jax.result_info = "v.layer3.2.conv2.w'"}, tensor<256xf32> {jax.result_info = "v.layer3.2.bn2.gamma'"}, tensor<256xf32> {jax.result_info = "v.layer3.2.bn2.beta'"}, tensor<256x256x3x3xf32> {jax.result_info = "v.layer3.3.conv1.w'"}, tensor<256xf32> {jax.result_info = "v.layer3.3.bn1.gamma'"}, tensor<256xf32> {jax.result_info = "v.layer3.3.bn1.beta'"}, tensor<256x256x3x3xf32> {jax.result_info = "v.layer3.3.conv2.w'"}, tensor<256xf32> {jax.result_info = "v.layer3.3.bn2.gamma'"}, tensor<256xf32> {jax.result_info = "v.layer3.3.bn2.beta'"}, tensor<256x256x3x3xf32> {jax.result_info = "v.layer3.4.conv1.w'"}, tensor<256xf32> {jax.result_info = "v.layer3.4.bn1.gamma'"}, tensor<256xf32> {jax.result_info = "v.layer3.4.bn1.beta'"}, tensor<256x256x3x3xf32> {jax.result_info = "v.layer3.4.conv2.w'"}, tensor<256xf32> {jax.result_info = "v.layer3.4.bn2.gamma'"}, tensor<256xf32> {jax.result_info = "v.layer3.4.bn2.beta'"}, tensor<256x256x3x3xf32> {jax.result_info = "v.layer3.5.conv1.w'"}, tensor<256xf32> {jax.result_info = "v.layer3.5.bn1.gamma'"}, tensor<256xf32> {jax.result_info = "v.layer3.5.bn1.beta'"}, tensor<256x256x3x3xf32> {jax.result_info = "v.layer3.5.conv2.w'"}, tensor<256xf32> {jax.result_info = "v.layer3.5.bn2.gamma'"}, tensor<256xf32> {jax.result_info = "v.layer3.5.bn2.beta'"}, tensor<512x256x3x3xf32> {jax.result_info = "v.layer4.0.conv1.w'"}, tensor<512xf32> {jax.result_info = "v.layer4.0.bn1.gamma'"}, tensor<512xf32> {jax.result_info = "v.layer4.0.bn1.beta'"}, tensor<512x512x3x3xf32> {jax.result_info = "v.layer4.0.conv2.w'"}, tensor<512xf32> {jax.result_info = "v.layer4.0.bn2.gamma'"}, tensor<512xf32> {jax.result_info = "v.layer4.0.bn2.beta'"}, tensor<512x256x1x1xf32> {jax.result_info = "v.layer4.0.downsample.0.w'"}, tensor<512xf32> {jax.result_info = "v.layer4.0.downsample.1.gamma'"}, tensor<512xf32> {jax.result_info = "v.layer4.0.downsample.1.beta'"}, tensor<512x512x3x3xf32> {jax.result_info = "v.layer4.1.conv1.w'"}, tensor<512xf32> {jax.result_info = "v.layer4.1.bn1.gamma'"}, tensor<512xf32> {jax.result_info = "v.layer4.1.bn1.beta'"}, tensor<512x512x3x3xf32> {jax.result_info = "v.layer4.1.conv2.w'"}, tensor<512xf32> {jax.result_info = "v.layer4.1.bn2.gamma'"}, tensor<512xf32> {jax.result_info = "v.layer4.1.bn2.beta'"}, tensor<512x512x3x3xf32> {jax.result_info = "v.layer4.2.conv1.w'"}, tensor<512xf32> {jax.result_info = "v.layer4.2.bn1.gamma'"}, tensor<512xf32> {jax.result_info = "v.layer4.2.bn1.beta'"}, tensor<512x512x3x3xf32> {jax.result_info = "v.layer4.2.conv2.w'"}, tensor<512xf32> {jax.result_info = "v.layer4.2.bn2.gamma'"}, tensor<512xf32> {jax.result_info = "v.layer4.2.bn2.beta'"}, tensor<512x10xf32> {jax.result_info = "v.fc.w'"}, tensor<10xf32> {jax.result_info = "v.fc.b'"}, tensor<64xf32> {jax.result_info = "running_mean.bn1'"}, tensor<64xf32> {jax.result_info = "running_var.bn1'"}, tensor<64xf32> {jax.result_info = "running_mean.layer1.0.bn1'"}, tensor<64xf32> {jax.result_info = "running_var.layer1.0.bn1'"}, tensor<64xf32> {jax.result_info = "running_mean.layer1.0.bn2'"}, tensor<64xf32> {jax.result_info = "running_var.layer1.0.bn2'"}, tensor<64xf32> {jax.result_info = "running_mean.layer1.1.bn1'"}, tensor<64xf32> {jax.result_info = "running_var.layer1.1.bn1'"}, tensor<64xf32> {jax.result_info = "running_mean.layer1.1.bn2'"}, tensor<64xf32> {jax.result_info = "running_var.layer1.1.bn2'"}, tensor<64xf32> {jax.result_info = "running_mean.layer1.2.bn1'"}, tensor<64xf32> {jax.result_info = "running_var.layer1.2.bn1'"}, tensor<64xf32> {jax.result_info = "running_mean.layer1.2.bn2'"}, tensor<64xf32> {jax.result_info = "running_var.layer1.2.bn2'"}, tensor<128xf32> {jax.result_info = "running_mean.layer2.0.bn1'"}, tensor<128xf32> {jax.result_info = "running_var.layer2.0.bn1'"}, tensor<128xf32> {jax.result_info = "running_mean.layer2.0.bn2'"}, tensor<128xf32> {jax.result_info = "running_var.layer2.0.bn2'"}, tensor<128xf32> {jax.result_info = "running_mean.layer2.0.downsample.1'"}, tensor<128xf32> {jax.result_info = "running_var.layer2.0.downsample.1'"}, tensor<128xf32> {jax.result_info = "running_mean.layer2.1.bn1'"}, tensor<128xf32> {jax.result_info = "running_var.layer2.1.bn1'"}, tensor<128xf32> {jax.result_info = "running_mean.layer2.1.bn2'"}, tensor<128xf32> {jax.result_info = "running_var.layer2.1.bn2'"}, tensor<128xf32> {jax.result_info = "running_mean.layer2.2.bn1'"}, tensor<128xf32> {jax.result_info = "running_var.layer2.2.bn1'"}, tensor<128xf32> {jax.result_info = "running_mean.layer2.2.bn2'"}, tensor<128xf32> {jax.result_info = "running_var.layer2.2.bn2'"}, tensor<128xf32> {jax.result_info = "running_mean.layer2.3.bn1'"}, tensor<128xf32> {jax.result_info = "running_var.layer2.3.bn1'"}, tensor<128xf32> {jax.result_info = "running_mean.layer2.3.bn2'"}, tensor<128xf32> {jax.result_info = "running_var.layer2.3.bn2'"}, tensor<256xf32> {jax.result_info = "running_mean.layer3.0.bn1'"}, tensor<256xf32> {jax.result_info = "running_var.layer3.0.bn1'"}, tensor<256xf32> {jax.result_info = "running_mean.layer3.0.bn2'"}, tensor<256xf32> {jax.result_info = "running_var.layer3.0.bn2'"}, tensor<256xf32> {jax.result_info = "running_mean.layer3.0.downsample.1'"}, tensor<256xf32> {jax.result_info = "running_var.layer3.0.downsample.1'"}, tensor<256xf32> {jax.result_info = "running_mean.layer3.1.bn1'"}, tensor<256xf32> {jax.result_info = "running_var.layer3.1.bn1'"}, tensor<256xf32> {jax.result_info = "running_mean.layer3.1.bn2'"}, tensor<256xf32> {jax.result_info = "running_var.layer3.1.bn2'"}, tensor<256xf32> {jax.result_info = "running_mean.layer3.2.bn1'"}, tensor<256xf32> {jax.result_info = "running_var.layer3.2.bn1'"}, tensor<256xf32> {jax.result_info = "running_mean.layer3.2.bn2'"}, tensor<256xf32> {jax.result_info = "running_var.layer3.2.bn2'"}, tensor<256xf32> {jax.result_info = "running_mean.layer3.3.bn1'"}, tensor<256xf32> {jax.result_info = "running_var.layer3.3.bn1'"}, tensor<256xf32> {jax.result_info = "running_mean.layer3.3.bn2'"}, tensor<256xf32> {jax.result_info = "running_var.layer3.3.bn2'"}, tensor<256xf32> {jax.result_info = "running_mean.layer3.4.bn1'"}, tensor<256xf32> {jax.result_info = "running_var.layer3.4.bn1'"}, tensor<256xf32> {jax.result_info = "running_mean.layer3.4.bn2'"}, tensor<256xf32> {jax.result_info = "running_var.layer3.4.bn2'"}, tensor<256xf32> {jax.result_info = "running_mean.layer3.5.bn1'"}, tensor<256xf32> {jax.result_info = "running_var.layer3.5.bn1'"}, tensor<256xf32> {jax.result_info = "running_mean.layer3.5.bn2'"}, tensor<256xf32> {jax.result_info = "running_var.layer3.5.bn2'"}, tensor<512xf32> {jax.result_info = "running_mean.layer4.0.bn1'"}, tensor<512xf32> {jax.result_info = "running_var.layer4.0.bn1'"}, tensor<512xf32> {jax.result_info = "running_mean.layer4.0.bn2'"}, tensor<512xf32> {jax.result_info = "running_var.layer4.0.bn2'"}, tensor<512xf32> {jax.result_info = "running_mean.layer4.0.downsample.1'"}, tensor<512xf32> {jax.result_info = "running_var.layer4.0.downsample.1'"}, tensor<512xf32> {jax.result_info = "running_mean.layer4.1.bn1'"}, tensor<512xf32> {jax.result_info = "running_var.layer4.1.bn1'"}, tensor<512xf32> {jax.result_info = "running_mean.layer4.1.bn2'"}, tensor<512xf32> {jax.result_info = "running_var.layer4.1.bn2'"}, tensor<512xf32> {jax.result_info = "running_mean.layer4.2.bn1'"}, tensor<512xf32> {jax.result_info = "running_var.layer4.2.bn1'"}, tensor<512xf32> {jax.result_info = "running_mean.layer4.2.bn2'"}, tensor<512xf32> {jax.result_info = "running_var.layer4.2.bn2'"}, tensor<f32> {jax.result_info = "loss"}) {
    %0 = stablehlo.convolution(%x, %theta.conv1.w) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [2, 2], pad = [[3, 3], [3, 3]]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<2x3x224x224xf32>, tensor<64x3x7x7xf32>) -> tensor<2x64x112x112xf32>
    %1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2 = stablehlo.reduce(%0 init: %1) applies stablehlo.add across dimensions = [0, 2, 3] : (tensor<2x64x112x112xf32>, tensor<f32>) -> tensor<64xf32>
    %3 = stablehlo.constant dense<3.9859693e-05> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %5 = stablehlo.multiply %2, %4 : tensor<64xf32>
    %6 = stablehlo.broadcast_in_dim %5, dims = [1] : (tensor<64xf32>) -> tensor<2x64x112x112xf32>
    %7 = stablehlo.subtract %0, %6 : tensor<2x64x112x112xf32>
    %8 = stablehlo.multiply %7, %7 : tensor<2x64x112x112xf32>
    %9 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %10 = stablehlo.reduce(%8 init: %9) applies stablehlo.add across dimensions = [0, 2, 3] : (tensor<2x64x112x112xf32>, tensor<f32>) -> tensor<64xf32>
    %11 = stablehlo.constant dense<3.9859693e-05> : tensor<f32>
    %12 = stablehlo.broadcast_in_dim %11, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %13 = stablehlo.multiply %10, %12 : tensor<64xf32>
    %14 = stablehlo.constant dense<1.000000e-05> : tensor<f32>
    %15 = stablehlo.broadcast_in_dim %14, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %16 = stablehlo.add %13, %15 : tensor<64xf32>
    %17 = stablehlo.rsqrt %16 : tensor<64xf32>
    %18 = stablehlo.broadcast_in_dim %5, dims = [1] : (tensor<64xf32>) -> tensor<2x64x112x112xf32>
    %19 = stablehlo.subtract %0, %18 : tensor<2x64x112x112xf32>
    %20 = stablehlo.multiply %theta.bn1.gamma, %17 : tensor<64xf32>
    %21 = stablehlo.broadcast_in_dim %20, dims = [1] : (tensor<64xf32>) -> tensor<2x64x112x112xf32>
    %22 = stablehlo.multiply %19, %21 : tensor<2x64x112x112xf32>
    %23 = stablehlo.broadcast_in_dim %theta.bn1.beta, dims = [1] : (tensor<64xf32>) -> tensor<2x64x112x112xf32>
    %24 = stablehlo.add %22, %23 : tensor<2x64x112x112xf32>
    %25 = stablehlo.constant dense<1.0000398e+00> : tensor<f32>
    %26 = stablehlo.broadcast_in_dim %25, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %27 = stablehlo.multiply %13, %26 : tensor<64xf32>
    %28 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %29 = stablehlo.broadcast_in_dim %28, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %30 = stablehlo.multiply %5, %29 : tensor<64xf32>
    %31 = stablehlo.constant dense<9.000000e-01> : tensor<f32>
    %32 = stablehlo.broadcast_in_dim %31, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %33 = stablehlo.multiply %running_mean.bn1, %32 : tensor<64xf32>
    %34 = stablehlo.add %33, %30 : tensor<64xf32>
    %35 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %36 = stablehlo.broadcast_in_dim %35, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %37 = stablehlo.multiply %27, %36 : tensor<64xf32>
    %38 = stablehlo.constant dense<9.000000e-01> : tensor<f32>
    %39 = stablehlo.broadcast_in_dim %38, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %40 = stablehlo.multiply %running_var.bn1, %39 : tensor<64xf32>
    %41 = stablehlo.add %40, %37 : tensor<64xf32>
    %42 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %43 = stablehlo.broadcast_in_dim %42, dims = [] : (tensor<f32>) -> tensor<2x64x112x112xf32>
    %44 = stablehlo.maximum %24, %43 : tensor<2x64x112x112xf32>
    %45 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %46 = "stablehlo.reduce_window"(%44, %45) <{padding = dense<[[0, 0], [0, 0], [1, 1], [1, 1]]> : tensor<4x2xi64>, window_dimensions = array<i64: 1, 1, 3, 3>, window_strides = array<i64: 1, 1, 2, 2>}> ({
    ^bb0(%arg407: tensor<f32>, %arg408: tensor<f32>):
      %47 = stablehlo.maximum %arg407, %arg408 : tensor<f32>
      stablehlo.return %47 : tensor<f32>
    }) : (tensor<2x64x112x112xf32>, tensor<f32>) -> tensor<2x64x56x56xf32>
    %48 = stablehlo.convolution(%46, %theta.layer1.0.conv1.w) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[1, 1], [1, 1]]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<2x64x56x56xf32>, tensor<64x64x3x3xf32>) -> tensor<2x64x56x56xf32>
    %49 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %50 = stablehlo.reduce(%48 init: %49) applies stablehlo.add across dimensions = [0, 2, 3] : (tensor<2x64x56x56xf32>, tensor<f32>) -> tensor<64xf32>
    %51 = stablehlo.constant dense<1.5943877e-04> : tensor<f32>
    %52 = stablehlo.broadcast_in_dim %51, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %53 = stablehlo.multiply %50, %52 : tensor<64xf32>
    %54 = stablehlo.broadcast_in_dim %53, dims = [1] : (tensor<64xf32>) -> tensor<2x64x56x56xf32>
    %55 = stablehlo.subtract %48, %54 : tensor<2x64x56x56xf32>
    %56 = stablehlo.multiply %55, %55 : tensor<2x64x56x56xf32>
    %57 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %58 = stablehlo.reduce(%56 init: %57) applies stablehlo.add across dimensions = [0, 2, 3] : (tensor<2x64x56x56xf32>, tensor<f32>) -> tensor<64xf32>
    %59 = stablehlo.constant dense<1.5943877e-04> : tensor<f32>
    %60 = stablehlo.broadcast_in_dim %59, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %61 = stablehlo.multiply %58, %60 : tensor<64xf32>
    %62 = stablehlo.constant dense<1.000000e-05> : tensor<f32>
    %63 = stablehlo.broadcast_in_dim %62, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %64 = stablehlo.add %61, %63 : tensor<64xf32>
    %65 = stablehlo.rsqrt %64 : tensor<64xf32>
    %66 = stablehlo.broadcast_in_dim %53, dims = [1] : (tensor<64xf32>) -> tensor<2x64x56x56xf32>
    %67 = stablehlo.subtract %48, %66 : tensor<2x64x56x56xf32>
    %68 = stablehlo.multiply %theta.layer1.0.bn1.gamma, %65 : tensor<64xf32>
    %69 = stablehlo.broadcast_in_dim %68, dims = [1] : (tensor<64xf32>) -> tensor<2x64x56x56xf32>
    %70 = stablehlo.multiply %67, %69 : tensor<2x64x56x56xf32>
    %71 = stablehlo.broadcast_in_dim %theta.layer1.0.bn1.beta, dims = [1] : (tensor<64xf32>) -> tensor<2x64x56x56xf32>
    %72 = stablehlo.add %70, %71 : tensor<2x64x56x56xf32>
    %73 = stablehlo.constant dense<1.0001595e+00> : tensor<f32>
    %74 = stablehlo.broadcast_in_dim %73, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %75 = stablehlo.multiply %61, %74 : tensor<64xf32>
    %76 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %77 = stablehlo.broadcast_in_dim %76, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %78 = stablehlo.multiply %53, %77 : tensor<64xf32>
    %79 = stablehlo.constant dense<9.000000e-01> : tensor<f32>
    %80 = stablehlo.broadcast_in_dim %79, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %81 = stablehlo.multiply %running_mean.layer1.0.bn1, %80 : tensor<64xf32>
    %82 = stablehlo.add %81, %78 : tensor<64xf32>
    %83 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %84 = stablehlo.broadcast_in_dim %83, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %85 = stablehlo.multiply %75, %84 : tensor<64xf32>
    %86 = stablehlo.constant dense<9.000000e-01> : tensor<f32>
    %87 = stablehlo.broadcast_in_dim %86, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %88 = stablehlo.multiply %running_var.layer1.0.bn1, %87 : tensor<64xf32>
    %89 = stablehlo.add %88, %85 : tensor<64xf32>
    %90 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %91 = stablehlo.broadcast_in_dim %90, dims = [] : (tensor<f32>) -> tensor<2x64x56x56xf32>
    %92 = stablehlo.maximum %72, %91 : tensor<2x64x56x56xf32>
    %93 = stablehlo.convolution(%92, %theta.layer1.0.conv2.w) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[1, 1], [1, 1]]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<2x64x56x56xf32>, tensor<64x64x3x3xf32>) -> tensor<2x64x56x56xf32>
    %94 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %95 = stablehlo.reduce(%93 init: %94) applies stablehlo.add across dimensions = [0, 2, 3] : (tensor<2x64x56x56xf32>, tensor<f32>) -> tensor<64xf32>
    %96 = stablehlo.constant dense<1.5943877e-04> : tensor<f32>
    %97 = stablehlo.broadcast_in_dim %96, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %98 = stablehlo.multiply %95, %97 : tensor<64xf32>
    %99 = stablehlo.broadcast_in_dim %98, dims = [1] : (tensor<64xf32>) -> tensor<2x64x56x56xf32>
    %100 = stablehlo.subtract %93, %99 : tensor<2x64x56x56xf32>
    %101 = stablehlo.multiply %100, %100 : tensor<2x64x56x56xf32>
    %102 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %103 = stablehlo.reduce(%101 init: %102) applies stablehlo.add across dimensions = [0, 2, 3] : (tensor<2x64x56x56xf32>, tensor<f32>) -> tensor<64xf32>
    %104 = stablehlo.constant dense<1.5943877e-04> : tensor<f32>
    %105 = stablehlo.broadcast_in_dim %104, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %106 = stablehlo.multiply %103, %105 : tensor<64xf32>
    %107 = stablehlo.constant dense<1.000000e-05> : tensor<f32>
    %108 = stablehlo.broadcast_in_dim %107, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %109 = stablehlo.add %106, %108 : tensor<64xf32>
    %110 = stablehlo.rsqrt %109 : tensor<64xf32>
    %111 = stablehlo.broadcast_in_dim %98, dims = [1] : (tensor<64xf32>) -> tensor<2x64x56x56xf32>
    %112 = stablehlo.subtract %93, %111 : tensor<2x64x56x56xf32>
    %113 = stablehlo.multiply %theta.layer1.0.bn2.gamma, %110 : tensor<64xf32>
    %114 = stablehlo.broadcast_in_dim %113, dims = [1] : (tensor<64xf32>) -> tensor<2x64x56x56xf32>
    %115 = stablehlo.multiply %112, %114 : tensor<2x64x56x56xf32>
    %116 = stablehlo.broadcast_in_dim %theta.layer1.0.bn2.beta, dims = [1] : (tensor<64xf32>) -> tensor<2x64x56x56xf32>
    %117 = stablehlo.add %115, %116 : tensor<2x64x56x56xf32>
    %118 = stablehlo.constant dense<1.0001595e+00> : tensor<f32>
    %119 = stablehlo.broadcast_in_dim %118, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %120 = stablehlo.multiply %106, %119 : tensor<64xf32>
    %121 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %122 = stablehlo.broadcast_in_dim %121, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %123 = stablehlo.multiply %98, %122 : tensor<64xf32>
    %124 = stablehlo.constant dense<9.000000e-01> : tensor<f32>
    %125 = stablehlo.broadcast_in_dim %124, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %126 = stablehlo.multiply %running_mean.layer1.0.bn2, %125 : tensor<64xf32>
    %127 = stablehlo.add %126, %123 : tensor<64xf32>
    %128 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %129 = stablehlo.broadcast_in_dim %128, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %130 = stablehlo.multiply %120, %129 : tensor<64xf32>
    %131 = stablehlo.constant dense<9.000000e-01> : tensor<f32>
    %132 = stablehlo.broadcast_in_dim %131, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %133 = stablehlo.multiply %running_var.layer1.0.bn2, %132 : tensor<64xf32>
    %134 = stablehlo.add %133, %130 : tensor<64xf32>
    %135 = stablehlo.add %117, %46 : tensor<2x64x56x56xf32>
    %136 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %137 = stablehlo.broadcast_in_dim %136, dims = [] : (tensor<f32>) -> tensor<2x64x56x56xf32>
    %138 = stablehlo.maximum %135, %137 : tensor<2x64x56x56xf32>
    %139 = stablehlo.convolution(%138, %theta.layer1.1.conv1.w) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[1, 1], [1, 1]]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<2x64x56x56xf32>, tensor<64x64x3x3xf32>) -> tensor<2x64x56x56xf32>
    %140 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %141 = stablehlo.reduce(%139 init: %140) applies stablehlo.add across dimensions = [0, 2, 3] : (tensor<2x64x56x56xf32>, tensor<f32>) -> tensor<64xf32>
    %142 = stablehlo.constant dense<1.5943877e-04> : tensor<f32>
    %143 = stablehlo.broadcast_in_dim %142, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %144 = stablehlo.multiply %141, %143 : tensor<64xf32>
    %145 = stablehlo.broadcast_in_dim %144, dims = [1] : (tensor<64xf32>) -> tensor<2x64x56x56xf32>
    %146 = stablehlo.subtract %139, %145 : tensor<2x64x56x56xf32>
    %147 = stablehlo.multiply %146, %146 : tensor<2x64x56x56xf32>
    %148 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %149 = stablehlo.reduce(%147 init: %148) applies stablehlo.add across dimensions = [0, 2, 3] : (tensor<2x64x56x56xf32>, tensor<f32>) -> tensor<64xf32>
    %150 = stablehlo.constant dense<1.5943877e-04> : tensor<f32>
    %151 = stablehlo.broadcast_in_dim %150, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %152 = stablehlo.multiply %149, %151 : tensor<64xf32>
    %153 = stablehlo.constant dense<1.000000e-05> : tensor<f32>
    %154 = stablehlo.broadcast_in_dim %153, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %155 = stablehlo.add %152, %154 : tensor<64xf32>
    %156 = stablehlo.rsqrt %155 : tensor<64xf32>
    %157 = stablehlo.broadcast_in_dim %144, dims = [1] : (tensor<64xf32>) -> tensor<2x64x56x56xf32>
    %158 = stablehlo.subtract %139, %157 : tensor<2x64x56x56xf32>
    %159 = stablehlo.multiply %theta.layer1.1.bn1.gamma, %156 : tensor<64xf32>
    %160 = stablehlo.broadcast_in_dim %159, dims = [1] : (tensor<64xf32>) -> tensor<2x64x56x56xf32>
    %161 = stablehlo.multiply %158, %160 : tensor<2x64x56x56xf32>
    %162 = stablehlo.broadcast_in_dim %theta.layer1.1.bn1.beta, dims = [1] : (tensor<64xf32>) -> tensor<2x64x56x56xf32>
    %163 = stablehlo.add %161, %162 : tensor<2x64x56x56xf32>
    %164 = stablehlo.constant dense<1.0001595e+00> : tensor<f32>
    %165 = stablehlo.broadcast_in_dim %164, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %166 = stablehlo.multiply %152, %165 : tensor<64xf32>
    %167 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %168 = stablehlo.broadcast_in_dim %167, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %169 = stablehlo.multiply %144, %168 : tensor<64xf32>
    %170 = stablehlo.constant dense<9.000000e-01> : tensor<f32>
    %171 = stablehlo.broadcast_in_dim %170, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %172 = stablehlo.multiply %running_mean.layer1.1.bn1, %171 : tensor<64xf32>
    %173 = stablehlo.add %172, %169 : tensor<64xf32>
    %174 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %175 = stablehlo.broadcast_in_dim %174, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %176 = stablehlo.multiply %166, %175 : tensor<64xf32>
    %177 = stablehlo.constant dense<9.000000e-01> : tensor<f32>
    %178 = stablehlo.broadcast_in_dim %177, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %179 = stablehlo.multiply %running_var.layer1.1.bn1, %178 : tensor<64xf32>
    %180 = stablehlo.add %179, %176 : tensor<64xf32>
    %181 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %182 = stablehlo.broadcast_in_dim %181, dims = [] : (tensor<f32>) -> tensor<2x64x56x56xf32>
    %183 = stablehlo.maximum %163, %182 : tensor<2x64x56x56xf32>
    %184 = stablehlo.convolution(%183, %theta.layer1.1.conv2.w) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[1, 1], [1, 1]]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<2x64x56x56xf32>, tensor<64x64x3x3xf32>) -> tensor<2x64x56x56xf32>
    %185 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %186 = stablehlo.reduce(%184 init: %185) applies stablehlo.add across dimensions = [0, 2, 3] : (tensor<2x64x56x56xf32>, tensor<f32>) -> tensor<64xf32>
    %187 = stablehlo.constant dense<1.5943877e-04> : tensor<f32>
    %188 = stablehlo.broadcast_in_dim %187, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %189 = stablehlo.multiply %186, %188 : tensor<64xf32>
    %190 = stablehlo.broadcast_in_dim %189, dims = [1] : (tensor<64xf32>) -> tensor<2x64x56x56xf32>
    %191 = stablehlo.subtract %184, %190 : tensor<2x64x56x56xf32>
    %192 = stablehlo.multiply %191, %191 : tensor<2x64x56x56xf32>
    %193 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %194 = stablehlo.reduce(%192 init: %193) applies stablehlo.add across dimensions = [0, 2, 3] : (tensor<2x64x56x56xf32>, tensor<f32>) -> tensor<64xf32>
    %195 = stablehlo.constant dense<1.5943877e-04> : tensor<f32>
    %196 = stablehlo.broadcast_in_dim %195, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %197 = stablehlo.multiply %194, %196 : tensor<64xf32>
    %198 = stablehlo.constant dense<1.000000e-05> : tensor<f32>
    %199 = stablehlo.broadcast_in_dim %198, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %200 = stablehlo.add %197, %199 : tensor<64xf32>
    %201 = stablehlo.rsqrt %200 : tensor<64xf32>
    %202 = stablehlo.broadcast_in_dim %189, dims = [1] : (tensor<64xf32>) -> tensor<2x64x56x56xf32>
    %203 = stablehlo.subtract %184, %202 : tensor<2x64x56x56xf32>
    %204 = stablehlo.multiply %theta.layer1.1.bn2.gamma, %201 : tensor<64xf32>
    %205 = stablehlo.broadcast_in_dim %204, dims = [1] : (tensor<64xf32>) -> tensor<2x64x56x56xf32>
    %206 = stablehlo.multiply %203, %205 : tensor<2x64x56x56xf32>
    %207 = stablehlo.broadcast_in_dim %theta.layer1.1.bn2.beta, dims = [1] : (tensor<64xf32>) -> tensor<2x64x56x56xf32>
    %208 = stablehlo.add %206, %207 : tensor<2x64x56x56xf32>
    %209 = stablehlo.constant dense<1.0001595e+00> : tensor<f32>
    %210 = stablehlo.broadcast_in_dim %209, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %211 = stablehlo.multiply %197, %210 : tensor<64xf32>
    %212 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %213 = stablehlo.broadcast_in_dim %212, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %214 = stablehlo.multiply %189, %213 : tensor<64xf32>
    %215 = stablehlo.constant dense<9.000000e-01> : tensor<f32>
    %216 = stablehlo.broadcast_in_dim %215, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %217 = stablehlo.multiply %running_mean.layer1.1.bn2, %216 : tensor<64xf32>
    %218 = stablehlo.add %217, %214 : tensor<64xf32>
    %219 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %220 = stablehlo.broadcast_in_dim %219, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %221 = stablehlo.multiply %211, %220 : tensor<64xf32>
    %222 = stablehlo.constant dense<9.000000e-01> : tensor<f32>
    %223 = stablehlo.broadcast_in_dim %222, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %224 = stablehlo.multiply %running_var.layer1.1.bn2, %223 : tensor<64xf32>
    %225 = stablehlo.add %224, %221 : tensor<64xf32>
    %226 = stablehlo.add %208, %138 : tensor<2x64x56x56xf32>
    %227 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %228 = stablehlo.broadcast_in_dim %227, dims = [] : (tensor<f32>) -> tensor<2x64x56x56xf32>
    %229 = stablehlo.maximum %226, %228 : tensor<2x64x56x56xf32>
    %230 = stablehlo.convolution(%229, %theta.layer1.2.conv1.w) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[1, 1], [1, 1]]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<2x64x56x56xf32>, tensor<64x64x3x3xf32>) -> tensor<2x64x56x56xf32>
    %231 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %232 = stablehlo.reduce(%230 init: %231) applies stablehlo.add across dimensions = [0, 2, 3] : (tensor<2x64x56x56xf32>, tensor<f32>) -> tensor<64xf32>
    %233 = stablehlo.constant dense<1.5943877e-04> : tensor<f32>
    %234 = stablehlo.broadcast_in_dim %233, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %235 = stablehlo.multiply %232, %234 : tensor<64xf32>
    %236 = stablehlo.broadcast_in_dim %235, dims = [1] : (tensor<64xf32>) -> tensor<2x64x56x56xf32>
    %237 = stablehlo.subtract %230, %236 : tensor<2x64x56x56xf32>
    %238 = stablehlo.multiply %237, %237 : tensor<2x64x56x56xf32>
    %239 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %240 = stablehlo.reduce(%238 init: %239) applies stablehlo.add across dimensions = [0, 2, 3] : (tensor<2x64x56x56xf32>, tensor<f32>) -> tensor<64xf32>
    %241 = stablehlo.constant dense<1.5943877e-04> : tensor<f32>
    %242 = stablehlo.broadcast_in_dim %241, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %243 = stablehlo.multiply %240, %242 : tensor<64xf32>
    %244 = stablehlo.constant dense<1.000000e-05> : tensor<f32>
    %245 = stablehlo.broadcast_in_dim %244, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %246 = stablehlo.add %243, %245 : tensor<64xf32>
    %247 = stablehlo.rsqrt %246 : tensor<64xf32>
    %248 = stablehlo.broadcast_in_dim %235, dims = [1] : (tensor<64xf32>) -> tensor<2x64x56x56xf32>
    %249 = stablehlo.subtract %230, %248 : tensor<2x64x56x56xf32>
    %250 = stablehlo.multiply %theta.layer1.2.bn1.gamma, %247 : tensor<64xf32>
    %251 = stablehlo.broadcast_in_dim %250, dims = [1] : (tensor<64xf32>) -> tensor<2x64x56x56xf32>
    %252 = stablehlo.multiply %249, %251 : tensor<2x64x56x56xf32>
    %253 = stablehlo.broadcast_in_dim %theta.layer1.2.bn1.beta, dims = [1] : (tensor<64xf32>) -> tensor<2x64x56x56xf32>
    %254 = stablehlo.add %252, %253 : tensor<2x64x56x56xf32>
    %255 = stablehlo.constant dense<1.0001595e+00> : tensor<f32>
    %256 = stablehlo.broadcast_in_dim %255, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %257 = stablehlo.multiply %243, %256 : tensor<64xf32>
    %258 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %259 = stablehlo.broadcast_in_dim %258, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %260 = stablehlo.multiply %235, %259 : tensor<64xf32>
    %261 = stablehlo.constant dense<9.000000e-01> : tensor<f32>
    %262 = stablehlo.broadcast_in_dim %261, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %263 = stablehlo.multiply %running_mean.layer1.2.bn1, %262 : tensor<64xf32>
    %264 = stablehlo.add %263, %260 : tensor<64xf32>
    %265 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %266 = stablehlo.broadcast_in_dim %265, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %267 = stablehlo.multiply %257, %266 : tensor<64xf32>
    %268 = stablehlo.constant dense<9.000000e-01> : tensor<f32>
    %269 = stablehlo.broadcast_in_dim %268, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %270 = stablehlo.multiply %running_var.layer1.2.bn1, %269 : tensor<64xf32>
    %271 = stablehlo.add %270, %267 : tensor<64xf32>
    %272 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %273 = stablehlo.broadcast_in_dim %272, dims = [] : (tensor<f32>) -> tensor<2x64x56x56xf32>
    %274 = stablehlo.maximum %254, %273 : tensor<2x64x56x56xf32>
    %275 = stablehlo.convolution(%274, %theta.layer1.2.conv2.w) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[1, 1], [1, 1]]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<2x64x56x56xf32>, tensor<64x64x3x3xf32>) -> tensor<2x64x56x56xf32>
    %276 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %277 = stablehlo.reduce(%275 init: %276) applies stablehlo.add across dimensions = [0, 2, 3] : (tensor<2x64x56x56xf32>, tensor<f32>) -> tensor<64xf32>
    %278 = stablehlo.constant dense<1.5943877e-04> : tensor<f32>
    %279 = stablehlo.broadcast_in_dim %278, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %280 = stablehlo.multiply %277, %279 : tensor<64xf32>
    %281 = stablehlo.broadcast_in_dim %280, dims = [1] : (tensor<64xf32>) -> tensor<2x64x56x56xf32>
    %282 = stablehlo.subtract %275, %281 : tensor<2x64x56x56xf32>
    %283 = stablehlo.multiply %282, %282 : tensor<2x64x56x56xf32>
    %284 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %285 = stablehlo.reduce(%283 init: %284) applies stablehlo.add across dimensions = [0, 2, 3] : (tensor<2x64x56x56xf32>, tensor<f32>) -> tensor<64xf32>
    %286 = stablehlo.constant dense<1.5943877e-04> : tensor<f32>
    %287 = stablehlo.broadcast_in_dim %286, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %288 = stablehlo.multiply %285, %287 : tensor<64xf32>
    %289 = stablehlo.constant dense<1.000000e-05> : tensor<f32>
    %290 = stablehlo.broadcast_in_dim %289, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %291 = stablehlo.add %288, %290 : tensor<64xf32>
    %292 = stablehlo.rsqrt %291 : tensor<64xf32>
    %293 = stablehlo.broadcast_in_dim %280, dims = [1] : (tensor<64xf32>) -> tensor<2x64x56x56xf32>
    %294 = stablehlo.subtract %275, %293 : tensor<2x64x56x56xf32>
    %295 = stablehlo.multiply %theta.layer1.2.bn2.gamma, %292 : tensor<64xf32>
    %296 = stablehlo.broadcast_in_dim %295, dims = [1] : (tensor<64xf32>) -> tensor<2x64x56x56xf32>
    %297 = stablehlo.multiply %294, %296 : tensor<2x64x56x56xf32>
    %298 = stablehlo.broadcast_in_dim %theta.layer1.2.bn2.beta, dims = [1] : (tensor<64xf32>) -> tensor<2x64x56x56xf32>
    %299 = stablehlo.add %297, %298 : tensor<2x64x56x56xf32>
    %300 = stablehlo.constant dense<1.0001595e+00> : tensor<f32>
    %301 = stablehlo.broadcast_in_dim %300, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %302 = stablehlo.multiply %288, %301 : tensor<64xf32>
    %303 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %304 = stablehlo.broadcast_in_dim %303, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %305 = stablehlo.multiply %280, %304 : tensor<64xf32>
    %306 = stablehlo.constant dense<9.000000e-01> : tensor<f32>
    %307 = stablehlo.broadcast_in_dim %306, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %308 = stablehlo.multiply %running_mean.layer1.2.bn2, %307 : tensor<64xf32>
    %309 = stablehlo.add %308, %305 : tensor<64xf32>
    %310 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %311 = stablehlo.broadcast_in_dim %310, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %312 = stablehlo.multiply %302, %311 : tensor<64xf32>
    %313 = stablehlo.constant dense<9.000000e-01> : tensor<f32>
    %314 = stablehlo.broadcast_in_dim %313, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %315 = stablehlo.multiply %running_var.layer1.2.bn2, %314 : tensor<64xf32>
    %316 = stablehlo.add %315, %312 : tensor<64xf32>
    %317 = stablehlo.add %299, %229 : tensor<2x64x56x56xf32>
    %318 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %319 = stablehlo.broadcast_in_dim %318, dims = [] : (tensor<f32>) -> tensor<2x64x56x56xf32>
    %320 = stablehlo.maximum %317, %319 : tensor<2x64x56x56xf32>
    %321 = stablehlo.convolution(%320, %theta.layer2.0.conv1.w) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [2, 2], pad = [[1, 1], [1, 1]]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<2x64x56x56xf32>, tensor<128x64x3x3xf32>) -> tensor<2x128x28x28xf32>
    %322 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %323 = stablehlo.reduce(%321 init: %322) applies stablehlo.add across dimensions = [0, 2, 3] : (tensor<2x128x28x28xf32>, tensor<f32>) -> tensor<128xf32>
    %324 = stablehlo.constant dense<6.377551e-04> : tensor<f32>
    %325 = stablehlo.broadcast_in_dim %324, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %326 = stablehlo.multiply %323, %325 : tensor<128xf32>
    %327 = stablehlo.broadcast_in_dim %326, dims = [1] : (tensor<128xf32>) -> tensor<2x128x28x28xf32>
    %328 = stablehlo.subtract %321, %327 : tensor<2x128x28x28xf32>
    %329 = stablehlo.multiply %328, %328 : tensor<2x128x28x28xf32>
    %330 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %331 = stablehlo.reduce(%329 init: %330) applies stablehlo.add across dimensions = [0, 2, 3] : (tensor<2x128x28x28xf32>, tensor<f32>) -> tensor<128xf32>
    %332 = stablehlo.constant dense<6.377551e-04> : tensor<f32>
    %333 = stablehlo.broadcast_in_dim %332, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %334 = stablehlo.multiply %331, %333 : tensor<128xf32>
    %335 = stablehlo.constant dense<1.000000e-05> : tensor<f32>
    %336 = stablehlo.broadcast_in_dim %335, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %337 = stablehlo.add %334, %336 : tensor<128xf32>
    %338 = stablehlo.rsqrt %337 : tensor<128xf32>
    %339 = stablehlo.broadcast_in_dim %326, dims = [1] : (tensor<128xf32>) -> tensor<2x128x28x28xf32>
    %340 = stablehlo.subtract %321, %339 : tensor<2x128x28x28xf32>
    %341 = stablehlo.multiply %theta.layer2.0.bn1.gamma, %338 : tensor<128xf32>
    %342 = stablehlo.broadcast_in_dim %341, dims = [1] : (tensor<128xf32>) -> tensor<2x128x28x28xf32>
    %343 = stablehlo.multiply %340, %342 : tensor<2x128x28x28xf32>
    %344 = stablehlo.broadcast_in_dim %theta.layer2.0.bn1.beta, dims = [1] : (tensor<128xf32>) -> tensor<2x128x28x28xf32>
    %345 = stablehlo.add %343, %344 : tensor<2x128x28x28xf32>
    %346 = stablehlo.constant dense<1.0006381e+00> : tensor<f32>
    %347 = stablehlo.broadcast_in_dim %346, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %348 = stablehlo.multiply %334, %347 : tensor<128xf32>
    %349 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %350 = stablehlo.broadcast_in_dim %349, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %351 = stablehlo.multiply %326, %350 : tensor<128xf32>
    %352 = stablehlo.constant dense<9.000000e-01> : tensor<f32>
    %353 = stablehlo.broadcast_in_dim %352, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %354 = stablehlo.multiply %running_mean.layer2.0.bn1, %353 : tensor<128xf32>
    %355 = stablehlo.add %354, %351 : tensor<128xf32>
    %356 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %357 = stablehlo.broadcast_in_dim %356, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %358 = stablehlo.multiply %348, %357 : tensor<128xf32>
    %359 = stablehlo.constant dense<9.000000e-01> : tensor<f32>
    %360 = stablehlo.broadcast_in_dim %359, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %361 = stablehlo.multiply %running_var.layer2.0.bn1, %360 : tensor<128xf32>
    %362 = stablehlo.add %361, %358 : tensor<128xf32>
    %363 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %364 = stablehlo.broadcast_in_dim %363, dims = [] : (tensor<f32>) -> tensor<2x128x28x28xf32>
    %365 = stablehlo.maximum %345, %364 : tensor<2x128x28x28xf32>
    %366 = stablehlo.convolution(%365, %theta.layer2.0.conv2.w) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[1, 1], [1, 1]]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<2x128x28x28xf32>, tensor<128x128x3x3xf32>) -> tensor<2x128x28x28xf32>
    %367 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %368 = stablehlo.reduce(%366 init: %367) applies stablehlo.add across dimensions = [0, 2, 3] : (tensor<2x128x28x28xf32>, tensor<f32>) -> tensor<128xf32>
    %369 = stablehlo.constant dense<6.377551e-04> : tensor<f32>
    %370 = stablehlo.broadcast_in_dim %369, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %371 = stablehlo.multiply %368, %370 : tensor<128xf32>
    %372 = stablehlo.broadcast_in_dim %371, dims = [1] : (tensor<128xf32>) -> tensor<2x128x28x28xf32>
    %373 = stablehlo.subtract %366, %372 : tensor<2x128x28x28xf32>
    %374 = stablehlo.multiply %373, %373 : tensor<2x128x28x28xf32>
    %375 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %376 = stablehlo.reduce(%374 init: %375) applies stablehlo.add across dimensions = [0, 2, 3] : (tensor<2x128x28x28xf32>, tensor<f32>) -> tensor<128xf32>
    %377 = stablehlo.constant dense<6.377551e-04> : tensor<f32>
    %378 = stablehlo.broadcast_in_dim %377, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %379 = stablehlo.multiply %376, %378 : tensor<128xf32>
    %380 = stablehlo.constant dense<1.000000e-05> : tensor<f32>
    %381 = stablehlo.broadcast_in_dim %380, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %382 = stablehlo.add %379, %381 : tensor<128xf32>
    %383 = stablehlo.rsqrt %382 : tensor<128xf32>
    %384 = stablehlo.broadcast_in_dim %371, dims = [1] : (tensor<128xf32>) -> tensor<2x128x28x28xf32>
    %385 = stablehlo.subtract %366, %384 : tensor<2x128x28x28xf32>
    %386 = stablehlo.multiply %theta.layer2.0.bn2.gamma, %383 : tensor<128xf32>
    %387 = stablehlo.broadcast_in_dim %386, dims = [1] : (tensor<128xf32>) -> tensor<2x128x28x28xf32>
    %388 = stablehlo.multiply %385, %387 : tensor<2x128x28x28xf32>
    %389 = stablehlo.broadcast_in_dim %theta.layer2.0.bn2.beta, dims = [1] : (tensor<128xf32>) -> tensor<2x128x28x28xf32>
    %390 = stablehlo.add %388, %389 : tensor<2x128x28x28xf32>
    %391 = stablehlo.constant dense<1.0006381e+00> : tensor<f32>
    %392 = stablehlo.broadcast_in_dim %391, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %393 = stablehlo.multiply %379, %392 : tensor<128xf32>
    %394 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %395 = stablehlo.broadcast_in_dim %394, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %396 = stablehlo.multiply %371, %395 : tensor<128xf32>
    %397 = stablehlo.constant dense<9.000000e-01> : tensor<f32>
    %398 = stablehlo.broadcast_in_dim %397, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %399 = stablehlo.multiply %running_mean.layer2.0.bn2, %398 : tensor<128xf32>
    %400 = stablehlo.add %399, %396 : tensor<128xf32>
    %401 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %402 = stablehlo.broadcast_in_dim %401, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %403 = stablehlo.multiply %393, %402 : tensor<128xf32>
    %404 = stablehlo.constant dense<9.000000e-01> : tensor<f32>
    %405 = stablehlo.broadcast_in_dim %404, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %406 = stablehlo.multiply %running_var.layer2.0.bn2, %405 : tensor<128xf32>
    %407 = stablehlo.add %406, %403 : tensor<128xf32>
    %408 = stablehlo.convolution(%320, %theta.layer2.0.downsample.0.w) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [2, 2], pad = [[0, 0], [0, 0]]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<2x64x56x56xf32>, tensor<128x64x1x1xf32>) -> tensor<2x128x28x28xf32>
    %409 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %410 = stablehlo.reduce(%408 init: %409) applies stablehlo.add across dimensions = [0, 2, 3] : (tensor<2x128x28x28xf32>, tensor<f32>) -> tensor<128xf32>
    %411 = stablehlo.constant dense<6.377551e-04> : tensor<f32>
    %412 = stablehlo.broadcast_in_dim %411, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %413 = stablehlo.multiply %410, %412 : tensor<128xf32>
    %414 = stablehlo.broadcast_in_dim %413, dims = [1] : (tensor<128xf32>) -> tensor<2x128x28x28xf32>
    %415 = stablehlo.subtract %408, %414 : tensor<2x128x28x28xf32>
    %416 = stablehlo.multiply %415, %415 : tensor<2x128x28x28xf32>
    %417 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %418 = stablehlo.reduce(%416 init: %417) applies stablehlo.add across dimensions = [0, 2, 3] : (tensor<2x128x28x28xf32>, tensor<f32>) -> tensor<128xf32>
    %419 = stablehlo.constant dense<6.377551e-04> : tensor<f32>
    %420 = stablehlo.broadcast_in_dim %419, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %421 = stablehlo.multiply %418, %420 : tensor<128xf32>
    %422 = stablehlo.constant dense<1.000000e-05> : tensor<f32>
    %423 = stablehlo.broadcast_in_dim %422, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %424 = stablehlo.add %421, %423 : tensor<128xf32>
    %425 = stablehlo.rsqrt %424 : tensor<128xf32>
    %426 = stablehlo.broadcast_in_dim %413, dims = [1] : (tensor<128xf32>) -> tensor<2x128x28x28xf32>
    %427 = stablehlo.subtract %408, %426 : tensor<2x128x28x28xf32>
    %428 = stablehlo.multiply %theta.layer2.0.downsample.1.gamma, %425 : tensor<128xf32>
    %429 = stablehlo.broadcast_in_dim %428, dims = [1] : (tensor<128xf32>) -> tensor<2x128x28x28xf32>
    %430 = stablehlo.multiply %427, %429 : tensor<2x128x28x28xf32>
    %431 = stablehlo.broadcast_in_dim %theta.layer2.0.downsample.1.beta, dims = [1] : (tensor<128xf32>) -> tensor<2x128x28x28xf32>
    %432 = stablehlo.add %430, %431 : tensor<2x128x28x28xf32>
    %433 = stablehlo.constant dense<1.0006381e+00> : tensor<f32>
    %434 = stablehlo.broadcast_in_dim %433, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %435 = stablehlo.multiply %421, %434 : tensor<128xf32>
    %436 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %437 = stablehlo.broadcast_in_dim %436, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %438 = stablehlo.multiply %413, %437 : tensor<128xf32>
    %439 = stablehlo.constant dense<9.000000e-01> : tensor<f32>
    %440 = stablehlo.broadcast_in_dim %439, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %441 = stablehlo.multiply %running_mean.layer2.0.downsample.1, %440 : tensor<128xf32>
    %442 = stablehlo.add %441, %438 : tensor<128xf32>
    %443 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %444 = stablehlo.broadcast_in_dim %443, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %445 = stablehlo.multiply %435, %444 : tensor<128xf32>
    %446 = stablehlo.constant dense<9.000000e-01> : tensor<f32>
    %447 = stablehlo.broadcast_in_dim %446, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %448 = stablehlo.multiply %running_var.layer2.0.downsample.1, %447 : tensor<128xf32>
    %449 = stablehlo.add %448, %445 : tensor<128xf32>
    %450 = stablehlo.add %390, %432 : tensor<2x128x28x28xf32>
    %451 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %452 = stablehlo.broadcast_in_dim %451, dims = [] : (tensor<f32>) -> tensor<2x128x28x28xf32>
    %453 = stablehlo.maximum %450, %452 : tensor<2x128x28x28xf32>
    %454 = stablehlo.convolution(%453, %theta.layer2.1.conv1.w) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[1, 1], [1, 1]]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<2x128x28x28xf32>, tensor<128x128x3x3xf32>) -> tensor<2x128x28x28xf32>
    %455 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %456 = stablehlo.reduce(%454 init: %455) applies stablehlo.add across dimensions = [0, 2, 3] : (tensor<2x128x28x28xf32>, tensor<f32>) -> tensor<128xf32>
    %457 = stablehlo.constant dense<6.377551e-04> : tensor<f32>
    %458 = stablehlo.broadcast_in_dim %457, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %459 = stablehlo.multiply %456, %458 : tensor<128xf32>
    %460 = stablehlo.broadcast_in_dim %459, dims = [1] : (tensor<128xf32>) -> tensor<2x128x28x28xf32>
    %461 = stablehlo.subtract %454, %460 : tensor<2x128x28x28xf32>
    %462 = stablehlo.multiply %461, %461 : tensor<2x128x28x28xf32>
    %463 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %464 = stablehlo.reduce(%462 init: %463) applies stablehlo.add across dimensions = [0, 2, 3] : (tensor<2x128x28x28xf32>, tensor<f32>) -> tensor<128xf32>
    %465 = stablehlo.constant dense<6.377551e-04> : tensor<f32>
    %466 = stablehlo.broadcast_in_dim %465, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %467 = stablehlo.multiply %464, %466 : tensor<128xf32>
    %468 = stablehlo.constant dense<1.000000e-05> : tensor<f32>
    %469 = stablehlo.broadcast_in_dim %468, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %470 = stablehlo.add %467, %469 : tensor<128xf32>
    %471 = stablehlo.rsqrt %470 : tensor<128xf32>
    %472 = stablehlo.broadcast_in_dim %459, dims = [1] : (tensor<128xf32>) -> tensor<2x128x28x28xf32>
    %473 = stablehlo.subtract %454, %472 : tensor<2x128x28x28xf32>
    %474 = stablehlo.multiply %theta.layer2.1.bn1.gamma, %471 : tensor<128xf32>
    %475 = stablehlo.broadcast_in_dim %474, dims = [1] : (tensor<128xf32>) -> tensor<2x128x28x28xf32>
    %476 = stablehlo.multiply %473, %475 : tensor<2x128x28x28xf32>
    %477 = stablehlo.broadcast_in_dim %theta.layer2.1.bn1.beta, dims = [1] : (tensor<128xf32>) -> tensor<2x128x28x28xf32>
    %478 = stablehlo.add %476, %477 : tensor<2x128x28x28xf32>
    %479 = stablehlo.constant dense<1.0006381e+00> : tensor<f32>
    %480 = stablehlo.broadcast_in_dim %479, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %481 = stablehlo.multiply %467, %480 : tensor<128xf32>
    %482 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %483 = stablehlo.broadcast_in_dim %482, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %484 = stablehlo.multiply %459, %483 : tensor<128xf32>
    %485 = stablehlo.constant dense<9.000000e-01> : tensor<f32>
    %486 = stablehlo.broadcast_in_dim %485, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %487 = stablehlo.multiply %running_mean.layer2.1.bn1, %486 : tensor<128xf32>
    %488 = stablehlo.add %487, %484 : tensor<128xf32>
    %489 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %490 = stablehlo.broadcast_in_dim %489, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %491 = stablehlo.multiply %481, %490 : tensor<128xf32>
    %492 = stablehlo.constant dense<9.000000e-01> : tensor<f32>
    %493 = stablehlo.broadcast_in_dim %492, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %494 = stablehlo.multiply %running_var.layer2.1.bn1, %493 : tensor<128xf32>
    %495 = stablehlo.add %494, %491 : tensor<128xf32>
    %496 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %497 = stablehlo.broadcast_in_dim %496, dims = [] : (tensor<f32>) -> tensor<2x128x28x28xf32>
    %498 = stablehlo.maximum %478, %497 : tensor<2x128x28x28xf32>
    %499 = stablehlo.convolution(%498, %theta.layer2.1.conv2.w) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[1, 1], [1, 1]]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<2x128x28x28xf32>, tensor<128x128x3x3xf32>) -> tensor<2x128x28x28xf32>
    %500 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %501 = stablehlo.reduce(%499 init: %500) applies stablehlo.add across dimensions = [0, 2, 3] : (tensor<2x128x28x28xf32>, tensor<f32>) -> tensor<128xf32>
    %502 = stablehlo.constant dense<6.377551e-04> : tensor<f32>
    %503 = stablehlo.broadcast_in_dim %502, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %504 = stablehlo.multiply %501, %503 : tensor<128xf32>
    %505 = stablehlo.broadcast_in_dim %504, dims = [1] : (tensor<128xf32>) -> tensor<2x128x28x28xf32>
    %506 = stablehlo.subtract %499, %505 : tensor<2x128x28x28xf32>
    %507 = stablehlo.multiply %506, %506 : tensor<2x128x28x28xf32>
    %508 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %509 = stablehlo.reduce(%507 init: %508) applies stablehlo.add across dimensions = [0, 2, 3] : (tensor<2x128x28x28xf32>, tensor<f32>) -> tensor<128xf32>
    %510 = stablehlo.constant dense<6.377551e-04> : tensor<f32>
    %511 = stablehlo.broadcast_in_dim %510, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %512 = stablehlo.multiply %509, %511 : tensor<128xf32>
    %513 = stablehlo.constant dense<1.000000e-05> : tensor<f32>
    %514 = stablehlo.broadcast_in_dim %513, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %515 = stablehlo.add %512, %514 : tensor<128xf32>
    %516 = stablehlo.rsqrt %515 : tensor<128xf32>
    %517 = stablehlo.broadcast_in_dim %504, dims = [1] : (tensor<128xf32>) -> tensor<2x128x28x28xf32>
    %518 = stablehlo.subtract %499, %517 : tensor<2x128x28x28xf32>
    %519 = stablehlo.multiply %theta.layer2.1.bn2.gamma, %516 : tensor<128xf32>
    %520 = stablehlo.broadcast_in_dim %519, dims = [1] : (tensor<128xf32>) -> tensor<2x128x28x28xf32>
    %521 = stablehlo.multiply %518, %520 : tensor<2x128x28x28xf32>
    %522 = stablehlo.broadcast_in_dim %theta.layer2.1.bn2.beta, dims = [1] : (tensor<128xf32>) -> tensor<2x128x28x28xf32>
    %523 = stablehlo.add %521, %522 : tensor<2x128x28x28xf32>
    %524 = stablehlo.constant dense<1.0006381e+00> : tensor<f32>
    %525 = stablehlo.broadcast_in_dim %524, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %526 = stablehlo.multiply %512, %525 : tensor<128xf32>
    %527 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %528 = stablehlo.broadcast_in_dim %527, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %529 = stablehlo.multiply %504, %528 : tensor<128xf32>
    %530 = stablehlo.constant dense<9.000000e-01> : tensor<f32>
    %531 = stablehlo.broadcast_in_dim %530, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %532 = stablehlo.multiply %running_mean.layer2.1.bn2, %531 : tensor<128xf32>
    %533 = stablehlo.add %532, %529 : tensor<128xf32>
    %534 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %535 = stablehlo.broadcast_in_dim %534, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %536 = stablehlo.multiply %526, %535 : tensor<128xf32>
    %537 = stablehlo.constant dense<9.000000e-01> : tensor<f32>
    %538 = stablehlo.broadcast_in_dim %537, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %539 = stablehlo.multiply %running_var.layer2.1.bn2, %538 : tensor<128xf32>
    %540 = stablehlo.add %539, %536 : tensor<128xf32>
    %541 = stablehlo.add %523, %453 : tensor<2x128x28x28xf32>
    %542 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %543 = stablehlo.broadcast_in_dim %542, dims = [] : (tensor<f32>) -> tensor<2x128x28x28xf32>
    %544 = stablehlo.maximum %541, %543 : tensor<2x128x28x28xf32>
    %545 = stablehlo.convolution(%544, %theta.layer2.2.conv1.w) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[1, 1], [1, 1]]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<2x128x28x28xf32>, tensor<128x128x3x3xf32>) -> tensor<2x128x28x28xf32>
    %546 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %547 = stablehlo.reduce(%545 init: %546) applies stablehlo.add across dimensions = [0, 2, 3] : (tensor<2x128x28x28xf32>, tensor<f32>) -> tensor<128xf32>
    %548 = stablehlo.constant dense<6.377551e-04> : tensor<f32>
    %549 = stablehlo.broadcast_in_dim %548, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %550 = stablehlo.multiply %547, %549 : tensor<128xf32>
    %551 = stablehlo.broadcast_in_dim %550, dims = [1] : (tensor<128xf32>) -> tensor<2x128x28x28xf32>
    %552 = stablehlo.subtract %545, %551 : tensor<2x128x28x28xf32>
    %553 = stablehlo.multiply %552, %552 : tensor<2x128x28x28xf32>
    %554 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %555 = stablehlo.reduce(%553 init: %554) applies stablehlo.add across dimensions = [0, 2, 3] : (tensor<2x128x28x28xf32>, tensor<f32>) -> tensor<128xf32>
    %556 = stablehlo.constant dense<6.377551e-04> : tensor<f32>
    %557 = stablehlo.broadcast_in_dim %556, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %558 = stablehlo.multiply %555, %557 : tensor<128xf32>
    %559 = stablehlo.constant dense<1.000000e-05> : tensor<f32>
    %560 = stablehlo.broadcast_in_dim %559, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %561 = stablehlo.add %558, %560 : tensor<128xf32>
    %562 = stablehlo.rsqrt %561 : tensor<128xf32>
    %563 = stablehlo.broadcast_in_dim %550, dims = [1] : (tensor<128xf32>) -> tensor<2x128x28x28xf32>
    %564 = stablehlo.subtract %545, %563 : tensor<2x128x28x28xf32>
    %565 = stablehlo.multiply %theta.layer2.2.bn1.gamma, %562 : tensor<128xf32>
    %566 = stablehlo.broadcast_in_dim %565, dims = [1] : (tensor<128xf32>) -> tensor<2x128x28x28xf32>
    %567 = stablehlo.multiply %564, %566 : tensor<2x128x28x28xf32>
    %568 = stablehlo.broadcast_in_dim %theta.layer2.2.bn1.beta, dims = [1] : (tensor<128xf32>) -> tensor<2x128x28x28xf32>
    %569 = stablehlo.add %567, %568 : tensor<2x128x28x28xf32>
    %570 = stablehlo.constant dense<1.0006381e+00> : tensor<f32>
    %571 = stablehlo.broadcast_in_dim %570, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %572 = stablehlo.multiply %558, %571 : tensor<128xf32>
    %573 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %574 = stablehlo.broadcast_in_dim %573, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %575 = stablehlo.multiply %550, %574 : tensor<128xf32>
    %576 = stablehlo.constant dense<9.000000e-01> : tensor<f32>
    %577 = stablehlo.broadcast_in_dim %576, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %578 = stablehlo.multiply %running_mean.layer2.2.bn1, %577 : tensor<128xf32>
    %579 = stablehlo.add %578, %575 : tensor<128xf32>
    %580 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %581 = stablehlo.broadcast_in_dim %580, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %582 = stablehlo.multiply %572, %581 : tensor<128xf32>
    %583 = stablehlo.constant dense<9.000000e-01> : tensor<f32>
    %584 = stablehlo.broadcast_in_dim %583, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %585 = stablehlo.multiply %running_var.layer2.2.bn1, %584 : tensor<128xf32>
    %586 = stablehlo.add %585, %582 : tensor<128xf32>
    %587 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %588 = stablehlo.broadcast_in_dim %587, dims = [] : (tensor<f32>) -> tensor<2x128x28x28xf32>
    %589 = stablehlo.maximum %569, %588 : tensor<2x128x28x28xf32>
    %590 = stablehlo.convolution(%589, %theta.layer2.2.conv2.w) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[1, 1], [1, 1]]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<2x128x28x28xf32>, tensor<128x128x3x3xf32>) -> tensor<2x128x28x28xf32>
    %591 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %592 = stablehlo.reduce(%590 init: %591) applies stablehlo.add across dimensions = [0, 2, 3] : (tensor<2x128x28x28xf32>, tensor<f32>) -> tensor<128xf32>
    %593 = stablehlo.constant dense<6.377551e-04> : tensor<f32>
    %594 = stablehlo.broadcast_in_dim %593, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %595 = stablehlo.multiply %592, %594 : tensor<128xf32>
    %596 = stablehlo.broadcast_in_dim %595, dims = [1] : (tensor<128xf32>) -> tensor<2x128x28x28xf32>
    %597 = stablehlo.subtract %590, %596 : tensor<2x128x28x28xf32>
    %598 = stablehlo.multiply %597, %597 : tensor<2x128x28x28xf32>
    %599 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %600 = stablehlo.reduce(%598 init: %599) applies stablehlo.add across dimensions = [0, 2, 3] : (tensor<2x128x28x28xf32>, tensor<f32>) -> tensor<128xf32>
    %601 = stablehlo.constant dense<6.377551e-04> : tensor<f32>
    %602 = stablehlo.broadcast_in_dim %601, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %603 = stablehlo.multiply %600, %602 : tensor<128xf32>
    %604 = stablehlo.constant dense<1.000000e-05> : tensor<f32>
    %605 = stablehlo.broadcast_in_dim %604, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %606 = stablehlo.add %603, %605 : tensor<128xf32>
    %607 = stablehlo.rsqrt %606 : tensor<128xf32>
    %608 = stablehlo.broadcast_in_dim %595, dims = [1] : (tensor<128xf32>) -> tensor<2x128x28x28xf32>
    %609 = stablehlo.subtract %590, %608 : tensor<2x128x28x28xf32>
    %610 = stablehlo.multiply %theta.layer2.2.bn2.gamma, %607 : tensor<128xf32>
    %611 = stablehlo.broadcast_in_dim %610, dims = [1] : (tensor<128xf32>) -> tensor<2x128x28x28xf32>
    %612 = stablehlo.multiply %609, %611 : tensor<2x128x28x28xf32>
    %613 = stablehlo.broadcast_in_dim %theta.layer2.2.bn2.beta, dims = [1] : (tensor<128xf32>) -> tensor<2x128x28x28xf32>
    %614 = stablehlo.add %612, %613 : tensor<2x128x28x28xf32>
    %615 = stablehlo.constant dense<1.0006381e+00> : tensor<f32>
    %616 = stablehlo.broadcast_in_dim %615, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %617 = stablehlo.multiply %603, %616 : tensor<128xf32>
    %618 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %619 = stablehlo.broadcast_in_dim %618, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %620 = stablehlo.multiply %595, %619 : tensor<128xf32>
    %621 = stablehlo.constant dense<9.000000e-01> : tensor<f32>
    %622 = stablehlo.broadcast_in_dim %621, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %623 = stablehlo.multiply %running_mean.layer2.2.bn2, %622 : tensor<128xf32>
    %624 = stablehlo.add %623, %620 : tensor<128xf32>
    %625 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %626 = stablehlo.broadcast_in_dim %625, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %627 = stablehlo.multiply %617, %626 : tensor<128xf32>
    %628 = stablehlo.constant dense<9.000000e-01> : tensor<f32>
    %629 = stablehlo.broadcast_in_dim %628, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %630 = stablehlo.multiply %running_var.layer2.2.bn2, %629 : tensor<128xf32>
    %631 = stablehlo.add %630, %627 : tensor<128xf32>
    %632 = stablehlo.add %614, %544 : tensor<2x128x28x28xf32>
    %633 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %634 = stablehlo.broadcast_in_dim %633, dims = [] : (tensor<f32>) -> tensor<2x128x28x28xf32>
    %635 = stablehlo.maximum %632, %634 : tensor<2x128x28x28xf32>
    %636 = stablehlo.convolution(%635, %theta.layer2.3.conv1.w) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[1, 1], [1, 1]]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<2x128x28x28xf32>, tensor<128x128x3x3xf32>) -> tensor<2x128x28x28xf32>
    %637 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %638 = stablehlo.reduce(%636 init: %637) applies stablehlo.add across dimensions = [0, 2, 3] : (tensor<2x128x28x28xf32>, tensor<f32>) -> tensor<128xf32>
    %639 = stablehlo.constant dense<6.377551e-04> : tensor<f32>
    %640 = stablehlo.broadcast_in_dim %639, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %641 = stablehlo.multiply %638, %640 : tensor<128xf32>
    %642 = stablehlo.broadcast_in_dim %641, dims = [1] : (tensor<128xf32>) -> tensor<2x128x28x28xf32>
    %643 = stablehlo.subtract %636, %642 : tensor<2x128x28x28xf32>
    %644 = stablehlo.multiply %643, %643 : tensor<2x128x28x28xf32>
    %645 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %646 = stablehlo.reduce(%644 init: %645) applies stablehlo.add across dimensions = [0, 2, 3] : (tensor<2x128x28x28xf32>, tensor<f32>) -> tensor<128xf32>
    %647 = stablehlo.constant dense<6.377551e-04> : tensor<f32>
    %648 = stablehlo.broadcast_in_dim %647, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %649 = stablehlo.multiply %646, %648 : tensor<128xf32>
    %650 = stablehlo.constant dense<1.000000e-05> : tensor<f32>
    %651 = stablehlo.broadcast_in_dim %650, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %652 = stablehlo.add %649, %651 : tensor<128xf32>
    %653 = stablehlo.rsqrt %652 : tensor<128xf32>
    %654 = stablehlo.broadcast_in_dim %641, dims = [1] : (tensor<128xf32>) -> tensor<2x128x28x28xf32>
    %655 = stablehlo.subtract %636, %654 : tensor<2x128x28x28xf32>
    %656 = stablehlo.multiply %theta.layer2.3.bn1.gamma, %653 : tensor<128xf32>
    %657 = stablehlo.broadcast_in_dim %656, dims = [1] : (tensor<128xf32>) -> tensor<2x128x28x28xf32>
    %658 = stablehlo.multiply %655, %657 : tensor<2x128x28x28xf32>
    %659 = stablehlo.broadcast_in_dim %theta.layer2.3.bn1.beta, dims = [1] : (tensor<128xf32>) -> tensor<2x128x28x28xf32>
    %660 = stablehlo.add %658, %659 : tensor<2x128x28x28xf32>
    %661 = stablehlo.constant dense<1.0006381e+00> : tensor<f32>
    %662 = stablehlo.broadcast_in_dim %661, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %663 = stablehlo.multiply %649, %662 : tensor<128xf32>
    %664 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %665 = stablehlo.broadcast_in_dim %664, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %666 = stablehlo.multiply %641, %665 : tensor<128xf32>
    %667 = stablehlo.constant dense<9.000000e-01> : tensor<f32>
    %668 = stablehlo.broadcast_in_dim %667, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %669 = stablehlo.multiply %running_mean.layer2.3.bn1, %668 : tensor<128xf32>
    %670 = stablehlo.add %669, %666 : tensor<128xf32>
    %671 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %672 = stablehlo.broadcast_in_dim %671, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %673 = stablehlo.multiply %663, %672 : tensor<128xf32>
    %674 = stablehlo.constant dense<9.000000e-01> : tensor<f32>
    %675 = stablehlo.broadcast_in_dim %674, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %676 = stablehlo.multiply %running_var.layer2.3.bn1, %675 : tensor<128xf32>
    %677 = stablehlo.add %676, %673 : tensor<128xf32>
    %678 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %679 = stablehlo.broadcast_in_dim %678, dims = [] : (tensor<f32>) -> tensor<2x128x28x28xf32>
    %680 = stablehlo.maximum %660, %679 : tensor<2x128x28x28xf32>
    %681 = stablehlo.convolution(%680, %theta.layer2.3.conv2.w) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[1, 1], [1, 1]]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<2x128x28x28xf32>, tensor<128x128x3x3xf32>) -> tensor<2x128x28x28xf32>
    %682 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %683 = stablehlo.reduce(%681 init: %682) applies stablehlo.add across dimensions = [0, 2, 3] : (tensor<2x128x28x28xf32>, tensor<f32>) -> tensor<128xf32>
    %684 = stablehlo.constant dense<6.377551e-04> : tensor<f32>
    %685 = stablehlo.broadcast_in_dim %684, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %686 = stablehlo.multiply %683, %685 : tensor<128xf32>
    %687 = stablehlo.broadcast_in_dim %686, dims = [1] : (tensor<128xf32>) -> tensor<2x128x28x28xf32>
    %688 = stablehlo.subtract %681, %687 : tensor<2x128x28x28xf32>
    %689 = stablehlo.multiply %688, %688 : tensor<2x128x28x28xf32>
    %690 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %691 = stablehlo.reduce(%689 init: %690) applies stablehlo.add across dimensions = [0, 2, 3] : (tensor<2x128x28x28xf32>, tensor<f32>) -> tensor<128xf32>
    %692 = stablehlo.constant dense<6.377551e-04> : tensor<f32>
    %693 = stablehlo.broadcast_in_dim %692, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %694 = stablehlo.multiply %691, %693 : tensor<128xf32>
    %695 = stablehlo.constant dense<1.000000e-05> : tensor<f32>
    %696 = stablehlo.broadcast_in_dim %695, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %697 = stablehlo.add %694, %696 : tensor<128xf32>
    %698 = stablehlo.rsqrt %697 : tensor<128xf32>
    %699 = stablehlo.broadcast_in_dim %686, dims = [1] : (tensor<128xf32>) -> tensor<2x128x28x28xf32>
    %700 = stablehlo.subtract %681, %699 : tensor<2x128x28x28xf32>
    %701 = stablehlo.multiply %theta.layer2.3.bn2.gamma, %698 : tensor<128xf32>
    %702 = stablehlo.broadcast_in_dim %701, dims = [1] : (tensor<128xf32>) -> tensor<2x128x28x28xf32>
    %703 = stablehlo.multiply %700, %702 : tensor<2x128x28x28xf32>
    %704 = stablehlo.broadcast_in_dim %theta.layer2.3.bn2.beta, dims = [1] : (tensor<128xf32>) -> tensor<2x128x28x28xf32>
    %705 = stablehlo.add %703, %704 : tensor<2x128x28x28xf32>
    %706 = stablehlo.constant dense<1.0006381e+00> : tensor<f32>
    %707 = stablehlo.broadcast_in_dim %706, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %708 = stablehlo.multiply %694, %707 : tensor<128xf32>
    %709 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %710 = stablehlo.broadcast_in_dim %709, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %711 = stablehlo.multiply %686, %710 : tensor<128xf32>
    %712 = stablehlo.constant dense<9.000000e-01> : tensor<f32>
    %713 = stablehlo.broadcast_in_dim %712, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %714 = stablehlo.multiply %running_mean.layer2.3.bn2, %713 : tensor<128xf32>
    %715 = stablehlo.add %714, %711 : tensor<128xf32>
    %716 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %717 = stablehlo.broadcast_in_dim %716, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %718 = stablehlo.multiply %708, %717 : tensor<128xf32>
    %719 = stablehlo.constant dense<9.000000e-01> : tensor<f32>
    %720 = stablehlo.broadcast_in_dim %719, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %721 = stablehlo.multiply %running_var.layer2.3.bn2, %720 : tensor<128xf32>
    %722 = stablehlo.add %721, %718 : tensor<128xf32>
    %723 = stablehlo.add %705, %635 : tensor<2x128x28x28xf32>
    %724 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %725 = stablehlo.broadcast_in_dim %724, dims = [] : (tensor<f32>) -> tensor<2x128x28x28xf32>
    %726 = stablehlo.maximum %723, %725 : tensor<2x128x28x28xf32>
    %727 = stablehlo.convolution(%726, %theta.layer3.0.conv1.w) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [2, 2], pad = [[1, 1], [1, 1]]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<2x128x28x28xf32>, tensor<256x128x3x3xf32>) -> tensor<2x256x14x14xf32>
    %728 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %729 = stablehlo.reduce(%727 init: %728) applies stablehlo.add across dimensions = [0, 2, 3] : (tensor<2x256x14x14xf32>, tensor<f32>) -> tensor<256xf32>
    %730 = stablehlo.constant dense<2.5510204e-03> : tensor<f32>
    %731 = stablehlo.broadcast_in_dim %730, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %732 = stablehlo.multiply %729, %731 : tensor<256xf32>
    %733 = stablehlo.broadcast_in_dim %732, dims = [1] : (tensor<256xf32>) -> tensor<2x256x14x14xf32>
    %734 = stablehlo.subtract %727, %733 : tensor<2x256x14x14xf32>
    %735 = stablehlo.multiply %734, %734 : tensor<2x256x14x14xf32>
    %736 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %737 = stablehlo.reduce(%735 init: %736) applies stablehlo.add across dimensions = [0, 2, 3] : (tensor<2x256x14x14xf32>, tensor<f32>) -> tensor<256xf32>
    %738 = stablehlo.constant dense<2.5510204e-03> : tensor<f32>
    %739 = stablehlo.broadcast_in_dim %738, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %740 = stablehlo.multiply %737, %739 : tensor<256xf32>
    %741 = stablehlo.constant dense<1.000000e-05> : tensor<f32>
    %742 = stablehlo.broadcast_in_dim %741, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %743 = stablehlo.add %740, %742 : tensor<256xf32>
    %744 = stablehlo.rsqrt %743 : tensor<256xf32>
    %745 = stablehlo.broadcast_in_dim %732, dims = [1] : (tensor<256xf32>) -> tensor<2x256x14x14xf32>
    %746 = stablehlo.subtract %727, %745 : tensor<2x256x14x14xf32>
    %747 = stablehlo.multiply %theta.layer3.0.bn1.gamma, %744 : tensor<256xf32>
    %748 = stablehlo.broadcast_in_dim %747, dims = [1] : (tensor<256xf32>) -> tensor<2x256x14x14xf32>
    %749 = stablehlo.multiply %746, %748 : tensor<2x256x14x14xf32>
    %750 = stablehlo.broadcast_in_dim %theta.layer3.0.bn1.beta, dims = [1] : (tensor<256xf32>) -> tensor<2x256x14x14xf32>
    %751 = stablehlo.add %749, %750 : tensor<2x256x14x14xf32>
    %752 = stablehlo.constant dense<1.0025575e+00> : tensor<f32>
    %753 = stablehlo.broadcast_in_dim %752, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %754 = stablehlo.multiply %740, %753 : tensor<256xf32>
    %755 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %756 = stablehlo.broadcast_in_dim %755, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %757 = stablehlo.multiply %732, %756 : tensor<256xf32>
    %758 = stablehlo.constant dense<9.000000e-01> : tensor<f32>
    %759 = stablehlo.broadcast_in_dim %758, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %760 = stablehlo.multiply %running_mean.layer3.0.bn1, %759 : tensor<256xf32>
    %761 = stablehlo.add %760, %757 : tensor<256xf32>
    %762 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %763 = stablehlo.broadcast_in_dim %762, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %764 = stablehlo.multiply %754, %763 : tensor<256xf32>
    %765 = stablehlo.constant dense<9.000000e-01> : tensor<f32>
    %766 = stablehlo.broadcast_in_dim %765, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %767 = stablehlo.multiply %running_var.layer3.0.bn1, %766 : tensor<256xf32>
    %768 = stablehlo.add %767, %764 : tensor<256xf32>
    %769 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %770 = stablehlo.broadcast_in_dim %769, dims = [] : (tensor<f32>) -> tensor<2x256x14x14xf32>
    %771 = stablehlo.maximum %751, %770 : tensor<2x256x14x14xf32>
    %772 = stablehlo.convolution(%771, %theta.layer3.0.conv2.w) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[1, 1], [1, 1]]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<2x256x14x14xf32>, tensor<256x256x3x3xf32>) -> tensor<2x256x14x14xf32>
    %773 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %774 = stablehlo.reduce(%772 init: %773) applies stablehlo.add across dimensions = [0, 2, 3] : (tensor<2x256x14x14xf32>, tensor<f32>) -> tensor<256xf32>
    %775 = stablehlo.constant dense<2.5510204e-03> : tensor<f32>
    %776 = stablehlo.broadcast_in_dim %775, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %777 = stablehlo.multiply %774, %776 : tensor<256xf32>
    %778 = stablehlo.broadcast_in_dim %777, dims = [1] : (tensor<256xf32>) -> tensor<2x256x14x14xf32>
    %779 = stablehlo.subtract %772, %778 : tensor<2x256x14x14xf32>
    %780 = stablehlo.multiply %779, %779 : tensor<2x256x14x14xf32>
    %781 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %782 = stablehlo.reduce(%780 init: %781) applies stablehlo.add across dimensions = [0, 2, 3] : (tensor<2x256x14x14xf32>, tensor<f32>) -> tensor<256xf32>
    %783 = stablehlo.constant dense<2.5510204e-03> : tensor<f32>
    %784 = stablehlo.broadcast_in_dim %783, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %785 = stablehlo.multiply %782, %784 : tensor<256xf32>
    %786 = stablehlo.constant dense<1.000000e-05> : tensor<f32>
    %787 = stablehlo.broadcast_in_dim %786, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %788 = stablehlo.add %785, %787 : tensor<256xf32>
    %789 = stablehlo.rsqrt %788 : tensor<256xf32>
    %790 = stablehlo.broadcast_in_dim %777, dims = [1] : (tensor<256xf32>) -> tensor<2x256x14x14xf32>
    %791 = stablehlo.subtract %772, %790 : tensor<2x256x14x14xf32>
    %792 = stablehlo.multiply %theta.layer3.0.bn2.gamma, %789 : tensor<256xf32>
    %793 = stablehlo.broadcast_in_dim %792, dims = [1] : (tensor<256xf32>) -> tensor<2x256x14x14xf32>
    %794 = stablehlo.multiply %791, %793 : tensor<2x256x14x14xf32>
    %795 = stablehlo.broadcast_in_dim %theta.layer3.0.bn2.beta, dims = [1] : (tensor<256xf32>) -> tensor<2x256x14x14xf32>
    %796 = stablehlo.add %794, %795 : tensor<2x256x14x14xf32>
    %797 = stablehlo.constant dense<1.0025575e+00> : tensor<f32>
    %798 = stablehlo.broadcast_in_dim %797, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %799 = stablehlo.multiply %785, %798 : tensor<256xf32>
    %800 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %801 = stablehlo.broadcast_in_dim %800, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %802 = stablehlo.multiply %777, %801 : tensor<256xf32>
    %803 = stablehlo.constant dense<9.000000e-01> : tensor<f32>
    %804 = stablehlo.broadcast_in_dim %803, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %805 = stablehlo.multiply %running_mean.layer3.0.bn2, %804 : tensor<256xf32>
    %806 = stablehlo.add %805, %802 : tensor<256xf32>
    %807 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %808 = stablehlo.broadcast_in_dim %807, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %809 = stablehlo.multiply %799, %808 : tensor<256xf32>
    %810 = stablehlo.constant dense<9.000000e-01> : tensor<f32>
    %811 = stablehlo.broadcast_in_dim %810, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %812 = stablehlo.multiply %running_var.layer3.0.bn2, %811 : tensor<256xf32>
    %813 = stablehlo.add %812, %809 : tensor<256xf32>
    %814 = stablehlo.convolution(%726, %theta.layer3.0.downsample.0.w) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [2, 2], pad = [[0, 0], [0, 0]]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<2x128x28x28xf32>, tensor<256x128x1x1xf32>) -> tensor<2x256x14x14xf32>
    %815 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %816 = stablehlo.reduce(%814 init: %815) applies stablehlo.add across dimensions = [0, 2, 3] : (tensor<2x256x14x14xf32>, tensor<f32>) -> tensor<256xf32>
    %817 = stablehlo.constant dense<2.5510204e-03> : tensor<f32>
    %818 = stablehlo.broadcast_in_dim %817, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %819 = stablehlo.multiply %816, %818 : tensor<256xf32>
    %820 = stablehlo.broadcast_in_dim %819, dims = [1] : (tensor<256xf32>) -> tensor<2x256x14x14xf32>
    %821 = stablehlo.subtract %814, %820 : tensor<2x256x14x14xf32>
    %822 = stablehlo.multiply %821, %821 : tensor<2x256x14x14xf32>
    %823 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %824 = stablehlo.reduce(%822 init: %823) applies stablehlo.add across dimensions = [0, 2, 3] : (tensor<2x256x14x14xf32>, tensor<f32>) -> tensor<256xf32>
    %825 = stablehlo.constant dense<2.5510204e-03> : tensor<f32>
    %826 = stablehlo.broadcast_in_dim %825, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %827 = stablehlo.multiply %824, %826 : tensor<256xf32>
    %828 = stablehlo.constant dense<1.000000e-05> : tensor<f32>
    %829 = stablehlo.broadcast_in_dim %828, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %830 = stablehlo.add %827, %829 : tensor<256xf32>
    %831 = stablehlo.rsqrt %830 : tensor<256xf32>
    %832 = stablehlo.broadcast_in_dim %819, dims = [1] : (tensor<256xf32>) -> tensor<2x256x14x14xf32>
    %833 = stablehlo.subtract %814, %832 : tensor<2x256x14x14xf32>
    %834 = stablehlo.multiply %theta.layer3.0.downsample.1.gamma, %831 : tensor<256xf32>
    %835 = stablehlo.broadcast_in_dim %834, dims = [1] : (tensor<256xf32>) -> tensor<2x256x14x14xf32>
    %836 = stablehlo.multiply %833, %835 : tensor<2x256x14x14xf32>
    %837 = stablehlo.broadcast_in_dim %theta.layer3.0.downsample.1.beta, dims = [1] : (tensor<256xf32>) -> tensor<2x256x14x14xf32>
    %838 = stablehlo.add %836, %837 : tensor<2x256x14x14xf32>
    %839 = stablehlo.constant dense<1.0025575e+00> : tensor<f32>
    %840 = stablehlo.broadcast_in_dim %839, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %841 = stablehlo.multiply %827, %840 : tensor<256xf32>
    %842 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %843 = stablehlo.broadcast_in_dim %842, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %844 = stablehlo.multiply %819, %843 : tensor<256xf32>
    %845 = stablehlo.constant dense<9.000000e-01> : tensor<f32>
    %846 = stablehlo.broadcast_in_dim %845, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %847 = stablehlo.multiply %running_mean.layer3.0.downsample.1, %846 : tensor<256xf32>
    %848 = stablehlo.add %847, %844 : tensor<256xf32>
    %849 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %850 = stablehlo.broadcast_in_dim %849, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %851 = stablehlo.multiply %841, %850 : tensor<256xf32>
    %852 = stablehlo.constant dense<9.000000e-01> : tensor<f32>
    %853 = stablehlo.broadcast_in_dim %852, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %854 = stablehlo.multiply %running_var.layer3.0.downsample.1, %853 : tensor<256xf32>
    %855 = stablehlo.add %854, %851 : tensor<256xf32>
    %856 = stablehlo.add %796, %838 : tensor<2x256x14x14xf32>
    %857 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %858 = stablehlo.broadcast_in_dim %857, dims = [] : (tensor<f32>) -> tensor<2x256x14x14xf32>
    %859 = stablehlo.maximum %856, %858 : tensor<2x256x14x14xf32>
    %860 = stablehlo.convolution(%859, %theta.layer3.1.conv1.w) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[1, 1], [1, 1]]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<2x256x14x14xf32>, tensor<256x256x3x3xf32>) -> tensor<2x256x14x14xf32>
    %861 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %862 = stablehlo.reduce(%860 init: %861) applies stablehlo.add across dimensions = [0, 2, 3] : (tensor<2x256x14x14xf32>, tensor<f32>) -> tensor<256xf32>
    %863 = stablehlo.constant dense<2.5510204e-03> : tensor<f32>
    %864 = stablehlo.broadcast_in_dim %863, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %865 = stablehlo.multiply %862, %864 : tensor<256xf32>
    %866 = stablehlo.broadcast_in_dim %865, dims = [1] : (tensor<256xf32>) -> tensor<2x256x14x14xf32>
    %867 = stablehlo.subtract %860, %866 : tensor<2x256x14x14xf32>
    %868 = stablehlo.multiply %867, %867 : tensor<2x256x14x14xf32>
    %869 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %870 = stablehlo.reduce(%868 init: %869) applies stablehlo.add across dimensions = [0, 2, 3] : (tensor<2x256x14x14xf32>, tensor<f32>) -> tensor<256xf32>
    %871 = stablehlo.constant dense<2.5510204e-03> : tensor<f32>
    %872 = stablehlo.broadcast_in_dim %871, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %873 = stablehlo.multiply %870, %872 : tensor<256xf32>
    %874 = stablehlo.constant dense<1.000000e-05> : tensor<f32>
    %875 = stablehlo.broadcast_in_dim %874, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %876 = stablehlo.add %873, %875 : tensor<256xf32>
    %877 = stablehlo.rsqrt %876 : tensor<256xf32>
    %878 = stablehlo.broadcast_in_dim %865, dims = [1] : (tensor<256xf32>) -> tensor<2x256x14x14xf32>
    %879 = stablehlo.subtract %860, %878 : tensor<2x256x14x14xf32>
    %880 = stablehlo.multiply %theta.layer3.1.bn1.gamma, %877 : tensor<256xf32>
    %881 = stablehlo.broadcast_in_dim %880, dims = [1] : (tensor<256xf32>) -> tensor<2x256x14x14xf32>
    %882 = stablehlo.multiply %879, %881 : tensor<2x256x14x14xf32>
    %883 = stablehlo.broadcast_in_dim %theta.layer3.1.bn1.beta, dims = [1] : (tensor<256xf32>) -> tensor<2x256x14x14xf32>
    %884 = stablehlo.add %882, %883 : tensor<2x256x14x14xf32>
    %885 = stablehlo.constant dense<1.0025575e+00> : tensor<f32>
    %886 = stablehlo.broadcast_in_dim %885, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %887 = stablehlo.multiply %873, %886 : tensor<256xf32>
    %888 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %889 = stablehlo.broadcast_in_dim %888, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %890 = stablehlo.multiply %865, %889 : tensor<256xf32>
    %891 = stablehlo.constant dense<9.000000e-01> : tensor<f32>
    %892 = stablehlo.broadcast_in_dim %891, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %893 = stablehlo.multiply %running_mean.layer3.1.bn1, %892 : tensor<256xf32>
    %894 = stablehlo.add %893, %890 : tensor<256xf32>
    %895 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %896 = stablehlo.broadcast_in_dim %895, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %897 = stablehlo.multiply %887, %896 : tensor<256xf32>
    %898 = stablehlo.constant dense<9.000000e-01> : tensor<f32>
    %899 = stablehlo.broadcast_in_dim %898, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %900 = stablehlo.multiply %running_var.layer3.1.bn1, %899 : tensor<256xf32>
    %901 = stablehlo.add %900, %897 : tensor<256xf32>
    %902 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %903 = stablehlo.broadcast_in_dim %902, dims = [] : (tensor<f32>) -> tensor<2x256x14x14xf32>
    %904 = stablehlo.maximum %884, %903 : tensor<2x256x14x14xf32>
    %905 = stablehlo.convolution(%904, %theta.layer3.1.conv2.w) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[1, 1], [1, 1]]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<2x256x14x14xf32>, tensor<256x256x3x3xf32>) -> tensor<2x256x14x14xf32>
    %906 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %907 = stablehlo.reduce(%905 init: %906) applies stablehlo.add across dimensions = [0, 2, 3] : (tensor<2x256x14x14xf32>, tensor<f32>) -> tensor<256xf32>
    %908 = stablehlo.constant dense<2.5510204e-03> : tensor<f32>
    %909 = stablehlo.broadcast_in_dim %908, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %910 = stablehlo.multiply %907, %909 : tensor<256xf32>
    %911 = stablehlo.broadcast_in_dim %910, dims = [1] : (tensor<256xf32>) -> tensor<2x256x14x14xf32>
    %912 = stablehlo.subtract %905, %911 : tensor<2x256x14x14xf32>
    %913 = stablehlo.multiply %912, %912 : tensor<2x256x14x14xf32>
    %914 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %915 = stablehlo.reduce(%913 init: %914) applies stablehlo.add across dimensions = [0, 2, 3] : (tensor<2x256x14x14xf32>, tensor<f32>) -> tensor<256xf32>
    %916 = stablehlo.constant dense<2.5510204e-03> : tensor<f32>
    %917 = stablehlo.broadcast_in_dim %916, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %918 = stablehlo.multiply %915, %917 : tensor<256xf32>
    %919 = stablehlo.constant dense<1.000000e-05> : tensor<f32>
    %920 = stablehlo.broadcast_in_dim %919, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %921 = stablehlo.add %918, %920 : tensor<256xf32>
    %922 = stablehlo.rsqrt %921 : tensor<256xf32>
    %923 = stablehlo.broadcast_in_dim %910, dims = [1] : (tensor<256xf32>) -> tensor<2x256x14x14xf32>
    %924 = stablehlo.subtract %905, %923 : tensor<2x256x14x14xf32>
    %925 = stablehlo.multiply %theta.layer3.1.bn2.gamma, %922 : tensor<256xf32>
    %926 = stablehlo.broadcast_in_dim %925, dims = [1] : (tensor<256xf32>) -> tensor<2x256x14x14xf32>
    %927 = stablehlo.multiply %924, %926 : tensor<2x256x14x14xf32>
    %928 = stablehlo.broadcast_in_dim %theta.layer3.1.bn2.beta, dims = [1] : (tensor<256xf32>) -> tensor<2x256x14x14xf32>
    %929 = stablehlo.add %927, %928 : tensor<2x256x14x14xf32>
    %930 = stablehlo.constant dense<1.0025575e+00> : tensor<f32>
    %931 = stablehlo.broadcast_in_dim %930, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %932 = stablehlo.multiply %918, %931 : tensor<256xf32>
    %933 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %934 = stablehlo.broadcast_in_dim %933, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %935 = stablehlo.multiply %910, %934 : tensor<256xf32>
    %936 = stablehlo.constant dense<9.000000e-01> : tensor<f32>
    %937 = stablehlo.broadcast_in_dim %936, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %938 = stablehlo.multiply %running_mean.layer3.1.bn2, %937 : tensor<256xf32>
    %939 = stablehlo.add %938, %935 : tensor<256xf32>
    %940 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %941 = stablehlo.broadcast_in_dim %940, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %942 = stablehlo.multiply %932, %941 : tensor<256xf32>
    %943 = stablehlo.constant dense<9.000000e-01> : tensor<f32>
    %944 = stablehlo.broadcast_in_dim %943, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %945 = stablehlo.multiply %running_var.layer3.1.bn2, %944 : tensor<256xf32>
    %946 = stablehlo.add %945, %942 : tensor<256xf32>
    %947 = stablehlo.add %929, %859 : tensor<2x256x14x14xf32>
    %948 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %949 = stablehlo.broadcast_in_dim %948, dims = [] : (tensor<f32>) -> tensor<2x256x14x14xf32>
    %950 = stablehlo.maximum %947, %949 : tensor<2x256x14x14xf32>
    %951 = stablehlo.convolution(%950, %theta.layer3.2.conv1.w) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[1, 1], [1, 1]]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<2x256x14x14xf32>, tensor<256x256x3x3xf32>) -> tensor<2x256x14x14xf32>
    %952 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %953 = stablehlo.reduce(%951 init: %952) applies stablehlo.add across dimensions = [0, 2, 3] : (tensor<2x256x14x14xf32>, tensor<f32>) -> tensor<256xf32>
    %954 = stablehlo.constant dense<2.5510204e-03> : tensor<f32>
    %955 = stablehlo.broadcast_in_dim %954, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %956 = stablehlo.multiply %953, %955 : tensor<256xf32>
    %957 = stablehlo.broadcast_in_dim %956, dims = [1] : (tensor<256xf32>) -> tensor<2x256x14x14xf32>
    %958 = stablehlo.subtract %951, %957 : tensor<2x256x14x14xf32>
    %959 = stablehlo.multiply %958, %958 : tensor<2x256x14x14xf32>
    %960 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %961 = stablehlo.reduce(%959 init: %960) applies stablehlo.add across dimensions = [0, 2, 3] : (tensor<2x256x14x14xf32>, tensor<f32>) -> tensor<256xf32>
    %962 = stablehlo.constant dense<2.5510204e-03> : tensor<f32>
    %963 = stablehlo.broadcast_in_dim %962, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %964 = stablehlo.multiply %961, %963 : tensor<256xf32>
    %965 = stablehlo.constant dense<1.000000e-05> : tensor<f32>
    %966 = stablehlo.broadcast_in_dim %965, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %967 = stablehlo.add %964, %966 : tensor<256xf32>
    %968 = stablehlo.rsqrt %967 : tensor<256xf32>
    %969 = stablehlo.broadcast_in_dim %956, dims = [1] : (tensor<256xf32>) -> tensor<2x256x14x14xf32>
    %970 = stablehlo.subtract %951, %969 : tensor<2x256x14x14xf32>
    %971 = stablehlo.multiply %theta.layer3.2.bn1.gamma, %968 : tensor<256xf32>
    %972 = stablehlo.broadcast_in_dim %971, dims = [1] : (tensor<256xf32>) -> tensor<2x256x14x14xf32>
    %973 = stablehlo.multiply %970, %972 : tensor<2x256x14x14xf32>
    %974 = stablehlo.broadcast_in_dim %theta.layer3.2.bn1.beta, dims = [1] : (tensor<256xf32>) -> tensor<2x256x14x14xf32>
    %975 = stablehlo.add %973, %974 : tensor<2x256x14x14xf32>
    %976 = stablehlo.constant dense<1.0025575e+00> : tensor<f32>
    %977 = stablehlo.broadcast_in_dim %976, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %978 = stablehlo.multiply %964, %977 : tensor<256xf32>
    %979 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %980 = stablehlo.broadcast_in_dim %979, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %981 = stablehlo.multiply %956, %980 : tensor<256xf32>
    %982 = stablehlo.constant dense<9.000000e-01> : tensor<f32>
    %983 = stablehlo.broadcast_in_dim %982, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %984 = stablehlo.multiply %running_mean.layer3.2.bn1, %983 : tensor<256xf32>
    %985 = stablehlo.add %984, %981 : tensor<256xf32>
    %986 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %987 = stablehlo.broadcast_in_dim %986, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %988 = stablehlo.multiply %978, %987 : tensor<256xf32>
    %989 = stablehlo.constant dense<9.000000e-01> : tensor<f32>
    %990 = stablehlo.broadcast_in_dim %989, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %991 = stablehlo.multiply %running_var.layer3.2.bn1, %990 : tensor<256xf32>
    %992 = stablehlo.add %991, %988 : tensor<256xf32>
    %993 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %994 = stablehlo.broadcast_in_dim %993, dims = [] : (tensor<f32>) -> tensor<2x256x14x14xf32>
    %995 = stablehlo.maximum %975, %994 : tensor<2x256x14x14xf32>
    %996 = stablehlo.convolution(%995, %theta.layer3.2.conv2.w) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[1, 1], [1, 1]]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<2x256x14x14xf32>, tensor<256x256x3x3xf32>) -> tensor<2x256x14x14xf32>
    %997 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %998 = stablehlo.reduce(%996 init: %997) applies stablehlo.add across dimensions = [0, 2, 3] : (tensor<2x256x14x14xf32>, tensor<f32>) -> tensor<256xf32>
    %999 = stablehlo.constant dense<2.5510204e-03> : tensor<f32>
    %1000 = stablehlo.broadcast_in_dim %999, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1001 = stablehlo.multiply %998, %1000 : tensor<256xf32>
    %1002 = stablehlo.broadcast_in_dim %1001, dims = [1] : (tensor<256xf32>) -> tensor<2x256x14x14xf32>
    %1003 = stablehlo.subtract %996, %1002 : tensor<2x256x14x14xf32>
    %1004 = stablehlo.multiply %1003, %1003 : tensor<2x256x14x14xf32>
    %1005 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1006 = stablehlo.reduce(%1004 init: %1005) applies stablehlo.add across dimensions = [0, 2, 3] : (tensor<2x256x14x14xf32>, tensor<f32>) -> tensor<256xf32>
    %1007 = stablehlo.constant dense<2.5510204e-03> : tensor<f32>
    %1008 = stablehlo.broadcast_in_dim %1007, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1009 = stablehlo.multiply %1006, %1008 : tensor<256xf32>
    %1010 = stablehlo.constant dense<1.000000e-05> : tensor<f32>
    %1011 = stablehlo.broadcast_in_dim %1010, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1012 = stablehlo.add %1009, %1011 : tensor<256xf32>
    %1013 = stablehlo.rsqrt %1012 : tensor<256xf32>
    %1014 = stablehlo.broadcast_in_dim %1001, dims = [1] : (tensor<256xf32>) -> tensor<2x256x14x14xf32>
    %1015 = stablehlo.subtract %996, %1014 : tensor<2x256x14x14xf32>
    %1016 = stablehlo.multiply %theta.layer3.2.bn2.gamma, %1013 : tensor<256xf32>
    %1017 = stablehlo.broadcast_in_dim %1016, dims = [1] : (tensor<256xf32>) -> tensor<2x256x14x14xf32>
    %1018 = stablehlo.multiply %1015, %1017 : tensor<2x256x14x14xf32>
    %1019 = stablehlo.broadcast_in_dim %theta.layer3.2.bn2.beta, dims = [1] : (tensor<256xf32>) -> tensor<2x256x14x14xf32>
    %1020 = stablehlo.add %1018, %1019 : tensor<2x256x14x14xf32>
    %1021 = stablehlo.constant dense<1.0025575e+00> : tensor<f32>
    %1022 = stablehlo.broadcast_in_dim %1021, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1023 = stablehlo.multiply %1009, %1022 : tensor<256xf32>
    %1024 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1025 = stablehlo.broadcast_in_dim %1024, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1026 = stablehlo.multiply %1001, %1025 : tensor<256xf32>
    %1027 = stablehlo.constant dense<9.000000e-01> : tensor<f32>
    %1028 = stablehlo.broadcast_in_dim %1027, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1029 = stablehlo.multiply %running_mean.layer3.2.bn2, %1028 : tensor<256xf32>
    %1030 = stablehlo.add %1029, %1026 : tensor<256xf32>
    %1031 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1032 = stablehlo.broadcast_in_dim %1031, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1033 = stablehlo.multiply %1023, %1032 : tensor<256xf32>
    %1034 = stablehlo.constant dense<9.000000e-01> : tensor<f32>
    %1035 = stablehlo.broadcast_in_dim %1034, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1036 = stablehlo.multiply %running_var.layer3.2.bn2, %1035 : tensor<256xf32>
    %1037 = stablehlo.add %1036, %1033 : tensor<256xf32>
    %1038 = stablehlo.add %1020, %950 : tensor<2x256x14x14xf32>
    %1039 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1040 = stablehlo.broadcast_in_dim %1039, dims = [] : (tensor<f32>) -> tensor<2x256x14x14xf32>
    %1041 = stablehlo.maximum %1038, %1040 : tensor<2x256x14x14xf32>
    %1042 = stablehlo.convolution(%1041, %theta.layer3.3.conv1.w) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[1, 1], [1, 1]]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<2x256x14x14xf32>, tensor<256x256x3x3xf32>) -> tensor<2x256x14x14xf32>
    %1043 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1044 = stablehlo.reduce(%1042 init: %1043) applies stablehlo.add across dimensions = [0, 2, 3] : (tensor<2x256x14x14xf32>, tensor<f32>) -> tensor<256xf32>
    %1045 = stablehlo.constant dense<2.5510204e-03> : tensor<f32>
    %1046 = stablehlo.broadcast_in_dim %1045, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1047 = stablehlo.multiply %1044, %1046 : tensor<256xf32>
    %1048 = stablehlo.broadcast_in_dim %1047, dims = [1] : (tensor<256xf32>) -> tensor<2x256x14x14xf32>
    %1049 = stablehlo.subtract %1042, %1048 : tensor<2x256x14x14xf32>
    %1050 = stablehlo.multiply %1049, %1049 : tensor<2x256x14x14xf32>
    %1051 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1052 = stablehlo.reduce(%1050 init: %1051) applies stablehlo.add across dimensions = [0, 2, 3] : (tensor<2x256x14x14xf32>, tensor<f32>) -> tensor<256xf32>
    %1053 = stablehlo.constant dense<2.5510204e-03> : tensor<f32>
    %1054 = stablehlo.broadcast_in_dim %1053, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1055 = stablehlo.multiply %1052, %1054 : tensor<256xf32>
    %1056 = stablehlo.constant dense<1.000000e-05> : tensor<f32>
    %1057 = stablehlo.broadcast_in_dim %1056, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1058 = stablehlo.add %1055, %1057 : tensor<256xf32>
    %1059 = stablehlo.rsqrt %1058 : tensor<256xf32>
    %1060 = stablehlo.broadcast_in_dim %1047, dims = [1] : (tensor<256xf32>) -> tensor<2x256x14x14xf32>
    %1061 = stablehlo.subtract %1042, %1060 : tensor<2x256x14x14xf32>
    %1062 = stablehlo.multiply %theta.layer3.3.bn1.gamma, %1059 : tensor<256xf32>
    %1063 = stablehlo.broadcast_in_dim %1062, dims = [1] : (tensor<256xf32>) -> tensor<2x256x14x14xf32>
    %1064 = stablehlo.multiply %1061, %1063 : tensor<2x256x14x14xf32>
    %1065 = stablehlo.broadcast_in_dim %theta.layer3.3.bn1.beta, dims = [1] : (tensor<256xf32>) -> tensor<2x256x14x14xf32>
    %1066 = stablehlo.add %1064, %1065 : tensor<2x256x14x14xf32>
    %1067 = stablehlo.constant dense<1.0025575e+00> : tensor<f32>
    %1068 = stablehlo.broadcast_in_dim %1067, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1069 = stablehlo.multiply %1055, %1068 : tensor<256xf32>
    %1070 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1071 = stablehlo.broadcast_in_dim %1070, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1072 = stablehlo.multiply %1047, %1071 : tensor<256xf32>
    %1073 = stablehlo.constant dense<9.000000e-01> : tensor<f32>
    %1074 = stablehlo.broadcast_in_dim %1073, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1075 = stablehlo.multiply %running_mean.layer3.3.bn1, %1074 : tensor<256xf32>
    %1076 = stablehlo.add %1075, %1072 : tensor<256xf32>
    %1077 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1078 = stablehlo.broadcast_in_dim %1077, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1079 = stablehlo.multiply %1069, %1078 : tensor<256xf32>
    %1080 = stablehlo.constant dense<9.000000e-01> : tensor<f32>
    %1081 = stablehlo.broadcast_in_dim %1080, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1082 = stablehlo.multiply %running_var.layer3.3.bn1, %1081 : tensor<256xf32>
    %1083 = stablehlo.add %1082, %1079 : tensor<256xf32>
    %1084 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1085 = stablehlo.broadcast_in_dim %1084, dims = [] : (tensor<f32>) -> tensor<2x256x14x14xf32>
    %1086 = stablehlo.maximum %1066, %1085 : tensor<2x256x14x14xf32>
    %1087 = stablehlo.convolution(%1086, %theta.layer3.3.conv2.w) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[1, 1], [1, 1]]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<2x256x14x14xf32>, tensor<256x256x3x3xf32>) -> tensor<2x256x14x14xf32>
    %1088 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1089 = stablehlo.reduce(%1087 init: %1088) applies stablehlo.add across dimensions = [0, 2, 3] : (tensor<2x256x14x14xf32>, tensor<f32>) -> tensor<256xf32>
    %1090 = stablehlo.constant dense<2.5510204e-03> : tensor<f32>
    %1091 = stablehlo.broadcast_in_dim %1090, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1092 = stablehlo.multiply %1089, %1091 : tensor<256xf32>
    %1093 = stablehlo.broadcast_in_dim %1092, dims = [1] : (tensor<256xf32>) -> tensor<2x256x14x14xf32>
    %1094 = stablehlo.subtract %1087, %1093 : tensor<2x256x14x14xf32>
    %1095 = stablehlo.multiply %1094, %1094 : tensor<2x256x14x14xf32>
    %1096 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1097 = stablehlo.reduce(%1095 init: %1096) applies stablehlo.add across dimensions = [0, 2, 3] : (tensor<2x256x14x14xf32>, tensor<f32>) -> tensor<256xf32>
    %1098 = stablehlo.constant dense<2.5510204e-03> : tensor<f32>
    %1099 = stablehlo.broadcast_in_dim %1098, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1100 = stablehlo.multiply %1097, %1099 : tensor<256xf32>
    %1101 = stablehlo.constant dense<1.000000e-05> : tensor<f32>
    %1102 = stablehlo.broadcast_in_dim %1101, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1103 = stablehlo.add %1100, %1102 : tensor<256xf32>
    %1104 = stablehlo.rsqrt %1103 : tensor<256xf32>
    %1105 = stablehlo.broadcast_in_dim %1092, dims = [1] : (tensor<256xf32>) -> tensor<2x256x14x14xf32>
    %1106 = stablehlo.subtract %1087, %1105 : tensor<2x256x14x14xf32>
    %1107 = stablehlo.multiply %theta.layer3.3.bn2.gamma, %1104 : tensor<256xf32>
    %1108 = stablehlo.broadcast_in_dim %1107, dims = [1] : (tensor<256xf32>) -> tensor<2x256x14x14xf32>
    %1109 = stablehlo.multiply %1106, %1108 : tensor<2x256x14x14xf32>
    %1110 = stablehlo.broadcast_in_dim %theta.layer3.3.bn2.beta, dims = [1] : (tensor<256xf32>) -> tensor<2x256x14x14xf32>
    %1111 = stablehlo.add %1109, %1110 : tensor<2x256x14x14xf32>
    %1112 = stablehlo.constant dense<1.0025575e+00> : tensor<f32>
    %1113 = stablehlo.broadcast_in_dim %1112, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1114 = stablehlo.multiply %1100, %1113 : tensor<256xf32>
    %1115 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1116 = stablehlo.broadcast_in_dim %1115, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1117 = stablehlo.multiply %1092, %1116 : tensor<256xf32>
    %1118 = stablehlo.constant dense<9.000000e-01> : tensor<f32>
    %1119 = stablehlo.broadcast_in_dim %1118, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1120 = stablehlo.multiply %running_mean.layer3.3.bn2, %1119 : tensor<256xf32>
    %1121 = stablehlo.add %1120, %1117 : tensor<256xf32>
    %1122 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1123 = stablehlo.broadcast_in_dim %1122, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1124 = stablehlo.multiply %1114, %1123 : tensor<256xf32>
    %1125 = stablehlo.constant dense<9.000000e-01> : tensor<f32>
    %1126 = stablehlo.broadcast_in_dim %1125, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1127 = stablehlo.multiply %running_var.layer3.3.bn2, %1126 : tensor<256xf32>
    %1128 = stablehlo.add %1127, %1124 : tensor<256xf32>
    %1129 = stablehlo.add %1111, %1041 : tensor<2x256x14x14xf32>
    %1130 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1131 = stablehlo.broadcast_in_dim %1130, dims = [] : (tensor<f32>) -> tensor<2x256x14x14xf32>
    %1132 = stablehlo.maximum %1129, %1131 : tensor<2x256x14x14xf32>
    %1133 = stablehlo.convolution(%1132, %theta.layer3.4.conv1.w) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[1, 1], [1, 1]]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<2x256x14x14xf32>, tensor<256x256x3x3xf32>) -> tensor<2x256x14x14xf32>
    %1134 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1135 = stablehlo.reduce(%1133 init: %1134) applies stablehlo.add across dimensions = [0, 2, 3] : (tensor<2x256x14x14xf32>, tensor<f32>) -> tensor<256xf32>
    %1136 = stablehlo.constant dense<2.5510204e-03> : tensor<f32>
    %1137 = stablehlo.broadcast_in_dim %1136, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1138 = stablehlo.multiply %1135, %1137 : tensor<256xf32>
    %1139 = stablehlo.broadcast_in_dim %1138, dims = [1] : (tensor<256xf32>) -> tensor<2x256x14x14xf32>
    %1140 = stablehlo.subtract %1133, %1139 : tensor<2x256x14x14xf32>
    %1141 = stablehlo.multiply %1140, %1140 : tensor<2x256x14x14xf32>
    %1142 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1143 = stablehlo.reduce(%1141 init: %1142) applies stablehlo.add across dimensions = [0, 2, 3] : (tensor<2x256x14x14xf32>, tensor<f32>) -> tensor<256xf32>
    %1144 = stablehlo.constant dense<2.5510204e-03> : tensor<f32>
    %1145 = stablehlo.broadcast_in_dim %1144, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1146 = stablehlo.multiply %1143, %1145 : tensor<256xf32>
    %1147 = stablehlo.constant dense<1.000000e-05> : tensor<f32>
    %1148 = stablehlo.broadcast_in_dim %1147, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1149 = stablehlo.add %1146, %1148 : tensor<256xf32>
    %1150 = stablehlo.rsqrt %1149 : tensor<256xf32>
    %1151 = stablehlo.broadcast_in_dim %1138, dims = [1] : (tensor<256xf32>) -> tensor<2x256x14x14xf32>
    %1152 = stablehlo.subtract %1133, %1151 : tensor<2x256x14x14xf32>
    %1153 = stablehlo.multiply %theta.layer3.4.bn1.gamma, %1150 : tensor<256xf32>
    %1154 = stablehlo.broadcast_in_dim %1153, dims = [1] : (tensor<256xf32>) -> tensor<2x256x14x14xf32>
    %1155 = stablehlo.multiply %1152, %1154 : tensor<2x256x14x14xf32>
    %1156 = stablehlo.broadcast_in_dim %theta.layer3.4.bn1.beta, dims = [1] : (tensor<256xf32>) -> tensor<2x256x14x14xf32>
    %1157 = stablehlo.add %1155, %1156 : tensor<2x256x14x14xf32>
    %1158 = stablehlo.constant dense<1.0025575e+00> : tensor<f32>
    %1159 = stablehlo.broadcast_in_dim %1158, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1160 = stablehlo.multiply %1146, %1159 : tensor<256xf32>
    %1161 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1162 = stablehlo.broadcast_in_dim %1161, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1163 = stablehlo.multiply %1138, %1162 : tensor<256xf32>
    %1164 = stablehlo.constant dense<9.000000e-01> : tensor<f32>
    %1165 = stablehlo.broadcast_in_dim %1164, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1166 = stablehlo.multiply %running_mean.layer3.4.bn1, %1165 : tensor<256xf32>
    %1167 = stablehlo.add %1166, %1163 : tensor<256xf32>
    %1168 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1169 = stablehlo.broadcast_in_dim %1168, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1170 = stablehlo.multiply %1160, %1169 : tensor<256xf32>
    %1171 = stablehlo.constant dense<9.000000e-01> : tensor<f32>
    %1172 = stablehlo.broadcast_in_dim %1171, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1173 = stablehlo.multiply %running_var.layer3.4.bn1, %1172 : tensor<256xf32>
    %1174 = stablehlo.add %1173, %1170 : tensor<256xf32>
    %1175 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1176 = stablehlo.broadcast_in_dim %1175, dims = [] : (tensor<f32>) -> tensor<2x256x14x14xf32>
    %1177 = stablehlo.maximum %1157, %1176 : tensor<2x256x14x14xf32>
    %1178 = stablehlo.convolution(%1177, %theta.layer3.4.conv2.w) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[1, 1], [1, 1]]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<2x256x14x14xf32>, tensor<256x256x3x3xf32>) -> tensor<2x256x14x14xf32>
    %1179 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1180 = stablehlo.reduce(%1178 init: %1179) applies stablehlo.add across dimensions = [0, 2, 3] : (tensor<2x256x14x14xf32>, tensor<f32>) -> tensor<256xf32>
    %1181 = stablehlo.constant dense<2.5510204e-03> : tensor<f32>
    %1182 = stablehlo.broadcast_in_dim %1181, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1183 = stablehlo.multiply %1180, %1182 : tensor<256xf32>
    %1184 = stablehlo.broadcast_in_dim %1183, dims = [1] : (tensor<256xf32>) -> tensor<2x256x14x14xf32>
    %1185 = stablehlo.subtract %1178, %1184 : tensor<2x256x14x14xf32>
    %1186 = stablehlo.multiply %1185, %1185 : tensor<2x256x14x14xf32>
    %1187 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1188 = stablehlo.reduce(%1186 init: %1187) applies stablehlo.add across dimensions = [0, 2, 3] : (tensor<2x256x14x14xf32>, tensor<f32>) -> tensor<256xf32>
    %1189 = stablehlo.constant dense<2.5510204e-03> : tensor<f32>
    %1190 = stablehlo.broadcast_in_dim %1189, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1191 = stablehlo.multiply %1188, %1190 : tensor<256xf32>
    %1192 = stablehlo.constant dense<1.000000e-05> : tensor<f32>
    %1193 = stablehlo.broadcast_in_dim %1192, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1194 = stablehlo.add %1191, %1193 : tensor<256xf32>
    %1195 = stablehlo.rsqrt %1194 : tensor<256xf32>
    %1196 = stablehlo.broadcast_in_dim %1183, dims = [1] : (tensor<256xf32>) -> tensor<2x256x14x14xf32>
    %1197 = stablehlo.subtract %1178, %1196 : tensor<2x256x14x14xf32>
    %1198 = stablehlo.multiply %theta.layer3.4.bn2.gamma, %1195 : tensor<256xf32>
    %1199 = stablehlo.broadcast_in_dim %1198, dims = [1] : (tensor<256xf32>) -> tensor<2x256x14x14xf32>
    %1200 = stablehlo.multiply %1197, %1199 : tensor<2x256x14x14xf32>
    %1201 = stablehlo.broadcast_in_dim %theta.layer3.4.bn2.beta, dims = [1] : (tensor<256xf32>) -> tensor<2x256x14x14xf32>
    %1202 = stablehlo.add %1200, %1201 : tensor<2x256x14x14xf32>
    %1203 = stablehlo.constant dense<1.0025575e+00> : tensor<f32>
    %1204 = stablehlo.broadcast_in_dim %1203, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1205 = stablehlo.multiply %1191, %1204 : tensor<256xf32>
    %1206 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1207 = stablehlo.broadcast_in_dim %1206, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1208 = stablehlo.multiply %1183, %1207 : tensor<256xf32>
    %1209 = stablehlo.constant dense<9.000000e-01> : tensor<f32>
    %1210 = stablehlo.broadcast_in_dim %1209, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1211 = stablehlo.multiply %running_mean.layer3.4.bn2, %1210 : tensor<256xf32>
    %1212 = stablehlo.add %1211, %1208 : tensor<256xf32>
    %1213 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1214 = stablehlo.broadcast_in_dim %1213, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1215 = stablehlo.multiply %1205, %1214 : tensor<256xf32>
    %1216 = stablehlo.constant dense<9.000000e-01> : tensor<f32>
    %1217 = stablehlo.broadcast_in_dim %1216, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1218 = stablehlo.multiply %running_var.layer3.4.bn2, %1217 : tensor<256xf32>
    %1219 = stablehlo.add %1218, %1215 : tensor<256xf32>
    %1220 = stablehlo.add %1202, %1132 : tensor<2x256x14x14xf32>
    %1221 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1222 = stablehlo.broadcast_in_dim %1221, dims = [] : (tensor<f32>) -> tensor<2x256x14x14xf32>
    %1223 = stablehlo.maximum %1220, %1222 : tensor<2x256x14x14xf32>
    %1224 = stablehlo.convolution(%1223, %theta.layer3.5.conv1.w) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[1, 1], [1, 1]]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<2x256x14x14xf32>, tensor<256x256x3x3xf32>) -> tensor<2x256x14x14xf32>
    %1225 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1226 = stablehlo.reduce(%1224 init: %1225) applies stablehlo.add across dimensions = [0, 2, 3] : (tensor<2x256x14x14xf32>, tensor<f32>) -> tensor<256xf32>
    %1227 = stablehlo.constant dense<2.5510204e-03> : tensor<f32>
    %1228 = stablehlo.broadcast_in_dim %1227, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1229 = stablehlo.multiply %1226, %1228 : tensor<256xf32>
    %1230 = stablehlo.broadcast_in_dim %1229, dims = [1] : (tensor<256xf32>) -> tensor<2x256x14x14xf32>
    %1231 = stablehlo.subtract %1224, %1230 : tensor<2x256x14x14xf32>
    %1232 = stablehlo.multiply %1231, %1231 : tensor<2x256x14x14xf32>
    %1233 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1234 = stablehlo.reduce(%1232 init: %1233) applies stablehlo.add across dimensions = [0, 2, 3] : (tensor<2x256x14x14xf32>, tensor<f32>) -> tensor<256xf32>
    %1235 = stablehlo.constant dense<2.5510204e-03> : tensor<f32>
    %1236 = stablehlo.broadcast_in_dim %1235, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1237 = stablehlo.multiply %1234, %1236 : tensor<256xf32>
    %1238 = stablehlo.constant dense<1.000000e-05> : tensor<f32>
    %1239 = stablehlo.broadcast_in_dim %1238, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1240 = stablehlo.add %1237, %1239 : tensor<256xf32>
    %1241 = stablehlo.rsqrt %1240 : tensor<256xf32>
    %1242 = stablehlo.broadcast_in_dim %1229, dims = [1] : (tensor<256xf32>) -> tensor<2x256x14x14xf32>
    %1243 = stablehlo.subtract %1224, %1242 : tensor<2x256x14x14xf32>
    %1244 = stablehlo.multiply %theta.layer3.5.bn1.gamma, %1241 : tensor<256xf32>
    %1245 = stablehlo.broadcast_in_dim %1244, dims = [1] : (tensor<256xf32>) -> tensor<2x256x14x14xf32>
    %1246 = stablehlo.multiply %1243, %1245 : tensor<2x256x14x14xf32>
    %1247 = stablehlo.broadcast_in_dim %theta.layer3.5.bn1.beta, dims = [1] : (tensor<256xf32>) -> tensor<2x256x14x14xf32>
    %1248 = stablehlo.add %1246, %1247 : tensor<2x256x14x14xf32>
    %1249 = stablehlo.constant dense<1.0025575e+00> : tensor<f32>
    %1250 = stablehlo.broadcast_in_dim %1249, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1251 = stablehlo.multiply %1237, %1250 : tensor<256xf32>
    %1252 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1253 = stablehlo.broadcast_in_dim %1252, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1254 = stablehlo.multiply %1229, %1253 : tensor<256xf32>
    %1255 = stablehlo.constant dense<9.000000e-01> : tensor<f32>
    %1256 = stablehlo.broadcast_in_dim %1255, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1257 = stablehlo.multiply %running_mean.layer3.5.bn1, %1256 : tensor<256xf32>
    %1258 = stablehlo.add %1257, %1254 : tensor<256xf32>
    %1259 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1260 = stablehlo.broadcast_in_dim %1259, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1261 = stablehlo.multiply %1251, %1260 : tensor<256xf32>
    %1262 = stablehlo.constant dense<9.000000e-01> : tensor<f32>
    %1263 = stablehlo.broadcast_in_dim %1262, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1264 = stablehlo.multiply %running_var.layer3.5.bn1, %1263 : tensor<256xf32>
    %1265 = stablehlo.add %1264, %1261 : tensor<256xf32>
    %1266 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1267 = stablehlo.broadcast_in_dim %1266, dims = [] : (tensor<f32>) -> tensor<2x256x14x14xf32>
    %1268 = stablehlo.maximum %1248, %1267 : tensor<2x256x14x14xf32>
    %1269 = stablehlo.convolution(%1268, %theta.layer3.5.conv2.w) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[1, 1], [1, 1]]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<2x256x14x14xf32>, tensor<256x256x3x3xf32>) -> tensor<2x256x14x14xf32>
    %1270 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1271 = stablehlo.reduce(%1269 init: %1270) applies stablehlo.add across dimensions = [0, 2, 3] : (tensor<2x256x14x14xf32>, tensor<f32>) -> tensor<256xf32>
    %1272 = stablehlo.constant dense<2.5510204e-03> : tensor<f32>
    %1273 = stablehlo.broadcast_in_dim %1272, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1274 = stablehlo.multiply %1271, %1273 : tensor<256xf32>
    %1275 = stablehlo.broadcast_in_dim %1274, dims = [1] : (tensor<256xf32>) -> tensor<2x256x14x14xf32>
    %1276 = stablehlo.subtract %1269, %1275 : tensor<2x256x14x14xf32>
    %1277 = stablehlo.multiply %1276, %1276 : tensor<2x256x14x14xf32>
    %1278 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1279 = stablehlo.reduce(%1277 init: %1278) applies stablehlo.add across dimensions = [0, 2, 3] : (tensor<2x256x14x14xf32>, tensor<f32>) -> tensor<256xf32>
    %1280 = stablehlo.constant dense<2.5510204e-03> : tensor<f32>
    %1281 = stablehlo.broadcast_in_dim %1280, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1282 = stablehlo.multiply %1279, %1281 : tensor<256xf32>
    %1283 = stablehlo.constant dense<1.000000e-05> : tensor<f32>
    %1284 = stablehlo.broadcast_in_dim %1283, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1285 = stablehlo.add %1282, %1284 : tensor<256xf32>
    %1286 = stablehlo.rsqrt %1285 : tensor<256xf32>
    %1287 = stablehlo.broadcast_in_dim %1274, dims = [1] : (tensor<256xf32>) -> tensor<2x256x14x14xf32>
    %1288 = stablehlo.subtract %1269, %1287 : tensor<2x256x14x14xf32>
    %1289 = stablehlo.multiply %theta.layer3.5.bn2.gamma, %1286 : tensor<256xf32>
    %1290 = stablehlo.broadcast_in_dim %1289, dims = [1] : (tensor<256xf32>) -> tensor<2x256x14x14xf32>
    %1291 = stablehlo.multiply %1288, %1290 : tensor<2x256x14x14xf32>
    %1292 = stablehlo.broadcast_in_dim %theta.layer3.5.bn2.beta, dims = [1] : (tensor<256xf32>) -> tensor<2x256x14x14xf32>
    %1293 = stablehlo.add %1291, %1292 : tensor<2x256x14x14xf32>
    %1294 = stablehlo.constant dense<1.0025575e+00> : tensor<f32>
    %1295 = stablehlo.broadcast_in_dim %1294, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1296 = stablehlo.multiply %1282, %1295 : tensor<256xf32>
    %1297 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1298 = stablehlo.broadcast_in_dim %1297, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1299 = stablehlo.multiply %1274, %1298 : tensor<256xf32>
    %1300 = stablehlo.constant dense<9.000000e-01> : tensor<f32>
    %1301 = stablehlo.broadcast_in_dim %1300, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1302 = stablehlo.multiply %running_mean.layer3.5.bn2, %1301 : tensor<256xf32>
    %1303 = stablehlo.add %1302, %1299 : tensor<256xf32>
    %1304 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1305 = stablehlo.broadcast_in_dim %1304, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1306 = stablehlo.multiply %1296, %1305 : tensor<256xf32>
    %1307 = stablehlo.constant dense<9.000000e-01> : tensor<f32>
    %1308 = stablehlo.broadcast_in_dim %1307, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1309 = stablehlo.multiply %running_var.layer3.5.bn2, %1308 : tensor<256xf32>
    %1310 = stablehlo.add %1309, %1306 : tensor<256xf32>
    %1311 = stablehlo.add %1293, %1223 : tensor<2x256x14x14xf32>
    %1312 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1313 = stablehlo.broadcast_in_dim %1312, dims = [] : (tensor<f32>) -> tensor<2x256x14x14xf32>
    %1314 = stablehlo.maximum %1311, %1313 : tensor<2x256x14x14xf32>
    %1315 = stablehlo.convolution(%1314, %theta.layer4.0.conv1.w) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [2, 2], pad = [[1, 1], [1, 1]]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<2x256x14x14xf32>, tensor<512x256x3x3xf32>) -> tensor<2x512x7x7xf32>
    %1316 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1317 = stablehlo.reduce(%1315 init: %1316) applies stablehlo.add across dimensions = [0, 2, 3] : (tensor<2x512x7x7xf32>, tensor<f32>) -> tensor<512xf32>
    %1318 = stablehlo.constant dense<1.0204081e-02> : tensor<f32>
    %1319 = stablehlo.broadcast_in_dim %1318, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %1320 = stablehlo.multiply %1317, %1319 : tensor<512xf32>
    %1321 = stablehlo.broadcast_in_dim %1320, dims = [1] : (tensor<512xf32>) -> tensor<2x512x7x7xf32>
    %1322 = stablehlo.subtract %1315, %1321 : tensor<2x512x7x7xf32>
    %1323 = stablehlo.multiply %1322, %1322 : tensor<2x512x7x7xf32>
    %1324 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1325 = stablehlo.reduce(%1323 init: %1324) applies stablehlo.add across dimensions = [0, 2, 3] : (tensor<2x512x7x7xf32>, tensor<f32>) -> tensor<512xf32>
    %1326 = stablehlo.constant dense<1.0204081e-02> : tensor<f32>
    %1327 = stablehlo.broadcast_in_dim %1326, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %1328 = stablehlo.multiply %1325, %1327 : tensor<512xf32>
    %1329 = stablehlo.constant dense<1.000000e-05> : tensor<f32>
    %1330 = stablehlo.broadcast_in_dim %1329, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %1331 = stablehlo.add %1328, %1330 : tensor<512xf32>
    %1332 = stablehlo.rsqrt %1331 : tensor<512xf32>
    %1333 = stablehlo.broadcast_in_dim %1320, dims = [1] : (tensor<512xf32>) -> tensor<2x512x7x7xf32>
    %1334 = stablehlo.subtract %1315, %1333 : tensor<2x512x7x7xf32>
    %1335 = stablehlo.multiply %theta.layer4.0.bn1.gamma, %1332 : tensor<512xf32>
    %1336 = stablehlo.broadcast_in_dim %1335, dims = [1] : (tensor<512xf32>) -> tensor<2x512x7x7xf32>
    %1337 = stablehlo.multiply %1334, %1336 : tensor<2x512x7x7xf32>
    %1338 = stablehlo.broadcast_in_dim %theta.layer4.0.bn1.beta, dims = [1] : (tensor<512xf32>) -> tensor<2x512x7x7xf32>
    %1339 = stablehlo.add %1337, %1338 : tensor<2x512x7x7xf32>
    %1340 = stablehlo.constant dense<1.0103092e+00> : tensor<f32>
    %1341 = stablehlo.broadcast_in_dim %1340, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %1342 = stablehlo.multiply %1328, %1341 : tensor<512xf32>
    %1343 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1344 = stablehlo.broadcast_in_dim %1343, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %1345 = stablehlo.multiply %1320, %1344 : tensor<512xf32>
    %1346 = stablehlo.constant dense<9.000000e-01> : tensor<f32>
    %1347 = stablehlo.broadcast_in_dim %1346, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %1348 = stablehlo.multiply %running_mean.layer4.0.bn1, %1347 : tensor<512xf32>
    %1349 = stablehlo.add %1348, %1345 : tensor<512xf32>
    %1350 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1351 = stablehlo.broadcast_in_dim %1350, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %1352 = stablehlo.multiply %1342, %1351 : tensor<512xf32>
    %1353 = stablehlo.constant dense<9.000000e-01> : tensor<f32>
    %1354 = stablehlo.broadcast_in_dim %1353, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %1355 = stablehlo.multiply %running_var.layer4.0.bn1, %1354 : tensor<512xf32>
    %1356 = stablehlo.add %1355, %1352 : tensor<512xf32>
    %1357 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1358 = stablehlo.broadcast_in_dim %1357, dims = [] : (tensor<f32>) -> tensor<2x512x7x7xf32>
    %1359 = stablehlo.maximum %1339, %1358 : tensor<2x512x7x7xf32>
    %1360 = stablehlo.convolution(%1359, %theta.layer4.0.conv2.w) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[1, 1], [1, 1]]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<2x512x7x7xf32>, tensor<512x512x3x3xf32>) -> tensor<2x512x7x7xf32>
    %1361 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1362 = stablehlo.reduce(%1360 init: %1361) applies stablehlo.add across dimensions = [0, 2, 3] : (tensor<2x512x7x7xf32>, tensor<f32>) -> tensor<512xf32>
    %1363 = stablehlo.constant dense<1.0204081e-02> : tensor<f32>
    %1364 = stablehlo.broadcast_in_dim %1363, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %1365 = stablehlo.multiply %1362, %1364 : tensor<512xf32>
    %1366 = stablehlo.broadcast_in_dim %1365, dims = [1] : (tensor<512xf32>) -> tensor<2x512x7x7xf32>
    %1367 = stablehlo.subtract %1360, %1366 : tensor<2x512x7x7xf32>
    %1368 = stablehlo.multiply %1367, %1367 : tensor<2x512x7x7xf32>
    %1369 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1370 = stablehlo.reduce(%1368 init: %1369) applies stablehlo.add across dimensions = [0, 2, 3] : (tensor<2x512x7x7xf32>, tensor<f32>) -> tensor<512xf32>
    %1371 = stablehlo.constant dense<1.0204081e-02> : tensor<f32>
    %1372 = stablehlo.broadcast_in_dim %1371, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %1373 = stablehlo.multiply %1370, %1372 : tensor<512xf32>
    %1374 = stablehlo.constant dense<1.000000e-05> : tensor<f32>
    %1375 = stablehlo.broadcast_in_dim %1374, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %1376 = stablehlo.add %1373, %1375 : tensor<512xf32>
    %1377 = stablehlo.rsqrt %1376 : tensor<512xf32>
    %1378 = stablehlo.broadcast_in_dim %1365, dims = [1] : (tensor<512xf32>) -> tensor<2x512x7x7xf32>
    %1379 = stablehlo.subtract %1360, %1378 : tensor<2x512x7x7xf32>
    %1380 = stablehlo.multiply %theta.layer4.0.bn2.gamma, %1377 : tensor<512xf32>
    %1381 = stablehlo.broadcast_in_dim %1380, dims = [1] : (tensor<512xf32>) -> tensor<2x512x7x7xf32>
    %1382 = stablehlo.multiply %1379, %1381 : tensor<2x512x7x7xf32>
    %1383 = stablehlo.broadcast_in_dim %theta.layer4.0.bn2.beta, dims = [1] : (tensor<512xf32>) -> tensor<2x512x7x7xf32>
    %1384 = stablehlo.add %1382, %1383 : tensor<2x512x7x7xf32>
    %1385 = stablehlo.constant dense<1.0103092e+00> : tensor<f32>
    %1386 = stablehlo.broadcast_in_dim %1385, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %1387 = stablehlo.multiply %1373, %1386 : tensor<512xf32>
    %1388 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1389 = stablehlo.broadcast_in_dim %1388, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %1390 = stablehlo.multiply %1365, %1389 : tensor<512xf32>
    %1391 = stablehlo.constant dense<9.000000e-01> : tensor<f32>
    %1392 = stablehlo.broadcast_in_dim %1391, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %1393 = stablehlo.multiply %running_mean.layer4.0.bn2, %1392 : tensor<512xf32>
    %1394 = stablehlo.add %1393, %1390 : tensor<512xf32>
    %1395 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1396 = stablehlo.broadcast_in_dim %1395, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %1397 = stablehlo.multiply %1387, %1396 : tensor<512xf32>
    %1398 = stablehlo.constant dense<9.000000e-01> : tensor<f32>
    %1399 = stablehlo.broadcast_in_dim %1398, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %1400 = stablehlo.multiply %running_var.layer4.0.bn2, %1399 : tensor<512xf32>
    %1401 = stablehlo.add %1400, %1397 : tensor<512xf32>
    %1402 = stablehlo.convolution(%1314, %theta.layer4.0.downsample.0.w) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [2, 2], pad = [[0, 0], [0, 0]]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<2x256x14x14xf32>, tensor<512x256x1x1xf32>) -> tensor<2x512x7x7xf32>
    %1403 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1404 = stablehlo.reduce(%1402 init: %1403) applies stablehlo.add across dimensions = [0, 2, 3] : (tensor<2x512x7x7xf32>, tensor<f32>) -> tensor<512xf32>
    %1405 = stablehlo.constant dense<1.0204081e-02> : tensor<f32>
    %1406 = stablehlo.broadcast_in_dim %1405, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %1407 = stablehlo.multiply %1404, %1406 : tensor<512xf32>
    %1408 = stablehlo.broadcast_in_dim %1407, dims = [1] : (tensor<512xf32>) -> tensor<2x512x7x7xf32>
    %1409 = stablehlo.subtract %1402, %1408 : tensor<2x512x7x7xf32>
    %1410 = stablehlo.multiply %1409, %1409 : tensor<2x512x7x7xf32>
    %1411 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1412 = stablehlo.reduce(%1410 init: %1411) applies stablehlo.add across dimensions = [0, 2, 3] : (tensor<2x512x7x7xf32>, tensor<f32>) -> tensor<512xf32>
    %1413 = stablehlo.constant dense<1.0204081e-02> : tensor<f32>
    %1414 = stablehlo.broadcast_in_dim %1413, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %1415 = stablehlo.multiply %1412, %1414 : tensor<512xf32>
    %1416 = stablehlo.constant dense<1.000000e-05> : tensor<f32>
    %1417 = stablehlo.broadcast_in_dim %1416, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %1418 = stablehlo.add %1415, %1417 : tensor<512xf32>
    %1419 = stablehlo.rsqrt %1418 : tensor<512xf32>
    %1420 = stablehlo.broadcast_in_dim %1407, dims = [1] : (tensor<512xf32>) -> tensor<2x512x7x7xf32>
    %1421 = stablehlo.subtract %1402, %1420 : tensor<2x512x7x7xf32>
    %1422 = stablehlo.multiply %theta.layer4.0.downsample.1.gamma, %1419 : tensor<512xf32>
    %1423 = stablehlo.broadcast_in_dim %1422, dims = [1] : (tensor<512xf32>) -> tensor<2x512x7x7xf32>
    %1424 = stablehlo.multiply %1421, %1423 : tensor<2x512x7x7xf32>
    %1425 = stablehlo.broadcast_in_dim %theta.layer4.0.downsample.1.beta, dims = [1] : (tensor<512xf32>) -> tensor<2x512x7x7xf32>
    %1426 = stablehlo.add %1424, %1425 : tensor<2x512x7x7xf32>
    %1427 = stablehlo.constant dense<1.0103092e+00> : tensor<f32>
    %1428 = stablehlo.broadcast_in_dim %1427, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %1429 = stablehlo.multiply %1415, %1428 : tensor<512xf32>
    %1430 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1431 = stablehlo.broadcast_in_dim %1430, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %1432 = stablehlo.multiply %1407, %1431 : tensor<512xf32>
    %1433 = stablehlo.constant dense<9.000000e-01> : tensor<f32>
    %1434 = stablehlo.broadcast_in_dim %1433, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %1435 = stablehlo.multiply %running_mean.layer4.0.downsample.1, %1434 : tensor<512xf32>
    %1436 = stablehlo.add %1435, %1432 : tensor<512xf32>
    %1437 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1438 = stablehlo.broadcast_in_dim %1437, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %1439 = stablehlo.multiply %1429, %1438 : tensor<512xf32>
    %1440 = stablehlo.constant dense<9.000000e-01> : tensor<f32>
    %1441 = stablehlo.broadcast_in_dim %1440, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %1442 = stablehlo.multiply %running_var.layer4.0.downsample.1, %1441 : tensor<512xf32>
    %1443 = stablehlo.add %1442, %1439 : tensor<512xf32>
    %1444 = stablehlo.add %1384, %1426 : tensor<2x512x7x7xf32>
    %1445 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1446 = stablehlo.broadcast_in_dim %1445, dims = [] : (tensor<f32>) -> tensor<2x512x7x7xf32>
    %1447 = stablehlo.maximum %1444, %1446 : tensor<2x512x7x7xf32>
    %1448 = stablehlo.convolution(%1447, %theta.layer4.1.conv1.w) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[1, 1], [1, 1]]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<2x512x7x7xf32>, tensor<512x512x3x3xf32>) -> tensor<2x512x7x7xf32>
    %1449 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1450 = stablehlo.reduce(%1448 init: %1449) applies stablehlo.add across dimensions = [0, 2, 3] : (tensor<2x512x7x7xf32>, tensor<f32>) -> tensor<512xf32>
    %1451 = stablehlo.constant dense<1.0204081e-02> : tensor<f32>
    %1452 = stablehlo.broadcast_in_dim %1451, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %1453 = stablehlo.multiply %1450, %1452 : tensor<512xf32>
    %1454 = stablehlo.broadcast_in_dim %1453, dims = [1] : (tensor<512xf32>) -> tensor<2x512x7x7xf32>
    %1455 = stablehlo.subtract %1448, %1454 : tensor<2x512x7x7xf32>
    %1456 = stablehlo.multiply %1455, %1455 : tensor<2x512x7x7xf32>
    %1457 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1458 = stablehlo.reduce(%1456 init: %1457) applies stablehlo.add across dimensions = [0, 2, 3] : (tensor<2x512x7x7xf32>, tensor<f32>) -> tensor<512xf32>
    %1459 = stablehlo.constant dense<1.0204081e-02> : tensor<f32>
    %1460 = stablehlo.broadcast_in_dim %1459, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %1461 = stablehlo.multiply %1458, %1460 : tensor<512xf32>
    %1462 = stablehlo.constant dense<1.000000e-05> : tensor<f32>
    %1463 = stablehlo.broadcast_in_dim %1462, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %1464 = stablehlo.add %1461, %1463 : tensor<512xf32>
    %1465 = stablehlo.rsqrt %1464 : tensor<512xf32>
    %1466 = stablehlo.broadcast_in_dim %1453, dims = [1] : (tensor<512xf32>) -> tensor<2x512x7x7xf32>
    %1467 = stablehlo.subtract %1448, %1466 : tensor<2x512x7x7xf32>
    %1468 = stablehlo.multiply %theta.layer4.1.bn1.gamma, %1465 : tensor<512xf32>
    %1469 = stablehlo.broadcast_in_dim %1468, dims = [1] : (tensor<512xf32>) -> tensor<2x512x7x7xf32>
    %1470 = stablehlo.multiply %1467, %1469 : tensor<2x512x7x7xf32>
    %1471 = stablehlo.broadcast_in_dim %theta.layer4.1.bn1.beta, dims = [1] : (tensor<512xf32>) -> tensor<2x512x7x7xf32>
    %1472 = stablehlo.add %1470, %1471 : tensor<2x512x7x7xf32>
    %1473 = stablehlo.constant dense<1.0103092e+00> : tensor<f32>
    %1474 = stablehlo.broadcast_in_dim %1473, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %1475 = stablehlo.multiply %1461, %1474 : tensor<512xf32>
    %1476 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1477 = stablehlo.broadcast_in_dim %1476, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %1478 = stablehlo.multiply %1453, %1477 : tensor<512xf32>
    %1479 = stablehlo.constant dense<9.000000e-01> : tensor<f32>
    %1480 = stablehlo.broadcast_in_dim %1479, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %1481 = stablehlo.multiply %running_mean.layer4.1.bn1, %1480 : tensor<512xf32>
    %1482 = stablehlo.add %1481, %1478 : tensor<512xf32>
    %1483 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1484 = stablehlo.broadcast_in_dim %1483, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %1485 = stablehlo.multiply %1475, %1484 : tensor<512xf32>
    %1486 = stablehlo.constant dense<9.000000e-01> : tensor<f32>
    %1487 = stablehlo.broadcast_in_dim %1486, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %1488 = stablehlo.multiply %running_var.layer4.1.bn1, %1487 : tensor<512xf32>
    %1489 = stablehlo.add %1488, %1485 : tensor<512xf32>
    %1490 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1491 = stablehlo.broadcast_in_dim %1490, dims = [] : (tensor<f32>) -> tensor<2x512x7x7xf32>
    %1492 = stablehlo.maximum %1472, %1491 : tensor<2x512x7x7xf32>
    %1493 = stablehlo.convolution(%1492, %theta.layer4.1.conv2.w) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[1, 1], [1, 1]]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<2x512x7x7xf32>, tensor<512x512x3x3xf32>) -> tensor<2x512x7x7xf32>
    %1494 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1495 = stablehlo.reduce(%1493 init: %1494) applies stablehlo.add across dimensions = [0, 2, 3] : (tensor<2x512x7x7xf32>, tensor<f32>) -> tensor<512xf32>
    %1496 = stablehlo.constant dense<1.0204081e-02> : tensor<f32>
    %1497 = stablehlo.broadcast_in_dim %1496, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %1498 = stablehlo.multiply %1495, %1497 : tensor<512xf32>
    %1499 = stablehlo.broadcast_in_dim %1498, dims = [1] : (tensor<512xf32>) -> tensor<2x512x7x7xf32>
    %1500 = stablehlo.subtract %1493, %1499 : tensor<2x512x7x7xf32>
    %1501 = stablehlo.multiply %1500, %1500 : tensor<2x512x7x7xf32>
    %1502 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1503 = stablehlo.reduce(%1501 init: %1502) applies stablehlo.add across dimensions = [0, 2, 3] : (tensor<2x512x7x7xf32>, tensor<f32>) -> tensor<512xf32>
    %1504 = stablehlo.constant dense<1.0204081e-02> : tensor<f32>
    %1505 = stablehlo.broadcast_in_dim %1504, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %1506 = stablehlo.multiply %1503, %1505 : tensor<512xf32>
    %1507 = stablehlo.constant dense<1.000000e-05> : tensor<f32>
    %1508 = stablehlo.broadcast_in_dim %1507, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %1509 = stablehlo.add %1506, %1508 : tensor<512xf32>
    %1510 = stablehlo.rsqrt %1509 : tensor<512xf32>
    %1511 = stablehlo.broadcast_in_dim %1498, dims = [1] : (tensor<512xf32>) -> tensor<2x512x7x7xf32>
    %1512 = stablehlo.subtract %1493, %1511 : tensor<2x512x7x7xf32>
    %1513 = stablehlo.multiply %theta.layer4.1.bn2.gamma, %1510 : tensor<512xf32>
    %1514 = stablehlo.broadcast_in_dim %1513, dims = [1] : (tensor<512xf32>) -> tensor<2x512x7x7xf32>
    %1515 = stablehlo.multiply %1512, %1514 : tensor<2x512x7x7xf32>
    %1516 = stablehlo.broadcast_in_dim %theta.layer4.1.bn2.beta, dims = [1] : (tensor<512xf32>) -> tensor<2x512x7x7xf32>
    %1517 = stablehlo.add %1515, %1516 : tensor<2x512x7x7xf32>
    %1518 = stablehlo.constant dense<1.0103092e+00> : tensor<f32>
    %1519 = stablehlo.broadcast_in_dim %1518, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %1520 = stablehlo.multiply %1506, %1519 : tensor<512xf32>
    %1521 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1522 = stablehlo.broadcast_in_dim %1521, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %1523 = stablehlo.multiply %1498, %1522 : tensor<512xf32>
    %1524 = stablehlo.constant dense<9.000000e-01> : tensor<f32>
    %1525 = stablehlo.broadcast_in_dim %1524, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %1526 = stablehlo.multiply %running_mean.layer4.1.bn2, %1525 : tensor<512xf32>
    %1527 = stablehlo.add %1526, %1523 : tensor<512xf32>
    %1528 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1529 = stablehlo.broadcast_in_dim %1528, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %1530 = stablehlo.multiply %1520, %1529 : tensor<512xf32>
    %1531 = stablehlo.constant dense<9.000000e-01> : tensor<f32>
    %1532 = stablehlo.broadcast_in_dim %1531, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %1533 = stablehlo.multiply %running_var.layer4.1.bn2, %1532 : tensor<512xf32>
    %1534 = stablehlo.add %1533, %1530 : tensor<512xf32>
    %1535 = stablehlo.add %1517, %1447 : tensor<2x512x7x7xf32>
    %1536 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1537 = stablehlo.broadcast_in_dim %1536, dims = [] : (tensor<f32>) -> tensor<2x512x7x7xf32>
    %1538 = stablehlo.maximum %1535, %1537 : tensor<2x512x7x7xf32>
    %1539 = stablehlo.convolution(%1538, %theta.layer4.2.conv1.w) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[1, 1], [1, 1]]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<2x512x7x7xf32>, tensor<512x512x3x3xf32>) -> tensor<2x512x7x7xf32>
    %1540 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1541 = stablehlo.reduce(%1539 init: %1540) applies stablehlo.add across dimensions = [0, 2, 3] : (tensor<2x512x7x7xf32>, tensor<f32>) -> tensor<512xf32>
    %1542 = stablehlo.constant dense<1.0204081e-02> : tensor<f32>
    %1543 = stablehlo.broadcast_in_dim %1542, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %1544 = stablehlo.multiply %1541, %1543 : tensor<512xf32>
    %1545 = stablehlo.broadcast_in_dim %1544, dims = [1] : (tensor<512xf32>) -> tensor<2x512x7x7xf32>
    %1546 = stablehlo.subtract %1539, %1545 : tensor<2x512x7x7xf32>
    %1547 = stablehlo.multiply %1546, %1546 : tensor<2x512x7x7xf32>
    %1548 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1549 = stablehlo.reduce(%1547 init: %1548) applies stablehlo.add across dimensions = [0, 2, 3] : (tensor<2x512x7x7xf32>, tensor<f32>) -> tensor<512xf32>
    %1550 = stablehlo.constant dense<1.0204081e-02> : tensor<f32>
    %1551 = stablehlo.broadcast_in_dim %1550, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %1552 = stablehlo.multiply %1549, %1551 : tensor<512xf32>
    %1553 = stablehlo.constant dense<1.000000e-05> : tensor<f32>
    %1554 = stablehlo.broadcast_in_dim %1553, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %1555 = stablehlo.add %1552, %1554 : tensor<512xf32>
    %1556 = stablehlo.rsqrt %1555 : tensor<512xf32>
    %1557 = stablehlo.broadcast_in_dim %1544, dims = [1] : (tensor<512xf32>) -> tensor<2x512x7x7xf32>
    %1558 = stablehlo.subtract %1539, %1557 : tensor<2x512x7x7xf32>
    %1559 = stablehlo.multiply %theta.layer4.2.bn1.gamma, %1556 : tensor<512xf32>
    %1560 = stablehlo.broadcast_in_dim %1559, dims = [1] : (tensor<512xf32>) -> tensor<2x512x7x7xf32>
    %1561 = stablehlo.multiply %1558, %1560 : tensor<2x512x7x7xf32>
    %1562 = stablehlo.broadcast_in_dim %theta.layer4.2.bn1.beta, dims = [1] : (tensor<512xf32>) -> tensor<2x512x7x7xf32>
    %1563 = stablehlo.add %1561, %1562 : tensor<2x512x7x7xf32>
    %1564 = stablehlo.constant dense<1.0103092e+00> : tensor<f32>
    %1565 = stablehlo.broadcast_in_dim %1564, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %1566 = stablehlo.multiply %1552, %1565 : tensor<512xf32>
    %1567 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1568 = stablehlo.broadcast_in_dim %1567, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %1569 = stablehlo.multiply %1544, %1568 : tensor<512xf32>
    %1570 = stablehlo.constant dense<9.000000e-01> : tensor<f32>
    %1571 = stablehlo.broadcast_in_dim %1570, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %1572 = stablehlo.multiply %running_mean.layer4.2.bn1, %1571 : tensor<512xf32>
    %1573 = stablehlo.add %1572, %1569 : tensor<512xf32>
    %1574 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1575 = stablehlo.broadcast_in_dim %1574, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %1576 = stablehlo.multiply %1566, %1575 : tensor<512xf32>
    %1577 = stablehlo.constant dense<9.000000e-01> : tensor<f32>
    %1578 = stablehlo.broadcast_in_dim %1577, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %1579 = stablehlo.multiply %running_var.layer4.2.bn1, %1578 : tensor<512xf32>
    %1580 = stablehlo.add %1579, %1576 : tensor<512xf32>
    %1581 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1582 = stablehlo.broadcast_in_dim %1581, dims = [] : (tensor<f32>) -> tensor<2x512x7x7xf32>
    %1583 = stablehlo.maximum %1563, %1582 : tensor<2x512x7x7xf32>
    %1584 = stablehlo.convolution(%1583, %theta.layer4.2.conv2.w) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[1, 1], [1, 1]]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<2x512x7x7xf32>, tensor<512x512x3x3xf32>) -> tensor<2x512x7x7xf32>
    %1585 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1586 = stablehlo.reduce(%1584 init: %1585) applies stablehlo.add across dimensions = [0, 2, 3] : (tensor<2x512x7x7xf32>, tensor<f32>) -> tensor<512xf32>
    %1587 = stablehlo.constant dense<1.0204081e-02> : tensor<f32>
    %1588 = stablehlo.broadcast_in_dim %1587, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %1589 = stablehlo.multiply %1586, %1588 : tensor<512xf32>
    %1590 = stablehlo.broadcast_in_dim %1589, dims = [1] : (tensor<512xf32>) -> tensor<2x512x7x7xf32>
    %1591 = stablehlo.subtract %1584, %1590 : tensor<2x512x7x7xf32>
    %1592 = stablehlo.multiply %1591, %1591 : tensor<2x512x7x7xf32>
    %1593 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1594 = stablehlo.reduce(%1592 init: %1593) applies stablehlo.add across dimensions = [0, 2, 3] : (tensor<2x512x7x7xf32>, tensor<f32>) -> tensor<512xf32>
    %1595 = stablehlo.constant dense<1.0204081e-02> : tensor<f32>
    %1596 = stablehlo.broadcast_in_dim %1595, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %1597 = stablehlo.multiply %1594, %1596 : tensor<512xf32>
    %1598 = stablehlo.constant dense<1.000000e-05> : tensor<f32>
    %1599 = stablehlo.broadcast_in_dim %1598, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %1600 = stablehlo.add %1597, %1599 : tensor<512xf32>
    %1601 = stablehlo.rsqrt %1600 : tensor<512xf32>
    %1602 = stablehlo.broadcast_in_dim %1589, dims = [1] : (tensor<512xf32>) -> tensor<2x512x7x7xf32>
    %1603 = stablehlo.subtract %1584, %1602 : tensor<2x512x7x7xf32>
    %1604 = stablehlo.multiply %theta.layer4.2.bn2.gamma, %1601 : tensor<512xf32>
    %1605 = stablehlo.broadcast_in_dim %1604, dims = [1] : (tensor<512xf32>) -> tensor<2x512x7x7xf32>
    %1606 = stablehlo.multiply %1603, %1605 : tensor<2x512x7x7xf32>
    %1607 = stablehlo.broadcast_in_dim %theta.layer4.2.bn2.beta, dims = [1] : (tensor<512xf32>) -> tensor<2x512x7x7xf32>
    %1608 = stablehlo.add %1606, %1607 : tensor<2x512x7x7xf32>
    %1609 = stablehlo.constant dense<1.0103092e+00> : tensor<f32>
    %1610 = stablehlo.broadcast_in_dim %1609, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %1611 = stablehlo.multiply %1597, %1610 : tensor<512xf32>
    %1612 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1613 = stablehlo.broadcast_in_dim %1612, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %1614 = stablehlo.multiply %1589, %1613 : tensor<512xf32>
    %1615 = stablehlo.constant dense<9.000000e-01> : tensor<f32>
    %1616 = stablehlo.broadcast_in_dim %1615, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %1617 = stablehlo.multiply %running_mean.layer4.2.bn2, %1616 : tensor<512xf32>
    %1618 = stablehlo.add %1617, %1614 : tensor<512xf32>
    %1619 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1620 = stablehlo.broadcast_in_dim %1619, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %1621 = stablehlo.multiply %1611, %1620 : tensor<512xf32>
    %1622 = stablehlo.constant dense<9.000000e-01> : tensor<f32>
    %1623 = stablehlo.broadcast_in_dim %1622, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %1624 = stablehlo.multiply %running_var.layer4.2.bn2, %1623 : tensor<512xf32>
    %1625 = stablehlo.add %1624, %1621 : tensor<512xf32>
    %1626 = stablehlo.add %1608, %1538 : tensor<2x512x7x7xf32>
    %1627 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1628 = stablehlo.broadcast_in_dim %1627, dims = [] : (tensor<f32>) -> tensor<2x512x7x7xf32>
    %1629 = stablehlo.maximum %1626, %1628 : tensor<2x512x7x7xf32>
    %1630 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1631 = stablehlo.reduce(%1629 init: %1630) applies stablehlo.add across dimensions = [2, 3] : (tensor<2x512x7x7xf32>, tensor<f32>) -> tensor<2x512xf32>
    %1632 = stablehlo.constant dense<2.0408163e-02> : tensor<f32>
    %1633 = stablehlo.broadcast_in_dim %1632, dims = [] : (tensor<f32>) -> tensor<2x512xf32>
    %1634 = stablehlo.multiply %1631, %1633 : tensor<2x512xf32>
    %1635 = stablehlo.dot_general %1634, %theta.fc.w, contracting_dims = [1] x [0] : (tensor<2x512xf32>, tensor<512x10xf32>) -> tensor<2x10xf32>
    %1636 = stablehlo.broadcast_in_dim %theta.fc.b, dims = [1] : (tensor<10xf32>) -> tensor<2x10xf32>
    %1637 = stablehlo.add %1635, %1636 : tensor<2x10xf32>
    %1638 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %1639 = stablehlo.reduce(%1637 init: %1638) applies stablehlo.maximum across dimensions = [1] : (tensor<2x10xf32>, tensor<f32>) -> tensor<2xf32>
    %1640 = stablehlo.broadcast_in_dim %1639, dims = [0] : (tensor<2xf32>) -> tensor<2x10xf32>
    %1641 = stablehlo.subtract %1637, %1640 : tensor<2x10xf32>
    %1642 = stablehlo.exponential %1641 : tensor<2x10xf32>
    %1643 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1644 = stablehlo.reduce(%1642 init: %1643) applies stablehlo.add across dimensions = [1] : (tensor<2x10xf32>, tensor<f32>) -> tensor<2xf32>
    %1645 = stablehlo.log %1644 : tensor<2xf32>
    %1646 = stablehlo.broadcast_in_dim %1645, dims = [0] : (tensor<2xf32>) -> tensor<2x10xf32>
    %1647 = stablehlo.subtract %1641, %1646 : tensor<2x10xf32>
    %1648 = stablehlo.multiply %labels, %1647 : tensor<2x10xf32>
    %1649 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1650 = stablehlo.reduce(%1648 init: %1649) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x10xf32>, tensor<f32>) -> tensor<f32>
    %1651 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %1652 = stablehlo.multiply %1650, %1651 : tensor<f32>
    %1653 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %1654 = stablehlo.multiply %1653, %1651 : tensor<f32>
    %1655 = stablehlo.broadcast_in_dim %1654, dims = [] : (tensor<f32>) -> tensor<2x10xf32>
    %1656 = stablehlo.multiply %1655, %labels : tensor<2x10xf32>
    %1657 = stablehlo.negate %1656 : tensor<2x10xf32>
    %1658 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1659 = stablehlo.reduce(%1657 init: %1658) applies stablehlo.add across dimensions = [1] : (tensor<2x10xf32>, tensor<f32>) -> tensor<2xf32>
    %1660 = stablehlo.divide %1659, %1644 : tensor<2xf32>
    %1661 = stablehlo.broadcast_in_dim %1660, dims = [0] : (tensor<2xf32>) -> tensor<2x10xf32>
    %1662 = stablehlo.multiply %1661, %1642 : tensor<2x10xf32>
    %1663 = stablehlo.add %1656, %1662 : tensor<2x10xf32>
    %1664 = stablehlo.negate %1663 : tensor<2x10xf32>
    %1665 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1666 = stablehlo.reduce(%1664 init: %1665) applies stablehlo.add across dimensions = [1] : (tensor<2x10xf32>, tensor<f32>) -> tensor<2xf32>
    %1667 = stablehlo.broadcast_in_dim %1666, dims = [0] : (tensor<2xf32>) -> tensor<2x10xf32>
    %1668 = stablehlo.iota dim = 1 : tensor<2x10xi32>
    %1669 = stablehlo.constant dense<10> : tensor<i32>
    %1670 = stablehlo.broadcast_in_dim %1639, dims = [0] : (tensor<2xf32>) -> tensor<2x10xf32>
    %1671 = stablehlo.compare  EQ, %1637, %1670,  FLOAT : (tensor<2x10xf32>, tensor<2x10xf32>) -> tensor<2x10xi1>
    %1672 = stablehlo.broadcast_in_dim %1669, dims = [] : (tensor<i32>) -> tensor<2x10xi32>
    %1673 = stablehlo.select %1671, %1668, %1672 : tensor<2x10xi1>, tensor<2x10xi32>
    %1674 = stablehlo.reduce(%1673 init: %1669) applies stablehlo.minimum across dimensions = [1] : (tensor<2x10xi32>, tensor<i32>) -> tensor<2xi32>
    %1675 = stablehlo.broadcast_in_dim %1674, dims = [0] : (tensor<2xi32>) -> tensor<2x10xi32>
    %1676 = stablehlo.compare  EQ, %1668, %1675,  SIGNED : (tensor<2x10xi32>, tensor<2x10xi32>) -> tensor<2x10xi1>
    %1677 = stablehlo.broadcast_in_dim %1669, dims = [] : (tensor<i32>) -> tensor<2xi32>
    %1678 = stablehlo.compare  EQ, %1674, %1677,  SIGNED : (tensor<2xi32>, tensor<2xi32>) -> tensor<2xi1>
    %1679 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1680 = stablehlo.broadcast_in_dim %1679, dims = [] : (tensor<f32>) -> tensor<2x10xf32>
    %1681 = stablehlo.select %1676, %1667, %1680 : tensor<2x10xi1>, tensor<2x10xf32>
    %1682 = stablehlo.add %1663, %1681 : tensor<2x10xf32>
    %1683 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1684 = stablehlo.reduce(%1682 init: %1683) applies stablehlo.add across dimensions = [0] : (tensor<2x10xf32>, tensor<f32>) -> tensor<10xf32>
    %1685 = stablehlo.dot_general %1682, %theta.fc.w, contracting_dims = [1] x [1] : (tensor<2x10xf32>, tensor<512x10xf32>) -> tensor<2x512xf32>
    %1686 = stablehlo.dot_general %1634, %1682, contracting_dims = [0] x [0] : (tensor<2x512xf32>, tensor<2x10xf32>) -> tensor<512x10xf32>
    %1687 = stablehlo.multiply %1685, %1633 : tensor<2x512xf32>
    %1688 = stablehlo.broadcast_in_dim %1687, dims = [0, 1] : (tensor<2x512xf32>) -> tensor<2x512x7x7xf32>
    %1689 = stablehlo.compare  GT, %1626, %1628,  FLOAT : (tensor<2x512x7x7xf32>, tensor<2x512x7x7xf32>) -> tensor<2x512x7x7xi1>
    %1690 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1691 = stablehlo.broadcast_in_dim %1690, dims = [] : (tensor<f32>) -> tensor<2x512x7x7xf32>
    %1692 = stablehlo.select %1689, %1688, %1691 : tensor<2x512x7x7xi1>, tensor<2x512x7x7xf32>
    %1693 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1694 = stablehlo.reduce(%1692 init: %1693) applies stablehlo.add across dimensions = [0, 2, 3] : (tensor<2x512x7x7xf32>, tensor<f32>) -> tensor<512xf32>
    %1695 = stablehlo.multiply %1692, %1605 : tensor<2x512x7x7xf32>
    %1696 = stablehlo.multiply %1692, %1603 : tensor<2x512x7x7xf32>
    %1697 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1698 = stablehlo.reduce(%1696 init: %1697) applies stablehlo.add across dimensions = [0, 2, 3] : (tensor<2x512x7x7xf32>, tensor<f32>) -> tensor<512xf32>
    %1699 = stablehlo.multiply %1698, %1601 : tensor<512xf32>
    %1700 = stablehlo.multiply %1698, %theta.layer4.2.bn2.gamma : tensor<512xf32>
    %1701 = stablehlo.negate %1695 : tensor<2x512x7x7xf32>
    %1702 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1703 = stablehlo.reduce(%1701 init: %1702) applies stablehlo.add across dimensions = [0, 2, 3] : (tensor<2x512x7x7xf32>, tensor<f32>) -> tensor<512xf32>
    %1704 = stablehlo.constant dense<-2.000000e+00> : tensor<f32>
    %1705 = stablehlo.broadcast_in_dim %1704, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %1706 = stablehlo.multiply %1705, %1600 : tensor<512xf32>
    %1707 = stablehlo.divide %1601, %1706 : tensor<512xf32>
    %1708 = stablehlo.multiply %1700, %1707 : tensor<512xf32>
    %1709 = stablehlo.multiply %1708, %1596 : tensor<512xf32>
    %1710 = stablehlo.broadcast_in_dim %1709, dims = [1] : (tensor<512xf32>) -> tensor<2x512x7x7xf32>
    %1711 = stablehlo.multiply %1710, %1591 : tensor<2x512x7x7xf32>
    %1712 = stablehlo.multiply %1710, %1591 : tensor<2x512x7x7xf32>
    %1713 = stablehlo.add %1711, %1712 : tensor<2x512x7x7xf32>
    %1714 = stablehlo.add %1695, %1713 : tensor<2x512x7x7xf32>
    %1715 = stablehlo.negate %1713 : tensor<2x512x7x7xf32>
    %1716 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1717 = stablehlo.reduce(%1715 init: %1716) applies stablehlo.add across dimensions = [0, 2, 3] : (tensor<2x512x7x7xf32>, tensor<f32>) -> tensor<512xf32>
    %1718 = stablehlo.add %1703, %1717 : tensor<512xf32>
    %1719 = stablehlo.multiply %1718, %1588 : tensor<512xf32>
    %1720 = stablehlo.broadcast_in_dim %1719, dims = [1] : (tensor<512xf32>) -> tensor<2x512x7x7xf32>
    %1721 = stablehlo.add %1714, %1720 : tensor<2x512x7x7xf32>
    %1722 = stablehlo.reverse %theta.layer4.2.conv2.w, dims = [2, 3] : tensor<512x512x3x3xf32>
    %1723 = stablehlo.convolution(%1721, %1722) dim_numbers = [b, f, 0, 1]x[i, o, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<2x512x7x7xf32>, tensor<512x512x3x3xf32>) -> tensor<2x512x7x7xf32>
    %1724 = stablehlo.convolution(%1583, %1721) dim_numbers = [f, b, 0, 1]x[i, o, 0, 1]->[f, b, 0, 1], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<2x512x7x7xf32>, tensor<2x512x7x7xf32>) -> tensor<512x512x3x3xf32>
    %1725 = stablehlo.compare  GT, %1563, %1582,  FLOAT : (tensor<2x512x7x7xf32>, tensor<2x512x7x7xf32>) -> tensor<2x512x7x7xi1>
    %1726 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1727 = stablehlo.broadcast_in_dim %1726, dims = [] : (tensor<f32>) -> tensor<2x512x7x7xf32>
    %1728 = stablehlo.select %1725, %1723, %1727 : tensor<2x512x7x7xi1>, tensor<2x512x7x7xf32>
    %1729 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1730 = stablehlo.reduce(%1728 init: %1729) applies stablehlo.add across dimensions = [0, 2, 3] : (tensor<2x512x7x7xf32>, tensor<f32>) -> tensor<512xf32>
    %1731 = stablehlo.multiply %1728, %1560 : tensor<2x512x7x7xf32>
    %1732 = stablehlo.multiply %1728, %1558 : tensor<2x512x7x7xf32>
    %1733 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1734 = stablehlo.reduce(%1732 init: %1733) applies stablehlo.add across dimensions = [0, 2, 3] : (tensor<2x512x7x7xf32>, tensor<f32>) -> tensor<512xf32>
    %1735 = stablehlo.multiply %1734, %1556 : tensor<512xf32>
    %1736 = stablehlo.multiply %1734, %theta.layer4.2.bn1.gamma : tensor<512xf32>
    %1737 = stablehlo.negate %1731 : tensor<2x512x7x7xf32>
    %1738 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1739 = stablehlo.reduce(%1737 init: %1738) applies stablehlo.add across dimensions = [0, 2, 3] : (tensor<2x512x7x7xf32>, tensor<f32>) -> tensor<512xf32>
    %1740 = stablehlo.constant dense<-2.000000e+00> : tensor<f32>
    %1741 = stablehlo.broadcast_in_dim %1740, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %1742 = stablehlo.multiply %1741, %1555 : tensor<512xf32>
    %1743 = stablehlo.divide %1556, %1742 : tensor<512xf32>
    %1744 = stablehlo.multiply %1736, %1743 : tensor<512xf32>
    %1745 = stablehlo.multiply %1744, %1551 : tensor<512xf32>
    %1746 = stablehlo.broadcast_in_dim %1745, dims = [1] : (tensor<512xf32>) -> tensor<2x512x7x7xf32>
    %1747 = stablehlo.multiply %1746, %1546 : tensor<2x512x7x7xf32>
    %1748 = stablehlo.multiply %1746, %1546 : tensor<2x512x7x7xf32>
    %1749 = stablehlo.add %1747, %1748 : tensor<2x512x7x7xf32>
    %1750 = stablehlo.add %1731, %1749 : tensor<2x512x7x7xf32>
    %1751 = stablehlo.negate %1749 : tensor<2x512x7x7xf32>
    %1752 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1753 = stablehlo.reduce(%1751 init: %1752) applies stablehlo.add across dimensions = [0, 2, 3] : (tensor<2x512x7x7xf32>, tensor<f32>) -> tensor<512xf32>
    %1754 = stablehlo.add %1739, %1753 : tensor<512xf32>
    %1755 = stablehlo.multiply %1754, %1543 : tensor<512xf32>
    %1756 = stablehlo.broadcast_in_dim %1755, dims = [1] : (tensor<512xf32>) -> tensor<2x512x7x7xf32>
    %1757 = stablehlo.add %1750, %1756 : tensor<2x512x7x7xf32>
    %1758 = stablehlo.reverse %theta.layer4.2.conv1.w, dims = [2, 3] : tensor<512x512x3x3xf32>
    %1759 = stablehlo.convolution(%1757, %1758) dim_numbers = [b, f, 0, 1]x[i, o, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<2x512x7x7xf32>, tensor<512x512x3x3xf32>) -> tensor<2x512x7x7xf32>
    %1760 = stablehlo.add %1692, %1759 : tensor<2x512x7x7xf32>
    %1761 = stablehlo.convolution(%1538, %1757) dim_numbers = [f, b, 0, 1]x[i, o, 0, 1]->[f, b, 0, 1], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<2x512x7x7xf32>, tensor<2x512x7x7xf32>) -> tensor<512x512x3x3xf32>
    %1762 = stablehlo.compare  GT, %1535, %1537,  FLOAT : (tensor<2x512x7x7xf32>, tensor<2x512x7x7xf32>) -> tensor<2x512x7x7xi1>
    %1763 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1764 = stablehlo.broadcast_in_dim %1763, dims = [] : (tensor<f32>) -> tensor<2x512x7x7xf32>
    %1765 = stablehlo.select %1762, %1760, %1764 : tensor<2x512x7x7xi1>, tensor<2x512x7x7xf32>
    %1766 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1767 = stablehlo.reduce(%1765 init: %1766) applies stablehlo.add across dimensions = [0, 2, 3] : (tensor<2x512x7x7xf32>, tensor<f32>) -> tensor<512xf32>
    %1768 = stablehlo.multiply %1765, %1514 : tensor<2x512x7x7xf32>
    %1769 = stablehlo.multiply %1765, %1512 : tensor<2x512x7x7xf32>
    %1770 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1771 = stablehlo.reduce(%1769 init: %1770) applies stablehlo.add across dimensions = [0, 2, 3] : (tensor<2x512x7x7xf32>, tensor<f32>) -> tensor<512xf32>
    %1772 = stablehlo.multiply %1771, %1510 : tensor<512xf32>
    %1773 = stablehlo.multiply %1771, %theta.layer4.1.bn2.gamma : tensor<512xf32>
    %1774 = stablehlo.negate %1768 : tensor<2x512x7x7xf32>
    %1775 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1776 = stablehlo.reduce(%1774 init: %1775) applies stablehlo.add across dimensions = [0, 2, 3] : (tensor<2x512x7x7xf32>, tensor<f32>) -> tensor<512xf32>
    %1777 = stablehlo.constant dense<-2.000000e+00> : tensor<f32>
    %1778 = stablehlo.broadcast_in_dim %1777, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %1779 = stablehlo.multiply %1778, %1509 : tensor<512xf32>
    %1780 = stablehlo.divide %1510, %1779 : tensor<512xf32>
    %1781 = stablehlo.multiply %1773, %1780 : tensor<512xf32>
    %1782 = stablehlo.multiply %1781, %1505 : tensor<512xf32>
    %1783 = stablehlo.broadcast_in_dim %1782, dims = [1] : (tensor<512xf32>) -> tensor<2x512x7x7xf32>
    %1784 = stablehlo.multiply %1783, %1500 : tensor<2x512x7x7xf32>
    %1785 = stablehlo.multiply %1783, %1500 : tensor<2x512x7x7xf32>
    %1786 = stablehlo.add %1784, %1785 : tensor<2x512x7x7xf32>
    %1787 = stablehlo.add %1768, %1786 : tensor<2x512x7x7xf32>
    %1788 = stablehlo.negate %1786 : tensor<2x512x7x7xf32>
    %1789 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1790 = stablehlo.reduce(%1788 init: %1789) applies stablehlo.add across dimensions = [0, 2, 3] : (tensor<2x512x7x7xf32>, tensor<f32>) -> tensor<512xf32>
    %1791 = stablehlo.add %1776, %1790 : tensor<512xf32>
    %1792 = stablehlo.multiply %1791, %1497 : tensor<512xf32>
    %1793 = stablehlo.broadcast_in_dim %1792, dims = [1] : (tensor<512xf32>) -> tensor<2x512x7x7xf32>
    %1794 = stablehlo.add %1787, %1793 : tensor<2x512x7x7xf32>
    %1795 = stablehlo.reverse %theta.layer4.1.conv2.w, dims = [2, 3] : tensor<512x512x3x3xf32>
    %1796 = stablehlo.convolution(%1794, %1795) dim_numbers = [b, f, 0, 1]x[i, o, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<2x512x7x7xf32>, tensor<512x512x3x3xf32>) -> tensor<2x512x7x7xf32>
    %1797 = stablehlo.convolution(%1492, %1794) dim_numbers = [f, b, 0, 1]x[i, o, 0, 1]->[f, b, 0, 1], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<2x512x7x7xf32>, tensor<2x512x7x7xf32>) -> tensor<512x512x3x3xf32>
    %1798 = stablehlo.compare  GT, %1472, %1491,  FLOAT : (tensor<2x512x7x7xf32>, tensor<2x512x7x7xf32>) -> tensor<2x512x7x7xi1>
    %1799 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1800 = stablehlo.broadcast_in_dim %1799, dims = [] : (tensor<f32>) -> tensor<2x512x7x7xf32>
    %1801 = stablehlo.select %1798, %1796, %1800 : tensor<2x512x7x7xi1>, tensor<2x512x7x7xf32>
    %1802 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1803 = stablehlo.reduce(%1801 init: %1802) applies stablehlo.add across dimensions = [0, 2, 3] : (tensor<2x512x7x7xf32>, tensor<f32>) -> tensor<512xf32>
    %1804 = stablehlo.multiply %1801, %1469 : tensor<2x512x7x7xf32>
    %1805 = stablehlo.multiply %1801, %1467 : tensor<2x512x7x7xf32>
    %1806 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1807 = stablehlo.reduce(%1805 init: %1806) applies stablehlo.add across dimensions = [0, 2, 3] : (tensor<2x512x7x7xf32>, tensor<f32>) -> tensor<512xf32>
    %1808 = stablehlo.multiply %1807, %1465 : tensor<512xf32>
    %1809 = stablehlo.multiply %1807, %theta.layer4.1.bn1.gamma : tensor<512xf32>
    %1810 = stablehlo.negate %1804 : tensor<2x512x7x7xf32>
    %1811 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1812 = stablehlo.reduce(%1810 init: %1811) applies stablehlo.add across dimensions = [0, 2, 3] : (tensor<2x512x7x7xf32>, tensor<f32>) -> tensor<512xf32>
    %1813 = stablehlo.constant dense<-2.000000e+00> : tensor<f32>
    %1814 = stablehlo.broadcast_in_dim %1813, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %1815 = stablehlo.multiply %1814, %1464 : tensor<512xf32>
    %1816 = stablehlo.divide %1465, %1815 : tensor<512xf32>
    %1817 = stablehlo.multiply %1809, %1816 : tensor<512xf32>
    %1818 = stablehlo.multiply %1817, %1460 : tensor<512xf32>
    %1819 = stablehlo.broadcast_in_dim %1818, dims = [1] : (tensor<512xf32>) -> tensor<2x512x7x7xf32>
    %1820 = stablehlo.multiply %1819, %1455 : tensor<2x512x7x7xf32>
    %1821 = stablehlo.multiply %1819, %1455 : tensor<2x512x7x7xf32>
    %1822 = stablehlo.add %1820, %1821 : tensor<2x512x7x7xf32>
    %1823 = stablehlo.add %1804, %1822 : tensor<2x512x7x7xf32>
    %1824 = stablehlo.negate %1822 : tensor<2x512x7x7xf32>
    %1825 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1826 = stablehlo.reduce(%1824 init: %1825) applies stablehlo.add across dimensions = [0, 2, 3] : (tensor<2x512x7x7xf32>, tensor<f32>) -> tensor<512xf32>
    %1827 = stablehlo.add %1812, %1826 : tensor<512xf32>
    %1828 = stablehlo.multiply %1827, %1452 : tensor<512xf32>
    %1829 = stablehlo.broadcast_in_dim %1828, dims = [1] : (tensor<512xf32>) -> tensor<2x512x7x7xf32>
    %1830 = stablehlo.add %1823, %1829 : tensor<2x512x7x7xf32>
    %1831 = stablehlo.reverse %theta.layer4.1.conv1.w, dims = [2, 3] : tensor<512x512x3x3xf32>
    %1832 = stablehlo.convolution(%1830, %1831) dim_numbers = [b, f, 0, 1]x[i, o, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<2x512x7x7xf32>, tensor<512x512x3x3xf32>) -> tensor<2x512x7x7xf32>
    %1833 = stablehlo.add %1765, %1832 : tensor<2x512x7x7xf32>
    %1834 = stablehlo.convolution(%1447, %1830) dim_numbers = [f, b, 0, 1]x[i, o, 0, 1]->[f, b, 0, 1], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<2x512x7x7xf32>, tensor<2x512x7x7xf32>) -> tensor<512x512x3x3xf32>
    %1835 = stablehlo.compare  GT, %1444, %1446,  FLOAT : (tensor<2x512x7x7xf32>, tensor<2x512x7x7xf32>) -> tensor<2x512x7x7xi1>
    %1836 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1837 = stablehlo.broadcast_in_dim %1836, dims = [] : (tensor<f32>) -> tensor<2x512x7x7xf32>
    %1838 = stablehlo.select %1835, %1833, %1837 : tensor<2x512x7x7xi1>, tensor<2x512x7x7xf32>
    %1839 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1840 = stablehlo.reduce(%1838 init: %1839) applies stablehlo.add across dimensions = [0, 2, 3] : (tensor<2x512x7x7xf32>, tensor<f32>) -> tensor<512xf32>
    %1841 = stablehlo.multiply %1838, %1423 : tensor<2x512x7x7xf32>
    %1842 = stablehlo.multiply %1838, %1421 : tensor<2x512x7x7xf32>
    %1843 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1844 = stablehlo.reduce(%1842 init: %1843) applies stablehlo.add across dimensions = [0, 2, 3] : (tensor<2x512x7x7xf32>, tensor<f32>) -> tensor<512xf32>
    %1845 = stablehlo.multiply %1844, %1419 : tensor<512xf32>
    %1846 = stablehlo.multiply %1844, %theta.layer4.0.downsample.1.gamma : tensor<512xf32>
    %1847 = stablehlo.negate %1841 : tensor<2x512x7x7xf32>
    %1848 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1849 = stablehlo.reduce(%1847 init: %1848) applies stablehlo.add across dimensions = [0, 2, 3] : (tensor<2x512x7x7xf32>, tensor<f32>) -> tensor<512xf32>
    %1850 = stablehlo.constant dense<-2.000000e+00> : tensor<f32>
    %1851 = stablehlo.broadcast_in_dim %1850, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %1852 = stablehlo.multiply %1851, %1418 : tensor<512xf32>
    %1853 = stablehlo.divide %1419, %1852 : tensor<512xf32>
    %1854 = stablehlo.multiply %1846, %1853 : tensor<512xf32>
    %1855 = stablehlo.multiply %1854, %1414 : tensor<512xf32>
    %1856 = stablehlo.broadcast_in_dim %1855, dims = [1] : (tensor<512xf32>) -> tensor<2x512x7x7xf32>
    %1857 = stablehlo.multiply %1856, %1409 : tensor<2x512x7x7xf32>
    %1858 = stablehlo.multiply %1856, %1409 : tensor<2x512x7x7xf32>
    %1859 = stablehlo.add %1857, %1858 : tensor<2x512x7x7xf32>
    %1860 = stablehlo.add %1841, %1859 : tensor<2x512x7x7xf32>
    %1861 = stablehlo.negate %1859 : tensor<2x512x7x7xf32>
    %1862 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1863 = stablehlo.reduce(%1861 init: %1862) applies stablehlo.add across dimensions = [0, 2, 3] : (tensor<2x512x7x7xf32>, tensor<f32>) -> tensor<512xf32>
    %1864 = stablehlo.add %1849, %1863 : tensor<512xf32>
    %1865 = stablehlo.multiply %1864, %1406 : tensor<512xf32>
    %1866 = stablehlo.broadcast_in_dim %1865, dims = [1] : (tensor<512xf32>) -> tensor<2x512x7x7xf32>
    %1867 = stablehlo.add %1860, %1866 : tensor<2x512x7x7xf32>
    %1868 = stablehlo.reverse %theta.layer4.0.downsample.0.w, dims = [2, 3] : tensor<512x256x1x1xf32>
    %1869 = stablehlo.convolution(%1867, %1868) dim_numbers = [b, f, 0, 1]x[i, o, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[0, 1], [0, 1]], lhs_dilate = [2, 2], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<2x512x7x7xf32>, tensor<512x256x1x1xf32>) -> tensor<2x256x14x14xf32>
    %1870 = stablehlo.convolution(%1314, %1867) dim_numbers = [f, b, 0, 1]x[i, o, 0, 1]->[f, b, 0, 1], window = {stride = [1, 1], pad = [[0, -1], [0, -1]], lhs_dilate = [1, 1], rhs_dilate = [2, 2]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<2x256x14x14xf32>, tensor<2x512x7x7xf32>) -> tensor<512x256x1x1xf32>
    %1871 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1872 = stablehlo.reduce(%1838 init: %1871) applies stablehlo.add across dimensions = [0, 2, 3] : (tensor<2x512x7x7xf32>, tensor<f32>) -> tensor<512xf32>
    %1873 = stablehlo.multiply %1838, %1381 : tensor<2x512x7x7xf32>
    %1874 = stablehlo.multiply %1838, %1379 : tensor<2x512x7x7xf32>
    %1875 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1876 = stablehlo.reduce(%1874 init: %1875) applies stablehlo.add across dimensions = [0, 2, 3] : (tensor<2x512x7x7xf32>, tensor<f32>) -> tensor<512xf32>
    %1877 = stablehlo.multiply %1876, %1377 : tensor<512xf32>
    %1878 = stablehlo.multiply %1876, %theta.layer4.0.bn2.gamma : tensor<512xf32>
    %1879 = stablehlo.negate %1873 : tensor<2x512x7x7xf32>
    %1880 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1881 = stablehlo.reduce(%1879 init: %1880) applies stablehlo.add across dimensions = [0, 2, 3] : (tensor<2x512x7x7xf32>, tensor<f32>) -> tensor<512xf32>
    %1882 = stablehlo.constant dense<-2.000000e+00> : tensor<f32>
    %1883 = stablehlo.broadcast_in_dim %1882, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %1884 = stablehlo.multiply %1883, %1376 : tensor<512xf32>
    %1885 = stablehlo.divide %1377, %1884 : tensor<512xf32>
    %1886 = stablehlo.multiply %1878, %1885 : tensor<512xf32>
    %1887 = stablehlo.multiply %1886, %1372 : tensor<512xf32>
    %1888 = stablehlo.broadcast_in_dim %1887, dims = [1] : (tensor<512xf32>) -> tensor<2x512x7x7xf32>
    %1889 = stablehlo.multiply %1888, %1367 : tensor<2x512x7x7xf32>
    %1890 = stablehlo.multiply %1888, %1367 : tensor<2x512x7x7xf32>
    %1891 = stablehlo.add %1889, %1890 : tensor<2x512x7x7xf32>
    %1892 = stablehlo.add %1873, %1891 : tensor<2x512x7x7xf32>
    %1893 = stablehlo.negate %1891 : tensor<2x512x7x7xf32>
    %1894 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1895 = stablehlo.reduce(%1893 init: %1894) applies stablehlo.add across dimensions = [0, 2, 3] : (tensor<2x512x7x7xf32>, tensor<f32>) -> tensor<512xf32>
    %1896 = stablehlo.add %1881, %1895 : tensor<512xf32>
    %1897 = stablehlo.multiply %1896, %1364 : tensor<512xf32>
    %1898 = stablehlo.broadcast_in_dim %1897, dims = [1] : (tensor<512xf32>) -> tensor<2x512x7x7xf32>
    %1899 = stablehlo.add %1892, %1898 : tensor<2x512x7x7xf32>
    %1900 = stablehlo.reverse %theta.layer4.0.conv2.w, dims = [2, 3] : tensor<512x512x3x3xf32>
    %1901 = stablehlo.convolution(%1899, %1900) dim_numbers = [b, f, 0, 1]x[i, o, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<2x512x7x7xf32>, tensor<512x512x3x3xf32>) -> tensor<2x512x7x7xf32>
    %1902 = stablehlo.convolution(%1359, %1899) dim_numbers = [f, b, 0, 1]x[i, o, 0, 1]->[f, b, 0, 1], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<2x512x7x7xf32>, tensor<2x512x7x7xf32>) -> tensor<512x512x3x3xf32>
    %1903 = stablehlo.compare  GT, %1339, %1358,  FLOAT : (tensor<2x512x7x7xf32>, tensor<2x512x7x7xf32>) -> tensor<2x512x7x7xi1>
    %1904 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1905 = stablehlo.broadcast_in_dim %1904, dims = [] : (tensor<f32>) -> tensor<2x512x7x7xf32>
    %1906 = stablehlo.select %1903, %1901, %1905 : tensor<2x512x7x7xi1>, tensor<2x512x7x7xf32>
    %1907 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1908 = stablehlo.reduce(%1906 init: %1907) applies stablehlo.add across dimensions = [0, 2, 3] : (tensor<2x512x7x7xf32>, tensor<f32>) -> tensor<512xf32>
    %1909 = stablehlo.multiply %1906, %1336 : tensor<2x512x7x7xf32>
    %1910 = stablehlo.multiply %1906, %1334 : tensor<2x512x7x7xf32>
    %1911 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1912 = stablehlo.reduce(%1910 init: %1911) applies stablehlo.add across dimensions = [0, 2, 3] : (tensor<2x512x7x7xf32>, tensor<f32>) -> tensor<512xf32>
    %1913 = stablehlo.multiply %1912, %1332 : tensor<512xf32>
    %1914 = stablehlo.multiply %1912, %theta.layer4.0.bn1.gamma : tensor<512xf32>
    %1915 = stablehlo.negate %1909 : tensor<2x512x7x7xf32>
    %1916 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1917 = stablehlo.reduce(%1915 init: %1916) applies stablehlo.add across dimensions = [0, 2, 3] : (tensor<2x512x7x7xf32>, tensor<f32>) -> tensor<512xf32>
    %1918 = stablehlo.constant dense<-2.000000e+00> : tensor<f32>
    %1919 = stablehlo.broadcast_in_dim %1918, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %1920 = stablehlo.multiply %1919, %1331 : tensor<512xf32>
    %1921 = stablehlo.divide %1332, %1920 : tensor<512xf32>
    %1922 = stablehlo.multiply %1914, %1921 : tensor<512xf32>
    %1923 = stablehlo.multiply %1922, %1327 : tensor<512xf32>
    %1924 = stablehlo.broadcast_in_dim %1923, dims = [1] : (tensor<512xf32>) -> tensor<2x512x7x7xf32>
    %1925 = stablehlo.multiply %1924, %1322 : tensor<2x512x7x7xf32>
    %1926 = stablehlo.multiply %1924, %1322 : tensor<2x512x7x7xf32>
    %1927 = stablehlo.add %1925, %1926 : tensor<2x512x7x7xf32>
    %1928 = stablehlo.add %1909, %1927 : tensor<2x512x7x7xf32>
    %1929 = stablehlo.negate %1927 : tensor<2x512x7x7xf32>
    %1930 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1931 = stablehlo.reduce(%1929 init: %1930) applies stablehlo.add across dimensions = [0, 2, 3] : (tensor<2x512x7x7xf32>, tensor<f32>) -> tensor<512xf32>
    %1932 = stablehlo.add %1917, %1931 : tensor<512xf32>
    %1933 = stablehlo.multiply %1932, %1319 : tensor<512xf32>
    %1934 = stablehlo.broadcast_in_dim %1933, dims = [1] : (tensor<512xf32>) -> tensor<2x512x7x7xf32>
    %1935 = stablehlo.add %1928, %1934 : tensor<2x512x7x7xf32>
    %1936 = stablehlo.reverse %theta.layer4.0.conv1.w, dims = [2, 3] : tensor<512x256x3x3xf32>
    %1937 = stablehlo.convolution(%1935, %1936) dim_numbers = [b, f, 0, 1]x[i, o, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[1, 2], [1, 2]], lhs_dilate = [2, 2], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<2x512x7x7xf32>, tensor<512x256x3x3xf32>) -> tensor<2x256x14x14xf32>
    %1938 = stablehlo.add %1869, %1937 : tensor<2x256x14x14xf32>
    %1939 = stablehlo.convolution(%1314, %1935) dim_numbers = [f, b, 0, 1]x[i, o, 0, 1]->[f, b, 0, 1], window = {stride = [1, 1], pad = [[1, 0], [1, 0]], lhs_dilate = [1, 1], rhs_dilate = [2, 2]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<2x256x14x14xf32>, tensor<2x512x7x7xf32>) -> tensor<512x256x3x3xf32>
    %1940 = stablehlo.compare  GT, %1311, %1313,  FLOAT : (tensor<2x256x14x14xf32>, tensor<2x256x14x14xf32>) -> tensor<2x256x14x14xi1>
    %1941 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1942 = stablehlo.broadcast_in_dim %1941, dims = [] : (tensor<f32>) -> tensor<2x256x14x14xf32>
    %1943 = stablehlo.select %1940, %1938, %1942 : tensor<2x256x14x14xi1>, tensor<2x256x14x14xf32>
    %1944 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1945 = stablehlo.reduce(%1943 init: %1944) applies stablehlo.add across dimensions = [0, 2, 3] : (tensor<2x256x14x14xf32>, tensor<f32>) -> tensor<256xf32>
    %1946 = stablehlo.multiply %1943, %1290 : tensor<2x256x14x14xf32>
    %1947 = stablehlo.multiply %1943, %1288 : tensor<2x256x14x14xf32>
    %1948 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1949 = stablehlo.reduce(%1947 init: %1948) applies stablehlo.add across dimensions = [0, 2, 3] : (tensor<2x256x14x14xf32>, tensor<f32>) -> tensor<256xf32>
    %1950 = stablehlo.multiply %1949, %1286 : tensor<256xf32>
    %1951 = stablehlo.multiply %1949, %theta.layer3.5.bn2.gamma : tensor<256xf32>
    %1952 = stablehlo.negate %1946 : tensor<2x256x14x14xf32>
    %1953 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1954 = stablehlo.reduce(%1952 init: %1953) applies stablehlo.add across dimensions = [0, 2, 3] : (tensor<2x256x14x14xf32>, tensor<f32>) -> tensor<256xf32>
    %1955 = stablehlo.constant dense<-2.000000e+00> : tensor<f32>
    %1956 = stablehlo.broadcast_in_dim %1955, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1957 = stablehlo.multiply %1956, %1285 : tensor<256xf32>
    %1958 = stablehlo.divide %1286, %1957 : tensor<256xf32>
    %1959 = stablehlo.multiply %1951, %1958 : tensor<256xf32>
    %1960 = stablehlo.multiply %1959, %1281 : tensor<256xf32>
    %1961 = stablehlo.broadcast_in_dim %1960, dims = [1] : (tensor<256xf32>) -> tensor<2x256x14x14xf32>
    %1962 = stablehlo.multiply %1961, %1276 : tensor<2x256x14x14xf32>
    %1963 = stablehlo.multiply %1961, %1276 : tensor<2x256x14x14xf32>
    %1964 = stablehlo.add %1962, %1963 : tensor<2x256x14x14xf32>
    %1965 = stablehlo.add %1946, %1964 : tensor<2x256x14x14xf32>
    %1966 = stablehlo.negate %1964 : tensor<2x256x14x14xf32>
    %1967 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1968 = stablehlo.reduce(%1966 init: %1967) applies stablehlo.add across dimensions = [0, 2, 3] : (tensor<2x256x14x14xf32>, tensor<f32>) -> tensor<256xf32>
    %1969 = stablehlo.add %1954, %1968 : tensor<256xf32>
    %1970 = stablehlo.multiply %1969, %1273 : tensor<256xf32>
    %1971 = stablehlo.broadcast_in_dim %1970, dims = [1] : (tensor<256xf32>) -> tensor<2x256x14x14xf32>
    %1972 = stablehlo.add %1965, %1971 : tensor<2x256x14x14xf32>
    %1973 = stablehlo.reverse %theta.layer3.5.conv2.w, dims = [2, 3] : tensor<256x256x3x3xf32>
    %1974 = stablehlo.convolution(%1972, %1973) dim_numbers = [b, f, 0, 1]x[i, o, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<2x256x14x14xf32>, tensor<256x256x3x3xf32>) -> tensor<2x256x14x14xf32>
    %1975 = stablehlo.convolution(%1268, %1972) dim_numbers = [f, b, 0, 1]x[i, o, 0, 1]->[f, b, 0, 1], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<2x256x14x14xf32>, tensor<2x256x14x14xf32>) -> tensor<256x256x3x3xf32>
    %1976 = stablehlo.compare  GT, %1248, %1267,  FLOAT : (tensor<2x256x14x14xf32>, tensor<2x256x14x14xf32>) -> tensor<2x256x14x14xi1>
    %1977 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1978 = stablehlo.broadcast_in_dim %1977, dims = [] : (tensor<f32>) -> tensor<2x256x14x14xf32>
    %1979 = stablehlo.select %1976, %1974, %1978 : tensor<2x256x14x14xi1>, tensor<2x256x14x14xf32>
    %1980 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1981 = stablehlo.reduce(%1979 init: %1980) applies stablehlo.add across dimensions = [0, 2, 3] : (tensor<2x256x14x14xf32>, tensor<f32>) -> tensor<256xf32>
    %1982 = stablehlo.multiply %1979, %1245 : tensor<2x256x14x14xf32>
    %1983 = stablehlo.multiply %1979, %1243 : tensor<2x256x14x14xf32>
    %1984 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1985 = stablehlo.reduce(%1983 init: %1984) applies stablehlo.add across dimensions = [0, 2, 3] : (tensor<2x256x14x14xf32>, tensor<f32>) -> tensor<256xf32>
    %1986 = stablehlo.multiply %1985, %1241 : tensor<256xf32>
    %1987 = stablehlo.multiply %1985, %theta.layer3.5.bn1.gamma : tensor<256xf32>
    %1988 = stablehlo.negate %1982 : tensor<2x256x14x14xf32>
    %1989 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1990 = stablehlo.reduce(%1988 init: %1989) applies stablehlo.add across dimensions = [0, 2, 3] : (tensor<2x256x14x14xf32>, tensor<f32>) -> tensor<256xf32>
    %1991 = stablehlo.constant dense<-2.000000e+00> : tensor<f32>
    %1992 = stablehlo.broadcast_in_dim %1991, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1993 = stablehlo.multiply %1992, %1240 : tensor<256xf32>
    %1994 = stablehlo.divide %1241, %1993 : tensor<256xf32>
    %1995 = stablehlo.multiply %1987, %1994 : tensor<256xf32>
    %1996 = stablehlo.multiply %1995, %1236 : tensor<256xf32>
    %1997 = stablehlo.broadcast_in_dim %1996, dims = [1] : (tensor<256xf32>) -> tensor<2x256x14x14xf32>
    %1998 = stablehlo.multiply %1997, %1231 : tensor<2x256x14x14xf32>
    %1999 = stablehlo.multiply %1997, %1231 : tensor<2x256x14x14xf32>
    %2000 = stablehlo.add %1998, %1999 : tensor<2x256x14x14xf32>
    %2001 = stablehlo.add %1982, %2000 : tensor<2x256x14x14xf32>
    %2002 = stablehlo.negate %2000 : tensor<2x256x14x14xf32>
    %2003 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2004 = stablehlo.reduce(%2002 init: %2003) applies stablehlo.add across dimensions = [0, 2, 3] : (tensor<2x256x14x14xf32>, tensor<f32>) -> tensor<256xf32>
    %2005 = stablehlo.add %1990, %2004 : tensor<256xf32>
    %2006 = stablehlo.multiply %2005, %1228 : tensor<256xf32>
    %2007 = stablehlo.broadcast_in_dim %2006, dims = [1] : (tensor<256xf32>) -> tensor<2x256x14x14xf32>
    %2008 = stablehlo.add %2001, %2007 : tensor<2x256x14x14xf32>
    %2009 = stablehlo.reverse %theta.layer3.5.conv1.w, dims = [2, 3] : tensor<256x256x3x3xf32>
    %2010 = stablehlo.convolution(%2008, %2009) dim_numbers = [b, f, 0, 1]x[i, o, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<2x256x14x14xf32>, tensor<256x256x3x3xf32>) -> tensor<2x256x14x14xf32>
    %2011 = stablehlo.add %1943, %2010 : tensor<2x256x14x14xf32>
    %2012 = stablehlo.convolution(%1223, %2008) dim_numbers = [f, b, 0, 1]x[i, o, 0, 1]->[f, b, 0, 1], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<2x256x14x14xf32>, tensor<2x256x14x14xf32>) -> tensor<256x256x3x3xf32>
    %2013 = stablehlo.compare  GT, %1220, %1222,  FLOAT : (tensor<2x256x14x14xf32>, tensor<2x256x14x14xf32>) -> tensor<2x256x14x14xi1>
    %2014 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2015 = stablehlo.broadcast_in_dim %2014, dims = [] : (tensor<f32>) -> tensor<2x256x14x14xf32>
    %2016 = stablehlo.select %2013, %2011, %2015 : tensor<2x256x14x14xi1>, tensor<2x256x14x14xf32>
    %2017 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2018 = stablehlo.reduce(%2016 init: %2017) applies stablehlo.add across dimensions = [0, 2, 3] : (tensor<2x256x14x14xf32>, tensor<f32>) -> tensor<256xf32>
    %2019 = stablehlo.multiply %2016, %1199 : tensor<2x256x14x14xf32>
    %2020 = stablehlo.multiply %2016, %1197 : tensor<2x256x14x14xf32>
    %2021 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2022 = stablehlo.reduce(%2020 init: %2021) applies stablehlo.add across dimensions = [0, 2, 3] : (tensor<2x256x14x14xf32>, tensor<f32>) -> tensor<256xf32>
    %2023 = stablehlo.multiply %2022, %1195 : tensor<256xf32>
    %2024 = stablehlo.multiply %2022, %theta.layer3.4.bn2.gamma : tensor<256xf32>
    %2025 = stablehlo.negate %2019 : tensor<2x256x14x14xf32>
    %2026 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2027 = stablehlo.reduce(%2025 init: %2026) applies stablehlo.add across dimensions = [0, 2, 3] : (tensor<2x256x14x14xf32>, tensor<f32>) -> tensor<256xf32>
    %2028 = stablehlo.constant dense<-2.000000e+00> : tensor<f32>
    %2029 = stablehlo.broadcast_in_dim %2028, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %2030 = stablehlo.multiply %2029, %1194 : tensor<256xf32>
    %2031 = stablehlo.divide %1195, %2030 : tensor<256xf32>
    %2032 = stablehlo.multiply %2024, %2031 : tensor<256xf32>
    %2033 = stablehlo.multiply %2032, %1190 : tensor<256xf32>
    %2034 = stablehlo.broadcast_in_dim %2033, dims = [1] : (tensor<256xf32>) -> tensor<2x256x14x14xf32>
    %2035 = stablehlo.multiply %2034, %1185 : tensor<2x256x14x14xf32>
    %2036 = stablehlo.multiply %2034, %1185 : tensor<2x256x14x14xf32>
    %2037 = stablehlo.add %2035, %2036 : tensor<2x256x14x14xf32>
    %2038 = stablehlo.add %2019, %2037 : tensor<2x256x14x14xf32>
    %2039 = stablehlo.negate %2037 : tensor<2x256x14x14xf32>
    %2040 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2041 = stablehlo.reduce(%2039 init: %2040) applies stablehlo.add across dimensions = [0, 2, 3] : (tensor<2x256x14x14xf32>, tensor<f32>) -> tensor<256xf32>
    %2042 = stablehlo.add %2027, %2041 : tensor<256xf32>
    %2043 = stablehlo.multiply %2042, %1182 : tensor<256xf32>
    %2044 = stablehlo.broadcast_in_dim %2043, dims = [1] : (tensor<256xf32>) -> tensor<2x256x14x14xf32>
    %2045 = stablehlo.add %2038, %2044 : tensor<2x256x14x14xf32>
    %2046 = stablehlo.reverse %theta.layer3.4.conv2.w, dims = [2, 3] : tensor<256x256x3x3xf32>
    %2047 = stablehlo.convolution(%2045, %2046) dim_numbers = [b, f, 0, 1]x[i, o, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<2x256x14x14xf32>, tensor<256x256x3x3xf32>) -> tensor<2x256x14x14xf32>
    %2048 = stablehlo.convolution(%1177, %2045) dim_numbers = [f, b, 0, 1]x[i, o, 0, 1]->[f, b, 0, 1], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<2x256x14x14xf32>, tensor<2x256x14x14xf32>) -> tensor<256x256x3x3xf32>
    %2049 = stablehlo.compare  GT, %1157, %1176,  FLOAT : (tensor<2x256x14x14xf32>, tensor<2x256x14x14xf32>) -> tensor<2x256x14x14xi1>
    %2050 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2051 = stablehlo.broadcast_in_dim %2050, dims = [] : (tensor<f32>) -> tensor<2x256x14x14xf32>
    %2052 = stablehlo.select %2049, %2047, %2051 : tensor<2x256x14x14xi1>, tensor<2x256x14x14xf32>
    %2053 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2054 = stablehlo.reduce(%2052 init: %2053) applies stablehlo.add across dimensions = [0, 2, 3] : (tensor<2x256x14x14xf32>, tensor<f32>) -> tensor<256xf32>
    %2055 = stablehlo.multiply %2052, %1154 : tensor<2x256x14x14xf32>
    %2056 = stablehlo.multiply %2052, %1152 : tensor<2x256x14x14xf32>
    %2057 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2058 = stablehlo.reduce(%2056 init: %2057) applies stablehlo.add across dimensions = [0, 2, 3] : (tensor<2x256x14x14xf32>, tensor<f32>) -> tensor<256xf32>
    %2059 = stablehlo.multiply %2058, %1150 : tensor<256xf32>
    %2060 = stablehlo.multiply %2058, %theta.layer3.4.bn1.gamma : tensor<256xf32>
    %2061 = stablehlo.negate %2055 : tensor<2x256x14x14xf32>
    %2062 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2063 = stablehlo.reduce(%2061 init: %2062) applies stablehlo.add across dimensions = [0, 2, 3] : (tensor<2x256x14x14xf32>, tensor<f32>) -> tensor<256xf32>
    %2064 = stablehlo.constant dense<-2.000000e+00> : tensor<f32>
    %2065 = stablehlo.broadcast_in_dim %2064, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %2066 = stablehlo.multiply %2065, %1149 : tensor<256xf32>
    %2067 = stablehlo.divide %1150, %2066 : tensor<256xf32>
    %2068 = stablehlo.multiply %2060, %2067 : tensor<256xf32>
    %2069 = stablehlo.multiply %2068, %1145 : tensor<256xf32>
    %2070 = stablehlo.broadcast_in_dim %2069, dims = [1] : (tensor<256xf32>) -> tensor<2x256x14x14xf32>
    %2071 = stablehlo.multiply %2070, %1140 : tensor<2x256x14x14xf32>
    %2072 = stablehlo.multiply %2070, %1140 : tensor<2x256x14x14xf32>
    %2073 = stablehlo.add %2071, %2072 : tensor<2x256x14x14xf32>
    %2074 = stablehlo.add %2055, %2073 : tensor<2x256x14x14xf32>
    %2075 = stablehlo.negate %2073 : tensor<2x256x14x14xf32>
    %2076 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2077 = stablehlo.reduce(%2075 init: %2076) applies stablehlo.add across dimensions = [0, 2, 3] : (tensor<2x256x14x14xf32>, tensor<f32>) -> tensor<256xf32>
    %2078 = stablehlo.add %2063, %2077 : tensor<256xf32>
    %2079 = stablehlo.multiply %2078, %1137 : tensor<256xf32>
    %2080 = stablehlo.broadcast_in_dim %2079, dims = [1] : (tensor<256xf32>) -> tensor<2x256x14x14xf32>
    %2081 = stablehlo.add %2074, %2080 : tensor<2x256x14x14xf32>
    %2082 = stablehlo.reverse %theta.layer3.4.conv1.w, dims = [2, 3] : tensor<256x256x3x3xf32>
    %2083 = stablehlo.convolution(%2081, %2082) dim_numbers = [b, f, 0, 1]x[i, o, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<2x256x14x14xf32>, tensor<256x256x3x3xf32>) -> tensor<2x256x14x14xf32>
    %2084 = stablehlo.add %2016, %2083 : tensor<2x256x14x14xf32>
    %2085 = stablehlo.convolution(%1132, %2081) dim_numbers = [f, b, 0, 1]x[i, o, 0, 1]->[f, b, 0, 1], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<2x256x14x14xf32>, tensor<2x256x14x14xf32>) -> tensor<256x256x3x3xf32>
    %2086 = stablehlo.compare  GT, %1129, %1131,  FLOAT : (tensor<2x256x14x14xf32>, tensor<2x256x14x14xf32>) -> tensor<2x256x14x14xi1>
    %2087 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2088 = stablehlo.broadcast_in_dim %2087, dims = [] : (tensor<f32>) -> tensor<2x256x14x14xf32>
    %2089 = stablehlo.select %2086, %2084, %2088 : tensor<2x256x14x14xi1>, tensor<2x256x14x14xf32>
    %2090 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2091 = stablehlo.reduce(%2089 init: %2090) applies stablehlo.add across dimensions = [0, 2, 3] : (tensor<2x256x14x14xf32>, tensor<f32>) -> tensor<256xf32>
    %2092 = stablehlo.multiply %2089, %1108 : tensor<2x256x14x14xf32>
    %2093 = stablehlo.multiply %2089, %1106 : tensor<2x256x14x14xf32>
    %2094 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2095 = stablehlo.reduce(%2093 init: %2094) applies stablehlo.add across dimensions = [0, 2, 3] : (tensor<2x256x14x14xf32>, tensor<f32>) -> tensor<256xf32>
    %2096 = stablehlo.multiply %2095, %1104 : tensor<256xf32>
    %2097 = stablehlo.multiply %2095, %theta.layer3.3.bn2.gamma : tensor<256xf32>
    %2098 = stablehlo.negate %2092 : tensor<2x256x14x14xf32>
    %2099 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2100 = stablehlo.reduce(%2098 init: %2099) applies stablehlo.add across dimensions = [0, 2, 3] : (tensor<2x256x14x14xf32>, tensor<f32>) -> tensor<256xf32>
    %2101 = stablehlo.constant dense<-2.000000e+00> : tensor<f32>
    %2102 = stablehlo.broadcast_in_dim %2101, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %2103 = stablehlo.multiply %2102, %1103 : tensor<256xf32>
    %2104 = stablehlo.divide %1104, %2103 : tensor<256xf32>
    %2105 = stablehlo.multiply %2097, %2104 : tensor<256xf32>
    %2106 = stablehlo.multiply %2105, %1099 : tensor<256xf32>
    %2107 = stablehlo.broadcast_in_dim %2106, dims = [1] : (tensor<256xf32>) -> tensor<2x256x14x14xf32>
    %2108 = stablehlo.multiply %2107, %1094 : tensor<2x256x14x14xf32>
    %2109 = stablehlo.multiply %2107, %1094 : tensor<2x256x14x14xf32>
    %2110 = stablehlo.add %2108, %2109 : tensor<2x256x14x14xf32>
    %2111 = stablehlo.add %2092, %2110 : tensor<2x256x14x14xf32>
    %2112 = stablehlo.negate %2110 : tensor<2x256x14x14xf32>
    %2113 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2114 = stablehlo.reduce(%2112 init: %2113) applies stablehlo.add across dimensions = [0, 2, 3] : (tensor<2x256x14x14xf32>, tensor<f32>) -> tensor<256xf32>
    %2115 = stablehlo.add %2100, %2114 : tensor<256xf32>
    %2116 = stablehlo.multiply %2115, %1091 : tensor<256xf32>
    %2117 = stablehlo.broadcast_in_dim %2116, dims = [1] : (tensor<256xf32>) -> tensor<2x256x14x14xf32>
    %2118 = stablehlo.add %2111, %2117 : tensor<2x256x14x14xf32>
    %2119 = stablehlo.reverse %theta.layer3.3.conv2.w, dims = [2, 3] : tensor<256x256x3x3xf32>
    %2120 = stablehlo.convolution(%2118, %2119) dim_numbers = [b, f, 0, 1]x[i, o, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<2x256x14x14xf32>, tensor<256x256x3x3xf32>) -> tensor<2x256x14x14xf32>
    %2121 = stablehlo.convolution(%1086, %2118) dim_numbers = [f, b, 0, 1]x[i, o, 0, 1]->[f, b, 0, 1], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<2x256x14x14xf32>, tensor<2x256x14x14xf32>) -> tensor<256x256x3x3xf32>
    %2122 = stablehlo.compare  GT, %1066, %1085,  FLOAT : (tensor<2x256x14x14xf32>, tensor<2x256x14x14xf32>) -> tensor<2x256x14x14xi1>
    %2123 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2124 = stablehlo.broadcast_in_dim %2123, dims = [] : (tensor<f32>) -> tensor<2x256x14x14xf32>
    %2125 = stablehlo.select %2122, %2120, %2124 : tensor<2x256x14x14xi1>, tensor<2x256x14x14xf32>
    %2126 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2127 = stablehlo.reduce(%2125 init: %2126) applies stablehlo.add across dimensions = [0, 2, 3] : (tensor<2x256x14x14xf32>, tensor<f32>) -> tensor<256xf32>
    %2128 = stablehlo.multiply %2125, %1063 : tensor<2x256x14x14xf32>
    %2129 = stablehlo.multiply %2125, %1061 : tensor<2x256x14x14xf32>
    %2130 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2131 = stablehlo.reduce(%2129 init: %2130) applies stablehlo.add across dimensions = [0, 2, 3] : (tensor<2x256x14x14xf32>, tensor<f32>) -> tensor<256xf32>
    %2132 = stablehlo.multiply %2131, %1059 : tensor<256xf32>
    %2133 = stablehlo.multiply %2131, %theta.layer3.3.bn1.gamma : tensor<256xf32>
    %2134 = stablehlo.negate %2128 : tensor<2x256x14x14xf32>
    %2135 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2136 = stablehlo.reduce(%2134 init: %2135) applies stablehlo.add across dimensions = [0, 2, 3] : (tensor<2x256x14x14xf32>, tensor<f32>) -> tensor<256xf32>
    %2137 = stablehlo.constant dense<-2.000000e+00> : tensor<f32>
    %2138 = stablehlo.broadcast_in_dim %2137, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %2139 = stablehlo.multiply %2138, %1058 : tensor<256xf32>
    %2140 = stablehlo.divide %1059, %2139 : tensor<256xf32>
    %2141 = stablehlo.multiply %2133, %2140 : tensor<256xf32>
    %2142 = stablehlo.multiply %2141, %1054 : tensor<256xf32>
    %2143 = stablehlo.broadcast_in_dim %2142, dims = [1] : (tensor<256xf32>) -> tensor<2x256x14x14xf32>
    %2144 = stablehlo.multiply %2143, %1049 : tensor<2x256x14x14xf32>
    %2145 = stablehlo.multiply %2143, %1049 : tensor<2x256x14x14xf32>
    %2146 = stablehlo.add %2144, %2145 : tensor<2x256x14x14xf32>
    %2147 = stablehlo.add %2128, %2146 : tensor<2x256x14x14xf32>
    %2148 = stablehlo.negate %2146 : tensor<2x256x14x14xf32>
    %2149 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2150 = stablehlo.reduce(%2148 init: %2149) applies stablehlo.add across dimensions = [0, 2, 3] : (tensor<2x256x14x14xf32>, tensor<f32>) -> tensor<256xf32>
    %2151 = stablehlo.add %2136, %2150 : tensor<256xf32>
    %2152 = stablehlo.multiply %2151, %1046 : tensor<256xf32>
    %2153 = stablehlo.broadcast_in_dim %2152, dims = [1] : (tensor<256xf32>) -> tensor<2x256x14x14xf32>
    %2154 = stablehlo.add %2147, %2153 : tensor<2x256x14x14xf32>
    %2155 = stablehlo.reverse %theta.layer3.3.conv1.w, dims = [2, 3] : tensor<256x256x3x3xf32>
    %2156 = stablehlo.convolution(%2154, %2155) dim_numbers = [b, f, 0, 1]x[i, o, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<2x256x14x14xf32>, tensor<256x256x3x3xf32>) -> tensor<2x256x14x14xf32>
    %2157 = stablehlo.add %2089, %2156 : tensor<2x256x14x14xf32>
    %2158 = stablehlo.convolution(%1041, %2154) dim_numbers = [f, b, 0, 1]x[i, o, 0, 1]->[f, b, 0, 1], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<2x256x14x14xf32>, tensor<2x256x14x14xf32>) -> tensor<256x256x3x3xf32>
    %2159 = stablehlo.compare  GT, %1038, %1040,  FLOAT : (tensor<2x256x14x14xf32>, tensor<2x256x14x14xf32>) -> tensor<2x256x14x14xi1>
    %2160 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2161 = stablehlo.broadcast_in_dim %2160, dims = [] : (tensor<f32>) -> tensor<2x256x14x14xf32>
    %2162 = stablehlo.select %2159, %2157, %2161 : tensor<2x256x14x14xi1>, tensor<2x256x14x14xf32>
    %2163 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2164 = stablehlo.reduce(%2162 init: %2163) applies stablehlo.add across dimensions = [0, 2, 3] : (tensor<2x256x14x14xf32>, tensor<f32>) -> tensor<256xf32>
    %2165 = stablehlo.multiply %2162, %1017 : tensor<2x256x14x14xf32>
    %2166 = stablehlo.multiply %2162, %1015 : tensor<2x256x14x14xf32>
    %2167 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2168 = stablehlo.reduce(%2166 init: %2167) applies stablehlo.add across dimensions = [0, 2, 3] : (tensor<2x256x14x14xf32>, tensor<f32>) -> tensor<256xf32>
    %2169 = stablehlo.multiply %2168, %1013 : tensor<256xf32>
    %2170 = stablehlo.multiply %2168, %theta.layer3.2.bn2.gamma : tensor<256xf32>
    %2171 = stablehlo.negate %2165 : tensor<2x256x14x14xf32>
    %2172 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2173 = stablehlo.reduce(%2171 init: %2172) applies stablehlo.add across dimensions = [0, 2, 3] : (tensor<2x256x14x14xf32>, tensor<f32>) -> tensor<256xf32>
    %2174 = stablehlo.constant dense<-2.000000e+00> : tensor<f32>
    %2175 = stablehlo.broadcast_in_dim %2174, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %2176 = stablehlo.multiply %2175, %1012 : tensor<256xf32>
    %2177 = stablehlo.divide %1013, %2176 : tensor<256xf32>
    %2178 = stablehlo.multiply %2170, %2177 : tensor<256xf32>
    %2179 = stablehlo.multiply %2178, %1008 : tensor<256xf32>
    %2180 = stablehlo.broadcast_in_dim %2179, dims = [1] : (tensor<256xf32>) -> tensor<2x256x14x14xf32>
    %2181 = stablehlo.multiply %2180, %1003 : tensor<2x256x14x14xf32>
    %2182 = stablehlo.multiply %2180, %1003 : tensor<2x256x14x14xf32>
    %2183 = stablehlo.add %2181, %2182 : tensor<2x256x14x14xf32>
    %2184 = stablehlo.add %2165, %2183 : tensor<2x256x14x14xf32>
    %2185 = stablehlo.negate %2183 : tensor<2x256x14x14xf32>
    %2186 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2187 = stablehlo.reduce(%2185 init: %2186) applies stablehlo.add across dimensions = [0, 2, 3] : (tensor<2x256x14x14xf32>, tensor<f32>) -> tensor<256xf32>
    %2188 = stablehlo.add %2173, %2187 : tensor<256xf32>
    %2189 = stablehlo.multiply %2188, %1000 : tensor<256xf32>
    %2190 = stablehlo.broadcast_in_dim %2189, dims = [1] : (tensor<256xf32>) -> tensor<2x256x14x14xf32>
    %2191 = stablehlo.add %2184, %2190 : tensor<2x256x14x14xf32>
    %2192 = stablehlo.reverse %theta.layer3.2.conv2.w, dims = [2, 3] : tensor<256x256x3x3xf32>
    %2193 = stablehlo.convolution(%2191, %2192) dim_numbers = [b, f, 0, 1]x[i, o, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<2x256x14x14xf32>, tensor<256x256x3x3xf32>) -> tensor<2x256x14x14xf32>
    %2194 = stablehlo.convolution(%995, %2191) dim_numbers = [f, b, 0, 1]x[i, o, 0, 1]->[f, b, 0, 1], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<2x256x14x14xf32>, tensor<2x256x14x14xf32>) -> tensor<256x256x3x3xf32>
    %2195 = stablehlo.compare  GT, %975, %994,  FLOAT : (tensor<2x256x14x14xf32>, tensor<2x256x14x14xf32>) -> tensor<2x256x14x14xi1>
    %2196 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2197 = stablehlo.broadcast_in_dim %2196, dims = [] : (tensor<f32>) -> tensor<2x256x14x14xf32>
    %2198 = stablehlo.select %2195, %2193, %2197 : tensor<2x256x14x14xi1>, tensor<2x256x14x14xf32>
    %2199 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2200 = stablehlo.reduce(%2198 init: %2199) applies stablehlo.add across dimensions = [0, 2, 3] : (tensor<2x256x14x14xf32>, tensor<f32>) -> tensor<256xf32>
    %2201 = stablehlo.multiply %2198, %972 : tensor<2x256x14x14xf32>
    %2202 = stablehlo.multiply %2198, %970 : tensor<2x256x14x14xf32>
    %2203 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2204 = stablehlo.reduce(%2202 init: %2203) applies stablehlo.add across dimensions = [0, 2, 3] : (tensor<2x256x14x14xf32>, tensor<f32>) -> tensor<256xf32>
    %2205 = stablehlo.multiply %2204, %968 : tensor<256xf32>
    %2206 = stablehlo.multiply %2204, %theta.layer3.2.bn1.gamma : tensor<256xf32>
    %2207 = stablehlo.negate %2201 : tensor<2x256x14x14xf32>
    %2208 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2209 = stablehlo.reduce(%2207 init: %2208) applies stablehlo.add across dimensions = [0, 2, 3] : (tensor<2x256x14x14xf32>, tensor<f32>) -> tensor<256xf32>
    %2210 = stablehlo.constant dense<-2.000000e+00> : tensor<f32>
    %2211 = stablehlo.broadcast_in_dim %2210, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %2212 = stablehlo.multiply %2211, %967 : tensor<256xf32>
    %2213 = stablehlo.divide %968, %2212 : tensor<256xf32>
    %2214 = stablehlo.multiply %2206, %2213 : tensor<256xf32>
    %2215 = stablehlo.multiply %2214, %963 : tensor<256xf32>
    %2216 = stablehlo.broadcast_in_dim %2215, dims = [1] : (tensor<256xf32>) -> tensor<2x256x14x14xf32>
    %2217 = stablehlo.multiply %2216, %958 : tensor<2x256x14x14xf32>
    %2218 = stablehlo.multiply %2216, %958 : tensor<2x256x14x14xf32>
    %2219 = stablehlo.add %2217, %2218 : tensor<2x256x14x14xf32>
    %2220 = stablehlo.add %2201, %2219 : tensor<2x256x14x14xf32>
    %2221 = stablehlo.negate %2219 : tensor<2x256x14x14xf32>
    %2222 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2223 = stablehlo.reduce(%2221 init: %2222) applies stablehlo.add across dimensions = [0, 2, 3] : (tensor<2x256x14x14xf32>, tensor<f32>) -> tensor<256xf32>
    %2224 = stablehlo.add %2209, %2223 : tensor<256xf32>
    %2225 = stablehlo.multiply %2224, %955 : tensor<256xf32>
    %2226 = stablehlo.broadcast_in_dim %2225, dims = [1] : (tensor<256xf32>) -> tensor<2x256x14x14xf32>
    %2227 = stablehlo.add %2220, %2226 : tensor<2x256x14x14xf32>
    %2228 = stablehlo.reverse %theta.layer3.2.conv1.w, dims = [2, 3] : tensor<256x256x3x3xf32>
    %2229 = stablehlo.convolution(%2227, %2228) dim_numbers = [b, f, 0, 1]x[i, o, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<2x256x14x14xf32>, tensor<256x256x3x3xf32>) -> tensor<2x256x14x14xf32>
    %2230 = stablehlo.add %2162, %2229 : tensor<2x256x14x14xf32>
    %2231 = stablehlo.convolution(%950, %2227) dim_numbers = [f, b, 0, 1]x[i, o, 0, 1]->[f, b, 0, 1], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<2x256x14x14xf32>, tensor<2x256x14x14xf32>) -> tensor<256x256x3x3xf32>
    %2232 = stablehlo.compare  GT, %947, %949,  FLOAT : (tensor<2x256x14x14xf32>, tensor<2x256x14x14xf32>) -> tensor<2x256x14x14xi1>
    %2233 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2234 = stablehlo.broadcast_in_dim %2233, dims = [] : (tensor<f32>) -> tensor<2x256x14x14xf32>
    %2235 = stablehlo.select %2232, %2230, %2234 : tensor<2x256x14x14xi1>, tensor<2x256x14x14xf32>
    %2236 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2237 = stablehlo.reduce(%2235 init: %2236) applies stablehlo.add across dimensions = [0, 2, 3] : (tensor<2x256x14x14xf32>, tensor<f32>) -> tensor<256xf32>
    %2238 = stablehlo.multiply %2235, %926 : tensor<2x256x14x14xf32>
    %2239 = stablehlo.multiply %2235, %924 : tensor<2x256x14x14xf32>
    %2240 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2241 = stablehlo.reduce(%2239 init: %2240) applies stablehlo.add across dimensions = [0, 2, 3] : (tensor<2x256x14x14xf32>, tensor<f32>) -> tensor<256xf32>
    %2242 = stablehlo.multiply %2241, %922 : tensor<256xf32>
    %2243 = stablehlo.multiply %2241, %theta.layer3.1.bn2.gamma : tensor<256xf32>
    %2244 = stablehlo.negate %2238 : tensor<2x256x14x14xf32>
    %2245 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2246 = stablehlo.reduce(%2244 init: %2245) applies stablehlo.add across dimensions = [0, 2, 3] : (tensor<2x256x14x14xf32>, tensor<f32>) -> tensor<256xf32>
    %2247 = stablehlo.constant dense<-2.000000e+00> : tensor<f32>
    %2248 = stablehlo.broadcast_in_dim %2247, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %2249 = stablehlo.multiply %2248, %921 : tensor<256xf32>
    %2250 = stablehlo.divide %922, %2249 : tensor<256xf32>
    %2251 = stablehlo.multiply %2243, %2250 : tensor<256xf32>
    %2252 = stablehlo.multiply %2251, %917 : tensor<256xf32>
    %2253 = stablehlo.broadcast_in_dim %2252, dims = [1] : (tensor<256xf32>) -> tensor<2x256x14x14xf32>
    %2254 = stablehlo.multiply %2253, %912 : tensor<2x256x14x14xf32>
    %2255 = stablehlo.multiply %2253, %912 : tensor<2x256x14x14xf32>
    %2256 = stablehlo.add %2254, %2255 : tensor<2x256x14x14xf32>
    %2257 = stablehlo.add %2238, %2256 : tensor<2x256x14x14xf32>
    %2258 = stablehlo.negate %2256 : tensor<2x256x14x14xf32>
    %2259 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2260 = stablehlo.reduce(%2258 init: %2259) applies stablehlo.add across dimensions = [0, 2, 3] : (tensor<2x256x14x14xf32>, tensor<f32>) -> tensor<256xf32>
    %2261 = stablehlo.add %2246, %2260 : tensor<256xf32>
    %2262 = stablehlo.multiply %2261, %909 : tensor<256xf32>
    %2263 = stablehlo.broadcast_in_dim %2262, dims = [1] : (tensor<256xf32>) -> tensor<2x256x14x14xf32>
    %2264 = stablehlo.add %2257, %2263 : tensor<2x256x14x14xf32>
    %2265 = stablehlo.reverse %theta.layer3.1.conv2.w, dims = [2, 3] : tensor<256x256x3x3xf32>
    %2266 = stablehlo.convolution(%2264, %2265) dim_numbers = [b, f, 0, 1]x[i, o, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<2x256x14x14xf32>, tensor<256x256x3x3xf32>) -> tensor<2x256x14x14xf32>
    %2267 = stablehlo.convolution(%904, %2264) dim_numbers = [f, b, 0, 1]x[i, o, 0, 1]->[f, b, 0, 1], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<2x256x14x14xf32>, tensor<2x256x14x14xf32>) -> tensor<256x256x3x3xf32>
    %2268 = stablehlo.compare  GT, %884, %903,  FLOAT : (tensor<2x256x14x14xf32>, tensor<2x256x14x14xf32>) -> tensor<2x256x14x14xi1>
    %2269 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2270 = stablehlo.broadcast_in_dim %2269, dims = [] : (tensor<f32>) -> tensor<2x256x14x14xf32>
    %2271 = stablehlo.select %2268, %2266, %2270 : tensor<2x256x14x14xi1>, tensor<2x256x14x14xf32>
    %2272 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2273 = stablehlo.reduce(%2271 init: %2272) applies stablehlo.add across dimensions = [0, 2, 3] : (tensor<2x256x14x14xf32>, tensor<f32>) -> tensor<256xf32>
    %2274 = stablehlo.multiply %2271, %881 : tensor<2x256x14x14xf32>
    %2275 = stablehlo.multiply %2271, %879 : tensor<2x256x14x14xf32>
    %2276 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2277 = stablehlo.reduce(%2275 init: %2276) applies stablehlo.add across dimensions = [0, 2, 3] : (tensor<2x256x14x14xf32>, tensor<f32>) -> tensor<256xf32>
    %2278 = stablehlo.multiply %2277, %877 : tensor<256xf32>
    %2279 = stablehlo.multiply %2277, %theta.layer3.1.bn1.gamma : tensor<256xf32>
    %2280 = stablehlo.negate %2274 : tensor<2x256x14x14xf32>
    %2281 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2282 = stablehlo.reduce(%2280 init: %2281) applies stablehlo.add across dimensions = [0, 2, 3] : (tensor<2x256x14x14xf32>, tensor<f32>) -> tensor<256xf32>
    %2283 = stablehlo.constant dense<-2.000000e+00> : tensor<f32>
    %2284 = stablehlo.broadcast_in_dim %2283, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %2285 = stablehlo.multiply %2284, %876 : tensor<256xf32>
    %2286 = stablehlo.divide %877, %2285 : tensor<256xf32>
    %2287 = stablehlo.multiply %2279, %2286 : tensor<256xf32>
    %2288 = stablehlo.multiply %2287, %872 : tensor<256xf32>
    %2289 = stablehlo.broadcast_in_dim %2288, dims = [1] : (tensor<256xf32>) -> tensor<2x256x14x14xf32>
    %2290 = stablehlo.multiply %2289, %867 : tensor<2x256x14x14xf32>
    %2291 = stablehlo.multiply %2289, %867 : tensor<2x256x14x14xf32>
    %2292 = stablehlo.add %2290, %2291 : tensor<2x256x14x14xf32>
    %2293 = stablehlo.add %2274, %2292 : tensor<2x256x14x14xf32>
    %2294 = stablehlo.negate %2292 : tensor<2x256x14x14xf32>
    %2295 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2296 = stablehlo.reduce(%2294 init: %2295) applies stablehlo.add across dimensions = [0, 2, 3] : (tensor<2x256x14x14xf32>, tensor<f32>) -> tensor<256xf32>
    %2297 = stablehlo.add %2282, %2296 : tensor<256xf32>
    %2298 = stablehlo.multiply %2297, %864 : tensor<256xf32>
    %2299 = stablehlo.broadcast_in_dim %2298, dims = [1] : (tensor<256xf32>) -> tensor<2x256x14x14xf32>
    %2300 = stablehlo.add %2293, %2299 : tensor<2x256x14x14xf32>
    %2301 = stablehlo.reverse %theta.layer3.1.conv1.w, dims = [2, 3] : tensor<256x256x3x3xf32>
    %2302 = stablehlo.convolution(%2300, %2301) dim_numbers = [b, f, 0, 1]x[i, o, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<2x256x14x14xf32>, tensor<256x256x3x3xf32>) -> tensor<2x256x14x14xf32>
    %2303 = stablehlo.add %2235, %2302 : tensor<2x256x14x14xf32>
    %2304 = stablehlo.convolution(%859, %2300) dim_numbers = [f, b, 0, 1]x[i, o, 0, 1]->[f, b, 0, 1], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<2x256x14x14xf32>, tensor<2x256x14x14xf32>) -> tensor<256x256x3x3xf32>
    %2305 = stablehlo.compare  GT, %856, %858,  FLOAT : (tensor<2x256x14x14xf32>, tensor<2x256x14x14xf32>) -> tensor<2x256x14x14xi1>
    %2306 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2307 = stablehlo.broadcast_in_dim %2306, dims = [] : (tensor<f32>) -> tensor<2x256x14x14xf32>
    %2308 = stablehlo.select %2305, %2303, %2307 : tensor<2x256x14x14xi1>, tensor<2x256x14x14xf32>
    %2309 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2310 = stablehlo.reduce(%2308 init: %2309) applies stablehlo.add across dimensions = [0, 2, 3] : (tensor<2x256x14x14xf32>, tensor<f32>) -> tensor<256xf32>
    %2311 = stablehlo.multiply %2308, %835 : tensor<2x256x14x14xf32>
    %2312 = stablehlo.multiply %2308, %833 : tensor<2x256x14x14xf32>
    %2313 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2314 = stablehlo.reduce(%2312 init: %2313) applies stablehlo.add across dimensions = [0, 2, 3] : (tensor<2x256x14x14xf32>, tensor<f32>) -> tensor<256xf32>
    %2315 = stablehlo.multiply %2314, %831 : tensor<256xf32>
    %2316 = stablehlo.multiply %2314, %theta.layer3.0.downsample.1.gamma : tensor<256xf32>
    %2317 = stablehlo.negate %2311 : tensor<2x256x14x14xf32>
    %2318 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2319 = stablehlo.reduce(%2317 init: %2318) applies stablehlo.add across dimensions = [0, 2, 3] : (tensor<2x256x14x14xf32>, tensor<f32>) -> tensor<256xf32>
    %2320 = stablehlo.constant dense<-2.000000e+00> : tensor<f32>
    %2321 = stablehlo.broadcast_in_dim %2320, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %2322 = stablehlo.multiply %2321, %830 : tensor<256xf32>
    %2323 = stablehlo.divide %831, %2322 : tensor<256xf32>
    %2324 = stablehlo.multiply %2316, %2323 : tensor<256xf32>
    %2325 = stablehlo.multiply %2324, %826 : tensor<256xf32>
    %2326 = stablehlo.broadcast_in_dim %2325, dims = [1] : (tensor<256xf32>) -> tensor<2x256x14x14xf32>
    %2327 = stablehlo.multiply %2326, %821 : tensor<2x256x14x14xf32>
    %2328 = stablehlo.multiply %2326, %821 : tensor<2x256x14x14xf32>
    %2329 = stablehlo.add %2327, %2328 : tensor<2x256x14x14xf32>
    %2330 = stablehlo.add %2311, %2329 : tensor<2x256x14x14xf32>
    %2331 = stablehlo.negate %2329 : tensor<2x256x14x14xf32>
    %2332 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2333 = stablehlo.reduce(%2331 init: %2332) applies stablehlo.add across dimensions = [0, 2, 3] : (tensor<2x256x14x14xf32>, tensor<f32>) -> tensor<256xf32>
    %2334 = stablehlo.add %2319, %2333 : tensor<256xf32>
    %2335 = stablehlo.multiply %2334, %818 : tensor<256xf32>
    %2336 = stablehlo.broadcast_in_dim %2335, dims = [1] : (tensor<256xf32>) -> tensor<2x256x14x14xf32>
    %2337 = stablehlo.add %2330, %2336 : tensor<2x256x14x14xf32>
    %2338 = stablehlo.reverse %theta.layer3.0.downsample.0.w, dims = [2, 3] : tensor<256x128x1x1xf32>
    %2339 = stablehlo.convolution(%2337, %2338) dim_numbers = [b, f, 0, 1]x[i, o, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[0, 1], [0, 1]], lhs_dilate = [2, 2], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<2x256x14x14xf32>, tensor<256x128x1x1xf32>) -> tensor<2x128x28x28xf32>
    %2340 = stablehlo.convolution(%726, %2337) dim_numbers = [f, b, 0, 1]x[i, o, 0, 1]->[f, b, 0, 1], window = {stride = [1, 1], pad = [[0, -1], [0, -1]], lhs_dilate = [1, 1], rhs_dilate = [2, 2]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<2x128x28x28xf32>, tensor<2x256x14x14xf32>) -> tensor<256x128x1x1xf32>
    %2341 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2342 = stablehlo.reduce(%2308 init: %2341) applies stablehlo.add across dimensions = [0, 2, 3] : (tensor<2x256x14x14xf32>, tensor<f32>) -> tensor<256xf32>
    %2343 = stablehlo.multiply %2308, %793 : tensor<2x256x14x14xf32>
    %2344 = stablehlo.multiply %2308, %791 : tensor<2x256x14x14xf32>
    %2345 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2346 = stablehlo.reduce(%2344 init: %2345) applies stablehlo.add across dimensions = [0, 2, 3] : (tensor<2x256x14x14xf32>, tensor<f32>) -> tensor<256xf32>
    %2347 = stablehlo.multiply %2346, %789 : tensor<256xf32>
    %2348 = stablehlo.multiply %2346, %theta.layer3.0.bn2.gamma : tensor<256xf32>
    %2349 = stablehlo.negate %2343 : tensor<2x256x14x14xf32>
    %2350 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2351 = stablehlo.reduce(%2349 init: %2350) applies stablehlo.add across dimensions = [0, 2, 3] : (tensor<2x256x14x14xf32>, tensor<f32>) -> tensor<256xf32>
    %2352 = stablehlo.constant dense<-2.000000e+00> : tensor<f32>
    %2353 = stablehlo.broadcast_in_dim %2352, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %2354 = stablehlo.multiply %2353, %788 : tensor<256xf32>
    %2355 = stablehlo.divide %789, %2354 : tensor<256xf32>
    %2356 = stablehlo.multiply %2348, %2355 : tensor<256xf32>
    %2357 = stablehlo.multiply %2356, %784 : tensor<256xf32>
    %2358 = stablehlo.broadcast_in_dim %2357, dims = [1] : (tensor<256xf32>) -> tensor<2x256x14x14xf32>
    %2359 = stablehlo.multiply %2358, %779 : tensor<2x256x14x14xf32>
    %2360 = stablehlo.multiply %2358, %779 : tensor<2x256x14x14xf32>
    %2361 = stablehlo.add %2359, %2360 : tensor<2x256x14x14xf32>
    %2362 = stablehlo.add %2343, %2361 : tensor<2x256x14x14xf32>
    %2363 = stablehlo.negate %2361 : tensor<2x256x14x14xf32>
    %2364 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2365 = stablehlo.reduce(%2363 init: %2364) applies stablehlo.add across dimensions = [0, 2, 3] : (tensor<2x256x14x14xf32>, tensor<f32>) -> tensor<256xf32>
    %2366 = stablehlo.add %2351, %2365 : tensor<256xf32>
    %2367 = stablehlo.multiply %2366, %776 : tensor<256xf32>
    %2368 = stablehlo.broadcast_in_dim %2367, dims = [1] : (tensor<256xf32>) -> tensor<2x256x14x14xf32>
    %2369 = stablehlo.add %2362, %2368 : tensor<2x256x14x14xf32>
    %2370 = stablehlo.reverse %theta.layer3.0.conv2.w, dims = [2, 3] : tensor<256x256x3x3xf32>
    %2371 = stablehlo.convolution(%2369, %2370) dim_numbers = [b, f, 0, 1]x[i, o, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<2x256x14x14xf32>, tensor<256x256x3x3xf32>) -> tensor<2x256x14x14xf32>
    %2372 = stablehlo.convolution(%771, %2369) dim_numbers = [f, b, 0, 1]x[i, o, 0, 1]->[f, b, 0, 1], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<2x256x14x14xf32>, tensor<2x256x14x14xf32>) -> tensor<256x256x3x3xf32>
    %2373 = stablehlo.compare  GT, %751, %770,  FLOAT : (tensor<2x256x14x14xf32>, tensor<2x256x14x14xf32>) -> tensor<2x256x14x14xi1>
    %2374 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2375 = stablehlo.broadcast_in_dim %2374, dims = [] : (tensor<f32>) -> tensor<2x256x14x14xf32>
    %2376 = stablehlo.select %2373, %2371, %2375 : tensor<2x256x14x14xi1>, tensor<2x256x14x14xf32>
    %2377 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2378 = stablehlo.reduce(%2376 init: %2377) applies stablehlo.add across dimensions = [0, 2, 3] : (tensor<2x256x14x14xf32>, tensor<f32>) -> tensor<256xf32>
    %2379 = stablehlo.multiply %2376, %748 : tensor<2x256x14x14xf32>
    %2380 = stablehlo.multiply %2376, %746 : tensor<2x256x14x14xf32>
    %2381 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2382 = stablehlo.reduce(%2380 init: %2381) applies stablehlo.add across dimensions = [0, 2, 3] : (tensor<2x256x14x14xf32>, tensor<f32>) -> tensor<256xf32>
    %2383 = stablehlo.multiply %2382, %744 : tensor<256xf32>
    %2384 = stablehlo.multiply %2382, %theta.layer3.0.bn1.gamma : tensor<256xf32>
    %2385 = stablehlo.negate %2379 : tensor<2x256x14x14xf32>
    %2386 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2387 = stablehlo.reduce(%2385 init: %2386) applies stablehlo.add across dimensions = [0, 2, 3] : (tensor<2x256x14x14xf32>, tensor<f32>) -> tensor<256xf32>
    %2388 = stablehlo.constant dense<-2.000000e+00> : tensor<f32>
    %2389 = stablehlo.broadcast_in_dim %2388, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %2390 = stablehlo.multiply %2389, %743 : tensor<256xf32>
    %2391 = stablehlo.divide %744, %2390 : tensor<256xf32>
    %2392 = stablehlo.multiply %2384, %2391 : tensor<256xf32>
    %2393 = stablehlo.multiply %2392, %739 : tensor<256xf32>
    %2394 = stablehlo.broadcast_in_dim %2393, dims = [1] : (tensor<256xf32>) -> tensor<2x256x14x14xf32>
    %2395 = stablehlo.multiply %2394, %734 : tensor<2x256x14x14xf32>
    %2396 = stablehlo.multiply %2394, %734 : tensor<2x256x14x14xf32>
    %2397 = stablehlo.add %2395, %2396 : tensor<2x256x14x14xf32>
    %2398 = stablehlo.add %2379, %2397 : tensor<2x256x14x14xf32>
    %2399 = stablehlo.negate %2397 : tensor<2x256x14x14xf32>
    %2400 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2401 = stablehlo.reduce(%2399 init: %2400) applies stablehlo.add across dimensions = [0, 2, 3] : (tensor<2x256x14x14xf32>, tensor<f32>) -> tensor<256xf32>
    %2402 = stablehlo.add %2387, %2401 : tensor<256xf32>
    %2403 = stablehlo.multiply %2402, %731 : tensor<256xf32>
    %2404 = stablehlo.broadcast_in_dim %2403, dims = [1] : (tensor<256xf32>) -> tensor<2x256x14x14xf32>
    %2405 = stablehlo.add %2398, %2404 : tensor<2x256x14x14xf32>
    %2406 = stablehlo.reverse %theta.layer3.0.conv1.w, dims = [2, 3] : tensor<256x128x3x3xf32>
    %2407 = stablehlo.convolution(%2405, %2406) dim_numbers = [b, f, 0, 1]x[i, o, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[1, 2], [1, 2]], lhs_dilate = [2, 2], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<2x256x14x14xf32>, tensor<256x128x3x3xf32>) -> tensor<2x128x28x28xf32>
    %2408 = stablehlo.add %2339, %2407 : tensor<2x128x28x28xf32>
    %2409 = stablehlo.convolution(%726, %2405) dim_numbers = [f, b, 0, 1]x[i, o, 0, 1]->[f, b, 0, 1], window = {stride = [1, 1], pad = [[1, 0], [1, 0]], lhs_dilate = [1, 1], rhs_dilate = [2, 2]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<2x128x28x28xf32>, tensor<2x256x14x14xf32>) -> tensor<256x128x3x3xf32>
    %2410 = stablehlo.compare  GT, %723, %725,  FLOAT : (tensor<2x128x28x28xf32>, tensor<2x128x28x28xf32>) -> tensor<2x128x28x28xi1>
    %2411 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2412 = stablehlo.broadcast_in_dim %2411, dims = [] : (tensor<f32>) -> tensor<2x128x28x28xf32>
    %2413 = stablehlo.select %2410, %2408, %2412 : tensor<2x128x28x28xi1>, tensor<2x128x28x28xf32>
    %2414 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2415 = stablehlo.reduce(%2413 init: %2414) applies stablehlo.add across dimensions = [0, 2, 3] : (tensor<2x128x28x28xf32>, tensor<f32>) -> tensor<128xf32>
    %2416 = stablehlo.multiply %2413, %702 : tensor<2x128x28x28xf32>
    %2417 = stablehlo.multiply %2413, %700 : tensor<2x128x28x28xf32>
    %2418 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2419 = stablehlo.reduce(%2417 init: %2418) applies stablehlo.add across dimensions = [0, 2, 3] : (tensor<2x128x28x28xf32>, tensor<f32>) -> tensor<128xf32>
    %2420 = stablehlo.multiply %2419, %698 : tensor<128xf32>
    %2421 = stablehlo.multiply %2419, %theta.layer2.3.bn2.gamma : tensor<128xf32>
    %2422 = stablehlo.negate %2416 : tensor<2x128x28x28xf32>
    %2423 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2424 = stablehlo.reduce(%2422 init: %2423) applies stablehlo.add across dimensions = [0, 2, 3] : (tensor<2x128x28x28xf32>, tensor<f32>) -> tensor<128xf32>
    %2425 = stablehlo.constant dense<-2.000000e+00> : tensor<f32>
    %2426 = stablehlo.broadcast_in_dim %2425, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %2427 = stablehlo.multiply %2426, %697 : tensor<128xf32>
    %2428 = stablehlo.divide %698, %2427 : tensor<128xf32>
    %2429 = stablehlo.multiply %2421, %2428 : tensor<128xf32>
    %2430 = stablehlo.multiply %2429, %693 : tensor<128xf32>
    %2431 = stablehlo.broadcast_in_dim %2430, dims = [1] : (tensor<128xf32>) -> tensor<2x128x28x28xf32>
    %2432 = stablehlo.multiply %2431, %688 : tensor<2x128x28x28xf32>
    %2433 = stablehlo.multiply %2431, %688 : tensor<2x128x28x28xf32>
    %2434 = stablehlo.add %2432, %2433 : tensor<2x128x28x28xf32>
    %2435 = stablehlo.add %2416, %2434 : tensor<2x128x28x28xf32>
    %2436 = stablehlo.negate %2434 : tensor<2x128x28x28xf32>
    %2437 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2438 = stablehlo.reduce(%2436 init: %2437) applies stablehlo.add across dimensions = [0, 2, 3] : (tensor<2x128x28x28xf32>, tensor<f32>) -> tensor<128xf32>
    %2439 = stablehlo.add %2424, %2438 : tensor<128xf32>
    %2440 = stablehlo.multiply %2439, %685 : tensor<128xf32>
    %2441 = stablehlo.broadcast_in_dim %2440, dims = [1] : (tensor<128xf32>) -> tensor<2x128x28x28xf32>
    %2442 = stablehlo.add %2435, %2441 : tensor<2x128x28x28xf32>
    %2443 = stablehlo.reverse %theta.layer2.3.conv2.w, dims = [2, 3] : tensor<128x128x3x3xf32>
    %2444 = stablehlo.convolution(%2442, %2443) dim_numbers = [b, f, 0, 1]x[i, o, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<2x128x28x28xf32>, tensor<128x128x3x3xf32>) -> tensor<2x128x28x28xf32>
    %2445 = stablehlo.convolution(%680, %2442) dim_numbers = [f, b, 0, 1]x[i, o, 0, 1]->[f, b, 0, 1], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<2x128x28x28xf32>, tensor<2x128x28x28xf32>) -> tensor<128x128x3x3xf32>
    %2446 = stablehlo.compare  GT, %660, %679,  FLOAT : (tensor<2x128x28x28xf32>, tensor<2x128x28x28xf32>) -> tensor<2x128x28x28xi1>
    %2447 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2448 = stablehlo.broadcast_in_dim %2447, dims = [] : (tensor<f32>) -> tensor<2x128x28x28xf32>
    %2449 = stablehlo.select %2446, %2444, %2448 : tensor<2x128x28x28xi1>, tensor<2x128x28x28xf32>
    %2450 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2451 = stablehlo.reduce(%2449 init: %2450) applies stablehlo.add across dimensions = [0, 2, 3] : (tensor<2x128x28x28xf32>, tensor<f32>) -> tensor<128xf32>
    %2452 = stablehlo.multiply %2449, %657 : tensor<2x128x28x28xf32>
    %2453 = stablehlo.multiply %2449, %655 : tensor<2x128x28x28xf32>
    %2454 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2455 = stablehlo.reduce(%2453 init: %2454) applies stablehlo.add across dimensions = [0, 2, 3] : (tensor<2x128x28x28xf32>, tensor<f32>) -> tensor<128xf32>
    %2456 = stablehlo.multiply %2455, %653 : tensor<128xf32>
    %2457 = stablehlo.multiply %2455, %theta.layer2.3.bn1.gamma : tensor<128xf32>
    %2458 = stablehlo.negate %2452 : tensor<2x128x28x28xf32>
    %2459 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2460 = stablehlo.reduce(%2458 init: %2459) applies stablehlo.add across dimensions = [0, 2, 3] : (tensor<2x128x28x28xf32>, tensor<f32>) -> tensor<128xf32>
    %2461 = stablehlo.constant dense<-2.000000e+00> : tensor<f32>
    %2462 = stablehlo.broadcast_in_dim %2461, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %2463 = stablehlo.multiply %2462, %652 : tensor<128xf32>
    %2464 = stablehlo.divide %653, %2463 : tensor<128xf32>
    %2465 = stablehlo.multiply %2457, %2464 : tensor<128xf32>
    %2466 = stablehlo.multiply %2465, %648 : tensor<128xf32>
    %2467 = stablehlo.broadcast_in_dim %2466, dims = [1] : (tensor<128xf32>) -> tensor<2x128x28x28xf32>
    %2468 = stablehlo.multiply %2467, %643 : tensor<2x128x28x28xf32>
    %2469 = stablehlo.multiply %2467, %643 : tensor<2x128x28x28xf32>
    %2470 = stablehlo.add %2468, %2469 : tensor<2x128x28x28xf32>
    %2471 = stablehlo.add %2452, %2470 : tensor<2x128x28x28xf32>
    %2472 = stablehlo.negate %2470 : tensor<2x128x28x28xf32>
    %2473 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2474 = stablehlo.reduce(%2472 init: %2473) applies stablehlo.add across dimensions = [0, 2, 3] : (tensor<2x128x28x28xf32>, tensor<f32>) -> tensor<128xf32>
    %2475 = stablehlo.add %2460, %2474 : tensor<128xf32>
    %2476 = stablehlo.multiply %2475, %640 : tensor<128xf32>
    %2477 = stablehlo.broadcast_in_dim %2476, dims = [1] : (tensor<128xf32>) -> tensor<2x128x28x28xf32>
    %2478 = stablehlo.add %2471, %2477 : tensor<2x128x28x28xf32>
    %2479 = stablehlo.reverse %theta.layer2.3.conv1.w, dims = [2, 3] : tensor<128x128x3x3xf32>
    %2480 = stablehlo.convolution(%2478, %2479) dim_numbers = [b, f, 0, 1]x[i, o, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<2x128x28x28xf32>, tensor<128x128x3x3xf32>) -> tensor<2x128x28x28xf32>
    %2481 = stablehlo.add %2413, %2480 : tensor<2x128x28x28xf32>
    %2482 = stablehlo.convolution(%635, %2478) dim_numbers = [f, b, 0, 1]x[i, o, 0, 1]->[f, b, 0, 1], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<2x128x28x28xf32>, tensor<2x128x28x28xf32>) -> tensor<128x128x3x3xf32>
    %2483 = stablehlo.compare  GT, %632, %634,  FLOAT : (tensor<2x128x28x28xf32>, tensor<2x128x28x28xf32>) -> tensor<2x128x28x28xi1>
    %2484 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2485 = stablehlo.broadcast_in_dim %2484, dims = [] : (tensor<f32>) -> tensor<2x128x28x28xf32>
    %2486 = stablehlo.select %2483, %2481, %2485 : tensor<2x128x28x28xi1>, tensor<2x128x28x28xf32>
    %2487 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2488 = stablehlo.reduce(%2486 init: %2487) applies stablehlo.add across dimensions = [0, 2, 3] : (tensor<2x128x28x28xf32>, tensor<f32>) -> tensor<128xf32>
    %2489 = stablehlo.multiply %2486, %611 : tensor<2x128x28x28xf32>
    %2490 = stablehlo.multiply %2486, %609 : tensor<2x128x28x28xf32>
    %2491 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2492 = stablehlo.reduce(%2490 init: %2491) applies stablehlo.add across dimensions = [0, 2, 3] : (tensor<2x128x28x28xf32>, tensor<f32>) -> tensor<128xf32>
    %2493 = stablehlo.multiply %2492, %607 : tensor<128xf32>
    %2494 = stablehlo.multiply %2492, %theta.layer2.2.bn2.gamma : tensor<128xf32>
    %2495 = stablehlo.negate %2489 : tensor<2x128x28x28xf32>
    %2496 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2497 = stablehlo.reduce(%2495 init: %2496) applies stablehlo.add across dimensions = [0, 2, 3] : (tensor<2x128x28x28xf32>, tensor<f32>) -> tensor<128xf32>
    %2498 = stablehlo.constant dense<-2.000000e+00> : tensor<f32>
    %2499 = stablehlo.broadcast_in_dim %2498, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %2500 = stablehlo.multiply %2499, %606 : tensor<128xf32>
    %2501 = stablehlo.divide %607, %2500 : tensor<128xf32>
    %2502 = stablehlo.multiply %2494, %2501 : tensor<128xf32>
    %2503 = stablehlo.multiply %2502, %602 : tensor<128xf32>
    %2504 = stablehlo.broadcast_in_dim %2503, dims = [1] : (tensor<128xf32>) -> tensor<2x128x28x28xf32>
    %2505 = stablehlo.multiply %2504, %597 : tensor<2x128x28x28xf32>
    %2506 = stablehlo.multiply %2504, %597 : tensor<2x128x28x28xf32>
    %2507 = stablehlo.add %2505, %2506 : tensor<2x128x28x28xf32>
    %2508 = stablehlo.add %2489, %2507 : tensor<2x128x28x28xf32>
    %2509 = stablehlo.negate %2507 : tensor<2x128x28x28xf32>
    %2510 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2511 = stablehlo.reduce(%2509 init: %2510) applies stablehlo.add across dimensions = [0, 2, 3] : (tensor<2x128x28x28xf32>, tensor<f32>) -> tensor<128xf32>
    %2512 = stablehlo.add %2497, %2511 : tensor<128xf32>
    %2513 = stablehlo.multiply %2512, %594 : tensor<128xf32>
    %2514 = stablehlo.broadcast_in_dim %2513, dims = [1] : (tensor<128xf32>) -> tensor<2x128x28x28xf32>
    %2515 = stablehlo.add %2508, %2514 : tensor<2x128x28x28xf32>
    %2516 = stablehlo.reverse %theta.layer2.2.conv2.w, dims = [2, 3] : tensor<128x128x3x3xf32>
    %2517 = stablehlo.convolution(%2515, %2516) dim_numbers = [b, f, 0, 1]x[i, o, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<2x128x28x28xf32>, tensor<128x128x3x3xf32>) -> tensor<2x128x28x28xf32>
    %2518 = stablehlo.convolution(%589, %2515) dim_numbers = [f, b, 0, 1]x[i, o, 0, 1]->[f, b, 0, 1], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<2x128x28x28xf32>, tensor<2x128x28x28xf32>) -> tensor<128x128x3x3xf32>
    %2519 = stablehlo.compare  GT, %569, %588,  FLOAT : (tensor<2x128x28x28xf32>, tensor<2x128x28x28xf32>) -> tensor<2x128x28x28xi1>
    %2520 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2521 = stablehlo.broadcast_in_dim %2520, dims = [] : (tensor<f32>) -> tensor<2x128x28x28xf32>
    %2522 = stablehlo.select %2519, %2517, %2521 : tensor<2x128x28x28xi1>, tensor<2x128x28x28xf32>
    %2523 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2524 = stablehlo.reduce(%2522 init: %2523) applies stablehlo.add across dimensions = [0, 2, 3] : (tensor<2x128x28x28xf32>, tensor<f32>) -> tensor<128xf32>
    %2525 = stablehlo.multiply %2522, %566 : tensor<2x128x28x28xf32>
    %2526 = stablehlo.multiply %2522, %564 : tensor<2x128x28x28xf32>
    %2527 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2528 = stablehlo.reduce(%2526 init: %2527) applies stablehlo.add across dimensions = [0, 2, 3] : (tensor<2x128x28x28xf32>, tensor<f32>) -> tensor<128xf32>
    %2529 = stablehlo.multiply %2528, %562 : tensor<128xf32>
    %2530 = stablehlo.multiply %2528, %theta.layer2.2.bn1.gamma : tensor<128xf32>
    %2531 = stablehlo.negate %2525 : tensor<2x128x28x28xf32>
    %2532 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2533 = stablehlo.reduce(%2531 init: %2532) applies stablehlo.add across dimensions = [0, 2, 3] : (tensor<2x128x28x28xf32>, tensor<f32>) -> tensor<128xf32>
    %2534 = stablehlo.constant dense<-2.000000e+00> : tensor<f32>
    %2535 = stablehlo.broadcast_in_dim %2534, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %2536 = stablehlo.multiply %2535, %561 : tensor<128xf32>
    %2537 = stablehlo.divide %562, %2536 : tensor<128xf32>
    %2538 = stablehlo.multiply %2530, %2537 : tensor<128xf32>
    %2539 = stablehlo.multiply %2538, %557 : tensor<128xf32>
    %2540 = stablehlo.broadcast_in_dim %2539, dims = [1] : (tensor<128xf32>) -> tensor<2x128x28x28xf32>
    %2541 = stablehlo.multiply %2540, %552 : tensor<2x128x28x28xf32>
    %2542 = stablehlo.multiply %2540, %552 : tensor<2x128x28x28xf32>
    %2543 = stablehlo.add %2541, %2542 : tensor<2x128x28x28xf32>
    %2544 = stablehlo.add %2525, %2543 : tensor<2x128x28x28xf32>
    %2545 = stablehlo.negate %2543 : tensor<2x128x28x28xf32>
    %2546 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2547 = stablehlo.reduce(%2545 init: %2546) applies stablehlo.add across dimensions = [0, 2, 3] : (tensor<2x128x28x28xf32>, tensor<f32>) -> tensor<128xf32>
    %2548 = stablehlo.add %2533, %2547 : tensor<128xf32>
    %2549 = stablehlo.multiply %2548, %549 : tensor<128xf32>
    %2550 = stablehlo.broadcast_in_dim %2549, dims = [1] : (tensor<128xf32>) -> tensor<2x128x28x28xf32>
    %2551 = stablehlo.add %2544, %2550 : tensor<2x128x28x28xf32>
    %2552 = stablehlo.reverse %theta.layer2.2.conv1.w, dims = [2, 3] : tensor<128x128x3x3xf32>
    %2553 = stablehlo.convolution(%2551, %2552) dim_numbers = [b, f, 0, 1]x[i, o, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<2x128x28x28xf32>, tensor<128x128x3x3xf32>) -> tensor<2x128x28x28xf32>
    %2554 = stablehlo.add %2486, %2553 : tensor<2x128x28x28xf32>
    %2555 = stablehlo.convolution(%544, %2551) dim_numbers = [f, b, 0, 1]x[i, o, 0, 1]->[f, b, 0, 1], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<2x128x28x28xf32>, tensor<2x128x28x28xf32>) -> tensor<128x128x3x3xf32>
    %2556 = stablehlo.compare  GT, %541, %543,  FLOAT : (tensor<2x128x28x28xf32>, tensor<2x128x28x28xf32>) -> tensor<2x128x28x28xi1>
    %2557 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2558 = stablehlo.broadcast_in_dim %2557, dims = [] : (tensor<f32>) -> tensor<2x128x28x28xf32>
    %2559 = stablehlo.select %2556, %2554, %2558 : tensor<2x128x28x28xi1>, tensor<2x128x28x28xf32>
    %2560 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2561 = stablehlo.reduce(%2559 init: %2560) applies stablehlo.add across dimensions = [0, 2, 3] : (tensor<2x128x28x28xf32>, tensor<f32>) -> tensor<128xf32>
    %2562 = stablehlo.multiply %2559, %520 : tensor<2x128x28x28xf32>
    %2563 = stablehlo.multiply %2559, %518 : tensor<2x128x28x28xf32>
    %2564 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2565 = stablehlo.reduce(%2563 init: %2564) applies stablehlo.add across dimensions = [0, 2, 3] : (tensor<2x128x28x28xf32>, tensor<f32>) -> tensor<128xf32>
    %2566 = stablehlo.multiply %2565, %516 : tensor<128xf32>
    %2567 = stablehlo.multiply %2565, %theta.layer2.1.bn2.gamma : tensor<128xf32>
    %2568 = stablehlo.negate %2562 : tensor<2x128x28x28xf32>
    %2569 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2570 = stablehlo.reduce(%2568 init: %2569) applies stablehlo.add across dimensions = [0, 2, 3] : (tensor<2x128x28x28xf32>, tensor<f32>) -> tensor<128xf32>
    %2571 = stablehlo.constant dense<-2.000000e+00> : tensor<f32>
    %2572 = stablehlo.broadcast_in_dim %2571, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %2573 = stablehlo.multiply %2572, %515 : tensor<128xf32>
    %2574 = stablehlo.divide %516, %2573 : tensor<128xf32>
    %2575 = stablehlo.multiply %2567, %2574 : tensor<128xf32>
    %2576 = stablehlo.multiply %2575, %511 : tensor<128xf32>
    %2577 = stablehlo.broadcast_in_dim %2576, dims = [1] : (tensor<128xf32>) -> tensor<2x128x28x28xf32>
    %2578 = stablehlo.multiply %2577, %506 : tensor<2x128x28x28xf32>
    %2579 = stablehlo.multiply %2577, %506 : tensor<2x128x28x28xf32>
    %2580 = stablehlo.add %2578, %2579 : tensor<2x128x28x28xf32>
    %2581 = stablehlo.add %2562, %2580 : tensor<2x128x28x28xf32>
    %2582 = stablehlo.negate %2580 : tensor<2x128x28x28xf32>
    %2583 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2584 = stablehlo.reduce(%2582 init: %2583) applies stablehlo.add across dimensions = [0, 2, 3] : (tensor<2x128x28x28xf32>, tensor<f32>) -> tensor<128xf32>
    %2585 = stablehlo.add %2570, %2584 : tensor<128xf32>
    %2586 = stablehlo.multiply %2585, %503 : tensor<128xf32>
    %2587 = stablehlo.broadcast_in_dim %2586, dims = [1] : (tensor<128xf32>) -> tensor<2x128x28x28xf32>
    %2588 = stablehlo.add %2581, %2587 : tensor<2x128x28x28xf32>
    %2589 = stablehlo.reverse %theta.layer2.1.conv2.w, dims = [2, 3] : tensor<128x128x3x3xf32>
    %2590 = stablehlo.convolution(%2588, %2589) dim_numbers = [b, f, 0, 1]x[i, o, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<2x128x28x28xf32>, tensor<128x128x3x3xf32>) -> tensor<2x128x28x28xf32>
    %2591 = stablehlo.convolution(%498, %2588) dim_numbers = [f, b, 0, 1]x[i, o, 0, 1]->[f, b, 0, 1], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<2x128x28x28xf32>, tensor<2x128x28x28xf32>) -> tensor<128x128x3x3xf32>
    %2592 = stablehlo.compare  GT, %478, %497,  FLOAT : (tensor<2x128x28x28xf32>, tensor<2x128x28x28xf32>) -> tensor<2x128x28x28xi1>
    %2593 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2594 = stablehlo.broadcast_in_dim %2593, dims = [] : (tensor<f32>) -> tensor<2x128x28x28xf32>
    %2595 = stablehlo.select %2592, %2590, %2594 : tensor<2x128x28x28xi1>, tensor<2x128x28x28xf32>
    %2596 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2597 = stablehlo.reduce(%2595 init: %2596) applies stablehlo.add across dimensions = [0, 2, 3] : (tensor<2x128x28x28xf32>, tensor<f32>) -> tensor<128xf32>
    %2598 = stablehlo.multiply %2595, %475 : tensor<2x128x28x28xf32>
    %2599 = stablehlo.multiply %2595, %473 : tensor<2x128x28x28xf32>
    %2600 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2601 = stablehlo.reduce(%2599 init: %2600) applies stablehlo.add across dimensions = [0, 2, 3] : (tensor<2x128x28x28xf32>, tensor<f32>) -> tensor<128xf32>
    %2602 = stablehlo.multiply %2601, %471 : tensor<128xf32>
    %2603 = stablehlo.multiply %2601, %theta.layer2.1.bn1.gamma : tensor<128xf32>
    %2604 = stablehlo.negate %2598 : tensor<2x128x28x28xf32>
    %2605 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2606 = stablehlo.reduce(%2604 init: %2605) applies stablehlo.add across dimensions = [0, 2, 3] : (tensor<2x128x28x28xf32>, tensor<f32>) -> tensor<128xf32>
    %2607 = stablehlo.constant dense<-2.000000e+00> : tensor<f32>
    %2608 = stablehlo.broadcast_in_dim %2607, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %2609 = stablehlo.multiply %2608, %470 : tensor<128xf32>
    %2610 = stablehlo.divide %471, %2609 : tensor<128xf32>
    %2611 = stablehlo.multiply %2603, %2610 : tensor<128xf32>
    %2612 = stablehlo.multiply %2611, %466 : tensor<128xf32>
    %2613 = stablehlo.broadcast_in_dim %2612, dims = [1] : (tensor<128xf32>) -> tensor<2x128x28x28xf32>
    %2614 = stablehlo.multiply %2613, %461 : tensor<2x128x28x28xf32>
    %2615 = stablehlo.multiply %2613, %461 : tensor<2x128x28x28xf32>
    %2616 = stablehlo.add %2614, %2615 : tensor<2x128x28x28xf32>
    %2617 = stablehlo.add %2598, %2616 : tensor<2x128x28x28xf32>
    %2618 = stablehlo.negate %2616 : tensor<2x128x28x28xf32>
    %2619 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2620 = stablehlo.reduce(%2618 init: %2619) applies stablehlo.add across dimensions = [0, 2, 3] : (tensor<2x128x28x28xf32>, tensor<f32>) -> tensor<128xf32>
    %2621 = stablehlo.add %2606, %2620 : tensor<128xf32>
    %2622 = stablehlo.multiply %2621, %458 : tensor<128xf32>
    %2623 = stablehlo.broadcast_in_dim %2622, dims = [1] : (tensor<128xf32>) -> tensor<2x128x28x28xf32>
    %2624 = stablehlo.add %2617, %2623 : tensor<2x128x28x28xf32>
    %2625 = stablehlo.reverse %theta.layer2.1.conv1.w, dims = [2, 3] : tensor<128x128x3x3xf32>
    %2626 = stablehlo.convolution(%2624, %2625) dim_numbers = [b, f, 0, 1]x[i, o, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<2x128x28x28xf32>, tensor<128x128x3x3xf32>) -> tensor<2x128x28x28xf32>
    %2627 = stablehlo.add %2559, %2626 : tensor<2x128x28x28xf32>
    %2628 = stablehlo.convolution(%453, %2624) dim_numbers = [f, b, 0, 1]x[i, o, 0, 1]->[f, b, 0, 1], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<2x128x28x28xf32>, tensor<2x128x28x28xf32>) -> tensor<128x128x3x3xf32>
    %2629 = stablehlo.compare  GT, %450, %452,  FLOAT : (tensor<2x128x28x28xf32>, tensor<2x128x28x28xf32>) -> tensor<2x128x28x28xi1>
    %2630 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2631 = stablehlo.broadcast_in_dim %2630, dims = [] : (tensor<f32>) -> tensor<2x128x28x28xf32>
    %2632 = stablehlo.select %2629, %2627, %2631 : tensor<2x128x28x28xi1>, tensor<2x128x28x28xf32>
    %2633 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2634 = stablehlo.reduce(%2632 init: %2633) applies stablehlo.add across dimensions = [0, 2, 3] : (tensor<2x128x28x28xf32>, tensor<f32>) -> tensor<128xf32>
    %2635 = stablehlo.multiply %2632, %429 : tensor<2x128x28x28xf32>
    %2636 = stablehlo.multiply %2632, %427 : tensor<2x128x28x28xf32>
    %2637 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2638 = stablehlo.reduce(%2636 init: %2637) applies stablehlo.add across dimensions = [0, 2, 3] : (tensor<2x128x28x28xf32>, tensor<f32>) -> tensor<128xf32>
    %2639 = stablehlo.multiply %2638, %425 : tensor<128xf32>
    %2640 = stablehlo.multiply %2638, %theta.layer2.0.downsample.1.gamma : tensor<128xf32>
    %2641 = stablehlo.negate %2635 : tensor<2x128x28x28xf32>
    %2642 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2643 = stablehlo.reduce(%2641 init: %2642) applies stablehlo.add across dimensions = [0, 2, 3] : (tensor<2x128x28x28xf32>, tensor<f32>) -> tensor<128xf32>
    %2644 = stablehlo.constant dense<-2.000000e+00> : tensor<f32>
    %2645 = stablehlo.broadcast_in_dim %2644, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %2646 = stablehlo.multiply %2645, %424 : tensor<128xf32>
    %2647 = stablehlo.divide %425, %2646 : tensor<128xf32>
    %2648 = stablehlo.multiply %2640, %2647 : tensor<128xf32>
    %2649 = stablehlo.multiply %2648, %420 : tensor<128xf32>
    %2650 = stablehlo.broadcast_in_dim %2649, dims = [1] : (tensor<128xf32>) -> tensor<2x128x28x28xf32>
    %2651 = stablehlo.multiply %2650, %415 : tensor<2x128x28x28xf32>
    %2652 = stablehlo.multiply %2650, %415 : tensor<2x128x28x28xf32>
    %2653 = stablehlo.add %2651, %2652 : tensor<2x128x28x28xf32>
    %2654 = stablehlo.add %2635, %2653 : tensor<2x128x28x28xf32>
    %2655 = stablehlo.negate %2653 : tensor<2x128x28x28xf32>
    %2656 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2657 = stablehlo.reduce(%2655 init: %2656) applies stablehlo.add across dimensions = [0, 2, 3] : (tensor<2x128x28x28xf32>, tensor<f32>) -> tensor<128xf32>
    %2658 = stablehlo.add %2643, %2657 : tensor<128xf32>
    %2659 = stablehlo.multiply %2658, %412 : tensor<128xf32>
    %2660 = stablehlo.broadcast_in_dim %2659, dims = [1] : (tensor<128xf32>) -> tensor<2x128x28x28xf32>
    %2661 = stablehlo.add %2654, %2660 : tensor<2x128x28x28xf32>
    %2662 = stablehlo.reverse %theta.layer2.0.downsample.0.w, dims = [2, 3] : tensor<128x64x1x1xf32>
    %2663 = stablehlo.convolution(%2661, %2662) dim_numbers = [b, f, 0, 1]x[i, o, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[0, 1], [0, 1]], lhs_dilate = [2, 2], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<2x128x28x28xf32>, tensor<128x64x1x1xf32>) -> tensor<2x64x56x56xf32>
    %2664 = stablehlo.convolution(%320, %2661) dim_numbers = [f, b, 0, 1]x[i, o, 0, 1]->[f, b, 0, 1], window = {stride = [1, 1], pad = [[0, -1], [0, -1]], lhs_dilate = [1, 1], rhs_dilate = [2, 2]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<2x64x56x56xf32>, tensor<2x128x28x28xf32>) -> tensor<128x64x1x1xf32>
    %2665 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2666 = stablehlo.reduce(%2632 init: %2665) applies stablehlo.add across dimensions = [0, 2, 3] : (tensor<2x128x28x28xf32>, tensor<f32>) -> tensor<128xf32>
    %2667 = stablehlo.multiply %2632, %387 : tensor<2x128x28x28xf32>
    %2668 = stablehlo.multiply %2632, %385 : tensor<2x128x28x28xf32>
    %2669 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2670 = stablehlo.reduce(%2668 init: %2669) applies stablehlo.add across dimensions = [0, 2, 3] : (tensor<2x128x28x28xf32>, tensor<f32>) -> tensor<128xf32>
    %2671 = stablehlo.multiply %2670, %383 : tensor<128xf32>
    %2672 = stablehlo.multiply %2670, %theta.layer2.0.bn2.gamma : tensor<128xf32>
    %2673 = stablehlo.negate %2667 : tensor<2x128x28x28xf32>
    %2674 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2675 = stablehlo.reduce(%2673 init: %2674) applies stablehlo.add across dimensions = [0, 2, 3] : (tensor<2x128x28x28xf32>, tensor<f32>) -> tensor<128xf32>
    %2676 = stablehlo.constant dense<-2.000000e+00> : tensor<f32>
    %2677 = stablehlo.broadcast_in_dim %2676, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %2678 = stablehlo.multiply %2677, %382 : tensor<128xf32>
    %2679 = stablehlo.divide %383, %2678 : tensor<128xf32>
    %2680 = stablehlo.multiply %2672, %2679 : tensor<128xf32>
    %2681 = stablehlo.multiply %2680, %378 : tensor<128xf32>
    %2682 = stablehlo.broadcast_in_dim %2681, dims = [1] : (tensor<128xf32>) -> tensor<2x128x28x28xf32>
    %2683 = stablehlo.multiply %2682, %373 : tensor<2x128x28x28xf32>
    %2684 = stablehlo.multiply %2682, %373 : tensor<2x128x28x28xf32>
    %2685 = stablehlo.add %2683, %2684 : tensor<2x128x28x28xf32>
    %2686 = stablehlo.add %2667, %2685 : tensor<2x128x28x28xf32>
    %2687 = stablehlo.negate %2685 : tensor<2x128x28x28xf32>
    %2688 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2689 = stablehlo.reduce(%2687 init: %2688) applies stablehlo.add across dimensions = [0, 2, 3] : (tensor<2x128x28x28xf32>, tensor<f32>) -> tensor<128xf32>
    %2690 = stablehlo.add %2675, %2689 : tensor<128xf32>
    %2691 = stablehlo.multiply %2690, %370 : tensor<128xf32>
    %2692 = stablehlo.broadcast_in_dim %2691, dims = [1] : (tensor<128xf32>) -> tensor<2x128x28x28xf32>
    %2693 = stablehlo.add %2686, %2692 : tensor<2x128x28x28xf32>
    %2694 = stablehlo.reverse %theta.layer2.0.conv2.w, dims = [2, 3] : tensor<128x128x3x3xf32>
    %2695 = stablehlo.convolution(%2693, %2694) dim_numbers = [b, f, 0, 1]x[i, o, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<2x128x28x28xf32>, tensor<128x128x3x3xf32>) -> tensor<2x128x28x28xf32>
    %2696 = stablehlo.convolution(%365, %2693) dim_numbers = [f, b, 0, 1]x[i, o, 0, 1]->[f, b, 0, 1], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<2x128x28x28xf32>, tensor<2x128x28x28xf32>) -> tensor<128x128x3x3xf32>
    %2697 = stablehlo.compare  GT, %345, %364,  FLOAT : (tensor<2x128x28x28xf32>, tensor<2x128x28x28xf32>) -> tensor<2x128x28x28xi1>
    %2698 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2699 = stablehlo.broadcast_in_dim %2698, dims = [] : (tensor<f32>) -> tensor<2x128x28x28xf32>
    %2700 = stablehlo.select %2697, %2695, %2699 : tensor<2x128x28x28xi1>, tensor<2x128x28x28xf32>
    %2701 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2702 = stablehlo.reduce(%2700 init: %2701) applies stablehlo.add across dimensions = [0, 2, 3] : (tensor<2x128x28x28xf32>, tensor<f32>) -> tensor<128xf32>
    %2703 = stablehlo.multiply %2700, %342 : tensor<2x128x28x28xf32>
    %2704 = stablehlo.multiply %2700, %340 : tensor<2x128x28x28xf32>
    %2705 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2706 = stablehlo.reduce(%2704 init: %2705) applies stablehlo.add across dimensions = [0, 2, 3] : (tensor<2x128x28x28xf32>, tensor<f32>) -> tensor<128xf32>
    %2707 = stablehlo.multiply %2706, %338 : tensor<128xf32>
    %2708 = stablehlo.multiply %2706, %theta.layer2.0.bn1.gamma : tensor<128xf32>
    %2709 = stablehlo.negate %2703 : tensor<2x128x28x28xf32>
    %2710 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2711 = stablehlo.reduce(%2709 init: %2710) applies stablehlo.add across dimensions = [0, 2, 3] : (tensor<2x128x28x28xf32>, tensor<f32>) -> tensor<128xf32>
    %2712 = stablehlo.constant dense<-2.000000e+00> : tensor<f32>
    %2713 = stablehlo.broadcast_in_dim %2712, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %2714 = stablehlo.multiply %2713, %337 : tensor<128xf32>
    %2715 = stablehlo.divide %338, %2714 : tensor<128xf32>
    %2716 = stablehlo.multiply %2708, %2715 : tensor<128xf32>
    %2717 = stablehlo.multiply %2716, %333 : tensor<128xf32>
    %2718 = stablehlo.broadcast_in_dim %2717, dims = [1] : (tensor<128xf32>) -> tensor<2x128x28x28xf32>
    %2719 = stablehlo.multiply %2718, %328 : tensor<2x128x28x28xf32>
    %2720 = stablehlo.multiply %2718, %328 : tensor<2x128x28x28xf32>
    %2721 = stablehlo.add %2719, %2720 : tensor<2x128x28x28xf32>
    %2722 = stablehlo.add %2703, %2721 : tensor<2x128x28x28xf32>
    %2723 = stablehlo.negate %2721 : tensor<2x128x28x28xf32>
    %2724 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2725 = stablehlo.reduce(%2723 init: %2724) applies stablehlo.add across dimensions = [0, 2, 3] : (tensor<2x128x28x28xf32>, tensor<f32>) -> tensor<128xf32>
    %2726 = stablehlo.add %2711, %2725 : tensor<128xf32>
    %2727 = stablehlo.multiply %2726, %325 : tensor<128xf32>
    %2728 = stablehlo.broadcast_in_dim %2727, dims = [1] : (tensor<128xf32>) -> tensor<2x128x28x28xf32>
    %2729 = stablehlo.add %2722, %2728 : tensor<2x128x28x28xf32>
    %2730 = stablehlo.reverse %theta.layer2.0.conv1.w, dims = [2, 3] : tensor<128x64x3x3xf32>
    %2731 = stablehlo.convolution(%2729, %2730) dim_numbers = [b, f, 0, 1]x[i, o, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[1, 2], [1, 2]], lhs_dilate = [2, 2], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<2x128x28x28xf32>, tensor<128x64x3x3xf32>) -> tensor<2x64x56x56xf32>
    %2732 = stablehlo.add %2663, %2731 : tensor<2x64x56x56xf32>
    %2733 = stablehlo.convolution(%320, %2729) dim_numbers = [f, b, 0, 1]x[i, o, 0, 1]->[f, b, 0, 1], window = {stride = [1, 1], pad = [[1, 0], [1, 0]], lhs_dilate = [1, 1], rhs_dilate = [2, 2]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<2x64x56x56xf32>, tensor<2x128x28x28xf32>) -> tensor<128x64x3x3xf32>
    %2734 = stablehlo.compare  GT, %317, %319,  FLOAT : (tensor<2x64x56x56xf32>, tensor<2x64x56x56xf32>) -> tensor<2x64x56x56xi1>
    %2735 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2736 = stablehlo.broadcast_in_dim %2735, dims = [] : (tensor<f32>) -> tensor<2x64x56x56xf32>
    %2737 = stablehlo.select %2734, %2732, %2736 : tensor<2x64x56x56xi1>, tensor<2x64x56x56xf32>
    %2738 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2739 = stablehlo.reduce(%2737 init: %2738) applies stablehlo.add across dimensions = [0, 2, 3] : (tensor<2x64x56x56xf32>, tensor<f32>) -> tensor<64xf32>
    %2740 = stablehlo.multiply %2737, %296 : tensor<2x64x56x56xf32>
    %2741 = stablehlo.multiply %2737, %294 : tensor<2x64x56x56xf32>
    %2742 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2743 = stablehlo.reduce(%2741 init: %2742) applies stablehlo.add across dimensions = [0, 2, 3] : (tensor<2x64x56x56xf32>, tensor<f32>) -> tensor<64xf32>
    %2744 = stablehlo.multiply %2743, %292 : tensor<64xf32>
    %2745 = stablehlo.multiply %2743, %theta.layer1.2.bn2.gamma : tensor<64xf32>
    %2746 = stablehlo.negate %2740 : tensor<2x64x56x56xf32>
    %2747 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2748 = stablehlo.reduce(%2746 init: %2747) applies stablehlo.add across dimensions = [0, 2, 3] : (tensor<2x64x56x56xf32>, tensor<f32>) -> tensor<64xf32>
    %2749 = stablehlo.constant dense<-2.000000e+00> : tensor<f32>
    %2750 = stablehlo.broadcast_in_dim %2749, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %2751 = stablehlo.multiply %2750, %291 : tensor<64xf32>
    %2752 = stablehlo.divide %292, %2751 : tensor<64xf32>
    %2753 = stablehlo.multiply %2745, %2752 : tensor<64xf32>
    %2754 = stablehlo.multiply %2753, %287 : tensor<64xf32>
    %2755 = stablehlo.broadcast_in_dim %2754, dims = [1] : (tensor<64xf32>) -> tensor<2x64x56x56xf32>
    %2756 = stablehlo.multiply %2755, %282 : tensor<2x64x56x56xf32>
    %2757 = stablehlo.multiply %2755, %282 : tensor<2x64x56x56xf32>
    %2758 = stablehlo.add %2756, %2757 : tensor<2x64x56x56xf32>
    %2759 = stablehlo.add %2740, %2758 : tensor<2x64x56x56xf32>
    %2760 = stablehlo.negate %2758 : tensor<2x64x56x56xf32>
    %2761 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2762 = stablehlo.reduce(%2760 init: %2761) applies stablehlo.add across dimensions = [0, 2, 3] : (tensor<2x64x56x56xf32>, tensor<f32>) -> tensor<64xf32>
    %2763 = stablehlo.add %2748, %2762 : tensor<64xf32>
    %2764 = stablehlo.multiply %2763, %279 : tensor<64xf32>
    %2765 = stablehlo.broadcast_in_dim %2764, dims = [1] : (tensor<64xf32>) -> tensor<2x64x56x56xf32>
    %2766 = stablehlo.add %2759, %2765 : tensor<2x64x56x56xf32>
    %2767 = stablehlo.reverse %theta.layer1.2.conv2.w, dims = [2, 3] : tensor<64x64x3x3xf32>
    %2768 = stablehlo.convolution(%2766, %2767) dim_numbers = [b, f, 0, 1]x[i, o, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<2x64x56x56xf32>, tensor<64x64x3x3xf32>) -> tensor<2x64x56x56xf32>
    %2769 = stablehlo.convolution(%274, %2766) dim_numbers = [f, b, 0, 1]x[i, o, 0, 1]->[f, b, 0, 1], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<2x64x56x56xf32>, tensor<2x64x56x56xf32>) -> tensor<64x64x3x3xf32>
    %2770 = stablehlo.compare  GT, %254, %273,  FLOAT : (tensor<2x64x56x56xf32>, tensor<2x64x56x56xf32>) -> tensor<2x64x56x56xi1>
    %2771 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2772 = stablehlo.broadcast_in_dim %2771, dims = [] : (tensor<f32>) -> tensor<2x64x56x56xf32>
    %2773 = stablehlo.select %2770, %2768, %2772 : tensor<2x64x56x56xi1>, tensor<2x64x56x56xf32>
    %2774 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2775 = stablehlo.reduce(%2773 init: %2774) applies stablehlo.add across dimensions = [0, 2, 3] : (tensor<2x64x56x56xf32>, tensor<f32>) -> tensor<64xf32>
    %2776 = stablehlo.multiply %2773, %251 : tensor<2x64x56x56xf32>
    %2777 = stablehlo.multiply %2773, %249 : tensor<2x64x56x56xf32>
    %2778 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2779 = stablehlo.reduce(%2777 init: %2778) applies stablehlo.add across dimensions = [0, 2, 3] : (tensor<2x64x56x56xf32>, tensor<f32>) -> tensor<64xf32>
    %2780 = stablehlo.multiply %2779, %247 : tensor<64xf32>
    %2781 = stablehlo.multiply %2779, %theta.layer1.2.bn1.gamma : tensor<64xf32>
    %2782 = stablehlo.negate %2776 : tensor<2x64x56x56xf32>
    %2783 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2784 = stablehlo.reduce(%2782 init: %2783) applies stablehlo.add across dimensions = [0, 2, 3] : (tensor<2x64x56x56xf32>, tensor<f32>) -> tensor<64xf32>
    %2785 = stablehlo.constant dense<-2.000000e+00> : tensor<f32>
    %2786 = stablehlo.broadcast_in_dim %2785, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %2787 = stablehlo.multiply %2786, %246 : tensor<64xf32>
    %2788 = stablehlo.divide %247, %2787 : tensor<64xf32>
    %2789 = stablehlo.multiply %2781, %2788 : tensor<64xf32>
    %2790 = stablehlo.multiply %2789, %242 : tensor<64xf32>
    %2791 = stablehlo.broadcast_in_dim %2790, dims = [1] : (tensor<64xf32>) -> tensor<2x64x56x56xf32>
    %2792 = stablehlo.multiply %2791, %237 : tensor<2x64x56x56xf32>
    %2793 = stablehlo.multiply %2791, %237 : tensor<2x64x56x56xf32>
    %2794 = stablehlo.add %2792, %2793 : tensor<2x64x56x56xf32>
    %2795 = stablehlo.add %2776, %2794 : tensor<2x64x56x56xf32>
    %2796 = stablehlo.negate %2794 : tensor<2x64x56x56xf32>
    %2797 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2798 = stablehlo.reduce(%2796 init: %2797) applies stablehlo.add across dimensions = [0, 2, 3] : (tensor<2x64x56x56xf32>, tensor<f32>) -> tensor<64xf32>
    %2799 = stablehlo.add %2784, %2798 : tensor<64xf32>
    %2800 = stablehlo.multiply %2799, %234 : tensor<64xf32>
    %2801 = stablehlo.broadcast_in_dim %2800, dims = [1] : (tensor<64xf32>) -> tensor<2x64x56x56xf32>
    %2802 = stablehlo.add %2795, %2801 : tensor<2x64x56x56xf32>
    %2803 = stablehlo.reverse %theta.layer1.2.conv1.w, dims = [2, 3] : tensor<64x64x3x3xf32>
    %2804 = stablehlo.convolution(%2802, %2803) dim_numbers = [b, f, 0, 1]x[i, o, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<2x64x56x56xf32>, tensor<64x64x3x3xf32>) -> tensor<2x64x56x56xf32>
    %2805 = stablehlo.add %2737, %2804 : tensor<2x64x56x56xf32>
    %2806 = stablehlo.convolution(%229, %2802) dim_numbers = [f, b, 0, 1]x[i, o, 0, 1]->[f, b, 0, 1], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<2x64x56x56xf32>, tensor<2x64x56x56xf32>) -> tensor<64x64x3x3xf32>
    %2807 = stablehlo.compare  GT, %226, %228,  FLOAT : (tensor<2x64x56x56xf32>, tensor<2x64x56x56xf32>) -> tensor<2x64x56x56xi1>
    %2808 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2809 = stablehlo.broadcast_in_dim %2808, dims = [] : (tensor<f32>) -> tensor<2x64x56x56xf32>
    %2810 = stablehlo.select %2807, %2805, %2809 : tensor<2x64x56x56xi1>, tensor<2x64x56x56xf32>
    %2811 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2812 = stablehlo.reduce(%2810 init: %2811) applies stablehlo.add across dimensions = [0, 2, 3] : (tensor<2x64x56x56xf32>, tensor<f32>) -> tensor<64xf32>
    %2813 = stablehlo.multiply %2810, %205 : tensor<2x64x56x56xf32>
    %2814 = stablehlo.multiply %2810, %203 : tensor<2x64x56x56xf32>
    %2815 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2816 = stablehlo.reduce(%2814 init: %2815) applies stablehlo.add across dimensions = [0, 2, 3] : (tensor<2x64x56x56xf32>, tensor<f32>) -> tensor<64xf32>
    %2817 = stablehlo.multiply %2816, %201 : tensor<64xf32>
    %2818 = stablehlo.multiply %2816, %theta.layer1.1.bn2.gamma : tensor<64xf32>
    %2819 = stablehlo.negate %2813 : tensor<2x64x56x56xf32>
    %2820 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2821 = stablehlo.reduce(%2819 init: %2820) applies stablehlo.add across dimensions = [0, 2, 3] : (tensor<2x64x56x56xf32>, tensor<f32>) -> tensor<64xf32>
    %2822 = stablehlo.constant dense<-2.000000e+00> : tensor<f32>
    %2823 = stablehlo.broadcast_in_dim %2822, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %2824 = stablehlo.multiply %2823, %200 : tensor<64xf32>
    %2825 = stablehlo.divide %201, %2824 : tensor<64xf32>
    %2826 = stablehlo.multiply %2818, %2825 : tensor<64xf32>
    %2827 = stablehlo.multiply %2826, %196 : tensor<64xf32>
    %2828 = stablehlo.broadcast_in_dim %2827, dims = [1] : (tensor<64xf32>) -> tensor<2x64x56x56xf32>
    %2829 = stablehlo.multiply %2828, %191 : tensor<2x64x56x56xf32>
    %2830 = stablehlo.multiply %2828, %191 : tensor<2x64x56x56xf32>
    %2831 = stablehlo.add %2829, %2830 : tensor<2x64x56x56xf32>
    %2832 = stablehlo.add %2813, %2831 : tensor<2x64x56x56xf32>
    %2833 = stablehlo.negate %2831 : tensor<2x64x56x56xf32>
    %2834 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2835 = stablehlo.reduce(%2833 init: %2834) applies stablehlo.add across dimensions = [0, 2, 3] : (tensor<2x64x56x56xf32>, tensor<f32>) -> tensor<64xf32>
    %2836 = stablehlo.add %2821, %2835 : tensor<64xf32>
    %2837 = stablehlo.multiply %2836, %188 : tensor<64xf32>
    %2838 = stablehlo.broadcast_in_dim %2837, dims = [1] : (tensor<64xf32>) -> tensor<2x64x56x56xf32>
    %2839 = stablehlo.add %2832, %2838 : tensor<2x64x56x56xf32>
    %2840 = stablehlo.reverse %theta.layer1.1.conv2.w, dims = [2, 3] : tensor<64x64x3x3xf32>
    %2841 = stablehlo.convolution(%2839, %2840) dim_numbers = [b, f, 0, 1]x[i, o, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<2x64x56x56xf32>, tensor<64x64x3x3xf32>) -> tensor<2x64x56x56xf32>
    %2842 = stablehlo.convolution(%183, %2839) dim_numbers = [f, b, 0, 1]x[i, o, 0, 1]->[f, b, 0, 1], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<2x64x56x56xf32>, tensor<2x64x56x56xf32>) -> tensor<64x64x3x3xf32>
    %2843 = stablehlo.compare  GT, %163, %182,  FLOAT : (tensor<2x64x56x56xf32>, tensor<2x64x56x56xf32>) -> tensor<2x64x56x56xi1>
    %2844 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2845 = stablehlo.broadcast_in_dim %2844, dims = [] : (tensor<f32>) -> tensor<2x64x56x56xf32>
    %2846 = stablehlo.select %2843, %2841, %2845 : tensor<2x64x56x56xi1>, tensor<2x64x56x56xf32>
    %2847 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2848 = stablehlo.reduce(%2846 init: %2847) applies stablehlo.add across dimensions = [0, 2, 3] : (tensor<2x64x56x56xf32>, tensor<f32>) -> tensor<64xf32>
    %2849 = stablehlo.multiply %2846, %160 : tensor<2x64x56x56xf32>
    %2850 = stablehlo.multiply %2846, %158 : tensor<2x64x56x56xf32>
    %2851 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2852 = stablehlo.reduce(%2850 init: %2851) applies stablehlo.add across dimensions = [0, 2, 3] : (tensor<2x64x56x56xf32>, tensor<f32>) -> tensor<64xf32>
    %2853 = stablehlo.multiply %2852, %156 : tensor<64xf32>
    %2854 = stablehlo.multiply %2852, %theta.layer1.1.bn1.gamma : tensor<64xf32>
    %2855 = stablehlo.negate %2849 : tensor<2x64x56x56xf32>
    %2856 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2857 = stablehlo.reduce(%2855 init: %2856) applies stablehlo.add across dimensions = [0, 2, 3] : (tensor<2x64x56x56xf32>, tensor<f32>) -> tensor<64xf32>
    %2858 = stablehlo.constant dense<-2.000000e+00> : tensor<f32>
    %2859 = stablehlo.broadcast_in_dim %2858, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %2860 = stablehlo.multiply %2859, %155 : tensor<64xf32>
    %2861 = stablehlo.divide %156, %2860 : tensor<64xf32>
    %2862 = stablehlo.multiply %2854, %2861 : tensor<64xf32>
    %2863 = stablehlo.multiply %2862, %151 : tensor<64xf32>
    %2864 = stablehlo.broadcast_in_dim %2863, dims = [1] : (tensor<64xf32>) -> tensor<2x64x56x56xf32>
    %2865 = stablehlo.multiply %2864, %146 : tensor<2x64x56x56xf32>
    %2866 = stablehlo.multiply %2864, %146 : tensor<2x64x56x56xf32>
    %2867 = stablehlo.add %2865, %2866 : tensor<2x64x56x56xf32>
    %2868 = stablehlo.add %2849, %2867 : tensor<2x64x56x56xf32>
    %2869 = stablehlo.negate %2867 : tensor<2x64x56x56xf32>
    %2870 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2871 = stablehlo.reduce(%2869 init: %2870) applies stablehlo.add across dimensions = [0, 2, 3] : (tensor<2x64x56x56xf32>, tensor<f32>) -> tensor<64xf32>
    %2872 = stablehlo.add %2857, %2871 : tensor<64xf32>
    %2873 = stablehlo.multiply %2872, %143 : tensor<64xf32>
    %2874 = stablehlo.broadcast_in_dim %2873, dims = [1] : (tensor<64xf32>) -> tensor<2x64x56x56xf32>
    %2875 = stablehlo.add %2868, %2874 : tensor<2x64x56x56xf32>
    %2876 = stablehlo.reverse %theta.layer1.1.conv1.w, dims = [2, 3] : tensor<64x64x3x3xf32>
    %2877 = stablehlo.convolution(%2875, %2876) dim_numbers = [b, f, 0, 1]x[i, o, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<2x64x56x56xf32>, tensor<64x64x3x3xf32>) -> tensor<2x64x56x56xf32>
    %2878 = stablehlo.add %2810, %2877 : tensor<2x64x56x56xf32>
    %2879 = stablehlo.convolution(%138, %2875) dim_numbers = [f, b, 0, 1]x[i, o, 0, 1]->[f, b, 0, 1], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<2x64x56x56xf32>, tensor<2x64x56x56xf32>) -> tensor<64x64x3x3xf32>
    %2880 = stablehlo.compare  GT, %135, %137,  FLOAT : (tensor<2x64x56x56xf32>, tensor<2x64x56x56xf32>) -> tensor<2x64x56x56xi1>
    %2881 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2882 = stablehlo.broadcast_in_dim %2881, dims = [] : (tensor<f32>) -> tensor<2x64x56x56xf32>
    %2883 = stablehlo.select %2880, %2878, %2882 : tensor<2x64x56x56xi1>, tensor<2x64x56x56xf32>
    %2884 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2885 = stablehlo.reduce(%2883 init: %2884) applies stablehlo.add across dimensions = [0, 2, 3] : (tensor<2x64x56x56xf32>, tensor<f32>) -> tensor<64xf32>
    %2886 = stablehlo.multiply %2883, %114 : tensor<2x64x56x56xf32>
    %2887 = stablehlo.multiply %2883, %112 : tensor<2x64x56x56xf32>
    %2888 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2889 = stablehlo.reduce(%2887 init: %2888) applies stablehlo.add across dimensions = [0, 2, 3] : (tensor<2x64x56x56xf32>, tensor<f32>) -> tensor<64xf32>
    %2890 = stablehlo.multiply %2889, %110 : tensor<64xf32>
    %2891 = stablehlo.multiply %2889, %theta.layer1.0.bn2.gamma : tensor<64xf32>
    %2892 = stablehlo.negate %2886 : tensor<2x64x56x56xf32>
    %2893 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2894 = stablehlo.reduce(%2892 init: %2893) applies stablehlo.add across dimensions = [0, 2, 3] : (tensor<2x64x56x56xf32>, tensor<f32>) -> tensor<64xf32>
    %2895 = stablehlo.constant dense<-2.000000e+00> : tensor<f32>
    %2896 = stablehlo.broadcast_in_dim %2895, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %2897 = stablehlo.multiply %2896, %109 : tensor<64xf32>
    %2898 = stablehlo.divide %110, %2897 : tensor<64xf32>
    %2899 = stablehlo.multiply %2891, %2898 : tensor<64xf32>
    %2900 = stablehlo.multiply %2899, %105 : tensor<64xf32>
    %2901 = stablehlo.broadcast_in_dim %2900, dims = [1] : (tensor<64xf32>) -> tensor<2x64x56x56xf32>
    %2902 = stablehlo.multiply %2901, %100 : tensor<2x64x56x56xf32>
    %2903 = stablehlo.multiply %2901, %100 : tensor<2x64x56x56xf32>
    %2904 = stablehlo.add %2902, %2903 : tensor<2x64x56x56xf32>
    %2905 = stablehlo.add %2886, %2904 : tensor<2x64x56x56xf32>
    %2906 = stablehlo.negate %2904 : tensor<2x64x56x56xf32>
    %2907 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2908 = stablehlo.reduce(%2906 init: %2907) applies stablehlo.add across dimensions = [0, 2, 3] : (tensor<2x64x56x56xf32>, tensor<f32>) -> tensor<64xf32>
    %2909 = stablehlo.add %2894, %2908 : tensor<64xf32>
    %2910 = stablehlo.multiply %2909, %97 : tensor<64xf32>
    %2911 = stablehlo.broadcast_in_dim %2910, dims = [1] : (tensor<64xf32>) -> tensor<2x64x56x56xf32>
    %2912 = stablehlo.add %2905, %2911 : tensor<2x64x56x56xf32>
    %2913 = stablehlo.reverse %theta.layer1.0.conv2.w, dims = [2, 3] : tensor<64x64x3x3xf32>
    %2914 = stablehlo.convolution(%2912, %2913) dim_numbers = [b, f, 0, 1]x[i, o, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<2x64x56x56xf32>, tensor<64x64x3x3xf32>) -> tensor<2x64x56x56xf32>
    %2915 = stablehlo.convolution(%92, %2912) dim_numbers = [f, b, 0, 1]x[i, o, 0, 1]->[f, b, 0, 1], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<2x64x56x56xf32>, tensor<2x64x56x56xf32>) -> tensor<64x64x3x3xf32>
    %2916 = stablehlo.compare  GT, %72, %91,  FLOAT : (tensor<2x64x56x56xf32>, tensor<2x64x56x56xf32>) -> tensor<2x64x56x56xi1>
    %2917 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2918 = stablehlo.broadcast_in_dim %2917, dims = [] : (tensor<f32>) -> tensor<2x64x56x56xf32>
    %2919 = stablehlo.select %2916, %2914, %2918 : tensor<2x64x56x56xi1>, tensor<2x64x56x56xf32>
    %2920 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2921 = stablehlo.reduce(%2919 init: %2920) applies stablehlo.add across dimensions = [0, 2, 3] : (tensor<2x64x56x56xf32>, tensor<f32>) -> tensor<64xf32>
    %2922 = stablehlo.multiply %2919, %69 : tensor<2x64x56x56xf32>
    %2923 = stablehlo.multiply %2919, %67 : tensor<2x64x56x56xf32>
    %2924 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2925 = stablehlo.reduce(%2923 init: %2924) applies stablehlo.add across dimensions = [0, 2, 3] : (tensor<2x64x56x56xf32>, tensor<f32>) -> tensor<64xf32>
    %2926 = stablehlo.multiply %2925, %65 : tensor<64xf32>
    %2927 = stablehlo.multiply %2925, %theta.layer1.0.bn1.gamma : tensor<64xf32>
    %2928 = stablehlo.negate %2922 : tensor<2x64x56x56xf32>
    %2929 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2930 = stablehlo.reduce(%2928 init: %2929) applies stablehlo.add across dimensions = [0, 2, 3] : (tensor<2x64x56x56xf32>, tensor<f32>) -> tensor<64xf32>
    %2931 = stablehlo.constant dense<-2.000000e+00> : tensor<f32>
    %2932 = stablehlo.broadcast_in_dim %2931, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %2933 = stablehlo.multiply %2932, %64 : tensor<64xf32>
    %2934 = stablehlo.divide %65, %2933 : tensor<64xf32>
    %2935 = stablehlo.multiply %2927, %2934 : tensor<64xf32>
    %2936 = stablehlo.multiply %2935, %60 : tensor<64xf32>
    %2937 = stablehlo.broadcast_in_dim %2936, dims = [1] : (tensor<64xf32>) -> tensor<2x64x56x56xf32>
    %2938 = stablehlo.multiply %2937, %55 : tensor<2x64x56x56xf32>
    %2939 = stablehlo.multiply %2937, %55 : tensor<2x64x56x56xf32>
    %2940 = stablehlo.add %2938, %2939 : tensor<2x64x56x56xf32>
    %2941 = stablehlo.add %2922, %2940 : tensor<2x64x56x56xf32>
    %2942 = stablehlo.negate %2940 : tensor<2x64x56x56xf32>
    %2943 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2944 = stablehlo.reduce(%2942 init: %2943) applies stablehlo.add across dimensions = [0, 2, 3] : (tensor<2x64x56x56xf32>, tensor<f32>) -> tensor<64xf32>
    %2945 = stablehlo.add %2930, %2944 : tensor<64xf32>
    %2946 = stablehlo.multiply %2945, %52 : tensor<64xf32>
    %2947 = stablehlo.broadcast_in_dim %2946, dims = [1] : (tensor<64xf32>) -> tensor<2x64x56x56xf32>
    %2948 = stablehlo.add %2941, %2947 : tensor<2x64x56x56xf32>
    %2949 = stablehlo.reverse %theta.layer1.0.conv1.w, dims = [2, 3] : tensor<64x64x3x3xf32>
    %2950 = stablehlo.convolution(%2948, %2949) dim_numbers = [b, f, 0, 1]x[i, o, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<2x64x56x56xf32>, tensor<64x64x3x3xf32>) -> tensor<2x64x56x56xf32>
    %2951 = stablehlo.add %2883, %2950 : tensor<2x64x56x56xf32>
    %2952 = stablehlo.convolution(%46, %2948) dim_numbers = [f, b, 0, 1]x[i, o, 0, 1]->[f, b, 0, 1], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<2x64x56x56xf32>, tensor<2x64x56x56xf32>) -> tensor<64x64x3x3xf32>
    %2953 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2954 = "stablehlo.select_and_scatter"(%44, %2951, %2953) <{padding = dense<[[0, 0], [0, 0], [1, 1], [1, 1]]> : tensor<4x2xi64>, window_dimensions = array<i64: 1, 1, 3, 3>, window_strides = array<i64: 1, 1, 2, 2>}> ({
    ^bb0(%arg409: tensor<f32>, %arg410: tensor<f32>):
      %2955 = stablehlo.compare  GE, %arg409, %arg410,  FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      stablehlo.return %2955 : tensor<i1>
    }, {
    ^bb0(%arg411: tensor<f32>, %arg412: tensor<f32>):
      %2956 = stablehlo.add %arg411, %arg412 : tensor<f32>
      stablehlo.return %2956 : tensor<f32>
    }) : (tensor<2x64x112x112xf32>, tensor<2x64x56x56xf32>, tensor<f32>) -> tensor<2x64x112x112xf32>
    %2957 = stablehlo.compare  GT, %24, %43,  FLOAT : (tensor<2x64x112x112xf32>, tensor<2x64x112x112xf32>) -> tensor<2x64x112x112xi1>
    %2958 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2959 = stablehlo.broadcast_in_dim %2958, dims = [] : (tensor<f32>) -> tensor<2x64x112x112xf32>
    %2960 = stablehlo.select %2957, %2954, %2959 : tensor<2x64x112x112xi1>, tensor<2x64x112x112xf32>
    %2961 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2962 = stablehlo.reduce(%2960 init: %2961) applies stablehlo.add across dimensions = [0, 2, 3] : (tensor<2x64x112x112xf32>, tensor<f32>) -> tensor<64xf32>
    %2963 = stablehlo.multiply %2960, %21 : tensor<2x64x112x112xf32>
    %2964 = stablehlo.multiply %2960, %19 : tensor<2x64x112x112xf32>
    %2965 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2966 = stablehlo.reduce(%2964 init: %2965) applies stablehlo.add across dimensions = [0, 2, 3] : (tensor<2x64x112x112xf32>, tensor<f32>) -> tensor<64xf32>
    %2967 = stablehlo.multiply %2966, %17 : tensor<64xf32>
    %2968 = stablehlo.multiply %2966, %theta.bn1.gamma : tensor<64xf32>
    %2969 = stablehlo.negate %2963 : tensor<2x64x112x112xf32>
    %2970 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2971 = stablehlo.reduce(%2969 init: %2970) applies stablehlo.add across dimensions = [0, 2, 3] : (tensor<2x64x112x112xf32>, tensor<f32>) -> tensor<64xf32>
    %2972 = stablehlo.constant dense<-2.000000e+00> : tensor<f32>
    %2973 = stablehlo.broadcast_in_dim %2972, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %2974 = stablehlo.multiply %2973, %16 : tensor<64xf32>
    %2975 = stablehlo.divide %17, %2974 : tensor<64xf32>
    %2976 = stablehlo.multiply %2968, %2975 : tensor<64xf32>
    %2977 = stablehlo.multiply %2976, %12 : tensor<64xf32>
    %2978 = stablehlo.broadcast_in_dim %2977, dims = [1] : (tensor<64xf32>) -> tensor<2x64x112x112xf32>
    %2979 = stablehlo.multiply %2978, %7 : tensor<2x64x112x112xf32>
    %2980 = stablehlo.multiply %2978, %7 : tensor<2x64x112x112xf32>
    %2981 = stablehlo.add %2979, %2980 : tensor<2x64x112x112xf32>
    %2982 = stablehlo.add %2963, %2981 : tensor<2x64x112x112xf32>
    %2983 = stablehlo.negate %2981 : tensor<2x64x112x112xf32>
    %2984 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2985 = stablehlo.reduce(%2983 init: %2984) applies stablehlo.add across dimensions = [0, 2, 3] : (tensor<2x64x112x112xf32>, tensor<f32>) -> tensor<64xf32>
    %2986 = stablehlo.add %2971, %2985 : tensor<64xf32>
    %2987 = stablehlo.multiply %2986, %4 : tensor<64xf32>
    %2988 = stablehlo.broadcast_in_dim %2987, dims = [1] : (tensor<64xf32>) -> tensor<2x64x112x112xf32>
    %2989 = stablehlo.add %2982, %2988 : tensor<2x64x112x112xf32>
    %2990 = stablehlo.convolution(%x, %2989) dim_numbers = [f, b, 0, 1]x[i, o, 0, 1]->[f, b, 0, 1], window = {stride = [1, 1], pad = [[3, 2], [3, 2]], lhs_dilate = [1, 1], rhs_dilate = [2, 2]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<2x3x224x224xf32>, tensor<2x64x112x112xf32>) -> tensor<64x3x7x7xf32>
    %2991 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<64x3x7x7xf32>
    %2992 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %2993 = stablehlo.broadcast_in_dim %2992, dims = [] : (tensor<f32>) -> tensor<64x3x7x7xf32>
    %2994 = stablehlo.multiply %2990, %2993 : tensor<64x3x7x7xf32>
    %2995 = stablehlo.constant dense<9.000000e-01> : tensor<f32>
    %2996 = stablehlo.broadcast_in_dim %2995, dims = [] : (tensor<f32>) -> tensor<64x3x7x7xf32>
    %2997 = stablehlo.multiply %m.conv1.w, %2996 : tensor<64x3x7x7xf32>
    %2998 = stablehlo.add %2997, %2994 : tensor<64x3x7x7xf32>
    %2999 = stablehlo.multiply %2990, %2990 : tensor<64x3x7x7xf32>
    %3000 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %3001 = stablehlo.broadcast_in_dim %3000, dims = [] : (tensor<f32>) -> tensor<64x3x7x7xf32>
    %3002 = stablehlo.multiply %2999, %3001 : tensor<64x3x7x7xf32>
    %3003 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %3004 = stablehlo.broadcast_in_dim %3003, dims = [] : (tensor<f32>) -> tensor<64x3x7x7xf32>
    %3005 = stablehlo.multiply %v.conv1.w, %3004 : tensor<64x3x7x7xf32>
    %3006 = stablehlo.add %3005, %3002 : tensor<64x3x7x7xf32>
    %3007 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<64x3x7x7xf32>
    %3008 = stablehlo.divide %2998, %3007 : tensor<64x3x7x7xf32>
    %3009 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<64x3x7x7xf32>
    %3010 = stablehlo.divide %3006, %3009 : tensor<64x3x7x7xf32>
    %3011 = stablehlo.constant dense<1.000000e-08> : tensor<f32>
    %3012 = stablehlo.broadcast_in_dim %3011, dims = [] : (tensor<f32>) -> tensor<64x3x7x7xf32>
    %3013 = stablehlo.sqrt %3010 : tensor<64x3x7x7xf32>
    %3014 = stablehlo.add %3013, %3012 : tensor<64x3x7x7xf32>
    %3015 = stablehlo.divide %3008, %3014 : tensor<64x3x7x7xf32>
    %3016 = stablehlo.constant dense<1.000000e-04> : tensor<f32>
    %3017 = stablehlo.broadcast_in_dim %3016, dims = [] : (tensor<f32>) -> tensor<64x3x7x7xf32>
    %3018 = stablehlo.multiply %2991, %3017 : tensor<64x3x7x7xf32>
    %3019 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %3020 = stablehlo.broadcast_in_dim %3019, dims = [] : (tensor<f32>) -> tensor<64x3x7x7xf32>
    %3021 = stablehlo.subtract %3020, %3018 : tensor<64x3x7x7xf32>
    %3022 = stablehlo.multiply %theta.conv1.w, %3021 : tensor<64x3x7x7xf32>
    %3023 = stablehlo.multiply %2991, %3015 : tensor<64x3x7x7xf32>
    %3024 = stablehlo.subtract %3022, %3023 : tensor<64x3x7x7xf32>
    %3025 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %3026 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %3027 = stablehlo.broadcast_in_dim %3026, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %3028 = stablehlo.multiply %2967, %3027 : tensor<64xf32>
    %3029 = stablehlo.constant dense<9.000000e-01> : tensor<f32>
    %3030 = stablehlo.broadcast_in_dim %3029, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %3031 = stablehlo.multiply %m.bn1.gamma, %3030 : tensor<64xf32>
    %3032 = stablehlo.add %3031, %3028 : tensor<64xf32>
    %3033 = stablehlo.multiply %2967, %2967 : tensor<64xf32>
    %3034 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %3035 = stablehlo.broadcast_in_dim %3034, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %3036 = stablehlo.multiply %3033, %3035 : tensor<64xf32>
    %3037 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %3038 = stablehlo.broadcast_in_dim %3037, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %3039 = stablehlo.multiply %v.bn1.gamma, %3038 : tensor<64xf32>
    %3040 = stablehlo.add %3039, %3036 : tensor<64xf32>
    %3041 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %3042 = stablehlo.divide %3032, %3041 : tensor<64xf32>
    %3043 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %3044 = stablehlo.divide %3040, %3043 : tensor<64xf32>
    %3045 = stablehlo.constant dense<1.000000e-08> : tensor<f32>
    %3046 = stablehlo.broadcast_in_dim %3045, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %3047 = stablehlo.sqrt %3044 : tensor<64xf32>
    %3048 = stablehlo.add %3047, %3046 : tensor<64xf32>
    %3049 = stablehlo.divide %3042, %3048 : tensor<64xf32>
    %3050 = stablehlo.constant dense<1.000000e-04> : tensor<f32>
    %3051 = stablehlo.broadcast_in_dim %3050, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %3052 = stablehlo.multiply %3025, %3051 : tensor<64xf32>
    %3053 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %3054 = stablehlo.broadcast_in_dim %3053, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %3055 = stablehlo.subtract %3054, %3052 : tensor<64xf32>
    %3056 = stablehlo.multiply %theta.bn1.gamma, %3055 : tensor<64xf32>
    %3057 = stablehlo.multiply %3025, %3049 : tensor<64xf32>
    %3058 = stablehlo.subtract %3056, %3057 : tensor<64xf32>
    %3059 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %3060 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %3061 = stablehlo.broadcast_in_dim %3060, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %3062 = stablehlo.multiply %2962, %3061 : tensor<64xf32>
    %3063 = stablehlo.constant dense<9.000000e-01> : tensor<f32>
    %3064 = stablehlo.broadcast_in_dim %3063, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %3065 = stablehlo.multiply %m.bn1.beta, %3064 : tensor<64xf32>
    %3066 = stablehlo.add %3065, %3062 : tensor<64xf32>
    %3067 = stablehlo.multiply %2962, %2962 : tensor<64xf32>
    %3068 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %3069 = stablehlo.broadcast_in_dim %3068, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %3070 = stablehlo.multiply %3067, %3069 : tensor<64xf32>
    %3071 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %3072 = stablehlo.broadcast_in_dim %3071, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %3073 = stablehlo.multiply %v.bn1.beta, %3072 : tensor<64xf32>
    %3074 = stablehlo.add %3073, %3070 : tensor<64xf32>
    %3075 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %3076 = stablehlo.divide %3066, %3075 : tensor<64xf32>
    %3077 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %3078 = stablehlo.divide %3074, %3077 : tensor<64xf32>
    %3079 = stablehlo.constant dense<1.000000e-08> : tensor<f32>
    %3080 = stablehlo.broadcast_in_dim %3079, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %3081 = stablehlo.sqrt %3078 : tensor<64xf32>
    %3082 = stablehlo.add %3081, %3080 : tensor<64xf32>
    %3083 = stablehlo.divide %3076, %3082 : tensor<64xf32>
    %3084 = stablehlo.constant dense<1.000000e-04> : tensor<f32>
    %3085 = stablehlo.broadcast_in_dim %3084, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %3086 = stablehlo.multiply %3059, %3085 : tensor<64xf32>
    %3087 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %3088 = stablehlo.broadcast_in_dim %3087, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %3089 = stablehlo.subtract %3088, %3086 : tensor<64xf32>
    %3090 = stablehlo.multiply %theta.bn1.beta, %3089 : tensor<64xf32>
    %3091 = stablehlo.multiply %3059, %3083 : tensor<64xf32>
    %3092 = stablehlo.subtract %3090, %3091 : tensor<64xf32>
    %3093 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<64x64x3x3xf32>
    %3094 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %3095 = stablehlo.broadcast_in_dim %3094, dims = [] : (tensor<f32>) -> tensor<64x64x3x3xf32>
    %3096 = stablehlo.multiply %2952, %3095 : tensor<64x64x3x3xf32>
    %3097 = stablehlo.constant dense<9.000000e-01> : tensor<f32>
    %3098 = stablehlo.broadcast_in_dim %3097, dims = [] : (tensor<f32>) -> tensor<64x64x3x3xf32>
    %3099 = stablehlo.multiply %m.layer1.0.conv1.w, %3098 : tensor<64x64x3x3xf32>
    %3100 = stablehlo.add %3099, %3096 : tensor<64x64x3x3xf32>
    %3101 = stablehlo.multiply %2952, %2952 : tensor<64x64x3x3xf32>
    %3102 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %3103 = stablehlo.broadcast_in_dim %3102, dims = [] : (tensor<f32>) -> tensor<64x64x3x3xf32>
    %3104 = stablehlo.multiply %3101, %3103 : tensor<64x64x3x3xf32>
    %3105 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %3106 = stablehlo.broadcast_in_dim %3105, dims = [] : (tensor<f32>) -> tensor<64x64x3x3xf32>
    %3107 = stablehlo.multiply %v.layer1.0.conv1.w, %3106 : tensor<64x64x3x3xf32>
    %3108 = stablehlo.add %3107, %3104 : tensor<64x64x3x3xf32>
    %3109 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<64x64x3x3xf32>
    %3110 = stablehlo.divide %3100, %3109 : tensor<64x64x3x3xf32>
    %3111 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<64x64x3x3xf32>
    %3112 = stablehlo.divide %3108, %3111 : tensor<64x64x3x3xf32>
    %3113 = stablehlo.constant dense<1.000000e-08> : tensor<f32>
    %3114 = stablehlo.broadcast_in_dim %3113, dims = [] : (tensor<f32>) -> tensor<64x64x3x3xf32>
    %3115 = stablehlo.sqrt %3112 : tensor<64x64x3x3xf32>
    %3116 = stablehlo.add %3115, %3114 : tensor<64x64x3x3xf32>
    %3117 = stablehlo.divide %3110, %3116 : tensor<64x64x3x3xf32>
    %3118 = stablehlo.constant dense<1.000000e-04> : tensor<f32>
    %3119 = stablehlo.broadcast_in_dim %3118, dims = [] : (tensor<f32>) -> tensor<64x64x3x3xf32>
    %3120 = stablehlo.multiply %3093, %3119 : tensor<64x64x3x3xf32>
    %3121 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %3122 = stablehlo.broadcast_in_dim %3121, dims = [] : (tensor<f32>) -> tensor<64x64x3x3xf32>
    %3123 = stablehlo.subtract %3122, %3120 : tensor<64x64x3x3xf32>
    %3124 = stablehlo.multiply %theta.layer1.0.conv1.w, %3123 : tensor<64x64x3x3xf32>
    %3125 = stablehlo.multiply %3093, %3117 : tensor<64x64x3x3xf32>
    %3126 = stablehlo.subtract %3124, %3125 : tensor<64x64x3x3xf32>
    %3127 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %3128 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %3129 = stablehlo.broadcast_in_dim %3128, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %3130 = stablehlo.multiply %2926, %3129 : tensor<64xf32>
    %3131 = stablehlo.constant dense<9.000000e-01> : tensor<f32>
    %3132 = stablehlo.broadcast_in_dim %3131, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %3133 = stablehlo.multiply %m.layer1.0.bn1.gamma, %3132 : tensor<64xf32>
    %3134 = stablehlo.add %3133, %3130 : tensor<64xf32>
    %3135 = stablehlo.multiply %2926, %2926 : tensor<64xf32>
    %3136 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %3137 = stablehlo.broadcast_in_dim %3136, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %3138 = stablehlo.multiply %3135, %3137 : tensor<64xf32>
    %3139 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %3140 = stablehlo.broadcast_in_dim %3139, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %3141 = stablehlo.multiply %v.layer1.0.bn1.gamma, %3140 : tensor<64xf32>
    %3142 = stablehlo.add %3141, %3138 : tensor<64xf32>
    %3143 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %3144 = stablehlo.divide %3134, %3143 : tensor<64xf32>
    %3145 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %3146 = stablehlo.divide %3142, %3145 : tensor<64xf32>
    %3147 = stablehlo.constant dense<1.000000e-08> : tensor<f32>
    %3148 = stablehlo.broadcast_in_dim %3147, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %3149 = stablehlo.sqrt %3146 : tensor<64xf32>
    %3150 = stablehlo.add %3149, %3148 : tensor<64xf32>
    %3151 = stablehlo.divide %3144, %3150 : tensor<64xf32>
    %3152 = stablehlo.constant dense<1.000000e-04> : tensor<f32>
    %3153 = stablehlo.broadcast_in_dim %3152, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %3154 = stablehlo.multiply %3127, %3153 : tensor<64xf32>
    %3155 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %3156 = stablehlo.broadcast_in_dim %3155, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %3157 = stablehlo.subtract %3156, %3154 : tensor<64xf32>
    %3158 = stablehlo.multiply %theta.layer1.0.bn1.gamma, %3157 : tensor<64xf32>
    %3159 = stablehlo.multiply %3127, %3151 : tensor<64xf32>
    %3160 = stablehlo.subtract %3158, %3159 : tensor<64xf32>
    %3161 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %3162 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %3163 = stablehlo.broadcast_in_dim %3162, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %3164 = stablehlo.multiply %2921, %3163 : tensor<64xf32>
    %3165 = stablehlo.constant dense<9.000000e-01> : tensor<f32>
    %3166 = stablehlo.broadcast_in_dim %3165, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %3167 = stablehlo.multiply %m.layer1.0.bn1.beta, %3166 : tensor<64xf32>
    %3168 = stablehlo.add %3167, %3164 : tensor<64xf32>
    %3169 = stablehlo.multiply %2921, %2921 : tensor<64xf32>
    %3170 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %3171 = stablehlo.broadcast_in_dim %3170, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %3172 = stablehlo.multiply %3169, %3171 : tensor<64xf32>
    %3173 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %3174 = stablehlo.broadcast_in_dim %3173, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %3175 = stablehlo.multiply %v.layer1.0.bn1.beta, %3174 : tensor<64xf32>
    %3176 = stablehlo.add %3175, %3172 : tensor<64xf32>
    %3177 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %3178 = stablehlo.divide %3168, %3177 : tensor<64xf32>
    %3179 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %3180 = stablehlo.divide %3176, %3179 : tensor<64xf32>
    %3181 = stablehlo.constant dense<1.000000e-08> : tensor<f32>
    %3182 = stablehlo.broadcast_in_dim %3181, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %3183 = stablehlo.sqrt %3180 : tensor<64xf32>
    %3184 = stablehlo.add %3183, %3182 : tensor<64xf32>
    %3185 = stablehlo.divide %3178, %3184 : tensor<64xf32>
    %3186 = stablehlo.constant dense<1.000000e-04> : tensor<f32>
    %3187 = stablehlo.broadcast_in_dim %3186, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %3188 = stablehlo.multiply %3161, %3187 : tensor<64xf32>
    %3189 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %3190 = stablehlo.broadcast_in_dim %3189, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %3191 = stablehlo.subtract %3190, %3188 : tensor<64xf32>
    %3192 = stablehlo.multiply %theta.layer1.0.bn1.beta, %3191 : tensor<64xf32>
    %3193 = stablehlo.multiply %3161, %3185 : tensor<64xf32>
    %3194 = stablehlo.subtract %3192, %3193 : tensor<64xf32>
    %3195 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<64x64x3x3xf32>
    %3196 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %3197 = stablehlo.broadcast_in_dim %3196, dims = [] : (tensor<f32>) -> tensor<64x64x3x3xf32>
    %3198 = stablehlo.multiply %2915, %3197 : tensor<64x64x3x3xf32>
    %3199 = stablehlo.constant dense<9.000000e-01> : tensor<f32>
    %3200 = stablehlo.broadcast_in_dim %3199, dims = [] : (tensor<f32>) -> tensor<64x64x3x3xf32>
    %3201 = stablehlo.multiply %m.layer1.0.conv2.w, %3200 : tensor<64x64x3x3xf32>
    %3202 = stablehlo.add %3201, %3198 : tensor<64x64x3x3xf32>
    %3203 = stablehlo.multiply %2915, %2915 : tensor<64x64x3x3xf32>
    %3204 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %3205 = stablehlo.broadcast_in_dim %3204, dims = [] : (tensor<f32>) -> tensor<64x64x3x3xf32>
    %3206 = stablehlo.multiply %3203, %3205 : tensor<64x64x3x3xf32>
    %3207 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %3208 = stablehlo.broadcast_in_dim %3207, dims = [] : (tensor<f32>) -> tensor<64x64x3x3xf32>
    %3209 = stablehlo.multiply %v.layer1.0.conv2.w, %3208 : tensor<64x64x3x3xf32>
    %3210 = stablehlo.add %3209, %3206 : tensor<64x64x3x3xf32>
    %3211 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<64x64x3x3xf32>
    %3212 = stablehlo.divide %3202, %3211 : tensor<64x64x3x3xf32>
    %3213 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<64x64x3x3xf32>
    %3214 = stablehlo.divide %3210, %3213 : tensor<64x64x3x3xf32>
    %3215 = stablehlo.constant dense<1.000000e-08> : tensor<f32>
    %3216 = stablehlo.broadcast_in_dim %3215, dims = [] : (tensor<f32>) -> tensor<64x64x3x3xf32>
    %3217 = stablehlo.sqrt %3214 : tensor<64x64x3x3xf32>
    %3218 = stablehlo.add %3217, %3216 : tensor<64x64x3x3xf32>
    %3219 = stablehlo.divide %3212, %3218 : tensor<64x64x3x3xf32>
    %3220 = stablehlo.constant dense<1.000000e-04> : tensor<f32>
    %3221 = stablehlo.broadcast_in_dim %3220, dims = [] : (tensor<f32>) -> tensor<64x64x3x3xf32>
    %3222 = stablehlo.multiply %3195, %3221 : tensor<64x64x3x3xf32>
    %3223 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %3224 = stablehlo.broadcast_in_dim %3223, dims = [] : (tensor<f32>) -> tensor<64x64x3x3xf32>
    %3225 = stablehlo.subtract %3224, %3222 : tensor<64x64x3x3xf32>
    %3226 = stablehlo.multiply %theta.layer1.0.conv2.w, %3225 : tensor<64x64x3x3xf32>
    %3227 = stablehlo.multiply %3195, %3219 : tensor<64x64x3x3xf32>
    %3228 = stablehlo.subtract %3226, %3227 : tensor<64x64x3x3xf32>
    %3229 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %3230 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %3231 = stablehlo.broadcast_in_dim %3230, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %3232 = stablehlo.multiply %2890, %3231 : tensor<64xf32>
    %3233 = stablehlo.constant dense<9.000000e-01> : tensor<f32>
    %3234 = stablehlo.broadcast_in_dim %3233, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %3235 = stablehlo.multiply %m.layer1.0.bn2.gamma, %3234 : tensor<64xf32>
    %3236 = stablehlo.add %3235, %3232 : tensor<64xf32>
    %3237 = stablehlo.multiply %2890, %2890 : tensor<64xf32>
    %3238 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %3239 = stablehlo.broadcast_in_dim %3238, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %3240 = stablehlo.multiply %3237, %3239 : tensor<64xf32>
    %3241 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %3242 = stablehlo.broadcast_in_dim %3241, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %3243 = stablehlo.multiply %v.layer1.0.bn2.gamma, %3242 : tensor<64xf32>
    %3244 = stablehlo.add %3243, %3240 : tensor<64xf32>
    %3245 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %3246 = stablehlo.divide %3236, %3245 : tensor<64xf32>
    %3247 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %3248 = stablehlo.divide %3244, %3247 : tensor<64xf32>
    %3249 = stablehlo.constant dense<1.000000e-08> : tensor<f32>
    %3250 = stablehlo.broadcast_in_dim %3249, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %3251 = stablehlo.sqrt %3248 : tensor<64xf32>
    %3252 = stablehlo.add %3251, %3250 : tensor<64xf32>
    %3253 = stablehlo.divide %3246, %3252 : tensor<64xf32>
    %3254 = stablehlo.constant dense<1.000000e-04> : tensor<f32>
    %3255 = stablehlo.broadcast_in_dim %3254, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %3256 = stablehlo.multiply %3229, %3255 : tensor<64xf32>
    %3257 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %3258 = stablehlo.broadcast_in_dim %3257, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %3259 = stablehlo.subtract %3258, %3256 : tensor<64xf32>
    %3260 = stablehlo.multiply %theta.layer1.0.bn2.gamma, %3259 : tensor<64xf32>
    %3261 = stablehlo.multiply %3229, %3253 : tensor<64xf32>
    %3262 = stablehlo.subtract %3260, %3261 : tensor<64xf32>
    %3263 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %3264 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %3265 = stablehlo.broadcast_in_dim %3264, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %3266 = stablehlo.multiply %2885, %3265 : tensor<64xf32>
    %3267 = stablehlo.constant dense<9.000000e-01> : tensor<f32>
    %3268 = stablehlo.broadcast_in_dim %3267, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %3269 = stablehlo.multiply %m.layer1.0.bn2.beta, %3268 : tensor<64xf32>
    %3270 = stablehlo.add %3269, %3266 : tensor<64xf32>
    %3271 = stablehlo.multiply %2885, %2885 : tensor<64xf32>
    %3272 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %3273 = stablehlo.broadcast_in_dim %3272, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %3274 = stablehlo.multiply %3271, %3273 : tensor<64xf32>
    %3275 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %3276 = stablehlo.broadcast_in_dim %3275, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %3277 = stablehlo.multiply %v.layer1.0.bn2.beta, %3276 : tensor<64xf32>
    %3278 = stablehlo.add %3277, %3274 : tensor<64xf32>
    %3279 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %3280 = stablehlo.divide %3270, %3279 : tensor<64xf32>
    %3281 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %3282 = stablehlo.divide %3278, %3281 : tensor<64xf32>
    %3283 = stablehlo.constant dense<1.000000e-08> : tensor<f32>
    %3284 = stablehlo.broadcast_in_dim %3283, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %3285 = stablehlo.sqrt %3282 : tensor<64xf32>
    %3286 = stablehlo.add %3285, %3284 : tensor<64xf32>
    %3287 = stablehlo.divide %3280, %3286 : tensor<64xf32>
    %3288 = stablehlo.constant dense<1.000000e-04> : tensor<f32>
    %3289 = stablehlo.broadcast_in_dim %3288, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %3290 = stablehlo.multiply %3263, %3289 : tensor<64xf32>
    %3291 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %3292 = stablehlo.broadcast_in_dim %3291, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %3293 = stablehlo.subtract %3292, %3290 : tensor<64xf32>
    %3294 = stablehlo.multiply %theta.layer1.0.bn2.beta, %3293 : tensor<64xf32>
    %3295 = stablehlo.multiply %3263, %3287 : tensor<64xf32>
    %3296 = stablehlo.subtract %3294, %3295 : tensor<64xf32>
    %3297 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<64x64x3x3xf32>
    %3298 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %3299 = stablehlo.broadcast_in_dim %3298, dims = [] : (tensor<f32>) -> tensor<64x64x3x3xf32>
    %3300 = stablehlo.multiply %2879, %3299 : tensor<64x64x3x3xf32>
    %3301 = stablehlo.constant dense<9.000000e-01> : tensor<f32>
    %3302 = stablehlo.broadcast_in_dim %3301, dims = [] : (tensor<f32>) -> tensor<64x64x3x3xf32>
    %3303 = stablehlo.multiply %m.layer1.1.conv1.w, %3302 : tensor<64x64x3x3xf32>
    %3304 = stablehlo.add %3303, %3300 : tensor<64x64x3x3xf32>
    %3305 = stablehlo.multiply %2879, %2879 : tensor<64x64x3x3xf32>
    %3306 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %3307 = stablehlo.broadcast_in_dim %3306, dims = [] : (tensor<f32>) -> tensor<64x64x3x3xf32>
    %3308 = stablehlo.multiply %3305, %3307 : tensor<64x64x3x3xf32>
    %3309 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %3310 = stablehlo.broadcast_in_dim %3309, dims = [] : (tensor<f32>) -> tensor<64x64x3x3xf32>
    %3311 = stablehlo.multiply %v.layer1.1.conv1.w, %3310 : tensor<64x64x3x3xf32>
    %3312 = stablehlo.add %3311, %3308 : tensor<64x64x3x3xf32>
    %3313 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<64x64x3x3xf32>
    %3314 = stablehlo.divide %3304, %3313 : tensor<64x64x3x3xf32>
    %3315 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<64x64x3x3xf32>
    %3316 = stablehlo.divide %3312, %3315 : tensor<64x64x3x3xf32>
    %3317 = stablehlo.constant dense<1.000000e-08> : tensor<f32>
    %3318 = stablehlo.broadcast_in_dim %3317, dims = [] : (tensor<f32>) -> tensor<64x64x3x3xf32>
    %3319 = stablehlo.sqrt %3316 : tensor<64x64x3x3xf32>
    %3320 = stablehlo.add %3319, %3318 : tensor<64x64x3x3xf32>
    %3321 = stablehlo.divide %3314, %3320 : tensor<64x64x3x3xf32>
    %3322 = stablehlo.constant dense<1.000000e-04> : tensor<f32>
    %3323 = stablehlo.broadcast_in_dim %3322, dims = [] : (tensor<f32>) -> tensor<64x64x3x3xf32>
    %3324 = stablehlo.multiply %3297, %3323 : tensor<64x64x3x3xf32>
    %3325 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %3326 = stablehlo.broadcast_in_dim %3325, dims = [] : (tensor<f32>) -> tensor<64x64x3x3xf32>
    %3327 = stablehlo.subtract %3326, %3324 : tensor<64x64x3x3xf32>
    %3328 = stablehlo.multiply %theta.layer1.1.conv1.w, %3327 : tensor<64x64x3x3xf32>
    %3329 = stablehlo.multiply %3297, %3321 : tensor<64x64x3x3xf32>
    %3330 = stablehlo.subtract %3328, %3329 : tensor<64x64x3x3xf32>
    %3331 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %3332 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %3333 = stablehlo.broadcast_in_dim %3332, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %3334 = stablehlo.multiply %2853, %3333 : tensor<64xf32>
    %3335 = stablehlo.constant dense<9.000000e-01> : tensor<f32>
    %3336 = stablehlo.broadcast_in_dim %3335, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %3337 = stablehlo.multiply %m.layer1.1.bn1.gamma, %3336 : tensor<64xf32>
    %3338 = stablehlo.add %3337, %3334 : tensor<64xf32>
    %3339 = stablehlo.multiply %2853, %2853 : tensor<64xf32>
    %3340 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %3341 = stablehlo.broadcast_in_dim %3340, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %3342 = stablehlo.multiply %3339, %3341 : tensor<64xf32>
    %3343 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %3344 = stablehlo.broadcast_in_dim %3343, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %3345 = stablehlo.multiply %v.layer1.1.bn1.gamma, %3344 : tensor<64xf32>
    %3346 = stablehlo.add %3345, %3342 : tensor<64xf32>
    %3347 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %3348 = stablehlo.divide %3338, %3347 : tensor<64xf32>
    %3349 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %3350 = stablehlo.divide %3346, %3349 : tensor<64xf32>
    %3351 = stablehlo.constant dense<1.000000e-08> : tensor<f32>
    %3352 = stablehlo.broadcast_in_dim %3351, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %3353 = stablehlo.sqrt %3350 : tensor<64xf32>
    %3354 = stablehlo.add %3353, %3352 : tensor<64xf32>
    %3355 = stablehlo.divide %3348, %3354 : tensor<64xf32>
    %3356 = stablehlo.constant dense<1.000000e-04> : tensor<f32>
    %3357 = stablehlo.broadcast_in_dim %3356, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %3358 = stablehlo.multiply %3331, %3357 : tensor<64xf32>
    %3359 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %3360 = stablehlo.broadcast_in_dim %3359, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %3361 = stablehlo.subtract %3360, %3358 : tensor<64xf32>
    %3362 = stablehlo.multiply %theta.layer1.1.bn1.gamma, %3361 : tensor<64xf32>
    %3363 = stablehlo.multiply %3331, %3355 : tensor<64xf32>
    %3364 = stablehlo.subtract %3362, %3363 : tensor<64xf32>
    %3365 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %3366 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %3367 = stablehlo.broadcast_in_dim %3366, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %3368 = stablehlo.multiply %2848, %3367 : tensor<64xf32>
    %3369 = stablehlo.constant dense<9.000000e-01> : tensor<f32>
    %3370 = stablehlo.broadcast_in_dim %3369, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %3371 = stablehlo.multiply %m.layer1.1.bn1.beta, %3370 : tensor<64xf32>
    %3372 = stablehlo.add %3371, %3368 : tensor<64xf32>
    %3373 = stablehlo.multiply %2848, %2848 : tensor<64xf32>
    %3374 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %3375 = stablehlo.broadcast_in_dim %3374, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %3376 = stablehlo.multiply %3373, %3375 : tensor<64xf32>
    %3377 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %3378 = stablehlo.broadcast_in_dim %3377, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %3379 = stablehlo.multiply %v.layer1.1.bn1.beta, %3378 : tensor<64xf32>
    %3380 = stablehlo.add %3379, %3376 : tensor<64xf32>
    %3381 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %3382 = stablehlo.divide %3372, %3381 : tensor<64xf32>
    %3383 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %3384 = stablehlo.divide %3380, %3383 : tensor<64xf32>
    %3385 = stablehlo.constant dense<1.000000e-08> : tensor<f32>
    %3386 = stablehlo.broadcast_in_dim %3385, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %3387 = stablehlo.sqrt %3384 : tensor<64xf32>
    %3388 = stablehlo.add %3387, %3386 : tensor<64xf32>
    %3389 = stablehlo.divide %3382, %3388 : tensor<64xf32>
    %3390 = stablehlo.constant dense<1.000000e-04> : tensor<f32>
    %3391 = stablehlo.broadcast_in_dim %3390, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %3392 = stablehlo.multiply %3365, %3391 : tensor<64xf32>
    %3393 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %3394 = stablehlo.broadcast_in_dim %3393, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %3395 = stablehlo.subtract %3394, %3392 : tensor<64xf32>
    %3396 = stablehlo.multiply %theta.layer1.1.bn1.beta, %3395 : tensor<64xf32>
    %3397 = stablehlo.multiply %3365, %3389 : tensor<64xf32>
    %3398 = stablehlo.subtract %3396, %3397 : tensor<64xf32>
    %3399 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<64x64x3x3xf32>
    %3400 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %3401 = stablehlo.broadcast_in_dim %3400, dims = [] : (tensor<f32>) -> tensor<64x64x3x3xf32>
    %3402 = stablehlo.multiply %2842, %3401 : tensor<64x64x3x3xf32>
    %3403 = stablehlo.constant dense<9.000000e-01> : tensor<f32>
    %3404 = stablehlo.broadcast_in_dim %3403, dims = [] : (tensor<f32>) -> tensor<64x64x3x3xf32>
    %3405 = stablehlo.multiply %m.layer1.1.conv2.w, %3404 : tensor<64x64x3x3xf32>
    %3406 = stablehlo.add %3405, %3402 : tensor<64x64x3x3xf32>
    %3407 = stablehlo.multiply %2842, %2842 : tensor<64x64x3x3xf32>
    %3408 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %3409 = stablehlo.broadcast_in_dim %3408, dims = [] : (tensor<f32>) -> tensor<64x64x3x3xf32>
    %3410 = stablehlo.multiply %3407, %3409 : tensor<64x64x3x3xf32>
    %3411 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %3412 = stablehlo.broadcast_in_dim %3411, dims = [] : (tensor<f32>) -> tensor<64x64x3x3xf32>
    %3413 = stablehlo.multiply %v.layer1.1.conv2.w, %3412 : tensor<64x64x3x3xf32>
    %3414 = stablehlo.add %3413, %3410 : tensor<64x64x3x3xf32>
    %3415 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<64x64x3x3xf32>
    %3416 = stablehlo.divide %3406, %3415 : tensor<64x64x3x3xf32>
    %3417 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<64x64x3x3xf32>
    %3418 = stablehlo.divide %3414, %3417 : tensor<64x64x3x3xf32>
    %3419 = stablehlo.constant dense<1.000000e-08> : tensor<f32>
    %3420 = stablehlo.broadcast_in_dim %3419, dims = [] : (tensor<f32>) -> tensor<64x64x3x3xf32>
    %3421 = stablehlo.sqrt %3418 : tensor<64x64x3x3xf32>
    %3422 = stablehlo.add %3421, %3420 : tensor<64x64x3x3xf32>
    %3423 = stablehlo.divide %3416, %3422 : tensor<64x64x3x3xf32>
    %3424 = stablehlo.constant dense<1.000000e-04> : tensor<f32>
    %3425 = stablehlo.broadcast_in_dim %3424, dims = [] : (tensor<f32>) -> tensor<64x64x3x3xf32>
    %3426 = stablehlo.multiply %3399, %3425 : tensor<64x64x3x3xf32>
    %3427 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %3428 = stablehlo.broadcast_in_dim %3427, dims = [] : (tensor<f32>) -> tensor<64x64x3x3xf32>
    %3429 = stablehlo.subtract %3428, %3426 : tensor<64x64x3x3xf32>
    %3430 = stablehlo.multiply %theta.layer1.1.conv2.w, %3429 : tensor<64x64x3x3xf32>
    %3431 = stablehlo.multiply %3399, %3423 : tensor<64x64x3x3xf32>
    %3432 = stablehlo.subtract %3430, %3431 : tensor<64x64x3x3xf32>
    %3433 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %3434 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %3435 = stablehlo.broadcast_in_dim %3434, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %3436 = stablehlo.multiply %2817, %3435 : tensor<64xf32>
    %3437 = stablehlo.constant dense<9.000000e-01> : tensor<f32>
    %3438 = stablehlo.broadcast_in_dim %3437, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %3439 = stablehlo.multiply %m.layer1.1.bn2.gamma, %3438 : tensor<64xf32>
    %3440 = stablehlo.add %3439, %3436 : tensor<64xf32>
    %3441 = stablehlo.multiply %2817, %2817 : tensor<64xf32>
    %3442 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %3443 = stablehlo.broadcast_in_dim %3442, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %3444 = stablehlo.multiply %3441, %3443 : tensor<64xf32>
    %3445 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %3446 = stablehlo.broadcast_in_dim %3445, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %3447 = stablehlo.multiply %v.layer1.1.bn2.gamma, %3446 : tensor<64xf32>
    %3448 = stablehlo.add %3447, %3444 : tensor<64xf32>
    %3449 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %3450 = stablehlo.divide %3440, %3449 : tensor<64xf32>
    %3451 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %3452 = stablehlo.divide %3448, %3451 : tensor<64xf32>
    %3453 = stablehlo.constant dense<1.000000e-08> : tensor<f32>
    %3454 = stablehlo.broadcast_in_dim %3453, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %3455 = stablehlo.sqrt %3452 : tensor<64xf32>
    %3456 = stablehlo.add %3455, %3454 : tensor<64xf32>
    %3457 = stablehlo.divide %3450, %3456 : tensor<64xf32>
    %3458 = stablehlo.constant dense<1.000000e-04> : tensor<f32>
    %3459 = stablehlo.broadcast_in_dim %3458, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %3460 = stablehlo.multiply %3433, %3459 : tensor<64xf32>
    %3461 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %3462 = stablehlo.broadcast_in_dim %3461, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %3463 = stablehlo.subtract %3462, %3460 : tensor<64xf32>
    %3464 = stablehlo.multiply %theta.layer1.1.bn2.gamma, %3463 : tensor<64xf32>
    %3465 = stablehlo.multiply %3433, %3457 : tensor<64xf32>
    %3466 = stablehlo.subtract %3464, %3465 : tensor<64xf32>
    %3467 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %3468 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %3469 = stablehlo.broadcast_in_dim %3468, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %3470 = stablehlo.multiply %2812, %3469 : tensor<64xf32>
    %3471 = stablehlo.constant dense<9.000000e-01> : tensor<f32>
    %3472 = stablehlo.broadcast_in_dim %3471, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %3473 = stablehlo.multiply %m.layer1.1.bn2.beta, %3472 : tensor<64xf32>
    %3474 = stablehlo.add %3473, %3470 : tensor<64xf32>
    %3475 = stablehlo.multiply %2812, %2812 : tensor<64xf32>
    %3476 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %3477 = stablehlo.broadcast_in_dim %3476, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %3478 = stablehlo.multiply %3475, %3477 : tensor<64xf32>
    %3479 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %3480 = stablehlo.broadcast_in_dim %3479, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %3481 = stablehlo.multiply %v.layer1.1.bn2.beta, %3480 : tensor<64xf32>
    %3482 = stablehlo.add %3481, %3478 : tensor<64xf32>
    %3483 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %3484 = stablehlo.divide %3474, %3483 : tensor<64xf32>
    %3485 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %3486 = stablehlo.divide %3482, %3485 : tensor<64xf32>
    %3487 = stablehlo.constant dense<1.000000e-08> : tensor<f32>
    %3488 = stablehlo.broadcast_in_dim %3487, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %3489 = stablehlo.sqrt %3486 : tensor<64xf32>
    %3490 = stablehlo.add %3489, %3488 : tensor<64xf32>
    %3491 = stablehlo.divide %3484, %3490 : tensor<64xf32>
    %3492 = stablehlo.constant dense<1.000000e-04> : tensor<f32>
    %3493 = stablehlo.broadcast_in_dim %3492, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %3494 = stablehlo.multiply %3467, %3493 : tensor<64xf32>
    %3495 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %3496 = stablehlo.broadcast_in_dim %3495, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %3497 = stablehlo.subtract %3496, %3494 : tensor<64xf32>
    %3498 = stablehlo.multiply %theta.layer1.1.bn2.beta, %3497 : tensor<64xf32>
    %3499 = stablehlo.multiply %3467, %3491 : tensor<64xf32>
    %3500 = stablehlo.subtract %3498, %3499 : tensor<64xf32>
    %3501 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<64x64x3x3xf32>
    %3502 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %3503 = stablehlo.broadcast_in_dim %3502, dims = [] : (tensor<f32>) -> tensor<64x64x3x3xf32>
    %3504 = stablehlo.multiply %2806, %3503 : tensor<64x64x3x3xf32>
    %3505 = stablehlo.constant dense<9.000000e-01> : tensor<f32>
    %3506 = stablehlo.broadcast_in_dim %3505, dims = [] : (tensor<f32>) -> tensor<64x64x3x3xf32>
    %3507 = stablehlo.multiply %m.layer1.2.conv1.w, %3506 : tensor<64x64x3x3xf32>
    %3508 = stablehlo.add %3507, %3504 : tensor<64x64x3x3xf32>
    %3509 = stablehlo.multiply %2806, %2806 : tensor<64x64x3x3xf32>
    %3510 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %3511 = stablehlo.broadcast_in_dim %3510, dims = [] : (tensor<f32>) -> tensor<64x64x3x3xf32>
    %3512 = stablehlo.multiply %3509, %3511 : tensor<64x64x3x3xf32>
    %3513 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %3514 = stablehlo.broadcast_in_dim %3513, dims = [] : (tensor<f32>) -> tensor<64x64x3x3xf32>
    %3515 = stablehlo.multiply %v.layer1.2.conv1.w, %3514 : tensor<64x64x3x3xf32>
    %3516 = stablehlo.add %3515, %3512 : tensor<64x64x3x3xf32>
    %3517 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<64x64x3x3xf32>
    %3518 = stablehlo.divide %3508, %3517 : tensor<64x64x3x3xf32>
    %3519 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<64x64x3x3xf32>
    %3520 = stablehlo.divide %3516, %3519 : tensor<64x64x3x3xf32>
    %3521 = stablehlo.constant dense<1.000000e-08> : tensor<f32>
    %3522 = stablehlo.broadcast_in_dim %3521, dims = [] : (tensor<f32>) -> tensor<64x64x3x3xf32>
    %3523 = stablehlo.sqrt %3520 : tensor<64x64x3x3xf32>
    %3524 = stablehlo.add %3523, %3522 : tensor<64x64x3x3xf32>
    %3525 = stablehlo.divide %3518, %3524 : tensor<64x64x3x3xf32>
    %3526 = stablehlo.constant dense<1.000000e-04> : tensor<f32>
    %3527 = stablehlo.broadcast_in_dim %3526, dims = [] : (tensor<f32>) -> tensor<64x64x3x3xf32>
    %3528 = stablehlo.multiply %3501, %3527 : tensor<64x64x3x3xf32>
    %3529 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %3530 = stablehlo.broadcast_in_dim %3529, dims = [] : (tensor<f32>) -> tensor<64x64x3x3xf32>
    %3531 = stablehlo.subtract %3530, %3528 : tensor<64x64x3x3xf32>
    %3532 = stablehlo.multiply %theta.layer1.2.conv1.w, %3531 : tensor<64x64x3x3xf32>
    %3533 = stablehlo.multiply %3501, %3525 : tensor<64x64x3x3xf32>
    %3534 = stablehlo.subtract %3532, %3533 : tensor<64x64x3x3xf32>
    %3535 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %3536 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %3537 = stablehlo.broadcast_in_dim %3536, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %3538 = stablehlo.multiply %2780, %3537 : tensor<64xf32>
    %3539 = stablehlo.constant dense<9.000000e-01> : tensor<f32>
    %3540 = stablehlo.broadcast_in_dim %3539, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %3541 = stablehlo.multiply %m.layer1.2.bn1.gamma, %3540 : tensor<64xf32>
    %3542 = stablehlo.add %3541, %3538 : tensor<64xf32>
    %3543 = stablehlo.multiply %2780, %2780 : tensor<64xf32>
    %3544 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %3545 = stablehlo.broadcast_in_dim %3544, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %3546 = stablehlo.multiply %3543, %3545 : tensor<64xf32>
    %3547 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %3548 = stablehlo.broadcast_in_dim %3547, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %3549 = stablehlo.multiply %v.layer1.2.bn1.gamma, %3548 : tensor<64xf32>
    %3550 = stablehlo.add %3549, %3546 : tensor<64xf32>
    %3551 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %3552 = stablehlo.divide %3542, %3551 : tensor<64xf32>
    %3553 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %3554 = stablehlo.divide %3550, %3553 : tensor<64xf32>
    %3555 = stablehlo.constant dense<1.000000e-08> : tensor<f32>
    %3556 = stablehlo.broadcast_in_dim %3555, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %3557 = stablehlo.sqrt %3554 : tensor<64xf32>
    %3558 = stablehlo.add %3557, %3556 : tensor<64xf32>
    %3559 = stablehlo.divide %3552, %3558 : tensor<64xf32>
    %3560 = stablehlo.constant dense<1.000000e-04> : tensor<f32>
    %3561 = stablehlo.broadcast_in_dim %3560, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %3562 = stablehlo.multiply %3535, %3561 : tensor<64xf32>
    %3563 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %3564 = stablehlo.broadcast_in_dim %3563, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %3565 = stablehlo.subtract %3564, %3562 : tensor<64xf32>
    %3566 = stablehlo.multiply %theta.layer1.2.bn1.gamma, %3565 : tensor<64xf32>
    %3567 = stablehlo.multiply %3535, %3559 : tensor<64xf32>
    %3568 = stablehlo.subtract %3566, %3567 : tensor<64xf32>
    %3569 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %3570 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %3571 = stablehlo.broadcast_in_dim %3570, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %3572 = stablehlo.multiply %2775, %3571 : tensor<64xf32>
    %3573 = stablehlo.constant dense<9.000000e-01> : tensor<f32>
    %3574 = stablehlo.broadcast_in_dim %3573, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %3575 = stablehlo.multiply %m.layer1.2.bn1.beta, %3574 : tensor<64xf32>
    %3576 = stablehlo.add %3575, %3572 : tensor<64xf32>
    %3577 = stablehlo.multiply %2775, %2775 : tensor<64xf32>
    %3578 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %3579 = stablehlo.broadcast_in_dim %3578, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %3580 = stablehlo.multiply %3577, %3579 : tensor<64xf32>
    %3581 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %3582 = stablehlo.broadcast_in_dim %3581, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %3583 = stablehlo.multiply %v.layer1.2.bn1.beta, %3582 : tensor<64xf32>
    %3584 = stablehlo.add %3583, %3580 : tensor<64xf32>
    %3585 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %3586 = stablehlo.divide %3576, %3585 : tensor<64xf32>
    %3587 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %3588 = stablehlo.divide %3584, %3587 : tensor<64xf32>
    %3589 = stablehlo.constant dense<1.000000e-08> : tensor<f32>
    %3590 = stablehlo.broadcast_in_dim %3589, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %3591 = stablehlo.sqrt %3588 : tensor<64xf32>
    %3592 = stablehlo.add %3591, %3590 : tensor<64xf32>
    %3593 = stablehlo.divide %3586, %3592 : tensor<64xf32>
    %3594 = stablehlo.constant dense<1.000000e-04> : tensor<f32>
    %3595 = stablehlo.broadcast_in_dim %3594, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %3596 = stablehlo.multiply %3569, %3595 : tensor<64xf32>
    %3597 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %3598 = stablehlo.broadcast_in_dim %3597, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %3599 = stablehlo.subtract %3598, %3596 : tensor<64xf32>
    %3600 = stablehlo.multiply %theta.layer1.2.bn1.beta, %3599 : tensor<64xf32>
    %3601 = stablehlo.multiply %3569, %3593 : tensor<64xf32>
    %3602 = stablehlo.subtract %3600, %3601 : tensor<64xf32>
    %3603 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<64x64x3x3xf32>
    %3604 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %3605 = stablehlo.broadcast_in_dim %3604, dims = [] : (tensor<f32>) -> tensor<64x64x3x3xf32>
    %3606 = stablehlo.multiply %2769, %3605 : tensor<64x64x3x3xf32>
    %3607 = stablehlo.constant dense<9.000000e-01> : tensor<f32>
    %3608 = stablehlo.broadcast_in_dim %3607, dims = [] : (tensor<f32>) -> tensor<64x64x3x3xf32>
    %3609 = stablehlo.multiply %m.layer1.2.conv2.w, %3608 : tensor<64x64x3x3xf32>
    %3610 = stablehlo.add %3609, %3606 : tensor<64x64x3x3xf32>
    %3611 = stablehlo.multiply %2769, %2769 : tensor<64x64x3x3xf32>
    %3612 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %3613 = stablehlo.broadcast_in_dim %3612, dims = [] : (tensor<f32>) -> tensor<64x64x3x3xf32>
    %3614 = stablehlo.multiply %3611, %3613 : tensor<64x64x3x3xf32>
    %3615 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %3616 = stablehlo.broadcast_in_dim %3615, dims = [] : (tensor<f32>) -> tensor<64x64x3x3xf32>
    %3617 = stablehlo.multiply %v.layer1.2.conv2.w, %3616 : tensor<64x64x3x3xf32>
    %3618 = stablehlo.add %3617, %3614 : tensor<64x64x3x3xf32>
    %3619 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<64x64x3x3xf32>
    %3620 = stablehlo.divide %3610, %3619 : tensor<64x64x3x3xf32>
    %3621 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<64x64x3x3xf32>
    %3622 = stablehlo.divide %3618, %3621 : tensor<64x64x3x3xf32>
    %3623 = stablehlo.constant dense<1.000000e-08> : tensor<f32>
    %3624 = stablehlo.broadcast_in_dim %3623, dims = [] : (tensor<f32>) -> tensor<64x64x3x3xf32>
    %3625 = stablehlo.sqrt %3622 : tensor<64x64x3x3xf32>
    %3626 = stablehlo.add %3625, %3624 : tensor<64x64x3x3xf32>
    %3627 = stablehlo.divide %3620, %3626 : tensor<64x64x3x3xf32>
    %3628 = stablehlo.constant dense<1.000000e-04> : tensor<f32>
    %3629 = stablehlo.broadcast_in_dim %3628, dims = [] : (tensor<f32>) -> tensor<64x64x3x3xf32>
    %3630 = stablehlo.multiply %3603, %3629 : tensor<64x64x3x3xf32>
    %3631 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %3632 = stablehlo.broadcast_in_dim %3631, dims = [] : (tensor<f32>) -> tensor<64x64x3x3xf32>
    %3633 = stablehlo.subtract %3632, %3630 : tensor<64x64x3x3xf32>
    %3634 = stablehlo.multiply %theta.layer1.2.conv2.w, %3633 : tensor<64x64x3x3xf32>
    %3635 = stablehlo.multiply %3603, %3627 : tensor<64x64x3x3xf32>
    %3636 = stablehlo.subtract %3634, %3635 : tensor<64x64x3x3xf32>
    %3637 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %3638 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %3639 = stablehlo.broadcast_in_dim %3638, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %3640 = stablehlo.multiply %2744, %3639 : tensor<64xf32>
    %3641 = stablehlo.constant dense<9.000000e-01> : tensor<f32>
    %3642 = stablehlo.broadcast_in_dim %3641, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %3643 = stablehlo.multiply %m.layer1.2.bn2.gamma, %3642 : tensor<64xf32>
    %3644 = stablehlo.add %3643, %3640 : tensor<64xf32>
    %3645 = stablehlo.multiply %2744, %2744 : tensor<64xf32>
    %3646 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %3647 = stablehlo.broadcast_in_dim %3646, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %3648 = stablehlo.multiply %3645, %3647 : tensor<64xf32>
    %3649 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %3650 = stablehlo.broadcast_in_dim %3649, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %3651 = stablehlo.multiply %v.layer1.2.bn2.gamma, %3650 : tensor<64xf32>
    %3652 = stablehlo.add %3651, %3648 : tensor<64xf32>
    %3653 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %3654 = stablehlo.divide %3644, %3653 : tensor<64xf32>
    %3655 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %3656 = stablehlo.divide %3652, %3655 : tensor<64xf32>
    %3657 = stablehlo.constant dense<1.000000e-08> : tensor<f32>
    %3658 = stablehlo.broadcast_in_dim %3657, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %3659 = stablehlo.sqrt %3656 : tensor<64xf32>
    %3660 = stablehlo.add %3659, %3658 : tensor<64xf32>
    %3661 = stablehlo.divide %3654, %3660 : tensor<64xf32>
    %3662 = stablehlo.constant dense<1.000000e-04> : tensor<f32>
    %3663 = stablehlo.broadcast_in_dim %3662, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %3664 = stablehlo.multiply %3637, %3663 : tensor<64xf32>
    %3665 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %3666 = stablehlo.broadcast_in_dim %3665, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %3667 = stablehlo.subtract %3666, %3664 : tensor<64xf32>
    %3668 = stablehlo.multiply %theta.layer1.2.bn2.gamma, %3667 : tensor<64xf32>
    %3669 = stablehlo.multiply %3637, %3661 : tensor<64xf32>
    %3670 = stablehlo.subtract %3668, %3669 : tensor<64xf32>
    %3671 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %3672 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %3673 = stablehlo.broadcast_in_dim %3672, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %3674 = stablehlo.multiply %2739, %3673 : tensor<64xf32>
    %3675 = stablehlo.constant dense<9.000000e-01> : tensor<f32>
    %3676 = stablehlo.broadcast_in_dim %3675, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %3677 = stablehlo.multiply %m.layer1.2.bn2.beta, %3676 : tensor<64xf32>
    %3678 = stablehlo.add %3677, %3674 : tensor<64xf32>
    %3679 = stablehlo.multiply %2739, %2739 : tensor<64xf32>
    %3680 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %3681 = stablehlo.broadcast_in_dim %3680, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %3682 = stablehlo.multiply %3679, %3681 : tensor<64xf32>
    %3683 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %3684 = stablehlo.broadcast_in_dim %3683, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %3685 = stablehlo.multiply %v.layer1.2.bn2.beta, %3684 : tensor<64xf32>
    %3686 = stablehlo.add %3685, %3682 : tensor<64xf32>
    %3687 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %3688 = stablehlo.divide %3678, %3687 : tensor<64xf32>
    %3689 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %3690 = stablehlo.divide %3686, %3689 : tensor<64xf32>
    %3691 = stablehlo.constant dense<1.000000e-08> : tensor<f32>
    %3692 = stablehlo.broadcast_in_dim %3691, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %3693 = stablehlo.sqrt %3690 : tensor<64xf32>
    %3694 = stablehlo.add %3693, %3692 : tensor<64xf32>
    %3695 = stablehlo.divide %3688, %3694 : tensor<64xf32>
    %3696 = stablehlo.constant dense<1.000000e-04> : tensor<f32>
    %3697 = stablehlo.broadcast_in_dim %3696, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %3698 = stablehlo.multiply %3671, %3697 : tensor<64xf32>
    %3699 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %3700 = stablehlo.broadcast_in_dim %3699, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %3701 = stablehlo.subtract %3700, %3698 : tensor<64xf32>
    %3702 = stablehlo.multiply %theta.layer1.2.bn2.beta, %3701 : tensor<64xf32>
    %3703 = stablehlo.multiply %3671, %3695 : tensor<64xf32>
    %3704 = stablehlo.subtract %3702, %3703 : tensor<64xf32>
    %3705 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<128x64x3x3xf32>
    %3706 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %3707 = stablehlo.broadcast_in_dim %3706, dims = [] : (tensor<f32>) -> tensor<128x64x3x3xf32>
    %3708 = stablehlo.multiply %2733, %3707 : tensor<128x64x3x3xf32>
    %3709 = stablehlo.constant dense<9.000000e-01> : tensor<f32>
    %3710 = stablehlo.broadcast_in_dim %3709, dims = [] : (tensor<f32>) -> tensor<128x64x3x3xf32>
    %3711 = stablehlo.multiply %m.layer2.0.conv1.w, %3710 : tensor<128x64x3x3xf32>
    %3712 = stablehlo.add %3711, %3708 : tensor<128x64x3x3xf32>
    %3713 = stablehlo.multiply %2733, %2733 : tensor<128x64x3x3xf32>
    %3714 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %3715 = stablehlo.broadcast_in_dim %3714, dims = [] : (tensor<f32>) -> tensor<128x64x3x3xf32>
    %3716 = stablehlo.multiply %3713, %3715 : tensor<128x64x3x3xf32>
    %3717 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %3718 = stablehlo.broadcast_in_dim %3717, dims = [] : (tensor<f32>) -> tensor<128x64x3x3xf32>
    %3719 = stablehlo.multiply %v.layer2.0.conv1.w, %3718 : tensor<128x64x3x3xf32>
    %3720 = stablehlo.add %3719, %3716 : tensor<128x64x3x3xf32>
    %3721 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<128x64x3x3xf32>
    %3722 = stablehlo.divide %3712, %3721 : tensor<128x64x3x3xf32>
    %3723 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<128x64x3x3xf32>
    %3724 = stablehlo.divide %3720, %3723 : tensor<128x64x3x3xf32>
    %3725 = stablehlo.constant dense<1.000000e-08> : tensor<f32>
    %3726 = stablehlo.broadcast_in_dim %3725, dims = [] : (tensor<f32>) -> tensor<128x64x3x3xf32>
    %3727 = stablehlo.sqrt %3724 : tensor<128x64x3x3xf32>
    %3728 = stablehlo.add %3727, %3726 : tensor<128x64x3x3xf32>
    %3729 = stablehlo.divide %3722, %3728 : tensor<128x64x3x3xf32>
    %3730 = stablehlo.constant dense<1.000000e-04> : tensor<f32>
    %3731 = stablehlo.broadcast_in_dim %3730, dims = [] : (tensor<f32>) -> tensor<128x64x3x3xf32>
    %3732 = stablehlo.multiply %3705, %3731 : tensor<128x64x3x3xf32>
    %3733 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %3734 = stablehlo.broadcast_in_dim %3733, dims = [] : (tensor<f32>) -> tensor<128x64x3x3xf32>
    %3735 = stablehlo.subtract %3734, %3732 : tensor<128x64x3x3xf32>
    %3736 = stablehlo.multiply %theta.layer2.0.conv1.w, %3735 : tensor<128x64x3x3xf32>
    %3737 = stablehlo.multiply %3705, %3729 : tensor<128x64x3x3xf32>
    %3738 = stablehlo.subtract %3736, %3737 : tensor<128x64x3x3xf32>
    %3739 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %3740 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %3741 = stablehlo.broadcast_in_dim %3740, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %3742 = stablehlo.multiply %2707, %3741 : tensor<128xf32>
    %3743 = stablehlo.constant dense<9.000000e-01> : tensor<f32>
    %3744 = stablehlo.broadcast_in_dim %3743, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %3745 = stablehlo.multiply %m.layer2.0.bn1.gamma, %3744 : tensor<128xf32>
    %3746 = stablehlo.add %3745, %3742 : tensor<128xf32>
    %3747 = stablehlo.multiply %2707, %2707 : tensor<128xf32>
    %3748 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %3749 = stablehlo.broadcast_in_dim %3748, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %3750 = stablehlo.multiply %3747, %3749 : tensor<128xf32>
    %3751 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %3752 = stablehlo.broadcast_in_dim %3751, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %3753 = stablehlo.multiply %v.layer2.0.bn1.gamma, %3752 : tensor<128xf32>
    %3754 = stablehlo.add %3753, %3750 : tensor<128xf32>
    %3755 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %3756 = stablehlo.divide %3746, %3755 : tensor<128xf32>
    %3757 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %3758 = stablehlo.divide %3754, %3757 : tensor<128xf32>
    %3759 = stablehlo.constant dense<1.000000e-08> : tensor<f32>
    %3760 = stablehlo.broadcast_in_dim %3759, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %3761 = stablehlo.sqrt %3758 : tensor<128xf32>
    %3762 = stablehlo.add %3761, %3760 : tensor<128xf32>
    %3763 = stablehlo.divide %3756, %3762 : tensor<128xf32>
    %3764 = stablehlo.constant dense<1.000000e-04> : tensor<f32>
    %3765 = stablehlo.broadcast_in_dim %3764, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %3766 = stablehlo.multiply %3739, %3765 : tensor<128xf32>
    %3767 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %3768 = stablehlo.broadcast_in_dim %3767, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %3769 = stablehlo.subtract %3768, %3766 : tensor<128xf32>
    %3770 = stablehlo.multiply %theta.layer2.0.bn1.gamma, %3769 : tensor<128xf32>
    %3771 = stablehlo.multiply %3739, %3763 : tensor<128xf32>
    %3772 = stablehlo.subtract %3770, %3771 : tensor<128xf32>
    %3773 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %3774 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %3775 = stablehlo.broadcast_in_dim %3774, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %3776 = stablehlo.multiply %2702, %3775 : tensor<128xf32>
    %3777 = stablehlo.constant dense<9.000000e-01> : tensor<f32>
    %3778 = stablehlo.broadcast_in_dim %3777, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %3779 = stablehlo.multiply %m.layer2.0.bn1.beta, %3778 : tensor<128xf32>
    %3780 = stablehlo.add %3779, %3776 : tensor<128xf32>
    %3781 = stablehlo.multiply %2702, %2702 : tensor<128xf32>
    %3782 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %3783 = stablehlo.broadcast_in_dim %3782, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %3784 = stablehlo.multiply %3781, %3783 : tensor<128xf32>
    %3785 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %3786 = stablehlo.broadcast_in_dim %3785, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %3787 = stablehlo.multiply %v.layer2.0.bn1.beta, %3786 : tensor<128xf32>
    %3788 = stablehlo.add %3787, %3784 : tensor<128xf32>
    %3789 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %3790 = stablehlo.divide %3780, %3789 : tensor<128xf32>
    %3791 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %3792 = stablehlo.divide %3788, %3791 : tensor<128xf32>
    %3793 = stablehlo.constant dense<1.000000e-08> : tensor<f32>
    %3794 = stablehlo.broadcast_in_dim %3793, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %3795 = stablehlo.sqrt %3792 : tensor<128xf32>
    %3796 = stablehlo.add %3795, %3794 : tensor<128xf32>
    %3797 = stablehlo.divide %3790, %3796 : tensor<128xf32>
    %3798 = stablehlo.constant dense<1.000000e-04> : tensor<f32>
    %3799 = stablehlo.broadcast_in_dim %3798, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %3800 = stablehlo.multiply %3773, %3799 : tensor<128xf32>
    %3801 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %3802 = stablehlo.broadcast_in_dim %3801, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %3803 = stablehlo.subtract %3802, %3800 : tensor<128xf32>
    %3804 = stablehlo.multiply %theta.layer2.0.bn1.beta, %3803 : tensor<128xf32>
    %3805 = stablehlo.multiply %3773, %3797 : tensor<128xf32>
    %3806 = stablehlo.subtract %3804, %3805 : tensor<128xf32>
    %3807 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<128x128x3x3xf32>
    %3808 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %3809 = stablehlo.broadcast_in_dim %3808, dims = [] : (tensor<f32>) -> tensor<128x128x3x3xf32>
    %3810 = stablehlo.multiply %2696, %3809 : tensor<128x128x3x3xf32>
    %3811 = stablehlo.constant dense<9.000000e-01> : tensor<f32>
    %3812 = stablehlo.broadcast_in_dim %3811, dims = [] : (tensor<f32>) -> tensor<128x128x3x3xf32>
    %3813 = stablehlo.multiply %m.layer2.0.conv2.w, %3812 : tensor<128x128x3x3xf32>
    %3814 = stablehlo.add %3813, %3810 : tensor<128x128x3x3xf32>
    %3815 = stablehlo.multiply %2696, %2696 : tensor<128x128x3x3xf32>
    %3816 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %3817 = stablehlo.broadcast_in_dim %3816, dims = [] : (tensor<f32>) -> tensor<128x128x3x3xf32>
    %3818 = stablehlo.multiply %3815, %3817 : tensor<128x128x3x3xf32>
    %3819 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %3820 = stablehlo.broadcast_in_dim %3819, dims = [] : (tensor<f32>) -> tensor<128x128x3x3xf32>
    %3821 = stablehlo.multiply %v.layer2.0.conv2.w, %3820 : tensor<128x128x3x3xf32>
    %3822 = stablehlo.add %3821, %3818 : tensor<128x128x3x3xf32>
    %3823 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<128x128x3x3xf32>
    %3824 = stablehlo.divide %3814, %3823 : tensor<128x128x3x3xf32>
    %3825 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<128x128x3x3xf32>
    %3826 = stablehlo.divide %3822, %3825 : tensor<128x128x3x3xf32>
    %3827 = stablehlo.constant dense<1.000000e-08> : tensor<f32>
    %3828 = stablehlo.broadcast_in_dim %3827, dims = [] : (tensor<f32>) -> tensor<128x128x3x3xf32>
    %3829 = stablehlo.sqrt %3826 : tensor<128x128x3x3xf32>
    %3830 = stablehlo.add %3829, %3828 : tensor<128x128x3x3xf32>
    %3831 = stablehlo.divide %3824, %3830 : tensor<128x128x3x3xf32>
    %3832 = stablehlo.constant dense<1.000000e-04> : tensor<f32>
    %3833 = stablehlo.broadcast_in_dim %3832, dims = [] : (tensor<f32>) -> tensor<128x128x3x3xf32>
    %3834 = stablehlo.multiply %3807, %3833 : tensor<128x128x3x3xf32>
    %3835 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %3836 = stablehlo.broadcast_in_dim %3835, dims = [] : (tensor<f32>) -> tensor<128x128x3x3xf32>
    %3837 = stablehlo.subtract %3836, %3834 : tensor<128x128x3x3xf32>
    %3838 = stablehlo.multiply %theta.layer2.0.conv2.w, %3837 : tensor<128x128x3x3xf32>
    %3839 = stablehlo.multiply %3807, %3831 : tensor<128x128x3x3xf32>
    %3840 = stablehlo.subtract %3838, %3839 : tensor<128x128x3x3xf32>
    %3841 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %3842 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %3843 = stablehlo.broadcast_in_dim %3842, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %3844 = stablehlo.multiply %2671, %3843 : tensor<128xf32>
    %3845 = stablehlo.constant dense<9.000000e-01> : tensor<f32>
    %3846 = stablehlo.broadcast_in_dim %3845, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %3847 = stablehlo.multiply %m.layer2.0.bn2.gamma, %3846 : tensor<128xf32>
    %3848 = stablehlo.add %3847, %3844 : tensor<128xf32>
    %3849 = stablehlo.multiply %2671, %2671 : tensor<128xf32>
    %3850 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %3851 = stablehlo.broadcast_in_dim %3850, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %3852 = stablehlo.multiply %3849, %3851 : tensor<128xf32>
    %3853 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %3854 = stablehlo.broadcast_in_dim %3853, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %3855 = stablehlo.multiply %v.layer2.0.bn2.gamma, %3854 : tensor<128xf32>
    %3856 = stablehlo.add %3855, %3852 : tensor<128xf32>
    %3857 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %3858 = stablehlo.divide %3848, %3857 : tensor<128xf32>
    %3859 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %3860 = stablehlo.divide %3856, %3859 : tensor<128xf32>
    %3861 = stablehlo.constant dense<1.000000e-08> : tensor<f32>
    %3862 = stablehlo.broadcast_in_dim %3861, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %3863 = stablehlo.sqrt %3860 : tensor<128xf32>
    %3864 = stablehlo.add %3863, %3862 : tensor<128xf32>
    %3865 = stablehlo.divide %3858, %3864 : tensor<128xf32>
    %3866 = stablehlo.constant dense<1.000000e-04> : tensor<f32>
    %3867 = stablehlo.broadcast_in_dim %3866, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %3868 = stablehlo.multiply %3841, %3867 : tensor<128xf32>
    %3869 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %3870 = stablehlo.broadcast_in_dim %3869, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %3871 = stablehlo.subtract %3870, %3868 : tensor<128xf32>
    %3872 = stablehlo.multiply %theta.layer2.0.bn2.gamma, %3871 : tensor<128xf32>
    %3873 = stablehlo.multiply %3841, %3865 : tensor<128xf32>
    %3874 = stablehlo.subtract %3872, %3873 : tensor<128xf32>
    %3875 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %3876 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %3877 = stablehlo.broadcast_in_dim %3876, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %3878 = stablehlo.multiply %2666, %3877 : tensor<128xf32>
    %3879 = stablehlo.constant dense<9.000000e-01> : tensor<f32>
    %3880 = stablehlo.broadcast_in_dim %3879, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %3881 = stablehlo.multiply %m.layer2.0.bn2.beta, %3880 : tensor<128xf32>
    %3882 = stablehlo.add %3881, %3878 : tensor<128xf32>
    %3883 = stablehlo.multiply %2666, %2666 : tensor<128xf32>
    %3884 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %3885 = stablehlo.broadcast_in_dim %3884, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %3886 = stablehlo.multiply %3883, %3885 : tensor<128xf32>
    %3887 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %3888 = stablehlo.broadcast_in_dim %3887, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %3889 = stablehlo.multiply %v.layer2.0.bn2.beta, %3888 : tensor<128xf32>
    %3890 = stablehlo.add %3889, %3886 : tensor<128xf32>
    %3891 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %3892 = stablehlo.divide %3882, %3891 : tensor<128xf32>
    %3893 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %3894 = stablehlo.divide %3890, %3893 : tensor<128xf32>
    %3895 = stablehlo.constant dense<1.000000e-08> : tensor<f32>
    %3896 = stablehlo.broadcast_in_dim %3895, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %3897 = stablehlo.sqrt %3894 : tensor<128xf32>
    %3898 = stablehlo.add %3897, %3896 : tensor<128xf32>
    %3899 = stablehlo.divide %3892, %3898 : tensor<128xf32>
    %3900 = stablehlo.constant dense<1.000000e-04> : tensor<f32>
    %3901 = stablehlo.broadcast_in_dim %3900, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %3902 = stablehlo.multiply %3875, %3901 : tensor<128xf32>
    %3903 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %3904 = stablehlo.broadcast_in_dim %3903, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %3905 = stablehlo.subtract %3904, %3902 : tensor<128xf32>
    %3906 = stablehlo.multiply %theta.layer2.0.bn2.beta, %3905 : tensor<128xf32>
    %3907 = stablehlo.multiply %3875, %3899 : tensor<128xf32>
    %3908 = stablehlo.subtract %3906, %3907 : tensor<128xf32>
    %3909 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<128x64x1x1xf32>
    %3910 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %3911 = stablehlo.broadcast_in_dim %3910, dims = [] : (tensor<f32>) -> tensor<128x64x1x1xf32>
    %3912 = stablehlo.multiply %2664, %3911 : tensor<128x64x1x1xf32>
    %3913 = stablehlo.constant dense<9.000000e-01> : tensor<f32>
    %3914 = stablehlo.broadcast_in_dim %3913, dims = [] : (tensor<f32>) -> tensor<128x64x1x1xf32>
    %3915 = stablehlo.multiply %m.layer2.0.downsample.0.w, %3914 : tensor<128x64x1x1xf32>
    %3916 = stablehlo.add %3915, %3912 : tensor<128x64x1x1xf32>
    %3917 = stablehlo.multiply %2664, %2664 : tensor<128x64x1x1xf32>
    %3918 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %3919 = stablehlo.broadcast_in_dim %3918, dims = [] : (tensor<f32>) -> tensor<128x64x1x1xf32>
    %3920 = stablehlo.multiply %3917, %3919 : tensor<128x64x1x1xf32>
    %3921 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %3922 = stablehlo.broadcast_in_dim %3921, dims = [] : (tensor<f32>) -> tensor<128x64x1x1xf32>
    %3923 = stablehlo.multiply %v.layer2.0.downsample.0.w, %3922 : tensor<128x64x1x1xf32>
    %3924 = stablehlo.add %3923, %3920 : tensor<128x64x1x1xf32>
    %3925 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<128x64x1x1xf32>
    %3926 = stablehlo.divide %3916, %3925 : tensor<128x64x1x1xf32>
    %3927 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<128x64x1x1xf32>
    %3928 = stablehlo.divide %3924, %3927 : tensor<128x64x1x1xf32>
    %3929 = stablehlo.constant dense<1.000000e-08> : tensor<f32>
    %3930 = stablehlo.broadcast_in_dim %3929, dims = [] : (tensor<f32>) -> tensor<128x64x1x1xf32>
    %3931 = stablehlo.sqrt %3928 : tensor<128x64x1x1xf32>
    %3932 = stablehlo.add %3931, %3930 : tensor<128x64x1x1xf32>
    %3933 = stablehlo.divide %3926, %3932 : tensor<128x64x1x1xf32>
    %3934 = stablehlo.constant dense<1.000000e-04> : tensor<f32>
    %3935 = stablehlo.broadcast_in_dim %3934, dims = [] : (tensor<f32>) -> tensor<128x64x1x1xf32>
    %3936 = stablehlo.multiply %3909, %3935 : tensor<128x64x1x1xf32>
    %3937 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %3938 = stablehlo.broadcast_in_dim %3937, dims = [] : (tensor<f32>) -> tensor<128x64x1x1xf32>
    %3939 = stablehlo.subtract %3938, %3936 : tensor<128x64x1x1xf32>
    %3940 = stablehlo.multiply %theta.layer2.0.downsample.0.w, %3939 : tensor<128x64x1x1xf32>
    %3941 = stablehlo.multiply %3909, %3933 : tensor<128x64x1x1xf32>
    %3942 = stablehlo.subtract %3940, %3941 : tensor<128x64x1x1xf32>
    %3943 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %3944 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %3945 = stablehlo.broadcast_in_dim %3944, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %3946 = stablehlo.multiply %2639, %3945 : tensor<128xf32>
    %3947 = stablehlo.constant dense<9.000000e-01> : tensor<f32>
    %3948 = stablehlo.broadcast_in_dim %3947, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %3949 = stablehlo.multiply %m.layer2.0.downsample.1.gamma, %3948 : tensor<128xf32>
    %3950 = stablehlo.add %3949, %3946 : tensor<128xf32>
    %3951 = stablehlo.multiply %2639, %2639 : tensor<128xf32>
    %3952 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %3953 = stablehlo.broadcast_in_dim %3952, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %3954 = stablehlo.multiply %3951, %3953 : tensor<128xf32>
    %3955 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %3956 = stablehlo.broadcast_in_dim %3955, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %3957 = stablehlo.multiply %v.layer2.0.downsample.1.gamma, %3956 : tensor<128xf32>
    %3958 = stablehlo.add %3957, %3954 : tensor<128xf32>
    %3959 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %3960 = stablehlo.divide %3950, %3959 : tensor<128xf32>
    %3961 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %3962 = stablehlo.divide %3958, %3961 : tensor<128xf32>
    %3963 = stablehlo.constant dense<1.000000e-08> : tensor<f32>
    %3964 = stablehlo.broadcast_in_dim %3963, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %3965 = stablehlo.sqrt %3962 : tensor<128xf32>
    %3966 = stablehlo.add %3965, %3964 : tensor<128xf32>
    %3967 = stablehlo.divide %3960, %3966 : tensor<128xf32>
    %3968 = stablehlo.constant dense<1.000000e-04> : tensor<f32>
    %3969 = stablehlo.broadcast_in_dim %3968, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %3970 = stablehlo.multiply %3943, %3969 : tensor<128xf32>
    %3971 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %3972 = stablehlo.broadcast_in_dim %3971, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %3973 = stablehlo.subtract %3972, %3970 : tensor<128xf32>
    %3974 = stablehlo.multiply %theta.layer2.0.downsample.1.gamma, %3973 : tensor<128xf32>
    %3975 = stablehlo.multiply %3943, %3967 : tensor<128xf32>
    %3976 = stablehlo.subtract %3974, %3975 : tensor<128xf32>
    %3977 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %3978 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %3979 = stablehlo.broadcast_in_dim %3978, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %3980 = stablehlo.multiply %2634, %3979 : tensor<128xf32>
    %3981 = stablehlo.constant dense<9.000000e-01> : tensor<f32>
    %3982 = stablehlo.broadcast_in_dim %3981, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %3983 = stablehlo.multiply %m.layer2.0.downsample.1.beta, %3982 : tensor<128xf32>
    %3984 = stablehlo.add %3983, %3980 : tensor<128xf32>
    %3985 = stablehlo.multiply %2634, %2634 : tensor<128xf32>
    %3986 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %3987 = stablehlo.broadcast_in_dim %3986, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %3988 = stablehlo.multiply %3985, %3987 : tensor<128xf32>
    %3989 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %3990 = stablehlo.broadcast_in_dim %3989, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %3991 = stablehlo.multiply %v.layer2.0.downsample.1.beta, %3990 : tensor<128xf32>
    %3992 = stablehlo.add %3991, %3988 : tensor<128xf32>
    %3993 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %3994 = stablehlo.divide %3984, %3993 : tensor<128xf32>
    %3995 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %3996 = stablehlo.divide %3992, %3995 : tensor<128xf32>
    %3997 = stablehlo.constant dense<1.000000e-08> : tensor<f32>
    %3998 = stablehlo.broadcast_in_dim %3997, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %3999 = stablehlo.sqrt %3996 : tensor<128xf32>
    %4000 = stablehlo.add %3999, %3998 : tensor<128xf32>
    %4001 = stablehlo.divide %3994, %4000 : tensor<128xf32>
    %4002 = stablehlo.constant dense<1.000000e-04> : tensor<f32>
    %4003 = stablehlo.broadcast_in_dim %4002, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %4004 = stablehlo.multiply %3977, %4003 : tensor<128xf32>
    %4005 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %4006 = stablehlo.broadcast_in_dim %4005, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %4007 = stablehlo.subtract %4006, %4004 : tensor<128xf32>
    %4008 = stablehlo.multiply %theta.layer2.0.downsample.1.beta, %4007 : tensor<128xf32>
    %4009 = stablehlo.multiply %3977, %4001 : tensor<128xf32>
    %4010 = stablehlo.subtract %4008, %4009 : tensor<128xf32>
    %4011 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<128x128x3x3xf32>
    %4012 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %4013 = stablehlo.broadcast_in_dim %4012, dims = [] : (tensor<f32>) -> tensor<128x128x3x3xf32>
    %4014 = stablehlo.multiply %2628, %4013 : tensor<128x128x3x3xf32>
    %4015 = stablehlo.constant dense<9.000000e-01> : tensor<f32>
    %4016 = stablehlo.broadcast_in_dim %4015, dims = [] : (tensor<f32>) -> tensor<128x128x3x3xf32>
    %4017 = stablehlo.multiply %m.layer2.1.conv1.w, %4016 : tensor<128x128x3x3xf32>
    %4018 = stablehlo.add %4017, %4014 : tensor<128x128x3x3xf32>
    %4019 = stablehlo.multiply %2628, %2628 : tensor<128x128x3x3xf32>
    %4020 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %4021 = stablehlo.broadcast_in_dim %4020, dims = [] : (tensor<f32>) -> tensor<128x128x3x3xf32>
    %4022 = stablehlo.multiply %4019, %4021 : tensor<128x128x3x3xf32>
    %4023 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %4024 = stablehlo.broadcast_in_dim %4023, dims = [] : (tensor<f32>) -> tensor<128x128x3x3xf32>
    %4025 = stablehlo.multiply %v.layer2.1.conv1.w, %4024 : tensor<128x128x3x3xf32>
    %4026 = stablehlo.add %4025, %4022 : tensor<128x128x3x3xf32>
    %4027 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<128x128x3x3xf32>
    %4028 = stablehlo.divide %4018, %4027 : tensor<128x128x3x3xf32>
    %4029 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<128x128x3x3xf32>
    %4030 = stablehlo.divide %4026, %4029 : tensor<128x128x3x3xf32>
    %4031 = stablehlo.constant dense<1.000000e-08> : tensor<f32>
    %4032 = stablehlo.broadcast_in_dim %4031, dims = [] : (tensor<f32>) -> tensor<128x128x3x3xf32>
    %4033 = stablehlo.sqrt %4030 : tensor<128x128x3x3xf32>
    %4034 = stablehlo.add %4033, %4032 : tensor<128x128x3x3xf32>
    %4035 = stablehlo.divide %4028, %4034 : tensor<128x128x3x3xf32>
    %4036 = stablehlo.constant dense<1.000000e-04> : tensor<f32>
    %4037 = stablehlo.broadcast_in_dim %4036, dims = [] : (tensor<f32>) -> tensor<128x128x3x3xf32>
    %4038 = stablehlo.multiply %4011, %4037 : tensor<128x128x3x3xf32>
    %4039 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %4040 = stablehlo.broadcast_in_dim %4039, dims = [] : (tensor<f32>) -> tensor<128x128x3x3xf32>
    %4041 = stablehlo.subtract %4040, %4038 : tensor<128x128x3x3xf32>
    %4042 = stablehlo.multiply %theta.layer2.1.conv1.w, %4041 : tensor<128x128x3x3xf32>
    %4043 = stablehlo.multiply %4011, %4035 : tensor<128x128x3x3xf32>
    %4044 = stablehlo.subtract %4042, %4043 : tensor<128x128x3x3xf32>
    %4045 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %4046 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %4047 = stablehlo.broadcast_in_dim %4046, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %4048 = stablehlo.multiply %2602, %4047 : tensor<128xf32>
    %4049 = stablehlo.constant dense<9.000000e-01> : tensor<f32>
    %4050 = stablehlo.broadcast_in_dim %4049, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %4051 = stablehlo.multiply %m.layer2.1.bn1.gamma, %4050 : tensor<128xf32>
    %4052 = stablehlo.add %4051, %4048 : tensor<128xf32>
    %4053 = stablehlo.multiply %2602, %2602 : tensor<128xf32>
    %4054 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %4055 = stablehlo.broadcast_in_dim %4054, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %4056 = stablehlo.multiply %4053, %4055 : tensor<128xf32>
    %4057 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %4058 = stablehlo.broadcast_in_dim %4057, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %4059 = stablehlo.multiply %v.layer2.1.bn1.gamma, %4058 : tensor<128xf32>
    %4060 = stablehlo.add %4059, %4056 : tensor<128xf32>
    %4061 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %4062 = stablehlo.divide %4052, %4061 : tensor<128xf32>
    %4063 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %4064 = stablehlo.divide %4060, %4063 : tensor<128xf32>
    %4065 = stablehlo.constant dense<1.000000e-08> : tensor<f32>
    %4066 = stablehlo.broadcast_in_dim %4065, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %4067 = stablehlo.sqrt %4064 : tensor<128xf32>
    %4068 = stablehlo.add %4067, %4066 : tensor<128xf32>
    %4069 = stablehlo.divide %4062, %4068 : tensor<128xf32>
    %4070 = stablehlo.constant dense<1.000000e-04> : tensor<f32>
    %4071 = stablehlo.broadcast_in_dim %4070, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %4072 = stablehlo.multiply %4045, %4071 : tensor<128xf32>
    %4073 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %4074 = stablehlo.broadcast_in_dim %4073, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %4075 = stablehlo.subtract %4074, %4072 : tensor<128xf32>
    %4076 = stablehlo.multiply %theta.layer2.1.bn1.gamma, %4075 : tensor<128xf32>
    %4077 = stablehlo.multiply %4045, %4069 : tensor<128xf32>
    %4078 = stablehlo.subtract %4076, %4077 : tensor<128xf32>
    %4079 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %4080 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %4081 = stablehlo.broadcast_in_dim %4080, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %4082 = stablehlo.multiply %2597, %4081 : tensor<128xf32>
    %4083 = stablehlo.constant dense<9.000000e-01> : tensor<f32>
    %4084 = stablehlo.broadcast_in_dim %4083, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %4085 = stablehlo.multiply %m.layer2.1.bn1.beta, %4084 : tensor<128xf32>
    %4086 = stablehlo.add %4085, %4082 : tensor<128xf32>
    %4087 = stablehlo.multiply %2597, %2597 : tensor<128xf32>
    %4088 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %4089 = stablehlo.broadcast_in_dim %4088, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %4090 = stablehlo.multiply %4087, %4089 : tensor<128xf32>
    %4091 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %4092 = stablehlo.broadcast_in_dim %4091, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %4093 = stablehlo.multiply %v.layer2.1.bn1.beta, %4092 : tensor<128xf32>
    %4094 = stablehlo.add %4093, %4090 : tensor<128xf32>
    %4095 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %4096 = stablehlo.divide %4086, %4095 : tensor<128xf32>
    %4097 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %4098 = stablehlo.divide %4094, %4097 : tensor<128xf32>
    %4099 = stablehlo.constant dense<1.000000e-08> : tensor<f32>
    %4100 = stablehlo.broadcast_in_dim %4099, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %4101 = stablehlo.sqrt %4098 : tensor<128xf32>
    %4102 = stablehlo.add %4101, %4100 : tensor<128xf32>
    %4103 = stablehlo.divide %4096, %4102 : tensor<128xf32>
    %4104 = stablehlo.constant dense<1.000000e-04> : tensor<f32>
    %4105 = stablehlo.broadcast_in_dim %4104, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %4106 = stablehlo.multiply %4079, %4105 : tensor<128xf32>
    %4107 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %4108 = stablehlo.broadcast_in_dim %4107, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %4109 = stablehlo.subtract %4108, %4106 : tensor<128xf32>
    %4110 = stablehlo.multiply %theta.layer2.1.bn1.beta, %4109 : tensor<128xf32>
    %4111 = stablehlo.multiply %4079, %4103 : tensor<128xf32>
    %4112 = stablehlo.subtract %4110, %4111 : tensor<128xf32>
    %4113 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<128x128x3x3xf32>
    %4114 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %4115 = stablehlo.broadcast_in_dim %4114, dims = [] : (tensor<f32>) -> tensor<128x128x3x3xf32>
    %4116 = stablehlo.multiply %2591, %4115 : tensor<128x128x3x3xf32>
    %4117 = stablehlo.constant dense<9.000000e-01> : tensor<f32>
    %4118 = stablehlo.broadcast_in_dim %4117, dims = [] : (tensor<f32>) -> tensor<128x128x3x3xf32>
    %4119 = stablehlo.multiply %m.layer2.1.conv2.w, %4118 : tensor<128x128x3x3xf32>
    %4120 = stablehlo.add %4119, %4116 : tensor<128x128x3x3xf32>
    %4121 = stablehlo.multiply %2591, %2591 : tensor<128x128x3x3xf32>
    %4122 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %4123 = stablehlo.broadcast_in_dim %4122, dims = [] : (tensor<f32>) -> tensor<128x128x3x3xf32>
    %4124 = stablehlo.multiply %4121, %4123 : tensor<128x128x3x3xf32>
    %4125 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %4126 = stablehlo.broadcast_in_dim %4125, dims = [] : (tensor<f32>) -> tensor<128x128x3x3xf32>
    %4127 = stablehlo.multiply %v.layer2.1.conv2.w, %4126 : tensor<128x128x3x3xf32>
    %4128 = stablehlo.add %4127, %4124 : tensor<128x128x3x3xf32>
    %4129 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<128x128x3x3xf32>
    %4130 = stablehlo.divide %4120, %4129 : tensor<128x128x3x3xf32>
    %4131 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<128x128x3x3xf32>
    %4132 = stablehlo.divide %4128, %4131 : tensor<128x128x3x3xf32>
    %4133 = stablehlo.constant dense<1.000000e-08> : tensor<f32>
    %4134 = stablehlo.broadcast_in_dim %4133, dims = [] : (tensor<f32>) -> tensor<128x128x3x3xf32>
    %4135 = stablehlo.sqrt %4132 : tensor<128x128x3x3xf32>
    %4136 = stablehlo.add %4135, %4134 : tensor<128x128x3x3xf32>
    %4137 = stablehlo.divide %4130, %4136 : tensor<128x128x3x3xf32>
    %4138 = stablehlo.constant dense<1.000000e-04> : tensor<f32>
    %4139 = stablehlo.broadcast_in_dim %4138, dims = [] : (tensor<f32>) -> tensor<128x128x3x3xf32>
    %4140 = stablehlo.multiply %4113, %4139 : tensor<128x128x3x3xf32>
    %4141 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %4142 = stablehlo.broadcast_in_dim %4141, dims = [] : (tensor<f32>) -> tensor<128x128x3x3xf32>
    %4143 = stablehlo.subtract %4142, %4140 : tensor<128x128x3x3xf32>
    %4144 = stablehlo.multiply %theta.layer2.1.conv2.w, %4143 : tensor<128x128x3x3xf32>
    %4145 = stablehlo.multiply %4113, %4137 : tensor<128x128x3x3xf32>
    %4146 = stablehlo.subtract %4144, %4145 : tensor<128x128x3x3xf32>
    %4147 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %4148 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %4149 = stablehlo.broadcast_in_dim %4148, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %4150 = stablehlo.multiply %2566, %4149 : tensor<128xf32>
    %4151 = stablehlo.constant dense<9.000000e-01> : tensor<f32>
    %4152 = stablehlo.broadcast_in_dim %4151, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %4153 = stablehlo.multiply %m.layer2.1.bn2.gamma, %4152 : tensor<128xf32>
    %4154 = stablehlo.add %4153, %4150 : tensor<128xf32>
    %4155 = stablehlo.multiply %2566, %2566 : tensor<128xf32>
    %4156 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %4157 = stablehlo.broadcast_in_dim %4156, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %4158 = stablehlo.multiply %4155, %4157 : tensor<128xf32>
    %4159 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %4160 = stablehlo.broadcast_in_dim %4159, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %4161 = stablehlo.multiply %v.layer2.1.bn2.gamma, %4160 : tensor<128xf32>
    %4162 = stablehlo.add %4161, %4158 : tensor<128xf32>
    %4163 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %4164 = stablehlo.divide %4154, %4163 : tensor<128xf32>
    %4165 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %4166 = stablehlo.divide %4162, %4165 : tensor<128xf32>
    %4167 = stablehlo.constant dense<1.000000e-08> : tensor<f32>
    %4168 = stablehlo.broadcast_in_dim %4167, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %4169 = stablehlo.sqrt %4166 : tensor<128xf32>
    %4170 = stablehlo.add %4169, %4168 : tensor<128xf32>
    %4171 = stablehlo.divide %4164, %4170 : tensor<128xf32>
    %4172 = stablehlo.constant dense<1.000000e-04> : tensor<f32>
    %4173 = stablehlo.broadcast_in_dim %4172, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %4174 = stablehlo.multiply %4147, %4173 : tensor<128xf32>
    %4175 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %4176 = stablehlo.broadcast_in_dim %4175, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %4177 = stablehlo.subtract %4176, %4174 : tensor<128xf32>
    %4178 = stablehlo.multiply %theta.layer2.1.bn2.gamma, %4177 : tensor<128xf32>
    %4179 = stablehlo.multiply %4147, %4171 : tensor<128xf32>
    %4180 = stablehlo.subtract %4178, %4179 : tensor<128xf32>
    %4181 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %4182 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %4183 = stablehlo.broadcast_in_dim %4182, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %4184 = stablehlo.multiply %2561, %4183 : tensor<128xf32>
    %4185 = stablehlo.constant dense<9.000000e-01> : tensor<f32>
    %4186 = stablehlo.broadcast_in_dim %4185, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %4187 = stablehlo.multiply %m.layer2.1.bn2.beta, %4186 : tensor<128xf32>
    %4188 = stablehlo.add %4187, %4184 : tensor<128xf32>
    %4189 = stablehlo.multiply %2561, %2561 : tensor<128xf32>
    %4190 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %4191 = stablehlo.broadcast_in_dim %4190, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %4192 = stablehlo.multiply %4189, %4191 : tensor<128xf32>
    %4193 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %4194 = stablehlo.broadcast_in_dim %4193, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %4195 = stablehlo.multiply %v.layer2.1.bn2.beta, %4194 : tensor<128xf32>
    %4196 = stablehlo.add %4195, %4192 : tensor<128xf32>
    %4197 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %4198 = stablehlo.divide %4188, %4197 : tensor<128xf32>
    %4199 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %4200 = stablehlo.divide %4196, %4199 : tensor<128xf32>
    %4201 = stablehlo.constant dense<1.000000e-08> : tensor<f32>
    %4202 = stablehlo.broadcast_in_dim %4201, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %4203 = stablehlo.sqrt %4200 : tensor<128xf32>
    %4204 = stablehlo.add %4203, %4202 : tensor<128xf32>
    %4205 = stablehlo.divide %4198, %4204 : tensor<128xf32>
    %4206 = stablehlo.constant dense<1.000000e-04> : tensor<f32>
    %4207 = stablehlo.broadcast_in_dim %4206, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %4208 = stablehlo.multiply %4181, %4207 : tensor<128xf32>
    %4209 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %4210 = stablehlo.broadcast_in_dim %4209, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %4211 = stablehlo.subtract %4210, %4208 : tensor<128xf32>
    %4212 = stablehlo.multiply %theta.layer2.1.bn2.beta, %4211 : tensor<128xf32>
    %4213 = stablehlo.multiply %4181, %4205 : tensor<128xf32>
    %4214 = stablehlo.subtract %4212, %4213 : tensor<128xf32>
    %4215 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<128x128x3x3xf32>
    %4216 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %4217 = stablehlo.broadcast_in_dim %4216, dims = [] : (tensor<f32>) -> tensor<128x128x3x3xf32>
    %4218 = stablehlo.multiply %2555, %4217 : tensor<128x128x3x3xf32>
    %4219 = stablehlo.constant dense<9.000000e-01> : tensor<f32>
    %4220 = stablehlo.broadcast_in_dim %4219, dims = [] : (tensor<f32>) -> tensor<128x128x3x3xf32>
    %4221 = stablehlo.multiply %m.layer2.2.conv1.w, %4220 : tensor<128x128x3x3xf32>
    %4222 = stablehlo.add %4221, %4218 : tensor<128x128x3x3xf32>
    %4223 = stablehlo.multiply %2555, %2555 : tensor<128x128x3x3xf32>
    %4224 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %4225 = stablehlo.broadcast_in_dim %4224, dims = [] : (tensor<f32>) -> tensor<128x128x3x3xf32>
    %4226 = stablehlo.multiply %4223, %4225 : tensor<128x128x3x3xf32>
    %4227 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %4228 = stablehlo.broadcast_in_dim %4227, dims = [] : (tensor<f32>) -> tensor<128x128x3x3xf32>
    %4229 = stablehlo.multiply %v.layer2.2.conv1.w, %4228 : tensor<128x128x3x3xf32>
    %4230 = stablehlo.add %4229, %4226 : tensor<128x128x3x3xf32>
    %4231 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<128x128x3x3xf32>
    %4232 = stablehlo.divide %4222, %4231 : tensor<128x128x3x3xf32>
    %4233 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<128x128x3x3xf32>
    %4234 = stablehlo.divide %4230, %4233 : tensor<128x128x3x3xf32>
    %4235 = stablehlo.constant dense<1.000000e-08> : tensor<f32>
    %4236 = stablehlo.broadcast_in_dim %4235, dims = [] : (tensor<f32>) -> tensor<128x128x3x3xf32>
    %4237 = stablehlo.sqrt %4234 : tensor<128x128x3x3xf32>
    %4238 = stablehlo.add %4237, %4236 : tensor<128x128x3x3xf32>
    %4239 = stablehlo.divide %4232, %4238 : tensor<128x128x3x3xf32>
    %4240 = stablehlo.constant dense<1.000000e-04> : tensor<f32>
    %4241 = stablehlo.broadcast_in_dim %4240, dims = [] : (tensor<f32>) -> tensor<128x128x3x3xf32>
    %4242 = stablehlo.multiply %4215, %4241 : tensor<128x128x3x3xf32>
    %4243 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %4244 = stablehlo.broadcast_in_dim %4243, dims = [] : (tensor<f32>) -> tensor<128x128x3x3xf32>
    %4245 = stablehlo.subtract %4244, %4242 : tensor<128x128x3x3xf32>
    %4246 = stablehlo.multiply %theta.layer2.2.conv1.w, %4245 : tensor<128x128x3x3xf32>
    %4247 = stablehlo.multiply %4215, %4239 : tensor<128x128x3x3xf32>
    %4248 = stablehlo.subtract %4246, %4247 : tensor<128x128x3x3xf32>
    %4249 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %4250 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %4251 = stablehlo.broadcast_in_dim %4250, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %4252 = stablehlo.multiply %2529, %4251 : tensor<128xf32>
    %4253 = stablehlo.constant dense<9.000000e-01> : tensor<f32>
    %4254 = stablehlo.broadcast_in_dim %4253, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %4255 = stablehlo.multiply %m.layer2.2.bn1.gamma, %4254 : tensor<128xf32>
    %4256 = stablehlo.add %4255, %4252 : tensor<128xf32>
    %4257 = stablehlo.multiply %2529, %2529 : tensor<128xf32>
    %4258 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %4259 = stablehlo.broadcast_in_dim %4258, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %4260 = stablehlo.multiply %4257, %4259 : tensor<128xf32>
    %4261 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %4262 = stablehlo.broadcast_in_dim %4261, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %4263 = stablehlo.multiply %v.layer2.2.bn1.gamma, %4262 : tensor<128xf32>
    %4264 = stablehlo.add %4263, %4260 : tensor<128xf32>
    %4265 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %4266 = stablehlo.divide %4256, %4265 : tensor<128xf32>
    %4267 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %4268 = stablehlo.divide %4264, %4267 : tensor<128xf32>
    %4269 = stablehlo.constant dense<1.000000e-08> : tensor<f32>
    %4270 = stablehlo.broadcast_in_dim %4269, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %4271 = stablehlo.sqrt %4268 : tensor<128xf32>
    %4272 = stablehlo.add %4271, %4270 : tensor<128xf32>
    %4273 = stablehlo.divide %4266, %4272 : tensor<128xf32>
    %4274 = stablehlo.constant dense<1.000000e-04> : tensor<f32>
    %4275 = stablehlo.broadcast_in_dim %4274, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %4276 = stablehlo.multiply %4249, %4275 : tensor<128xf32>
    %4277 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %4278 = stablehlo.broadcast_in_dim %4277, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %4279 = stablehlo.subtract %4278, %4276 : tensor<128xf32>
    %4280 = stablehlo.multiply %theta.layer2.2.bn1.gamma, %4279 : tensor<128xf32>
    %4281 = stablehlo.multiply %4249, %4273 : tensor<128xf32>
    %4282 = stablehlo.subtract %4280, %4281 : tensor<128xf32>
    %4283 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %4284 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %4285 = stablehlo.broadcast_in_dim %4284, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %4286 = stablehlo.multiply %2524, %4285 : tensor<128xf32>
    %4287 = stablehlo.constant dense<9.000000e-01> : tensor<f32>
    %4288 = stablehlo.broadcast_in_dim %4287, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %4289 = stablehlo.multiply %m.layer2.2.bn1.beta, %4288 : tensor<128xf32>
    %4290 = stablehlo.add %4289, %4286 : tensor<128xf32>
    %4291 = stablehlo.multiply %2524, %2524 : tensor<128xf32>
    %4292 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %4293 = stablehlo.broadcast_in_dim %4292, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %4294 = stablehlo.multiply %4291, %4293 : tensor<128xf32>
    %4295 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %4296 = stablehlo.broadcast_in_dim %4295, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %4297 = stablehlo.multiply %v.layer2.2.bn1.beta, %4296 : tensor<128xf32>
    %4298 = stablehlo.add %4297, %4294 : tensor<128xf32>
    %4299 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %4300 = stablehlo.divide %4290, %4299 : tensor<128xf32>
    %4301 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %4302 = stablehlo.divide %4298, %4301 : tensor<128xf32>
    %4303 = stablehlo.constant dense<1.000000e-08> : tensor<f32>
    %4304 = stablehlo.broadcast_in_dim %4303, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %4305 = stablehlo.sqrt %4302 : tensor<128xf32>
    %4306 = stablehlo.add %4305, %4304 : tensor<128xf32>
    %4307 = stablehlo.divide %4300, %4306 : tensor<128xf32>
    %4308 = stablehlo.constant dense<1.000000e-04> : tensor<f32>
    %4309 = stablehlo.broadcast_in_dim %4308, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %4310 = stablehlo.multiply %4283, %4309 : tensor<128xf32>
    %4311 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %4312 = stablehlo.broadcast_in_dim %4311, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %4313 = stablehlo.subtract %4312, %4310 : tensor<128xf32>
    %4314 = stablehlo.multiply %theta.layer2.2.bn1.beta, %4313 : tensor<128xf32>
    %4315 = stablehlo.multiply %4283, %4307 : tensor<128xf32>
    %4316 = stablehlo.subtract %4314, %4315 : tensor<128xf32>
    %4317 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<128x128x3x3xf32>
    %4318 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %4319 = stablehlo.broadcast_in_dim %4318, dims = [] : (tensor<f32>) -> tensor<128x128x3x3xf32>
    %4320 = stablehlo.multiply %2518, %4319 : tensor<128x128x3x3xf32>
    %4321 = stablehlo.constant dense<9.000000e-01> : tensor<f32>
    %4322 = stablehlo.broadcast_in_dim %4321, dims = [] : (tensor<f32>) -> tensor<128x128x3x3xf32>
    %4323 = stablehlo.multiply %m.layer2.2.conv2.w, %4322 : tensor<128x128x3x3xf32>
    %4324 = stablehlo.add %4323, %4320 : tensor<128x128x3x3xf32>
    %4325 = stablehlo.multiply %2518, %2518 : tensor<128x128x3x3xf32>
    %4326 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %4327 = stablehlo.broadcast_in_dim %4326, dims = [] : (tensor<f32>) -> tensor<128x128x3x3xf32>
    %4328 = stablehlo.multiply %4325, %4327 : tensor<128x128x3x3xf32>
    %4329 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %4330 = stablehlo.broadcast_in_dim %4329, dims = [] : (tensor<f32>) -> tensor<128x128x3x3xf32>
    %4331 = stablehlo.multiply %v.layer2.2.conv2.w, %4330 : tensor<128x128x3x3xf32>
    %4332 = stablehlo.add %4331, %4328 : tensor<128x128x3x3xf32>
    %4333 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<128x128x3x3xf32>
    %4334 = stablehlo.divide %4324, %4333 : tensor<128x128x3x3xf32>
    %4335 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<128x128x3x3xf32>
    %4336 = stablehlo.divide %4332, %4335 : tensor<128x128x3x3xf32>
    %4337 = stablehlo.constant dense<1.000000e-08> : tensor<f32>
    %4338 = stablehlo.broadcast_in_dim %4337, dims = [] : (tensor<f32>) -> tensor<128x128x3x3xf32>
    %4339 = stablehlo.sqrt %4336 : tensor<128x128x3x3xf32>
    %4340 = stablehlo.add %4339, %4338 : tensor<128x128x3x3xf32>
    %4341 = stablehlo.divide %4334, %4340 : tensor<128x128x3x3xf32>
    %4342 = stablehlo.constant dense<1.000000e-04> : tensor<f32>
    %4343 = stablehlo.broadcast_in_dim %4342, dims = [] : (tensor<f32>) -> tensor<128x128x3x3xf32>
    %4344 = stablehlo.multiply %4317, %4343 : tensor<128x128x3x3xf32>
    %4345 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %4346 = stablehlo.broadcast_in_dim %4345, dims = [] : (tensor<f32>) -> tensor<128x128x3x3xf32>
    %4347 = stablehlo.subtract %4346, %4344 : tensor<128x128x3x3xf32>
    %4348 = stablehlo.multiply %theta.layer2.2.conv2.w, %4347 : tensor<128x128x3x3xf32>
    %4349 = stablehlo.multiply %4317, %4341 : tensor<128x128x3x3xf32>
    %4350 = stablehlo.subtract %4348, %4349 : tensor<128x128x3x3xf32>
    %4351 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %4352 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %4353 = stablehlo.broadcast_in_dim %4352, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %4354 = stablehlo.multiply %2493, %4353 : tensor<128xf32>
    %4355 = stablehlo.constant dense<9.000000e-01> : tensor<f32>
    %4356 = stablehlo.broadcast_in_dim %4355, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %4357 = stablehlo.multiply %m.layer2.2.bn2.gamma, %4356 : tensor<128xf32>
    %4358 = stablehlo.add %4357, %4354 : tensor<128xf32>
    %4359 = stablehlo.multiply %2493, %2493 : tensor<128xf32>
    %4360 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %4361 = stablehlo.broadcast_in_dim %4360, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %4362 = stablehlo.multiply %4359, %4361 : tensor<128xf32>
    %4363 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %4364 = stablehlo.broadcast_in_dim %4363, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %4365 = stablehlo.multiply %v.layer2.2.bn2.gamma, %4364 : tensor<128xf32>
    %4366 = stablehlo.add %4365, %4362 : tensor<128xf32>
    %4367 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %4368 = stablehlo.divide %4358, %4367 : tensor<128xf32>
    %4369 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %4370 = stablehlo.divide %4366, %4369 : tensor<128xf32>
    %4371 = stablehlo.constant dense<1.000000e-08> : tensor<f32>
    %4372 = stablehlo.broadcast_in_dim %4371, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %4373 = stablehlo.sqrt %4370 : tensor<128xf32>
    %4374 = stablehlo.add %4373, %4372 : tensor<128xf32>
    %4375 = stablehlo.divide %4368, %4374 : tensor<128xf32>
    %4376 = stablehlo.constant dense<1.000000e-04> : tensor<f32>
    %4377 = stablehlo.broadcast_in_dim %4376, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %4378 = stablehlo.multiply %4351, %4377 : tensor<128xf32>
    %4379 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %4380 = stablehlo.broadcast_in_dim %4379, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %4381 = stablehlo.subtract %4380, %4378 : tensor<128xf32>
    %4382 = stablehlo.multiply %theta.layer2.2.bn2.gamma, %4381 : tensor<128xf32>
    %4383 = stablehlo.multiply %4351, %4375 : tensor<128xf32>
    %4384 = stablehlo.subtract %4382, %4383 : tensor<128xf32>
    %4385 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %4386 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %4387 = stablehlo.broadcast_in_dim %4386, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %4388 = stablehlo.multiply %2488, %4387 : tensor<128xf32>
    %4389 = stablehlo.constant dense<9.000000e-01> : tensor<f32>
    %4390 = stablehlo.broadcast_in_dim %4389, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %4391 = stablehlo.multiply %m.layer2.2.bn2.beta, %4390 : tensor<128xf32>
    %4392 = stablehlo.add %4391, %4388 : tensor<128xf32>
    %4393 = stablehlo.multiply %2488, %2488 : tensor<128xf32>
    %4394 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %4395 = stablehlo.broadcast_in_dim %4394, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %4396 = stablehlo.multiply %4393, %4395 : tensor<128xf32>
    %4397 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %4398 = stablehlo.broadcast_in_dim %4397, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %4399 = stablehlo.multiply %v.layer2.2.bn2.beta, %4398 : tensor<128xf32>
    %4400 = stablehlo.add %4399, %4396 : tensor<128xf32>
    %4401 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %4402 = stablehlo.divide %4392, %4401 : tensor<128xf32>
    %4403 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %4404 = stablehlo.divide %4400, %4403 : tensor<128xf32>
    %4405 = stablehlo.constant dense<1.000000e-08> : tensor<f32>
    %4406 = stablehlo.broadcast_in_dim %4405, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %4407 = stablehlo.sqrt %4404 : tensor<128xf32>
    %4408 = stablehlo.add %4407, %4406 : tensor<128xf32>
    %4409 = stablehlo.divide %4402, %4408 : tensor<128xf32>
    %4410 = stablehlo.constant dense<1.000000e-04> : tensor<f32>
    %4411 = stablehlo.broadcast_in_dim %4410, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %4412 = stablehlo.multiply %4385, %4411 : tensor<128xf32>
    %4413 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %4414 = stablehlo.broadcast_in_dim %4413, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %4415 = stablehlo.subtract %4414, %4412 : tensor<128xf32>
    %4416 = stablehlo.multiply %theta.layer2.2.bn2.beta, %4415 : tensor<128xf32>
    %4417 = stablehlo.multiply %4385, %4409 : tensor<128xf32>
    %4418 = stablehlo.subtract %4416, %4417 : tensor<128xf32>
    %4419 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<128x128x3x3xf32>
    %4420 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %4421 = stablehlo.broadcast_in_dim %4420, dims = [] : (tensor<f32>) -> tensor<128x128x3x3xf32>
    %4422 = stablehlo.multiply %2482, %4421 : tensor<128x128x3x3xf32>
    %4423 = stablehlo.constant dense<9.000000e-01> : tensor<f32>
    %4424 = stablehlo.broadcast_in_dim %4423, dims = [] : (tensor<f32>) -> tensor<128x128x3x3xf32>
    %4425 = stablehlo.multiply %m.layer2.3.conv1.w, %4424 : tensor<128x128x3x3xf32>
    %4426 = stablehlo.add %4425, %4422 : tensor<128x128x3x3xf32>
    %4427 = stablehlo.multiply %2482, %2482 : tensor<128x128x3x3xf32>
    %4428 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %4429 = stablehlo.broadcast_in_dim %4428, dims = [] : (tensor<f32>) -> tensor<128x128x3x3xf32>
    %4430 = stablehlo.multiply %4427, %4429 : tensor<128x128x3x3xf32>
    %4431 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %4432 = stablehlo.broadcast_in_dim %4431, dims = [] : (tensor<f32>) -> tensor<128x128x3x3xf32>
    %4433 = stablehlo.multiply %v.layer2.3.conv1.w, %4432 : tensor<128x128x3x3xf32>
    %4434 = stablehlo.add %4433, %4430 : tensor<128x128x3x3xf32>
    %4435 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<128x128x3x3xf32>
    %4436 = stablehlo.divide %4426, %4435 : tensor<128x128x3x3xf32>
    %4437 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<128x128x3x3xf32>
    %4438 = stablehlo.divide %4434, %4437 : tensor<128x128x3x3xf32>
    %4439 = stablehlo.constant dense<1.000000e-08> : tensor<f32>
    %4440 = stablehlo.broadcast_in_dim %4439, dims = [] : (tensor<f32>) -> tensor<128x128x3x3xf32>
    %4441 = stablehlo.sqrt %4438 : tensor<128x128x3x3xf32>
    %4442 = stablehlo.add %4441, %4440 : tensor<128x128x3x3xf32>
    %4443 = stablehlo.divide %4436, %4442 : tensor<128x128x3x3xf32>
    %4444 = stablehlo.constant dense<1.000000e-04> : tensor<f32>
    %4445 = stablehlo.broadcast_in_dim %4444, dims = [] : (tensor<f32>) -> tensor<128x128x3x3xf32>
    %4446 = stablehlo.multiply %4419, %4445 : tensor<128x128x3x3xf32>
    %4447 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %4448 = stablehlo.broadcast_in_dim %4447, dims = [] : (tensor<f32>) -> tensor<128x128x3x3xf32>
    %4449 = stablehlo.subtract %4448, %4446 : tensor<128x128x3x3xf32>
    %4450 = stablehlo.multiply %theta.layer2.3.conv1.w, %4449 : tensor<128x128x3x3xf32>
    %4451 = stablehlo.multiply %4419, %4443 : tensor<128x128x3x3xf32>
    %4452 = stablehlo.subtract %4450, %4451 : tensor<128x128x3x3xf32>
    %4453 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %4454 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %4455 = stablehlo.broadcast_in_dim %4454, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %4456 = stablehlo.multiply %2456, %4455 : tensor<128xf32>
    %4457 = stablehlo.constant dense<9.000000e-01> : tensor<f32>
    %4458 = stablehlo.broadcast_in_dim %4457, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %4459 = stablehlo.multiply %m.layer2.3.bn1.gamma, %4458 : tensor<128xf32>
    %4460 = stablehlo.add %4459, %4456 : tensor<128xf32>
    %4461 = stablehlo.multiply %2456, %2456 : tensor<128xf32>
    %4462 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %4463 = stablehlo.broadcast_in_dim %4462, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %4464 = stablehlo.multiply %4461, %4463 : tensor<128xf32>
    %4465 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %4466 = stablehlo.broadcast_in_dim %4465, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %4467 = stablehlo.multiply %v.layer2.3.bn1.gamma, %4466 : tensor<128xf32>
    %4468 = stablehlo.add %4467, %4464 : tensor<128xf32>
    %4469 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %4470 = stablehlo.divide %4460, %4469 : tensor<128xf32>
    %4471 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %4472 = stablehlo.divide %4468, %4471 : tensor<128xf32>
    %4473 = stablehlo.constant dense<1.000000e-08> : tensor<f32>
    %4474 = stablehlo.broadcast_in_dim %4473, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %4475 = stablehlo.sqrt %4472 : tensor<128xf32>
    %4476 = stablehlo.add %4475, %4474 : tensor<128xf32>
    %4477 = stablehlo.divide %4470, %4476 : tensor<128xf32>
    %4478 = stablehlo.constant dense<1.000000e-04> : tensor<f32>
    %4479 = stablehlo.broadcast_in_dim %4478, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %4480 = stablehlo.multiply %4453, %4479 : tensor<128xf32>
    %4481 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %4482 = stablehlo.broadcast_in_dim %4481, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %4483 = stablehlo.subtract %4482, %4480 : tensor<128xf32>
    %4484 = stablehlo.multiply %theta.layer2.3.bn1.gamma, %4483 : tensor<128xf32>
    %4485 = stablehlo.multiply %4453, %4477 : tensor<128xf32>
    %4486 = stablehlo.subtract %4484, %4485 : tensor<128xf32>
    %4487 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %4488 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %4489 = stablehlo.broadcast_in_dim %4488, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %4490 = stablehlo.multiply %2451, %4489 : tensor<128xf32>
    %4491 = stablehlo.constant dense<9.000000e-01> : tensor<f32>
    %4492 = stablehlo.broadcast_in_dim %4491, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %4493 = stablehlo.multiply %m.layer2.3.bn1.beta, %4492 : tensor<128xf32>
    %4494 = stablehlo.add %4493, %4490 : tensor<128xf32>
    %4495 = stablehlo.multiply %2451, %2451 : tensor<128xf32>
    %4496 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %4497 = stablehlo.broadcast_in_dim %4496, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %4498 = stablehlo.multiply %4495, %4497 : tensor<128xf32>
    %4499 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %4500 = stablehlo.broadcast_in_dim %4499, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %4501 = stablehlo.multiply %v.layer2.3.bn1.beta, %4500 : tensor<128xf32>
    %4502 = stablehlo.add %4501, %4498 : tensor<128xf32>
    %4503 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %4504 = stablehlo.divide %4494, %4503 : tensor<128xf32>
    %4505 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %4506 = stablehlo.divide %4502, %4505 : tensor<128xf32>
    %4507 = stablehlo.constant dense<1.000000e-08> : tensor<f32>
    %4508 = stablehlo.broadcast_in_dim %4507, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %4509 = stablehlo.sqrt %4506 : tensor<128xf32>
    %4510 = stablehlo.add %4509, %4508 : tensor<128xf32>
    %4511 = stablehlo.divide %4504, %4510 : tensor<128xf32>
    %4512 = stablehlo.constant dense<1.000000e-04> : tensor<f32>
    %4513 = stablehlo.broadcast_in_dim %4512, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %4514 = stablehlo.multiply %4487, %4513 : tensor<128xf32>
    %4515 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %4516 = stablehlo.broadcast_in_dim %4515, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %4517 = stablehlo.subtract %4516, %4514 : tensor<128xf32>
    %4518 = stablehlo.multiply %theta.layer2.3.bn1.beta, %4517 : tensor<128xf32>
    %4519 = stablehlo.multiply %4487, %4511 : tensor<128xf32>
    %4520 = stablehlo.subtract %4518, %4519 : tensor<128xf32>
    %4521 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<128x128x3x3xf32>
    %4522 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %4523 = stablehlo.broadcast_in_dim %4522, dims = [] : (tensor<f32>) -> tensor<128x128x3x3xf32>
    %4524 = stablehlo.multiply %2445, %4523 : tensor<128x128x3x3xf32>
    %4525 = stablehlo.constant dense<9.000000e-01> : tensor<f32>
    %4526 = stablehlo.broadcast_in_dim %4525, dims = [] : (tensor<f32>) -> tensor<128x128x3x3xf32>
    %4527 = stablehlo.multiply %m.layer2.3.conv2.w, %4526 : tensor<128x128x3x3xf32>
    %4528 = stablehlo.add %4527, %4524 : tensor<128x128x3x3xf32>
    %4529 = stablehlo.multiply %2445, %2445 : tensor<128x128x3x3xf32>
    %4530 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %4531 = stablehlo.broadcast_in_dim %4530, dims = [] : (tensor<f32>) -> tensor<128x128x3x3xf32>
    %4532 = stablehlo.multiply %4529, %4531 : tensor<128x128x3x3xf32>
    %4533 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %4534 = stablehlo.broadcast_in_dim %4533, dims = [] : (tensor<f32>) -> tensor<128x128x3x3xf32>
    %4535 = stablehlo.multiply %v.layer2.3.conv2.w, %4534 : tensor<128x128x3x3xf32>
    %4536 = stablehlo.add %4535, %4532 : tensor<128x128x3x3xf32>
    %4537 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<128x128x3x3xf32>
    %4538 = stablehlo.divide %4528, %4537 : tensor<128x128x3x3xf32>
    %4539 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<128x128x3x3xf32>
    %4540 = stablehlo.divide %4536, %4539 : tensor<128x128x3x3xf32>
    %4541 = stablehlo.constant dense<1.000000e-08> : tensor<f32>
    %4542 = stablehlo.broadcast_in_dim %4541, dims = [] : (tensor<f32>) -> tensor<128x128x3x3xf32>
    %4543 = stablehlo.sqrt %4540 : tensor<128x128x3x3xf32>
    %4544 = stablehlo.add %4543, %4542 : tensor<128x128x3x3xf32>
    %4545 = stablehlo.divide %4538, %4544 : tensor<128x128x3x3xf32>
    %4546 = stablehlo.constant dense<1.000000e-04> : tensor<f32>
    %4547 = stablehlo.broadcast_in_dim %4546, dims = [] : (tensor<f32>) -> tensor<128x128x3x3xf32>
    %4548 = stablehlo.multiply %4521, %4547 : tensor<128x128x3x3xf32>
    %4549 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %4550 = stablehlo.broadcast_in_dim %4549, dims = [] : (tensor<f32>) -> tensor<128x128x3x3xf32>
    %4551 = stablehlo.subtract %4550, %4548 : tensor<128x128x3x3xf32>
    %4552 = stablehlo.multiply %theta.layer2.3.conv2.w, %4551 : tensor<128x128x3x3xf32>
    %4553 = stablehlo.multiply %4521, %4545 : tensor<128x128x3x3xf32>
    %4554 = stablehlo.subtract %4552, %4553 : tensor<128x128x3x3xf32>
    %4555 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %4556 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %4557 = stablehlo.broadcast_in_dim %4556, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %4558 = stablehlo.multiply %2420, %4557 : tensor<128xf32>
    %4559 = stablehlo.constant dense<9.000000e-01> : tensor<f32>
    %4560 = stablehlo.broadcast_in_dim %4559, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %4561 = stablehlo.multiply %m.layer2.3.bn2.gamma, %4560 : tensor<128xf32>
    %4562 = stablehlo.add %4561, %4558 : tensor<128xf32>
    %4563 = stablehlo.multiply %2420, %2420 : tensor<128xf32>
    %4564 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %4565 = stablehlo.broadcast_in_dim %4564, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %4566 = stablehlo.multiply %4563, %4565 : tensor<128xf32>
    %4567 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %4568 = stablehlo.broadcast_in_dim %4567, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %4569 = stablehlo.multiply %v.layer2.3.bn2.gamma, %4568 : tensor<128xf32>
    %4570 = stablehlo.add %4569, %4566 : tensor<128xf32>
    %4571 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %4572 = stablehlo.divide %4562, %4571 : tensor<128xf32>
    %4573 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %4574 = stablehlo.divide %4570, %4573 : tensor<128xf32>
    %4575 = stablehlo.constant dense<1.000000e-08> : tensor<f32>
    %4576 = stablehlo.broadcast_in_dim %4575, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %4577 = stablehlo.sqrt %4574 : tensor<128xf32>
    %4578 = stablehlo.add %4577, %4576 : tensor<128xf32>
    %4579 = stablehlo.divide %4572, %4578 : tensor<128xf32>
    %4580 = stablehlo.constant dense<1.000000e-04> : tensor<f32>
    %4581 = stablehlo.broadcast_in_dim %4580, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %4582 = stablehlo.multiply %4555, %4581 : tensor<128xf32>
    %4583 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %4584 = stablehlo.broadcast_in_dim %4583, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %4585 = stablehlo.subtract %4584, %4582 : tensor<128xf32>
    %4586 = stablehlo.multiply %theta.layer2.3.bn2.gamma, %4585 : tensor<128xf32>
    %4587 = stablehlo.multiply %4555, %4579 : tensor<128xf32>
    %4588 = stablehlo.subtract %4586, %4587 : tensor<128xf32>
    %4589 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %4590 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %4591 = stablehlo.broadcast_in_dim %4590, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %4592 = stablehlo.multiply %2415, %4591 : tensor<128xf32>
    %4593 = stablehlo.constant dense<9.000000e-01> : tensor<f32>
    %4594 = stablehlo.broadcast_in_dim %4593, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %4595 = stablehlo.multiply %m.layer2.3.bn2.beta, %4594 : tensor<128xf32>
    %4596 = stablehlo.add %4595, %4592 : tensor<128xf32>
    %4597 = stablehlo.multiply %2415, %2415 : tensor<128xf32>
    %4598 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %4599 = stablehlo.broadcast_in_dim %4598, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %4600 = stablehlo.multiply %4597, %4599 : tensor<128xf32>
    %4601 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %4602 = stablehlo.broadcast_in_dim %4601, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %4603 = stablehlo.multiply %v.layer2.3.bn2.beta, %4602 : tensor<128xf32>
    %4604 = stablehlo.add %4603, %4600 : tensor<128xf32>
    %4605 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %4606 = stablehlo.divide %4596, %4605 : tensor<128xf32>
    %4607 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %4608 = stablehlo.divide %4604, %4607 : tensor<128xf32>
    %4609 = stablehlo.constant dense<1.000000e-08> : tensor<f32>
    %4610 = stablehlo.broadcast_in_dim %4609, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %4611 = stablehlo.sqrt %4608 : tensor<128xf32>
    %4612 = stablehlo.add %4611, %4610 : tensor<128xf32>
    %4613 = stablehlo.divide %4606, %4612 : tensor<128xf32>
    %4614 = stablehlo.constant dense<1.000000e-04> : tensor<f32>
    %4615 = stablehlo.broadcast_in_dim %4614, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %4616 = stablehlo.multiply %4589, %4615 : tensor<128xf32>
    %4617 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %4618 = stablehlo.broadcast_in_dim %4617, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %4619 = stablehlo.subtract %4618, %4616 : tensor<128xf32>
    %4620 = stablehlo.multiply %theta.layer2.3.bn2.beta, %4619 : tensor<128xf32>
    %4621 = stablehlo.multiply %4589, %4613 : tensor<128xf32>
    %4622 = stablehlo.subtract %4620, %4621 : tensor<128xf32>
    %4623 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<256x128x3x3xf32>
    %4624 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %4625 = stablehlo.broadcast_in_dim %4624, dims = [] : (tensor<f32>) -> tensor<256x128x3x3xf32>
    %4626 = stablehlo.multiply %2409, %4625 : tensor<256x128x3x3xf32>
    %4627 = stablehlo.constant dense<9.000000e-01> : tensor<f32>
    %4628 = stablehlo.broadcast_in_dim %4627, dims = [] : (tensor<f32>) -> tensor<256x128x3x3xf32>
    %4629 = stablehlo.multiply %m.layer3.0.conv1.w, %4628 : tensor<256x128x3x3xf32>
    %4630 = stablehlo.add %4629, %4626 : tensor<256x128x3x3xf32>
    %4631 = stablehlo.multiply %2409, %2409 : tensor<256x128x3x3xf32>
    %4632 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %4633 = stablehlo.broadcast_in_dim %4632, dims = [] : (tensor<f32>) -> tensor<256x128x3x3xf32>
    %4634 = stablehlo.multiply %4631, %4633 : tensor<256x128x3x3xf32>
    %4635 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %4636 = stablehlo.broadcast_in_dim %4635, dims = [] : (tensor<f32>) -> tensor<256x128x3x3xf32>
    %4637 = stablehlo.multiply %v.layer3.0.conv1.w, %4636 : tensor<256x128x3x3xf32>
    %4638 = stablehlo.add %4637, %4634 : tensor<256x128x3x3xf32>
    %4639 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<256x128x3x3xf32>
    %4640 = stablehlo.divide %4630, %4639 : tensor<256x128x3x3xf32>
    %4641 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<256x128x3x3xf32>
    %4642 = stablehlo.divide %4638, %4641 : tensor<256x128x3x3xf32>
    %4643 = stablehlo.constant dense<1.000000e-08> : tensor<f32>
    %4644 = stablehlo.broadcast_in_dim %4643, dims = [] : (tensor<f32>) -> tensor<256x128x3x3xf32>
    %4645 = stablehlo.sqrt %4642 : tensor<256x128x3x3xf32>
    %4646 = stablehlo.add %4645, %4644 : tensor<256x128x3x3xf32>
    %4647 = stablehlo.divide %4640, %4646 : tensor<256x128x3x3xf32>
    %4648 = stablehlo.constant dense<1.000000e-04> : tensor<f32>
    %4649 = stablehlo.broadcast_in_dim %4648, dims = [] : (tensor<f32>) -> tensor<256x128x3x3xf32>
    %4650 = stablehlo.multiply %4623, %4649 : tensor<256x128x3x3xf32>
    %4651 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %4652 = stablehlo.broadcast_in_dim %4651, dims = [] : (tensor<f32>) -> tensor<256x128x3x3xf32>
    %4653 = stablehlo.subtract %4652, %4650 : tensor<256x128x3x3xf32>
    %4654 = stablehlo.multiply %theta.layer3.0.conv1.w, %4653 : tensor<256x128x3x3xf32>
    %4655 = stablehlo.multiply %4623, %4647 : tensor<256x128x3x3xf32>
    %4656 = stablehlo.subtract %4654, %4655 : tensor<256x128x3x3xf32>
    %4657 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %4658 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %4659 = stablehlo.broadcast_in_dim %4658, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %4660 = stablehlo.multiply %2383, %4659 : tensor<256xf32>
    %4661 = stablehlo.constant dense<9.000000e-01> : tensor<f32>
    %4662 = stablehlo.broadcast_in_dim %4661, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %4663 = stablehlo.multiply %m.layer3.0.bn1.gamma, %4662 : tensor<256xf32>
    %4664 = stablehlo.add %4663, %4660 : tensor<256xf32>
    %4665 = stablehlo.multiply %2383, %2383 : tensor<256xf32>
    %4666 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %4667 = stablehlo.broadcast_in_dim %4666, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %4668 = stablehlo.multiply %4665, %4667 : tensor<256xf32>
    %4669 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %4670 = stablehlo.broadcast_in_dim %4669, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %4671 = stablehlo.multiply %v.layer3.0.bn1.gamma, %4670 : tensor<256xf32>
    %4672 = stablehlo.add %4671, %4668 : tensor<256xf32>
    %4673 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %4674 = stablehlo.divide %4664, %4673 : tensor<256xf32>
    %4675 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %4676 = stablehlo.divide %4672, %4675 : tensor<256xf32>
    %4677 = stablehlo.constant dense<1.000000e-08> : tensor<f32>
    %4678 = stablehlo.broadcast_in_dim %4677, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %4679 = stablehlo.sqrt %4676 : tensor<256xf32>
    %4680 = stablehlo.add %4679, %4678 : tensor<256xf32>
    %4681 = stablehlo.divide %4674, %4680 : tensor<256xf32>
    %4682 = stablehlo.constant dense<1.000000e-04> : tensor<f32>
    %4683 = stablehlo.broadcast_in_dim %4682, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %4684 = stablehlo.multiply %4657, %4683 : tensor<256xf32>
    %4685 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %4686 = stablehlo.broadcast_in_dim %4685, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %4687 = stablehlo.subtract %4686, %4684 : tensor<256xf32>
    %4688 = stablehlo.multiply %theta.layer3.0.bn1.gamma, %4687 : tensor<256xf32>
    %4689 = stablehlo.multiply %4657, %4681 : tensor<256xf32>
    %4690 = stablehlo.subtract %4688, %4689 : tensor<256xf32>
    %4691 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %4692 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %4693 = stablehlo.broadcast_in_dim %4692, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %4694 = stablehlo.multiply %2378, %4693 : tensor<256xf32>
    %4695 = stablehlo.constant dense<9.000000e-01> : tensor<f32>
    %4696 = stablehlo.broadcast_in_dim %4695, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %4697 = stablehlo.multiply %m.layer3.0.bn1.beta, %4696 : tensor<256xf32>
    %4698 = stablehlo.add %4697, %4694 : tensor<256xf32>
    %4699 = stablehlo.multiply %2378, %2378 : tensor<256xf32>
    %4700 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %4701 = stablehlo.broadcast_in_dim %4700, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %4702 = stablehlo.multiply %4699, %4701 : tensor<256xf32>
    %4703 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %4704 = stablehlo.broadcast_in_dim %4703, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %4705 = stablehlo.multiply %v.layer3.0.bn1.beta, %4704 : tensor<256xf32>
    %4706 = stablehlo.add %4705, %4702 : tensor<256xf32>
    %4707 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %4708 = stablehlo.divide %4698, %4707 : tensor<256xf32>
    %4709 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %4710 = stablehlo.divide %4706, %4709 : tensor<256xf32>
    %4711 = stablehlo.constant dense<1.000000e-08> : tensor<f32>
    %4712 = stablehlo.broadcast_in_dim %4711, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %4713 = stablehlo.sqrt %4710 : tensor<256xf32>
    %4714 = stablehlo.add %4713, %4712 : tensor<256xf32>
    %4715 = stablehlo.divide %4708, %4714 : tensor<256xf32>
    %4716 = stablehlo.constant dense<1.000000e-04> : tensor<f32>
    %4717 = stablehlo.broadcast_in_dim %4716, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %4718 = stablehlo.multiply %4691, %4717 : tensor<256xf32>
    %4719 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %4720 = stablehlo.broadcast_in_dim %4719, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %4721 = stablehlo.subtract %4720, %4718 : tensor<256xf32>
    %4722 = stablehlo.multiply %theta.layer3.0.bn1.beta, %4721 : tensor<256xf32>
    %4723 = stablehlo.multiply %4691, %4715 : tensor<256xf32>
    %4724 = stablehlo.subtract %4722, %4723 : tensor<256xf32>
    %4725 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<256x256x3x3xf32>
    %4726 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %4727 = stablehlo.broadcast_in_dim %4726, dims = [] : (tensor<f32>) -> tensor<256x256x3x3xf32>
    %4728 = stablehlo.multiply %2372, %4727 : tensor<256x256x3x3xf32>
    %4729 = stablehlo.constant dense<9.000000e-01> : tensor<f32>
    %4730 = stablehlo.broadcast_in_dim %4729, dims = [] : (tensor<f32>) -> tensor<256x256x3x3xf32>
    %4731 = stablehlo.multiply %m.layer3.0.conv2.w, %4730 : tensor<256x256x3x3xf32>
    %4732 = stablehlo.add %4731, %4728 : tensor<256x256x3x3xf32>
    %4733 = stablehlo.multiply %2372, %2372 : tensor<256x256x3x3xf32>
    %4734 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %4735 = stablehlo.broadcast_in_dim %4734, dims = [] : (tensor<f32>) -> tensor<256x256x3x3xf32>
    %4736 = stablehlo.multiply %4733, %4735 : tensor<256x256x3x3xf32>
    %4737 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %4738 = stablehlo.broadcast_in_dim %4737, dims = [] : (tensor<f32>) -> tensor<256x256x3x3xf32>
    %4739 = stablehlo.multiply %v.layer3.0.conv2.w, %4738 : tensor<256x256x3x3xf32>
    %4740 = stablehlo.add %4739, %4736 : tensor<256x256x3x3xf32>
    %4741 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<256x256x3x3xf32>
    %4742 = stablehlo.divide %4732, %4741 : tensor<256x256x3x3xf32>
    %4743 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<256x256x3x3xf32>
    %4744 = stablehlo.divide %4740, %4743 : tensor<256x256x3x3xf32>
    %4745 = stablehlo.constant dense<1.000000e-08> : tensor<f32>
    %4746 = stablehlo.broadcast_in_dim %4745, dims = [] : (tensor<f32>) -> tensor<256x256x3x3xf32>
    %4747 = stablehlo.sqrt %4744 : tensor<256x256x3x3xf32>
    %4748 = stablehlo.add %4747, %4746 : tensor<256x256x3x3xf32>
    %4749 = stablehlo.divide %4742, %4748 : tensor<256x256x3x3xf32>
    %4750 = stablehlo.constant dense<1.000000e-04> : tensor<f32>
    %4751 = stablehlo.broadcast_in_dim %4750, dims = [] : (tensor<f32>) -> tensor<256x256x3x3xf32>
    %4752 = stablehlo.multiply %4725, %4751 : tensor<256x256x3x3xf32>
    %4753 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %4754 = stablehlo.broadcast_in_dim %4753, dims = [] : (tensor<f32>) -> tensor<256x256x3x3xf32>
    %4755 = stablehlo.subtract %4754, %4752 : tensor<256x256x3x3xf32>
    %4756 = stablehlo.multiply %theta.layer3.0.conv2.w, %4755 : tensor<256x256x3x3xf32>
    %4757 = stablehlo.multiply %4725, %4749 : tensor<256x256x3x3xf32>
    %4758 = stablehlo.subtract %4756, %4757 : tensor<256x256x3x3xf32>
    %4759 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %4760 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %4761 = stablehlo.broadcast_in_dim %4760, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %4762 = stablehlo.multiply %2347, %4761 : tensor<256xf32>
    %4763 = stablehlo.constant dense<9.000000e-01> : tensor<f32>
    %4764 = stablehlo.broadcast_in_dim %4763, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %4765 = stablehlo.multiply %m.layer3.0.bn2.gamma, %4764 : tensor<256xf32>
    %4766 = stablehlo.add %4765, %4762 : tensor<256xf32>
    %4767 = stablehlo.multiply %2347, %2347 : tensor<256xf32>
    %4768 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %4769 = stablehlo.broadcast_in_dim %4768, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %4770 = stablehlo.multiply %4767, %4769 : tensor<256xf32>
    %4771 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %4772 = stablehlo.broadcast_in_dim %4771, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %4773 = stablehlo.multiply %v.layer3.0.bn2.gamma, %4772 : tensor<256xf32>
    %4774 = stablehlo.add %4773, %4770 : tensor<256xf32>
    %4775 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %4776 = stablehlo.divide %4766, %4775 : tensor<256xf32>
    %4777 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %4778 = stablehlo.divide %4774, %4777 : tensor<256xf32>
    %4779 = stablehlo.constant dense<1.000000e-08> : tensor<f32>
    %4780 = stablehlo.broadcast_in_dim %4779, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %4781 = stablehlo.sqrt %4778 : tensor<256xf32>
    %4782 = stablehlo.add %4781, %4780 : tensor<256xf32>
    %4783 = stablehlo.divide %4776, %4782 : tensor<256xf32>
    %4784 = stablehlo.constant dense<1.000000e-04> : tensor<f32>
    %4785 = stablehlo.broadcast_in_dim %4784, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %4786 = stablehlo.multiply %4759, %4785 : tensor<256xf32>
    %4787 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %4788 = stablehlo.broadcast_in_dim %4787, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %4789 = stablehlo.subtract %4788, %4786 : tensor<256xf32>
    %4790 = stablehlo.multiply %theta.layer3.0.bn2.gamma, %4789 : tensor<256xf32>
    %4791 = stablehlo.multiply %4759, %4783 : tensor<256xf32>
    %4792 = stablehlo.subtract %4790, %4791 : tensor<256xf32>
    %4793 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %4794 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %4795 = stablehlo.broadcast_in_dim %4794, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %4796 = stablehlo.multiply %2342, %4795 : tensor<256xf32>
    %4797 = stablehlo.constant dense<9.000000e-01> : tensor<f32>
    %4798 = stablehlo.broadcast_in_dim %4797, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %4799 = stablehlo.multiply %m.layer3.0.bn2.beta, %4798 : tensor<256xf32>
    %4800 = stablehlo.add %4799, %4796 : tensor<256xf32>
    %4801 = stablehlo.multiply %2342, %2342 : tensor<256xf32>
    %4802 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %4803 = stablehlo.broadcast_in_dim %4802, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %4804 = stablehlo.multiply %4801, %4803 : tensor<256xf32>
    %4805 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %4806 = stablehlo.broadcast_in_dim %4805, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %4807 = stablehlo.multiply %v.layer3.0.bn2.beta, %4806 : tensor<256xf32>
    %4808 = stablehlo.add %4807, %4804 : tensor<256xf32>
    %4809 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %4810 = stablehlo.divide %4800, %4809 : tensor<256xf32>
    %4811 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %4812 = stablehlo.divide %4808, %4811 : tensor<256xf32>
    %4813 = stablehlo.constant dense<1.000000e-08> : tensor<f32>
    %4814 = stablehlo.broadcast_in_dim %4813, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %4815 = stablehlo.sqrt %4812 : tensor<256xf32>
    %4816 = stablehlo.add %4815, %4814 : tensor<256xf32>
    %4817 = stablehlo.divide %4810, %4816 : tensor<256xf32>
    %4818 = stablehlo.constant dense<1.000000e-04> : tensor<f32>
    %4819 = stablehlo.broadcast_in_dim %4818, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %4820 = stablehlo.multiply %4793, %4819 : tensor<256xf32>
    %4821 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %4822 = stablehlo.broadcast_in_dim %4821, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %4823 = stablehlo.subtract %4822, %4820 : tensor<256xf32>
    %4824 = stablehlo.multiply %theta.layer3.0.bn2.beta, %4823 : tensor<256xf32>
    %4825 = stablehlo.multiply %4793, %4817 : tensor<256xf32>
    %4826 = stablehlo.subtract %4824, %4825 : tensor<256xf32>
    %4827 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<256x128x1x1xf32>
    %4828 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %4829 = stablehlo.broadcast_in_dim %4828, dims = [] : (tensor<f32>) -> tensor<256x128x1x1xf32>
    %4830 = stablehlo.multiply %2340, %4829 : tensor<256x128x1x1xf32>
    %4831 = stablehlo.constant dense<9.000000e-01> : tensor<f32>
    %4832 = stablehlo.broadcast_in_dim %4831, dims = [] : (tensor<f32>) -> tensor<256x128x1x1xf32>
    %4833 = stablehlo.multiply %m.layer3.0.downsample.0.w, %4832 : tensor<256x128x1x1xf32>
    %4834 = stablehlo.add %4833, %4830 : tensor<256x128x1x1xf32>
    %4835 = stablehlo.multiply %2340, %2340 : tensor<256x128x1x1xf32>
    %4836 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %4837 = stablehlo.broadcast_in_dim %4836, dims = [] : (tensor<f32>) -> tensor<256x128x1x1xf32>
    %4838 = stablehlo.multiply %4835, %4837 : tensor<256x128x1x1xf32>
    %4839 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %4840 = stablehlo.broadcast_in_dim %4839, dims = [] : (tensor<f32>) -> tensor<256x128x1x1xf32>
    %4841 = stablehlo.multiply %v.layer3.0.downsample.0.w, %4840 : tensor<256x128x1x1xf32>
    %4842 = stablehlo.add %4841, %4838 : tensor<256x128x1x1xf32>
    %4843 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<256x128x1x1xf32>
    %4844 = stablehlo.divide %4834, %4843 : tensor<256x128x1x1xf32>
    %4845 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<256x128x1x1xf32>
    %4846 = stablehlo.divide %4842, %4845 : tensor<256x128x1x1xf32>
    %4847 = stablehlo.constant dense<1.000000e-08> : tensor<f32>
    %4848 = stablehlo.broadcast_in_dim %4847, dims = [] : (tensor<f32>) -> tensor<256x128x1x1xf32>
    %4849 = stablehlo.sqrt %4846 : tensor<256x128x1x1xf32>
    %4850 = stablehlo.add %4849, %4848 : tensor<256x128x1x1xf32>
    %4851 = stablehlo.divide %4844, %4850 : tensor<256x128x1x1xf32>
    %4852 = stablehlo.constant dense<1.000000e-04> : tensor<f32>
    %4853 = stablehlo.broadcast_in_dim %4852, dims = [] : (tensor<f32>) -> tensor<256x128x1x1xf32>
    %4854 = stablehlo.multiply %4827, %4853 : tensor<256x128x1x1xf32>
    %4855 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %4856 = stablehlo.broadcast_in_dim %4855, dims = [] : (tensor<f32>) -> tensor<256x128x1x1xf32>
    %4857 = stablehlo.subtract %4856, %4854 : tensor<256x128x1x1xf32>
    %4858 = stablehlo.multiply %theta.layer3.0.downsample.0.w, %4857 : tensor<256x128x1x1xf32>
    %4859 = stablehlo.multiply %4827, %4851 : tensor<256x128x1x1xf32>
    %4860 = stablehlo.subtract %4858, %4859 : tensor<256x128x1x1xf32>
    %4861 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %4862 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %4863 = stablehlo.broadcast_in_dim %4862, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %4864 = stablehlo.multiply %2315, %4863 : tensor<256xf32>
    %4865 = stablehlo.constant dense<9.000000e-01> : tensor<f32>
    %4866 = stablehlo.broadcast_in_dim %4865, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %4867 = stablehlo.multiply %m.layer3.0.downsample.1.gamma, %4866 : tensor<256xf32>
    %4868 = stablehlo.add %4867, %4864 : tensor<256xf32>
    %4869 = stablehlo.multiply %2315, %2315 : tensor<256xf32>
    %4870 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %4871 = stablehlo.broadcast_in_dim %4870, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %4872 = stablehlo.multiply %4869, %4871 : tensor<256xf32>
    %4873 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %4874 = stablehlo.broadcast_in_dim %4873, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %4875 = stablehlo.multiply %v.layer3.0.downsample.1.gamma, %4874 : tensor<256xf32>
    %4876 = stablehlo.add %4875, %4872 : tensor<256xf32>
    %4877 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %4878 = stablehlo.divide %4868, %4877 : tensor<256xf32>
    %4879 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %4880 = stablehlo.divide %4876, %4879 : tensor<256xf32>
    %4881 = stablehlo.constant dense<1.000000e-08> : tensor<f32>
    %4882 = stablehlo.broadcast_in_dim %4881, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %4883 = stablehlo.sqrt %4880 : tensor<256xf32>
    %4884 = stablehlo.add %4883, %4882 : tensor<256xf32>
    %4885 = stablehlo.divide %4878, %4884 : tensor<256xf32>
    %4886 = stablehlo.constant dense<1.000000e-04> : tensor<f32>
    %4887 = stablehlo.broadcast_in_dim %4886, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %4888 = stablehlo.multiply %4861, %4887 : tensor<256xf32>
    %4889 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %4890 = stablehlo.broadcast_in_dim %4889, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %4891 = stablehlo.subtract %4890, %4888 : tensor<256xf32>
    %4892 = stablehlo.multiply %theta.layer3.0.downsample.1.gamma, %4891 : tensor<256xf32>
    %4893 = stablehlo.multiply %4861, %4885 : tensor<256xf32>
    %4894 = stablehlo.subtract %4892, %4893 : tensor<256xf32>
    %4895 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %4896 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %4897 = stablehlo.broadcast_in_dim %4896, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %4898 = stablehlo.multiply %2310, %4897 : tensor<256xf32>
    %4899 = stablehlo.constant dense<9.000000e-01> : tensor<f32>
    %4900 = stablehlo.broadcast_in_dim %4899, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %4901 = stablehlo.multiply %m.layer3.0.downsample.1.beta, %4900 : tensor<256xf32>
    %4902 = stablehlo.add %4901, %4898 : tensor<256xf32>
    %4903 = stablehlo.multiply %2310, %2310 : tensor<256xf32>
    %4904 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %4905 = stablehlo.broadcast_in_dim %4904, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %4906 = stablehlo.multiply %4903, %4905 : tensor<256xf32>
    %4907 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %4908 = stablehlo.broadcast_in_dim %4907, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %4909 = stablehlo.multiply %v.layer3.0.downsample.1.beta, %4908 : tensor<256xf32>
    %4910 = stablehlo.add %4909, %4906 : tensor<256xf32>
    %4911 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %4912 = stablehlo.divide %4902, %4911 : tensor<256xf32>
    %4913 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %4914 = stablehlo.divide %4910, %4913 : tensor<256xf32>
    %4915 = stablehlo.constant dense<1.000000e-08> : tensor<f32>
    %4916 = stablehlo.broadcast_in_dim %4915, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %4917 = stablehlo.sqrt %4914 : tensor<256xf32>
    %4918 = stablehlo.add %4917, %4916 : tensor<256xf32>
    %4919 = stablehlo.divide %4912, %4918 : tensor<256xf32>
    %4920 = stablehlo.constant dense<1.000000e-04> : tensor<f32>
    %4921 = stablehlo.broadcast_in_dim %4920, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %4922 = stablehlo.multiply %4895, %4921 : tensor<256xf32>
    %4923 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %4924 = stablehlo.broadcast_in_dim %4923, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %4925 = stablehlo.subtract %4924, %4922 : tensor<256xf32>
    %4926 = stablehlo.multiply %theta.layer3.0.downsample.1.beta, %4925 : tensor<256xf32>
    %4927 = stablehlo.multiply %4895, %4919 : tensor<256xf32>
    %4928 = stablehlo.subtract %4926, %4927 : tensor<256xf32>
    %4929 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<256x256x3x3xf32>
    %4930 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %4931 = stablehlo.broadcast_in_dim %4930, dims = [] : (tensor<f32>) -> tensor<256x256x3x3xf32>
    %4932 = stablehlo.multiply %2304, %4931 : tensor<256x256x3x3xf32>
    %4933 = stablehlo.constant dense<9.000000e-01> : tensor<f32>
    %4934 = stablehlo.broadcast_in_dim %4933, dims = [] : (tensor<f32>) -> tensor<256x256x3x3xf32>
    %4935 = stablehlo.multiply %m.layer3.1.conv1.w, %4934 : tensor<256x256x3x3xf32>
    %4936 = stablehlo.add %4935, %4932 : tensor<256x256x3x3xf32>
    %4937 = stablehlo.multiply %2304, %2304 : tensor<256x256x3x3xf32>
    %4938 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %4939 = stablehlo.broadcast_in_dim %4938, dims = [] : (tensor<f32>) -> tensor<256x256x3x3xf32>
    %4940 = stablehlo.multiply %4937, %4939 : tensor<256x256x3x3xf32>
    %4941 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %4942 = stablehlo.broadcast_in_dim %4941, dims = [] : (tensor<f32>) -> tensor<256x256x3x3xf32>
    %4943 = stablehlo.multiply %v.layer3.1.conv1.w, %4942 : tensor<256x256x3x3xf32>
    %4944 = stablehlo.add %4943, %4940 : tensor<256x256x3x3xf32>
    %4945 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<256x256x3x3xf32>
    %4946 = stablehlo.divide %4936, %4945 : tensor<256x256x3x3xf32>
    %4947 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<256x256x3x3xf32>
    %4948 = stablehlo.divide %4944, %4947 : tensor<256x256x3x3xf32>
    %4949 = stablehlo.constant dense<1.000000e-08> : tensor<f32>
    %4950 = stablehlo.broadcast_in_dim %4949, dims = [] : (tensor<f32>) -> tensor<256x256x3x3xf32>
    %4951 = stablehlo.sqrt %4948 : tensor<256x256x3x3xf32>
    %4952 = stablehlo.add %4951, %4950 : tensor<256x256x3x3xf32>
    %4953 = stablehlo.divide %4946, %4952 : tensor<256x256x3x3xf32>
    %4954 = stablehlo.constant dense<1.000000e-04> : tensor<f32>
    %4955 = stablehlo.broadcast_in_dim %4954, dims = [] : (tensor<f32>) -> tensor<256x256x3x3xf32>
    %4956 = stablehlo.multiply %4929, %4955 : tensor<256x256x3x3xf32>
    %4957 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %4958 = stablehlo.broadcast_in_dim %4957, dims = [] : (tensor<f32>) -> tensor<256x256x3x3xf32>
    %4959 = stablehlo.subtract %4958, %4956 : tensor<256x256x3x3xf32>
    %4960 = stablehlo.multiply %theta.layer3.1.conv1.w, %4959 : tensor<256x256x3x3xf32>
    %4961 = stablehlo.multiply %4929, %4953 : tensor<256x256x3x3xf32>
    %4962 = stablehlo.subtract %4960, %4961 : tensor<256x256x3x3xf32>
    %4963 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %4964 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %4965 = stablehlo.broadcast_in_dim %4964, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %4966 = stablehlo.multiply %2278, %4965 : tensor<256xf32>
    %4967 = stablehlo.constant dense<9.000000e-01> : tensor<f32>
    %4968 = stablehlo.broadcast_in_dim %4967, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %4969 = stablehlo.multiply %m.layer3.1.bn1.gamma, %4968 : tensor<256xf32>
    %4970 = stablehlo.add %4969, %4966 : tensor<256xf32>
    %4971 = stablehlo.multiply %2278, %2278 : tensor<256xf32>
    %4972 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %4973 = stablehlo.broadcast_in_dim %4972, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %4974 = stablehlo.multiply %4971, %4973 : tensor<256xf32>
    %4975 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %4976 = stablehlo.broadcast_in_dim %4975, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %4977 = stablehlo.multiply %v.layer3.1.bn1.gamma, %4976 : tensor<256xf32>
    %4978 = stablehlo.add %4977, %4974 : tensor<256xf32>
    %4979 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %4980 = stablehlo.divide %4970, %4979 : tensor<256xf32>
    %4981 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %4982 = stablehlo.divide %4978, %4981 : tensor<256xf32>
    %4983 = stablehlo.constant dense<1.000000e-08> : tensor<f32>
    %4984 = stablehlo.broadcast_in_dim %4983, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %4985 = stablehlo.sqrt %4982 : tensor<256xf32>
    %4986 = stablehlo.add %4985, %4984 : tensor<256xf32>
    %4987 = stablehlo.divide %4980, %4986 : tensor<256xf32>
    %4988 = stablehlo.constant dense<1.000000e-04> : tensor<f32>
    %4989 = stablehlo.broadcast_in_dim %4988, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %4990 = stablehlo.multiply %4963, %4989 : tensor<256xf32>
    %4991 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %4992 = stablehlo.broadcast_in_dim %4991, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %4993 = stablehlo.subtract %4992, %4990 : tensor<256xf32>
    %4994 = stablehlo.multiply %theta.layer3.1.bn1.gamma, %4993 : tensor<256xf32>
    %4995 = stablehlo.multiply %4963, %4987 : tensor<256xf32>
    %4996 = stablehlo.subtract %4994, %4995 : tensor<256xf32>
    %4997 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %4998 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %4999 = stablehlo.broadcast_in_dim %4998, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %5000 = stablehlo.multiply %2273, %4999 : tensor<256xf32>
    %5001 = stablehlo.constant dense<9.000000e-01> : tensor<f32>
    %5002 = stablehlo.broadcast_in_dim %5001, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %5003 = stablehlo.multiply %m.layer3.1.bn1.beta, %5002 : tensor<256xf32>
    %5004 = stablehlo.add %5003, %5000 : tensor<256xf32>
    %5005 = stablehlo.multiply %2273, %2273 : tensor<256xf32>
    %5006 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %5007 = stablehlo.broadcast_in_dim %5006, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %5008 = stablehlo.multiply %5005, %5007 : tensor<256xf32>
    %5009 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %5010 = stablehlo.broadcast_in_dim %5009, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %5011 = stablehlo.multiply %v.layer3.1.bn1.beta, %5010 : tensor<256xf32>
    %5012 = stablehlo.add %5011, %5008 : tensor<256xf32>
    %5013 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %5014 = stablehlo.divide %5004, %5013 : tensor<256xf32>
    %5015 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %5016 = stablehlo.divide %5012, %5015 : tensor<256xf32>
    %5017 = stablehlo.constant dense<1.000000e-08> : tensor<f32>
    %5018 = stablehlo.broadcast_in_dim %5017, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %5019 = stablehlo.sqrt %5016 : tensor<256xf32>
    %5020 = stablehlo.add %5019, %5018 : tensor<256xf32>
    %5021 = stablehlo.divide %5014, %5020 : tensor<256xf32>
    %5022 = stablehlo.constant dense<1.000000e-04> : tensor<f32>
    %5023 = stablehlo.broadcast_in_dim %5022, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %5024 = stablehlo.multiply %4997, %5023 : tensor<256xf32>
    %5025 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %5026 = stablehlo.broadcast_in_dim %5025, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %5027 = stablehlo.subtract %5026, %5024 : tensor<256xf32>
    %5028 = stablehlo.multiply %theta.layer3.1.bn1.beta, %5027 : tensor<256xf32>
    %5029 = stablehlo.multiply %4997, %5021 : tensor<256xf32>
    %5030 = stablehlo.subtract %5028, %5029 : tensor<256xf32>
    %5031 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<256x256x3x3xf32>
    %5032 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %5033 = stablehlo.broadcast_in_dim %5032, dims = [] : (tensor<f32>) -> tensor<256x256x3x3xf32>
    %5034 = stablehlo.multiply %2267, %5033 : tensor<256x256x3x3xf32>
    %5035 = stablehlo.constant dense<9.000000e-01> : tensor<f32>
    %5036 = stablehlo.broadcast_in_dim %5035, dims = [] : (tensor<f32>) -> tensor<256x256x3x3xf32>
    %5037 = stablehlo.multiply %m.layer3.1.conv2.w, %5036 : tensor<256x256x3x3xf32>
    %5038 = stablehlo.add %5037, %5034 : tensor<256x256x3x3xf32>
    %5039 = stablehlo.multiply %2267, %2267 : tensor<256x256x3x3xf32>
    %5040 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %5041 = stablehlo.broadcast_in_dim %5040, dims = [] : (tensor<f32>) -> tensor<256x256x3x3xf32>
    %5042 = stablehlo.multiply %5039, %5041 : tensor<256x256x3x3xf32>
    %5043 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %5044 = stablehlo.broadcast_in_dim %5043, dims = [] : (tensor<f32>) -> tensor<256x256x3x3xf32>
    %5045 = stablehlo.multiply %v.layer3.1.conv2.w, %5044 : tensor<256x256x3x3xf32>
    %5046 = stablehlo.add %5045, %5042 : tensor<256x256x3x3xf32>
    %5047 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<256x256x3x3xf32>
    %5048 = stablehlo.divide %5038, %5047 : tensor<256x256x3x3xf32>
    %5049 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<256x256x3x3xf32>
    %5050 = stablehlo.divide %5046, %5049 : tensor<256x256x3x3xf32>
    %5051 = stablehlo.constant dense<1.000000e-08> : tensor<f32>
    %5052 = stablehlo.broadcast_in_dim %5051, dims = [] : (tensor<f32>) -> tensor<256x256x3x3xf32>
    %5053 = stablehlo.sqrt %5050 : tensor<256x256x3x3xf32>
    %5054 = stablehlo.add %5053, %5052 : tensor<256x256x3x3xf32>
    %5055 = stablehlo.divide %5048, %5054 : tensor<256x256x3x3xf32>
    %5056 = stablehlo.constant dense<1.000000e-04> : tensor<f32>
    %5057 = stablehlo.broadcast_in_dim %5056, dims = [] : (tensor<f32>) -> tensor<256x256x3x3xf32>
    %5058 = stablehlo.multiply %5031, %5057 : tensor<256x256x3x3xf32>
    %5059 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %5060 = stablehlo.broadcast_in_dim %5059, dims = [] : (tensor<f32>) -> tensor<256x256x3x3xf32>
    %5061 = stablehlo.subtract %5060, %5058 : tensor<256x256x3x3xf32>
    %5062 = stablehlo.multiply %theta.layer3.1.conv2.w, %5061 : tensor<256x256x3x3xf32>
    %5063 = stablehlo.multiply %5031, %5055 : tensor<256x256x3x3xf32>
    %5064 = stablehlo.subtract %5062, %5063 : tensor<256x256x3x3xf32>
    %5065 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %5066 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %5067 = stablehlo.broadcast_in_dim %5066, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %5068 = stablehlo.multiply %2242, %5067 : tensor<256xf32>
    %5069 = stablehlo.constant dense<9.000000e-01> : tensor<f32>
    %5070 = stablehlo.broadcast_in_dim %5069, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %5071 = stablehlo.multiply %m.layer3.1.bn2.gamma, %5070 : tensor<256xf32>
    %5072 = stablehlo.add %5071, %5068 : tensor<256xf32>
    %5073 = stablehlo.multiply %2242, %2242 : tensor<256xf32>
    %5074 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %5075 = stablehlo.broadcast_in_dim %5074, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %5076 = stablehlo.multiply %5073, %5075 : tensor<256xf32>
    %5077 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %5078 = stablehlo.broadcast_in_dim %5077, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %5079 = stablehlo.multiply %v.layer3.1.bn2.gamma, %5078 : tensor<256xf32>
    %5080 = stablehlo.add %5079, %5076 : tensor<256xf32>
    %5081 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %5082 = stablehlo.divide %5072, %5081 : tensor<256xf32>
    %5083 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %5084 = stablehlo.divide %5080, %5083 : tensor<256xf32>
    %5085 = stablehlo.constant dense<1.000000e-08> : tensor<f32>
    %5086 = stablehlo.broadcast_in_dim %5085, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %5087 = stablehlo.sqrt %5084 : tensor<256xf32>
    %5088 = stablehlo.add %5087, %5086 : tensor<256xf32>
    %5089 = stablehlo.divide %5082, %5088 : tensor<256xf32>
    %5090 = stablehlo.constant dense<1.000000e-04> : tensor<f32>
    %5091 = stablehlo.broadcast_in_dim %5090, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %5092 = stablehlo.multiply %5065, %5091 : tensor<256xf32>
    %5093 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %5094 = stablehlo.broadcast_in_dim %5093, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %5095 = stablehlo.subtract %5094, %5092 : tensor<256xf32>
    %5096 = stablehlo.multiply %theta.layer3.1.bn2.gamma, %5095 : tensor<256xf32>
    %5097 = stablehlo.multiply %5065, %5089 : tensor<256xf32>
    %5098 = stablehlo.subtract %5096, %5097 : tensor<256xf32>
    %5099 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %5100 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %5101 = stablehlo.broadcast_in_dim %5100, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %5102 = stablehlo.multiply %2237, %5101 : tensor<256xf32>
    %5103 = stablehlo.constant dense<9.000000e-01> : tensor<f32>
    %5104 = stablehlo.broadcast_in_dim %5103, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %5105 = stablehlo.multiply %m.layer3.1.bn2.beta, %5104 : tensor<256xf32>
    %5106 = stablehlo.add %5105, %5102 : tensor<256xf32>
    %5107 = stablehlo.multiply %2237, %2237 : tensor<256xf32>
    %5108 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %5109 = stablehlo.broadcast_in_dim %5108, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %5110 = stablehlo.multiply %5107, %5109 : tensor<256xf32>
    %5111 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %5112 = stablehlo.broadcast_in_dim %5111, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %5113 = stablehlo.multiply %v.layer3.1.bn2.beta, %5112 : tensor<256xf32>
    %5114 = stablehlo.add %5113, %5110 : tensor<256xf32>
    %5115 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %5116 = stablehlo.divide %5106, %5115 : tensor<256xf32>
    %5117 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %5118 = stablehlo.divide %5114, %5117 : tensor<256xf32>
    %5119 = stablehlo.constant dense<1.000000e-08> : tensor<f32>
    %5120 = stablehlo.broadcast_in_dim %5119, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %5121 = stablehlo.sqrt %5118 : tensor<256xf32>
    %5122 = stablehlo.add %5121, %5120 : tensor<256xf32>
    %5123 = stablehlo.divide %5116, %5122 : tensor<256xf32>
    %5124 = stablehlo.constant dense<1.000000e-04> : tensor<f32>
    %5125 = stablehlo.broadcast_in_dim %5124, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %5126 = stablehlo.multiply %5099, %5125 : tensor<256xf32>
    %5127 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %5128 = stablehlo.broadcast_in_dim %5127, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %5129 = stablehlo.subtract %5128, %5126 : tensor<256xf32>
    %5130 = stablehlo.multiply %theta.layer3.1.bn2.beta, %5129 : tensor<256xf32>
    %5131 = stablehlo.multiply %5099, %5123 : tensor<256xf32>
    %5132 = stablehlo.subtract %5130, %5131 : tensor<256xf32>
    %5133 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<256x256x3x3xf32>
    %5134 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %5135 = stablehlo.broadcast_in_dim %5134, dims = [] : (tensor<f32>) -> tensor<256x256x3x3xf32>
    %5136 = stablehlo.multiply %2231, %5135 : tensor<256x256x3x3xf32>
    %5137 = stablehlo.constant dense<9.000000e-01> : tensor<f32>
    %5138 = stablehlo.broadcast_in_dim %5137, dims = [] : (tensor<f32>) -> tensor<256x256x3x3xf32>
    %5139 = stablehlo.multiply %m.layer3.2.conv1.w, %5138 : tensor<256x256x3x3xf32>
    %5140 = stablehlo.add %5139, %5136 : tensor<256x256x3x3xf32>
    %5141 = stablehlo.multiply %2231, %2231 : tensor<256x256x3x3xf32>
    %5142 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %5143 = stablehlo.broadcast_in_dim %5142, dims = [] : (tensor<f32>) -> tensor<256x256x3x3xf32>
    %5144 = stablehlo.multiply %5141, %5143 : tensor<256x256x3x3xf32>
    %5145 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %5146 = stablehlo.broadcast_in_dim %5145, dims = [] : (tensor<f32>) -> tensor<256x256x3x3xf32>
    %5147 = stablehlo.multiply %v.layer3.2.conv1.w, %5146 : tensor<256x256x3x3xf32>
    %5148 = stablehlo.add %5147, %5144 : tensor<256x256x3x3xf32>
    %5149 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<256x256x3x3xf32>
    %5150 = stablehlo.divide %5140, %5149 : tensor<256x256x3x3xf32>
    %5151 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<256x256x3x3xf32>
    %5152 = stablehlo.divide %5148, %5151 : tensor<256x256x3x3xf32>
    %5153 = stablehlo.constant dense<1.000000e-08> : tensor<f32>
    %5154 = stablehlo.broadcast_in_dim %5153, dims = [] : (tensor<f32>) -> tensor<256x256x3x3xf32>
    %5155 = stablehlo.sqrt %5152 : tensor<256x256x3x3xf32>
    %5156 = stablehlo.add %5155, %5154 : tensor<256x256x3x3xf32>
    %5157 = stablehlo.divide %5150, %5156 : tensor<256x256x3x3xf32>
    %5158 = stablehlo.constant dense<1.000000e-04> : tensor<f32>
    %5159 = stablehlo.broadcast_in_dim %5158, dims = [] : (tensor<f32>) -> tensor<256x256x3x3xf32>
    %5160 = stablehlo.multiply %5133, %5159 : tensor<256x256x3x3xf32>
    %5161 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %5162 = stablehlo.broadcast_in_dim %5161, dims = [] : (tensor<f32>) -> tensor<256x256x3x3xf32>
    %5163 = stablehlo.subtract %5162, %5160 : tensor<256x256x3x3xf32>
    %5164 = stablehlo.multiply %theta.layer3.2.conv1.w, %5163 : tensor<256x256x3x3xf32>
    %5165 = stablehlo.multiply %5133, %5157 : tensor<256x256x3x3xf32>
    %5166 = stablehlo.subtract %5164, %5165 : tensor<256x256x3x3xf32>
    %5167 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %5168 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %5169 = stablehlo.broadcast_in_dim %5168, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %5170 = stablehlo.multiply %2205, %5169 : tensor<256xf32>
    %5171 = stablehlo.constant dense<9.000000e-01> : tensor<f32>
    %5172 = stablehlo.broadcast_in_dim %5171, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %5173 = stablehlo.multiply %m.layer3.2.bn1.gamma, %5172 : tensor<256xf32>
    %5174 = stablehlo.add %5173, %5170 : tensor<256xf32>
    %5175 = stablehlo.multiply %2205, %2205 : tensor<256xf32>
    %5176 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %5177 = stablehlo.broadcast_in_dim %5176, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %5178 = stablehlo.multiply %5175, %5177 : tensor<256xf32>
    %5179 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %5180 = stablehlo.broadcast_in_dim %5179, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %5181 = stablehlo.multiply %v.layer3.2.bn1.gamma, %5180 : tensor<256xf32>
    %5182 = stablehlo.add %5181, %5178 : tensor<256xf32>
    %5183 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %5184 = stablehlo.divide %5174, %5183 : tensor<256xf32>
    %5185 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %5186 = stablehlo.divide %5182, %5185 : tensor<256xf32>
    %5187 = stablehlo.constant dense<1.000000e-08> : tensor<f32>
    %5188 = stablehlo.broadcast_in_dim %5187, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %5189 = stablehlo.sqrt %5186 : tensor<256xf32>
    %5190 = stablehlo.add %5189, %5188 : tensor<256xf32>
    %5191 = stablehlo.divide %5184, %5190 : tensor<256xf32>
    %5192 = stablehlo.constant dense<1.000000e-04> : tensor<f32>
    %5193 = stablehlo.broadcast_in_dim %5192, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %5194 = stablehlo.multiply %5167, %5193 : tensor<256xf32>
    %5195 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %5196 = stablehlo.broadcast_in_dim %5195, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %5197 = stablehlo.subtract %5196, %5194 : tensor<256xf32>
    %5198 = stablehlo.multiply %theta.layer3.2.bn1.gamma, %5197 : tensor<256xf32>
    %5199 = stablehlo.multiply %5167, %5191 : tensor<256xf32>
    %5200 = stablehlo.subtract %5198, %5199 : tensor<256xf32>
    %5201 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %5202 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %5203 = stablehlo.broadcast_in_dim %5202, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %5204 = stablehlo.multiply %2200, %5203 : tensor<256xf32>
    %5205 = stablehlo.constant dense<9.000000e-01> : tensor<f32>
    %5206 = stablehlo.broadcast_in_dim %5205, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %5207 = stablehlo.multiply %m.layer3.2.bn1.beta, %5206 : tensor<256xf32>
    %5208 = stablehlo.add %5207, %5204 : tensor<256xf32>
    %5209 = stablehlo.multiply %2200, %2200 : tensor<256xf32>
    %5210 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %5211 = stablehlo.broadcast_in_dim %5210, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %5212 = stablehlo.multiply %5209, %5211 : tensor<256xf32>
    %5213 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %5214 = stablehlo.broadcast_in_dim %5213, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %5215 = stablehlo.multiply %v.layer3.2.bn1.beta, %5214 : tensor<256xf32>
    %5216 = stablehlo.add %5215, %5212 : tensor<256xf32>
    %5217 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %5218 = stablehlo.divide %5208, %5217 : tensor<256xf32>
    %5219 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %5220 = stablehlo.divide %5216, %5219 : tensor<256xf32>
    %5221 = stablehlo.constant dense<1.000000e-08> : tensor<f32>
    %5222 = stablehlo.broadcast_in_dim %5221, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %5223 = stablehlo.sqrt %5220 : tensor<256xf32>
    %5224 = stablehlo.add %5223, %5222 : tensor<256xf32>
    %5225 = stablehlo.divide %5218, %5224 : tensor<256xf32>
    %5226 = stablehlo.constant dense<1.000000e-04> : tensor<f32>
    %5227 = stablehlo.broadcast_in_dim %5226, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %5228 = stablehlo.multiply %5201, %5227 : tensor<256xf32>
    %5229 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %5230 = stablehlo.broadcast_in_dim %5229, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %5231 = stablehlo.subtract %5230, %5228 : tensor<256xf32>
    %5232 = stablehlo.multiply %theta.layer3.2.bn1.beta, %5231 : tensor<256xf32>
    %5233 = stablehlo.multiply %5201, %5225 : tensor<256xf32>
    %5234 = stablehlo.subtract %5232, %5233 : tensor<256xf32>
    %5235 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<256x256x3x3xf32>
    %5236 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %5237 = stablehlo.broadcast_in_dim %5236, dims = [] : (tensor<f32>) -> tensor<256x256x3x3xf32>
    %5238 = stablehlo.multiply %2194, %5237 : tensor<256x256x3x3xf32>
    %5239 = stablehlo.constant dense<9.000000e-01> : tensor<f32>
    %5240 = stablehlo.broadcast_in_dim %5239, dims = [] : (tensor<f32>) -> tensor<256x256x3x3xf32>
    %5241 = stablehlo.multiply %m.layer3.2.conv2.w, %5240 : tensor<256x256x3x3xf32>
    %5242 = stablehlo.add %5241, %5238 : tensor<256x256x3x3xf32>
    %5243 = stablehlo.multiply %2194, %2194 : tensor<256x256x3x3xf32>
    %5244 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %5245 = stablehlo.broadcast_in_dim %5244, dims = [] : (tensor<f32>) -> tensor<256x256x3x3xf32>
    %5246 = stablehlo.multiply %5243, %5245 : tensor<256x256x3x3xf32>
    %5247 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %5248 = stablehlo.broadcast_in_dim %5247, dims = [] : (tensor<f32>) -> tensor<256x256x3x3xf32>
    %5249 = stablehlo.multiply %v.layer3.2.conv2.w, %5248 : tensor<256x256x3x3xf32>
    %5250 = stablehlo.add %5249, %5246 : tensor<256x256x3x3xf32>
    %5251 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<256x256x3x3xf32>
    %5252 = stablehlo.divide %5242, %5251 : tensor<256x256x3x3xf32>
    %5253 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<256x256x3x3xf32>
    %5254 = stablehlo.divide %5250, %5253 : tensor<256x256x3x3xf32>
    %5255 = stablehlo.constant dense<1.000000e-08> : tensor<f32>
    %5256 = stablehlo.broadcast_in_dim %5255, dims = [] : (tensor<f32>) -> tensor<256x256x3x3xf32>
    %5257 = stablehlo.sqrt %5254 : tensor<256x256x3x3xf32>
    %5258 = stablehlo.add %5257, %5256 : tensor<256x256x3x3xf32>
    %5259 = stablehlo.divide %5252, %5258 : tensor<256x256x3x3xf32>
    %5260 = stablehlo.constant dense<1.000000e-04> : tensor<f32>
    %5261 = stablehlo.broadcast_in_dim %5260, dims = [] : (tensor<f32>) -> tensor<256x256x3x3xf32>
    %5262 = stablehlo.multiply %5235, %5261 : tensor<256x256x3x3xf32>
    %5263 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %5264 = stablehlo.broadcast_in_dim %5263, dims = [] : (tensor<f32>) -> tensor<256x256x3x3xf32>
    %5265 = stablehlo.subtract %5264, %5262 : tensor<256x256x3x3xf32>
    %5266 = stablehlo.multiply %theta.layer3.2.conv2.w, %5265 : tensor<256x256x3x3xf32>
    %5267 = stablehlo.multiply %5235, %5259 : tensor<256x256x3x3xf32>
    %5268 = stablehlo.subtract %5266, %5267 : tensor<256x256x3x3xf32>
    %5269 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %5270 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %5271 = stablehlo.broadcast_in_dim %5270, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %5272 = stablehlo.multiply %2169, %5271 : tensor<256xf32>
    %5273 = stablehlo.constant dense<9.000000e-01> : tensor<f32>
    %5274 = stablehlo.broadcast_in_dim %5273, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %5275 = stablehlo.multiply %m.layer3.2.bn2.gamma, %5274 : tensor<256xf32>
    %5276 = stablehlo.add %5275, %5272 : tensor<256xf32>
    %5277 = stablehlo.multiply %2169, %2169 : tensor<256xf32>
    %5278 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %5279 = stablehlo.broadcast_in_dim %5278, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %5280 = stablehlo.multiply %5277, %5279 : tensor<256xf32>
    %5281 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %5282 = stablehlo.broadcast_in_dim %5281, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %5283 = stablehlo.multiply %v.layer3.2.bn2.gamma, %5282 : tensor<256xf32>
    %5284 = stablehlo.add %5283, %5280 : tensor<256xf32>
    %5285 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %5286 = stablehlo.divide %5276, %5285 : tensor<256xf32>
    %5287 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %5288 = stablehlo.divide %5284, %5287 : tensor<256xf32>
    %5289 = stablehlo.constant dense<1.000000e-08> : tensor<f32>
    %5290 = stablehlo.broadcast_in_dim %5289, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %5291 = stablehlo.sqrt %5288 : tensor<256xf32>
    %5292 = stablehlo.add %5291, %5290 : tensor<256xf32>
    %5293 = stablehlo.divide %5286, %5292 : tensor<256xf32>
    %5294 = stablehlo.constant dense<1.000000e-04> : tensor<f32>
    %5295 = stablehlo.broadcast_in_dim %5294, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %5296 = stablehlo.multiply %5269, %5295 : tensor<256xf32>
    %5297 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %5298 = stablehlo.broadcast_in_dim %5297, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %5299 = stablehlo.subtract %5298, %5296 : tensor<256xf32>
    %5300 = stablehlo.multiply %theta.layer3.2.bn2.gamma, %5299 : tensor<256xf32>
    %5301 = stablehlo.multiply %5269, %5293 : tensor<256xf32>
    %5302 = stablehlo.subtract %5300, %5301 : tensor<256xf32>
    %5303 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %5304 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %5305 = stablehlo.broadcast_in_dim %5304, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %5306 = stablehlo.multiply %2164, %5305 : tensor<256xf32>
    %5307 = stablehlo.constant dense<9.000000e-01> : tensor<f32>
    %5308 = stablehlo.broadcast_in_dim %5307, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %5309 = stablehlo.multiply %m.layer3.2.bn2.beta, %5308 : tensor<256xf32>
    %5310 = stablehlo.add %5309, %5306 : tensor<256xf32>
    %5311 = stablehlo.multiply %2164, %2164 : tensor<256xf32>
    %5312 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %5313 = stablehlo.broadcast_in_dim %5312, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %5314 = stablehlo.multiply %5311, %5313 : tensor<256xf32>
    %5315 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %5316 = stablehlo.broadcast_in_dim %5315, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %5317 = stablehlo.multiply %v.layer3.2.bn2.beta, %5316 : tensor<256xf32>
    %5318 = stablehlo.add %5317, %5314 : tensor<256xf32>
    %5319 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %5320 = stablehlo.divide %5310, %5319 : tensor<256xf32>
    %5321 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %5322 = stablehlo.divide %5318, %5321 : tensor<256xf32>
    %5323 = stablehlo.constant dense<1.000000e-08> : tensor<f32>
    %5324 = stablehlo.broadcast_in_dim %5323, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %5325 = stablehlo.sqrt %5322 : tensor<256xf32>
    %5326 = stablehlo.add %5325, %5324 : tensor<256xf32>
    %5327 = stablehlo.divide %5320, %5326 : tensor<256xf32>
    %5328 = stablehlo.constant dense<1.000000e-04> : tensor<f32>
    %5329 = stablehlo.broadcast_in_dim %5328, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %5330 = stablehlo.multiply %5303, %5329 : tensor<256xf32>
    %5331 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %5332 = stablehlo.broadcast_in_dim %5331, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %5333 = stablehlo.subtract %5332, %5330 : tensor<256xf32>
    %5334 = stablehlo.multiply %theta.layer3.2.bn2.beta, %5333 : tensor<256xf32>
    %5335 = stablehlo.multiply %5303, %5327 : tensor<256xf32>
    %5336 = stablehlo.subtract %5334, %5335 : tensor<256xf32>
    %5337 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<256x256x3x3xf32>
    %5338 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %5339 = stablehlo.broadcast_in_dim %5338, dims = [] : (tensor<f32>) -> tensor<256x256x3x3xf32>
    %5340 = stablehlo.multiply %2158, %5339 : tensor<256x256x3x3xf32>
    %5341 = stablehlo.constant dense<9.000000e-01> : tensor<f32>
    %5342 = stablehlo.broadcast_in_dim %5341, dims = [] : (tensor<f32>) -> tensor<256x256x3x3xf32>
    %5343 = stablehlo.multiply %m.layer3.3.conv1.w, %5342 : tensor<256x256x3x3xf32>
    %5344 = stablehlo.add %5343, %5340 : tensor<256x256x3x3xf32>
    %5345 = stablehlo.multiply %2158, %2158 : tensor<256x256x3x3xf32>
    %5346 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %5347 = stablehlo.broadcast_in_dim %5346, dims = [] : (tensor<f32>) -> tensor<256x256x3x3xf32>
    %5348 = stablehlo.multiply %5345, %5347 : tensor<256x256x3x3xf32>
    %5349 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %5350 = stablehlo.broadcast_in_dim %5349, dims = [] : (tensor<f32>) -> tensor<256x256x3x3xf32>
    %5351 = stablehlo.multiply %v.layer3.3.conv1.w, %5350 : tensor<256x256x3x3xf32>
    %5352 = stablehlo.add %5351, %5348 : tensor<256x256x3x3xf32>
    %5353 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<256x256x3x3xf32>
    %5354 = stablehlo.divide %5344, %5353 : tensor<256x256x3x3xf32>
    %5355 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<256x256x3x3xf32>
    %5356 = stablehlo.divide %5352, %5355 : tensor<256x256x3x3xf32>
    %5357 = stablehlo.constant dense<1.000000e-08> : tensor<f32>
    %5358 = stablehlo.broadcast_in_dim %5357, dims = [] : (tensor<f32>) -> tensor<256x256x3x3xf32>
    %5359 = stablehlo.sqrt %5356 : tensor<256x256x3x3xf32>
    %5360 = stablehlo.add %5359, %5358 : tensor<256x256x3x3xf32>
    %5361 = stablehlo.divide %5354, %5360 : tensor<256x256x3x3xf32>
    %5362 = stablehlo.constant dense<1.000000e-04> : tensor<f32>
    %5363 = stablehlo.broadcast_in_dim %5362, dims = [] : (tensor<f32>) -> tensor<256x256x3x3xf32>
    %5364 = stablehlo.multiply %5337, %5363 : tensor<256x256x3x3xf32>
    %5365 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %5366 = stablehlo.broadcast_in_dim %5365, dims = [] : (tensor<f32>) -> tensor<256x256x3x3xf32>
    %5367 = stablehlo.subtract %5366, %5364 : tensor<256x256x3x3xf32>
    %5368 = stablehlo.multiply %theta.layer3.3.conv1.w, %5367 : tensor<256x256x3x3xf32>
    %5369 = stablehlo.multiply %5337, %5361 : tensor<256x256x3x3xf32>
    %5370 = stablehlo.subtract %5368, %5369 : tensor<256x256x3x3xf32>
    %5371 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %5372 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %5373 = stablehlo.broadcast_in_dim %5372, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %5374 = stablehlo.multiply %2132, %5373 : tensor<256xf32>
    %5375 = stablehlo.constant dense<9.000000e-01> : tensor<f32>
    %5376 = stablehlo.broadcast_in_dim %5375, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %5377 = stablehlo.multiply %m.layer3.3.bn1.gamma, %5376 : tensor<256xf32>
    %5378 = stablehlo.add %5377, %5374 : tensor<256xf32>
    %5379 = stablehlo.multiply %2132, %2132 : tensor<256xf32>
    %5380 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %5381 = stablehlo.broadcast_in_dim %5380, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %5382 = stablehlo.multiply %5379, %5381 : tensor<256xf32>
    %5383 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %5384 = stablehlo.broadcast_in_dim %5383, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %5385 = stablehlo.multiply %v.layer3.3.bn1.gamma, %5384 : tensor<256xf32>
    %5386 = stablehlo.add %5385, %5382 : tensor<256xf32>
    %5387 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %5388 = stablehlo.divide %5378, %5387 : tensor<256xf32>
    %5389 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %5390 = stablehlo.divide %5386, %5389 : tensor<256xf32>
    %5391 = stablehlo.constant dense<1.000000e-08> : tensor<f32>
    %5392 = stablehlo.broadcast_in_dim %5391, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %5393 = stablehlo.sqrt %5390 : tensor<256xf32>
    %5394 = stablehlo.add %5393, %5392 : tensor<256xf32>
    %5395 = stablehlo.divide %5388, %5394 : tensor<256xf32>
    %5396 = stablehlo.constant dense<1.000000e-04> : tensor<f32>
    %5397 = stablehlo.broadcast_in_dim %5396, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %5398 = stablehlo.multiply %5371, %5397 : tensor<256xf32>
    %5399 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %5400 = stablehlo.broadcast_in_dim %5399, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %5401 = stablehlo.subtract %5400, %5398 : tensor<256xf32>
    %5402 = stablehlo.multiply %theta.layer3.3.bn1.gamma, %5401 : tensor<256xf32>
    %5403 = stablehlo.multiply %5371, %5395 : tensor<256xf32>
    %5404 = stablehlo.subtract %5402, %5403 : tensor<256xf32>
    %5405 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %5406 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %5407 = stablehlo.broadcast_in_dim %5406, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %5408 = stablehlo.multiply %2127, %5407 : tensor<256xf32>
    %5409 = stablehlo.constant dense<9.000000e-01> : tensor<f32>
    %5410 = stablehlo.broadcast_in_dim %5409, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %5411 = stablehlo.multiply %m.layer3.3.bn1.beta, %5410 : tensor<256xf32>
    %5412 = stablehlo.add %5411, %5408 : tensor<256xf32>
    %5413 = stablehlo.multiply %2127, %2127 : tensor<256xf32>
    %5414 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %5415 = stablehlo.broadcast_in_dim %5414, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %5416 = stablehlo.multiply %5413, %5415 : tensor<256xf32>
    %5417 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %5418 = stablehlo.broadcast_in_dim %5417, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %5419 = stablehlo.multiply %v.layer3.3.bn1.beta, %5418 : tensor<256xf32>
    %5420 = stablehlo.add %5419, %5416 : tensor<256xf32>
    %5421 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %5422 = stablehlo.divide %5412, %5421 : tensor<256xf32>
    %5423 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %5424 = stablehlo.divide %5420, %5423 : tensor<256xf32>
    %5425 = stablehlo.constant dense<1.000000e-08> : tensor<f32>
    %5426 = stablehlo.broadcast_in_dim %5425, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %5427 = stablehlo.sqrt %5424 : tensor<256xf32>
    %5428 = stablehlo.add %5427, %5426 : tensor<256xf32>
    %5429 = stablehlo.divide %5422, %5428 : tensor<256xf32>
    %5430 = stablehlo.constant dense<1.000000e-04> : tensor<f32>
    %5431 = stablehlo.broadcast_in_dim %5430, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %5432 = stablehlo.multiply %5405, %5431 : tensor<256xf32>
    %5433 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %5434 = stablehlo.broadcast_in_dim %5433, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %5435 = stablehlo.subtract %5434, %5432 : tensor<256xf32>
    %5436 = stablehlo.multiply %theta.layer3.3.bn1.beta, %5435 : tensor<256xf32>
    %5437 = stablehlo.multiply %5405, %5429 : tensor<256xf32>
    %5438 = stablehlo.subtract %5436, %5437 : tensor<256xf32>
    %5439 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<256x256x3x3xf32>
    %5440 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %5441 = stablehlo.broadcast_in_dim %5440, dims = [] : (tensor<f32>) -> tensor<256x256x3x3xf32>
    %5442 = stablehlo.multiply %2121, %5441 : tensor<256x256x3x3xf32>
    %5443 = stablehlo.constant dense<9.000000e-01> : tensor<f32>
    %5444 = stablehlo.broadcast_in_dim %5443, dims = [] : (tensor<f32>) -> tensor<256x256x3x3xf32>
    %5445 = stablehlo.multiply %m.layer3.3.conv2.w, %5444 : tensor<256x256x3x3xf32>
    %5446 = stablehlo.add %5445, %5442 : tensor<256x256x3x3xf32>
    %5447 = stablehlo.multiply %2121, %2121 : tensor<256x256x3x3xf32>
    %5448 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %5449 = stablehlo.broadcast_in_dim %5448, dims = [] : (tensor<f32>) -> tensor<256x256x3x3xf32>
    %5450 = stablehlo.multiply %5447, %5449 : tensor<256x256x3x3xf32>
    %5451 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %5452 = stablehlo.broadcast_in_dim %5451, dims = [] : (tensor<f32>) -> tensor<256x256x3x3xf32>
    %5453 = stablehlo.multiply %v.layer3.3.conv2.w, %5452 : tensor<256x256x3x3xf32>
    %5454 = stablehlo.add %5453, %5450 : tensor<256x256x3x3xf32>
    %5455 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<256x256x3x3xf32>
    %5456 = stablehlo.divide %5446, %5455 : tensor<256x256x3x3xf32>
    %5457 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<256x256x3x3xf32>
    %5458 = stablehlo.divide %5454, %5457 : tensor<256x256x3x3xf32>
    %5459 = stablehlo.constant dense<1.000000e-08> : tensor<f32>
    %5460 = stablehlo.broadcast_in_dim %5459, dims = [] : (tensor<f32>) -> tensor<256x256x3x3xf32>
    %5461 = stablehlo.sqrt %5458 : tensor<256x256x3x3xf32>
    %5462 = stablehlo.add %5461, %5460 : tensor<256x256x3x3xf32>
    %5463 = stablehlo.divide %5456, %5462 : tensor<256x256x3x3xf32>
    %5464 = stablehlo.constant dense<1.000000e-04> : tensor<f32>
    %5465 = stablehlo.broadcast_in_dim %5464, dims = [] : (tensor<f32>) -> tensor<256x256x3x3xf32>
    %5466 = stablehlo.multiply %5439, %5465 : tensor<256x256x3x3xf32>
    %5467 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %5468 = stablehlo.broadcast_in_dim %5467, dims = [] : (tensor<f32>) -> tensor<256x256x3x3xf32>
    %5469 = stablehlo.subtract %5468, %5466 : tensor<256x256x3x3xf32>
    %5470 = stablehlo.multiply %theta.layer3.3.conv2.w, %5469 : tensor<256x256x3x3xf32>
    %5471 = stablehlo.multiply %5439, %5463 : tensor<256x256x3x3xf32>
    %5472 = stablehlo.subtract %5470, %5471 : tensor<256x256x3x3xf32>
    %5473 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %5474 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %5475 = stablehlo.broadcast_in_dim %5474, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %5476 = stablehlo.multiply %2096, %5475 : tensor<256xf32>
    %5477 = stablehlo.constant dense<9.000000e-01> : tensor<f32>
    %5478 = stablehlo.broadcast_in_dim %5477, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %5479 = stablehlo.multiply %m.layer3.3.bn2.gamma, %5478 : tensor<256xf32>
    %5480 = stablehlo.add %5479, %5476 : tensor<256xf32>
    %5481 = stablehlo.multiply %2096, %2096 : tensor<256xf32>
    %5482 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %5483 = stablehlo.broadcast_in_dim %5482, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %5484 = stablehlo.multiply %5481, %5483 : tensor<256xf32>
    %5485 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %5486 = stablehlo.broadcast_in_dim %5485, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %5487 = stablehlo.multiply %v.layer3.3.bn2.gamma, %5486 : tensor<256xf32>
    %5488 = stablehlo.add %5487, %5484 : tensor<256xf32>
    %5489 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %5490 = stablehlo.divide %5480, %5489 : tensor<256xf32>
    %5491 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %5492 = stablehlo.divide %5488, %5491 : tensor<256xf32>
    %5493 = stablehlo.constant dense<1.000000e-08> : tensor<f32>
    %5494 = stablehlo.broadcast_in_dim %5493, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %5495 = stablehlo.sqrt %5492 : tensor<256xf32>
    %5496 = stablehlo.add %5495, %5494 : tensor<256xf32>
    %5497 = stablehlo.divide %5490, %5496 : tensor<256xf32>
    %5498 = stablehlo.constant dense<1.000000e-04> : tensor<f32>
    %5499 = stablehlo.broadcast_in_dim %5498, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %5500 = stablehlo.multiply %5473, %5499 : tensor<256xf32>
    %5501 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %5502 = stablehlo.broadcast_in_dim %5501, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %5503 = stablehlo.subtract %5502, %5500 : tensor<256xf32>
    %5504 = stablehlo.multiply %theta.layer3.3.bn2.gamma, %5503 : tensor<256xf32>
    %5505 = stablehlo.multiply %5473, %5497 : tensor<256xf32>
    %5506 = stablehlo.subtract %5504, %5505 : tensor<256xf32>
    %5507 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %5508 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %5509 = stablehlo.broadcast_in_dim %5508, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %5510 = stablehlo.multiply %2091, %5509 : tensor<256xf32>
    %5511 = stablehlo.constant dense<9.000000e-01> : tensor<f32>
    %5512 = stablehlo.broadcast_in_dim %5511, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %5513 = stablehlo.multiply %m.layer3.3.bn2.beta, %5512 : tensor<256xf32>
    %5514 = stablehlo.add %5513, %5510 : tensor<256xf32>
    %5515 = stablehlo.multiply %2091, %2091 : tensor<256xf32>
    %5516 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %5517 = stablehlo.broadcast_in_dim %5516, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %5518 = stablehlo.multiply %5515, %5517 : tensor<256xf32>
    %5519 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %5520 = stablehlo.broadcast_in_dim %5519, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %5521 = stablehlo.multiply %v.layer3.3.bn2.beta, %5520 : tensor<256xf32>
    %5522 = stablehlo.add %5521, %5518 : tensor<256xf32>
    %5523 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %5524 = stablehlo.divide %5514, %5523 : tensor<256xf32>
    %5525 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %5526 = stablehlo.divide %5522, %5525 : tensor<256xf32>
    %5527 = stablehlo.constant dense<1.000000e-08> : tensor<f32>
    %5528 = stablehlo.broadcast_in_dim %5527, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %5529 = stablehlo.sqrt %5526 : tensor<256xf32>
    %5530 = stablehlo.add %5529, %5528 : tensor<256xf32>
    %5531 = stablehlo.divide %5524, %5530 : tensor<256xf32>
    %5532 = stablehlo.constant dense<1.000000e-04> : tensor<f32>
    %5533 = stablehlo.broadcast_in_dim %5532, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %5534 = stablehlo.multiply %5507, %5533 : tensor<256xf32>
    %5535 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %5536 = stablehlo.broadcast_in_dim %5535, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %5537 = stablehlo.subtract %5536, %5534 : tensor<256xf32>
    %5538 = stablehlo.multiply %theta.layer3.3.bn2.beta, %5537 : tensor<256xf32>
    %5539 = stablehlo.multiply %5507, %5531 : tensor<256xf32>
    %5540 = stablehlo.subtract %5538, %5539 : tensor<256xf32>
    %5541 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<256x256x3x3xf32>
    %5542 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %5543 = stablehlo.broadcast_in_dim %5542, dims = [] : (tensor<f32>) -> tensor<256x256x3x3xf32>
    %5544 = stablehlo.multiply %2085, %5543 : tensor<256x256x3x3xf32>
    %5545 = stablehlo.constant dense<9.000000e-01> : tensor<f32>
    %5546 = stablehlo.broadcast_in_dim %5545, dims = [] : (tensor<f32>) -> tensor<256x256x3x3xf32>
    %5547 = stablehlo.multiply %m.layer3.4.conv1.w, %5546 : tensor<256x256x3x3xf32>
    %5548 = stablehlo.add %5547, %5544 : tensor<256x256x3x3xf32>
    %5549 = stablehlo.multiply %2085, %2085 : tensor<256x256x3x3xf32>
    %5550 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %5551 = stablehlo.broadcast_in_dim %5550, dims = [] : (tensor<f32>) -> tensor<256x256x3x3xf32>
    %5552 = stablehlo.multiply %5549, %5551 : tensor<256x256x3x3xf32>
    %5553 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %5554 = stablehlo.broadcast_in_dim %5553, dims = [] : (tensor<f32>) -> tensor<256x256x3x3xf32>
    %5555 = stablehlo.multiply %v.layer3.4.conv1.w, %5554 : tensor<256x256x3x3xf32>
    %5556 = stablehlo.add %5555, %5552 : tensor<256x256x3x3xf32>
    %5557 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<256x256x3x3xf32>
    %5558 = stablehlo.divide %5548, %5557 : tensor<256x256x3x3xf32>
    %5559 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<256x256x3x3xf32>
    %5560 = stablehlo.divide %5556, %5559 : tensor<256x256x3x3xf32>
    %5561 = stablehlo.constant dense<1.000000e-08> : tensor<f32>
    %5562 = stablehlo.broadcast_in_dim %5561, dims = [] : (tensor<f32>) -> tensor<256x256x3x3xf32>
    %5563 = stablehlo.sqrt %5560 : tensor<256x256x3x3xf32>
    %5564 = stablehlo.add %5563, %5562 : tensor<256x256x3x3xf32>
    %5565 = stablehlo.divide %5558, %5564 : tensor<256x256x3x3xf32>
    %5566 = stablehlo.constant dense<1.000000e-04> : tensor<f32>
    %5567 = stablehlo.broadcast_in_dim %5566, dims = [] : (tensor<f32>) -> tensor<256x256x3x3xf32>
    %5568 = stablehlo.multiply %5541, %5567 : tensor<256x256x3x3xf32>
    %5569 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %5570 = stablehlo.broadcast_in_dim %5569, dims = [] : (tensor<f32>) -> tensor<256x256x3x3xf32>
    %5571 = stablehlo.subtract %5570, %5568 : tensor<256x256x3x3xf32>
    %5572 = stablehlo.multiply %theta.layer3.4.conv1.w, %5571 : tensor<256x256x3x3xf32>
    %5573 = stablehlo.multiply %5541, %5565 : tensor<256x256x3x3xf32>
    %5574 = stablehlo.subtract %5572, %5573 : tensor<256x256x3x3xf32>
    %5575 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %5576 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %5577 = stablehlo.broadcast_in_dim %5576, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %5578 = stablehlo.multiply %2059, %5577 : tensor<256xf32>
    %5579 = stablehlo.constant dense<9.000000e-01> : tensor<f32>
    %5580 = stablehlo.broadcast_in_dim %5579, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %5581 = stablehlo.multiply %m.layer3.4.bn1.gamma, %5580 : tensor<256xf32>
    %5582 = stablehlo.add %5581, %5578 : tensor<256xf32>
    %5583 = stablehlo.multiply %2059, %2059 : tensor<256xf32>
    %5584 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %5585 = stablehlo.broadcast_in_dim %5584, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %5586 = stablehlo.multiply %5583, %5585 : tensor<256xf32>
    %5587 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %5588 = stablehlo.broadcast_in_dim %5587, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %5589 = stablehlo.multiply %v.layer3.4.bn1.gamma, %5588 : tensor<256xf32>
    %5590 = stablehlo.add %5589, %5586 : tensor<256xf32>
    %5591 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %5592 = stablehlo.divide %5582, %5591 : tensor<256xf32>
    %5593 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %5594 = stablehlo.divide %5590, %5593 : tensor<256xf32>
    %5595 = stablehlo.constant dense<1.000000e-08> : tensor<f32>
    %5596 = stablehlo.broadcast_in_dim %5595, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %5597 = stablehlo.sqrt %5594 : tensor<256xf32>
    %5598 = stablehlo.add %5597, %5596 : tensor<256xf32>
    %5599 = stablehlo.divide %5592, %5598 : tensor<256xf32>
    %5600 = stablehlo.constant dense<1.000000e-04> : tensor<f32>
    %5601 = stablehlo.broadcast_in_dim %5600, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %5602 = stablehlo.multiply %5575, %5601 : tensor<256xf32>
    %5603 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %5604 = stablehlo.broadcast_in_dim %5603, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %5605 = stablehlo.subtract %5604, %5602 : tensor<256xf32>
    %5606 = stablehlo.multiply %theta.layer3.4.bn1.gamma, %5605 : tensor<256xf32>
    %5607 = stablehlo.multiply %5575, %5599 : tensor<256xf32>
    %5608 = stablehlo.subtract %5606, %5607 : tensor<256xf32>
    %5609 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %5610 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %5611 = stablehlo.broadcast_in_dim %5610, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %5612 = stablehlo.multiply %2054, %5611 : tensor<256xf32>
    %5613 = stablehlo.constant dense<9.000000e-01> : tensor<f32>
    %5614 = stablehlo.broadcast_in_dim %5613, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %5615 = stablehlo.multiply %m.layer3.4.bn1.beta, %5614 : tensor<256xf32>
    %5616 = stablehlo.add %5615, %5612 : tensor<256xf32>
    %5617 = stablehlo.multiply %2054, %2054 : tensor<256xf32>
    %5618 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %5619 = stablehlo.broadcast_in_dim %5618, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %5620 = stablehlo.multiply %5617, %5619 : tensor<256xf32>
    %5621 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %5622 = stablehlo.broadcast_in_dim %5621, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %5623 = stablehlo.multiply %v.layer3.4.bn1.beta, %5622 : tensor<256xf32>
    %5624 = stablehlo.add %5623, %5620 : tensor<256xf32>
    %5625 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %5626 = stablehlo.divide %5616, %5625 : tensor<256xf32>
    %5627 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %5628 = stablehlo.divide %5624, %5627 : tensor<256xf32>
    %5629 = stablehlo.constant dense<1.000000e-08> : tensor<f32>
    %5630 = stablehlo.broadcast_in_dim %5629, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %5631 = stablehlo.sqrt %5628 : tensor<256xf32>
    %5632 = stablehlo.add %5631, %5630 : tensor<256xf32>
    %5633 = stablehlo.divide %5626, %5632 : tensor<256xf32>
    %5634 = stablehlo.constant dense<1.000000e-04> : tensor<f32>
    %5635 = stablehlo.broadcast_in_dim %5634, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %5636 = stablehlo.multiply %5609, %5635 : tensor<256xf32>
    %5637 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %5638 = stablehlo.broadcast_in_dim %5637, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %5639 = stablehlo.subtract %5638, %5636 : tensor<256xf32>
    %5640 = stablehlo.multiply %theta.layer3.4.bn1.beta, %5639 : tensor<256xf32>
    %5641 = stablehlo.multiply %5609, %5633 : tensor<256xf32>
    %5642 = stablehlo.subtract %5640, %5641 : tensor<256xf32>
    %5643 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<256x256x3x3xf32>
    %5644 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %5645 = stablehlo.broadcast_in_dim %5644, dims = [] : (tensor<f32>) -> tensor<256x256x3x3xf32>
    %5646 = stablehlo.multiply %2048, %5645 : tensor<256x256x3x3xf32>
    %5647 = stablehlo.constant dense<9.000000e-01> : tensor<f32>
    %5648 = stablehlo.broadcast_in_dim %5647, dims = [] : (tensor<f32>) -> tensor<256x256x3x3xf32>
    %5649 = stablehlo.multiply %m.layer3.4.conv2.w, %5648 : tensor<256x256x3x3xf32>
    %5650 = stablehlo.add %5649, %5646 : tensor<256x256x3x3xf32>
    %5651 = stablehlo.multiply %2048, %2048 : tensor<256x256x3x3xf32>
    %5652 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %5653 = stablehlo.broadcast_in_dim %5652, dims = [] : (tensor<f32>) -> tensor<256x256x3x3xf32>
    %5654 = stablehlo.multiply %5651, %5653 : tensor<256x256x3x3xf32>
    %5655 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %5656 = stablehlo.broadcast_in_dim %5655, dims = [] : (tensor<f32>) -> tensor<256x256x3x3xf32>
    %5657 = stablehlo.multiply %v.layer3.4.conv2.w, %5656 : tensor<256x256x3x3xf32>
    %5658 = stablehlo.add %5657, %5654 : tensor<256x256x3x3xf32>
    %5659 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<256x256x3x3xf32>
    %5660 = stablehlo.divide %5650, %5659 : tensor<256x256x3x3xf32>
    %5661 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<256x256x3x3xf32>
    %5662 = stablehlo.divide %5658, %5661 : tensor<256x256x3x3xf32>
    %5663 = stablehlo.constant dense<1.000000e-08> : tensor<f32>
    %5664 = stablehlo.broadcast_in_dim %5663, dims = [] : (tensor<f32>) -> tensor<256x256x3x3xf32>
    %5665 = stablehlo.sqrt %5662 : tensor<256x256x3x3xf32>
    %5666 = stablehlo.add %5665, %5664 : tensor<256x256x3x3xf32>
    %5667 = stablehlo.divide %5660, %5666 : tensor<256x256x3x3xf32>
    %5668 = stablehlo.constant dense<1.000000e-04> : tensor<f32>
    %5669 = stablehlo.broadcast_in_dim %5668, dims = [] : (tensor<f32>) -> tensor<256x256x3x3xf32>
    %5670 = stablehlo.multiply %5643, %5669 : tensor<256x256x3x3xf32>
    %5671 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %5672 = stablehlo.broadcast_in_dim %5671, dims = [] : (tensor<f32>) -> tensor<256x256x3x3xf32>
    %5673 = stablehlo.subtract %5672, %5670 : tensor<256x256x3x3xf32>
    %5674 = stablehlo.multiply %theta.layer3.4.conv2.w, %5673 : tensor<256x256x3x3xf32>
    %5675 = stablehlo.multiply %5643, %5667 : tensor<256x256x3x3xf32>
    %5676 = stablehlo.subtract %5674, %5675 : tensor<256x256x3x3xf32>
    %5677 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %5678 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %5679 = stablehlo.broadcast_in_dim %5678, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %5680 = stablehlo.multiply %2023, %5679 : tensor<256xf32>
    %5681 = stablehlo.constant dense<9.000000e-01> : tensor<f32>
    %5682 = stablehlo.broadcast_in_dim %5681, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %5683 = stablehlo.multiply %m.layer3.4.bn2.gamma, %5682 : tensor<256xf32>
    %5684 = stablehlo.add %5683, %5680 : tensor<256xf32>
    %5685 = stablehlo.multiply %2023, %2023 : tensor<256xf32>
    %5686 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %5687 = stablehlo.broadcast_in_dim %5686, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %5688 = stablehlo.multiply %5685, %5687 : tensor<256xf32>
    %5689 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %5690 = stablehlo.broadcast_in_dim %5689, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %5691 = stablehlo.multiply %v.layer3.4.bn2.gamma, %5690 : tensor<256xf32>
    %5692 = stablehlo.add %5691, %5688 : tensor<256xf32>
    %5693 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %5694 = stablehlo.divide %5684, %5693 : tensor<256xf32>
    %5695 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %5696 = stablehlo.divide %5692, %5695 : tensor<256xf32>
    %5697 = stablehlo.constant dense<1.000000e-08> : tensor<f32>
    %5698 = stablehlo.broadcast_in_dim %5697, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %5699 = stablehlo.sqrt %5696 : tensor<256xf32>
    %5700 = stablehlo.add %5699, %5698 : tensor<256xf32>
    %5701 = stablehlo.divide %5694, %5700 : tensor<256xf32>
    %5702 = stablehlo.constant dense<1.000000e-04> : tensor<f32>
    %5703 = stablehlo.broadcast_in_dim %5702, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %5704 = stablehlo.multiply %5677, %5703 : tensor<256xf32>
    %5705 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %5706 = stablehlo.broadcast_in_dim %5705, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %5707 = stablehlo.subtract %5706, %5704 : tensor<256xf32>
    %5708 = stablehlo.multiply %theta.layer3.4.bn2.gamma, %5707 : tensor<256xf32>
    %5709 = stablehlo.multiply %5677, %5701 : tensor<256xf32>
    %5710 = stablehlo.subtract %5708, %5709 : tensor<256xf32>
    %5711 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %5712 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %5713 = stablehlo.broadcast_in_dim %5712, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %5714 = stablehlo.multiply %2018, %5713 : tensor<256xf32>
    %5715 = stablehlo.constant dense<9.000000e-01> : tensor<f32>
    %5716 = stablehlo.broadcast_in_dim %5715, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %5717 = stablehlo.multiply %m.layer3.4.bn2.beta, %5716 : tensor<256xf32>
    %5718 = stablehlo.add %5717, %5714 : tensor<256xf32>
    %5719 = stablehlo.multiply %2018, %2018 : tensor<256xf32>
    %5720 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %5721 = stablehlo.broadcast_in_dim %5720, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %5722 = stablehlo.multiply %5719, %5721 : tensor<256xf32>
    %5723 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %5724 = stablehlo.broadcast_in_dim %5723, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %5725 = stablehlo.multiply %v.layer3.4.bn2.beta, %5724 : tensor<256xf32>
    %5726 = stablehlo.add %5725, %5722 : tensor<256xf32>
    %5727 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %5728 = stablehlo.divide %5718, %5727 : tensor<256xf32>
    %5729 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %5730 = stablehlo.divide %5726, %5729 : tensor<256xf32>
    %5731 = stablehlo.constant dense<1.000000e-08> : tensor<f32>
    %5732 = stablehlo.broadcast_in_dim %5731, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %5733 = stablehlo.sqrt %5730 : tensor<256xf32>
    %5734 = stablehlo.add %5733, %5732 : tensor<256xf32>
    %5735 = stablehlo.divide %5728, %5734 : tensor<256xf32>
    %5736 = stablehlo.constant dense<1.000000e-04> : tensor<f32>
    %5737 = stablehlo.broadcast_in_dim %5736, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %5738 = stablehlo.multiply %5711, %5737 : tensor<256xf32>
    %5739 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %5740 = stablehlo.broadcast_in_dim %5739, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %5741 = stablehlo.subtract %5740, %5738 : tensor<256xf32>
    %5742 = stablehlo.multiply %theta.layer3.4.bn2.beta, %5741 : tensor<256xf32>
    %5743 = stablehlo.multiply %5711, %5735 : tensor<256xf32>
    %5744 = stablehlo.subtract %5742, %5743 : tensor<256xf32>
    %5745 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<256x256x3x3xf32>
    %5746 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %5747 = stablehlo.broadcast_in_dim %5746, dims = [] : (tensor<f32>) -> tensor<256x256x3x3xf32>
    %5748 = stablehlo.multiply %2012, %5747 : tensor<256x256x3x3xf32>
    %5749 = stablehlo.constant dense<9.000000e-01> : tensor<f32>
    %5750 = stablehlo.broadcast_in_dim %5749, dims = [] : (tensor<f32>) -> tensor<256x256x3x3xf32>
    %5751 = stablehlo.multiply %m.layer3.5.conv1.w, %5750 : tensor<256x256x3x3xf32>
    %5752 = stablehlo.add %5751, %5748 : tensor<256x256x3x3xf32>
    %5753 = stablehlo.multiply %2012, %2012 : tensor<256x256x3x3xf32>
    %5754 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %5755 = stablehlo.broadcast_in_dim %5754, dims = [] : (tensor<f32>) -> tensor<256x256x3x3xf32>
    %5756 = stablehlo.multiply %5753, %5755 : tensor<256x256x3x3xf32>
    %5757 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %5758 = stablehlo.broadcast_in_dim %5757, dims = [] : (tensor<f32>) -> tensor<256x256x3x3xf32>
    %5759 = stablehlo.multiply %v.layer3.5.conv1.w, %5758 : tensor<256x256x3x3xf32>
    %5760 = stablehlo.add %5759, %5756 : tensor<256x256x3x3xf32>
    %5761 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<256x256x3x3xf32>
    %5762 = stablehlo.divide %5752, %5761 : tensor<256x256x3x3xf32>
    %5763 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<256x256x3x3xf32>
    %5764 = stablehlo.divide %5760, %5763 : tensor<256x256x3x3xf32>
    %5765 = stablehlo.constant dense<1.000000e-08> : tensor<f32>
    %5766 = stablehlo.broadcast_in_dim %5765, dims = [] : (tensor<f32>) -> tensor<256x256x3x3xf32>
    %5767 = stablehlo.sqrt %5764 : tensor<256x256x3x3xf32>
    %5768 = stablehlo.add %5767, %5766 : tensor<256x256x3x3xf32>
    %5769 = stablehlo.divide %5762, %5768 : tensor<256x256x3x3xf32>
    %5770 = stablehlo.constant dense<1.000000e-04> : tensor<f32>
    %5771 = stablehlo.broadcast_in_dim %5770, dims = [] : (tensor<f32>) -> tensor<256x256x3x3xf32>
    %5772 = stablehlo.multiply %5745, %5771 : tensor<256x256x3x3xf32>
    %5773 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %5774 = stablehlo.broadcast_in_dim %5773, dims = [] : (tensor<f32>) -> tensor<256x256x3x3xf32>
    %5775 = stablehlo.subtract %5774, %5772 : tensor<256x256x3x3xf32>
    %5776 = stablehlo.multiply %theta.layer3.5.conv1.w, %5775 : tensor<256x256x3x3xf32>
    %5777 = stablehlo.multiply %5745, %5769 : tensor<256x256x3x3xf32>
    %5778 = stablehlo.subtract %5776, %5777 : tensor<256x256x3x3xf32>
    %5779 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %5780 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %5781 = stablehlo.broadcast_in_dim %5780, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %5782 = stablehlo.multiply %1986, %5781 : tensor<256xf32>
    %5783 = stablehlo.constant dense<9.000000e-01> : tensor<f32>
    %5784 = stablehlo.broadcast_in_dim %5783, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %5785 = stablehlo.multiply %m.layer3.5.bn1.gamma, %5784 : tensor<256xf32>
    %5786 = stablehlo.add %5785, %5782 : tensor<256xf32>
    %5787 = stablehlo.multiply %1986, %1986 : tensor<256xf32>
    %5788 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %5789 = stablehlo.broadcast_in_dim %5788, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %5790 = stablehlo.multiply %5787, %5789 : tensor<256xf32>
    %5791 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %5792 = stablehlo.broadcast_in_dim %5791, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %5793 = stablehlo.multiply %v.layer3.5.bn1.gamma, %5792 : tensor<256xf32>
    %5794 = stablehlo.add %5793, %5790 : tensor<256xf32>
    %5795 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %5796 = stablehlo.divide %5786, %5795 : tensor<256xf32>
    %5797 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %5798 = stablehlo.divide %5794, %5797 : tensor<256xf32>
    %5799 = stablehlo.constant dense<1.000000e-08> : tensor<f32>
    %5800 = stablehlo.broadcast_in_dim %5799, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %5801 = stablehlo.sqrt %5798 : tensor<256xf32>
    %5802 = stablehlo.add %5801, %5800 : tensor<256xf32>
    %5803 = stablehlo.divide %5796, %5802 : tensor<256xf32>
    %5804 = stablehlo.constant dense<1.000000e-04> : tensor<f32>
    %5805 = stablehlo.broadcast_in_dim %5804, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %5806 = stablehlo.multiply %5779, %5805 : tensor<256xf32>
    %5807 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %5808 = stablehlo.broadcast_in_dim %5807, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %5809 = stablehlo.subtract %5808, %5806 : tensor<256xf32>
    %5810 = stablehlo.multiply %theta.layer3.5.bn1.gamma, %5809 : tensor<256xf32>
    %5811 = stablehlo.multiply %5779, %5803 : tensor<256xf32>
    %5812 = stablehlo.subtract %5810, %5811 : tensor<256xf32>
    %5813 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %5814 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %5815 = stablehlo.broadcast_in_dim %5814, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %5816 = stablehlo.multiply %1981, %5815 : tensor<256xf32>
    %5817 = stablehlo.constant dense<9.000000e-01> : tensor<f32>
    %5818 = stablehlo.broadcast_in_dim %5817, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %5819 = stablehlo.multiply %m.layer3.5.bn1.beta, %5818 : tensor<256xf32>
    %5820 = stablehlo.add %5819, %5816 : tensor<256xf32>
    %5821 = stablehlo.multiply %1981, %1981 : tensor<256xf32>
    %5822 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %5823 = stablehlo.broadcast_in_dim %5822, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %5824 = stablehlo.multiply %5821, %5823 : tensor<256xf32>
    %5825 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %5826 = stablehlo.broadcast_in_dim %5825, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %5827 = stablehlo.multiply %v.layer3.5.bn1.beta, %5826 : tensor<256xf32>
    %5828 = stablehlo.add %5827, %5824 : tensor<256xf32>
    %5829 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %5830 = stablehlo.divide %5820, %5829 : tensor<256xf32>
    %5831 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %5832 = stablehlo.divide %5828, %5831 : tensor<256xf32>
    %5833 = stablehlo.constant dense<1.000000e-08> : tensor<f32>
    %5834 = stablehlo.broadcast_in_dim %5833, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %5835 = stablehlo.sqrt %5832 : tensor<256xf32>
    %5836 = stablehlo.add %5835, %5834 : tensor<256xf32>
    %5837 = stablehlo.divide %5830, %5836 : tensor<256xf32>
    %5838 = stablehlo.constant dense<1.000000e-04> : tensor<f32>
    %5839 = stablehlo.broadcast_in_dim %5838, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %5840 = stablehlo.multiply %5813, %5839 : tensor<256xf32>
    %5841 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %5842 = stablehlo.broadcast_in_dim %5841, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %5843 = stablehlo.subtract %5842, %5840 : tensor<256xf32>
    %5844 = stablehlo.multiply %theta.layer3.5.bn1.beta, %5843 : tensor<256xf32>
    %5845 = stablehlo.multiply %5813, %5837 : tensor<256xf32>
    %5846 = stablehlo.subtract %5844, %5845 : tensor<256xf32>
    %5847 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<256x256x3x3xf32>
    %5848 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %5849 = stablehlo.broadcast_in_dim %5848, dims = [] : (tensor<f32>) -> tensor<256x256x3x3xf32>
    %5850 = stablehlo.multiply %1975, %5849 : tensor<256x256x3x3xf32>
    %5851 = stablehlo.constant dense<9.000000e-01> : tensor<f32>
    %5852 = stablehlo.broadcast_in_dim %5851, dims = [] : (tensor<f32>) -> tensor<256x256x3x3xf32>
    %5853 = stablehlo.multiply %m.layer3.5.conv2.w, %5852 : tensor<256x256x3x3xf32>
    %5854 = stablehlo.add %5853, %5850 : tensor<256x256x3x3xf32>
    %5855 = stablehlo.multiply %1975, %1975 : tensor<256x256x3x3xf32>
    %5856 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %5857 = stablehlo.broadcast_in_dim %5856, dims = [] : (tensor<f32>) -> tensor<256x256x3x3xf32>
    %5858 = stablehlo.multiply %5855, %5857 : tensor<256x256x3x3xf32>
    %5859 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %5860 = stablehlo.broadcast_in_dim %5859, dims = [] : (tensor<f32>) -> tensor<256x256x3x3xf32>
    %5861 = stablehlo.multiply %v.layer3.5.conv2.w, %5860 : tensor<256x256x3x3xf32>
    %5862 = stablehlo.add %5861, %5858 : tensor<256x256x3x3xf32>
    %5863 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<256x256x3x3xf32>
    %5864 = stablehlo.divide %5854, %5863 : tensor<256x256x3x3xf32>
    %5865 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<256x256x3x3xf32>
    %5866 = stablehlo.divide %5862, %5865 : tensor<256x256x3x3xf32>
    %5867 = stablehlo.constant dense<1.000000e-08> : tensor<f32>
    %5868 = stablehlo.broadcast_in_dim %5867, dims = [] : (tensor<f32>) -> tensor<256x256x3x3xf32>
    %5869 = stablehlo.sqrt %5866 : tensor<256x256x3x3xf32>
    %5870 = stablehlo.add %5869, %5868 : tensor<256x256x3x3xf32>
    %5871 = stablehlo.divide %5864, %5870 : tensor<256x256x3x3xf32>
    %5872 = stablehlo.constant dense<1.000000e-04> : tensor<f32>
    %5873 = stablehlo.broadcast_in_dim %5872, dims = [] : (tensor<f32>) -> tensor<256x256x3x3xf32>
    %5874 = stablehlo.multiply %5847, %5873 : tensor<256x256x3x3xf32>
    %5875 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %5876 = stablehlo.broadcast_in_dim %5875, dims = [] : (tensor<f32>) -> tensor<256x256x3x3xf32>
    %5877 = stablehlo.subtract %5876, %5874 : tensor<256x256x3x3xf32>
    %5878 = stablehlo.multiply %theta.layer3.5.conv2.w, %5877 : tensor<256x256x3x3xf32>
    %5879 = stablehlo.multiply %5847, %5871 : tensor<256x256x3x3xf32>
    %5880 = stablehlo.subtract %5878, %5879 : tensor<256x256x3x3xf32>
    %5881 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %5882 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %5883 = stablehlo.broadcast_in_dim %5882, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %5884 = stablehlo.multiply %1950, %5883 : tensor<256xf32>
    %5885 = stablehlo.constant dense<9.000000e-01> : tensor<f32>
    %5886 = stablehlo.broadcast_in_dim %5885, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %5887 = stablehlo.multiply %m.layer3.5.bn2.gamma, %5886 : tensor<256xf32>
    %5888 = stablehlo.add %5887, %5884 : tensor<256xf32>
    %5889 = stablehlo.multiply %1950, %1950 : tensor<256xf32>
    %5890 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %5891 = stablehlo.broadcast_in_dim %5890, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %5892 = stablehlo.multiply %5889, %5891 : tensor<256xf32>
    %5893 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %5894 = stablehlo.broadcast_in_dim %5893, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %5895 = stablehlo.multiply %v.layer3.5.bn2.gamma, %5894 : tensor<256xf32>
    %5896 = stablehlo.add %5895, %5892 : tensor<256xf32>
    %5897 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %5898 = stablehlo.divide %5888, %5897 : tensor<256xf32>
    %5899 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %5900 = stablehlo.divide %5896, %5899 : tensor<256xf32>
    %5901 = stablehlo.constant dense<1.000000e-08> : tensor<f32>
    %5902 = stablehlo.broadcast_in_dim %5901, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %5903 = stablehlo.sqrt %5900 : tensor<256xf32>
    %5904 = stablehlo.add %5903, %5902 : tensor<256xf32>
    %5905 = stablehlo.divide %5898, %5904 : tensor<256xf32>
    %5906 = stablehlo.constant dense<1.000000e-04> : tensor<f32>
    %5907 = stablehlo.broadcast_in_dim %5906, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %5908 = stablehlo.multiply %5881, %5907 : tensor<256xf32>
    %5909 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %5910 = stablehlo.broadcast_in_dim %5909, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %5911 = stablehlo.subtract %5910, %5908 : tensor<256xf32>
    %5912 = stablehlo.multiply %theta.layer3.5.bn2.gamma, %5911 : tensor<256xf32>
    %5913 = stablehlo.multiply %5881, %5905 : tensor<256xf32>
    %5914 = stablehlo.subtract %5912, %5913 : tensor<256xf32>
    %5915 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %5916 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %5917 = stablehlo.broadcast_in_dim %5916, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %5918 = stablehlo.multiply %1945, %5917 : tensor<256xf32>
    %5919 = stablehlo.constant dense<9.000000e-01> : tensor<f32>
    %5920 = stablehlo.broadcast_in_dim %5919, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %5921 = stablehlo.multiply %m.layer3.5.bn2.beta, %5920 : tensor<256xf32>
    %5922 = stablehlo.add %5921, %5918 : tensor<256xf32>
    %5923 = stablehlo.multiply %1945, %1945 : tensor<256xf32>
    %5924 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %5925 = stablehlo.broadcast_in_dim %5924, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %5926 = stablehlo.multiply %5923, %5925 : tensor<256xf32>
    %5927 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %5928 = stablehlo.broadcast_in_dim %5927, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %5929 = stablehlo.multiply %v.layer3.5.bn2.beta, %5928 : tensor<256xf32>
    %5930 = stablehlo.add %5929, %5926 : tensor<256xf32>
    %5931 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %5932 = stablehlo.divide %5922, %5931 : tensor<256xf32>
    %5933 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %5934 = stablehlo.divide %5930, %5933 : tensor<256xf32>
    %5935 = stablehlo.constant dense<1.000000e-08> : tensor<f32>
    %5936 = stablehlo.broadcast_in_dim %5935, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %5937 = stablehlo.sqrt %5934 : tensor<256xf32>
    %5938 = stablehlo.add %5937, %5936 : tensor<256xf32>
    %5939 = stablehlo.divide %5932, %5938 : tensor<256xf32>
    %5940 = stablehlo.constant dense<1.000000e-04> : tensor<f32>
    %5941 = stablehlo.broadcast_in_dim %5940, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %5942 = stablehlo.multiply %5915, %5941 : tensor<256xf32>
    %5943 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %5944 = stablehlo.broadcast_in_dim %5943, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %5945 = stablehlo.subtract %5944, %5942 : tensor<256xf32>
    %5946 = stablehlo.multiply %theta.layer3.5.bn2.beta, %5945 : tensor<256xf32>
    %5947 = stablehlo.multiply %5915, %5939 : tensor<256xf32>
    %5948 = stablehlo.subtract %5946, %5947 : tensor<256xf32>
    %5949 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<512x256x3x3xf32>
    %5950 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %5951 = stablehlo.broadcast_in_dim %5950, dims = [] : (tensor<f32>) -> tensor<512x256x3x3xf32>
    %5952 = stablehlo.multiply %1939, %5951 : tensor<512x256x3x3xf32>
    %5953 = stablehlo.constant dense<9.000000e-01> : tensor<f32>
    %5954 = stablehlo.broadcast_in_dim %5953, dims = [] : (tensor<f32>) -> tensor<512x256x3x3xf32>
    %5955 = stablehlo.multiply %m.layer4.0.conv1.w, %5954 : tensor<512x256x3x3xf32>
    %5956 = stablehlo.add %5955, %5952 : tensor<512x256x3x3xf32>
    %5957 = stablehlo.multiply %1939, %1939 : tensor<512x256x3x3xf32>
    %5958 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %5959 = stablehlo.broadcast_in_dim %5958, dims = [] : (tensor<f32>) -> tensor<512x256x3x3xf32>
    %5960 = stablehlo.multiply %5957, %5959 : tensor<512x256x3x3xf32>
    %5961 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %5962 = stablehlo.broadcast_in_dim %5961, dims = [] : (tensor<f32>) -> tensor<512x256x3x3xf32>
    %5963 = stablehlo.multiply %v.layer4.0.conv1.w, %5962 : tensor<512x256x3x3xf32>
    %5964 = stablehlo.add %5963, %5960 : tensor<512x256x3x3xf32>
    %5965 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<512x256x3x3xf32>
    %5966 = stablehlo.divide %5956, %5965 : tensor<512x256x3x3xf32>
    %5967 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<512x256x3x3xf32>
    %5968 = stablehlo.divide %5964, %5967 : tensor<512x256x3x3xf32>
    %5969 = stablehlo.constant dense<1.000000e-08> : tensor<f32>
    %5970 = stablehlo.broadcast_in_dim %5969, dims = [] : (tensor<f32>) -> tensor<512x256x3x3xf32>
    %5971 = stablehlo.sqrt %5968 : tensor<512x256x3x3xf32>
    %5972 = stablehlo.add %5971, %5970 : tensor<512x256x3x3xf32>
    %5973 = stablehlo.divide %5966, %5972 : tensor<512x256x3x3xf32>
    %5974 = stablehlo.constant dense<1.000000e-04> : tensor<f32>
    %5975 = stablehlo.broadcast_in_dim %5974, dims = [] : (tensor<f32>) -> tensor<512x256x3x3xf32>
    %5976 = stablehlo.multiply %5949, %5975 : tensor<512x256x3x3xf32>
    %5977 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %5978 = stablehlo.broadcast_in_dim %5977, dims = [] : (tensor<f32>) -> tensor<512x256x3x3xf32>
    %5979 = stablehlo.subtract %5978, %5976 : tensor<512x256x3x3xf32>
    %5980 = stablehlo.multiply %theta.layer4.0.conv1.w, %5979 : tensor<512x256x3x3xf32>
    %5981 = stablehlo.multiply %5949, %5973 : tensor<512x256x3x3xf32>
    %5982 = stablehlo.subtract %5980, %5981 : tensor<512x256x3x3xf32>
    %5983 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %5984 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %5985 = stablehlo.broadcast_in_dim %5984, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %5986 = stablehlo.multiply %1913, %5985 : tensor<512xf32>
    %5987 = stablehlo.constant dense<9.000000e-01> : tensor<f32>
    %5988 = stablehlo.broadcast_in_dim %5987, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %5989 = stablehlo.multiply %m.layer4.0.bn1.gamma, %5988 : tensor<512xf32>
    %5990 = stablehlo.add %5989, %5986 : tensor<512xf32>
    %5991 = stablehlo.multiply %1913, %1913 : tensor<512xf32>
    %5992 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %5993 = stablehlo.broadcast_in_dim %5992, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %5994 = stablehlo.multiply %5991, %5993 : tensor<512xf32>
    %5995 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %5996 = stablehlo.broadcast_in_dim %5995, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %5997 = stablehlo.multiply %v.layer4.0.bn1.gamma, %5996 : tensor<512xf32>
    %5998 = stablehlo.add %5997, %5994 : tensor<512xf32>
    %5999 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %6000 = stablehlo.divide %5990, %5999 : tensor<512xf32>
    %6001 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %6002 = stablehlo.divide %5998, %6001 : tensor<512xf32>
    %6003 = stablehlo.constant dense<1.000000e-08> : tensor<f32>
    %6004 = stablehlo.broadcast_in_dim %6003, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %6005 = stablehlo.sqrt %6002 : tensor<512xf32>
    %6006 = stablehlo.add %6005, %6004 : tensor<512xf32>
    %6007 = stablehlo.divide %6000, %6006 : tensor<512xf32>
    %6008 = stablehlo.constant dense<1.000000e-04> : tensor<f32>
    %6009 = stablehlo.broadcast_in_dim %6008, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %6010 = stablehlo.multiply %5983, %6009 : tensor<512xf32>
    %6011 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %6012 = stablehlo.broadcast_in_dim %6011, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %6013 = stablehlo.subtract %6012, %6010 : tensor<512xf32>
    %6014 = stablehlo.multiply %theta.layer4.0.bn1.gamma, %6013 : tensor<512xf32>
    %6015 = stablehlo.multiply %5983, %6007 : tensor<512xf32>
    %6016 = stablehlo.subtract %6014, %6015 : tensor<512xf32>
    %6017 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %6018 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %6019 = stablehlo.broadcast_in_dim %6018, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %6020 = stablehlo.multiply %1908, %6019 : tensor<512xf32>
    %6021 = stablehlo.constant dense<9.000000e-01> : tensor<f32>
    %6022 = stablehlo.broadcast_in_dim %6021, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %6023 = stablehlo.multiply %m.layer4.0.bn1.beta, %6022 : tensor<512xf32>
    %6024 = stablehlo.add %6023, %6020 : tensor<512xf32>
    %6025 = stablehlo.multiply %1908, %1908 : tensor<512xf32>
    %6026 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %6027 = stablehlo.broadcast_in_dim %6026, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %6028 = stablehlo.multiply %6025, %6027 : tensor<512xf32>
    %6029 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %6030 = stablehlo.broadcast_in_dim %6029, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %6031 = stablehlo.multiply %v.layer4.0.bn1.beta, %6030 : tensor<512xf32>
    %6032 = stablehlo.add %6031, %6028 : tensor<512xf32>
    %6033 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %6034 = stablehlo.divide %6024, %6033 : tensor<512xf32>
    %6035 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %6036 = stablehlo.divide %6032, %6035 : tensor<512xf32>
    %6037 = stablehlo.constant dense<1.000000e-08> : tensor<f32>
    %6038 = stablehlo.broadcast_in_dim %6037, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %6039 = stablehlo.sqrt %6036 : tensor<512xf32>
    %6040 = stablehlo.add %6039, %6038 : tensor<512xf32>
    %6041 = stablehlo.divide %6034, %6040 : tensor<512xf32>
    %6042 = stablehlo.constant dense<1.000000e-04> : tensor<f32>
    %6043 = stablehlo.broadcast_in_dim %6042, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %6044 = stablehlo.multiply %6017, %6043 : tensor<512xf32>
    %6045 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %6046 = stablehlo.broadcast_in_dim %6045, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %6047 = stablehlo.subtract %6046, %6044 : tensor<512xf32>
    %6048 = stablehlo.multiply %theta.layer4.0.bn1.beta, %6047 : tensor<512xf32>
    %6049 = stablehlo.multiply %6017, %6041 : tensor<512xf32>
    %6050 = stablehlo.subtract %6048, %6049 : tensor<512xf32>
    %6051 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<512x512x3x3xf32>
    %6052 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %6053 = stablehlo.broadcast_in_dim %6052, dims = [] : (tensor<f32>) -> tensor<512x512x3x3xf32>
    %6054 = stablehlo.multiply %1902, %6053 : tensor<512x512x3x3xf32>
    %6055 = stablehlo.constant dense<9.000000e-01> : tensor<f32>
    %6056 = stablehlo.broadcast_in_dim %6055, dims = [] : (tensor<f32>) -> tensor<512x512x3x3xf32>
    %6057 = stablehlo.multiply %m.layer4.0.conv2.w, %6056 : tensor<512x512x3x3xf32>
    %6058 = stablehlo.add %6057, %6054 : tensor<512x512x3x3xf32>
    %6059 = stablehlo.multiply %1902, %1902 : tensor<512x512x3x3xf32>
    %6060 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %6061 = stablehlo.broadcast_in_dim %6060, dims = [] : (tensor<f32>) -> tensor<512x512x3x3xf32>
    %6062 = stablehlo.multiply %6059, %6061 : tensor<512x512x3x3xf32>
    %6063 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %6064 = stablehlo.broadcast_in_dim %6063, dims = [] : (tensor<f32>) -> tensor<512x512x3x3xf32>
    %6065 = stablehlo.multiply %v.layer4.0.conv2.w, %6064 : tensor<512x512x3x3xf32>
    %6066 = stablehlo.add %6065, %6062 : tensor<512x512x3x3xf32>
    %6067 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<512x512x3x3xf32>
    %6068 = stablehlo.divide %6058, %6067 : tensor<512x512x3x3xf32>
    %6069 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<512x512x3x3xf32>
    %6070 = stablehlo.divide %6066, %6069 : tensor<512x512x3x3xf32>
    %6071 = stablehlo.constant dense<1.000000e-08> : tensor<f32>
    %6072 = stablehlo.broadcast_in_dim %6071, dims = [] : (tensor<f32>) -> tensor<512x512x3x3xf32>
    %6073 = stablehlo.sqrt %6070 : tensor<512x512x3x3xf32>
    %6074 = stablehlo.add %6073, %6072 : tensor<512x512x3x3xf32>
    %6075 = stablehlo.divide %6068, %6074 : tensor<512x512x3x3xf32>
    %6076 = stablehlo.constant dense<1.000000e-04> : tensor<f32>
    %6077 = stablehlo.broadcast_in_dim %6076, dims = [] : (tensor<f32>) -> tensor<512x512x3x3xf32>
    %6078 = stablehlo.multiply %6051, %6077 : tensor<512x512x3x3xf32>
    %6079 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %6080 = stablehlo.broadcast_in_dim %6079, dims = [] : (tensor<f32>) -> tensor<512x512x3x3xf32>
    %6081 = stablehlo.subtract %6080, %6078 : tensor<512x512x3x3xf32>
    %6082 = stablehlo.multiply %theta.layer4.0.conv2.w, %6081 : tensor<512x512x3x3xf32>
    %6083 = stablehlo.multiply %6051, %6075 : tensor<512x512x3x3xf32>
    %6084 = stablehlo.subtract %6082, %6083 : tensor<512x512x3x3xf32>
    %6085 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %6086 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %6087 = stablehlo.broadcast_in_dim %6086, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %6088 = stablehlo.multiply %1877, %6087 : tensor<512xf32>
    %6089 = stablehlo.constant dense<9.000000e-01> : tensor<f32>
    %6090 = stablehlo.broadcast_in_dim %6089, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %6091 = stablehlo.multiply %m.layer4.0.bn2.gamma, %6090 : tensor<512xf32>
    %6092 = stablehlo.add %6091, %6088 : tensor<512xf32>
    %6093 = stablehlo.multiply %1877, %1877 : tensor<512xf32>
    %6094 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %6095 = stablehlo.broadcast_in_dim %6094, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %6096 = stablehlo.multiply %6093, %6095 : tensor<512xf32>
    %6097 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %6098 = stablehlo.broadcast_in_dim %6097, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %6099 = stablehlo.multiply %v.layer4.0.bn2.gamma, %6098 : tensor<512xf32>
    %6100 = stablehlo.add %6099, %6096 : tensor<512xf32>
    %6101 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %6102 = stablehlo.divide %6092, %6101 : tensor<512xf32>
    %6103 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %6104 = stablehlo.divide %6100, %6103 : tensor<512xf32>
    %6105 = stablehlo.constant dense<1.000000e-08> : tensor<f32>
    %6106 = stablehlo.broadcast_in_dim %6105, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %6107 = stablehlo.sqrt %6104 : tensor<512xf32>
    %6108 = stablehlo.add %6107, %6106 : tensor<512xf32>
    %6109 = stablehlo.divide %6102, %6108 : tensor<512xf32>
    %6110 = stablehlo.constant dense<1.000000e-04> : tensor<f32>
    %6111 = stablehlo.broadcast_in_dim %6110, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %6112 = stablehlo.multiply %6085, %6111 : tensor<512xf32>
    %6113 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %6114 = stablehlo.broadcast_in_dim %6113, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %6115 = stablehlo.subtract %6114, %6112 : tensor<512xf32>
    %6116 = stablehlo.multiply %theta.layer4.0.bn2.gamma, %6115 : tensor<512xf32>
    %6117 = stablehlo.multiply %6085, %6109 : tensor<512xf32>
    %6118 = stablehlo.subtract %6116, %6117 : tensor<512xf32>
    %6119 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %6120 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %6121 = stablehlo.broadcast_in_dim %6120, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %6122 = stablehlo.multiply %1872, %6121 : tensor<512xf32>
    %6123 = stablehlo.constant dense<9.000000e-01> : tensor<f32>
    %6124 = stablehlo.broadcast_in_dim %6123, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %6125 = stablehlo.multiply %m.layer4.0.bn2.beta, %6124 : tensor<512xf32>
    %6126 = stablehlo.add %6125, %6122 : tensor<512xf32>
    %6127 = stablehlo.multiply %1872, %1872 : tensor<512xf32>
    %6128 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %6129 = stablehlo.broadcast_in_dim %6128, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %6130 = stablehlo.multiply %6127, %6129 : tensor<512xf32>
    %6131 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %6132 = stablehlo.broadcast_in_dim %6131, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %6133 = stablehlo.multiply %v.layer4.0.bn2.beta, %6132 : tensor<512xf32>
    %6134 = stablehlo.add %6133, %6130 : tensor<512xf32>
    %6135 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %6136 = stablehlo.divide %6126, %6135 : tensor<512xf32>
    %6137 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %6138 = stablehlo.divide %6134, %6137 : tensor<512xf32>
    %6139 = stablehlo.constant dense<1.000000e-08> : tensor<f32>
    %6140 = stablehlo.broadcast_in_dim %6139, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %6141 = stablehlo.sqrt %6138 : tensor<512xf32>
    %6142 = stablehlo.add %6141, %6140 : tensor<512xf32>
    %6143 = stablehlo.divide %6136, %6142 : tensor<512xf32>
    %6144 = stablehlo.constant dense<1.000000e-04> : tensor<f32>
    %6145 = stablehlo.broadcast_in_dim %6144, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %6146 = stablehlo.multiply %6119, %6145 : tensor<512xf32>
    %6147 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %6148 = stablehlo.broadcast_in_dim %6147, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %6149 = stablehlo.subtract %6148, %6146 : tensor<512xf32>
    %6150 = stablehlo.multiply %theta.layer4.0.bn2.beta, %6149 : tensor<512xf32>
    %6151 = stablehlo.multiply %6119, %6143 : tensor<512xf32>
    %6152 = stablehlo.subtract %6150, %6151 : tensor<512xf32>
    %6153 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<512x256x1x1xf32>
    %6154 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %6155 = stablehlo.broadcast_in_dim %6154, dims = [] : (tensor<f32>) -> tensor<512x256x1x1xf32>
    %6156 = stablehlo.multiply %1870, %6155 : tensor<512x256x1x1xf32>
    %6157 = stablehlo.constant dense<9.000000e-01> : tensor<f32>
    %6158 = stablehlo.broadcast_in_dim %6157, dims = [] : (tensor<f32>) -> tensor<512x256x1x1xf32>
    %6159 = stablehlo.multiply %m.layer4.0.downsample.0.w, %6158 : tensor<512x256x1x1xf32>
    %6160 = stablehlo.add %6159, %6156 : tensor<512x256x1x1xf32>
    %6161 = stablehlo.multiply %1870, %1870 : tensor<512x256x1x1xf32>
    %6162 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %6163 = stablehlo.broadcast_in_dim %6162, dims = [] : (tensor<f32>) -> tensor<512x256x1x1xf32>
    %6164 = stablehlo.multiply %6161, %6163 : tensor<512x256x1x1xf32>
    %6165 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %6166 = stablehlo.broadcast_in_dim %6165, dims = [] : (tensor<f32>) -> tensor<512x256x1x1xf32>
    %6167 = stablehlo.multiply %v.layer4.0.downsample.0.w, %6166 : tensor<512x256x1x1xf32>
    %6168 = stablehlo.add %6167, %6164 : tensor<512x256x1x1xf32>
    %6169 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<512x256x1x1xf32>
    %6170 = stablehlo.divide %6160, %6169 : tensor<512x256x1x1xf32>
    %6171 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<512x256x1x1xf32>
    %6172 = stablehlo.divide %6168, %6171 : tensor<512x256x1x1xf32>
    %6173 = stablehlo.constant dense<1.000000e-08> : tensor<f32>
    %6174 = stablehlo.broadcast_in_dim %6173, dims = [] : (tensor<f32>) -> tensor<512x256x1x1xf32>
    %6175 = stablehlo.sqrt %6172 : tensor<512x256x1x1xf32>
    %6176 = stablehlo.add %6175, %6174 : tensor<512x256x1x1xf32>
    %6177 = stablehlo.divide %6170, %6176 : tensor<512x256x1x1xf32>
    %6178 = stablehlo.constant dense<1.000000e-04> : tensor<f32>
    %6179 = stablehlo.broadcast_in_dim %6178, dims = [] : (tensor<f32>) -> tensor<512x256x1x1xf32>
    %6180 = stablehlo.multiply %6153, %6179 : tensor<512x256x1x1xf32>
    %6181 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %6182 = stablehlo.broadcast_in_dim %6181, dims = [] : (tensor<f32>) -> tensor<512x256x1x1xf32>
    %6183 = stablehlo.subtract %6182, %6180 : tensor<512x256x1x1xf32>
    %6184 = stablehlo.multiply %theta.layer4.0.downsample.0.w, %6183 : tensor<512x256x1x1xf32>
    %6185 = stablehlo.multiply %6153, %6177 : tensor<512x256x1x1xf32>
    %6186 = stablehlo.subtract %6184, %6185 : tensor<512x256x1x1xf32>
    %6187 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %6188 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %6189 = stablehlo.broadcast_in_dim %6188, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %6190 = stablehlo.multiply %1845, %6189 : tensor<512xf32>
    %6191 = stablehlo.constant dense<9.000000e-01> : tensor<f32>
    %6192 = stablehlo.broadcast_in_dim %6191, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %6193 = stablehlo.multiply %m.layer4.0.downsample.1.gamma, %6192 : tensor<512xf32>
    %6194 = stablehlo.add %6193, %6190 : tensor<512xf32>
    %6195 = stablehlo.multiply %1845, %1845 : tensor<512xf32>
    %6196 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %6197 = stablehlo.broadcast_in_dim %6196, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %6198 = stablehlo.multiply %6195, %6197 : tensor<512xf32>
    %6199 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %6200 = stablehlo.broadcast_in_dim %6199, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %6201 = stablehlo.multiply %v.layer4.0.downsample.1.gamma, %6200 : tensor<512xf32>
    %6202 = stablehlo.add %6201, %6198 : tensor<512xf32>
    %6203 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %6204 = stablehlo.divide %6194, %6203 : tensor<512xf32>
    %6205 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %6206 = stablehlo.divide %6202, %6205 : tensor<512xf32>
    %6207 = stablehlo.constant dense<1.000000e-08> : tensor<f32>
    %6208 = stablehlo.broadcast_in_dim %6207, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %6209 = stablehlo.sqrt %6206 : tensor<512xf32>
    %6210 = stablehlo.add %6209, %6208 : tensor<512xf32>
    %6211 = stablehlo.divide %6204, %6210 : tensor<512xf32>
    %6212 = stablehlo.constant dense<1.000000e-04> : tensor<f32>
    %6213 = stablehlo.broadcast_in_dim %6212, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %6214 = stablehlo.multiply %6187, %6213 : tensor<512xf32>
    %6215 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %6216 = stablehlo.broadcast_in_dim %6215, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %6217 = stablehlo.subtract %6216, %6214 : tensor<512xf32>
    %6218 = stablehlo.multiply %theta.layer4.0.downsample.1.gamma, %6217 : tensor<512xf32>
    %6219 = stablehlo.multiply %6187, %6211 : tensor<512xf32>
    %6220 = stablehlo.subtract %6218, %6219 : tensor<512xf32>
    %6221 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %6222 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %6223 = stablehlo.broadcast_in_dim %6222, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %6224 = stablehlo.multiply %1840, %6223 : tensor<512xf32>
    %6225 = stablehlo.constant dense<9.000000e-01> : tensor<f32>
    %6226 = stablehlo.broadcast_in_dim %6225, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %6227 = stablehlo.multiply %m.layer4.0.downsample.1.beta, %6226 : tensor<512xf32>
    %6228 = stablehlo.add %6227, %6224 : tensor<512xf32>
    %6229 = stablehlo.multiply %1840, %1840 : tensor<512xf32>
    %6230 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %6231 = stablehlo.broadcast_in_dim %6230, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %6232 = stablehlo.multiply %6229, %6231 : tensor<512xf32>
    %6233 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %6234 = stablehlo.broadcast_in_dim %6233, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %6235 = stablehlo.multiply %v.layer4.0.downsample.1.beta, %6234 : tensor<512xf32>
    %6236 = stablehlo.add %6235, %6232 : tensor<512xf32>
    %6237 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %6238 = stablehlo.divide %6228, %6237 : tensor<512xf32>
    %6239 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %6240 = stablehlo.divide %6236, %6239 : tensor<512xf32>
    %6241 = stablehlo.constant dense<1.000000e-08> : tensor<f32>
    %6242 = stablehlo.broadcast_in_dim %6241, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %6243 = stablehlo.sqrt %6240 : tensor<512xf32>
    %6244 = stablehlo.add %6243, %6242 : tensor<512xf32>
    %6245 = stablehlo.divide %6238, %6244 : tensor<512xf32>
    %6246 = stablehlo.constant dense<1.000000e-04> : tensor<f32>
    %6247 = stablehlo.broadcast_in_dim %6246, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %6248 = stablehlo.multiply %6221, %6247 : tensor<512xf32>
    %6249 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %6250 = stablehlo.broadcast_in_dim %6249, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %6251 = stablehlo.subtract %6250, %6248 : tensor<512xf32>
    %6252 = stablehlo.multiply %theta.layer4.0.downsample.1.beta, %6251 : tensor<512xf32>
    %6253 = stablehlo.multiply %6221, %6245 : tensor<512xf32>
    %6254 = stablehlo.subtract %6252, %6253 : tensor<512xf32>
    %6255 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<512x512x3x3xf32>
    %6256 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %6257 = stablehlo.broadcast_in_dim %6256, dims = [] : (tensor<f32>) -> tensor<512x512x3x3xf32>
    %6258 = stablehlo.multiply %1834, %6257 : tensor<512x512x3x3xf32>
    %6259 = stablehlo.constant dense<9.000000e-01> : tensor<f32>
    %6260 = stablehlo.broadcast_in_dim %6259, dims = [] : (tensor<f32>) -> tensor<512x512x3x3xf32>
    %6261 = stablehlo.multiply %m.layer4.1.conv1.w, %6260 : tensor<512x512x3x3xf32>
    %6262 = stablehlo.add %6261, %6258 : tensor<512x512x3x3xf32>
    %6263 = stablehlo.multiply %1834, %1834 : tensor<512x512x3x3xf32>
    %6264 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %6265 = stablehlo.broadcast_in_dim %6264, dims = [] : (tensor<f32>) -> tensor<512x512x3x3xf32>
    %6266 = stablehlo.multiply %6263, %6265 : tensor<512x512x3x3xf32>
    %6267 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %6268 = stablehlo.broadcast_in_dim %6267, dims = [] : (tensor<f32>) -> tensor<512x512x3x3xf32>
    %6269 = stablehlo.multiply %v.layer4.1.conv1.w, %6268 : tensor<512x512x3x3xf32>
    %6270 = stablehlo.add %6269, %6266 : tensor<512x512x3x3xf32>
    %6271 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<512x512x3x3xf32>
    %6272 = stablehlo.divide %6262, %6271 : tensor<512x512x3x3xf32>
    %6273 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<512x512x3x3xf32>
    %6274 = stablehlo.divide %6270, %6273 : tensor<512x512x3x3xf32>
    %6275 = stablehlo.constant dense<1.000000e-08> : tensor<f32>
    %6276 = stablehlo.broadcast_in_dim %6275, dims = [] : (tensor<f32>) -> tensor<512x512x3x3xf32>
    %6277 = stablehlo.sqrt %6274 : tensor<512x512x3x3xf32>
    %6278 = stablehlo.add %6277, %6276 : tensor<512x512x3x3xf32>
    %6279 = stablehlo.divide %6272, %6278 : tensor<512x512x3x3xf32>
    %6280 = stablehlo.constant dense<1.000000e-04> : tensor<f32>
    %6281 = stablehlo.broadcast_in_dim %6280, dims = [] : (tensor<f32>) -> tensor<512x512x3x3xf32>
    %6282 = stablehlo.multiply %6255, %6281 : tensor<512x512x3x3xf32>
    %6283 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %6284 = stablehlo.broadcast_in_dim %6283, dims = [] : (tensor<f32>) -> tensor<512x512x3x3xf32>
    %6285 = stablehlo.subtract %6284, %6282 : tensor<512x512x3x3xf32>
    %6286 = stablehlo.multiply %theta.layer4.1.conv1.w, %6285 : tensor<512x512x3x3xf32>
    %6287 = stablehlo.multiply %6255, %6279 : tensor<512x512x3x3xf32>
    %6288 = stablehlo.subtract %6286, %6287 : tensor<512x512x3x3xf32>
    %6289 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %6290 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %6291 = stablehlo.broadcast_in_dim %6290, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %6292 = stablehlo.multiply %1808, %6291 : tensor<512xf32>
    %6293 = stablehlo.constant dense<9.000000e-01> : tensor<f32>
    %6294 = stablehlo.broadcast_in_dim %6293, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %6295 = stablehlo.multiply %m.layer4.1.bn1.gamma, %6294 : tensor<512xf32>
    %6296 = stablehlo.add %6295, %6292 : tensor<512xf32>
    %6297 = stablehlo.multiply %1808, %1808 : tensor<512xf32>
    %6298 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %6299 = stablehlo.broadcast_in_dim %6298, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %6300 = stablehlo.multiply %6297, %6299 : tensor<512xf32>
    %6301 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %6302 = stablehlo.broadcast_in_dim %6301, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %6303 = stablehlo.multiply %v.layer4.1.bn1.gamma, %6302 : tensor<512xf32>
    %6304 = stablehlo.add %6303, %6300 : tensor<512xf32>
    %6305 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %6306 = stablehlo.divide %6296, %6305 : tensor<512xf32>
    %6307 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %6308 = stablehlo.divide %6304, %6307 : tensor<512xf32>
    %6309 = stablehlo.constant dense<1.000000e-08> : tensor<f32>
    %6310 = stablehlo.broadcast_in_dim %6309, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %6311 = stablehlo.sqrt %6308 : tensor<512xf32>
    %6312 = stablehlo.add %6311, %6310 : tensor<512xf32>
    %6313 = stablehlo.divide %6306, %6312 : tensor<512xf32>
    %6314 = stablehlo.constant dense<1.000000e-04> : tensor<f32>
    %6315 = stablehlo.broadcast_in_dim %6314, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %6316 = stablehlo.multiply %6289, %6315 : tensor<512xf32>
    %6317 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %6318 = stablehlo.broadcast_in_dim %6317, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %6319 = stablehlo.subtract %6318, %6316 : tensor<512xf32>
    %6320 = stablehlo.multiply %theta.layer4.1.bn1.gamma, %6319 : tensor<512xf32>
    %6321 = stablehlo.multiply %6289, %6313 : tensor<512xf32>
    %6322 = stablehlo.subtract %6320, %6321 : tensor<512xf32>
    %6323 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %6324 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %6325 = stablehlo.broadcast_in_dim %6324, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %6326 = stablehlo.multiply %1803, %6325 : tensor<512xf32>
    %6327 = stablehlo.constant dense<9.000000e-01> : tensor<f32>
    %6328 = stablehlo.broadcast_in_dim %6327, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %6329 = stablehlo.multiply %m.layer4.1.bn1.beta, %6328 : tensor<512xf32>
    %6330 = stablehlo.add %6329, %6326 : tensor<512xf32>
    %6331 = stablehlo.multiply %1803, %1803 : tensor<512xf32>
    %6332 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %6333 = stablehlo.broadcast_in_dim %6332, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %6334 = stablehlo.multiply %6331, %6333 : tensor<512xf32>
    %6335 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %6336 = stablehlo.broadcast_in_dim %6335, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %6337 = stablehlo.multiply %v.layer4.1.bn1.beta, %6336 : tensor<512xf32>
    %6338 = stablehlo.add %6337, %6334 : tensor<512xf32>
    %6339 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %6340 = stablehlo.divide %6330, %6339 : tensor<512xf32>
    %6341 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %6342 = stablehlo.divide %6338, %6341 : tensor<512xf32>
    %6343 = stablehlo.constant dense<1.000000e-08> : tensor<f32>
    %6344 = stablehlo.broadcast_in_dim %6343, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %6345 = stablehlo.sqrt %6342 : tensor<512xf32>
    %6346 = stablehlo.add %6345, %6344 : tensor<512xf32>
    %6347 = stablehlo.divide %6340, %6346 : tensor<512xf32>
    %6348 = stablehlo.constant dense<1.000000e-04> : tensor<f32>
    %6349 = stablehlo.broadcast_in_dim %6348, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %6350 = stablehlo.multiply %6323, %6349 : tensor<512xf32>
    %6351 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %6352 = stablehlo.broadcast_in_dim %6351, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %6353 = stablehlo.subtract %6352, %6350 : tensor<512xf32>
    %6354 = stablehlo.multiply %theta.layer4.1.bn1.beta, %6353 : tensor<512xf32>
    %6355 = stablehlo.multiply %6323, %6347 : tensor<512xf32>
    %6356 = stablehlo.subtract %6354, %6355 : tensor<512xf32>
    %6357 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<512x512x3x3xf32>
    %6358 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %6359 = stablehlo.broadcast_in_dim %6358, dims = [] : (tensor<f32>) -> tensor<512x512x3x3xf32>
    %6360 = stablehlo.multiply %1797, %6359 : tensor<512x512x3x3xf32>
    %6361 = stablehlo.constant dense<9.000000e-01> : tensor<f32>
    %6362 = stablehlo.broadcast_in_dim %6361, dims = [] : (tensor<f32>) -> tensor<512x512x3x3xf32>
    %6363 = stablehlo.multiply %m.layer4.1.conv2.w, %6362 : tensor<512x512x3x3xf32>
    %6364 = stablehlo.add %6363, %6360 : tensor<512x512x3x3xf32>
    %6365 = stablehlo.multiply %1797, %1797 : tensor<512x512x3x3xf32>
    %6366 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %6367 = stablehlo.broadcast_in_dim %6366, dims = [] : (tensor<f32>) -> tensor<512x512x3x3xf32>
    %6368 = stablehlo.multiply %6365, %6367 : tensor<512x512x3x3xf32>
    %6369 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %6370 = stablehlo.broadcast_in_dim %6369, dims = [] : (tensor<f32>) -> tensor<512x512x3x3xf32>
    %6371 = stablehlo.multiply %v.layer4.1.conv2.w, %6370 : tensor<512x512x3x3xf32>
    %6372 = stablehlo.add %6371, %6368 : tensor<512x512x3x3xf32>
    %6373 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<512x512x3x3xf32>
    %6374 = stablehlo.divide %6364, %6373 : tensor<512x512x3x3xf32>
    %6375 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<512x512x3x3xf32>
    %6376 = stablehlo.divide %6372, %6375 : tensor<512x512x3x3xf32>
    %6377 = stablehlo.constant dense<1.000000e-08> : tensor<f32>
    %6378 = stablehlo.broadcast_in_dim %6377, dims = [] : (tensor<f32>) -> tensor<512x512x3x3xf32>
    %6379 = stablehlo.sqrt %6376 : tensor<512x512x3x3xf32>
    %6380 = stablehlo.add %6379, %6378 : tensor<512x512x3x3xf32>
    %6381 = stablehlo.divide %6374, %6380 : tensor<512x512x3x3xf32>
    %6382 = stablehlo.constant dense<1.000000e-04> : tensor<f32>
    %6383 = stablehlo.broadcast_in_dim %6382, dims = [] : (tensor<f32>) -> tensor<512x512x3x3xf32>
    %6384 = stablehlo.multiply %6357, %6383 : tensor<512x512x3x3xf32>
    %6385 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %6386 = stablehlo.broadcast_in_dim %6385, dims = [] : (tensor<f32>) -> tensor<512x512x3x3xf32>
    %6387 = stablehlo.subtract %6386, %6384 : tensor<512x512x3x3xf32>
    %6388 = stablehlo.multiply %theta.layer4.1.conv2.w, %6387 : tensor<512x512x3x3xf32>
    %6389 = stablehlo.multiply %6357, %6381 : tensor<512x512x3x3xf32>
    %6390 = stablehlo.subtract %6388, %6389 : tensor<512x512x3x3xf32>
    %6391 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %6392 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %6393 = stablehlo.broadcast_in_dim %6392, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %6394 = stablehlo.multiply %1772, %6393 : tensor<512xf32>
    %6395 = stablehlo.constant dense<9.000000e-01> : tensor<f32>
    %6396 = stablehlo.broadcast_in_dim %6395, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %6397 = stablehlo.multiply %m.layer4.1.bn2.gamma, %6396 : tensor<512xf32>
    %6398 = stablehlo.add %6397, %6394 : tensor<512xf32>
    %6399 = stablehlo.multiply %1772, %1772 : tensor<512xf32>
    %6400 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %6401 = stablehlo.broadcast_in_dim %6400, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %6402 = stablehlo.multiply %6399, %6401 : tensor<512xf32>
    %6403 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %6404 = stablehlo.broadcast_in_dim %6403, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %6405 = stablehlo.multiply %v.layer4.1.bn2.gamma, %6404 : tensor<512xf32>
    %6406 = stablehlo.add %6405, %6402 : tensor<512xf32>
    %6407 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %6408 = stablehlo.divide %6398, %6407 : tensor<512xf32>
    %6409 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %6410 = stablehlo.divide %6406, %6409 : tensor<512xf32>
    %6411 = stablehlo.constant dense<1.000000e-08> : tensor<f32>
    %6412 = stablehlo.broadcast_in_dim %6411, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %6413 = stablehlo.sqrt %6410 : tensor<512xf32>
    %6414 = stablehlo.add %6413, %6412 : tensor<512xf32>
    %6415 = stablehlo.divide %6408, %6414 : tensor<512xf32>
    %6416 = stablehlo.constant dense<1.000000e-04> : tensor<f32>
    %6417 = stablehlo.broadcast_in_dim %6416, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %6418 = stablehlo.multiply %6391, %6417 : tensor<512xf32>
    %6419 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %6420 = stablehlo.broadcast_in_dim %6419, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %6421 = stablehlo.subtract %6420, %6418 : tensor<512xf32>
    %6422 = stablehlo.multiply %theta.layer4.1.bn2.gamma, %6421 : tensor<512xf32>
    %6423 = stablehlo.multiply %6391, %6415 : tensor<512xf32>
    %6424 = stablehlo.subtract %6422, %6423 : tensor<512xf32>
    %6425 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %6426 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %6427 = stablehlo.broadcast_in_dim %6426, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %6428 = stablehlo.multiply %1767, %6427 : tensor<512xf32>
    %6429 = stablehlo.constant dense<9.000000e-01> : tensor<f32>
    %6430 = stablehlo.broadcast_in_dim %6429, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %6431 = stablehlo.multiply %m.layer4.1.bn2.beta, %6430 : tensor<512xf32>
    %6432 = stablehlo.add %6431, %6428 : tensor<512xf32>
    %6433 = stablehlo.multiply %1767, %1767 : tensor<512xf32>
    %6434 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %6435 = stablehlo.broadcast_in_dim %6434, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %6436 = stablehlo.multiply %6433, %6435 : tensor<512xf32>
    %6437 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %6438 = stablehlo.broadcast_in_dim %6437, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %6439 = stablehlo.multiply %v.layer4.1.bn2.beta, %6438 : tensor<512xf32>
    %6440 = stablehlo.add %6439, %6436 : tensor<512xf32>
    %6441 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %6442 = stablehlo.divide %6432, %6441 : tensor<512xf32>
    %6443 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %6444 = stablehlo.divide %6440, %6443 : tensor<512xf32>
    %6445 = stablehlo.constant dense<1.000000e-08> : tensor<f32>
    %6446 = stablehlo.broadcast_in_dim %6445, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %6447 = stablehlo.sqrt %6444 : tensor<512xf32>
    %6448 = stablehlo.add %6447, %6446 : tensor<512xf32>
    %6449 = stablehlo.divide %6442, %6448 : tensor<512xf32>
    %6450 = stablehlo.constant dense<1.000000e-04> : tensor<f32>
    %6451 = stablehlo.broadcast_in_dim %6450, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %6452 = stablehlo.multiply %6425, %6451 : tensor<512xf32>
    %6453 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %6454 = stablehlo.broadcast_in_dim %6453, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %6455 = stablehlo.subtract %6454, %6452 : tensor<512xf32>
    %6456 = stablehlo.multiply %theta.layer4.1.bn2.beta, %6455 : tensor<512xf32>
    %6457 = stablehlo.multiply %6425, %6449 : tensor<512xf32>
    %6458 = stablehlo.subtract %6456, %6457 : tensor<512xf32>
    %6459 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<512x512x3x3xf32>
    %6460 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %6461 = stablehlo.broadcast_in_dim %6460, dims = [] : (tensor<f32>) -> tensor<512x512x3x3xf32>
    %6462 = stablehlo.multiply %1761, %6461 : tensor<512x512x3x3xf32>
    %6463 = stablehlo.constant dense<9.000000e-01> : tensor<f32>
    %6464 = stablehlo.broadcast_in_dim %6463, dims = [] : (tensor<f32>) -> tensor<512x512x3x3xf32>
    %6465 = stablehlo.multiply %m.layer4.2.conv1.w, %6464 : tensor<512x512x3x3xf32>
    %6466 = stablehlo.add %6465, %6462 : tensor<512x512x3x3xf32>
    %6467 = stablehlo.multiply %1761, %1761 : tensor<512x512x3x3xf32>
    %6468 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %6469 = stablehlo.broadcast_in_dim %6468, dims = [] : (tensor<f32>) -> tensor<512x512x3x3xf32>
    %6470 = stablehlo.multiply %6467, %6469 : tensor<512x512x3x3xf32>
    %6471 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %6472 = stablehlo.broadcast_in_dim %6471, dims = [] : (tensor<f32>) -> tensor<512x512x3x3xf32>
    %6473 = stablehlo.multiply %v.layer4.2.conv1.w, %6472 : tensor<512x512x3x3xf32>
    %6474 = stablehlo.add %6473, %6470 : tensor<512x512x3x3xf32>
    %6475 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<512x512x3x3xf32>
    %6476 = stablehlo.divide %6466, %6475 : tensor<512x512x3x3xf32>
    %6477 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<512x512x3x3xf32>
    %6478 = stablehlo.divide %6474, %6477 : tensor<512x512x3x3xf32>
    %6479 = stablehlo.constant dense<1.000000e-08> : tensor<f32>
    %6480 = stablehlo.broadcast_in_dim %6479, dims = [] : (tensor<f32>) -> tensor<512x512x3x3xf32>
    %6481 = stablehlo.sqrt %6478 : tensor<512x512x3x3xf32>
    %6482 = stablehlo.add %6481, %6480 : tensor<512x512x3x3xf32>
    %6483 = stablehlo.divide %6476, %6482 : tensor<512x512x3x3xf32>
    %6484 = stablehlo.constant dense<1.000000e-04> : tensor<f32>
    %6485 = stablehlo.broadcast_in_dim %6484, dims = [] : (tensor<f32>) -> tensor<512x512x3x3xf32>
    %6486 = stablehlo.multiply %6459, %6485 : tensor<512x512x3x3xf32>
    %6487 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %6488 = stablehlo.broadcast_in_dim %6487, dims = [] : (tensor<f32>) -> tensor<512x512x3x3xf32>
    %6489 = stablehlo.subtract %6488, %6486 : tensor<512x512x3x3xf32>
    %6490 = stablehlo.multiply %theta.layer4.2.conv1.w, %6489 : tensor<512x512x3x3xf32>
    %6491 = stablehlo.multiply %6459, %6483 : tensor<512x512x3x3xf32>
    %6492 = stablehlo.subtract %6490, %6491 : tensor<512x512x3x3xf32>
    %6493 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %6494 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %6495 = stablehlo.broadcast_in_dim %6494, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %6496 = stablehlo.multiply %1735, %6495 : tensor<512xf32>
    %6497 = stablehlo.constant dense<9.000000e-01> : tensor<f32>
    %6498 = stablehlo.broadcast_in_dim %6497, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %6499 = stablehlo.multiply %m.layer4.2.bn1.gamma, %6498 : tensor<512xf32>
    %6500 = stablehlo.add %6499, %6496 : tensor<512xf32>
    %6501 = stablehlo.multiply %1735, %1735 : tensor<512xf32>
    %6502 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %6503 = stablehlo.broadcast_in_dim %6502, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %6504 = stablehlo.multiply %6501, %6503 : tensor<512xf32>
    %6505 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %6506 = stablehlo.broadcast_in_dim %6505, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %6507 = stablehlo.multiply %v.layer4.2.bn1.gamma, %6506 : tensor<512xf32>
    %6508 = stablehlo.add %6507, %6504 : tensor<512xf32>
    %6509 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %6510 = stablehlo.divide %6500, %6509 : tensor<512xf32>
    %6511 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %6512 = stablehlo.divide %6508, %6511 : tensor<512xf32>
    %6513 = stablehlo.constant dense<1.000000e-08> : tensor<f32>
    %6514 = stablehlo.broadcast_in_dim %6513, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %6515 = stablehlo.sqrt %6512 : tensor<512xf32>
    %6516 = stablehlo.add %6515, %6514 : tensor<512xf32>
    %6517 = stablehlo.divide %6510, %6516 : tensor<512xf32>
    %6518 = stablehlo.constant dense<1.000000e-04> : tensor<f32>
    %6519 = stablehlo.broadcast_in_dim %6518, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %6520 = stablehlo.multiply %6493, %6519 : tensor<512xf32>
    %6521 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %6522 = stablehlo.broadcast_in_dim %6521, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %6523 = stablehlo.subtract %6522, %6520 : tensor<512xf32>
    %6524 = stablehlo.multiply %theta.layer4.2.bn1.gamma, %6523 : tensor<512xf32>
    %6525 = stablehlo.multiply %6493, %6517 : tensor<512xf32>
    %6526 = stablehlo.subtract %6524, %6525 : tensor<512xf32>
    %6527 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %6528 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %6529 = stablehlo.broadcast_in_dim %6528, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %6530 = stablehlo.multiply %1730, %6529 : tensor<512xf32>
    %6531 = stablehlo.constant dense<9.000000e-01> : tensor<f32>
    %6532 = stablehlo.broadcast_in_dim %6531, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %6533 = stablehlo.multiply %m.layer4.2.bn1.beta, %6532 : tensor<512xf32>
    %6534 = stablehlo.add %6533, %6530 : tensor<512xf32>
    %6535 = stablehlo.multiply %1730, %1730 : tensor<512xf32>
    %6536 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %6537 = stablehlo.broadcast_in_dim %6536, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %6538 = stablehlo.multiply %6535, %6537 : tensor<512xf32>
    %6539 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %6540 = stablehlo.broadcast_in_dim %6539, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %6541 = stablehlo.multiply %v.layer4.2.bn1.beta, %6540 : tensor<512xf32>
    %6542 = stablehlo.add %6541, %6538 : tensor<512xf32>
    %6543 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %6544 = stablehlo.divide %6534, %6543 : tensor<512xf32>
    %6545 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %6546 = stablehlo.divide %6542, %6545 : tensor<512xf32>
    %6547 = stablehlo.constant dense<1.000000e-08> : tensor<f32>
    %6548 = stablehlo.broadcast_in_dim %6547, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %6549 = stablehlo.sqrt %6546 : tensor<512xf32>
    %6550 = stablehlo.add %6549, %6548 : tensor<512xf32>
    %6551 = stablehlo.divide %6544, %6550 : tensor<512xf32>
    %6552 = stablehlo.constant dense<1.000000e-04> : tensor<f32>
    %6553 = stablehlo.broadcast_in_dim %6552, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %6554 = stablehlo.multiply %6527, %6553 : tensor<512xf32>
    %6555 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %6556 = stablehlo.broadcast_in_dim %6555, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %6557 = stablehlo.subtract %6556, %6554 : tensor<512xf32>
    %6558 = stablehlo.multiply %theta.layer4.2.bn1.beta, %6557 : tensor<512xf32>
    %6559 = stablehlo.multiply %6527, %6551 : tensor<512xf32>
    %6560 = stablehlo.subtract %6558, %6559 : tensor<512xf32>
    %6561 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<512x512x3x3xf32>
    %6562 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %6563 = stablehlo.broadcast_in_dim %6562, dims = [] : (tensor<f32>) -> tensor<512x512x3x3xf32>
    %6564 = stablehlo.multiply %1724, %6563 : tensor<512x512x3x3xf32>
    %6565 = stablehlo.constant dense<9.000000e-01> : tensor<f32>
    %6566 = stablehlo.broadcast_in_dim %6565, dims = [] : (tensor<f32>) -> tensor<512x512x3x3xf32>
    %6567 = stablehlo.multiply %m.layer4.2.conv2.w, %6566 : tensor<512x512x3x3xf32>
    %6568 = stablehlo.add %6567, %6564 : tensor<512x512x3x3xf32>
    %6569 = stablehlo.multiply %1724, %1724 : tensor<512x512x3x3xf32>
    %6570 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %6571 = stablehlo.broadcast_in_dim %6570, dims = [] : (tensor<f32>) -> tensor<512x512x3x3xf32>
    %6572 = stablehlo.multiply %6569, %6571 : tensor<512x512x3x3xf32>
    %6573 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %6574 = stablehlo.broadcast_in_dim %6573, dims = [] : (tensor<f32>) -> tensor<512x512x3x3xf32>
    %6575 = stablehlo.multiply %v.layer4.2.conv2.w, %6574 : tensor<512x512x3x3xf32>
    %6576 = stablehlo.add %6575, %6572 : tensor<512x512x3x3xf32>
    %6577 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<512x512x3x3xf32>
    %6578 = stablehlo.divide %6568, %6577 : tensor<512x512x3x3xf32>
    %6579 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<512x512x3x3xf32>
    %6580 = stablehlo.divide %6576, %6579 : tensor<512x512x3x3xf32>
    %6581 = stablehlo.constant dense<1.000000e-08> : tensor<f32>
    %6582 = stablehlo.broadcast_in_dim %6581, dims = [] : (tensor<f32>) -> tensor<512x512x3x3xf32>
    %6583 = stablehlo.sqrt %6580 : tensor<512x512x3x3xf32>
    %6584 = stablehlo.add %6583, %6582 : tensor<512x512x3x3xf32>
    %6585 = stablehlo.divide %6578, %6584 : tensor<512x512x3x3xf32>
    %6586 = stablehlo.constant dense<1.000000e-04> : tensor<f32>
    %6587 = stablehlo.broadcast_in_dim %6586, dims = [] : (tensor<f32>) -> tensor<512x512x3x3xf32>
    %6588 = stablehlo.multiply %6561, %6587 : tensor<512x512x3x3xf32>
    %6589 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %6590 = stablehlo.broadcast_in_dim %6589, dims = [] : (tensor<f32>) -> tensor<512x512x3x3xf32>
    %6591 = stablehlo.subtract %6590, %6588 : tensor<512x512x3x3xf32>
    %6592 = stablehlo.multiply %theta.layer4.2.conv2.w, %6591 : tensor<512x512x3x3xf32>
    %6593 = stablehlo.multiply %6561, %6585 : tensor<512x512x3x3xf32>
    %6594 = stablehlo.subtract %6592, %6593 : tensor<512x512x3x3xf32>
    %6595 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %6596 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %6597 = stablehlo.broadcast_in_dim %6596, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %6598 = stablehlo.multiply %1699, %6597 : tensor<512xf32>
    %6599 = stablehlo.constant dense<9.000000e-01> : tensor<f32>
    %6600 = stablehlo.broadcast_in_dim %6599, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %6601 = stablehlo.multiply %m.layer4.2.bn2.gamma, %6600 : tensor<512xf32>
    %6602 = stablehlo.add %6601, %6598 : tensor<512xf32>
    %6603 = stablehlo.multiply %1699, %1699 : tensor<512xf32>
    %6604 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %6605 = stablehlo.broadcast_in_dim %6604, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %6606 = stablehlo.multiply %6603, %6605 : tensor<512xf32>
    %6607 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %6608 = stablehlo.broadcast_in_dim %6607, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %6609 = stablehlo.multiply %v.layer4.2.bn2.gamma, %6608 : tensor<512xf32>
    %6610 = stablehlo.add %6609, %6606 : tensor<512xf32>
    %6611 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %6612 = stablehlo.divide %6602, %6611 : tensor<512xf32>
    %6613 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %6614 = stablehlo.divide %6610, %6613 : tensor<512xf32>
    %6615 = stablehlo.constant dense<1.000000e-08> : tensor<f32>
    %6616 = stablehlo.broadcast_in_dim %6615, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %6617 = stablehlo.sqrt %6614 : tensor<512xf32>
    %6618 = stablehlo.add %6617, %6616 : tensor<512xf32>
    %6619 = stablehlo.divide %6612, %6618 : tensor<512xf32>
    %6620 = stablehlo.constant dense<1.000000e-04> : tensor<f32>
    %6621 = stablehlo.broadcast_in_dim %6620, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %6622 = stablehlo.multiply %6595, %6621 : tensor<512xf32>
    %6623 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %6624 = stablehlo.broadcast_in_dim %6623, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %6625 = stablehlo.subtract %6624, %6622 : tensor<512xf32>
    %6626 = stablehlo.multiply %theta.layer4.2.bn2.gamma, %6625 : tensor<512xf32>
    %6627 = stablehlo.multiply %6595, %6619 : tensor<512xf32>
    %6628 = stablehlo.subtract %6626, %6627 : tensor<512xf32>
    %6629 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %6630 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %6631 = stablehlo.broadcast_in_dim %6630, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %6632 = stablehlo.multiply %1694, %6631 : tensor<512xf32>
    %6633 = stablehlo.constant dense<9.000000e-01> : tensor<f32>
    %6634 = stablehlo.broadcast_in_dim %6633, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %6635 = stablehlo.multiply %m.layer4.2.bn2.beta, %6634 : tensor<512xf32>
    %6636 = stablehlo.add %6635, %6632 : tensor<512xf32>
    %6637 = stablehlo.multiply %1694, %1694 : tensor<512xf32>
    %6638 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %6639 = stablehlo.broadcast_in_dim %6638, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %6640 = stablehlo.multiply %6637, %6639 : tensor<512xf32>
    %6641 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %6642 = stablehlo.broadcast_in_dim %6641, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %6643 = stablehlo.multiply %v.layer4.2.bn2.beta, %6642 : tensor<512xf32>
    %6644 = stablehlo.add %6643, %6640 : tensor<512xf32>
    %6645 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %6646 = stablehlo.divide %6636, %6645 : tensor<512xf32>
    %6647 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %6648 = stablehlo.divide %6644, %6647 : tensor<512xf32>
    %6649 = stablehlo.constant dense<1.000000e-08> : tensor<f32>
    %6650 = stablehlo.broadcast_in_dim %6649, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %6651 = stablehlo.sqrt %6648 : tensor<512xf32>
    %6652 = stablehlo.add %6651, %6650 : tensor<512xf32>
    %6653 = stablehlo.divide %6646, %6652 : tensor<512xf32>
    %6654 = stablehlo.constant dense<1.000000e-04> : tensor<f32>
    %6655 = stablehlo.broadcast_in_dim %6654, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %6656 = stablehlo.multiply %6629, %6655 : tensor<512xf32>
    %6657 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %6658 = stablehlo.broadcast_in_dim %6657, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %6659 = stablehlo.subtract %6658, %6656 : tensor<512xf32>
    %6660 = stablehlo.multiply %theta.layer4.2.bn2.beta, %6659 : tensor<512xf32>
    %6661 = stablehlo.multiply %6629, %6653 : tensor<512xf32>
    %6662 = stablehlo.subtract %6660, %6661 : tensor<512xf32>
    %6663 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<512x10xf32>
    %6664 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %6665 = stablehlo.broadcast_in_dim %6664, dims = [] : (tensor<f32>) -> tensor<512x10xf32>
    %6666 = stablehlo.multiply %1686, %6665 : tensor<512x10xf32>
    %6667 = stablehlo.constant dense<9.000000e-01> : tensor<f32>
    %6668 = stablehlo.broadcast_in_dim %6667, dims = [] : (tensor<f32>) -> tensor<512x10xf32>
    %6669 = stablehlo.multiply %m.fc.w, %6668 : tensor<512x10xf32>
    %6670 = stablehlo.add %6669, %6666 : tensor<512x10xf32>
    %6671 = stablehlo.multiply %1686, %1686 : tensor<512x10xf32>
    %6672 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %6673 = stablehlo.broadcast_in_dim %6672, dims = [] : (tensor<f32>) -> tensor<512x10xf32>
    %6674 = stablehlo.multiply %6671, %6673 : tensor<512x10xf32>
    %6675 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %6676 = stablehlo.broadcast_in_dim %6675, dims = [] : (tensor<f32>) -> tensor<512x10xf32>
    %6677 = stablehlo.multiply %v.fc.w, %6676 : tensor<512x10xf32>
    %6678 = stablehlo.add %6677, %6674 : tensor<512x10xf32>
    %6679 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<512x10xf32>
    %6680 = stablehlo.divide %6670, %6679 : tensor<512x10xf32>
    %6681 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<512x10xf32>
    %6682 = stablehlo.divide %6678, %6681 : tensor<512x10xf32>
    %6683 = stablehlo.constant dense<1.000000e-08> : tensor<f32>
    %6684 = stablehlo.broadcast_in_dim %6683, dims = [] : (tensor<f32>) -> tensor<512x10xf32>
    %6685 = stablehlo.sqrt %6682 : tensor<512x10xf32>
    %6686 = stablehlo.add %6685, %6684 : tensor<512x10xf32>
    %6687 = stablehlo.divide %6680, %6686 : tensor<512x10xf32>
    %6688 = stablehlo.constant dense<1.000000e-04> : tensor<f32>
    %6689 = stablehlo.broadcast_in_dim %6688, dims = [] : (tensor<f32>) -> tensor<512x10xf32>
    %6690 = stablehlo.multiply %6663, %6689 : tensor<512x10xf32>
    %6691 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %6692 = stablehlo.broadcast_in_dim %6691, dims = [] : (tensor<f32>) -> tensor<512x10xf32>
    %6693 = stablehlo.subtract %6692, %6690 : tensor<512x10xf32>
    %6694 = stablehlo.multiply %theta.fc.w, %6693 : tensor<512x10xf32>
    %6695 = stablehlo.multiply %6663, %6687 : tensor<512x10xf32>
    %6696 = stablehlo.subtract %6694, %6695 : tensor<512x10xf32>
    %6697 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %6698 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %6699 = stablehlo.broadcast_in_dim %6698, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %6700 = stablehlo.multiply %1684, %6699 : tensor<10xf32>
    %6701 = stablehlo.constant dense<9.000000e-01> : tensor<f32>
    %6702 = stablehlo.broadcast_in_dim %6701, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %6703 = stablehlo.multiply %m.fc.b, %6702 : tensor<10xf32>
    %6704 = stablehlo.add %6703, %6700 : tensor<10xf32>
    %6705 = stablehlo.multiply %1684, %1684 : tensor<10xf32>
    %6706 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %6707 = stablehlo.broadcast_in_dim %6706, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %6708 = stablehlo.multiply %6705, %6707 : tensor<10xf32>
    %6709 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %6710 = stablehlo.broadcast_in_dim %6709, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %6711 = stablehlo.multiply %v.fc.b, %6710 : tensor<10xf32>
    %6712 = stablehlo.add %6711, %6708 : tensor<10xf32>
    %6713 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %6714 = stablehlo.divide %6704, %6713 : tensor<10xf32>
    %6715 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %6716 = stablehlo.divide %6712, %6715 : tensor<10xf32>
    %6717 = stablehlo.constant dense<1.000000e-08> : tensor<f32>
    %6718 = stablehlo.broadcast_in_dim %6717, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %6719 = stablehlo.sqrt %6716 : tensor<10xf32>
    %6720 = stablehlo.add %6719, %6718 : tensor<10xf32>
    %6721 = stablehlo.divide %6714, %6720 : tensor<10xf32>
    %6722 = stablehlo.constant dense<1.000000e-04> : tensor<f32>
    %6723 = stablehlo.broadcast_in_dim %6722, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %6724 = stablehlo.multiply %6697, %6723 : tensor<10xf32>
    %6725 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %6726 = stablehlo.broadcast_in_dim %6725, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %6727 = stablehlo.subtract %6726, %6724 : tensor<10xf32>
    %6728 = stablehlo.multiply %theta.fc.b, %6727 : tensor<10xf32>
    %6729 = stablehlo.multiply %6697, %6721 : tensor<10xf32>
    %6730 = stablehlo.subtract %6728, %6729 : tensor<10xf32>
    return %3024, %3058, %3092, %3126, %3160, %3194, %3228, %3262, %3296, %3330, %3364, %3398, %3432, %3466, %3500, %3534, %3568, %3602, %3636, %3670, %3704, %3738, %3772, %3806, %3840, %3874, %3908, %3942, %3976, %4010, %4044, %4078, %4112, %4146, %4180, %4214, %4248, %4282, %4316, %4350, %4384, %4418, %4452, %4486, %4520, %4554, %4588, %4622, %4656, %4690, %4724, %4758, %4792, %4826, %4860, %4894, %4928, %4962, %4996, %5030, %5064, %5098, %5132, %5166, %5200, %5234, %5268, %5302, %5336, %5370, %5404, %5438, %5472, %5506, %5540, %5574, %5608, %5642, %5676, %5710, %5744, %5778, %5812, %5846, %5880, %5914, %5948, %5982, %6016, %6050, %6084, %6118, %6152, %6186, %6220, %6254, %6288, %6322, %6356, %6390, %6424, %6458, %6492, %6526, %6560, %6594, %6628, %6662, %6696, %6730, %2998, %3032, %3066, %3100, %3134, %3168, %3202, %3236, %3270, %3304, %3338, %3372, %3406, %3440, %3474, %3508, %3542, %3576, %3610, %3644, %3678, %3712, %3746, %3780, %3814, %3848, %3882, %3916, %3950, %3984, %4018, %4052, %4086, %4120, %4154, %4188, %4222, %4256, %4290, %4324, %4358, %4392, %4426, %4460, %4494, %4528, %4562, %4596, %4630, %4664, %4698, %4732, %4766, %4800, %4834, %4868, %4902, %4936, %4970, %5004, %5038, %5072, %5106, %5140, %5174, %5208, %5242, %5276, %5310, %5344, %5378, %5412, %5446, %5480, %5514, %5548, %5582, %5616, %5650, %5684, %5718, %5752, %5786, %5820, %5854, %5888, %5922, %5956, %5990, %6024, %6058, %6092, %6126, %6160, %6194, %6228, %6262, %6296, %6330, %6364, %6398, %6432, %6466, %6500, %6534, %6568, %6602, %6636, %6670, %6704, %3006, %3040, %3074, %3108, %3142, %3176, %3210, %3244, %3278, %3312, %3346, %3380, %3414, %3448, %3482, %3516, %3550, %3584, %3618, %3652, %3686, %3720, %3754, %3788, %3822, %3856, %3890, %3924, %3958, %3992, %4026, %4060, %4094, %4128, %4162, %4196, %4230, %4264, %4298, %4332, %4366, %4400, %4434, %4468, %4502, %4536, %4570, %4604, %4638, %4672, %4706, %4740, %4774, %4808, %4842, %4876, %4910, %4944, %4978, %5012, %5046, %5080, %5114, %5148, %5182, %5216, %5250, %5284, %5318, %5352, %5386, %5420, %5454, %5488, %5522, %5556, %5590, %5624, %5658, %5692, %5726, %5760, %5794, %5828, %5862, %5896, %5930, %5964, %5998, %6032, %6066, %6100, %6134, %6168, %6202, %6236, %6270, %6304, %6338, %6372, %6406, %6440, %6474, %6508, %6542, %6576, %6610, %6644, %6678, %6712, %34, %41, %82, %89, %127, %134, %173, %180, %218, %225, %264, %271, %309, %316, %355, %362, %400, %407, %442, %449, %488, %495, %533, %540, %579, %586, %624, %631, %670, %677, %715, %722, %761, %768, %806, %813, %848, %855, %894, %901, %939, %946, %985, %992, %1030, %1037, %1076, %1083, %1121, %1128, %1167, %1174, %1212, %1219, %1258, %1265, %1303, %1310, %1349, %1356, %1394, %1401, %1436, %1443, %1482, %1489, %1527, %1534, %1573, %1580, %1618, %1625, %1652 : tensor<64x3x7x7xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x64x3x3xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x64x3x3xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x64x3x3xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x64x3x3xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x64x3x3xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x64x3x3xf32>, tensor<64xf32>, tensor<64xf32>, tensor<128x64x3x3xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128x128x3x3xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128x64x1x1xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128x128x3x3xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128x128x3x3xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128x128x3x3xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128x128x3x3xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128x128x3x3xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128x128x3x3xf32>, tensor<128xf32>, tensor<128xf32>, tensor<256x128x3x3xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256x256x3x3xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256x128x1x1xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256x256x3x3xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256x256x3x3xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256x256x3x3xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256x256x3x3xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256x256x3x3xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256x256x3x3xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256x256x3x3xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256x256x3x3xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256x256x3x3xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256x256x3x3xf32>, tensor<256xf32>, tensor<256xf32>, tensor<512x256x3x3xf32>, tensor<512xf32>, tensor<512xf32>, tensor<512x512x3x3xf32>, tensor<512xf32>, tensor<512xf32>, tensor<512x256x1x1xf32>, tensor<512xf32>, tensor<512xf32>, tensor<512x512x3x3xf32>, tensor<512xf32>, tensor<512xf32>, tensor<512x512x3x3xf32>, tensor<512xf32>, tensor<512xf32>, tensor<512x512x3x3xf32>, tensor<512xf32>, tensor<512xf32>, tensor<512x512x3x3xf32>, tensor<512xf32>, tensor<512xf32>, tensor<512x10xf32>, tensor<10xf32>, tensor<64x3x7x7xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x64x3x3xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x64x3x3xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x64x3x3xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x64x3x3xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x64x3x3xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x64x3x3xf32>, tensor<64xf32>, tensor<64xf32>, tensor<128x64x3x3xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128x128x3x3xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128x64x1x1xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128x128x3x3xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128x128x3x3xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128x128x3x3xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128x128x3x3xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128x128x3x3xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128x128x3x3xf32>, tensor<128xf32>, tensor<128xf32>, tensor<256x128x3x3xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256x256x3x3xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256x128x1x1xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256x256x3x3xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256x256x3x3xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256x256x3x3xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256x256x3x3xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256x256x3x3xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256x256x3x3xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256x256x3x3xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256x256x3x3xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256x256x3x3xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256x256x3x3xf32>, tensor<256xf32>, tensor<256xf32>, tensor<512x256x3x3xf32>, tensor<512xf32>, tensor<512xf32>, tensor<512x512x3x3xf32>, tensor<512xf32>, tensor<512xf32>, tensor<512x256x1x1xf32>, tensor<512xf32>, tensor<512xf32>, tensor<512x512x3x3xf32>, tensor<512xf32>, tensor<512xf32>, tensor<512x512x3x3xf32>, tensor<512xf32>, tensor<512xf32>, tensor<512x512x3x3xf32>, tensor<512xf32>, tensor<512xf32>, tensor<512x512x3x3xf32>, tensor<512xf32>, tensor<512xf32>, tensor<512x10xf32>, tensor<10xf32>, tensor<64x3x7x7xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x64x3x3xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x64x3x3xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x64x3x3xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x64x3x3xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x64x3x3xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x64x3x3xf32>, tensor<64xf32>, tensor<64xf32>, tensor<128x64x3x3xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128x128x3x3xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128x64x1x1xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128x128x3x3xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128x128x3x3xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128x128x3x3xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128x128x3x3xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128x128x3x3xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128x128x3x3xf32>, tensor<128xf32>, tensor<128xf32>, tensor<256x128x3x3xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256x256x3x3xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256x128x1x1xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256x256x3x3xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256x256x3x3xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256x256x3x3xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256x256x3x3xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256x256x3x3xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256x256x3x3xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256x256x3x3xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256x256x3x3xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256x256x3x3xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256x256x3x3xf32>, tensor<256xf32>, tensor<256xf32>, tensor<512x256x3x3xf32>, tensor<512xf32>, tensor<512xf32>, tensor<512x512x3x3xf32>, tensor<512xf32>, tensor<512xf32>, tensor<512x256x1x1xf32>, tensor<512xf32>, tensor<512xf32>, tensor<512x512x3x3xf32>, tensor<512xf32>, tensor<512xf32>, tensor<512x512x3x3xf32>, tensor<512xf32>, tensor<512xf32>, tensor<512x512x3x3xf32>, tensor<512xf32>, tensor<512xf32>, tensor<512x512x3x3xf32>, tensor<512xf32>, tensor<512xf32>, tensor<512x10xf32>, tensor<10xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<512xf32>, tensor<512xf32>, tensor<512xf32>, tensor<512xf32>, tensor<512xf32>, tensor<512xf32>, tensor<512xf32>, tensor<512xf32>, tensor<512xf32>, tensor<512xf32>, tensor<512xf32>, tensor<512xf32>, tensor<512xf32>, tensor<512xf32>, tensor<f32>
  }
  func.func public @resnet34_fwd(%x: tensor<2x3x224x224xf32>, %theta.conv1.w: tensor<64x3x7x7xf32>, %theta.bn1.gamma: tensor<64xf32>, %theta.bn1.beta: tensor<64xf32>, %theta.layer1.0.conv1.w: tensor<64x64x3x3xf32>, %theta.layer1.0.bn1.gamma: tensor<64xf32>, %theta.layer1.0.bn1.beta: tensor<64xf32>, %theta.layer1.0.conv2.w: tensor<64x64x3x3xf32>, %theta.layer1.0.bn2.gamma: tensor<64xf32>, %theta.layer1.0.bn2.beta: tensor<64xf32>, %theta.layer1.1.conv1.w: tensor<64x64x3x3xf32>, %theta.layer1.1.bn1.gamma: tensor<64xf32>, %theta.layer1.1.bn1.beta: tensor<64xf32>, %theta.layer1.1.conv2.w: tensor<64x64x3x3xf32>, %theta.layer1.1.bn2.gamma: tensor<64xf32>, %theta.layer1.1.bn2.beta: tensor<64xf32>, %theta.layer1.2.conv1.w: tensor<64x64x3x3xf32>, %theta.layer1.2.bn1.gamma: tensor<64xf32>, %theta.layer1.2.bn1.beta: tensor<64xf32>, %theta.layer1.2.conv2.w: tensor<64x64x3x3xf32>, %theta.layer1.2.bn2.gamma: tensor<64xf32>, %theta.layer1.2.bn2.beta: tensor<64xf32>, %theta.layer2.0.conv1.w: tensor<128x64x3x3xf32>, %theta.layer2.0.bn1.gamma: tensor<128xf32>, %theta.layer2.0.bn1.beta: tensor<128xf32>, %theta.layer2.0.conv2.w: tensor<128x128x3x3xf32>, %theta.layer2.0.bn2.gamma: tensor<128xf32>, %theta.layer2.0.bn2.beta: tensor<128xf32>, %theta.layer2.0.downsample.0.w: tensor<128x64x1x1xf32>, %theta.layer2.0.downsample.1.gamma: tensor<128xf32>, %theta.layer2.0.downsample.1.beta: tensor<128xf32>, %theta.layer2.1.conv1.w: tensor<128x128x3x3xf32>, %theta.layer2.1.bn1.gamma: tensor<128xf32>, %theta.layer2.1.bn1.beta: tensor<128xf32>, %theta.layer2.1.conv2.w: tensor<128x128x3x3xf32>, %theta.layer2.1.bn2.gamma: tensor<128xf32>, %theta.layer2.1.bn2.beta: tensor<128xf32>, %theta.layer2.2.conv1.w: tensor<128x128x3x3xf32>, %theta.layer2.2.bn1.gamma: tensor<128xf32>, %theta.layer2.2.bn1.beta: tensor<128xf32>, %theta.layer2.2.conv2.w: tensor<128x128x3x3xf32>, %theta.layer2.2.bn2.gamma: tensor<128xf32>, %theta.layer2.2.bn2.beta: tensor<128xf32>, %theta.layer2.3.conv1.w: tensor<128x128x3x3xf32>, %theta.layer2.3.bn1.gamma: tensor<128xf32>, %theta.layer2.3.bn1.beta: tensor<128xf32>, %theta.layer2.3.conv2.w: tensor<128x128x3x3xf32>, %theta.layer2.3.bn2.gamma: tensor<128xf32>, %theta.layer2.3.bn2.beta: tensor<128xf32>, %theta.layer3.0.conv1.w: tensor<256x128x3x3xf32>, %theta.layer3.0.bn1.gamma: tensor<256xf32>, %theta.layer3.0.bn1.beta: tensor<256xf32>, %theta.layer3.0.conv2.w: tensor<256x256x3x3xf32>, %theta.layer3.0.bn2.gamma: tensor<256xf32>, %theta.layer3.0.bn2.beta: tensor<256xf32>, %theta.layer3.0.downsample.0.w: tensor<256x128x1x1xf32>, %theta.layer3.0.downsample.1.gamma: tensor<256xf32>, %theta.layer3.0.downsample.1.beta: tensor<256xf32>, %theta.layer3.1.conv1.w: tensor<256x256x3x3xf32>, %theta.layer3.1.bn1.gamma: tensor<256xf32>, %theta.layer3.1.bn1.beta: tensor<256xf32>, %theta.layer3.1.conv2.w: tensor<256x256x3x3xf32>, %theta.layer3.1.bn2.gamma: tensor<256xf32>, %theta.layer3.1.bn2.beta: tensor<256xf32>, %theta.layer3.2.conv1.w: tensor<256x256x3x3xf32>, %theta.layer3.2.bn1.gamma: tensor<256xf32>, %theta.layer3.2.bn1.beta: tensor<256xf32>, %theta.layer3.2.conv2.w: tensor<256x256x3x3xf32>, %theta.layer3.2.bn2.gamma: tensor<256xf32>, %theta.layer3.2.bn2.beta: tensor<256xf32>, %theta.layer3.3.conv1.w: tensor<256x256x3x3xf32>, %theta.layer3.3.bn1.gamma: tensor<256xf32>, %theta.layer3.3.bn1.beta: tensor<256xf32>, %theta.layer3.3.conv2.w: tensor<256x256x3x3xf32>, %theta.layer3.3.bn2.gamma: tensor<256xf32>, %theta.layer3.3.bn2.beta: tensor<256xf32>, %theta.layer3.4.conv1.w: tensor<256x256x3x3xf32>, %theta.layer3.4.bn1.gamma: tensor<256xf32>, %theta.layer3.4.bn1.beta: tensor<256xf32>, %theta.layer3.4.conv2.w: tensor<256x256x3x3xf32>, %theta.layer3.4.bn2.gamma: tensor<256xf32>, %theta.layer3.4.bn2.beta: tensor<256xf32>, %theta.layer3.5.conv1.w: tensor<256x256x3x3xf32>, %theta.layer3.5.bn1.gamma: tensor<256xf32>, %theta.layer3.5.bn1.beta: tensor<256xf32>, %theta.layer3.5.conv2.w: tensor<256x256x3x3xf32>, %theta.layer3.5.bn2.gamma: tensor<256xf32>, %theta.layer3.5.bn2.beta: tensor<256xf32>, %theta.layer4.0.conv1.w: tensor<512x256x3x3xf32>, %theta.layer4.0.bn1.gamma: tensor<512xf32>, %theta.layer4.0.bn1.beta: tensor<512xf32>, %theta.layer4.0.conv2.w: tensor<512x512x3x3xf32>, %theta.layer4.0.bn2.gamma: tensor<512xf32>, %theta.layer4.0.bn2.beta: tensor<512xf32>, %theta.layer4.0.downsample.0.w: tensor<512x256x1x1xf32>, %theta.layer4.0.downsample.1.gamma: tensor<512xf32>, %theta.layer4.0.downsample.1.beta: tensor<512xf32>, %theta.layer4.1.conv1.w: tensor<512x512x3x3xf32>, %theta.layer4.1.bn1.gamma: tensor<512xf32>, %theta.layer4.1.bn1.beta: tensor<512xf32>, %theta.layer4.1.conv2.w: tensor<512x512x3x3xf32>, %theta.layer4.1.bn2.gamma: tensor<512xf32>, %theta.layer4.1.bn2.beta: tensor<512xf32>, %theta.layer4.2.conv1.w: tensor<512x512x3x3xf32>, %theta.layer4.2.bn1.gamma: tensor<512xf32>, %theta.layer4.2.bn1.beta: tensor<512xf32>, %theta.layer4.2.conv2.w: tensor<512x512x3x3xf32>, %theta.layer4.2.bn2.gamma: tensor<512xf32>, %theta.layer4.2.bn2.beta: tensor<512xf32>, %theta.fc.w: tensor<512x10xf32>, %theta.fc.b: tensor<10xf32>) -> (tensor<2x10xf32> {jax.result_info = "logits"}) {
    %0 = stablehlo.convolution(%x, %theta.conv1.w) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [2, 2], pad = [[3, 3], [3, 3]]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<2x3x224x224xf32>, tensor<64x3x7x7xf32>) -> tensor<2x64x112x112xf32>
    %1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2 = stablehlo.reduce(%0 init: %1) applies stablehlo.add across dimensions = [0, 2, 3] : (tensor<2x64x112x112xf32>, tensor<f32>) -> tensor<64xf32>
    %3 = stablehlo.constant dense<3.9859693e-05> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %5 = stablehlo.multiply %2, %4 : tensor<64xf32>
    %6 = stablehlo.broadcast_in_dim %5, dims = [1] : (tensor<64xf32>) -> tensor<2x64x112x112xf32>
    %7 = stablehlo.subtract %0, %6 : tensor<2x64x112x112xf32>
    %8 = stablehlo.multiply %7, %7 : tensor<2x64x112x112xf32>
    %9 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %10 = stablehlo.reduce(%8 init: %9) applies stablehlo.add across dimensions = [0, 2, 3] : (tensor<2x64x112x112xf32>, tensor<f32>) -> tensor<64xf32>
    %11 = stablehlo.constant dense<3.9859693e-05> : tensor<f32>
    %12 = stablehlo.broadcast_in_dim %11, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %13 = stablehlo.multiply %10, %12 : tensor<64xf32>
    %14 = stablehlo.constant dense<1.000000e-05> : tensor<f32>
    %15 = stablehlo.broadcast_in_dim %14, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %16 = stablehlo.add %13, %15 : tensor<64xf32>
    %17 = stablehlo.rsqrt %16 : tensor<64xf32>
    %18 = stablehlo.broadcast_in_dim %5, dims = [1] : (tensor<64xf32>) -> tensor<2x64x112x112xf32>
    %19 = stablehlo.subtract %0, %18 : tensor<2x64x112x112xf32>
    %20 = stablehlo.multiply %theta.bn1.gamma, %17 : tensor<64xf32>
    %21 = stablehlo.broadcast_in_dim %20, dims = [1] : (tensor<64xf32>) -> tensor<2x64x112x112xf32>
    %22 = stablehlo.multiply %19, %21 : tensor<2x64x112x112xf32>
    %23 = stablehlo.broadcast_in_dim %theta.bn1.beta, dims = [1] : (tensor<64xf32>) -> tensor<2x64x112x112xf32>
    %24 = stablehlo.add %22, %23 : tensor<2x64x112x112xf32>
    %25 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %26 = stablehlo.broadcast_in_dim %25, dims = [] : (tensor<f32>) -> tensor<2x64x112x112xf32>
    %27 = stablehlo.maximum %24, %26 : tensor<2x64x112x112xf32>
    %28 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %29 = "stablehlo.reduce_window"(%27, %28) <{padding = dense<[[0, 0], [0, 0], [1, 1], [1, 1]]> : tensor<4x2xi64>, window_dimensions = array<i64: 1, 1, 3, 3>, window_strides = array<i64: 1, 1, 2, 2>}> ({
    ^bb0(%arg111: tensor<f32>, %arg112: tensor<f32>):
      %30 = stablehlo.maximum %arg111, %arg112 : tensor<f32>
      stablehlo.return %30 : tensor<f32>
    }) : (tensor<2x64x112x112xf32>, tensor<f32>) -> tensor<2x64x56x56xf32>
    %31 = stablehlo.convolution(%29, %theta.layer1.0.conv1.w) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[1, 1], [1, 1]]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<2x64x56x56xf32>, tensor<64x64x3x3xf32>) -> tensor<2x64x56x56xf32>
    %32 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %33 = stablehlo.reduce(%31 init: %32) applies stablehlo.add across dimensions = [0, 2, 3] : (tensor<2x64x56x56xf32>, tensor<f32>) -> tensor<64xf32>
    %34 = stablehlo.constant dense<1.5943877e-04> : tensor<f32>
    %35 = stablehlo.broadcast_in_dim %34, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %36 = stablehlo.multiply %33, %35 : tensor<64xf32>
    %37 = stablehlo.broadcast_in_dim %36, dims = [1] : (tensor<64xf32>) -> tensor<2x64x56x56xf32>
    %38 = stablehlo.subtract %31, %37 : tensor<2x64x56x56xf32>
    %39 = stablehlo.multiply %38, %38 : tensor<2x64x56x56xf32>
    %40 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %41 = stablehlo.reduce(%39 init: %40) applies stablehlo.add across dimensions = [0, 2, 3] : (tensor<2x64x56x56xf32>, tensor<f32>) -> tensor<64xf32>
    %42 = stablehlo.constant dense<1.5943877e-04> : tensor<f32>
    %43 = stablehlo.broadcast_in_dim %42, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %44 = stablehlo.multiply %41, %43 : tensor<64xf32>
    %45 = stablehlo.constant dense<1.000000e-05> : tensor<f32>
    %46 = stablehlo.broadcast_in_dim %45, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %47 = stablehlo.add %44, %46 : tensor<64xf32>
    %48 = stablehlo.rsqrt %47 : tensor<64xf32>
    %49 = stablehlo.broadcast_in_dim %36, dims = [1] : (tensor<64xf32>) -> tensor<2x64x56x56xf32>
    %50 = stablehlo.subtract %31, %49 : tensor<2x64x56x56xf32>
    %51 = stablehlo.multiply %theta.layer1.0.bn1.gamma, %48 : tensor<64xf32>
    %52 = stablehlo.broadcast_in_dim %51, dims = [1] : (tensor<64xf32>) -> tensor<2x64x56x56xf32>
    %53 = stablehlo.multiply %50, %52 : tensor<2x64x56x56xf32>
    %54 = stablehlo.broadcast_in_dim %theta.layer1.0.bn1.beta, dims = [1] : (tensor<64xf32>) -> tensor<2x64x56x56xf32>
    %55 = stablehlo.add %53, %54 : tensor<2x64x56x56xf32>
    %56 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %57 = stablehlo.broadcast_in_dim %56, dims = [] : (tensor<f32>) -> tensor<2x64x56x56xf32>
    %58 = stablehlo.maximum %55, %57 : tensor<2x64x56x56xf32>
    %59 = stablehlo.convolution(%58, %theta.layer1.0.conv2.w) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[1, 1], [1, 1]]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<2x64x56x56xf32>, tensor<64x64x3x3xf32>) -> tensor<2x64x56x56xf32>
    %60 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %61 = stablehlo.reduce(%59 init: %60) applies stablehlo.add across dimensions = [0, 2, 3] : (tensor<2x64x56x56xf32>, tensor<f32>) -> tensor<64xf32>
    %62 = stablehlo.constant dense<1.5943877e-04> : tensor<f32>
    %63 = stablehlo.broadcast_in_dim %62, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %64 = stablehlo.multiply %61, %63 : tensor<64xf32>
    %65 = stablehlo.broadcast_in_dim %64, dims = [1] : (tensor<64xf32>) -> tensor<2x64x56x56xf32>
    %66 = stablehlo.subtract %59, %65 : tensor<2x64x56x56xf32>
    %67 = stablehlo.multiply %66, %66 : tensor<2x64x56x56xf32>
    %68 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %69 = stablehlo.reduce(%67 init: %68) applies stablehlo.add across dimensions = [0, 2, 3] : (tensor<2x64x56x56xf32>, tensor<f32>) -> tensor<64xf32>
    %70 = stablehlo.constant dense<1.5943877e-04> : tensor<f32>
    %71 = stablehlo.broadcast_in_dim %70, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %72 = stablehlo.multiply %69, %71 : tensor<64xf32>
    %73 = stablehlo.constant dense<1.000000e-05> : tensor<f32>
    %74 = stablehlo.broadcast_in_dim %73, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %75 = stablehlo.add %72, %74 : tensor<64xf32>
    %76 = stablehlo.rsqrt %75 : tensor<64xf32>
    %77 = stablehlo.broadcast_in_dim %64, dims = [1] : (tensor<64xf32>) -> tensor<2x64x56x56xf32>
    %78 = stablehlo.subtract %59, %77 : tensor<2x64x56x56xf32>
    %79 = stablehlo.multiply %theta.layer1.0.bn2.gamma, %76 : tensor<64xf32>
    %80 = stablehlo.broadcast_in_dim %79, dims = [1] : (tensor<64xf32>) -> tensor<2x64x56x56xf32>
    %81 = stablehlo.multiply %78, %80 : tensor<2x64x56x56xf32>
    %82 = stablehlo.broadcast_in_dim %theta.layer1.0.bn2.beta, dims = [1] : (tensor<64xf32>) -> tensor<2x64x56x56xf32>
    %83 = stablehlo.add %81, %82 : tensor<2x64x56x56xf32>
    %84 = stablehlo.add %83, %29 : tensor<2x64x56x56xf32>
    %85 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %86 = stablehlo.broadcast_in_dim %85, dims = [] : (tensor<f32>) -> tensor<2x64x56x56xf32>
    %87 = stablehlo.maximum %84, %86 : tensor<2x64x56x56xf32>
    %88 = stablehlo.convolution(%87, %theta.layer1.1.conv1.w) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[1, 1], [1, 1]]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<2x64x56x56xf32>, tensor<64x64x3x3xf32>) -> tensor<2x64x56x56xf32>
    %89 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %90 = stablehlo.reduce(%88 init: %89) applies stablehlo.add across dimensions = [0, 2, 3] : (tensor<2x64x56x56xf32>, tensor<f32>) -> tensor<64xf32>
    %91 = stablehlo.constant dense<1.5943877e-04> : tensor<f32>
    %92 = stablehlo.broadcast_in_dim %91, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %93 = stablehlo.multiply %90, %92 : tensor<64xf32>
    %94 = stablehlo.broadcast_in_dim %93, dims = [1] : (tensor<64xf32>) -> tensor<2x64x56x56xf32>
    %95 = stablehlo.subtract %88, %94 : tensor<2x64x56x56xf32>
    %96 = stablehlo.multiply %95, %95 : tensor<2x64x56x56xf32>
    %97 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %98 = stablehlo.reduce(%96 init: %97) applies stablehlo.add across dimensions = [0, 2, 3] : (tensor<2x64x56x56xf32>, tensor<f32>) -> tensor<64xf32>
    %99 = stablehlo.constant dense<1.5943877e-04> : tensor<f32>
    %100 = stablehlo.broadcast_in_dim %99, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %101 = stablehlo.multiply %98, %100 : tensor<64xf32>
    %102 = stablehlo.constant dense<1.000000e-05> : tensor<f32>
    %103 = stablehlo.broadcast_in_dim %102, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %104 = stablehlo.add %101, %103 : tensor<64xf32>
    %105 = stablehlo.rsqrt %104 : tensor<64xf32>
    %106 = stablehlo.broadcast_in_dim %93, dims = [1] : (tensor<64xf32>) -> tensor<2x64x56x56xf32>
    %107 = stablehlo.subtract %88, %106 : tensor<2x64x56x56xf32>
    %108 = stablehlo.multiply %theta.layer1.1.bn1.gamma, %105 : tensor<64xf32>
    %109 = stablehlo.broadcast_in_dim %108, dims = [1] : (tensor<64xf32>) -> tensor<2x64x56x56xf32>
    %110 = stablehlo.multiply %107, %109 : tensor<2x64x56x56xf32>
    %111 = stablehlo.broadcast_in_dim %theta.layer1.1.bn1.beta, dims = [1] : (tensor<64xf32>) -> tensor<2x64x56x56xf32>
    %112 = stablehlo.add %110, %111 : tensor<2x64x56x56xf32>
    %113 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %114 = stablehlo.broadcast_in_dim %113, dims = [] : (tensor<f32>) -> tensor<2x64x56x56xf32>
    %115 = stablehlo.maximum %112, %114 : tensor<2x64x56x56xf32>
    %116 = stablehlo.convolution(%115, %theta.layer1.1.conv2.w) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[1, 1], [1, 1]]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<2x64x56x56xf32>, tensor<64x64x3x3xf32>) -> tensor<2x64x56x56xf32>
    %117 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %118 = stablehlo.reduce(%116 init: %117) applies stablehlo.add across dimensions = [0, 2, 3] : (tensor<2x64x56x56xf32>, tensor<f32>) -> tensor<64xf32>
    %119 = stablehlo.constant dense<1.5943877e-04> : tensor<f32>
    %120 = stablehlo.broadcast_in_dim %119, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %121 = stablehlo.multiply %118, %120 : tensor<64xf32>
    %122 = stablehlo.broadcast_in_dim %121, dims = [1] : (tensor<64xf32>) -> tensor<2x64x56x56xf32>
    %123 = stablehlo.subtract %116, %122 : tensor<2x64x56x56xf32>
    %124 = stablehlo.multiply %123, %123 : tensor<2x64x56x56xf32>
    %125 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %126 = stablehlo.reduce(%124 init: %125) applies stablehlo.add across dimensions = [0, 2, 3] : (tensor<2x64x56x56xf32>, tensor<f32>) -> tensor<64xf32>
    %127 = stablehlo.constant dense<1.5943877e-04> : tensor<f32>
    %128 = stablehlo.broadcast_in_dim %127, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %129 = stablehlo.multiply %126, %128 : tensor<64xf32>
    %130 = stablehlo.constant dense<1.000000e-05> : tensor<f32>
    %131 = stablehlo.broadcast_in_dim %130, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %132 = stablehlo.add %129, %131 : tensor<64xf32>
    %133 = stablehlo.rsqrt %132 : tensor<64xf32>
    %134 = stablehlo.broadcast_in_dim %121, dims = [1] : (tensor<64xf32>) -> tensor<2x64x56x56xf32>
    %135 = stablehlo.subtract %116, %134 : tensor<2x64x56x56xf32>
    %136 = stablehlo.multiply %theta.layer1.1.bn2.gamma, %133 : tensor<64xf32>
    %137 = stablehlo.broadcast_in_dim %136, dims = [1] : (tensor<64xf32>) -> tensor<2x64x56x56xf32>
    %138 = stablehlo.multiply %135, %137 : tensor<2x64x56x56xf32>
    %139 = stablehlo.broadcast_in_dim %theta.layer1.1.bn2.beta, dims = [1] : (tensor<64xf32>) -> tensor<2x64x56x56xf32>
    %140 = stablehlo.add %138, %139 : tensor<2x64x56x56xf32>
    %141 = stablehlo.add %140, %87 : tensor<2x64x56x56xf32>
    %142 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %143 = stablehlo.broadcast_in_dim %142, dims = [] : (tensor<f32>) -> tensor<2x64x56x56xf32>
    %144 = stablehlo.maximum %141, %143 : tensor<2x64x56x56xf32>
    %145 = stablehlo.convolution(%144, %theta.layer1.2.conv1.w) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[1, 1], [1, 1]]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<2x64x56x56xf32>, tensor<64x64x3x3xf32>) -> tensor<2x64x56x56xf32>
    %146 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %147 = stablehlo.reduce(%145 init: %146) applies stablehlo.add across dimensions = [0, 2, 3] : (tensor<2x64x56x56xf32>, tensor<f32>) -> tensor<64xf32>
    %148 = stablehlo.constant dense<1.5943877e-04> : tensor<f32>
    %149 = stablehlo.broadcast_in_dim %148, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %150 = stablehlo.multiply %147, %149 : tensor<64xf32>
    %151 = stablehlo.broadcast_in_dim %150, dims = [1] : (tensor<64xf32>) -> tensor<2x64x56x56xf32>
    %152 = stablehlo.subtract %145, %151 : tensor<2x64x56x56xf32>
    %153 = stablehlo.multiply %152, %152 : tensor<2x64x56x56xf32>
    %154 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %155 = stablehlo.reduce(%153 init: %154) applies stablehlo.add across dimensions = [0, 2, 3] : (tensor<2x64x56x56xf32>, tensor<f32>) -> tensor<64xf32>
    %156 = stablehlo.constant dense<1.5943877e-04> : tensor<f32>
    %157 = stablehlo.broadcast_in_dim %156, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %158 = stablehlo.multiply %155, %157 : tensor<64xf32>
    %159 = stablehlo.constant dense<1.000000e-05> : tensor<f32>
    %160 = stablehlo.broadcast_in_dim %159, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %161 = stablehlo.add %158, %160 : tensor<64xf32>
    %162 = stablehlo.rsqrt %161 : tensor<64xf32>
    %163 = stablehlo.broadcast_in_dim %150, dims = [1] : (tensor<64xf32>) -> tensor<2x64x56x56xf32>
    %164 = stablehlo.subtract %145, %163 : tensor<2x64x56x56xf32>
    %165 = stablehlo.multiply %theta.layer1.2.bn1.gamma, %162 : tensor<64xf32>
    %166 = stablehlo.broadcast_in_dim %165, dims = [1] : (tensor<64xf32>) -> tensor<2x64x56x56xf32>
    %167 = stablehlo.multiply %164, %166 : tensor<2x64x56x56xf32>
    %168 = stablehlo.broadcast_in_dim %theta.layer1.2.bn1.beta, dims = [1] : (tensor<64xf32>) -> tensor<2x64x56x56xf32>
    %169 = stablehlo.add %167, %168 : tensor<2x64x56x56xf32>
    %170 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %171 = stablehlo.broadcast_in_dim %170, dims = [] : (tensor<f32>) -> tensor<2x64x56x56xf32>
    %172 = stablehlo.maximum %169, %171 : tensor<2x64x56x56xf32>
    %173 = stablehlo.convolution(%172, %theta.layer1.2.conv2.w) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[1, 1], [1, 1]]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<2x64x56x56xf32>, tensor<64x64x3x3xf32>) -> tensor<2x64x56x56xf32>
    %174 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %175 = stablehlo.reduce(%173 init: %174) applies stablehlo.add across dimensions = [0, 2, 3] : (tensor<2x64x56x56xf32>, tensor<f32>) -> tensor<64xf32>
    %176 = stablehlo.constant dense<1.5943877e-04> : tensor<f32>
    %177 = stablehlo.broadcast_in_dim %176, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %178 = stablehlo.multiply %175, %177 : tensor<64xf32>
    %179 = stablehlo.broadcast_in_dim %178, dims = [1] : (tensor<64xf32>) -> tensor<2x64x56x56xf32>
    %180 = stablehlo.subtract %173, %179 : tensor<2x64x56x56xf32>
    %181 = stablehlo.multiply %180, %180 : tensor<2x64x56x56xf32>
    %182 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %183 = stablehlo.reduce(%181 init: %182) applies stablehlo.add across dimensions = [0, 2, 3] : (tensor<2x64x56x56xf32>, tensor<f32>) -> tensor<64xf32>
    %184 = stablehlo.constant dense<1.5943877e-04> : tensor<f32>
    %185 = stablehlo.broadcast_in_dim %184, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %186 = stablehlo.multiply %183, %185 : tensor<64xf32>
    %187 = stablehlo.constant dense<1.000000e-05> : tensor<f32>
    %188 = stablehlo.broadcast_in_dim %187, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %189 = stablehlo.add %186, %188 : tensor<64xf32>
    %190 = stablehlo.rsqrt %189 : tensor<64xf32>
    %191 = stablehlo.broadcast_in_dim %178, dims = [1] : (tensor<64xf32>) -> tensor<2x64x56x56xf32>
    %192 = stablehlo.subtract %173, %191 : tensor<2x64x56x56xf32>
    %193 = stablehlo.multiply %theta.layer1.2.bn2.gamma, %190 : tensor<64xf32>
    %194 = stablehlo.broadcast_in_dim %193, dims = [1] : (tensor<64xf32>) -> tensor<2x64x56x56xf32>
    %195 = stablehlo.multiply %192, %194 : tensor<2x64x56x56xf32>
    %196 = stablehlo.broadcast_in_dim %theta.layer1.2.bn2.beta, dims = [1] : (tensor<64xf32>) -> tensor<2x64x56x56xf32>
    %197 = stablehlo.add %195, %196 : tensor<2x64x56x56xf32>
    %198 = stablehlo.add %197, %144 : tensor<2x64x56x56xf32>
    %199 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %200 = stablehlo.broadcast_in_dim %199, dims = [] : (tensor<f32>) -> tensor<2x64x56x56xf32>
    %201 = stablehlo.maximum %198, %200 : tensor<2x64x56x56xf32>
    %202 = stablehlo.convolution(%201, %theta.layer2.0.conv1.w) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [2, 2], pad = [[1, 1], [1, 1]]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<2x64x56x56xf32>, tensor<128x64x3x3xf32>) -> tensor<2x128x28x28xf32>
    %203 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %204 = stablehlo.reduce(%202 init: %203) applies stablehlo.add across dimensions = [0, 2, 3] : (tensor<2x128x28x28xf32>, tensor<f32>) -> tensor<128xf32>
    %205 = stablehlo.constant dense<6.377551e-04> : tensor<f32>
    %206 = stablehlo.broadcast_in_dim %205, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %207 = stablehlo.multiply %204, %206 : tensor<128xf32>
    %208 = stablehlo.broadcast_in_dim %207, dims = [1] : (tensor<128xf32>) -> tensor<2x128x28x28xf32>
    %209 = stablehlo.subtract %202, %208 : tensor<2x128x28x28xf32>
    %210 = stablehlo.multiply %209, %209 : tensor<2x128x28x28xf32>
    %211 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %212 = stablehlo.reduce(%210 init: %211) applies stablehlo.add across dimensions = [0, 2, 3] : (tensor<2x128x28x28xf32>, tensor<f32>) -> tensor<128xf32>
    %213 = stablehlo.constant dense<6.377551e-04> : tensor<f32>
    %214 = stablehlo.broadcast_in_dim %213, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %215 = stablehlo.multiply %212, %214 : tensor<128xf32>
    %216 = stablehlo.constant dense<1.000000e-05> : tensor<f32>
    %217 = stablehlo.broadcast_in_dim %216, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %218 = stablehlo.add %215, %217 : tensor<128xf32>
    %219 = stablehlo.rsqrt %218 : tensor<128xf32>
    %220 = stablehlo.broadcast_in_dim %207, dims = [1] : (tensor<128xf32>) -> tensor<2x128x28x28xf32>
    %221 = stablehlo.subtract %202, %220 : tensor<2x128x28x28xf32>
    %222 = stablehlo.multiply %theta.layer2.0.bn1.gamma, %219 : tensor<128xf32>
    %223 = stablehlo.broadcast_in_dim %222, dims = [1] : (tensor<128xf32>) -> tensor<2x128x28x28xf32>
    %224 = stablehlo.multiply %221, %223 : tensor<2x128x28x28xf32>
    %225 = stablehlo.broadcast_in_dim %theta.layer2.0.bn1.beta, dims = [1] : (tensor<128xf32>) -> tensor<2x128x28x28xf32>
    %226 = stablehlo.add %224, %225 : tensor<2x128x28x28xf32>
    %227 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %228 = stablehlo.broadcast_in_dim %227, dims = [] : (tensor<f32>) -> tensor<2x128x28x28xf32>
    %229 = stablehlo.maximum %226, %228 : tensor<2x128x28x28xf32>
    %230 = stablehlo.convolution(%229, %theta.layer2.0.conv2.w) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[1, 1], [1, 1]]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<2x128x28x28xf32>, tensor<128x128x3x3xf32>) -> tensor<2x128x28x28xf32>
    %231 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %232 = stablehlo.reduce(%230 init: %231) applies stablehlo.add across dimensions = [0, 2, 3] : (tensor<2x128x28x28xf32>, tensor<f32>) -> tensor<128xf32>
    %233 = stablehlo.constant dense<6.377551e-04> : tensor<f32>
    %234 = stablehlo.broadcast_in_dim %233, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %235 = stablehlo.multiply %232, %234 : tensor<128xf32>
    %236 = stablehlo.broadcast_in_dim %235, dims = [1] : (tensor<128xf32>) -> tensor<2x128x28x28xf32>
    %237 = stablehlo.subtract %230, %236 : tensor<2x128x28x28xf32>
    %238 = stablehlo.multiply %237, %237 : tensor<2x128x28x28xf32>
    %239 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %240 = stablehlo.reduce(%238 init: %239) applies stablehlo.add across dimensions = [0, 2, 3] : (tensor<2x128x28x28xf32>, tensor<f32>) -> tensor<128xf32>
    %241 = stablehlo.constant dense<6.377551e-04> : tensor<f32>
    %242 = stablehlo.broadcast_in_dim %241, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %243 = stablehlo.multiply %240, %242 : tensor<128xf32>
    %244 = stablehlo.constant dense<1.000000e-05> : tensor<f32>
    %245 = stablehlo.broadcast_in_dim %244, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %246 = stablehlo.add %243, %245 : tensor<128xf32>
    %247 = stablehlo.rsqrt %246 : tensor<128xf32>
    %248 = stablehlo.broadcast_in_dim %235, dims = [1] : (tensor<128xf32>) -> tensor<2x128x28x28xf32>
    %249 = stablehlo.subtract %230, %248 : tensor<2x128x28x28xf32>
    %250 = stablehlo.multiply %theta.layer2.0.bn2.gamma, %247 : tensor<128xf32>
    %251 = stablehlo.broadcast_in_dim %250, dims = [1] : (tensor<128xf32>) -> tensor<2x128x28x28xf32>
    %252 = stablehlo.multiply %249, %251 : tensor<2x128x28x28xf32>
    %253 = stablehlo.broadcast_in_dim %theta.layer2.0.bn2.beta, dims = [1] : (tensor<128xf32>) -> tensor<2x128x28x28xf32>
    %254 = stablehlo.add %252, %253 : tensor<2x128x28x28xf32>
    %255 = stablehlo.convolution(%201, %theta.layer2.0.downsample.0.w) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [2, 2], pad = [[0, 0], [0, 0]]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<2x64x56x56xf32>, tensor<128x64x1x1xf32>) -> tensor<2x128x28x28xf32>
    %256 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %257 = stablehlo.reduce(%255 init: %256) applies stablehlo.add across dimensions = [0, 2, 3] : (tensor<2x128x28x28xf32>, tensor<f32>) -> tensor<128xf32>
    %258 = stablehlo.constant dense<6.377551e-04> : tensor<f32>
    %259 = stablehlo.broadcast_in_dim %258, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %260 = stablehlo.multiply %257, %259 : tensor<128xf32>
    %261 = stablehlo.broadcast_in_dim %260, dims = [1] : (tensor<128xf32>) -> tensor<2x128x28x28xf32>
    %262 = stablehlo.subtract %255, %261 : tensor<2x128x28x28xf32>
    %263 = stablehlo.multiply %262, %262 : tensor<2x128x28x28xf32>
    %264 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %265 = stablehlo.reduce(%263 init: %264) applies stablehlo.add across dimensions = [0, 2, 3] : (tensor<2x128x28x28xf32>, tensor<f32>) -> tensor<128xf32>
    %266 = stablehlo.constant dense<6.377551e-04> : tensor<f32>
    %267 = stablehlo.broadcast_in_dim %266, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %268 = stablehlo.multiply %265, %267 : tensor<128xf32>
    %269 = stablehlo.constant dense<1.000000e-05> : tensor<f32>
    %270 = stablehlo.broadcast_in_dim %269, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %271 = stablehlo.add %268, %270 : tensor<128xf32>
    %272 = stablehlo.rsqrt %271 : tensor<128xf32>
    %273 = stablehlo.broadcast_in_dim %260, dims = [1] : (tensor<128xf32>) -> tensor<2x128x28x28xf32>
    %274 = stablehlo.subtract %255, %273 : tensor<2x128x28x28xf32>
    %275 = stablehlo.multiply %theta.layer2.0.downsample.1.gamma, %272 : tensor<128xf32>
    %276 = stablehlo.broadcast_in_dim %275, dims = [1] : (tensor<128xf32>) -> tensor<2x128x28x28xf32>
    %277 = stablehlo.multiply %274, %276 : tensor<2x128x28x28xf32>
    %278 = stablehlo.broadcast_in_dim %theta.layer2.0.downsample.1.beta, dims = [1] : (tensor<128xf32>) -> tensor<2x128x28x28xf32>
    %279 = stablehlo.add %277, %278 : tensor<2x128x28x28xf32>
    %280 = stablehlo.add %254, %279 : tensor<2x128x28x28xf32>
    %281 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %282 = stablehlo.broadcast_in_dim %281, dims = [] : (tensor<f32>) -> tensor<2x128x28x28xf32>
    %283 = stablehlo.maximum %280, %282 : tensor<2x128x28x28xf32>
    %284 = stablehlo.convolution(%283, %theta.layer2.1.conv1.w) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[1, 1], [1, 1]]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<2x128x28x28xf32>, tensor<128x128x3x3xf32>) -> tensor<2x128x28x28xf32>
    %285 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %286 = stablehlo.reduce(%284 init: %285) applies stablehlo.add across dimensions = [0, 2, 3] : (tensor<2x128x28x28xf32>, tensor<f32>) -> tensor<128xf32>
    %287 = stablehlo.constant dense<6.377551e-04> : tensor<f32>
    %288 = stablehlo.broadcast_in_dim %287, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %289 = stablehlo.multiply %286, %288 : tensor<128xf32>
    %290 = stablehlo.broadcast_in_dim %289, dims = [1] : (tensor<128xf32>) -> tensor<2x128x28x28xf32>
    %291 = stablehlo.subtract %284, %290 : tensor<2x128x28x28xf32>
    %292 = stablehlo.multiply %291, %291 : tensor<2x128x28x28xf32>
    %293 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %294 = stablehlo.reduce(%292 init: %293) applies stablehlo.add across dimensions = [0, 2, 3] : (tensor<2x128x28x28xf32>, tensor<f32>) -> tensor<128xf32>
    %295 = stablehlo.constant dense<6.377551e-04> : tensor<f32>
    %296 = stablehlo.broadcast_in_dim %295, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %297 = stablehlo.multiply %294, %296 : tensor<128xf32>
    %298 = stablehlo.constant dense<1.000000e-05> : tensor<f32>
    %299 = stablehlo.broadcast_in_dim %298, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %300 = stablehlo.add %297, %299 : tensor<128xf32>
    %301 = stablehlo.rsqrt %300 : tensor<128xf32>
    %302 = stablehlo.broadcast_in_dim %289, dims = [1] : (tensor<128xf32>) -> tensor<2x128x28x28xf32>
    %303 = stablehlo.subtract %284, %302 : tensor<2x128x28x28xf32>
    %304 = stablehlo.multiply %theta.layer2.1.bn1.gamma, %301 : tensor<128xf32>
    %305 = stablehlo.broadcast_in_dim %304, dims = [1] : (tensor<128xf32>) -> tensor<2x128x28x28xf32>
    %306 = stablehlo.multiply %303, %305 : tensor<2x128x28x28xf32>
    %307 = stablehlo.broadcast_in_dim %theta.layer2.1.bn1.beta, dims = [1] : (tensor<128xf32>) -> tensor<2x128x28x28xf32>
    %308 = stablehlo.add %306, %307 : tensor<2x128x28x28xf32>
    %309 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %310 = stablehlo.broadcast_in_dim %309, dims = [] : (tensor<f32>) -> tensor<2x128x28x28xf32>
    %311 = stablehlo.maximum %308, %310 : tensor<2x128x28x28xf32>
    %312 = stablehlo.convolution(%311, %theta.layer2.1.conv2.w) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[1, 1], [1, 1]]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<2x128x28x28xf32>, tensor<128x128x3x3xf32>) -> tensor<2x128x28x28xf32>
    %313 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %314 = stablehlo.reduce(%312 init: %313) applies stablehlo.add across dimensions = [0, 2, 3] : (tensor<2x128x28x28xf32>, tensor<f32>) -> tensor<128xf32>
    %315 = stablehlo.constant dense<6.377551e-04> : tensor<f32>
    %316 = stablehlo.broadcast_in_dim %315, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %317 = stablehlo.multiply %314, %316 : tensor<128xf32>
    %318 = stablehlo.broadcast_in_dim %317, dims = [1] : (tensor<128xf32>) -> tensor<2x128x28x28xf32>
    %319 = stablehlo.subtract %312, %318 : tensor<2x128x28x28xf32>
    %320 = stablehlo.multiply %319, %319 : tensor<2x128x28x28xf32>
    %321 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %322 = stablehlo.reduce(%320 init: %321) applies stablehlo.add across dimensions = [0, 2, 3] : (tensor<2x128x28x28xf32>, tensor<f32>) -> tensor<128xf32>
    %323 = stablehlo.constant dense<6.377551e-04> : tensor<f32>
    %324 = stablehlo.broadcast_in_dim %323, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %325 = stablehlo.multiply %322, %324 : tensor<128xf32>
    %326 = stablehlo.constant dense<1.000000e-05> : tensor<f32>
    %327 = stablehlo.broadcast_in_dim %326, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %328 = stablehlo.add %325, %327 : tensor<128xf32>
    %329 = stablehlo.rsqrt %328 : tensor<128xf32>
    %330 = stablehlo.broadcast_in_dim %317, dims = [1] : (tensor<128xf32>) -> tensor<2x128x28x28xf32>
    %331 = stablehlo.subtract %312, %330 : tensor<2x128x28x28xf32>
    %332 = stablehlo.multiply %theta.layer2.1.bn2.gamma, %329 : tensor<128xf32>
    %333 = stablehlo.broadcast_in_dim %332, dims = [1] : (tensor<128xf32>) -> tensor<2x128x28x28xf32>
    %334 = stablehlo.multiply %331, %333 : tensor<2x128x28x28xf32>
    %335 = stablehlo.broadcast_in_dim %theta.layer2.1.bn2.beta, dims = [1] : (tensor<128xf32>) -> tensor<2x128x28x28xf32>
    %336 = stablehlo.add %334, %335 : tensor<2x128x28x28xf32>
    %337 = stablehlo.add %336, %283 : tensor<2x128x28x28xf32>
    %338 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %339 = stablehlo.broadcast_in_dim %338, dims = [] : (tensor<f32>) -> tensor<2x128x28x28xf32>
    %340 = stablehlo.maximum %337, %339 : tensor<2x128x28x28xf32>
    %341 = stablehlo.convolution(%340, %theta.layer2.2.conv1.w) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[1, 1], [1, 1]]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<2x128x28x28xf32>, tensor<128x128x3x3xf32>) -> tensor<2x128x28x28xf32>
    %342 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %343 = stablehlo.reduce(%341 init: %342) applies stablehlo.add across dimensions = [0, 2, 3] : (tensor<2x128x28x28xf32>, tensor<f32>) -> tensor<128xf32>
    %344 = stablehlo.constant dense<6.377551e-04> : tensor<f32>
    %345 = stablehlo.broadcast_in_dim %344, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %346 = stablehlo.multiply %343, %345 : tensor<128xf32>
    %347 = stablehlo.broadcast_in_dim %346, dims = [1] : (tensor<128xf32>) -> tensor<2x128x28x28xf32>
    %348 = stablehlo.subtract %341, %347 : tensor<2x128x28x28xf32>
    %349 = stablehlo.multiply %348, %348 : tensor<2x128x28x28xf32>
    %350 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %351 = stablehlo.reduce(%349 init: %350) applies stablehlo.add across dimensions = [0, 2, 3] : (tensor<2x128x28x28xf32>, tensor<f32>) -> tensor<128xf32>
    %352 = stablehlo.constant dense<6.377551e-04> : tensor<f32>
    %353 = stablehlo.broadcast_in_dim %352, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %354 = stablehlo.multiply %351, %353 : tensor<128xf32>
    %355 = stablehlo.constant dense<1.000000e-05> : tensor<f32>
    %356 = stablehlo.broadcast_in_dim %355, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %357 = stablehlo.add %354, %356 : tensor<128xf32>
    %358 = stablehlo.rsqrt %357 : tensor<128xf32>
    %359 = stablehlo.broadcast_in_dim %346, dims = [1] : (tensor<128xf32>) -> tensor<2x128x28x28xf32>
    %360 = stablehlo.subtract %341, %359 : tensor<2x128x28x28xf32>
    %361 = stablehlo.multiply %theta.layer2.2.bn1.gamma, %358 : tensor<128xf32>
    %362 = stablehlo.broadcast_in_dim %361, dims = [1] : (tensor<128xf32>) -> tensor<2x128x28x28xf32>
    %363 = stablehlo.multiply %360, %362 : tensor<2x128x28x28xf32>
    %364 = stablehlo.broadcast_in_dim %theta.layer2.2.bn1.beta, dims = [1] : (tensor<128xf32>) -> tensor<2x128x28x28xf32>
    %365 = stablehlo.add %363, %364 : tensor<2x128x28x28xf32>
    %366 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %367 = stablehlo.broadcast_in_dim %366, dims = [] : (tensor<f32>) -> tensor<2x128x28x28xf32>
    %368 = stablehlo.maximum %365, %367 : tensor<2x128x28x28xf32>
    %369 = stablehlo.convolution(%368, %theta.layer2.2.conv2.w) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[1, 1], [1, 1]]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<2x128x28x28xf32>, tensor<128x128x3x3xf32>) -> tensor<2x128x28x28xf32>
    %370 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %371 = stablehlo.reduce(%369 init: %370) applies stablehlo.add across dimensions = [0, 2, 3] : (tensor<2x128x28x28xf32>, tensor<f32>) -> tensor<128xf32>
    %372 = stablehlo.constant dense<6.377551e-04> : tensor<f32>
    %373 = stablehlo.broadcast_in_dim %372, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %374 = stablehlo.multiply %371, %373 : tensor<128xf32>
    %375 = stablehlo.broadcast_in_dim %374, dims = [1] : (tensor<128xf32>) -> tensor<2x128x28x28xf32>
    %376 = stablehlo.subtract %369, %375 : tensor<2x128x28x28xf32>
    %377 = stablehlo.multiply %376, %376 : tensor<2x128x28x28xf32>
    %378 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %379 = stablehlo.reduce(%377 init: %378) applies stablehlo.add across dimensions = [0, 2, 3] : (tensor<2x128x28x28xf32>, tensor<f32>) -> tensor<128xf32>
    %380 = stablehlo.constant dense<6.377551e-04> : tensor<f32>
    %381 = stablehlo.broadcast_in_dim %380, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %382 = stablehlo.multiply %379, %381 : tensor<128xf32>
    %383 = stablehlo.constant dense<1.000000e-05> : tensor<f32>
    %384 = stablehlo.broadcast_in_dim %383, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %385 = stablehlo.add %382, %384 : tensor<128xf32>
    %386 = stablehlo.rsqrt %385 : tensor<128xf32>
    %387 = stablehlo.broadcast_in_dim %374, dims = [1] : (tensor<128xf32>) -> tensor<2x128x28x28xf32>
    %388 = stablehlo.subtract %369, %387 : tensor<2x128x28x28xf32>
    %389 = stablehlo.multiply %theta.layer2.2.bn2.gamma, %386 : tensor<128xf32>
    %390 = stablehlo.broadcast_in_dim %389, dims = [1] : (tensor<128xf32>) -> tensor<2x128x28x28xf32>
    %391 = stablehlo.multiply %388, %390 : tensor<2x128x28x28xf32>
    %392 = stablehlo.broadcast_in_dim %theta.layer2.2.bn2.beta, dims = [1] : (tensor<128xf32>) -> tensor<2x128x28x28xf32>
    %393 = stablehlo.add %391, %392 : tensor<2x128x28x28xf32>
    %394 = stablehlo.add %393, %340 : tensor<2x128x28x28xf32>
    %395 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %396 = stablehlo.broadcast_in_dim %395, dims = [] : (tensor<f32>) -> tensor<2x128x28x28xf32>
    %397 = stablehlo.maximum %394, %396 : tensor<2x128x28x28xf32>
    %398 = stablehlo.convolution(%397, %theta.layer2.3.conv1.w) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[1, 1], [1, 1]]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<2x128x28x28xf32>, tensor<128x128x3x3xf32>) -> tensor<2x128x28x28xf32>
    %399 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %400 = stablehlo.reduce(%398 init: %399) applies stablehlo.add across dimensions = [0, 2, 3] : (tensor<2x128x28x28xf32>, tensor<f32>) -> tensor<128xf32>
    %401 = stablehlo.constant dense<6.377551e-04> : tensor<f32>
    %402 = stablehlo.broadcast_in_dim %401, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %403 = stablehlo.multiply %400, %402 : tensor<128xf32>
    %404 = stablehlo.broadcast_in_dim %403, dims = [1] : (tensor<128xf32>) -> tensor<2x128x28x28xf32>
    %405 = stablehlo.subtract %398, %404 : tensor<2x128x28x28xf32>
    %406 = stablehlo.multiply %405, %405 : tensor<2x128x28x28xf32>
    %407 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %408 = stablehlo.reduce(%406 init: %407) applies stablehlo.add across dimensions = [0, 2, 3] : (tensor<2x128x28x28xf32>, tensor<f32>) -> tensor<128xf32>
    %409 = stablehlo.constant dense<6.377551e-04> : tensor<f32>
    %410 = stablehlo.broadcast_in_dim %409, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %411 = stablehlo.multiply %408, %410 : tensor<128xf32>
    %412 = stablehlo.constant dense<1.000000e-05> : tensor<f32>
    %413 = stablehlo.broadcast_in_dim %412, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %414 = stablehlo.add %411, %413 : tensor<128xf32>
    %415 = stablehlo.rsqrt %414 : tensor<128xf32>
    %416 = stablehlo.broadcast_in_dim %403, dims = [1] : (tensor<128xf32>) -> tensor<2x128x28x28xf32>
    %417 = stablehlo.subtract %398, %416 : tensor<2x128x28x28xf32>
    %418 = stablehlo.multiply %theta.layer2.3.bn1.gamma, %415 : tensor<128xf32>
    %419 = stablehlo.broadcast_in_dim %418, dims = [1] : (tensor<128xf32>) -> tensor<2x128x28x28xf32>
    %420 = stablehlo.multiply %417, %419 : tensor<2x128x28x28xf32>
    %421 = stablehlo.broadcast_in_dim %theta.layer2.3.bn1.beta, dims = [1] : (tensor<128xf32>) -> tensor<2x128x28x28xf32>
    %422 = stablehlo.add %420, %421 : tensor<2x128x28x28xf32>
    %423 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %424 = stablehlo.broadcast_in_dim %423, dims = [] : (tensor<f32>) -> tensor<2x128x28x28xf32>
    %425 = stablehlo.maximum %422, %424 : tensor<2x128x28x28xf32>
    %426 = stablehlo.convolution(%425, %theta.layer2.3.conv2.w) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[1, 1], [1, 1]]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<2x128x28x28xf32>, tensor<128x128x3x3xf32>) -> tensor<2x128x28x28xf32>
    %427 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %428 = stablehlo.reduce(%426 init: %427) applies stablehlo.add across dimensions = [0, 2, 3] : (tensor<2x128x28x28xf32>, tensor<f32>) -> tensor<128xf32>
    %429 = stablehlo.constant dense<6.377551e-04> : tensor<f32>
    %430 = stablehlo.broadcast_in_dim %429, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %431 = stablehlo.multiply %428, %430 : tensor<128xf32>
    %432 = stablehlo.broadcast_in_dim %431, dims = [1] : (tensor<128xf32>) -> tensor<2x128x28x28xf32>
    %433 = stablehlo.subtract %426, %432 : tensor<2x128x28x28xf32>
    %434 = stablehlo.multiply %433, %433 : tensor<2x128x28x28xf32>
    %435 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %436 = stablehlo.reduce(%434 init: %435) applies stablehlo.add across dimensions = [0, 2, 3] : (tensor<2x128x28x28xf32>, tensor<f32>) -> tensor<128xf32>
    %437 = stablehlo.constant dense<6.377551e-04> : tensor<f32>
    %438 = stablehlo.broadcast_in_dim %437, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %439 = stablehlo.multiply %436, %438 : tensor<128xf32>
    %440 = stablehlo.constant dense<1.000000e-05> : tensor<f32>
    %441 = stablehlo.broadcast_in_dim %440, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %442 = stablehlo.add %439, %441 : tensor<128xf32>
    %443 = stablehlo.rsqrt %442 : tensor<128xf32>
    %444 = stablehlo.broadcast_in_dim %431, dims = [1] : (tensor<128xf32>) -> tensor<2x128x28x28xf32>
    %445 = stablehlo.subtract %426, %444 : tensor<2x128x28x28xf32>
    %446 = stablehlo.multiply %theta.layer2.3.bn2.gamma, %443 : tensor<128xf32>
    %447 = stablehlo.broadcast_in_dim %446, dims = [1] : (tensor<128xf32>) -> tensor<2x128x28x28xf32>
    %448 = stablehlo.multiply %445, %447 : tensor<2x128x28x28xf32>
    %449 = stablehlo.broadcast_in_dim %theta.layer2.3.bn2.beta, dims = [1] : (tensor<128xf32>) -> tensor<2x128x28x28xf32>
    %450 = stablehlo.add %448, %449 : tensor<2x128x28x28xf32>
    %451 = stablehlo.add %450, %397 : tensor<2x128x28x28xf32>
    %452 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %453 = stablehlo.broadcast_in_dim %452, dims = [] : (tensor<f32>) -> tensor<2x128x28x28xf32>
    %454 = stablehlo.maximum %451, %453 : tensor<2x128x28x28xf32>
    %455 = stablehlo.convolution(%454, %theta.layer3.0.conv1.w) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [2, 2], pad = [[1, 1], [1, 1]]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<2x128x28x28xf32>, tensor<256x128x3x3xf32>) -> tensor<2x256x14x14xf32>
    %456 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %457 = stablehlo.reduce(%455 init: %456) applies stablehlo.add across dimensions = [0, 2, 3] : (tensor<2x256x14x14xf32>, tensor<f32>) -> tensor<256xf32>
    %458 = stablehlo.constant dense<2.5510204e-03> : tensor<f32>
    %459 = stablehlo.broadcast_in_dim %458, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %460 = stablehlo.multiply %457, %459 : tensor<256xf32>
    %461 = stablehlo.broadcast_in_dim %460, dims = [1] : (tensor<256xf32>) -> tensor<2x256x14x14xf32>
    %462 = stablehlo.subtract %455, %461 : tensor<2x256x14x14xf32>
    %463 = stablehlo.multiply %462, %462 : tensor<2x256x14x14xf32>
    %464 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %465 = stablehlo.reduce(%463 init: %464) applies stablehlo.add across dimensions = [0, 2, 3] : (tensor<2x256x14x14xf32>, tensor<f32>) -> tensor<256xf32>
    %466 = stablehlo.constant dense<2.5510204e-03> : tensor<f32>
    %467 = stablehlo.broadcast_in_dim %466, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %468 = stablehlo.multiply %465, %467 : tensor<256xf32>
    %469 = stablehlo.constant dense<1.000000e-05> : tensor<f32>
    %470 = stablehlo.broadcast_in_dim %469, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %471 = stablehlo.add %468, %470 : tensor<256xf32>
    %472 = stablehlo.rsqrt %471 : tensor<256xf32>
    %473 = stablehlo.broadcast_in_dim %460, dims = [1] : (tensor<256xf32>) -> tensor<2x256x14x14xf32>
    %474 = stablehlo.subtract %455, %473 : tensor<2x256x14x14xf32>
    %475 = stablehlo.multiply %theta.layer3.0.bn1.gamma, %472 : tensor<256xf32>
    %476 = stablehlo.broadcast_in_dim %475, dims = [1] : (tensor<256xf32>) -> tensor<2x256x14x14xf32>
    %477 = stablehlo.multiply %474, %476 : tensor<2x256x14x14xf32>
    %478 = stablehlo.broadcast_in_dim %theta.layer3.0.bn1.beta, dims = [1] : (tensor<256xf32>) -> tensor<2x256x14x14xf32>
    %479 = stablehlo.add %477, %478 : tensor<2x256x14x14xf32>
    %480 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %481 = stablehlo.broadcast_in_dim %480, dims = [] : (tensor<f32>) -> tensor<2x256x14x14xf32>
    %482 = stablehlo.maximum %479, %481 : tensor<2x256x14x14xf32>
    %483 = stablehlo.convolution(%482, %theta.layer3.0.conv2.w) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[1, 1], [1, 1]]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<2x256x14x14xf32>, tensor<256x256x3x3xf32>) -> tensor<2x256x14x14xf32>
    %484 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %485 = stablehlo.reduce(%483 init: %484) applies stablehlo.add across dimensions = [0, 2, 3] : (tensor<2x256x14x14xf32>, tensor<f32>) -> tensor<256xf32>
    %486 = stablehlo.constant dense<2.5510204e-03> : tensor<f32>
    %487 = stablehlo.broadcast_in_dim %486, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %488 = stablehlo.multiply %485, %487 : tensor<256xf32>
    %489 = stablehlo.broadcast_in_dim %488, dims = [1] : (tensor<256xf32>) -> tensor<2x256x14x14xf32>
    %490 = stablehlo.subtract %483, %489 : tensor<2x256x14x14xf32>
    %491 = stablehlo.multiply %490, %490 : tensor<2x256x14x14xf32>
    %492 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %493 = stablehlo.reduce(%491 init: %492) applies stablehlo.add across dimensions = [0, 2, 3] : (tensor<2x256x14x14xf32>, tensor<f32>) -> tensor<256xf32>
    %494 = stablehlo.constant dense<2.5510204e-03> : tensor<f32>
    %495 = stablehlo.broadcast_in_dim %494, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %496 = stablehlo.multiply %493, %495 : tensor<256xf32>
    %497 = stablehlo.constant dense<1.000000e-05> : tensor<f32>
    %498 = stablehlo.broadcast_in_dim %497, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %499 = stablehlo.add %496, %498 : tensor<256xf32>
    %500 = stablehlo.rsqrt %499 : tensor<256xf32>
    %501 = stablehlo.broadcast_in_dim %488, dims = [1] : (tensor<256xf32>) -> tensor<2x256x14x14xf32>
    %502 = stablehlo.subtract %483, %501 : tensor<2x256x14x14xf32>
    %503 = stablehlo.multiply %theta.layer3.0.bn2.gamma, %500 : tensor<256xf32>
    %504 = stablehlo.broadcast_in_dim %503, dims = [1] : (tensor<256xf32>) -> tensor<2x256x14x14xf32>
    %505 = stablehlo.multiply %502, %504 : tensor<2x256x14x14xf32>
    %506 = stablehlo.broadcast_in_dim %theta.layer3.0.bn2.beta, dims = [1] : (tensor<256xf32>) -> tensor<2x256x14x14xf32>
    %507 = stablehlo.add %505, %506 : tensor<2x256x14x14xf32>
    %508 = stablehlo.convolution(%454, %theta.layer3.0.downsample.0.w) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [2, 2], pad = [[0, 0], [0, 0]]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<2x128x28x28xf32>, tensor<256x128x1x1xf32>) -> tensor<2x256x14x14xf32>
    %509 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %510 = stablehlo.reduce(%508 init: %509) applies stablehlo.add across dimensions = [0, 2, 3] : (tensor<2x256x14x14xf32>, tensor<f32>) -> tensor<256xf32>
    %511 = stablehlo.constant dense<2.5510204e-03> : tensor<f32>
    %512 = stablehlo.broadcast_in_dim %511, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %513 = stablehlo.multiply %510, %512 : tensor<256xf32>
    %514 = stablehlo.broadcast_in_dim %513, dims = [1] : (tensor<256xf32>) -> tensor<2x256x14x14xf32>
    %515 = stablehlo.subtract %508, %514 : tensor<2x256x14x14xf32>
    %516 = stablehlo.multiply %515, %515 : tensor<2x256x14x14xf32>
    %517 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %518 = stablehlo.reduce(%516 init: %517) applies stablehlo.add across dimensions = [0, 2, 3] : (tensor<2x256x14x14xf32>, tensor<f32>) -> tensor<256xf32>
    %519 = stablehlo.constant dense<2.5510204e-03> : tensor<f32>
    %520 = stablehlo.broadcast_in_dim %519, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %521 = stablehlo.multiply %518, %520 : tensor<256xf32>
    %522 = stablehlo.constant dense<1.000000e-05> : tensor<f32>
    %523 = stablehlo.broadcast_in_dim %522, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %524 = stablehlo.add %521, %523 : tensor<256xf32>
    %525 = stablehlo.rsqrt %524 : tensor<256xf32>
    %526 = stablehlo.broadcast_in_dim %513, dims = [1] : (tensor<256xf32>) -> tensor<2x256x14x14xf32>
    %527 = stablehlo.subtract %508, %526 : tensor<2x256x14x14xf32>
    %528 = stablehlo.multiply %theta.layer3.0.downsample.1.gamma, %525 : tensor<256xf32>
    %529 = stablehlo.broadcast_in_dim %528, dims = [1] : (tensor<256xf32>) -> tensor<2x256x14x14xf32>
    %530 = stablehlo.multiply %527, %529 : tensor<2x256x14x14xf32>
    %531 = stablehlo.broadcast_in_dim %theta.layer3.0.downsample.1.beta, dims = [1] : (tensor<256xf32>) -> tensor<2x256x14x14xf32>
    %532 = stablehlo.add %530, %531 : tensor<2x256x14x14xf32>
    %533 = stablehlo.add %507, %532 : tensor<2x256x14x14xf32>
    %534 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %535 = stablehlo.broadcast_in_dim %534, dims = [] : (tensor<f32>) -> tensor<2x256x14x14xf32>
    %536 = stablehlo.maximum %533, %535 : tensor<2x256x14x14xf32>
    %537 = stablehlo.convolution(%536, %theta.layer3.1.conv1.w) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[1, 1], [1, 1]]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<2x256x14x14xf32>, tensor<256x256x3x3xf32>) -> tensor<2x256x14x14xf32>
    %538 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %539 = stablehlo.reduce(%537 init: %538) applies stablehlo.add across dimensions = [0, 2, 3] : (tensor<2x256x14x14xf32>, tensor<f32>) -> tensor<256xf32>
    %540 = stablehlo.constant dense<2.5510204e-03> : tensor<f32>
    %541 = stablehlo.broadcast_in_dim %540, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %542 = stablehlo.multiply %539, %541 : tensor<256xf32>
    %543 = stablehlo.broadcast_in_dim %542, dims = [1] : (tensor<256xf32>) -> tensor<2x256x14x14xf32>
    %544 = stablehlo.subtract %537, %543 : tensor<2x256x14x14xf32>
    %545 = stablehlo.multiply %544, %544 : tensor<2x256x14x14xf32>
    %546 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %547 = stablehlo.reduce(%545 init: %546) applies stablehlo.add across dimensions = [0, 2, 3] : (tensor<2x256x14x14xf32>, tensor<f32>) -> tensor<256xf32>
    %548 = stablehlo.constant dense<2.5510204e-03> : tensor<f32>
    %549 = stablehlo.broadcast_in_dim %548, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %550 = stablehlo.multiply %547, %549 : tensor<256xf32>
    %551 = stablehlo.constant dense<1.000000e-05> : tensor<f32>
    %552 = stablehlo.broadcast_in_dim %551, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %553 = stablehlo.add %550, %552 : tensor<256xf32>
    %554 = stablehlo.rsqrt %553 : tensor<256xf32>
    %555 = stablehlo.broadcast_in_dim %542, dims = [1] : (tensor<256xf32>) -> tensor<2x256x14x14xf32>
    %556 = stablehlo.subtract %537, %555 : tensor<2x256x14x14xf32>
    %557 = stablehlo.multiply %theta.layer3.1.bn1.gamma, %554 : tensor<256xf32>
    %558 = stablehlo.broadcast_in_dim %557, dims = [1] : (tensor<256xf32>) -> tensor<2x256x14x14xf32>
    %559 = stablehlo.multiply %556, %558 : tensor<2x256x14x14xf32>
    %560 = stablehlo.broadcast_in_dim %theta.layer3.1.bn1.beta, dims = [1] : (tensor<256xf32>) -> tensor<2x256x14x14xf32>
    %561 = stablehlo.add %559, %560 : tensor<2x256x14x14xf32>
    %562 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %563 = stablehlo.broadcast_in_dim %562, dims = [] : (tensor<f32>) -> tensor<2x256x14x14xf32>
    %564 = stablehlo.maximum %561, %563 : tensor<2x256x14x14xf32>
    %565 = stablehlo.convolution(%564, %theta.layer3.1.conv2.w) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[1, 1], [1, 1]]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<2x256x14x14xf32>, tensor<256x256x3x3xf32>) -> tensor<2x256x14x14xf32>
    %566 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %567 = stablehlo.reduce(%565 init: %566) applies stablehlo.add across dimensions = [0, 2, 3] : (tensor<2x256x14x14xf32>, tensor<f32>) -> tensor<256xf32>
    %568 = stablehlo.constant dense<2.5510204e-03> : tensor<f32>
    %569 = stablehlo.broadcast_in_dim %568, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %570 = stablehlo.multiply %567, %569 : tensor<256xf32>
    %571 = stablehlo.broadcast_in_dim %570, dims = [1] : (tensor<256xf32>) -> tensor<2x256x14x14xf32>
    %572 = stablehlo.subtract %565, %571 : tensor<2x256x14x14xf32>
    %573 = stablehlo.multiply %572, %572 : tensor<2x256x14x14xf32>
    %574 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %575 = stablehlo.reduce(%573 init: %574) applies stablehlo.add across dimensions = [0, 2, 3] : (tensor<2x256x14x14xf32>, tensor<f32>) -> tensor<256xf32>
    %576 = stablehlo.constant dense<2.5510204e-03> : tensor<f32>
    %577 = stablehlo.broadcast_in_dim %576, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %578 = stablehlo.multiply %575, %577 : tensor<256xf32>
    %579 = stablehlo.constant dense<1.000000e-05> : tensor<f32>
    %580 = stablehlo.broadcast_in_dim %579, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %581 = stablehlo.add %578, %580 : tensor<256xf32>
    %582 = stablehlo.rsqrt %581 : tensor<256xf32>
    %583 = stablehlo.broadcast_in_dim %570, dims = [1] : (tensor<256xf32>) -> tensor<2x256x14x14xf32>
    %584 = stablehlo.subtract %565, %583 : tensor<2x256x14x14xf32>
    %585 = stablehlo.multiply %theta.layer3.1.bn2.gamma, %582 : tensor<256xf32>
    %586 = stablehlo.broadcast_in_dim %585, dims = [1] : (tensor<256xf32>) -> tensor<2x256x14x14xf32>
    %587 = stablehlo.multiply %584, %586 : tensor<2x256x14x14xf32>
    %588 = stablehlo.broadcast_in_dim %theta.layer3.1.bn2.beta, dims = [1] : (tensor<256xf32>) -> tensor<2x256x14x14xf32>
    %589 = stablehlo.add %587, %588 : tensor<2x256x14x14xf32>
    %590 = stablehlo.add %589, %536 : tensor<2x256x14x14xf32>
    %591 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %592 = stablehlo.broadcast_in_dim %591, dims = [] : (tensor<f32>) -> tensor<2x256x14x14xf32>
    %593 = stablehlo.maximum %590, %592 : tensor<2x256x14x14xf32>
    %594 = stablehlo.convolution(%593, %theta.layer3.2.conv1.w) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[1, 1], [1, 1]]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<2x256x14x14xf32>, tensor<256x256x3x3xf32>) -> tensor<2x256x14x14xf32>
    %595 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %596 = stablehlo.reduce(%594 init: %595) applies stablehlo.add across dimensions = [0, 2, 3] : (tensor<2x256x14x14xf32>, tensor<f32>) -> tensor<256xf32>
    %597 = stablehlo.constant dense<2.5510204e-03> : tensor<f32>
    %598 = stablehlo.broadcast_in_dim %597, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %599 = stablehlo.multiply %596, %598 : tensor<256xf32>
    %600 = stablehlo.broadcast_in_dim %599, dims = [1] : (tensor<256xf32>) -> tensor<2x256x14x14xf32>
    %601 = stablehlo.subtract %594, %600 : tensor<2x256x14x14xf32>
    %602 = stablehlo.multiply %601, %601 : tensor<2x256x14x14xf32>
    %603 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %604 = stablehlo.reduce(%602 init: %603) applies stablehlo.add across dimensions = [0, 2, 3] : (tensor<2x256x14x14xf32>, tensor<f32>) -> tensor<256xf32>
    %605 = stablehlo.constant dense<2.5510204e-03> : tensor<f32>
    %606 = stablehlo.broadcast_in_dim %605, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %607 = stablehlo.multiply %604, %606 : tensor<256xf32>
    %608 = stablehlo.constant dense<1.000000e-05> : tensor<f32>
    %609 = stablehlo.broadcast_in_dim %608, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %610 = stablehlo.add %607, %609 : tensor<256xf32>
    %611 = stablehlo.rsqrt %610 : tensor<256xf32>
    %612 = stablehlo.broadcast_in_dim %599, dims = [1] : (tensor<256xf32>) -> tensor<2x256x14x14xf32>
    %613 = stablehlo.subtract %594, %612 : tensor<2x256x14x14xf32>
    %614 = stablehlo.multiply %theta.layer3.2.bn1.gamma, %611 : tensor<256xf32>
    %615 = stablehlo.broadcast_in_dim %614, dims = [1] : (tensor<256xf32>) -> tensor<2x256x14x14xf32>
    %616 = stablehlo.multiply %613, %615 : tensor<2x256x14x14xf32>
    %617 = stablehlo.broadcast_in_dim %theta.layer3.2.bn1.beta, dims = [1] : (tensor<256xf32>) -> tensor<2x256x14x14xf32>
    %618 = stablehlo.add %616, %617 : tensor<2x256x14x14xf32>
    %619 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %620 = stablehlo.broadcast_in_dim %619, dims = [] : (tensor<f32>) -> tensor<2x256x14x14xf32>
    %621 = stablehlo.maximum %618, %620 : tensor<2x256x14x14xf32>
    %622 = stablehlo.convolution(%621, %theta.layer3.2.conv2.w) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[1, 1], [1, 1]]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<2x256x14x14xf32>, tensor<256x256x3x3xf32>) -> tensor<2x256x14x14xf32>
    %623 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %624 = stablehlo.reduce(%622 init: %623) applies stablehlo.add across dimensions = [0, 2, 3] : (tensor<2x256x14x14xf32>, tensor<f32>) -> tensor<256xf32>
    %625 = stablehlo.constant dense<2.5510204e-03> : tensor<f32>
    %626 = stablehlo.broadcast_in_dim %625, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %627 = stablehlo.multiply %624, %626 : tensor<256xf32>
    %628 = stablehlo.broadcast_in_dim %627, dims = [1] : (tensor<256xf32>) -> tensor<2x256x14x14xf32>
    %629 = stablehlo.subtract %622, %628 : tensor<2x256x14x14xf32>
    %630 = stablehlo.multiply %629, %629 : tensor<2x256x14x14xf32>
    %631 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %632 = stablehlo.reduce(%630 init: %631) applies stablehlo.add across dimensions = [0, 2, 3] : (tensor<2x256x14x14xf32>, tensor<f32>) -> tensor<256xf32>
    %633 = stablehlo.constant dense<2.5510204e-03> : tensor<f32>
    %634 = stablehlo.broadcast_in_dim %633, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %635 = stablehlo.multiply %632, %634 : tensor<256xf32>
    %636 = stablehlo.constant dense<1.000000e-05> : tensor<f32>
    %637 = stablehlo.broadcast_in_dim %636, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %638 = stablehlo.add %635, %637 : tensor<256xf32>
    %639 = stablehlo.rsqrt %638 : tensor<256xf32>
    %640 = stablehlo.broadcast_in_dim %627, dims = [1] : (tensor<256xf32>) -> tensor<2x256x14x14xf32>
    %641 = stablehlo.subtract %622, %640 : tensor<2x256x14x14xf32>
    %642 = stablehlo.multiply %theta.layer3.2.bn2.gamma, %639 : tensor<256xf32>
    %643 = stablehlo.broadcast_in_dim %642, dims = [1] : (tensor<256xf32>) -> tensor<2x256x14x14xf32>
    %644 = stablehlo.multiply %641, %643 : tensor<2x256x14x14xf32>
    %645 = stablehlo.broadcast_in_dim %theta.layer3.2.bn2.beta, dims = [1] : (tensor<256xf32>) -> tensor<2x256x14x14xf32>
    %646 = stablehlo.add %644, %645 : tensor<2x256x14x14xf32>
    %647 = stablehlo.add %646, %593 : tensor<2x256x14x14xf32>
    %648 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %649 = stablehlo.broadcast_in_dim %648, dims = [] : (tensor<f32>) -> tensor<2x256x14x14xf32>
    %650 = stablehlo.maximum %647, %649 : tensor<2x256x14x14xf32>
    %651 = stablehlo.convolution(%650, %theta.layer3.3.conv1.w) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[1, 1], [1, 1]]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<2x256x14x14xf32>, tensor<256x256x3x3xf32>) -> tensor<2x256x14x14xf32>
    %652 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %653 = stablehlo.reduce(%651 init: %652) applies stablehlo.add across dimensions = [0, 2, 3] : (tensor<2x256x14x14xf32>, tensor<f32>) -> tensor<256xf32>
    %654 = stablehlo.constant dense<2.5510204e-03> : tensor<f32>
    %655 = stablehlo.broadcast_in_dim %654, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %656 = stablehlo.multiply %653, %655 : tensor<256xf32>
    %657 = stablehlo.broadcast_in_dim %656, dims = [1] : (tensor<256xf32>) -> tensor<2x256x14x14xf32>
    %658 = stablehlo.subtract %651, %657 : tensor<2x256x14x14xf32>
    %659 = stablehlo.multiply %658, %658 : tensor<2x256x14x14xf32>
    %660 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %661 = stablehlo.reduce(%659 init: %660) applies stablehlo.add across dimensions = [0, 2, 3] : (tensor<2x256x14x14xf32>, tensor<f32>) -> tensor<256xf32>
    %662 = stablehlo.constant dense<2.5510204e-03> : tensor<f32>
    %663 = stablehlo.broadcast_in_dim %662, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %664 = stablehlo.multiply %661, %663 : tensor<256xf32>
    %665 = stablehlo.constant dense<1.000000e-05> : tensor<f32>
    %666 = stablehlo.broadcast_in_dim %665, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %667 = stablehlo.add %664, %666 : tensor<256xf32>
    %668 = stablehlo.rsqrt %667 : tensor<256xf32>
    %669 = stablehlo.broadcast_in_dim %656, dims = [1] : (tensor<256xf32>) -> tensor<2x256x14x14xf32>
    %670 = stablehlo.subtract %651, %669 : tensor<2x256x14x14xf32>
    %671 = stablehlo.multiply %theta.layer3.3.bn1.gamma, %668 : tensor<256xf32>
    %672 = stablehlo.broadcast_in_dim %671, dims = [1] : (tensor<256xf32>) -> tensor<2x256x14x14xf32>
    %673 = stablehlo.multiply %670, %672 : tensor<2x256x14x14xf32>
    %674 = stablehlo.broadcast_in_dim %theta.layer3.3.bn1.beta, dims = [1] : (tensor<256xf32>) -> tensor<2x256x14x14xf32>
    %675 = stablehlo.add %673, %674 : tensor<2x256x14x14xf32>
    %676 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %677 = stablehlo.broadcast_in_dim %676, dims = [] : (tensor<f32>) -> tensor<2x256x14x14xf32>
    %678 = stablehlo.maximum %675, %677 : tensor<2x256x14x14xf32>
    %679 = stablehlo.convolution(%678, %theta.layer3.3.conv2.w) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[1, 1], [1, 1]]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<2x256x14x14xf32>, tensor<256x256x3x3xf32>) -> tensor<2x256x14x14xf32>
    %680 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %681 = stablehlo.reduce(%679 init: %680) applies stablehlo.add across dimensions = [0, 2, 3] : (tensor<2x256x14x14xf32>, tensor<f32>) -> tensor<256xf32>
    %682 = stablehlo.constant dense<2.5510204e-03> : tensor<f32>
    %683 = stablehlo.broadcast_in_dim %682, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %684 = stablehlo.multiply %681, %683 : tensor<256xf32>
    %685 = stablehlo.broadcast_in_dim %684, dims = [1] : (tensor<256xf32>) -> tensor<2x256x14x14xf32>
    %686 = stablehlo.subtract %679, %685 : tensor<2x256x14x14xf32>
    %687 = stablehlo.multiply %686, %686 : tensor<2x256x14x14xf32>
    %688 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %689 = stablehlo.reduce(%687 init: %688) applies stablehlo.add across dimensions = [0, 2, 3] : (tensor<2x256x14x14xf32>, tensor<f32>) -> tensor<256xf32>
    %690 = stablehlo.constant dense<2.5510204e-03> : tensor<f32>
    %691 = stablehlo.broadcast_in_dim %690, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %692 = stablehlo.multiply %689, %691 : tensor<256xf32>
    %693 = stablehlo.constant dense<1.000000e-05> : tensor<f32>
    %694 = stablehlo.broadcast_in_dim %693, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %695 = stablehlo.add %692, %694 : tensor<256xf32>
    %696 = stablehlo.rsqrt %695 : tensor<256xf32>
    %697 = stablehlo.broadcast_in_dim %684, dims = [1] : (tensor<256xf32>) -> tensor<2x256x14x14xf32>
    %698 = stablehlo.subtract %679, %697 : tensor<2x256x14x14xf32>
    %699 = stablehlo.multiply %theta.layer3.3.bn2.gamma, %696 : tensor<256xf32>
    %700 = stablehlo.broadcast_in_dim %699, dims = [1] : (tensor<256xf32>) -> tensor<2x256x14x14xf32>
    %701 = stablehlo.multiply %698, %700 : tensor<2x256x14x14xf32>
    %702 = stablehlo.broadcast_in_dim %theta.layer3.3.bn2.beta, dims = [1] : (tensor<256xf32>) -> tensor<2x256x14x14xf32>
    %703 = stablehlo.add %701, %702 : tensor<2x256x14x14xf32>
    %704 = stablehlo.add %703, %650 : tensor<2x256x14x14xf32>
    %705 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %706 = stablehlo.broadcast_in_dim %705, dims = [] : (tensor<f32>) -> tensor<2x256x14x14xf32>
    %707 = stablehlo.maximum %704, %706 : tensor<2x256x14x14xf32>
    %708 = stablehlo.convolution(%707, %theta.layer3.4.conv1.w) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[1, 1], [1, 1]]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<2x256x14x14xf32>, tensor<256x256x3x3xf32>) -> tensor<2x256x14x14xf32>
    %709 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %710 = stablehlo.reduce(%708 init: %709) applies stablehlo.add across dimensions = [0, 2, 3] : (tensor<2x256x14x14xf32>, tensor<f32>) -> tensor<256xf32>
    %711 = stablehlo.constant dense<2.5510204e-03> : tensor<f32>
    %712 = stablehlo.broadcast_in_dim %711, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %713 = stablehlo.multiply %710, %712 : tensor<256xf32>
    %714 = stablehlo.broadcast_in_dim %713, dims = [1] : (tensor<256xf32>) -> tensor<2x256x14x14xf32>
    %715 = stablehlo.subtract %708, %714 : tensor<2x256x14x14xf32>
    %716 = stablehlo.multiply %715, %715 : tensor<2x256x14x14xf32>
    %717 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %718 = stablehlo.reduce(%716 init: %717) applies stablehlo.add across dimensions = [0, 2, 3] : (tensor<2x256x14x14xf32>, tensor<f32>) -> tensor<256xf32>
    %719 = stablehlo.constant dense<2.5510204e-03> : tensor<f32>
    %720 = stablehlo.broadcast_in_dim %719, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %721 = stablehlo.multiply %718, %720 : tensor<256xf32>
    %722 = stablehlo.constant dense<1.000000e-05> : tensor<f32>
    %723 = stablehlo.broadcast_in_dim %722, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %724 = stablehlo.add %721, %723 : tensor<256xf32>
    %725 = stablehlo.rsqrt %724 : tensor<256xf32>
    %726 = stablehlo.broadcast_in_dim %713, dims = [1] : (tensor<256xf32>) -> tensor<2x256x14x14xf32>
    %727 = stablehlo.subtract %708, %726 : tensor<2x256x14x14xf32>
    %728 = stablehlo.multiply %theta.layer3.4.bn1.gamma, %725 : tensor<256xf32>
    %729 = stablehlo.broadcast_in_dim %728, dims = [1] : (tensor<256xf32>) -> tensor<2x256x14x14xf32>
    %730 = stablehlo.multiply %727, %729 : tensor<2x256x14x14xf32>
    %731 = stablehlo.broadcast_in_dim %theta.layer3.4.bn1.beta, dims = [1] : (tensor<256xf32>) -> tensor<2x256x14x14xf32>
    %732 = stablehlo.add %730, %731 : tensor<2x256x14x14xf32>
    %733 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %734 = stablehlo.broadcast_in_dim %733, dims = [] : (tensor<f32>) -> tensor<2x256x14x14xf32>
    %735 = stablehlo.maximum %732, %734 : tensor<2x256x14x14xf32>
    %736 = stablehlo.convolution(%735, %theta.layer3.4.conv2.w) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[1, 1], [1, 1]]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<2x256x14x14xf32>, tensor<256x256x3x3xf32>) -> tensor<2x256x14x14xf32>
    %737 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %738 = stablehlo.reduce(%736 init: %737) applies stablehlo.add across dimensions = [0, 2, 3] : (tensor<2x256x14x14xf32>, tensor<f32>) -> tensor<256xf32>
    %739 = stablehlo.constant dense<2.5510204e-03> : tensor<f32>
    %740 = stablehlo.broadcast_in_dim %739, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %741 = stablehlo.multiply %738, %740 : tensor<256xf32>
    %742 = stablehlo.broadcast_in_dim %741, dims = [1] : (tensor<256xf32>) -> tensor<2x256x14x14xf32>
    %743 = stablehlo.subtract %736, %742 : tensor<2x256x14x14xf32>
    %744 = stablehlo.multiply %743, %743 : tensor<2x256x14x14xf32>
    %745 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %746 = stablehlo.reduce(%744 init: %745) applies stablehlo.add across dimensions = [0, 2, 3] : (tensor<2x256x14x14xf32>, tensor<f32>) -> tensor<256xf32>
    %747 = stablehlo.constant dense<2.5510204e-03> : tensor<f32>
    %748 = stablehlo.broadcast_in_dim %747, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %749 = stablehlo.multiply %746, %748 : tensor<256xf32>
    %750 = stablehlo.constant dense<1.000000e-05> : tensor<f32>
    %751 = stablehlo.broadcast_in_dim %750, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %752 = stablehlo.add %749, %751 : tensor<256xf32>
    %753 = stablehlo.rsqrt %752 : tensor<256xf32>
    %754 = stablehlo.broadcast_in_dim %741, dims = [1] : (tensor<256xf32>) -> tensor<2x256x14x14xf32>
    %755 = stablehlo.subtract %736, %754 : tensor<2x256x14x14xf32>
    %756 = stablehlo.multiply %theta.layer3.4.bn2.gamma, %753 : tensor<256xf32>
    %757 = stablehlo.broadcast_in_dim %756, dims = [1] : (tensor<256xf32>) -> tensor<2x256x14x14xf32>
    %758 = stablehlo.multiply %755, %757 : tensor<2x256x14x14xf32>
    %759 = stablehlo.broadcast_in_dim %theta.layer3.4.bn2.beta, dims = [1] : (tensor<256xf32>) -> tensor<2x256x14x14xf32>
    %760 = stablehlo.add %758, %759 : tensor<2x256x14x14xf32>
    %761 = stablehlo.add %760, %707 : tensor<2x256x14x14xf32>
    %762 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %763 = stablehlo.broadcast_in_dim %762, dims = [] : (tensor<f32>) -> tensor<2x256x14x14xf32>
    %764 = stablehlo.maximum %761, %763 : tensor<2x256x14x14xf32>
    %765 = stablehlo.convolution(%764, %theta.layer3.5.conv1.w) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[1, 1], [1, 1]]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<2x256x14x14xf32>, tensor<256x256x3x3xf32>) -> tensor<2x256x14x14xf32>
    %766 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %767 = stablehlo.reduce(%765 init: %766) applies stablehlo.add across dimensions = [0, 2, 3] : (tensor<2x256x14x14xf32>, tensor<f32>) -> tensor<256xf32>
    %768 = stablehlo.constant dense<2.5510204e-03> : tensor<f32>
    %769 = stablehlo.broadcast_in_dim %768, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %770 = stablehlo.multiply %767, %769 : tensor<256xf32>
    %771 = stablehlo.broadcast_in_dim %770, dims = [1] : (tensor<256xf32>) -> tensor<2x256x14x14xf32>
    %772 = stablehlo.subtract %765, %771 : tensor<2x256x14x14xf32>
    %773 = stablehlo.multiply %772, %772 : tensor<2x256x14x14xf32>
    %774 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %775 = stablehlo.reduce(%773 init: %774) applies stablehlo.add across dimensions = [0, 2, 3] : (tensor<2x256x14x14xf32>, tensor<f32>) -> tensor<256xf32>
    %776 = stablehlo.constant dense<2.5510204e-03> : tensor<f32>
    %777 = stablehlo.broadcast_in_dim %776, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %778 = stablehlo.multiply %775, %777 : tensor<256xf32>
    %779 = stablehlo.constant dense<1.000000e-05> : tensor<f32>
    %780 = stablehlo.broadcast_in_dim %779, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %781 = stablehlo.add %778, %780 : tensor<256xf32>
    %782 = stablehlo.rsqrt %781 : tensor<256xf32>
    %783 = stablehlo.broadcast_in_dim %770, dims = [1] : (tensor<256xf32>) -> tensor<2x256x14x14xf32>
    %784 = stablehlo.subtract %765, %783 : tensor<2x256x14x14xf32>
    %785 = stablehlo.multiply %theta.layer3.5.bn1.gamma, %782 : tensor<256xf32>
    %786 = stablehlo.broadcast_in_dim %785, dims = [1] : (tensor<256xf32>) -> tensor<2x256x14x14xf32>
    %787 = stablehlo.multiply %784, %786 : tensor<2x256x14x14xf32>
    %788 = stablehlo.broadcast_in_dim %theta.layer3.5.bn1.beta, dims = [1] : (tensor<256xf32>) -> tensor<2x256x14x14xf32>
    %789 = stablehlo.add %787, %788 : tensor<2x256x14x14xf32>
    %790 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %791 = stablehlo.broadcast_in_dim %790, dims = [] : (tensor<f32>) -> tensor<2x256x14x14xf32>
    %792 = stablehlo.maximum %789, %791 : tensor<2x256x14x14xf32>
    %793 = stablehlo.convolution(%792, %theta.layer3.5.conv2.w) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[1, 1], [1, 1]]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<2x256x14x14xf32>, tensor<256x256x3x3xf32>) -> tensor<2x256x14x14xf32>
    %794 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %795 = stablehlo.reduce(%793 init: %794) applies stablehlo.add across dimensions = [0, 2, 3] : (tensor<2x256x14x14xf32>, tensor<f32>) -> tensor<256xf32>
    %796 = stablehlo.constant dense<2.5510204e-03> : tensor<f32>
    %797 = stablehlo.broadcast_in_dim %796, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %798 = stablehlo.multiply %795, %797 : tensor<256xf32>
    %799 = stablehlo.broadcast_in_dim %798, dims = [1] : (tensor<256xf32>) -> tensor<2x256x14x14xf32>
    %800 = stablehlo.subtract %793, %799 : tensor<2x256x14x14xf32>
    %801 = stablehlo.multiply %800, %800 : tensor<2x256x14x14xf32>
    %802 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %803 = stablehlo.reduce(%801 init: %802) applies stablehlo.add across dimensions = [0, 2, 3] : (tensor<2x256x14x14xf32>, tensor<f32>) -> tensor<256xf32>
    %804 = stablehlo.constant dense<2.5510204e-03> : tensor<f32>
    %805 = stablehlo.broadcast_in_dim %804, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %806 = stablehlo.multiply %803, %805 : tensor<256xf32>
    %807 = stablehlo.constant dense<1.000000e-05> : tensor<f32>
    %808 = stablehlo.broadcast_in_dim %807, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %809 = stablehlo.add %806, %808 : tensor<256xf32>
    %810 = stablehlo.rsqrt %809 : tensor<256xf32>
    %811 = stablehlo.broadcast_in_dim %798, dims = [1] : (tensor<256xf32>) -> tensor<2x256x14x14xf32>
    %812 = stablehlo.subtract %793, %811 : tensor<2x256x14x14xf32>
    %813 = stablehlo.multiply %theta.layer3.5.bn2.gamma, %810 : tensor<256xf32>
    %814 = stablehlo.broadcast_in_dim %813, dims = [1] : (tensor<256xf32>) -> tensor<2x256x14x14xf32>
    %815 = stablehlo.multiply %812, %814 : tensor<2x256x14x14xf32>
    %816 = stablehlo.broadcast_in_dim %theta.layer3.5.bn2.beta, dims = [1] : (tensor<256xf32>) -> tensor<2x256x14x14xf32>
    %817 = stablehlo.add %815, %816 : tensor<2x256x14x14xf32>
    %818 = stablehlo.add %817, %764 : tensor<2x256x14x14xf32>
    %819 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %820 = stablehlo.broadcast_in_dim %819, dims = [] : (tensor<f32>) -> tensor<2x256x14x14xf32>
    %821 = stablehlo.maximum %818, %820 : tensor<2x256x14x14xf32>
    %822 = stablehlo.convolution(%821, %theta.layer4.0.conv1.w) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [2, 2], pad = [[1, 1], [1, 1]]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<2x256x14x14xf32>, tensor<512x256x3x3xf32>) -> tensor<2x512x7x7xf32>
    %823 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %824 = stablehlo.reduce(%822 init: %823) applies stablehlo.add across dimensions = [0, 2, 3] : (tensor<2x512x7x7xf32>, tensor<f32>) -> tensor<512xf32>
    %825 = stablehlo.constant dense<1.0204081e-02> : tensor<f32>
    %826 = stablehlo.broadcast_in_dim %825, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %827 = stablehlo.multiply %824, %826 : tensor<512xf32>
    %828 = stablehlo.broadcast_in_dim %827, dims = [1] : (tensor<512xf32>) -> tensor<2x512x7x7xf32>
    %829 = stablehlo.subtract %822, %828 : tensor<2x512x7x7xf32>
    %830 = stablehlo.multiply %829, %829 : tensor<2x512x7x7xf32>
    %831 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %832 = stablehlo.reduce(%830 init: %831) applies stablehlo.add across dimensions = [0, 2, 3] : (tensor<2x512x7x7xf32>, tensor<f32>) -> tensor<512xf32>
    %833 = stablehlo.constant dense<1.0204081e-02> : tensor<f32>
    %834 = stablehlo.broadcast_in_dim %833, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %835 = stablehlo.multiply %832, %834 : tensor<512xf32>
    %836 = stablehlo.constant dense<1.000000e-05> : tensor<f32>
    %837 = stablehlo.broadcast_in_dim %836, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %838 = stablehlo.add %835, %837 : tensor<512xf32>
    %839 = stablehlo.rsqrt %838 : tensor<512xf32>
    %840 = stablehlo.broadcast_in_dim %827, dims = [1] : (tensor<512xf32>) -> tensor<2x512x7x7xf32>
    %841 = stablehlo.subtract %822, %840 : tensor<2x512x7x7xf32>
    %842 = stablehlo.multiply %theta.layer4.0.bn1.gamma, %839 : tensor<512xf32>
    %843 = stablehlo.broadcast_in_dim %842, dims = [1] : (tensor<512xf32>) -> tensor<2x512x7x7xf32>
    %844 = stablehlo.multiply %841, %843 : tensor<2x512x7x7xf32>
    %845 = stablehlo.broadcast_in_dim %theta.layer4.0.bn1.beta, dims = [1] : (tensor<512xf32>) -> tensor<2x512x7x7xf32>
    %846 = stablehlo.add %844, %845 : tensor<2x512x7x7xf32>
    %847 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %848 = stablehlo.broadcast_in_dim %847, dims = [] : (tensor<f32>) -> tensor<2x512x7x7xf32>
    %849 = stablehlo.maximum %846, %848 : tensor<2x512x7x7xf32>
    %850 = stablehlo.convolution(%849, %theta.layer4.0.conv2.w) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[1, 1], [1, 1]]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<2x512x7x7xf32>, tensor<512x512x3x3xf32>) -> tensor<2x512x7x7xf32>
    %851 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %852 = stablehlo.reduce(%850 init: %851) applies stablehlo.add across dimensions = [0, 2, 3] : (tensor<2x512x7x7xf32>, tensor<f32>) -> tensor<512xf32>
    %853 = stablehlo.constant dense<1.0204081e-02> : tensor<f32>
    %854 = stablehlo.broadcast_in_dim %853, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %855 = stablehlo.multiply %852, %854 : tensor<512xf32>
    %856 = stablehlo.broadcast_in_dim %855, dims = [1] : (tensor<512xf32>) -> tensor<2x512x7x7xf32>
    %857 = stablehlo.subtract %850, %856 : tensor<2x512x7x7xf32>
    %858 = stablehlo.multiply %857, %857 : tensor<2x512x7x7xf32>
    %859 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %860 = stablehlo.reduce(%858 init: %859) applies stablehlo.add across dimensions = [0, 2, 3] : (tensor<2x512x7x7xf32>, tensor<f32>) -> tensor<512xf32>
    %861 = stablehlo.constant dense<1.0204081e-02> : tensor<f32>
    %862 = stablehlo.broadcast_in_dim %861, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %863 = stablehlo.multiply %860, %862 : tensor<512xf32>
    %864 = stablehlo.constant dense<1.000000e-05> : tensor<f32>
    %865 = stablehlo.broadcast_in_dim %864, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %866 = stablehlo.add %863, %865 : tensor<512xf32>
    %867 = stablehlo.rsqrt %866 : tensor<512xf32>
    %868 = stablehlo.broadcast_in_dim %855, dims = [1] : (tensor<512xf32>) -> tensor<2x512x7x7xf32>
    %869 = stablehlo.subtract %850, %868 : tensor<2x512x7x7xf32>
    %870 = stablehlo.multiply %theta.layer4.0.bn2.gamma, %867 : tensor<512xf32>
    %871 = stablehlo.broadcast_in_dim %870, dims = [1] : (tensor<512xf32>) -> tensor<2x512x7x7xf32>
    %872 = stablehlo.multiply %869, %871 : tensor<2x512x7x7xf32>
    %873 = stablehlo.broadcast_in_dim %theta.layer4.0.bn2.beta, dims = [1] : (tensor<512xf32>) -> tensor<2x512x7x7xf32>
    %874 = stablehlo.add %872, %873 : tensor<2x512x7x7xf32>
    %875 = stablehlo.convolution(%821, %theta.layer4.0.downsample.0.w) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [2, 2], pad = [[0, 0], [0, 0]]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<2x256x14x14xf32>, tensor<512x256x1x1xf32>) -> tensor<2x512x7x7xf32>
    %876 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %877 = stablehlo.reduce(%875 init: %876) applies stablehlo.add across dimensions = [0, 2, 3] : (tensor<2x512x7x7xf32>, tensor<f32>) -> tensor<512xf32>
    %878 = stablehlo.constant dense<1.0204081e-02> : tensor<f32>
    %879 = stablehlo.broadcast_in_dim %878, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %880 = stablehlo.multiply %877, %879 : tensor<512xf32>
    %881 = stablehlo.broadcast_in_dim %880, dims = [1] : (tensor<512xf32>) -> tensor<2x512x7x7xf32>
    %882 = stablehlo.subtract %875, %881 : tensor<2x512x7x7xf32>
    %883 = stablehlo.multiply %882, %882 : tensor<2x512x7x7xf32>
    %884 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %885 = stablehlo.reduce(%883 init: %884) applies stablehlo.add across dimensions = [0, 2, 3] : (tensor<2x512x7x7xf32>, tensor<f32>) -> tensor<512xf32>
    %886 = stablehlo.constant dense<1.0204081e-02> : tensor<f32>
    %887 = stablehlo.broadcast_in_dim %886, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %888 = stablehlo.multiply %885, %887 : tensor<512xf32>
    %889 = stablehlo.constant dense<1.000000e-05> : tensor<f32>
    %890 = stablehlo.broadcast_in_dim %889, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %891 = stablehlo.add %888, %890 : tensor<512xf32>
    %892 = stablehlo.rsqrt %891 : tensor<512xf32>
    %893 = stablehlo.broadcast_in_dim %880, dims = [1] : (tensor<512xf32>) -> tensor<2x512x7x7xf32>
    %894 = stablehlo.subtract %875, %893 : tensor<2x512x7x7xf32>
    %895 = stablehlo.multiply %theta.layer4.0.downsample.1.gamma, %892 : tensor<512xf32>
    %896 = stablehlo.broadcast_in_dim %895, dims = [1] : (tensor<512xf32>) -> tensor<2x512x7x7xf32>
    %897 = stablehlo.multiply %894, %896 : tensor<2x512x7x7xf32>
    %898 = stablehlo.broadcast_in_dim %theta.layer4.0.downsample.1.beta, dims = [1] : (tensor<512xf32>) -> tensor<2x512x7x7xf32>
    %899 = stablehlo.add %897, %898 : tensor<2x512x7x7xf32>
    %900 = stablehlo.add %874, %899 : tensor<2x512x7x7xf32>
    %901 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %902 = stablehlo.broadcast_in_dim %901, dims = [] : (tensor<f32>) -> tensor<2x512x7x7xf32>
    %903 = stablehlo.maximum %900, %902 : tensor<2x512x7x7xf32>
    %904 = stablehlo.convolution(%903, %theta.layer4.1.conv1.w) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[1, 1], [1, 1]]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<2x512x7x7xf32>, tensor<512x512x3x3xf32>) -> tensor<2x512x7x7xf32>
    %905 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %906 = stablehlo.reduce(%904 init: %905) applies stablehlo.add across dimensions = [0, 2, 3] : (tensor<2x512x7x7xf32>, tensor<f32>) -> tensor<512xf32>
    %907 = stablehlo.constant dense<1.0204081e-02> : tensor<f32>
    %908 = stablehlo.broadcast_in_dim %907, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %909 = stablehlo.multiply %906, %908 : tensor<512xf32>
    %910 = stablehlo.broadcast_in_dim %909, dims = [1] : (tensor<512xf32>) -> tensor<2x512x7x7xf32>
    %911 = stablehlo.subtract %904, %910 : tensor<2x512x7x7xf32>
    %912 = stablehlo.multiply %911, %911 : tensor<2x512x7x7xf32>
    %913 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %914 = stablehlo.reduce(%912 init: %913) applies stablehlo.add across dimensions = [0, 2, 3] : (tensor<2x512x7x7xf32>, tensor<f32>) -> tensor<512xf32>
    %915 = stablehlo.constant dense<1.0204081e-02> : tensor<f32>
    %916 = stablehlo.broadcast_in_dim %915, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %917 = stablehlo.multiply %914, %916 : tensor<512xf32>
    %918 = stablehlo.constant dense<1.000000e-05> : tensor<f32>
    %919 = stablehlo.broadcast_in_dim %918, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %920 = stablehlo.add %917, %919 : tensor<512xf32>
    %921 = stablehlo.rsqrt %920 : tensor<512xf32>
    %922 = stablehlo.broadcast_in_dim %909, dims = [1] : (tensor<512xf32>) -> tensor<2x512x7x7xf32>
    %923 = stablehlo.subtract %904, %922 : tensor<2x512x7x7xf32>
    %924 = stablehlo.multiply %theta.layer4.1.bn1.gamma, %921 : tensor<512xf32>
    %925 = stablehlo.broadcast_in_dim %924, dims = [1] : (tensor<512xf32>) -> tensor<2x512x7x7xf32>
    %926 = stablehlo.multiply %923, %925 : tensor<2x512x7x7xf32>
    %927 = stablehlo.broadcast_in_dim %theta.layer4.1.bn1.beta, dims = [1] : (tensor<512xf32>) -> tensor<2x512x7x7xf32>
    %928 = stablehlo.add %926, %927 : tensor<2x512x7x7xf32>
    %929 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %930 = stablehlo.broadcast_in_dim %929, dims = [] : (tensor<f32>) -> tensor<2x512x7x7xf32>
    %931 = stablehlo.maximum %928, %930 : tensor<2x512x7x7xf32>
    %932 = stablehlo.convolution(%931, %theta.layer4.1.conv2.w) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[1, 1], [1, 1]]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<2x512x7x7xf32>, tensor<512x512x3x3xf32>) -> tensor<2x512x7x7xf32>
    %933 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %934 = stablehlo.reduce(%932 init: %933) applies stablehlo.add across dimensions = [0, 2, 3] : (tensor<2x512x7x7xf32>, tensor<f32>) -> tensor<512xf32>
    %935 = stablehlo.constant dense<1.0204081e-02> : tensor<f32>
    %936 = stablehlo.broadcast_in_dim %935, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %937 = stablehlo.multiply %934, %936 : tensor<512xf32>
    %938 = stablehlo.broadcast_in_dim %937, dims = [1] : (tensor<512xf32>) -> tensor<2x512x7x7xf32>
    %939 = stablehlo.subtract %932, %938 : tensor<2x512x7x7xf32>
    %940 = stablehlo.multiply %939, %939 : tensor<2x512x7x7xf32>
    %941 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %942 = stablehlo.reduce(%940 init: %941) applies stablehlo.add across dimensions = [0, 2, 3] : (tensor<2x512x7x7xf32>, tensor<f32>) -> tensor<512xf32>
    %943 = stablehlo.constant dense<1.0204081e-02> : tensor<f32>
    %944 = stablehlo.broadcast_in_dim %943, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %945 = stablehlo.multiply %942, %944 : tensor<512xf32>
    %946 = stablehlo.constant dense<1.000000e-05> : tensor<f32>
    %947 = stablehlo.broadcast_in_dim %946, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %948 = stablehlo.add %945, %947 : tensor<512xf32>
    %949 = stablehlo.rsqrt %948 : tensor<512xf32>
    %950 = stablehlo.broadcast_in_dim %937, dims = [1] : (tensor<512xf32>) -> tensor<2x512x7x7xf32>
    %951 = stablehlo.subtract %932, %950 : tensor<2x512x7x7xf32>
    %952 = stablehlo.multiply %theta.layer4.1.bn2.gamma, %949 : tensor<512xf32>
    %953 = stablehlo.broadcast_in_dim %952, dims = [1] : (tensor<512xf32>) -> tensor<2x512x7x7xf32>
    %954 = stablehlo.multiply %951, %953 : tensor<2x512x7x7xf32>
    %955 = stablehlo.broadcast_in_dim %theta.layer4.1.bn2.beta, dims = [1] : (tensor<512xf32>) -> tensor<2x512x7x7xf32>
    %956 = stablehlo.add %954, %955 : tensor<2x512x7x7xf32>
    %957 = stablehlo.add %956, %903 : tensor<2x512x7x7xf32>
    %958 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %959 = stablehlo.broadcast_in_dim %958, dims = [] : (tensor<f32>) -> tensor<2x512x7x7xf32>
    %960 = stablehlo.maximum %957, %959 : tensor<2x512x7x7xf32>
    %961 = stablehlo.convolution(%960, %theta.layer4.2.conv1.w) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[1, 1], [1, 1]]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<2x512x7x7xf32>, tensor<512x512x3x3xf32>) -> tensor<2x512x7x7xf32>
    %962 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %963 = stablehlo.reduce(%961 init: %962) applies stablehlo.add across dimensions = [0, 2, 3] : (tensor<2x512x7x7xf32>, tensor<f32>) -> tensor<512xf32>
    %964 = stablehlo.constant dense<1.0204081e-02> : tensor<f32>
    %965 = stablehlo.broadcast_in_dim %964, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %966 = stablehlo.multiply %963, %965 : tensor<512xf32>
    %967 = stablehlo.broadcast_in_dim %966, dims = [1] : (tensor<512xf32>) -> tensor<2x512x7x7xf32>
    %968 = stablehlo.subtract %961, %967 : tensor<2x512x7x7xf32>
    %969 = stablehlo.multiply %968, %968 : tensor<2x512x7x7xf32>
    %970 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %971 = stablehlo.reduce(%969 init: %970) applies stablehlo.add across dimensions = [0, 2, 3] : (tensor<2x512x7x7xf32>, tensor<f32>) -> tensor<512xf32>
    %972 = stablehlo.constant dense<1.0204081e-02> : tensor<f32>
    %973 = stablehlo.broadcast_in_dim %972, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %974 = stablehlo.multiply %971, %973 : tensor<512xf32>
    %975 = stablehlo.constant dense<1.000000e-05> : tensor<f32>
    %976 = stablehlo.broadcast_in_dim %975, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %977 = stablehlo.add %974, %976 : tensor<512xf32>
    %978 = stablehlo.rsqrt %977 : tensor<512xf32>
    %979 = stablehlo.broadcast_in_dim %966, dims = [1] : (tensor<512xf32>) -> tensor<2x512x7x7xf32>
    %980 = stablehlo.subtract %961, %979 : tensor<2x512x7x7xf32>
    %981 = stablehlo.multiply %theta.layer4.2.bn1.gamma, %978 : tensor<512xf32>
    %982 = stablehlo.broadcast_in_dim %981, dims = [1] : (tensor<512xf32>) -> tensor<2x512x7x7xf32>
    %983 = stablehlo.multiply %980, %982 : tensor<2x512x7x7xf32>
    %984 = stablehlo.broadcast_in_dim %theta.layer4.2.bn1.beta, dims = [1] : (tensor<512xf32>) -> tensor<2x512x7x7xf32>
    %985 = stablehlo.add %983, %984 : tensor<2x512x7x7xf32>
    %986 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %987 = stablehlo.broadcast_in_dim %986, dims = [] : (tensor<f32>) -> tensor<2x512x7x7xf32>
    %988 = stablehlo.maximum %985, %987 : tensor<2x512x7x7xf32>
    %989 = stablehlo.convolution(%988, %theta.layer4.2.conv2.w) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[1, 1], [1, 1]]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<2x512x7x7xf32>, tensor<512x512x3x3xf32>) -> tensor<2x512x7x7xf32>
    %990 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %991 = stablehlo.reduce(%989 init: %990) applies stablehlo.add across dimensions = [0, 2, 3] : (tensor<2x512x7x7xf32>, tensor<f32>) -> tensor<512xf32>
    %992 = stablehlo.constant dense<1.0204081e-02> : tensor<f32>
    %993 = stablehlo.broadcast_in_dim %992, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %994 = stablehlo.multiply %991, %993 : tensor<512xf32>
    %995 = stablehlo.broadcast_in_dim %994, dims = [1] : (tensor<512xf32>) -> tensor<2x512x7x7xf32>
    %996 = stablehlo.subtract %989, %995 : tensor<2x512x7x7xf32>
    %997 = stablehlo.multiply %996, %996 : tensor<2x512x7x7xf32>
    %998 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %999 = stablehlo.reduce(%997 init: %998) applies stablehlo.add across dimensions = [0, 2, 3] : (tensor<2x512x7x7xf32>, tensor<f32>) -> tensor<512xf32>
    %1000 = stablehlo.constant dense<1.0204081e-02> : tensor<f32>
    %1001 = stablehlo.broadcast_in_dim %1000, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %1002 = stablehlo.multiply %999, %1001 : tensor<512xf32>
    %1003 = stablehlo.constant dense<1.000000e-05> : tensor<f32>
    %1004 = stablehlo.broadcast_in_dim %1003, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %1005 = stablehlo.add %1002, %1004 : tensor<512xf32>
    %1006 = stablehlo.rsqrt %1005 : tensor<512xf32>
    %1007 = stablehlo.broadcast_in_dim %994, dims = [1] : (tensor<512xf32>) -> tensor<2x512x7x7xf32>
    %1008 = stablehlo.subtract %989, %1007 : tensor<2x512x7x7xf32>
    %1009 = stablehlo.multiply %theta.layer4.2.bn2.gamma, %1006 : tensor<512xf32>
    %1010 = stablehlo.broadcast_in_dim %1009, dims = [1] : (tensor<512xf32>) -> tensor<2x512x7x7xf32>
    %1011 = stablehlo.multiply %1008, %1010 : tensor<2x512x7x7xf32>
    %1012 = stablehlo.broadcast_in_dim %theta.layer4.2.bn2.beta, dims = [1] : (tensor<512xf32>) -> tensor<2x512x7x7xf32>
    %1013 = stablehlo.add %1011, %1012 : tensor<2x512x7x7xf32>
    %1014 = stablehlo.add %1013, %960 : tensor<2x512x7x7xf32>
    %1015 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1016 = stablehlo.broadcast_in_dim %1015, dims = [] : (tensor<f32>) -> tensor<2x512x7x7xf32>
    %1017 = stablehlo.maximum %1014, %1016 : tensor<2x512x7x7xf32>
    %1018 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1019 = stablehlo.reduce(%1017 init: %1018) applies stablehlo.add across dimensions = [2, 3] : (tensor<2x512x7x7xf32>, tensor<f32>) -> tensor<2x512xf32>
    %1020 = stablehlo.constant dense<2.0408163e-02> : tensor<f32>
    %1021 = stablehlo.broadcast_in_dim %1020, dims = [] : (tensor<f32>) -> tensor<2x512xf32>
    %1022 = stablehlo.multiply %1019, %1021 : tensor<2x512xf32>
    %1023 = stablehlo.dot_general %1022, %theta.fc.w, contracting_dims = [1] x [0] : (tensor<2x512xf32>, tensor<512x10xf32>) -> tensor<2x10xf32>
    %1024 = stablehlo.broadcast_in_dim %theta.fc.b, dims = [1] : (tensor<10xf32>) -> tensor<2x10xf32>
    %1025 = stablehlo.add %1023, %1024 : tensor<2x10xf32>
    return %1025 : tensor<2x10xf32>
  }
  func.func public @resnet34_fwd_eval(%x: tensor<2x3x224x224xf32>, %theta.conv1.w: tensor<64x3x7x7xf32>, %theta.bn1.gamma: tensor<64xf32>, %theta.bn1.beta: tensor<64xf32>, %theta.layer1.0.conv1.w: tensor<64x64x3x3xf32>, %theta.layer1.0.bn1.gamma: tensor<64xf32>, %theta.layer1.0.bn1.beta: tensor<64xf32>, %theta.layer1.0.conv2.w: tensor<64x64x3x3xf32>, %theta.layer1.0.bn2.gamma: tensor<64xf32>, %theta.layer1.0.bn2.beta: tensor<64xf32>, %theta.layer1.1.conv1.w: tensor<64x64x3x3xf32>, %theta.layer1.1.bn1.gamma: tensor<64xf32>, %theta.layer1.1.bn1.beta: tensor<64xf32>, %theta.layer1.1.conv2.w: tensor<64x64x3x3xf32>, %theta.layer1.1.bn2.gamma: tensor<64xf32>, %theta.layer1.1.bn2.beta: tensor<64xf32>, %theta.layer1.2.conv1.w: tensor<64x64x3x3xf32>, %theta.layer1.2.bn1.gamma: tensor<64xf32>, %theta.layer1.2.bn1.beta: tensor<64xf32>, %theta.layer1.2.conv2.w: tensor<64x64x3x3xf32>, %theta.layer1.2.bn2.gamma: tensor<64xf32>, %theta.layer1.2.bn2.beta: tensor<64xf32>, %theta.layer2.0.conv1.w: tensor<128x64x3x3xf32>, %theta.layer2.0.bn1.gamma: tensor<128xf32>, %theta.layer2.0.bn1.beta: tensor<128xf32>, %theta.layer2.0.conv2.w: tensor<128x128x3x3xf32>, %theta.layer2.0.bn2.gamma: tensor<128xf32>, %theta.layer2.0.bn2.beta: tensor<128xf32>, %theta.layer2.0.downsample.0.w: tensor<128x64x1x1xf32>, %theta.layer2.0.downsample.1.gamma: tensor<128xf32>, %theta.layer2.0.downsample.1.beta: tensor<128xf32>, %theta.layer2.1.conv1.w: tensor<128x128x3x3xf32>, %theta.layer2.1.bn1.gamma: tensor<128xf32>, %theta.layer2.1.bn1.beta: tensor<128xf32>, %theta.layer2.1.conv2.w: tensor<128x128x3x3xf32>, %theta.layer2.1.bn2.gamma: tensor<128xf32>, %theta.layer2.1.bn2.beta: tensor<128xf32>, %theta.layer2.2.conv1.w: tensor<128x128x3x3xf32>, %theta.layer2.2.bn1.gamma: tensor<128xf32>, %theta.layer2.2.bn1.beta: tensor<128xf32>, %theta.layer2.2.conv2.w: tensor<128x128x3x3xf32>, %theta.layer2.2.bn2.gamma: tensor<128xf32>, %theta.layer2.2.bn2.beta: tensor<128xf32>, %theta.layer2.3.conv1.w: tensor<128x128x3x3xf32>, %theta.layer2.3.bn1.gamma: tensor<128xf32>, %theta.layer2.3.bn1.beta: tensor<128xf32>, %theta.layer2.3.conv2.w: tensor<128x128x3x3xf32>, %theta.layer2.3.bn2.gamma: tensor<128xf32>, %theta.layer2.3.bn2.beta: tensor<128xf32>, %theta.layer3.0.conv1.w: tensor<256x128x3x3xf32>, %theta.layer3.0.bn1.gamma: tensor<256xf32>, %theta.layer3.0.bn1.beta: tensor<256xf32>, %theta.layer3.0.conv2.w: tensor<256x256x3x3xf32>, %theta.layer3.0.bn2.gamma: tensor<256xf32>, %theta.layer3.0.bn2.beta: tensor<256xf32>, %theta.layer3.0.downsample.0.w: tensor<256x128x1x1xf32>, %theta.layer3.0.downsample.1.gamma: tensor<256xf32>, %theta.layer3.0.downsample.1.beta: tensor<256xf32>, %theta.layer3.1.conv1.w: tensor<256x256x3x3xf32>, %theta.layer3.1.bn1.gamma: tensor<256xf32>, %theta.layer3.1.bn1.beta: tensor<256xf32>, %theta.layer3.1.conv2.w: tensor<256x256x3x3xf32>, %theta.layer3.1.bn2.gamma: tensor<256xf32>, %theta.layer3.1.bn2.beta: tensor<256xf32>, %theta.layer3.2.conv1.w: tensor<256x256x3x3xf32>, %theta.layer3.2.bn1.gamma: tensor<256xf32>, %theta.layer3.2.bn1.beta: tensor<256xf32>, %theta.layer3.2.conv2.w: tensor<256x256x3x3xf32>, %theta.layer3.2.bn2.gamma: tensor<256xf32>, %theta.layer3.2.bn2.beta: tensor<256xf32>, %theta.layer3.3.conv1.w: tensor<256x256x3x3xf32>, %theta.layer3.3.bn1.gamma: tensor<256xf32>, %theta.layer3.3.bn1.beta: tensor<256xf32>, %theta.layer3.3.conv2.w: tensor<256x256x3x3xf32>, %theta.layer3.3.bn2.gamma: tensor<256xf32>, %theta.layer3.3.bn2.beta: tensor<256xf32>, %theta.layer3.4.conv1.w: tensor<256x256x3x3xf32>, %theta.layer3.4.bn1.gamma: tensor<256xf32>, %theta.layer3.4.bn1.beta: tensor<256xf32>, %theta.layer3.4.conv2.w: tensor<256x256x3x3xf32>, %theta.layer3.4.bn2.gamma: tensor<256xf32>, %theta.layer3.4.bn2.beta: tensor<256xf32>, %theta.layer3.5.conv1.w: tensor<256x256x3x3xf32>, %theta.layer3.5.bn1.gamma: tensor<256xf32>, %theta.layer3.5.bn1.beta: tensor<256xf32>, %theta.layer3.5.conv2.w: tensor<256x256x3x3xf32>, %theta.layer3.5.bn2.gamma: tensor<256xf32>, %theta.layer3.5.bn2.beta: tensor<256xf32>, %theta.layer4.0.conv1.w: tensor<512x256x3x3xf32>, %theta.layer4.0.bn1.gamma: tensor<512xf32>, %theta.layer4.0.bn1.beta: tensor<512xf32>, %theta.layer4.0.conv2.w: tensor<512x512x3x3xf32>, %theta.layer4.0.bn2.gamma: tensor<512xf32>, %theta.layer4.0.bn2.beta: tensor<512xf32>, %theta.layer4.0.downsample.0.w: tensor<512x256x1x1xf32>, %theta.layer4.0.downsample.1.gamma: tensor<512xf32>, %theta.layer4.0.downsample.1.beta: tensor<512xf32>, %theta.layer4.1.conv1.w: tensor<512x512x3x3xf32>, %theta.layer4.1.bn1.gamma: tensor<512xf32>, %theta.layer4.1.bn1.beta: tensor<512xf32>, %theta.layer4.1.conv2.w: tensor<512x512x3x3xf32>, %theta.layer4.1.bn2.gamma: tensor<512xf32>, %theta.layer4.1.bn2.beta: tensor<512xf32>, %theta.layer4.2.conv1.w: tensor<512x512x3x3xf32>, %theta.layer4.2.bn1.gamma: tensor<512xf32>, %theta.layer4.2.bn1.beta: tensor<512xf32>, %theta.layer4.2.conv2.w: tensor<512x512x3x3xf32>, %theta.layer4.2.bn2.gamma: tensor<512xf32>, %theta.layer4.2.bn2.beta: tensor<512xf32>, %theta.fc.w: tensor<512x10xf32>, %theta.fc.b: tensor<10xf32>, %running_mean.bn1: tensor<64xf32>, %running_var.bn1: tensor<64xf32>, %running_mean.layer1.0.bn1: tensor<64xf32>, %running_var.layer1.0.bn1: tensor<64xf32>, %running_mean.layer1.0.bn2: tensor<64xf32>, %running_var.layer1.0.bn2: tensor<64xf32>, %running_mean.layer1.1.bn1: tensor<64xf32>, %running_var.layer1.1.bn1: tensor<64xf32>, %running_mean.layer1.1.bn2: tensor<64xf32>, %running_var.layer1.1.bn2: tensor<64xf32>, %running_mean.layer1.2.bn1: tensor<64xf32>, %running_var.layer1.2.bn1: tensor<64xf32>, %running_mean.layer1.2.bn2: tensor<64xf32>, %running_var.layer1.2.bn2: tensor<64xf32>, %running_mean.layer2.0.bn1: tensor<128xf32>, %running_var.layer2.0.bn1: tensor<128xf32>, %running_mean.layer2.0.bn2: tensor<128xf32>, %running_var.layer2.0.bn2: tensor<128xf32>, %running_mean.layer2.0.downsample.1: tensor<128xf32>, %running_var.layer2.0.downsample.1: tensor<128xf32>, %running_mean.layer2.1.bn1: tensor<128xf32>, %running_var.layer2.1.bn1: tensor<128xf32>, %running_mean.layer2.1.bn2: tensor<128xf32>, %running_var.layer2.1.bn2: tensor<128xf32>, %running_mean.layer2.2.bn1: tensor<128xf32>, %running_var.layer2.2.bn1: tensor<128xf32>, %running_mean.layer2.2.bn2: tensor<128xf32>, %running_var.layer2.2.bn2: tensor<128xf32>, %running_mean.layer2.3.bn1: tensor<128xf32>, %running_var.layer2.3.bn1: tensor<128xf32>, %running_mean.layer2.3.bn2: tensor<128xf32>, %running_var.layer2.3.bn2: tensor<128xf32>, %running_mean.layer3.0.bn1: tensor<256xf32>, %running_var.layer3.0.bn1: tensor<256xf32>, %running_mean.layer3.0.bn2: tensor<256xf32>, %running_var.layer3.0.bn2: tensor<256xf32>, %running_mean.layer3.0.downsample.1: tensor<256xf32>, %running_var.layer3.0.downsample.1: tensor<256xf32>, %running_mean.layer3.1.bn1: tensor<256xf32>, %running_var.layer3.1.bn1: tensor<256xf32>, %running_mean.layer3.1.bn2: tensor<256xf32>, %running_var.layer3.1.bn2: tensor<256xf32>, %running_mean.layer3.2.bn1: tensor<256xf32>, %running_var.layer3.2.bn1: tensor<256xf32>, %running_mean.layer3.2.bn2: tensor<256xf32>, %running_var.layer3.2.bn2: tensor<256xf32>, %running_mean.layer3.3.bn1: tensor<256xf32>, %running_var.layer3.3.bn1: tensor<256xf32>, %running_mean.layer3.3.bn2: tensor<256xf32>, %running_var.layer3.3.bn2: tensor<256xf32>, %running_mean.layer3.4.bn1: tensor<256xf32>, %running_var.layer3.4.bn1: tensor<256xf32>, %running_mean.layer3.4.bn2: tensor<256xf32>, %running_var.layer3.4.bn2: tensor<256xf32>, %running_mean.layer3.5.bn1: tensor<256xf32>, %running_var.layer3.5.bn1: tensor<256xf32>, %running_mean.layer3.5.bn2: tensor<256xf32>, %running_var.layer3.5.bn2: tensor<256xf32>, %running_mean.layer4.0.bn1: tensor<512xf32>, %running_var.layer4.0.bn1: tensor<512xf32>, %running_mean.layer4.0.bn2: tensor<512xf32>, %running_var.layer4.0.bn2: tensor<512xf32>, %running_mean.layer4.0.downsample.1: tensor<512xf32>, %running_var.layer4.0.downsample.1: tensor<512xf32>, %running_mean.layer4.1.bn1: tensor<512xf32>, %running_var.layer4.1.bn1: tensor<512xf32>, %running_mean.layer4.1.bn2: tensor<512xf32>, %running_var.layer4.1.bn2: tensor<512xf32>, %running_mean.layer4.2.bn1: tensor<512xf32>, %running_var.layer4.2.bn1: tensor<512xf32>, %running_mean.layer4.2.bn2: tensor<512xf32>, %running_var.layer4.2.bn2: tensor<512xf32>) -> (tensor<2x10xf32> {jax.result_info = "logits"}) {
    %0 = stablehlo.convolution(%x, %theta.conv1.w) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [2, 2], pad = [[3, 3], [3, 3]]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<2x3x224x224xf32>, tensor<64x3x7x7xf32>) -> tensor<2x64x112x112xf32>
    %1 = stablehlo.constant dense<1.000000e-05> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %3 = stablehlo.add %running_var.bn1, %2 : tensor<64xf32>
    %4 = stablehlo.rsqrt %3 : tensor<64xf32>
    %5 = stablehlo.broadcast_in_dim %running_mean.bn1, dims = [1] : (tensor<64xf32>) -> tensor<2x64x112x112xf32>
    %6 = stablehlo.subtract %0, %5 : tensor<2x64x112x112xf32>
    %7 = stablehlo.multiply %theta.bn1.gamma, %4 : tensor<64xf32>
    %8 = stablehlo.broadcast_in_dim %7, dims = [1] : (tensor<64xf32>) -> tensor<2x64x112x112xf32>
    %9 = stablehlo.multiply %6, %8 : tensor<2x64x112x112xf32>
    %10 = stablehlo.broadcast_in_dim %theta.bn1.beta, dims = [1] : (tensor<64xf32>) -> tensor<2x64x112x112xf32>
    %11 = stablehlo.add %9, %10 : tensor<2x64x112x112xf32>
    %12 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %13 = stablehlo.broadcast_in_dim %12, dims = [] : (tensor<f32>) -> tensor<2x64x112x112xf32>
    %14 = stablehlo.maximum %11, %13 : tensor<2x64x112x112xf32>
    %15 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %16 = "stablehlo.reduce_window"(%14, %15) <{padding = dense<[[0, 0], [0, 0], [1, 1], [1, 1]]> : tensor<4x2xi64>, window_dimensions = array<i64: 1, 1, 3, 3>, window_strides = array<i64: 1, 1, 2, 2>}> ({
    ^bb0(%arg183: tensor<f32>, %arg184: tensor<f32>):
      %17 = stablehlo.maximum %arg183, %arg184 : tensor<f32>
      stablehlo.return %17 : tensor<f32>
    }) : (tensor<2x64x112x112xf32>, tensor<f32>) -> tensor<2x64x56x56xf32>
    %18 = stablehlo.convolution(%16, %theta.layer1.0.conv1.w) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[1, 1], [1, 1]]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<2x64x56x56xf32>, tensor<64x64x3x3xf32>) -> tensor<2x64x56x56xf32>
    %19 = stablehlo.constant dense<1.000000e-05> : tensor<f32>
    %20 = stablehlo.broadcast_in_dim %19, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %21 = stablehlo.add %running_var.layer1.0.bn1, %20 : tensor<64xf32>
    %22 = stablehlo.rsqrt %21 : tensor<64xf32>
    %23 = stablehlo.broadcast_in_dim %running_mean.layer1.0.bn1, dims = [1] : (tensor<64xf32>) -> tensor<2x64x56x56xf32>
    %24 = stablehlo.subtract %18, %23 : tensor<2x64x56x56xf32>
    %25 = stablehlo.multiply %theta.layer1.0.bn1.gamma, %22 : tensor<64xf32>
    %26 = stablehlo.broadcast_in_dim %25, dims = [1] : (tensor<64xf32>) -> tensor<2x64x56x56xf32>
    %27 = stablehlo.multiply %24, %26 : tensor<2x64x56x56xf32>
    %28 = stablehlo.broadcast_in_dim %theta.layer1.0.bn1.beta, dims = [1] : (tensor<64xf32>) -> tensor<2x64x56x56xf32>
    %29 = stablehlo.add %27, %28 : tensor<2x64x56x56xf32>
    %30 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %31 = stablehlo.broadcast_in_dim %30, dims = [] : (tensor<f32>) -> tensor<2x64x56x56xf32>
    %32 = stablehlo.maximum %29, %31 : tensor<2x64x56x56xf32>
    %33 = stablehlo.convolution(%32, %theta.layer1.0.conv2.w) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[1, 1], [1, 1]]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<2x64x56x56xf32>, tensor<64x64x3x3xf32>) -> tensor<2x64x56x56xf32>
    %34 = stablehlo.constant dense<1.000000e-05> : tensor<f32>
    %35 = stablehlo.broadcast_in_dim %34, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %36 = stablehlo.add %running_var.layer1.0.bn2, %35 : tensor<64xf32>
    %37 = stablehlo.rsqrt %36 : tensor<64xf32>
    %38 = stablehlo.broadcast_in_dim %running_mean.layer1.0.bn2, dims = [1] : (tensor<64xf32>) -> tensor<2x64x56x56xf32>
    %39 = stablehlo.subtract %33, %38 : tensor<2x64x56x56xf32>
    %40 = stablehlo.multiply %theta.layer1.0.bn2.gamma, %37 : tensor<64xf32>
    %41 = stablehlo.broadcast_in_dim %40, dims = [1] : (tensor<64xf32>) -> tensor<2x64x56x56xf32>
    %42 = stablehlo.multiply %39, %41 : tensor<2x64x56x56xf32>
    %43 = stablehlo.broadcast_in_dim %theta.layer1.0.bn2.beta, dims = [1] : (tensor<64xf32>) -> tensor<2x64x56x56xf32>
    %44 = stablehlo.add %42, %43 : tensor<2x64x56x56xf32>
    %45 = stablehlo.add %44, %16 : tensor<2x64x56x56xf32>
    %46 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %47 = stablehlo.broadcast_in_dim %46, dims = [] : (tensor<f32>) -> tensor<2x64x56x56xf32>
    %48 = stablehlo.maximum %45, %47 : tensor<2x64x56x56xf32>
    %49 = stablehlo.convolution(%48, %theta.layer1.1.conv1.w) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[1, 1], [1, 1]]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<2x64x56x56xf32>, tensor<64x64x3x3xf32>) -> tensor<2x64x56x56xf32>
    %50 = stablehlo.constant dense<1.000000e-05> : tensor<f32>
    %51 = stablehlo.broadcast_in_dim %50, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %52 = stablehlo.add %running_var.layer1.1.bn1, %51 : tensor<64xf32>
    %53 = stablehlo.rsqrt %52 : tensor<64xf32>
    %54 = stablehlo.broadcast_in_dim %running_mean.layer1.1.bn1, dims = [1] : (tensor<64xf32>) -> tensor<2x64x56x56xf32>
    %55 = stablehlo.subtract %49, %54 : tensor<2x64x56x56xf32>
    %56 = stablehlo.multiply %theta.layer1.1.bn1.gamma, %53 : tensor<64xf32>
    %57 = stablehlo.broadcast_in_dim %56, dims = [1] : (tensor<64xf32>) -> tensor<2x64x56x56xf32>
    %58 = stablehlo.multiply %55, %57 : tensor<2x64x56x56xf32>
    %59 = stablehlo.broadcast_in_dim %theta.layer1.1.bn1.beta, dims = [1] : (tensor<64xf32>) -> tensor<2x64x56x56xf32>
    %60 = stablehlo.add %58, %59 : tensor<2x64x56x56xf32>
    %61 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %62 = stablehlo.broadcast_in_dim %61, dims = [] : (tensor<f32>) -> tensor<2x64x56x56xf32>
    %63 = stablehlo.maximum %60, %62 : tensor<2x64x56x56xf32>
    %64 = stablehlo.convolution(%63, %theta.layer1.1.conv2.w) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[1, 1], [1, 1]]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<2x64x56x56xf32>, tensor<64x64x3x3xf32>) -> tensor<2x64x56x56xf32>
    %65 = stablehlo.constant dense<1.000000e-05> : tensor<f32>
    %66 = stablehlo.broadcast_in_dim %65, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %67 = stablehlo.add %running_var.layer1.1.bn2, %66 : tensor<64xf32>
    %68 = stablehlo.rsqrt %67 : tensor<64xf32>
    %69 = stablehlo.broadcast_in_dim %running_mean.layer1.1.bn2, dims = [1] : (tensor<64xf32>) -> tensor<2x64x56x56xf32>
    %70 = stablehlo.subtract %64, %69 : tensor<2x64x56x56xf32>
    %71 = stablehlo.multiply %theta.layer1.1.bn2.gamma, %68 : tensor<64xf32>
    %72 = stablehlo.broadcast_in_dim %71, dims = [1] : (tensor<64xf32>) -> tensor<2x64x56x56xf32>
    %73 = stablehlo.multiply %70, %72 : tensor<2x64x56x56xf32>
    %74 = stablehlo.broadcast_in_dim %theta.layer1.1.bn2.beta, dims = [1] : (tensor<64xf32>) -> tensor<2x64x56x56xf32>
    %75 = stablehlo.add %73, %74 : tensor<2x64x56x56xf32>
    %76 = stablehlo.add %75, %48 : tensor<2x64x56x56xf32>
    %77 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %78 = stablehlo.broadcast_in_dim %77, dims = [] : (tensor<f32>) -> tensor<2x64x56x56xf32>
    %79 = stablehlo.maximum %76, %78 : tensor<2x64x56x56xf32>
    %80 = stablehlo.convolution(%79, %theta.layer1.2.conv1.w) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[1, 1], [1, 1]]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<2x64x56x56xf32>, tensor<64x64x3x3xf32>) -> tensor<2x64x56x56xf32>
    %81 = stablehlo.constant dense<1.000000e-05> : tensor<f32>
    %82 = stablehlo.broadcast_in_dim %81, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %83 = stablehlo.add %running_var.layer1.2.bn1, %82 : tensor<64xf32>
    %84 = stablehlo.rsqrt %83 : tensor<64xf32>
    %85 = stablehlo.broadcast_in_dim %running_mean.layer1.2.bn1, dims = [1] : (tensor<64xf32>) -> tensor<2x64x56x56xf32>
    %86 = stablehlo.subtract %80, %85 : tensor<2x64x56x56xf32>
    %87 = stablehlo.multiply %theta.layer1.2.bn1.gamma, %84 : tensor<64xf32>
    %88 = stablehlo.broadcast_in_dim %87, dims = [1] : (tensor<64xf32>) -> tensor<2x64x56x56xf32>
    %89 = stablehlo.multiply %86, %88 : tensor<2x64x56x56xf32>
    %90 = stablehlo.broadcast_in_dim %theta.layer1.2.bn1.beta, dims = [1] : (tensor<64xf32>) -> tensor<2x64x56x56xf32>
    %91 = stablehlo.add %89, %90 : tensor<2x64x56x56xf32>
    %92 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %93 = stablehlo.broadcast_in_dim %92, dims = [] : (tensor<f32>) -> tensor<2x64x56x56xf32>
    %94 = stablehlo.maximum %91, %93 : tensor<2x64x56x56xf32>
    %95 = stablehlo.convolution(%94, %theta.layer1.2.conv2.w) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[1, 1], [1, 1]]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<2x64x56x56xf32>, tensor<64x64x3x3xf32>) -> tensor<2x64x56x56xf32>
    %96 = stablehlo.constant dense<1.000000e-05> : tensor<f32>
    %97 = stablehlo.broadcast_in_dim %96, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %98 = stablehlo.add %running_var.layer1.2.bn2, %97 : tensor<64xf32>
    %99 = stablehlo.rsqrt %98 : tensor<64xf32>
    %100 = stablehlo.broadcast_in_dim %running_mean.layer1.2.bn2, dims = [1] : (tensor<64xf32>) -> tensor<2x64x56x56xf32>
    %101 = stablehlo.subtract %95, %100 : tensor<2x64x56x56xf32>
    %102 = stablehlo.multiply %theta.layer1.2.bn2.gamma, %99 : tensor<64xf32>
    %103 = stablehlo.broadcast_in_dim %102, dims = [1] : (tensor<64xf32>) -> tensor<2x64x56x56xf32>
    %104 = stablehlo.multiply %101, %103 : tensor<2x64x56x56xf32>
    %105 = stablehlo.broadcast_in_dim %theta.layer1.2.bn2.beta, dims = [1] : (tensor<64xf32>) -> tensor<2x64x56x56xf32>
    %106 = stablehlo.add %104, %105 : tensor<2x64x56x56xf32>
    %107 = stablehlo.add %106, %79 : tensor<2x64x56x56xf32>
    %108 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %109 = stablehlo.broadcast_in_dim %108, dims = [] : (tensor<f32>) -> tensor<2x64x56x56xf32>
    %110 = stablehlo.maximum %107, %109 : tensor<2x64x56x56xf32>
    %111 = stablehlo.convolution(%110, %theta.layer2.0.conv1.w) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [2, 2], pad = [[1, 1], [1, 1]]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<2x64x56x56xf32>, tensor<128x64x3x3xf32>) -> tensor<2x128x28x28xf32>
    %112 = stablehlo.constant dense<1.000000e-05> : tensor<f32>
    %113 = stablehlo.broadcast_in_dim %112, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %114 = stablehlo.add %running_var.layer2.0.bn1, %113 : tensor<128xf32>
    %115 = stablehlo.rsqrt %114 : tensor<128xf32>
    %116 = stablehlo.broadcast_in_dim %running_mean.layer2.0.bn1, dims = [1] : (tensor<128xf32>) -> tensor<2x128x28x28xf32>
    %117 = stablehlo.subtract %111, %116 : tensor<2x128x28x28xf32>
    %118 = stablehlo.multiply %theta.layer2.0.bn1.gamma, %115 : tensor<128xf32>
    %119 = stablehlo.broadcast_in_dim %118, dims = [1] : (tensor<128xf32>) -> tensor<2x128x28x28xf32>
    %120 = stablehlo.multiply %117, %119 : tensor<2x128x28x28xf32>
    %121 = stablehlo.broadcast_in_dim %theta.layer2.0.bn1.beta, dims = [1] : (tensor<128xf32>) -> tensor<2x128x28x28xf32>
    %122 = stablehlo.add %120, %121 : tensor<2x128x28x28xf32>
    %123 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %124 = stablehlo.broadcast_in_dim %123, dims = [] : (tensor<f32>) -> tensor<2x128x28x28xf32>
    %125 = stablehlo.maximum %122, %124 : tensor<2x128x28x28xf32>
    %126 = stablehlo.convolution(%125, %theta.layer2.0.conv2.w) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[1, 1], [1, 1]]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<2x128x28x28xf32>, tensor<128x128x3x3xf32>) -> tensor<2x128x28x28xf32>
    %127 = stablehlo.constant dense<1.000000e-05> : tensor<f32>
    %128 = stablehlo.broadcast_in_dim %127, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %129 = stablehlo.add %running_var.layer2.0.bn2, %128 : tensor<128xf32>
    %130 = stablehlo.rsqrt %129 : tensor<128xf32>
    %131 = stablehlo.broadcast_in_dim %running_mean.layer2.0.bn2, dims = [1] : (tensor<128xf32>) -> tensor<2x128x28x28xf32>
    %132 = stablehlo.subtract %126, %131 : tensor<2x128x28x28xf32>
    %133 = stablehlo.multiply %theta.layer2.0.bn2.gamma, %130 : tensor<128xf32>
    %134 = stablehlo.broadcast_in_dim %133, dims = [1] : (tensor<128xf32>) -> tensor<2x128x28x28xf32>
    %135 = stablehlo.multiply %132, %134 : tensor<2x128x28x28xf32>
    %136 = stablehlo.broadcast_in_dim %theta.layer2.0.bn2.beta, dims = [1] : (tensor<128xf32>) -> tensor<2x128x28x28xf32>
    %137 = stablehlo.add %135, %136 : tensor<2x128x28x28xf32>
    %138 = stablehlo.convolution(%110, %theta.layer2.0.downsample.0.w) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [2, 2], pad = [[0, 0], [0, 0]]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<2x64x56x56xf32>, tensor<128x64x1x1xf32>) -> tensor<2x128x28x28xf32>
    %139 = stablehlo.constant dense<1.000000e-05> : tensor<f32>
    %140 = stablehlo.broadcast_in_dim %139, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %141 = stablehlo.add %running_var.layer2.0.downsample.1, %140 : tensor<128xf32>
    %142 = stablehlo.rsqrt %141 : tensor<128xf32>
    %143 = stablehlo.broadcast_in_dim %running_mean.layer2.0.downsample.1, dims = [1] : (tensor<128xf32>) -> tensor<2x128x28x28xf32>
    %144 = stablehlo.subtract %138, %143 : tensor<2x128x28x28xf32>
    %145 = stablehlo.multiply %theta.layer2.0.downsample.1.gamma, %142 : tensor<128xf32>
    %146 = stablehlo.broadcast_in_dim %145, dims = [1] : (tensor<128xf32>) -> tensor<2x128x28x28xf32>
    %147 = stablehlo.multiply %144, %146 : tensor<2x128x28x28xf32>
    %148 = stablehlo.broadcast_in_dim %theta.layer2.0.downsample.1.beta, dims = [1] : (tensor<128xf32>) -> tensor<2x128x28x28xf32>
    %149 = stablehlo.add %147, %148 : tensor<2x128x28x28xf32>
    %150 = stablehlo.add %137, %149 : tensor<2x128x28x28xf32>
    %151 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %152 = stablehlo.broadcast_in_dim %151, dims = [] : (tensor<f32>) -> tensor<2x128x28x28xf32>
    %153 = stablehlo.maximum %150, %152 : tensor<2x128x28x28xf32>
    %154 = stablehlo.convolution(%153, %theta.layer2.1.conv1.w) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[1, 1], [1, 1]]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<2x128x28x28xf32>, tensor<128x128x3x3xf32>) -> tensor<2x128x28x28xf32>
    %155 = stablehlo.constant dense<1.000000e-05> : tensor<f32>
    %156 = stablehlo.broadcast_in_dim %155, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %157 = stablehlo.add %running_var.layer2.1.bn1, %156 : tensor<128xf32>
    %158 = stablehlo.rsqrt %157 : tensor<128xf32>
    %159 = stablehlo.broadcast_in_dim %running_mean.layer2.1.bn1, dims = [1] : (tensor<128xf32>) -> tensor<2x128x28x28xf32>
    %160 = stablehlo.subtract %154, %159 : tensor<2x128x28x28xf32>
    %161 = stablehlo.multiply %theta.layer2.1.bn1.gamma, %158 : tensor<128xf32>
    %162 = stablehlo.broadcast_in_dim %161, dims = [1] : (tensor<128xf32>) -> tensor<2x128x28x28xf32>
    %163 = stablehlo.multiply %160, %162 : tensor<2x128x28x28xf32>
    %164 = stablehlo.broadcast_in_dim %theta.layer2.1.bn1.beta, dims = [1] : (tensor<128xf32>) -> tensor<2x128x28x28xf32>
    %165 = stablehlo.add %163, %164 : tensor<2x128x28x28xf32>
    %166 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %167 = stablehlo.broadcast_in_dim %166, dims = [] : (tensor<f32>) -> tensor<2x128x28x28xf32>
    %168 = stablehlo.maximum %165, %167 : tensor<2x128x28x28xf32>
    %169 = stablehlo.convolution(%168, %theta.layer2.1.conv2.w) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[1, 1], [1, 1]]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<2x128x28x28xf32>, tensor<128x128x3x3xf32>) -> tensor<2x128x28x28xf32>
    %170 = stablehlo.constant dense<1.000000e-05> : tensor<f32>
    %171 = stablehlo.broadcast_in_dim %170, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %172 = stablehlo.add %running_var.layer2.1.bn2, %171 : tensor<128xf32>
    %173 = stablehlo.rsqrt %172 : tensor<128xf32>
    %174 = stablehlo.broadcast_in_dim %running_mean.layer2.1.bn2, dims = [1] : (tensor<128xf32>) -> tensor<2x128x28x28xf32>
    %175 = stablehlo.subtract %169, %174 : tensor<2x128x28x28xf32>
    %176 = stablehlo.multiply %theta.layer2.1.bn2.gamma, %173 : tensor<128xf32>
    %177 = stablehlo.broadcast_in_dim %176, dims = [1] : (tensor<128xf32>) -> tensor<2x128x28x28xf32>
    %178 = stablehlo.multiply %175, %177 : tensor<2x128x28x28xf32>
    %179 = stablehlo.broadcast_in_dim %theta.layer2.1.bn2.beta, dims = [1] : (tensor<128xf32>) -> tensor<2x128x28x28xf32>
    %180 = stablehlo.add %178, %179 : tensor<2x128x28x28xf32>
    %181 = stablehlo.add %180, %153 : tensor<2x128x28x28xf32>
    %182 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %183 = stablehlo.broadcast_in_dim %182, dims = [] : (tensor<f32>) -> tensor<2x128x28x28xf32>
    %184 = stablehlo.maximum %181, %183 : tensor<2x128x28x28xf32>
    %185 = stablehlo.convolution(%184, %theta.layer2.2.conv1.w) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[1, 1], [1, 1]]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<2x128x28x28xf32>, tensor<128x128x3x3xf32>) -> tensor<2x128x28x28xf32>
    %186 = stablehlo.constant dense<1.000000e-05> : tensor<f32>
    %187 = stablehlo.broadcast_in_dim %186, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %188 = stablehlo.add %running_var.layer2.2.bn1, %187 : tensor<128xf32>
    %189 = stablehlo.rsqrt %188 : tensor<128xf32>
    %190 = stablehlo.broadcast_in_dim %running_mean.layer2.2.bn1, dims = [1] : (tensor<128xf32>) -> tensor<2x128x28x28xf32>
    %191 = stablehlo.subtract %185, %190 : tensor<2x128x28x28xf32>
    %192 = stablehlo.multiply %theta.layer2.2.bn1.gamma, %189 : tensor<128xf32>
    %193 = stablehlo.broadcast_in_dim %192, dims = [1] : (tensor<128xf32>) -> tensor<2x128x28x28xf32>
    %194 = stablehlo.multiply %191, %193 : tensor<2x128x28x28xf32>
    %195 = stablehlo.broadcast_in_dim %theta.layer2.2.bn1.beta, dims = [1] : (tensor<128xf32>) -> tensor<2x128x28x28xf32>
    %196 = stablehlo.add %194, %195 : tensor<2x128x28x28xf32>
    %197 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %198 = stablehlo.broadcast_in_dim %197, dims = [] : (tensor<f32>) -> tensor<2x128x28x28xf32>
    %199 = stablehlo.maximum %196, %198 : tensor<2x128x28x28xf32>
    %200 = stablehlo.convolution(%199, %theta.layer2.2.conv2.w) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[1, 1], [1, 1]]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<2x128x28x28xf32>, tensor<128x128x3x3xf32>) -> tensor<2x128x28x28xf32>
    %201 = stablehlo.constant dense<1.000000e-05> : tensor<f32>
    %202 = stablehlo.broadcast_in_dim %201, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %203 = stablehlo.add %running_var.layer2.2.bn2, %202 : tensor<128xf32>
    %204 = stablehlo.rsqrt %203 : tensor<128xf32>
    %205 = stablehlo.broadcast_in_dim %running_mean.layer2.2.bn2, dims = [1] : (tensor<128xf32>) -> tensor<2x128x28x28xf32>
    %206 = stablehlo.subtract %200, %205 : tensor<2x128x28x28xf32>
    %207 = stablehlo.multiply %theta.layer2.2.bn2.gamma, %204 : tensor<128xf32>
    %208 = stablehlo.broadcast_in_dim %207, dims = [1] : (tensor<128xf32>) -> tensor<2x128x28x28xf32>
    %209 = stablehlo.multiply %206, %208 : tensor<2x128x28x28xf32>
    %210 = stablehlo.broadcast_in_dim %theta.layer2.2.bn2.beta, dims = [1] : (tensor<128xf32>) -> tensor<2x128x28x28xf32>
    %211 = stablehlo.add %209, %210 : tensor<2x128x28x28xf32>
    %212 = stablehlo.add %211, %184 : tensor<2x128x28x28xf32>
    %213 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %214 = stablehlo.broadcast_in_dim %213, dims = [] : (tensor<f32>) -> tensor<2x128x28x28xf32>
    %215 = stablehlo.maximum %212, %214 : tensor<2x128x28x28xf32>
    %216 = stablehlo.convolution(%215, %theta.layer2.3.conv1.w) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[1, 1], [1, 1]]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<2x128x28x28xf32>, tensor<128x128x3x3xf32>) -> tensor<2x128x28x28xf32>
    %217 = stablehlo.constant dense<1.000000e-05> : tensor<f32>
    %218 = stablehlo.broadcast_in_dim %217, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %219 = stablehlo.add %running_var.layer2.3.bn1, %218 : tensor<128xf32>
    %220 = stablehlo.rsqrt %219 : tensor<128xf32>
    %221 = stablehlo.broadcast_in_dim %running_mean.layer2.3.bn1, dims = [1] : (tensor<128xf32>) -> tensor<2x128x28x28xf32>
    %222 = stablehlo.subtract %216, %221 : tensor<2x128x28x28xf32>
    %223 = stablehlo.multiply %theta.layer2.3.bn1.gamma, %220 : tensor<128xf32>
    %224 = stablehlo.broadcast_in_dim %223, dims = [1] : (tensor<128xf32>) -> tensor<2x128x28x28xf32>
    %225 = stablehlo.multiply %222, %224 : tensor<2x128x28x28xf32>
    %226 = stablehlo.broadcast_in_dim %theta.layer2.3.bn1.beta, dims = [1] : (tensor<128xf32>) -> tensor<2x128x28x28xf32>
    %227 = stablehlo.add %225, %226 : tensor<2x128x28x28xf32>
    %228 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %229 = stablehlo.broadcast_in_dim %228, dims = [] : (tensor<f32>) -> tensor<2x128x28x28xf32>
    %230 = stablehlo.maximum %227, %229 : tensor<2x128x28x28xf32>
    %231 = stablehlo.convolution(%230, %theta.layer2.3.conv2.w) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[1, 1], [1, 1]]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<2x128x28x28xf32>, tensor<128x128x3x3xf32>) -> tensor<2x128x28x28xf32>
    %232 = stablehlo.constant dense<1.000000e-05> : tensor<f32>
    %233 = stablehlo.broadcast_in_dim %232, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %234 = stablehlo.add %running_var.layer2.3.bn2, %233 : tensor<128xf32>
    %235 = stablehlo.rsqrt %234 : tensor<128xf32>
    %236 = stablehlo.broadcast_in_dim %running_mean.layer2.3.bn2, dims = [1] : (tensor<128xf32>) -> tensor<2x128x28x28xf32>
    %237 = stablehlo.subtract %231, %236 : tensor<2x128x28x28xf32>
    %238 = stablehlo.multiply %theta.layer2.3.bn2.gamma, %235 : tensor<128xf32>
    %239 = stablehlo.broadcast_in_dim %238, dims = [1] : (tensor<128xf32>) -> tensor<2x128x28x28xf32>
    %240 = stablehlo.multiply %237, %239 : tensor<2x128x28x28xf32>
    %241 = stablehlo.broadcast_in_dim %theta.layer2.3.bn2.beta, dims = [1] : (tensor<128xf32>) -> tensor<2x128x28x28xf32>
    %242 = stablehlo.add %240, %241 : tensor<2x128x28x28xf32>
    %243 = stablehlo.add %242, %215 : tensor<2x128x28x28xf32>
    %244 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %245 = stablehlo.broadcast_in_dim %244, dims = [] : (tensor<f32>) -> tensor<2x128x28x28xf32>
    %246 = stablehlo.maximum %243, %245 : tensor<2x128x28x28xf32>
    %247 = stablehlo.convolution(%246, %theta.layer3.0.conv1.w) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [2, 2], pad = [[1, 1], [1, 1]]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<2x128x28x28xf32>, tensor<256x128x3x3xf32>) -> tensor<2x256x14x14xf32>
    %248 = stablehlo.constant dense<1.000000e-05> : tensor<f32>
    %249 = stablehlo.broadcast_in_dim %248, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %250 = stablehlo.add %running_var.layer3.0.bn1, %249 : tensor<256xf32>
    %251 = stablehlo.rsqrt %250 : tensor<256xf32>
    %252 = stablehlo.broadcast_in_dim %running_mean.layer3.0.bn1, dims = [1] : (tensor<256xf32>) -> tensor<2x256x14x14xf32>
    %253 = stablehlo.subtract %247, %252 : tensor<2x256x14x14xf32>
    %254 = stablehlo.multiply %theta.layer3.0.bn1.gamma, %251 : tensor<256xf32>
    %255 = stablehlo.broadcast_in_dim %254, dims = [1] : (tensor<256xf32>) -> tensor<2x256x14x14xf32>
    %256 = stablehlo.multiply %253, %255 : tensor<2x256x14x14xf32>
    %257 = stablehlo.broadcast_in_dim %theta.layer3.0.bn1.beta, dims = [1] : (tensor<256xf32>) -> tensor<2x256x14x14xf32>
    %258 = stablehlo.add %256, %257 : tensor<2x256x14x14xf32>
    %259 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %260 = stablehlo.broadcast_in_dim %259, dims = [] : (tensor<f32>) -> tensor<2x256x14x14xf32>
    %261 = stablehlo.maximum %258, %260 : tensor<2x256x14x14xf32>
    %262 = stablehlo.convolution(%261, %theta.layer3.0.conv2.w) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[1, 1], [1, 1]]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<2x256x14x14xf32>, tensor<256x256x3x3xf32>) -> tensor<2x256x14x14xf32>
    %263 = stablehlo.constant dense<1.000000e-05> : tensor<f32>
    %264 = stablehlo.broadcast_in_dim %263, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %265 = stablehlo.add %running_var.layer3.0.bn2, %264 : tensor<256xf32>
    %266 = stablehlo.rsqrt %265 : tensor<256xf32>
    %267 = stablehlo.broadcast_in_dim %running_mean.layer3.0.bn2, dims = [1] : (tensor<256xf32>) -> tensor<2x256x14x14xf32>
    %268 = stablehlo.subtract %262, %267 : tensor<2x256x14x14xf32>
    %269 = stablehlo.multiply %theta.layer3.0.bn2.gamma, %266 : tensor<256xf32>
    %270 = stablehlo.broadcast_in_dim %269, dims = [1] : (tensor<256xf32>) -> tensor<2x256x14x14xf32>
    %271 = stablehlo.multiply %268, %270 : tensor<2x256x14x14xf32>
    %272 = stablehlo.broadcast_in_dim %theta.layer3.0.bn2.beta, dims = [1] : (tensor<256xf32>) -> tensor<2x256x14x14xf32>
    %273 = stablehlo.add %271, %272 : tensor<2x256x14x14xf32>
    %274 = stablehlo.convolution(%246, %theta.layer3.0.downsample.0.w) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [2, 2], pad = [[0, 0], [0, 0]]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<2x128x28x28xf32>, tensor<256x128x1x1xf32>) -> tensor<2x256x14x14xf32>
    %275 = stablehlo.constant dense<1.000000e-05> : tensor<f32>
    %276 = stablehlo.broadcast_in_dim %275, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %277 = stablehlo.add %running_var.layer3.0.downsample.1, %276 : tensor<256xf32>
    %278 = stablehlo.rsqrt %277 : tensor<256xf32>
    %279 = stablehlo.broadcast_in_dim %running_mean.layer3.0.downsample.1, dims = [1] : (tensor<256xf32>) -> tensor<2x256x14x14xf32>
    %280 = stablehlo.subtract %274, %279 : tensor<2x256x14x14xf32>
    %281 = stablehlo.multiply %theta.layer3.0.downsample.1.gamma, %278 : tensor<256xf32>
    %282 = stablehlo.broadcast_in_dim %281, dims = [1] : (tensor<256xf32>) -> tensor<2x256x14x14xf32>
    %283 = stablehlo.multiply %280, %282 : tensor<2x256x14x14xf32>
    %284 = stablehlo.broadcast_in_dim %theta.layer3.0.downsample.1.beta, dims = [1] : (tensor<256xf32>) -> tensor<2x256x14x14xf32>
    %285 = stablehlo.add %283, %284 : tensor<2x256x14x14xf32>
    %286 = stablehlo.add %273, %285 : tensor<2x256x14x14xf32>
    %287 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %288 = stablehlo.broadcast_in_dim %287, dims = [] : (tensor<f32>) -> tensor<2x256x14x14xf32>
    %289 = stablehlo.maximum %286, %288 : tensor<2x256x14x14xf32>
    %290 = stablehlo.convolution(%289, %theta.layer3.1.conv1.w) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[1, 1], [1, 1]]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<2x256x14x14xf32>, tensor<256x256x3x3xf32>) -> tensor<2x256x14x14xf32>
    %291 = stablehlo.constant dense<1.000000e-05> : tensor<f32>
    %292 = stablehlo.broadcast_in_dim %291, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %293 = stablehlo.add %running_var.layer3.1.bn1, %292 : tensor<256xf32>
    %294 = stablehlo.rsqrt %293 : tensor<256xf32>
    %295 = stablehlo.broadcast_in_dim %running_mean.layer3.1.bn1, dims = [1] : (tensor<256xf32>) -> tensor<2x256x14x14xf32>
    %296 = stablehlo.subtract %290, %295 : tensor<2x256x14x14xf32>
    %297 = stablehlo.multiply %theta.layer3.1.bn1.gamma, %294 : tensor<256xf32>
    %298 = stablehlo.broadcast_in_dim %297, dims = [1] : (tensor<256xf32>) -> tensor<2x256x14x14xf32>
    %299 = stablehlo.multiply %296, %298 : tensor<2x256x14x14xf32>
    %300 = stablehlo.broadcast_in_dim %theta.layer3.1.bn1.beta, dims = [1] : (tensor<256xf32>) -> tensor<2x256x14x14xf32>
    %301 = stablehlo.add %299, %300 : tensor<2x256x14x14xf32>
    %302 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %303 = stablehlo.broadcast_in_dim %302, dims = [] : (tensor<f32>) -> tensor<2x256x14x14xf32>
    %304 = stablehlo.maximum %301, %303 : tensor<2x256x14x14xf32>
    %305 = stablehlo.convolution(%304, %theta.layer3.1.conv2.w) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[1, 1], [1, 1]]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<2x256x14x14xf32>, tensor<256x256x3x3xf32>) -> tensor<2x256x14x14xf32>
    %306 = stablehlo.constant dense<1.000000e-05> : tensor<f32>
    %307 = stablehlo.broadcast_in_dim %306, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %308 = stablehlo.add %running_var.layer3.1.bn2, %307 : tensor<256xf32>
    %309 = stablehlo.rsqrt %308 : tensor<256xf32>
    %310 = stablehlo.broadcast_in_dim %running_mean.layer3.1.bn2, dims = [1] : (tensor<256xf32>) -> tensor<2x256x14x14xf32>
    %311 = stablehlo.subtract %305, %310 : tensor<2x256x14x14xf32>
    %312 = stablehlo.multiply %theta.layer3.1.bn2.gamma, %309 : tensor<256xf32>
    %313 = stablehlo.broadcast_in_dim %312, dims = [1] : (tensor<256xf32>) -> tensor<2x256x14x14xf32>
    %314 = stablehlo.multiply %311, %313 : tensor<2x256x14x14xf32>
    %315 = stablehlo.broadcast_in_dim %theta.layer3.1.bn2.beta, dims = [1] : (tensor<256xf32>) -> tensor<2x256x14x14xf32>
    %316 = stablehlo.add %314, %315 : tensor<2x256x14x14xf32>
    %317 = stablehlo.add %316, %289 : tensor<2x256x14x14xf32>
    %318 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %319 = stablehlo.broadcast_in_dim %318, dims = [] : (tensor<f32>) -> tensor<2x256x14x14xf32>
    %320 = stablehlo.maximum %317, %319 : tensor<2x256x14x14xf32>
    %321 = stablehlo.convolution(%320, %theta.layer3.2.conv1.w) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[1, 1], [1, 1]]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<2x256x14x14xf32>, tensor<256x256x3x3xf32>) -> tensor<2x256x14x14xf32>
    %322 = stablehlo.constant dense<1.000000e-05> : tensor<f32>
    %323 = stablehlo.broadcast_in_dim %322, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %324 = stablehlo.add %running_var.layer3.2.bn1, %323 : tensor<256xf32>
    %325 = stablehlo.rsqrt %324 : tensor<256xf32>
    %326 = stablehlo.broadcast_in_dim %running_mean.layer3.2.bn1, dims = [1] : (tensor<256xf32>) -> tensor<2x256x14x14xf32>
    %327 = stablehlo.subtract %321, %326 : tensor<2x256x14x14xf32>
    %328 = stablehlo.multiply %theta.layer3.2.bn1.gamma, %325 : tensor<256xf32>
    %329 = stablehlo.broadcast_in_dim %328, dims = [1] : (tensor<256xf32>) -> tensor<2x256x14x14xf32>
    %330 = stablehlo.multiply %327, %329 : tensor<2x256x14x14xf32>
    %331 = stablehlo.broadcast_in_dim %theta.layer3.2.bn1.beta, dims = [1] : (tensor<256xf32>) -> tensor<2x256x14x14xf32>
    %332 = stablehlo.add %330, %331 : tensor<2x256x14x14xf32>
    %333 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %334 = stablehlo.broadcast_in_dim %333, dims = [] : (tensor<f32>) -> tensor<2x256x14x14xf32>
    %335 = stablehlo.maximum %332, %334 : tensor<2x256x14x14xf32>
    %336 = stablehlo.convolution(%335, %theta.layer3.2.conv2.w) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[1, 1], [1, 1]]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<2x256x14x14xf32>, tensor<256x256x3x3xf32>) -> tensor<2x256x14x14xf32>
    %337 = stablehlo.constant dense<1.000000e-05> : tensor<f32>
    %338 = stablehlo.broadcast_in_dim %337, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %339 = stablehlo.add %running_var.layer3.2.bn2, %338 : tensor<256xf32>
    %340 = stablehlo.rsqrt %339 : tensor<256xf32>
    %341 = stablehlo.broadcast_in_dim %running_mean.layer3.2.bn2, dims = [1] : (tensor<256xf32>) -> tensor<2x256x14x14xf32>
    %342 = stablehlo.subtract %336, %341 : tensor<2x256x14x14xf32>
    %343 = stablehlo.multiply %theta.layer3.2.bn2.gamma, %340 : tensor<256xf32>
    %344 = stablehlo.broadcast_in_dim %343, dims = [1] : (tensor<256xf32>) -> tensor<2x256x14x14xf32>
    %345 = stablehlo.multiply %342, %344 : tensor<2x256x14x14xf32>
    %346 = stablehlo.broadcast_in_dim %theta.layer3.2.bn2.beta, dims = [1] : (tensor<256xf32>) -> tensor<2x256x14x14xf32>
    %347 = stablehlo.add %345, %346 : tensor<2x256x14x14xf32>
    %348 = stablehlo.add %347, %320 : tensor<2x256x14x14xf32>
    %349 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %350 = stablehlo.broadcast_in_dim %349, dims = [] : (tensor<f32>) -> tensor<2x256x14x14xf32>
    %351 = stablehlo.maximum %348, %350 : tensor<2x256x14x14xf32>
    %352 = stablehlo.convolution(%351, %theta.layer3.3.conv1.w) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[1, 1], [1, 1]]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<2x256x14x14xf32>, tensor<256x256x3x3xf32>) -> tensor<2x256x14x14xf32>
    %353 = stablehlo.constant dense<1.000000e-05> : tensor<f32>
    %354 = stablehlo.broadcast_in_dim %353, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %355 = stablehlo.add %running_var.layer3.3.bn1, %354 : tensor<256xf32>
    %356 = stablehlo.rsqrt %355 : tensor<256xf32>
    %357 = stablehlo.broadcast_in_dim %running_mean.layer3.3.bn1, dims = [1] : (tensor<256xf32>) -> tensor<2x256x14x14xf32>
    %358 = stablehlo.subtract %352, %357 : tensor<2x256x14x14xf32>
    %359 = stablehlo.multiply %theta.layer3.3.bn1.gamma, %356 : tensor<256xf32>
    %360 = stablehlo.broadcast_in_dim %359, dims = [1] : (tensor<256xf32>) -> tensor<2x256x14x14xf32>
    %361 = stablehlo.multiply %358, %360 : tensor<2x256x14x14xf32>
    %362 = stablehlo.broadcast_in_dim %theta.layer3.3.bn1.beta, dims = [1] : (tensor<256xf32>) -> tensor<2x256x14x14xf32>
    %363 = stablehlo.add %361, %362 : tensor<2x256x14x14xf32>
    %364 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %365 = stablehlo.broadcast_in_dim %364, dims = [] : (tensor<f32>) -> tensor<2x256x14x14xf32>
    %366 = stablehlo.maximum %363, %365 : tensor<2x256x14x14xf32>
    %367 = stablehlo.convolution(%366, %theta.layer3.3.conv2.w) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[1, 1], [1, 1]]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<2x256x14x14xf32>, tensor<256x256x3x3xf32>) -> tensor<2x256x14x14xf32>
    %368 = stablehlo.constant dense<1.000000e-05> : tensor<f32>
    %369 = stablehlo.broadcast_in_dim %368, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %370 = stablehlo.add %running_var.layer3.3.bn2, %369 : tensor<256xf32>
    %371 = stablehlo.rsqrt %370 : tensor<256xf32>
    %372 = stablehlo.broadcast_in_dim %running_mean.layer3.3.bn2, dims = [1] : (tensor<256xf32>) -> tensor<2x256x14x14xf32>
    %373 = stablehlo.subtract %367, %372 : tensor<2x256x14x14xf32>
    %374 = stablehlo.multiply %theta.layer3.3.bn2.gamma, %371 : tensor<256xf32>
    %375 = stablehlo.broadcast_in_dim %374, dims = [1] : (tensor<256xf32>) -> tensor<2x256x14x14xf32>
    %376 = stablehlo.multiply %373, %375 : tensor<2x256x14x14xf32>
    %377 = stablehlo.broadcast_in_dim %theta.layer3.3.bn2.beta, dims = [1] : (tensor<256xf32>) -> tensor<2x256x14x14xf32>
    %378 = stablehlo.add %376, %377 : tensor<2x256x14x14xf32>
    %379 = stablehlo.add %378, %351 : tensor<2x256x14x14xf32>
    %380 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %381 = stablehlo.broadcast_in_dim %380, dims = [] : (tensor<f32>) -> tensor<2x256x14x14xf32>
    %382 = stablehlo.maximum %379, %381 : tensor<2x256x14x14xf32>
    %383 = stablehlo.convolution(%382, %theta.layer3.4.conv1.w) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[1, 1], [1, 1]]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<2x256x14x14xf32>, tensor<256x256x3x3xf32>) -> tensor<2x256x14x14xf32>
    %384 = stablehlo.constant dense<1.000000e-05> : tensor<f32>
    %385 = stablehlo.broadcast_in_dim %384, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %386 = stablehlo.add %running_var.layer3.4.bn1, %385 : tensor<256xf32>
    %387 = stablehlo.rsqrt %386 : tensor<256xf32>
    %388 = stablehlo.broadcast_in_dim %running_mean.layer3.4.bn1, dims = [1] : (tensor<256xf32>) -> tensor<2x256x14x14xf32>
    %389 = stablehlo.subtract %383, %388 : tensor<2x256x14x14xf32>
    %390 = stablehlo.multiply %theta.layer3.4.bn1.gamma, %387 : tensor<256xf32>
    %391 = stablehlo.broadcast_in_dim %390, dims = [1] : (tensor<256xf32>) -> tensor<2x256x14x14xf32>
    %392 = stablehlo.multiply %389, %391 : tensor<2x256x14x14xf32>
    %393 = stablehlo.broadcast_in_dim %theta.layer3.4.bn1.beta, dims = [1] : (tensor<256xf32>) -> tensor<2x256x14x14xf32>
    %394 = stablehlo.add %392, %393 : tensor<2x256x14x14xf32>
    %395 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %396 = stablehlo.broadcast_in_dim %395, dims = [] : (tensor<f32>) -> tensor<2x256x14x14xf32>
    %397 = stablehlo.maximum %394, %396 : tensor<2x256x14x14xf32>
    %398 = stablehlo.convolution(%397, %theta.layer3.4.conv2.w) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[1, 1], [1, 1]]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<2x256x14x14xf32>, tensor<256x256x3x3xf32>) -> tensor<2x256x14x14xf32>
    %399 = stablehlo.constant dense<1.000000e-05> : tensor<f32>
    %400 = stablehlo.broadcast_in_dim %399, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %401 = stablehlo.add %running_var.layer3.4.bn2, %400 : tensor<256xf32>
    %402 = stablehlo.rsqrt %401 : tensor<256xf32>
    %403 = stablehlo.broadcast_in_dim %running_mean.layer3.4.bn2, dims = [1] : (tensor<256xf32>) -> tensor<2x256x14x14xf32>
    %404 = stablehlo.subtract %398, %403 : tensor<2x256x14x14xf32>
    %405 = stablehlo.multiply %theta.layer3.4.bn2.gamma, %402 : tensor<256xf32>
    %406 = stablehlo.broadcast_in_dim %405, dims = [1] : (tensor<256xf32>) -> tensor<2x256x14x14xf32>
    %407 = stablehlo.multiply %404, %406 : tensor<2x256x14x14xf32>
    %408 = stablehlo.broadcast_in_dim %theta.layer3.4.bn2.beta, dims = [1] : (tensor<256xf32>) -> tensor<2x256x14x14xf32>
    %409 = stablehlo.add %407, %408 : tensor<2x256x14x14xf32>
    %410 = stablehlo.add %409, %382 : tensor<2x256x14x14xf32>
    %411 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %412 = stablehlo.broadcast_in_dim %411, dims = [] : (tensor<f32>) -> tensor<2x256x14x14xf32>
    %413 = stablehlo.maximum %410, %412 : tensor<2x256x14x14xf32>
    %414 = stablehlo.convolution(%413, %theta.layer3.5.conv1.w) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[1, 1], [1, 1]]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<2x256x14x14xf32>, tensor<256x256x3x3xf32>) -> tensor<2x256x14x14xf32>
    %415 = stablehlo.constant dense<1.000000e-05> : tensor<f32>
    %416 = stablehlo.broadcast_in_dim %415, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %417 = stablehlo.add %running_var.layer3.5.bn1, %416 : tensor<256xf32>
    %418 = stablehlo.rsqrt %417 : tensor<256xf32>
    %419 = stablehlo.broadcast_in_dim %running_mean.layer3.5.bn1, dims = [1] : (tensor<256xf32>) -> tensor<2x256x14x14xf32>
    %420 = stablehlo.subtract %414, %419 : tensor<2x256x14x14xf32>
    %421 = stablehlo.multiply %theta.layer3.5.bn1.gamma, %418 : tensor<256xf32>
    %422 = stablehlo.broadcast_in_dim %421, dims = [1] : (tensor<256xf32>) -> tensor<2x256x14x14xf32>
    %423 = stablehlo.multiply %420, %422 : tensor<2x256x14x14xf32>
    %424 = stablehlo.broadcast_in_dim %theta.layer3.5.bn1.beta, dims = [1] : (tensor<256xf32>) -> tensor<2x256x14x14xf32>
    %425 = stablehlo.add %423, %424 : tensor<2x256x14x14xf32>
    %426 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %427 = stablehlo.broadcast_in_dim %426, dims = [] : (tensor<f32>) -> tensor<2x256x14x14xf32>
    %428 = stablehlo.maximum %425, %427 : tensor<2x256x14x14xf32>
    %429 = stablehlo.convolution(%428, %theta.layer3.5.conv2.w) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[1, 1], [1, 1]]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<2x256x14x14xf32>, tensor<256x256x3x3xf32>) -> tensor<2x256x14x14xf32>
    %430 = stablehlo.constant dense<1.000000e-05> : tensor<f32>
    %431 = stablehlo.broadcast_in_dim %430, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %432 = stablehlo.add %running_var.layer3.5.bn2, %431 : tensor<256xf32>
    %433 = stablehlo.rsqrt %432 : tensor<256xf32>
    %434 = stablehlo.broadcast_in_dim %running_mean.layer3.5.bn2, dims = [1] : (tensor<256xf32>) -> tensor<2x256x14x14xf32>
    %435 = stablehlo.subtract %429, %434 : tensor<2x256x14x14xf32>
    %436 = stablehlo.multiply %theta.layer3.5.bn2.gamma, %433 : tensor<256xf32>
    %437 = stablehlo.broadcast_in_dim %436, dims = [1] : (tensor<256xf32>) -> tensor<2x256x14x14xf32>
    %438 = stablehlo.multiply %435, %437 : tensor<2x256x14x14xf32>
    %439 = stablehlo.broadcast_in_dim %theta.layer3.5.bn2.beta, dims = [1] : (tensor<256xf32>) -> tensor<2x256x14x14xf32>
    %440 = stablehlo.add %438, %439 : tensor<2x256x14x14xf32>
    %441 = stablehlo.add %440, %413 : tensor<2x256x14x14xf32>
    %442 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %443 = stablehlo.broadcast_in_dim %442, dims = [] : (tensor<f32>) -> tensor<2x256x14x14xf32>
    %444 = stablehlo.maximum %441, %443 : tensor<2x256x14x14xf32>
    %445 = stablehlo.convolution(%444, %theta.layer4.0.conv1.w) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [2, 2], pad = [[1, 1], [1, 1]]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<2x256x14x14xf32>, tensor<512x256x3x3xf32>) -> tensor<2x512x7x7xf32>
    %446 = stablehlo.constant dense<1.000000e-05> : tensor<f32>
    %447 = stablehlo.broadcast_in_dim %446, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %448 = stablehlo.add %running_var.layer4.0.bn1, %447 : tensor<512xf32>
    %449 = stablehlo.rsqrt %448 : tensor<512xf32>
    %450 = stablehlo.broadcast_in_dim %running_mean.layer4.0.bn1, dims = [1] : (tensor<512xf32>) -> tensor<2x512x7x7xf32>
    %451 = stablehlo.subtract %445, %450 : tensor<2x512x7x7xf32>
    %452 = stablehlo.multiply %theta.layer4.0.bn1.gamma, %449 : tensor<512xf32>
    %453 = stablehlo.broadcast_in_dim %452, dims = [1] : (tensor<512xf32>) -> tensor<2x512x7x7xf32>
    %454 = stablehlo.multiply %451, %453 : tensor<2x512x7x7xf32>
    %455 = stablehlo.broadcast_in_dim %theta.layer4.0.bn1.beta, dims = [1] : (tensor<512xf32>) -> tensor<2x512x7x7xf32>
    %456 = stablehlo.add %454, %455 : tensor<2x512x7x7xf32>
    %457 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %458 = stablehlo.broadcast_in_dim %457, dims = [] : (tensor<f32>) -> tensor<2x512x7x7xf32>
    %459 = stablehlo.maximum %456, %458 : tensor<2x512x7x7xf32>
    %460 = stablehlo.convolution(%459, %theta.layer4.0.conv2.w) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[1, 1], [1, 1]]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<2x512x7x7xf32>, tensor<512x512x3x3xf32>) -> tensor<2x512x7x7xf32>
    %461 = stablehlo.constant dense<1.000000e-05> : tensor<f32>
    %462 = stablehlo.broadcast_in_dim %461, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %463 = stablehlo.add %running_var.layer4.0.bn2, %462 : tensor<512xf32>
    %464 = stablehlo.rsqrt %463 : tensor<512xf32>
    %465 = stablehlo.broadcast_in_dim %running_mean.layer4.0.bn2, dims = [1] : (tensor<512xf32>) -> tensor<2x512x7x7xf32>
    %466 = stablehlo.subtract %460, %465 : tensor<2x512x7x7xf32>
    %467 = stablehlo.multiply %theta.layer4.0.bn2.gamma, %464 : tensor<512xf32>
    %468 = stablehlo.broadcast_in_dim %467, dims = [1] : (tensor<512xf32>) -> tensor<2x512x7x7xf32>
    %469 = stablehlo.multiply %466, %468 : tensor<2x512x7x7xf32>
    %470 = stablehlo.broadcast_in_dim %theta.layer4.0.bn2.beta, dims = [1] : (tensor<512xf32>) -> tensor<2x512x7x7xf32>
    %471 = stablehlo.add %469, %470 : tensor<2x512x7x7xf32>
    %472 = stablehlo.convolution(%444, %theta.layer4.0.downsample.0.w) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [2, 2], pad = [[0, 0], [0, 0]]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<2x256x14x14xf32>, tensor<512x256x1x1xf32>) -> tensor<2x512x7x7xf32>
    %473 = stablehlo.constant dense<1.000000e-05> : tensor<f32>
    %474 = stablehlo.broadcast_in_dim %473, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %475 = stablehlo.add %running_var.layer4.0.downsample.1, %474 : tensor<512xf32>
    %476 = stablehlo.rsqrt %475 : tensor<512xf32>
    %477 = stablehlo.broadcast_in_dim %running_mean.layer4.0.downsample.1, dims = [1] : (tensor<512xf32>) -> tensor<2x512x7x7xf32>
    %478 = stablehlo.subtract %472, %477 : tensor<2x512x7x7xf32>
    %479 = stablehlo.multiply %theta.layer4.0.downsample.1.gamma, %476 : tensor<512xf32>
    %480 = stablehlo.broadcast_in_dim %479, dims = [1] : (tensor<512xf32>) -> tensor<2x512x7x7xf32>
    %481 = stablehlo.multiply %478, %480 : tensor<2x512x7x7xf32>
    %482 = stablehlo.broadcast_in_dim %theta.layer4.0.downsample.1.beta, dims = [1] : (tensor<512xf32>) -> tensor<2x512x7x7xf32>
    %483 = stablehlo.add %481, %482 : tensor<2x512x7x7xf32>
    %484 = stablehlo.add %471, %483 : tensor<2x512x7x7xf32>
    %485 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %486 = stablehlo.broadcast_in_dim %485, dims = [] : (tensor<f32>) -> tensor<2x512x7x7xf32>
    %487 = stablehlo.maximum %484, %486 : tensor<2x512x7x7xf32>
    %488 = stablehlo.convolution(%487, %theta.layer4.1.conv1.w) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[1, 1], [1, 1]]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<2x512x7x7xf32>, tensor<512x512x3x3xf32>) -> tensor<2x512x7x7xf32>
    %489 = stablehlo.constant dense<1.000000e-05> : tensor<f32>
    %490 = stablehlo.broadcast_in_dim %489, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %491 = stablehlo.add %running_var.layer4.1.bn1, %490 : tensor<512xf32>
    %492 = stablehlo.rsqrt %491 : tensor<512xf32>
    %493 = stablehlo.broadcast_in_dim %running_mean.layer4.1.bn1, dims = [1] : (tensor<512xf32>) -> tensor<2x512x7x7xf32>
    %494 = stablehlo.subtract %488, %493 : tensor<2x512x7x7xf32>
    %495 = stablehlo.multiply %theta.layer4.1.bn1.gamma, %492 : tensor<512xf32>
    %496 = stablehlo.broadcast_in_dim %495, dims = [1] : (tensor<512xf32>) -> tensor<2x512x7x7xf32>
    %497 = stablehlo.multiply %494, %496 : tensor<2x512x7x7xf32>
    %498 = stablehlo.broadcast_in_dim %theta.layer4.1.bn1.beta, dims = [1] : (tensor<512xf32>) -> tensor<2x512x7x7xf32>
    %499 = stablehlo.add %497, %498 : tensor<2x512x7x7xf32>
    %500 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %501 = stablehlo.broadcast_in_dim %500, dims = [] : (tensor<f32>) -> tensor<2x512x7x7xf32>
    %502 = stablehlo.maximum %499, %501 : tensor<2x512x7x7xf32>
    %503 = stablehlo.convolution(%502, %theta.layer4.1.conv2.w) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[1, 1], [1, 1]]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<2x512x7x7xf32>, tensor<512x512x3x3xf32>) -> tensor<2x512x7x7xf32>
    %504 = stablehlo.constant dense<1.000000e-05> : tensor<f32>
    %505 = stablehlo.broadcast_in_dim %504, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %506 = stablehlo.add %running_var.layer4.1.bn2, %505 : tensor<512xf32>
    %507 = stablehlo.rsqrt %506 : tensor<512xf32>
    %508 = stablehlo.broadcast_in_dim %running_mean.layer4.1.bn2, dims = [1] : (tensor<512xf32>) -> tensor<2x512x7x7xf32>
    %509 = stablehlo.subtract %503, %508 : tensor<2x512x7x7xf32>
    %510 = stablehlo.multiply %theta.layer4.1.bn2.gamma, %507 : tensor<512xf32>
    %511 = stablehlo.broadcast_in_dim %510, dims = [1] : (tensor<512xf32>) -> tensor<2x512x7x7xf32>
    %512 = stablehlo.multiply %509, %511 : tensor<2x512x7x7xf32>
    %513 = stablehlo.broadcast_in_dim %theta.layer4.1.bn2.beta, dims = [1] : (tensor<512xf32>) -> tensor<2x512x7x7xf32>
    %514 = stablehlo.add %512, %513 : tensor<2x512x7x7xf32>
    %515 = stablehlo.add %514, %487 : tensor<2x512x7x7xf32>
    %516 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %517 = stablehlo.broadcast_in_dim %516, dims = [] : (tensor<f32>) -> tensor<2x512x7x7xf32>
    %518 = stablehlo.maximum %515, %517 : tensor<2x512x7x7xf32>
    %519 = stablehlo.convolution(%518, %theta.layer4.2.conv1.w) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[1, 1], [1, 1]]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<2x512x7x7xf32>, tensor<512x512x3x3xf32>) -> tensor<2x512x7x7xf32>
    %520 = stablehlo.constant dense<1.000000e-05> : tensor<f32>
    %521 = stablehlo.broadcast_in_dim %520, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %522 = stablehlo.add %running_var.layer4.2.bn1, %521 : tensor<512xf32>
    %523 = stablehlo.rsqrt %522 : tensor<512xf32>
    %524 = stablehlo.broadcast_in_dim %running_mean.layer4.2.bn1, dims = [1] : (tensor<512xf32>) -> tensor<2x512x7x7xf32>
    %525 = stablehlo.subtract %519, %524 : tensor<2x512x7x7xf32>
    %526 = stablehlo.multiply %theta.layer4.2.bn1.gamma, %523 : tensor<512xf32>
    %527 = stablehlo.broadcast_in_dim %526, dims = [1] : (tensor<512xf32>) -> tensor<2x512x7x7xf32>
    %528 = stablehlo.multiply %525, %527 : tensor<2x512x7x7xf32>
    %529 = stablehlo.broadcast_in_dim %theta.layer4.2.bn1.beta, dims = [1] : (tensor<512xf32>) -> tensor<2x512x7x7xf32>
    %530 = stablehlo.add %528, %529 : tensor<2x512x7x7xf32>
    %531 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %532 = stablehlo.broadcast_in_dim %531, dims = [] : (tensor<f32>) -> tensor<2x512x7x7xf32>
    %533 = stablehlo.maximum %530, %532 : tensor<2x512x7x7xf32>
    %534 = stablehlo.convolution(%533, %theta.layer4.2.conv2.w) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[1, 1], [1, 1]]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<2x512x7x7xf32>, tensor<512x512x3x3xf32>) -> tensor<2x512x7x7xf32>
    %535 = stablehlo.constant dense<1.000000e-05> : tensor<f32>
    %536 = stablehlo.broadcast_in_dim %535, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %537 = stablehlo.add %running_var.layer4.2.bn2, %536 : tensor<512xf32>
    %538 = stablehlo.rsqrt %537 : tensor<512xf32>
    %539 = stablehlo.broadcast_in_dim %running_mean.layer4.2.bn2, dims = [1] : (tensor<512xf32>) -> tensor<2x512x7x7xf32>
    %540 = stablehlo.subtract %534, %539 : tensor<2x512x7x7xf32>
    %541 = stablehlo.multiply %theta.layer4.2.bn2.gamma, %538 : tensor<512xf32>
    %542 = stablehlo.broadcast_in_dim %541, dims = [1] : (tensor<512xf32>) -> tensor<2x512x7x7xf32>
    %543 = stablehlo.multiply %540, %542 : tensor<2x512x7x7xf32>
    %544 = stablehlo.broadcast_in_dim %theta.layer4.2.bn2.beta, dims = [1] : (tensor<512xf32>) -> tensor<2x512x7x7xf32>
    %545 = stablehlo.add %543, %544 : tensor<2x512x7x7xf32>
    %546 = stablehlo.add %545, %518 : tensor<2x512x7x7xf32>
    %547 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %548 = stablehlo.broadcast_in_dim %547, dims = [] : (tensor<f32>) -> tensor<2x512x7x7xf32>
    %549 = stablehlo.maximum %546, %548 : tensor<2x512x7x7xf32>
    %550 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %551 = stablehlo.reduce(%549 init: %550) applies stablehlo.add across dimensions = [2, 3] : (tensor<2x512x7x7xf32>, tensor<f32>) -> tensor<2x512xf32>
    %552 = stablehlo.constant dense<2.0408163e-02> : tensor<f32>
    %553 = stablehlo.broadcast_in_dim %552, dims = [] : (tensor<f32>) -> tensor<2x512xf32>
    %554 = stablehlo.multiply %551, %553 : tensor<2x512xf32>
    %555 = stablehlo.dot_general %554, %theta.fc.w, contracting_dims = [1] x [0] : (tensor<2x512xf32>, tensor<512x10xf32>) -> tensor<2x10xf32>
    %556 = stablehlo.broadcast_in_dim %theta.fc.b, dims = [1] : (tensor<10xf32>) -> tensor<2x10xf32>
    %557 = stablehlo.add %555, %556 : tensor<2x10xf32>
    return %557 : tensor<2x10xf32>
  }
}
