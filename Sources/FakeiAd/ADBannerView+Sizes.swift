import AdSimulation
import FakeUIKit
import Foundation

/// The portrait banner size: 320 × 50 points on a phone, 768 × 66 on a pad.
public let ADBannerContentSizeIdentifierPortrait = "ADBannerContentSizeIdentifierPortrait"
/// The landscape banner size: 480 × 32 points on a phone, 1024 × 66 on a pad.
public let ADBannerContentSizeIdentifierLandscape = "ADBannerContentSizeIdentifierLandscape"
/// The iOS 4.0 name of the 320 × 50 size.
public let ADBannerContentSizeIdentifier320x50 = "ADBannerContentSizeIdentifier320x50"
/// The iOS 4.0 name of the 480 × 32 size.
public let ADBannerContentSizeIdentifier480x32 = "ADBannerContentSizeIdentifier480x32"

extension ADBannerView {
  /// Every identifier the framework knows.
  static let knownContentSizeIdentifiers: Set<String> = [
    ADBannerContentSizeIdentifierPortrait, ADBannerContentSizeIdentifierLandscape,
    ADBannerContentSizeIdentifier320x50, ADBannerContentSizeIdentifier480x32,
  ]

  /// The size in points of a banner with the identifier, on the current device.
  ///
  /// An identifier the framework does not know is recorded as a misuse (the device would
  /// throw) and gives a zero size.
  public class func size(fromBannerContentSizeIdentifier contentSizeIdentifier: String!) -> CGSize {
    let idiom = Simulation.required(by: "ADBannerView.size(fromBannerContentSizeIdentifier:)")
      .device.idiom
    switch contentSizeIdentifier {
    case ADBannerContentSizeIdentifierPortrait:
      return idiom == .pad ? CGSize(width: 768, height: 66) : CGSize(width: 320, height: 50)
    case ADBannerContentSizeIdentifierLandscape:
      return idiom == .pad ? CGSize(width: 1024, height: 66) : CGSize(width: 480, height: 32)
    case ADBannerContentSizeIdentifier320x50:
      return CGSize(width: 320, height: 50)
    case ADBannerContentSizeIdentifier480x32:
      return CGSize(width: 480, height: 32)
    default:
      Simulation.current?.record(
        .misuse, actor: .app, object: "ADBannerView",
        name: .sizeFromBannerContentSizeIdentifier,
        detail: "unknown identifier \"\(contentSizeIdentifier ?? "nil")\"; the device would throw",
        fields: Trace.Event.raisingFields)
      return .zero
    }
  }

  /// The short name the timeline uses for an identifier, for example `portrait`.
  public static func shortName(of identifier: String) -> String {
    switch identifier {
    case ADBannerContentSizeIdentifierPortrait: "portrait"
    case ADBannerContentSizeIdentifierLandscape: "landscape"
    case ADBannerContentSizeIdentifier320x50: "320x50"
    case ADBannerContentSizeIdentifier480x32: "480x32"
    default: "\"\(identifier)\""
    }
  }

  /// The sizes a new banner requires: portrait and landscape.
  static let defaultRequiredIdentifiers: Set<AnyHashable> = [
    ADBannerContentSizeIdentifierPortrait, ADBannerContentSizeIdentifierLandscape,
  ]

  /// The required identifiers as the timeline prints them, for example `[portrait]`.
  var requiredSizesText: String {
    // Distinct already, as elements of a set: no second set is needed to sort them.
    var names: [String] = []
    for identifier in requiredContentSizeIdentifiers ?? [] {
      if let identifier = identifier.base as? String { names.append(Self.shortName(of: identifier)) }
    }
    names.sort()
    return "[" + names.joined(separator: ", ") + "]"
  }

  /// The required identifiers as strings.
  public var requiredIdentifiers: Set<String> {
    if let strings = requiredIdentifierStrings { return strings }
    let strings = Set((requiredContentSizeIdentifiers ?? []).compactMap { $0.base as? String })
    requiredIdentifierStrings = strings
    return strings
  }
}
