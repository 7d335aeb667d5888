//! Compiling a traced program into an executable that runs on host arrays.

use super::Traced;
use crate::backend::{compile, Backend, Executable};
use fresnel_ir::Diagnostic;

impl Traced {
    /// Compiles `@main` for `backend`: [`Backend::Cpu`] runs the compile pipeline (simplify,
    /// fuse) and lowers to CPU kernels; [`Backend::Cuda`] renders the same program as CUDA
    /// kernels with cuFFT and cuBLAS calls for the first GPU ([`Backend::CudaSim`] runs that
    /// on the host); [`Backend::Interp`] wraps the reference interpreter.
    ///
    /// ```
    /// use fresnel::backend::Backend;
    /// use fresnel::trace::{trace, Tensor};
    /// use fresnel_ir::{Array, DType, TensorType};
    ///
    /// let t = TensorType::new(DType::F32, vec![3]);
    /// let traced = trace(|x: &[Tensor]| (&x[0] * 2.0).sum_all(), &[t]).unwrap();
    /// let exe = traced.compile(Backend::Cpu).unwrap();
    /// let out = exe.run(&[Array::from_f32(vec![3], vec![1.0, 2.0, 3.0]).unwrap()]).unwrap();
    /// assert_eq!(out[0], Array::from_f32(vec![], vec![12.0]).unwrap());
    /// ```
    pub fn compile(&self, backend: Backend) -> Result<Executable, Diagnostic> {
        compile(&self.module, backend)
    }
}
