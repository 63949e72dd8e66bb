// Style: a SwiftUI app (iOS 15+, v12 SDK names) that wraps NativeAdView in a
// UIViewRepresentable and drives it from an ObservableObject view model, the MVVM shape
// most SwiftUI + AdMob tutorials and Google's SwiftUI demo popularised.

import FakeCombine
import FakeGoogleMobileAds
import FakeSwiftUI
import FakeUIKit
import Foundation

// MARK: - View model

@MainActor
final class NativeAdViewModel: NSObject, ObservableObject {
  @Published var nativeAd: NativeAd?
  @Published var isLoading = false

  private var adLoader: AdLoader?
  private let adUnitID = "ca-app-pub-3940256099942544/3986624511"

  func loadAd() {
    guard !isLoading else { return }
    isLoading = true

    let mediaOptions = NativeAdMediaAdLoaderOptions()
    mediaOptions.mediaAspectRatio = .landscape

    adLoader = AdLoader(
      adUnitID: adUnitID,
      rootViewController: nil,
      adTypes: [.native],
      options: [mediaOptions])
    adLoader?.delegate = self
    adLoader?.load(Request())
  }
}

extension NativeAdViewModel: @preconcurrency NativeAdLoaderDelegate {
  func adLoader(_ adLoader: AdLoader, didReceive nativeAd: NativeAd) {
    self.nativeAd = nativeAd
    isLoading = false
  }

  func adLoader(_ adLoader: AdLoader, didFailToReceiveAdWithError error: Error) {
    print("Failed to load native ad: \(error)")
    isLoading = false
  }
}

// MARK: - UIKit bridge

struct NativeAdViewRepresentable: UIViewRepresentable {
  let nativeAd: NativeAd?

  func makeUIView(context: Context) -> NativeAdView {
    let adView = NativeAdView()
    adView.backgroundColor = .secondarySystemBackground

    let headline = UILabel()
    headline.font = .preferredFont(forTextStyle: .headline)
    headline.numberOfLines = 2
    let body = UILabel()
    body.font = .preferredFont(forTextStyle: .subheadline)
    body.numberOfLines = 3
    let icon = UIImageView()
    let media = MediaView()
    let cta = UIButton(type: .system)
    cta.isUserInteractionEnabled = false
    let advertiser = UILabel()
    advertiser.font = .preferredFont(forTextStyle: .caption1)

    [icon, headline, advertiser, media, body, cta].forEach {
      $0.translatesAutoresizingMaskIntoConstraints = false
      adView.addSubview($0)
    }

    NSLayoutConstraint.activate([
      icon.topAnchor.constraint(equalTo: adView.topAnchor, constant: 12),
      icon.leadingAnchor.constraint(equalTo: adView.leadingAnchor, constant: 12),
      icon.widthAnchor.constraint(equalToConstant: 40),
      icon.heightAnchor.constraint(equalToConstant: 40),

      headline.topAnchor.constraint(equalTo: icon.topAnchor),
      headline.leadingAnchor.constraint(equalTo: icon.trailingAnchor, constant: 8),
      headline.trailingAnchor.constraint(equalTo: adView.trailingAnchor, constant: -12),

      advertiser.topAnchor.constraint(equalTo: headline.bottomAnchor, constant: 2),
      advertiser.leadingAnchor.constraint(equalTo: headline.leadingAnchor),

      media.topAnchor.constraint(equalTo: icon.bottomAnchor, constant: 8),
      media.leadingAnchor.constraint(equalTo: adView.leadingAnchor),
      media.trailingAnchor.constraint(equalTo: adView.trailingAnchor),
      media.heightAnchor.constraint(equalTo: media.widthAnchor, multiplier: 9.0 / 16.0),

      body.topAnchor.constraint(equalTo: media.bottomAnchor, constant: 8),
      body.leadingAnchor.constraint(equalTo: adView.leadingAnchor, constant: 12),
      body.trailingAnchor.constraint(equalTo: adView.trailingAnchor, constant: -12),

      cta.topAnchor.constraint(equalTo: body.bottomAnchor, constant: 8),
      cta.trailingAnchor.constraint(equalTo: adView.trailingAnchor, constant: -12),
      cta.bottomAnchor.constraint(equalTo: adView.bottomAnchor, constant: -12),
    ])

    adView.headlineView = headline
    adView.bodyView = body
    adView.iconView = icon
    adView.mediaView = media
    adView.callToActionView = cta
    adView.advertiserView = advertiser
    return adView
  }

  func updateUIView(_ nativeAdView: NativeAdView, context: Context) {
    guard let nativeAd = nativeAd else { return }

    (nativeAdView.headlineView as? UILabel)?.text = nativeAd.headline

    (nativeAdView.bodyView as? UILabel)?.text = nativeAd.body
    nativeAdView.bodyView?.isHidden = nativeAd.body == nil

    (nativeAdView.iconView as? UIImageView)?.image = nativeAd.icon?.image
    nativeAdView.iconView?.isHidden = nativeAd.icon == nil

    nativeAdView.mediaView?.mediaContent = nativeAd.mediaContent

    (nativeAdView.callToActionView as? UIButton)?.setTitle(nativeAd.callToAction, for: .normal)
    nativeAdView.callToActionView?.isHidden = nativeAd.callToAction == nil

    (nativeAdView.advertiserView as? UILabel)?.text = nativeAd.advertiser
    nativeAdView.advertiserView?.isHidden = nativeAd.advertiser == nil

    nativeAdView.nativeAd = nativeAd
  }
}

// MARK: - Screen

struct ArticleWithNativeAdView: View {
  @StateObject private var viewModel = NativeAdViewModel()

  var body: some View {
    VStack(alignment: .leading, spacing: 16) {
      Text("Weekend hiking guide")
        .font(.title)
        .bold()
      Text("Five trails within an hour of the city, from easy lakeside loops to a full-day ridge walk.")
        .font(.body)

      if viewModel.nativeAd != nil {
        NativeAdViewRepresentable(nativeAd: viewModel.nativeAd)
          .frame(height: 320)
      }
    }
    .padding()
    .onAppear {
      viewModel.loadAd()
    }
  }
}
