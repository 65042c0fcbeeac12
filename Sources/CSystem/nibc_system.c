// nibc_system.c — see include/nibc_system.h.
#if defined(__linux__)
#define _GNU_SOURCE
#include <errno.h>
#include <fcntl.h>
#include <sys/syscall.h>
#include <unistd.h>
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
