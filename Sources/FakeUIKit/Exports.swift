// UIKit brings Foundation along: a file that imports only UIKit sees Date, URL,
// UserDefaults, NSObject and CGRect. FakeUIKit does the same, through FakeFoundation, so
// `Timer` and `NotificationCenter` are the simulation's.
@_exported import FakeFoundation
