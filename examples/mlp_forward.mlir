// A two-layer perceptron's forward pass on a batch of 4: 8 features -> 16 hidden (ReLU) -> 3
// classes, returning a dict of the logits and their softmax. Written the way JAX prints
// StableHLO (jax.jit(f).lower(...).as_text()): a public @main, a private helper reached with
// `call`, jax.result_info names, a hex constant and loc(...) annotations. Try:
//   build/ladder exec examples/mlp_forward.mlir --random-inputs 1
module @jit_mlp_forward attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<4x8xf32> {mhlo.layout_mode = "default"}, %arg1: tensor<8x16xf32> {mhlo.layout_mode = "default"}, %arg2: tensor<16xf32> {mhlo.layout_mode = "default"}, %arg3: tensor<16x3xf32> {mhlo.layout_mode = "default"}, %arg4: tensor<3xf32> {mhlo.layout_mode = "default"}) -> (tensor<4x3xf32> {jax.result_info = "['logits']"}, tensor<4x3xf32> {jax.result_info = "['probs']"}) {
    %0 = stablehlo.dot_general %arg0, %arg1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x8xf32>, tensor<8x16xf32>) -> tensor<4x16xf32> loc("dense1")
    %1 = stablehlo.broadcast_in_dim %arg2, dims = [1] : (tensor<16xf32>) -> tensor<4x16xf32>
    %2 = stablehlo.add %0, %1 : tensor<4x16xf32>
    %3 = call @relu(%2) : (tensor<4x16xf32>) -> tensor<4x16xf32>
    %4 = stablehlo.dot_general %3, %arg3, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x16xf32>, tensor<16x3xf32>) -> tensor<4x3xf32> loc("dense2")
    %5 = stablehlo.broadcast_in_dim %arg4, dims = [1] : (tensor<3xf32>) -> tensor<4x3xf32>
    %6 = stablehlo.add %4, %5 : tensor<4x3xf32>
    %cst = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %7 = stablehlo.reduce(%6 init: %cst) applies stablehlo.maximum across dimensions = [1] : (tensor<4x3xf32>, tensor<f32>) -> tensor<4xf32>
    %8 = stablehlo.broadcast_in_dim %7, dims = [0] : (tensor<4xf32>) -> tensor<4x3xf32>
    %9 = stablehlo.subtract %6, %8 : tensor<4x3xf32>
    %10 = stablehlo.exponential %9 : tensor<4x3xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %11 = stablehlo.reduce(%10 init: %cst_0) applies stablehlo.add across dimensions = [1] : (tensor<4x3xf32>, tensor<f32>) -> tensor<4xf32>
    %12 = stablehlo.broadcast_in_dim %11, dims = [0] : (tensor<4xf32>) -> tensor<4x3xf32>
    %13 = stablehlo.divide %10, %12 : tensor<4x3xf32> loc("softmax")
    return %6, %13 : tensor<4x3xf32>, tensor<4x3xf32>
  }
  func.func private @relu(%arg0: tensor<4x16xf32>) -> tensor<4x16xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4x16xf32>
    %1 = stablehlo.maximum %arg0, %0 : tensor<4x16xf32>
    return %1 : tensor<4x16xf32>
  }
}
