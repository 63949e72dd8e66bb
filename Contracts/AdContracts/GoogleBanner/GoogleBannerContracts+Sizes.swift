import AdSimulation
import Foundation
import FakeGoogleMobileAds
import FakeUIKit

extension GoogleBannerContracts {
  /// The adaptive size a banner loads was made for the width it is laid out at.
  static let adaptiveSizeMatchesWidth = Contract(
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
    fix: "ask for the adaptive size after layout with the width of the view that holds the banner (its bounds minus the safe-area insets), not a constant such as 375.",
    basis: .init(
      .should, .sample, section: sampleSection, word: nil,
      sentence: "The adaptive size is computed from the width the banner actually gets, once layout has given the view its size; the older sample loads in viewDidAppear because the safe area is first known there.",
      note: "Shown in sample code rather than required in words (the current sample even uses a fixed 375), so SHOULD.")
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
    // The rule's property (GoogleBannerMonitors.adaptiveSizeMatchesWidth) judges the run: a
    // size that stays wrong past the screen window breaks it.
    if made != orientation.rawValue || abs(width - available) >= 0.5 {
      await run.perform(.advance(Window.screen.duration))
      await run.runPastWindow()
      return .pass(
        "\(load.object) loaded at \(load.time) s a size made for \(points(width)) pt in \(made), laid out at \(points(available)) pt in \(orientation.rawValue)")
    }
    return .pass("\(load.object) loaded at \(load.time) s a size made for \(points(width)) pt in \(made), the width and orientation it is laid out at")
  }

  /// After a rotation the banner loads a size made for the new orientation.
  static let reloadsAfterRotation = Contract(
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
    fix: "in viewWillTransition(to:with:), or wherever the new width is known after a rotation, set a new adaptive size for that width and call load(_:).",
    basis: .init(
      .should, .sample, section: rotationSection, word: nil,
      sentence: "The guide's snippet for orientation changes asks for a new ad for the new orientation; the older sample does it inside the transition's animation.",
      note: "A snippet and a sample, with no word of obligation, so SHOULD.")
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
        "\(banner.traceName) shows a fixed size, \(points(Double(banner.adSize.size.width)))×\(points(Double(banner.adSize.size.height))), which no orientation outdates; the rule judges adaptive sizes")
    }
    let start = run.lastSequence
    await run.perform(.rotate(target))
    let reload = await run.waitForEvent(after: start, within: .screen) { [unowned run] event in
      isReload(event, for: target, after: start, in: run)
    }
    if let reload {
      return .pass("\(reload.object) asked at \(reload.time) s for an ad of a size made for \(target.rawValue)")
    }
    // The rule's property (GoogleBannerMonitors.reloadsAfterRotation) judges the run.
    await run.runPastWindow()
    let loads = run.loads(after: start)
    return .pass(
      "after the rotation to \(target.rawValue), "
        + (loads.first.map { "\($0.object) loaded a size made for \($0.text("adaptiveOrientation") ?? "no orientation (a fixed size)")" }
          ?? "no banner asked for a new ad"))
  }

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
