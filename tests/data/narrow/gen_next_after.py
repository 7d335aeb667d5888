"""Generates `next_after.txt`: JAX's (XLA's CPU) `jnp.nextafter` on f16, bf16 and the 8-bit
floats with a sign, for `tests/tests/it/small_types.rs` (run from anywhere with JAX installed):

    python tests/data/narrow/gen_next_after.py

Lines `<dtype> <x patterns…> ; <y patterns…> ; <result patterns…>`, hex bit patterns: for
the 8-bit floats every pattern against each of the targets below, for f16 and bf16 the
special and boundary patterns and 300 seeded random ones.

XLA's CPU flushes bf16 subnormals to zero in `nextafter` (the step from 0x0001 toward −inf
gives −0, not +0); the spec, and we, step the pattern, so bf16 subnormals are left out.
Stepping FNUZ's smallest negative subnormal 0x81 toward zero gives 0x80, its NaN, on XLA,
and so here.
"""

import os

import jax.numpy as jnp
import numpy as np

HERE = os.path.dirname(os.path.abspath(__file__))
TYPES = {
    "f16": jnp.float16,
    "bf16": jnp.bfloat16,
    "f8E4M3FN": jnp.float8_e4m3fn,
    "f8E5M2": jnp.float8_e5m2,
    "f8E4M3": jnp.float8_e4m3,
    "f8E3M4": jnp.float8_e3m4,
    "f8E4M3FNUZ": jnp.float8_e4m3fnuz,
    "f8E5M2FNUZ": jnp.float8_e5m2fnuz,
    "f8E4M3B11FNUZ": jnp.float8_e4m3b11fnuz,
}
TARGETS = [-np.inf, -1e30, -1.0, -0.0, 0.0, 1e-30, 1.0, np.inf, np.nan]


def main():
    rng = np.random.default_rng(7)
    lines = []
    for name, t in TYPES.items():
        width = np.dtype(t).itemsize
        bits = np.uint8 if width == 1 else np.uint16
        if width == 1:
            xs = np.arange(256, dtype=bits)
        else:
            edges = [0x0000, 0x0001, 0x8000, 0x8001, 0x3F80, 0x3C00, 0xBC00, 0x7BFF, 0x7C00,
                     0xFC00, 0x7F7F, 0x7F80, 0xFF80, 0x7E00, 0x03FF, 0x0400, 0x007F, 0x0080]
            xs = np.array(edges + list(rng.integers(0, 1 << 16, 300)), dtype=bits)
        if name == "bf16":
            xs = xs[((xs & 0x7F80) != 0) | ((xs & 0x7F) == 0)]
        x = xs.view(t)
        # Each x against every target (rounded to the type), and against itself.
        targets = [np.full(x.shape, v).astype(t) for v in TARGETS] + [x]
        for y in targets:
            out = np.asarray(jnp.nextafter(jnp.asarray(x), jnp.asarray(y)))
            lines.append(f"{name} {hexes(x, bits)} ; {hexes(y, bits)} ; {hexes(out, bits)}")
    with open(os.path.join(HERE, "next_after.txt"), "w") as f:
        f.write("\n".join(lines) + "\n")


def hexes(a, bits):
    return " ".join(format(int(v), "x") for v in np.asarray(a).view(bits))


if __name__ == "__main__":
    main()
