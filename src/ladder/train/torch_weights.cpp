#include "ladder/train/torch_weights.h"

#include <algorithm>
#include <cstring>
#include <map>
#include <set>

#include "ladder/core/error.h"

namespace ladder::train {

namespace {

bool ends_with(const std::string& s, const std::string& suffix) {
  return s.size() >= suffix.size() && s.compare(s.size() - suffix.size(), suffix.size(), suffix) == 0;
}

Tensor transposed(const Tensor& t) {  // [a, b] -> [b, a], f32
  const int64_t a = t.shape()[0], b = t.shape()[1];
  Tensor out(t.dtype(), {b, a});
  const float* in = t.data<float>();
  float* o = out.data<float>();
  for (int64_t i = 0; i < a; ++i)
    for (int64_t j = 0; j < b; ++j) o[j * a + i] = in[i * b + j];
  return out;
}

// Rows [first, first + count) of a rank-1 or rank-2 tensor.
Tensor rows(const Tensor& t, int64_t first, int64_t count) {
  Shape shape = t.shape();
  shape[0] = count;
  Tensor out(t.dtype(), shape);
  const int64_t row = t.num_elements() / t.shape()[0];
  std::memcpy(out.data<float>(), t.data<float>() + first * row, static_cast<size_t>(count * row) * sizeof(float));
  return out;
}

// The attention projection a parameter belongs to: "A.q.w" -> {"A", 0, true}.
struct Projection {
  std::string module;
  int index = -1;  // q, k, v
  bool weight = false;
};
Projection projection_of(const std::string& name) {
  for (int i = 0; i < 3; ++i)
    for (bool weight : {true, false}) {
      const std::string suffix = cat(".self_attention.", "qkv"[i], weight ? ".w" : ".b");
      if (ends_with(name, suffix)) return {name.substr(0, name.size() - suffix.size()) + ".self_attention", i, weight};
    }
  return {};
}

// The torch name of a ladder parameter that maps one to one, and whether it is transposed.
std::pair<std::string, bool> torch_name(const nn::ParamSpec& p) {
  const std::string& n = p.name;
  auto stem = [&](size_t suffix) { return n.substr(0, n.size() - suffix); };
  if (ends_with(n, ".w")) return {stem(2) + ".weight", p.shape.size() == 2};
  if (ends_with(n, ".b")) return {stem(2) + ".bias", false};
  if (ends_with(n, ".gamma")) return {stem(6) + ".weight", false};
  if (ends_with(n, ".beta")) return {stem(5) + ".bias", false};
  return {n, false};
}

const Tensor& need(const SafeTensors& sd, const std::string& key, const std::string& source, const std::string& why) {
  const Tensor* t = sd.find(key);
  LADDER_CHECK(t, source, ": no tensor '", key, "' (", why, ")");
  LADDER_CHECK(t->dtype() == DType::f32, source, ": '", key, "' is ", dtype_name(t->dtype()), ", not f32");
  return *t;
}

void check_shape(const Tensor& t, const Shape& want, const std::string& key, const std::string& source,
                 const std::string& ladder_name) {
  LADDER_CHECK(t.shape() == want, source, ": '", key, "' is [", shape_string(t.shape()), "] but ", ladder_name,
               " needs [", shape_string(want), "]");
}

}  // namespace

NamedTensors from_torch(const nn::Net& net, const SafeTensors& sd, const std::string& source) {
  NamedTensors out;
  std::set<std::string> used;
  for (const nn::ParamSpec& p : net.params) {
    const std::string ladder_name = "theta." + p.name;
    if (const Projection proj = projection_of(p.name); proj.index >= 0) {
      const std::string key = proj.module + (proj.weight ? ".in_proj_weight" : ".in_proj_bias");
      const Tensor& all = need(sd, key, source, cat(net.name, "'s ", ladder_name));
      const int64_t d = p.shape.back();
      check_shape(all, proj.weight ? Shape{3 * d, d} : Shape{3 * d}, key, source, ladder_name + " and its k, v");
      Tensor part = rows(all, proj.index * d, d);
      out.emplace_back(ladder_name, proj.weight ? transposed(part) : std::move(part));
      used.insert(key);
      continue;
    }
    const auto [key, transpose] = torch_name(p);
    const Tensor& t = need(sd, key, source, cat(net.name, "'s ", ladder_name));
    check_shape(t, transpose ? Shape{p.shape[1], p.shape[0]} : p.shape, key, source, ladder_name);
    out.emplace_back(ladder_name, transpose ? transposed(t) : t);
    used.insert(key);
  }
  for (const nn::BatchNormSpec& bn : net.batch_norms)
    for (const char* stat : {"running_mean", "running_var"}) {
      const std::string key = bn.name + "." + stat;
      const Tensor& t = need(sd, key, source, cat("BatchNorm ", bn.name, "'s statistics"));
      check_shape(t, {bn.channels}, key, source, cat(stat, ".", bn.name));
      out.emplace_back(cat(stat, ".", bn.name), t);
      used.insert(key);
      used.insert(bn.name + ".num_batches_tracked");
    }
  std::string extra;
  for (const auto& [key, t] : sd.tensors)
    if (!used.count(key)) extra += (extra.empty() ? "" : ", ") + key;
  LADDER_CHECK(extra.empty(), source, ": tensors that ", net.name, " does not have: ", extra);
  return out;
}

SafeTensors to_torch(const nn::Net& net, const NamedTensors& state, const std::string& source) {
  std::map<std::string, const Tensor*> by_name;
  for (const auto& [name, t] : state) by_name[name] = &t;
  auto get = [&](const std::string& name, const Shape& shape) -> const Tensor& {
    auto it = by_name.find(name);
    LADDER_CHECK(it != by_name.end(), source, ": no tensor '", name, "' of ", net.name);
    LADDER_CHECK(it->second->shape() == shape && it->second->dtype() == DType::f32, source, ": '", name, "' is ",
                 type_string(it->second->type()), ", ", net.name, " declares [", shape_string(shape), "] f32");
    return *it->second;
  };
  SafeTensors sd;
  std::map<std::string, std::vector<const Tensor*>> projections;  // module -> q, k, v weights then biases
  for (const nn::ParamSpec& p : net.params) {
    const Tensor& t = get("theta." + p.name, p.shape);
    if (const Projection proj = projection_of(p.name); proj.index >= 0) {
      auto& parts = projections[proj.module];
      parts.resize(6, nullptr);
      parts[size_t((proj.weight ? 0 : 3) + proj.index)] = &t;
      if (std::all_of(parts.begin(), parts.end(), [](const Tensor* x) { return x != nullptr; })) {
        const int64_t d = parts[0]->shape()[0];
        Tensor w(DType::f32, {3 * d, d}), b(DType::f32, {3 * d});
        for (int i = 0; i < 3; ++i) {
          const Tensor wt = transposed(*parts[size_t(i)]);
          std::memcpy(w.data<float>() + i * d * d, wt.data<float>(), size_t(d * d) * sizeof(float));
          std::memcpy(b.data<float>() + i * d, parts[size_t(3 + i)]->data<float>(), size_t(d) * sizeof(float));
        }
        sd.tensors.emplace_back(proj.module + ".in_proj_weight", std::move(w));
        sd.tensors.emplace_back(proj.module + ".in_proj_bias", std::move(b));
      }
      continue;
    }
    const auto [key, transpose] = torch_name(p);
    sd.tensors.emplace_back(key, transpose ? transposed(t) : t);
  }
  for (const nn::BatchNormSpec& bn : net.batch_norms) {
    for (const char* stat : {"running_mean", "running_var"})
      sd.tensors.emplace_back(bn.name + "." + stat, get(cat(stat, ".", bn.name), {bn.channels}));
    sd.tensors.emplace_back(bn.name + ".num_batches_tracked", Tensor(DType::i64, {}));
  }
  sd.metadata["format"] = "pt";
  sd.metadata["net"] = net.name;
  return sd;
}

}  // namespace ladder::train
