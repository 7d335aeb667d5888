//! The calls into MLIR (feature `mlir`).

use super::{MlirError, Stage};
use melior::dialect::DialectRegistry;
use melior::ir::Module;
use melior::utility::register_all_dialects;
use melior::Context;
use std::cell::RefCell;
use std::rc::Rc;

pub(crate) struct Reader {
    context: Context,
}

impl Reader {
    pub(crate) fn new() -> Reader {
        let registry = DialectRegistry::new();
        register_all_dialects(&registry);
        let context = Context::new();
        context.append_dialect_registry(&registry);
        context.load_all_available_dialects();
        context.set_allow_unregistered_dialects(true);
        Reader { context }
    }

    pub(crate) fn context(&self) -> &Context {
        &self.context
    }

    /// Runs `f` and returns what it gave with MLIR's diagnostics meanwhile, one per line as
    /// `line:column: message`.
    pub(crate) fn with_diagnostics<T>(&self, f: impl FnOnce() -> T) -> (T, String) {
        let said: Rc<RefCell<Vec<String>>> = Rc::default();
        let sink = Rc::clone(&said);
        // MLIR reports through the context's handlers; without one it prints to stderr.
        let handler = self.context.attach_diagnostic_handler(move |d| {
            let at = d.location().to_string();
            // `loc("-":3:5)`: MLIR names the text it parsed "-".
            let at = at
                .strip_prefix("loc(\"-\":")
                .and_then(|a| a.strip_suffix(')'))
                .unwrap_or(&at);
            sink.borrow_mut().push(format!("{at}: {d}"));
            true
        });
        let out = f();
        self.context.detach_diagnostic_handler(handler);
        let said = said.borrow().join("\n");
        (out, said)
    }

    pub(crate) fn reprint(&self, text: &str) -> Result<String, MlirError> {
        let ((module, verified), said) = self.with_diagnostics(|| {
            let module = Module::parse(&self.context, text);
            let verified = module.as_ref().map(|m| m.as_operation().verify());
            (module, verified)
        });
        match (module, verified) {
            (Some(m), Some(true)) => Ok(m.as_operation().to_string()),
            (Some(_), _) => Err(MlirError::new(Stage::Verify, said)),
            (None, _) => Err(MlirError::new(Stage::Parse, said)),
        }
    }
}
