import AdSimulation
import FakeiAd

extension InterstitialContracts {
  /// A modal ad is presented at a transition, not the moment it loads.
  static let noModalOnLoad = Contract(
    "iad.interstitial.no-modal-on-load", .should,
    title: "A modal ad is presented at a natural break, not the moment it loads.",
    guide: presentingSection,
    explanation: """
      A modal ad that pops up when it happens to load interrupts whatever the user is \
      doing. The check loads an ad with no transition pending, then runs a transition: \
      every present(from:) must happen at a transition, while its code runs or within the \
      screen window (2 s) after it. For clients that present ads as pages it is not \
      applicable.
      """,
    fix: "keep the loaded ad and call present(from:) only from the code that handles a break, such as the end of a round."
  ) { (run: InterstitialRun) in
    guard run.setup.presentation == .modal else {
      return .notApplicable("the client presents its ads as pages, not modally.")
    }
    await run.loadAd()
    await run.perform(.advance(.seconds(30)), .transition, .advance(Window.screen.duration), .closeAd)
    if let call = run.events(named: .presentFrom).first(where: { !run.isDuringTransition($0) }) {
      return .fail(
        expected: "the modal ad presented at a transition",
        actual: "the app presented \(call.object) at \(call.time) s, outside any transition", at: call)
    }
    guard let loaded = run.events(named: .interstitialAdDidLoad).first else {
      return .unmet(.adLoaded, "no ad loaded in the 33 s before the transition")
    }
    let calls = run.events(named: .presentFrom)
    return .pass(
      "\(loaded.object) loaded at \(loaded.time) s and "
        + (calls.first.map { "was presented at the transition at \($0.time) s" } ?? "was not presented outside a transition"))
  }

  /// After an ad unloads the app makes the next one.
  static let nextAdAfterUnload = Contract(
    "iad.interstitial.next-ad-after-unload", .should,
    title: "After an ad unloads, the app makes the next ad object.",
    guide: expirySection,
    explanation: """
      An ad object holds one ad, so the next break needs a new object, made early enough \
      to load. The check lets a loaded ad expire unseen (after 600 s); within the request \
      window (10 s) of the unload the app must make a new ADInterstitialAd (an ad made \
      earlier, such as a spare, does not count).
      """,
    fix: "in interstitialAdDidUnload(_:), release the old ad and create a new ADInterstitialAd with its delegate set."
  ) { (run: InterstitialRun) in
    await run.loadAd()
    guard let first = run.createdAds.first else {
      return .unmet(.adMade, "the app made no ADInterstitialAd in its first 3 s")
    }
    guard let end = await run.advanceUntilEnd(of: first.object, within: InterstitialRun.adLifetime) else {
      return .unmet(.adEnded, "\(first.object) never unloaded in 600 s")
    }
    if let next = await run.waitForEvent(after: end.sequence, within: .request, where: {
      $0.kind == .created && $0.object.hasPrefix("ADInterstitialAd")
    }) {
      return .pass("\(first.object) unloaded at \(end.time) s and the app made \(next.object) at \(next.time) s")
    }
    return .fail(
      expected: "a new ad object within \(Window.request.duration.shortText) of \(first.object) unloading",
      actual: "the app made none", at: run.lastEvent())
  }

  /// A loaded ad is shown before its content expires.
  static let presentedBeforeExpiry = Contract(
    "iad.interstitial.presented-before-expiry", .should,
    title: "A loaded ad is presented before its content expires.",
    guide: expirySection,
    explanation: """
      An ad that expires unseen earns nothing. With a transition every minute after the ad \
      loads, the check expects the ad presented (present(from:) or a successful \
      present(in:)) before it unloads by expiry 600 s after loading.
      """,
    fix: "present the loaded ad at the next break instead of holding it back."
  ) { (run: InterstitialRun) in
    guard run.hasTransition else { return .unverified(InterstitialRun.needsTransition) }
    await run.loadAd()
    guard let ad = run.createdAds.first?.object else {
      return .unmet(.adMade, "the app made no ADInterstitialAd in its first 3 s")
    }
    guard run.events(named: .interstitialAdDidLoad).contains(where: { $0.object == ad }) else {
      return .unmet(.adLoaded, "\(ad) had not loaded 3 s after it was made")
    }
    for _ in 0..<11 {
      await run.perform(.advance(.seconds(60)), .transition)
      if let shown = run.simulation.trace.events.first(where: {
        $0.object == ad && ($0.name == .adPresentedModally || $0.name == .presentInAccepted)
      }) {
        return .pass("\(ad) was presented at \(shown.time) s, before its content expired")
      }
      if run.hasEnded(ad) { break }
    }
    return .fail(
      expected: "the loaded ad presented before its content expired",
      actual: "\(ad) went unseen through \(run.transitions) transitions", at: run.endEvent(of: ad) ?? run.lastEvent())

  }
}
