// The committed train-step artifacts (artifacts/*.mlir): which nets and optimizers, at which
// batch, and the MANIFEST that pins their bytes. `ladder artifacts --check` re-emits every one
// and fails when the committed text differs from what the code now writes.
#pragma once

#include <string>
#include <vector>

#include "ladder/nn/train_step.h"

namespace ladder::platform {

// Committed artifacts use a small batch so that their goldens (float64, on the reference
// lowerer) compute in seconds and tier 2 of `ladder check` runs in minutes: 8, and for the
// 224x224 Imagenette nets 2 (BatchNorm's least; their goldens take up to a minute each). The
// graph of a step is the same at every batch but for the leading dimension.
inline constexpr int kArtifactBatch = 8;
inline constexpr int kImagenetteArtifactBatch = 2;

struct ArtifactSpec {
  std::string name;       // "cifar8-bn.adamw": the file is artifacts/<name>.mlir
  std::string net;        // a registered net (nn::find_net)
  std::string optimizer;  // nn::optimizer_from_name
  std::string family;     // the tolerance family (artifacts/tolerances.tsv)
  int batch = kArtifactBatch;
  nn::Precision precision = nn::Precision::f32;  // bf16: `ladder emit --precision bf16`
};

// Every committed artifact, in MANIFEST order.
const std::vector<ArtifactSpec>& artifact_specs();
const ArtifactSpec& find_artifact(const std::string& name);  // throws naming the known ones

// The artifact's text, exactly as `ladder emit NET --optimizer OPT --batch <its batch>` writes it.
std::string emit_artifact(const ArtifactSpec& spec);

std::string artifact_path(const std::string& root, const ArtifactSpec& spec);
std::string manifest_path(const std::string& root);  // <root>/artifacts/MANIFEST

// MANIFEST lines are "<sha256>  <file>", the format `sha256sum -c` reads (from artifacts/).
std::string manifest_text(const std::vector<std::pair<std::string, std::string>>& sha_and_file);

struct ArtifactProblem {
  std::string path;
  std::string what;  // "differs from what the code emits", "missing", ...
};

// Re-emits every artifact and compares it with the committed file and the MANIFEST.
std::vector<ArtifactProblem> check_artifacts(const std::string& root);
// Writes every artifact and the MANIFEST; returns the paths written.
std::vector<std::string> write_artifacts(const std::string& root);

// The repository root: the nearest folder, from the working directory upwards and then from
// the running binary's folder upwards, that holds artifacts/ and platforms/. Throws when none.
std::string find_repo_root();

// sha256 cut to 16 hex digits, the short form run records use.
std::string short_sha(const std::string& sha256_hex);

}  // namespace ladder::platform
