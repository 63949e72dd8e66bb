import Foundation

/// The window the app's interface lives in; it always covers the whole screen.
@preconcurrency @MainActor
open class UIWindow: UIView {
  /// The view controller whose view fills the window.
  @exclusivity(unchecked) open var rootViewController: UIViewController? {
    didSet {
      guard oldValue !== rootViewController else { return }
      if isVisible { oldValue?.beginDisappearance() }
      oldValue?.view.removeFromSuperview()
      if let root = rootViewController { install(root) }
    }
  }

  /// Whether the window has been made key and visible.
  @exclusivity(unchecked) public private(set) var isVisible = false

  /// Creates a window; its frame is the screen's, whatever frame is passed.
  public override init(frame: CGRect) {
    super.init(frame: UIScreen.main.bounds)
    UIKitRunState.current(for: "UIWindow").windows.append(self)
  }

  /// Creates a window from an archive; the simulation has none to read, so it is made
  /// the screen's size, as ``init(frame:)`` makes it.
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    frame = UIScreen.main.bounds
    UIKitRunState.current(for: "UIWindow").windows.append(self)
  }

  /// Shows the window and makes it the one the user sees.
  open func makeKeyAndVisible() {
    let stage = UIKitRunState.current(for: "UIWindow.makeKeyAndVisible()")
    stage.windows.removeAll { $0 === self }
    stage.windows.append(self)
    isVisible = true
    // As on a device: the root's view will appear, is laid out, then has appeared.
    rootViewController?.beginAppearance()
    layoutRoot()
    rootViewController?.endAppearance()
  }

  /// The screen's bounds, as the on-screen test uses them.
  var screenBounds: CGRect {
    UIScreen.main.bounds
  }

  private func install(_ root: UIViewController) {
    if isVisible { root.beginAppearance() }
    root.view.frame = bounds
    addSubview(root.view)
    root.view.layOutTree()
    root.forwardLayout()
    if isVisible { root.endAppearance() }
  }

  func layoutRoot() {
    guard let root = rootViewController else { return }
    root.view.frame = bounds
    root.forwardLayout()
  }
}
