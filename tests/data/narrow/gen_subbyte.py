"""Generates `subbyte.txt`: JAX's (XLA's CPU) results of the integer ops whose sub-byte
answers depend on the width (shifts, popcnt, count-leading-zeros, and the wrapping
arithmetic), over every pair of values of i2, i4, ui2 and ui4, for
`tests/tests/it/narrow_floats.rs` (run from anywhere with JAX installed):

    python tests/data/narrow/gen_subbyte.py

Lines `<dtype> <op> <lhs…> ; <rhs…> ; <result…>` (rhs empty for unary ops), decimal values.

One deviation from XLA's CPU: its `popcnt` of a negative i2/i4 counts the sign extension of
its 8-bit carrier (popcnt(i4 −8) = 5); StableHLO counts the bits of the type (0b1000: 1), as
its interpreter does. The signed popcnt lines are the popcnt of the unsigned bitcast.
"""

import os

import jax.numpy as jnp
from jax import lax

HERE = os.path.dirname(os.path.abspath(__file__))
TYPES = {"i2": jnp.int2, "i4": jnp.int4, "ui2": jnp.uint2, "ui4": jnp.uint4}
BINARY = {
    "shift_left": lax.shift_left,
    "shift_right_logical": lax.shift_right_logical,
    "shift_right_arithmetic": lax.shift_right_arithmetic,
    "add": lax.add,
    "subtract": lax.sub,
    "multiply": lax.mul,
}
UNSIGNED = {jnp.int2: jnp.uint2, jnp.int4: jnp.uint4}
UNARY = {
    "popcnt": lambda x: lax.population_count(
        lax.bitcast_convert_type(x, UNSIGNED.get(x.dtype.type, x.dtype))
    ).astype(x.dtype),
    "count_leading_zeros": lax.clz,
    "negate": lax.neg,
    "not": lax.bitwise_not,
}


def main():
    lines = []
    for name, t in TYPES.items():
        info = jnp.iinfo(t)
        values = list(range(int(info.min), int(info.max) + 1))
        lhs = [a for a in values for _ in values]
        rhs = [b for _ in values for b in values]
        for op, f in BINARY.items():
            out = f(jnp.array(lhs, t), jnp.array(rhs, t))
            lines.append(f"{name} {op} {fmt(lhs)} ; {fmt(rhs)} ; {fmt(out)}")
        for op, f in UNARY.items():
            out = f(jnp.array(values, t))
            lines.append(f"{name} {op} {fmt(values)} ; ; {fmt(out)}")
    with open(os.path.join(HERE, "subbyte.txt"), "w") as f:
        f.write("\n".join(lines) + "\n")


def fmt(v):
    return " ".join(str(int(x)) for x in v)


if __name__ == "__main__":
    main()
