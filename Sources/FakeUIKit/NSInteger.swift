// Foundation on Darwin names the platform's integer types; Linux Foundation does not.
// Code from iOS apps (`enum GameState: NSInteger`) compiles here through FakeUIKit.

/// A signed integer the width of a pointer, as Foundation on Darwin defines it.
public typealias NSInteger = Int

/// An unsigned integer the width of a pointer, as Foundation on Darwin defines it.
public typealias NSUInteger = UInt
