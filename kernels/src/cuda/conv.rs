//! `convolution` as CUDA C (see [`crate::conv`]): a direct kernel, one thread per output
//! element (grid-stride), summing over the window (nested loops, positions in padding or
//! dilation holes skipped) and the group's input features, in the element type — the
//! interpreter's order of terms, each float rounded as it is added (the interpreter rounds
//! once, from f64). Integers wrap (`fr_add`/`fr_mul`), so they are exact.

use super::elementwise::decompose;
use super::scalar::{c_type, literal};
use super::{strides, KernelInfo, Launch, ModuleBuilder, Param};
use crate::conv::ConvDesc;
use crate::error::KernelResult;
use fresnel_ir::Data;
use std::fmt::Write;

/// Adds the kernel of `desc`: parameters lhs, rhs, output.
pub fn add_conv(module: &mut ModuleBuilder, desc: &ConvDesc) -> KernelResult<usize> {
    desc.validate()?;
    let out = desc.output_shape()?;
    let d = &desc.dims;
    let n: usize = out.iter().product();
    let (ls, ks) = (strides(&desc.lhs_shape), strides(&desc.rhs_shape));
    let groups = d.feature_group_count * d.batch_group_count;
    let kout = desc.rhs_shape[d.kernel_output_feature];
    let per_group = (kout / groups.max(1)).max(1);
    let cin = desc.rhs_shape[d.kernel_input_feature];
    let batch = out[d.output_batch];
    let ty = c_type(desc.dtype);
    let zero = literal(Data::zeros(desc.dtype, 1).get(0));
    // The lhs batch and feature blocks of output feature `o`'s group.
    let (batch_block, feature_block) = if d.batch_group_count > 1 {
        (batch, 0)
    } else {
        (0, cin)
    };
    let mut text = String::new();
    let _ = writeln!(text, "  FR_FOR_EACH(i, {n}ll) {{");
    decompose(&mut text, "    ", "i", &out, "o");
    let (ob, of) = (d.output_batch, d.output_feature);
    let _ = writeln!(
        text,
        "    const long long grp = o{of} / {per_group}ll;\n\
         \x20   const long long lb = (grp * {batch_block}ll + o{ob}) * {}ll + grp * {feature_block}ll * {}ll;\n\
         \x20   const long long kb = o{of} * {}ll;\n\
         \x20   {ty} acc = {zero};",
        ls[d.input_batch],
        ls[d.input_feature],
        ks[d.kernel_output_feature],
    );
    let mut indent = String::from("    ");
    let s = d.input_spatial.len();
    for i in 0..s {
        let w = desc.rhs_shape[d.kernel_spatial[i]];
        let (st, rd, ld, lo) = (
            d.strides[i],
            d.rhs_dilation[i],
            d.lhs_dilation[i],
            d.padding[i][0],
        );
        let len = desc.lhs_shape[d.input_spatial[i]];
        let kk = if d.reversal[i] {
            format!("({}ll - k{i})", w - 1)
        } else {
            format!("k{i}")
        };
        let _ = writeln!(
            text,
            "{indent}for (long long k{i} = 0; k{i} < {w}ll; ++k{i}) {{\n\
             {indent}  const long long q{i} = o{o} * {st}ll + k{i} * {rd}ll - ({lo}ll);\n\
             {indent}  if (q{i} < 0 || q{i} % {ld}ll != 0 || q{i} / {ld}ll >= {len}ll) continue;\n\
             {indent}  const long long l{i} = {prev_l} + (q{i} / {ld}ll) * {lstride}ll;\n\
             {indent}  const long long r{i} = {prev_r} + {kk} * {kstride}ll;",
            o = d.output_spatial[i],
            prev_l = if i == 0 {
                "lb".to_string()
            } else {
                format!("l{}", i - 1)
            },
            prev_r = if i == 0 {
                "kb".to_string()
            } else {
                format!("r{}", i - 1)
            },
            lstride = ls[d.input_spatial[i]],
            kstride = ks[d.kernel_spatial[i]],
        );
        indent.push_str("  ");
    }
    let (l, r) = if s == 0 {
        ("lb".to_string(), "kb".to_string())
    } else {
        (format!("l{}", s - 1), format!("r{}", s - 1))
    };
    let _ = writeln!(
        text,
        "{indent}for (long long f = 0; f < {cin}ll; ++f)\n\
         {indent}  acc = fr_add(acc, fr_mul(p0[{l} + f * {}ll], p1[{r} + f * {}ll]));",
        ls[d.input_feature], ks[d.kernel_input_feature],
    );
    for _ in 0..s {
        indent.truncate(indent.len() - 2);
        let _ = writeln!(text, "{indent}}}");
    }
    let _ = writeln!(text, "    p2[i] = acc;\n  }}");
    let param = |output| Param {
        dtype: desc.dtype,
        output,
    };
    let info = KernelInfo {
        block_sync: false,
        name: module.fresh_name("convolution"),
        params: vec![param(false), param(false), param(true)],
        launch: Launch::for_items(n),
        // A multiply and an add per input feature and kernel position of each output.
        flops: 2
            * (n * cin * desc.rhs_shape.iter().product::<usize>() / (cin * kout).max(1)) as u64,
    };
    Ok(module.push(info, &text))
}
