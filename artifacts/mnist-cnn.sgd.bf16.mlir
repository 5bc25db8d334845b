// ladder train step: net mnist-cnn (3489130 parameters), batch 8, input NCHW f32 tensor<8x1x28x28xf32>
// optimizer sgd
// loss: mean softmax cross-entropy over the batch
// precision: bf16 forward and backward (convolutions and dot_generals on bf16 operands accumulate in f32); theta, optimizer state, BatchNorm/LayerNorm statistics, softmax and the loss in f32
// signature: docs/TRAIN_STEP.md (output i pairs with input i + 1; the last output is the loss)
module @mnist_cnn {
  func.func public @mnist_cnn_sgd_train_step(%x: tensor<8x1x28x28xf32>, %theta.conv1.w: tensor<32x1x3x3xf32>, %theta.conv1.b: tensor<32xf32>, %theta.conv2.w: tensor<32x32x3x3xf32>, %theta.conv2.b: tensor<32xf32>, %theta.fc1.w: tensor<6272x512xf32>, %theta.fc1.b: tensor<512xf32>, %theta.fc2.w: tensor<512x512xf32>, %theta.fc2.b: tensor<512xf32>, %theta.fc3.w: tensor<512x10xf32>, %theta.fc3.b: tensor<10xf32>, %lr: tensor<f32>, %labels: tensor<8x10xf32>) -> (tensor<32x1x3x3xf32> {jax.result_info = "theta.conv1.w'"}, tensor<32xf32> {jax.result_info = "theta.conv1.b'"}, tensor<32x32x3x3xf32> {jax.result_info = "theta.conv2.w'"}, tensor<32xf32> {jax.result_info = "theta.conv2.b'"}, tensor<6272x512xf32> {jax.result_info = "theta.fc1.w'"}, tensor<512xf32> {jax.result_info = "theta.fc1.b'"}, tensor<512x512xf32> {jax.result_info = "theta.fc2.w'"}, tensor<512xf32> {jax.result_info = "theta.fc2.b'"}, tensor<512x10xf32> {jax.result_info = "theta.fc3.w'"}, tensor<10xf32> {jax.result_info = "theta.fc3.b'"}, tensor<f32> {jax.result_info = "loss"}) {
    %0 = stablehlo.convert %x : (tensor<8x1x28x28xf32>) -> tensor<8x1x28x28xbf16>
    %1 = stablehlo.convert %theta.conv1.w : (tensor<32x1x3x3xf32>) -> tensor<32x1x3x3xbf16>
    %2 = stablehlo.convolution(%0, %1) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[1, 1], [1, 1]]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<8x1x28x28xbf16>, tensor<32x1x3x3xbf16>) -> tensor<8x32x28x28xf32>
    %3 = stablehlo.broadcast_in_dim %theta.conv1.b, dims = [1] : (tensor<32xf32>) -> tensor<8x32x28x28xf32>
    %4 = stablehlo.add %2, %3 : tensor<8x32x28x28xf32>
    %5 = stablehlo.convert %4 : (tensor<8x32x28x28xf32>) -> tensor<8x32x28x28xbf16>
    %6 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %7 = stablehlo.broadcast_in_dim %6, dims = [] : (tensor<bf16>) -> tensor<8x32x28x28xbf16>
    %8 = stablehlo.maximum %5, %7 : tensor<8x32x28x28xbf16>
    %9 = stablehlo.convert %theta.conv2.w : (tensor<32x32x3x3xf32>) -> tensor<32x32x3x3xbf16>
    %10 = stablehlo.convolution(%8, %9) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[1, 1], [1, 1]]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<8x32x28x28xbf16>, tensor<32x32x3x3xbf16>) -> tensor<8x32x28x28xf32>
    %11 = stablehlo.broadcast_in_dim %theta.conv2.b, dims = [1] : (tensor<32xf32>) -> tensor<8x32x28x28xf32>
    %12 = stablehlo.add %10, %11 : tensor<8x32x28x28xf32>
    %13 = stablehlo.convert %12 : (tensor<8x32x28x28xf32>) -> tensor<8x32x28x28xbf16>
    %14 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %15 = stablehlo.broadcast_in_dim %14, dims = [] : (tensor<bf16>) -> tensor<8x32x28x28xbf16>
    %16 = stablehlo.maximum %13, %15 : tensor<8x32x28x28xbf16>
    %17 = stablehlo.constant dense<0xFF80> : tensor<bf16>
    %18 = "stablehlo.reduce_window"(%16, %17) <{padding = dense<0> : tensor<4x2xi64>, window_dimensions = array<i64: 1, 1, 2, 2>, window_strides = array<i64: 1, 1, 2, 2>}> ({
    ^bb0(%arg13: tensor<bf16>, %arg14: tensor<bf16>):
      %19 = stablehlo.maximum %arg13, %arg14 : tensor<bf16>
      stablehlo.return %19 : tensor<bf16>
    }) : (tensor<8x32x28x28xbf16>, tensor<bf16>) -> tensor<8x32x14x14xbf16>
    %20 = stablehlo.reshape %18 : (tensor<8x32x14x14xbf16>) -> tensor<8x6272xbf16>
    %21 = stablehlo.convert %theta.fc1.w : (tensor<6272x512xf32>) -> tensor<6272x512xbf16>
    %22 = stablehlo.dot_general %20, %21, contracting_dims = [1] x [0] : (tensor<8x6272xbf16>, tensor<6272x512xbf16>) -> tensor<8x512xf32>
    %23 = stablehlo.broadcast_in_dim %theta.fc1.b, dims = [1] : (tensor<512xf32>) -> tensor<8x512xf32>
    %24 = stablehlo.add %22, %23 : tensor<8x512xf32>
    %25 = stablehlo.convert %24 : (tensor<8x512xf32>) -> tensor<8x512xbf16>
    %26 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %27 = stablehlo.broadcast_in_dim %26, dims = [] : (tensor<bf16>) -> tensor<8x512xbf16>
    %28 = stablehlo.maximum %25, %27 : tensor<8x512xbf16>
    %29 = stablehlo.convert %theta.fc2.w : (tensor<512x512xf32>) -> tensor<512x512xbf16>
    %30 = stablehlo.dot_general %28, %29, contracting_dims = [1] x [0] : (tensor<8x512xbf16>, tensor<512x512xbf16>) -> tensor<8x512xf32>
    %31 = stablehlo.broadcast_in_dim %theta.fc2.b, dims = [1] : (tensor<512xf32>) -> tensor<8x512xf32>
    %32 = stablehlo.add %30, %31 : tensor<8x512xf32>
    %33 = stablehlo.convert %32 : (tensor<8x512xf32>) -> tensor<8x512xbf16>
    %34 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %35 = stablehlo.broadcast_in_dim %34, dims = [] : (tensor<bf16>) -> tensor<8x512xbf16>
    %36 = stablehlo.maximum %33, %35 : tensor<8x512xbf16>
    %37 = stablehlo.convert %theta.fc3.w : (tensor<512x10xf32>) -> tensor<512x10xbf16>
    %38 = stablehlo.dot_general %36, %37, contracting_dims = [1] x [0] : (tensor<8x512xbf16>, tensor<512x10xbf16>) -> tensor<8x10xf32>
    %39 = stablehlo.broadcast_in_dim %theta.fc3.b, dims = [1] : (tensor<10xf32>) -> tensor<8x10xf32>
    %40 = stablehlo.add %38, %39 : tensor<8x10xf32>
    %41 = stablehlo.convert %40 : (tensor<8x10xf32>) -> tensor<8x10xbf16>
    %42 = stablehlo.convert %41 : (tensor<8x10xbf16>) -> tensor<8x10xf32>
    %43 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %44 = stablehlo.reduce(%42 init: %43) applies stablehlo.maximum across dimensions = [1] : (tensor<8x10xf32>, tensor<f32>) -> tensor<8xf32>
    %45 = stablehlo.broadcast_in_dim %44, dims = [0] : (tensor<8xf32>) -> tensor<8x10xf32>
    %46 = stablehlo.subtract %42, %45 : tensor<8x10xf32>
    %47 = stablehlo.exponential %46 : tensor<8x10xf32>
    %48 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %49 = stablehlo.reduce(%47 init: %48) applies stablehlo.add across dimensions = [1] : (tensor<8x10xf32>, tensor<f32>) -> tensor<8xf32>
    %50 = stablehlo.log %49 : tensor<8xf32>
    %51 = stablehlo.broadcast_in_dim %50, dims = [0] : (tensor<8xf32>) -> tensor<8x10xf32>
    %52 = stablehlo.subtract %46, %51 : tensor<8x10xf32>
    %53 = stablehlo.multiply %labels, %52 : tensor<8x10xf32>
    %54 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %55 = stablehlo.reduce(%53 init: %54) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x10xf32>, tensor<f32>) -> tensor<f32>
    %56 = stablehlo.constant dense<-1.250000e-01> : tensor<f32>
    %57 = stablehlo.multiply %55, %56 : tensor<f32>
    %58 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %59 = stablehlo.multiply %58, %56 : tensor<f32>
    %60 = stablehlo.broadcast_in_dim %59, dims = [] : (tensor<f32>) -> tensor<8x10xf32>
    %61 = stablehlo.multiply %60, %labels : tensor<8x10xf32>
    %62 = stablehlo.negate %61 : tensor<8x10xf32>
    %63 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %64 = stablehlo.reduce(%62 init: %63) applies stablehlo.add across dimensions = [1] : (tensor<8x10xf32>, tensor<f32>) -> tensor<8xf32>
    %65 = stablehlo.divide %64, %49 : tensor<8xf32>
    %66 = stablehlo.broadcast_in_dim %65, dims = [0] : (tensor<8xf32>) -> tensor<8x10xf32>
    %67 = stablehlo.multiply %66, %47 : tensor<8x10xf32>
    %68 = stablehlo.add %61, %67 : tensor<8x10xf32>
    %69 = stablehlo.negate %68 : tensor<8x10xf32>
    %70 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %71 = stablehlo.reduce(%69 init: %70) applies stablehlo.add across dimensions = [1] : (tensor<8x10xf32>, tensor<f32>) -> tensor<8xf32>
    %72 = stablehlo.broadcast_in_dim %71, dims = [0] : (tensor<8xf32>) -> tensor<8x10xf32>
    %73 = stablehlo.iota dim = 1 : tensor<8x10xi32>
    %74 = stablehlo.constant dense<10> : tensor<i32>
    %75 = stablehlo.broadcast_in_dim %44, dims = [0] : (tensor<8xf32>) -> tensor<8x10xf32>
    %76 = stablehlo.compare  EQ, %42, %75,  FLOAT : (tensor<8x10xf32>, tensor<8x10xf32>) -> tensor<8x10xi1>
    %77 = stablehlo.broadcast_in_dim %74, dims = [] : (tensor<i32>) -> tensor<8x10xi32>
    %78 = stablehlo.select %76, %73, %77 : tensor<8x10xi1>, tensor<8x10xi32>
    %79 = stablehlo.reduce(%78 init: %74) applies stablehlo.minimum across dimensions = [1] : (tensor<8x10xi32>, tensor<i32>) -> tensor<8xi32>
    %80 = stablehlo.broadcast_in_dim %79, dims = [0] : (tensor<8xi32>) -> tensor<8x10xi32>
    %81 = stablehlo.compare  EQ, %73, %80,  SIGNED : (tensor<8x10xi32>, tensor<8x10xi32>) -> tensor<8x10xi1>
    %82 = stablehlo.broadcast_in_dim %74, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %83 = stablehlo.compare  EQ, %79, %82,  SIGNED : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi1>
    %84 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %85 = stablehlo.broadcast_in_dim %84, dims = [] : (tensor<f32>) -> tensor<8x10xf32>
    %86 = stablehlo.select %81, %72, %85 : tensor<8x10xi1>, tensor<8x10xf32>
    %87 = stablehlo.add %68, %86 : tensor<8x10xf32>
    %88 = stablehlo.convert %87 : (tensor<8x10xf32>) -> tensor<8x10xbf16>
    %89 = stablehlo.convert %88 : (tensor<8x10xbf16>) -> tensor<8x10xf32>
    %90 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %91 = stablehlo.reduce(%89 init: %90) applies stablehlo.add across dimensions = [0] : (tensor<8x10xf32>, tensor<f32>) -> tensor<10xf32>
    %92 = stablehlo.convert %89 : (tensor<8x10xf32>) -> tensor<8x10xbf16>
    %93 = stablehlo.dot_general %92, %37, contracting_dims = [1] x [1] : (tensor<8x10xbf16>, tensor<512x10xbf16>) -> tensor<8x512xf32>
    %94 = stablehlo.convert %93 : (tensor<8x512xf32>) -> tensor<8x512xbf16>
    %95 = stablehlo.dot_general %36, %92, contracting_dims = [0] x [0] : (tensor<8x512xbf16>, tensor<8x10xbf16>) -> tensor<512x10xf32>
    %96 = stablehlo.convert %95 : (tensor<512x10xf32>) -> tensor<512x10xbf16>
    %97 = stablehlo.convert %96 : (tensor<512x10xbf16>) -> tensor<512x10xf32>
    %98 = stablehlo.compare  GT, %33, %35,  FLOAT : (tensor<8x512xbf16>, tensor<8x512xbf16>) -> tensor<8x512xi1>
    %99 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %100 = stablehlo.broadcast_in_dim %99, dims = [] : (tensor<bf16>) -> tensor<8x512xbf16>
    %101 = stablehlo.select %98, %94, %100 : tensor<8x512xi1>, tensor<8x512xbf16>
    %102 = stablehlo.convert %101 : (tensor<8x512xbf16>) -> tensor<8x512xf32>
    %103 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %104 = stablehlo.reduce(%102 init: %103) applies stablehlo.add across dimensions = [0] : (tensor<8x512xf32>, tensor<f32>) -> tensor<512xf32>
    %105 = stablehlo.convert %102 : (tensor<8x512xf32>) -> tensor<8x512xbf16>
    %106 = stablehlo.dot_general %105, %29, contracting_dims = [1] x [1] : (tensor<8x512xbf16>, tensor<512x512xbf16>) -> tensor<8x512xf32>
    %107 = stablehlo.convert %106 : (tensor<8x512xf32>) -> tensor<8x512xbf16>
    %108 = stablehlo.dot_general %28, %105, contracting_dims = [0] x [0] : (tensor<8x512xbf16>, tensor<8x512xbf16>) -> tensor<512x512xf32>
    %109 = stablehlo.convert %108 : (tensor<512x512xf32>) -> tensor<512x512xbf16>
    %110 = stablehlo.convert %109 : (tensor<512x512xbf16>) -> tensor<512x512xf32>
    %111 = stablehlo.compare  GT, %25, %27,  FLOAT : (tensor<8x512xbf16>, tensor<8x512xbf16>) -> tensor<8x512xi1>
    %112 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %113 = stablehlo.broadcast_in_dim %112, dims = [] : (tensor<bf16>) -> tensor<8x512xbf16>
    %114 = stablehlo.select %111, %107, %113 : tensor<8x512xi1>, tensor<8x512xbf16>
    %115 = stablehlo.convert %114 : (tensor<8x512xbf16>) -> tensor<8x512xf32>
    %116 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %117 = stablehlo.reduce(%115 init: %116) applies stablehlo.add across dimensions = [0] : (tensor<8x512xf32>, tensor<f32>) -> tensor<512xf32>
    %118 = stablehlo.convert %115 : (tensor<8x512xf32>) -> tensor<8x512xbf16>
    %119 = stablehlo.dot_general %118, %21, contracting_dims = [1] x [1] : (tensor<8x512xbf16>, tensor<6272x512xbf16>) -> tensor<8x6272xf32>
    %120 = stablehlo.convert %119 : (tensor<8x6272xf32>) -> tensor<8x6272xbf16>
    %121 = stablehlo.dot_general %20, %118, contracting_dims = [0] x [0] : (tensor<8x6272xbf16>, tensor<8x512xbf16>) -> tensor<6272x512xf32>
    %122 = stablehlo.convert %121 : (tensor<6272x512xf32>) -> tensor<6272x512xbf16>
    %123 = stablehlo.convert %122 : (tensor<6272x512xbf16>) -> tensor<6272x512xf32>
    %124 = stablehlo.reshape %120 : (tensor<8x6272xbf16>) -> tensor<8x32x14x14xbf16>
    %125 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %126 = "stablehlo.select_and_scatter"(%16, %124, %125) <{padding = dense<0> : tensor<4x2xi64>, window_dimensions = array<i64: 1, 1, 2, 2>, window_strides = array<i64: 1, 1, 2, 2>}> ({
    ^bb0(%arg15: tensor<bf16>, %arg16: tensor<bf16>):
      %127 = stablehlo.compare  GE, %arg15, %arg16,  FLOAT : (tensor<bf16>, tensor<bf16>) -> tensor<i1>
      stablehlo.return %127 : tensor<i1>
    }, {
    ^bb0(%arg17: tensor<bf16>, %arg18: tensor<bf16>):
      %128 = stablehlo.add %arg17, %arg18 : tensor<bf16>
      stablehlo.return %128 : tensor<bf16>
    }) : (tensor<8x32x28x28xbf16>, tensor<8x32x14x14xbf16>, tensor<bf16>) -> tensor<8x32x28x28xbf16>
    %129 = stablehlo.compare  GT, %13, %15,  FLOAT : (tensor<8x32x28x28xbf16>, tensor<8x32x28x28xbf16>) -> tensor<8x32x28x28xi1>
    %130 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %131 = stablehlo.broadcast_in_dim %130, dims = [] : (tensor<bf16>) -> tensor<8x32x28x28xbf16>
    %132 = stablehlo.select %129, %126, %131 : tensor<8x32x28x28xi1>, tensor<8x32x28x28xbf16>
    %133 = stablehlo.convert %132 : (tensor<8x32x28x28xbf16>) -> tensor<8x32x28x28xf32>
    %134 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %135 = stablehlo.reduce(%133 init: %134) applies stablehlo.add across dimensions = [0, 2, 3] : (tensor<8x32x28x28xf32>, tensor<f32>) -> tensor<32xf32>
    %136 = stablehlo.convert %133 : (tensor<8x32x28x28xf32>) -> tensor<8x32x28x28xbf16>
    %137 = stablehlo.reverse %9, dims = [2, 3] : tensor<32x32x3x3xbf16>
    %138 = stablehlo.convolution(%136, %137) dim_numbers = [b, f, 0, 1]x[i, o, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<8x32x28x28xbf16>, tensor<32x32x3x3xbf16>) -> tensor<8x32x28x28xf32>
    %139 = stablehlo.convert %138 : (tensor<8x32x28x28xf32>) -> tensor<8x32x28x28xbf16>
    %140 = stablehlo.convolution(%8, %136) dim_numbers = [f, b, 0, 1]x[i, o, 0, 1]->[f, b, 0, 1], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<8x32x28x28xbf16>, tensor<8x32x28x28xbf16>) -> tensor<32x32x3x3xf32>
    %141 = stablehlo.convert %140 : (tensor<32x32x3x3xf32>) -> tensor<32x32x3x3xbf16>
    %142 = stablehlo.convert %141 : (tensor<32x32x3x3xbf16>) -> tensor<32x32x3x3xf32>
    %143 = stablehlo.compare  GT, %5, %7,  FLOAT : (tensor<8x32x28x28xbf16>, tensor<8x32x28x28xbf16>) -> tensor<8x32x28x28xi1>
    %144 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %145 = stablehlo.broadcast_in_dim %144, dims = [] : (tensor<bf16>) -> tensor<8x32x28x28xbf16>
    %146 = stablehlo.select %143, %139, %145 : tensor<8x32x28x28xi1>, tensor<8x32x28x28xbf16>
    %147 = stablehlo.convert %146 : (tensor<8x32x28x28xbf16>) -> tensor<8x32x28x28xf32>
    %148 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %149 = stablehlo.reduce(%147 init: %148) applies stablehlo.add across dimensions = [0, 2, 3] : (tensor<8x32x28x28xf32>, tensor<f32>) -> tensor<32xf32>
    %150 = stablehlo.convert %147 : (tensor<8x32x28x28xf32>) -> tensor<8x32x28x28xbf16>
    %151 = stablehlo.convolution(%0, %150) dim_numbers = [f, b, 0, 1]x[i, o, 0, 1]->[f, b, 0, 1], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<8x1x28x28xbf16>, tensor<8x32x28x28xbf16>) -> tensor<32x1x3x3xf32>
    %152 = stablehlo.convert %151 : (tensor<32x1x3x3xf32>) -> tensor<32x1x3x3xbf16>
    %153 = stablehlo.convert %152 : (tensor<32x1x3x3xbf16>) -> tensor<32x1x3x3xf32>
    %154 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<32x1x3x3xf32>
    %155 = stablehlo.multiply %154, %153 : tensor<32x1x3x3xf32>
    %156 = stablehlo.subtract %theta.conv1.w, %155 : tensor<32x1x3x3xf32>
    %157 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %158 = stablehlo.multiply %157, %149 : tensor<32xf32>
    %159 = stablehlo.subtract %theta.conv1.b, %158 : tensor<32xf32>
    %160 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<32x32x3x3xf32>
    %161 = stablehlo.multiply %160, %142 : tensor<32x32x3x3xf32>
    %162 = stablehlo.subtract %theta.conv2.w, %161 : tensor<32x32x3x3xf32>
    %163 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %164 = stablehlo.multiply %163, %135 : tensor<32xf32>
    %165 = stablehlo.subtract %theta.conv2.b, %164 : tensor<32xf32>
    %166 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<6272x512xf32>
    %167 = stablehlo.multiply %166, %123 : tensor<6272x512xf32>
    %168 = stablehlo.subtract %theta.fc1.w, %167 : tensor<6272x512xf32>
    %169 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %170 = stablehlo.multiply %169, %117 : tensor<512xf32>
    %171 = stablehlo.subtract %theta.fc1.b, %170 : tensor<512xf32>
    %172 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<512x512xf32>
    %173 = stablehlo.multiply %172, %110 : tensor<512x512xf32>
    %174 = stablehlo.subtract %theta.fc2.w, %173 : tensor<512x512xf32>
    %175 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %176 = stablehlo.multiply %175, %104 : tensor<512xf32>
    %177 = stablehlo.subtract %theta.fc2.b, %176 : tensor<512xf32>
    %178 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<512x10xf32>
    %179 = stablehlo.multiply %178, %97 : tensor<512x10xf32>
    %180 = stablehlo.subtract %theta.fc3.w, %179 : tensor<512x10xf32>
    %181 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %182 = stablehlo.multiply %181, %91 : tensor<10xf32>
    %183 = stablehlo.subtract %theta.fc3.b, %182 : tensor<10xf32>
    return %156, %159, %162, %165, %168, %171, %174, %177, %180, %183, %57 : tensor<32x1x3x3xf32>, tensor<32xf32>, tensor<32x32x3x3xf32>, tensor<32xf32>, tensor<6272x512xf32>, tensor<512xf32>, tensor<512x512xf32>, tensor<512xf32>, tensor<512x10xf32>, tensor<10xf32>, tensor<f32>
  }
  func.func public @mnist_cnn_fwd(%x: tensor<8x1x28x28xf32>, %theta.conv1.w: tensor<32x1x3x3xf32>, %theta.conv1.b: tensor<32xf32>, %theta.conv2.w: tensor<32x32x3x3xf32>, %theta.conv2.b: tensor<32xf32>, %theta.fc1.w: tensor<6272x512xf32>, %theta.fc1.b: tensor<512xf32>, %theta.fc2.w: tensor<512x512xf32>, %theta.fc2.b: tensor<512xf32>, %theta.fc3.w: tensor<512x10xf32>, %theta.fc3.b: tensor<10xf32>) -> (tensor<8x10xf32> {jax.result_info = "logits"}) {
    %0 = stablehlo.convert %x : (tensor<8x1x28x28xf32>) -> tensor<8x1x28x28xbf16>
    %1 = stablehlo.convert %theta.conv1.w : (tensor<32x1x3x3xf32>) -> tensor<32x1x3x3xbf16>
    %2 = stablehlo.convolution(%0, %1) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[1, 1], [1, 1]]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<8x1x28x28xbf16>, tensor<32x1x3x3xbf16>) -> tensor<8x32x28x28xf32>
    %3 = stablehlo.broadcast_in_dim %theta.conv1.b, dims = [1] : (tensor<32xf32>) -> tensor<8x32x28x28xf32>
    %4 = stablehlo.add %2, %3 : tensor<8x32x28x28xf32>
    %5 = stablehlo.convert %4 : (tensor<8x32x28x28xf32>) -> tensor<8x32x28x28xbf16>
    %6 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %7 = stablehlo.broadcast_in_dim %6, dims = [] : (tensor<bf16>) -> tensor<8x32x28x28xbf16>
    %8 = stablehlo.maximum %5, %7 : tensor<8x32x28x28xbf16>
    %9 = stablehlo.convert %theta.conv2.w : (tensor<32x32x3x3xf32>) -> tensor<32x32x3x3xbf16>
    %10 = stablehlo.convolution(%8, %9) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[1, 1], [1, 1]]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<8x32x28x28xbf16>, tensor<32x32x3x3xbf16>) -> tensor<8x32x28x28xf32>
    %11 = stablehlo.broadcast_in_dim %theta.conv2.b, dims = [1] : (tensor<32xf32>) -> tensor<8x32x28x28xf32>
    %12 = stablehlo.add %10, %11 : tensor<8x32x28x28xf32>
    %13 = stablehlo.convert %12 : (tensor<8x32x28x28xf32>) -> tensor<8x32x28x28xbf16>
    %14 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %15 = stablehlo.broadcast_in_dim %14, dims = [] : (tensor<bf16>) -> tensor<8x32x28x28xbf16>
    %16 = stablehlo.maximum %13, %15 : tensor<8x32x28x28xbf16>
    %17 = stablehlo.constant dense<0xFF80> : tensor<bf16>
    %18 = "stablehlo.reduce_window"(%16, %17) <{padding = dense<0> : tensor<4x2xi64>, window_dimensions = array<i64: 1, 1, 2, 2>, window_strides = array<i64: 1, 1, 2, 2>}> ({
    ^bb0(%arg11: tensor<bf16>, %arg12: tensor<bf16>):
      %19 = stablehlo.maximum %arg11, %arg12 : tensor<bf16>
      stablehlo.return %19 : tensor<bf16>
    }) : (tensor<8x32x28x28xbf16>, tensor<bf16>) -> tensor<8x32x14x14xbf16>
    %20 = stablehlo.reshape %18 : (tensor<8x32x14x14xbf16>) -> tensor<8x6272xbf16>
    %21 = stablehlo.convert %theta.fc1.w : (tensor<6272x512xf32>) -> tensor<6272x512xbf16>
    %22 = stablehlo.dot_general %20, %21, contracting_dims = [1] x [0] : (tensor<8x6272xbf16>, tensor<6272x512xbf16>) -> tensor<8x512xf32>
    %23 = stablehlo.broadcast_in_dim %theta.fc1.b, dims = [1] : (tensor<512xf32>) -> tensor<8x512xf32>
    %24 = stablehlo.add %22, %23 : tensor<8x512xf32>
    %25 = stablehlo.convert %24 : (tensor<8x512xf32>) -> tensor<8x512xbf16>
    %26 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %27 = stablehlo.broadcast_in_dim %26, dims = [] : (tensor<bf16>) -> tensor<8x512xbf16>
    %28 = stablehlo.maximum %25, %27 : tensor<8x512xbf16>
    %29 = stablehlo.convert %theta.fc2.w : (tensor<512x512xf32>) -> tensor<512x512xbf16>
    %30 = stablehlo.dot_general %28, %29, contracting_dims = [1] x [0] : (tensor<8x512xbf16>, tensor<512x512xbf16>) -> tensor<8x512xf32>
    %31 = stablehlo.broadcast_in_dim %theta.fc2.b, dims = [1] : (tensor<512xf32>) -> tensor<8x512xf32>
    %32 = stablehlo.add %30, %31 : tensor<8x512xf32>
    %33 = stablehlo.convert %32 : (tensor<8x512xf32>) -> tensor<8x512xbf16>
    %34 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %35 = stablehlo.broadcast_in_dim %34, dims = [] : (tensor<bf16>) -> tensor<8x512xbf16>
    %36 = stablehlo.maximum %33, %35 : tensor<8x512xbf16>
    %37 = stablehlo.convert %theta.fc3.w : (tensor<512x10xf32>) -> tensor<512x10xbf16>
    %38 = stablehlo.dot_general %36, %37, contracting_dims = [1] x [0] : (tensor<8x512xbf16>, tensor<512x10xbf16>) -> tensor<8x10xf32>
    %39 = stablehlo.broadcast_in_dim %theta.fc3.b, dims = [1] : (tensor<10xf32>) -> tensor<8x10xf32>
    %40 = stablehlo.add %38, %39 : tensor<8x10xf32>
    %41 = stablehlo.convert %40 : (tensor<8x10xf32>) -> tensor<8x10xbf16>
    %42 = stablehlo.convert %41 : (tensor<8x10xbf16>) -> tensor<8x10xf32>
    return %42 : tensor<8x10xf32>
  }
}
