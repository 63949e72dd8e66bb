import FakeSwiftUI

/// The feed's rotating headline: it moves on every few seconds while it runs, and stands
/// still while a clicked ad's screen covers the feed.
@MainActor
public final class HeadlineTicker: ObservableObject {
  /// The headline shown now.
  @Published public private(set) var headline: String
  /// Whether the headline moves on by itself.
  public private(set) var isRunning = false
  private let headlines = ["Harbour reopens", "Night market returns", "Rain on Sunday", "Ferry times change"]
  private var position = 0
  private var timer: Timer?

  /// A ticker at its first headline, not yet running.
  public init() {
    headline = headlines[0]
  }

  /// Moves the headline on every four seconds.
  public func start() {
    guard !isRunning else { return }
    isRunning = true
    timer = Timer.scheduledTimer(withTimeInterval: 4, repeats: true) { [weak self] _ in self?.advance() }
  }

  /// Stops the headline where it is.
  public func pause() {
    timer?.invalidate()
    timer = nil
    isRunning = false
  }

  private func advance() {
    position = (position + 1) % headlines.count
    headline = headlines[position]
  }
}
