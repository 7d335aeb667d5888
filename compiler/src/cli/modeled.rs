//! `fresnel bench --backend cuda-sim --profile`: the work cuda-sim records during one run on
//! device-resident inputs, priced by the GPU cost model (`fresnel_runtime::cuda::cost`), per
//! step and in total, beside the time of the cuFFT executions alone (the cuFFT bound).

use fresnel_ir::array::Array;
use fresnel_ir::Diagnostic;
use fresnel_runtime::cuda::cost::GpuModel;
use fresnel_runtime::cuda::{CudaExecutable, Record};
use std::io::Write;

/// What the model says of one run.
pub struct Modeled {
    pub device: &'static str,
    pub seconds: f64,
    pub cufft_bound: f64,
    pub launches: usize,
    /// The largest share of the total taken by one step that runs no FFT.
    pub worst_non_fft_share: f64,
}

/// Runs `exe` once on `inputs` (uploaded first, not priced), prints the modeled time of each
/// step on `err`, slowest first, and returns the totals.
pub fn profile(
    exe: &CudaExecutable,
    inputs: &[Array],
    model: &GpuModel,
    err: &mut dyn Write,
) -> Result<Modeled, Diagnostic> {
    let resident = inputs
        .iter()
        .map(|a| exe.upload(a))
        .collect::<Result<Vec<_>, _>>()?;
    let refs: Vec<_> = resident.iter().collect();
    let (_, records) = exe.run_recorded(&refs)?;
    let program = exe.program();
    struct Row {
        step: usize,
        seconds: f64,
        fft_seconds: f64,
        launches: usize,
        ffts: usize,
        bytes: u64,
    }
    let mut rows: Vec<Row> = records
        .iter()
        .enumerate()
        .map(|(step, recs)| {
            let mut row = Row {
                step,
                seconds: 0.0,
                fft_seconds: 0.0,
                launches: 0,
                ffts: 0,
                bytes: 0,
            };
            for r in recs {
                let t = model.seconds(r);
                row.seconds += t;
                match r {
                    Record::Fft { plan } => {
                        row.fft_seconds += t;
                        row.ffts += plan.repeat;
                    }
                    Record::Launch { read, written, .. } => {
                        row.launches += 1;
                        row.bytes += read + written;
                    }
                    Record::Gemm { .. } | Record::Copy { .. } => row.launches += 1,
                    Record::Transfer { .. } => {}
                }
            }
            row
        })
        .collect();
    let total: f64 = rows.iter().map(|r| r.seconds).sum();
    let cufft_bound: f64 = rows.iter().map(|r| r.fft_seconds).sum();
    let share = |t: f64| t / total.max(f64::MIN_POSITIVE);
    let worst_non_fft_share = rows
        .iter()
        .filter(|r| r.ffts == 0)
        .map(|r| share(r.seconds))
        .fold(0.0, f64::max);
    rows.sort_by(|a, b| b.seconds.total_cmp(&a.seconds));
    let _ = writeln!(
        err,
        "modeled on {} (docs/backends/cuda.md): step  kind          µs   share  launches  cuFFT  bytes moved  from",
        model.name
    );
    for r in &rows {
        let step = &program.steps[r.step];
        let _ = writeln!(
            err,
            "{:>4}  {:<11} {:>9.1}  {:>5.1}%  {:>8}  {:>5}  {:>11}  {}",
            r.step,
            step.kind.name(),
            r.seconds * 1e6,
            100.0 * share(r.seconds),
            r.launches,
            r.ffts,
            r.bytes,
            step.origin.op
        );
    }
    let launches: usize = rows.iter().map(|r| r.launches + r.ffts).sum();
    let _ = writeln!(
        err,
        "modeled total {:.1} µs, cuFFT bound {:.1} µs ({:.2}×), {launches} launches; largest \
         non-FFT step {:.1}% of the total",
        total * 1e6,
        cufft_bound * 1e6,
        total / cufft_bound.max(f64::MIN_POSITIVE),
        100.0 * worst_non_fft_share
    );
    Ok(Modeled {
        device: model.name,
        seconds: total,
        cufft_bound,
        launches,
        worst_non_fft_share,
    })
}
