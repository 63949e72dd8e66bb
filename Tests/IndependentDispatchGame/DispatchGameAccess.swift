import FakeUIKit

// Not the game's code: what the harness reaches of it, as a player does, from outside the
// game's module (its types are internal, as an app's are).

/// The game's screen, and what a player sees and taps on it.
@MainActor
public enum DispatchGameAccess {
  /// The game's one screen.
  public static func makeGame() -> UIViewController { GameViewController() }

  /// The level being played.
  public static func level(_ screen: UIViewController) -> Int { game(screen).state.level }

  /// The lives the player has.
  public static func lives(_ screen: UIViewController) -> Int { game(screen).state.lives }

  /// Whether the overlay offers the button with the title.
  public static func offers(_ title: String, on screen: UIViewController) -> Bool {
    button(title, in: screen.view) != nil
  }

  /// Taps the button with the title when the overlay shows it; returns whether it did.
  @discardableResult
  public static func tap(_ title: String, on screen: UIViewController) -> Bool {
    guard let button = button(title, in: screen.view) else { return false }
    button.sendActions(for: .touchUpInside)
    return true
  }

  private static func game(_ screen: UIViewController) -> GameViewController { screen as! GameViewController }

  /// The shown button with the title under the view: it and every view above it visible.
  private static func button(_ title: String, in view: UIView) -> UIButton? {
    guard !view.isHidden else { return nil }
    if let button = view as? UIButton, button.currentTitle == title { return button }
    for subview in view.subviews {
      if let found = button(title, in: subview) { return found }
    }
    return nil
  }
}
