//! `fresnel dump PROGRAM [--grad-wrt I[,J...]] [--print-after-all | --print-after PASS |
//! --emit cuda] [--generic] [-o FILE]`: parse, verify, optionally differentiate and simplify, print (the IR, or with
//! `--emit cuda` the generated CUDA C).
//!
//! Without flags the program is printed back as parsed. `--grad-wrt` prints the simplified
//! gradient program. `--print-after-all` / `--print-after PASS` print, instead of the final
//! module, the module after every pass (or after each run of one pass) of the simplification
//! pipeline, each under a header `// ----- IR after PASS -----`; with `--grad-wrt`,
//! differentiation itself shows up as the pass `ad`. Fusion, the compile pipeline's last
//! stage, runs only for `--print-after fuse`: the final module and `--print-after-all` show
//! the simplified program, which is what `grad` writes. The header is an IR comment, so a
//! single dumped module parses as it is. Dumps are written as the passes run, so when a pass
//! fails the IR up to the failure is already out — on stdout; with `-o FILE` the file is
//! written whole at the end, or not at all. `--generic` prints ops in MLIR's generic form.

use super::args::{indices, DumpArgs, Emit};
use super::error::CliError;
use super::outputs::write_file;
use super::{cuda, program, transform};
use fresnel_ir::Module;
use std::io::Write;

/// Which intermediate modules to print.
enum Shown {
    /// None: print the final module only.
    Final,
    All,
    After(String),
}

pub fn dump(args: &DumpArgs, out: &mut dyn Write) -> Result<(), CliError> {
    let Some(path) = &args.out else {
        return dump_to(args, out);
    };
    let mut text: Vec<u8> = Vec::new();
    dump_to(args, &mut text)?;
    write_file(path, &text)?;
    writeln!(out, "wrote {}", path.display())
        .map_err(|e| CliError::new(format!("cannot write to stdout: {e}")))
}

fn dump_to(args: &DumpArgs, out: &mut dyn Write) -> Result<(), CliError> {
    let shown = shown(args)?;
    let grad_wrt = indices(&args.grad_wrt, "--grad-wrt")?;
    let module = program::load(&args.prog.path, &args.prog.inputs)?;
    if args.emit == Some(Emit::Cuda) {
        let file = args.prog.file();
        let simplified = transform::transform(
            &module,
            &file,
            &grad_wrt,
            &args.ad.options(),
            &mut |_, _| {},
        )?;
        return write(out, &cuda::emit(&simplified, &file)?);
    }
    let print = |m: &Module| {
        if args.generic {
            fresnel_ir::print::print_module_generic(m)
        } else {
            program::print(m)
        }
    };
    if grad_wrt.is_empty() && matches!(shown, Shown::Final) {
        return write(out, &print(&module));
    }
    let file = args.prog.file();
    // The observer cannot fail, so the first write error waits here until it returns.
    let mut write_error: Option<CliError> = None;
    let mut observer = |pass: &str, m: &Module| {
        let wanted = match &shown {
            Shown::Final => false,
            Shown::All => true,
            Shown::After(name) => name == pass,
        };
        if wanted && write_error.is_none() {
            let text = format!("// ----- IR after {pass} -----\n{}", print(m));
            write_error = write(out, &text).err();
        }
    };
    let fuse = matches!(&shown, Shown::After(name) if transform::is_compile_only(name));
    let result = transform::transform_with(
        &module,
        &file,
        &grad_wrt,
        &args.ad.options(),
        fuse,
        &mut observer,
    );
    if let Some(e) = write_error {
        return Err(e);
    }
    let result = result?;
    match shown {
        Shown::Final => write(out, &print(&result)),
        Shown::All | Shown::After(_) => Ok(()),
    }
}

/// Reads the print flags; an unknown pass name is an error listing the valid ones.
fn shown(args: &DumpArgs) -> Result<Shown, CliError> {
    if args.print_after_all {
        return Ok(Shown::All);
    }
    let Some(name) = &args.print_after else {
        return Ok(Shown::Final);
    };
    let differentiating = !args.grad_wrt.is_empty();
    let valid = transform::pass_names(differentiating);
    if valid.contains(&name.as_str()) {
        return Ok(Shown::After(name.clone()));
    }
    let hint = if name == transform::AD_PASS {
        " (`ad` runs only with --grad-wrt)"
    } else {
        ""
    };
    Err(CliError::new(format!(
        "dump --print-after {name}: no pass of that name{hint}; the passes are: {}",
        valid.join(", ")
    )))
}

fn write(out: &mut dyn Write, text: &str) -> Result<(), CliError> {
    out.write_all(text.as_bytes())
        .map_err(|e| CliError::new(format!("cannot write to stdout: {e}")))
}
