// Drivers, students' glue and scenarios name `Language` (now in TextBase) with `import Scenarios`, as before it moved.
@_exported import TextBase
