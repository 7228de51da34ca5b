import SwiftUI

//en The team members screen: a segmented Picker of teams above the members of the team picked. Picking a team
//en does not load anything by itself: it calls the model's select(_:), which starts the load in a Task of its own.
//en The user may pick again before that load is done.
//zh 小组成员页面：上面是小组的分段选择器（Picker），下面是选中小组的成员。选择器本身不加载：
//zh 它调用模型的 select(_:)，由 select(_:) 在自己的 Task 里开始加载。前一次加载还没完，用户就可能又选了一次。
struct TeamMembersView: View {
  let model: any TeamMembersLoading
  var teams = ["ios", "android"]

  var body: some View {
    NavigationStack {
      List {
        Picker("Team", selection: Binding(get: { model.team }, set: { model.select($0) })) {
          ForEach(teams, id: \.self) { team in
            Text(verbatim: team)
          }
        }
        .pickerStyle(.segmented)
        ForEach(model.members, id: \.self) { member in
          Text(verbatim: member)
        }
      }
      .navigationTitle("Team members")
    }
  }
}
