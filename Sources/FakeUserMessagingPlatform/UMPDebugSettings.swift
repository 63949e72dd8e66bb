import Foundation

/// Settings for trying the consent flow on a test device.
public final class UMPDebugSettings: NSObject {
  /// The region the device pretends to be in; ``UMPDebugGeography/disabled`` by default.
  public var geography: UMPDebugGeography = .disabled
  /// The devices the settings apply to.
  public var testDeviceIdentifiers: [String]?

  /// Creates settings with no geography and no test devices.
  public override init() {
    super.init()
  }
}

/// The UMP 3 name of ``UMPDebugSettings``.
public typealias DebugSettings = UMPDebugSettings
