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
    /// The app enters its busy moment, when it may refuse an ad's action (a boss fight, a
    /// purchase in progress): the subject's `busyMoment` hook runs.
    case busyMoment
    /// The loaded ads' content expires now, each kind of ad by its own rules.
    ///
    /// - `ADBannerView`: every banner with a loaded ad loses it: `isBannerLoaded` becomes
    ///   false and the delegate hears `bannerView(_:didFailToReceiveAdWithError:)` with
    ///   `ADError.adUnloaded` (7). The banner keeps cycling; its next refresh stays
    ///   scheduled. A banner with no ad is left alone. While the user is engaged with the
    ///   banner's ad (an action covers the app), the ad stays until the action ends, and
    ///   the banner loses it just after `bannerViewActionDidFinish`: the covering ad is
    ///   what the user is looking at, the banner does not cycle during an action, and a
    ///   full-screen ad's expiry likewise waits for its action to end.
    /// - `ADInterstitialAd`: each loaded ad's content expires as its lifetime's end would
    ///   expire it: not presented, it unloads at once (`interstitialAdDidUnload`);
    ///   presented in a view, at once if the view is off screen, otherwise as soon as the
    ///   view leaves the screen; presented modally, when the user dismisses it.
    /// - `GADAppOpenAd` (`AppOpenAd`): the SDK has no expiry event; the app checks an ad's
    ///   age itself. The clock moves forward to the moment the oldest app open ad the app
    ///   still holds, loaded, not yet presented and under four hours old, turns four hours
    ///   old, running every timer due on the way, as ``advance(_:)`` does.
    ///
    /// With no such ad, the step changes nothing and is recorded as ignored.
    case expire
    /// The user asks the app for a rewarded ad through the app's own control (a Watch
    /// button, a Yes on an offer): the subject's `userAsksToWatch` hook runs.
    ///
    /// Rewarded runs read their former ask, ``transition``, the same way, so scripts written
    /// before this step still play.
    case askToWatch
    /// The user scrolls the screen's content on by one screenful, as a reader flicks
    /// through a feed; at the end of the content, back to the top, as a tap on the status
    /// bar does. The stage of a kind whose screens scroll performs it: a feed of native
    /// ads, or of stories with banners in some rows, reuses its cells as rows leave and
    /// enter the screen. Elsewhere it is recorded as ignored.
    case scroll

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
      case .busyMoment: return .busyMoment
      case .expire: return .expire
      case .askToWatch: return .askToWatch
      case .scroll: return .scroll
      }
    }

    /// The step of a kind that takes no arguments, such as ``closeAd`` for
    /// ``Kind/close``; `nil` for a kind that needs its arguments (an answer, a wait, a tap,
    /// a rotation).
    public init?(plain kind: Kind) {
      switch kind {
      case .close: self = .closeAd
      case .cancel: self = .cancelAction
      case .background: self = .background
      case .foreground: self = .foreground
      case .memoryWarning: self = .memoryWarning
      case .urgentEvent: self = .urgentEvent
      case .navigateAway: self = .navigateAway
      case .navigateBack: self = .navigateBack
      case .navigateToNextAdScreen: self = .navigateToNextAdScreen
      case .transition: self = .transition
      case .launch: self = .launch
      case .resignActive: self = .resignActive
      case .becomeActive: self = .becomeActive
      case .busyMoment: self = .busyMoment
      case .expire: self = .expire
      case .askToWatch: self = .askToWatch
      case .scroll: self = .scroll
      case .fill, .fail, .advance, .tap, .rotate: return nil
      }
    }

    /// The name of the event the simulation records when it performs the step, for
    /// example `memoryWarning` or `tap(willLeave: true)`.
    public var eventName: Trace.Event.Name { Trace.Event.Name(rawValue: description) }

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
      /// See ``Script/Step/busyMoment``.
      case busyMoment
      /// See ``Script/Step/expire``.
      case expire
      /// See ``Script/Step/askToWatch``.
      case askToWatch
      /// See ``Script/Step/scroll``.
      case scroll

      /// Hashes the case itself rather than its name.
      public func hash(into hasher: inout Hasher) {
        hasher.combine(position)
      }

      /// The kind's position among ``allCases``: a step's kind picks its drivers from a
      /// table at every step.
      var position: Int {
        // A kind without a payload is stored as its position in the declaration.
        Int(unsafeBitCast(self, to: UInt8.self))
      }
    }
  }
}
