import AdSimulation
import FakeGoogleMobileAds
import FakeUIKit
import Foundation
import Testing

@testable import AdContracts

/// A screen that lays its native ad out in a view of its own and registers it with the ad,
/// with no native ad view: the headline and call to action clickable, the screen the ad's
/// delegate.
@MainActor
final class RegisteredNativeScreen: UIViewController, @preconcurrency GADNativeAdLoaderDelegate, GADNativeAdDelegate {
  private var loader: GADAdLoader?
  private var ad: GADNativeAd?
  private let card = UIView(frame: CGRect(x: 10, y: 80, width: 300, height: 160))
  private let badge = UILabel(frame: CGRect(x: 0, y: 0, width: 24, height: 16))
  private let headline = UILabel(frame: CGRect(x: 0, y: 20, width: 300, height: 40))
  private let action = UILabel(frame: CGRect(x: 0, y: 120, width: 120, height: 32))

  override func viewDidLoad() {
    super.viewDidLoad()
    badge.text = "Ad"
    for label in [badge, headline, action] { card.addSubview(label) }
    view.addSubview(card)
    let loader = GADAdLoader(
      adUnitID: GoogleTestAdUnits.nativeAdvanced, rootViewController: self, adTypes: [.native], options: nil)
    loader.delegate = self
    self.loader = loader
    loader.load(GADRequest())
  }

  func adLoader(_ adLoader: GADAdLoader, didReceive nativeAd: GADNativeAd) {
    ad = nativeAd
    nativeAd.delegate = self
    headline.text = nativeAd.headline
    action.text = nativeAd.callToAction
    nativeAd.register(
      card, clickableAssetViews: [.headlineAsset: headline, .callToActionAsset: action], nonclickableAssetViews: [:])
  }

  func adLoader(_ adLoader: GADAdLoader, didFailToReceiveAdWithError error: any Error) {}
}

/// The native rules read a native ad view's outlets; an ad registered in the app's own
/// view gets no verdict it did not earn.
@Suite("Native ads registered in the app's own view")
struct RegisteredNativeLayoutTests {
  static let subject = Subject.googleNativeScreen("RegisteredNativeScreen") { _ in RegisteredNativeScreen() }

  /// The rules that judge an ad set on, or shown in, a native ad view.
  static let layoutRules = GoogleNativeRules.all.map(\.id).filter {
    $0 != "gma.native.test-ids-under-test" && $0 != "gma.native.row-keeps-its-ad"
  }

  @Test("Each layout rule says unverified and names the registration, and none passes", arguments: layoutRules)
  func unverifiedNamingRegistration(id: String) async throws {
    let rule = try #require(Catalogue.rule(withID: id))
    let report = await rule.run(against: Self.subject)
    #expect(report.status == .unverified, "\(report.text)")
    #expect(report.message.contains("register(_:clickableAssetViews:nonclickableAssetViews:)"), "\(report.message)")
    #expect(report.message.contains("GADNativeAd#1"), "\(report.message)")
  }
}
