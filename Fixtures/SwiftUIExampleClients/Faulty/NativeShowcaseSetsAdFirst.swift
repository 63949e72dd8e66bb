import ExampleClients
import FakeSwiftUI

/// The SwiftUI native ad screen whose representable sets the ad on its native ad view as
/// SwiftUI first updates it, before it fills the asset views from the ad.
///
/// Breaks `gma.native.ad-set-after-views-filled`: the SDK registers the asset views as
/// they are when `nativeAd` is set, and they are still empty.
public struct NativeShowcaseSetsAdFirst: View {
  /// A screen with no ad yet.
  public init() {}

  public var body: some View {
    NativeShowcaseView(settingAdFirst: true)
  }
}

extension NativeShowcaseSetsAdFirst: ExampleClient {
  /// The rule this client breaks.
  nonisolated public static var violates: [String] { ["gma.native.ad-set-after-views-filled"] }
  /// What the client does wrong.
  nonisolated public static var summary: String {
    "A SwiftUI native ad screen whose representable sets nativeAd before it fills the asset views."
  }
}
