import os
from typing import Any, Optional, Sequence, Tuple, Union

import numpy as np
import numpy.typing as npt

BACKENDS: Tuple[str, ...]
"""The backend names: "cpu", "cpu-mlir" (needs a build with MLIR), "interp", "cuda", "cuda-sim", "pjrt"."""

class Error(Exception):
    """Every failure of the package; the message is the one the ``fresnel`` CLI prints."""

class InputError(Error, ValueError):
    """Arguments that do not fit (count, dtype, shape, values that are not arrays)."""

_Path = Union[str, "os.PathLike[str]"]
_Indices = Union[int, Sequence[int], None]

class Executable:
    """A compiled program. Call it with one array per argument; it returns a tuple with one
    NumPy array per result. C-contiguous, aligned arrays are read in place (no copy); other
    arrays are copied first; Python scalars and lists are converted to the argument's dtype.
    The GIL is released while the program runs."""

    def __call__(self, *args: Any) -> Tuple[npt.NDArray[Any], ...]: ...
    def save(self, path: _Path) -> None:
        """Writes the executable as an artifact (what ``fresnel compile -o`` writes)."""
    @property
    def signature(self) -> list[Tuple[str, str, Tuple[int, ...]]]:
        """``[(name, dtype, shape), ...]``: the arguments ``arg0``, ``arg1``, ... then the
        results ``out0``, ``out1``, ...; dtypes by NumPy's names."""
    @property
    def inputs(self) -> list[Tuple[str, Tuple[int, ...]]]:
        """The arguments' ``(dtype, shape)``."""
    @property
    def outputs(self) -> list[Tuple[str, Tuple[int, ...]]]:
        """The results' ``(dtype, shape)``."""
    @property
    def backend(self) -> str: ...
    @property
    def name(self) -> str:
        """The program's name in messages: the artifact's path, or the ``name`` given to
        :func:`compile` (``"<string>"`` by default)."""
    @property
    def _last_call(self) -> Tuple[list[int], int]:
        """The last call's argument data addresses as handed to the runtime, and how many
        arguments were converted or copied first (for tests of the zero-copy path)."""

def compile(
    text: str,
    grad_wrt: _Indices = None,
    backend: str = "cpu",
    name: str = "<string>",
) -> Executable:
    """Compiles program text (Fresnel IR or StableHLO from JAX) for ``backend``,
    differentiated first with respect to the arguments ``grad_wrt`` when given: the program
    then returns the value and one gradient per index. ``name`` stands for the program in
    messages (``name:line:col: ...``)."""

def load(path: _Path, backend: str = "cpu") -> Executable:
    """Loads an artifact (``Executable.save``, ``fresnel compile -o``) for "cpu", "cuda" or
    "cuda-sim"."""

def ir(
    text: str,
    grad_wrt: _Indices = None,
    after: Optional[str] = None,
    name: str = "<string>",
) -> str:
    """The program as IR text after the pass ``after`` (default: the final simplified program,
    what ``fresnel grad`` writes), differentiated first when ``grad_wrt`` is given: what
    ``fresnel dump`` prints."""
