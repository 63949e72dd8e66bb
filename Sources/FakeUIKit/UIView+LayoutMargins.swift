import Foundation

extension UIView {
  /// The view's safe area less its layout margins, for constraints:
  /// `label.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor)`.
  public var layoutMarginsGuide: UILayoutGuide {
    if let marginsGuide { return marginsGuide }
    let guide = UILayoutGuide(marginsOf: self)
    marginsGuide = guide
    return guide
  }
}
