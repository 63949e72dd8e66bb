extension Contract {
  /// The kind of ad a contract is about: an open identifier each kind's folder declares.
  ///
  /// The bundled kinds are ``banner``, ``interstitial`` and ``appOpen``. A kind defined
  /// elsewhere declares its own, as Swift Testing's tags are declared:
  ///
  /// ```swift
  /// extension Contract.Kind {
  ///   static let native = Contract.Kind("native", ruleIDPrefix: "acme.native.")
  /// }
  /// ```
  public struct Kind: Sendable, Hashable, CustomStringConvertible {
    /// The kind's name in reports and JSON, for example `app-open`.
    public let rawValue: String
    /// How the ids of this kind's rules begin: the SDK, then the kind, as in
    /// `iad.banner.placed-at-edge` or `gma.app-open.single-load`.
    public let ruleIDPrefix: String

    /// Creates a kind from its name and the prefix of its rules' ids.
    ///
    /// - Parameters:
    ///   - rawValue: The name in reports, lower case with dashes, for example `native`.
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
    public static let banner = Kind("banner", ruleIDPrefix: "iad.banner.")
    /// An iAd full-screen ad (ADInterstitialAd).
    public static let interstitial = Kind("interstitial", ruleIDPrefix: "iad.interstitial.")
    /// A Google Mobile Ads app open ad (GADAppOpenAd).
    public static let appOpen = Kind("app-open", ruleIDPrefix: "gma.app-open.")
  }
}
