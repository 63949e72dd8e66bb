import AdConformBench
import AdConformCommand
import ExampleSubjects
// A release build on Linux links Foundation into the program (see Package.swift); this
// import, compiled against the toolchain's static libraries, names the ones Foundation needs.
import Foundation

AdConformBench.install()
await AdConformCommand.main(subjects: Fixtures.catalog)
