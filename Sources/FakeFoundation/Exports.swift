// On a device, files that import Foundation reach Combine's ObservableObject and
// @Published with no import of their own; FakeFoundation brings FakeCombine along the same
// way.
@_exported import FakeCombine
// FakeFoundation is Foundation with its clock-bound types on the simulation's virtual
// clock: a client swaps `import Foundation` for `import FakeFoundation` and sees every
// Foundation type, with `Timer` and `NotificationCenter` the simulation's.
@_exported import Foundation
