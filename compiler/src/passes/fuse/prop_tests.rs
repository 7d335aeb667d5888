//! Property test: random programs of elementwise ops, broadcasts, transposes, reshapes,
//! reductions, FFTs and selects (a fixed xorshift stream, so failures reproduce), fused and
//! unfused, give the same results on the interpreter — and every fused module passes the
//! structural checks of `check::fused`.

use super::check::fused_same_results;
use crate::passes::testing::sample_inputs;
use fresnel_ir::{
    Array, BinaryOp, CompareDir, DType, FftKind, Function, Module, Op, Scalar, TensorType, UnaryOp,
    ValueId,
};

struct XorShift(u64);

impl XorShift {
    fn next(&mut self) -> u64 {
        let mut x = self.0;
        x ^= x << 13;
        x ^= x >> 7;
        x ^= x << 17;
        self.0 = x;
        x
    }
    fn below(&mut self, n: usize) -> usize {
        (self.next() % n as u64) as usize
    }
}

/// A random `@main` built through `Function::build`.
struct Gen {
    rng: XorShift,
    f: Function,
    pool: Vec<ValueId>,
}

impl Gen {
    fn new(seed: u64) -> Gen {
        let f64_ = |shape: &[usize]| TensorType::new(DType::F64, shape.to_vec());
        let params = [
            f64_(&[2, 3, 4]),
            f64_(&[2, 3, 4]),
            f64_(&[3]),
            f64_(&[]),
            TensorType::new(DType::C128, vec![2, 3, 4]),
        ];
        let f = Function::new("main", &params, Vec::new());
        let pool = f.params().to_vec();
        Gen {
            rng: XorShift(seed.wrapping_mul(0x9e37_79b9_7f4a_7c15) | 1),
            f,
            pool,
        }
    }

    fn ty(&self, v: ValueId) -> &TensorType {
        self.f.ty(v)
    }

    /// A random pool value satisfying `keep`, if any.
    fn pick(&mut self, keep: impl Fn(&TensorType) -> bool) -> Option<ValueId> {
        let ok: Vec<ValueId> = self
            .pool
            .iter()
            .copied()
            .filter(|&v| keep(self.f.ty(v)))
            .collect();
        (!ok.is_empty()).then(|| ok[self.rng.below(ok.len())])
    }

    fn build(&mut self, op: Op, operands: Vec<ValueId>) -> ValueId {
        let body = self.f.body;
        let v = self
            .f
            .build(body, op, operands)
            .unwrap_or_else(|e| panic!("generator built a bad op: {e}"))[0];
        self.pool.push(v);
        v
    }

    fn build_typed(&mut self, op: Op, operands: Vec<ValueId>, ty: TensorType) -> ValueId {
        let body = self.f.body;
        let v = self
            .f
            .build_typed(body, op, operands, ty)
            .unwrap_or_else(|e| panic!("generator built a bad op: {e}"));
        self.pool.push(v);
        v
    }

    fn constant(&mut self, ty: TensorType, x: f64) -> ValueId {
        let a = Array::splat(&ty, Scalar::from_f64(ty.dtype, x));
        self.build(Op::Constant(a), Vec::new())
    }

    fn step(&mut self) {
        let real = |t: &TensorType| t.dtype == DType::F64;
        let complex = |t: &TensorType| t.dtype == DType::C128;
        match self.rng.below(11) {
            0 | 1 => {
                const UNARY: [UnaryOp; 6] = [
                    UnaryOp::Negate,
                    UnaryOp::Sine,
                    UnaryOp::Tanh,
                    UnaryOp::Abs,
                    UnaryOp::Exponential,
                    UnaryOp::Cosine,
                ];
                let u = UNARY[self.rng.below(UNARY.len())];
                let x = self.pick(real).expect("params include reals");
                self.build(Op::Unary(u), vec![x]);
            }
            2 | 3 => {
                const BINARY: [BinaryOp; 4] = [
                    BinaryOp::Add,
                    BinaryOp::Multiply,
                    BinaryOp::Subtract,
                    BinaryOp::Maximum,
                ];
                let b = BINARY[self.rng.below(BINARY.len())];
                let x = self.pick(|t| t.dtype != DType::I1).expect("params");
                let tx = self.ty(x).clone();
                let y = self.pick(|t| *t == tx).unwrap_or(x);
                let b = if tx.dtype == DType::C128 && b == BinaryOp::Maximum {
                    BinaryOp::Add
                } else {
                    b
                };
                self.build(Op::Binary(b), vec![x, y]);
            }
            4 => {
                // Broadcast to a new leading axis of 2 (or a scalar with a constant to S).
                let x = self.pick(|t| t.rank() < 4).expect("params");
                let t = self.ty(x).clone();
                let mut shape = vec![2];
                shape.extend(&t.shape);
                let dims = (1..=t.rank()).collect();
                let b = self.build_typed(
                    Op::BroadcastInDim { dims },
                    vec![x],
                    t.with_shape(shape.clone()),
                );
                let c = self.constant(t.with_shape(shape), 0.5);
                self.build(Op::Binary(BinaryOp::Multiply), vec![b, c]);
            }
            5 => self.reduce(),
            6 => {
                let x = match self.pick(complex) {
                    Some(x) if self.rng.below(2) == 0 => x,
                    _ => {
                        let r = self.pick(|t| real(t) && t.rank() >= 1).expect("params");
                        let ty = self.ty(r).with_dtype(DType::C128);
                        self.build_typed(Op::Convert, vec![r], ty)
                    }
                };
                let Some(&n) = self.ty(x).shape.last() else {
                    return;
                };
                let kind = [FftKind::Fft, FftKind::Ifft][self.rng.below(2)];
                self.build(
                    Op::Fft {
                        kind,
                        length: vec![n],
                    },
                    vec![x],
                );
            }
            7 => {
                let z = self.pick(complex).expect("params include a complex");
                let u = [UnaryOp::Real, UnaryOp::Imag, UnaryOp::Abs][self.rng.below(3)];
                self.build(Op::Unary(u), vec![z]);
            }
            8 => {
                let x = self.pick(|t| t.rank() >= 2).expect("params");
                let rank = self.ty(x).rank();
                let perm = (0..rank).rev().collect();
                self.build(Op::Transpose { perm }, vec![x]);
            }
            9 => {
                let x = self.pick(|t| t.rank() >= 2).expect("params");
                let t = self.ty(x).clone();
                let mut shape = vec![t.shape[0] * t.shape[1]];
                shape.extend(&t.shape[2..]);
                self.build_typed(Op::Reshape, vec![x], t.with_shape(shape));
            }
            _ => {
                let x = self.pick(real).expect("params");
                let tx = self.ty(x).clone();
                let y = self.pick(|t| *t == tx).unwrap_or(x);
                let dir = [CompareDir::Lt, CompareDir::Ge][self.rng.below(2)];
                let p = self.build(
                    Op::Compare {
                        dir,
                        cmp_type: None,
                    },
                    vec![x, y],
                );
                let z = self.constant(tx, 0.0);
                self.build(Op::Select, vec![p, y, z]);
            }
        }
    }

    /// A sum or max over a random non-empty set of axes.
    fn reduce(&mut self) {
        let Some(x) = self.pick(|t| t.dtype == DType::F64 && t.rank() >= 1) else {
            return;
        };
        let t = self.ty(x).clone();
        let mut dims: Vec<usize> = (0..t.rank()).filter(|_| self.rng.below(2) == 0).collect();
        if dims.is_empty() {
            dims.push(self.rng.below(t.rank()));
        }
        let kind = [BinaryOp::Add, BinaryOp::Maximum][self.rng.below(2)];
        let scalar = TensorType::scalar(DType::F64);
        let init_value = if kind == BinaryOp::Add { 0.0 } else { -1e300 };
        let init = self.constant(scalar.clone(), init_value);
        let body = self.f.new_block(&[scalar.clone(), scalar.clone()], None);
        let args = self.f.block(body).args.clone();
        let r = self
            .f
            .build(body, Op::Binary(kind), args)
            .expect("a binary op of two scalars");
        self.f.set_return(body, r);
        let shape: Vec<usize> = (0..t.rank())
            .filter(|d| !dims.contains(d))
            .map(|d| t.shape[d])
            .collect();
        let top = self.f.body;
        let op = self.f.push_op(
            top,
            Op::Reduce { dims },
            vec![x, init],
            vec![t.with_shape(shape)],
            vec![body],
            None,
        );
        self.pool.push(self.f.op(op).results[0]);
    }

    /// The module, returning every value nothing uses (so no op is dead) and one random
    /// other value (so some values are both used and returned).
    fn finish(mut self) -> Module {
        let used: std::collections::HashSet<ValueId> = self
            .f
            .ops()
            .flat_map(|op| op.operands.iter().copied())
            .collect();
        let params = self.f.params().len();
        let mut rets: Vec<ValueId> = self.pool[params..]
            .iter()
            .copied()
            .filter(|v| !used.contains(v))
            .collect();
        rets.push(self.pool[self.rng.below(self.pool.len())]);
        self.f.result_types = rets.iter().map(|&v| self.f.ty(v).clone()).collect();
        let body = self.f.body;
        self.f.set_return(body, rets);
        self.f.public = true;
        Module {
            name: None,
            funcs: vec![self.f],
            warnings: Vec::new(),
        }
    }
}

fn random_program(seed: u64) -> Module {
    let mut g = Gen::new(seed);
    let steps = 6 + g.rng.below(25);
    for _ in 0..steps {
        g.step();
    }
    g.finish()
}

#[test]
fn random_programs_compute_the_same_fused() {
    let mut kinds = [0usize; 3];
    for seed in 0..300 {
        let m = random_program(seed);
        if let Err(errors) = fresnel_ir::verify::verify_module(&m) {
            panic!(
                "seed {seed}: generated program does not verify: {}\n{m}",
                errors[0]
            );
        }
        let inputs = sample_inputs(&m);
        let result = std::panic::catch_unwind(|| fused_same_results(&m, &inputs, 1e-12));
        match result {
            Ok(out) => {
                let text = out.to_string();
                for (k, kind) in ["loop", "reduce", "fft"].iter().enumerate() {
                    kinds[k] += text.matches(&format!("{{kind = \"{kind}\"}}")).count();
                }
            }
            Err(e) => {
                eprintln!("seed {seed} failed on:\n{m}");
                std::panic::resume_unwind(e);
            }
        }
    }
    // The generator must exercise every kind of group.
    println!("fusions made: {kinds:?} (loop, reduce, fft)");
    assert!(kinds.iter().all(|&n| n >= 50), "{kinds:?}");
}
