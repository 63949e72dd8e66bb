// The Swift runtime's executor hooks, found by the linker rather than by name at run time.
//
// A program linked with the Swift runtime statically (`swift build --static-swift-stdlib`)
// keeps the runtime's symbols private, so `dlsym` cannot find the hooks there; a reference
// the linker resolves reaches them in a static program and through the shared runtime alike.
#ifndef RUNTIME_HOOKS_H
#define RUNTIME_HOOKS_H

/// The runtime's hook for jobs sent to the global executor.
void *_Nonnull runtime_hooks_enqueue_global(void);

/// The runtime's hook for jobs sent to the main executor.
void *_Nonnull runtime_hooks_enqueue_main_executor(void);

/// Lets the C library keep freed memory for the process's next allocations rather than
/// hand it back to the system at once. Does nothing where the C library has no such setting.
void runtime_hooks_keep_freed_memory(void);

#include "DelayedWork.h"
#include "FreshLaunch.h"

#endif
