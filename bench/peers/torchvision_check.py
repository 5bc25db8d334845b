"""Checks ladder's Imagenette nets against torchvision's own models (issue 13): torchvision's
state_dict through `ladder import`, the same images, eval mode; ladder's @<net>_fwd_eval (or
_fwd) through `ladder exec` against the model's logits; and `ladder export` of the imported
weights must give back the state_dict bit for bit. Parameter counts are compared too. Run with the peers venv (setup.sh installs
torchvision into it):

  build/peers-venv/bin/python bench/peers/torchvision_check.py --build build

Exit 1 when a net's logits differ by more than 1e-4 of their largest magnitude.
"""
import argparse
import os
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
    print("| net | parameters (torchvision) | ladder | max |Δlogit| / max |logit| | export(import(state_dict)) |")
    print("|---|---|---|---|---|")
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
            print(f"| {net} | - | ladder exec failed: {run.stderr.strip()[:200]} | - | - |")
            worst = float("inf")
            continue
        got = load_file(out)["0"]
        err = float(np.abs(got - want).max() / np.abs(want).max())
        worst = max(worst, err if round_trip else float("inf"))
        count = sum(p.numel() for p in model.parameters())
        ladder_count = subprocess.run([ladder, "nets"], capture_output=True, text=True).stdout
        mine = next(l.split()[1] for l in ladder_count.splitlines() if l.split() and l.split()[0] == net)
        print(f"| {net} | {count:,} | {mine} | {err:.2e} | {'bit-exact' if round_trip else 'DIFFERS'} |", flush=True)
    sys.exit(0 if worst < 1e-4 else 1)


if __name__ == "__main__":
    main()
