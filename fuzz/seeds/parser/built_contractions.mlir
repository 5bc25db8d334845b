module {
  func.func public @main(%arg0: tensor<2x3x4xf32>, %arg1: tensor<2x4x5xf32>, %arg2: tensor<1x5x5x4xf32>, %arg3: tensor<3x3x2x6xf32>, %arg4: tensor<1x4x5x5xf32>, %arg5: tensor<6x4x3x3xf32>) -> (tensor<2x3x5xf32>, tensor<6x6xf32>, tensor<1x3x3x6xf32>, tensor<1x6x7x7xf32>) {
    %0 = stablehlo.dot_general %arg0, %arg1, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<2x3x4xf32>, tensor<2x4x5xf32>) -> tensor<2x3x5xf32>
    %1 = stablehlo.reshape %arg0 : (tensor<2x3x4xf32>) -> tensor<6x4xf32>
    %2 = stablehlo.transpose %1, dims = [1, 0] : (tensor<6x4xf32>) -> tensor<4x6xf32>
    %3 = stablehlo.dot_general %1, %2, contracting_dims = [1] x [0] : (tensor<6x4xf32>, tensor<4x6xf32>) -> tensor<6x6xf32>
    %4 = stablehlo.convolution(%arg2, %arg3) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [2, 1], pad = [[1, 1], [0, 2]], rhs_dilate = [1, 2]} {batch_group_count = 1 : i64, feature_group_count = 2 : i64} : (tensor<1x5x5x4xf32>, tensor<3x3x2x6xf32>) -> tensor<1x3x3x6xf32>
    %5 = stablehlo.convolution(%arg4, %arg5) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {lhs_dilate = [2, 2]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x4x5x5xf32>, tensor<6x4x3x3xf32>) -> tensor<1x6x7x7xf32>
    return %0, %3, %4, %5 : tensor<2x3x5xf32>, tensor<6x6xf32>, tensor<1x3x3x6xf32>, tensor<1x6x7x7xf32>
  }
}
