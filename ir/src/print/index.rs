//! Attribute texts of `gather`, `scatter`, `reduce_window`, `select_and_scatter` (generic
//! form, properties in alphabetical order, empty lists left out — as JAX prints them) and
//! of `convolution` (its pretty form).

use super::dense_literal;
use crate::array::{Array, Data};
use crate::op::{ConvDims, GatherDims, ScatterDims, Window};

fn list(v: &[usize]) -> String {
    let items: Vec<String> = v.iter().map(|x| x.to_string()).collect();
    format!("[{}]", items.join(", "))
}

pub(super) fn array_i64<T: std::fmt::Display>(v: &[T]) -> String {
    if v.is_empty() {
        return "array<i64>".into();
    }
    let items: Vec<String> = v.iter().map(|x| x.to_string()).collect();
    format!("array<i64: {}>", items.join(", "))
}

/// `key = [..]` for each non-empty list, then `index_vector_dim = N`.
fn fields(lists: &[(&str, &[usize])], ivd: usize) -> String {
    let mut parts: Vec<String> = lists
        .iter()
        .filter(|(_, v)| !v.is_empty())
        .map(|(k, v)| format!("{k} = {}", list(v)))
        .collect();
    parts.push(format!("index_vector_dim = {ivd}"));
    parts.join(", ")
}

pub(super) fn gather(g: &GatherDims) -> String {
    let dims = fields(
        &[
            ("offset_dims", &g.offset_dims),
            ("collapsed_slice_dims", &g.collapsed_slice_dims),
            ("operand_batching_dims", &g.operand_batching_dims),
            (
                "start_indices_batching_dims",
                &g.start_indices_batching_dims,
            ),
            ("start_index_map", &g.start_index_map),
        ],
        g.index_vector_dim,
    );
    format!(
        "<{{dimension_numbers = #stablehlo.gather<{dims}>, indices_are_sorted = {}, \
         slice_sizes = {}}}>",
        g.indices_are_sorted,
        array_i64(&g.slice_sizes)
    )
}

pub(super) fn scatter(s: &ScatterDims) -> String {
    let dims = fields(
        &[
            ("update_window_dims", &s.update_window_dims),
            ("inserted_window_dims", &s.inserted_window_dims),
            ("input_batching_dims", &s.input_batching_dims),
            (
                "scatter_indices_batching_dims",
                &s.scatter_indices_batching_dims,
            ),
            (
                "scatter_dims_to_operand_dims",
                &s.scatter_dims_to_operand_dims,
            ),
        ],
        s.index_vector_dim,
    );
    format!(
        "<{{indices_are_sorted = {}, scatter_dimension_numbers = #stablehlo.scatter<{dims}>, \
         unique_indices = {}}}>",
        s.indices_are_sorted, s.unique_indices
    )
}

/// `dense<[[lo, hi], ...]> : tensor<Nx2xi64>` (a splat when all entries agree).
pub(super) fn padding(p: &[[i64; 2]]) -> String {
    let flat: Vec<i64> = p.iter().flatten().copied().collect();
    let a = Array {
        shape: vec![p.len(), 2],
        data: Data::I64(flat),
    };
    format!("{} : tensor<{}x2xi64>", dense_literal(&a), p.len())
}

pub(super) fn reduce_window(w: &Window) -> String {
    format!(
        "<{{base_dilations = {}, padding = {}, window_dilations = {}, window_dimensions = {}, \
         window_strides = {}}}>",
        array_i64(&w.base_dilations),
        padding(&w.padding),
        array_i64(&w.window_dilations),
        array_i64(&w.dims),
        array_i64(&w.strides)
    )
}

pub(super) fn select_and_scatter(w: &Window) -> String {
    format!(
        "<{{padding = {}, window_dimensions = {}, window_strides = {}}}>",
        padding(&w.padding),
        array_i64(&w.dims),
        array_i64(&w.strides)
    )
}

/// `[b, 0, 1, f]`: the role of each dimension (`?` where the attributes leave one open,
/// which only malformed IR does).
fn layout(rank: usize, a: (usize, char), b: (usize, char), spatial: &[usize]) -> String {
    let mut roles = vec!["?".to_string(); rank];
    let mut put = |d: usize, s: String| {
        if let Some(slot) = roles.get_mut(d) {
            *slot = s;
        }
    };
    put(a.0, a.1.to_string());
    put(b.0, b.1.to_string());
    for (i, &d) in spatial.iter().enumerate() {
        put(d, i.to_string());
    }
    format!("[{}]", roles.join(", "))
}

/// `[b, 0, f]x[0, i, o]->[b, 0, f]`: the dimension numbers, as the pretty form and
/// `#stablehlo.conv<...>` write them.
pub(super) fn conv_layouts(c: &ConvDims) -> String {
    let rank = c.input_spatial.len() + 2;
    let lhs = layout(
        rank,
        (c.input_batch, 'b'),
        (c.input_feature, 'f'),
        &c.input_spatial,
    );
    let rhs = layout(
        rank,
        (c.kernel_input_feature, 'i'),
        (c.kernel_output_feature, 'o'),
        &c.kernel_spatial,
    );
    let out = layout(
        rank,
        (c.output_batch, 'b'),
        (c.output_feature, 'f'),
        &c.output_spatial,
    );
    format!("{lhs}x{rhs}->{out}")
}

/// Everything between the operands and the type: `dim_numbers = ..., window = {...} {...}`.
pub(super) fn convolution(c: &ConvDims) -> String {
    let pads: Vec<String> = c
        .padding
        .iter()
        .map(|[lo, hi]| format!("[{lo}, {hi}]"))
        .collect();
    let rev: Vec<String> = c.reversal.iter().map(|b| b.to_string()).collect();
    format!(
        "dim_numbers = {}, window = {{stride = {}, pad = [{}], lhs_dilate = {}, \
         rhs_dilate = {}, reverse = [{}]}} {{batch_group_count = {} : i64, feature_group_count \
         = {} : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision \
         DEFAULT>]}}",
        conv_layouts(c),
        list(&c.strides),
        pads.join(", "),
        list(&c.lhs_dilation),
        list(&c.rhs_dilation),
        rev.join(", "),
        c.batch_group_count,
        c.feature_group_count
    )
}
