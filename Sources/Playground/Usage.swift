import Scenarios

/// The text of `asyncplay --help`.
public enum Usage {
  /// The usage text, every line ending in a newline.
  public static func text(workloads: [BenchWorkload] = BenchWorkload.all) -> String {
    var lines = [
      "asyncplay: run Swift concurrency scenarios as a deterministic simulation on virtual time",
      "",
      "Usage:",
      "  asyncplay [repl] [--lang zh|en] [--keep-going] [--no-color] [--lessons DIR]",
      "      the playground: open, set, run, step through a run, look at tasks and timelines",
      "      (on a terminal: line editing, history, Tab; from a pipe or file: a transcript)",
      "  asyncplay list [--lang zh|en]",
      "  asyncplay run <scenario> [name=value ...] [options]",
      "  asyncplay play <file.play> [--present] [--pace D] [--speed Nx] [--lang zh|en] [--keep-going]",
      "                 [--no-color]",
      "      play a demo script (REPL commands, one per line, # comments) and print its transcript;",
      "      --present waits for Enter before each command, --pace D goes on by itself after D,",
      "      --speed 1x|0.5x|10x prints each run's events at their virtual times; Ctrl-C stops (status 130)",
      "  asyncplay test <file.play|dir> ... [--update]",
      "      check transcript tests (each command after its prompt, the output it must print below it);",
      "      prints file:line and a diff per mismatch, then N passed, M failed; --update rewrites them",
      "  asyncplay exercises [--workspace DIR]",
      "      the exercises, one per line: id, lesson, status (not started, failing, done)",
      "  asyncplay exercise ID [--reset] [--hints] [--workspace DIR]",
      "      write the exercise's starting file into the workspace (never over your changes; --reset keeps them",
      "      as a numbered backup first) and print its goal; the last line is the file's path",
      "  asyncplay check ID|FILE [--workspace DIR] [--json]",
      "      compile your file, run it in the simulator, print the run and each check (exit 0: all hold);",
      "      any FILE with a top-level func play() async is a sandbox: play() runs as main",
      "  asyncplay watch [ID|FILE] [--workspace DIR]   check again on every save, until Ctrl-C",
      "  asyncplay solution ID                          print the exercise's reference solution",
      "  asyncplay new FILE                             write a sandbox file to start from",
      "      workspace: --workspace DIR, else $ASYNCPLAY_WORKSPACE, else ~/asyncplay-exercises",
      "  asyncplay bench <workload> [name=value ...]",
      "  asyncplay help",
      "",
      "Run options:",
      "  --json           print the trace as JSON Lines (the last line is the done object)",
      "  --real           run on the real executors and clock instead of simulating (timings vary)",
      "  --lang zh|en     language of the rendering and of the scenario's lines (default: from LC_ALL/LANG, zh* → zh, else en)",
      "  --no-color       never colour (colour is also off when stdout is not a terminal, NO_COLOR is set",
      "                   or TERM=dumb)",
      "  --max-time D     virtual-time budget (default 3600s; with --real: real time, default 60s)",
      "  --max-events N   event budget (default 100000)",
      "  --max-jobs N     executor-job budget (default 10000000)",
      "  --wall           print the wall-clock time of the run on stderr",
      "  --export FORMAT=FILE  also write the run to FILE: json, trace (Chrome/Perfetto), svg or md",
      "",
      "Durations: 300ms, 0.3s, 2s, 1500us, 1m, or a bare number of ms.",
      "",
      "Bench workloads (print one JSON object):",
    ]
    for workload in workloads {
      lines.append("  " + workload.synopsis)
      lines.append("      " + workload.summary)
    }
    lines += [
      "",
      "Exit status: 0 finished, 1 the run crashed or could not start, 2 bad command line, 3 deadlock,",
      "4 budget exceeded (or the run did not yield in time), 5 work escaped the simulator.",
      "",
      "See the scenarios and their parameters with: asyncplay list",
    ]
    return lines.map { $0 + "\n" }.joined()
  }
}
