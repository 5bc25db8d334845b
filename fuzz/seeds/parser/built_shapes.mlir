module {
  func.func public @main(%arg0: tensor<2x3xf32>, %arg1: tensor<i32>, %arg2: tensor<1x2xf32>) -> (tensor<4x2x3xf32>, tensor<3xf32>, tensor<3x2xf32>, tensor<6xf32>, tensor<3x2xf32>, tensor<2x2xf32>, tensor<1x2xf32>, tensor<4x4xf32>, tensor<2x9xf32>, tensor<2x3xf32>, tensor<1x2xf32>, tensor<2x3xf32>, tensor<2x5xi32>, tensor<0x3xf32>) {
    %0 = stablehlo.broadcast_in_dim %arg0, dims = [1, 2] : (tensor<2x3xf32>) -> tensor<4x2x3xf32>
    %1 = stablehlo.constant dense<2.500000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %3 = stablehlo.reshape %arg0 : (tensor<2x3xf32>) -> tensor<3x2xf32>
    %4 = stablehlo.reshape %arg0 : (tensor<2x3xf32>) -> tensor<6xf32>
    %5 = stablehlo.transpose %arg0, dims = [1, 0] : (tensor<2x3xf32>) -> tensor<3x2xf32>
    %6 = stablehlo.slice %arg0 [0:2, 1:3] : (tensor<2x3xf32>) -> tensor<2x2xf32>
    %7 = stablehlo.slice %arg0 [0:2:2, 0:3:2] : (tensor<2x3xf32>) -> tensor<1x2xf32>
    %8 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %9 = stablehlo.pad %arg0, %8, low = [1, -1], high = [0, 2], interior = [1, 0] : (tensor<2x3xf32>, tensor<f32>) -> tensor<4x4xf32>
    %10 = stablehlo.concatenate %arg0, %arg0, %arg0, dim = 1 : (tensor<2x3xf32>, tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x9xf32>
    %11 = stablehlo.reverse %arg0, dims = [0, 1] : tensor<2x3xf32>
    %12 = stablehlo.dynamic_slice %arg0, %arg1, %arg1, sizes = [1, 2] : (tensor<2x3xf32>, tensor<i32>, tensor<i32>) -> tensor<1x2xf32>
    %13 = stablehlo.dynamic_update_slice %arg0, %arg2, %arg1, %arg1 : (tensor<2x3xf32>, tensor<1x2xf32>, tensor<i32>, tensor<i32>) -> tensor<2x3xf32>
    %14 = stablehlo.iota dim = 1 : tensor<2x5xi32>
    %15 = stablehlo.iota dim = 0 : tensor<0x3xf32>
    return %0, %2, %3, %4, %5, %6, %7, %9, %10, %11, %12, %13, %14, %15 : tensor<4x2x3xf32>, tensor<3xf32>, tensor<3x2xf32>, tensor<6xf32>, tensor<3x2xf32>, tensor<2x2xf32>, tensor<1x2xf32>, tensor<4x4xf32>, tensor<2x9xf32>, tensor<2x3xf32>, tensor<1x2xf32>, tensor<2x3xf32>, tensor<2x5xi32>, tensor<0x3xf32>
  }
}
