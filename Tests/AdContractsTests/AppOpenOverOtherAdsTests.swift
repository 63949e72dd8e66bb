import AdContracts
import AdSimulation
import ExampleClients
import FakeGoogleMobileAds
import FakeUIKit
import Foundation
import Testing

/// A game that shows an interstitial of its own 20 s after launch and, on every return to
/// the foreground, its app open ad: unless its interstitial is up, as no ad shows over
/// another. The faulty variant skips the app open ad for good once it has shown the
/// interstitial.
@MainActor
final class InterstitialGameAppDelegate: UIResponder, UIApplicationDelegate, FullScreenContentDelegate {
  var window: UIWindow?
  let appOpen: AppOpenAdManager
  let skipsForGood: Bool
  private var interstitial: InterstitialAd?
  private var isInterstitialUp = false
  private var hasShownInterstitial = false

  init(now: @escaping () -> Date, skipsForGood: Bool) {
    appOpen = AppOpenAdManager(now: now)
    self.skipsForGood = skipsForGood
    super.init()
  }

  func application(
    _ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool {
    let window = UIWindow(frame: UIScreen.main.bounds)
    window.rootViewController = UIViewController()
    window.makeKeyAndVisible()
    self.window = window
    MobileAds.shared.start()
    Task { await appOpen.loadAd() }
    Task {
      interstitial = try? await InterstitialAd.load(with: GoogleTestAdUnits.interstitial, request: Request())
      interstitial?.fullScreenContentDelegate = self
    }
    DispatchQueue.main.asyncAfter(deadline: .now() + 20) { [weak self] in self?.showInterstitial() }
    return true
  }

  func applicationDidBecomeActive(_ application: UIApplication) {
    if isInterstitialUp || (skipsForGood && hasShownInterstitial) { return }
    appOpen.showAdIfAvailable()
  }

  private func showInterstitial() {
    guard let interstitial, let root = window?.rootViewController else { return }
    isInterstitialUp = true
    hasShownInterstitial = true
    interstitial.present(from: root)
  }

  func adDidDismissFullScreenContent(_ ad: any FullScreenPresentingAd) {
    isInterstitialUp = false
    interstitial = nil
  }

  func ad(_ ad: any FullScreenPresentingAd, didFailToPresentFullScreenContentWithError error: any Error) {
    isInterstitialUp = false
    interstitial = nil
  }
}

@Suite("An app open ad is not owed over another of the app's ads")
struct AppOpenOverOtherAdsTests {
  static let rule = "gma.app-open.shows-on-foreground"

  @MainActor
  static func subject(skipsForGood: Bool) -> Subject {
    Subject.googleAppOpen(skipsForGood ? "SkipsAppOpenForGood" : "WaitsOutItsInterstitial", readsTimeFromContext: true)
    {
      context in InterstitialGameAppDelegate(now: { context.now() }, skipsForGood: skipsForGood)
    }
  }

  /// Launch, both ads loaded, the interstitial up at 20 s, then a trip to the background and
  /// back; the interstitial is closed before the trip when `closesFirst`.
  static func script(closesFirst: Bool) -> Script {
    Script(
      name: "return-over-interstitial",
      steps: [
        .launch, .respond(.fill(after: .seconds(1), adUnit: GoogleTestAdUnits.appOpen)),
        .respond(.fill(after: .seconds(1), adUnit: GoogleTestAdUnits.interstitial)), .advance(.seconds(25)),
      ]
        + (closesFirst ? [.closeAd, .advance(.seconds(5))] : [])
        + [.background, .advance(.seconds(30)), .foreground, .advance(.seconds(5))])
  }

  @Test("Coming back while its interstitial is up, the app that waits it out is not held to show its app open ad")
  @MainActor
  func waitsOutItsInterstitial() async throws {
    let rule = try #require(Catalogue.rule(withID: Self.rule))
    let (trace, findings) = await Exploration.replay(
      Self.script(closesFirst: false), on: Self.subject(skipsForGood: false), rules: [rule])
    // The scenario is the one meant: the interstitial came up and was still up at the return.
    let shown = try #require(trace.events(named: .adWillPresentFullScreenContent).first)
    #expect(shown.object.hasPrefix("GADInterstitialAd"), "\(trace.timeline().joined(separator: "\n"))")
    #expect(trace.events(named: .adDidDismissFullScreenContent).isEmpty)
    #expect(trace.events(named: .didBecomeActive).count >= 2)
    #expect(findings.isEmpty, "\(findings.map(\.message))")
  }

  @Test(
    "With the interstitial gone, the app that skips its app open ad for good is caught, and the one that waits is not")
  @MainActor
  func stillJudgedOnceTheOtherAdIsGone() async throws {
    let rule = try #require(Catalogue.rule(withID: Self.rule))
    let (_, caught) = await Exploration.replay(
      Self.script(closesFirst: true), on: Self.subject(skipsForGood: true), rules: [rule])
    #expect(caught.map(\.rule) == [Self.rule])
    let (trace, kept) = await Exploration.replay(
      Self.script(closesFirst: true), on: Self.subject(skipsForGood: false), rules: [rule])
    #expect(kept.isEmpty, "\(kept.map(\.message))")
    #expect(trace.events(named: .adWillPresentFullScreenContent).contains { $0.object.hasPrefix("GADAppOpenAd") })
  }
}
