//! cuda-sim's device memory: host allocations of [`ALIGN`]-aligned bytes, addressed by their
//! host addresses. Every copy is checked against the allocation it falls in, so an executor
//! bug that would corrupt memory on a GPU is an error here. One memory for the whole process,
//! as one CUDA context is for a GPU: arrays made by one executable can be passed to another.

use super::super::device::{DevPtr, ALIGN};
use std::alloc::{alloc_zeroed, dealloc, Layout};
use std::collections::BTreeMap;
use std::sync::{Mutex, MutexGuard};

static MEMORY: Mutex<HostMemory> = Mutex::new(HostMemory {
    blocks: BTreeMap::new(),
});

/// The process's simulated device memory.
pub(crate) fn memory() -> MutexGuard<'static, HostMemory> {
    // The map is updated in single statements: a panic elsewhere cannot leave it half-changed.
    MEMORY.lock().unwrap_or_else(|p| p.into_inner())
}

pub(crate) struct HostMemory {
    /// Start address → size in bytes.
    blocks: BTreeMap<u64, usize>,
}

// SAFETY: the allocations are plain bytes owned by this value alone.
unsafe impl Send for HostMemory {}

impl HostMemory {
    pub fn alloc(&mut self, bytes: usize) -> Result<DevPtr, String> {
        if bytes == 0 {
            return Ok(0);
        }
        let layout = Layout::from_size_align(bytes, ALIGN)
            .map_err(|_| format!("cannot allocate {bytes} bytes"))?;
        // SAFETY: the layout has a non-zero size.
        let p = unsafe { alloc_zeroed(layout) };
        if p.is_null() {
            return Err(format!(
                "out of memory allocating {}",
                crate::memory_budget::gib(bytes as u64)
            ));
        }
        self.blocks.insert(p as u64, bytes);
        Ok(p as u64)
    }

    pub fn free(&mut self, ptr: DevPtr) {
        if let Some(bytes) = self.blocks.remove(&ptr) {
            // SAFETY: `ptr` was returned by `alloc` with this layout and is freed once.
            unsafe {
                dealloc(
                    ptr as *mut u8,
                    Layout::from_size_align_unchecked(bytes, ALIGN),
                )
            };
        }
    }

    /// Whether `ptr` lies inside an allocation.
    pub fn is_allocated(&self, ptr: DevPtr) -> bool {
        self.check(ptr, 0).is_ok()
    }

    fn check(&self, ptr: DevPtr, len: usize) -> Result<(), String> {
        let ok = self
            .blocks
            .range(..=ptr)
            .next_back()
            .is_some_and(|(&start, &size)| {
                ptr - start < size as u64 && ptr - start + len as u64 <= size as u64
            });
        if ok || (len == 0 && ptr == 0) {
            Ok(())
        } else {
            Err(format!(
                "{len} bytes at {ptr:#x} are outside every device allocation"
            ))
        }
    }

    pub fn bytes(&self, ptr: DevPtr, len: usize) -> Result<&[u8], String> {
        self.check(ptr, len)?;
        if len == 0 {
            return Ok(&[]);
        }
        // SAFETY: checked to lie inside one live allocation.
        Ok(unsafe { std::slice::from_raw_parts(ptr as *const u8, len) })
    }

    pub fn bytes_mut(&mut self, ptr: DevPtr, len: usize) -> Result<&mut [u8], String> {
        self.check(ptr, len)?;
        if len == 0 {
            return Ok(&mut []);
        }
        // SAFETY: as above, and `&mut self` makes this the only view.
        Ok(unsafe { std::slice::from_raw_parts_mut(ptr as *mut u8, len) })
    }
}
