import FakeGoogleMobileAds
import FakeUIKit

/// Independent Google rewarded client: a rewards view model in the shape of Google's
/// SwiftUI rewarded sample (an `ObservableObject` with `@Published` gems, the async load,
/// `present(from: nil)` with the reward read from `adReward` in the earn handler), hosted by
/// a UIKit gem shop.
///
/// The shop shows its "Watch a video for gems" button only while an ad is ready, through
/// `$isAdReady` on the main queue; a tap shows the ad. An ad held an hour is dropped rather
/// than shown; a dismissed or failed ad is dropped and the next one loads; with no ad and
/// none on its way, a tap starts a load.
///
/// Intended to keep every Google rewarded rule.
@MainActor
final class GemRewardsViewModel: NSObject, ObservableObject, FullScreenContentDelegate {
  /// The gems the user has earned.
  @Published private(set) var gems = 0
  /// Whether an ad is loaded and ready to watch.
  @Published private(set) var isAdReady = false
  private var rewardedAd: RewardedAd?
  private var loadTime: Date?
  private var isLoading = false
  private let now: @MainActor @Sendable () -> Date

  init(now: @escaping @MainActor @Sendable () -> Date) {
    self.now = now
    super.init()
  }

  func loadAd() async {
    guard rewardedAd == nil, !isLoading else { return }
    isLoading = true
    defer { isLoading = false }
    do {
      let ad = try await RewardedAd.load(with: "ca-app-pub-3940256099942544/1712485313", request: Request())
      ad.fullScreenContentDelegate = self
      rewardedAd = ad
      loadTime = now()
      isAdReady = true
    } catch {
      print("Failed to load rewarded ad with error: \(error.localizedDescription)")
    }
  }

  func showAd() {
    if let loadTime, now().timeIntervalSince(loadTime) >= 3600 { drop() }
    guard let rewardedAd else {
      print("Ad wasn't ready.")
      Task { await loadAd() }
      return
    }
    rewardedAd.present(from: nil) {
      let reward = rewardedAd.adReward
      self.gems += reward.amount.intValue
    }
  }

  private func drop() {
    rewardedAd = nil
    loadTime = nil
    isAdReady = false
  }

  func adDidDismissFullScreenContent(_ ad: FullScreenPresentingAd) {
    drop()
    Task { await loadAd() }
  }

  func ad(_ ad: FullScreenPresentingAd, didFailToPresentFullScreenContentWithError error: Error) {
    print("Ad failed to present full screen content with error \(error.localizedDescription).")
    drop()
    Task { await loadAd() }
  }
}

/// The gem shop that hosts ``GemRewardsViewModel``.
final class GemShopViewController: UIViewController {
  let viewModel: GemRewardsViewModel
  private let gemsLabel = UILabel()
  private lazy var watchButton = UIButton(
    primaryAction: UIAction(title: "Watch a video for gems") { [weak self] _ in self?.viewModel.showAd() })
  private var cancellables = Set<AnyCancellable>()

  init(now: @escaping @MainActor @Sendable () -> Date) {
    viewModel = GemRewardsViewModel(now: now)
    super.init(nibName: nil, bundle: nil)
  }

  /// Not made from archives.
  required init?(coder: NSCoder) { nil }

  override func viewDidLoad() {
    super.viewDidLoad()
    view.addSubview(gemsLabel)
    view.addSubview(watchButton)
    watchButton.isHidden = true
    viewModel.$gems
      .map { "Gems: \($0)" }
      .sink { [weak self] text in self?.gemsLabel.text = text }
      .store(in: &cancellables)
    viewModel.$isAdReady
      .removeDuplicates()
      .receive(on: DispatchQueue.main)
      .sink { [weak self] ready in self?.watchButton.isHidden = !ready }
      .store(in: &cancellables)
    MobileAds.shared.start(completionHandler: nil)
    Task { await viewModel.loadAd() }
  }

  /// The user taps the button, or asks for gems while it is hidden.
  func userTapsWatch() {
    viewModel.showAd()
  }
}
