import Foundation

/// What a rewarded ad passes to the app's server when it rewards the user; set before
/// presenting.
public final class GADServerSideVerificationOptions: NSObject {
  /// The user's id in the app, passed to the server's callback.
  @exclusivity(unchecked) public var userIdentifier: String?
  /// A text of the app's own, passed to the server's callback.
  @exclusivity(unchecked) public var customRewardString: String?

  /// Creates empty options.
  override public init() {
    super.init()
  }

  /// The v12 name of ``customRewardString``.
  public var customRewardText: String? {
    get { customRewardString }
    set { customRewardString = newValue }
  }
}

/// The v12 name of ``GADServerSideVerificationOptions``.
public typealias ServerSideVerificationOptions = GADServerSideVerificationOptions
