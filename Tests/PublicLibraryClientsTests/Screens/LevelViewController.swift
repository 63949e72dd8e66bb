import FakeGoogleMobileAds

/// A game screen that shows a SwiftyAds interstitial between levels, as the library's README
/// shows: configure and initialise when the screen loads, show at the break in a task.
final class LevelViewController: UIViewController {
    /// The levels the player has reached.
    private(set) var level = 1
    /// What the interstitial's callbacks reported, in order.
    private(set) var adEvents: [String] = []
    private let ads: SwiftyAdsStandIn

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    init(ads: SwiftyAdsStandIn) {
        self.ads = ads
        super.init(nibName: nil, bundle: nil)
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        ads.configure(requestBuilder: AdsRequestBuilder(), mediationConfigurator: nil)
        Task {
            do {
                try await ads.initializeIfNeeded(from: self)
            } catch {
                adEvents.append("initialize failed")
            }
        }
    }

    /// The player finished a level: move on, and show an ad in the break if one is ready.
    func levelEnded() {
        level += 1
        Task {
            do {
                try await ads.showInterstitialAd(
                    from: self,
                    onOpen: { [weak self] in self?.adEvents.append("open") },
                    onClose: { [weak self] in self?.adEvents.append("close") },
                    onError: { [weak self] _ in self?.adEvents.append("error") })
            } catch {
                adEvents.append("not shown")
            }
        }
    }
}
