//! Affine index maps (offset + Σ index·stride) over row-major index spaces, and walking them in
//! runs of constant stride: the gather/scatter engine behind every strided kernel.

/// Row-major strides (in elements) of a shape, as signed numbers.
pub(crate) fn row_major_strides(shape: &[usize]) -> Vec<i64> {
    fresnel_ir::types::strides(shape)
        .into_iter()
        .map(|s| s as i64)
        .collect()
}

/// The smallest and largest offset an affine map reaches over a non-empty shape; `None` for an
/// empty shape (no offset is reached at all).
pub(crate) fn offset_range(shape: &[usize], offset: i64, strides: &[i64]) -> Option<(i64, i64)> {
    if shape.contains(&0) {
        return None;
    }
    let (mut lo, mut hi) = (offset, offset);
    for (&n, &s) in shape.iter().zip(strides) {
        let span = (n as i64 - 1) * s;
        if span < 0 {
            lo += span;
        } else {
            hi += span;
        }
    }
    Some((lo, hi))
}

/// Drops size-1 dims and merges neighbours that step uniformly (`outer stride == inner stride ·
/// inner extent`), so that contiguous maps become one run and broadcasts one zero-stride run.
/// The lane order (row-major over the original shape) is unchanged.
pub(crate) fn coalesce(shape: &[usize], strides: &[i64]) -> (Vec<usize>, Vec<i64>) {
    let mut ext: Vec<usize> = Vec::with_capacity(shape.len());
    let mut st: Vec<i64> = Vec::with_capacity(shape.len());
    for (&n, &s) in shape.iter().zip(strides) {
        if n == 1 {
            continue;
        }
        match (ext.last_mut(), st.last_mut()) {
            (Some(e), Some(so)) if *so == s * n as i64 => {
                *e *= n;
                *so = s;
            }
            _ => {
                ext.push(n);
                st.push(s);
            }
        }
    }
    (ext, st)
}

/// A coalesced affine map, ready to be walked over ranges of lanes (linear row-major indices).
#[derive(Clone, Debug, PartialEq)]
pub(crate) struct Walk {
    offset: i64,
    extents: Vec<usize>,
    strides: Vec<i64>,
    /// Row-major lane strides of `extents`, to turn a lane number into a multi-index.
    lane_strides: Vec<usize>,
}

impl Walk {
    pub(crate) fn new(shape: &[usize], offset: i64, strides: &[i64]) -> Walk {
        let (extents, strides) = coalesce(shape, strides);
        let lane_strides = fresnel_ir::types::strides(&extents);
        Walk {
            offset,
            extents,
            strides,
            lane_strides,
        }
    }

    /// `Some(base)` when lanes `start..start+n` (n ≥ 1, inside the space) map to the offsets
    /// `base..base+n`, so that they can be read in place.
    pub(crate) fn contiguous_run(&self, start: usize, n: usize) -> Option<usize> {
        let r = self.extents.len();
        if r == 0 {
            return (n == 1).then_some(self.offset as usize);
        }
        let mut rem = start;
        let mut base = self.offset;
        for d in 0..r - 1 {
            base += (rem / self.lane_strides[d]) as i64 * self.strides[d];
            rem %= self.lane_strides[d];
        }
        base += rem as i64 * self.strides[r - 1];
        let fits = self.extents[r - 1] - rem >= n;
        (fits && (self.strides[r - 1] == 1 || n == 1)).then_some(base as usize)
    }

    /// Calls `f(lane, base, len, stride)` for each run of lanes `lane..lane+len` (counted from
    /// `start`) whose offsets are `base + k·stride`, covering lanes `start..start+n`. The caller
    /// guarantees `start + n` is within the index space.
    #[inline]
    pub(crate) fn segments(
        &self,
        start: usize,
        n: usize,
        mut f: impl FnMut(usize, i64, usize, i64),
    ) {
        if n == 0 {
            return;
        }
        let r = self.extents.len();
        if r == 0 {
            f(0, self.offset, n, 0);
            return;
        }
        let mut idx = vec![0usize; r];
        let mut rem = start;
        let mut base = self.offset;
        for (d, i) in idx.iter_mut().enumerate() {
            *i = rem / self.lane_strides[d];
            rem %= self.lane_strides[d];
            base += *i as i64 * self.strides[d];
        }
        let inner_extent = self.extents[r - 1];
        let inner_stride = self.strides[r - 1];
        let mut lane = 0;
        let mut remaining = n;
        loop {
            let i0 = idx[r - 1];
            let len = (inner_extent - i0).min(remaining);
            f(lane, base, len, inner_stride);
            lane += len;
            remaining -= len;
            if remaining == 0 {
                return;
            }
            // Next row: rewind the inner dim, carry into the outer ones. There is an outer dim
            // because lanes remain beyond this row and the caller stays inside the space.
            base -= i0 as i64 * inner_stride;
            idx[r - 1] = 0;
            let mut d = r - 1;
            loop {
                d -= 1;
                idx[d] += 1;
                base += self.strides[d];
                if idx[d] < self.extents[d] {
                    break;
                }
                base -= self.extents[d] as i64 * self.strides[d];
                idx[d] = 0;
            }
        }
    }
}

/// The runs of a padded read: calls `f(lane, base, len, stride)` for each run of lanes among
/// `start..start+n` (lanes are row-major over `space`, counted from `start`) whose index minus
/// `low` lies inside `extent`, with the input's offsets `base + k·stride` (the map `offset`,
/// `strides` is over the input's own index). Lanes outside every run read nothing.
pub(crate) fn window_segments(
    space: &[usize],
    (offset, strides): (i64, &[i64]),
    (low, extent): (&[i64], &[usize]),
    start: usize,
    n: usize,
    mut f: impl FnMut(usize, i64, usize, i64),
) {
    let r = space.len();
    if n == 0 {
        return;
    }
    if r == 0 {
        f(0, offset, n, 0);
        return;
    }
    let lane_strides = fresnel_ir::types::strides(space);
    let mut rem = start;
    let mut idx: Vec<usize> = lane_strides
        .iter()
        .map(|&ls| {
            let i = rem / ls;
            rem %= ls;
            i
        })
        .collect();
    let inner = r - 1;
    let (lo, hi) = (low[inner], low[inner] + extent[inner] as i64);
    let mut lane = 0;
    while lane < n {
        let i0 = idx[inner];
        let len = (space[inner] - i0).min(n - lane);
        let mut base = offset;
        let inside = (0..inner).all(|d| {
            let s = idx[d] as i64 - low[d];
            base += s * strides[d];
            (0..extent[d] as i64).contains(&s)
        });
        let (a, b) = ((i0 as i64).max(lo), ((i0 + len) as i64).min(hi));
        if inside && a < b {
            let first = lane + (a - i0 as i64) as usize;
            f(
                first,
                base + (a - lo) * strides[inner],
                (b - a) as usize,
                strides[inner],
            );
        }
        lane += len;
        idx[inner] += len;
        let mut d = inner;
        while d > 0 && idx[d] >= space[d] {
            idx[d] = 0;
            d -= 1;
            idx[d] += 1;
        }
    }
}

/// Gathers `out[k] = src[base + k·stride]` for one run; contiguous runs become a memcpy and
/// broadcast runs a fill.
#[inline]
pub(crate) fn gather_run<T: Copy>(out: &mut [T], src: &[T], base: i64, stride: i64) {
    let n = out.len();
    let b = base as usize;
    match stride {
        1 => out.copy_from_slice(&src[b..b + n]),
        0 => out.fill(src[b]),
        s if s > 0 => {
            let s = s as usize;
            for (k, o) in out.iter_mut().enumerate() {
                *o = src[b + k * s];
            }
        }
        s => {
            let s = s.unsigned_abs() as usize;
            for (k, o) in out.iter_mut().enumerate() {
                *o = src[b - k * s];
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn naive_offsets(shape: &[usize], offset: i64, strides: &[i64]) -> Vec<i64> {
        let total: usize = shape.iter().product();
        let ls = fresnel_ir::types::strides(shape);
        (0..total)
            .map(|lane| {
                let mut off = offset;
                for d in 0..shape.len() {
                    off += ((lane / ls[d]) % shape[d]) as i64 * strides[d];
                }
                off
            })
            .collect()
    }

    #[test]
    fn segments_cover_every_lane_with_the_naive_offset() {
        let cases: &[(&[usize], i64, &[i64])] = &[
            (&[3, 1, 4], 0, &[4, 99, 1]),
            (&[2, 3, 5], 7, &[0, -5, 1]),
            (&[4, 4], 0, &[1, 4]),
            (&[5], 2, &[0]),
            (&[], 3, &[]),
            (&[2, 2, 2, 3], 1, &[12, 6, 3, 1]),
        ];
        for &(shape, offset, strides) in cases {
            let expected = naive_offsets(shape, offset, strides);
            let walk = Walk::new(shape, offset, strides);
            for start in 0..expected.len() {
                for n in 0..=(expected.len() - start) {
                    let mut got = vec![i64::MIN; n];
                    walk.segments(start, n, |lane, base, len, stride| {
                        for k in 0..len {
                            got[lane + k] = base + k as i64 * stride;
                        }
                    });
                    assert_eq!(got, expected[start..start + n], "{shape:?} {start} {n}");
                    let contiguous =
                        n > 0 && (1..n).all(|k| expected[start + k] == expected[start] + k as i64);
                    let run = if n > 0 {
                        walk.contiguous_run(start, n)
                    } else {
                        None
                    };
                    if n > 0 {
                        assert_eq!(run.is_some(), contiguous, "{shape:?} {start} {n}");
                    }
                    if let Some(base) = run {
                        assert_eq!(base as i64, expected[start]);
                    }
                }
            }
        }
    }

    #[test]
    fn coalescing_merges_contiguous_and_broadcast_dims() {
        assert_eq!(coalesce(&[2, 3, 4], &[12, 4, 1]), (vec![24], vec![1]));
        assert_eq!(coalesce(&[2, 3, 4], &[0, 0, 0]), (vec![24], vec![0]));
        assert_eq!(coalesce(&[2, 1, 4], &[4, 7, 1]), (vec![8], vec![1]));
        assert_eq!(coalesce(&[2, 3], &[1, 2]), (vec![2, 3], vec![1, 2]));
    }

    #[test]
    fn offset_range_handles_negative_strides_and_empty_shapes() {
        assert_eq!(offset_range(&[3, 2], 5, &[-2, 1]), Some((1, 6)));
        assert_eq!(offset_range(&[3, 0], 5, &[-2, 1]), None);
    }
}
