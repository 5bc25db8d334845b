func.func @main(%arg0: tensor<2x3xf32>, %arg1: tensor<i32>) -> tensor<3x2xf32> {
  %0 = stablehlo.transpose %arg0, dims = [1, 0] : (tensor<2x3xf32>) -> tensor<3x2xf32>
  %1 = stablehlo.slice %0 [0:3:2, 0:2] : (tensor<3x2xf32>) -> tensor<2x2xf32>
  %cst = stablehlo.constant dense<1.5> : tensor<f32>
  %2 = stablehlo.pad %1, %cst, low = [1, -1], high = [0, 0], interior = [0, 1] : (tensor<2x2xf32>, tensor<f32>) -> tensor<3x2xf32>
  %3 = stablehlo.dynamic_slice %2, %arg1, %arg1, sizes = [3, 2] : (tensor<3x2xf32>, tensor<i32>, tensor<i32>) -> tensor<3x2xf32>
  %4 = stablehlo.iota dim = 0 : tensor<3x2xi32>
  %5 = stablehlo.convert %4 : (tensor<3x2xi32>) -> tensor<3x2xf32>
  %6 = stablehlo.concatenate %3, %5, dim = 0 : (tensor<3x2xf32>, tensor<3x2xf32>) -> tensor<6x2xf32>
  %7 = stablehlo.reshape %6 : (tensor<6x2xf32>) -> tensor<3x4xf32>
  %8 = stablehlo.dot_general %7, %7, batching_dims = [0] x [0], contracting_dims = [1] x [1] : (tensor<3x4xf32>, tensor<3x4xf32>) -> tensor<3xf32>
  %9 = stablehlo.broadcast_in_dim %8, dims = [0] : (tensor<3xf32>) -> tensor<3x2xf32>
  %10 = stablehlo.reverse %9, dims = [0, 1] : tensor<3x2xf32>
  return %10 : tensor<3x2xf32>
}
