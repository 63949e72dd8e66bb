import Foundation

/// An ad request; the fake answers it from the script, whatever it holds.
@preconcurrency @MainActor
open class GADRequest: NSObject {
  /// Words that describe the app's content, for targeting.
  @exclusivity(unchecked) open var keywords: [String]?
  /// The address of the content the ad appears next to.
  @exclusivity(unchecked) open var contentURL: String?

  /// Creates an empty request.
  public override init() {
    super.init()
  }
}

/// The v12 name of ``GADRequest``.
public typealias Request = GADRequest
