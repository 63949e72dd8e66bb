/// The AppOpenStale app's types.
enum AppOpenStale {}
