import FakeSwiftUI
import FakeUIKit

/// Subjects made from SwiftUI views: each Google screen kind, its view hosted in a
/// `UIHostingController` as a SwiftUI app hosts it.
///
/// The hooks and probes take the hosting controller, through which they act as the user
/// does (`tapButton(titled:)`, `buttonTitles`, `navigateBack()`, `selectTab(titled:)`) and
/// read what the app holds (``FakeSwiftUI/SwiftUIUser/stateObject(_:of:)`` finds the view
/// model a view keeps as a `@StateObject`; ``FakeSwiftUI/SwiftUIUser/texts(shownBy:)`` reads
/// what the views draw).
extension Subject {
  /// A SwiftUI view that shows a Google banner, in a representable or a hosted controller.
  ///
  /// ```swift
  /// let subject = Subject.googleBannerView("Feed") { _ in FeedView() }
  /// ```
  ///
  /// The rules and parameters are those of ``googleBannerScreen(_:devices:activitiesRunning:contentViews:makeScreen:)``.
  public static func googleBannerView<Content: View>(
    _ name: String,
    devices: Devices = .any,
    activitiesRunning: (@MainActor @Sendable (UIHostingController<Content>) -> Bool)? = nil,
    contentViews: (@MainActor @Sendable (UIHostingController<Content>) -> [UIView])? = nil,
    makeView: @escaping @MainActor @Sendable (Context) -> Content
  ) -> Subject {
    googleBannerScreen(name, devices: devices, activitiesRunning: activitiesRunning, contentViews: contentViews) {
      UIHostingController(rootView: makeView($0))
    }
  }

  /// A SwiftUI view that shows Google native ads, in a representable around a native ad
  /// view as Google's SwiftUI demo does.
  ///
  /// ```swift
  /// let subject = Subject.googleNativeView("Showcase") { _ in ShowcaseView() }
  /// ```
  ///
  /// The rules and parameters are those of
  /// ``googleNativeScreen(_:devices:naturalBreak:makeScreen:)``: a view that shows its
  /// native ad at a natural break (a level's end, say, in a sheet) names the break in
  /// `naturalBreak`, acting as the user does (`SwiftUIUser/tapButton(titled:in:)`).
  public static func googleNativeView<Content: View>(
    _ name: String,
    devices: Devices = .any,
    naturalBreak: (@MainActor @Sendable (UIHostingController<Content>) -> Void)? = nil,
    makeView: @escaping @MainActor @Sendable (Context) -> Content
  ) -> Subject {
    googleNativeScreen(name, devices: devices, naturalBreak: naturalBreak) {
      UIHostingController(rootView: makeView($0))
    }
  }

  /// A SwiftUI view that shows Google interstitials at its natural breaks, which the user
  /// reaches there (a button, an alert's action).
  ///
  /// ```swift
  /// let subject = Subject.googleInterstitialView(
  ///   "Levels", naturalBreak: { $0.tapButton(titled: "Finish level") },
  ///   userCarriesOn: { $0.tapButton(titled: "Next level") }
  /// ) { _ in LevelsView() }
  /// ```
  ///
  /// The rules and parameters are those of
  /// ``googleInterstitialScreen(_:devices:readsTimeFromContext:naturalBreak:contentProgress:inputReachesAppUnderAd:userCarriesOn:breakOffered:makeScreen:)``.
  public static func googleInterstitialView<Content: View>(
    _ name: String,
    devices: Devices = .any,
    readsTimeFromContext: Bool = false,
    naturalBreak: @escaping @MainActor @Sendable (UIHostingController<Content>) -> Void,
    contentProgress: (@MainActor @Sendable (UIHostingController<Content>) -> Int)? = nil,
    inputReachesAppUnderAd: Bool = false,
    userCarriesOn: (@MainActor @Sendable (UIHostingController<Content>) -> Void)? = nil,
    breakOffered: (@MainActor @Sendable (UIHostingController<Content>) -> Bool)? = nil,
    makeView: @escaping @MainActor @Sendable (Context) -> Content
  ) -> Subject {
    googleInterstitialScreen(
      name, devices: devices, readsTimeFromContext: readsTimeFromContext, naturalBreak: naturalBreak,
      contentProgress: contentProgress, inputReachesAppUnderAd: inputReachesAppUnderAd,
      userCarriesOn: userCarriesOn, breakOffered: breakOffered
    ) { UIHostingController(rootView: makeView($0)) }
  }

  /// A SwiftUI view whose own clock brings its natural breaks (a countdown, a round
  /// timer), where it shows Google interstitials.
  ///
  /// The rules and parameters are those of
  /// ``googleInterstitialScreen(_:devices:readsTimeFromContext:appBreaksWithin:userCarriesOn:contentProgress:inputReachesAppUnderAd:waitsForUser:makeScreen:)``.
  public static func googleInterstitialView<Content: View>(
    _ name: String,
    devices: Devices = .any,
    readsTimeFromContext: Bool = false,
    appBreaksWithin: Duration,
    userCarriesOn: @escaping @MainActor @Sendable (UIHostingController<Content>) -> Void,
    contentProgress: (@MainActor @Sendable (UIHostingController<Content>) -> Int)? = nil,
    inputReachesAppUnderAd: Bool = false,
    waitsForUser: (@MainActor @Sendable (UIHostingController<Content>) -> Bool)? = nil,
    makeView: @escaping @MainActor @Sendable (Context) -> Content
  ) -> Subject {
    googleInterstitialScreen(
      name, devices: devices, readsTimeFromContext: readsTimeFromContext, appBreaksWithin: appBreaksWithin,
      userCarriesOn: userCarriesOn, contentProgress: contentProgress, inputReachesAppUnderAd: inputReachesAppUnderAd,
      waitsForUser: waitsForUser
    ) { UIHostingController(rootView: makeView($0)) }
  }

  /// A SwiftUI view that offers a Google rewarded ad in return for a reward.
  ///
  /// ```swift
  /// let subject = Subject.googleRewardedView(
  ///   "Coins", userAsksToWatch: { $0.tapButton(titled: "Watch for 10 coins") },
  ///   rewardsGranted: { SwiftUIUser.stateObject(CoinStore.self, of: $0)?.coins ?? 0 }
  /// ) { _ in CoinsView() }
  /// ```
  ///
  /// The rules and parameters are those of
  /// ``googleRewardedScreen(_:devices:readsTimeFromContext:userAsksToWatch:askReachesAppUnderAd:rewardsGranted:inputReachesAppUnderAd:userCarriesOn:askOffered:makeScreen:)``.
  public static func googleRewardedView<Content: View>(
    _ name: String,
    devices: Devices = .any,
    readsTimeFromContext: Bool = false,
    userAsksToWatch: @escaping @MainActor @Sendable (UIHostingController<Content>) -> Void,
    askReachesAppUnderAd: Bool = false,
    rewardsGranted: (@MainActor @Sendable (UIHostingController<Content>) -> Int)? = nil,
    inputReachesAppUnderAd: Bool = false,
    userCarriesOn: (@MainActor @Sendable (UIHostingController<Content>) -> Void)? = nil,
    askOffered: (@MainActor @Sendable (UIHostingController<Content>) -> Bool)? = nil,
    makeView: @escaping @MainActor @Sendable (Context) -> Content
  ) -> Subject {
    googleRewardedScreen(
      name, devices: devices, readsTimeFromContext: readsTimeFromContext, userAsksToWatch: userAsksToWatch,
      askReachesAppUnderAd: askReachesAppUnderAd, rewardsGranted: rewardsGranted,
      inputReachesAppUnderAd: inputReachesAppUnderAd, userCarriesOn: userCarriesOn, askOffered: askOffered
    ) { UIHostingController(rootView: makeView($0)) }
  }

  /// A SwiftUI view that shows Google rewarded interstitials at its natural breaks, each
  /// after an introduction the user can decline.
  ///
  /// The rules and parameters are those of
  /// ``googleRewardedInterstitialScreen(_:devices:readsTimeFromContext:naturalBreak:rewardsGranted:isIntroShowing:declineIntro:inputReachesAppUnderAd:userCarriesOn:makeScreen:)``.
  public static func googleRewardedInterstitialView<Content: View>(
    _ name: String,
    devices: Devices = .any,
    readsTimeFromContext: Bool = false,
    naturalBreak: @escaping @MainActor @Sendable (UIHostingController<Content>) -> Void,
    rewardsGranted: (@MainActor @Sendable (UIHostingController<Content>) -> Int)? = nil,
    isIntroShowing: (@MainActor @Sendable (UIHostingController<Content>) -> Bool)? = nil,
    declineIntro: (@MainActor @Sendable (UIHostingController<Content>) -> Void)? = nil,
    inputReachesAppUnderAd: Bool = false,
    userCarriesOn: (@MainActor @Sendable (UIHostingController<Content>) -> Void)? = nil,
    makeView: @escaping @MainActor @Sendable (Context) -> Content
  ) -> Subject {
    googleRewardedInterstitialScreen(
      name, devices: devices, readsTimeFromContext: readsTimeFromContext, naturalBreak: naturalBreak,
      rewardsGranted: rewardsGranted, isIntroShowing: isIntroShowing, declineIntro: declineIntro,
      inputReachesAppUnderAd: inputReachesAppUnderAd, userCarriesOn: userCarriesOn
    ) { UIHostingController(rootView: makeView($0)) }
  }

  /// A SwiftUI view whose own clock brings the breaks where it offers Google rewarded
  /// interstitials (the demo's game that ends on its countdown).
  ///
  /// The rules and parameters are those of
  /// ``googleRewardedInterstitialScreen(_:devices:readsTimeFromContext:appBreaksWithin:userCarriesOn:rewardsGranted:isIntroShowing:declineIntro:inputReachesAppUnderAd:makeScreen:)``.
  public static func googleRewardedInterstitialView<Content: View>(
    _ name: String,
    devices: Devices = .any,
    readsTimeFromContext: Bool = false,
    appBreaksWithin: Duration,
    userCarriesOn: @escaping @MainActor @Sendable (UIHostingController<Content>) -> Void,
    rewardsGranted: (@MainActor @Sendable (UIHostingController<Content>) -> Int)? = nil,
    isIntroShowing: (@MainActor @Sendable (UIHostingController<Content>) -> Bool)? = nil,
    declineIntro: (@MainActor @Sendable (UIHostingController<Content>) -> Void)? = nil,
    inputReachesAppUnderAd: Bool = false,
    makeView: @escaping @MainActor @Sendable (Context) -> Content
  ) -> Subject {
    googleRewardedInterstitialScreen(
      name, devices: devices, readsTimeFromContext: readsTimeFromContext, appBreaksWithin: appBreaksWithin,
      userCarriesOn: userCarriesOn, rewardsGranted: rewardsGranted, isIntroShowing: isIntroShowing,
      declineIntro: declineIntro, inputReachesAppUnderAd: inputReachesAppUnderAd
    ) { UIHostingController(rootView: makeView($0)) }
  }

  /// A SwiftUI view that gathers consent with Google's User Messaging Platform before it
  /// loads ads.
  ///
  /// ```swift
  /// let subject = Subject.googleConsentView(
  ///   "Menu", privacyOptionsOffered: { $0.buttonTitles.contains("Privacy settings") },
  ///   openPrivacyOptions: { $0.tapButton(titled: "Privacy settings") }
  /// ) { _ in MenuView() }
  /// ```
  ///
  /// The rules and parameters are those of
  /// ``googleConsentScreen(_:devices:privacyOptionsOffered:openPrivacyOptions:makeScreen:)``.
  public static func googleConsentView<Content: View>(
    _ name: String,
    devices: Devices = .any,
    privacyOptionsOffered: (@MainActor @Sendable (UIHostingController<Content>) -> Bool)? = nil,
    openPrivacyOptions: (@MainActor @Sendable (UIHostingController<Content>) -> Void)? = nil,
    makeView: @escaping @MainActor @Sendable (Context) -> Content
  ) -> Subject {
    googleConsentScreen(
      name, devices: devices, privacyOptionsOffered: privacyOptionsOffered, openPrivacyOptions: openPrivacyOptions
    ) { UIHostingController(rootView: makeView($0)) }
  }
}
