#define _GNU_SOURCE
#include "DelayedWork.h"
#include "DelayedWorkShared.h"

#include <dlfcn.h>
#include <pthread.h>
#include <stdatomic.h>
#include <stddef.h>
#include <stdlib.h>
#include <time.h>

typedef uint64_t dispatch_time_value;
typedef void *dispatch_queue;

// Dispatch's own functions and the main queue object, as its headers declare them.
extern dispatch_time_value dispatch_time(dispatch_time_value when, int64_t delta);
extern void dispatch_async_f(dispatch_queue queue, void *context, runtime_hooks_work_function work);
extern struct dispatch_queue_s _dispatch_main_q;
extern void *dispatch_get_context(void *object);
extern void dispatch_sync_f(dispatch_queue queue, void *context, runtime_hooks_work_function work);
extern void dispatch_retain(void *object);
extern void dispatch_release(void *object);

// A block's layout as its ABI fixes it.
struct block_literal {
  void *isa;
  int flags;
  int reserved;
  void (*invoke)(void *block);
};

typedef void (*after_function)(dispatch_time_value, dispatch_queue, void *, runtime_hooks_work_function);
typedef void (*after_block_function)(dispatch_time_value, dispatch_queue, void *);
typedef void (*set_timer_function)(void *, dispatch_time_value, uint64_t, uint64_t);
typedef void (*set_handler_function)(void *, runtime_hooks_work_function);
typedef void (*activate_function)(void *);

// Dispatch's `dispatch_after_f` under `--wrap`; absent (NULL) in a program linked without it.
extern void __real_dispatch_after_f(dispatch_time_value, dispatch_queue, void *, runtime_hooks_work_function)
  __attribute__((weak));
extern void __real_dispatch_after(dispatch_time_value, dispatch_queue, void *) __attribute__((weak));
extern void __real_dispatch_source_set_timer(void *, dispatch_time_value, uint64_t, uint64_t) __attribute__((weak));
extern void __real_dispatch_source_set_event_handler_f(void *, runtime_hooks_work_function) __attribute__((weak));
extern void __real_dispatch_activate(void *) __attribute__((weak));

static _Atomic(runtime_hooks_delayed_work_handler) handler;
static _Atomic(pthread_t) handler_thread;

// The clocks that run on steadily, as the run's own tasks read them on its thread while a
// handler is installed: each starts where it stood at its first reading, and every reading moves it on
// by a microsecond. The runtime reads one as it takes a sleep's deadline and this file
// reads it again as it takes the work, so the distance between them is the sleep's delay
// less a microsecond for each reading between: the same in every run, whatever else the
// machine does. Read a few at a time, they still run forward.
static const int steady_clock_count = 16;
static struct timespec steady_base[16];
static unsigned char steady_started[16];
static uint64_t steady_readings;

static int is_steady(clockid_t clock) {
  return clock == CLOCK_MONOTONIC || clock == CLOCK_MONOTONIC_RAW || clock == CLOCK_MONOTONIC_COARSE
    || clock == CLOCK_BOOTTIME;
}

static _Atomic(runtime_hooks_run_predicate) in_run;

// The run's wall clock, which its own code reads on its thread in place of the system's.
static _Atomic(runtime_hooks_wall_clock_function) wall_clock;

void runtime_hooks_set_wall_clock(runtime_hooks_wall_clock_function installed) { atomic_store(&wall_clock, installed); }

void runtime_hooks_set_delayed_work_handler(
  runtime_hooks_delayed_work_handler installed, runtime_hooks_run_predicate is_in_run) {
  // Removing the handler, from whatever thread, leaves the thread it was installed on.
  runtime_hooks_app_timers_end_run();
  if (installed != NULL) atomic_store(&handler_thread, pthread_self());
  atomic_store(&in_run, is_in_run);
  for (int index = 0; index < steady_clock_count; index++) steady_started[index] = 0;
  steady_readings = 0;
  atomic_store(&handler, installed);
}

typedef int (*clock_function)(clockid_t, struct timespec *);

__attribute__((weak)) int clock_gettime(clockid_t clock, struct timespec *time) {
  static _Atomic(clock_function) next;
  clock_function read = atomic_load(&next);
  if (read == NULL) {
    read = (clock_function)dlsym(RTLD_NEXT, "clock_gettime");
    atomic_store(&next, read);
  }
  int result = read(clock, time);
  int wall = clock == CLOCK_REALTIME || clock == CLOCK_REALTIME_COARSE;
  if (result != 0 || !(wall || is_steady(clock)) || clock < 0 || clock >= steady_clock_count) return result;
  if (atomic_load(&handler) == NULL || !pthread_equal(pthread_self(), atomic_load(&handler_thread))) return result;
  // Another test's task may run on this thread meanwhile: it keeps the real clock.
  runtime_hooks_run_predicate asked = atomic_load(&in_run);
  if (asked == NULL || !asked()) return result;
  if (wall) {
    runtime_hooks_wall_clock_function run_wall_clock = atomic_load(&wall_clock);
    int64_t nanoseconds = run_wall_clock == NULL ? -1 : run_wall_clock();
    if (nanoseconds >= 0) {
      time->tv_sec = (time_t)(nanoseconds / 1000000000);
      time->tv_nsec = (long)(nanoseconds % 1000000000);
    }
    return result;
  }
  if (!steady_started[clock]) {
    steady_base[clock] = *time;
    steady_started[clock] = 1;
  }
  uint64_t nanoseconds = (uint64_t)steady_base[clock].tv_nsec + 1000 * ++steady_readings;
  time->tv_sec = steady_base[clock].tv_sec + (time_t)(nanoseconds / 1000000000);
  time->tv_nsec = (long)(nanoseconds % 1000000000);
  return result;
}

void runtime_hooks_run_on_main_queue(void *context, runtime_hooks_work_function work) {
  dispatch_async_f(&_dispatch_main_q, context, work);
}

// Dispatch's times: the uptime clock with the top bit clear; the monotonic clock, that
// runs on while the machine sleeps, with it set; the wall clock with the next bit set too.
static const uint64_t monotonic_bit = 1ull << 63;
static const uint64_t wall_bit = 1ull << 62;

/// The nanoseconds from now to the deadline, or -1 for a deadline on the wall clock or
/// none (`DISPATCH_TIME_FOREVER`), which this file leaves to Dispatch.
int64_t runtime_hooks_nanoseconds_until(dispatch_time_value when) {
  if (when == ~0ull || (when & wall_bit) != 0) return -1;
  dispatch_time_value now = dispatch_time((when & monotonic_bit) ? monotonic_bit : 0, 0);
  uint64_t deadline = when & ~monotonic_bit;
  uint64_t current = now & ~monotonic_bit;
  return deadline > current ? (int64_t)(deadline - current) : 0;
}

/// Dispatch's function of the name, past this file's: `__real_` under `--wrap`, else the
/// next definition the dynamic linker finds.
void *runtime_hooks_dispatch_function(void *real, const char *name, void *_Atomic *cache) {
  if (real != NULL) return real;
  void *found = atomic_load(cache);
  if (found == NULL) {
    found = dlsym(RTLD_NEXT, name);
    atomic_store(cache, found);
  }
  return found;
}

/// Whether delayed work issued now goes to the handler: a handler is installed, and this
/// is its thread.
static int on_handler_thread(void) {
  return atomic_load(&handler) != NULL && pthread_equal(pthread_self(), atomic_load(&handler_thread));
}

int runtime_hooks_on_run_thread(void) {
  if (!on_handler_thread()) return 0;
  runtime_hooks_run_predicate asked = atomic_load(&in_run);
  return asked != NULL && asked();
}

int runtime_hooks_offer(uint64_t delay, void *context, runtime_hooks_work_function work,
                        runtime_hooks_work_function discard, runtime_hooks_delayed_work_kind kind) {
  runtime_hooks_delayed_work_handler current = atomic_load(&handler);
  if (current == NULL || !pthread_equal(pthread_self(), atomic_load(&handler_thread))) return 0;
  return current(delay, context, work, discard, kind);
}

/// Offers the work to the handler when there is one for this thread.
static int offered(dispatch_time_value when, void *context, runtime_hooks_work_function work,
                   runtime_hooks_work_function discard, runtime_hooks_delayed_work_kind kind) {
  int64_t delay = runtime_hooks_nanoseconds_until(when);
  return delay >= 0 && runtime_hooks_offer((uint64_t)delay, context, work, discard, kind);
}

/// Offers a task's wake-up to the handler.
static int taken(dispatch_time_value when, void *context, runtime_hooks_work_function work) {
  return offered(when, context, work, NULL, runtime_hooks_task_wake_up);
}

// A sleep without a tolerance: `dispatch_after_f` with the job and the runtime's function.

static void forward_after(dispatch_time_value when, dispatch_queue queue, void *context, runtime_hooks_work_function work) {
  static void *_Atomic next;
  after_function dispatch = (after_function)runtime_hooks_dispatch_function((void *)__real_dispatch_after_f, "dispatch_after_f", &next);
  dispatch(when, queue, context, work);
}

__attribute__((weak)) void dispatch_after_f(
  dispatch_time_value when, dispatch_queue queue, void *context, runtime_hooks_work_function work) {
  if (!taken(when, context, work)) forward_after(when, queue, context, work);
}

void __wrap_dispatch_after_f(dispatch_time_value when, dispatch_queue queue, void *context, runtime_hooks_work_function work) {
  if (!taken(when, context, work)) forward_after(when, queue, context, work);
}

// A block the app puts off: `dispatch_after`, from `asyncAfter` with `qos:`, `flags:` or a
// work item. Taken, the block is copied and its queue kept until it runs or is discarded.

/// A block put off for a queue.
struct delayed_block {
  void *block;
  dispatch_queue queue;
};

void runtime_hooks_invoke_block(void *block) { ((struct block_literal *)block)->invoke(block); }

static void discard_block(void *context) {
  struct delayed_block *delayed = context;
  _Block_release(delayed->block);
  dispatch_release(delayed->queue);
  free(delayed);
}

/// Runs the block, from the main queue: there for the main queue, else on its own queue.
static void run_block(void *context) {
  struct delayed_block *delayed = context;
  if (delayed->queue == (dispatch_queue)&_dispatch_main_q) {
    runtime_hooks_invoke_block(delayed->block);
  } else {
    dispatch_sync_f(delayed->queue, delayed->block, runtime_hooks_invoke_block);
  }
  discard_block(delayed);
}

static int taken_block(dispatch_time_value when, dispatch_queue queue, void *block) {
  if (!on_handler_thread() || block == NULL || queue == NULL) return 0;
  struct delayed_block *delayed = malloc(sizeof *delayed);
  if (delayed == NULL) return 0;
  delayed->block = _Block_copy(block);
  delayed->queue = queue;
  dispatch_retain(queue);
  if (offered(when, delayed, run_block, discard_block, runtime_hooks_app_block)) return 1;
  discard_block(delayed);
  return 0;
}

static void forward_after_block(dispatch_time_value when, dispatch_queue queue, void *block) {
  static void *_Atomic next;
  after_block_function dispatch =
    (after_block_function)runtime_hooks_dispatch_function((void *)__real_dispatch_after, "dispatch_after", &next);
  dispatch(when, queue, block);
}

__attribute__((weak)) void dispatch_after(dispatch_time_value when, dispatch_queue queue, void *block) {
  if (!taken_block(when, queue, block)) forward_after_block(when, queue, block);
}

void __wrap_dispatch_after(dispatch_time_value when, dispatch_queue queue, void *block) {
  if (!taken_block(when, queue, block)) forward_after_block(when, queue, block);
}

// A sleep with a tolerance: the runtime makes a one-shot timer source, sets its timer, its
// context and, with `dispatch_source_set_event_handler_f` (which only the runtime calls),
// the function that runs the job, then activates it. Timers set on the handler's thread
// are noted; one that gets such a function is disarmed before it starts, and handed to the
// handler as it is activated.

/// A timer set on the handler's thread, until its source is activated.
struct noted_timer {
  void *source;
  dispatch_time_value start;
  uint64_t interval;
  uint64_t leeway;
  runtime_hooks_work_function work;
};

static struct noted_timer noted[16];
static unsigned next_note;

static struct noted_timer *note_for(void *source) {
  for (unsigned index = 0; index < sizeof noted / sizeof noted[0]; index++) {
    if (noted[index].source == source) return &noted[index];
  }
  return NULL;
}

void runtime_hooks_forward_set_timer(void *source, dispatch_time_value start, uint64_t interval, uint64_t leeway) {
  static void *_Atomic next;
  set_timer_function dispatch =
    (set_timer_function)runtime_hooks_dispatch_function((void *)__real_dispatch_source_set_timer, "dispatch_source_set_timer", &next);
  dispatch(source, start, interval, leeway);
}

static void note_timer(void *source, dispatch_time_value start, uint64_t interval, uint64_t leeway) {
  if (!on_handler_thread()) return;
  struct noted_timer *note = note_for(source);
  if (note == NULL) {
    note = &noted[next_note++ % (sizeof noted / sizeof noted[0])];
  }
  *note = (struct noted_timer){source, start, interval, leeway, NULL};
}

/// Sets the timer, in Dispatch unless the app's timer runs on the virtual clock.
static void set_timer(void *source, dispatch_time_value start, uint64_t interval, uint64_t leeway) {
  note_timer(source, start, interval, leeway);
  if (runtime_hooks_app_timer_set(source, start, interval)) {
    runtime_hooks_forward_set_timer(source, RUNTIME_HOOKS_FOREVER, RUNTIME_HOOKS_FOREVER, 0);
  } else {
    runtime_hooks_forward_set_timer(source, start, interval, leeway);
  }
}

__attribute__((weak)) void dispatch_source_set_timer(void *source, dispatch_time_value start, uint64_t interval, uint64_t leeway) {
  set_timer(source, start, interval, leeway);
}

void __wrap_dispatch_source_set_timer(void *source, dispatch_time_value start, uint64_t interval, uint64_t leeway) {
  set_timer(source, start, interval, leeway);
}

static void note_function(void *source, runtime_hooks_work_function work) {
  if (!on_handler_thread()) return;
  struct noted_timer *note = note_for(source);
  // Only a one-shot timer with a deadline on a clock this file reads is taken.
  if (note == NULL || note->interval != ~0ull || runtime_hooks_nanoseconds_until(note->start) < 0) return;
  note->work = work;
  // Not yet activated: the source keeps the timer it is given last.
  runtime_hooks_forward_set_timer(source, ~0ull, ~0ull, 0);
}

static void forward_set_handler(void *source, runtime_hooks_work_function work) {
  static void *_Atomic next;
  set_handler_function dispatch = (set_handler_function)runtime_hooks_dispatch_function(
    (void *)__real_dispatch_source_set_event_handler_f, "dispatch_source_set_event_handler_f", &next);
  dispatch(source, work);
}

__attribute__((weak)) void dispatch_source_set_event_handler_f(void *source, runtime_hooks_work_function work) {
  runtime_hooks_app_timer_forget(source);
  forward_set_handler(source, work);
  note_function(source, work);
}

void __wrap_dispatch_source_set_event_handler_f(void *source, runtime_hooks_work_function work) {
  runtime_hooks_app_timer_forget(source);
  forward_set_handler(source, work);
  note_function(source, work);
}

/// Hands a disarmed timer's work to the handler; gives the timer back if it declines.
static void hand_over(void *source) {
  if (!on_handler_thread()) return;
  struct noted_timer *note = note_for(source);
  if (note == NULL) return;
  struct noted_timer timer = *note;
  note->source = NULL;
  if (timer.work == NULL) return;
  if (!taken(timer.start, dispatch_get_context(source), timer.work)) {
    runtime_hooks_forward_set_timer(source, timer.start, timer.interval, timer.leeway);
  }
}

static void forward_activate(void *object) {
  static void *_Atomic next;
  activate_function dispatch = (activate_function)runtime_hooks_dispatch_function((void *)__real_dispatch_activate, "dispatch_activate", &next);
  dispatch(object);
}

__attribute__((weak)) void dispatch_activate(void *object) {
  hand_over(object);
  runtime_hooks_app_timer_activating(object);
  forward_activate(object);
}

void __wrap_dispatch_activate(void *object) {
  hand_over(object);
  runtime_hooks_app_timer_activating(object);
  forward_activate(object);
}
