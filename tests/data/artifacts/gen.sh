#!/bin/sh
# Writes the vendored artifacts that runtime/tests/artifact_files.rs loads with the runtime
# crate alone. Run from the repository root. These files pin the artifact format: when a change
# makes them unreadable, bump FORMAT_VERSION (runtime/src/artifact/mod.rs) or the cpu
# section's SECTION_VERSION (runtime/src/artifact/cpu.rs) and run this script again.
set -e
fresnel() { cargo run -q -p fresnel --bin fresnel -- "$@"; }
R=tests/data/refs
A=tests/data/artifacts
fresnel compile $R/asm_loss_c64/fwd.mlir --grad-wrt 0,1 -o $A/asm_loss_c64_grad.fresnel
fresnel compile $R/mlp_f32/fwd.mlir --grad-wrt 0,1,2,3 -o $A/mlp_f32_grad.fresnel
