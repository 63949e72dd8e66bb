// The app's random numbers, drawn from the run's seed: `Int.random(in:)`, `Bool.random()`,
// `shuffled()`, `UUID()` and every other use of the system's generator in the run's own
// code come out the same in every run of the same script, as the rest of the run does.
//
// The standard library reads the system's generator with the `getrandom` system call
// through `syscall`; Foundation, through `getrandom`. On the run's thread, for the run's own
// code, both are answered from a generator seeded with the script's seed; anywhere else
// they reach the system. A program linked with the shared runtime reaches this file's
// functions by symbol interposition; one that links the runtime in, by `--wrap`.
#define _GNU_SOURCE
#include "DelayedWorkShared.h"

#include <dlfcn.h>
#include <stdarg.h>
#include <stdatomic.h>
#include <stddef.h>
#include <string.h>
#include <sys/syscall.h>
#include <sys/types.h>

/// The generator's state, for the run now installed; read and moved on the run's thread only.
static uint64_t state;

void runtime_hooks_seed_app_random(uint64_t seed) { state = seed ^ 0x6A09E667F3BCC909ull; }

/// The next number of the sequence (SplitMix64).
static uint64_t next_number(void) {
  uint64_t mixed = (state += 0x9E3779B97F4A7C15ull);
  mixed = (mixed ^ (mixed >> 30)) * 0xBF58476D1CE4E5B9ull;
  mixed = (mixed ^ (mixed >> 27)) * 0x94D049BB133111EBull;
  return mixed ^ (mixed >> 31);
}

/// Fills the buffer from the run's sequence when the caller is the run's own code; returns
/// whether it did.
static int drawn(void *buffer, size_t length) {
  if (!runtime_hooks_on_run_thread()) return 0;
  unsigned char *bytes = buffer;
  while (length > 0) {
    uint64_t number = next_number();
    size_t part = length < sizeof number ? length : sizeof number;
    memcpy(bytes, &number, part);
    bytes += part;
    length -= part;
  }
  return 1;
}

typedef ssize_t (*getrandom_function)(void *, size_t, unsigned int);
typedef long (*syscall_function)(long, ...);
extern ssize_t __real_getrandom(void *, size_t, unsigned int) __attribute__((weak));
extern long __real_syscall(long, ...) __attribute__((weak));

static ssize_t random_bytes(void *buffer, size_t length, unsigned int flags) {
  if (length > 0 && drawn(buffer, length)) return (ssize_t)length;
  static void *_Atomic next;
  getrandom_function system =
    (getrandom_function)runtime_hooks_dispatch_function((void *)__real_getrandom, "getrandom", &next);
  return system(buffer, length, flags);
}

// A program linked with `--wrap` has no use for these, and must not have them: linked
// statically, the C library's own would then be left out, and the calls passed on would
// come back here.
#ifndef RUNTIME_HOOKS_WRAPPED
__attribute__((weak)) ssize_t getrandom(void *buffer, size_t length, unsigned int flags) {
  return random_bytes(buffer, length, flags);
}
#endif

ssize_t __wrap_getrandom(void *buffer, size_t length, unsigned int flags) {
  return random_bytes(buffer, length, flags);
}

static long system_call(long number, va_list arguments) {
  long values[6];
  for (int index = 0; index < 6; index++) values[index] = va_arg(arguments, long);
  if (number == SYS_getrandom && values[1] > 0 && drawn((void *)values[0], (size_t)values[1])) return values[1];
  static void *_Atomic next;
  syscall_function system = (syscall_function)runtime_hooks_dispatch_function((void *)__real_syscall, "syscall", &next);
  return system(number, values[0], values[1], values[2], values[3], values[4], values[5]);
}

#ifndef RUNTIME_HOOKS_WRAPPED
__attribute__((weak)) long syscall(long number, ...) {
  va_list arguments;
  va_start(arguments, number);
  long result = system_call(number, arguments);
  va_end(arguments);
  return result;
}
#endif

long __wrap_syscall(long number, ...) {
  va_list arguments;
  va_start(arguments, number);
  long result = system_call(number, arguments);
  va_end(arguments);
  return result;
}

// Foundation's `UUID()` reads its random bytes through a function of its own.

typedef void (*uuid_function)(unsigned char *);
extern void __real__foundation_uuid_generate_random(unsigned char *) __attribute__((weak));

static void random_uuid(unsigned char *uuid) {
  if (drawn(uuid, 16)) {
    // A version 4 UUID of the RFC 4122 variant, as Foundation makes.
    uuid[6] = (unsigned char)((uuid[6] & 0x0F) | 0x40);
    uuid[8] = (unsigned char)((uuid[8] & 0x3F) | 0x80);
    return;
  }
  static void *_Atomic next;
  uuid_function system = (uuid_function)runtime_hooks_dispatch_function(
    (void *)__real__foundation_uuid_generate_random, "_foundation_uuid_generate_random", &next);
  system(uuid);
}

#ifndef RUNTIME_HOOKS_WRAPPED
__attribute__((weak)) void _foundation_uuid_generate_random(unsigned char *uuid) { random_uuid(uuid); }
#endif

void __wrap__foundation_uuid_generate_random(unsigned char *uuid) { random_uuid(uuid); }
