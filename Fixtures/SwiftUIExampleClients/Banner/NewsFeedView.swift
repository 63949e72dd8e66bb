import ExampleClients
import FakeGoogleMobileAds
import FakeSwiftUI

/// A news feed in SwiftUI with an anchored adaptive banner under its stories: the banner
/// takes no room until its ad arrives, then the stories make room for it. Its headline
/// ticker stands still while a clicked ad's screen covers the feed.
public struct NewsFeedView: View {
  @State private var bannerHeight: CGFloat = 0
  @StateObject private var ticker = HeadlineTicker()
  private let stories = ["Harbour reopens", "Night market returns", "Rain on Sunday", "Ferry times change"]

  /// A feed.
  public init() {}

  public var body: some View {
    GeometryReader { proxy in
      VStack(spacing: 0) {
        Text(ticker.headline)
        List(stories, id: \.self) { story in
          Text(story)
        }
        FeedBanner(
          width: proxy.size.width, onAd: { height in bannerHeight = height },
          onAdScreen: { covered in covered ? ticker.pause() : ticker.start() }
        )
        .frame(width: proxy.size.width, height: bannerHeight)
      }
    }
    .onAppear { ticker.start() }
  }
}

extension NewsFeedView: ExampleClient {
  /// The feed keeps every rule.
  nonisolated public static var violates: [String] { [] }
  /// What the feed does.
  nonisolated public static var summary: String {
    "A SwiftUI news feed whose adaptive banner, a representable with its coordinator as delegate, makes room for itself once its ad arrives."
  }
}
