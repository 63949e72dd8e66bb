// Follows AdMobManager (github.com/trinhxuanminh/AdMobManager), file
// Sources/AdMobManager/Ad/Base/HanderType.swift at commit 86cd8bf522c9ead8e997d4d6168c68d61288fcba.
// Edits for Linux: none.

import Foundation

/// A callback with nothing to pass, as the library's API takes them.
public typealias Handler = (() -> Void)
