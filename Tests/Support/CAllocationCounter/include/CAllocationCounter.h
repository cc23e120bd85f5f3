#ifndef CALLOCATION_COUNTER_H
#define CALLOCATION_COUNTER_H

/// Heap allocations (malloc, calloc, realloc, posix_memalign, aligned_alloc) the calling thread
/// has made so far. Linked into a test binary, this target's definitions of those functions
/// take the place of the C library's for the whole process and forward to it, counting per
/// thread so that tests running on other threads do not disturb the count.
unsigned long allocation_count(void);

#endif
