// print -> parse -> print is the identity, in both forms, on modules that exercise every op
// and every attribute; MLIR's own parser (mlir-opt-19) accepts each generic form.
#include <gtest/gtest.h>
#include <unistd.h>

#include <cmath>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <functional>
#include <limits>
#include <stdexcept>

#include "ladder/ir/ops.h"
#include "ladder/stablehlo/parser.h"
#include "ladder/stablehlo/printer.h"

namespace ladder::stablehlo {
namespace {

using namespace ir;

TensorType f32(Shape s) { return {DType::f32, std::move(s)}; }

struct Case {
  std::string name;
  std::function<void(Module&)> build;
};

// Adds @main with parameters of `types`; `body` builds from them and gives its results.
void main_fn(Module& m, std::vector<TensorType> types,
             const std::function<std::vector<Value>(std::vector<Value>)>& body) {
  Function* f = m.add_function("main");
  std::vector<Value> params;
  for (auto& t : types) params.push_back(f->body.add_parameter(t));
  f->body.results = body(params);
}

std::vector<Case> cases() {
  std::vector<Case> c;
  c.push_back({"unary", [](Module& m) {
                 main_fn(m, {f32({2, 3})}, [](std::vector<Value> p) {
                   Value x = p[0];
                   std::vector<Value> out;
                   for (OpKind k :
                        {OpKind::Abs, OpKind::Negate, OpKind::Exp, OpKind::Log, OpKind::Sqrt,
                         OpKind::Rsqrt, OpKind::Tanh, OpKind::Logistic, OpKind::Sine,
                         OpKind::Cosine, OpKind::Floor, OpKind::Sign, OpKind::Erf})
                     out.push_back(unary(k, x));
                   out.push_back(convert(x, DType::i32));
                   out.push_back(convert(x, DType::bf16));
                   return out;
                 });
               }});
  c.push_back(
      {"binary_and_compare", [](Module& m) {
         main_fn(
             m, {f32({4}), f32({4}), {DType::i1, {4}}, {DType::i32, {4}}},
             [](std::vector<Value> p) {
               std::vector<Value> out;
               for (OpKind k : {OpKind::Add, OpKind::Subtract, OpKind::Multiply, OpKind::Divide,
                                OpKind::Maximum, OpKind::Minimum, OpKind::Power})
                 out.push_back(binary(k, p[0], p[1]));
               for (int d = 0; d <= static_cast<int>(CompareDirection::GE); ++d)
                 out.push_back(compare(p[0], p[1], static_cast<CompareDirection>(d)));
               out.push_back(compare(p[3], p[3], CompareDirection::LT));
               out.push_back(compare(p[0], p[1], CompareDirection::EQ, CompareType::TOTALORDER));
               out.push_back(logical_and(p[2], logical_not(p[2])));
               out.push_back(logical_or(p[3], p[3]));
               out.push_back(select(p[2], p[0], p[1]));
               Block& b = *p[0].block();
               out.push_back(select(constant(b, 1, DType::i1), p[0], p[1]));
               out.push_back(clamp(constant(b, -1, DType::f32), p[0], constant(b, 1, DType::f32)));
               out.push_back(clamp(p[0], p[1], p[0]));
               return out;
             });
       }});
  c.push_back({"shapes", [](Module& m) {
                 main_fn(m, {f32({2, 3}), {DType::i32, {}}, f32({1, 2})}, [](std::vector<Value> p) {
                   Value x = p[0];
                   Block& b = *x.block();
                   return std::vector<Value>{
                       broadcast_in_dim(x, {4, 2, 3}, {1, 2}),
                       broadcast_in_dim(constant(b, 2.5, DType::f32), {3}, {}),
                       reshape(x, {3, 2}),
                       reshape(x, {6}),
                       transpose(x, {1, 0}),
                       slice(x, {0, 1}, {2, 3}),
                       slice(x, {0, 0}, {2, 3}, {2, 2}),
                       pad(x, constant(b, 0, DType::f32), {1, -1}, {0, 2}, {1, 0}),
                       concatenate(std::vector<Value>{x, x, x}, 1),
                       reverse(x, {0, 1}),
                       dynamic_slice(x, std::vector<Value>{p[1], p[1]}, {1, 2}),
                       dynamic_update_slice(x, p[2], std::vector<Value>{p[1], p[1]}),
                       iota(b, {DType::i32, {2, 5}}, 1),
                       iota(b, f32({0, 3}), 0),
                   };
                 });
               }});
  c.push_back(
      {"reductions", [](Module& m) {
         main_fn(
             m, {f32({2, 3}), {DType::i32, {2, 3}}, f32({1, 4, 4, 1}), f32({1, 2, 2, 1})},
             [](std::vector<Value> p) {
               Value x = p[0], idx = p[1];
               Block& b = *x.block();
               std::vector<Value> out{reduce_sum(x, {1}), reduce_max(x, {0, 1})};
               // Arg-max: two inputs, a body with a compare and selects (the reducer form).
               Value inits[] = {constant(b, -INFINITY, DType::f32), constant(b, 0, DType::i32)};
               Value ins[] = {x, idx};
               auto argmax = reduce(ins, inits, {1}, [](Block&, std::span<const Value> a) {
                 Value take = compare(a[0], a[2], CompareDirection::GE);
                 return std::vector<Value>{select(take, a[0], a[2]), select(take, a[1], a[3])};
               });
               out.insert(out.end(), argmax.begin(), argmax.end());
               // A one-input reduce whose body is not a plain binary op on (acc, elem).
               Value zero = constant(b, 0, DType::f32);
               out.push_back(reduce({&x, 1}, {&zero, 1}, {0}, [](Block&, std::span<const Value> a) {
                 return std::vector<Value>{add(a[1], a[0])};
               })[0]);
               ReduceWindowAttr pool;
               pool.window_dimensions = {1, 3, 3, 1};
               pool.window_strides = {1, 2, 2, 1};
               pool.padding = {{0, 0}, {1, 1}, {1, 1}, {0, 0}};
               out.push_back(max_pool(p[2], pool));
               ReduceWindowAttr dilated;
               dilated.window_dimensions = {1, 2, 2, 1};
               dilated.base_dilations = {1, 2, 1, 1};
               dilated.window_dilations = {1, 1, 2, 1};
               out.push_back(sum_pool(p[2], dilated));
               SelectAndScatterAttr sas;
               sas.window_dimensions = {1, 2, 2, 1};
               sas.window_strides = {1, 2, 2, 1};
               out.push_back(
                   select_and_scatter(p[2], p[3], zero, sas, ge_select_body(), sum_body()));
               AllReduceAttr ar;
               ar.replica_groups = {{0}};
               out.push_back(all_reduce(x, ar, sum_body()));
               AllReduceAttr ar2;
               ar2.channel_handle = 3;
               ar2.use_global_device_ids = true;
               ar2.replica_groups = {{0}};
               out.push_back(all_reduce(x, ar2, max_body()));
               return out;
             });
       }});
  c.push_back(
      {"contractions", [](Module& m) {
         main_fn(
             m,
             {f32({2, 3, 4}), f32({2, 4, 5}), f32({1, 5, 5, 4}), f32({3, 3, 2, 6}),
              f32({1, 4, 5, 5}), f32({6, 4, 3, 3})},
             [](std::vector<Value> p) {
               std::vector<Value> out{dot_general(p[0], p[1], {{0}, {0}, {2}, {1}})};
               Value a = reshape(p[0], {6, 4});
               out.push_back(matmul(a, transpose(a, {1, 0})));
               ConvolutionAttr nhwc;  // [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], two groups
               nhwc.dn = {0, 3, {1, 2}, 2, 3, {0, 1}, 0, 3, {1, 2}};
               nhwc.window_strides = {2, 1};
               nhwc.padding = {{1, 1}, {0, 2}};
               nhwc.rhs_dilation = {1, 2};
               nhwc.feature_group_count = 2;
               out.push_back(convolution(p[2], p[3], nhwc));
               ConvolutionAttr nchw;  // [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], defaults elsewhere
               nchw.dn = {0, 1, {2, 3}, 1, 0, {2, 3}, 0, 1, {2, 3}};
               nchw.lhs_dilation = {2, 2};
               out.push_back(convolution(p[4], p[5], nchw));
               return out;
             });
       }});
  c.push_back(
      {"constants", [](Module& m) {
         main_fn(m, {}, [](std::vector<Value>) { return std::vector<Value>{}; });
         Block& b = m.functions[0]->body;
         auto keep = [&](Tensor t) { b.results.push_back(constant(b, std::move(t))); };
         const double inf = std::numeric_limits<double>::infinity();
         keep(Tensor::from_doubles(DType::f32, {2, 3},
                                   std::vector<double>{0.1, -2.5e-30, 3.4e38, inf, -inf, NAN}));
         keep(Tensor::from_doubles(DType::f32, {2},
                                   std::vector<double>{1e-45, -1.1754942e-38}));  // subnormal
         keep(Tensor::from_doubles(DType::f64, {4},
                                   std::vector<double>{0.1, 1.0 / 3, -0.0, 4.9e-324}));
         keep(Tensor::from_doubles(DType::bf16, {2}, std::vector<double>{0.1, -3}));
         keep(Tensor::from_doubles(DType::f16, {2}, std::vector<double>{65504, 1e-7}));
         keep(Tensor::from_doubles(DType::i1, {2, 2}, std::vector<double>{1, 0, 0, 1}));
         keep(Tensor::from_doubles(DType::ui8, {3}, std::vector<double>{0, 128, 255}));
         keep(Tensor::from_doubles(DType::ui32, {3}, std::vector<double>{0, 7, 4294967295.0}));
         keep(Tensor::from_doubles(DType::i64, {1, 2}, std::vector<double>{3, 3}));  // equal: made a splat
         keep(Tensor::from_doubles(DType::i64, {2}, std::vector<double>{-9e15, 7}));
         keep(
             Tensor::from_doubles(DType::i32, {2}, std::vector<double>{-2147483648.0, 2147483647}));
         keep(Tensor::scalar(DType::f32, 1));
         keep(Tensor(DType::f32, {3, 0}));
         std::vector<double> many(150);
         for (size_t i = 0; i < many.size(); ++i) many[i] = std::sin(static_cast<double>(i));
         keep(Tensor::from_doubles(DType::f32, {10, 15}, many));  // printed as hex bytes
         keep(Tensor::from_doubles(DType::f64, {150}, many));
       }});
  c.push_back({"functions", [](Module& m) {
                 m.name = "jit_train_step";
                 m.header_comments = {"ladder artifact", "", "constant w0: sha256 abc"};
                 Function* helper = m.add_function("helper", false);
                 Value a = helper->body.add_parameter(f32({4}));
                 Value bb = helper->body.add_parameter(f32({4}));
                 helper->body.results = {add(a, bb), multiply(a, bb)};
                 Function* main = m.add_function("main");
                 main->arg_names = {"x", "params['w']", "x", ""};
                 main->result_names = {"loss", ""};
                 Value x = main->body.add_parameter(f32({4}));
                 Value w = main->body.add_parameter(f32({4}));
                 Value x2 = main->body.add_parameter(f32({4}));
                 main->body.add_parameter(f32({}));
                 std::vector<Value> args{x, w};
                 std::vector<Value> r = call(main->body, *helper, args);
                 main->body.results = {r[1], add(r[0], x2)};
                 Function* quoted = m.add_function("weird name", false);
                 quoted->body.results = {};
               }});
  c.push_back({"replicas", [](Module& m) {
                 // Two replicas: the count is printed as mhlo.num_replicas and read back.
                 m.name = "jit_data_parallel";
                 m.num_replicas = 2;
                 main_fn(m, {f32({3})}, [](std::vector<Value> p) {
                   AllReduceAttr both;  // one group of the two replicas
                   both.replica_groups = {{0, 1}};
                   AllReduceAttr each;  // each replica alone, in flattened ids
                   each.replica_groups = {{1}, {0}};
                   each.channel_handle = 1;
                   each.use_global_device_ids = true;
                   CollectiveAttr gather = both, scatter = each;  // along dim 0
                   return std::vector<Value>{all_reduce(p[0], both, sum_body()),
                                             all_reduce(p[0], each, max_body()),
                                             all_reduce(p[0], {}, sum_body()),
                                             all_gather(p[0], gather),
                                             reduce_scatter(all_gather(p[0], gather), both, sum_body()),
                                             reduce_scatter(p[0], scatter, min_body()),
                                             collective_permute(p[0], {{0, 1}, {1, 0}}),
                                             collective_permute(p[0], {{1, 0}}),
                                             collective_permute(p[0], {{0, 0}}, 3),  // across the one partition
                                             convert(replica_id(*p[0].block()), DType::f32),
                                             convert(partition_id(*p[0].block()), DType::f32)};
                 });
               }});
  return c;
}

Module build(const Case& c) {
  Module m;
  c.build(m);
  return m;
}

Module build(std::string_view name) {
  for (const auto& c : cases())
    if (c.name == name) return build(c);
  throw std::invalid_argument(std::string(name));
}

class RoundTrip : public ::testing::TestWithParam<std::pair<Case, bool>> {};

TEST_P(RoundTrip, PrintParsePrintIsIdentity) {
  const auto& [c, generic] = GetParam();
  Module m = build(c);
  std::string once = print(m, {generic});
  Module parsed = parse(once, c.name);
  EXPECT_EQ(print(parsed, {generic}), once);
  // The other form reads back to the same module too.
  std::string other = print(parsed, {!generic});
  EXPECT_EQ(print(parse(other, c.name), {generic}), once) << other;
}

std::vector<std::pair<Case, bool>> all_cases() {
  std::vector<std::pair<Case, bool>> out;
  for (auto& c : cases())
    for (bool generic : {false, true}) out.push_back({c, generic});
  return out;
}

INSTANTIATE_TEST_SUITE_P(Modules, RoundTrip, ::testing::ValuesIn(all_cases()),
                         [](const auto& info) {
                           return info.param.first.name +
                                  (info.param.second ? "_generic" : "_pretty");
                         });

TEST(RoundTrip, ConstantsKeepEveryBit) {
  Module m = build("constants");
  for (bool generic : {false, true}) {
    Module back = parse(print(m, {generic}));
    const Block& want = m.functions[0]->body;
    const Block& got = back.functions[0]->body;
    ASSERT_EQ(got.results.size(), want.results.size());
    for (size_t i = 0; i < want.results.size(); ++i)
      EXPECT_EQ(got.results[i].node->get<ConstantAttr>().value,
                want.results[i].node->get<ConstantAttr>().value)
          << "constant " << i << (generic ? " (generic)" : " (pretty)");
  }
}

TEST(RoundTrip, NamesSurvive) {
  Module m = build("functions");
  Module back = parse(print(m));
  EXPECT_EQ(back.name, "jit_train_step");
  EXPECT_EQ(back.header_comments, m.header_comments);
  const Function* main = back.find("main");
  ASSERT_NE(main, nullptr);
  EXPECT_EQ(main->arg_names, (std::vector<std::string>{"x", "params['w']", "x", ""}));
  EXPECT_EQ(main->result_names, (std::vector<std::string>{"loss", ""}));
  EXPECT_FALSE(back.find("helper")->is_public);
  EXPECT_NE(back.find("weird name"), nullptr);
}

TEST(RoundTrip, ReplicaCountIsAModuleAttribute) {
  Module m = build("replicas");
  const std::string pretty = print(m), generic = print(m, {true});
  EXPECT_NE(pretty.find("module @jit_data_parallel attributes {mhlo.num_replicas = 2 : i32} {\n"),
            std::string::npos)
      << pretty;
  EXPECT_NE(generic.find("\n}) {mhlo.num_replicas = 2 : i32} : () -> ()\n"), std::string::npos)
      << generic;
  EXPECT_EQ(parse(pretty).num_replicas, 2);
  EXPECT_EQ(parse(generic).num_replicas, 2);
  // An unnamed module keeps the attribute too.
  m.name = "";
  EXPECT_EQ(print(m).rfind("module attributes {mhlo.num_replicas = 2 : i32} {\n", 0), 0u)
      << print(m);
  EXPECT_EQ(parse(print(m, {true})).num_replicas, 2);
  // Moves and copies keep the count.
  Module moved = std::move(m);
  EXPECT_EQ(moved.num_replicas, 2);
  EXPECT_EQ(clone(moved).num_replicas, 2);
  // One replica, the default, prints no attribute: one-replica text stays as it was.
  moved.num_replicas = 1;
  EXPECT_EQ(print(moved).rfind("module {\n", 0), 0u) << print(moved);
  EXPECT_EQ(print(moved, {true}).find("num_replicas"), std::string::npos);
  EXPECT_EQ(print(build("functions")).find("attributes"), std::string::npos);
}

TEST(RoundTrip, JaxWrittenModule) {
  Module m = parse_file(LADDER_SOURCE_DIR "/tests/stablehlo/data/jax_mlp.mlir");
  for (bool generic : {false, true}) {
    std::string once = print(m, {generic});
    EXPECT_EQ(print(parse(once), {generic}), once);
  }
}

// The generic form is plain MLIR: mlir-opt parses it without knowing StableHLO.
TEST(RoundTrip, MlirOptAcceptsTheGenericForm) {
  const char* tool = "/usr/bin/mlir-opt-19";
  if (!std::filesystem::exists(tool)) GTEST_SKIP() << tool << " is not installed (mlir-19-tools)";
  auto dir =
      std::filesystem::temp_directory_path() / ("ladder_stablehlo_" + std::to_string(::getpid()));
  std::filesystem::create_directories(dir);
  std::vector<std::pair<std::string, Module>> modules;
  for (const auto& c : cases()) modules.emplace_back(c.name, build(c));
  modules.emplace_back("jax_mlp",
                       parse_file(LADDER_SOURCE_DIR "/tests/stablehlo/data/jax_mlp.mlir"));
  for (const auto& [name, module] : modules) {
    auto path = dir / (name + ".mlir");
    std::ofstream(path) << print(module, {true});
    std::string command = std::string(tool) + " --allow-unregistered-dialect " + path.string() +
                          " -o /dev/null 2>" + (dir / "err.txt").string();
    int status = std::system(command.c_str());
    std::ifstream err(dir / "err.txt");
    std::string message((std::istreambuf_iterator<char>(err)), {});
    EXPECT_EQ(status, 0) << name << ": " << message;
  }
  std::filesystem::remove_all(dir);
}

}  // namespace
}  // namespace ladder::stablehlo
