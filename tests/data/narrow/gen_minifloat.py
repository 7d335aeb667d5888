"""Generates `minifloat.txt`, ml_dtypes' rounding and decoding of the 8-, 6- and 4-bit floats,
for the unit tests in `ir/src/narrow/minifloat/tests.rs` (run from anywhere):

    python tests/data/narrow/gen_minifloat.py

Lines `round <dtype> <f64 bits hex> <pattern hex>`: `np.float64(x).astype(t)`'s pattern for
seeded random values over each format's range, ties, halfway-above-max, subnormals, ±0,
±inf and NaN; lines `decode <dtype> <pattern hex> <f64 bits hex>` for every pattern.
"""

import os

import ml_dtypes
import numpy as np

HERE = os.path.dirname(os.path.abspath(__file__))
TYPES = {
    "f8E4M3FN": ml_dtypes.float8_e4m3fn,
    "f8E5M2": ml_dtypes.float8_e5m2,
    "f8E4M3": ml_dtypes.float8_e4m3,
    "f8E3M4": ml_dtypes.float8_e3m4,
    "f8E4M3FNUZ": ml_dtypes.float8_e4m3fnuz,
    "f8E5M2FNUZ": ml_dtypes.float8_e5m2fnuz,
    "f8E4M3B11FNUZ": ml_dtypes.float8_e4m3b11fnuz,
    "f8E8M0FNU": ml_dtypes.float8_e8m0fnu,
    "f6E2M3FN": ml_dtypes.float6_e2m3fn,
    "f6E3M2FN": ml_dtypes.float6_e3m2fn,
    "f4E2M1FN": ml_dtypes.float4_e2m1fn,
}
rng = np.random.default_rng(20260101)
lines = []
for name, t in TYPES.items():
    bits = ml_dtypes.finfo(t).bits
    codes = np.arange(1 << bits, dtype=np.uint8)
    exact = codes.view(t).astype(np.float64)
    for c, v in zip(codes, exact):
        lines.append(f"decode {name} {c:02x} {np.float64(v).view(np.uint64):016x}")
    fin = np.unique(exact[np.isfinite(exact)])
    mids = (fin[1:] + fin[:-1]) / 2  # ties
    top = fin.max()
    values = np.concatenate([
        fin, mids, np.nextafter(mids, np.inf), np.nextafter(mids, -np.inf),
        [top * 1.0625, top * 1.125, top * 1.2, top * 2, 1e300, -1e300, 1e-300, -1e-300,
         5e-324, 0.0, -0.0, np.inf, -np.inf, np.nan, -np.nan, fin[fin > 0].min() / 2,
         fin[fin > 0].min() / 3, fin[fin > 0].min() * 0.75],
        rng.uniform(-top * 1.3, top * 1.3, 100),
        np.exp2(rng.uniform(np.log2(fin[fin > 0].min()) - 3, np.log2(top) + 1, 100))
        * rng.choice([-1, 1], 100),
    ])
    out = values.astype(np.float64).astype(t).view(np.uint8)
    for v, o in zip(values.astype(np.float64), out):
        lines.append(f"round {name} {v.view(np.uint64):016x} {o:02x}")
with open(os.path.join(HERE, "minifloat.txt"), "w") as f:
    f.write("\n".join(lines) + "\n")
