import FakeSwiftUI
import FakeGoogleMobileAds
import FakeUserMessagingPlatform
import Foundation

/// The weather screen's banner strip: SwiftUI's handle on ``WeatherNowBannerController``.
struct WeatherNowBanner: UIViewControllerRepresentable {
  func makeUIViewController(context: Context) -> WeatherNowBannerController {
    WeatherNowBannerController()
  }

  func updateUIViewController(_ controller: WeatherNowBannerController, context: Context) {}
}
