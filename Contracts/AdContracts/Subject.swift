import AdSimulation
import FakeUIKit

/// The client code under test: how to build it inside a simulation, plus optional probes.
///
/// Contracts observe a subject through the fake SDK and FakeUIKit wherever they can. Where
/// only the client knows (are its activities running?), the subject supplies a probe; a
/// contract whose probe is missing reports `unverified`, naming it, and never passes.
public struct Subject: Sendable, Identifiable, CustomStringConvertible {
  /// The client's name in reports, for example `PerScreenBannerClient`.
  public let name: String
  /// The kind of ad the client shows.
  public let kind: Contract.Kind
  let banner: BannerSetup?
  let interstitial: InterstitialSetup?
  let appOpen: AppOpenSetup?
  /// The devices and orientations the app supports; rules stay inside them.
  public let devices: Devices

  init(
    name: String, kind: Contract.Kind, devices: Devices = .any, banner: BannerSetup? = nil,
    interstitial: InterstitialSetup? = nil, appOpen: AppOpenSetup? = nil
  ) {
    self.name = name
    self.kind = kind
    self.devices = devices
    self.banner = banner
    self.interstitial = interstitial
    self.appOpen = appOpen
  }

  /// The name, for reports.
  public var id: String { name }
  /// The name, for reports.
  public var description: String { name }

  /// How a client shows its full-screen ads.
  public enum InterstitialPresentation: String, Sendable, Hashable {
    /// Modally, between two parts of the app, such as two rounds of a game.
    case modal
    /// As a page among the app's content pages, presented in a view.
    case page
  }

  /// Turns a probe on the client's own screen type into one on any view controller.
  ///
  /// The harness passes a probe only the screens the subject's factory made, so the cast
  /// always holds.
  static func erase<Screen: UIViewController, Value>(
    _ probe: (@MainActor @Sendable (Screen) -> Value)?
  ) -> (@MainActor @Sendable (UIViewController) -> Value)? {
    guard let probe else { return nil }
    return { controller in probe(controller as! Screen) }
  }

  /// Whether the app has one screen with ads or several, for `iad.banner.shared-across-screens`.
  public enum AdScreens: String, Sendable, Hashable {
    /// The app shows ads on one screen only; sharing a banner does not apply.
    case one
    /// The app shows ads on several screens the user moves between.
    case several
  }
}

/// What an app open subject gives the harness: its app delegate, hooks and probes.
struct AppOpenSetup: Sendable {
  var readsTimeFromContext: Bool
  var makeApp: @MainActor @Sendable (Subject.Context) -> any UIApplicationDelegate
  var isLoadingScreenUp: (@MainActor @Sendable (any UIApplicationDelegate) -> Bool)?
  var returningUser: (@MainActor @Sendable (any UIApplicationDelegate) -> Void)?
}

/// What a full-screen ad subject gives the harness: its screen, hooks and probes.
struct InterstitialSetup: Sendable {
  var presentation: Subject.InterstitialPresentation
  var makeScreen: @MainActor @Sendable (Subject.Context) -> UIViewController
  var transition: (@MainActor @Sendable (UIViewController) -> Void)?
  var contentProgress: (@MainActor @Sendable (UIViewController) -> Int)?
  var activitiesRunning: (@MainActor @Sendable (UIViewController) -> Bool)?
  var recreatableMemory: (@MainActor @Sendable (UIViewController) -> Int)?
  var urgentEvent: (@MainActor @Sendable (UIViewController) -> Void)?
  var busyMoment: (@MainActor @Sendable (UIViewController) -> Void)?
}

/// What a banner subject gives the harness: screens to show and probes into the client.
struct BannerSetup: Sendable {
  var adScreens: Subject.AdScreens
  var makeScreen: @MainActor @Sendable (Subject.Context) -> UIViewController
  var activitiesRunning: (@MainActor @Sendable (UIViewController) -> Bool)?
  var recreatableMemory: (@MainActor @Sendable (UIViewController) -> Int)?
  var urgentEvent: (@MainActor @Sendable (UIViewController) -> Void)?
  var busyMoment: (@MainActor @Sendable (UIViewController) -> Void)?
  var contentViews: (@MainActor @Sendable (UIViewController) -> [UIView])?
}
