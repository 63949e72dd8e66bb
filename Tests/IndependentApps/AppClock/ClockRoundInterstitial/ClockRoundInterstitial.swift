/// A word game played in 20-second rounds: when the round clock runs out, the game shows
/// the interstitial it holds (or goes straight on without one) and offers the next round.
enum ClockRoundInterstitial {}
