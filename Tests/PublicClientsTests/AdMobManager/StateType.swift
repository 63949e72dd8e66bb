// Follows AdMobManager (github.com/trinhxuanminh/AdMobManager), file
// Sources/AdMobManager/Ad/Base/StateType.swift at commit 86cd8bf522c9ead8e997d4d6168c68d61288fcba.
// Edits for Linux: none.

import Foundation

/// Where a view's one ad request stands.
enum State {
  case wait
  case loading
  case receive
  case error
}
