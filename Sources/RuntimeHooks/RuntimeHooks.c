#include "RuntimeHooks.h"

// Declared by the Swift concurrency runtime: each holds a function pointer, or null.
extern void *swift_task_enqueueGlobal_hook;
extern void *swift_task_enqueueMainExecutor_hook;

void *runtime_hooks_enqueue_global(void) { return &swift_task_enqueueGlobal_hook; }

void *runtime_hooks_enqueue_main_executor(void) { return &swift_task_enqueueMainExecutor_hook; }

#if defined(__GLIBC__)
#include <malloc.h>
#endif

void runtime_hooks_keep_freed_memory(void) {
#if defined(__GLIBC__)
  // Freed memory at the top of a heap stays there until 64 MiB of it gathers, and a heap
  // grows 4 MiB at a time: runs free and take back the same memory over and over.
  mallopt(M_TRIM_THRESHOLD, 64 << 20);
  mallopt(M_TOP_PAD, 4 << 20);
#endif
}
