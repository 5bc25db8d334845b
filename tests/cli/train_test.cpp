// `ladder train` as a user runs it: a run directory that reads right, resumption after a
// SIGKILL in the middle of an epoch, and one clear error line for bad data or checkpoints.
#include <signal.h>
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <chrono>
#include <filesystem>
#include <fstream>
#include <random>
#include <thread>

#include "cli/run_ladder.h"
#include "ladder/core/error.h"
#include "ladder/data/image_file.h"
#include "ladder/train/checkpoint.h"

namespace ladder::cli_test {
namespace {

namespace fs = std::filesystem;

using TrainCli = ScratchDir;

int count_lines(const std::string& text) { return static_cast<int>(std::count(text.begin(), text.end(), '\n')); }

TEST_F(TrainCli, WritesARunDirectoryAPersonCanRead) {
  Outcome run = ladder({"train", "mnist-linear", "--synthetic", "--epochs", "2", "--batch", "32",
                        "--max-steps", "40", "--run-dir", path("r")});
  ASSERT_EQ(run.exit_code, 0) << run.err << run.out;
  for (const char* f : {"config.json", "epochs.tsv", "train.log", "final.json", "curves.svg", "curves.png",
                        "checkpoint.safetensors", "train_step.mlir"})
    EXPECT_TRUE(fs::exists(path(std::string("r/") + f))) << f;
  EXPECT_EQ(count_lines(read_text(path("r/epochs.tsv"))), 3);  // header + 2 epochs
  std::string final_json = read_text(path("r/final.json"));
  for (const char* key : {"\"net\"", "\"dataset\"", "\"top1\"", "\"ci_low\"", "\"ci_high\"", "\"seconds\""})
    EXPECT_NE(final_json.find(key), std::string::npos) << key;
  EXPECT_NE(run.out.find("epoch 2: loss = "), std::string::npos) << run.out;
  // The terminal's lines are the log's lines.
  EXPECT_NE(read_text(path("r/train.log")).find("epoch 1: loss = "), std::string::npos);
}

TEST_F(TrainCli, ResumesAfterSigkillMidEpoch) {
  const std::string dir = path("r");
  const std::vector<std::string> args = {LADDER_BINARY_DIR "/ladder", "train", "mnist-mlp", "--synthetic",
                                         "--epochs", "40", "--batch", "64", "--max-steps", "100000",
                                         "--run-dir", dir};
  pid_t pid = fork();
  ASSERT_GE(pid, 0);
  if (pid == 0) {
    freopen("/dev/null", "w", stdout);
    std::vector<char*> argv;
    for (const auto& a : args) argv.push_back(const_cast<char*>(a.c_str()));
    argv.push_back(nullptr);
    execv(argv[0], argv.data());
    _exit(127);
  }
  // Wait for the second epoch's checkpoint (written atomically, after its epochs.tsv row: on a
  // loaded machine the row alone came 150 ms before it), then kill inside the third epoch.
  auto checkpoint_epoch = [&] {
    try {
      return train::load_checkpoint(dir + "/checkpoint.safetensors").epoch;
    } catch (const std::exception&) {
      return int64_t{0};  // not written yet
    }
  };
  auto deadline = std::chrono::steady_clock::now() + std::chrono::seconds(120);
  while (checkpoint_epoch() < 2 && std::chrono::steady_clock::now() < deadline)
    std::this_thread::sleep_for(std::chrono::milliseconds(20));
  std::this_thread::sleep_for(std::chrono::milliseconds(150));
  kill(pid, SIGKILL);
  int status = 0;
  waitpid(pid, &status, 0);
  ASSERT_TRUE(WIFSIGNALED(status)) << "the run ended before it could be killed";

  // Every file left behind is whole: the checkpoint loads and names the epochs done.
  train::Checkpoint ckpt = train::load_checkpoint(dir + "/checkpoint.safetensors");
  const int64_t epochs_done = ckpt.epoch;
  EXPECT_GE(epochs_done, 2);
  // An epoch's row is written just before its checkpoint, so a kill between the two leaves one
  // row ahead of the checkpoint; resuming drops it and redoes that epoch.
  const int rows = count_lines(read_text(dir + "/epochs.tsv")) - 1;
  EXPECT_TRUE(rows == epochs_done || rows == epochs_done + 1) << rows << " rows, " << epochs_done << " epochs";

  Outcome again = ladder({"train", "mnist-mlp", "--synthetic", "--epochs", std::to_string(epochs_done + 1),
                          "--batch", "64", "--max-steps", "100000", "--run-dir", dir});
  ASSERT_EQ(again.exit_code, 0) << again.err << again.out;
  EXPECT_NE(again.out.find("resuming from"), std::string::npos) << again.out;
  EXPECT_NE(again.out.find("epoch " + std::to_string(epochs_done + 1) + ": loss"), std::string::npos) << again.out;
  EXPECT_EQ(train::load_checkpoint(dir + "/checkpoint.safetensors").epoch, epochs_done + 1);
  EXPECT_EQ(count_lines(read_text(dir + "/epochs.tsv")), 2 + epochs_done);
}

TEST_F(TrainCli, DamagedCheckpointIsOneClearError) {
  ASSERT_EQ(ladder({"train", "mnist-linear", "--synthetic", "--epochs", "1", "--max-steps", "3",
                    "--run-dir", path("r")}).exit_code, 0);
  fs::resize_file(path("r/checkpoint.safetensors"), fs::file_size(path("r/checkpoint.safetensors")) / 2);
  expect_one_line_error(ladder({"train", "mnist-linear", "--synthetic", "--epochs", "2", "--run-dir", path("r")}),
                        {"checkpoint.safetensors"});
  // A checkpoint of another net is refused, naming both and the way out.
  ASSERT_EQ(ladder({"train", "mnist-mlp", "--synthetic", "--epochs", "1", "--max-steps", "3",
                    "--run-dir", path("m")}).exit_code, 0);
  expect_one_line_error(ladder({"train", "mnist-linear", "--synthetic", "--epochs", "2", "--run-dir", path("m")}),
                        {"mnist-mlp", "--fresh"});
}

TEST_F(TrainCli, MissingDataIsOneClearError) {
  expect_one_line_error(ladder({"train", "mnist-linear", "--data", path("nowhere"), "--run-dir", path("r")}),
                        {"nowhere", "no such data directory"});
  expect_one_line_error(ladder({"train", "no-such-net"}), {"no-such-net"});
}

// Every net with every training flag at a boundary and out of range, a couple of steps each on
// generated data: each run ends with exit 0, or exit 2 and one error line naming the flag;
// never by a signal (the CIFAR augmentation once wrote past 1-channel images: SIGABRT).
TEST_F(TrainCli, NoFlagValueCrashesAnyNet) {
  struct Case {
    std::vector<std::string> flags;
    std::string refused;  // "" when the run must succeed, else the flag its error names
  };
  const std::vector<Case> cases = {
      {{"--flip"}, ""},
      {{"--crop-padding", "2"}, ""},
      {{"--flip", "--crop-padding", "27"}, ""},
      {{"--crop-padding", "-1"}, "--crop-padding"},
      {{"--crop-padding", "100"}, "--crop-padding"},
      {{"--label-smoothing", "0"}, ""},
      {{"--label-smoothing", "0.99"}, ""},
      {{"--label-smoothing", "-0.5"}, "--label-smoothing"},
      {{"--label-smoothing", "1"}, "--label-smoothing"},
      {{"--schedule", "warmup-cosine", "--warmup-epochs", "1", "--epochs", "2"}, ""},
      {{"--schedule", "warmup-cosine", "--warmup-epochs", "2", "--epochs", "2"}, "--warmup-epochs"},
      {{"--warmup-epochs", "-2"}, "--warmup-epochs"},
      {{"--warmup-epochs", "1", "--epochs", "2"}, "--warmup-epochs"},  // without warmup-cosine
      {{"--max-steps", "0"}, "--max-steps"},
      {{"--max-steps", "-1"}, "--max-steps"},
      {{"--lr", "0"}, "--lr"},
      {{"--lr", "nan"}, "--lr"},
      {{"--batch", "0"}, "--batch"},
      {{"--epochs", "0"}, "--epochs"},
      {{"--precision", "bf16"}, ""},
      {{"--precision", "fp16"}, "--precision"},
  };
  int run_index = 0;
  for (const char* net : {"mnist-linear", "mnist-mlp", "mnist-cnn", "cifar8", "cifar8-bn"})
    for (const Case& c : cases) {
      std::vector<std::string> args = {"train", net, "--synthetic", "--fresh", "--run-dir",
                                       path("run" + std::to_string(run_index++))};
      if (std::find(c.flags.begin(), c.flags.end(), "--batch") == c.flags.end())
        args.insert(args.end(), {"--batch", "8"});
      if (std::find(c.flags.begin(), c.flags.end(), "--max-steps") == c.flags.end())
        args.insert(args.end(), {"--max-steps", "2"});
      if (std::find(c.flags.begin(), c.flags.end(), "--epochs") == c.flags.end())
        args.insert(args.end(), {"--epochs", "1"});
      args.insert(args.end(), c.flags.begin(), c.flags.end());
      std::string shown = net;
      for (const auto& f : c.flags) shown += " " + f;
      SCOPED_TRACE(shown);
      Outcome run = ladder(args);
      if (c.refused.empty()) {
        EXPECT_EQ(run.exit_code, 0) << run.err;
      } else {
        expect_one_line_error(run, {c.refused});
      }
    }
}

// The 224x224 nets take real steps on generated images, and name what is missing when asked to
// train on real data that is not there.
TEST_F(TrainCli, ImagenetteNetsTrainOnGeneratedImages) {
  for (const char* net : {"mobilenetv2", "efficientnet-b0", "vit-tiny"}) {  // depthwise, SE, attention
    Outcome run = ladder({"train", net, "--synthetic", "--batch", "2", "--max-steps", "2", "--epochs", "1",
                          "--optimizer", "adamw", "--lr", "0.001", "--run-dir", path(net)});
    ASSERT_EQ(run.exit_code, 0) << net << ": " << run.err;
    EXPECT_NE(run.out.find("synthetic-224x224"), std::string::npos) << run.out;
    EXPECT_TRUE(std::filesystem::exists(path(std::string(net) + "/checkpoint.safetensors"))) << net;
  }
  expect_one_line_error(ladder({"train", "resnet34", "--max-steps", "1", "--run-dir", path("r34")}),
                        {"3x224x224", "--synthetic"});
}

// A net with dropout trains with a seed input, one without it when asked, and with its batch
// as micro-batches: config.json records both, and a resume that changes either is refused.
TEST_F(TrainCli, DropoutAndAccumulationAreRecordedAndChecked) {
  const std::string on = path("on"), off = path("off");
  Outcome a = ladder({"train", "mobilenetv2", "--synthetic", "--batch", "4", "--max-steps", "2", "--epochs", "1",
                      "--run-dir", on});
  ASSERT_EQ(a.exit_code, 0) << a.err;
  EXPECT_NE(read_text(on + "/train_step.mlir").find("%seed: tensor<i32>"), std::string::npos);
  EXPECT_NE(read_text(on + "/config.json").find("\"no_dropout\": false"), std::string::npos) << read_text(on + "/config.json");
  Outcome b = ladder({"train", "mobilenetv2", "--synthetic", "--batch", "4", "--accumulate", "2", "--no-dropout",
                      "--max-steps", "2", "--epochs", "1", "--run-dir", off});
  ASSERT_EQ(b.exit_code, 0) << b.err;
  const std::string artifact = read_text(off + "/train_step.mlir"), config = read_text(off + "/config.json");
  EXPECT_EQ(artifact.find("%seed"), std::string::npos);
  EXPECT_NE(artifact.find("gradient accumulation: 2 micro-batches of 2"), std::string::npos);
  EXPECT_NE(config.find("\"no_dropout\": true"), std::string::npos) << config;
  EXPECT_NE(config.find("\"accumulate\": 2"), std::string::npos) << config;
  expect_one_line_error(ladder({"train", "mobilenetv2", "--synthetic", "--batch", "4", "--accumulate", "2",
                                "--epochs", "2", "--run-dir", off}),
                        {"--no-dropout true -> false", "--override"});
  expect_one_line_error(ladder({"train", "mobilenetv2", "--synthetic", "--batch", "4", "--accumulate", "3",
                                "--no-dropout", "--run-dir", path("odd")}),
                        {"does not split into 3 micro-batches"});
}

// A bf16 run (mixed precision) records it: the artifact's header and config.json say so, the
// checkpoint stays f32 (the signature is the f32 step's), and resuming it as f32 is refused
// unless overridden.
TEST_F(TrainCli, Bf16PrecisionIsRecordedAndChecked) {
  const std::string dir = path("bf16");
  Outcome a = ladder({"train", "mnist-cnn", "--synthetic", "--batch", "8", "--max-steps", "2", "--epochs", "1",
                      "--precision", "bf16", "--run-dir", dir});
  ASSERT_EQ(a.exit_code, 0) << a.err;
  const std::string artifact = read_text(dir + "/train_step.mlir"), config = read_text(dir + "/config.json");
  EXPECT_NE(artifact.find("precision: bf16"), std::string::npos);
  EXPECT_NE(artifact.find("xbf16>"), std::string::npos);
  EXPECT_NE(config.find("\"precision\": \"bf16\""), std::string::npos) << config;
  for (const auto& [name, t] : train::load_checkpoint(dir + "/checkpoint.safetensors").state)
    EXPECT_EQ(t.dtype(), DType::f32) << name;
  expect_one_line_error(ladder({"train", "mnist-cnn", "--synthetic", "--batch", "8", "--epochs", "2", "--run-dir", dir}),
                        {"--precision \"bf16\" -> \"f32\"", "--override"});
}

// The rungs take --precision too: a bf16 CIFAR arm runs under its own name beside the f32 one
// and records its precision; a value that is not a precision is refused, naming it, by every
// command that takes the flag.
TEST_F(TrainCli, RungsTakePrecisionAndRefuseOtherValues) {
  const std::string dir = path("rung-bf16");
  Outcome a = ladder({"cifar", "--smoke", "--arms", "bn-sgd", "--precision", "bf16", "--run-dir", dir});
  ASSERT_EQ(a.exit_code, 0) << a.err;
  const std::string config = read_text(dir + "/cifar-bn-sgd-bf16/config.json");
  EXPECT_NE(config.find("\"precision\": \"bf16\""), std::string::npos) << config;
  for (const char* command : {"emit", "train", "mnist", "cifar", "imagenette"}) {
    SCOPED_TRACE(command);
    std::vector<std::string> args = {command, "--precision", "fp8"};
    if (std::string(command) == "emit") args.insert(args.end(), {"mnist-cnn", "-o", path("x.mlir")});
    if (std::string(command) == "train") args.insert(args.end(), {"mnist-cnn", "--synthetic"});
    expect_one_line_error(ladder(args), {"'fp8' is not f32 or bf16"});
  }
}

// On an image folder (Imagenette's layout; JPEGs the test writes, one of them corrupt) a 224x224
// net trains and evaluates: the corrupt file is named on stderr and in config.json, `ladder eval`
// reads the val split, and `ladder predict` takes one of its JPEGs.
TEST_F(TrainCli, ImageFolderNetsTrainFromJpegsAndNameSkippedFiles) {
  const std::string root = path("folder");
  std::mt19937 rng(3);
  for (int k = 0; k < 10; ++k)
    for (const char* split : {"train", "val"}) {
      const std::string dir = ladder::cat(root, "/", split, "/n0", k);
      std::filesystem::create_directories(dir);
      for (int i = 0; i < (std::string(split) == "train" ? 2 : 1); ++i) {
        data::Image img{"x", 3, 40 + 7 * i, 50, {}};
        for (int64_t p = 0; p < img.height * img.width * 3; ++p) img.pixels.push_back(uint8_t(rng() % 256));
        data::write_jpeg(ladder::cat(dir, "/", i, ".JPEG"), img);
      }
    }
  std::ofstream(root + "/train/n03/torn.JPEG", std::ios::binary) << "\xFF\xD8\xFF\xE0 cut short";
  const std::string run_dir = path("mv2");
  Outcome run = ladder({"train", "mobilenetv2", "--data", root, "--batch", "4", "--max-steps", "2", "--epochs", "1",
                        "--run-dir", run_dir});
  ASSERT_EQ(run.exit_code, 0) << run.err;
  EXPECT_NE(run.err.find("torn.JPEG"), std::string::npos) << run.err;
  const std::string config = read_text(run_dir + "/config.json");
  EXPECT_NE(config.find("torn.JPEG"), std::string::npos) << config;
  EXPECT_NE(config.find("\"test_examples\": 10"), std::string::npos) << config;
  EXPECT_TRUE(std::filesystem::exists(root + "/.ladder-cache/train-256.bin"));
  Outcome eval = ladder({"eval", run_dir});
  ASSERT_EQ(eval.exit_code, 0) << eval.err;
  EXPECT_NE(eval.out.find("/10"), std::string::npos) << eval.out;
  Outcome predict = ladder({"predict", run_dir, root + "/val/n05/0.JPEG", "--top", "2"});
  ASSERT_EQ(predict.exit_code, 0) << predict.err;
  EXPECT_NE(predict.out.find("0.JPEG:"), std::string::npos) << predict.out;
  // The rung command trains the same way with the recipe (AdamW, warmup then cosine) and tabulates.
  Outcome rung = ladder({"imagenette", "--nets", "mobilenetv2", "--epochs", "1", "--batch", "4", "--data", root,
                         "--run-dir", path("rung")});
  ASSERT_EQ(rung.exit_code, 0) << rung.err;
  EXPECT_NE(rung.out.find("| mobilenetv2 "), std::string::npos) << rung.out;
  const std::string rung_config = read_text(path("rung/mobilenetv2/config.json"));
  EXPECT_NE(rung_config.find("\"optimizer\": \"adamw\""), std::string::npos) << rung_config;
  EXPECT_NE(rung_config.find("\"label_smoothing\": 0.1"), std::string::npos) << rung_config;
}

// `ladder imagenette --smoke`: each net as its own `ladder train` process, one table row with its
// step time, planned peak and measured RSS; the full rung without its data is refused naming the
// folder and --smoke.
TEST_F(TrainCli, ImagenetteSmokeReportsEachNet) {
  Outcome run = ladder({"imagenette", "--smoke", "--nets", "mobilenetv2", "--batch", "2", "--run-dir", path("in")});
  ASSERT_EQ(run.exit_code, 0) << run.out << run.err;
  const size_t row = run.out.find("| mobilenetv2 ");
  ASSERT_NE(row, std::string::npos) << run.out;
  EXPECT_NE(run.out.find("MiB", row), std::string::npos) << run.out;  // planned peak and RSS
  EXPECT_TRUE(std::filesystem::exists(path("in/mobilenetv2/final.json")));
  expect_one_line_error(ladder({"imagenette", "--data", path("none")}), {"none: no such folder", "--smoke"});
  expect_one_line_error(ladder({"imagenette", "--smoke", "--nets", "mnist-cnn"}), {"--nets", "mnist-cnn"});
  expect_one_line_error(ladder({"imagenette", "--smoke", "--nets", "resnet34,foo"}), {"--nets", "'foo'"});
}

// A resumed run keeps the options it was started with: a different --lr is refused naming both
// values, accepted with --override (logged, and config.json then records it); a different
// optimizer is refused even then (its state is in the checkpoint); more --epochs extend the run.
TEST_F(TrainCli, ResumedRunsKeepTheirOptionsUnlessOverridden) {
  const std::string dir = path("r");
  auto train = [&](std::vector<std::string> extra) {
    std::vector<std::string> args = {"train", "mnist-linear", "--synthetic", "--batch", "32", "--max-steps", "4",
                                     "--run-dir", dir};
    args.insert(args.end(), extra.begin(), extra.end());
    return ladder(args);
  };
  Outcome first = train({"--epochs", "1", "--lr", "0.1"});
  ASSERT_EQ(first.exit_code, 0) << first.err;
  expect_one_line_error(train({"--epochs", "2", "--lr", "0.05"}), {"config.json", "--lr 0.1 -> 0.05", "--override"});
  Outcome longer = train({"--epochs", "2", "--lr", "0.1"});
  ASSERT_EQ(longer.exit_code, 0) << longer.err;
  EXPECT_NE(longer.out.find("resuming from"), std::string::npos) << longer.out;
  Outcome overridden = train({"--epochs", "3", "--lr", "0.05", "--override"});
  ASSERT_EQ(overridden.exit_code, 0) << overridden.err;
  EXPECT_NE(read_text(dir + "/train.log").find("override on resume: --lr 0.1 -> 0.05"), std::string::npos);
  EXPECT_NE(read_text(dir + "/config.json").find("\"lr\": 0.05"), std::string::npos) << read_text(dir + "/config.json");
  expect_one_line_error(train({"--epochs", "4", "--lr", "0.05", "--optimizer", "adam", "--override"}),
                        {"--optimizer sgd", "adam", "--fresh"});
  Outcome fresh = train({"--epochs", "1", "--optimizer", "adam", "--fresh"});
  EXPECT_EQ(fresh.exit_code, 0) << fresh.err;
}

// A run that diverges ends with one error line, and its train.log ends with the same reason.
TEST_F(TrainCli, ADivergedRunSaysWhyInItsLog) {
  Outcome run = ladder({"train", "mnist-mlp", "--synthetic", "--lr", "1e6", "--epochs", "1", "--max-steps", "50",
                        "--run-dir", path("r")});
  expect_one_line_error(run, {"the loss became", "learning rate too high"});
  const std::string log = read_text(path("r/train.log"));
  EXPECT_NE(log.find("error: mnist-mlp: the loss became"), std::string::npos) << log;
}

}  // namespace
}  // namespace ladder::cli_test
