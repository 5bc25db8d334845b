#include "ladder/nn/train_step.h"

#include "ladder/autodiff/grad.h"
#include "ladder/core/error.h"
#include "ladder/ir/ops.h"
#include "ladder/nn/layers.h"
#include "ladder/nn/loss.h"

namespace ladder::nn {

using ir::Value;

TrainStepLayout train_step_layout(const Net& net, const Optimizer& optimizer, bool stochastic) {
  TrainStepLayout layout;
  layout.num_params = static_cast<int>(net.params.size());
  layout.num_state_slots = static_cast<int>(optimizer.state_slots().size());
  layout.num_running = static_cast<int>(2 * net.batch_norms.size());
  layout.bias_correction = optimizer.uses_bias_correction();
  layout.has_seed = net.stochastic && stochastic;
  return layout;
}

std::string symbol_prefix(const Net& net) {
  std::string prefix = net.name;
  for (char& c : prefix)
    if (c == '-') c = '_';
  return prefix;
}

std::string train_step_name(const Net& net, const Optimizer& optimizer) {
  return cat(symbol_prefix(net), "_", optimizer_name(optimizer.kind), "_train_step");
}

namespace {

const TensorType kScalar{DType::f32, {}};

// Adds named arguments to a function being built.
class Signature {
 public:
  explicit Signature(ir::Function& f) : f_(f) {}
  Value arg(std::string name, TensorType type) {
    f_.arg_names.push_back(std::move(name));
    return f_.body.add_parameter(std::move(type));
  }
  std::vector<Value> params(const Net& net, const std::string& role) {
    std::vector<Value> out;
    for (const ParamSpec& p : net.params)
      out.push_back(arg(role + "." + p.name, {DType::f32, p.shape}));
    return out;
  }
  std::vector<Value> running(const Net& net) {
    std::vector<Value> out;
    for (const BatchNormSpec& bn : net.batch_norms) {
      out.push_back(arg("running_mean." + bn.name, {DType::f32, {bn.channels}}));
      out.push_back(arg("running_var." + bn.name, {DType::f32, {bn.channels}}));
    }
    return out;
  }
  // The new value of argument `paired_arg`, named after it with a prime.
  void update(Value v, int paired_arg) { result(v, f_.arg_names[paired_arg] + "'"); }
  void result(Value v, std::string name) {
    f_.body.results.push_back(v);
    f_.result_names.push_back(std::move(name));
  }

 private:
  ir::Function& f_;
};

TensorType input_type(const Net& net, int64_t batch) {
  Shape shape{batch};
  shape.insert(shape.end(), net.input_shape.begin(), net.input_shape.end());
  return {DType::f32, shape};
}

// The net's logits (f32) of x (f32). With bf16 precision the net runs on x rounded to bf16
// (its layers then compute in bf16, accumulating contractions and taking statistics in f32:
// nn/layers.h) and its logits are widened to f32 for the softmax and the loss.
Value checked_logits(const Net& net, NetContext& ctx, Value x, int64_t batch, Precision precision) {
  Value logits = net.forward(ctx, precision == Precision::bf16 ? ir::convert(x, DType::bf16) : x);
  if (logits.dtype() != DType::f32) logits = ir::convert(logits, DType::f32);
  LADDER_CHECK(logits.type() == (TensorType{DType::f32, {batch, net.num_classes}}), net.name,
               ": the forward function returns ", type_string(logits.type()), ", expected [", batch,
               ", ", net.num_classes, "] f32 logits");
  return logits;
}

// Random streams a micro-batch's layers may use before the next micro-batch's begin.
constexpr int64_t kStreamsPerMicroBatch = 1 << 12;

// The rows [k·m, (k+1)·m) of a batch-major tensor: micro-batch k of size m.
Value micro_batch(Value v, int64_t k, int64_t m) {
  std::vector<int64_t> start(v.rank(), 0), limit = v.shape();
  start[0] = k * m;
  limit[0] = (k + 1) * m;
  return ir::slice(v, start, limit);
}

// The means over replicas of `values` as one all_reduce over one flat f32 vector (one
// collective per step, not one per tensor), split back into the values' shapes.
std::vector<Value> replica_means(const std::vector<Value>& values, int64_t replicas) {
  if (replicas == 1 || values.empty()) return values;
  std::vector<Value> flat;
  for (Value v : values) flat.push_back(ir::reshape(v, {ladder::num_elements(v.shape())}));
  Value mean = replica_mean(flat.size() == 1 ? flat[0] : ir::concatenate(flat, 0), replicas);
  std::vector<Value> out;
  int64_t offset = 0;
  for (Value v : values) {
    const int64_t n = ladder::num_elements(v.shape());
    out.push_back(ir::reshape(ir::slice(mean, {offset}, {offset + n}), v.shape()));
    offset += n;
  }
  return out;
}

void build_train_step(ir::Module& module, const Net& net, const Optimizer& optimizer,
                      int64_t global_batch, const StepOptions& options) {
  const int64_t accumulate = options.accumulate;
  const int64_t batch = global_batch / options.replicas;  // this replica's
  const TrainStepLayout layout = train_step_layout(net, optimizer, options.stochastic);
  ir::Function& f = *module.add_function(train_step_name(net, optimizer));
  Signature sig(f);
  Value x = sig.arg("x", input_type(net, batch));
  std::vector<Value> theta = sig.params(net, "theta");
  const std::vector<std::string> slots = optimizer.state_slots();
  std::vector<std::vector<Value>> state;  // [slot][param]
  for (const std::string& slot : slots) state.push_back(sig.params(net, slot));
  std::vector<Value> running = sig.running(net);
  StepScalars scalars;
  scalars.lr = sig.arg("lr", kScalar);
  if (optimizer.uses_bias_correction()) {
    scalars.bc1 = sig.arg("bc1", kScalar);
    scalars.bc2 = sig.arg("bc2", kScalar);
  }
  Value seed = layout.has_seed ? sig.arg("seed", {DType::i32, {}}) : Value{};
  Value labels = sig.arg("labels", {DType::f32, {batch, net.num_classes}});

  // The loss and gradients of the batch, or with accumulation the means over its K
  // micro-batches, each taken forward and backward in turn (so that one micro-batch's
  // activations are alive at a time) with its own BatchNorm statistics, the running statistics
  // updated once per micro-batch, as K steps of a framework's gradient accumulation do.
  const int64_t micro = batch / accumulate;
  Value loss;
  std::vector<Value> grads, new_running = running;
  for (int64_t k = 0; k < accumulate; ++k) {
    Value xk = accumulate == 1 ? x : micro_batch(x, k, micro);
    Value yk = accumulate == 1 ? labels : micro_batch(labels, k, micro);
    NetContext ctx(net, Mode::train, theta, new_running);
    if (options.sync_bn) ctx.set_sync_batch_norm(options.replicas);
    if (seed) ctx.set_seed(seed, k * kStreamsPerMicroBatch);  // micro-batches draw apart
    Value loss_k = softmax_cross_entropy(checked_logits(net, ctx, xk, micro, options.precision), yk);
    std::vector<Value> grads_k = autodiff::grad(loss_k, theta);
    if (!net.batch_norms.empty()) new_running = ctx.updated_running_stats();
    if (k == 0) {
      loss = loss_k;
      grads = grads_k;
      continue;
    }
    loss = ir::add(loss, loss_k);
    for (size_t i = 0; i < grads.size(); ++i) grads[i] = ir::add(grads[i], grads_k[i]);
  }
  if (accumulate > 1) {
    loss = scale(loss, 1.0 / static_cast<double>(accumulate));
    for (Value& g : grads) g = scale(g, 1.0 / static_cast<double>(accumulate));
  }
  if (options.replicas > 1) {
    // Data-parallel: every replica ends with the means of the gradients and the loss, and of
    // the running statistics where each replica's BatchNorm kept its own.
    std::vector<Value> bucket = grads;
    bucket.push_back(loss);
    const bool own_statistics = !options.sync_bn && !net.batch_norms.empty();
    if (own_statistics) bucket.insert(bucket.end(), new_running.begin(), new_running.end());
    bucket = replica_means(bucket, options.replicas);
    std::copy_n(bucket.begin(), grads.size(), grads.begin());
    loss = bucket[grads.size()];
    if (own_statistics) std::copy(bucket.begin() + static_cast<std::ptrdiff_t>(grads.size()) + 1, bucket.end(), new_running.begin());
  }
  if (optimizer.clip_norm > 0) grads = clip_by_global_norm(grads, optimizer.clip_norm);

  std::vector<Value> new_theta;
  std::vector<std::vector<Value>> new_state(slots.size());
  for (size_t i = 0; i < theta.size(); ++i) {
    std::vector<Value> own_state;
    for (auto& slot_values : state) own_state.push_back(slot_values[i]);
    Updated u = apply_update(optimizer, theta[i], grads[i], own_state, scalars);
    new_theta.push_back(u.theta);
    for (size_t s = 0; s < slots.size(); ++s) new_state[s].push_back(u.state[s]);
  }

  for (int i = 0; i < layout.num_params; ++i) sig.update(new_theta[i], layout.theta(i));
  for (int s = 0; s < layout.num_state_slots; ++s)
    for (int i = 0; i < layout.num_params; ++i) sig.update(new_state[s][i], layout.state(s, i));
  for (int j = 0; j < layout.num_running; ++j) sig.update(new_running[j], layout.running(j));
  sig.result(loss, "loss");
  LADDER_ASSERT(static_cast<int>(f.arg_names.size()) == layout.num_inputs() &&
                    static_cast<int>(f.result_names.size()) == layout.num_outputs(),
                "train step signature out of step with TrainStepLayout");
}

void build_forward(ir::Module& module, const Net& net, int64_t batch, Mode mode, int64_t sync_replicas,
                   Precision precision) {
  ir::Function& f =
      *module.add_function(symbol_prefix(net) + (mode == Mode::eval ? "_fwd_eval" : "_fwd"));
  Signature sig(f);
  Value x = sig.arg("x", input_type(net, batch));
  std::vector<Value> theta = sig.params(net, "theta");
  std::vector<Value> running = mode == Mode::eval ? sig.running(net) : std::vector<Value>{};
  NetContext ctx(net, mode, theta, running);
  ctx.set_sync_batch_norm(sync_replicas);
  sig.result(checked_logits(net, ctx, x, batch, precision), "logits");
}

}  // namespace

Precision precision_from_name(std::string_view name) {
  LADDER_CHECK(name == "f32" || name == "bf16", "--precision: '", name,
               "' is not f32 or bf16 (bf16: mixed precision, docs/TRAIN_STEP.md)");
  return name == "bf16" ? Precision::bf16 : Precision::f32;
}

std::unique_ptr<ir::Module> build_train_module(const Net& net, const Optimizer& optimizer,
                                               int64_t batch, const StepOptions& options) {
  const int64_t accumulate = options.accumulate, replicas = options.replicas;
  LADDER_CHECK(batch >= 1, net.name, ": batch must be at least 1, got ", batch);
  LADDER_CHECK(replicas >= 1, net.name, ": replicas must be 1 or more, got ", replicas);
  LADDER_CHECK(batch % replicas == 0, net.name, ": a batch of ", batch, " does not split into ", replicas,
               " replicas' batches of one size (--replicas must divide the batch)");
  LADDER_CHECK(replicas > 1 || !options.sync_bn, net.name, ": synchronised BatchNorm needs 2 or more replicas (--replicas with emit; mpirun -np N with train)");
  LADDER_CHECK(!options.sync_bn || !net.batch_norms.empty(), net.name, " has no BatchNorm to synchronise (leave out --sync-bn)");
  LADDER_CHECK(accumulate >= 1 && batch % accumulate == 0, net.name, ": a batch of ", batch,
               " does not split into ", accumulate, " micro-batches of one size (--accumulate must divide the batch)");
  LADDER_CHECK(accumulate >= 1 && (batch / replicas) % accumulate == 0, net.name, ": a replica's batch of ",
               batch / replicas, " does not split into ", accumulate, " micro-batches of one size");
  const int64_t micro = batch / replicas / accumulate, stats_over = options.sync_bn ? micro * replicas : micro;
  LADDER_CHECK(stats_over >= 2 || net.batch_norms.empty(), net.name,
               ": BatchNorm training needs a batch of at least 2",
               accumulate > 1 || replicas > 1 ? cat(" per ", accumulate > 1 ? "micro-batch" : "replica", "; ",
                                                    batch, replicas > 1 ? cat(" / ", replicas, " replicas") : "",
                                                    accumulate > 1 ? cat(" / ", accumulate) : "", " is ", micro) : "");
  auto module = std::make_unique<ir::Module>();
  module->name = symbol_prefix(net);
  module->num_replicas = replicas;
  auto& notes = module->header_comments;
  notes.push_back(cat("ladder train step: net ", net.name, " (", net.num_parameters(),
                      " parameters), batch ", batch, ", input NCHW f32 ",
                      type_string(input_type(net, batch / replicas))));
  notes.push_back(optimizer.describe());
  if (!net.batch_norms.empty())
    notes.push_back(cat("batchnorm: momentum = ", kBatchNormMomentum,
                        ", epsilon = ", kBatchNormEpsilon, ", running variance unbiased"));
  notes.push_back("loss: mean softmax cross-entropy over the batch");
  if (options.precision == Precision::bf16)
    notes.push_back("precision: bf16 forward and backward (convolutions and dot_generals on bf16 operands accumulate "
                    "in f32); theta, optimizer state, BatchNorm/LayerNorm statistics, softmax and the loss in f32");
  if (replicas > 1)
    notes.push_back(cat("data-parallel: ", replicas, " replicas of ", batch / replicas, " examples each; gradients, loss",
                        options.sync_bn || net.batch_norms.empty() ? "" : " and running statistics",
                        " averaged by one all_reduce",
                        net.batch_norms.empty() ? "" : options.sync_bn ? "; BatchNorm synchronised across replicas"
                                                                        : "; BatchNorm per replica"));
  if (accumulate > 1)
    notes.push_back(cat("gradient accumulation: ", accumulate, " micro-batches of ", batch / replicas / accumulate,
                        " in turn, each with its own BatchNorm statistics; loss and gradients their means"));
  notes.push_back(
      "signature: docs/TRAIN_STEP.md (output i pairs with input i + 1; the last "
      "output is the loss)");
  if (net.stochastic)
    notes.push_back(options.stochastic
                        ? "dropout and stochastic depth: drawn from the seed input, each layer its own stream"
                        : "dropout and stochastic depth: off (emitted without them)");
  build_train_step(*module, net, optimizer, batch, options);
  build_forward(*module, net, batch / replicas, Mode::train, options.sync_bn ? replicas : 1, options.precision);
  if (!net.batch_norms.empty()) build_forward(*module, net, batch / replicas, Mode::eval, 1, options.precision);
  return module;
}

}  // namespace ladder::nn
