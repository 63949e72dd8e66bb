/// Subjects the harness can make again in a fresh launch of the program, so that every run
/// of theirs starts as an app does on a device: its statics, singletons and globals not yet
/// made.
///
/// Ad code often keeps its manager in a `static let shared`. Run after run in one process,
/// such a manager would carry its ad, its flags and its timers from one rule's run into the
/// next. Declare the subjects in a type of your own and take them from it; each of their runs
/// is then a new process forked from the program as it was at load (see
/// `AdSimulation.FreshLaunch`), which finds this type again by its name:
///
/// ```swift
/// enum ShopSubjects: SubjectList {
///   static let subjects = [
///     Subject.googleAppOpen("ShopAppDelegate") { _ in ShopAppDelegate() },
///   ]
/// }
///
/// @Test func appOpen() async {
///   let shop = ShopSubjects.subject(named: "ShopAppDelegate")
///   for rule in GoogleAppOpenRules.all { await rule.expectConformance(of: shop) }
/// }
/// ```
///
/// A subject made elsewhere (in a test's body) runs in the test's process instead, and a
/// client that keeps state there is reported unverified, naming where the state came from.
public protocol SubjectList {
  /// The subjects, each with a name of its own.
  static var subjects: [Subject] { get }
  /// The rules the subjects are judged by; ``Catalogue/standard`` unless a subject is of a
  /// kind defined elsewhere.
  static var catalogue: Catalogue { get }
}

extension SubjectList {
  /// The standard catalogue.
  public static var catalogue: Catalogue { .standard }

  /// Every subject of the list, each made again in a fresh launch for each of its runs.
  public static var launchable: [Subject] {
    let launch = Subject.Launch.list(Self.self)
    return subjects.map { $0.launching(launch) }
  }

  /// The subject with the name (and, when two share it, the kind), made again in a fresh
  /// launch for each of its runs.
  ///
  /// Stops with a message naming the list's subjects when none matches.
  public static func subject(named name: String, kind: Rule.Kind? = nil) -> Subject {
    let matches = launchable.filter { $0.name == name && (kind == nil || $0.kind == kind) }
    guard matches.count == 1 else {
      fatalError(
        """
        Expected one subject named "\(name)"\(kind.map { " of kind \($0.rawValue)" } ?? "") in \(Self.self), \
        but \(matches.isEmpty ? "there is none" : "there are \(matches.count)"); its subjects are \
        \(subjects.map { "\($0.name) (\($0.kind.rawValue))" }).
        """)
    }
    return matches[0]
  }

  /// The list's subject of the same name and kind, made again in a fresh launch for each of
  /// its runs.
  public static func launching(_ subject: Subject) -> Subject {
    self.subject(named: subject.name, kind: subject.kind)
  }
}
