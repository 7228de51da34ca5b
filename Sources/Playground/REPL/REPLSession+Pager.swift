import TextBase

// The pager setting.
extension REPLSession {
  /// `pager [on|off]`: turns paging of long output on or off for this session, or says how it is set.
  mutating func pager(_ word: String?) -> REPLReply {
    if let word {
      guard word == "on" || word == "off" else {
        let shown = REPLQuote.shorten(word)
        return .failed(language.pick("pager 的值 \"\(shown)\" 不对；可以是 on 或 off",
                                     "bad value \"\(shown)\" for pager; expected on or off"))
      }
      paging = word == "on"
    }
    guard paging else {
      return REPLReply(text: language.pick("分页：关（长输出直接打印；pager on 打开）\n",
                                           "pager: off (long output is printed as it is; pager on turns it on)\n"))
    }
    guard let command = Pager.command(environment: ResourceUsage.environment) else {
      return REPLReply(text: language.pick("分页：开，但 PAGER 设为不分页（空或 cat），所以输出直接打印\n",
                                           "pager: on, but PAGER says not to page (empty or cat), so output is "
                                             + "printed as it is\n"))
    }
    let names = language.list(REPLCommandSpec.pagedCommands)
    return REPLReply(text: language.pick(
      "分页：开（\(command)）；在终端上，\(names) 的输出比屏幕高时交给它；pager off 关闭\n",
      "pager: on (\(command)); on a terminal, output of \(names) taller than the screen goes through it; pager off "
        + "turns it off\n"))
  }
}
