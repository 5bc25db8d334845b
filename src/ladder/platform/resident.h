// Runs a train step for several steps the way a trainer does, keeping θ, optimizer state
// and running statistics (inputs 1..R, docs/TRAIN_STEP.md) in the lowerer's buffers, and
// compares two such runs bit for bit. This is the resident test of `ladder check`, and the
// place where LADDER_FAULT injects the faults that prove the comparison can fail:
//   LADDER_FAULT=ulp    after the first step, one parameter element is moved by one ULP
//   LADDER_FAULT=stale  the second step's update of the first parameter is dropped (the
//                       runner keeps feeding the old buffer, as a lost resident write would)
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "ladder/core/tensor.h"
#include "ladder/exec/lowerer.h"

namespace ladder::platform {

enum class Fault { none, ulp, stale };

// LADDER_FAULT: unset or "" (none), "ulp", "stale"; anything else is a ladder::Error.
Fault fault_from_env();
Fault parse_fault(std::string_view text);
std::string_view fault_name(Fault fault);

enum class Residency {
  resident,    // outputs stay in the lowerer and are donated to the next step
  round_trip,  // every output is copied to the host and uploaded again, nothing donated
};

struct StepTrace {
  std::vector<Tensor> losses;          // one per step
  std::vector<Tensor> final_resident;  // inputs 1..R after the last step, on the host
  std::vector<std::string> names;      // the names of final_resident (output names)
};

// Runs `steps` steps of `executable` from `inputs`; `num_resident` is R. The fault applies
// to this run only.
StepTrace run_steps(exec::Lowerer& lowerer, exec::Executable& executable,
                    const std::vector<Tensor>& inputs, const std::vector<std::string>& output_names,
                    int num_resident, int steps, Residency residency, Fault fault);

// The first difference between two traces, bit for bit ("step 2 loss: ..."), or nothing.
std::optional<std::string> first_difference(const StepTrace& a, const StepTrace& b);

// Flips the lowest bit of element `i`: for a float, a change of one ULP in magnitude.
void flip_lowest_bit(Tensor& tensor, int64_t i);

}  // namespace ladder::platform
