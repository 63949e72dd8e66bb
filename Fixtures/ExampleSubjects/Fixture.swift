import AdContracts
import ExampleClients

/// A bundled example client as a subject, with what it declares about itself.
public typealias Fixture = SubjectCatalogue.Entry

extension SubjectCatalogue.Entry {
  /// Creates a fixture from a client type's declaration.
  public init<Client: ExampleClient>(_ client: Client.Type, subject: Subject) {
    self.init(
      subject: subject, violates: Set(client.violates), unverifiable: Set(client.unverifiable),
      explorationFinds: Set(client.explorationFinds), summary: client.summary)
  }
}
