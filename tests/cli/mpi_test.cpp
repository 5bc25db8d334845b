// Data-parallel training across processes as a user runs it: `mpirun -np 2 ladder train ...`
// (Debian's OpenMPI) against one process with the whole batch, and a rank killed mid-run.
// Skipped, saying why, where mpirun is not installed.
#include <fcntl.h>
#include <signal.h>
#include <sys/wait.h>
#include <unistd.h>

#include <chrono>
#include <cstdlib>
#include <cmath>
#include <filesystem>
#include <fstream>
#include <thread>

#include <nlohmann/json.hpp>

#include "cli/run_ladder.h"
#include "mpirun.h"
#include "ladder/train/checkpoint.h"

namespace ladder::cli_test {
namespace {

namespace fs = std::filesystem;
using MpiCli = ScratchDir;

using testing::mpirun_path;
using testing::mpirun_words;

// Starts `words` with stdout and stderr into `log`; returns the child's pid.
pid_t start(const std::vector<std::string>& words, const std::string& log) {
  pid_t pid = fork();
  if (pid == 0) {
    int fd = open(log.c_str(), O_WRONLY | O_CREAT | O_TRUNC, 0644);
    dup2(fd, 1);
    dup2(fd, 2);
    std::vector<char*> argv;
    for (const std::string& w : words) argv.push_back(const_cast<char*>(w.c_str()));
    argv.push_back(nullptr);
    execv(argv[0], argv.data());
    _exit(127);
  }
  return pid;
}

int wait_for(pid_t pid) {
  int status = 0;
  waitpid(pid, &status, 0);
  return WIFEXITED(status) ? WEXITSTATUS(status) : 128 + WTERMSIG(status);
}

// The pid of the ladder process that is MPI rank `rank` of a job writing to `run_dir`.
pid_t rank_pid(int rank, const std::string& run_dir) {
  for (const auto& entry : fs::directory_iterator("/proc")) {
    const std::string name = entry.path().filename().string();
    if (name.find_first_not_of("0123456789") != std::string::npos) continue;
    const std::string cmdline = read_text(entry.path() / "cmdline");
    if (cmdline.find(run_dir) == std::string::npos || cmdline.find("mpirun") != std::string::npos) continue;
    const std::string environ = read_text(entry.path() / "environ");
    if (environ.find("OMPI_COMM_WORLD_RANK=" + std::to_string(rank) + '\0') != std::string::npos)
      return static_cast<pid_t>(std::stol(name));
  }
  return -1;
}

// Every tensor of checkpoint `a` within 1e-5 (relative L2) of `b`'s.
void expect_same_state(const std::string& a_path, const std::string& b_path) {
  const train::Checkpoint a = train::load_checkpoint(a_path);
  const train::Checkpoint b = train::load_checkpoint(b_path);
  ASSERT_EQ(a.state.size(), b.state.size());
  EXPECT_EQ(a.step, b.step);
  for (size_t i = 0; i < a.state.size(); ++i) {
    EXPECT_EQ(a.state[i].first, b.state[i].first);
    EXPECT_LE(relative_l2(a.state[i].second, b.state[i].second), 1e-5) << a.state[i].first;
  }
}

// Waits for the job's first checkpoint in `run_dir`, kills rank 1 with SIGKILL, and checks that
// the job ends (mpirun naming the rank, rank 0 gone too) with a checkpoint that loads; returns
// the epochs it holds.
int64_t kill_rank_one_after_a_checkpoint(pid_t job, const std::string& run_dir, const std::string& log_path) {
  const std::string checkpoint = run_dir + "/checkpoint.safetensors";
  const auto deadline = std::chrono::steady_clock::now() + std::chrono::seconds(60);
  while (!fs::exists(checkpoint) && std::chrono::steady_clock::now() < deadline)
    std::this_thread::sleep_for(std::chrono::milliseconds(50));
  EXPECT_TRUE(fs::exists(checkpoint)) << read_text(log_path);
  const pid_t victim = rank_pid(1, run_dir);
  EXPECT_GT(victim, 0) << "rank 1 not found";
  if (victim > 0) kill(victim, SIGKILL);
  const int code = wait_for(job);
  const std::string log = read_text(log_path);
  EXPECT_NE(code, 0) << log;
  EXPECT_NE(log.find("rank 1"), std::string::npos) << log;
  EXPECT_EQ(rank_pid(0, run_dir), -1) << "rank 0 outlived the job";
  return fs::exists(checkpoint) ? train::load_checkpoint(checkpoint).epoch : -1;
}

// The nets trained across ranks here have no ReLU, max-pool or BatchNorm: five chained steps of
// mnist-cnn on 2 ranks of 64 left it 2.5e-3 (relative L2) from one process of 128 on a Xeon with
// AMX, a ReLU switched by rounding at the fifth step (the fourth: 1e-7). What one step of such a
// net computes across replicas is held to its rounding in tests/nn/data_parallel_test.cpp, step
// by step from one state; these tests are for the launch, the ranks' all-reduce, the run
// directory and the checkpoint, which mnist-linear (a softmax regression, whose steps stay 1e-7
// apart) shows as well.
TEST_F(MpiCli, TwoRanksTrainAsOneProcessWithTheWholeBatch) {
  if (mpirun_path().empty()) GTEST_SKIP() << "mpirun not installed (OpenMPI: scripts/install-deps)";
  const std::vector<std::string> common = {"train", "mnist-linear", "--synthetic", "--max-steps", "5", "--epochs", "1",
                                           "--lr", "0.05", "--batch", "128"};
  std::vector<std::string> two = common, one = common;
  two.insert(two.end(), {"--run-dir", path("two")});
  one.insert(one.end(), {"--run-dir", path("one")});
  ASSERT_EQ(wait_for(start(mpirun_words(2, two), path("two.log"))), 0) << read_text(path("two.log"));
  Outcome single = ladder(one);
  ASSERT_EQ(single.exit_code, 0) << single.err;

  const std::string log = read_text(path("two.log"));
  EXPECT_NE(log.find("2 replicas of 64"), std::string::npos) << log;
  EXPECT_NE(log.find("of it in rank 0's collectives"), std::string::npos) << log;
  // One process wrote the run directory: one header line in its log, one summary on the terminal.
  const std::string train_log = read_text(path("two/train.log"));
  EXPECT_EQ(train_log.find("training mnist-linear"), train_log.rfind("training mnist-linear")) << train_log;
  size_t summaries = 0;
  for (size_t at = log.find("top-1 "); at != std::string::npos; at = log.find("top-1 ", at + 1)) ++summaries;
  EXPECT_EQ(summaries, 1u) << log;
  EXPECT_NE(read_text(path("two/config.json")).find("\"replicas\": 2"), std::string::npos);

  EXPECT_EQ(train::load_checkpoint(path("two/checkpoint.safetensors")).step, 5);
  expect_same_state(path("two/checkpoint.safetensors"), path("one/checkpoint.safetensors"));

  // One process evaluates the data-parallel run (its forward function has no collectives), and
  // resuming it as one process instead of two is refused unless asked for.
  Outcome eval = ladder({"eval", path("two"), "--data", "/usr/share/datasets/fashion-mnist"});
  EXPECT_EQ(eval.exit_code, 0) << eval.err;
  std::vector<std::string> resume = two;
  resume[6] = "2";  // --epochs 2
  expect_one_line_error(ladder(resume), {"replicas (mpirun -np, --devices) 2 -> 1", "--override"});
}

// Four ranks meet in two groupings one after the other ({0,1},{2,3} then {0,2},{1,3}): each
// group's communicator is made by its members alone, so neither waits for ranks of the other.
// Every rank holds the same x (--random-inputs), so the two sums give 2x and then 4x.
TEST_F(MpiCli, RanksMeetInOneGroupingAfterAnother) {
  if (mpirun_path().empty()) GTEST_SKIP() << "mpirun not installed (OpenMPI: scripts/install-deps)";
  write_text(path("groups.mlir"), R"(module attributes {mhlo.num_replicas = 4 : i32} {
  func.func @main(%x: tensor<3xf32>) -> (tensor<3xf32>, tensor<3xf32>, tensor<3xf32>) {
    %a = "stablehlo.all_reduce"(%x) ({
    ^bb0(%p: tensor<f32>, %q: tensor<f32>):
      %s = stablehlo.add %p, %q : tensor<f32>
      stablehlo.return %s : tensor<f32>
    }) {replica_groups = dense<[[0, 1], [2, 3]]> : tensor<2x2xi64>} : (tensor<3xf32>) -> tensor<3xf32>
    %b = "stablehlo.all_reduce"(%a) ({
    ^bb0(%p: tensor<f32>, %q: tensor<f32>):
      %s = stablehlo.add %p, %q : tensor<f32>
      stablehlo.return %s : tensor<f32>
    }) {replica_groups = dense<[[0, 2], [1, 3]]> : tensor<2x2xi64>} : (tensor<3xf32>) -> tensor<3xf32>
    return %x, %a, %b : tensor<3xf32>, tensor<3xf32>, tensor<3xf32>
  }
})");
  std::vector<std::string> words = {"/usr/bin/timeout", "60"};
  for (const std::string& w : mpirun_words(4, {"exec", path("groups.mlir"), "--random-inputs", "1", "--json"}))
    words.push_back(w);
  ASSERT_EQ(wait_for(start(words, path("groups.log"))), 0) << read_text(path("groups.log"));
  const std::string log = read_text(path("groups.log"));
  const nlohmann::json doc = nlohmann::json::parse(log.substr(log.find('{')));  // rank 0 alone prints
  const auto& outs = doc.at("outputs");
  for (int i = 0; i < 3; ++i) {
    const double x = outs[0]["first_values"][i].get<double>();
    EXPECT_FLOAT_EQ(outs[1]["first_values"][i].get<double>(), 2 * x);
    EXPECT_FLOAT_EQ(outs[2]["first_values"][i].get<double>(), 4 * x);
  }
}

// collective_permute point to point between MPI ranks (MPI_Sendrecv), on each host lowerer:
// each rank adds its replica_id to the same x; the ring hands rank 0 rank 1's x + 1, and the
// partial permutation (0 → 1 only) leaves rank 0 zeros.
TEST_F(MpiCli, RanksPermuteAlongThePairsAndKnowTheirReplicaId) {
  if (mpirun_path().empty()) GTEST_SKIP() << "mpirun not installed (OpenMPI: scripts/install-deps)";
  write_text(path("permute.mlir"), R"(module attributes {mhlo.num_replicas = 2 : i32} {
  func.func @main(%x: tensor<3xf32>) -> (tensor<3xf32>, tensor<3xf32>, tensor<3xf32>) {
    %r = stablehlo.replica_id : tensor<ui32>
    %f = stablehlo.convert %r : (tensor<ui32>) -> tensor<f32>
    %b = stablehlo.broadcast_in_dim %f, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %v = stablehlo.add %x, %b : tensor<3xf32>
    %ring = "stablehlo.collective_permute"(%v) <{source_target_pairs = dense<[[0, 1], [1, 0]]> : tensor<2x2xi64>}> : (tensor<3xf32>) -> tensor<3xf32>
    %half = "stablehlo.collective_permute"(%v) <{source_target_pairs = dense<[[0, 1]]> : tensor<1x2xi64>}> : (tensor<3xf32>) -> tensor<3xf32>
    return %x, %ring, %half : tensor<3xf32>, tensor<3xf32>, tensor<3xf32>
  }
})");
  for (const char* lowerer : {"reference", "cpu"}) {
    SCOPED_TRACE(lowerer);
    std::vector<std::string> words = {"/usr/bin/timeout", "60"};
    for (const std::string& w :
         mpirun_words(2, {"exec", path("permute.mlir"), "--random-inputs", "1", "--json", "--lowerer", lowerer}))
      words.push_back(w);
    ASSERT_EQ(wait_for(start(words, path("permute.log"))), 0) << read_text(path("permute.log"));
    const std::string log = read_text(path("permute.log"));
    const nlohmann::json doc = nlohmann::json::parse(log.substr(log.find('{')));  // rank 0 alone prints
    const auto& outs = doc.at("outputs");
    for (int i = 0; i < 3; ++i) {
      EXPECT_FLOAT_EQ(outs[1]["first_values"][i].get<double>(), outs[0]["first_values"][i].get<double>() + 1);
      EXPECT_EQ(outs[2]["first_values"][i].get<double>(), 0);
    }
  }
}

// A rank killed mid-run ends the job (mpirun names the rank), the last checkpoint stays whole,
// and the same command resumes from it.
TEST_F(MpiCli, ARankThatDiesEndsTheJobAndTheCheckpointStaysWhole) {
  if (mpirun_path().empty()) GTEST_SKIP() << "mpirun not installed (OpenMPI: scripts/install-deps)";
  const std::vector<std::string> args = {"train", "mnist-linear", "--synthetic", "--epochs", "400", "--batch", "32",
                                         "--run-dir", path("r")};
  const int64_t epochs = kill_rank_one_after_a_checkpoint(start(mpirun_words(2, args), path("job.log")), path("r"),
                                                         path("job.log"));
  ASSERT_GE(epochs, 1);

  // The same command, fewer epochs, resumes where the checkpoint is.
  std::vector<std::string> again = args;
  again[4] = std::to_string(epochs + 1);
  ASSERT_EQ(wait_for(start(mpirun_words(2, again), path("again.log"))), 0) << read_text(path("again.log"));
  EXPECT_NE(read_text(path("again.log")).find("resuming from"), std::string::npos) << read_text(path("again.log"));
  EXPECT_EQ(train::load_checkpoint(path("r/checkpoint.safetensors")).epoch, epochs + 1);
}

// Two hosts on one machine: network namespaces joined by a veth pair, one rank in each, the
// ranks and their launcher talking TCP between the two addresses (OpenMPI's remote launch goes
// through `ip netns exec` instead of ssh). Needs root for `ip netns`; skipped, saying so, without.
class TwoHosts : public ScratchDir {
 protected:
  void SetUp() override {
    if (mpirun_path().empty()) GTEST_SKIP() << "mpirun not installed (OpenMPI: scripts/install-deps)";
    if (geteuid() != 0) GTEST_SKIP() << "needs root to make network namespaces (ip netns); CI without root skips it";
    const std::string id = std::to_string(getpid() % 100000);
    a_ = "ladder-a-" + id, b_ = "ladder-b-" + id;
    const std::string va = "lva" + id, vb = "lvb" + id;  // interface names: at most 15 characters
    if (!sh("ip netns add " + a_)) GTEST_SKIP() << "`ip netns add` failed here (no CAP_SYS_ADMIN?)";
    made_ = true;
    ASSERT_TRUE(sh("ip netns add " + b_ + " && ip link add " + va + " type veth peer name " + vb + " && ip link set " + va +
                   " netns " + a_ + " && ip link set " + vb + " netns " + b_ + " && ip -n " + a_ + " addr add 10.77.0.1/24 dev " +
                   va + " && ip -n " + b_ + " addr add 10.77.0.2/24 dev " + vb + " && ip -n " + a_ + " link set " + va +
                   " up && ip -n " + b_ + " link set " + vb + " up && ip -n " + a_ + " link set lo up && ip -n " + b_ +
                   " link set lo up"));
    // The launcher's remote shell: runs the command in the namespace that holds the address.
    write_text(path("netns-rsh"), "#!/bin/sh\nhost=$1; shift\ncase $host in 10.77.0.1) ns=" + a_ + ";; 10.77.0.2) ns=" + b_ +
                                      ";; *) echo \"no namespace for $host\" >&2; exit 1;; esac\nexec ip netns exec $ns sh -c \"$*\"\n");
    fs::permissions(path("netns-rsh"), fs::perms::owner_all);
    write_text(path("hosts"), "10.77.0.1 slots=1\n10.77.0.2 slots=1\n");
  }
  void TearDown() override {
    if (made_) sh("ip netns del " + a_ + " 2>/dev/null; ip netns del " + b_ + " 2>/dev/null");
  }
  static bool sh(const std::string& command) { return std::system(command.c_str()) == 0; }

  // mpirun, started in host a's namespace, one rank per host over TCP.
  std::vector<std::string> two_hosts(const std::vector<std::string>& args) const {
    std::vector<std::string> words = {"/usr/sbin/ip", "netns", "exec", a_, mpirun_path(), "-np", "2", "--hostfile", path("hosts"),
                                      "--allow-run-as-root", "--mca", "plm_rsh_agent", path("netns-rsh"),
                                      "--mca", "btl", "tcp,self", "--mca", "btl_tcp_if_include", "10.77.0.0/24",
                                      "--mca", "oob_tcp_if_include", "10.77.0.0/24", LADDER_BINARY_DIR "/ladder"};
    words.insert(words.end(), args.begin(), args.end());
    return words;
  }

  std::string a_, b_;
  bool made_ = false;
};

// mnist-linear, as in MpiCli.TwoRanksTrainAsOneProcessWithTheWholeBatch (which says why).
TEST_F(TwoHosts, OneRankPerHostTrainsAsOneProcess) {
  const std::vector<std::string> common = {"train", "mnist-linear", "--synthetic", "--max-steps", "5", "--epochs", "1",
                                           "--lr", "0.05", "--batch", "128"};
  std::vector<std::string> two = common, one = common;
  two.insert(two.end(), {"--run-dir", path("two")});
  one.insert(one.end(), {"--run-dir", path("one")});
  ASSERT_EQ(wait_for(start(two_hosts(two), path("two.log"))), 0) << read_text(path("two.log"));
  EXPECT_NE(read_text(path("two.log")).find("2 replicas of 64"), std::string::npos) << read_text(path("two.log"));
  ASSERT_EQ(ladder(one).exit_code, 0);
  expect_same_state(path("two/checkpoint.safetensors"), path("one/checkpoint.safetensors"));
}

TEST_F(TwoHosts, ARankKilledOnTheOtherHostEndsBothAndTheCheckpointStaysWhole) {
  const std::vector<std::string> args = {"train", "mnist-linear", "--synthetic", "--epochs", "400", "--batch", "32",
                                         "--run-dir", path("r")};
  EXPECT_GE(kill_rank_one_after_a_checkpoint(start(two_hosts(args), path("job.log")), path("r"), path("job.log")), 1);
}

}  // namespace
}  // namespace ladder::cli_test
