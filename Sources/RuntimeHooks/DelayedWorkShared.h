// What DelayedWork.c shares with AppTimers.c; not part of the module's interface.
#ifndef DELAYED_WORK_SHARED_H
#define DELAYED_WORK_SHARED_H

#include "DelayedWork.h"
#include <stdint.h>

/// Dispatch's "no deadline" and "no repeat".
#define RUNTIME_HOOKS_FOREVER (~0ull)

// The blocks runtime Dispatch brings.
extern void *_Block_copy(const void *block);
extern void _Block_release(const void *block);

/// Whether a handler is installed for this thread and the code running is the run's own.
int runtime_hooks_on_run_thread(void);

/// Offers work to the handler, the delay given, when there is one for this thread; returns
/// whether it took the work.
int runtime_hooks_offer(uint64_t delay, void *context, runtime_hooks_work_function work,
                        runtime_hooks_work_function discard, runtime_hooks_delayed_work_kind kind);

/// The nanoseconds from now to a Dispatch deadline, or -1 for one on the wall clock or none.
int64_t runtime_hooks_nanoseconds_until(uint64_t when);

/// Dispatch's function of the name, past this library's (see DelayedWork.c).
void *runtime_hooks_dispatch_function(void *real, const char *name, void *_Atomic *cache);

/// Sets a timer source's timer in Dispatch itself.
void runtime_hooks_forward_set_timer(void *source, uint64_t start, uint64_t interval, uint64_t leeway);

/// Calls a block with no arguments.
void runtime_hooks_invoke_block(void *block);

// The app's timer sources (AppTimers.c), told of what DelayedWork.c's stand-ins see.

/// A timer was set on the source: returns 1 when the source's timer runs on the virtual
/// clock, so Dispatch's is to stay disarmed.
int runtime_hooks_app_timer_set(void *source, uint64_t start, uint64_t interval);

/// The source got a function for its handler: it is the runtime's, not the app's.
void runtime_hooks_app_timer_forget(void *source);

/// The object is about to be activated.
void runtime_hooks_app_timer_activating(void *object);

/// The run's handler is installed or removed: the timers noted for the run before are let
/// go of, their firings still on their way doing nothing.
void runtime_hooks_app_timers_end_run(void);

#endif
