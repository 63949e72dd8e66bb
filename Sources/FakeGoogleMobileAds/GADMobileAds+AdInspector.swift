import AdSimulation
import FakeUIKit

extension GADMobileAds {
  /// Opens the ad inspector, Google's screen of recent requests, over the view controller
  /// (over the key window's root view controller when nil).
  ///
  /// The fake's inspector has no screen: it opens and closes within the call, and the
  /// completion runs on the main actor just after, with no error. The call is in the
  /// trace.
  public func presentAdInspector(
    from viewController: UIViewController?, completionHandler: ((Error?) -> Void)? = nil
  ) {
    Simulation.mainActor { [simulation] in
      simulation.record(
        .call, actor: .app, object: "GADMobileAds", name: .presentAdInspectorFromCompletionHandler,
        detail: viewController.map { String(describing: type(of: $0)) } ?? "nil")
    }
    guard let completionHandler else { return }
    let handler = Unchecked(completionHandler)
    Task { @MainActor in handler.value(nil) }
  }

  /// Opens the ad inspector and returns once it has closed; the fake's closes at once.
  nonisolated(nonsending) public func presentAdInspector(from viewController: UIViewController?) async throws {
    await withCheckedContinuation { continuation in
      presentAdInspector(from: viewController) { _ in continuation.resume() }
    }
  }
}
