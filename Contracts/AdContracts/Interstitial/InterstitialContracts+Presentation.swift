import AdSimulation
import FakeUIKit
import FakeiAd
import Foundation

extension InterstitialContracts {
  static func pagesOnly(_ run: InterstitialRun) -> Contract.Outcome? {
    run.setup.presentation == .page
      ? nil : .notApplicable("the client presents its ads modally, not in a view of its own.")
  }

  /// Loads an ad and runs transitions until it is presented in a view; returns the ad.
  @MainActor
  static func presentAsPage(_ run: InterstitialRun) async -> ADInterstitialAd? {
    await run.loadAd()
    for _ in 0..<3 {
      await run.perform(.transition)
      _ = await run.waitUntil(.screen) { run.ads.contains { $0.hostView != nil } }
      if let ad = run.ads.first(where: { $0.hostView != nil }) { return ad }
      await run.perform(.advance(.seconds(5)))
    }
    return nil
  }

  static let notPresented = "the client never presented a loaded ad in a view"

  /// The host view fits the screen, also after a rotation.
  static let hostViewGeometry = Contract(
    "iad.interstitial.host-view-geometry", .must,
    title: "The view hosting an ad is as wide as the screen and nearly as tall, also after a rotation.",
    guide: presentingSection,
    explanation: """
      present(in:) accepts a view in a view controller's hierarchy that is as wide as the \
      screen, no taller, and at most 113 points shorter; otherwise it returns false and the \
      page stays empty. The check presents an ad as a page, rotates to landscape and back, \
      and, within the screen window (2 s) of each rotation, holds the host view to that \
      rule for the screen of the new orientation (an app that supports one orientation is \
      not rotated).
      """,
    fix: "size the ad's page to the screen in viewDidLayoutSubviews() (or willRotate(to:duration:)), and check present(in:)'s result.",
    basis: .init(
      .must, section: InterstitialContracts.presentingSection, word: "must",
      sentence: "A view hosting a page ad has to be in a view controller's hierarchy, exactly as wide as the screen, no taller than it and at most 113 points shorter, and resized when the orientation changes.")
  ) { (run: InterstitialRun) in
    if let notPages = pagesOnly(run) { return notPages }
    guard run.hasTransition else { return .unverified(InterstitialRun.needsTransition) }
    // The rule's property (InterstitialMonitors.hostViewGeometry) judges the run: every
    // host view present(in:) refused, and the host view's fit after each rotation.
    guard let ad = await presentAsPage(run) else { return .unmet(.adPresented, notPresented) }
    guard run.devices.rotates else {
      return .pass("present(in:) accepted the host view in \(run.devices.orientationsText), the one orientation the app supports")
    }
    var seen: [String] = []
    for orientation in [Device.Orientation.landscape, .portrait] {
      await run.perform(.rotate(orientation))
      @MainActor func problem() -> String? {
        guard let host = ad.hostView, ad.isLoaded else { return nil }
        return ADInterstitialAd.hostProblem(host)
      }
      _ = await run.waitUntil(outlasting: .screen) { problem() == nil }
      seen.append("\(orientation.rawValue) \(ad.hostView?.frameInWindow.timelineText ?? "(gone)")")
    }
    return .pass("present(in:) accepted the host view, which fit the screen after each rotation: \(seen.joined(separator: ", "))")
  }

  /// The app leaves the ad's own view alone.
  static let hostViewUntouched = Contract(
    "iad.interstitial.host-view-untouched", .must,
    title: "The app leaves the ad's own view inside the host view alone.",
    guide: presentingSection,
    explanation: """
      present(in:) adds the ad's own view to the host view; the ad owns it. The check \
      presents an ad as a page, then rotates, sends a memory warning and turns pages: the \
      app must not move, resize, hide, fade or remove the ad's view (it may move or resize \
      the host view itself).
      """,
    fix: "lay out and remove only your own page view; never touch its subviews that the ad added.",
    basis: .init(
      .must, section: InterstitialContracts.presentingSection, word: "Do not",
      sentence: "The subview the ad puts into the host view belongs to the ad: the app leaves it unchanged and uncovered, though it may move the host view itself.")
  ) { (run: InterstitialRun) in
    if let notPages = pagesOnly(run) { return notPages }
    guard run.hasTransition else { return .unverified(InterstitialRun.needsTransition) }
    guard let ad = await presentAsPage(run) else { return .unmet(.adPresented, notPresented) }
    let presented = run.now
    // The rule's property (InterstitialMonitors.hostViewUntouched) judges the run.
    var steps: [Script.Step] = [.memoryWarning, .transition]
    if run.devices.rotates { steps = [.rotate(.landscape), .memoryWarning, .rotate(.portrait), .transition] }
    for step in steps { await run.perform(step) }
    return .pass(
      "\(ad.traceName)'s own view stayed as the ad left it from \(presented) s through \(run.devices.rotates ? "two rotations, " : "")a memory warning and a page turn")
  }

  /// After a page ad unloads, its page goes and the gap closes.
  static let pageRemovedAfterUnload = Contract(
    "iad.interstitial.page-removed-after-unload", .should,
    title: "After a page ad unloads, its page is removed and the pages close the gap.",
    guide: expirySection,
    explanation: """
      An unloaded ad leaves its page empty. The check presents an ad as a page, turns past \
      it, and lets it expire (600 s); within the screen window (2 s) of \
      interstitialAdDidUnload the host page must be out of its superview, and the pages \
      left there must sit edge to edge, with no empty slot.
      """,
    fix: "in interstitialAdDidUnload(_:), remove the ad's page from the list and move the following pages up by one.",
    basis: .init(
      .should, section: InterstitialContracts.expirySection, word: "might",
      sentence: "Beyond releasing the object, a modeless app might take away the page that hosted the ad and move the other pages to close the gap.",
      note: "Offered as an extra task the app may need, with an example; the testing checklist asks about it only as a question.")
  ) { (run: InterstitialRun) in
    if let notPages = pagesOnly(run) { return notPages }
    guard run.hasTransition else { return .unverified(InterstitialRun.needsTransition) }
    guard let ad = await presentAsPage(run), let host = ad.hostView, let container = host.superview else {
      return .unmet(.adPresented, notPresented)
    }
    let name = ad.traceName
    await run.perform(.transition)
    guard let end = await run.advanceUntilEnd(of: name, within: InterstitialRun.adLifetime) else {
      return .unmet(.adEnded, "\(name) never unloaded in 600 s")
    }
    let closed = await run.waitUntil(outlasting: .screen) {
      host.superview == nil && InterstitialMonitors.gap(in: container) == nil
    }
    // The rule's property (InterstitialMonitors.pageRemovedAfterUnload) judges the run.
    return .pass(
      closed.map {
        "\(name) unloaded at \(end.time) s and by \($0) s its page was gone and \(container.subviews.count) pages sat edge to edge"
      } ?? "\(name) unloaded at \(end.time) s and at \(run.now) s its page or a gap between the pages was still there")
  }
}
