/// The rules one run of the harness knows, chapter by chapter, and lookups by id and kind.
///
/// ``standard`` holds AdConformance's own kinds. A team with a kind of its own adds its
/// chapter and hands the result to the command through ``SubjectCatalogue``:
///
/// ```swift
/// let catalogue = Catalogue.standard.adding(NativeAdRules.chapter)
/// await AdConformCommand.main(subjects: SubjectCatalogue(mySubjects, catalogue: catalogue))
/// ```
public struct Catalogue: Sendable {
  /// The chapters, one per kind of ad, in the order reports list their rules.
  public let chapters: [Chapter]
  /// Every rule of every chapter, in order.
  public let rules: [Rule]

  /// Creates a catalogue from its chapters.
  ///
  /// Each kind has one chapter and each rule id appears once; anything else is a
  /// programming error and stops the process with a message naming the repeat.
  public init(chapters: [Chapter]) {
    var kinds = Set<String>()
    var ids = Set<String>()
    for chapter in chapters {
      precondition(
        kinds.insert(chapter.kind.rawValue).inserted,
        "Expected one chapter per kind, but kind '\(chapter.kind)' has two.")
      for rule in chapter.rules {
        precondition(
          ids.insert(rule.id).inserted, "Expected every rule id once, but '\(rule.id)' appears twice.")
      }
    }
    self.chapters = chapters
    self.rules = chapters.flatMap(\.rules)
  }

  /// AdConformance's own kinds: iAd banners and full-screen ads, Google app open ads,
  /// interstitials, banners, rewarded and rewarded interstitial ads, consent before ads,
  /// and native ads.
  ///
  /// A new kind is one line here, its folder's chapter.
  public static let standard = Catalogue(chapters: [
    IAdBannerRules.chapter,
    IAdInterstitialRules.chapter,
    GoogleAppOpenRules.chapter,
    GoogleInterstitialRules.chapter,
    GoogleBannerRules.chapter,
    GoogleRewardedRules.chapter,
    GoogleRewardedInterstitialRules.chapter,
    GoogleConsentRules.chapter,
    GoogleNativeRules.chapter,
  ])

  /// This catalogue with one more kind's chapter after the others.
  public func adding(_ chapter: Chapter) -> Catalogue {
    Catalogue(chapters: chapters + [chapter])
  }

  /// The kinds, in chapter order.
  public var kinds: [Rule.Kind] { chapters.map(\.kind) }

  /// The rule with the id, if any; an id written before rules were scoped by SDK
  /// (`banner.placed-at-edge`) finds its rule too (see ``currentSpelling(of:)``).
  public func rule(withID id: String) -> Rule? {
    let current = Self.currentSpelling(of: id).id
    return rules.first { $0.id == current }
  }

  /// The rules for one kind of ad.
  public func rules(for kind: Rule.Kind) -> [Rule] {
    rules.filter { $0.kind == kind }
  }

  /// The chapter of the kind, if the catalogue has one.
  public func chapter(for kind: Rule.Kind) -> Chapter? {
    chapters.first { $0.kind == kind }
  }

  /// Every bundled rule in a stable order: banner, full-screen ad, then app open ad rules.
  public static var all: [Rule] { standard.rules }

  /// The bundled rule with the id, if any, old spellings included.
  public static func rule(withID id: String) -> Rule? {
    standard.rule(withID: id)
  }

  /// The bundled rules for one kind of ad.
  public static func rules(for kind: Rule.Kind) -> [Rule] {
    standard.rules(for: kind)
  }
}
