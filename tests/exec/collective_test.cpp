// Collectives between replicas that are threads of this process (exec/collective.h), and the
// all_reduce op on them through the reference and cpu lowerers.
#include "ladder/exec/collective.h"

#include <gtest/gtest.h>

#include <cmath>
#include <functional>
#include <limits>
#include <thread>

#include "ladder/core/error.h"
#include "ladder/exec/lowerer.h"
#include "ladder/autodiff/grad.h"
#include "ladder/ir/ops.h"
#include "ladder/stablehlo/parser.h"
#include "ladder/stablehlo/printer.h"

namespace ladder::exec {
namespace {

// Runs fn(replica, communicator) on n threads and waits for all.
void on_replicas(int n, const std::function<void(int, Communicator&)>& fn) {
  auto comms = make_local_communicators(n);
  std::vector<std::thread> threads;
  for (int r = 0; r < n; ++r) threads.emplace_back([&, r] { fn(r, *comms[static_cast<size_t>(r)]); });
  for (auto& t : threads) t.join();
}

TEST(LocalCommunicators, AllReduceSumsMaxesAndMinsEveryType) {
  std::vector<std::vector<float>> sums(3), maxes(3);
  std::vector<int64_t> int_sums(3), mins(3);
  on_replicas(3, [&](int r, Communicator& c) {
    EXPECT_EQ(c.rank(), r);
    EXPECT_EQ(c.size(), 3);
    std::vector<float> x = {float(r), 1.5f * float(r + 1), -float(r)};
    c.all_reduce(x.data(), 3, DType::f32, ReduceOp::sum, {});
    sums[size_t(r)] = x;
    std::vector<float> y = {float(r), r == 1 ? std::numeric_limits<float>::quiet_NaN() : 0.f};
    c.all_reduce(y.data(), 2, DType::f32, ReduceOp::max, {});
    maxes[size_t(r)] = y;
    int64_t k = int64_t{1} << (40 + r);
    c.all_reduce(&k, 1, DType::i64, ReduceOp::sum, {});
    int_sums[size_t(r)] = k;
    int64_t m = 10 - r;
    c.all_reduce(&m, 1, DType::i64, ReduceOp::min, {});
    mins[size_t(r)] = m;
  });
  for (int r = 0; r < 3; ++r) {
    EXPECT_EQ(sums[size_t(r)], (std::vector<float>{3, 9, -3}));
    EXPECT_EQ(maxes[size_t(r)][0], 2);
    EXPECT_TRUE(std::isnan(maxes[size_t(r)][1]));  // NaN wins, as in stablehlo.maximum
    EXPECT_EQ(int_sums[size_t(r)], (int64_t{1} << 40) + (int64_t{1} << 41) + (int64_t{1} << 42));
    EXPECT_EQ(mins[size_t(r)], 8);
  }
}

TEST(LocalCommunicators, GroupsReduceApartGatherAndBroadcast) {
  std::vector<double> reduced(4);
  std::vector<std::vector<int32_t>> gathered(4);
  std::vector<int64_t> broadcast(4);
  on_replicas(4, [&](int r, Communicator& c) {
    // Groups {0, 2} and {1, 3}.
    const std::vector<int64_t> group = r % 2 ? std::vector<int64_t>{1, 3} : std::vector<int64_t>{0, 2};
    double v = 10.0 * r;
    c.all_reduce(&v, 1, DType::f64, ReduceOp::sum, group);
    reduced[size_t(r)] = v;
    int32_t mine = 100 + r;
    gathered[size_t(r)].resize(4);
    c.all_gather(&mine, gathered[size_t(r)].data(), sizeof mine, {});
    int64_t b = r == 2 ? 77 : -1;
    c.broadcast(&b, sizeof b, 2);
    broadcast[size_t(r)] = b;
    c.barrier();
  });
  EXPECT_EQ(reduced, (std::vector<double>{20, 40, 20, 40}));
  for (int r = 0; r < 4; ++r) {
    EXPECT_EQ(gathered[size_t(r)], (std::vector<int32_t>{100, 101, 102, 103}));
    EXPECT_EQ(broadcast[size_t(r)], 77);
  }
}

TEST(LocalCommunicators, CountTheirTimeAndRefuseAGroupWithoutThem) {
  on_replicas(2, [&](int r, Communicator& c) {
    float x = 1;
    c.all_reduce(&x, 1, DType::f32, ReduceOp::sum, {});
    EXPECT_EQ(c.collectives_run(), 1);
    EXPECT_GE(c.seconds_in_collectives(), 0.0);
    if (r == 0) {
      const std::vector<int64_t> other = {1};
      EXPECT_THROW(c.all_reduce(&x, 1, DType::f32, ReduceOp::sum, other), Error);
    }
  });
  EXPECT_THROW(make_local_communicators(0), Error);
}

// A replica that fails abandons the group: the others, waiting in a collective or arriving at
// one later, throw an error naming it instead of waiting forever.
TEST(LocalCommunicators, AReplicaThatFailsReleasesTheOthers) {
  std::vector<std::string> errors(3);
  on_replicas(3, [&](int r, Communicator& c) {
    try {
      float x = 1;
      if (r == 1) {
        c.all_reduce(&x, 1, DType::f32, ReduceOp::sum, std::vector<int64_t>{1, 2});  // meets replica 2 once
        throw Error("out of memory in step 3");
      }
      if (r == 2) c.all_reduce(&x, 1, DType::f32, ReduceOp::sum, std::vector<int64_t>{1, 2});
      c.all_reduce(&x, 1, DType::f32, ReduceOp::sum, {});  // replica 1 never comes
      ADD_FAILURE() << "replica " << r << " passed a collective replica 1 never reached";
    } catch (const Error& e) {
      errors[static_cast<size_t>(r)] = e.what();
      if (r == 1) c.abandon(e.what());
    }
  });
  EXPECT_EQ(errors[0], "replica 1 failed: out of memory in step 3");
  EXPECT_EQ(errors[2], "replica 1 failed: out of memory in step 3");
  EXPECT_EQ(errors[1], "out of memory in step 3");
}

TEST(ReduceOpOf, RecognisesTheNativeBodiesOnly) {
  ir::Module m;
  ir::Function& f = *m.add_function("main");
  ir::Value x = f.body.add_parameter({DType::f32, {4}});
  struct Case {
    ir::BodyBuilder body;
    std::optional<ReduceOp> want;
  };
  const Case cases[] = {
      {ir::sum_body(), ReduceOp::sum},
      {ir::max_body(), ReduceOp::max},
      {ir::min_body(), ReduceOp::min},
      {[](ir::Block&, std::span<const ir::Value> p) -> std::vector<ir::Value> { return {ir::multiply(p[1], p[0])}; },
       ReduceOp::product},
      {[](ir::Block&, std::span<const ir::Value> p) -> std::vector<ir::Value> { return {ir::subtract(p[0], p[1])}; },
       std::nullopt},
      {[](ir::Block&, std::span<const ir::Value> p) -> std::vector<ir::Value> { return {ir::add(p[0], p[0])}; },
       std::nullopt},
  };
  for (const Case& c : cases) {
    ir::Value r = ir::all_reduce(x, {}, c.body);
    EXPECT_EQ(reduce_op_of(*r.node->regions[0]), c.want);
  }
}

// all_reduce through each host lowerer on 2 replicas: the spec's sum, and a body the
// communicators do not run natively (subtract: the reference folds it in replica order, the
// cpu lowerer refuses it by name).
TEST(AllReduceOp, RunsAcrossReplicasOnTheHostLowerers) {
  ir::Module m;
  m.num_replicas = 2;
  ir::Function& f = *m.add_function("main");
  ir::Value x = f.body.add_parameter({DType::f32, {3}});
  f.body.results = {ir::all_reduce(x, {.replica_groups = {{0, 1}}}, ir::sum_body())};
  ir::Module odd;
  odd.num_replicas = 2;
  ir::Function& g = *odd.add_function("main");
  ir::Value y = g.body.add_parameter({DType::f32, {1}});
  g.body.results = {ir::all_reduce(y, {.replica_groups = {{0, 1}}},
                                   [](ir::Block&, std::span<const ir::Value> p) -> std::vector<ir::Value> {
                                     return {ir::subtract(p[0], p[1])};
                                   })};
  for (const std::string& name : lowerer_names()) {
    if (name == "pjrt") continue;
    SCOPED_TRACE(name);
    std::vector<Tensor> out(2), folded(2);
    std::vector<std::string> errors(2);
    auto comms = make_local_communicators(2);
    std::vector<std::thread> threads;
    for (int r = 0; r < 2; ++r)
      threads.emplace_back([&, r] {
        auto lowerer = make_lowerer(name, {.communicator = comms[size_t(r)]});
        const double v[3] = {1.0 + r, 10.0 * r, -2.0};
        out[size_t(r)] = lowerer->compile(m, f)->run(std::vector<Tensor>{Tensor::from_doubles(DType::f32, {3}, v)})[0];
        try {
          const double w[1] = {5.0 + r};
          folded[size_t(r)] = lowerer->compile(odd, g)->run(std::vector<Tensor>{Tensor::from_doubles(DType::f32, {1}, w)})[0];
        } catch (const Error& e) {
          errors[size_t(r)] = e.what();
        }
      });
    for (auto& t : threads) t.join();
    for (int r = 0; r < 2; ++r) {
      EXPECT_EQ(out[size_t(r)].to_doubles(), (std::vector<double>{3, 10, -4}));
      if (name == "reference") {
        EXPECT_EQ(folded[size_t(r)].to_doubles(), std::vector<double>{5.0 - 6.0});
      } else {
        EXPECT_NE(errors[size_t(r)].find("all_reduce across processes"), std::string::npos) << errors[size_t(r)];
      }
    }
  }
}

// all_gather and reduce_scatter as JAX writes them, parsed and run on 2 replicas of each host
// lowerer: the gather concatenates the replicas' operands along dim 1; the scatter sums them and
// hands replica k the k-th half along dim 1.
TEST(GatherScatterOps, RunAcrossReplicasAsTheSpecSays) {
  const std::string text = R"(module attributes {mhlo.num_replicas = 2 : i32} {
  func.func @main(%x: tensor<2x2xf32>, %y: tensor<2x4xf32>) -> (tensor<2x4xf32>, tensor<2x2xf32>) {
    %g = "stablehlo.all_gather"(%x) <{all_gather_dim = 1 : i64, channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>}> : (tensor<2x2xf32>) -> tensor<2x4xf32>
    %s = "stablehlo.reduce_scatter"(%y) <{replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>, scatter_dimension = 1 : i64}> ({
    ^bb0(%a: tensor<f32>, %b: tensor<f32>):
      %t = stablehlo.add %a, %b : tensor<f32>
      stablehlo.return %t : tensor<f32>
    }) : (tensor<2x4xf32>) -> tensor<2x2xf32>
    return %g, %s : tensor<2x4xf32>, tensor<2x2xf32>
  }
})";
  const ir::Module m = stablehlo::parse(text, "<collectives>");
  ASSERT_EQ(m.num_replicas, 2);
  // The text round-trips.
  EXPECT_EQ(stablehlo::print(stablehlo::parse(stablehlo::print(m), "<again>")), stablehlo::print(m));
  for (const std::string& name : lowerer_names()) {
    if (name == "pjrt") continue;
    SCOPED_TRACE(name);
    std::vector<std::vector<Tensor>> out(2);
    auto comms = make_local_communicators(2);
    std::vector<std::thread> threads;
    for (int r = 0; r < 2; ++r)
      threads.emplace_back([&, r] {
        auto lowerer = make_lowerer(name, {.communicator = comms[size_t(r)]});
        const double x[4] = {10.0 * r + 1, 10.0 * r + 2, 10.0 * r + 3, 10.0 * r + 4};  // [[1, 2], [3, 4]] + 10 r
        double y[8];
        for (int i = 0; i < 8; ++i) y[i] = (r + 1) * (i + 1);  // replica 1 holds twice replica 0's
        out[size_t(r)] = lowerer->compile(m, *m.entry())->run(std::vector<Tensor>{
            Tensor::from_doubles(DType::f32, {2, 2}, x), Tensor::from_doubles(DType::f32, {2, 4}, y)});
      });
    for (auto& t : threads) t.join();
    for (int r = 0; r < 2; ++r) {
      EXPECT_EQ(out[size_t(r)][0].to_doubles(), (std::vector<double>{1, 2, 11, 12, 3, 4, 13, 14})) << r;
      // Σ y = 3 · [1..8]: rows [3 6 9 12], [15 18 21 24]; replica 0 the first two columns.
      const std::vector<double> want = r == 0 ? std::vector<double>{3, 6, 15, 18} : std::vector<double>{9, 12, 21, 24};
      EXPECT_EQ(out[size_t(r)][1].to_doubles(), want) << r;
    }
  }
}

// all_gather and reduce_scatter(sum) are each other's adjoint across replicas, which is what
// their VJP rules say: Σ_r <all_gather(x)_r, y_r> = Σ_r <x_r, reduce_scatter(y)_r>. Both sides
// are computed through grad() of the first on 2 replicas of the reference lowerer.
TEST(GatherScatterOps, GradientOfAGatherIsTheScatteredCotangent) {
  ir::Module m;
  m.num_replicas = 2;
  ir::Function& f = *m.add_function("main");
  ir::Value x = f.body.add_parameter({DType::f32, {2, 3}});
  ir::Value y = f.body.add_parameter({DType::f32, {4, 3}});
  ir::Value gathered = ir::all_gather(x, {.replica_groups = {{0, 1}}, .dimension = 0});
  ir::Value loss = ir::reduce_sum(ir::multiply(gathered, y), {0, 1});
  f.body.results = autodiff::grad(loss, std::vector<ir::Value>{x});
  std::vector<Tensor> grads(2), ys(2);
  auto comms = make_local_communicators(2);
  std::vector<std::thread> threads;
  for (int r = 0; r < 2; ++r) {
    std::vector<double> yv(12);
    for (int i = 0; i < 12; ++i) yv[size_t(i)] = (r + 1) * 100 + i;
    ys[size_t(r)] = Tensor::from_doubles(DType::f32, {4, 3}, yv);
  }
  for (int r = 0; r < 2; ++r)
    threads.emplace_back([&, r] {
      auto lowerer = make_lowerer("reference", {.communicator = comms[size_t(r)]});
      grads[size_t(r)] = lowerer->compile(m, f)->run(std::vector<Tensor>{Tensor(DType::f32, {2, 3}), ys[size_t(r)]})[0];
    });
  for (auto& t : threads) t.join();
  // d/dx_r Σ_s <gather(x)_s, y_s> = rows of Σ_s y_s that x_r fills: rows 2r, 2r+1.
  for (int r = 0; r < 2; ++r)
    for (int i = 0; i < 6; ++i)
      EXPECT_EQ(grads[size_t(r)].get(i), ys[0].get(r * 6 + i) + ys[1].get(r * 6 + i)) << r << " " << i;
}

}  // namespace
}  // namespace ladder::exec
