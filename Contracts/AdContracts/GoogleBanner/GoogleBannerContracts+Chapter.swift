extension GoogleBannerContracts {
  /// The kind's chapter of the catalogue: its title, its rules and the behaviours they cover.
  public static let chapter = Catalogue.Chapter(
    kind: .googleBanner, title: "Banner ads (Google Mobile Ads)", contracts: all, behaviours: behaviours)

  /// What the guide asks of a client of this kind, behaviour by behaviour.
  static let behaviours: [Coverage.Behaviour] = [
    .init(kind: .googleBanner, requirement: "Set the root view controller before loading.", guide: createSection,
          rules: ["gma.banner.root-view-controller-set"]),
    .init(kind: .googleBanner, requirement: "Test only with Google's demo units.", guide: testSection,
          rules: ["gma.banner.test-ids-under-test"]),
    .init(kind: .googleBanner, requirement: "Ask for an adaptive size made for the banner's width, and a new one when the orientation changes.",
          guide: sizeSection, rules: ["gma.banner.adaptive-size-matches-width", "gma.banner.reloads-after-rotation"]),
    .init(kind: .googleBanner, requirement: "Keep the banner clear of the content.", guide: placementSection,
          rules: ["gma.banner.not-covering-content"]),
    .init(kind: .googleBanner, requirement: "Pause timed activities while a clicked ad's screen is up, and resume them after.",
          guide: eventsSection,
          rules: ["gma.banner.pauses-while-screen-presented", "gma.banner.resumes-after-screen-dismissed"]),
  ]
}
