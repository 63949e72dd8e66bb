import Foundation

extension GADRequest {
  /// Adds extra parameters for an ad network, replacing any of the same class.
  public func register(_ extras: any GADAdNetworkExtras) {
    networkExtras.removeAll { type(of: $0) == type(of: extras) }
    networkExtras.append(extras)
  }

  /// The extras of the class registered on the request, if any.
  public func adNetworkExtras(for aClass: AnyClass) -> (any GADAdNetworkExtras)? {
    networkExtras.first { type(of: $0) == aClass }
  }

  /// Where a collapsible banner the request asks for would anchor, if it asks for one.
  var collapsiblePlacement: String? {
    networkExtras.lazy.compactMap { ($0 as? GADExtras)?.collapsiblePlacement }.first
  }
}
