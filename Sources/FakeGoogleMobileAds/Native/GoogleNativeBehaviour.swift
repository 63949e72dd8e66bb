import AdSimulation

/// What the simulation's Google native ads bring, set by the script per run.
///
/// In real life these depend on the advertiser's creative and the ad unit on Google's side,
/// not on the app, so a script chooses them for the scenario it plays:
///
/// ```swift
/// GoogleNativeBehaviour.set(.init(assets: [.body, .callToAction], hasVideo: true), in: simulation)
/// ```
///
/// Every ad has a headline; each other asset comes or not as ``assets`` says. The media is
/// an image, or a video with a ``GADVideoController`` that plays it, in the shape
/// ``aspectRatio`` gives (or the loader's ``GADNativeAdMediaAdLoaderOptions`` asks for).
public struct GoogleNativeBehaviour: Hashable, Sendable {
  /// An asset a native ad may bring besides its headline and media.
  public enum Asset: String, Hashable, Sendable, CaseIterable {
    /// The body text.
    case body
    /// The call to action, such as "Install".
    case callToAction
    /// The icon image.
    case icon
    /// The main image, in ``GADNativeAd/images``.
    case image
    /// The app store rating, from 0 to 5.
    case starRating
    /// The app store's name.
    case store
    /// The app's price.
    case price
    /// The advertiser's name.
    case advertiser
  }

  /// The assets each ad brings besides its headline; all of them by default.
  public var assets: Set<Asset>
  /// Whether the media is a video (true) or an image (false, the default).
  public var hasVideo: Bool
  /// The media's width over its height; `nil` (the default) follows the loader's
  /// ``GADNativeAdMediaAdLoaderOptions``: 16:9, or 9:16 for portrait, 1:1 for square.
  public var aspectRatio: Double?
  /// How many ads a request for several (``GADMultipleAdsAdLoaderOptions``) brings at most;
  /// five, the SDK's limit, by default. A request for one always brings one.
  public var maximumAdsPerRequest: Int
  /// How long a video lasts; 15 seconds by default.
  public var videoDuration: Duration

  /// Creates a behaviour; by default ads bring every asset and an image, and requests for
  /// several ads bring as many as they ask for.
  public init(
    assets: Set<Asset> = Set(Asset.allCases), hasVideo: Bool = false, aspectRatio: Double? = nil,
    maximumAdsPerRequest: Int = 5, videoDuration: Duration = .seconds(15)
  ) {
    precondition(
      (1...5).contains(maximumAdsPerRequest),
      "Expected a maximum of 1 to 5 ads per request, but got \(maximumAdsPerRequest).")
    precondition(aspectRatio.map { $0 > 0 && $0.isFinite } ?? true, "Expected a positive aspect ratio.")
    precondition(videoDuration > .zero, "Expected a video longer than zero, but got \(videoDuration).")
    self.assets = assets
    self.hasVideo = hasVideo
    self.aspectRatio = aspectRatio
    self.maximumAdsPerRequest = maximumAdsPerRequest
    self.videoDuration = videoDuration
  }

  /// Makes the behaviour the simulation's, for native ads loaded from now on.
  @MainActor
  public static func set(_ behaviour: GoogleNativeBehaviour, in simulation: Simulation) {
    GoogleNativeRunState.current(in: simulation).behaviour = behaviour
    var fields: [String: Trace.Value] = [
      "assets": .text(behaviour.assetsText), "hasVideo": .flag(behaviour.hasVideo),
      "maximumAdsPerRequest": .integer(behaviour.maximumAdsPerRequest),
    ]
    if let ratio = behaviour.aspectRatio { fields["aspectRatio"] = .number(ratio) }
    if behaviour.hasVideo { fields["videoDuration"] = .duration(behaviour.videoDuration) }
    let media = behaviour.hasVideo ? "video of \(behaviour.videoDuration.secondsText) s" : "image"
    simulation.record(
      .observation, actor: .sdk, name: .nativeAdBehaviour,
      detail: "headline, \(behaviour.assetsText); \(media); up to \(behaviour.maximumAdsPerRequest) ads per request",
      fields: fields)
  }

  /// The simulation's behaviour now.
  @MainActor
  public static func current(in simulation: Simulation) -> GoogleNativeBehaviour {
    GoogleNativeRunState.current(in: simulation).behaviour
  }

  /// The assets besides the headline, in a fixed order, as the trace writes them.
  var assetsText: String {
    let names = Asset.allCases.filter(assets.contains).map(\.rawValue)
    return names.isEmpty ? "no other assets" : names.joined(separator: ", ")
  }
}
