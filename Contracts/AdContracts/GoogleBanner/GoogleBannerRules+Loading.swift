import AdSimulation
import FakeGoogleMobileAds
import FakeUIKit
import Foundation

/// The Google banner rules of what each load asks for: a demo unit, and an adaptive size
/// made for the banner's width and the device's orientation.
extension GoogleBannerRules {
  /// Under test, banners load only demo units.
  static let testIDsUnderTest = Rule(
    "gma.banner.test-ids-under-test", .must,
    title: "Under test, the banner loads only Google's demo banner units.",
    guide: testSection,
    explanation: """
      Live ads in development count as invalid traffic and can get the AdMob account \
      suspended. The check answers the first request and lets 3 s pass: every load(_:) \
      call must ask for one of Google's demo units.
      """,
    fix:
      "load the demo unit (ca-app-pub-3940256099942544/2435281174) in debug builds and your own unit only in release builds.",
    basis: .init(
      .must, section: testSection, word: "make sure",
      sentence:
        "Testing with live units risks suspension; the demo units serve test ads for every request and must be swapped for real ones only at release.",
      note: "The guide ties the advice to account suspension, so it is a MUST."),
    // The property: every `load(_:)` asks for one of Google's demo banner units.
    property: Rule.Monitor { (_: GoogleBannerRun) in
      .eachEvent(named: [.gadBannerLoad]) { event in
        guard GoogleBannerRun.isBanner(event), event.flag("testUnit") != true else { return nil }
        return Rule.Violation(
          expected: "a demo banner unit in every load",
          actual:
            "\(event.object) loaded \(event.text("adUnitID").map { $0.isEmpty ? "no unit" : $0 } ?? "an unknown unit") at \(event.time) s",
          at: event)
      }
    }
  ) { (run: GoogleBannerRun) in
    await run.perform(.respond(.fill(after: GoogleBannerRun.latency)), .advance(.seconds(3)))
    // The rule's property judges the run.
    let loads = run.loads()
    guard let first = loads.first else {
      return .unmet(.loadRequested, "no GADBannerView called load(_:) in 3 s")
    }
    return .pass("\(loads.count) load(_:) call(s), the first for \(first.text("adUnitID") ?? "?")")
  }

  /// The adaptive size a banner loads was made for the width it is laid out at.
  static let adaptiveSizeMatchesWidth = Rule(
    "gma.banner.adaptive-size-matches-width", .should,
    title: "The banner's adaptive size is made for the width the banner is laid out at.",
    guide: sizeSection,
    explanation: """
      An adaptive size is computed for one width: made for a wider one, the ad spills off \
      the side of the screen; made for a narrower one, it leaves a gap. The check shows an \
      ad in the first orientation the app supports and reads the banner's last load(_:) \
      call: its ad size must be adaptive, made for the orientation the device is in, and \
      its width must equal, to the half point, the width of the view the banner sits in \
      (the width the screen gives it). A fixed size is not judged.
      """,
    fix:
      "ask for the adaptive size after layout with the width of the view that holds the banner (its bounds minus the safe-area insets), not a constant such as 375.",
    basis: .init(
      .should, .sample, section: sampleSection, word: nil,
      sentence:
        "The adaptive size is computed from the width the banner actually gets, once layout has given the view its size; the older sample loads in viewDidAppear because the safe area is first known there.",
      note: "Shown in sample code rather than required in words (the current sample even uses a fixed 375), so SHOULD."),
    // The property: a banner on screen with an ad, whose last load since the last rotation
    // asked for an adaptive size, has that size made for the device's orientation and for the
    // width its superview gives it, or has it again within the screen window. A size outdated
    // by a rotation is the rotation rule's matter.
    property: Rule.Monitor { (run: GoogleBannerRun) in
      var received: Set<String> = []
      var lastLoad: [String: Trace.Event] = [:]
      var lastRotation = 0
      var mismatchSince: [String: VirtualClock.Instant] = [:]
      var judged = 0
      return Rule.Watch(
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
            guard since.duration(to: run.now) > Rule.Window.screen.duration else { continue }
            return made != orientation.rawValue
              ? Rule.Violation(
                expected: "an adaptive size made for \(orientation.rawValue), the orientation the banner is shown in",
                actual: "\(load.object) loaded a size made for \(made) at \(load.time) s", at: load)
              : Rule.Violation(
                expected:
                  "an adaptive size made for the \(GoogleBannerRules.points(available))-pt width the banner is laid out at",
                actual:
                  "\(load.object) loaded a size made for \(GoogleBannerRules.points(width)) pt at \(load.time) s",
                at: load)
          }
          return nil
        },
        reached: { judged > 0 })
    }
  ) { (run: GoogleBannerRun) in
    guard let banner = await run.showAd() else {
      if let fixed = fixedSizesOnly(run) { return .notApplicable(fixed) }
      return .unmet(.bannerOnScreen, run.whyNoBannerOnScreen())
    }
    guard let load = run.lastLoad(of: banner) else {
      return .unmet(.loadRequested, "\(banner.traceName) is on screen but made no load(_:) call")
    }
    guard let made = load.text("adaptiveOrientation"), let width = load.number("width") else {
      return .notApplicable("\(banner.traceName) loads a fixed size, not an adaptive one")
    }
    let orientation = run.simulation.device.orientation
    let available = Double(banner.superview?.bounds.width ?? 0)
    // The rule's property judges the run: a size that stays wrong past the screen window
    // breaks it.
    if made != orientation.rawValue || abs(width - available) >= 0.5 {
      await run.perform(.advance(Rule.Window.screen.duration))
      await run.runPastWindow()
      return .pass(
        "\(load.object) loaded at \(load.time) s a size made for \(points(width)) pt in \(made), laid out at \(points(available)) pt in \(orientation.rawValue)"
      )
    }
    return .pass(
      "\(load.object) loaded at \(load.time) s a size made for \(points(width)) pt in \(made), the width and orientation it is laid out at"
    )
  }

  /// After a rotation the banner loads a size made for the new orientation.
  static let reloadsAfterRotation = Rule(
    "gma.banner.reloads-after-rotation", .should,
    title: "After a rotation, the banner loads an ad of a size made for the new orientation.",
    guide: rotationSection,
    explanation: """
      An adaptive size is made for one orientation; kept after a rotation, the ad is too \
      narrow or too wide for the screen. The check shows an ad, rotates the device to the \
      other orientation the app supports, and gives the app the screen window (2 s): a \
      load(_:) call must come with an adaptive size made for the new orientation, or the \
      app must set such a size on the loaded banner so that the SDK asks for a new ad. The \
      screen window, not the request window, because the reload belongs in the rotation \
      callback itself, as in Google's sample. An app that supports one orientation is not \
      judged, nor a banner of a fixed size (320×50, say), which fits either orientation.
      """,
    fix:
      "in viewWillTransition(to:with:), or wherever the new width is known after a rotation, set a new adaptive size for that width and call load(_:).",
    basis: .init(
      .should, .sample, section: rotationSection, word: nil,
      sentence:
        "The guide's snippet for orientation changes asks for a new ad for the new orientation; the older sample does it inside the transition's animation.",
      note: "A snippet and a sample, with no word of obligation, so SHOULD."),
    // The property: after a rotation with a banner of an adaptive size on screen, within the
    // screen window, a load (or a size set that makes the SDK ask again) made for the new
    // orientation.
    property: Rule.Monitor { (run: GoogleBannerRun) in
      var deadlines = Rule.Deadlines(within: Rule.Window.screen.duration)
      var target: Device.Orientation?
      var start = 0
      var received: Set<String> = []
      var adaptive: Set<String> = []
      var turning = false
      // A load since the rotation that asked for another size.
      var wrong: Trace.Event?
      let judged = run.devices.rotates
      return Rule.Watch(
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
            let shown = run.banners.contains {
              $0.isOnScreen && received.contains($0.traceName) && adaptive.contains($0.traceName)
            }
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
            if event.text("adaptiveOrientation") != nil {
              adaptive.insert(event.object)
            } else {
              adaptive.remove(event.object)
            }
          default: break
          }
          if let target, !deadlines.open.isEmpty {
            if GoogleBannerRules.isReload(event, for: target, after: start, in: run) {
              deadlines.meetAll()
            } else if event.name == .gadBannerLoad, wrong == nil {
              wrong = event
            }
          }
          return nil
        },
        step: {
          guard let late = deadlines.overdue(at: run.now), let target else { return nil }
          return Rule.Violation(
            expected:
              "a load with a size made for \(target.rawValue) within \(deadlines.window.shortText) of the rotation",
            actual: wrong.map {
              "\($0.object) loaded a size made for \($0.text("adaptiveOrientation") ?? "no orientation (a fixed size)") at \($0.time) s, after the rotation at \(late.time) s"
            } ?? "no banner asked for a new ad of that size after the rotation at \(late.time) s",
            at: wrong ?? late)
        },
        reached: { deadlines.opened > 0 })
    }
  ) { (run: GoogleBannerRun) in
    guard run.devices.rotates,
      let target = run.orientations.first(where: { $0 != run.simulation.device.orientation })
    else {
      return .notApplicable("the app supports one orientation, \(run.devices.orientationsText)")
    }
    guard let banner = await run.showAd(answers: 3) else {
      if let fixed = fixedSizesOnly(run) { return .notApplicable(fixed) }
      return .unmet(.bannerOnScreen, run.whyNoBannerOnScreen())
    }
    guard banner.adSize.adaptive != nil else {
      return .notApplicable(
        "\(banner.traceName) shows a fixed size, \(points(Double(banner.adSize.size.width)))×\(points(Double(banner.adSize.size.height))), which no orientation outdates; the rule judges adaptive sizes"
      )
    }
    let start = run.lastSequence
    await run.perform(.rotate(target))
    let reload = await run.waitForEvent(after: start, within: .screen) { [unowned run] event in
      isReload(event, for: target, after: start, in: run)
    }
    if let reload {
      return .pass("\(reload.object) asked at \(reload.time) s for an ad of a size made for \(target.rawValue)")
    }
    // The rule's property judges the run.
    await run.runPastWindow()
    let loads = run.loads(after: start)
    return .pass(
      "after the rotation to \(target.rawValue), "
        + (loads.first.map {
          "\($0.object) loaded a size made for \($0.text("adaptiveOrientation") ?? "no orientation (a fixed size)")"
        }
          ?? "no banner asked for a new ad"))
  }

  /// The rotation steps, by the orientation they turn to.
  static let rotations: [Trace.Event.Name: Device.Orientation] = Dictionary(
    uniqueKeysWithValues: Device.Orientation.allCases.map { (Script.Step.rotate($0).eventName, $0) })

  /// Whether the event asks for an ad of a size made for the orientation: a load with such
  /// a size, or the SDK's request after the app set one on a banner that had an ad.
  @MainActor
  static func isReload(
    _ event: Trace.Event, for orientation: Device.Orientation, after start: Int, in run: GoogleBannerRun
  ) -> Bool {
    guard GoogleBannerRun.isBanner(event) else { return false }
    if event.name == .gadBannerLoad { return event.text("adaptiveOrientation") == orientation.rawValue }
    guard event.name == .gadBannerRefresh else { return false }
    let size = run.events(named: .gadBannerAdSize, after: start).last {
      $0.object == event.object && $0.sequence < event.sequence
    }
    return size?.text("adaptiveOrientation") == orientation.rawValue
  }

  /// Why a rule of adaptive sizes does not apply when no ad came on screen but every load
  /// the app made asked for a fixed size; `nil` when a load was adaptive or none was made.
  @MainActor
  static func fixedSizesOnly(_ run: GoogleBannerRun) -> String? {
    let loads = run.loads()
    guard let first = loads.first, loads.allSatisfy({ $0.text("adaptiveOrientation") == nil }) else { return nil }
    return """
      every load(_:) the app made asked for a fixed size (the first by \(first.object) at \(first.time) s), \
      which no width or orientation outdates; the rule judges adaptive sizes
      """
  }

  /// The number of points as failure messages print it: `320`, or `320.5`.
  static func points(_ value: Double) -> String {
    value.rounded() == value ? String(Int(value)) : String(format: "%.1f", value)
  }
}
