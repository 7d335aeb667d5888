//! Support shared by the integration tests in `tests/tests/it/` (one test binary, `it`): the
//! JAX reference cases of `tests/data/refs` (see its README) and the error measure they are
//! judged by.

use std::path::PathBuf;

/// `tests/data`: `$FRESNEL_TEST_DATA` where set (a test binary carried to another machine,
/// e.g. by `scripts/gpu-check.sh`), else this crate's own folder.
pub fn data_dir() -> PathBuf {
    match std::env::var_os("FRESNEL_TEST_DATA") {
        Some(d) if !d.is_empty() => PathBuf::from(d),
        _ => PathBuf::from(concat!(env!("CARGO_MANIFEST_DIR"), "/data")),
    }
}

pub mod fuzz;
pub mod ints;
pub mod isolated;
pub mod svd;

pub mod refs {
    use fresnel_ir::array::{Array, Data};
    use fresnel_ir::types::DType;
    use fresnel_runtime::npy::read_npy;
    use std::path::PathBuf;

    /// `tests/data/refs`.
    pub fn dir() -> PathBuf {
        super::data_dir().join("refs")
    }

    /// One entry of `manifest.json`.
    #[derive(Clone, Debug)]
    pub struct Case {
        pub name: String,
        /// The argument indices the stored gradients are taken with respect to.
        pub wrt: Vec<usize>,
        input_files: Vec<String>,
        value_file: String,
        grad_files: Vec<String>,
    }

    impl Case {
        pub fn dir(&self) -> PathBuf {
            dir().join(&self.name)
        }
        /// `fwd.mlir` or `value_and_grad.mlir`.
        pub fn program(&self, file: &str) -> PathBuf {
            self.dir().join(file)
        }
        pub fn program_text(&self, file: &str) -> String {
            let path = self.program(file);
            std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()))
        }
        pub fn inputs(&self) -> Vec<Array> {
            self.input_files.iter().map(|f| self.load(f)).collect()
        }
        pub fn value(&self) -> Array {
            self.load(&self.value_file)
        }
        /// ∂loss/∂arg_k for k in `wrt`, in our convention (∂/∂Re + i ∂/∂Im).
        pub fn grads(&self) -> Vec<Array> {
            self.grad_files.iter().map(|f| self.load(f)).collect()
        }
        /// The README's tolerance: 1e-9 when any input is double precision, else 2e-4.
        pub fn tolerance(&self) -> f64 {
            tolerance(&self.inputs())
        }
        fn load(&self, file: &str) -> Array {
            let path = self.dir().join(file);
            read_npy(&path).unwrap_or_else(|e| panic!("reference data unreadable: {e}"))
        }
    }

    /// Every case of `manifest.json`, in its order.
    pub fn cases() -> Vec<Case> {
        let path = dir().join("manifest.json");
        let text =
            std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
        let json: serde_json::Value =
            serde_json::from_str(&text).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
        let strings = |v: &serde_json::Value, what: &str| -> Vec<String> {
            v.as_array()
                .unwrap_or_else(|| panic!("manifest: {what} is not a list"))
                .iter()
                .map(|s| {
                    let s = s.get("file").unwrap_or(s);
                    s.as_str()
                        .unwrap_or_else(|| panic!("manifest: {what} entry"))
                        .to_string()
                })
                .collect()
        };
        json["cases"]
            .as_array()
            .expect("manifest.json has a `cases` list")
            .iter()
            .map(|c| Case {
                name: c["name"].as_str().expect("case name").to_string(),
                wrt: c["wrt"]
                    .as_array()
                    .expect("wrt list")
                    .iter()
                    .map(|k| k.as_u64().expect("wrt index") as usize)
                    .collect(),
                input_files: strings(&c["inputs"], "inputs"),
                value_file: c["value"].as_str().expect("value file").to_string(),
                grad_files: strings(&c["grads"], "grads"),
            })
            .collect()
    }

    /// The case called `name`.
    pub fn case(name: &str) -> Case {
        cases()
            .into_iter()
            .find(|c| c.name == name)
            .unwrap_or_else(|| panic!("{name} is not in the manifest"))
    }

    /// 1e-9 when any input is double precision, else 2e-4 (the refs README).
    pub fn tolerance(inputs: &[Array]) -> f64 {
        let wide = inputs
            .iter()
            .any(|a| matches!(a.dtype(), DType::F64 | DType::C128));
        if wide {
            1e-9
        } else {
            2e-4
        }
    }

    /// The README's measure max|got − want| / max|want| (absolute when `want` is all zeros),
    /// after checking the type; NaN is an error rather than a number that compares false.
    pub fn rel_err(got: &Array, want: &Array) -> Result<f64, String> {
        if got.ty() != want.ty() {
            return Err(format!(
                "type {} where {} was expected",
                got.ty(),
                want.ty()
            ));
        }
        let (g, w) = (got.to_c128_vec(), want.to_c128_vec());
        let diff = g
            .iter()
            .zip(&w)
            .map(|(a, b)| (a - b).norm())
            .fold(0.0, f64::max);
        let scale = w.iter().map(|b| b.norm()).fold(0.0, f64::max);
        let err = if scale > 0.0 { diff / scale } else { diff };
        if err.is_nan() {
            return Err("NaN in the result".to_string());
        }
        Ok(err)
    }

    /// The complex conjugate (real arrays unchanged): JAX's gradient convention vs ours.
    pub fn conj(a: &Array) -> Array {
        let data = match &a.data {
            Data::C64(v) => Data::C64(v.iter().map(|z| z.conj()).collect()),
            Data::C128(v) => Data::C128(v.iter().map(|z| z.conj()).collect()),
            other => other.clone(),
        };
        Array {
            shape: a.shape.clone(),
            data,
        }
    }
}

pub mod conformance {
    use fresnel_ir::func::Module;
    use fresnel_ir::{Array, Op};
    use fresnel_runtime::interp::Interpreter;
    use std::path::PathBuf;

    /// `tests/data/conformance/stablehlo`.
    pub fn dir() -> PathBuf {
        super::data_dir().join("conformance/stablehlo")
    }

    /// The `.mlir` files of one suite (`interpret` or `testdata`), sorted by name.
    pub fn mlir_files(suite: &str) -> Vec<PathBuf> {
        let dir = dir().join(suite);
        let mut files: Vec<PathBuf> = std::fs::read_dir(&dir)
            .unwrap_or_else(|e| panic!("{}: {e}", dir.display()))
            .filter_map(|e| e.ok().map(|e| e.path()))
            .filter(|p| p.extension().is_some_and(|x| x == "mlir"))
            .collect();
        files.sort();
        files
    }

    /// Replaces `call @inputs()` in `@main` by new arguments and returns their values (computed
    /// by running `@inputs`). `None` when `@main` has no such call.
    pub fn inputs_as_arguments(m: &mut Module) -> Result<Option<Vec<Array>>, String> {
        let values = match m.func("inputs") {
            // Widened: f16 and bf16 inputs are computed in f32 and rounded, as `run_main` does.
            Some(_) => Interpreter::new(&fresnel_ir::narrow::widened(m))
                .call("inputs", &[])
                .map_err(|d| format!("@inputs: {d}"))?,
            None => return Ok(None),
        };
        let main = m.func_mut("main").ok_or("no @main")?;
        let body = main.body;
        let Some(pos) = main
            .block(body)
            .ops
            .iter()
            .position(|&o| matches!(&main.op(o).op, Op::Call { callee } if callee == "inputs"))
        else {
            return Ok(None);
        };
        let call = main.block(body).ops[pos];
        let results = main.op(call).results.clone();
        for &r in &results {
            let arg = main.add_param(main.ty(r).clone());
            main.replace_uses(r, arg);
        }
        let mut ops = main.take_block_ops(body);
        ops.remove(pos);
        main.set_block_ops(body, ops);
        Ok(Some(values))
    }

    /// Turns every top-level `stablehlo.constant` of the entry function into a new parameter and
    /// returns the constants' values, in parameter order.
    pub fn constants_as_arguments(m: &mut Module) -> Vec<Array> {
        let Some(name) = m.entry().map(|f| f.name.clone()) else {
            return Vec::new();
        };
        let f = m
            .func_mut(&name)
            .expect("the entry exists: its name was just read");
        let body = f.body;
        let mut values = Vec::new();
        let mut kept = Vec::new();
        for op in f.block(body).ops.clone() {
            let Op::Constant(value) = &f.op(op).op else {
                kept.push(op);
                continue;
            };
            let value = value.clone();
            let result = f.op(op).results[0];
            let arg = f.add_param(f.ty(result).clone());
            f.replace_uses(result, arg);
            values.push(value);
        }
        f.set_block_ops(body, kept);
        values
    }
}

/// Folders of JAX cases written by a `gen.py` under `tests/data` (`fwd.mlir` and other
/// programs, `in0.npy`…, `out0.npy`…, `grad0.npy`…), and central differences to check
/// gradients with.
pub mod folders {
    use fresnel_ir::parse::parse_module;
    use fresnel_ir::{Array, Module};
    use fresnel_runtime::interp::run_main;
    use fresnel_runtime::npy::read_npy;
    use std::path::PathBuf;

    /// One case folder.
    pub struct Folder {
        pub name: String,
        pub dir: PathBuf,
    }

    impl Folder {
        /// The folder's program `file`, parsed.
        pub fn program(&self, file: &str) -> Module {
            let path = self.dir.join(file);
            let text = std::fs::read_to_string(&path)
                .unwrap_or_else(|e| panic!("{}: {e}", path.display()));
            parse_module(&text).unwrap_or_else(|e| panic!("{}: {e}", path.display()))
        }

        /// `{prefix}0.npy`, `{prefix}1.npy`, … while they exist.
        pub fn arrays(&self, prefix: &str) -> Vec<Array> {
            (0..)
                .map(|k| self.dir.join(format!("{prefix}{k}.npy")))
                .take_while(|p| p.exists())
                .map(|p| read_npy(&p).unwrap_or_else(|e| panic!("{}: {e}", p.display())))
                .collect()
        }

        /// `single` for f32/complex64 cases (by name), 1e-9 for the double-precision ones.
        pub fn tolerance(&self, single: f64) -> f64 {
            if self.name.contains("f32") || self.name.contains("c64") {
                single
            } else {
                1e-9
            }
        }
    }

    /// The case folders under `tests/data/{rel}`, sorted by name.
    pub fn folders(rel: &str) -> Vec<Folder> {
        let root = crate::data_dir().join(rel);
        let mut dirs: Vec<PathBuf> = std::fs::read_dir(&root)
            .unwrap_or_else(|e| panic!("{}: {e}", root.display()))
            .map(|e| e.expect("directory entry").path())
            .filter(|p| p.is_dir())
            .collect();
        dirs.sort();
        dirs.into_iter()
            .map(|dir| Folder {
                name: dir
                    .file_name()
                    .expect("folder name")
                    .to_string_lossy()
                    .into_owned(),
                dir,
            })
            .collect()
    }

    /// Central differences (step `h`) of the real scalar first result of `m` at `inputs`
    /// along every element of the real input `k`.
    pub fn central_differences(m: &Module, inputs: &[Array], k: usize, h: f64) -> Vec<f64> {
        let x = inputs[k].to_c128_vec();
        let value = |x: &[f64]| -> f64 {
            let mut args = inputs.to_vec();
            args[k] = Array::from_f64(inputs[k].shape.clone(), x.to_vec()).expect("same shape");
            run_main(m, &args).expect("runs")[0].to_c128_vec()[0].re
        };
        let base: Vec<f64> = x.iter().map(|v| v.re).collect();
        (0..base.len())
            .map(|i| {
                let (mut up, mut down) = (base.clone(), base.clone());
                up[i] += h;
                down[i] -= h;
                (value(&up) - value(&down)) / (2.0 * h)
            })
            .collect()
    }
}

/// The CUDA compile tests' access to NVRTC: where it is missing, a plain `cargo test` skips
/// them (saying why) and CI (`CI` set) fails.
/// Programs run on the interpreter, then on a compiled backend, compared element by element.
pub mod backends {
    use fresnel_ir::{Array, Module};
    use fresnel_runtime::interp::run_main;

    /// The modules of a case file (`// -----`-separated), each parsed at its line and verified.
    pub fn parse_cases(text: &str) -> Vec<(usize, Module)> {
        fresnel_ir::parse::split_cases(text)
            .into_iter()
            .map(|(line, src)| {
                let m = fresnel_ir::parse::parse_module_at(src, line)
                    .unwrap_or_else(|d| panic!("line {line}: {d}"));
                fresnel_ir::verify::verify_module(&m)
                    .unwrap_or_else(|ds| panic!("line {line}: {}", ds[0]));
                (line, m)
            })
            .collect()
    }

    /// The case file `rel` under `tests/data`, parsed by `parse_cases`.
    pub fn data_cases(rel: &str) -> Vec<(usize, Module)> {
        let path = crate::data_dir().join(rel);
        let text =
            std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
        parse_cases(&text)
    }

    /// Runs every case on the interpreter; one message per case that errs or fails a check.
    pub fn check_failures(cases: &[(usize, Module)]) -> Vec<String> {
        let mut failures = Vec::new();
        for (line, m) in cases {
            let m = fresnel_ir::narrow::widened(m);
            let mut interp = fresnel_runtime::interp::Interpreter::new(&m);
            match interp.call("main", &[]) {
                Err(e) => failures.push(format!("line {line}: {e}")),
                Ok(_) if !interp.check_failures.is_empty() => {
                    failures.push(format!("line {line}: {}", interp.check_failures[0]))
                }
                Ok(_) => {}
            }
        }
        failures
    }

    /// A program (numbered by its line in a case file), its inputs and the interpreter's results.
    pub type Program = (usize, Module, Vec<Array>, Vec<Array>);

    /// Each case with its constants made arguments (so that nothing folds away before the
    /// backend sees it), those inputs and the interpreter's results.
    pub fn with_interpreter_results(cases: Vec<(usize, Module)>) -> Vec<Program> {
        cases
            .into_iter()
            .map(|(line, mut m)| {
                let inputs = crate::conformance::constants_as_arguments(&mut m);
                let want = run_main(&m, &inputs).unwrap_or_else(|e| panic!("line {line}: {e}"));
                (line, m, inputs, want)
            })
            .collect()
    }

    /// Largest |a − b| relative to max(1, |b|), elementwise; NaNs must match (a NaN on one
    /// side only counts as infinitely far, which `f64::max` alone would skip).
    pub fn max_rel(a: &Array, b: &Array) -> f64 {
        assert_eq!(a.shape, b.shape);
        a.to_c128_vec()
            .iter()
            .zip(b.to_c128_vec())
            .map(|(x, y)| match (x.is_nan(), y.is_nan()) {
                (true, true) => 0.0,
                (false, false) => (x - y).norm() / y.norm().max(1.0),
                _ => f64::INFINITY,
            })
            .fold(0.0, f64::max)
    }

    /// The worst `max_rel` of the CPU backend's results against the interpreter's.
    pub fn worst_on_cpu(programs: &[Program]) -> f64 {
        let mut worst: f64 = 0.0;
        for (line, m, inputs, want) in programs {
            let exe =
                fresnel::backend::compile_cpu(m).unwrap_or_else(|e| panic!("line {line}: {e}"));
            let got = exe
                .run(inputs)
                .unwrap_or_else(|e| panic!("line {line}: {e}"));
            for (g, w) in got.iter().zip(want) {
                worst = worst.max(max_rel(g, w));
            }
        }
        worst
    }

    /// The worst `max_rel` of cuda-sim's results against the interpreter's (one host compile).
    pub fn worst_on_cuda_sim(programs: &[Program]) -> f64 {
        let cpu: Vec<_> = programs
            .iter()
            .map(|(line, m, _, _)| {
                fresnel::backend::cpu_program(m).unwrap_or_else(|e| panic!("line {line}: {e}"))
            })
            .collect();
        let batch = crate::cuda::SimBatch::new(cpu).expect("cuda-sim compiles");
        let mut worst: f64 = 0.0;
        for (i, (line, _, inputs, want)) in programs.iter().enumerate() {
            let exe = batch
                .executable(i)
                .unwrap_or_else(|e| panic!("line {line}: {e}"));
            let got = exe
                .run(inputs)
                .unwrap_or_else(|e| panic!("line {line}: {e}"));
            for (g, w) in got.iter().zip(want) {
                worst = worst.max(max_rel(g, w));
            }
        }
        worst
    }
}

pub mod cuda {
    use fresnel_runtime::cuda::{compile_cubin, load_nvrtc, CudaProgram, TEST_ARCH};

    /// Whether NVRTC is here; panics under CI when it is not.
    pub fn nvrtc_or_skip(test: &str) -> bool {
        match load_nvrtc() {
            Ok(()) => true,
            Err(why) if std::env::var_os("CI").is_some() => {
                panic!("{test}: CI must run the NVRTC tests, but {why}")
            }
            Err(why) => {
                eprintln!("{test}: skipped: {why}");
                false
            }
        }
    }

    /// Whether the host C++ compiler cuda-sim needs is here; panics under CI when it is not.
    pub fn cxx_or_skip(test: &str) -> bool {
        let cxx = std::env::var("CXX").unwrap_or_else(|_| "g++".to_string());
        match std::process::Command::new(&cxx).arg("--version").output() {
            Ok(o) if o.status.success() => true,
            _ if std::env::var_os("CI").is_some() => {
                panic!("{test}: CI must run the cuda-sim tests, but `{cxx}` cannot be run")
            }
            _ => {
                eprintln!("{test}: skipped: cuda-sim needs a C++ compiler (`{cxx}`)");
                false
            }
        }
    }

    /// Programs compiled for cuda-sim together: one host compile for all their modules.
    pub struct SimBatch {
        pub library: std::sync::Arc<fresnel_runtime::cuda::SimLibrary>,
        pub programs: Vec<(fresnel_runtime::cpu::CpuProgram, CudaProgram)>,
    }

    impl SimBatch {
        pub fn new(cpu: Vec<fresnel_runtime::cpu::CpuProgram>) -> Result<SimBatch, String> {
            let programs: Vec<_> = cpu
                .into_iter()
                .map(|p| {
                    let c = CudaProgram::new(&p);
                    (p, c)
                })
                .collect();
            let modules: Vec<_> = programs.iter().map(|(_, c)| &c.module).collect();
            let library = fresnel_runtime::cuda::SimLibrary::compile(&modules)?;
            Ok(SimBatch {
                library: std::sync::Arc::new(library),
                programs,
            })
        }

        /// The executable of program `i` on a simulated device.
        pub fn executable(
            &self,
            i: usize,
        ) -> Result<fresnel_runtime::cuda::CudaExecutable, String> {
            use fresnel_runtime::cuda::{fft_plans, CudaExecutable, SimDevice};
            let (cpu, cuda) = &self.programs[i];
            let plans = fft_plans(cuda);
            let device = SimDevice::new(self.library.clone(), i, &cuda.module, plans)?;
            CudaExecutable::new(cpu.clone(), cuda.clone(), Box::new(device), "cuda-sim")
                .map_err(|d| d.to_string())
        }
    }

    /// Compiles `program`'s module for the test architecture; the error names the module and
    /// holds NVRTC's log.
    pub fn compile(program: &CudaProgram) -> Result<usize, String> {
        compile_cubin(&program.module.name, &program.module.source, TEST_ARCH)
            .map(|cubin| cubin.len())
            .map_err(|e| e.to_string())
    }
}

/// Random programs (fixed seed) of elementwise ops, broadcasts, shape ops, reductions and FFTs
/// over any axes, traced through the trace API, and O(1) inputs for them.
pub mod random {
    use fresnel::fft::{self, Norm};
    use fresnel::trace::{trace_with, Ctx, Tensor, TraceError, Traced};
    use fresnel_ir::{Array, DType, Data, TensorType};
    use num_complex::Complex32;

    /// The seed and number of the random programs every backend is tested on.
    pub const SEED: u64 = 0x5EED_CAFE;
    pub const CASES: usize = 150;

    pub struct Rng(pub u64);

    impl Rng {
        // A generator, never exhausted: not an Iterator.
        #[allow(clippy::should_implement_trait)]
        pub fn next(&mut self) -> u64 {
            self.0 = self
                .0
                .wrapping_mul(6364136223846793005)
                .wrapping_add(1442695040888963407);
            self.0 >> 33
        }
        pub fn below(&mut self, n: usize) -> usize {
            (self.next() % n.max(1) as u64) as usize
        }
        pub fn unit(&mut self) -> f32 {
            self.next() as f32 / (1u64 << 31) as f32 * 2.0 - 1.0
        }
        /// A non-empty random subset of `0..rank`, as signed axes.
        pub fn axes(&mut self, rank: usize) -> Vec<isize> {
            let mut axes: Vec<isize> = (0..rank as isize).filter(|_| self.below(2) == 0).collect();
            if axes.is_empty() {
                axes.push(self.below(rank) as isize);
            }
            axes
        }
    }

    /// One random op on the pool; returns the new tensor, if the op applies.
    fn step(ctx: &Ctx, rng: &mut Rng, pool: &[Tensor]) -> Option<Tensor> {
        let t = &pool[rng.below(pool.len())];
        let rank = t.rank();
        let complex = t.dtype().is_complex();
        Some(match rng.below(11) {
            0 if !complex => match rng.below(4) {
                0 => t.sin(),
                1 => t.tanh(),
                2 => t.abs(),
                _ => t.cos() * 0.5,
            },
            1 => {
                // A partner that broadcasts: the same tensor, a keepdims reduction, a scalar, or a
                // pool tensor of the same type.
                let same: Vec<&Tensor> = pool.iter().filter(|p| p.ty() == t.ty()).collect();
                let other = match rng.below(3) {
                    0 if rank > 0 => t.sum_keepdims(&rng.axes(rank)),
                    1 => same[rng.below(same.len())].clone(),
                    _ => ctx.constant(&Array::from_f32(vec![], vec![rng.unit()])?),
                };
                match rng.below(3) {
                    0 => t + &other,
                    1 => t * &other,
                    _ => t - &other,
                }
            }
            2 if !complex => t.exp_i(),
            3 if complex => match rng.below(3) {
                0 => t.abs(),
                1 => t.real(),
                _ => t.imag(),
            },
            4 if rank > 0 => match rng.below(3) {
                0 => t.sum(&rng.axes(rank)),
                1 if !complex => t.max(&rng.axes(rank)),
                _ => t.sum_keepdims(&rng.axes(rank)),
            },
            5 if rank > 1 => {
                let mut perm: Vec<isize> = (0..rank as isize).collect();
                for i in (1..rank).rev() {
                    perm.swap(i, rng.below(i + 1));
                }
                t.permute(&perm)
            }
            6 if rank > 1 => {
                // Merge two neighbouring dims.
                let k = rng.below(rank - 1);
                let mut shape: Vec<isize> = t.shape().iter().map(|&d| d as isize).collect();
                let merged = shape[k] * shape[k + 1];
                shape.splice(k..k + 2, [merged]);
                t.reshape(&shape)
            }
            7 if complex && rank > 0 => {
                let axes = rng.axes(rank);
                let norm = [Norm::Backward, Norm::Ortho, Norm::Forward][rng.below(3)];
                match rng.below(2) {
                    0 => fft::fftn(t, None, Some(&axes), norm),
                    _ => fft::ifftn(t, None, Some(&axes), norm),
                }
            }
            8 if rank < 4 && t.shape().iter().product::<usize>() < 200 => {
                let k = 1 + rng.below(3);
                let e = t.expand_dims(0);
                let mut shape = e.shape().to_vec();
                shape[0] = k;
                e.broadcast_to(&shape)
            }
            9 if !complex && rank > 0 => fft::rfft(t, None, -1, Norm::Backward),
            10 if complex && rank > 0 => {
                let n = 2 * (t.shape()[rank - 1].max(2) - 1);
                fft::irfft(t, Some(n), -1, Norm::Backward)
            }
            _ => return None,
        })
    }

    pub fn random_inputs(rng: &mut Rng, types: &[TensorType]) -> Vec<Array> {
        types
            .iter()
            .map(|t| {
                let n = t.num_elements();
                let data = match t.dtype {
                    DType::C64 => Data::C64(
                        (0..n)
                            .map(|_| Complex32::new(rng.unit(), rng.unit()))
                            .collect(),
                    ),
                    DType::C128 => Data::C128(
                        (0..n)
                            .map(|_| {
                                num_complex::Complex64::new(rng.unit() as f64, rng.unit() as f64)
                            })
                            .collect(),
                    ),
                    DType::F64 => Data::F64((0..n).map(|_| rng.unit() as f64).collect()),
                    _ => Data::F32((0..n).map(|_| rng.unit()).collect()),
                };
                Array::new(t.shape.clone(), data).expect("sized to the type")
            })
            .collect()
    }

    /// The next random program and its argument types (an f32 tensor of rank 3 and a c64
    /// tensor of its trailing two dims); returns `(last value, sum of a random value)`.
    pub fn random_program(rng: &mut Rng) -> Result<(Traced, Vec<TensorType>), TraceError> {
        let dims: Vec<usize> = (0..3).map(|_| 1 + rng.below(5)).collect();
        let types = vec![
            TensorType::new(DType::F32, dims.clone()),
            TensorType::new(DType::C64, dims[1..].to_vec()),
        ];
        let steps = 6 + rng.below(12);
        let mut seed = Rng(rng.next());
        let traced = trace_with(
            |ctx, args: &[Tensor]| {
                let mut pool: Vec<Tensor> = args.to_vec();
                for _ in 0..steps {
                    // Not every op applies to every tensor: a few tries per step.
                    if let Some(t) = (0..8).find_map(|_| step(ctx, &mut seed, &pool)) {
                        pool.push(t);
                    }
                }
                let last = pool[pool.len() - 1].clone();
                let any = pool[seed.below(pool.len())].clone();
                vec![last, any.sum_all()]
            },
            &types,
        )?;
        Ok((traced, types))
    }
}

/// The PJRT backend's tests need XLA's CPU plugin (`scripts/setup-pjrt.sh` installs it into
/// `target/pjrt-deps`; `$FRESNEL_PJRT_PLUGIN` overrides): without it they say so and skip,
/// and CI (`CI` set) fails.
pub mod pjrt {
    use std::path::PathBuf;

    /// The plugin's path where it is installed; panics under CI when it is not.
    pub fn plugin_or_skip(test: &str) -> Option<PathBuf> {
        let path = fresnel_runtime::pjrt::default_plugin_path();
        if path.is_file() {
            return Some(path);
        }
        let why = format!(
            "the XLA CPU PJRT plugin is not at {} (run scripts/setup.sh, or set {})",
            path.display(),
            fresnel_runtime::pjrt::PLUGIN_VAR
        );
        if std::env::var_os("CI").is_some() {
            panic!("{test}: CI must run the PJRT tests, but {why}");
        }
        eprintln!("{test}: skipped: {why}");
        None
    }
}
