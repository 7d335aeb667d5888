//! Hostile files around the programs: `.npy` inputs and saved artifacts, mutated with fixed
//! seeds. Reading must give an array or an error, never a panic, an abort or an allocation
//! the file's size does not justify (the process runs under an address-space cap, so a
//! reservation of gigabytes fails the test); a damaged artifact whose checksum was recomputed
//! (what a hostile writer does) must load as a consistent program or be refused, and what
//! loads must run or fail cleanly.
//!
//! The byte-level checks of each format (every flipped byte caught by the CRC, every
//! truncation, named dtypes, Fortran order) live beside the readers in `fresnel-runtime`;
//! these go further: damage that passes the checksum, and headers that lie.

use fresnel::backend::Backend;
use fresnel_ir::parse::parse_module;
use fresnel_ir::types::{DType, TensorType};
use fresnel_ir::Array;
use fresnel_runtime::artifact::{cpu_artifact_bytes, Artifact, HEADER_LEN};
use fresnel_runtime::npy::{read_npy_bytes, write_npy_to};
use fresnel_tests::fuzz::stages::random_array;
use fresnel_tests::fuzz::{
    limit_address_space, panic_message, quietly, run_with_deadline, XorShift,
};
use fresnel_tests::isolated::in_own_process;
use std::panic::{catch_unwind, AssertUnwindSafe};
use std::path::Path;
use std::time::Duration;

const DEADLINE: Duration = Duration::from_secs(300);

/// Runs `f`, returning the panic message if it panicked.
fn panics(f: impl FnOnce()) -> Option<String> {
    catch_unwind(AssertUnwindSafe(f))
        .err()
        .map(|p| panic_message(&*p))
}

/// Runs the test `test`'s `work` in a process of its own under the address-space cap, on a
/// watchdog thread with its panic messages silenced (the panics it catches are reported by
/// the test).
fn fuzz(test: &str, what: &'static str, work: impl FnOnce() -> Vec<String> + Send + 'static) {
    in_own_process(module_path!(), test, move || {
        limit_address_space(4 << 30);
        let failures = run_with_deadline(DEADLINE, what, move || quietly(work));
        assert!(
            failures.is_empty(),
            "{what}: {} failures:\n{}",
            failures.len(),
            failures[..failures.len().min(20)].join("\n")
        );
    });
}

// ----- .npy -----

fn npy_bytes(a: &Array) -> Vec<u8> {
    let mut out = Vec::new();
    write_npy_to(&mut out, a).expect("writing to memory cannot fail");
    out
}

/// A `.npy` file with header dictionary `dict` (padded as NumPy pads it) and `data`.
fn npy_with_dict(version: u8, dict: &str, data: &[u8]) -> Vec<u8> {
    let len_field = if version == 1 { 2 } else { 4 };
    let prefix = 8 + len_field;
    let header_len = (prefix + dict.len() + 1).div_ceil(64) * 64 - prefix;
    let mut out = b"\x93NUMPY".to_vec();
    out.extend([version, 0]);
    if version == 1 {
        out.extend((header_len as u16).to_le_bytes());
    } else {
        out.extend((header_len as u32).to_le_bytes());
    }
    out.extend(dict.as_bytes());
    out.resize(prefix + header_len - 1, b' ');
    out.push(b'\n');
    out.extend(data);
    out
}

const DESCRS: &[&str] = &[
    "'<f4'",
    "'>f8'",
    "'|b1'",
    "'<i8'",
    "'>u2'",
    "'<c16'",
    "'>c8'",
    "'|O'",
    "'<U8'",
    "'|S4'",
    "'|V16'",
    "'<f2'",
    "'<m8[s]'",
    "'<M8[D]'",
    "'<f16'",
    "'<i0'",
    "'<c4'",
    "'|u1'",
    "[('a', '<f4'), ('b', '<i4')]",
    "[('a', '<f4', (2,))]",
    "('<f4', (2, 2))",
    "''",
    "'xyz'",
    "3",
    "None",
];

const SHAPES: &[&str] = &[
    "()",
    "(0,)",
    "(3,)",
    "(2, 3)",
    "(2, 0, 5)",
    "(4611686018427387904,)",
    "(4294967296, 4294967296)",
    "(-1,)",
    "(1, -3)",
    "(18446744073709551616,)",
    "(99999999999999999999999999,)",
    "(1.5,)",
    "('a',)",
    "[2, 3]",
    "(2,3,4,5,6,7,8,9,10,11)",
    "(1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1)",
    "3",
    "(",
];

const ORDERS: &[&str] = &["False", "True", "0", "1", "'C'", "None"];

/// A random header: each field drawn from the lists above, sometimes missing, repeated or
/// followed by an unknown key.
fn hostile_dict(rng: &mut XorShift) -> String {
    let descr = format!("'descr': {}", rng.pick(DESCRS));
    let order = format!("'fortran_order': {}", rng.pick(ORDERS));
    let shape = format!("'shape': {}", rng.pick(SHAPES));
    let mut fields = vec![descr, order, shape];
    match rng.below(6) {
        0 => {
            fields.remove(rng.below(3));
        }
        1 => fields.push("'extra': 1".into()),
        2 => {
            let k = rng.below(3);
            fields.push(fields[k].clone());
        }
        _ => {}
    }
    if rng.one_in(4) {
        let (a, b) = (rng.below(fields.len()), rng.below(fields.len()));
        fields.swap(a, b);
    }
    format!("{{{}, }}", fields.join(", "))
}

#[test]
fn hostile_npy_headers_are_errors() {
    fuzz(
        "hostile_npy_headers_are_errors",
        "hostile .npy headers",
        || {
            let mut failures = Vec::new();
            let mut ok = 0;
            for k in 0..4000u64 {
                let mut rng = XorShift::for_item(0x4E50, k);
                let dict = hostile_dict(&mut rng);
                let data_len = *rng.pick(&[0usize, 1, 7, 8, 24, 48, 200]);
                let data: Vec<u8> = (0..data_len).map(|_| rng.next() as u8).collect();
                let version = *rng.pick(&[1u8, 2, 3]);
                let bytes = npy_with_dict(version, &dict, &data);
                let mut result = None;
                if let Some(msg) =
                    panics(|| result = Some(read_npy_bytes(&bytes, Path::new("x.npy"))))
                {
                    failures.push(format!("{dict} + {data_len} bytes: panicked: {msg}"));
                }
                if let Some(Ok(a)) = result {
                    ok += 1;
                    // What reads must be a consistent array.
                    if Array::new(a.shape.clone(), a.data.clone()).is_none() {
                        failures.push(format!("{dict}: inconsistent array {:?}", a.shape));
                    }
                }
            }
            // Some headers are valid (and their data long enough): the reader is really reached.
            if ok < 40 {
                failures.push(format!("only {ok} hostile headers were readable"));
            }
            failures
        },
    );
}

#[test]
fn lying_npy_lengths_are_errors() {
    fuzz("lying_npy_lengths_are_errors", "lying .npy lengths", || {
        let mut failures = Vec::new();
        let a = Array::from_f32(vec![2, 3], vec![1.0, 2.0, 3.0, 4.0, 5.0, 6.0]).expect("6");
        let good = npy_bytes(&a);
        let mut cases: Vec<(String, Vec<u8>)> = Vec::new();
        // Header lengths past the file's end, in each version's field width.
        for (version, len) in [(1u8, 0xFFFFu32), (2, u32::MAX), (3, 0x8000_0000), (2, 0)] {
            let mut b = b"\x93NUMPY".to_vec();
            b.extend([version, 0]);
            if version == 1 {
                b.extend((len as u16).to_le_bytes());
            } else {
                b.extend(len.to_le_bytes());
            }
            b.extend(b"{'descr': '<f4', 'fortran_order': False, 'shape': (2, 3), }\n");
            cases.push((format!("version {version} header length {len}"), b));
        }
        // Every truncation and every single-byte change of a valid file.
        for cut in 0..good.len() {
            cases.push((format!("cut at {cut}"), good[..cut].to_vec()));
        }
        let mut rng = XorShift(0xBAD_5EED);
        for at in 0..good.len() {
            let mut b = good.clone();
            b[at] = rng.next() as u8;
            cases.push((format!("byte {at} changed"), b));
        }
        // A huge shape behind a tiny file: refused before anything is allocated.
        cases.push((
            "2^30 x 2^30 shape".into(),
            npy_with_dict(
                1,
                "{'descr': '<c16', 'fortran_order': True, 'shape': (1073741824, 1073741824), }",
                &[0; 64],
            ),
        ));
        for (what, bytes) in cases {
            if let Some(msg) = panics(|| {
                let _ = read_npy_bytes(&bytes, Path::new("x.npy"));
            }) {
                failures.push(format!("{what}: panicked: {msg}"));
            }
        }
        failures
    });
}

// ----- artifacts -----

/// CRC-32 (IEEE, reflected), written out here so that the test does not share the
/// implementation it checks against.
fn crc32(parts: &[&[u8]]) -> u32 {
    let mut crc = !0u32;
    for part in parts {
        for &byte in *part {
            crc ^= byte as u32;
            for _ in 0..8 {
                crc = if crc & 1 != 0 {
                    (crc >> 1) ^ 0xEDB8_8320
                } else {
                    crc >> 1
                };
            }
        }
    }
    !crc
}

/// `payload` behind a header with a correct length and checksum.
fn reseal(original: &[u8], payload: &[u8]) -> Vec<u8> {
    let mut out = original[..HEADER_LEN].to_vec();
    out[12..20].copy_from_slice(&(payload.len() as u64).to_le_bytes());
    let crc = crc32(&[&out[..20], payload]);
    out[20..24].copy_from_slice(&crc.to_le_bytes());
    out.extend_from_slice(payload);
    out
}

/// Artifacts of a few programs that cover the step kinds: elementwise kernels, reductions,
/// FFTs, dots, a loop (nested programs), windows, and interpreter steps.
fn artifacts() -> Vec<(String, Vec<u8>)> {
    let data = fresnel_tests::data_dir();
    let mut out = Vec::new();
    for (name, file) in [
        ("mlp_f32", "refs/mlp_f32/value_and_grad.mlir"),
        ("asm_loss_c64", "refs/asm_loss_c64/fwd.mlir"),
        ("scan", "jax_loops/scan/fwd.mlir"),
        ("maxpool", "jax_ops/maxpool_f32/value_and_grad.mlir"),
        ("cond", "jax_loops/cond/fwd.mlir"),
        ("scatter", "jax_ops/scatter_add_f32/fwd.mlir"),
    ] {
        let text = std::fs::read_to_string(data.join(file)).expect("vendored program");
        let m = parse_module(&text).expect("vendored programs parse");
        let program = fresnel::backend::cpu_program(&m).expect("vendored programs compile");
        out.push((
            name.to_string(),
            cpu_artifact_bytes(&program).expect("encodes"),
        ));
    }
    for file in ["mlp_f32_grad.fresnel", "asm_loss_c64_grad.fresnel"] {
        let bytes = std::fs::read(data.join("artifacts").join(file)).expect("vendored artifact");
        out.push((file.to_string(), bytes));
    }
    out
}

/// One random change of the payload: bits flipped, a byte set to an extreme, bytes inserted
/// or removed (which shifts every field after them).
fn damage(payload: &[u8], rng: &mut XorShift) -> (Vec<u8>, String) {
    let mut p = payload.to_vec();
    let at = rng.below(p.len());
    let desc = match rng.below(5) {
        0 => {
            let n = 1 + rng.below(4);
            for _ in 0..n {
                let i = rng.below(p.len());
                p[i] ^= 1 << rng.below(8);
            }
            format!("{n} bits flipped near {at}")
        }
        1 => {
            p[at] = *rng.pick(&[0x00, 0xFF, 0x7F, 0x80]);
            format!("byte {at} set to an extreme")
        }
        2 => {
            let n = 1 + rng.below(8);
            let bytes: Vec<u8> = (0..n).map(|_| rng.next() as u8).collect();
            p.splice(at..at, bytes);
            format!("{n} bytes inserted at {at}")
        }
        3 => {
            let n = (1 + rng.below(8)).min(p.len() - at);
            p.drain(at..at + n);
            format!("{n} bytes removed at {at}")
        }
        _ => {
            // A varint's bytes all made "large": lengths and counts become huge.
            for b in p.iter_mut().skip(at).take(1 + rng.below(9)) {
                *b |= 0x80;
            }
            format!("continuation bits set from {at}")
        }
    };
    (p, desc)
}

/// Small random inputs for a signature, or `None` when it asks for large ones.
fn inputs_for(types: &[TensorType], rng: &mut XorShift) -> Option<Vec<Array>> {
    let small = types.iter().all(|t| {
        t.shape
            .iter()
            .try_fold(1usize, |n, &d| n.checked_mul(d))
            .is_some_and(|n| n <= 1 << 16)
    });
    small.then(|| types.iter().map(|t| random_array(t, rng)).collect())
}

#[test]
fn damaged_artifacts_with_valid_checksums_load_or_fail_cleanly() {
    fuzz(
        "damaged_artifacts_with_valid_checksums_load_or_fail_cleanly",
        "damaged artifacts",
        || {
            let mut failures = Vec::new();
            let (mut loaded, mut ran) = (0, 0);
            for (name, bytes) in artifacts() {
                // The undamaged artifact loads and runs: the damage below is what fails.
                let exe = Artifact::from_bytes(&bytes)
                    .and_then(Artifact::cpu_executable)
                    .unwrap_or_else(|e| panic!("{name}: {e}"));
                let mut rng = XorShift(1);
                let inputs = inputs_for(&exe.signature().inputs, &mut rng).expect("small inputs");
                exe.run(&inputs)
                    .unwrap_or_else(|e| panic!("{name} does not run: {e}"));
                let payload = &bytes[HEADER_LEN..];
                for k in 0..600u64 {
                    let mut rng = XorShift::for_item(0xA27, k);
                    let (damaged, desc) = damage(payload, &mut rng);
                    let sealed = reseal(&bytes, &damaged);
                    let mut exe = None;
                    if let Some(msg) = panics(|| {
                        exe = Artifact::from_bytes(&sealed)
                            .and_then(Artifact::cpu_executable)
                            .ok()
                    }) {
                        failures.push(format!("{name}, {desc}: loading panicked: {msg}"));
                    }
                    let Some(exe) = exe else { continue };
                    loaded += 1;
                    let Some(inputs) = inputs_for(&exe.signature().inputs, &mut rng) else {
                        continue;
                    };
                    // A loop whose bound was damaged may legitimately run for long: a loaded
                    // program runs with the executor's own trip limit, so it stops.
                    if let Some(msg) = panics(|| {
                        let _ = exe.run(&inputs);
                    }) {
                        failures.push(format!("{name}, {desc}: running panicked: {msg}"));
                    }
                    ran += 1;
                }
            }
            println!("{loaded} damaged artifacts loaded, {ran} ran");
            failures
        },
    );
}

/// Signatures in a loaded artifact are checked against the types they declare: a dtype
/// swapped in the input checks stays an error at run time, not a misread buffer.
#[test]
fn artifacts_refuse_inputs_of_other_types() {
    let (_, bytes) = artifacts().swap_remove(0);
    let exe = Artifact::from_bytes(&bytes)
        .and_then(Artifact::cpu_executable)
        .expect("loads");
    let mut rng = XorShift(3);
    let mut inputs = inputs_for(&exe.signature().inputs, &mut rng).expect("small");
    inputs[0] = random_array(&inputs[0].ty().with_dtype(DType::F64), &mut rng);
    let e = exe.run(&inputs).expect_err("wrong dtype");
    assert!(e.to_string().contains("argument 0"), "{e}");
}

// ----- hostile indexing, sorting and window programs -----

/// `gather`, `scatter`, `sort` and `reduce_window` with huge and zero-sized shapes, absurd
/// dimension numbers, index dtypes at their extremes, windows larger than the input and
/// negative padding: each is a located error (one paragraph, naming where) or runs with the
/// interpreter's results on the CPU backend.
#[test]
fn hostile_indexing_sorting_and_window_programs_are_located_errors_or_exact() {
    let gather = |x: &str, idx: &str, start_map: &str, sizes: &str, out: &str| {
        format!(
            "func.func @main(%idx: {idx}) -> {out} {{
  %x = stablehlo.iota dim = 0 : {x}
  %g = \"stablehlo.gather\"(%x, %idx) <{{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = {start_map}, index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: {sizes}>}}> : ({x}, {idx}) -> {out}
  return %g : {out}
}}"
        )
    };
    let scatter = |x: &str, idx: &str, upd: &str, ivd: &str| {
        format!(
            "func.func @main(%idx: {idx}, %u: {upd}) -> {x} {{
  %x = stablehlo.constant dense<0.0> : {x}
  %s = \"stablehlo.scatter\"(%x, %idx, %u) <{{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = {ivd}>, unique_indices = false}}> ({{
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %m = stablehlo.add %a, %b : tensor<f32>
    stablehlo.return %m : tensor<f32>
  }}) : ({x}, {idx}, {upd}) -> {x}
  return %s : {x}
}}"
        )
    };
    let sort = |x: &str, dim: &str| {
        format!(
            "func.func @main(%x: {x}) -> {x} {{
  %s = \"stablehlo.sort\"(%x) <{{dimension = {dim} : i64, is_stable = true}}> ({{
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %c = stablehlo.compare LT, %a, %b, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    stablehlo.return %c : tensor<i1>
  }}) : ({x}) -> {x}
  return %s : {x}
}}"
        )
    };
    let window = |x: &str, pad: &str, win: &str, strides: &str, dil: &str, out: &str| {
        format!(
            "func.func @main(%x: {x}) -> {out} {{
  %c = stablehlo.constant dense<0xFF800000> : tensor<f32>
  %r = \"stablehlo.reduce_window\"(%x, %c) <{{padding = dense<{pad}> : tensor<2x2xi64>, window_dimensions = array<i64: {win}>, window_strides = array<i64: {strides}>, base_dilations = array<i64: {dil}>, window_dilations = array<i64: 1, 1>}}> ({{
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %m = stablehlo.maximum %a, %b : tensor<f32>
    stablehlo.return %m : tensor<f32>
  }}) : ({x}, tensor<f32>) -> {out}
  return %r : {out}
}}"
        )
    };
    let huge = "tensor<1099511627776x4xf32>";
    let programs = [
        // A 2^40-row table: the memory budget refuses it before anything is allocated.
        gather(huge, "tensor<2x1xi64>", "[0]", "1, 4", "tensor<2x4xf32>"),
        gather(
            "tensor<5x4xf32>",
            "tensor<2x1xi64>",
            "[9223372036854775807]",
            "1, 4",
            "tensor<2x4xf32>",
        ),
        gather(
            "tensor<5x4xf32>",
            "tensor<2x1xui64>",
            "[0]",
            "1, 4",
            "tensor<2x4xf32>",
        ),
        gather(
            "tensor<5x4xf32>",
            "tensor<2x1xi8>",
            "[0]",
            "1, 9223372036854775807",
            "tensor<2x4xf32>",
        ),
        gather(
            "tensor<0x4xf32>",
            "tensor<2x1xi32>",
            "[0]",
            "0, 4",
            "tensor<2x0x4xf32>",
        ),
        gather(
            "tensor<5x4xf32>",
            "tensor<0x1xi32>",
            "[0]",
            "1, 4",
            "tensor<0x4xf32>",
        ),
        scatter(huge, "tensor<3x1xi64>", "tensor<3x4xf32>", "1"),
        scatter("tensor<0x4xf32>", "tensor<3x1xi8>", "tensor<3x4xf32>", "1"),
        scatter(
            "tensor<5x4xf32>",
            "tensor<3x1xui64>",
            "tensor<3x4xf32>",
            "4611686018427387904",
        ),
        scatter("tensor<5x4xf32>", "tensor<3x1xui8>", "tensor<3x4xf32>", "1"),
        scatter("tensor<5x4xf32>", "tensor<3x1xi64>", "tensor<3x9xf32>", "1"),
        sort("tensor<1099511627776x0xf32>", "0"),
        sort("tensor<3x4xf32>", "-1"),
        sort("tensor<3x4xf32>", "9223372036854775807"),
        sort("tensor<3x4xf32>", "-3"),
        window(
            "tensor<3x4xf32>",
            "[[3, 3], [4, 4]]",
            "7, 9",
            "1, 1",
            "1, 1",
            "tensor<3x4xf32>",
        ),
        window(
            "tensor<3x4xf32>",
            "[[-5, 3], [2, -9]]",
            "1, 1",
            "1, 1",
            "1, 1",
            "tensor<1x1xf32>",
        ),
        window(
            "tensor<3x4xf32>",
            "[[-1, -1], [-2, -1]]",
            "1, 1",
            "1, 1",
            "1, 1",
            "tensor<1x1xf32>",
        ),
        window(
            "tensor<3x4xf32>",
            "[[0, 0], [0, 0]]",
            "4, 5",
            "1, 1",
            "1, 1",
            "tensor<0x0xf32>",
        ),
        window(
            "tensor<3x4xf32>",
            "[[0, 0], [0, 0]]",
            "1099511627776, 1",
            "1, 1",
            "1099511627776, 1",
            "tensor<1x4xf32>",
        ),
        window(
            "tensor<3x4xf32>",
            "[[0, 0], [0, 0]]",
            "1, 1",
            "0, 1",
            "1, 1",
            "tensor<3x4xf32>",
        ),
    ];
    let located =
        |d: &fresnel_ir::Diagnostic| d.loc.is_some() || d.func.is_some() || d.op.is_some();
    let mut failures = Vec::new();
    let (mut errors, mut exact) = (0, 0);
    for (k, text) in programs.iter().enumerate() {
        let outcome = catch_unwind(AssertUnwindSafe(|| -> Result<&'static str, String> {
            let m = match parse_module(text) {
                Ok(m) => m,
                Err(d) if d.loc.is_some() && !d.to_string().contains('\n') => return Ok("error"),
                Err(d) => return Err(format!("unlocated parse error: {d}")),
            };
            if let Err(ds) = fresnel_ir::verify::verify_module(&m) {
                return match ds.iter().find(|d| d.loc.is_none()) {
                    Some(d) => Err(format!("unlocated verifier error: {d}")),
                    None => Ok("error"),
                };
            }
            let types = m.entry().ok_or("no entry")?.param_types();
            let inputs = inputs_for(&types, &mut XorShift::for_item(0x1DE, k as u64))
                .ok_or("the test's arguments are small")?;
            let want = fresnel_runtime::interp::run_main(&m, &inputs);
            let got = fresnel::backend::compile_cpu(&m).and_then(|exe| exe.run(&inputs));
            match (want, got) {
                (Ok(w), Ok(g)) if format!("{w:?}") == format!("{g:?}") => Ok("exact"),
                (Ok(w), Ok(g)) => Err(format!("the CPU gives {g:?}, the interpreter {w:?}")),
                (Err(d), _) | (_, Err(d)) if !located(&d) || d.to_string().contains('\n') => {
                    Err(format!("unlocated error: {d}"))
                }
                (Err(_), Err(_)) => Ok("error"),
                (Ok(_), Err(d)) => Err(format!("the interpreter runs it, the CPU says: {d}")),
                (Err(d), Ok(_)) => Err(format!("the CPU runs it, the interpreter says: {d}")),
            }
        }));
        match outcome {
            Ok(Ok("exact")) => exact += 1,
            Ok(Ok(_)) => errors += 1,
            Ok(Err(e)) => failures.push(format!("program {k}: {e}\n{text}")),
            Err(p) => failures.push(format!(
                "program {k} panicked: {}\n{text}",
                panic_message(&*p)
            )),
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n\n"));
    println!("{errors} located errors, {exact} exact results");
    assert!(errors >= 8 && exact >= 5, "{errors} errors, {exact} exact");
}

/// A program whose steps need more memory than their results (the interpreter's index for a
/// reverse, its conversion of an iota) under a 4 GiB address-space cap: each backend runs it
/// or says it needs more memory, in a message naming the function; none aborts (the child
/// process dying fails the test). 2^28 f32 is 1 GiB: the iota fits, the reverse's index
/// (2 GiB) and result (1 GiB) beside it do not.
#[test]
fn steps_that_need_more_memory_than_their_result_are_errors() {
    in_own_process(
        module_path!(),
        "steps_that_need_more_memory_than_their_result_are_errors",
        || {
            limit_address_space(4 << 30);
            let text = "func.func @main() -> tensor<268435456xf32> {
  %0 = stablehlo.iota dim = 0 : tensor<268435456xf32>
  %1 = stablehlo.reverse %0, dims = [0] : tensor<268435456xf32>
  return %1 : tensor<268435456xf32>
}";
            let m = parse_module(text).expect("the program parses");
            let check = |backend: &str, got: Result<Vec<Array>, fresnel_ir::Diagnostic>| match got {
                Ok(r) => {
                    // The last index first, as f32 rounds it.
                    let want = fresnel_ir::Scalar::F32(268_435_455.0);
                    assert_eq!(r[0].data.get(0), want, "{backend}");
                }
                Err(d) => {
                    let msg = d.to_string();
                    assert!(
                        d.func.is_some() && (msg.contains("needs") || msg.contains("no memory")),
                        "{backend}: {msg}"
                    );
                }
            };
            check("interp", fresnel_runtime::interp::run_main(&m, &[]));
            check(
                "cpu",
                fresnel::backend::compile_cpu(&m).and_then(|exe| exe.run(&[])),
            );
        },
    );
}

/// Pads whose low and high paddings are the largest the verifier accepts (2^40) and cancel
/// (legal: the result's extent is their sum with the operand's), read by a multiply and an
/// FFT: the CPU backend and cuda-sim give the interpreter's results (nothing of the input
/// lands in the window).
#[test]
fn pads_with_extreme_paddings_are_exact() {
    let big: i64 = 1 << 40;
    let text = format!(
        "func.func @main(%a: tensor<3x4xcomplex<f32>>, %b: tensor<3x4xcomplex<f32>>) -> (tensor<5x4xcomplex<f32>>, tensor<3x4xcomplex<f32>>) {{
  %z = stablehlo.constant dense<(0.0, 0.0)> : tensor<complex<f32>>
  %0 = stablehlo.multiply %a, %b : tensor<3x4xcomplex<f32>>
  %1 = stablehlo.pad %0, %z, low = [{big}, 0], high = [-{}, 0], interior = [0, 0] : (tensor<3x4xcomplex<f32>>, tensor<complex<f32>>) -> tensor<5x4xcomplex<f32>>
  %2 = stablehlo.fft %1, type = FFT, length = [5, 4] : (tensor<5x4xcomplex<f32>>) -> tensor<5x4xcomplex<f32>>
  %3 = stablehlo.pad %a, %z, low = [-{big}, 0], high = [{big}, 0], interior = [0, 0] : (tensor<3x4xcomplex<f32>>, tensor<complex<f32>>) -> tensor<3x4xcomplex<f32>>
  %4 = stablehlo.add %3, %b : tensor<3x4xcomplex<f32>>
  return %2, %4 : tensor<5x4xcomplex<f32>>, tensor<3x4xcomplex<f32>>
}}",
        big - 2
    );
    let m = parse_module(&text).unwrap_or_else(|e| panic!("{e}"));
    let mut rng = XorShift(0xFAD);
    let types = m.entry().expect("@main").param_types();
    let inputs = inputs_for(&types, &mut rng).expect("inputs");
    let want = fresnel_runtime::interp::run_main(&m, &inputs).expect("the interpreter runs it");
    for (name, backend) in [("cpu", Backend::Cpu), ("cuda-sim", Backend::CudaSim)] {
        let got = fresnel::backend::compile(&m, backend)
            .and_then(|exe| exe.run(&inputs))
            .unwrap_or_else(|d| panic!("{name}: {d}"));
        assert_eq!(got, want, "{name}");
    }
}
