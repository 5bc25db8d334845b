// `ladder eval RUN_DIR` and `ladder predict RUN_DIR IMAGE...` as a user runs them: eval
// reproduces the run's own reported top-1 from the run's artifact and checkpoint; predict
// classifies image files exactly as the run's test split was classified; both refuse what they
// cannot use in one clear line.
#include <nlohmann/json.hpp>

#include "cli/run_ladder.h"
#include "ladder/data/idx.h"
#include "ladder/data/image_file.h"

namespace ladder::cli_test {
namespace {

namespace fs = std::filesystem;

using EvalCli = ScratchDir;

constexpr const char* kFashion = "/usr/share/datasets/fashion-mnist";

TEST_F(EvalCli, ReproducesTheRunsTop1WithPerClassAndConfusion) {
  if (!fs::exists(kFashion)) GTEST_SKIP() << kFashion << " missing (Debian's dataset-fashion-mnist)";
  ASSERT_EQ(ladder({"train", "mnist-linear", "--epochs", "1", "--max-steps", "30", "--data", kFashion,
                    "--run-dir", path("r")}).exit_code, 0);
  const auto final_json = nlohmann::json::parse(read_text(path("r/final.json")));
  Outcome run = ladder({"eval", path("r")});
  ASSERT_EQ(run.exit_code, 0) << run.err;
  char top1[64];
  std::snprintf(top1, sizeof top1, "top-1 %.2f%% ", final_json["top1"].get<double>());
  EXPECT_NE(run.out.find(top1), std::string::npos) << run.out;
  EXPECT_NE(run.out.find("confusion matrix"), std::string::npos) << run.out;
  EXPECT_NE(read_text(path("r/confusion.svg")).find(">T-shirt<"), std::string::npos);
  EXPECT_EQ(read_text(path("r/confusion.png")).substr(1, 3), "PNG");

  const auto eval = nlohmann::json::parse(read_text(path("r/eval.json")));
  EXPECT_EQ(eval["correct"], final_json["correct"]);
  EXPECT_EQ(eval["total"], 10000);
  int64_t diagonal = 0, all = 0, per_class = 0;
  for (size_t t = 0; t < 10; ++t) {
    for (size_t p = 0; p < 10; ++p) all += eval["confusion"][t][p].get<int64_t>();
    diagonal += eval["confusion"][t][t].get<int64_t>();
    per_class += eval["per_class"][t]["correct"].get<int64_t>();
    EXPECT_EQ(eval["per_class"][t]["total"], 1000);  // Fashion-MNIST's test split is balanced
  }
  EXPECT_EQ(all, 10000);
  EXPECT_EQ(diagonal, eval["correct"].get<int64_t>());
  EXPECT_EQ(per_class, diagonal);

  Outcome json = ladder({"eval", path("r"), "--json"});
  ASSERT_EQ(json.exit_code, 0) << json.err;
  EXPECT_EQ(nlohmann::json::parse(json.out)["correct"], final_json["correct"]);
}

TEST_F(EvalCli, RefusesWhatItCannotEvaluate) {
  expect_one_line_error(ladder({"eval", path("nothing")}), {"not a run directory", "config.json"});
  ASSERT_EQ(ladder({"train", "mnist-linear", "--synthetic", "--epochs", "1", "--max-steps", "3",
                    "--run-dir", path("s")}).exit_code, 0);
  expect_one_line_error(ladder({"eval", path("s")}), {"generated data", "--data"});
}

// The text after "NAME: " in predict's line for NAME.
std::string prediction_for(const std::string& out, const std::string& name) {
  const size_t at = out.find(name + ": ");
  if (at == std::string::npos) return "(no line for " + name + ")";
  const size_t from = at + name.size() + 2;
  return out.substr(from, out.find('\n', from) - from);
}

TEST_F(EvalCli, PredictClassifiesImageFilesAsTheRunsTestSplitIs) {
  if (!fs::exists(kFashion)) GTEST_SKIP() << kFashion << " missing (Debian's dataset-fashion-mnist)";
  ASSERT_EQ(ladder({"train", "mnist-linear", "--epochs", "1", "--max-steps", "60", "--data", kFashion,
                    "--run-dir", path("r")}).exit_code, 0);
  const auto final_json = nlohmann::json::parse(read_text(path("r/final.json")));

  // The whole test split as one IDX file: predict gets right exactly the images the run did.
  const std::string images_idx = std::string(kFashion) + "/t10k-images-idx3-ubyte.gz";
  Outcome all = ladder({"predict", path("r"), images_idx, "--top", "1", "--json"});
  ASSERT_EQ(all.exit_code, 0) << all.err;
  const auto doc = nlohmann::json::parse(all.out);
  EXPECT_EQ(doc["net"], "mnist-linear");
  EXPECT_EQ(doc["dataset"], "fashion-mnist");
  const data::IdxArray labels = data::read_idx(std::string(kFashion) + "/t10k-labels-idx1-ubyte.gz");
  ASSERT_EQ(doc["predictions"].size(), labels.values.size());
  EXPECT_EQ(doc["predictions"][0]["image"], "t10k-images-idx3-ubyte.gz[0]");
  int64_t correct = 0;
  for (size_t i = 0; i < labels.values.size(); ++i) {
    const auto& top = doc["predictions"][i]["top"];
    ASSERT_EQ(top.size(), 1u);
    correct += top[0]["class"].get<int64_t>() == labels.values[i];
  }
  EXPECT_EQ(correct, final_json["correct"].get<int64_t>());

  // The same images as PNG files (as they are, enlarged 2×, as RGB) and as a small IDX file.
  const std::vector<data::Image> test = data::read_images(images_idx);
  data::write_png(path("a.png"), test[0]);
  data::Image big{"big", 1, 56, 56, {}}, rgb{"rgb", 3, 28, 28, {}};
  for (int64_t y = 0; y < 56; ++y)
    for (int64_t x = 0; x < 56; ++x) big.pixels.push_back(test[0].at(y / 2, x / 2, 0));
  for (uint8_t v : test[1].pixels) rgb.pixels.insert(rgb.pixels.end(), 3, v);
  data::write_png(path("big.png"), big);
  data::write_png(path("rgb.png"), rgb);
  std::string idx = {0, 0, 8, 3, 0, 0, 0, 2, 0, 0, 0, 28, 0, 0, 0, 28};
  for (int i = 0; i < 2; ++i) idx.append(test[size_t(i)].pixels.begin(), test[size_t(i)].pixels.end());
  write_text(path("two.idx"), idx);
  Outcome some = ladder({"predict", path("r"), path("a.png"), path("big.png"), path("rgb.png"), path("two.idx")});
  ASSERT_EQ(some.exit_code, 0) << some.err;
  const std::string first = prediction_for(some.out, "two.idx[0]"), second = prediction_for(some.out, "two.idx[1]");
  EXPECT_EQ(prediction_for(some.out, "a.png"), first) << some.out;
  EXPECT_EQ(prediction_for(some.out, "big.png"), first) << some.out;  // a 2× box shrink is exact
  // Luma of grey-as-RGB is the grey up to rounding: the same classes, in the same order.
  auto classes = [](const std::string& line) {
    std::string names;
    for (size_t at = 0; at < line.size();) {
      const size_t end = line.find(' ', at);
      names += line.substr(at, end - at) + "|";
      const size_t comma = line.find(", ", end);
      at = comma == std::string::npos ? line.size() : comma + 2;
    }
    return names;
  };
  EXPECT_EQ(classes(prediction_for(some.out, "rgb.png")), classes(second)) << some.out;
  EXPECT_EQ(std::count(first.begin(), first.end(), '%'), 3) << "three classes by default: " << first;
  const auto label_name = [&](size_t i) {
    const char* names[] = {"T-shirt", "Trouser", "Pullover", "Dress", "Coat", "Sandal", "Shirt", "Sneaker", "Bag", "Boot"};
    return std::string(names[labels.values[i]]);
  };
  EXPECT_EQ(first.rfind(label_name(0) + " ", 0), 0u) << "test image 0 is a " << label_name(0) << ": " << first;

  write_text(path("notes.txt"), "not an image\n");
  expect_one_line_error(ladder({"predict", path("r"), path("notes.txt")}), {"notes.txt", "not a PNG, JPEG or IDX"});
  expect_one_line_error(ladder({"predict", path("r"), path("a.png"), "--top", "0"}), {"--top", "at least 1"});
  expect_one_line_error(ladder({"predict", path("nothing"), path("a.png")}), {"not a run directory"});
}

// ladder import / export of a PyTorch state_dict, and a run started from the imported weights.
TEST_F(EvalCli, ImportExportRoundTripAndTrainFromImportedWeights) {
  // A state_dict in torch's names, as `ladder export` writes it from a run of mobilenetv2.
  ASSERT_EQ(ladder({"train", "mobilenetv2", "--synthetic", "--batch", "2", "--max-steps", "1", "--run-dir",
                    path("a")}).exit_code, 0);
  Outcome out = ladder({"export", path("a"), "-o", path("torch.safetensors")});
  ASSERT_EQ(out.exit_code, 0) << out.err;
  const std::string exported = read_text(path("torch.safetensors"));
  EXPECT_NE(exported.find("features.18.1.running_var"), std::string::npos);
  Outcome in = ladder({"import", "mobilenetv2", path("torch.safetensors"), "-o", path("w.safetensors")});
  ASSERT_EQ(in.exit_code, 0) << in.err;
  ASSERT_EQ(ladder({"export", path("w.safetensors"), "-o", path("again.safetensors")}).exit_code, 0);
  EXPECT_EQ(read_text(path("again.safetensors")), exported) << "export(import(state_dict)) is not the same file";
  Outcome run = ladder({"train", "mobilenetv2", "--synthetic", "--batch", "2", "--max-steps", "1", "--init",
                        path("w.safetensors"), "--run-dir", path("b")});
  ASSERT_EQ(run.exit_code, 0) << run.err;
  expect_one_line_error(ladder({"import", "resnet34", path("torch.safetensors"), "-o", path("x.safetensors")}),
                        {"torch.safetensors", "no tensor"});
  expect_one_line_error(ladder({"train", "resnet34", "--synthetic", "--max-steps", "1", "--init",
                                path("w.safetensors"), "--run-dir", path("c")}),
                        {"weights of mobilenetv2, not resnet34"});
}

}  // namespace
}  // namespace ladder::cli_test
