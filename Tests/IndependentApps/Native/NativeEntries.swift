import AdContracts

extension IndependentApps {
  /// The native ad apps of this folder, with what their verdict tables say.
  static let nativeEntries: [SubjectCatalogue.Entry] = [
    .init(
      subject: nativeRecipe, violates: [],
      summary: "Recipe screen with a native ad after the steps, laid out with Auto Layout in a scroll view (v12 names)."),
    .init(
      subject: nativeGallery, violates: ["gma.native.attribution-shown", "gma.native.text-not-truncated"],
      summary: "Photo gallery mixing a batch of native ads into its photo stack, with no ad badge and a cramped body (GAD names)."),
    .init(
      subject: nativeArticle, violates: ["gma.native.attribution-shown"],
      summary: "SwiftUI article with a native ad in a representable driven by a view model, with no ad badge."),
    .init(
      subject: nativeNewsFeed, violates: [],
      summary: "News feed with five native ads preloaded into its rows, every ad cell refilled on reuse (v12 names)."),
    .init(
      subject: nativeShopFeed, violates: [],
      summary: "Shop feed loading one native ad per slot as the slot appears, its cells cleared on reuse (GAD names)."),
    .init(
      subject: nativeAdCache, violates: ["gma.native.attribution-shown"],
      summary: "Casual game handing a native ad from a cache filled at launch to the summary at each level's end, with no ad badge (GAD names)."),
    .init(
      subject: nativeComments, violates: ["gma.native.text-not-truncated"],
      summary: "Comments thread with a native ad after every eighth comment from a shared provider, its two-line body cut short (v12 names)."),
  ]

  /// The recipe screen with a native ad after its steps.
  public static let nativeRecipe = Subject.googleNativeScreen("RecipeNativeAdViewController") { _ in
    RecipeNativeAdViewController(
      recipe: Recipe(title: "Lemon pasta", summary: "Bright and quick.", steps: ["Boil", "Toss", "Serve"]))
  }

  /// The photo gallery mixing native ads into its photo stack.
  public static let nativeGallery = Subject.googleNativeScreen("GalleryNativeAdsController") { _ in
    GalleryNativeAdsController()
  }

  /// The SwiftUI article with a native ad.
  public static let nativeArticle = Subject.googleNativeView("ArticleWithNativeAdView") { _ in
    ArticleWithNativeAdView()
  }

  /// The news feed with preloaded native ads in its rows.
  public static let nativeNewsFeed = Subject.googleNativeScreen("NewsFeedNativeAdsViewController") { _ in
    NewsFeedNativeAdsViewController()
  }

  /// The shop feed loading a native ad per slot.
  public static let nativeShopFeed = Subject.googleNativeScreen("ShopFeedNativeAdsController") { _ in
    ShopFeedNativeAdsController()
  }

  /// The comments thread with native ads from a shared provider.
  public static let nativeComments = Subject.googleNativeScreen("CommentsViewController") { _ in
    CommentsViewController()
  }
}
