/// How a Core Data class's `@NSManaged` declarations compile. Apple's compiler synthesizes their accessors through
/// the Objective-C runtime, which Linux lacks: there `@NSManaged var name: String?` type-checks but does not link, and
/// `@objc(CachedUser)` is "Objective-C interoperability is disabled". So in a file that imports CoreData:
///
/// - `@NSManaged` before a `var` is blanked and the property gets a getter and setter that keep its value in the
///   object's managed storage (`NSManagedObject._managedValue` / `_setManagedValue`), written after the declaration's
///   last token on its line — Xcode generates these properties in extensions, which cannot hold a property
///   wrapper's storage;
/// - `@NSManaged` before a `func` (Xcode's generated `addToFriends(_:)`, `removeFromFriends(_:)`) is blanked and the
///   function gets a body calling `_managedAccessor(#function, [arguments])`, after its parameter list;
/// - `@objc` and `@objc(name)` are blanked (Core Data finds a class by its model's `representedClassName`);
/// - a class that inherits from `NSManagedObject` (or from such a class of the same file) gets, right after its
///   opening brace, a `nonisolated` override of `init(entity:insertInto:)` — under default isolation MainActor the
///   initializer a subclass inherits is otherwise main-actor isolated, which Swift 6.3 refuses as an override of a
///   nonisolated one ("has different actor isolation"), where Apple's Objective-C NSManagedObject is not checked so
///   — and an override of `_makeObject(entity:insertInto:)` that makes an object of the class: a fetch makes objects
///   of the entity's class through it (Swift makes an object from a class value only through a `required`
///   initializer, which meets the same isolation clash).
///
/// Every character the student wrote before the added text keeps its line and column, so diagnostics still point at
/// the student's line (docs/coredata.md).
///
/// ```
/// @NSManaged public var name: String?                  // as written
///            public var name: String? { get { _managedValue("name") } set { _setManagedValue("name", newValue) } }
/// ```
package enum ManagedAttributes {
  /// Whether `text` imports CoreData.
  package static func importsCoreData(_ text: String) -> Bool {
    guard text.contains("CoreData") else { return false }
    let tokens = SwiftTokenizer.tokens(text)
    return tokens.indices.dropLast().contains { index in
      tokens[index].kind == .word && tokens[index].text == "import" && tokens[index + 1].text == "CoreData"
    }
  }

  /// The modifiers that may stand between `@NSManaged` and `var`/`func`.
  static let modifiers: Set<String> = [
    "public", "open", "internal", "fileprivate", "private", "final", "override", "nonisolated", "dynamic", "class",
    "static", "unowned", "weak", "(", ")", "set",
  ]

  /// `text` with its `@NSManaged` and `@objc` attributes rewritten (see the type's comment); unchanged when it does
  /// not import CoreData.
  package static func rewritten(_ text: String) -> String {
    guard text.contains("NSManaged") || text.contains("@objc"), importsCoreData(text) else { return text }
    let tokens = SwiftTokenizer.tokens(text)
    var scalars = Array(text.unicodeScalars)
    var blanks: [Range<Int>] = []
    var insertions: [(offset: Int, text: String)] = []
    var managedClasses: Set<String> = ["NSManagedObject"]
    for index in tokens.indices where tokens[index].kind == .word && tokens[index].text == "class" {
      guard index + 3 < tokens.count, tokens[index + 1].kind == .word,
            !["func", "var", "let", "subscript", "override", "final", "public", "open", "static"]
              .contains(tokens[index + 1].text),
            index == 0 || tokens[index - 1].text != "." else { continue }
      let name = tokens[index + 1].text
      guard let colon = tokens[(index + 2)...].prefix(8).firstIndex(where: { $0.text == ":" || $0.text == "{" }),
            tokens[colon].text == ":", colon + 1 < tokens.count, managedClasses.contains(tokens[colon + 1].text),
            let brace = tokens[(colon + 1)...].firstIndex(where: { $0.kind == .punctuation && $0.text == "{" })
      else { continue }
      managedClasses.insert(name)
      insertions.append((end(of: tokens[brace]), " public nonisolated override init(entity: NSEntityDescription, "
        + "insertInto context: NSManagedObjectContext?) { super.init(entity: entity, insertInto: context) }; public "
        + "override nonisolated class func _makeObject(entity: NSEntityDescription, insertInto context: "
        + "NSManagedObjectContext?) -> NSManagedObject { \(name)(entity: entity, insertInto: context) };"))
    }
    for index in tokens.indices where tokens[index].kind == .attribute {
      let token = tokens[index]
      if token.text == "objc" {
        var end = token.offset + 5
        if index + 1 < tokens.count, tokens[index + 1].kind == .punctuation, tokens[index + 1].text == "(",
           tokens[index + 1].offset == end,
           let close = tokens[(index + 1)...].firstIndex(where: { $0.kind == .punctuation && $0.text == ")" }) {
          end = tokens[close].offset + 1
        }
        blanks.append(token.offset..<end)
        continue
      }
      guard token.text == "NSManaged" else { continue }
      var next = index + 1
      while next < tokens.count,
            tokens[next].kind == .attribute || (tokens[next].kind == .punctuation && "()".contains(tokens[next].text))
              || modifiers.contains(tokens[next].text) {
        next += 1
      }
      guard next + 1 < tokens.count, tokens[next].kind == .word, tokens[next + 1].kind == .word else { continue }
      let name = tokens[next + 1].text
      if tokens[next].text == "var" {
        // The last token of the declaration's line (the type's last token).
        var last = next + 1
        while last + 1 < tokens.count, !tokens[last + 1].startsLine, tokens[last + 1].text != ";",
              !(tokens[last + 1].kind == .punctuation && tokens[last + 1].text == "{") {
          last += 1
        }
        blanks.append(token.offset..<token.offset + 10)
        insertions.append((end(of: tokens[last]),
                           " { get { _managedValue(\"\(name)\") } set { _setManagedValue(\"\(name)\", newValue) } }"))
      } else if tokens[next].text == "func" {
        // The parameter list's closing parenthesis, and the parameters' internal names.
        guard let open = tokens[(next + 2)...].firstIndex(where: { $0.kind == .punctuation && $0.text == "(" })
        else { continue }
        var depth = 0
        var close = open
        var arguments: [String] = []
        var parameterStart = true
        for position in open..<tokens.count {
          let part = tokens[position]
          if part.kind == .punctuation && "([".contains(part.text) { depth += 1 }
          if part.kind == .punctuation && ")]".contains(part.text) {
            depth -= 1
            if depth == 0 { close = position; break }
          }
          if depth == 1 && part.kind == .punctuation && part.text == "," { parameterStart = true; continue }
          if depth == 1 && parameterStart && part.kind == .word && position + 1 < tokens.count {
            // `_ value:` or `value:` or `label value:` — the internal name is the word before the colon.
            if tokens[position + 1].kind == .punctuation && tokens[position + 1].text == ":" {
              arguments.append(part.text)
              parameterStart = false
            }
          }
        }
        guard close > open else { continue }
        blanks.append(token.offset..<token.offset + 10)
        insertions.append((end(of: tokens[close]),
                           " { _managedAccessor(#function, [\(arguments.joined(separator: ", "))]) }"))
      }
    }
    guard !blanks.isEmpty || !insertions.isEmpty else { return text }
    for range in blanks where range.upperBound <= scalars.count {
      scalars.replaceSubrange(range, with: Array(repeating: " ", count: range.count))
    }
    for insertion in insertions.sorted(by: { $0.offset > $1.offset }) where insertion.offset <= scalars.count {
      scalars.insert(contentsOf: Array(insertion.text.unicodeScalars), at: insertion.offset)
    }
    var out = String.UnicodeScalarView()
    out.append(contentsOf: scalars)
    return String(out)
  }

  /// Where a token ends (a word, an operator or a punctuation mark is written as its text).
  static func end(of token: SwiftTokenizer.Token) -> Int {
    token.offset + token.text.unicodeScalars.count
  }
}
