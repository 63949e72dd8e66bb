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
    var since: VirtualClock.Instant?
    return .lasting(
      longerThan: Window.screen.duration, on: run,
      applies: {
        let judged = run.devices.rotates && run.banners.contains { $0.isInWindow && $0.adType == .banner }
        if !judged { since = nil }
        return judged
      }
    ) {
      let start = since ?? run.now
      // The window of what set the wrong size going: a rotation, mostly. Told only for a
      // banner out of size: the state is read after every step.
      let within: () -> String = {
        let orientation = run.simulation.device.orientation.rawValue
        let window = Window.screen.duration.shortText
        return run.stepEvent(at: start).map { "within \(window) of \(BannerRun.stepText($0))" }
          ?? "in \(orientation) within \(window) of \(start) s"
      }
      guard let violation = sizeMismatch(run, within: within()) else {
        since = nil
        return nil
      }
      since = start
      return violation
    }
  }

  /// The first standard banner in the window whose size does not follow the device's
  /// orientation now, as a violation that says it was due by the window given.
  @MainActor
  static func sizeMismatch(_ run: BannerRun, within window: @autoclosure () -> String) -> Contract.Violation? {
    let standard = run.banners.filter { $0.isInWindow && $0.adType == .banner }
    let orientation = run.simulation.device.orientation
    if run.simulation.device.systemVersion >= 6 {
      let screen = UIScreen.main.bounds
      guard let banner = standard.first(where: { !screen.contains($0.frameInWindow) }) else { return nil }
      return Contract.Violation(
        expected: "every banner inside the \(Int(screen.width))×\(Int(screen.height)) screen \(window())",
        actual: "\(banner.traceName) was at \(banner.frameInWindow.timelineText) in \(orientation.rawValue)", at: run.lastEvent())
    }
    let accepted =
      orientation == .landscape
      ? [ADBannerContentSizeIdentifierLandscape, ADBannerContentSizeIdentifier480x32]
      : [ADBannerContentSizeIdentifierPortrait, ADBannerContentSizeIdentifier320x50]
    for banner in standard {
      let current = banner.currentContentSizeIdentifier ?? ""
      if !accepted.contains(current) {
        return Contract.Violation(
          expected: "\(banner.traceName).currentContentSizeIdentifier \(orientation.rawValue) \(window())",
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

  /// Before iOS 6, a standard banner requires only the identifiers it uses: once it has
  /// been in the window in every orientation the app supports for longer than the screen
  /// window (time for the app to set its size there), every identifier it requires has
  /// been its current one. An identifier of an orientation the app does not support never is.
  static let requiredSizesMinimal = Contract.Monitor { (run: BannerRun) in
    let judged = run.simulation.device.systemVersion < 6
    let supported = Set(run.orientations)
    // By banner: the identifiers it has had, the orientations it settled in, and the
    // orientation it is in with when it got there.
    var used: [String: Set<String>] = [:]
    var settled: [String: Set<Device.Orientation>] = [:]
    var entered: [String: (orientation: Device.Orientation, at: VirtualClock.Instant)] = [:]
    var checked = 0
    return Contract.Watch(
      names: [.currentContentSizeIdentifier],
      // As recorded, so an identifier set for a moment counts as used.
      event: { event in
        if judged, event.kind == .property, let identifier = event.text("identifier") {
          used[event.object, default: []].insert(identifier)
        }
        return nil
      },
      step: {
        guard judged else { return nil }
        let orientation = run.simulation.device.orientation
        for banner in run.banners where banner.adType == .banner {
          let name = banner.traceName
          used[name, default: []].insert(ADBannerView.shortName(of: banner.currentContentSizeIdentifier ?? ""))
          // The app sizes the banners it shows: one out of the window settles nowhere.
          if !banner.isInWindow {
            entered[name] = nil
          } else if let stay = entered[name], stay.orientation == orientation {
            if stay.at.duration(to: run.now) > Window.screen.duration { settled[name, default: []].insert(orientation) }
          } else {
            entered[name] = (orientation, run.now)
          }
          guard settled[name, default: []].isSuperset(of: supported) else { continue }
          checked += 1
          let unused = banner.requiredIdentifiers.map(ADBannerView.shortName(of:)).filter {
            !used[name, default: []].contains($0)
          }
          guard unused.isEmpty else {
            return Contract.Violation(
              expected: "only the sizes the app shows in requiredContentSizeIdentifiers",
              actual: "\(name) also required \(unused.sorted().joined(separator: ", ")), which it never used in \(run.devices.orientationsText)",
              at: run.requiredSizesEvent(of: banner))
          }
        }
        return nil
      },
      reached: { checked > 0 })
  }

  /// While the user is on an ad screen, a banner of that screen that has an ad is on
  /// screen. A banner of the screen is in its view, or out of any view with the screen as
  /// its delegate.
  static let shownWhenLoaded = Contract.Monitor { (run: BannerRun) in
    var since: VirtualClock.Instant?
    return .lasting(
      longerThan: Window.screen.duration, on: run,
      applies: {
        let viewing = isViewingAdScreen(run)
        if !viewing { since = nil }
        return viewing
      }
    ) {
      guard let screen = run.topAdScreen, run.loadedBannerOnScreen == nil,
        let banner = run.banners.first(where: { $0.isBannerLoaded && isBanner($0, of: screen) })
      else {
        since = nil
        return nil
      }
      let start = since ?? run.now
      since = start
      let window = Window.screen.duration.shortText
      let loaded = run.events(named: .bannerViewDidLoadAd).last { $0.object == banner.traceName }
      let expected: String
      if let loaded, loaded.time == start {
        expected = "\(banner.traceName) on screen within \(window) of bannerViewDidLoadAd at \(loaded.time) s"
      } else {
        let cause = run.stepEvent(at: start).map { "\(BannerRun.stepText($0)) at \($0.time) s" } ?? "\(start) s"
        expected = "\(banner.traceName), which has an ad, on screen within \(window) of \(cause)"
      }
      return Contract.Violation(
        expected: expected, actual: "\(BannerRun.whyOffScreen(banner)) at \(run.now) s", at: run.lastEvent())
    }
  }

  /// Whether the banner is the screen's: in its view, or out of any view with the screen
  /// as its delegate.
  @MainActor
  static func isBanner(_ banner: ADBannerView, of screen: UIViewController) -> Bool {
    guard let view = screen.view else { return false }
    return banner.isDescendant(of: view) || (banner.superview == nil && banner.delegate as AnyObject? === screen)
  }

  /// Every banner on screen with an ad sits at the top or the bottom edge of the screen.
  static let placedAtEdge = Contract.Monitor { (run: BannerRun) in
    .lasting(longerThan: Window.screen.duration, on: run, applies: { run.loadedBannerOnScreen != nil }) {
      guard let banner = BannerContracts.misplacedBanner(run) else { return nil }
      let screen = UIScreen.main.bounds
      return Contract.Violation(
        expected: "the banner at the top edge (under the status or navigation bar) or the bottom edge of the screen in \(run.simulation.device.orientation.rawValue)",
        actual: "it was at \(banner.frameInWindow.timelineText) on a \(Int(screen.width))×\(Int(screen.height)) screen",
        at: run.lastEvent())
    }
  }

  /// No visible view of the app overlaps a banner on screen with an ad.
  static let contentNotCovered = Contract.Monitor { (run: BannerRun) in
    .lasting(longerThan: Window.screen.duration, on: run, applies: { run.loadedBannerOnScreen != nil }) {
      guard let (view, banner) = BannerContracts.overlap(run) else { return nil }
      let hint = run.setup.contentViews == nil ? " (if it is a backdrop, not content, name the content views with `contentViews:`)" : ""
      return Contract.Violation(
        expected: "the app's content clear of the banner in \(run.simulation.device.orientation.rawValue)",
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
      let moves = [Script.Step.navigateAway, .navigateBack, .navigateToNextAdScreen].map(\.eventName)
      let left = run.events.last { moves.contains($0.name) }.map { " since the user left at \($0.time) s" } ?? ""
      return Contract.Violation(
        expected: "\(banner.traceName) removed from its superview with its delegate cleared after leaving for a screen without ads",
        actual: "it stayed \(holder) with \(delegate) for over 60.0 s\(left)", at: run.lastEvent())
    }
  }

  /// A banner that has had an ad enters the window within a refresh interval (30 s) of
  /// its creation, or within the screen window (2 s) of its first ad when that comes
  /// later, judged while the user is on an ad screen: one still out of the window then,
  /// or one that enters it late while the user was on an ad screen from before it was due,
  /// breaks the rule. A banner that has had no ad may wait for one out of the window.
  static let createdWhenDisplayed = Contract.Monitor { (run: BannerRun) in
    var loadedAt: [String: VirtualClock.Instant] = [:]
    // When each banner was first seen, at the step that made it.
    var seenAt: [String: VirtualClock.Instant] = [:]
    // Since when the user has been on an ad screen, as the steps saw it.
    var viewingSince: VirtualClock.Instant?
    var judged = 0
    return Contract.Watch(
      names: [.bannerViewDidLoadAd],
      settledEvent: { event in
        if loadedAt[event.object] == nil { loadedAt[event.object] = event.time }
        return nil
      },
      step: {
        let viewing = isViewingAdScreen(run)
        let viewedSince = viewingSince
        viewingSince = viewing ? (viewingSince ?? run.now) : nil
        for banner in run.banners {
          let name = banner.traceName
          let made = seenAt[name] ?? run.now
          seenAt[name] = made
          guard let loaded = loadedAt[name] else { continue }
          let due = max(made.advanced(by: ADBannerView.refreshInterval), loaded.advanced(by: Window.screen.duration))
          let entered = run.windowEntries[name]
          if let entered {
            // Only a banner that entered at this step is news.
            guard entered == run.now, due < entered, let viewedSince, viewedSince <= due else { continue }
          } else {
            guard viewing else { continue }
            judged += 1
            guard due < run.now else { continue }
          }
          let created = run.createdBanners.first { $0.object == name }
          let history = "\(name), created at \(created?.time ?? made) s with an ad since \(loaded) s,"
          return Contract.Violation(
            expected: "every banner displayed soon after it is created",
            actual: entered.map { "\(history) first entered the window at \($0) s" }
              ?? "\(history) was still not displayed at \(run.now) s",
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
        let made = run.madeBanners(after: late.sequence)
        let spare =
          made.isEmpty || run.loadedBannerOnScreen != nil
          ? "" : "; the app made \(made.joined(separator: ", ")), which had no ad to show"
        return Contract.Violation(
          expected: "\(banner.traceName), the banner with the ad, moved onto the next screen within \(deadlines.window.shortText)",
          actual: "\(other) after \(late.name.rawValue) at \(late.time) s\(spare)", at: run.lastEvent(atOrBefore: deadlines.due(late)))
      },
      reached: { deadlines.opened > 0 })
  }
}

extension BannerMonitors {
  /// A banner that failed and then gets an ad again comes back on screen within the
  /// screen window, while the user is on an ad screen; a banner the app releases after
  /// its failure, there, is replaced within a refresh interval (30 s), or no later ad can
  /// bring the banner back.
  static let recoversAfterFailure = Contract.Monitor { (run: BannerRun) in
    var deadlines = Contract.Deadlines(within: Window.screen.duration)
    var abandoned = Contract.Deadlines(within: ADBannerView.refreshInterval)
    // Each failed banner's first failure since its last ad, by trace name.
    var failed: [String: Trace.Event] = [:]
    // The failures that came before each obligation, by the sequence of its event.
    var failures: [Int: Trace.Event] = [:]
    // A released banner's failure, owed by the next banner to get an ad.
    var replacing: Trace.Event?
    return Contract.Watch(
      names: [.bannerViewDidLoadAd, .bannerViewDidFailToReceiveAdWithError, .released],
      settledEvent: { event in
        switch event.name {
        case .bannerViewDidFailToReceiveAdWithError:
          if failed[event.object] == nil { failed[event.object] = event }
          // A failure that follows takes the new ad away again: nothing is owed for it.
          deadlines.meet { $0.object == event.object }
        case .bannerViewDidLoadAd:
          guard let failure = failed.removeValue(forKey: event.object) ?? replacing else { return nil }
          replacing = nil
          if isViewingAdScreen(run) {
            deadlines.open(by: event)
            failures[event.sequence] = failure
          }
        default:
          guard let failure = failed.removeValue(forKey: event.object) else { return nil }
          replacing = failure
          if isViewingAdScreen(run) {
            abandoned.open(by: event)
            failures[event.sequence] = failure
          }
        }
        return nil
      },
      step: {
        let viewing = isViewingAdScreen(run)
        if run.loadedBannerOnScreen != nil || !viewing { deadlines.meetAll() }
        if !run.banners.isEmpty || !viewing { abandoned.meetAll() }
        if let gone = abandoned.overdue(at: run.now) {
          let failure = failures[gone.sequence].map { ", after its load failed at \($0.time) s" } ?? ""
          return Contract.Violation(
            expected: "\(gone.object) kept after its failure, so a later ad could bring it back",
            actual: "the app released it at \(gone.time) s\(failure), and held no banner for \(abandoned.window.shortText) after",
            at: gone)
        }
        guard let late = deadlines.overdue(at: run.now) else { return nil }
        let banner = run.banners.first { $0.traceName == late.object }
        let failure = failures[late.sequence].map { ", after its failure at \($0.time) s" } ?? ""
        return Contract.Violation(
          expected: "\(late.object) on screen within \(deadlines.window.shortText) of bannerViewDidLoadAd at \(late.time) s\(failure)",
          actual: banner.map { "\(BannerRun.whyOffScreen($0)) at \(run.now) s" } ?? "the app released it",
          at: run.lastEvent(atOrBefore: deadlines.due(late)))
      },
      reached: { deadlines.opened > 0 || abandoned.opened > 0 })
  }
}
