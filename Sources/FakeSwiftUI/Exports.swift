// SwiftUI on a phone brings UIKit, Foundation and Combine along: a file that imports only
// SwiftUI sees UIView, UIApplication, Date and ObservableObject. FakeSwiftUI does the same
// with the fakes, so `Timer` and `NotificationCenter` are the simulation's.
@_exported import FakeCombine
@_exported import FakeUIKit
