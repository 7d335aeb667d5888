//! Compiling a traced program into an executable that runs on host arrays.

use super::Traced;
use crate::backend::{compile, Backend, CpuExecutable};
use fresnel_ir::Diagnostic;

impl Traced {
    /// Compiles `@main` for `backend`: [`Backend::Cpu`] runs the compile pipeline (simplify,
    /// fuse) and lowers to CPU kernels; [`Backend::Interp`] wraps the reference interpreter.
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
    pub fn compile(&self, backend: Backend) -> Result<CpuExecutable, Diagnostic> {
        compile(&self.module, backend)
    }
}
