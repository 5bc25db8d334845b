"""Checks ladder's Imagenette nets against torchvision's own models (issue 13): torchvision's
state_dict through `ladder import`, the same images, eval mode; ladder's @<net>_fwd_eval (or
_fwd) through `ladder exec` against the model's logits; `ladder export` of the imported
weights must give back the state_dict bit for bit; and one SGD train step (BatchNorm in training
mode, dropout and stochastic depth off) must give autograd's gradients and BatchNorm's updated
running statistics. Parameter counts are compared too. Run with the peers venv (setup.sh installs
torchvision into it):

  build/peers-venv/bin/python bench/peers/torchvision_check.py --build build

Exit 1 when a net's parameter count differs from torchvision's, its logits differ by more than
1e-4 of their largest magnitude, export(import()) is not bit-exact, or its gradients are further
from float64 autograd than 3x PyTorch's own float32 ones (and 1e-4). Runs under the peers venv
or under Debian's python3 with python3-torchvision (torch 1.13, torchvision 0.14) and
safetensors on PYTHONPATH, as the ctest Torchvision.* does (tests/torchvision_check.sh).
"""
import argparse
import copy
import os
import re
import subprocess
import sys

import numpy as np
import torch
import torchvision
from safetensors.numpy import save_file, load_file
from safetensors.torch import save_file as save_torch, load_file as load_torch

NETS = {  # ladder name -> torchvision constructor
    "resnet34": lambda: torchvision.models.resnet34(num_classes=10),
    "resnet50": lambda: torchvision.models.resnet50(num_classes=10),
    "mobilenetv2": lambda: torchvision.models.mobilenet_v2(num_classes=10),
    "efficientnet-b0": lambda: torchvision.models.efficientnet_b0(num_classes=10),
    "convnext-t": lambda: torchvision.models.convnext_tiny(num_classes=10),
    "vit-tiny": lambda: torchvision.models.VisionTransformer(image_size=224, patch_size=16, num_layers=12,
                                                             num_heads=3, hidden_dim=192, mlp_dim=768,
                                                             num_classes=10),
}


def without_dropout(model):
    """Dropout and stochastic depth off (their modules in eval mode), as ladder's steps emitted
    with --no-dropout have them; the rest of the model keeps its mode."""
    for mod in model.modules():
        if isinstance(mod, torch.nn.Dropout) or type(mod).__name__ == "StochasticDepth":
            mod.eval()
    return model


def perturb(model, rng):
    """Weights that make every branch count: BatchNorm statistics and scales off their
    defaults, ConvNeXt's layer scale at 0.3 instead of 1e-6, ViT's zero head drawn."""
    with torch.no_grad():
        for name, m in model.named_modules():
            if isinstance(m, torch.nn.modules.batchnorm._BatchNorm):
                m.running_mean.copy_(torch.from_numpy(rng.normal(0, 0.1, m.num_features).astype(np.float32)))
                m.running_var.copy_(torch.from_numpy(rng.uniform(0.5, 1.5, m.num_features).astype(np.float32)))
                m.weight.copy_(torch.from_numpy(rng.uniform(0.5, 1.5, m.num_features).astype(np.float32)))
                m.bias.copy_(torch.from_numpy(rng.normal(0, 0.1, m.num_features).astype(np.float32)))
        for name, p in model.named_parameters():
            if name.endswith("layer_scale"):
                p.fill_(0.3)
            if name.startswith("heads.head") or name == "class_token":
                p.copy_(torch.from_numpy(rng.normal(0, 0.05, tuple(p.shape)).astype(np.float32)))


def train_step_check(ladder, work, net, model, weights, x, rng):
    """ladder's gradients (from θ' = θ − lr·g at a large lr) and updated running statistics
    against autograd in float64; PyTorch's own float32 autograd against the same float64 run is
    the yardstick of how well-conditioned each tensor's gradient is. Errors per tensor are
    relative to the larger of its largest gradient and 1e-3 of the net's largest (a gradient
    that is zero in exact arithmetic, as attention's key bias has, is rounding noise)."""
    lr = 1e4
    y = rng.integers(0, 10, x.shape[0])

    def autograd(dtype):
        m = without_dropout(copy.deepcopy(model).to(dtype).train())
        loss = torch.nn.functional.cross_entropy(m(torch.from_numpy(x).to(dtype)), torch.from_numpy(y))
        loss.backward()
        params = dict(m.named_parameters())
        out = {}
        for k, v in m.state_dict().items():  # gradients in place of parameters; buffers as updated
            t = params[k].grad if k in params else v
            out[k] = t if k.endswith("num_batches_tracked") else t.detach().float().contiguous()
        return out

    def as_ladder(grads, tag):
        path = os.path.join(work, f"{net}.grads.{tag}.torch.safetensors")
        save_torch(grads, path)
        out = os.path.join(work, f"{net}.grads.{tag}.safetensors")
        subprocess.run([ladder, "import", net, path, "-o", out], check=True, capture_output=True)
        return load_file(out)  # theta.* = gradients, running_* = the updated statistics

    want, torch32 = as_ladder(autograd(torch.float64), "f64"), as_ladder(autograd(torch.float32), "f32")
    artifact = os.path.join(work, f"{net}.sgd.mlir")
    subprocess.run([ladder, "emit", net, "--batch", str(x.shape[0]), "--no-dropout", "-o", artifact], check=True,
                   capture_output=True)
    symbol = net.replace("-", "_")
    signature = re.search(r"@" + symbol + r"_sgd_train_step\((.*?)\) ->", open(artifact).read()).group(1)
    names = re.findall(r"%([\w.]+):", signature)
    batch = os.path.join(work, f"{net}.batch.safetensors")
    save_file({"x": x, "lr": np.array(lr, dtype=np.float32), "labels": np.eye(10, dtype=np.float32)[y]}, batch)
    out = os.path.join(work, f"{net}.step.safetensors")
    subprocess.run([ladder, "exec", artifact, "--entry", f"{symbol}_sgd_train_step", "--inputs", weights,
                    "--inputs", batch, "--out", out], check=True, capture_output=True)
    new, before = load_file(out), load_file(weights)
    floor = 1e-3 * max(np.abs(v).max() for k, v in want.items() if k.startswith("theta."))
    worst = {"ladder": 0.0, "torch f32": 0.0, "stats": 0.0}
    for i, name in enumerate(names[1:]):  # output i is the new value of input i + 1
        if name in ("lr", "labels"):
            continue
        got = new[str(i)].astype(np.float64)
        ref = want[name].astype(np.float64)
        if name.startswith("theta."):
            scale = max(np.abs(ref).max(), floor)
            g = (before[name].astype(np.float64) - got) / lr
            worst["ladder"] = max(worst["ladder"], float(np.abs(g - ref).max() / scale))
            worst["torch f32"] = max(worst["torch f32"], float(np.abs(torch32[name] - ref).max() / scale))
        else:
            worst["stats"] = max(worst["stats"], float(np.abs(got - ref).max() / np.abs(ref).max()))
    return worst


def main():
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--build", default="build")
    parser.add_argument("--nets", default=",".join(NETS))
    parser.add_argument("--batch", type=int, default=2)
    args = parser.parse_args()
    ladder = os.path.join(args.build, "ladder")
    work = os.path.join(args.build, "torchvision_check")
    os.makedirs(work, exist_ok=True)
    rng = np.random.default_rng(7)
    torch.manual_seed(7)
    print(f"torchvision {torchvision.__version__}, torch {torch.__version__}; eval mode, batch {args.batch}")
    print("| net | parameters (torchvision) | ladder | max |Δlogit| / max |logit| | export(import(state_dict)) "
          "| gradients vs f64 autograd: ladder | PyTorch f32 | running statistics |")
    print("|---|---|---|---|---|---|---|---|")
    worst = 0.0
    for net in args.nets.split(","):
        model = NETS[net]().eval()
        perturb(model, rng)
        x = rng.standard_normal((args.batch, 3, 224, 224)).astype(np.float32)
        with torch.no_grad():
            want = model(torch.from_numpy(x)).numpy()
        artifact = os.path.join(work, f"{net}.mlir")
        subprocess.run([ladder, "emit", net, "--batch", str(args.batch), "-o", artifact], check=True,
                       capture_output=True)
        symbol = net.replace("-", "_")
        has_bn = "running_mean" in open(artifact).read()
        entry = f"{symbol}_fwd_eval" if has_bn else f"{symbol}_fwd"
        state_dict = os.path.join(work, f"{net}.torch.safetensors")
        save_torch({k: v.contiguous() for k, v in model.state_dict().items()}, state_dict)
        weights = os.path.join(work, f"{net}.weights.safetensors")
        subprocess.run([ladder, "import", net, state_dict, "-o", weights], check=True, capture_output=True)
        back = os.path.join(work, f"{net}.back.safetensors")
        subprocess.run([ladder, "export", weights, "-o", back], check=True, capture_output=True)
        original, returned = load_torch(state_dict), load_torch(back)
        round_trip = original.keys() == returned.keys() and all(torch.equal(original[k], returned[k]) for k in original)
        save_file({"x": x}, os.path.join(work, f"{net}.x.safetensors"))
        out = os.path.join(work, f"{net}.out.safetensors")
        run = subprocess.run([ladder, "exec", artifact, "--entry", entry, "--inputs", weights, "--inputs",
                              os.path.join(work, f"{net}.x.safetensors"), "--out", out], capture_output=True, text=True)
        if run.returncode != 0:
            print(f"| {net} | - | ladder exec failed: {run.stderr.strip()[:200]} | - | - | - | - | - |")
            worst = float("inf")
            continue
        got = load_file(out)["0"]
        err = float(np.abs(got - want).max() / np.abs(want).max())
        worst = max(worst, err if round_trip else float("inf"))
        count = sum(p.numel() for p in model.parameters())
        ladder_count = subprocess.run([ladder, "nets"], capture_output=True, text=True).stdout
        mine = next(l.split()[1] for l in ladder_count.splitlines() if l.split() and l.split()[0] == net)
        if int(mine.replace(",", "")) != count:  # the same net has the same parameters
            worst = float("inf")
        step = train_step_check(ladder, work, net, model, weights, x, rng)
        # ladder's gradients must be as close to float64 as PyTorch's own float32 ones are.
        if step["ladder"] > max(1e-4, 3 * step["torch f32"]):
            worst = float("inf")
        stats = f"{step['stats']:.2e}" if "running_mean" in open(artifact).read() else "(no BatchNorm)"
        print(f"| {net} | {count:,} | {mine} | {err:.2e} | {'bit-exact' if round_trip else 'DIFFERS'} | "
              f"{step['ladder']:.2e} | {step['torch f32']:.2e} | {stats} |", flush=True)
    sys.exit(0 if worst < 1e-4 else 1)


if __name__ == "__main__":
    main()
