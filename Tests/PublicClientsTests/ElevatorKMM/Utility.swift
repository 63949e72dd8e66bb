// Follows ElevatorKMM (github.com/whenyourapprun/ElevatorKMM), file
// iosApp/iosApp/Public/Utility.swift at commit 3584161a46e3161632b44b3210d513434088e83c: the ad
// unit ids and the notification names the ad classes post.
// Edits for Linux: none. Left out: `import SwiftUI`, `import shared` (the app's Kotlin
// module), `import Combine`, the colour extension and the app's data store. The app's own ad
// unit ids are replaced by placeholders of the same form.

import Foundation

let bannerId = "ca-app-pub-0000000000000000/0000000011"
let fullId = "ca-app-pub-0000000000000000/0000000012"
let rewardFullId = "ca-app-pub-0000000000000000/0000000013"
let rewardId = "ca-app-pub-0000000000000000/0000000014"
let openId = "ca-app-pub-0000000000000000/0000000015"

extension NSNotification.Name {
  // The app open ad's events.
  static let openAdDidDismissFullScreenContent = Notification.Name("openAdDidDismissFullScreenContent")
  static let openAdLoad = Notification.Name("openAdLoad")
  // The interstitial's event.
  static let interstitialAdDidDismissFullScreenContent = Notification.Name("interstitialAdDidDismissFullScreenContent")
  // The rewarded ad's event.
  static let rewardedAdDidDismissFullScreenContent = Notification.Name("rewardedAdDidDismissFullScreenContent")
}
