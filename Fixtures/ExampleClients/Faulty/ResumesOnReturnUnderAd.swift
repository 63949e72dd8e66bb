import FakeUIKit
import FakeiAd
import Foundation

/// A reading screen that restarts its animation whenever the app becomes active again,
/// even while an ad still covers it.
///
/// It pauses for a covering ad and resumes when the ad's action finishes, as it should,
/// but it also listens for the app becoming active, the way many apps restart their game
/// loop, and resumes there without asking whether an ad is up. Every rule's own scenario
/// either closes the ad before the app leaves or leaves through the ad itself, so the
/// catalogue passes it; exploration finds it breaking `iad.banner.pauses-when-covered`
/// from an ad, a tap and a trip to the background and back.
open class ResumesOnReturnUnderAd: ArticleViewController {
  /// The rules its scenarios see it break: none.
  nonisolated override open class var violates: [String] { [] }
  /// The rule exploration finds it breaking.
  nonisolated override open class var explorationFinds: [String] { ["iad.banner.pauses-when-covered"] }
  /// What the client does wrong.
  nonisolated override open class var summary: String {
    "A reading screen that restarts its animation whenever the app becomes active, even under an ad."
  }

  private var observer: (any NSObjectProtocol)?

  /// Starts listening for the app becoming active.
  open override func viewDidLoad() {
    super.viewDidLoad()
    observer = NotificationCenter.default.addObserver(
      forName: UIApplication.didBecomeActiveNotification, object: nil, queue: .main
    ) { [weak self] _ in
      MainActor.assumeIsolated { self?.resumeActivities() }
    }
  }
}
