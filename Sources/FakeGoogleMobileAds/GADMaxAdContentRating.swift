/// The most mature content an app accepts in its ads, set on the request configuration.
public struct GADMaxAdContentRating: RawRepresentable, Hashable, Sendable {
  /// The rating's code, as the SDK sends it.
  public let rawValue: String

  /// A rating from its code.
  public init(rawValue: String) { self.rawValue = rawValue }

  /// A rating from its code.
  public init(_ rawValue: String) { self.rawValue = rawValue }

  /// Content for general audiences.
  public static let general = GADMaxAdContentRating("G")
  /// Content for most audiences with parental guidance.
  public static let parentalGuidance = GADMaxAdContentRating("PG")
  /// Content for teen and older audiences.
  public static let teen = GADMaxAdContentRating("T")
  /// Content for mature audiences only.
  public static let matureAudience = GADMaxAdContentRating("MA")
}

/// The v12 name of ``GADMaxAdContentRating``.
public typealias MaxAdContentRating = GADMaxAdContentRating
