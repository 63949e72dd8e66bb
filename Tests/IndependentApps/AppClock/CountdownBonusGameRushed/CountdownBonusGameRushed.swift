/// The ten-second game of ``CountdownBonusGame`` with one bug: its bonus offer counts down
/// one second, not four, before the rewarded interstitial starts.
enum CountdownBonusGameRushed {}
