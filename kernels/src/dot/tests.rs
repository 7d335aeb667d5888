//! The matmul against float64 truth (integers: the wrapping sum), computed here by the
//! definition: every output element summed over the contracting indices in f64 (c128), with
//! the summation-order bound (K + 2)·ε·Σ|a||b| for floats. Layouts: transposed operands (read
//! through strides), operands whose dims do not merge (packed), batches, sizes 0, 1, 7 and
//! primes, K = 0, K past one chunk of `float::KC`.

use super::*;
use num_complex::{Complex32, Complex64};

struct Rng(u64);
impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0
    }
    /// Uniform in [-1, 1).
    fn unit(&mut self) -> f64 {
        (self.next() >> 11) as f64 / (1u64 << 52) as f64 - 1.0
    }
}

fn row_major(shape: &[usize]) -> Vec<usize> {
    let mut s = vec![1; shape.len()];
    for d in (0..shape.len().saturating_sub(1)).rev() {
        s[d] = s[d + 1] * shape[d + 1];
    }
    s
}

/// Offsets of every index of `dims` (row-major over them, in list order) in `shape`.
fn offsets(shape: &[usize], dims: &[usize]) -> Vec<usize> {
    let st = row_major(shape);
    let mut out = vec![0usize];
    for &d in dims {
        let (n, s) = (shape[d], st[d]);
        out = out
            .iter()
            .flat_map(|&o| (0..n).map(move |i| o + i * s))
            .collect();
    }
    out
}

/// `(truth, Σ|a||b|, K)` for every output element, in the result's order.
fn truth(desc: &DotDesc, a: &[Complex64], b: &[Complex64]) -> (Vec<Complex64>, Vec<f64>, usize) {
    let d = &desc.dims;
    let (ls, rs) = (&desc.lhs_shape, &desc.rhs_shape);
    let lf = DotDesc::free(ls, &d.lhs_batch, &d.lhs_contract);
    let rf = DotDesc::free(rs, &d.rhs_batch, &d.rhs_contract);
    let (lb, rb) = (offsets(ls, &d.lhs_batch), offsets(rs, &d.rhs_batch));
    let (lc, rc) = (offsets(ls, &d.lhs_contract), offsets(rs, &d.rhs_contract));
    let (lo, ro) = (offsets(ls, &lf), offsets(rs, &rf));
    let (mut t, mut mag) = (Vec::new(), Vec::new());
    for (&la, &ra) in lb.iter().zip(&rb) {
        for &li in &lo {
            for &ri in &ro {
                let (mut s, mut m) = (Complex64::new(0.0, 0.0), 0.0);
                for (&x, &y) in lc.iter().zip(&rc) {
                    let (p, q) = (a[la + li + x], b[ra + ri + y]);
                    s += p * q;
                    m += p.norm() * q.norm();
                }
                t.push(s);
                mag.push(m);
            }
        }
    }
    (t, mag, lc.len())
}

/// Runs `desc` on random values of its dtype (output first filled with NaN, which must all be
/// overwritten) and checks every element against the truth; returns the worst error in units
/// of the bound.
fn check(desc: &DotDesc, rng: &mut Rng) -> f64 {
    let (na, nb) = (
        desc.lhs_shape.iter().product::<usize>(),
        desc.rhs_shape.iter().product::<usize>(),
    );
    let nc: usize = desc.output_shape().iter().product();
    let t = desc.dtype;
    let cplx = matches!(t, DType::C64 | DType::C128);
    let mut draw = |n: usize| -> Vec<Complex64> {
        (0..n)
            .map(|_| match t {
                DType::I32 => Complex64::new((rng.next() % 2001) as f64 - 1000.0, 0.0),
                _ if cplx => Complex64::new(rng.unit(), rng.unit()),
                _ => Complex64::new(rng.unit(), 0.0),
            })
            .collect()
    };
    let (a, b) = (draw(na), draw(nb));
    let plan = DotPlan::new(desc).expect("a valid description");
    let c = match t {
        DType::F32 | DType::C64 | DType::F64 | DType::C128 => {
            // Values rounded to the dtype first, so the truth is of the same inputs.
            let round = |v: &[Complex64]| -> Vec<Complex64> {
                v.iter()
                    .map(|z| match t {
                        DType::F32 | DType::C64 => {
                            Complex64::new(z.re as f32 as f64, z.im as f32 as f64)
                        }
                        _ => *z,
                    })
                    .collect()
            };
            let (a, b) = (round(&a), round(&b));
            let got: Vec<Complex64> = match t {
                DType::F32 => {
                    let f = |v: &[Complex64]| v.iter().map(|z| z.re as f32).collect::<Vec<_>>();
                    let mut c = vec![f32::NAN; nc];
                    plan.run(
                        BufRef::F32(&f(&a)),
                        BufRef::F32(&f(&b)),
                        BufMut::F32(&mut c),
                    )
                    .expect("runs");
                    c.iter().map(|&x| Complex64::new(x as f64, 0.0)).collect()
                }
                DType::F64 => {
                    let f = |v: &[Complex64]| v.iter().map(|z| z.re).collect::<Vec<_>>();
                    let mut c = vec![f64::NAN; nc];
                    plan.run(
                        BufRef::F64(&f(&a)),
                        BufRef::F64(&f(&b)),
                        BufMut::F64(&mut c),
                    )
                    .expect("runs");
                    c.iter().map(|&x| Complex64::new(x, 0.0)).collect()
                }
                DType::C64 => {
                    let f = |v: &[Complex64]| {
                        v.iter()
                            .map(|z| Complex32::new(z.re as f32, z.im as f32))
                            .collect::<Vec<_>>()
                    };
                    let mut c = vec![Complex32::new(f32::NAN, 0.0); nc];
                    plan.run(
                        BufRef::C64(&f(&a)),
                        BufRef::C64(&f(&b)),
                        BufMut::C64(&mut c),
                    )
                    .expect("runs");
                    c.iter()
                        .map(|z| Complex64::new(z.re as f64, z.im as f64))
                        .collect()
                }
                _ => {
                    let mut c = vec![Complex64::new(f64::NAN, 0.0); nc];
                    plan.run(BufRef::C128(&a), BufRef::C128(&b), BufMut::C128(&mut c))
                        .expect("runs");
                    c
                }
            };
            let (want, mag, k) = truth(desc, &a, &b);
            let eps = match t {
                DType::F32 | DType::C64 => f32::EPSILON as f64,
                _ => f64::EPSILON,
            };
            // Complex products add two more roundings per term.
            let per_term = if cplx { 4.0 } else { 1.0 };
            let mut worst = 0.0f64;
            for (i, ((g, w), m)) in got.iter().zip(&want).zip(&mag).enumerate() {
                let bound = (k as f64 + 2.0) * per_term * eps * m + f64::MIN_POSITIVE;
                let err = (g - w).norm();
                assert!(
                    err <= bound,
                    "{desc:?}: element {i}: {g} vs {w} (bound {bound:e})"
                );
                worst = worst.max(err / bound);
            }
            return worst;
        }
        _ => {
            let f = |v: &[Complex64]| v.iter().map(|z| z.re as i32).collect::<Vec<_>>();
            let (ai, bi) = (f(&a), f(&b));
            let mut c = vec![i32::MIN; nc];
            plan.run(BufRef::I32(&ai), BufRef::I32(&bi), BufMut::I32(&mut c))
                .expect("runs");
            c
        }
    };
    // Integers: exact (the inputs are small enough that the f64 truth is exact too).
    let (want, _, _) = truth(desc, &a, &b);
    let want: Vec<i32> = want.iter().map(|z| z.re as i32).collect();
    assert_eq!(c, want, "{desc:?}");
    0.0
}

fn desc(
    t: DType,
    l: &[usize],
    r: &[usize],
    lb: &[usize],
    rb: &[usize],
    lc: &[usize],
    rc: &[usize],
) -> DotDesc {
    DotDesc {
        dtype: t,
        lhs_shape: l.to_vec(),
        rhs_shape: r.to_vec(),
        dims: DotDims {
            lhs_batch: lb.to_vec(),
            rhs_batch: rb.to_vec(),
            lhs_contract: lc.to_vec(),
            rhs_contract: rc.to_vec(),
        },
    }
}

const DTYPES: [DType; 5] = [DType::F32, DType::F64, DType::C64, DType::C128, DType::I32];

#[test]
fn plain_and_transposed_matrices_of_odd_sizes() {
    let mut rng = Rng(0x05ee_dd07);
    for t in DTYPES {
        for (m, k, n) in [
            (1, 1, 1),
            (7, 1, 7),
            (1, 7, 1),
            (7, 13, 1),
            (1, 13, 7),
            (31, 17, 29),
            (0, 3, 4),
            (3, 0, 4),
            (64, 97, 65),
        ] {
            // a·b, aᵀ·b, a·bᵀ, aᵀ·bᵀ: the contracting dim first or last on either side.
            for (lt, rt) in [(false, false), (true, false), (false, true), (true, true)] {
                let l = if lt { [k, m] } else { [m, k] };
                let r = if rt { [n, k] } else { [k, n] };
                let lc = [if lt { 0 } else { 1 }];
                let rc = [if rt { 1 } else { 0 }];
                check(&desc(t, &l, &r, &[], &[], &lc, &rc), &mut rng);
            }
        }
    }
}

#[test]
fn batches_and_unmergeable_layouts() {
    let mut rng = Rng(0xba7c4);
    for t in DTYPES {
        // Batch first on both sides; batch last on the lhs (a strided batch); empty batch.
        check(
            &desc(t, &[5, 7, 3], &[5, 3, 4], &[0], &[0], &[2], &[1]),
            &mut rng,
        );
        check(
            &desc(t, &[7, 3, 5], &[5, 4, 3], &[2], &[0], &[1], &[2]),
            &mut rng,
        );
        check(
            &desc(t, &[0, 7, 3], &[0, 3, 4], &[0], &[0], &[2], &[1]),
            &mut rng,
        );
        // Two contracting dims in the opposite orders on the two sides (cannot merge on the
        // rhs: packed), two batch dims, and free dims split around the contracting one.
        check(
            &desc(
                t,
                &[2, 3, 4, 5],
                &[5, 2, 4, 3],
                &[1],
                &[3],
                &[2, 3],
                &[2, 0],
            ),
            &mut rng,
        );
        check(
            &desc(
                t,
                &[2, 3, 6, 4],
                &[3, 2, 4, 5],
                &[0, 1],
                &[1, 0],
                &[3],
                &[2],
            ),
            &mut rng,
        );
        check(
            &desc(t, &[3, 4, 5], &[4, 2], &[], &[], &[1], &[0]),
            &mut rng,
        );
        // Size-1 dims anywhere merge with anything.
        check(
            &desc(t, &[1, 6, 1, 5], &[5, 1, 3], &[], &[], &[3, 2], &[0, 1]),
            &mut rng,
        );
        // Many small batches (run in parallel, one gemm each).
        check(
            &desc(t, &[64, 9, 8], &[64, 8, 10], &[0], &[0], &[2], &[1]),
            &mut rng,
        );
    }
}

/// Past one chunk of `KC` terms the chunks are summed pairwise: chunk counts 2, 3 and 10 (a
/// tree that is not a power of two), and one term past a chunk boundary.
#[test]
fn long_sums_in_pairwise_chunks() {
    let mut rng = Rng(0x0106);
    for t in [DType::F32, DType::C64, DType::F64, DType::I32] {
        for k in [float::KC, float::KC + 1, 3 * float::KC - 5, 10 * float::KC] {
            check(&desc(t, &[3, k], &[k, 5], &[], &[], &[1], &[0]), &mut rng);
            check(
                &desc(t, &[2, k, 3], &[2, 4, k], &[0], &[0], &[1], &[2]),
                &mut rng,
            );
        }
    }
}

/// f32 sums of 65536 positive terms (errors cannot cancel) stay far inside the K·ε bound:
/// within (KC + log₂(K/KC) + 2)·ε·Σ|a||b|, what chunks of KC summed pairwise guarantee.
#[test]
fn long_f32_sums_are_pairwise_accurate() {
    let k = 1 << 16;
    let mut rng = Rng(0xacc);
    let a: Vec<f32> = (0..2 * k)
        .map(|_| (rng.unit() as f32 + 1.0) / 2.0)
        .collect();
    let b: Vec<f32> = (0..k * 2)
        .map(|_| (rng.unit() as f32 + 1.0) / 2.0)
        .collect();
    let d = desc(DType::F32, &[2, k], &[k, 2], &[], &[], &[1], &[0]);
    let mut c = vec![0f32; 4];
    DotPlan::new(&d)
        .expect("valid")
        .run(BufRef::F32(&a), BufRef::F32(&b), BufMut::F32(&mut c))
        .expect("runs");
    let levels = (k / float::KC).ilog2() as f64;
    for i in 0..2 {
        for j in 0..2 {
            let exact: f64 = (0..k)
                .map(|q| a[i * k + q] as f64 * b[q * 2 + j] as f64)
                .sum();
            let err = (c[i * 2 + j] as f64 - exact).abs();
            let bound = (float::KC as f64 + levels + 2.0) * f32::EPSILON as f64 * exact;
            assert!(err <= bound, "{i},{j}: error {err:e} > {bound:e}");
        }
    }
}

/// The same result, bit for bit, on every run and whatever the number of threads.
#[test]
fn results_do_not_depend_on_the_run_or_the_threads() {
    let d = desc(DType::F32, &[300, 1100], &[1100, 70], &[], &[], &[1], &[0]);
    let mut rng = Rng(0xde7);
    let a: Vec<f32> = (0..300 * 1100).map(|_| rng.unit() as f32).collect();
    let b: Vec<f32> = (0..1100 * 70).map(|_| rng.unit() as f32).collect();
    let plan = DotPlan::new(&d).expect("valid");
    let run = |threads: usize| {
        let pool = rayon::ThreadPoolBuilder::new()
            .num_threads(threads)
            .build()
            .expect("a thread pool");
        let mut c = vec![0f32; 300 * 70];
        pool.install(|| plan.run(BufRef::F32(&a), BufRef::F32(&b), BufMut::F32(&mut c)))
            .expect("runs");
        c.iter().map(|x| x.to_bits()).collect::<Vec<_>>()
    };
    let first = run(2);
    assert_eq!(first, run(2));
    assert_eq!(first, run(1));
    assert_eq!(first, run(3));
}

#[test]
fn mismatched_buffers_and_booleans_are_errors() {
    let d = desc(DType::F32, &[2, 3], &[3, 4], &[], &[], &[1], &[0]);
    let plan = DotPlan::new(&d).expect("valid");
    let (a, b, mut c) = (vec![0f32; 6], vec![0f32; 11], vec![0f32; 8]);
    assert!(plan
        .run(BufRef::F32(&a), BufRef::F32(&b), BufMut::F32(&mut c))
        .is_err());
    assert!(DotPlan::new(&DotDesc {
        dtype: DType::I1,
        ..d.clone()
    })
    .is_err());
    assert!(DotPlan::new(&desc(DType::F32, &[2, 3], &[4, 4], &[], &[], &[1], &[0])).is_err());
    assert!(DotPlan::new(&desc(
        DType::F32,
        &[2, 3],
        &[3, 4],
        &[],
        &[],
        &[1, 1],
        &[0, 1]
    ))
    .is_err());
}
