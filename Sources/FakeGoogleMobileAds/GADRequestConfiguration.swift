import AdSimulation
import Foundation

/// The settings every ad request carries: test devices, audience tags and the content
/// rating ceiling.
///
/// The fake serves the same scripted ads whatever is set; each change is recorded in the
/// trace, so a rule or a reader can see what the app asked for and when. Not bound to an
/// actor, as the SDK's Objective-C class is not.
public final class GADRequestConfiguration: NSObject {
  /// Devices that always get test ads.
  public var testDeviceIdentifiers: [String]? {
    didSet { note(.testDeviceIdentifiers, testDeviceIdentifiers.map { "\($0)" } ?? "nil") }
  }
  /// Whether ads should be treated as directed at children (`true` or `false`), or nil
  /// for no indication.
  public var tagForChildDirectedTreatment: NSNumber? {
    didSet { note(.tagForChildDirectedTreatment, Self.text(tagForChildDirectedTreatment)) }
  }
  /// Whether requests should be treated as coming from users under the age of consent,
  /// or nil for no indication.
  public var tagForUnderAgeOfConsent: NSNumber? {
    didSet { note(.tagForUnderAgeOfConsent, Self.text(tagForUnderAgeOfConsent)) }
  }
  /// The most mature content the app accepts in its ads, or nil for no ceiling.
  public var maxAdContentRating: GADMaxAdContentRating? {
    didSet { note(.maxAdContentRating, maxAdContentRating?.rawValue ?? "nil") }
  }

  private func note(_ name: Trace.Event.Name, _ detail: String) {
    guard let simulation = Simulation.current else { return }
    Simulation.mainActor {
      simulation.record(.property, actor: .app, object: "GADRequestConfiguration", name: name, detail: detail)
    }
  }

  /// A tag as the trace shows it: `true`, `false` or `nil`.
  private static func text(_ tag: NSNumber?) -> String {
    tag.map { $0.boolValue ? "true" : "false" } ?? "nil"
  }
}

/// The v12 name of ``GADRequestConfiguration``.
public typealias RequestConfiguration = GADRequestConfiguration
