import ExampleClients
import FakeGoogleMobileAds
import FakeSwiftUI
import Foundation

/// A SwiftUI screen with a native ad, in the shape of the native screen of Google's SwiftUI
/// demo: the screen keeps its ad model as a `@StateObject`, asks for an ad as it appears
/// and when the user taps Refresh, and shows the ad in a representable native ad view.
public struct NativeShowcaseView: View {
  @StateObject private var model = NativeOfferModel()
  private let setsAdFirst: Bool

  /// A screen with no ad yet.
  public init() {
    setsAdFirst = false
  }

  /// A screen whose card sets the ad before it fills the asset views, for a faulty twin.
  init(settingAdFirst: Bool) {
    setsAdFirst = settingAdFirst
  }

  public var body: some View {
    ScrollView {
      VStack(spacing: 20) {
        NativeOfferCard(model: model, setsAdFirst: setsAdFirst)
          .frame(height: 337)
        Button("Refresh ad") { model.refreshAd() }
      }
      .padding()
    }
    .onAppear { model.refreshAd() }
  }
}

extension NativeShowcaseView: ExampleClient {
  /// The screen keeps every rule.
  nonisolated public static var violates: [String] { [] }
  /// What the screen does.
  nonisolated public static var summary: String {
    "A SwiftUI screen that shows a native ad in a representable native ad view, filled before the ad is set, as Google's SwiftUI demo does."
  }
}
