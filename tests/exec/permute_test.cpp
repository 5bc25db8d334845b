// collective_permute, replica_id and partition_id across replicas that are threads of this
// process, on both host lowerers: the point-to-point communicator call, the ops as JAX writes
// them, the VJP (the reverse permutation), the verifier's refusals; and ui32, replica_id's
// element type, through convert and integer arithmetic.
#include <gtest/gtest.h>

#include <functional>
#include <thread>

#include "ladder/autodiff/grad.h"
#include "ladder/core/error.h"
#include "ladder/exec/collective.h"
#include "ladder/exec/lowerer.h"
#include "ladder/ir/ops.h"
#include "ladder/ir/verify.h"
#include "ladder/stablehlo/parser.h"
#include "ladder/stablehlo/printer.h"
#include "error_message.h"

namespace ladder::exec {
namespace {

std::vector<std::string> host_lowerers() {
  std::vector<std::string> names;
  for (const std::string& name : lowerer_names())
    if (name != "pjrt") names.push_back(name);
  return names;
}

// Runs `f` on `n` replicas (threads) of lowerer `name`; replica r gets inputs(r). A replica's
// failure is reported as the test's.
std::vector<std::vector<Tensor>> run_replicas(const std::string& name, const ir::Module& m, const ir::Function& f,
                                              int n, const std::function<std::vector<Tensor>(int)>& inputs) {
  std::vector<std::vector<Tensor>> out(static_cast<size_t>(n));
  std::vector<std::string> errors(static_cast<size_t>(n));
  auto comms = make_local_communicators(n);
  std::vector<std::thread> threads;
  for (int r = 0; r < n; ++r)
    threads.emplace_back([&, r] {
      try {
        auto lowerer = make_lowerer(name, {.communicator = comms[size_t(r)]});
        out[size_t(r)] = lowerer->compile(m, f)->run(inputs(r));
      } catch (const std::exception& e) {
        errors[size_t(r)] = e.what();
      }
    });
  for (auto& t : threads) t.join();
  for (int r = 0; r < n; ++r) EXPECT_EQ(errors[size_t(r)], "") << "replica " << r;
  return out;
}

// A module of `replicas` replicas whose main permutes a tensor<2x2xf32> along `pairs` (a dense
// literal of `count` pairs), as JAX prints a pmapped ppermute.
std::string permute_text(int replicas, const std::string& pairs, int count, const std::string& extra = "") {
  return cat("module @jit_f attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = ", replicas,
             " : i32} {\n  func.func public @main(%arg0: tensor<2x2xf32>) -> tensor<2x2xf32> {\n"
             "    %0 = \"stablehlo.collective_permute\"(%arg0) <{", extra, "source_target_pairs = dense<", pairs,
             "> : tensor<", count, "x2xi64>}> : (tensor<2x2xf32>) -> tensor<2x2xf32>\n"
             "    return %0 : tensor<2x2xf32>\n  }\n}\n");
}

using testing::error_message;

TEST(LocalCommunicators, PermuteSendsAlongThePairsAndZeroesTheRest) {
  std::vector<std::vector<int32_t>> got(3), partial(3);
  const std::vector<std::pair<int64_t, int64_t>> swap_and_keep = {{0, 2}, {2, 0}, {1, 1}}, one = {{2, 1}};
  auto comms = make_local_communicators(3);
  std::vector<std::thread> threads;
  for (int r = 0; r < 3; ++r)
    threads.emplace_back([&, r] {
      Communicator& c = *comms[size_t(r)];
      const std::vector<int32_t> mine = {10 * r + 1, 10 * r + 2};
      got[size_t(r)].assign(2, -1);
      c.permute(mine.data(), got[size_t(r)].data(), 8, swap_and_keep);
      partial[size_t(r)].assign(2, -1);
      c.permute(mine.data(), partial[size_t(r)].data(), 8, one);
    });
  for (auto& t : threads) t.join();
  EXPECT_EQ(got[0], (std::vector<int32_t>{21, 22}));
  EXPECT_EQ(got[1], (std::vector<int32_t>{11, 12}));  // its own: the pair (1, 1)
  EXPECT_EQ(got[2], (std::vector<int32_t>{1, 2}));
  EXPECT_EQ(partial[0], (std::vector<int32_t>{0, 0}));
  EXPECT_EQ(partial[1], (std::vector<int32_t>{21, 22}));
  EXPECT_EQ(partial[2], (std::vector<int32_t>{0, 0}));
  EXPECT_EQ(comms[0]->collectives_run(), 2);
}

// Rings and partial permutations on 2 and 3 replicas, parsed from JAX's text: replica r holds
// 10 r + [1, 2, 3, 4]; a replica that no pair targets gets zeros (the spec's example is the
// partial one on 3 replicas).
TEST(CollectivePermuteOp, RingsAndPartialPermutationsAsTheSpecSays) {
  struct Case {
    int replicas;
    std::string pairs;
    int count;
    std::vector<int> source_of;  // per replica; -1: none
  };
  const std::vector<Case> cases = {
      {2, "[[0, 1], [1, 0]]", 2, {1, 0}},
      {2, "[[1, 0]]", 1, {1, -1}},
      {3, "[[0, 1], [1, 2], [2, 0]]", 3, {2, 0, 1}},
      {3, "[[0, 1], [1, 2]]", 2, {-1, 0, 1}},
  };
  for (const Case& c : cases) {
    const ir::Module m = stablehlo::parse(permute_text(c.replicas, c.pairs, c.count), "<permute>");
    EXPECT_EQ(stablehlo::print(stablehlo::parse(stablehlo::print(m), "<again>")), stablehlo::print(m));
    for (const std::string& name : host_lowerers()) {
      SCOPED_TRACE(cat(name, " ", c.replicas, " replicas ", c.pairs));
      auto out = run_replicas(name, m, *m.entry(), c.replicas, [](int r) {
        const double v[4] = {10.0 * r + 1, 10.0 * r + 2, 10.0 * r + 3, 10.0 * r + 4};
        return std::vector<Tensor>{Tensor::from_doubles(DType::f32, {2, 2}, v)};
      });
      for (int r = 0; r < c.replicas; ++r) {
        ASSERT_EQ(out[size_t(r)].size(), 1u);
        const int s = c.source_of[size_t(r)];
        const std::vector<double> want =
            s < 0 ? std::vector<double>(4, 0.0)
                  : std::vector<double>{10.0 * s + 1, 10.0 * s + 2, 10.0 * s + 3, 10.0 * s + 4};
        EXPECT_EQ(out[size_t(r)][0].to_doubles(), want) << "replica " << r;
      }
    }
  }
}

// The VJP is the reverse permutation, so the adjoint identity holds across replicas:
// Σ_r <permute(x)_r, y_r> = Σ_r <x_r, permute⁻¹(y)_r>, the right side computed as the gradient
// of the left through grad(). Partial pairs: replica 2 sends nothing, so its gradient is zero.
TEST(CollectivePermuteOp, GradientIsTheReversePermutation) {
  ir::Module m;
  m.num_replicas = 3;
  ir::Function& f = *m.add_function("main");
  ir::Value x = f.body.add_parameter({DType::f32, {2, 3}});
  ir::Value y = f.body.add_parameter({DType::f32, {2, 3}});
  ir::Value permuted = ir::collective_permute(x, {{0, 1}, {1, 2}});
  ir::Value loss = ir::reduce_sum(ir::multiply(permuted, y), {0, 1});
  std::vector<ir::Value> results = autodiff::grad(loss, std::vector<ir::Value>{x});
  results.push_back(loss);
  f.body.results = results;
  ir::verify(m);
  auto input = [](int r, double base) {
    std::vector<double> v(6);
    for (int i = 0; i < 6; ++i) v[size_t(i)] = base * (r + 1) + i;
    return Tensor::from_doubles(DType::f32, {2, 3}, v);
  };
  for (const std::string& name : host_lowerers()) {
    SCOPED_TRACE(name);
    auto out = run_replicas(name, m, f, 3, [&](int r) { return std::vector<Tensor>{input(r, 1), input(r, 100)}; });
    // d/dx_r Σ_s <permute(x)_s, y_s> = y of r's target: y_1 on replica 0, y_2 on 1, zeros on 2.
    double left = 0, right = 0;
    for (int r = 0; r < 3; ++r) {
      const std::vector<double> want = r == 2 ? std::vector<double>(6, 0.0) : input(r + 1, 100).to_doubles();
      EXPECT_EQ(out[size_t(r)][0].to_doubles(), want) << "replica " << r;
      left += out[size_t(r)][1].get(0);
      const std::vector<double> xr = input(r, 1).to_doubles(), gr = out[size_t(r)][0].to_doubles();
      for (int i = 0; i < 6; ++i) right += xr[size_t(i)] * gr[size_t(i)];
    }
    EXPECT_EQ(left, right);
  }
}

// One replica (no communicator): (0, 0) keeps the operand, no pair gives zeros. With a
// channel_handle the pairs name partitions, and the one partition keeps its operand.
TEST(CollectivePermuteOp, OnOneReplicaAndAcrossTheOnePartition) {
  const std::string kept = permute_text(1, "[[0, 0]]", 1);
  const std::string across_partitions =
      permute_text(3, "[[0, 0]]", 1, "channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, ");
  const double v[4] = {1, -2, 3, -4};
  for (const std::string& name : host_lowerers()) {
    SCOPED_TRACE(name);
    const ir::Module one = stablehlo::parse(kept, "<one>");
    auto out = make_lowerer(name)->compile(one, *one.entry())->run(
        std::vector<Tensor>{Tensor::from_doubles(DType::f32, {2, 2}, v)});
    EXPECT_EQ(out[0].to_doubles(), (std::vector<double>{1, -2, 3, -4}));
    const ir::Module three = stablehlo::parse(across_partitions, "<partitions>");
    auto each = run_replicas(name, three, *three.entry(), 3, [&](int r) {
      const double w[4] = {double(r), 0, 0, 0};
      return std::vector<Tensor>{Tensor::from_doubles(DType::f32, {2, 2}, w)};
    });
    for (int r = 0; r < 3; ++r) EXPECT_EQ(each[size_t(r)][0].get(0), r);
  }
}

TEST(CollectivePermuteOp, BadPairsAreRefusedNamingTheProblem) {
  auto parse_error = [](const std::string& text) { return error_message([&] { stablehlo::parse(text, "in.mlir"); }); };
  EXPECT_NE(parse_error(permute_text(2, "[[0, 2]]", 1))
                .find("replica id 2 in source_target_pairs (0, 2) is out of range for a module of 2 replicas"),
            std::string::npos)
      << parse_error(permute_text(2, "[[0, 2]]", 1));
  EXPECT_NE(parse_error(permute_text(3, "[[0, 1], [0, 2]]", 2)).find("name replica 0 as a source more than once"),
            std::string::npos)
      << parse_error(permute_text(3, "[[0, 1], [0, 2]]", 2));
  EXPECT_NE(parse_error(permute_text(3, "[[0, 1], [2, 1]]", 2)).find("name replica 1 as a target more than once"),
            std::string::npos)
      << parse_error(permute_text(3, "[[0, 1], [2, 1]]", 2));
  EXPECT_NE(parse_error(permute_text(2, "[[-1, 0]]", 1)).find("replica ids are 0 or more"), std::string::npos)
      << parse_error(permute_text(2, "[[-1, 0]]", 1));
  const std::string channel =
      permute_text(2, "[[0, 1]]", 1, "channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, ");
  EXPECT_NE(parse_error(channel).find("with a channel_handle the ids name partitions"), std::string::npos)
      << parse_error(channel);
  std::string flat = permute_text(2, "[0, 1]", 1);
  flat.replace(flat.find("tensor<1x2xi64>"), 15, "tensor<2xi64>");
  EXPECT_NE(parse_error(flat).find("expected source_target_pairs as dense<...> : tensor<Nx2xi64>"), std::string::npos)
      << parse_error(flat);
  // The builder refuses what inference refuses, naming the op.
  ir::Module m;
  ir::Value x = m.add_function("main")->body.add_parameter({DType::f32, {2}});
  const std::string twice = error_message([&] { ir::collective_permute(x, {{0, 1}, {1, 1}}); });
  EXPECT_NE(twice.find("[collective_permute]"), std::string::npos) << twice;
  EXPECT_NE(twice.find("as a target more than once"), std::string::npos) << twice;
}

// The spec's four ways of forming process groups, with its own examples (docs/spec.md, "Collective
// ops"): groups as process numbers r * partitions + p, in the spec's order.
TEST(ProcessGroups, FollowTheSpecsExamples) {
  using K = ir::OpKind;
  const Grid two_by_two{.replicas = 2, .partitions = 2}, four_by_two{.replicas = 4, .partitions = 2};
  // cross_replica([[0, 1], [2, 3]]), 2 partitions: [(0,0),(1,0)], [(0,1),(1,1)], ... (4 replicas).
  ir::CollectiveAttr groups{.replica_groups = {{0, 1}, {2, 3}}};
  EXPECT_EQ(process_group(K::AllReduce, groups, four_by_two, 1), (std::vector<int64_t>{1, 3}));  // (0,1),(1,1)
  EXPECT_EQ(process_group(K::AllReduce, groups, four_by_two, 4), (std::vector<int64_t>{4, 6}));  // (2,0),(3,0)
  // cross_replica_and_partition([[0, 1], [2, 3]]): [(0,0),(1,0),(0,1),(1,1)], [(2,0),(3,0),(2,1),(3,1)].
  groups.channel_handle = 1;
  EXPECT_EQ(process_group(K::AllGather, groups, four_by_two, 3), (std::vector<int64_t>{0, 2, 1, 3}));
  EXPECT_EQ(process_group(K::AllGather, groups, four_by_two, 7), (std::vector<int64_t>{4, 6, 5, 7}));
  // flattened_ids([[0, 1, 2, 3], [4, 5, 6, 7]]): the ids are the processes.
  ir::CollectiveAttr flat{.replica_groups = {{0, 1, 2, 3}, {4, 5, 6, 7}}, .channel_handle = 1,
                          .use_global_device_ids = true};
  EXPECT_EQ(process_group(K::ReduceScatter, flat, four_by_two, 6), (std::vector<int64_t>{4, 5, 6, 7}));
  // cross_partition([[0, 1]]), 4 replicas: [(0,0),(0,1)], [(1,0),(1,1)], ...
  ir::CollectiveAttr partitions{.replica_groups = {{1, 0}}, .channel_handle = 1};
  EXPECT_EQ(process_group(K::AllToAll, partitions, four_by_two, 5), (std::vector<int64_t>{5, 4}));
  // A process no group names has none (collective_broadcast gives it zeros); an id outside the
  // grid is refused naming the op and the mode.
  EXPECT_EQ(process_group(K::CollectiveBroadcast, ir::CollectiveAttr{.replica_groups = {{1}}}, two_by_two, 0),
            std::vector<int64_t>{});
  const std::string beyond = error_message(
      [&] { process_group(K::CollectiveBroadcast, ir::CollectiveAttr{.replica_groups = {{0, 2}}}, two_by_two, 0); });
  EXPECT_NE(beyond.find("[collective_broadcast] id 2 in replica_groups is outside 0..1 (cross_replica"),
            std::string::npos)
      << beyond;
  // collective_permute's pairs hold in every partition (replica ids) or every replica (partition ids).
  EXPECT_EQ(permute_pairs(ir::CollectiveAttr{.source_target_pairs = {{0, 1}}}, two_by_two),
            (std::vector<std::pair<int64_t, int64_t>>{{0, 2}, {1, 3}}));
  EXPECT_EQ(permute_pairs(ir::CollectiveAttr{.channel_handle = 1, .source_target_pairs = {{0, 1}}}, two_by_two),
            (std::vector<std::pair<int64_t, int64_t>>{{0, 1}, {2, 3}}));
}

// replica_id is the replica's index and partition_id 0, as tensor<ui32>; converted to f32 they
// enter a float computation (here y = x · replica + partition). Parsed from the pretty form.
TEST(ReplicaIdOp, EachReplicaReadsItsIndex) {
  const std::string text = R"(module @jit_f attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 3 : i32} {
  func.func public @main(%arg0: tensor<2xf32>) -> (tensor<2xf32>, tensor<ui32>, tensor<ui32>) {
    %0 = stablehlo.replica_id : tensor<ui32>
    %1 = stablehlo.partition_id : tensor<ui32>
    %2 = stablehlo.convert %0 : (tensor<ui32>) -> tensor<f32>
    %3 = stablehlo.convert %1 : (tensor<ui32>) -> tensor<f32>
    %4 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %5 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %6 = stablehlo.multiply %arg0, %4 : tensor<2xf32>
    %7 = stablehlo.add %6, %5 : tensor<2xf32>
    return %7, %0, %1 : tensor<2xf32>, tensor<ui32>, tensor<ui32>
  }
})";
  const ir::Module m = stablehlo::parse(text, "<replica_id>");
  EXPECT_EQ(stablehlo::print(stablehlo::parse(stablehlo::print(m), "<again>")), stablehlo::print(m));
  EXPECT_NE(stablehlo::print(m).find("stablehlo.replica_id : tensor<ui32>"), std::string::npos) << stablehlo::print(m);
  const double v[2] = {1.5, -2};
  for (const std::string& name : host_lowerers()) {
    SCOPED_TRACE(name);
    auto out = run_replicas(name, m, *m.entry(), 3,
                            [&](int) { return std::vector<Tensor>{Tensor::from_doubles(DType::f32, {2}, v)}; });
    for (int r = 0; r < 3; ++r) {
      ASSERT_EQ(out[size_t(r)].size(), 3u);
      EXPECT_EQ(out[size_t(r)][0].to_doubles(), (std::vector<double>{1.5 * r, -2.0 * r}));
      EXPECT_EQ(out[size_t(r)][1].dtype(), DType::ui32);
      EXPECT_EQ(out[size_t(r)][1].get_int(0), r);
      EXPECT_EQ(out[size_t(r)][2].get_int(0), 0);
    }
    // Without a communicator the one replica is replica 0.
    ir::Module one;
    ir::Function& f = *one.add_function("main");
    f.body.results = {ir::replica_id(f.body), ir::partition_id(f.body)};
    auto alone = make_lowerer(name)->compile(one, f)->run(std::vector<Tensor>{});
    EXPECT_EQ(alone[0].get_int(0), 0);
    EXPECT_EQ(alone[0].type(), (TensorType{DType::ui32, {}}));
    EXPECT_EQ(alone[1].get_int(0), 0);
  }
  // No operands, no VJP: a loss that reads replica_id has no gradient through it.
  ir::Module g;
  ir::Function& gf = *g.add_function("main");
  ir::Value x = gf.body.add_parameter({DType::f32, {}});
  ir::Value scaled = ir::multiply(x, ir::convert(ir::replica_id(gf.body), DType::f32));
  gf.body.results = autodiff::grad(scaled, std::vector<ir::Value>{x});
  g.num_replicas = 2;
  for (const std::string& name : host_lowerers()) {
    auto out = run_replicas(name, g, gf, 2, [](int) { return std::vector<Tensor>{Tensor::scalar(DType::f32, 5)}; });
    for (int r = 0; r < 2; ++r) EXPECT_EQ(out[size_t(r)][0].get(0), r) << name;
  }
}

// ui32 through convert and integer arithmetic on every host lowerer: values up to 2^32 - 1,
// wrapping as unsigned 32-bit integers do, and compared as unsigned.
TEST(Ui32, ConvertsAndWrapsOnEveryHostLowerer) {
  const std::string text = R"(func.func @main(%x: tensor<4xf32>, %u: tensor<4xui32>) -> (tensor<4xui32>, tensor<4xf32>, tensor<4xui32>, tensor<4xi64>, tensor<4xui32>, tensor<4xi1>, tensor<4xui32>) {
  %0 = stablehlo.convert %x : (tensor<4xf32>) -> tensor<4xui32>
  %1 = stablehlo.convert %u : (tensor<4xui32>) -> tensor<4xf32>
  %2 = stablehlo.add %u, %u : tensor<4xui32>
  %3 = stablehlo.convert %u : (tensor<4xui32>) -> tensor<4xi64>
  %c = stablehlo.constant dense<[2, 2, 2, 4294967295]> : tensor<4xui32>
  %4 = stablehlo.divide %u, %c : tensor<4xui32>
  %5 = stablehlo.compare GE, %u, %c, UNSIGNED : (tensor<4xui32>, tensor<4xui32>) -> tensor<4xi1>
  %6 = stablehlo.subtract %u, %c : tensor<4xui32>
  return %0, %1, %2, %3, %4, %5, %6 : tensor<4xui32>, tensor<4xf32>, tensor<4xui32>, tensor<4xi64>, tensor<4xui32>, tensor<4xi1>, tensor<4xui32>
})";
  const ir::Module m = stablehlo::parse(text, "<ui32>");
  EXPECT_EQ(stablehlo::print(stablehlo::parse(stablehlo::print(m), "<again>")), stablehlo::print(m));
  const double x[4] = {3.7, 0, 4294967040.0, 65536.5};
  const double u[4] = {0, 1, 4294967295.0, 2147483648.0};
  for (const std::string& name : host_lowerers()) {
    SCOPED_TRACE(name);
    auto out = make_lowerer(name)->compile(m, *m.entry())->run(std::vector<Tensor>{
        Tensor::from_doubles(DType::f32, {4}, x), Tensor::from_doubles(DType::ui32, {4}, u)});
    ASSERT_EQ(out.size(), 7u);
    EXPECT_EQ(out[0].to_doubles(), (std::vector<double>{3, 0, 4294967040.0, 65536}));
    EXPECT_EQ(out[1].to_doubles(), (std::vector<double>{0, 1, 4294967296.0, 2147483648.0}));  // rounded to f32
    EXPECT_EQ(out[2].to_doubles(), (std::vector<double>{0, 2, 4294967294.0, 0}));
    EXPECT_EQ(out[3].to_doubles(), (std::vector<double>{0, 1, 4294967295.0, 2147483648.0}));
    EXPECT_EQ(out[4].to_doubles(), (std::vector<double>{0, 0, 2147483647.0, 0}));
    EXPECT_EQ(out[5].to_doubles(), (std::vector<double>{0, 0, 1, 0}));
    EXPECT_EQ(out[6].to_doubles(), (std::vector<double>{4294967294.0, 4294967295.0, 4294967293.0, 2147483649.0}));
  }
}

}  // namespace
}  // namespace ladder::exec
