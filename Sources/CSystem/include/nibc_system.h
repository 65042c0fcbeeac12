// nibc_system.h — the system calls nibc needs that Swift's Glibc module does not import:
// exchanging two paths atomically (Linux renameat2 RENAME_EXCHANGE, Darwin renamex_np RENAME_SWAP),
// so a compiled storyboard folder is replaced in one step, never left half old and half new; and
// mapping the heap a small compile needs in one call at start (glibc, Linux).
#ifndef NIBC_SYSTEM_H
#define NIBC_SYSTEM_H

/// Exchanges the files or folders at `from` and `to` atomically. 0 on success; -1 with errno set
/// (ENOSYS or EINVAL where the system or the file system cannot do it).
int nibc_rename_exchange(const char *from, const char *to);

/// Grows the heap by `bytes` at once and maps its pages in one system call (MADV_POPULATE_WRITE),
/// instead of a page fault at the first touch of each page: a compile of a median document touches
/// about 120 pages of heap, and a fault costs about a microsecond. Later growths are padded by half of
/// `bytes`, and the heap is trimmed only beyond 4 × `bytes`. Does nothing where glibc's malloc or the call is
/// missing (other systems, kernels before 5.14).
void nibc_prepare_heap(unsigned long bytes);

/// Blocks of `bytes` or more are mapped on their own (glibc's M_MMAP_THRESHOLD), so that each is
/// given back to the system when it is freed, wherever it lies.
void nibc_map_large_blocks(unsigned long bytes);

#endif
