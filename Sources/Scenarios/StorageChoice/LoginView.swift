import SwiftUI

//en The sign-in screen. Tapping Log in asks the server for a token and hands it to the store, whichever it is.
//zh 登录页。点「登录」向服务器要一个令牌，交给 store 保存，不管它是哪一种。
struct LoginView: View {
  let store: any TokenStore
  @State private var isLoggedIn = false

  var body: some View {
    VStack {
      if isLoggedIn {
        Text("Logged in")
      } else {
        Button("Log in") {
          Task { await logIn() }
        }
      }
    }
  }

  private func logIn() async {
    do {
      let token = try await AuthAPI.logIn()
      store.save(token)
      isLoggedIn = true
    } catch {
      //en No token, nothing to keep: the screen stays as it is.
      //zh 没拿到令牌，也就没什么要保存的：界面保持原样。
      return
    }
  }
}
