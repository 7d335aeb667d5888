"""Regenerates the reference data of tests/tests/optics_elements.rs.

Run from this folder: `python3 gen.py` (numpy, scipy, prysm 0.21, LightPipes 2.1).

Grids: N x N samples of pitch D, sample j at (j - N//2)*D on both axes; arrays (y, x).
Every file is float64 or complex128.

Convention mappings (ours <- reference):
* Zernike (prysm.polynomials.zernike_nm(n, m, r, t, norm=True)): prysm's m > 0 is cos(m t),
  m < 0 sin(|m| t), Noll ordering from prysm.polynomials.noll_to_nm; t = arctan2(y, x),
  r = hypot(x, y)/R; outside r > 1 we are 0, so the reference is zeroed there.
* LightPipes grids (Field.mgrid_cartesian) are (i - N//2)*dx with dx = size/N: the same.
* LightPipes.Lens(F, f) multiplies by exp(-i k (x^2+y^2)/(2f)) with k = 2*3.1415926/lam (a
  legacy pi, relative 1.7e-8 off): our thin_lens up to that (tolerance in the test).
* LightPipes.CircAperture(F, R, xs, ys) zeroes (x-xs)^2+(y-ys)^2 > R^2: our Edge::Hard disc
  (R is chosen so that no sample lies on the edge).
* LightPipes.GaussLaguerre(F, w0, p, l, ecs=0) is rho^{|l|/2} L_p^{|l|}(rho) e^{-rho/2}
  e^{-i l phi}, rho = 2 r^2/w0^2, unnormalised: our laguerre_gauss(p, l, w0, z=0) is
  sqrt(2 p!/(pi (p+|l|)!))/w0 times LightPipes' with l -> -l.
* LightPipes.GaussHermite(F, w0, m, n) is H_m(sqrt2 x/w0) H_n(sqrt2 y/w0) e^{-r^2/w0^2}: our
  hermite_gauss(m, n, w0, z=0) is sqrt(2/(pi 2^{m+n} m! n!))/w0 times LightPipes'.
"""

import numpy as np
import scipy.special as sp
from prysm.polynomials import noll_to_nm, zernike_nm
import LightPipes as lp

N, D = 32, 1.0  # samples, pitch (length unit: 1 = one pixel)


def save(name, a):
    np.save(name, np.ascontiguousarray(a))


def grid():
    c = (np.arange(N) - N // 2) * D
    return c[:, None], c[None, :]


# Zernike terms j = 1..15 over a disk of radius R = 13.3 pixels.
R = 13.3
y, x = grid()
r = np.hypot(x, y) / R
t = np.arctan2(y, x)
zs = []
for j in range(1, 16):
    n, m = noll_to_nm(j)
    z = zernike_nm(n, m, r, t, norm=True)
    zs.append(np.where(r <= 1, z, 0.0))
save("zernike_j1_15.npy", np.array(zs, dtype=np.float64))
save("noll_nm.npy", np.array([noll_to_nm(j) for j in range(1, 37)], dtype=np.int64))

# J0 on [0, 60]: A&S approximations vs scipy.
targ = np.linspace(0.0, 60.0, 241)
save("j0_t.npy", targ)
save("j0.npy", sp.j0(targ))

# LightPipes: unit field, lens, circular aperture, LG and HG at the waist.
LAM = 0.5
F0 = lp.Begin(N * D, LAM, N)
save("lp_lens_f300.npy", lp.Lens(F0, 300.0).field.astype(np.complex128))
save("lp_circ_r9p5_x2_ym1.npy", lp.CircAperture(F0, 9.5, 2.0, -1.0).field.astype(np.complex128))
W0 = 5.0
save("lp_lg_p1_l2.npy", lp.GaussLaguerre(F0, W0, p=1, l=-2, ecs=0).field.astype(np.complex128))
save("lp_hg_m2_n1.npy", lp.GaussHermite(F0, W0, m=2, n=1).field.astype(np.complex128))
