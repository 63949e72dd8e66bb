// UIKit brings Foundation along: a file that imports only UIKit sees Date, URL,
// UserDefaults, NSObject and CGRect. FakeUIKit does the same.
@_exported import Foundation
