//! NumPy axis arguments: negative axes count from the end; repeats are errors.

use super::state::Tensor;

/// `axis` in `0..rank`, or NumPy's error message.
pub(crate) fn normalize_axis(axis: isize, rank: usize, what: &str) -> Result<usize, String> {
    let r = rank as isize;
    if axis < -r || axis >= r {
        return Err(format!(
            "{what} {axis} is out of bounds for a tensor of rank {rank}"
        ));
    }
    Ok(if axis < 0 { axis + r } else { axis } as usize)
}

/// Every axis normalised; an axis named twice is an error.
pub(crate) fn normalize_axes(axes: &[isize], rank: usize) -> Result<Vec<usize>, String> {
    let mut out = Vec::with_capacity(axes.len());
    for &a in axes {
        let n = normalize_axis(a, rank, "axis")?;
        if out.contains(&n) {
            return Err(format!("axis {a} is repeated in {axes:?}"));
        }
        out.push(n);
    }
    Ok(out)
}

impl Tensor {
    /// `normalize_axes`, recording the error (and returning `None`) on failure.
    #[track_caller]
    pub(crate) fn axes(&self, axes: &[isize]) -> Option<Vec<usize>> {
        match normalize_axes(axes, self.rank()) {
            Ok(a) => Some(a),
            Err(e) => {
                self.ctx.fail(format!("{e} ({})", self.describe()));
                None
            }
        }
    }

    #[track_caller]
    pub(crate) fn axis(&self, axis: isize) -> Option<usize> {
        self.axes(&[axis]).map(|a| a[0])
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn trace_axes_negative_and_errors() {
        assert_eq!(normalize_axes(&[-1, 0], 3), Ok(vec![2, 0]));
        assert!(normalize_axes(&[3], 3)
            .unwrap_err()
            .contains("out of bounds"));
        assert!(normalize_axes(&[1, -2], 3)
            .unwrap_err()
            .contains("repeated"));
        assert!(normalize_axis(-4, 3, "axis").is_err());
    }
}
