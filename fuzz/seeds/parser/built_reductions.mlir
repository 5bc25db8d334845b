module {
  func.func public @main(%arg0: tensor<2x3xf32>, %arg1: tensor<2x3xi32>, %arg2: tensor<1x4x4x1xf32>, %arg3: tensor<1x2x2x1xf32>) -> (tensor<2xf32>, tensor<f32>, tensor<2xf32>, tensor<2xi32>, tensor<3xf32>, tensor<1x2x2x1xf32>, tensor<1x6x2x1xf32>, tensor<1x4x4x1xf32>, tensor<2x3xf32>, tensor<2x3xf32>) {
    %0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1 = stablehlo.reduce(%arg0 init: %0) applies stablehlo.add across dimensions = [1] : (tensor<2x3xf32>, tensor<f32>) -> tensor<2xf32>
    %2 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %3 = stablehlo.reduce(%arg0 init: %2) applies stablehlo.maximum across dimensions = [0, 1] : (tensor<2x3xf32>, tensor<f32>) -> tensor<f32>
    %4 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %5 = stablehlo.constant dense<0> : tensor<i32>
    %6:2 = stablehlo.reduce(%arg0 init: %4), (%arg1 init: %5) across dimensions = [1] : (tensor<2x3xf32>, tensor<2x3xi32>, tensor<f32>, tensor<i32>) -> (tensor<2xf32>, tensor<2xi32>)
     reducer(%arg4: tensor<f32>, %arg6: tensor<f32>) (%arg5: tensor<i32>, %arg7: tensor<i32>)  {
      %7 = stablehlo.compare  GE, %arg4, %arg6,  FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %8 = stablehlo.select %7, %arg4, %arg6 : tensor<i1>, tensor<f32>
      %9 = stablehlo.select %7, %arg5, %arg7 : tensor<i1>, tensor<i32>
      stablehlo.return %8, %9 : tensor<f32>, tensor<i32>
    }
    %10 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %11 = stablehlo.reduce(%arg0 init: %10) across dimensions = [0] : (tensor<2x3xf32>, tensor<f32>) -> tensor<3xf32>
     reducer(%arg8: tensor<f32>, %arg9: tensor<f32>)  {
      %12 = stablehlo.add %arg9, %arg8 : tensor<f32>
      stablehlo.return %12 : tensor<f32>
    }
    %13 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %14 = "stablehlo.reduce_window"(%arg2, %13) <{padding = dense<[[0, 0], [1, 1], [1, 1], [0, 0]]> : tensor<4x2xi64>, window_dimensions = array<i64: 1, 3, 3, 1>, window_strides = array<i64: 1, 2, 2, 1>}> ({
    ^bb0(%arg10: tensor<f32>, %arg11: tensor<f32>):
      %15 = stablehlo.maximum %arg10, %arg11 : tensor<f32>
      stablehlo.return %15 : tensor<f32>
    }) : (tensor<1x4x4x1xf32>, tensor<f32>) -> tensor<1x2x2x1xf32>
    %16 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %17 = "stablehlo.reduce_window"(%arg2, %16) <{base_dilations = array<i64: 1, 2, 1, 1>, window_dilations = array<i64: 1, 1, 2, 1>, window_dimensions = array<i64: 1, 2, 2, 1>}> ({
    ^bb0(%arg12: tensor<f32>, %arg13: tensor<f32>):
      %18 = stablehlo.add %arg12, %arg13 : tensor<f32>
      stablehlo.return %18 : tensor<f32>
    }) : (tensor<1x4x4x1xf32>, tensor<f32>) -> tensor<1x6x2x1xf32>
    %19 = "stablehlo.select_and_scatter"(%arg2, %arg3, %10) <{window_dimensions = array<i64: 1, 2, 2, 1>, window_strides = array<i64: 1, 2, 2, 1>}> ({
    ^bb0(%arg14: tensor<f32>, %arg15: tensor<f32>):
      %20 = stablehlo.compare  GE, %arg14, %arg15,  FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      stablehlo.return %20 : tensor<i1>
    }, {
    ^bb0(%arg16: tensor<f32>, %arg17: tensor<f32>):
      %21 = stablehlo.add %arg16, %arg17 : tensor<f32>
      stablehlo.return %21 : tensor<f32>
    }) : (tensor<1x4x4x1xf32>, tensor<1x2x2x1xf32>, tensor<f32>) -> tensor<1x4x4x1xf32>
    %22 = "stablehlo.all_reduce"(%arg0) <{replica_groups = dense<0> : tensor<1x1xi64>}> ({
    ^bb0(%arg18: tensor<f32>, %arg19: tensor<f32>):
      %23 = stablehlo.add %arg18, %arg19 : tensor<f32>
      stablehlo.return %23 : tensor<f32>
    }) : (tensor<2x3xf32>) -> tensor<2x3xf32>
    %24 = "stablehlo.all_reduce"(%arg0) <{channel_handle = #stablehlo.channel_handle<handle = 3, type = 1>, replica_groups = dense<0> : tensor<1x1xi64>, use_global_device_ids}> ({
    ^bb0(%arg20: tensor<f32>, %arg21: tensor<f32>):
      %25 = stablehlo.maximum %arg20, %arg21 : tensor<f32>
      stablehlo.return %25 : tensor<f32>
    }) : (tensor<2x3xf32>) -> tensor<2x3xf32>
    return %1, %3, %6#0, %6#1, %11, %14, %17, %19, %22, %24 : tensor<2xf32>, tensor<f32>, tensor<2xf32>, tensor<2xi32>, tensor<3xf32>, tensor<1x2x2x1xf32>, tensor<1x6x2x1xf32>, tensor<1x4x4x1xf32>, tensor<2x3xf32>, tensor<2x3xf32>
  }
}
