import AdSimulation
import Foundation

/// The size of a banner ad: its size in points and flags the SDK reads.
///
/// Apps treat it as opaque and get one from the constants (``GADAdSizeBanner``) or the
/// adaptive functions (``GADCurrentOrientationAnchoredAdaptiveBannerAdSizeWithWidth(_:)``),
/// never build one by hand. An adaptive size also remembers, inside the package, which
/// orientation and width it was made for, so a rule can compare them with the device when
/// the banner is shown. The v12 name is ``AdSize``.
public struct GADAdSize: Sendable {
  /// The ad's width and height in points; zero for fluid and invalid sizes.
  public var size: CGSize
  /// The SDK's flags for the size; zero for fixed and anchored adaptive sizes.
  public var flags: UInt

  /// What an adaptive size was made for; `nil` for every other size.
  package var adaptive: Adaptive?

  /// Creates a size with the dimensions and flags; prefer the SDK's constants and functions.
  public init(size: CGSize, flags: UInt) {
    self.size = size
    self.flags = flags
    adaptive = nil
  }

  /// Creates the invalid size, as a zero-filled C structure reads.
  public init() {
    self.init(size: .zero, flags: 0)
  }

  init(size: CGSize, flags: UInt, adaptive: Adaptive) {
    self.size = size
    self.flags = flags
    self.adaptive = adaptive
  }

  /// The flag of the fluid size, whose height follows the ad.
  static let fluidFlag: UInt = 1 << 0
  /// The flag of an inline adaptive size, whose height the served ad decides.
  static let inlineAdaptiveFlag: UInt = 1 << 1

  /// Whether the size is the fluid one.
  var isFluid: Bool { flags & Self.fluidFlag != 0 }

  /// The size as the timeline prints it, for example `320×50`.
  var timelineText: String {
    if isFluid { return "fluid" }
    let base = "\(size.width.pointsText)×\(size.height.pointsText)"
    guard let adaptive else { return base }
    return "\(base) (\(adaptive.kind.rawValue), \(adaptive.orientation.rawValue), width \(adaptive.width.pointsText))"
  }

  /// What an adaptive size was made for: its kind, the orientation and the width.
  package struct Adaptive: Hashable, Sendable {
    /// The family of adaptive banner.
    package enum Kind: String, Hashable, Sendable {
      /// An anchored adaptive banner, the v8–v12 family.
      case anchored
      /// A large anchored adaptive banner, the v13 family.
      case largeAnchored = "large anchored"
      /// An inline adaptive banner, whose height the served ad decides up to a maximum.
      case inline
    }

    /// The family of adaptive banner.
    package var kind: Kind
    /// The orientation the size was made for.
    package var orientation: Device.Orientation
    /// The width the app asked for, in points.
    package var width: CGFloat
    /// The tallest an inline ad may be, in points; `nil` for anchored sizes.
    package var maxHeight: CGFloat?
  }
}

/// The v12 name of ``GADAdSize``.
public typealias AdSize = GADAdSize

/// The standard banner, 320×50.
public let GADAdSizeBanner = GADAdSize(size: CGSize(width: 320, height: 50), flags: 0)
/// The large banner, 320×100.
public let GADAdSizeLargeBanner = GADAdSize(size: CGSize(width: 320, height: 100), flags: 0)
/// The medium rectangle, 300×250.
public let GADAdSizeMediumRectangle = GADAdSize(size: CGSize(width: 300, height: 250), flags: 0)
/// The full banner, 468×60, for tablets.
public let GADAdSizeFullBanner = GADAdSize(size: CGSize(width: 468, height: 60), flags: 0)
/// The leaderboard, 728×90, for tablets.
public let GADAdSizeLeaderboard = GADAdSize(size: CGSize(width: 728, height: 90), flags: 0)
/// The skyscraper, 120×600, served through mediation only.
public let GADAdSizeSkyscraper = GADAdSize(size: CGSize(width: 120, height: 600), flags: 0)
/// The fluid size: the banner keeps the width the app gives it and the ad decides the height.
public let GADAdSizeFluid = GADAdSize(size: .zero, flags: GADAdSize.fluidFlag)
/// The invalid size, which no ad fills.
public let GADAdSizeInvalid = GADAdSize(size: .zero, flags: 0)

/// The standard banner, 320×50 (the v12 name).
public let AdSizeBanner = GADAdSizeBanner
/// The large banner, 320×100 (the v12 name).
public let AdSizeLargeBanner = GADAdSizeLargeBanner
/// The medium rectangle, 300×250 (the v12 name).
public let AdSizeMediumRectangle = GADAdSizeMediumRectangle
/// The full banner, 468×60 (the v12 name).
public let AdSizeFullBanner = GADAdSizeFullBanner
/// The leaderboard, 728×90 (the v12 name).
public let AdSizeLeaderboard = GADAdSizeLeaderboard
/// The skyscraper, 120×600 (the v12 name).
public let AdSizeSkyscraper = GADAdSizeSkyscraper
/// The fluid size (the v12 name).
public let AdSizeFluid = GADAdSizeFluid
/// The invalid size (the v12 name).
public let AdSizeInvalid = GADAdSizeInvalid

/// A custom size of the dimensions; the SDK serves only ads that fit it.
public func GADAdSizeFromCGSize(_ size: CGSize) -> GADAdSize {
  GADAdSize(size: size, flags: 0)
}

/// A custom size of the dimensions (the v12 name).
public func adSizeFor(cgSize: CGSize) -> AdSize {
  GoogleSpelling.noteV12()
  return GADAdSizeFromCGSize(cgSize)
}

/// The size's dimensions in points.
public func CGSizeFromGADAdSize(_ size: GADAdSize) -> CGSize {
  size.size
}

/// The size's dimensions in points (the v12 name).
public func cgSize(for size: AdSize) -> CGSize {
  CGSizeFromGADAdSize(size)
}

/// Whether an ad can fill the size: it has a positive width and height, is fluid, or is an
/// inline adaptive size (whose height the ad decides).
public func IsGADAdSizeValid(_ size: GADAdSize) -> Bool {
  if size.isFluid { return true }
  let width = size.size.width
  let height = size.size.height
  guard width.isFinite, height.isFinite, width > 0 else { return false }
  return height > 0 || size.flags & GADAdSize.inlineAdaptiveFlag != 0
}

/// Whether an ad can fill the size (the v12 name).
public func isAdSizeValid(size: AdSize) -> Bool {
  IsGADAdSizeValid(size)
}

/// Whether the size is the fluid one.
public func GADAdSizeIsFluid(_ size: GADAdSize) -> Bool {
  size.isFluid
}

/// Whether the size is the fluid one (the v12 name).
public func isAdSizeFluid(size: AdSize) -> Bool {
  GADAdSizeIsFluid(size)
}

/// Whether two sizes are the same: equal dimensions and equal flags.
///
/// What an adaptive size was made for is not compared: two sizes of the same dimensions
/// serve the same ads.
public func GADAdSizeEqualToSize(_ size1: GADAdSize, _ size2: GADAdSize) -> Bool {
  size1.size == size2.size && size1.flags == size2.flags
}

/// Whether two sizes are the same (the v12 name).
public func isAdSizeEqualToSize(size1: AdSize, size2: AdSize) -> Bool {
  GADAdSizeEqualToSize(size1, size2)
}

// MARK: v8 names

/// The v8 name of ``GADAdSizeBanner``: 320 x 50.
public let kGADAdSizeBanner = GADAdSizeBanner
/// The v8 name of ``GADAdSizeLargeBanner``: 320 x 100.
public let kGADAdSizeLargeBanner = GADAdSizeLargeBanner
/// The v8 name of ``GADAdSizeMediumRectangle``: 300 x 250.
public let kGADAdSizeMediumRectangle = GADAdSizeMediumRectangle
/// The v8 name of ``GADAdSizeFullBanner``: 468 x 60.
public let kGADAdSizeFullBanner = GADAdSizeFullBanner
/// The v8 name of ``GADAdSizeLeaderboard``: 728 x 90.
public let kGADAdSizeLeaderboard = GADAdSizeLeaderboard
/// The v8 name of ``GADAdSizeSkyscraper``: 120 x 600.
public let kGADAdSizeSkyscraper = GADAdSizeSkyscraper
/// The v8 name of ``GADAdSizeFluid``.
public let kGADAdSizeFluid = GADAdSizeFluid
/// The v8 name of ``GADAdSizeInvalid``.
public let kGADAdSizeInvalid = GADAdSizeInvalid
