// ladder train step: net mnist-mlp (669706 parameters), batch 8, input NCHW f32 tensor<8x1x28x28xf32>
// optimizer sgd
// loss: mean softmax cross-entropy over the batch
// signature: docs/TRAIN_STEP.md (output i pairs with input i + 1; the last output is the loss)
module @mnist_mlp {
  func.func public @mnist_mlp_sgd_train_step(%x: tensor<8x1x28x28xf32>, %theta.fc1.w: tensor<784x512xf32>, %theta.fc1.b: tensor<512xf32>, %theta.fc2.w: tensor<512x512xf32>, %theta.fc2.b: tensor<512xf32>, %theta.fc3.w: tensor<512x10xf32>, %theta.fc3.b: tensor<10xf32>, %lr: tensor<f32>, %labels: tensor<8x10xf32>) -> (tensor<784x512xf32> {jax.result_info = "theta.fc1.w'"}, tensor<512xf32> {jax.result_info = "theta.fc1.b'"}, tensor<512x512xf32> {jax.result_info = "theta.fc2.w'"}, tensor<512xf32> {jax.result_info = "theta.fc2.b'"}, tensor<512x10xf32> {jax.result_info = "theta.fc3.w'"}, tensor<10xf32> {jax.result_info = "theta.fc3.b'"}, tensor<f32> {jax.result_info = "loss"}) {
    %0 = stablehlo.reshape %x : (tensor<8x1x28x28xf32>) -> tensor<8x784xf32>
    %1 = stablehlo.dot_general %0, %theta.fc1.w, contracting_dims = [1] x [0] : (tensor<8x784xf32>, tensor<784x512xf32>) -> tensor<8x512xf32>
    %2 = stablehlo.broadcast_in_dim %theta.fc1.b, dims = [1] : (tensor<512xf32>) -> tensor<8x512xf32>
    %3 = stablehlo.add %1, %2 : tensor<8x512xf32>
    %4 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [] : (tensor<f32>) -> tensor<8x512xf32>
    %6 = stablehlo.maximum %3, %5 : tensor<8x512xf32>
    %7 = stablehlo.dot_general %6, %theta.fc2.w, contracting_dims = [1] x [0] : (tensor<8x512xf32>, tensor<512x512xf32>) -> tensor<8x512xf32>
    %8 = stablehlo.broadcast_in_dim %theta.fc2.b, dims = [1] : (tensor<512xf32>) -> tensor<8x512xf32>
    %9 = stablehlo.add %7, %8 : tensor<8x512xf32>
    %10 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %11 = stablehlo.broadcast_in_dim %10, dims = [] : (tensor<f32>) -> tensor<8x512xf32>
    %12 = stablehlo.maximum %9, %11 : tensor<8x512xf32>
    %13 = stablehlo.dot_general %12, %theta.fc3.w, contracting_dims = [1] x [0] : (tensor<8x512xf32>, tensor<512x10xf32>) -> tensor<8x10xf32>
    %14 = stablehlo.broadcast_in_dim %theta.fc3.b, dims = [1] : (tensor<10xf32>) -> tensor<8x10xf32>
    %15 = stablehlo.add %13, %14 : tensor<8x10xf32>
    %16 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %17 = stablehlo.reduce(%15 init: %16) applies stablehlo.maximum across dimensions = [1] : (tensor<8x10xf32>, tensor<f32>) -> tensor<8xf32>
    %18 = stablehlo.broadcast_in_dim %17, dims = [0] : (tensor<8xf32>) -> tensor<8x10xf32>
    %19 = stablehlo.subtract %15, %18 : tensor<8x10xf32>
    %20 = stablehlo.exponential %19 : tensor<8x10xf32>
    %21 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %22 = stablehlo.reduce(%20 init: %21) applies stablehlo.add across dimensions = [1] : (tensor<8x10xf32>, tensor<f32>) -> tensor<8xf32>
    %23 = stablehlo.log %22 : tensor<8xf32>
    %24 = stablehlo.broadcast_in_dim %23, dims = [0] : (tensor<8xf32>) -> tensor<8x10xf32>
    %25 = stablehlo.subtract %19, %24 : tensor<8x10xf32>
    %26 = stablehlo.multiply %labels, %25 : tensor<8x10xf32>
    %27 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %28 = stablehlo.reduce(%26 init: %27) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x10xf32>, tensor<f32>) -> tensor<f32>
    %29 = stablehlo.constant dense<-1.250000e-01> : tensor<f32>
    %30 = stablehlo.multiply %28, %29 : tensor<f32>
    %31 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %32 = stablehlo.multiply %31, %29 : tensor<f32>
    %33 = stablehlo.broadcast_in_dim %32, dims = [] : (tensor<f32>) -> tensor<8x10xf32>
    %34 = stablehlo.multiply %33, %labels : tensor<8x10xf32>
    %35 = stablehlo.negate %34 : tensor<8x10xf32>
    %36 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %37 = stablehlo.reduce(%35 init: %36) applies stablehlo.add across dimensions = [1] : (tensor<8x10xf32>, tensor<f32>) -> tensor<8xf32>
    %38 = stablehlo.divide %37, %22 : tensor<8xf32>
    %39 = stablehlo.broadcast_in_dim %38, dims = [0] : (tensor<8xf32>) -> tensor<8x10xf32>
    %40 = stablehlo.multiply %39, %20 : tensor<8x10xf32>
    %41 = stablehlo.add %34, %40 : tensor<8x10xf32>
    %42 = stablehlo.negate %41 : tensor<8x10xf32>
    %43 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %44 = stablehlo.reduce(%42 init: %43) applies stablehlo.add across dimensions = [1] : (tensor<8x10xf32>, tensor<f32>) -> tensor<8xf32>
    %45 = stablehlo.broadcast_in_dim %44, dims = [0] : (tensor<8xf32>) -> tensor<8x10xf32>
    %46 = stablehlo.iota dim = 1 : tensor<8x10xi32>
    %47 = stablehlo.constant dense<10> : tensor<i32>
    %48 = stablehlo.broadcast_in_dim %17, dims = [0] : (tensor<8xf32>) -> tensor<8x10xf32>
    %49 = stablehlo.compare  EQ, %15, %48,  FLOAT : (tensor<8x10xf32>, tensor<8x10xf32>) -> tensor<8x10xi1>
    %50 = stablehlo.broadcast_in_dim %47, dims = [] : (tensor<i32>) -> tensor<8x10xi32>
    %51 = stablehlo.select %49, %46, %50 : tensor<8x10xi1>, tensor<8x10xi32>
    %52 = stablehlo.reduce(%51 init: %47) applies stablehlo.minimum across dimensions = [1] : (tensor<8x10xi32>, tensor<i32>) -> tensor<8xi32>
    %53 = stablehlo.broadcast_in_dim %52, dims = [0] : (tensor<8xi32>) -> tensor<8x10xi32>
    %54 = stablehlo.compare  EQ, %46, %53,  SIGNED : (tensor<8x10xi32>, tensor<8x10xi32>) -> tensor<8x10xi1>
    %55 = stablehlo.broadcast_in_dim %47, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %56 = stablehlo.compare  EQ, %52, %55,  SIGNED : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi1>
    %57 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %58 = stablehlo.broadcast_in_dim %57, dims = [] : (tensor<f32>) -> tensor<8x10xf32>
    %59 = stablehlo.select %54, %45, %58 : tensor<8x10xi1>, tensor<8x10xf32>
    %60 = stablehlo.add %41, %59 : tensor<8x10xf32>
    %61 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %62 = stablehlo.reduce(%60 init: %61) applies stablehlo.add across dimensions = [0] : (tensor<8x10xf32>, tensor<f32>) -> tensor<10xf32>
    %63 = stablehlo.dot_general %60, %theta.fc3.w, contracting_dims = [1] x [1] : (tensor<8x10xf32>, tensor<512x10xf32>) -> tensor<8x512xf32>
    %64 = stablehlo.dot_general %12, %60, contracting_dims = [0] x [0] : (tensor<8x512xf32>, tensor<8x10xf32>) -> tensor<512x10xf32>
    %65 = stablehlo.compare  GT, %9, %11,  FLOAT : (tensor<8x512xf32>, tensor<8x512xf32>) -> tensor<8x512xi1>
    %66 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %67 = stablehlo.broadcast_in_dim %66, dims = [] : (tensor<f32>) -> tensor<8x512xf32>
    %68 = stablehlo.select %65, %63, %67 : tensor<8x512xi1>, tensor<8x512xf32>
    %69 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %70 = stablehlo.reduce(%68 init: %69) applies stablehlo.add across dimensions = [0] : (tensor<8x512xf32>, tensor<f32>) -> tensor<512xf32>
    %71 = stablehlo.dot_general %68, %theta.fc2.w, contracting_dims = [1] x [1] : (tensor<8x512xf32>, tensor<512x512xf32>) -> tensor<8x512xf32>
    %72 = stablehlo.dot_general %6, %68, contracting_dims = [0] x [0] : (tensor<8x512xf32>, tensor<8x512xf32>) -> tensor<512x512xf32>
    %73 = stablehlo.compare  GT, %3, %5,  FLOAT : (tensor<8x512xf32>, tensor<8x512xf32>) -> tensor<8x512xi1>
    %74 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %75 = stablehlo.broadcast_in_dim %74, dims = [] : (tensor<f32>) -> tensor<8x512xf32>
    %76 = stablehlo.select %73, %71, %75 : tensor<8x512xi1>, tensor<8x512xf32>
    %77 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %78 = stablehlo.reduce(%76 init: %77) applies stablehlo.add across dimensions = [0] : (tensor<8x512xf32>, tensor<f32>) -> tensor<512xf32>
    %79 = stablehlo.dot_general %0, %76, contracting_dims = [0] x [0] : (tensor<8x784xf32>, tensor<8x512xf32>) -> tensor<784x512xf32>
    %80 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<784x512xf32>
    %81 = stablehlo.multiply %80, %79 : tensor<784x512xf32>
    %82 = stablehlo.subtract %theta.fc1.w, %81 : tensor<784x512xf32>
    %83 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %84 = stablehlo.multiply %83, %78 : tensor<512xf32>
    %85 = stablehlo.subtract %theta.fc1.b, %84 : tensor<512xf32>
    %86 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<512x512xf32>
    %87 = stablehlo.multiply %86, %72 : tensor<512x512xf32>
    %88 = stablehlo.subtract %theta.fc2.w, %87 : tensor<512x512xf32>
    %89 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %90 = stablehlo.multiply %89, %70 : tensor<512xf32>
    %91 = stablehlo.subtract %theta.fc2.b, %90 : tensor<512xf32>
    %92 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<512x10xf32>
    %93 = stablehlo.multiply %92, %64 : tensor<512x10xf32>
    %94 = stablehlo.subtract %theta.fc3.w, %93 : tensor<512x10xf32>
    %95 = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %96 = stablehlo.multiply %95, %62 : tensor<10xf32>
    %97 = stablehlo.subtract %theta.fc3.b, %96 : tensor<10xf32>
    return %82, %85, %88, %91, %94, %97, %30 : tensor<784x512xf32>, tensor<512xf32>, tensor<512x512xf32>, tensor<512xf32>, tensor<512x10xf32>, tensor<10xf32>, tensor<f32>
  }
  func.func public @mnist_mlp_fwd(%x: tensor<8x1x28x28xf32>, %theta.fc1.w: tensor<784x512xf32>, %theta.fc1.b: tensor<512xf32>, %theta.fc2.w: tensor<512x512xf32>, %theta.fc2.b: tensor<512xf32>, %theta.fc3.w: tensor<512x10xf32>, %theta.fc3.b: tensor<10xf32>) -> (tensor<8x10xf32> {jax.result_info = "logits"}) {
    %0 = stablehlo.reshape %x : (tensor<8x1x28x28xf32>) -> tensor<8x784xf32>
    %1 = stablehlo.dot_general %0, %theta.fc1.w, contracting_dims = [1] x [0] : (tensor<8x784xf32>, tensor<784x512xf32>) -> tensor<8x512xf32>
    %2 = stablehlo.broadcast_in_dim %theta.fc1.b, dims = [1] : (tensor<512xf32>) -> tensor<8x512xf32>
    %3 = stablehlo.add %1, %2 : tensor<8x512xf32>
    %4 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [] : (tensor<f32>) -> tensor<8x512xf32>
    %6 = stablehlo.maximum %3, %5 : tensor<8x512xf32>
    %7 = stablehlo.dot_general %6, %theta.fc2.w, contracting_dims = [1] x [0] : (tensor<8x512xf32>, tensor<512x512xf32>) -> tensor<8x512xf32>
    %8 = stablehlo.broadcast_in_dim %theta.fc2.b, dims = [1] : (tensor<512xf32>) -> tensor<8x512xf32>
    %9 = stablehlo.add %7, %8 : tensor<8x512xf32>
    %10 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %11 = stablehlo.broadcast_in_dim %10, dims = [] : (tensor<f32>) -> tensor<8x512xf32>
    %12 = stablehlo.maximum %9, %11 : tensor<8x512xf32>
    %13 = stablehlo.dot_general %12, %theta.fc3.w, contracting_dims = [1] x [0] : (tensor<8x512xf32>, tensor<512x10xf32>) -> tensor<8x10xf32>
    %14 = stablehlo.broadcast_in_dim %theta.fc3.b, dims = [1] : (tensor<10xf32>) -> tensor<8x10xf32>
    %15 = stablehlo.add %13, %14 : tensor<8x10xf32>
    return %15 : tensor<8x10xf32>
  }
}
