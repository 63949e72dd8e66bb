/// The clients one run of `adconform` judges, each with what it declares about itself.
///
/// The `adconform` command hands in the bundled example clients, each declared; a team's
/// own gate hands in its subjects, which declare nothing:
///
/// ```swift
/// await AdConformCommand.main(subjects: SubjectCatalogue(MySubjects.all))
/// ```
public struct SubjectCatalogue: Sendable {
  /// The clients, in the order reports list them.
  public var entries: [Entry]
  /// The rules the clients are judged by: the bundled ones, plus any kinds of a team's own.
  public var catalogue: Catalogue

  /// Creates a catalogue of clients that each carry their declaration.
  ///
  /// - Parameters:
  ///   - entries: The clients with their declarations.
  ///   - catalogue: The rules to judge them by; ``Catalogue/standard`` unless a client is
  ///     of a kind defined elsewhere, whose chapter the catalogue then adds.
  public init(entries: [Entry], catalogue: Catalogue = .standard) {
    self.entries = entries
    self.catalogue = catalogue
  }

  /// Creates a catalogue of a team's own subjects, none of which declares anything.
  ///
  /// With no declaration to hold them to, the default run judges them as the gate does
  /// without `--strict`, and `subjects` lists them as having no declaration.
  ///
  /// - Parameters:
  ///   - subjects: The team's clients.
  ///   - catalogue: The rules to judge them by; ``Catalogue/standard`` unless a client is
  ///     of a kind defined elsewhere, whose chapter the catalogue then adds.
  public init(_ subjects: [Subject], catalogue: Catalogue = .standard) {
    self.entries = subjects.map { Entry(subject: $0) }
    self.catalogue = catalogue
  }

  /// The clients that declare they keep every rule, each one verifiably.
  public var conforming: [Entry] { entries.filter(\.conforms) }

  /// The clients that declare rules they break or rules the harness cannot decide for them.
  public var faulty: [Entry] { entries.filter { $0.isDeclared && !$0.conforms } }

  /// The client with this name, if the catalogue has one.
  public func entry(named name: String) -> Entry? {
    entries.first { $0.subject.name == name }
  }
}
