//! Structure-aware fuzzing of everything after the parser. Each mutant is a program of the
//! corpus (`fresnel_tests::fuzz::corpus`) with one to three meaningful changes — an attribute's
//! integer, a type's shape or dtype, a list of dimension numbers, a comparison direction, an op
//! name, an operand (`fresnel_tests::fuzz::mutate`) — run through verify, print/parse, the
//! interpreter, the compile pipeline, CPU lowering and run, CUDA C rendering, vjp,
//! value_and_grad and jvp (`fresnel_tests::fuzz::stages`). A panic, a hang, a pass or AD
//! producing an invalid module, or a module that does not print back to itself fails the test.
//!
//! The test runs a fixed number of mutants from a fixed seed, so a failure reproduces. A
//! longer campaign runs out of tree with environment variables:
//!
//! * `FRESNEL_FUZZ_MUTANTS=N` — how many mutants (default [`DEFAULT_MUTANTS`]);
//! * `FRESNEL_FUZZ_SEED=S` — another sequence of mutants;
//! * `FRESNEL_FUZZ_FIRST=K` — start at mutant K (reproduce one failure with `MUTANTS=1`);
//! * `FRESNEL_FUZZ_OUT=DIR` — write every failing mutant to `DIR/fail-K.mlir`, and the mutant
//!   being checked to `DIR/current.mlir` (what was running if the process aborted);
//! * `FRESNEL_FUZZ_FILE=FILE` — check that one program instead (a saved failure);
//! * `FRESNEL_FUZZ_VERBOSE=1` — print why each rejected mutant was rejected (to tune the
//!   mutations).

use fresnel_tests::fuzz::corpus::{seeds, Seed};
use fresnel_tests::fuzz::mutate::mutate;
use fresnel_tests::fuzz::stages::{check, Outcome};
use fresnel_tests::fuzz::{limit_address_space, quietly, XorShift};
use fresnel_tests::isolated::in_own_process;
use std::path::PathBuf;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::mpsc;
use std::sync::Arc;
use std::thread;
use std::time::{Duration, Instant};

const DEFAULT_MUTANTS: usize = 6000;
const DEFAULT_SEED: u64 = 0x5EED_F00D_2026_1203;
/// Per mutant: none of the bounded stages takes more than a second or two in debug builds.
const MUTANT_DEADLINE: Duration = Duration::from_secs(60);

fn env<T: std::str::FromStr>(name: &str) -> Option<T> {
    std::env::var(name).ok().and_then(|v| v.parse().ok())
}

#[derive(Default)]
struct Stats {
    mutants: usize,
    parsed: usize,
    verified: usize,
    repaired: usize,
    interp_ok: usize,
    compiled: usize,
    cpu_ok: usize,
    vjp_ok: usize,
    jvp_ok: usize,
}

impl Stats {
    fn add(&mut self, o: &Outcome) {
        self.mutants += 1;
        self.parsed += o.parsed as usize;
        self.verified += o.verified as usize;
        self.repaired += o.repaired as usize;
        self.interp_ok += o.interp_ok as usize;
        self.compiled += o.compiled as usize;
        self.cpu_ok += o.cpu_ok as usize;
        self.vjp_ok += o.vjp_ok as usize;
        self.jvp_ok += o.jvp_ok as usize;
    }
}

/// One mutant: which seed program, the mutations, and the findings.
struct Failure {
    k: usize,
    seed: String,
    desc: Vec<String>,
    text: String,
    findings: Vec<String>,
}

fn report(f: &Failure) -> String {
    format!(
        "mutant {} of {} ({}):\n  {}",
        f.k,
        f.seed,
        f.desc.join("; "),
        f.findings.join("\n  ")
    )
}

fn save(dir: &Option<PathBuf>, name: &str, header: &str, text: &str) {
    if let Some(dir) = dir {
        let body: String = header.lines().map(|l| format!("// {l}\n")).collect();
        // Best effort: the campaign's record, not part of the verdict.
        let _ = std::fs::write(dir.join(name), format!("{body}{text}"));
    }
}

fn campaign(
    seeds: Vec<Seed>,
    seed: u64,
    first: usize,
    count: usize,
    out: Option<PathBuf>,
    progress: Arc<AtomicUsize>,
) -> (Stats, Vec<Failure>) {
    let mut stats = Stats::default();
    let mut failures = Vec::new();
    let verbose = std::env::var_os("FRESNEL_FUZZ_VERBOSE").is_some();
    for k in first..first + count {
        progress.store(k, Ordering::SeqCst);
        let mut rng = XorShift::for_item(seed, k as u64);
        let s = &seeds[rng.below(seeds.len())];
        let mutant = mutate(&s.text, &mut rng);
        let header = format!("mutant {k} of {}: {}", s.name, mutant.desc.join("; "));
        save(&out, "current.mlir", &header, &mutant.text);
        let outcome = check(&mutant.text, &mut rng);
        if verbose {
            if let Some(why) = &outcome.rejected {
                eprintln!("{k}: {}: {why}", mutant.desc.join("; "));
            }
            for e in &outcome.errors {
                eprintln!("{k}: {}: {e}", mutant.desc.join("; "));
            }
        }
        stats.add(&outcome);
        if !outcome.findings.is_empty() {
            let f = Failure {
                k,
                seed: s.name.clone(),
                desc: mutant.desc,
                text: mutant.text,
                findings: outcome
                    .findings
                    .iter()
                    .map(|f| format!("{} {}: {}", f.stage, f.kind, f.message))
                    .collect(),
            };
            save(&out, &format!("fail-{k}.mlir"), &report(&f), &f.text);
            failures.push(f);
        }
    }
    (stats, failures)
}

#[test]
fn mutated_programs_never_panic_past_the_parser() {
    // In a process of its own: the address-space cap below holds for the whole process.
    in_own_process(
        module_path!(),
        "mutated_programs_never_panic_past_the_parser",
        campaign_under_a_cap,
    );
}

fn campaign_under_a_cap() {
    // Reproducing a saved mutant: `FRESNEL_FUZZ_FILE=DIR/fail-K.mlir` checks that file alone,
    // with the default panic hook (which prints where a panic happened).
    if let Some(file) = env::<String>("FRESNEL_FUZZ_FILE") {
        let text = std::fs::read_to_string(&file).unwrap_or_else(|e| panic!("{file}: {e}"));
        let o = check(&text, &mut XorShift(1));
        println!("{o:#?}");
        return;
    }
    let seed = env("FRESNEL_FUZZ_SEED").unwrap_or(DEFAULT_SEED);
    let count = env("FRESNEL_FUZZ_MUTANTS").unwrap_or(DEFAULT_MUTANTS);
    let first = env("FRESNEL_FUZZ_FIRST").unwrap_or(0);
    let out: Option<PathBuf> = env::<String>("FRESNEL_FUZZ_OUT").map(PathBuf::from);
    // Mutants of sizes up to 2^31 elements verify and compile; the cap keeps whatever they
    // allocate well inside this shared machine's memory (see `limit_address_space`).
    limit_address_space(4 << 30);
    let corpus = seeds();
    assert!(
        corpus.len() > 500,
        "the corpus has {} programs",
        corpus.len()
    );

    let progress = Arc::new(AtomicUsize::new(first));
    let (tx, rx) = mpsc::channel();
    let worker_progress = progress.clone();
    thread::Builder::new()
        .stack_size(8 << 20)
        .spawn(move || {
            // Silence the messages of the panics we catch and report ourselves.
            let _ = tx.send(quietly(|| {
                campaign(corpus, seed, first, count, out, worker_progress)
            }));
        })
        .expect("spawning a thread cannot fail on a machine that runs tests");
    // Watchdog: a mutant that runs past the deadline is a hang.
    let (mut last, mut since) = (usize::MAX, Instant::now());
    let result = loop {
        match rx.recv_timeout(Duration::from_secs(1)) {
            Ok(r) => break r,
            Err(mpsc::RecvTimeoutError::Disconnected) => {
                panic!("the fuzzing thread died (a panic outside catch_unwind)");
            }
            Err(mpsc::RecvTimeoutError::Timeout) => {}
        }
        let now = progress.load(Ordering::SeqCst);
        if now != last {
            (last, since) = (now, Instant::now());
        } else if since.elapsed() > MUTANT_DEADLINE {
            panic!(
                "mutant {now} (seed {seed:#x}) hung: no result within {} s \
                 (rerun with FRESNEL_FUZZ_FIRST={now} FRESNEL_FUZZ_MUTANTS=1 FRESNEL_FUZZ_OUT=DIR)",
                MUTANT_DEADLINE.as_secs()
            );
        }
    };
    let (stats, failures) = result;
    println!(
        "{} mutants: {} parsed, {} verified ({} after their types were repaired), {} ran on the interpreter, {} compiled, {} ran on \
         the CPU, {} differentiated (vjp), {} linearized (jvp)",
        stats.mutants,
        stats.parsed,
        stats.verified,
        stats.repaired,
        stats.interp_ok,
        stats.compiled,
        stats.cpu_ok,
        stats.vjp_ok,
        stats.jvp_ok
    );
    let shown: Vec<String> = failures.iter().take(20).map(report).collect();
    assert!(
        failures.is_empty(),
        "{} of {} mutants broke an invariant:\n{}",
        failures.len(),
        stats.mutants,
        shown.join("\n")
    );
    // The mutations must reach the later stages, or this test checks little.
    if count >= DEFAULT_MUTANTS {
        assert!(stats.verified * 4 > stats.mutants, "too few mutants verify");
        assert!(
            stats.cpu_ok * 10 > stats.mutants,
            "too few mutants ran on the CPU"
        );
        assert!(
            stats.vjp_ok * 10 > stats.mutants,
            "too few mutants were differentiated"
        );
    }
}

/// The fuzzer's own starting programs must be valid programs, or their mutants would test
/// only the verifier.
#[test]
fn own_seeds_are_valid() {
    let own: Vec<Seed> = seeds()
        .into_iter()
        .filter(|s| s.name.starts_with("fuzz/"))
        .collect();
    assert!(own.len() >= 15, "{} own seeds", own.len());
    for s in own {
        let m =
            fresnel_ir::parse::parse_module(&s.text).unwrap_or_else(|d| panic!("{}: {d}", s.name));
        if let Err(ds) = fresnel_ir::verify::verify_module(&m) {
            panic!("{}: {}", s.name, ds[0]);
        }
        let mut rng = XorShift(7);
        let o = check(&s.text, &mut rng);
        assert!(o.findings.is_empty(), "{}: {:?}", s.name, o.findings);
        assert!(o.interp_ok, "{} does not run on the interpreter", s.name);
        assert!(o.cpu_ok, "{} does not run on the CPU", s.name);
    }
}

// ----- Regressions: minimal programs of the fuzzer's findings -----

/// Runs `m`'s entry on the interpreter and compiled for the CPU; both answers.
fn run_both(m: &fresnel_ir::Module, inputs: &[fresnel_ir::Array]) -> [Vec<f32>; 2] {
    let entry = m
        .entry()
        .expect("the test programs have an entry")
        .name
        .clone();
    let interp = fresnel_runtime::interp::Interpreter::new(m)
        .call(&entry, inputs)
        .unwrap_or_else(|d| panic!("interpreter: {d}"));
    let exe = fresnel::backend::compile_cpu(m).unwrap_or_else(|d| panic!("cpu compile: {d}"));
    let cpu = exe.run(inputs).unwrap_or_else(|d| panic!("cpu run: {d}"));
    let last = |r: Vec<fresnel_ir::Array>| {
        let a = r.last().expect("every test program returns a value");
        a.to_c128_vec().iter().map(|z| z.re as f32).collect()
    };
    [last(interp), last(cpu)]
}

/// A slice stride beyond the extent is valid StableHLO and selects one element (k=19995 of
/// seed 5: CPU lowering and jvp overflowed multiplying it, vjp emitted an invalid pad). The
/// value, its vjp and its jvp must be exact on the interpreter and the CPU; the expected
/// values index the input directly (row 1, columns 0, 3, 6). 2^62 is canonicalised by the
/// parser; 2^40 (a dimension the verifier still accepts) reaches every consumer as written.
#[test]
fn slice_with_a_huge_stride_is_exact() {
    for stride in ["4611686018427387904", "1099511627776", "6"] {
        slice_with_stride_is_exact(stride);
    }
}

fn slice_with_stride_is_exact(stride: &str) {
    let text = format!(
        "func.func @main(%x: tensor<5x7xf32>) -> tensor<1x3xf32> {{
  %0 = stablehlo.slice %x [1:5:{stride}, 0:7:3] : (tensor<5x7xf32>) -> tensor<1x3xf32>
  return %0 : tensor<1x3xf32>
}}"
    );
    let text = text.as_str();
    let mut rng = XorShift(11);
    let o = check(text, &mut rng);
    assert!(o.findings.is_empty(), "{:?}", o.findings);
    assert!(o.cpu_ok && o.vjp_ok && o.jvp_ok, "{o:?}");

    let m = fresnel_ir::parse::parse_module(text).expect("the program parses");
    let xs: Vec<f32> = (0..35).map(|i| i as f32 * 0.5 - 3.0).collect();
    let x = fresnel_ir::Array::from_f32([5, 7], xs.clone()).expect("35 values for 5x7");
    let picked = [7usize, 10, 13]; // flat indices of (1,0), (1,3), (1,6)
    let want: Vec<f32> = picked.iter().map(|&i| xs[i]).collect();
    for got in run_both(&m, std::slice::from_ref(&x)) {
        assert_eq!(got, want);
    }

    // vjp: x̄ is ȳ scattered back to the picked positions, zero elsewhere.
    let g = fresnel::ad::vjp(&m, &[0]).expect("slice has a vjp");
    fresnel_ir::verify::verify_module(&g).unwrap_or_else(|d| panic!("vjp: {}", d[0]));
    let ybar = fresnel_ir::Array::from_f32([1, 3], vec![2.0, -1.5, 4.0]).expect("3 values");
    let mut want = vec![0.0f32; 35];
    for (k, &i) in picked.iter().enumerate() {
        want[i] = [2.0, -1.5, 4.0][k];
    }
    for got in run_both(&g, &[x.clone(), ybar.clone()]) {
        assert_eq!(got, want);
    }

    // jvp: ẏ is ẋ at the picked positions.
    let j = fresnel::ad::jvp(&m, &[0]).expect("slice has a jvp");
    fresnel_ir::verify::verify_module(&j).unwrap_or_else(|d| panic!("jvp: {}", d[0]));
    let dx: Vec<f32> = (0..35).map(|i| (i * i) as f32).collect();
    let xdot = fresnel_ir::Array::from_f32([5, 7], dx.clone()).expect("35 values");
    let want: Vec<f32> = picked.iter().map(|&i| dx[i]).collect();
    for got in run_both(&j, &[x, xdot]) {
        assert_eq!(got, want);
    }
}

/// A `fori_loop` of 2^48 iterations (k=12712 of seed 5): storing every carry for the reverse
/// pass needs a tensor beyond the IR's element limit. Reverse AD must refuse it with an error
/// located at the loop, not emit a module the verifier rejects; with √n checkpointing the
/// stack fits and the result verifies.
#[test]
fn reverse_ad_of_a_2_48_trip_loop_is_a_located_error() {
    let text = "func.func @main(%x: tensor<3xf32>) -> tensor<3xf32> {
  %c0 = stablehlo.constant dense<0> : tensor<i64>
  %r:2 = stablehlo.while(%i = %c0, %v = %x) : tensor<i64>, tensor<3xf32>
  cond {
    %n = stablehlo.constant dense<281474976710656> : tensor<i64>
    %p = stablehlo.compare LT, %i, %n, SIGNED : (tensor<i64>, tensor<i64>) -> tensor<i1>
    stablehlo.return %p : tensor<i1>
  } do {
    %one = stablehlo.constant dense<1> : tensor<i64>
    %j = stablehlo.add %i, %one : tensor<i64>
    %w = stablehlo.sine %v : tensor<3xf32>
    stablehlo.return %j, %w : tensor<i64>, tensor<3xf32>
  }
  return %r#1 : tensor<3xf32>
}";
    let m = fresnel_ir::parse::parse_module(text).unwrap_or_else(|d| panic!("{d}"));
    fresnel_ir::verify::verify_module(&m).unwrap_or_else(|d| panic!("{}", d[0]));
    let err = fresnel::ad::vjp(&m, &[0]).expect_err("a 2^48-carry tape must be refused");
    let msg = err.to_string();
    assert!(
        msg.contains("stablehlo.while at") && msg.contains("281474976710656 iterations"),
        "{msg}"
    );
    assert!(!msg.contains('\n'), "one paragraph: {msg}");

    let sqrt = fresnel::ad::AdOptions {
        checkpoint: fresnel::ad::Checkpoint::Sqrt,
        ..Default::default()
    };
    let g = fresnel::ad::vjp_with(&m, &[0], &sqrt).unwrap_or_else(|d| panic!("sqrt: {d}"));
    fresnel_ir::verify::verify_module(&g).unwrap_or_else(|d| panic!("sqrt vjp: {}", d[0]));
}
