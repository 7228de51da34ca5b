@testable import Playground
import Testing

/// The harm catalogue, part 3: nothing the student keeps is lost — progress is forgotten only when asked for, with a
/// numbered backup that puts it back; an export to the session's own standard output stands in the transcript.
/// Each case: the command, the exit status, the exact line; a command ends with status 99 when a file it keeps
/// an eye on is not what it must be.
extension HarmCatalogueTests {
  /// A progress file with lesson 4 at step 5 and its first quiz answered, kept at `data/asyncplay/progress.json`
  /// (the case's own XDG_DATA_HOME), and its copy `expected` to compare with.
  static let progress = (
    "setup-MARK.sh",
    """
    mkdir -p data/asyncplay
    printf '{\\n  "version": 1,\\n  "lessons": {\\n    "task-id": {"step": 4, "seen": [0, 1, 2, 3, 4], "quizzes": {"1": true}}\\n  }\\n}\\n' > data/asyncplay/progress.json
    cp data/asyncplay/progress.json expected
    export XDG_DATA_HOME="$PWD/data"
    """)

  @Test("data safety: reset-progress asks or needs --yes and keeps a backup; export to /dev/stdout")
  func dataSafety() throws {
    let file = "data/asyncplay/progress.json"
    try HarmCase.check([
      HarmCase(name: "reset-progress piped without --yes", files: [Self.progress],
               command: ". ./setup-MARK.sh; echo reset-progress | \"$A\" --lang en --progress; s=$?; "
                 + "cmp -s \(file) expected || s=99; exit $s",
               status: 1,
               line: "asyncplay: line 1: reset-progress would forget the progress of 1 lesson; a piped session cannot "
                 + "ask first, so it needs reset-progress --yes (a backup is kept)"),
      HarmCase(name: "reset-progress piped without --progress forgets only the session's record",
               files: [Self.progress],
               command: ". ./setup-MARK.sh; printf 'lesson 4\\nreset-progress --yes\\n' | \"$A\" --lang en; s=$?; "
                 + "cmp -s \(file) expected || s=99; exit $s",
               status: 0,
               line: "Forgot this session's progress (1 lesson); the progress file was not touched…"),
      HarmCase(name: "reset-progress --yes keeps a numbered backup, and the command it prints restores it",
               files: [Self.progress],
               command: ". ./setup-MARK.sh; echo 'reset-progress --yes' | \"$A\" --lang en --progress > said; s=$?; "
                 + "cat said; cmp -s \(file).~1~ expected || s=99; grep -q '\"task-id\"' \(file) && s=98; "
                 + "eval \"$(grep '^  mv ' said)\" && cmp -s \(file) expected || s=97; "
                 + "test -e \(file).~1~ && s=96; exit $s",
               status: 0,
               line: "  mv ./data/asyncplay/progress.json.~1~ ./data/asyncplay/progress.json"),
      HarmCase(name: "a second reset keeps the first backup and makes ~2~",
               files: [Self.progress],
               command: ". ./setup-MARK.sh; cp expected \(file).~1~; "
                 + "echo 'reset-progress --yes' | \"$A\" --lang en --progress > said; s=$?; cat said; "
                 + "cmp -s \(file).~1~ expected && cmp -s \(file).~2~ expected || s=99; exit $s",
               status: 0,
               line: "  mv ./data/asyncplay/progress.json.~2~ ./data/asyncplay/progress.json"),
      HarmCase(name: "nothing recorded: nothing forgotten, no backup", files: [],
               command: "export XDG_DATA_HOME=\"$PWD/data\"; echo 'reset-progress --yes' | \"$A\" --lang en --progress; "
                 + "s=$?; test -e data/asyncplay/progress.json.~1~ && s=99; exit $s",
               status: 0, line: "There is no progress to forget."),
      HarmCase(name: "export json /dev/stdout in a piped REPL", files: [],
               // The status is asyncplay's, not the pipe's last command's (sh has no pipefail).
               command: "{ printf 'open task-id\\nexport json /dev/stdout\\n' | \"$A\" --lang en; echo $? > st; } "
                 + "| cat > o; s=$(cat st); sed -n 's/^{\"t_ms\":[0-9]*,\"seq\":[0-9]*,\"kind\":\"done\",.*/the trace'\"'\"'s done event/p' o; exit $s",
               status: 0, line: "the trace's done event"),
      HarmCase(name: "export json /dev/stdout says what it wrote", files: [],
               command: "{ printf 'open task-id\\nexport json /dev/stdout\\n' | \"$A\" --lang en; echo $? > st; } "
                 + "| cat; exit $(cat st)",
               status: 0, line: "wrote /dev/stdout (json, …"),
      HarmCase(name: "export json /dev/stdout redirected to a file keeps the transcript before it", files: [],
               command: "printf 'open task-id\\nexport json /dev/stdout\\n' | \"$A\" --lang en > t.txt; s=$?; "
                 + "head -n 1 t.txt; grep -q '\"kind\":\"done\"' t.txt || s=99; exit $s",
               status: 0, line: "asyncplay> open task-id"),
      HarmCase(name: "export to /dev/stdin is refused in one line", files: [],
               command: "printf 'open task-id\\nexport json /dev/stdin\\n' | \"$A\" --lang en",
               status: 1,
               line: "asyncplay: line 2: cannot write \"/dev/stdin\": descriptor 0 is open for reading only"),
      HarmCase(name: "run --export json=/dev/stdout after the text, into a pipe", files: [],
               command: "{ \"$A\" run task-id --lang en --export json=/dev/stdout; echo $? > st; } | tail -n 1 "
                 + "| sed 's/^{\"t_ms\":[0-9]*,\"seq\":[0-9]*,\"kind\":\"done\",.*/the trace'\"'\"'s done event, last/'; "
                 + "exit $(cat st)",
               status: 0, line: "the trace's done event, last"),
    ], plainText: true)
  }

  @Test("names and text holding control characters are shown escaped, never sent to the terminal")
  func controlCharacters() throws {
    let esc = "\u{1B}[2J"
    let name = "\"$(printf 'bad\\033[2J.swift')\""
    let badFile = ("bad\(esc).swift", "func play() async {\n  let x: Int = \"s\"\n}\n")
    try HarmCase.check([
      HarmCase(name: "a file name holding ESC that does not compile",
               files: [badFile],
               command: "\"$A\" check \(name) --lang en", status: 1,
               line: "bad^[[2J.swift:2:16: error: cannot convert value of type 'String' to specified type 'Int'"),
      HarmCase(name: "a file name holding ESC: the verdict names it",
               files: [badFile],
               command: "\"$A\" check \(name) --lang en", status: 1,
               line: "✗ bad^[[2J.swift does not compile (1 error; the first at bad^[[2J.swift:2). Fix it…"),
      HarmCase(name: "new with a name holding ESC", files: [],
               command: "\"$A\" new \"$(printf 'n\\033[2J.swift')\" --lang en", status: 0,
               line: "Wrote a sandbox file. Run it with: asyncplay check n^[[2J.swift"),
      HarmCase(name: "an export into a missing folder holding ESC", files: [],
               command: "\"$A\" run task-id --lang en --export \"json=$(printf 'd\\033[2J')/x.json\"", status: 1,
               line: "asyncplay: cannot write \"d^[[2J/x.json\": the directory d^[[2J does not exist"),
      HarmCase(name: "a missing script holding ESC", files: [],
               command: "\"$A\" play \"$(printf 'p\\033[2J.play')\" --lang en", status: 2,
               line: "asyncplay: cannot read \"p^[[2J.play\": no such file"),
      HarmCase(name: "a workspace holding ESC", files: [],
               command: "\"$A\" exercise task-id --workspace \"$(printf 'w\\033[2J')\" --lang en", status: 0,
               line: "workspace: ./w^[[2J (from --workspace)"),
      HarmCase(name: "a program that prints ESC", files: [("p.swift", "func play() async {\n  print(\"a\\u{1B}[2Jb\\u{07}\")\n}\n")],
               command: "\"$A\" check p.swift --lang en", status: 0, line: "[    0 ms] main a^[[2Jb^G"),
      HarmCase(name: "a raw ESC in the source: the compiler's excerpt", files: [("r.swift", "func play() async {\n  let s = \"a\(esc)b\"\n}\n")],
               command: "\"$A\" check r.swift --lang en", status: 1, line: "2 |   let s = \"a^[[2Jb\""),
    ], plainText: true)
  }
}
