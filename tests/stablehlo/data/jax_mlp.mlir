#loc1 = loc("x")
#loc2 = loc("w")
module @jit_loss attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<8x4xf32> {mhlo.layout_mode = "default", mhlo.sharding = "{replicated}"} loc("x"), %arg1: tensor<4x3xf32> {jax.arg_info = "params['w']", mhlo.layout_mode = "default"} loc("w"), %arg2: tensor<8xi32> loc(#loc2)) -> (tensor<f32> {jax.result_info = "loss", mhlo.layout_mode = "default"}, tensor<8x3xf32> {jax.result_info = "[1]"}) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32> loc(#loc)
    %cst_0 = stablehlo.constant dense<0xFF800000> : tensor<f32> loc(#loc)
    %c = stablehlo.constant dense<[0, 1, 2]> : tensor<3xi32>
    %0 = stablehlo.dot_general %arg0, %arg1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x4xf32>, tensor<4x3xf32>) -> tensor<8x3xf32> loc(#loc8)
    %1 = call @relu(%0) : (tensor<8x3xf32>) -> tensor<8x3xf32> loc(#loc9)
    %2 = stablehlo.reduce(%1 init: %cst_0) applies stablehlo.maximum across dimensions = [1] : (tensor<8x3xf32>, tensor<f32>) -> tensor<8xf32> loc(#loc10)
    %3 = stablehlo.broadcast_in_dim %2, dims = [0] : (tensor<8xf32>) -> tensor<8x3xf32>
    %4 = stablehlo.subtract %1, %3 : tensor<8x3xf32>
    %5 = stablehlo.exponential %4 : tensor<8x3xf32>
    %6 = stablehlo.reduce(%5 init: %cst) across dimensions = [1] : (tensor<8x3xf32>, tensor<f32>) -> tensor<8xf32>
     reducer(%arg3: tensor<f32> loc(unknown), %arg4: tensor<f32> loc(unknown))  {
      %15 = stablehlo.add %arg3, %arg4 : tensor<f32> loc(#loc11)
      stablehlo.return %15 : tensor<f32> loc(#loc11)
    } loc(#loc11)
    %7 = stablehlo.log %6 : tensor<8xf32>
    %8 = stablehlo.broadcast_in_dim %arg2, dims = [0] : (tensor<8xi32>) -> tensor<8x3xi32>
    %9 = stablehlo.broadcast_in_dim %c, dims = [1] : (tensor<3xi32>) -> tensor<8x3xi32>
    %10 = stablehlo.compare  EQ, %8, %9,  SIGNED : (tensor<8x3xi32>, tensor<8x3xi32>) -> tensor<8x3xi1>
    %11 = stablehlo.convert %10 : (tensor<8x3xi1>) -> tensor<8x3xf32>
    %12:2 = func.call @pair(%11, %4) : (tensor<8x3xf32>, tensor<8x3xf32>) -> (tensor<8x3xf32>, tensor<8x3xf32>)
    %13 = stablehlo.multiply %12#0, %12#1 : tensor<8x3xf32>
    %14 = stablehlo.reduce(%13 init: %cst) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x3xf32>, tensor<f32>) -> tensor<f32>
    %15 = stablehlo.reduce(%7 init: %cst) applies stablehlo.add across dimensions = [0] : (tensor<8xf32>, tensor<f32>) -> tensor<f32>
    %16 = stablehlo.subtract %15, %14 : tensor<f32>
    %17 = "stablehlo.reduce_window"(%1, %cst) <{padding = dense<[[0, 0], [1, 1]]> : tensor<2x2xi64>, window_dimensions = array<i64: 1, 3>}> ({
    ^bb0(%a: tensor<f32>, %b: tensor<f32>):
      %18 = stablehlo.add %a, %b : tensor<f32>
      stablehlo.return %18 : tensor<f32>
    }) : (tensor<8x3xf32>, tensor<f32>) -> tensor<8x3xf32>
    %18 = chlo.erf %17 : tensor<8x3xf32> -> tensor<8x3xf32>
    %19 = stablehlo.slice %18 [0:8:2, 1:3] : (tensor<8x3xf32>) -> tensor<4x2xf32>
    %20 = stablehlo.pad %19, %cst, low = [2, 0], high = [2, 1], interior = [0, 0] : (tensor<4x2xf32>, tensor<f32>) -> tensor<8x3xf32>
    %21 = stablehlo.select %10, %20, %1 : tensor<8x3xi1>, tensor<8x3xf32>
    return %16, %21 : tensor<f32>, tensor<8x3xf32> loc(#loc)
  } loc(#loc)
  func.func private @relu(%arg0: tensor<8x3xf32> loc("jit(loss)/relu"(#loc3))) -> tensor<8x3xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x3xf32>
    %1 = stablehlo.maximum %arg0, %0 : tensor<8x3xf32>
    return %1 : tensor<8x3xf32>
  }
  func.func private @pair(%arg0: tensor<8x3xf32>, %arg1: tensor<8x3xf32>) -> (tensor<8x3xf32>, tensor<8x3xf32>) {
    return %arg0, %arg1 : tensor<8x3xf32>, tensor<8x3xf32>
  }
} loc(#loc)
#loc = loc(unknown)
#loc3 = loc("/tmp/model.py":12:0)
#loc8 = loc("jit(loss)/jit(main)/dot_general[dimension_numbers=(([1], [0]), ([], [])) precision=None preferred_element_type=float32]"(#loc3))
#loc9 = loc(callsite(#loc1 at #loc2))
#loc10 = loc(fused[#loc8, #loc9])
#loc11 = loc("jit(loss)/reduce_sum"(#loc3))
