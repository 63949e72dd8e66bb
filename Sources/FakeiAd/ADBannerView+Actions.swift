import AdSimulation
import FakeUIKit

extension ADBannerView {
  /// Ends the ad that covers the app; the delegate then hears `bannerViewActionDidFinish`.
  ///
  /// Use it only when something needs the user's attention at once.
  public func cancelAction() {
    simulation.noteUse(of: traceName, "cancelAction()")
    simulation.record(.call, actor: .app, object: traceName, name: .cancelAction)
    endAction(reason: "cancelled")
  }

  /// The Objective-C name of ``cancelAction()``.
  public func cancelBannerViewAction() {
    cancelAction()
  }

  /// Whether a tap on the banner now would reach an ad.
  var isTappable: Bool {
    adType == .banner && isBannerLoaded && isOnScreen && !isBannerViewActionInProgress
  }

  /// The user taps the banner: the delegate decides, then the ad covers the app or leaves it.
  func tap(willLeave: Bool) {
    let call = simulation.record(
      .callback, actor: .sdk, object: traceName,
      name: .bannerViewActionShouldBeginWillLeaveApplication, detail: "willLeave: \(willLeave)")
    let allowed = delegate?.bannerViewActionShouldBegin(self, willLeaveApplication: willLeave) ?? true
    simulation.amend(
      call, detail: "willLeave: \(willLeave) → \(allowed)",
      fields: ["willLeave": .flag(willLeave), "allowed": .flag(allowed)])
    guard allowed else { return }
    if willLeave {
      simulation.record(.observation, actor: .sdk, object: traceName, name: .adOpensAnotherApp)
      UIApplication.shared.enterBackground()
    } else {
      isBannerViewActionInProgress = true
      if let nextCycle { simulation.cancel(nextCycle) }
      nextCycle = nil
      simulation.record(.observation, actor: .sdk, object: traceName, name: .adCoversTheApp)
    }
  }

  /// Uncovers the app and tells the delegate the action finished.
  func endAction(reason: String) {
    guard isBannerViewActionInProgress else { return }
    isBannerViewActionInProgress = false
    simulation.record(
      .observation, actor: .sdk, object: traceName, name: .adUncoversTheApp, detail: reason)
    simulation.record(.callback, actor: .sdk, object: traceName, name: .bannerViewActionDidFinish)
    delegate?.bannerViewActionDidFinish(self)
    if let answer = answerAfterAction {
      answerAfterAction = nil
      receive(answer)
    } else if unloadsWhenActionEnds {
      unloadExpiredAd()
    } else {
      scheduleNextCycle()
    }
  }

  /// Records visibility changes and reports error 5 for a banner left on screen without an ad.
  func checkVisibility() {
    let onScreen = isOnScreen
    let frame = onScreen ? frameInWindow : .zero
    if lastVisibility?.onScreen != onScreen || (onScreen && lastVisibility?.frame != frame) {
      let wasOnScreen = lastVisibility?.onScreen ?? false
      lastVisibility = (onScreen, frame)
      if onScreen {
        simulation.record(
          .observation, actor: ownerActor, object: traceName,
          name: wasOnScreen ? .bannerMoved : .bannerShown, detail: frame.timelineText,
          fields: ["frame": frame.traceValue])
      } else if wasOnScreen {
        simulation.record(.observation, actor: ownerActor, object: traceName, name: .bannerHidden)
      }
    }
    let blank = onScreen && !isBannerLoaded && adType == .banner
    if blank, blankTimer == nil {
      blankTimer = simulation.schedule(after: Self.visibleWithoutContentGrace, "\(traceName) blank") {
        [held = lifeline.hold(self)] in held.value?.blankGraceEnded()
      }
    } else if !blank, let timer = blankTimer {
      simulation.cancel(timer)
      blankTimer = nil
    }
  }
}

extension ADBannerView {
  /// Ends the grace a banner on screen without an ad has: error 5 if it is still so.
  fileprivate func blankGraceEnded() {
    blankTimer = nil
    if isOnScreen && !isBannerLoaded {
      fail(with: ADError(.bannerVisibleWithoutContent))
    }
  }
}
