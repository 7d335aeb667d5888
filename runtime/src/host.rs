//! Host arrays passed by reference: how a caller outside Rust (the C ABI, Python) hands its
//! arguments to an executable without a copy.

use crate::cpu::Signature;
use fresnel_ir::{Array, TensorType};
use fresnel_kernels::BufRef;

/// A borrowed, row-major host array.
#[derive(Clone, Copy, Debug)]
pub struct ArrayView<'a> {
    pub shape: &'a [usize],
    pub data: BufRef<'a>,
}

impl<'a> ArrayView<'a> {
    pub fn new(shape: &'a [usize], data: BufRef<'a>) -> ArrayView<'a> {
        ArrayView { shape, data }
    }

    pub fn ty(&self) -> TensorType {
        TensorType::new(self.data.dtype(), self.shape.to_vec())
    }

    /// A copy, for the backends that take owned arrays (PJRT).
    pub fn to_array(&self) -> Option<Array> {
        Array::new(self.shape.to_vec(), self.data.to_data())
    }
}

/// Checks `views` against the signature's arguments: their count, and each one's dtype,
/// shape and element count. The message names the argument and what was expected.
pub fn check_views(sig: &Signature, views: &[ArrayView<'_>]) -> Result<(), String> {
    if views.len() != sig.inputs.len() {
        return Err(format!(
            "@{} takes {} argument(s), given {}",
            sig.name,
            sig.inputs.len(),
            views.len()
        ));
    }
    for (i, (want, v)) in sig.inputs.iter().zip(views).enumerate() {
        let got = v.ty();
        if got != *want {
            return Err(format!(
                "argument {i} of @{}: expected {want}, given {got}",
                sig.name
            ));
        }
        let n = v.shape.iter().try_fold(1usize, |n, &d| n.checked_mul(d));
        if n != Some(v.data.len()) {
            return Err(format!(
                "argument {i} of @{}: {} elements for shape {:?}",
                sig.name,
                v.data.len(),
                v.shape
            ));
        }
    }
    Ok(())
}
