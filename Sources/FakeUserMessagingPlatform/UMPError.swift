import Foundation

/// The error domain of every User Messaging Platform error.
///
/// The SDK's header declares the constant without its text; the fake takes the text to be
/// the SDK's reverse-DNS name. Compare errors with the constant, never the text.
public let UMPErrorDomain = "com.google.user_messaging_platform"

/// Why a consent information update failed, with the SDK's codes.
public enum UMPRequestErrorCode: Int, Sendable, CaseIterable, CustomStringConvertible {
  /// Something went wrong inside the SDK.
  case `internal` = 1
  /// The app's identifier is missing or wrong.
  case invalidAppID = 2
  /// The network could not be reached or answered badly.
  case network = 3
  /// The app's messages are set up wrongly on the server.
  case misconfiguration = 4

  /// The case's name, as the trace records it.
  public var description: String {
    switch self {
    case .internal: "internal"
    case .invalidAppID: "invalidAppID"
    case .network: "network"
    case .misconfiguration: "misconfiguration"
    }
  }

  /// The message the fake gives with the code.
  var message: String {
    switch self {
    case .internal: "Consent information update failed: internal error."
    case .invalidAppID: "Consent information update failed: the application identifier is invalid."
    case .network: "Consent information update failed: the network request failed."
    case .misconfiguration: "Consent information update failed: the app's messages are misconfigured."
    }
  }
}

/// Why a consent form failed to load or present, with the SDK's codes.
public enum UMPFormErrorCode: Int, Sendable, CaseIterable, CustomStringConvertible {
  /// Something went wrong inside the SDK.
  case `internal` = 5
  /// The form was presented before; each form presents once.
  case alreadyUsed = 6
  /// No form applies to the user, or none is available to present.
  case unavailable = 7
  /// Loading the form took too long.
  case timeout = 8
  /// The view controller given cannot present the form.
  case invalidViewController = 9

  /// The case's name, as the trace records it.
  public var description: String {
    switch self {
    case .internal: "internal"
    case .alreadyUsed: "alreadyUsed"
    case .unavailable: "unavailable"
    case .timeout: "timeout"
    case .invalidViewController: "invalidViewController"
    }
  }

  /// The message the fake gives with the code when the behaviour chose it.
  var message: String {
    switch self {
    case .internal: "Consent form failed: internal error."
    case .alreadyUsed: "Consent form failed: the form has already been presented."
    case .unavailable: "Consent form failed: no form is available."
    case .timeout: "Consent form failed: loading the form timed out."
    case .invalidViewController: "Consent form failed: the view controller cannot present the form."
    }
  }
}

/// The UMP 3 name of ``UMPRequestErrorCode``.
public typealias RequestErrorCode = UMPRequestErrorCode
/// The UMP 3 name of ``UMPFormErrorCode``.
public typealias FormErrorCode = UMPFormErrorCode

extension NSError {
  /// A User Messaging Platform error with the code and message.
  static func userMessagingPlatform(_ code: Int, _ message: String) -> NSError {
    NSError(domain: UMPErrorDomain, code: code, userInfo: [NSLocalizedDescriptionKey: message])
  }

  /// A consent information update error.
  static func userMessagingPlatform(_ code: UMPRequestErrorCode, _ message: String? = nil) -> NSError {
    userMessagingPlatform(code.rawValue, message ?? code.message)
  }

  /// A consent form error.
  static func userMessagingPlatform(_ code: UMPFormErrorCode, _ message: String? = nil) -> NSError {
    userMessagingPlatform(code.rawValue, message ?? code.message)
  }
}
