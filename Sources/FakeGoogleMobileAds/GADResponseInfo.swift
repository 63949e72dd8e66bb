import Foundation

/// Where a loaded ad came from: the response and the ad networks asked for it.
///
/// The fake fills every ad from Google's own network, so the loaded network is the
/// AdMob adapter and it is the only one asked.
public final class GADResponseInfo: NSObject, Sendable {
  /// The response's identifier.
  public let responseIdentifier: String?
  /// The class name of the ad network that served the ad.
  public let adNetworkClassName: String?
  /// The ad network that served the ad.
  public let loadedAdNetworkResponseInfo: GADAdNetworkResponseInfo?
  /// Every ad network asked for the ad, in the order they were asked.
  public let adNetworkInfoArray: [GADAdNetworkResponseInfo]

  init(identifier: String, latency: TimeInterval) {
    let loaded = GADAdNetworkResponseInfo(latency: latency)
    responseIdentifier = identifier
    adNetworkClassName = loaded.adNetworkClassName
    loadedAdNetworkResponseInfo = loaded
    adNetworkInfoArray = [loaded]
    super.init()
  }

  /// The response as a dictionary, as the SDK logs it.
  public var dictionaryRepresentation: [String: Any] {
    [
      "Response ID": responseIdentifier ?? "",
      "Loaded Adapter Response": loadedAdNetworkResponseInfo?.dictionaryRepresentation ?? [:],
      "Mediation line items": adNetworkInfoArray.map(\.dictionaryRepresentation),
    ]
  }
}

/// The v12 name of ``GADResponseInfo``.
public typealias ResponseInfo = GADResponseInfo
