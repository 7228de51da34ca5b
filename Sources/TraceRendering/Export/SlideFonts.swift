import AsyncSimulation
import TextBase
import Synchronization
#if canImport(Glibc)
import Glibc
#endif

/// Whether this machine can show a Chinese slide: an SVG names its fonts, and where none of them (nor any other
/// font) covers Chinese, the viewer draws boxes. Asked of fontconfig once per process (`fc-list :lang=zh`); when
/// `fc-list` is not installed there is nothing to ask, and nothing is said.
package enum SlideFonts {
  /// The Debian package that gives the machine Chinese fonts.
  static let package = "fonts-noto-cjk"

  private static let answer = Mutex<Bool?>(nil)

  /// The line to print on stderr after writing a slide in `language`: nil unless the slide holds Chinese and no
  /// installed font covers it.
  package static func warning(_ language: Language) -> String? {
    guard language == .zh, !coversChinese() else { return nil }
    return "asyncplay: 这台机器上没有能显示中文的字体（fc-list :lang=zh 什么也没找到），在这里打开 SVG，中文会显示成方框；"
      + "安装 \(package) 就好（sudo apt-get install \(package)）。SVG 本身先列出中文字体，在装有中文字体的机器上显示正常。"
  }

  /// Whether some installed font covers Chinese (true when fontconfig cannot be asked).
  package static func coversChinese() -> Bool {
    if let known = answer.withLock({ $0 }) { return known }
    let found: Bool
    if let fcList = executable("fc-list"),
       let result = try? ChildProcess(executable: fcList, arguments: [":lang=zh", "family"], wallLimit: .seconds(10)).run(),
       result.termination == .exited(0) {
      found = result.outputText.contains { !$0.isWhitespace }
    } else {
      found = true
    }
    answer.withLock { $0 = found }
    return found
  }

  /// The path of `name` on `PATH` (or in /usr/bin), if it is an executable there.
  private static func executable(_ name: String) -> String? {
    let folders = (ResourceUsage.environment("PATH") ?? "").split(separator: ":").map(String.init) + ["/usr/bin"]
    return folders.lazy.map { $0 + "/" + name }.first { access($0, X_OK) == 0 }
  }
}
