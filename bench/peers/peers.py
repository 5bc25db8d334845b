"""Peers side by side (issue 18): one SGD train step at batch 128, 2 threads each.

ladder's own columns run ladder's artifact (`ladder emit`) with `ladder exec --repeat`; JAX and
PyTorch run the same nets written in their own terms (nets.py: same layers, same loss, plain
SGD); IREE compiles ladder's artifact. Each figure is the median of the timed steps after
warm-up steps (compilation excluded). A peer that fails on a net leaves its reason in the row.
Run through run.sh, which sets the threads, the CPUs and the venv.
"""
import argparse
import json
import os
import re
import statistics
import subprocess
import sys
import time
from importlib import metadata

HERE = os.path.dirname(os.path.abspath(__file__))
REPO = os.path.dirname(os.path.dirname(HERE))
sys.path.insert(0, HERE)
import nets  # noqa: E402  (the nets in JAX and PyTorch)

NETS = ["mnist-mlp", "mnist-cnn", "cifar8", "cifar8-bn"]
BATCH = 128
THREADS = 2
WARMUP = 2
COLUMNS = ["ladder cpu", "ladder → XLA (PJRT)", "JAX jit", "PyTorch eager", "torch.compile", "IREE",
           "IREE im2col"]
# IREE's llvm-cpu backend for this host; "IREE im2col" adds the flag that turns convolutions into
# im2col + matmul (IREE's default lowers NCHW convolutions and their gradients as direct loops).
IREE_FLAGS = ["--iree-input-type=stablehlo", "--iree-hal-target-device=local",
              "--iree-hal-local-target-device-backends=llvm-cpu", "--iree-llvmcpu-target-cpu=host"]
IREE_IM2COL = ["--iree-global-opt-use-im2col-for-convs"]


class PeerFailed(Exception):
    """A peer could not run a net; the message goes into the table."""


def symbol(net):
    return net.replace("-", "_")


def entry(net):
    return f"{symbol(net)}_sgd_train_step"


def first_error(stderr):
    lines = [l.strip() for l in stderr.splitlines() if "error" in l.lower()]
    return (lines[0] if lines else stderr.strip().splitlines()[-1] if stderr.strip() else "no message")[:200]


def ladder_exec(build, artifact, net, steps, extra):
    """Median seconds per step of ladder's artifact through `ladder exec --repeat` (which runs one
    warm-up step after compiling, then the timed ones)."""
    cmd = [os.path.join(build, "ladder"), "exec", artifact, "--entry", entry(net), "--random-inputs", "1",
           "--repeat", str(steps), "--json"] + extra
    done = subprocess.run(cmd, capture_output=True, text=True)
    if done.returncode != 0:
        raise PeerFailed("ladder exec: " + first_error(done.stderr))
    return json.loads(done.stdout)["timing"]["run_median_seconds"]


def artifact_inputs(artifact, net):
    """The train step's argument types, in order, from the artifact's signature."""
    text = open(artifact).read()
    signature = re.search(r"@" + entry(net) + r"\((.*?)\) ->", text, re.S).group(1)
    return re.findall(r"tensor<([^>]*)>", signature)


def iree(build, artifact, net, work, steps, extra_flags, tag):
    """IREE compiling ladder's artifact for this CPU, timed by iree-benchmark-module: `steps`
    repetitions of one step each, after a warm-up, on the same random inputs (uniform in [-1, 1),
    as `ladder exec --random-inputs` draws them)."""
    import numpy as np
    bindir = os.path.join(build, "peers-venv", "bin")
    vmfb = os.path.join(work, f"{net}.{tag}.vmfb")
    done = subprocess.run([os.path.join(bindir, "iree-compile"), artifact] + IREE_FLAGS + extra_flags + ["-o", vmfb],
                          capture_output=True, text=True)
    if done.returncode != 0:
        raise PeerFailed("iree-compile: " + first_error(done.stderr))
    rng = np.random.default_rng(1)
    inputs = []
    for i, t in enumerate(artifact_inputs(artifact, net)):
        *dims, dtype = t.split("x") if "x" in t else [t]
        if dtype != "f32":
            raise PeerFailed(f"input {i} is {t}, not f32")
        path = os.path.join(work, f"{net}.input{i}.npy")
        np.save(path, rng.uniform(-1, 1, [int(d) for d in dims]).astype(np.float32))
        inputs.append(f"--input=@{path}")
    cmd = [os.path.join(bindir, "iree-benchmark-module"), f"--module={vmfb}", f"--function={entry(net)}",
           "--device=local-task", f"--task_topology_max_group_count={THREADS}", "--benchmark_min_time=1x",
           f"--benchmark_repetitions={steps}", "--benchmark_min_warmup_time=0.5", "--benchmark_format=json"] + inputs
    done = subprocess.run(cmd, capture_output=True, text=True)
    if done.returncode != 0:
        raise PeerFailed("iree-benchmark-module: " + first_error(done.stderr))
    report = json.loads(done.stdout[done.stdout.index("{"):])
    runs = [b for b in report["benchmarks"] if b.get("run_type") == "iteration"]
    scale = {"ns": 1e-9, "us": 1e-6, "ms": 1e-3, "s": 1.0}[runs[0].get("time_unit", "ms")]
    return statistics.median(b["real_time"] for b in runs) * scale


def timed(step, steps):
    for _ in range(WARMUP):  # compilation, first allocations, a possible recompilation
        step()
    times = []
    for _ in range(steps):
        start = time.perf_counter()
        step()
        times.append(time.perf_counter() - start)
    return statistics.median(times)


def cpu_stall_us():
    """Microseconds in which some runnable task waited for a CPU (Linux's /proc/pressure/cpu)."""
    try:
        with open("/proc/pressure/cpu") as f:
            return int(re.search(r"some .*total=(\d+)", f.read()).group(1))
    except (OSError, AttributeError):
        return None


def cpu_model():
    with open("/proc/cpuinfo") as f:
        text = f.read()
    model = re.search(r"model name\s*:\s*(.*)", text)
    flags = re.search(r"flags\s*:\s*(.*)", text)
    isa = "AVX-512" if flags and "avx512f" in flags.group(1).split() else "AVX2" if flags and "avx2" in flags.group(
        1).split() else "no AVX2"
    return f"{model.group(1) if model else 'unknown CPU'}, {isa}"


def versions(build):
    import jax
    import jaxlib
    import torch
    fetch = open(os.path.join(REPO, "scripts", "fetch-xla-plugin")).read()
    iree_version = subprocess.run([os.path.join(build, "peers-venv", "bin", "iree-compile"), "--version"],
                                  capture_output=True, text=True).stdout
    iree_says = re.search(r"compiler version (\S+)", iree_version).group(1)
    return {
        "ladder": subprocess.run([os.path.join(build, "ladder"), "--version"], capture_output=True,
                                 text=True).stdout.strip(),
        "XLA CPU plugin": "lammps-jax-pjrt-cpu " + re.search(r"^version=(\S+)", fetch, re.M).group(1),
        "jax": f"{jax.__version__} (jaxlib {jaxlib.__version__})",
        "torch": torch.__version__,
        "IREE": f"{metadata.version('iree-base-compiler')} (iree-base-compiler; iree-base-runtime "
                f"{metadata.version('iree-base-runtime')}; iree-compile says {iree_says})",
    }


def main():
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--build", default="build")
    parser.add_argument("--nets", default=",".join(NETS))
    parser.add_argument("--steps", type=int, default=20, help="timed steps per peer and net (default 20)")
    args = parser.parse_args()
    build = os.path.abspath(args.build)
    work = os.path.join(build, "peers")
    os.makedirs(work, exist_ok=True)
    plugin = os.path.join(build, "pjrt", "lammps_jax_pjrt_cpu", "pjrt_c_api_cpu_plugin.so")

    import torch
    torch.set_num_threads(THREADS)
    started, load_before, stall_before = time.time(), os.getloadavg(), cpu_stall_us()
    rows = {}
    for net in args.nets.split(","):
        artifact = os.path.join(work, f"{net}.mlir")
        subprocess.run([os.path.join(build, "ladder"), "emit", net, "--batch", str(BATCH), "-o", artifact],
                       check=True, capture_output=True)
        peers = {
            "ladder cpu": lambda: ladder_exec(build, artifact, net, args.steps,
                                              ["--lowerer", "cpu", "--threads", str(THREADS)]),
            "ladder → XLA (PJRT)": lambda: ladder_exec(build, artifact, net, args.steps,
                                                       ["--lowerer", "pjrt", "--plugin", plugin]),
            "JAX jit": lambda: timed(nets.jax_step(net, BATCH), args.steps),
            "PyTorch eager": lambda: timed(nets.torch_step(net, BATCH, compiled=False), args.steps),
            "torch.compile": lambda: timed(nets.torch_step(net, BATCH, compiled=True), args.steps),
            "IREE": lambda: iree(build, artifact, net, work, args.steps, [], "default"),
            "IREE im2col": lambda: iree(build, artifact, net, work, args.steps, IREE_IM2COL, "im2col"),
        }
        row = {}
        for column in COLUMNS:
            try:
                row[column] = (peers[column](), None)
            except PeerFailed as e:
                row[column] = (None, str(e))
            except Exception as e:  # e.g. inductor without a working C++ toolchain
                row[column] = (None, f"{type(e).__name__}: {str(e).strip().splitlines()[0][:200] if str(e).strip() else ''}")
            v, why = row[column]
            print(f"{net}, {column}: " + (f"{v * 1e3:.1f} ms" if v is not None else f"failed: {why}"),
                  file=sys.stderr, flush=True)
        rows[net] = row

    load, stall, seconds = os.getloadavg(), cpu_stall_us(), time.time() - started
    pressure = (stall - stall_before) / 1e6 / seconds if stall is not None and stall_before is not None else None
    shown_pressure = f", CPU pressure {pressure:.0%}" if pressure is not None else ""
    print(f"\nms per SGD train step, batch {BATCH}, {THREADS} threads each, median of {args.steps} steps after "
          f"warm-up; {cpu_model()}; load average {load_before[0]:.2f} {load_before[1]:.2f} {load_before[2]:.2f} "
          f"before, {load[0]:.2f} {load[1]:.2f} {load[2]:.2f} after{shown_pressure} ({seconds:.0f} s)\n")
    print("| net | " + " | ".join(COLUMNS) + " | ladder cpu ÷ fastest peer |")
    print("|---|" + "---|" * (len(COLUMNS) + 1))
    notes = []
    for net, row in rows.items():
        cells = []
        for c in COLUMNS:
            v, why = row[c]
            if v is None:
                notes.append(f"{net}, {c}: {why}")
                cells.append(f"n/a ({len(notes)})")
            else:
                cells.append(f"{v * 1e3:.1f}")
        peers = {c: v for c, (v, _) in row.items() if c != "ladder cpu" and v is not None}
        ours = row["ladder cpu"][0]
        if peers and ours is not None:
            fastest = min(peers, key=peers.get)
            ratio = f"{ours / peers[fastest]:.2f} ({fastest})"
        else:
            ratio = "—"
        print(f"| {net} | " + " | ".join(cells) + f" | {ratio} |")
    for i, n in enumerate(notes, 1):
        print(f"\n({i}) {n}")
    found = versions(build)
    print("\nversions: " + "; ".join(v if k == "ladder" else f"{k} {v}" for k, v in found.items()))
    out = os.path.join(work, "peers.json")
    with open(out, "w") as f:
        json.dump({"versions": found, "cpu": cpu_model(), "threads": THREADS, "batch": BATCH, "steps": args.steps,
                   "affinity": sorted(os.sched_getaffinity(0)), "load_before": load_before, "load_after": load,
                   "seconds": seconds, "cpu_pressure": pressure,
                   "ms": {n: {c: (v * 1e3 if v is not None else None) for c, (v, _) in r.items()}
                          for n, r in rows.items()},
                   "failed": {n: {c: why for c, (v, why) in r.items() if v is None} for n, r in rows.items()}},
                  f, indent=2, ensure_ascii=False)
    print(f"\nfigures in {out}")


if __name__ == "__main__":
    main()
