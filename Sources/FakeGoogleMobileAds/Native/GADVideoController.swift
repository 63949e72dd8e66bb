import AdSimulation
import Foundation

/// Controls a native ad's video and tells a delegate how its playback goes.
///
/// The SDK makes one for every ad's ``GADMediaContent``. The video plays by itself once a
/// ``GADMediaView`` showing it is on screen, pauses when that view leaves the screen and
/// resumes when it comes back, and ends after its length on the simulation's clock. The app's
/// ``play()``, ``pause()``, ``stop()`` and ``setMute(_:)`` take effect only when the loader's
/// ``GADVideoOptions`` asked for custom controls, as on a device; each call is recorded
/// either way. The v12 name is ``VideoController``.
public final class GADVideoController: NSObject {
  let core: GoogleNativeVideoState

  /// The object told about playback; held weakly, as the real SDK does.
  public var delegate: (any GADVideoControllerDelegate)? {
    get { Simulation.mainActor { [core] in core.delegate } }
    set {
      let delegate = Unchecked(newValue)
      Simulation.mainActor { [core] in core.setDelegate(delegate.value) }
    }
  }

  /// Whether the video is muted; setting it is ``setMute(_:)``.
  public var isMuted: Bool {
    get { Simulation.mainActor { [core] in core.isMuted } }
    set { setMute(newValue) }
  }

  @MainActor
  init(core: GoogleNativeVideoState) {
    self.core = core
    super.init()
    core.controller = self
  }

  /// Mutes or unmutes the video; does nothing without custom controls.
  public func setMute(_ mute: Bool) {
    Simulation.mainActor { [core] in core.setMute(mute) }
  }

  /// Plays the video, from its start once it has ended or stopped; does nothing while it
  /// plays or without custom controls.
  public func play() {
    Simulation.mainActor { [core] in core.appPlay() }
  }

  /// Pauses the video; does nothing while it is paused or without custom controls.
  public func pause() {
    Simulation.mainActor { [core] in core.appPause() }
  }

  /// Stops the video and goes back to its first frame; does nothing without custom controls.
  public func stop() {
    Simulation.mainActor { [core] in core.appStop() }
  }

  /// Whether the app's play, pause and mute calls take effect.
  public func customControlsEnabled() -> Bool {
    core.customControls
  }

  /// Whether a click on the video expands it.
  public func clickToExpandEnabled() -> Bool {
    core.clickToExpand
  }

  /// Whether the app's play, pause and mute calls take effect (the v12 name).
  public var areCustomControlsEnabled: Bool { core.customControls }

  /// Whether a click on the video expands it (the v12 name).
  public var isClickToExpandEnabled: Bool { core.clickToExpand }
}

/// The v12 name of ``GADVideoController``.
public typealias VideoController = GADVideoController
