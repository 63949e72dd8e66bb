import FakeUIKit

/// The app delegate. The scene delegate builds the window; launch only kicks off
/// consent so it is under way before the first screen asks for ads.
@MainActor
public final class QuizLaunch: UIResponder, UIApplicationDelegate {
  public let consent = ConsentGate()

  public override init() {
    super.init()
  }

  public func application(
    _ application: UIApplication,
    didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool {
    Task { await consent.gatherConsent() }
    return true
  }
}
