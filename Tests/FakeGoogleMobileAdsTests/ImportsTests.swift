import FakeGoogleMobileAds
import Testing

/// A file that imports only FakeGoogleMobileAds sees what a file importing only
/// GoogleMobileAds sees: UIKit and Foundation come along.
@Suite("What FakeGoogleMobileAds brings along")
@MainActor
struct FakeGoogleMobileAdsImportsTests {
  @Test("UIKit's and Foundation's names are in scope with only the SDK imported")
  func namesInScope() {
    let loadTime: Date? = Date(timeIntervalSince1970: 60)
    let hours: TimeInterval = 4
    let frame = CGRect(x: 0, y: 0, width: 320, height: 480)
    let application: UIApplication.Type = UIApplication.self
    let controller: UIViewController.Type = UIViewController.self
    #expect(loadTime.map { Date(timeIntervalSince1970: 0).timeIntervalSince($0) < hours * 3600 } == true)
    #expect(frame.width == 320)
    #expect(application == UIApplication.self)
    #expect(controller == UIViewController.self)
  }

  @Test("Combine's ObservableObject and @Published are in scope too, as ad managers kept as view models use them")
  func combineInScope() {
    final class RewardedViewModel: NSObject, ObservableObject, GADFullScreenContentDelegate {
      @Published var coins = 0
      @Published var isAdReady = false
      private var rewardedAd: GADRewardedAd?
    }
    let model = RewardedViewModel()
    var fired = 0
    let handle = model.objectWillChange.sink { fired += 1 }
    model.coins += 10
    model.isAdReady = true
    #expect(fired == 2)
    #expect(model.coins == 10)
    handle.cancel()
  }
}
