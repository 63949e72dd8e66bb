import AdSimulation

/// The names of the events FakeUIKit records.
extension Trace.Event.Name {
  /// The system told the app: didFinishLaunching.
  public static let didFinishLaunching: Self = "didFinishLaunching"
  /// The system told the app: main window shown.
  public static let mainWindowShown: Self = "main window shown"
  /// The system told the app: didBecomeActive.
  public static let didBecomeActive: Self = "didBecomeActive"
  /// The system told the app: willResignActive.
  public static let willResignActive: Self = "willResignActive"
  /// The system told the app: didEnterBackground.
  public static let didEnterBackground: Self = "didEnterBackground"
  /// The system told the app: willEnterForeground.
  public static let willEnterForeground: Self = "willEnterForeground"
  /// The system told the app: rotation refused.
  public static let rotationRefused: Self = "rotation refused"
  /// The app asked a storyboard for a scene nobody declared.
  public static let storyboardSceneMissing: Self = "storyboard scene missing"
  /// The app activated a constraint between views with no common ancestor.
  public static let constraintWithoutCommonAncestor: Self = "constraint without common ancestor"
  /// The app selected a view controller that is not one of a tab bar controller's tabs.
  public static let tabNotInTabBarController: Self = "tab not in tab bar controller"
  /// The app popped a navigation stack to a screen that is not in it.
  public static let popToMissingViewController: Self = "pop to missing view controller"
  /// The app called an animator method its state does not allow.
  public static let animatorMisuse: Self = "animator misuse"
  /// Seen in the run: alert shown.
  public static let alertShown: Self = "alert shown"
  /// Seen in the run: the user tapped one of an alert's actions.
  public static let alertActionTapped: Self = "alert action tapped"
}
