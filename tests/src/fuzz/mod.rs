//! Fuzzing support shared by `parser_robustness.rs` (byte mutations of program text) and
//! `semantic_fuzz.rs` (structure-aware mutations run through every stage after the parser):
//! a deterministic random generator, panic messages, silencing the messages of the panics a
//! fuzzer catches, a watchdog that turns a hang into a failure naming the input, and the
//! corpus of programs to mutate.

pub mod corpus;
pub mod mutate;
pub mod stages;

use std::any::Any;
use std::cell::Cell;
use std::sync::{mpsc, Once};
use std::thread;
use std::time::Duration;

/// Marsaglia's xorshift64: tiny, deterministic, good enough to pick positions and values.
#[derive(Clone, Debug)]
pub struct XorShift(pub u64);

impl XorShift {
    /// A generator for item `k` of a run with `seed`: every item has its own stream, so one
    /// item reproduces without replaying the items before it.
    pub fn for_item(seed: u64, k: u64) -> XorShift {
        // splitmix64 of the pair, so that neighbouring items get unrelated streams; never 0
        // (xorshift's fixed point).
        let mut z = seed ^ k.wrapping_mul(0x9E37_79B9_7F4A_7C15);
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        XorShift((z ^ (z >> 31)) | 1)
    }
    // A generator, never exhausted: not an Iterator.
    #[allow(clippy::should_implement_trait)]
    pub fn next(&mut self) -> u64 {
        let mut x = self.0;
        x ^= x << 13;
        x ^= x >> 7;
        x ^= x << 17;
        self.0 = x;
        x
    }
    /// Uniform in `0..n` (0 when `n` is 0).
    pub fn below(&mut self, n: usize) -> usize {
        (self.next() % n.max(1) as u64) as usize
    }
    /// True with probability `1/n`.
    pub fn one_in(&mut self, n: usize) -> bool {
        self.below(n) == 0
    }
    /// A uniformly chosen element of a non-empty slice.
    pub fn pick<'a, T>(&mut self, items: &'a [T]) -> &'a T {
        &items[self.below(items.len())]
    }
}

/// The message of a caught panic.
pub fn panic_message(payload: &(dyn Any + Send)) -> String {
    payload
        .downcast_ref::<String>()
        .cloned()
        .or_else(|| payload.downcast_ref::<&str>().map(|s| s.to_string()))
        .unwrap_or_else(|| "non-string panic".to_string())
}

thread_local! {
    /// Whether this thread's panic messages are silenced (see [`quietly`]).
    static QUIET: Cell<bool> = const { Cell::new(false) };
}

/// Runs `f` with the panic messages of this thread silenced: for the panics a fuzzer catches
/// and reports itself. The tests share a process, so the process's panic hook is not swapped
/// (a test failing on another thread meanwhile would lose its message, and two tests
/// restoring hooks in the wrong order would silence the process for good): a hook installed
/// once asks the panicking thread whether it is quiet, and otherwise does what the default
/// hook does.
pub fn quietly<T>(f: impl FnOnce() -> T) -> T {
    static INSTALL: Once = Once::new();
    INSTALL.call_once(|| {
        let default = std::panic::take_hook();
        std::panic::set_hook(Box::new(move |info| {
            if !QUIET.try_with(Cell::get).unwrap_or(false) {
                default(info);
            }
        }));
    });
    /// Puts the thread's previous state back, also when `f` panics.
    struct Restore(bool);
    impl Drop for Restore {
        fn drop(&mut self) {
            QUIET.with(|q| q.set(self.0));
        }
    }
    let _restore = Restore(QUIET.with(|q| q.replace(true)));
    f()
}

/// Runs `work` on a worker thread with an 8 MiB stack (the main thread's) and waits at most
/// `limit` for it, so that a hang fails the test instead of stalling the suite.
pub fn run_with_deadline<T: Send + 'static>(
    limit: Duration,
    what: &str,
    work: impl FnOnce() -> T + Send + 'static,
) -> T {
    let (tx, rx) = mpsc::channel();
    thread::Builder::new()
        .stack_size(8 << 20)
        .spawn(move || {
            let _ = tx.send(work());
        })
        .expect("spawning a thread cannot fail on a machine that runs tests");
    match rx.recv_timeout(limit) {
        Ok(v) => v,
        Err(mpsc::RecvTimeoutError::Timeout) => {
            panic!("{what} hung (no result within {} s)", limit.as_secs())
        }
        Err(mpsc::RecvTimeoutError::Disconnected) => {
            panic!("{what}: the worker thread panicked outside the checks")
        }
    }
}

/// Caps this process's address space (`ulimit -v`) at `headroom` bytes above what it maps
/// now, unless a lower limit is already set. The memory budget reads this limit, so programs
/// whose buffers exceed it are refused as they would be on a smaller machine; an allocation
/// that bypasses the budget fails (and aborts the test) instead of taking the memory of the
/// machine the tests share. The cap holds for the rest of the process and for every test in
/// it: call it only in a process of the test's own ([`crate::isolated::in_own_process`]).
pub fn limit_address_space(headroom: u64) {
    let mapped = std::fs::read_to_string("/proc/self/status")
        .ok()
        .and_then(|s| {
            let line = s.lines().find(|l| l.starts_with("VmSize:"))?.to_string();
            let kib: u64 = line["VmSize:".len()..]
                .trim()
                .trim_end_matches("kB")
                .trim()
                .parse()
                .ok()?;
            Some(kib * 1024)
        });
    let Some(mapped) = mapped else { return };
    let want = mapped.saturating_add(headroom);
    let mut limit = libc::rlimit {
        rlim_cur: 0,
        rlim_max: 0,
    };
    // SAFETY: getrlimit and setrlimit read or write only the struct passed, which lives on
    // this stack frame.
    unsafe {
        if libc::getrlimit(libc::RLIMIT_AS, &mut limit) != 0 {
            return;
        }
        if limit.rlim_cur != libc::RLIM_INFINITY && limit.rlim_cur <= want {
            return;
        }
        limit.rlim_cur = want as libc::rlim_t;
        libc::setrlimit(libc::RLIMIT_AS, &limit);
    }
}
