"""The package's API: signature, save/load, ir, argument conversion, zero-copy, the GIL, and
errors (fresnel.Error everywhere, fresnel.InputError, also a ValueError, for arguments)."""

import os
import pathlib
import subprocess
import threading
import time

import numpy as np
import pytest

import fresnel
from conftest import ARTIFACTS, REFS, ROOT, assert_close, in_ci, ref_inputs


def data_pointer(a):
    return a.__array_interface__["data"][0]


# --- the API -------------------------------------------------------------------------------


def test_signature(asm_exe):
    assert asm_exe.signature == [
        ("arg0", "complex64", (1, 2, 1, 1, 16, 16)),
        ("arg1", "float32", (3,)),
        ("arg2", "float32", (2,)),
        ("arg3", "float32", (1, 2, 2, 3, 16, 16)),
        ("out0", "float32", ()),
        ("out1", "complex64", (1, 2, 1, 1, 16, 16)),
        ("out2", "float32", (3,)),
    ]
    assert asm_exe.backend == "cpu"
    assert asm_exe.name == "<string>"
    assert "@main" in repr(asm_exe)


def test_save_load_round_trip(asm_exe, asm_case, tmp_path):
    path = tmp_path / "asm_grad.fresnel"
    asm_exe.save(path)
    assert path.stat().st_size > 0
    loaded = fresnel.load(str(path), backend="cpu")
    assert loaded.signature == asm_exe.signature
    inputs = ref_inputs(asm_case)
    for a, b in zip(asm_exe(*inputs), loaded(*inputs)):
        np.testing.assert_array_equal(a, b)


def test_ir_text(asm_text):
    final = fresnel.ir(asm_text, grad_wrt=[0, 1])
    assert "func.func" in final and "@main" in final
    after = fresnel.ir(asm_text, grad_wrt=[0, 1], after="simplify")
    assert "@main" in after
    # The text is a program: it compiles again, to the same signature.
    again = fresnel.compile(final)
    assert [s[1:] for s in again.signature] == [
        s[1:] for s in fresnel.compile(asm_text, grad_wrt=[0, 1]).signature
    ]


def test_ir_unknown_pass(asm_text):
    with pytest.raises(fresnel.Error, match="unknown pass \"nope\": the passes are"):
        fresnel.ir(asm_text, grad_wrt=[0], after="nope")


def test_interp_backend_matches_cpu(asm_text, asm_case):
    inputs = ref_inputs(asm_case)
    cpu = fresnel.compile(asm_text, grad_wrt=[0, 1])(*inputs)
    interp = fresnel.compile(asm_text, grad_wrt=[0, 1], backend="interp")(*inputs)
    for a, b in zip(cpu, interp):
        assert_close(a, b, 2e-4, "interp vs cpu")


def test_cuda_sim_backend_matches_cpu(asm_text, asm_case, tmp_path):
    """The CUDA path (device uploads from NumPy's memory, downloads into new arrays) on
    cuda-sim, compiled and then saved and loaded again; needs NVRTC (scripts/setup.sh)."""
    inputs = ref_inputs(asm_case)
    try:
        sim = fresnel.compile(asm_text, grad_wrt=[0, 1], backend="cuda-sim")
    except fresnel.Error as e:
        if "cannot run on this machine" in str(e) and not in_ci():
            pytest.skip(f"cuda-sim is not usable here: {e}")
        raise
    cpu = fresnel.compile(asm_text, grad_wrt=[0, 1])(*inputs)
    for a, b in zip(sim(*inputs), cpu):
        assert_close(a, b, 2e-4, "cuda-sim vs cpu")
    path = tmp_path / "asm_grad.fresnel"
    sim.save(path)
    again = fresnel.load(str(path), backend="cuda-sim")
    for a, b in zip(again(*inputs), cpu):
        assert_close(a, b, 2e-4, "cuda-sim (loaded) vs cpu")


def test_python_values_are_converted():
    text = """func.func @main(%x: tensor<3xf32>, %s: tensor<f32>) -> tensor<3xf32> {
  %0 = stablehlo.broadcast_in_dim %s, dims = [] : (tensor<f32>) -> tensor<3xf32>
  %1 = stablehlo.multiply %x, %0 : tensor<3xf32>
  return %1 : tensor<3xf32>
}"""
    exe = fresnel.compile(text)
    (y,) = exe([1, 2, 3], 2.0)
    assert y.dtype == np.float32
    np.testing.assert_array_equal(y, [2, 4, 6])
    assert exe._last_call[1] == 2  # both values converted
    with pytest.raises(fresnel.InputError, match="argument 1 of @main: expected tensor<f32>"):
        exe([1, 2, 3], np.float64(2.0))  # a NumPy scalar keeps its dtype


def test_result_dtypes_round_trip():
    """Every dtype NumPy has crosses both ways (the program returns its arguments)."""
    dtypes = [np.bool_, np.int8, np.int16, np.int32, np.int64, np.uint8, np.uint16, np.uint32,
              np.uint64, np.float16, np.float32, np.float64, np.complex64, np.complex128]
    names = {np.bool_: "i1", np.int8: "i8", np.int16: "i16", np.int32: "i32", np.int64: "i64",
             np.uint8: "ui8", np.uint16: "ui16", np.uint32: "ui32", np.uint64: "ui64",
             np.float16: "f16", np.float32: "f32", np.float64: "f64",
             np.complex64: "complex<f32>", np.complex128: "complex<f64>"}
    args = ", ".join(f"%a{i}: tensor<2x3x{names[d]}>" for i, d in enumerate(dtypes))
    results = ", ".join(f"tensor<2x3x{names[d]}>" for d in dtypes)
    values = ", ".join(f"%a{i}" for i in range(len(dtypes)))
    text = f"func.func @main({args}) -> ({results}) {{\n  return {values} : {results}\n}}"
    exe = fresnel.compile(text)
    rng = np.random.default_rng(0)
    inputs = [(rng.standard_normal((2, 3)) * 10).astype(d) for d in dtypes]
    inputs[0] = rng.standard_normal((2, 3)) > 0
    out = exe(*inputs)
    assert len(out) == len(dtypes)
    for a, b in zip(inputs, out):
        assert b.dtype == a.dtype
        np.testing.assert_array_equal(a, b)
        assert b.flags.c_contiguous and b.flags.writeable


# --- zero copy -----------------------------------------------------------------------------


def test_contiguous_arguments_are_read_in_place(asm_exe, asm_case):
    inputs = ref_inputs(asm_case)
    assert all(a.flags.c_contiguous and a.flags.aligned for a in inputs)
    asm_exe(*inputs)
    pointers, copies = asm_exe._last_call
    assert copies == 0
    assert pointers == [data_pointer(a) for a in inputs]


def test_non_contiguous_and_misaligned_arguments_are_copied(asm_exe, asm_case):
    inputs = ref_inputs(asm_case)
    want = asm_exe(*inputs)
    # A strided view, a Fortran-ordered copy and a misaligned buffer of the same values.
    wide = np.zeros(inputs[3].shape[:-1] + (32,), np.float32)
    wide[..., ::2] = inputs[3]
    strided = wide[..., ::2]
    fortran = np.asfortranarray(inputs[0])
    raw = bytearray(inputs[1].nbytes + 1)
    misaligned = np.frombuffer(raw, dtype=np.float32, count=3, offset=1)
    misaligned[...] = inputs[1]
    assert not strided.flags.c_contiguous
    assert not fortran.flags.c_contiguous
    assert not misaligned.flags.aligned
    got = asm_exe(fortran, misaligned, inputs[2], strided)
    for a, b in zip(got, want):
        np.testing.assert_array_equal(a, b)
    pointers, copies = asm_exe._last_call
    assert copies == 3
    assert pointers[2] == data_pointer(inputs[2])
    for i, a in [(0, fortran), (1, misaligned), (3, strided)]:
        assert pointers[i] != data_pointer(a), i


def test_results_are_not_copied(asm_exe, asm_case):
    """NumPy takes over the executor's buffer: the result does not own a copy of its data."""
    out = asm_exe(*ref_inputs(asm_case))
    for a in out:
        assert not a.flags.owndata
        assert a.base is not None


# --- the GIL -------------------------------------------------------------------------------

N = 1024
HEAVY = f"""func.func @main(%a: tensor<{N}x{N}xf32>) -> tensor<{N}x{N}xf32> {{
  %0 = stablehlo.sine %a : tensor<{N}x{N}xf32>
  %1 = stablehlo.dot_general %0, %a, contracting_dims = [1] x [0] : (tensor<{N}x{N}xf32>, tensor<{N}x{N}xf32>) -> tensor<{N}x{N}xf32>
  %2 = stablehlo.dot_general %1, %0, contracting_dims = [1] x [0] : (tensor<{N}x{N}xf32>, tensor<{N}x{N}xf32>) -> tensor<{N}x{N}xf32>
  return %2 : tensor<{N}x{N}xf32>
}}"""


def test_gil_is_released_while_running():
    """While another thread runs the executable, this thread keeps running Python: the
    longest pause it sees is far shorter than one call. Were the GIL held, it would stall
    for a whole call each time."""
    exe = fresnel.compile(HEAVY)
    a = np.random.default_rng(1).standard_normal((N, N)).astype(np.float32)
    start = time.perf_counter()
    exe(a)
    one_call = time.perf_counter() - start
    calls = max(3, int(0.6 / one_call) + 1)

    done = threading.Event()

    def worker():
        for _ in range(calls):
            exe(a)
        done.set()

    thread = threading.Thread(target=worker)
    longest = 0.0
    thread.start()
    last = time.perf_counter()
    while not done.is_set():
        now = time.perf_counter()
        longest = max(longest, now - last)
        last = now
    thread.join()
    assert longest < one_call / 2, (longest, one_call)


# --- errors --------------------------------------------------------------------------------


def test_wrong_count_dtype_shape_are_input_errors(asm_exe, asm_case):
    inputs = ref_inputs(asm_case)
    assert issubclass(fresnel.InputError, fresnel.Error)
    assert issubclass(fresnel.InputError, ValueError)
    with pytest.raises(ValueError, match=r"^<string>: @main takes 4 argument\(s\), given 3$"):
        asm_exe(*inputs[:3])
    with pytest.raises(fresnel.InputError, match="argument 1 of @main: expected tensor<3xf32>, "
                       "given tensor<3xf64>"):
        asm_exe(inputs[0], inputs[1].astype(np.float64), *inputs[2:])
    with pytest.raises(fresnel.InputError, match="argument 2 of @main: expected tensor<2xf32>, "
                       "given tensor<3xf32>"):
        asm_exe(inputs[0], inputs[1], inputs[1], inputs[3])


def test_unusable_arrays_are_input_errors(asm_exe, asm_case):
    inputs = ref_inputs(asm_case)
    with pytest.raises(fresnel.InputError, match="argument 1: the NumPy dtype object"):
        asm_exe(inputs[0], np.array([1.0, "a", 2.0], dtype=object), *inputs[2:])
    with pytest.raises(fresnel.InputError, match="byte order"):
        asm_exe(inputs[0], inputs[1].astype(">f4"), *inputs[2:])
    with pytest.raises(fresnel.InputError, match="argument 1: "):
        asm_exe(inputs[0], "not numbers", *inputs[2:])
    bad_bools = np.array([0, 2, 1], np.uint8).view(np.bool_)
    exe = fresnel.compile("func.func @main(%b: tensor<3xi1>) -> tensor<3xi1> {\n"
                          "  return %b : tensor<3xi1>\n}")
    with pytest.raises(fresnel.InputError, match="element 1 of a boolean buffer is the byte 2"):
        exe(bad_bools)


def test_compile_errors_are_errors_not_input_errors():
    with pytest.raises(fresnel.Error) as info:
        fresnel.compile("func.func @main(%x: tensor<3xf32>) -> tensor<3xf32> {\n  return %y\n}")
    assert not isinstance(info.value, ValueError)
    assert str(info.value).startswith("<string>:2:")
    with pytest.raises(fresnel.Error, match="unknown backend \"tpu\": expected one of cpu, "):
        fresnel.compile((REFS / "mlp_f32" / "fwd.mlir").read_text(), backend="tpu")
    with pytest.raises(fresnel.Error):
        fresnel.compile((REFS / "mlp_f32" / "fwd.mlir").read_text(), grad_wrt=[9])
    with pytest.raises(fresnel.InputError, match="grad_wrt must be a sequence"):
        fresnel.compile("", grad_wrt=["a"])
    with pytest.raises(fresnel.InputError, match="grad_wrt must be a sequence"):
        fresnel.compile("", grad_wrt=[-1])


def test_load_errors(tmp_path):
    missing = tmp_path / "missing.fresnel"
    with pytest.raises(fresnel.Error, match=f"^{missing}: cannot read program: "):
        fresnel.load(missing)
    text = tmp_path / "prog.mlir"
    text.write_text("func.func @main() -> () {\n  return\n}\n")
    with pytest.raises(fresnel.Error, match=f"^{text}: "):
        fresnel.load(text)
    with pytest.raises(fresnel.Error, match="needs the program's IR text"):
        fresnel.load(ARTIFACTS / "mlp_f32_grad.fresnel", backend="interp")


def test_save_error(asm_exe, tmp_path):
    with pytest.raises(fresnel.Error, match="cannot write the artifact"):
        asm_exe.save(tmp_path / "no" / "such" / "dir" / "x.fresnel")


def cli():
    """The `fresnel` binary the workspace's tests build, or the one named by FRESNEL_CLI."""
    named = os.environ.get("FRESNEL_CLI")
    if named:
        return named
    for profile in ("debug", "release"):
        path = ROOT / "target" / profile / "fresnel"
        if path.exists():
            return str(path)
    return None


@pytest.mark.skipif(cli() is None, reason="no fresnel binary (cargo build -p fresnel --bin fresnel)")
@pytest.mark.parametrize(
    "text",
    [
        "func.func @main(%x: tensor<3xf32>) -> tensor<3xf32> {\n  return %y : tensor<3xf32>\n}\n",
        "module {\n  func.func @main(%x: tensor<3xf32>) -> tensor<2xf32> {\n"
        "    return %x : tensor<3xf32>\n  }\n}\n",
        "garbage",
    ],
    ids=["undefined-value", "wrong-result-type", "not-a-program"],
)
def test_messages_are_the_clis(text, tmp_path):
    path = tmp_path / "prog.mlir"
    path.write_text(text)
    proc = subprocess.run([cli(), "compile", str(path), "--grad-wrt", "0", "-o",
                           str(tmp_path / "out.fresnel")], capture_output=True, text=True)
    assert proc.returncode == 2, proc.stderr
    with pytest.raises(fresnel.Error) as info:
        fresnel.compile(text, grad_wrt=[0], name=str(path))
    cli_message = proc.stderr.strip()
    if cli_message.startswith("error: "):
        cli_message = cli_message[len("error: "):]
    assert str(info.value) == cli_message


def test_bfloat16_round_trip():
    ml_dtypes = pytest.importorskip("ml_dtypes", reason="bfloat16 needs ml_dtypes (JAX installs it)")
    exe = fresnel.compile("func.func @main(%a: tensor<3xbf16>) -> tensor<3xbf16> {\n"
                          "  %0 = stablehlo.add %a, %a : tensor<3xbf16>\n"
                          "  return %0 : tensor<3xbf16>\n}")
    assert exe.signature[0] == ("arg0", "bfloat16", (3,))
    a = np.array([1.5, -2.0, 0.25], dtype=ml_dtypes.bfloat16)
    (b,) = exe(a)
    assert b.dtype == ml_dtypes.bfloat16
    np.testing.assert_array_equal(b.astype(np.float32), [3.0, -4.0, 0.5])


def test_doc_examples_run(monkeypatch):
    """The Python examples in docs/python.md run as written (from the repository root)."""
    import re

    doc = (ROOT / "docs" / "python.md").read_text()
    blocks = re.findall(r"```python\n(.*?)```", doc, re.S)
    assert len(blocks) >= 2
    monkeypatch.chdir(ROOT)
    for block in blocks:
        exec(compile(block, "docs/python.md", "exec"), {})
