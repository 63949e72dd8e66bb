// Fresh launches: new processes made from the program as it was when it started.
//
// As the program loads, before `main` and before any thread exists, a constructor forks a
// launcher process that does nothing but wait. Asked for a launch, the launcher forks
// again: the new process is the program as it was at load, with every static, singleton
// and global not yet made, as a device's app is at each launch. It either goes on into
// `main` (the program hands it the same subjects and it runs the one job asked of it), or
// calls the program's launch entry, `adconform_fresh_launch_entry`, when it has one.
//
// The launcher forks from a process with one thread, so nothing a fork leaves half-held
// (a lock of the runtime, a dispatch queue) can stop the launch. The launch writes its
// result to the pipe it was handed; the launcher then writes how it ended and closes the
// pipe, so the asker reads to the end and knows both.
//
// A program that links its libraries in (`-static-stdlib`) readies them only after its own
// constructors; linked with `-Xlinker --wrap=main` as well, it starts the launcher just
// before its `main` instead, once they are readied, so the launcher can warm the runtime up
// before each launch is forked (adconform and independent-adconform are linked so on Linux).
//
// Set ADCONFORM_FRESH_LAUNCH=0 to start no launcher.
#ifndef FRESH_LAUNCH_H
#define FRESH_LAUNCH_H

#include <stddef.h>

/// A launch that goes on into the program's `main`.
#define FRESH_LAUNCH_INTO_MAIN 'M'
/// A launch that calls the program's launch entry.
#define FRESH_LAUNCH_INTO_ENTRY 'E'

/// Whether this process has a launcher to ask for fresh launches.
int fresh_launch_is_available(void);

/// Whether the program has a launch entry for `FRESH_LAUNCH_INTO_ENTRY`.
int fresh_launch_has_entry(void);

/// Asks the launcher for a launch of the given way with the request, handing it the pipe's
/// write end for the result; returns 0, or the error number.
int fresh_launch_start(int way, const void *_Nonnull request, size_t length, int result_descriptor);

/// Makes a pipe whose ends close on exec; returns 0, or the error number.
int fresh_launch_pipe(int ends[_Nonnull 2]);

/// Runs what waits on the main queue from the main thread, as the main run loop does,
/// after waiting up to `timeout` milliseconds for some; for code that runs before `main`,
/// where a program built with the runtime inside has not yet readied Foundation's run loop.
void fresh_launch_serve_main_queue(int timeout);

/// In a fresh launch, the request it was made for, and its length; NULL in any other process.
const unsigned char *_Nullable fresh_launch_request(size_t *_Nonnull length);

/// In a fresh launch, the pipe to write the result to; -1 in any other process.
int fresh_launch_result_descriptor(void);

#endif
