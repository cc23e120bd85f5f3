#ifndef CLINUX_H
#define CLINUX_H

/// Linux system calls that Glibc's Swift overlay does not export.

/// The calling thread's kernel id (gettid), for per-thread priorities.
long linux_thread_id(void);

/// vmsplice for one buffer: hands the pages of `bytes` to the pipe `descriptor` without
/// copying them; the reader sees later changes to those pages until it has read them. Returns
/// the bytes queued, or -1 with errno set (EINVAL when `descriptor` is not a pipe).
long linux_vmsplice(int descriptor, const void *bytes, unsigned long count);

/// prctl(PR_SET_PDEATHSIG): `signal` is sent to the caller when the thread that started it
/// ends. Returns 0, or -1 with errno set.
int linux_signal_on_parent_death(int signal);

/// memfd_create: an anonymous file in memory, needing no folder. Returns its descriptor
/// (close-on-exec), or -1 with errno set.
int linux_anonymous_file(const char *name);

#endif
