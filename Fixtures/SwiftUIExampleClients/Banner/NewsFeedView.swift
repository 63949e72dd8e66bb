import ExampleClients
import FakeGoogleMobileAds
import FakeSwiftUI

/// A news feed in SwiftUI with an anchored adaptive banner under its stories: the banner
/// takes no room until its ad arrives, then the stories make room for it.
public struct NewsFeedView: View {
  @State private var bannerHeight: CGFloat = 0
  private let stories = ["Harbour reopens", "Night market returns", "Rain on Sunday", "Ferry times change"]

  /// A feed.
  public init() {}

  public var body: some View {
    GeometryReader { proxy in
      VStack(spacing: 0) {
        List(stories, id: \.self) { story in
          Text(story)
        }
        FeedBanner(width: proxy.size.width) { height in bannerHeight = height }
          .frame(width: proxy.size.width, height: bannerHeight)
      }
    }
  }
}

extension NewsFeedView: ExampleClient {
  /// The feed keeps every rule.
  nonisolated public static var violates: [String] { [] }
  /// The feed runs nothing timed: there is no activity to probe.
  nonisolated public static var unverifiable: [String] {
    ["gma.banner.pauses-while-screen-presented", "gma.banner.resumes-after-screen-dismissed"]
  }
  /// What the feed does.
  nonisolated public static var summary: String {
    "A SwiftUI news feed whose adaptive banner, a representable with its coordinator as delegate, makes room for itself once its ad arrives."
  }
}
