// Follows SwiftyAds (github.com/crashoverride777/swifty-ads), file
// Sources/Internal/SwiftyAdsBannerAd.swift at commit b2ce57a4117ff8f368c0b5ede4288af34e745672.
// Edits: `import GoogleMobileAds` -> `import FakeGoogleMobileAds`.

import FakeGoogleMobileAds

/// The Google banner behind `SwiftyAdsBannerAd`: pinned to an edge of the screen, kept hidden
/// until an ad arrives, and shown or hidden with an optional animation.
@MainActor
final class GADSwiftyAdsBannerAd: NSObject {

    // MARK: - Types

    private enum Configuration {
        static let visibleConstant: CGFloat = 0
        static let hiddenConstant: CGFloat = 400
    }

    // MARK: - Properties

    private let environment: SwiftyAdsEnvironment
    private let isDisabled: () -> Bool
    private let hasConsent: () -> Bool
    private let request: () -> Request

    private var onOpen: (() -> Void)?
    private var onClose: (() -> Void)?
    private var onError: ((Error) -> Void)?
    private var onWillPresentScreen: (() -> Void)?
    private var onWillDismissScreen: (() -> Void)?
    private var onDidDismissScreen: (() -> Void)?

    private var bannerView: BannerView?
    private var position: SwiftyAdsBannerAdPosition = .bottom(isUsingSafeArea: true)
    private var animation: SwiftyAdsBannerAdAnimation = .none
    private var bannerViewConstraint: NSLayoutConstraint?
    private var animator: UIViewPropertyAnimator?

    // MARK: - Initialization

    init(environment: SwiftyAdsEnvironment,
         isDisabled: @escaping () -> Bool,
         hasConsent: @escaping () -> Bool,
         request: @escaping () -> Request) {
        self.environment = environment
        self.isDisabled = isDisabled
        self.hasConsent = hasConsent
        self.request = request
        super.init()
    }

    // MARK: - Convenience

    func prepare(withAdUnitId adUnitId: String,
                 in viewController: UIViewController,
                 position: SwiftyAdsBannerAdPosition,
                 animation: SwiftyAdsBannerAdAnimation,
                 onOpen: (() -> Void)?,
                 onClose: (() -> Void)?,
                 onError: ((Error) -> Void)?,
                 onWillPresentScreen: (() -> Void)?,
                 onWillDismissScreen: (() -> Void)?,
                 onDidDismissScreen: (() -> Void)?) {
        self.position = position
        self.animation = animation
        self.onOpen = onOpen
        self.onClose = onClose
        self.onError = onError
        self.onWillPresentScreen = onWillPresentScreen
        self.onWillDismissScreen = onWillDismissScreen
        self.onDidDismissScreen = onDidDismissScreen

        // One banner view, kept, with its unit, its presenting controller and this delegate.
        let bannerView = BannerView()
        self.bannerView = bannerView
        bannerView.adUnitID = adUnitId
        bannerView.rootViewController = viewController
        bannerView.delegate = self

        // Into the screen's view, then straight out of sight until an ad arrives.
        add(bannerView, to: viewController)
        hide(bannerView, from: viewController, skipAnimation: true)
    }
}

// MARK: - SwiftyAdsBannerAd

extension GADSwiftyAdsBannerAd: SwiftyAdsBannerAd {
    func show(isLandscape: Bool) {
        guard !isDisabled() else { return }
        guard hasConsent() else { return }
        guard let bannerView = bannerView else { return }
        guard let currentView = bannerView.rootViewController?.view else { return }

        // The width to size for: the whole view, or its safe area.
        let frame = { () -> CGRect in
            switch position {
            case .top(let isUsingSafeArea), .bottom(let isUsingSafeArea):
                if isUsingSafeArea {
                    return currentView.frame.inset(by: currentView.safeAreaInsets)
                } else {
                    return currentView.frame
                }
            }
        }()

        bannerView.adSize = largeAnchoredAdaptiveBanner(width: frame.size.width)
        bannerView.load(request())
    }

    func hide() {
        guard let bannerView = bannerView else { return }
        guard let rootViewController = bannerView.rootViewController else { return }
        hide(bannerView, from: rootViewController)
    }

    func remove() {
        guard bannerView != nil else { return }

        bannerView?.delegate = nil
        bannerView?.removeFromSuperview()
        bannerView = nil
        bannerViewConstraint = nil
        onClose?()
    }
}

// MARK: - GADBannerViewDelegate

extension GADSwiftyAdsBannerAd: BannerViewDelegate {
    // Loading

    func bannerViewDidRecordImpression(_ bannerView: BannerView) {
        if case .development = environment {
            print("SwiftyAdsBanner recorded an impression")
        }
    }

    func bannerViewDidReceiveAd(_ bannerView: BannerView) {
        show(bannerView, from: bannerView.rootViewController)
        if case .development = environment {
            print("SwiftyAdsBanner received an ad from \(bannerView.responseInfo?.loadedAdNetworkResponseInfo?.adNetworkClassName ?? "an unknown network")")
        }
    }

    func bannerView(_ bannerView: BannerView, didFailToReceiveAdWithError error: Error) {
        hide(bannerView, from: bannerView.rootViewController)
        onError?(error)
    }

    // Taps

    func bannerViewWillPresentScreen(_ bannerView: BannerView) {
        onWillPresentScreen?()
    }

    func bannerViewWillDismissScreen(_ bannerView: BannerView) {
        onWillDismissScreen?()
    }

    func bannerViewDidDismissScreen(_ bannerView: BannerView) {
        onDidDismissScreen?()
    }
}

// MARK: - Private Methods

private extension GADSwiftyAdsBannerAd {
    func add(_ bannerView: BannerView, to viewController: UIViewController) {
        bannerView.translatesAutoresizingMaskIntoConstraints = false
        viewController.view.addSubview(bannerView)

        // Pin the chosen edge only: the ad size gives the banner its intrinsic size.
        switch position {
        case .top(let isUsingSafeArea):
            if isUsingSafeArea {
                bannerViewConstraint = bannerView.topAnchor.constraint(equalTo: viewController.view.safeAreaLayoutGuide.topAnchor)
            } else {
                bannerViewConstraint = bannerView.topAnchor.constraint(equalTo: viewController.view.topAnchor)
            }

        case .bottom(let isUsingSafeArea):
            if let tabBarController = viewController as? UITabBarController {
                bannerViewConstraint = bannerView.bottomAnchor.constraint(equalTo: tabBarController.tabBar.topAnchor)
            } else {
                if isUsingSafeArea {
                    bannerViewConstraint = bannerView.bottomAnchor.constraint(equalTo: viewController.view.safeAreaLayoutGuide.bottomAnchor)
                } else {
                    bannerViewConstraint = bannerView.bottomAnchor.constraint(equalTo: viewController.view.bottomAnchor)
                }
            }
        }

        NSLayoutConstraint.activate([
            bannerView.centerXAnchor.constraint(equalTo: viewController.view.safeAreaLayoutGuide.centerXAnchor),
            bannerViewConstraint
        ].compactMap { $0 })
    }

    func show(_ bannerAd: BannerView, from viewController: UIViewController?) {
        stopCurrentAnimatorAnimations()

        // It may have been hidden by an earlier failure.
        bannerAd.isHidden = false

        switch animation {
        case .none:
            animator = nil
        case .fade(let duration):
            animator = UIViewPropertyAnimator(duration: duration, curve: .easeOut) { [weak bannerView] in
                bannerView?.alpha = 1
            }
        case .slide(let duration):
            // Sliding in needs the controller, the edge constraint, and a banner still off screen.
            guard let viewController = viewController else { return }
            guard let bannerViewConstraint = bannerViewConstraint else { return }
            guard bannerViewConstraint.constant != Configuration.visibleConstant else { return }

            bannerViewConstraint.constant = Configuration.visibleConstant
            animator = UIViewPropertyAnimator(duration: duration, curve: .easeOut) {
                viewController.view.layoutIfNeeded()
            }
        }

        animator?.addCompletion { [weak self] _ in
            self?.onOpen?()
        }
        animator?.startAnimation()
    }

    func hide(_ bannerAd: BannerView, from viewController: UIViewController?, skipAnimation: Bool = false) {
        stopCurrentAnimatorAnimations()

        switch animation {
        case .none:
            animator = nil
            bannerAd.isHidden = true
        case .fade(let duration):
            if skipAnimation {
                bannerView?.alpha = 0
            } else {
                animator = UIViewPropertyAnimator(duration: duration, curve: .easeOut) { [weak bannerView] in
                    bannerView?.alpha = 0
                }
            }
        case .slide(let duration):
            // Sliding out needs the controller, the edge constraint, and a banner on screen.
            guard let viewController = viewController else { return }
            guard let bannerViewConstraint = bannerViewConstraint else { return }
            guard bannerViewConstraint.constant == Configuration.visibleConstant else { return }

            // Off the top edge or below the bottom one.
            var newConstant: CGFloat {
                switch position {
                case .top:
                    return -Configuration.hiddenConstant
                case .bottom:
                    return Configuration.hiddenConstant
                }
            }

            bannerViewConstraint.constant = newConstant
            if !skipAnimation {
                animator = UIViewPropertyAnimator(duration: duration, curve: .easeOut) {
                    viewController.view.layoutIfNeeded()
                }
            }
        }

        animator?.addCompletion { [weak self, weak bannerAd] _ in
            bannerAd?.isHidden = true
            self?.onClose?()
        }
        animator?.startAnimation()
    }

    func stopCurrentAnimatorAnimations() {
        animator?.stopAnimation(false)
        animator?.finishAnimation(at: .current)
    }
}
