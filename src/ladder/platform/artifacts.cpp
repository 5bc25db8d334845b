#include "ladder/platform/artifacts.h"

#include <filesystem>

#include "ladder/core/error.h"
#include "ladder/core/sha256.h"
#include "ladder/ir/verify.h"
#include "ladder/nn/nets.h"
#include "ladder/nn/train_step.h"
#include "ladder/platform/files.h"
#include "ladder/stablehlo/printer.h"

namespace ladder::platform {

const std::vector<ArtifactSpec>& artifact_specs() {
  // The ladder's MNIST nets with SGD, both CIFAR nets with the three optimizers of their
  // published arms (SGD, Nesterov momentum, AdamW), and the seven Imagenette nets with the
  // rung's AdamW (dropout and stochastic depth on, as the rung trains them); mnist-cnn's step
  // in mixed precision.
  static const std::vector<ArtifactSpec> specs = {
      {"mnist-linear.sgd", "mnist-linear", "sgd", "dense"},
      {"mnist-mlp.sgd", "mnist-mlp", "sgd", "dense"},
      {"mnist-cnn.sgd", "mnist-cnn", "sgd", "conv-pool"},
      {"cifar8.sgd", "cifar8", "sgd", "conv-pool"},
      {"cifar8.nesterov", "cifar8", "nesterov", "conv-pool"},
      {"cifar8.adamw", "cifar8", "adamw", "conv-pool"},
      {"cifar8-bn.sgd", "cifar8-bn", "sgd", "batchnorm"},
      {"cifar8-bn.nesterov", "cifar8-bn", "nesterov", "batchnorm"},
      {"cifar8-bn.adamw", "cifar8-bn", "adamw", "batchnorm"},
      {"resnet34.adamw", "resnet34", "adamw", "deep-conv", kImagenetteArtifactBatch},
      {"resnet50.adamw", "resnet50", "adamw", "deep-conv", kImagenetteArtifactBatch},
      {"mobilenetv2.adamw", "mobilenetv2", "adamw", "depthwise", kImagenetteArtifactBatch},
      {"mobilenetv4-m.adamw", "mobilenetv4-m", "adamw", "depthwise", kImagenetteArtifactBatch},
      {"efficientnet-b0.adamw", "efficientnet-b0", "adamw", "swish-se", kImagenetteArtifactBatch},
      {"convnext-t.adamw", "convnext-t", "adamw", "layernorm-dw7", kImagenetteArtifactBatch},
      {"vit-tiny.adamw", "vit-tiny", "adamw", "attention", kImagenetteArtifactBatch},
      // Mixed precision: bf16 forward and backward, f32 weights and accumulation.
      {"mnist-cnn.sgd.bf16", "mnist-cnn", "sgd", "bf16", kArtifactBatch, nn::Precision::bf16},
  };
  return specs;
}

const ArtifactSpec& find_artifact(const std::string& name) {
  std::string known;
  for (const ArtifactSpec& spec : artifact_specs()) {
    if (spec.name == name) return spec;
    known += (known.empty() ? "" : ", ") + spec.name;
  }
  throw Error(cat("unknown artifact '", name, "' (committed: ", known, ")"));
}

std::string emit_artifact(const ArtifactSpec& spec) {
  nn::Optimizer optimizer;
  auto kind = nn::optimizer_from_name(spec.optimizer);
  LADDER_ASSERT(kind, spec.optimizer);
  optimizer.kind = *kind;
  auto module = nn::build_train_module(nn::find_net(spec.net), optimizer, spec.batch, {.precision = spec.precision});
  ir::verify(*module);
  return stablehlo::print(*module);
}

std::string artifact_path(const std::string& root, const ArtifactSpec& spec) {
  return root + "/artifacts/" + spec.name + ".mlir";
}

std::string manifest_path(const std::string& root) { return root + "/artifacts/MANIFEST"; }

std::string manifest_text(const std::vector<std::pair<std::string, std::string>>& sha_and_file) {
  std::string text;
  for (const auto& [sha, file] : sha_and_file) text += sha + "  " + file + "\n";
  return text;
}

namespace {
std::vector<std::pair<std::string, std::string>> emitted_manifest(std::vector<std::string>* texts) {
  std::vector<std::pair<std::string, std::string>> entries;
  for (const ArtifactSpec& spec : artifact_specs()) {
    std::string text = emit_artifact(spec);
    entries.emplace_back(sha256_hex(text), spec.name + ".mlir");
    if (texts) texts->push_back(std::move(text));
  }
  return entries;
}
}  // namespace

std::vector<ArtifactProblem> check_artifacts(const std::string& root) {
  std::vector<ArtifactProblem> problems;
  auto entries = emitted_manifest(nullptr);
  for (size_t i = 0; i < entries.size(); ++i) {
    std::string path = artifact_path(root, artifact_specs()[i]);
    if (!file_exists(path))
      problems.push_back({path, "missing (run `ladder artifacts --write`)"});
    else if (sha256_file(path) != entries[i].first)
      problems.push_back({path, "differs from what the code emits now (sha256 " +
                                    short_sha(entries[i].first) + " expected, " +
                                    short_sha(sha256_file(path)) + " committed)"});
  }
  std::string manifest = manifest_path(root);
  if (!file_exists(manifest))
    problems.push_back({manifest, "missing (run `ladder artifacts --write`)"});
  else if (read_file(manifest) != manifest_text(entries))
    problems.push_back({manifest, "does not list the emitted artifacts and their sha256"});
  return problems;
}

std::vector<std::string> write_artifacts(const std::string& root) {
  std::vector<std::string> texts, written;
  auto entries = emitted_manifest(&texts);
  for (size_t i = 0; i < entries.size(); ++i) {
    written.push_back(artifact_path(root, artifact_specs()[i]));
    write_file(written.back(), texts[i]);
  }
  written.push_back(manifest_path(root));
  write_file(written.back(), manifest_text(entries));
  return written;
}

std::string find_repo_root() {
  namespace fs = std::filesystem;
  auto search_up = [](fs::path dir) -> std::string {
    for (; !dir.empty(); dir = dir.parent_path()) {
      if (fs::is_directory(dir / "artifacts") && fs::is_directory(dir / "platforms"))
        return dir.string();
      if (dir == dir.parent_path()) break;
    }
    return {};
  };
  std::string root = search_up(fs::current_path());
  if (root.empty()) {
    std::error_code ec;
    fs::path exe = fs::read_symlink("/proc/self/exe", ec);
    if (!ec) root = search_up(exe.parent_path());
  }
  LADDER_CHECK(!root.empty(), "cannot find the ladder repository (a folder holding artifacts/ ",
               "and platforms/) above ", fs::current_path().string(),
               " or the ladder binary; run from the repository or pass --root");
  return root;
}

std::string short_sha(const std::string& sha256_hex) { return sha256_hex.substr(0, 16); }

}  // namespace ladder::platform
