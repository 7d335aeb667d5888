//! Status codes, the thread's last error message, and the guard every entry point runs in so
//! that no panic crosses into C.

use std::cell::RefCell;
use std::ffi::{c_char, CString};
use std::panic::{catch_unwind, AssertUnwindSafe};

/// What an entry point returns. Every status but `FRESNEL_STATUS_OK` leaves a message in
/// `fresnel_last_error()`.
#[repr(C)]
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum FresnelStatus {
    Ok = 0,
    /// A null pointer, an unknown backend or dtype, or arrays that do not match the
    /// executable's signature (count, dtype, rank, dims, strides).
    InvalidArgument = 1,
    /// The artifact or program could not be read, decoded or checked.
    LoadFailed = 2,
    /// The program text does not parse, verify, differentiate or compile.
    CompileFailed = 3,
    /// The executable failed while running (out of memory, a device error).
    RunFailed = 4,
    /// The backend cannot run here (no GPU, no NVRTC).
    Unavailable = 5,
    /// A file could not be written.
    Io = 6,
    /// A bug in Fresnel (a panic, caught at the boundary).
    Internal = 7,
}

/// A failure: its status and the message `fresnel_last_error` returns.
pub struct Failure {
    pub status: FresnelStatus,
    pub message: String,
}

impl Failure {
    pub fn new(status: FresnelStatus, message: impl Into<String>) -> Failure {
        Failure {
            status,
            message: message.into(),
        }
    }

    pub fn invalid(message: impl Into<String>) -> Failure {
        Failure::new(FresnelStatus::InvalidArgument, message)
    }
}

thread_local! {
    static LAST_ERROR: RefCell<CString> = RefCell::new(CString::default());
}

fn set_last_error(message: &str) {
    // An interior NUL would cut the message short; C sees it as the end anyway.
    let text = CString::new(message.replace('\0', " ")).unwrap_or_default();
    LAST_ERROR.with(|e| *e.borrow_mut() = text);
}

/// The message of the last failure on this thread (UTF-8, NUL-terminated; empty when none):
/// the text the `fresnel` CLI prints for the same failure. It stays valid until the next
/// call into the library on this thread.
#[no_mangle]
pub extern "C" fn fresnel_last_error() -> *const c_char {
    LAST_ERROR.with(|e| e.borrow().as_ptr())
}

/// Runs `body` as an entry point: a failure or a panic becomes a status and the thread's last
/// error.
pub fn guard(body: impl FnOnce() -> Result<(), Failure>) -> FresnelStatus {
    match catch_unwind(AssertUnwindSafe(body)) {
        Ok(Ok(())) => {
            set_last_error("");
            FresnelStatus::Ok
        }
        Ok(Err(f)) => {
            set_last_error(&f.message);
            f.status
        }
        Err(panic) => {
            let what = panic
                .downcast_ref::<&str>()
                .map(|s| s.to_string())
                .or_else(|| panic.downcast_ref::<String>().cloned())
                .unwrap_or_else(|| "a panic".to_string());
            set_last_error(&format!(
                "internal error in Fresnel (please report it): {what}"
            ));
            FresnelStatus::Internal
        }
    }
}
