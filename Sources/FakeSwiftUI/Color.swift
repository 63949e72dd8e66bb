/// A colour, and a view that fills the space it is offered with it.
public struct Color: View, Hashable, Sendable {
  let name: String

  /// Black.
  public static let black = Color(name: "black")
  /// White.
  public static let white = Color(name: "white")
  /// Gray.
  public static let gray = Color(name: "gray")
  /// Red.
  public static let red = Color(name: "red")
  /// Green.
  public static let green = Color(name: "green")
  /// Blue.
  public static let blue = Color(name: "blue")
  /// No colour.
  public static let clear = Color(name: "clear")
  /// The accent colour.
  public static let accentColor = Color(name: "accent")
}

extension Color: BuiltInView {
  func expand(into children: inout ViewChildren) {}
  var layout: ViewLayout { .fill }
  var drawsContent: Bool { self != .clear }
}
