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

    /// Creates a response.
    public init(_ outcome: Outcome, after latency: Duration = .zero) {
      self.outcome = outcome
      self.latency = latency
    }

    /// An ad that arrives after the latency.
    public static func fill(after latency: Duration = .zero) -> Self {
      Self(.fill, after: latency)
    }

    /// A failure with the SDK's error code after the latency.
    public static func fail(_ code: Int, after latency: Duration = .zero) -> Self {
      Self(.fail(code: code), after: latency)
    }

    /// The response as a script would say it, for example `fail 3 after 0.000 s`.
    public var description: String {
      switch outcome {
      case .fill: "fill after \(latency.secondsText) s"
      case .fail(let code): "fail \(code) after \(latency.secondsText) s"
      }
    }
  }
}
