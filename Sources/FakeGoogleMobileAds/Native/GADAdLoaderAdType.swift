/// A kind of ad a ``GADAdLoader`` asks for, passed in its `adTypes`.
///
/// The SDK declares these as string constants that Swift imports as a struct with static
/// members, so code writes `[.native]`. The simulation serves ``native`` ads only; the
/// other kinds exist so code that names them compiles. The v12 name is ``AdLoaderAdType``.
public struct GADAdLoaderAdType: RawRepresentable, Hashable, Sendable {
  /// The constant's text.
  public let rawValue: String

  /// Creates an ad type from its text.
  public init(rawValue: String) {
    self.rawValue = rawValue
  }

  /// Creates an ad type from its text, as Swift imports typed string constants.
  public init(_ rawValue: String) {
    self.init(rawValue: rawValue)
  }

  /// Native ads, delivered to a ``GADNativeAdLoaderDelegate``.
  public static let native = GADAdLoaderAdType(rawValue: "native")
  /// Custom native ads of an Ad Manager format; not simulated.
  public static let customNative = GADAdLoaderAdType(rawValue: "customNative")
  /// Ad Manager banners delivered through an ad loader; not simulated.
  public static let gamBanner = GADAdLoaderAdType(rawValue: "gamBanner")
}

/// The v12 name of ``GADAdLoaderAdType``.
public typealias AdLoaderAdType = GADAdLoaderAdType
