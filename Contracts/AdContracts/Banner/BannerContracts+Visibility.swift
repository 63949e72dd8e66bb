import AdSimulation
import FakeUIKit
import FakeiAd

extension BannerContracts {
  /// A banner is never on screen before its first ad arrives.
  static let hiddenUntilLoaded = Contract(
    "banner.hidden-until-loaded", .must,
    title: "The banner stays off screen until its first ad loads.",
    guide: loadsSection,
    explanation: """
      An empty banner is wasted space and the SDK reports it with error 5 \
      (bannerVisibleWithoutContent). The check watches every banner from its creation to \
      its first bannerViewDidLoadAd: being in the view hierarchy is fine, being visible on \
      screen (in the window, not hidden, alpha above 0, frame meeting the screen) is not.
      """,
    fix: "add or move the banner on screen in bannerViewDidLoadAd(_:), and keep it hidden or off screen until then."
  ) { (run: BannerRun) in
    await run.perform(.respond(.fill(after: .seconds(5))), .advance(.seconds(4)))
    await run.perform(.advance(.seconds(2)))
    guard let exposure = run.blankExposures.first(where: { !$0.afterLoad }) else { return .pass }
    return .fail(
      expected: "the banner off screen until bannerViewDidLoadAd",
      actual: "\(exposure.banner) was visible at \(exposure.frame.timelineText) from \(exposure.since) s, before any ad loaded")
  }

  /// A banner with an ad is on screen while its screen is up.
  static let shownWhenLoaded = Contract(
    "banner.shown-when-loaded", .should,
    title: "The banner comes on screen when an ad loads while its screen is up.",
    guide: loadsSection,
    explanation: """
      bannerViewDidLoadAd is the signal to show the banner; an ad that loads and is never \
      seen earns nothing. The check loads an ad while the banner's screen is showing and \
      expects a loaded banner on screen once the app has settled.
      """,
    fix: "in bannerViewDidLoadAd(_:), add the banner to the screen's view and move it inside the screen's bounds."
  ) { (run: BannerRun) in
    await run.loadAd()
    return run.expectLoadedBannerOnScreen(after: "bannerViewDidLoadAd")
  }

  /// A banner that loses its ad leaves the screen.
  static let hiddenAfterFailure = Contract(
    "banner.hidden-after-failure", .must,
    title: "The banner leaves the screen when it fails to receive an ad.",
    guide: errorSection,
    explanation: """
      After bannerView(_:didFailToReceiveAdWithError:) the banner has nothing to show; left \
      visible, it is an empty box and the SDK reports error 5 twelve seconds later. The \
      check loads an ad, lets the next refresh fail with inventoryUnavailable (3), and \
      expects the banner off screen before the SDK's grace period ends.
      """,
    fix: "hide or move the banner off screen in bannerView(_:didFailToReceiveAdWithError:)."
  ) { (run: BannerRun) in
    await run.perform(
      .respond(.fill(after: .seconds(2))), .respond(.fail(3)), .advance(.seconds(44)))
    guard let exposure = run.blankExposures.first(where: { $0.afterLoad && $0.ended == nil }) else {
      return .pass
    }
    return .fail(
      expected: "the banner off screen after bannerView(_:didFailToReceiveAdWithError:)",
      actual: "it stayed visible at \(exposure.frame.timelineText) for \(exposure.since.duration(to: run.now).shortText)")
  }

  /// A banner hidden after a failure comes back when a later load succeeds.
  static let recoversAfterFailure = Contract(
    "banner.recovers-after-failure", .should,
    title: "The banner comes back on screen when a load succeeds after a failure.",
    guide: errorSection,
    explanation: """
      The banner keeps requesting after a failure, so a hidden banner gets new ads. A \
      client that gives up after the first error loses every later ad. The check loads, \
      fails, then loads again, and expects a loaded banner on screen at the end.
      """,
    fix: "show the banner again in bannerViewDidLoadAd(_:) whenever it is hidden, not only the first time."
  ) { (run: BannerRun) in
    await run.perform(
      .respond(.fill(after: .seconds(2))), .respond(.fail(3)), .respond(.fill(after: .seconds(2))),
      .advance(.seconds(70)))
    return run.expectLoadedBannerOnScreen(after: "a new bannerViewDidLoadAd")
  }

  /// A banner sits at the top or the bottom edge of the screen.
  static let placedAtEdge = Contract(
    "banner.placed-at-edge", .should,
    title: "The banner sits at the top or bottom edge of the screen.",
    guide: "\(practicesSection) (banner chapter, Russian edition: placement)",
    explanation: """
      At an edge the banner stands apart from the app's content and is rarely tapped by \
      accident. The check looks at every banner on screen after an ad loads, in portrait \
      and in landscape: its frame must touch y = 0 or the screen's bottom.
      """,
    fix: "position the banner with its top at 0 or its bottom at the screen's height, in both orientations."
  ) { (run: BannerRun) in
    await run.loadAd()
    for orientation in [Device.Orientation.portrait, .landscape] {
      if orientation == .landscape { await run.perform(.rotate(.landscape)) }
      let screen = UIScreen.main.bounds
      for banner in run.bannersOnScreen {
        let frame = banner.frameInWindow
        if frame.minY != screen.minY && frame.maxY != screen.maxY {
          return .fail(
            expected: "the banner at the top or bottom edge of the screen in \(orientation.rawValue)",
            actual: "it was at \(frame.timelineText) on a \(Int(screen.width))×\(Int(screen.height)) screen")
        }
      }
    }
    return .pass
  }

  /// No visible view of the app lies under or over the banner.
  static let contentNotCovered = Contract(
    "banner.content-not-covered", .should,
    title: "The banner does not cover the app's content.",
    guide: "Banner View Concepts › Creating a Banner View",
    explanation: """
      The banner takes its own part of the screen; content under it cannot be seen or \
      tapped. The check looks at every visible view of the screen that is neither an \
      ancestor nor a subview of the banner, in portrait and landscape, and fails if one \
      overlaps a banner on screen.
      """,
    fix: "shrink or move the content view so it ends where the banner begins, in viewDidLayoutSubviews() and when the banner shows or hides."
  ) { (run: BannerRun) in
    await run.loadAd()
    for orientation in [Device.Orientation.portrait, .landscape] {
      if orientation == .landscape { await run.perform(.rotate(.landscape)) }
      for banner in run.bannersOnScreen {
        let frame = banner.frameInWindow
        guard let window = banner.window else { continue }
        for view in visibleViews(in: window) where !banner.isDescendant(of: view) && !view.isDescendant(of: banner) {
          let overlap = view.frameInWindow.intersection(frame)
          if !overlap.isNull && overlap.width > 0 && overlap.height > 0 {
            return .fail(
              expected: "the app's content clear of the banner in \(orientation.rawValue)",
              actual: "\(String(describing: type(of: view))) at \(view.frameInWindow.timelineText) overlaps the banner at \(frame.timelineText)")
          }
        }
      }
    }
    return .pass
  }

  @MainActor
  private static func visibleViews(in root: UIView) -> [UIView] {
    var result: [UIView] = []
    var stack = root.subviews
    while let view = stack.popLast() {
      guard view.isOnScreen else { continue }
      result.append(view)
      stack += view.subviews
    }
    return result
  }
}
