/// The shape of media a native ad request asks for.
///
/// It is set through ``GADNativeAdMediaAdLoaderOptions``. The v12 name is
/// ``MediaAspectRatio``.
public enum GADMediaAspectRatio: Int, Sendable, CaseIterable {
  /// No preference, the default: any shape may come.
  case unknown = 0
  /// Any shape.
  case any = 1
  /// Wider than tall.
  case landscape = 2
  /// Taller than wide.
  case portrait = 3
  /// Close to square, not strictly 1:1.
  case square = 4
}

/// The v12 name of ``GADMediaAspectRatio``.
public typealias MediaAspectRatio = GADMediaAspectRatio
