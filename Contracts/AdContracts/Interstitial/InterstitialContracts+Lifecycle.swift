import AdSimulation
import FakeiAd

extension InterstitialContracts {
  /// The app presents only an ad that has loaded.
  static let presentsOnlyLoaded = Contract(
    "iad.interstitial.presents-only-loaded", .must,
    title: "The app presents an ad only once it has loaded.",
    guide: presentingSection,
    explanation: """
      Presenting an ad whose isLoaded is false throws on a device. The check reaches a \
      transition while the ad is still loading (it fills after 10 s), then another once it \
      has loaded; no present call may find the ad unloaded.
      """,
    fix: "check ad.isLoaded (or wait for interstitialAdDidLoad) before present(from:) or present(in:).",
    basis: .init(
      .must, .sample, section: InterstitialContracts.presentingSection, word: nil,
      sentence: "An ad can be presented after it has loaded its content; the modal listing checks loaded before presenting.",
      note: "No word of obligation; graded MUST because presenting an ad that has not loaded raises an exception in the SDK (ADInterstitialAd's header).")
  ) { (run: InterstitialRun) in
    guard run.hasTransition else { return .unverified(InterstitialRun.needsTransition) }
    await run.perform(.respond(.fill(after: .seconds(10))), .advance(.seconds(1)))
    let early = run.now
    await run.perform(.transition)
    let loading = run.ads.first { !$0.isLoaded }?.traceName
    await run.perform(.advance(.seconds(10)), .transition)
    // The rule's property (InterstitialMonitors.presentsOnlyLoaded) judges the run.
    guard let loading else {
      return .unmet(.transitionWhileLoading, "the app held no ad object still loading at the transition at \(early) s")
    }
    let presented = run.simulation.trace.events.first {
      $0.object == loading && ($0.name == .adPresentedModally || $0.name == .presentInAccepted)
    }
    return .pass(
      "\(loading) was still loading at the transition at \(early) s and was not presented"
        + (presented.map { "; it was presented at \($0.time) s, once loaded" } ?? ""))
  }

  /// A transition with no loaded ad goes on without one.
  static let skipsWhenNotLoaded = Contract(
    "iad.interstitial.skips-when-not-loaded", .should,
    title: "A transition with no loaded ad goes on without an ad.",
    guide: presentingSection,
    explanation: """
      An ad may not be there when the app reaches a break; the user should not have to \
      wait for one. The check reaches a transition while no ad has loaded (none ever \
      does) and reads the contentProgress probe: it must have moved on within the screen \
      window (2 s).
      """,
    fix: "at a transition, show the ad if isLoaded is true, and otherwise carry on to the next content at once.",
    basis: .init(
      .should, .sample, section: InterstitialContracts.creatingSection, word: "may be useful",
      sentence: "Reading loaded at a transition helps when the ad is optional: the game example shows the ad if it has loaded and otherwise starts the next match without one.",
      note: "A worked example offered as something that may help, with no word of obligation: advice.")
  ) { (run: InterstitialRun) in
    guard run.hasTransition else { return .unverified(InterstitialRun.needsTransition) }
    guard let before = run.contentProgress() else {
      return .unverified(
        "the subject has no contentProgress probe. Pass `contentProgress:` to Subject.interstitialScreen with a number that grows as the user moves on (a round, a page).")
    }
    await run.perform(.advance(.seconds(5)))
    let reached = run.now
    await run.perform(.transition)
    let moved = await run.waitUntil(outlasting: .screen) { (run.contentProgress() ?? before) > before }
    let after = run.contentProgress() ?? before
    // The rule's property (InterstitialMonitors.skipsWhenNotLoaded) judges the run.
    return .pass(
      "at the transition at \(reached) s, with no ad loaded, the app went from step \(before) to \(after) by \(moved ?? run.now) s")
  }

  /// After it unloads, the ad object is released and never used again.
  ///
  /// Exploration also watches this over any run (`InterstitialMonitors.releasedAfterUnload`):
  /// every ad that unloads, whenever it does, must be released within the same window.
  static let releasedAfterUnload = Contract(
    "iad.interstitial.released-after-unload", .must,
    title: "After interstitialAdDidUnload the ad object is released and never used again.",
    guide: expirySection,
    explanation: """
      An ad object loads one ad; once its content unloads it is spent. The check lets a \
      loaded ad expire (its lifetime is 600 s in these scenarios) and decides by \
      deallocation: the simulation holds the object weakly, and it must be gone within \
      the release window (2 s) of interstitialAdDidUnload, not kept until the next break. \
      Any call on it after the unload also fails the rule.
      """,
    fix: "in interstitialAdDidUnload(_:), set the delegate to nil and drop every reference to the ad (make a new one for the next ad).",
    basis: .init(
      .must, section: InterstitialContracts.expirySection, word: "must",
      sentence: "Releasing the ad object is the least the app has to do once the object unloads its content.",
      note: "The chapter also calls releasing a spent ad object \"required\" and says \"must\" in its programming model.")
  ) { (run: InterstitialRun) in
    await run.loadAd()
    guard let name = run.createdAds.first?.object else {
      return .unmet(.adMade, "the app made no ADInterstitialAd in its first 3 s")
    }
    guard run.events(named: .interstitialAdDidLoad).contains(where: { $0.object == name }) else {
      return .unmet(.adLoaded, "\(name) had not loaded 3 s after it was made")
    }
    let lifetimeAndASecond = InterstitialRun.adLifetime + .seconds(1)
    guard let end = await run.advanceUntilEnd(of: name, within: lifetimeAndASecond) else {
      return .unmet(.adEnded, "\(name) never unloaded in \(lifetimeAndASecond.shortText)")
    }
    _ = await run.waitUntil(.release) { run.simulation.isReleased(name) }
    await run.perform(.advance(.seconds(5)), .transition)
    // The rule's property (InterstitialMonitors.releasedAfterUnload) judges the run: the
    // release and any use after the unload.
    return .pass(run.release(of: name, after: end))
  }

  /// After a failure, the ad object is released and the error is not shown to the user.
  static let releasedAfterFailure = Contract(
    "iad.interstitial.released-after-failure", .must,
    title: "After a failure the ad object is released and the error is kept from the user.",
    guide: errorSection,
    explanation: """
      interstitialAd(_:didFailWithError:) ends the ad object; no unload callback follows. \
      The check fails the load with serverFailure (1) and decides by deallocation: the \
      object must be gone within the release window (2 s) of the failure, and no alert may \
      come on screen.
      """,
    fix: "in interstitialAd(_:didFailWithError:), log the error if you like, set the delegate to nil, drop the ad, and show the user nothing.",
    basis: .init(
      .must, section: InterstitialContracts.errorSection, word: "minimum response",
      sentence: "On an error, releasing the ad object is the least the app does, and the app is advised not to show the error to the user.",
      note: "Releasing is the named minimum, and an error unloads the ad, which the chapter says must be released; keeping the error from the user is only \"should not\".")
  ) { (run: InterstitialRun) in
    await run.perform(.respond(.fail(ADError.Code.serverFailure.rawValue)), .advance(.seconds(1)))
    guard let name = run.createdAds.first?.object else {
      return .unmet(.adMade, "the app made no ADInterstitialAd in its first second")
    }
    guard let end = run.endEvent(of: name) else {
      return .unmet(.adEnded, "\(name) did not fail: the scripted failure answered another request")
    }
    _ = await run.waitUntil(.release) { run.simulation.isReleased(name) }
    await run.perform(.advance(.seconds(5)), .transition)
    // An alert anywhere in this scenario can only be about the failure; on any run the
    // property judges the alerts that come with a failure or quote its error.
    if let alert = run.simulation.trace.events.first(where: { $0.name == .alertShown }) {
      return .fail(
        expected: "the ad's error kept from the user", actual: "the app showed an alert \(alert.detail) at \(alert.time) s", at: alert)
    }
    // The rule's property (InterstitialMonitors.releasedAfterFailure) judges the release.
    return .pass(run.release(of: name, after: end))
  }

  /// Only one ad object is loading or loaded at a time.
  static let oneAtATime = Contract(
    "iad.interstitial.one-at-a-time", .must,
    title: "The app keeps one ad object at a time.",
    guide: creatingSection,
    explanation: """
      An ad's expiry counts from its load, so a pool of ads made together expires before \
      it can be shown. Through loads, transitions and an expiry, the check counts the ad \
      objects that exist and have neither unloaded nor failed: never more than one. A new \
      ad made inside the old one's unload or failure callback is not a second one.
      """,
    fix: "make the next ad object only after the current one has unloaded or failed.",
    basis: .init(
      .must, section: InterstitialContracts.creatingSection, word: "Don't",
      sentence: "Making several ad objects together, as a ready pool, is ruled out: expiry counts from each load, so some would expire before they could be shown.")
  ) { (run: InterstitialRun) in
    await run.perform(
      .respond(.fill(after: .seconds(2))), .respond(.fill(after: .seconds(2))),
      .respond(.fill(after: .seconds(2))), .advance(.seconds(3)), .transition, .closeAd,
      .advance(.seconds(5)), .transition, .advance(.seconds(700)))
    // The rule's property (InterstitialMonitors.oneAtATime) judges the run.
    var open: [String] = []
    var spans: [String] = []
    for event in run.simulation.trace.events {
      if event.kind == .created, event.object.hasPrefix("ADInterstitialAd") {
        open.append(event.object)
      } else if InterstitialRun.endCallbacks.contains(event.name) || event.name == .released {
        if open.contains(event.object) { spans.append("\(event.object) until \(event.time) s") }
        open.removeAll { $0 == event.object }
      }
    }
    let made = run.createdAds
    guard !made.isEmpty else { return .unmet(.adMade, "the app made no ADInterstitialAd") }
    return .pass(
      "\(made.count) ad objects, one at a time: \((spans + open.map { "\($0) to the end" }).joined(separator: ", "))")
  }

  /// No full-screen ad on a phone.
  ///
  /// Phones show full-screen iAd ads from iOS 7; the rule does not apply to an app that
  /// targets iOS 7 or later.
  static let padOnly = Contract(
    "iad.interstitial.pad-only", .must,
    title: "The app makes full-screen ads only on an iPad.",
    guide: iPadSection,
    explanation: """
      ADInterstitialAd exists for the iPad; on a phone of the guide's time, creating one \
      throws. The check runs the screen on a phone through transitions: the app must make \
      no ADInterstitialAd there. It does not apply to an app that targets iOS 7 or later, \
      where phones show full-screen ads too.
      """,
    fix: "create the ad only when UIDevice.current.userInterfaceIdiom == .pad.",
    idiom: .phone,
    basis: .init(
      .must, .fact, section: InterstitialContracts.iPadSection, word: "may",
      sentence: "Full-screen ads are available on iPad only; the app may use them when the interface idiom is the pad.",
      note: "The permission is given for the iPad alone, and the SDK of the time raises an exception when one is made on an iPhone, so there is no allowed use elsewhere.")
  ) { (run: InterstitialRun) in
    let version = run.simulation.device.systemVersion
    guard version < 7 else {
      return .notApplicable("the app targets iOS \(version), where phones show full-screen ads too.")
    }
    guard run.hasTransition else { return .unverified(InterstitialRun.needsTransition) }
    await run.perform(.advance(.seconds(3)), .transition, .transition)
    // The rule's property (InterstitialMonitors.padOnly) judges the run.
    return .pass("on a phone the app made no ADInterstitialAd through its start and \(run.transitions) transitions")
  }
}
