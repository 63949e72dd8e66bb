import AdSimulation
import Foundation

/// Animates changes to views and can be paused, stopped and finished part way.
///
/// As with ``UIView/animate(withDuration:delay:options:animations:completion:)``, the
/// changes take their end values at once: when the animator starts, or when an animation
/// is added to one under way. Time is the simulation's clock: a started animator runs
/// for `delay + duration` of virtual time (less what it ran before a pause), then becomes
/// inactive and calls its completions with ``UIViewAnimatingPosition/end``.
///
/// Calls a device answers with an exception (starting a stopped animator, finishing one
/// that is not stopped) are recorded in the simulation as misuse and change nothing.
@preconcurrency @MainActor
open class UIViewPropertyAnimator: NSObject {
  /// How long the animation runs, in seconds.
  public let duration: TimeInterval
  /// The pace of the animation.
  public let curve: UIView.AnimationCurve
  /// The wait before the animation starts, in seconds, as given to
  /// ``startAnimation(afterDelay:)``.
  @exclusivity(unchecked) public private(set) var delay: TimeInterval = 0
  /// Where the animator is in its life.
  @exclusivity(unchecked) public private(set) var state = UIViewAnimatingState.inactive
  /// Whether the animation is under way and not paused.
  @exclusivity(unchecked) public private(set) var isRunning = false
  /// Whether the animation runs back towards its start values.
  @exclusivity(unchecked) open var isReversed = false
  /// Whether the animator can be paused and stopped part way.
  @exclusivity(unchecked) open var isInterruptible = true
  /// Whether the views can be touched while they animate.
  @exclusivity(unchecked) open var isUserInteractionEnabled = true
  /// Whether a finished animation stays active and paused instead of calling its completions.
  @exclusivity(unchecked) open var pausesOnCompletion = false

  @exclusivity(unchecked) private var animations: [() -> Void] = []
  @exclusivity(unchecked) private var completions: [(UIViewAnimatingPosition) -> Void] = []
  /// Whether the animations have been applied since the animator last became active.
  @exclusivity(unchecked) private var applied = false
  /// The fraction run before the last start or pause.
  @exclusivity(unchecked) private var completedFraction: CGFloat = 0
  /// The virtual time the running stretch began, after its delay.
  @exclusivity(unchecked) private var runningSince: VirtualClock.Instant?
  @exclusivity(unchecked) private var pendingEnd: Simulation.TimerID?

  /// Creates an animator for the duration and curve, inactive until started.
  public init(duration: TimeInterval, curve: UIView.AnimationCurve, animations: (() -> Void)? = nil) {
    self.duration = duration.isFinite ? max(0, duration) : 0
    self.curve = curve
    if let animations { self.animations = [animations] }
    super.init()
  }

  /// Creates an animator with a spring's damping, inactive until started; the fake keeps
  /// only the duration.
  public convenience init(duration: TimeInterval, dampingRatio ratio: CGFloat, animations: (() -> Void)? = nil) {
    self.init(duration: duration, curve: .easeInOut, animations: animations)
  }

  /// Makes an animator and starts it after the delay: the way `UIView.animate` is written
  /// with an animator.
  open class func runningPropertyAnimator(
    withDuration duration: TimeInterval, delay: TimeInterval, options: UIView.AnimationOptions = [],
    animations: @escaping () -> Void, completion: ((UIViewAnimatingPosition) -> Void)? = nil
  ) -> UIViewPropertyAnimator {
    let animator = UIViewPropertyAnimator(duration: duration, curve: options.curve, animations: animations)
    if let completion { animator.addCompletion(completion) }
    animator.startAnimation(afterDelay: delay)
    return animator
  }

  /// How far the animation has run, from 0 to 1; setting it moves a paused animation there.
  open var fractionComplete: CGFloat {
    get {
      guard let runningSince, duration > 0 else { return completedFraction }
      let elapsed = runningSince.duration(to: stage.simulation.clock.now)
      let seconds = max(0, Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) * 1e-18)
      return min(1, completedFraction + CGFloat(seconds / duration))
    }
    set {
      guard !isRunning, newValue.isFinite else { return }
      completedFraction = min(1, max(0, newValue))
    }
  }

  /// Adds changes to animate; an animator under way applies them at once.
  open func addAnimations(_ animation: @escaping () -> Void) {
    animations.append(animation)
    if state == .active { animation() }
  }

  /// Adds changes to animate after a part of the duration; the fake applies them as
  /// ``addAnimations(_:)`` does.
  open func addAnimations(_ animation: @escaping () -> Void, delayFactor: CGFloat) {
    addAnimations(animation)
  }

  /// Adds a closure to call with the end position when the animation ends.
  open func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void) {
    completions.append(completion)
  }

  /// Starts or resumes the animation now.
  open func startAnimation() {
    startAnimation(afterDelay: 0)
  }

  /// Starts or resumes the animation after the delay in seconds.
  open func startAnimation(afterDelay delay: TimeInterval) {
    guard state != .stopped else {
      return misuse("startAnimation() on a stopped animator; finishAnimation(at:) must end it first")
    }
    guard !isRunning else { return }
    self.delay = delay.isFinite ? max(0, delay) : 0
    activate()
    isRunning = true
    let remaining = max(0, 1 - completedFraction) * duration
    let start = stage.simulation.clock.now.advanced(by: Self.milliseconds(self.delay))
    runningSince = start
    pendingEnd = stage.simulation.schedule(after: Self.milliseconds(self.delay + remaining), "UIViewPropertyAnimator") {
      [self] in
      pendingEnd = nil
      runToEnd()
    }
  }

  /// Pauses the animation where it is; an inactive animator becomes active and paused.
  open func pauseAnimation() {
    guard state != .stopped else { return misuse("pauseAnimation() on a stopped animator") }
    if state == .inactive { activate() }
    guard isRunning else { return }
    completedFraction = fractionComplete
    haltClock()
  }

  /// Stops the animation where it is: without finishing, the animator becomes inactive and
  /// calls no completion; otherwise it waits, stopped, for ``finishAnimation(at:)``.
  open func stopAnimation(_ withoutFinishing: Bool) {
    guard state == .active else { return }
    completedFraction = fractionComplete
    haltClock()
    if withoutFinishing {
      reset()
    } else {
      state = .stopped
    }
  }

  /// Ends a stopped animation at the position and calls its completions with it.
  ///
  /// The fake applied the end values when the animation started; finishing at the start
  /// or the current position leaves them as they are.
  open func finishAnimation(at finalPosition: UIViewAnimatingPosition) {
    guard state == .stopped else {
      return misuse("finishAnimation(at: .\(finalPosition)) on an animator that is \(state), not stopped")
    }
    complete(at: finalPosition)
  }

  // MARK: Running

  private var stage: UIKitRunState { UIKitRunState.current(for: "UIViewPropertyAnimator") }

  private static func milliseconds(_ seconds: TimeInterval) -> Duration {
    .milliseconds(Int64((seconds * 1000).rounded()))
  }

  private func activate() {
    state = .active
    guard !applied else { return }
    applied = true
    for animation in animations { animation() }
  }

  private func haltClock() {
    if let pendingEnd { stage.simulation.cancel(pendingEnd) }
    pendingEnd = nil
    runningSince = nil
    isRunning = false
  }

  private func runToEnd() {
    completedFraction = 1
    runningSince = nil
    isRunning = false
    guard !pausesOnCompletion else { return }
    complete(at: isReversed ? .start : .end)
  }

  private func complete(at position: UIViewAnimatingPosition) {
    let toCall = completions
    reset()
    for completion in toCall { completion(position) }
  }

  private func reset() {
    state = .inactive
    isRunning = false
    runningSince = nil
    completedFraction = 0
    applied = false
    animations.removeAll()
    completions.removeAll()
  }

  private func misuse(_ detail: String) {
    stage.simulation.record(
      .misuse, actor: .app, object: "UIViewPropertyAnimator", name: .animatorMisuse,
      detail: "\(detail); a device raises an exception", fields: Trace.Event.raisingFields)
  }
}

extension UIView.AnimationOptions {
  /// The curve the options name.
  var curve: UIView.AnimationCurve {
    UIView.AnimationCurve(rawValue: Int((rawValue >> 16) & 0b11)) ?? .easeInOut
  }
}
