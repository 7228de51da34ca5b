/// What `preview` needs to know about a Swift file before compiling it, read from its tokens (see
/// ``SwiftTokenizer``; comments and strings never count): whether it has top-level code (then it is a script), where
/// its `#Preview`s are, and which `View` types it declares and whether each can be made without arguments.
///
/// The outline is a reading of the declarations, not a type checker: what it cannot tell (a view whose stored
/// properties all have defaults set in an extension's initializer) the compiler tells afterwards, at the user's line.
package struct SwiftSourceOutline: Sendable, Equatable {
  /// A `#Preview { … }`.
  package struct Preview: Sendable, Equatable {
    /// The line of its `#`.
    package var line: Int
    /// Its name, `#Preview("Loaded") { … }`, if it has one.
    package var name: String?
    /// Where its `#` is: the index of that Unicode scalar in the source.
    package var offset = 0
  }

  /// A type that conforms to `View` in its declaration (or in an extension of the file).
  package struct ViewType: Sendable, Equatable {
    /// Its name, qualified by the types it is nested in (`Settings.Row`).
    package var name: String
    /// The line of its declaration.
    package var line: Int
    /// Whether `Name()` makes one: an `init()` (or one whose every parameter has a default), or no initializer and
    /// every stored property with an initial value.
    package var makesWithoutArguments: Bool
    /// Whether it, or a type it is nested in, is `private` or `fileprivate` (other files cannot name it).
    package var isFilePrivate: Bool
    /// Whether it has generic parameters (`Row<Item>`), which `Name()` cannot infer.
    package var isGeneric: Bool
  }

  /// A type that conforms to `PreviewProvider` (the previews written before `#Preview`): its `previews` is a root.
  package struct PreviewProviderType: Sendable, Equatable {
    /// Its name, qualified by the types it is nested in.
    package var name: String
    /// The line of its declaration.
    package var line: Int
  }

  /// The line of the first top-level statement, when the file has any (it is then a script).
  package var topLevelCodeLine: Int?
  /// The `#Preview`s, in order.
  package var previews: [Preview] = []
  /// The `View` types, in order of declaration.
  package var viewTypes: [ViewType] = []
  /// The `PreviewProvider` types it declares, in order.
  package var previewProviders: [PreviewProviderType] = []
  /// The `App` types it declares (`struct NewsApp: App`), qualified by the types they are nested in: `App` requires
  /// `init()`, so each can be made.
  package var appTypes: [String] = []
  /// The classes that adopt `UIApplicationDelegate`: an iOS 13 app's entry point.
  package var appDelegateTypes: [String] = []
  /// The classes that adopt `UIWindowSceneDelegate`.
  package var sceneDelegateTypes: [String] = []

  /// Whether the file is a script: its top-level code runs as `main`.
  package var hasTopLevelCode: Bool { topLevelCodeLine != nil }

  /// The outline of `source`.
  package init(source: String) {
    var reader = SwiftOutlineReader(tokens: SwiftTokenizer.tokens(source))
    reader.read()
    topLevelCodeLine = reader.topLevelCodeLine
    previews = reader.previews
    viewTypes = reader.viewTypes()
    appTypes = reader.appTypes()
    appDelegateTypes = reader.delegateClasses(\.conformsToAppDelegate)
    sceneDelegateTypes = reader.delegateClasses(\.conformsToSceneDelegate)
    previewProviders = reader.previewProviders()
  }
}

/// The walk over a file's tokens behind ``SwiftSourceOutline``.
package struct SwiftOutlineReader {
  /// What a pair of braces encloses.
  private enum Scope {
    /// A type's (or an extension's) members.
    case members(TypeRecord)
    /// Anything else: a function body, a closure, a statement's block, an accessor.
    case code
  }

  /// What the walk gathers about one type declaration or extension.
  package final class TypeRecord {
    package let name: String
    package let line: Int
    package let isExtension: Bool
    package let conformsToView: Bool
    /// Whether its inheritance list names `App` (an app's entry point, shown by its first `WindowGroup`).
    package let conformsToApp: Bool
    /// Whether its inheritance list names `PreviewProvider`.
    package var conformsToPreviewProvider = false
    /// Whether its inheritance list names `UIApplicationDelegate` (an iOS 13 app's entry point).
    package var conformsToAppDelegate = false
    /// Whether its inheritance list names `UIWindowSceneDelegate` (the scene delegate its Info.plist would name).
    package var conformsToSceneDelegate = false
    package let isGeneric: Bool
    package let isFilePrivate: Bool
    /// Whether `Name()` could make one at all (a struct, class or actor; not an enum or a protocol).
    package let makesInstances: Bool
    /// Whether its body (not an extension) declares an initializer, which takes the implicit ones away.
    package var declaresInitializer = false
    /// Whether it has an initializer callable without arguments that other files can call.
    package var hasArgumentlessInitializer = false
    /// Whether some stored property has no initial value (so the implicit `init()` does not exist).
    package var needsArguments = false

    package init(name: String, line: Int, isExtension: Bool, conformsToView: Bool, conformsToApp: Bool, isGeneric: Bool,
         isFilePrivate: Bool, makesInstances: Bool) {
      self.name = name
      self.line = line
      self.isExtension = isExtension
      self.conformsToView = conformsToView
      self.conformsToApp = conformsToApp
      self.isGeneric = isGeneric
      self.isFilePrivate = isFilePrivate
      self.makesInstances = makesInstances
    }
  }

  package typealias Token = SwiftTokenizer.Token

  package let tokens: [Token]
  private var position = 0
  private var scopes: [Scope] = []
  /// Open `(` and `[` per brace level, innermost last.
  private var nesting: [Int] = [0]
  /// The type whose `{` comes next (its name, inheritance and generics were read).
  private var pendingType: TypeRecord?
  private(set) var records: [TypeRecord] = []
  private(set) var topLevelCodeLine: Int?
  private(set) var previews: [SwiftSourceOutline.Preview] = []

  package init(tokens: [Token]) { self.tokens = tokens }

  /// Words that begin (or qualify) a declaration: a line starting with one is not a statement.
  package static let declarationWords: Set<String> = [
    "import", "struct", "class", "enum", "actor", "protocol", "extension", "func", "typealias", "let", "var",
    "init", "deinit", "subscript", "operator", "precedencegroup", "macro", "associatedtype", "case",
    "public", "private", "fileprivate", "internal", "open", "package", "final", "static", "nonisolated", "indirect",
    "mutating", "nonmutating", "convenience", "required", "override", "dynamic", "lazy", "weak", "unowned",
    "prefix", "postfix", "infix", "consuming", "borrowing", "isolated", "distributed",
  ]

  /// Directives that are not code.
  package static let directives: Set<String> = ["if", "elseif", "else", "endif", "warning", "error", "sourceLocation",
                                        "Preview"]

  /// Words that continue the line before them (`where` clauses, `else` after a guard's condition…).
  package static let continuingWords: Set<String> = ["where", "else", "catch", "as", "is", "in", "throws", "rethrows",
                                             "async"]

  private var depth: Int { scopes.count }
  private var atFileScope: Bool { scopes.isEmpty }
  private var currentType: TypeRecord? {
    if case .members(let record)? = scopes.last { return record }
    return nil
  }

  package mutating func read() {
    while position < tokens.count {
      let token = tokens[position]
      if atFileScope { noteFileScope(token) }
      if let record = currentType, nesting[depth] == 0 { noteMember(token, of: record) }
      switch (token.kind, token.text) {
      case (.punctuation, "{"):
        if let record = pendingType, nesting[depth] == 0 {
          scopes.append(.members(record))
          pendingType = nil
        } else {
          scopes.append(.code)
        }
        nesting.append(0)
        position += 1
      case (.punctuation, "}"):
        if !scopes.isEmpty {
          scopes.removeLast()
          nesting.removeLast()
        }
        position += 1
      case (.punctuation, "("), (.punctuation, "["):
        nesting[depth] += 1
        position += 1
      case (.punctuation, ")"), (.punctuation, "]"):
        nesting[depth] = max(0, nesting[depth] - 1)
        position += 1
      case (.word, "struct"), (.word, "class"), (.word, "enum"), (.word, "actor"), (.word, "extension"),
           (.word, "protocol"):
        if nesting[depth] == 0 && (atFileScope || currentType != nil) && startsTypeDeclaration(at: position) {
          readTypeHeader()
        } else {
          position += 1
        }
      default:
        position += 1
      }
    }
  }

  /// `class` is a type only when a name follows (not `class func`, `class var`).
  private func startsTypeDeclaration(at index: Int) -> Bool {
    guard index + 1 < tokens.count else { return false }
    let next = tokens[index + 1]
    guard next.kind == .word else { return false }
    return tokens[index].text != "class" || !Self.declarationWords.contains(next.text)
  }

  /// Reads `struct Name<T>: A, B where …` up to (not including) its `{`.
  private mutating func readTypeHeader() {
    let keywordIndex = position
    let keyword = tokens[position]
    position += 1
    guard position < tokens.count else { return }
    var name = tokens[position].text
    position += 1
    // `extension Outer.Inner`
    while position + 1 < tokens.count, tokens[position].text == ".", tokens[position + 1].kind == .word {
      name += "." + tokens[position + 1].text
      position += 2
    }
    var generic = false
    var conforms = false
    var conformsToApp = false
    var conformsToPreviewProvider = false
    var conformsToAppDelegate = false
    var conformsToSceneDelegate = false
    var angle = 0
    var afterColon = false
    var index = position
    while index < tokens.count {
      let token = tokens[index]
      if token.kind == .punctuation && (token.text == "{" || token.text == "}" || token.text == ";") { break }
      if token.kind == .symbol && token.text.hasPrefix("<") {
        if !afterColon && angle == 0 { generic = true }
        angle += token.text.filter { $0 == "<" }.count
      } else if token.kind == .symbol && token.text.hasPrefix(">") {
        angle = max(0, angle - token.text.filter { $0 == ">" }.count)
      } else if token.text == ":" && angle == 0 {
        afterColon = true
      } else if token.kind == .word && token.text == "where" {
        afterColon = false
      } else if afterColon && angle == 0 && token.kind == .word && token.text == "PreviewProvider" {
        let before = tokens[index - 1]
        let qualified = before.text == "." && index > 1 && tokens[index - 2].text == "SwiftUI"
        if before.text == ":" || before.text == "," || qualified { conformsToPreviewProvider = true }
      } else if afterColon && angle == 0 && token.kind == .word
                  && (token.text == "UIApplicationDelegate" || token.text == "UIWindowSceneDelegate") {
        let before = tokens[index - 1]
        let qualified = before.text == "." && index > 1 && tokens[index - 2].text == "UIKit"
        if before.text == ":" || before.text == "," || qualified {
          if token.text == "UIApplicationDelegate" { conformsToAppDelegate = true } else { conformsToSceneDelegate = true }
        }
      } else if afterColon && angle == 0 && token.kind == .word && (token.text == "View" || token.text == "App") {
        // `View` or `SwiftUI.View` (`App`, `SwiftUI.App`) in the inheritance list.
        let before = tokens[index - 1]
        let qualified = before.text == "." && index > 1 && tokens[index - 2].text == "SwiftUI"
        if before.text == ":" || before.text == "," || qualified {
          if token.text == "View" { conforms = true } else { conformsToApp = true }
        }
      }
      index += 1
    }
    position = index
    let enclosing = currentType
    let isExtension = keyword.text == "extension"
    let isPrivate = modifiers(before: keywordIndex).contains { $0 == "private" || $0 == "fileprivate" }
      || (enclosing?.isFilePrivate ?? false)
    let record = TypeRecord(
      name: isExtension ? name : (enclosing.map { $0.name + "." } ?? "") + name, line: keyword.line,
      isExtension: isExtension, conformsToView: conforms, conformsToApp: conformsToApp, isGeneric: generic || (enclosing?.isGeneric ?? false),
      isFilePrivate: isPrivate, makesInstances: ["struct", "class", "actor"].contains(keyword.text))
    record.conformsToPreviewProvider = conformsToPreviewProvider
    record.conformsToAppDelegate = conformsToAppDelegate
    record.conformsToSceneDelegate = conformsToSceneDelegate
    pendingType = record
    records.append(record)
  }

  /// The modifier words right before `tokens[index]` (`private final class`), attributes and their arguments
  /// skipped.
  private func modifiers(before index: Int) -> [String] {
    var words: [String] = []
    var i = index - 1
    while i >= 0 {
      let t = tokens[i]
      if t.kind == .word && Self.declarationWords.contains(t.text) {
        words.append(t.text)
      } else if t.text == ")", let open = openingParenthesis(of: i), open > 0, tokens[open - 1].kind == .attribute {
        i = open - 1
        continue
      } else if t.kind != .attribute {
        break
      }
      i -= 1
    }
    return words
  }

  /// The index of the `(` that the `)` at `index` closes.
  private func openingParenthesis(of index: Int) -> Int? {
    var open = 0
    var i = index
    while i >= 0 {
      if tokens[i].text == ")" { open += 1 }
      if tokens[i].text == "(" {
        open -= 1
        if open == 0 { return i }
      }
      i -= 1
    }
    return nil
  }

  // MARK: file scope

  /// Notes top-level code and `#Preview`s at file scope.
  private mutating func noteFileScope(_ token: Token) {
    if token.kind == .pound && token.text == "Preview" && nesting[0] == 0 {
      previews.append(SwiftSourceOutline.Preview(line: token.line, name: previewName(after: position),
                                                 offset: token.offset))
    }
    guard topLevelCodeLine == nil else { return }
    // `try` or `await` outside every brace cannot be a global's initializer: only top-level code has them.
    if token.kind == .word && (token.text == "await" || token.text == "try") {
      topLevelCodeLine = token.line
      return
    }
    guard nesting[0] == 0, token.startsLine, isStatementStart(at: position) else { return }
    topLevelCodeLine = token.line
  }

  /// `#Preview("Name")`'s name, when its first argument is a plain string.
  private func previewName(after index: Int) -> String? {
    guard index + 2 < tokens.count, tokens[index + 1].text == "(", tokens[index + 2].kind == .string,
          index + 3 < tokens.count, tokens[index + 3].text == ")" || tokens[index + 3].text == "," else { return nil }
    let name = tokens[index + 2].text
    return name.isEmpty ? nil : name
  }

  /// Whether the line that `tokens[index]` starts is a statement rather than a declaration or the rest of the line
  /// before it.
  private func isStatementStart(at index: Int) -> Bool {
    let token = tokens[index]
    if index > 0 && continuesNextLine(tokens[index - 1]) { return false }
    switch token.kind {
    case .attribute, .symbol: return false
    case .string, .number: return true
    case .pound: return !Self.directives.contains(token.text)
    case .punctuation: return token.text == "(" || token.text == "["
    // `async let` is a statement; other declaration words and words that continue a line are not.
    case .word: return token.text == "async" || !(Self.declarationWords.contains(token.text)
      || Self.continuingWords.contains(token.text))
    }
  }

  /// Whether a line ending with `token` goes on to the next one.
  private func continuesNextLine(_ token: Token) -> Bool {
    switch token.kind {
    case .symbol: return token.text != "?" && token.text != "!"
    case .punctuation: return token.text == "," || token.text == ":" || token.text == "." || token.text == "("
      || token.text == "["
    case .word: return ["in", "as", "is", "where", "return", "throws", "async"].contains(token.text)
    default: return false
    }
  }

  // MARK: members

  /// Notes a member of `record`'s body: initializers and stored properties.
  private mutating func noteMember(_ token: Token, of record: TypeRecord) {
    guard token.kind == .word, token.text == "init" || token.text == "let" || token.text == "var" else { return }
    let modifiers = self.modifiers(before: position)
    if modifiers.contains("static") || modifiers.contains("class") { return }
    if token.text == "init" {
      noteInitializer(at: position, modifiers: modifiers, of: record)
    } else if !record.isExtension && !isStoredWithValue(at: position) {
      record.needsArguments = true
    }
  }

  private func noteInitializer(at index: Int, modifiers: [String], of record: TypeRecord) {
    if !record.isExtension { record.declaresInitializer = true }
    // Not `init?(`, `init<T>(`, nor one other files cannot call.
    guard index + 1 < tokens.count, tokens[index + 1].text == "(",
          !modifiers.contains("private"), !modifiers.contains("fileprivate") else { return }
    // Callable as `Name()` when every `,`-separated parameter has a `=` default at its own level.
    var level = 0
    var parameterHasTokens = false
    var parameterHasDefault = false
    var i = index + 1
    while i < tokens.count {
      let t = tokens[i]
      if t.text == ")" || t.text == "]" {
        level -= 1
        if level == 0 { break }
      }
      if level >= 1 && !(level == 1 && t.text == ",") { parameterHasTokens = true }
      if level == 1 && t.kind == .symbol && t.text == "=" { parameterHasDefault = true }
      if level == 1 && t.text == "," {
        if !parameterHasDefault { return }
        parameterHasTokens = false
        parameterHasDefault = false
      }
      if t.text == "(" || t.text == "[" { level += 1 }
      i += 1
    }
    if parameterHasTokens && !parameterHasDefault { return }
    record.hasArgumentlessInitializer = true
  }

  /// Whether the property declared at `index` (`let`/`var`) is computed or has a value without an argument of the
  /// view's initializer: an initial value, an optional `var` (nil), or a property wrapper that makes its own
  /// (`@Environment(\.dismiss)`, `@AppStorage("key")`, `@EnvironmentObject`).
  private func isStoredWithValue(at index: Int) -> Bool {
    var typeTokens: [Token] = []
    var afterColon = false
    var i = index + 2
    while i < tokens.count {
      let t = tokens[i]
      if t.text == "{" {
        // A computed property, or observers (`didSet`) of one without a value.
        let first = i + 1 < tokens.count ? tokens[i + 1].text : ""
        if first != "didSet" && first != "willSet" { return true }
        break
      }
      if t.text == "}" || t.text == ";" { break }
      if t.startsLine && !continuesNextLine(tokens[i - 1]) && t.kind != .symbol && t.text != "." { break }
      // `= value`, also written `Int?= nil`.
      if t.kind == .symbol && (t.text == "=" || t.text == "?=") { return true }
      if t.text == ":" { afterColon = true } else if afterColon { typeTokens.append(t) }
      i += 1
    }
    let optional = typeTokens.last.map { $0.kind == .symbol && ($0.text.hasSuffix("?") || $0.text.hasSuffix("!")) }
      ?? false
    if tokens[index].text == "var" && (optional || typeTokens.first?.text == "Optional") { return true }
    return wrapperMakesItsOwnValue(before: index)
  }

  /// Property wrappers whose value needs no argument of the view's initializer.
  package static let selfInitializingWrappers: Set<String> = [
    "EnvironmentObject", "FocusState", "Namespace", "GestureState",
  ]

  /// Whether the attributes before `tokens[index]` include a wrapper with arguments or one that makes its value.
  private func wrapperMakesItsOwnValue(before index: Int) -> Bool {
    var i = index - 1
    while i >= 0 {
      let t = tokens[i]
      if t.kind == .word && Self.declarationWords.contains(t.text) {
        i -= 1
      } else if t.text == ")" {
        guard let open = openingParenthesis(of: i), open > 0, tokens[open - 1].kind == .attribute else { return false }
        return true
      } else if t.kind == .attribute {
        if Self.selfInitializingWrappers.contains(t.text) { return true }
        i -= 1
      } else {
        return false
      }
    }
    return false
  }

  /// The `PreviewProvider` types that other files can name: declared with it in their inheritance list or given it
  /// in an extension.
  package func previewProviders() -> [SwiftSourceOutline.PreviewProviderType] {
    records.filter { record in
      !record.isExtension && !record.isFilePrivate && !record.isGeneric
        && (record.conformsToPreviewProvider
          || records.contains { $0.isExtension && $0.name == record.name && $0.conformsToPreviewProvider })
    }.map { SwiftSourceOutline.PreviewProviderType(name: $0.name, line: $0.line) }
  }

  /// The `App` types that other files can name.
  package func appTypes() -> [String] {
    records.filter { record in
      !record.isExtension && record.makesInstances && !record.isFilePrivate
        && (record.conformsToApp || records.contains { $0.isExtension && $0.name == record.name && $0.conformsToApp })
    }.map(\.name)
  }

  /// The classes that adopt `UIApplicationDelegate` (`conforms`) or `UIWindowSceneDelegate` that other files can
  /// name: UIKit makes them without arguments.
  package func delegateClasses(_ conforms: (TypeRecord) -> Bool) -> [String] {
    records.filter { record in
      !record.isExtension && record.makesInstances && !record.isFilePrivate && !record.isGeneric
        && (conforms(record) || records.contains { $0.isExtension && $0.name == record.name && conforms($0) })
    }.map(\.name)
  }

  package func viewTypes() -> [SwiftSourceOutline.ViewType] {
    var out: [SwiftSourceOutline.ViewType] = []
    for record in records where !record.isExtension && record.makesInstances {
      let extensions = records.filter { $0.isExtension && $0.name == record.name }
      guard record.conformsToView || extensions.contains(where: \.conformsToView) else { continue }
      let implicit = !record.declaresInitializer && !record.needsArguments
      let explicit = record.hasArgumentlessInitializer || extensions.contains(where: \.hasArgumentlessInitializer)
      out.append(SwiftSourceOutline.ViewType(name: record.name, line: record.line,
                                             makesWithoutArguments: implicit || explicit,
                                             isFilePrivate: record.isFilePrivate, isGeneric: record.isGeneric))
    }
    return out
  }
}
