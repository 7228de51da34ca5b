import TextBase
import Course

// `progress save`: a piped session, which keeps its progress to itself, starts saving it.
extension REPLSession {
  /// `progress save`: from now on progress is read from and saved to the student's file, with what this session
  /// recorded so far added to it (see ``ProgressStore/adopt(_:)``). A session that saves already says where.
  mutating func keepProgress(_ word: String) -> REPLReply {
    guard word == "save" else {
      let shown = REPLQuote.shorten(word)
      return .failed(language.pick("progress 后面只能是 save，不能是 \"\(shown)\"；progress 显示进度，progress save 保存它",
                                   "progress takes only save, not \"\(shown)\"; progress shows it, progress save keeps it"))
    }
    guard let session = progress, session.isSessionOnly else {
      return REPLReply(text: (progress?.whereSaved(language) ?? language.pick("这里不记录进度", "progress is not recorded here"))
        + "\n")
    }
    var store = ProgressStore()
    var reply = REPLReply()
    if let notice = store.notice(language) { reply.line(palette.paint("asyncplay: " + notice, .yellow)) }
    do {
      try store.adopt(session)
    } catch {
      reply.line(palette.paint(language.pick("asyncplay: 进度没有保存：\(error)", "asyncplay: could not save progress: \(error)"),
                               .yellow))
    }
    progress = store
    reply.line(store.whereSaved(language))
    return reply
  }
}
