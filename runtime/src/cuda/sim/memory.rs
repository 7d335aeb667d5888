//! cuda-sim's device memory and streams.
//!
//! Memory: host allocations of [`ALIGN`]-aligned bytes, addressed by their host addresses, one
//! memory for the whole process as one CUDA context is for a GPU (arrays made by one executable
//! can be passed to another). Every allocation starts filled with [`POISON`] bytes — a GPU's
//! `cuMemAlloc` returns whatever was there — so a kernel that reads what nothing wrote computes
//! NaN (floats) or −1 (integers) instead of a lucky zero, and every copy is checked against the
//! allocation it falls in.
//!
//! Streams: work is issued to numbered streams and the simulator runs it at once, in issue
//! order, which is one of the orders a GPU may pick. Which orders a GPU may pick is what the
//! simulator tracks: each stream's operations are numbered, an event carries a stream's count,
//! and waiting for an event (or the host synchronising) records that everything up to it has
//! happened before what comes next. Each allocation remembers its last writer and its readers
//! since; an access from another stream that is not ordered after them — a read after a write,
//! a write after a read or a write — is a race on a GPU and an error here naming both
//! operations.

use super::super::device::{DevPtr, ALIGN};
use std::alloc::{alloc, dealloc, Layout};
use std::collections::BTreeMap;
use std::sync::{Arc, Mutex, MutexGuard};

/// The byte every fresh or discarded allocation is filled with: all-ones is a NaN in every
/// float type and −1 in every signed integer type.
pub const POISON: u8 = 0xFF;

static MEMORY: Mutex<HostMemory> = Mutex::new(HostMemory {
    blocks: BTreeMap::new(),
    streams: Vec::new(),
    host_knows: Vec::new(),
});

/// The process's simulated device memory.
pub(crate) fn memory() -> MutexGuard<'static, HostMemory> {
    // The map is updated in single statements: a panic elsewhere cannot leave it half-changed.
    MEMORY.lock().unwrap_or_else(|p| p.into_inner())
}

/// One operation on a stream, as the race detector names it.
#[derive(Clone, Debug)]
pub(crate) struct Access {
    stream: usize,
    /// The operation's number on its stream (from 1).
    seq: u64,
    what: Arc<str>,
}

/// A point on a stream that other streams can wait for (`cuEventRecord`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct SimEvent {
    stream: usize,
    seq: u64,
}

#[derive(Default)]
struct Stream {
    /// Operations issued so far.
    issued: u64,
    /// For each stream, the last of its operations known to have happened before this
    /// stream's next one.
    knows: Vec<u64>,
}

struct Block {
    size: usize,
    last_write: Option<Access>,
    /// The last read by each stream since the last write.
    reads: Vec<Access>,
}

pub(crate) struct HostMemory {
    /// Start address → allocation.
    blocks: BTreeMap<u64, Block>,
    streams: Vec<Stream>,
    /// For each stream, the last of its operations the host has waited for: everything issued
    /// since comes after it.
    host_knows: Vec<u64>,
}

// SAFETY: the allocations are plain bytes owned by this value alone.
unsafe impl Send for HostMemory {}

/// How an operation uses a buffer.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Use {
    Read,
    Write,
}

impl HostMemory {
    pub fn alloc(&mut self, bytes: usize) -> Result<DevPtr, String> {
        if bytes == 0 {
            return Ok(0);
        }
        let layout = Layout::from_size_align(bytes, ALIGN)
            .map_err(|_| format!("cannot allocate {bytes} bytes"))?;
        // SAFETY: the layout has a non-zero size.
        let p = unsafe { alloc(layout) };
        if p.is_null() {
            return Err(format!(
                "out of memory allocating {}",
                crate::memory_budget::gib(bytes as u64)
            ));
        }
        // SAFETY: `p` points to `bytes` freshly allocated bytes.
        unsafe { std::ptr::write_bytes(p, POISON, bytes) };
        self.blocks.insert(
            p as u64,
            Block {
                size: bytes,
                last_write: None,
                reads: Vec::new(),
            },
        );
        Ok(p as u64)
    }

    /// Frees `ptr` as operation `op` (which must be ordered after every use of it).
    pub fn free(&mut self, ptr: DevPtr, op: &Access) -> Result<(), String> {
        if ptr == 0 {
            return Ok(());
        }
        self.access(op, ptr, 0, Use::Write)?;
        if let Some(b) = self.blocks.remove(&ptr) {
            // SAFETY: `ptr` was returned by `alloc` with this layout and is freed once.
            unsafe {
                dealloc(
                    ptr as *mut u8,
                    Layout::from_size_align_unchecked(b.size, ALIGN),
                )
            };
        }
        Ok(())
    }

    /// Whether `ptr` lies inside an allocation.
    pub fn is_allocated(&self, ptr: DevPtr) -> bool {
        self.block(ptr, 0).is_ok()
    }

    /// The allocation holding `len` bytes at `ptr`.
    fn block(&self, ptr: DevPtr, len: usize) -> Result<u64, String> {
        self.blocks
            .range(..=ptr)
            .next_back()
            .filter(|(&start, b)| {
                ptr - start < b.size as u64 && ptr - start + len as u64 <= b.size as u64
            })
            .map(|(&start, _)| start)
            .ok_or_else(|| format!("{len} bytes at {ptr:#x} are outside every device allocation"))
    }

    pub fn bytes(&self, ptr: DevPtr, len: usize) -> Result<&[u8], String> {
        if len == 0 {
            return Ok(&[]);
        }
        self.block(ptr, len)?;
        // SAFETY: checked to lie inside one live allocation.
        Ok(unsafe { std::slice::from_raw_parts(ptr as *const u8, len) })
    }

    pub fn bytes_mut(&mut self, ptr: DevPtr, len: usize) -> Result<&mut [u8], String> {
        if len == 0 {
            return Ok(&mut []);
        }
        self.block(ptr, len)?;
        // SAFETY: as above, and `&mut self` makes this the only view.
        Ok(unsafe { std::slice::from_raw_parts_mut(ptr as *mut u8, len) })
    }

    /// Fills `len` bytes at `ptr` with [`POISON`]: what they held is dead.
    pub fn poison(&mut self, ptr: DevPtr, len: usize) -> Result<(), String> {
        self.bytes_mut(ptr, len)?.fill(POISON);
        Ok(())
    }

    /// A new stream's number.
    pub fn new_stream(&mut self) -> usize {
        self.streams.push(Stream::default());
        self.streams.len() - 1
    }

    fn stream(&mut self, s: usize) -> &mut Stream {
        if self.streams.len() <= s {
            self.streams.resize_with(s + 1, Stream::default);
        }
        &mut self.streams[s]
    }

    /// Issues the next operation on `stream`, described as `what` in race reports.
    pub fn issue(&mut self, stream: usize, what: impl Into<Arc<str>>) -> Access {
        let st = self.stream(stream);
        st.issued += 1;
        Access {
            stream,
            seq: st.issued,
            what: what.into(),
        }
    }

    /// Whether `earlier` happened before operation `op`, which is being issued now: the same
    /// stream, an event wait between them, or the host waited for `earlier` since.
    fn ordered(&self, earlier: &Access, op: &Access) -> bool {
        earlier.stream == op.stream
            || self
                .host_knows
                .get(earlier.stream)
                .is_some_and(|&k| k >= earlier.seq)
            || self
                .streams
                .get(op.stream)
                .and_then(|s| s.knows.get(earlier.stream))
                .is_some_and(|&k| k >= earlier.seq)
    }

    /// Records that `op` uses the buffer at `ptr` (`len` bytes), after checking that it is
    /// ordered after the accesses it conflicts with.
    pub fn access(&mut self, op: &Access, ptr: DevPtr, len: usize, how: Use) -> Result<(), String> {
        if ptr == 0 && len == 0 {
            return Ok(());
        }
        let start = self.block(ptr, len)?;
        let block = &self.blocks[&start];
        let conflicts = block.last_write.iter().chain(match how {
            Use::Read => [].iter(),
            Use::Write => block.reads.iter(),
        });
        for earlier in conflicts {
            if !self.ordered(earlier, op) {
                let (verb, then) = match how {
                    Use::Read => ("reads", "written"),
                    Use::Write => (
                        "writes",
                        if block
                            .last_write
                            .as_ref()
                            .is_some_and(|w| w.seq == earlier.seq && w.stream == earlier.stream)
                        {
                            "written"
                        } else {
                            "read"
                        },
                    ),
                };
                return Err(format!(
                    "stream race: {} (stream {}) {verb} the buffer at {ptr:#x}, last {then} by \
                     {} (stream {}) with no event or synchronisation ordering them",
                    op.what, op.stream, earlier.what, earlier.stream
                ));
            }
        }
        let block = self.blocks.get_mut(&start).expect("found above");
        match how {
            Use::Read => {
                block.reads.retain(|r| r.stream != op.stream);
                block.reads.push(op.clone());
            }
            Use::Write => {
                block.reads.clear();
                block.last_write = Some(op.clone());
            }
        }
        Ok(())
    }

    /// `cuEventRecord` on `stream`: marks its operations so far.
    pub fn record(&mut self, stream: usize) -> SimEvent {
        SimEvent {
            stream,
            seq: self.stream(stream).issued,
        }
    }

    /// `cuStreamWaitEvent`: `stream`'s later operations come after `event`'s.
    pub fn wait(&mut self, stream: usize, event: SimEvent) {
        // What the event's stream knew then is known now too (transitively ordered).
        let inherited = self.stream(event.stream).knows.clone();
        let st = self.stream(stream);
        if st.knows.len() < inherited.len().max(event.stream + 1) {
            st.knows.resize(inherited.len().max(event.stream + 1), 0);
        }
        for (k, &v) in inherited.iter().enumerate() {
            st.knows[k] = st.knows[k].max(v);
        }
        st.knows[event.stream] = st.knows[event.stream].max(event.seq);
    }

    /// The host waited for `stream`: whatever it issues later, to any stream, comes after the
    /// stream's work so far.
    pub fn host_synchronized(&mut self, stream: usize) {
        let done = self.stream(stream).issued;
        if self.host_knows.len() <= stream {
            self.host_knows.resize(stream + 1, 0);
        }
        self.host_knows[stream] = done;
    }
}
