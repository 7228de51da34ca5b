/// How a script (a file with top-level code) is compiled so that its top-level code is the program's `main`.
///
/// Swift compiles top-level code only in a module's main file, which among several files must be called
/// `main.swift`: the script's copy (a ``SourceSnapshot``, whose `#sourceLocation` line gives diagnostics, `#file`,
/// `fatalError` messages and traps back to the user's file and lines) is called so, in a folder of its own. The
/// frontend takes a main file only when it does not parse the files as a library (no `-parse-as-library`).
///
/// The top-level code becomes a function the child calls (see ``PreviewGlue``): `-entry-point-function-name`
/// names the synchronous entry ``entrySymbol``; when the top-level code awaits, the compiler puts it in an async
/// function instead, whose function pointer record ``asyncEntrySymbol`` is local to the object: `llvm-objcopy`
/// makes it global, so that the glue finds it in the library. That function ends with the C library's `exit`, which
/// the link routes to the glue's `__wrap_exit`, so that the end of the script ends the simulated program (see
/// `Simulation.exitProgram`). (A reference to the async function from the glue's Swift code would need no tool, but
/// whether it exists depends on the user's code, and the compiler's region analysis cannot take its address.)
package enum ScriptMainFile {
  /// The C name of the top-level code's synchronous entry (for async top-level code: a start-up the child never
  /// calls).
  package static let entrySymbol = "asyncplay_script_main"
  /// The async function pointer of async top-level code, which the compiler emits only when the code awaits.
  package static let asyncEntrySymbol = "async_MainTu"
  /// `llvm-objcopy`'s arguments before the object: ``asyncEntrySymbol`` made global (nothing when it is absent).
  package static let objcopyArguments = ["--globalize-symbol=\(asyncEntrySymbol)"]
  /// The linker's options: `exit` calls routed to the glue's `__wrap_exit`.
  package static let linkerOptions = ["--wrap=exit"]

  /// Where the script's copy goes in a compile's scratch folder.
  package static func copyPath(in scratch: String) -> String { scratch + "/script/main.swift" }
}
