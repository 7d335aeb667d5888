//! The native `gather` and `scatter` kernels against the interpreter (the definition of both
//! ops) on random configurations built programmatically: random shapes and dimension numbers
//! (offset/window dims anywhere, collapsed/inserted dims, batching dims, `index_vector_dim`
//! anywhere or implicit), every element dtype, every index dtype, out-of-bounds, negative and
//! repeated indices (ui64 indices past i64's range), every scatter combiner. Results must be
//! identical (bit for bit, NaNs included): both kernels only move values or apply the same
//! scalar ops in the same order. Then cuda-sim and NVRTC on the same programs, and an
//! artifact holding both steps.

use fresnel::backend::{compile_cpu, cpu_program};
use fresnel_ir::op::{GatherDims, ScatterDims};
use fresnel_ir::{infer, Array, DType, Data, Module, TensorType};
use fresnel_runtime::interp::run_main;
use num_complex::{Complex32, Complex64};

/// A small deterministic generator (xorshift64*), so that failures reproduce.
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_F491_4F6C_DD1D)
    }
    /// Uniform in `lo ..= hi`.
    fn range(&mut self, lo: i64, hi: i64) -> i64 {
        lo + (self.next() % (hi - lo + 1) as u64) as i64
    }
    fn below(&mut self, n: usize) -> usize {
        (self.next() % n.max(1) as u64) as usize
    }
    /// A slice or window size for a dim of `n`: 1 ..= n, or (rarely) 0.
    fn size(&mut self, n: usize) -> usize {
        if self.chance(5) {
            0
        } else {
            self.range(1, n as i64) as usize
        }
    }
    fn chance(&mut self, percent: u64) -> bool {
        self.next() % 100 < percent
    }
    /// A random subset of `0..n` with `k` elements, sorted.
    fn subset(&mut self, n: usize, k: usize) -> Vec<usize> {
        let mut all: Vec<usize> = (0..n).collect();
        self.shuffle(&mut all);
        let mut s = all[..k].to_vec();
        s.sort_unstable();
        s
    }
    fn shuffle<T>(&mut self, v: &mut [T]) {
        for i in (1..v.len()).rev() {
            let j = self.below(i + 1);
            v.swap(i, j);
        }
    }
}

const ELEMENT_DTYPES: [DType; 13] = [
    DType::F32,
    DType::F64,
    DType::C64,
    DType::C128,
    DType::I1,
    DType::I8,
    DType::I16,
    DType::I32,
    DType::I64,
    DType::U8,
    DType::U16,
    DType::U32,
    DType::U64,
];
const INDEX_DTYPES: [DType; 8] = [
    DType::I8,
    DType::I16,
    DType::I32,
    DType::I64,
    DType::U8,
    DType::U16,
    DType::U32,
    DType::U64,
];

/// Random values of `dtype`: small integers (so that sums and products repeat and wrap),
/// floats with ±0 and the occasional NaN.
fn random_data(rng: &mut Rng, dtype: DType, n: usize) -> Data {
    let f = |rng: &mut Rng| -> f64 {
        match rng.below(20) {
            0 => f64::NAN,
            1 => -0.0,
            2 => 0.0,
            _ => rng.range(-400, 400) as f64 / 16.0,
        }
    };
    match dtype {
        DType::I1 => Data::I1((0..n).map(|_| rng.chance(50)).collect()),
        DType::F32 => Data::F32((0..n).map(|_| f(rng) as f32).collect()),
        DType::F64 => Data::F64((0..n).map(|_| f(rng)).collect()),
        DType::C64 => Data::C64(
            (0..n)
                .map(|_| Complex32::new(f(rng) as f32, f(rng) as f32))
                .collect(),
        ),
        DType::C128 => Data::C128((0..n).map(|_| Complex64::new(f(rng), f(rng))).collect()),
        _ => {
            let v: Vec<i64> = (0..n).map(|_| rng.range(-300, 300)).collect();
            Data::from_ints(dtype, &v).expect("an integer dtype")
        }
    }
}

/// Index values for dims of size up to `max_dim`: mostly in range (repeats likely), some
/// negative or past the end; for unsigned types, values past the signed range (a ui64 past
/// i64::MAX, a ui8 of 255).
fn random_indices(rng: &mut Rng, dtype: DType, n: usize, max_dim: usize) -> Data {
    let m = max_dim as i64;
    let v: Vec<i64> = (0..n)
        .map(|_| match rng.below(10) {
            0 => rng.range(-4, -1),
            1 => rng.range(m, m + 4),
            2 => -1, // all bits set: the largest value of an unsigned type
            _ => rng.range(0, (m - 1).max(0)),
        })
        .collect();
    Data::from_ints(dtype, &v).expect("an integer dtype")
}

fn list(v: &[usize]) -> String {
    let s: Vec<String> = v.iter().map(|d| d.to_string()).collect();
    format!("[{}]", s.join(", "))
}

/// `name = [..], ` or nothing for an empty list (as JAX prints them).
fn field(name: &str, v: &[usize]) -> String {
    if v.is_empty() {
        String::new()
    } else {
        format!("{name} = {}, ", list(v))
    }
}

/// The index tensor's shape: `batch` dims with an index vector of `len` at `ivd` (or no
/// vector dim when `ivd == batch.len()` and `len == 1`, chosen by `implicit`).
fn index_shape(batch: &[usize], len: usize, ivd: usize, implicit: bool) -> Vec<usize> {
    let mut s = batch.to_vec();
    if !implicit {
        s.insert(ivd, len);
    }
    s
}

struct Case {
    text: String,
    inputs: Vec<Array>,
}

/// A random valid gather.
fn random_gather(rng: &mut Rng, dtype: DType, index_dtype: DType) -> Case {
    let r = rng.range(1, 4) as usize;
    let operand: Vec<usize> = (0..r).map(|_| rng.range(1, 5) as usize).collect();
    let mut dims: Vec<usize> = (0..r).collect();
    rng.shuffle(&mut dims);
    let nb = if r > 1 && rng.chance(30) { 1 } else { 0 };
    let mut batching: Vec<usize> = dims[..nb].to_vec();
    batching.sort_unstable();
    let rest = &dims[nb..];
    let m = rng.range(if rest.is_empty() { 0 } else { 1 }, rest.len() as i64) as usize;
    let start_index_map: Vec<usize> = rest[..m].to_vec(); // in random order
    let mut collapsed: Vec<usize> = rest.iter().copied().filter(|_| rng.chance(40)).collect();
    collapsed.sort_unstable();
    let slice_sizes: Vec<usize> = (0..r)
        .map(|d| {
            if batching.contains(&d) || collapsed.contains(&d) {
                1
            } else {
                rng.size(operand[d])
            }
        })
        .collect();
    // Index batch dims: the batching dims' partners plus some free ones, in random order.
    let free = rng.range(0, 2) as usize;
    let mut batch: Vec<Option<usize>> = batching.iter().map(|&d| Some(d)).collect();
    batch.extend((0..free).map(|_| None));
    rng.shuffle(&mut batch);
    let batch_shape: Vec<usize> = batch
        .iter()
        .map(|b| b.map_or_else(|| rng.range(1, 4) as usize, |d| operand[d]))
        .collect();
    let implicit = m == 1 && rng.chance(30);
    let ivd = if implicit {
        batch_shape.len()
    } else {
        rng.below(batch_shape.len() + 1)
    };
    let idx_shape = index_shape(&batch_shape, m, ivd, implicit);
    let to_index_dim = |p: usize| if p < ivd || implicit { p } else { p + 1 };
    let start_indices_batching_dims: Vec<usize> = batching
        .iter()
        .map(|&od| to_index_dim(batch.iter().position(|&b| b == Some(od)).expect("paired")))
        .collect();
    let n_offset = r - collapsed.len() - batching.len();
    let out_rank = n_offset + batch_shape.len();
    let offset_dims = rng.subset(out_rank, n_offset);
    let g = GatherDims {
        offset_dims,
        collapsed_slice_dims: collapsed,
        operand_batching_dims: batching,
        start_indices_batching_dims,
        start_index_map,
        index_vector_dim: ivd,
        slice_sizes,
        indices_are_sorted: false,
    };
    let xt = TensorType::new(dtype, operand.clone());
    let it = TensorType::new(index_dtype, idx_shape.clone());
    let out = infer::gather(&xt, &it, &g).unwrap_or_else(|e| panic!("generator: {e}: {g:?}"));
    let text = format!(
        "func.func @main(%x: {xt}, %i: {it}) -> {out} {{\n  %0 = \"stablehlo.gather\"(%x, %i) \
         <{{dimension_numbers = #stablehlo.gather<{}{}{}{}{}index_vector_dim = {}>, \
         indices_are_sorted = false, slice_sizes = array<i64: {}>}}> : ({xt}, {it}) -> {out}\n  \
         return %0 : {out}\n}}\n",
        field("offset_dims", &g.offset_dims),
        field("collapsed_slice_dims", &g.collapsed_slice_dims),
        field("operand_batching_dims", &g.operand_batching_dims),
        field(
            "start_indices_batching_dims",
            &g.start_indices_batching_dims
        ),
        field("start_index_map", &g.start_index_map),
        g.index_vector_dim,
        g.slice_sizes
            .iter()
            .map(|d| d.to_string())
            .collect::<Vec<_>>()
            .join(", "),
    );
    let max_dim = operand.iter().copied().max().unwrap_or(1);
    let inputs = vec![
        Array {
            data: random_data(rng, dtype, xt.num_elements()),
            shape: operand,
        },
        Array {
            data: random_indices(rng, index_dtype, it.num_elements(), max_dim),
            shape: idx_shape,
        },
    ];
    Case { text, inputs }
}

/// The update region of a combiner, on scalars of `dtype`.
fn region(combiner: &str, dtype: DType) -> String {
    let t = TensorType::new(dtype, vec![]);
    let body = match combiner {
        "set" => String::new(),
        op => format!("      %r = stablehlo.{op} %a, %b : {t}\n"),
    };
    let ret = if combiner == "set" { "%b" } else { "%r" };
    format!("    ^bb0(%a: {t}, %b: {t}):\n{body}      stablehlo.return {ret} : {t}\n")
}

/// The combiners defined on `dtype` (and one, `subtract`, that no kernel covers).
fn combiners(dtype: DType) -> Vec<&'static str> {
    let mut c = vec!["add", "multiply", "maximum", "minimum", "set"];
    if dtype.is_integral() {
        c.extend(["and", "or", "xor"]);
    }
    c
}

/// A random valid scatter with `combiner`.
fn random_scatter(rng: &mut Rng, dtype: DType, index_dtype: DType, combiner: &str) -> Case {
    let r = rng.range(1, 4) as usize;
    let input: Vec<usize> = (0..r).map(|_| rng.range(1, 5) as usize).collect();
    let mut dims: Vec<usize> = (0..r).collect();
    rng.shuffle(&mut dims);
    let nb = if r > 1 && rng.chance(30) { 1 } else { 0 };
    let mut batching: Vec<usize> = dims[..nb].to_vec();
    batching.sort_unstable();
    let rest = &dims[nb..];
    let m = rng.range(if rest.is_empty() { 0 } else { 1 }, rest.len() as i64) as usize;
    let to_operand: Vec<usize> = rest[..m].to_vec();
    let mut inserted: Vec<usize> = rest.iter().copied().filter(|_| rng.chance(40)).collect();
    inserted.sort_unstable();
    let window: Vec<usize> = (0..r)
        .filter(|d| !batching.contains(d) && !inserted.contains(d))
        .collect();
    let window_sizes: Vec<usize> = window.iter().map(|&d| rng.size(input[d])).collect();
    let free = rng.range(0, 2) as usize;
    let mut batch: Vec<Option<usize>> = batching.iter().map(|&d| Some(d)).collect();
    batch.extend((0..free).map(|_| None));
    rng.shuffle(&mut batch);
    let batch_shape: Vec<usize> = batch
        .iter()
        .map(|b| b.map_or_else(|| rng.range(1, 5) as usize, |d| input[d]))
        .collect();
    let implicit = m == 1 && rng.chance(30);
    let ivd = if implicit {
        batch_shape.len()
    } else {
        rng.below(batch_shape.len() + 1)
    };
    let idx_shape = index_shape(&batch_shape, m, ivd, implicit);
    let to_index_dim = |p: usize| if p < ivd || implicit { p } else { p + 1 };
    let scatter_indices_batching_dims: Vec<usize> = batching
        .iter()
        .map(|&od| to_index_dim(batch.iter().position(|&b| b == Some(od)).expect("paired")))
        .collect();
    // Updates: the index batch dims (in order) with the window dims placed among them.
    let upd_rank = batch_shape.len() + window.len();
    let update_window_dims = rng.subset(upd_rank, window.len());
    let (mut w, mut b) = (window_sizes.iter(), batch_shape.iter());
    let upd_shape: Vec<usize> = (0..upd_rank)
        .map(|d| {
            let next = if update_window_dims.contains(&d) {
                w.next()
            } else {
                b.next()
            };
            *next.expect("update dims add up")
        })
        .collect();
    let s = ScatterDims {
        update_window_dims,
        inserted_window_dims: inserted,
        input_batching_dims: batching,
        scatter_indices_batching_dims,
        scatter_dims_to_operand_dims: to_operand,
        index_vector_dim: ivd,
        indices_are_sorted: false,
        unique_indices: false,
    };
    let xt = TensorType::new(dtype, input.clone());
    let it = TensorType::new(index_dtype, idx_shape.clone());
    let ut = TensorType::new(dtype, upd_shape.clone());
    infer::scatter(&[xt.clone(), it.clone(), ut.clone()], &s)
        .unwrap_or_else(|e| panic!("generator: {e}: {s:?}"));
    let text =
        format!(
        "func.func @main(%x: {xt}, %i: {it}, %u: {ut}) -> {xt} {{\n  %0 = \"stablehlo.scatter\"\
         (%x, %i, %u) <{{indices_are_sorted = false, scatter_dimension_numbers = \
         #stablehlo.scatter<{}{}{}{}{}index_vector_dim = {}>, unique_indices = false}}> ({{\n{}  \
         }}) : ({xt}, {it}, {ut}) -> {xt}\n  return %0 : {xt}\n}}\n",
        field("update_window_dims", &s.update_window_dims),
        field("inserted_window_dims", &s.inserted_window_dims),
        field("input_batching_dims", &s.input_batching_dims),
        field("scatter_indices_batching_dims", &s.scatter_indices_batching_dims),
        field("scatter_dims_to_operand_dims", &s.scatter_dims_to_operand_dims),
        s.index_vector_dim,
        region(combiner, dtype),
    );
    let max_dim = input.iter().copied().max().unwrap_or(1);
    let inputs = vec![
        Array {
            data: random_data(rng, dtype, xt.num_elements()),
            shape: input,
        },
        Array {
            data: random_indices(rng, index_dtype, it.num_elements(), max_dim),
            shape: idx_shape,
        },
        Array {
            data: random_data(rng, dtype, ut.num_elements()),
            shape: upd_shape,
        },
    ];
    Case { text, inputs }
}

/// Every case: gathers and scatters over every element dtype, index dtype and combiner.
fn cases() -> Vec<Case> {
    let mut rng = Rng(0x9E37_79B9_7F4A_7C15);
    let mut all = Vec::new();
    for (k, &dtype) in ELEMENT_DTYPES.iter().enumerate() {
        for j in 0..12 {
            let index_dtype = INDEX_DTYPES[(k + j) % INDEX_DTYPES.len()];
            all.push(random_gather(&mut rng, dtype, index_dtype));
        }
        for (j, combiner) in combiners(dtype).into_iter().enumerate() {
            for rep in 0..3 {
                let index_dtype = INDEX_DTYPES[(k + j + rep) % INDEX_DTYPES.len()];
                all.push(random_scatter(&mut rng, dtype, index_dtype, combiner));
            }
        }
    }
    all
}

fn parse(c: &Case) -> Module {
    fresnel_ir::parse::parse_module(&c.text).unwrap_or_else(|e| panic!("{e}\n{}", c.text))
}

/// Bit-exact comparison (NaNs with NaNs, -0 with -0) through the values' debug form.
fn same(a: &[Array], b: &[Array]) -> bool {
    format!("{a:?}") == format!("{b:?}")
}

/// The names of a program's steps.
fn step_names(m: &Module) -> Vec<&'static str> {
    let p = cpu_program(m).unwrap_or_else(|e| panic!("{e}"));
    p.steps.iter().map(|s| s.kind.name()).collect()
}

#[test]
fn cpu_kernels_match_the_interpreter_on_random_configurations() {
    let cases = cases();
    let (mut gathers, mut scatters) = (0, 0);
    let mut failures = Vec::new();
    for c in &cases {
        let m = parse(c);
        let names = step_names(&m);
        // Every generated op has a kernel: no interpreter step remains.
        assert!(
            names.iter().all(|&n| n != "interp"),
            "steps {names:?}:\n{}",
            c.text
        );
        gathers += names.iter().filter(|&&n| n == "gather").count();
        scatters += names.iter().filter(|&&n| n == "scatter").count();
        let want = run_main(&m, &c.inputs).unwrap_or_else(|e| panic!("{e}\n{}", c.text));
        let exe = compile_cpu(&m).unwrap_or_else(|e| panic!("{e}\n{}", c.text));
        let got = exe
            .run(&c.inputs)
            .unwrap_or_else(|e| panic!("{e}\n{}", c.text));
        if !same(&got, &want) {
            failures.push(format!(
                "{}inputs {:?}\ngot  {got:?}\nwant {want:?}",
                c.text, c.inputs
            ));
        }
    }
    eprintln!(
        "{} programs: {gathers} gather and {scatters} scatter steps",
        cases.len()
    );
    assert!(
        failures.is_empty(),
        "{} failures, the first:\n{}",
        failures.len(),
        failures[..failures.len().min(3)].join("\n\n")
    );
    // (A program whose result is empty has no step.)
    assert!(gathers >= 140 && scatters >= 250, "{gathers} {scatters}");
}

#[test]
fn a_scatter_with_an_unknown_combiner_stays_an_interpreter_step() {
    let mut rng = Rng(7);
    let c = random_scatter(&mut rng, DType::F32, DType::I32, "subtract");
    let m = parse(&c);
    assert_eq!(step_names(&m), vec!["interp"], "{}", c.text);
    let want = run_main(&m, &c.inputs).unwrap_or_else(|e| panic!("{e}"));
    let got = compile_cpu(&m)
        .and_then(|exe| exe.run(&c.inputs))
        .unwrap_or_else(|e| panic!("{e}"));
    assert!(same(&got, &want));
}

/// One program with a gather feeding a scatter-add (an embedding lookup and its gradient's
/// shape), saved as an artifact and loaded back.
#[test]
fn an_artifact_with_both_steps_round_trips() {
    let text = "func.func @main(%t: tensor<6x3xf32>, %i: tensor<5xi32>) -> (tensor<5x3xf32>, tensor<6x3xf32>) {
  %g = \"stablehlo.gather\"(%t, %i) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 3>}> : (tensor<6x3xf32>, tensor<5xi32>) -> tensor<5x3xf32>
  %s = \"stablehlo.scatter\"(%t, %i, %g) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%a: tensor<f32>, %b: tensor<f32>):
      %r = stablehlo.add %a, %b : tensor<f32>
      stablehlo.return %r : tensor<f32>
  }) : (tensor<6x3xf32>, tensor<5xi32>, tensor<5x3xf32>) -> tensor<6x3xf32>
  return %g, %s : tensor<5x3xf32>, tensor<6x3xf32>
}
";
    let m = fresnel_ir::parse::parse_module(text).unwrap_or_else(|e| panic!("{e}"));
    let names = step_names(&m);
    assert!(
        names.contains(&"gather") && names.contains(&"scatter"),
        "{names:?}"
    );
    let mut rng = Rng(11);
    let inputs = vec![
        Array {
            shape: vec![6, 3],
            data: random_data(&mut rng, DType::F32, 18),
        },
        Array {
            shape: vec![5],
            data: Data::I32(vec![4, 1, 4, 9, -2]),
        },
    ];
    let exe = compile_cpu(&m).unwrap_or_else(|e| panic!("{e}"));
    let bytes = fresnel_runtime::artifact::cpu_artifact_bytes(exe.program())
        .unwrap_or_else(|e| panic!("{e}"));
    let loaded = fresnel_runtime::artifact::Artifact::from_bytes(&bytes)
        .and_then(fresnel_runtime::artifact::Artifact::cpu_executable)
        .unwrap_or_else(|e| panic!("the artifact does not load: {e}"));
    let want = run_main(&m, &inputs).unwrap_or_else(|e| panic!("{e}"));
    let got = loaded.run(&inputs).unwrap_or_else(|e| panic!("{e}"));
    assert!(same(&got, &want), "{got:?}\n{want:?}");
}

/// The gather programs (with their inputs and the interpreter's results).
fn gather_programs() -> Vec<(Module, Vec<Array>, Vec<Array>)> {
    cases()
        .into_iter()
        .filter(|c| c.text.contains("stablehlo.gather"))
        .map(|c| {
            let m = parse(&c);
            let want = run_main(&m, &c.inputs).unwrap_or_else(|e| panic!("{e}"));
            (m, c.inputs, want)
        })
        .collect()
}

#[test]
fn cuda_sim_runs_the_gather_kernel_like_the_interpreter() {
    if !fresnel_tests::cuda::cxx_or_skip("cuda_sim_runs_the_gather_kernel_like_the_interpreter") {
        return;
    }
    // Every other program: the host compile of their modules is the slow part.
    let programs: Vec<_> = gather_programs().into_iter().step_by(2).collect();
    let cpu: Vec<_> = programs
        .iter()
        .map(|(m, _, _)| cpu_program(m).unwrap_or_else(|e| panic!("{e}")))
        .collect();
    let batch = fresnel_tests::cuda::SimBatch::new(cpu).expect("cuda-sim compiles");
    for (i, (m, inputs, want)) in programs.iter().enumerate() {
        let (_, cuda) = &batch.programs[i];
        assert!(
            cuda.fallbacks().is_empty(),
            "a gather fell back: {:?}\n{}",
            cuda.fallbacks(),
            fresnel_ir::print::print_module(m)
        );
        let exe = batch.executable(i).unwrap_or_else(|e| panic!("{e}"));
        let got = exe.run(inputs).unwrap_or_else(|e| panic!("{e}"));
        assert!(
            same(&got, want),
            "{}\ngot  {got:?}\nwant {want:?}",
            fresnel_ir::print::print_module(m)
        );
    }
}

#[test]
fn gather_kernels_compile_with_nvrtc() {
    if !fresnel_tests::cuda::nvrtc_or_skip("gather_kernels_compile_with_nvrtc") {
        return;
    }
    let mut kernels = 0;
    for (m, _, _) in gather_programs().into_iter().step_by(3) {
        let program = fresnel_runtime::cuda::CudaProgram::new(&cpu_program(&m).expect("compiles"));
        kernels += program
            .module
            .kernels
            .iter()
            .filter(|k| k.name.starts_with("gather"))
            .count();
        fresnel_tests::cuda::compile(&program).unwrap_or_else(|e| panic!("{e}"));
    }
    assert!(kernels > 40, "{kernels} gather kernels");
}

/// A scatter-add into a temporary that dies there (a gradient's zeros plus something) runs in
/// place: the planner gives the result the input's slot and the kernel skips the copy, with
/// the interpreter's results (repeated and out-of-bounds indices included).
#[test]
fn a_scatter_into_a_dying_temporary_runs_in_place() {
    let text = "func.func @main(%t: tensor<6x3xf32>, %i: tensor<5xi32>, %u: tensor<5x3xf32>) -> tensor<6x3xf32> {
  %e = stablehlo.exponential %t : tensor<6x3xf32>
  %s = \"stablehlo.scatter\"(%e, %i, %u) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%a: tensor<f32>, %b: tensor<f32>):
      %r = stablehlo.add %a, %b : tensor<f32>
      stablehlo.return %r : tensor<f32>
  }) : (tensor<6x3xf32>, tensor<5xi32>, tensor<5x3xf32>) -> tensor<6x3xf32>
  %n = stablehlo.negate %s : tensor<6x3xf32>
  return %n : tensor<6x3xf32>
}
";
    let m = fresnel_ir::parse::parse_module(text).unwrap_or_else(|e| panic!("{e}"));
    let program = cpu_program(&m).unwrap_or_else(|e| panic!("{e}"));
    let in_place: Vec<bool> = program
        .steps
        .iter()
        .zip(&program.plan.in_place)
        .filter(|(s, _)| s.kind.name() == "scatter")
        .map(|(_, &f)| f)
        .collect();
    assert_eq!(in_place, [true], "{}", program.summary());
    let mut rng = Rng(13);
    let inputs = vec![
        Array {
            shape: vec![6, 3],
            data: random_data(&mut rng, DType::F32, 18),
        },
        Array {
            shape: vec![5],
            data: Data::I32(vec![4, 1, 4, 9, -2]),
        },
        Array {
            shape: vec![5, 3],
            data: random_data(&mut rng, DType::F32, 15),
        },
    ];
    let want = run_main(&m, &inputs).unwrap_or_else(|e| panic!("{e}"));
    let exe = fresnel_runtime::cpu::CpuExecutable::new(program).unwrap_or_else(|e| panic!("{e}"));
    let got = exe.run(&inputs).unwrap_or_else(|e| panic!("{e}"));
    assert!(same(&got, &want), "{got:?}\n{want:?}");
}

/// Scatters large enough to run on several threads (each owning one range of the output and
/// applying, in the interpreter's order, the updates that land in it) give the interpreter's
/// result bit for bit: float sums over heavily repeated indices (whose value depends on the
/// order of the additions), rows that straddle the threads' ranges, rows along a strided
/// input dim, rows partly out of bounds, and every combiner.
#[test]
fn large_scatters_on_several_threads_match_the_interpreter() {
    // (input, updates, update_window_dims, inserted_window_dims, scatter dims, index count)
    type Layout<'a> = (&'a [usize], &'a [usize], &'a str, &'a str, usize);
    let layouts: [Layout; 3] = [
        // An embedding gradient: rows of 40 along the last dim, 3000 lookups into 1500 rows
        // (40 does not divide the threads' ranges, so rows straddle them).
        (&[1500, 40], &[3000, 40], "[1]", "[0]", 0),
        // Columns: each update row runs along input dim 0 (stride 700).
        (&[90, 700], &[1200, 90], "[1]", "[1]", 1),
        // Windows of 3 rows starting anywhere, some partly past the end.
        (&[1000, 48], &[1100, 3, 48], "[1, 2]", "[]", 0),
    ];
    let mut rng = Rng(0x5CA7);
    let mut checked = 0;
    for (input, updates, window, inserted, dim) in layouts {
        for combiner in ["add", "multiply", "maximum", "minimum", "set"] {
            let n_idx = updates[0];
            let ty = |s: &[usize], d: &str| {
                let dims: Vec<String> = s.iter().map(|x| x.to_string()).collect();
                format!("tensor<{}x{d}>", dims.join("x"))
            };
            let (xt, ut, it) = (
                ty(input, "f32"),
                ty(updates, "f32"),
                format!("tensor<{n_idx}xi32>"),
            );
            let text = format!(
                "func.func @main(%x: {xt}, %i: {it}, %u: {ut}) -> {xt} {{
  %s = \"stablehlo.scatter\"(%x, %i, %u) <{{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = {window}, inserted_window_dims = {inserted}, scatter_dims_to_operand_dims = [{dim}], index_vector_dim = 1>, unique_indices = false}}> ({{
    {}
  }}) : ({xt}, {it}, {ut}) -> {xt}
  return %s : {xt}
}}
",
                region(combiner, DType::F32)
            );
            let m =
                fresnel_ir::parse::parse_module(&text).unwrap_or_else(|e| panic!("{e}\n{text}"));
            assert_eq!(
                step_names(&m),
                ["scatter"],
                "{combiner}: a native scatter step"
            );
            let x_len: usize = input.iter().product();
            let u_len: usize = updates.iter().product();
            // Values with many significant bits, so that the order of a sum shows.
            let floats = |rng: &mut Rng, n: usize| -> Data {
                Data::F32(
                    (0..n)
                        .map(|_| (rng.range(-1_000_000, 1_000_000) as f32) * 1.37e-3)
                        .collect(),
                )
            };
            let extent = input[dim] as i64;
            let idx: Vec<i32> = (0..n_idx)
                .map(|_| match rng.below(20) {
                    0 => rng.range(-3, -1) as i32,
                    1 => rng.range(extent - 2, extent + 2) as i32,
                    // Few distinct rows: each is hit many times.
                    _ => rng.range(0, (extent - 1).min(40)) as i32,
                })
                .collect();
            let inputs = vec![
                Array {
                    shape: input.to_vec(),
                    data: floats(&mut rng, x_len),
                },
                Array {
                    shape: vec![n_idx],
                    data: Data::I32(idx),
                },
                Array {
                    shape: updates.to_vec(),
                    data: floats(&mut rng, u_len),
                },
            ];
            let want = run_main(&m, &inputs).unwrap_or_else(|e| panic!("{e}"));
            let got = compile_cpu(&m)
                .and_then(|exe| exe.run(&inputs))
                .unwrap_or_else(|e| panic!("{e}"));
            assert!(
                same(&got, &want),
                "{combiner} scatter of {updates:?} into {input:?} differs from the interpreter"
            );
            checked += 1;
        }
    }
    assert_eq!(checked, 15);
}

/// The scatter programs (with their inputs and the interpreter's results).
fn scatter_programs() -> Vec<(Module, Vec<Array>, Vec<Array>)> {
    cases()
        .into_iter()
        .filter(|c| c.text.contains("stablehlo.scatter") && !c.text.contains("subtract"))
        .map(|c| {
            let m = parse(&c);
            let want = run_main(&m, &c.inputs).unwrap_or_else(|e| panic!("{e}"));
            (m, c.inputs, want)
        })
        .collect()
}

/// Runs `programs` on cuda-sim: no step may fall back to the host and every result must be
/// the interpreter's, bit for bit.
fn on_cuda_sim_like_the_interpreter(programs: &[(Module, Vec<Array>, Vec<Array>)]) {
    let cpu: Vec<_> = programs
        .iter()
        .map(|(m, _, _)| cpu_program(m).unwrap_or_else(|e| panic!("{e}")))
        .collect();
    let batch = fresnel_tests::cuda::SimBatch::new(cpu).expect("cuda-sim compiles");
    for (i, (m, inputs, want)) in programs.iter().enumerate() {
        let (_, cuda) = &batch.programs[i];
        assert!(
            cuda.fallbacks().is_empty(),
            "a step fell back: {:?}\n{}",
            cuda.fallbacks(),
            fresnel_ir::print::print_module(m)
        );
        let exe = batch.executable(i).unwrap_or_else(|e| panic!("{e}"));
        let got = exe.run(inputs).unwrap_or_else(|e| panic!("{e}"));
        assert!(
            same(&got, want),
            "{}\ninputs {inputs:?}\ngot  {got:?}\nwant {want:?}",
            fresnel_ir::print::print_module(m)
        );
    }
}

/// The CUDA scatter (targets, a stable sort of the updates by target, one fold per target in
/// update order: `kernels/src/cuda/scatter.rs`) against the interpreter on the random
/// configurations: every dtype, index dtype and combiner, repeated, negative and
/// out-of-bounds indices, batching dims.
#[test]
fn cuda_sim_runs_the_scatter_kernels_like_the_interpreter() {
    if !fresnel_tests::cuda::cxx_or_skip("cuda_sim_runs_the_scatter_kernels_like_the_interpreter") {
        return;
    }
    // Every other program: the host compile of their modules is the slow part.
    let programs: Vec<_> = scatter_programs().into_iter().step_by(2).collect();
    assert!(programs.len() > 100, "{} scatter programs", programs.len());
    on_cuda_sim_like_the_interpreter(&programs);
}

/// An embedding gradient on cuda-sim: 2000 lookups into 37 rows (each row hit ~50 times,
/// some lookups out of bounds), whose float sums depend on the order of the additions, into
/// a dying temporary (the step runs in place) and into an argument (it copies first): the
/// interpreter's bits.
#[test]
fn cuda_sim_scatter_adds_repeated_rows_in_the_interpreters_order() {
    if !fresnel_tests::cuda::cxx_or_skip(
        "cuda_sim_scatter_adds_repeated_rows_in_the_interpreters_order",
    ) {
        return;
    }
    let scatter = |x: &str| {
        format!(
            "\"stablehlo.scatter\"({x}, %i, %u) <{{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}}> ({{
    ^bb0(%a: tensor<f32>, %b: tensor<f32>):
      %r = stablehlo.add %a, %b : tensor<f32>
      stablehlo.return %r : tensor<f32>
  }}) : (tensor<37x5xf32>, tensor<2000xi32>, tensor<2000x5xf32>) -> tensor<37x5xf32>"
        )
    };
    let text = format!(
        "func.func @main(%t: tensor<37x5xf32>, %i: tensor<2000xi32>, %u: tensor<2000x5xf32>) -> (tensor<37x5xf32>, tensor<37x5xf32>) {{
  %e = stablehlo.exponential %t : tensor<37x5xf32>
  %s = {}
  %n = stablehlo.negate %s : tensor<37x5xf32>
  %d = {}
  return %n, %d : tensor<37x5xf32>, tensor<37x5xf32>
}}
",
        scatter("%e"),
        scatter("%t")
    );
    let m = fresnel_ir::parse::parse_module(&text).unwrap_or_else(|e| panic!("{e}"));
    let program = cpu_program(&m).unwrap_or_else(|e| panic!("{e}"));
    let in_place: Vec<bool> = program
        .steps
        .iter()
        .zip(&program.plan.in_place)
        .filter(|(s, _)| s.kind.name() == "scatter")
        .map(|(_, &f)| f)
        .collect();
    assert_eq!(in_place, [true, false], "{}", program.summary());
    let mut rng = Rng(0x5CA7_0002);
    let floats = |rng: &mut Rng, n: usize| -> Data {
        Data::F32(
            (0..n)
                .map(|_| (rng.range(-1_000_000, 1_000_000) as f32) * 1.37e-3)
                .collect(),
        )
    };
    let idx: Vec<i32> = (0..2000)
        .map(|_| match rng.below(25) {
            0 => -1,
            1 => 37,
            _ => rng.range(0, 36) as i32,
        })
        .collect();
    let inputs = vec![
        Array {
            shape: vec![37, 5],
            data: floats(&mut rng, 185),
        },
        Array {
            shape: vec![2000],
            data: Data::I32(idx),
        },
        Array {
            shape: vec![2000, 5],
            data: floats(&mut rng, 10_000),
        },
    ];
    let want = run_main(&m, &inputs).unwrap_or_else(|e| panic!("{e}"));
    on_cuda_sim_like_the_interpreter(&[(m, inputs, want)]);
}

#[test]
fn scatter_kernels_compile_with_nvrtc() {
    if !fresnel_tests::cuda::nvrtc_or_skip("scatter_kernels_compile_with_nvrtc") {
        return;
    }
    let mut kernels = 0;
    for (m, _, _) in scatter_programs().into_iter().step_by(5) {
        let program = fresnel_runtime::cuda::CudaProgram::new(&cpu_program(&m).expect("compiles"));
        assert!(program.fallbacks().is_empty(), "{:?}", program.fallbacks());
        kernels += program
            .module
            .kernels
            .iter()
            .filter(|k| k.name.starts_with("scatter_fold"))
            .count();
        fresnel_tests::cuda::compile(&program).unwrap_or_else(|e| panic!("{e}"));
    }
    assert!(kernels > 40, "{kernels} scatter kernels");
}
