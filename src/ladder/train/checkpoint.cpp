#include "ladder/train/checkpoint.h"

#include <charconv>
#include <limits>
#include <map>

#include "ladder/core/error.h"
#include "ladder/core/safetensors.h"

namespace ladder::train {

void save_checkpoint(const std::string& path, const Checkpoint& ckpt) {
  SafeTensors st;
  st.tensors = ckpt.state;
  st.metadata = {{"format", "ladder-checkpoint-1"},
                 {"net", ckpt.net},
                 {"step", std::to_string(ckpt.step)},
                 {"epoch", std::to_string(ckpt.epoch)},
                 {"seed", std::to_string(ckpt.seed)},
                 {"dataset", ckpt.dataset},
                 {"artifact_sha256", ckpt.artifact_sha256}};
  write_safetensors(path, st);
}

Checkpoint load_checkpoint(const std::string& path) {
  SafeTensors st = read_safetensors(path);
  auto meta = [&](const std::string& key) {
    auto it = st.metadata.find(key);
    LADDER_CHECK(it != st.metadata.end(), path, ": not a ladder checkpoint (metadata has no '", key,
                 "')");
    return it->second;
  };
  // Counts are written by std::to_string; seeds span all of uint64_t.
  auto count = [&](const std::string& key, uint64_t max) {
    std::string v = meta(key);
    uint64_t x = 0;
    auto [end, ec] = std::from_chars(v.data(), v.data() + v.size(), x);
    LADDER_CHECK(ec == std::errc() && end == v.data() + v.size() && !v.empty() && x <= max, path,
                 ": metadata '", key, "' is not a count: '", v, "'");
    return x;
  };
  auto integer = [&](const std::string& key) {
    return static_cast<int64_t>(count(key, std::numeric_limits<int64_t>::max()));
  };
  LADDER_CHECK(meta("format") == "ladder-checkpoint-1", path, ": unknown checkpoint format '",
               meta("format"), "'");
  Checkpoint c;
  c.net = meta("net");
  c.step = integer("step");
  c.epoch = integer("epoch");
  c.seed = count("seed", std::numeric_limits<uint64_t>::max());
  c.dataset = meta("dataset");
  c.artifact_sha256 = meta("artifact_sha256");
  c.state = std::move(st.tensors);
  return c;
}

void check_compatible(const Checkpoint& ckpt, const std::string& net,
                      const std::vector<std::pair<std::string, TensorType>>& expected) {
  const std::string hint = " (use --fresh to start over, or --run-dir to train elsewhere)";
  LADDER_CHECK(ckpt.net == net, "the checkpoint is for net '", ckpt.net, "', not '", net, "'", hint);
  std::map<std::string, TensorType> have;
  for (const auto& [name, t] : ckpt.state) have[name] = t.type();
  LADDER_CHECK(have.size() == expected.size(), "the checkpoint holds ", have.size(),
               " tensors but the train step needs ", expected.size(), hint);
  for (const auto& [name, type] : expected) {
    auto it = have.find(name);
    LADDER_CHECK(it != have.end(), "the checkpoint has no tensor '", name, "'", hint);
    LADDER_CHECK(it->second == type, "checkpoint tensor '", name, "' is ", type_string(it->second),
                 " but the train step needs ", type_string(type), hint);
  }
}

}  // namespace ladder::train
