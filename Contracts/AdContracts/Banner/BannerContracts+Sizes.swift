import AdSimulation
import FakeiAd

extension BannerContracts {
  /// After a rotation the banner's size identifier matches the new orientation.
  static let sizeFollowsOrientation = Contract(
    "banner.size-follows-orientation", .must,
    title: "After a rotation the banner's size matches the new orientation.",
    guide: sizeSection,
    explanation: """
      A portrait banner in a landscape interface is the wrong size for its slot. The check \
      rotates to landscape and back; after each rotation every banner in the window must \
      have the matching currentContentSizeIdentifier (the landscape or portrait identifier, \
      or its iOS 4.0 name), and that identifier must be in requiredContentSizeIdentifiers.
      """,
    fix: "set currentContentSizeIdentifier to the landscape or portrait identifier in willRotate(to:duration:) or viewDidLayoutSubviews(), and require both sizes."
  ) { (run: BannerRun) in
    await run.loadAd()
    for orientation in [Device.Orientation.landscape, .portrait] {
      await run.perform(.rotate(orientation))
      let accepted =
        orientation == .landscape
        ? [ADBannerContentSizeIdentifierLandscape, ADBannerContentSizeIdentifier480x32]
        : [ADBannerContentSizeIdentifierPortrait, ADBannerContentSizeIdentifier320x50]
      for banner in run.banners where banner.window != nil && banner.adType == .banner {
        let current = banner.currentContentSizeIdentifier ?? ""
        if !accepted.contains(current) {
          return .fail(
            expected: "\(banner.traceName).currentContentSizeIdentifier \(orientation.rawValue) after the rotation to \(orientation.rawValue)",
            actual: "it was \(ADBannerView.shortName(of: current))")
        }
        if !banner.requiredIdentifiers.contains(current) {
          return .fail(
            expected: "the \(orientation.rawValue) identifier in requiredContentSizeIdentifiers",
            actual: "the required set was \(banner.requiredIdentifiers.map(ADBannerView.shortName(of:)).sorted())")
        }
      }
    }
    return .pass
  }

  /// The banner requires only the sizes the app shows.
  static let requiredSizesMinimal = Contract(
    "banner.required-sizes-minimal", .should,
    title: "The banner requires only the sizes the app actually uses.",
    guide: sizeSection,
    explanation: """
      iAd serves only ads that come in every required size, so each extra size narrows the \
      inventory. The check loads an ad and rotates to landscape and back; at the end every \
      identifier in requiredContentSizeIdentifiers must have been the banner's current \
      identifier at some point.
      """,
    fix: "list in requiredContentSizeIdentifiers only the identifiers you set as currentContentSizeIdentifier."
  ) { (run: BannerRun) in
    await run.loadAd()
    await run.perform(.rotate(.landscape), .advance(.seconds(5)), .rotate(.portrait))
    for banner in run.banners where banner.adType == .banner {
      var used: Set<String> = ["portrait"]
      for event in run.simulation.trace.events
      where event.object == banner.traceName && event.name == "currentContentSizeIdentifier" {
        if let name = event.detail.split(separator: " ").first {
          used.insert(String(name))
        }
      }
      let unused = banner.requiredIdentifiers.map(ADBannerView.shortName(of:)).filter {
        !used.contains($0)
      }
      if !unused.isEmpty {
        return .fail(
          expected: "only the sizes the app shows in requiredContentSizeIdentifiers",
          actual: "\(banner.traceName) also required \(unused.sorted().joined(separator: ", ")), which it never used")
      }
    }
    return .pass
  }
}
