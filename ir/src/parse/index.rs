//! Attributes of the generic forms JAX prints for `gather`, `scatter`, `reduce_window` and
//! `select_and_scatter`: `#stablehlo.gather<offset_dims = [1], ...>`, `slice_sizes =
//! array<i64: ...>`, `padding = dense<[[0, 1], ...]> : tensor<Nx2xi64>`, ...

use super::attr::{lookup, Attr, Entry};
use super::cursor::PResult;
use super::module::Parser;
use crate::op::{GatherDims, Op, ScatterDims, Window};

impl<'a> Parser<'a> {
    /// The fields of a `#stablehlo.NAME<...>` attribute under `key`.
    pub(crate) fn struct_fields<'e>(
        &self,
        attrs: &'e [Entry<'a>],
        op: &str,
        pos: usize,
        key: &str,
        kind: &str,
    ) -> PResult<&'e [Entry<'a>]> {
        match lookup(attrs, key) {
            Some(Entry {
                value: Attr::Struct(k, fields),
                ..
            }) if *k == kind => Ok(fields),
            Some(e) => Err(self.c.err_at(e.pos, format!("{key} must be #{kind}<...>"))),
            None => Err(self.c.err_at(pos, format!("{op} needs attribute '{key}'"))),
        }
    }

    /// A list field, empty when absent (MLIR omits empty lists).
    pub(crate) fn dims_field(&self, fields: &[Entry<'a>], key: &str) -> PResult<Vec<usize>> {
        match lookup(fields, key) {
            Some(f) => self.c.attr_usizes(&f.value, f.pos, key),
            None => Ok(Vec::new()),
        }
    }

    /// `index_vector_dim`, 0 when absent (MLIR's printer leaves the default out).
    fn index_vector_dim(&self, fields: &[Entry<'a>]) -> PResult<usize> {
        let key = "index_vector_dim";
        let Some(f) = lookup(fields, key) else {
            return Ok(0);
        };
        match self.c.attr_usizes(&f.value, f.pos, key)?.as_slice() {
            [v] => Ok(*v),
            _ => Err(self.c.err_at(f.pos, format!("{key} must be one integer"))),
        }
    }

    /// `true`/`false` under `key`, or a unit attribute (present: true); false when absent.
    pub(super) fn flag(&self, attrs: &[Entry<'a>], key: &str) -> PResult<bool> {
        match lookup(attrs, key) {
            None => Ok(false),
            Some(Entry {
                value: Attr::Unit, ..
            }) => Ok(true),
            Some(Entry {
                value: Attr::Bool(b),
                ..
            }) => Ok(*b),
            Some(e) => Err(self.c.err_at(e.pos, format!("{key} must be true or false"))),
        }
    }

    pub(crate) fn gather_from_attrs(&self, attrs: &[Entry<'a>], pos: usize) -> PResult<Op> {
        self.gather_with_sizes(attrs, pos, None)
    }

    /// `gather`'s attributes; `slice_sizes` when given (`dynamic_gather`'s constant operand)
    /// instead of the attribute.
    pub(crate) fn gather_with_sizes(
        &self,
        attrs: &[Entry<'a>],
        pos: usize,
        slice_sizes: Option<Vec<usize>>,
    ) -> PResult<Op> {
        let op = "stablehlo.gather";
        let f = self.struct_fields(attrs, op, pos, "dimension_numbers", "stablehlo.gather")?;
        let slice_sizes = match slice_sizes {
            Some(s) => s,
            None => {
                let sizes = lookup(attrs, "slice_sizes").ok_or_else(|| {
                    self.c
                        .err_at(pos, format!("{op} needs attribute 'slice_sizes'"))
                })?;
                self.c.attr_usizes(&sizes.value, sizes.pos, "slice_sizes")?
            }
        };
        Ok(Op::Gather(Box::new(GatherDims {
            offset_dims: self.dims_field(f, "offset_dims")?,
            collapsed_slice_dims: self.dims_field(f, "collapsed_slice_dims")?,
            operand_batching_dims: self.dims_field(f, "operand_batching_dims")?,
            start_indices_batching_dims: self.dims_field(f, "start_indices_batching_dims")?,
            start_index_map: self.dims_field(f, "start_index_map")?,
            index_vector_dim: self.index_vector_dim(f)?,
            slice_sizes,
            indices_are_sorted: self.flag(attrs, "indices_are_sorted")?,
        })))
    }

    pub(crate) fn scatter_from_attrs(&self, attrs: &[Entry<'a>], pos: usize) -> PResult<Op> {
        let op = "stablehlo.scatter";
        let key = "scatter_dimension_numbers";
        let f = self.struct_fields(attrs, op, pos, key, "stablehlo.scatter")?;
        Ok(Op::Scatter(Box::new(ScatterDims {
            update_window_dims: self.dims_field(f, "update_window_dims")?,
            inserted_window_dims: self.dims_field(f, "inserted_window_dims")?,
            input_batching_dims: self.dims_field(f, "input_batching_dims")?,
            scatter_indices_batching_dims: self.dims_field(f, "scatter_indices_batching_dims")?,
            scatter_dims_to_operand_dims: self.dims_field(f, "scatter_dims_to_operand_dims")?,
            index_vector_dim: self.index_vector_dim(f)?,
            indices_are_sorted: self.flag(attrs, "indices_are_sorted")?,
            unique_indices: self.flag(attrs, "unique_indices")?,
        })))
    }

    /// `reduce_window`'s or (without dilations) `select_and_scatter`'s window; absent
    /// fields take their defaults (1, no padding), with the rank of `window_dimensions`.
    pub(crate) fn window_from_attrs(
        &self,
        attrs: &[Entry<'a>],
        name: &str,
        pos: usize,
        dilations: bool,
    ) -> PResult<Window> {
        let dims = lookup(attrs, "window_dimensions").ok_or_else(|| {
            self.c
                .err_at(pos, format!("{name} needs attribute 'window_dimensions'"))
        })?;
        let dims = self
            .c
            .attr_usizes(&dims.value, dims.pos, "window_dimensions")?;
        let mut w = Window::plain(dims);
        let mut keys = vec![("window_strides", &mut w.strides)];
        if dilations {
            keys.push(("base_dilations", &mut w.base_dilations));
            keys.push(("window_dilations", &mut w.window_dilations));
        }
        for (key, slot) in keys {
            if let Some(e) = lookup(attrs, key) {
                *slot = self.c.attr_usizes(&e.value, e.pos, key)?;
            }
        }
        if let Some(e) = lookup(attrs, "padding") {
            w.padding = self.c.pad_attr(&e.value, e.pos)?;
        }
        Ok(w)
    }
}
