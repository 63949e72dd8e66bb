import AdConformCommand
import AdSimulation

extension Benchmark {
  /// How fast the JSON script reader turns one long line of script into a ``Script``.
  ///
  /// The script is generated in memory, all on one line (the shape that once made the
  /// reader quadratic), with every kind of member a script has: durations with fractions,
  /// error names, ad units with `\u` escapes, booleans. Each pass decodes it from bytes,
  /// as `Script.load(contentsOf:)` does after reading the file.
  struct ReaderSample {
    /// The script's size in bytes.
    var bytes: Int
    /// How many steps it has.
    var steps: Int
    /// The wall time of each pass, in order.
    var passes: [Duration]
    /// Why a pass failed to decode the script, or gave the wrong steps; `nil` when all did.
    var failure: String?

    /// The median pass.
    var median: Duration { Benchmark.median(passes) }

    /// Megabytes (10^6 bytes) read per second, from the median pass.
    var megabytesPerSecond: Double {
      let milliseconds = Benchmark.millisecondsValue(median)
      return milliseconds > 0 ? Double(bytes) / 1_000 / milliseconds : .infinity
    }

    /// Decodes a generated one-line script of at least `size` bytes `iterations` times.
    static func measure(iterations: Int, size: Int) -> ReaderSample {
      let (script, steps) = oneLineScript(size: size)
      let clock = ContinuousClock()
      var passes: [Duration] = []
      var failure: String?
      for _ in 0..<iterations {
        let start = clock.now
        do {
          let decoded = try Script.decode(bytes: script, file: "<benchmark script>")
          passes.append(start.duration(to: clock.now))
          if decoded.steps.count != steps {
            failure = "Expected \(steps) steps from the benchmark script, but the reader gave \(decoded.steps.count)."
          }
        } catch {
          passes.append(start.duration(to: clock.now))
          failure = "Expected the benchmark script to load, but the reader rejected it: \(error.description)"
        }
      }
      return ReaderSample(bytes: script.count, steps: steps, passes: passes, failure: failure)
    }

    /// A valid script of at least `size` bytes with no line break, and its number of steps.
    static func oneLineScript(size: Int) -> (bytes: [UInt8], steps: Int) {
      var text: [UInt8] = []
      text.reserveCapacity(size + 128)
      text += #"{"name":"reader benchmark","seed":7,"device":{"idiom":"pad","orientation":"landscape"},"steps":["#.utf8
      var steps = 0
      while text.count + 2 < size {
        if steps > 0 { text.append(UInt8(ascii: ",")) }
        let step: String =
          switch steps % 8 {
          case 0: #"{"step":"fill","after":\#(steps % 7).5}"#
          case 1: #"{"step":"fail","error":"inventoryUnavailable","after":\#(steps % 3)}"#
          case 2: #"{"step":"advance","by":\#(steps % 600)}"#
          case 3: #"{"step":"tap","willLeave":\#(steps % 2 == 0)}"#
          case 4: #"{"step":"rotate","to":"portrait"}"#
          case 5: #"{"step":"fill","adUnit":"ca-app-pub-3940256099942544/5575463023"}"#
          case 6: #"{"step":"fail","error":"noFill","adUnit":"caf\u00e9-\#(steps)"}"#
          default: #"{"step":"close"}"#
          }
        text += step.utf8
        steps += 1
      }
      text += "]}".utf8
      return (text, steps)
    }
  }
}
