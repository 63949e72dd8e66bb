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
    fix: "keep the loaded ad and call present(from:) only from the code that handles a break, such as the end of a round.",
    basis: .init(
      .should, section: InterstitialContracts.creatingSection, word: "should not",
      sentence: "The did-load callback is not the place to put up a modal ad at once, since that breaks into whatever the user was doing.")
  ) { (run: InterstitialRun) in
    guard run.setup.presentation == .modal else {
      return .notApplicable("the client presents its ads as pages, not modally.")
    }
    await run.loadAd()
    await run.perform(.advance(.seconds(30)), .transition, .advance(Window.screen.duration), .closeAd)
    // The rule's property (InterstitialMonitors.noModalOnLoad) judges the run.
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
    fix: "in interstitialAdDidUnload(_:), release the old ad and create a new ADInterstitialAd with its delegate set.",
    basis: .init(
      .should, section: InterstitialContracts.expirySection, word: "might",
      sentence: "After an unload, a modal app might create its next ad object right away, to have one ready for the following break.",
      note: "The programming model's \"must create a new ad object\" for each new ad forbids reusing objects; when to make the next one is left as an example.")
  ) { (run: InterstitialRun) in
    await run.loadAd()
    guard let first = run.createdAds.first else {
      return .unmet(.adMade, "the app made no ADInterstitialAd in its first 3 s")
    }
    guard let end = await run.advanceUntilEnd(of: first.object, within: InterstitialRun.adLifetime) else {
      return .unmet(.adEnded, "\(first.object) never unloaded in 600 s")
    }
    let next = await run.waitForEvent(after: end.sequence, outlasting: .request) {
      $0.kind == .created && $0.object.hasPrefix("ADInterstitialAd")
    }
    // The rule's property (InterstitialMonitors.nextAdAfterUnload) judges the run.
    return .pass(
      "\(first.object) unloaded at \(end.time) s and "
        + (next.map { "the app made \($0.object) at \($0.time) s" } ?? "the app had made no new ad by \(run.now) s"))
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
    fix: "present the loaded ad at the next break instead of holding it back.",
    basis: .init(
      .should, .fact, section: "Testing iAd Applications › Testing Checklist", word: nil,
      sentence: "The checklist asks whether full-screen ads expire before the user sees them; Creating an Ad Object warns that pooled ads can expire unseen.",
      note: "A checklist question and a stated risk, with no word of obligation: advice.")
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
    guard let end = run.endEvent(of: ad) else {
      return .unmet(.adEnded, "\(ad) was neither presented nor unloaded through \(run.transitions) transitions")
    }
    // The rule's property (InterstitialMonitors.presentedBeforeExpiry) judges the run.
    return .pass("\(ad) was held through \(run.transitions) transitions until it unloaded at \(end.time) s")
  }
}
