import FakeGoogleMobileAds
import FakeUIKit

/// An async app whose load marks itself as loading only after its settle sleep.
///
/// Breaks `gma.app-open.single-load`: it checks the loading flag, sleeps half a second with
/// `Task.sleep`, and only then sets the flag. Whoever else asks for an ad during the sleep
/// finds the flag still clear and sleeps too: at launch the SDK's start completion and the
/// app becoming active both ask, and two loads go out together.
open class SleepingLoadsTwice: SleepingAppOpenAppDelegate {
  /// The rule this client breaks.
  nonisolated override open class var violates: [String] { ["gma.app-open.single-load"] }
  /// What the client does wrong.
  nonisolated override open class var summary: String {
    "An async app that sets its loading flag after its Task.sleep, so two callers both load."
  }

  /// Sleeps, then marks the load as running and loads.
  override open func loadAd() async {
    if isLoadingAd || isAdAvailable { return }
    do {
      try await Task.sleep(for: Self.settleDelay)
      isLoadingAd = true
      defer { isLoadingAd = false }
      appOpenAd = nil
      let ad = try await GADAppOpenAd.load(withAdUnitID: adUnitID, request: GADRequest())
      keep(ad)
    } catch {
      loadTime = nil
    }
  }
}
