import Foundation

/// The error domain of every iAd error.
public let ADErrorDomain = "ADErrorDomain"

/// An iAd error, with the codes of the real framework's headers.
///
/// Delegates receive it as `any Error`; `(error as NSError).domain` is `ADErrorDomain` and
/// `.code` is the raw code, and `(error as? ADError)?.code` is the typed code.
public struct ADError: Error, Hashable, Sendable, CustomNSError, CustomStringConvertible {
  /// The reasons iAd gives, numbered as in the real headers.
  public enum Code: Int, Hashable, Sendable, CaseIterable {
    /// A failure no other code covers.
    case unknown = 0
    /// The ad service could not be reached.
    case serverFailure = 1
    /// Requests came too fast (unused by later SDKs).
    case loadingThrottled = 2
    /// No ad is available at the moment.
    case inventoryUnavailable = 3
    /// The app's iAd configuration needs fixing before ads are served.
    case configurationError = 4
    /// A banner was visible without an ad.
    case bannerVisibleWithoutContent = 5
    /// The app was inactive (unused by later SDKs).
    case applicationInactive = 6
    /// The ad in the banner was unloaded, for example because it expired.
    case adUnloaded = 7
    /// The ad's assets failed to load.
    case assetLoadFailure = 8
    /// The ad response failed validation.
    case adResponseValidateFailure = 9
    /// The ad's assets are still loading.
    case adAssetLoadPending = 10

    /// The code's name as the timeline prints it, for example `inventoryUnavailable`.
    public var name: String { String(describing: self) }
  }

  /// Why the request failed.
  public var code: Code

  /// Creates an error with the code.
  public init(_ code: Code) {
    self.code = code
  }

  /// The iAd error domain.
  public static var errorDomain: String { ADErrorDomain }
  /// The raw code.
  public var errorCode: Int { code.rawValue }
  /// The failure reason, as the real framework filled it in.
  public var errorUserInfo: [String: Any] {
    [
      NSLocalizedFailureReasonErrorKey: reason,
      "ADInternalErrorCode": code.rawValue,
      "ADInternalErrorDomain": ADErrorDomain,
    ]
  }

  /// The error as the timeline prints it, for example `ADError.inventoryUnavailable (3)`.
  public var description: String { "ADError.\(code.name) (\(code.rawValue))" }

  private var reason: String {
    switch code {
    case .inventoryUnavailable: "Ad inventory unavailable"
    case .bannerVisibleWithoutContent: "Banner view is visible but does not have content"
    case .adUnloaded: "Ad was unloaded from this banner"
    case .serverFailure: "Unable to reach the ad server"
    case .configurationError: "The app's ad configuration is incomplete"
    default: "Ad request failed"
    }
  }
}
