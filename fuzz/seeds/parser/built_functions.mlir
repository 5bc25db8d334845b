// ladder artifact
//
// constant w0: sha256 abc
module @jit_train_step {
  func.func private @helper(%arg0: tensor<4xf32>, %arg1: tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>) {
    %0 = stablehlo.add %arg0, %arg1 : tensor<4xf32>
    %1 = stablehlo.multiply %arg0, %arg1 : tensor<4xf32>
    return %0, %1 : tensor<4xf32>, tensor<4xf32>
  }
  func.func public @main(%x: tensor<4xf32>, %arg1: tensor<4xf32> {jax.arg_info = "params['w']"}, %arg2: tensor<4xf32> {jax.arg_info = "x"}, %arg3: tensor<f32>) -> (tensor<4xf32> {jax.result_info = "loss"}, tensor<4xf32>) {
    %0:2 = call @helper(%x, %arg1) : (tensor<4xf32>, tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>)
    %1 = stablehlo.add %0#0, %arg2 : tensor<4xf32>
    return %0#1, %1 : tensor<4xf32>, tensor<4xf32>
  }
  func.func private @"weird name"() {
    return
  }
}
