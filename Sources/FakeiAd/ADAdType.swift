/// The shape of a banner.
public enum ADAdType: Int, Hashable, Sendable {
  /// A strip as wide as the screen.
  case banner = 0
  /// The 320 × 250 point medium rectangle.
  case mediumRectangle = 1
}
