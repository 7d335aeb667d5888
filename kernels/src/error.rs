//! The one error type of every kernel: which kernel, and what is wrong, in one line.

use std::fmt;

/// A kernel description that cannot be planned, or buffers that do not fit a plan.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct KernelError {
    /// The kernel family: `elementwise`, `fft`, `reduce`, `dot`, `copy`.
    pub kernel: &'static str,
    pub message: String,
}

impl KernelError {
    pub fn new(kernel: &'static str, message: impl Into<String>) -> Self {
        KernelError {
            kernel,
            message: message.into(),
        }
    }
}

impl fmt::Display for KernelError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} kernel: {}", self.kernel, self.message)
    }
}

impl std::error::Error for KernelError {}

pub type KernelResult<T> = Result<T, KernelError>;

/// `Err(KernelError)` from a kernel name and a `format!` message.
macro_rules! kernel_err {
    ($kernel:expr, $($fmt:tt)*) => {
        Err($crate::error::KernelError::new($kernel, format!($($fmt)*)))
    };
}
pub(crate) use kernel_err;
