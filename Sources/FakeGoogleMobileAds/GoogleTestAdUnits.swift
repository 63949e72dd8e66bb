/// Google's published demo ad unit ids for iOS, which serve test ads to anyone.
///
/// Under test, an app must load only these; a live id earns invalid traffic.
public enum GoogleTestAdUnits {
  /// The app open demo unit.
  public static let appOpen = "ca-app-pub-3940256099942544/5575463023"
  /// The app open demo unit before November 2023.
  public static let legacyAppOpen = "ca-app-pub-3940256099942544/5662855259"
  /// The adaptive banner demo unit.
  public static let adaptiveBanner = "ca-app-pub-3940256099942544/2435281174"
  /// The fixed-size banner demo unit.
  public static let fixedSizeBanner = "ca-app-pub-3940256099942544/2934735716"
  /// The collapsible banner demo unit.
  public static let collapsibleBanner = "ca-app-pub-3940256099942544/8388050270"
  /// Every demo unit the SDK knows, all formats.
  public static let all: Set<String> = [
    appOpen, legacyAppOpen, adaptiveBanner, fixedSizeBanner, collapsibleBanner,
    "ca-app-pub-3940256099942544/4411468910",  // interstitial
    "ca-app-pub-3940256099942544/1712485313",  // rewarded
    "ca-app-pub-3940256099942544/6978759866",  // rewarded interstitial
    "ca-app-pub-3940256099942544/3986624511",  // native advanced
  ]

  /// Whether the id has the shape of an ad unit: `ca-app-pub-` with a publisher number,
  /// a slash and a unit number (AdMob), or a path starting with `/` (Ad Manager).
  ///
  /// The SDK rejects any other id at once with the invalid-request error.
  public static func isWellFormed(_ adUnitID: String) -> Bool {
    if adUnitID.hasPrefix("/") {
      return adUnitID.count > 1 && !adUnitID.contains(where: \.isWhitespace)
    }
    guard adUnitID.hasPrefix("ca-app-pub-") else { return false }
    // Two runs of ASCII digits, one slash between them; read as bytes, since loads ask
    // this every time.
    let parts = adUnitID.utf8.dropFirst("ca-app-pub-".utf8.count).split(
      separator: UInt8(ascii: "/"), omittingEmptySubsequences: false)
    return parts.count == 2
      && parts.allSatisfy { !$0.isEmpty && $0.allSatisfy { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) } }
  }

  /// Whether the id is one of the demo units.
  public static func isTestUnit(_ adUnitID: String) -> Bool {
    all.contains(adUnitID)
  }
}
