#include "RuntimeHooks.h"

// Declared by the Swift concurrency runtime: each holds a function pointer, or null.
extern void *swift_task_enqueueGlobal_hook;
extern void *swift_task_enqueueMainExecutor_hook;

void *runtime_hooks_enqueue_global(void) { return &swift_task_enqueueGlobal_hook; }

void *runtime_hooks_enqueue_main_executor(void) { return &swift_task_enqueueMainExecutor_hook; }
