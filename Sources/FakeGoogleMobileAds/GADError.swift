import Foundation

/// The error domain of Google Mobile Ads errors.
public let GADErrorDomain = "com.google.admob"

/// Why a load failed, with the codes of the real SDK.
public enum GADErrorCode: Int, Sendable, CaseIterable {
  /// The request was invalid, for example without an ad unit id.
  case invalidRequest = 0
  /// The request succeeded but no ad was returned.
  case noFill = 1
  /// Data could not be loaded from the network.
  case networkError = 2
  /// The ad server failed to process the request.
  case serverError = 3
  /// The device's OS is too old.
  case osVersionTooLow = 4
  /// The request timed out.
  case timeout = 5
  /// The mediation response was invalid.
  case mediationDataError = 7
  /// A mediation adapter could not be found or created.
  case mediationAdapterError = 8
  /// An invalid ad size was passed to an adapter.
  case mediationInvalidAdSize = 10
  /// Internal error.
  case internalError = 11
  /// An argument was invalid.
  case invalidArgument = 12
  /// The ad object has already been used.
  case adAlreadyUsed = 19
  /// The application identifier is missing.
  case applicationIdentifierMissing = 20

  /// The message the SDK gives with the code.
  var message: String {
    switch self {
    case .noFill: "Request Error: No ad to show."
    case .networkError: "Request Error: A network error occurred."
    case .serverError: "Request Error: The ad server failed to process the request."
    case .timeout: "Request Error: The request timed out."
    case .internalError: "Request Error: Internal error."
    default: "Request Error: The request failed."
    }
  }
}

/// Why a presentation failed, with the codes of the real SDK.
public enum GADPresentationErrorCode: Int, Sendable, CaseIterable {
  /// The ad is not ready to be shown.
  case codeAdNotReady = 15
  /// The ad is too large for the scene.
  case codeAdTooLarge = 16
  /// Internal error: another full-screen ad is up, or the controller is not in a window.
  case codeInternal = 17
  /// The ad has already been used.
  case codeAdAlreadyUsed = 18
  /// The ad was presented from a thread other than the main one.
  case notMainThread = 21
  /// A mediation adapter failed to present the ad.
  case mediation = 22
}

/// The v12 home of the load error codes.
public enum RequestError {
  /// The load error codes.
  public typealias Code = GADErrorCode
}

/// The v12 home of the presentation error codes.
public enum PresentationError {
  /// The presentation error codes.
  public typealias Code = GADPresentationErrorCode
}

extension NSError {
  /// A Google Mobile Ads error with the code and the SDK's message.
  static func googleMobileAds(_ code: Int, _ message: String) -> NSError {
    NSError(domain: GADErrorDomain, code: code, userInfo: [NSLocalizedDescriptionKey: message])
  }
}
