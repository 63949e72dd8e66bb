import AdSimulation
import FakeiAd

extension BannerContracts {
  /// After a rotation the banner's size identifier matches the new orientation.
  ///
  /// Content size identifiers were deprecated in iOS 6, after which a standard banner sizes
  /// itself; for an app that targets iOS 6 or later the rule keeps what still matters, that
  /// every banner fits the screen after each rotation.
  static let sizeFollowsOrientation = Contract(
    "iad.banner.size-follows-orientation", .must,
    title: "After a rotation the banner's size matches the new orientation.",
    guide: sizeSection,
    explanation: """
      A portrait banner in a landscape interface is the wrong size for its slot. The check \
      rotates to landscape and back; within the screen window (2 s) of each rotation every \
      banner in the window must have the matching currentContentSizeIdentifier (the \
      landscape or portrait identifier, or its iOS 4.0 name), and that identifier must be \
      in requiredContentSizeIdentifiers. For an app that targets iOS 6 or later, where the \
      banner sizes itself, every banner in the window must instead lie inside the screen \
      within the window of each rotation. It does not apply to an app that supports one \
      orientation, and needs a standard banner in the window.
      """,
    fix: "set currentContentSizeIdentifier to the landscape or portrait identifier in willRotate(to:duration:) or viewDidLayoutSubviews(), and require both sizes."
  ) { (run: BannerRun) in
    guard run.devices.rotates else {
      return .notApplicable("the app supports \(run.devices.orientationsText) only, so it never rotates.")
    }
    await run.loadAd()
    guard run.banners.contains(where: { $0.window != nil && $0.adType == .banner }) else {
      if run.banners.contains(where: { $0.adType == .banner }) || run.banners.isEmpty {
        return .unmet(.bannerOnScreen, "no standard banner was in the window to rotate")
      }
      return .notApplicable("the app shows medium rectangle banners only, which have one size.")
    }
    if run.simulation.device.systemVersion >= 6 { return await fitsScreenAfterRotations(run) }
    var seen: [String] = []
    for orientation in [Device.Orientation.landscape, .portrait] {
      await run.perform(.rotate(orientation))
      let accepted =
        orientation == .landscape
        ? [ADBannerContentSizeIdentifierLandscape, ADBannerContentSizeIdentifier480x32]
        : [ADBannerContentSizeIdentifierPortrait, ADBannerContentSizeIdentifier320x50]
      @MainActor func mismatch() -> ADBannerView? {
        run.banners.first { banner in
          banner.window != nil && banner.adType == .banner
            && (!accepted.contains(banner.currentContentSizeIdentifier ?? "")
              || !banner.requiredIdentifiers.contains(banner.currentContentSizeIdentifier ?? ""))
        }
      }
      let settled = await run.waitUntil(.screen) { mismatch() == nil }
      if let banner = mismatch() {
        let current = banner.currentContentSizeIdentifier ?? ""
        if !accepted.contains(current) {
          return .fail(
            expected: "\(banner.traceName).currentContentSizeIdentifier \(orientation.rawValue) within \(Window.screen.duration.shortText) of the rotation to \(orientation.rawValue)",
            actual: "it was \(ADBannerView.shortName(of: current))", at: run.lastEvent())
        }
        return .fail(
          expected: "the \(orientation.rawValue) identifier in requiredContentSizeIdentifiers",
          actual: "the required set was \(banner.requiredIdentifiers.map(ADBannerView.shortName(of:)).sorted())",
          at: run.requiredSizesEvent(of: banner) ?? run.lastEvent())
      }
      seen.append("\(orientation.rawValue) at \(settled ?? run.now) s")
    }
    return .pass("the banner's size identifier followed each rotation: \(seen.joined(separator: ", "))")
  }

  /// For a banner that sizes itself (iOS 6 and later): every banner in the window lies
  /// inside the screen after each rotation.
  @MainActor
  private static func fitsScreenAfterRotations(_ run: BannerRun) async -> Contract.Outcome {
    @MainActor func misfit() -> ADBannerView? {
      let screen = UIScreen.main.bounds
      return run.banners.first { $0.window != nil && $0.adType == .banner && !screen.contains($0.frameInWindow) }
    }
    var seen: [String] = []
    for orientation in [Device.Orientation.landscape, .portrait] {
      await run.perform(.rotate(orientation))
      let settled = await run.waitUntil(.screen) { misfit() == nil }
      if let banner = misfit() {
        let screen = UIScreen.main.bounds
        return .fail(
          expected: "every banner inside the \(Int(screen.width))×\(Int(screen.height)) screen within \(Window.screen.duration.shortText) of the rotation to \(orientation.rawValue)",
          actual: "\(banner.traceName) was at \(banner.frameInWindow.timelineText)", at: run.lastEvent())
      }
      // A pass needs a banner seen fitting; none in the window leaves the rule undecided.
      guard let banner = run.banners.first(where: { $0.window != nil && $0.adType == .banner }) else {
        return .unmet(.bannerOnScreen, "no standard banner was in the window after the rotation to \(orientation.rawValue)")
      }
      seen.append("\(orientation.rawValue) at \(settled ?? run.now) s, \(banner.frameInWindow.timelineText)")
    }
    return .pass(
      "on iOS \(run.simulation.device.systemVersion) the banner sized itself and fit the screen after each rotation: \(seen.joined(separator: ", "))")
  }

  /// The banner requires only the sizes the app shows.
  ///
  /// Content size identifiers were deprecated in iOS 6; the rule does not apply to an app
  /// that targets iOS 6 or later.
  static let requiredSizesMinimal = Contract(
    "iad.banner.required-sizes-minimal", .should,
    title: "The banner requires only the sizes the app actually uses.",
    guide: sizeSection,
    explanation: """
      iAd serves only ads that come in every required size, so each extra size narrows the \
      inventory. The check loads an ad and rotates to landscape and back (if the app \
      supports both orientations); at the end every \
      identifier in requiredContentSizeIdentifiers must have been the banner's current \
      identifier at some point. It does not apply to an app that targets iOS 6 or later, \
      where the banner sizes itself.
      """,
    fix: "list in requiredContentSizeIdentifiers only the identifiers you set as currentContentSizeIdentifier."
  ) { (run: BannerRun) in
    let version = run.simulation.device.systemVersion
    guard version < 6 else {
      return .notApplicable(
        "the app targets iOS \(version), where content size identifiers are deprecated and the banner sizes itself.")
    }
    await run.loadAd()
    if run.devices.rotates {
      await run.perform(.rotate(.landscape), .advance(.seconds(5)), .rotate(.portrait))
    }
    let standard = run.banners.filter { $0.adType == .banner }
    guard !standard.isEmpty else {
      return run.banners.isEmpty
        ? .unmet(.bannerMade, "the app held no ADBannerView")
        : .notApplicable("the app shows medium rectangle banners only, which have one size.")
    }
    for banner in standard {
      var used: Set<String> = ["portrait"]
      for event in run.simulation.trace.events
      where event.object == banner.traceName && event.name == .currentContentSizeIdentifier {
        if let name = event.text("identifier") { used.insert(name) }
      }
      let unused = banner.requiredIdentifiers.map(ADBannerView.shortName(of:)).filter {
        !used.contains($0)
      }
      if !unused.isEmpty {
        return .fail(
          expected: "only the sizes the app shows in requiredContentSizeIdentifiers",
          actual: "\(banner.traceName) also required \(unused.sorted().joined(separator: ", ")), which it never used",
          at: run.requiredSizesEvent(of: banner))

      }
    }
    let required = standard.map { banner in
      "\(banner.traceName) required \(banner.requiredIdentifiers.map(ADBannerView.shortName(of:)).sorted().joined(separator: ", "))"
    }
    return .pass("\(required.joined(separator: "; ")), each used in \(run.devices.orientationsText)")
  }
}
