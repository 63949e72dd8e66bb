import AdConformCommand
// A release build on Linux links Foundation into the program (see Package.swift); this
// import, compiled against the toolchain's static libraries, names the ones Foundation needs.
import Foundation
import IndependentApps

// The `adconform` command over the independent apps, each with what its verdict table
// declares: `explore --subject NAME` plays their scenarios in worker processes.
await AdConformCommand.main(subjects: IndependentApps.catalog)

/// Makes the apps' catalogue in the warm launcher, so each fresh launch finds it made (see
/// `adconform_fresh_launch_ready_subjects` in RuntimeHooks): it holds the apps' factories
/// and declarations, and making it runs no app's code.
@_cdecl("adconform_fresh_launch_ready_subjects")
func readySubjects() {
  _ = IndependentApps.catalog
}
