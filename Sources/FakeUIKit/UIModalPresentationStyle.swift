/// How a presented view controller takes the screen, and whether the screen under it stays.
///
/// Only a presentation that takes the whole screen from the presenter (``fullScreen``, or
/// ``currentContext``) removes the presenter's views, so only it tells the presenter it
/// disappeared and, at the dismissal, that it appeared again. An alert, a sheet, a popover
/// and the styles that draw over the screen leave the presenter in place, and its
/// appearance callbacks do not run. ``automatic``, every controller's default, is a page
/// sheet from iOS 13 and a full-screen presentation before it.
public enum UIModalPresentationStyle: Int, Sendable {
  /// Covers the screen; the presenter's views are removed.
  case fullScreen = 0
  /// A card over the screen, which stays under it.
  case pageSheet = 1
  /// A smaller card over the screen, which stays under it.
  case formSheet = 2
  /// Covers the presenter's context; its views are removed.
  case currentContext = 3
  /// Laid out by a custom presentation controller; the screen stays under it.
  case custom = 4
  /// Covers the screen, which stays under it.
  case overFullScreen = 5
  /// Covers the presenter's context, which stays under it.
  case overCurrentContext = 6
  /// A popover; the screen stays under it.
  case popover = 7
  /// No style: the value a controller that is not presented may report.
  case none = -1
  /// The system's choice: a page sheet from iOS 13, full screen before.
  case automatic = -2
}
