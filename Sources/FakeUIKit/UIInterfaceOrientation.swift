import AdSimulation

/// The orientation of the app's user interface.
public enum UIInterfaceOrientation: Int, Hashable, Sendable {
  /// Not known.
  case unknown = 0
  /// Upright.
  case portrait = 1
  /// Upside down.
  case portraitUpsideDown = 2
  /// On its side, home button on the left.
  case landscapeLeft = 4
  /// On its side, home button on the right.
  case landscapeRight = 3

  /// Whether the interface is upright or upside down.
  public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }
  /// Whether the interface is on its side.
  public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }

  init(orientation: Device.Orientation) {
    self = orientation == .portrait ? .portrait : .landscapeRight
  }
}

/// The set of interface orientations a view controller supports.
public struct UIInterfaceOrientationMask: OptionSet, Hashable, Sendable {
  /// The mask's bits.
  public let rawValue: UInt
  /// Creates a mask from its bits.
  public init(rawValue: UInt) { self.rawValue = rawValue }

  /// Upright.
  public static let portrait = Self(rawValue: 1 << 1)
  /// Upside down.
  public static let portraitUpsideDown = Self(rawValue: 1 << 2)
  /// Home button on the right.
  public static let landscapeRight = Self(rawValue: 1 << 3)
  /// Home button on the left.
  public static let landscapeLeft = Self(rawValue: 1 << 4)
  /// Either landscape orientation.
  public static let landscape: Self = [.landscapeLeft, .landscapeRight]
  /// Every orientation.
  public static let all: Self = [.portrait, .portraitUpsideDown, .landscape]
  /// Every orientation but upside down.
  public static let allButUpsideDown: Self = [.portrait, .landscape]

  /// Whether the mask includes the orientation.
  public func supports(_ orientation: UIInterfaceOrientation) -> Bool {
    let mask: Self
    switch orientation {
    case .portrait: mask = .portrait
    case .portraitUpsideDown: mask = .portraitUpsideDown
    case .landscapeLeft: mask = .landscapeLeft
    case .landscapeRight: mask = .landscapeRight
    case .unknown: return false
    }
    return isSuperset(of: mask)
  }
}
