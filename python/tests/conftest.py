import json
import os
import pathlib

import numpy as np
import pytest

ROOT = pathlib.Path(__file__).resolve().parents[2]
REFS = ROOT / "tests" / "data" / "refs"
ARTIFACTS = ROOT / "tests" / "data" / "artifacts"


def manifest():
    with open(REFS / "manifest.json") as fh:
        return json.load(fh)["cases"]


def ref_inputs(case):
    return [np.load(REFS / case["name"] / i["file"]) for i in case["inputs"]]


def tolerance(arrays):
    """tests/data/refs/README.md: 1e-9 with a float64/complex128 input, else 2e-4."""
    wide = any(a.dtype in (np.float64, np.complex128) for a in arrays)
    return 1e-9 if wide else 2e-4


def assert_close(got, want, tol, what):
    got = np.asarray(got)
    want = np.asarray(want)
    assert got.shape == want.shape, f"{what}: shape {got.shape}, want {want.shape}"
    scale = max(float(np.max(np.abs(want))), 1e-30) if want.size else 1.0
    err = float(np.max(np.abs(got.astype(want.dtype) - want))) / scale if want.size else 0.0
    assert err <= tol, f"{what}: relative error {err:.3g} > {tol:g}"


@pytest.fixture(scope="session")
def asm_case():
    return next(c for c in manifest() if c["name"] == "asm_loss_c64")


@pytest.fixture(scope="session")
def asm_text():
    return (REFS / "asm_loss_c64" / "fwd.mlir").read_text()


@pytest.fixture(scope="session")
def asm_exe(asm_text):
    import fresnel

    return fresnel.compile(asm_text, grad_wrt=[0, 1])


def in_ci():
    return os.environ.get("CI") == "true"
