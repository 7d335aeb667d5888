//! The cross-crate tests, as one test binary (`it`): each suite is a module, run alone with
//! `cargo test -p fresnel-tests --test it SUITE::` (e.g. `conformance:: -- --nocapture` for
//! its per-file tally). One binary links once where forty took most of a cold build's time
//! on two cores (docs/testing.md, "Build and test times").
//!
//! The suites share one process, so none may change process-wide state that another can
//! observe: the ones that cap the address space run in a child process of this binary
//! (`fresnel_tests::isolated`), and panic messages are silenced per thread
//! (`fresnel_tests::fuzz::quietly`), never by swapping the process's panic hook.

mod common;

mod ad_checks;
mod artifacts;
mod collectives;
mod conformance;
mod control_flow;
mod cpu_backend;
mod cuda_backend;
mod cuda_codegen;
mod differential_fuzz;
mod fusion_op;
mod hostile_inputs;
mod indexing_kernels;
mod jax_dynamic;
mod jax_everyday;
mod jax_loops;
mod jax_misc;
mod jax_ops;
mod jvp;
mod lapack;
mod linalg;
mod misc_ops;
mod mixed_precision_ad;
mod narrow_floats;
mod optics_elements;
mod optics_fusion;
mod optics_propagators;
mod parser_robustness;
mod pjrt;
mod probe;
mod propagator;
mod refs;
mod rng_bit_generator;
mod scatter_tuple;
mod semantic_fuzz;
mod small_types;
mod traced_loops;
mod traced_refs;
mod upstream_forms;
