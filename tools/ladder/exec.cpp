// `ladder exec`: runs one function of a StableHLO module on a lowerer and shows its outputs.
#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <memory>
#include <map>
#include <nlohmann/json.hpp>
#include <set>
#include <string>
#include <vector>

#include "ladder/command.h"
#include "ladder/exec/collective.h"
#include "ladder/core/error.h"
#include "ladder/core/rng.h"
#include "ladder/core/safetensors.h"
#include "ladder/exec/lowerer.h"
#include "ladder/lowerer_flags.h"
#include "ladder/stablehlo/parser.h"

namespace ladder::cli {
namespace {

struct ExecOptions {
  std::string file;
  std::string entry;
  std::vector<std::string> inputs;
  uint64_t seed = 0;
  bool random_inputs = false;
  std::string out;
  LowererFlags lowerer;
  int repeat = 0;
  bool profile = false, profile_steps = false;
  bool json = false;
};

using Clock = std::chrono::steady_clock;

double seconds_since(Clock::time_point start) {
  return std::chrono::duration<double>(Clock::now() - start).count();
}

std::string format_seconds(double s) {
  char text[32];
  if (s < 1e-3)
    std::snprintf(text, sizeof text, "%.1f us", s * 1e6);
  else if (s < 1)
    std::snprintf(text, sizeof text, "%.3f ms", s * 1e3);
  else
    std::snprintf(text, sizeof text, "%.3f s", s);
  return text;
}

// The argument's name as a safetensors key: "x" for an argument written %x; "" if unnamed.
std::string argument_name(const ir::Function& f, size_t i) {
  return i < f.arg_names.size() ? f.arg_names[i] : "";
}

std::string describe_input(const ir::Function& f, size_t i) {
  std::string name = argument_name(f, i);
  return cat("input ", i, name.empty() ? "" : " (%" + name + ")");
}

// Reads the inputs from safetensors files (e.g. a run's checkpoint and a batch), each tensor
// keyed by its input's position ("0", "1", ...) or argument name. A key in two files, an input
// given twice or not at all, and a tensor that matches no input are errors naming the files,
// so a misspelt key is never silently ignored.
std::vector<Tensor> inputs_from_files(const std::vector<std::string>& paths, const ir::Function& f) {
  std::vector<SafeTensors> files;
  std::map<std::string, std::pair<const Tensor*, std::string>> found;  // key -> tensor, file
  files.reserve(paths.size());
  for (const std::string& path : paths) {
    files.push_back(read_safetensors(path));
    for (const auto& [key, t] : files.back().tensors) {
      auto [it, added] = found.emplace(key, std::make_pair(&t, path));
      LADDER_CHECK(added, "tensor '", key, "' is in both ", it->second.second, " and ", path);
    }
  }
  std::string where = paths.front();
  for (size_t i = 1; i < paths.size(); ++i) where += (i + 1 < paths.size() ? ", " : " and ") + paths[i];
  std::vector<TensorType> types = f.input_types();
  std::vector<Tensor> inputs;
  std::set<std::string> used;
  for (size_t i = 0; i < types.size(); ++i) {
    std::string position = std::to_string(i), name = argument_name(f, i);
    auto by_position = found.find(position);
    auto by_name = name.empty() || name == position ? found.end() : found.find(name);
    LADDER_CHECK(!(by_position != found.end() && by_name != found.end()), where, ": ",
                 describe_input(f, i), " is given twice, as '", position, "' (",
                 by_position->second.second, ") and as '", name, "' (",
                 by_name == found.end() ? "" : by_name->second.second, ")");
    LADDER_CHECK(by_position != found.end() || by_name != found.end(), where, ": no tensor for ",
                 describe_input(f, i), " of @", f.name, ", a ", type_string(types[i]),
                 "; store it under '", position, "'", name.empty() ? "" : " or '" + name + "'");
    const auto& [key, entry] = by_position != found.end() ? *by_position : *by_name;
    const auto& [t, path] = entry;
    LADDER_CHECK(t->type() == types[i], path, ": tensor '", key, "' for ", describe_input(f, i),
                 " of @", f.name, ": expected ", type_string(types[i]), ", got ",
                 type_string(t->type()));
    used.insert(key);
    inputs.push_back(*t);
  }
  for (const auto& [key, entry] : found)
    LADDER_CHECK(used.count(key), entry.second, ": tensor '", key, "' matches no input of @",
                 f.name, ", which takes ", types.size(), " input", types.size() == 1 ? "" : "s");
  return inputs;
}

// Random inputs drawn in argument order from one ladder::Rng seeded with `seed`, so a seed
// gives the same inputs on every machine: floats uniform in [-1, 1), integers uniform in
// {0, ..., 9} (small and non-negative, so they are valid indices), i1 true with probability 1/2.
std::vector<Tensor> random_inputs(uint64_t seed, const ir::Function& f) {
  Rng rng(seed);
  std::vector<Tensor> inputs;
  for (const TensorType& type : f.input_types()) {
    Tensor t(type);
    for (int64_t i = 0; i < t.num_elements(); ++i) {
      if (is_float(type.dtype))
        t.set(i, rng.uniform(-1, 1));
      else
        t.set_int(i, static_cast<int64_t>(rng.below(type.dtype == DType::i1 ? 2 : 10)));
    }
    inputs.push_back(std::move(t));
  }
  return inputs;
}

double l2_norm(const Tensor& t) {
  double sum_squares = 0;
  for (int64_t k = 0; k < t.num_elements(); ++k) sum_squares += std::norm(t.get_complex(k));
  return std::sqrt(sum_squares);
}

std::string format_value(const Tensor& t, int64_t i) {
  if (t.dtype() == DType::i1) return t.get_int(i) ? "true" : "false";
  if (t.dtype() == DType::ui64) return std::to_string(static_cast<uint64_t>(t.get_int(i)));
  if (!is_float(t.dtype()) && !is_complex(t.dtype())) return std::to_string(t.get_int(i));
  char text[64];
  const std::complex<double> v = t.get_complex(i);
  if (is_complex(t.dtype()))
    std::snprintf(text, sizeof text, "(%.6g, %.6g)", v.real(), v.imag());
  else
    std::snprintf(text, sizeof text, "%.6g", v.real());
  return text;
}

// One row per output: index (and name, from jax.result_info), type, L2 norm, first values.
void print_outputs(const ir::Function& f, const std::vector<Tensor>& outputs) {
  constexpr int64_t kShown = 6;
  std::vector<std::vector<std::string>> rows = {{"output", "type", "L2 norm", "first values"}};
  for (size_t i = 0; i < outputs.size(); ++i) {
    const Tensor& t = outputs[i];
    std::string label = std::to_string(i);
    if (i < f.result_names.size() && !f.result_names[i].empty())
      label += " (" + f.result_names[i] + ")";
    char norm[32];
    std::snprintf(norm, sizeof norm, "%.6g", l2_norm(t));
    std::string values;
    for (int64_t k = 0; k < std::min(t.num_elements(), kShown); ++k)
      values += (k ? ", " : "") + format_value(t, k);
    if (t.num_elements() > kShown) values += ", ...";
    if (t.num_elements() == 0) values = "(empty)";
    rows.push_back({label, type_string(t.type()), norm, values});
  }
  std::vector<size_t> width(4, 0);
  for (const auto& row : rows)
    for (size_t c = 0; c < row.size(); ++c) width[c] = std::max(width[c], row[c].size());
  for (const auto& row : rows)
    std::printf("  %-*s  %-*s  %*s  %s\n", static_cast<int>(width[0]), row[0].c_str(),
                static_cast<int>(width[1]), row[1].c_str(), static_cast<int>(width[2]),
                row[2].c_str(), row[3].c_str());
}

struct Timing {
  double median = 0, min = 0;  // seconds
  int runs = 0;
  std::string text() const {
    return cat("median ", format_seconds(median), ", min ", format_seconds(min), " (", runs, " runs after 1 warm-up)");
  }
};

// Times `repeat` steady-state runs after one warm-up, on inputs uploaded once.
Timing benchmark(exec::Executable& executable, exec::Lowerer& lowerer, const std::vector<Tensor>& inputs,
                 int repeat) {
  std::vector<std::unique_ptr<exec::Buffer>> uploaded;
  std::vector<exec::Buffer*> args;
  for (const Tensor& t : inputs) {
    uploaded.push_back(lowerer.upload(t));
    args.push_back(uploaded.back().get());
  }
  executable.execute(args);
  std::vector<double> times;
  for (int i = 0; i < repeat; ++i) {
    auto start = Clock::now();
    auto outputs = executable.execute(args);
    times.push_back(seconds_since(start));
  }
  std::sort(times.begin(), times.end());
  size_t mid = times.size() / 2;
  return {times.size() % 2 ? times[mid] : (times[mid - 1] + times[mid]) / 2, times.front(), repeat};
}

// What the text output shows, as one JSON document (`--json`): each output's type, norm and
// first values, the timings and the lowerer's statistics when --repeat or --profile asked.
nlohmann::ordered_json outputs_json(const ir::Function& f, const std::vector<Tensor>& outputs) {
  constexpr int64_t kValues = 16;
  nlohmann::ordered_json all = nlohmann::ordered_json::array();
  for (size_t i = 0; i < outputs.size(); ++i) {
    const Tensor& t = outputs[i];
    nlohmann::ordered_json values = nlohmann::ordered_json::array();
    for (int64_t k = 0; k < std::min(t.num_elements(), kValues); ++k) {
      if (t.dtype() == DType::i1) values.push_back(t.get_int(k) != 0);
      else if (is_float(t.dtype())) values.push_back(t.get(k));  // NaN and inf become null
      else if (is_complex(t.dtype())) values.push_back({t.get_complex(k).real(), t.get_complex(k).imag()});
      else values.push_back(t.get_int(k));
    }
    const std::string name = i < f.result_names.size() ? f.result_names[i] : "";
    all.push_back({{"index", i}, {"name", name}, {"type", type_string(t.type())},
                   {"dtype", std::string(dtype_name(t.dtype()))}, {"shape", t.shape()},
                   {"elements", t.num_elements()}, {"l2_norm", l2_norm(t)}, {"first_values", values}});
  }
  return all;
}

// The cpu lowerer's profile steps (stats "profile_steps": one "ms<TAB>kind<TAB>written types"
// line per step, in run order).
struct ProfileStep {
  double ms;
  std::string kind, writes;
};
std::vector<ProfileStep> parse_profile_steps(const std::string& text) {
  std::vector<ProfileStep> steps;
  for (size_t at = 0; at < text.size();) {
    const size_t end = std::min(text.find('\n', at), text.size());
    const std::string line = text.substr(at, end - at);
    at = end + 1;
    const size_t tab = line.find('\t');
    if (tab == std::string::npos) continue;
    const size_t tab2 = line.find('\t', tab + 1);
    steps.push_back({std::stod(line.substr(0, tab)),
                     line.substr(tab + 1, tab2 == std::string::npos ? std::string::npos : tab2 - tab - 1),
                     tab2 == std::string::npos ? "" : line.substr(tab2 + 1)});
  }
  return steps;
}

// The profile as a table with each row's share of the total: every step with what it writes,
// or the steps summed by kernel kind, largest first.
void print_profile(const std::string& profile_steps, const std::string& runs, bool by_kind) {
  struct Row {
    double ms;
    std::string steps, kind;  // steps: the step's index, or how many steps the kind has
  };
  std::vector<Row> rows;
  double total = 0;
  for (const ProfileStep& step : parse_profile_steps(profile_steps)) {
    total += step.ms;
    auto same = std::find_if(rows.begin(), rows.end(), [&](const Row& r) { return r.kind == step.kind; });
    if (!by_kind || same == rows.end()) {
      const std::string kind = by_kind || step.writes.empty() ? step.kind : step.kind + " -> " + step.writes;
      rows.push_back({step.ms, by_kind ? "1" : std::to_string(rows.size()), kind});
      continue;
    }
    same->ms += step.ms;
    same->steps = std::to_string(std::stoi(same->steps) + 1);
  }
  if (by_kind) std::stable_sort(rows.begin(), rows.end(), [](const Row& a, const Row& b) { return a.ms > b.ms; });
  std::printf("\n%s: %.3f ms per run in the kernels, mean of %s runs\n",
              by_kind ? "profile by kernel, largest first" : "profile by step, in run order", total, runs.c_str());
  std::printf("  %6s  %9s  %5s  %s\n", "share", "ms", by_kind ? "steps" : "step", "kernel");
  for (const Row& r : rows)
    std::printf("  %5.1f%%  %9.3f  %5s  %s\n", total > 0 ? 100 * r.ms / total : 0.0, r.ms, r.steps.c_str(), r.kind.c_str());
}

int run_exec(const ExecOptions& o) {
  auto start = Clock::now();
  ir::Module module = stablehlo::parse_file(o.file);
  double parse_seconds = seconds_since(start);
  const ir::Function& f = *module.entry(o.entry);

  std::vector<Tensor> inputs;
  if (!o.inputs.empty()) {
    inputs = inputs_from_files(o.inputs, f);
  } else if (o.random_inputs) {
    inputs = random_inputs(o.seed, f);
  } else {
    LADDER_CHECK(f.input_types().empty(), "@", f.name, " takes ", f.input_types().size(),
                 " inputs: give them with --inputs FILE.safetensors, or use --random-inputs SEED");
  }

  exec::LowererOptions lowerer_options = o.lowerer.options();
  const bool profiling = o.profile || o.profile_steps;
  if (profiling) {
    LADDER_CHECK(o.lowerer.resolved_name() == "cpu", "--profile times the cpu lowerer's kernels; the ",
                 o.lowerer.resolved_name(), " lowerer has no profile (run with --lowerer cpu)");
    lowerer_options.values["profile"] = "1";
  }
  auto lowerer = exec::make_lowerer(o.lowerer.resolved_name(), lowerer_options);
  start = Clock::now();
  auto executable = lowerer->compile(module, f);
  double compile_seconds = seconds_since(start);
  std::vector<Tensor> outputs = executable->run(inputs);

  nlohmann::ordered_json doc;
  if (o.json) {
    doc = {{"file", o.file}, {"entry", f.name}, {"lowerer", lowerer->name()}, {"inputs", inputs.size()},
           {"outputs", outputs_json(f, outputs)}};
  } else {
    std::printf("@%s from %s on %s: %zu input%s, %zu output%s\n", f.name.c_str(), o.file.c_str(),
                lowerer->name().c_str(), inputs.size(), inputs.size() == 1 ? "" : "s",
                outputs.size(), outputs.size() == 1 ? "" : "s");
    print_outputs(f, outputs);
  }

  if (o.repeat > 0 || profiling) {
    const int repeat = o.repeat > 0 ? o.repeat : 10;
    const Timing run = benchmark(*executable, *lowerer, inputs, repeat);
    const auto stats = executable->stats();
    if (o.json) {
      doc["timing"] = {{"parse_seconds", parse_seconds}, {"compile_seconds", compile_seconds},
                       {"run_median_seconds", run.median}, {"run_min_seconds", run.min}, {"runs", run.runs}};
      nlohmann::ordered_json plan;
      for (const auto& [key, value] : stats)
        if (!key.starts_with("profile")) plan[key] = value;
      doc["stats"] = plan;
      if (stats.count("profile_steps")) {
        nlohmann::ordered_json steps = nlohmann::ordered_json::array();  // in run order
        for (const ProfileStep& step : parse_profile_steps(stats.at("profile_steps")))
          steps.push_back({{"ms", step.ms}, {"kernel", step.kind}, {"writes", step.writes}});
        doc["profile"] = {{"runs", std::stoll(stats.at("profile_runs"))}, {"steps", steps}};
      }
    } else {
      std::vector<std::pair<std::string, std::string>> lines = {
          {"parse", format_seconds(parse_seconds)}, {"compile", format_seconds(compile_seconds)}, {"run", run.text()}};
      for (const auto& stat : stats)
        if (!stat.first.starts_with("profile")) lines.push_back(stat);
      size_t width = 0;
      for (const auto& line : lines) width = std::max(width, line.first.size());
      for (const auto& [key, value] : lines)
        std::printf("%-*s  %s\n", static_cast<int>(width), key.c_str(), value.c_str());
      if (stats.count("profile_steps")) {
        if (o.profile) print_profile(stats.at("profile_steps"), stats.at("profile_runs"), true);
        if (o.profile_steps) print_profile(stats.at("profile_steps"), stats.at("profile_runs"), false);
      }
    }
  }

  // Under mpirun rank 0 writes the outputs for the job (the others' may be on hosts without the folder).
  if (!o.out.empty() && exec::launcher_rank() <= 0) {
    SafeTensors file;
    for (size_t i = 0; i < outputs.size(); ++i)
      file.tensors.emplace_back(std::to_string(i), std::move(outputs[i]));
    file.metadata = {{"source", o.file}, {"entry", f.name}, {"lowerer", lowerer->name()}};
    write_safetensors(o.out, file);
    if (o.json)
      doc["wrote"] = o.out;
    else
      std::printf("wrote %zu output%s to %s\n", file.tensors.size(), file.tensors.size() == 1 ? "" : "s",
                  o.out.c_str());
  }
  if (o.json) std::printf("%s\n", doc.dump(2).c_str());
  return 0;
}

void add_exec(CLI::App& app, int& exit_code) {
  auto o = std::make_shared<ExecOptions>();
  CLI::App* cmd = app.add_subcommand("exec", "Run a function of a StableHLO module and show its outputs");
  cmd->add_option("file", o->file, "StableHLO text (.mlir), pretty or generic form")->required();
  cmd->add_option("--entry", o->entry,
                  "Function to run (default: @main, else the only public function, else the only "
                  "function)");
  CLI::Option* inputs = cmd->add_option(
      "--inputs", o->inputs,
      "safetensors file(s) holding one tensor per input, keyed by position (\"0\", \"1\", ...) "
      "or by argument name (\"x\" for %x); dtypes and shapes must match exactly. Repeat it to "
      "combine files, e.g. a run's checkpoint.safetensors and a batch");
  CLI::Option* random = cmd->add_option(
      "--random-inputs", o->seed,
      "Draw the inputs from this seed instead: floats uniform in [-1, 1), integers uniform in "
      "0..9, i1 true or false with equal odds (the same on every machine)");
  inputs->excludes(random);
  cmd->add_option("--out", o->out,
                  "Write the outputs to this safetensors file, keyed \"0\", \"1\", ...");
  o->lowerer.add_to(cmd);
  cmd->add_option("--repeat", o->repeat,
                  "Also time N steady-state runs after one warm-up: prints parse and compile "
                  "time, median and minimum run time, and the lowerer's plan statistics")
      ->check(CLI::Range(1, 1000000));
  cmd->add_flag("--profile", o->profile,
                "cpu lowerer: time every kernel (mean over every run: the one shown, the warm-up and "
                "the --repeat runs, 10 if not given) and print where a run's time goes, by kernel "
                "kind, largest share first");
  cmd->add_flag("--profile-steps", o->profile_steps,
                "cpu lowerer: as --profile, but every step of the plan in run order, with the types it writes");
  cmd->add_flag("--json", o->json,
                "print one JSON document instead: each output's type, shape, L2 norm and first 16 "
                "values; with --repeat or --profile the timings, plan statistics and profile steps");
  cmd->footer(
      "Prints one row per output: index, type, L2 norm and the first values.\n"
      "Bad input (unreadable module, wrong input count, dtype or shape) is one error line, exit 2.\n"
      "\nExamples:\n"
      "  ladder exec examples/add.mlir --random-inputs 1\n"
      "  ladder exec examples/mlp_forward.mlir --inputs batch.safetensors --out logits.safetensors\n"
      "  ladder exec runs/RUN/train_step.mlir --entry mnist_cnn_fwd --inputs runs/RUN/checkpoint.safetensors --inputs x.safetensors\n"
      "  ladder exec model.mlir --entry forward --random-inputs 7 --lowerer reference\n"
      "  ladder exec step.mlir --random-inputs 1 --repeat 20\n"
      "  ladder exec step.mlir --random-inputs 1 --repeat 20 --profile\n"
      "  ladder exec step.mlir --random-inputs 1 --repeat 5 --json");
  cmd->callback([o, random, &exit_code] {
    o->random_inputs = random->count() > 0;
    exit_code = run_exec(*o);
  });
}

const bool registered = register_command({"exec", 10, add_exec});

}  // namespace
}  // namespace ladder::cli
