"""Peers side by side (issue 18): one SGD train step at batch 128, 2 threads each.

ladder's own columns run ladder's artifact (`ladder emit`) with `ladder exec --repeat`; JAX and
PyTorch run the same nets written in their own terms (nets.py: same layers, same loss, plain
SGD); IREE compiles ladder's artifact. Each figure is the median of the timed steps after a
warm-up step (compilation excluded). Run through run.sh, which sets the threads and the venv.
"""
import argparse
import json
import os
import platform
import re
import statistics
import subprocess
import sys
import time

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import nets  # noqa: E402  (the nets in JAX and PyTorch)

NETS = ["mnist-mlp", "mnist-cnn", "cifar8", "cifar8-bn"]
BATCH = 128
THREADS = 2


def symbol(net):
    return net.replace("-", "_")


def ladder_exec(build, artifact, net, extra):
    """Median seconds per step of ladder's artifact through `ladder exec --repeat`."""
    cmd = [os.path.join(build, "ladder"), "exec", artifact, "--entry", f"{symbol(net)}_sgd_train_step",
           "--random-inputs", "1", "--repeat", "20", "--json"] + extra
    out = subprocess.run(cmd, check=True, capture_output=True, text=True).stdout
    return json.loads(out)["timing"]["run_median_seconds"]


def iree(build, artifact, net, work):
    """IREE 3.13 compiling ladder's artifact for the host CPU, timed by iree-benchmark-module."""
    bindir = os.path.join(build, "peers-venv", "bin")
    vmfb = os.path.join(work, f"{net}.vmfb")
    compile_cmd = [os.path.join(bindir, "iree-compile"), artifact, "--iree-input-type=stablehlo",
                   "--iree-hal-target-device=local", "--iree-hal-local-target-device-backends=llvm-cpu",
                   "--iree-llvmcpu-target-cpu=host", "-o", vmfb]
    done = subprocess.run(compile_cmd, capture_output=True, text=True)
    if done.returncode != 0:
        lines = [l for l in done.stderr.splitlines() if "error" in l]
        return None, "iree-compile: " + (lines[0][:160] if lines else done.stderr[:160])
    text = open(artifact).read()
    entry = f"{symbol(net)}_sgd_train_step"
    signature = re.search(r"@" + entry + r"\((.*?)\) ->", text).group(1)
    inputs = []
    for shape in re.findall(r"tensor<([^>]*)>", signature):
        value = "0.01" if "x" not in shape else "0.5"
        inputs.append(f"--input={shape}={value}")
    bench_cmd = [os.path.join(bindir, "iree-benchmark-module"), f"--module={vmfb}", f"--function={entry}",
                 "--device=local-task", f"--task_topology_max_group_count={THREADS}",
                 "--benchmark_repetitions=5", "--benchmark_format=json"] + inputs
    done = subprocess.run(bench_cmd, capture_output=True, text=True)
    if done.returncode != 0:
        return None, "iree-benchmark-module: " + done.stderr.strip().splitlines()[-1][:160]
    report = json.loads(done.stdout[done.stdout.index("{"):])
    times = [b["real_time"] for b in report["benchmarks"] if b.get("run_type") == "iteration"]
    unit = report["benchmarks"][0].get("time_unit", "ms")
    scale = {"ns": 1e-9, "us": 1e-6, "ms": 1e-3, "s": 1.0}[unit]
    return statistics.median(times) * scale, None


def timed(step, steps):
    step()  # warm-up: compilation, first allocations
    times = []
    for _ in range(steps):
        start = time.perf_counter()
        step()
        times.append(time.perf_counter() - start)
    return statistics.median(times)


def main():
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--build", default="build")
    parser.add_argument("--nets", default=",".join(NETS))
    parser.add_argument("--steps", type=int, default=20)
    args = parser.parse_args()
    build = os.path.abspath(args.build)
    work = os.path.join(build, "peers")
    os.makedirs(work, exist_ok=True)
    plugin = os.path.join(build, "pjrt", "lammps_jax_pjrt_cpu", "pjrt_c_api_cpu_plugin.so")

    import jax
    import torch
    torch.set_num_threads(THREADS)
    versions = {
        "ladder": subprocess.run([os.path.join(build, "ladder"), "--version"], capture_output=True,
                                 text=True).stdout.strip(),
        "XLA CPU plugin": "lammps-jax-pjrt-cpu 0.11.2",
        "jax": jax.__version__,
        "torch": torch.__version__,
        "iree": re.search(r"compiler version (\S+)",
                          subprocess.run([os.path.join(build, "peers-venv", "bin", "iree-compile"), "--version"],
                                         capture_output=True, text=True).stdout).group(1),
    }
    columns = ["ladder cpu", "ladder → XLA (PJRT)", "JAX jit", "PyTorch eager", "torch.compile", "IREE"]
    rows = {}
    for net in args.nets.split(","):
        artifact = os.path.join(work, f"{net}.mlir")
        subprocess.run([os.path.join(build, "ladder"), "emit", net, "--batch", str(BATCH), "-o", artifact],
                       check=True, capture_output=True)
        row = {}
        row["ladder cpu"] = (ladder_exec(build, artifact, net, ["--lowerer", "cpu", "--threads", str(THREADS)]), None)
        row["ladder → XLA (PJRT)"] = (ladder_exec(build, artifact, net, ["--lowerer", "pjrt", "--plugin", plugin]),
                                      None)
        row["JAX jit"] = (timed(nets.jax_step(net, BATCH), args.steps), None)
        row["PyTorch eager"] = (timed(nets.torch_step(net, BATCH, compiled=False), args.steps), None)
        try:
            row["torch.compile"] = (timed(nets.torch_step(net, BATCH, compiled=True), args.steps), None)
        except Exception as e:  # inductor needs a working C++ toolchain and Python headers
            row["torch.compile"] = (None, f"torch.compile failed: {type(e).__name__}: {str(e)[:120]}")
        row["IREE"] = iree(build, artifact, net, work)
        rows[net] = row
        shown = ", ".join(f"{c} {v * 1e3:.1f} ms" if v else f"{c} -" for c, (v, _) in row.items())
        print(f"{net}: {shown}", file=sys.stderr, flush=True)

    load = os.getloadavg()
    print(f"ms per SGD train step, batch {BATCH}, {THREADS} threads each, median of {args.steps} steps after a "
          f"warm-up; {platform.processor() or platform.machine()}, load average {load[0]:.2f} {load[1]:.2f} {load[2]:.2f}\n")
    print("| net | " + " | ".join(columns) + " | ladder cpu ÷ fastest peer |")
    print("|---|" + "---|" * (len(columns) + 1))
    notes = []
    for net, row in rows.items():
        cells = []
        for c in columns:
            v, why = row[c]
            if v is None:
                notes.append(f"{net}, {c}: {why}")
                cells.append(f"n/a ({len(notes)})")
            else:
                cells.append(f"{v * 1e3:.1f}")
        peers = {c: v for c, (v, _) in row.items() if c != "ladder cpu" and v}
        fastest = min(peers, key=peers.get)
        ratio = row["ladder cpu"][0] / peers[fastest]
        print(f"| {net} | " + " | ".join(cells) + f" | {ratio:.2f} ({fastest}) |")
    for i, n in enumerate(notes, 1):
        print(f"\n({i}) {n}")
    print("\nversions: " + "; ".join(v if k == "ladder" else f"{k} {v}" for k, v in versions.items()))
    with open(os.path.join(work, "peers.json"), "w") as f:
        json.dump({"versions": versions, "load": load, "steps": args.steps,
                   "ms": {n: {c: (v * 1e3 if v else None) for c, (v, _) in r.items()} for n, r in rows.items()},
                   "notes": notes}, f, indent=2)


if __name__ == "__main__":
    main()
