import AdSimulation
import FakeiAd

extension InterstitialContracts {
  /// The app presents only an ad that has loaded.
  static let presentsOnlyLoaded = Contract(
    "interstitial.presents-only-loaded", .must,
    title: "The app presents an ad only once it has loaded.",
    guide: presentingSection,
    explanation: """
      Presenting an ad whose isLoaded is false throws on a device. The check reaches a \
      transition while the ad is still loading (it fills after 10 s), then another once it \
      has loaded; no present call may find the ad unloaded.
      """,
    fix: "check ad.isLoaded (or wait for interstitialAdDidLoad) before present(from:) or present(in:)."
  ) { (run: InterstitialRun) in
    guard run.hasTransition else { return .unverified(InterstitialRun.needsTransition) }
    await run.perform(
      .respond(.fill(after: .seconds(10))), .advance(.seconds(1)), .transition,
      .advance(.seconds(10)), .transition)
    if let misuse = run.simulation.trace.events(.misuse).first(where: { $0.detail.hasPrefix("the ad has not loaded") }) {
      return .fail(
        expected: "present only a loaded ad",
        actual: "the app called \(misuse.name) on \(misuse.object) at \(misuse.time) s, before it loaded")
    }
    return .pass
  }

  /// A transition with no loaded ad goes on without one.
  static let skipsWhenNotLoaded = Contract(
    "interstitial.skips-when-not-loaded", .should,
    title: "A transition with no loaded ad goes on without an ad.",
    guide: presentingSection,
    explanation: """
      An ad may not be there when the app reaches a break; the user should not have to \
      wait for one. The check reaches a transition while no ad has loaded (none ever \
      does) and reads the contentProgress probe: it must have moved on.
      """,
    fix: "at a transition, show the ad if isLoaded is true, and otherwise carry on to the next content at once."
  ) { (run: InterstitialRun) in
    guard run.hasTransition else { return .unverified(InterstitialRun.needsTransition) }
    guard let before = run.contentProgress() else {
      return .unverified(
        "the subject has no contentProgress probe. Pass `contentProgress:` to Subject.interstitialScreen with a number that grows as the user moves on (a round, a page).")
    }
    await run.perform(.advance(.seconds(5)), .transition)
    let after = run.contentProgress() ?? before
    if after > before { return .pass }
    return .fail(
      expected: "the transition to go on without an ad", actual: "the app stayed at step \(after), waiting for one")
  }

  /// After it unloads, the ad object is released and never used again.
  static let releasedAfterUnload = Contract(
    "interstitial.released-after-unload", .must,
    title: "After interstitialAdDidUnload the ad object is released and never used again.",
    guide: expirySection,
    explanation: """
      An ad object loads one ad; once its content unloads it is spent. The check lets a \
      loaded ad expire (its lifetime is 600 s in these scenarios) and decides by \
      deallocation: the simulation holds the object weakly, and it must be gone once the \
      app has settled. Any call on it after the unload also fails the rule.
      """,
    fix: "in interstitialAdDidUnload(_:), set the delegate to nil and drop every reference to the ad (make a new one for the next ad)."
  ) { (run: InterstitialRun) in
    await run.loadAd()
    guard let name = run.createdAds.first?.object else {
      return .fail(expected: "an ad object made and then released", actual: "the app made no ADInterstitialAd")
    }
    await run.perform(.advance(.seconds(601)), .advance(.seconds(5)), .transition)
    guard run.hasEnded(name) else { return .unverified("the ad never unloaded in the scenario.") }
    if let use = run.simulation.trace.events.first(where: { $0.object == name && $0.name == "used after it ended" }) {
      return .fail(
        expected: "\(name) never used after interstitialAdDidUnload",
        actual: "the app used \(use.detail) at \(use.time) s")
    }
    if run.simulation.isReleased(name) { return .pass }
    return .fail(
      expected: "\(name) released after interstitialAdDidUnload", actual: run.stillAlive(name))
  }

  /// After a failure, the ad object is released and the error is not shown to the user.
  static let releasedAfterFailure = Contract(
    "interstitial.released-after-failure", .must,
    title: "After a failure the ad object is released and the error is kept from the user.",
    guide: errorSection,
    explanation: """
      interstitialAd(_:didFailWithError:) ends the ad object; no unload callback follows. \
      The check fails the load with serverFailure (1) and decides by deallocation: the \
      object must be gone once the app has settled, and no alert may have come on screen.
      """,
    fix: "in interstitialAd(_:didFailWithError:), log the error if you like, set the delegate to nil, drop the ad, and show the user nothing."
  ) { (run: InterstitialRun) in
    await run.perform(.respond(.fail(ADError.Code.serverFailure.rawValue)), .advance(.seconds(1)))
    guard let name = run.createdAds.first?.object else {
      return .fail(expected: "an ad object made and then released", actual: "the app made no ADInterstitialAd")
    }
    await run.perform(.advance(.seconds(5)), .transition)
    if let alert = run.simulation.trace.events.first(where: { $0.name == "alert shown" }) {
      return .fail(
        expected: "the ad's error kept from the user", actual: "the app showed an alert \(alert.detail) at \(alert.time) s")
    }
    if run.simulation.isReleased(name) { return .pass }
    return .fail(
      expected: "\(name) released after interstitialAd(_:didFailWithError:)", actual: run.stillAlive(name))
  }

  /// Only one ad object is loading or loaded at a time.
  static let oneAtATime = Contract(
    "interstitial.one-at-a-time", .must,
    title: "The app keeps one ad object at a time.",
    guide: creatingSection,
    explanation: """
      An ad's expiry counts from its load, so a pool of ads made together expires before \
      it can be shown. Through loads, transitions and an expiry, the check counts the ad \
      objects that exist and have neither unloaded nor failed: never more than one. A new \
      ad made inside the old one's unload or failure callback is not a second one.
      """,
    fix: "make the next ad object only after the current one has unloaded or failed."
  ) { (run: InterstitialRun) in
    await run.perform(
      .respond(.fill(after: .seconds(2))), .respond(.fill(after: .seconds(2))),
      .respond(.fill(after: .seconds(2))), .advance(.seconds(3)), .transition, .closeAd,
      .advance(.seconds(5)), .transition, .advance(.seconds(700)))
    var open: [String] = []
    for event in run.simulation.trace.events {
      if event.kind == .created, event.object.hasPrefix("ADInterstitialAd") {
        open.append(event.object)
        if open.count > 1 {
          return .fail(
            expected: "one ad object at a time",
            actual: "\(open.joined(separator: " and ")) were both waiting for or holding an ad at \(event.time) s")
        }
      } else if InterstitialRun.endCallbacks.contains(event.name) || event.name == "released" {
        open.removeAll { $0 == event.object }
      }
    }
    return .pass
  }

  /// No full-screen ad on a phone.
  static let padOnly = Contract(
    "interstitial.pad-only", .must,
    title: "The app makes full-screen ads only on an iPad.",
    guide: iPadSection,
    explanation: """
      ADInterstitialAd exists for the iPad; on a phone of the guide's time, creating one \
      throws. The check runs the screen on a phone through transitions: the app must make \
      no ADInterstitialAd there.
      """,
    fix: "create the ad only when UIDevice.current.userInterfaceIdiom == .pad.",
    idiom: .phone
  ) { (run: InterstitialRun) in
    await run.perform(.advance(.seconds(3)), .transition, .transition)
    if let created = run.createdAds.first {
      return .fail(
        expected: "no full-screen ad on a phone", actual: "the app made \(created.object) at \(created.time) s")
    }
    return .pass
  }
}
