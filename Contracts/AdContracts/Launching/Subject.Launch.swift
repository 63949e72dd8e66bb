import AdSimulation

extension Subject {
  /// Where the harness finds a subject again in a fresh launch of the program.
  public enum Launch: Sendable, Hashable, CustomStringConvertible {
    /// In a ``SubjectList``, found in the launch by the type's mangled name.
    case list(name: String)
    /// In the subjects the program's `main` hands the `adconform` command again.
    case program

    /// The list's launch, or `nil` when the type has no name the runtime can find again
    /// (a type local to a function).
    static func list<List: SubjectList>(_ type: List.Type) -> Launch? {
      guard let name = _mangledTypeName(type), _typeByName(name) != nil else { return nil }
      return .list(name: name)
    }

    /// The way the launch goes on, and whether this process can make one.
    var way: FreshLaunch.Way { self == .program ? .intoMain : .intoEntry }

    /// Whether this process can make a launch that finds the subject again.
    var isAvailable: Bool {
      guard FreshLaunch.isAvailable else { return false }
      return self == .program || FreshLaunch.hasEntry
    }

    /// Where the subject comes from, for messages.
    public var description: String {
      switch self {
      case .list(let name): "the subject list \(_typeByName(name).map { String(reflecting: $0) } ?? name)"
      case .program: "the program's subjects"
      }
    }
  }

  /// The subject, found again in a fresh launch by the given way.
  func launching(_ launch: Launch?) -> Subject {
    var subject = self
    subject.launch = launch
    return subject
  }
}

extension Subject {
  /// The subject with its runs in the process that asks for them, as one made outside a
  /// ``SubjectList`` has: faster, and right only for a client that keeps nothing between
  /// runs (the harness checks, and reports one that does as unverified).
  public var inThisProcess: Subject { launching(nil) }

  /// Whether each run of the subject is a fresh launch of the program.
  public var runsInFreshLaunches: Bool { launch?.isAvailable == true }
}
