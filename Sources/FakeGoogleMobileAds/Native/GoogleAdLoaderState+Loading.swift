import AdSimulation
import FakeUIKit
import Foundation

extension GoogleAdLoaderState {
  /// Records the load and asks the script for its answer, unless it cannot be served.
  func load() {
    simulation.noteUse(of: traceName, "load(_:)")
    let isTest = GoogleTestAdUnits.isTestUnit(adUnitID)
    simulation.record(
      .call, actor: .app, object: traceName, name: .adLoaderLoad,
      detail: "\(adUnitID) (\(isTest ? "test unit" : "live unit")), numberOfAds \(options.numberOfAds)",
      fields: [
        "adUnitID": .text(adUnitID), "testUnit": .flag(isTest), "numberOfAds": .integer(options.numberOfAds),
        "adTypes": .text(adTypesText), "delegateSet": .flag(delegate != nil),
        "rootViewControllerSet": .flag(rootViewController != nil), "loading": .flag(isLoading),
      ])
    guard !isLoading else {
      simulation.record(
        .observation, actor: .sdk, object: traceName, name: .adLoaderLoadWhileLoading,
        detail: "the SDK ignores a load while the loader is loading")
      return
    }
    isLoading = true
    requestNumber += 1
    let asksForNative = adTypes.contains(.native)
    if delegate == nil {
      simulation.record(
        .misuse, actor: .app, object: traceName, name: .adLoaderLoadWithoutDelegate,
        detail: "no delegate is set; the SDK has nowhere to deliver the ads")
    } else if asksForNative, let delegate, !(delegate is any GADNativeAdLoaderDelegate) {
      var fields = Trace.Event.raisingFields
      fields["delegate"] = .text(Trace.typeName(of: delegate))
      simulation.record(
        .misuse, actor: .app, object: traceName, name: .adLoaderDelegateMissesAdType,
        detail:
          "\(Trace.typeName(of: delegate)) does not adopt GADNativeAdLoaderDelegate; a device raises an exception",
        fields: fields)
    }
    guard GoogleTestAdUnits.isWellFormed(adUnitID) else {
      return failSoon("Request Error: Invalid ad unit ID.")
    }
    guard asksForNative else {
      return failSoon("Request Error: No ad type the simulation serves was asked for (it serves native ads).")
    }
    guard options.numberOfAds >= 1 else {
      return failSoon("Request Error: numberOfAds must be at least 1.")
    }
    let number = requestNumber
    let simulation = simulation
    simulation.requestResponse(adUnit: adUnitID) { [weak self] response in
      // A loader released, or loading again, while it waited leaves the answer to the next request.
      guard let self, number == requestNumber else { return simulation.resupply(response) }
      pendingResponse = response
      pendingAnswer = simulation.schedule(after: response.latency, "\(traceName) answer") { [weak self] in
        self?.answer(response)
      }
    }
  }

  /// Fails the load with invalid-request on the app's next turn, as the device does for a
  /// request it rejects before asking the network.
  private func failSoon(_ message: String) {
    let number = requestNumber
    Task { @MainActor [weak self] in
      guard let self, number == requestNumber, !simulation.isFinished else { return }
      deliverFailure(code: GADErrorCode.invalidRequest.rawValue, message: message)
      finish()
    }
  }

  /// Delivers the scripted answer: the ads or the failure, then the end of the load.
  private func answer(_ response: Script.Response) {
    pendingAnswer = nil
    pendingResponse = nil
    switch response.outcome {
    case .fill:
      deliverAds(latency: response.latency)
    case .fail(let code):
      deliverFailure(code: code, message: GADErrorCode(rawValue: code)?.message ?? "Request Error: The request failed.")
    }
    finish()
  }

  private func deliverAds(latency: Duration) {
    let runState = GoogleNativeRunState.current(in: simulation)
    let behaviour = runState.behaviour
    let count = options.adsPerFill(maximum: behaviour.maximumAdsPerRequest)
    for index in 1...count {
      let ad = makeAd(number: runState.nextAdNumber(), behaviour: behaviour, latency: latency)
      let name = ad.state.traceName
      simulation.record(
        .callback, actor: .sdk, object: traceName, name: .adLoaderDidReceiveNativeAd,
        detail: count > 1 ? "\(name) (\(index) of \(count))" : name,
        fields: ["ad": .text(name), "index": .integer(index), "count": .integer(count)])
      tellDelegate { delegate, loader in
        (delegate as? any GADNativeAdLoaderDelegate)?.adLoader(loader, didReceive: ad)
      }
    }
  }

  /// Makes one served ad from the behaviour and the loader's options, and records it.
  private func makeAd(number: Int, behaviour: GoogleNativeBehaviour, latency: Duration) -> GADNativeAd {
    let content = GoogleNativeAdContent(number: number, behaviour: behaviour, options: options)
    let video = GoogleNativeVideoState(
      simulation: simulation, hasVideo: content.hasVideo, duration: behaviour.videoDuration, options: options)
    let media = GADMediaContent(
      videoController: GADVideoController(core: video), hasVideo: content.hasVideo,
      aspectRatio: CGFloat(content.aspectRatio), mainImage: content.mainImage)
    let response = GoogleRunState.current(in: simulation).nextResponseNumber()
    let ad = GADNativeAd(
      content: content, mediaContent: media,
      state: GoogleNativeAdState(
        simulation: simulation, video: video, adChoicesPosition: options.adChoicesPosition,
        rootViewController: rootViewController),
      responseInfo: GADResponseInfo(
        identifier: "response-\(response)-\(simulation.now.offset.wholeMilliseconds)",
        latency: latency.timeInterval))
    let mediaText = content.hasVideo ? "video" : "image"
    simulation.record(
      .created, actor: .sdk, object: ad.state.traceName, name: .nativeAdCreated,
      detail:
        "\(ad.state.traceName): \(content.assetNames.joined(separator: ", ")); "
        + "\(mediaText) \(String(format: "%.2f", content.aspectRatio))",
      fields: [
        "loader": .text(traceName), "adUnitID": .text(adUnitID),
        "assets": .text(content.assetNames.joined(separator: ", ")),
        "hasVideo": .flag(content.hasVideo), "aspectRatio": .number(content.aspectRatio),
      ])
    return ad
  }

  private func deliverFailure(code: Int, message: String) {
    simulation.record(
      .callback, actor: .sdk, object: traceName, name: .adLoaderDidFailToReceiveAdWithError,
      detail: "error \(code): \(message)", fields: ["code": .integer(code)])
    tellDelegate { $0.adLoader($1, didFailToReceiveAdWithError: NSError.googleMobileAds(code, message)) }
  }

  /// Ends the load and tells the delegate.
  private func finish() {
    isLoading = false
    simulation.record(.callback, actor: .sdk, object: traceName, name: .adLoaderDidFinishLoading)
    tellDelegate { $0.adLoaderDidFinishLoading($1) }
  }
}
