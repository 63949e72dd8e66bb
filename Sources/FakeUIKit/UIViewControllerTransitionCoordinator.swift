import Foundation

/// What a transition's animations are told about it: whether it animates, was cancelled,
/// and how long it takes.
@preconcurrency @MainActor
public protocol UIViewControllerTransitionCoordinatorContext: AnyObject {
  /// Whether the transition animates.
  var isAnimated: Bool { get }
  /// Whether the transition was cancelled.
  var isCancelled: Bool { get }
  /// How long the transition takes, in seconds.
  var transitionDuration: TimeInterval { get }
}

/// The coordinator of a size change, such as a rotation, handed to
/// `viewWillTransition(to:with:)`: code given to it runs along with the change and after it.
@preconcurrency @MainActor
public protocol UIViewControllerTransitionCoordinator: UIViewControllerTransitionCoordinatorContext {
  /// Runs the animation as the views take their new size, and the completion once they
  /// have.
  ///
  /// - Returns: Whether the closures will run: always, in a rotation.
  @discardableResult
  func animate(
    alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
    completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
  ) -> Bool
}

extension UIViewControllerTransitionCoordinator {
  /// Runs the animation as the views take their new size, with no completion.
  @discardableResult
  public func animate(
    alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
  ) -> Bool {
    animate(alongsideTransition: animation, completion: nil)
  }
}

/// The coordinator of a rotation: it keeps what the app hands it and runs it once the
/// views are laid out for the new orientation, the alongside closures first.
@MainActor
final class RotationCoordinator: UIViewControllerTransitionCoordinator {
  let isAnimated = true
  let isCancelled = false
  let transitionDuration: TimeInterval = 0.3
  @exclusivity(unchecked) private var animations: [(any UIViewControllerTransitionCoordinatorContext) -> Void] = []
  @exclusivity(unchecked) private var completions: [(any UIViewControllerTransitionCoordinatorContext) -> Void] = []

  func animate(
    alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
    completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
  ) -> Bool {
    if let animation { animations.append(animation) }
    if let completion { completions.append(completion) }
    return true
  }

  /// Runs what the app handed in, once the views have their new size.
  func finish() {
    for animation in animations { animation(self) }
    for completion in completions { completion(self) }
    animations.removeAll()
    completions.removeAll()
  }
}
