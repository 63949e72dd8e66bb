/// The corner a native ad's AdChoices icon sits in.
///
/// It applies to a native ad view that has no ``GADAdChoicesView`` of its own, and is set
/// through ``GADNativeAdViewAdOptions``. The v12 name is ``AdChoicesPosition``.
public enum GADAdChoicesPosition: Int, Sendable, CaseIterable {
  /// The top right corner, the default.
  case topRightCorner = 0
  /// The top left corner.
  case topLeftCorner = 1
  /// The bottom right corner.
  case bottomRightCorner = 2
  /// The bottom left corner.
  case bottomLeftCorner = 3
}

/// The v12 name of ``GADAdChoicesPosition``.
public typealias AdChoicesPosition = GADAdChoicesPosition
