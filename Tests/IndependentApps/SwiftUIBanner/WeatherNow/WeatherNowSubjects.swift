import AdContracts
import FakeSwiftUI

/// The weather screen: its banner lives in a small UIKit controller shown through a view
/// controller representable, which reloads it on rotation.
public let swiftUIWeatherNow = Subject.googleBannerView("SwiftUIWeatherNow") { _ in WeatherNowView() }
  .withoutTimedActivities()
