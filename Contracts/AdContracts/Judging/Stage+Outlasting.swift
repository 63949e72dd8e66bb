import AdSimulation

/// Waits that outlast a window, for witness scenarios judged by a rule's property.
///
/// A property that allows the whole window of an obligation finds it broken only once the
/// window has run out, so a witness that stopped right at its end would leave the
/// obligation open and unjudged. These waits go a millisecond past the window when what
/// they wait for never comes.
extension Stage {
  /// Lets virtual time run through the window until the condition holds, and a millisecond
  /// more when it never does.
  ///
  /// - Returns: When the condition first held, or `nil` if it never did in the window.
  func waitUntil(
    outlasting window: Rule.Window, _ condition: @escaping @MainActor () -> Bool
  ) async -> VirtualClock.Instant? {
    if let held = await waitUntil(window, condition) { return held }
    await runPastWindow()
    return nil
  }

  /// Lets virtual time run through the window until an event after the sequence number
  /// matches, and a millisecond more when none does.
  ///
  /// - Returns: The first matching event, or `nil` if none came in the window.
  func waitForEvent(
    after start: Int, outlasting window: Rule.Window, where match: @escaping @MainActor (Trace.Event) -> Bool
  ) async -> Trace.Event? {
    if let event = await waitForEvent(after: start, within: window, where: match) { return event }
    await runPastWindow()
    return nil
  }

  /// How far past the end of a window a witness lets the run go.
  static var pastWindow: Duration { .milliseconds(1) }

  /// Lets virtual time run just past the end of the window the witness waited through.
  ///
  /// A rule's property counts an obligation late only once its window has passed, so a
  /// witness that waited exactly the window lets the run go a moment further before it
  /// reports, and the property judges the obligation.
  func runPastWindow() async {
    await perform(.advance(Self.pastWindow))
  }
}
