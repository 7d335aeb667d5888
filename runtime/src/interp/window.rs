//! The windows of `reduce_window` and `select_and_scatter` (StableHLO spec): the input is
//! dilated by `base_dilations` and padded, the window dilated by `window_dilations` and
//! moved by `window_strides`. Each window lists its members as flat input indices, `None`
//! for a padding or dilation hole (which holds the init value in `reduce_window` and is
//! never selected in `select_and_scatter`). Windows are visited one at a time, so memory
//! stays at one window's members however many windows there are.

use super::data_movement::{for_each_index, num_elements};
use fresnel_ir::infer::window_grid;
use fresnel_ir::op::Window;
use fresnel_ir::types::strides;
use fresnel_ir::Diagnostic;

/// Calls `f` with the members of every window in row-major order (members in row-major
/// order too); stops at the first error. Returns the grid of windows.
pub(crate) fn for_each_window(
    shape: &[usize],
    w: &Window,
    mut f: impl FnMut(&[Option<usize>]) -> Result<(), Diagnostic>,
) -> Result<Vec<usize>, Diagnostic> {
    let grid = window_grid(shape, w).map_err(Diagnostic::new)?;
    num_elements(&grid).map_err(Diagnostic::new)?;
    num_elements(&w.dims).map_err(Diagnostic::new)?;
    let st = strides(shape);
    let r = shape.len();
    let mut members = Vec::new();
    let mut result = Ok(());
    for_each_index(&grid, |oi| {
        if result.is_err() {
            return;
        }
        members.clear();
        for_each_index(&w.dims, |k| {
            let mut flat = 0usize;
            for d in 0..r {
                let p =
                    (oi[d] * w.strides[d] + k[d] * w.window_dilations[d]) as i64 - w.padding[d][0];
                let bd = w.base_dilations[d] as i64;
                if p < 0 || p % bd != 0 || p / bd >= shape[d] as i64 {
                    members.push(None);
                    return;
                }
                flat += (p / bd) as usize * st[d];
            }
            members.push(Some(flat));
        });
        result = f(&members);
    });
    result.map(|()| grid)
}
