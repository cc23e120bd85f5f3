#define _GNU_SOURCE
#include "CLinux.h"
#include <fcntl.h>
#include <signal.h>
#include <spawn.h>
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

extern char **environ;

int linux_spawn(pid_t *pid, const char *path, char *const argv[], int input, int output, int error, int ownGroup) {
    posix_spawn_file_actions_t actions;
    posix_spawn_file_actions_init(&actions);
    posix_spawn_file_actions_adddup2(&actions, input, 0);
    posix_spawn_file_actions_adddup2(&actions, output, 1);
    posix_spawn_file_actions_adddup2(&actions, error, 2);
    posix_spawnattr_t attributes;
    posix_spawnattr_init(&attributes);
    sigset_t none, all;
    sigemptyset(&none);
    sigfillset(&all);
    posix_spawnattr_setsigmask(&attributes, &none);
    posix_spawnattr_setsigdefault(&attributes, &all);
    short flags = POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF;
    if (ownGroup) {
        posix_spawnattr_setpgroup(&attributes, 0);
        flags |= POSIX_SPAWN_SETPGROUP;
    }
    posix_spawnattr_setflags(&attributes, flags);
    int result = posix_spawn(pid, path, &actions, &attributes, argv, environ);
    posix_spawnattr_destroy(&attributes);
    posix_spawn_file_actions_destroy(&actions);
    return result;
}
