import FakeSwiftUI
import FakeGoogleMobileAds
import FakeUserMessagingPlatform
import Foundation

/// Keeps one interstitial ready for the quiz screen: loads it ahead, shows it when the
/// screen reaches a break, and loads the next once the user closes it.
@MainActor
final class InterstitialAdModel: NSObject, ObservableObject, FullScreenContentDelegate {
  /// Whether an ad is loaded and can be shown at the next break.
  @Published private(set) var isAdReady = false

  private var interstitial: InterstitialAd?
  private var loadedAt: Date?
  private var isLoading = false
  private let now: () -> Date

  /// Google's demo interstitial unit, used in every build that is not the store's.
  private static let adUnitID = "ca-app-pub-3940256099942544/4411468910"
  /// How long a loaded interstitial stays worth showing.
  private static let lifetime: TimeInterval = 60 * 60
  private static var isSDKStarted = false

  /// Creates the model, reading the time from `now` to age its ad.
  init(now: @escaping () -> Date = Date.init) {
    self.now = now
    super.init()
  }

  /// Starts the SDK once per launch, then loads the first ad.
  func prepare() async {
    if !Self.isSDKStarted {
      Self.isSDKStarted = true
      MobileAds.shared.start(completionHandler: nil)
    }
    await loadAd()
  }

  /// Loads an interstitial unless one is held or on its way.
  func loadAd() async {
    guard !isLoading, interstitial == nil else { return }
    isLoading = true
    defer { isLoading = false }
    do {
      let ad = try await InterstitialAd.load(with: Self.adUnitID, request: Request())
      ad.fullScreenContentDelegate = self
      interstitial = ad
      loadedAt = now()
      isAdReady = true
    } catch {
      // No ad this time: the quiz goes on, and the next break asks again.
      print("Interstitial failed to load: \(error.localizedDescription)")
    }
  }

  /// Shows the loaded ad over the app if it is still fresh.
  ///
  /// - Returns: Whether an ad went up; when none did, the quiz simply carries on.
  @discardableResult
  func showIfReady() -> Bool {
    guard let ad = interstitial, let loadedAt, now().timeIntervalSince(loadedAt) < Self.lifetime else {
      // Nothing (fresh) to show: drop what is held and have one ready for the next break.
      dropAd()
      Task { await loadAd() }
      return false
    }
    // v12 finds the top view controller of the key window by itself.
    ad.present(from: nil)
    return true
  }

  private func dropAd() {
    interstitial = nil
    loadedAt = nil
    isAdReady = false
  }

  // MARK: FullScreenContentDelegate

  func adDidDismissFullScreenContent(_ ad: any FullScreenPresentingAd) {
    dropAd()
    Task { await loadAd() }
  }

  func ad(_ ad: any FullScreenPresentingAd, didFailToPresentFullScreenContentWithError error: any Error) {
    print("Interstitial failed to present: \(error.localizedDescription)")
    dropAd()
    Task { await loadAd() }
  }
}
