/// The simulated device: what kind it is and how it is held.
public struct Device: Hashable, Sendable, Codable {
  /// The kind of device, as UIKit's interface idiom names it.
  public enum Idiom: String, Hashable, Sendable, Codable, CaseIterable {
    /// An iPhone or iPod touch.
    case phone
    /// An iPad.
    case pad
  }

  /// How the device is held.
  public enum Orientation: String, Hashable, Sendable, Codable, CaseIterable {
    /// Upright, home button at the bottom.
    case portrait
    /// On its side.
    case landscape
  }

  /// The kind of device.
  public var idiom: Idiom
  /// How the device is held now.
  public var orientation: Orientation
  /// The major version of iOS the device runs, which decides what the SDKs of its time do:
  /// from iOS 6 a banner sizes itself, from iOS 7 a phone can show full-screen iAd ads.
  public var systemVersion: Int

  /// The iOS version of the iAd guides' time, where content size identifiers decide a
  /// banner's size and full-screen ads are for the iPad only.
  public static let guidesSystemVersion = 5

  /// The first iOS version an app written in Swift runs on, iOS 7: the version a subject
  /// that declares none is judged on, as its code can target nothing earlier.
  public static let swiftSystemVersion = 7

  /// Creates a device description.
  public init(
    idiom: Idiom = .phone, orientation: Orientation = .portrait, systemVersion: Int = Device.guidesSystemVersion
  ) {
    self.idiom = idiom
    self.orientation = orientation
    self.systemVersion = systemVersion
  }

  /// The screen's size in points for the idiom held upright.
  public var portraitScreenSize: (width: Double, height: Double) {
    switch idiom {
    case .phone: (320, 480)
    case .pad: (768, 1024)
    }
  }

  /// The screen's size in points for the current orientation.
  public var screenSize: (width: Double, height: Double) {
    let upright = portraitScreenSize
    switch orientation {
    case .portrait: return upright
    case .landscape: return (upright.height, upright.width)
    }
  }
}
