// nibc_system.c — see include/nibc_system.h.
#if defined(__linux__)
#define _GNU_SOURCE
#include <errno.h>
#include <fcntl.h>
#include <stdint.h>
#include <stdlib.h>
#include <sys/mman.h>
#include <sys/syscall.h>
#include <unistd.h>
#if defined(__GLIBC__)
#include <malloc.h>
#endif
#elif defined(__APPLE__)
#include <stdio.h>
#endif
#include "nibc_system.h"

int nibc_rename_exchange(const char *from, const char *to) {
#if defined(__linux__) && defined(SYS_renameat2)
    return (int)syscall(SYS_renameat2, AT_FDCWD, from, AT_FDCWD, to, 2 /* RENAME_EXCHANGE */);
#elif defined(__APPLE__)
    return renamex_np(from, to, RENAME_SWAP);
#else
    errno = ENOSYS;
    return -1;
#endif
}

void nibc_prepare_heap(unsigned long bytes) {
#if defined(__linux__) && defined(__GLIBC__)
    if (bytes == 0 || bytes > (1ul << 26)) return;
    // Large blocks from the heap too (the default moves this threshold as blocks are freed;
    // setting any of these options stops that), growth and trimming in steps of `bytes`.
    mallopt(M_MMAP_THRESHOLD, 32 << 20);
    mallopt(M_TOP_PAD, (int)(bytes / 2));
    mallopt(M_TRIM_THRESHOLD, (int)(4 * bytes));
    // A block of half the size makes the heap grow by about `bytes` now (the block and the
    // padding after it); their pages are mapped by one call.
    char *block = malloc(bytes / 2);
    if (block == NULL) return;
    char *end = sbrk(0);
    uintptr_t page = (uintptr_t)sysconf(_SC_PAGESIZE);
    uintptr_t start = ((uintptr_t)block + page - 1) & ~(page - 1);
    if (end != (void *)-1 && (uintptr_t)end > start) {
        madvise((void *)start, (uintptr_t)end - start, 23 /* MADV_POPULATE_WRITE */);
    }
    free(block);
    // (The program's .bss was mapped the same way too: as much time saved in faults as spent
    // zeroing the pages a compile does not touch, timed from outside.)
#else
    (void)bytes;
#endif
}

void nibc_map_large_blocks(unsigned long bytes) {
#if defined(__linux__) && defined(__GLIBC__)
    if (bytes == 0 || bytes > (1ul << 30)) return;
    mallopt(M_MMAP_THRESHOLD, (int)bytes);
#else
    (void)bytes;
#endif
}
