extension Script {
  /// One scripted thing: an answer from the ad network or an event the simulation drives.
  public enum Step: Hashable, Sendable, CustomStringConvertible {
    /// Queues the answer to the next ad request.
    case respond(Response)
    /// Lets virtual time pass, firing every timer that falls due on the way.
    case advance(Duration)
    /// The user taps the ad that is on screen.
    case tap(willLeave: Bool)
    /// The user closes the ad that covers the app.
    case closeAd
    /// The app cancels the ad's covering action, as if the app's own code asked for it.
    case cancelAction
    /// The app is sent to the background.
    case background
    /// The app comes back to the foreground.
    case foreground
    /// The device turns to the orientation.
    case rotate(Device.Orientation)
    /// The system warns the app that memory is low.
    case memoryWarning
    /// Something needs the user's attention at once, such as an incoming call.
    case urgentEvent
    /// The user leaves the current screen for one without ads.
    case navigateAway
    /// The user returns to the screen they left.
    case navigateBack
    /// The user moves on to another screen that shows ads.
    case navigateToNextAdScreen
    /// The app reaches a natural break where it may show a full-screen ad: the end of a
    /// game round, a turn to the next page.
    case transition
    /// The user opens the app from cold: it finishes launching, then becomes active.
    case launch
    /// The app stops being active without leaving the foreground (an alert, a call banner).
    case resignActive
    /// The app becomes active again after resigning.
    case becomeActive

    /// The step's name, as scripts and drivers refer to it.
    public var kind: Kind {
      switch self {
      case .respond(let response):
        if case .fill = response.outcome { return .fill } else { return .fail }
      case .advance: return .advance
      case .tap: return .tap
      case .closeAd: return .close
      case .cancelAction: return .cancel
      case .background: return .background
      case .foreground: return .foreground
      case .rotate: return .rotate
      case .memoryWarning: return .memoryWarning
      case .urgentEvent: return .urgentEvent
      case .navigateAway: return .navigateAway
      case .navigateBack: return .navigateBack
      case .navigateToNextAdScreen: return .navigateToNextAdScreen
      case .transition: return .transition
      case .launch: return .launch
      case .resignActive: return .resignActive
      case .becomeActive: return .becomeActive
      }
    }

    /// The step as the timeline prints it.
    public var description: String {
      switch self {
      case .respond(let response): "respond(\(response))"
      case .advance(let duration): "advance(\(duration.secondsText) s)"
      case .tap(let willLeave): "tap(willLeave: \(willLeave))"
      case .rotate(let orientation): "rotate(\(orientation.rawValue))"
      default: kind.rawValue
      }
    }

    /// The names of steps, as written in JSON scripts.
    public enum Kind: String, Hashable, Sendable, CaseIterable {
      /// See ``Script/Step/respond(_:)`` with a filling response.
      case fill
      /// See ``Script/Step/respond(_:)`` with a failing response.
      case fail
      /// See ``Script/Step/advance(_:)``.
      case advance
      /// See ``Script/Step/tap(willLeave:)``.
      case tap
      /// See ``Script/Step/closeAd``.
      case close
      /// See ``Script/Step/cancelAction``.
      case cancel
      /// See ``Script/Step/background``.
      case background
      /// See ``Script/Step/foreground``.
      case foreground
      /// See ``Script/Step/rotate(_:)``.
      case rotate
      /// See ``Script/Step/memoryWarning``.
      case memoryWarning
      /// See ``Script/Step/urgentEvent``.
      case urgentEvent
      /// See ``Script/Step/navigateAway``.
      case navigateAway
      /// See ``Script/Step/navigateBack``.
      case navigateBack
      /// See ``Script/Step/navigateToNextAdScreen``.
      case navigateToNextAdScreen
      /// See ``Script/Step/transition``.
      case transition
      /// See ``Script/Step/launch``.
      case launch
      /// See ``Script/Step/resignActive``.
      case resignActive
      /// See ``Script/Step/becomeActive``.
      case becomeActive
    }
  }
}
