// ladder train step: net cifar8 (373626 parameters), batch 8, input NCHW f32 tensor<8x3x32x32xf32>
// optimizer adamw: beta1 = 0.9, beta2 = 0.999, epsilon = 1e-08, weight_decay = 0.0001 (decoupled)
// loss: mean softmax cross-entropy over the batch
// signature: docs/TRAIN_STEP.md (output i pairs with input i + 1; the last output is the loss)
module @cifar8 {
  func.func public @cifar8_adamw_train_step(%x: tensor<8x3x32x32xf32>, %theta.conv1.w: tensor<16x3x3x3xf32>, %theta.conv1.b: tensor<16xf32>, %theta.conv2.w: tensor<16x16x3x3xf32>, %theta.conv2.b: tensor<16xf32>, %theta.conv3.w: tensor<16x16x3x3xf32>, %theta.conv3.b: tensor<16xf32>, %theta.conv4.w: tensor<16x16x3x3xf32>, %theta.conv4.b: tensor<16xf32>, %theta.conv5.w: tensor<32x16x3x3xf32>, %theta.conv5.b: tensor<32xf32>, %theta.conv6.w: tensor<32x32x3x3xf32>, %theta.conv6.b: tensor<32xf32>, %theta.conv7.w: tensor<32x32x3x3xf32>, %theta.conv7.b: tensor<32xf32>, %theta.conv8.w: tensor<32x32x3x3xf32>, %theta.conv8.b: tensor<32xf32>, %theta.fc1.w: tensor<128x512xf32>, %theta.fc1.b: tensor<512xf32>, %theta.fc2.w: tensor<512x512xf32>, %theta.fc2.b: tensor<512xf32>, %theta.fc3.w: tensor<512x10xf32>, %theta.fc3.b: tensor<10xf32>, %m.conv1.w: tensor<16x3x3x3xf32>, %m.conv1.b: tensor<16xf32>, %m.conv2.w: tensor<16x16x3x3xf32>, %m.conv2.b: tensor<16xf32>, %m.conv3.w: tensor<16x16x3x3xf32>, %m.conv3.b: tensor<16xf32>, %m.conv4.w: tensor<16x16x3x3xf32>, %m.conv4.b: tensor<16xf32>, %m.conv5.w: tensor<32x16x3x3xf32>, %m.conv5.b: tensor<32xf32>, %m.conv6.w: tensor<32x32x3x3xf32>, %m.conv6.b: tensor<32xf32>, %m.conv7.w: tensor<32x32x3x3xf32>, %m.conv7.b: tensor<32xf32>, %m.conv8.w: tensor<32x32x3x3xf32>, %m.conv8.b: tensor<32xf32>, %m.fc1.w: tensor<128x512xf32>, %m.fc1.b: tensor<512xf32>, %m.fc2.w: tensor<512x512xf32>, %m.fc2.b: tensor<512xf32>, %m.fc3.w: tensor<512x10xf32>, %m.fc3.b: tensor<10xf32>, %v.conv1.w: tensor<16x3x3x3xf32>, %v.conv1.b: tensor<16xf32>, %v.conv2.w: tensor<16x16x3x3xf32>, %v.conv2.b: tensor<16xf32>, %v.conv3.w: tensor<16x16x3x3xf32>, %v.conv3.b: tensor<16xf32>, %v.conv4.w: tensor<16x16x3x3xf32>, %v.conv4.b: tensor<16xf32>, %v.conv5.w: tensor<32x16x3x3xf32>, %v.conv5.b: tensor<32xf32>, %v.conv6.w: tensor<32x32x3x3xf32>, %v.conv6.b: tensor<32xf32>, %v.conv7.w: tensor<32x32x3x3xf32>, %v.conv7.b: tensor<32xf32>, %v.conv8.w: tensor<32x32x3x3xf32>, %v.conv8.b: tensor<32xf32>, %v.fc1.w: tensor<128x512xf32>, %v.fc1.b: tensor<512xf32>, %v.fc2.w: tensor<512x512xf32>, %v.fc2.b: tensor<512xf32>, %v.fc3.w: tensor<512x10xf32>, %v.fc3.b: tensor<10xf32>, %lr: tensor<f32>, %bc1: tensor<f32>, %bc2: tensor<f32>, %labels: tensor<8x10xf32>) -> (tensor<16x3x3x3xf32> {jax.result_info = "theta.conv1.w'"}, tensor<16xf32> {jax.result_info = "theta.conv1.b'"}, tensor<16x16x3x3xf32> {jax.result_info = "theta.conv2.w'"}, tensor<16xf32> {jax.result_info = "theta.conv2.b'"}, tensor<16x16x3x3xf32> {jax.result_info = "theta.conv3.w'"}, tensor<16xf32> {jax.result_info = "theta.conv3.b'"}, tensor<16x16x3x3xf32> {jax.result_info = "theta.conv4.w'"}, tensor<16xf32> {jax.result_info = "theta.conv4.b'"}, tensor<32x16x3x3xf32> {jax.result_info = "theta.conv5.w'"}, tensor<32xf32> {jax.result_info = "theta.conv5.b'"}, tensor<32x32x3x3xf32> {jax.result_info = "theta.conv6.w'"}, tensor<32xf32> {jax.result_info = "theta.conv6.b'"}, tensor<32x32x3x3xf32> {jax.result_info = "theta.conv7.w'"}, tensor<32xf32> {jax.result_info = "theta.conv7.b'"}, tensor<32x32x3x3xf32> {jax.result_info = "theta.conv8.w'"}, tensor<32xf32> {jax.result_info = "theta.conv8.b'"}, tensor<128x512xf32> {jax.result_info = "theta.fc1.w'"}, tensor<512xf32> {jax.result_info = "theta.fc1.b'"}, tensor<512x512xf32> {jax.result_info = "theta.fc2.w'"}, tensor<512xf32> {jax.result_info = "theta.fc2.b'"}, tensor<512x10xf32> {jax.result_info = "theta.fc3.w'"}, tensor<10xf32> {jax.result_info = "theta.fc3.b'"}, tensor<16x3x3x3xf32> {jax.result_info = "m.conv1.w'"}, tensor<16xf32> {jax.result_info = "m.conv1.b'"}, tensor<16x16x3x3xf32> {jax.result_info = "m.conv2.w'"}, tensor<16xf32> {jax.result_info = "m.conv2.b'"}, tensor<16x16x3x3xf32> {jax.result_info = "m.conv3.w'"}, tensor<16xf32> {jax.result_info = "m.conv3.b'"}, tensor<16x16x3x3xf32> {jax.result_info = "m.conv4.w'"}, tensor<16xf32> {jax.result_info = "m.conv4.b'"}, tensor<32x16x3x3xf32> {jax.result_info = "m.conv5.w'"}, tensor<32xf32> {jax.result_info = "m.conv5.b'"}, tensor<32x32x3x3xf32> {jax.result_info = "m.conv6.w'"}, tensor<32xf32> {jax.result_info = "m.conv6.b'"}, tensor<32x32x3x3xf32> {jax.result_info = "m.conv7.w'"}, tensor<32xf32> {jax.result_info = "m.conv7.b'"}, tensor<32x32x3x3xf32> {jax.result_info = "m.conv8.w'"}, tensor<32xf32> {jax.result_info = "m.conv8.b'"}, tensor<128x512xf32> {jax.result_info = "m.fc1.w'"}, tensor<512xf32> {jax.result_info = "m.fc1.b'"}, tensor<512x512xf32> {jax.result_info = "m.fc2.w'"}, tensor<512xf32> {jax.result_info = "m.fc2.b'"}, tensor<512x10xf32> {jax.result_info = "m.fc3.w'"}, tensor<10xf32> {jax.result_info = "m.fc3.b'"}, tensor<16x3x3x3xf32> {jax.result_info = "v.conv1.w'"}, tensor<16xf32> {jax.result_info = "v.conv1.b'"}, tensor<16x16x3x3xf32> {jax.result_info = "v.conv2.w'"}, tensor<16xf32> {jax.result_info = "v.conv2.b'"}, tensor<16x16x3x3xf32> {jax.result_info = "v.conv3.w'"}, tensor<16xf32> {jax.result_info = "v.conv3.b'"}, tensor<16x16x3x3xf32> {jax.result_info = "v.conv4.w'"}, tensor<16xf32> {jax.result_info = "v.conv4.b'"}, tensor<32x16x3x3xf32> {jax.result_info = "v.conv5.w'"}, tensor<32xf32> {jax.result_info = "v.conv5.b'"}, tensor<32x32x3x3xf32> {jax.result_info = "v.conv6.w'"}, tensor<32xf32> {jax.result_info = "v.conv6.b'"}, tensor<32x32x3x3xf32> {jax.result_info = "v.conv7.w'"}, tensor<32xf32> {jax.result_info = "v.conv7.b'"}, tensor<32x32x3x3xf32> {jax.result_info = "v.conv8.w'"}, tensor<32xf32> {jax.result_info = "v.conv8.b'"}, tensor<128x512xf32> {jax.result_info = "v.fc1.w'"}, tensor<512xf32> {jax.result_info = "v.fc1.b'"}, tensor<512x512xf32> {jax.result_info = "v.fc2.w'"}, tensor<512xf32> {jax.result_info = "v.fc2.b'"}, tensor<512x10xf32> {jax.result_info = "v.fc3.w'"}, tensor<10xf32> {jax.result_info = "v.fc3.b'"}, tensor<f32> {jax.result_info = "loss"}) {
    %0 = stablehlo.convolution(%x, %theta.conv1.w) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[1, 1], [1, 1]]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<8x3x32x32xf32>, tensor<16x3x3x3xf32>) -> tensor<8x16x32x32xf32>
    %1 = stablehlo.broadcast_in_dim %theta.conv1.b, dims = [1] : (tensor<16xf32>) -> tensor<8x16x32x32xf32>
    %2 = stablehlo.add %0, %1 : tensor<8x16x32x32xf32>
    %3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<f32>) -> tensor<8x16x32x32xf32>
    %5 = stablehlo.maximum %2, %4 : tensor<8x16x32x32xf32>
    %6 = stablehlo.convolution(%5, %theta.conv2.w) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[1, 1], [1, 1]]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<8x16x32x32xf32>, tensor<16x16x3x3xf32>) -> tensor<8x16x32x32xf32>
    %7 = stablehlo.broadcast_in_dim %theta.conv2.b, dims = [1] : (tensor<16xf32>) -> tensor<8x16x32x32xf32>
    %8 = stablehlo.add %6, %7 : tensor<8x16x32x32xf32>
    %9 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %10 = stablehlo.broadcast_in_dim %9, dims = [] : (tensor<f32>) -> tensor<8x16x32x32xf32>
    %11 = stablehlo.maximum %8, %10 : tensor<8x16x32x32xf32>
    %12 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %13 = "stablehlo.reduce_window"(%11, %12) <{padding = dense<0> : tensor<4x2xi64>, window_dimensions = array<i64: 1, 1, 2, 2>, window_strides = array<i64: 1, 1, 2, 2>}> ({
    ^bb0(%arg71: tensor<f32>, %arg72: tensor<f32>):
      %14 = stablehlo.maximum %arg71, %arg72 : tensor<f32>
      stablehlo.return %14 : tensor<f32>
    }) : (tensor<8x16x32x32xf32>, tensor<f32>) -> tensor<8x16x16x16xf32>
    %15 = stablehlo.convolution(%13, %theta.conv3.w) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[1, 1], [1, 1]]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<8x16x16x16xf32>, tensor<16x16x3x3xf32>) -> tensor<8x16x16x16xf32>
    %16 = stablehlo.broadcast_in_dim %theta.conv3.b, dims = [1] : (tensor<16xf32>) -> tensor<8x16x16x16xf32>
    %17 = stablehlo.add %15, %16 : tensor<8x16x16x16xf32>
    %18 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %19 = stablehlo.broadcast_in_dim %18, dims = [] : (tensor<f32>) -> tensor<8x16x16x16xf32>
    %20 = stablehlo.maximum %17, %19 : tensor<8x16x16x16xf32>
    %21 = stablehlo.convolution(%20, %theta.conv4.w) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[1, 1], [1, 1]]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<8x16x16x16xf32>, tensor<16x16x3x3xf32>) -> tensor<8x16x16x16xf32>
    %22 = stablehlo.broadcast_in_dim %theta.conv4.b, dims = [1] : (tensor<16xf32>) -> tensor<8x16x16x16xf32>
    %23 = stablehlo.add %21, %22 : tensor<8x16x16x16xf32>
    %24 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %25 = stablehlo.broadcast_in_dim %24, dims = [] : (tensor<f32>) -> tensor<8x16x16x16xf32>
    %26 = stablehlo.maximum %23, %25 : tensor<8x16x16x16xf32>
    %27 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %28 = "stablehlo.reduce_window"(%26, %27) <{padding = dense<0> : tensor<4x2xi64>, window_dimensions = array<i64: 1, 1, 2, 2>, window_strides = array<i64: 1, 1, 2, 2>}> ({
    ^bb0(%arg73: tensor<f32>, %arg74: tensor<f32>):
      %29 = stablehlo.maximum %arg73, %arg74 : tensor<f32>
      stablehlo.return %29 : tensor<f32>
    }) : (tensor<8x16x16x16xf32>, tensor<f32>) -> tensor<8x16x8x8xf32>
    %30 = stablehlo.convolution(%28, %theta.conv5.w) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[1, 1], [1, 1]]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<8x16x8x8xf32>, tensor<32x16x3x3xf32>) -> tensor<8x32x8x8xf32>
    %31 = stablehlo.broadcast_in_dim %theta.conv5.b, dims = [1] : (tensor<32xf32>) -> tensor<8x32x8x8xf32>
    %32 = stablehlo.add %30, %31 : tensor<8x32x8x8xf32>
    %33 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %34 = stablehlo.broadcast_in_dim %33, dims = [] : (tensor<f32>) -> tensor<8x32x8x8xf32>
    %35 = stablehlo.maximum %32, %34 : tensor<8x32x8x8xf32>
    %36 = stablehlo.convolution(%35, %theta.conv6.w) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[1, 1], [1, 1]]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<8x32x8x8xf32>, tensor<32x32x3x3xf32>) -> tensor<8x32x8x8xf32>
    %37 = stablehlo.broadcast_in_dim %theta.conv6.b, dims = [1] : (tensor<32xf32>) -> tensor<8x32x8x8xf32>
    %38 = stablehlo.add %36, %37 : tensor<8x32x8x8xf32>
    %39 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %40 = stablehlo.broadcast_in_dim %39, dims = [] : (tensor<f32>) -> tensor<8x32x8x8xf32>
    %41 = stablehlo.maximum %38, %40 : tensor<8x32x8x8xf32>
    %42 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %43 = "stablehlo.reduce_window"(%41, %42) <{padding = dense<0> : tensor<4x2xi64>, window_dimensions = array<i64: 1, 1, 2, 2>, window_strides = array<i64: 1, 1, 2, 2>}> ({
    ^bb0(%arg75: tensor<f32>, %arg76: tensor<f32>):
      %44 = stablehlo.maximum %arg75, %arg76 : tensor<f32>
      stablehlo.return %44 : tensor<f32>
    }) : (tensor<8x32x8x8xf32>, tensor<f32>) -> tensor<8x32x4x4xf32>
    %45 = stablehlo.convolution(%43, %theta.conv7.w) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[1, 1], [1, 1]]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<8x32x4x4xf32>, tensor<32x32x3x3xf32>) -> tensor<8x32x4x4xf32>
    %46 = stablehlo.broadcast_in_dim %theta.conv7.b, dims = [1] : (tensor<32xf32>) -> tensor<8x32x4x4xf32>
    %47 = stablehlo.add %45, %46 : tensor<8x32x4x4xf32>
    %48 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %49 = stablehlo.broadcast_in_dim %48, dims = [] : (tensor<f32>) -> tensor<8x32x4x4xf32>
    %50 = stablehlo.maximum %47, %49 : tensor<8x32x4x4xf32>
    %51 = stablehlo.convolution(%50, %theta.conv8.w) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[1, 1], [1, 1]]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<8x32x4x4xf32>, tensor<32x32x3x3xf32>) -> tensor<8x32x4x4xf32>
    %52 = stablehlo.broadcast_in_dim %theta.conv8.b, dims = [1] : (tensor<32xf32>) -> tensor<8x32x4x4xf32>
    %53 = stablehlo.add %51, %52 : tensor<8x32x4x4xf32>
    %54 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %55 = stablehlo.broadcast_in_dim %54, dims = [] : (tensor<f32>) -> tensor<8x32x4x4xf32>
    %56 = stablehlo.maximum %53, %55 : tensor<8x32x4x4xf32>
    %57 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %58 = "stablehlo.reduce_window"(%56, %57) <{padding = dense<0> : tensor<4x2xi64>, window_dimensions = array<i64: 1, 1, 2, 2>, window_strides = array<i64: 1, 1, 2, 2>}> ({
    ^bb0(%arg77: tensor<f32>, %arg78: tensor<f32>):
      %59 = stablehlo.maximum %arg77, %arg78 : tensor<f32>
      stablehlo.return %59 : tensor<f32>
    }) : (tensor<8x32x4x4xf32>, tensor<f32>) -> tensor<8x32x2x2xf32>
    %60 = stablehlo.reshape %58 : (tensor<8x32x2x2xf32>) -> tensor<8x128xf32>
    %61 = stablehlo.dot_general %60, %theta.fc1.w, contracting_dims = [1] x [0] : (tensor<8x128xf32>, tensor<128x512xf32>) -> tensor<8x512xf32>
    %62 = stablehlo.broadcast_in_dim %theta.fc1.b, dims = [1] : (tensor<512xf32>) -> tensor<8x512xf32>
    %63 = stablehlo.add %61, %62 : tensor<8x512xf32>
    %64 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %65 = stablehlo.broadcast_in_dim %64, dims = [] : (tensor<f32>) -> tensor<8x512xf32>
    %66 = stablehlo.maximum %63, %65 : tensor<8x512xf32>
    %67 = stablehlo.dot_general %66, %theta.fc2.w, contracting_dims = [1] x [0] : (tensor<8x512xf32>, tensor<512x512xf32>) -> tensor<8x512xf32>
    %68 = stablehlo.broadcast_in_dim %theta.fc2.b, dims = [1] : (tensor<512xf32>) -> tensor<8x512xf32>
    %69 = stablehlo.add %67, %68 : tensor<8x512xf32>
    %70 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %71 = stablehlo.broadcast_in_dim %70, dims = [] : (tensor<f32>) -> tensor<8x512xf32>
    %72 = stablehlo.maximum %69, %71 : tensor<8x512xf32>
    %73 = stablehlo.dot_general %72, %theta.fc3.w, contracting_dims = [1] x [0] : (tensor<8x512xf32>, tensor<512x10xf32>) -> tensor<8x10xf32>
    %74 = stablehlo.broadcast_in_dim %theta.fc3.b, dims = [1] : (tensor<10xf32>) -> tensor<8x10xf32>
    %75 = stablehlo.add %73, %74 : tensor<8x10xf32>
    %76 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %77 = stablehlo.reduce(%75 init: %76) applies stablehlo.maximum across dimensions = [1] : (tensor<8x10xf32>, tensor<f32>) -> tensor<8xf32>
    %78 = stablehlo.broadcast_in_dim %77, dims = [0] : (tensor<8xf32>) -> tensor<8x10xf32>
    %79 = stablehlo.subtract %75, %78 : tensor<8x10xf32>
    %80 = stablehlo.exponential %79 : tensor<8x10xf32>
    %81 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %82 = stablehlo.reduce(%80 init: %81) applies stablehlo.add across dimensions = [1] : (tensor<8x10xf32>, tensor<f32>) -> tensor<8xf32>
    %83 = stablehlo.log %82 : tensor<8xf32>
    %84 = stablehlo.broadcast_in_dim %83, dims = [0] : (tensor<8xf32>) -> tensor<8x10xf32>
    %85 = stablehlo.subtract %79, %84 : tensor<8x10xf32>
    %86 = stablehlo.multiply %labels, %85 : tensor<8x10xf32>
    %87 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %88 = stablehlo.reduce(%86 init: %87) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x10xf32>, tensor<f32>) -> tensor<f32>
    %89 = stablehlo.constant dense<-1.250000e-01> : tensor<f32>
    %90 = stablehlo.multiply %88, %89 : tensor<f32>
    %91 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %92 = stablehlo.multiply %91, %89 : tensor<f32>
    %93 = stablehlo.broadcast_in_dim %92, dims = [] : (tensor<f32>) -> tensor<8x10xf32>
    %94 = stablehlo.multiply %93, %labels : tensor<8x10xf32>
    %95 = stablehlo.negate %94 : tensor<8x10xf32>
    %96 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %97 = stablehlo.reduce(%95 init: %96) applies stablehlo.add across dimensions = [1] : (tensor<8x10xf32>, tensor<f32>) -> tensor<8xf32>
    %98 = stablehlo.divide %97, %82 : tensor<8xf32>
    %99 = stablehlo.broadcast_in_dim %98, dims = [0] : (tensor<8xf32>) -> tensor<8x10xf32>
    %100 = stablehlo.multiply %99, %80 : tensor<8x10xf32>
    %101 = stablehlo.add %94, %100 : tensor<8x10xf32>
    %102 = stablehlo.negate %101 : tensor<8x10xf32>
    %103 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %104 = stablehlo.reduce(%102 init: %103) applies stablehlo.add across dimensions = [1] : (tensor<8x10xf32>, tensor<f32>) -> tensor<8xf32>
    %105 = stablehlo.broadcast_in_dim %104, dims = [0] : (tensor<8xf32>) -> tensor<8x10xf32>
    %106 = stablehlo.iota dim = 1 : tensor<8x10xi32>
    %107 = stablehlo.constant dense<10> : tensor<i32>
    %108 = stablehlo.broadcast_in_dim %77, dims = [0] : (tensor<8xf32>) -> tensor<8x10xf32>
    %109 = stablehlo.compare  EQ, %75, %108,  FLOAT : (tensor<8x10xf32>, tensor<8x10xf32>) -> tensor<8x10xi1>
    %110 = stablehlo.broadcast_in_dim %107, dims = [] : (tensor<i32>) -> tensor<8x10xi32>
    %111 = stablehlo.select %109, %106, %110 : tensor<8x10xi1>, tensor<8x10xi32>
    %112 = stablehlo.reduce(%111 init: %107) applies stablehlo.minimum across dimensions = [1] : (tensor<8x10xi32>, tensor<i32>) -> tensor<8xi32>
    %113 = stablehlo.broadcast_in_dim %112, dims = [0] : (tensor<8xi32>) -> tensor<8x10xi32>
    %114 = stablehlo.compare  EQ, %106, %113,  SIGNED : (tensor<8x10xi32>, tensor<8x10xi32>) -> tensor<8x10xi1>
    %115 = stablehlo.broadcast_in_dim %107, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %116 = stablehlo.compare  EQ, %112, %115,  SIGNED : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi1>
    %117 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %118 = stablehlo.broadcast_in_dim %117, dims = [] : (tensor<f32>) -> tensor<8x10xf32>
    %119 = stablehlo.select %114, %105, %118 : tensor<8x10xi1>, tensor<8x10xf32>
    %120 = stablehlo.add %101, %119 : tensor<8x10xf32>
    %121 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %122 = stablehlo.reduce(%120 init: %121) applies stablehlo.add across dimensions = [0] : (tensor<8x10xf32>, tensor<f32>) -> tensor<10xf32>
    %123 = stablehlo.dot_general %120, %theta.fc3.w, contracting_dims = [1] x [1] : (tensor<8x10xf32>, tensor<512x10xf32>) -> tensor<8x512xf32>
    %124 = stablehlo.dot_general %72, %120, contracting_dims = [0] x [0] : (tensor<8x512xf32>, tensor<8x10xf32>) -> tensor<512x10xf32>
    %125 = stablehlo.compare  GT, %69, %71,  FLOAT : (tensor<8x512xf32>, tensor<8x512xf32>) -> tensor<8x512xi1>
    %126 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %127 = stablehlo.broadcast_in_dim %126, dims = [] : (tensor<f32>) -> tensor<8x512xf32>
    %128 = stablehlo.select %125, %123, %127 : tensor<8x512xi1>, tensor<8x512xf32>
    %129 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %130 = stablehlo.reduce(%128 init: %129) applies stablehlo.add across dimensions = [0] : (tensor<8x512xf32>, tensor<f32>) -> tensor<512xf32>
    %131 = stablehlo.dot_general %128, %theta.fc2.w, contracting_dims = [1] x [1] : (tensor<8x512xf32>, tensor<512x512xf32>) -> tensor<8x512xf32>
    %132 = stablehlo.dot_general %66, %128, contracting_dims = [0] x [0] : (tensor<8x512xf32>, tensor<8x512xf32>) -> tensor<512x512xf32>
    %133 = stablehlo.compare  GT, %63, %65,  FLOAT : (tensor<8x512xf32>, tensor<8x512xf32>) -> tensor<8x512xi1>
    %134 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %135 = stablehlo.broadcast_in_dim %134, dims = [] : (tensor<f32>) -> tensor<8x512xf32>
    %136 = stablehlo.select %133, %131, %135 : tensor<8x512xi1>, tensor<8x512xf32>
    %137 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %138 = stablehlo.reduce(%136 init: %137) applies stablehlo.add across dimensions = [0] : (tensor<8x512xf32>, tensor<f32>) -> tensor<512xf32>
    %139 = stablehlo.dot_general %136, %theta.fc1.w, contracting_dims = [1] x [1] : (tensor<8x512xf32>, tensor<128x512xf32>) -> tensor<8x128xf32>
    %140 = stablehlo.dot_general %60, %136, contracting_dims = [0] x [0] : (tensor<8x128xf32>, tensor<8x512xf32>) -> tensor<128x512xf32>
    %141 = stablehlo.reshape %139 : (tensor<8x128xf32>) -> tensor<8x32x2x2xf32>
    %142 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %143 = "stablehlo.select_and_scatter"(%56, %141, %142) <{padding = dense<0> : tensor<4x2xi64>, window_dimensions = array<i64: 1, 1, 2, 2>, window_strides = array<i64: 1, 1, 2, 2>}> ({
    ^bb0(%arg79: tensor<f32>, %arg80: tensor<f32>):
      %144 = stablehlo.compare  GE, %arg79, %arg80,  FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      stablehlo.return %144 : tensor<i1>
    }, {
    ^bb0(%arg81: tensor<f32>, %arg82: tensor<f32>):
      %145 = stablehlo.add %arg81, %arg82 : tensor<f32>
      stablehlo.return %145 : tensor<f32>
    }) : (tensor<8x32x4x4xf32>, tensor<8x32x2x2xf32>, tensor<f32>) -> tensor<8x32x4x4xf32>
    %146 = stablehlo.compare  GT, %53, %55,  FLOAT : (tensor<8x32x4x4xf32>, tensor<8x32x4x4xf32>) -> tensor<8x32x4x4xi1>
    %147 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %148 = stablehlo.broadcast_in_dim %147, dims = [] : (tensor<f32>) -> tensor<8x32x4x4xf32>
    %149 = stablehlo.select %146, %143, %148 : tensor<8x32x4x4xi1>, tensor<8x32x4x4xf32>
    %150 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %151 = stablehlo.reduce(%149 init: %150) applies stablehlo.add across dimensions = [0, 2, 3] : (tensor<8x32x4x4xf32>, tensor<f32>) -> tensor<32xf32>
    %152 = stablehlo.reverse %theta.conv8.w, dims = [2, 3] : tensor<32x32x3x3xf32>
    %153 = stablehlo.convolution(%149, %152) dim_numbers = [b, f, 0, 1]x[i, o, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<8x32x4x4xf32>, tensor<32x32x3x3xf32>) -> tensor<8x32x4x4xf32>
    %154 = stablehlo.convolution(%50, %149) dim_numbers = [f, b, 0, 1]x[i, o, 0, 1]->[f, b, 0, 1], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<8x32x4x4xf32>, tensor<8x32x4x4xf32>) -> tensor<32x32x3x3xf32>
    %155 = stablehlo.compare  GT, %47, %49,  FLOAT : (tensor<8x32x4x4xf32>, tensor<8x32x4x4xf32>) -> tensor<8x32x4x4xi1>
    %156 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %157 = stablehlo.broadcast_in_dim %156, dims = [] : (tensor<f32>) -> tensor<8x32x4x4xf32>
    %158 = stablehlo.select %155, %153, %157 : tensor<8x32x4x4xi1>, tensor<8x32x4x4xf32>
    %159 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %160 = stablehlo.reduce(%158 init: %159) applies stablehlo.add across dimensions = [0, 2, 3] : (tensor<8x32x4x4xf32>, tensor<f32>) -> tensor<32xf32>
    %161 = stablehlo.reverse %theta.conv7.w, dims = [2, 3] : tensor<32x32x3x3xf32>
    %162 = stablehlo.convolution(%158, %161) dim_numbers = [b, f, 0, 1]x[i, o, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<8x32x4x4xf32>, tensor<32x32x3x3xf32>) -> tensor<8x32x4x4xf32>
    %163 = stablehlo.convolution(%43, %158) dim_numbers = [f, b, 0, 1]x[i, o, 0, 1]->[f, b, 0, 1], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<8x32x4x4xf32>, tensor<8x32x4x4xf32>) -> tensor<32x32x3x3xf32>
    %164 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %165 = "stablehlo.select_and_scatter"(%41, %162, %164) <{padding = dense<0> : tensor<4x2xi64>, window_dimensions = array<i64: 1, 1, 2, 2>, window_strides = array<i64: 1, 1, 2, 2>}> ({
    ^bb0(%arg83: tensor<f32>, %arg84: tensor<f32>):
      %166 = stablehlo.compare  GE, %arg83, %arg84,  FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      stablehlo.return %166 : tensor<i1>
    }, {
    ^bb0(%arg85: tensor<f32>, %arg86: tensor<f32>):
      %167 = stablehlo.add %arg85, %arg86 : tensor<f32>
      stablehlo.return %167 : tensor<f32>
    }) : (tensor<8x32x8x8xf32>, tensor<8x32x4x4xf32>, tensor<f32>) -> tensor<8x32x8x8xf32>
    %168 = stablehlo.compare  GT, %38, %40,  FLOAT : (tensor<8x32x8x8xf32>, tensor<8x32x8x8xf32>) -> tensor<8x32x8x8xi1>
    %169 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %170 = stablehlo.broadcast_in_dim %169, dims = [] : (tensor<f32>) -> tensor<8x32x8x8xf32>
    %171 = stablehlo.select %168, %165, %170 : tensor<8x32x8x8xi1>, tensor<8x32x8x8xf32>
    %172 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %173 = stablehlo.reduce(%171 init: %172) applies stablehlo.add across dimensions = [0, 2, 3] : (tensor<8x32x8x8xf32>, tensor<f32>) -> tensor<32xf32>
    %174 = stablehlo.reverse %theta.conv6.w, dims = [2, 3] : tensor<32x32x3x3xf32>
    %175 = stablehlo.convolution(%171, %174) dim_numbers = [b, f, 0, 1]x[i, o, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<8x32x8x8xf32>, tensor<32x32x3x3xf32>) -> tensor<8x32x8x8xf32>
    %176 = stablehlo.convolution(%35, %171) dim_numbers = [f, b, 0, 1]x[i, o, 0, 1]->[f, b, 0, 1], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<8x32x8x8xf32>, tensor<8x32x8x8xf32>) -> tensor<32x32x3x3xf32>
    %177 = stablehlo.compare  GT, %32, %34,  FLOAT : (tensor<8x32x8x8xf32>, tensor<8x32x8x8xf32>) -> tensor<8x32x8x8xi1>
    %178 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %179 = stablehlo.broadcast_in_dim %178, dims = [] : (tensor<f32>) -> tensor<8x32x8x8xf32>
    %180 = stablehlo.select %177, %175, %179 : tensor<8x32x8x8xi1>, tensor<8x32x8x8xf32>
    %181 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %182 = stablehlo.reduce(%180 init: %181) applies stablehlo.add across dimensions = [0, 2, 3] : (tensor<8x32x8x8xf32>, tensor<f32>) -> tensor<32xf32>
    %183 = stablehlo.reverse %theta.conv5.w, dims = [2, 3] : tensor<32x16x3x3xf32>
    %184 = stablehlo.convolution(%180, %183) dim_numbers = [b, f, 0, 1]x[i, o, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<8x32x8x8xf32>, tensor<32x16x3x3xf32>) -> tensor<8x16x8x8xf32>
    %185 = stablehlo.convolution(%28, %180) dim_numbers = [f, b, 0, 1]x[i, o, 0, 1]->[f, b, 0, 1], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<8x16x8x8xf32>, tensor<8x32x8x8xf32>) -> tensor<32x16x3x3xf32>
    %186 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %187 = "stablehlo.select_and_scatter"(%26, %184, %186) <{padding = dense<0> : tensor<4x2xi64>, window_dimensions = array<i64: 1, 1, 2, 2>, window_strides = array<i64: 1, 1, 2, 2>}> ({
    ^bb0(%arg87: tensor<f32>, %arg88: tensor<f32>):
      %188 = stablehlo.compare  GE, %arg87, %arg88,  FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      stablehlo.return %188 : tensor<i1>
    }, {
    ^bb0(%arg89: tensor<f32>, %arg90: tensor<f32>):
      %189 = stablehlo.add %arg89, %arg90 : tensor<f32>
      stablehlo.return %189 : tensor<f32>
    }) : (tensor<8x16x16x16xf32>, tensor<8x16x8x8xf32>, tensor<f32>) -> tensor<8x16x16x16xf32>
    %190 = stablehlo.compare  GT, %23, %25,  FLOAT : (tensor<8x16x16x16xf32>, tensor<8x16x16x16xf32>) -> tensor<8x16x16x16xi1>
    %191 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %192 = stablehlo.broadcast_in_dim %191, dims = [] : (tensor<f32>) -> tensor<8x16x16x16xf32>
    %193 = stablehlo.select %190, %187, %192 : tensor<8x16x16x16xi1>, tensor<8x16x16x16xf32>
    %194 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %195 = stablehlo.reduce(%193 init: %194) applies stablehlo.add across dimensions = [0, 2, 3] : (tensor<8x16x16x16xf32>, tensor<f32>) -> tensor<16xf32>
    %196 = stablehlo.reverse %theta.conv4.w, dims = [2, 3] : tensor<16x16x3x3xf32>
    %197 = stablehlo.convolution(%193, %196) dim_numbers = [b, f, 0, 1]x[i, o, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<8x16x16x16xf32>, tensor<16x16x3x3xf32>) -> tensor<8x16x16x16xf32>
    %198 = stablehlo.convolution(%20, %193) dim_numbers = [f, b, 0, 1]x[i, o, 0, 1]->[f, b, 0, 1], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<8x16x16x16xf32>, tensor<8x16x16x16xf32>) -> tensor<16x16x3x3xf32>
    %199 = stablehlo.compare  GT, %17, %19,  FLOAT : (tensor<8x16x16x16xf32>, tensor<8x16x16x16xf32>) -> tensor<8x16x16x16xi1>
    %200 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %201 = stablehlo.broadcast_in_dim %200, dims = [] : (tensor<f32>) -> tensor<8x16x16x16xf32>
    %202 = stablehlo.select %199, %197, %201 : tensor<8x16x16x16xi1>, tensor<8x16x16x16xf32>
    %203 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %204 = stablehlo.reduce(%202 init: %203) applies stablehlo.add across dimensions = [0, 2, 3] : (tensor<8x16x16x16xf32>, tensor<f32>) -> tensor<16xf32>
    %205 = stablehlo.reverse %theta.conv3.w, dims = [2, 3] : tensor<16x16x3x3xf32>
    %206 = stablehlo.convolution(%202, %205) dim_numbers = [b, f, 0, 1]x[i, o, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<8x16x16x16xf32>, tensor<16x16x3x3xf32>) -> tensor<8x16x16x16xf32>
    %207 = stablehlo.convolution(%13, %202) dim_numbers = [f, b, 0, 1]x[i, o, 0, 1]->[f, b, 0, 1], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<8x16x16x16xf32>, tensor<8x16x16x16xf32>) -> tensor<16x16x3x3xf32>
    %208 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %209 = "stablehlo.select_and_scatter"(%11, %206, %208) <{padding = dense<0> : tensor<4x2xi64>, window_dimensions = array<i64: 1, 1, 2, 2>, window_strides = array<i64: 1, 1, 2, 2>}> ({
    ^bb0(%arg91: tensor<f32>, %arg92: tensor<f32>):
      %210 = stablehlo.compare  GE, %arg91, %arg92,  FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      stablehlo.return %210 : tensor<i1>
    }, {
    ^bb0(%arg93: tensor<f32>, %arg94: tensor<f32>):
      %211 = stablehlo.add %arg93, %arg94 : tensor<f32>
      stablehlo.return %211 : tensor<f32>
    }) : (tensor<8x16x32x32xf32>, tensor<8x16x16x16xf32>, tensor<f32>) -> tensor<8x16x32x32xf32>
    %212 = stablehlo.compare  GT, %8, %10,  FLOAT : (tensor<8x16x32x32xf32>, tensor<8x16x32x32xf32>) -> tensor<8x16x32x32xi1>
    %213 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %214 = stablehlo.broadcast_in_dim %213, dims = [] : (tensor<f32>) -> tensor<8x16x32x32xf32>
    %215 = stablehlo.select %212, %209, %214 : tensor<8x16x32x32xi1>, tensor<8x16x32x32xf32>
    %216 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %217 = stablehlo.reduce(%215 init: %216) applies stablehlo.add across dimensions = [0, 2, 3] : (tensor<8x16x32x32xf32>, tensor<f32>) -> tensor<16xf32>
    %218 = stablehlo.reverse %theta.conv2.w, dims = [2, 3] : tensor<16x16x3x3xf32>
    %219 = stablehlo.convolution(%215, %218) dim_numbers = [b, f, 0, 1]x[i, o, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<8x16x32x32xf32>, tensor<16x16x3x3xf32>) -> tensor<8x16x32x32xf32>
    %220 = stablehlo.convolution(%5, %215) dim_numbers = [f, b, 0, 1]x[i, o, 0, 1]->[f, b, 0, 1], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<8x16x32x32xf32>, tensor<8x16x32x32xf32>) -> tensor<16x16x3x3xf32>
    %221 = stablehlo.compare  GT, %2, %4,  FLOAT : (tensor<8x16x32x32xf32>, tensor<8x16x32x32xf32>) -> tensor<8x16x32x32xi1>
    %222 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %223 = stablehlo.broadcast_in_dim %222, dims = [] : (tensor<f32>) -> tensor<8x16x32x32xf32>
    %224 = stablehlo.select %221, %219, %223 : tensor<8x16x32x32xi1>, tensor<8x16x32x32xf32>
    %225 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %226 = stablehlo.reduce(%224 init: %225) applies stablehlo.add across dimensions = [0, 2, 3] : (tensor<8x16x32x32xf32>, tensor<f32>) -> tensor<16xf32>
    %227 = stablehlo.convolution(%x, %224) dim_numbers = [f, b, 0, 1]x[i, o, 0, 1]->[f, b, 0, 1], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<8x3x32x32xf32>, tensor<8x16x32x32xf32>) -> tensor<16x3x3x3xf32>
    %228 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<16x3x3x3xf32>
    %229 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %230 = stablehlo.broadcast_in_dim %229, dims = [] : (tensor<f32>) -> tensor<16x3x3x3xf32>
    %231 = stablehlo.multiply %227, %230 : tensor<16x3x3x3xf32>
    %232 = stablehlo.constant dense<9.000000e-01> : tensor<f32>
    %233 = stablehlo.broadcast_in_dim %232, dims = [] : (tensor<f32>) -> tensor<16x3x3x3xf32>
    %234 = stablehlo.multiply %m.conv1.w, %233 : tensor<16x3x3x3xf32>
    %235 = stablehlo.add %234, %231 : tensor<16x3x3x3xf32>
    %236 = stablehlo.multiply %227, %227 : tensor<16x3x3x3xf32>
    %237 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %238 = stablehlo.broadcast_in_dim %237, dims = [] : (tensor<f32>) -> tensor<16x3x3x3xf32>
    %239 = stablehlo.multiply %236, %238 : tensor<16x3x3x3xf32>
    %240 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %241 = stablehlo.broadcast_in_dim %240, dims = [] : (tensor<f32>) -> tensor<16x3x3x3xf32>
    %242 = stablehlo.multiply %v.conv1.w, %241 : tensor<16x3x3x3xf32>
    %243 = stablehlo.add %242, %239 : tensor<16x3x3x3xf32>
    %244 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<16x3x3x3xf32>
    %245 = stablehlo.divide %235, %244 : tensor<16x3x3x3xf32>
    %246 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<16x3x3x3xf32>
    %247 = stablehlo.divide %243, %246 : tensor<16x3x3x3xf32>
    %248 = stablehlo.constant dense<1.000000e-08> : tensor<f32>
    %249 = stablehlo.broadcast_in_dim %248, dims = [] : (tensor<f32>) -> tensor<16x3x3x3xf32>
    %250 = stablehlo.sqrt %247 : tensor<16x3x3x3xf32>
    %251 = stablehlo.add %250, %249 : tensor<16x3x3x3xf32>
    %252 = stablehlo.divide %245, %251 : tensor<16x3x3x3xf32>
    %253 = stablehlo.constant dense<1.000000e-04> : tensor<f32>
    %254 = stablehlo.broadcast_in_dim %253, dims = [] : (tensor<f32>) -> tensor<16x3x3x3xf32>
    %255 = stablehlo.multiply %228, %254 : tensor<16x3x3x3xf32>
    %256 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %257 = stablehlo.broadcast_in_dim %256, dims = [] : (tensor<f32>) -> tensor<16x3x3x3xf32>
    %258 = stablehlo.subtract %257, %255 : tensor<16x3x3x3xf32>
    %259 = stablehlo.multiply %theta.conv1.w, %258 : tensor<16x3x3x3xf32>
    %260 = stablehlo.multiply %228, %252 : tensor<16x3x3x3xf32>
    %261 = stablehlo.subtract %259, %260 : tensor<16x3x3x3xf32>
    %262 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %263 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %264 = stablehlo.broadcast_in_dim %263, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %265 = stablehlo.multiply %226, %264 : tensor<16xf32>
    %266 = stablehlo.constant dense<9.000000e-01> : tensor<f32>
    %267 = stablehlo.broadcast_in_dim %266, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %268 = stablehlo.multiply %m.conv1.b, %267 : tensor<16xf32>
    %269 = stablehlo.add %268, %265 : tensor<16xf32>
    %270 = stablehlo.multiply %226, %226 : tensor<16xf32>
    %271 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %272 = stablehlo.broadcast_in_dim %271, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %273 = stablehlo.multiply %270, %272 : tensor<16xf32>
    %274 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %275 = stablehlo.broadcast_in_dim %274, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %276 = stablehlo.multiply %v.conv1.b, %275 : tensor<16xf32>
    %277 = stablehlo.add %276, %273 : tensor<16xf32>
    %278 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %279 = stablehlo.divide %269, %278 : tensor<16xf32>
    %280 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %281 = stablehlo.divide %277, %280 : tensor<16xf32>
    %282 = stablehlo.constant dense<1.000000e-08> : tensor<f32>
    %283 = stablehlo.broadcast_in_dim %282, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %284 = stablehlo.sqrt %281 : tensor<16xf32>
    %285 = stablehlo.add %284, %283 : tensor<16xf32>
    %286 = stablehlo.divide %279, %285 : tensor<16xf32>
    %287 = stablehlo.constant dense<1.000000e-04> : tensor<f32>
    %288 = stablehlo.broadcast_in_dim %287, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %289 = stablehlo.multiply %262, %288 : tensor<16xf32>
    %290 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %291 = stablehlo.broadcast_in_dim %290, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %292 = stablehlo.subtract %291, %289 : tensor<16xf32>
    %293 = stablehlo.multiply %theta.conv1.b, %292 : tensor<16xf32>
    %294 = stablehlo.multiply %262, %286 : tensor<16xf32>
    %295 = stablehlo.subtract %293, %294 : tensor<16xf32>
    %296 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<16x16x3x3xf32>
    %297 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %298 = stablehlo.broadcast_in_dim %297, dims = [] : (tensor<f32>) -> tensor<16x16x3x3xf32>
    %299 = stablehlo.multiply %220, %298 : tensor<16x16x3x3xf32>
    %300 = stablehlo.constant dense<9.000000e-01> : tensor<f32>
    %301 = stablehlo.broadcast_in_dim %300, dims = [] : (tensor<f32>) -> tensor<16x16x3x3xf32>
    %302 = stablehlo.multiply %m.conv2.w, %301 : tensor<16x16x3x3xf32>
    %303 = stablehlo.add %302, %299 : tensor<16x16x3x3xf32>
    %304 = stablehlo.multiply %220, %220 : tensor<16x16x3x3xf32>
    %305 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %306 = stablehlo.broadcast_in_dim %305, dims = [] : (tensor<f32>) -> tensor<16x16x3x3xf32>
    %307 = stablehlo.multiply %304, %306 : tensor<16x16x3x3xf32>
    %308 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %309 = stablehlo.broadcast_in_dim %308, dims = [] : (tensor<f32>) -> tensor<16x16x3x3xf32>
    %310 = stablehlo.multiply %v.conv2.w, %309 : tensor<16x16x3x3xf32>
    %311 = stablehlo.add %310, %307 : tensor<16x16x3x3xf32>
    %312 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<16x16x3x3xf32>
    %313 = stablehlo.divide %303, %312 : tensor<16x16x3x3xf32>
    %314 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<16x16x3x3xf32>
    %315 = stablehlo.divide %311, %314 : tensor<16x16x3x3xf32>
    %316 = stablehlo.constant dense<1.000000e-08> : tensor<f32>
    %317 = stablehlo.broadcast_in_dim %316, dims = [] : (tensor<f32>) -> tensor<16x16x3x3xf32>
    %318 = stablehlo.sqrt %315 : tensor<16x16x3x3xf32>
    %319 = stablehlo.add %318, %317 : tensor<16x16x3x3xf32>
    %320 = stablehlo.divide %313, %319 : tensor<16x16x3x3xf32>
    %321 = stablehlo.constant dense<1.000000e-04> : tensor<f32>
    %322 = stablehlo.broadcast_in_dim %321, dims = [] : (tensor<f32>) -> tensor<16x16x3x3xf32>
    %323 = stablehlo.multiply %296, %322 : tensor<16x16x3x3xf32>
    %324 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %325 = stablehlo.broadcast_in_dim %324, dims = [] : (tensor<f32>) -> tensor<16x16x3x3xf32>
    %326 = stablehlo.subtract %325, %323 : tensor<16x16x3x3xf32>
    %327 = stablehlo.multiply %theta.conv2.w, %326 : tensor<16x16x3x3xf32>
    %328 = stablehlo.multiply %296, %320 : tensor<16x16x3x3xf32>
    %329 = stablehlo.subtract %327, %328 : tensor<16x16x3x3xf32>
    %330 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %331 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %332 = stablehlo.broadcast_in_dim %331, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %333 = stablehlo.multiply %217, %332 : tensor<16xf32>
    %334 = stablehlo.constant dense<9.000000e-01> : tensor<f32>
    %335 = stablehlo.broadcast_in_dim %334, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %336 = stablehlo.multiply %m.conv2.b, %335 : tensor<16xf32>
    %337 = stablehlo.add %336, %333 : tensor<16xf32>
    %338 = stablehlo.multiply %217, %217 : tensor<16xf32>
    %339 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %340 = stablehlo.broadcast_in_dim %339, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %341 = stablehlo.multiply %338, %340 : tensor<16xf32>
    %342 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %343 = stablehlo.broadcast_in_dim %342, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %344 = stablehlo.multiply %v.conv2.b, %343 : tensor<16xf32>
    %345 = stablehlo.add %344, %341 : tensor<16xf32>
    %346 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %347 = stablehlo.divide %337, %346 : tensor<16xf32>
    %348 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %349 = stablehlo.divide %345, %348 : tensor<16xf32>
    %350 = stablehlo.constant dense<1.000000e-08> : tensor<f32>
    %351 = stablehlo.broadcast_in_dim %350, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %352 = stablehlo.sqrt %349 : tensor<16xf32>
    %353 = stablehlo.add %352, %351 : tensor<16xf32>
    %354 = stablehlo.divide %347, %353 : tensor<16xf32>
    %355 = stablehlo.constant dense<1.000000e-04> : tensor<f32>
    %356 = stablehlo.broadcast_in_dim %355, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %357 = stablehlo.multiply %330, %356 : tensor<16xf32>
    %358 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %359 = stablehlo.broadcast_in_dim %358, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %360 = stablehlo.subtract %359, %357 : tensor<16xf32>
    %361 = stablehlo.multiply %theta.conv2.b, %360 : tensor<16xf32>
    %362 = stablehlo.multiply %330, %354 : tensor<16xf32>
    %363 = stablehlo.subtract %361, %362 : tensor<16xf32>
    %364 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<16x16x3x3xf32>
    %365 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %366 = stablehlo.broadcast_in_dim %365, dims = [] : (tensor<f32>) -> tensor<16x16x3x3xf32>
    %367 = stablehlo.multiply %207, %366 : tensor<16x16x3x3xf32>
    %368 = stablehlo.constant dense<9.000000e-01> : tensor<f32>
    %369 = stablehlo.broadcast_in_dim %368, dims = [] : (tensor<f32>) -> tensor<16x16x3x3xf32>
    %370 = stablehlo.multiply %m.conv3.w, %369 : tensor<16x16x3x3xf32>
    %371 = stablehlo.add %370, %367 : tensor<16x16x3x3xf32>
    %372 = stablehlo.multiply %207, %207 : tensor<16x16x3x3xf32>
    %373 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %374 = stablehlo.broadcast_in_dim %373, dims = [] : (tensor<f32>) -> tensor<16x16x3x3xf32>
    %375 = stablehlo.multiply %372, %374 : tensor<16x16x3x3xf32>
    %376 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %377 = stablehlo.broadcast_in_dim %376, dims = [] : (tensor<f32>) -> tensor<16x16x3x3xf32>
    %378 = stablehlo.multiply %v.conv3.w, %377 : tensor<16x16x3x3xf32>
    %379 = stablehlo.add %378, %375 : tensor<16x16x3x3xf32>
    %380 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<16x16x3x3xf32>
    %381 = stablehlo.divide %371, %380 : tensor<16x16x3x3xf32>
    %382 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<16x16x3x3xf32>
    %383 = stablehlo.divide %379, %382 : tensor<16x16x3x3xf32>
    %384 = stablehlo.constant dense<1.000000e-08> : tensor<f32>
    %385 = stablehlo.broadcast_in_dim %384, dims = [] : (tensor<f32>) -> tensor<16x16x3x3xf32>
    %386 = stablehlo.sqrt %383 : tensor<16x16x3x3xf32>
    %387 = stablehlo.add %386, %385 : tensor<16x16x3x3xf32>
    %388 = stablehlo.divide %381, %387 : tensor<16x16x3x3xf32>
    %389 = stablehlo.constant dense<1.000000e-04> : tensor<f32>
    %390 = stablehlo.broadcast_in_dim %389, dims = [] : (tensor<f32>) -> tensor<16x16x3x3xf32>
    %391 = stablehlo.multiply %364, %390 : tensor<16x16x3x3xf32>
    %392 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %393 = stablehlo.broadcast_in_dim %392, dims = [] : (tensor<f32>) -> tensor<16x16x3x3xf32>
    %394 = stablehlo.subtract %393, %391 : tensor<16x16x3x3xf32>
    %395 = stablehlo.multiply %theta.conv3.w, %394 : tensor<16x16x3x3xf32>
    %396 = stablehlo.multiply %364, %388 : tensor<16x16x3x3xf32>
    %397 = stablehlo.subtract %395, %396 : tensor<16x16x3x3xf32>
    %398 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %399 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %400 = stablehlo.broadcast_in_dim %399, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %401 = stablehlo.multiply %204, %400 : tensor<16xf32>
    %402 = stablehlo.constant dense<9.000000e-01> : tensor<f32>
    %403 = stablehlo.broadcast_in_dim %402, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %404 = stablehlo.multiply %m.conv3.b, %403 : tensor<16xf32>
    %405 = stablehlo.add %404, %401 : tensor<16xf32>
    %406 = stablehlo.multiply %204, %204 : tensor<16xf32>
    %407 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %408 = stablehlo.broadcast_in_dim %407, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %409 = stablehlo.multiply %406, %408 : tensor<16xf32>
    %410 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %411 = stablehlo.broadcast_in_dim %410, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %412 = stablehlo.multiply %v.conv3.b, %411 : tensor<16xf32>
    %413 = stablehlo.add %412, %409 : tensor<16xf32>
    %414 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %415 = stablehlo.divide %405, %414 : tensor<16xf32>
    %416 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %417 = stablehlo.divide %413, %416 : tensor<16xf32>
    %418 = stablehlo.constant dense<1.000000e-08> : tensor<f32>
    %419 = stablehlo.broadcast_in_dim %418, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %420 = stablehlo.sqrt %417 : tensor<16xf32>
    %421 = stablehlo.add %420, %419 : tensor<16xf32>
    %422 = stablehlo.divide %415, %421 : tensor<16xf32>
    %423 = stablehlo.constant dense<1.000000e-04> : tensor<f32>
    %424 = stablehlo.broadcast_in_dim %423, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %425 = stablehlo.multiply %398, %424 : tensor<16xf32>
    %426 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %427 = stablehlo.broadcast_in_dim %426, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %428 = stablehlo.subtract %427, %425 : tensor<16xf32>
    %429 = stablehlo.multiply %theta.conv3.b, %428 : tensor<16xf32>
    %430 = stablehlo.multiply %398, %422 : tensor<16xf32>
    %431 = stablehlo.subtract %429, %430 : tensor<16xf32>
    %432 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<16x16x3x3xf32>
    %433 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %434 = stablehlo.broadcast_in_dim %433, dims = [] : (tensor<f32>) -> tensor<16x16x3x3xf32>
    %435 = stablehlo.multiply %198, %434 : tensor<16x16x3x3xf32>
    %436 = stablehlo.constant dense<9.000000e-01> : tensor<f32>
    %437 = stablehlo.broadcast_in_dim %436, dims = [] : (tensor<f32>) -> tensor<16x16x3x3xf32>
    %438 = stablehlo.multiply %m.conv4.w, %437 : tensor<16x16x3x3xf32>
    %439 = stablehlo.add %438, %435 : tensor<16x16x3x3xf32>
    %440 = stablehlo.multiply %198, %198 : tensor<16x16x3x3xf32>
    %441 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %442 = stablehlo.broadcast_in_dim %441, dims = [] : (tensor<f32>) -> tensor<16x16x3x3xf32>
    %443 = stablehlo.multiply %440, %442 : tensor<16x16x3x3xf32>
    %444 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %445 = stablehlo.broadcast_in_dim %444, dims = [] : (tensor<f32>) -> tensor<16x16x3x3xf32>
    %446 = stablehlo.multiply %v.conv4.w, %445 : tensor<16x16x3x3xf32>
    %447 = stablehlo.add %446, %443 : tensor<16x16x3x3xf32>
    %448 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<16x16x3x3xf32>
    %449 = stablehlo.divide %439, %448 : tensor<16x16x3x3xf32>
    %450 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<16x16x3x3xf32>
    %451 = stablehlo.divide %447, %450 : tensor<16x16x3x3xf32>
    %452 = stablehlo.constant dense<1.000000e-08> : tensor<f32>
    %453 = stablehlo.broadcast_in_dim %452, dims = [] : (tensor<f32>) -> tensor<16x16x3x3xf32>
    %454 = stablehlo.sqrt %451 : tensor<16x16x3x3xf32>
    %455 = stablehlo.add %454, %453 : tensor<16x16x3x3xf32>
    %456 = stablehlo.divide %449, %455 : tensor<16x16x3x3xf32>
    %457 = stablehlo.constant dense<1.000000e-04> : tensor<f32>
    %458 = stablehlo.broadcast_in_dim %457, dims = [] : (tensor<f32>) -> tensor<16x16x3x3xf32>
    %459 = stablehlo.multiply %432, %458 : tensor<16x16x3x3xf32>
    %460 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %461 = stablehlo.broadcast_in_dim %460, dims = [] : (tensor<f32>) -> tensor<16x16x3x3xf32>
    %462 = stablehlo.subtract %461, %459 : tensor<16x16x3x3xf32>
    %463 = stablehlo.multiply %theta.conv4.w, %462 : tensor<16x16x3x3xf32>
    %464 = stablehlo.multiply %432, %456 : tensor<16x16x3x3xf32>
    %465 = stablehlo.subtract %463, %464 : tensor<16x16x3x3xf32>
    %466 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %467 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %468 = stablehlo.broadcast_in_dim %467, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %469 = stablehlo.multiply %195, %468 : tensor<16xf32>
    %470 = stablehlo.constant dense<9.000000e-01> : tensor<f32>
    %471 = stablehlo.broadcast_in_dim %470, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %472 = stablehlo.multiply %m.conv4.b, %471 : tensor<16xf32>
    %473 = stablehlo.add %472, %469 : tensor<16xf32>
    %474 = stablehlo.multiply %195, %195 : tensor<16xf32>
    %475 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %476 = stablehlo.broadcast_in_dim %475, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %477 = stablehlo.multiply %474, %476 : tensor<16xf32>
    %478 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %479 = stablehlo.broadcast_in_dim %478, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %480 = stablehlo.multiply %v.conv4.b, %479 : tensor<16xf32>
    %481 = stablehlo.add %480, %477 : tensor<16xf32>
    %482 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %483 = stablehlo.divide %473, %482 : tensor<16xf32>
    %484 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %485 = stablehlo.divide %481, %484 : tensor<16xf32>
    %486 = stablehlo.constant dense<1.000000e-08> : tensor<f32>
    %487 = stablehlo.broadcast_in_dim %486, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %488 = stablehlo.sqrt %485 : tensor<16xf32>
    %489 = stablehlo.add %488, %487 : tensor<16xf32>
    %490 = stablehlo.divide %483, %489 : tensor<16xf32>
    %491 = stablehlo.constant dense<1.000000e-04> : tensor<f32>
    %492 = stablehlo.broadcast_in_dim %491, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %493 = stablehlo.multiply %466, %492 : tensor<16xf32>
    %494 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %495 = stablehlo.broadcast_in_dim %494, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %496 = stablehlo.subtract %495, %493 : tensor<16xf32>
    %497 = stablehlo.multiply %theta.conv4.b, %496 : tensor<16xf32>
    %498 = stablehlo.multiply %466, %490 : tensor<16xf32>
    %499 = stablehlo.subtract %497, %498 : tensor<16xf32>
    %500 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<32x16x3x3xf32>
    %501 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %502 = stablehlo.broadcast_in_dim %501, dims = [] : (tensor<f32>) -> tensor<32x16x3x3xf32>
    %503 = stablehlo.multiply %185, %502 : tensor<32x16x3x3xf32>
    %504 = stablehlo.constant dense<9.000000e-01> : tensor<f32>
    %505 = stablehlo.broadcast_in_dim %504, dims = [] : (tensor<f32>) -> tensor<32x16x3x3xf32>
    %506 = stablehlo.multiply %m.conv5.w, %505 : tensor<32x16x3x3xf32>
    %507 = stablehlo.add %506, %503 : tensor<32x16x3x3xf32>
    %508 = stablehlo.multiply %185, %185 : tensor<32x16x3x3xf32>
    %509 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %510 = stablehlo.broadcast_in_dim %509, dims = [] : (tensor<f32>) -> tensor<32x16x3x3xf32>
    %511 = stablehlo.multiply %508, %510 : tensor<32x16x3x3xf32>
    %512 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %513 = stablehlo.broadcast_in_dim %512, dims = [] : (tensor<f32>) -> tensor<32x16x3x3xf32>
    %514 = stablehlo.multiply %v.conv5.w, %513 : tensor<32x16x3x3xf32>
    %515 = stablehlo.add %514, %511 : tensor<32x16x3x3xf32>
    %516 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<32x16x3x3xf32>
    %517 = stablehlo.divide %507, %516 : tensor<32x16x3x3xf32>
    %518 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<32x16x3x3xf32>
    %519 = stablehlo.divide %515, %518 : tensor<32x16x3x3xf32>
    %520 = stablehlo.constant dense<1.000000e-08> : tensor<f32>
    %521 = stablehlo.broadcast_in_dim %520, dims = [] : (tensor<f32>) -> tensor<32x16x3x3xf32>
    %522 = stablehlo.sqrt %519 : tensor<32x16x3x3xf32>
    %523 = stablehlo.add %522, %521 : tensor<32x16x3x3xf32>
    %524 = stablehlo.divide %517, %523 : tensor<32x16x3x3xf32>
    %525 = stablehlo.constant dense<1.000000e-04> : tensor<f32>
    %526 = stablehlo.broadcast_in_dim %525, dims = [] : (tensor<f32>) -> tensor<32x16x3x3xf32>
    %527 = stablehlo.multiply %500, %526 : tensor<32x16x3x3xf32>
    %528 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %529 = stablehlo.broadcast_in_dim %528, dims = [] : (tensor<f32>) -> tensor<32x16x3x3xf32>
    %530 = stablehlo.subtract %529, %527 : tensor<32x16x3x3xf32>
    %531 = stablehlo.multiply %theta.conv5.w, %530 : tensor<32x16x3x3xf32>
    %532 = stablehlo.multiply %500, %524 : tensor<32x16x3x3xf32>
    %533 = stablehlo.subtract %531, %532 : tensor<32x16x3x3xf32>
    %534 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %535 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %536 = stablehlo.broadcast_in_dim %535, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %537 = stablehlo.multiply %182, %536 : tensor<32xf32>
    %538 = stablehlo.constant dense<9.000000e-01> : tensor<f32>
    %539 = stablehlo.broadcast_in_dim %538, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %540 = stablehlo.multiply %m.conv5.b, %539 : tensor<32xf32>
    %541 = stablehlo.add %540, %537 : tensor<32xf32>
    %542 = stablehlo.multiply %182, %182 : tensor<32xf32>
    %543 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %544 = stablehlo.broadcast_in_dim %543, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %545 = stablehlo.multiply %542, %544 : tensor<32xf32>
    %546 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %547 = stablehlo.broadcast_in_dim %546, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %548 = stablehlo.multiply %v.conv5.b, %547 : tensor<32xf32>
    %549 = stablehlo.add %548, %545 : tensor<32xf32>
    %550 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %551 = stablehlo.divide %541, %550 : tensor<32xf32>
    %552 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %553 = stablehlo.divide %549, %552 : tensor<32xf32>
    %554 = stablehlo.constant dense<1.000000e-08> : tensor<f32>
    %555 = stablehlo.broadcast_in_dim %554, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %556 = stablehlo.sqrt %553 : tensor<32xf32>
    %557 = stablehlo.add %556, %555 : tensor<32xf32>
    %558 = stablehlo.divide %551, %557 : tensor<32xf32>
    %559 = stablehlo.constant dense<1.000000e-04> : tensor<f32>
    %560 = stablehlo.broadcast_in_dim %559, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %561 = stablehlo.multiply %534, %560 : tensor<32xf32>
    %562 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %563 = stablehlo.broadcast_in_dim %562, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %564 = stablehlo.subtract %563, %561 : tensor<32xf32>
    %565 = stablehlo.multiply %theta.conv5.b, %564 : tensor<32xf32>
    %566 = stablehlo.multiply %534, %558 : tensor<32xf32>
    %567 = stablehlo.subtract %565, %566 : tensor<32xf32>
    %568 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<32x32x3x3xf32>
    %569 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %570 = stablehlo.broadcast_in_dim %569, dims = [] : (tensor<f32>) -> tensor<32x32x3x3xf32>
    %571 = stablehlo.multiply %176, %570 : tensor<32x32x3x3xf32>
    %572 = stablehlo.constant dense<9.000000e-01> : tensor<f32>
    %573 = stablehlo.broadcast_in_dim %572, dims = [] : (tensor<f32>) -> tensor<32x32x3x3xf32>
    %574 = stablehlo.multiply %m.conv6.w, %573 : tensor<32x32x3x3xf32>
    %575 = stablehlo.add %574, %571 : tensor<32x32x3x3xf32>
    %576 = stablehlo.multiply %176, %176 : tensor<32x32x3x3xf32>
    %577 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %578 = stablehlo.broadcast_in_dim %577, dims = [] : (tensor<f32>) -> tensor<32x32x3x3xf32>
    %579 = stablehlo.multiply %576, %578 : tensor<32x32x3x3xf32>
    %580 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %581 = stablehlo.broadcast_in_dim %580, dims = [] : (tensor<f32>) -> tensor<32x32x3x3xf32>
    %582 = stablehlo.multiply %v.conv6.w, %581 : tensor<32x32x3x3xf32>
    %583 = stablehlo.add %582, %579 : tensor<32x32x3x3xf32>
    %584 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<32x32x3x3xf32>
    %585 = stablehlo.divide %575, %584 : tensor<32x32x3x3xf32>
    %586 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<32x32x3x3xf32>
    %587 = stablehlo.divide %583, %586 : tensor<32x32x3x3xf32>
    %588 = stablehlo.constant dense<1.000000e-08> : tensor<f32>
    %589 = stablehlo.broadcast_in_dim %588, dims = [] : (tensor<f32>) -> tensor<32x32x3x3xf32>
    %590 = stablehlo.sqrt %587 : tensor<32x32x3x3xf32>
    %591 = stablehlo.add %590, %589 : tensor<32x32x3x3xf32>
    %592 = stablehlo.divide %585, %591 : tensor<32x32x3x3xf32>
    %593 = stablehlo.constant dense<1.000000e-04> : tensor<f32>
    %594 = stablehlo.broadcast_in_dim %593, dims = [] : (tensor<f32>) -> tensor<32x32x3x3xf32>
    %595 = stablehlo.multiply %568, %594 : tensor<32x32x3x3xf32>
    %596 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %597 = stablehlo.broadcast_in_dim %596, dims = [] : (tensor<f32>) -> tensor<32x32x3x3xf32>
    %598 = stablehlo.subtract %597, %595 : tensor<32x32x3x3xf32>
    %599 = stablehlo.multiply %theta.conv6.w, %598 : tensor<32x32x3x3xf32>
    %600 = stablehlo.multiply %568, %592 : tensor<32x32x3x3xf32>
    %601 = stablehlo.subtract %599, %600 : tensor<32x32x3x3xf32>
    %602 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %603 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %604 = stablehlo.broadcast_in_dim %603, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %605 = stablehlo.multiply %173, %604 : tensor<32xf32>
    %606 = stablehlo.constant dense<9.000000e-01> : tensor<f32>
    %607 = stablehlo.broadcast_in_dim %606, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %608 = stablehlo.multiply %m.conv6.b, %607 : tensor<32xf32>
    %609 = stablehlo.add %608, %605 : tensor<32xf32>
    %610 = stablehlo.multiply %173, %173 : tensor<32xf32>
    %611 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %612 = stablehlo.broadcast_in_dim %611, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %613 = stablehlo.multiply %610, %612 : tensor<32xf32>
    %614 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %615 = stablehlo.broadcast_in_dim %614, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %616 = stablehlo.multiply %v.conv6.b, %615 : tensor<32xf32>
    %617 = stablehlo.add %616, %613 : tensor<32xf32>
    %618 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %619 = stablehlo.divide %609, %618 : tensor<32xf32>
    %620 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %621 = stablehlo.divide %617, %620 : tensor<32xf32>
    %622 = stablehlo.constant dense<1.000000e-08> : tensor<f32>
    %623 = stablehlo.broadcast_in_dim %622, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %624 = stablehlo.sqrt %621 : tensor<32xf32>
    %625 = stablehlo.add %624, %623 : tensor<32xf32>
    %626 = stablehlo.divide %619, %625 : tensor<32xf32>
    %627 = stablehlo.constant dense<1.000000e-04> : tensor<f32>
    %628 = stablehlo.broadcast_in_dim %627, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %629 = stablehlo.multiply %602, %628 : tensor<32xf32>
    %630 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %631 = stablehlo.broadcast_in_dim %630, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %632 = stablehlo.subtract %631, %629 : tensor<32xf32>
    %633 = stablehlo.multiply %theta.conv6.b, %632 : tensor<32xf32>
    %634 = stablehlo.multiply %602, %626 : tensor<32xf32>
    %635 = stablehlo.subtract %633, %634 : tensor<32xf32>
    %636 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<32x32x3x3xf32>
    %637 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %638 = stablehlo.broadcast_in_dim %637, dims = [] : (tensor<f32>) -> tensor<32x32x3x3xf32>
    %639 = stablehlo.multiply %163, %638 : tensor<32x32x3x3xf32>
    %640 = stablehlo.constant dense<9.000000e-01> : tensor<f32>
    %641 = stablehlo.broadcast_in_dim %640, dims = [] : (tensor<f32>) -> tensor<32x32x3x3xf32>
    %642 = stablehlo.multiply %m.conv7.w, %641 : tensor<32x32x3x3xf32>
    %643 = stablehlo.add %642, %639 : tensor<32x32x3x3xf32>
    %644 = stablehlo.multiply %163, %163 : tensor<32x32x3x3xf32>
    %645 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %646 = stablehlo.broadcast_in_dim %645, dims = [] : (tensor<f32>) -> tensor<32x32x3x3xf32>
    %647 = stablehlo.multiply %644, %646 : tensor<32x32x3x3xf32>
    %648 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %649 = stablehlo.broadcast_in_dim %648, dims = [] : (tensor<f32>) -> tensor<32x32x3x3xf32>
    %650 = stablehlo.multiply %v.conv7.w, %649 : tensor<32x32x3x3xf32>
    %651 = stablehlo.add %650, %647 : tensor<32x32x3x3xf32>
    %652 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<32x32x3x3xf32>
    %653 = stablehlo.divide %643, %652 : tensor<32x32x3x3xf32>
    %654 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<32x32x3x3xf32>
    %655 = stablehlo.divide %651, %654 : tensor<32x32x3x3xf32>
    %656 = stablehlo.constant dense<1.000000e-08> : tensor<f32>
    %657 = stablehlo.broadcast_in_dim %656, dims = [] : (tensor<f32>) -> tensor<32x32x3x3xf32>
    %658 = stablehlo.sqrt %655 : tensor<32x32x3x3xf32>
    %659 = stablehlo.add %658, %657 : tensor<32x32x3x3xf32>
    %660 = stablehlo.divide %653, %659 : tensor<32x32x3x3xf32>
    %661 = stablehlo.constant dense<1.000000e-04> : tensor<f32>
    %662 = stablehlo.broadcast_in_dim %661, dims = [] : (tensor<f32>) -> tensor<32x32x3x3xf32>
    %663 = stablehlo.multiply %636, %662 : tensor<32x32x3x3xf32>
    %664 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %665 = stablehlo.broadcast_in_dim %664, dims = [] : (tensor<f32>) -> tensor<32x32x3x3xf32>
    %666 = stablehlo.subtract %665, %663 : tensor<32x32x3x3xf32>
    %667 = stablehlo.multiply %theta.conv7.w, %666 : tensor<32x32x3x3xf32>
    %668 = stablehlo.multiply %636, %660 : tensor<32x32x3x3xf32>
    %669 = stablehlo.subtract %667, %668 : tensor<32x32x3x3xf32>
    %670 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %671 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %672 = stablehlo.broadcast_in_dim %671, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %673 = stablehlo.multiply %160, %672 : tensor<32xf32>
    %674 = stablehlo.constant dense<9.000000e-01> : tensor<f32>
    %675 = stablehlo.broadcast_in_dim %674, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %676 = stablehlo.multiply %m.conv7.b, %675 : tensor<32xf32>
    %677 = stablehlo.add %676, %673 : tensor<32xf32>
    %678 = stablehlo.multiply %160, %160 : tensor<32xf32>
    %679 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %680 = stablehlo.broadcast_in_dim %679, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %681 = stablehlo.multiply %678, %680 : tensor<32xf32>
    %682 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %683 = stablehlo.broadcast_in_dim %682, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %684 = stablehlo.multiply %v.conv7.b, %683 : tensor<32xf32>
    %685 = stablehlo.add %684, %681 : tensor<32xf32>
    %686 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %687 = stablehlo.divide %677, %686 : tensor<32xf32>
    %688 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %689 = stablehlo.divide %685, %688 : tensor<32xf32>
    %690 = stablehlo.constant dense<1.000000e-08> : tensor<f32>
    %691 = stablehlo.broadcast_in_dim %690, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %692 = stablehlo.sqrt %689 : tensor<32xf32>
    %693 = stablehlo.add %692, %691 : tensor<32xf32>
    %694 = stablehlo.divide %687, %693 : tensor<32xf32>
    %695 = stablehlo.constant dense<1.000000e-04> : tensor<f32>
    %696 = stablehlo.broadcast_in_dim %695, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %697 = stablehlo.multiply %670, %696 : tensor<32xf32>
    %698 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %699 = stablehlo.broadcast_in_dim %698, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %700 = stablehlo.subtract %699, %697 : tensor<32xf32>
    %701 = stablehlo.multiply %theta.conv7.b, %700 : tensor<32xf32>
    %702 = stablehlo.multiply %670, %694 : tensor<32xf32>
    %703 = stablehlo.subtract %701, %702 : tensor<32xf32>
    %704 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<32x32x3x3xf32>
    %705 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %706 = stablehlo.broadcast_in_dim %705, dims = [] : (tensor<f32>) -> tensor<32x32x3x3xf32>
    %707 = stablehlo.multiply %154, %706 : tensor<32x32x3x3xf32>
    %708 = stablehlo.constant dense<9.000000e-01> : tensor<f32>
    %709 = stablehlo.broadcast_in_dim %708, dims = [] : (tensor<f32>) -> tensor<32x32x3x3xf32>
    %710 = stablehlo.multiply %m.conv8.w, %709 : tensor<32x32x3x3xf32>
    %711 = stablehlo.add %710, %707 : tensor<32x32x3x3xf32>
    %712 = stablehlo.multiply %154, %154 : tensor<32x32x3x3xf32>
    %713 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %714 = stablehlo.broadcast_in_dim %713, dims = [] : (tensor<f32>) -> tensor<32x32x3x3xf32>
    %715 = stablehlo.multiply %712, %714 : tensor<32x32x3x3xf32>
    %716 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %717 = stablehlo.broadcast_in_dim %716, dims = [] : (tensor<f32>) -> tensor<32x32x3x3xf32>
    %718 = stablehlo.multiply %v.conv8.w, %717 : tensor<32x32x3x3xf32>
    %719 = stablehlo.add %718, %715 : tensor<32x32x3x3xf32>
    %720 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<32x32x3x3xf32>
    %721 = stablehlo.divide %711, %720 : tensor<32x32x3x3xf32>
    %722 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<32x32x3x3xf32>
    %723 = stablehlo.divide %719, %722 : tensor<32x32x3x3xf32>
    %724 = stablehlo.constant dense<1.000000e-08> : tensor<f32>
    %725 = stablehlo.broadcast_in_dim %724, dims = [] : (tensor<f32>) -> tensor<32x32x3x3xf32>
    %726 = stablehlo.sqrt %723 : tensor<32x32x3x3xf32>
    %727 = stablehlo.add %726, %725 : tensor<32x32x3x3xf32>
    %728 = stablehlo.divide %721, %727 : tensor<32x32x3x3xf32>
    %729 = stablehlo.constant dense<1.000000e-04> : tensor<f32>
    %730 = stablehlo.broadcast_in_dim %729, dims = [] : (tensor<f32>) -> tensor<32x32x3x3xf32>
    %731 = stablehlo.multiply %704, %730 : tensor<32x32x3x3xf32>
    %732 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %733 = stablehlo.broadcast_in_dim %732, dims = [] : (tensor<f32>) -> tensor<32x32x3x3xf32>
    %734 = stablehlo.subtract %733, %731 : tensor<32x32x3x3xf32>
    %735 = stablehlo.multiply %theta.conv8.w, %734 : tensor<32x32x3x3xf32>
    %736 = stablehlo.multiply %704, %728 : tensor<32x32x3x3xf32>
    %737 = stablehlo.subtract %735, %736 : tensor<32x32x3x3xf32>
    %738 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %739 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %740 = stablehlo.broadcast_in_dim %739, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %741 = stablehlo.multiply %151, %740 : tensor<32xf32>
    %742 = stablehlo.constant dense<9.000000e-01> : tensor<f32>
    %743 = stablehlo.broadcast_in_dim %742, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %744 = stablehlo.multiply %m.conv8.b, %743 : tensor<32xf32>
    %745 = stablehlo.add %744, %741 : tensor<32xf32>
    %746 = stablehlo.multiply %151, %151 : tensor<32xf32>
    %747 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %748 = stablehlo.broadcast_in_dim %747, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %749 = stablehlo.multiply %746, %748 : tensor<32xf32>
    %750 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %751 = stablehlo.broadcast_in_dim %750, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %752 = stablehlo.multiply %v.conv8.b, %751 : tensor<32xf32>
    %753 = stablehlo.add %752, %749 : tensor<32xf32>
    %754 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %755 = stablehlo.divide %745, %754 : tensor<32xf32>
    %756 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %757 = stablehlo.divide %753, %756 : tensor<32xf32>
    %758 = stablehlo.constant dense<1.000000e-08> : tensor<f32>
    %759 = stablehlo.broadcast_in_dim %758, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %760 = stablehlo.sqrt %757 : tensor<32xf32>
    %761 = stablehlo.add %760, %759 : tensor<32xf32>
    %762 = stablehlo.divide %755, %761 : tensor<32xf32>
    %763 = stablehlo.constant dense<1.000000e-04> : tensor<f32>
    %764 = stablehlo.broadcast_in_dim %763, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %765 = stablehlo.multiply %738, %764 : tensor<32xf32>
    %766 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %767 = stablehlo.broadcast_in_dim %766, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %768 = stablehlo.subtract %767, %765 : tensor<32xf32>
    %769 = stablehlo.multiply %theta.conv8.b, %768 : tensor<32xf32>
    %770 = stablehlo.multiply %738, %762 : tensor<32xf32>
    %771 = stablehlo.subtract %769, %770 : tensor<32xf32>
    %772 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<128x512xf32>
    %773 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %774 = stablehlo.broadcast_in_dim %773, dims = [] : (tensor<f32>) -> tensor<128x512xf32>
    %775 = stablehlo.multiply %140, %774 : tensor<128x512xf32>
    %776 = stablehlo.constant dense<9.000000e-01> : tensor<f32>
    %777 = stablehlo.broadcast_in_dim %776, dims = [] : (tensor<f32>) -> tensor<128x512xf32>
    %778 = stablehlo.multiply %m.fc1.w, %777 : tensor<128x512xf32>
    %779 = stablehlo.add %778, %775 : tensor<128x512xf32>
    %780 = stablehlo.multiply %140, %140 : tensor<128x512xf32>
    %781 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %782 = stablehlo.broadcast_in_dim %781, dims = [] : (tensor<f32>) -> tensor<128x512xf32>
    %783 = stablehlo.multiply %780, %782 : tensor<128x512xf32>
    %784 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %785 = stablehlo.broadcast_in_dim %784, dims = [] : (tensor<f32>) -> tensor<128x512xf32>
    %786 = stablehlo.multiply %v.fc1.w, %785 : tensor<128x512xf32>
    %787 = stablehlo.add %786, %783 : tensor<128x512xf32>
    %788 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<128x512xf32>
    %789 = stablehlo.divide %779, %788 : tensor<128x512xf32>
    %790 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<128x512xf32>
    %791 = stablehlo.divide %787, %790 : tensor<128x512xf32>
    %792 = stablehlo.constant dense<1.000000e-08> : tensor<f32>
    %793 = stablehlo.broadcast_in_dim %792, dims = [] : (tensor<f32>) -> tensor<128x512xf32>
    %794 = stablehlo.sqrt %791 : tensor<128x512xf32>
    %795 = stablehlo.add %794, %793 : tensor<128x512xf32>
    %796 = stablehlo.divide %789, %795 : tensor<128x512xf32>
    %797 = stablehlo.constant dense<1.000000e-04> : tensor<f32>
    %798 = stablehlo.broadcast_in_dim %797, dims = [] : (tensor<f32>) -> tensor<128x512xf32>
    %799 = stablehlo.multiply %772, %798 : tensor<128x512xf32>
    %800 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %801 = stablehlo.broadcast_in_dim %800, dims = [] : (tensor<f32>) -> tensor<128x512xf32>
    %802 = stablehlo.subtract %801, %799 : tensor<128x512xf32>
    %803 = stablehlo.multiply %theta.fc1.w, %802 : tensor<128x512xf32>
    %804 = stablehlo.multiply %772, %796 : tensor<128x512xf32>
    %805 = stablehlo.subtract %803, %804 : tensor<128x512xf32>
    %806 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %807 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %808 = stablehlo.broadcast_in_dim %807, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %809 = stablehlo.multiply %138, %808 : tensor<512xf32>
    %810 = stablehlo.constant dense<9.000000e-01> : tensor<f32>
    %811 = stablehlo.broadcast_in_dim %810, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %812 = stablehlo.multiply %m.fc1.b, %811 : tensor<512xf32>
    %813 = stablehlo.add %812, %809 : tensor<512xf32>
    %814 = stablehlo.multiply %138, %138 : tensor<512xf32>
    %815 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %816 = stablehlo.broadcast_in_dim %815, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %817 = stablehlo.multiply %814, %816 : tensor<512xf32>
    %818 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %819 = stablehlo.broadcast_in_dim %818, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %820 = stablehlo.multiply %v.fc1.b, %819 : tensor<512xf32>
    %821 = stablehlo.add %820, %817 : tensor<512xf32>
    %822 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %823 = stablehlo.divide %813, %822 : tensor<512xf32>
    %824 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %825 = stablehlo.divide %821, %824 : tensor<512xf32>
    %826 = stablehlo.constant dense<1.000000e-08> : tensor<f32>
    %827 = stablehlo.broadcast_in_dim %826, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %828 = stablehlo.sqrt %825 : tensor<512xf32>
    %829 = stablehlo.add %828, %827 : tensor<512xf32>
    %830 = stablehlo.divide %823, %829 : tensor<512xf32>
    %831 = stablehlo.constant dense<1.000000e-04> : tensor<f32>
    %832 = stablehlo.broadcast_in_dim %831, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %833 = stablehlo.multiply %806, %832 : tensor<512xf32>
    %834 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %835 = stablehlo.broadcast_in_dim %834, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %836 = stablehlo.subtract %835, %833 : tensor<512xf32>
    %837 = stablehlo.multiply %theta.fc1.b, %836 : tensor<512xf32>
    %838 = stablehlo.multiply %806, %830 : tensor<512xf32>
    %839 = stablehlo.subtract %837, %838 : tensor<512xf32>
    %840 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<512x512xf32>
    %841 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %842 = stablehlo.broadcast_in_dim %841, dims = [] : (tensor<f32>) -> tensor<512x512xf32>
    %843 = stablehlo.multiply %132, %842 : tensor<512x512xf32>
    %844 = stablehlo.constant dense<9.000000e-01> : tensor<f32>
    %845 = stablehlo.broadcast_in_dim %844, dims = [] : (tensor<f32>) -> tensor<512x512xf32>
    %846 = stablehlo.multiply %m.fc2.w, %845 : tensor<512x512xf32>
    %847 = stablehlo.add %846, %843 : tensor<512x512xf32>
    %848 = stablehlo.multiply %132, %132 : tensor<512x512xf32>
    %849 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %850 = stablehlo.broadcast_in_dim %849, dims = [] : (tensor<f32>) -> tensor<512x512xf32>
    %851 = stablehlo.multiply %848, %850 : tensor<512x512xf32>
    %852 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %853 = stablehlo.broadcast_in_dim %852, dims = [] : (tensor<f32>) -> tensor<512x512xf32>
    %854 = stablehlo.multiply %v.fc2.w, %853 : tensor<512x512xf32>
    %855 = stablehlo.add %854, %851 : tensor<512x512xf32>
    %856 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<512x512xf32>
    %857 = stablehlo.divide %847, %856 : tensor<512x512xf32>
    %858 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<512x512xf32>
    %859 = stablehlo.divide %855, %858 : tensor<512x512xf32>
    %860 = stablehlo.constant dense<1.000000e-08> : tensor<f32>
    %861 = stablehlo.broadcast_in_dim %860, dims = [] : (tensor<f32>) -> tensor<512x512xf32>
    %862 = stablehlo.sqrt %859 : tensor<512x512xf32>
    %863 = stablehlo.add %862, %861 : tensor<512x512xf32>
    %864 = stablehlo.divide %857, %863 : tensor<512x512xf32>
    %865 = stablehlo.constant dense<1.000000e-04> : tensor<f32>
    %866 = stablehlo.broadcast_in_dim %865, dims = [] : (tensor<f32>) -> tensor<512x512xf32>
    %867 = stablehlo.multiply %840, %866 : tensor<512x512xf32>
    %868 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %869 = stablehlo.broadcast_in_dim %868, dims = [] : (tensor<f32>) -> tensor<512x512xf32>
    %870 = stablehlo.subtract %869, %867 : tensor<512x512xf32>
    %871 = stablehlo.multiply %theta.fc2.w, %870 : tensor<512x512xf32>
    %872 = stablehlo.multiply %840, %864 : tensor<512x512xf32>
    %873 = stablehlo.subtract %871, %872 : tensor<512x512xf32>
    %874 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %875 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %876 = stablehlo.broadcast_in_dim %875, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %877 = stablehlo.multiply %130, %876 : tensor<512xf32>
    %878 = stablehlo.constant dense<9.000000e-01> : tensor<f32>
    %879 = stablehlo.broadcast_in_dim %878, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %880 = stablehlo.multiply %m.fc2.b, %879 : tensor<512xf32>
    %881 = stablehlo.add %880, %877 : tensor<512xf32>
    %882 = stablehlo.multiply %130, %130 : tensor<512xf32>
    %883 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %884 = stablehlo.broadcast_in_dim %883, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %885 = stablehlo.multiply %882, %884 : tensor<512xf32>
    %886 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %887 = stablehlo.broadcast_in_dim %886, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %888 = stablehlo.multiply %v.fc2.b, %887 : tensor<512xf32>
    %889 = stablehlo.add %888, %885 : tensor<512xf32>
    %890 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %891 = stablehlo.divide %881, %890 : tensor<512xf32>
    %892 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %893 = stablehlo.divide %889, %892 : tensor<512xf32>
    %894 = stablehlo.constant dense<1.000000e-08> : tensor<f32>
    %895 = stablehlo.broadcast_in_dim %894, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %896 = stablehlo.sqrt %893 : tensor<512xf32>
    %897 = stablehlo.add %896, %895 : tensor<512xf32>
    %898 = stablehlo.divide %891, %897 : tensor<512xf32>
    %899 = stablehlo.constant dense<1.000000e-04> : tensor<f32>
    %900 = stablehlo.broadcast_in_dim %899, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %901 = stablehlo.multiply %874, %900 : tensor<512xf32>
    %902 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %903 = stablehlo.broadcast_in_dim %902, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %904 = stablehlo.subtract %903, %901 : tensor<512xf32>
    %905 = stablehlo.multiply %theta.fc2.b, %904 : tensor<512xf32>
    %906 = stablehlo.multiply %874, %898 : tensor<512xf32>
    %907 = stablehlo.subtract %905, %906 : tensor<512xf32>
    %908 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<512x10xf32>
    %909 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %910 = stablehlo.broadcast_in_dim %909, dims = [] : (tensor<f32>) -> tensor<512x10xf32>
    %911 = stablehlo.multiply %124, %910 : tensor<512x10xf32>
    %912 = stablehlo.constant dense<9.000000e-01> : tensor<f32>
    %913 = stablehlo.broadcast_in_dim %912, dims = [] : (tensor<f32>) -> tensor<512x10xf32>
    %914 = stablehlo.multiply %m.fc3.w, %913 : tensor<512x10xf32>
    %915 = stablehlo.add %914, %911 : tensor<512x10xf32>
    %916 = stablehlo.multiply %124, %124 : tensor<512x10xf32>
    %917 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %918 = stablehlo.broadcast_in_dim %917, dims = [] : (tensor<f32>) -> tensor<512x10xf32>
    %919 = stablehlo.multiply %916, %918 : tensor<512x10xf32>
    %920 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %921 = stablehlo.broadcast_in_dim %920, dims = [] : (tensor<f32>) -> tensor<512x10xf32>
    %922 = stablehlo.multiply %v.fc3.w, %921 : tensor<512x10xf32>
    %923 = stablehlo.add %922, %919 : tensor<512x10xf32>
    %924 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<512x10xf32>
    %925 = stablehlo.divide %915, %924 : tensor<512x10xf32>
    %926 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<512x10xf32>
    %927 = stablehlo.divide %923, %926 : tensor<512x10xf32>
    %928 = stablehlo.constant dense<1.000000e-08> : tensor<f32>
    %929 = stablehlo.broadcast_in_dim %928, dims = [] : (tensor<f32>) -> tensor<512x10xf32>
    %930 = stablehlo.sqrt %927 : tensor<512x10xf32>
    %931 = stablehlo.add %930, %929 : tensor<512x10xf32>
    %932 = stablehlo.divide %925, %931 : tensor<512x10xf32>
    %933 = stablehlo.constant dense<1.000000e-04> : tensor<f32>
    %934 = stablehlo.broadcast_in_dim %933, dims = [] : (tensor<f32>) -> tensor<512x10xf32>
    %935 = stablehlo.multiply %908, %934 : tensor<512x10xf32>
    %936 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %937 = stablehlo.broadcast_in_dim %936, dims = [] : (tensor<f32>) -> tensor<512x10xf32>
    %938 = stablehlo.subtract %937, %935 : tensor<512x10xf32>
    %939 = stablehlo.multiply %theta.fc3.w, %938 : tensor<512x10xf32>
    %940 = stablehlo.multiply %908, %932 : tensor<512x10xf32>
    %941 = stablehlo.subtract %939, %940 : tensor<512x10xf32>
    %942 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %943 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %944 = stablehlo.broadcast_in_dim %943, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %945 = stablehlo.multiply %122, %944 : tensor<10xf32>
    %946 = stablehlo.constant dense<9.000000e-01> : tensor<f32>
    %947 = stablehlo.broadcast_in_dim %946, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %948 = stablehlo.multiply %m.fc3.b, %947 : tensor<10xf32>
    %949 = stablehlo.add %948, %945 : tensor<10xf32>
    %950 = stablehlo.multiply %122, %122 : tensor<10xf32>
    %951 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %952 = stablehlo.broadcast_in_dim %951, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %953 = stablehlo.multiply %950, %952 : tensor<10xf32>
    %954 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %955 = stablehlo.broadcast_in_dim %954, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %956 = stablehlo.multiply %v.fc3.b, %955 : tensor<10xf32>
    %957 = stablehlo.add %956, %953 : tensor<10xf32>
    %958 = stablehlo.broadcast_in_dim %bc1, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %959 = stablehlo.divide %949, %958 : tensor<10xf32>
    %960 = stablehlo.broadcast_in_dim %bc2, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %961 = stablehlo.divide %957, %960 : tensor<10xf32>
    %962 = stablehlo.constant dense<1.000000e-08> : tensor<f32>
    %963 = stablehlo.broadcast_in_dim %962, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %964 = stablehlo.sqrt %961 : tensor<10xf32>
    %965 = stablehlo.add %964, %963 : tensor<10xf32>
    %966 = stablehlo.divide %959, %965 : tensor<10xf32>
    %967 = stablehlo.constant dense<1.000000e-04> : tensor<f32>
    %968 = stablehlo.broadcast_in_dim %967, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %969 = stablehlo.multiply %942, %968 : tensor<10xf32>
    %970 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %971 = stablehlo.broadcast_in_dim %970, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %972 = stablehlo.subtract %971, %969 : tensor<10xf32>
    %973 = stablehlo.multiply %theta.fc3.b, %972 : tensor<10xf32>
    %974 = stablehlo.multiply %942, %966 : tensor<10xf32>
    %975 = stablehlo.subtract %973, %974 : tensor<10xf32>
    return %261, %295, %329, %363, %397, %431, %465, %499, %533, %567, %601, %635, %669, %703, %737, %771, %805, %839, %873, %907, %941, %975, %235, %269, %303, %337, %371, %405, %439, %473, %507, %541, %575, %609, %643, %677, %711, %745, %779, %813, %847, %881, %915, %949, %243, %277, %311, %345, %379, %413, %447, %481, %515, %549, %583, %617, %651, %685, %719, %753, %787, %821, %855, %889, %923, %957, %90 : tensor<16x3x3x3xf32>, tensor<16xf32>, tensor<16x16x3x3xf32>, tensor<16xf32>, tensor<16x16x3x3xf32>, tensor<16xf32>, tensor<16x16x3x3xf32>, tensor<16xf32>, tensor<32x16x3x3xf32>, tensor<32xf32>, tensor<32x32x3x3xf32>, tensor<32xf32>, tensor<32x32x3x3xf32>, tensor<32xf32>, tensor<32x32x3x3xf32>, tensor<32xf32>, tensor<128x512xf32>, tensor<512xf32>, tensor<512x512xf32>, tensor<512xf32>, tensor<512x10xf32>, tensor<10xf32>, tensor<16x3x3x3xf32>, tensor<16xf32>, tensor<16x16x3x3xf32>, tensor<16xf32>, tensor<16x16x3x3xf32>, tensor<16xf32>, tensor<16x16x3x3xf32>, tensor<16xf32>, tensor<32x16x3x3xf32>, tensor<32xf32>, tensor<32x32x3x3xf32>, tensor<32xf32>, tensor<32x32x3x3xf32>, tensor<32xf32>, tensor<32x32x3x3xf32>, tensor<32xf32>, tensor<128x512xf32>, tensor<512xf32>, tensor<512x512xf32>, tensor<512xf32>, tensor<512x10xf32>, tensor<10xf32>, tensor<16x3x3x3xf32>, tensor<16xf32>, tensor<16x16x3x3xf32>, tensor<16xf32>, tensor<16x16x3x3xf32>, tensor<16xf32>, tensor<16x16x3x3xf32>, tensor<16xf32>, tensor<32x16x3x3xf32>, tensor<32xf32>, tensor<32x32x3x3xf32>, tensor<32xf32>, tensor<32x32x3x3xf32>, tensor<32xf32>, tensor<32x32x3x3xf32>, tensor<32xf32>, tensor<128x512xf32>, tensor<512xf32>, tensor<512x512xf32>, tensor<512xf32>, tensor<512x10xf32>, tensor<10xf32>, tensor<f32>
  }
  func.func public @cifar8_fwd(%x: tensor<8x3x32x32xf32>, %theta.conv1.w: tensor<16x3x3x3xf32>, %theta.conv1.b: tensor<16xf32>, %theta.conv2.w: tensor<16x16x3x3xf32>, %theta.conv2.b: tensor<16xf32>, %theta.conv3.w: tensor<16x16x3x3xf32>, %theta.conv3.b: tensor<16xf32>, %theta.conv4.w: tensor<16x16x3x3xf32>, %theta.conv4.b: tensor<16xf32>, %theta.conv5.w: tensor<32x16x3x3xf32>, %theta.conv5.b: tensor<32xf32>, %theta.conv6.w: tensor<32x32x3x3xf32>, %theta.conv6.b: tensor<32xf32>, %theta.conv7.w: tensor<32x32x3x3xf32>, %theta.conv7.b: tensor<32xf32>, %theta.conv8.w: tensor<32x32x3x3xf32>, %theta.conv8.b: tensor<32xf32>, %theta.fc1.w: tensor<128x512xf32>, %theta.fc1.b: tensor<512xf32>, %theta.fc2.w: tensor<512x512xf32>, %theta.fc2.b: tensor<512xf32>, %theta.fc3.w: tensor<512x10xf32>, %theta.fc3.b: tensor<10xf32>) -> (tensor<8x10xf32> {jax.result_info = "logits"}) {
    %0 = stablehlo.convolution(%x, %theta.conv1.w) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[1, 1], [1, 1]]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<8x3x32x32xf32>, tensor<16x3x3x3xf32>) -> tensor<8x16x32x32xf32>
    %1 = stablehlo.broadcast_in_dim %theta.conv1.b, dims = [1] : (tensor<16xf32>) -> tensor<8x16x32x32xf32>
    %2 = stablehlo.add %0, %1 : tensor<8x16x32x32xf32>
    %3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<f32>) -> tensor<8x16x32x32xf32>
    %5 = stablehlo.maximum %2, %4 : tensor<8x16x32x32xf32>
    %6 = stablehlo.convolution(%5, %theta.conv2.w) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[1, 1], [1, 1]]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<8x16x32x32xf32>, tensor<16x16x3x3xf32>) -> tensor<8x16x32x32xf32>
    %7 = stablehlo.broadcast_in_dim %theta.conv2.b, dims = [1] : (tensor<16xf32>) -> tensor<8x16x32x32xf32>
    %8 = stablehlo.add %6, %7 : tensor<8x16x32x32xf32>
    %9 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %10 = stablehlo.broadcast_in_dim %9, dims = [] : (tensor<f32>) -> tensor<8x16x32x32xf32>
    %11 = stablehlo.maximum %8, %10 : tensor<8x16x32x32xf32>
    %12 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %13 = "stablehlo.reduce_window"(%11, %12) <{padding = dense<0> : tensor<4x2xi64>, window_dimensions = array<i64: 1, 1, 2, 2>, window_strides = array<i64: 1, 1, 2, 2>}> ({
    ^bb0(%arg23: tensor<f32>, %arg24: tensor<f32>):
      %14 = stablehlo.maximum %arg23, %arg24 : tensor<f32>
      stablehlo.return %14 : tensor<f32>
    }) : (tensor<8x16x32x32xf32>, tensor<f32>) -> tensor<8x16x16x16xf32>
    %15 = stablehlo.convolution(%13, %theta.conv3.w) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[1, 1], [1, 1]]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<8x16x16x16xf32>, tensor<16x16x3x3xf32>) -> tensor<8x16x16x16xf32>
    %16 = stablehlo.broadcast_in_dim %theta.conv3.b, dims = [1] : (tensor<16xf32>) -> tensor<8x16x16x16xf32>
    %17 = stablehlo.add %15, %16 : tensor<8x16x16x16xf32>
    %18 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %19 = stablehlo.broadcast_in_dim %18, dims = [] : (tensor<f32>) -> tensor<8x16x16x16xf32>
    %20 = stablehlo.maximum %17, %19 : tensor<8x16x16x16xf32>
    %21 = stablehlo.convolution(%20, %theta.conv4.w) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[1, 1], [1, 1]]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<8x16x16x16xf32>, tensor<16x16x3x3xf32>) -> tensor<8x16x16x16xf32>
    %22 = stablehlo.broadcast_in_dim %theta.conv4.b, dims = [1] : (tensor<16xf32>) -> tensor<8x16x16x16xf32>
    %23 = stablehlo.add %21, %22 : tensor<8x16x16x16xf32>
    %24 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %25 = stablehlo.broadcast_in_dim %24, dims = [] : (tensor<f32>) -> tensor<8x16x16x16xf32>
    %26 = stablehlo.maximum %23, %25 : tensor<8x16x16x16xf32>
    %27 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %28 = "stablehlo.reduce_window"(%26, %27) <{padding = dense<0> : tensor<4x2xi64>, window_dimensions = array<i64: 1, 1, 2, 2>, window_strides = array<i64: 1, 1, 2, 2>}> ({
    ^bb0(%arg25: tensor<f32>, %arg26: tensor<f32>):
      %29 = stablehlo.maximum %arg25, %arg26 : tensor<f32>
      stablehlo.return %29 : tensor<f32>
    }) : (tensor<8x16x16x16xf32>, tensor<f32>) -> tensor<8x16x8x8xf32>
    %30 = stablehlo.convolution(%28, %theta.conv5.w) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[1, 1], [1, 1]]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<8x16x8x8xf32>, tensor<32x16x3x3xf32>) -> tensor<8x32x8x8xf32>
    %31 = stablehlo.broadcast_in_dim %theta.conv5.b, dims = [1] : (tensor<32xf32>) -> tensor<8x32x8x8xf32>
    %32 = stablehlo.add %30, %31 : tensor<8x32x8x8xf32>
    %33 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %34 = stablehlo.broadcast_in_dim %33, dims = [] : (tensor<f32>) -> tensor<8x32x8x8xf32>
    %35 = stablehlo.maximum %32, %34 : tensor<8x32x8x8xf32>
    %36 = stablehlo.convolution(%35, %theta.conv6.w) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[1, 1], [1, 1]]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<8x32x8x8xf32>, tensor<32x32x3x3xf32>) -> tensor<8x32x8x8xf32>
    %37 = stablehlo.broadcast_in_dim %theta.conv6.b, dims = [1] : (tensor<32xf32>) -> tensor<8x32x8x8xf32>
    %38 = stablehlo.add %36, %37 : tensor<8x32x8x8xf32>
    %39 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %40 = stablehlo.broadcast_in_dim %39, dims = [] : (tensor<f32>) -> tensor<8x32x8x8xf32>
    %41 = stablehlo.maximum %38, %40 : tensor<8x32x8x8xf32>
    %42 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %43 = "stablehlo.reduce_window"(%41, %42) <{padding = dense<0> : tensor<4x2xi64>, window_dimensions = array<i64: 1, 1, 2, 2>, window_strides = array<i64: 1, 1, 2, 2>}> ({
    ^bb0(%arg27: tensor<f32>, %arg28: tensor<f32>):
      %44 = stablehlo.maximum %arg27, %arg28 : tensor<f32>
      stablehlo.return %44 : tensor<f32>
    }) : (tensor<8x32x8x8xf32>, tensor<f32>) -> tensor<8x32x4x4xf32>
    %45 = stablehlo.convolution(%43, %theta.conv7.w) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[1, 1], [1, 1]]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<8x32x4x4xf32>, tensor<32x32x3x3xf32>) -> tensor<8x32x4x4xf32>
    %46 = stablehlo.broadcast_in_dim %theta.conv7.b, dims = [1] : (tensor<32xf32>) -> tensor<8x32x4x4xf32>
    %47 = stablehlo.add %45, %46 : tensor<8x32x4x4xf32>
    %48 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %49 = stablehlo.broadcast_in_dim %48, dims = [] : (tensor<f32>) -> tensor<8x32x4x4xf32>
    %50 = stablehlo.maximum %47, %49 : tensor<8x32x4x4xf32>
    %51 = stablehlo.convolution(%50, %theta.conv8.w) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[1, 1], [1, 1]]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<8x32x4x4xf32>, tensor<32x32x3x3xf32>) -> tensor<8x32x4x4xf32>
    %52 = stablehlo.broadcast_in_dim %theta.conv8.b, dims = [1] : (tensor<32xf32>) -> tensor<8x32x4x4xf32>
    %53 = stablehlo.add %51, %52 : tensor<8x32x4x4xf32>
    %54 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %55 = stablehlo.broadcast_in_dim %54, dims = [] : (tensor<f32>) -> tensor<8x32x4x4xf32>
    %56 = stablehlo.maximum %53, %55 : tensor<8x32x4x4xf32>
    %57 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %58 = "stablehlo.reduce_window"(%56, %57) <{padding = dense<0> : tensor<4x2xi64>, window_dimensions = array<i64: 1, 1, 2, 2>, window_strides = array<i64: 1, 1, 2, 2>}> ({
    ^bb0(%arg29: tensor<f32>, %arg30: tensor<f32>):
      %59 = stablehlo.maximum %arg29, %arg30 : tensor<f32>
      stablehlo.return %59 : tensor<f32>
    }) : (tensor<8x32x4x4xf32>, tensor<f32>) -> tensor<8x32x2x2xf32>
    %60 = stablehlo.reshape %58 : (tensor<8x32x2x2xf32>) -> tensor<8x128xf32>
    %61 = stablehlo.dot_general %60, %theta.fc1.w, contracting_dims = [1] x [0] : (tensor<8x128xf32>, tensor<128x512xf32>) -> tensor<8x512xf32>
    %62 = stablehlo.broadcast_in_dim %theta.fc1.b, dims = [1] : (tensor<512xf32>) -> tensor<8x512xf32>
    %63 = stablehlo.add %61, %62 : tensor<8x512xf32>
    %64 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %65 = stablehlo.broadcast_in_dim %64, dims = [] : (tensor<f32>) -> tensor<8x512xf32>
    %66 = stablehlo.maximum %63, %65 : tensor<8x512xf32>
    %67 = stablehlo.dot_general %66, %theta.fc2.w, contracting_dims = [1] x [0] : (tensor<8x512xf32>, tensor<512x512xf32>) -> tensor<8x512xf32>
    %68 = stablehlo.broadcast_in_dim %theta.fc2.b, dims = [1] : (tensor<512xf32>) -> tensor<8x512xf32>
    %69 = stablehlo.add %67, %68 : tensor<8x512xf32>
    %70 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %71 = stablehlo.broadcast_in_dim %70, dims = [] : (tensor<f32>) -> tensor<8x512xf32>
    %72 = stablehlo.maximum %69, %71 : tensor<8x512xf32>
    %73 = stablehlo.dot_general %72, %theta.fc3.w, contracting_dims = [1] x [0] : (tensor<8x512xf32>, tensor<512x10xf32>) -> tensor<8x10xf32>
    %74 = stablehlo.broadcast_in_dim %theta.fc3.b, dims = [1] : (tensor<10xf32>) -> tensor<8x10xf32>
    %75 = stablehlo.add %73, %74 : tensor<8x10xf32>
    return %75 : tensor<8x10xf32>
  }
}
