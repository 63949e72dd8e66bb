import AdSimulation
import Foundation

/// One run on one subject, done in a fresh launch for the process that asked: a rule's
/// check, or a play of a script with the rules' monitors watching.
struct LaunchJob: Codable, Sendable {
  /// The subject's name.
  var subject: String
  /// The subject's kind, since two subjects of a list may share a name.
  var kind: String
  /// The run.
  var work: Work

  /// What the launch runs.
  enum Work: Codable, Sendable {
    /// One witness of the rule with the id, checked as `check` does.
    case check(rule: String, witness: Int)
    /// A script played with monitors watching (see ``Exploration``).
    case play(PlayRequest)
  }

  /// What the launch sends back.
  enum Reply: Codable, Sendable {
    /// The rule's verdict.
    case report(Report)
    /// What the play saw.
    case playthrough(PlayReply)
    /// Why the launch could not do the job.
    case problem(String)
  }

  /// Does the job on the subjects found again in this launch and encodes the reply.
  ///
  /// The subjects are read through `subject`, one position at a time: a launch touches
  /// only what it compares and the one it plays, not every client of a large catalogue
  /// made before it was forked.
  @MainActor
  static func perform<Subjects: Collection>(
    _ request: [UInt8], subjects: Subjects, subject: (Subjects.Element) -> Subject, catalogue: Catalogue
  ) async -> [UInt8] {
    guard let job = try? JSONDecoder().decode(LaunchJob.self, from: Data(request)) else {
      return encode(.problem("the launch could not read its request (\(request.count) bytes)"))
    }
    let position = subjects.firstIndex { element in
      let candidate = subject(element)
      return candidate.name == job.subject && candidate.kind.rawValue == job.kind
    }
    guard let position else {
      return encode(
        .problem(
          "no \(job.kind) subject is named \"\(job.subject)\" in the launch; its subjects are \(subjects.map { subject($0).name })"
        ))
    }
    let found = subject(subjects[position])
    let subject = found.launching(nil)
    clearAppDefaults()
    switch job.work {
    case .check(let id, let witness):
      guard let rule = catalogue.rule(withID: id) else {
        return encode(.problem("no rule has the id \"\(id)\" in the launch's catalogue"))
      }
      guard (0..<rule.witnesses).contains(witness) else {
        return encode(.problem("\(id) has \(rule.witnesses) witness scenarios, so there is no witness \(witness)"))
      }
      return encode(.report(await rule.runHere(against: subject, witness: witness)))
    case .play(let play):
      return encode(await play.perform(on: subject, catalogue: catalogue))
    }
  }

  /// Empties the app's own `UserDefaults`, as a fresh install has them: what earlier
  /// launches of the program wrote is gone before the run, and a script's
  /// ``Script/appDefaults`` say what a previous launch left instead.
  ///
  /// Foundation keeps the program's defaults in a property list in the user's
  /// configuration folder. When that folder holds no property list, no launch saved any,
  /// and the defaults are left for the app to open: their first use reads the command's
  /// arguments and every domain, which would be a fifth of a launch's work.
  static func clearAppDefaults() {
    guard AppDefaultsFolder.mayHoldSavedDefaults() else { return }
    let defaults = UserDefaults.standard
    for key in defaults.dictionaryRepresentation().keys.sorted() { defaults.removeObject(forKey: key) }
  }

  /// The reply as the launch sends it.
  static func encode(_ reply: Reply) -> [UInt8] {
    Array((try? JSONEncoder().encode(reply)) ?? Data())
  }

  /// Sends the job to a fresh launch and returns its reply, or `nil` when no launch could
  /// be made (the caller then runs it in this process).
  static func send(_ work: Work, for subject: Subject, launch: Subject.Launch) async -> Result<Reply, Stopped>? {
    let job = LaunchJob(subject: subject.name, kind: subject.kind.rawValue, work: work)
    var request = Data()
    if case .list(let name) = launch { request = Data(name.utf8) + Data([0]) }
    guard let encoded = try? JSONEncoder().encode(job) else { return nil }
    request += encoded
    switch await FreshLaunch.run(Array(request), way: launch.way) {
    case .notLaunched:
      return nil
    case .stopped(let status):
      return .failure(Stopped(reason: "ended without a result: \(FreshLaunch.describe(status: status))"))
    case .finished(let bytes):
      guard let reply = try? JSONDecoder().decode(Reply.self, from: Data(bytes)) else {
        return .failure(Stopped(reason: "sent a reply that could not be read"))
      }
      return .success(reply)
    }
  }

  /// Why a launch gave no reply.
  struct Stopped: Error {
    var reason: String
  }

  /// Checks the rule in fresh launches, one for each of its witnesses, and returns the
  /// verdict, or `nil` when no launch could be made.
  static func run(_ rule: Rule, on subject: Subject, launch: Subject.Launch) async -> Report? {
    var reports: [Report] = []
    for witness in 0..<rule.witnesses {
      guard let report = await run(rule, witness: witness, on: subject, launch: launch) else { return nil }
      // A broken rule is shown by the run that broke it; the others add nothing.
      if report.status.isViolation { return report }
      reports.append(report)
    }
    return rule.combined(reports)
  }

  /// Checks one of the rule's witnesses in a fresh launch.
  private static func run(_ rule: Rule, witness: Int, on subject: Subject, launch: Subject.Launch) async -> Report? {
    switch await send(.check(rule: rule.id, witness: witness), for: subject, launch: launch) {
    case nil:
      return nil
    case .failure(let stopped):
      return rule.report(
        subject, .unverified,
        message:
          "Unverified: the run, in a fresh launch of the program, \(stopped.reason). Its output, above, says where.")
    case .success(.report(let report)):
      return report
    case .success(.problem(let problem)):
      return rule.report(subject, .unverified, message: "Unverified: \(problem).")
    case .success(.playthrough):
      return rule.report(subject, .unverified, message: "Unverified: the fresh launch answered another question.")
    }
  }
}
