#define _GNU_SOURCE
#include "CLinux.h"
#include <fcntl.h>
#include <sys/syscall.h>
#include <sys/uio.h>
#include <unistd.h>

long linux_thread_id(void) { return syscall(SYS_gettid); }

long linux_vmsplice(int descriptor, const void *bytes, unsigned long count) {
    struct iovec vector = { (void *)bytes, count };
    return (long)vmsplice(descriptor, &vector, 1, 0);
}
