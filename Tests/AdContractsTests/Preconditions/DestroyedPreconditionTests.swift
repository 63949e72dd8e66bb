import AdContracts
import AdSimulation
import FakeGoogleMobileAds
import FakeUIKit
import FakeiAd
import Foundation
import Testing

/// A screen that tears its banner down after the banner's first failed load: the banner
/// is hidden until it has an ad, and on an error the screen drops it for good.
final class BannerDroppedOnFailureScreen: UIViewController, ADBannerViewDelegate {
  private var banner: ADBannerView?

  override func viewDidLoad() {
    super.viewDidLoad()
    let banner: ADBannerView = ADBannerView(adType: .banner)
    banner.isHidden = true
    banner.delegate = self
    view.addSubview(banner)
    self.banner = banner
  }

  override func viewDidLayoutSubviews() {
    super.viewDidLayoutSubviews()
    guard let banner else { return }
    banner.frame.origin = CGPoint(x: 0, y: view.bounds.height - banner.frame.height)
  }

  func bannerViewDidLoadAd(_ banner: ADBannerView) {
    banner.isHidden = false
  }

  func bannerView(_ banner: ADBannerView, didFailToReceiveAdWithError error: Error) {
    // The one fault: the screen gives up on ads after the first error.
    banner.delegate = nil
    banner.removeFromSuperview()
    self.banner = nil
  }
}

/// A level screen that starts its interstitial's load and never keeps the ad it gets: the
/// completion sets the delegate on the ad and lets it go, so at the end of the level there
/// is nothing to present.
final class AdNeverKeptLevelScreen: UIViewController, @preconcurrency GADFullScreenContentDelegate {
  private var interstitial: GADInterstitialAd?

  override func viewDidLoad() {
    super.viewDidLoad()
    GADMobileAds.sharedInstance().start(completionHandler: nil)
    GADInterstitialAd.load(withAdUnitID: GoogleTestAdUnits.interstitial, request: GADRequest()) { [weak self] ad, _ in
      // The one fault: the ad is never stored.
      ad?.fullScreenContentDelegate = self
    }
  }

  func endLevel() {
    interstitial?.present(fromRootViewController: self)
  }

  func adDidDismissFullScreenContent(_ ad: GADFullScreenPresentingAd) {
    interstitial = nil
  }
}

/// Subjects whose runs are fresh launches.
enum DestroyedPreconditionSubjects: SubjectList {
  static let banner = Subject.iAdBannerScreen("BannerDroppedOnFailureScreen") { _ in BannerDroppedOnFailureScreen() }
  static let interstitial = Subject.googleInterstitialScreen(
    "AdNeverKeptLevelScreen", naturalBreak: { $0.endLevel() }
  ) { _ in AdNeverKeptLevelScreen() }
  static let subjects = [banner, interstitial]
}

@Suite("A precondition the client destroyed is a failure, or another rule's to judge")
struct DestroyedPreconditionTests {
  /// A rule, a client that makes the rule's state impossible, and what the failure names.
  struct Row: CustomTestStringConvertible, Sendable {
    let rule: String
    let subject: Subject
    let names: String
    var testDescription: String { "\(rule) on \(subject.name)" }
  }

  static let rows = [
    Row(rule: "iad.banner.recovers-after-failure", subject: DestroyedPreconditionSubjects.banner, names: "released it"),
    // A Google full-screen ad thrown away unused is the format's single-load rule's to judge.
    Row(rule: "gma.interstitial.single-load", subject: DestroyedPreconditionSubjects.interstitial, names: "unused"),
  ]

  /// The rules whose scenario needs the ad the client threw away: they cannot judge it,
  /// and say which rule does.
  static let leftUnjudged = [
    "gma.interstitial.single-presentation", "gma.interstitial.never-reuses-ad",
    "gma.interstitial.delegate-set-before-present", "gma.interstitial.reloads-after-dismiss",
    "gma.interstitial.reloads-after-present-failure",
  ]

  @Test("The client that tears down what the rule needs fails it, naming what it let go", arguments: rows)
  func destroyed(_ row: Row) async throws {
    let rule = try #require(Catalogue.rule(withID: row.rule))
    let report = await rule.run(against: DestroyedPreconditionSubjects.launching(row.subject))
    if ProcessInfo.processInfo.environment["SHOW"] != nil { print(report.text) }
    #expect(report.status == (rule.severity == .must ? .fail : .warn), "\(report.text)")
    #expect(report.message.contains(row.names), "\(report.message)")
    #expect(report.timeline.contains { $0.contains("released") }, "\(report.timeline)")
  }

  @Test(
    "A rule whose scenario needs the ad thrown away reports unverified and names the rule that judges it",
    arguments: leftUnjudged)
  func unjudged(_ id: String) async throws {
    let rule = try #require(Catalogue.rule(withID: id))
    let report = await rule.run(
      against: DestroyedPreconditionSubjects.launching(DestroyedPreconditionSubjects.interstitial))
    #expect(report.status == .unverified, "\(report.text)")
    #expect(report.message.contains("loaded and never presented"), "\(report.message)")
    #expect(report.message.contains("single-load"), "\(report.message)")
  }
}
