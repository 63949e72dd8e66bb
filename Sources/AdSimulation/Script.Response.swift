extension Script {
  /// What the ad network answers to one ad request, and how long it takes.
  ///
  /// Responses queue up in script order; each load request takes the next one. A request
  /// made while the queue is empty waits until the script supplies a response.
  public struct Response: Hashable, Sendable, CustomStringConvertible {
    /// Whether the request fills or fails.
    public enum Outcome: Hashable, Sendable {
      /// An ad arrives.
      case fill
      /// The request fails with the SDK's error code.
      case fail(code: Int)
    }

    /// Whether the request fills or fails.
    public var outcome: Outcome
    /// The time between the request and the answer.
    public var latency: Duration
    /// The ad unit this answer is for; `nil` answers a request for any unit.
    public var adUnit: String?

    /// Creates a response.
    public init(_ outcome: Outcome, after latency: Duration = .zero, adUnit: String? = nil) {
      self.outcome = outcome
      self.latency = latency
      self.adUnit = adUnit
    }

    /// An ad that arrives after the latency.
    public static func fill(after latency: Duration = .zero, adUnit: String? = nil) -> Self {
      Self(.fill, after: latency, adUnit: adUnit)
    }

    /// A failure with the SDK's error code after the latency.
    public static func fail(_ code: Int, after latency: Duration = .zero, adUnit: String? = nil) -> Self {
      Self(.fail(code: code), after: latency, adUnit: adUnit)
    }

    /// Whether this answer may answer a request for the ad unit.
    public func answers(_ unit: String?) -> Bool {
      adUnit == nil || adUnit == unit || unit.map(otherUnits.contains) == true
    }

    /// More ad units the response answers besides ``adUnit``, such as the older demo unit
    /// of the same format.
    public var otherUnits: Set<String> = []

    /// The same response, answering these ad units too.
    public func answering(_ units: Set<String>) -> Self {
      var response = self
      response.otherUnits.formUnion(units)
      return response
    }

    /// The response as a script would say it, for example `fail 3 after 0.000 s`.
    public var description: String {
      let unit = adUnit.map { " for \($0)" } ?? ""
      switch outcome {
      case .fill: return "fill\(unit) after \(latency.secondsText) s"
      case .fail(let code): return "fail \(code)\(unit) after \(latency.secondsText) s"
      }
    }
  }
}
