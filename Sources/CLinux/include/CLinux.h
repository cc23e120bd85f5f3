#ifndef CLINUX_H
#define CLINUX_H

/// Linux system calls that Glibc's Swift overlay does not export.

/// The calling thread's kernel id (gettid), for per-thread priorities.
long linux_thread_id(void);

/// vmsplice for one buffer: hands the pages of `bytes` to the pipe `descriptor` without
/// copying them; the reader sees later changes to those pages until it has read them. Returns
/// the bytes queued, or -1 with errno set (EINVAL when `descriptor` is not a pipe).
long linux_vmsplice(int descriptor, const void *bytes, unsigned long count);

#endif
