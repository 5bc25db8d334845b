#include "ladder/platform/goldens.h"

#include <algorithm>
#include <cmath>
#include <limits>
#include <nlohmann/json.hpp>
#include <set>

#include "ladder/core/error.h"
#include "ladder/core/rng.h"
#include "ladder/core/sha256.h"
#include "ladder/ir/verify.h"
#include "ladder/platform/files.h"
#include "ladder/stablehlo/parser.h"

namespace ladder::platform {

double OutputSummary::rms() const { return count > 0 ? l2 / std::sqrt(double(count)) : 0.0; }

namespace {

bool starts_with(const std::string& s, std::string_view prefix) { return s.rfind(prefix, 0) == 0; }
bool ends_with(const std::string& s, std::string_view suffix) {
  return s.size() >= suffix.size() &&
         s.compare(s.size() - suffix.size(), suffix.size(), suffix) == 0;
}

Tensor filled(const TensorType& type, double value) {
  Tensor t(type);
  for (int64_t i = 0; i < t.num_elements(); ++i) t.set(i, value);
  return t;
}

Tensor normal(const TensorType& type, double stddev, Rng& rng) {
  Tensor t(type);
  for (int64_t i = 0; i < t.num_elements(); ++i) t.set(i, stddev * rng.normal());
  return t;
}

}  // namespace

const ir::Function& train_step_of(const ir::Module& module, const std::string& source) {
  for (const auto& f : module.functions)
    if (ends_with(f->name, "_train_step")) return *f;
  throw Error(cat(source, ": no @<net>_<optimizer>_train_step function"));
}

std::vector<Tensor> make_golden_inputs(const ir::Function& function, const std::string& artifact) {
  Rng rng(hash_seed(artifact));
  std::vector<TensorType> types = function.input_types();
  std::vector<Tensor> inputs;
  for (size_t i = 0; i < types.size(); ++i) {
    const std::string& name = i < function.arg_names.size() ? function.arg_names[i] : "";
    const TensorType& type = types[i];
    if (name == "x") {
      inputs.push_back(normal(type, 1.0, rng));
    } else if (starts_with(name, "theta.") && type.rank() >= 2) {
      // Dense weights are [in, out]; conv weights OIHW: fan-in is everything but `out`.
      int64_t fan_in = type.rank() == 2 ? type.shape[0] : type.num_elements() / type.shape[0];
      inputs.push_back(normal(type, std::sqrt(2.0 / double(fan_in)), rng));
    } else if (starts_with(name, "theta.")) {
      inputs.push_back(filled(type, ends_with(name, ".gamma") ? 1.0 : 0.0));
    } else if (starts_with(name, "m.") || starts_with(name, "running_mean.")) {
      inputs.push_back(filled(type, 0.0));
    } else if (starts_with(name, "v.") || starts_with(name, "running_var.")) {
      inputs.push_back(filled(type, 1.0));
    } else if (name == "lr" || name == "bc1" || name == "bc2") {
      inputs.push_back(filled(type, 1.0));
    } else if (name == "seed") {  // dropout's and stochastic depth's draws
      inputs.push_back(filled(type, 2026));
    } else if (name == "labels") {
      LADDER_CHECK(type.rank() == 2, "@", function.name, " input ", i,
                   " (labels): expected rank 2, got ", type_string(type));
      Tensor t(type);
      for (int64_t row = 0; row < type.shape[0]; ++row)
        t.set(row * type.shape[1] + int64_t(rng.below(uint64_t(type.shape[1]))), 1.0);
      inputs.push_back(std::move(t));
    } else {
      throw Error(cat("@", function.name, " input ", i, " is named '", name,
                      "': goldens know only the train-step names of docs/TRAIN_STEP.md"));
    }
  }
  return inputs;
}

std::vector<int> paired_inputs(const ir::Function& function) {
  std::vector<TensorType> in = function.input_types(), out = function.output_types();
  std::vector<int> pairs(out.size(), -1);
  if (!ends_with(function.name, "_train_step")) return pairs;
  for (size_t i = 0; i + 1 < out.size(); ++i) {
    LADDER_CHECK(i + 1 < in.size() && in[i + 1] == out[i], "@", function.name, " output ", i, " (",
                 type_string(out[i]), ") does not pair with input ", i + 1,
                 " as docs/TRAIN_STEP.md requires");
    pairs[i] = int(i + 1);
  }
  return pairs;
}

std::vector<int64_t> sample_positions(int64_t count, uint64_t seed) {
  std::vector<int64_t> positions;
  if (count <= kGoldenSamples) {
    for (int64_t i = 0; i < count; ++i) positions.push_back(i);
    return positions;
  }
  Rng rng(seed);
  std::set<int64_t> chosen;
  while (int(chosen.size()) < kGoldenSamples) chosen.insert(int64_t(rng.below(uint64_t(count))));
  return {chosen.begin(), chosen.end()};
}

OutputSummary summarize(std::string name, int paired_input, std::span<const double> values,
                        std::vector<int64_t> positions) {
  OutputSummary s;
  s.name = std::move(name);
  s.paired_input = paired_input;
  s.count = int64_t(values.size());
  double sum_sq = 0;
  for (double v : values) {
    if (!std::isfinite(v)) {
      ++s.non_finite;
      continue;
    }
    sum_sq += v * v;
    s.max_abs = std::max(s.max_abs, std::abs(v));
  }
  s.l2 = std::sqrt(sum_sq);
  for (int64_t p : positions) s.values.push_back(values[size_t(p)]);
  s.positions = std::move(positions);
  return s;
}

std::vector<double> step_values(const Tensor& output, const Tensor* paired_input) {
  std::vector<double> values = output.to_doubles();
  if (paired_input)
    for (size_t i = 0; i < values.size(); ++i) values[i] -= paired_input->get(int64_t(i));
  return values;
}

namespace {
void promote_block(ir::Block& block) {
  for (auto& node : block.nodes) {
    for (TensorType& t : node->results)
      if (t.dtype == DType::f32) t.dtype = DType::f64;
    if (auto* c = std::get_if<ir::ConstantAttr>(&node->attr); c && c->value.dtype() == DType::f32)
      c->value = Tensor::from_doubles(DType::f64, c->value.shape(), c->value.to_doubles());
    for (auto& region : node->regions) promote_block(*region);
  }
}

// Seeds of the sampled positions: one per output, from the artifact and the output's index.
uint64_t positions_seed(const std::string& artifact, size_t output) {
  return hash_seed(cat(artifact, "/output/", output));
}
}  // namespace

void promote_to_f64(ir::Module& module) {
  for (auto& function : module.functions) promote_block(function->body);
  ir::verify(module);
}

namespace {

// Summarises a run of the golden inputs into golden.outputs.
void summarize_outputs(Golden& golden, const ir::Function& step, const std::vector<Tensor>& inputs,
                       const std::vector<Tensor>& outputs) {
  std::vector<int> pairs = paired_inputs(step);
  const std::vector<std::string>& names = step.result_names;
  const std::string& artifact = golden.artifact;
  for (size_t i = 0; i < outputs.size(); ++i) {
    const Tensor* paired = pairs[i] >= 0 ? &inputs[size_t(pairs[i])] : nullptr;
    std::vector<double> values = step_values(outputs[i], paired);
    golden.outputs.push_back(
        summarize(i < names.size() && !names[i].empty() ? names[i] : cat("output ", i), pairs[i],
                  values, sample_positions(int64_t(values.size()), positions_seed(artifact, i))));
  }
}
}  // namespace

Golden compute_golden(const std::string& artifact, const std::string& text) {
  ir::Module module = stablehlo::parse(text, artifact + ".mlir");
  const ir::Function& step = train_step_of(module, artifact + ".mlir");
  Golden golden{artifact, sha256_hex(text), step.name, {}};
  std::vector<Tensor> inputs = make_golden_inputs(step, artifact);

  promote_to_f64(module);
  std::vector<Tensor> wide;
  for (const Tensor& t : inputs)  // f32 becomes f64, as the promoted module takes it; others stay
    wide.push_back(t.dtype() == DType::f32 ? Tensor::from_doubles(DType::f64, t.shape(), t.to_doubles()) : t);
  auto lowerer = exec::make_lowerer("reference");
  auto executable = lowerer->compile(module, *module.find(golden.function));
  summarize_outputs(golden, step, inputs, executable->run(wide));
  return golden;
}

Golden compute_golden_on(const std::string& artifact, const std::string& text,
                         exec::Lowerer& lowerer, const std::string& computed_by) {
  ir::Module module = stablehlo::parse(text, artifact + ".mlir");
  const ir::Function& step = train_step_of(module, artifact + ".mlir");
  Golden golden{artifact, sha256_hex(text), step.name, {}, computed_by};
  std::vector<Tensor> inputs = make_golden_inputs(step, artifact);
  summarize_outputs(golden, step, inputs, lowerer.compile(module, step)->run(inputs));
  return golden;
}


std::string golden_to_json(const Golden& golden) {
  nlohmann::ordered_json outputs = nlohmann::ordered_json::array();
  for (const OutputSummary& s : golden.outputs) {
    nlohmann::ordered_json samples = nlohmann::ordered_json::array();
    for (size_t k = 0; k < s.positions.size(); ++k)
      samples.push_back({s.positions[k], std::isfinite(s.values[k])
                                             ? nlohmann::ordered_json(s.values[k])
                                             : nlohmann::ordered_json(nullptr)});
    nlohmann::ordered_json o;
    o["name"] = s.name;
    o["paired_input"] = s.paired_input >= 0 ? nlohmann::ordered_json(s.paired_input) : nullptr;
    o["count"] = s.count;
    o["non_finite"] = s.non_finite;
    o["l2"] = s.l2;
    o["max_abs"] = s.max_abs;
    o["samples"] = std::move(samples);
    outputs.push_back(std::move(o));
  }
  nlohmann::ordered_json j;
  j["artifact"] = golden.artifact;
  j["artifact_sha256"] = golden.artifact_sha256;
  j["function"] = golden.function;
  j["computed_by"] = golden.computed_by;
  j["outputs"] = std::move(outputs);
  // One output per line keeps diffs of a changed golden readable.
  std::string text = "{\n";
  size_t k = 0;
  for (auto it = j.begin(); it != j.end(); ++it, ++k) {
    text += "  " + nlohmann::ordered_json(it.key()).dump() + ": ";
    if (it.key() == "outputs") {
      text += "[\n";
      for (size_t i = 0; i < it->size(); ++i)
        text += "    " + (*it)[i].dump() + (i + 1 < it->size() ? ",\n" : "\n");
      text += "  ]";
    } else {
      text += it->dump();
    }
    text += k + 1 < j.size() ? ",\n" : "\n";
  }
  return text + "}\n";
}

Golden golden_from_json(const std::string& text, const std::string& source) {
  try {
    auto j = nlohmann::json::parse(text);
    Golden g{j.at("artifact"), j.at("artifact_sha256"), j.at("function"), {},
             j.value("computed_by", std::string(Golden::kReferenceGolden))};
    for (const auto& o : j.at("outputs")) {
      OutputSummary s;
      s.name = o.at("name");
      s.paired_input = o.at("paired_input").is_null() ? -1 : o.at("paired_input").get<int>();
      s.count = o.at("count");
      s.non_finite = o.at("non_finite");
      s.l2 = o.at("l2");
      s.max_abs = o.at("max_abs");
      for (const auto& sample : o.at("samples")) {
        s.positions.push_back(sample.at(0));
        s.values.push_back(sample.at(1).is_null() ? std::numeric_limits<double>::quiet_NaN()
                                                  : sample.at(1).get<double>());
      }
      g.outputs.push_back(std::move(s));
    }
    return g;
  } catch (const nlohmann::json::exception& e) {
    throw Error(cat(source, ": not a golden file: ", e.what()));
  }
}

std::string golden_path(const std::string& root, const std::string& artifact) {
  return root + "/artifacts/goldens/" + artifact + ".json";
}

std::string xla_golden_path(const std::string& root, const std::string& artifact) {
  return root + "/artifacts/goldens/xla/" + artifact + ".json";
}

std::map<std::string, Tolerance> parse_tolerances(const std::string& text,
                                                  const std::string& source) {
  std::map<std::string, Tolerance> families;
  for (const Line& line : content_lines(text)) {
    std::vector<std::string> cells = split(line.text, '\t');
    std::string where = cat(source, ":", line.number, ": ");
    LADDER_CHECK(cells.size() == 3, where, "expected family<TAB>median<TAB>p90, found ",
                 cells.size(), " cells");
    std::string family(trim(cells[0]));
    if (family == "family") continue;  // the header
    Tolerance t;
    for (auto [cell, out] : {std::pair{1, &t.median}, std::pair{2, &t.p90}}) {
      std::string s(trim(cells[size_t(cell)]));
      char* end = nullptr;
      *out = std::strtod(s.c_str(), &end);
      LADDER_CHECK(!s.empty() && *end == '\0' && *out > 0, where,
                   "expected a positive number, found '", s, "'");
    }
    LADDER_CHECK(t.median <= t.p90, where, "the median tolerance exceeds the p90 one");
    LADDER_CHECK(families.emplace(family, t).second, where, "family '", family, "' listed twice");
  }
  return families;
}

double output_error(const OutputSummary& want, const OutputSummary& got, double rms_floor) {
  double sum_sq = 0;
  size_t k = 0;
  for (; k < want.values.size() && k < got.values.size(); ++k) {
    double d = got.values[k] - want.values[k];
    sum_sq += d * d;
  }
  double sampled = k > 0 ? std::sqrt(sum_sq / double(k)) : 0.0;
  double l2 = want.count > 0 ? std::abs(got.l2 - want.l2) / std::sqrt(double(want.count)) : 0.0;
  double difference = std::max(sampled, l2);
  if (std::isnan(sampled) || std::isnan(l2)) return std::numeric_limits<double>::infinity();
  if (rms_floor > 0) return difference / rms_floor;
  return difference == 0 ? 0.0 : std::numeric_limits<double>::infinity();
}

double median(std::vector<double> values) {
  if (values.empty()) return 0;
  std::sort(values.begin(), values.end());
  size_t n = values.size();
  return n % 2 ? values[n / 2] : 0.5 * (values[n / 2 - 1] + values[n / 2]);
}

double percentile90(std::vector<double> values) {
  if (values.empty()) return 0;
  std::sort(values.begin(), values.end());
  size_t rank = size_t(std::ceil(0.9 * double(values.size())));  // 1-based nearest rank
  return values[std::max<size_t>(rank, 1) - 1];
}

Comparison compare_summaries(const std::vector<OutputSummary>& want,
                             const std::vector<OutputSummary>& got, const Tolerance& tolerance) {
  Comparison c;
  LADDER_ASSERT(want.size() == got.size());
  std::vector<double> rms;
  for (const OutputSummary& s : want) rms.push_back(s.rms());
  double median_rms = median(rms);
  std::string count_problem;
  size_t worst = 0;
  for (size_t i = 0; i < want.size(); ++i) {
    c.errors.push_back(output_error(want[i], got[i], std::max(want[i].rms(), 0.01 * median_rms)));
    if (c.errors[i] > c.errors[worst]) worst = i;
    if (count_problem.empty() &&
        (want[i].count != got[i].count || want[i].non_finite != got[i].non_finite))
      count_problem = cat(want[i].name, ": ", got[i].count, " elements with ", got[i].non_finite,
                          " non-finite, golden ", want[i].count, " with ", want[i].non_finite);
  }
  c.median_error = median(c.errors);
  c.p90_error = percentile90(c.errors);
  c.pass =
      count_problem.empty() && c.median_error <= tolerance.median && c.p90_error <= tolerance.p90;
  char line[200];
  std::snprintf(line, sizeof line, "median %.2g p90 %.2g (tolerance %.2g / %.2g); worst ",
                c.median_error, c.p90_error, tolerance.median, tolerance.p90);
  c.detail = line + (want.empty() ? std::string("-") : cat(want[worst].name, " ", c.errors[worst]));
  if (!count_problem.empty()) c.detail = "counts differ: " + count_problem + "; " + c.detail;
  return c;
}

Comparison compare_with_golden(const Golden& golden, std::span<const Tensor> inputs,
                               std::span<const Tensor> outputs, const Tolerance& tolerance) {
  LADDER_CHECK(outputs.size() == golden.outputs.size(), golden.artifact, ": ", outputs.size(),
               " outputs, the golden has ", golden.outputs.size());
  std::vector<OutputSummary> got;
  for (size_t i = 0; i < outputs.size(); ++i) {
    const OutputSummary& want = golden.outputs[i];
    const Tensor* paired = want.paired_input >= 0 ? &inputs[size_t(want.paired_input)] : nullptr;
    std::vector<double> values = step_values(outputs[i], paired);
    // A count mismatch fails on its own; its positions may not exist in `values`.
    bool same_count = int64_t(values.size()) == want.count;
    got.push_back(summarize(want.name, want.paired_input, values,
                            same_count ? want.positions : std::vector<int64_t>{}));
  }
  return compare_summaries(golden.outputs, got, tolerance);
}

}  // namespace ladder::platform
