//! Rewrite passes over modules: each is a plain `fn(&mut Module) -> Result<bool, Diagnostic>`
//! reporting whether it changed anything; `crate::pipeline` lists them.

pub mod cse;
pub mod dce;
pub mod fold;
pub mod fuse;
pub mod inline;
pub mod loops;
pub mod pads;
pub mod rules_arith;
pub mod rules_complex;
pub mod rules_fft;
pub mod rules_reduce;
pub mod rules_shape;
pub mod simplify;
pub mod updates;
pub mod util;
pub mod window_loops;

#[cfg(test)]
#[cfg(test)]
mod dce_tests;
#[cfg(test)]
mod entry_tests;
#[cfg(test)]
mod filetests;
#[cfg(test)]
mod fold_tests;
#[cfg(test)]
mod loops_tests;
#[cfg(test)]
mod refs_tests;
#[cfg(test)]
mod roll_tests;
#[cfg(test)]
mod scale_tests;
#[cfg(test)]
mod simplify_tests;
#[cfg(test)]
mod snapshot_tests;
#[cfg(test)]
pub(crate) mod testing;
#[cfg(test)]
mod updates_tests;
