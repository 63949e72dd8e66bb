import AdContracts
import FakeGoogleMobileAds
import FakeSwiftUI
import Testing

/// The demo's banner screen, hosted as a SwiftUI app hosts it, plugged in as a Google
/// banner screen.
let swiftUIDemoBanner = Subject.googleBannerScreen("BannerContentView") { _ in
  UIHostingController(rootView: BannerContentView(navigationTitle: "Banner"))
}

/// The demo's interstitial game, plugged in as a Google interstitial screen: the natural
/// break is OK on the Game Over alert the game's own countdown brings up.
// The demo checks no ad's age and reads no time a run does not move.
let swiftUIDemoInterstitial = Subject.googleInterstitialScreen(
  "InterstitialContentView", readsTimeFromContext: true,
  naturalBreak: { screen in
    guard let alert = screen.presentedViewController as? UIAlertController, alert.title == "Game Over",
      let ok = alert.actions.first(where: { $0.title == "OK" })
    else { return }
    alert.tap(ok)
  },
  // After the ad, the player taps Play Again, which loads the next ad.
  userCarriesOn: { $0.tapButton(titled: "Play Again") },
  breakOffered: { ($0.presentedViewController as? UIAlertController)?.title == "Game Over" }
) { _ in UIHostingController(rootView: InterstitialContentView(navigationTitle: "Interstitial")) }

/// The demo's rewarded game, plugged in as a Google rewarded screen: the user asks for the
/// video with the button its game-over shows. Its one coin count mixes rewards with the coin
/// each game's end pays, in the same update that offers the video, so the reward rules have
/// no probe.
let swiftUIDemoRewarded = Subject.googleRewardedScreen(
  "RewardedContentView",
  userAsksToWatch: { $0.tapButton(titled: "Watch video for additional 10 coins") },
  // After the ad, the player taps Play Again, which loads the next ad.
  userCarriesOn: { $0.tapButton(titled: "Play Again") },
  askOffered: { $0.buttonTitles.contains("Watch video for additional 10 coins") }
) { _ in UIHostingController(rootView: RewardedContentView(navigationTitle: "Rewarded")) }

/// The demo's rewarded interstitial game, plugged in as a Google rewarded interstitial
/// screen whose own countdown brings its breaks: the introduction is the dialog the game
/// over shows (its No thanks button in reach), and the user plays again from the Play Again
/// button.
let swiftUIDemoRewardedInterstitial = Subject.googleRewardedInterstitialView(
  "RewardedInterstitialContentView",
  appBreaksWithin: .seconds(12),
  userCarriesOn: { $0.tapButton(titled: "Play Again") },
  isIntroShowing: { $0.buttonTitles.contains("No thanks") },
  declineIntro: { $0.tapButton(titled: "No thanks") }
) { _ in RewardedInterstitialContentView(navigationTitle: "Rewarded Interstitial") }

/// The demo's menu, which gathers consent as it appears and offers Privacy Settings in its
/// toolbar, plugged in as a Google consent screen.
let swiftUIDemoConsent = Subject.googleConsentView(
  "MenuView",
  privacyOptionsOffered: { $0.buttonTitles.contains("Privacy Settings") },
  openPrivacyOptions: { $0.tapButton(titled: "Privacy Settings") }
) { _ in MenuView() }

@Suite("Google's SwiftUI demo, judged")
struct SwiftUIDemoVerdictTests {
  /// The banner screen earns what Google's UIKit banner sample earns: every rule passes but
  /// those its published code leaves out.
  @Test func banner() async {
    let expected: [String: Report.Status] = [
      // The demo asks for a 375-point adaptive size whatever the screen's width.
      "gma.banner.adaptive-size-matches-width": .warn,
      // The demo asks for no new size when the device rotates.
      "gma.banner.reloads-after-rotation": .warn,
      // The screen runs nothing timed, so there is no activity to probe.
      "gma.banner.pauses-while-screen-presented": .unverified,
      "gma.banner.resumes-after-screen-dismissed": .unverified,
    ]
    await expectVerdicts(of: swiftUIDemoBanner, catalogue: GoogleBannerRules.all, expected)
  }

  /// The interstitial game earns what Google's UIKit interstitial sample earns.
  @Test func interstitial() async {
    let expected: [String: Report.Status] = [
      // A game ends on the demo's own countdown and the next starts from its Play Again
      // button, on the screen the ad covers: no second break comes over an ad.
      "gma.interstitial.single-presentation": .notApplicable,
      // The demo keeps no count of games the harness can read.
      "gma.interstitial.skips-when-not-ready": .unverified,
      // Real shortcoming, as in the UIKit sample: the demo checks no ad's age, so an ad held
      // through a game over longer than its lifetime is presented.
      "gma.interstitial.never-presents-expired": .warn,
    ]
    await expectVerdicts(of: swiftUIDemoInterstitial, catalogue: GoogleInterstitialRules.all, expected)
  }

  /// The rewarded game earns what Google's UIKit rewarded sample earns, but for the reward
  /// rules, which its mixed coin count gives no probe.
  @Test func rewarded() async {
    let expected: [String: Report.Status] = [
      // The user asks on the screen the ad covers.
      "gma.rewarded.single-presentation": .notApplicable,
      // One coin count for rewards and games: no probe of the rewards alone.
      "gma.rewarded.no-reward-without-earning": .unverified,
      "gma.rewarded.rewards-whatever-the-order": .unverified,
      "gma.rewarded.no-reward-on-failed-present": .unverified,
      // The demo has no expiry check; it takes no clock.
      "gma.rewarded.never-presents-expired": .unverified,
      // As in Google's UIKit sample, Play Again loads a new ad whatever the game holds, so
      // the ad of a game whose video the user did not watch is thrown away.
      "gma.rewarded.single-load": .warn,
    ]
    await expectVerdicts(of: swiftUIDemoRewarded, catalogue: GoogleRewardedRules.all, expected)
  }
}

/// Runs every rule of the catalogue against the subject and expects the verdict the table
/// gives it, a pass where it gives none; a rule that differs is reported with its report's
/// text and timeline.
func expectVerdicts(
  of subject: Subject, catalogue: [Rule], _ expected: [String: Report.Status],
  sourceLocation: SourceLocation = #_sourceLocation
) async {
  let unknown = Set(expected.keys).subtracting(catalogue.map(\.id))
  #expect(unknown.isEmpty, "the table names rules outside the catalogue: \(unknown.sorted())", sourceLocation: sourceLocation)
  for rule in catalogue {
    let report = await rule.run(against: subject)
    let want = expected[rule.id] ?? .pass
    #expect(
      report.status == want, "\(rule.id): \(report.text)\n\(report.timeline.joined(separator: "\n"))",
      sourceLocation: sourceLocation)
  }
}

/// The demo's screens whose code keeps state in singletons (the consent manager's
/// `shared`): each of their runs is a fresh launch, as on a device.
enum SwiftUIDemoApps: SubjectList {
  static let subjects = [swiftUIDemoConsent]
}

@Suite("Google's SwiftUI demo, judged: rewarded interstitial and consent")
struct SwiftUIDemoMoreVerdictTests {
  /// The rewarded interstitial game, its dialog the introduction, passes every rule its
  /// code gives the harness a way to judge.
  @Test func rewardedInterstitial() async {
    let expected: [String: Report.Status] = [
      // One coin count for rewards and games: no probe of the rewards alone.
      "gma.rewarded-interstitial.no-reward-without-earning": .unverified,
      "gma.rewarded-interstitial.rewards-whatever-the-order": .unverified,
      "gma.rewarded-interstitial.no-reward-on-failed-present": .unverified,
      // The demo has no expiry check; it takes no clock.
      "gma.rewarded-interstitial.never-presents-expired": .unverified,
    ]
    await expectVerdicts(
      of: swiftUIDemoRewardedInterstitial, catalogue: GoogleRewardedInterstitialRules.all, expected)
  }

  /// The menu gathers consent at every launch and offers its privacy options, but asks for
  /// no ad itself: the demo's ads load on the screens its items open, once the user picks
  /// one, which a consent screen's run does not do.
  @Test func consent() async {
    let expected: [String: Report.Status] = [
      // No ad request comes at all, so none comes too early.
      "gma.consent.no-request-before-consent": .unverified,
      // The menu starts the SDK and enables its items; the loads wait for the user's pick.
      "gma.consent.loads-after-consent": .warn,
      "gma.consent.uses-previous-consent": .warn,
    ]
    await expectVerdicts(
      of: SwiftUIDemoApps.launching(swiftUIDemoConsent), catalogue: GoogleConsentRules.all, expected)
  }
}
