import FakeSwiftUI
import FakeGoogleMobileAds
import FakeUserMessagingPlatform
import Foundation

/// The weather screen: today's conditions, the next hours, and a banner strip under them
/// as tall as an anchored adaptive ad for the screen's width.
struct WeatherNowView: View {
  private let hours = [("10:00", 14), ("11:00", 15), ("12:00", 17), ("13:00", 18), ("14:00", 18)]

  var body: some View {
    GeometryReader { proxy in
      VStack(spacing: 0) {
        VStack(spacing: 8) {
          Text("Lisbon").font(.title)
          Text("16° and clear").font(.largeTitle)
          ForEach(hours, id: \.0) { hour in
            HStack {
              Text(hour.0)
              Spacer()
              Text("\(hour.1)°")
            }
          }
        }
        .padding()
        Spacer()
        WeatherNowBanner()
          .frame(
            width: proxy.size.width,
            height: GADCurrentOrientationAnchoredAdaptiveBannerAdSizeWithWidth(proxy.size.width).size.height)
      }
    }
    .navigationTitle("Weather")
    .onAppear { GADMobileAds.sharedInstance().start(completionHandler: nil) }
  }
}
