#include "ladder/platform/suite.h"

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cmath>
#include <future>
#include <thread>

#include "ladder/core/error.h"
#include "ladder/core/sha256.h"
#include "ladder/ir/ops.h"
#include "ladder/platform/artifacts.h"
#include "ladder/platform/files.h"
#include "ladder/platform/goldens.h"
#include "ladder/platform/replicas.h"
#include "ladder/stablehlo/parser.h"
#include "ladder/stablehlo/printer.h"

namespace ladder::platform {

std::string_view status_name(Status status) {
  switch (status) {
    case Status::pass:
      return "PASS";
    case Status::fail:
      return "FAIL";
    case Status::skip:
      return "SKIP";
    case Status::xfail:
      return "XFAIL";
    case Status::xpass:
      return "XPASS";
  }
  return "?";
}

std::optional<Status> status_from_name(std::string_view name) {
  for (Status s : {Status::pass, Status::fail, Status::skip, Status::xfail, Status::xpass})
    if (status_name(s) == name) return s;
  return std::nullopt;
}

std::map<std::string, Expectation> parse_baseline(const std::string& text,
                                                  const std::string& source) {
  std::map<std::string, Expectation> expected;
  for (const Line& line : content_lines(text)) {
    std::string where = cat(source, ":", line.number, ": ");
    std::vector<std::string> words;
    for (const std::string& w : split(std::string(trim(line.text)), ' '))
      if (!trim(w).empty()) words.emplace_back(trim(w));
    LADDER_CHECK(words.size() == 2, where, "expected '<test> FAIL|FLAKE  # why', found '",
                 trim(line.text), "'");
    LADDER_CHECK(words[1] == "FAIL" || words[1] == "FLAKE", where,
                 "expected FAIL or FLAKE, found '", words[1], "'");
    LADDER_CHECK(!line.comment.empty(), where, "'", words[0],
                 "' needs a reason after '#': say why it is expected to fail");
    Expectation e{words[1] == "FAIL" ? Expected::fail : Expected::flake, line.comment};
    LADDER_CHECK(expected.emplace(words[0], e).second, where, "'", words[0], "' is listed twice");
  }
  return expected;
}

Status classify(Status raw, const Expectation* expected) {
  if (!expected) return raw;
  if (raw == Status::fail) return Status::xfail;
  if (raw == Status::pass && expected->kind == Expected::fail) return Status::xpass;
  return raw;
}

bool is_red(Status status) { return status == Status::fail || status == Status::xpass; }

// ---- context -------------------------------------------------------------------------------

SuiteContext::SuiteContext(std::string root, std::string lowerer_name, exec::LowererOptions options,
                           Fault fault)
    : root_(std::move(root)),
      lowerer_name_(std::move(lowerer_name)),
      options_(std::move(options)),
      fault_(fault) {}

exec::Lowerer& SuiteContext::lowerer() {
  std::lock_guard lock(mutex_);
  if (!lowerer_) lowerer_ = exec::make_lowerer(lowerer_name_, options_);
  return *lowerer_;
}

std::map<std::string, std::string> SuiteContext::describe() { return lowerer().describe(); }

int SuiteContext::device_count() {
  auto facts = describe();
  auto it = facts.find("devices");
  return it == facts.end() ? 1 : std::stoi(it->second);
}

std::string describe_lines(const std::map<std::string, std::string>& facts) {
  std::string text;
  for (const auto& [key, value] : facts) text += key + "=" + value + "\n";
  return text;
}

// ---- tier 0 --------------------------------------------------------------------------------

namespace {

TensorType f32(Shape shape) { return {DType::f32, std::move(shape)}; }

// Builds a one-function module with `build`, then prints and parses it, so that every
// lowerer is handed parsed StableHLO text, as it is in training.
ir::Module text_module(const std::string& name, const std::vector<TensorType>& inputs,
                       const std::function<std::vector<ir::Value>(std::vector<ir::Value>)>& build) {
  ir::Module module;
  ir::Function* f = module.add_function("main");
  std::vector<ir::Value> args;
  for (const TensorType& t : inputs) args.push_back(f->body.add_parameter(t));
  f->arg_names.assign(inputs.size(), "");
  f->body.results = build(args);
  f->result_names.assign(f->body.results.size(), "");
  return stablehlo::parse(stablehlo::print(module), name);
}

ir::Module smoke_module() {
  return text_module("<smoke>", {f32({4}), f32({4})},
                     [](std::vector<ir::Value> a) { return std::vector{ir::add(a[0], a[1])}; });
}

std::string values_text(const Tensor& t) {
  std::string s = "[";
  for (int64_t i = 0; i < t.num_elements(); ++i) s += cat(i ? "," : "", t.get(i));
  return s + "]";
}

TestResult probe(SuiteContext& context) {
  std::string lines = describe_lines(context.describe());
  std::string one_line;
  for (char c : lines) one_line += c == '\n' ? ' ' : c;
  return {Status::pass, one_line};
}

TestResult smoke(SuiteContext& context) {
  ir::Module module = smoke_module();
  auto executable = context.lowerer().compile(module, *module.entry());
  std::vector<Tensor> args = {
      Tensor::from_doubles(DType::f32, {4}, std::vector<double>{1, 2, 3, 4}),
      Tensor::from_doubles(DType::f32, {4}, std::vector<double>{10, 20, 30, 40})};
  Tensor sum = executable->run(args).at(0);
  Tensor want = Tensor::from_doubles(DType::f32, {4}, std::vector<double>{11, 22, 33, 44});
  if (sum == want) return {Status::pass, "[1,2,3,4] + [10,20,30,40] = " + values_text(sum)};
  return {Status::fail,
          "[1,2,3,4] + [10,20,30,40] gave " + values_text(sum) + ", expected [11,22,33,44]"};
}

TestResult known_answers(SuiteContext& context) {
  struct Fn {
    const char* name;
    ir::Value (*build)(ir::Value);
    double (*exact)(double);
  };
  static const Fn fns[] = {
      {"exp", ir::exp, [](double x) { return std::exp(x); }},
      {"log", ir::log, [](double x) { return std::log(x); }},
      {"rsqrt", ir::rsqrt, [](double x) { return 1 / std::sqrt(x); }},
      {"erf", ir::erf, [](double x) { return std::erf(x); }},
      {"tanh", ir::tanh, [](double x) { return std::tanh(x); }},
  };
  // Exactly representable points across each function's interesting range.
  const std::vector<double> points = {0.125, 0.5, 1.0, 1.75, 3.0, 7.5};
  ir::Module module =
      text_module("<known-answers>", {f32({int64_t(points.size())})}, [](std::vector<ir::Value> a) {
        std::vector<ir::Value> out;
        for (const Fn& fn : fns) out.push_back(fn.build(a[0]));
        return out;
      });
  auto executable = context.lowerer().compile(module, *module.entry());
  std::vector<Tensor> args = {Tensor::from_doubles(DType::f32, {int64_t(points.size())}, points)};
  std::vector<Tensor> got = executable->run(args);
  double worst = 0;
  std::string worst_at;
  for (size_t f = 0; f < std::size(fns); ++f)
    for (size_t i = 0; i < points.size(); ++i) {
      double want = fns[f].exact(points[i]);
      double error = std::abs(got.at(f).get(int64_t(i)) - want) / std::max(1.0, std::abs(want));
      if (!(error <= worst)) {
        worst = error;
        worst_at =
            cat(fns[f].name, "(", points[i], ") = ", got[f].get(int64_t(i)), ", exact ", want);
      }
    }
  if (worst <= 1e-6)
    return {Status::pass, cat("exp log rsqrt erf tanh at 6 points; worst error ", worst)};
  return {Status::fail, cat("error ", worst, " > 1e-6: ", worst_at)};
}

// ---- tier 1 --------------------------------------------------------------------------------

TestResult guards(SuiteContext& context) {
  ir::Module module = smoke_module();
  auto executable = context.lowerer().compile(module, *module.entry());
  exec::Lowerer& lowerer = context.lowerer();
  auto good = lowerer.upload(Tensor(f32({4})));
  auto short_one = lowerer.upload(Tensor(f32({3})));
  auto wide = lowerer.upload(Tensor(DType::f64, {4}));

  std::vector<std::string> problems, messages;
  // Each misuse must throw ladder::Error whose message contains every `needle`.
  auto refused = [&](const char* what, std::vector<exec::Buffer*> args,
                     std::vector<std::string> needles) {
    try {
      executable->execute(args);
      problems.push_back(cat(what, " was accepted"));
    } catch (const Error& e) {
      std::string message = e.what();
      for (const std::string& n : needles)
        if (message.find(n) == std::string::npos)
          problems.push_back(cat(what, ": the error does not name ", n, ": ", message));
      messages.push_back(message);
    }
  };
  refused("one argument for two", {good.get()}, {});
  refused("three arguments for two", {good.get(), good.get(), good.get()}, {});
  refused("a tensor<3xf32> argument", {good.get(), short_one.get()}, {"tensor<3xf32>"});
  refused("a tensor<4xf64> argument", {wide.get(), good.get()}, {"tensor<4xf64>"});
  try {
    const char* text =
        "func.func public @main(%a: tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>) {\n"
        "  return %a : tensor<4xf32>\n}\n";
    ir::Module wrong = stablehlo::parse(text, "<guards>");
    context.lowerer().compile(wrong, *wrong.entry());
    problems.push_back("a function returning 1 value where it declares 2 was accepted");
  } catch (const Error& e) {
    messages.push_back(e.what());
  }
  if (!problems.empty()) return {Status::fail, problems.front()};
  return {Status::pass, cat("5 misuses refused; e.g. \"", messages[2], "\"")};
}

constexpr int kResidentSteps = 3;

// A train step at a small learning rate, so that a one-ULP change of a parameter survives
// the updates instead of being rounded away by a large step.
struct ResidentSetup {
  ir::Module module;
  std::unique_ptr<exec::Executable> executable;
  std::vector<Tensor> inputs;
  int num_resident = 0;
};

ResidentSetup resident_setup(SuiteContext& context) {
  const ArtifactSpec& spec = find_artifact("mnist-linear.sgd");
  ResidentSetup s{
      stablehlo::parse(read_file(artifact_path(context.root(), spec)), spec.name), {}, {}, 0};
  const ir::Function& step = train_step_of(s.module, spec.name);
  s.executable = context.lowerer().compile(s.module, step);
  s.inputs = make_golden_inputs(step, spec.name);
  for (size_t i = 0; i < step.arg_names.size(); ++i)
    if (step.arg_names[i] == "lr") s.inputs[i].set(0, 0.01);
  s.num_resident = int(step.output_types().size()) - 1;
  return s;
}

std::optional<std::string> resident_difference(SuiteContext& context, Fault fault) {
  ResidentSetup s = resident_setup(context);
  const std::vector<std::string>& names = train_step_of(s.module, "mnist-linear.sgd").result_names;
  StepTrace copied = run_steps(context.lowerer(), *s.executable, s.inputs, names, s.num_resident,
                               kResidentSteps, Residency::round_trip, Fault::none);
  StepTrace resident = run_steps(context.lowerer(), *s.executable, s.inputs, names, s.num_resident,
                                 kResidentSteps, Residency::resident, fault);
  return first_difference(copied, resident);
}

TestResult resident(SuiteContext& context) {
  auto difference = resident_difference(context, context.fault());
  std::string fault = context.fault() == Fault::none
                          ? ""
                          : cat(" (LADDER_FAULT=", fault_name(context.fault()), " injected)");
  if (difference)
    return {Status::fail, "resident and round-trip runs differ" + fault + ": " + *difference};
  return {Status::pass, cat(kResidentSteps,
                            " steps of mnist-linear.sgd, resident and donated vs "
                            "copied through the host: identical bit for bit",
                            fault)};
}

// The gate is proven by injecting `fault` into the resident run: the comparison must fail.
TestResult fault_caught(SuiteContext& context, Fault fault) {
  auto difference = resident_difference(context, fault);
  if (!difference)
    return {Status::fail, cat("LADDER_FAULT=", fault_name(fault),
                              " went unnoticed: the resident comparison cannot fail")};
  return {Status::pass, "caught: " + *difference};
}

// ---- tier 2 --------------------------------------------------------------------------------

TestResult against_golden(SuiteContext& context, const ArtifactSpec& spec) {
  std::string path = artifact_path(context.root(), spec);
  std::string text = read_file(path);
  Golden golden = golden_from_json(read_file(golden_path(context.root(), spec.name)),
                                   golden_path(context.root(), spec.name));
  if (golden.artifact_sha256 != sha256_hex(text))
    return {Status::fail,
            cat("the golden was computed from another ", spec.name, ".mlir (sha256 ",
                short_sha(golden.artifact_sha256), "); run `ladder goldens --write`")};
  std::string tolerances_path = context.root() + "/artifacts/tolerances.tsv";
  auto families = parse_tolerances(read_file(tolerances_path), tolerances_path);
  auto family = families.find(spec.family);
  LADDER_CHECK(family != families.end(), tolerances_path, ": no family '", spec.family, "'");

  ir::Module module = stablehlo::parse(text, path);
  const ir::Function& step = train_step_of(module, path);
  LADDER_CHECK(step.name == golden.function, golden_path(context.root(), spec.name),
               ": golden of @", golden.function, ", but ", path, " holds @", step.name);
  std::vector<Tensor> inputs = make_golden_inputs(step, spec.name);
  auto executable = context.lowerer().compile(module, step);
  std::vector<Tensor> outputs = executable->run(inputs);
  Comparison c = compare_with_golden(golden, inputs, outputs, family->second);
  std::string detail = spec.family + ": " + c.detail;

  // The second golden, from XLA's CPU compiler, where one is committed: the same tolerances.
  const std::string xla_path = xla_golden_path(context.root(), spec.name);
  if (!file_exists(xla_path)) return {c.pass ? Status::pass : Status::fail, detail};
  Golden xla = golden_from_json(read_file(xla_path), xla_path);
  if (xla.artifact_sha256 != golden.artifact_sha256)
    return {Status::fail, cat(xla_path, " was computed from another ", spec.name,
                              ".mlir; run `ladder goldens --xla --write`")};
  Comparison x = compare_with_golden(xla, inputs, outputs, family->second);
  char line[120];
  std::snprintf(line, sizeof line, "; vs XLA median %.2g p90 %.2g", x.median_error, x.p90_error);
  if (!x.pass) return {Status::fail, spec.family + ": against XLA's golden: " + x.detail};
  const size_t worst = std::min(c.detail.find("; worst"), c.detail.size());
  return {c.pass ? Status::pass : Status::fail,
          spec.family + ": " + c.detail.substr(0, worst) + line + c.detail.substr(worst)};
}

// Seconds on the cpu lowerer of a 2-core VM, rounded up.
double artifact_estimate(const ArtifactSpec& spec) {
  if (spec.net == "mnist-linear") return 0.1;
  if (spec.net == "mnist-mlp") return 0.2;
  if (spec.net == "mnist-cnn") return 1;
  return 0.5;
}

}  // namespace

std::vector<TestCase> suite_tests(int max_tier) {
  std::vector<TestCase> tests = {
      {"probe", 0, 60, 0.1, "load the lowerer and print its facts as key=value", probe},
      {"smoke", 0, 60, 0.1, "[1,2,3,4] + [10,20,30,40] = [11,22,33,44]", smoke},
      {"known-answers", 0, 60, 0.1, "exp, log, rsqrt, erf, tanh at 6 points to 1e-6",
       known_answers},
      {"guards", 1, 60, 0.1, "wrong arity, shape, dtype and output count refused", guards},
      {"resident", 1, 300, 0.2, "3 steps resident+donated vs copied through the host, bitwise",
       resident},
      {"fault-ulp", 1, 300, 0.2, "the resident comparison catches a 1-ULP flip of one parameter",
       [](SuiteContext& c) { return fault_caught(c, Fault::ulp); }},
      {"fault-stale", 1, 300, 0.2, "the resident comparison catches a dropped resident update",
       [](SuiteContext& c) { return fault_caught(c, Fault::stale); }},
      {"allreduce", 1, 60, 1, "all_reduce sum and max across 2 replicas, exact (host lowerers: 2 MPI ranks, `mpirun -np 2 ladder replica-check allreduce`; pjrt: 2 devices, one execute)",
       [](SuiteContext& c) {
         return c.lowerer_name() == "pjrt" ? run_device_check("allreduce", c.lowerer())
                                           : run_replica_check("allreduce", c.lowerer_name(), 60);
       }},
      {"dp", 1, 120, 3, "3 SGD steps of mnist-cnn on 2 replicas x batch 8 equal 1 x 16 to 1e-5 (host lowerers: `mpirun -np 2 ladder replica-check dp`; pjrt: 2 devices)",
       [](SuiteContext& c) {
         return c.lowerer_name() == "pjrt" ? run_device_check("dp", c.lowerer())
                                           : run_replica_check("dp", c.lowerer_name(), 120);
       }},
  };
  for (const ArtifactSpec& spec : artifact_specs())
    tests.push_back({"golden:" + spec.name, 2, 300, artifact_estimate(spec),
                     cat("artifacts/", spec.name, ".mlir against its golden (", spec.family, ")"),
                     [spec](SuiteContext& c) { return against_golden(c, spec); }});
  std::erase_if(tests, [&](const TestCase& t) { return t.tier > max_tier; });
  return tests;
}

std::string suite_sha(const std::string& root, int max_tier) {
  std::string text;
  for (const TestCase& t : suite_tests(max_tier))
    text += cat(t.name, "\t", t.tier, "\t", t.timeout_s, "\n");
  if (max_tier >= 2) {
    text += read_file(root + "/artifacts/tolerances.tsv");
    for (const ArtifactSpec& spec : artifact_specs()) {
      text += read_file(golden_path(root, spec.name));
      if (file_exists(xla_golden_path(root, spec.name)))
        text += read_file(xla_golden_path(root, spec.name));
    }
  }
  return short_sha(sha256_hex(text));
}

namespace {
std::string one_line(std::string text, size_t limit) {
  for (char& c : text)
    if (c == '\n' || c == '\t' || c == '\r') c = ' ';
  if (text.size() > limit) text = text.substr(0, limit - 3) + "...";
  return std::string(trim(text));
}
}  // namespace

RunResult run_test(const TestCase& test, SuiteContext& context, bool* abandoned) {
  auto start = std::chrono::steady_clock::now();
  // The task owns a copy of the test, so a thread left behind never points at a dead one.
  std::packaged_task<TestResult()> task([test, &context]() -> TestResult {
    try {
      return test.run(context);
    } catch (const std::exception& e) {
      return {Status::fail, e.what()};
    }
  });
  std::future<TestResult> result = task.get_future();
  std::thread thread(std::move(task));
  RunResult r{test.name, test.tier, Status::fail, "", 0};
  if (result.wait_for(std::chrono::duration<double>(test.timeout_s)) == std::future_status::ready) {
    thread.join();
    TestResult t = result.get();
    r.status = t.status;
    r.detail = t.detail;
  } else {
    thread.detach();
    *abandoned = true;
    r.detail = cat("timed out after ", test.timeout_s, " s");
  }
  r.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  r.detail = one_line(r.detail, 160);
  return r;
}

}  // namespace ladder::platform
