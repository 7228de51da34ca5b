// Scenarios re-exports TextBase: the exercises' drivers (Lessons/Exercises/*/driver.swift), the glue asyncplay
// compiles beside a student's file and the scenarios themselves are written `import Scenarios` and name `Language`
// (and `DurationSyntax`), which were declared here before they moved to TextBase.
@_exported import TextBase
