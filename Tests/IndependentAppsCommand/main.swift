import AdConformCommand
// A release build on Linux links Foundation into the program (see Package.swift); this
// import, compiled against the toolchain's static libraries, names the ones Foundation needs.
import Foundation
import IndependentApps

// The `adconform` command over the independent apps, each with what its verdict table
// declares: `explore --subject NAME` plays their scenarios in worker processes.
await AdConformCommand.main(subjects: IndependentApps.catalog)
