import SwiftUI

@Observable final class OrdersModel {
  var orders: [Order] = []
  var isLoading = false
  var errorMessage: String?

  struct Order: Identifiable, Hashable {
    let id: Int
    var title: String
    var quantity: Int
    var isUrgent: Bool
  }

  func load(matching query: String) async {
    isLoading = true
    defer { isLoading = false }
    do {
      try await Task.sleep(for: .milliseconds(150))
      orders = (1...5).map { Order(id: $0, title: "\(query) order \($0)", quantity: $0 * 2, isUrgent: $0 % 2 == 0) }
    } catch {
      errorMessage = "cancelled"
    }
  }
}

struct OrdersScreen: View {
  @State private var model = OrdersModel()
  @State private var query = ""
  @State private var showingNew = false
  @State private var showingError = false
  @State private var filter = "All"
  @State private var path: [OrdersModel.Order] = []

  var body: some View {
    NavigationStack(path: $path) {
      List {
        Section {
          Picker("Show", selection: $filter) {
            Text("All").tag("All")
            Text("Urgent").tag("Urgent")
          }
          if model.isLoading {
            ProgressView("Loading…")
          }
        }
        Section("Orders") {
          ForEach(model.orders.filter { filter == "All" || $0.isUrgent }) { order in
            NavigationLink(value: order) {
              HStack {
                Image(systemName: order.isUrgent ? "exclamationmark.circle" : "circle")
                VStack(alignment: .leading) {
                  Text(order.title).font(.headline)
                  Text("\(order.quantity) items").foregroundStyle(.secondary)
                }
              }
            }
          }
          .onDelete { offsets in model.orders.remove(atOffsets: offsets) }
        }
      }
      .navigationTitle("Orders")
      .navigationDestination(for: OrdersModel.Order.self) { order in OrderDetail(order: order) }
      .toolbar {
        ToolbarItem(placement: .topBarTrailing) {
          Button("New") { showingNew = true }
        }
      }
      .searchable(text: $query, prompt: "Search orders")
      .task(id: query) { await model.load(matching: query) }
      .refreshable { await model.load(matching: query) }
      .onChange(of: model.errorMessage) { _, message in showingError = message != nil }
      .sheet(isPresented: $showingNew) { NewOrderForm() }
      .alert("Could not load", isPresented: $showingError) {
        Button("Retry") { Task { await model.load(matching: query) } }
        Button("Cancel", role: .cancel) {}
      } message: {
        Text(model.errorMessage ?? "")
      }
    }
  }
}

struct OrderDetail: View {
  let order: OrdersModel.Order
  var body: some View {
    Form {
      LabeledContent("Title", value: order.title)
      LabeledContent("Quantity", value: "\(order.quantity)")
      Toggle("Urgent", isOn: .constant(order.isUrgent))
    }
    .navigationTitle(order.title)
  }
}

struct NewOrderForm: View {
  @Environment(\.dismiss) private var dismiss
  @State private var title = ""
  @State private var quantity = 1
  var body: some View {
    Form {
      TextField("Title", text: $title)
      Stepper("Quantity: \(quantity)", value: $quantity, in: 1...10)
      Button("Save") { dismiss() }.disabled(title.isEmpty)
    }
  }
}
