import FakeUIKit
import FakeGoogleMobileAds
import Foundation

/// A news reader that shows an interstitial between two stories, written with Swift
/// concurrency and the v12 names: it starts the SDK and loads its ads in tasks.
final class AsyncInterstitialScreen: UIViewController, FullScreenContentDelegate {
  private static let adUnitID = "ca-app-pub-3940256099942544/4411468910"
  private static let adLifetime: TimeInterval = 3600

  private let now: @MainActor () -> Date
  private let headlineLabel = UILabel()

  private var interstitial: InterstitialAd?
  private var loadedAt: Date?
  private var isLoading = false
  private var isShowingAd = false
  private var lastLoadError: (any Error)?

  /// How many stories the reader has opened, the first included.
  private(set) var storyNumber = 0

  /// Creates the reader; `now` dates the loaded ads.
  init(now: @escaping @MainActor () -> Date = Date.init) {
    self.now = now
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) {
    now = Date.init
    super.init(coder: coder)
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    title = "Top stories"
    view.backgroundColor = .systemBackground
    headlineLabel.numberOfLines = 0
    headlineLabel.frame = CGRect(x: 16, y: 100, width: view.bounds.width - 32, height: 200)
    view.addSubview(headlineLabel)
    openNextStory()
    Task {
      await MobileAds.shared.start()
      await loadInterstitial()
    }
  }

  private func loadInterstitial() async {
    guard interstitial == nil, !isLoading else { return }
    isLoading = true
    defer { isLoading = false }
    do {
      let ad = try await InterstitialAd.load(with: Self.adUnitID, request: Request())
      ad.fullScreenContentDelegate = self
      interstitial = ad
      loadedAt = now()
    } catch {
      // Nothing to retry now; the next story break loads again.
      lastLoadError = error
    }
  }

  /// The reader reached the end of a story: a natural break. A loaded ad shows first; the
  /// next story opens once it closes, or at once when there is none.
  func storyFinished() {
    guard !isShowingAd else { return }
    if let loadedAt, now().timeIntervalSince(loadedAt) >= Self.adLifetime {
      interstitial = nil
      self.loadedAt = nil
    }
    guard let ad = interstitial else {
      Task { await loadInterstitial() }
      openNextStory()
      return
    }
    isShowingAd = true
    ad.present(from: self)
  }

  private func openNextStory() {
    storyNumber += 1
    headlineLabel.text = "Story \(storyNumber)"
  }

  private func adFinished() {
    isShowingAd = false
    interstitial = nil
    loadedAt = nil
    openNextStory()
    Task { await loadInterstitial() }
  }

  // MARK: FullScreenContentDelegate

  func adDidDismissFullScreenContent(_ ad: any FullScreenPresentingAd) {
    adFinished()
  }

  func ad(_ ad: any FullScreenPresentingAd, didFailToPresentFullScreenContentWithError error: any Error) {
    adFinished()
  }
}
