import AdSimulation

extension Stage {
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
