import AdContracts
import ExampleClients
import FakeGoogleMobileAds
import FakeUIKit

/// What a native ad screen does late: letting its ad go once the user has left.
enum NativeReaction: String, LateReaction {
  /// Dropping the last reference to the ad after the screen disappears.
  case release

  var window: Rule.Window { .screen }
}

/// Google's native sample screen, which keeps every native rule but lets its ad go late
/// when the user leaves: a clean-up that holds the ad until a fade-out has run, by a factor
/// of the window the rule grants.
final class LateNativeScreen: NativeAdvancedViewController {
  /// How late the ad is let go.
  private var lateness = Lateness<NativeReaction>(0)
  /// The clock the clean-up waits on.
  private var clock: (any Clock<Duration>)?

  nonisolated static func subject(_ lateness: Lateness<NativeReaction>) -> Subject {
    .googleNativeScreen("LateNativeScreen[\(lateness)]") { context in
      let screen = LateNativeScreen()
      screen.lateness = lateness
      screen.clock = context.clock
      return screen
    }
  }

  override func viewDidDisappear(_ animated: Bool) {
    super.viewDidDisappear(animated)
    guard let clock, let ad = nativeAdView.nativeAd else { return }
    // The clean-up keeps the ad until it runs.
    lateness.act(.release, on: clock) { _ = ad.headline }
  }
}
