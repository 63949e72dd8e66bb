import Foundation

/// One ad network's part in a response: which adapter was asked, how long it took and
/// whether it failed.
public final class GADAdNetworkResponseInfo: NSObject, Sendable {
  /// The class name of the network's adapter.
  public let adNetworkClassName: String
  /// The ad source's name, as the AdMob console shows it.
  public let adSourceName: String
  /// The ad source's identifier.
  public let adSourceID: String
  /// The ad source instance's name.
  public let adSourceInstanceName: String
  /// The ad source instance's identifier.
  public let adSourceInstanceID: String
  /// How long the network took to answer, in seconds.
  public let latency: TimeInterval
  /// The network's error, or nil when it filled.
  public let error: (any Error)? = nil
  /// The network's settings for the ad unit; the fake's network has none.
  public var adUnitMapping: [String: Any] { [:] }

  init(latency: TimeInterval) {
    adNetworkClassName = "GADMAdapterGoogleAdMobAds"
    adSourceName = "AdMob Network"
    adSourceID = "5450213213286189855"
    adSourceInstanceName = "AdMob (default)"
    adSourceInstanceID = "0"
    self.latency = latency
    super.init()
  }

  /// The network's part as a dictionary, as the SDK logs it.
  public var dictionaryRepresentation: [String: Any] {
    [
      "Adapter": adNetworkClassName, "Ad Source Name": adSourceName, "Ad Source ID": adSourceID,
      "Ad Source Instance Name": adSourceInstanceName, "Ad Source Instance ID": adSourceInstanceID,
      "Latency": latency, "Credentials": adUnitMapping, "Error": error.map { "\($0)" } ?? "",
    ]
  }
}

/// The v12 name of ``GADAdNetworkResponseInfo``.
public typealias AdNetworkResponseInfo = GADAdNetworkResponseInfo
