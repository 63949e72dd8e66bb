import FakeGoogleMobileAds
import FakeUIKit

/// Independent Google interstitial client: an ad manager kept as a view model, the way
/// Google's SwiftUI samples keep theirs (`ObservableObject` with `@Published` state), here
/// hosted by a UIKit trivia screen.
///
/// The screen watches `$isAdReady` through Combine, on the main queue, to stop the
/// spinner it shows while the first ad loads; a label shows the round. Before starting the
/// SDK it tags requests as not child-directed and caps the content rating, and it walks
/// the adapter statuses the start reports, as Google's mediation samples do. Between rounds
/// the view model shows a loaded ad if it is younger than an hour, and otherwise the next
/// round starts at once; a dismissed or failed ad is dropped, the next round starts and the
/// next ad loads.
///
/// Intended to keep every Google interstitial rule.
@MainActor
final class TriviaAdViewModel: NSObject, ObservableObject, FullScreenContentDelegate {
  /// Whether an ad is loaded and waiting for a break.
  @Published private(set) var isAdReady = false
  /// Whether an ad covers the screen.
  @Published private(set) var isShowingAd = false
  /// Told when a shown ad has gone, dismissed or failed.
  var adDidFinish: (() -> Void)?
  private var interstitialAd: InterstitialAd?
  private var loadTime: Date?
  private var isLoading = false
  private let now: @MainActor @Sendable () -> Date

  init(now: @escaping @MainActor @Sendable () -> Date) {
    self.now = now
    super.init()
  }

  /// Loads an ad unless one is held or on its way.
  func loadAd() async {
    guard interstitialAd == nil, !isLoading else { return }
    isLoading = true
    defer { isLoading = false }
    do {
      let ad = try await InterstitialAd.load(with: "ca-app-pub-3940256099942544/4411468910", request: Request())
      ad.fullScreenContentDelegate = self
      interstitialAd = ad
      loadTime = now()
      isAdReady = true
    } catch {
      NSLog("Interstitial failed to load: %@", error.localizedDescription)
    }
  }

  /// Shows the ad in hand over the screen; false when there is none fresh enough.
  func showAd(from root: UIViewController) -> Bool {
    if let loadTime, now().timeIntervalSince(loadTime) >= 3600 { drop() }
    guard let interstitialAd else { return false }
    isShowingAd = true
    interstitialAd.present(from: root)
    return true
  }

  private func drop() {
    interstitialAd = nil
    loadTime = nil
    isAdReady = false
  }

  private func finish() {
    drop()
    isShowingAd = false
    adDidFinish?()
  }

  func adDidDismissFullScreenContent(_ ad: FullScreenPresentingAd) {
    finish()
  }

  func ad(_ ad: FullScreenPresentingAd, didFailToPresentFullScreenContentWithError error: Error) {
    NSLog("Interstitial failed to present: %@", error.localizedDescription)
    finish()
  }
}

/// The trivia screen that hosts ``TriviaAdViewModel``.
final class TriviaViewController: UIViewController {
  let viewModel: TriviaAdViewModel
  private(set) var round = 1
  private let roundLabel = UILabel()
  private let spinner = UIActivityIndicatorView(style: .medium)
  private var cancellables = Set<AnyCancellable>()

  init(now: @escaping @MainActor @Sendable () -> Date) {
    viewModel = TriviaAdViewModel(now: now)
    super.init(nibName: nil, bundle: nil)
  }

  /// Not made from archives.
  required init?(coder: NSCoder) { nil }

  override func viewDidLoad() {
    super.viewDidLoad()
    roundLabel.text = "Round 1"
    view.addSubview(roundLabel)
    view.addSubview(spinner)
    spinner.startAnimating()
    viewModel.$isAdReady
      .receive(on: DispatchQueue.main)
      .sink { [weak self] ready in
        if ready { self?.spinner.stopAnimating() }
      }
      .store(in: &cancellables)
    viewModel.adDidFinish = { [weak self] in self?.nextRound() }

    let configuration = MobileAds.shared.requestConfiguration
    configuration.tagForChildDirectedTreatment = false
    configuration.maxAdContentRating = .general
    MobileAds.shared.start { status in
      for (name, adapter) in status.adapterStatusesByClassName {
        NSLog("Adapter %@: %@, %.2f s", name, adapter.description, adapter.latency)
      }
    }
    Task { await viewModel.loadAd() }
  }

  /// The round ends: the natural break.
  func roundEnded() {
    guard !viewModel.isShowingAd else { return }
    if !viewModel.showAd(from: self) { nextRound() }
  }

  /// Starts the next round and makes sure an ad is on its way for the break after it.
  func nextRound() {
    round += 1
    roundLabel.text = "Round \(round)"
    Task { await viewModel.loadAd() }
  }
}
