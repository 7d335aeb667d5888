"""The shared reference cases (tests/data/refs): each fwd.mlir compiled with grad_wrt from the
manifest, run on its inputs, and compared with the value and gradients JAX computed."""

import numpy as np
import pytest

import fresnel
from conftest import ARTIFACTS, REFS, assert_close, manifest, ref_inputs, tolerance

CASES = manifest()


@pytest.mark.parametrize("case", CASES, ids=[c["name"] for c in CASES])
def test_reference_gradients(case):
    folder = REFS / case["name"]
    text = (folder / "fwd.mlir").read_text()
    exe = fresnel.compile(text, grad_wrt=case["wrt"], name=str(folder / "fwd.mlir"))
    inputs = ref_inputs(case)
    for i, (a, spec) in enumerate(zip(inputs, case["inputs"])):
        assert exe.inputs[i] == (spec["dtype"], tuple(spec["shape"])), i
    out = exe(*inputs)
    assert isinstance(out, tuple)
    assert len(out) == 1 + len(case["wrt"])
    tol = tolerance(inputs)
    assert_close(out[0], np.load(folder / case["value"]), tol, f"{case['name']} value")
    for k, (g, name) in enumerate(zip(out[1:], case["grads"])):
        want = np.load(folder / name)
        assert g.dtype == want.dtype, (case["name"], k, g.dtype, want.dtype)
        assert_close(g, want, tol, f"{case['name']} {name}")


@pytest.mark.parametrize(
    "artifact, case_name",
    [("asm_loss_c64_grad.fresnel", "asm_loss_c64"), ("mlp_f32_grad.fresnel", "mlp_f32")],
)
def test_vendored_artifacts(artifact, case_name):
    """tests/data/artifacts/gen.sh compiled these with the CLI; the package loads and runs them."""
    case = next(c for c in CASES if c["name"] == case_name)
    exe = fresnel.load(ARTIFACTS / artifact)
    assert exe.name == str(ARTIFACTS / artifact)
    inputs = ref_inputs(case)
    out = exe(*inputs)
    folder = REFS / case_name
    tol = tolerance(inputs)
    assert_close(out[0], np.load(folder / case["value"]), tol, "value")
    for g, name in zip(out[1:], case["grads"]):
        assert_close(g, np.load(folder / name), tol, name)
