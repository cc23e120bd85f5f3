#define _GNU_SOURCE
#include "CLinux.h"
#include <fcntl.h>
#include <sys/mman.h>
#include <sys/prctl.h>
#include <sys/syscall.h>
#include <sys/uio.h>
#include <unistd.h>

long linux_thread_id(void) { return syscall(SYS_gettid); }

long linux_vmsplice(int descriptor, const void *bytes, unsigned long count) {
    struct iovec vector = { (void *)bytes, count };
    return (long)vmsplice(descriptor, &vector, 1, 0);
}

int linux_signal_on_parent_death(int signal) { return prctl(PR_SET_PDEATHSIG, (unsigned long)signal, 0, 0, 0); }

int linux_anonymous_file(const char *name) { return memfd_create(name, MFD_CLOEXEC); }
