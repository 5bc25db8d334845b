// Goldens: what each committed train-step artifact computes on seeded inputs, evaluated in
// float64 on the reference lowerer, stored compactly (artifacts/goldens/<name>.json), and the
// comparison a lowerer's float32 results must pass (tier 2 of `ladder check`).
//
// Inputs (make_golden_inputs), drawn in argument order from Rng(hash_seed(artifact name)):
//   x                        N(0, 1)
//   theta.* of rank >= 2     He-scaled: N(0, 2 / fan_in), fan_in = in (dense [in, out]) or
//                            in·kH·kW (conv OIHW)
//   theta.*.gamma            1;   other rank-1 theta (biases, BatchNorm beta): 0
//   m.*, running_mean.*      0;   v.*, running_var.*: 1
//   lr, bc1, bc2             1
//   seed (dropout's)         2026
//   labels                   one-hot rows of a uniformly drawn class
// For a train step, outputs paired with an input (docs/TRAIN_STEP.md: output i is the new
// value of input i + 1) are summarised as the step itself, output − input, so that a small
// update on a large parameter is compared at its own scale; the loss is summarised as is.
//
// Per-output error = max(rms of the sampled differences, |ΔL2| / √n)
//                    ÷ max(reference rms, 0.01 × median reference rms over the outputs);
// an artifact passes when the median and the 90th percentile (nearest rank) of its errors
// are within its family's tolerances and every element and non-finite count matches.
//
// A second golden per artifact, artifacts/goldens/xla/<name>.json (`ladder goldens --xla
// --write`), holds the same summaries of the artifact run as written, in float32, by XLA's CPU
// compiler through PJRT: an independent compiler beside the reference. Tier 2 compares a
// lowerer with both, with the same tolerances.
#pragma once

#include <cstdint>
#include <map>
#include <optional>
#include <span>
#include <string>
#include <vector>

#include "ladder/core/tensor.h"
#include "ladder/exec/lowerer.h"
#include "ladder/ir/graph.h"

namespace ladder::platform {

inline constexpr int kGoldenSamples = 128;

struct OutputSummary {
  std::string name;
  int paired_input = -1;  // >= 0: the summary is of output − input[paired_input]
  int64_t count = 0;
  int64_t non_finite = 0;
  double l2 = 0;       // over the finite elements
  double max_abs = 0;  // over the finite elements
  std::vector<int64_t> positions;
  std::vector<double> values;  // at `positions`

  double rms() const;
};

struct Golden {
  std::string artifact;
  std::string artifact_sha256;
  std::string function;
  std::vector<OutputSummary> outputs;
  std::string computed_by = kReferenceGolden;

  static constexpr const char* kReferenceGolden =
      "ladder goldens: reference lowerer, float64; inputs as in src/ladder/platform/goldens.h";
};

// The module's @<net>_<opt>_train_step (docs/TRAIN_STEP.md); throws when it has none.
const ir::Function& train_step_of(const ir::Module& module, const std::string& source);

// The seeded inputs described above, typed as the function declares them.
std::vector<Tensor> make_golden_inputs(const ir::Function& function, const std::string& artifact);

// Output i is paired with input i + 1 when the function is a train step (its name ends in
// "_train_step"), for every output but the last (the loss); -1 otherwise.
std::vector<int> paired_inputs(const ir::Function& function);

// The elements to sample from an output of `count` elements: all of them up to
// kGoldenSamples, else kGoldenSamples distinct positions drawn from `seed`, ascending.
std::vector<int64_t> sample_positions(int64_t count, uint64_t seed);

// Summarises `values` (already the step, for paired outputs) at `positions`.
OutputSummary summarize(std::string name, int paired_input, std::span<const double> values,
                        std::vector<int64_t> positions);

// The output's values as doubles, minus its paired input when it has one.
std::vector<double> step_values(const Tensor& output, const Tensor* paired_input);

// Rewrites every f32 type and constant of `module` as f64, so that the reference lowerer
// (which rounds each op to its declared type) computes in float64 throughout.
void promote_to_f64(ir::Module& module);

// Computes the golden of an artifact's train step from its text.
Golden compute_golden(const std::string& artifact, const std::string& text);
// The same inputs run as written (float32) on another compiler, e.g. XLA through PJRT: a
// second, independent golden (artifacts/goldens/xla/), `computed_by` saying what ran it.
Golden compute_golden_on(const std::string& artifact, const std::string& text,
                         exec::Lowerer& lowerer, const std::string& computed_by);

std::string golden_to_json(const Golden& golden);
Golden golden_from_json(const std::string& text, const std::string& source);
std::string golden_path(const std::string& root, const std::string& artifact);
// artifacts/goldens/xla/<artifact>.json: the artifact's outputs from XLA's CPU compiler.
std::string xla_golden_path(const std::string& root, const std::string& artifact);

struct Tolerance {
  double median = 0, p90 = 0;
};
// artifacts/tolerances.tsv: family <TAB> median <TAB> p90, '#' comments.
std::map<std::string, Tolerance> parse_tolerances(const std::string& text,
                                                  const std::string& source);

// The per-output error of `got` against `want`, given the floor of the reference rms.
double output_error(const OutputSummary& want, const OutputSummary& got, double rms_floor);
double median(std::vector<double> values);
double percentile90(std::vector<double> values);  // nearest rank

struct Comparison {
  bool pass = false;
  std::vector<double> errors;  // per output
  double median_error = 0, p90_error = 0;
  std::string detail;  // one line
};

// Compares a lowerer's outputs on the golden inputs with the golden.
Comparison compare_with_golden(const Golden& golden, std::span<const Tensor> inputs,
                               std::span<const Tensor> outputs, const Tolerance& tolerance);
// The same, from summaries (what compare_with_golden computes from the outputs).
Comparison compare_summaries(const std::vector<OutputSummary>& want,
                             const std::vector<OutputSummary>& got, const Tolerance& tolerance);

}  // namespace ladder::platform
