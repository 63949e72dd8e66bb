// UserMessagingPlatform presents its forms over UIKit view controllers, and a file that
// imports it sees UIViewController and Foundation; FakeUserMessagingPlatform brings
// FakeUIKit along the same way.
@_exported import FakeUIKit
