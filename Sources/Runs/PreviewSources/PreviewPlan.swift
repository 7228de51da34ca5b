import TextBase

/// What a preview runs, decided from the files' outlines before compiling: a script's top-level code, a `#Preview`,
/// or a `View` type made without arguments.
package struct PreviewPlan: Sendable, Equatable {
  /// What runs as `main`.
  package enum Root: Sendable, Equatable {
    /// The top-level code of the first file (the files are reordered so that the script comes first).
    case script
    /// A `#Preview`'s body: the `file`th file's at the student's `line` (see ``PreviewExpansion``).
    case preview(file: Int, line: Int)
    /// A `PreviewProvider` type's `previews`.
    case provider(String)
    /// `Type()` in a window.
    case type(String)
    /// An `App` type: its first `WindowGroup`'s content in a window.
    case app(String)
    /// A `UIApplicationDelegate` class, launched with the scene delegate class the Info.plist would name (nil for an
    /// app without scenes): the key window's root view (see `HostingWindow(applicationDelegate:makeSceneDelegate:)`).
    case appDelegate(String, sceneDelegate: String?)
  }

  /// The files in the order they are compiled: a script first.
  package var files: [String]
  /// The root.
  package var root: Root
  /// How diagnostics and messages name the root: `DebouncedSearch`, `#Preview at list.swift:40`.
  package var rootDescription: String
  /// For a `#Preview`, the first of the files' View types its body makes (`ArticleList`): what a slide's title
  /// names. Nil when none is found.
  package var shownView: String?
  /// For a `--root` type: what the files offer to show (their views, their named previews), which the message
  /// names when that type cannot be made.
  package var knownRoots: [String]?
  /// The other previews of the files (`#Preview`s and `PreviewProvider`s) when the first is shown without `--root`,
  /// as `--root` names them (an unnamed `#Preview` by its place): what the run lists.
  package var otherPreviews: [String] = []

  /// The plan for `files` (whose texts are `texts`, in the same order), with `--root` if given; a usage error when
  /// there is nothing to show, or several things and no way to choose.
  package static func make(files: [String], texts: [String], root chosen: String?,
                   language: Language) throws(UsageError) -> PreviewPlan {
    let outlines = texts.map { SwiftSourceOutline(source: $0) }
    let scripts = zip(files, outlines).filter { $0.1.hasTopLevelCode }
    if scripts.count > 1 {
      let places = scripts.map { "\($0.0):\($0.1.topLevelCodeLine ?? 1)" }
      throw UsageError(zh: "只能有一个文件含顶层代码（它作为 main 运行），这里有 \(scripts.count) 个：\(places.joined(separator: "、"))",
                       en: "only one file may hold top-level code (it runs as main); \(scripts.count) do: "
                         + places.joined(separator: ", "))
    }
    if let script = scripts.first {
      if let chosen {
        throw UsageError(zh: "\(script.0) 含顶层代码，作为脚本运行；--root \(chosen) 只用于显示视图",
                         en: "\(script.0) holds top-level code and runs as a script; --root \(chosen) is for showing "
                           + "a view")
      }
      let ordered = [script.0] + files.filter { $0 != script.0 }
      return PreviewPlan(files: ordered, root: .script, rootDescription: script.0)
    }
    var previews: [(file: String, preview: SwiftSourceOutline.Preview)] = []
    var providers: [(file: String, provider: SwiftSourceOutline.PreviewProviderType)] = []
    var views: [SwiftSourceOutline.ViewType] = []
    var apps: [String] = []
    var appDelegates: [String] = []
    var sceneDelegates: [String] = []
    // Every preview root in file order, then line order: `#Preview`s and `PreviewProvider`s alike.
    var roots: [(file: String, line: Int, root: PreviewRoot)] = []
    for (file, outline) in zip(files, outlines) {
      previews += outline.previews.map { (file, $0) }
      providers += outline.previewProviders.map { (file, $0) }
      views += outline.viewTypes
      apps += outline.appTypes
      appDelegates += outline.appDelegateTypes
      sceneDelegates += outline.sceneDelegateTypes
      let here = outline.previews.map { (file, $0.line, PreviewRoot.macro($0)) }
        + outline.previewProviders.map { (file, $0.line, PreviewRoot.provider($0)) }
      roots += here.sorted { $0.1 < $1.1 }
    }
    func previewPlan(_ found: (file: String, preview: SwiftSourceOutline.Preview)) -> PreviewPlan {
      let index = files.firstIndex(of: found.file) ?? 0
      var plan = PreviewPlan(files: files, root: .preview(file: index, line: found.preview.line),
                             rootDescription: "#Preview" + (found.preview.name.map { " \"\($0)\"" } ?? "")
                               + " (\(found.file):\(found.preview.line))")
      // The body's first word that names one of the files' views, within the few tokens a preview's body takes.
      let names = Set(views.map { String($0.name.split(separator: ".").last ?? "") })
      let tokens = SwiftTokenizer.tokens(index < texts.count ? texts[index] : "")
      if let start = tokens.firstIndex(where: { $0.kind == .pound && $0.text == "Preview" && $0.line == found.preview.line }) {
        plan.shownView = tokens[start...].prefix(80).first { $0.kind == .word && names.contains($0.text) }?.text
      }
      return plan
    }
    func providerPlan(_ found: (file: String, provider: SwiftSourceOutline.PreviewProviderType)) -> PreviewPlan {
      PreviewPlan(files: files, root: .provider(found.provider.name),
                  rootDescription: found.provider.name + " (\(found.file):\(found.provider.line))")
    }
    if let chosen {
      if let named = previews.first(where: { $0.preview.name == chosen }) { return previewPlan(named) }
      if let provider = providers.first(where: { $0.provider.name == chosen || $0.provider.name.hasSuffix("." + chosen) }) {
        return providerPlan(provider)
      }
      if let app = apps.first(where: { $0 == chosen || $0.hasSuffix("." + chosen) }) {
        return PreviewPlan(files: files, root: .app(app), rootDescription: app)
      }
      if let delegate = appDelegates.first(where: { $0 == chosen || $0.hasSuffix("." + chosen) }) {
        return PreviewPlan(files: files, root: .appDelegate(delegate, sceneDelegate: sceneDelegates.first),
                           rootDescription: delegate)
      }
      // A type the outline did not see (declared in a way it cannot read) is left to the compiler to judge.
      let name = views.first { $0.name == chosen || $0.name.hasSuffix("." + chosen) }?.name ?? chosen
      guard isTypeName(name) else {
        throw UsageError(zh: "--root \(REPLQuote.shorten(chosen)) 不是类型名；\(choices(views, previews, .zh))",
                         en: "--root \(REPLQuote.shorten(chosen)) is not a type name; \(choices(views, previews, .en))")
      }
      var plan = PreviewPlan(files: files, root: .type(name), rootDescription: name)
      plan.knownRoots = views.map(\.name) + previews.compactMap { $0.preview.name.map { "\"\($0)\"" } }
        + providers.map(\.provider.name)
      return plan
    }
    if let first = roots.first {
      var plan: PreviewPlan
      switch first.root {
      case .macro(let preview): plan = previewPlan((first.file, preview))
      case .provider(let provider): plan = providerPlan((first.file, provider))
      }
      plan.otherPreviews = roots.dropFirst().map { other in
        switch other.root {
        case .macro(let preview): preview.name.map { "\"\($0)\"" } ?? "#Preview (\(other.file):\(other.line))"
        case .provider(let provider): provider.name
        }
      }
      return plan
    }
    // An app runs its first WindowGroup, as launching it does.
    if apps.count == 1 { return PreviewPlan(files: files, root: .app(apps[0]), rootDescription: apps[0]) }
    if apps.count > 1 {
      throw UsageError(zh: "有 \(apps.count) 个 App 类型（\(apps.joined(separator: ", "))）：用 --root 选一个",
                       en: "\(apps.count) App types (\(apps.joined(separator: ", "))): choose one with --root")
    }
    // An iOS 13 app starts from its delegate, and its one scene delegate is the one its Info.plist names.
    if appDelegates.count == 1 {
      return PreviewPlan(files: files, root: .appDelegate(appDelegates[0], sceneDelegate: sceneDelegates.first),
                         rootDescription: appDelegates[0])
    }
    let makeable = views.filter { $0.makesWithoutArguments && !$0.isGeneric && !$0.isFilePrivate }
    if makeable.count == 1 { return PreviewPlan(files: files, root: .type(makeable[0].name),
                                                rootDescription: makeable[0].name) }
    if makeable.count > 1 {
      let names = makeable.map(\.name).joined(separator: ", ")
      throw UsageError(zh: "有 \(makeable.count) 个可以直接显示的视图（\(names)）：用 --root 选一个，例如 --root \(makeable[0].name)",
                       en: "\(makeable.count) views can be shown (\(names)): choose one with --root, e.g. --root "
                         + makeable[0].name)
    }
    throw UsageError(zh: "没有可显示的视图：写一个 #Preview { … }，或用 --root 指定一个能不带参数创建的 View 类型"
                       + (views.isEmpty ? "" : "（这些视图需要参数：\(views.map(\.name).joined(separator: ", "))）"),
                     en: "nothing to show: add a #Preview { … }, or name with --root a View type made without "
                       + "arguments" + (views.isEmpty ? ""
                         : " (these views need arguments: \(views.map(\.name).joined(separator: ", ")))"))
  }

  /// What `--root` may name, for its usage error.
  private static func choices(_ views: [SwiftSourceOutline.ViewType],
                              _ previews: [(file: String, preview: SwiftSourceOutline.Preview)],
                              _ language: Language) -> String {
    let names = views.map(\.name) + previews.compactMap { $0.preview.name.map { "\"\($0)\"" } }
    guard !names.isEmpty else { return language.pick("这些文件里没有 View 类型", "the files declare no View type") }
    return language.pick("可选：", "known: ") + names.joined(separator: ", ")
  }

  /// One preview root of the files: a `#Preview` or a `PreviewProvider`.
  private enum PreviewRoot {
    case macro(SwiftSourceOutline.Preview)
    case provider(SwiftSourceOutline.PreviewProviderType)
  }

  /// The line that lists the other previews (nil when there are none): what `--root` picks instead.
  package func otherPreviewsNote(_ language: Language) -> String? {
    guard !otherPreviews.isEmpty else { return nil }
    let names = otherPreviews.joined(separator: ", ")
    return language.pick("asyncplay：显示 \(rootDescription)；其他预览（用 --root 选）：\(names)",
                         "asyncplay: showing \(rootDescription); the other previews (--root picks one): \(names)")
  }

  /// `Name` or `Outer.Name`: identifiers joined by dots.
  package static func isTypeName(_ text: String) -> Bool {
    let parts = text.split(separator: ".", omittingEmptySubsequences: false)
    return !parts.isEmpty && parts.allSatisfy { part in
      guard let first = part.unicodeScalars.first, SwiftTokenizer.isIdentifierStart(first) else { return false }
      return part.unicodeScalars.allSatisfy(SwiftTokenizer.isIdentifierPart)
    }
  }
}
