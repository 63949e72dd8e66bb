import AdSimulation
import FakeUIKit
import Foundation

extension ADBannerView {
  func requiredSizesChanged(from old: Set<AnyHashable>) {
    simulation.noteUse(of: traceName, "requiredContentSizeIdentifiers")
    guard let required = requiredContentSizeIdentifiers else {
      simulation.record(
        .misuse, actor: .app, object: traceName, name: .requiredContentSizeIdentifiers,
        detail: "nil; a banner needs at least one size; kept \(requiredSizesText(old))")
      revertMisuse { requiredContentSizeIdentifiers = old }
      return
    }
    let unknown = required.filter {
      !($0.base is String) || !Self.knownContentSizeIdentifiers.contains($0.base as! String)
    }
    if !unknown.isEmpty {
      let names = unknown.map { "\($0.base)" }.sorted().joined(separator: ", ")
      simulation.record(
        .misuse, actor: .app, object: traceName, name: .requiredContentSizeIdentifiers,
        detail: "unknown identifiers [\(names)], sizes the SDK does not have; kept \(requiredSizesText(old))")
      revertMisuse { requiredContentSizeIdentifiers = old }
      return
    }
    simulation.record(
      .property, actor: .app, object: traceName, name: .requiredContentSizeIdentifiers,
      detail: requiredSizesText)
  }

  /// Puts a property back without treating the restore as a new change to record.
  private func revertMisuse(_ restore: () -> Void) {
    isRevertingMisuse = true
    defer { isRevertingMisuse = false }
    restore()
  }

  private func requiredSizesText(_ set: Set<AnyHashable>) -> String {
    "["
      + set.compactMap { $0.base as? String }.map(Self.shortName(of:)).sorted()
      .joined(separator: ", ") + "]"
  }

  func currentSizeChanged(from old: String?) {
    simulation.noteUse(of: traceName, "currentContentSizeIdentifier")
    guard let new = currentContentSizeIdentifier, new != old else { return }
    guard requiredIdentifiers.contains(new) else {
      simulation.record(
        .misuse, actor: .app, object: traceName, name: .currentContentSizeIdentifier,
        detail:
          "\(Self.shortName(of: new)) is not in requiredContentSizeIdentifiers \(requiredSizesText); the device would throw",
        fields: Trace.Event.raisingFields)
      revertMisuse { currentContentSizeIdentifier = old }
      return
    }
    let size = Self.size(fromBannerContentSizeIdentifier: new)
    super.frame = CGRect(origin: frame.origin, size: size)
    simulation.record(
      .property, actor: ownerActor, object: traceName, name: .currentContentSizeIdentifier,
      detail: "\(Self.shortName(of: new)) → \(size.width.pointsText)×\(size.height.pointsText)",
      fields: ["identifier": .text(Self.shortName(of: new))])
  }
}
