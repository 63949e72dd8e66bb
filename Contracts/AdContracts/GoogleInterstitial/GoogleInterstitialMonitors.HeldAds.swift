import AdSimulation
import FakeGoogleMobileAds

extension GoogleInterstitialMonitors {
  /// The interstitials an app holds, loaded and not yet presented or released, and the
  /// one on screen, followed event by event: what the break properties read.
  struct HeldAds {
    /// The events ``note(_:run:)`` reads.
    @MainActor static func names(_ run: GoogleInterstitialRun) -> Set<Trace.Event.Name> {
      [
        .loadCompletion, run.presentCall, .adWillPresentFullScreenContent, .adDidDismissFullScreenContent,
        .adDidFailToPresentFullScreenContentWithError, .released,
      ]
    }

    /// The ads held, each with when it loaded.
    var held: [String: VirtualClock.Instant] = [:]
    /// The ad on screen, if any.
    var onScreen: String?

    /// Takes the event into account.
    @MainActor mutating func note(_ event: Trace.Event, run: GoogleInterstitialRun) {
      switch event.name {
      case .loadCompletion where run.isOwn(event) && event.flag("loaded") == true:
        held[event.object] = event.time
      case run.presentCall where run.isOwn(event), .released:
        held[event.object] = nil
      case .adWillPresentFullScreenContent where run.isOwn(event):
        onScreen = event.object
      case .adDidDismissFullScreenContent, .adDidFailToPresentFullScreenContentWithError:
        if event.object == onScreen { onScreen = nil }
      default:
        break
      }
    }

    /// Drops the ads held past the lifetime at the instant, for an app that reads the
    /// time from its context (one that reads `Date()` cannot tell they expired).
    mutating func dropExpired(at now: VirtualClock.Instant, lifetime: Duration, judged: Bool) {
      guard judged else { return }
      held = held.filter { $0.value.duration(to: now) < lifetime }
    }
  }
}
