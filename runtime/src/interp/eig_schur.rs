//! The Schur step of LAPACK's `?geev`: `?lahqr`, the small-matrix Hessenberg QR that
//! `?hseqr` uses below its crossover (n < 75), translated statement by statement from
//! LAPACK 3.12 so that eigenvalues deflate — and so are numbered — exactly where LAPACK's
//! do: Francis double shifts with `dlanv2`'s standardised 2 × 2 blocks for real matrices,
//! Wilkinson single shifts for complex ones, Ahues–Kressner deflation and the exceptional
//! shifts every 10th (left) and 20th (right) iteration without deflation. Indices in the
//! comments and `ix` are LAPACK's 1-based ones; matrices are row-major `[n, n]`.

use num_complex::Complex64 as C;

/// LAPACK's `dlamch('S')` (safe minimum) and `dlamch('P')` (ε·base).
pub(super) const SAFMIN: f64 = f64::MIN_POSITIVE;
pub(super) const ULP: f64 = f64::EPSILON;

const DAT1: f64 = 0.75;
const DAT2: f64 = -0.4375;
const KEXSH: usize = 10;

/// Fortran's `SIGN(a, b)`: |a| with b's sign bit (gfortran honours −0).
fn sign(a: f64, b: f64) -> f64 {
    a.abs().copysign(b)
}

pub(super) fn cabs1(z: C) -> f64 {
    z.re.abs() + z.im.abs()
}

/// The active window of a Schur step: rows/columns `ilo..=ihi` (1-based) of an `n × n`
/// matrix, with the Schur vectors accumulated in `z` when it is given.
pub(super) struct Window {
    pub n: usize,
    pub ilo: usize,
    pub ihi: usize,
    pub wantt: bool,
}

/// `dlarfg` for n ≤ 3: (β, τ, v₂, v₃) with H = I − τ·v·vᵀ, v = (1, v₂, v₃), H·x = (β, 0, 0).
fn dlarfg(alpha: f64, x: &[f64]) -> (f64, f64, [f64; 2]) {
    let xnorm = x.iter().fold(0.0f64, |a, &v| a.hypot(v));
    let mut v = [0.0; 2];
    v[..x.len()].copy_from_slice(x);
    if xnorm == 0.0 {
        return (alpha, 0.0, v);
    }
    let beta = -sign(alpha.hypot(xnorm), alpha);
    let tau = (beta - alpha) / beta;
    let s = 1.0 / (alpha - beta);
    for e in v.iter_mut() {
        *e *= s;
    }
    (beta, tau, v)
}

/// `dlanv2`: the Schur factorisation of a real 2 × 2 block in standard form. Returns the
/// new (a, b, c, d), the eigenvalues (rt1r, rt1i, rt2r, rt2i) and the rotation (cs, sn).
#[allow(clippy::type_complexity)]
fn dlanv2(mut a: f64, mut b: f64, mut c: f64, mut d: f64) -> ([f64; 4], [f64; 4], (f64, f64)) {
    let eps = ULP;
    // dlamch('B')**int(log(safmin/eps)/log(2)/2)
    let safmn2 = 2f64.powi(((SAFMIN / eps).ln() / 2f64.ln() / 2.0) as i32);
    let safmx2 = 1.0 / safmn2;
    let (mut cs, mut sn);
    if c == 0.0 {
        cs = 1.0;
        sn = 0.0;
    } else if b == 0.0 {
        // Swap rows and columns.
        cs = 0.0;
        sn = 1.0;
        std::mem::swap(&mut a, &mut d);
        b = -c;
        c = 0.0;
    } else if a - d == 0.0 && sign(1.0, b) != sign(1.0, c) {
        cs = 1.0;
        sn = 0.0;
    } else {
        let temp = a - d;
        let mut p = 0.5 * temp;
        let bcmax = b.abs().max(c.abs());
        let bcmis = b.abs().min(c.abs()) * sign(1.0, b) * sign(1.0, c);
        let scale = p.abs().max(bcmax);
        let mut z = (p / scale) * p + (bcmax / scale) * bcmis;
        if z >= 4.0 * eps {
            // Real eigenvalues.
            z = p + sign(scale.sqrt() * z.sqrt(), p);
            a = d + z;
            d -= (bcmax / z) * bcmis;
            let tau = c.hypot(z);
            cs = z / tau;
            sn = c / tau;
            b -= c;
            c = 0.0;
        } else {
            // Complex or (almost) equal real eigenvalues: make the diagonal equal.
            let mut count = 0;
            let mut sigma = b + c;
            let mut temp = temp;
            loop {
                count += 1;
                let scale = temp.abs().max(sigma.abs());
                if scale >= safmx2 {
                    sigma *= safmn2;
                    temp *= safmn2;
                    if count <= 20 {
                        continue;
                    }
                }
                if scale <= safmn2 {
                    sigma *= safmx2;
                    temp *= safmx2;
                    if count <= 20 {
                        continue;
                    }
                }
                break;
            }
            p = 0.5 * temp;
            let mut tau = sigma.hypot(temp);
            cs = (0.5 * (1.0 + sigma.abs() / tau)).sqrt();
            sn = -(p / (tau * cs)) * sign(1.0, sigma);
            let aa = a * cs + b * sn;
            let bb = -a * sn + b * cs;
            let cc = c * cs + d * sn;
            let dd = -c * sn + d * cs;
            a = aa * cs + cc * sn;
            b = bb * cs + dd * sn;
            c = -aa * sn + cc * cs;
            d = -bb * sn + dd * cs;
            let temp = 0.5 * (a + d);
            a = temp;
            d = temp;
            if c != 0.0 {
                if b != 0.0 {
                    if sign(1.0, b) == sign(1.0, c) {
                        // Real eigenvalues: reduce to upper triangular form.
                        let sab = b.abs().sqrt();
                        let sac = c.abs().sqrt();
                        p = sign(sab * sac, c);
                        tau = 1.0 / (b + c).abs().sqrt();
                        a = temp + p;
                        d = temp - p;
                        b -= c;
                        c = 0.0;
                        let cs1 = sab * tau;
                        let sn1 = sac * tau;
                        let t = cs * cs1 - sn * sn1;
                        sn = cs * sn1 + sn * cs1;
                        cs = t;
                    }
                } else {
                    b = -c;
                    c = 0.0;
                    let t = cs;
                    cs = -sn;
                    sn = t;
                }
            }
        }
    }
    let (rt1i, rt2i) = if c == 0.0 {
        (0.0, 0.0)
    } else {
        let r = b.abs().sqrt() * c.abs().sqrt();
        (r, -r)
    };
    ([a, b, c, d], [a, rt1i, d, rt2i], (cs, sn))
}

/// `dlahqr` on the real Hessenberg `h`, eigenvalues into `wr`/`wi` (rows `ilo..=ihi`),
/// Schur vectors accumulated into `z` (rows `ilo..=ihi`) when given. Returns LAPACK's info:
/// 0, or the 1-based row where the iteration gave up.
pub(super) fn dlahqr(
    win: &Window,
    h: &mut [f64],
    wr: &mut [f64],
    wi: &mut [f64],
    mut z: Option<&mut [f64]>,
) -> usize {
    let Window { n, ilo, ihi, wantt } = *win;
    let ix = |i: usize, j: usize| (i - 1) * n + (j - 1);
    if n == 0 {
        return 0;
    }
    if ilo == ihi {
        wr[ilo - 1] = h[ix(ilo, ilo)];
        wi[ilo - 1] = 0.0;
        return 0;
    }
    // Clear out the trash below the subdiagonal.
    for j in ilo..=ihi.saturating_sub(3) {
        h[ix(j + 2, j)] = 0.0;
        h[ix(j + 3, j)] = 0.0;
    }
    if ilo + 2 <= ihi {
        h[ix(ihi, ihi - 2)] = 0.0;
    }
    let nh = ihi - ilo + 1;
    let (iloz, ihiz) = (ilo, ihi);
    let smlnum = SAFMIN * (nh as f64 / ULP);
    let (mut i1, mut i2) = (1, n);
    let itmax = 30 * nh.max(10);
    let mut kdefl = 0usize;
    let mut i = ihi;
    // I counts down as blocks deflate; `i < ilo` (i.e. i + 1 ≤ ilo) ends the loop.
    while i >= ilo {
        let mut l = ilo;
        let mut converged = false;
        for _its in 0..=itmax {
            // Look for a single small subdiagonal element.
            let mut k = i;
            while k > l {
                if h[ix(k, k - 1)].abs() <= smlnum {
                    break;
                }
                let mut tst = h[ix(k - 1, k - 1)].abs() + h[ix(k, k)].abs();
                if tst == 0.0 {
                    if k >= ilo + 2 {
                        tst += h[ix(k - 1, k - 2)].abs();
                    }
                    if k < ihi {
                        tst += h[ix(k + 1, k)].abs();
                    }
                }
                // Ahues & Kressner's conservative small-subdiagonal criterion.
                if h[ix(k, k - 1)].abs() <= ULP * tst {
                    let hkk1 = h[ix(k, k - 1)].abs();
                    let hk1k = h[ix(k - 1, k)].abs();
                    let ab = hkk1.max(hk1k);
                    let ba = hkk1.min(hk1k);
                    let hkk = h[ix(k, k)].abs();
                    let diff = (h[ix(k - 1, k - 1)] - h[ix(k, k)]).abs();
                    let aa = hkk.max(diff);
                    let bb = hkk.min(diff);
                    let s = aa + ab;
                    if ba * (ab / s) <= smlnum.max(ULP * (bb * (aa / s))) {
                        break;
                    }
                }
                k -= 1;
            }
            l = k;
            if l > ilo {
                h[ix(l, l - 1)] = 0.0;
            }
            // A block of order 1 or 2 has split off.
            if l + 1 >= i {
                converged = true;
                break;
            }
            kdefl += 1;
            if !wantt {
                i1 = l;
                i2 = i;
            }
            let (mut h11, mut h12, mut h21, mut h22);
            if kdefl.is_multiple_of(2 * KEXSH) {
                // Exceptional shift.
                let s = h[ix(i, i - 1)].abs() + h[ix(i - 1, i - 2)].abs();
                h11 = DAT1 * s + h[ix(i, i)];
                h12 = DAT2 * s;
                h21 = s;
                h22 = h11;
            } else if kdefl.is_multiple_of(KEXSH) {
                let s = h[ix(l + 1, l)].abs() + h[ix(l + 2, l + 1)].abs();
                h11 = DAT1 * s + h[ix(l, l)];
                h12 = DAT2 * s;
                h21 = s;
                h22 = h11;
            } else {
                // Francis' double shift.
                h11 = h[ix(i - 1, i - 1)];
                h21 = h[ix(i, i - 1)];
                h12 = h[ix(i - 1, i)];
                h22 = h[ix(i, i)];
            }
            let s = h11.abs() + h12.abs() + h21.abs() + h22.abs();
            let (rt1r, rt1i, rt2r, rt2i);
            if s == 0.0 {
                (rt1r, rt1i, rt2r, rt2i) = (0.0, 0.0, 0.0, 0.0);
            } else {
                h11 /= s;
                h21 /= s;
                h12 /= s;
                h22 /= s;
                let tr = (h11 + h22) / 2.0;
                let det = (h11 - tr) * (h22 - tr) - h12 * h21;
                let rtdisc = det.abs().sqrt();
                if det >= 0.0 {
                    // Complex conjugate shifts.
                    rt1r = tr * s;
                    rt2r = rt1r;
                    rt1i = rtdisc * s;
                    rt2i = -rt1i;
                } else {
                    // Real shifts: use only the one closer to h22.
                    let a = tr + rtdisc;
                    let b = tr - rtdisc;
                    let r = if (a - h22).abs() <= (b - h22).abs() {
                        a * s
                    } else {
                        b * s
                    };
                    rt1r = r;
                    rt2r = r;
                    rt1i = 0.0;
                    rt2i = 0.0;
                }
            }
            // Look for two consecutive small subdiagonal elements.
            let mut v = [0.0f64; 3];
            let mut m = i - 2;
            loop {
                let h21s = h[ix(m + 1, m)];
                let s = (h[ix(m, m)] - rt2r).abs() + rt2i.abs() + h21s.abs();
                let h21s = h[ix(m + 1, m)] / s;
                v[0] = h21s * h[ix(m, m + 1)] + (h[ix(m, m)] - rt1r) * ((h[ix(m, m)] - rt2r) / s)
                    - rt1i * (rt2i / s);
                v[1] = h21s * (h[ix(m, m)] + h[ix(m + 1, m + 1)] - rt1r - rt2r);
                v[2] = h21s * h[ix(m + 2, m + 1)];
                let s = v[0].abs() + v[1].abs() + v[2].abs();
                v[0] /= s;
                v[1] /= s;
                v[2] /= s;
                if m == l {
                    break;
                }
                let h00 = h[ix(m, m - 1)].abs() * (v[1].abs() + v[2].abs());
                let h01 = v[0].abs()
                    * (h[ix(m - 1, m - 1)].abs() + h[ix(m, m)].abs() + h[ix(m + 1, m + 1)].abs());
                if h00 <= ULP * h01 {
                    break;
                }
                m -= 1;
            }
            // Double-shift QR step: a bulge from v, chased down to row i.
            for k in m..i {
                let nr = 3.min(i - k + 1);
                if k > m {
                    for (t, e) in v.iter_mut().enumerate().take(nr) {
                        *e = h[ix(k + t, k - 1)];
                    }
                }
                let (beta, t1, tail) = dlarfg(v[0], &v[1..nr]);
                v[0] = beta;
                if k > m {
                    h[ix(k, k - 1)] = beta;
                    h[ix(k + 1, k - 1)] = 0.0;
                    if k + 1 < i {
                        h[ix(k + 2, k - 1)] = 0.0;
                    }
                } else if m > l {
                    // Not −h(k, k−1): avoids a bug when v(2) and v(3) underflow.
                    h[ix(k, k - 1)] *= 1.0 - t1;
                }
                let v2 = tail[0];
                let t2 = t1 * v2;
                if nr == 3 {
                    let v3 = tail[1];
                    let t3 = t1 * v3;
                    for j in k..=i2 {
                        let sum = h[ix(k, j)] + v2 * h[ix(k + 1, j)] + v3 * h[ix(k + 2, j)];
                        h[ix(k, j)] -= sum * t1;
                        h[ix(k + 1, j)] -= sum * t2;
                        h[ix(k + 2, j)] -= sum * t3;
                    }
                    for j in i1..=(k + 3).min(i) {
                        let sum = h[ix(j, k)] + v2 * h[ix(j, k + 1)] + v3 * h[ix(j, k + 2)];
                        h[ix(j, k)] -= sum * t1;
                        h[ix(j, k + 1)] -= sum * t2;
                        h[ix(j, k + 2)] -= sum * t3;
                    }
                    if let Some(z) = z.as_deref_mut() {
                        for j in iloz..=ihiz {
                            let sum = z[ix(j, k)] + v2 * z[ix(j, k + 1)] + v3 * z[ix(j, k + 2)];
                            z[ix(j, k)] -= sum * t1;
                            z[ix(j, k + 1)] -= sum * t2;
                            z[ix(j, k + 2)] -= sum * t3;
                        }
                    }
                } else if nr == 2 {
                    for j in k..=i2 {
                        let sum = h[ix(k, j)] + v2 * h[ix(k + 1, j)];
                        h[ix(k, j)] -= sum * t1;
                        h[ix(k + 1, j)] -= sum * t2;
                    }
                    for j in i1..=i {
                        let sum = h[ix(j, k)] + v2 * h[ix(j, k + 1)];
                        h[ix(j, k)] -= sum * t1;
                        h[ix(j, k + 1)] -= sum * t2;
                    }
                    if let Some(z) = z.as_deref_mut() {
                        for j in iloz..=ihiz {
                            let sum = z[ix(j, k)] + v2 * z[ix(j, k + 1)];
                            z[ix(j, k)] -= sum * t1;
                            z[ix(j, k + 1)] -= sum * t2;
                        }
                    }
                }
            }
        }
        if !converged {
            return i;
        }
        if l == i {
            // One eigenvalue has converged.
            wr[i - 1] = h[ix(i, i)];
            wi[i - 1] = 0.0;
        } else if l + 1 == i {
            // A pair: standardise the 2 × 2 block and apply the rotation to the rest.
            let (abcd, rts, (cs, sn)) = dlanv2(
                h[ix(i - 1, i - 1)],
                h[ix(i - 1, i)],
                h[ix(i, i - 1)],
                h[ix(i, i)],
            );
            h[ix(i - 1, i - 1)] = abcd[0];
            h[ix(i - 1, i)] = abcd[1];
            h[ix(i, i - 1)] = abcd[2];
            h[ix(i, i)] = abcd[3];
            wr[i - 2] = rts[0];
            wi[i - 2] = rts[1];
            wr[i - 1] = rts[2];
            wi[i - 1] = rts[3];
            let rot = |x: &mut [f64], p: usize, q: usize| {
                let (a, b) = (x[p], x[q]);
                x[p] = cs * a + sn * b;
                x[q] = cs * b - sn * a;
            };
            if wantt {
                for j in i + 1..=i2 {
                    rot(h, ix(i - 1, j), ix(i, j));
                }
                for j in i1..=i - 2 {
                    rot(h, ix(j, i - 1), ix(j, i));
                }
            }
            if let Some(z) = z.as_deref_mut() {
                for j in iloz..=ihiz {
                    rot(z, ix(j, i - 1), ix(j, i));
                }
            }
        }
        kdefl = 0;
        if l <= 1 {
            break;
        }
        i = l - 1;
    }
    0
}

/// `zlarfg` for n = 2: (β, τ, v₂) with H = I − τ·v·vᴴ, v = (1, v₂), Hᴴ·(α, x) = (β, 0).
pub(super) fn zlarfg(alpha: C, x: &[C]) -> (C, C, Vec<C>) {
    let xnorm = x.iter().fold(0.0f64, |a, v| a.hypot(v.norm()));
    if xnorm == 0.0 && alpha.im == 0.0 {
        return (alpha, C::new(0.0, 0.0), x.to_vec());
    }
    let beta = -sign(alpha.re.hypot(alpha.im).hypot(xnorm), alpha.re);
    let tau = C::new((beta - alpha.re) / beta, -alpha.im / beta);
    let s = C::new(1.0, 0.0) / (alpha - beta);
    (C::new(beta, 0.0), tau, x.iter().map(|&v| v * s).collect())
}

/// `zlahqr` on the complex Hessenberg `h`: eigenvalues into `w`, Schur vectors into `z`.
pub(super) fn zlahqr(win: &Window, h: &mut [C], w: &mut [C], mut z: Option<&mut [C]>) -> usize {
    let Window { n, ilo, ihi, wantt } = *win;
    let ix = |i: usize, j: usize| (i - 1) * n + (j - 1);
    let zero = C::new(0.0, 0.0);
    if n == 0 {
        return 0;
    }
    if ilo == ihi {
        w[ilo - 1] = h[ix(ilo, ilo)];
        return 0;
    }
    for j in ilo..=ihi.saturating_sub(3) {
        h[ix(j + 2, j)] = zero;
        h[ix(j + 3, j)] = zero;
    }
    if ilo + 2 <= ihi {
        h[ix(ihi, ihi - 2)] = zero;
    }
    let (jlo, jhi) = if wantt { (1, n) } else { (ilo, ihi) };
    let (iloz, ihiz) = (ilo, ihi);
    // Make the subdiagonal real.
    for i in ilo + 1..=ihi {
        let hi = h[ix(i, i - 1)];
        if hi.im != 0.0 {
            let sc = hi / cabs1(hi);
            let sc = sc.conj() / sc.norm();
            h[ix(i, i - 1)] = C::new(hi.norm(), 0.0);
            for j in i..=jhi {
                h[ix(i, j)] *= sc;
            }
            for j in jlo..=jhi.min(i + 1) {
                h[ix(j, i)] *= sc.conj();
            }
            if let Some(z) = z.as_deref_mut() {
                for j in iloz..=ihiz {
                    z[ix(j, i)] *= sc.conj();
                }
            }
        }
    }
    let nh = ihi - ilo + 1;
    let nz = ihiz - iloz + 1;
    let _ = nz;
    let smlnum = SAFMIN * (nh as f64 / ULP);
    let (mut i1, mut i2) = (1, n);
    let itmax = 30 * nh.max(10);
    let mut kdefl = 0usize;
    let mut i = ihi;
    while i >= ilo {
        let mut l = ilo;
        let mut converged = false;
        for _its in 0..=itmax {
            let mut k = i;
            while k > l {
                if cabs1(h[ix(k, k - 1)]) <= smlnum {
                    break;
                }
                let mut tst = cabs1(h[ix(k - 1, k - 1)]) + cabs1(h[ix(k, k)]);
                if tst == 0.0 {
                    if k >= ilo + 2 {
                        tst += h[ix(k - 1, k - 2)].re.abs();
                    }
                    if k < ihi {
                        tst += h[ix(k + 1, k)].re.abs();
                    }
                }
                if h[ix(k, k - 1)].re.abs() <= ULP * tst {
                    let hkk1 = cabs1(h[ix(k, k - 1)]);
                    let hk1k = cabs1(h[ix(k - 1, k)]);
                    let ab = hkk1.max(hk1k);
                    let ba = hkk1.min(hk1k);
                    let hkk = cabs1(h[ix(k, k)]);
                    let diff = cabs1(h[ix(k - 1, k - 1)] - h[ix(k, k)]);
                    let aa = hkk.max(diff);
                    let bb = hkk.min(diff);
                    let s = aa + ab;
                    if ba * (ab / s) <= smlnum.max(ULP * (bb * (aa / s))) {
                        break;
                    }
                }
                k -= 1;
            }
            l = k;
            if l > ilo {
                h[ix(l, l - 1)] = zero;
            }
            if l >= i {
                converged = true;
                break;
            }
            kdefl += 1;
            if !wantt {
                i1 = l;
                i2 = i;
            }
            let t;
            if kdefl.is_multiple_of(2 * KEXSH) {
                let s = DAT1 * h[ix(i, i - 1)].re.abs();
                t = h[ix(i, i)] + s;
            } else if kdefl.is_multiple_of(KEXSH) {
                let s = DAT1 * h[ix(l + 1, l)].re.abs();
                t = h[ix(l, l)] + s;
            } else {
                // Wilkinson's shift.
                let mut tt = h[ix(i, i)];
                let u = h[ix(i - 1, i)].sqrt() * h[ix(i, i - 1)].sqrt();
                let mut s = cabs1(u);
                if s != 0.0 {
                    let x = (h[ix(i - 1, i - 1)] - tt) * 0.5;
                    let sx = cabs1(x);
                    s = s.max(cabs1(x));
                    let xs = x / s;
                    let us = u / s;
                    let mut y = (xs * xs + us * us).sqrt() * s;
                    if sx > 0.0 {
                        let xsx = x / sx;
                        if xsx.re * y.re + xsx.im * y.im < 0.0 {
                            y = -y;
                        }
                    }
                    tt -= u * (u / (x + y));
                }
                t = tt;
            }
            // Look for two consecutive small subdiagonal elements.
            let mut v = [zero; 2];
            let mut m = i - 1;
            loop {
                let h11 = h[ix(m, m)];
                let h22 = h[ix(m + 1, m + 1)];
                let h11s = h11 - t;
                let h21 = h[ix(m + 1, m)].re;
                let s = cabs1(h11s) + h21.abs();
                v[0] = h11s / s;
                v[1] = C::new(h21 / s, 0.0);
                if m == l {
                    break;
                }
                let h10 = h[ix(m, m - 1)].re;
                if h10.abs() * (h21 / s).abs()
                    <= ULP * (cabs1(h11s / s) * (cabs1(h11) + cabs1(h22)))
                {
                    break;
                }
                m -= 1;
            }
            // Single-shift QR step.
            for k in m..i {
                if k > m {
                    v[0] = h[ix(k, k - 1)];
                    v[1] = h[ix(k + 1, k - 1)];
                }
                let (beta, t1, tail) = zlarfg(v[0], &v[1..2]);
                v[0] = beta;
                v[1] = tail[0];
                if k > m {
                    h[ix(k, k - 1)] = beta;
                    h[ix(k + 1, k - 1)] = zero;
                }
                let v2 = v[1];
                let t2 = (t1 * v2).re;
                for j in k..=i2 {
                    let sum = t1.conj() * h[ix(k, j)] + h[ix(k + 1, j)] * t2;
                    h[ix(k, j)] -= sum;
                    h[ix(k + 1, j)] -= sum * v2;
                }
                for j in i1..=(k + 2).min(i) {
                    let sum = t1 * h[ix(j, k)] + h[ix(j, k + 1)] * t2;
                    h[ix(j, k)] -= sum;
                    h[ix(j, k + 1)] -= sum * v2.conj();
                }
                if let Some(z) = z.as_deref_mut() {
                    for j in iloz..=ihiz {
                        let sum = t1 * z[ix(j, k)] + z[ix(j, k + 1)] * t2;
                        z[ix(j, k)] -= sum;
                        z[ix(j, k + 1)] -= sum * v2.conj();
                    }
                }
                if k == m && m > l {
                    // Started below l: rescale so that h(m, m−1) stays real.
                    let temp = C::new(1.0, 0.0) - t1;
                    let temp = temp / temp.norm();
                    h[ix(m + 1, m)] *= temp.conj();
                    if m + 2 <= i {
                        h[ix(m + 2, m + 1)] *= temp;
                    }
                    for j in m..=i {
                        if j != m + 1 {
                            for c in j + 1..=i2 {
                                h[ix(j, c)] *= temp;
                            }
                            for r in i1..j {
                                h[ix(r, j)] *= temp.conj();
                            }
                            if let Some(z) = z.as_deref_mut() {
                                for r in iloz..=ihiz {
                                    z[ix(r, j)] *= temp.conj();
                                }
                            }
                        }
                    }
                }
            }
            // Make h(i, i−1) real.
            let temp = h[ix(i, i - 1)];
            if temp.im != 0.0 {
                let rtemp = temp.norm();
                h[ix(i, i - 1)] = C::new(rtemp, 0.0);
                let temp = temp / rtemp;
                for c in i + 1..=i2 {
                    h[ix(i, c)] *= temp.conj();
                }
                for r in i1..i {
                    h[ix(r, i)] *= temp;
                }
                if let Some(z) = z.as_deref_mut() {
                    for r in iloz..=ihiz {
                        z[ix(r, i)] *= temp;
                    }
                }
            }
        }
        if !converged {
            return i;
        }
        w[i - 1] = h[ix(i, i)];
        kdefl = 0;
        if l <= 1 {
            break;
        }
        i = l - 1;
    }
    0
}
