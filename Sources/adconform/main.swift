import AdConformBench
import AdConformCommand
import ExampleSubjects
// A release build on Linux links Foundation into the program (see Package.swift); this
// import, compiled against the toolchain's static libraries, names the ones Foundation needs.
import Foundation

AdConformBench.install()
await AdConformCommand.main(subjects: Fixtures.catalog)

/// Makes the bundled catalogue in the warm launcher, so each fresh launch finds it made
/// (see `adconform_fresh_launch_ready_subjects` in RuntimeHooks): it holds the clients'
/// factories and declarations, and making it runs no client's code.
@_cdecl("adconform_fresh_launch_ready_subjects")
func readySubjects() {
  _ = Fixtures.catalog
}
