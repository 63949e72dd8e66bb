import AdSimulation
import Foundation

/// The playback of one native ad's video on the simulation's clock.
///
/// This is what ``GADVideoController`` controls.
@MainActor
final class GoogleNativeVideoState {
  /// Where the video is in its life.
  enum Playback {
    /// Not played yet, or stopped: at its first frame.
    case ready
    /// Playing since the instant, from the position.
    case playing(since: VirtualClock.Instant, from: Duration)
    /// Paused at the position.
    case paused(at: Duration)
    /// Played to its end.
    case ended
  }

  let simulation: Simulation
  /// Whether there is a video at all; an image ad's controller does nothing.
  let hasVideo: Bool
  /// How long the video lasts.
  let duration: Duration
  /// Whether the app's calls take effect.
  let customControls: Bool
  /// Whether a click expands the video.
  let clickToExpand: Bool
  /// The name of the ad the video belongs to, which the trace files its events under.
  var owner = "GADNativeAd"
  @exclusivity(unchecked) private(set) var isMuted: Bool
  @exclusivity(unchecked) private(set) var playback = Playback.ready
  /// Whether the SDK paused the video because it left the screen, so it resumes on its
  /// return.
  @exclusivity(unchecked) private var pausedOffScreen = false
  @exclusivity(unchecked) private var endTimer: Simulation.TimerID?
  @exclusivity(unchecked) weak var delegate: (any GADVideoControllerDelegate)?
  @exclusivity(unchecked) weak var controller: GADVideoController?

  init(simulation: Simulation, hasVideo: Bool, duration: Duration, options: GoogleNativeLoadOptions) {
    self.simulation = simulation
    self.hasVideo = hasVideo
    self.duration = duration
    customControls = hasVideo && options.customControlsRequested
    clickToExpand = hasVideo && options.clickToExpandRequested
    isMuted = options.startMuted
  }

  isolated deinit {
    if let endTimer { simulation.cancel(endTimer) }
  }

  /// How far into the video playback is.
  var position: Duration {
    switch playback {
    case .ready: .zero
    case .playing(let since, let start): min(duration, start + since.duration(to: simulation.now))
    case .paused(let position): position
    case .ended: duration
    }
  }

  /// Where the video is now, in seconds; 0 without a video.
  var currentTime: TimeInterval { hasVideo ? position.timeInterval : 0 }

  var isPlaying: Bool {
    if case .playing = playback { return true }
    return false
  }

  func setDelegate(_ newValue: (any GADVideoControllerDelegate)?) {
    delegate = newValue
    simulation.noteUse(of: owner, "videoController.delegate")
    simulation.record(
      .property, actor: .app, object: owner, name: .videoControllerDelegate,
      detail: newValue.map { Trace.typeName(of: $0) } ?? "nil", fields: ["cleared": .flag(newValue == nil)])
  }

  // MARK: The app's calls

  /// Records an app call and says whether it takes effect: only with custom controls.
  private func admits(_ name: Trace.Event.Name, detail: String = "") -> Bool {
    simulation.noteUse(of: owner, name.rawValue)
    let effective = customControls
    var note = detail
    if !effective {
      note += (note.isEmpty ? "" : "; ") + (hasVideo ? "ignored: no custom controls" : "ignored: no video")
    }
    simulation.record(
      .call, actor: .app, object: owner, name: name, detail: note, fields: ["ignored": .flag(!effective)])
    return effective
  }

  func appPlay() {
    guard admits(.videoControllerPlay), !isPlaying else { return }
    pausedOffScreen = false
    start()
  }

  func appPause() {
    guard admits(.videoControllerPause), isPlaying else { return }
    pausedOffScreen = false
    pause()
  }

  func appStop() {
    guard admits(.videoControllerStop) else { return }
    let wasPlaying = isPlaying
    cancelEnd()
    playback = .ready
    pausedOffScreen = false
    if wasPlaying { tell(.videoControllerDidPauseVideo) { $0.videoControllerDidPauseVideo($1) } }
  }

  func setMute(_ mute: Bool) {
    guard admits(.videoControllerSetMute, detail: "\(mute)"), mute != isMuted else { return }
    isMuted = mute
    if mute {
      tell(.videoControllerDidMuteVideo) { $0.videoControllerDidMuteVideo($1) }
    } else {
      tell(.videoControllerDidUnmuteVideo) { $0.videoControllerDidUnmuteVideo($1) }
    }
  }

  // MARK: Playback the SDK drives

  /// Plays or pauses the video as a media view showing it comes on or leaves the screen.
  func follow(isShowing: Bool) {
    guard hasVideo else { return }
    switch playback {
    case .ready where isShowing: start()
    case .paused where isShowing && pausedOffScreen:
      pausedOffScreen = false
      start()
    case .playing where !isShowing:
      pausedOffScreen = true
      pause()
    default: break
    }
  }

  /// Starts playing from where the video is (its start once it has ended).
  private func start() {
    let from: Duration
    switch playback {
    case .paused(let position): from = position
    default: from = .zero
    }
    playback = .playing(since: simulation.now, from: from)
    endTimer = simulation.schedule(after: duration - from, "\(owner) video end") { [weak self] in
      self?.end()
    }
    tell(.videoControllerDidPlayVideo, detail: "from \(from.secondsText) s") { $0.videoControllerDidPlayVideo($1) }
  }

  private func pause() {
    let position = position
    cancelEnd()
    playback = .paused(at: position)
    tell(.videoControllerDidPauseVideo, detail: "at \(position.secondsText) s") {
      $0.videoControllerDidPauseVideo($1)
    }
  }

  private func end() {
    endTimer = nil
    playback = .ended
    pausedOffScreen = false
    tell(.videoControllerDidEndVideoPlayback) { $0.videoControllerDidEndVideoPlayback($1) }
  }

  private func cancelEnd() {
    if let endTimer { simulation.cancel(endTimer) }
    endTimer = nil
  }

  /// Records a callback and calls the delegate with the controller.
  private func tell(
    _ name: Trace.Event.Name, detail: String = "",
    _ call: (any GADVideoControllerDelegate, GADVideoController) -> Void
  ) {
    simulation.record(.callback, actor: .sdk, object: owner, name: name, detail: detail)
    guard let delegate, let controller else { return }
    call(delegate, controller)
  }
}
