"""The MNIST and CIFAR rungs' nets in JAX and PyTorch, as ladder declares them
(src/ladder/nn/nets.cpp): NCHW, 3x3 convs with padding 1, 2x2 max-pools, dense layers, BatchNorm
in training mode (batch statistics, running statistics updated); mean softmax cross-entropy and
plain SGD. Each *_step() returns a function doing one train step on a fixed random batch."""
import numpy as np

CLASSES = 10


def layers(net):
    """(kind, args) in order; conv = (out channels), bn, relu, pool, dense = (out features)."""
    if net == "mnist-mlp":
        return [("flatten",), ("dense", 512), ("relu",), ("dense", 512), ("relu",), ("dense", 10)]
    if net == "mnist-cnn":
        return [("conv", 32), ("relu",), ("conv", 32), ("relu",), ("pool",), ("flatten",), ("dense", 512), ("relu",),
                ("dense", 512), ("relu",), ("dense", 10)]
    if net in ("cifar8", "cifar8-bn"):
        out = []
        for i, c in enumerate([16, 16, 16, 16, 32, 32, 32, 32]):
            out.append(("conv", c))
            if net == "cifar8-bn":
                out.append(("bn",))
            out.append(("relu",))
            if i % 2 == 1:
                out.append(("pool",))
        return out + [("flatten",), ("dense", 512), ("relu",), ("dense", 512), ("relu",), ("dense", 10)]
    raise ValueError(f"no peer definition of {net}")


def input_shape(net):
    return (1, 28, 28) if net.startswith("mnist") else (3, 32, 32)


def batch(net, n):
    rng = np.random.default_rng(1)
    x = rng.standard_normal((n,) + input_shape(net)).astype(np.float32)
    y = rng.integers(0, CLASSES, n)
    return x, y


def jax_step(net, n):
    import jax
    import jax.numpy as jnp
    from jax import lax

    x_np, y_np = batch(net, n)
    x, labels = jnp.asarray(x_np), jax.nn.one_hot(jnp.asarray(y_np), CLASSES)
    rng = np.random.default_rng(2)
    params, stats = [], []
    c, h = input_shape(net)[0], input_shape(net)[1]
    features = None
    for layer in layers(net):
        if layer[0] == "conv":
            w = rng.standard_normal((layer[1], c, 3, 3)).astype(np.float32) * np.sqrt(2 / (layer[1] * 9))
            params.append((jnp.asarray(w), jnp.zeros(layer[1])))
            c = layer[1]
        elif layer[0] == "bn":
            params.append((jnp.ones(c), jnp.zeros(c)))
            stats.append((jnp.zeros(c), jnp.ones(c)))
        elif layer[0] == "pool":
            h //= 2
        elif layer[0] == "flatten":
            features = c * h * h
        elif layer[0] == "dense":
            w = rng.standard_normal((features, layer[1])).astype(np.float32) * np.sqrt(2 / (features + layer[1]))
            params.append((jnp.asarray(w), jnp.zeros(layer[1])))
            features = layer[1]

    def forward(params, stats, x):
        p, s, new_stats = iter(params), iter(stats), []
        for layer in layers(net):
            kind = layer[0]
            if kind == "conv":
                w, b = next(p)
                x = lax.conv_general_dilated(x, w, (1, 1), ((1, 1), (1, 1)),
                                             dimension_numbers=("NCHW", "OIHW", "NCHW")) + b[None, :, None, None]
            elif kind == "bn":
                g, b = next(p)
                mean_r, var_r = next(s)
                mean, var = x.mean((0, 2, 3)), x.var((0, 2, 3))
                m = x.shape[0] * x.shape[2] * x.shape[3]
                new_stats.append((0.9 * mean_r + 0.1 * mean, 0.9 * var_r + 0.1 * var * m / (m - 1)))
                x = (x - mean[None, :, None, None]) * lax.rsqrt(var + 1e-5)[None, :, None, None] * g[None, :, None, None] \
                    + b[None, :, None, None]
            elif kind == "relu":
                x = jnp.maximum(x, 0)
            elif kind == "pool":
                x = lax.reduce_window(x, -jnp.inf, lax.max, (1, 1, 2, 2), (1, 1, 2, 2), "VALID")
            elif kind == "flatten":
                x = x.reshape(x.shape[0], -1)
            elif kind == "dense":
                w, b = next(p)
                x = x @ w + b
        return x, new_stats

    def loss_fn(params, stats, x, labels):
        logits, new_stats = forward(params, stats, x)
        return -jnp.mean(jnp.sum(labels * jax.nn.log_softmax(logits), axis=1)), new_stats

    def step(params, stats, x, labels):
        (loss, new_stats), grads = jax.value_and_grad(loss_fn, has_aux=True)(params, stats, x, labels)
        return jax.tree_util.tree_map(lambda p, g: p - 0.01 * g, params, grads), new_stats, loss

    step = jax.jit(step, donate_argnums=(0, 1))
    state = {"params": params, "stats": stats}

    def run():
        state["params"], state["stats"], loss = step(state["params"], state["stats"], x, labels)
        loss.block_until_ready()

    return run


def torch_step(net, n, compiled):
    import torch
    from torch import nn

    torch.manual_seed(2)
    modules, c, h, features = [], input_shape(net)[0], input_shape(net)[1], None
    for layer in layers(net):
        kind = layer[0]
        if kind == "conv":
            modules.append(nn.Conv2d(c, layer[1], 3, padding=1))
            c = layer[1]
        elif kind == "bn":
            modules.append(nn.BatchNorm2d(c))
        elif kind == "relu":
            modules.append(nn.ReLU())
        elif kind == "pool":
            modules.append(nn.MaxPool2d(2))
            h //= 2
        elif kind == "flatten":
            modules.append(nn.Flatten())
            features = c * h * h
        elif kind == "dense":
            modules.append(nn.Linear(features, layer[1]))
            features = layer[1]
    model = nn.Sequential(*modules).train()
    forward = torch.compile(model) if compiled else model
    opt = torch.optim.SGD(model.parameters(), lr=0.01)
    x_np, y_np = batch(net, n)
    x, y = torch.from_numpy(x_np), torch.from_numpy(y_np)

    def run():
        opt.zero_grad(set_to_none=True)
        loss = nn.functional.cross_entropy(forward(x), y)
        loss.backward()
        opt.step()
        loss.item()

    return run
