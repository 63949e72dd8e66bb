import RuntimeHooks

extension Simulation {
  /// Keeps the memory a run frees in the process for the next run, rather than handing it
  /// back to the system after each.
  ///
  /// Runs allocate and free the same few hundred kilobytes again and again; returning them
  /// to the system costs a system call and fresh page faults every time. A program that
  /// plays many runs (`adconform explore`, its workers) calls this once at its start.
  public nonisolated static func keepFreedMemory() {
    runtime_hooks_keep_freed_memory()
  }
}
