// ladder train step: net cifar8-bn (374010 parameters), batch 8, input NCHW f32 tensor<8x3x32x32xf32>
// optimizer adamw: beta1 = 0.9, beta2 = 0.999, epsilon = 1e-08, weight_decay = 0.0001 (decoupled)
// batchnorm: momentum = 0.1, epsilon = 1e-05, running variance unbiased
// loss: mean softmax cross-entropy over the batch
// signature: docs/TRAIN_STEP.md (output i pairs with input i + 1; the last output is the loss)
module @cifar8_bn {
  func.func public @cifar8_bn_adamw_train_step(%x: tensor<8x3x32x32xf32>, %theta.conv1.w: tensor<16x3x3x3xf32>, %theta.conv1.b: tensor<16xf32>, %theta.bn1.gamma: tensor<16xf32>, %theta.bn1.beta: tensor<16xf32>, %theta.conv2.w: tensor<16x16x3x3xf32>, %theta.conv2.b: tensor<16xf32>, %theta.bn2.gamma: tensor<16xf32>, %theta.bn2.beta: tensor<16xf32>, %theta.conv3.w: tensor<16x16x3x3xf32>, %theta.conv3.b: tensor<16xf32>, %theta.bn3.gamma: tensor<16xf32>, %theta.bn3.beta: tensor<16xf32>, %theta.conv4.w: tensor<16x16x3x3xf32>, %theta.conv4.b: tensor<16xf32>, %theta.bn4.gamma: tensor<16xf32>, %theta.bn4.beta: tensor<16xf32>, %theta.conv5.w: tensor<32x16x3x3xf32>, %theta.conv5.b: tensor<32xf32>, %theta.bn5.gamma: tensor<32xf32>, %theta.bn5.beta: tensor<32xf32>, %theta.conv6.w: tensor<32x32x3x3xf32>, %theta.conv6.b: tensor<32xf32>, %theta.bn6.gamma: tensor<32xf32>, %theta.bn6.beta: tensor<32xf32>, %theta.conv7.w: tensor<32x32x3x3xf32>, %theta.conv7.b: tensor<32xf32>, %theta.bn7.gamma: tensor<32xf32>, %theta.bn7.beta: tensor<32xf32>, %theta.conv8.w: tensor<32x32x3x3xf32>, %theta.conv8.b: tensor<32xf32>, %theta.bn8.gamma: tensor<32xf32>, %theta.bn8.beta: tensor<32xf32>, %theta.fc1.w: tensor<128x512xf32>, %theta.fc1.b: tensor<512xf32>, %theta.fc2.w: tensor<512x512xf32>, %theta.fc2.b: tensor<512xf32>, %theta.fc3.w: tensor<512x10xf32>, %theta.fc3.b: tensor<10xf32>, %m.conv1.w: tensor<16x3x3x3xf32>, %m.conv1.b: tensor<16xf32>, %m.bn1.gamma: tensor<16xf32>, %m.bn1.beta: tensor<16xf32>, %m.conv2.w: tensor<16x16x3x3xf32>, %m.conv2.b: tensor<16xf32>, %m.bn2.gamma: tensor<16xf32>, %m.bn2.beta: tensor<16xf32>, %m.conv3.w: tensor<16x16x3x3xf32>, %m.conv3.b: tensor<16xf32>, %m.bn3.gamma: tensor<16xf32>, %m.bn3.beta: tensor<16xf32>, %m.conv4.w: tensor<16x16x3x3xf32>, %m.conv4.b: tensor<16xf32>, %m.bn4.gamma: tensor<16xf32>, %m.bn4.beta: tensor<16xf32>, %m.conv5.w: tensor<32x16x3x3xf32>, %m.conv5.b: tensor<32xf32>, %m.bn5.gamma: tensor<32xf32>, %m.bn5.beta: tensor<32xf32>, %m.conv6.w: tensor<32x32x3x3xf32>, %m.conv6.b: tensor<32xf32>, %m.bn6.gamma: tensor<32xf32>, %m.bn6.beta: tensor<32xf32>, %m.conv7.w: tensor<32x32x3x3xf32>, %m.conv7.b: tensor<32xf32>, %m.bn7.gamma: tensor<32xf32>, %m.bn7.beta: tensor<32xf32>, %m.conv8.w: tensor<32x32x3x3xf32>, %m.conv8.b: tensor<32xf32>, %m.bn8.gamma: tensor<32xf32>, %m.bn8.beta: tensor<32xf32>, %m.fc1.w: tensor<128x512xf32>, %m.fc1.b: tensor<512xf32>, %m.fc2.w: tensor<512x512xf32>, %m.fc2.b: tensor<512xf32>, %m.fc3.w: tensor<512x10xf32>, %m.fc3.b: tensor<10xf32>, %v.conv1.w: tensor<16x3x3x3xf32>, %v.conv1.b: tensor<16xf32>, %v.bn1.gamma: tensor<16xf32>, %v.bn1.beta: tensor<16xf32>, %v.conv2.w: tensor<16x16x3x3xf32>, %v.conv2.b: tensor<16xf32>, %v.bn2.gamma: tensor<16xf32>, %v.bn2.beta: tensor<16xf32>, %v.conv3.w: tensor<16x16x3x3xf32>, %v.conv3.b: tensor<16xf32>, %v.bn3.gamma: tensor<16xf32>, %v.bn3.beta: tensor<16xf32>, %v.conv4.w: tensor<16x16x3x3xf32>, %v.conv4.b: tensor<16xf32>, %v.bn4.gamma: tensor<16xf32>, %v.bn4.beta: tensor<16xf32>, %v.conv5.w: tensor<32x16x3x3xf32>, %v.conv5.b: tensor<32xf32>, %v.bn5.gamma: tensor<32xf32>, %v.bn5.beta: tensor<32xf32>, %v.conv6.w: tensor<32x32x3x3xf32>, %v.conv6.b: tensor<32xf32>, %v.bn6.gamma: tensor<32xf32>, %v.bn6.beta: tensor<32xf32>, %v.conv7.w: tensor<32x32x3x3xf32>, %v.conv7.b: tensor<32xf32>, %v.bn7.gamma: tensor<32xf32>, %v.bn7.beta: tensor<32xf32>, %v.conv8.w: tensor<32x32x3x3xf32>, %v.conv8.b: tensor<32xf32>, %v.bn8.gamma: tensor<32xf32>, %v.bn8.beta: tensor<32xf32>, %v.fc1.w: tensor<128x512xf32>, %v.fc1.b: tensor<512xf32>, %v.fc2.w: tensor<512x512xf32>, %v.fc2.b: tensor<512xf32>, %v.fc3.w: tensor<512x10xf32>, %v.fc3.b: tensor<10xf32>, %running_mean.bn1: tensor<16xf32>, %running_var.bn1: tensor<16xf32>, %running_mean.bn2: tensor<16xf32>, %running_var.bn2: tensor<16xf32>, %running_mean.bn3: tensor<16xf32>, %running_var.bn3: tensor<16xf32>, %running_mean.bn4: tensor<16xf32>, %running_var.bn4: tensor<16xf32>, %running_mean.bn5: tensor<32xf32>, %running_var.bn5: tensor<32xf32>, %running_mean.bn6: tensor<32xf32>, %running_var.bn6: tensor<32xf32>, %running_mean.bn7: tensor<32xf32>, %running_var.bn7: tensor<32xf32>, %running_mean.bn8: tensor<32xf32>, %running_var.bn8: tensor<32xf32>, %lr: tensor<f32>, %bc1: tensor<f32>, %bc2: tensor<f32>, %labels: tensor<8x10xf32>) -> (tensor<16x3x3x3xf32> {jax.result_info = "theta.conv1.w'"}, tensor<16xf32> {jax.result_info = "theta.conv1.b'"}, tensor<16xf32> {jax.result_info = "theta.bn1.gamma'"}, tensor<16xf32> {jax.result_info = "theta.bn1.beta'"}, tensor<16x16x3x3xf32> {jax.result_info = "theta.conv2.w'"}, tensor<16xf32> {jax.result_info = "theta.conv2.b'"}, tensor<16xf32> {jax.result_info = "theta.bn2.gamma'"}, tensor<16xf32> {jax.result_info = "theta.bn2.beta'"}, tensor<16x16x3x3xf32> {jax.result_info = "theta.conv3.w'"}, tensor<16xf32> {jax.result_info = "theta.conv3.b'"}, tensor<16xf32> {jax.result_info = "theta.bn3.gamma'"}, tensor<16xf32> {jax.result_info = "theta.bn3.beta'"}, tensor<16x16x3x3xf32> {jax.result_info = "theta.conv4.w'"}, tensor<16xf32> {jax.result_info = "theta.conv4.b'"}, tensor<16xf32> {jax.result_info = "theta.bn4.gamma'"}, tensor<16xf32> {jax.result_info = "theta.bn4.beta'"}, tensor<32x16x3x3xf32> {jax.result_info = "theta.conv5.w'"}, tensor<32xf32> {jax.result_info = "theta.conv5.b'"}, tensor<32xf32> {jax.result_info = "theta.bn5.gamma'"}, tensor<32xf32> {jax.result_info = "theta.bn5.beta'"}, tensor<32x32x3x3xf32> {jax.result_info = "theta.conv6.w'"}, tensor<32xf32> {jax.result_info = "theta.conv6.b'"}, tensor<32xf32> {jax.result_info = "theta.bn6.gamma'"}, tensor<32xf32> {jax.result_info = "theta.bn6.beta'"}, tensor<32x32x3x3xf32> {jax.result_info = "theta.conv7.w'"}, tensor<32xf32> {jax.result_info = "theta.conv7.b'"}, tensor<32xf32> {jax.result_info = "theta.bn7.gamma'"}, tensor<32xf32> {jax.result_info = "theta.bn7.beta'"}, tensor<32x32x3x3xf32> {jax.result_info = "theta.conv8.w'"}, tensor<32xf32> {jax.result_info = "theta.conv8.b'"}, tensor<32xf32> {jax.result_info = "theta.bn8.gamma'"}, tensor<32xf32> {jax.result_info = "theta.bn8.beta'"}, tensor<128x512xf32> {jax.result_info = "theta.fc1.w'"}, tensor<512xf32> {jax.result_info = "theta.fc1.b'"}, tensor<512x512xf32> {jax.result_info = "theta.fc2.w'"}, tensor<512xf32> {jax.result_info = "theta.fc2.b'"}, tensor<512x10xf32> {jax.result_info = "theta.fc3.w'"}, tensor<10xf32> {jax.result_info = "theta.fc3.b'"}, tensor<16x3x3x3xf32> {jax.result_info = "m.conv1.w'"}, tensor<16xf32> {jax.result_info = "m.conv1.b'"}, tensor<16xf32> {jax.result_info = "m.bn1.gamma'"}, tensor<16xf32> {jax.result_info = "m.bn1.beta'"}, tensor<16x16x3x3xf32> {jax.result_info = "m.conv2.w'"}, tensor<16xf32> {jax.result_info = "m.conv2.b'"}, tensor<16xf32> {jax.result_info = "m.bn2.gamma'"}, tensor<16xf32> {jax.result_info = "m.bn2.beta'"}, tensor<16x16x3x3xf32> {jax.result_info = "m.conv3.w'"}, tensor<16xf32> {jax.result_info = "m.conv3.b'"}, tensor<16xf32> {jax.result_info = "m.bn3.gamma'"}, tensor<16xf32> {jax.result_info = "m.bn3.beta'"}, tensor<16x16x3x3xf32> {jax.result_info = "m.conv4.w'"}, tensor<16xf32> {jax.result_info = "m.conv4.b'"}, tensor<16xf32> {jax.result_info = "m.bn4.gamma'"}, tensor<16xf32> {jax.result_info = "m.bn4.beta'"}, tensor<32x16x3x3xf32> {jax.result_info = "m.conv5.w'"}, tensor<32xf32> {jax.result_info = "m.conv5.b'"}, tensor<32xf32> {jax.result_info = "m.bn5.gamma'"}, tensor<32xf32> {jax.result_info = "m.bn5.beta'"}, tensor<32x32x3x3xf32> {jax.result_info = "m.conv6.w'"}, tensor<32xf32> {jax.result_info = "m.conv6.b'"}, tensor<32xf32> {jax.result_info = "m.bn6.gamma'"}, tensor<32xf32> {jax.result_info = "m.bn6.beta'"}, tensor<32x32x3x3xf32> {jax.result_info = "m.conv7.w'"}, tensor<32xf32> {jax.result_info = "m.conv7.b'"}, tensor<32xf32> {jax.result_info = "m.bn7.gamma'"}, tensor<32xf32> {jax.result_info = "m.bn7.beta'"}, tensor<32x32x3x3xf32> {jax.result_info = "m.conv8.w'"}, tensor<32xf32> {jax.result_info = "m.conv8.b'"}, tensor<32xf32> {jax.result_info = "m.bn8.gamma'"}, tensor<32xf32> {jax.result_info = "m.bn8.beta'"}, tensor<128x512xf32> {jax.result_info = "m.fc1.w'"}, tensor<512xf32> {jax.result_info = "m.fc1.b'"}, tensor<512x512xf32> {jax.result_info = "m.fc2.w'"}, tensor<512xf32> {jax.result_info = "m.fc2.b'"}, tensor<512x10xf32> {jax.result_info = "m.fc3.w'"}, tensor<10xf32> {jax.result_info = "m.fc3.b'"}, tensor<16x3x3x3xf32> {jax.result_info = "v.conv1.w'"}, tensor<16xf32> {jax.result_info = "v.conv1.b'"}, tensor<16xf32> {jax.result_info = "v.bn1.gamma'"}, tensor<16xf32> {jax.result_info = "v.bn1.beta'"}, tensor<16x16x3x3xf32> {jax.result_info = "v.conv2.w'"}, tensor<16xf32> {jax.result_info = "v.conv2.b'"}, tensor<16xf32> {jax.result_info = "v.bn2.gamma'"}, tensor<16xf32> {jax.result_info = "v.bn2.beta'"}, tensor<16x16x3x3xf32> {jax.result_info = "v.conv3.w'"}, tensor<16xf32> {jax.result_info = "v.conv3.b'"}, tensor<16xf32> {jax.result_info = "v.bn3.gamma'"}, tensor<16xf32> {jax.result_info = "v.bn3.beta'"}, tensor<16x16x3x3xf32> {jax.result_info = "v.conv4.w'"}, tensor<16xf32> {jax.result_info = "v.conv4.b'"}, tensor<16xf32> {jax.result_info = "v.bn4.gamma'"}, tensor<16xf32> {jax.result_info = "v.bn4.beta'"}, tensor<32x16x3x3xf32> {jax.result_info = "v.conv5.w'"}, tensor<32xf32> {jax.result_info = "v.conv5.b'"}, tensor<32xf32> {jax.result_info = "v.bn5.gamma'"}, tensor<32xf32> {jax.result_info = "v.bn5.beta'"}, tensor<32x32x3x3xf32> {jax.result_info = "v.conv6.w'"}, tensor<32xf32> {jax.result_info = "v.conv6.b'"}, tensor<32xf32> {jax.result_info = "v.bn6.gamma'"}, tensor<32xf32> {jax.result_info = "v.bn6.beta'"}, tensor<32x32x3x3xf32> {jax.result_info = "v.conv7.w'"}, tensor<32xf32> {jax.result_info = "v.conv7.b'"}, tensor<32xf32> {jax.result_info = "v.bn7.gamma'"}, tensor<32xf32> {jax.result_info = "v.bn7.beta'"}, tensor<32x32x3x3xf32> {jax.result_info = "v.conv8.w'"}, tensor<32xf32> {jax.result_info = "v.conv8.b'"}, tensor<32xf32> {jax.result_info = "v.bn8.gamma'"}, tensor<32xf32> {jax.result_info = "v.bn8.beta'"}, tensor<128x512xf32> {jax.result_info = "v.fc1.w'"}, tensor<512xf32> {jax.result_info = "v.fc1.b'"}, tensor<512x512xf32> {jax.result_info = "v.fc2.w'"}, tensor<512xf32> {jax.result_info = "v.fc2.b'"}, tensor<512x10xf32> {jax.result_info = "v.fc3.w'"}, tensor<10xf32> {jax.result_info = "v.fc3.b'"}, tensor<16xf32> {jax.result_info = "running_mean.bn1'"}, tensor<16xf32> {jax.result_info = "running_var.bn1'"}, tensor<16xf32> {jax.result_info = "running_mean.bn2'"}, tensor<16xf32> {jax.result_info = "running_var.bn2'"}, tensor<16xf32> {jax.result_info = "running_mean.bn3'"}, tensor<16xf32> {jax.result_info = "running_var.bn3'"}, tensor<16xf32> {jax.result_info = "running_mean.bn4'"}, tensor<16xf32> {jax.result_info = "running_var.bn4'"}, tensor<32xf32> {jax.result_info = "running_mean.bn5'"}, tensor<32xf32> {jax.result_info = "running_var.bn5'"}, tensor<32xf32> {jax.result_info = "running_mean.bn6'"}, tensor<32xf32> {jax.result_info = "running_var.bn6'"}, tensor<32xf32> {jax.result_info = "running_mean.bn7'"}, tensor<32xf32> {jax.result_info = "running_var.bn7'"}, tensor<32xf32> {jax.result_info = "running_mean.bn8'"}, tensor<32xf32> {jax.result_info = "running_var.bn8'"}, tensor<f32> {jax.result_info = "loss"}) {
    %0 = stablehlo.convolution(%x, %theta.conv1.w) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[1, 1], [1, 1]]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<8x3x32x32xf32>, tensor<16x3x3x3xf32>) -> tensor<8x16x32x32xf32>
    %1 = stablehlo.broadcast_in_dim %theta.conv1.b, dims = [1] : (tensor<16xf32>) -> tensor<8x16x32x32xf32>
    %2 = stablehlo.add %0, %1 : tensor<8x16x32x32xf32>
    %3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %4 = stablehlo.reduce(%2 init: %3) applies stablehlo.add across dimensions = [0, 2, 3] : (tensor<8x16x32x32xf32>, tensor<f32>) -> tensor<16xf32>
    %5 = stablehlo.constant dense<1.2207031e-04> : tensor<f32>
    %6 = stablehlo.broadcast_in_dim %5, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %7 = stablehlo.multiply %4, %6 : tensor<16xf32>
    %8 = stablehlo.broadcast_in_dim %7, dims = [1] : (tensor<16xf32>) -> tensor<8x16x32x32xf32>
    %9 = stablehlo.subtract %2, %8 : tensor<8x16x32x32xf32>
    %10 = stablehlo.multiply %9, %9 : tensor<8x16x32x32xf32>
    %11 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %12 = stablehlo.reduce(%10 init: %11) applies stablehlo.add across dimensions = [0, 2, 3] : (tensor<8x16x32x32xf32>, tensor<f32>) -> tensor<16xf32>
    %13 = stablehlo.constant dense<1.2207031e-04> : tensor<f32>
    %14 = stablehlo.broadcast_in_dim %13, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %15 = stablehlo.multiply %12, %14 : tensor<16xf32>
    %16 = stablehlo.constant dense<1.000000e-05> : tensor<f32>
    %17 = stablehlo.broadcast_in_dim %16, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %18 = stablehlo.add %15, %17 : tensor<16xf32>
    %19 = stablehlo.rsqrt %18 : tensor<16xf32>
    %20 = stablehlo.broadcast_in_dim %7, dims = [1] : (tensor<16xf32>) -> tensor<8x16x32x32xf32>
    %21 = stablehlo.subtract %2, %20 : tensor<8x16x32x32xf32>
    %22 = stablehlo.multiply %theta.bn1.gamma, %19 : tensor<16xf32>
    %23 = stablehlo.broadcast_in_dim %22, dims = [1] : (tensor<16xf32>) -> tensor<8x16x32x32xf32>
    %24 = stablehlo.multiply %21, %23 : tensor<8x16x32x32xf32>
    %25 = stablehlo.broadcast_in_dim %theta.bn1.beta, dims = [1] : (tensor<16xf32>) -> tensor<8x16x32x32xf32>
    %26 = stablehlo.add %24, %25 : tensor<8x16x32x32xf32>
    %27 = stablehlo.constant dense<1.0001221e+00> : tensor<f32>
    %28 = stablehlo.broadcast_in_dim %27, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %29 = stablehlo.multiply %15, %28 : tensor<16xf32>
    %30 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %31 = stablehlo.broadcast_in_dim %30, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %32 = stablehlo.multiply %7, %31 : tensor<16xf32>
    %33 = stablehlo.constant dense<9.000000e-01> : tensor<f32>
    %34 = stablehlo.broadcast_in_dim %33, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %35 = stablehlo.multiply %running_mean.bn1, %34 : tensor<16xf32>
    %36 = stablehlo.add %35, %32 : tensor<16xf32>
    %37 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %38 = stablehlo.broadcast_in_dim %37, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %39 = stablehlo.multiply %29, %38 : tensor<16xf32>
    %40 = stablehlo.constant dense<9.000000e-01> : tensor<f32>
    %41 = stablehlo.broadcast_in_dim %40, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %42 = stablehlo.multiply %running_var.bn1, %41 : tensor<16xf32>
    %43 = stablehlo.add %42, %39 : tensor<16xf32>
    %44 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %45 = stablehlo.broadcast_in_dim %44, dims = [] : (tensor<f32>) -> tensor<8x16x32x32xf32>
    %46 = stablehlo.maximum %26, %45 : tensor<8x16x32x32xf32>
    %47 = stablehlo.convolution(%46, %theta.conv2.w) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[1, 1], [1, 1]]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<8x16x32x32xf32>, tensor<16x16x3x3xf32>) -> tensor<8x16x32x32xf32>
    %48 = stablehlo.broadcast_in_dim %theta.conv2.b, dims = [1] : (tensor<16xf32>) -> tensor<8x16x32x32xf32>
    %49 = stablehlo.add %47, %48 : tensor<8x16x32x32xf32>
    %50 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %51 = stablehlo.reduce(%49 init: %50) applies stablehlo.add across dimensions = [0, 2, 3] : (tensor<8x16x32x32xf32>, tensor<f32>) -> tensor<16xf32>
    %52 = stablehlo.constant dense<1.2207031e-04> : tensor<f32>
    %53 = stablehlo.broadcast_in_dim %52, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %54 = stablehlo.multiply %51, %53 : tensor<16xf32>
    %55 = stablehlo.broadcast_in_dim %54, dims = [1] : (tensor<16xf32>) -> tensor<8x16x32x32xf32>
    %56 = stablehlo.subtract %49, %55 : tensor<8x16x32x32xf32>
    %57 = stablehlo.multiply %56, %56 : tensor<8x16x32x32xf32>
    %58 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %59 = stablehlo.reduce(%57 init: %58) applies stablehlo.add across dimensions = [0, 2, 3] : (tensor<8x16x32x32xf32>, tensor<f32>) -> tensor<16xf32>
    %60 = stablehlo.constant dense<1.2207031e-04> : tensor<f32>
    %61 = stablehlo.broadcast_in_dim %60, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %62 = stablehlo.multiply %59, %61 : tensor<16xf32>
    %63 = stablehlo.constant dense<1.000000e-05> : tensor<f32>
    %64 = stablehlo.broadcast_in_dim %63, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %65 = stablehlo.add %62, %64 : tensor<16xf32>
    %66 = stablehlo.rsqrt %65 : tensor<16xf32>
    %67 = stablehlo.broadcast_in_dim %54, dims = [1] : (tensor<16xf32>) -> tensor<8x16x32x32xf32>
    %68 = stablehlo.subtract %49, %67 : tensor<8x16x32x32xf32>
    %69 = stablehlo.multiply %theta.bn2.gamma, %66 : tensor<16xf32>
    %70 = stablehlo.broadcast_in_dim %69, dims = [1] : (tensor<16xf32>) -> tensor<8x16x32x32xf32>
    %71 = stablehlo.multiply %68, %70 : tensor<8x16x32x32xf32>
    %72 = stablehlo.broadcast_in_dim %theta.bn2.beta, dims = [1] : (tensor<16xf32>) -> tensor<8x16x32x32xf32>
    %73 = stablehlo.add %71, %72 : tensor<8x16x32x32xf32>
    %74 = stablehlo.constant dense<1.0001221e+00> : tensor<f32>
    %75 = stablehlo.broadcast_in_dim %74, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %76 = stablehlo.multiply %62, %75 : tensor<16xf32>
    %77 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %78 = stablehlo.broadcast_in_dim %77, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %79 = stablehlo.multiply %54, %78 : tensor<16xf32>
    %80 = stablehlo.constant dense<9.000000e-01> : tensor<f32>
    %81 = stablehlo.broadcast_in_dim %80, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %82 = stablehlo.multiply %running_mean.bn2, %81 : tensor<16xf32>
    %83 = stablehlo.add %82, %79 : tensor<16xf32>
    %84 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %85 = stablehlo.broadcast_in_dim %84, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %86 = stablehlo.multiply %76, %85 : tensor<16xf32>
    %87 = stablehlo.constant dense<9.000000e-01> : tensor<f32>
    %88 = stablehlo.broadcast_in_dim %87, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %89 = stablehlo.multiply %running_var.bn2, %88 : tensor<16xf32>
    %90 = stablehlo.add %89, %86 : tensor<16xf32>
    %91 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %92 = stablehlo.broadcast_in_dim %91, dims = [] : (tensor<f32>) -> tensor<8x16x32x32xf32>
    %93 = stablehlo.maximum %73, %92 : tensor<8x16x32x32xf32>
    %94 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %95 = "stablehlo.reduce_window"(%93, %94) <{padding = dense<0> : tensor<4x2xi64>, window_dimensions = array<i64: 1, 1, 2, 2>, window_strides = array<i64: 1, 1, 2, 2>}> ({
    ^bb0(%arg135: tensor<f32>, %arg136: tensor<f32>):
      %96 = stablehlo.maximum %arg135, %arg136 : tensor<f32>
      stablehlo.return %96 : tensor<f32>
    }) : (tensor<8x16x32x32xf32>, tensor<f32>) -> tensor<8x16x16x16xf32>
    %97 = stablehlo.convolution(%95, %theta.conv3.w) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[1, 1], [1, 1]]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<8x16x16x16xf32>, tensor<16x16x3x3xf32>) -> tensor<8x16x16x16xf32>
    %98 = stablehlo.broadcast_in_dim %theta.conv3.b, dims = [1] : (tensor<16xf32>) -> tensor<8x16x16x16xf32>
    %99 = stablehlo.add %97, %98 : tensor<8x16x16x16xf32>
    %100 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %101 = stablehlo.reduce(%99 init: %100) applies stablehlo.add across dimensions = [0, 2, 3] : (tensor<8x16x16x16xf32>, tensor<f32>) -> tensor<16xf32>
    %102 = stablehlo.constant dense<4.8828125e-04> : tensor<f32>
    %103 = stablehlo.broadcast_in_dim %102, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %104 = stablehlo.multiply %101, %103 : tensor<16xf32>
    %105 = stablehlo.broadcast_in_dim %104, dims = [1] : (tensor<16xf32>) -> tensor<8x16x16x16xf32>
    %106 = stablehlo.subtract %99, %105 : tensor<8x16x16x16xf32>
    %107 = stablehlo.multiply %106, %106 : tensor<8x16x16x16xf32>
    %108 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %109 = stablehlo.reduce(%107 init: %108) applies stablehlo.add across dimensions = [0, 2, 3] : (tensor<8x16x16x16xf32>, tensor<f32>) -> tensor<16xf32>
    %110 = stablehlo.constant dense<4.8828125e-04> : tensor<f32>
    %111 = stablehlo.broadcast_in_dim %110, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %112 = stablehlo.multiply %109, %111 : tensor<16xf32>
    %113 = stablehlo.constant dense<1.000000e-05> : tensor<f32>
    %114 = stablehlo.broadcast_in_dim %113, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %115 = stablehlo.add %112, %114 : tensor<16xf32>
    %116 = stablehlo.rsqrt %115 : tensor<16xf32>
    %117 = stablehlo.broadcast_in_dim %104, dims = [1] : (tensor<16xf32>) -> tensor<8x16x16x16xf32>
    %118 = stablehlo.subtract %99, %117 : tensor<8x16x16x16xf32>
    %119 = stablehlo.multiply %theta.bn3.gamma, %116 : tensor<16xf32>
    %120 = stablehlo.broadcast_in_dim %119, dims = [1] : (tensor<16xf32>) -> tensor<8x16x16x16xf32>
    %121 = stablehlo.multiply %118, %120 : tensor<8x16x16x16xf32>
    %122 = stablehlo.broadcast_in_dim %theta.bn3.beta, dims = [1] : (tensor<16xf32>) -> tensor<8x16x16x16xf32>
    %123 = stablehlo.add %121, %122 : tensor<8x16x16x16xf32>
    %124 = stablehlo.constant dense<1.0004885e+00> : tensor<f32>
    %125 = stablehlo.broadcast_in_dim %124, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %126 = stablehlo.multiply %112, %125 : tensor<16xf32>
    %127 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %128 = stablehlo.broadcast_in_dim %127, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %129 = stablehlo.multiply %104, %128 : tensor<16xf32>
    %130 = stablehlo.constant dense<9.000000e-01> : tensor<f32>
    %131 = stablehlo.broadcast_in_dim %130, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %132 = stablehlo.multiply %running_mean.bn3, %131 : tensor<16xf32>
    %133 = stablehlo.add %132, %129 : tensor<16xf32>
    %134 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %135 = stablehlo.broadcast_in_dim %134, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %136 = stablehlo.multiply %126, %135 : tensor<16xf32>
    %137 = stablehlo.constant dense<9.000000e-01> : tensor<f32>
    %138 = stablehlo.broadcast_in_dim %137, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %139 = stablehlo.multiply %running_var.bn3, %138 : tensor<16xf32>
    %140 = stablehlo.add %139, %136 : tensor<16xf32>
    %141 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %142 = stablehlo.broadcast_in_dim %141, dims = [] : (tensor<f32>) -> tensor<8x16x16x16xf32>
    %143 = stablehlo.maximum %123, %142 : tensor<8x16x16x16xf32>
    %144 = stablehlo.convolution(%143, %theta.conv4.w) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[1, 1], [1, 1]]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<8x16x16x16xf32>, tensor<16x16x3x3xf32>) -> tensor<8x16x16x16xf32>
    %145 = stablehlo.broadcast_in_dim %theta.conv4.b, dims = [1] : (tensor<16xf32>) -> tensor<8x16x16x16xf32>
    %146 = stablehlo.add %144, %145 : tensor<8x16x16x16xf32>
    %147 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %148 = stablehlo.reduce(%146 init: %147) applies stablehlo.add across dimensions = [0, 2, 3] : (tensor<8x16x16x16xf32>, tensor<f32>) -> tensor<16xf32>
    %149 = stablehlo.constant dense<4.8828125e-04> : tensor<f32>
    %150 = stablehlo.broadcast_in_dim %149, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %151 = stablehlo.multiply %148, %150 : tensor<16xf32>
    %152 = stablehlo.broadcast_in_dim %151, dims = [1] : (tensor<16xf32>) -> tensor<8x16x16x16xf32>
    %153 = stablehlo.subtract %146, %152 : tensor<8x16x16x16xf32>
    %154 = stablehlo.multiply %153, %153 : tensor<8x16x16x16xf32>
    %155 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %156 = stablehlo.reduce(%154 init: %155) applies stablehlo.add across dimensions = [0, 2, 3] : (tensor<8x16x16x16xf32>, tensor<f32>) -> tensor<16xf32>
    %157 = stablehlo.constant dense<4.8828125e-04> : tensor<f32>
    %158 = stablehlo.broadcast_in_dim %157, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %159 = stablehlo.multiply %156, %158 : tensor<16xf32>
    %160 = stablehlo.constant dense<1.000000e-05> : tensor<f32>
    %161 = stablehlo.broadcast_in_dim %160, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %162 = stablehlo.add %159, %161 : tensor<16xf32>
    %163 = stablehlo.rsqrt %162 : tensor<16xf32>
    %164 = stablehlo.broadcast_in_dim %151, dims = [1] : (tensor<16xf32>) -> tensor<8x16x16x16xf32>
    %165 = stablehlo.subtract %146, %164 : tensor<8x16x16x16xf32>
    %166 = stablehlo.multiply %theta.bn4.gamma, %163 : tensor<16xf32>
    %167 = stablehlo.broadcast_in_dim %166, dims = [1] : (tensor<16xf32>) -> tensor<8x16x16x16xf32>
    %168 = stablehlo.multiply %165, %167 : tensor<8x16x16x16xf32>
    %169 = stablehlo.broadcast_in_dim %theta.bn4.beta, dims = [1] : (tensor<16xf32>) -> tensor<8x16x16x16xf32>
    %170 = stablehlo.add %168, %169 : tensor<8x16x16x16xf32>
    %171 = stablehlo.constant dense<1.0004885e+00> : tensor<f32>
    %172 = stablehlo.broadcast_in_dim %171, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %173 = stablehlo.multiply %159, %172 : tensor<16xf32>
    %174 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %175 = stablehlo.broadcast_in_dim %174, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %176 = stablehlo.multiply %151, %175 : tensor<16xf32>
    %177 = stablehlo.constant dense<9.000000e-01> : tensor<f32>
    %178 = stablehlo.broadcast_in_dim %177, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %179 = stablehlo.multiply %running_mean.bn4, %178 : tensor<16xf32>
    %180 = stablehlo.add %179, %176 : tensor<16xf32>
    %181 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %182 = stablehlo.broadcast_in_dim %181, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %183 = stablehlo.multiply %173, %182 : tensor<16xf32>
    %184 = stablehlo.constant dense<9.000000e-01> : tensor<f32>
    %185 = stablehlo.broadcast_in_dim %184, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %186 = stablehlo.multiply %running_var.bn4, %185 : tensor<16xf32>
    %187 = stablehlo.add %186, %183 : tensor<16xf32>
    %188 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %189 = stablehlo.broadcast_in_dim %188, dims = [] : (tensor<f32>) -> tensor<8x16x16x16xf32>
    %190 = stablehlo.maximum %170, %189 : tensor<8x16x16x16xf32>
    %191 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %192 = "stablehlo.reduce_window"(%190, %191) <{padding = dense<0> : tensor<4x2xi64>, window_dimensions = array<i64: 1, 1, 2, 2>, window_strides = array<i64: 1, 1, 2, 2>}> ({
    ^bb0(%arg137: tensor<f32>, %arg138: tensor<f32>):
      %193 = stablehlo.maximum %arg137, %arg138 : tensor<f32>
      stablehlo.return %193 : tensor<f32>
    }) : (tensor<8x16x16x16xf32>, tensor<f32>) -> tensor<8x16x8x8xf32>
    %194 = stablehlo.convolution(%192, %theta.conv5.w) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[1, 1], [1, 1]]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<8x16x8x8xf32>, tensor<32x16x3x3xf32>) -> tensor<8x32x8x8xf32>
    %195 = stablehlo.broadcast_in_dim %theta.conv5.b, dims = [1] : (tensor<32xf32>) -> tensor<8x32x8x8xf32>
    %196 = stablehlo.add %194, %195 : tensor<8x32x8x8xf32>
    %197 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %198 = stablehlo.reduce(%196 init: %197) applies stablehlo.add across dimensions = [0, 2, 3] : (tensor<8x32x8x8xf32>, tensor<f32>) -> tensor<32xf32>
    %199 = stablehlo.constant dense<1.953125e-03> : tensor<f32>
    %200 = stablehlo.broadcast_in_dim %199, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %201 = stablehlo.multiply %198, %200 : tensor<32xf32>
    %202 = stablehlo.broadcast_in_dim %201, dims = [1] : (tensor<32xf32>) -> tensor<8x32x8x8xf32>
    %203 = stablehlo.subtract %196, %202 : tensor<8x32x8x8xf32>
    %204 = stablehlo.multiply %203, %203 : tensor<8x32x8x8xf32>
    %205 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %206 = stablehlo.reduce(%204 init: %205) applies stablehlo.add across dimensions = [0, 2, 3] : (tensor<8x32x8x8xf32>, tensor<f32>) -> tensor<32xf32>
    %207 = stablehlo.constant dense<1.953125e-03> : tensor<f32>
    %208 = stablehlo.broadcast_in_dim %207, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %209 = stablehlo.multiply %206, %208 : tensor<32xf32>
    %210 = stablehlo.constant dense<1.000000e-05> : tensor<f32>
    %211 = stablehlo.broadcast_in_dim %210, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %212 = stablehlo.add %209, %211 : tensor<32xf32>
    %213 = stablehlo.rsqrt %212 : tensor<32xf32>
    %214 = stablehlo.broadcast_in_dim %201, dims = [1] : (tensor<32xf32>) -> tensor<8x32x8x8xf32>
    %215 = stablehlo.subtract %196, %214 : tensor<8x32x8x8xf32>
    %216 = stablehlo.multiply %theta.bn5.gamma, %213 : tensor<32xf32>
    %217 = stablehlo.broadcast_in_dim %216, dims = [1] : (tensor<32xf32>) -> tensor<8x32x8x8xf32>
    %218 = stablehlo.multiply %215, %217 : tensor<8x32x8x8xf32>
    %219 = stablehlo.broadcast_in_dim %theta.bn5.beta, dims = [1] : (tensor<32xf32>) -> tensor<8x32x8x8xf32>
    %220 = stablehlo.add %218, %219 : tensor<8x32x8x8xf32>
    %221 = stablehlo.constant dense<1.0019569e+00> : tensor<f32>
    %222 = stablehlo.broadcast_in_dim %221, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %223 = stablehlo.multiply %209, %222 : tensor<32xf32>
    %224 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %225 = stablehlo.broadcast_in_dim %224, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %226 = stablehlo.multiply %201, %225 : tensor<32xf32>
    %227 = stablehlo.constant dense<9.000000e-01> : tensor<f32>
    %228 = stablehlo.broadcast_in_dim %227, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %229 = stablehlo.multiply %running_mean.bn5, %228 : tensor<32xf32>
    %230 = stablehlo.add %229, %226 : tensor<32xf32>
    %231 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %232 = stablehlo.broadcast_in_dim %231, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %233 = stablehlo.multiply %223, %232 : tensor<32xf32>
    %234 = stablehlo.constant dense<9.000000e-01> : tensor<f32>
    %235 = stablehlo.broadcast_in_dim %234, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %236 = stablehlo.multiply %running_var.bn5, %235 : tensor<32xf32>
    %237 = stablehlo.add %236, %233 : tensor<32xf32>
    %238 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %239 = stablehlo.broadcast_in_dim %238, dims = [] : (tensor<f32>) -> tensor<8x32x8x8xf32>
    %240 = stablehlo.maximum %220, %239 : tensor<8x32x8x8xf32>
    %241 = stablehlo.convolution(%240, %theta.conv6.w) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[1, 1], [1, 1]]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<8x32x8x8xf32>, tensor<32x32x3x3xf32>) -> tensor<8x32x8x8xf32>
    %242 = stablehlo.broadcast_in_dim %theta.conv6.b, dims = [1] : (tensor<32xf32>) -> tensor<8x32x8x8xf32>
    %243 = stablehlo.add %241, %242 : tensor<8x32x8x8xf32>
    %244 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %245 = stablehlo.reduce(%243 init: %244) applies stablehlo.add across dimensions = [0, 2, 3] : (tensor<8x32x8x8xf32>, tensor<f32>) -> tensor<32xf32>
    %246 = stablehlo.constant dense<1.953125e-03> : tensor<f32>
    %247 = stablehlo.broadcast_in_dim %246, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %248 = stablehlo.multiply %245, %247 : tensor<32xf32>
    %249 = stablehlo.broadcast_in_dim %248, dims = [1] : (tensor<32xf32>) -> tensor<8x32x8x8xf32>
    %250 = stablehlo.subtract %243, %249 : tensor<8x32x8x8xf32>
    %251 = stablehlo.multiply %250, %250 : tensor<8x32x8x8xf32>
    %252 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %253 = stablehlo.reduce(%251 init: %252) applies stablehlo.add across dimensions = [0, 2, 3] : (tensor<8x32x8x8xf32>, tensor<f32>) -> tensor<32xf32>
    %254 = stablehlo.constant dense<1.953125e-03> : tensor<f32>
    %255 = stablehlo.broadcast_in_dim %254, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %256 = stablehlo.multiply %253, %255 : tensor<32xf32>
    %257 = stablehlo.constant dense<1.000000e-05> : tensor<f32>
    %258 = stablehlo.broadcast_in_dim %257, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %259 = stablehlo.add %256, %258 : tensor<32xf32>
    %260 = stablehlo.rsqrt %259 : tensor<32xf32>
    %261 = stablehlo.broadcast_in_dim %248, dims = [1] : (tensor<32xf32>) -> tensor<8x32x8x8xf32>
    %262 = stablehlo.subtract %243, %261 : tensor<8x32x8x8xf32>
    %263 = stablehlo.multiply %theta.bn6.gamma, %260 : tensor<32xf32>
    %264 = stablehlo.broadcast_in_dim %263, dims = [1] : (tensor<32xf32>) -> tensor<8x32x8x8xf32>
    %265 = stablehlo.multiply %262, %264 : tensor<8x32x8x8xf32>
    %266 = stablehlo.broadcast_in_dim %theta.bn6.beta, dims = [1] : (tensor<32xf32>) -> tensor<8x32x8x8xf32>
    %267 = stablehlo.add %265, %266 : tensor<8x32x8x8xf32>
    %268 = stablehlo.constant dense<1.0019569e+00> : tensor<f32>
    %269 = stablehlo.broadcast_in_dim %268, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %270 = stablehlo.multiply %256, %269 : tensor<32xf32>
    %271 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %272 = stablehlo.broadcast_in_dim %271, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %273 = stablehlo.multiply %248, %272 : tensor<32xf32>
    %274 = stablehlo.constant dense<9.000000e-01> : tensor<f32>
    %275 = stablehlo.broadcast_in_dim %274, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %276 = stablehlo.multiply %running_mean.bn6, %275 : tensor<32xf32>
    %277 = stablehlo.add %276, %273 : tensor<32xf32>
    %278 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %279 = stablehlo.broadcast_in_dim %278, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %280 = stablehlo.multiply %270, %279 : tensor<32xf32>
    %281 = stablehlo.constant dense<9.000000e-01> : tensor<f32>
    %282 = stablehlo.broadcast_in_dim %281, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %283 = stablehlo.multiply %running_var.bn6, %282 : tensor<32xf32>
    %284 = stablehlo.add %283, %280 : tensor<32xf32>
    %285 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %286 = stablehlo.broadcast_in_dim %285, dims = [] : (tensor<f32>) -> tensor<8x32x8x8xf32>
    %287 = stablehlo.maximum %267, %286 : tensor<8x32x8x8xf32>
    %288 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %289 = "stablehlo.reduce_window"(%287, %288) <{padding = dense<0> : tensor<4x2xi64>, window_dimensions = array<i64: 1, 1, 2, 2>, window_strides = array<i64: 1, 1, 2, 2>}> ({
    ^bb0(%arg139: tensor<f32>, %arg140: tensor<f32>):
      %290 = stablehlo.maximum %arg139, %arg140 : tensor<f32>
      stablehlo.return %290 : tensor<f32>
    }) : (tensor<8x32x8x8xf32>, tensor<f32>) -> tensor<8x32x4x4xf32>
    %291 = stablehlo.convolution(%289, %theta.conv7.w) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[1, 1], [1, 1]]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<8x32x4x4xf32>, tensor<32x32x3x3xf32>) -> tensor<8x32x4x4xf32>
    %292 = stablehlo.broadcast_in_dim %theta.conv7.b, dims = [1] : (tensor<32xf32>) -> tensor<8x32x4x4xf32>
    %293 = stablehlo.add %291, %292 : tensor<8x32x4x4xf32>
    %294 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %295 = stablehlo.reduce(%293 init: %294) applies stablehlo.add across dimensions = [0, 2, 3] : (tensor<8x32x4x4xf32>, tensor<f32>) -> tensor<32xf32>
    %296 = stablehlo.constant dense<7.812500e-03> : tensor<f32>
    %297 = stablehlo.broadcast_in_dim %296, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %298 = stablehlo.multiply %295, %297 : tensor<32xf32>
    %299 = stablehlo.broadcast_in_dim %298, dims = [1] : (tensor<32xf32>) -> tensor<8x32x4x4xf32>
    %300 = stablehlo.subtract %293, %299 : tensor<8x32x4x4xf32>
    %301 = stablehlo.multiply %300, %300 : tensor<8x32x4x4xf32>
    %302 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %303 = stablehlo.reduce(%301 init: %302) applies stablehlo.add across dimensions = [0, 2, 3] : (tensor<8x32x4x4xf32>, tensor<f32>) -> tensor<32xf32>
    %304 = stablehlo.constant dense<7.812500e-03> : tensor<f32>
    %305 = stablehlo.broadcast_in_dim %304, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %306 = stablehlo.multiply %303, %305 : tensor<32xf32>
    %307 = stablehlo.constant dense<1.000000e-05> : tensor<f32>
    %308 = stablehlo.broadcast_in_dim %307, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %309 = stablehlo.add %306, %308 : tensor<32xf32>
    %310 = stablehlo.rsqrt %309 : tensor<32xf32>
    %311 = stablehlo.broadcast_in_dim %298, dims = [1] : (tensor<32xf32>) -> tensor<8x32x4x4xf32>
    %312 = stablehlo.subtract %293, %311 : tensor<8x32x4x4xf32>
    %313 = stablehlo.multiply %theta.bn7.gamma, %310 : tensor<32xf32>
    %314 = stablehlo.broadcast_in_dim %313, dims = [1] : (tensor<32xf32>) -> tensor<8x32x4x4xf32>
    %315 = stablehlo.multiply %312, %314 : tensor<8x32x4x4xf32>
    %316 = stablehlo.broadcast_in_dim %theta.bn7.beta, dims = [1] : (tensor<32xf32>) -> tensor<8x32x4x4xf32>
    %317 = stablehlo.add %315, %316 : tensor<8x32x4x4xf32>
    %318 = stablehlo.constant dense<1.007874e+00> : tensor<f32>
    %319 = stablehlo.broadcast_in_dim %318, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %320 = stablehlo.multiply %306, %319 : tensor<32xf32>
    %321 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %322 = stablehlo.broadcast_in_dim %321, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %323 = stablehlo.multiply %298, %322 : tensor<32xf32>
    %324 = stablehlo.constant dense<9.000000e-01> : tensor<f32>
    %325 = stablehlo.broadcast_in_dim %324, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %326 = stablehlo.multiply %running_mean.bn7, %325 : tensor<32xf32>
    %327 = stablehlo.add %326, %323 : tensor<32xf32>
    %328 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %329 = stablehlo.broadcast_in_dim %328, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %330 = stablehlo.multiply %320, %329 : tensor<32xf32>
    %331 = stablehlo.constant dense<9.000000e-01> : tensor<f32>
    %332 = stablehlo.broadcast_in_dim %331, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %333 = stablehlo.multiply %running_var.bn7, %332 : tensor<32xf32>
    %334 = stablehlo.add %333, %330 : tensor<32xf32>
    %335 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %336 = stablehlo.broadcast_in_dim %335, dims = [] : (tensor<f32>) -> tensor<8x32x4x4xf32>
    %337 = stablehlo.maximum %317, %336 : tensor<8x32x4x4xf32>
    %338 = stablehlo.convolution(%337, %theta.conv8.w) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[1, 1], [1, 1]]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<8x32x4x4xf32>, tensor<32x32x3x3xf32>) -> tensor<8x32x4x4xf32>
    %339 = stablehlo.broadcast_in_dim %theta.conv8.b, dims = [1] : (tensor<32xf32>) -> tensor<8x32x4x4xf32>
    %340 = stablehlo.add %338, %339 : tensor<8x32x4x4xf32>
    %341 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %342 = stablehlo.reduce(%340 init: %341) applies stablehlo.add across dimensions = [0, 2, 3] : (tensor<8x32x4x4xf32>, tensor<f32>) -> tensor<32xf32>
    %343 = stablehlo.constant dense<7.812500e-03> : tensor<f32>
    %344 = stablehlo.broadcast_in_dim %343, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %345 = stablehlo.multiply %342, %344 : tensor<32xf32>
    %346 = stablehlo.broadcast_in_dim %345, dims = [1] : (tensor<32xf32>) -> tensor<8x32x4x4xf32>
    %347 = stablehlo.subtract %340, %346 : tensor<8x32x4x4xf32>
    %348 = stablehlo.multiply %347, %347 : tensor<8x32x4x4xf32>
    %349 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %350 = stablehlo.reduce(%348 init: %349) applies stablehlo.add across dimensions = [0, 2, 3] : (tensor<8x32x4x4xf32>, tensor<f32>) -> tensor<32xf32>
    %351 = stablehlo.constant dense<7.812500e-03> : tensor<f32>
    %352 = stablehlo.broadcast_in_dim %351, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %353 = stablehlo.multiply %350, %352 : tensor<32xf32>
    %354 = stablehlo.constant dense<1.000000e-05> : tensor<f32>
    %355 = stablehlo.broadcast_in_dim %354, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %356 = stablehlo.add %353, %355 : tensor<32xf32>
    %357 = stablehlo.rsqrt %356 : tensor<32xf32>
    %358 = stablehlo.broadcast_in_dim %345, dims = [1] : (tensor<32xf32>) -> tensor<8x32x4x4xf32>
    %359 = stablehlo.subtract %340, %358 : tensor<8x32x4x4xf32>
    %360 = stablehlo.multiply %theta.bn8.gamma, %357 : tensor<32xf32>
    %361 = stablehlo.broadcast_in_dim %360, dims = [1] : (tensor<32xf32>) -> tensor<8x32x4x4xf32>
    %362 = stablehlo.multiply %359, %361 : tensor<8x32x4x4xf32>
    %363 = stablehlo.broadcast_in_dim %theta.bn8.beta, dims = [1] : (tensor<32xf32>) -> tensor<8x32x4x4xf32>
    %364 = stablehlo.add %362, %363 : tensor<8x32x4x4xf32>
    %365 = stablehlo.constant dense<1.007874e+00> : tensor<f32>
    %366 = stablehlo.broadcast_in_dim %365, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %367 = stablehlo.multiply %353, %366 : tensor<32xf32>
    %368 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %369 = stablehlo.broadcast_in_dim %368, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %370 = stablehlo.multiply %345, %369 : tensor<32xf32>
    %371 = stablehlo.constant dense<9.000000e-01> : tensor<f32>
    %372 = stablehlo.broadcast_in_dim %371, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %373 = stablehlo.multiply %running_mean.bn8, %372 : tensor<32xf32>
    %374 = stablehlo.add %373, %370 : tensor<32xf32>
    %375 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %376 = stablehlo.broadcast_in_dim %375, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %377 = stablehlo.multiply %367, %376 : tensor<32xf32>
    %378 = stablehlo.constant dense<9.000000e-01> : tensor<f32>
    %379 = stablehlo.broadcast_in_dim %378, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %380 = stablehlo.multiply %running_var.bn8, %379 : tensor<32xf32>
    %381 = stablehlo.add %380, %377 : tensor<32xf32>
    %382 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %383 = stablehlo.broadcast_in_dim %382, dims = [] : (tensor<f32>) -> tensor<8x32x4x4xf32>
    %384 = stablehlo.maximum %364, %383 : tensor<8x32x4x4xf32>
    %385 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %386 = "stablehlo.reduce_window"(%384, %385) <{padding = dense<0> : tensor<4x2xi64>, window_dimensions = array<i64: 1, 1, 2, 2>, window_strides = array<i64: 1, 1, 2, 2>}> ({
    ^bb0(%arg141: tensor<f32>, %arg142: tensor<f32>):
      %387 = stablehlo.maximum %arg141, %arg142 : tensor<f32>
      stablehlo.return %387 : tensor<f32>
    }) : (tensor<8x32x4x4xf32>, tensor<f32>) -> tensor<8x32x2x2xf32>
    %388 = stablehlo.reshape %386 : (tensor<8x32x2x2xf32>) -> tensor<8x128xf32>
    %389 = stablehlo.dot_general %388, %theta.fc1.w, contracting_dims = [1] x [0] : (tensor<8x128xf32>, tensor<128x512xf32>) -> tensor<8x512xf32>
    %390 = stablehlo.broadcast_in_dim %theta.fc1.b, dims = [1] : (tensor<512xf32>) -> tensor<8x512xf32>
    %391 = stablehlo.add %389, %390 : tensor<8x512xf32>
    %392 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %393 = stablehlo.broadcast_in_dim %392, dims = [] : (tensor<f32>) -> tensor<8x512xf32>
    %394 = stablehlo.maximum %391, %393 : tensor<8x512xf32>
    %395 = stablehlo.dot_general %394, %theta.fc2.w, contracting_dims = [1] x [0] : (tensor<8x512xf32>, tensor<512x512xf32>) -> tensor<8x512xf32>
    %396 = stablehlo.broadcast_in_dim %theta.fc2.b, dims = [1] : (tensor<512xf32>) -> tensor<8x512xf32>
    %397 = stablehlo.add %395, %396 : tensor<8x512xf32>
    %398 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %399 = stablehlo.broadcast_in_dim %398, dims = [] : (tensor<f32>) -> tensor<8x512xf32>
    %400 = stablehlo.maximum %397, %399 : tensor<8x512xf32>
    %401 = stablehlo.dot_general %400, %theta.fc3.w, contracting_dims = [1] x [0] : (tensor<8x512xf32>, tensor<512x10xf32>) -> tensor<8x10xf32>
    %402 = stablehlo.broadcast_in_dim %theta.fc3.b, dims = [1] : (tensor<10xf32>) -> tensor<8x10xf32>
    %403 = stablehlo.add %401, %402 : tensor<8x10xf32>
    %404 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %405 = stablehlo.reduce(%403 init: %404) applies stablehlo.maximum across dimensions = [1] : (tensor<8x10xf32>, tensor<f32>) -> tensor<8xf32>
    %406 = stablehlo.broadcast_in_dim %405, dims = [0] : (tensor<8xf32>) -> tensor<8x10xf32>
    %407 = stablehlo.subtract %403, %406 : tensor<8x10xf32>
    %408 = stablehlo.exponential %407 : tensor<8x10xf32>
    %409 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %410 = stablehlo.reduce(%408 init: %409) applies stablehlo.add across dimensions = [1] : (tensor<8x10xf32>, tensor<f32>) -> tensor<8xf32>
    %411 = stablehlo.log %410 : tensor<8xf32>
    %412 = stablehlo.broadcast_in_dim %411, dims = [0] : (tensor<8xf32>) -> tensor<8x10xf32>
    %413 = stablehlo.subtract %407, %412 : tensor<8x10xf32>
    %414 = stablehlo.multiply %labels, %413 : tensor<8x10xf32>
    %415 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %416 = stablehlo.reduce(%414 init: %415) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x10xf32>, tensor<f32>) -> tensor<f32>
    %417 = stablehlo.constant dense<-1.250000e-01> : tensor<f32>
    %418 = stablehlo.multiply %416, %417 : tensor<f32>
    %419 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %420 = stablehlo.multiply %419, %417 : tensor<f32>
    %421 = stablehlo.broadcast_in_dim %420, dims = [] : (tensor<f32>) -> tensor<8x10xf32>
    %422 = stablehlo.multiply %421, %labels : tensor<8x10xf32>
    %423 = stablehlo.negate %422 : tensor<8x10xf32>
    %424 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %425 = stablehlo.reduce(%423 init: %424) applies stablehlo.add across dimensions = [1] : (tensor<8x10xf32>, tensor<f32>) -> tensor<8xf32>
    %426 = stablehlo.divide %425, %410 : tensor<8xf32>
    %427 = stablehlo.broadcast_in_dim %426, dims = [0] : (tensor<8xf32>) -> tensor<8x10xf32>
    %428 = stablehlo.multiply %427, %408 : tensor<8x10xf32>
    %429 = stablehlo.add %422, %428 : tensor<8x10xf32>
    %430 = stablehlo.negate %429 : tensor<8x10xf32>
    %431 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %432 = stablehlo.reduce(%430 init: %431) applies stablehlo.add across dimensions = [1] : (tensor<8x10xf32>, tensor<f32>) -> tensor<8xf32>
    %433 = stablehlo.broadcast_in_dim %432, dims = [0] : (tensor<8xf32>) -> tensor<8x10xf32>
    %434 = stablehlo.iota dim = 1 : tensor<8x10xi32>
    %435 = stablehlo.constant dense<10> : tensor<i32>
    %436 = stablehlo.broadcast_in_dim %405, dims = [0] : (tensor<8xf32>) -> tensor<8x10xf32>
    %437 = stablehlo.compare  EQ, %403, %436,  FLOAT : (tensor<8x10xf32>, tensor<8x10xf32>) -> tensor<8x10xi1>
    %438 = stablehlo.broadcast_in_dim %435, dims = [] : (tensor<i32>) -> tensor<8x10xi32>
    %439 = stablehlo.select %437, %434, %438 : tensor<8x10xi1>, tensor<8x10xi32>
    %440 = stablehlo.reduce(%439 init: %435) applies stablehlo.minimum across dimensions = [1] : (tensor<8x10xi32>, tensor<i32>) -> tensor<8xi32>
    %441 = stablehlo.broadcast_in_dim %440, dims = [0] : (tensor<8xi32>) -> tensor<8x10xi32>
    %442 = stablehlo.compare  EQ, %434, %441,  SIGNED : (tensor<8x10xi32>, tensor<8x10xi32>) -> tensor<8x10xi1>
    %443 = stablehlo.broadcast_in_dim %435, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %444 = stablehlo.compare  EQ, %440, %443,  SIGNED : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi1>
    %445 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %446 = stablehlo.broadcast_in_dim %445, dims = [] : (tensor<f32>) -> tensor<8x10xf32>
    %447 = stablehlo.select %442, %433, %446 : tensor<8x10xi1>, tensor<8x10xf32>
    %448 = stablehlo.add %429, %447 : tensor<8x10xf32>
    %449 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %450 = stablehlo.reduce(%448 init: %449) applies stablehlo.add across dimensions = [0] : (tensor<8x10xf32>, tensor<f32>) -> tensor<10xf32>
    %451 = stablehlo.dot_general %448, %theta.fc3.w, contracting_dims = [1] x [1] : (tensor<8x10xf32>, tensor<512x10xf32>) -> tensor<8x512xf32>
    %452 = stablehlo.dot_general %400, %448, contracting_dims = [0] x [0] : (tensor<8x512xf32>, tensor<8x10xf32>) -> tensor<512x10xf32>
    %453 = stablehlo.compare  GT, %397, %399,  FLOAT : (tensor<8x512xf32>, tensor<8x512xf32>) -> tensor<8x512xi1>
    %454 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %455 = stablehlo.broadcast_in_dim %454, dims = [] : (tensor<f32>) -> tensor<8x512xf32>
    %456 = stablehlo.select %453, %451, %455 : tensor<8x512xi1>, tensor<8x512xf32>
    %457 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %458 = stablehlo.reduce(%456 init: %457) applies stablehlo.add across dimensions = [0] : (tensor<8x512xf32>, tensor<f32>) -> tensor<512xf32>
    %459 = stablehlo.dot_general %456, %theta.fc2.w, contracting_dims = [1] x [1] : (tensor<8x512xf32>, tensor<512x512xf32>) -> tensor<8x512xf32>
    %460 = stablehlo.dot_general %394, %456, contracting_dims = [0] x [0] : (tensor<8x512xf32>, tensor<8x512xf32>) -> tensor<512x512xf32>
    %461 = stablehlo.compare  GT, %391, %393,  FLOAT : (tensor<8x512xf32>, tensor<8x512xf32>) -> tensor<8x512xi1>
    %462 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %463 = stablehlo.broadcast_in_dim %462, dims = [] : (tensor<f32>) -> tensor<8x512xf32>
    %464 = stablehlo.select %461, %459, %463 : tensor<8x512xi1>, tensor<8x512xf32>
    %465 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %466 = stablehlo.reduce(%464 init: %465) applies stablehlo.add across dimensions = [0] : (tensor<8x512xf32>, tensor<f32>) -> tensor<512xf32>
    %467 = stablehlo.dot_general %464, %theta.fc1.w, contracting_dims = [1] x [1] : (tensor<8x512xf32>, tensor<128x512xf32>) -> tensor<8x128xf32>
    %468 = stablehlo.dot_general %388, %464, contracting_dims = [0] x [0] : (tensor<8x128xf32>, tensor<8x512xf32>) -> tensor<128x512xf32>
    %469 = stablehlo.reshape %467 : (tensor<8x128xf32>) -> tensor<8x32x2x2xf32>
    %470 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %471 = "stablehlo.select_and_scatter"(%384, %469, %470) <{padding = dense<0> : tensor<4x2xi64>, window_dimensions = array<i64: 1, 1, 2, 2>, window_strides = array<i64: 1, 1, 2, 2>}> ({
    ^bb0(%arg143: tensor<f32>, %arg144: tensor<f32>):
      %472 = stablehlo.compare  GE, %arg143, %arg144,  FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      stablehlo.return %472 : tensor<i1>
    }, {
    ^bb0(%arg145: tensor<f32>, %arg146: tensor<f32>):
      %473 = stablehlo.add %arg145, %arg146 : tensor<f32>
      stablehlo.return %473 : tensor<f32>
    }) : (tensor<8x32x4x4xf32>, tensor<8x32x2x2xf32>, tensor<f32>) -> tensor<8x32x4x4xf32>
    %474 = stablehlo.compare  GT, %364, %383,  FLOAT : (tensor<8x32x4x4xf32>, tensor<8x32x4x4xf32>) -> tensor<8x32x4x4xi1>
    %475 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %476 = stablehlo.broadcast_in_dim %475, dims = [] : (tensor<f32>) -> tensor<8x32x4x4xf32>
    %477 = stablehlo.select %474, %471, %476 : tensor<8x32x4x4xi1>, tensor<8x32x4x4xf32>
    %478 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %479 = stablehlo.reduce(%477 init: %478) applies stablehlo.add across dimensions = [0, 2, 3] : (tensor<8x32x4x4xf32>, tensor<f32>) -> tensor<32xf32>
    %480 = stablehlo.multiply %477, %361 : tensor<8x32x4x4xf32>
    %481 = stablehlo.multiply %477, %359 : tensor<8x32x4x4xf32>
    %482 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %483 = stablehlo.reduce(%481 init: %482) applies stablehlo.add across dimensions = [0, 2, 3] : (tensor<8x32x4x4xf32>, tensor<f32>) -> tensor<32xf32>
    %484 = stablehlo.multiply %483, %357 : tensor<32xf32>
    %485 = stablehlo.multiply %483, %theta.bn8.gamma : tensor<32xf32>
    %486 = stablehlo.negate %480 : tensor<8x32x4x4xf32>
    %487 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %488 = stablehlo.reduce(%486 init: %487) applies stablehlo.add across dimensions = [0, 2, 3] : (tensor<8x32x4x4xf32>, tensor<f32>) -> tensor<32xf32>
    %489 = stablehlo.constant dense<-2.000000e+00> : tensor<f32>
    %490 = stablehlo.broadcast_in_dim %489, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %491 = stablehlo.multiply %490, %356 : tensor<32xf32>
    %492 = stablehlo.divide %357, %491 : tensor<32xf32>
    %493 = stablehlo.multiply %485, %492 : tensor<32xf32>
    %494 = stablehlo.multiply %493, %352 : tensor<32xf32>
    %495 = stablehlo.broadcast_in_dim %494, dims = [1] : (tensor<32xf32>) -> tensor<8x32x4x4xf32>
    %496 = stablehlo.multiply %495, %347 : tensor<8x32x4x4xf32>
    %497 = stablehlo.multiply %495, %347 : tensor<8x32x4x4xf32>
    %498 = stablehlo.add %496, %497 : tensor<8x32x4x4xf32>
    %499 = stablehlo.add %480, %498 : tensor<8x32x4x4xf32>
    %500 = stablehlo.negate %498 : tensor<8x32x4x4xf32>
    %501 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %502 = stablehlo.reduce(%500 init: %501) applies stablehlo.add across dimensions = [0, 2, 3] : (tensor<8x32x4x4xf32>, tensor<f32>) -> tensor<32xf32>
    %503 = stablehlo.add %488, %502 : tensor<32xf32>
    %504 = stablehlo.multiply %503, %344 : tensor<32xf32>
    %505 = stablehlo.broadcast_in_dim %504, dims = [1] : (tensor<32xf32>) -> tensor<8x32x4x4xf32>
    %506 = stablehlo.add %499, %505 : tensor<8x32x4x4xf32>
    %507 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %508 = stablehlo.reduce(%506 init: %507) applies stablehlo.add across dimensions = [0, 2, 3] : (tensor<8x32x4x4xf32>, tensor<f32>) -> tensor<32xf32>
    %509 = stablehlo.reverse %theta.conv8.w, dims = [2, 3] : tensor<32x32x3x3xf32>
    %510 = stablehlo.convolution(%506, %509) dim_numbers = [b, f, 0, 1]x[i, o, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<8x32x4x4xf32>, tensor<32x32x3x3xf32>) -> tensor<8x32x4x4xf32>
    %511 = stablehlo.convolution(%337, %506) dim_numbers = [f, b, 0, 1]x[i, o, 0, 1]->[f, b, 0, 1], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<8x32x4x4xf32>, tensor<8x32x4x4xf32>) -> tensor<32x32x3x3xf32>
    %512 = stablehlo.compare  GT, %317, %336,  FLOAT : (tensor<8x32x4x4xf32>, tensor<8x32x4x4xf32>) -> tensor<8x32x4x4xi1>
    %513 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %514 = stablehlo.broadcast_in_dim %513, dims = [] : (tensor<f32>) -> tensor<8x32x4x4xf32>
    %515 = stablehlo.select %512, %510, %514 : tensor<8x32x4x4xi1>, tensor<8x32x4x4xf32>
    %516 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %517 = stablehlo.reduce(%515 init: %516) applies stablehlo.add across dimensions = [0, 2, 3] : (tensor<8x32x4x4xf32>, tensor<f32>) -> tensor<32xf32>
    %518 = stablehlo.multiply %515, %314 : tensor<8x32x4x4xf32>
    %519 = stablehlo.multiply %515, %312 : tensor<8x32x4x4xf32>
    %520 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %521 = stablehlo.reduce(%519 init: %520) applies stablehlo.add across dimensions = [0, 2, 3] : (tensor<8x32x4x4xf32>, tensor<f32>) -> tensor<32xf32>
    %522 = stablehlo.multiply %521, %310 : tensor<32xf32>
    %523 = stablehlo.multiply %521, %theta.bn7.gamma : tensor<32xf32>
    %524 = stablehlo.negate %518 : tensor<8x32x4x4xf32>
    %525 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %526 = stablehlo.reduce(%524 init: %525) applies stablehlo.add across dimensions = [0, 2, 3] : (tensor<8x32x4x4xf32>, tensor<f32>) -> tensor<32xf32>
    %527 = stablehlo.constant dense<-2.000000e+00> : tensor<f32>
    %528 = stablehlo.broadcast_in_dim %527, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %529 = stablehlo.multiply %528, %309 : tensor<32xf32>
    %530 = stablehlo.divide %310, %529 : tensor<32xf32>
    %531 = stablehlo.multiply %523, %530 : tensor<32xf32>
    %532 = stablehlo.multiply %531, %305 : tensor<32xf32>
    %533 = stablehlo.broadcast_in_dim %532, dims = [1] : (tensor<32xf32>) -> tensor<8x32x4x4xf32>
    %534 = stablehlo.multiply %533, %300 : tensor<8x32x4x4xf32>
    %535 = stablehlo.multiply %533, %300 : tensor<8x32x4x4xf32>
    %536 = stablehlo.add %534, %535 : tensor<8x32x4x4xf32>
    %537 = stablehlo.add %518, %536 : tensor<8x32x4x4xf32>
    %538 = stablehlo.negate %536 : tensor<8x32x4x4xf32>
    %539 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %540 = stablehlo.reduce(%538 init: %539) applies stablehlo.add across dimensions = [0, 2, 3] : (tensor<8x32x4x4xf32>, tensor<f32>) -> tensor<32xf32>
    %541 = stablehlo.add %526, %540 : tensor<32xf32>
    %542 = stablehlo.multiply %541, %297 : tensor<32xf32>
    %543 = stablehlo.broadcast_in_dim %542, dims = [1] : (tensor<32xf32>) -> tensor<8x32x4x4xf32>
    %544 = stablehlo.add %537, %543 : tensor<8x32x4x4xf32>
    %545 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %546 = stablehlo.reduce(%544 init: %545) applies stablehlo.add across dimensions = [0, 2, 3] : (tensor<8x32x4x4xf32>, tensor<f32>) -> tensor<32xf32>
    %547 = stablehlo.reverse %theta.conv7.w, dims = [2, 3] : tensor<32x32x3x3xf32>
    %548 = stablehlo.convolution(%544, %547) dim_numbers = [b, f, 0, 1]x[i, o, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<8x32x4x4xf32>, tensor<32x32x3x3xf32>) -> tensor<8x32x4x4xf32>
    %549 = stablehlo.convolution(%289, %544) dim_numbers = [f, b, 0, 1]x[i, o, 0, 1]->[f, b, 0, 1], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<8x32x4x4xf32>, tensor<8x32x4x4xf32>) -> tensor<32x32x3x3xf32>
    %550 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %551 = "stablehlo.select_and_scatter"(%287, %548, %550) <{padding = dense<0> : tensor<4x2xi64>, window_dimensions = array<i64: 1, 1, 2, 2>, window_strides = array<i64: 1, 1, 2, 2>}> ({
    ^bb0(%arg147: tensor<f32>, %arg148: tensor<f32>):
      %552 = stablehlo.compare  GE, %arg147, %arg148,  FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      stablehlo.return %552 : tensor<i1>
    }, {
    ^bb0(%arg149: tensor<f32>, %arg150: tensor<f32>):
      %553 = stablehlo.add %arg149, %arg150 : tensor<f32>
      stablehlo.return %553 : tensor<f32>
    }) : (tensor<8x32x8x8xf32>, tensor<8x32x4x4xf32>, tensor<f32>) -> tensor<8x32x8x8xf32>
    %554 = stablehlo.compare  GT, %267, %286,  FLOAT : (tensor<8x32x8x8xf32>, tensor<8x32x8x8xf32>) -> tensor<8x32x8x8xi1>
    %555 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %556 = stablehlo.broadcast_in_dim %555, dims = [] : (tensor<f32>) -> tensor<8x32x8x8xf32>
    %557 = stablehlo.select %554, %551, %556 : tensor<8x32x8x8xi1>, tensor<8x32x8x8xf32>
    %558 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %559 = stablehlo.reduce(%557 init: %558) applies stablehlo.add across dimensions = [0, 2, 3] : (tensor<8x32x8x8xf32>, tensor<f32>) -> tensor<32xf32>
    %560 = stablehlo.multiply %557, %264 : tensor<8x32x8x8xf32>
    %561 = stablehlo.multiply %557, %262 : tensor<8x32x8x8xf32>
    %562 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %563 = stablehlo.reduce(%561 init: %562) applies stablehlo.add across dimensions = [0, 2, 3] : (tensor<8x32x8x8xf32>, tensor<f32>) -> tensor<32xf32>
    %564 = stablehlo.multiply %563, %260 : tensor<32xf32>
    %565 = stablehlo.multiply %563, %theta.bn6.gamma : tensor<32xf32>
    %566 = stablehlo.negate %560 : tensor<8x32x8x8xf32>
    %567 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %568 = stablehlo.reduce(%566 init: %567) applies stablehlo.add across dimensions = [0, 2, 3] : (tensor<8x32x8x8xf32>, tensor<f32>) -> tensor<32xf32>
    %569 = stablehlo.constant dense<-2.000000e+00> : tensor<f32>
    %570 = stablehlo.broadcast_in_dim %569, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %571 = stablehlo.multiply %570, %259 : tensor<32xf32>
    %572 = stablehlo.divide %260, %571 : tensor<32xf32>
    %573 = stablehlo.multiply %565, %572 : tensor<32xf32>
    %574 = stablehlo.multiply %573, %255 : tensor<32xf32>
    %575 = stablehlo.broadcast_in_dim %574, dims = [1] : (tensor<32xf32>) -> tensor<8x32x8x8xf32>
    %576 = stablehlo.multiply %575, %250 : tensor<8x32x8x8xf32>
    %577 = stablehlo.multiply %575, %250 : tensor<8x32x8x8xf32>
    %578 = stablehlo.add %576, %577 : tensor<8x32x8x8xf32>
    %579 = stablehlo.add %560, %578 : tensor<8x32x8x8xf32>
    %580 = stablehlo.negate %578 : tensor<8x32x8x8xf32>
    %581 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %582 = stablehlo.reduce(%580 init: %581) applies stablehlo.add across dimensions = [0, 2, 3] : (tensor<8x32x8x8xf32>, tensor<f32>) -> tensor<32xf32>
    %583 = stablehlo.add %568, %582 : tensor<32xf32>
    %584 = stablehlo.multiply %583, %247 : tensor<32xf32>
    %585 = stablehlo.broadcast_in_dim %584, dims = [1] : (tensor<32xf32>) -> tensor<8x32x8x8xf32>
    %586 = stablehlo.add %579, %585 : tensor<8x32x8x8xf32>
    %587 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %588 = stablehlo.reduce(%586 init: %587) applies stablehlo.add across dimensions = [0, 2, 3] : (tensor<8x32x8x8xf32>, tensor<f32>) -> tensor<32xf32>
    %589 = stablehlo.reverse %theta.conv6.w, dims = [2, 3] : tensor<32x32x3x3xf32>
    %590 = stablehlo.convolution(%586, %589) dim_numbers = [b, f, 0, 1]x[i, o, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<8x32x8x8xf32>, tensor<32x32x3x3xf32>) -> tensor<8x32x8x8xf32>
    %591 = stablehlo.convolution(%240, %586) dim_numbers = [f, b, 0, 1]x[i, o, 0, 1]->[f, b, 0, 1], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<8x32x8x8xf32>, tensor<8x32x8x8xf32>) -> tensor<32x32x3x3xf32>
    %592 = stablehlo.compare  GT, %220, %239,  FLOAT : (tensor<8x32x8x8xf32>, tensor<8x32x8x8xf32>) -> tensor<8x32x8x8xi1>
    %593 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %594 = stablehlo.broadcast_in_dim %593, dims = [] : (tensor<f32>) -> tensor<8x32x8x8xf32>
    %595 = stablehlo.select %592, %590, %594 : tensor<8x32x8x8xi1>, tensor<8x32x8x8xf32>
    %596 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %597 = stablehlo.reduce(%595 init: %596) applies stablehlo.add across dimensions = [0, 2, 3] : (tensor<8x32x8x8xf32>, tensor<f32>) -> tensor<32xf32>
    %598 = stablehlo.multiply %595, %217 : tensor<8x32x8x8xf32>
    %599 = stablehlo.multiply %595, %215 : tensor<8x32x8x8xf32>
    %600 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %601 = stablehlo.reduce(%599 init: %600) applies stablehlo.add across dimensions = [0, 2, 3] : (tensor<8x32x8x8xf32>, tensor<f32>) -> tensor<32xf32>
    %602 = stablehlo.multiply %601, %213 : tensor<32xf32>
    %603 = stablehlo.multiply %601, %theta.bn5.gamma : tensor<32xf32>
    %604 = stablehlo.negate %598 : tensor<8x32x8x8xf32>
    %605 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %606 = stablehlo.reduce(%604 init: %605) applies stablehlo.add across dimensions = [0, 2, 3] : (tensor<8x32x8x8xf32>, tensor<f32>) -> tensor<32xf32>
    %607 = stablehlo.constant dense<-2.000000e+00> : tensor<f32>
    %608 = stablehlo.broadcast_in_dim %607, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %609 = stablehlo.multiply %608, %212 : tensor<32xf32>
    %610 = stablehlo.divide %213, %609 : tensor<32xf32>
    %611 = stablehlo.multiply %603, %610 : tensor<32xf32>
    %612 = stablehlo.multiply %611, %208 : tensor<32xf32>
    %613 = stablehlo.broadcast_in_dim %612, dims = [1] : (tensor<32xf32>) -> tensor<8x32x8x8xf32>
    %614 = stablehlo.multiply %613, %203 : tensor<8x32x8x8xf32>
    %615 = stablehlo.multiply %613, %203 : tensor<8x32x8x8xf32>
    %616 = stablehlo.add %614, %615 : tensor<8x32x8x8xf32>
    %617 = stablehlo.add %598, %616 : tensor<8x32x8x8xf32>
    %618 = stablehlo.negate %616 : tensor<8x32x8x8xf32>
    %619 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %620 = stablehlo.reduce(%618 init: %619) applies stablehlo.add across dimensions = [0, 2, 3] : (tensor<8x32x8x8xf32>, tensor<f32>) -> tensor<32xf32>
    %621 = stablehlo.add %606, %620 : tensor<32xf32>
    %622 = stablehlo.multiply %621, %200 : tensor<32xf32>
    %623 = stablehlo.broadcast_in_dim %622, dims = [1] : (tensor<32xf32>) -> tensor<8x32x8x8xf32>
    %624 = stablehlo.add %617, %623 : tensor<8x32x8x8xf32>
    %625 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %626 = stablehlo.reduce(%624 init: %625) applies stablehlo.add across dimensions = [0, 2, 3] : (tensor<8x32x8x8xf32>, tensor<f32>) -> tensor<32xf32>
    %627 = stablehlo.reverse %theta.conv5.w, dims = [2, 3] : tensor<32x16x3x3xf32>
    %628 = stablehlo.convolution(%624, %627) dim_numbers = [b, f, 0, 1]x[i, o, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<8x32x8x8xf32>, tensor<32x16x3x3xf32>) -> tensor<8x16x8x8xf32>
    %629 = stablehlo.convolution(%192, %624) dim_numbers = [f, b, 0, 1]x[i, o, 0, 1]->[f, b, 0, 1], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<8x16x8x8xf32>, tensor<8x32x8x8xf32>) -> tensor<32x16x3x3xf32>
    %630 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %631 = "stablehlo.select_and_scatter"(%190, %628, %630) <{padding = dense<0> : tensor<4x2xi64>, window_dimensions = array<i64: 1, 1, 2, 2>, window_strides = array<i64: 1, 1, 2, 2>}> ({
    ^bb0(%arg151: tensor<f32>, %arg152: tensor<f32>):
      %632 = stablehlo.compare  GE, %arg151, %arg152,  FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      stablehlo.return %632 : tensor<i1>
    }, {
    ^bb0(%arg153: tensor<f32>, %arg154: tensor<f32>):
      %633 = stablehlo.add %arg153, %arg154 : tensor<f32>
      stablehlo.return %633 : tensor<f32>
    }) : (tensor<8x16x16x16xf32>, tensor<8x16x8x8xf32>, tensor<f32>) -> tensor<8x16x16x16xf32>
    %634 = stablehlo.compare  GT, %170, %189,  FLOAT : (tensor<8x16x16x16xf32>, tensor<8x16x16x16xf32>) -> tensor<8x16x16x16xi1>
    %635 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %636 = stablehlo.broadcast_in_dim %635, dims = [] : (tensor<f32>) -> tensor<8x16x16x16xf32>
    %637 = stablehlo.select %634, %631, %636 : tensor<8x16x16x16xi1>, tensor<8x16x16x16xf32>
    %638 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %639 = stablehlo.reduce(%637 init: %638) applies stablehlo.add across dimensions = [0, 2, 3] : (tensor<8x16x16x16xf32>, tensor<f32>) -> tensor<16xf32>
    %640 = stablehlo.multiply %637, %167 : tensor<8x16x16x16xf32>
    %641 = stablehlo.multiply %637, %165 : tensor<8x16x16x16xf32>
    %642 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %643 = stablehlo.reduce(%641 init: %642) applies stablehlo.add across dimensions = [0, 2, 3] : (tensor<8x16x16x16xf32>, tensor<f32>) -> tensor<16xf32>
    %644 = stablehlo.multiply %643, %163 : tensor<16xf32>
    %645 = stablehlo.multiply %643, %theta.bn4.gamma : tensor<16xf32>
    %646 = stablehlo.negate %640 : tensor<8x16x16x16xf32>
    %647 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %648 = stablehlo.reduce(%646 init: %647) applies stablehlo.add across dimensions = [0, 2, 3] : (tensor<8x16x16x16xf32>, tensor<f32>) -> tensor<16xf32>
    %649 = stablehlo.constant dense<-2.000000e+00> : tensor<f32>
    %650 = stablehlo.broadcast_in_dim %649, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %651 = stablehlo.multiply %650, %162 : tensor<16xf32>
    %652 = stablehlo.divide %163, %651 : tensor<16xf32>
    %653 = stablehlo.multiply %645, %652 : tensor<16xf32>
    %654 = stablehlo.multiply %653, %158 : tensor<16xf32>
    %655 = stablehlo.broadcast_in_dim %654, dims = [1] : (tensor<16xf32>) -> tensor<8x16x16x16xf32>
    %656 = stablehlo.multiply %655, %153 : tensor<8x16x16x16xf32>
    %657 = stablehlo.multiply %655, %153 : tensor<8x16x16x16xf32>
    %658 = stablehlo.add %656, %657 : tensor<8x16x16x16xf32>
    %659 = stablehlo.add %640, %658 : tensor<8x16x16x16xf32>
    %660 = stablehlo.negate %658 : tensor<8x16x16x16xf32>
    %661 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %662 = stablehlo.reduce(%660 init: %661) applies stablehlo.add across dimensions = [0, 2, 3] : (tensor<8x16x16x16xf32>, tensor<f32>) -> tensor<16xf32>
    %663 = stablehlo.add %648, %662 : tensor<16xf32>
    %664 = stablehlo.multiply %663, %150 : tensor<16xf32>
    %665 = stablehlo.broadcast_in_dim %664, dims = [1] : (tensor<16xf32>) -> tensor<8x16x16x16xf32>
    %666 = stablehlo.add %659, %665 : tensor<8x16x16x16xf32>
    %667 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %668 = stablehlo.reduce(%666 init: %667) applies stablehlo.add across dimensions = [0, 2, 3] : (tensor<8x16x16x16xf32>, tensor<f32>) -> tensor<16xf32>
    %669 = stablehlo.reverse %theta.conv4.w, dims = [2, 3] : tensor<16x16x3x3xf32>
    %670 = stablehlo.convolution(%666, %669) dim_numbers = [b, f, 0, 1]x[i, o, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<8x16x16x16xf32>, tensor<16x16x3x3xf32>) -> tensor<8x16x16x16xf32>
    %671 = stablehlo.convolution(%143, %666) dim_numbers = [f, b, 0, 1]x[i, o, 0, 1]->[f, b, 0, 1], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<8x16x16x16xf32>, tensor<8x16x16x16xf32>) -> tensor<16x16x3x3xf32>
    %672 = stablehlo.compare  GT, %123, %142,  FLOAT : (tensor<8x16x16x16xf32>, tensor<8x16x16x16xf32>) -> tensor<8x16x16x16xi1>
    %673 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %674 = stablehlo.broadcast_in_dim %673, dims = [] : (tensor<f32>) -> tensor<8x16x16x16xf32>
    %675 = stablehlo.select %672, %670, %674 : tensor<8x16x16x16xi1>, tensor<8x16x16x16xf32>
    %676 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %677 = stablehlo.reduce(%675 init: %676) applies stablehlo.add across dimensions = [0, 2, 3] : (tensor<8x16x16x16xf32>, tensor<f32>) -> tensor<16xf32>
    %678 = stablehlo.multiply %675, %120 : tensor<8x16x16x16xf32>
    %679 = stablehlo.multiply %675, %118 : tensor<8x16x16x16xf32>
    %680 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %681 = stablehlo.reduce(%679 init: %680) applies stablehlo.add across dimensions = [0, 2, 3] : (tensor<8x16x16x16xf32>, tensor<f32>) -> tensor<16xf32>
    %682 = stablehlo.multiply %681, %116 : tensor<16xf32>
    %683 = stablehlo.multiply %681, %theta.bn3.gamma : tensor<16xf32>
    %684 = stablehlo.negate %678 : tensor<8x16x16x16xf32>
    %685 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %686 = stablehlo.reduce(%684 init: %685) applies stablehlo.add across dimensions = [0, 2, 3] : (tensor<8x16x16x16xf32>, tensor<f32>) -> tensor<16xf32>
    %687 = stablehlo.constant dense<-2.000000e+00> : tensor<f32>
    %688 = stablehlo.broadcast_in_dim %687, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %689 = stablehlo.multiply %688, %115 : tensor<16xf32>
    %690 = stablehlo.divide %116, %689 : tensor<16xf32>
    %691 = stablehlo.multiply %683, %690 : tensor<16xf32>
    %692 = stablehlo.multiply %691, %111 : tensor<16xf32>
    %693 = stablehlo.broadcast_in_dim %692, dims = [1] : (tensor<16xf32>) -> tensor<8x16x16x16xf32>
    %694 = stablehlo.multiply %693, %106 : tensor<8x16x16x16xf32>
    %695 = stablehlo.multiply %693, %106 : tensor<8x16x16x16xf32>
    %696 = stablehlo.add %694, %695 : tensor<8x16x16x16xf32>
    %697 = stablehlo.add %678, %696 : tensor<8x16x16x16xf32>
    %698 = stablehlo.negate %696 : tensor<8x16x16x16xf32>
    %699 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %700 = stablehlo.reduce(%698 init: %699) applies stablehlo.add across dimensions = [0, 2, 3] : (tensor<8x16x16x16xf32>, tensor<f32>) -> tensor<16xf32>
    %701 = stablehlo.add %686, %700 : tensor<16xf32>
    %702 = stablehlo.multiply %701, %103 : tensor<16xf32>
    %703 = stablehlo.broadcast_in_dim %702, dims = [1] : (tensor<16xf32>) -> tensor<8x16x16x16xf32>
    %704 = stablehlo.add %697, %703 : tensor<8x16x16x16xf32>
    %705 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %706 = stablehlo.reduce(%704 init: %705) applies stablehlo.add across dimensions = [0, 2, 3] : (tensor<8x16x16x16xf32>, tensor<f32>) -> tensor<16xf32>
    %707 = stablehlo.reverse %theta.conv3.w, dims = [2, 3] : tensor<16x16x3x3xf32>
    %708 = stablehlo.convolution(%704, %707) dim_numbers = [b, f, 0, 1]x[i, o, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<8x16x16x16xf32>, tensor<16x16x3x3xf32>) -> tensor<8x16x16x16xf32>
    %709 = stablehlo.convolution(%95, %704) dim_numbers = [f, b, 0, 1]x[i, o, 0, 1]->[f, b, 0, 1], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<8x16x16x16xf32>, tensor<8x16x16x16xf32>) -> tensor<16x16x3x3xf32>
    %710 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %711 = "stablehlo.select_and_scatter"(%93, %708, %710) <{padding = dense<0> : tensor<4x2xi64>, window_dimensions = array<i64: 1, 1, 2, 2>, window_strides = array<i64: 1, 1, 2, 2>}> ({
    ^bb0(%arg155: tensor<f32>, %arg156: tensor<f32>):
      %712 = stablehlo.compare  GE, %arg155, %arg156,  FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      stablehlo.return %712 : tensor<i1>
    }, {
    ^bb0(%arg157: tensor<f32>, %arg158: tensor<f32>):
      %713 = stablehlo.add %arg157, %arg158 : tensor<f32>
      stablehlo.return %713 : tensor<f32>
    }) : (tensor<8x16x32x32xf32>, tensor<8x16x16x16xf32>, tensor<f32>) -> tensor<8x16x32x32xf32>
    %714 = stablehlo.compare  GT, %73, %92,  FLOAT : (tensor<8x16x32x32xf32>, tensor<8x16x32x32xf32>) -> tensor<8x16x32x32xi1>
    %715 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %716 = stablehlo.broadcast_in_dim %715, dims = [] : (tensor<f32>) -> tensor<8x16x32x32xf32>
    %717 = stablehlo.select %714, %711, %716 : tensor<8x16x32x32xi1>, tensor<8x16x32x32xf32>
    %718 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %719 = stablehlo.reduce(%717 init: %718) applies stablehlo.add across dimensions = [0, 2, 3] : (tensor<8x16x32x32xf32>, tensor<f32>) -> tensor<16xf32>
    %720 = stablehlo.multiply %717, %70 : tensor<8x16x32x32xf32>
    %721 = stablehlo.multiply %717, %68 : tensor<8x16x32x32xf32>
    %722 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %723 = stablehlo.reduce(%721 init: %722) applies stablehlo.add across dimensions = [0, 2, 3] : (tensor<8x16x32x32xf32>, tensor<f32>) -> tensor<16xf32>
    %724 = stablehlo.multiply %723, %66 : tensor<16xf32>
    %725 = stablehlo.multiply %723, %theta.bn2.gamma : tensor<16xf32>
    %726 = stablehlo.negate %720 : tensor<8x16x32x32xf32>
    %727 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %728 = stablehlo.reduce(%726 init: %727) applies stablehlo.add across dimensions = [0, 2, 3] : (tensor<8x16x32x32xf32>, tensor<f32>) -> tensor<16xf32>
    %729 = stablehlo.constant dense<-2.000000e+00> : tensor<f32>
    %730 = stablehlo.broadcast_in_dim %729, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %731 = stablehlo.multiply %730, %65 : tensor<16xf32>
    %732 = stablehlo.divide %66, %731 : tensor<16xf32>
    %733 = stablehlo.multiply %725, %732 : tensor<16xf32>
    %734 = stablehlo.multiply %733, %61 : tensor<16xf32>
    %735 = stablehlo.broadcast_in_dim %734, dims = [1] : (tensor<16xf32>) -> tensor<8x16x32x32xf32>
    %736 = stablehlo.multiply %735, %56 : tensor<8x16x32x32xf32>
    %737 = stablehlo.multiply %735, %56 : tensor<8x16x32x32xf32>
    %738 = stablehlo.add %736, %737 : tensor<8x16x32x32xf32>
    %739 = stablehlo.add %720, %738 : tensor<8x16x32x32xf32>
    %740 = stablehlo.negate %738 : tensor<8x16x32x32xf32>
    %741 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %742 = stablehlo.reduce(%740 init: %741) applies stablehlo.add across dimensions = [0, 2, 3] : (tensor<8x16x32x32xf32>, tensor<f32>) -> tensor<16xf32>
    %743 = stablehlo.add %728, %742 : tensor<16xf32>
    %744 = stablehlo.multiply %743, %53 : tensor<16xf32>
    %745 = stablehlo.broadcast_in_dim %744, dims = [1] : (tensor<16xf32>) -> tensor<8x16x32x32xf32>
    %746 = stablehlo.add %739, %745 : tensor<8x16x32x32xf32>
    %747 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %748 = stablehlo.reduce(%746 init: %747) applies stablehlo.add across dimensions = [0, 2, 3] : (tensor<8x16x32x32xf32>, tensor<f32>) -> tensor<16xf32>
    %749 = stablehlo.reverse %theta.conv2.w, dims = [2, 3] : tensor<16x16x3x3xf32>
    %750 = stablehlo.convolution(%746, %749) dim_numbers = [b, f, 0, 1]x[i, o, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<8x16x32x32xf32>, tensor<16x16x3x3xf32>) -> tensor<8x16x32x32xf32>
    %751 = stablehlo.convolution(%46, %746) dim_numbers = [f, b, 0, 1]x[i, o, 0, 1]->[f, b, 0, 1], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<8x16x32x32xf32>, tensor<8x16x32x32xf32>) -> tensor<16x16x3x3xf32>
    %752 = stablehlo.compare  GT, %26, %45,  FLOAT : (tensor<8x16x32x32xf32>, tensor<8x16x32x32xf32>) -> tensor<8x16x32x32xi1>
    %753 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %754 = stablehlo.broadcast_in_dim %753, dims = [] : (tensor<f32>) -> tensor<8x16x32x32xf32>
    %755 = stablehlo.select %752, %750, %754 : tensor<8x16x32x32xi1>, tensor<8x16x32x32xf32>
    %756 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %757 = stablehlo.reduce(%755 init: %756) applies stablehlo.add across dimensions = [0, 2, 3] : (tensor<8x16x32x32xf32>, tensor<f32>) -> tensor<16xf32>
    %758 = stablehlo.multiply %755, %23 : tensor<8x16x32x32xf32>
    %759 = stablehlo.multiply %755, %21 : tensor<8x16x32x32xf32>
    %760 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %761 = stablehlo.reduce(%759 init: %760) applies stablehlo.add across dimensions = [0, 2, 3] : (tensor<8x16x32x32xf32>, tensor<f32>) -> tensor<16xf32>
    %762 = stablehlo.multiply %761, %19 : tensor<16xf32>
    %763 = stablehlo.multiply %761, %theta.bn1.gamma : tensor<16xf32>
    %764 = stablehlo.negate %758 : tensor<8x16x32x32xf32>
    %765 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %766 = stablehlo.reduce(%764 init: %765) applies stablehlo.add across dimensions = [0, 2, 3] : (tensor<8x16x32x32xf32>, tensor<f32>) -> tensor<16xf32>
    %767 = stablehlo.constant dense<-2.000000e+00> : tensor<f32>
    %768 = stablehlo.broadcast_in_dim %767, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %769 = stablehlo.multiply %768, %18 : tensor<16xf32>
    %770 = stablehlo.divide %19, %769 : tensor<16xf32>
    %771 = stablehlo.multiply %763, %770 : tensor<16xf32>
    %772 = stablehlo.multiply %771, %14 : tensor<16xf32>
    %773 = stablehlo.broadcast_in_dim %772, dims = [1] : (tensor<16xf32>) -> tensor<8x16x32x32xf32>
    %774 = stablehlo.multiply %773, %9 : tensor<8x16x32x32xf32>
    %775 = stablehlo.multiply %773, %9 : tensor<8x16x32x32xf32>
    %776 = stablehlo.add %774, %775 : tensor<8x16x32x32xf32>
    %777 = stablehlo.add %758, %776 : tensor<8x16x32x32xf32>
    %778 = stablehlo.negate %776 : tensor<8x16x32x32xf32>
    %779 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %780 = stablehlo.reduce(%778 init: %779) applies stablehlo.add across dimensions = [0, 2, 3] : (tensor<8x16x32x32xf32>, tensor<f32>) -> tensor<16xf32>
    %781 = stablehlo.add %766, %780 : tensor<16xf32>
    %782 = stablehlo.multiply %781, %6 : tensor<16xf32>
    %783 = stablehlo.broadcast_in_dim %782, dims = [1] : (tensor<16xf32>) -> tensor<8x16x32x32xf32>
    %784 = stablehlo.add %777, %783 : tensor<8x16x32x32xf32>
    %785 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %786 = stablehlo.reduce(%784 init: %785) applies stablehlo.add across dimensions = [0, 2, 3] : (tensor<8x16x32x32xf32>, tensor<f32>) -> tensor<16xf32>
    %787 = stablehlo.convolution(%x, %784) dim_numbers = [f, b, 0, 1]x[i, o, 0, 1]->[f, b, 0, 1], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<8x3x32x32xf32>, tensor<8x16x32x32xf32>) -> tensor<16x3x3x3xf32>
    %788 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<16x3x3x3xf32>
    %789 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %790 = stablehlo.broadcast_in_dim %789, dims = [] : (tensor<f32>) -> tensor<16x3x3x3xf32>
    %791 = stablehlo.multiply %787, %790 : tensor<16x3x3x3xf32>
    %792 = stablehlo.constant dense<9.000000e-01> : tensor<f32>
    %793 = stablehlo.broadcast_in_dim %792, dims = [] : (tensor<f32>) -> tensor<16x3x3x3xf32>
    %794 = stablehlo.multiply %m.conv1.w, %793 : tensor<16x3x3x3xf32>
    %795 = stablehlo.add %794, %791 : tensor<16x3x3x3xf32>
    %796 = stablehlo.multiply %787, %787 : tensor<16x3x3x3xf32>
    %797 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %798 = stablehlo.broadcast_in_dim %797, dims = [] : (tensor<f32>) -> tensor<16x3x3x3xf32>
    %799 = stablehlo.multiply %796, %798 : tensor<16x3x3x3xf32>
    %800 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %801 = stablehlo.broadcast_in_dim %800, dims = [] : (tensor<f32>) -> tensor<16x3x3x3xf32>
    %802 = stablehlo.multiply %v.conv1.w, %801 : tensor<16x3x3x3xf32>
    %803 = stablehlo.add %802, %799 : tensor<16x3x3x3xf32>
    %804 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<16x3x3x3xf32>
    %805 = stablehlo.divide %795, %804 : tensor<16x3x3x3xf32>
    %806 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<16x3x3x3xf32>
    %807 = stablehlo.divide %803, %806 : tensor<16x3x3x3xf32>
    %808 = stablehlo.constant dense<1.000000e-08> : tensor<f32>
    %809 = stablehlo.broadcast_in_dim %808, dims = [] : (tensor<f32>) -> tensor<16x3x3x3xf32>
    %810 = stablehlo.sqrt %807 : tensor<16x3x3x3xf32>
    %811 = stablehlo.add %810, %809 : tensor<16x3x3x3xf32>
    %812 = stablehlo.divide %805, %811 : tensor<16x3x3x3xf32>
    %813 = stablehlo.constant dense<1.000000e-04> : tensor<f32>
    %814 = stablehlo.broadcast_in_dim %813, dims = [] : (tensor<f32>) -> tensor<16x3x3x3xf32>
    %815 = stablehlo.multiply %788, %814 : tensor<16x3x3x3xf32>
    %816 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %817 = stablehlo.broadcast_in_dim %816, dims = [] : (tensor<f32>) -> tensor<16x3x3x3xf32>
    %818 = stablehlo.subtract %817, %815 : tensor<16x3x3x3xf32>
    %819 = stablehlo.multiply %theta.conv1.w, %818 : tensor<16x3x3x3xf32>
    %820 = stablehlo.multiply %788, %812 : tensor<16x3x3x3xf32>
    %821 = stablehlo.subtract %819, %820 : tensor<16x3x3x3xf32>
    %822 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %823 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %824 = stablehlo.broadcast_in_dim %823, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %825 = stablehlo.multiply %786, %824 : tensor<16xf32>
    %826 = stablehlo.constant dense<9.000000e-01> : tensor<f32>
    %827 = stablehlo.broadcast_in_dim %826, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %828 = stablehlo.multiply %m.conv1.b, %827 : tensor<16xf32>
    %829 = stablehlo.add %828, %825 : tensor<16xf32>
    %830 = stablehlo.multiply %786, %786 : tensor<16xf32>
    %831 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %832 = stablehlo.broadcast_in_dim %831, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %833 = stablehlo.multiply %830, %832 : tensor<16xf32>
    %834 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %835 = stablehlo.broadcast_in_dim %834, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %836 = stablehlo.multiply %v.conv1.b, %835 : tensor<16xf32>
    %837 = stablehlo.add %836, %833 : tensor<16xf32>
    %838 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %839 = stablehlo.divide %829, %838 : tensor<16xf32>
    %840 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %841 = stablehlo.divide %837, %840 : tensor<16xf32>
    %842 = stablehlo.constant dense<1.000000e-08> : tensor<f32>
    %843 = stablehlo.broadcast_in_dim %842, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %844 = stablehlo.sqrt %841 : tensor<16xf32>
    %845 = stablehlo.add %844, %843 : tensor<16xf32>
    %846 = stablehlo.divide %839, %845 : tensor<16xf32>
    %847 = stablehlo.constant dense<1.000000e-04> : tensor<f32>
    %848 = stablehlo.broadcast_in_dim %847, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %849 = stablehlo.multiply %822, %848 : tensor<16xf32>
    %850 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %851 = stablehlo.broadcast_in_dim %850, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %852 = stablehlo.subtract %851, %849 : tensor<16xf32>
    %853 = stablehlo.multiply %theta.conv1.b, %852 : tensor<16xf32>
    %854 = stablehlo.multiply %822, %846 : tensor<16xf32>
    %855 = stablehlo.subtract %853, %854 : tensor<16xf32>
    %856 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %857 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %858 = stablehlo.broadcast_in_dim %857, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %859 = stablehlo.multiply %762, %858 : tensor<16xf32>
    %860 = stablehlo.constant dense<9.000000e-01> : tensor<f32>
    %861 = stablehlo.broadcast_in_dim %860, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %862 = stablehlo.multiply %m.bn1.gamma, %861 : tensor<16xf32>
    %863 = stablehlo.add %862, %859 : tensor<16xf32>
    %864 = stablehlo.multiply %762, %762 : tensor<16xf32>
    %865 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %866 = stablehlo.broadcast_in_dim %865, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %867 = stablehlo.multiply %864, %866 : tensor<16xf32>
    %868 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %869 = stablehlo.broadcast_in_dim %868, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %870 = stablehlo.multiply %v.bn1.gamma, %869 : tensor<16xf32>
    %871 = stablehlo.add %870, %867 : tensor<16xf32>
    %872 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %873 = stablehlo.divide %863, %872 : tensor<16xf32>
    %874 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %875 = stablehlo.divide %871, %874 : tensor<16xf32>
    %876 = stablehlo.constant dense<1.000000e-08> : tensor<f32>
    %877 = stablehlo.broadcast_in_dim %876, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %878 = stablehlo.sqrt %875 : tensor<16xf32>
    %879 = stablehlo.add %878, %877 : tensor<16xf32>
    %880 = stablehlo.divide %873, %879 : tensor<16xf32>
    %881 = stablehlo.constant dense<1.000000e-04> : tensor<f32>
    %882 = stablehlo.broadcast_in_dim %881, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %883 = stablehlo.multiply %856, %882 : tensor<16xf32>
    %884 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %885 = stablehlo.broadcast_in_dim %884, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %886 = stablehlo.subtract %885, %883 : tensor<16xf32>
    %887 = stablehlo.multiply %theta.bn1.gamma, %886 : tensor<16xf32>
    %888 = stablehlo.multiply %856, %880 : tensor<16xf32>
    %889 = stablehlo.subtract %887, %888 : tensor<16xf32>
    %890 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %891 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %892 = stablehlo.broadcast_in_dim %891, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %893 = stablehlo.multiply %757, %892 : tensor<16xf32>
    %894 = stablehlo.constant dense<9.000000e-01> : tensor<f32>
    %895 = stablehlo.broadcast_in_dim %894, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %896 = stablehlo.multiply %m.bn1.beta, %895 : tensor<16xf32>
    %897 = stablehlo.add %896, %893 : tensor<16xf32>
    %898 = stablehlo.multiply %757, %757 : tensor<16xf32>
    %899 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %900 = stablehlo.broadcast_in_dim %899, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %901 = stablehlo.multiply %898, %900 : tensor<16xf32>
    %902 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %903 = stablehlo.broadcast_in_dim %902, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %904 = stablehlo.multiply %v.bn1.beta, %903 : tensor<16xf32>
    %905 = stablehlo.add %904, %901 : tensor<16xf32>
    %906 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %907 = stablehlo.divide %897, %906 : tensor<16xf32>
    %908 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %909 = stablehlo.divide %905, %908 : tensor<16xf32>
    %910 = stablehlo.constant dense<1.000000e-08> : tensor<f32>
    %911 = stablehlo.broadcast_in_dim %910, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %912 = stablehlo.sqrt %909 : tensor<16xf32>
    %913 = stablehlo.add %912, %911 : tensor<16xf32>
    %914 = stablehlo.divide %907, %913 : tensor<16xf32>
    %915 = stablehlo.constant dense<1.000000e-04> : tensor<f32>
    %916 = stablehlo.broadcast_in_dim %915, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %917 = stablehlo.multiply %890, %916 : tensor<16xf32>
    %918 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %919 = stablehlo.broadcast_in_dim %918, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %920 = stablehlo.subtract %919, %917 : tensor<16xf32>
    %921 = stablehlo.multiply %theta.bn1.beta, %920 : tensor<16xf32>
    %922 = stablehlo.multiply %890, %914 : tensor<16xf32>
    %923 = stablehlo.subtract %921, %922 : tensor<16xf32>
    %924 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<16x16x3x3xf32>
    %925 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %926 = stablehlo.broadcast_in_dim %925, dims = [] : (tensor<f32>) -> tensor<16x16x3x3xf32>
    %927 = stablehlo.multiply %751, %926 : tensor<16x16x3x3xf32>
    %928 = stablehlo.constant dense<9.000000e-01> : tensor<f32>
    %929 = stablehlo.broadcast_in_dim %928, dims = [] : (tensor<f32>) -> tensor<16x16x3x3xf32>
    %930 = stablehlo.multiply %m.conv2.w, %929 : tensor<16x16x3x3xf32>
    %931 = stablehlo.add %930, %927 : tensor<16x16x3x3xf32>
    %932 = stablehlo.multiply %751, %751 : tensor<16x16x3x3xf32>
    %933 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %934 = stablehlo.broadcast_in_dim %933, dims = [] : (tensor<f32>) -> tensor<16x16x3x3xf32>
    %935 = stablehlo.multiply %932, %934 : tensor<16x16x3x3xf32>
    %936 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %937 = stablehlo.broadcast_in_dim %936, dims = [] : (tensor<f32>) -> tensor<16x16x3x3xf32>
    %938 = stablehlo.multiply %v.conv2.w, %937 : tensor<16x16x3x3xf32>
    %939 = stablehlo.add %938, %935 : tensor<16x16x3x3xf32>
    %940 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<16x16x3x3xf32>
    %941 = stablehlo.divide %931, %940 : tensor<16x16x3x3xf32>
    %942 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<16x16x3x3xf32>
    %943 = stablehlo.divide %939, %942 : tensor<16x16x3x3xf32>
    %944 = stablehlo.constant dense<1.000000e-08> : tensor<f32>
    %945 = stablehlo.broadcast_in_dim %944, dims = [] : (tensor<f32>) -> tensor<16x16x3x3xf32>
    %946 = stablehlo.sqrt %943 : tensor<16x16x3x3xf32>
    %947 = stablehlo.add %946, %945 : tensor<16x16x3x3xf32>
    %948 = stablehlo.divide %941, %947 : tensor<16x16x3x3xf32>
    %949 = stablehlo.constant dense<1.000000e-04> : tensor<f32>
    %950 = stablehlo.broadcast_in_dim %949, dims = [] : (tensor<f32>) -> tensor<16x16x3x3xf32>
    %951 = stablehlo.multiply %924, %950 : tensor<16x16x3x3xf32>
    %952 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %953 = stablehlo.broadcast_in_dim %952, dims = [] : (tensor<f32>) -> tensor<16x16x3x3xf32>
    %954 = stablehlo.subtract %953, %951 : tensor<16x16x3x3xf32>
    %955 = stablehlo.multiply %theta.conv2.w, %954 : tensor<16x16x3x3xf32>
    %956 = stablehlo.multiply %924, %948 : tensor<16x16x3x3xf32>
    %957 = stablehlo.subtract %955, %956 : tensor<16x16x3x3xf32>
    %958 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %959 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %960 = stablehlo.broadcast_in_dim %959, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %961 = stablehlo.multiply %748, %960 : tensor<16xf32>
    %962 = stablehlo.constant dense<9.000000e-01> : tensor<f32>
    %963 = stablehlo.broadcast_in_dim %962, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %964 = stablehlo.multiply %m.conv2.b, %963 : tensor<16xf32>
    %965 = stablehlo.add %964, %961 : tensor<16xf32>
    %966 = stablehlo.multiply %748, %748 : tensor<16xf32>
    %967 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %968 = stablehlo.broadcast_in_dim %967, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %969 = stablehlo.multiply %966, %968 : tensor<16xf32>
    %970 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %971 = stablehlo.broadcast_in_dim %970, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %972 = stablehlo.multiply %v.conv2.b, %971 : tensor<16xf32>
    %973 = stablehlo.add %972, %969 : tensor<16xf32>
    %974 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %975 = stablehlo.divide %965, %974 : tensor<16xf32>
    %976 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %977 = stablehlo.divide %973, %976 : tensor<16xf32>
    %978 = stablehlo.constant dense<1.000000e-08> : tensor<f32>
    %979 = stablehlo.broadcast_in_dim %978, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %980 = stablehlo.sqrt %977 : tensor<16xf32>
    %981 = stablehlo.add %980, %979 : tensor<16xf32>
    %982 = stablehlo.divide %975, %981 : tensor<16xf32>
    %983 = stablehlo.constant dense<1.000000e-04> : tensor<f32>
    %984 = stablehlo.broadcast_in_dim %983, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %985 = stablehlo.multiply %958, %984 : tensor<16xf32>
    %986 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %987 = stablehlo.broadcast_in_dim %986, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %988 = stablehlo.subtract %987, %985 : tensor<16xf32>
    %989 = stablehlo.multiply %theta.conv2.b, %988 : tensor<16xf32>
    %990 = stablehlo.multiply %958, %982 : tensor<16xf32>
    %991 = stablehlo.subtract %989, %990 : tensor<16xf32>
    %992 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %993 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %994 = stablehlo.broadcast_in_dim %993, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %995 = stablehlo.multiply %724, %994 : tensor<16xf32>
    %996 = stablehlo.constant dense<9.000000e-01> : tensor<f32>
    %997 = stablehlo.broadcast_in_dim %996, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %998 = stablehlo.multiply %m.bn2.gamma, %997 : tensor<16xf32>
    %999 = stablehlo.add %998, %995 : tensor<16xf32>
    %1000 = stablehlo.multiply %724, %724 : tensor<16xf32>
    %1001 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1002 = stablehlo.broadcast_in_dim %1001, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1003 = stablehlo.multiply %1000, %1002 : tensor<16xf32>
    %1004 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1005 = stablehlo.broadcast_in_dim %1004, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1006 = stablehlo.multiply %v.bn2.gamma, %1005 : tensor<16xf32>
    %1007 = stablehlo.add %1006, %1003 : tensor<16xf32>
    %1008 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1009 = stablehlo.divide %999, %1008 : tensor<16xf32>
    %1010 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1011 = stablehlo.divide %1007, %1010 : tensor<16xf32>
    %1012 = stablehlo.constant dense<1.000000e-08> : tensor<f32>
    %1013 = stablehlo.broadcast_in_dim %1012, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1014 = stablehlo.sqrt %1011 : tensor<16xf32>
    %1015 = stablehlo.add %1014, %1013 : tensor<16xf32>
    %1016 = stablehlo.divide %1009, %1015 : tensor<16xf32>
    %1017 = stablehlo.constant dense<1.000000e-04> : tensor<f32>
    %1018 = stablehlo.broadcast_in_dim %1017, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1019 = stablehlo.multiply %992, %1018 : tensor<16xf32>
    %1020 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %1021 = stablehlo.broadcast_in_dim %1020, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1022 = stablehlo.subtract %1021, %1019 : tensor<16xf32>
    %1023 = stablehlo.multiply %theta.bn2.gamma, %1022 : tensor<16xf32>
    %1024 = stablehlo.multiply %992, %1016 : tensor<16xf32>
    %1025 = stablehlo.subtract %1023, %1024 : tensor<16xf32>
    %1026 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1027 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1028 = stablehlo.broadcast_in_dim %1027, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1029 = stablehlo.multiply %719, %1028 : tensor<16xf32>
    %1030 = stablehlo.constant dense<9.000000e-01> : tensor<f32>
    %1031 = stablehlo.broadcast_in_dim %1030, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1032 = stablehlo.multiply %m.bn2.beta, %1031 : tensor<16xf32>
    %1033 = stablehlo.add %1032, %1029 : tensor<16xf32>
    %1034 = stablehlo.multiply %719, %719 : tensor<16xf32>
    %1035 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1036 = stablehlo.broadcast_in_dim %1035, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1037 = stablehlo.multiply %1034, %1036 : tensor<16xf32>
    %1038 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1039 = stablehlo.broadcast_in_dim %1038, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1040 = stablehlo.multiply %v.bn2.beta, %1039 : tensor<16xf32>
    %1041 = stablehlo.add %1040, %1037 : tensor<16xf32>
    %1042 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1043 = stablehlo.divide %1033, %1042 : tensor<16xf32>
    %1044 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1045 = stablehlo.divide %1041, %1044 : tensor<16xf32>
    %1046 = stablehlo.constant dense<1.000000e-08> : tensor<f32>
    %1047 = stablehlo.broadcast_in_dim %1046, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1048 = stablehlo.sqrt %1045 : tensor<16xf32>
    %1049 = stablehlo.add %1048, %1047 : tensor<16xf32>
    %1050 = stablehlo.divide %1043, %1049 : tensor<16xf32>
    %1051 = stablehlo.constant dense<1.000000e-04> : tensor<f32>
    %1052 = stablehlo.broadcast_in_dim %1051, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1053 = stablehlo.multiply %1026, %1052 : tensor<16xf32>
    %1054 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %1055 = stablehlo.broadcast_in_dim %1054, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1056 = stablehlo.subtract %1055, %1053 : tensor<16xf32>
    %1057 = stablehlo.multiply %theta.bn2.beta, %1056 : tensor<16xf32>
    %1058 = stablehlo.multiply %1026, %1050 : tensor<16xf32>
    %1059 = stablehlo.subtract %1057, %1058 : tensor<16xf32>
    %1060 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<16x16x3x3xf32>
    %1061 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1062 = stablehlo.broadcast_in_dim %1061, dims = [] : (tensor<f32>) -> tensor<16x16x3x3xf32>
    %1063 = stablehlo.multiply %709, %1062 : tensor<16x16x3x3xf32>
    %1064 = stablehlo.constant dense<9.000000e-01> : tensor<f32>
    %1065 = stablehlo.broadcast_in_dim %1064, dims = [] : (tensor<f32>) -> tensor<16x16x3x3xf32>
    %1066 = stablehlo.multiply %m.conv3.w, %1065 : tensor<16x16x3x3xf32>
    %1067 = stablehlo.add %1066, %1063 : tensor<16x16x3x3xf32>
    %1068 = stablehlo.multiply %709, %709 : tensor<16x16x3x3xf32>
    %1069 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1070 = stablehlo.broadcast_in_dim %1069, dims = [] : (tensor<f32>) -> tensor<16x16x3x3xf32>
    %1071 = stablehlo.multiply %1068, %1070 : tensor<16x16x3x3xf32>
    %1072 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1073 = stablehlo.broadcast_in_dim %1072, dims = [] : (tensor<f32>) -> tensor<16x16x3x3xf32>
    %1074 = stablehlo.multiply %v.conv3.w, %1073 : tensor<16x16x3x3xf32>
    %1075 = stablehlo.add %1074, %1071 : tensor<16x16x3x3xf32>
    %1076 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<16x16x3x3xf32>
    %1077 = stablehlo.divide %1067, %1076 : tensor<16x16x3x3xf32>
    %1078 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<16x16x3x3xf32>
    %1079 = stablehlo.divide %1075, %1078 : tensor<16x16x3x3xf32>
    %1080 = stablehlo.constant dense<1.000000e-08> : tensor<f32>
    %1081 = stablehlo.broadcast_in_dim %1080, dims = [] : (tensor<f32>) -> tensor<16x16x3x3xf32>
    %1082 = stablehlo.sqrt %1079 : tensor<16x16x3x3xf32>
    %1083 = stablehlo.add %1082, %1081 : tensor<16x16x3x3xf32>
    %1084 = stablehlo.divide %1077, %1083 : tensor<16x16x3x3xf32>
    %1085 = stablehlo.constant dense<1.000000e-04> : tensor<f32>
    %1086 = stablehlo.broadcast_in_dim %1085, dims = [] : (tensor<f32>) -> tensor<16x16x3x3xf32>
    %1087 = stablehlo.multiply %1060, %1086 : tensor<16x16x3x3xf32>
    %1088 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %1089 = stablehlo.broadcast_in_dim %1088, dims = [] : (tensor<f32>) -> tensor<16x16x3x3xf32>
    %1090 = stablehlo.subtract %1089, %1087 : tensor<16x16x3x3xf32>
    %1091 = stablehlo.multiply %theta.conv3.w, %1090 : tensor<16x16x3x3xf32>
    %1092 = stablehlo.multiply %1060, %1084 : tensor<16x16x3x3xf32>
    %1093 = stablehlo.subtract %1091, %1092 : tensor<16x16x3x3xf32>
    %1094 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1095 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1096 = stablehlo.broadcast_in_dim %1095, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1097 = stablehlo.multiply %706, %1096 : tensor<16xf32>
    %1098 = stablehlo.constant dense<9.000000e-01> : tensor<f32>
    %1099 = stablehlo.broadcast_in_dim %1098, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1100 = stablehlo.multiply %m.conv3.b, %1099 : tensor<16xf32>
    %1101 = stablehlo.add %1100, %1097 : tensor<16xf32>
    %1102 = stablehlo.multiply %706, %706 : tensor<16xf32>
    %1103 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1104 = stablehlo.broadcast_in_dim %1103, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1105 = stablehlo.multiply %1102, %1104 : tensor<16xf32>
    %1106 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1107 = stablehlo.broadcast_in_dim %1106, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1108 = stablehlo.multiply %v.conv3.b, %1107 : tensor<16xf32>
    %1109 = stablehlo.add %1108, %1105 : tensor<16xf32>
    %1110 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1111 = stablehlo.divide %1101, %1110 : tensor<16xf32>
    %1112 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1113 = stablehlo.divide %1109, %1112 : tensor<16xf32>
    %1114 = stablehlo.constant dense<1.000000e-08> : tensor<f32>
    %1115 = stablehlo.broadcast_in_dim %1114, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1116 = stablehlo.sqrt %1113 : tensor<16xf32>
    %1117 = stablehlo.add %1116, %1115 : tensor<16xf32>
    %1118 = stablehlo.divide %1111, %1117 : tensor<16xf32>
    %1119 = stablehlo.constant dense<1.000000e-04> : tensor<f32>
    %1120 = stablehlo.broadcast_in_dim %1119, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1121 = stablehlo.multiply %1094, %1120 : tensor<16xf32>
    %1122 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %1123 = stablehlo.broadcast_in_dim %1122, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1124 = stablehlo.subtract %1123, %1121 : tensor<16xf32>
    %1125 = stablehlo.multiply %theta.conv3.b, %1124 : tensor<16xf32>
    %1126 = stablehlo.multiply %1094, %1118 : tensor<16xf32>
    %1127 = stablehlo.subtract %1125, %1126 : tensor<16xf32>
    %1128 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1129 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1130 = stablehlo.broadcast_in_dim %1129, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1131 = stablehlo.multiply %682, %1130 : tensor<16xf32>
    %1132 = stablehlo.constant dense<9.000000e-01> : tensor<f32>
    %1133 = stablehlo.broadcast_in_dim %1132, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1134 = stablehlo.multiply %m.bn3.gamma, %1133 : tensor<16xf32>
    %1135 = stablehlo.add %1134, %1131 : tensor<16xf32>
    %1136 = stablehlo.multiply %682, %682 : tensor<16xf32>
    %1137 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1138 = stablehlo.broadcast_in_dim %1137, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1139 = stablehlo.multiply %1136, %1138 : tensor<16xf32>
    %1140 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1141 = stablehlo.broadcast_in_dim %1140, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1142 = stablehlo.multiply %v.bn3.gamma, %1141 : tensor<16xf32>
    %1143 = stablehlo.add %1142, %1139 : tensor<16xf32>
    %1144 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1145 = stablehlo.divide %1135, %1144 : tensor<16xf32>
    %1146 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1147 = stablehlo.divide %1143, %1146 : tensor<16xf32>
    %1148 = stablehlo.constant dense<1.000000e-08> : tensor<f32>
    %1149 = stablehlo.broadcast_in_dim %1148, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1150 = stablehlo.sqrt %1147 : tensor<16xf32>
    %1151 = stablehlo.add %1150, %1149 : tensor<16xf32>
    %1152 = stablehlo.divide %1145, %1151 : tensor<16xf32>
    %1153 = stablehlo.constant dense<1.000000e-04> : tensor<f32>
    %1154 = stablehlo.broadcast_in_dim %1153, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1155 = stablehlo.multiply %1128, %1154 : tensor<16xf32>
    %1156 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %1157 = stablehlo.broadcast_in_dim %1156, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1158 = stablehlo.subtract %1157, %1155 : tensor<16xf32>
    %1159 = stablehlo.multiply %theta.bn3.gamma, %1158 : tensor<16xf32>
    %1160 = stablehlo.multiply %1128, %1152 : tensor<16xf32>
    %1161 = stablehlo.subtract %1159, %1160 : tensor<16xf32>
    %1162 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1163 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1164 = stablehlo.broadcast_in_dim %1163, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1165 = stablehlo.multiply %677, %1164 : tensor<16xf32>
    %1166 = stablehlo.constant dense<9.000000e-01> : tensor<f32>
    %1167 = stablehlo.broadcast_in_dim %1166, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1168 = stablehlo.multiply %m.bn3.beta, %1167 : tensor<16xf32>
    %1169 = stablehlo.add %1168, %1165 : tensor<16xf32>
    %1170 = stablehlo.multiply %677, %677 : tensor<16xf32>
    %1171 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1172 = stablehlo.broadcast_in_dim %1171, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1173 = stablehlo.multiply %1170, %1172 : tensor<16xf32>
    %1174 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1175 = stablehlo.broadcast_in_dim %1174, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1176 = stablehlo.multiply %v.bn3.beta, %1175 : tensor<16xf32>
    %1177 = stablehlo.add %1176, %1173 : tensor<16xf32>
    %1178 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1179 = stablehlo.divide %1169, %1178 : tensor<16xf32>
    %1180 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1181 = stablehlo.divide %1177, %1180 : tensor<16xf32>
    %1182 = stablehlo.constant dense<1.000000e-08> : tensor<f32>
    %1183 = stablehlo.broadcast_in_dim %1182, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1184 = stablehlo.sqrt %1181 : tensor<16xf32>
    %1185 = stablehlo.add %1184, %1183 : tensor<16xf32>
    %1186 = stablehlo.divide %1179, %1185 : tensor<16xf32>
    %1187 = stablehlo.constant dense<1.000000e-04> : tensor<f32>
    %1188 = stablehlo.broadcast_in_dim %1187, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1189 = stablehlo.multiply %1162, %1188 : tensor<16xf32>
    %1190 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %1191 = stablehlo.broadcast_in_dim %1190, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1192 = stablehlo.subtract %1191, %1189 : tensor<16xf32>
    %1193 = stablehlo.multiply %theta.bn3.beta, %1192 : tensor<16xf32>
    %1194 = stablehlo.multiply %1162, %1186 : tensor<16xf32>
    %1195 = stablehlo.subtract %1193, %1194 : tensor<16xf32>
    %1196 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<16x16x3x3xf32>
    %1197 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1198 = stablehlo.broadcast_in_dim %1197, dims = [] : (tensor<f32>) -> tensor<16x16x3x3xf32>
    %1199 = stablehlo.multiply %671, %1198 : tensor<16x16x3x3xf32>
    %1200 = stablehlo.constant dense<9.000000e-01> : tensor<f32>
    %1201 = stablehlo.broadcast_in_dim %1200, dims = [] : (tensor<f32>) -> tensor<16x16x3x3xf32>
    %1202 = stablehlo.multiply %m.conv4.w, %1201 : tensor<16x16x3x3xf32>
    %1203 = stablehlo.add %1202, %1199 : tensor<16x16x3x3xf32>
    %1204 = stablehlo.multiply %671, %671 : tensor<16x16x3x3xf32>
    %1205 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1206 = stablehlo.broadcast_in_dim %1205, dims = [] : (tensor<f32>) -> tensor<16x16x3x3xf32>
    %1207 = stablehlo.multiply %1204, %1206 : tensor<16x16x3x3xf32>
    %1208 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1209 = stablehlo.broadcast_in_dim %1208, dims = [] : (tensor<f32>) -> tensor<16x16x3x3xf32>
    %1210 = stablehlo.multiply %v.conv4.w, %1209 : tensor<16x16x3x3xf32>
    %1211 = stablehlo.add %1210, %1207 : tensor<16x16x3x3xf32>
    %1212 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<16x16x3x3xf32>
    %1213 = stablehlo.divide %1203, %1212 : tensor<16x16x3x3xf32>
    %1214 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<16x16x3x3xf32>
    %1215 = stablehlo.divide %1211, %1214 : tensor<16x16x3x3xf32>
    %1216 = stablehlo.constant dense<1.000000e-08> : tensor<f32>
    %1217 = stablehlo.broadcast_in_dim %1216, dims = [] : (tensor<f32>) -> tensor<16x16x3x3xf32>
    %1218 = stablehlo.sqrt %1215 : tensor<16x16x3x3xf32>
    %1219 = stablehlo.add %1218, %1217 : tensor<16x16x3x3xf32>
    %1220 = stablehlo.divide %1213, %1219 : tensor<16x16x3x3xf32>
    %1221 = stablehlo.constant dense<1.000000e-04> : tensor<f32>
    %1222 = stablehlo.broadcast_in_dim %1221, dims = [] : (tensor<f32>) -> tensor<16x16x3x3xf32>
    %1223 = stablehlo.multiply %1196, %1222 : tensor<16x16x3x3xf32>
    %1224 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %1225 = stablehlo.broadcast_in_dim %1224, dims = [] : (tensor<f32>) -> tensor<16x16x3x3xf32>
    %1226 = stablehlo.subtract %1225, %1223 : tensor<16x16x3x3xf32>
    %1227 = stablehlo.multiply %theta.conv4.w, %1226 : tensor<16x16x3x3xf32>
    %1228 = stablehlo.multiply %1196, %1220 : tensor<16x16x3x3xf32>
    %1229 = stablehlo.subtract %1227, %1228 : tensor<16x16x3x3xf32>
    %1230 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1231 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1232 = stablehlo.broadcast_in_dim %1231, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1233 = stablehlo.multiply %668, %1232 : tensor<16xf32>
    %1234 = stablehlo.constant dense<9.000000e-01> : tensor<f32>
    %1235 = stablehlo.broadcast_in_dim %1234, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1236 = stablehlo.multiply %m.conv4.b, %1235 : tensor<16xf32>
    %1237 = stablehlo.add %1236, %1233 : tensor<16xf32>
    %1238 = stablehlo.multiply %668, %668 : tensor<16xf32>
    %1239 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1240 = stablehlo.broadcast_in_dim %1239, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1241 = stablehlo.multiply %1238, %1240 : tensor<16xf32>
    %1242 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1243 = stablehlo.broadcast_in_dim %1242, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1244 = stablehlo.multiply %v.conv4.b, %1243 : tensor<16xf32>
    %1245 = stablehlo.add %1244, %1241 : tensor<16xf32>
    %1246 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1247 = stablehlo.divide %1237, %1246 : tensor<16xf32>
    %1248 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1249 = stablehlo.divide %1245, %1248 : tensor<16xf32>
    %1250 = stablehlo.constant dense<1.000000e-08> : tensor<f32>
    %1251 = stablehlo.broadcast_in_dim %1250, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1252 = stablehlo.sqrt %1249 : tensor<16xf32>
    %1253 = stablehlo.add %1252, %1251 : tensor<16xf32>
    %1254 = stablehlo.divide %1247, %1253 : tensor<16xf32>
    %1255 = stablehlo.constant dense<1.000000e-04> : tensor<f32>
    %1256 = stablehlo.broadcast_in_dim %1255, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1257 = stablehlo.multiply %1230, %1256 : tensor<16xf32>
    %1258 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %1259 = stablehlo.broadcast_in_dim %1258, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1260 = stablehlo.subtract %1259, %1257 : tensor<16xf32>
    %1261 = stablehlo.multiply %theta.conv4.b, %1260 : tensor<16xf32>
    %1262 = stablehlo.multiply %1230, %1254 : tensor<16xf32>
    %1263 = stablehlo.subtract %1261, %1262 : tensor<16xf32>
    %1264 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1265 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1266 = stablehlo.broadcast_in_dim %1265, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1267 = stablehlo.multiply %644, %1266 : tensor<16xf32>
    %1268 = stablehlo.constant dense<9.000000e-01> : tensor<f32>
    %1269 = stablehlo.broadcast_in_dim %1268, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1270 = stablehlo.multiply %m.bn4.gamma, %1269 : tensor<16xf32>
    %1271 = stablehlo.add %1270, %1267 : tensor<16xf32>
    %1272 = stablehlo.multiply %644, %644 : tensor<16xf32>
    %1273 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1274 = stablehlo.broadcast_in_dim %1273, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1275 = stablehlo.multiply %1272, %1274 : tensor<16xf32>
    %1276 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1277 = stablehlo.broadcast_in_dim %1276, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1278 = stablehlo.multiply %v.bn4.gamma, %1277 : tensor<16xf32>
    %1279 = stablehlo.add %1278, %1275 : tensor<16xf32>
    %1280 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1281 = stablehlo.divide %1271, %1280 : tensor<16xf32>
    %1282 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1283 = stablehlo.divide %1279, %1282 : tensor<16xf32>
    %1284 = stablehlo.constant dense<1.000000e-08> : tensor<f32>
    %1285 = stablehlo.broadcast_in_dim %1284, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1286 = stablehlo.sqrt %1283 : tensor<16xf32>
    %1287 = stablehlo.add %1286, %1285 : tensor<16xf32>
    %1288 = stablehlo.divide %1281, %1287 : tensor<16xf32>
    %1289 = stablehlo.constant dense<1.000000e-04> : tensor<f32>
    %1290 = stablehlo.broadcast_in_dim %1289, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1291 = stablehlo.multiply %1264, %1290 : tensor<16xf32>
    %1292 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %1293 = stablehlo.broadcast_in_dim %1292, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1294 = stablehlo.subtract %1293, %1291 : tensor<16xf32>
    %1295 = stablehlo.multiply %theta.bn4.gamma, %1294 : tensor<16xf32>
    %1296 = stablehlo.multiply %1264, %1288 : tensor<16xf32>
    %1297 = stablehlo.subtract %1295, %1296 : tensor<16xf32>
    %1298 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1299 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1300 = stablehlo.broadcast_in_dim %1299, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1301 = stablehlo.multiply %639, %1300 : tensor<16xf32>
    %1302 = stablehlo.constant dense<9.000000e-01> : tensor<f32>
    %1303 = stablehlo.broadcast_in_dim %1302, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1304 = stablehlo.multiply %m.bn4.beta, %1303 : tensor<16xf32>
    %1305 = stablehlo.add %1304, %1301 : tensor<16xf32>
    %1306 = stablehlo.multiply %639, %639 : tensor<16xf32>
    %1307 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1308 = stablehlo.broadcast_in_dim %1307, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1309 = stablehlo.multiply %1306, %1308 : tensor<16xf32>
    %1310 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1311 = stablehlo.broadcast_in_dim %1310, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1312 = stablehlo.multiply %v.bn4.beta, %1311 : tensor<16xf32>
    %1313 = stablehlo.add %1312, %1309 : tensor<16xf32>
    %1314 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1315 = stablehlo.divide %1305, %1314 : tensor<16xf32>
    %1316 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1317 = stablehlo.divide %1313, %1316 : tensor<16xf32>
    %1318 = stablehlo.constant dense<1.000000e-08> : tensor<f32>
    %1319 = stablehlo.broadcast_in_dim %1318, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1320 = stablehlo.sqrt %1317 : tensor<16xf32>
    %1321 = stablehlo.add %1320, %1319 : tensor<16xf32>
    %1322 = stablehlo.divide %1315, %1321 : tensor<16xf32>
    %1323 = stablehlo.constant dense<1.000000e-04> : tensor<f32>
    %1324 = stablehlo.broadcast_in_dim %1323, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1325 = stablehlo.multiply %1298, %1324 : tensor<16xf32>
    %1326 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %1327 = stablehlo.broadcast_in_dim %1326, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1328 = stablehlo.subtract %1327, %1325 : tensor<16xf32>
    %1329 = stablehlo.multiply %theta.bn4.beta, %1328 : tensor<16xf32>
    %1330 = stablehlo.multiply %1298, %1322 : tensor<16xf32>
    %1331 = stablehlo.subtract %1329, %1330 : tensor<16xf32>
    %1332 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<32x16x3x3xf32>
    %1333 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1334 = stablehlo.broadcast_in_dim %1333, dims = [] : (tensor<f32>) -> tensor<32x16x3x3xf32>
    %1335 = stablehlo.multiply %629, %1334 : tensor<32x16x3x3xf32>
    %1336 = stablehlo.constant dense<9.000000e-01> : tensor<f32>
    %1337 = stablehlo.broadcast_in_dim %1336, dims = [] : (tensor<f32>) -> tensor<32x16x3x3xf32>
    %1338 = stablehlo.multiply %m.conv5.w, %1337 : tensor<32x16x3x3xf32>
    %1339 = stablehlo.add %1338, %1335 : tensor<32x16x3x3xf32>
    %1340 = stablehlo.multiply %629, %629 : tensor<32x16x3x3xf32>
    %1341 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1342 = stablehlo.broadcast_in_dim %1341, dims = [] : (tensor<f32>) -> tensor<32x16x3x3xf32>
    %1343 = stablehlo.multiply %1340, %1342 : tensor<32x16x3x3xf32>
    %1344 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1345 = stablehlo.broadcast_in_dim %1344, dims = [] : (tensor<f32>) -> tensor<32x16x3x3xf32>
    %1346 = stablehlo.multiply %v.conv5.w, %1345 : tensor<32x16x3x3xf32>
    %1347 = stablehlo.add %1346, %1343 : tensor<32x16x3x3xf32>
    %1348 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<32x16x3x3xf32>
    %1349 = stablehlo.divide %1339, %1348 : tensor<32x16x3x3xf32>
    %1350 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<32x16x3x3xf32>
    %1351 = stablehlo.divide %1347, %1350 : tensor<32x16x3x3xf32>
    %1352 = stablehlo.constant dense<1.000000e-08> : tensor<f32>
    %1353 = stablehlo.broadcast_in_dim %1352, dims = [] : (tensor<f32>) -> tensor<32x16x3x3xf32>
    %1354 = stablehlo.sqrt %1351 : tensor<32x16x3x3xf32>
    %1355 = stablehlo.add %1354, %1353 : tensor<32x16x3x3xf32>
    %1356 = stablehlo.divide %1349, %1355 : tensor<32x16x3x3xf32>
    %1357 = stablehlo.constant dense<1.000000e-04> : tensor<f32>
    %1358 = stablehlo.broadcast_in_dim %1357, dims = [] : (tensor<f32>) -> tensor<32x16x3x3xf32>
    %1359 = stablehlo.multiply %1332, %1358 : tensor<32x16x3x3xf32>
    %1360 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %1361 = stablehlo.broadcast_in_dim %1360, dims = [] : (tensor<f32>) -> tensor<32x16x3x3xf32>
    %1362 = stablehlo.subtract %1361, %1359 : tensor<32x16x3x3xf32>
    %1363 = stablehlo.multiply %theta.conv5.w, %1362 : tensor<32x16x3x3xf32>
    %1364 = stablehlo.multiply %1332, %1356 : tensor<32x16x3x3xf32>
    %1365 = stablehlo.subtract %1363, %1364 : tensor<32x16x3x3xf32>
    %1366 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1367 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1368 = stablehlo.broadcast_in_dim %1367, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1369 = stablehlo.multiply %626, %1368 : tensor<32xf32>
    %1370 = stablehlo.constant dense<9.000000e-01> : tensor<f32>
    %1371 = stablehlo.broadcast_in_dim %1370, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1372 = stablehlo.multiply %m.conv5.b, %1371 : tensor<32xf32>
    %1373 = stablehlo.add %1372, %1369 : tensor<32xf32>
    %1374 = stablehlo.multiply %626, %626 : tensor<32xf32>
    %1375 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1376 = stablehlo.broadcast_in_dim %1375, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1377 = stablehlo.multiply %1374, %1376 : tensor<32xf32>
    %1378 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1379 = stablehlo.broadcast_in_dim %1378, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1380 = stablehlo.multiply %v.conv5.b, %1379 : tensor<32xf32>
    %1381 = stablehlo.add %1380, %1377 : tensor<32xf32>
    %1382 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1383 = stablehlo.divide %1373, %1382 : tensor<32xf32>
    %1384 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1385 = stablehlo.divide %1381, %1384 : tensor<32xf32>
    %1386 = stablehlo.constant dense<1.000000e-08> : tensor<f32>
    %1387 = stablehlo.broadcast_in_dim %1386, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1388 = stablehlo.sqrt %1385 : tensor<32xf32>
    %1389 = stablehlo.add %1388, %1387 : tensor<32xf32>
    %1390 = stablehlo.divide %1383, %1389 : tensor<32xf32>
    %1391 = stablehlo.constant dense<1.000000e-04> : tensor<f32>
    %1392 = stablehlo.broadcast_in_dim %1391, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1393 = stablehlo.multiply %1366, %1392 : tensor<32xf32>
    %1394 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %1395 = stablehlo.broadcast_in_dim %1394, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1396 = stablehlo.subtract %1395, %1393 : tensor<32xf32>
    %1397 = stablehlo.multiply %theta.conv5.b, %1396 : tensor<32xf32>
    %1398 = stablehlo.multiply %1366, %1390 : tensor<32xf32>
    %1399 = stablehlo.subtract %1397, %1398 : tensor<32xf32>
    %1400 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1401 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1402 = stablehlo.broadcast_in_dim %1401, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1403 = stablehlo.multiply %602, %1402 : tensor<32xf32>
    %1404 = stablehlo.constant dense<9.000000e-01> : tensor<f32>
    %1405 = stablehlo.broadcast_in_dim %1404, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1406 = stablehlo.multiply %m.bn5.gamma, %1405 : tensor<32xf32>
    %1407 = stablehlo.add %1406, %1403 : tensor<32xf32>
    %1408 = stablehlo.multiply %602, %602 : tensor<32xf32>
    %1409 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1410 = stablehlo.broadcast_in_dim %1409, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1411 = stablehlo.multiply %1408, %1410 : tensor<32xf32>
    %1412 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1413 = stablehlo.broadcast_in_dim %1412, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1414 = stablehlo.multiply %v.bn5.gamma, %1413 : tensor<32xf32>
    %1415 = stablehlo.add %1414, %1411 : tensor<32xf32>
    %1416 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1417 = stablehlo.divide %1407, %1416 : tensor<32xf32>
    %1418 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1419 = stablehlo.divide %1415, %1418 : tensor<32xf32>
    %1420 = stablehlo.constant dense<1.000000e-08> : tensor<f32>
    %1421 = stablehlo.broadcast_in_dim %1420, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1422 = stablehlo.sqrt %1419 : tensor<32xf32>
    %1423 = stablehlo.add %1422, %1421 : tensor<32xf32>
    %1424 = stablehlo.divide %1417, %1423 : tensor<32xf32>
    %1425 = stablehlo.constant dense<1.000000e-04> : tensor<f32>
    %1426 = stablehlo.broadcast_in_dim %1425, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1427 = stablehlo.multiply %1400, %1426 : tensor<32xf32>
    %1428 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %1429 = stablehlo.broadcast_in_dim %1428, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1430 = stablehlo.subtract %1429, %1427 : tensor<32xf32>
    %1431 = stablehlo.multiply %theta.bn5.gamma, %1430 : tensor<32xf32>
    %1432 = stablehlo.multiply %1400, %1424 : tensor<32xf32>
    %1433 = stablehlo.subtract %1431, %1432 : tensor<32xf32>
    %1434 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1435 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1436 = stablehlo.broadcast_in_dim %1435, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1437 = stablehlo.multiply %597, %1436 : tensor<32xf32>
    %1438 = stablehlo.constant dense<9.000000e-01> : tensor<f32>
    %1439 = stablehlo.broadcast_in_dim %1438, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1440 = stablehlo.multiply %m.bn5.beta, %1439 : tensor<32xf32>
    %1441 = stablehlo.add %1440, %1437 : tensor<32xf32>
    %1442 = stablehlo.multiply %597, %597 : tensor<32xf32>
    %1443 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1444 = stablehlo.broadcast_in_dim %1443, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1445 = stablehlo.multiply %1442, %1444 : tensor<32xf32>
    %1446 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1447 = stablehlo.broadcast_in_dim %1446, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1448 = stablehlo.multiply %v.bn5.beta, %1447 : tensor<32xf32>
    %1449 = stablehlo.add %1448, %1445 : tensor<32xf32>
    %1450 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1451 = stablehlo.divide %1441, %1450 : tensor<32xf32>
    %1452 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1453 = stablehlo.divide %1449, %1452 : tensor<32xf32>
    %1454 = stablehlo.constant dense<1.000000e-08> : tensor<f32>
    %1455 = stablehlo.broadcast_in_dim %1454, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1456 = stablehlo.sqrt %1453 : tensor<32xf32>
    %1457 = stablehlo.add %1456, %1455 : tensor<32xf32>
    %1458 = stablehlo.divide %1451, %1457 : tensor<32xf32>
    %1459 = stablehlo.constant dense<1.000000e-04> : tensor<f32>
    %1460 = stablehlo.broadcast_in_dim %1459, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1461 = stablehlo.multiply %1434, %1460 : tensor<32xf32>
    %1462 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %1463 = stablehlo.broadcast_in_dim %1462, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1464 = stablehlo.subtract %1463, %1461 : tensor<32xf32>
    %1465 = stablehlo.multiply %theta.bn5.beta, %1464 : tensor<32xf32>
    %1466 = stablehlo.multiply %1434, %1458 : tensor<32xf32>
    %1467 = stablehlo.subtract %1465, %1466 : tensor<32xf32>
    %1468 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<32x32x3x3xf32>
    %1469 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1470 = stablehlo.broadcast_in_dim %1469, dims = [] : (tensor<f32>) -> tensor<32x32x3x3xf32>
    %1471 = stablehlo.multiply %591, %1470 : tensor<32x32x3x3xf32>
    %1472 = stablehlo.constant dense<9.000000e-01> : tensor<f32>
    %1473 = stablehlo.broadcast_in_dim %1472, dims = [] : (tensor<f32>) -> tensor<32x32x3x3xf32>
    %1474 = stablehlo.multiply %m.conv6.w, %1473 : tensor<32x32x3x3xf32>
    %1475 = stablehlo.add %1474, %1471 : tensor<32x32x3x3xf32>
    %1476 = stablehlo.multiply %591, %591 : tensor<32x32x3x3xf32>
    %1477 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1478 = stablehlo.broadcast_in_dim %1477, dims = [] : (tensor<f32>) -> tensor<32x32x3x3xf32>
    %1479 = stablehlo.multiply %1476, %1478 : tensor<32x32x3x3xf32>
    %1480 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1481 = stablehlo.broadcast_in_dim %1480, dims = [] : (tensor<f32>) -> tensor<32x32x3x3xf32>
    %1482 = stablehlo.multiply %v.conv6.w, %1481 : tensor<32x32x3x3xf32>
    %1483 = stablehlo.add %1482, %1479 : tensor<32x32x3x3xf32>
    %1484 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<32x32x3x3xf32>
    %1485 = stablehlo.divide %1475, %1484 : tensor<32x32x3x3xf32>
    %1486 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<32x32x3x3xf32>
    %1487 = stablehlo.divide %1483, %1486 : tensor<32x32x3x3xf32>
    %1488 = stablehlo.constant dense<1.000000e-08> : tensor<f32>
    %1489 = stablehlo.broadcast_in_dim %1488, dims = [] : (tensor<f32>) -> tensor<32x32x3x3xf32>
    %1490 = stablehlo.sqrt %1487 : tensor<32x32x3x3xf32>
    %1491 = stablehlo.add %1490, %1489 : tensor<32x32x3x3xf32>
    %1492 = stablehlo.divide %1485, %1491 : tensor<32x32x3x3xf32>
    %1493 = stablehlo.constant dense<1.000000e-04> : tensor<f32>
    %1494 = stablehlo.broadcast_in_dim %1493, dims = [] : (tensor<f32>) -> tensor<32x32x3x3xf32>
    %1495 = stablehlo.multiply %1468, %1494 : tensor<32x32x3x3xf32>
    %1496 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %1497 = stablehlo.broadcast_in_dim %1496, dims = [] : (tensor<f32>) -> tensor<32x32x3x3xf32>
    %1498 = stablehlo.subtract %1497, %1495 : tensor<32x32x3x3xf32>
    %1499 = stablehlo.multiply %theta.conv6.w, %1498 : tensor<32x32x3x3xf32>
    %1500 = stablehlo.multiply %1468, %1492 : tensor<32x32x3x3xf32>
    %1501 = stablehlo.subtract %1499, %1500 : tensor<32x32x3x3xf32>
    %1502 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1503 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1504 = stablehlo.broadcast_in_dim %1503, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1505 = stablehlo.multiply %588, %1504 : tensor<32xf32>
    %1506 = stablehlo.constant dense<9.000000e-01> : tensor<f32>
    %1507 = stablehlo.broadcast_in_dim %1506, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1508 = stablehlo.multiply %m.conv6.b, %1507 : tensor<32xf32>
    %1509 = stablehlo.add %1508, %1505 : tensor<32xf32>
    %1510 = stablehlo.multiply %588, %588 : tensor<32xf32>
    %1511 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1512 = stablehlo.broadcast_in_dim %1511, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1513 = stablehlo.multiply %1510, %1512 : tensor<32xf32>
    %1514 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1515 = stablehlo.broadcast_in_dim %1514, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1516 = stablehlo.multiply %v.conv6.b, %1515 : tensor<32xf32>
    %1517 = stablehlo.add %1516, %1513 : tensor<32xf32>
    %1518 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1519 = stablehlo.divide %1509, %1518 : tensor<32xf32>
    %1520 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1521 = stablehlo.divide %1517, %1520 : tensor<32xf32>
    %1522 = stablehlo.constant dense<1.000000e-08> : tensor<f32>
    %1523 = stablehlo.broadcast_in_dim %1522, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1524 = stablehlo.sqrt %1521 : tensor<32xf32>
    %1525 = stablehlo.add %1524, %1523 : tensor<32xf32>
    %1526 = stablehlo.divide %1519, %1525 : tensor<32xf32>
    %1527 = stablehlo.constant dense<1.000000e-04> : tensor<f32>
    %1528 = stablehlo.broadcast_in_dim %1527, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1529 = stablehlo.multiply %1502, %1528 : tensor<32xf32>
    %1530 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %1531 = stablehlo.broadcast_in_dim %1530, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1532 = stablehlo.subtract %1531, %1529 : tensor<32xf32>
    %1533 = stablehlo.multiply %theta.conv6.b, %1532 : tensor<32xf32>
    %1534 = stablehlo.multiply %1502, %1526 : tensor<32xf32>
    %1535 = stablehlo.subtract %1533, %1534 : tensor<32xf32>
    %1536 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1537 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1538 = stablehlo.broadcast_in_dim %1537, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1539 = stablehlo.multiply %564, %1538 : tensor<32xf32>
    %1540 = stablehlo.constant dense<9.000000e-01> : tensor<f32>
    %1541 = stablehlo.broadcast_in_dim %1540, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1542 = stablehlo.multiply %m.bn6.gamma, %1541 : tensor<32xf32>
    %1543 = stablehlo.add %1542, %1539 : tensor<32xf32>
    %1544 = stablehlo.multiply %564, %564 : tensor<32xf32>
    %1545 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1546 = stablehlo.broadcast_in_dim %1545, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1547 = stablehlo.multiply %1544, %1546 : tensor<32xf32>
    %1548 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1549 = stablehlo.broadcast_in_dim %1548, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1550 = stablehlo.multiply %v.bn6.gamma, %1549 : tensor<32xf32>
    %1551 = stablehlo.add %1550, %1547 : tensor<32xf32>
    %1552 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1553 = stablehlo.divide %1543, %1552 : tensor<32xf32>
    %1554 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1555 = stablehlo.divide %1551, %1554 : tensor<32xf32>
    %1556 = stablehlo.constant dense<1.000000e-08> : tensor<f32>
    %1557 = stablehlo.broadcast_in_dim %1556, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1558 = stablehlo.sqrt %1555 : tensor<32xf32>
    %1559 = stablehlo.add %1558, %1557 : tensor<32xf32>
    %1560 = stablehlo.divide %1553, %1559 : tensor<32xf32>
    %1561 = stablehlo.constant dense<1.000000e-04> : tensor<f32>
    %1562 = stablehlo.broadcast_in_dim %1561, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1563 = stablehlo.multiply %1536, %1562 : tensor<32xf32>
    %1564 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %1565 = stablehlo.broadcast_in_dim %1564, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1566 = stablehlo.subtract %1565, %1563 : tensor<32xf32>
    %1567 = stablehlo.multiply %theta.bn6.gamma, %1566 : tensor<32xf32>
    %1568 = stablehlo.multiply %1536, %1560 : tensor<32xf32>
    %1569 = stablehlo.subtract %1567, %1568 : tensor<32xf32>
    %1570 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1571 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1572 = stablehlo.broadcast_in_dim %1571, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1573 = stablehlo.multiply %559, %1572 : tensor<32xf32>
    %1574 = stablehlo.constant dense<9.000000e-01> : tensor<f32>
    %1575 = stablehlo.broadcast_in_dim %1574, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1576 = stablehlo.multiply %m.bn6.beta, %1575 : tensor<32xf32>
    %1577 = stablehlo.add %1576, %1573 : tensor<32xf32>
    %1578 = stablehlo.multiply %559, %559 : tensor<32xf32>
    %1579 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1580 = stablehlo.broadcast_in_dim %1579, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1581 = stablehlo.multiply %1578, %1580 : tensor<32xf32>
    %1582 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1583 = stablehlo.broadcast_in_dim %1582, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1584 = stablehlo.multiply %v.bn6.beta, %1583 : tensor<32xf32>
    %1585 = stablehlo.add %1584, %1581 : tensor<32xf32>
    %1586 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1587 = stablehlo.divide %1577, %1586 : tensor<32xf32>
    %1588 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1589 = stablehlo.divide %1585, %1588 : tensor<32xf32>
    %1590 = stablehlo.constant dense<1.000000e-08> : tensor<f32>
    %1591 = stablehlo.broadcast_in_dim %1590, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1592 = stablehlo.sqrt %1589 : tensor<32xf32>
    %1593 = stablehlo.add %1592, %1591 : tensor<32xf32>
    %1594 = stablehlo.divide %1587, %1593 : tensor<32xf32>
    %1595 = stablehlo.constant dense<1.000000e-04> : tensor<f32>
    %1596 = stablehlo.broadcast_in_dim %1595, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1597 = stablehlo.multiply %1570, %1596 : tensor<32xf32>
    %1598 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %1599 = stablehlo.broadcast_in_dim %1598, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1600 = stablehlo.subtract %1599, %1597 : tensor<32xf32>
    %1601 = stablehlo.multiply %theta.bn6.beta, %1600 : tensor<32xf32>
    %1602 = stablehlo.multiply %1570, %1594 : tensor<32xf32>
    %1603 = stablehlo.subtract %1601, %1602 : tensor<32xf32>
    %1604 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<32x32x3x3xf32>
    %1605 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1606 = stablehlo.broadcast_in_dim %1605, dims = [] : (tensor<f32>) -> tensor<32x32x3x3xf32>
    %1607 = stablehlo.multiply %549, %1606 : tensor<32x32x3x3xf32>
    %1608 = stablehlo.constant dense<9.000000e-01> : tensor<f32>
    %1609 = stablehlo.broadcast_in_dim %1608, dims = [] : (tensor<f32>) -> tensor<32x32x3x3xf32>
    %1610 = stablehlo.multiply %m.conv7.w, %1609 : tensor<32x32x3x3xf32>
    %1611 = stablehlo.add %1610, %1607 : tensor<32x32x3x3xf32>
    %1612 = stablehlo.multiply %549, %549 : tensor<32x32x3x3xf32>
    %1613 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1614 = stablehlo.broadcast_in_dim %1613, dims = [] : (tensor<f32>) -> tensor<32x32x3x3xf32>
    %1615 = stablehlo.multiply %1612, %1614 : tensor<32x32x3x3xf32>
    %1616 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1617 = stablehlo.broadcast_in_dim %1616, dims = [] : (tensor<f32>) -> tensor<32x32x3x3xf32>
    %1618 = stablehlo.multiply %v.conv7.w, %1617 : tensor<32x32x3x3xf32>
    %1619 = stablehlo.add %1618, %1615 : tensor<32x32x3x3xf32>
    %1620 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<32x32x3x3xf32>
    %1621 = stablehlo.divide %1611, %1620 : tensor<32x32x3x3xf32>
    %1622 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<32x32x3x3xf32>
    %1623 = stablehlo.divide %1619, %1622 : tensor<32x32x3x3xf32>
    %1624 = stablehlo.constant dense<1.000000e-08> : tensor<f32>
    %1625 = stablehlo.broadcast_in_dim %1624, dims = [] : (tensor<f32>) -> tensor<32x32x3x3xf32>
    %1626 = stablehlo.sqrt %1623 : tensor<32x32x3x3xf32>
    %1627 = stablehlo.add %1626, %1625 : tensor<32x32x3x3xf32>
    %1628 = stablehlo.divide %1621, %1627 : tensor<32x32x3x3xf32>
    %1629 = stablehlo.constant dense<1.000000e-04> : tensor<f32>
    %1630 = stablehlo.broadcast_in_dim %1629, dims = [] : (tensor<f32>) -> tensor<32x32x3x3xf32>
    %1631 = stablehlo.multiply %1604, %1630 : tensor<32x32x3x3xf32>
    %1632 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %1633 = stablehlo.broadcast_in_dim %1632, dims = [] : (tensor<f32>) -> tensor<32x32x3x3xf32>
    %1634 = stablehlo.subtract %1633, %1631 : tensor<32x32x3x3xf32>
    %1635 = stablehlo.multiply %theta.conv7.w, %1634 : tensor<32x32x3x3xf32>
    %1636 = stablehlo.multiply %1604, %1628 : tensor<32x32x3x3xf32>
    %1637 = stablehlo.subtract %1635, %1636 : tensor<32x32x3x3xf32>
    %1638 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1639 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1640 = stablehlo.broadcast_in_dim %1639, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1641 = stablehlo.multiply %546, %1640 : tensor<32xf32>
    %1642 = stablehlo.constant dense<9.000000e-01> : tensor<f32>
    %1643 = stablehlo.broadcast_in_dim %1642, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1644 = stablehlo.multiply %m.conv7.b, %1643 : tensor<32xf32>
    %1645 = stablehlo.add %1644, %1641 : tensor<32xf32>
    %1646 = stablehlo.multiply %546, %546 : tensor<32xf32>
    %1647 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1648 = stablehlo.broadcast_in_dim %1647, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1649 = stablehlo.multiply %1646, %1648 : tensor<32xf32>
    %1650 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1651 = stablehlo.broadcast_in_dim %1650, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1652 = stablehlo.multiply %v.conv7.b, %1651 : tensor<32xf32>
    %1653 = stablehlo.add %1652, %1649 : tensor<32xf32>
    %1654 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1655 = stablehlo.divide %1645, %1654 : tensor<32xf32>
    %1656 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1657 = stablehlo.divide %1653, %1656 : tensor<32xf32>
    %1658 = stablehlo.constant dense<1.000000e-08> : tensor<f32>
    %1659 = stablehlo.broadcast_in_dim %1658, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1660 = stablehlo.sqrt %1657 : tensor<32xf32>
    %1661 = stablehlo.add %1660, %1659 : tensor<32xf32>
    %1662 = stablehlo.divide %1655, %1661 : tensor<32xf32>
    %1663 = stablehlo.constant dense<1.000000e-04> : tensor<f32>
    %1664 = stablehlo.broadcast_in_dim %1663, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1665 = stablehlo.multiply %1638, %1664 : tensor<32xf32>
    %1666 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %1667 = stablehlo.broadcast_in_dim %1666, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1668 = stablehlo.subtract %1667, %1665 : tensor<32xf32>
    %1669 = stablehlo.multiply %theta.conv7.b, %1668 : tensor<32xf32>
    %1670 = stablehlo.multiply %1638, %1662 : tensor<32xf32>
    %1671 = stablehlo.subtract %1669, %1670 : tensor<32xf32>
    %1672 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1673 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1674 = stablehlo.broadcast_in_dim %1673, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1675 = stablehlo.multiply %522, %1674 : tensor<32xf32>
    %1676 = stablehlo.constant dense<9.000000e-01> : tensor<f32>
    %1677 = stablehlo.broadcast_in_dim %1676, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1678 = stablehlo.multiply %m.bn7.gamma, %1677 : tensor<32xf32>
    %1679 = stablehlo.add %1678, %1675 : tensor<32xf32>
    %1680 = stablehlo.multiply %522, %522 : tensor<32xf32>
    %1681 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1682 = stablehlo.broadcast_in_dim %1681, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1683 = stablehlo.multiply %1680, %1682 : tensor<32xf32>
    %1684 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1685 = stablehlo.broadcast_in_dim %1684, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1686 = stablehlo.multiply %v.bn7.gamma, %1685 : tensor<32xf32>
    %1687 = stablehlo.add %1686, %1683 : tensor<32xf32>
    %1688 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1689 = stablehlo.divide %1679, %1688 : tensor<32xf32>
    %1690 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1691 = stablehlo.divide %1687, %1690 : tensor<32xf32>
    %1692 = stablehlo.constant dense<1.000000e-08> : tensor<f32>
    %1693 = stablehlo.broadcast_in_dim %1692, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1694 = stablehlo.sqrt %1691 : tensor<32xf32>
    %1695 = stablehlo.add %1694, %1693 : tensor<32xf32>
    %1696 = stablehlo.divide %1689, %1695 : tensor<32xf32>
    %1697 = stablehlo.constant dense<1.000000e-04> : tensor<f32>
    %1698 = stablehlo.broadcast_in_dim %1697, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1699 = stablehlo.multiply %1672, %1698 : tensor<32xf32>
    %1700 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %1701 = stablehlo.broadcast_in_dim %1700, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1702 = stablehlo.subtract %1701, %1699 : tensor<32xf32>
    %1703 = stablehlo.multiply %theta.bn7.gamma, %1702 : tensor<32xf32>
    %1704 = stablehlo.multiply %1672, %1696 : tensor<32xf32>
    %1705 = stablehlo.subtract %1703, %1704 : tensor<32xf32>
    %1706 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1707 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1708 = stablehlo.broadcast_in_dim %1707, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1709 = stablehlo.multiply %517, %1708 : tensor<32xf32>
    %1710 = stablehlo.constant dense<9.000000e-01> : tensor<f32>
    %1711 = stablehlo.broadcast_in_dim %1710, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1712 = stablehlo.multiply %m.bn7.beta, %1711 : tensor<32xf32>
    %1713 = stablehlo.add %1712, %1709 : tensor<32xf32>
    %1714 = stablehlo.multiply %517, %517 : tensor<32xf32>
    %1715 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1716 = stablehlo.broadcast_in_dim %1715, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1717 = stablehlo.multiply %1714, %1716 : tensor<32xf32>
    %1718 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1719 = stablehlo.broadcast_in_dim %1718, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1720 = stablehlo.multiply %v.bn7.beta, %1719 : tensor<32xf32>
    %1721 = stablehlo.add %1720, %1717 : tensor<32xf32>
    %1722 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1723 = stablehlo.divide %1713, %1722 : tensor<32xf32>
    %1724 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1725 = stablehlo.divide %1721, %1724 : tensor<32xf32>
    %1726 = stablehlo.constant dense<1.000000e-08> : tensor<f32>
    %1727 = stablehlo.broadcast_in_dim %1726, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1728 = stablehlo.sqrt %1725 : tensor<32xf32>
    %1729 = stablehlo.add %1728, %1727 : tensor<32xf32>
    %1730 = stablehlo.divide %1723, %1729 : tensor<32xf32>
    %1731 = stablehlo.constant dense<1.000000e-04> : tensor<f32>
    %1732 = stablehlo.broadcast_in_dim %1731, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1733 = stablehlo.multiply %1706, %1732 : tensor<32xf32>
    %1734 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %1735 = stablehlo.broadcast_in_dim %1734, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1736 = stablehlo.subtract %1735, %1733 : tensor<32xf32>
    %1737 = stablehlo.multiply %theta.bn7.beta, %1736 : tensor<32xf32>
    %1738 = stablehlo.multiply %1706, %1730 : tensor<32xf32>
    %1739 = stablehlo.subtract %1737, %1738 : tensor<32xf32>
    %1740 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<32x32x3x3xf32>
    %1741 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1742 = stablehlo.broadcast_in_dim %1741, dims = [] : (tensor<f32>) -> tensor<32x32x3x3xf32>
    %1743 = stablehlo.multiply %511, %1742 : tensor<32x32x3x3xf32>
    %1744 = stablehlo.constant dense<9.000000e-01> : tensor<f32>
    %1745 = stablehlo.broadcast_in_dim %1744, dims = [] : (tensor<f32>) -> tensor<32x32x3x3xf32>
    %1746 = stablehlo.multiply %m.conv8.w, %1745 : tensor<32x32x3x3xf32>
    %1747 = stablehlo.add %1746, %1743 : tensor<32x32x3x3xf32>
    %1748 = stablehlo.multiply %511, %511 : tensor<32x32x3x3xf32>
    %1749 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1750 = stablehlo.broadcast_in_dim %1749, dims = [] : (tensor<f32>) -> tensor<32x32x3x3xf32>
    %1751 = stablehlo.multiply %1748, %1750 : tensor<32x32x3x3xf32>
    %1752 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1753 = stablehlo.broadcast_in_dim %1752, dims = [] : (tensor<f32>) -> tensor<32x32x3x3xf32>
    %1754 = stablehlo.multiply %v.conv8.w, %1753 : tensor<32x32x3x3xf32>
    %1755 = stablehlo.add %1754, %1751 : tensor<32x32x3x3xf32>
    %1756 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<32x32x3x3xf32>
    %1757 = stablehlo.divide %1747, %1756 : tensor<32x32x3x3xf32>
    %1758 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<32x32x3x3xf32>
    %1759 = stablehlo.divide %1755, %1758 : tensor<32x32x3x3xf32>
    %1760 = stablehlo.constant dense<1.000000e-08> : tensor<f32>
    %1761 = stablehlo.broadcast_in_dim %1760, dims = [] : (tensor<f32>) -> tensor<32x32x3x3xf32>
    %1762 = stablehlo.sqrt %1759 : tensor<32x32x3x3xf32>
    %1763 = stablehlo.add %1762, %1761 : tensor<32x32x3x3xf32>
    %1764 = stablehlo.divide %1757, %1763 : tensor<32x32x3x3xf32>
    %1765 = stablehlo.constant dense<1.000000e-04> : tensor<f32>
    %1766 = stablehlo.broadcast_in_dim %1765, dims = [] : (tensor<f32>) -> tensor<32x32x3x3xf32>
    %1767 = stablehlo.multiply %1740, %1766 : tensor<32x32x3x3xf32>
    %1768 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %1769 = stablehlo.broadcast_in_dim %1768, dims = [] : (tensor<f32>) -> tensor<32x32x3x3xf32>
    %1770 = stablehlo.subtract %1769, %1767 : tensor<32x32x3x3xf32>
    %1771 = stablehlo.multiply %theta.conv8.w, %1770 : tensor<32x32x3x3xf32>
    %1772 = stablehlo.multiply %1740, %1764 : tensor<32x32x3x3xf32>
    %1773 = stablehlo.subtract %1771, %1772 : tensor<32x32x3x3xf32>
    %1774 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1775 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1776 = stablehlo.broadcast_in_dim %1775, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1777 = stablehlo.multiply %508, %1776 : tensor<32xf32>
    %1778 = stablehlo.constant dense<9.000000e-01> : tensor<f32>
    %1779 = stablehlo.broadcast_in_dim %1778, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1780 = stablehlo.multiply %m.conv8.b, %1779 : tensor<32xf32>
    %1781 = stablehlo.add %1780, %1777 : tensor<32xf32>
    %1782 = stablehlo.multiply %508, %508 : tensor<32xf32>
    %1783 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1784 = stablehlo.broadcast_in_dim %1783, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1785 = stablehlo.multiply %1782, %1784 : tensor<32xf32>
    %1786 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1787 = stablehlo.broadcast_in_dim %1786, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1788 = stablehlo.multiply %v.conv8.b, %1787 : tensor<32xf32>
    %1789 = stablehlo.add %1788, %1785 : tensor<32xf32>
    %1790 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1791 = stablehlo.divide %1781, %1790 : tensor<32xf32>
    %1792 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1793 = stablehlo.divide %1789, %1792 : tensor<32xf32>
    %1794 = stablehlo.constant dense<1.000000e-08> : tensor<f32>
    %1795 = stablehlo.broadcast_in_dim %1794, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1796 = stablehlo.sqrt %1793 : tensor<32xf32>
    %1797 = stablehlo.add %1796, %1795 : tensor<32xf32>
    %1798 = stablehlo.divide %1791, %1797 : tensor<32xf32>
    %1799 = stablehlo.constant dense<1.000000e-04> : tensor<f32>
    %1800 = stablehlo.broadcast_in_dim %1799, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1801 = stablehlo.multiply %1774, %1800 : tensor<32xf32>
    %1802 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %1803 = stablehlo.broadcast_in_dim %1802, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1804 = stablehlo.subtract %1803, %1801 : tensor<32xf32>
    %1805 = stablehlo.multiply %theta.conv8.b, %1804 : tensor<32xf32>
    %1806 = stablehlo.multiply %1774, %1798 : tensor<32xf32>
    %1807 = stablehlo.subtract %1805, %1806 : tensor<32xf32>
    %1808 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1809 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1810 = stablehlo.broadcast_in_dim %1809, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1811 = stablehlo.multiply %484, %1810 : tensor<32xf32>
    %1812 = stablehlo.constant dense<9.000000e-01> : tensor<f32>
    %1813 = stablehlo.broadcast_in_dim %1812, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1814 = stablehlo.multiply %m.bn8.gamma, %1813 : tensor<32xf32>
    %1815 = stablehlo.add %1814, %1811 : tensor<32xf32>
    %1816 = stablehlo.multiply %484, %484 : tensor<32xf32>
    %1817 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1818 = stablehlo.broadcast_in_dim %1817, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1819 = stablehlo.multiply %1816, %1818 : tensor<32xf32>
    %1820 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1821 = stablehlo.broadcast_in_dim %1820, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1822 = stablehlo.multiply %v.bn8.gamma, %1821 : tensor<32xf32>
    %1823 = stablehlo.add %1822, %1819 : tensor<32xf32>
    %1824 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1825 = stablehlo.divide %1815, %1824 : tensor<32xf32>
    %1826 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1827 = stablehlo.divide %1823, %1826 : tensor<32xf32>
    %1828 = stablehlo.constant dense<1.000000e-08> : tensor<f32>
    %1829 = stablehlo.broadcast_in_dim %1828, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1830 = stablehlo.sqrt %1827 : tensor<32xf32>
    %1831 = stablehlo.add %1830, %1829 : tensor<32xf32>
    %1832 = stablehlo.divide %1825, %1831 : tensor<32xf32>
    %1833 = stablehlo.constant dense<1.000000e-04> : tensor<f32>
    %1834 = stablehlo.broadcast_in_dim %1833, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1835 = stablehlo.multiply %1808, %1834 : tensor<32xf32>
    %1836 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %1837 = stablehlo.broadcast_in_dim %1836, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1838 = stablehlo.subtract %1837, %1835 : tensor<32xf32>
    %1839 = stablehlo.multiply %theta.bn8.gamma, %1838 : tensor<32xf32>
    %1840 = stablehlo.multiply %1808, %1832 : tensor<32xf32>
    %1841 = stablehlo.subtract %1839, %1840 : tensor<32xf32>
    %1842 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1843 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1844 = stablehlo.broadcast_in_dim %1843, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1845 = stablehlo.multiply %479, %1844 : tensor<32xf32>
    %1846 = stablehlo.constant dense<9.000000e-01> : tensor<f32>
    %1847 = stablehlo.broadcast_in_dim %1846, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1848 = stablehlo.multiply %m.bn8.beta, %1847 : tensor<32xf32>
    %1849 = stablehlo.add %1848, %1845 : tensor<32xf32>
    %1850 = stablehlo.multiply %479, %479 : tensor<32xf32>
    %1851 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1852 = stablehlo.broadcast_in_dim %1851, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1853 = stablehlo.multiply %1850, %1852 : tensor<32xf32>
    %1854 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1855 = stablehlo.broadcast_in_dim %1854, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1856 = stablehlo.multiply %v.bn8.beta, %1855 : tensor<32xf32>
    %1857 = stablehlo.add %1856, %1853 : tensor<32xf32>
    %1858 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1859 = stablehlo.divide %1849, %1858 : tensor<32xf32>
    %1860 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1861 = stablehlo.divide %1857, %1860 : tensor<32xf32>
    %1862 = stablehlo.constant dense<1.000000e-08> : tensor<f32>
    %1863 = stablehlo.broadcast_in_dim %1862, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1864 = stablehlo.sqrt %1861 : tensor<32xf32>
    %1865 = stablehlo.add %1864, %1863 : tensor<32xf32>
    %1866 = stablehlo.divide %1859, %1865 : tensor<32xf32>
    %1867 = stablehlo.constant dense<1.000000e-04> : tensor<f32>
    %1868 = stablehlo.broadcast_in_dim %1867, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1869 = stablehlo.multiply %1842, %1868 : tensor<32xf32>
    %1870 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %1871 = stablehlo.broadcast_in_dim %1870, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1872 = stablehlo.subtract %1871, %1869 : tensor<32xf32>
    %1873 = stablehlo.multiply %theta.bn8.beta, %1872 : tensor<32xf32>
    %1874 = stablehlo.multiply %1842, %1866 : tensor<32xf32>
    %1875 = stablehlo.subtract %1873, %1874 : tensor<32xf32>
    %1876 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<128x512xf32>
    %1877 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1878 = stablehlo.broadcast_in_dim %1877, dims = [] : (tensor<f32>) -> tensor<128x512xf32>
    %1879 = stablehlo.multiply %468, %1878 : tensor<128x512xf32>
    %1880 = stablehlo.constant dense<9.000000e-01> : tensor<f32>
    %1881 = stablehlo.broadcast_in_dim %1880, dims = [] : (tensor<f32>) -> tensor<128x512xf32>
    %1882 = stablehlo.multiply %m.fc1.w, %1881 : tensor<128x512xf32>
    %1883 = stablehlo.add %1882, %1879 : tensor<128x512xf32>
    %1884 = stablehlo.multiply %468, %468 : tensor<128x512xf32>
    %1885 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1886 = stablehlo.broadcast_in_dim %1885, dims = [] : (tensor<f32>) -> tensor<128x512xf32>
    %1887 = stablehlo.multiply %1884, %1886 : tensor<128x512xf32>
    %1888 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1889 = stablehlo.broadcast_in_dim %1888, dims = [] : (tensor<f32>) -> tensor<128x512xf32>
    %1890 = stablehlo.multiply %v.fc1.w, %1889 : tensor<128x512xf32>
    %1891 = stablehlo.add %1890, %1887 : tensor<128x512xf32>
    %1892 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<128x512xf32>
    %1893 = stablehlo.divide %1883, %1892 : tensor<128x512xf32>
    %1894 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<128x512xf32>
    %1895 = stablehlo.divide %1891, %1894 : tensor<128x512xf32>
    %1896 = stablehlo.constant dense<1.000000e-08> : tensor<f32>
    %1897 = stablehlo.broadcast_in_dim %1896, dims = [] : (tensor<f32>) -> tensor<128x512xf32>
    %1898 = stablehlo.sqrt %1895 : tensor<128x512xf32>
    %1899 = stablehlo.add %1898, %1897 : tensor<128x512xf32>
    %1900 = stablehlo.divide %1893, %1899 : tensor<128x512xf32>
    %1901 = stablehlo.constant dense<1.000000e-04> : tensor<f32>
    %1902 = stablehlo.broadcast_in_dim %1901, dims = [] : (tensor<f32>) -> tensor<128x512xf32>
    %1903 = stablehlo.multiply %1876, %1902 : tensor<128x512xf32>
    %1904 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %1905 = stablehlo.broadcast_in_dim %1904, dims = [] : (tensor<f32>) -> tensor<128x512xf32>
    %1906 = stablehlo.subtract %1905, %1903 : tensor<128x512xf32>
    %1907 = stablehlo.multiply %theta.fc1.w, %1906 : tensor<128x512xf32>
    %1908 = stablehlo.multiply %1876, %1900 : tensor<128x512xf32>
    %1909 = stablehlo.subtract %1907, %1908 : tensor<128x512xf32>
    %1910 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %1911 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1912 = stablehlo.broadcast_in_dim %1911, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %1913 = stablehlo.multiply %466, %1912 : tensor<512xf32>
    %1914 = stablehlo.constant dense<9.000000e-01> : tensor<f32>
    %1915 = stablehlo.broadcast_in_dim %1914, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %1916 = stablehlo.multiply %m.fc1.b, %1915 : tensor<512xf32>
    %1917 = stablehlo.add %1916, %1913 : tensor<512xf32>
    %1918 = stablehlo.multiply %466, %466 : tensor<512xf32>
    %1919 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1920 = stablehlo.broadcast_in_dim %1919, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %1921 = stablehlo.multiply %1918, %1920 : tensor<512xf32>
    %1922 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1923 = stablehlo.broadcast_in_dim %1922, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %1924 = stablehlo.multiply %v.fc1.b, %1923 : tensor<512xf32>
    %1925 = stablehlo.add %1924, %1921 : tensor<512xf32>
    %1926 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %1927 = stablehlo.divide %1917, %1926 : tensor<512xf32>
    %1928 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %1929 = stablehlo.divide %1925, %1928 : tensor<512xf32>
    %1930 = stablehlo.constant dense<1.000000e-08> : tensor<f32>
    %1931 = stablehlo.broadcast_in_dim %1930, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %1932 = stablehlo.sqrt %1929 : tensor<512xf32>
    %1933 = stablehlo.add %1932, %1931 : tensor<512xf32>
    %1934 = stablehlo.divide %1927, %1933 : tensor<512xf32>
    %1935 = stablehlo.constant dense<1.000000e-04> : tensor<f32>
    %1936 = stablehlo.broadcast_in_dim %1935, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %1937 = stablehlo.multiply %1910, %1936 : tensor<512xf32>
    %1938 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %1939 = stablehlo.broadcast_in_dim %1938, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %1940 = stablehlo.subtract %1939, %1937 : tensor<512xf32>
    %1941 = stablehlo.multiply %theta.fc1.b, %1940 : tensor<512xf32>
    %1942 = stablehlo.multiply %1910, %1934 : tensor<512xf32>
    %1943 = stablehlo.subtract %1941, %1942 : tensor<512xf32>
    %1944 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<512x512xf32>
    %1945 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1946 = stablehlo.broadcast_in_dim %1945, dims = [] : (tensor<f32>) -> tensor<512x512xf32>
    %1947 = stablehlo.multiply %460, %1946 : tensor<512x512xf32>
    %1948 = stablehlo.constant dense<9.000000e-01> : tensor<f32>
    %1949 = stablehlo.broadcast_in_dim %1948, dims = [] : (tensor<f32>) -> tensor<512x512xf32>
    %1950 = stablehlo.multiply %m.fc2.w, %1949 : tensor<512x512xf32>
    %1951 = stablehlo.add %1950, %1947 : tensor<512x512xf32>
    %1952 = stablehlo.multiply %460, %460 : tensor<512x512xf32>
    %1953 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1954 = stablehlo.broadcast_in_dim %1953, dims = [] : (tensor<f32>) -> tensor<512x512xf32>
    %1955 = stablehlo.multiply %1952, %1954 : tensor<512x512xf32>
    %1956 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1957 = stablehlo.broadcast_in_dim %1956, dims = [] : (tensor<f32>) -> tensor<512x512xf32>
    %1958 = stablehlo.multiply %v.fc2.w, %1957 : tensor<512x512xf32>
    %1959 = stablehlo.add %1958, %1955 : tensor<512x512xf32>
    %1960 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<512x512xf32>
    %1961 = stablehlo.divide %1951, %1960 : tensor<512x512xf32>
    %1962 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<512x512xf32>
    %1963 = stablehlo.divide %1959, %1962 : tensor<512x512xf32>
    %1964 = stablehlo.constant dense<1.000000e-08> : tensor<f32>
    %1965 = stablehlo.broadcast_in_dim %1964, dims = [] : (tensor<f32>) -> tensor<512x512xf32>
    %1966 = stablehlo.sqrt %1963 : tensor<512x512xf32>
    %1967 = stablehlo.add %1966, %1965 : tensor<512x512xf32>
    %1968 = stablehlo.divide %1961, %1967 : tensor<512x512xf32>
    %1969 = stablehlo.constant dense<1.000000e-04> : tensor<f32>
    %1970 = stablehlo.broadcast_in_dim %1969, dims = [] : (tensor<f32>) -> tensor<512x512xf32>
    %1971 = stablehlo.multiply %1944, %1970 : tensor<512x512xf32>
    %1972 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %1973 = stablehlo.broadcast_in_dim %1972, dims = [] : (tensor<f32>) -> tensor<512x512xf32>
    %1974 = stablehlo.subtract %1973, %1971 : tensor<512x512xf32>
    %1975 = stablehlo.multiply %theta.fc2.w, %1974 : tensor<512x512xf32>
    %1976 = stablehlo.multiply %1944, %1968 : tensor<512x512xf32>
    %1977 = stablehlo.subtract %1975, %1976 : tensor<512x512xf32>
    %1978 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %1979 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1980 = stablehlo.broadcast_in_dim %1979, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %1981 = stablehlo.multiply %458, %1980 : tensor<512xf32>
    %1982 = stablehlo.constant dense<9.000000e-01> : tensor<f32>
    %1983 = stablehlo.broadcast_in_dim %1982, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %1984 = stablehlo.multiply %m.fc2.b, %1983 : tensor<512xf32>
    %1985 = stablehlo.add %1984, %1981 : tensor<512xf32>
    %1986 = stablehlo.multiply %458, %458 : tensor<512xf32>
    %1987 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1988 = stablehlo.broadcast_in_dim %1987, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %1989 = stablehlo.multiply %1986, %1988 : tensor<512xf32>
    %1990 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1991 = stablehlo.broadcast_in_dim %1990, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %1992 = stablehlo.multiply %v.fc2.b, %1991 : tensor<512xf32>
    %1993 = stablehlo.add %1992, %1989 : tensor<512xf32>
    %1994 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %1995 = stablehlo.divide %1985, %1994 : tensor<512xf32>
    %1996 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %1997 = stablehlo.divide %1993, %1996 : tensor<512xf32>
    %1998 = stablehlo.constant dense<1.000000e-08> : tensor<f32>
    %1999 = stablehlo.broadcast_in_dim %1998, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %2000 = stablehlo.sqrt %1997 : tensor<512xf32>
    %2001 = stablehlo.add %2000, %1999 : tensor<512xf32>
    %2002 = stablehlo.divide %1995, %2001 : tensor<512xf32>
    %2003 = stablehlo.constant dense<1.000000e-04> : tensor<f32>
    %2004 = stablehlo.broadcast_in_dim %2003, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %2005 = stablehlo.multiply %1978, %2004 : tensor<512xf32>
    %2006 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %2007 = stablehlo.broadcast_in_dim %2006, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %2008 = stablehlo.subtract %2007, %2005 : tensor<512xf32>
    %2009 = stablehlo.multiply %theta.fc2.b, %2008 : tensor<512xf32>
    %2010 = stablehlo.multiply %1978, %2002 : tensor<512xf32>
    %2011 = stablehlo.subtract %2009, %2010 : tensor<512xf32>
    %2012 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<512x10xf32>
    %2013 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %2014 = stablehlo.broadcast_in_dim %2013, dims = [] : (tensor<f32>) -> tensor<512x10xf32>
    %2015 = stablehlo.multiply %452, %2014 : tensor<512x10xf32>
    %2016 = stablehlo.constant dense<9.000000e-01> : tensor<f32>
    %2017 = stablehlo.broadcast_in_dim %2016, dims = [] : (tensor<f32>) -> tensor<512x10xf32>
    %2018 = stablehlo.multiply %m.fc3.w, %2017 : tensor<512x10xf32>
    %2019 = stablehlo.add %2018, %2015 : tensor<512x10xf32>
    %2020 = stablehlo.multiply %452, %452 : tensor<512x10xf32>
    %2021 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %2022 = stablehlo.broadcast_in_dim %2021, dims = [] : (tensor<f32>) -> tensor<512x10xf32>
    %2023 = stablehlo.multiply %2020, %2022 : tensor<512x10xf32>
    %2024 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %2025 = stablehlo.broadcast_in_dim %2024, dims = [] : (tensor<f32>) -> tensor<512x10xf32>
    %2026 = stablehlo.multiply %v.fc3.w, %2025 : tensor<512x10xf32>
    %2027 = stablehlo.add %2026, %2023 : tensor<512x10xf32>
    %2028 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<512x10xf32>
    %2029 = stablehlo.divide %2019, %2028 : tensor<512x10xf32>
    %2030 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<512x10xf32>
    %2031 = stablehlo.divide %2027, %2030 : tensor<512x10xf32>
    %2032 = stablehlo.constant dense<1.000000e-08> : tensor<f32>
    %2033 = stablehlo.broadcast_in_dim %2032, dims = [] : (tensor<f32>) -> tensor<512x10xf32>
    %2034 = stablehlo.sqrt %2031 : tensor<512x10xf32>
    %2035 = stablehlo.add %2034, %2033 : tensor<512x10xf32>
    %2036 = stablehlo.divide %2029, %2035 : tensor<512x10xf32>
    %2037 = stablehlo.constant dense<1.000000e-04> : tensor<f32>
    %2038 = stablehlo.broadcast_in_dim %2037, dims = [] : (tensor<f32>) -> tensor<512x10xf32>
    %2039 = stablehlo.multiply %2012, %2038 : tensor<512x10xf32>
    %2040 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %2041 = stablehlo.broadcast_in_dim %2040, dims = [] : (tensor<f32>) -> tensor<512x10xf32>
    %2042 = stablehlo.subtract %2041, %2039 : tensor<512x10xf32>
    %2043 = stablehlo.multiply %theta.fc3.w, %2042 : tensor<512x10xf32>
    %2044 = stablehlo.multiply %2012, %2036 : tensor<512x10xf32>
    %2045 = stablehlo.subtract %2043, %2044 : tensor<512x10xf32>
    %2046 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %2047 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %2048 = stablehlo.broadcast_in_dim %2047, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %2049 = stablehlo.multiply %450, %2048 : tensor<10xf32>
    %2050 = stablehlo.constant dense<9.000000e-01> : tensor<f32>
    %2051 = stablehlo.broadcast_in_dim %2050, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %2052 = stablehlo.multiply %m.fc3.b, %2051 : tensor<10xf32>
    %2053 = stablehlo.add %2052, %2049 : tensor<10xf32>
    %2054 = stablehlo.multiply %450, %450 : tensor<10xf32>
    %2055 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %2056 = stablehlo.broadcast_in_dim %2055, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %2057 = stablehlo.multiply %2054, %2056 : tensor<10xf32>
    %2058 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %2059 = stablehlo.broadcast_in_dim %2058, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %2060 = stablehlo.multiply %v.fc3.b, %2059 : tensor<10xf32>
    %2061 = stablehlo.add %2060, %2057 : tensor<10xf32>
    %2062 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %2063 = stablehlo.divide %2053, %2062 : tensor<10xf32>
    %2064 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %2065 = stablehlo.divide %2061, %2064 : tensor<10xf32>
    %2066 = stablehlo.constant dense<1.000000e-08> : tensor<f32>
    %2067 = stablehlo.broadcast_in_dim %2066, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %2068 = stablehlo.sqrt %2065 : tensor<10xf32>
    %2069 = stablehlo.add %2068, %2067 : tensor<10xf32>
    %2070 = stablehlo.divide %2063, %2069 : tensor<10xf32>
    %2071 = stablehlo.constant dense<1.000000e-04> : tensor<f32>
    %2072 = stablehlo.broadcast_in_dim %2071, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %2073 = stablehlo.multiply %2046, %2072 : tensor<10xf32>
    %2074 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %2075 = stablehlo.broadcast_in_dim %2074, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %2076 = stablehlo.subtract %2075, %2073 : tensor<10xf32>
    %2077 = stablehlo.multiply %theta.fc3.b, %2076 : tensor<10xf32>
    %2078 = stablehlo.multiply %2046, %2070 : tensor<10xf32>
    %2079 = stablehlo.subtract %2077, %2078 : tensor<10xf32>
    return %821, %855, %889, %923, %957, %991, %1025, %1059, %1093, %1127, %1161, %1195, %1229, %1263, %1297, %1331, %1365, %1399, %1433, %1467, %1501, %1535, %1569, %1603, %1637, %1671, %1705, %1739, %1773, %1807, %1841, %1875, %1909, %1943, %1977, %2011, %2045, %2079, %795, %829, %863, %897, %931, %965, %999, %1033, %1067, %1101, %1135, %1169, %1203, %1237, %1271, %1305, %1339, %1373, %1407, %1441, %1475, %1509, %1543, %1577, %1611, %1645, %1679, %1713, %1747, %1781, %1815, %1849, %1883, %1917, %1951, %1985, %2019, %2053, %803, %837, %871, %905, %939, %973, %1007, %1041, %1075, %1109, %1143, %1177, %1211, %1245, %1279, %1313, %1347, %1381, %1415, %1449, %1483, %1517, %1551, %1585, %1619, %1653, %1687, %1721, %1755, %1789, %1823, %1857, %1891, %1925, %1959, %1993, %2027, %2061, %36, %43, %83, %90, %133, %140, %180, %187, %230, %237, %277, %284, %327, %334, %374, %381, %418 : tensor<16x3x3x3xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16x16x3x3xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16x16x3x3xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16x16x3x3xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<32x16x3x3xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x32x3x3xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x32x3x3xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x32x3x3xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<128x512xf32>, tensor<512xf32>, tensor<512x512xf32>, tensor<512xf32>, tensor<512x10xf32>, tensor<10xf32>, tensor<16x3x3x3xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16x16x3x3xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16x16x3x3xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16x16x3x3xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<32x16x3x3xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x32x3x3xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x32x3x3xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x32x3x3xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<128x512xf32>, tensor<512xf32>, tensor<512x512xf32>, tensor<512xf32>, tensor<512x10xf32>, tensor<10xf32>, tensor<16x3x3x3xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16x16x3x3xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16x16x3x3xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16x16x3x3xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<32x16x3x3xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x32x3x3xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x32x3x3xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x32x3x3xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<128x512xf32>, tensor<512xf32>, tensor<512x512xf32>, tensor<512xf32>, tensor<512x10xf32>, tensor<10xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<f32>
  }
  func.func public @cifar8_bn_fwd(%x: tensor<8x3x32x32xf32>, %theta.conv1.w: tensor<16x3x3x3xf32>, %theta.conv1.b: tensor<16xf32>, %theta.bn1.gamma: tensor<16xf32>, %theta.bn1.beta: tensor<16xf32>, %theta.conv2.w: tensor<16x16x3x3xf32>, %theta.conv2.b: tensor<16xf32>, %theta.bn2.gamma: tensor<16xf32>, %theta.bn2.beta: tensor<16xf32>, %theta.conv3.w: tensor<16x16x3x3xf32>, %theta.conv3.b: tensor<16xf32>, %theta.bn3.gamma: tensor<16xf32>, %theta.bn3.beta: tensor<16xf32>, %theta.conv4.w: tensor<16x16x3x3xf32>, %theta.conv4.b: tensor<16xf32>, %theta.bn4.gamma: tensor<16xf32>, %theta.bn4.beta: tensor<16xf32>, %theta.conv5.w: tensor<32x16x3x3xf32>, %theta.conv5.b: tensor<32xf32>, %theta.bn5.gamma: tensor<32xf32>, %theta.bn5.beta: tensor<32xf32>, %theta.conv6.w: tensor<32x32x3x3xf32>, %theta.conv6.b: tensor<32xf32>, %theta.bn6.gamma: tensor<32xf32>, %theta.bn6.beta: tensor<32xf32>, %theta.conv7.w: tensor<32x32x3x3xf32>, %theta.conv7.b: tensor<32xf32>, %theta.bn7.gamma: tensor<32xf32>, %theta.bn7.beta: tensor<32xf32>, %theta.conv8.w: tensor<32x32x3x3xf32>, %theta.conv8.b: tensor<32xf32>, %theta.bn8.gamma: tensor<32xf32>, %theta.bn8.beta: tensor<32xf32>, %theta.fc1.w: tensor<128x512xf32>, %theta.fc1.b: tensor<512xf32>, %theta.fc2.w: tensor<512x512xf32>, %theta.fc2.b: tensor<512xf32>, %theta.fc3.w: tensor<512x10xf32>, %theta.fc3.b: tensor<10xf32>) -> (tensor<8x10xf32> {jax.result_info = "logits"}) {
    %0 = stablehlo.convolution(%x, %theta.conv1.w) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[1, 1], [1, 1]]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<8x3x32x32xf32>, tensor<16x3x3x3xf32>) -> tensor<8x16x32x32xf32>
    %1 = stablehlo.broadcast_in_dim %theta.conv1.b, dims = [1] : (tensor<16xf32>) -> tensor<8x16x32x32xf32>
    %2 = stablehlo.add %0, %1 : tensor<8x16x32x32xf32>
    %3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %4 = stablehlo.reduce(%2 init: %3) applies stablehlo.add across dimensions = [0, 2, 3] : (tensor<8x16x32x32xf32>, tensor<f32>) -> tensor<16xf32>
    %5 = stablehlo.constant dense<1.2207031e-04> : tensor<f32>
    %6 = stablehlo.broadcast_in_dim %5, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %7 = stablehlo.multiply %4, %6 : tensor<16xf32>
    %8 = stablehlo.broadcast_in_dim %7, dims = [1] : (tensor<16xf32>) -> tensor<8x16x32x32xf32>
    %9 = stablehlo.subtract %2, %8 : tensor<8x16x32x32xf32>
    %10 = stablehlo.multiply %9, %9 : tensor<8x16x32x32xf32>
    %11 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %12 = stablehlo.reduce(%10 init: %11) applies stablehlo.add across dimensions = [0, 2, 3] : (tensor<8x16x32x32xf32>, tensor<f32>) -> tensor<16xf32>
    %13 = stablehlo.constant dense<1.2207031e-04> : tensor<f32>
    %14 = stablehlo.broadcast_in_dim %13, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %15 = stablehlo.multiply %12, %14 : tensor<16xf32>
    %16 = stablehlo.constant dense<1.000000e-05> : tensor<f32>
    %17 = stablehlo.broadcast_in_dim %16, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %18 = stablehlo.add %15, %17 : tensor<16xf32>
    %19 = stablehlo.rsqrt %18 : tensor<16xf32>
    %20 = stablehlo.broadcast_in_dim %7, dims = [1] : (tensor<16xf32>) -> tensor<8x16x32x32xf32>
    %21 = stablehlo.subtract %2, %20 : tensor<8x16x32x32xf32>
    %22 = stablehlo.multiply %theta.bn1.gamma, %19 : tensor<16xf32>
    %23 = stablehlo.broadcast_in_dim %22, dims = [1] : (tensor<16xf32>) -> tensor<8x16x32x32xf32>
    %24 = stablehlo.multiply %21, %23 : tensor<8x16x32x32xf32>
    %25 = stablehlo.broadcast_in_dim %theta.bn1.beta, dims = [1] : (tensor<16xf32>) -> tensor<8x16x32x32xf32>
    %26 = stablehlo.add %24, %25 : tensor<8x16x32x32xf32>
    %27 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %28 = stablehlo.broadcast_in_dim %27, dims = [] : (tensor<f32>) -> tensor<8x16x32x32xf32>
    %29 = stablehlo.maximum %26, %28 : tensor<8x16x32x32xf32>
    %30 = stablehlo.convolution(%29, %theta.conv2.w) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[1, 1], [1, 1]]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<8x16x32x32xf32>, tensor<16x16x3x3xf32>) -> tensor<8x16x32x32xf32>
    %31 = stablehlo.broadcast_in_dim %theta.conv2.b, dims = [1] : (tensor<16xf32>) -> tensor<8x16x32x32xf32>
    %32 = stablehlo.add %30, %31 : tensor<8x16x32x32xf32>
    %33 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %34 = stablehlo.reduce(%32 init: %33) applies stablehlo.add across dimensions = [0, 2, 3] : (tensor<8x16x32x32xf32>, tensor<f32>) -> tensor<16xf32>
    %35 = stablehlo.constant dense<1.2207031e-04> : tensor<f32>
    %36 = stablehlo.broadcast_in_dim %35, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %37 = stablehlo.multiply %34, %36 : tensor<16xf32>
    %38 = stablehlo.broadcast_in_dim %37, dims = [1] : (tensor<16xf32>) -> tensor<8x16x32x32xf32>
    %39 = stablehlo.subtract %32, %38 : tensor<8x16x32x32xf32>
    %40 = stablehlo.multiply %39, %39 : tensor<8x16x32x32xf32>
    %41 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %42 = stablehlo.reduce(%40 init: %41) applies stablehlo.add across dimensions = [0, 2, 3] : (tensor<8x16x32x32xf32>, tensor<f32>) -> tensor<16xf32>
    %43 = stablehlo.constant dense<1.2207031e-04> : tensor<f32>
    %44 = stablehlo.broadcast_in_dim %43, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %45 = stablehlo.multiply %42, %44 : tensor<16xf32>
    %46 = stablehlo.constant dense<1.000000e-05> : tensor<f32>
    %47 = stablehlo.broadcast_in_dim %46, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %48 = stablehlo.add %45, %47 : tensor<16xf32>
    %49 = stablehlo.rsqrt %48 : tensor<16xf32>
    %50 = stablehlo.broadcast_in_dim %37, dims = [1] : (tensor<16xf32>) -> tensor<8x16x32x32xf32>
    %51 = stablehlo.subtract %32, %50 : tensor<8x16x32x32xf32>
    %52 = stablehlo.multiply %theta.bn2.gamma, %49 : tensor<16xf32>
    %53 = stablehlo.broadcast_in_dim %52, dims = [1] : (tensor<16xf32>) -> tensor<8x16x32x32xf32>
    %54 = stablehlo.multiply %51, %53 : tensor<8x16x32x32xf32>
    %55 = stablehlo.broadcast_in_dim %theta.bn2.beta, dims = [1] : (tensor<16xf32>) -> tensor<8x16x32x32xf32>
    %56 = stablehlo.add %54, %55 : tensor<8x16x32x32xf32>
    %57 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %58 = stablehlo.broadcast_in_dim %57, dims = [] : (tensor<f32>) -> tensor<8x16x32x32xf32>
    %59 = stablehlo.maximum %56, %58 : tensor<8x16x32x32xf32>
    %60 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %61 = "stablehlo.reduce_window"(%59, %60) <{padding = dense<0> : tensor<4x2xi64>, window_dimensions = array<i64: 1, 1, 2, 2>, window_strides = array<i64: 1, 1, 2, 2>}> ({
    ^bb0(%arg39: tensor<f32>, %arg40: tensor<f32>):
      %62 = stablehlo.maximum %arg39, %arg40 : tensor<f32>
      stablehlo.return %62 : tensor<f32>
    }) : (tensor<8x16x32x32xf32>, tensor<f32>) -> tensor<8x16x16x16xf32>
    %63 = stablehlo.convolution(%61, %theta.conv3.w) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[1, 1], [1, 1]]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<8x16x16x16xf32>, tensor<16x16x3x3xf32>) -> tensor<8x16x16x16xf32>
    %64 = stablehlo.broadcast_in_dim %theta.conv3.b, dims = [1] : (tensor<16xf32>) -> tensor<8x16x16x16xf32>
    %65 = stablehlo.add %63, %64 : tensor<8x16x16x16xf32>
    %66 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %67 = stablehlo.reduce(%65 init: %66) applies stablehlo.add across dimensions = [0, 2, 3] : (tensor<8x16x16x16xf32>, tensor<f32>) -> tensor<16xf32>
    %68 = stablehlo.constant dense<4.8828125e-04> : tensor<f32>
    %69 = stablehlo.broadcast_in_dim %68, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %70 = stablehlo.multiply %67, %69 : tensor<16xf32>
    %71 = stablehlo.broadcast_in_dim %70, dims = [1] : (tensor<16xf32>) -> tensor<8x16x16x16xf32>
    %72 = stablehlo.subtract %65, %71 : tensor<8x16x16x16xf32>
    %73 = stablehlo.multiply %72, %72 : tensor<8x16x16x16xf32>
    %74 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %75 = stablehlo.reduce(%73 init: %74) applies stablehlo.add across dimensions = [0, 2, 3] : (tensor<8x16x16x16xf32>, tensor<f32>) -> tensor<16xf32>
    %76 = stablehlo.constant dense<4.8828125e-04> : tensor<f32>
    %77 = stablehlo.broadcast_in_dim %76, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %78 = stablehlo.multiply %75, %77 : tensor<16xf32>
    %79 = stablehlo.constant dense<1.000000e-05> : tensor<f32>
    %80 = stablehlo.broadcast_in_dim %79, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %81 = stablehlo.add %78, %80 : tensor<16xf32>
    %82 = stablehlo.rsqrt %81 : tensor<16xf32>
    %83 = stablehlo.broadcast_in_dim %70, dims = [1] : (tensor<16xf32>) -> tensor<8x16x16x16xf32>
    %84 = stablehlo.subtract %65, %83 : tensor<8x16x16x16xf32>
    %85 = stablehlo.multiply %theta.bn3.gamma, %82 : tensor<16xf32>
    %86 = stablehlo.broadcast_in_dim %85, dims = [1] : (tensor<16xf32>) -> tensor<8x16x16x16xf32>
    %87 = stablehlo.multiply %84, %86 : tensor<8x16x16x16xf32>
    %88 = stablehlo.broadcast_in_dim %theta.bn3.beta, dims = [1] : (tensor<16xf32>) -> tensor<8x16x16x16xf32>
    %89 = stablehlo.add %87, %88 : tensor<8x16x16x16xf32>
    %90 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %91 = stablehlo.broadcast_in_dim %90, dims = [] : (tensor<f32>) -> tensor<8x16x16x16xf32>
    %92 = stablehlo.maximum %89, %91 : tensor<8x16x16x16xf32>
    %93 = stablehlo.convolution(%92, %theta.conv4.w) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[1, 1], [1, 1]]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<8x16x16x16xf32>, tensor<16x16x3x3xf32>) -> tensor<8x16x16x16xf32>
    %94 = stablehlo.broadcast_in_dim %theta.conv4.b, dims = [1] : (tensor<16xf32>) -> tensor<8x16x16x16xf32>
    %95 = stablehlo.add %93, %94 : tensor<8x16x16x16xf32>
    %96 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %97 = stablehlo.reduce(%95 init: %96) applies stablehlo.add across dimensions = [0, 2, 3] : (tensor<8x16x16x16xf32>, tensor<f32>) -> tensor<16xf32>
    %98 = stablehlo.constant dense<4.8828125e-04> : tensor<f32>
    %99 = stablehlo.broadcast_in_dim %98, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %100 = stablehlo.multiply %97, %99 : tensor<16xf32>
    %101 = stablehlo.broadcast_in_dim %100, dims = [1] : (tensor<16xf32>) -> tensor<8x16x16x16xf32>
    %102 = stablehlo.subtract %95, %101 : tensor<8x16x16x16xf32>
    %103 = stablehlo.multiply %102, %102 : tensor<8x16x16x16xf32>
    %104 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %105 = stablehlo.reduce(%103 init: %104) applies stablehlo.add across dimensions = [0, 2, 3] : (tensor<8x16x16x16xf32>, tensor<f32>) -> tensor<16xf32>
    %106 = stablehlo.constant dense<4.8828125e-04> : tensor<f32>
    %107 = stablehlo.broadcast_in_dim %106, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %108 = stablehlo.multiply %105, %107 : tensor<16xf32>
    %109 = stablehlo.constant dense<1.000000e-05> : tensor<f32>
    %110 = stablehlo.broadcast_in_dim %109, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %111 = stablehlo.add %108, %110 : tensor<16xf32>
    %112 = stablehlo.rsqrt %111 : tensor<16xf32>
    %113 = stablehlo.broadcast_in_dim %100, dims = [1] : (tensor<16xf32>) -> tensor<8x16x16x16xf32>
    %114 = stablehlo.subtract %95, %113 : tensor<8x16x16x16xf32>
    %115 = stablehlo.multiply %theta.bn4.gamma, %112 : tensor<16xf32>
    %116 = stablehlo.broadcast_in_dim %115, dims = [1] : (tensor<16xf32>) -> tensor<8x16x16x16xf32>
    %117 = stablehlo.multiply %114, %116 : tensor<8x16x16x16xf32>
    %118 = stablehlo.broadcast_in_dim %theta.bn4.beta, dims = [1] : (tensor<16xf32>) -> tensor<8x16x16x16xf32>
    %119 = stablehlo.add %117, %118 : tensor<8x16x16x16xf32>
    %120 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %121 = stablehlo.broadcast_in_dim %120, dims = [] : (tensor<f32>) -> tensor<8x16x16x16xf32>
    %122 = stablehlo.maximum %119, %121 : tensor<8x16x16x16xf32>
    %123 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %124 = "stablehlo.reduce_window"(%122, %123) <{padding = dense<0> : tensor<4x2xi64>, window_dimensions = array<i64: 1, 1, 2, 2>, window_strides = array<i64: 1, 1, 2, 2>}> ({
    ^bb0(%arg41: tensor<f32>, %arg42: tensor<f32>):
      %125 = stablehlo.maximum %arg41, %arg42 : tensor<f32>
      stablehlo.return %125 : tensor<f32>
    }) : (tensor<8x16x16x16xf32>, tensor<f32>) -> tensor<8x16x8x8xf32>
    %126 = stablehlo.convolution(%124, %theta.conv5.w) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[1, 1], [1, 1]]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<8x16x8x8xf32>, tensor<32x16x3x3xf32>) -> tensor<8x32x8x8xf32>
    %127 = stablehlo.broadcast_in_dim %theta.conv5.b, dims = [1] : (tensor<32xf32>) -> tensor<8x32x8x8xf32>
    %128 = stablehlo.add %126, %127 : tensor<8x32x8x8xf32>
    %129 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %130 = stablehlo.reduce(%128 init: %129) applies stablehlo.add across dimensions = [0, 2, 3] : (tensor<8x32x8x8xf32>, tensor<f32>) -> tensor<32xf32>
    %131 = stablehlo.constant dense<1.953125e-03> : tensor<f32>
    %132 = stablehlo.broadcast_in_dim %131, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %133 = stablehlo.multiply %130, %132 : tensor<32xf32>
    %134 = stablehlo.broadcast_in_dim %133, dims = [1] : (tensor<32xf32>) -> tensor<8x32x8x8xf32>
    %135 = stablehlo.subtract %128, %134 : tensor<8x32x8x8xf32>
    %136 = stablehlo.multiply %135, %135 : tensor<8x32x8x8xf32>
    %137 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %138 = stablehlo.reduce(%136 init: %137) applies stablehlo.add across dimensions = [0, 2, 3] : (tensor<8x32x8x8xf32>, tensor<f32>) -> tensor<32xf32>
    %139 = stablehlo.constant dense<1.953125e-03> : tensor<f32>
    %140 = stablehlo.broadcast_in_dim %139, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %141 = stablehlo.multiply %138, %140 : tensor<32xf32>
    %142 = stablehlo.constant dense<1.000000e-05> : tensor<f32>
    %143 = stablehlo.broadcast_in_dim %142, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %144 = stablehlo.add %141, %143 : tensor<32xf32>
    %145 = stablehlo.rsqrt %144 : tensor<32xf32>
    %146 = stablehlo.broadcast_in_dim %133, dims = [1] : (tensor<32xf32>) -> tensor<8x32x8x8xf32>
    %147 = stablehlo.subtract %128, %146 : tensor<8x32x8x8xf32>
    %148 = stablehlo.multiply %theta.bn5.gamma, %145 : tensor<32xf32>
    %149 = stablehlo.broadcast_in_dim %148, dims = [1] : (tensor<32xf32>) -> tensor<8x32x8x8xf32>
    %150 = stablehlo.multiply %147, %149 : tensor<8x32x8x8xf32>
    %151 = stablehlo.broadcast_in_dim %theta.bn5.beta, dims = [1] : (tensor<32xf32>) -> tensor<8x32x8x8xf32>
    %152 = stablehlo.add %150, %151 : tensor<8x32x8x8xf32>
    %153 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %154 = stablehlo.broadcast_in_dim %153, dims = [] : (tensor<f32>) -> tensor<8x32x8x8xf32>
    %155 = stablehlo.maximum %152, %154 : tensor<8x32x8x8xf32>
    %156 = stablehlo.convolution(%155, %theta.conv6.w) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[1, 1], [1, 1]]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<8x32x8x8xf32>, tensor<32x32x3x3xf32>) -> tensor<8x32x8x8xf32>
    %157 = stablehlo.broadcast_in_dim %theta.conv6.b, dims = [1] : (tensor<32xf32>) -> tensor<8x32x8x8xf32>
    %158 = stablehlo.add %156, %157 : tensor<8x32x8x8xf32>
    %159 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %160 = stablehlo.reduce(%158 init: %159) applies stablehlo.add across dimensions = [0, 2, 3] : (tensor<8x32x8x8xf32>, tensor<f32>) -> tensor<32xf32>
    %161 = stablehlo.constant dense<1.953125e-03> : tensor<f32>
    %162 = stablehlo.broadcast_in_dim %161, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %163 = stablehlo.multiply %160, %162 : tensor<32xf32>
    %164 = stablehlo.broadcast_in_dim %163, dims = [1] : (tensor<32xf32>) -> tensor<8x32x8x8xf32>
    %165 = stablehlo.subtract %158, %164 : tensor<8x32x8x8xf32>
    %166 = stablehlo.multiply %165, %165 : tensor<8x32x8x8xf32>
    %167 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %168 = stablehlo.reduce(%166 init: %167) applies stablehlo.add across dimensions = [0, 2, 3] : (tensor<8x32x8x8xf32>, tensor<f32>) -> tensor<32xf32>
    %169 = stablehlo.constant dense<1.953125e-03> : tensor<f32>
    %170 = stablehlo.broadcast_in_dim %169, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %171 = stablehlo.multiply %168, %170 : tensor<32xf32>
    %172 = stablehlo.constant dense<1.000000e-05> : tensor<f32>
    %173 = stablehlo.broadcast_in_dim %172, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %174 = stablehlo.add %171, %173 : tensor<32xf32>
    %175 = stablehlo.rsqrt %174 : tensor<32xf32>
    %176 = stablehlo.broadcast_in_dim %163, dims = [1] : (tensor<32xf32>) -> tensor<8x32x8x8xf32>
    %177 = stablehlo.subtract %158, %176 : tensor<8x32x8x8xf32>
    %178 = stablehlo.multiply %theta.bn6.gamma, %175 : tensor<32xf32>
    %179 = stablehlo.broadcast_in_dim %178, dims = [1] : (tensor<32xf32>) -> tensor<8x32x8x8xf32>
    %180 = stablehlo.multiply %177, %179 : tensor<8x32x8x8xf32>
    %181 = stablehlo.broadcast_in_dim %theta.bn6.beta, dims = [1] : (tensor<32xf32>) -> tensor<8x32x8x8xf32>
    %182 = stablehlo.add %180, %181 : tensor<8x32x8x8xf32>
    %183 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %184 = stablehlo.broadcast_in_dim %183, dims = [] : (tensor<f32>) -> tensor<8x32x8x8xf32>
    %185 = stablehlo.maximum %182, %184 : tensor<8x32x8x8xf32>
    %186 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %187 = "stablehlo.reduce_window"(%185, %186) <{padding = dense<0> : tensor<4x2xi64>, window_dimensions = array<i64: 1, 1, 2, 2>, window_strides = array<i64: 1, 1, 2, 2>}> ({
    ^bb0(%arg43: tensor<f32>, %arg44: tensor<f32>):
      %188 = stablehlo.maximum %arg43, %arg44 : tensor<f32>
      stablehlo.return %188 : tensor<f32>
    }) : (tensor<8x32x8x8xf32>, tensor<f32>) -> tensor<8x32x4x4xf32>
    %189 = stablehlo.convolution(%187, %theta.conv7.w) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[1, 1], [1, 1]]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<8x32x4x4xf32>, tensor<32x32x3x3xf32>) -> tensor<8x32x4x4xf32>
    %190 = stablehlo.broadcast_in_dim %theta.conv7.b, dims = [1] : (tensor<32xf32>) -> tensor<8x32x4x4xf32>
    %191 = stablehlo.add %189, %190 : tensor<8x32x4x4xf32>
    %192 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %193 = stablehlo.reduce(%191 init: %192) applies stablehlo.add across dimensions = [0, 2, 3] : (tensor<8x32x4x4xf32>, tensor<f32>) -> tensor<32xf32>
    %194 = stablehlo.constant dense<7.812500e-03> : tensor<f32>
    %195 = stablehlo.broadcast_in_dim %194, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %196 = stablehlo.multiply %193, %195 : tensor<32xf32>
    %197 = stablehlo.broadcast_in_dim %196, dims = [1] : (tensor<32xf32>) -> tensor<8x32x4x4xf32>
    %198 = stablehlo.subtract %191, %197 : tensor<8x32x4x4xf32>
    %199 = stablehlo.multiply %198, %198 : tensor<8x32x4x4xf32>
    %200 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %201 = stablehlo.reduce(%199 init: %200) applies stablehlo.add across dimensions = [0, 2, 3] : (tensor<8x32x4x4xf32>, tensor<f32>) -> tensor<32xf32>
    %202 = stablehlo.constant dense<7.812500e-03> : tensor<f32>
    %203 = stablehlo.broadcast_in_dim %202, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %204 = stablehlo.multiply %201, %203 : tensor<32xf32>
    %205 = stablehlo.constant dense<1.000000e-05> : tensor<f32>
    %206 = stablehlo.broadcast_in_dim %205, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %207 = stablehlo.add %204, %206 : tensor<32xf32>
    %208 = stablehlo.rsqrt %207 : tensor<32xf32>
    %209 = stablehlo.broadcast_in_dim %196, dims = [1] : (tensor<32xf32>) -> tensor<8x32x4x4xf32>
    %210 = stablehlo.subtract %191, %209 : tensor<8x32x4x4xf32>
    %211 = stablehlo.multiply %theta.bn7.gamma, %208 : tensor<32xf32>
    %212 = stablehlo.broadcast_in_dim %211, dims = [1] : (tensor<32xf32>) -> tensor<8x32x4x4xf32>
    %213 = stablehlo.multiply %210, %212 : tensor<8x32x4x4xf32>
    %214 = stablehlo.broadcast_in_dim %theta.bn7.beta, dims = [1] : (tensor<32xf32>) -> tensor<8x32x4x4xf32>
    %215 = stablehlo.add %213, %214 : tensor<8x32x4x4xf32>
    %216 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %217 = stablehlo.broadcast_in_dim %216, dims = [] : (tensor<f32>) -> tensor<8x32x4x4xf32>
    %218 = stablehlo.maximum %215, %217 : tensor<8x32x4x4xf32>
    %219 = stablehlo.convolution(%218, %theta.conv8.w) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[1, 1], [1, 1]]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<8x32x4x4xf32>, tensor<32x32x3x3xf32>) -> tensor<8x32x4x4xf32>
    %220 = stablehlo.broadcast_in_dim %theta.conv8.b, dims = [1] : (tensor<32xf32>) -> tensor<8x32x4x4xf32>
    %221 = stablehlo.add %219, %220 : tensor<8x32x4x4xf32>
    %222 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %223 = stablehlo.reduce(%221 init: %222) applies stablehlo.add across dimensions = [0, 2, 3] : (tensor<8x32x4x4xf32>, tensor<f32>) -> tensor<32xf32>
    %224 = stablehlo.constant dense<7.812500e-03> : tensor<f32>
    %225 = stablehlo.broadcast_in_dim %224, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %226 = stablehlo.multiply %223, %225 : tensor<32xf32>
    %227 = stablehlo.broadcast_in_dim %226, dims = [1] : (tensor<32xf32>) -> tensor<8x32x4x4xf32>
    %228 = stablehlo.subtract %221, %227 : tensor<8x32x4x4xf32>
    %229 = stablehlo.multiply %228, %228 : tensor<8x32x4x4xf32>
    %230 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %231 = stablehlo.reduce(%229 init: %230) applies stablehlo.add across dimensions = [0, 2, 3] : (tensor<8x32x4x4xf32>, tensor<f32>) -> tensor<32xf32>
    %232 = stablehlo.constant dense<7.812500e-03> : tensor<f32>
    %233 = stablehlo.broadcast_in_dim %232, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %234 = stablehlo.multiply %231, %233 : tensor<32xf32>
    %235 = stablehlo.constant dense<1.000000e-05> : tensor<f32>
    %236 = stablehlo.broadcast_in_dim %235, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %237 = stablehlo.add %234, %236 : tensor<32xf32>
    %238 = stablehlo.rsqrt %237 : tensor<32xf32>
    %239 = stablehlo.broadcast_in_dim %226, dims = [1] : (tensor<32xf32>) -> tensor<8x32x4x4xf32>
    %240 = stablehlo.subtract %221, %239 : tensor<8x32x4x4xf32>
    %241 = stablehlo.multiply %theta.bn8.gamma, %238 : tensor<32xf32>
    %242 = stablehlo.broadcast_in_dim %241, dims = [1] : (tensor<32xf32>) -> tensor<8x32x4x4xf32>
    %243 = stablehlo.multiply %240, %242 : tensor<8x32x4x4xf32>
    %244 = stablehlo.broadcast_in_dim %theta.bn8.beta, dims = [1] : (tensor<32xf32>) -> tensor<8x32x4x4xf32>
    %245 = stablehlo.add %243, %244 : tensor<8x32x4x4xf32>
    %246 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %247 = stablehlo.broadcast_in_dim %246, dims = [] : (tensor<f32>) -> tensor<8x32x4x4xf32>
    %248 = stablehlo.maximum %245, %247 : tensor<8x32x4x4xf32>
    %249 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %250 = "stablehlo.reduce_window"(%248, %249) <{padding = dense<0> : tensor<4x2xi64>, window_dimensions = array<i64: 1, 1, 2, 2>, window_strides = array<i64: 1, 1, 2, 2>}> ({
    ^bb0(%arg45: tensor<f32>, %arg46: tensor<f32>):
      %251 = stablehlo.maximum %arg45, %arg46 : tensor<f32>
      stablehlo.return %251 : tensor<f32>
    }) : (tensor<8x32x4x4xf32>, tensor<f32>) -> tensor<8x32x2x2xf32>
    %252 = stablehlo.reshape %250 : (tensor<8x32x2x2xf32>) -> tensor<8x128xf32>
    %253 = stablehlo.dot_general %252, %theta.fc1.w, contracting_dims = [1] x [0] : (tensor<8x128xf32>, tensor<128x512xf32>) -> tensor<8x512xf32>
    %254 = stablehlo.broadcast_in_dim %theta.fc1.b, dims = [1] : (tensor<512xf32>) -> tensor<8x512xf32>
    %255 = stablehlo.add %253, %254 : tensor<8x512xf32>
    %256 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %257 = stablehlo.broadcast_in_dim %256, dims = [] : (tensor<f32>) -> tensor<8x512xf32>
    %258 = stablehlo.maximum %255, %257 : tensor<8x512xf32>
    %259 = stablehlo.dot_general %258, %theta.fc2.w, contracting_dims = [1] x [0] : (tensor<8x512xf32>, tensor<512x512xf32>) -> tensor<8x512xf32>
    %260 = stablehlo.broadcast_in_dim %theta.fc2.b, dims = [1] : (tensor<512xf32>) -> tensor<8x512xf32>
    %261 = stablehlo.add %259, %260 : tensor<8x512xf32>
    %262 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %263 = stablehlo.broadcast_in_dim %262, dims = [] : (tensor<f32>) -> tensor<8x512xf32>
    %264 = stablehlo.maximum %261, %263 : tensor<8x512xf32>
    %265 = stablehlo.dot_general %264, %theta.fc3.w, contracting_dims = [1] x [0] : (tensor<8x512xf32>, tensor<512x10xf32>) -> tensor<8x10xf32>
    %266 = stablehlo.broadcast_in_dim %theta.fc3.b, dims = [1] : (tensor<10xf32>) -> tensor<8x10xf32>
    %267 = stablehlo.add %265, %266 : tensor<8x10xf32>
    return %267 : tensor<8x10xf32>
  }
  func.func public @cifar8_bn_fwd_eval(%x: tensor<8x3x32x32xf32>, %theta.conv1.w: tensor<16x3x3x3xf32>, %theta.conv1.b: tensor<16xf32>, %theta.bn1.gamma: tensor<16xf32>, %theta.bn1.beta: tensor<16xf32>, %theta.conv2.w: tensor<16x16x3x3xf32>, %theta.conv2.b: tensor<16xf32>, %theta.bn2.gamma: tensor<16xf32>, %theta.bn2.beta: tensor<16xf32>, %theta.conv3.w: tensor<16x16x3x3xf32>, %theta.conv3.b: tensor<16xf32>, %theta.bn3.gamma: tensor<16xf32>, %theta.bn3.beta: tensor<16xf32>, %theta.conv4.w: tensor<16x16x3x3xf32>, %theta.conv4.b: tensor<16xf32>, %theta.bn4.gamma: tensor<16xf32>, %theta.bn4.beta: tensor<16xf32>, %theta.conv5.w: tensor<32x16x3x3xf32>, %theta.conv5.b: tensor<32xf32>, %theta.bn5.gamma: tensor<32xf32>, %theta.bn5.beta: tensor<32xf32>, %theta.conv6.w: tensor<32x32x3x3xf32>, %theta.conv6.b: tensor<32xf32>, %theta.bn6.gamma: tensor<32xf32>, %theta.bn6.beta: tensor<32xf32>, %theta.conv7.w: tensor<32x32x3x3xf32>, %theta.conv7.b: tensor<32xf32>, %theta.bn7.gamma: tensor<32xf32>, %theta.bn7.beta: tensor<32xf32>, %theta.conv8.w: tensor<32x32x3x3xf32>, %theta.conv8.b: tensor<32xf32>, %theta.bn8.gamma: tensor<32xf32>, %theta.bn8.beta: tensor<32xf32>, %theta.fc1.w: tensor<128x512xf32>, %theta.fc1.b: tensor<512xf32>, %theta.fc2.w: tensor<512x512xf32>, %theta.fc2.b: tensor<512xf32>, %theta.fc3.w: tensor<512x10xf32>, %theta.fc3.b: tensor<10xf32>, %running_mean.bn1: tensor<16xf32>, %running_var.bn1: tensor<16xf32>, %running_mean.bn2: tensor<16xf32>, %running_var.bn2: tensor<16xf32>, %running_mean.bn3: tensor<16xf32>, %running_var.bn3: tensor<16xf32>, %running_mean.bn4: tensor<16xf32>, %running_var.bn4: tensor<16xf32>, %running_mean.bn5: tensor<32xf32>, %running_var.bn5: tensor<32xf32>, %running_mean.bn6: tensor<32xf32>, %running_var.bn6: tensor<32xf32>, %running_mean.bn7: tensor<32xf32>, %running_var.bn7: tensor<32xf32>, %running_mean.bn8: tensor<32xf32>, %running_var.bn8: tensor<32xf32>) -> (tensor<8x10xf32> {jax.result_info = "logits"}) {
    %0 = stablehlo.convolution(%x, %theta.conv1.w) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[1, 1], [1, 1]]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<8x3x32x32xf32>, tensor<16x3x3x3xf32>) -> tensor<8x16x32x32xf32>
    %1 = stablehlo.broadcast_in_dim %theta.conv1.b, dims = [1] : (tensor<16xf32>) -> tensor<8x16x32x32xf32>
    %2 = stablehlo.add %0, %1 : tensor<8x16x32x32xf32>
    %3 = stablehlo.constant dense<1.000000e-05> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %5 = stablehlo.add %running_var.bn1, %4 : tensor<16xf32>
    %6 = stablehlo.rsqrt %5 : tensor<16xf32>
    %7 = stablehlo.broadcast_in_dim %running_mean.bn1, dims = [1] : (tensor<16xf32>) -> tensor<8x16x32x32xf32>
    %8 = stablehlo.subtract %2, %7 : tensor<8x16x32x32xf32>
    %9 = stablehlo.multiply %theta.bn1.gamma, %6 : tensor<16xf32>
    %10 = stablehlo.broadcast_in_dim %9, dims = [1] : (tensor<16xf32>) -> tensor<8x16x32x32xf32>
    %11 = stablehlo.multiply %8, %10 : tensor<8x16x32x32xf32>
    %12 = stablehlo.broadcast_in_dim %theta.bn1.beta, dims = [1] : (tensor<16xf32>) -> tensor<8x16x32x32xf32>
    %13 = stablehlo.add %11, %12 : tensor<8x16x32x32xf32>
    %14 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %15 = stablehlo.broadcast_in_dim %14, dims = [] : (tensor<f32>) -> tensor<8x16x32x32xf32>
    %16 = stablehlo.maximum %13, %15 : tensor<8x16x32x32xf32>
    %17 = stablehlo.convolution(%16, %theta.conv2.w) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[1, 1], [1, 1]]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<8x16x32x32xf32>, tensor<16x16x3x3xf32>) -> tensor<8x16x32x32xf32>
    %18 = stablehlo.broadcast_in_dim %theta.conv2.b, dims = [1] : (tensor<16xf32>) -> tensor<8x16x32x32xf32>
    %19 = stablehlo.add %17, %18 : tensor<8x16x32x32xf32>
    %20 = stablehlo.constant dense<1.000000e-05> : tensor<f32>
    %21 = stablehlo.broadcast_in_dim %20, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %22 = stablehlo.add %running_var.bn2, %21 : tensor<16xf32>
    %23 = stablehlo.rsqrt %22 : tensor<16xf32>
    %24 = stablehlo.broadcast_in_dim %running_mean.bn2, dims = [1] : (tensor<16xf32>) -> tensor<8x16x32x32xf32>
    %25 = stablehlo.subtract %19, %24 : tensor<8x16x32x32xf32>
    %26 = stablehlo.multiply %theta.bn2.gamma, %23 : tensor<16xf32>
    %27 = stablehlo.broadcast_in_dim %26, dims = [1] : (tensor<16xf32>) -> tensor<8x16x32x32xf32>
    %28 = stablehlo.multiply %25, %27 : tensor<8x16x32x32xf32>
    %29 = stablehlo.broadcast_in_dim %theta.bn2.beta, dims = [1] : (tensor<16xf32>) -> tensor<8x16x32x32xf32>
    %30 = stablehlo.add %28, %29 : tensor<8x16x32x32xf32>
    %31 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %32 = stablehlo.broadcast_in_dim %31, dims = [] : (tensor<f32>) -> tensor<8x16x32x32xf32>
    %33 = stablehlo.maximum %30, %32 : tensor<8x16x32x32xf32>
    %34 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %35 = "stablehlo.reduce_window"(%33, %34) <{padding = dense<0> : tensor<4x2xi64>, window_dimensions = array<i64: 1, 1, 2, 2>, window_strides = array<i64: 1, 1, 2, 2>}> ({
    ^bb0(%arg55: tensor<f32>, %arg56: tensor<f32>):
      %36 = stablehlo.maximum %arg55, %arg56 : tensor<f32>
      stablehlo.return %36 : tensor<f32>
    }) : (tensor<8x16x32x32xf32>, tensor<f32>) -> tensor<8x16x16x16xf32>
    %37 = stablehlo.convolution(%35, %theta.conv3.w) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[1, 1], [1, 1]]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<8x16x16x16xf32>, tensor<16x16x3x3xf32>) -> tensor<8x16x16x16xf32>
    %38 = stablehlo.broadcast_in_dim %theta.conv3.b, dims = [1] : (tensor<16xf32>) -> tensor<8x16x16x16xf32>
    %39 = stablehlo.add %37, %38 : tensor<8x16x16x16xf32>
    %40 = stablehlo.constant dense<1.000000e-05> : tensor<f32>
    %41 = stablehlo.broadcast_in_dim %40, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %42 = stablehlo.add %running_var.bn3, %41 : tensor<16xf32>
    %43 = stablehlo.rsqrt %42 : tensor<16xf32>
    %44 = stablehlo.broadcast_in_dim %running_mean.bn3, dims = [1] : (tensor<16xf32>) -> tensor<8x16x16x16xf32>
    %45 = stablehlo.subtract %39, %44 : tensor<8x16x16x16xf32>
    %46 = stablehlo.multiply %theta.bn3.gamma, %43 : tensor<16xf32>
    %47 = stablehlo.broadcast_in_dim %46, dims = [1] : (tensor<16xf32>) -> tensor<8x16x16x16xf32>
    %48 = stablehlo.multiply %45, %47 : tensor<8x16x16x16xf32>
    %49 = stablehlo.broadcast_in_dim %theta.bn3.beta, dims = [1] : (tensor<16xf32>) -> tensor<8x16x16x16xf32>
    %50 = stablehlo.add %48, %49 : tensor<8x16x16x16xf32>
    %51 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %52 = stablehlo.broadcast_in_dim %51, dims = [] : (tensor<f32>) -> tensor<8x16x16x16xf32>
    %53 = stablehlo.maximum %50, %52 : tensor<8x16x16x16xf32>
    %54 = stablehlo.convolution(%53, %theta.conv4.w) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[1, 1], [1, 1]]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<8x16x16x16xf32>, tensor<16x16x3x3xf32>) -> tensor<8x16x16x16xf32>
    %55 = stablehlo.broadcast_in_dim %theta.conv4.b, dims = [1] : (tensor<16xf32>) -> tensor<8x16x16x16xf32>
    %56 = stablehlo.add %54, %55 : tensor<8x16x16x16xf32>
    %57 = stablehlo.constant dense<1.000000e-05> : tensor<f32>
    %58 = stablehlo.broadcast_in_dim %57, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %59 = stablehlo.add %running_var.bn4, %58 : tensor<16xf32>
    %60 = stablehlo.rsqrt %59 : tensor<16xf32>
    %61 = stablehlo.broadcast_in_dim %running_mean.bn4, dims = [1] : (tensor<16xf32>) -> tensor<8x16x16x16xf32>
    %62 = stablehlo.subtract %56, %61 : tensor<8x16x16x16xf32>
    %63 = stablehlo.multiply %theta.bn4.gamma, %60 : tensor<16xf32>
    %64 = stablehlo.broadcast_in_dim %63, dims = [1] : (tensor<16xf32>) -> tensor<8x16x16x16xf32>
    %65 = stablehlo.multiply %62, %64 : tensor<8x16x16x16xf32>
    %66 = stablehlo.broadcast_in_dim %theta.bn4.beta, dims = [1] : (tensor<16xf32>) -> tensor<8x16x16x16xf32>
    %67 = stablehlo.add %65, %66 : tensor<8x16x16x16xf32>
    %68 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %69 = stablehlo.broadcast_in_dim %68, dims = [] : (tensor<f32>) -> tensor<8x16x16x16xf32>
    %70 = stablehlo.maximum %67, %69 : tensor<8x16x16x16xf32>
    %71 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %72 = "stablehlo.reduce_window"(%70, %71) <{padding = dense<0> : tensor<4x2xi64>, window_dimensions = array<i64: 1, 1, 2, 2>, window_strides = array<i64: 1, 1, 2, 2>}> ({
    ^bb0(%arg57: tensor<f32>, %arg58: tensor<f32>):
      %73 = stablehlo.maximum %arg57, %arg58 : tensor<f32>
      stablehlo.return %73 : tensor<f32>
    }) : (tensor<8x16x16x16xf32>, tensor<f32>) -> tensor<8x16x8x8xf32>
    %74 = stablehlo.convolution(%72, %theta.conv5.w) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[1, 1], [1, 1]]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<8x16x8x8xf32>, tensor<32x16x3x3xf32>) -> tensor<8x32x8x8xf32>
    %75 = stablehlo.broadcast_in_dim %theta.conv5.b, dims = [1] : (tensor<32xf32>) -> tensor<8x32x8x8xf32>
    %76 = stablehlo.add %74, %75 : tensor<8x32x8x8xf32>
    %77 = stablehlo.constant dense<1.000000e-05> : tensor<f32>
    %78 = stablehlo.broadcast_in_dim %77, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %79 = stablehlo.add %running_var.bn5, %78 : tensor<32xf32>
    %80 = stablehlo.rsqrt %79 : tensor<32xf32>
    %81 = stablehlo.broadcast_in_dim %running_mean.bn5, dims = [1] : (tensor<32xf32>) -> tensor<8x32x8x8xf32>
    %82 = stablehlo.subtract %76, %81 : tensor<8x32x8x8xf32>
    %83 = stablehlo.multiply %theta.bn5.gamma, %80 : tensor<32xf32>
    %84 = stablehlo.broadcast_in_dim %83, dims = [1] : (tensor<32xf32>) -> tensor<8x32x8x8xf32>
    %85 = stablehlo.multiply %82, %84 : tensor<8x32x8x8xf32>
    %86 = stablehlo.broadcast_in_dim %theta.bn5.beta, dims = [1] : (tensor<32xf32>) -> tensor<8x32x8x8xf32>
    %87 = stablehlo.add %85, %86 : tensor<8x32x8x8xf32>
    %88 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %89 = stablehlo.broadcast_in_dim %88, dims = [] : (tensor<f32>) -> tensor<8x32x8x8xf32>
    %90 = stablehlo.maximum %87, %89 : tensor<8x32x8x8xf32>
    %91 = stablehlo.convolution(%90, %theta.conv6.w) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[1, 1], [1, 1]]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<8x32x8x8xf32>, tensor<32x32x3x3xf32>) -> tensor<8x32x8x8xf32>
    %92 = stablehlo.broadcast_in_dim %theta.conv6.b, dims = [1] : (tensor<32xf32>) -> tensor<8x32x8x8xf32>
    %93 = stablehlo.add %91, %92 : tensor<8x32x8x8xf32>
    %94 = stablehlo.constant dense<1.000000e-05> : tensor<f32>
    %95 = stablehlo.broadcast_in_dim %94, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %96 = stablehlo.add %running_var.bn6, %95 : tensor<32xf32>
    %97 = stablehlo.rsqrt %96 : tensor<32xf32>
    %98 = stablehlo.broadcast_in_dim %running_mean.bn6, dims = [1] : (tensor<32xf32>) -> tensor<8x32x8x8xf32>
    %99 = stablehlo.subtract %93, %98 : tensor<8x32x8x8xf32>
    %100 = stablehlo.multiply %theta.bn6.gamma, %97 : tensor<32xf32>
    %101 = stablehlo.broadcast_in_dim %100, dims = [1] : (tensor<32xf32>) -> tensor<8x32x8x8xf32>
    %102 = stablehlo.multiply %99, %101 : tensor<8x32x8x8xf32>
    %103 = stablehlo.broadcast_in_dim %theta.bn6.beta, dims = [1] : (tensor<32xf32>) -> tensor<8x32x8x8xf32>
    %104 = stablehlo.add %102, %103 : tensor<8x32x8x8xf32>
    %105 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %106 = stablehlo.broadcast_in_dim %105, dims = [] : (tensor<f32>) -> tensor<8x32x8x8xf32>
    %107 = stablehlo.maximum %104, %106 : tensor<8x32x8x8xf32>
    %108 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %109 = "stablehlo.reduce_window"(%107, %108) <{padding = dense<0> : tensor<4x2xi64>, window_dimensions = array<i64: 1, 1, 2, 2>, window_strides = array<i64: 1, 1, 2, 2>}> ({
    ^bb0(%arg59: tensor<f32>, %arg60: tensor<f32>):
      %110 = stablehlo.maximum %arg59, %arg60 : tensor<f32>
      stablehlo.return %110 : tensor<f32>
    }) : (tensor<8x32x8x8xf32>, tensor<f32>) -> tensor<8x32x4x4xf32>
    %111 = stablehlo.convolution(%109, %theta.conv7.w) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[1, 1], [1, 1]]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<8x32x4x4xf32>, tensor<32x32x3x3xf32>) -> tensor<8x32x4x4xf32>
    %112 = stablehlo.broadcast_in_dim %theta.conv7.b, dims = [1] : (tensor<32xf32>) -> tensor<8x32x4x4xf32>
    %113 = stablehlo.add %111, %112 : tensor<8x32x4x4xf32>
    %114 = stablehlo.constant dense<1.000000e-05> : tensor<f32>
    %115 = stablehlo.broadcast_in_dim %114, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %116 = stablehlo.add %running_var.bn7, %115 : tensor<32xf32>
    %117 = stablehlo.rsqrt %116 : tensor<32xf32>
    %118 = stablehlo.broadcast_in_dim %running_mean.bn7, dims = [1] : (tensor<32xf32>) -> tensor<8x32x4x4xf32>
    %119 = stablehlo.subtract %113, %118 : tensor<8x32x4x4xf32>
    %120 = stablehlo.multiply %theta.bn7.gamma, %117 : tensor<32xf32>
    %121 = stablehlo.broadcast_in_dim %120, dims = [1] : (tensor<32xf32>) -> tensor<8x32x4x4xf32>
    %122 = stablehlo.multiply %119, %121 : tensor<8x32x4x4xf32>
    %123 = stablehlo.broadcast_in_dim %theta.bn7.beta, dims = [1] : (tensor<32xf32>) -> tensor<8x32x4x4xf32>
    %124 = stablehlo.add %122, %123 : tensor<8x32x4x4xf32>
    %125 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %126 = stablehlo.broadcast_in_dim %125, dims = [] : (tensor<f32>) -> tensor<8x32x4x4xf32>
    %127 = stablehlo.maximum %124, %126 : tensor<8x32x4x4xf32>
    %128 = stablehlo.convolution(%127, %theta.conv8.w) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[1, 1], [1, 1]]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<8x32x4x4xf32>, tensor<32x32x3x3xf32>) -> tensor<8x32x4x4xf32>
    %129 = stablehlo.broadcast_in_dim %theta.conv8.b, dims = [1] : (tensor<32xf32>) -> tensor<8x32x4x4xf32>
    %130 = stablehlo.add %128, %129 : tensor<8x32x4x4xf32>
    %131 = stablehlo.constant dense<1.000000e-05> : tensor<f32>
    %132 = stablehlo.broadcast_in_dim %131, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %133 = stablehlo.add %running_var.bn8, %132 : tensor<32xf32>
    %134 = stablehlo.rsqrt %133 : tensor<32xf32>
    %135 = stablehlo.broadcast_in_dim %running_mean.bn8, dims = [1] : (tensor<32xf32>) -> tensor<8x32x4x4xf32>
    %136 = stablehlo.subtract %130, %135 : tensor<8x32x4x4xf32>
    %137 = stablehlo.multiply %theta.bn8.gamma, %134 : tensor<32xf32>
    %138 = stablehlo.broadcast_in_dim %137, dims = [1] : (tensor<32xf32>) -> tensor<8x32x4x4xf32>
    %139 = stablehlo.multiply %136, %138 : tensor<8x32x4x4xf32>
    %140 = stablehlo.broadcast_in_dim %theta.bn8.beta, dims = [1] : (tensor<32xf32>) -> tensor<8x32x4x4xf32>
    %141 = stablehlo.add %139, %140 : tensor<8x32x4x4xf32>
    %142 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %143 = stablehlo.broadcast_in_dim %142, dims = [] : (tensor<f32>) -> tensor<8x32x4x4xf32>
    %144 = stablehlo.maximum %141, %143 : tensor<8x32x4x4xf32>
    %145 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %146 = "stablehlo.reduce_window"(%144, %145) <{padding = dense<0> : tensor<4x2xi64>, window_dimensions = array<i64: 1, 1, 2, 2>, window_strides = array<i64: 1, 1, 2, 2>}> ({
    ^bb0(%arg61: tensor<f32>, %arg62: tensor<f32>):
      %147 = stablehlo.maximum %arg61, %arg62 : tensor<f32>
      stablehlo.return %147 : tensor<f32>
    }) : (tensor<8x32x4x4xf32>, tensor<f32>) -> tensor<8x32x2x2xf32>
    %148 = stablehlo.reshape %146 : (tensor<8x32x2x2xf32>) -> tensor<8x128xf32>
    %149 = stablehlo.dot_general %148, %theta.fc1.w, contracting_dims = [1] x [0] : (tensor<8x128xf32>, tensor<128x512xf32>) -> tensor<8x512xf32>
    %150 = stablehlo.broadcast_in_dim %theta.fc1.b, dims = [1] : (tensor<512xf32>) -> tensor<8x512xf32>
    %151 = stablehlo.add %149, %150 : tensor<8x512xf32>
    %152 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %153 = stablehlo.broadcast_in_dim %152, dims = [] : (tensor<f32>) -> tensor<8x512xf32>
    %154 = stablehlo.maximum %151, %153 : tensor<8x512xf32>
    %155 = stablehlo.dot_general %154, %theta.fc2.w, contracting_dims = [1] x [0] : (tensor<8x512xf32>, tensor<512x512xf32>) -> tensor<8x512xf32>
    %156 = stablehlo.broadcast_in_dim %theta.fc2.b, dims = [1] : (tensor<512xf32>) -> tensor<8x512xf32>
    %157 = stablehlo.add %155, %156 : tensor<8x512xf32>
    %158 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %159 = stablehlo.broadcast_in_dim %158, dims = [] : (tensor<f32>) -> tensor<8x512xf32>
    %160 = stablehlo.maximum %157, %159 : tensor<8x512xf32>
    %161 = stablehlo.dot_general %160, %theta.fc3.w, contracting_dims = [1] x [0] : (tensor<8x512xf32>, tensor<512x10xf32>) -> tensor<8x10xf32>
    %162 = stablehlo.broadcast_in_dim %theta.fc3.b, dims = [1] : (tensor<10xf32>) -> tensor<8x10xf32>
    %163 = stablehlo.add %161, %162 : tensor<8x10xf32>
    return %163 : tensor<8x10xf32>
  }
}
