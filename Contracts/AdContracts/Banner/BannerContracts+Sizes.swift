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
    fix: "set currentContentSizeIdentifier to the landscape or portrait identifier in willRotate(to:duration:) or viewDidLayoutSubviews(), and require both sizes.",
    basis: .init(
      .must, section: "Working with Banner Views", word: "must",
      sentence: "An app that supports rotation has to change the banner's size when the device turns, and a size identifier has to be in the required set before it is used.",
      note: "Changing the Banner Size Dynamically repeats the first half with \"should\"; the chapter's opening says \"must\" (the Russian edition: должен), and the SDK refuses an identifier outside the required set.")
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
    // The rule's property (BannerMonitors.sizeFollowsOrientation) judges the run.
    var seen: [String] = []
    for orientation in [Device.Orientation.landscape, .portrait] {
      await run.perform(.rotate(orientation))
      let settled = await run.waitUntil(outlasting: .screen) {
        BannerMonitors.sizeMismatch(run, within: "") == nil
      }
      seen.append("\(orientation.rawValue) at \(settled.map { "\($0) s" } ?? "no time, still \(identifiers(run))")")
    }
    return .pass("the banner's size identifier followed each rotation: \(seen.joined(separator: ", "))")
  }

  /// The current size identifiers of the standard banners in the window, for a witness's
  /// account.
  @MainActor
  private static func identifiers(_ run: BannerRun) -> String {
    run.banners.filter { $0.isInWindow && $0.adType == .banner }
      .map { ADBannerView.shortName(of: $0.currentContentSizeIdentifier ?? "") }.joined(separator: ", ")
  }

  /// For a banner that sizes itself (iOS 6 and later): every banner in the window lies
  /// inside the screen after each rotation.
  @MainActor
  private static func fitsScreenAfterRotations(_ run: BannerRun) async -> Contract.Outcome {
    // The rule's property (BannerMonitors.sizeFollowsOrientation) judges the run.
    var seen: [String] = []
    for orientation in [Device.Orientation.landscape, .portrait] {
      await run.perform(.rotate(orientation))
      let settled = await run.waitUntil(outlasting: .screen) {
        BannerMonitors.sizeMismatch(run, within: "") == nil
      }
      // A pass needs a banner seen fitting; none in the window leaves the rule undecided.
      guard let banner = run.banners.first(where: { $0.window != nil && $0.adType == .banner }) else {
        return .unmet(.bannerOnScreen, "no standard banner was in the window after the rotation to \(orientation.rawValue)")
      }
      seen.append("\(orientation.rawValue) at \(settled.map { "\($0) s" } ?? "no time"), \(banner.frameInWindow.timelineText)")
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
    fix: "list in requiredContentSizeIdentifiers only the identifiers you set as currentContentSizeIdentifier.",
    basis: .init(
      .should, section: BannerContracts.sizeSection, word: "should",
      sentence: "Every required size narrows the ads the banner can get, so the app is advised to require only the sizes it actually displays.",
      note: "The Russian edition renders this with необходимо (it is necessary); the English original, which the rule cites, says \"should\".")
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
    // The banner settles in each orientation: the app has had the screen window to set
    // its size there, and the rule's property (BannerMonitors.requiredSizesMinimal) judges
    // the sizes it required against those it used.
    await run.perform(.advance(Window.screen.duration + .milliseconds(1)))
    let standard = run.banners.filter { $0.adType == .banner }
    guard !standard.isEmpty else {
      return run.banners.isEmpty
        ? .unmet(.bannerMade, "the app held no ADBannerView")
        : .notApplicable("the app shows medium rectangle banners only, which have one size.")
    }
    let required = standard.map { banner in
      "\(banner.traceName) required \(banner.requiredIdentifiers.map(ADBannerView.shortName(of:)).sorted().joined(separator: ", "))"
    }
    return .pass("\(required.joined(separator: "; ")), each used in \(run.devices.orientationsText)")
  }
}
