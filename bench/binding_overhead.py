"""What calling a compiled gradient costs through Python and through C rather than from Rust.

Compiles the angular-spectrum value_and_grad (w.r.t. the field and the distances) of CASE
(default target/bench-asm/medium, written by `cargo bench -p fresnel --bench asm -- medium
--prepare`: a 2×2×3×256² field, 4 distances) into an artifact with the `fresnel` CLI, then
times one call of it, in rounds that alternate, in one run:
* Rust: `fresnel bench ARTIFACT` (the executable's own timing of `run`);
* C: bench/binding_overhead.c against libfresnel_c (`fresnel_run`, results allocated and freed);
* Python: `fresnel.load(ARTIFACT)(*arrays)` in this process.
Prints one JSON line: minima and medians, the overheads against Rust, and whether each binding
read every argument in place. All three must be the same build: target/debug (the default,
what scripts/setup-python.sh installs) or target/release (`--profile release`, after
`cargo build --release -p fresnel --bin fresnel -p fresnel-capi` and an extension built to
match). Nothing here asserts a time.

    target/python-venv/bin/python bench/binding_overhead.py [--case DIR] [--repeat 50] [--rounds 5]
"""

import argparse
import json
import os
import pathlib
import statistics
import subprocess
import tempfile
import time

import numpy as np

import fresnel

ROOT = pathlib.Path(__file__).resolve().parents[1]


def run_json(cmd):
    out = subprocess.run(cmd, check=True, capture_output=True, text=True).stdout
    return json.loads(out.strip().splitlines()[-1])


def python_times(exe, arrays, repeat):
    times = []
    for _ in range(repeat):
        start = time.perf_counter()
        exe(*arrays)
        times.append(time.perf_counter() - start)
    return min(times), statistics.median(times)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--case", default=str(ROOT / "target" / "bench-asm" / "medium"))
    ap.add_argument("--profile", default="debug", choices=["debug", "release"])
    ap.add_argument("--repeat", type=int, default=50)
    ap.add_argument("--rounds", type=int, default=5)
    a = ap.parse_args()
    case = pathlib.Path(a.case)
    if not (case / "prog.mlir").exists():
        raise SystemExit(f"{case}/prog.mlir is missing: run "
                         "`cargo bench -p fresnel --bench asm -- medium --prepare` first")
    build = ROOT / "target" / a.profile
    cli = build / "fresnel"
    n_in = len(list(case.glob("in*.npy")))
    inputs = [str(case / f"in{i}.npy") for i in range(n_in)]
    scratch = pathlib.Path(tempfile.mkdtemp(prefix="fresnel-overhead-"))
    artifact = scratch / "grad.fresnel"
    subprocess.run([cli, "compile", case / "prog.mlir", "--grad-wrt", "0,1", "-o", artifact],
                   check=True, capture_output=True)
    c_bench = scratch / "binding_overhead"
    subprocess.run(["cc", "-O2", "-std=c11", "-D_POSIX_C_SOURCE=200809L",
                    "-I", ROOT / "capi" / "include", "-I", ROOT / "capi" / "tests" / "c",
                    ROOT / "bench" / "binding_overhead.c", "-L", build,
                    f"-Wl,-rpath,{build}", "-lfresnel_c", "-o", c_bench], check=True)

    exe = fresnel.load(str(artifact))
    arrays = [np.load(p) for p in inputs]
    exe(*arrays)  # warm-up
    rust, c, py = [], [], []
    c_in_place = True
    for _ in range(a.rounds):
        r = run_json([cli, "bench", artifact, *sum((["-i", p] for p in inputs), []),
                      "--repeat", str(a.repeat)])
        rust.append((r["run_min_s"], r["run_median_s"]))
        r = run_json([c_bench, artifact, case, str(a.repeat)])
        c.append((r["run_min_s"], r["run_median_s"]))
        c_in_place &= r["in_place"] == r["args"]
        py.append(python_times(exe, arrays, a.repeat))
    pointers, copies = exe._last_call

    def summary(times):
        return min(t[0] for t in times), statistics.median(t[1] for t in times)

    (r_min, r_med), (c_min, c_med), (p_min, p_med) = summary(rust), summary(c), summary(py)
    us = lambda s: round(s * 1e6, 1)
    print(json.dumps({
        "case": str(case), "profile": a.profile, "repeat": a.repeat, "rounds": a.rounds,
        "rust_min_us": us(r_min), "rust_median_us": us(r_med),
        "c_min_us": us(c_min), "c_median_us": us(c_med),
        "python_min_us": us(p_min), "python_median_us": us(p_med),
        "c_overhead_median_us": us(c_med - r_med),
        "c_overhead_median_pct": round(100 * (c_med - r_med) / r_med, 2),
        "python_overhead_median_us": us(p_med - r_med),
        "python_overhead_median_pct": round(100 * (p_med - r_med) / r_med, 2),
        "c_arguments_read_in_place": c_in_place,
        "python_arguments_read_in_place":
            copies == 0 and pointers == [x.__array_interface__["data"][0] for x in arrays],
    }))


if __name__ == "__main__":
    main()
