import Foundation

/// Ad loader options for a native ad's video.
///
/// The served ad's ``GADVideoController`` starts muted or not, and honours the app's play,
/// pause and mute calls only when custom controls were asked for. The v12 names of the
/// properties are ``shouldStartMuted``, ``areCustomControlsRequested`` and
/// ``isClickToExpandRequested``; the v12 name of the class is ``VideoOptions``.
open class GADVideoOptions: GADAdLoaderOptions {
  /// Whether videos start muted; true by default.
  open var startMuted = true
  /// Whether the video gives the app play, pause and mute controls; false by default.
  open var customControlsRequested = false
  /// Whether a click on the video expands it; false by default.
  open var clickToExpandRequested = false

  /// Whether videos start muted (the v12 name of ``startMuted``).
  open var shouldStartMuted: Bool {
    get { startMuted }
    set { startMuted = newValue }
  }

  /// Whether the video gives the app controls (the v12 name of ``customControlsRequested``).
  open var areCustomControlsRequested: Bool {
    get { customControlsRequested }
    set { customControlsRequested = newValue }
  }

  /// Whether a click expands the video (the v12 name of ``clickToExpandRequested``).
  open var isClickToExpandRequested: Bool {
    get { clickToExpandRequested }
    set { clickToExpandRequested = newValue }
  }

  override var traceText: String {
    "startMuted \(startMuted), customControlsRequested \(customControlsRequested)"
  }
}

/// The v12 name of ``GADVideoOptions``.
public typealias VideoOptions = GADVideoOptions
