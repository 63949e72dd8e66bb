import Foundation

#if canImport(iAd)
  import iAd
  import UIKit
#else
  import FakeUIKit
  import FakeiAd
#endif

/// A shop's lookbook for iPad that shows a full-screen ad between two chapters.
///
/// One ad object at a time, made on an iPad only; at a chapter's end the ad is presented
/// modally if it has loaded, and the next chapter starts at once otherwise. A spent or
/// failed ad is released and replaced; errors never reach the shopper.
public final class LookbookViewController: UIViewController, ADInterstitialAdDelegate {
  /// The chapter on show, from 1.
  public private(set) var chapter = 1
  /// Whether the lookbook's slideshow runs.
  public private(set) var isSlideshowRunning = true
  /// Bytes of photos kept in memory.
  public private(set) var photoCacheBytes = 1 << 22
  private var ad: ADInterstitialAd?
  private var isShowingAd = false
  private var slideshowBeforeAction = true

  /// Creates the lookbook and its first ad.
  public init() {
    super.init(nibName: nil, bundle: nil)
    makeAd()
  }

  /// Not made from archives.
  public required init?(coder: NSCoder) { nil }

  /// Drops the photos.
  public override func didReceiveMemoryWarning() {
    super.didReceiveMemoryWarning()
    photoCacheBytes = 0
  }

  /// The chapter is over: show the ad if it is ready, otherwise go on.
  public func finishChapter() {
    isSlideshowRunning = false
    if let ad, ad.isLoaded {
      isShowingAd = true
      ad.present(from: self)
    } else {
      nextChapter()
    }
  }

  /// A delivery notice needs the shopper: cancel the ad's action and restore the slideshow.
  public func deliveryNoticeArrived() {
    guard let ad, ad.isActionInProgress else { return }
    ad.cancelAction()
    isSlideshowRunning = slideshowBeforeAction
  }

  private func nextChapter() {
    chapter += 1
    isSlideshowRunning = true
  }

  private func makeAd() {
    guard UIDevice.current.userInterfaceIdiom == .pad else { return }
    let ad = ADInterstitialAd()
    ad.delegate = self
    self.ad = ad
  }

  private func endAd() {
    ad?.delegate = nil
    ad = nil
    if isShowingAd {
      isShowingAd = false
      nextChapter()
    }
  }

  /// Replaces the spent ad.
  public func interstitialAdDidUnload(_ interstitialAd: ADInterstitialAd) {
    endAd()
    makeAd()
  }

  /// Drops the failed ad quietly.
  public func interstitialAd(_ interstitialAd: ADInterstitialAd, didFailWithError error: any Error) {
    endAd()
  }

  /// Allows the action, stopping the slideshow when it will cover the lookbook.
  public func interstitialAdActionShouldBegin(
    _ interstitialAd: ADInterstitialAd, willLeaveApplication willLeave: Bool
  ) -> Bool {
    if !willLeave {
      slideshowBeforeAction = isSlideshowRunning
      isSlideshowRunning = false
    }
    return true
  }

  /// Restores the slideshow.
  public func interstitialAdActionDidFinish(_ interstitialAd: ADInterstitialAd) {
    isSlideshowRunning = slideshowBeforeAction
  }
}
