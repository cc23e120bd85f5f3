#ifndef CLINUX_H
#define CLINUX_H

#include <sys/types.h>

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

/// posix_spawn of `path` with `argv` (ending in NULL) and the caller's environment: the
/// child's descriptors 0, 1 and 2 are `input`, `output` and `error`, every signal is at its
/// default action and none is blocked (whatever the calling thread has), and when `ownGroup` is
/// non-zero it leads a process group of its own, so a Ctrl-C at the terminal does not reach it.
/// Returns 0 and sets `*pid`, or posix_spawn's error number.
int linux_spawn(pid_t *pid, const char *path, char *const argv[], int input, int output, int error, int ownGroup);

#endif
