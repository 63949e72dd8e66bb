#if defined(__linux__)
#define _GNU_SOURCE
#endif

#include "FreshLaunch.h"

#if defined(__linux__)

#include <dirent.h>
#include <dlfcn.h>
#include <errno.h>
#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <sys/prctl.h>
#include <sys/socket.h>
#include <sys/wait.h>
#include <unistd.h>

/// The program's launch entry, when one of its modules defines it.
extern void adconform_fresh_launch_entry(void) __attribute__((weak));

/// The program's warm-up, when one of its modules defines it: readies the runtime without
/// running the app's code; returns nonzero when done.
extern int adconform_fresh_launch_warm_up(void) __attribute__((weak));

/// The program's subjects, made once in the warm launcher, when the program defines this:
/// a launch that goes on into `main` then finds its catalogue made rather than making it,
/// which for a catalogue of hundreds of clients was a quarter of the launch. Only a
/// program whose catalogue is harness data (factories and declarations, no app code run
/// in the making) may define it; `adconform` and `independent-adconform` do.
extern void adconform_fresh_launch_ready_subjects(void) __attribute__((weak));

/// The largest request a launch takes.
#define REQUEST_LIMIT (1 << 20)

/// The most launches under way at once.
#define LAUNCH_LIMIT 256

static int launcher_socket = -1;
static unsigned char *launch_request = NULL;
static size_t launch_request_length = 0;
static int launch_result = -1;

/// The launcher's pipe from its signal handler to its loop.
static int child_signal[2] = {-1, -1};

int fresh_launch_is_available(void) { return launcher_socket >= 0; }

extern void _dispatch_main_queue_callback_4CF(void *message);
extern int _dispatch_get_main_queue_port_4CF(void);

/// The program's own `main`, when the program is linked with `-Xlinker --wrap=main`: the
/// C library then calls ``__wrap_main`` first, once every library is readied, and the
/// launcher starts there rather than in a constructor.
extern int __real_main(int argc, char **argv, char **environment) __attribute__((weak));

/// Whether the launcher started in ``__wrap_main``, with every library readied.
static int started_before_main = 0;

/// Whether the dispatch library is readied before `main`, where the launcher starts. As a
/// shared library, it is readied before the program's own constructors run. Built into the
/// program (`-static-stdlib`), it is readied after them: a program linked so starts its
/// launcher in ``__wrap_main``; without it, code run before `main` cannot serve the main
/// queue, so no warm-up, and launches go into `main` only.
static int dispatch_ready_before_main(void) {
  if (started_before_main) return 1;
  Dl_info dispatch, program;
  if (dladdr((void *)_dispatch_main_queue_callback_4CF, &dispatch) == 0) return 0;
  if (dladdr((void *)dispatch_ready_before_main, &program) == 0) return 0;
  return dispatch.dli_fbase != program.dli_fbase;
}

int fresh_launch_has_entry(void) {
  return adconform_fresh_launch_entry != NULL && dispatch_ready_before_main();
}

const unsigned char *fresh_launch_request(size_t *length) {
  *length = launch_request_length;
  return launch_request;
}

int fresh_launch_result_descriptor(void) { return launch_result; }

void fresh_launch_serve_main_queue(int timeout) {
  struct pollfd wait_for = {.fd = _dispatch_get_main_queue_port_4CF(), .events = POLLIN};
  poll(&wait_for, 1, timeout);
  _dispatch_main_queue_callback_4CF(NULL);
}

int fresh_launch_pipe(int ends[2]) { return pipe2(ends, O_CLOEXEC) == 0 ? 0 : errno; }

int fresh_launch_start(int way, const void *request, size_t length, int result_descriptor) {
  if (launcher_socket < 0) return ENOSYS;
  if (length + 1 > REQUEST_LIMIT) return EMSGSIZE;
  unsigned char *message = malloc(length + 1);
  if (message == NULL) return ENOMEM;
  message[0] = (unsigned char)way;
  memcpy(message + 1, request, length);
  struct iovec part = {.iov_base = message, .iov_len = length + 1};
  union {
    char buffer[CMSG_SPACE(sizeof(int))];
    struct cmsghdr align;
  } control;
  memset(&control, 0, sizeof control);
  struct msghdr header = {.msg_iov = &part, .msg_iovlen = 1, .msg_control = control.buffer,
                          .msg_controllen = sizeof control.buffer};
  struct cmsghdr *descriptor = CMSG_FIRSTHDR(&header);
  descriptor->cmsg_level = SOL_SOCKET;
  descriptor->cmsg_type = SCM_RIGHTS;
  descriptor->cmsg_len = CMSG_LEN(sizeof(int));
  memcpy(CMSG_DATA(descriptor), &result_descriptor, sizeof(int));
  ssize_t sent;
  do {
    sent = sendmsg(launcher_socket, &header, MSG_NOSIGNAL);
  } while (sent < 0 && errno == EINTR);
  int error = sent < 0 ? errno : 0;
  free(message);
  return error;
}

static void write_fully(int descriptor, const void *bytes, size_t length) {
  const unsigned char *next = bytes;
  while (length > 0) {
    ssize_t written = write(descriptor, next, length);
    if (written < 0 && errno == EINTR) continue;
    if (written <= 0) return;
    next += written;
    length -= (size_t)written;
  }
}

static void note_child(int signal) {
  (void)signal;
  int saved = errno;
  char byte = 0;
  ssize_t ignored = write(child_signal[1], &byte, 1);
  (void)ignored;
  errno = saved;
}

/// Writes how each ended launch ended to its pipe, and closes the pipe.
static void report_ended(pid_t *pids, int *pipes) {
  for (;;) {
    int status = 0;
    pid_t ended = waitpid(-1, &status, WNOHANG);
    if (ended <= 0) return;
    for (int slot = 0; slot < LAUNCH_LIMIT; slot++) {
      if (pids[slot] != ended) continue;
      unsigned char frame[5] = {'S'};
      uint32_t value = (uint32_t)status;
      memcpy(frame + 1, &value, sizeof value);
      write_fully(pipes[slot], frame, sizeof frame);
      close(pipes[slot]);
      pids[slot] = 0;
      pipes[slot] = -1;
      break;
    }
  }
}

static void serve_requests(int socket, const sigset_t *inherited);

/// How many threads the process has.
static int thread_count(void) {
  DIR *tasks = opendir("/proc/self/task");
  if (tasks == NULL) return -1;
  int count = 0;
  struct dirent *entry;
  while ((entry = readdir(tasks)) != NULL) {
    if (entry->d_name[0] != '.') count++;
  }
  closedir(tasks);
  return count;
}

/// Makes a warm launcher, when the program has a warm-up: a child that plays the warm-up
/// and, if it still has one thread after, serves the requests in this launcher's place,
/// its launches forked warm. This launcher then waits for it and ends with it. Returns
/// nonzero only in a launch the warm launcher made; returns zero, to serve cold, when there
/// is no warm-up or it failed or took longer than ten seconds.
static int warm_up(int socket, const sigset_t *inherited) {
  if (adconform_fresh_launch_warm_up == NULL || !dispatch_ready_before_main()) return 0;
  const char *setting = getenv("ADCONFORM_FRESH_LAUNCH_WARM");
  if (setting != NULL && strcmp(setting, "0") == 0) return 0;
  int report[2];
  if (pipe2(report, O_CLOEXEC) != 0) return 0;
  pid_t warm = fork();
  if (warm < 0) {
    close(report[0]);
    close(report[1]);
    return 0;
  }
  if (warm == 0) {
    close(report[0]);
    prctl(PR_SET_PDEATHSIG, SIGKILL);
    int warmed = adconform_fresh_launch_warm_up() != 0;
    if (warmed && adconform_fresh_launch_ready_subjects != NULL) adconform_fresh_launch_ready_subjects();
    char answer = warmed && thread_count() == 1 ? 'Y' : 'N';
    write_fully(report[1], &answer, 1);
    close(report[1]);
    if (answer != 'Y') _exit(0);
    serve_requests(socket, inherited);
    return 1;
  }
  close(report[1]);
  struct pollfd wait_for = {.fd = report[0], .events = POLLIN};
  char answer = 0;
  if (poll(&wait_for, 1, 10000) == 1 && read(report[0], &answer, 1) != 1) answer = 0;
  close(report[0]);
  if (answer != 'Y') {
    kill(warm, SIGKILL);
    waitpid(warm, NULL, 0);
    return 0;
  }
  close(socket);
  int status;
  while (waitpid(warm, &status, 0) < 0 && errno == EINTR) {}
  _exit(0);
}

/// The launcher: waits for requests and forks a launch for each. Returns only in a launch
/// that goes on into `main`.
static void serve(int socket) {
  // The program may start with signals blocked (a parent's spawn can hand down its mask):
  // the launcher unblocks them, so it hears each launch end, and gives each launch the
  // mask the program started with.
  sigset_t inherited, none;
  sigemptyset(&none);
  sigprocmask(SIG_SETMASK, &none, &inherited);
  prctl(PR_SET_PDEATHSIG, SIGKILL);
  if (getppid() == 1) _exit(0);
  // The launcher holds neither the program's input nor its output open: a reader of the
  // program's output sees its end when the program ends. Launches read nothing, and
  // what they print goes where the program's diagnostics go.
  int nothing = open("/dev/null", O_RDONLY | O_CLOEXEC);
  if (nothing >= 0) {
    dup2(nothing, STDIN_FILENO);
    close(nothing);
  }
  dup2(STDERR_FILENO, STDOUT_FILENO);
  if (warm_up(socket, &inherited)) return;  // A fresh launch, made by the warm launcher.
  serve_requests(socket, &inherited);
}

/// Serves requests until the program ends. Returns only in a launch that goes on into
/// `main`.
static void serve_requests(int socket, const sigset_t *inherited) {
  if (pipe2(child_signal, O_CLOEXEC | O_NONBLOCK) != 0) _exit(0);
  struct sigaction action;
  memset(&action, 0, sizeof action);
  action.sa_handler = note_child;
  action.sa_flags = SA_RESTART | SA_NOCLDSTOP;
  sigaction(SIGCHLD, &action, NULL);
  static pid_t pids[LAUNCH_LIMIT];
  static int pipes[LAUNCH_LIMIT];
  for (int slot = 0; slot < LAUNCH_LIMIT; slot++) pipes[slot] = -1;
  unsigned char *buffer = malloc(REQUEST_LIMIT);
  if (buffer == NULL) _exit(0);
  for (;;) {
    struct pollfd waits[2] = {{.fd = socket, .events = POLLIN}, {.fd = child_signal[0], .events = POLLIN}};
    // Launches that ended are also looked for every 50 ms, should a signal go unheard.
    int ready = poll(waits, 2, 50);
    if (ready == 0) {
      report_ended(pids, pipes);
      continue;
    }
    if (ready < 0) {
      if (errno == EINTR) continue;
      _exit(0);
    }
    if (waits[1].revents) {
      char drained[64];
      while (read(child_signal[0], drained, sizeof drained) > 0) {}
      report_ended(pids, pipes);
    }
    if (!waits[0].revents) continue;
    struct iovec part = {.iov_base = buffer, .iov_len = REQUEST_LIMIT};
    union {
      char buffer[CMSG_SPACE(sizeof(int))];
      struct cmsghdr align;
    } control;
    struct msghdr header = {.msg_iov = &part, .msg_iovlen = 1, .msg_control = control.buffer,
                            .msg_controllen = sizeof control.buffer};
    ssize_t received = recvmsg(socket, &header, MSG_CMSG_CLOEXEC);
    if (received < 0 && errno == EINTR) continue;
    if (received <= 0) _exit(0);  // The program has ended.
    struct cmsghdr *descriptor = CMSG_FIRSTHDR(&header);
    if (descriptor == NULL || descriptor->cmsg_type != SCM_RIGHTS) continue;
    int result;
    memcpy(&result, CMSG_DATA(descriptor), sizeof(int));
    int slot = 0;
    while (slot < LAUNCH_LIMIT && pids[slot] != 0) slot++;
    pid_t launch = slot < LAUNCH_LIMIT ? fork() : -1;
    if (launch < 0) {
      unsigned char frame[5] = {'F'};
      write_fully(result, frame, sizeof frame);
      close(result);
      continue;
    }
    if (launch > 0) {
      pids[slot] = launch;
      pipes[slot] = result;
      continue;
    }
    // The launch: the program as it was at load, with one job to do.
    for (int other = 0; other < LAUNCH_LIMIT; other++) {
      if (pipes[other] >= 0) close(pipes[other]);
    }
    signal(SIGCHLD, SIG_DFL);
    sigprocmask(SIG_SETMASK, inherited, NULL);
    close(socket);
    close(child_signal[0]);
    close(child_signal[1]);
    prctl(PR_SET_PDEATHSIG, SIGKILL);
    launch_request_length = (size_t)received - 1;
    launch_request = malloc(launch_request_length + 1);
    if (launch_request == NULL) _exit(71);
    memcpy(launch_request, buffer + 1, launch_request_length);
    launch_request[launch_request_length] = 0;
    launch_result = result;
    int way = buffer[0];
    free(buffer);
    if (way == FRESH_LAUNCH_INTO_ENTRY) {
      if (adconform_fresh_launch_entry == NULL) _exit(70);
      adconform_fresh_launch_entry();
      _exit(70);
    }
    return;
  }
}

static void start_launcher(void);

__attribute__((constructor)) static void start_launcher_at_load(void) {
  // A program that wraps its `main` starts the launcher there, its libraries readied.
  if (__real_main != NULL) return;
  start_launcher();
}

/// What the C library calls for `main` in a program linked with `-Xlinker --wrap=main`:
/// starts the launcher, with every library and constructor readied and no code of the
/// program's own run yet, then runs the program's `main`. A fresh launch made there goes on
/// into the program's `main` from here, as one made at load does.
int __wrap_main(int argc, char **argv, char **environment) {
  started_before_main = 1;
  start_launcher();
  return __real_main(argc, argv, environment);
}

static void start_launcher(void) {
  const char *setting = getenv("ADCONFORM_FRESH_LAUNCH");
  if (setting != NULL && strcmp(setting, "0") == 0) return;
  int pair[2];
  if (socketpair(AF_UNIX, SOCK_SEQPACKET | SOCK_CLOEXEC, 0, pair) != 0) return;
  pid_t launcher = fork();
  if (launcher < 0) {
    close(pair[0]);
    close(pair[1]);
    return;
  }
  if (launcher == 0) {
    close(pair[0]);
    serve(pair[1]);
    return;  // A fresh launch going on into main.
  }
  close(pair[1]);
  launcher_socket = pair[0];
}

#else

int fresh_launch_is_available(void) { return 0; }
int fresh_launch_has_entry(void) { return 0; }
int fresh_launch_start(int way, const void *request, size_t length, int result_descriptor) {
  (void)way; (void)request; (void)length; (void)result_descriptor;
  return 78;
}
int fresh_launch_pipe(int ends[2]) {
  (void)ends;
  return 78;
}
void fresh_launch_serve_main_queue(int timeout) { (void)timeout; }
const unsigned char *fresh_launch_request(size_t *length) {
  *length = 0;
  return 0;
}
int fresh_launch_result_descriptor(void) { return -1; }

#endif
