//! The one error type of the command line: a message, printed on stderr, exit status 2.

use std::fmt;

/// A user-facing failure: what is wrong and where, in one paragraph.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CliError {
    pub message: String,
}

impl CliError {
    pub fn new(message: impl Into<String>) -> Self {
        CliError {
            message: message.into(),
        }
    }
}

impl fmt::Display for CliError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.message)
    }
}

impl std::error::Error for CliError {}

/// The exit status of every error the CLI reports (docs/design.md §7); clap uses it for usage errors too.
pub const EXIT_ERROR: u8 = 2;
