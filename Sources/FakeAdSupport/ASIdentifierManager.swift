import AdSimulation
import FakeAppTrackingTransparency
import Foundation

/// The device's advertising identifier, which reads as zeros unless the user allowed
/// tracking.
public final class ASIdentifierManager: NSObject, Sendable {
  private static let instance = ASIdentifierManager()

  /// The one manager.
  public class func shared() -> ASIdentifierManager { instance }

  /// The advertising identifier: a fixed identifier once tracking is authorized, zeros
  /// otherwise, as a device answers.
  public var advertisingIdentifier: UUID {
    ATTrackingManager.trackingAuthorizationStatus == .authorized
      ? UUID(uuid: (0x5A, 0xD5, 0x0F, 0xA4, 0x1E, 0x4B, 0x4C, 0x6D, 0x9E, 0x2A, 0x3B, 0x71, 0xC0, 0xDE, 0x00, 0x01))
      : UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0))
  }

  /// Whether tracking is allowed (deprecated by Apple for the status above).
  public var isAdvertisingTrackingEnabled: Bool {
    ATTrackingManager.trackingAuthorizationStatus == .authorized
  }
}
