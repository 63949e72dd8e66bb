import AdSimulation

extension SubjectCatalogue {
  /// The catalogue with every client made again in a fresh launch of the program for each
  /// of its runs, found there in the subjects the program's `main` hands over again.
  ///
  /// Only a program whose `main` hands these same subjects to ``serveFreshLaunch()`` may
  /// use it: `AdConformCommand.main(subjects:)` does both.
  package var launchingFromProgram: SubjectCatalogue {
    var catalog = self
    catalog.entries = entries.map { $0.with(subject: $0.subject.launching(.program)) }
    return catalog
  }

  /// In a fresh launch that went on into `main`, does the one run asked of it with these
  /// clients, sends the verdict and ends the launch; in any other process, returns at once.
  package func serveFreshLaunch() async {
    guard let request = FreshLaunch.request else { return }
    let reply = await LaunchJob.perform(request, subjects: entries, subject: \.subject, catalogue: catalogue)
    FreshLaunch.finish(with: reply)
  }
}

extension SubjectCatalogue.Entry {
  /// The entry with another subject and the same declaration.
  package func with(subject: Subject) -> Self {
    var entry = self
    entry.subject = subject
    return entry
  }
}
