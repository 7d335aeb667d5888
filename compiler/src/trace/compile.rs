//! From a traced program to an executable: differentiation as methods that return a new
//! traced program, then compilation — the Rust form of `jax.jit(jax.value_and_grad(f))`.

use super::Traced;
use crate::ad;
use crate::backend::{compile, Backend, Executable};
use fresnel_ir::{Diagnostic, Module};

impl Traced {
    fn derived(
        &self,
        f: fn(&Module, &[usize]) -> Result<Module, Diagnostic>,
        wrt: &[usize],
    ) -> Result<Traced, Diagnostic> {
        Ok(Traced {
            module: f(&self.module, wrt)?,
        })
    }

    /// `(value, ∂value/∂arg_i for i in wrt…)`; the program must return one real scalar
    /// (auxiliary results: [`Traced::value_and_grad_with_aux`]). Complex gradients are
    /// ∂L/∂Re + i ∂L/∂Im, the conjugate of `jax.grad`'s.
    pub fn value_and_grad(&self, wrt: &[usize]) -> Result<Traced, Diagnostic> {
        self.derived(ad::value_and_grad, wrt)
    }

    /// `(value, aux…, ∂value/∂arg_i…)`: JAX's `has_aux=True`; the results after the first (the
    /// real scalar loss) are carried through undifferentiated.
    pub fn value_and_grad_with_aux(&self, wrt: &[usize]) -> Result<Traced, Diagnostic> {
        self.derived(ad::value_and_grad_with_aux, wrt)
    }

    /// `(∂value/∂arg_i…)`.
    pub fn grad(&self, wrt: &[usize]) -> Result<Traced, Diagnostic> {
        self.derived(ad::grad, wrt)
    }

    /// `(∂value/∂arg_i…, aux…)`.
    pub fn grad_with_aux(&self, wrt: &[usize]) -> Result<Traced, Diagnostic> {
        self.derived(ad::grad_with_aux, wrt)
    }

    /// The vector-Jacobian product: takes the arguments, then one cotangent per result, and
    /// returns `(results…, cotangent of arg_i…)`.
    pub fn vjp(&self, wrt: &[usize]) -> Result<Traced, Diagnostic> {
        self.derived(ad::vjp, wrt)
    }

    /// The Jacobian-vector product (forward mode): takes the arguments, then one tangent per
    /// `wrt` argument (of that argument's type), and returns `(results…, tangent of each
    /// result…)`. Complex tangents are ordinary complex directions (see [`ad::jvp`]).
    pub fn jvp(&self, wrt: &[usize]) -> Result<Traced, Diagnostic> {
        self.derived(ad::jvp, wrt)
    }

    /// Hessian-vector products of a real scalar loss (jvp of grad): takes the arguments, then
    /// one direction per `wrt` argument, and returns `H·v` restricted to each `wrt` argument.
    pub fn hvp(&self, wrt: &[usize]) -> Result<Traced, Diagnostic> {
        self.derived(ad::hvp, wrt)
    }

    /// Compiles `@main` for `backend`: [`Backend::Cpu`] runs the compile pipeline (simplify,
    /// fuse) and lowers to CPU kernels; [`Backend::Cuda`] renders the same program as CUDA
    /// kernels with cuFFT and cuBLAS calls for the first GPU ([`Backend::CudaSim`] runs that
    /// on the host); [`Backend::Interp`] wraps the reference interpreter; [`Backend::Pjrt`]
    /// hands the simplified program to XLA through a PJRT plugin, on one device or several.
    ///
    /// ```
    /// use fresnel::{trace, Array, Backend, DType, Tensor, TensorType};
    ///
    /// let t = TensorType::new(DType::F32, vec![3]);
    /// let traced = trace(|x: &[Tensor]| (&x[0] * 2.0).sum_all(), &[t]).unwrap();
    /// let exe = traced.compile(Backend::Cpu).unwrap();
    /// let out = exe.run(&[Array::from_vec([3], vec![1.0f32, 2.0, 3.0]).unwrap()]).unwrap();
    /// assert_eq!(out[0].as_slice::<f32>().unwrap(), &[12.0]);
    /// ```
    pub fn compile(&self, backend: Backend) -> Result<Executable, Diagnostic> {
        compile(&self.module, backend)
    }
}
