import Foundation

/// Where a loaded ad came from.
@preconcurrency @MainActor
public final class GADResponseInfo: NSObject {
  /// The response's identifier.
  public let responseIdentifier: String?
  /// The ad network that served it.
  public let adNetworkClassName: String?

  init(identifier: String) {
    responseIdentifier = identifier
    adNetworkClassName = "GADMAdapterGoogleAdMobAds"
    super.init()
  }
}

/// The v12 name of ``GADResponseInfo``.
public typealias ResponseInfo = GADResponseInfo
