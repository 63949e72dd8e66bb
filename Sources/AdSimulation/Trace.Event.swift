extension Trace {
  /// One thing that happened in a simulation, stamped with its virtual time and order.
  public struct Event: Hashable, Sendable, Codable {
    /// What sort of happening an event records.
    public enum Kind: String, Hashable, Sendable, Codable, CaseIterable {
      /// The app created an SDK object; posted when its initializer returns.
      case created
      /// An SDK object was deallocated; posted when the simulation notices it is gone.
      case released
      /// The app called an SDK method; posted before the method takes effect.
      case call
      /// The app set an SDK property; posted after the new value is stored.
      case property
      /// The SDK called the app's delegate; posted before the delegate method runs, so what
      /// the app does inside it follows it (a returned answer is added to the detail).
      case callback
      /// The simulation drove a scripted step: a tap, a rotation, time passing, and so on.
      case driven
      /// The system told the app something: a lifecycle change, a memory warning.
      case system
      /// The harness saw the app's visible state change, for example a banner coming on screen.
      case observation
      /// The app used the SDK in a way the device would reject; recorded instead of crashing.
      case misuse
    }

    /// Who acted in an event, as the timeline names them.
    public enum Actor: String, Hashable, Sendable, Codable {
      /// The app under test.
      case app
      /// The fake SDK.
      case sdk
      /// The person using the device.
      case user
      /// The device: rotation, memory.
      case device
      /// The operating system: app lifecycle.
      case system
      /// The virtual clock.
      case clock
    }

    /// The position of the event in its trace, counting from 1.
    public var sequence: Int
    /// When the event happened, on the simulation's clock.
    public var time: VirtualClock.Instant
    /// What sort of happening this is.
    public var kind: Kind
    /// Who acted.
    public var actor: Actor
    /// The object acted on or by, for example `ADBannerView#1`; empty when none applies.
    public var object: String
    /// What happened, for example `bannerViewDidLoadAd` or `tap(willLeave: true)`.
    public var name: Name
    /// The arguments, the new value or other details, as the timeline shows them.
    public var detail: String
    /// Typed facts about the event, for rules to read instead of ``detail``.
    public var fields: [String: Trace.Value]

    /// Creates an event; the simulation assigns the sequence number and time.
    public init(
      sequence: Int, time: VirtualClock.Instant, kind: Kind, actor: Actor,
      object: String, name: Name, detail: String = "", fields: [String: Trace.Value] = [:]
    ) {
      self.fields = fields
      self.sequence = sequence
      self.time = time
      self.kind = kind
      self.actor = actor
      self.object = object
      self.name = name
      self.detail = detail
    }
  }
}
