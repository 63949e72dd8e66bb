import AdSimulation
import Foundation

extension GADRequest {
  /// Adds extra parameters for an ad network, replacing any of the same class.
  public func register(_ extras: any GADAdNetworkExtras) {
    GoogleRequestExtras.current().register(extras, on: self)
  }

  /// The extras of the class registered on the request, if any.
  public func adNetworkExtras(for aClass: AnyClass) -> (any GADAdNetworkExtras)? {
    GoogleRequestExtras.current().extras(on: self).first { type(of: $0) == aClass }
  }

  /// Where a collapsible banner the request asks for would anchor, if it asks for one.
  var collapsiblePlacement: String? {
    GoogleRequestExtras.current().extras(on: self).lazy.compactMap { ($0 as? GADExtras)?.collapsiblePlacement }.first
  }
}

/// The extras registered on each request of one simulation.
///
/// A request cannot hold them itself here, so the simulation does, weakly by request.
@MainActor
final class GoogleRequestExtras {
  @exclusivity(unchecked) private var entries: [(request: WeakRequest, extras: [any GADAdNetworkExtras])] = []

  private struct WeakRequest {
    weak var value: GADRequest?
  }

  static func current() -> GoogleRequestExtras {
    let simulation = Simulation.required(by: "GADRequest.register(_:)")
    return simulation.shared(GoogleRequestExtras.self) { GoogleRequestExtras() }
  }

  func register(_ extras: any GADAdNetworkExtras, on request: GADRequest) {
    entries.removeAll { $0.request.value == nil }
    if let index = entries.firstIndex(where: { $0.request.value === request }) {
      entries[index].extras.removeAll { type(of: $0) == type(of: extras) }
      entries[index].extras.append(extras)
    } else {
      entries.append((WeakRequest(value: request), [extras]))
    }
  }

  func extras(on request: GADRequest) -> [any GADAdNetworkExtras] {
    entries.first { $0.request.value === request }?.extras ?? []
  }
}
