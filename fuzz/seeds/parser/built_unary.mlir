module {
  func.func public @main(%arg0: tensor<2x3xf32>) -> (tensor<2x3xf32>, tensor<2x3xf32>, tensor<2x3xf32>, tensor<2x3xf32>, tensor<2x3xf32>, tensor<2x3xf32>, tensor<2x3xf32>, tensor<2x3xf32>, tensor<2x3xf32>, tensor<2x3xf32>, tensor<2x3xf32>, tensor<2x3xf32>, tensor<2x3xf32>, tensor<2x3xi32>, tensor<2x3xbf16>) {
    %0 = stablehlo.abs %arg0 : tensor<2x3xf32>
    %1 = stablehlo.negate %arg0 : tensor<2x3xf32>
    %2 = stablehlo.exponential %arg0 : tensor<2x3xf32>
    %3 = stablehlo.log %arg0 : tensor<2x3xf32>
    %4 = stablehlo.sqrt %arg0 : tensor<2x3xf32>
    %5 = stablehlo.rsqrt %arg0 : tensor<2x3xf32>
    %6 = stablehlo.tanh %arg0 : tensor<2x3xf32>
    %7 = stablehlo.logistic %arg0 : tensor<2x3xf32>
    %8 = stablehlo.sine %arg0 : tensor<2x3xf32>
    %9 = stablehlo.cosine %arg0 : tensor<2x3xf32>
    %10 = stablehlo.floor %arg0 : tensor<2x3xf32>
    %11 = stablehlo.sign %arg0 : tensor<2x3xf32>
    %12 = chlo.erf %arg0 : tensor<2x3xf32> -> tensor<2x3xf32>
    %13 = stablehlo.convert %arg0 : (tensor<2x3xf32>) -> tensor<2x3xi32>
    %14 = stablehlo.convert %arg0 : (tensor<2x3xf32>) -> tensor<2x3xbf16>
    return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13, %14 : tensor<2x3xf32>, tensor<2x3xf32>, tensor<2x3xf32>, tensor<2x3xf32>, tensor<2x3xf32>, tensor<2x3xf32>, tensor<2x3xf32>, tensor<2x3xf32>, tensor<2x3xf32>, tensor<2x3xf32>, tensor<2x3xf32>, tensor<2x3xf32>, tensor<2x3xf32>, tensor<2x3xi32>, tensor<2x3xbf16>
  }
}
