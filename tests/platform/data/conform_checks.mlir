// Hand-written chunks for the conformance harness's own tests (tests/platform/conform_test.cpp):
// some pass, some are wrong on purpose, so that the harness is seen to fail a wrong value.

// 0: right
func.func @exact_right() {
  %a = stablehlo.constant dense<[1, 2, 3]> : tensor<3xi64>
  %b = stablehlo.constant dense<[10, 20, 30]> : tensor<3xi64>
  %result = stablehlo.add %a, %b : tensor<3xi64>
  check.expect_eq_const %result, dense<[11, 22, 33]> : tensor<3xi64>
  func.return
}

// -----

// 1: wrong at [1]
func.func @exact_wrong() {
  %a = stablehlo.constant dense<[1, 2, 3]> : tensor<3xi64>
  %b = stablehlo.constant dense<[10, 20, 30]> : tensor<3xi64>
  %result = stablehlo.add %a, %b : tensor<3xi64>
  check.expect_eq_const %result, dense<[11, 23, 33]> : tensor<3xi64>
  func.return
}

// -----

// 2: within the default tolerance (1e-4)
func.func @almost_right() {
  %a = stablehlo.constant dense<1.0> : tensor<f32>
  check.expect_almost_eq_const %a, dense<1.00005> : tensor<f32>
  func.return
}

// -----

// 3: outside the stated tolerance
func.func @almost_wrong() {
  %a = stablehlo.constant dense<[1.0, 2.0]> : tensor<2xf32>
  %b = stablehlo.constant dense<[1.0, 2.5]> : tensor<2xf32>
  check.expect_almost_eq %a, %b, tolerance = 0.1 : tensor<2xf32>
  func.return
}

// -----

// 4: one ULP apart where none is allowed (1.00000012 is 1.0's f32 successor)
func.func @close_wrong() {
  %a = stablehlo.constant dense<1.0> : tensor<f32>
  %b = stablehlo.constant dense<1.00000012> : tensor<f32>
  check.expect_close %a, %b, max_ulp_difference = 0 : tensor<f32>, tensor<f32>
  func.return
}

// -----

// 5: NaN matches NaN
func.func @nan_right() {
  %zero = stablehlo.constant dense<0.0> : tensor<f32>
  %a = stablehlo.divide %zero, %zero : tensor<f32>
  %b = stablehlo.divide %zero, %zero : tensor<f32>
  check.expect_eq %a, %b : tensor<f32>
  check.expect_almost_eq %a, %b : tensor<f32>
  func.return
}

// -----

// 6: a literal over several lines, wrong at [1, 0]
func.func @multiline_wrong() {
  %a = stablehlo.iota dim = 0 : tensor<2x2xi64>
  check.expect_eq_const %a,
      dense<[[0, 0],
             [2, 1]]> : tensor<2x2xi64>
  func.return
}

// -----

// 7: a check the harness does not run
func.func @serialized() {
  %a = stablehlo.constant dense<1> : tensor<i64>
  check.expect_serialized_eq %a, probe_id = "probe" : tensor<i64>
  func.return
}

// -----

// 8: an op ladder lacks, after a multi-line check whose lines must keep their numbers
func.func @unknown_op() {
  %a = stablehlo.constant dense<[1, 2]> : tensor<2xi64>
  check.expect_eq_const %a,
      dense<[1, 2]> : tensor<2xi64>
  %b = stablehlo.no_such_op %a : tensor<2xi64>
  func.return
}

// -----

// 9: two replicas through interpreter.run_parallel, each its own replica_id, in replica order
module @replica_order {
  func.func @which() -> tensor<ui32> {
    %id = stablehlo.replica_id : tensor<ui32>
    func.return %id : tensor<ui32>
  }
  func.func @main() {
    %results:2 = "interpreter.run_parallel"() {
      programs=[[@which], [@which]]
    } : () -> (tensor<ui32>, tensor<ui32>)
    check.expect_eq_const %results#0, dense<0> : tensor<ui32>
    check.expect_eq_const %results#1, dense<1> : tensor<ui32>
    func.return
  }
}

// -----

// 10: an all_reduce across two replicas, each given its input, wrong on replica 1
module @all_reduce_wrong {
  func.func @sum(%x : tensor<2xi64>) -> tensor<2xi64> {
    %r = "stablehlo.all_reduce"(%x) ({
      ^bb0(%a: tensor<i64>, %b: tensor<i64>):
        %s = stablehlo.add %a, %b : tensor<i64>
        stablehlo.return %s : tensor<i64>
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<2xi64>) -> tensor<2xi64>
    func.return %r : tensor<2xi64>
  }
  func.func @main() {
    %in0 = stablehlo.constant dense<[1, 2]> : tensor<2xi64>
    %in1 = stablehlo.constant dense<[10, 20]> : tensor<2xi64>
    %results:2 = "interpreter.run_parallel"(%in0, %in1) {
      programs=[[@sum], [@sum]]
    } : (tensor<2xi64>, tensor<2xi64>) -> (tensor<2xi64>, tensor<2xi64>)
    check.expect_eq_const %results#0, dense<[11, 22]> : tensor<2xi64>
    check.expect_eq_const %results#1, dense<[11, 23]> : tensor<2xi64>
    func.return
  }
}
