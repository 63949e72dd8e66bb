// GoogleMobileAds brings UIKit along: a file that imports only GoogleMobileAds sees
// UIViewController, UIApplication and what UIKit brings in turn. FakeGoogleMobileAds does
// the same with FakeUIKit.
@_exported import FakeUIKit
