// The parser on StableHLO written the way JAX writes it (by hand, here), on MLIR syntax
// variants, and on bad input: every rejection is one line that starts with file:line:col.
#include "ladder/stablehlo/parser.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <complex>
#include <limits>
#include <string>

#include "ladder/core/error.h"
#include "ladder/exec/lowerer.h"
#include "ladder/stablehlo/printer.h"

namespace ladder::stablehlo {
namespace {

using namespace ir;

const Node& op_at(const Function& f, size_t i) {
  return *f.body.nodes[f.body.num_parameters() + i];
}

TEST(Parser, JaxModuleFromFile) {
  Module m = parse_file(LADDER_SOURCE_DIR "/tests/stablehlo/data/jax_mlp.mlir");
  EXPECT_EQ(m.name, "jit_loss");
  EXPECT_EQ(m.num_replicas, 1);  // mhlo.num_replicas = 1
  ASSERT_EQ(m.functions.size(), 3u);
  Function* main = m.entry();
  EXPECT_EQ(main->name, "main");
  EXPECT_TRUE(main->is_public);
  EXPECT_FALSE(m.find("relu")->is_public);
  // %arg0 carries no name; jax.arg_info names the second argument.
  EXPECT_EQ(main->arg_names, (std::vector<std::string>{"", "params['w']", ""}));
  EXPECT_EQ(main->result_names, (std::vector<std::string>{"loss", "[1]"}));
  EXPECT_EQ(main->output_types(),
            (std::vector<TensorType>{{DType::f32, {}}, {DType::f32, {8, 3}}}));
  EXPECT_EQ(op_at(*main, 1).get<ConstantAttr>().value.get(0), -INFINITY);  // dense<0xFF800000>
  const Node& dot = op_at(*main, 3);
  EXPECT_EQ(dot.kind, OpKind::DotGeneral);
  EXPECT_EQ(dot.get<DotGeneralAttr>(), (DotGeneralAttr{{}, {}, {1}, {0}}));
  const Node& pair = op_at(*main, 15);
  EXPECT_EQ(pair.kind, OpKind::Call);
  EXPECT_EQ(pair.num_results(), 2);
  const Node& slice = op_at(*main, 22);
  EXPECT_EQ(slice.get<SliceAttr>(), (SliceAttr{{0, 1}, {8, 3}, {2, 1}}));
}

TEST(Parser, BareFunctionsWithNamedArguments) {
  Module m = parse(R"(
    func.func @f(%x: tensor<2xf32>, %bias.0: tensor<2xf32>) -> tensor<2xf32> {
      %sum = stablehlo.add %x, %bias.0 : tensor<2xf32>
      func.return %sum : tensor<2xf32>
    }
    func.func @g(%arg0: tensor<2xf32>) -> tensor<2xf32> {
      %0 = func.call @f(%arg0, %arg0) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
      return %0 : tensor<2xf32>
    }
  )");
  EXPECT_EQ(m.name, "");
  EXPECT_EQ(m.find("f")->arg_names, (std::vector<std::string>{"x", "bias.0"}));
  EXPECT_EQ(m.find("g")->arg_names, (std::vector<std::string>{""}));
  EXPECT_THROW(m.entry(), Error);  // two public functions and no @main
  EXPECT_EQ(m.entry("g")->name, "g");
}

TEST(Parser, GenericFormWithOlderSpellings) {
  // Attributes after the region (before MLIR had properties), dimensions as dense<...>,
  // hex constants (whole-buffer and per element), and several named results.
  Module m = parse(R"(
"builtin.module"() ({
  "func.func"() ({
  ^bb0(%arg0: tensor<2x3xf32>, %arg1: tensor<2x3xi32>):
    %0 = "stablehlo.constant"() {value = dense<"0x0000803F"> : tensor<f32>} : () -> tensor<f32>
    %1 = "stablehlo.constant"() {value = dense<[[0x7FC00000, -1.5], [0x7F800000, 2.0]]> : tensor<2x2xf32>} : () -> tensor<2x2xf32>
    %2 = "stablehlo.constant"() {value = dense<"0x01000000FFFFFFFF"> : tensor<2xi32>} : () -> tensor<2xi32>
    %3 = "stablehlo.constant"() {value = dense<[true, false]> : tensor<2xi1>} : () -> tensor<2xi1>
    %4 = "stablehlo.constant"() {value = dense<-7> : tensor<i32>} : () -> tensor<i32>
    %v, %i = "stablehlo.reduce"(%arg0, %arg1, %0, %4) ({
    ^bb0(%a: tensor<f32>, %b: tensor<i32>, %c: tensor<f32>, %d: tensor<i32>):
      %5 = "stablehlo.maximum"(%a, %c) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      %6 = "stablehlo.minimum"(%b, %d) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      "stablehlo.return"(%5, %6) : (tensor<f32>, tensor<i32>) -> ()
    }) {dimensions = dense<[1]> : tensor<1xi64>} : (tensor<2x3xf32>, tensor<2x3xi32>, tensor<f32>, tensor<i32>) -> (tensor<2xf32>, tensor<2xi32>)
    "func.return"(%v, %i) : (tensor<2xf32>, tensor<2xi32>) -> ()
  }) {function_type = (tensor<2x3xf32>, tensor<2x3xi32>) -> (tensor<2xf32>, tensor<2xi32>), sym_name = "main"} : () -> ()
}) : () -> ()
)");
  const Function& f = *m.functions[0];
  EXPECT_EQ(op_at(f, 0).get<ConstantAttr>().value, Tensor::scalar(DType::f32, 1));
  const Tensor& special = op_at(f, 1).get<ConstantAttr>().value;
  EXPECT_TRUE(std::isnan(special.get(0)));
  EXPECT_EQ(special.get(1), -1.5);
  EXPECT_EQ(special.get(2), INFINITY);
  const Tensor& ints = op_at(f, 2).get<ConstantAttr>().value;
  EXPECT_EQ(ints.get_int(0), 1);
  EXPECT_EQ(ints.get_int(1), -1);
  EXPECT_EQ(op_at(f, 3).get<ConstantAttr>().value.get_int(1), 0);
  EXPECT_EQ(op_at(f, 4).get<ConstantAttr>().value.get_int(0), -7);
  EXPECT_EQ(op_at(f, 5).get<ReduceAttr>().dims, (std::vector<int64_t>{1}));
  EXPECT_EQ(f.body.results[1].index, 1);
}

TEST(Parser, PrettySpellingsJaxUses) {
  Module m = parse(R"(
module @m {
  func.func public @main(%arg0: tensor<4x6xf32>, %arg1: tensor<i32>) -> tensor<2x4xf32> {
    %0 = stablehlo.iota dim = 0 : tensor<4xi32>
    %1 = stablehlo.slice %arg0 {start_indices = array<i64: 0, 0>, limit_indices = array<i64: 4, 6>, strides = array<i64: 2, 3>} : (tensor<4x6xf32>) -> tensor<2x2xf32>
    %2 = stablehlo.transpose %1, dims = [1, 0] : (tensor<2x2xf32>) -> tensor<2x2xf32>
    %3 = stablehlo.concatenate %1, %2, dim = 1 : (tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<2x4xf32>
    %4 = stablehlo.reverse %3, dims = [0] : tensor<2x4xf32>
    %5 = stablehlo.dynamic_slice %arg0, %arg1, %arg1, sizes = [2, 4] : (tensor<4x6xf32>, tensor<i32>, tensor<i32>) -> tensor<2x4xf32>
    %6 = stablehlo.compare  LT, %4, %5 : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xi1>
    %7 = stablehlo.select %6, %4, %5 : tensor<2x4xi1>, tensor<2x4xf32>
    %8 = stablehlo.convert %0 : (tensor<4xi32>) -> tensor<4xf32>
    %cst = stablehlo.constant dense<[[1.0, 2.0, 3.0, 4.0], [5.0, 6.0, 7.0, 8.0]]> : tensor<2x4xf32>
    %9 = stablehlo.add %7, %cst : tensor<2x4xf32>
    return %9 : tensor<2x4xf32>
  }
}
)");
  const Function& f = *m.functions[0];
  EXPECT_EQ(op_at(f, 1).get<SliceAttr>(), (SliceAttr{{0, 0}, {4, 6}, {2, 3}}));
  EXPECT_EQ(op_at(f, 6).get<CompareAttr>().type, CompareType::NOTYPE);
  EXPECT_EQ(op_at(f, 9).get<ConstantAttr>().value.get(7), 8.0);
}

TEST(Parser, ConvolutionAndArgmaxAsJaxPrintsThem) {
  Module m = parse(R"(
func.func public @main(%arg0: tensor<1x4x4x2xf32>, %arg1: tensor<3x3x2x3xf32>, %arg2: tensor<2x3xf32>) -> (tensor<1x4x4x3xf32>, tensor<2xi32>) {
  %0 = stablehlo.convolution(%arg0, %arg1) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x4x4x2xf32>, tensor<3x3x2x3xf32>) -> tensor<1x4x4x3xf32>
  %1 = stablehlo.iota dim = 1 : tensor<2x3xi32>
  %cst = stablehlo.constant dense<0xFF800000> : tensor<f32>
  %c = stablehlo.constant dense<0> : tensor<i32>
  %2:2 = stablehlo.reduce(%arg2 init: %cst), (%1 init: %c) across dimensions = [1] : (tensor<2x3xf32>, tensor<2x3xi32>, tensor<f32>, tensor<i32>) -> (tensor<2xf32>, tensor<2xi32>)
   reducer(%arg3: tensor<f32>, %arg5: tensor<f32>) (%arg4: tensor<i32>, %arg6: tensor<i32>)  {
    %3 = stablehlo.compare  GT, %arg3, %arg5,  FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %4 = stablehlo.compare  NE, %arg3, %arg3,  FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %5 = stablehlo.or %3, %4 : tensor<i1>
    %6 = stablehlo.select %5, %arg3, %arg5 : tensor<i1>, tensor<f32>
    %7 = stablehlo.select %5, %arg4, %arg6 : tensor<i1>, tensor<i32>
    stablehlo.return %6, %7 : tensor<f32>, tensor<i32>
  }
  return %0, %2#1 : tensor<1x4x4x3xf32>, tensor<2xi32>
}
)");
  const Function& f = *m.functions[0];
  const auto& conv = op_at(f, 0).get<ConvolutionAttr>();
  EXPECT_EQ(conv.dn, (ConvDimensionNumbers{0, 3, {1, 2}, 2, 3, {0, 1}, 0, 3, {1, 2}}));
  EXPECT_EQ(conv.padding, (Padding{{1, 1}, {1, 1}}));
  const Node& reduce = op_at(f, 4);
  ASSERT_EQ(reduce.regions.size(), 1u);
  // The block takes both accumulators first, then both elements.
  EXPECT_EQ(reduce.regions[0]->nodes[1]->results[0], (TensorType{DType::i32, {}}));
  EXPECT_EQ(reduce.regions[0]->nodes[2]->results[0], (TensorType{DType::f32, {}}));
}

// An all_reduce over `groups` (a dense literal of GxS replica ids) in @main, as JAX prints it.
std::string all_reduce_main(const std::string& groups, const std::string& groups_type) {
  return "  func.func @main(%arg0: tensor<2xf32>) -> tensor<2xf32> {\n"
         "    %0 = \"stablehlo.all_reduce\"(%arg0) <{replica_groups = dense<" + groups + "> : " +
         groups_type + "}> ({\n"
         "    ^bb0(%a: tensor<f32>, %b: tensor<f32>):\n"
         "      %s = stablehlo.add %a, %b : tensor<f32>\n"
         "      stablehlo.return %s : tensor<f32>\n"
         "    }) : (tensor<2xf32>) -> tensor<2xf32>\n"
         "    return %0 : tensor<2xf32>\n"
         "  }\n";
}

TEST(Parser, ReplicaCountFromModuleAttributes) {
  Module pretty = parse(
      "module @jit_step attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 2 : i32} {\n" +
      all_reduce_main("[[0, 1]]", "tensor<1x2xi64>") + "}\n");
  EXPECT_EQ(pretty.name, "jit_step");
  EXPECT_EQ(pretty.num_replicas, 2);
  // The generic form carries it among the discardable attributes after the region, of any
  // integer type.
  Module generic = parse("\"builtin.module\"() <{sym_name = \"x\"}> ({\n" +
                         all_reduce_main("[[0, 2], [1, 3]]", "tensor<2x2xi64>") +
                         "}) {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 4 : i64} : () -> ()\n");
  EXPECT_EQ(generic.name, "x");
  EXPECT_EQ(generic.num_replicas, 4);
  // Without the attribute, one replica.
  EXPECT_EQ(parse("module {\n" + all_reduce_main("[[0]]", "tensor<1x1xi64>") + "}\n").num_replicas, 1);
}

TEST(Parser, HeaderCommentsAreKept) {
  Module m = parse("// first\n//second\r\r\n\n//  third\r\nfunc.func @f() {\n  return\n}\n");
  EXPECT_EQ(m.header_comments, (std::vector<std::string>{"first", "second", " third"}));
  std::string printed = print(m);
  EXPECT_EQ(printed.rfind("// first\n// second\n//  third\nmodule {", 0), 0u) << printed;
  EXPECT_EQ(print(parse(printed)), printed);  // found by the fuzzer: "\r\r\n" line ends
}

// A module as JAX writes it (properties, hex and per-element hex constants, a private
// helper called with two results, loc everywhere) runs on the reference lowerer.
TEST(Parser, JaxStyleModuleRuns) {
  Module m = parse(R"(
module @jit_f attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<2x2xf32> loc("x"), %arg1: tensor<2x2xf32> loc("w")) -> (tensor<2xf32> {jax.result_info = "[0]"}, tensor<2xf32> {jax.result_info = "[1]"}) {
    %cst = stablehlo.constant dense<"0x0000003F000080BF"> : tensor<2xf32> loc(#loc)
    %cst_0 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32> loc(#loc)
    %0 = stablehlo.dot_general %arg0, %arg1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<2x2xf32> loc(#loc2)
    %1 = call @relu(%0) : (tensor<2x2xf32>) -> tensor<2x2xf32> loc(#loc3)
    %2 = stablehlo.reduce(%1 init: %cst_0) applies stablehlo.add across dimensions = [1] : (tensor<2x2xf32>, tensor<f32>) -> tensor<2xf32> loc(#loc4)
    %3 = stablehlo.add %2, %cst : tensor<2xf32> loc(#loc4)
    %4:2 = call @both(%3) : (tensor<2xf32>) -> (tensor<2xf32>, tensor<2xf32>) loc(#loc3)
    return %4#0, %4#1 : tensor<2xf32>, tensor<2xf32> loc(#loc)
  } loc(#loc)
  func.func private @relu(%arg0: tensor<2x2xf32> loc("jit(f)/relu"(#loc1))) -> tensor<2x2xf32> {
    %cst = stablehlo.constant dense<[[0.000000e+00, 0x00000000], [0.0, -0.0]]> : tensor<2x2xf32> loc(#loc)
    %0 = stablehlo.maximum %arg0, %cst : tensor<2x2xf32> loc(#loc3)
    return %0 : tensor<2x2xf32> loc(#loc)
  } loc(#loc)
  func.func private @both(%arg0: tensor<2xf32>) -> (tensor<2xf32>, tensor<2xf32>) {
    %0 = stablehlo.negate %arg0 : tensor<2xf32>
    return %arg0, %0 : tensor<2xf32>, tensor<2xf32>
  }
} loc(#loc)
#loc = loc(unknown)
#loc1 = loc("/tmp/f.py":4:0)
#loc2 = loc("jit(f)/jit(main)/dot_general"(#loc1))
#loc3 = loc("jit(f)/jit(main)/relu"(#loc1))
#loc4 = loc("jit(f)/jit(main)/reduce_sum"(#loc1))
)");
  auto lowerer = exec::make_lowerer("reference");
  auto executable = lowerer->compile(m, *m.entry());
  std::vector<Tensor> inputs{
      Tensor::from_doubles(DType::f32, {2, 2}, std::vector<double>{1, 2, 3, -4}),
      Tensor::from_doubles(DType::f32, {2, 2}, std::vector<double>{1, -1, 0.5, 2})};
  std::vector<Tensor> out = executable->run(inputs);
  // x·w = [[2, 3], [1, -11]]; relu rows sum to [5, 1]; plus the bias [0.5, -1].
  ASSERT_EQ(out.size(), 2u);
  EXPECT_EQ(out[0].to_doubles(), (std::vector<double>{5.5, 0}));
  EXPECT_EQ(out[1].to_doubles(), (std::vector<double>{-5.5, 0}));
}

// Literals of the narrow and wide integer types: decimal, negative, hex (a signed type's hex
// spells its bit pattern) and ui64 past 2^63; printing writes them back as they parse.
TEST(Parser, IntegerLiteralsOfEveryWidth) {
  const char* text = R"(func.func @main() -> (tensor<3xi8>, tensor<3xi16>, tensor<3xui16>, tensor<4xui64>) {
    %0 = stablehlo.constant dense<[-128, 127, 0xFF]> : tensor<3xi8>
    %1 = stablehlo.constant dense<[-32768, 32767, 0x8000]> : tensor<3xi16>
    %2 = stablehlo.constant dense<[0, 65535, 0xFFFE]> : tensor<3xui16>
    %3 = stablehlo.constant dense<[0, 9223372036854775808, 18446744073709551615, 0x8000000000000001]> : tensor<4xui64>
    return %0, %1, %2, %3 : tensor<3xi8>, tensor<3xi16>, tensor<3xui16>, tensor<4xui64>
  }
  )";
  Module m = parse(text, "in.mlir");
  const Function& main = *m.entry();
  auto ints = [&](size_t i) {
    const Tensor& t = op_at(main, i).get<ConstantAttr>().expanded();
    std::vector<int64_t> v;
    for (int64_t k = 0; k < t.num_elements(); ++k) v.push_back(t.get_int(k));
    return v;
  };
  EXPECT_EQ(ints(0), (std::vector<int64_t>{-128, 127, -1}));
  EXPECT_EQ(ints(1), (std::vector<int64_t>{-32768, 32767, -32768}));
  EXPECT_EQ(ints(2), (std::vector<int64_t>{0, 65535, 65534}));
  const int64_t top = std::numeric_limits<int64_t>::min();  // 2^63's bits
  EXPECT_EQ(ints(3), (std::vector<int64_t>{0, top, -1, top + 1}));
  // Printed, then parsed again: the same constants, and ui64 printed as unsigned decimals.
  const std::string printed = print(m);
  EXPECT_NE(printed.find("18446744073709551615"), std::string::npos) << printed;
  EXPECT_NE(printed.find("-128"), std::string::npos) << printed;
  Module again = parse(printed, "printed.mlir");
  for (size_t i = 0; i < 4; ++i)
    EXPECT_EQ(op_at(*again.entry(), i).get<ConstantAttr>().expanded(),
              op_at(main, i).get<ConstantAttr>().expanded()) << printed;
}

// complex<f32> and complex<f64>: `(re, im)` literals (hex bit patterns per part), splats,
// the pretty forms of complex, real and imag as MLIR prints them, and values on both lowerers.
TEST(Parser, ComplexTypesLiteralsAndOps) {
  const char* text = R"(func.func @main(%arg0: tensor<2xf64>) -> (tensor<2xcomplex<f64>>, tensor<2xf64>, tensor<2xf64>, tensor<complex<f32>>, tensor<2xf32>) {
    %0 = stablehlo.constant dense<[(1.5, -2.0), (0x7FF0000000000000, -0.0)]> : tensor<2xcomplex<f64>>
    %1 = stablehlo.complex %arg0, %arg0 : tensor<2xcomplex<f64>>
    %2 = stablehlo.multiply %0, %1 : tensor<2xcomplex<f64>>
    %3 = stablehlo.real %2 : (tensor<2xcomplex<f64>>) -> tensor<2xf64>
    %4 = "stablehlo.imag"(%1) : (tensor<2xcomplex<f64>>) -> tensor<2xf64>
    %5 = stablehlo.constant dense<(1.0, 2.0)> : tensor<complex<f32>>
    %6 = stablehlo.constant dense<[1.0, 2.0]> : tensor<2xf32>
    %7 = stablehlo.imag %6 : tensor<2xf32>
    return %2, %3, %4, %5, %7 : tensor<2xcomplex<f64>>, tensor<2xf64>, tensor<2xf64>, tensor<complex<f32>>, tensor<2xf32>
  }
  )";
  Module m = parse(text, "in.mlir");
  const Tensor& c = op_at(*m.entry(), 0).get<ConstantAttr>().expanded();
  ASSERT_EQ(c.dtype(), DType::c128);
  EXPECT_EQ(c.get_complex(0), std::complex<double>(1.5, -2.0));
  EXPECT_TRUE(std::isinf(c.get_complex(1).real()));
  EXPECT_TRUE(std::signbit(c.get_complex(1).imag()));
  EXPECT_EQ(op_at(*m.entry(), 1).results[0], (TensorType{DType::c128, {2}}));
  EXPECT_EQ(op_at(*m.entry(), 3).results[0], (TensorType{DType::f64, {2}}));
  // Printed and parsed again: the same module text; the non-finite part as its bits.
  const std::string printed = print(m);
  EXPECT_NE(printed.find("dense<[(1.500000e+00, -2.000000e+00), (0x7FF0000000000000, -0.000000e+00)]>"),
            std::string::npos) << printed;
  EXPECT_NE(printed.find("dense<(1.000000e+00, 2.000000e+00)> : tensor<complex<f32>>"), std::string::npos) << printed;
  EXPECT_EQ(print(parse(printed, "printed.mlir")), printed);

  // x = [3, -1]: (1.5 - 2i)(3 + 3i) = 10.5 - 1.5i; (inf - 0i)(-1 - i) = -inf + ... (real part -inf).
  const std::vector<Tensor> x = {Tensor::from_doubles(DType::f64, {2}, std::vector<double>{3, -1})};
  for (const char* name : {"reference", "cpu"}) {
    SCOPED_TRACE(name);
    auto lowerer = exec::make_lowerer(name);
    std::vector<Tensor> out = lowerer->compile(m, *m.entry())->run(x);
    ASSERT_EQ(out.size(), 5u);
    EXPECT_EQ(out[0].get_complex(0), std::complex<double>(10.5, -1.5));
    EXPECT_EQ(out[1].get(0), 10.5);
    EXPECT_EQ(out[1].get(1), -std::numeric_limits<double>::infinity());
    EXPECT_EQ(out[2].to_doubles(), (std::vector<double>{3, -1}));
    EXPECT_EQ(out[3].get_complex(0), std::complex<double>(1.0, 2.0));
    EXPECT_EQ(out[4].to_doubles(), (std::vector<double>{0, 0}));  // imag of a real operand
  }
}

// The index-only ops move complex elements whole (on the cpu lowerer, outside fused programs).
TEST(Parser, ComplexDataMovementOnBothLowerers) {
  Module m = parse(R"(func.func @main() -> (tensor<3x2xcomplex<f64>>, tensor<2x1xcomplex<f64>>, tensor<2x3xcomplex<f64>>, tensor<2x2x3xcomplex<f64>>) {
    %c = stablehlo.constant dense<[[(1.0, -1.0), (2.0, -2.0), (3.0, -3.0)], [(4.0, -4.0), (5.0, -5.0), (6.0, -6.0)]]> : tensor<2x3xcomplex<f64>>
    %0 = stablehlo.transpose %c, dims = [1, 0] : (tensor<2x3xcomplex<f64>>) -> tensor<3x2xcomplex<f64>>
    %1 = stablehlo.slice %c [0:2, 1:3:2] : (tensor<2x3xcomplex<f64>>) -> tensor<2x1xcomplex<f64>>
    %2 = stablehlo.reverse %c, dims = [1] : tensor<2x3xcomplex<f64>>
    %3 = stablehlo.broadcast_in_dim %c, dims = [1, 2] : (tensor<2x3xcomplex<f64>>) -> tensor<2x2x3xcomplex<f64>>
    return %0, %1, %2, %3 : tensor<3x2xcomplex<f64>>, tensor<2x1xcomplex<f64>>, tensor<2x3xcomplex<f64>>, tensor<2x2x3xcomplex<f64>>
  })", "in.mlir");
  // Element k (1..6) of %c is (k, -k); each result as the list of its ks.
  auto ks = [](const Tensor& t) {
    std::vector<double> v;
    for (int64_t i = 0; i < t.num_elements(); ++i) {
      EXPECT_EQ(t.get_complex(i).imag(), -t.get_complex(i).real());
      v.push_back(t.get_complex(i).real());
    }
    return v;
  };
  for (const char* name : {"reference", "cpu"}) {
    SCOPED_TRACE(name);
    auto lowerer = exec::make_lowerer(name);
    std::vector<Tensor> out = lowerer->compile(m, *m.entry())->run({});
    ASSERT_EQ(out.size(), 4u);
    EXPECT_EQ(ks(out[0]), (std::vector<double>{1, 4, 2, 5, 3, 6}));
    EXPECT_EQ(ks(out[1]), (std::vector<double>{2, 5}));
    EXPECT_EQ(ks(out[2]), (std::vector<double>{3, 2, 1, 6, 5, 4}));
    EXPECT_EQ(ks(out[3]), (std::vector<double>{1, 2, 3, 4, 5, 6, 1, 2, 3, 4, 5, 6}));
  }
}

// ---- errors -----------------------------------------------------------------------------------

// The message `text` fails with (which must be a ladder::Error on one line).
std::string error_of(const std::string& text) {
  try {
    parse(text, "in.mlir");
  } catch (const Error& e) {
    std::string message = e.what();
    EXPECT_EQ(message.find('\n'), std::string::npos) << message;
    return message;
  }
  ADD_FAILURE() << "parsed without error:\n" << text;
  return "";
}

const char* kHead = "func.func @main(%arg0: tensor<2xf32>) -> tensor<2xf32> {\n";

// The message of `dense<literal> : tensor<type>` in a function body.
std::string constant_error(const std::string& literal, const std::string& type) {
  return error_of(std::string(kHead) + "  %0 = stablehlo.constant dense<" + literal + "> : tensor<" + type + ">\n");
}

TEST(ParserErrors, UnknownOpIsRefusedByName) {
  EXPECT_EQ(
      error_of(
          std::string(kHead) +
          "  %0 = stablehlo.custom_call @cholesky(%arg0) : (tensor<2xf32>) -> tensor<2xf32>\n"),
      "in.mlir:2:8: custom_call to unknown target 'cholesky' (ladder runs no custom calls; the supported "
      "set is in docs/OPS.md)");
  EXPECT_EQ(error_of(std::string(kHead) +
                     "  %0 = \"stablehlo.custom_call\"(%arg0) {api_version = 2 : i32, call_target_name = "
                     "\"Sharding\"} : (tensor<2xf32>) -> tensor<2xf32>\n"),
            "in.mlir:2:8: custom_call to unknown target 'Sharding' (ladder runs no custom calls; the "
            "supported set is in docs/OPS.md)");
  EXPECT_EQ(error_of(std::string(kHead) +
                     "  %0 = \"stablehlo.fft\"(%arg0) : (tensor<2xf32>) -> tensor<2xf32>\n"),
            "in.mlir:2:8: unsupported op 'stablehlo.fft' (the supported set is in docs/OPS.md)");
}

TEST(ParserErrors, ControlFlowRegions) {
  EXPECT_EQ(error_of(std::string(kHead) +
                     "  %0 = \"stablehlo.while\"(%arg0) : (tensor<2xf32>) -> tensor<2xf32>\n"),
            "in.mlir:2:8: [while] expects 2 regions, got 0 (operands tensor<2xf32>)");
  EXPECT_EQ(error_of(std::string(kHead) +
                     "  %0 = stablehlo.while(%i = %arg0) : tensor<2xf32>\n"
                     "   cond {\n    stablehlo.return %i : tensor<2xf32>\n"
                     "   } do {\n    stablehlo.return %i : tensor<2xf32>\n   }\n"),
            "in.mlir:2:8: [while] cond region returns (tensor<2xf32>) but must return (tensor<i1>) "
            "(operands tensor<2xf32>)");
  EXPECT_EQ(error_of(std::string(kHead) +
                     "  %0 = \"stablehlo.if\"(%arg0) ({\n    stablehlo.return %arg0 : tensor<2xf32>\n"
                     "  }, {\n    stablehlo.return %arg0 : tensor<2xf32>\n"
                     "  }) : (tensor<2xf32>) -> tensor<2xf32>\n"),
            "in.mlir:2:8: [if] selects with tensor<2xf32>, expected tensor<i1> (operands tensor<2xf32>)");
}

// Control flow as JAX writes it (fori_loop's while, lax.cond's if, lax.switch's case), with
// regions that read values of the function (captures), on both host lowerers.
TEST(Parser, ControlFlowAsJaxWritesIt) {
  const std::string text = R"(func.func @main(%arg0: tensor<3xf32>, %arg1: tensor<i32>) -> (tensor<3xf32>, tensor<f32>, tensor<f32>) {
  %c = stablehlo.constant dense<0> : tensor<i32>
  %cst = stablehlo.constant dense<2.000000e+00> : tensor<3xf32>
  %0:2 = stablehlo.while(%iterArg = %c, %iterArg_0 = %arg0) : tensor<i32>, tensor<3xf32>
   cond {
    %c_1 = stablehlo.constant dense<4> : tensor<i32>
    %1 = stablehlo.compare  LT, %iterArg, %c_1,  SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %1 : tensor<i1>
   } do {
    %c_1 = stablehlo.constant dense<1> : tensor<i32>
    %1 = stablehlo.add %iterArg, %c_1 : tensor<i32>
    %2 = stablehlo.multiply %iterArg_0, %cst : tensor<3xf32>
    stablehlo.return %1, %2 : tensor<i32>, tensor<3xf32>
   }
  %3 = stablehlo.compare  GT, %arg1, %c,  SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
  %4 = "stablehlo.if"(%3) ({
    %5 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    stablehlo.return %5 : tensor<f32>
  }, {
    %5 = stablehlo.constant dense<-1.000000e+00> : tensor<f32>
    stablehlo.return %5 : tensor<f32>
  }) : (tensor<i1>) -> tensor<f32>
  %6 = "stablehlo.case"(%arg1) ({
    %7 = stablehlo.constant dense<1.000000e+01> : tensor<f32>
    stablehlo.return %7 : tensor<f32>
  }, {
    %7 = stablehlo.reduce(%0#1 init: %4) applies stablehlo.add across dimensions = [0] : (tensor<3xf32>, tensor<f32>) -> tensor<f32>
    stablehlo.return %7 : tensor<f32>
  }) : (tensor<i32>) -> tensor<f32>
  return %0#1, %4, %6 : tensor<3xf32>, tensor<f32>, tensor<f32>
}
)";
  Module m = parse(text, "in.mlir");
  EXPECT_EQ(print(parse(print(m), "printed.mlir")), print(m));
  EXPECT_EQ(print(parse(print(m, {.generic = true}), "generic.mlir")), print(m));
  const Tensor x = Tensor::from_doubles(DType::f32, {3}, std::vector<double>{1, -2, 0.5});
  for (const char* name : {"reference", "cpu"}) {
    SCOPED_TRACE(name);
    auto lowerer = exec::make_lowerer(name);
    auto executable = lowerer->compile(m, *m.entry());
    // Index 0: the first branch; 5 is out of range, so the last branch runs; -1 too.
    for (int64_t index : {0, 5, -1}) {
      const std::vector<Tensor> args{x, Tensor::scalar(DType::i32, static_cast<double>(index))};
      std::vector<Tensor> out = executable->run(args);
      ASSERT_EQ(out.size(), 3u);
      EXPECT_EQ(out[0].to_doubles(), (std::vector<double>{16, -32, 8}));  // x * 2^4
      const double sign = index > 0 ? 1 : -1;
      EXPECT_EQ(out[1].to_doubles(), (std::vector<double>{sign}));
      EXPECT_EQ(out[2].to_doubles(), (std::vector<double>{index == 0 ? 10 : -8 + sign}));
    }
  }
}

TEST(ParserErrors, UndefinedValue) {
  EXPECT_EQ(error_of(std::string(kHead) + "  %0 = stablehlo.add %arg0, %1 : tensor<2xf32>\n"),
            "in.mlir:2:29: use of undefined value %1");
}

TEST(ParserErrors, MalformedAndTruncated) {
  EXPECT_EQ(error_of(""), "in.mlir:1:1: expected a function, found none");
  EXPECT_EQ(error_of("\x01\x02"), "in.mlir:1:1: expected 'module' or 'func.func', found '?'");
  EXPECT_EQ(error_of("module {\n  func.func @main(%arg0 tensor<2xf32>)"),
            "in.mlir:2:25: expected ':', found 'tensor'");
  EXPECT_EQ(error_of(std::string(kHead) + "  %0 = stablehlo.add %arg0, %arg0 : tensor<2xf32>\n"),
            "in.mlir:3:1: expected '}' to close the block opened at 1:56, found end of input");
  EXPECT_EQ(error_of(std::string(kHead) + "  %0 = stablehlo.add %arg0, %arg0 : tensor<2x"),
            "in.mlir:2:46: expected an element type (f32, f64, bf16, f16, the 4- to 8-bit float types, i1, i2, i4, i8, i16, i32, i64, ui2, ui4, ui8, ui16, ui32, ui64, complex<f32>, complex<f64>), "
            "found end of input");
  EXPECT_EQ(error_of(std::string(kHead) + "  %0 = stablehlo.add %arg0, %arg0 : tensor<2xi3>\n"),
            "in.mlir:2:46: expected an element type (f32, f64, bf16, f16, the 4- to 8-bit float types, i1, i2, i4, i8, i16, i32, i64, ui2, ui4, ui8, ui16, ui32, ui64, complex<f32>, complex<f64>), "
            "found 'i3'");
  EXPECT_EQ(error_of(std::string(kHead) +
                     "  %0 = stablehlo.constant dense<\"0x0000803\"> : tensor<f32>\n"),
            "in.mlir:2:33: expected a hex string \"0x...\" with an even number of digits");
  EXPECT_EQ(error_of(std::string(kHead) + "  return %arg0 : tensor<2xf32>\n}\n}"),
            "in.mlir:4:1: expected end of input, found '}'");
}

TEST(ParserErrors, TypeMismatches) {
  EXPECT_EQ(error_of(std::string(kHead) + "  %0 = stablehlo.add %arg0, %arg0 : tensor<3xf32>\n"),
            "in.mlir:2:22: expected a value of type tensor<3xf32> (as the signature says), found "
            "one of type "
            "tensor<2xf32>");
  EXPECT_EQ(
      error_of(
          std::string(kHead) +
          "  %0 = stablehlo.add %arg0, %arg0 : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf64>\n"),
      "in.mlir:2:8: expected result type tensor<2xf32> for stablehlo.add (by its type rule), found "
      "tensor<2xf64>");
  EXPECT_EQ(error_of(std::string(kHead) + "  return\n}"),
            "in.mlir:2:3: expected @main to return tensor<2xf32> as declared at 1:39, found ()");
  std::string shape_error = error_of(
      std::string(kHead) +
      "  %0 = stablehlo.transpose %arg0, dims = [1, 0] : (tensor<2xf32>) -> tensor<2xf32>\n");
  EXPECT_EQ(shape_error.rfind("in.mlir:2:8: [transpose]", 0), 0u) << shape_error;
  EXPECT_EQ(error_of(std::string(kHead) +
                     "  %0 = call @nowhere(%arg0) : (tensor<2xf32>) -> tensor<2xf32>\n"
                     "  return %0 : tensor<2xf32>\n}"),
            "in.mlir:2:8: expected a function @nowhere in this module, found none");
}

TEST(ParserErrors, ConstantSizes) {
  EXPECT_EQ(
      error_of(std::string(kHead) +
               "  %0 = stablehlo.constant dense<[1.0, 2.0]> : tensor<3xf32>\n"),
      "in.mlir:2:33: expected a literal of shape [3] for tensor<3xf32>, found one of shape [2]");
  EXPECT_EQ(error_of(std::string(kHead) +
                     "  %0 = stablehlo.constant dense<[[1.0], [2.0, 3.0]]> : tensor<2x2xf32>\n"),
            "in.mlir:2:41: expected 1 elements in this list like its siblings, found 2");
  EXPECT_EQ(error_of(std::string(kHead) +
                     "  %0 = stablehlo.constant dense<\"0x0000\"> : tensor<2xf32>\n"),
            "in.mlir:2:33: expected 8 bytes of hex data for tensor<2xf32>, found 2");
  // A literal too large for the cap fails before any allocation; a splat of any shape costs
  // its one element.
  std::string huge = error_of(std::string(kHead) + "  %0 = stablehlo.constant dense<\"0x" +
                              std::string(40, '0') + "\"> : tensor<100000x100000xf32>\n");
  EXPECT_EQ(huge, "in.mlir:2:33: expected 40000000000 bytes of hex data for tensor<100000x100000xf32>, found 20");
  std::string big_splat = "func.func @main() -> tensor<100000x100000xf32> {\n"
                          "  %v444 = stablehlo.constant dense<25088.0> : tensor<100000x100000xf32>\n"
                          "  return %v444 : tensor<100000x100000xf32>\n}\n";
  ir::Module m = parse(big_splat, "in.mlir", {.max_constant_bytes = 4});
  const auto& c = m.entry()->body.nodes.front()->get<ConstantAttr>();
  EXPECT_TRUE(c.is_splat());
  EXPECT_EQ(c.value.byte_size(), 4);
  EXPECT_EQ(c.get(123456789), 25088.0);
  // The limit counts all stored constants together.
  std::string two =
      std::string(kHead) + "  %0 = stablehlo.constant dense<[0.0, 1.0]> : tensor<2xf32>\n" +
      "  %1 = stablehlo.constant dense<[1.0, 0.0]> : tensor<2xf32>\n  return %1 : tensor<2xf32>\n}\n";
  EXPECT_NO_THROW(parse(two, "in.mlir", {.max_constant_bytes = 16}));
  try {
    parse(two, "in.mlir", {.max_constant_bytes = 12});
    ADD_FAILURE() << "the limit was not enforced";
  } catch (const Error& e) {
    EXPECT_STREQ(e.what(),
                 "in.mlir:3:33: expected at most 12 bytes of constants in a module, found "
                 "tensor<2xf32> (8 bytes) on top of 8");
  }
  // A list literal that is larger than the cap is refused with the size it would have.
  std::string list = std::string(kHead) + "  %0 = stablehlo.constant dense<[1.0, 2.0, 3.0, 4.0]> : tensor<4xf32>\n" +
                     "  return %0 : tensor<4xf32>\n}\n";
  try {
    parse(list, "in.mlir", {.max_constant_bytes = 12});
    ADD_FAILURE() << "the limit was not enforced";
  } catch (const Error& e) {
    EXPECT_STREQ(e.what(), "in.mlir:2:33: expected at most 12 bytes of constants in a module, found "
                           "tensor<4xf32> (16 bytes) on top of 0");
  }
  EXPECT_EQ(error_of(std::string(kHead) +
                     "  %0 = stablehlo.constant dense<0.0> : tensor<99999999999999999999xf32>\n"),
            "in.mlir:2:47: expected a dimension below 2^40, found a larger one");
  EXPECT_EQ(error_of(std::string(kHead) + "  %0 = stablehlo.constant dense<300> : tensor<ui8>\n"),
            "in.mlir:2:33: expected an integer in [0, 255], found 300");
  // Each integer type's range, negative values for the unsigned ones, and bit patterns wider
  // than the type.
  EXPECT_EQ(constant_error("128", "i8"), "in.mlir:2:33: expected an integer in [-128, 127], found 128");
  EXPECT_EQ(constant_error("-129", "i8"), "in.mlir:2:33: expected an integer in [-128, 127], found -129");
  EXPECT_EQ(constant_error("0x100", "i8"), "in.mlir:2:33: expected an integer in [0, 255], found 0x100");
  EXPECT_EQ(constant_error("8", "i4"), "in.mlir:2:33: expected an integer in [-8, 7], found 8");
  EXPECT_EQ(constant_error("-3", "i2"), "in.mlir:2:33: expected an integer in [-2, 1], found -3");
  EXPECT_EQ(constant_error("0x10", "i4"), "in.mlir:2:33: expected an integer in [0, 15], found 0x10");
  EXPECT_EQ(constant_error("16", "ui4"), "in.mlir:2:33: expected an integer in [0, 15], found 16");
  EXPECT_EQ(constant_error("-1", "ui2"), "in.mlir:2:33: expected an integer in [0, 3], found -1");
  EXPECT_EQ(constant_error("32768", "i16"),
            "in.mlir:2:33: expected an integer in [-32768, 32767], found 32768");
  EXPECT_EQ(constant_error("-1", "ui16"), "in.mlir:2:33: expected an integer in [0, 65535], found -1");
  EXPECT_EQ(constant_error("65536", "ui16"), "in.mlir:2:33: expected an integer in [0, 65535], found 65536");
  EXPECT_EQ(constant_error("-1", "ui64"),
            "in.mlir:2:33: expected an integer in [0, 18446744073709551615] for ui64, found -1");
  EXPECT_EQ(constant_error("18446744073709551616", "ui64"),
            "in.mlir:2:33: expected an integer in [0, 18446744073709551615] for ui64, found "
            "18446744073709551616");
  EXPECT_EQ(constant_error("0x10000000000000000", "ui64"),
            "in.mlir:2:33: expected an integer in [0, 18446744073709551615] for ui64, found "
            "0x10000000000000000");
  EXPECT_EQ(constant_error("1.5", "i16"), "in.mlir:2:33: expected an integer for i16, found 1.5");
  EXPECT_EQ(error_of(std::string(kHead) + "  %0 = stablehlo.constant dense<true> : tensor<f32>\n"),
            "in.mlir:2:33: expected a number for f32, found true");
}

TEST(ParserErrors, ComplexTypesAndLiterals) {
  EXPECT_EQ(constant_error("(1.0, 2.0)", "complex<i32>"), "in.mlir:2:62: expected f32 or f64 in complex<...>, found 'i32'");
  EXPECT_EQ(constant_error("1.0", "complex<f32>"),
            "in.mlir:2:33: expected a complex number (re, im) for complex<f32>, found a real one");
  EXPECT_EQ(constant_error("(1.0, 2.0)", "f32"), "in.mlir:2:33: expected a number for f32, found a complex number");
  EXPECT_EQ(constant_error("(1.0 2.0)", "complex<f32>"), "in.mlir:2:38: expected ',', found '2.0'");
  EXPECT_EQ(constant_error("(0x1FFFFFFFF, 0.0)", "complex<f32>"),
            "in.mlir:2:34: expected a 32-bit pattern for f32, found 0x1FFFFFFFF");
  // complex takes f32 or f64 parts; compare orders no complex numbers.
  EXPECT_NE(error_of("func.func @main(%a: tensor<2xf16>) -> tensor<2xcomplex<f32>> {\n"
                     "  %0 = \"stablehlo.complex\"(%a, %a) : (tensor<2xf16>, tensor<2xf16>) -> tensor<2xcomplex<f32>>\n"
                     "  return %0 : tensor<2xcomplex<f32>>\n}\n")
                .find("[complex] takes f32 or f64 parts, not f16"),
            std::string::npos);
  EXPECT_NE(error_of("func.func @main(%a: tensor<2xcomplex<f32>>) -> tensor<2xi1> {\n"
                     "  %0 = stablehlo.compare LT, %a, %a, FLOAT : (tensor<2xcomplex<f32>>, tensor<2xcomplex<f32>>) -> tensor<2xi1>\n"
                     "  return %0 : tensor<2xi1>\n}\n")
                .find("[compare] orders no complex numbers: comparison_direction LT on complex<f32> (EQ and NE compare them)"),
            std::string::npos);
  EXPECT_NE(error_of("func.func @main(%a: tensor<2xcomplex<f32>>) -> tensor<2xcomplex<f32>> {\n"
                     "  %0 = stablehlo.floor %a : tensor<2xcomplex<f32>>\n"
                     "  return %0 : tensor<2xcomplex<f32>>\n}\n")
                .find("[floor] does not accept element type complex<f32>"),
            std::string::npos);
}

TEST(ParserErrors, AbsurdNesting) {
  std::string deep_list =
      std::string(kHead) + "  %0 = stablehlo.constant dense<" + std::string(100000, '[');
  EXPECT_EQ(error_of(deep_list).substr(0, 60),
            "in.mlir:2:95: expected at most 64 levels of nesting, found m");
  // Regions inside regions: each all_reduce body holds another all_reduce.
  std::string deep_regions = std::string(kHead);
  for (int i = 0; i < 1000; ++i)
    deep_regions += "%r" + std::to_string(i) + " = \"stablehlo.all_reduce\"(%arg0) ({\n^bb0(%a" +
                    std::to_string(i) + ": tensor<f32>, %b" + std::to_string(i) +
                    ": tensor<f32>):\n";
  std::string message = error_of(deep_regions);
  EXPECT_NE(message.find("expected at most 64 levels of nesting"), std::string::npos) << message;
}

TEST(ParserErrors, ReplicaAndPartitionCounts) {
  const std::string body = all_reduce_main("[[0]]", "tensor<1x1xi64>");
  EXPECT_EQ(error_of("module attributes {mhlo.num_replicas = 0 : i32} {\n" + body + "}\n"),
            "in.mlir:1:40: expected mhlo.num_replicas to be at least 1, found 0");
  EXPECT_EQ(error_of("module @m attributes {mhlo.num_replicas = -1 : i32} {\n" + body + "}\n"),
            "in.mlir:1:43: expected mhlo.num_replicas to be at least 1, found -1");
  EXPECT_EQ(error_of("\"builtin.module\"() ({\n" + body + "}) {mhlo.num_replicas = 0 : i32} : () -> ()\n"),
            "in.mlir:10:25: expected mhlo.num_replicas to be at least 1, found 0");
  EXPECT_EQ(error_of("module attributes {mhlo.num_replicas = \"2\"} {\n" + body + "}\n"),
            "in.mlir:1:40: expected mhlo.num_replicas as an integer (mhlo.num_replicas = 2 : i32)");
  EXPECT_EQ(error_of("module attributes {mhlo.num_partitions = 0 : i32, mhlo.num_replicas = 1 : i32} {\n" +
                     body + "}\n"),
            "in.mlir:1:42: expected mhlo.num_partitions to be at least 1, found 0");
  EXPECT_EQ(error_of("\"builtin.module\"() ({\n" + body + "}) {mhlo.num_partitions = -2 : i32} : () -> ()\n"),
            "in.mlir:10:27: expected mhlo.num_partitions to be at least 1, found -2");
  // Several partitions are read, kept and printed.
  const ir::Module grid = stablehlo::parse(
      "module attributes {mhlo.num_partitions = 2 : i32, mhlo.num_replicas = 1 : i32} {\n" + body + "}\n", "in.mlir");
  EXPECT_EQ(grid.num_partitions, 2);
  EXPECT_EQ(grid.num_replicas, 1);
  EXPECT_NE(stablehlo::print(grid).find("{mhlo.num_partitions = 2 : i32}"),
            std::string::npos)
      << stablehlo::print(grid);
  // Replica groups are checked against the count by the verifier, after the module is read;
  // its error names the op's line and column all the same.
  std::string beyond = error_of("module attributes {mhlo.num_replicas = 2 : i32} {\n" +
                                all_reduce_main("[[0, 2]]", "tensor<1x2xi64>") + "}\n");
  EXPECT_EQ(beyond, "in.mlir:3:10: in @main: [all_reduce] replica id 2 in replica group 0 is out of "
                    "range for a module of 2 replicas (mhlo.num_replicas)");
}

TEST(ParserErrors, VerifierErrorsNameTheOpsPlace) {
  // Well-formed text, refused only by the verifier: the pairs name a replica the module lacks.
  EXPECT_EQ(error_of("module attributes {mhlo.num_replicas = 2 : i32} {\n"
                     "  func.func @main(%arg0: tensor<2xf32>) -> tensor<2xf32> {\n"
                     "    %0 = stablehlo.abs %arg0 : tensor<2xf32>\n"
                     "      %1 = \"stablehlo.collective_permute\"(%0) <{source_target_pairs = "
                     "dense<[[0, 3]]> : tensor<1x2xi64>}> : (tensor<2xf32>) -> tensor<2xf32>\n"
                     "    return %1 : tensor<2xf32>\n"
                     "  }\n"
                     "}\n"),
            "in.mlir:4:12: in @main: [collective_permute] replica id 3 in source_target_pairs "
            "(0, 3) is out of range for a module of 2 replicas (mhlo.num_replicas)");
}

TEST(ParserErrors, ResultCountsAndIndices) {
  EXPECT_EQ(error_of(std::string(kHead) + "  %0:2 = stablehlo.add %arg0, %arg0 : tensor<2xf32>\n"),
            "in.mlir:2:3: expected 1 result names for stablehlo.add, found 2");
  EXPECT_EQ(error_of(std::string(kHead) + "  %0, "),  // found by the fuzzer
            "in.mlir:2:7: expected a result name (%name), found end of input");
  EXPECT_EQ(error_of(std::string(kHead) + "  %0 = stablehlo.add %arg0#1, %arg0 : tensor<2xf32>\n"),
            "in.mlir:2:22: expected a result index below 1 for %arg0, found #1");
  EXPECT_EQ(error_of(std::string(kHead) + "  %0 = stablehlo.add %arg0, %arg0 : tensor<2xf32>\n"
                                          "  %0 = stablehlo.add %arg0, %arg0 : tensor<2xf32>\n"),
            "in.mlir:3:3: expected a new name, found %0, which is already defined");
}

}  // namespace
}  // namespace ladder::stablehlo

namespace ladder::stablehlo {
namespace {

// Tuples live only in the parser: get_tuple_element names the element the tuple was built
// from (nested, in both forms), so the module runs without them.
TEST(Parser, TuplesAreTakenApartWhenParsed) {
  const std::string text =
      "func.func @main(%a: tensor<2xf64>, %b: tensor<i64>) -> (tensor<2xf64>, tensor<i64>) {\n"
      "  %inner = stablehlo.tuple %b : tuple<tensor<i64>>\n"
      "  %t = \"stablehlo.tuple\"(%a, %inner) : (tensor<2xf64>, tuple<tensor<i64>>) -> tuple<tensor<2xf64>, tuple<tensor<i64>>>\n"
      "  %x = stablehlo.get_tuple_element %t[0] : (tuple<tensor<2xf64>, tuple<tensor<i64>>>) -> tensor<2xf64>\n"
      "  %u = \"stablehlo.get_tuple_element\"(%t) <{index = 1 : i32}> : (tuple<tensor<2xf64>, tuple<tensor<i64>>>) -> tuple<tensor<i64>>\n"
      "  %y = stablehlo.get_tuple_element %u[0] : (tuple<tensor<i64>>) -> tensor<i64>\n"
      "  %z = stablehlo.negate %y : tensor<i64>\n"
      "  return %x, %z : tensor<2xf64>, tensor<i64>\n}\n";
  Module m = parse(text, "tuple.mlir");
  EXPECT_EQ(print(m).find("tuple"), std::string::npos) << print(m);
  std::vector<Tensor> args = {Tensor::from_doubles(DType::f64, {2}, std::vector<double>{1.5, -2}), Tensor::scalar(DType::i64, 7)};
  std::vector<Tensor> out = exec::make_lowerer("reference")->compile(m, *m.find("main"))->run(args);
  EXPECT_EQ(out[0].get(0), 1.5);
  EXPECT_EQ(out[0].get(1), -2);
  EXPECT_EQ(out[1].get_int(0), -7);
}

// get_dimension_size becomes a constant, composite a call of its decomposition, after_all's
// tokens stay in the parser: in both forms each.
TEST(Parser, DimensionSizeCompositeAndTokensResolvedWhenParsed) {
  const std::string text =
      "func.func private @add_n.impl(%x: tensor<i32>) -> tensor<i32> {\n"
      "  %c = stablehlo.constant dense<2> : tensor<i32>\n  %y = stablehlo.add %x, %c : tensor<i32>\n"
      "  return %y : tensor<i32>\n}\n"
      "func.func @main(%a: tensor<2x3xf32>) -> (tensor<i32>, tensor<i32>, tensor<i32>) {\n"
      "  %t0 = stablehlo.after_all : !stablehlo.token\n"
      "  %t1 = \"stablehlo.after_all\"(%t0) : (!stablehlo.token) -> !stablehlo.token\n"
      "  %t2 = stablehlo.after_all %t0, %t1 : !stablehlo.token\n"
      "  %s = stablehlo.get_dimension_size %a, dim = 1 : (tensor<2x3xf32>) -> tensor<i32>\n"
      "  %r = \"stablehlo.get_dimension_size\"(%a) <{dimension = 0 : i64}> : (tensor<2x3xf32>) -> tensor<i32>\n"
      "  %p = stablehlo.composite \"my.add_n\" %s {composite_attributes = {n = 2 : i64}, decomposition = @add_n.impl, "
      "version = 1 : i32} : (tensor<i32>) -> tensor<i32>\n"
      "  %q = \"stablehlo.composite\"(%r) <{decomposition = @add_n.impl, name = \"my.add_n\"}> : (tensor<i32>) -> tensor<i32>\n"
      "  return %s, %p, %q : tensor<i32>, tensor<i32>, tensor<i32>\n}\n";
  Module m = parse(text, "resolved.mlir");
  for (const std::string& lowerer : {std::string("reference"), std::string("cpu")}) {
    if (lowerer == "cpu" && std::find(exec::lowerer_names().begin(), exec::lowerer_names().end(), "cpu") == exec::lowerer_names().end())
      continue;
    std::vector<Tensor> args = {Tensor(DType::f32, {2, 3})};
    std::vector<Tensor> out = exec::make_lowerer(lowerer)->compile(m, *m.find("main"))->run(args);
    EXPECT_EQ(out[0].get_int(0), 3) << lowerer;
    EXPECT_EQ(out[1].get_int(0), 5) << lowerer;
    EXPECT_EQ(out[2].get_int(0), 4) << lowerer;
  }
  const std::string head = "func.func @main(%a: tensor<2xf32>) -> tensor<2xf32> {\n";
  EXPECT_NE(error_of(head + "  %t = stablehlo.after_all : !stablehlo.token\n  %x = stablehlo.negate %t : tensor<2xf32>\n"
                            "  return %a : tensor<2xf32>\n}\n")
                .find("in.mlir:3:25: %t is a token: only stablehlo.after_all takes one"),
            std::string::npos);
  EXPECT_NE(error_of(head + "  %s = stablehlo.get_dimension_size %a, dim = 1 : (tensor<2xf32>) -> tensor<i32>\n"
                            "  return %a : tensor<2xf32>\n}\n")
                .find("stablehlo.get_dimension_size dimension 1 out of range for tensor<2xf32>"),
            std::string::npos);
  EXPECT_NE(error_of(head + "  %y = stablehlo.composite \"my.op\" %a {version = 1 : i32} : (tensor<2xf32>) -> tensor<2xf32>\n"
                            "  return %y : tensor<2xf32>\n}\n")
                .find("expected attribute 'decomposition' on stablehlo.composite"),
            std::string::npos);
  EXPECT_NE(error_of(head + "  %y = stablehlo.composite \"my.op\" %a {decomposition = @nowhere} : (tensor<2xf32>) -> tensor<2xf32>\n"
                            "  return %y : tensor<2xf32>\n}\n")
                .find("nowhere"),
            std::string::npos);
}

// map's computation applied elementwise: max(a * b, 1) with a splat constant, on both host lowerers.
TEST(Parser, MapExpandsItsComputationOverTheOperands) {
  const std::string text =
      "func.func @main(%a: tensor<2x2xi64>, %b: tensor<2x2xi64>) -> tensor<2x2xi64> {\n"
      "  %r = \"stablehlo.map\"(%a, %b) ({\n"
      "    ^bb0(%x: tensor<i64>, %y: tensor<i64>):\n"
      "      %p = stablehlo.multiply %x, %y : tensor<i64>\n"
      "      %one = stablehlo.constant dense<1> : tensor<i64>\n"
      "      %m = stablehlo.maximum %p, %one : tensor<i64>\n"
      "      stablehlo.return %m : tensor<i64>\n"
      "  }) {dimensions = array<i64: 0, 1>} : (tensor<2x2xi64>, tensor<2x2xi64>) -> tensor<2x2xi64>\n"
      "  return %r : tensor<2x2xi64>\n}\n";
  Module m = parse(text, "map.mlir");
  std::vector<Tensor> args = {Tensor::from_doubles(DType::i64, {2, 2}, std::vector<double>{0, 1, -2, 3}),
                              Tensor::from_doubles(DType::i64, {2, 2}, std::vector<double>{4, 5, 6, 7})};
  for (const std::string& lowerer : exec::lowerer_names()) {
    if (lowerer != "reference" && lowerer != "cpu") continue;
    Tensor out = exec::make_lowerer(lowerer)->compile(m, *m.find("main"))->run(args)[0];
    const std::vector<int64_t> want = {1, 5, 1, 21};
    for (int64_t i = 0; i < 4; ++i) EXPECT_EQ(out.get_int(i), want[i]) << lowerer << " element " << i;
  }
  const std::string bad_dims = text.substr(0, text.find("array<i64: 0, 1>")) + "array<i64: 1, 0>" +
                               text.substr(text.find("array<i64: 0, 1>") + 16);
  EXPECT_NE(error_of(bad_dims).find("stablehlo.map dimensions [1, 0] must be [0, 1] (every dimension, in order)"),
            std::string::npos);
}

// Legacy dot, in both forms: matrix·vector and vector·vector as dot_general.
TEST(Parser, LegacyDotIsADotGeneral) {
  const std::string text =
      "func.func @main(%a: tensor<2x3xf32>, %v: tensor<3xf32>) -> (tensor<2xf32>, tensor<f32>) {\n"
      "  %y = stablehlo.dot %a, %v, precision = [DEFAULT, DEFAULT] : (tensor<2x3xf32>, tensor<3xf32>) -> tensor<2xf32>\n"
      "  %s = \"stablehlo.dot\"(%v, %v) {precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}"
      " : (tensor<3xf32>, tensor<3xf32>) -> tensor<f32>\n"
      "  return %y, %s : tensor<2xf32>, tensor<f32>\n}\n";
  Module m = parse(text, "dot.mlir");
  EXPECT_NE(print(m).find("stablehlo.dot_general"), std::string::npos);
  std::vector<Tensor> args = {Tensor::from_doubles(DType::f32, {2, 3}, std::vector<double>{1, 2, 3, 4, 5, 6}),
                              Tensor::from_doubles(DType::f32, {3}, std::vector<double>{1, 0, -1})};
  for (const std::string& lowerer : exec::lowerer_names()) {
    if (lowerer != "reference" && lowerer != "cpu") continue;
    std::vector<Tensor> out = exec::make_lowerer(lowerer)->compile(m, *m.find("main"))->run(args);
    EXPECT_EQ(out[0].get(0), -2) << lowerer;
    EXPECT_EQ(out[0].get(1), -2) << lowerer;
    EXPECT_EQ(out[1].get(0), 2) << lowerer;
  }
  EXPECT_NE(error_of("func.func @main(%a: tensor<f32>) -> tensor<f32> {\n"
                     "  %y = stablehlo.dot %a, %a : (tensor<f32>, tensor<f32>) -> tensor<f32>\n  return %y : tensor<f32>\n}\n")
                .find("stablehlo.dot takes operands of rank 1 or 2, found tensor<f32>, tensor<f32>"),
            std::string::npos);
}

// The batch norm ops by the spec's definitions (feature dim 1, statistics over dim 0, the
// variance biased): values worked by hand; batch_norm_grad's operand gradient against the
// derivative of the normalized value, d((x0 - m) / s) / dx_j = (δ0j - 1/N) / s - c0 c_j / (N s³).
TEST(Parser, BatchNormOpsFollowTheSpec) {
  const std::string text =
      "func.func @main(%x: tensor<2x2xf32>, %scale: tensor<2xf32>, %offset: tensor<2xf32>, %c: tensor<3x1xf32>,"
      " %dy: tensor<3x1xf32>, %one: tensor<1xf32>, %m: tensor<1xf32>, %v: tensor<1xf32>)"
      " -> (tensor<2x2xf32>, tensor<2xf32>, tensor<2xf32>, tensor<2x2xf32>, tensor<3x1xf32>, tensor<1xf32>, tensor<1xf32>) {\n"
      "  %t:3 = \"stablehlo.batch_norm_training\"(%x, %scale, %offset) {epsilon = 0.0 : f32, feature_index = 1 : i64}"
      " : (tensor<2x2xf32>, tensor<2xf32>, tensor<2xf32>) -> (tensor<2x2xf32>, tensor<2xf32>, tensor<2xf32>)\n"
      "  %i = \"stablehlo.batch_norm_inference\"(%x, %scale, %offset, %t#1, %t#2) {epsilon = 0.0 : f32, feature_index = 1 : i64}"
      " : (tensor<2x2xf32>, tensor<2xf32>, tensor<2xf32>, tensor<2xf32>, tensor<2xf32>) -> tensor<2x2xf32>\n"
      "  %g, %gs, %go = \"stablehlo.batch_norm_grad\"(%c, %one, %m, %v, %dy) <{epsilon = 0.0 : f32, feature_index = 1 : i64}>"
      " : (tensor<3x1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<3x1xf32>) -> (tensor<3x1xf32>, tensor<1xf32>, tensor<1xf32>)\n"
      "  return %t#0, %t#1, %t#2, %i, %g, %gs, %go : tensor<2x2xf32>, tensor<2xf32>, tensor<2xf32>, tensor<2x2xf32>,"
      " tensor<3x1xf32>, tensor<1xf32>, tensor<1xf32>\n}\n";
  Module m = parse(text, "bn.mlir");
  auto f32 = [](Shape shape, std::vector<double> v) { return Tensor::from_doubles(DType::f32, std::move(shape), v); };
  const std::vector<Tensor> args = {f32({2, 2}, {1, 2, 3, 6}), f32({2}, {2, 3}), f32({2}, {0.5, 0}),
                                    f32({3, 1}, {0, 1, 5}),  f32({3, 1}, {1, 0, 0}), f32({1}, {1}),
                                    f32({1}, {2}),           f32({1}, {14.0 / 3})};
  const double s = std::sqrt(14.0 / 3), centered[] = {-2, -1, 3};
  for (const std::string& lowerer : exec::lowerer_names()) {
    if (lowerer != "reference" && lowerer != "cpu") continue;
    std::vector<Tensor> out = exec::make_lowerer(lowerer)->compile(m, *m.find("main"))->run(args);
    const std::vector<std::vector<double>> want = {{-1.5, -3, 2.5, 3}, {2, 4}, {1, 4}, {-1.5, -3, 2.5, 3}};
    for (size_t r = 0; r < want.size(); ++r)
      for (size_t j = 0; j < want[r].size(); ++j)
        EXPECT_NEAR(out[r].get(static_cast<int64_t>(j)), want[r][j], 1e-6) << lowerer << " result " << r << " element " << j;
    for (int64_t j = 0; j < 3; ++j)
      EXPECT_NEAR(out[4].get(j), ((j == 0) - 1.0 / 3) / s - centered[0] * centered[j] / (3 * s * s * s), 1e-6) << lowerer << " dx " << j;
    EXPECT_NEAR(out[5].get(0), centered[0] / s, 1e-6) << lowerer;  // Σ dy · normalized
    EXPECT_NEAR(out[6].get(0), 1, 1e-6) << lowerer;                // Σ dy
  }
  EXPECT_NE(error_of("func.func @main(%x: tensor<2x2xf32>, %s: tensor<3xf32>) -> tensor<2x2xf32> {\n"
                     "  %t:3 = \"stablehlo.batch_norm_training\"(%x, %s, %s) {epsilon = 0.0 : f32, feature_index = 1 : i64}"
                     " : (tensor<2x2xf32>, tensor<3xf32>, tensor<3xf32>) -> (tensor<2x2xf32>, tensor<3xf32>, tensor<3xf32>)\n"
                     "  return %x : tensor<2x2xf32>\n}\n")
                .find("stablehlo.batch_norm_training operand 1 must be tensor<2xf32>, found tensor<3xf32>"),
            std::string::npos);
}

TEST(Parser, TupleUsesBeyondGetTupleElementAreRefused) {
  const std::string head = "func.func @main(%a: tensor<2xf32>) -> tensor<2xf32> {\n  %t = stablehlo.tuple %a : tuple<tensor<2xf32>>\n";
  EXPECT_NE(error_of(head + "  return %t : tensor<2xf32>\n}\n")
                .find("in.mlir:3:10: %t is a tuple: ladder takes tuples only apart, with stablehlo.get_tuple_element"),
            std::string::npos);
  EXPECT_NE(error_of(head + "  %x = stablehlo.get_tuple_element %t[1] : (tuple<tensor<2xf32>>) -> tensor<2xf32>\n"
                            "  return %x : tensor<2xf32>\n}\n")
                .find("stablehlo.get_tuple_element index 1 out of range for tuple<tensor<2xf32>> (1 elements)"),
            std::string::npos);
  EXPECT_NE(error_of(head + "  %x = stablehlo.get_tuple_element %t[0] : (tuple<tensor<2xf32>>) -> tensor<3xf32>\n"
                            "  return %x : tensor<2xf32>\n}\n")
                .find("expected result type tensor<2xf32> for stablehlo.get_tuple_element (element 0), found tensor<3xf32>"),
            std::string::npos);
  EXPECT_NE(error_of("func.func @main(%a: tensor<2xf32>) -> tensor<2xf32> {\n"
                     "  %t = stablehlo.tuple %a : tuple<tensor<2xi32>>\n  return %a : tensor<2xf32>\n}\n")
                .find("expected result type tuple<tensor<2xf32>> for stablehlo.tuple (its operands' types), found tuple<tensor<2xi32>>"),
            std::string::npos);
  EXPECT_NE(error_of("func.func @main(%t: tuple<tensor<2xf32>>) -> tensor<2xf32> {\n  return %a : tensor<2xf32>\n}\n")
                .find("in.mlir:1:21: expected a tensor type, found a tuple type"),
            std::string::npos);
}

}  // namespace
}  // namespace ladder::stablehlo
