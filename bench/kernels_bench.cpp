// The cpu lowerer's kernels against oneDNN called directly, in one run:
//   dot_general 128x6272 . 6272x512 and 2048^3     vs oneDNN matmul           (target >= 90%)
//   3x3 convolution 128x32x28x28 -> 32, padding 1:
//     forward, input gradient, kernel gradient      vs the oneDNN primitive   (target >= 80%)
//     (the gradients built as ladder's autodiff writes them; oneDNN's primitives run on the
//      layouts they prefer, without reorders)
//   a fused 5-op elementwise chain over 16M floats  vs memcpy of the same bytes (within 1.5x)
//   BatchNorm's per-channel normalisation and ReLU   vs the same arithmetic as a plain loop
//   max pool 2x2/s2 128x32x28x28, forward and gradient (select_and_scatter)
//                                                   vs oneDNN's pooling, NCHW and nChw8c
// Counters: GFLOP/s for contractions, GB/s (bytes read + written) for the chain, memcpy and
// the pools.
//
//   build-cpu/bench/kernels_bench --benchmark_repetitions=5 --benchmark_report_aggregates_only
#include <benchmark/benchmark.h>
#include <dnnl.hpp>

#include <cstdlib>
#include <cstring>
#include <random>
#include <thread>

#include "ladder/exec/lowerer.h"
#include "ladder/ir/ops.h"

namespace {

using namespace ladder;
using ir::Value;

Tensor random_tensor(Shape shape, uint32_t seed) {
  std::mt19937 rng(seed);
  std::uniform_real_distribution<float> u(-1, 1);
  Tensor t(DType::f32, std::move(shape));
  float* p = t.data<float>();
  for (int64_t i = 0; i < t.num_elements(); ++i) p[i] = u(rng);
  return t;
}

// One function compiled by the cpu lowerer, with its inputs uploaded once; profiled when
// asked or when LADDER_PROFILE is set.
struct LadderRun {
  std::unique_ptr<exec::Lowerer> lowerer;
  ir::Module module;
  std::unique_ptr<exec::Executable> exe;
  std::vector<std::unique_ptr<exec::Buffer>> inputs;

  LadderRun(const std::vector<Shape>& shapes,
            const std::function<Value(std::span<const Value>)>& build, bool profile = false)
      : lowerer(exec::make_lowerer("cpu", {{{"profile", profile || std::getenv("LADDER_PROFILE") ? "1" : "0"}}})) {
    ir::Function* f = module.add_function("main");
    for (const Shape& s : shapes) f->body.add_parameter({DType::f32, s});
    f->body.results = {build(f->body.parameters())};
    exe = lowerer->compile(module, *f);
    uint32_t seed = 1;
    for (const Shape& s : shapes) inputs.push_back(lowerer->upload(random_tensor(s, seed++)));
  }
  void run() {
    std::vector<exec::Buffer*> args;
    for (auto& b : inputs) args.push_back(b.get());
    auto out = exe->execute(args);
    benchmark::DoNotOptimize(out);
  }
};

void set_flops(benchmark::State& state, double flops) {
  state.counters["GFLOP/s"] = benchmark::Counter(flops * state.iterations() / 1e9, benchmark::Counter::kIsRate);
}

// ---- dot_general ------------------------------------------------------------------------------

void BM_LadderDot(benchmark::State& state) {
  const int64_t M = state.range(0), K = state.range(1), N = state.range(2);
  LadderRun r({{M, K}, {K, N}}, [](auto p) { return ir::matmul(p[0], p[1]); });
  for (auto _ : state) r.run();
  set_flops(state, 2.0 * M * K * N);
  state.SetLabel(r.exe->stats()["kernels"] + " " + r.exe->stats()["profile_ms"]);
}

dnnl::engine& engine() {
  static dnnl::engine e(dnnl::engine::kind::cpu, 0);
  return e;
}

void BM_OneDnnMatmul(benchmark::State& state) {
  using dnnl::memory;
  const int64_t M = state.range(0), K = state.range(1), N = state.range(2);
  dnnl::stream s(engine());
  memory::desc a({M, K}, memory::data_type::f32, memory::format_tag::ab);
  memory::desc b({K, N}, memory::data_type::f32, memory::format_tag::ab);
  memory::desc c({M, N}, memory::data_type::f32, memory::format_tag::ab);
  dnnl::matmul::primitive_desc pd(dnnl::matmul::desc(a, b, c), engine());
  dnnl::matmul mm(pd);
  Tensor ta = random_tensor({M, K}, 1), tb = random_tensor({K, N}, 2), tc(DType::f32, {M, N});
  memory ma(a, engine(), ta.bytes()), mb(b, engine(), tb.bytes()), mc(c, engine(), tc.bytes());
  for (auto _ : state) {
    mm.execute(s, {{DNNL_ARG_SRC, ma}, {DNNL_ARG_WEIGHTS, mb}, {DNNL_ARG_DST, mc}});
    s.wait();
  }
  set_flops(state, 2.0 * M * K * N);
  state.SetLabel(pd.impl_info_str());
}

BENCHMARK(BM_LadderDot)->Args({128, 6272, 512})->Args({2048, 2048, 2048})->Unit(benchmark::kMillisecond)->UseRealTime();
BENCHMARK(BM_OneDnnMatmul)->Args({128, 6272, 512})->Args({2048, 2048, 2048})->Unit(benchmark::kMillisecond)->UseRealTime();

// ---- convolution ------------------------------------------------------------------------------

constexpr int64_t kN = 128, kC = 32, kK = 32, kH = 28, kW = 28, kR = 3;
constexpr double kConvFlops = 2.0 * kN * kK * kC * kH * kW * kR * kR;

// The forward convolution's dimension numbers: NCHW/OIHW, or NHWC/HWIO (layout 1).
ir::ConvolutionAttr conv_attr(bool nhwc) {
  ir::ConvolutionAttr a;
  if (nhwc) {
    a.dn.input_batch = 0, a.dn.input_feature = 3, a.dn.input_spatial = {1, 2};
    a.dn.kernel_spatial = {0, 1}, a.dn.kernel_input_feature = 2, a.dn.kernel_output_feature = 3;
    a.dn.output_batch = 0, a.dn.output_feature = 3, a.dn.output_spatial = {1, 2};
  } else {
    a.dn.input_batch = 0, a.dn.input_feature = 1, a.dn.input_spatial = {2, 3};
    a.dn.kernel_output_feature = 0, a.dn.kernel_input_feature = 1, a.dn.kernel_spatial = {2, 3};
    a.dn.output_batch = 0, a.dn.output_feature = 1, a.dn.output_spatial = {2, 3};
  }
  a.padding = {{1, 1}, {1, 1}};
  return a;
}

// Form 0: forward, conv(x, w); 1: input gradient, from (dy, w); 2: kernel gradient, from
// (x, dy); each as ladder's autodiff builds it (the gradient of the forward conv with respect
// to its lhs, then its rhs).
Value conv_form(int form, Value a, Value b, const ir::ConvolutionAttr& fwd) {
  const auto& dn = fwd.dn;
  if (form == 0) return ir::convolution(a, b, fwd);
  if (form == 1) {
    ir::ConvolutionAttr t = fwd;  // w's feature roles swapped
    std::swap(t.dn.kernel_input_feature, t.dn.kernel_output_feature);
    return ir::convolution(a, ir::reverse(b, dn.kernel_spatial), t);
  }
  ir::ConvolutionAttr t = fwd;
  t.dn.input_batch = dn.input_feature, t.dn.input_feature = dn.input_batch;  // x: C as batch
  t.dn.kernel_input_feature = dn.output_batch, t.dn.kernel_output_feature = dn.output_feature;
  t.dn.kernel_spatial = dn.output_spatial;  // dy: N in, K out
  t.dn.output_batch = dn.kernel_input_feature, t.dn.output_feature = dn.kernel_output_feature;
  t.dn.output_spatial = dn.kernel_spatial;  // the result has w's layout
  return ir::convolution(a, b, t);
}

// One convolution as the whole function. Layout 0: NCHW (a reorder to oneDNN's blocked layout
// and back around the primitive, as for any row-major tensor at a plan's boundary); 1: NHWC
// (none: the primitive reads and writes the tensors as they lie).
void BM_LadderConv(benchmark::State& state) {
  const int form = static_cast<int>(state.range(0));
  const bool nhwc = state.range(1) != 0;
  auto act = [&](int64_t c) { return nhwc ? Shape{kN, kH, kW, c} : Shape{kN, c, kH, kW}; };
  const Shape w = nhwc ? Shape{kR, kR, kC, kK} : Shape{kK, kC, kR, kR};
  const ir::ConvolutionAttr fwd = conv_attr(nhwc);
  const std::vector<Shape> shapes = form == 0 ? std::vector<Shape>{act(kC), w}
                                    : form == 1 ? std::vector<Shape>{act(kK), w}
                                                : std::vector<Shape>{act(kC), act(kK)};
  LadderRun r(shapes, [&](auto p) { return conv_form(form, p[0], p[1], fwd); });
  for (auto _ : state) r.run();
  set_flops(state, kConvFlops);
  state.SetLabel(r.exe->stats()["kernels"] + " " + r.exe->stats()["profile_ms"]);
}

// Milliseconds per run so far of the plan's kernels whose description contains `needle`.
double profiled_ms(exec::Executable& exe, const std::string& needle) {
  const std::string text = exe.stats()["profile_ms"];  // "<kernel> <ms>; <kernel> <ms>; ..."
  double ms = 0;
  for (size_t begin = 0; begin < text.size();) {
    size_t end = text.find("; ", begin);
    if (end == std::string::npos) end = text.size();
    const std::string entry = text.substr(begin, end - begin);
    if (entry.find(needle) != std::string::npos) ms += std::stod(entry.substr(entry.rfind(' ') + 1));
    begin = end + 2;
  }
  return ms;
}

// Runs `r` for each iteration and reports as its (manual) time only that of the plan's kernels
// whose description contains `needle`, from the plan's profile.
void time_kernel(benchmark::State& state, LadderRun& r, const std::string& needle) {
  r.run();  // warm up
  double done = profiled_ms(*r.exe, needle);
  int64_t runs = 1;
  for (auto _ : state) {
    r.run();
    ++runs;
    const double total = profiled_ms(*r.exe, needle) * runs;
    state.SetIterationTime((total - done) / 1e3);
    done = total;
  }
}

// The same NCHW convolutions inside a plan, as in a train step: their activations come from
// another convolution (8 -> 32 channels) and go to an elementwise kernel or are weights, so the
// plan keeps them in oneDNN's blocked layout and no reorder runs. The time is the measured
// convolution kernel's own, from the plan's profile (manual time), not the whole function's.
void BM_LadderConvInPlan(benchmark::State& state) {
  const int form = static_cast<int>(state.range(0));
  const ir::ConvolutionAttr fwd = conv_attr(false);
  const Shape x8{kN, 8, kH, kW}, w8c{kC, 8, kR, kR}, w8k{kK, 8, kR, kR}, w{kK, kC, kR, kR};
  const std::vector<Shape> shapes = form == 0 ? std::vector<Shape>{x8, w8c, w}
                                    : form == 1 ? std::vector<Shape>{x8, w8k, w}
                                                : std::vector<Shape>{x8, w8c, x8, w8k};
  LadderRun r(shapes, [&](auto p) {
    Value a = ir::convolution(p[0], p[1], fwd);  // x (forms 0, 2) or dy (form 1)
    if (form == 2) return conv_form(2, a, ir::convolution(p[2], p[3], fwd), fwd);
    return ir::tanh(conv_form(form, a, p[2], fwd));
  }, /*profile=*/true);
  const std::string needle = (form == 2 ? "backward_weights " : "forward ") + std::to_string(kN) + "x" +
                             std::to_string(kC) + "x" + std::to_string(kH) + "x" + std::to_string(kW);
  time_kernel(state, r, needle);
  set_flops(state, kConvFlops);
  state.SetLabel("blocked tensors " + r.exe->stats()["blocked_tensors"] + "; " + r.exe->stats()["profile_ms"]);
}

void BM_OneDnnConv(benchmark::State& state) {
  using dnnl::memory;
  const int form = static_cast<int>(state.range(0));
  dnnl::stream s(engine());
  auto any = [](memory::dims d) { return memory::desc(d, memory::data_type::f32, memory::format_tag::any); };
  const memory::dims src = {kN, kC, kH, kW}, wei = {kK, kC, kR, kR}, dst = {kN, kK, kH, kW};
  const memory::dims strides = {1, 1}, dil = {0, 0}, pad = {1, 1};
  dnnl::convolution_forward::desc fd(dnnl::prop_kind::forward_training, dnnl::algorithm::convolution_direct,
                                     any(src), any(wei), any(dst), strides, dil, pad, pad);
  dnnl::convolution_forward::primitive_desc fpd(fd, engine());
  dnnl::primitive prim;
  std::unordered_map<int, memory> args;
  std::string impl;
  if (form == 0) {
    dnnl::convolution_forward::desc d(dnnl::prop_kind::forward_inference, dnnl::algorithm::convolution_direct,
                                      any(src), any(wei), any(dst), strides, dil, pad, pad);
    dnnl::convolution_forward::primitive_desc pd(d, engine());
    prim = dnnl::convolution_forward(pd);
    args = {{DNNL_ARG_SRC, memory(pd.src_desc(), engine())}, {DNNL_ARG_WEIGHTS, memory(pd.weights_desc(), engine())},
            {DNNL_ARG_DST, memory(pd.dst_desc(), engine())}};
    impl = pd.impl_info_str();
  } else if (form == 1) {
    dnnl::convolution_backward_data::desc d(dnnl::algorithm::convolution_direct, any(src), any(wei), any(dst),
                                            strides, dil, pad, pad);
    dnnl::convolution_backward_data::primitive_desc pd(d, engine(), fpd);
    prim = dnnl::convolution_backward_data(pd);
    args = {{DNNL_ARG_DIFF_DST, memory(pd.diff_dst_desc(), engine())}, {DNNL_ARG_WEIGHTS, memory(pd.weights_desc(), engine())},
            {DNNL_ARG_DIFF_SRC, memory(pd.diff_src_desc(), engine())}};
    impl = pd.impl_info_str();
  } else {
    dnnl::convolution_backward_weights::desc d(dnnl::algorithm::convolution_direct, any(src), any(wei), any(dst),
                                               strides, dil, pad, pad);
    dnnl::convolution_backward_weights::primitive_desc pd(d, engine(), fpd);
    prim = dnnl::convolution_backward_weights(pd);
    args = {{DNNL_ARG_SRC, memory(pd.src_desc(), engine())}, {DNNL_ARG_DIFF_DST, memory(pd.diff_dst_desc(), engine())},
            {DNNL_ARG_DIFF_WEIGHTS, memory(pd.diff_weights_desc(), engine())}};
    impl = pd.impl_info_str();
  }
  for (auto& [arg, m] : args) std::memset(m.get_data_handle(), 0, m.get_desc().get_size());
  for (auto _ : state) {
    prim.execute(s, args);
    s.wait();
  }
  set_flops(state, kConvFlops);
  state.SetLabel(impl);
}

BENCHMARK(BM_LadderConv)->ArgsProduct({{0, 1, 2}, {0, 1}})->Unit(benchmark::kMillisecond)->UseRealTime();
BENCHMARK(BM_LadderConvInPlan)->DenseRange(0, 2)->Unit(benchmark::kMillisecond)->UseManualTime();
BENCHMARK(BM_OneDnnConv)->DenseRange(0, 2)->Unit(benchmark::kMillisecond)->UseRealTime();

// ---- fused elementwise chain vs memcpy ----------------------------------------------------------

constexpr int64_t kChain = 16 << 20;

// y = max(x * 0.5 + 0.25, 0) - x * 0.25: five ops, one input, one output. x is donated, so
// y is written over it (as a train step updates θ); each iteration feeds y back in.
void BM_LadderFusedChain(benchmark::State& state) {
  auto lowerer = exec::make_lowerer("cpu");
  ir::Module module;
  ir::Function* f = module.add_function("main");
  Value x = f->body.add_parameter({DType::f32, {kChain}});
  auto splat = [&](double v) { return ir::constant(f->body, v, DType::f32, {kChain}); };
  Value y = ir::subtract(ir::maximum(ir::add(ir::multiply(x, splat(0.5)), splat(0.25)), splat(0)),
                         ir::multiply(x, splat(0.25)));
  f->body.results = {y};
  auto exe = lowerer->compile(module, *f);
  std::unique_ptr<exec::Buffer> buffer = lowerer->upload(random_tensor({kChain}, 3));
  for (auto _ : state) {
    exec::Buffer* args[] = {buffer.get()};
    buffer = std::move(exe->execute(args, {.donated_inputs = {0}})[0]);
  }
  state.counters["GB/s"] = benchmark::Counter(8.0 * kChain * state.iterations() / 1e9, benchmark::Counter::kIsRate);
  state.SetLabel(exe->stats()["kernels"]);
}

// BatchNorm's normalisation with ReLU as cifar8-bn's first layer has it, relu((z - m) * s + b)
// per channel over 128x16x32x32 (8 MiB), written over z (donated); on one thread (arg 0) and
// on all (arg 1). BM_LoopPerChannel is the same arithmetic as a plain C++ loop compiled with
// the library's flags: the gap between the two is what evaluating a program one op at a time
// over blocks of 1024 elements costs (each op a pass over L1), against keeping every value in
// a vector register.
constexpr int64_t kBnN = 128, kBnC = 16, kBnHW = 32 * 32;
void BM_LadderFusedPerChannel(benchmark::State& state) {
  auto lowerer = exec::make_lowerer("cpu", {{{"threads", state.range(0) ? "2" : "1"}}});
  ir::Module module;
  ir::Function* f = module.add_function("main");
  const Shape shape{kBnN, kBnC, 32, 32};
  Value z = f->body.add_parameter({DType::f32, shape});
  std::vector<Value> per_channel;
  for (int i = 0; i < 3; ++i)
    per_channel.push_back(ir::broadcast_in_dim(f->body.add_parameter({DType::f32, {kBnC}}), shape, {1}));
  Value y = ir::add(ir::multiply(ir::subtract(z, per_channel[0]), per_channel[1]), per_channel[2]);
  f->body.results = {ir::maximum(y, ir::constant(f->body, 0.0, DType::f32, shape))};
  auto exe = lowerer->compile(module, *f);
  std::unique_ptr<exec::Buffer> x = lowerer->upload(random_tensor(shape, 3));
  std::vector<std::unique_ptr<exec::Buffer>> vectors;
  for (uint32_t i = 0; i < 3; ++i) vectors.push_back(lowerer->upload(random_tensor({kBnC}, 4 + i)));
  for (auto _ : state) {
    exec::Buffer* args[] = {x.get(), vectors[0].get(), vectors[1].get(), vectors[2].get()};
    x = std::move(exe->execute(args, {.donated_inputs = {0}})[0]);
  }
  state.counters["GB/s"] = benchmark::Counter(8.0 * kBnN * kBnC * kBnHW * state.iterations() / 1e9, benchmark::Counter::kIsRate);
  state.SetLabel(exe->stats()["kernels"]);
}

void BM_LoopPerChannel(benchmark::State& state) {
  std::vector<float> z(kBnN * kBnC * kBnHW), m(kBnC), s(kBnC), b(kBnC);
  std::mt19937 rng(3);
  std::uniform_real_distribution<float> u(-1, 1);
  for (float& v : z) v = u(rng);
  for (int64_t c = 0; c < kBnC; ++c) m[c] = u(rng), s[c] = u(rng), b[c] = u(rng);
  const int threads = state.range(0) ? 2 : 1;
  auto planes = [&](int64_t t) {
    for (int64_t nc = kBnN * kBnC * t / threads; nc < kBnN * kBnC * (t + 1) / threads; ++nc) {
      float* p = z.data() + nc * kBnHW;
      const float mean = m[nc % kBnC], scale = s[nc % kBnC], shift = b[nc % kBnC];
      for (int64_t i = 0; i < kBnHW; ++i) {
        const float y = (p[i] - mean) * scale + shift;
        p[i] = y > 0 ? y : 0;
      }
    }
  };
  for (auto _ : state) {
    std::vector<std::thread> others;
    for (int t = 1; t < threads; ++t) others.emplace_back(planes, t);
    planes(0);
    for (auto& t : others) t.join();
    benchmark::DoNotOptimize(z.data());
  }
  state.counters["GB/s"] = benchmark::Counter(8.0 * kBnN * kBnC * kBnHW * state.iterations() / 1e9, benchmark::Counter::kIsRate);
}

BENCHMARK(BM_LadderFusedPerChannel)->Arg(0)->Arg(1)->Unit(benchmark::kMillisecond)->UseRealTime();
BENCHMARK(BM_LoopPerChannel)->Arg(0)->Arg(1)->Unit(benchmark::kMillisecond)->UseRealTime();

// memcpy of the same bytes (read 64 MiB, write 64 MiB), on one thread and split over all.
void BM_Memcpy(benchmark::State& state) {
  const bool parallel = state.range(0) != 0;
  std::vector<float> a(kChain, 1.0f), b(kChain, 0.0f);
  for (auto _ : state) {
    const int64_t n = parallel ? std::max(1u, std::thread::hardware_concurrency()) : 1;
    auto copy = [&](int64_t t) {
      const int64_t begin = kChain * t / n, end = kChain * (t + 1) / n;
      std::memcpy(b.data() + begin, a.data() + begin, (end - begin) * sizeof(float));
    };
    std::vector<std::thread> threads;
    for (int64_t t = 1; t < n; ++t) threads.emplace_back(copy, t);
    copy(0);
    for (auto& t : threads) t.join();
    benchmark::DoNotOptimize(b.data());
  }
  state.counters["GB/s"] = benchmark::Counter(8.0 * kChain * state.iterations() / 1e9, benchmark::Counter::kIsRate);
  state.SetLabel(parallel ? "all threads" : "one thread");
}

BENCHMARK(BM_LadderFusedChain)->Unit(benchmark::kMillisecond)->UseRealTime();
BENCHMARK(BM_Memcpy)->Arg(0)->Arg(1)->Unit(benchmark::kMillisecond)->UseRealTime();

// ---- max pool 2x2/s2 and its gradient ----------------------------------------------------------

// The MNIST CNN's pool: 128x32x28x28 -> 128x32x14x14. The gradient is the select_and_scatter
// (select >=, scatter add) that autodiff writes for max_pool.
constexpr int64_t kPoolH = kH / 2, kPoolW = kW / 2;
const ir::ReduceWindowAttr kPool{{1, 1, 2, 2}, {1, 1, 2, 2}, {}, {}, {}};

// The bytes each pass must touch: forward reads x and writes y (4 elements per output); the
// gradient reads x and dy and writes dx.
double pool_bytes(bool backward) {
  const double out = double(kN) * kC * kPoolH * kPoolW, in = 4 * out;
  return 4 * (backward ? 2 * in + out : in + out);
}

// The pool kernel's own time (manual time, from the plan's profile, as BM_LadderConvInPlan),
// not the whole function's, which also makes the zero-filled result tensor on every run.
void run_pool(benchmark::State& state, LadderRun& r, const std::string& kernel, bool backward) {
  time_kernel(state, r, kernel);
  state.counters["GB/s"] = benchmark::Counter(pool_bytes(backward) * state.iterations() / 1e9, benchmark::Counter::kIsRate);
  state.SetLabel(r.exe->stats()["kernels"]);
}

void BM_LadderMaxPool(benchmark::State& state) {
  LadderRun r({{kN, kC, kH, kW}}, [](auto p) { return ir::max_pool(p[0], kPool); }, /*profile=*/true);
  run_pool(state, r, "reduce_window", false);
}

void BM_LadderMaxPoolGrad(benchmark::State& state) {
  LadderRun r({{kN, kC, kH, kW}, {kN, kC, kPoolH, kPoolW}}, [](auto p) {
    const ir::SelectAndScatterAttr attr{kPool.window_dimensions, kPool.window_strides, {}};
    Value zero = ir::constant(*p[0].block(), 0, DType::f32);
    return ir::select_and_scatter(p[0], p[1], zero, attr, ir::ge_select_body(), ir::sum_body());
  }, /*profile=*/true);
  run_pool(state, r, "select_and_scatter", true);
}

// oneDNN's max pooling: forward_training (which also writes the workspace of argmax indices
// that its backward reads) or backward, on NCHW (arg 0: ladder's layout) or nChw8c (arg 1:
// the blocked layout oneDNN prefers on AVX2).
void BM_OneDnnMaxPool(benchmark::State& state) {
  using dnnl::memory;
  const bool backward = state.range(0) != 0;
  const auto tag = state.range(1) ? memory::format_tag::nChw8c : memory::format_tag::nchw;
  dnnl::stream s(engine());
  const memory::desc src({kN, kC, kH, kW}, memory::data_type::f32, tag);
  const memory::desc dst({kN, kC, kPoolH, kPoolW}, memory::data_type::f32, tag);
  const memory::dims strides = {2, 2}, kernel = {2, 2}, pad = {0, 0};
  dnnl::pooling_forward::desc fd(dnnl::prop_kind::forward_training, dnnl::algorithm::pooling_max, src, dst,
                                 strides, kernel, pad, pad);
  dnnl::pooling_forward::primitive_desc fpd(fd, engine());
  memory x(src, engine()), y(dst, engine()), workspace(fpd.workspace_desc(), engine());
  std::memset(x.get_data_handle(), 0, src.get_size());
  dnnl::pooling_forward forward(fpd);
  const std::unordered_map<int, memory> fargs = {{DNNL_ARG_SRC, x}, {DNNL_ARG_DST, y}, {DNNL_ARG_WORKSPACE, workspace}};
  forward.execute(s, fargs);
  s.wait();
  dnnl::primitive prim = forward;
  std::unordered_map<int, memory> args = fargs;
  std::string impl = fpd.impl_info_str();
  if (backward) {
    dnnl::pooling_backward::desc bd(dnnl::algorithm::pooling_max, src, dst, strides, kernel, pad, pad);
    dnnl::pooling_backward::primitive_desc bpd(bd, engine(), fpd);
    memory dy(dst, engine()), dx(src, engine());
    std::memset(dy.get_data_handle(), 0, dst.get_size());
    prim = dnnl::pooling_backward(bpd);
    args = {{DNNL_ARG_DIFF_DST, dy}, {DNNL_ARG_DIFF_SRC, dx}, {DNNL_ARG_WORKSPACE, workspace}};
    impl = bpd.impl_info_str();
  }
  for (auto _ : state) {
    prim.execute(s, args);
    s.wait();
  }
  state.counters["GB/s"] = benchmark::Counter(pool_bytes(backward) * state.iterations() / 1e9, benchmark::Counter::kIsRate);
  state.SetLabel(impl + (state.range(1) ? " nChw8c" : " nchw"));
}

BENCHMARK(BM_LadderMaxPool)->Unit(benchmark::kMillisecond)->UseManualTime();
BENCHMARK(BM_LadderMaxPoolGrad)->Unit(benchmark::kMillisecond)->UseManualTime();
BENCHMARK(BM_OneDnnMaxPool)->ArgsProduct({{0, 1}, {0, 1}})->Unit(benchmark::kMillisecond)->UseRealTime();

}  // namespace

BENCHMARK_MAIN();
