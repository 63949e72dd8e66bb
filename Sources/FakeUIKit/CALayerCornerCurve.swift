/// The curve a layer's rounded corners follow; kept, not drawn.
public struct CALayerCornerCurve: RawRepresentable, Hashable, Sendable {
  /// The curve's name.
  public let rawValue: String
  /// Creates a curve from its name.
  public init(rawValue: String) { self.rawValue = rawValue }
  /// Creates a curve from its name.
  public init(_ rawValue: String) { self.rawValue = rawValue }
  /// Quarter circles, the default.
  public static let circular = CALayerCornerCurve("circular")
  /// Curves that ease into the straight edges, as the system's own rounded shapes do.
  public static let continuous = CALayerCornerCurve("continuous")
}
