/// The delay an app meant by a deadline it read off a real clock a moment before handing it
/// over: `.now() + 5` given to Dispatch, a sleep's deadline given to the runtime.
///
/// The real clock moved on between the app's reading and the call that takes the deadline,
/// so the distance from the call to the deadline is a little short of the delay meant. The
/// delay is taken as the roundest value in the 10 ms that follow that distance (whole
/// seconds first, then tenths, hundredths, milliseconds): exact for any delay in whole
/// hundredths of a second unless more than 10 ms pass between the reading and the call. A
/// distance of a second or more that reads as no whole tenth is taken as the next whole
/// second when that is at most 100 ms away: a delay such as 45.93 s is rarer than a machine
/// so loaded that the app's thread stalls between its two calls (a game's 46 s round then
/// still ends at 46 s).
public enum VirtualDelay {
  /// The delay meant by a deadline the distance (in nanoseconds) from now.
  public static func meant(byDistance shortest: UInt64) -> Duration {
    let read = roundest(from: shortest, within: 10_000_000)
    let second: UInt64 = 1_000_000_000
    if shortest >= second, read % 100_000_000 != 0 {
      let wholeSecond = (shortest + second - 1) / second * second
      if wholeSecond - shortest <= 100_000_000 { return .nanoseconds(Int64(clamping: wholeSecond)) }
    }
    return .nanoseconds(Int64(clamping: read))
  }

  /// The roundest number of nanoseconds from `shortest` to `slack` after it: a multiple of
  /// a second if one is there, else of a tenth, a hundredth, a millisecond; else `shortest`.
  private static func roundest(from shortest: UInt64, within slack: UInt64) -> UInt64 {
    for grid: UInt64 in [1_000_000_000, 100_000_000, 10_000_000, 1_000_000] {
      let candidate = (shortest + grid - 1) / grid * grid
      if candidate <= shortest + slack { return candidate }
    }
    return shortest
  }
}
