/// The usage text `adconform --help` prints.
enum Help {
  static let text = """
    OVERVIEW: Runs ad-delegate contracts against clients and reports the verdicts.

    USAGE: adconform [run] [--subject NAME]... [--contract ID]... [--format text|json] [--output PATH]
           adconform list [--format text|json] [--output PATH]
           adconform explain ID [--format text|json]
           adconform check [--subject NAME]... [--contract ID]... [--strict] [--baseline PATH] [--today YYYY-MM-DD]
                      [--format text|json|junit|markdown] [--output PATH]
           adconform subjects [--format text|json] [--output PATH]
           adconform coverage [--output PATH]
           adconform play SCRIPT.json --subject NAME [--format text|json] [--output PATH]
           adconform bench [--iterations N] [--subject NAME]... [--contract ID]... [--format text|json] [--output PATH]

    SUBCOMMANDS:
      run        (default) Run every rule against every bundled client and print the matrix.
                 Exits 0 when each client behaves as it declares: conforming clients pass
                 every rule, each faulty client breaks exactly the rules it names.
      list       List the rules: id, kind, severity, title and guide section.
      explain    Explain one rule: why, how to keep it, and a faulty client's timeline.
      check      Check clients against rules as a gate: MUST failures fail; SHOULD
                 failures warn; with --strict, SHOULD failures and unverified rules fail.
      subjects   List the clients and what they declare ("no declaration" for a team's own
                 subjects, which the default run then judges as check does).
      coverage   Print the table of guide behaviours and the rules that check them (Markdown).
      play       Play a JSON script (see Fixtures/Scripts) against one client and print
                 its timeline; --format json prints the encoded trace.
      bench      Time the catalogue (N passes, default 5) and check that every pass gives
                 the same reports; a release build is held to speed and memory targets.

    OPTIONS:
      --subject NAME    Only this client (repeatable).
      --contract ID     Only this rule; 'banner.' or 'banner.hidden-*' match by prefix (repeatable).
      --strict          Fail the gate on SHOULD failures and unverified rules.
      --baseline PATH   Accept the deviations listed in the file until their expiry dates.
      --today DATE      Decide baseline expiry as of this day (YYYY-MM-DD); default today.
      --iterations N    How many passes bench measures (1 to 1000; default 5).
      --format FORMAT   text (default) or json; check also takes junit and markdown.
      --output PATH     Write the output to the file instead of standard output. Only a
                        regular file (or a new one) is replaced, in one step, through a
                        temporary file beside it. Refused (exit 2): a directory, a pipe,
                        a device, a socket, a symbolic link, and the --baseline file or
                        play script. A write that fails exits 1 and leaves nothing behind.
      -h, --help        Show this help.

    --strict is a flag: it takes no value ('--strict=no' is an error; leave it out to keep
    the gate lenient). Every option but --subject and --contract is given at most once.
    When standard output closes early ('adconform check | head'), the command stops
    writing quietly and exits with its usual status.

    EXIT STATUS:
      0  conforming   1  violations, or --output could not be written   2  usage error
      3  nothing matched

    """
}
