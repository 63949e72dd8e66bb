// Style: an older photo-gallery app still on the GAD-prefixed SDK names (pre-v11 Swift
// style), loading a batch of native ads with GADMultipleAdsAdLoaderOptions and mixing them
// into its feed, similar to the "native ads in a list" pattern from Google's older samples.

import FakeGoogleMobileAds
import FakeUIKit
import Foundation

class GalleryNativeAdsController: UIViewController {

  let adUnitID = "ca-app-pub-3940256099942544/3986624511"
  let numAdsToLoad = 3
  let adInterval = 4

  var photoNames: [String] = (1...16).map { "gallery_photo_\($0)" }
  var nativeAds = [GADNativeAd]()
  var adLoader: GADAdLoader!

  var scrollView: UIScrollView!
  var stackContainer: UIView!

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .black

    scrollView = UIScrollView()
    scrollView.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(scrollView)

    stackContainer = UIView()
    stackContainer.translatesAutoresizingMaskIntoConstraints = false
    scrollView.addSubview(stackContainer)

    NSLayoutConstraint.activate([
      scrollView.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
      scrollView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
      scrollView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
      scrollView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
      stackContainer.topAnchor.constraint(equalTo: scrollView.topAnchor),
      stackContainer.bottomAnchor.constraint(equalTo: scrollView.bottomAnchor),
      stackContainer.leadingAnchor.constraint(equalTo: scrollView.leadingAnchor),
      stackContainer.trailingAnchor.constraint(equalTo: scrollView.trailingAnchor),
      stackContainer.widthAnchor.constraint(equalTo: scrollView.widthAnchor),
    ])

    reloadGallery()
    loadNativeAds()
  }

  func loadNativeAds() {
    let multipleAdsOptions = GADMultipleAdsAdLoaderOptions()
    multipleAdsOptions.numberOfAds = numAdsToLoad

    adLoader = GADAdLoader(
      adUnitID: adUnitID, rootViewController: self,
      adTypes: [.native], options: [multipleAdsOptions])
    adLoader.delegate = self
    adLoader.load(GADRequest())
  }

  // Rebuilds the whole column: photos, with one ad after every `adInterval` photos.
  func reloadGallery() {
    for subview in stackContainer.subviews {
      subview.removeFromSuperview()
    }

    var rows = [UIView]()
    var adIndex = 0
    for (index, name) in photoNames.enumerated() {
      rows.append(makePhotoView(named: name))
      if (index + 1) % adInterval == 0 && adIndex < nativeAds.count {
        rows.append(makeAdView(for: nativeAds[adIndex]))
        adIndex += 1
      }
    }

    // Poor man's vertical stack: pin each row under the previous one.
    var previousBottom = stackContainer.topAnchor
    for row in rows {
      row.translatesAutoresizingMaskIntoConstraints = false
      stackContainer.addSubview(row)
      NSLayoutConstraint.activate([
        row.topAnchor.constraint(equalTo: previousBottom, constant: 8),
        row.leadingAnchor.constraint(equalTo: stackContainer.leadingAnchor, constant: 8),
        row.trailingAnchor.constraint(equalTo: stackContainer.trailingAnchor, constant: -8),
      ])
      previousBottom = row.bottomAnchor
    }
    if let last = rows.last {
      last.bottomAnchor.constraint(equalTo: stackContainer.bottomAnchor, constant: -8).isActive = true
    }
  }

  func makePhotoView(named name: String) -> UIView {
    let imageView = UIImageView(image: UIImage(named: name))
    imageView.contentMode = .scaleAspectFill
    imageView.clipsToBounds = true
    imageView.backgroundColor = .darkGray
    imageView.heightAnchor.constraint(equalToConstant: 240).isActive = true
    return imageView
  }

  func makeAdView(for nativeAd: GADNativeAd) -> UIView {
    let adView = GADNativeAdView()
    adView.backgroundColor = .white

    let headlineLabel = UILabel()
    headlineLabel.font = UIFont.boldSystemFont(ofSize: 16)
    headlineLabel.numberOfLines = 2
    let mediaView = GADMediaView()
    let bodyLabel = UILabel()
    bodyLabel.font = UIFont.systemFont(ofSize: 13)
    bodyLabel.numberOfLines = 2
    let advertiserLabel = UILabel()
    advertiserLabel.font = UIFont.systemFont(ofSize: 12)
    advertiserLabel.textColor = .gray
    let ctaButton = UIButton(type: .custom)
    ctaButton.backgroundColor = .systemGreen
    ctaButton.isUserInteractionEnabled = false

    for v in [headlineLabel, mediaView, bodyLabel, advertiserLabel, ctaButton] as [UIView] {
      v.translatesAutoresizingMaskIntoConstraints = false
      adView.addSubview(v)
    }

    NSLayoutConstraint.activate([
      headlineLabel.topAnchor.constraint(equalTo: adView.topAnchor, constant: 8),
      headlineLabel.leadingAnchor.constraint(equalTo: adView.leadingAnchor, constant: 8),
      headlineLabel.trailingAnchor.constraint(equalTo: adView.trailingAnchor, constant: -8),
      advertiserLabel.topAnchor.constraint(equalTo: headlineLabel.bottomAnchor, constant: 2),
      advertiserLabel.leadingAnchor.constraint(equalTo: headlineLabel.leadingAnchor),
      mediaView.topAnchor.constraint(equalTo: advertiserLabel.bottomAnchor, constant: 8),
      mediaView.leadingAnchor.constraint(equalTo: adView.leadingAnchor),
      mediaView.trailingAnchor.constraint(equalTo: adView.trailingAnchor),
      mediaView.heightAnchor.constraint(equalToConstant: 200),
      bodyLabel.topAnchor.constraint(equalTo: mediaView.bottomAnchor, constant: 8),
      bodyLabel.leadingAnchor.constraint(equalTo: adView.leadingAnchor, constant: 8),
      bodyLabel.trailingAnchor.constraint(equalTo: ctaButton.leadingAnchor, constant: -8),
      ctaButton.centerYAnchor.constraint(equalTo: bodyLabel.centerYAnchor),
      ctaButton.trailingAnchor.constraint(equalTo: adView.trailingAnchor, constant: -8),
      ctaButton.widthAnchor.constraint(equalToConstant: 100),
      bodyLabel.bottomAnchor.constraint(equalTo: adView.bottomAnchor, constant: -8),
    ])

    adView.headlineView = headlineLabel
    adView.mediaView = mediaView
    adView.bodyView = bodyLabel
    adView.advertiserView = advertiserLabel
    adView.callToActionView = ctaButton

    headlineLabel.text = nativeAd.headline
    mediaView.mediaContent = nativeAd.mediaContent
    bodyLabel.text = nativeAd.body
    bodyLabel.isHidden = nativeAd.body == nil
    advertiserLabel.text = nativeAd.advertiser
    advertiserLabel.isHidden = nativeAd.advertiser == nil
    ctaButton.setTitle(nativeAd.callToAction, for: .normal)
    ctaButton.isHidden = nativeAd.callToAction == nil

    adView.nativeAd = nativeAd
    return adView
  }
}

// MARK: - GADNativeAdLoaderDelegate

extension GalleryNativeAdsController: @preconcurrency GADNativeAdLoaderDelegate {

  func adLoader(_ adLoader: GADAdLoader, didReceive nativeAd: GADNativeAd) {
    print("Received native ad: \(nativeAd.headline ?? "")")
    nativeAd.delegate = self
    nativeAds.append(nativeAd)
  }

  func adLoader(_ adLoader: GADAdLoader, didFailToReceiveAdWithError error: Error) {
    print("\(adLoader) failed with error: \(error.localizedDescription)")
  }

  func adLoaderDidFinishLoading(_ adLoader: GADAdLoader) {
    // All requested ads are in; put them into the gallery.
    reloadGallery()
  }
}

// MARK: - GADNativeAdDelegate

extension GalleryNativeAdsController: @preconcurrency GADNativeAdDelegate {

  func nativeAdDidRecordImpression(_ nativeAd: GADNativeAd) {
    print("Native ad impression: \(nativeAd.headline ?? "unknown")")
  }

  func nativeAdDidRecordClick(_ nativeAd: GADNativeAd) {
    print("Native ad clicked: \(nativeAd.headline ?? "unknown")")
  }
}
