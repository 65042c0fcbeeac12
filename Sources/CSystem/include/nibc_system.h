// nibc_system.h — the one system call nibc needs that Swift's Glibc module does not import:
// exchanging two paths atomically (Linux renameat2 RENAME_EXCHANGE, Darwin renamex_np RENAME_SWAP),
// so a compiled storyboard folder is replaced in one step, never left half old and half new.
#ifndef NIBC_SYSTEM_H
#define NIBC_SYSTEM_H

/// Exchanges the files or folders at `from` and `to` atomically. 0 on success; -1 with errno set
/// (ENOSYS or EINVAL where the system or the file system cannot do it).
int nibc_rename_exchange(const char *from, const char *to);

#endif
