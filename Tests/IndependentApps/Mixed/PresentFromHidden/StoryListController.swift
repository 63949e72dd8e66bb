import FakeUIKit
import FakeGoogleMobileAds
import Foundation

/// A magazine's story list: it pushes each story in turn and, when the reader finishes
/// one, comes back to the list and shows an interstitial before the next story.
final class StoryListController: UIViewController, GADFullScreenContentDelegate {
  private static let adUnitID = "ca-app-pub-3940256099942544/4411468910"
  private static let adLifetime: TimeInterval = 3600

  private let now: @MainActor () -> Date
  private var interstitial: GADInterstitialAd?
  private var loadedAt: Date?
  private var isLoading = false
  private var isShowingAd = false
  private var hasOpenedFirstStory = false
  /// The story page last pushed; kept after it is popped.
  private var storyPage: StoryPageController?

  /// How many stories have been opened.
  private(set) var storyNumber = 0

  /// Creates the list; `now` dates the loaded ads.
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
    title = "This week"
    view.backgroundColor = .systemBackground
    GADMobileAds.sharedInstance().start(completionHandler: nil)
    loadInterstitial()
  }

  override func viewDidAppear(_ animated: Bool) {
    super.viewDidAppear(animated)
    if !hasOpenedFirstStory {
      hasOpenedFirstStory = true
      openNextStory()
    }
  }

  private func loadInterstitial() {
    guard interstitial == nil, !isLoading else { return }
    isLoading = true
    GADInterstitialAd.load(withAdUnitID: Self.adUnitID, request: GADRequest()) { [weak self] ad, _ in
      guard let self else { return }
      self.isLoading = false
      // A failed load is asked again at the next story's end.
      guard let ad else { return }
      ad.fullScreenContentDelegate = self
      self.interstitial = ad
      self.loadedAt = self.now()
    }
  }

  private func openNextStory() {
    storyNumber += 1
    let page = StoryPageController(storyNumber: storyNumber)
    storyPage = page
    navigationController?.pushViewController(page, animated: true)
  }

  /// The reader finished the story on screen: a natural break. The app goes back to the
  /// list, shows a loaded ad, and opens the next story once the ad closes (at once without one).
  func storyFinished() {
    guard !isShowingAd else { return }
    if let storyPage, navigationController?.topViewController === storyPage {
      navigationController?.popViewController(animated: true)
    }
    if let loadedAt, now().timeIntervalSince(loadedAt) >= Self.adLifetime {
      interstitial = nil
      self.loadedAt = nil
    }
    guard let ad = interstitial else {
      loadInterstitial()
      openNextStory()
      return
    }
    isShowingAd = true
    // Planted bug, breaks gma.interstitial.shown-at-break: the ad is presented from the
    // story page kept from before, which was just popped off the navigation stack and is
    // in no window, so the SDK refuses the presentation and no ad is ever shown.
    ad.present(fromRootViewController: storyPage ?? self)
  }

  private func adFinished() {
    isShowingAd = false
    interstitial = nil
    loadedAt = nil
    loadInterstitial()
    openNextStory()
  }

  // MARK: GADFullScreenContentDelegate

  func adDidDismissFullScreenContent(_ ad: any GADFullScreenPresentingAd) {
    adFinished()
  }

  func ad(_ ad: any GADFullScreenPresentingAd, didFailToPresentFullScreenContentWithError error: any Error) {
    adFinished()
  }
}
