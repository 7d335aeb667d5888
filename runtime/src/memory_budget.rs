//! How much memory this process may still take: the smallest of the cgroup's limit less its
//! usage, the kernel's `MemAvailable`, and the address-space limit (`ulimit -v`) less what
//! the process already maps. Executables compare their planned sizes with it before they
//! allocate, so a program too big for the machine is an error ("needs 1024 GiB, 3.20 GiB
//! available") instead of an abort or a visit from the OOM killer.

/// Allocations smaller than this are not checked: reading the limits costs more than they do,
/// and the allocator's own failure handling is enough for them.
pub const CHECK_THRESHOLD: u64 = 16 << 20;

/// Bytes still available to this process, or `None` where no limit can be read.
pub fn available_bytes() -> Option<u64> {
    [cgroup_headroom(), mem_available(), address_space_headroom()]
        .into_iter()
        .flatten()
        .min()
}

/// `Err("needs X GiB, Y GiB available")` (prefixed by `what`) when `needed` bytes do not fit.
pub fn check(needed: u64, what: &str) -> Result<(), String> {
    match available_bytes() {
        Some(available) if needed > available => Err(format!(
            "{what} needs {}, {} available",
            gib(needed),
            gib(available)
        )),
        _ => Ok(()),
    }
}

/// [`check`], skipped for sizes below [`CHECK_THRESHOLD`].
pub fn check_large(needed: u64, what: &str) -> Result<(), String> {
    if needed < CHECK_THRESHOLD {
        return Ok(());
    }
    check(needed, what)
}

/// A byte count in GiB, with two decimals below 10 GiB.
pub fn gib(bytes: u64) -> String {
    let g = bytes as f64 / (1u64 << 30) as f64;
    if g < 10.0 {
        format!("{g:.2} GiB")
    } else {
        format!("{g:.1} GiB")
    }
}

fn read(path: &str) -> Option<String> {
    std::fs::read_to_string(path).ok()
}

/// cgroup v2: `memory.max - memory.current` of this process's group (`None` if unlimited).
fn cgroup_headroom() -> Option<u64> {
    // "0::/some/group" names the group; the root group has no memory.max of its own.
    let group = read("/proc/self/cgroup")?
        .lines()
        .find_map(|l| l.strip_prefix("0::").map(str::to_string))?;
    let dir = format!("/sys/fs/cgroup{}", group.trim_end_matches('/'));
    let max: u64 = read(&format!("{dir}/memory.max"))?.trim().parse().ok()?;
    let current: u64 = read(&format!("{dir}/memory.current"))
        .and_then(|s| s.trim().parse().ok())
        .unwrap_or(0);
    Some(max.saturating_sub(current))
}

/// `MemAvailable` of `/proc/meminfo`.
fn mem_available() -> Option<u64> {
    kib_field(&read("/proc/meminfo")?, "MemAvailable:")
}

/// The address-space limit less the process's current virtual size (`None` if unlimited).
fn address_space_headroom() -> Option<u64> {
    let mut limit = libc::rlimit {
        rlim_cur: 0,
        rlim_max: 0,
    };
    // SAFETY: getrlimit only writes the struct it is given, which lives on this stack frame.
    if unsafe { libc::getrlimit(libc::RLIMIT_AS, &mut limit) } != 0
        || limit.rlim_cur == libc::RLIM_INFINITY
    {
        return None;
    }
    let mapped = read("/proc/self/status")
        .and_then(|s| kib_field(&s, "VmSize:"))
        .unwrap_or(0);
    Some(limit.rlim_cur.saturating_sub(mapped))
}

/// The value of a `Name:   1234 kB` line, in bytes.
fn kib_field(text: &str, name: &str) -> Option<u64> {
    let line = text.lines().find(|l| l.starts_with(name))?;
    let kib: u64 = line[name.len()..]
        .trim()
        .trim_end_matches("kB")
        .trim()
        .parse()
        .ok()?;
    kib.checked_mul(1024)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_tebibyte_is_refused_with_both_figures() {
        let err = check(1 << 40, "the program").unwrap_err();
        assert!(err.starts_with("the program needs 1024.0 GiB, "), "{err}");
        assert!(err.ends_with(" GiB available"), "{err}");
    }

    #[test]
    fn small_requests_pass() {
        assert!(check(4096, "x").is_ok());
        assert!(check_large(CHECK_THRESHOLD - 1, "x").is_ok());
    }

    #[test]
    fn meminfo_lines_are_read_in_bytes() {
        let text = "MemTotal:       16000 kB\nMemAvailable:    2048 kB\n";
        assert_eq!(kib_field(text, "MemAvailable:"), Some(2 << 20));
        assert_eq!(kib_field(text, "SwapFree:"), None);
    }

    #[test]
    fn gib_figures_are_readable() {
        assert_eq!(gib(1 << 40), "1024.0 GiB");
        assert_eq!(gib(3 << 29), "1.50 GiB");
    }
}
