import AdSimulation
import FakeUIKit
import Foundation

/// A UIKit view controller that shows a SwiftUI view: `UIHostingController(rootView:)`.
///
/// The view is shown when the controller's view first appears: its views are evaluated,
/// laid out in the controller's view (less the safe area), and told they appeared; the
/// representables' UIKit views become subviews of the controller's view, at the frames
/// the layout gives them. When the controller's view disappears the views are told so,
/// and told again they appeared when it comes back; their state is kept meanwhile.
open class UIHostingController<Content: View>: UIViewController {
  /// The view shown; setting it shows the new value at the next update.
  public var rootView: Content {
    didSet {
      graph?.rootView = rootView
      if let root = graph?.root { root.invalidate() }
    }
  }

  private var graph: ViewGraph?
  private var isShowing = false
  /// The environment of the view that presented this controller, if a SwiftUI view did.
  var inheritedEnvironment: EnvironmentValues?
  private var phaseObserver: (any NSObjectProtocol)?

  /// A controller showing the view.
  public init(rootView: Content) {
    self.rootView = rootView
    super.init(nibName: nil, bundle: nil)
  }

  /// Storyboards are not read here.
  public required init?(coder: NSCoder) {
    nil
  }

  /// Makes the view the SwiftUI views are shown in.
  override open func loadView() {
    // Held through the controller's lifeline, which costs it no side table, as a weak
    // reference would.
    view = HostingView(frame: UIScreen.main.bounds) { [held = lifeline.hold(self)] in
      held.value?.graph?.layOutAgain()
    }
  }

  /// Shows the views the first time, or tells them they appeared again.
  override open func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    if let graph {
      if !isShowing { graph.reappear() }
    } else {
      var environment = inheritedEnvironment ?? EnvironmentValues()
      environment.scenePhase = ScenePhase(UIApplication.shared.applicationState)
      let graph = ViewGraph(host: view, rootView: rootView, environment: environment)
      graph.presentingController = self
      self.graph = graph
      followScenePhase()
      graph.update()
    }
    isShowing = true
  }

  /// Tells the views they left the screen.
  override open func viewDidDisappear(_ animated: Bool) {
    super.viewDidDisappear(animated)
    guard isShowing else { return }
    isShowing = false
    graph?.disappear()
  }

  /// Keeps the views' `scenePhase` with the application's state, as the app moves
  /// between the foreground and the background.
  private func followScenePhase() {
    guard let center = Simulation.current?.notificationCenter else { return }
    // One observer of every name, which picks the application's four, costs a launch less
    // than an observer for each.
    phaseObserver = center.addObserver(forName: nil, object: nil, queue: nil) { [held = lifeline.hold(self)] note in
      guard scenePhaseNotifications.contains(note.name) else { return }
      MainActor.assumeIsolated { held.value?.noteScenePhase() }
    }
  }

  private func noteScenePhase() {
    guard let graph else { return }
    let phase = ScenePhase(UIApplication.shared.applicationState)
    guard graph.environment.scenePhase != phase else { return }
    // A device moves the scene through each phase in a turn of its own (active, inactive,
    // background), so the views see every phase, even when the app passes through two at
    // once here.
    graph.updateIfScheduled()
    graph.changeScenePhase(to: phase)
  }

  /// The titles of the buttons shown, in the order they stand.
  ///
  /// None while a controller is presented over them (an alert, a sheet, an ad).
  public var buttonTitles: [String] {
    guard !isCoveredByPresentation else { return [] }
    return graph?.buttons().map(\.title) ?? []
  }

  /// The texts the views draw, in the order they stand.
  var drawnTexts: [String] {
    graph?.drawnTexts() ?? []
  }

  /// The objects the views keep as `@StateObject`s, in the order the views stand.
  var stateObjects: [AnyObject] {
    graph?.stateObjects() ?? []
  }

  /// Selects the tab with the title, as the user taps it in the tab bar; none while the
  /// controller presents another over its views.
  ///
  /// - Returns: Whether such a tab was shown.
  @discardableResult
  public func selectTab(titled title: String) -> Bool {
    guard !isCoveredByPresentation else { return false }
    return graph?.selectTab(titled: title) ?? false
  }

  /// Takes the top screen off the innermost navigation stack shown, as the back button
  /// does.
  ///
  /// - Returns: Whether a screen was taken off.
  @discardableResult
  public func navigateBack() -> Bool {
    guard !isCoveredByPresentation else { return false }
    return graph?.navigateBack() ?? false
  }

  /// Taps the first button shown whose label reads the title, as the user does; none
  /// while the controller presents another over its views.
  ///
  /// - Returns: Whether such a button was shown and enabled.
  @discardableResult
  public func tapButton(titled title: String) -> Bool {
    guard !isCoveredByPresentation, let button = graph?.buttons().first(where: { $0.title == title }) else {
      return false
    }
    button.tap()
    return true
  }
}

/// The notifications the application posts as it moves between phases.
private let scenePhaseNotifications: Set<Notification.Name> = [
  UIApplication.didBecomeActiveNotification, UIApplication.willResignActiveNotification,
  UIApplication.didEnterBackgroundNotification, UIApplication.willEnterForegroundNotification,
]

/// The view a hosting controller shows its SwiftUI views in.
final class HostingView: UIView {
  private let onLayout: () -> Void

  init(frame: CGRect, onLayout: @escaping () -> Void) {
    self.onLayout = onLayout
    super.init(frame: frame)
  }

  required init?(coder: NSCoder) {
    nil
  }

  override func layoutSubviews() {
    super.layoutSubviews()
    onLayout()
  }
}
