//! The `fresnel` binary end to end, as one test binary (`cli`): each module drives the
//! built binary (`CARGO_BIN_EXE_fresnel`) through one group of commands, in its own scratch
//! folders under `CARGO_TARGET_TMPDIR`. Run one group with
//! `cargo test -p fresnel --test cli GROUP::`.

mod artifacts;
mod commands;
mod dynamic;
mod jvp;
mod pjrt;
