import FakeSwiftUI
import FakeUIKit

// The factories under the names they had before each kind took its SDK's name. Each still
// compiles, with a warning naming the new one, for one release.
extension Subject {
  /// An iAd banner screen, under the factory's former name.
  @available(
    *, deprecated,
    renamed:
      "iAdBannerScreen(_:adScreens:devices:activitiesRunning:recreatableMemory:urgentEvent:busyMoment:contentViews:makeScreen:)"
  )
  public static func bannerScreen<Screen: UIViewController>(
    _ name: String,
    adScreens: AdScreens = .one,
    devices: Devices = .any,
    activitiesRunning: (@MainActor @Sendable (Screen) -> Bool)? = nil,
    recreatableMemory: (@MainActor @Sendable (Screen) -> Int)? = nil,
    urgentEvent: (@MainActor @Sendable (Screen) -> Void)? = nil,
    busyMoment: (@MainActor @Sendable (Screen) -> Void)? = nil,
    contentViews: (@MainActor @Sendable (Screen) -> [UIView])? = nil,
    makeScreen: @escaping @MainActor @Sendable (Context) -> Screen
  ) -> Subject {
    iAdBannerScreen(
      name, adScreens: adScreens, devices: devices, activitiesRunning: activitiesRunning,
      recreatableMemory: recreatableMemory, urgentEvent: urgentEvent, busyMoment: busyMoment,
      contentViews: contentViews, makeScreen: makeScreen)
  }

  /// An iAd full-screen ad screen, under the factory's former name.
  @available(
    *, deprecated,
    renamed:
      "iAdInterstitialScreen(_:presentation:devices:transition:contentProgress:activitiesRunning:recreatableMemory:urgentEvent:busyMoment:makeScreen:)"
  )
  public static func interstitialScreen<Screen: UIViewController>(
    _ name: String,
    presentation: InterstitialPresentation,
    devices: Devices = .any,
    transition: (@MainActor @Sendable (Screen) -> Void)?,
    contentProgress: (@MainActor @Sendable (Screen) -> Int)? = nil,
    activitiesRunning: (@MainActor @Sendable (Screen) -> Bool)? = nil,
    recreatableMemory: (@MainActor @Sendable (Screen) -> Int)? = nil,
    urgentEvent: (@MainActor @Sendable (Screen) -> Void)? = nil,
    busyMoment: (@MainActor @Sendable (Screen) -> Void)? = nil,
    makeScreen: @escaping @MainActor @Sendable (Context) -> Screen
  ) -> Subject {
    iAdInterstitialScreen(
      name, presentation: presentation, devices: devices, transition: transition, contentProgress: contentProgress,
      activitiesRunning: activitiesRunning, recreatableMemory: recreatableMemory, urgentEvent: urgentEvent,
      busyMoment: busyMoment, makeScreen: makeScreen)
  }

  /// A Google app open app, under the factory's former name.
  @available(
    *, deprecated, renamed: "googleAppOpen(_:readsTimeFromContext:devices:isLoadingScreenUp:returningUser:makeApp:)"
  )
  public static func appOpen<App: UIApplicationDelegate>(
    _ name: String,
    readsTimeFromContext: Bool,
    devices: Devices = .any,
    isLoadingScreenUp: (@MainActor @Sendable (App) -> Bool)? = nil,
    returningUser: (@MainActor @Sendable (App) -> Void)? = nil,
    makeApp: @escaping @MainActor @Sendable (Context) -> App
  ) -> Subject {
    googleAppOpen(
      name, readsTimeFromContext: readsTimeFromContext, devices: devices, isLoadingScreenUp: isLoadingScreenUp,
      returningUser: returningUser, makeApp: makeApp)
  }

  /// A SwiftUI app with Google app open ads, under the factory's former name.
  @available(
    *, deprecated,
    renamed: "googleAppOpen(_:app:readsTimeFromContext:devices:isLoadingScreenUp:returningUser:makeDelegate:)"
  )
  public static func appOpen<AppType: FakeSwiftUI.App, Delegate: UIApplicationDelegate>(
    _ name: String,
    app: AppType.Type,
    readsTimeFromContext: Bool,
    devices: Devices = .any,
    isLoadingScreenUp: (@MainActor @Sendable (Delegate) -> Bool)? = nil,
    returningUser: (@MainActor @Sendable (Delegate) -> Void)? = nil,
    makeDelegate: @escaping @MainActor @Sendable (Context) -> Delegate
  ) -> Subject {
    googleAppOpen(
      name, app: app, readsTimeFromContext: readsTimeFromContext, devices: devices,
      isLoadingScreenUp: isLoadingScreenUp, returningUser: returningUser, makeDelegate: makeDelegate)
  }
}
