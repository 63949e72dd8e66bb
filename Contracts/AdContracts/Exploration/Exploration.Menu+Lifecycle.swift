import AdSimulation
import FakeUIKit

extension Exploration.Menu {
  /// The app's lifecycle steps that make sense in its state now: a trip to the background
  /// and back, an alert that takes the app's focus and gives it back.
  @MainActor
  mutating func addLifecycle() {
    switch UIApplication.shared.applicationState {
    case .background:
      add(.foreground, weight: 4)
    case .inactive:
      add(.becomeActive, weight: 3)
      add(.background, weight: 1)
    case .active:
      add(.background, weight: 1)
      add(.resignActive, weight: 1)
    }
  }

  /// The Google Mobile Ads load errors a scripted answer draws from: no fill (1), network
  /// error (2), server error (3) and timeout (5).
  static let googleFailureCodes = [1, 2, 3, 5]
  /// The iAd load errors a scripted answer draws from: server failure (1), loading
  /// throttled (2) and inventory unavailable (3).
  static let iAdFailureCodes = [1, 2, 3]
}
