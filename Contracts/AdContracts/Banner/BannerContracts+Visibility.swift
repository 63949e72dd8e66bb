import AdSimulation
import FakeUIKit
import FakeiAd

extension BannerContracts {
  /// A banner is never on screen before its first ad arrives.
  static let hiddenUntilLoaded = Contract(
    "iad.banner.hidden-until-loaded", .must,
    title: "The banner stays off screen until its first ad loads.",
    guide: loadsSection,
    explanation: """
      An empty banner is wasted space and the SDK reports it with error 5 \
      (bannerVisibleWithoutContent). The check watches every banner from its creation to \
      its first bannerViewDidLoadAd, which comes after 5 s: being in the view hierarchy is \
      fine, being visible on screen (in the window, not hidden, alpha above 0, frame \
      meeting the screen) is not, for any length of time. It needs a banner made and its \
      first ad loaded; otherwise it reports unverified.
      """,
    fix: "add or move the banner on screen in bannerViewDidLoadAd(_:), and keep it hidden or off screen until then.",
    basis: .init(
      .must, section: BannerContracts.loadsSection, word: "should never",
      sentence: "A banner with no ad in it is not to be on view at any time.",
      note: "\"Never\" makes it a prohibition without exception (the Russian edition reads никогда не должно, never must), and the SDK itself reports a visible empty banner as error 5.")
  ) { (run: BannerRun) in
    await run.perform(.respond(.fill(after: .seconds(5))), .advance(.seconds(4)))
    await run.perform(.advance(.seconds(2)))
    // The rule's property (BannerMonitors.hiddenUntilLoaded) judges the run.
    guard let created = run.createdBanners.first else {
      return .unmet(.bannerMade, "the app made no ADBannerView in 6 s")
    }
    guard let loaded = run.events(named: .bannerViewDidLoadAd).first(where: { $0.object == created.object }) else {
      return .unmet(.adLoaded, "\(created.object) got no ad in 6 s")
    }
    let shown = run.events(named: .bannerShown).first { $0.object == created.object }
    return .pass(
      "\(created.object) off screen from its creation at \(created.time) s until bannerViewDidLoadAd at \(loaded.time) s"
        + (shown.map { ", shown at \($0.time) s" } ?? ""))
  }

  /// A banner with an ad is on screen while its screen is up.
  static let shownWhenLoaded = Contract(
    "iad.banner.shown-when-loaded", .should,
    title: "The banner comes on screen when an ad loads while its screen is up.",
    guide: loadsSection,
    explanation: """
      bannerViewDidLoadAd is the signal to show the banner; an ad that loads and is never \
      seen earns nothing. The check loads an ad while the banner's screen is showing and \
      gives the app the screen window (2 s, room for an animation) to bring a loaded \
      banner on screen.
      """,
    fix: "in bannerViewDidLoadAd(_:), add the banner to the screen's view and move it inside the screen's bounds.",
    basis: .init(
      .should, section: BannerContracts.loadsSection, word: "should",
      sentence: "Rather than leave an empty box, the app is advised to bring the banner into view once an ad is there and to take it away while there is none.",
      note: "The chapter's opening \"must\" only asks the app to respond when an ad loads; for what that response is, showing the banner, the guide's word is \"should\".")
  ) { (run: BannerRun) in
    await run.perform(.respond(.fill(after: .seconds(2))))
    guard let loaded = await run.waitForEvent(after: 0, within: .seconds(30), where: { $0.name == .bannerViewDidLoadAd }) else {
      return run.createdBanners.isEmpty
        ? .unmet(.bannerMade, "the app made no ADBannerView in 30 s")
        : .unmet(.adLoaded, "no banner got an ad in 30 s")
    }
    // The rule's property (BannerMonitors.shownWhenLoaded) judges the run.
    let shown = await run.observeLoadedBannerOnScreen(after: loaded)
    guard case .pass(let observed) = shown, run.loadedBannerOnScreen != nil, run.devices.rotates else { return shown }
    await run.perform(.rotate(.landscape))
    if let back = await run.waitUntil(outlasting: .screen, { run.loadedBannerOnScreen != nil }) {
      return .pass("\(observed); after the rotation to landscape it was on screen at \(back) s")
    }
    return .pass("\(observed); after the rotation to landscape none was on screen by \(run.now) s")
  }

  /// A banner that loses its ad leaves the screen.
  static let hiddenAfterFailure = Contract(
    "iad.banner.hidden-after-failure", .must,
    title: "The banner leaves the screen when it fails to receive an ad.",
    guide: errorSection,
    explanation: """
      After bannerView(_:didFailToReceiveAdWithError:) the banner has nothing to show; left \
      visible, it is an empty box and the SDK reports error 5 twelve seconds later. The \
      check shows an ad, lets the next refresh fail with inventoryUnavailable (3) while \
      the banner is on screen, and watches the whole exposure that follows: the banner \
      must be off screen within the screen window (2 s) of the failure callback. Hiding \
      it only when error 5 arrives is too late. It needs the banner on screen when the \
      load fails; otherwise it reports unverified.
      """,
    fix: "hide or move the banner off screen in bannerView(_:didFailToReceiveAdWithError:).",
    basis: .init(
      .must, section: BannerContracts.errorSection, word: "must",
      sentence: "Once the banner reports that it failed to get an ad, the app has to hide it.")
  ) { (run: BannerRun) in
    await run.perform(
      .respond(.fill(after: BannerRun.latency)),
      .respond(.fail(ADError.Code.inventoryUnavailable.rawValue)),
      // The ad, the failing refresh, the grace before error 5, and the window after it.
      .advance(BannerRun.latency + ADBannerView.refreshInterval + ADBannerView.visibleWithoutContentGrace + Window.screen.duration))
    // The rule's property (BannerMonitors.hiddenAfterFailure) judges the run.
    guard let failure = run.failures.first(where: { $0.wasOnScreen && !$0.isVisibleWithoutContent }) else {
      return .unmet(.failureWhileShown, "no load failed while a banner was on screen")
    }
    let hidden = run.events(named: .bannerHidden).first { $0.object == failure.event.object && $0.sequence > failure.event.sequence }
    let when = hidden.map { "off screen at \($0.time) s" } ?? "never visible empty"
    return .pass("\(failure.event.object) failed at \(failure.event.time) s while on screen and was \(when)")
  }

  /// A banner hidden after a failure comes back when a later load succeeds.
  static let recoversAfterFailure = Contract(
    "iad.banner.recovers-after-failure", .should,
    title: "The banner comes back on screen when a load succeeds after a failure.",
    guide: errorSection,
    explanation: """
      The banner keeps requesting after a failure, so a hidden banner gets new ads. A \
      client that gives up after the first error loses every later ad. The check loads, \
      fails, then loads again, and gives the app the screen window (2 s) from the new \
      bannerViewDidLoadAd to have a loaded banner on screen. A client that releases the \
      banner after its failure, so that no later ad can arrive, fails.
      """,
    fix: "show the banner again in bannerViewDidLoadAd(_:) whenever it is hidden, not only the first time.",
    basis: .init(
      .should, .fact, section: BannerContracts.errorSection, word: nil,
      sentence: "The banner goes on asking for ads after an error, so handling both the load and the failure callbacks keeps the banner on view exactly while it has an ad.",
      note: "A stated fact with no word of obligation; showing the banner again is the showing the guide grades \"should\" when an ad loads.")
  ) { (run: BannerRun) in
    await run.perform(
      .respond(.fill(after: BannerRun.latency)),
      .respond(.fail(ADError.Code.inventoryUnavailable.rawValue)),
      .respond(.fill(after: BannerRun.latency)),
      // The ad, the failing refresh, then the refresh that loads again.
      .advance(BannerRun.latency + ADBannerView.refreshInterval + BannerRun.nextAnswer))
    guard let failure = run.failures.first(where: { !$0.isVisibleWithoutContent }) else {
      return .unmet(.loadFailed, "no banner's load failed in 64 s")
    }
    // The rule's property (BannerMonitors.recoversAfterFailure) judges the run: a banner
    // released after its failure with none left to get an ad, and the banner's return.
    guard let reload = run.events(named: .bannerViewDidLoadAd, after: failure.event.sequence).first else {
      if let gone = run.events(named: .released, after: failure.event.sequence).first(where: { $0.object == failure.event.object }) {
        return .pass("the app released \(failure.event.object) at \(gone.time) s, after its load failed at \(failure.event.time) s, and no ad loaded after it")
      }
      return .unmet(.adLoaded, "no ad loaded after the failure at \(failure.event.time) s")
    }
    return await run.observeLoadedBannerOnScreen(after: reload)
  }

  /// A banner sits at the top or the bottom edge of the screen.
  static let placedAtEdge = Contract(
    "iad.banner.placed-at-edge", .should,
    title: "The banner sits at the top or bottom edge of the screen.",
    guide: "\(practicesSection) (banner chapter, Russian edition: placement)",
    explanation: """
      At an edge the banner stands apart from the app's content and is rarely tapped by \
      accident. The check shows an ad and looks at every banner on screen, in each \
      orientation the app supports (after a rotation, once the screen window of 2 s has \
      let the layout settle): its frame must start at the top edge (the top of the screen, \
      or right under the 20-point status bar or a navigation bar shown above it) or end at \
      the screen's bottom. It needs a loaded banner on screen; otherwise it reports \
      unverified.
      """,
    fix: "position the banner with its top right under the status or navigation bar, or its bottom at the screen's height, in both orientations.",
    basis: .init(
      .should, section: "\(BannerContracts.practicesSection) (Russian edition)", word: "должны",
      gloss: "should; qualified by \"whenever possible\" in a best-practices list",
      sentence: "Where it can, a banner goes at the top or bottom of the screen, so that it stands apart from the app's content and is not tapped by mistake.",
      note: "The Russian word serves for both must and should; the qualifier and the best-practices list make it advice.")
  ) { (run: BannerRun) in
    guard await run.showAd() != nil else {
      return .unmet(.bannerOnScreen, "no loaded banner came on screen after bannerViewDidLoadAd")
    }
    // The rule's property (BannerMonitors.placedAtEdge) judges the run.
    var seen: [String] = []
    for orientation in run.orientations {
      if orientation != run.simulation.device.orientation { await run.perform(.rotate(orientation)) }
      _ = await run.waitUntil(outlasting: .screen) { misplacedBanner(run) == nil && run.loadedBannerOnScreen != nil }
      guard let banner = run.loadedBannerOnScreen else {
        return .unmet(.bannerOnScreen, "no loaded banner was on screen in \(orientation.rawValue)")
      }
      seen.append("at \(banner.frameInWindow.timelineText) in \(orientation.rawValue)")
    }
    return .pass("the banner sat at an edge: \(seen.joined(separator: ", "))")
  }

  /// The first banner on screen with an ad that sits at neither the top nor the bottom
  /// edge of the screen.
  @MainActor
  static func misplacedBanner(_ run: BannerRun) -> ADBannerView? {
    let screen = UIScreen.main.bounds
    return run.bannersOnScreen.first { banner in
      guard banner.isBannerLoaded else { return false }
      let frame = banner.frameInWindow
      return !topEdges(above: banner).contains(frame.minY) && frame.maxY != screen.maxY
    }
  }

  /// Where the top edge is for a banner: the screen's top, the bottom of the status bar,
  /// and the bottom of any navigation bar shown above the banner's screen.
  @MainActor
  static func topEdges(above banner: UIView) -> Set<Double> {
    var edges: Set<Double> = [UIScreen.main.bounds.minY, UIApplication.shared.statusBarFrame.maxY]
    var ancestor = banner.superview
    while let view = ancestor {
      for case let bar as UINavigationBar in view.subviews where !bar.isHidden {
        edges.insert(bar.frameInWindow.maxY)
      }
      ancestor = view.superview
    }
    return edges
  }

  /// No visible view of the app lies under or over the banner.
  static let contentNotCovered = Contract(
    "iad.banner.content-not-covered", .should,
    title: "The banner does not cover the app's content.",
    guide: "Banner View Concepts › Creating a Banner View",
    explanation: """
      The banner takes its own part of the screen; content under it cannot be seen or \
      tapped. The check shows an ad and looks at every visible view of the screen that is \
      neither an ancestor nor a subview of the banner (or only at the subject's \
      contentViews, when it names them), in each orientation the app \
      supports (after the screen window of 2 s for the layout), and fails if one overlaps \
      a banner on screen. It needs a loaded banner on screen; otherwise it reports \
      unverified.
      """,
    fix: "shrink or move the content view so it ends where the banner begins, in viewDidLayoutSubviews() and when the banner shows or hides.",
    basis: .init(
      .should, .sample, section: "Banner View Concepts", word: nil,
      sentence: "The app gives the banner a part of its screen of its own; the Russian edition's Listing 2-2 shortens the content frame by the banner's height when an ad shows.",
      note: "Only a description and a listing, with no word of obligation: graded as advice.")
  ) { (run: BannerRun) in
    guard await run.showAd() != nil else {
      return .unmet(.bannerOnScreen, "no loaded banner came on screen after bannerViewDidLoadAd")
    }
    // The rule's property (BannerMonitors.contentNotCovered) judges the run.
    var checked = 0
    for orientation in run.orientations {
      if orientation != run.simulation.device.orientation { await run.perform(.rotate(orientation)) }
      _ = await run.waitUntil(outlasting: .screen) { overlap(run) == nil && run.loadedBannerOnScreen != nil }
      guard let banner = run.loadedBannerOnScreen, let window = banner.window else {
        return .unmet(.bannerOnScreen, "no loaded banner was on screen in \(orientation.rawValue)")
      }
      checked += ContentOverlap.candidates(for: banner, in: window, contentViews: nil).count
    }
    return .pass(
      "no visible view overlapped the banner in \(run.devices.orientationsText) (\(checked) views checked)")
  }

  /// The first view of the app's content that overlaps a banner on screen with an ad, with
  /// the banner.
  @MainActor
  static func overlap(_ run: BannerRun) -> (UIView, ADBannerView)? {
    ContentOverlap.first(among: run.bannersOnScreen.filter(\.isBannerLoaded), contentViews: run.contentViews())
      .map { ($0.view, $0.banner) }
  }
}
