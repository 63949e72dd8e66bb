import AdContracts
import Foundation
import Testing

/// One eventual obligation: a rule, the client reaction it judges, and how to make a
/// client that performs that reaction at a chosen factor of its window.
struct EventualCase: Sendable, CustomTestStringConvertible {
  /// The rule's id.
  let rule: String
  /// The reaction the rule waits for, in words.
  let reaction: String
  /// The time the rule waits through for that reaction: the reaction's window, or a
  /// longer allowance the rule gives it (an app backing off from a failed load).
  let window: Duration
  /// The reaction's own window, which the rule's explanation names.
  let reactionWindow: Rule.Window
  /// The time a late client's failure message names.
  let namedWindow: Duration
  /// Makes the subject: the judged reaction at the first factor, every other at the second.
  let subject: @Sendable (_ judged: Double, _ others: Double) -> Subject

  /// A case whose rule waits through the reaction's window, or through `allowance` when
  /// the rule gives the reaction longer.
  ///
  /// `named` is the time the failure message names, when it is not the allowance: the
  /// back-off allowance counts from the failure, and an app open app's moment, its return
  /// to the foreground, comes later.
  init<Reaction: LateReaction>(
    _ rule: String, _ reaction: Reaction, allowance: Duration? = nil, named: Duration? = nil,
    _ make: @escaping @Sendable (Lateness<Reaction>) -> Subject
  ) {
    self.rule = rule
    self.reaction = reaction.rawValue
    window = allowance ?? reaction.window.duration
    reactionWindow = reaction.window
    namedWindow = named ?? allowance ?? reaction.window.duration
    // The client's lateness is a factor of the reaction's window; the factors the tests
    // give are of the time the rule waits.
    let scale = (allowance ?? reaction.window.duration) / reaction.window.duration
    subject = { judged, others in make(Lateness(others, [reaction: judged * scale])) }
  }

  var testDescription: String { "\(rule) (\(reaction) late)" }

  /// The window's length as failure messages print it, for example `2.0 s`.
  var windowText: String {
    let (seconds, attoseconds) = namedWindow.components
    return String(format: "%.1f s", Double(seconds) + Double(attoseconds) / 1e18)
  }
}

/// Each rule of the form "after X, the app does Y" lets a client act late inside the
/// rule's window and catches one that acts after it.
///
/// For each rule the table names the client reaction it waits for and a test client that
/// performs every reaction at a chosen factor of its window (see ``Lateness``): half the
/// window passes, whether every reaction is that late or only the judged one; one and a
/// half windows for the judged reaction breaks the rule, and the message says how long
/// the harness waited.
@Suite("Eventual obligations get their window")
struct EventualObligationTests {
  /// Inside the window: half of it.
  static let inside = 0.5
  /// After the window: half of it again.
  static let after = 1.5

  /// Every rule of the form "after X, the app does Y", with the reaction it waits for.
  static let cases: [EventualCase] = [
    EventualCase("iad.banner.shown-when-loaded", BannerReaction.show) { LateBannerScreen.subject($0) },
    EventualCase("iad.banner.hidden-after-failure", BannerReaction.hide) { LateBannerScreen.subject($0) },
    EventualCase("iad.banner.recovers-after-failure", BannerReaction.show) { LateBannerScreen.subject($0) },
    EventualCase("iad.banner.resumes-after-action", BannerReaction.resume) { LateBannerScreen.subject($0) },
    EventualCase("iad.banner.resumes-after-cancel", BannerReaction.cancel) { LateBannerScreen.subject($0) },
    EventualCase("iad.banner.resumes-after-cancel", BannerReaction.resume) { LateBannerScreen.subject($0) },
    EventualCase("iad.banner.resumes-after-leaving", BannerReaction.comeBack) { LateBannerScreen.subject($0) },
    EventualCase("iad.banner.no-pause-when-refused", BannerReaction.refusal) { LateBannerScreen.subject($0) },
    EventualCase("iad.banner.size-follows-orientation", BannerReaction.size) { LateBannerScreen.subject($0) },
    EventualCase("iad.banner.releases-memory-on-warning", BannerReaction.memory) { LateBannerScreen.subject($0) },
    EventualCase("iad.banner.shared-across-screens", BannerReaction.takeOver) {
      LateBannerScreen.subject($0, sharing: true)
    },
    EventualCase("iad.interstitial.skips-when-not-loaded", PageReaction.turn) { LatePageMagazine.subject($0) },
    EventualCase("iad.interstitial.released-after-unload", PageReaction.release) { LatePageMagazine.subject($0) },
    EventualCase("iad.interstitial.released-after-failure", PageReaction.release) { LatePageMagazine.subject($0) },
    EventualCase("iad.interstitial.page-removed-after-unload", PageReaction.pageRemoval) {
      LatePageMagazine.subject($0)
    },
    EventualCase("iad.interstitial.next-ad-after-unload", PageReaction.nextAd) { LatePageMagazine.subject($0) },
    EventualCase("iad.interstitial.host-view-geometry", PageReaction.layout) { LatePageMagazine.subject($0) },
    EventualCase("iad.interstitial.resumes-after-action", PageReaction.resume) { LatePageMagazine.subject($0) },
    EventualCase("iad.interstitial.resumes-after-cancel", PageReaction.cancel) { LatePageMagazine.subject($0) },
    EventualCase("iad.interstitial.resumes-after-cancel", PageReaction.resume) { LatePageMagazine.subject($0) },
    EventualCase("iad.interstitial.resumes-after-leaving", PageReaction.comeBack) { LatePageMagazine.subject($0) },
    EventualCase("iad.interstitial.no-pause-when-refused", PageReaction.refusal) { LatePageMagazine.subject($0) },
    EventualCase("iad.interstitial.releases-memory-on-warning", PageReaction.memory) {
      LatePageMagazine.subject($0)
    },
    EventualCase("gma.app-open.loads-when-unavailable", AppOpenReaction.firstLoad) {
      LateAppOpenAppDelegate.subject($0)
    },
    EventualCase("gma.app-open.reloads-after-dismiss", AppOpenReaction.reload) { LateAppOpenAppDelegate.subject($0) },
    EventualCase("gma.app-open.reloads-after-present-failure", AppOpenReaction.reload) {
      LateAppOpenAppDelegate.subject($0)
    },
    EventualCase(
      "gma.app-open.recovers-after-load-failure", AppOpenReaction.reload, allowance: .seconds(30), named: .seconds(60)
    ) {
      LateAppOpenAppDelegate.subject($0)
    },
    EventualCase("gma.app-open.shows-on-foreground", AppOpenReaction.show) { LateAppOpenAppDelegate.subject($0) },
    EventualCase("gma.app-open.dismisses-loading-screen", AppOpenReaction.dismissLoading) {
      LateAppOpenAppDelegate.subject($0)
    },
    EventualCase("gma.interstitial.reloads-after-dismiss", InterstitialReaction.reload) { LateLevelGame.subject($0) },
    EventualCase("gma.interstitial.reloads-after-present-failure", InterstitialReaction.reload) {
      LateLevelGame.subject($0)
    },
    EventualCase("gma.interstitial.recovers-after-load-failure", InterstitialReaction.reload, allowance: .seconds(60)) {
      LateLevelGame.subject($0)
    },
    EventualCase("gma.interstitial.shown-at-break", InterstitialReaction.show) { LateLevelGame.subject($0) },
    EventualCase("gma.interstitial.skips-when-not-ready", InterstitialReaction.carryOn) { LateLevelGame.subject($0) },
    EventualCase("gma.rewarded.reloads-after-dismiss", RewardedReaction.reload) { LateCoinGame.subject($0) },
    EventualCase("gma.rewarded.reloads-after-present-failure", RewardedReaction.reload) { LateCoinGame.subject($0) },
    EventualCase("gma.rewarded.recovers-after-load-failure", RewardedReaction.reload, allowance: .seconds(60)) {
      LateCoinGame.subject($0)
    },
    EventualCase("gma.rewarded.rewards-whatever-the-order", RewardedReaction.grant) { LateCoinGame.subject($0) },
    EventualCase("gma.rewarded-interstitial.reloads-after-dismiss", RewardedReaction.reload) {
      LateBonusRound.subject($0)
    },
    EventualCase("gma.rewarded-interstitial.reloads-after-present-failure", RewardedReaction.reload) {
      LateBonusRound.subject($0)
    },
    EventualCase(
      "gma.rewarded-interstitial.recovers-after-load-failure", RewardedReaction.reload, allowance: .seconds(60)
    ) {
      LateBonusRound.subject($0)
    },
    EventualCase("gma.rewarded-interstitial.rewards-whatever-the-order", RewardedReaction.grant) {
      LateBonusRound.subject($0)
    },
    EventualCase("gma.consent.updates-every-launch", ConsentReaction.update) { LateConsentGame.subject($0) },
    EventualCase("gma.consent.privacy-options-entry-point", ConsentReaction.offerPrivacy) {
      LateConsentGame.subject($0)
    },
    EventualCase("gma.consent.loads-after-consent", ConsentReaction.load) { LateConsentGame.subject($0) },
    EventualCase("gma.banner.reloads-after-rotation", GoogleBannerReaction.reload) {
      LateGoogleBannerScreen.subject($0)
    },
    EventualCase("gma.native.released-with-screen", NativeReaction.release) { LateNativeScreen.subject($0) },
    EventualCase("gma.banner.pauses-while-screen-presented", GoogleBannerReaction.pause) {
      LateGoogleBannerScreen.subject($0)
    },
    EventualCase("gma.banner.resumes-after-screen-dismissed", GoogleBannerReaction.resume) {
      LateGoogleBannerScreen.subject($0)
    },
  ]

  /// Rules that wait through a window only to let the layout settle after a rotation,
  /// with the reaction they wait for.
  ///
  /// A layout that comes after the window leaves a bottom banner below the landscape
  /// screen: never misplaced and never over the content, only absent. Such a rule reports
  /// unverified (no loaded banner on screen), as it should, so only the inside half of
  /// the table applies to it.
  static let settlingOnly: [EventualCase] = [
    EventualCase("iad.banner.placed-at-edge", BannerReaction.layout) { LateBannerScreen.subject($0) },
    EventualCase("iad.banner.content-not-covered", BannerReaction.layout) { LateBannerScreen.subject($0) },
    EventualCase("gma.banner.not-covering-content", GoogleBannerReaction.layout) {
      LateGoogleBannerScreen.subject($0)
    },
  ]

  /// Rules whose explanation mentions a window but that are not in ``cases``, and why.
  static let exceptions: [String: String] = [
    "iad.interstitial.no-modal-on-load": """
    It forbids a presentation outside a natural break; the screen window only widens \
    what counts as at the break (a game that shows a card before its ad), so nothing is \
    owed after a trigger.
    """,
    "iad.banner.hidden-until-loaded": """
    The window it names is the UIWindow ("in the window, not hidden"); the rule forbids a \
    banner on screen before its first ad for any length of time, so it has no obligation \
    to wait for.
    """,
    "iad.banner.created-when-displayed": """
    The window it names is the UIWindow a banner enters; the bound from creation to \
    display is one refresh interval (30 s), not an obligation window.
    """,
    "gma.interstitial.not-shown-on-load": """
    It forbids a presentation outside a natural break; the screen window only widens \
    what counts as at the break, so nothing is owed after a trigger.
    """,
    "gma.rewarded.no-reward-on-failed-present": """
    It forbids a reward after a failed presentation; the screen window is only how long \
    it watches for one, so nothing is owed after a trigger.
    """,
    "gma.rewarded-interstitial.no-reward-on-failed-present": """
    It forbids a reward after a failed presentation; the screen window is only how long \
    it watches for one.
    """,
    "gma.rewarded-interstitial.intro-before-ad": """
    The screen window is the least time the introduction must be up before the ad, a \
    minimum, not an obligation after a trigger.
    """,
    "iad.banner.placed-at-edge": settlingReason,
    "iad.banner.content-not-covered": settlingReason,
    "gma.banner.not-covering-content": settlingReason,
    "gma.native.minimum-size": nativeSettlingReason,
    "gma.native.video-media-view-size": nativeSettlingReason,
    "gma.native.attribution-shown": nativeSettlingReason,
    "gma.native.adchoices-not-covered": nativeSettlingReason,
    "gma.native.assets-match-ad": nativeSettlingReason,
    "gma.native.one-view-per-ad": nativeSettlingReason,
    "gma.native.text-not-truncated": nativeSettlingReason,
  ]

  static let nativeSettlingReason = """
    It states an invariant of a native ad on screen and lets the screen window pass before     judging it, for the layout to settle; nothing is owed after a trigger.
    """

  static let settlingReason = """
    It waits through the screen window only for the layout to settle after a rotation. A \
    layout after the window leaves the banner off the landscape screen, not misplaced, so \
    the rule rightly gives no verdict instead of a violation: see settlingOnly.
    """

  /// Cases where a client late in every reaction, each inside its window, does not pass,
  /// and why: a precondition the rule reads at once depends on another reaction that
  /// comes late, inside its own window.
  static let knownIssuesWhenAllLate: [String: String] = [:]

  /// Rules in the table whose explanation does not state the window they wait through,
  /// though Rule.Window's documentation says every rule does.
  static let knownIssuesUnstatedWindow: [String: String] = [:]

  @Test("A client late in every reaction, each inside its window, passes", arguments: cases)
  func everyReactionLateInside(_ eventual: EventualCase) async throws {
    let report = try await Self.run(eventual, eventual.subject(Self.inside, Self.inside))
    if let issue = Self.knownIssuesWhenAllLate[eventual.testDescription] {
      withKnownIssue(Comment(rawValue: issue)) {
        #expect(report.status == .pass, "\(report.text)")
      }
    } else {
      #expect(report.status == .pass, "\(report.text)")
    }
  }

  @Test("A client late only in the reaction the rule judges, inside its window, passes", arguments: cases)
  func judgedReactionLateInside(_ eventual: EventualCase) async throws {
    let report = try await Self.run(eventual, eventual.subject(Self.inside, 0))
    #expect(report.status == .pass, "\(report.text)")
  }

  @Test("A client that acts after the window breaks the rule, and the message names the window", arguments: cases)
  func judgedReactionLateAfter(_ eventual: EventualCase) async throws {
    let rule = try #require(Catalogue.rule(withID: eventual.rule))
    let report = try await Self.run(eventual, eventual.subject(Self.after, 0))
    #expect(report.status == (rule.severity == .must ? .fail : .warn), "\(report.text)")
    #expect(report.message.contains(eventual.windowText), "\(report.text)")
  }

  @Test(
    "A rule that lets the layout settle passes a client whose layout comes late inside the window",
    arguments: settlingOnly)
  func settlingInside(_ eventual: EventualCase) async throws {
    for (judged, others) in [(Self.inside, Self.inside), (Self.inside, 0)] {
      let report = try await Self.run(eventual, eventual.subject(judged, others))
      #expect(report.status == .pass, "\(report.text)")
    }
  }

  @Test(
    "A layout after the window leaves the banner off screen, and the rule gives no verdict", arguments: settlingOnly)
  func settlingAfter(_ eventual: EventualCase) async throws {
    let report = try await Self.run(eventual, eventual.subject(Self.after, 0))
    #expect(report.status == .unverified, "\(report.text)")
    #expect(report.message.contains("no loaded banner was on screen in landscape"), "\(report.text)")
  }

  @Test("The table names every rule whose explanation mentions a window")
  func tableIsComplete() {
    let covered = Set(Self.cases.map(\.rule))
    let mentioning = Catalogue.all.filter { $0.explanation.localizedCaseInsensitiveContains("window") }.map(\.id)
    let missing = mentioning.filter { !covered.contains($0) && Self.exceptions[$0] == nil }
    #expect(missing.isEmpty, "rules that mention a window but are neither in the table nor excepted: \(missing)")
    #expect(covered.isDisjoint(with: Self.exceptions.keys), "a rule is both in the table and excepted")
    let ids = Set(Catalogue.all.map(\.id))
    let unknown = covered.union(Self.exceptions.keys).subtracting(ids)
    #expect(unknown.isEmpty, "unknown rules: \(unknown.sorted())")
  }

  @Test("Every rule in the table states, in its explanation, the window the table gives it")
  func tableRulesStateTheirWindow() throws {
    for eventual in Self.cases {
      let rule = try #require(Catalogue.rule(withID: eventual.rule))
      let states = rule.explanation.contains("\(eventual.reactionWindow.name) window (")
      if let issue = Self.knownIssuesUnstatedWindow[eventual.rule] {
        withKnownIssue(Comment(rawValue: issue)) {
          #expect(states, "\(eventual.rule) does not name the \(eventual.reactionWindow): \(rule.explanation)")
        }
      } else {
        #expect(states, "\(eventual.rule) does not name the \(eventual.reactionWindow): \(rule.explanation)")
      }
    }
  }

  static func run(_ eventual: EventualCase, _ subject: Subject) async throws -> Report {
    let rule = try #require(Catalogue.rule(withID: eventual.rule))
    return await rule.run(against: subject)
  }
}
