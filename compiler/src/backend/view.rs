//! Views: an IR value seen as an affine map into a flat buffer,
//! `value[i] = buffer[offset + Σ_d i[d]·strides[d]]`. Transpose, broadcast, slice, reverse and
//! most reshapes are new maps of the same buffer, so they cost nothing until a kernel that
//! needs a row-major operand (FFT, dot, the interpreter) or a result asks for one.

use fresnel_ir::types::strides as row_major;
use fresnel_ir::Scalar;
use fresnel_runtime::cpu::BufId;

#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct View {
    pub buf: BufId,
    pub shape: Vec<usize>,
    pub offset: i64,
    pub strides: Vec<i64>,
}

/// What an IR value is at run time: a view of a buffer, or one value everywhere.
#[derive(Clone, Debug, PartialEq)]
pub enum Lowered {
    View(View),
    Splat(Scalar),
}

fn signed_row_major(shape: &[usize]) -> Vec<i64> {
    row_major(shape).into_iter().map(|s| s as i64).collect()
}

impl View {
    /// The whole buffer, row-major with `shape`.
    pub fn row_major(buf: BufId, shape: &[usize]) -> View {
        View {
            buf,
            shape: shape.to_vec(),
            offset: 0,
            strides: signed_row_major(shape),
        }
    }

    pub fn num_elements(&self) -> usize {
        self.shape.iter().product()
    }

    /// Whether this is the first `num_elements` of the buffer in row-major order (dims of
    /// extent 1 may have any stride).
    pub fn is_row_major(&self) -> bool {
        let rm = signed_row_major(&self.shape);
        self.offset == 0
            && self
                .shape
                .iter()
                .zip(self.strides.iter().zip(&rm))
                .all(|(&n, (&s, &r))| n <= 1 || s == r)
    }

    /// When the view reads a row-major buffer of exactly its element count in some dim order:
    /// the logical dims of extent > 1 from outermost to innermost in the buffer.
    pub fn dense_order(&self, buffer_len: usize) -> Option<Vec<usize>> {
        if self.offset != 0 || buffer_len != self.num_elements() {
            return None;
        }
        let mut dims: Vec<usize> = (0..self.shape.len())
            .filter(|&d| self.shape[d] > 1)
            .collect();
        dims.sort_by_key(|&d| std::cmp::Reverse(self.strides[d]));
        let mut expect = 1i64;
        for &d in dims.iter().rev() {
            if self.strides[d] != expect {
                return None;
            }
            expect *= self.shape[d] as i64;
        }
        Some(dims)
    }

    /// `broadcast_in_dim(self, dims)` into `out_shape`.
    pub fn broadcast_in_dim(&self, dims: &[usize], out_shape: &[usize]) -> Option<View> {
        if dims.len() != self.shape.len() {
            return None;
        }
        let mut strides = vec![0i64; out_shape.len()];
        for (k, &d) in dims.iter().enumerate() {
            let n = *out_shape.get(d)?;
            if self.shape[k] != n && self.shape[k] != 1 {
                return None;
            }
            strides[d] = if self.shape[k] == 1 {
                0
            } else {
                self.strides[k]
            };
        }
        Some(View {
            buf: self.buf,
            shape: out_shape.to_vec(),
            offset: self.offset,
            strides,
        })
    }

    /// `transpose(self, perm)`: result dim `i` is operand dim `perm[i]`.
    pub fn transpose(&self, perm: &[usize]) -> Option<View> {
        if perm.len() != self.shape.len() {
            return None;
        }
        Some(View {
            buf: self.buf,
            shape: perm
                .iter()
                .map(|&p| self.shape.get(p).copied())
                .collect::<Option<_>>()?,
            offset: self.offset,
            strides: perm.iter().map(|&p| self.strides[p]).collect(),
        })
    }

    /// `slice(self, start, limit, steps)`.
    pub fn slice(&self, start: &[usize], limit: &[usize], steps: &[usize]) -> Option<View> {
        let r = self.shape.len();
        if start.len() != r || limit.len() != r || steps.len() != r {
            return None;
        }
        let mut v = self.clone();
        for d in 0..r {
            if steps[d] == 0 || start[d] > limit[d] || limit[d] > self.shape[d] {
                return None;
            }
            v.shape[d] = (limit[d] - start[d]).div_ceil(steps[d]);
            if v.shape[d] > 0 {
                v.offset += start[d] as i64 * self.strides[d];
            }
            // A step beyond the extent selects one element; keep its stride from overflowing.
            let step = if v.shape[d] > 1 { steps[d] } else { 1 };
            v.strides[d] = self.strides[d].checked_mul(i64::try_from(step).ok()?)?;
        }
        Some(v)
    }

    /// `reverse(self, dims)`.
    pub fn reverse(&self, dims: &[usize]) -> Option<View> {
        let mut v = self.clone();
        for &d in dims {
            let n = *self.shape.get(d)?;
            if n > 0 {
                v.offset += (n as i64 - 1) * v.strides[d];
            }
            v.strides[d] = -v.strides[d];
        }
        Some(v)
    }

    /// `reshape(self)` to `out_shape` as a view, when the elements in row-major order of the
    /// new shape can be reached with strides (PyTorch's rule: each group of dims merged or
    /// split must be contiguous within itself). `None` means: materialise first.
    pub fn reshape(&self, out_shape: &[usize]) -> Option<View> {
        let n = self.num_elements();
        if out_shape.iter().product::<usize>() != n {
            return None;
        }
        let view = |strides: Vec<i64>| View {
            buf: self.buf,
            shape: out_shape.to_vec(),
            offset: self.offset,
            strides,
        };
        if n == 0 {
            return Some(view(vec![0; out_shape.len()]));
        }
        // Drop extent-1 dims; they carry no stride information.
        let old: Vec<(usize, i64)> = self
            .shape
            .iter()
            .zip(&self.strides)
            .filter(|(&e, _)| e != 1)
            .map(|(&e, &s)| (e, s))
            .collect();
        let mut strides = vec![0i64; out_shape.len()];
        let mut oi = 0; // next old dim
        let mut ni = 0; // next new dim
        while ni < out_shape.len() {
            if out_shape[ni] == 1 {
                ni += 1;
                continue;
            }
            // Take old dims until their product is reached by new dims; the old group must be
            // contiguous (each stride = next stride × next extent).
            let (mut old_prod, mut new_prod) = (1usize, 1usize);
            let group_start_old = oi;
            let group_start_new = ni;
            loop {
                if old_prod <= new_prod || old_prod == 1 {
                    let &(e, _) = old.get(oi)?;
                    old_prod *= e;
                    oi += 1;
                } else {
                    let e = *out_shape.get(ni)?;
                    new_prod *= e;
                    ni += 1;
                }
                if old_prod == new_prod && old_prod > 1 {
                    // Also absorb trailing unit dims on the new side below.
                    break;
                }
            }
            let group = &old[group_start_old..oi];
            for k in 0..group.len().saturating_sub(1) {
                if group[k].1 != group[k + 1].1 * group[k + 1].0 as i64 {
                    return None;
                }
            }
            // The group's innermost stride, then row-major over the new dims of the group.
            let mut stride = group.last()?.1;
            for d in (group_start_new..ni).rev() {
                strides[d] = stride;
                stride *= out_shape[d] as i64;
            }
        }
        if oi != old.len() {
            return None;
        }
        Some(view(strides))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The buffer offsets a view reads, in row-major order of its shape.
    fn offsets(v: &View) -> Vec<i64> {
        let n = v.num_elements();
        let rm = row_major(&v.shape);
        (0..n)
            .map(|lane| {
                v.offset
                    + (0..v.shape.len())
                        .map(|d| ((lane / rm[d]) % v.shape[d]) as i64 * v.strides[d])
                        .sum::<i64>()
            })
            .collect()
    }

    #[test]
    fn reshape_of_a_contiguous_view_keeps_the_element_order() {
        let v = View::row_major(BufId(0), &[2, 3, 4]);
        for shape in [
            vec![24],
            vec![6, 4],
            vec![2, 12],
            vec![1, 2, 1, 3, 4, 1],
            vec![4, 6],
        ] {
            let r = v.reshape(&shape).expect("contiguous views always reshape");
            assert_eq!(offsets(&r), offsets(&v), "{shape:?}");
        }
    }

    #[test]
    fn reshape_of_a_transposed_view_works_only_when_groups_stay_contiguous() {
        let t = View::row_major(BufId(0), &[2, 3, 4])
            .transpose(&[2, 0, 1])
            .expect("perm");
        // [4, 2, 3] -> [4, 6]: merges dims 1, 2 which are contiguous in the buffer.
        let r = t.reshape(&[4, 6]).expect("mergeable");
        assert_eq!(offsets(&r), offsets(&t));
        // [4, 2, 3] -> [8, 3]: merges 4 and 2, which are not contiguous together.
        assert!(t.reshape(&[8, 3]).is_none());
        // Splitting a dim of a transposed view is fine.
        let r = t.reshape(&[2, 2, 2, 3]).expect("split");
        assert_eq!(offsets(&r), offsets(&t));
    }

    #[test]
    fn reshape_through_broadcast_and_slices() {
        let b = View::row_major(BufId(0), &[3])
            .broadcast_in_dim(&[1], &[2, 3])
            .expect("bcast");
        let r = b.reshape(&[2, 1, 3]).expect("unit dim inserted");
        assert_eq!(offsets(&r), offsets(&b));
        let s = View::row_major(BufId(0), &[4, 6])
            .slice(&[1, 0], &[3, 6], &[1, 2])
            .expect("slice");
        let r = s
            .reshape(&[6])
            .expect("rows 6 apart of columns 2 apart merge into one stride");
        assert_eq!(offsets(&r), offsets(&s));
    }

    #[test]
    fn dense_order_recognises_permuted_row_major_buffers() {
        let v = View::row_major(BufId(0), &[2, 3, 4]);
        assert_eq!(v.dense_order(24), Some(vec![0, 1, 2]));
        let t = v.transpose(&[2, 0, 1]).expect("perm");
        assert_eq!(t.dense_order(24), Some(vec![1, 2, 0]));
        assert_eq!(t.dense_order(25), None);
        let s = v.slice(&[0, 0, 0], &[2, 3, 2], &[1, 1, 1]).expect("slice");
        assert_eq!(s.dense_order(24), None);
        assert!(!t.is_row_major());
        assert!(v.is_row_major());
    }

    #[test]
    fn reverse_and_slice_compose() {
        let v = View::row_major(BufId(0), &[5]);
        let r = v
            .reverse(&[0])
            .expect("rev")
            .slice(&[1], &[5], &[2])
            .expect("slice");
        assert_eq!(offsets(&r), vec![3, 1]);
    }
}
