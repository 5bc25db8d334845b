// ladder train step: net mnist-cnn (3489130 parameters), batch 8, input NCHW f32 tensor<8x1x28x28xf32>
// optimizer sgd
// loss: mean softmax cross-entropy over the batch
// signature: docs/TRAIN_STEP.md (output i pairs with input i + 1; the last output is the loss)
module @mnist_cnn {
  func.func public @mnist_cnn_sgd_train_step(%x: tensor<8x1x28x28xf32>, %theta.conv1.w: tensor<32x1x3x3xf32>, %theta.conv1.b: tensor<32xf32>, %theta.conv2.w: tensor<32x32x3x3xf32>, %theta.conv2.b: tensor<32xf32>, %theta.fc1.w: tensor<6272x512xf32>, %theta.fc1.b: tensor<512xf32>, %theta.fc2.w: tensor<512x512xf32>, %theta.fc2.b: tensor<512xf32>, %theta.fc3.w: tensor<512x10xf32>, %theta.fc3.b: tensor<10xf32>, %lr: tensor<f32>, %labels: tensor<8x10xf32>) -> (tensor<32x1x3x3xf32> {jax.result_info = "theta.conv1.w'"}, tensor<32xf32> {jax.result_info = "theta.conv1.b'"}, tensor<32x32x3x3xf32> {jax.result_info = "theta.conv2.w'"}, tensor<32xf32> {jax.result_info = "theta.conv2.b'"}, tensor<6272x512xf32> {jax.result_info = "theta.fc1.w'"}, tensor<512xf32> {jax.result_info = "theta.fc1.b'"}, tensor<512x512xf32> {jax.result_info = "theta.fc2.w'"}, tensor<512xf32> {jax.result_info = "theta.fc2.b'"}, tensor<512x10xf32> {jax.result_info = "theta.fc3.w'"}, tensor<10xf32> {jax.result_info = "theta.fc3.b'"}, tensor<f32> {jax.result_info = "loss"}) {
    %0 = stablehlo.convolution(%x, %theta.conv1.w) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[1, 1], [1, 1]]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<8x1x28x28xf32>, tensor<32x1x3x3xf32>) -> tensor<8x32x28x28xf32>
    %1 = stablehlo.broadcast_in_dim %theta.conv1.b, dims = [1] : (tensor<32xf32>) -> tensor<8x32x28x28xf32>
    %2 = stablehlo.add %0, %1 : tensor<8x32x28x28xf32>
    %3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<f32>) -> tensor<8x32x28x28xf32>
    %5 = stablehlo.maximum %2, %4 : tensor<8x32x28x28xf32>
    %6 = stablehlo.convolution(%5, %theta.conv2.w) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[1, 1], [1, 1]]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<8x32x28x28xf32>, tensor<32x32x3x3xf32>) -> tensor<8x32x28x28xf32>
    %7 = stablehlo.broadcast_in_dim %theta.conv2.b, dims = [1] : (tensor<32xf32>) -> tensor<8x32x28x28xf32>
    %8 = stablehlo.add %6, %7 : tensor<8x32x28x28xf32>
    %9 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %10 = stablehlo.broadcast_in_dim %9, dims = [] : (tensor<f32>) -> tensor<8x32x28x28xf32>
    %11 = stablehlo.maximum %8, %10 : tensor<8x32x28x28xf32>
    %12 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %13 = "stablehlo.reduce_window"(%11, %12) <{padding = dense<0> : tensor<4x2xi64>, window_dimensions = array<i64: 1, 1, 2, 2>, window_strides = array<i64: 1, 1, 2, 2>}> ({
    ^bb0(%arg13: tensor<f32>, %arg14: tensor<f32>):
      %14 = stablehlo.maximum %arg13, %arg14 : tensor<f32>
      stablehlo.return %14 : tensor<f32>
    }) : (tensor<8x32x28x28xf32>, tensor<f32>) -> tensor<8x32x14x14xf32>
    %15 = stablehlo.reshape %13 : (tensor<8x32x14x14xf32>) -> tensor<8x6272xf32>
    %16 = stablehlo.dot_general %15, %theta.fc1.w, contracting_dims = [1] x [0] : (tensor<8x6272xf32>, tensor<6272x512xf32>) -> tensor<8x512xf32>
    %17 = stablehlo.broadcast_in_dim %theta.fc1.b, dims = [1] : (tensor<512xf32>) -> tensor<8x512xf32>
    %18 = stablehlo.add %16, %17 : tensor<8x512xf32>
    %19 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %20 = stablehlo.broadcast_in_dim %19, dims = [] : (tensor<f32>) -> tensor<8x512xf32>
    %21 = stablehlo.maximum %18, %20 : tensor<8x512xf32>
    %22 = stablehlo.dot_general %21, %theta.fc2.w, contracting_dims = [1] x [0] : (tensor<8x512xf32>, tensor<512x512xf32>) -> tensor<8x512xf32>
    %23 = stablehlo.broadcast_in_dim %theta.fc2.b, dims = [1] : (tensor<512xf32>) -> tensor<8x512xf32>
    %24 = stablehlo.add %22, %23 : tensor<8x512xf32>
    %25 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %26 = stablehlo.broadcast_in_dim %25, dims = [] : (tensor<f32>) -> tensor<8x512xf32>
    %27 = stablehlo.maximum %24, %26 : tensor<8x512xf32>
    %28 = stablehlo.dot_general %27, %theta.fc3.w, contracting_dims = [1] x [0] : (tensor<8x512xf32>, tensor<512x10xf32>) -> tensor<8x10xf32>
    %29 = stablehlo.broadcast_in_dim %theta.fc3.b, dims = [1] : (tensor<10xf32>) -> tensor<8x10xf32>
    %30 = stablehlo.add %28, %29 : tensor<8x10xf32>
    %31 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %32 = stablehlo.reduce(%30 init: %31) applies stablehlo.maximum across dimensions = [1] : (tensor<8x10xf32>, tensor<f32>) -> tensor<8xf32>
    %33 = stablehlo.broadcast_in_dim %32, dims = [0] : (tensor<8xf32>) -> tensor<8x10xf32>
    %34 = stablehlo.subtract %30, %33 : tensor<8x10xf32>
    %35 = stablehlo.exponential %34 : tensor<8x10xf32>
    %36 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %37 = stablehlo.reduce(%35 init: %36) applies stablehlo.add across dimensions = [1] : (tensor<8x10xf32>, tensor<f32>) -> tensor<8xf32>
    %38 = stablehlo.log %37 : tensor<8xf32>
    %39 = stablehlo.broadcast_in_dim %38, dims = [0] : (tensor<8xf32>) -> tensor<8x10xf32>
    %40 = stablehlo.subtract %34, %39 : tensor<8x10xf32>
    %41 = stablehlo.multiply %labels, %40 : tensor<8x10xf32>
    %42 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %43 = stablehlo.reduce(%41 init: %42) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x10xf32>, tensor<f32>) -> tensor<f32>
    %44 = stablehlo.constant dense<-1.250000e-01> : tensor<f32>
    %45 = stablehlo.multiply %43, %44 : tensor<f32>
    %46 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %47 = stablehlo.multiply %46, %44 : tensor<f32>
    %48 = stablehlo.broadcast_in_dim %47, dims = [] : (tensor<f32>) -> tensor<8x10xf32>
    %49 = stablehlo.multiply %48, %labels : tensor<8x10xf32>
    %50 = stablehlo.negate %49 : tensor<8x10xf32>
    %51 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %52 = stablehlo.reduce(%50 init: %51) applies stablehlo.add across dimensions = [1] : (tensor<8x10xf32>, tensor<f32>) -> tensor<8xf32>
    %53 = stablehlo.divide %52, %37 : tensor<8xf32>
    %54 = stablehlo.broadcast_in_dim %53, dims = [0] : (tensor<8xf32>) -> tensor<8x10xf32>
    %55 = stablehlo.multiply %54, %35 : tensor<8x10xf32>
    %56 = stablehlo.add %49, %55 : tensor<8x10xf32>
    %57 = stablehlo.negate %56 : tensor<8x10xf32>
    %58 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %59 = stablehlo.reduce(%57 init: %58) applies stablehlo.add across dimensions = [1] : (tensor<8x10xf32>, tensor<f32>) -> tensor<8xf32>
    %60 = stablehlo.broadcast_in_dim %59, dims = [0] : (tensor<8xf32>) -> tensor<8x10xf32>
    %61 = stablehlo.iota dim = 1 : tensor<8x10xi32>
    %62 = stablehlo.constant dense<10> : tensor<i32>
    %63 = stablehlo.broadcast_in_dim %32, dims = [0] : (tensor<8xf32>) -> tensor<8x10xf32>
    %64 = stablehlo.compare  EQ, %30, %63,  FLOAT : (tensor<8x10xf32>, tensor<8x10xf32>) -> tensor<8x10xi1>
    %65 = stablehlo.broadcast_in_dim %62, dims = [] : (tensor<i32>) -> tensor<8x10xi32>
    %66 = stablehlo.select %64, %61, %65 : tensor<8x10xi1>, tensor<8x10xi32>
    %67 = stablehlo.reduce(%66 init: %62) applies stablehlo.minimum across dimensions = [1] : (tensor<8x10xi32>, tensor<i32>) -> tensor<8xi32>
    %68 = stablehlo.broadcast_in_dim %67, dims = [0] : (tensor<8xi32>) -> tensor<8x10xi32>
    %69 = stablehlo.compare  EQ, %61, %68,  SIGNED : (tensor<8x10xi32>, tensor<8x10xi32>) -> tensor<8x10xi1>
    %70 = stablehlo.broadcast_in_dim %62, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %71 = stablehlo.compare  EQ, %67, %70,  SIGNED : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi1>
    %72 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %73 = stablehlo.broadcast_in_dim %72, dims = [] : (tensor<f32>) -> tensor<8x10xf32>
    %74 = stablehlo.select %69, %60, %73 : tensor<8x10xi1>, tensor<8x10xf32>
    %75 = stablehlo.add %56, %74 : tensor<8x10xf32>
    %76 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %77 = stablehlo.reduce(%75 init: %76) applies stablehlo.add across dimensions = [0] : (tensor<8x10xf32>, tensor<f32>) -> tensor<10xf32>
    %78 = stablehlo.dot_general %75, %theta.fc3.w, contracting_dims = [1] x [1] : (tensor<8x10xf32>, tensor<512x10xf32>) -> tensor<8x512xf32>
    %79 = stablehlo.dot_general %27, %75, contracting_dims = [0] x [0] : (tensor<8x512xf32>, tensor<8x10xf32>) -> tensor<512x10xf32>
    %80 = stablehlo.compare  GT, %24, %26,  FLOAT : (tensor<8x512xf32>, tensor<8x512xf32>) -> tensor<8x512xi1>
    %81 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %82 = stablehlo.broadcast_in_dim %81, dims = [] : (tensor<f32>) -> tensor<8x512xf32>
    %83 = stablehlo.select %80, %78, %82 : tensor<8x512xi1>, tensor<8x512xf32>
    %84 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %85 = stablehlo.reduce(%83 init: %84) applies stablehlo.add across dimensions = [0] : (tensor<8x512xf32>, tensor<f32>) -> tensor<512xf32>
    %86 = stablehlo.dot_general %83, %theta.fc2.w, contracting_dims = [1] x [1] : (tensor<8x512xf32>, tensor<512x512xf32>) -> tensor<8x512xf32>
    %87 = stablehlo.dot_general %21, %83, contracting_dims = [0] x [0] : (tensor<8x512xf32>, tensor<8x512xf32>) -> tensor<512x512xf32>
    %88 = stablehlo.compare  GT, %18, %20,  FLOAT : (tensor<8x512xf32>, tensor<8x512xf32>) -> tensor<8x512xi1>
    %89 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %90 = stablehlo.broadcast_in_dim %89, dims = [] : (tensor<f32>) -> tensor<8x512xf32>
    %91 = stablehlo.select %88, %86, %90 : tensor<8x512xi1>, tensor<8x512xf32>
    %92 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %93 = stablehlo.reduce(%91 init: %92) applies stablehlo.add across dimensions = [0] : (tensor<8x512xf32>, tensor<f32>) -> tensor<512xf32>
    %94 = stablehlo.dot_general %91, %theta.fc1.w, contracting_dims = [1] x [1] : (tensor<8x512xf32>, tensor<6272x512xf32>) -> tensor<8x6272xf32>
    %95 = stablehlo.dot_general %15, %91, contracting_dims = [0] x [0] : (tensor<8x6272xf32>, tensor<8x512xf32>) -> tensor<6272x512xf32>
    %96 = stablehlo.reshape %94 : (tensor<8x6272xf32>) -> tensor<8x32x14x14xf32>
    %97 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %98 = "stablehlo.select_and_scatter"(%11, %96, %97) <{padding = dense<0> : tensor<4x2xi64>, window_dimensions = array<i64: 1, 1, 2, 2>, window_strides = array<i64: 1, 1, 2, 2>}> ({
    ^bb0(%arg15: tensor<f32>, %arg16: tensor<f32>):
      %99 = stablehlo.compare  GE, %arg15, %arg16,  FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      stablehlo.return %99 : tensor<i1>
    }, {
    ^bb0(%arg17: tensor<f32>, %arg18: tensor<f32>):
      %100 = stablehlo.add %arg17, %arg18 : tensor<f32>
      stablehlo.return %100 : tensor<f32>
    }) : (tensor<8x32x28x28xf32>, tensor<8x32x14x14xf32>, tensor<f32>) -> tensor<8x32x28x28xf32>
    %101 = stablehlo.compare  GT, %8, %10,  FLOAT : (tensor<8x32x28x28xf32>, tensor<8x32x28x28xf32>) -> tensor<8x32x28x28xi1>
    %102 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %103 = stablehlo.broadcast_in_dim %102, dims = [] : (tensor<f32>) -> tensor<8x32x28x28xf32>
    %104 = stablehlo.select %101, %98, %103 : tensor<8x32x28x28xi1>, tensor<8x32x28x28xf32>
    %105 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %106 = stablehlo.reduce(%104 init: %105) applies stablehlo.add across dimensions = [0, 2, 3] : (tensor<8x32x28x28xf32>, tensor<f32>) -> tensor<32xf32>
    %107 = stablehlo.reverse %theta.conv2.w, dims = [2, 3] : tensor<32x32x3x3xf32>
    %108 = stablehlo.convolution(%104, %107) dim_numbers = [b, f, 0, 1]x[i, o, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<8x32x28x28xf32>, tensor<32x32x3x3xf32>) -> tensor<8x32x28x28xf32>
    %109 = stablehlo.convolution(%5, %104) dim_numbers = [f, b, 0, 1]x[i, o, 0, 1]->[f, b, 0, 1], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<8x32x28x28xf32>, tensor<8x32x28x28xf32>) -> tensor<32x32x3x3xf32>
    %110 = stablehlo.compare  GT, %2, %4,  FLOAT : (tensor<8x32x28x28xf32>, tensor<8x32x28x28xf32>) -> tensor<8x32x28x28xi1>
    %111 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %112 = stablehlo.broadcast_in_dim %111, dims = [] : (tensor<f32>) -> tensor<8x32x28x28xf32>
    %113 = stablehlo.select %110, %108, %112 : tensor<8x32x28x28xi1>, tensor<8x32x28x28xf32>
    %114 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %115 = stablehlo.reduce(%113 init: %114) applies stablehlo.add across dimensions = [0, 2, 3] : (tensor<8x32x28x28xf32>, tensor<f32>) -> tensor<32xf32>
    %116 = stablehlo.convolution(%x, %113) dim_numbers = [f, b, 0, 1]x[i, o, 0, 1]->[f, b, 0, 1], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<8x1x28x28xf32>, tensor<8x32x28x28xf32>) -> tensor<32x1x3x3xf32>
    %117 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<32x1x3x3xf32>
    %118 = stablehlo.multiply %117, %116 : tensor<32x1x3x3xf32>
    %119 = stablehlo.subtract %theta.conv1.w, %118 : tensor<32x1x3x3xf32>
    %120 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %121 = stablehlo.multiply %120, %115 : tensor<32xf32>
    %122 = stablehlo.subtract %theta.conv1.b, %121 : tensor<32xf32>
    %123 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<32x32x3x3xf32>
    %124 = stablehlo.multiply %123, %109 : tensor<32x32x3x3xf32>
    %125 = stablehlo.subtract %theta.conv2.w, %124 : tensor<32x32x3x3xf32>
    %126 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %127 = stablehlo.multiply %126, %106 : tensor<32xf32>
    %128 = stablehlo.subtract %theta.conv2.b, %127 : tensor<32xf32>
    %129 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<6272x512xf32>
    %130 = stablehlo.multiply %129, %95 : tensor<6272x512xf32>
    %131 = stablehlo.subtract %theta.fc1.w, %130 : tensor<6272x512xf32>
    %132 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %133 = stablehlo.multiply %132, %93 : tensor<512xf32>
    %134 = stablehlo.subtract %theta.fc1.b, %133 : tensor<512xf32>
    %135 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<512x512xf32>
    %136 = stablehlo.multiply %135, %87 : tensor<512x512xf32>
    %137 = stablehlo.subtract %theta.fc2.w, %136 : tensor<512x512xf32>
    %138 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %139 = stablehlo.multiply %138, %85 : tensor<512xf32>
    %140 = stablehlo.subtract %theta.fc2.b, %139 : tensor<512xf32>
    %141 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<512x10xf32>
    %142 = stablehlo.multiply %141, %79 : tensor<512x10xf32>
    %143 = stablehlo.subtract %theta.fc3.w, %142 : tensor<512x10xf32>
    %144 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %145 = stablehlo.multiply %144, %77 : tensor<10xf32>
    %146 = stablehlo.subtract %theta.fc3.b, %145 : tensor<10xf32>
    return %119, %122, %125, %128, %131, %134, %137, %140, %143, %146, %45 : tensor<32x1x3x3xf32>, tensor<32xf32>, tensor<32x32x3x3xf32>, tensor<32xf32>, tensor<6272x512xf32>, tensor<512xf32>, tensor<512x512xf32>, tensor<512xf32>, tensor<512x10xf32>, tensor<10xf32>, tensor<f32>
  }
  func.func public @mnist_cnn_fwd(%x: tensor<8x1x28x28xf32>, %theta.conv1.w: tensor<32x1x3x3xf32>, %theta.conv1.b: tensor<32xf32>, %theta.conv2.w: tensor<32x32x3x3xf32>, %theta.conv2.b: tensor<32xf32>, %theta.fc1.w: tensor<6272x512xf32>, %theta.fc1.b: tensor<512xf32>, %theta.fc2.w: tensor<512x512xf32>, %theta.fc2.b: tensor<512xf32>, %theta.fc3.w: tensor<512x10xf32>, %theta.fc3.b: tensor<10xf32>) -> (tensor<8x10xf32> {jax.result_info = "logits"}) {
    %0 = stablehlo.convolution(%x, %theta.conv1.w) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[1, 1], [1, 1]]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<8x1x28x28xf32>, tensor<32x1x3x3xf32>) -> tensor<8x32x28x28xf32>
    %1 = stablehlo.broadcast_in_dim %theta.conv1.b, dims = [1] : (tensor<32xf32>) -> tensor<8x32x28x28xf32>
    %2 = stablehlo.add %0, %1 : tensor<8x32x28x28xf32>
    %3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<f32>) -> tensor<8x32x28x28xf32>
    %5 = stablehlo.maximum %2, %4 : tensor<8x32x28x28xf32>
    %6 = stablehlo.convolution(%5, %theta.conv2.w) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[1, 1], [1, 1]]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<8x32x28x28xf32>, tensor<32x32x3x3xf32>) -> tensor<8x32x28x28xf32>
    %7 = stablehlo.broadcast_in_dim %theta.conv2.b, dims = [1] : (tensor<32xf32>) -> tensor<8x32x28x28xf32>
    %8 = stablehlo.add %6, %7 : tensor<8x32x28x28xf32>
    %9 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %10 = stablehlo.broadcast_in_dim %9, dims = [] : (tensor<f32>) -> tensor<8x32x28x28xf32>
    %11 = stablehlo.maximum %8, %10 : tensor<8x32x28x28xf32>
    %12 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %13 = "stablehlo.reduce_window"(%11, %12) <{padding = dense<0> : tensor<4x2xi64>, window_dimensions = array<i64: 1, 1, 2, 2>, window_strides = array<i64: 1, 1, 2, 2>}> ({
    ^bb0(%arg11: tensor<f32>, %arg12: tensor<f32>):
      %14 = stablehlo.maximum %arg11, %arg12 : tensor<f32>
      stablehlo.return %14 : tensor<f32>
    }) : (tensor<8x32x28x28xf32>, tensor<f32>) -> tensor<8x32x14x14xf32>
    %15 = stablehlo.reshape %13 : (tensor<8x32x14x14xf32>) -> tensor<8x6272xf32>
    %16 = stablehlo.dot_general %15, %theta.fc1.w, contracting_dims = [1] x [0] : (tensor<8x6272xf32>, tensor<6272x512xf32>) -> tensor<8x512xf32>
    %17 = stablehlo.broadcast_in_dim %theta.fc1.b, dims = [1] : (tensor<512xf32>) -> tensor<8x512xf32>
    %18 = stablehlo.add %16, %17 : tensor<8x512xf32>
    %19 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %20 = stablehlo.broadcast_in_dim %19, dims = [] : (tensor<f32>) -> tensor<8x512xf32>
    %21 = stablehlo.maximum %18, %20 : tensor<8x512xf32>
    %22 = stablehlo.dot_general %21, %theta.fc2.w, contracting_dims = [1] x [0] : (tensor<8x512xf32>, tensor<512x512xf32>) -> tensor<8x512xf32>
    %23 = stablehlo.broadcast_in_dim %theta.fc2.b, dims = [1] : (tensor<512xf32>) -> tensor<8x512xf32>
    %24 = stablehlo.add %22, %23 : tensor<8x512xf32>
    %25 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %26 = stablehlo.broadcast_in_dim %25, dims = [] : (tensor<f32>) -> tensor<8x512xf32>
    %27 = stablehlo.maximum %24, %26 : tensor<8x512xf32>
    %28 = stablehlo.dot_general %27, %theta.fc3.w, contracting_dims = [1] x [0] : (tensor<8x512xf32>, tensor<512x10xf32>) -> tensor<8x10xf32>
    %29 = stablehlo.broadcast_in_dim %theta.fc3.b, dims = [1] : (tensor<10xf32>) -> tensor<8x10xf32>
    %30 = stablehlo.add %28, %29 : tensor<8x10xf32>
    return %30 : tensor<8x10xf32>
  }
}
