import AdSimulation
import FakeGoogleMobileAds

/// A stage for a rewarded Google format: a ``GoogleFullScreenRun`` whose app grants a
/// reward the harness can read.
@MainActor
protocol GoogleRewardRun: GoogleFullScreenRun {
  /// How much reward the app has granted so far, or `nil` without the subject's probe.
  func rewardsGranted() -> Int?
  /// Why a reward rule cannot judge a subject without the probe, naming the argument.
  var needsRewardsProbe: String { get }
  /// Waits until the app offers the user the moment (its Watch button), when the subject
  /// says when it does; the rewards are counted from there.
  func waitForOffer() async
}

extension GoogleRewardRun {
  /// The moment is the harness's: nothing to wait for.
  func waitForOffer() async {}
}

/// The reward checks the rewarded formats share: a reward only from the earn handler,
/// never for a dismissal alone or a failed presentation, whatever the order of the
/// callbacks.
@MainActor
enum GoogleRewardChecks {
  /// How long the scenarios' first ad takes to load.
  static let latency: Duration = .seconds(3)
  /// How long the scenarios wait before the user asks to watch.
  static let askAfter: Duration = latency + .seconds(7)
  /// How long the scenarios' video runs.
  static let videoLength: Duration = .seconds(30)

  /// Loads an ad, lets the user ask to watch under the order, and returns the rewards
  /// granted before and the presentation, or why the scenario could not go on.
  ///
  /// An app that loads its next ad only when the user goes on (Play again, a new game, the
  /// next break), or whose first level began before consent allowed a request, is given
  /// that: the moment comes once, which starts its load, and again once the ad could have
  /// loaded.
  static func watch(
    _ run: some GoogleRewardRun, order: GoogleRewardBehaviour.Order
  ) async -> Result<(before: Int, shown: Trace.Event), Unmet> {
    GoogleRewardBehaviour.set(.init(videoLength: videoLength, order: order), in: run.simulation)
    guard var before = run.rewardsGranted() else { return .failure(Unmet(.unverified(run.needsRewardsProbe))) }
    var start = run.lastSequence
    await run.perform(run.fill(after: latency), .advance(askAfter))
    let holdsAd = {
      run.loadedAds.contains(where: { $0.sequence > start }) || run.presentations.count < run.loadedAds.count
    }
    if !holdsAd(), run.ownEvents(named: run.loadCall, after: start).isEmpty {
      let ask = run.lastSequence
      await run.reachAdMoment()
      // An app that loads at the moment and shows what arrived there has had its round.
      if let shown = run.ownEvents(named: .adWillPresentFullScreenContent, after: ask).first {
        return .success((before, shown))
      }
      before = run.rewardsGranted() ?? before
      await run.perform(.advance(askAfter))
      start = ask
    }
    guard holdsAd() else {
      return .failure(Unmet(.unmet(.adLoaded, "no ad loaded in the \(askAfter.shortText) before \(run.adMomentText)")))
    }
    // What the app paid before the moment (a game's own prize at its end) is not the
    // ad's reward: the count is taken as the user reaches the moment.
    await run.waitForOffer()
    before = run.rewardsGranted() ?? before
    await run.reachAdMoment()
    guard let shown = run.ownEvents(named: .adWillPresentFullScreenContent, after: start).first else {
      return .failure(
        Unmet(GoogleFullScreenChecks.noAdShown(run, .adShown, "the app showed no ad at \(run.adMomentText)")))
    }
    return .success((before, shown))
  }

  /// Why a reward scenario stopped, as the outcome to report.
  struct Unmet: Error {
    let outcome: Rule.Outcome
    init(_ outcome: Rule.Outcome) { self.outcome = outcome }
  }

  /// The user closes the video early, under every order: no reward.
  static func noRewardWithoutEarning(_ run: some GoogleRewardRun) async -> Rule.Outcome {
    var rounds: [String] = []
    for order in GoogleRewardBehaviour.Order.allCases {
      let watched: (before: Int, shown: Trace.Event)
      switch await watch(run, order: order) {
      case .success(let value): watched = value
      case .failure(let unmet): return unmet.outcome
      }
      await run.perform(.advance(.seconds(10)), .closeAd, .advance(Rule.Window.screen.duration))
      // The rule's property judges the run.
      rounds.append(
        "\(order.rawValue): \(watched.shown.object) closed early, the rewards went from \(watched.before) to \(run.rewardsGranted() ?? watched.before)"
      )
      // The next round on a fresh ad, under the next order.
      await run.perform(.advance(.seconds(10)))
    }
    return .pass("the user closed the video early under every order (\(rounds.joined(separator: "; ")))")
  }

  /// The orders in which the dismissal comes before the reward: in the same turn, and in a
  /// later one after the app's deferred work. Each is a witness of its own.
  nonisolated static let dismissalFirst: [GoogleRewardBehaviour.Order] = [.dismissThenEarn, .dismissThenEarnLater]

  /// The user watches to the end of a fresh ad, the dismissal before the reward, in the
  /// order of the rule's witness (the same turn, or after the app's deferred work): the
  /// reward comes. Each order plays in a run of its own, so an app that offers its reward
  /// once (a button per article, a prize per level) shows both.
  static func rewardsWhateverTheOrder(_ run: some GoogleRewardRun) async -> Rule.Outcome {
    let order = dismissalFirst[Rule.witness % dismissalFirst.count]
    let start = run.lastSequence
    let watched: (before: Int, shown: Trace.Event)
    switch await watch(run, order: order) {
    case .success(let value): watched = value
    case .failure(let unmet):
      guard case .unverified(let why) = unmet.outcome else { return unmet.outcome }
      return .unverified("for \(order.rawValue), \(why)")
    }
    await run.perform(.advance(videoLength + .seconds(5)), .closeAd, .advance(.zero))
    guard let earned = run.ownEvents(named: .userDidEarnReward, after: start).first else {
      return .unmet(.adShown, "the SDK never ran an earn handler (the app presented without one)")
    }
    let granted = await run.waitUntil(Rule.Window.screen) { [unowned run] in
      (run.rewardsGranted() ?? 0) > watched.before
    }
    await run.perform(.advance(.seconds(10)))
    // The rule's property judges the run.
    return .pass(
      "\(order.rawValue): the earn handler ran at \(earned.time) s and "
        + (granted.map { "the reward was granted at \($0) s" } ?? "the rewards stayed at \(watched.before)"))
  }

  /// The presentation fails in a mediation adapter: no reward.
  static func noRewardOnFailedPresent(_ run: some GoogleRewardRun) async -> Rule.Outcome {
    guard var before = run.rewardsGranted() else { return .unverified(run.needsRewardsProbe) }
    // The failure is arranged before the ad loads: an app whose own clock brings its break
    // may present as soon as its countdown ends, before the harness would reach the moment.
    GoogleFullScreenBehaviour.failNextPresentation(in: run.simulation)
    let start = run.lastSequence
    await run.perform(run.fill(after: latency), .advance(askAfter))
    if run.ownEvents(named: .adDidFailToPresentFullScreenContentWithError, after: start).isEmpty {
      await run.waitForOffer()
      before = run.rewardsGranted() ?? before
      await run.reachAdMoment()
    }
    guard let failure = run.ownEvents(named: .adDidFailToPresentFullScreenContentWithError, after: start).first else {
      return GoogleFullScreenChecks.noAdShown(
        run, .presentAttempted, "the app never tried to present the loaded ad at \(run.adMomentText)")
    }
    await run.perform(.advance(Rule.Window.screen.duration))
    // The rule's property judges the run.
    return .pass(
      "the presentation failed at \(failure.time) s and the rewards went from \(before) to \(run.rewardsGranted() ?? before)"
    )
  }
}
