"""Fresnel from Python: compile StableHLO text (Fresnel's IR or what
``jax.jit(f).lower(...).as_text()`` prints), differentiate it, and run it on NumPy arrays.

>>> import fresnel, numpy as np
>>> exe = fresnel.compile(text, grad_wrt=[0, 1])          # value and two gradients
>>> loss, g0, g1 = exe(x0, x1, x2, x3)

Every failure raises :class:`fresnel.Error` with the text the ``fresnel`` CLI prints;
arguments that do not fit (count, dtype, shape) raise :class:`fresnel.InputError`, which is
also a :class:`ValueError`. See docs/python.md in the repository.
"""

from ._fresnel import BACKENDS, Error, Executable, InputError, compile, ir, load

__all__ = ["BACKENDS", "Error", "Executable", "InputError", "compile", "ir", "load"]
