module @jit_f attributes {mhlo.num_partitions = 1 : i32} {
  func.func public @main(%arg0: tensor<2x3xf32> {jax.arg_info = "x"} loc("x"), %arg1: tensor<i32>) -> (tensor<2xf32> {jax.result_info = ""}) {
    %cst = stablehlo.constant dense<[[1.0, 0x7FC00000, -2.5e-03], [0.0, 1.0, 0xFF800000]]> : tensor<2x3xf32>
    %0 = stablehlo.add %arg0, %cst : tensor<2x3xf32> loc(#loc1)
    %1:2 = call @pair(%0) : (tensor<2x3xf32>) -> (tensor<2x3xf32>, tensor<2x3xf32>)
    %2 = stablehlo.compare  GT, %1#0, %1#1,  FLOAT : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xi1>
    %3 = stablehlo.select %2, %1#0, %1#1 : tensor<2x3xi1>, tensor<2x3xf32>
    %c = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %4 = stablehlo.reduce(%3 init: %c) applies stablehlo.add across dimensions = [1] : (tensor<2x3xf32>, tensor<f32>) -> tensor<2xf32>
    return %4 : tensor<2xf32>
  } loc(#loc)
  func.func private @pair(%arg0: tensor<2x3xf32>) -> (tensor<2x3xf32>, tensor<2x3xf32>) {
    %0 = chlo.erf %arg0 : tensor<2x3xf32> -> tensor<2x3xf32>
    return %0, %arg0 : tensor<2x3xf32>, tensor<2x3xf32>
  }
} loc(#loc)
#loc = loc(unknown)
#loc1 = loc("f.py":3:4)
