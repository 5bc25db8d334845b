#include "ladder/nn/layers.h"

#include <cmath>
#include <numbers>
#include <numeric>

#include "ladder/core/error.h"
#include "ladder/ir/ops.h"

namespace ladder::nn {

using ir::Value;

namespace {

std::string type_of(Value x) { return type_string(x.type()); }

// Every dim of a rank-r tensor except `skip`.
std::vector<int64_t> all_dims_except(int64_t rank, int64_t skip) {
  std::vector<int64_t> dims;
  for (int64_t d = 0; d < rank; ++d)
    if (d != skip) dims.push_back(d);
  return dims;
}

int64_t product_of(const Shape& shape, const std::vector<int64_t>& dims) {
  int64_t n = 1;
  for (int64_t d : dims) n *= shape[d];
  return n;
}

// x of shape [C] broadcast along dim 1 of `shape` (per-channel scale or shift).
Value per_channel(Value x, const Shape& shape) { return broadcast_to(x, shape, {1}); }

int64_t normalize_axis(Value x, int64_t axis, const char* layer) {
  int64_t r = x.rank();
  LADDER_CHECK(axis >= -r && axis < r, "[", layer, "] axis ", axis, " is out of range for ",
               type_of(x));
  return axis < 0 ? axis + r : axis;
}

}  // namespace

// ---- helpers ------------------------------------------------------------------------------

Value full_like(Value x, double value) {
  Value c = ir::constant(*x.block(), value, x.dtype());
  return x.rank() == 0 ? c : ir::broadcast_in_dim(c, x.shape(), {});
}

Value broadcast_to(Value x, const Shape& shape, std::vector<int64_t> dims) {
  return ir::broadcast_in_dim(x, shape, std::move(dims));
}

Value scale(Value x, double factor) { return ir::multiply(x, full_like(x, factor)); }

// ---- mixed precision ----------------------------------------------------------------------
// Activations narrower than f32 (bf16) are the compute type: contractions take their operands
// in it (f32 parameters rounded to it once, where the layer reads them) and accumulate in f32;
// statistics (BatchNorm, LayerNorm, means) are taken in f32 and rounded back once.

namespace {
bool narrow(Value x) { return x.dtype() == DType::bf16 || x.dtype() == DType::f16; }
Value as_type(Value v, DType t) { return v.dtype() == t ? v : ir::convert(v, t); }
}  // namespace

Value cast_like(Value v, Value like) { return as_type(v, like.dtype()); }

namespace {
// f(x in f32), rounded back to x's type: an f32 computation inside a narrow net.
template <class F>
Value in_f32(Value x, F f) {
  return narrow(x) ? ir::convert(f(ir::convert(x, DType::f32)), x.dtype()) : f(x);
}
// a·b contracted in their (common) type, accumulated in f32 when that type is narrow.
Value contract(Value a, Value b, ir::DotGeneralAttr attr) {
  return narrow(a) ? ir::dot_general(a, as_type(b, a.dtype()), std::move(attr), DType::f32)
                   : ir::dot_general(a, b, std::move(attr));
}
}  // namespace

// ---- randomness ---------------------------------------------------------------------------

namespace {
// An i32 constant of the bits of `v` (wrapped to 32 bits), broadcast to x's shape.
Value int_like(Value x, int64_t v) { return full_like(x, static_cast<double>(static_cast<int32_t>(static_cast<uint32_t>(v)))); }
// a xor b for non-negative i32 values: (a | b) - (a & b).
Value bit_xor(Value a, Value b) { return ir::subtract(ir::logical_or(a, b), ir::logical_and(a, b)); }
// One round of the mixer on non-negative 31-bit values: h ^= h >> 16 (a division, h being
// non-negative), then h = h · 0x45d9f3b kept to 31 bits.
Value mix(Value h) {
  h = bit_xor(h, ir::divide(h, int_like(h, 1 << 16)));
  return ir::logical_and(ir::multiply(h, int_like(h, 0x45d9f3b)), int_like(h, 0x7fffffff));
}
}  // namespace

Value uniform_hash(Value seed, int64_t stream, const Shape& shape) {
  LADDER_CHECK(seed.type() == (TensorType{DType::i32, {}}), "[uniform_hash] the seed must be an i32 scalar, got ",
               type_of(seed));
  Value index = ir::iota(*seed.block(), TensorType{DType::i32, {num_elements(shape)}}, 0);
  if (shape.size() != 1) index = ir::reshape(index, shape);
  Value s = broadcast_to(seed, shape, {});
  Value h = ir::add(ir::multiply(index, int_like(index, 0x9E3779B1)), ir::multiply(s, int_like(s, 0x85EBCA6B)));
  h = ir::logical_and(ir::add(h, int_like(h, stream * 0xC2B2AE35)), int_like(h, 0x7fffffff));
  h = mix(mix(mix(h)));
  // The top 24 of the 31 bits, as an f32 in [0, 1): exact in f32.
  Value top = ir::convert(ir::divide(h, int_like(h, 128)), DType::f32);
  return scale(top, 1.0 / (1 << 24));
}

namespace {
// 1 / (1 - p) where the uniform draw u is at least p, else 0, in `dtype`.
Value keep_mask(Value u, double p, DType dtype) {
  Value keep = ir::compare(u, full_like(u, p), ir::CompareDirection::GE);
  return scale(ir::convert(keep, dtype), 1 / (1 - p));
}
}  // namespace

Value dropout(Value x, double p, Value seed, int64_t stream) {
  LADDER_CHECK(p >= 0 && p < 1, "[dropout] the rate must be in [0, 1), got ", p);
  if (p == 0) return x;
  return ir::multiply(x, keep_mask(uniform_hash(seed, stream, x.shape()), p, x.dtype()));
}

Value drop_path(Value x, double p, Value seed, int64_t stream) {
  LADDER_CHECK(p >= 0 && p < 1, "[drop_path] the rate must be in [0, 1), got ", p);
  LADDER_CHECK(x.rank() >= 1, "[drop_path] needs a batch dim, got ", type_of(x));
  if (p == 0) return x;
  Value mask = keep_mask(uniform_hash(seed, stream, {x.shape()[0]}), p, x.dtype());
  return ir::multiply(x, broadcast_to(mask, x.shape(), {0}));
}

Value reduce_mean(Value x, std::vector<int64_t> dims) {
  int64_t n = product_of(x.shape(), dims);
  return in_f32(x, [&](Value v) { return scale(ir::reduce_sum(v, dims), 1.0 / static_cast<double>(n)); });
}

// ---- linear layers --------------------------------------------------------------------------

Value dense(Value x, Value w, Value b) {
  LADDER_CHECK(x.rank() >= 1 && w.rank() == 2 && x.shape().back() == w.shape()[0], "[dense] input ",
               type_of(x), " does not fit weight ", type_of(w),
               " (expected [..., in] and [in, out])");
  Value y = contract(x, w, {.lhs_batch = {}, .rhs_batch = {}, .lhs_contracting = {x.rank() - 1}, .rhs_contracting = {0}});
  if (b) {
    LADDER_CHECK(b.rank() == 1 && b.shape()[0] == w.shape()[1], "[dense] bias ", type_of(b),
                 " does not fit weight ", type_of(w));
    y = ir::add(y, broadcast_to(as_type(b, y.dtype()), y.shape(), {y.rank() - 1}));
  }
  return as_type(y, x.dtype());  // a narrow net's f32 accumulation rounded once, bias added
}

Value conv2d(Value x, Value w, Value b, Conv2d o) {
  LADDER_CHECK(x.rank() == 4 && w.rank() == 4, "[conv2d] expected NCHW input and OIHW weight, got ",
               type_of(x), " and ", type_of(w));
  LADDER_CHECK(
      o.groups >= 1 && w.shape()[0] % o.groups == 0 && x.shape()[1] == w.shape()[1] * o.groups,
      "[conv2d] input ", type_of(x), " has ", x.shape()[1], " channels, weight ", type_of(w),
      " with groups=", o.groups, " expects ", w.shape()[1] * o.groups);
  ir::ConvolutionAttr attr;
  attr.window_strides = {o.stride, o.stride};
  attr.padding = {{o.padding, o.padding}, {o.padding, o.padding}};
  attr.dn.input_batch = 0;
  attr.dn.input_feature = 1;
  attr.dn.input_spatial = {2, 3};
  attr.dn.kernel_output_feature = 0;
  attr.dn.kernel_input_feature = 1;
  attr.dn.kernel_spatial = {2, 3};
  attr.dn.output_batch = 0;
  attr.dn.output_feature = 1;
  attr.dn.output_spatial = {2, 3};
  attr.feature_group_count = o.groups;
  Value y = narrow(x) ? ir::convolution(x, as_type(w, x.dtype()), attr, DType::f32) : ir::convolution(x, w, attr);
  if (b) {
    LADDER_CHECK(b.rank() == 1 && b.shape()[0] == w.shape()[0], "[conv2d] bias ", type_of(b),
                 " does not fit weight ", type_of(w));
    y = ir::add(y, per_channel(as_type(b, y.dtype()), y.shape()));
  }
  return as_type(y, x.dtype());  // a narrow net's f32 accumulation rounded once, bias added
}

// ---- pooling ------------------------------------------------------------------------------

namespace {
ir::ReduceWindowAttr window2d(Value x, int64_t window, int64_t stride, int64_t padding,
                              const char* layer) {
  LADDER_CHECK(x.rank() == 4, "[", layer, "] expected an NCHW input, got ", type_of(x));
  ir::ReduceWindowAttr attr;
  attr.window_dimensions = {1, 1, window, window};
  attr.window_strides = {1, 1, stride, stride};
  attr.padding = {{0, 0}, {0, 0}, {padding, padding}, {padding, padding}};
  return attr;
}
}  // namespace

Value max_pool2d(Value x, int64_t window, int64_t stride, int64_t padding) {
  return ir::max_pool(x, window2d(x, window, stride, padding, "max_pool2d"));
}

Value avg_pool2d(Value x, int64_t window, int64_t stride, int64_t padding) {
  Value sum = ir::sum_pool(x, window2d(x, window, stride, padding, "avg_pool2d"));
  return scale(sum, 1.0 / static_cast<double>(window * window));
}

Value global_avg_pool(Value x) {
  LADDER_CHECK(x.rank() == 4, "[global_avg_pool] expected an NCHW input, got ", type_of(x));
  return reduce_mean(x, {2, 3});
}

Value flatten(Value x) {
  LADDER_CHECK(x.rank() >= 1, "[flatten] expected a batch dimension, got ", type_of(x));
  const Shape& s = x.shape();
  int64_t features = std::accumulate(s.begin() + 1, s.end(), int64_t{1}, std::multiplies<>());
  return ir::reshape(x, {s[0], features});
}

// ---- activations --------------------------------------------------------------------------

Value relu(Value x) { return ir::maximum(x, full_like(x, 0)); }

Value relu6(Value x) { return ir::minimum(relu(x), full_like(x, 6)); }

Value sigmoid(Value x) { return ir::logistic(x); }

Value swish(Value x) { return ir::multiply(x, sigmoid(x)); }

Value hard_swish(Value x) {
  return ir::multiply(x, scale(relu6(ir::add(x, full_like(x, 3))), 1.0 / 6));
}

Value gelu(Value x) {
  Value phi = ir::add(full_like(x, 1), ir::erf(scale(x, 1 / std::numbers::sqrt2)));
  return ir::multiply(scale(x, 0.5), phi);
}

Value gelu_tanh(Value x) {
  Value cube = ir::multiply(ir::multiply(x, x), x);
  Value inner = scale(ir::add(x, scale(cube, 0.044715)), std::sqrt(2 / std::numbers::pi));
  return ir::multiply(scale(x, 0.5), ir::add(full_like(x, 1), ir::tanh(inner)));
}

Value log_softmax(Value x, int64_t axis) {
  int64_t a = normalize_axis(x, axis, "log_softmax");
  std::vector<int64_t> keep = all_dims_except(x.rank(), a);
  Value shifted = ir::subtract(x, broadcast_to(ir::reduce_max(x, {a}), x.shape(), keep));
  Value lse = ir::log(ir::reduce_sum(ir::exp(shifted), {a}));
  return ir::subtract(shifted, broadcast_to(lse, x.shape(), keep));
}

Value softmax(Value x, int64_t axis) {
  int64_t a = normalize_axis(x, axis, "softmax");
  std::vector<int64_t> keep = all_dims_except(x.rank(), a);
  Value e = ir::exp(ir::subtract(x, broadcast_to(ir::reduce_max(x, {a}), x.shape(), keep)));
  return ir::divide(e, broadcast_to(ir::reduce_sum(e, {a}), x.shape(), keep));
}

// ---- normalisation ------------------------------------------------------------------------

namespace {
void check_batch_norm(Value x, std::initializer_list<Value> per_channel_values) {
  LADDER_CHECK(x.rank() >= 2, "[batch_norm] expected [N, C, ...], got ", type_of(x));
  for (Value v : per_channel_values)
    LADDER_CHECK(v.shape() == Shape{x.shape()[1]}, "[batch_norm] input ", type_of(x), " has ",
                 x.shape()[1], " channels but a statistic or parameter is ", type_of(v));
}

// (x − mean) · γ / √(var + ε) + β with per-channel mean, var, γ, β.
Value normalize_per_channel(Value x, Value mean, Value var, Value gamma, Value beta,
                            double epsilon) {
  Value inv_std = ir::rsqrt(ir::add(var, full_like(var, epsilon)));
  Value centered = ir::subtract(x, per_channel(mean, x.shape()));
  Value y = ir::multiply(centered, per_channel(ir::multiply(gamma, inv_std), x.shape()));
  return ir::add(y, per_channel(beta, x.shape()));
}
}  // namespace

Value replica_mean(Value x, int64_t replicas) {
  if (replicas == 1) return x;
  ir::AllReduceAttr attr;
  attr.replica_groups.emplace_back();
  for (int64_t r = 0; r < replicas; ++r) attr.replica_groups[0].push_back(r);
  return scale(ir::all_reduce(x, std::move(attr), ir::sum_body()), 1.0 / static_cast<double>(replicas));
}

BatchNormTrain batch_norm_train(Value x, Value gamma, Value beta, Value running_mean,
                                Value running_var, double momentum, double epsilon, int64_t sync_replicas) {
  if (narrow(x)) {  // statistics and normalisation in f32, y rounded back once
    BatchNormTrain t = batch_norm_train(ir::convert(x, DType::f32), gamma, beta, running_mean, running_var, momentum,
                                        epsilon, sync_replicas);
    t.y = ir::convert(t.y, x.dtype());
    return t;
  }
  check_batch_norm(x, {gamma, beta});
  LADDER_CHECK(sync_replicas >= 1, "[batch_norm] sync_replicas must be 1 or more, got ", sync_replicas);
  std::vector<int64_t> dims = all_dims_except(x.rank(), 1);
  int64_t n = product_of(x.shape(), dims) * sync_replicas;
  LADDER_CHECK(n > 1, "[batch_norm] training needs more than one value per channel, got ",
               type_of(x));
  Value mean = replica_mean(reduce_mean(x, dims), sync_replicas);
  Value centered = ir::subtract(x, per_channel(mean, x.shape()));
  Value var = replica_mean(reduce_mean(ir::multiply(centered, centered), dims), sync_replicas);
  Value y = normalize_per_channel(x, mean, var, gamma, beta, epsilon);
  if (!running_mean && !running_var) return {y, {}, {}};
  check_batch_norm(x, {running_mean, running_var});
  auto blend = [&](Value running, Value batch) {
    return ir::add(scale(running, 1 - momentum), scale(batch, momentum));
  };
  Value unbiased = scale(var, static_cast<double>(n) / static_cast<double>(n - 1));
  return {y, blend(running_mean, mean), blend(running_var, unbiased)};
}

Value batch_norm_eval(Value x, Value gamma, Value beta, Value mean, Value var, double epsilon) {
  check_batch_norm(x, {gamma, beta, mean, var});
  return in_f32(x, [&](Value v) { return normalize_per_channel(v, mean, var, gamma, beta, epsilon); });
}

Value layer_norm(Value x, Value gamma, Value beta, double epsilon) {
  LADDER_CHECK(
      x.rank() >= 1 && gamma.shape() == Shape{x.shape().back()} && beta.shape() == gamma.shape(),
      "[layer_norm] input ", type_of(x), " does not fit γ ", type_of(gamma), " and β ",
      type_of(beta));
  if (narrow(x)) return ir::convert(layer_norm(ir::convert(x, DType::f32), gamma, beta, epsilon), x.dtype());
  int64_t last = x.rank() - 1;
  std::vector<int64_t> keep = all_dims_except(x.rank(), last);
  Value centered = ir::subtract(x, broadcast_to(reduce_mean(x, {last}), x.shape(), keep));
  Value var = reduce_mean(ir::multiply(centered, centered), {last});
  Value inv_std = ir::rsqrt(ir::add(var, full_like(var, epsilon)));
  Value y = ir::multiply(centered, broadcast_to(inv_std, x.shape(), keep));
  y = ir::multiply(y, broadcast_to(gamma, x.shape(), {last}));
  return ir::add(y, broadcast_to(beta, x.shape(), {last}));
}

// ---- attention ----------------------------------------------------------------------------

Value self_attention(Value x, const AttentionWeights& w, int64_t heads) {
  LADDER_CHECK(x.rank() == 3 && heads >= 1 && x.shape()[2] % heads == 0,
               "[self_attention] expected [N, T, D] with D divisible by ", heads, " heads, got ",
               type_of(x));
  const int64_t n = x.shape()[0], t = x.shape()[1], d = x.shape()[2], dh = d / heads;
  auto split_heads = [&](Value y) {  // [N, T, D] -> [N, heads, T, dh]
    return ir::transpose(ir::reshape(y, {n, t, heads, dh}), {0, 2, 1, 3});
  };
  Value q = split_heads(dense(x, w.wq, w.bq));
  Value k = split_heads(dense(x, w.wk, w.bk));
  Value v = split_heads(dense(x, w.wv, w.bv));
  // Scores and softmax in f32 (the contraction's accumulation type), p rounded to x's type.
  Value scores = contract(q, k, {.lhs_batch = {0, 1}, .rhs_batch = {0, 1}, .lhs_contracting = {3}, .rhs_contracting = {3}});
  Value p = as_type(softmax(scale(scores, 1 / std::sqrt(static_cast<double>(dh))), 3), x.dtype());
  Value o = as_type(contract(p, v, {.lhs_batch = {0, 1}, .rhs_batch = {0, 1}, .lhs_contracting = {3}, .rhs_contracting = {2}}),
                    x.dtype());
  Value merged = ir::reshape(ir::transpose(o, {0, 2, 1, 3}), {n, t, d});
  return dense(merged, w.wo, w.bo);
}

}  // namespace ladder::nn
