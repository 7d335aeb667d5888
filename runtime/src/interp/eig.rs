//! LAPACK's general eigendecomposition (`@lapack_?geev_ffi`, `Op::LapackGeev`), as JAX's CPU
//! FFI handler returns it: for each `[n, n]` matrix of the batch, the eigenvalues in LAPACK's
//! order and the left/right eigenvectors (unit 2-norm, largest component real).
//!
//! The steps are those of `?geev` in LAPACK 3.12, so that eigenvalues come out in the same
//! order as JAX's (users index them): scale a matrix of extreme norm, balance (`?gebal`
//! 'B': permutations isolating eigenvalues, then power-of-two scaling), reduce to
//! Hessenberg form (`?gehrd`, with `?larfg`'s reflectors, and `?orghr` for Q), Hessenberg
//! QR (`?lahqr`, in `eig_schur.rs`), eigenvectors of the Schur form by back-substitution
//! (`?trevc3`, including its perturbation of tiny pivots to `smin`, which gives defective
//! matrices their nearly parallel vectors), back-transform, undo the balancing (`?gebak`)
//! and normalise. Everything runs in double precision (complex128) whatever the element type
//! and is rounded once; real matrices keep real arithmetic in the steps where LAPACK's real
//! routines differ from the complex ones (the double-shift QR and its 2 × 2 blocks). For
//! n ≥ 75 LAPACK's `?hseqr` switches to the multishift `?laqr0`; we keep `?lahqr`, whose
//! eigenvalues agree but whose order may then differ.
//!
//! A NaN or an infinity gives NaN results and info = −4 (LAPACK's balancing stops on a NaN
//! and `?hseqr` reports its fourth argument; JAX's results are NaN whenever info ≠ 0); a QR
//! iteration that does not converge gives info = the 1-based row, also with NaN results.

use super::eig_schur::{cabs1, dlahqr, zlahqr, Window, SAFMIN, ULP};
use super::linalg::rounded;
use fresnel_ir::{Array, Data};
use num_complex::Complex64 as C;

/// The results of `geev` for `a` (`[batch…, n, n]`): (wr, wi, vl, vr, info) for real `a`,
/// (w, vl, vr, info) for complex `a`.
pub fn geev(a: &Array, compute_left: bool, compute_right: bool) -> Result<Vec<Array>, String> {
    let dtype = a.dtype();
    let complex = dtype
        .complex_of()
        .ok_or_else(|| format!("element type {dtype} is not supported"))?;
    let (batch, n) = match a.shape.as_slice() {
        [batch @ .., m, n] if m == n => (batch.to_vec(), *n),
        _ => {
            return Err(format!(
                "expects square matrices, found shape {:?}",
                a.shape
            ))
        }
    };
    let count: usize = batch.iter().product();
    let values = a.materialize()?.to_c128_vec();
    let (mut w, mut vl, mut vr, mut info) = (Vec::new(), Vec::new(), Vec::new(), Vec::new());
    for b in 0..count {
        let one = values[b * n * n..(b + 1) * n * n].to_vec();
        let mut e = decompose(one, n, !dtype.is_complex(), compute_left, compute_right);
        // Vectors not asked for are zero, failed or not.
        for (on, v) in [(compute_left, &mut e.vl), (compute_right, &mut e.vr)] {
            if !on {
                v.fill(C::new(0.0, 0.0));
            }
        }
        w.extend(e.w);
        vl.extend(e.vl);
        vr.extend(e.vr);
        info.push(e.info);
    }
    let mut w_shape = batch.clone();
    w_shape.push(n);
    let size = || "internal: result size".to_string();
    let vectors = |v: Vec<C>| -> Result<Array, String> {
        Array::new(a.shape.clone(), rounded(v, complex)?).ok_or_else(size)
    };
    let info = Array::new(batch, Data::I32(info)).ok_or_else(size)?;
    if dtype.is_complex() {
        return Ok(vec![
            Array::new(w_shape, rounded(w, complex)?).ok_or_else(size)?,
            vectors(vl)?,
            vectors(vr)?,
            info,
        ]);
    }
    let re = w.iter().map(|x| C::new(x.re, 0.0)).collect();
    let im = w.iter().map(|x| C::new(x.im, 0.0)).collect();
    Ok(vec![
        Array::new(w_shape.clone(), rounded(re, dtype)?).ok_or_else(size)?,
        Array::new(w_shape, rounded(im, dtype)?).ok_or_else(size)?,
        vectors(vl)?,
        vectors(vr)?,
        info,
    ])
}

/// One matrix's results: eigenvalues `[n]`, vectors row-major `[n, n]` (zero when not asked
/// for), info.
struct Eig {
    w: Vec<C>,
    vl: Vec<C>,
    vr: Vec<C>,
    info: i32,
}

fn failed(n: usize, info: i32) -> Eig {
    let nan = C::new(f64::NAN, f64::NAN);
    Eig {
        w: vec![nan; n],
        vl: vec![nan; n * n],
        vr: vec![nan; n * n],
        info,
    }
}

/// `?geev` on the row-major matrix `a`; `real` selects the real routine (`dgeev`).
fn decompose(mut a: Vec<C>, n: usize, real: bool, left: bool, right: bool) -> Eig {
    let zeros = vec![C::new(0.0, 0.0); n * n];
    if a.iter().any(|x| !x.re.is_finite() || !x.im.is_finite()) {
        return failed(n, -4);
    }
    // Scale a matrix whose largest element is outside [smlnum, bignum] (dgeev's dlascl).
    let anrm = a.iter().fold(0.0f64, |m, x| m.max(x.norm()));
    let smlnum = SAFMIN.sqrt() / ULP;
    let bignum = 1.0 / smlnum;
    let cscale = if anrm > 0.0 && anrm < smlnum {
        Some(smlnum)
    } else if anrm > bignum {
        Some(bignum)
    } else {
        None
    };
    if let Some(c) = cscale {
        for x in a.iter_mut() {
            *x *= c / anrm;
        }
    }
    let (ilo, ihi, scale) = gebal(&mut a, n);
    let taus = gehd2(&mut a, n, ilo, ihi);
    let vectors = left || right;
    let mut z = if vectors {
        orghr(&a, &taus, n, ilo, ihi)
    } else {
        Vec::new()
    };
    let win = Window {
        n,
        ilo,
        ihi,
        wantt: vectors,
    };
    let mut t = a;
    let mut w = vec![C::new(0.0, 0.0); n];
    let info = if real {
        let mut h: Vec<f64> = t.iter().map(|x| x.re).collect();
        let mut zr: Vec<f64> = z.iter().map(|x| x.re).collect();
        let (mut wr, mut wi) = (vec![0.0; n], vec![0.0; n]);
        for i in (0..n).filter(|&i| i + 1 < ilo || i + 1 > ihi) {
            wr[i] = h[i * n + i];
        }
        let info = dlahqr(
            &win,
            &mut h,
            &mut wr,
            &mut wi,
            vectors.then_some(&mut zr[..]),
        );
        for i in 0..n {
            w[i] = C::new(wr[i], wi[i]);
        }
        t = h.iter().map(|&x| C::new(x, 0.0)).collect();
        z = zr.iter().map(|&x| C::new(x, 0.0)).collect();
        info
    } else {
        for i in (0..n).filter(|&i| i + 1 < ilo || i + 1 > ihi) {
            w[i] = t[i * n + i];
        }
        zlahqr(&win, &mut t, &mut w, vectors.then_some(&mut z[..]))
    };
    if info != 0 {
        return failed(n, info as i32);
    }
    // ?hseqr zeroes what lies below the subdiagonal of the Schur form.
    for i in 0..n {
        for j in 0..i.saturating_sub(1) {
            t[i * n + j] = C::new(0.0, 0.0);
        }
    }
    if let Some(c) = cscale {
        for x in w.iter_mut() {
            *x *= anrm / c;
        }
    }
    let side = |is_left: bool| {
        let mut v = trevc(&t, &w, n, real, is_left);
        v = matmul(&z, &v, n);
        gebak(&mut v, n, ilo, ihi, &scale, is_left);
        normalise(&mut v, &w, n, real);
        v
    };
    Eig {
        vl: if left { side(true) } else { zeros.clone() },
        vr: if right { side(false) } else { zeros },
        w,
        info: 0,
    }
}

/// Row-major `a · b` for `[n, n]` matrices.
fn matmul(a: &[C], b: &[C], n: usize) -> Vec<C> {
    let mut c = vec![C::new(0.0, 0.0); n * n];
    for i in 0..n {
        for k in 0..n {
            let x = a[i * n + k];
            if x == C::new(0.0, 0.0) {
                continue;
            }
            for j in 0..n {
                c[i * n + j] += x * b[k * n + j];
            }
        }
    }
    c
}

/// ‖x‖₂ without overflow in the squares (as `?nrm2`).
fn nrm2<'a>(x: impl Iterator<Item = &'a C>) -> f64 {
    x.fold(0.0f64, |acc, v| acc.hypot(v.norm()))
}

/// `?gebal` with job 'B' (LAPACK 3.12): returns (ilo, ihi) 1-based and `scale` (the
/// permutation for indices outside ilo..=ihi, 1-based, as f64; the scaling factors inside).
fn gebal(a: &mut [C], n: usize) -> (usize, usize, Vec<f64>) {
    const SCLFAC: f64 = 2.0;
    const FACTOR: f64 = 0.95;
    let ix = |i: usize, j: usize| (i - 1) * n + (j - 1);
    let mut scale = vec![1.0; n];
    if n == 0 {
        return (1, 0, scale);
    }
    let nonzero = |x: C| x.re != 0.0 || x.im != 0.0;
    let swap = |a: &mut [C], i: usize, m: usize, l: usize, k: usize| {
        // Columns i and m in rows 1..=l, rows i and m in columns k..=n.
        for r in 1..=l {
            a.swap(ix(r, i), ix(r, m));
        }
        for c in k..=n {
            a.swap(ix(i, c), ix(m, c));
        }
    };
    let (mut k, mut l) = (1usize, n);
    // Rows isolating an eigenvalue go to the bottom.
    let mut noconv = true;
    while noconv {
        noconv = false;
        // Fortran fixes the trip count at entry: i runs from the l of this pass down to 1.
        let start = l;
        for i in (1..=start).rev() {
            let canswap = (1..=l).all(|j| i == j || !nonzero(a[ix(i, j)]));
            if canswap {
                scale[l - 1] = i as f64;
                if i != l {
                    swap(a, i, l, l, k);
                }
                noconv = true;
                if l == 1 {
                    return (1, 1, scale);
                }
                l -= 1;
            }
        }
    }
    // Columns isolating an eigenvalue go to the left.
    noconv = true;
    while noconv {
        noconv = false;
        let (from, to) = (k, l);
        for j in from..=to {
            let canswap = (k..=l).all(|i| i == j || !nonzero(a[ix(i, j)]));
            if canswap {
                scale[k - 1] = j as f64;
                if j != k {
                    swap(a, j, k, l, k);
                }
                noconv = true;
                k += 1;
            }
        }
    }
    for s in scale.iter_mut().take(l).skip(k - 1) {
        *s = 1.0;
    }
    // Power-of-two scaling of rows and columns k..=l.
    let sfmin1 = SAFMIN / ULP;
    let sfmax1 = 1.0 / sfmin1;
    let sfmin2 = sfmin1 * SCLFAC;
    let sfmax2 = 1.0 / sfmin2;
    noconv = true;
    while noconv {
        noconv = false;
        for i in k..=l {
            let mut c = nrm2((k..=l).map(|r| &a[ix(r, i)]));
            let mut r = nrm2((k..=l).map(|c| &a[ix(i, c)]));
            // i?amax: the first element of largest |x| (|re| + |im| for complex).
            let first_max = |it: &mut dyn Iterator<Item = C>| {
                let mut best: Option<(f64, C)> = None;
                for x in it {
                    if best.is_none_or(|(b, _)| cabs1(x) > b) {
                        best = Some((cabs1(x), x));
                    }
                }
                best.map_or(0.0, |(_, x)| x.norm())
            };
            let mut ca = first_max(&mut (1..=l).map(|r| a[ix(r, i)]));
            let mut ra = first_max(&mut (k..=n).map(|c| a[ix(i, c)]));
            if c == 0.0 || r == 0.0 {
                continue;
            }
            let mut g = r / SCLFAC;
            let mut f: f64 = 1.0;
            let s = c + r;
            while c < g && f.max(c).max(ca) < sfmax2 && r.min(g).min(ra) > sfmin2 {
                f *= SCLFAC;
                c *= SCLFAC;
                ca *= SCLFAC;
                r /= SCLFAC;
                g /= SCLFAC;
                ra /= SCLFAC;
            }
            g = c / SCLFAC;
            while g >= r && r.max(ra) < sfmax2 && f.min(c).min(g).min(ca) > sfmin2 {
                f /= SCLFAC;
                c /= SCLFAC;
                g /= SCLFAC;
                ca /= SCLFAC;
                r *= SCLFAC;
                ra *= SCLFAC;
            }
            if c + r >= FACTOR * s {
                continue;
            }
            if f < 1.0 && scale[i - 1] < 1.0 && f * scale[i - 1] <= sfmin1 {
                continue;
            }
            if f > 1.0 && scale[i - 1] > 1.0 && scale[i - 1] >= sfmax1 / f {
                continue;
            }
            scale[i - 1] *= f;
            noconv = true;
            for c in k..=n {
                a[ix(i, c)] *= 1.0 / f;
            }
            for r in 1..=l {
                a[ix(r, i)] *= f;
            }
        }
    }
    (k, l, scale)
}

/// `zlarfg` for any length: (β, τ, v tail) with (I − τ·v·vᴴ)ᴴ·(α, x) = (β, 0).
fn larfg(alpha: C, x: &[C]) -> (C, C, Vec<C>) {
    super::eig_schur::zlarfg(alpha, x)
}

/// `?gehd2`: reduces rows/columns ilo..=ihi of `a` to Hessenberg form in place, keeping the
/// reflectors' vectors below the subdiagonal; returns the taus (indexed by column, 0-based).
fn gehd2(a: &mut [C], n: usize, ilo: usize, ihi: usize) -> Vec<C> {
    let ix = |i: usize, j: usize| (i - 1) * n + (j - 1);
    let mut taus = vec![C::new(0.0, 0.0); n];
    for i in ilo..ihi {
        let x: Vec<C> = (i + 2..=ihi).map(|r| a[ix(r, i)]).collect();
        let (beta, tau, tail) = larfg(a[ix(i + 1, i)], &x);
        taus[i - 1] = tau;
        let mut v = vec![C::new(1.0, 0.0)];
        v.extend(&tail);
        // H(i) from the right on rows 1..=ihi, columns i+1..=ihi.
        for r in 1..=ihi {
            let s: C = (0..v.len()).map(|c| a[ix(r, i + 1 + c)] * v[c]).sum();
            for (c, vc) in v.iter().enumerate() {
                a[ix(r, i + 1 + c)] -= tau * s * vc.conj();
            }
        }
        // H(i)ᴴ from the left on rows i+1..=ihi, columns i+1..=n.
        for col in i + 1..=n {
            let s: C = (0..v.len())
                .map(|r| v[r].conj() * a[ix(i + 1 + r, col)])
                .sum();
            for (r, vr) in v.iter().enumerate() {
                a[ix(i + 1 + r, col)] -= tau.conj() * vr * s;
            }
        }
        a[ix(i + 1, i)] = beta;
        for (r, t) in tail.iter().enumerate() {
            a[ix(i + 2 + r, i)] = *t;
        }
    }
    taus
}

/// `?orghr`: Q = H(ilo)·H(ilo+1)⋯H(ihi−1) from the reflectors `gehd2` left in `a`.
fn orghr(a: &[C], taus: &[C], n: usize, ilo: usize, ihi: usize) -> Vec<C> {
    let ix = |i: usize, j: usize| (i - 1) * n + (j - 1);
    let mut q = vec![C::new(0.0, 0.0); n * n];
    for i in 0..n {
        q[i * n + i] = C::new(1.0, 0.0);
    }
    for i in (ilo..ihi).rev() {
        let tau = taus[i - 1];
        let mut v = vec![C::new(1.0, 0.0)];
        v.extend((i + 2..=ihi).map(|r| a[ix(r, i)]));
        for col in 1..=n {
            let s: C = (0..v.len())
                .map(|r| v[r].conj() * q[ix(i + 1 + r, col)])
                .sum();
            for (r, vr) in v.iter().enumerate() {
                q[ix(i + 1 + r, col)] -= tau * vr * s;
            }
        }
    }
    q
}

/// Solves the (at most 2 × 2) system `m·x = b` as `?laln2` does: complete pivoting, and a
/// pivot smaller than `smin` replaced by `smin` (a near-singular shifted block: repeated or
/// defective eigenvalues).
fn solve_small(m: &[[C; 2]; 2], b: &[C], size: usize, smin: f64) -> Vec<C> {
    if size == 1 {
        let mut d = m[0][0];
        if cabs1(d) < smin {
            d = C::new(smin, 0.0);
        }
        return vec![b[0] / d];
    }
    let mut best = (0, 0);
    for r in 0..2 {
        for c in 0..2 {
            if cabs1(m[r][c]) > cabs1(m[best.0][best.1]) {
                best = (r, c);
            }
        }
    }
    if cabs1(m[best.0][best.1]) < smin {
        return b.iter().map(|&x| x / smin).collect();
    }
    let (pr, pc) = best;
    let (or, oc) = (1 - pr, 1 - pc);
    let u11 = m[pr][pc];
    let u12 = m[pr][oc];
    let l21 = m[or][pc] / u11;
    let mut u22 = m[or][oc] - l21 * u12;
    if cabs1(u22) < smin {
        u22 = C::new(smin, 0.0);
    }
    let b1 = b[pr];
    let b2 = b[or] - l21 * b1;
    let x_o = b2 / u22;
    let x_p = (b1 - u12 * x_o) / u11;
    let mut x = vec![C::new(0.0, 0.0); 2];
    x[pc] = x_p;
    x[oc] = x_o;
    x
}

/// `?trevc3`: the eigenvectors of the (quasi-)triangular Schur form `t`, as the columns of
/// a row-major `[n, n]` matrix. Right: t·x = λ·x with x zero below λ's block; left:
/// tᴴ·u = λ̄·u with u zero above it. The component fixed in λ's block is LAPACK's (1, or
/// its choice inside a real 2 × 2 block), so that the normalised vectors have its signs.
fn trevc(t: &[C], w: &[C], n: usize, real: bool, left: bool) -> Vec<C> {
    let zero = C::new(0.0, 0.0);
    let smlnum = SAFMIN * (n as f64 / ULP);
    let tt = |i: usize, j: usize| t[i * n + j];
    // The diagonal blocks: a real 2 × 2 block has a nonzero subdiagonal.
    let mut starts = Vec::new();
    let mut j = 0;
    while j < n {
        let two = real && j + 1 < n && tt(j + 1, j) != zero;
        starts.push((j, if two { 2 } else { 1 }));
        j += if two { 2 } else { 1 };
    }
    let mut v = vec![zero; n * n];
    for (bi, &(s, size)) in starts.iter().enumerate() {
        let lambda = w[s];
        let smin = (ULP * cabs1(lambda)).max(smlnum);
        let mut x = vec![zero; n];
        if size == 1 {
            x[s] = C::new(1.0, 0.0);
        } else {
            let wi = lambda.im;
            let (b, c) = (tt(s, s + 1).re, tt(s + 1, s).re);
            if !left {
                if b.abs() >= c.abs() {
                    x[s] = C::new(1.0, 0.0);
                    x[s + 1] = C::new(0.0, wi / b);
                } else {
                    x[s] = C::new(-wi / c, 0.0);
                    x[s + 1] = C::new(0.0, 1.0);
                }
            } else if b.abs() >= c.abs() {
                x[s] = C::new(wi / b, 0.0);
                x[s + 1] = C::new(0.0, 1.0);
            } else {
                x[s] = C::new(1.0, 0.0);
                x[s + 1] = C::new(0.0, -wi / c);
            }
        }
        let e = s + size;
        // The equation's coefficient (r, c): t for right vectors, tᴴ for left ones.
        let coef = |r: usize, c: usize| if left { tt(c, r).conj() } else { tt(r, c) };
        let shift = if left { lambda.conj() } else { lambda };
        let mut rhs = vec![zero; n];
        let others: Vec<(usize, usize)> = if left {
            starts[bi + 1..].to_vec()
        } else {
            starts[..bi].iter().rev().copied().collect()
        };
        for (k, r) in rhs.iter_mut().enumerate() {
            if (left && k >= e) || (!left && k < s) {
                *r = -(s..e).map(|c| coef(k, c) * x[c]).sum::<C>();
            }
        }
        for (bs, bsize) in others {
            let mut m = [[zero; 2]; 2];
            for (r, row) in m.iter_mut().enumerate().take(bsize) {
                for (c, x) in row.iter_mut().enumerate().take(bsize) {
                    *x = coef(bs + r, bs + c);
                }
                row[r] -= shift;
            }
            let sol = solve_small(&m, &rhs[bs..bs + bsize], bsize, smin);
            for (r, val) in sol.iter().enumerate() {
                x[bs + r] = *val;
            }
            for (k, r) in rhs.iter_mut().enumerate() {
                if (left && k >= bs + bsize) || (!left && k < bs) {
                    let d: C = (0..bsize).map(|c| coef(k, bs + c) * sol[c]).sum();
                    *r -= d;
                }
            }
        }
        for k in 0..n {
            v[k * n + s] = x[k];
        }
        if size == 2 {
            for k in 0..n {
                v[k * n + s + 1] = x[k].conj();
            }
        }
    }
    v
}

/// `?gebak`: undoes the balancing on the eigenvectors (rows scaled by `scale` for right
/// vectors, by its inverse for left ones, then the permutation swaps in LAPACK's order).
fn gebak(v: &mut [C], n: usize, ilo: usize, ihi: usize, scale: &[f64], left: bool) {
    if n == 0 {
        return;
    }
    for i in ilo..=ihi {
        let s = if left {
            1.0 / scale[i - 1]
        } else {
            scale[i - 1]
        };
        for x in &mut v[(i - 1) * n..i * n] {
            *x *= s;
        }
    }
    for ii in 1..=n {
        let mut i = ii;
        if i >= ilo && i <= ihi {
            continue;
        }
        if i < ilo {
            i = ilo - ii;
        }
        let k = scale[i - 1] as usize;
        if k == i {
            continue;
        }
        for c in 0..n {
            v.swap((i - 1) * n + c, (k - 1) * n + c);
        }
    }
}

/// `?geev`'s normalisation: each eigenvector to unit 2-norm, then rotated so that its
/// first component of largest modulus is real — positive for complex matrices, of the sign
/// of its real part for a real matrix's complex pair (`dlartg`'s r), untouched for a real
/// eigenvalue of a real matrix. A pair's second column is the first's conjugate.
fn normalise(v: &mut [C], w: &[C], n: usize, real: bool) {
    let mut j = 0;
    while j < n {
        let pair = real && w[j].im != 0.0 && j + 1 < n;
        let scl = 1.0 / nrm2((0..n).map(|k| &v[k * n + j]));
        for k in 0..n {
            v[k * n + j] *= scl;
        }
        if !real || pair {
            let mut best = 0;
            for k in 0..n {
                if v[k * n + j].norm_sqr() > v[best * n + j].norm_sqr() {
                    best = k;
                }
            }
            let x = v[best * n + j];
            let mut phase = x.conj() / x.norm();
            if real && x.re < 0.0 {
                phase = -phase;
            }
            if x.norm() > 0.0 {
                for k in 0..n {
                    v[k * n + j] *= phase;
                }
                v[best * n + j].im = 0.0;
            }
        }
        if pair {
            for k in 0..n {
                v[k * n + j + 1] = v[k * n + j].conj();
            }
            j += 2;
        } else {
            j += 1;
        }
    }
}
