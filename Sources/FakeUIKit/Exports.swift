// UIKit brings Foundation along: a file that imports only UIKit sees Date, URL,
// UserDefaults, NSObject and CGRect. FakeUIKit does the same.
@_exported import Foundation

// On a device, files that import UIKit or Foundation reach Combine's ObservableObject
// and @Published with no import of their own; FakeUIKit brings FakeCombine along the
// same way.
@_exported import FakeCombine
