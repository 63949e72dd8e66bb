import AdSimulation
import FakeUIKit
import Foundation

extension GADBannerView {
  /// Asks for an ad for the banner's unit and size.
  ///
  /// The script's next response for the unit answers after its latency. Loading again
  /// drops the answer still on its way and any refresh waiting. Without an ad unit or a
  /// root view controller the device logs the mistake and serves nothing; the fake records
  /// it as misuse and, just after, fails the load with invalid-request (0). A malformed
  /// unit id fails the same way without the misuse.
  ///
  /// - Parameter request: The request; `nil` loads with an empty one. Its contents do not
  ///   change the scripted answer, except that ``GADExtras`` asking for a collapsible banner
  ///   make the first ad collapsible.
  public func load(_ request: GADRequest?) {
    startLoad(request ?? GADRequest(), actor: .app)
  }

  /// Records the load and asks for the answer, unless a required setting is missing.
  func startLoad(_ request: GADRequest, actor: Trace.Event.Actor) {
    simulation.noteUse(of: traceName, "load(_:)")
    hasRequested = true
    let unit = adUnitID ?? ""
    let isTest = GoogleTestAdUnits.isTestUnit(unit)
    var fields: [String: Trace.Value] = [
      "adUnitID": .text(unit), "testUnit": .flag(isTest), "rootViewControllerSet": .flag(rootViewController != nil),
      "width": .number(Double(adSize.size.width)), "height": .number(Double(adSize.size.height)),
      "orientation": .text(simulation.device.orientation.rawValue), "autoload": .flag(actor == .sdk),
    ]
    if let adaptive = adSize.adaptive { fields["adaptiveOrientation"] = .text(adaptive.orientation.rawValue) }
    simulation.record(
      .call, actor: actor, object: traceName, name: .gadBannerLoad,
      detail: "\(unit.isEmpty ? "no ad unit" : unit) (\(isTest ? "test unit" : "live unit")), \(adSize.timelineText)",
      fields: fields)
    cancelRequests()
    lastRequest = request
    loadingUnit = nil
    guard !unit.isEmpty else {
      return refuse(.gadBannerLoadWithoutAdUnitID, reason: "noAdUnitID", "adUnitID is not set")
    }
    // No root view controller is no reason to refuse: the SDK presents a click's screen
    // over the view controller that contains the banner (see `clickHost`).
    guard GoogleTestAdUnits.isWellFormed(unit) else {
      // The device rejects a malformed id at once, without asking the network.
      return failSoon(GADErrorCode.invalidRequest.rawValue, "Request Error: Invalid ad unit ID.")
    }
    loadingUnit = unit
    requestAd(unit: unit, reason: nil)
  }

  /// Records a load the device would not serve and fails it just after.
  private func refuse(_ name: Trace.Event.Name, reason: String, _ what: String) {
    simulation.record(
      .misuse, actor: .app, object: traceName, name: name,
      detail: "\(what); the SDK logs the mistake and the request is not served", fields: ["reason": .text(reason)])
    failSoon(GADErrorCode.invalidRequest.rawValue, "Request Error: \(what).")
  }

  /// Fails the current request on the app's next turn, unless a newer load replaces it.
  private func failSoon(_ code: Int, _ message: String) {
    let number = requestNumber
    Task { @MainActor [weak self] in
      guard let self, number == requestNumber, !simulation.isFinished else { return }
      deliverFailure(code: code, message: message, isRefresh: false)
    }
  }

  /// Drops the request in flight and the refresh waiting, if any.
  func cancelRequests() {
    requestNumber += 1
    if let refreshTimer { simulation.cancel(refreshTimer) }
    refreshTimer = nil
    refreshesWhenScreenCloses = false
    if let pendingAnswer { simulation.cancel(pendingAnswer) }
    pendingAnswer = nil
    pendingResponse = nil
  }

  /// Asks the script for the answer for the unit; `reason` names a request the SDK makes
  /// on its own (a refresh, a new size).
  func requestAd(unit: String, reason: String?) {
    cancelRequests()
    let number = requestNumber
    let isRefresh = reason != nil
    if let reason {
      simulation.record(
        .observation, actor: .sdk, object: traceName, name: .gadBannerRefresh, detail: reason,
        fields: ["adUnitID": .text(unit)])
    }
    let simulation = self.simulation
    simulation.requestResponse(adUnit: unit) { [held = lifeline.hold(self)] response in
      // A banner released, or loaded again, while it waited leaves the answer to the next request.
      guard let banner = held.value, number == banner.requestNumber else { return simulation.resupply(response) }
      banner.pendingResponse = response
      banner.pendingAnswer = simulation.schedule(after: response.latency, "\(banner.traceName) answer") {
        held.value?.receive(response, isRefresh: isRefresh)
      }
    }
  }

  /// Delivers the scripted answer to the delegate.
  func receive(_ response: Script.Response, isRefresh: Bool) {
    pendingAnswer = nil
    pendingResponse = nil
    let number = GoogleRunState.current(in: simulation).nextResponseNumber()
    responseInfo = GADResponseInfo(
      identifier: "response-\(number)-\(simulation.now.offset.wholeMilliseconds)",
      latency: response.latency.timeInterval)
    switch response.outcome {
    case .fill:
      hasAd = true
      impressionRecorded = false
      isCollapsible = !isRefresh && lastRequest?.collapsiblePlacement != nil
      applyServedSize()
      simulation.record(
        .callback, actor: .sdk, object: traceName, name: .gadBannerViewDidReceiveAd,
        detail: isRefresh ? "refreshed ad" : "",
        fields: ["refresh": .flag(isRefresh), "collapsible": .flag(isCollapsible)])
      tellDelegate {
        $0.bannerViewDidReceiveAd(self)
      } v12: {
        $0.bannerViewDidReceiveAd(self)
      }
      scheduleRefresh()
    case .fail(let code):
      deliverFailure(
        code: code, message: GADErrorCode(rawValue: code)?.message ?? "Request Error: The request failed.",
        isRefresh: isRefresh)
      // A refresh that fails leaves the ad up and tries again; a first load that fails stops.
      if isRefresh { scheduleRefresh() }
    }
  }

  private func deliverFailure(code: Int, message: String, isRefresh: Bool) {
    simulation.record(
      .callback, actor: .sdk, object: traceName, name: .gadBannerViewDidFailToReceiveAdWithError,
      detail: "error \(code): \(message)", fields: ["code": .integer(code), "refresh": .flag(isRefresh)])
    tellDelegate {
      $0.bannerView(self, didFailToReceiveAdWithError: NSError.googleMobileAds(code, message))
    } v12: {
      $0.bannerView(self, didFailToReceiveAdWithError: NSError.googleMobileAds(code, message))
    }
  }

  /// An inline adaptive banner takes the height of the ad served, within its maximum.
  private func applyServedSize() {
    guard let adaptive = storedAdSize.adaptive, adaptive.kind == .inline, let maxHeight = adaptive.maxHeight else {
      return
    }
    let height = AdaptiveBannerModel.inlineServedHeight(width: adaptive.width, maxHeight: maxHeight)
    storedAdSize.size.height = height
    super.frame.size = CGSize(width: adaptive.width, height: height)
    invalidateIntrinsicContentSize()
  }

  /// Schedules the next request after the behaviour's refresh interval, if it has one.
  func scheduleRefresh() {
    guard let interval = GoogleBannerRunState.current(in: simulation).behaviour.refreshInterval, let unit = loadingUnit
    else { return }
    refreshTimer = simulation.schedule(after: interval, "\(traceName) refresh") { [held = lifeline.hold(self)] in
      held.value?.refreshDue(unit: unit, interval: interval)
    }
  }

  /// Requests the refresh the interval brought, or keeps it for when the click's screen
  /// closes: a refresh never replaces the ad while its full-screen view is up.
  private func refreshDue(unit: String, interval: Duration) {
    refreshTimer = nil
    if clickScreen != nil {
      refreshesWhenScreenCloses = true
    } else {
      requestAd(unit: unit, reason: "refresh after \(interval.secondsText) s")
    }
  }

  /// Loads on the SDK's own when autoload is on and the banner has what it needs.
  func autoloadIfDue() {
    guard isAutoloadEnabled, !hasRequested, window != nil, adUnitID != nil else {
      return
    }
    startLoad(lastRequest ?? GADRequest(), actor: .sdk)
  }
}
