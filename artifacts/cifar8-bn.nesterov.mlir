// ladder train step: net cifar8-bn (374010 parameters), batch 8, input NCHW f32 tensor<8x3x32x32xf32>
// optimizer nesterov: momentum = 0.9
// batchnorm: momentum = 0.1, epsilon = 1e-05, running variance unbiased
// loss: mean softmax cross-entropy over the batch
// signature: docs/TRAIN_STEP.md (output i pairs with input i + 1; the last output is the loss)
module @cifar8_bn {
  func.func public @cifar8_bn_nesterov_train_step(%x: tensor<8x3x32x32xf32>, %theta.conv1.w: tensor<16x3x3x3xf32>, %theta.conv1.b: tensor<16xf32>, %theta.bn1.gamma: tensor<16xf32>, %theta.bn1.beta: tensor<16xf32>, %theta.conv2.w: tensor<16x16x3x3xf32>, %theta.conv2.b: tensor<16xf32>, %theta.bn2.gamma: tensor<16xf32>, %theta.bn2.beta: tensor<16xf32>, %theta.conv3.w: tensor<16x16x3x3xf32>, %theta.conv3.b: tensor<16xf32>, %theta.bn3.gamma: tensor<16xf32>, %theta.bn3.beta: tensor<16xf32>, %theta.conv4.w: tensor<16x16x3x3xf32>, %theta.conv4.b: tensor<16xf32>, %theta.bn4.gamma: tensor<16xf32>, %theta.bn4.beta: tensor<16xf32>, %theta.conv5.w: tensor<32x16x3x3xf32>, %theta.conv5.b: tensor<32xf32>, %theta.bn5.gamma: tensor<32xf32>, %theta.bn5.beta: tensor<32xf32>, %theta.conv6.w: tensor<32x32x3x3xf32>, %theta.conv6.b: tensor<32xf32>, %theta.bn6.gamma: tensor<32xf32>, %theta.bn6.beta: tensor<32xf32>, %theta.conv7.w: tensor<32x32x3x3xf32>, %theta.conv7.b: tensor<32xf32>, %theta.bn7.gamma: tensor<32xf32>, %theta.bn7.beta: tensor<32xf32>, %theta.conv8.w: tensor<32x32x3x3xf32>, %theta.conv8.b: tensor<32xf32>, %theta.bn8.gamma: tensor<32xf32>, %theta.bn8.beta: tensor<32xf32>, %theta.fc1.w: tensor<128x512xf32>, %theta.fc1.b: tensor<512xf32>, %theta.fc2.w: tensor<512x512xf32>, %theta.fc2.b: tensor<512xf32>, %theta.fc3.w: tensor<512x10xf32>, %theta.fc3.b: tensor<10xf32>, %m.conv1.w: tensor<16x3x3x3xf32>, %m.conv1.b: tensor<16xf32>, %m.bn1.gamma: tensor<16xf32>, %m.bn1.beta: tensor<16xf32>, %m.conv2.w: tensor<16x16x3x3xf32>, %m.conv2.b: tensor<16xf32>, %m.bn2.gamma: tensor<16xf32>, %m.bn2.beta: tensor<16xf32>, %m.conv3.w: tensor<16x16x3x3xf32>, %m.conv3.b: tensor<16xf32>, %m.bn3.gamma: tensor<16xf32>, %m.bn3.beta: tensor<16xf32>, %m.conv4.w: tensor<16x16x3x3xf32>, %m.conv4.b: tensor<16xf32>, %m.bn4.gamma: tensor<16xf32>, %m.bn4.beta: tensor<16xf32>, %m.conv5.w: tensor<32x16x3x3xf32>, %m.conv5.b: tensor<32xf32>, %m.bn5.gamma: tensor<32xf32>, %m.bn5.beta: tensor<32xf32>, %m.conv6.w: tensor<32x32x3x3xf32>, %m.conv6.b: tensor<32xf32>, %m.bn6.gamma: tensor<32xf32>, %m.bn6.beta: tensor<32xf32>, %m.conv7.w: tensor<32x32x3x3xf32>, %m.conv7.b: tensor<32xf32>, %m.bn7.gamma: tensor<32xf32>, %m.bn7.beta: tensor<32xf32>, %m.conv8.w: tensor<32x32x3x3xf32>, %m.conv8.b: tensor<32xf32>, %m.bn8.gamma: tensor<32xf32>, %m.bn8.beta: tensor<32xf32>, %m.fc1.w: tensor<128x512xf32>, %m.fc1.b: tensor<512xf32>, %m.fc2.w: tensor<512x512xf32>, %m.fc2.b: tensor<512xf32>, %m.fc3.w: tensor<512x10xf32>, %m.fc3.b: tensor<10xf32>, %running_mean.bn1: tensor<16xf32>, %running_var.bn1: tensor<16xf32>, %running_mean.bn2: tensor<16xf32>, %running_var.bn2: tensor<16xf32>, %running_mean.bn3: tensor<16xf32>, %running_var.bn3: tensor<16xf32>, %running_mean.bn4: tensor<16xf32>, %running_var.bn4: tensor<16xf32>, %running_mean.bn5: tensor<32xf32>, %running_var.bn5: tensor<32xf32>, %running_mean.bn6: tensor<32xf32>, %running_var.bn6: tensor<32xf32>, %running_mean.bn7: tensor<32xf32>, %running_var.bn7: tensor<32xf32>, %running_mean.bn8: tensor<32xf32>, %running_var.bn8: tensor<32xf32>, %lr: tensor<f32>, %labels: tensor<8x10xf32>) -> (tensor<16x3x3x3xf32> {jax.result_info = "theta.conv1.w'"}, tensor<16xf32> {jax.result_info = "theta.conv1.b'"}, tensor<16xf32> {jax.result_info = "theta.bn1.gamma'"}, tensor<16xf32> {jax.result_info = "theta.bn1.beta'"}, tensor<16x16x3x3xf32> {jax.result_info = "theta.conv2.w'"}, tensor<16xf32> {jax.result_info = "theta.conv2.b'"}, tensor<16xf32> {jax.result_info = "theta.bn2.gamma'"}, tensor<16xf32> {jax.result_info = "theta.bn2.beta'"}, tensor<16x16x3x3xf32> {jax.result_info = "theta.conv3.w'"}, tensor<16xf32> {jax.result_info = "theta.conv3.b'"}, tensor<16xf32> {jax.result_info = "theta.bn3.gamma'"}, tensor<16xf32> {jax.result_info = "theta.bn3.beta'"}, tensor<16x16x3x3xf32> {jax.result_info = "theta.conv4.w'"}, tensor<16xf32> {jax.result_info = "theta.conv4.b'"}, tensor<16xf32> {jax.result_info = "theta.bn4.gamma'"}, tensor<16xf32> {jax.result_info = "theta.bn4.beta'"}, tensor<32x16x3x3xf32> {jax.result_info = "theta.conv5.w'"}, tensor<32xf32> {jax.result_info = "theta.conv5.b'"}, tensor<32xf32> {jax.result_info = "theta.bn5.gamma'"}, tensor<32xf32> {jax.result_info = "theta.bn5.beta'"}, tensor<32x32x3x3xf32> {jax.result_info = "theta.conv6.w'"}, tensor<32xf32> {jax.result_info = "theta.conv6.b'"}, tensor<32xf32> {jax.result_info = "theta.bn6.gamma'"}, tensor<32xf32> {jax.result_info = "theta.bn6.beta'"}, tensor<32x32x3x3xf32> {jax.result_info = "theta.conv7.w'"}, tensor<32xf32> {jax.result_info = "theta.conv7.b'"}, tensor<32xf32> {jax.result_info = "theta.bn7.gamma'"}, tensor<32xf32> {jax.result_info = "theta.bn7.beta'"}, tensor<32x32x3x3xf32> {jax.result_info = "theta.conv8.w'"}, tensor<32xf32> {jax.result_info = "theta.conv8.b'"}, tensor<32xf32> {jax.result_info = "theta.bn8.gamma'"}, tensor<32xf32> {jax.result_info = "theta.bn8.beta'"}, tensor<128x512xf32> {jax.result_info = "theta.fc1.w'"}, tensor<512xf32> {jax.result_info = "theta.fc1.b'"}, tensor<512x512xf32> {jax.result_info = "theta.fc2.w'"}, tensor<512xf32> {jax.result_info = "theta.fc2.b'"}, tensor<512x10xf32> {jax.result_info = "theta.fc3.w'"}, tensor<10xf32> {jax.result_info = "theta.fc3.b'"}, tensor<16x3x3x3xf32> {jax.result_info = "m.conv1.w'"}, tensor<16xf32> {jax.result_info = "m.conv1.b'"}, tensor<16xf32> {jax.result_info = "m.bn1.gamma'"}, tensor<16xf32> {jax.result_info = "m.bn1.beta'"}, tensor<16x16x3x3xf32> {jax.result_info = "m.conv2.w'"}, tensor<16xf32> {jax.result_info = "m.conv2.b'"}, tensor<16xf32> {jax.result_info = "m.bn2.gamma'"}, tensor<16xf32> {jax.result_info = "m.bn2.beta'"}, tensor<16x16x3x3xf32> {jax.result_info = "m.conv3.w'"}, tensor<16xf32> {jax.result_info = "m.conv3.b'"}, tensor<16xf32> {jax.result_info = "m.bn3.gamma'"}, tensor<16xf32> {jax.result_info = "m.bn3.beta'"}, tensor<16x16x3x3xf32> {jax.result_info = "m.conv4.w'"}, tensor<16xf32> {jax.result_info = "m.conv4.b'"}, tensor<16xf32> {jax.result_info = "m.bn4.gamma'"}, tensor<16xf32> {jax.result_info = "m.bn4.beta'"}, tensor<32x16x3x3xf32> {jax.result_info = "m.conv5.w'"}, tensor<32xf32> {jax.result_info = "m.conv5.b'"}, tensor<32xf32> {jax.result_info = "m.bn5.gamma'"}, tensor<32xf32> {jax.result_info = "m.bn5.beta'"}, tensor<32x32x3x3xf32> {jax.result_info = "m.conv6.w'"}, tensor<32xf32> {jax.result_info = "m.conv6.b'"}, tensor<32xf32> {jax.result_info = "m.bn6.gamma'"}, tensor<32xf32> {jax.result_info = "m.bn6.beta'"}, tensor<32x32x3x3xf32> {jax.result_info = "m.conv7.w'"}, tensor<32xf32> {jax.result_info = "m.conv7.b'"}, tensor<32xf32> {jax.result_info = "m.bn7.gamma'"}, tensor<32xf32> {jax.result_info = "m.bn7.beta'"}, tensor<32x32x3x3xf32> {jax.result_info = "m.conv8.w'"}, tensor<32xf32> {jax.result_info = "m.conv8.b'"}, tensor<32xf32> {jax.result_info = "m.bn8.gamma'"}, tensor<32xf32> {jax.result_info = "m.bn8.beta'"}, tensor<128x512xf32> {jax.result_info = "m.fc1.w'"}, tensor<512xf32> {jax.result_info = "m.fc1.b'"}, tensor<512x512xf32> {jax.result_info = "m.fc2.w'"}, tensor<512xf32> {jax.result_info = "m.fc2.b'"}, tensor<512x10xf32> {jax.result_info = "m.fc3.w'"}, tensor<10xf32> {jax.result_info = "m.fc3.b'"}, tensor<16xf32> {jax.result_info = "running_mean.bn1'"}, tensor<16xf32> {jax.result_info = "running_var.bn1'"}, tensor<16xf32> {jax.result_info = "running_mean.bn2'"}, tensor<16xf32> {jax.result_info = "running_var.bn2'"}, tensor<16xf32> {jax.result_info = "running_mean.bn3'"}, tensor<16xf32> {jax.result_info = "running_var.bn3'"}, tensor<16xf32> {jax.result_info = "running_mean.bn4'"}, tensor<16xf32> {jax.result_info = "running_var.bn4'"}, tensor<32xf32> {jax.result_info = "running_mean.bn5'"}, tensor<32xf32> {jax.result_info = "running_var.bn5'"}, tensor<32xf32> {jax.result_info = "running_mean.bn6'"}, tensor<32xf32> {jax.result_info = "running_var.bn6'"}, tensor<32xf32> {jax.result_info = "running_mean.bn7'"}, tensor<32xf32> {jax.result_info = "running_var.bn7'"}, tensor<32xf32> {jax.result_info = "running_mean.bn8'"}, tensor<32xf32> {jax.result_info = "running_var.bn8'"}, tensor<f32> {jax.result_info = "loss"}) {
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
    ^bb0(%arg95: tensor<f32>, %arg96: tensor<f32>):
      %96 = stablehlo.maximum %arg95, %arg96 : tensor<f32>
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
    ^bb0(%arg97: tensor<f32>, %arg98: tensor<f32>):
      %193 = stablehlo.maximum %arg97, %arg98 : tensor<f32>
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
    ^bb0(%arg99: tensor<f32>, %arg100: tensor<f32>):
      %290 = stablehlo.maximum %arg99, %arg100 : tensor<f32>
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
    ^bb0(%arg101: tensor<f32>, %arg102: tensor<f32>):
      %387 = stablehlo.maximum %arg101, %arg102 : tensor<f32>
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
    ^bb0(%arg103: tensor<f32>, %arg104: tensor<f32>):
      %472 = stablehlo.compare  GE, %arg103, %arg104,  FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      stablehlo.return %472 : tensor<i1>
    }, {
    ^bb0(%arg105: tensor<f32>, %arg106: tensor<f32>):
      %473 = stablehlo.add %arg105, %arg106 : tensor<f32>
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
    ^bb0(%arg107: tensor<f32>, %arg108: tensor<f32>):
      %552 = stablehlo.compare  GE, %arg107, %arg108,  FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      stablehlo.return %552 : tensor<i1>
    }, {
    ^bb0(%arg109: tensor<f32>, %arg110: tensor<f32>):
      %553 = stablehlo.add %arg109, %arg110 : tensor<f32>
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
    ^bb0(%arg111: tensor<f32>, %arg112: tensor<f32>):
      %632 = stablehlo.compare  GE, %arg111, %arg112,  FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      stablehlo.return %632 : tensor<i1>
    }, {
    ^bb0(%arg113: tensor<f32>, %arg114: tensor<f32>):
      %633 = stablehlo.add %arg113, %arg114 : tensor<f32>
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
    ^bb0(%arg115: tensor<f32>, %arg116: tensor<f32>):
      %712 = stablehlo.compare  GE, %arg115, %arg116,  FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      stablehlo.return %712 : tensor<i1>
    }, {
    ^bb0(%arg117: tensor<f32>, %arg118: tensor<f32>):
      %713 = stablehlo.add %arg117, %arg118 : tensor<f32>
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
    %789 = stablehlo.constant dense<9.000000e-01> : tensor<f32>
    %790 = stablehlo.broadcast_in_dim %789, dims = [] : (tensor<f32>) -> tensor<16x3x3x3xf32>
    %791 = stablehlo.multiply %m.conv1.w, %790 : tensor<16x3x3x3xf32>
    %792 = stablehlo.add %791, %787 : tensor<16x3x3x3xf32>
    %793 = stablehlo.constant dense<9.000000e-01> : tensor<f32>
    %794 = stablehlo.broadcast_in_dim %793, dims = [] : (tensor<f32>) -> tensor<16x3x3x3xf32>
    %795 = stablehlo.multiply %792, %794 : tensor<16x3x3x3xf32>
    %796 = stablehlo.add %787, %795 : tensor<16x3x3x3xf32>
    %797 = stablehlo.multiply %788, %796 : tensor<16x3x3x3xf32>
    %798 = stablehlo.subtract %theta.conv1.w, %797 : tensor<16x3x3x3xf32>
    %799 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %800 = stablehlo.constant dense<9.000000e-01> : tensor<f32>
    %801 = stablehlo.broadcast_in_dim %800, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %802 = stablehlo.multiply %m.conv1.b, %801 : tensor<16xf32>
    %803 = stablehlo.add %802, %786 : tensor<16xf32>
    %804 = stablehlo.constant dense<9.000000e-01> : tensor<f32>
    %805 = stablehlo.broadcast_in_dim %804, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %806 = stablehlo.multiply %803, %805 : tensor<16xf32>
    %807 = stablehlo.add %786, %806 : tensor<16xf32>
    %808 = stablehlo.multiply %799, %807 : tensor<16xf32>
    %809 = stablehlo.subtract %theta.conv1.b, %808 : tensor<16xf32>
    %810 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %811 = stablehlo.constant dense<9.000000e-01> : tensor<f32>
    %812 = stablehlo.broadcast_in_dim %811, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %813 = stablehlo.multiply %m.bn1.gamma, %812 : tensor<16xf32>
    %814 = stablehlo.add %813, %762 : tensor<16xf32>
    %815 = stablehlo.constant dense<9.000000e-01> : tensor<f32>
    %816 = stablehlo.broadcast_in_dim %815, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %817 = stablehlo.multiply %814, %816 : tensor<16xf32>
    %818 = stablehlo.add %762, %817 : tensor<16xf32>
    %819 = stablehlo.multiply %810, %818 : tensor<16xf32>
    %820 = stablehlo.subtract %theta.bn1.gamma, %819 : tensor<16xf32>
    %821 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %822 = stablehlo.constant dense<9.000000e-01> : tensor<f32>
    %823 = stablehlo.broadcast_in_dim %822, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %824 = stablehlo.multiply %m.bn1.beta, %823 : tensor<16xf32>
    %825 = stablehlo.add %824, %757 : tensor<16xf32>
    %826 = stablehlo.constant dense<9.000000e-01> : tensor<f32>
    %827 = stablehlo.broadcast_in_dim %826, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %828 = stablehlo.multiply %825, %827 : tensor<16xf32>
    %829 = stablehlo.add %757, %828 : tensor<16xf32>
    %830 = stablehlo.multiply %821, %829 : tensor<16xf32>
    %831 = stablehlo.subtract %theta.bn1.beta, %830 : tensor<16xf32>
    %832 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<16x16x3x3xf32>
    %833 = stablehlo.constant dense<9.000000e-01> : tensor<f32>
    %834 = stablehlo.broadcast_in_dim %833, dims = [] : (tensor<f32>) -> tensor<16x16x3x3xf32>
    %835 = stablehlo.multiply %m.conv2.w, %834 : tensor<16x16x3x3xf32>
    %836 = stablehlo.add %835, %751 : tensor<16x16x3x3xf32>
    %837 = stablehlo.constant dense<9.000000e-01> : tensor<f32>
    %838 = stablehlo.broadcast_in_dim %837, dims = [] : (tensor<f32>) -> tensor<16x16x3x3xf32>
    %839 = stablehlo.multiply %836, %838 : tensor<16x16x3x3xf32>
    %840 = stablehlo.add %751, %839 : tensor<16x16x3x3xf32>
    %841 = stablehlo.multiply %832, %840 : tensor<16x16x3x3xf32>
    %842 = stablehlo.subtract %theta.conv2.w, %841 : tensor<16x16x3x3xf32>
    %843 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %844 = stablehlo.constant dense<9.000000e-01> : tensor<f32>
    %845 = stablehlo.broadcast_in_dim %844, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %846 = stablehlo.multiply %m.conv2.b, %845 : tensor<16xf32>
    %847 = stablehlo.add %846, %748 : tensor<16xf32>
    %848 = stablehlo.constant dense<9.000000e-01> : tensor<f32>
    %849 = stablehlo.broadcast_in_dim %848, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %850 = stablehlo.multiply %847, %849 : tensor<16xf32>
    %851 = stablehlo.add %748, %850 : tensor<16xf32>
    %852 = stablehlo.multiply %843, %851 : tensor<16xf32>
    %853 = stablehlo.subtract %theta.conv2.b, %852 : tensor<16xf32>
    %854 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %855 = stablehlo.constant dense<9.000000e-01> : tensor<f32>
    %856 = stablehlo.broadcast_in_dim %855, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %857 = stablehlo.multiply %m.bn2.gamma, %856 : tensor<16xf32>
    %858 = stablehlo.add %857, %724 : tensor<16xf32>
    %859 = stablehlo.constant dense<9.000000e-01> : tensor<f32>
    %860 = stablehlo.broadcast_in_dim %859, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %861 = stablehlo.multiply %858, %860 : tensor<16xf32>
    %862 = stablehlo.add %724, %861 : tensor<16xf32>
    %863 = stablehlo.multiply %854, %862 : tensor<16xf32>
    %864 = stablehlo.subtract %theta.bn2.gamma, %863 : tensor<16xf32>
    %865 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %866 = stablehlo.constant dense<9.000000e-01> : tensor<f32>
    %867 = stablehlo.broadcast_in_dim %866, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %868 = stablehlo.multiply %m.bn2.beta, %867 : tensor<16xf32>
    %869 = stablehlo.add %868, %719 : tensor<16xf32>
    %870 = stablehlo.constant dense<9.000000e-01> : tensor<f32>
    %871 = stablehlo.broadcast_in_dim %870, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %872 = stablehlo.multiply %869, %871 : tensor<16xf32>
    %873 = stablehlo.add %719, %872 : tensor<16xf32>
    %874 = stablehlo.multiply %865, %873 : tensor<16xf32>
    %875 = stablehlo.subtract %theta.bn2.beta, %874 : tensor<16xf32>
    %876 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<16x16x3x3xf32>
    %877 = stablehlo.constant dense<9.000000e-01> : tensor<f32>
    %878 = stablehlo.broadcast_in_dim %877, dims = [] : (tensor<f32>) -> tensor<16x16x3x3xf32>
    %879 = stablehlo.multiply %m.conv3.w, %878 : tensor<16x16x3x3xf32>
    %880 = stablehlo.add %879, %709 : tensor<16x16x3x3xf32>
    %881 = stablehlo.constant dense<9.000000e-01> : tensor<f32>
    %882 = stablehlo.broadcast_in_dim %881, dims = [] : (tensor<f32>) -> tensor<16x16x3x3xf32>
    %883 = stablehlo.multiply %880, %882 : tensor<16x16x3x3xf32>
    %884 = stablehlo.add %709, %883 : tensor<16x16x3x3xf32>
    %885 = stablehlo.multiply %876, %884 : tensor<16x16x3x3xf32>
    %886 = stablehlo.subtract %theta.conv3.w, %885 : tensor<16x16x3x3xf32>
    %887 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %888 = stablehlo.constant dense<9.000000e-01> : tensor<f32>
    %889 = stablehlo.broadcast_in_dim %888, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %890 = stablehlo.multiply %m.conv3.b, %889 : tensor<16xf32>
    %891 = stablehlo.add %890, %706 : tensor<16xf32>
    %892 = stablehlo.constant dense<9.000000e-01> : tensor<f32>
    %893 = stablehlo.broadcast_in_dim %892, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %894 = stablehlo.multiply %891, %893 : tensor<16xf32>
    %895 = stablehlo.add %706, %894 : tensor<16xf32>
    %896 = stablehlo.multiply %887, %895 : tensor<16xf32>
    %897 = stablehlo.subtract %theta.conv3.b, %896 : tensor<16xf32>
    %898 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %899 = stablehlo.constant dense<9.000000e-01> : tensor<f32>
    %900 = stablehlo.broadcast_in_dim %899, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %901 = stablehlo.multiply %m.bn3.gamma, %900 : tensor<16xf32>
    %902 = stablehlo.add %901, %682 : tensor<16xf32>
    %903 = stablehlo.constant dense<9.000000e-01> : tensor<f32>
    %904 = stablehlo.broadcast_in_dim %903, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %905 = stablehlo.multiply %902, %904 : tensor<16xf32>
    %906 = stablehlo.add %682, %905 : tensor<16xf32>
    %907 = stablehlo.multiply %898, %906 : tensor<16xf32>
    %908 = stablehlo.subtract %theta.bn3.gamma, %907 : tensor<16xf32>
    %909 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %910 = stablehlo.constant dense<9.000000e-01> : tensor<f32>
    %911 = stablehlo.broadcast_in_dim %910, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %912 = stablehlo.multiply %m.bn3.beta, %911 : tensor<16xf32>
    %913 = stablehlo.add %912, %677 : tensor<16xf32>
    %914 = stablehlo.constant dense<9.000000e-01> : tensor<f32>
    %915 = stablehlo.broadcast_in_dim %914, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %916 = stablehlo.multiply %913, %915 : tensor<16xf32>
    %917 = stablehlo.add %677, %916 : tensor<16xf32>
    %918 = stablehlo.multiply %909, %917 : tensor<16xf32>
    %919 = stablehlo.subtract %theta.bn3.beta, %918 : tensor<16xf32>
    %920 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<16x16x3x3xf32>
    %921 = stablehlo.constant dense<9.000000e-01> : tensor<f32>
    %922 = stablehlo.broadcast_in_dim %921, dims = [] : (tensor<f32>) -> tensor<16x16x3x3xf32>
    %923 = stablehlo.multiply %m.conv4.w, %922 : tensor<16x16x3x3xf32>
    %924 = stablehlo.add %923, %671 : tensor<16x16x3x3xf32>
    %925 = stablehlo.constant dense<9.000000e-01> : tensor<f32>
    %926 = stablehlo.broadcast_in_dim %925, dims = [] : (tensor<f32>) -> tensor<16x16x3x3xf32>
    %927 = stablehlo.multiply %924, %926 : tensor<16x16x3x3xf32>
    %928 = stablehlo.add %671, %927 : tensor<16x16x3x3xf32>
    %929 = stablehlo.multiply %920, %928 : tensor<16x16x3x3xf32>
    %930 = stablehlo.subtract %theta.conv4.w, %929 : tensor<16x16x3x3xf32>
    %931 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %932 = stablehlo.constant dense<9.000000e-01> : tensor<f32>
    %933 = stablehlo.broadcast_in_dim %932, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %934 = stablehlo.multiply %m.conv4.b, %933 : tensor<16xf32>
    %935 = stablehlo.add %934, %668 : tensor<16xf32>
    %936 = stablehlo.constant dense<9.000000e-01> : tensor<f32>
    %937 = stablehlo.broadcast_in_dim %936, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %938 = stablehlo.multiply %935, %937 : tensor<16xf32>
    %939 = stablehlo.add %668, %938 : tensor<16xf32>
    %940 = stablehlo.multiply %931, %939 : tensor<16xf32>
    %941 = stablehlo.subtract %theta.conv4.b, %940 : tensor<16xf32>
    %942 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %943 = stablehlo.constant dense<9.000000e-01> : tensor<f32>
    %944 = stablehlo.broadcast_in_dim %943, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %945 = stablehlo.multiply %m.bn4.gamma, %944 : tensor<16xf32>
    %946 = stablehlo.add %945, %644 : tensor<16xf32>
    %947 = stablehlo.constant dense<9.000000e-01> : tensor<f32>
    %948 = stablehlo.broadcast_in_dim %947, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %949 = stablehlo.multiply %946, %948 : tensor<16xf32>
    %950 = stablehlo.add %644, %949 : tensor<16xf32>
    %951 = stablehlo.multiply %942, %950 : tensor<16xf32>
    %952 = stablehlo.subtract %theta.bn4.gamma, %951 : tensor<16xf32>
    %953 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %954 = stablehlo.constant dense<9.000000e-01> : tensor<f32>
    %955 = stablehlo.broadcast_in_dim %954, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %956 = stablehlo.multiply %m.bn4.beta, %955 : tensor<16xf32>
    %957 = stablehlo.add %956, %639 : tensor<16xf32>
    %958 = stablehlo.constant dense<9.000000e-01> : tensor<f32>
    %959 = stablehlo.broadcast_in_dim %958, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %960 = stablehlo.multiply %957, %959 : tensor<16xf32>
    %961 = stablehlo.add %639, %960 : tensor<16xf32>
    %962 = stablehlo.multiply %953, %961 : tensor<16xf32>
    %963 = stablehlo.subtract %theta.bn4.beta, %962 : tensor<16xf32>
    %964 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<32x16x3x3xf32>
    %965 = stablehlo.constant dense<9.000000e-01> : tensor<f32>
    %966 = stablehlo.broadcast_in_dim %965, dims = [] : (tensor<f32>) -> tensor<32x16x3x3xf32>
    %967 = stablehlo.multiply %m.conv5.w, %966 : tensor<32x16x3x3xf32>
    %968 = stablehlo.add %967, %629 : tensor<32x16x3x3xf32>
    %969 = stablehlo.constant dense<9.000000e-01> : tensor<f32>
    %970 = stablehlo.broadcast_in_dim %969, dims = [] : (tensor<f32>) -> tensor<32x16x3x3xf32>
    %971 = stablehlo.multiply %968, %970 : tensor<32x16x3x3xf32>
    %972 = stablehlo.add %629, %971 : tensor<32x16x3x3xf32>
    %973 = stablehlo.multiply %964, %972 : tensor<32x16x3x3xf32>
    %974 = stablehlo.subtract %theta.conv5.w, %973 : tensor<32x16x3x3xf32>
    %975 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %976 = stablehlo.constant dense<9.000000e-01> : tensor<f32>
    %977 = stablehlo.broadcast_in_dim %976, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %978 = stablehlo.multiply %m.conv5.b, %977 : tensor<32xf32>
    %979 = stablehlo.add %978, %626 : tensor<32xf32>
    %980 = stablehlo.constant dense<9.000000e-01> : tensor<f32>
    %981 = stablehlo.broadcast_in_dim %980, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %982 = stablehlo.multiply %979, %981 : tensor<32xf32>
    %983 = stablehlo.add %626, %982 : tensor<32xf32>
    %984 = stablehlo.multiply %975, %983 : tensor<32xf32>
    %985 = stablehlo.subtract %theta.conv5.b, %984 : tensor<32xf32>
    %986 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %987 = stablehlo.constant dense<9.000000e-01> : tensor<f32>
    %988 = stablehlo.broadcast_in_dim %987, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %989 = stablehlo.multiply %m.bn5.gamma, %988 : tensor<32xf32>
    %990 = stablehlo.add %989, %602 : tensor<32xf32>
    %991 = stablehlo.constant dense<9.000000e-01> : tensor<f32>
    %992 = stablehlo.broadcast_in_dim %991, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %993 = stablehlo.multiply %990, %992 : tensor<32xf32>
    %994 = stablehlo.add %602, %993 : tensor<32xf32>
    %995 = stablehlo.multiply %986, %994 : tensor<32xf32>
    %996 = stablehlo.subtract %theta.bn5.gamma, %995 : tensor<32xf32>
    %997 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %998 = stablehlo.constant dense<9.000000e-01> : tensor<f32>
    %999 = stablehlo.broadcast_in_dim %998, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1000 = stablehlo.multiply %m.bn5.beta, %999 : tensor<32xf32>
    %1001 = stablehlo.add %1000, %597 : tensor<32xf32>
    %1002 = stablehlo.constant dense<9.000000e-01> : tensor<f32>
    %1003 = stablehlo.broadcast_in_dim %1002, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1004 = stablehlo.multiply %1001, %1003 : tensor<32xf32>
    %1005 = stablehlo.add %597, %1004 : tensor<32xf32>
    %1006 = stablehlo.multiply %997, %1005 : tensor<32xf32>
    %1007 = stablehlo.subtract %theta.bn5.beta, %1006 : tensor<32xf32>
    %1008 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<32x32x3x3xf32>
    %1009 = stablehlo.constant dense<9.000000e-01> : tensor<f32>
    %1010 = stablehlo.broadcast_in_dim %1009, dims = [] : (tensor<f32>) -> tensor<32x32x3x3xf32>
    %1011 = stablehlo.multiply %m.conv6.w, %1010 : tensor<32x32x3x3xf32>
    %1012 = stablehlo.add %1011, %591 : tensor<32x32x3x3xf32>
    %1013 = stablehlo.constant dense<9.000000e-01> : tensor<f32>
    %1014 = stablehlo.broadcast_in_dim %1013, dims = [] : (tensor<f32>) -> tensor<32x32x3x3xf32>
    %1015 = stablehlo.multiply %1012, %1014 : tensor<32x32x3x3xf32>
    %1016 = stablehlo.add %591, %1015 : tensor<32x32x3x3xf32>
    %1017 = stablehlo.multiply %1008, %1016 : tensor<32x32x3x3xf32>
    %1018 = stablehlo.subtract %theta.conv6.w, %1017 : tensor<32x32x3x3xf32>
    %1019 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1020 = stablehlo.constant dense<9.000000e-01> : tensor<f32>
    %1021 = stablehlo.broadcast_in_dim %1020, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1022 = stablehlo.multiply %m.conv6.b, %1021 : tensor<32xf32>
    %1023 = stablehlo.add %1022, %588 : tensor<32xf32>
    %1024 = stablehlo.constant dense<9.000000e-01> : tensor<f32>
    %1025 = stablehlo.broadcast_in_dim %1024, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1026 = stablehlo.multiply %1023, %1025 : tensor<32xf32>
    %1027 = stablehlo.add %588, %1026 : tensor<32xf32>
    %1028 = stablehlo.multiply %1019, %1027 : tensor<32xf32>
    %1029 = stablehlo.subtract %theta.conv6.b, %1028 : tensor<32xf32>
    %1030 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1031 = stablehlo.constant dense<9.000000e-01> : tensor<f32>
    %1032 = stablehlo.broadcast_in_dim %1031, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1033 = stablehlo.multiply %m.bn6.gamma, %1032 : tensor<32xf32>
    %1034 = stablehlo.add %1033, %564 : tensor<32xf32>
    %1035 = stablehlo.constant dense<9.000000e-01> : tensor<f32>
    %1036 = stablehlo.broadcast_in_dim %1035, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1037 = stablehlo.multiply %1034, %1036 : tensor<32xf32>
    %1038 = stablehlo.add %564, %1037 : tensor<32xf32>
    %1039 = stablehlo.multiply %1030, %1038 : tensor<32xf32>
    %1040 = stablehlo.subtract %theta.bn6.gamma, %1039 : tensor<32xf32>
    %1041 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1042 = stablehlo.constant dense<9.000000e-01> : tensor<f32>
    %1043 = stablehlo.broadcast_in_dim %1042, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1044 = stablehlo.multiply %m.bn6.beta, %1043 : tensor<32xf32>
    %1045 = stablehlo.add %1044, %559 : tensor<32xf32>
    %1046 = stablehlo.constant dense<9.000000e-01> : tensor<f32>
    %1047 = stablehlo.broadcast_in_dim %1046, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1048 = stablehlo.multiply %1045, %1047 : tensor<32xf32>
    %1049 = stablehlo.add %559, %1048 : tensor<32xf32>
    %1050 = stablehlo.multiply %1041, %1049 : tensor<32xf32>
    %1051 = stablehlo.subtract %theta.bn6.beta, %1050 : tensor<32xf32>
    %1052 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<32x32x3x3xf32>
    %1053 = stablehlo.constant dense<9.000000e-01> : tensor<f32>
    %1054 = stablehlo.broadcast_in_dim %1053, dims = [] : (tensor<f32>) -> tensor<32x32x3x3xf32>
    %1055 = stablehlo.multiply %m.conv7.w, %1054 : tensor<32x32x3x3xf32>
    %1056 = stablehlo.add %1055, %549 : tensor<32x32x3x3xf32>
    %1057 = stablehlo.constant dense<9.000000e-01> : tensor<f32>
    %1058 = stablehlo.broadcast_in_dim %1057, dims = [] : (tensor<f32>) -> tensor<32x32x3x3xf32>
    %1059 = stablehlo.multiply %1056, %1058 : tensor<32x32x3x3xf32>
    %1060 = stablehlo.add %549, %1059 : tensor<32x32x3x3xf32>
    %1061 = stablehlo.multiply %1052, %1060 : tensor<32x32x3x3xf32>
    %1062 = stablehlo.subtract %theta.conv7.w, %1061 : tensor<32x32x3x3xf32>
    %1063 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1064 = stablehlo.constant dense<9.000000e-01> : tensor<f32>
    %1065 = stablehlo.broadcast_in_dim %1064, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1066 = stablehlo.multiply %m.conv7.b, %1065 : tensor<32xf32>
    %1067 = stablehlo.add %1066, %546 : tensor<32xf32>
    %1068 = stablehlo.constant dense<9.000000e-01> : tensor<f32>
    %1069 = stablehlo.broadcast_in_dim %1068, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1070 = stablehlo.multiply %1067, %1069 : tensor<32xf32>
    %1071 = stablehlo.add %546, %1070 : tensor<32xf32>
    %1072 = stablehlo.multiply %1063, %1071 : tensor<32xf32>
    %1073 = stablehlo.subtract %theta.conv7.b, %1072 : tensor<32xf32>
    %1074 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1075 = stablehlo.constant dense<9.000000e-01> : tensor<f32>
    %1076 = stablehlo.broadcast_in_dim %1075, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1077 = stablehlo.multiply %m.bn7.gamma, %1076 : tensor<32xf32>
    %1078 = stablehlo.add %1077, %522 : tensor<32xf32>
    %1079 = stablehlo.constant dense<9.000000e-01> : tensor<f32>
    %1080 = stablehlo.broadcast_in_dim %1079, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1081 = stablehlo.multiply %1078, %1080 : tensor<32xf32>
    %1082 = stablehlo.add %522, %1081 : tensor<32xf32>
    %1083 = stablehlo.multiply %1074, %1082 : tensor<32xf32>
    %1084 = stablehlo.subtract %theta.bn7.gamma, %1083 : tensor<32xf32>
    %1085 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1086 = stablehlo.constant dense<9.000000e-01> : tensor<f32>
    %1087 = stablehlo.broadcast_in_dim %1086, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1088 = stablehlo.multiply %m.bn7.beta, %1087 : tensor<32xf32>
    %1089 = stablehlo.add %1088, %517 : tensor<32xf32>
    %1090 = stablehlo.constant dense<9.000000e-01> : tensor<f32>
    %1091 = stablehlo.broadcast_in_dim %1090, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1092 = stablehlo.multiply %1089, %1091 : tensor<32xf32>
    %1093 = stablehlo.add %517, %1092 : tensor<32xf32>
    %1094 = stablehlo.multiply %1085, %1093 : tensor<32xf32>
    %1095 = stablehlo.subtract %theta.bn7.beta, %1094 : tensor<32xf32>
    %1096 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<32x32x3x3xf32>
    %1097 = stablehlo.constant dense<9.000000e-01> : tensor<f32>
    %1098 = stablehlo.broadcast_in_dim %1097, dims = [] : (tensor<f32>) -> tensor<32x32x3x3xf32>
    %1099 = stablehlo.multiply %m.conv8.w, %1098 : tensor<32x32x3x3xf32>
    %1100 = stablehlo.add %1099, %511 : tensor<32x32x3x3xf32>
    %1101 = stablehlo.constant dense<9.000000e-01> : tensor<f32>
    %1102 = stablehlo.broadcast_in_dim %1101, dims = [] : (tensor<f32>) -> tensor<32x32x3x3xf32>
    %1103 = stablehlo.multiply %1100, %1102 : tensor<32x32x3x3xf32>
    %1104 = stablehlo.add %511, %1103 : tensor<32x32x3x3xf32>
    %1105 = stablehlo.multiply %1096, %1104 : tensor<32x32x3x3xf32>
    %1106 = stablehlo.subtract %theta.conv8.w, %1105 : tensor<32x32x3x3xf32>
    %1107 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1108 = stablehlo.constant dense<9.000000e-01> : tensor<f32>
    %1109 = stablehlo.broadcast_in_dim %1108, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1110 = stablehlo.multiply %m.conv8.b, %1109 : tensor<32xf32>
    %1111 = stablehlo.add %1110, %508 : tensor<32xf32>
    %1112 = stablehlo.constant dense<9.000000e-01> : tensor<f32>
    %1113 = stablehlo.broadcast_in_dim %1112, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1114 = stablehlo.multiply %1111, %1113 : tensor<32xf32>
    %1115 = stablehlo.add %508, %1114 : tensor<32xf32>
    %1116 = stablehlo.multiply %1107, %1115 : tensor<32xf32>
    %1117 = stablehlo.subtract %theta.conv8.b, %1116 : tensor<32xf32>
    %1118 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1119 = stablehlo.constant dense<9.000000e-01> : tensor<f32>
    %1120 = stablehlo.broadcast_in_dim %1119, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1121 = stablehlo.multiply %m.bn8.gamma, %1120 : tensor<32xf32>
    %1122 = stablehlo.add %1121, %484 : tensor<32xf32>
    %1123 = stablehlo.constant dense<9.000000e-01> : tensor<f32>
    %1124 = stablehlo.broadcast_in_dim %1123, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1125 = stablehlo.multiply %1122, %1124 : tensor<32xf32>
    %1126 = stablehlo.add %484, %1125 : tensor<32xf32>
    %1127 = stablehlo.multiply %1118, %1126 : tensor<32xf32>
    %1128 = stablehlo.subtract %theta.bn8.gamma, %1127 : tensor<32xf32>
    %1129 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1130 = stablehlo.constant dense<9.000000e-01> : tensor<f32>
    %1131 = stablehlo.broadcast_in_dim %1130, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1132 = stablehlo.multiply %m.bn8.beta, %1131 : tensor<32xf32>
    %1133 = stablehlo.add %1132, %479 : tensor<32xf32>
    %1134 = stablehlo.constant dense<9.000000e-01> : tensor<f32>
    %1135 = stablehlo.broadcast_in_dim %1134, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1136 = stablehlo.multiply %1133, %1135 : tensor<32xf32>
    %1137 = stablehlo.add %479, %1136 : tensor<32xf32>
    %1138 = stablehlo.multiply %1129, %1137 : tensor<32xf32>
    %1139 = stablehlo.subtract %theta.bn8.beta, %1138 : tensor<32xf32>
    %1140 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<128x512xf32>
    %1141 = stablehlo.constant dense<9.000000e-01> : tensor<f32>
    %1142 = stablehlo.broadcast_in_dim %1141, dims = [] : (tensor<f32>) -> tensor<128x512xf32>
    %1143 = stablehlo.multiply %m.fc1.w, %1142 : tensor<128x512xf32>
    %1144 = stablehlo.add %1143, %468 : tensor<128x512xf32>
    %1145 = stablehlo.constant dense<9.000000e-01> : tensor<f32>
    %1146 = stablehlo.broadcast_in_dim %1145, dims = [] : (tensor<f32>) -> tensor<128x512xf32>
    %1147 = stablehlo.multiply %1144, %1146 : tensor<128x512xf32>
    %1148 = stablehlo.add %468, %1147 : tensor<128x512xf32>
    %1149 = stablehlo.multiply %1140, %1148 : tensor<128x512xf32>
    %1150 = stablehlo.subtract %theta.fc1.w, %1149 : tensor<128x512xf32>
    %1151 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %1152 = stablehlo.constant dense<9.000000e-01> : tensor<f32>
    %1153 = stablehlo.broadcast_in_dim %1152, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %1154 = stablehlo.multiply %m.fc1.b, %1153 : tensor<512xf32>
    %1155 = stablehlo.add %1154, %466 : tensor<512xf32>
    %1156 = stablehlo.constant dense<9.000000e-01> : tensor<f32>
    %1157 = stablehlo.broadcast_in_dim %1156, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %1158 = stablehlo.multiply %1155, %1157 : tensor<512xf32>
    %1159 = stablehlo.add %466, %1158 : tensor<512xf32>
    %1160 = stablehlo.multiply %1151, %1159 : tensor<512xf32>
    %1161 = stablehlo.subtract %theta.fc1.b, %1160 : tensor<512xf32>
    %1162 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<512x512xf32>
    %1163 = stablehlo.constant dense<9.000000e-01> : tensor<f32>
    %1164 = stablehlo.broadcast_in_dim %1163, dims = [] : (tensor<f32>) -> tensor<512x512xf32>
    %1165 = stablehlo.multiply %m.fc2.w, %1164 : tensor<512x512xf32>
    %1166 = stablehlo.add %1165, %460 : tensor<512x512xf32>
    %1167 = stablehlo.constant dense<9.000000e-01> : tensor<f32>
    %1168 = stablehlo.broadcast_in_dim %1167, dims = [] : (tensor<f32>) -> tensor<512x512xf32>
    %1169 = stablehlo.multiply %1166, %1168 : tensor<512x512xf32>
    %1170 = stablehlo.add %460, %1169 : tensor<512x512xf32>
    %1171 = stablehlo.multiply %1162, %1170 : tensor<512x512xf32>
    %1172 = stablehlo.subtract %theta.fc2.w, %1171 : tensor<512x512xf32>
    %1173 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %1174 = stablehlo.constant dense<9.000000e-01> : tensor<f32>
    %1175 = stablehlo.broadcast_in_dim %1174, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %1176 = stablehlo.multiply %m.fc2.b, %1175 : tensor<512xf32>
    %1177 = stablehlo.add %1176, %458 : tensor<512xf32>
    %1178 = stablehlo.constant dense<9.000000e-01> : tensor<f32>
    %1179 = stablehlo.broadcast_in_dim %1178, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %1180 = stablehlo.multiply %1177, %1179 : tensor<512xf32>
    %1181 = stablehlo.add %458, %1180 : tensor<512xf32>
    %1182 = stablehlo.multiply %1173, %1181 : tensor<512xf32>
    %1183 = stablehlo.subtract %theta.fc2.b, %1182 : tensor<512xf32>
    %1184 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<512x10xf32>
    %1185 = stablehlo.constant dense<9.000000e-01> : tensor<f32>
    %1186 = stablehlo.broadcast_in_dim %1185, dims = [] : (tensor<f32>) -> tensor<512x10xf32>
    %1187 = stablehlo.multiply %m.fc3.w, %1186 : tensor<512x10xf32>
    %1188 = stablehlo.add %1187, %452 : tensor<512x10xf32>
    %1189 = stablehlo.constant dense<9.000000e-01> : tensor<f32>
    %1190 = stablehlo.broadcast_in_dim %1189, dims = [] : (tensor<f32>) -> tensor<512x10xf32>
    %1191 = stablehlo.multiply %1188, %1190 : tensor<512x10xf32>
    %1192 = stablehlo.add %452, %1191 : tensor<512x10xf32>
    %1193 = stablehlo.multiply %1184, %1192 : tensor<512x10xf32>
    %1194 = stablehlo.subtract %theta.fc3.w, %1193 : tensor<512x10xf32>
    %1195 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %1196 = stablehlo.constant dense<9.000000e-01> : tensor<f32>
    %1197 = stablehlo.broadcast_in_dim %1196, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %1198 = stablehlo.multiply %m.fc3.b, %1197 : tensor<10xf32>
    %1199 = stablehlo.add %1198, %450 : tensor<10xf32>
    %1200 = stablehlo.constant dense<9.000000e-01> : tensor<f32>
    %1201 = stablehlo.broadcast_in_dim %1200, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %1202 = stablehlo.multiply %1199, %1201 : tensor<10xf32>
    %1203 = stablehlo.add %450, %1202 : tensor<10xf32>
    %1204 = stablehlo.multiply %1195, %1203 : tensor<10xf32>
    %1205 = stablehlo.subtract %theta.fc3.b, %1204 : tensor<10xf32>
    return %798, %809, %820, %831, %842, %853, %864, %875, %886, %897, %908, %919, %930, %941, %952, %963, %974, %985, %996, %1007, %1018, %1029, %1040, %1051, %1062, %1073, %1084, %1095, %1106, %1117, %1128, %1139, %1150, %1161, %1172, %1183, %1194, %1205, %792, %803, %814, %825, %836, %847, %858, %869, %880, %891, %902, %913, %924, %935, %946, %957, %968, %979, %990, %1001, %1012, %1023, %1034, %1045, %1056, %1067, %1078, %1089, %1100, %1111, %1122, %1133, %1144, %1155, %1166, %1177, %1188, %1199, %36, %43, %83, %90, %133, %140, %180, %187, %230, %237, %277, %284, %327, %334, %374, %381, %418 : tensor<16x3x3x3xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16x16x3x3xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16x16x3x3xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16x16x3x3xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<32x16x3x3xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x32x3x3xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x32x3x3xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x32x3x3xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<128x512xf32>, tensor<512xf32>, tensor<512x512xf32>, tensor<512xf32>, tensor<512x10xf32>, tensor<10xf32>, tensor<16x3x3x3xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16x16x3x3xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16x16x3x3xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16x16x3x3xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<32x16x3x3xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x32x3x3xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x32x3x3xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x32x3x3xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<128x512xf32>, tensor<512xf32>, tensor<512x512xf32>, tensor<512xf32>, tensor<512x10xf32>, tensor<10xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<f32>
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
