//! The windows of `reduce_window` and `select_and_scatter` (StableHLO spec): the input is
//! dilated by `base_dilations` and padded, the window dilated by `window_dilations` and
//! moved by `window_strides`. Each window lists its members as flat input indices, `None`
//! for a padding or dilation hole (which holds the init value in `reduce_window` and is
//! never selected in `select_and_scatter`).

use super::data_movement::for_each_index;
use fresnel_ir::infer::window_grid;
use fresnel_ir::op::Window;
use fresnel_ir::types::strides;

/// The members of one window.
pub(crate) type Members = Vec<Option<usize>>;

/// The grid of windows and, for each in row-major order, its members in row-major order.
pub(crate) fn windows(shape: &[usize], w: &Window) -> Result<(Vec<usize>, Vec<Members>), String> {
    let grid = window_grid(shape, w)?;
    let st = strides(shape);
    let r = shape.len();
    let mut all = Vec::new();
    for_each_index(&grid, |oi| {
        let mut members = Vec::new();
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
        all.push(members);
    });
    Ok((grid, all))
}
