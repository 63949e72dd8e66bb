import FakeGoogleMobileAds

/// A shop screen with a "watch" button that shows a SwiftyAds rewarded ad for coins, as the
/// library's README shows.
final class CoinShopViewController: UIViewController {
    /// The coins the rewards have paid out.
    private(set) var coins = 0
    private let ads: SwiftyAdsStandIn
    private let watchButton = UIButton()

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    init(ads: SwiftyAdsStandIn) {
        self.ads = ads
        super.init(nibName: nil, bundle: nil)
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(watchButton)
        watchButton.addAction(UIAction { [weak self] _ in self?.watchTapped() }, for: .touchUpInside)
        ads.configure(requestBuilder: AdsRequestBuilder(), mediationConfigurator: nil)
        Task {
            try? await ads.initializeIfNeeded(from: self)
        }
    }

    /// The user tapped "watch".
    func watchTapped() {
        Task {
            do {
                try await ads.showRewardedAd(
                    from: self,
                    onOpen: nil,
                    onClose: nil,
                    onError: nil,
                    onReward: { [weak self] rewardAmount in
                        self?.coins += rewardAmount.intValue
                    })
            } catch {
                // No ad to watch: the button stays, the user may try later.
            }
        }
    }
}
