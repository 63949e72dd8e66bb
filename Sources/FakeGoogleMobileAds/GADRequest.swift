import FakeUIKit
import Foundation

/// An ad request; the fake answers it from the script, whatever it holds.
///
/// Not bound to an actor, as the SDK's Objective-C class is not: code builds and changes
/// requests from any class.
open class GADRequest: NSObject {
  /// Words that describe the app's content, for targeting.
  open var keywords: [String]?
  /// The address of the content the ad appears next to.
  open var contentURL: String?
  /// The scene the ad will be shown in, for apps with several windows.
  open weak var scene: UIWindowScene?
  /// The extras registered on the request, one per class.
  var networkExtras: [any GADAdNetworkExtras] = []

  /// Creates an empty request.
  public override init() {
    super.init()
  }
}

/// The v12 name of ``GADRequest``.
public typealias Request = GADRequest
