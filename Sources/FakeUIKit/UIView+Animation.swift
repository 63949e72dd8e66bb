import AdSimulation
import Foundation

extension UIView {
  /// Options for an animation; the fake applies every animation at once, so they only
  /// need to compile as on a device.
  public struct AnimationOptions: OptionSet, Sendable {
    /// The options' bits.
    public let rawValue: UInt
    /// Creates options from their bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// Lets the user touch the views while they animate.
    public static let allowUserInteraction = AnimationOptions(rawValue: 1 << 1)
    /// Starts from the views' current state.
    public static let beginFromCurrentState = AnimationOptions(rawValue: 1 << 2)
    /// Eases in and out.
    public static let curveEaseInOut = AnimationOptions(rawValue: 0 << 16)
    /// Eases in.
    public static let curveEaseIn = AnimationOptions(rawValue: 1 << 16)
    /// Eases out.
    public static let curveEaseOut = AnimationOptions(rawValue: 2 << 16)
    /// Moves at an even pace.
    public static let curveLinear = AnimationOptions(rawValue: 3 << 16)
  }

  /// Applies the changes at once and calls the completion once the animation would have
  /// ended, on the simulation's clock.
  ///
  /// Whether a view is on screen is judged by where the animation ends; a banner that
  /// slides in over 0.3 s counts as shown when the slide starts, and the completion runs
  /// `delay + duration` later in virtual time.
  public class func animate(
    withDuration duration: TimeInterval, delay: TimeInterval,
    options: AnimationOptions = [], animations: @escaping () -> Void,
    completion: ((Bool) -> Void)? = nil
  ) {
    animations()
    guard let completion else { return }
    let stage = UIKitRunState.current(for: "UIView.animate(withDuration:)")
    let total = max(0, duration) + max(0, delay)
    guard total.isFinite else { return completion(true) }
    stage.simulation.schedule(after: .milliseconds(Int64((total * 1000).rounded())), "animation completion") {
      completion(true)
    }
  }

  /// Applies the changes at once and calls the completion when the animation would end.
  public class func animate(
    withDuration duration: TimeInterval, animations: @escaping () -> Void,
    completion: ((Bool) -> Void)? = nil
  ) {
    animate(withDuration: duration, delay: 0, options: [], animations: animations, completion: completion)
  }

  /// Applies the changes at once.
  public class func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void) {
    animate(withDuration: duration, delay: 0, options: [], animations: animations, completion: nil)
  }

  /// Starts a block of animated changes, the pre-iOS 4 way; the fake applies them as made.
  public class func beginAnimations(_ animationID: String?, context: UnsafeMutableRawPointer?) {}

  /// Sets the length of the animation begun with ``beginAnimations(_:context:)``.
  public class func setAnimationDuration(_ duration: TimeInterval) {}

  /// Ends the block of animated changes.
  public class func commitAnimations() {}
}
