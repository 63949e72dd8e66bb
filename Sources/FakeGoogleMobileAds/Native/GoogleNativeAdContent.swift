import FakeUIKit
import Foundation

/// The assets of one served native ad, made from the behaviour and the loader's options.
///
/// The texts and image names carry the ad's number, so two ads differ and a run reads the
/// same every time.
struct GoogleNativeAdContent {
  var headline: String
  var body: String?
  var callToAction: String?
  var icon: GADNativeAdImage?
  var images: [GADNativeAdImage]?
  var starRating: NSDecimalNumber?
  var store: String?
  var price: String?
  var advertiser: String?
  var hasVideo: Bool
  var aspectRatio: Double
  var mainImage: UIImage?
  /// The assets the ad has, headline first, as the trace writes them.
  var assetNames: [String]

  init(number: Int, behaviour: GoogleNativeBehaviour, options: GoogleNativeLoadOptions) {
    let assets = behaviour.assets
    let loadsImages = !options.disableImageLoading
    func image(_ name: String) -> GADNativeAdImage {
      GADNativeAdImage(
        image: loadsImages ? UIImage(named: name) : nil,
        url: URL(string: "https://native.ads.example/\(name).png"), scale: 1)
    }
    // As long as a served ad's: a headline past 25 characters and a body past 90, the
    // lengths the policy lets an app cut them to.
    headline = "Native ad \(number): roasted coffee beans"
    body =
      assets.contains(.body)
      ? "The body text of native ad \(number), which tells the user about the beans, the roast and the price." : nil
    callToAction = assets.contains(.callToAction) ? "Install" : nil
    icon = assets.contains(.icon) ? image("native-ad-\(number)-icon") : nil
    images =
      assets.contains(.image)
      ? (1...(options.multipleImages ? 3 : 1)).map { image("native-ad-\(number)-image-\($0)") } : nil
    starRating = assets.contains(.starRating) ? NSDecimalNumber(string: "4.5") : nil
    store = assets.contains(.store) ? "App Store" : nil
    price = assets.contains(.price) ? "Free" : nil
    advertiser = assets.contains(.advertiser) ? "Advertiser \(number)" : nil
    hasVideo = behaviour.hasVideo
    aspectRatio = behaviour.aspectRatio ?? Self.aspectRatio(for: options.mediaAspectRatio)
    mainImage = !hasVideo && loadsImages ? UIImage(named: "native-ad-\(number)-media") : nil
    assetNames = ["headline"] + GoogleNativeBehaviour.Asset.allCases.filter(assets.contains).map(\.rawValue)
  }

  /// The shape served for the shape asked for: 16:9 unless portrait (9:16) or square.
  static func aspectRatio(for asked: GADMediaAspectRatio) -> Double {
    switch asked {
    case .portrait: 9.0 / 16.0
    case .square: 1
    case .unknown, .any, .landscape: 16.0 / 9.0
    }
  }
}
