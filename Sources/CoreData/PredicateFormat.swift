// Mirrors: Foundation's `NSPredicate(format:_:)` and `NSPredicate(format:argumentArray:)` as Core Data reads them
//   (the predicate format string syntax), which Linux's Foundation refuses
// SDK: iOS 26 SDK
// Status: partial
// Understood: comparisons `==` `=` `!=` `<>` `<` `<=` `>` `>=` `CONTAINS` `BEGINSWITH` `ENDSWITH` `LIKE` `MATCHES`
// `IN` (with `[c]`, `[d]`, `[cd]`) between a key path (`name`, `owner.name`, `%K`) and a value (`%@`, `%d`, `%i`,
// `%ld`, `%lld`, `%u`, `%f`, `%lf`, `'text'`, `"text"`, a number, `YES`/`NO`/`TRUE`/`FALSE`, `nil`/`NULL`); `ANY`,
// `SOME`, `ALL`, `NONE` before a to-many key path; `AND`/`&&`, `OR`/`||`, `NOT`/`!`, parentheses; `TRUEPREDICATE`,
// `FALSEPREDICATE`. Anything else (functions, aggregates, `SUBQUERY`, `BETWEEN`, `$variables`) makes the fetch throw
// an error naming the format and what is understood — never a silently wrong answer (docs/coredata.md).
import Foundation

extension NSPredicate {
  /// A predicate from a format string and its arguments (Apple: `init(format:_:)`; Core Data's syntax, see the
  /// file header). https://developer.apple.com/documentation/foundation/nspredicate/init(format:_:)
  public convenience init(format predicateFormat: String, _ args: any CVarArg...) {
    self.init(format: predicateFormat, argumentArray: args)
  }

  /// A predicate from a format string and arguments that Linux's `CVarArg` does not cover: a managed object, an
  /// `NSNumber`, an array or a set (on Apple's platforms every Objective-C object is a `CVarArg`, so code passes them
  /// to `init(format:_:)`). https://developer.apple.com/documentation/foundation/nspredicate/init(format:_:)
  public convenience init(format predicateFormat: String, _ args: Any...) {
    self.init(format: predicateFormat, argumentArray: args)
  }

  /// A predicate from a format string and an array of arguments.
  /// https://developer.apple.com/documentation/foundation/nspredicate/init(format:argumentarray:)
  public convenience init(format predicateFormat: String, argumentArray arguments: [Any]?) {
    let parsed = Result { try PredicateFormat.parse(predicateFormat, arguments: arguments ?? []) }
    self.init(block: { object, _ in
      guard case .success(let node) = parsed, let object = object as? NSManagedObject else { return false }
      return (try? node.matches(object)) ?? false
    })
    PredicateFormat.remember(parsed, format: predicateFormat, of: self)
  }
}

/// A predicate format, parsed.
enum PredicateFormat {
  private static let lock = NSLock()
  nonisolated(unsafe) private static var parsedPredicates:
    [ObjectIdentifier: (predicate: WeakPredicate, parsed: Result<Node, any Error>)] = [:]

  struct WeakPredicate { weak var object: NSPredicate? }

  static let accepted = "understood: key path comparisons (==, !=, <, <=, >, >=, CONTAINS, BEGINSWITH, ENDSWITH, "
    + "LIKE, MATCHES, IN, with [c] [d] [cd]) with %@ %K %d %f arguments or literals; ANY/ALL/NONE; AND, OR, NOT, "
    + "parentheses; TRUEPREDICATE, FALSEPREDICATE"

  static func remember(_ parsed: Result<Node, any Error>, format: String, of predicate: NSPredicate) {
    lock.withLock {
      parsedPredicates = parsedPredicates.filter { $0.value.predicate.object != nil }
      parsedPredicates[ObjectIdentifier(predicate)] = (WeakPredicate(object: predicate), parsed)
    }
  }

  /// The parsed form of `predicate`: its format's, or (a predicate made otherwise) its own evaluation. A format
  /// that could not be parsed throws its error here, when a fetch uses it.
  static func parsed(_ predicate: NSPredicate) throws -> Node {
    let entry = lock.withLock { parsedPredicates[ObjectIdentifier(predicate)] }
    if let entry, entry.predicate.object === predicate {
      switch entry.parsed {
      case .success(let node): return node
      case .failure(let error):
        CoreDataLog.problem(error.localizedDescription)
        throw error
      }
    }
    return .block(predicate)
  }

  // MARK: The tree

  indirect enum Node {
    case constant(Bool)
    case not(Node)
    case and(Node, Node)
    case or(Node, Node)
    case comparison(quantifier: String?, left: Operand, op: String, options: String, right: Operand)
    case block(NSPredicate)

    func matches(_ object: NSManagedObject) throws -> Bool {
      switch self {
      case .constant(let value): return value
      case .not(let node): return try !node.matches(object)
      case .and(let a, let b): return try a.matches(object) && b.matches(object)
      case .or(let a, let b): return try a.matches(object) || b.matches(object)
      case .block(let predicate): return predicate.evaluate(with: object)
      case .comparison(let quantifier, let left, let op, let options, let right):
        let a = left.value(of: object), b = right.value(of: object)
        guard let quantifier else { return try PredicateFormat.compare(a, op, options, b) }
        let items = NSManagedObject.objects(in: a).map { $0 as Any } + ((a as? [Any]) ?? [])
        let each = try items.map { try PredicateFormat.compare($0, op, options, b) }
        switch quantifier {
        case "ALL": return each.allSatisfy { $0 }
        case "NONE": return !each.contains(true)
        default: return each.contains(true)
        }
      }
    }
  }

  enum Operand {
    case keyPath(String)
    case value(Any?)

    func value(of object: NSManagedObject) -> Any? {
      switch self {
      case .keyPath(let path): PredicateFormat.value(of: object, keyPath: path)
      case .value(let value): value
      }
    }
  }

  /// The value of a dotted key path (`owner.name`); through a to-many relationship, the array of values.
  static func value(of object: NSManagedObject, keyPath: String) -> Any? {
    var current: [Any] = [object]
    var many = false
    for key in keyPath.split(separator: ".").map(String.init) {
      var next: [Any] = []
      for item in current {
        guard let item = item as? NSManagedObject else { continue }
        if let relationship = item.entity.relationshipsByName[key] {
          next += item.related(relationship) as [Any]
          many = many || relationship.isToMany
        } else if let value = item.values[key] {
          next.append(value)
        } else if key == "self" {
          next.append(item)
        }
      }
      current = next
    }
    return many ? current : current.first
  }

  /// One comparison of two values.
  static func compare(_ a: Any?, _ op: String, _ options: String, _ b: Any?) throws -> Bool {
    func text(_ value: Any?) -> String? {
      guard let string = StoredValue.unwrapped(value) as? String else { return nil }
      var result = string
      if options.contains("c") { result = result.lowercased() }
      if options.contains("d") { result = result.folding(options: .diacriticInsensitive, locale: nil) }
      return result
    }
    switch op {
    case "==", "=", "!=", "<>":
      let equal: Bool
      if let x = text(a), let y = text(b) {
        equal = x == y
      } else {
        equal = StoredValue.compare(a, b) == .orderedSame
      }
      return op == "==" || op == "=" ? equal : !equal
    case "<", "<=", ">", ">=", "=<", "=>":
      let order = (text(a) != nil && text(b) != nil)
        ? StoredValue.compare(text(a), text(b)) : StoredValue.compare(a, b)
      guard let order, StoredValue.unwrapped(a) != nil, StoredValue.unwrapped(b) != nil else { return false }
      switch op {
      case "<": return order == .orderedAscending
      case "<=", "=<": return order != .orderedDescending
      case ">": return order == .orderedDescending
      default: return order != .orderedAscending
      }
    case "CONTAINS":
      if let x = text(a), let y = text(b) { return y.isEmpty ? false : x.contains(y) }
      let items = NSManagedObject.objects(in: a).map { $0 as Any } + ((StoredValue.unwrapped(a) as? [Any]) ?? [])
      return items.contains { StoredValue.compare($0, b) == .orderedSame }
    case "BEGINSWITH":
      guard let x = text(a), let y = text(b) else { return false }
      return x.hasPrefix(y)
    case "ENDSWITH":
      guard let x = text(a), let y = text(b) else { return false }
      return x.hasSuffix(y)
    case "LIKE", "MATCHES":
      guard let x = text(a), var pattern = text(b) else { return false }
      if op == "LIKE" {
        pattern = NSRegularExpression.escapedPattern(for: pattern)
          .replacingOccurrences(of: "\\*", with: ".*").replacingOccurrences(of: "\\?", with: ".")
      }
      let expression = try NSRegularExpression(pattern: "^(?:" + pattern + ")$", options: [.dotMatchesLineSeparators])
      return expression.firstMatch(in: x, range: NSRange(x.startIndex..., in: x)) != nil
    case "IN":
      let collection = StoredValue.unwrapped(b)
      var items: [Any] = []
      if let array = collection as? [Any] { items = array }
      else if let set = collection as? NSSet { items = set.allObjects }
      else if let set = collection as? NSOrderedSet { items = set.array }
      else if let string = text(collection), let x = text(a) { return string.contains(x) }
      return items.contains { item in
        if let x = text(a), let y = text(item) { return x == y }
        return StoredValue.compare(a, item) == .orderedSame
      }
    default:
      return false
    }
  }

  // MARK: Parsing

  /// The error for a format asyncplay does not understand.
  static func problem(_ format: String, _ detail: String) -> NSError {
    CoreDataError.make(2048, "CoreData: NSPredicate format \"\(format)\" is not understood by asyncplay (\(detail)); "
                       + accepted)
  }

  static func parse(_ format: String, arguments: [Any]) throws -> Node {
    var parser = Parser(format: format, tokens: try tokens(format), arguments: arguments)
    let node = try parser.expression()
    guard parser.index == parser.tokens.count else {
      throw problem(format, "unexpected \"\(parser.tokens[parser.index])\"")
    }
    guard parser.argumentIndex == arguments.count else {
      throw problem(format, "\(arguments.count) arguments given for \(parser.argumentIndex) placeholders")
    }
    return node
  }

  /// The format's tokens: words, operators, quoted strings (kept with their quote), placeholders, brackets.
  static func tokens(_ format: String) throws -> [String] {
    var result: [String] = []
    let scalars = Array(format)
    var index = 0
    while index < scalars.count {
      let character = scalars[index]
      if character.isWhitespace {
        index += 1
      } else if character == "'" || character == "\"" {
        var end = index + 1
        var literal = ""
        while end < scalars.count, scalars[end] != character {
          if scalars[end] == "\\", end + 1 < scalars.count { end += 1 }
          literal.append(scalars[end])
          end += 1
        }
        guard end < scalars.count else { throw problem(format, "a string is not closed") }
        result.append("'" + literal)
        index = end + 1
      } else if character == "%" {
        var end = index + 1
        while end < scalars.count, scalars[end].isLetter || scalars[end] == "@" {
          end += 1
          if scalars[end - 1] == "@" || "KdiufDUF".contains(scalars[end - 1]) { break }
        }
        result.append(String(scalars[index..<end]))
        index = end
      } else if "()[],".contains(character) {
        if character == "[", index + 1 < scalars.count {
          // [c], [d], [cd] after an operator: one token.
          if let close = scalars[index...].firstIndex(of: "]") {
            result.append(String(scalars[index...close]))
            index = close + 1
            continue
          }
        }
        result.append(String(character))
        index += 1
      } else if "=!<>&|".contains(character) {
        var end = index + 1
        while end < scalars.count, "=!<>&|".contains(scalars[end]) { end += 1 }
        result.append(String(scalars[index..<end]))
        index = end
      } else if character.isLetter || character.isNumber || character == "_" || character == "." || character == "-"
                  || character == "$" || character == "@" {
        var end = index + 1
        while end < scalars.count,
              scalars[end].isLetter || scalars[end].isNumber || scalars[end] == "_" || scalars[end] == "." {
          end += 1
        }
        result.append(String(scalars[index..<end]))
        index = end
      } else {
        throw problem(format, "unexpected character \"\(character)\"")
      }
    }
    return result
  }

  struct Parser {
    let format: String
    let tokens: [String]
    let arguments: [Any]
    var index = 0
    var argumentIndex = 0

    init(format: String, tokens: [String], arguments: [Any]) {
      self.format = format
      self.tokens = tokens
      self.arguments = arguments
    }

    var current: String? { index < tokens.count ? tokens[index] : nil }
    var upper: String? { current?.uppercased() }

    mutating func expression() throws -> Node {
      var node = try conjunction()
      while upper == "OR" || current == "||" {
        index += 1
        node = .or(node, try conjunction())
      }
      return node
    }

    mutating func conjunction() throws -> Node {
      var node = try negation()
      while upper == "AND" || current == "&&" {
        index += 1
        node = .and(node, try negation())
      }
      return node
    }

    mutating func negation() throws -> Node {
      if upper == "NOT" || current == "!" {
        index += 1
        return .not(try negation())
      }
      return try primary()
    }

    mutating func primary() throws -> Node {
      guard let token = current else { throw PredicateFormat.problem(format, "it ends too soon") }
      if token == "(" {
        index += 1
        let node = try expression()
        guard current == ")" else { throw PredicateFormat.problem(format, "a parenthesis is not closed") }
        index += 1
        return node
      }
      if upper == "TRUEPREDICATE" { index += 1; return .constant(true) }
      if upper == "FALSEPREDICATE" { index += 1; return .constant(false) }
      var quantifier: String?
      if let word = upper, ["ANY", "SOME", "ALL", "NONE"].contains(word) {
        quantifier = word == "SOME" ? "ANY" : word
        index += 1
      }
      let left = try operand()
      guard let op = current else { throw PredicateFormat.problem(format, "a comparison has no operator") }
      let opUpper = op.uppercased()
      let operators = ["==", "=", "!=", "<>", "<", "<=", ">", ">=", "=<", "=>", "CONTAINS", "BEGINSWITH",
                       "ENDSWITH", "LIKE", "MATCHES", "IN"]
      guard operators.contains(opUpper) else {
        throw PredicateFormat.problem(format, "\"\(op)\" is not an operator asyncplay understands")
      }
      index += 1
      var options = ""
      if let modifier = current, modifier.hasPrefix("["), modifier.hasSuffix("]") {
        options = modifier.dropFirst().dropLast().lowercased()
        guard options.allSatisfy({ "cdn".contains($0) }) else {
          throw PredicateFormat.problem(format, "the option \(modifier) is not understood")
        }
        index += 1
      }
      let right = try operand()
      return .comparison(quantifier: quantifier, left: left, op: opUpper, options: options, right: right)
    }

    mutating func argument() throws -> Any? {
      guard argumentIndex < arguments.count else {
        throw PredicateFormat.problem(format, "more placeholders than the \(arguments.count) arguments given")
      }
      defer { argumentIndex += 1 }
      return arguments[argumentIndex]
    }

    mutating func operand() throws -> Operand {
      guard let token = current else { throw PredicateFormat.problem(format, "it ends too soon") }
      index += 1
      if token.hasPrefix("'") { return .value(String(token.dropFirst())) }
      if token == "%K" {
        guard let key = try argument() as? String else {
          throw PredicateFormat.problem(format, "the argument of %K is not a String")
        }
        return .keyPath(key)
      }
      if token.hasPrefix("%") {
        let value = try argument()
        if token == "%@" { return .value(value) }
        if "%d %i %ld %lld %u %lu %D %U".split(separator: " ").contains(Substring(token)) {
          guard let value, let number = StoredValue.number(value) else {
            throw PredicateFormat.problem(format, "the argument of \(token) is not a number")
          }
          return .value(Int64(number))
        }
        if ["%f", "%lf", "%F"].contains(token) {
          guard let value, let number = StoredValue.number(value) else {
            throw PredicateFormat.problem(format, "the argument of \(token) is not a number")
          }
          return .value(number)
        }
        throw PredicateFormat.problem(format, "the placeholder \(token) is not understood")
      }
      switch token.uppercased() {
      case "YES", "TRUE": return .value(true)
      case "NO", "FALSE": return .value(false)
      case "NIL", "NULL": return .value(nil)
      default: break
      }
      if let number = Int64(token) { return .value(number) }
      if let number = Double(token) { return .value(number) }
      if token == "(" || token == ")" || token.hasPrefix("$") || token.hasPrefix("@") || current == "(" {
        throw PredicateFormat.problem(format, "\"\(token)\" (functions, variables, aggregates and SUBQUERY are not "
                                      + "understood)")
      }
      guard token.first?.isLetter == true || token.first == "_" else {
        throw PredicateFormat.problem(format, "\"\(token)\" is not a key path or a value")
      }
      return .keyPath(token)
    }
  }
}
