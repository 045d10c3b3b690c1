// Benchmarks/alloc_count.c: counts a process's heap allocations, for Benchmarks/run.sh.
//
//   cc -O2 -shared -fPIC -o alloc_count.so Benchmarks/alloc_count.c -lpthread
//   ALLOC_COUNT_FIFO=ctl ALLOC_COUNT_FILE=out LD_PRELOAD=./alloc_count.so gallery ...
//
// Wraps malloc, calloc, realloc, reallocarray, memalign, posix_memalign, aligned_alloc, valloc,
// pvalloc and free (passing each on to glibc's own) and counts the calls in atomic counters. A
// realloc counts as what it may do: a new block (and the old one freed, when there was one); a
// realloc to size 0 counts as a free. A thread it starts reads lines from the
// FIFO ALLOC_COUNT_FIFO; for each it appends "<allocations> <frees>\n" to ALLOC_COUNT_FILE. So the
// benchmark reads the counters before and after a fixed number of requests and divides, without a
// signal (the gallery keeps signals for itself) and without allocating while it reports.
#define _GNU_SOURCE
#include <errno.h>
#include <fcntl.h>
#include <pthread.h>
#include <stdatomic.h>
#include <stddef.h>
#include <stdlib.h>
#include <unistd.h>

extern void *__libc_malloc(size_t);
extern void *__libc_calloc(size_t, size_t);
extern void *__libc_realloc(void *, size_t);
extern void *__libc_memalign(size_t, size_t);
extern void __libc_free(void *);

static atomic_ulong allocations, frees;

void *malloc(size_t size) { atomic_fetch_add_explicit(&allocations, 1, memory_order_relaxed); return __libc_malloc(size); }
void *calloc(size_t n, size_t size) { atomic_fetch_add_explicit(&allocations, 1, memory_order_relaxed); return __libc_calloc(n, size); }
void *realloc(void *p, size_t size) {
    if (size > 0 || !p) atomic_fetch_add_explicit(&allocations, 1, memory_order_relaxed);
    if (p) atomic_fetch_add_explicit(&frees, 1, memory_order_relaxed);
    return __libc_realloc(p, size);
}
void *reallocarray(void *p, size_t n, size_t size) {
    if (size && n > (size_t)-1 / size) { errno = ENOMEM; return NULL; }
    return realloc(p, n * size);
}
void *memalign(size_t alignment, size_t size) {
    atomic_fetch_add_explicit(&allocations, 1, memory_order_relaxed);
    return __libc_memalign(alignment, size);
}
void *aligned_alloc(size_t alignment, size_t size) { return memalign(alignment, size); }
void *valloc(size_t size) { return memalign((size_t)sysconf(_SC_PAGESIZE), size); }
void *pvalloc(size_t size) {
    size_t page = (size_t)sysconf(_SC_PAGESIZE);
    return memalign(page, (size + page - 1) / page * page);
}
int posix_memalign(void **out, size_t alignment, size_t size) {
    if (alignment == 0 || alignment % sizeof(void *) || (alignment & (alignment - 1))) return EINVAL;
    void *p = memalign(alignment, size);
    if (!p) return ENOMEM;
    *out = p;
    return 0;
}
void free(void *p) {
    if (p) atomic_fetch_add_explicit(&frees, 1, memory_order_relaxed);
    __libc_free(p);
}

// Writes `value` in decimal into `out` (no allocation, no stdio); returns the length.
static int digits(unsigned long value, char *out) {
    char reversed[24];
    int n = 0;
    do { reversed[n++] = (char)('0' + value % 10); value /= 10; } while (value);
    for (int i = 0; i < n; i++) out[i] = reversed[n - 1 - i];
    return n;
}

static void *reporter(void *unused) {
    (void)unused;
    const char *fifo = getenv("ALLOC_COUNT_FIFO"), *file = getenv("ALLOC_COUNT_FILE");
    if (!fifo || !file) return NULL;
    for (;;) {
        int in = open(fifo, O_RDONLY);
        if (in < 0) return NULL;
        char byte;
        while (read(in, &byte, 1) == 1) {
            if (byte != '\n') continue;
            char line[64];
            int n = digits(atomic_load(&allocations), line);
            line[n++] = ' ';
            n += digits(atomic_load(&frees), line + n);
            line[n++] = '\n';
            int out = open(file, O_WRONLY | O_APPEND | O_CREAT, 0644);
            if (out >= 0) {
                (void)!write(out, line, (size_t)n);
                close(out);
            }
        }
        close(in);
    }
}

__attribute__((constructor)) static void start(void) {
    if (!getenv("ALLOC_COUNT_FIFO")) return;
    pthread_t thread;
    if (pthread_create(&thread, NULL, reporter, NULL) == 0) pthread_detach(thread);
}
