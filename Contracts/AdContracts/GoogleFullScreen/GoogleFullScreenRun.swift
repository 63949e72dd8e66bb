import AdSimulation
import FakeGoogleMobileAds
import FakeUIKit

/// A stage for any Google full-screen ad format, the way ``AdActionRun`` is for iAd's ads
/// with actions: what ``GoogleFullScreenChecks`` needs to judge the rules every format
/// shares.
///
/// Each format says how its app starts, when it shows an ad (an app open ad on the return
/// to the foreground, an interstitial at a natural break) and which calls it records; the
/// shared checks do the rest.
@MainActor
protocol GoogleFullScreenRun: Stage {
  /// The format's name in messages, such as `app open`.
  var formatName: String { get }
  /// The format's class as the trace names its objects, such as `GADAppOpenAd`; the
  /// checks read only the events of this format's ads, so an app that also shows another
  /// format is judged on this one.
  var adType: String { get }
  /// The test ad unit the format's scenarios answer.
  var unit: String { get }
  /// Every demo unit of the format Google has published; a scenario answers any of them.
  var demoUnits: Set<String> { get }
  /// The format's load call in the trace.
  var loadCall: Trace.Event.Name { get }
  /// The format's present call in the trace.
  var presentCall: Trace.Event.Name { get }
  /// The moment the app shows an ad, in words, such as `the return to the foreground`.
  var adMomentText: String { get }
  /// The step that brings the format's moment: `transition` for a break, `askToWatch`
  /// for a rewarded ad's ask.
  var momentStep: Script.Step { get }
  /// The events that mark the moment the app shows an ad: the moment step's, the app
  /// becoming active for app open ads.
  var momentNames: Set<Trace.Event.Name> { get }
  /// Follows a run's events as they are recorded and tells which mark the app's moment
  /// for an ad; by default, every event named in ``momentNames``.
  func momentTracker() -> GoogleFullScreenMoments

  /// Whether the subject says the client's time moves with the run (``Subject/Context/now``
  /// or its clock, or `Date()`, which a run moves on Linux), so an expiry check can be judged.
  var readsTimeFromContext: Bool { get }
  /// What ``provokeSecondShow()`` does, in words, such as `a resign and a return to active`.
  var secondShowText: String { get }

  /// Starts the app, as a user who sees the format's ads.
  func start() async
  /// Brings on the moment the app shows an ad, and waits the screen window for it to.
  ///
  /// - Returns: The event that marks the moment (the app becoming active again), or `nil`
  ///   when the run never reached it.
  @discardableResult
  func reachAdMoment() async -> Trace.Event?
  /// While an ad is up, does what would make a careless client show another: for app open
  /// ads, the app resigning and becoming active again.
  func provokeSecondShow() async
  /// Why the second show cannot come while an ad is up, or nil when it can.
  var secondShowUnreachable: String? { get }
  /// How long the app's own clock may take to bring its next break, for a subject whose
  /// breaks come from the app; `nil` when the script's `transition` step is the moment.
  var appBreaksWithin: Duration? { get }
  /// The user goes on from where the app stands after an ad (Play again, Next), when the
  /// subject says how; whether it did.
  func userCarriesOn() async -> Bool
  /// Whether the subject says how the user goes on after an ad.
  var canCarryOn: Bool { get }
  /// Whether the screen the run shows the app in is up, in its window.
  var isScreenUp: Bool { get }
  /// For an app that asks for its first ad only at its moment: runs that first moment,
  /// closes what it showed, and lets the next ad load; returns the sequence number after
  /// which the judged part of the run begins (0 when nothing needed priming).
  func primeFirstMoment() async -> Int
}

extension GoogleFullScreenRun {
  /// The format's moment is a natural break, the script's `transition` step.
  var momentStep: Script.Step { .transition }

  /// The events of the moment step.
  var momentNames: Set<Trace.Event.Name> { [momentStep.eventName] }

  /// Every event named in ``momentNames`` is a moment.
  func momentTracker() -> GoogleFullScreenMoments {
    let names = momentNames
    return GoogleFullScreenMoments(names: names) { names.contains($0.name) }
  }

  /// The app's own moments (a break, a return) come while an ad is up.
  var secondShowUnreachable: String? { nil }

  /// The format's moments come from the script.
  var appBreaksWithin: Duration? { nil }

  /// The subject gives no way to carry on.
  func userCarriesOn() async -> Bool { false }

  /// Whether the subject gives a way to carry on; none by default.
  var canCarryOn: Bool { false }

  /// Whether the screen the run shows the app in is up: a screen format's screen in its
  /// window. False for formats with no screen of their own (app open ads).
  var isScreenUp: Bool { false }

  /// Nothing to prime: the format's apps load before their moment.
  func primeFirstMoment() async -> Int { 0 }

  /// Lets the user carry on through the subject's hook: the timeline records it, then
  /// the hook runs on the screen; false without a hook or a screen.
  func carryOn(
    with hook: (@MainActor @Sendable (UIViewController) -> Void)?, on screen: UIViewController?
  ) async -> Bool {
    guard let hook, let screen else { return false }
    simulation.record(.observation, actor: .user, name: .userCarriesOn, detail: "the user goes on after the ad")
    hook(screen)
    await perform(.advance(.zero))
    return true
  }

  /// The longest a load takes in the scenarios of a subject whose breaks come from the
  /// app, so that its first break finds an ad.
  static var appBreakLatency: Duration { .seconds(1) }

  /// How long after a break ends the user of an app whose own clock brings its breaks
  /// carries on.
  static var userCarriesOnAfter: Duration { .seconds(1) }

  /// Why no second break can come over the ad, for a format whose breaks the user reaches
  /// on the app's own screen; `nil` when the subject declares they reach it under an ad.
  static func breakUnderAdUnreachable(unlessDeclared declared: Bool) -> String? {
    declared
      ? nil
      : "the user reaches a break only on the app's own screen, which the ad covers, so no second break can come"
        + " while it is up; the rule's monitor still watches every run (pass inputReachesAppUnderAd: true for an app"
        + " whose breaks also come from its own clock or a notification)"
  }

  /// Whether a break the user would reach on the app's own screen is out of reach now,
  /// under a full-screen ad; if so, the timeline says so and no break comes.
  func breakIsOutOfReach(unlessDeclared declared: Bool) -> Bool {
    guard !declared, simulation.googleFullScreenAdIsShowing else { return false }
    simulation.record(
      .observation, actor: .user, name: .breakOutOfReach,
      detail: "the ad covers the screen where the user reaches a break")
    return true
  }

  /// Lets the app's first tasks run: a screen is up from the stage's start.
  func start() async {
    await perform(.advance(.zero))
  }

  /// Runs the format's moment step (a break, an ask) and waits up to the duration for
  /// the app to present an ad or fail to.
  ///
  /// - Returns: The step's event.
  func runMomentStep(waiting duration: Duration) async -> Trace.Event? {
    let start = lastSequence
    await perform(momentStep)
    _ = await waitForEvent(after: start, within: duration) { [unowned self] in
      isOwn($0)
        && ($0.name == .adWillPresentFullScreenContent || $0.name == .adDidFailToPresentFullScreenContentWithError)
    }
    return events(named: momentStep.eventName, after: start).first
  }

  /// The most breaks the harness runs, one after another, to reach one where the app
  /// shows its ad: an app may show one at some breaks only (after every third article), as
  /// Google's guidance on frequency suggests.
  static var breaksToReachAnAd: Int { 3 }
  /// How long the user spends between two of those breaks.
  static var timeBetweenBreaks: Duration { .seconds(8) }

  /// Runs breaks until the app presents at one: while it holds a loaded ad it did not
  /// present, the next break comes, up to ``breaksToReachAnAd``.
  ///
  /// - Parameters:
  ///   - paced: Whether the user takes ``timeBetweenBreaks`` before each next break; an app
  ///     whose own clock brings its breaks takes its own time.
  ///   - nextBreak: Runs one break and waits for the app at it.
  /// - Returns: The break the app presented at, or else the first.
  func reachBreakShowingAd(paced: Bool, _ nextBreak: () async -> Trace.Event?) async -> Trace.Event? {
    var first: Trace.Event?
    for index in 0..<Self.breaksToReachAnAd {
      if index > 0, paced { await perform(.advance(Self.timeBetweenBreaks)) }
      let start = lastSequence
      guard let moment = await nextBreak() else { return first }
      first = first ?? moment
      if !ownEvents(named: presentCall, after: start).isEmpty { return moment }
      // A load the break started may bring an ad the app shows as it arrives (loading at
      // the break and presenting from the completion): the harness waits for that load.
      if let load = ownEvents(named: loadCall, after: start).first {
        _ = await waitForEvent(after: load.sequence, within: Rule.Window.request.duration) { [unowned self] in
          isOwn($0) && $0.name == .loadCompletion
        }
        _ = await waitForEvent(after: load.sequence, within: Rule.Window.screen.duration) { [unowned self] in
          isOwn($0) && $0.name == presentCall
        }
        if !ownEvents(named: presentCall, after: start).isEmpty { return moment }
      }
      let presented = Set(presentCalls.map(\.object))
      guard loadedAds.contains(where: { !presented.contains($0.object) }) else { return first }
    }
    return first
  }

  /// The script's answer to the next load: an ad after the latency, for the format's units;
  /// within a second when the app's own clock brings its breaks, so its first break finds
  /// the ad.
  func fill(after latency: Duration) -> Script.Step {
    let latency = appBreaksWithin == nil ? latency : min(latency, Self.appBreakLatency)
    return .respond(.fill(after: latency, adUnit: unit).answering(demoUnits))
  }

  /// For a subject whose breaks come from the app: the break it reached on its own since
  /// the sequence number, if it presented there already; otherwise the user carries on
  /// (the script's `transition` step) and the harness waits up to the allowance for the
  /// app's clock to bring a break and present, or fail to.
  ///
  /// - Returns: The present call of the break the app reached, or the `transition` step's
  ///   event when the app presented nothing in the allowance.
  func reachAppBreak(after consumed: Int, within allowance: Duration) async -> Trace.Event? {
    if let call = ownEvents(named: presentCall, after: consumed).first { return call }
    let start = lastSequence
    await perform(.transition)
    let call = await waitForEvent(after: start, within: allowance) { [unowned self] in
      isOwn($0) && $0.name == presentCall
    }
    // The callbacks of the present call come in its turn.
    await perform(.advance(.zero))
    return call ?? events(named: Script.Step.transition.eventName, after: start).first
  }

  /// The script's answer to the next load: noFill (1) after the latency.
  func noFill(after latency: Duration) -> Script.Step {
    .respond(.fail(GADErrorCode.noFill.rawValue, after: latency, adUnit: unit).answering(demoUnits))
  }

  /// Whether the event is about this format: its load calls and failed loads name the
  /// class, its ads are the class's numbered objects.
  func isOwn(_ event: Trace.Event) -> Bool {
    // The type's name alone or followed by `#`, with no new string made: monitors ask
    // this of every event.
    guard event.object.hasPrefix(adType) else { return false }
    let object = event.object.utf8
    let rest = object.index(object.startIndex, offsetBy: adType.utf8.count)
    return rest == object.endIndex || object[rest] == UInt8(ascii: "#")
  }

  /// This format's events with the name, recorded after the sequence number.
  func ownEvents(named name: Trace.Event.Name, after start: Int = 0) -> [Trace.Event] {
    events(named: name, after: start).filter(isOwn)
  }

  /// The calls that started a load.
  var loadCalls: [Trace.Event] { ownEvents(named: loadCall) }

  /// The calls that tried to present an ad.
  var presentCalls: [Trace.Event] { ownEvents(named: presentCall) }

  /// The presentations that succeeded.
  var presentations: [Trace.Event] { ownEvents(named: .adWillPresentFullScreenContent) }

  /// The load completions, successful or not.
  var loadCompletions: [Trace.Event] { ownEvents(named: .loadCompletion) }

  /// The load completions that brought an ad.
  var loadedAds: [Trace.Event] { loadCompletions.filter { $0.flag("loaded") == true } }

  /// Waits until the request window after the trigger has passed for a load call after the
  /// sequence number, and says when it came, or that the run went on through the window;
  /// the rule's property judges whether the load was owed.
  ///
  /// - Parameters:
  ///   - start: Loads after this sequence number count.
  ///   - trigger: The event the window counts from, for the message.
  ///   - what: The trigger in words, such as `adDidDismissFullScreenContent`.
  func awaitLoad(after start: Int, since trigger: Trace.Event, what: String) async -> Rule.Outcome {
    let window = Rule.Window.request.duration
    let name = loadCall
    // The user carries on (Play again, Next) a second after the trigger, as the app's flow
    // asks, when the subject says how (an app whose own clock brings its breaks carries on
    // through the `transition` step); the load that comes with it is its next load.
    if appBreaksWithin != nil || canCarryOn {
      await perform(.advance(max(.zero, Self.userCarriesOnAfter - trigger.time.duration(to: now))))
      if appBreaksWithin != nil { await perform(.transition) } else { _ = await userCarriesOn() }
    }
    // The window counts from the trigger, however long the run took to reach it.
    let remaining = max(.zero, window - trigger.time.duration(to: now))
    if let load = await waitForEvent(
      after: start, within: remaining, where: { [unowned self] in $0.name == name && isOwn($0) })
    {
      let delay = trigger.time < load.time ? ", \(trigger.time.duration(to: load.time).shortText) after it" : ""
      return .pass("\(what) came at \(trigger.time) s and the app started a load at \(load.time) s\(delay)")
    }
    // The rule's property judges whether a load was owed in the window.
    await runPastWindow()
    return .pass("\(what) came at \(trigger.time) s and the run went on for the \(window.shortText) after it")
  }
}
