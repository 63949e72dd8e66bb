// iAd brings UIKit along: a file that imports only iAd sees UIViewController, UIView and
// what UIKit brings in turn. FakeiAd does the same with FakeUIKit.
@_exported import FakeUIKit
