"""Batch-8 SGD train steps of the Imagenette nets, ladder's cpu lowerer against PyTorch on
torchvision's model with the same weights, side by side (issue 13). train_step_bench (C++,
libtorch in process) covers resnet34 and mobilenetv2; this covers the other nets from Python,
where torchvision has them: each model's state_dict goes through `ladder import`, so both sides
start from the same weights and batch; PyTorch runs the step (forward, cross-entropy, backward,
SGD at lr 0.01; BatchNorm in training mode; dropout and stochastic depth off, as ladder's step
has them) and ladder runs `ladder exec` of its emitted step with `--repeat`. Both on 2 threads
(torch.set_num_threads, OMP_NUM_THREADS), in alternating rounds; the table gives the median of
the rounds' median step times. mobilenetv4-m has no torchvision model: ladder alone, on drawn
weights.

  /usr/bin/python3 bench/peers/imagenette_bench.py --build build      (PYTHONPATH=build/pylib)
  build/peers-venv/bin/python bench/peers/imagenette_bench.py --build build
"""
import argparse
import os
import re
import statistics
import subprocess
import time

import numpy as np
import torch
import torchvision
from safetensors.numpy import save_file
from safetensors.torch import save_file as save_torch

from torchvision_check import NETS as TORCHVISION_NETS, without_dropout  # beside this file

# ladder name -> torchvision constructor (None: ladder only); resnet34 and mobilenetv2 are in
# train_step_bench.
NETS = {net: TORCHVISION_NETS[net] for net in ("resnet50", "efficientnet-b0", "convnext-t", "vit-tiny")}
NETS["mobilenetv4-m"] = None


def torch_steps(model, x, y, steps):
    """Median seconds per SGD train step over `steps` steps."""
    opt = torch.optim.SGD(model.parameters(), lr=0.01)
    times = []
    for _ in range(steps):
        start = time.perf_counter()
        opt.zero_grad(set_to_none=True)
        loss = torch.nn.functional.cross_entropy(model(x), y)
        loss.backward()
        opt.step()
        times.append(time.perf_counter() - start)
    return statistics.median(times)


def ladder_steps(ladder, artifact, entry, inputs, steps):
    """`ladder exec --repeat`'s median seconds per run."""
    args = [ladder, "exec", artifact, "--entry", entry, "--repeat", str(steps)]
    for path in inputs:
        args += ["--inputs", path]
    if not inputs:
        args += ["--random-inputs", "1"]
    env = dict(os.environ, OMP_NUM_THREADS="2")
    out = subprocess.run(args, check=True, capture_output=True, text=True, env=env).stdout
    m = re.search(r"^run\s+median ([\d.]+) (ms|us|s)", out, re.M)
    return float(m.group(1)) * {"us": 1e-6, "ms": 1e-3, "s": 1.0}[m.group(2)]


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--build", default="build")
    parser.add_argument("--nets", default=",".join(NETS))
    parser.add_argument("--batch", type=int, default=8)
    parser.add_argument("--steps", type=int, default=5, help="steps timed per side and round")
    parser.add_argument("--rounds", type=int, default=3)
    args = parser.parse_args()
    torch.set_num_threads(2)
    ladder = os.path.join(args.build, "ladder")
    work = os.path.join(args.build, "imagenette_bench")
    os.makedirs(work, exist_ok=True)
    rng = np.random.default_rng(11)
    torch.manual_seed(11)
    load = os.getloadavg()
    print(f"batch {args.batch} SGD train steps, 2 threads each; torch {torch.__version__}, "
          f"torchvision {torchvision.__version__}; load average {load[0]:.2f} {load[1]:.2f} {load[2]:.2f}")
    print("| net | ladder ms | PyTorch ms | ladder / PyTorch | rounds (ladder / PyTorch) |")
    print("|---|---|---|---|---|")
    for net in args.nets.split(","):
        symbol = net.replace("-", "_")
        artifact = os.path.join(work, f"{net}.sgd.mlir")
        subprocess.run([ladder, "emit", net, "--batch", str(args.batch), "--no-dropout", "-o", artifact],
                       check=True, capture_output=True)
        entry = f"{symbol}_sgd_train_step"
        x = rng.standard_normal((args.batch, 3, 224, 224)).astype(np.float32)
        y = rng.integers(0, 10, args.batch)
        if NETS[net] is None:
            rounds = [ladder_steps(ladder, artifact, entry, [], args.steps) for _ in range(args.rounds)]
            print(f"| {net} | {1e3 * statistics.median(rounds):.0f} | (no torchvision model) | - | "
                  f"{', '.join(f'{1e3 * r:.0f}' for r in rounds)} |", flush=True)
            continue
        model = without_dropout(NETS[net]().train())  # as ladder's step emitted with --no-dropout
        state_dict = os.path.join(work, f"{net}.torch.safetensors")
        save_torch({k: v.contiguous() for k, v in model.state_dict().items()}, state_dict)
        weights = os.path.join(work, f"{net}.weights.safetensors")
        subprocess.run([ladder, "import", net, state_dict, "-o", weights], check=True, capture_output=True)
        batch = os.path.join(work, f"{net}.batch.safetensors")
        save_file({"x": x, "lr": np.array(0.01, dtype=np.float32), "labels": np.eye(10, dtype=np.float32)[y]}, batch)
        tx, ty = torch.from_numpy(x), torch.from_numpy(y)
        torch_steps(model, tx, ty, 1)  # warm-up
        ours, theirs = [], []
        for _ in range(args.rounds):
            ours.append(ladder_steps(ladder, artifact, entry, [weights, batch], args.steps))
            theirs.append(torch_steps(model, tx, ty, args.steps))
        a, b = statistics.median(ours), statistics.median(theirs)
        print(f"| {net} | {1e3 * a:.0f} | {1e3 * b:.0f} | {a / b:.2f} | "
              f"{', '.join(f'{1e3 * o:.0f}/{1e3 * t:.0f}' for o, t in zip(ours, theirs))} |", flush=True)


if __name__ == "__main__":
    main()
