import AdSimulation
import Foundation

/// The launch entry a fresh launch calls before `main`: finds the subject list the request
/// names, does the job and sends the reply.
///
/// The request is the list type's mangled name, a zero byte, then the job. The launch
/// serves the main queue from this thread, the program's first, until the job ends it.
@_cdecl("adconform_fresh_launch_entry")
public func adconformFreshLaunchEntry() {
  let request = FreshLaunch.request ?? []
  let split = request.firstIndex(of: 0) ?? request.endIndex
  let name = String(decoding: request[..<split], as: UTF8.self)
  let job = Array(request[min(split + 1, request.endIndex)...])
  Task { @MainActor in
    guard let list = _typeByName(name) as? any SubjectList.Type else {
      let reply = LaunchJob.Reply.problem("the launch could not find the subject list \(name)")
      FreshLaunch.finish(with: LaunchJob.encode(reply))
    }
    FreshLaunch.finish(
      with: await LaunchJob.perform(job, subjects: list.subjects, subject: { $0 }, catalogue: list.catalogue))
  }
  // Before `main` the thread cannot leave as `dispatchMain()` would; it serves the main
  // queue itself until the job ends the launch.
  while true { FreshLaunch.serveMainQueue(waitingAtMost: 1_000) }
}
