//! A CPU model of `cufftExec*` on a [`CufftPlan`], executed by rustfft in double precision:
//! it reads and writes exactly the elements the advanced data layout addresses (element `x`
//! of batch `b` at `b·dist + stride·(x[r-1] + embed[r-1]·(x[r-2] + embed[r-2]·…))`), so that the
//! plan parameters handed to cuFFT are tested without a GPU (and `cuda-sim` can run FFT
//! steps). Transforms are unnormalised, as cuFFT's are.

use super::fft::{CufftPlan, CufftType};
use num_complex::Complex64;
use rustfft::FftPlanner;

/// A buffer the model reads or writes: real or complex elements.
#[derive(Clone, Debug, PartialEq)]
pub enum ModelBuf {
    Real(Vec<f64>),
    Complex(Vec<Complex64>),
}

/// The offset of multi-index `x` in an embedding.
fn offset(x: &[usize], embed: &[usize], stride: usize) -> usize {
    let mut linear = 0;
    for (d, &xi) in x.iter().enumerate() {
        linear = linear * embed[d] + xi;
    }
    linear * stride
}

/// Every multi-index of `shape`, row-major.
fn indices(shape: &[usize]) -> Vec<Vec<usize>> {
    let total: usize = shape.iter().product();
    (0..total)
        .map(|mut l| {
            let mut x = vec![0; shape.len()];
            for d in (0..shape.len()).rev() {
                x[d] = l % shape[d];
                l /= shape[d];
            }
            x
        })
        .collect()
}

/// In-place unnormalised FFTs of a row-major `shape` array along `axes`.
fn fft_axes(data: &mut [Complex64], shape: &[usize], axes: &[usize], inverse: bool) {
    let mut planner = FftPlanner::<f64>::new();
    for &a in axes {
        let n = shape[a];
        let fft = if inverse {
            planner.plan_fft_inverse(n)
        } else {
            planner.plan_fft_forward(n)
        };
        let inner: usize = shape[a + 1..].iter().product();
        let outer: usize = shape[..a].iter().product();
        let mut line = vec![Complex64::new(0.0, 0.0); n];
        for o in 0..outer {
            for i in 0..inner {
                let at = |k: usize| (o * n + k) * inner + i;
                for (k, v) in line.iter_mut().enumerate() {
                    *v = data[at(k)];
                }
                fft.process(&mut line);
                for (k, v) in line.iter().enumerate() {
                    data[at(k)] = *v;
                }
            }
        }
    }
}

/// The multi-index `x` mirrored (`−x` modulo each extent of `shape`).
fn mirrored(x: &[usize], shape: &[usize]) -> Vec<usize> {
    x.iter()
        .zip(shape)
        .map(|(&xi, &ni)| (ni - xi) % ni)
        .collect()
}

/// Whether the half spectrum `data` (row-major, the last axis `n/2 + 1` long) of a C2R of
/// real shape `n` is one cuFFT is defined for: the columns at frequency 0 and (even length)
/// `n/2` of the last axis equal their own conjugate mirror along the other axes, exactly.
fn is_hermitian(data: &[Complex64], n: &[usize]) -> bool {
    let rank = n.len();
    let last = n[rank - 1];
    let h = last / 2 + 1;
    let lead = &n[..rank - 1];
    let cols: &[usize] = if last.is_multiple_of(2) && last >= 2 {
        &[0, last / 2]
    } else {
        &[0]
    };
    indices(lead).iter().all(|x| {
        let (i, j) = (offset(x, lead, 1), offset(&mirrored(x, lead), lead, 1));
        cols.iter().all(|&c| {
            let (a, b) = (data[i * h + c], data[j * h + c]);
            a.re == b.re && a.im == -b.im
        })
    })
}

/// What the `fft_hermitian` kernel does to a C2R's input (see `add_hermitian`), for tests of
/// the plans against the CPU FFT: `data` is row-major of complex shape `cshape`, the C2R runs
/// over the axes `run` (the last of them the real axis, of real length `n`).
pub fn make_hermitian(data: &mut [Complex64], cshape: &[usize], run: &[usize], n: usize) {
    let rank = cshape.len();
    let h = cshape[rank - 1];
    let lead = &cshape[run[0]..rank - 1];
    let m: usize = lead.iter().product();
    let cols: &[usize] = if n.is_multiple_of(2) && n >= 2 {
        &[0, n / 2]
    } else {
        &[0]
    };
    for b in 0..data.len() / (m * h).max(1) {
        for x in indices(lead) {
            let (i, j) = (offset(&x, lead, 1), offset(&mirrored(&x, lead), lead, 1));
            if j < i {
                continue;
            }
            for &c in cols {
                let (p, q) = ((b * m + i) * h + c, (b * m + j) * h + c);
                let (a, z) = (data[p], data[q]);
                let s = Complex64::new((a.re + z.re) * 0.5, (a.im - z.im) * 0.5);
                data[p] = s;
                data[q] = s.conj();
            }
        }
    }
}

/// Executes `plan` (all its repeats) from `src` into `dst`; `None` when a buffer has the wrong
/// kind or is too short for the layout.
pub fn execute(plan: &CufftPlan, src: &ModelBuf, dst: &mut ModelBuf) -> Option<()> {
    let rank = plan.n.len();
    let n = &plan.n;
    let mut half = n.clone();
    *half.last_mut()? = n[rank - 1] / 2 + 1;
    let (in_shape, out_shape) = match plan.ty {
        CufftType::R2C | CufftType::D2Z => (n.clone(), half.clone()),
        CufftType::C2R | CufftType::Z2D => (half.clone(), n.clone()),
        CufftType::C2C | CufftType::Z2Z => (n.clone(), n.clone()),
    };
    let all_axes: Vec<usize> = (0..rank).collect();
    for r in 0..plan.repeat {
        for b in 0..plan.batch {
            let in_base = r * plan.in_repeat_dist + b * plan.idist;
            let out_base = r * plan.out_repeat_dist + b * plan.odist;
            let read = |x: &Vec<usize>| -> Option<Complex64> {
                let at = in_base + offset(x, &plan.inembed, plan.istride);
                match src {
                    ModelBuf::Real(v) => v.get(at).map(|&re| Complex64::new(re, 0.0)),
                    ModelBuf::Complex(v) => v.get(at).copied(),
                }
            };
            let mut data: Vec<Complex64> =
                indices(&in_shape).iter().map(read).collect::<Option<_>>()?;
            let result: Vec<Complex64> = match plan.ty {
                CufftType::C2C | CufftType::Z2Z => {
                    fft_axes(&mut data, n, &all_axes, plan.direction > 0);
                    data
                }
                CufftType::R2C | CufftType::D2Z => {
                    fft_axes(&mut data, n, &all_axes, false);
                    indices(&half)
                        .iter()
                        .map(|x| data[offset(x, n, 1)])
                        .collect()
                }
                CufftType::C2R | CufftType::Z2D if !is_hermitian(&data, n) => {
                    // cuFFT's result is undefined: the model makes that impossible to miss.
                    vec![Complex64::new(f64::NAN, f64::NAN); indices(&out_shape).len()]
                }
                CufftType::C2R | CufftType::Z2D => {
                    // The full spectrum from the half one (Hermitian symmetry along every
                    // axis together), then an inverse transform whose real part is the result.
                    let full: Vec<Complex64> = indices(n)
                        .iter()
                        .map(|x| {
                            let last = x[rank - 1];
                            if last < half[rank - 1] {
                                data[offset(x, &half, 1)]
                            } else {
                                let mirror: Vec<usize> =
                                    x.iter().zip(n).map(|(&xi, &ni)| (ni - xi) % ni).collect();
                                data[offset(&mirror, &half, 1)].conj()
                            }
                        })
                        .collect();
                    let mut full = full;
                    fft_axes(&mut full, n, &all_axes, true);
                    full.iter().map(|z| Complex64::new(z.re, 0.0)).collect()
                }
            };
            for (x, v) in indices(&out_shape).iter().zip(result) {
                let at = out_base + offset(x, &plan.onembed, plan.ostride);
                match dst {
                    ModelBuf::Real(d) => *d.get_mut(at)? = v.re,
                    ModelBuf::Complex(d) => *d.get_mut(at)? = v,
                }
            }
        }
    }
    Some(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::cuda::fft::{add_fft, FftBuf, FftOp};
    use crate::cuda::ModuleBuilder;
    use crate::fft::{FftDesc, FftPlan, FftTransform, FusedFftDesc};
    use crate::{BufMut, BufRef};
    use fresnel_ir::{DType, Data};

    fn values(n: usize) -> Vec<f64> {
        (0..n)
            .map(|i| ((i * 37 % 101) as f64 / 50.0) - 1.0)
            .collect()
    }

    /// Runs the step's cuFFT operations through the model and the CPU FFT kernel on the same
    /// input; they must agree.
    fn check(transform: FftTransform, shape: &[usize], axes: &[usize]) {
        use FftTransform::ComplexToReal;
        let desc = FftDesc {
            transform,
            dtype: DType::C128,
            shape: shape.to_vec(),
            axes: axes.to_vec(),
            scale: None,
        };
        let fused = FusedFftDesc {
            fft: desc.clone(),
            prologue: None,
            epilogue: None,
        };
        let call = add_fft(&mut ModuleBuilder::new("model"), &fused).expect("renders");
        let (in_ty, out_ty) = (desc.input_type(), desc.output_type());
        let (in_len, out_len) = (in_ty.num_elements(), out_ty.num_elements());
        let v = values(2 * in_len);
        let (input, input_data) = if in_ty.dtype.is_complex() {
            let z: Vec<Complex64> = (0..in_len)
                .map(|i| Complex64::new(v[2 * i], v[2 * i + 1]))
                .collect();
            (ModelBuf::Complex(z.clone()), Data::C128(z))
        } else {
            let x = v[..in_len].to_vec();
            (ModelBuf::Real(x.clone()), Data::F64(x))
        };
        let mut output = if out_ty.dtype.is_complex() {
            ModelBuf::Complex(vec![Complex64::new(0.0, 0.0); out_len])
        } else {
            ModelBuf::Real(vec![0.0; out_len])
        };
        let mut scratch = ModelBuf::Complex(vec![
            Complex64::new(0.0, 0.0);
            call.scratch.map_or(0, |s| s.1)
        ]);
        for op in &call.ops {
            match op {
                FftOp::Exec { plan, src, dst } => {
                    let from = match src {
                        FftBuf::Input(0) => input.clone(),
                        FftBuf::Output(0) => output.clone(),
                        FftBuf::Scratch => scratch.clone(),
                        other => panic!("unexpected source {other:?}"),
                    };
                    let to = match dst {
                        FftBuf::Output(0) => &mut output,
                        FftBuf::Scratch => &mut scratch,
                        other => panic!("unexpected destination {other:?}"),
                    };
                    execute(plan, &from, to).unwrap_or_else(|| panic!("layout of {plan:?}"));
                }
                FftOp::CopyToScratch { src, elems } => {
                    assert_eq!(*src, FftBuf::Input(0));
                    let ModelBuf::Complex(z) = &input else {
                        panic!("C2R input is complex")
                    };
                    scratch = ModelBuf::Complex(z[..*elems].to_vec());
                }
                FftOp::Launch { args, .. } => {
                    // The only kernel of an unhooked, unscaled step: the C2R input made
                    // Hermitian, in the scratch buffer.
                    assert_eq!(transform, ComplexToReal);
                    assert_eq!(args, &[FftBuf::Scratch]);
                    let ModelBuf::Complex(z) = &mut scratch else {
                        panic!("the C2R scratch is complex")
                    };
                    let run = crate::cuda::fft::runs(axes).pop().expect("a run");
                    make_hermitian(z, &desc.complex_shape(), &run, shape[shape.len() - 1]);
                }
            }
        }
        let mut want = Data::zeros(out_ty.dtype, out_len);
        FftPlan::new(&desc)
            .expect("plans")
            .run(BufRef::from(&input_data), BufMut::from(&mut want))
            .expect("runs");
        let want: Vec<Complex64> = match want {
            Data::C128(z) => z,
            Data::F64(x) => x.into_iter().map(|re| Complex64::new(re, 0.0)).collect(),
            _ => unreachable!("FFT outputs are f64 or c128 here"),
        };
        let got: Vec<Complex64> = match output {
            ModelBuf::Complex(z) => z,
            ModelBuf::Real(x) => x.into_iter().map(|re| Complex64::new(re, 0.0)).collect(),
        };
        let err = got
            .iter()
            .zip(&want)
            .map(|(a, b)| (a - b).norm())
            // NaN-propagating: `f64::max` would drop a NaN (what the model gives for an
            // input cuFFT leaves undefined).
            .fold(0.0, |m: f64, e| if e > m || e.is_nan() { e } else { m });
        assert!(
            err < 1e-9,
            "{transform:?} {shape:?} axes {axes:?}: error {err:e}"
        );
    }

    #[test]
    fn cufft_plans_match_the_cpu_fft_on_any_axes() {
        use FftTransform::*;
        check(Forward, &[3, 4, 5], &[1, 2]);
        check(Forward, &[3, 4, 5], &[0]);
        check(Inverse, &[3, 4, 5], &[1]);
        check(Forward, &[2, 3, 4, 5], &[0, 2]);
        check(Inverse, &[2, 3, 4, 5, 2], &[0, 1, 2, 3, 4]);
        check(RealToComplex, &[3, 4, 6], &[2]);
        check(RealToComplex, &[3, 4, 6], &[0, 1, 2]);
        check(RealToComplex, &[2, 3, 4, 6], &[0, 3]);
        check(ComplexToReal, &[3, 4, 6], &[2]);
        check(ComplexToReal, &[3, 4, 5], &[1, 2]);
        check(ComplexToReal, &[2, 3, 4, 6], &[0, 2, 3]);
    }
}
