import AdContracts
import AdSimulation
import FakeUIKit

/// A feed cell's native ad done right: shows it when it loads, asks again 10 s after a failure.
@MainActor
final class FeedNativeAdClient: NativeAdClient, NativeAdDelegate {
  private var ad: NativeAd?
  private var retry: Timer?

  func screenDidAppear() { load() }

  private func load() {
    let ad = NativeAd()
    ad.delegate = self
    self.ad = ad
    ad.load()
  }

  func nativeAdDidLoad(_ ad: NativeAd) { ad.show() }

  func nativeAd(_ ad: NativeAd, didFailToLoadWithCode code: Int) {
    retry = Timer.scheduledTimer(withTimeInterval: 10, repeats: false) { [weak self] _ in
      self?.load()
    }
  }
}

/// Shows its ad as soon as it asks for one: breaks `acme.native.shows-only-loaded`.
@MainActor
final class ShowsBeforeLoadClient: NativeAdClient, NativeAdDelegate {
  private var ad: NativeAd?
  private var retry: Timer?

  func screenDidAppear() { load() }

  private func load() {
    let ad = NativeAd()
    ad.delegate = self
    self.ad = ad
    ad.load()
    ad.show()
  }

  func nativeAdDidLoad(_ ad: NativeAd) {}

  func nativeAd(_ ad: NativeAd, didFailToLoadWithCode code: Int) {
    retry = Timer.scheduledTimer(withTimeInterval: 10, repeats: false) { [weak self] _ in
      self?.load()
    }
  }
}

/// Gives up after one failed load: breaks `acme.native.retries-after-failure`.
@MainActor
final class GivesUpClient: NativeAdClient, NativeAdDelegate {
  private var ad: NativeAd?

  func screenDidAppear() {
    let ad = NativeAd()
    ad.delegate = self
    self.ad = ad
    ad.load()
  }

  func nativeAdDidLoad(_ ad: NativeAd) { ad.show() }
  func nativeAd(_ ad: NativeAd, didFailToLoadWithCode code: Int) {}
}

/// The toy kind's subjects: one that conforms and one faulty client per rule.
enum NativeAdSubjects {
  static let feed = Subject.nativeAd("FeedNativeAdClient") { FeedNativeAdClient() }
  static let showsBeforeLoad = Subject.nativeAd("ShowsBeforeLoadClient") { ShowsBeforeLoadClient() }
  static let givesUp = Subject.nativeAd("GivesUpClient") { GivesUpClient() }
  static let all = [feed, showsBeforeLoad, givesUp]

  /// The clients with their declarations, judged by the bundled rules and the toy kind's.
  static let catalog = SubjectCatalogue(
    entries: [
      .init(subject: feed, violates: [], summary: "shows its ad when it loads and asks again 10 s after a failure"),
      .init(
        subject: showsBeforeLoad, violates: ["acme.native.shows-only-loaded"], summary: "shows its ad before it loads"),
      .init(
        subject: givesUp, violates: ["acme.native.retries-after-failure"], summary: "never asks again after a failure"),
    ],
    catalogue: NativeAdRules.catalogue)
}
