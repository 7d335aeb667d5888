//! FFT steps for cuFFT: the transform as a list of `cufftPlanMany` calls in the advanced data
//! layout, and the fused prologue, epilogue and scaling as CUDA kernels around them.
//!
//! Transformed axes are grouped into runs of adjacent axes of at most three (cuFFT's largest
//! rank). A run followed by untransformed axes is batched with `istride` = the inner size and
//! `idist` = 1 over the inner positions, and repeated over the outer positions; a trailing run
//! is one plan batched over everything before it. Real transforms put the run holding the last
//! axis through R2C (first) or C2R (last) and the other runs through C2C. cuFFT's C2R
//! overwrites its input, so it always reads a scratch copy.

use super::elementwise::{add_elementwise_named, param_load};
use super::scalar::literal;
use super::{KernelInfo, Launch, ModuleBuilder, Param};
use crate::error::{kernel_err, KernelResult};
use crate::fft::{FftDesc, FftTransform, FusedFftDesc};
use fresnel_ir::{DType, Scalar};
use std::fmt::Write;

/// `cufftType`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub enum CufftType {
    C2C,
    Z2Z,
    R2C,
    D2Z,
    C2R,
    Z2D,
}

/// One `cufftPlanMany` (sizes in elements of the respective side), executed `repeat` times on
/// the buffers advanced by `k · in_repeat_dist` and `k · out_repeat_dist` elements.
#[derive(Clone, Debug, PartialEq, serde::Serialize, serde::Deserialize)]
pub struct CufftPlan {
    pub ty: CufftType,
    /// `CUFFT_FORWARD` (-1) or `CUFFT_INVERSE` (1); cuFFT ignores it for R2C and C2R.
    pub direction: i32,
    pub n: Vec<usize>,
    pub inembed: Vec<usize>,
    pub istride: usize,
    pub idist: usize,
    pub onembed: Vec<usize>,
    pub ostride: usize,
    pub odist: usize,
    pub batch: usize,
    pub repeat: usize,
    pub in_repeat_dist: usize,
    pub out_repeat_dist: usize,
}

/// A buffer an FFT operation touches: the step's inputs and outputs by position, or the
/// step's scratch buffer ([`FftCall::scratch`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum FftBuf {
    Input(usize),
    Output(usize),
    Scratch,
}

/// One operation of an FFT step, run in order on one stream.
#[derive(Clone, Debug, PartialEq)]
pub enum FftOp {
    /// Launch kernel `kernel` of the module with these buffers as its parameters.
    Launch { kernel: usize, args: Vec<FftBuf> },
    /// Execute a plan from `src` to `dst` (the same buffer: in place).
    Exec {
        plan: CufftPlan,
        src: FftBuf,
        dst: FftBuf,
    },
    /// Copy `elems` elements of the step's complex dtype from `src` into the scratch buffer.
    CopyToScratch { src: FftBuf, elems: usize },
}

/// A rendered FFT step.
#[derive(Clone, Debug, PartialEq)]
pub struct FftCall {
    pub ops: Vec<FftOp>,
    /// The scratch buffer the ops need: dtype and element count.
    pub scratch: Option<(DType, usize)>,
}

/// The runs of `axes` (each ascending, at most three axes).
pub(crate) fn runs(axes: &[usize]) -> Vec<Vec<usize>> {
    let mut sorted = axes.to_vec();
    sorted.sort_unstable();
    let mut runs: Vec<Vec<usize>> = Vec::new();
    for a in sorted {
        match runs.last_mut() {
            Some(r) if r.last() == Some(&(a - 1)) && r.len() < 3 => r.push(a),
            _ => runs.push(vec![a]),
        }
    }
    runs
}

/// The layout of a run of axes `run` of a row-major buffer of `shape`, same on both sides.
fn c2c_plan(shape: &[usize], run: &[usize], ty: CufftType, direction: i32) -> CufftPlan {
    let (first, last) = (run[0], run[run.len() - 1]);
    let n: Vec<usize> = shape[first..=last].to_vec();
    let size: usize = n.iter().product();
    let inner: usize = shape[last + 1..].iter().product();
    let outer: usize = shape[..first].iter().product();
    // cuFFT's advanced layout has one batch stride, so the outer and inner positions cannot
    // both be batched: batch the larger set, execute the plan once per position of the
    // smaller (once in all when the run is leading or trailing).
    let (stride, dist, batch, repeat, repeat_dist) = if inner == 1 {
        (1, size, outer, 1, 0)
    } else if inner >= outer {
        (inner, 1, inner, outer, size * inner)
    } else {
        (inner, size * inner, outer, inner, 1)
    };
    CufftPlan {
        ty,
        direction,
        inembed: n.clone(),
        onembed: n.clone(),
        n,
        istride: stride,
        idist: dist,
        ostride: stride,
        odist: dist,
        batch,
        repeat,
        in_repeat_dist: repeat_dist,
        out_repeat_dist: repeat_dist,
    }
}

/// The real-to-complex or complex-to-real plan of the trailing run `run` of real `shape`.
fn real_plan(shape: &[usize], run: &[usize], ty: CufftType) -> CufftPlan {
    let n: Vec<usize> = shape[run[0]..].to_vec();
    let mut half = n.clone();
    if let Some(l) = half.last_mut() {
        *l = *l / 2 + 1;
    }
    let (real, complex) = (n.iter().product(), half.iter().product());
    let to_complex = matches!(ty, CufftType::R2C | CufftType::D2Z);
    let ((inembed, idist), (onembed, odist)) = if to_complex {
        ((n.clone(), real), (half, complex))
    } else {
        ((half, complex), (n.clone(), real))
    };
    CufftPlan {
        ty,
        direction: if to_complex { -1 } else { 1 },
        n,
        inembed,
        istride: 1,
        idist,
        onembed,
        ostride: 1,
        odist,
        batch: shape[..run[0]].iter().product(),
        repeat: 1,
        in_repeat_dist: 0,
        out_repeat_dist: 0,
    }
}

/// The plans of `fft` from `src` to `dst` (complex side scratch for C2R: see the module doc),
/// with the kernel that makes a C2R's input Hermitian.
fn transform_ops(
    module: &mut ModuleBuilder,
    fft: &FftDesc,
    src: FftBuf,
    dst: FftBuf,
) -> Vec<FftOp> {
    let double = fft.dtype == DType::C128;
    let c2c = if double {
        CufftType::Z2Z
    } else {
        CufftType::C2C
    };
    let cshape = fft.complex_shape();
    let mut all = runs(&fft.axes);
    let mut ops = Vec::new();
    let mut chain = |plans: Vec<CufftPlan>, mut from: FftBuf, to: FftBuf| {
        for plan in plans {
            ops.push(FftOp::Exec {
                plan,
                src: from,
                dst: to,
            });
            from = to;
        }
    };
    match fft.transform {
        FftTransform::Forward | FftTransform::Inverse => {
            let dir = if fft.transform == FftTransform::Forward {
                -1
            } else {
                1
            };
            let plans = all.iter().map(|r| c2c_plan(&cshape, r, c2c, dir)).collect();
            chain(plans, src, dst);
        }
        FftTransform::RealToComplex => {
            // `validate` guarantees the last axis is transformed: the last run holds it.
            let last = all.pop().unwrap_or_default();
            let ty = if double {
                CufftType::D2Z
            } else {
                CufftType::R2C
            };
            let mut plans = vec![real_plan(&fft.shape, &last, ty)];
            plans.extend(all.iter().map(|r| c2c_plan(&cshape, r, c2c, -1)));
            chain(plans, src, dst);
        }
        FftTransform::ComplexToReal => {
            let last = all.pop().unwrap_or_default();
            let ty = if double {
                CufftType::Z2D
            } else {
                CufftType::C2R
            };
            let plans: Vec<CufftPlan> = all.iter().map(|r| c2c_plan(&cshape, r, c2c, 1)).collect();
            if plans.is_empty() {
                ops.push(FftOp::CopyToScratch {
                    src,
                    elems: cshape.iter().product(),
                });
            } else {
                chain(plans, src, FftBuf::Scratch);
            }
            let kernel = add_hermitian(
                module,
                fft.dtype,
                &cshape,
                &last,
                fft.shape[cshape.len() - 1],
            );
            ops.push(FftOp::Launch {
                kernel,
                args: vec![FftBuf::Scratch],
            });
            ops.push(FftOp::Exec {
                plan: real_plan(&fft.shape, &last, ty),
                src: FftBuf::Scratch,
                dst,
            });
        }
    }
    ops
}

/// A kernel making the C2R input of run `run` (the last run of complex `cshape`, whose last
/// axis has real length `n`) Hermitian in place, as cuFFT requires (its result is undefined
/// otherwise): the columns at frequency 0 and, for even `n`, `n/2` of the last axis are
/// replaced by their Hermitian parts along the run's other axes, `(X[k] + conj(X[−k])) / 2`.
/// That is what NumPy's `irfftn` computes from any input — an inverse transform over the
/// other axes, then the real part of those columns — so results match it (and the
/// interpreter) for every input. One thread per pair `(k, −k)`, so no two write one element.
fn add_hermitian(
    module: &mut ModuleBuilder,
    dtype: DType,
    cshape: &[usize],
    run: &[usize],
    n: usize,
) -> usize {
    let rank = cshape.len();
    let h = cshape[rank - 1];
    let lead = &cshape[run[0]..rank - 1];
    let m: usize = lead.iter().product();
    let batch: usize = cshape[..run[0]].iter().product();
    let cols: usize = if n.is_multiple_of(2) && n >= 2 { 2 } else { 1 };
    let items = batch * m * cols;
    let half = literal(Scalar::from_f64(dtype.real_part(), 0.5));
    let ty = super::scalar::c_type(dtype);
    let mut body = String::new();
    let _ = writeln!(body, "  FR_FOR_EACH(t, {items}ll) {{");
    let _ = writeln!(
        body,
        "    const long long col = t % {cols}ll == 0 ? 0ll : {}ll;\n    \
         const long long m = (t / {cols}ll) % {m}ll, b = t / {cols}ll / {m}ll;",
        n / 2
    );
    // The mirrored multi-index of `m` over the run's leading axes.
    let _ = writeln!(body, "    long long rest = m, mirror = 0, stride = 1;");
    for &d in lead.iter().rev() {
        let _ = writeln!(
            body,
            "    {{ const long long i = rest % {d}ll; rest /= {d}ll; \
             mirror += ((({d}ll - i) % {d}ll)) * stride; stride *= {d}ll; }}"
        );
    }
    let _ = writeln!(
        body,
        "    if (mirror < m) continue;\n    \
         const long long i = (b * {m}ll + m) * {h}ll + col, j = (b * {m}ll + mirror) * {h}ll + col;\n    \
         const {ty} a = p0[i], c = p0[j];\n    \
         const {ty} s = {{(a.re + c.re) * {half}, (a.im - c.im) * {half}}};\n    \
         p0[i] = s;\n    p0[j] = {ty}{{s.re, -s.im}};\n  }}"
    );
    let info = KernelInfo {
        block_sync: false,
        name: module.fresh_name("fft_hermitian"),
        params: vec![Param {
            dtype,
            output: true,
        }],
        launch: Launch::for_items(items),
        flops: 4 * items as u64,
    };
    module.push(info, &body)
}

/// A kernel multiplying the `n` elements of its one parameter by `scale` in place.
fn add_scale(module: &mut ModuleBuilder, dtype: DType, n: usize, scale: f64) -> usize {
    let s = literal(Scalar::from_f64(dtype.real_part(), scale));
    let op = if dtype.is_complex() {
        "fr_scale"
    } else {
        "fr_mul"
    };
    let body = format!("  FR_FOR_EACH(i, {n}ll) {{\n    p0[i] = {op}(p0[i], {s});\n  }}\n");
    let info = KernelInfo {
        block_sync: false,
        name: module.fresh_name("fft_scale"),
        params: vec![Param {
            dtype,
            output: true,
        }],
        launch: Launch::for_items(n),
        flops: if dtype.is_complex() { 2 } else { 1 } * n as u64,
    };
    module.push(info, &body)
}

/// Adds the kernels of `desc` to `module` and returns the step's operations. The step's
/// buffers are as in the CPU program: the prologue's inputs (or the transform's input), then
/// the epilogue's inputs after its first; the epilogue's outputs (or the transform's output).
pub fn add_fft(module: &mut ModuleBuilder, desc: &FusedFftDesc) -> KernelResult<FftCall> {
    let fft = &desc.fft;
    fft.validate()?;
    let hooked = desc.prologue.is_some() || desc.epilogue.is_some();
    if hooked && !matches!(fft.transform, FftTransform::Forward | FftTransform::Inverse) {
        return kernel_err!("fft", "fused hooks need a complex transform");
    }
    let in_len: usize = fft.input_type().num_elements();
    let out_len: usize = fft.output_type().num_elements();
    let mut ops = Vec::new();
    let mut scratch = None;
    // The transform is linear: a scale is applied where a kernel runs anyway — the
    // epilogue's loads, else the prologue's stores — rather than in a pass of its own.
    let scale = fft
        .scale
        .map(|s| literal(Scalar::from_f64(fft.dtype.real_part(), s)));
    let scale_in_prologue = desc.epilogue.is_none() && desc.prologue.is_some();
    let src = match &desc.prologue {
        None => FftBuf::Input(0),
        Some(p) => {
            let name = module.fresh_name("fft_prologue");
            let prologue_scale = scale.as_deref().filter(|_| scale_in_prologue);
            let kernel = add_elementwise_named(module, &name, p, &param_load(0), prologue_scale)?;
            let mut args: Vec<FftBuf> = (0..p.inputs.len()).map(FftBuf::Input).collect();
            args.push(FftBuf::Scratch);
            ops.push(FftOp::Launch { kernel, args });
            scratch = Some((fft.dtype, in_len));
            FftBuf::Scratch
        }
    };
    let dst = if desc.epilogue.is_some() {
        scratch = Some((fft.dtype, in_len.max(out_len)));
        FftBuf::Scratch
    } else {
        FftBuf::Output(0)
    };
    if fft.transform == FftTransform::ComplexToReal {
        scratch = Some((fft.dtype, in_len));
    }
    ops.extend(transform_ops(module, fft, src, dst));
    match &desc.epilogue {
        None => {
            if let (Some(s), false) = (fft.scale, scale_in_prologue) {
                let kernel = add_scale(module, fft.output_type().dtype, out_len, s);
                ops.push(FftOp::Launch {
                    kernel,
                    args: vec![FftBuf::Output(0)],
                });
            }
        }
        Some(e) => {
            // The epilogue's input 0 is the transformed values, scaled on the way in.
            let first_extra = desc.prologue.as_ref().map_or(1, |p| p.inputs.len());
            let load = |k: u32, offset: &str| match (&scale, k) {
                (Some(s), 0) => format!("fr_scale(p0[{offset}], {s})"),
                _ => format!("p{k}[{offset}]"),
            };
            let name = module.fresh_name("fft_epilogue");
            let kernel = add_elementwise_named(module, &name, e, &load, None)?;
            let mut args = vec![FftBuf::Scratch];
            args.extend((1..e.inputs.len()).map(|k| FftBuf::Input(first_extra + k - 1)));
            args.extend((0..e.outputs.len()).map(FftBuf::Output));
            ops.push(FftOp::Launch { kernel, args });
        }
    }
    Ok(FftCall { ops, scratch })
}
