// Follows AdMobManager (github.com/trinhxuanminh/AdMobManager), file
// Sources/AdMobManager/Extension/UIApplicationExtension.swift at commit
// 86cd8bf522c9ead8e997d4d6168c68d61288fcba.
// Edits for Linux: `import Foundation` and `import UIKit` -> `import FakeUIKit`.

import FakeUIKit

extension UIApplication {
  /// The controller on top of the first window's stack: through navigation stacks and
  /// presented screens.
  class func topStackViewController(viewController: UIViewController? = UIApplication.shared.windows.first?.rootViewController) -> UIViewController? {
    if let navigationController = viewController as? UINavigationController {
      return topStackViewController(viewController: navigationController.visibleViewController)
    }
    if let tabBarController = viewController as? UINavigationController {
      return topStackViewController(viewController: tabBarController)
    }
    if let presented = viewController?.presentedViewController {
      return topStackViewController(viewController: presented)
    }
    return viewController
  }
}
