// Work put off until a time: a sleeping task's wake-up, and a block the app puts off with
// `dispatch_after`.
//
// The concurrency runtime sleeps a task (`Task.sleep`, `clock.sleep`) by handing its
// wake-up to Dispatch on the real clock: `dispatch_after_f`, or, for a sleep with a
// tolerance, a one-shot timer source whose function it sets with
// `dispatch_source_set_event_handler_f`. A file of the app that imports only Foundation
// reaches the standard library's sleep rather than the fakes', so while a simulation runs,
// those calls are taken here: on the thread that runs the simulation, the handler it
// installs gets the work and its delay, and puts it on the virtual clock. Anywhere else,
// with no handler, and for every other use of those functions, Dispatch does the work as it
// would have. Only the runtime calls `dispatch_after_f` and
// `dispatch_source_set_event_handler_f` among the Swift libraries.
//
// The app's own `asyncAfter` with `qos:` or `flags:`, or with a `DispatchWorkItem`, reaches
// Dispatch as `dispatch_after` with a block (the fakes' `asyncAfter(deadline:execute:)`
// takes the plain call before it gets there). On the run's thread, such a block is taken
// too: at its moment it runs on the main queue when it was put off for the main queue, and
// on its own queue, synchronously, otherwise, as the fakes run `asyncAfter`. A work item
// cancelled meanwhile does nothing, as Dispatch's blocks do.
//
// A timer source the app makes (`DispatchSource.makeTimerSource`) is taken on the run's
// thread too, once it has a timer, an event handler and is resumed: each firing runs its
// handler at its virtual moment, then one interval on, until it is cancelled; see
// AppTimers.c.
//
// The runtime reads the deadline off the real clock a moment before it hands it over; on a
// loaded machine that moment can stretch past what any rounding of the delay tolerates. So
// while a run's handler is installed, the run's own code reads the steady clocks there as
// starting where they stood and moving a microsecond a reading (`clock_gettime`, here too):
// the delay comes out the same in every run.
// The wall clock they read there is the run's own (see `runtime_hooks_set_wall_clock`).
//
// The runtime reaches Dispatch through the shared library's symbol table, so this file's
// `dispatch_after_f`, `dispatch_after`, `dispatch_source_set_timer`,
// `dispatch_source_set_event_handler_f` and `dispatch_activate` stand in front of Dispatch's in a program linked with the shared
// runtime. A program that links the runtime in (`-static-stdlib`) is linked with
// `-Xlinker --wrap=` each of them instead, which sends the calls to `__wrap_` ones here.
#ifndef DELAYED_WORK_H
#define DELAYED_WORK_H

#include <stdint.h>

/// The function Dispatch calls with the work's context.
typedef void (*runtime_hooks_work_function)(void *_Nullable context);

/// What delayed work is.
typedef enum {
  /// A sleeping task's wake-up, from the concurrency runtime.
  runtime_hooks_task_wake_up = 0,
  /// A block the app put off with `dispatch_after` (`asyncAfter` with `qos:`, `flags:` or a
  /// `DispatchWorkItem`).
  runtime_hooks_app_block = 1,
  /// The first firing of a timer source the app made, at its deadline.
  runtime_hooks_app_timer = 2,
  /// A later firing of such a timer, one interval on: a delay to take exactly, not a
  /// distance read off the clock.
  runtime_hooks_app_timer_repeat = 3,
} runtime_hooks_delayed_work_kind;

/// Takes delayed work: returns 1 when it took the work, 0 to leave it to Dispatch.
///
/// - delay: The nanoseconds from now to the work's deadline, as the caller computed it a
///   moment before: a little short of the delay it meant.
/// - discard: When not `NULL`, what frees the work's context should the work never run (its
///   run ends first); the handler calls exactly one of `work` and `discard`.
typedef int (*runtime_hooks_delayed_work_handler)(
  uint64_t delay, void *_Nullable context, runtime_hooks_work_function _Nonnull work,
  runtime_hooks_work_function _Nullable discard, runtime_hooks_delayed_work_kind kind);

/// Whether the code running now on the handler's thread is the run's own (a task of the
/// simulation), rather than another test's task that runs there meanwhile.
typedef int (*runtime_hooks_run_predicate)(void);

/// Installs the handler for delayed work issued on the calling thread, and keeps the
/// steady clocks (monotonic, boot time) steady there for the run's own code while it is
/// installed; `NULL` removes both.
///
/// Read by the run's code on that thread, a steady clock starts where it stood and moves on
/// a microsecond at each reading, so the distance from a deadline the runtime takes to the
/// moment it hands the deadline over is the same in every run, however loaded the machine.
void runtime_hooks_set_delayed_work_handler(
  runtime_hooks_delayed_work_handler _Nullable handler, runtime_hooks_run_predicate _Nullable is_in_run);

/// Seeds the generator the run's own code draws its random numbers from (`Int.random`,
/// `shuffled()`, `UUID()`): on the run's thread, while a handler is installed, the system's
/// generator (`getrandom`, and the system call the standard library makes) answers from it,
/// so a run of the same script draws the same numbers; see AppRandom.c.
void runtime_hooks_seed_app_random(uint64_t seed);

/// The run's wall clock: nanoseconds since 1970 on the run's clock, or -1 to leave the
/// reading to the system.
typedef int64_t (*runtime_hooks_wall_clock_function)(void);

/// Sets the run's wall clock: on the run's thread, while a handler is installed, the run's
/// own code reads the wall clock (`clock_gettime(CLOCK_REALTIME)`, which Foundation's
/// `Date()` reads) from it, so a date the app takes moves with the run's clock, an hour a
/// virtual hour, and comes out the same in every run of the same script.
void runtime_hooks_set_wall_clock(runtime_hooks_wall_clock_function _Nullable wall_clock);

/// Sends the work to the main queue at once, as Dispatch sends any block.
void runtime_hooks_run_on_main_queue(void *_Nullable context, runtime_hooks_work_function _Nonnull work);

#endif
