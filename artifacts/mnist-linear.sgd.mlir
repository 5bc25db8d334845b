// ladder train step: net mnist-linear (7850 parameters), batch 8, input NCHW f32 tensor<8x1x28x28xf32>
// optimizer sgd
// loss: mean softmax cross-entropy over the batch
// signature: docs/TRAIN_STEP.md (output i pairs with input i + 1; the last output is the loss)
module @mnist_linear {
  func.func public @mnist_linear_sgd_train_step(%x: tensor<8x1x28x28xf32>, %theta.fc.w: tensor<784x10xf32>, %theta.fc.b: tensor<10xf32>, %lr: tensor<f32>, %labels: tensor<8x10xf32>) -> (tensor<784x10xf32> {jax.result_info = "theta.fc.w'"}, tensor<10xf32> {jax.result_info = "theta.fc.b'"}, tensor<f32> {jax.result_info = "loss"}) {
    %0 = stablehlo.reshape %x : (tensor<8x1x28x28xf32>) -> tensor<8x784xf32>
    %1 = stablehlo.dot_general %0, %theta.fc.w, contracting_dims = [1] x [0] : (tensor<8x784xf32>, tensor<784x10xf32>) -> tensor<8x10xf32>
    %2 = stablehlo.broadcast_in_dim %theta.fc.b, dims = [1] : (tensor<10xf32>) -> tensor<8x10xf32>
    %3 = stablehlo.add %1, %2 : tensor<8x10xf32>
    %4 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %5 = stablehlo.reduce(%3 init: %4) applies stablehlo.maximum across dimensions = [1] : (tensor<8x10xf32>, tensor<f32>) -> tensor<8xf32>
    %6 = stablehlo.broadcast_in_dim %5, dims = [0] : (tensor<8xf32>) -> tensor<8x10xf32>
    %7 = stablehlo.subtract %3, %6 : tensor<8x10xf32>
    %8 = stablehlo.exponential %7 : tensor<8x10xf32>
    %9 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %10 = stablehlo.reduce(%8 init: %9) applies stablehlo.add across dimensions = [1] : (tensor<8x10xf32>, tensor<f32>) -> tensor<8xf32>
    %11 = stablehlo.log %10 : tensor<8xf32>
    %12 = stablehlo.broadcast_in_dim %11, dims = [0] : (tensor<8xf32>) -> tensor<8x10xf32>
    %13 = stablehlo.subtract %7, %12 : tensor<8x10xf32>
    %14 = stablehlo.multiply %labels, %13 : tensor<8x10xf32>
    %15 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %16 = stablehlo.reduce(%14 init: %15) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x10xf32>, tensor<f32>) -> tensor<f32>
    %17 = stablehlo.constant dense<-1.250000e-01> : tensor<f32>
    %18 = stablehlo.multiply %16, %17 : tensor<f32>
    %19 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %20 = stablehlo.multiply %19, %17 : tensor<f32>
    %21 = stablehlo.broadcast_in_dim %20, dims = [] : (tensor<f32>) -> tensor<8x10xf32>
    %22 = stablehlo.multiply %21, %labels : tensor<8x10xf32>
    %23 = stablehlo.negate %22 : tensor<8x10xf32>
    %24 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %25 = stablehlo.reduce(%23 init: %24) applies stablehlo.add across dimensions = [1] : (tensor<8x10xf32>, tensor<f32>) -> tensor<8xf32>
    %26 = stablehlo.divide %25, %10 : tensor<8xf32>
    %27 = stablehlo.broadcast_in_dim %26, dims = [0] : (tensor<8xf32>) -> tensor<8x10xf32>
    %28 = stablehlo.multiply %27, %8 : tensor<8x10xf32>
    %29 = stablehlo.add %22, %28 : tensor<8x10xf32>
    %30 = stablehlo.negate %29 : tensor<8x10xf32>
    %31 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %32 = stablehlo.reduce(%30 init: %31) applies stablehlo.add across dimensions = [1] : (tensor<8x10xf32>, tensor<f32>) -> tensor<8xf32>
    %33 = stablehlo.broadcast_in_dim %32, dims = [0] : (tensor<8xf32>) -> tensor<8x10xf32>
    %34 = stablehlo.iota dim = 1 : tensor<8x10xi32>
    %35 = stablehlo.constant dense<10> : tensor<i32>
    %36 = stablehlo.broadcast_in_dim %5, dims = [0] : (tensor<8xf32>) -> tensor<8x10xf32>
    %37 = stablehlo.compare  EQ, %3, %36,  FLOAT : (tensor<8x10xf32>, tensor<8x10xf32>) -> tensor<8x10xi1>
    %38 = stablehlo.broadcast_in_dim %35, dims = [] : (tensor<i32>) -> tensor<8x10xi32>
    %39 = stablehlo.select %37, %34, %38 : tensor<8x10xi1>, tensor<8x10xi32>
    %40 = stablehlo.reduce(%39 init: %35) applies stablehlo.minimum across dimensions = [1] : (tensor<8x10xi32>, tensor<i32>) -> tensor<8xi32>
    %41 = stablehlo.broadcast_in_dim %40, dims = [0] : (tensor<8xi32>) -> tensor<8x10xi32>
    %42 = stablehlo.compare  EQ, %34, %41,  SIGNED : (tensor<8x10xi32>, tensor<8x10xi32>) -> tensor<8x10xi1>
    %43 = stablehlo.broadcast_in_dim %35, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %44 = stablehlo.compare  EQ, %40, %43,  SIGNED : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi1>
    %45 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %46 = stablehlo.broadcast_in_dim %45, dims = [] : (tensor<f32>) -> tensor<8x10xf32>
    %47 = stablehlo.select %42, %33, %46 : tensor<8x10xi1>, tensor<8x10xf32>
    %48 = stablehlo.add %29, %47 : tensor<8x10xf32>
    %49 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %50 = stablehlo.reduce(%48 init: %49) applies stablehlo.add across dimensions = [0] : (tensor<8x10xf32>, tensor<f32>) -> tensor<10xf32>
    %51 = stablehlo.dot_general %0, %48, contracting_dims = [0] x [0] : (tensor<8x784xf32>, tensor<8x10xf32>) -> tensor<784x10xf32>
    %52 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<784x10xf32>
    %53 = stablehlo.multiply %52, %51 : tensor<784x10xf32>
    %54 = stablehlo.subtract %theta.fc.w, %53 : tensor<784x10xf32>
    %55 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %56 = stablehlo.multiply %55, %50 : tensor<10xf32>
    %57 = stablehlo.subtract %theta.fc.b, %56 : tensor<10xf32>
    return %54, %57, %18 : tensor<784x10xf32>, tensor<10xf32>, tensor<f32>
  }
  func.func public @mnist_linear_fwd(%x: tensor<8x1x28x28xf32>, %theta.fc.w: tensor<784x10xf32>, %theta.fc.b: tensor<10xf32>) -> (tensor<8x10xf32> {jax.result_info = "logits"}) {
    %0 = stablehlo.reshape %x : (tensor<8x1x28x28xf32>) -> tensor<8x784xf32>
    %1 = stablehlo.dot_general %0, %theta.fc.w, contracting_dims = [1] x [0] : (tensor<8x784xf32>, tensor<784x10xf32>) -> tensor<8x10xf32>
    %2 = stablehlo.broadcast_in_dim %theta.fc.b, dims = [1] : (tensor<10xf32>) -> tensor<8x10xf32>
    %3 = stablehlo.add %1, %2 : tensor<8x10xf32>
    return %3 : tensor<8x10xf32>
  }
}
