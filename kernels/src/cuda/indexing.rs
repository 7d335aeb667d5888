//! `gather` as CUDA C (see [`crate::indexing`]): one thread per output element, which reads
//! its index vector from device memory, clamps each start so that the slice fits (as the CPU
//! kernel does), and copies one operand element. Consecutive threads walk the output's last
//! dim, which for a row gather (`table[idx]`) is the operand's contiguous last dim, so the
//! loads coalesce. (Scatter: see [`super::scatter`].)

use super::elementwise::decompose;
use super::{KernelInfo, Launch, ModuleBuilder, Param};
use crate::error::KernelResult;
use crate::indexing::{strides, GatherDesc};
use fresnel_ir::DType;
use std::fmt::Write;

/// Adds the kernel of `desc`: parameters are the operand, the indices, then the output.
pub fn add_gather(module: &mut ModuleBuilder, desc: &GatherDesc) -> KernelResult<usize> {
    desc.validate()?;
    let shape = desc.output_shape()?;
    let n: usize = shape.iter().product();
    let xs = strides(&desc.operand);
    let is = strides(&desc.indices);
    let ivd = desc.index_vector_dim;
    // Output dims: offset dims walk the operand's window dims, the others (in order) are the
    // index tensor's dims other than `index_vector_dim`.
    let window: Vec<usize> = (0..desc.operand.len())
        .filter(|k| {
            !desc.collapsed_slice_dims.contains(k) && !desc.operand_batching_dims.contains(k)
        })
        .collect();
    let index_dims: Vec<usize> = (0..desc.indices.len()).filter(|&d| d != ivd).collect();
    let batch_out: Vec<usize> = (0..shape.len())
        .filter(|d| !desc.offset_dims.contains(d))
        .collect();
    let mut text = String::new();
    let _ = writeln!(text, "  FR_FOR_EACH(i, {n}ll) {{");
    decompose(&mut text, "    ", "i", &shape, "o");
    // Where this output's index vector starts in the index buffer.
    let mut at = String::from("0ll");
    for (&od, &id) in batch_out.iter().zip(&index_dims) {
        let _ = write!(at, " + o{od} * {}ll", is[id]);
    }
    let _ = writeln!(text, "    const long long ib = {at};");
    let vec_stride = is.get(ivd).copied().unwrap_or(1);
    let _ = writeln!(text, "    long long src = 0ll;");
    for (k, &d) in desc.start_index_map.iter().enumerate() {
        let hi = desc.operand[d] - desc.slice_sizes[d];
        let p = format!("p1[ib + {}ll]", k * vec_stride);
        // A ui64 index past i64's range would turn negative as a `long long`: clamp it first.
        let read = if desc.index_dtype == DType::U64 {
            format!("({p} > {hi}ull ? {hi}ll : (long long){p})")
        } else {
            format!("(long long){p}")
        };
        let _ = writeln!(
            text,
            "    {{ long long s = {read}; s = s < 0 ? 0 : (s > {hi}ll ? {hi}ll : s); src += s * {}ll; }}",
            xs[d]
        );
    }
    for (&od, &id) in desc
        .operand_batching_dims
        .iter()
        .zip(&desc.start_indices_batching_dims)
    {
        let p = index_dims.iter().position(|&d| d == id).unwrap_or(0);
        let _ = writeln!(text, "    src += o{} * {}ll;", batch_out[p], xs[od]);
    }
    for (&rd, &wd) in desc.offset_dims.iter().zip(&window) {
        let _ = writeln!(text, "    src += o{rd} * {}ll;", xs[wd]);
    }
    let _ = writeln!(text, "    p2[i] = p0[src];\n  }}");
    let params = vec![
        Param {
            dtype: desc.dtype,
            output: false,
        },
        Param {
            dtype: desc.index_dtype,
            output: false,
        },
        Param {
            dtype: desc.dtype,
            output: true,
        },
    ];
    let info = KernelInfo {
        block_sync: false,
        name: module.fresh_name("gather"),
        params,
        launch: Launch::for_items(n),
        flops: 0,
    };
    Ok(module.push(info, &text))
}
