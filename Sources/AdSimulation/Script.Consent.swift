extension Script {
  /// What the launch finds about the user's privacy choices: the consent answer, what the
  /// previous launch stored, and the answer to the tracking prompt.
  ///
  /// A script without one leaves each SDK its default (consent not required, tracking
  /// declined) unless a rule's scenario sets its own. In JSON:
  ///
  /// ```json
  /// "consent": { "answer": "denied", "previousLaunch": "consented", "tracking": "allow" }
  /// ```
  public struct Consent: Hashable, Sendable {
    /// What this launch's consent update finds and what the user does with the form.
    public enum Answer: String, CaseIterable, Sendable {
      /// No consent is needed here.
      case notRequired
      /// Consent is needed and the user gives it.
      case obtained
      /// Consent is needed and the user declines.
      case denied
      /// Every consent update fails (no network); what the previous launch stored stays.
      case updateFails
      /// Consent is needed and its form fails to load.
      case formFails
    }

    /// What the consent SDK stored in the app's previous launch.
    public enum PreviousLaunch: String, CaseIterable, Sendable {
      /// Nothing stored: a first launch, or after a reset.
      case firstLaunch
      /// The user consented.
      case consented
      /// The user declined.
      case declined
      /// Consent was not required.
      case notRequired
    }

    /// What the user answers to the App Tracking Transparency prompt.
    public enum Tracking: String, CaseIterable, Sendable {
      /// The user allows tracking.
      case allow
      /// The user asks the app not to track.
      case askNotToTrack
      /// The device restricts tracking; no prompt shows.
      case restricted
    }

    /// What this launch's consent update finds and the user answers.
    public var answer: Answer
    /// What the previous launch stored.
    public var previousLaunch: PreviousLaunch
    /// The answer to the tracking prompt.
    public var tracking: Tracking

    /// Creates the privacy choices of a launch; by default a first launch where consent is
    /// not required and the user declines tracking.
    public init(
      answer: Answer = .notRequired, previousLaunch: PreviousLaunch = .firstLaunch, tracking: Tracking = .askNotToTrack
    ) {
      self.answer = answer
      self.previousLaunch = previousLaunch
      self.tracking = tracking
    }

    /// Every combination, in a fixed order.
    public static let allCases: [Consent] = Answer.allCases.flatMap { answer in
      PreviousLaunch.allCases.flatMap { previous in
        Tracking.allCases.map { Consent(answer: answer, previousLaunch: previous, tracking: $0) }
      }
    }

    /// One combination drawn from the seed, each as likely.
    public static func drawn(from seed: UInt64) -> Consent {
      var random = SeededRandom(seed: seed ^ 0xC0_45E7)
      return allCases[random.integer(in: 0...(allCases.count - 1))]
    }

    /// The choices as one line of text.
    public var summary: String {
      "consent \(answer.rawValue), previous launch \(previousLaunch.rawValue), tracking \(tracking.rawValue)"
    }
  }
}
