// Mirrors: nothing of Apple's: the module's own machinery, no Apple API
// SDK: iOS 26 SDK
// Status: internal
/// Why a container could not be made or used, in one line naming the folder, in English and in Chinese. Callers
/// print it in the session's language and exit with status 2 (a `--container DIR` that cannot be used).
public struct AppContainerError: Error, Sendable, Equatable, CustomStringConvertible {
  /// What is wrong with the folder.
  public enum Problem: Sendable, Equatable {
    /// The system refused to make it (or a folder inside it); the reason as the system says it.
    case cannotCreate(reason: String)
    /// A file is in its place.
    case notAFolder
    /// A symbolic link is in its place.
    case symbolicLink
    /// A folder with other things in it, not made by an earlier run.
    case notAContainer
    /// A symbolic link inside (its path in the container): the app's saves would follow it out.
    case holdsLink(String)
  }

  /// The folder as it was named.
  public var path: String
  /// What is wrong.
  public var problem: Problem

  init(path: String, _ problem: Problem) {
    self.path = path
    self.problem = problem
  }

  /// `cannot use DIR as the app's container: …`.
  public var english: String {
    let path = MessageText.shown(path)
    let accepted = " (accepted: a new or empty folder, or one an earlier --container run made)"
    switch problem {
    case .cannotCreate(let reason): return "cannot make the app's container \(path): \(reason)"
    case .notAFolder: return "cannot use \(path) as the app's container: it is a file" + accepted
    case .symbolicLink: return "cannot use \(path) as the app's container: it is a symbolic link" + accepted
    case .notAContainer:
      return "cannot use \(path) as the app's container: it holds other things and no earlier run made it" + accepted
    case .holdsLink(let inside):
      return "cannot use \(path) as the app's container: \(MessageText.shown(inside)) in it is a symbolic link, which "
        + "the app's saves would follow out of the container (accepted: a container of files and folders; remove the link)"
    }
  }

  /// The same in Chinese.
  public var chinese: String {
    let path = MessageText.shown(path)
    let accepted = "（可用：新的或空的文件夹，或之前一次 --container 运行建立的文件夹）"
    switch problem {
    case .cannotCreate(let reason): return "无法建立 app 的容器 \(path)：\(reason)"
    case .notAFolder: return "不能把 \(path) 用作 app 的容器：它是文件" + accepted
    case .symbolicLink: return "不能把 \(path) 用作 app 的容器：它是符号链接" + accepted
    case .notAContainer: return "不能把 \(path) 用作 app 的容器：里面有别的东西，也不是之前的运行建立的" + accepted
    case .holdsLink(let inside):
      return "不能把 \(path) 用作 app 的容器：其中的 \(MessageText.shown(inside)) 是符号链接，app 保存时会顺着它写到容器外"
        + "（可用：只含文件和文件夹的容器；删掉这个链接）"
    }
  }

  /// The English line.
  public var description: String { english }
}
