//! NumPy basic indexing: `x[1:-1:2, ::3]` is `x.slice(&s![1..-1;2, ..;3])`.
//!
//! Each element of `s![...]` is a range (`a..b`, `a..`, `..b`, `..`, optionally `;step`, where
//! a negative step walks backwards as in NumPy), an integer index (removes the axis),
//! [`NewAxis`] (inserts a size-1 axis) or [`Ellipsis`]. Negative bounds count from the end and
//! out-of-range bounds are clamped, exactly as Python's `slice.indices`. Axes not mentioned are
//! taken whole.

use super::state::Tensor;
use std::ops::{Range, RangeFrom, RangeFull, RangeTo};

/// One entry of a slice specification.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SliceElem {
    Range {
        start: Option<isize>,
        stop: Option<isize>,
        step: isize,
    },
    Index(isize),
    NewAxis,
    Ellipsis,
    /// A step attached to an index or marker; reported when slicing.
    StepOnNonRange,
}

/// Inserts a size-1 axis (`None` / `np.newaxis` in NumPy).
#[derive(Clone, Copy, Debug)]
pub struct NewAxis;

/// Stands for as many whole axes as needed (`...` in NumPy).
#[derive(Clone, Copy, Debug)]
pub struct Ellipsis;

impl SliceElem {
    /// The same range with a step (used by `s![a..b;step]`).
    pub fn with_step(self, step: isize) -> SliceElem {
        match self {
            SliceElem::Range { start, stop, .. } => SliceElem::Range { start, stop, step },
            _ => SliceElem::StepOnNonRange,
        }
    }
}

macro_rules! slice_from_int {
    ($($t:ty),*) => {$(
        impl From<$t> for SliceElem {
            fn from(i: $t) -> Self {
                SliceElem::Index(i as isize)
            }
        }
        impl From<Range<$t>> for SliceElem {
            fn from(r: Range<$t>) -> Self {
                SliceElem::Range { start: Some(r.start as isize), stop: Some(r.end as isize), step: 1 }
            }
        }
        impl From<RangeFrom<$t>> for SliceElem {
            fn from(r: RangeFrom<$t>) -> Self {
                SliceElem::Range { start: Some(r.start as isize), stop: None, step: 1 }
            }
        }
        impl From<RangeTo<$t>> for SliceElem {
            fn from(r: RangeTo<$t>) -> Self {
                SliceElem::Range { start: None, stop: Some(r.end as isize), step: 1 }
            }
        }
    )*};
}
slice_from_int!(i32, i64, isize, usize);

impl From<RangeFull> for SliceElem {
    fn from(_: RangeFull) -> Self {
        SliceElem::Range {
            start: None,
            stop: None,
            step: 1,
        }
    }
}
impl From<NewAxis> for SliceElem {
    fn from(_: NewAxis) -> Self {
        SliceElem::NewAxis
    }
}
impl From<Ellipsis> for SliceElem {
    fn from(_: Ellipsis) -> Self {
        SliceElem::Ellipsis
    }
}

/// Builds a `[SliceElem; N]`: `s![1..-1;2, ..;3]`, `s![.., NewAxis, ..]`, `s![0, ..;-1]`.
#[macro_export]
macro_rules! s {
    ($($e:expr $(; $step:expr)?),* $(,)?) => {{
        // `1..-1` and `4..1;-2` are NumPy bounds, not empty Rust ranges.
        #[allow(clippy::reversed_empty_ranges)]
        let spec = [$( $crate::trace::SliceElem::from($e) $(.with_step($step as isize))? ),*];
        spec
    }};
}

/// Python's `slice(start, stop, step).indices(len)`: the first index and the element count.
pub(crate) fn resolve_range(
    start: Option<isize>,
    stop: Option<isize>,
    step: isize,
    len: usize,
) -> (isize, usize) {
    let n = len as isize;
    let clamp = |v: isize| -> isize {
        if v < 0 {
            let v = v + n;
            if v < 0 {
                if step < 0 {
                    -1
                } else {
                    0
                }
            } else {
                v
            }
        } else if v >= n {
            if step < 0 {
                n - 1
            } else {
                n
            }
        } else {
            v
        }
    };
    let (start, stop) = if step > 0 {
        (start.map_or(0, clamp), stop.map_or(n, clamp))
    } else {
        (start.map_or(n - 1, clamp), stop.map_or(-1, clamp))
    };
    let count = if step > 0 && start < stop {
        (stop - start - 1) / step + 1
    } else if step < 0 && stop < start {
        (start - stop - 1) / (-step) + 1
    } else {
        0
    };
    (start, count as usize)
}

impl Tensor {
    /// NumPy basic indexing; see the module docs and [`s!`](crate::s).
    #[track_caller]
    pub fn slice(&self, spec: &[SliceElem]) -> Tensor {
        let consuming = spec
            .iter()
            .filter(|e| matches!(e, SliceElem::Range { .. } | SliceElem::Index(_)))
            .count();
        let ellipses = spec.iter().filter(|e| **e == SliceElem::Ellipsis).count();
        if consuming > self.rank() || ellipses > 1 {
            return self.ctx.fail_with(
                format!(
                    "too many indices ({consuming}{}) for {}",
                    if ellipses > 1 {
                        ", several ellipses"
                    } else {
                        ""
                    },
                    self.describe()
                ),
                self.ty(),
            );
        }
        // Expand the ellipsis (or pad at the end) to whole ranges.
        let whole = SliceElem::from(..);
        let fill = self.rank() - consuming;
        let mut elems: Vec<SliceElem> = Vec::with_capacity(spec.len() + fill);
        for e in spec {
            if *e == SliceElem::Ellipsis {
                elems.extend(std::iter::repeat_n(whole, fill));
            } else {
                elems.push(*e);
            }
        }
        if ellipses == 0 {
            elems.extend(std::iter::repeat_n(whole, fill));
        }

        let r = self.rank();
        let (mut start, mut limit, mut strides) = (vec![0; r], self.shape().to_vec(), vec![1; r]);
        let mut reversed = Vec::new();
        let mut out_shape = Vec::new();
        let mut axis = 0;
        for e in elems {
            match e {
                SliceElem::NewAxis => out_shape.push(1),
                SliceElem::Ellipsis => unreachable!("expanded above"),
                SliceElem::StepOnNonRange => {
                    return self.ctx.fail_with(
                        "a slice step can only follow a range (a..b;step)",
                        self.ty(),
                    )
                }
                SliceElem::Index(i) => {
                    let n = self.shape()[axis];
                    let j = if i < 0 { i + n as isize } else { i };
                    if j < 0 || j >= n as isize {
                        return self.ctx.fail_with(
                            format!(
                                "index {i} is out of bounds for axis {axis} with size {n} ({})",
                                self.describe()
                            ),
                            self.ty(),
                        );
                    }
                    start[axis] = j as usize;
                    limit[axis] = j as usize + 1;
                    axis += 1;
                }
                SliceElem::Range {
                    start: a,
                    stop: b,
                    step,
                } => {
                    if step == 0 {
                        return self.ctx.fail_with("slice step cannot be zero", self.ty());
                    }
                    let (first, count) = resolve_range(a, b, step, self.shape()[axis]);
                    let stride = step.unsigned_abs();
                    if count == 0 {
                        (start[axis], limit[axis]) = (0, 0);
                    } else {
                        // The elements visited, lowest first; a negative step reverses them.
                        let last = first + (count as isize - 1) * step;
                        let lo = first.min(last) as usize;
                        start[axis] = lo;
                        limit[axis] = lo + (count - 1) * stride + 1;
                        strides[axis] = stride;
                        if step < 0 && count > 1 {
                            reversed.push(axis as isize);
                        }
                    }
                    out_shape.push(count);
                    axis += 1;
                }
            }
        }
        self.slice_exact(start, limit, strides)
            .flip(&reversed)
            .reshape_exact(&out_shape)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The indices Python's `range(*slice(a, b, c).indices(n))` visits.
    fn visited(a: Option<isize>, b: Option<isize>, c: isize, n: usize) -> Vec<isize> {
        let (first, count) = resolve_range(a, b, c, n);
        (0..count as isize).map(|k| first + k * c).collect()
    }

    #[test]
    fn trace_slice_ranges_match_python() {
        assert_eq!(visited(Some(1), Some(-1), 2, 10), vec![1, 3, 5, 7]);
        assert_eq!(visited(None, None, -1, 4), vec![3, 2, 1, 0]);
        assert_eq!(visited(Some(5), Some(1), -2, 10), vec![5, 3]);
        assert_eq!(visited(Some(-100), Some(100), 3, 7), vec![0, 3, 6]);
        assert_eq!(visited(Some(3), Some(3), 1, 7), Vec::<isize>::new());
        assert_eq!(visited(Some(-1), None, -3, 7), vec![6, 3, 0]);
        assert_eq!(visited(Some(8), Some(-9), -1, 7), vec![6, 5, 4, 3, 2, 1, 0]);
    }

    #[test]
    fn trace_slice_macro_builds_elements() {
        let spec = crate::s![1..-1;2, ..;3, 0, NewAxis];
        assert_eq!(
            spec[0],
            SliceElem::Range {
                start: Some(1),
                stop: Some(-1),
                step: 2
            }
        );
        assert_eq!(
            spec[1],
            SliceElem::Range {
                start: None,
                stop: None,
                step: 3
            }
        );
        assert_eq!(spec[2], SliceElem::Index(0));
        assert_eq!(spec[3], SliceElem::NewAxis);
    }
}
