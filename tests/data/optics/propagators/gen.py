"""Regenerates the reference data of tests/tests/optics_propagators.rs.

Run from anywhere: python3 gen.py (needs numpy and LightPipes 2.1). Every file is computed
here from LightPipes or from a closed form; nothing is copied from fresnel's output.

forvard_*.npy -- LightPipes `Forvard` (its "spectral method"), which is the Fresnel
transfer-function method. How its conventions map onto fresnel::optics::fresnel_tf:
  * grid: Begin(size, lam, N) has pitch dx = size/N and the optical axis at index N/2, the
    same centred grid as fresnel (x_j = (j - N/2)*dx); N is even here.
  * transfer function: LightPipes multiplies the DFT by exp(-i*pi*lam*z*f^2) (its
    `Abus = 2*pi*(trunc(Bus) - Bus)`, Bus = z*lam/2*f^2, equals -pi*lam*z*f^2 modulo 2*pi)
    and the result by exp(+i*k*z): the phase convention exp(+ikz) of fresnel. The
    alternating sign pattern applied before and after is its fftshift for even N.
  * normalisation: numpy's ifft divides by N^2 exactly as fresnel's inverse FFT.
  * LightPipes uses 2*3.141592654 for 2*pi ("legacy"): its phase k*z differs from the exact
    one by (2*pi - 2*3.141592654)*z/lam = 5e-5 rad here; the output is multiplied by the
    missing phase so that the reference is the exact-pi Forvard (the same legacy 2*pi in
    the chirp changes it by < 1e-9 rad for the frequencies of this grid).
So fresnel_tf(u, z, lam, AsmConfig::new(dx)) (no padding) computes the same numbers.

forvard_in.npy     complex128 (32, 32): the input field
forvard_out.npy    complex128 (32, 32): Forvard(in, z)
forvard_params.npy float64 [size, lam, z]
"""

import os

import numpy as np
from LightPipes import Begin, Forvard

HERE = os.path.dirname(os.path.abspath(__file__))


def save(name, a):
    np.save(os.path.join(HERE, name), a)


def forvard_case():
    # z/lam = 62500.375: not an integer, so that the phase exp(ikz) is tested too.
    n, size, lam, z = 32, 2.0e-3, 0.8e-6, 0.0500003
    dx = size / n
    x = (np.arange(n) - n // 2) * dx
    y = x[:, None]
    # An off-centre Gaussian with a tilt and a hard square aperture: structure at all
    # frequencies, not symmetric, complex.
    u = np.exp(-((x - 2 * dx) ** 2 + (y + 3 * dx) ** 2) / (6 * dx) ** 2)
    u = u * np.exp(2j * np.pi * (3 * x / size)) * ((np.abs(x) < 10 * dx) & (np.abs(y) < 8 * dx))
    f = Begin(size, lam, n)
    f.field = u.astype(np.complex128)
    out = np.asarray(Forvard(f, z).field) * np.exp(1j * (2 * np.pi - 2 * 3.141592654) * z / lam)
    # z is inside the Fresnel TF's regime: z <= N*dx^2/lam = 0.156.
    assert z <= n * dx * dx / lam
    save("forvard_in.npy", u.astype(np.complex128))
    save("forvard_out.npy", np.asarray(out, dtype=np.complex128))
    save("forvard_params.npy", np.array([size, lam, z], dtype=np.float64))


if __name__ == "__main__":
    forvard_case()
