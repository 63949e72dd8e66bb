/// Names a native ad's asset, as the key of a view the app registers for it.
///
/// The keys of ``GADNativeAd/register(_:clickableAssetViews:nonclickableAssetViews:)`` are
/// these. The SDK declares these as string constants that Swift imports as a struct with
/// static members (`.callToActionAsset`). The texts are the asset ids of Google's Android
/// SDK, as the iOS headers do not show theirs. The v12 name is ``NativeAssetIdentifier``.
public struct GADNativeAssetIdentifier: RawRepresentable, Hashable, Sendable {
  /// The asset id.
  public let rawValue: String

  /// Creates an identifier from its asset id.
  public init(rawValue: String) {
    self.rawValue = rawValue
  }

  /// Creates an identifier from its asset id, as Swift imports typed string constants.
  public init(_ rawValue: String) {
    self.init(rawValue: rawValue)
  }

  /// The headline.
  public static let headlineAsset = GADNativeAssetIdentifier(rawValue: "3001")
  /// The call to action.
  public static let callToActionAsset = GADNativeAssetIdentifier(rawValue: "3002")
  /// The icon.
  public static let iconAsset = GADNativeAssetIdentifier(rawValue: "3003")
  /// The body text.
  public static let bodyAsset = GADNativeAssetIdentifier(rawValue: "3004")
  /// The advertiser.
  public static let advertiserAsset = GADNativeAssetIdentifier(rawValue: "3005")
  /// The store.
  public static let storeAsset = GADNativeAssetIdentifier(rawValue: "3006")
  /// The price.
  public static let priceAsset = GADNativeAssetIdentifier(rawValue: "3007")
  /// The main image.
  public static let imageAsset = GADNativeAssetIdentifier(rawValue: "3008")
  /// The star rating.
  public static let starRatingAsset = GADNativeAssetIdentifier(rawValue: "3009")
  /// The media view.
  public static let mediaViewAsset = GADNativeAssetIdentifier(rawValue: "3010")
  /// The AdChoices view.
  public static let adChoicesViewAsset = GADNativeAssetIdentifier(rawValue: "3011")

  /// The asset's name as the trace writes it, such as `callToAction`.
  var traceText: String {
    switch self {
    case .headlineAsset: "headline"
    case .callToActionAsset: "callToAction"
    case .iconAsset: "icon"
    case .bodyAsset: "body"
    case .advertiserAsset: "advertiser"
    case .storeAsset: "store"
    case .priceAsset: "price"
    case .imageAsset: "image"
    case .starRatingAsset: "starRating"
    case .mediaViewAsset: "media"
    case .adChoicesViewAsset: "adChoices"
    default: "asset \(rawValue)"
    }
  }

  /// The order a user's tap looks for a clickable asset in: the call to action first, then
  /// the asset views that usually take the most room.
  static let tapOrder: [GADNativeAssetIdentifier] = [
    .callToActionAsset, .headlineAsset, .iconAsset, .imageAsset, .bodyAsset, .advertiserAsset, .storeAsset,
    .priceAsset, .starRatingAsset,
  ]
}

/// The v12 name of ``GADNativeAssetIdentifier``.
public typealias NativeAssetIdentifier = GADNativeAssetIdentifier
