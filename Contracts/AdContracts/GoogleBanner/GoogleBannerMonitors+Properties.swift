import AdSimulation
import FakeGoogleMobileAds
import FakeUIKit

/// The Google banner's properties of units, sizes, placement and clicked screens, judged
/// over any run.
extension GoogleBannerMonitors {
  /// The rotation steps, by the orientation they turn to.
  static let rotations: [Trace.Event.Name: Device.Orientation] = Dictionary(
    uniqueKeysWithValues: Device.Orientation.allCases.map { (Script.Step.rotate($0).eventName, $0) })

  /// Every `load(_:)` asks for one of Google's demo banner units.
  static let testIDsUnderTest = Contract.Monitor { (_: GoogleBannerRun) in
    .eachEvent(named: [.gadBannerLoad]) { event in
      guard GoogleBannerRun.isBanner(event), event.flag("testUnit") != true else { return nil }
      return Contract.Violation(
        expected: "a demo banner unit in every load",
        actual: "\(event.object) loaded \(event.text("adUnitID").map { $0.isEmpty ? "no unit" : $0 } ?? "an unknown unit") at \(event.time) s",
        at: event)
    }
  }

  /// A banner on screen with an ad, whose last load since the last rotation asked for an
  /// adaptive size, has that size made for the device's orientation and for the width
  /// its superview gives it, or has it again within the screen window. A size outdated by
  /// a rotation is the rotation rule's matter.
  static let adaptiveSizeMatchesWidth = Contract.Monitor { (run: GoogleBannerRun) in
    var received: Set<String> = []
    var lastLoad: [String: Trace.Event] = [:]
    var lastRotation = 0
    var mismatchSince: [String: VirtualClock.Instant] = [:]
    var judged = 0
    return Contract.Watch(
      names: Set(rotations.keys).union([.gadBannerLoad, .gadBannerViewDidReceiveAd]),
      settledEvent: { event in
        if rotations[event.name] != nil {
          lastRotation = event.sequence
        } else if GoogleBannerRun.isBanner(event) {
          if event.name == .gadBannerLoad { lastLoad[event.object] = event } else { received.insert(event.object) }
        }
        return nil
      },
      step: {
        for banner in run.banners where banner.isOnScreen && received.contains(banner.traceName) {
          guard let load = lastLoad[banner.traceName], load.sequence > lastRotation,
            let made = load.text("adaptiveOrientation"), let width = load.number("width")
          else {
            mismatchSince[banner.traceName] = nil
            continue
          }
          judged += 1
          let orientation = run.simulation.device.orientation
          let available = Double(banner.superview?.bounds.width ?? 0)
          guard made != orientation.rawValue || abs(width - available) >= 0.5 else {
            mismatchSince[banner.traceName] = nil
            continue
          }
          let since = mismatchSince[banner.traceName] ?? run.now
          mismatchSince[banner.traceName] = since
          guard since.duration(to: run.now) > Window.screen.duration else { continue }
          return made != orientation.rawValue
            ? Contract.Violation(
              expected: "an adaptive size made for \(orientation.rawValue), the orientation the banner is shown in",
              actual: "\(load.object) loaded a size made for \(made) at \(load.time) s", at: load)
            : Contract.Violation(
              expected: "an adaptive size made for the \(GoogleBannerContracts.points(available))-pt width the banner is laid out at",
              actual: "\(load.object) loaded a size made for \(GoogleBannerContracts.points(width)) pt at \(load.time) s", at: load)
        }
        return nil
      },
      reached: { judged > 0 })
  }

  /// After a rotation with a banner of an adaptive size on screen, within the screen
  /// window, a load (or a size set that makes the SDK ask again) made for the new
  /// orientation.
  static let reloadsAfterRotation = Contract.Monitor { (run: GoogleBannerRun) in
    var deadlines = Contract.Deadlines(within: Window.screen.duration)
    var target: Device.Orientation?
    var start = 0
    var received: Set<String> = []
    var adaptive: Set<String> = []
    var turning = false
    // A load since the rotation that asked for another size.
    var wrong: Trace.Event?
    let judged = run.devices.rotates
    return Contract.Watch(
      names: Set(rotations.keys).union([
        .gadBannerLoad, .gadBannerRefresh, .gadBannerViewDidReceiveAd, .gadBannerAdSize, .rotationRefused,
      ]),
      // As recorded, so a rotation to the orientation the device already has is seen as
      // no rotation at all.
      event: { event in
        if rotations[event.name] != nil { turning = rotations[event.name] != run.simulation.device.orientation }
        return nil
      },
      settledEvent: { event in
        guard judged else { return nil }
        if let orientation = rotations[event.name] {
          deadlines.meetAll()
          guard turning else { return nil }
          let shown = run.banners.contains { $0.isOnScreen && received.contains($0.traceName) && adaptive.contains($0.traceName) }
          guard shown else { return nil }
          target = orientation
          start = event.sequence
          wrong = nil
          deadlines.open(by: event)
          return nil
        }
        if event.name == .rotationRefused { deadlines.meetAll() }
        guard GoogleBannerRun.isBanner(event) else { return nil }
        switch event.name {
        case .gadBannerViewDidReceiveAd: received.insert(event.object)
        case .gadBannerLoad:
          if event.text("adaptiveOrientation") != nil { adaptive.insert(event.object) } else { adaptive.remove(event.object) }
        default: break
        }
        if let target, !deadlines.open.isEmpty {
          if GoogleBannerContracts.isReload(event, for: target, after: start, in: run) {
            deadlines.meetAll()
          } else if event.name == .gadBannerLoad, wrong == nil {
            wrong = event
          }
        }
        return nil
      },
      step: {
        guard let late = deadlines.overdue(at: run.now), let target else { return nil }
        return Contract.Violation(
          expected: "a load with a size made for \(target.rawValue) within \(deadlines.window.shortText) of the rotation",
          actual: wrong.map {
            "\($0.object) loaded a size made for \($0.text("adaptiveOrientation") ?? "no orientation (a fixed size)") at \($0.time) s, after the rotation at \(late.time) s"
          } ?? "no banner asked for a new ad of that size after the rotation at \(late.time) s",
          at: wrong ?? late)
      },
      reached: { deadlines.opened > 0 })
  }

  /// No content view overlaps a banner that has an ad for longer than the screen window.
  static let notCoveringContent = Contract.Monitor { (run: GoogleBannerRun) in
    var received = false
    var since: VirtualClock.Instant?
    var judged = 0
    return Contract.Watch(
      names: [.gadBannerViewDidReceiveAd],
      settledEvent: { event in
        if GoogleBannerRun.isBanner(event) { received = true }
        return nil
      },
      step: {
        guard received, run.loadedBannerOnScreen != nil else {
          since = nil
          return nil
        }
        judged += 1
        guard let (view, banner) = GoogleBannerContracts.overlap(run) else {
          since = nil
          return nil
        }
        let start = since ?? run.now
        since = start
        guard start.duration(to: run.now) > Window.screen.duration else { return nil }
        let hint = run.setup.contentViews == nil ? " (if it is a backdrop, not content, name the content views with `contentViews:`)" : ""
        return Contract.Violation(
          expected: "the app's content clear of the banner in \(run.simulation.device.orientation.rawValue)",
          actual: "\(String(describing: type(of: view))) at \(view.frameInWindow.timelineText) overlaps \(banner.traceName) at \(banner.frameInWindow.timelineText) from \(start) s\(hint)",
          at: run.lastEvent())
      },
      reached: { judged > 0 })
  }

  /// While a clicked banner's screen is up, the activities that ran before it pause
  /// within the screen window and stay paused until it closes; once it closes, they run
  /// again within the screen window. Without the activitiesRunning probe there is
  /// nothing to watch.
  static func screenPauses(resuming: Bool) -> Contract.Monitor {
    Contract.Monitor { (run: GoogleBannerRun) in
      var deadlines = Contract.Deadlines(within: Window.screen.duration)
      var ranBeforeScreen = false
      var owedOnReturn: Trace.Event?
      // The screen up now, once the activities have paused under it.
      var pausedUnder: Trace.Event?
      let trigger: Trace.Event.Name = resuming ? .gadBannerViewDidDismissScreen : .gadBannerViewWillPresentScreen
      return Contract.Watch(
        names: [.gadBannerViewWillPresentScreen, .gadBannerViewDidDismissScreen, .willResignActive, .didBecomeActive],
        // As recorded, so the activities are read as they were when the screen came.
        event: { event in
          // An app that is not active may keep its activities paused until it is again.
          // A screen that closed while the app was not active is owed its resume once the
          // app is active again.
          if event.name == .willResignActive {
            if let open = deadlines.open.first, resuming { owedOnReturn = open }
            deadlines.meetAll()
            return nil
          }
          if event.name == .didBecomeActive {
            if owedOnReturn != nil { deadlines.open(by: event) }
            owedOnReturn = nil
            return nil
          }
          guard GoogleBannerRun.isBanner(event) else { return nil }
          if event.name == .gadBannerViewWillPresentScreen {
            ranBeforeScreen = run.activitiesRunning() == true
            owedOnReturn = nil
          } else {
            pausedUnder = nil
          }
          let active = UIApplication.shared.applicationState == .active
          if event.name == trigger, ranBeforeScreen {
            if active || !resuming { deadlines.open(by: event) } else { owedOnReturn = event }
          }
          if event.name != trigger { deadlines.meetAll() }
          return nil
        },
        step: {
          if let screen = deadlines.open.first, run.activitiesRunning() == resuming {
            deadlines.meetAll()
            if !resuming { pausedUnder = screen }
          }
          if let screen = pausedUnder, run.activitiesRunning() == true,
            UIApplication.shared.applicationState == .active
          {
            pausedUnder = nil
            return Contract.Violation(
              expected: "the activities paused while \(screen.object)'s screen is up",
              actual: "they were running again at \(run.now) s, under the screen up since \(screen.time) s", at: run.lastEvent())
          }
          guard let late = deadlines.overdue(at: run.now) else { return nil }
          return resuming
            ? Contract.Violation(
              expected: "the activities running within \(deadlines.window.shortText) of bannerViewDidDismissScreen",
              actual: "they stayed paused after \(late.object)'s screen closed at \(late.time) s", at: late)
            : Contract.Violation(
              expected: "the activities paused within \(deadlines.window.shortText) of bannerViewWillPresentScreen",
              actual: "they kept running under \(late.object)'s screen from \(late.time) s", at: late)
        },
        reached: { deadlines.opened > 0 })
    }
  }
}
