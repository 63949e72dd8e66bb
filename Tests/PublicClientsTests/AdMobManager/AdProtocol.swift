// Follows AdMobManager (github.com/trinhxuanminh/AdMobManager), file
// Sources/AdMobManager/Ad/Base/AdProtocol.swift at commit 86cd8bf522c9ead8e997d4d6168c68d61288fcba.
// Edits for Linux: `import UIKit` -> `import FakeUIKit`; `@objc` dropped from the protocol and
// from `isExist()`. Without `@objc` Swift allows no `optional` requirement, so `optional` is
// dropped too and `isExist()` gets a default in the extension (false); the facade that
// unwraps `isExist!()` is not rewritten (see MEASURED.md). This edit comes from the Linux
// toolchain having no Objective-C runtime, not from the fakes.

import FakeUIKit

/// What each full-screen ad wrapper offers the facade.
protocol AdProtocol {
  func config(id: String)
  func isPresent() -> Bool
  func isExist() -> Bool
  func show(rootViewController: UIViewController,
            didFail: Handler?,
            didEarnReward: Handler?,
            didHide: Handler?)
}

extension AdProtocol {
  func config(timeout: Double) {}
  func config(didFail: Handler?, didSuccess: Handler?) {}
  func isExist() -> Bool { false }
}
