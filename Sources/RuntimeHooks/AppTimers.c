// The app's own timer sources on the virtual clock: a game loop written
// `DispatchSource.makeTimerSource(queue: .main)`, `schedule(deadline:repeating:)`,
// `setEventHandler { ... }`, `resume()`.
//
// A timer source made on the run's thread for the run's own code is noted as it is made.
// Once it has a timer, an event handler block and has been activated (its first `resume()`,
// or `activate()`), Dispatch's timer is disarmed and the run's handler gets each firing
// instead: the first at the delay the deadline meant, read as `asyncAfter` reads one, then
// one every interval exactly, until the source is cancelled. A firing runs the latest
// handler on the main queue for a source that targets it, else synchronously on its own
// queue. While the source is suspended a firing is kept, and delivered once as it is
// resumed, as Dispatch coalesces them; a new `schedule` starts the count again. What the
// source holds is let go when it is cancelled and when its run ends. A source the runtime
// makes for a sleep with a tolerance gets a function, not a block, and is left to
// DelayedWork.c.
#define _GNU_SOURCE
#include "DelayedWorkShared.h"

#include <pthread.h>
#include <stdatomic.h>
#include <stdint.h>
#include <stdlib.h>

typedef void *dispatch_queue;

extern const struct dispatch_source_type_s _dispatch_source_type_timer;
extern void dispatch_retain(void *object);
extern void dispatch_release(void *object);
extern void dispatch_sync_f(dispatch_queue queue, void *context, runtime_hooks_work_function work);
extern dispatch_queue dispatch_get_global_queue(intptr_t identifier, uintptr_t flags);
extern struct dispatch_queue_s _dispatch_main_q;

typedef void *(*create_function)(const void *, uintptr_t, uintptr_t, dispatch_queue);
typedef void (*object_function)(void *);
typedef void (*set_block_function)(void *, void *);

extern void *__real_dispatch_source_create(const void *, uintptr_t, uintptr_t, dispatch_queue) __attribute__((weak));
extern void __real_dispatch_source_set_event_handler(void *, void *) __attribute__((weak));
extern void __real_dispatch_resume(void *) __attribute__((weak));
extern void __real_dispatch_suspend(void *) __attribute__((weak));
extern void __real_dispatch_source_cancel(void *) __attribute__((weak));

/// A timer source of the app's, from its making until it is let go.
struct app_timer {
  struct app_timer *next;
  void *source;
  /// The queue its handler runs on, as made, held from the making (the app may let go of
  /// its own reference to the queue once the source has it): `NULL` for the default global
  /// queue.
  dispatch_queue queue;
  uint64_t start;
  uint64_t interval;
  int has_timer;
  /// The latest event handler, copied.
  void *handler;
  int activated;
  int suspensions;
  /// Whether a firing came while the source was suspended.
  int missed;
  int cancelled;
  /// Whether its run ended while the source was still active.
  int run_ended;
  /// Whether its timer runs on the virtual clock; it then holds the source.
  int on_virtual_clock;
  /// Bumped at each new timer: a firing armed before does nothing.
  unsigned generation;
  /// The list's hold, while noted, and one for each firing on its way.
  int references;
};

/// A firing on its way.
struct firing {
  struct app_timer *timer;
  unsigned generation;
  /// Whether it arms the next firing of a repeating timer; not the one a resume delivers.
  int repeats;
};

static pthread_mutex_t lock = PTHREAD_MUTEX_INITIALIZER;
static struct app_timer *noted;
static _Atomic int noted_count;

static struct app_timer *find(void *source) {
  for (struct app_timer *timer = noted; timer != NULL; timer = timer->next) {
    if (timer->source == source) return timer;
  }
  return NULL;
}

static void forward_set_handler_block(void *source, void *block);

/// Timers no longer held, and handlers replaced, to let go of once the lock is given back:
/// what they hold may be the app's last reference to an object whose `deinit` cancels a
/// timer.
static struct app_timer *gone;
/// The handler a new one replaced, in the one section under the lock that replaces one.
static void *replaced;

/// Gives up one hold; the last puts the timer among those to let go of. Called with the
/// lock held.
static void let_go(struct app_timer *timer) {
  if (--timer->references > 0) return;
  timer->next = gone;
  gone = timer;
}

/// Gives the lock back, then lets go of what the timers given up held.
static void unlock(void) {
  struct app_timer *list = gone;
  gone = NULL;
  void *handler = replaced;
  replaced = NULL;
  pthread_mutex_unlock(&lock);
  if (handler != NULL) _Block_release(handler);
  while (list != NULL) {
    struct app_timer *next = list->next;
    if (list->handler != NULL) _Block_release(list->handler);
    if (list->on_virtual_clock) {
      // A source its run left active keeps its handler, and what it holds, until it is
      // cancelled; the run lets go of the handler instead, as the app's process ends.
      if (list->run_ended) forward_set_handler_block(list->source, NULL);
      dispatch_release(list->source);
    }
    if (list->queue != NULL) dispatch_release(list->queue);
    free(list);
    list = next;
  }
}

/// Takes the timer off the list. Called with the lock held.
static void unlist(struct app_timer *timer) {
  for (struct app_timer **link = &noted; *link != NULL; link = &(*link)->next) {
    if (*link == timer) {
      *link = timer->next;
      atomic_fetch_sub(&noted_count, 1);
      let_go(timer);
      return;
    }
  }
}

static void fire(void *context);

static void discard_firing(void *context) {
  struct firing *firing = context;
  pthread_mutex_lock(&lock);
  let_go(firing->timer);
  unlock();
  free(firing);
}

/// Hands the next firing to the run's handler. Called with the lock held.
static int arm(struct app_timer *timer, uint64_t delay, runtime_hooks_delayed_work_kind kind, int repeats) {
  struct firing *firing = malloc(sizeof *firing);
  if (firing == NULL) return 0;
  *firing = (struct firing){timer, timer->generation, repeats};
  timer->references++;
  if (runtime_hooks_offer(delay, firing, fire, discard_firing, kind)) return 1;
  timer->references--;
  free(firing);
  return 0;
}

/// Arms the first firing from the timer's deadline. Called with the lock held.
static int arm_first(struct app_timer *timer) {
  int64_t delay = runtime_hooks_nanoseconds_until(timer->start);
  return delay >= 0 && arm(timer, (uint64_t)delay, runtime_hooks_app_timer, 1);
}

/// Puts the timer on the virtual clock once it has a timer, a handler and is active;
/// returns whether it is there. Called with the lock held.
static int take(struct app_timer *timer) {
  if (timer->on_virtual_clock) return 1;
  if (!timer->activated || !timer->has_timer || timer->handler == NULL || timer->cancelled) return 0;
  if (!runtime_hooks_on_run_thread() || !arm_first(timer)) return 0;
  timer->on_virtual_clock = 1;
  dispatch_retain(timer->source);
  runtime_hooks_forward_set_timer(timer->source, RUNTIME_HOOKS_FOREVER, RUNTIME_HOOKS_FOREVER, 0);
  return 1;
}

/// Runs a firing, from the main queue: the handler on its queue, the next firing armed first
/// so that a handler that cancels or reschedules the timer stops it.
static void fire(void *context) {
  struct firing *firing = context;
  struct app_timer *timer = firing->timer;
  void *handler = NULL;
  dispatch_queue queue = NULL;
  pthread_mutex_lock(&lock);
  if (firing->generation == timer->generation && !timer->cancelled) {
    if (firing->repeats && timer->interval != RUNTIME_HOOKS_FOREVER) {
      arm(timer, timer->interval, runtime_hooks_app_timer_repeat, 1);
    }
    if (timer->suspensions > 0) {
      timer->missed = 1;
    } else if (timer->handler != NULL) {
      handler = _Block_copy(timer->handler);
      queue = timer->queue;
    }
  }
  unlock();
  if (handler != NULL) {
    if (queue == (dispatch_queue)&_dispatch_main_q) {
      runtime_hooks_invoke_block(handler);
    } else {
      dispatch_sync_f(queue != NULL ? queue : dispatch_get_global_queue(0, 0), handler, runtime_hooks_invoke_block);
    }
    _Block_release(handler);
  }
  discard_firing(firing);
}

static void noted_made(void *source, const void *type, dispatch_queue queue) {
  int ours = type == &_dispatch_source_type_timer && runtime_hooks_on_run_thread();
  if (!ours && atomic_load(&noted_count) == 0) return;
  pthread_mutex_lock(&lock);
  // A note left for a source since gone, at the same address, is stale.
  struct app_timer *stale = find(source);
  if (stale != NULL && !stale->on_virtual_clock) unlist(stale);
  if (ours) {
    struct app_timer *timer = calloc(1, sizeof *timer);
    if (timer != NULL) {
      timer->source = source;
      timer->queue = queue;
      if (queue != NULL) dispatch_retain(queue);
      timer->references = 1;
      timer->next = noted;
      noted = timer;
      atomic_fetch_add(&noted_count, 1);
    }
  }
  unlock();
}

int runtime_hooks_app_timer_set(void *source, uint64_t start, uint64_t interval) {
  if (atomic_load(&noted_count) == 0) return 0;
  pthread_mutex_lock(&lock);
  struct app_timer *timer = find(source);
  int virtual = 0;
  if (timer != NULL && !timer->cancelled) {
    timer->start = start;
    timer->interval = interval;
    timer->has_timer = 1;
    timer->missed = 0;
    if (timer->on_virtual_clock) {
      timer->generation++;
      arm_first(timer);
      virtual = 1;
    } else {
      virtual = take(timer);
    }
  }
  unlock();
  return virtual;
}

void runtime_hooks_app_timer_forget(void *source) {
  if (atomic_load(&noted_count) == 0) return;
  pthread_mutex_lock(&lock);
  struct app_timer *timer = find(source);
  if (timer != NULL && !timer->on_virtual_clock) unlist(timer);
  unlock();
}

void runtime_hooks_app_timer_activating(void *object) {
  if (atomic_load(&noted_count) == 0) return;
  pthread_mutex_lock(&lock);
  struct app_timer *timer = find(object);
  if (timer != NULL && !timer->activated) {
    timer->activated = 1;
    take(timer);
  }
  unlock();
}

static void noted_handler(void *source, void *block) {
  if (atomic_load(&noted_count) == 0) return;
  pthread_mutex_lock(&lock);
  struct app_timer *timer = find(source);
  if (timer != NULL) {
    // The handler replaced is let go of once the lock is given back.
    replaced = timer->handler;
    timer->handler = block != NULL ? _Block_copy(block) : NULL;
    take(timer);
  }
  unlock();
}

/// Notes a resume before Dispatch's: an inactive source's first activates it; a suspended
/// one's last delivers a firing that came meanwhile, at once.
static void noted_resume(void *object) {
  if (atomic_load(&noted_count) == 0) return;
  pthread_mutex_lock(&lock);
  struct app_timer *timer = find(object);
  if (timer != NULL && !timer->activated) {
    timer->activated = 1;
    take(timer);
  } else if (timer != NULL && timer->suspensions > 0 && --timer->suspensions == 0 && timer->missed) {
    timer->missed = 0;
    if (timer->on_virtual_clock && !timer->cancelled) arm(timer, 0, runtime_hooks_app_timer_repeat, 0);
  }
  unlock();
}

static void noted_suspend(void *object) {
  if (atomic_load(&noted_count) == 0) return;
  pthread_mutex_lock(&lock);
  struct app_timer *timer = find(object);
  if (timer != NULL && timer->activated) timer->suspensions++;
  unlock();
}

static void noted_cancel(void *source) {
  if (atomic_load(&noted_count) == 0) return;
  pthread_mutex_lock(&lock);
  struct app_timer *timer = find(source);
  if (timer != NULL) {
    timer->cancelled = 1;
    timer->generation++;
    unlist(timer);
  }
  unlock();
}

void runtime_hooks_app_timers_end_run(void) {
  pthread_mutex_lock(&lock);
  while (noted != NULL) {
    noted->generation++;
    noted->cancelled = 1;
    noted->run_ended = 1;
    unlist(noted);
  }
  unlock();
}

// The stand-ins: a function of this file's name in a program linked with the shared
// runtime, `__wrap_` under `--wrap`; each does Dispatch's work as well.

static void *forward_create(const void *type, uintptr_t handle, uintptr_t mask, dispatch_queue queue) {
  static void *_Atomic next;
  create_function dispatch = (create_function)runtime_hooks_dispatch_function(
    (void *)__real_dispatch_source_create, "dispatch_source_create", &next);
  return dispatch(type, handle, mask, queue);
}

static void *made(const void *type, uintptr_t handle, uintptr_t mask, dispatch_queue queue) {
  void *source = forward_create(type, handle, mask, queue);
  if (source != NULL) noted_made(source, type, queue);
  return source;
}

__attribute__((weak)) void *dispatch_source_create(const void *type, uintptr_t handle, uintptr_t mask, dispatch_queue queue) {
  return made(type, handle, mask, queue);
}

void *__wrap_dispatch_source_create(const void *type, uintptr_t handle, uintptr_t mask, dispatch_queue queue) {
  return made(type, handle, mask, queue);
}

static void forward_set_handler_block(void *source, void *block) {
  static void *_Atomic next;
  set_block_function dispatch = (set_block_function)runtime_hooks_dispatch_function(
    (void *)__real_dispatch_source_set_event_handler, "dispatch_source_set_event_handler", &next);
  dispatch(source, block);
}

__attribute__((weak)) void dispatch_source_set_event_handler(void *source, void *block) {
  forward_set_handler_block(source, block);
  noted_handler(source, block);
}

void __wrap_dispatch_source_set_event_handler(void *source, void *block) {
  forward_set_handler_block(source, block);
  noted_handler(source, block);
}

static void forward_object(void *real, const char *name, void *_Atomic *cache, void *object) {
  object_function dispatch = (object_function)runtime_hooks_dispatch_function(real, name, cache);
  dispatch(object);
}

static void *_Atomic next_resume;
static void *_Atomic next_suspend;
static void *_Atomic next_cancel;

__attribute__((weak)) void dispatch_resume(void *object) {
  noted_resume(object);
  forward_object((void *)__real_dispatch_resume, "dispatch_resume", &next_resume, object);
}

void __wrap_dispatch_resume(void *object) {
  noted_resume(object);
  forward_object((void *)__real_dispatch_resume, "dispatch_resume", &next_resume, object);
}

__attribute__((weak)) void dispatch_suspend(void *object) {
  forward_object((void *)__real_dispatch_suspend, "dispatch_suspend", &next_suspend, object);
  noted_suspend(object);
}

void __wrap_dispatch_suspend(void *object) {
  forward_object((void *)__real_dispatch_suspend, "dispatch_suspend", &next_suspend, object);
  noted_suspend(object);
}

__attribute__((weak)) void dispatch_source_cancel(void *source) {
  forward_object((void *)__real_dispatch_source_cancel, "dispatch_source_cancel", &next_cancel, source);
  noted_cancel(source);
}

void __wrap_dispatch_source_cancel(void *source) {
  forward_object((void *)__real_dispatch_source_cancel, "dispatch_source_cancel", &next_cancel, source);
  noted_cancel(source);
}
