// Mirrors: PhotosUI `PhotosPicker` (`init(selection:matching:preferredItemEncoding:label:)`,
//   `init(selection:matching:preferredItemEncoding:photoLibrary:label:)`, `init(_:selection:matching:
//   preferredItemEncoding:)`, and the same with `selection: Binding<[PhotosPickerItem]>`, `maxSelectionCount:`,
//   `selectionBehavior:`), `PHPickerFilter` (`images`, `videos`, `livePhotos`, `screenshots`, `any(of:)`,
//   `all(of:)`, `not(_:)`), `PhotosPickerSelectionBehavior`
// SDK: iOS 26 SDK
// Status: partial
// The picker is a button showing its label; tapping it presents a sheet, as Apple's does, that says the photo
// library is empty (asyncplay has no photos) and has a Cancel button that dismisses it. No photo can be chosen, so
// the selection binding is never written: an app sees what a user who cancels would make it see. The filter and
// encoding are kept and change nothing (there is nothing to filter).
import SwiftUI

/// A filter of the kinds of item a picker shows (Apple: `PHPickerFilter`).
public struct PHPickerFilter: Equatable, Hashable, Sendable {
  let name: String
  /// Images, including Live Photos.
  public static let images = PHPickerFilter(name: "images")
  /// Videos.
  public static let videos = PHPickerFilter(name: "videos")
  /// Live Photos.
  public static let livePhotos = PHPickerFilter(name: "livePhotos")
  /// Screenshots.
  public static let screenshots = PHPickerFilter(name: "screenshots")
  /// Items matching any of `subfilters`.
  public static func any(of subfilters: [PHPickerFilter]) -> PHPickerFilter {
    PHPickerFilter(name: "any(" + subfilters.map(\.name).joined(separator: ",") + ")")
  }
  /// Items matching all of `subfilters`.
  public static func all(of subfilters: [PHPickerFilter]) -> PHPickerFilter {
    PHPickerFilter(name: "all(" + subfilters.map(\.name).joined(separator: ",") + ")")
  }
  /// Items not matching `filter`.
  public static func not(_ filter: PHPickerFilter) -> PHPickerFilter { PHPickerFilter(name: "not(" + filter.name + ")") }
}

/// How a picker selects several items (Apple: `PhotosPickerSelectionBehavior`).
public struct PhotosPickerSelectionBehavior: Equatable, Hashable, Sendable {
  let name: String
  /// In the order the user selects them.
  public static let `default` = PhotosPickerSelectionBehavior(name: "default")
  /// Numbered in the order the user selects them.
  public static let ordered = PhotosPickerSelectionBehavior(name: "ordered")
  /// Continuously, as the user selects them.
  public static let continuous = PhotosPickerSelectionBehavior(name: "continuous")
  /// Continuously and numbered.
  public static let continuousAndOrdered = PhotosPickerSelectionBehavior(name: "continuousAndOrdered")
}

/// A view that displays a Photos picker for choosing assets from the photo library (Apple: `PhotosPicker`).
public struct PhotosPicker<Label: View>: View {
  let label: Label
  @State private var isPresented = false

  /// A picker of one item, shown by `label`.
  public init(selection: Binding<PhotosPickerItem?>, matching filter: PHPickerFilter? = nil,
              preferredItemEncoding: PhotosPickerItem.EncodingDisambiguationPolicy = .automatic,
              @ViewBuilder label: () -> Label) {
    self.label = label()
  }

  /// A picker of one item from `photoLibrary`, shown by `label`.
  public init(selection: Binding<PhotosPickerItem?>, matching filter: PHPickerFilter? = nil,
              preferredItemEncoding: PhotosPickerItem.EncodingDisambiguationPolicy = .automatic,
              photoLibrary: PHPhotoLibrary, @ViewBuilder label: () -> Label) {
    self.label = label()
  }

  /// A picker of one item, titled from a localized string key.
  public init(_ titleKey: LocalizedStringKey, selection: Binding<PhotosPickerItem?>,
              matching filter: PHPickerFilter? = nil,
              preferredItemEncoding: PhotosPickerItem.EncodingDisambiguationPolicy = .automatic) where Label == Text {
    label = Text(titleKey)
  }

  /// A picker of one item, titled with a string.
  public init<S: StringProtocol>(_ title: S, selection: Binding<PhotosPickerItem?>,
                                 matching filter: PHPickerFilter? = nil,
                                 preferredItemEncoding: PhotosPickerItem.EncodingDisambiguationPolicy = .automatic)
    where Label == Text {
    label = Text(title)
  }

  /// A picker of several items, shown by `label`.
  public init(selection: Binding<[PhotosPickerItem]>, maxSelectionCount: Int? = nil,
              selectionBehavior: PhotosPickerSelectionBehavior = .default, matching filter: PHPickerFilter? = nil,
              preferredItemEncoding: PhotosPickerItem.EncodingDisambiguationPolicy = .automatic,
              @ViewBuilder label: () -> Label) {
    self.label = label()
  }

  /// A picker of several items from `photoLibrary`, shown by `label`.
  public init(selection: Binding<[PhotosPickerItem]>, maxSelectionCount: Int? = nil,
              selectionBehavior: PhotosPickerSelectionBehavior = .default, matching filter: PHPickerFilter? = nil,
              preferredItemEncoding: PhotosPickerItem.EncodingDisambiguationPolicy = .automatic,
              photoLibrary: PHPhotoLibrary, @ViewBuilder label: () -> Label) {
    self.label = label()
  }

  /// A picker of several items, titled from a localized string key.
  public init(_ titleKey: LocalizedStringKey, selection: Binding<[PhotosPickerItem]>, maxSelectionCount: Int? = nil,
              selectionBehavior: PhotosPickerSelectionBehavior = .default, matching filter: PHPickerFilter? = nil,
              preferredItemEncoding: PhotosPickerItem.EncodingDisambiguationPolicy = .automatic) where Label == Text {
    label = Text(titleKey)
  }

  public var body: some View {
    Button {
      isPresented = true
    } label: {
      label
    }
    .sheet(isPresented: $isPresented) {
      VStack {
        Text(verbatim: PhotosPickerSheet.title)
        Text(verbatim: PhotosPickerSheet.emptyLibrary)
        Button("Cancel") { isPresented = false }
      }
    }
  }
}

/// What the picker's sheet says.
enum PhotosPickerSheet {
  static let title = "Photos"
  static let emptyLibrary = "No photos: asyncplay's photo library is empty"
}
