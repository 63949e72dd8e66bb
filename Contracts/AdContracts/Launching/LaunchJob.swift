import AdSimulation
import Foundation

/// One rule's run on one subject, done in a fresh launch for the process that asked.
struct LaunchJob: Codable, Sendable {
  /// The subject's name.
  var subject: String
  /// The subject's kind, since two subjects of a list may share a name.
  var kind: String
  /// The rule's id.
  var rule: String

  /// What the launch sends back.
  enum Reply: Codable, Sendable {
    /// The rule's verdict.
    case report(Report)
    /// Why the launch could not do the job.
    case problem(String)
  }

  /// Does the job on the subjects found again in this launch and encodes the reply.
  @MainActor
  static func perform(_ request: [UInt8], subjects: [Subject], catalogue: Catalogue) async -> [UInt8] {
    let reply: Reply
    if let job = try? JSONDecoder().decode(LaunchJob.self, from: Data(request)) {
      reply = await job.perform(subjects: subjects, catalogue: catalogue)
    } else {
      reply = .problem("the launch could not read its request (\(request.count) bytes)")
    }
    return encode(reply)
  }

  /// The reply as the launch sends it.
  static func encode(_ reply: Reply) -> [UInt8] {
    Array((try? JSONEncoder().encode(reply)) ?? Data())
  }

  @MainActor
  private func perform(subjects: [Subject], catalogue: Catalogue) async -> Reply {
    guard let found = subjects.first(where: { $0.name == subject && $0.kind.rawValue == kind }) else {
      return .problem(
        "no \(kind) subject is named \"\(subject)\" in the launch; its subjects are \(subjects.map(\.name))")
    }
    guard let contract = catalogue.contract(withID: rule) else {
      return .problem("no rule has the id \"\(rule)\" in the launch's catalogue")
    }
    return .report(await contract.runHere(against: found.launching(nil)))
  }

  /// Does the job in a fresh launch and returns the verdict, or `nil` when no launch could
  /// be made (the caller then runs it in this process).
  static func run(_ contract: Contract, on subject: Subject, launch: Subject.Launch) async -> Report? {
    let job = LaunchJob(subject: subject.name, kind: subject.kind.rawValue, rule: contract.id)
    var request = Data()
    if case .list(let name) = launch { request = Data(name.utf8) + Data([0]) }
    guard let encoded = try? JSONEncoder().encode(job) else { return nil }
    request += encoded
    switch await FreshLaunch.run(Array(request), way: launch.way) {
    case .notLaunched:
      return nil
    case .stopped(let status):
      return contract.report(
        subject, .unverified,
        message: """
          Unverified: the run, in a fresh launch of the program, ended without a verdict: \
          \(FreshLaunch.describe(status: status)). Its output, above, says where.
          """)
    case .finished(let bytes):
      switch try? JSONDecoder().decode(Reply.self, from: Data(bytes)) {
      case .report(let report):
        return report
      case .problem(let problem):
        return contract.report(subject, .unverified, message: "Unverified: \(problem).")
      case nil:
        return contract.report(
          subject, .unverified, message: "Unverified: the fresh launch sent a reply that could not be read.")
      }
    }
  }
}
