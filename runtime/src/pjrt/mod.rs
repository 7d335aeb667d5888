//! XLA through a PJRT plugin (`xla/pjrt/c/pjrt_c_api.h`): a plugin shared library (XLA's
//! CPU plugin, the CUDA plugin JAX installs, TPU) is loaded from a path, a client made, the
//! StableHLO text of a program compiled and run on host arrays — on one device, or split
//! over several with SPMD partitioning.
//!
//! The bindings are our own (`ffi`): only the structs and table entries the backend uses,
//! laid out as the 0.90 header has them. Every PJRT error comes back as a message. What the
//! boundary does not cover: XLA stops the process (`abort`) on an internal check failure;
//! programs reach it only after Fresnel's verifier has accepted them, and a program XLA
//! rejects (parse or compile error) is an ordinary error. The `fresnel` CLI therefore runs
//! this backend in a child process; a library user who must survive XLA bugs does the same.

mod client;
mod exec;
mod ffi;
mod options;
mod plugin;

pub use client::{default_plugin_path, PLUGIN_VAR};
pub use exec::{Layout, PjrtExecutable};
pub use options::compile_options;
pub use plugin::Plugin;
