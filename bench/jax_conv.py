"""Convolutions as JAX writes them: writes the JAX-lowered programs with their inputs to DIR
and times JAX (jit, block_until_ready, median of repeats) on the same inputs.

* `conv.mlir` (x, w): one NHWC layer, `lax.conv_general_dilated(x, w, (1, 1), "SAME")`,
  x 16×64×64×32, w 3×3×32×64 (HWIO);
* `conv_vg.mlir` (x, w): `value_and_grad` of `mean(conv(x, w)²)` with respect to x and w (the
  forward convolution and both gradient convolutions: the data gradient with a reversed
  window, the weight gradient with the batch as the contracted feature);
* `cnn_vg.mlir` (x, w1, w2, w3, labels): `value_and_grad` of a small CNN's cross-entropy with
  respect to its three weights: 3×3 conv 1→16 + relu, 3×3 stride-2 conv 16→32 + relu, global
  mean, dense 32→10, on 64×28×28×1 inputs.

Compare with

  fresnel bench DIR/conv.mlir --input DIR/x.npy --input DIR/w.npy --backend cpu
  fresnel bench DIR/conv_vg.mlir --input DIR/x.npy --input DIR/w.npy --backend cpu
  fresnel bench DIR/cnn_vg.mlir --input DIR/cx.npy --input DIR/w1.npy --input DIR/w2.npy \
      --input DIR/w3.npy --input DIR/labels.npy --backend cpu

usage: python3 bench/jax_conv.py DIR [--repeat 10]
"""
import argparse, json, os, time

import numpy as np
import jax, jax.numpy as jnp
from jax import lax


def median_s(f, args, repeat):
    jax.block_until_ready(f(*args))
    times = []
    for _ in range(repeat):
        t0 = time.perf_counter()
        jax.block_until_ready(f(*args))
        times.append(time.perf_counter() - t0)
    return float(np.median(times))


def conv(x, w, stride=(1, 1)):
    return lax.conv_general_dilated(
        x, w, stride, "SAME", dimension_numbers=("NHWC", "HWIO", "NHWC"))


def layer_loss(x, w):
    return jnp.mean(conv(x, w) ** 2)


def cnn_loss(x, w1, w2, w3, labels):
    h = jax.nn.relu(conv(x, w1))
    h = jax.nn.relu(conv(h, w2, (2, 2)))
    logits = jnp.mean(h, axis=(1, 2)) @ w3
    logp = jax.nn.log_softmax(logits)
    return -jnp.mean(jnp.sum(logp * labels, axis=-1))


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("dir")
    ap.add_argument("--repeat", type=int, default=10)
    a = ap.parse_args()
    os.makedirs(a.dir, exist_ok=True)
    rng = np.random.default_rng(0)
    f32 = lambda *s: (rng.standard_normal(s) * 0.1).astype(np.float32)
    x, w = f32(16, 64, 64, 32), f32(3, 3, 32, 64)
    cx, w1, w2, w3 = f32(64, 28, 28, 1), f32(3, 3, 1, 16), f32(3, 3, 16, 32), f32(32, 10)
    labels = np.eye(10, dtype=np.float32)[rng.integers(0, 10, 64)]
    progs = {
        "conv": (jax.jit(conv), (x, w)),
        "conv_vg": (jax.jit(jax.value_and_grad(layer_loss, argnums=(0, 1))), (x, w)),
        "cnn_vg": (jax.jit(jax.value_and_grad(cnn_loss, argnums=(1, 2, 3))),
                   (cx, w1, w2, w3, labels)),
    }
    out = {"jax": jax.__version__}
    for name, (f, args) in progs.items():
        with open(os.path.join(a.dir, f"{name}.mlir"), "w") as fh:
            fh.write(f.lower(*args).as_text())
        out[f"jax_{name}_median_s"] = median_s(f, args, a.repeat)
    for name, v in (("x", x), ("w", w), ("cx", cx), ("w1", w1), ("w2", w2), ("w3", w3),
                    ("labels", labels)):
        np.save(os.path.join(a.dir, f"{name}.npy"), v)
    print(json.dumps(out))


if __name__ == "__main__":
    main()
