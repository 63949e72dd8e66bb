extension Rule {
  /// The kind of ad a rule is about: an open identifier each kind's folder declares.
  ///
  /// Each kind is named for its SDK and format, in its static name (``iAdBanner``,
  /// ``googleAppOpen``), its raw value (`iad-banner`, `gma-app-open`) and its rules' ids
  /// (`iad.banner.`, `gma.app-open.`); the other Google formats declare theirs in their own
  /// folders (``googleBanner``, ``googleInterstitial`` and so on). A kind defined
  /// elsewhere declares its own, as Swift Testing's tags are declared:
  ///
  /// ```swift
  /// extension Rule.Kind {
  ///   static let acmeNative = Rule.Kind("acme-native", ruleIDPrefix: "acme.native.")
  /// }
  /// ```
  public struct Kind: Sendable, Hashable, CustomStringConvertible {
    /// The kind's name in reports and JSON, for example `gma-app-open`.
    public let rawValue: String
    /// How the ids of this kind's rules begin: the SDK, then the kind, as in
    /// `iad.banner.placed-at-edge` or `gma.app-open.single-load`.
    public let ruleIDPrefix: String

    /// Creates a kind from its name and the prefix of its rules' ids.
    ///
    /// - Parameters:
    ///   - rawValue: The name in reports, lower case with dashes, for example `acme-native`.
    ///   - ruleIDPrefix: The SDK and the kind followed by a dot, for example `acme.native.`.
    public init(_ rawValue: String, ruleIDPrefix: String) {
      precondition(
        ruleIDPrefix.hasSuffix("."),
        "Expected a rule id prefix ending in '.', such as 'acme.native.', but got '\(ruleIDPrefix)'.")
      self.rawValue = rawValue
      self.ruleIDPrefix = ruleIDPrefix
    }

    /// The name, for example `banner`.
    public var description: String { rawValue }

    /// An iAd banner view.
    public static let iAdBanner = Kind("iad-banner", ruleIDPrefix: "iad.banner.")
    /// An iAd full-screen ad (ADInterstitialAd).
    public static let iAdInterstitial = Kind("iad-interstitial", ruleIDPrefix: "iad.interstitial.")
    /// A Google Mobile Ads app open ad (GADAppOpenAd).
    public static let googleAppOpen = Kind("gma-app-open", ruleIDPrefix: "gma.app-open.")

    /// The iAd banner kind, under its former name.
    @available(*, deprecated, renamed: "iAdBanner")
    public static var banner: Kind { iAdBanner }
    /// The iAd full-screen kind, under its former name.
    @available(*, deprecated, renamed: "iAdInterstitial")
    public static var interstitial: Kind { iAdInterstitial }
    /// The Google app open kind, under its former name.
    @available(*, deprecated, renamed: "googleAppOpen")
    public static var appOpen: Kind { googleAppOpen }
  }
}
