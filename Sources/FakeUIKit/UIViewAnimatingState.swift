/// Where an animator is in its life: not started, under way (running or paused), or
/// stopped and waiting to be finished.
public enum UIViewAnimatingState: Int, Sendable {
  /// Not started, or finished: its animations are not under way.
  case inactive = 0
  /// Started: running, or paused part way.
  case active = 1
  /// Stopped without finishing; ``UIViewPropertyAnimator/finishAnimation(at:)`` ends it.
  case stopped = 2
}
