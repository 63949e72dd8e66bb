/// Where an animation ended, as its completion is told.
public enum UIViewAnimatingPosition: Int, Sendable {
  /// At the end values: the animation ran its course.
  case end = 0
  /// At the start values, as a reversed animation ends.
  case start = 1
  /// Wherever the animation was when it was finished early.
  case current = 2
}
