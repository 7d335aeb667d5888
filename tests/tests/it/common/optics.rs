//! What the optics suites (`propagator`, `optics_propagators`, `optics_elements`) share:
//! deterministic random arrays, array builders and running a module on the interpreter.

use fresnel_ir::{Array, DType, Data, Module, TensorType};
use fresnel_runtime::interp::run_main;
use num_complex::Complex64;

/// A small deterministic generator (xorshift64*), uniform in [-1, 1).
pub struct Rng(pub u64);

impl Rng {
    // A generator, never exhausted: not an Iterator.
    #[allow(clippy::should_implement_trait)]
    pub fn next(&mut self) -> f64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        let bits = self.0.wrapping_mul(0x2545_F491_4F6C_DD1D) >> 11;
        bits as f64 / (1u64 << 52) as f64 - 1.0
    }

    /// complex128 values with parts in [-1, 1).
    pub fn complex(&mut self, shape: &[usize]) -> Array {
        let n = shape.iter().product();
        let v = (0..n)
            .map(|_| Complex64::new(self.next(), self.next()))
            .collect();
        c128s(shape, v)
    }

    /// f64 values in [-1, 1).
    pub fn reals(&mut self, shape: &[usize]) -> Array {
        let n = shape.iter().product();
        f64s(shape, &(0..n).map(|_| self.next()).collect::<Vec<_>>())
    }

    /// f64 values in [0, 1): plausible target intensities.
    pub fn positive(&mut self, shape: &[usize]) -> Array {
        let n = shape.iter().product();
        f64s(
            shape,
            &(0..n)
                .map(|_| 0.5 * (self.next() + 1.0))
                .collect::<Vec<_>>(),
        )
    }
}

pub fn f64s(shape: &[usize], v: &[f64]) -> Array {
    Array::from_f64(shape.to_vec(), v.to_vec()).expect("values match the shape")
}

pub fn c128s(shape: &[usize], v: Vec<Complex64>) -> Array {
    Array::new(shape.to_vec(), Data::C128(v)).expect("values match the shape")
}

pub fn ty(dtype: DType, shape: &[usize]) -> TensorType {
    TensorType::new(dtype, shape.to_vec())
}

/// `@main` of `m` on the interpreter; a failure prints the module.
pub fn run(m: &Module, inputs: &[Array]) -> Vec<Array> {
    run_main(m, inputs)
        .unwrap_or_else(|e| panic!("interpreter: {e}\n{}", fresnel_ir::print::print_module(m)))
}

/// The real part of an array's first element.
pub fn scalar_value(a: &Array) -> f64 {
    a.to_c128_vec()[0].re
}
