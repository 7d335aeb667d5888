//! Pullbacks of `fft` over the trailing `length` dims (docs/design.md §4). N is the product of the
//! transformed lengths, n the last one, m = ⌊n/2⌋ + 1, bfft the unnormalised inverse DFT.
//!
//! | forward          | pullback                                                      |
//! |------------------|---------------------------------------------------------------|
//! | y = fft(x)       | x̄ = bfft(ȳ) = N · IFFT(ȳ)                                     |
//! | y = ifft(x)      | x̄ = FFT(ȳ) / N                                                |
//! | y = rfft(x)      | x̄ = Re(bfft(ȳ zero-padded from m to n along the last dim))    |
//! | y = irfft(c)     | c̄ = (w / N) ⊙ rfft(ȳ), w_k = 1 at k = 0 and (n even) k = n/2, else 2 |
//!
//! rfft is truncation ∘ full DFT ∘ (ℝ ↪ ℂ), so its adjoint is Re ∘ bfft ∘ zero-padding —
//! a full complex transform, never a C2R of non-Hermitian data. For irfft, the 1-D case
//! is y_j = (1/n) Σ_k w_k Re(c_k e^{2πijk/n}), whose adjoint is (w/n) ⊙ rfft(ȳ); the n-D
//! irfft is that after an IFFT over the leading transformed dims, whose adjoint FFT/N_lead
//! commutes with the mask, giving (w/N) ⊙ rfftn(ȳ).

use super::elementwise::Cts;
use super::emit::{Emit, R};
use fresnel_ir::array::{Array, Data};
use fresnel_ir::{DType, FftKind, Op, OpData, ValueId};
use num_complex::{Complex32, Complex64};

pub fn fft(e: &mut Emit, node: &OpData, kind: FftKind, length: &[usize], g: ValueId) -> R<Cts> {
    let x = node.operands[0];
    let n_total: usize = length.iter().product();
    let nf = n_total as f64;
    let ct = match kind {
        FftKind::Fft => {
            let r = e.fft(g, FftKind::Ifft, length.to_vec())?;
            e.scale(r, nf)?
        }
        FftKind::Ifft => {
            let r = e.fft(g, FftKind::Fft, length.to_vec())?;
            e.scale(r, 1.0 / nf)?
        }
        FftKind::Rfft => {
            let gt = e.ty(g);
            let rank = gt.rank();
            let n = *length.last().ok_or("fft without lengths")?;
            let m = gt.shape[rank - 1];
            let mut high = vec![0; rank];
            high[rank - 1] = (n - m) as i64;
            let padded = e.pad_zeros(g, vec![0; rank], high, vec![0; rank])?;
            let r = e.fft(padded, FftKind::Ifft, length.to_vec())?;
            let re = e.real(r)?;
            e.scale(re, nf)?
        }
        FftKind::Irfft => {
            let r = e.fft(g, FftKind::Rfft, length.to_vec())?;
            let n = *length.last().ok_or("fft without lengths")?;
            let w = hermitian_weights(e, e.ty(x).dtype, n, nf)?;
            let rt = e.ty(r);
            let wb = e.broadcast(w, vec![rt.rank() - 1], rt)?;
            e.mul(r, wb)?
        }
    };
    Ok(vec![Some(ct)])
}

/// The constant w_k / N (k < m) of the irfft pullback, as a complex vector of `dtype`.
fn hermitian_weights(e: &mut Emit, dtype: DType, n: usize, n_total: f64) -> R<ValueId> {
    let m = n / 2 + 1;
    let w: Vec<f64> = (0..m)
        .map(|k| {
            let single = k == 0 || (n.is_multiple_of(2) && k == n / 2);
            (if single { 1.0 } else { 2.0 }) / n_total
        })
        .collect();
    let data = match dtype {
        DType::C64 => Data::C64(w.iter().map(|&v| Complex32::new(v as f32, 0.0)).collect()),
        DType::C128 => Data::C128(w.iter().map(|&v| Complex64::new(v, 0.0)).collect()),
        other => return Err(format!("IRFFT operand must be complex, got {other}")),
    };
    let array = Array::new(vec![m], data).ok_or("weights: length mismatch")?;
    e.op(Op::Constant(array), vec![])
}

/// Every FFT kind is real-linear (rfft on real input, irfft reading only what a C2R reads),
/// so the tangent of an fft is the same fft of the tangent.
pub fn jvp_fft(e: &mut Emit, kind: FftKind, length: &[usize], dx: ValueId) -> R<Cts> {
    Ok(vec![Some(e.fft(dx, kind, length.to_vec())?)])
}
