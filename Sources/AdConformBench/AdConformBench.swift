import AdConformCommand

/// The bench of the `adconform` program: the catalogue's speed and memory against their
/// targets, the script reader, fresh launches and exploration.
///
/// Only the `adconform` program links it; a team's gate executable runs without it.
package enum AdConformBench {
  /// Makes the command's `bench` run this bench.
  package static func install() {
    AdConformCommand.installBench { arguments, clients, rules in
      try await AdConformCommand.bench(arguments, clients: clients, rules: rules)
    }
  }
}
