// ladder train step: net cifar8 (373626 parameters), batch 8, input NCHW f32 tensor<8x3x32x32xf32>
// optimizer sgd
// loss: mean softmax cross-entropy over the batch
// signature: docs/TRAIN_STEP.md (output i pairs with input i + 1; the last output is the loss)
module @cifar8 {
  func.func public @cifar8_sgd_train_step(%x: tensor<8x3x32x32xf32>, %theta.conv1.w: tensor<16x3x3x3xf32>, %theta.conv1.b: tensor<16xf32>, %theta.conv2.w: tensor<16x16x3x3xf32>, %theta.conv2.b: tensor<16xf32>, %theta.conv3.w: tensor<16x16x3x3xf32>, %theta.conv3.b: tensor<16xf32>, %theta.conv4.w: tensor<16x16x3x3xf32>, %theta.conv4.b: tensor<16xf32>, %theta.conv5.w: tensor<32x16x3x3xf32>, %theta.conv5.b: tensor<32xf32>, %theta.conv6.w: tensor<32x32x3x3xf32>, %theta.conv6.b: tensor<32xf32>, %theta.conv7.w: tensor<32x32x3x3xf32>, %theta.conv7.b: tensor<32xf32>, %theta.conv8.w: tensor<32x32x3x3xf32>, %theta.conv8.b: tensor<32xf32>, %theta.fc1.w: tensor<128x512xf32>, %theta.fc1.b: tensor<512xf32>, %theta.fc2.w: tensor<512x512xf32>, %theta.fc2.b: tensor<512xf32>, %theta.fc3.w: tensor<512x10xf32>, %theta.fc3.b: tensor<10xf32>, %lr: tensor<f32>, %labels: tensor<8x10xf32>) -> (tensor<16x3x3x3xf32> {jax.result_info = "theta.conv1.w'"}, tensor<16xf32> {jax.result_info = "theta.conv1.b'"}, tensor<16x16x3x3xf32> {jax.result_info = "theta.conv2.w'"}, tensor<16xf32> {jax.result_info = "theta.conv2.b'"}, tensor<16x16x3x3xf32> {jax.result_info = "theta.conv3.w'"}, tensor<16xf32> {jax.result_info = "theta.conv3.b'"}, tensor<16x16x3x3xf32> {jax.result_info = "theta.conv4.w'"}, tensor<16xf32> {jax.result_info = "theta.conv4.b'"}, tensor<32x16x3x3xf32> {jax.result_info = "theta.conv5.w'"}, tensor<32xf32> {jax.result_info = "theta.conv5.b'"}, tensor<32x32x3x3xf32> {jax.result_info = "theta.conv6.w'"}, tensor<32xf32> {jax.result_info = "theta.conv6.b'"}, tensor<32x32x3x3xf32> {jax.result_info = "theta.conv7.w'"}, tensor<32xf32> {jax.result_info = "theta.conv7.b'"}, tensor<32x32x3x3xf32> {jax.result_info = "theta.conv8.w'"}, tensor<32xf32> {jax.result_info = "theta.conv8.b'"}, tensor<128x512xf32> {jax.result_info = "theta.fc1.w'"}, tensor<512xf32> {jax.result_info = "theta.fc1.b'"}, tensor<512x512xf32> {jax.result_info = "theta.fc2.w'"}, tensor<512xf32> {jax.result_info = "theta.fc2.b'"}, tensor<512x10xf32> {jax.result_info = "theta.fc3.w'"}, tensor<10xf32> {jax.result_info = "theta.fc3.b'"}, tensor<f32> {jax.result_info = "loss"}) {
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
    ^bb0(%arg25: tensor<f32>, %arg26: tensor<f32>):
      %14 = stablehlo.maximum %arg25, %arg26 : tensor<f32>
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
    ^bb0(%arg27: tensor<f32>, %arg28: tensor<f32>):
      %29 = stablehlo.maximum %arg27, %arg28 : tensor<f32>
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
    ^bb0(%arg29: tensor<f32>, %arg30: tensor<f32>):
      %44 = stablehlo.maximum %arg29, %arg30 : tensor<f32>
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
    ^bb0(%arg31: tensor<f32>, %arg32: tensor<f32>):
      %59 = stablehlo.maximum %arg31, %arg32 : tensor<f32>
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
    ^bb0(%arg33: tensor<f32>, %arg34: tensor<f32>):
      %144 = stablehlo.compare  GE, %arg33, %arg34,  FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      stablehlo.return %144 : tensor<i1>
    }, {
    ^bb0(%arg35: tensor<f32>, %arg36: tensor<f32>):
      %145 = stablehlo.add %arg35, %arg36 : tensor<f32>
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
    ^bb0(%arg37: tensor<f32>, %arg38: tensor<f32>):
      %166 = stablehlo.compare  GE, %arg37, %arg38,  FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      stablehlo.return %166 : tensor<i1>
    }, {
    ^bb0(%arg39: tensor<f32>, %arg40: tensor<f32>):
      %167 = stablehlo.add %arg39, %arg40 : tensor<f32>
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
    ^bb0(%arg41: tensor<f32>, %arg42: tensor<f32>):
      %188 = stablehlo.compare  GE, %arg41, %arg42,  FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      stablehlo.return %188 : tensor<i1>
    }, {
    ^bb0(%arg43: tensor<f32>, %arg44: tensor<f32>):
      %189 = stablehlo.add %arg43, %arg44 : tensor<f32>
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
    ^bb0(%arg45: tensor<f32>, %arg46: tensor<f32>):
      %210 = stablehlo.compare  GE, %arg45, %arg46,  FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      stablehlo.return %210 : tensor<i1>
    }, {
    ^bb0(%arg47: tensor<f32>, %arg48: tensor<f32>):
      %211 = stablehlo.add %arg47, %arg48 : tensor<f32>
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
    %229 = stablehlo.multiply %228, %227 : tensor<16x3x3x3xf32>
    %230 = stablehlo.subtract %theta.conv1.w, %229 : tensor<16x3x3x3xf32>
    %231 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %232 = stablehlo.multiply %231, %226 : tensor<16xf32>
    %233 = stablehlo.subtract %theta.conv1.b, %232 : tensor<16xf32>
    %234 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<16x16x3x3xf32>
    %235 = stablehlo.multiply %234, %220 : tensor<16x16x3x3xf32>
    %236 = stablehlo.subtract %theta.conv2.w, %235 : tensor<16x16x3x3xf32>
    %237 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %238 = stablehlo.multiply %237, %217 : tensor<16xf32>
    %239 = stablehlo.subtract %theta.conv2.b, %238 : tensor<16xf32>
    %240 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<16x16x3x3xf32>
    %241 = stablehlo.multiply %240, %207 : tensor<16x16x3x3xf32>
    %242 = stablehlo.subtract %theta.conv3.w, %241 : tensor<16x16x3x3xf32>
    %243 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %244 = stablehlo.multiply %243, %204 : tensor<16xf32>
    %245 = stablehlo.subtract %theta.conv3.b, %244 : tensor<16xf32>
    %246 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<16x16x3x3xf32>
    %247 = stablehlo.multiply %246, %198 : tensor<16x16x3x3xf32>
    %248 = stablehlo.subtract %theta.conv4.w, %247 : tensor<16x16x3x3xf32>
    %249 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %250 = stablehlo.multiply %249, %195 : tensor<16xf32>
    %251 = stablehlo.subtract %theta.conv4.b, %250 : tensor<16xf32>
    %252 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<32x16x3x3xf32>
    %253 = stablehlo.multiply %252, %185 : tensor<32x16x3x3xf32>
    %254 = stablehlo.subtract %theta.conv5.w, %253 : tensor<32x16x3x3xf32>
    %255 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %256 = stablehlo.multiply %255, %182 : tensor<32xf32>
    %257 = stablehlo.subtract %theta.conv5.b, %256 : tensor<32xf32>
    %258 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<32x32x3x3xf32>
    %259 = stablehlo.multiply %258, %176 : tensor<32x32x3x3xf32>
    %260 = stablehlo.subtract %theta.conv6.w, %259 : tensor<32x32x3x3xf32>
    %261 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %262 = stablehlo.multiply %261, %173 : tensor<32xf32>
    %263 = stablehlo.subtract %theta.conv6.b, %262 : tensor<32xf32>
    %264 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<32x32x3x3xf32>
    %265 = stablehlo.multiply %264, %163 : tensor<32x32x3x3xf32>
    %266 = stablehlo.subtract %theta.conv7.w, %265 : tensor<32x32x3x3xf32>
    %267 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %268 = stablehlo.multiply %267, %160 : tensor<32xf32>
    %269 = stablehlo.subtract %theta.conv7.b, %268 : tensor<32xf32>
    %270 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<32x32x3x3xf32>
    %271 = stablehlo.multiply %270, %154 : tensor<32x32x3x3xf32>
    %272 = stablehlo.subtract %theta.conv8.w, %271 : tensor<32x32x3x3xf32>
    %273 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %274 = stablehlo.multiply %273, %151 : tensor<32xf32>
    %275 = stablehlo.subtract %theta.conv8.b, %274 : tensor<32xf32>
    %276 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<128x512xf32>
    %277 = stablehlo.multiply %276, %140 : tensor<128x512xf32>
    %278 = stablehlo.subtract %theta.fc1.w, %277 : tensor<128x512xf32>
    %279 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %280 = stablehlo.multiply %279, %138 : tensor<512xf32>
    %281 = stablehlo.subtract %theta.fc1.b, %280 : tensor<512xf32>
    %282 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<512x512xf32>
    %283 = stablehlo.multiply %282, %132 : tensor<512x512xf32>
    %284 = stablehlo.subtract %theta.fc2.w, %283 : tensor<512x512xf32>
    %285 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %286 = stablehlo.multiply %285, %130 : tensor<512xf32>
    %287 = stablehlo.subtract %theta.fc2.b, %286 : tensor<512xf32>
    %288 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<512x10xf32>
    %289 = stablehlo.multiply %288, %124 : tensor<512x10xf32>
    %290 = stablehlo.subtract %theta.fc3.w, %289 : tensor<512x10xf32>
    %291 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %292 = stablehlo.multiply %291, %122 : tensor<10xf32>
    %293 = stablehlo.subtract %theta.fc3.b, %292 : tensor<10xf32>
    return %230, %233, %236, %239, %242, %245, %248, %251, %254, %257, %260, %263, %266, %269, %272, %275, %278, %281, %284, %287, %290, %293, %90 : tensor<16x3x3x3xf32>, tensor<16xf32>, tensor<16x16x3x3xf32>, tensor<16xf32>, tensor<16x16x3x3xf32>, tensor<16xf32>, tensor<16x16x3x3xf32>, tensor<16xf32>, tensor<32x16x3x3xf32>, tensor<32xf32>, tensor<32x32x3x3xf32>, tensor<32xf32>, tensor<32x32x3x3xf32>, tensor<32xf32>, tensor<32x32x3x3xf32>, tensor<32xf32>, tensor<128x512xf32>, tensor<512xf32>, tensor<512x512xf32>, tensor<512xf32>, tensor<512x10xf32>, tensor<10xf32>, tensor<f32>
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
