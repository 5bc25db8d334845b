// `ladder mpi-check TEST`: one rank of the tests that need a whole MPI job of ladder processes
// (tests/cli/kv_store_test.cpp, tests/exec/pjrt/pjrt_mpi_test.cpp); hidden from --help.
//
//   kv-store          the job's key-value store (exec/mpi/kv_store.h): values across ranks, a get
//                     waiting for a later put on another rank, timeouts, try_get, a value put
//                     again, and many threads of every rank at once
//   pjrt-all-reduce   the pjrt lowerer as one XLA job across the processes (--plugin): a module
//                     for processes × devices replicas (an even count) sums each replica's x,
//                     twice (the second time over the first's outputs, left on their devices),
//                     sums it over pairs of replicas on different processes and gathers it, and
//                     a function without collectives runs as one replica in each process
//
// Every rank checks its own results; a wrong one is a ladder::Error, which ends the job naming
// the rank. Rank 0 prints "PASS TEST: ..." when its checks passed.
#include <chrono>
#include <cstdio>
#include <memory>
#include <string>
#include <thread>
#include <vector>

#include "ladder/command.h"
#include "ladder/core/error.h"
#include "ladder/exec/collective.h"
#include "ladder/exec/lowerer.h"
#include "ladder/stablehlo/parser.h"
#ifdef LADDER_HAVE_MPI
#include "ladder/exec/mpi/kv_store.h"
#endif

namespace ladder::cli {
namespace {

struct MpiCheckOptions {
  std::string test;
  std::string plugin;
  int64_t devices = 0;   // per process; 0: all
  int64_t replicas = 0;  // 0: processes × devices
};

#ifdef LADDER_HAVE_MPI
using Clock = std::chrono::steady_clock;

double ms_since(Clock::time_point t) {
  return std::chrono::duration<double, std::milli>(Clock::now() - t).count();
}

std::string check_kv_store(exec::Communicator& comm) {
  auto store = exec::world_key_value_store();
  const int rank = comm.rank(), size = comm.size();
  LADDER_CHECK(size >= 2, "mpi-check kv-store needs 2 or more ranks, got ", size);
  auto expect = [&](bool ok, const std::string& what) { LADDER_CHECK(ok, "kv-store: rank ", rank, ": ", what); };

  // Values from every rank (with NUL bytes in them) reach every rank.
  auto value_of = [](int r) { return std::string("rank\0", 5) + std::to_string(r); };
  store->put(cat("across/", rank), value_of(rank));
  for (int r = 0; r < size; ++r) {
    const std::string got = store->get(cat("across/", r), 10000);
    expect(got == value_of(r), cat("across/", r, " is '", got, "'"));
  }

  // A get waits for a put that comes later from another rank: rank 0 (which holds the map) for
  // the last rank's, the last rank (through rank 0's server) for rank 0's.
  comm.barrier();
  if (rank == 0 || rank == size - 1) {
    const int other = rank == 0 ? size - 1 : 0;
    std::thread later([&] {
      std::this_thread::sleep_for(std::chrono::milliseconds(400));
      store->put(cat("late/", rank), cat("late from ", rank));
    });
    const auto start = Clock::now();
    const std::string got = store->get(cat("late/", other), 20000);
    const double waited = ms_since(start);
    later.join();
    expect(got == cat("late from ", other), cat("late/", other, " is '", got, "'"));
    expect(waited >= 250, cat("the get of late/", other, " returned after ", waited, " ms, before the put"));
  }

  // A key nobody puts: an error naming the key and the timeout, when the timeout has passed.
  const auto start = Clock::now();
  std::string message;
  try {
    store->get(cat("never/", rank), 300);
  } catch (const exec::KeyValueTimeout& e) {
    message = e.what();
  }
  const double waited = ms_since(start);
  expect(message.find(cat("'never/", rank, "'")) != std::string::npos && message.find("300 ms") != std::string::npos,
         cat("a get that timed out said '", message, "'"));
  expect(waited >= 290 && waited < 10000, cat("a get with a 300 ms timeout gave up after ", waited, " ms"));

  // try_get does not wait; a value put again replaces the old one.
  expect(!store->try_get(cat("maybe/", rank)), "try_get of a key never put found a value");
  store->put(cat("maybe/", rank), "yes");
  expect(store->try_get(cat("maybe/", rank)) == std::optional<std::string>("yes"), "try_get missed a value put");
  if (rank == 1) store->put("again", "first");
  comm.barrier();
  if (rank == 1) store->put("again", "second");
  comm.barrier();
  expect(store->try_get("again") == std::optional<std::string>("second"), "a value put again was not replaced");

  // Many threads of every rank at once, each putting and getting its next rank's keys.
  constexpr int kThreads = 8, kRounds = 25;
  std::vector<std::string> failures(kThreads);
  std::vector<std::thread> threads;
  for (int t = 0; t < kThreads; ++t)
    threads.emplace_back([&, t] {
      try {
        for (int i = 0; i < kRounds; ++i) {
          store->put(cat("threads/", rank, "/", t, "/", i), cat(rank * 1000 + t * 100 + i));
          const int next = (rank + 1) % size;
          const std::string got = store->get(cat("threads/", next, "/", t, "/", i), 30000);
          if (got != cat(next * 1000 + t * 100 + i)) failures[t] = cat("thread ", t, " round ", i, " got ", got);
        }
      } catch (const std::exception& e) {
        failures[t] = e.what();
      }
    });
  for (auto& t : threads) t.join();
  for (const std::string& f : failures) expect(f.empty(), f);
  comm.barrier();
  return cat("values across ", size, " ranks, a get waiting for a later put (both ways), ",
             "a 300 ms timeout naming its key, try_get, a value replaced, ", kThreads, " threads × ", kRounds,
             " rounds per rank");
}
#endif

// @main returns x summed over every replica, x summed over the pair {r, R − 1 − r} (groups that
// cross processes), and every replica's x gathered in replica order; @twice, without collectives,
// runs as one replica. R must be even (the pairs).
std::string sum_module(int64_t replicas) {
  std::string all, pairs;
  for (int64_t r = 0; r < replicas; ++r) all += cat(r ? ", " : "", r);
  for (int64_t r = 0; r < replicas / 2; ++r) pairs += cat(r ? ", " : "", "[", r, ", ", replicas - 1 - r, "]");
  auto sum = [](const std::string& out, const std::string& groups, const std::string& type) {
    return cat("    ", out, " = \"stablehlo.all_reduce\"(%arg0) <{replica_groups = dense<", groups, "> : ", type,
               "}> ({\n"
               "    ^bb0(%a: tensor<f32>, %b: tensor<f32>):\n"
               "      %s = stablehlo.add %a, %b : tensor<f32>\n"
               "      stablehlo.return %s : tensor<f32>\n"
               "    }) : (tensor<3xf32>) -> tensor<3xf32>\n");
  };
  return cat("module @sum_across_processes attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = ",
             replicas, " : i32} {\n",
             "  func.func public @main(%arg0: tensor<3xf32>) -> (tensor<3xf32>, tensor<3xf32>, tensor<", 3 * replicas,
             "xf32>) {\n", sum("%0", cat("[[", all, "]]"), cat("tensor<1x", replicas, "xi64>")),
             sum("%1", cat("[", pairs, "]"), cat("tensor<", replicas / 2, "x2xi64>")),
             "    %2 = \"stablehlo.all_gather\"(%arg0) <{all_gather_dim = 0 : i64, replica_groups = dense<[[", all,
             "]]> : tensor<1x", replicas, "xi64>}> : (tensor<3xf32>) -> tensor<", 3 * replicas, "xf32>\n",
             "    return %0, %1, %2 : tensor<3xf32>, tensor<3xf32>, tensor<", 3 * replicas, "xf32>\n"
             "  }\n"
             "  func.func public @twice(%arg0: tensor<3xf32>) -> tensor<3xf32> {\n"
             "    %0 = stablehlo.add %arg0, %arg0 : tensor<3xf32>\n"
             "    return %0 : tensor<3xf32>\n"
             "  }\n"
             "}\n");
}

std::string check_pjrt_all_reduce(const std::shared_ptr<exec::Communicator>& comm, const MpiCheckOptions& o) {
  LADDER_CHECK(!o.plugin.empty(), "mpi-check pjrt-all-reduce needs --plugin");
  exec::LowererOptions options{{{"plugin", o.plugin}}, comm};
  auto lowerer = exec::make_lowerer("pjrt", options);
  const int64_t processes = comm->size(), rank = comm->rank();
  const int64_t local = o.devices > 0 ? o.devices : lowerer->devices();
  const int64_t replicas = o.replicas > 0 ? o.replicas : processes * local;
  LADDER_CHECK(replicas % 2 == 0, "mpi-check pjrt-all-reduce pairs replicas: it needs an even count, not ", replicas);
  const ir::Module module = stablehlo::parse(sum_module(replicas), "<mpi-check module>");
  auto sum = lowerer->compile(module, *module.find("main"));
  LADDER_CHECK(sum->replicas() == local, "rank ", rank, ": the executable runs ", sum->replicas(),
               " replicas here, expected ", local);

  // Replica g of the job (rank · local + d) brings x = [g + 1, 10 (g + 1), −g].
  auto x_of = [](double g) { return std::vector<double>{g + 1, 10 * (g + 1), -g}; };
  std::vector<std::unique_ptr<exec::Buffer>> inputs;
  std::vector<std::vector<exec::Buffer*>> args;
  for (int64_t d = 0; d < local; ++d) {
    const double g = static_cast<double>(rank * local + d);
    inputs.push_back(lowerer->upload(Tensor::from_doubles(DType::f32, {3}, x_of(g)), static_cast<int>(d)));
    args.push_back({inputs.back().get()});
  }
  std::vector<double> gathered;
  for (int64_t g = 0; g < replicas; ++g)
    for (double v : x_of(static_cast<double>(g))) gathered.push_back(v);
  const double n = static_cast<double>(replicas);
  const std::vector<double> total = {n * (n + 1) / 2, 10 * n * (n + 1) / 2, -n * (n - 1) / 2};
  auto once = sum->execute_replicated(args);
  std::vector<std::vector<exec::Buffer*>> again_args;
  for (auto& outputs : once) again_args.push_back({outputs[0].get()});
  auto again = sum->execute_replicated(again_args);  // every replica now brings the total
  for (int64_t d = 0; d < local; ++d) {
    const int64_t g = rank * local + d;
    const std::vector<double> mine = x_of(double(g)), partner = x_of(double(replicas - 1 - g));
    const std::vector<double> pair = once[d][1]->to_host().to_doubles();
    for (size_t i = 0; i < 3; ++i)
      LADDER_CHECK(pair[i] == mine[i] + partner[i], "rank ", rank, ", replica ", g, ": element ", i,
                   " of the sum over replicas ", g, " and ", replicas - 1 - g, " is ", pair[i], ", expected ",
                   mine[i] + partner[i]);
    LADDER_CHECK(once[d][2]->to_host().to_doubles() == gathered, "rank ", rank, ", replica ", g,
                 ": the all_gather is not every replica's x in replica order");
    const std::vector<double> first = once[d][0]->to_host().to_doubles();
    const std::vector<double> second = again[d][0]->to_host().to_doubles();
    for (size_t i = 0; i < 3; ++i) {
      LADDER_CHECK(first[i] == total[i], "rank ", rank, ", replica ", rank * local + d, ": element ", i,
                   " of the sum is ", first[i], ", expected ", total[i]);
      LADDER_CHECK(second[i] == n * total[i], "rank ", rank, ", replica ", rank * local + d, ": element ", i,
                   " of the second sum is ", second[i], ", expected ", n * total[i]);
    }
  }
  auto twice = lowerer->compile(module, *module.find("twice"));
  LADDER_CHECK(twice->replicas() == 1, "@twice runs as ", twice->replicas(), " replicas");
  const std::vector<double> doubled =
      twice->run(std::vector<Tensor>{Tensor::from_doubles(DType::f32, {3}, std::vector<double>{1, 2, double(rank)})})[0].to_doubles();
  LADDER_CHECK(doubled == std::vector<double>({2, 4, 2.0 * rank}), "rank ", rank, ": @twice gave ", doubled[0],
               ", ", doubled[1], ", ", doubled[2]);
  comm->barrier();
  return cat(replicas, " replicas = ", processes, " processes × ", local, " devices, sum [", total[0], ", ",
             total[1], ", ", total[2], "] on every replica, twice; sums over pairs {r, ", replicas,
             " − 1 − r} and an all_gather in replica order; @twice on one device per process (",
             lowerer->describe()["platform"], ")");
}

void add_mpi_check(CLI::App& app, int& exit_code) {
  auto o = std::make_shared<MpiCheckOptions>();
  CLI::App* cmd = app.add_subcommand("mpi-check", "One rank of ladder's tests across MPI processes");
  cmd->group("");  // for the tests, not for users
  cmd->add_option("test", o->test, "kv-store or pjrt-all-reduce")->required();
  cmd->add_option("--plugin", o->plugin, "pjrt-all-reduce: the PJRT plugin");
  cmd->add_option("--devices", o->devices, "pjrt-all-reduce: devices per process (default: all)");
  cmd->add_option("--replicas", o->replicas, "pjrt-all-reduce: the module's replicas (default: processes × devices)");
  cmd->callback([o, &exit_code] {
    auto comm = exec::world_communicator();
    LADDER_CHECK(comm, "mpi-check runs as the ranks of an MPI job: `mpirun -np 2 ladder mpi-check ", o->test, "`");
    std::string passed;
    if (o->test == "kv-store") {
#ifdef LADDER_HAVE_MPI
      passed = check_kv_store(*comm);
#else
      throw Error("mpi-check kv-store: this ladder was built without MPI");
#endif
    } else if (o->test == "pjrt-all-reduce") {
      passed = check_pjrt_all_reduce(comm, *o);
    } else {
      throw Error(cat("mpi-check: unknown test '", o->test, "' (kv-store, pjrt-all-reduce)"));
    }
    if (comm->rank() == 0) std::printf("PASS %s: %s\n", o->test.c_str(), passed.c_str());
    exit_code = 0;
  });
}

const bool registered = register_command({"mpi-check", 96, add_mpi_check});

}  // namespace
}  // namespace ladder::cli
