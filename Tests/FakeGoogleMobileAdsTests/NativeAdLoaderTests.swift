import AdSimulation
import FakeGoogleMobileAds
import FakeUIKit
import Foundation
import Testing

@Suite("GADAdLoader native ads")
@MainActor
struct NativeAdLoaderTests {
  @Test("A filled load delivers one native ad, then finishes", arguments: NameSet.allCases)
  func fill(_ names: NameSet) async throws {
    try await Simulation.run(Script()) { sim in
      let log = NativeLog()
      let recorder = names.makeNativeRecorder(log)
      let loader = names.makeLoader(root: nil, options: nil)
      loader.delegate = recorder
      #expect(loader.adUnitID == GoogleTestAdUnits.nativeAdvanced)
      #expect(!loader.isLoading)
      names.load(loader)
      #expect(loader.isLoading)
      await sim.perform(.respond(.fill(after: .seconds(2))))
      await sim.perform(.advance(.seconds(1)))
      #expect(log.entries.isEmpty)
      await sim.perform(.advance(.seconds(1)))
      #expect(log.entries == ["receive GADNativeAd#1", "finish"])
      #expect(!loader.isLoading)
      let ad = try #require(log.ads.first)
      #expect(ad.headline == "Native ad 1: roasted coffee beans")
      #expect(ad.callToAction == "Install")
      #expect(ad.mediaContent.hasVideoContent == false)
      #expect(ad.mediaContent.aspectRatio > 1.7)
      #expect(ad.responseInfo.responseIdentifier != nil)
      #expect(sim.trace.times(of: .adLoaderDidReceiveNativeAd) == ["2.000"])
      #expect(sim.trace.events(named: .adLoaderLoad).first?.flag("testUnit") == true)
      #expect(sim.trace.events(named: .nativeAdCreated).map(\.object) == ["GADNativeAd#1"])
      #expect(
        sim.trace.callbackNames == ["adLoader(_:didReceive:)", "adLoaderDidFinishLoading"])
      withExtendedLifetime((recorder, loader)) {}
    }
  }

  @Test("A failed load reports the scripted code in GADErrorDomain, then finishes", arguments: NameSet.allCases)
  func fail(_ names: NameSet) async {
    await Simulation.run(Script()) { sim in
      let log = NativeLog()
      let recorder = names.makeNativeRecorder(log)
      let loader = names.makeLoader(root: nil, options: nil)
      loader.delegate = recorder
      names.load(loader)
      await sim.perform(.respond(.fail(GADErrorCode.noFill.rawValue, after: .seconds(1))))
      await sim.perform(.advance(.seconds(1)))
      #expect(log.entries == ["fail 1", "finish"])
      #expect(log.errors.first?.domain == GADErrorDomain)
      #expect(log.ads.isEmpty)
      #expect(!loader.isLoading)
      #expect(sim.trace.events(named: .adLoaderDidFailToReceiveAdWithError).first?.integer("code") == 1)
      #expect(sim.trace.events(named: .nativeAdCreated).isEmpty)
      withExtendedLifetime((recorder, loader)) {}
    }
  }

  @Test("A malformed unit, or fewer than one ad asked for, fails with invalid-request just after the load")
  func invalidRequests() async {
    await Simulation.run(Script()) { sim in
      let log = NativeLog()
      let recorder = NativeRecorder(log: log)
      let malformed = GADAdLoader(
        adUnitID: "not-a-unit", rootViewController: nil, adTypes: [.native], options: nil)
      malformed.delegate = recorder
      malformed.load(GADRequest())
      let none = GADMultipleAdsAdLoaderOptions()
      none.numberOfAds = 0
      let empty = GADAdLoader(
        adUnitID: GoogleTestAdUnits.nativeAdvanced, rootViewController: nil, adTypes: [.native], options: [none])
      empty.delegate = recorder
      empty.load(nil)
      await sim.perform(.advance(.zero))
      #expect(log.entries == ["fail 0", "finish", "fail 0", "finish"])
      #expect(sim.queuedResponseCount == 0)
      #expect(sim.waitingRequestCount == 0)
      withExtendedLifetime((recorder, malformed, empty)) {}
    }
  }

  @Test("A load while loading is ignored; a loader released before its answer leaves the answer to the next")
  func loadWhileLoadingAndRelease() async {
    await Simulation.run(Script()) { sim in
      let log = NativeLog()
      let recorder = NativeRecorder(log: log)
      var first: GADAdLoader? = GADAdLoader(
        adUnitID: GoogleTestAdUnits.nativeAdvanced, rootViewController: nil, adTypes: [.native], options: nil)
      first?.delegate = recorder
      first?.load(GADRequest())
      first?.load(GADRequest())
      #expect(sim.trace.events(named: .adLoaderLoadWhileLoading).count == 1)
      await sim.perform(.respond(.fill(after: .seconds(5))))
      first = nil
      await sim.perform(.advance(.seconds(1)))
      let second = GADAdLoader(
        adUnitID: GoogleTestAdUnits.nativeAdvanced, rootViewController: nil, adTypes: [.native], options: nil)
      second.delegate = recorder
      second.load(GADRequest())
      await sim.perform(.advance(.seconds(5)))
      #expect(log.entries == ["receive GADNativeAd#1", "finish"])
      #expect(sim.trace.events(named: .adLoaderDidReceiveNativeAd).map(\.object) == ["GADAdLoader#2"])
      withExtendedLifetime((recorder, second)) {}
    }
  }

  @Test("A request for several ads delivers each, within the behaviour's maximum and the SDK's five")
  func multipleAds() async {
    await Simulation.run(Script()) { sim in
      let log = NativeLog()
      let recorder = NativeRecorder(log: log)
      func load(_ count: Int) async {
        let options = MultipleAdsAdLoaderOptions()
        options.numberOfAds = count
        let loader = AdLoader(
          adUnitID: GoogleTestAdUnits.nativeAdvanced, rootViewController: nil, adTypes: [.native], options: [options])
        loader.delegate = recorder
        loader.load(Request())
        await sim.perform(.respond(.fill()))
        await sim.perform(.advance(.zero))
        withExtendedLifetime(loader) {}
      }
      await load(3)
      #expect(log.entries == ["receive GADNativeAd#1", "receive GADNativeAd#2", "receive GADNativeAd#3", "finish"])
      #expect(Set(log.ads.map(\.headline)).count == 3)
      await load(9)
      #expect(log.entries.filter { $0.hasPrefix("receive") }.count == 8)
      GoogleNativeBehaviour.set(GoogleNativeBehaviour(maximumAdsPerRequest: 2), in: sim)
      await load(4)
      #expect(log.entries.filter { $0.hasPrefix("receive") }.count == 10)
      #expect(log.entries.filter { $0 == "finish" }.count == 3)
      #expect(
        sim.trace.events(named: .adLoaderDidReceiveNativeAd).last?.detail == "GADNativeAd#10 (2 of 2)")
      withExtendedLifetime(recorder) {}
    }
  }

  @Test("The assets a fill brings follow the behaviour and the loader's options")
  func assetsPerBehaviour() async throws {
    try await Simulation.run(Script()) { sim in
      GoogleNativeBehaviour.set(
        GoogleNativeBehaviour(assets: [.body, .callToAction, .icon], hasVideo: true, videoDuration: .seconds(20)),
        in: sim)
      let log = NativeLog()
      let recorder = NativeRecorder(log: log)
      let media = GADNativeAdMediaAdLoaderOptions()
      media.mediaAspectRatio = .portrait
      let images = GADNativeAdImageAdLoaderOptions()
      images.disableImageLoading = true
      let loader = GADAdLoader(
        adUnitID: GoogleTestAdUnits.nativeAdvanced, rootViewController: nil, adTypes: [.native],
        options: [media, images])
      loader.delegate = recorder
      loader.load(GADRequest())
      await sim.perform(.respond(.fill()))
      await sim.perform(.advance(.zero))
      let ad = try #require(log.ads.first)
      #expect(ad.headline != nil)
      #expect(ad.body != nil)
      #expect(ad.callToAction != nil)
      #expect(ad.icon?.imageURL != nil)
      #expect(ad.icon?.image == nil)
      #expect(ad.images == nil)
      #expect(ad.starRating == nil)
      #expect(ad.store == nil)
      #expect(ad.price == nil)
      #expect(ad.advertiser == nil)
      #expect(ad.mediaContent.hasVideoContent)
      #expect(ad.mediaContent.duration == 20)
      #expect(abs(ad.mediaContent.aspectRatio - 9.0 / 16.0) < 0.0001)
      #expect(sim.trace.events(named: .nativeAdCreated).first?.text("assets") == "headline, body, callToAction, icon")
      #expect(sim.trace.events(named: .nativeAdBehaviour).count == 1)

      // Everything, with an image and several pictures, square by the behaviour.
      GoogleNativeBehaviour.set(GoogleNativeBehaviour(aspectRatio: 1), in: sim)
      let several = NativeAdImageAdLoaderOptions()
      several.shouldRequestMultipleImages = true
      let full = AdLoader(
        adUnitID: GoogleTestAdUnits.nativeAdvanced, rootViewController: nil, adTypes: [.native], options: [several])
      full.delegate = recorder
      full.load(Request())
      await sim.perform(.respond(.fill()))
      await sim.perform(.advance(.zero))
      let second = try #require(log.ads.last)
      #expect(second.images?.count == 3)
      #expect(second.images?.first?.image != nil)
      #expect(second.starRating?.doubleValue == 4.5)
      #expect(second.store != nil && second.price != nil && second.advertiser != nil)
      #expect(second.mediaContent.aspectRatio == 1)
      #expect(second.mediaContent.mainImage != nil)
      withExtendedLifetime((recorder, loader, full)) {}
    }
  }

  @Test("A delegate that is not a native loader delegate is a misuse a device raises on; no delegate is one too")
  func delegateMisuse() async {
    await Simulation.run(Script()) { sim in
      final class OnlyFailures: NSObject, GADAdLoaderDelegate {
        func adLoader(_ adLoader: GADAdLoader, didFailToReceiveAdWithError error: any Error) {}
      }
      let plain = OnlyFailures()
      let loader = GADAdLoader(
        adUnitID: GoogleTestAdUnits.nativeAdvanced, rootViewController: nil, adTypes: [.native], options: nil)
      loader.delegate = plain
      loader.load(GADRequest())
      let bare = GADAdLoader(
        adUnitID: GoogleTestAdUnits.nativeAdvanced, rootViewController: nil, adTypes: [.native], options: nil)
      bare.load(GADRequest())
      #expect(sim.trace.events(named: .adLoaderDelegateMissesAdType).first?.raisesOnDevice == true)
      #expect(sim.trace.events(named: .adLoaderLoadWithoutDelegate).map(\.object) == ["GADAdLoader#2"])
      withExtendedLifetime((plain, loader, bare)) {}
    }
  }

  @Test("A video plays while its media view is on screen, pauses off it, and ends after its length")
  func videoPlayback() async throws {
    try await Simulation.run(Script()) { sim in
      GoogleNativeBehaviour.set(GoogleNativeBehaviour(hasVideo: true, videoDuration: .seconds(10)), in: sim)
      let (ad, log, loader) = try await loadedNativeAd(sim, .v12)
      let video = VideoLog()
      ad.mediaContent.videoController.delegate = video
      let screen = NativeScreen()
      screen.show(ad)
      await sim.perform(.advance(.seconds(4)))
      #expect(ad.mediaContent.currentTime == 4)
      screen.adView.isHidden = true
      await sim.perform(.advance(.seconds(3)))
      screen.adView.isHidden = false
      await sim.perform(.advance(.seconds(6)))
      #expect(video.entries == ["play", "pause", "play", "end"])
      #expect(sim.trace.times(of: .videoControllerDidEndVideoPlayback) == ["13.000"])
      // Without custom controls the app's calls are recorded and change nothing.
      ad.mediaContent.videoController.play()
      ad.mediaContent.videoController.setMute(false)
      #expect(video.entries.count == 4)
      #expect(ad.mediaContent.videoController.isMuted)
      #expect(sim.trace.events(named: .videoControllerPlay).first?.flag("ignored") == true)
      withExtendedLifetime((log, loader, screen, video)) {}
    }
  }

  @Test("With custom controls, the app plays, pauses and mutes the video")
  func videoCustomControls() async throws {
    try await Simulation.run(Script()) { sim in
      GoogleNativeBehaviour.set(GoogleNativeBehaviour(hasVideo: true), in: sim)
      let options = VideoOptions()
      options.areCustomControlsRequested = true
      options.shouldStartMuted = false
      let (ad, log, loader) = try await loadedNativeAd(sim, .v12, options: [options])
      let controller = ad.mediaContent.videoController
      let video = VideoLog()
      controller.delegate = video
      #expect(controller.areCustomControlsEnabled && controller.customControlsEnabled())
      #expect(!controller.isMuted)
      controller.play()
      await sim.perform(.advance(.seconds(2)))
      controller.pause()
      controller.isMuted = true
      controller.stop()
      #expect(video.entries == ["play", "pause", "mute"])
      #expect(ad.mediaContent.currentTime == 0)
      withExtendedLifetime((log, loader)) {}
    }
  }

  @Test("The v12 names are the same types as the GAD names")
  func v12Names() {
    #expect(ObjectIdentifier(AdLoader.self) == ObjectIdentifier(GADAdLoader.self))
    #expect(ObjectIdentifier(NativeAd.self) == ObjectIdentifier(GADNativeAd.self))
    #expect(ObjectIdentifier(NativeAdView.self) == ObjectIdentifier(GADNativeAdView.self))
    #expect(ObjectIdentifier(MediaView.self) == ObjectIdentifier(GADMediaView.self))
    #expect(ObjectIdentifier(MediaContent.self) == ObjectIdentifier(GADMediaContent.self))
    #expect(ObjectIdentifier(AdChoicesView.self) == ObjectIdentifier(GADAdChoicesView.self))
    #expect(ObjectIdentifier(VideoController.self) == ObjectIdentifier(GADVideoController.self))
    #expect(ObjectIdentifier(NativeAdImage.self) == ObjectIdentifier(GADNativeAdImage.self))
    #expect(ObjectIdentifier(MultipleAdsAdLoaderOptions.self) == ObjectIdentifier(GADMultipleAdsAdLoaderOptions.self))
    #expect(ObjectIdentifier(NativeAdViewAdOptions.self) == ObjectIdentifier(GADNativeAdViewAdOptions.self))
    #expect(
      ObjectIdentifier(NativeAdMediaAdLoaderOptions.self) == ObjectIdentifier(GADNativeAdMediaAdLoaderOptions.self))
    #expect(ObjectIdentifier(VideoOptions.self) == ObjectIdentifier(GADVideoOptions.self))
    #expect(AdLoaderAdType.native == GADAdLoaderAdType.native)
    #expect(MediaAspectRatio.landscape == GADMediaAspectRatio.landscape)
    #expect(AdChoicesPosition.topLeftCorner == GADAdChoicesPosition.topLeftCorner)
    #expect(NativeAssetIdentifier.callToActionAsset == GADNativeAssetIdentifier.callToActionAsset)
    let loaderDelegate: (any AdLoaderDelegate.Type)? = nil as (any GADAdLoaderDelegate.Type)?
    let nativeDelegate: (any NativeAdLoaderDelegate.Type)? = nil as (any GADNativeAdLoaderDelegate.Type)?
    let adDelegate: (any NativeAdDelegate.Type)? = nil as (any GADNativeAdDelegate.Type)?
    let videoDelegate: (any VideoControllerDelegate.Type)? = nil as (any GADVideoControllerDelegate.Type)?
    #expect(loaderDelegate == nil && nativeDelegate == nil && adDelegate == nil && videoDelegate == nil)
    #expect(GoogleTestAdUnits.isTestUnit(GoogleTestAdUnits.nativeAdvanced))
  }

  /// A session with a native ad: a load that fills two ads, the first shown, a tap, a close,
  /// a second load that fails.
  static let session = Script(
    name: "native session",
    steps: [
      .respond(.fill(after: .milliseconds(700))), .advance(.seconds(2)), .tap(willLeave: false),
      .advance(.seconds(3)), .closeAd, .respond(.fail(2, after: .seconds(1))), .advance(.seconds(5)),
    ])

  /// Plays the session against a native ad screen and returns its encoded trace.
  static func playSession() async -> Data {
    await Simulation.run(session) { sim in
      let log = NativeLog()
      let recorder = NativeRecorder(log: log)
      let screen = NativeScreen()
      let options = GADMultipleAdsAdLoaderOptions()
      options.numberOfAds = 2
      let loader = GADAdLoader(
        adUnitID: GoogleTestAdUnits.nativeAdvanced, rootViewController: screen.root, adTypes: [.native],
        options: [options])
      loader.delegate = recorder
      var finishes = 0
      log.onReceive = { ad in
        if screen.adView.nativeAd == nil { screen.show(ad) }
      }
      log.onFinish = { [weak loader] in
        finishes += 1
        if finishes == 1 { loader?.load(GADRequest()) }
      }
      loader.load(GADRequest())
      await sim.play()
      return withExtendedLifetime((recorder, screen, loader)) { sim.trace.encoded() }
    }
  }

  @Test("The same script gives the same trace, byte for byte")
  func determinism() async {
    let first = await Self.playSession()
    let second = await Self.playSession()
    #expect(first == second)
    #expect(first.count > 2000)
    let text = String(decoding: first, as: UTF8.self)
    #expect(text.contains("nativeAdDidDismissScreen"))
    #expect(text.contains("adLoader(_:didFailToReceiveAdWithError:)"))
  }
}

// MARK: - Support

/// What a native ad loader's and its ads' delegates heard, in order.
@MainActor
final class NativeLog {
  private(set) var entries: [String] = []
  private(set) var ads: [GADNativeAd] = []
  private(set) var errors: [NSError] = []
  /// Runs after each ad is logged, as an app shows it.
  var onReceive: (GADNativeAd) -> Void = { _ in }
  /// Runs after each load's end is logged.
  var onFinish: () -> Void = {}

  func add(_ what: String) { entries.append(what) }

  func receive(_ ad: GADNativeAd) {
    ads.append(ad)
    entries.append("receive \(ad.traceName)")
    onReceive(ad)
  }

  func fail(_ error: any Error) {
    let error = error as NSError
    errors.append(error)
    entries.append("fail \(error.code)")
  }

  func finish() {
    entries.append("finish")
    onFinish()
  }
}

/// A loader and native ad delegate spelled with the GAD names, as a v8–v11 client writes it.
@MainActor
final class NativeRecorder: NSObject, @preconcurrency GADNativeAdLoaderDelegate, @preconcurrency GADNativeAdDelegate {
  let log: NativeLog
  init(log: NativeLog) { self.log = log }

  func adLoader(_ adLoader: GADAdLoader, didReceive nativeAd: GADNativeAd) {
    nativeAd.delegate = self
    log.receive(nativeAd)
  }
  func adLoader(_ adLoader: GADAdLoader, didFailToReceiveAdWithError error: any Error) { log.fail(error) }
  func adLoaderDidFinishLoading(_ adLoader: GADAdLoader) { log.finish() }
  func nativeAdDidRecordImpression(_ nativeAd: GADNativeAd) { log.add("impression") }
  func nativeAdDidRecordClick(_ nativeAd: GADNativeAd) { log.add("click") }
  func nativeAdWillPresentScreen(_ nativeAd: GADNativeAd) { log.add("willPresent") }
  func nativeAdWillDismissScreen(_ nativeAd: GADNativeAd) { log.add("willDismiss") }
  func nativeAdDidDismissScreen(_ nativeAd: GADNativeAd) { log.add("didDismiss") }
}

/// The same delegate spelled with the v12 names.
@MainActor
final class V12NativeRecorder: NSObject, @preconcurrency NativeAdLoaderDelegate, @preconcurrency NativeAdDelegate {
  let log: NativeLog
  init(log: NativeLog) { self.log = log }

  func adLoader(_ adLoader: AdLoader, didReceive nativeAd: NativeAd) {
    nativeAd.delegate = self
    log.receive(nativeAd)
  }
  func adLoader(_ adLoader: AdLoader, didFailToReceiveAdWithError error: any Error) { log.fail(error) }
  func adLoaderDidFinishLoading(_ adLoader: AdLoader) { log.finish() }
  func nativeAdDidRecordImpression(_ nativeAd: NativeAd) { log.add("impression") }
  func nativeAdDidRecordClick(_ nativeAd: NativeAd) { log.add("click") }
  func nativeAdWillPresentScreen(_ nativeAd: NativeAd) { log.add("willPresent") }
  func nativeAdWillDismissScreen(_ nativeAd: NativeAd) { log.add("willDismiss") }
  func nativeAdDidDismissScreen(_ nativeAd: NativeAd) { log.add("didDismiss") }
}

/// What a video controller's delegate heard, in order.
@MainActor
final class VideoLog: NSObject, @preconcurrency VideoControllerDelegate {
  private(set) var entries: [String] = []

  func videoControllerDidPlayVideo(_ videoController: VideoController) { entries.append("play") }
  func videoControllerDidPauseVideo(_ videoController: VideoController) { entries.append("pause") }
  func videoControllerDidEndVideoPlayback(_ videoController: VideoController) { entries.append("end") }
  func videoControllerDidMuteVideo(_ videoController: VideoController) { entries.append("mute") }
  func videoControllerDidUnmuteVideo(_ videoController: VideoController) { entries.append("unmute") }
}

@MainActor
extension NameSet {
  /// A native ad loader for Google's demo unit, made with this name set's spelling.
  func makeLoader(root: UIViewController?, options: [GADAdLoaderOptions]?) -> GADAdLoader {
    switch self {
    case .gad:
      GADAdLoader(
        adUnitID: GoogleTestAdUnits.nativeAdvanced, rootViewController: root, adTypes: [GADAdLoaderAdType.native],
        options: options)
    case .v12:
      AdLoader(
        adUnitID: GoogleTestAdUnits.nativeAdvanced, rootViewController: root, adTypes: [.native], options: options)
    }
  }

  /// Loads with this name set's request type.
  func load(_ loader: GADAdLoader) {
    switch self {
    case .gad: loader.load(GADRequest())
    case .v12: loader.load(Request())
    }
  }

  /// A loader and native ad delegate written with this name set's spelling.
  func makeNativeRecorder(_ log: NativeLog) -> any GADNativeAdLoaderDelegate {
    switch self {
    case .gad: NativeRecorder(log: log)
    case .v12: V12NativeRecorder(log: log)
    }
  }
}

/// Loads a native ad through the name set and lets it fill now; the log's recorder is kept
/// alive by the loader's log.
@MainActor
func loadedNativeAd(
  _ sim: Simulation, _ names: NameSet, root: UIViewController? = nil, options: [GADAdLoaderOptions]? = nil
) async throws -> (GADNativeAd, NativeLogHolder, GADAdLoader) {
  let log = NativeLog()
  let recorder = names.makeNativeRecorder(log)
  let loader = names.makeLoader(root: root, options: options)
  loader.delegate = recorder
  names.load(loader)
  await sim.perform(.respond(.fill()))
  await sim.perform(.advance(.zero))
  return (try #require(log.ads.first), NativeLogHolder(log: log, recorder: recorder), loader)
}

/// A native log with the delegate that writes it, kept alive together.
@MainActor
struct NativeLogHolder {
  let log: NativeLog
  let recorder: any GADNativeAdLoaderDelegate

  var entries: [String] { log.entries }
}

/// A native ad screen as Google's sample lays one out, in code: a key window whose root
/// holds a native ad view with a headline, a body, a call to action, an icon and a media
/// view, each set as the view's outlet before any ad.
@MainActor
struct NativeScreen {
  let window: UIWindow
  let root: UIViewController
  let adView: GADNativeAdView
  let headline = UILabel(frame: CGRect(x: 60, y: 10, width: 250, height: 20))
  let body = UILabel(frame: CGRect(x: 10, y: 240, width: 300, height: 40))
  let callToAction = UIButton(frame: CGRect(x: 200, y: 290, width: 110, height: 30))
  let icon = UIView(frame: CGRect(x: 10, y: 10, width: 40, height: 40))
  let media: GADMediaView

  init(frame: CGRect = CGRect(x: 0, y: 100, width: 320, height: 330)) {
    (window, root) = showRootScreen()
    adView = GADNativeAdView(frame: frame)
    media = GADMediaView(frame: CGRect(x: 10, y: 60, width: 300, height: 170))
    // As Google's sample does, so the SDK handles the button's touches.
    callToAction.isUserInteractionEnabled = false
    for view in [headline, body, callToAction, icon, media] { adView.addSubview(view) }
    root.view.addSubview(adView)
    adView.headlineView = headline
    adView.bodyView = body
    adView.callToActionView = callToAction
    adView.iconView = icon
    adView.mediaView = media
  }

  /// Fills the asset views from the ad and sets it last, as the sample does.
  func show(_ ad: GADNativeAd) {
    headline.text = ad.headline
    body.text = ad.body
    body.isHidden = ad.body == nil
    callToAction.setTitle(ad.callToAction, for: .normal)
    callToAction.isHidden = ad.callToAction == nil
    icon.isHidden = ad.icon == nil
    media.mediaContent = ad.mediaContent
    adView.nativeAd = ad
  }
}
