@testable import Playground
import Testing

/// `.play` files: both forms, the prompt forms, shape problems, and what `--update` writes.
@Suite("Play scripts")
struct ScriptParsingTests {
  @Test("a demo script: commands one per line; a leading comment block is the preamble; later comments are notes")
  func demo() {
    let script = PlayScript(text: "# A demo.\n\nopen task-id\n  # say something\n\n  step 3\nrun\n")
    #expect(!script.isTranscript)
    #expect(script.preamble == ["# A demo.", ""])
    #expect(script.steps.map(\.command) == ["open task-id", "# say something", "step 3", "run"])
    #expect(script.steps.map(\.line) == [3, 4, 6, 7])
    #expect(script.steps.map(\.isNote) == [false, true, false, false])
    #expect(script.steps.allSatisfy { $0.expected == nil })
    #expect(script.problems.isEmpty)
  }

  @Test("a transcript: short and full prompts start commands; the lines below are the expected output")
  func transcript() {
    let text = """
      # Pinned.
      asyncplay> open task-id
      task-id: …
      asyncplay [task-id · 0 ms]> step 2
      [    0 ms] main   started

      [    0 ms] main   query: "" → "s"
      asyncplay [task-id · 0 ms]>
      asyncplay [task-id · 0 ms]> # a note
      asyncplay>
      asyncplay [task-id · 0 ms]> tasks
      task    state


      """
    let script = PlayScript(text: text)
    #expect(script.isTranscript)
    #expect(script.preamble == ["# Pinned."])
    #expect(script.steps.map(\.command) == ["open task-id", "step 2", "", "# a note", "", "tasks"])
    #expect(script.steps.map(\.line) == [2, 4, 8, 9, 10, 11])
    #expect(script.steps[1].expected == ["[    0 ms] main   started", "", "[    0 ms] main   query: \"\" → \"s\""])
    #expect(script.steps[2].expected == [] && script.steps[2].isNote)
    // The file's trailing blank lines belong to no command.
    #expect(script.steps[5].expected == ["task    state"])
    #expect(script.problems.isEmpty)
  }

  @Test("the prompt is recognised only at the start of a line, in its two forms", arguments: [
    ("asyncplay> run", "run"), ("asyncplay [task-id · 260 ms]> step 5", "step 5"), ("asyncplay>", ""),
    ("asyncplay [timeout · 0 ms]>", ""), ("asyncplay [a]> x]> y", "x]> y"), ("asyncplay>run", nil),
    (" asyncplay> run", nil), ("asyncplayer> run", nil), ("asyncplay [task-id", nil), ("[    0 ms] main", nil),
  ] as [(String, String?)])
  func prompt(line: String, command: String?) {
    #expect(PlayScript.command(in: Substring(line)) == command)
  }

  @Test("CRLF line ends are read like LF")
  func crlf() {
    let script = PlayScript(text: "asyncplay> open task-id\r\ntask-id: x\r\nasyncplay> params\r\n")
    #expect(script.steps.map(\.command) == ["open task-id", "params"])
    #expect(script.steps[0].expected == ["task-id: x"])
  }

  @Test("output before the first command, or under a comment, is a problem with its line")
  func problems() {
    let text = "# ok\nstray output\nasyncplay> # a note\n\nprinted by nobody\nasyncplay> list\nlisting\n"
    let script = PlayScript(text: text)
    #expect(script.problems.map(\.line) == [2, 4])
    #expect(script.problems[0].description.hasPrefix("line 2: output \"stray output\" has no command before it"))
    #expect(script.problems[1].message.contains("under a comment or an empty command, which prints nothing"))
    // A note at the very end may be followed by blank lines (the file's end).
    #expect(PlayScript(text: "asyncplay> run\nx\nasyncplay> # end\n\n\n").problems.isEmpty)
  }

  @Test("rewriting writes the prompts as given, keeps the preamble and notes, and reads back the same")
  func rewrite() {
    let demo = PlayScript(text: "# Demo.\nopen task-id\n# then\nstep\n")
    let text = demo.rewritten(with: [["task-id: x  ", "", "hint"], [], ["[    0 ms] main   started"]],
                              prompts: ["asyncplay> ", "asyncplay [task-id · 0 ms]> ", "asyncplay [task-id · 0 ms]> "])
    #expect(text == """
      # Demo.
      asyncplay> open task-id
      task-id: x

      hint
      asyncplay [task-id · 0 ms]> # then
      asyncplay [task-id · 0 ms]> step
      [    0 ms] main   started

      """)
    let back = PlayScript(text: text)
    #expect(back.isTranscript && back.problems.isEmpty)
    #expect(back.steps.map(\.command) == ["open task-id", "# then", "step"])
    #expect(back.steps.map(\.expected) == [["task-id: x", "", "hint"], [], ["[    0 ms] main   started"]])
    #expect(back.rewritten(with: back.steps.map { $0.expected ?? [] },
                           prompts: ["asyncplay> ", "asyncplay [task-id · 0 ms]> ",
                                     "asyncplay [task-id · 0 ms]> "]) == text)
  }

  @Test("trailing spaces and tabs are trimmed, nothing else")
  func trimmed() {
    #expect(PlayScript.trimmed("                  │ ") == "                  │")
    #expect(PlayScript.trimmed("a \t ") == "a")
    #expect(PlayScript.trimmed("  a") == "  a")
    #expect(PlayScript.trimmed("   ") == "")
  }
}
