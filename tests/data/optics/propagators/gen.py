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

lens_forvard_*.npy -- LightPipes `Lens(f)` then `Forvard(f)`: a thin lens against the field,
then Fresnel propagation to its focal plane. Lens multiplies by exp(-i*k*r^2/(2f)) (a
converging lens in the exp(+ikz) convention); the lens phase cancels the Fresnel input chirp,
so the result is fresnel::optics::fraunhofer(u, f): exp(ikf)/(i*lam*f) *
exp(i*pi*r2^2/(lam*f)) * DFT[u] * dx^2, on the output pitch lam*f/(N*dx). f = N*dx^2/lam
makes that pitch dx (the same grid) and is the one distance where both the lens chirp and
Forvard's transfer function are sampled. f/lam = 195312.5, so exp(ikf) = -1 is tested.
Lens uses 3.1415926 for pi (legacy): its phase is off by < 1e-6 rad here, left as is; the
Forvard legacy 2*pi is corrected as above.
lens_forvard_in.npy     complex128 (32, 32)
lens_forvard_out.npy    complex128 (32, 32)
lens_forvard_params.npy float64 [size, lam, f]
"""

import os

import numpy as np
from LightPipes import Begin, Forvard, Lens

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


def lens_forvard_case():
    n, size, lam = 32, 2.0e-3, 0.8e-6
    dx = size / n
    f = n * dx * dx / lam
    x = (np.arange(n) - n // 2) * dx
    y = x[:, None]
    u = np.exp(-((x - dx) ** 2 + (y + 2 * dx) ** 2) / (5 * dx) ** 2)
    u = u * ((x**2 + y**2) < (9 * dx) ** 2) * np.exp(2j * np.pi * 2 * y / size)
    field = Begin(size, lam, n)
    field.field = u.astype(np.complex128)
    out = np.asarray(Forvard(Lens(field, f), f).field)
    out = out * np.exp(1j * (2 * np.pi - 2 * 3.141592654) * f / lam)
    save("lens_forvard_in.npy", u.astype(np.complex128))
    save("lens_forvard_out.npy", out.astype(np.complex128))
    save("lens_forvard_params.npy", np.array([size, lam, f], dtype=np.float64))


if __name__ == "__main__":
    forvard_case()
    lens_forvard_case()
