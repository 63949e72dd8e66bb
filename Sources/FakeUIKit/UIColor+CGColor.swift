import Foundation

extension UIColor {
  /// The colour as Core Graphics keeps it, for a layer's border or shadow.
  public var cgColor: CGColor {
    var red: CGFloat = 0
    var green: CGFloat = 0
    var blue: CGFloat = 0
    var alpha: CGFloat = 0
    getRed(&red, green: &green, blue: &blue, alpha: &alpha)
    return CGColor(red: red, green: green, blue: blue, alpha: alpha)
  }

  /// Creates a colour from a Core Graphics colour's components.
  public convenience init(cgColor: CGColor) {
    let parts = cgColor.components ?? [0, 0, 0, 1]
    self.init(red: parts[0], green: parts[1], blue: parts[2], alpha: parts[3])
  }
}
