import Foundation

/// Extra parameters an ad network reads from a request.
public protocol GADAdNetworkExtras: NSObjectProtocol {}

/// Extra parameters for Google's own ad network, registered on a request.
///
/// A collapsible banner is asked for with `["collapsible": "bottom"]` (or `"top"`); the
/// fake serves a collapsible ad for it on the first load, not on refreshes. The v12 name
/// is ``Extras``.
public final class GADExtras: NSObject, GADAdNetworkExtras {
  /// The parameters, keyed by name.
  @exclusivity(unchecked) public var additionalParameters: [AnyHashable: Any]?

  /// Creates extras without parameters.
  public override init() {
    super.init()
  }

  /// Where a collapsible banner asked for by these extras would anchor, if it asks.
  var collapsiblePlacement: String? {
    guard let value = additionalParameters?["collapsible"] as? String, ["top", "bottom"].contains(value) else {
      return nil
    }
    return value
  }
}

/// The v12 name of ``GADExtras``.
public typealias Extras = GADExtras
/// The v12 name of ``GADAdNetworkExtras``.
public typealias AdNetworkExtras = GADAdNetworkExtras
