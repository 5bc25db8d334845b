"builtin.module"() ({
  "func.func"() <{function_type = (tensor<2x3x4xf32>, tensor<2x4x5xf32>, tensor<1x5x5x4xf32>, tensor<3x3x2x6xf32>, tensor<1x4x5x5xf32>, tensor<6x4x3x3xf32>) -> (tensor<2x3x5xf32>, tensor<6x6xf32>, tensor<1x3x3x6xf32>, tensor<1x6x7x7xf32>), sym_name = "main"}> ({
  ^bb0(%arg0: tensor<2x3x4xf32>, %arg1: tensor<2x4x5xf32>, %arg2: tensor<1x5x5x4xf32>, %arg3: tensor<3x3x2x6xf32>, %arg4: tensor<1x4x5x5xf32>, %arg5: tensor<6x4x3x3xf32>):
    %0 = "stablehlo.dot_general"(%arg0, %arg1) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>}> : (tensor<2x3x4xf32>, tensor<2x4x5xf32>) -> tensor<2x3x5xf32>
    %1 = "stablehlo.reshape"(%arg0) : (tensor<2x3x4xf32>) -> tensor<6x4xf32>
    %2 = "stablehlo.transpose"(%1) <{permutation = array<i64: 1, 0>}> : (tensor<6x4xf32>) -> tensor<4x6xf32>
    %3 = "stablehlo.dot_general"(%1, %2) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>}> : (tensor<6x4xf32>, tensor<4x6xf32>) -> tensor<6x6xf32>
    %4 = "stablehlo.convolution"(%arg2, %arg3) <{batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 2 : i64, padding = dense<[[1, 1], [0, 2]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 2>, window_strides = array<i64: 2, 1>}> : (tensor<1x5x5x4xf32>, tensor<3x3x2x6xf32>) -> tensor<1x3x3x6xf32>
    %5 = "stablehlo.convolution"(%arg4, %arg5) <{batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 2, 2>}> : (tensor<1x4x5x5xf32>, tensor<6x4x3x3xf32>) -> tensor<1x6x7x7xf32>
    "func.return"(%0, %3, %4, %5) : (tensor<2x3x5xf32>, tensor<6x6xf32>, tensor<1x3x3x6xf32>, tensor<1x6x7x7xf32>) -> ()
  }) : () -> ()
}) : () -> ()
