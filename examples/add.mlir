// The smallest module: adds two matrices. Try:
//   build/ladder exec examples/add.mlir --random-inputs 1
module @jit_add attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<2x3xf32>, %arg1: tensor<2x3xf32>) -> (tensor<2x3xf32> {jax.result_info = ""}) {
    %0 = stablehlo.add %arg0, %arg1 : tensor<2x3xf32> loc("add")
    return %0 : tensor<2x3xf32>
  }
}
