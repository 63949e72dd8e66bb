import FakeGoogleMobileAds
import FakeSwiftUI
import Foundation

/// The native ad a level-based SwiftUI game keeps for its level summary: asked for as the
/// game appears, shown only when a level ends.
@MainActor
final class LevelEndAdModel: NSObject, ObservableObject {
  @Published private(set) var ad: NativeAd?
  private var loader: AdLoader?

  func load() {
    guard loader == nil else { return }
    let loader = AdLoader(
      adUnitID: "ca-app-pub-3940256099942544/3986624511", rootViewController: nil, adTypes: [.native], options: nil)
    loader.delegate = self
    self.loader = loader
    loader.load(Request())
  }
}

extension LevelEndAdModel: @preconcurrency NativeAdLoaderDelegate {
  func adLoader(_ adLoader: AdLoader, didReceive nativeAd: NativeAd) {
    nativeAd.delegate = self
    ad = nativeAd
  }

  func adLoader(_ adLoader: AdLoader, didFailToReceiveAdWithError error: any Error) {}
}

extension LevelEndAdModel: NativeAdDelegate {}

/// The summary's ad card: a native ad view with a badge, headline, media, body and call
/// to action, filled, then given its ad.
struct LevelEndAdCard: UIViewRepresentable {
  let ad: NativeAd
  /// Whether the card shows the "Ad" badge (the faulty twin leaves it out).
  var showsBadge = true

  func makeUIView(context: Context) -> NativeAdView {
    let card = NativeAdView(frame: .zero)
    let badge = UILabel(frame: CGRect(x: 0, y: 0, width: 24, height: 16))
    badge.text = "Ad"
    badge.isHidden = !showsBadge
    let headline = UILabel(frame: CGRect(x: 0, y: 20, width: 300, height: 44))
    headline.numberOfLines = 2
    let media = MediaView(frame: CGRect(x: 0, y: 68, width: 300, height: 160))
    let body = UILabel(frame: CGRect(x: 0, y: 232, width: 300, height: 63))
    body.numberOfLines = 3
    let action = UIButton(type: .system)
    action.frame = CGRect(x: 0, y: 300, width: 300, height: 44)
    action.isUserInteractionEnabled = false
    for view in [badge, headline, media, body, action] as [UIView] { card.addSubview(view) }
    card.headlineView = headline
    card.mediaView = media
    card.bodyView = body
    card.callToActionView = action
    return card
  }

  func updateUIView(_ card: NativeAdView, context: Context) {
    (card.headlineView as? UILabel)?.text = ad.headline
    card.mediaView?.mediaContent = ad.mediaContent
    (card.bodyView as? UILabel)?.text = ad.body
    (card.callToActionView as? UIButton)?.setTitle(ad.callToAction, for: .normal)
    card.nativeAd = ad
  }
}

/// A SwiftUI game whose level summary, a sheet shown when the player finishes a level,
/// carries the native ad the game asked for as it appeared; "Next level" closes it.
struct LevelEndNativeView: View {
  /// Whether the summary's card shows the "Ad" badge.
  var showsBadge = true
  @StateObject private var model = LevelEndAdModel()
  @State private var level = 1
  @State private var showsSummary = false

  var body: some View {
    VStack(spacing: 16) {
      Text("Level \(level)")
      Button("Finish level") { showsSummary = true }
    }
    .onAppear { model.load() }
    .sheet(isPresented: $showsSummary) {
      VStack(spacing: 12) {
        Text("Level \(level) complete")
        if let ad = model.ad {
          LevelEndAdCard(ad: ad, showsBadge: showsBadge).frame(height: 344)
        }
        Button("Next level") {
          level += 1
          showsSummary = false
        }
      }
      .padding()
    }
  }
}
