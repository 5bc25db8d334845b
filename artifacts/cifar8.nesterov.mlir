// ladder train step: net cifar8 (373626 parameters), batch 8, input NCHW f32 tensor<8x3x32x32xf32>
// optimizer nesterov: momentum = 0.9
// loss: mean softmax cross-entropy over the batch
// signature: docs/TRAIN_STEP.md (output i pairs with input i + 1; the last output is the loss)
module @cifar8 {
  func.func public @cifar8_nesterov_train_step(%x: tensor<8x3x32x32xf32>, %theta.conv1.w: tensor<16x3x3x3xf32>, %theta.conv1.b: tensor<16xf32>, %theta.conv2.w: tensor<16x16x3x3xf32>, %theta.conv2.b: tensor<16xf32>, %theta.conv3.w: tensor<16x16x3x3xf32>, %theta.conv3.b: tensor<16xf32>, %theta.conv4.w: tensor<16x16x3x3xf32>, %theta.conv4.b: tensor<16xf32>, %theta.conv5.w: tensor<32x16x3x3xf32>, %theta.conv5.b: tensor<32xf32>, %theta.conv6.w: tensor<32x32x3x3xf32>, %theta.conv6.b: tensor<32xf32>, %theta.conv7.w: tensor<32x32x3x3xf32>, %theta.conv7.b: tensor<32xf32>, %theta.conv8.w: tensor<32x32x3x3xf32>, %theta.conv8.b: tensor<32xf32>, %theta.fc1.w: tensor<128x512xf32>, %theta.fc1.b: tensor<512xf32>, %theta.fc2.w: tensor<512x512xf32>, %theta.fc2.b: tensor<512xf32>, %theta.fc3.w: tensor<512x10xf32>, %theta.fc3.b: tensor<10xf32>, %m.conv1.w: tensor<16x3x3x3xf32>, %m.conv1.b: tensor<16xf32>, %m.conv2.w: tensor<16x16x3x3xf32>, %m.conv2.b: tensor<16xf32>, %m.conv3.w: tensor<16x16x3x3xf32>, %m.conv3.b: tensor<16xf32>, %m.conv4.w: tensor<16x16x3x3xf32>, %m.conv4.b: tensor<16xf32>, %m.conv5.w: tensor<32x16x3x3xf32>, %m.conv5.b: tensor<32xf32>, %m.conv6.w: tensor<32x32x3x3xf32>, %m.conv6.b: tensor<32xf32>, %m.conv7.w: tensor<32x32x3x3xf32>, %m.conv7.b: tensor<32xf32>, %m.conv8.w: tensor<32x32x3x3xf32>, %m.conv8.b: tensor<32xf32>, %m.fc1.w: tensor<128x512xf32>, %m.fc1.b: tensor<512xf32>, %m.fc2.w: tensor<512x512xf32>, %m.fc2.b: tensor<512xf32>, %m.fc3.w: tensor<512x10xf32>, %m.fc3.b: tensor<10xf32>, %lr: tensor<f32>, %labels: tensor<8x10xf32>) -> (tensor<16x3x3x3xf32> {jax.result_info = "theta.conv1.w'"}, tensor<16xf32> {jax.result_info = "theta.conv1.b'"}, tensor<16x16x3x3xf32> {jax.result_info = "theta.conv2.w'"}, tensor<16xf32> {jax.result_info = "theta.conv2.b'"}, tensor<16x16x3x3xf32> {jax.result_info = "theta.conv3.w'"}, tensor<16xf32> {jax.result_info = "theta.conv3.b'"}, tensor<16x16x3x3xf32> {jax.result_info = "theta.conv4.w'"}, tensor<16xf32> {jax.result_info = "theta.conv4.b'"}, tensor<32x16x3x3xf32> {jax.result_info = "theta.conv5.w'"}, tensor<32xf32> {jax.result_info = "theta.conv5.b'"}, tensor<32x32x3x3xf32> {jax.result_info = "theta.conv6.w'"}, tensor<32xf32> {jax.result_info = "theta.conv6.b'"}, tensor<32x32x3x3xf32> {jax.result_info = "theta.conv7.w'"}, tensor<32xf32> {jax.result_info = "theta.conv7.b'"}, tensor<32x32x3x3xf32> {jax.result_info = "theta.conv8.w'"}, tensor<32xf32> {jax.result_info = "theta.conv8.b'"}, tensor<128x512xf32> {jax.result_info = "theta.fc1.w'"}, tensor<512xf32> {jax.result_info = "theta.fc1.b'"}, tensor<512x512xf32> {jax.result_info = "theta.fc2.w'"}, tensor<512xf32> {jax.result_info = "theta.fc2.b'"}, tensor<512x10xf32> {jax.result_info = "theta.fc3.w'"}, tensor<10xf32> {jax.result_info = "theta.fc3.b'"}, tensor<16x3x3x3xf32> {jax.result_info = "m.conv1.w'"}, tensor<16xf32> {jax.result_info = "m.conv1.b'"}, tensor<16x16x3x3xf32> {jax.result_info = "m.conv2.w'"}, tensor<16xf32> {jax.result_info = "m.conv2.b'"}, tensor<16x16x3x3xf32> {jax.result_info = "m.conv3.w'"}, tensor<16xf32> {jax.result_info = "m.conv3.b'"}, tensor<16x16x3x3xf32> {jax.result_info = "m.conv4.w'"}, tensor<16xf32> {jax.result_info = "m.conv4.b'"}, tensor<32x16x3x3xf32> {jax.result_info = "m.conv5.w'"}, tensor<32xf32> {jax.result_info = "m.conv5.b'"}, tensor<32x32x3x3xf32> {jax.result_info = "m.conv6.w'"}, tensor<32xf32> {jax.result_info = "m.conv6.b'"}, tensor<32x32x3x3xf32> {jax.result_info = "m.conv7.w'"}, tensor<32xf32> {jax.result_info = "m.conv7.b'"}, tensor<32x32x3x3xf32> {jax.result_info = "m.conv8.w'"}, tensor<32xf32> {jax.result_info = "m.conv8.b'"}, tensor<128x512xf32> {jax.result_info = "m.fc1.w'"}, tensor<512xf32> {jax.result_info = "m.fc1.b'"}, tensor<512x512xf32> {jax.result_info = "m.fc2.w'"}, tensor<512xf32> {jax.result_info = "m.fc2.b'"}, tensor<512x10xf32> {jax.result_info = "m.fc3.w'"}, tensor<10xf32> {jax.result_info = "m.fc3.b'"}, tensor<f32> {jax.result_info = "loss"}) {
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
    ^bb0(%arg47: tensor<f32>, %arg48: tensor<f32>):
      %14 = stablehlo.maximum %arg47, %arg48 : tensor<f32>
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
    ^bb0(%arg49: tensor<f32>, %arg50: tensor<f32>):
      %29 = stablehlo.maximum %arg49, %arg50 : tensor<f32>
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
    ^bb0(%arg51: tensor<f32>, %arg52: tensor<f32>):
      %44 = stablehlo.maximum %arg51, %arg52 : tensor<f32>
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
    ^bb0(%arg53: tensor<f32>, %arg54: tensor<f32>):
      %59 = stablehlo.maximum %arg53, %arg54 : tensor<f32>
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
    ^bb0(%arg55: tensor<f32>, %arg56: tensor<f32>):
      %144 = stablehlo.compare  GE, %arg55, %arg56,  FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      stablehlo.return %144 : tensor<i1>
    }, {
    ^bb0(%arg57: tensor<f32>, %arg58: tensor<f32>):
      %145 = stablehlo.add %arg57, %arg58 : tensor<f32>
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
    ^bb0(%arg59: tensor<f32>, %arg60: tensor<f32>):
      %166 = stablehlo.compare  GE, %arg59, %arg60,  FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      stablehlo.return %166 : tensor<i1>
    }, {
    ^bb0(%arg61: tensor<f32>, %arg62: tensor<f32>):
      %167 = stablehlo.add %arg61, %arg62 : tensor<f32>
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
    ^bb0(%arg63: tensor<f32>, %arg64: tensor<f32>):
      %188 = stablehlo.compare  GE, %arg63, %arg64,  FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      stablehlo.return %188 : tensor<i1>
    }, {
    ^bb0(%arg65: tensor<f32>, %arg66: tensor<f32>):
      %189 = stablehlo.add %arg65, %arg66 : tensor<f32>
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
    ^bb0(%arg67: tensor<f32>, %arg68: tensor<f32>):
      %210 = stablehlo.compare  GE, %arg67, %arg68,  FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      stablehlo.return %210 : tensor<i1>
    }, {
    ^bb0(%arg69: tensor<f32>, %arg70: tensor<f32>):
      %211 = stablehlo.add %arg69, %arg70 : tensor<f32>
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
    %229 = stablehlo.constant dense<9.000000e-01> : tensor<f32>
    %230 = stablehlo.broadcast_in_dim %229, dims = [] : (tensor<f32>) -> tensor<16x3x3x3xf32>
    %231 = stablehlo.multiply %m.conv1.w, %230 : tensor<16x3x3x3xf32>
    %232 = stablehlo.add %231, %227 : tensor<16x3x3x3xf32>
    %233 = stablehlo.constant dense<9.000000e-01> : tensor<f32>
    %234 = stablehlo.broadcast_in_dim %233, dims = [] : (tensor<f32>) -> tensor<16x3x3x3xf32>
    %235 = stablehlo.multiply %232, %234 : tensor<16x3x3x3xf32>
    %236 = stablehlo.add %227, %235 : tensor<16x3x3x3xf32>
    %237 = stablehlo.multiply %228, %236 : tensor<16x3x3x3xf32>
    %238 = stablehlo.subtract %theta.conv1.w, %237 : tensor<16x3x3x3xf32>
    %239 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %240 = stablehlo.constant dense<9.000000e-01> : tensor<f32>
    %241 = stablehlo.broadcast_in_dim %240, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %242 = stablehlo.multiply %m.conv1.b, %241 : tensor<16xf32>
    %243 = stablehlo.add %242, %226 : tensor<16xf32>
    %244 = stablehlo.constant dense<9.000000e-01> : tensor<f32>
    %245 = stablehlo.broadcast_in_dim %244, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %246 = stablehlo.multiply %243, %245 : tensor<16xf32>
    %247 = stablehlo.add %226, %246 : tensor<16xf32>
    %248 = stablehlo.multiply %239, %247 : tensor<16xf32>
    %249 = stablehlo.subtract %theta.conv1.b, %248 : tensor<16xf32>
    %250 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<16x16x3x3xf32>
    %251 = stablehlo.constant dense<9.000000e-01> : tensor<f32>
    %252 = stablehlo.broadcast_in_dim %251, dims = [] : (tensor<f32>) -> tensor<16x16x3x3xf32>
    %253 = stablehlo.multiply %m.conv2.w, %252 : tensor<16x16x3x3xf32>
    %254 = stablehlo.add %253, %220 : tensor<16x16x3x3xf32>
    %255 = stablehlo.constant dense<9.000000e-01> : tensor<f32>
    %256 = stablehlo.broadcast_in_dim %255, dims = [] : (tensor<f32>) -> tensor<16x16x3x3xf32>
    %257 = stablehlo.multiply %254, %256 : tensor<16x16x3x3xf32>
    %258 = stablehlo.add %220, %257 : tensor<16x16x3x3xf32>
    %259 = stablehlo.multiply %250, %258 : tensor<16x16x3x3xf32>
    %260 = stablehlo.subtract %theta.conv2.w, %259 : tensor<16x16x3x3xf32>
    %261 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %262 = stablehlo.constant dense<9.000000e-01> : tensor<f32>
    %263 = stablehlo.broadcast_in_dim %262, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %264 = stablehlo.multiply %m.conv2.b, %263 : tensor<16xf32>
    %265 = stablehlo.add %264, %217 : tensor<16xf32>
    %266 = stablehlo.constant dense<9.000000e-01> : tensor<f32>
    %267 = stablehlo.broadcast_in_dim %266, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %268 = stablehlo.multiply %265, %267 : tensor<16xf32>
    %269 = stablehlo.add %217, %268 : tensor<16xf32>
    %270 = stablehlo.multiply %261, %269 : tensor<16xf32>
    %271 = stablehlo.subtract %theta.conv2.b, %270 : tensor<16xf32>
    %272 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<16x16x3x3xf32>
    %273 = stablehlo.constant dense<9.000000e-01> : tensor<f32>
    %274 = stablehlo.broadcast_in_dim %273, dims = [] : (tensor<f32>) -> tensor<16x16x3x3xf32>
    %275 = stablehlo.multiply %m.conv3.w, %274 : tensor<16x16x3x3xf32>
    %276 = stablehlo.add %275, %207 : tensor<16x16x3x3xf32>
    %277 = stablehlo.constant dense<9.000000e-01> : tensor<f32>
    %278 = stablehlo.broadcast_in_dim %277, dims = [] : (tensor<f32>) -> tensor<16x16x3x3xf32>
    %279 = stablehlo.multiply %276, %278 : tensor<16x16x3x3xf32>
    %280 = stablehlo.add %207, %279 : tensor<16x16x3x3xf32>
    %281 = stablehlo.multiply %272, %280 : tensor<16x16x3x3xf32>
    %282 = stablehlo.subtract %theta.conv3.w, %281 : tensor<16x16x3x3xf32>
    %283 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %284 = stablehlo.constant dense<9.000000e-01> : tensor<f32>
    %285 = stablehlo.broadcast_in_dim %284, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %286 = stablehlo.multiply %m.conv3.b, %285 : tensor<16xf32>
    %287 = stablehlo.add %286, %204 : tensor<16xf32>
    %288 = stablehlo.constant dense<9.000000e-01> : tensor<f32>
    %289 = stablehlo.broadcast_in_dim %288, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %290 = stablehlo.multiply %287, %289 : tensor<16xf32>
    %291 = stablehlo.add %204, %290 : tensor<16xf32>
    %292 = stablehlo.multiply %283, %291 : tensor<16xf32>
    %293 = stablehlo.subtract %theta.conv3.b, %292 : tensor<16xf32>
    %294 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<16x16x3x3xf32>
    %295 = stablehlo.constant dense<9.000000e-01> : tensor<f32>
    %296 = stablehlo.broadcast_in_dim %295, dims = [] : (tensor<f32>) -> tensor<16x16x3x3xf32>
    %297 = stablehlo.multiply %m.conv4.w, %296 : tensor<16x16x3x3xf32>
    %298 = stablehlo.add %297, %198 : tensor<16x16x3x3xf32>
    %299 = stablehlo.constant dense<9.000000e-01> : tensor<f32>
    %300 = stablehlo.broadcast_in_dim %299, dims = [] : (tensor<f32>) -> tensor<16x16x3x3xf32>
    %301 = stablehlo.multiply %298, %300 : tensor<16x16x3x3xf32>
    %302 = stablehlo.add %198, %301 : tensor<16x16x3x3xf32>
    %303 = stablehlo.multiply %294, %302 : tensor<16x16x3x3xf32>
    %304 = stablehlo.subtract %theta.conv4.w, %303 : tensor<16x16x3x3xf32>
    %305 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %306 = stablehlo.constant dense<9.000000e-01> : tensor<f32>
    %307 = stablehlo.broadcast_in_dim %306, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %308 = stablehlo.multiply %m.conv4.b, %307 : tensor<16xf32>
    %309 = stablehlo.add %308, %195 : tensor<16xf32>
    %310 = stablehlo.constant dense<9.000000e-01> : tensor<f32>
    %311 = stablehlo.broadcast_in_dim %310, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %312 = stablehlo.multiply %309, %311 : tensor<16xf32>
    %313 = stablehlo.add %195, %312 : tensor<16xf32>
    %314 = stablehlo.multiply %305, %313 : tensor<16xf32>
    %315 = stablehlo.subtract %theta.conv4.b, %314 : tensor<16xf32>
    %316 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<32x16x3x3xf32>
    %317 = stablehlo.constant dense<9.000000e-01> : tensor<f32>
    %318 = stablehlo.broadcast_in_dim %317, dims = [] : (tensor<f32>) -> tensor<32x16x3x3xf32>
    %319 = stablehlo.multiply %m.conv5.w, %318 : tensor<32x16x3x3xf32>
    %320 = stablehlo.add %319, %185 : tensor<32x16x3x3xf32>
    %321 = stablehlo.constant dense<9.000000e-01> : tensor<f32>
    %322 = stablehlo.broadcast_in_dim %321, dims = [] : (tensor<f32>) -> tensor<32x16x3x3xf32>
    %323 = stablehlo.multiply %320, %322 : tensor<32x16x3x3xf32>
    %324 = stablehlo.add %185, %323 : tensor<32x16x3x3xf32>
    %325 = stablehlo.multiply %316, %324 : tensor<32x16x3x3xf32>
    %326 = stablehlo.subtract %theta.conv5.w, %325 : tensor<32x16x3x3xf32>
    %327 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %328 = stablehlo.constant dense<9.000000e-01> : tensor<f32>
    %329 = stablehlo.broadcast_in_dim %328, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %330 = stablehlo.multiply %m.conv5.b, %329 : tensor<32xf32>
    %331 = stablehlo.add %330, %182 : tensor<32xf32>
    %332 = stablehlo.constant dense<9.000000e-01> : tensor<f32>
    %333 = stablehlo.broadcast_in_dim %332, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %334 = stablehlo.multiply %331, %333 : tensor<32xf32>
    %335 = stablehlo.add %182, %334 : tensor<32xf32>
    %336 = stablehlo.multiply %327, %335 : tensor<32xf32>
    %337 = stablehlo.subtract %theta.conv5.b, %336 : tensor<32xf32>
    %338 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<32x32x3x3xf32>
    %339 = stablehlo.constant dense<9.000000e-01> : tensor<f32>
    %340 = stablehlo.broadcast_in_dim %339, dims = [] : (tensor<f32>) -> tensor<32x32x3x3xf32>
    %341 = stablehlo.multiply %m.conv6.w, %340 : tensor<32x32x3x3xf32>
    %342 = stablehlo.add %341, %176 : tensor<32x32x3x3xf32>
    %343 = stablehlo.constant dense<9.000000e-01> : tensor<f32>
    %344 = stablehlo.broadcast_in_dim %343, dims = [] : (tensor<f32>) -> tensor<32x32x3x3xf32>
    %345 = stablehlo.multiply %342, %344 : tensor<32x32x3x3xf32>
    %346 = stablehlo.add %176, %345 : tensor<32x32x3x3xf32>
    %347 = stablehlo.multiply %338, %346 : tensor<32x32x3x3xf32>
    %348 = stablehlo.subtract %theta.conv6.w, %347 : tensor<32x32x3x3xf32>
    %349 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %350 = stablehlo.constant dense<9.000000e-01> : tensor<f32>
    %351 = stablehlo.broadcast_in_dim %350, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %352 = stablehlo.multiply %m.conv6.b, %351 : tensor<32xf32>
    %353 = stablehlo.add %352, %173 : tensor<32xf32>
    %354 = stablehlo.constant dense<9.000000e-01> : tensor<f32>
    %355 = stablehlo.broadcast_in_dim %354, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %356 = stablehlo.multiply %353, %355 : tensor<32xf32>
    %357 = stablehlo.add %173, %356 : tensor<32xf32>
    %358 = stablehlo.multiply %349, %357 : tensor<32xf32>
    %359 = stablehlo.subtract %theta.conv6.b, %358 : tensor<32xf32>
    %360 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<32x32x3x3xf32>
    %361 = stablehlo.constant dense<9.000000e-01> : tensor<f32>
    %362 = stablehlo.broadcast_in_dim %361, dims = [] : (tensor<f32>) -> tensor<32x32x3x3xf32>
    %363 = stablehlo.multiply %m.conv7.w, %362 : tensor<32x32x3x3xf32>
    %364 = stablehlo.add %363, %163 : tensor<32x32x3x3xf32>
    %365 = stablehlo.constant dense<9.000000e-01> : tensor<f32>
    %366 = stablehlo.broadcast_in_dim %365, dims = [] : (tensor<f32>) -> tensor<32x32x3x3xf32>
    %367 = stablehlo.multiply %364, %366 : tensor<32x32x3x3xf32>
    %368 = stablehlo.add %163, %367 : tensor<32x32x3x3xf32>
    %369 = stablehlo.multiply %360, %368 : tensor<32x32x3x3xf32>
    %370 = stablehlo.subtract %theta.conv7.w, %369 : tensor<32x32x3x3xf32>
    %371 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %372 = stablehlo.constant dense<9.000000e-01> : tensor<f32>
    %373 = stablehlo.broadcast_in_dim %372, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %374 = stablehlo.multiply %m.conv7.b, %373 : tensor<32xf32>
    %375 = stablehlo.add %374, %160 : tensor<32xf32>
    %376 = stablehlo.constant dense<9.000000e-01> : tensor<f32>
    %377 = stablehlo.broadcast_in_dim %376, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %378 = stablehlo.multiply %375, %377 : tensor<32xf32>
    %379 = stablehlo.add %160, %378 : tensor<32xf32>
    %380 = stablehlo.multiply %371, %379 : tensor<32xf32>
    %381 = stablehlo.subtract %theta.conv7.b, %380 : tensor<32xf32>
    %382 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<32x32x3x3xf32>
    %383 = stablehlo.constant dense<9.000000e-01> : tensor<f32>
    %384 = stablehlo.broadcast_in_dim %383, dims = [] : (tensor<f32>) -> tensor<32x32x3x3xf32>
    %385 = stablehlo.multiply %m.conv8.w, %384 : tensor<32x32x3x3xf32>
    %386 = stablehlo.add %385, %154 : tensor<32x32x3x3xf32>
    %387 = stablehlo.constant dense<9.000000e-01> : tensor<f32>
    %388 = stablehlo.broadcast_in_dim %387, dims = [] : (tensor<f32>) -> tensor<32x32x3x3xf32>
    %389 = stablehlo.multiply %386, %388 : tensor<32x32x3x3xf32>
    %390 = stablehlo.add %154, %389 : tensor<32x32x3x3xf32>
    %391 = stablehlo.multiply %382, %390 : tensor<32x32x3x3xf32>
    %392 = stablehlo.subtract %theta.conv8.w, %391 : tensor<32x32x3x3xf32>
    %393 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %394 = stablehlo.constant dense<9.000000e-01> : tensor<f32>
    %395 = stablehlo.broadcast_in_dim %394, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %396 = stablehlo.multiply %m.conv8.b, %395 : tensor<32xf32>
    %397 = stablehlo.add %396, %151 : tensor<32xf32>
    %398 = stablehlo.constant dense<9.000000e-01> : tensor<f32>
    %399 = stablehlo.broadcast_in_dim %398, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %400 = stablehlo.multiply %397, %399 : tensor<32xf32>
    %401 = stablehlo.add %151, %400 : tensor<32xf32>
    %402 = stablehlo.multiply %393, %401 : tensor<32xf32>
    %403 = stablehlo.subtract %theta.conv8.b, %402 : tensor<32xf32>
    %404 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<128x512xf32>
    %405 = stablehlo.constant dense<9.000000e-01> : tensor<f32>
    %406 = stablehlo.broadcast_in_dim %405, dims = [] : (tensor<f32>) -> tensor<128x512xf32>
    %407 = stablehlo.multiply %m.fc1.w, %406 : tensor<128x512xf32>
    %408 = stablehlo.add %407, %140 : tensor<128x512xf32>
    %409 = stablehlo.constant dense<9.000000e-01> : tensor<f32>
    %410 = stablehlo.broadcast_in_dim %409, dims = [] : (tensor<f32>) -> tensor<128x512xf32>
    %411 = stablehlo.multiply %408, %410 : tensor<128x512xf32>
    %412 = stablehlo.add %140, %411 : tensor<128x512xf32>
    %413 = stablehlo.multiply %404, %412 : tensor<128x512xf32>
    %414 = stablehlo.subtract %theta.fc1.w, %413 : tensor<128x512xf32>
    %415 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %416 = stablehlo.constant dense<9.000000e-01> : tensor<f32>
    %417 = stablehlo.broadcast_in_dim %416, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %418 = stablehlo.multiply %m.fc1.b, %417 : tensor<512xf32>
    %419 = stablehlo.add %418, %138 : tensor<512xf32>
    %420 = stablehlo.constant dense<9.000000e-01> : tensor<f32>
    %421 = stablehlo.broadcast_in_dim %420, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %422 = stablehlo.multiply %419, %421 : tensor<512xf32>
    %423 = stablehlo.add %138, %422 : tensor<512xf32>
    %424 = stablehlo.multiply %415, %423 : tensor<512xf32>
    %425 = stablehlo.subtract %theta.fc1.b, %424 : tensor<512xf32>
    %426 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<512x512xf32>
    %427 = stablehlo.constant dense<9.000000e-01> : tensor<f32>
    %428 = stablehlo.broadcast_in_dim %427, dims = [] : (tensor<f32>) -> tensor<512x512xf32>
    %429 = stablehlo.multiply %m.fc2.w, %428 : tensor<512x512xf32>
    %430 = stablehlo.add %429, %132 : tensor<512x512xf32>
    %431 = stablehlo.constant dense<9.000000e-01> : tensor<f32>
    %432 = stablehlo.broadcast_in_dim %431, dims = [] : (tensor<f32>) -> tensor<512x512xf32>
    %433 = stablehlo.multiply %430, %432 : tensor<512x512xf32>
    %434 = stablehlo.add %132, %433 : tensor<512x512xf32>
    %435 = stablehlo.multiply %426, %434 : tensor<512x512xf32>
    %436 = stablehlo.subtract %theta.fc2.w, %435 : tensor<512x512xf32>
    %437 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %438 = stablehlo.constant dense<9.000000e-01> : tensor<f32>
    %439 = stablehlo.broadcast_in_dim %438, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %440 = stablehlo.multiply %m.fc2.b, %439 : tensor<512xf32>
    %441 = stablehlo.add %440, %130 : tensor<512xf32>
    %442 = stablehlo.constant dense<9.000000e-01> : tensor<f32>
    %443 = stablehlo.broadcast_in_dim %442, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %444 = stablehlo.multiply %441, %443 : tensor<512xf32>
    %445 = stablehlo.add %130, %444 : tensor<512xf32>
    %446 = stablehlo.multiply %437, %445 : tensor<512xf32>
    %447 = stablehlo.subtract %theta.fc2.b, %446 : tensor<512xf32>
    %448 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<512x10xf32>
    %449 = stablehlo.constant dense<9.000000e-01> : tensor<f32>
    %450 = stablehlo.broadcast_in_dim %449, dims = [] : (tensor<f32>) -> tensor<512x10xf32>
    %451 = stablehlo.multiply %m.fc3.w, %450 : tensor<512x10xf32>
    %452 = stablehlo.add %451, %124 : tensor<512x10xf32>
    %453 = stablehlo.constant dense<9.000000e-01> : tensor<f32>
    %454 = stablehlo.broadcast_in_dim %453, dims = [] : (tensor<f32>) -> tensor<512x10xf32>
    %455 = stablehlo.multiply %452, %454 : tensor<512x10xf32>
    %456 = stablehlo.add %124, %455 : tensor<512x10xf32>
    %457 = stablehlo.multiply %448, %456 : tensor<512x10xf32>
    %458 = stablehlo.subtract %theta.fc3.w, %457 : tensor<512x10xf32>
    %459 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %460 = stablehlo.constant dense<9.000000e-01> : tensor<f32>
    %461 = stablehlo.broadcast_in_dim %460, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %462 = stablehlo.multiply %m.fc3.b, %461 : tensor<10xf32>
    %463 = stablehlo.add %462, %122 : tensor<10xf32>
    %464 = stablehlo.constant dense<9.000000e-01> : tensor<f32>
    %465 = stablehlo.broadcast_in_dim %464, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %466 = stablehlo.multiply %463, %465 : tensor<10xf32>
    %467 = stablehlo.add %122, %466 : tensor<10xf32>
    %468 = stablehlo.multiply %459, %467 : tensor<10xf32>
    %469 = stablehlo.subtract %theta.fc3.b, %468 : tensor<10xf32>
    return %238, %249, %260, %271, %282, %293, %304, %315, %326, %337, %348, %359, %370, %381, %392, %403, %414, %425, %436, %447, %458, %469, %232, %243, %254, %265, %276, %287, %298, %309, %320, %331, %342, %353, %364, %375, %386, %397, %408, %419, %430, %441, %452, %463, %90 : tensor<16x3x3x3xf32>, tensor<16xf32>, tensor<16x16x3x3xf32>, tensor<16xf32>, tensor<16x16x3x3xf32>, tensor<16xf32>, tensor<16x16x3x3xf32>, tensor<16xf32>, tensor<32x16x3x3xf32>, tensor<32xf32>, tensor<32x32x3x3xf32>, tensor<32xf32>, tensor<32x32x3x3xf32>, tensor<32xf32>, tensor<32x32x3x3xf32>, tensor<32xf32>, tensor<128x512xf32>, tensor<512xf32>, tensor<512x512xf32>, tensor<512xf32>, tensor<512x10xf32>, tensor<10xf32>, tensor<16x3x3x3xf32>, tensor<16xf32>, tensor<16x16x3x3xf32>, tensor<16xf32>, tensor<16x16x3x3xf32>, tensor<16xf32>, tensor<16x16x3x3xf32>, tensor<16xf32>, tensor<32x16x3x3xf32>, tensor<32xf32>, tensor<32x32x3x3xf32>, tensor<32xf32>, tensor<32x32x3x3xf32>, tensor<32xf32>, tensor<32x32x3x3xf32>, tensor<32xf32>, tensor<128x512xf32>, tensor<512xf32>, tensor<512x512xf32>, tensor<512xf32>, tensor<512x10xf32>, tensor<10xf32>, tensor<f32>
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
