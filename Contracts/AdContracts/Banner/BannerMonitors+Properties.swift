import AdSimulation
import FakeUIKit
import FakeiAd

/// The iAd banner's properties of size, placement, showing and lifetime, judged over any
/// run. A banner's layout may take the screen window to settle (after a rotation, a
/// load, a move between screens); a state that lasts longer breaks the rule.
extension BannerMonitors {
  /// Whether the user is looking at an ad screen: the app active, no ad covering it.
  @MainActor
  static func isViewingAdScreen(_ run: BannerRun) -> Bool {
    run.topAdScreen != nil && !run.isActionInProgress && UIApplication.shared.applicationState == .active
  }

  /// In an app that rotates, every standard banner in the window has the size of the
  /// device's orientation (before iOS 6: its content size identifier, also among the
  /// required ones; from iOS 6: a frame inside the screen).
  static let sizeFollowsOrientation = Contract.Monitor { (run: BannerRun) in
    .lasting(
      longerThan: Window.screen.duration, on: run,
      applies: { run.devices.rotates && run.banners.contains { $0.isInWindow && $0.adType == .banner } }
    ) {
      let standard = run.banners.filter { $0.isInWindow && $0.adType == .banner }
      let orientation = run.simulation.device.orientation
      if run.simulation.device.systemVersion >= 6 {
        let screen = UIScreen.main.bounds
        guard let banner = standard.first(where: { !screen.contains($0.frameInWindow) }) else { return nil }
        return Contract.Violation(
          expected: "every banner inside the \(Int(screen.width))×\(Int(screen.height)) screen in \(orientation.rawValue)",
          actual: "\(banner.traceName) was at \(banner.frameInWindow.timelineText)", at: run.lastEvent())
      }
      let accepted =
        orientation == .landscape
        ? [ADBannerContentSizeIdentifierLandscape, ADBannerContentSizeIdentifier480x32]
        : [ADBannerContentSizeIdentifierPortrait, ADBannerContentSizeIdentifier320x50]
      for banner in standard {
        let current = banner.currentContentSizeIdentifier ?? ""
        if !accepted.contains(current) {
          return Contract.Violation(
            expected: "\(banner.traceName).currentContentSizeIdentifier \(orientation.rawValue) in \(orientation.rawValue)",
            actual: "it was \(ADBannerView.shortName(of: current))", at: run.lastEvent())
        }
        if !banner.requiredIdentifiers.contains(current) {
          return Contract.Violation(
            expected: "the \(orientation.rawValue) identifier in requiredContentSizeIdentifiers",
            actual: "the required set was \(banner.requiredIdentifiers.map(ADBannerView.shortName(of:)).sorted())",
            at: run.requiredSizesEvent(of: banner) ?? run.lastEvent())
        }
      }
      return nil
    }
  }

  /// Before iOS 6, a standard banner requires no size of an orientation the app does not
  /// support: that size is never shown and only narrows the inventory.
  static let requiredSizesMinimal = Contract.Monitor { (run: BannerRun) in
    let judged = run.simulation.device.systemVersion < 6
    let supported = Set(run.orientations.map(\.rawValue))
    return .lasting(longerThan: .zero, on: run, applies: { judged && run.banners.contains { $0.adType == .banner } }) {
      for banner in run.banners where banner.adType == .banner {
        let unused = banner.requiredIdentifiers.map(ADBannerView.shortName(of:)).filter { !supported.contains($0) }
        guard unused.isEmpty else {
          return Contract.Violation(
            expected: "only the sizes the app shows in requiredContentSizeIdentifiers",
            actual: "\(banner.traceName) also required \(unused.sorted().joined(separator: ", ")), for an orientation the app does not support",
            at: run.requiredSizesEvent(of: banner))
        }
      }
      return nil
    }
  }

  /// While the user is on an ad screen, a banner of that screen that has an ad is on
  /// screen.
  static let shownWhenLoaded = Contract.Monitor { (run: BannerRun) in
    .lasting(longerThan: Window.screen.duration, on: run, applies: { isViewingAdScreen(run) }) {
      guard let screen = run.topAdScreen?.view, run.loadedBannerOnScreen == nil,
        let banner = run.banners.first(where: { $0.isBannerLoaded && $0.isDescendant(of: screen) })
      else { return nil }
      return Contract.Violation(
        expected: "\(banner.traceName), which has an ad, on screen within \(Window.screen.duration.shortText)",
        actual: "\(BannerRun.whyOffScreen(banner)) at \(run.now) s", at: run.lastEvent())
    }
  }

  /// Every banner on screen with an ad sits at the top or the bottom edge of the screen.
  static let placedAtEdge = Contract.Monitor { (run: BannerRun) in
    .lasting(longerThan: Window.screen.duration, on: run, applies: { run.loadedBannerOnScreen != nil }) {
      guard let banner = BannerContracts.misplacedBanner(run), banner.isBannerLoaded else { return nil }
      let screen = UIScreen.main.bounds
      return Contract.Violation(
        expected: "the banner at the top edge (under the status or navigation bar) or the bottom edge of the screen",
        actual: "it was at \(banner.frameInWindow.timelineText) on a \(Int(screen.width))×\(Int(screen.height)) screen",
        at: run.lastEvent())
    }
  }

  /// No visible view of the app overlaps a banner on screen with an ad.
  static let contentNotCovered = Contract.Monitor { (run: BannerRun) in
    .lasting(longerThan: Window.screen.duration, on: run, applies: { run.loadedBannerOnScreen != nil }) {
      guard let (view, banner) = BannerContracts.overlap(run), banner.isBannerLoaded else { return nil }
      let hint = run.setup.contentViews == nil ? " (if it is a backdrop, not content, name the content views with `contentViews:`)" : ""
      return Contract.Violation(
        expected: "the app's content clear of the banner",
        actual: "\(String(describing: type(of: view))) at \(view.frameInWindow.timelineText) overlaps the banner at \(banner.frameInWindow.timelineText)\(hint)",
        at: run.lastEvent())
    }
  }

  /// While the user stays on a screen without ads, every banner out of the window is out
  /// of its superview with its delegate cleared, within a minute.
  static let detachedWhenUnused = Contract.Monitor { (run: BannerRun) in
    .lasting(
      longerThan: .seconds(60), on: run,
      applies: { run.topAdScreen == nil && run.navigation?.topViewController != nil && !run.banners.isEmpty }
    ) {
      guard let banner = run.banners.first(where: { !$0.isInWindow && ($0.superview != nil || $0.delegate != nil) })
      else { return nil }
      let holder = banner.superview.map { "in its \(String(describing: type(of: $0)))" } ?? "out of any view"
      let delegate = banner.delegate.map { "delegate \(String(describing: type(of: $0)))" } ?? "no delegate"
      return Contract.Violation(
        expected: "\(banner.traceName) removed from its superview with its delegate cleared on a screen without ads",
        actual: "it stayed \(holder) with \(delegate) for over 60.0 s", at: run.lastEvent())
    }
  }

  /// A banner that has had an ad enters the window within a refresh interval (30 s) of
  /// its creation and its first ad, counted while the user is on an ad screen.
  static let createdWhenDisplayed = Contract.Monitor { (run: BannerRun) in
    var loadedAt: [String: VirtualClock.Instant] = [:]
    var judged = 0
    return Contract.Watch(
      names: [.bannerViewDidLoadAd],
      settledEvent: { event in
        if loadedAt[event.object] == nil { loadedAt[event.object] = event.time }
        return nil
      },
      step: {
        guard isViewingAdScreen(run) else { return nil }
        for banner in run.banners where run.windowEntries[banner.traceName] == nil {
          guard let loaded = loadedAt[banner.traceName] else { continue }
          judged += 1
          guard loaded.duration(to: run.now) > ADBannerView.refreshInterval else { continue }
          let created = run.createdBanners.first { $0.object == banner.traceName }
          return Contract.Violation(
            expected: "every banner displayed soon after it is created",
            actual: "\(banner.traceName), created at \(created?.time.description ?? "?") s with an ad since \(loaded) s, was never displayed",
            at: created ?? run.lastEvent())
        }
        return nil
      },
      reached: { judged > 0 || !run.windowEntries.isEmpty })
  }

  /// In an app with several ad screens, a move to the next one and back brings the
  /// banner that was on screen with its ad onto the new screen within the screen window.
  static let sharedAcrossScreens = Contract.Monitor { (run: BannerRun) in
    var deadlines = Contract.Deadlines(within: Window.screen.duration)
    var moving: ADBannerView?
    let judged = run.setup.adScreens == .several
    let moves: Set<Trace.Event.Name> = [
      Script.Step.navigateToNextAdScreen.eventName, Script.Step.navigateBack.eventName,
    ]
    return Contract.Watch(
      names: moves,
      // As recorded, so the banner on screen is read before the move.
      event: { event in
        guard judged, let banner = run.loadedBannerOnScreen else { return nil }
        moving = banner
        deadlines.meetAll()
        deadlines.open(by: event)
        return nil
      },
      step: {
        if let banner = moving, banner.isOnScreen, banner.isBannerLoaded {
          deadlines.meetAll()
          moving = nil
        }
        if !isViewingAdScreen(run) { deadlines.meetAll() }
        guard let late = deadlines.overdue(at: run.now), let banner = moving else { return nil }
        let other = run.loadedBannerOnScreen.map { "\($0.traceName) was on screen instead" } ?? "none was on screen"
        return Contract.Violation(
          expected: "\(banner.traceName), the banner with the ad, moved onto the next screen within \(deadlines.window.shortText)",
          actual: "\(other) after \(late.name.rawValue) at \(late.time) s", at: run.lastEvent(atOrBefore: deadlines.due(late)))
      },
      reached: { deadlines.opened > 0 })
  }
}

extension BannerMonitors {
  /// A banner that failed and then gets an ad again comes back on screen within the
  /// screen window, while the user is on an ad screen.
  static let recoversAfterFailure = Contract.Monitor { (run: BannerRun) in
    var deadlines = Contract.Deadlines(within: Window.screen.duration)
    var failed: Set<String> = []
    return Contract.Watch(
      names: [.bannerViewDidLoadAd, .bannerViewDidFailToReceiveAdWithError],
      settledEvent: { event in
        if event.name == .bannerViewDidFailToReceiveAdWithError {
          failed.insert(event.object)
          // A failure that follows takes the new ad away again: nothing is owed for it.
          deadlines.meet { $0.object == event.object }
        } else if failed.remove(event.object) != nil, isViewingAdScreen(run) {
          deadlines.open(by: event)
        }
        return nil
      },
      step: {
        if run.loadedBannerOnScreen != nil || !isViewingAdScreen(run) { deadlines.meetAll() }
        guard let late = deadlines.overdue(at: run.now) else { return nil }
        let banner = run.banners.first { $0.traceName == late.object }
        return Contract.Violation(
          expected: "\(late.object) on screen within \(deadlines.window.shortText) of bannerViewDidLoadAd after its failure",
          actual: banner.map { "\(BannerRun.whyOffScreen($0)) at \(run.now) s" } ?? "the app released it",
          at: run.lastEvent(atOrBefore: deadlines.due(late)))
      },
      reached: { deadlines.opened > 0 })
  }
}
