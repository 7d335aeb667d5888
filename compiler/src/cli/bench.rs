//! `fresnel bench PROGRAM|ARTIFACT [--grad-wrt I[,J...]] [--input FILE.npy]... [--repeat N] [--backend …]
//! [--out DIR]`: compile once, run once to warm up (its results go to `DIR` when given, so a
//! benchmark can check what it timed), then time `N` runs; print one JSON line (docs/design.md §7).

use super::args::{indices, Backend, BenchArgs};
use super::error::CliError;
use super::outputs::write_results;
use super::{program, run, transform};
use crate::backend::{compile, Executable};
use fresnel_ir::array::Array;
use fresnel_runtime::interp::Interpreter;
use std::io::Write;
use std::time::{Duration, Instant};

/// What is timed: a compiled executable (from the program or an artifact) or the interpreter.
/// One per benchmark, so the variants' sizes do not matter.
#[allow(clippy::large_enum_variant)]
enum Runner {
    Compiled(Executable),
    Interp(fresnel_ir::Module),
}

pub fn bench(args: &BenchArgs, out: &mut dyn Write) -> Result<(), CliError> {
    if args.repeat == 0 {
        return Err(CliError::new("--repeat must be at least 1"));
    }
    let file = args.prog.file();
    let grad_wrt = indices(&args.grad_wrt, "--grad-wrt")?;
    // compile_s = parse + AD + passes + codegen (for an artifact: loading and checking it);
    // reading the inputs is not compilation.
    let start = Instant::now();
    let runner = if program::is_artifact(&args.prog.path) {
        if !grad_wrt.is_empty() {
            return Err(CliError::new(format!(
                "{file}: --grad-wrt needs the program's IR text; this is a compiled artifact \
                 (compile the gradient into one with `fresnel compile --grad-wrt`)"
            )));
        }
        Runner::Compiled(program::load_artifact(
            &args.prog.path,
            args.backend,
            args.codegen,
        )?)
    } else {
        let module = program::load(&args.prog.path, &args.prog.inputs)?;
        let module = transform::transform(
            &module,
            &file,
            &grad_wrt,
            &args.ad.options(),
            &mut |_, _| {},
        )?;
        if args.backend == Backend::Cuda {
            super::cuda::check_available()?;
        }
        match args.backend.compiled(&args.pjrt, args.codegen)? {
            None => Runner::Interp(fresnel_ir::narrow::widened(&module).into_owned()),
            Some(backend) => Runner::Compiled(
                compile(&module, backend)
                    .map_err(|d| CliError::new(d.in_file(&file).to_string()))?,
            ),
        }
    };
    let (entry_name, params) = match &runner {
        Runner::Compiled(exe) => (exe.signature().name.clone(), exe.signature().inputs.clone()),
        Runner::Interp(module) => {
            let entry = module.entry().ok_or_else(|| {
                CliError::new(format!(
                    "{file}: no entry function: the module has no @main"
                ))
            })?;
            (entry.name.clone(), entry.param_types())
        }
    };
    let cpu = match &runner {
        Runner::Compiled(exe) => Some(exe),
        Runner::Interp(_) => None,
    };
    let compile = start.elapsed();
    let inputs = run::load_inputs(&args.prog.path, &entry_name, &params, &args.prog.inputs)?;
    let run_once = |inputs: &[Array]| -> Result<(Duration, Vec<Array>), CliError> {
        let t = Instant::now();
        let located = |d: fresnel_ir::Diagnostic| CliError::new(d.in_file(&file).to_string());
        let results = match &runner {
            Runner::Compiled(exe) => exe.run(inputs).map_err(located)?,
            Runner::Interp(module) => Interpreter::new(module)
                .call(&entry_name, inputs)
                .map_err(located)?,
        };
        Ok((t.elapsed(), results))
    };
    // Warm-up (first-touch page faults, caches); its results are the ones written.
    let (_, results) = run_once(&inputs)?;
    if let Some(dir) = &args.out {
        write_results(dir, &results, |_| Ok(()))?;
    }
    drop(results);
    let mut times: Vec<f64> = Vec::with_capacity(args.repeat);
    for _ in 0..args.repeat {
        times.push(run_once(&inputs)?.0.as_secs_f64());
    }
    times.sort_by(f64::total_cmp);
    if let (true, Some(exe)) = (args.profile, &cpu) {
        profile(exe, &inputs, args.repeat)
            .map_err(|d| CliError::new(d.in_file(&file).to_string()))?;
    }
    // cuda-sim has no clock of its own: its profile is the cost model's.
    let modeled = match (
        args.profile,
        args.backend,
        cpu.and_then(Executable::as_cuda),
    ) {
        (true, Backend::CudaSim, Some(exe)) => Some(
            super::modeled::profile(
                exe,
                &inputs,
                &fresnel_runtime::cuda::cost::H100,
                &mut std::io::stderr().lock(),
            )
            .map_err(|d| CliError::new(d.in_file(&file).to_string()))?,
        ),
        _ => None,
    };
    let modeled = match modeled {
        Some(m) => format!(
            ", \"modeled_device\": {:?}, \"modeled_s\": {:.9}, \"modeled_cufft_bound_s\": {:.9}, \"modeled_launches\": {}, \"modeled_worst_non_fft_share\": {:.4}",
            m.device, m.seconds, m.cufft_bound, m.launches, m.worst_non_fft_share
        ),
        None => String::new(),
    };
    let device = match cpu.and_then(Executable::as_cuda) {
        Some(exe) => device_times(exe, &inputs, args.repeat)
            .map_err(|d| CliError::new(d.in_file(&file).to_string()))?,
        None => None,
    };
    let (gpu_min, gpu_median) = match device {
        Some(t) => (format!("{:.6}", t[0]), format!("{:.6}", t[t.len() / 2])),
        None => ("null".to_string(), "null".to_string()),
    };
    let rss = peak_rss_bytes().map_or("null".to_string(), |b| b.to_string());
    writeln!(
        out,
        "{{\"program\": {:?}, \"backend\": \"{}\", \"codegen\": \"{}\", \"compile_s\": {:.6}, \"run_min_s\": {:.6}, \"run_median_s\": {:.6}, \"device_min_s\": {gpu_min}, \"device_median_s\": {gpu_median}, \"repeat\": {}, \"peak_rss_bytes\": {rss}{modeled}}}",
        file,
        args.backend.name(),
        args.codegen.name(),
        compile.as_secs_f64(),
        times[0],
        times[times.len() / 2],
        args.repeat,
    )
    .map_err(|e| CliError::new(format!("cannot write to stdout: {e}")))
}

/// Device seconds (CUDA events) of `repeat` runs on inputs already on the device, sorted;
/// `None` where the device has no clock (cuda-sim).
fn device_times(
    exe: &fresnel_runtime::cuda::CudaExecutable,
    inputs: &[Array],
    repeat: usize,
) -> Result<Option<Vec<f64>>, fresnel_ir::Diagnostic> {
    let resident = inputs
        .iter()
        .map(|a| exe.upload(a))
        .collect::<Result<Vec<_>, _>>()?;
    let refs: Vec<_> = resident.iter().collect();
    let mut times = Vec::with_capacity(repeat);
    for _ in 0..repeat {
        match exe.device_seconds(&refs)? {
            Some(t) => times.push(t),
            None => return Ok(None),
        }
    }
    times.sort_by(f64::total_cmp);
    Ok(Some(times))
}

/// Per-step medians over `repeat` runs, slowest first, on stderr (stdout keeps the one JSON
/// line): where the time of a compiled program goes.
fn profile(
    exe: &Executable,
    inputs: &[Array],
    repeat: usize,
) -> Result<(), fresnel_ir::Diagnostic> {
    let Some(program) = exe.program() else {
        eprintln!("--profile: no steps to show; XLA compiled the program as one executable");
        return Ok(());
    };
    let mut per_step: Vec<Vec<f64>> = vec![Vec::new(); program.steps.len()];
    for _ in 0..repeat {
        let (_, times) = exe.run_timed(inputs)?;
        for (acc, t) in per_step.iter_mut().zip(times) {
            acc.push(t);
        }
    }
    let mut rows: Vec<(f64, usize)> = per_step
        .iter_mut()
        .enumerate()
        .map(|(i, ts)| {
            ts.sort_by(f64::total_cmp);
            (ts.get(ts.len() / 2).copied().unwrap_or(0.0), i)
        })
        .collect();
    rows.sort_by(|a, b| b.0.total_cmp(&a.0));
    let total: f64 = rows.iter().map(|r| r.0).sum();
    let mut err = std::io::stderr().lock();
    // On a GPU, a step without device code runs on the host: say which, and why.
    let fallbacks: Vec<(String, &str)> = exe
        .as_cuda()
        .map(|c| c.cuda_program().fallbacks())
        .unwrap_or_default();
    for (i, why) in &fallbacks {
        let _ = writeln!(err, "host fallback: step {i}: {why}");
    }
    let _ = writeln!(err, "step  kind          ms   share  output bytes  from");
    for (t, i) in rows {
        let step = &program.steps[i];
        // A fallback inside a nested program (path `i/body/k`) is flagged on its step too.
        let inside = format!("{i}/");
        let host = if fallbacks
            .iter()
            .any(|(s, _)| *s == i.to_string() || s.starts_with(&inside))
        {
            " (HOST FALLBACK)"
        } else {
            ""
        };
        let bytes: usize = step
            .outputs
            .iter()
            .map(|b| program.buffers[b.index()].size_bytes())
            .sum();
        let at = step
            .origin
            .loc
            .map(|l| format!(" at {l}"))
            .unwrap_or_default();
        let _ = writeln!(
            err,
            "{i:>4}  {:<11} {:>7.3}  {:>5.1}%  {bytes:>12}  {}{at}{host}",
            step.kind.name(),
            t * 1e3,
            100.0 * t / total.max(f64::MIN_POSITIVE),
            step.origin.op
        );
    }
    let _ = writeln!(
        err,
        "total {:.3} ms over {} steps; planned peak {} bytes",
        total * 1e3,
        program.steps.len(),
        program.planned_peak_bytes()
    );
    Ok(())
}

/// The process's peak resident set (Linux `VmHWM`); `None` where /proc is not available.
fn peak_rss_bytes() -> Option<u64> {
    let status = std::fs::read_to_string("/proc/self/status").ok()?;
    let line = status.lines().find(|l| l.starts_with("VmHWM:"))?;
    let kib: u64 = line.split_whitespace().nth(1)?.parse().ok()?;
    Some(kib * 1024)
}
