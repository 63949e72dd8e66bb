import FakeGoogleMobileAds
import FakeUIKit

/// An app open manager whose retry delay never grows, because it starts its retry count
/// over with every load.
///
/// Breaks `gma.app-open.no-retry-storm`: meaning to give each fresh load a clean slate, it sets
/// the retry count back to zero whenever a load starts, retries included. Every failure
/// then looks like the first, so while the network answers with noFill it asks again
/// every 2 s, without end, instead of waiting 2, 4, 8 and 16 s and then for the next
/// foreground.
open class DelayedRetryNeverBacksOff: DelayedRetryAppOpenManager {
  /// The rule this client breaks.
  nonisolated override open class var violates: [String] { ["gma.app-open.no-retry-storm"] }
  /// What the client does wrong.
  nonisolated override open class var summary: String {
    "An app open manager that resets its retry count on every load, so it retries every 2 s forever."
  }

  /// Starts the retry count over, then loads as the base does.
  override open func loadAd() {
    if !isLoadingAd && !isAdAvailable { retryAttempt = 0 }
    super.loadAd()
  }
}
