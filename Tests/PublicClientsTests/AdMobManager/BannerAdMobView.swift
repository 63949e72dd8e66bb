// Follows AdMobManager (github.com/trinhxuanminh/AdMobManager), file
// Sources/AdMobManager/Ad/AdView/BannerAdMobView.swift at commit
// 86cd8bf522c9ead8e997d4d6168c68d61288fcba.
// Edits for Linux: `import UIKit` and `import GoogleMobileAds` -> `import FakeGoogleMobileAds`.
// Left out: `import AppsFlyerAdRevenue` and the AppsFlyer revenue report inside the paid event
// handler (a third-party SDK). `AdMobManager.shared.getAd` reads the library's remote
// configuration; `AdMobManagerStandIn.swift` gives it the banner's settings for a run.

import FakeGoogleMobileAds

/// A view that holds one banner, filled from the library's settings for a name.
open class BannerAdMobView: UIView {
  private lazy var bannerAdView: GADBannerView! = {
    let bannerView = GADBannerView()
    bannerView.translatesAutoresizingMaskIntoConstraints = false
    return bannerView
  }()

  public enum Anchored: String {
    case top
    case bottom
  }

  private weak var rootViewController: UIViewController?
  private var adUnitID: String?
  private var anchored: Anchored?
  private var state: State = .wait
  private var didReceive: Handler?
  private var didError: Handler?

  public override func awakeFromNib() {
    super.awakeFromNib()
    addComponents()
    setConstraints()
  }

  public override init(frame: CGRect) {
    super.init(frame: frame)
    addComponents()
    setConstraints()
  }

  required public init?(coder: NSCoder) {
    super.init(coder: coder)
  }

  public override func removeFromSuperview() {
    self.bannerAdView = nil
    super.removeFromSuperview()
  }

  func addComponents() {
    addSubview(bannerAdView)
  }

  func setConstraints() {
    let constraints = [
      bannerAdView.topAnchor.constraint(equalTo: self.topAnchor),
      bannerAdView.bottomAnchor.constraint(equalTo: self.bottomAnchor),
      bannerAdView.leftAnchor.constraint(equalTo: self.leftAnchor),
      bannerAdView.rightAnchor.constraint(equalTo: self.rightAnchor)
    ]
    NSLayoutConstraint.activate(constraints)
  }

  public func load(name: String,
                   rootViewController: UIViewController,
                   didReceive: Handler?,
                   didError: Handler?
  ) {
    self.didReceive = didReceive
    self.didError = didError
    self.rootViewController = rootViewController

    guard adUnitID == nil else {
      return
    }
    guard let ad = AdMobManager.shared.getAd(type: .onceUsed(.banner), name: name) as? Banner else {
      return
    }
    guard ad.status else {
      return
    }
    self.adUnitID = ad.id
    if let anchored = ad.anchored {
      self.anchored = Anchored(rawValue: anchored)
    }
    load()
  }
}

extension BannerAdMobView: GADBannerViewDelegate {
  public func bannerView(_ bannerView: GADBannerView,
                         didFailToReceiveAdWithError error: Error
  ) {
    print("[BannerAdMobView] no ad: \(String(describing: error))")
    self.state = .error
    errored()
  }

  public func bannerViewDidReceiveAd(_ bannerView: GADBannerView) {
    print("[BannerAdMobView] ad received")
    self.state = .receive
    self.bringSubviewToFront(self.bannerAdView)
    didReceive?()

    bannerView.paidEventHandler = { [weak self] adValue in
      guard let self else {
        return
      }
      // The AppsFlyer revenue report, which reads `adUnitID`, is left out.
      _ = self.adUnitID
    }
  }
}

extension BannerAdMobView {
  private func errored() {
    didError?()
  }

  private func load() {
    guard state == .wait else {
      return
    }

    guard let adUnitID = adUnitID else {
      print("[BannerAdMobView] no ad unit configured")
      return
    }

    print("[BannerAdMobView] loading")
    self.state = .loading
    DispatchQueue.main.async { [weak self] in
      guard let self = self else {
        return
      }
      self.bannerAdView?.adUnitID = adUnitID
      self.bannerAdView?.delegate = self
      self.bannerAdView?.rootViewController = rootViewController

      let request = GADRequest()

      if let anchored = self.anchored {
        let extras = GADExtras()
        extras.additionalParameters = ["collapsible": anchored.rawValue]
        request.register(extras)
      }

      self.bannerAdView?.load(request)
    }
  }
}
