// AppTrackingTransparency is used beside UIKit; FakeAppTrackingTransparency brings
// FakeUIKit along so a file that imports only it sees the usual names.
@_exported import FakeUIKit
