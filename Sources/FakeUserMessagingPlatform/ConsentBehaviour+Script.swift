import AdSimulation

extension ConsentBehaviour {
  /// The behaviour a script's privacy choices describe: the consent answer, the step that
  /// fails (a network error on every update, a form that times out), and what the previous
  /// launch stored.
  public init(_ choices: Script.Consent) {
    let previous: Session =
      switch choices.previousLaunch {
      case .firstLaunch: .firstLaunch
      case .consented: .consented
      case .declined: .declined
      case .notRequired: .notRequired
      }
    switch choices.answer {
    case .notRequired: self.init(consent: .notRequired, previousSession: previous)
    case .obtained: self.init(consent: .obtained, previousSession: previous)
    case .denied: self.init(consent: .denied, previousSession: previous)
    case .updateFails: self.init(consent: .obtained, failure: .update(.network), previousSession: previous)
    case .formFails: self.init(consent: .obtained, failure: .formLoad(.timeout), previousSession: previous)
    }
  }
}
