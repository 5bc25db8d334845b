module {
  func.func public @main(%arg0: tensor<4xf32>, %arg1: tensor<4xf32>, %arg2: tensor<4xi1>, %arg3: tensor<4xi32>) -> (tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xi1>, tensor<4xi1>, tensor<4xi1>, tensor<4xi1>, tensor<4xi1>, tensor<4xi1>, tensor<4xi1>, tensor<4xi1>, tensor<4xi1>, tensor<4xi32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>) {
    %0 = stablehlo.add %arg0, %arg1 : tensor<4xf32>
    %1 = stablehlo.subtract %arg0, %arg1 : tensor<4xf32>
    %2 = stablehlo.multiply %arg0, %arg1 : tensor<4xf32>
    %3 = stablehlo.divide %arg0, %arg1 : tensor<4xf32>
    %4 = stablehlo.maximum %arg0, %arg1 : tensor<4xf32>
    %5 = stablehlo.minimum %arg0, %arg1 : tensor<4xf32>
    %6 = stablehlo.power %arg0, %arg1 : tensor<4xf32>
    %7 = stablehlo.compare  EQ, %arg0, %arg1,  FLOAT : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
    %8 = stablehlo.compare  NE, %arg0, %arg1,  FLOAT : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
    %9 = stablehlo.compare  LT, %arg0, %arg1,  FLOAT : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
    %10 = stablehlo.compare  LE, %arg0, %arg1,  FLOAT : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
    %11 = stablehlo.compare  GT, %arg0, %arg1,  FLOAT : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
    %12 = stablehlo.compare  GE, %arg0, %arg1,  FLOAT : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
    %13 = stablehlo.compare  LT, %arg3, %arg3,  SIGNED : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi1>
    %14 = stablehlo.compare  EQ, %arg0, %arg1,  TOTALORDER : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
    %15 = stablehlo.not %arg2 : tensor<4xi1>
    %16 = stablehlo.and %arg2, %15 : tensor<4xi1>
    %17 = stablehlo.or %arg3, %arg3 : tensor<4xi32>
    %18 = stablehlo.select %arg2, %arg0, %arg1 : tensor<4xi1>, tensor<4xf32>
    %19 = stablehlo.constant dense<true> : tensor<i1>
    %20 = stablehlo.select %19, %arg0, %arg1 : tensor<i1>, tensor<4xf32>
    %21 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %22 = stablehlo.constant dense<-1.000000e+00> : tensor<f32>
    %23 = stablehlo.clamp %22, %arg0, %21 : (tensor<f32>, tensor<4xf32>, tensor<f32>) -> tensor<4xf32>
    %24 = stablehlo.clamp %arg0, %arg1, %arg0 : tensor<4xf32>
    return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13, %14, %16, %17, %18, %20, %23, %24 : tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xi1>, tensor<4xi1>, tensor<4xi1>, tensor<4xi1>, tensor<4xi1>, tensor<4xi1>, tensor<4xi1>, tensor<4xi1>, tensor<4xi1>, tensor<4xi32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>
  }
}
