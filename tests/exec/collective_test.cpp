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
#include "ladder/ir/ops.h"

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
        EXPECT_NE(errors[size_t(r)].find("all_reduce across replicas"), std::string::npos) << errors[size_t(r)];
      }
    }
  }
}

}  // namespace
}  // namespace ladder::exec
