/// The String Catalogs of the scenarios: each folder's `Localizable.xcstrings`, compiled into the binary by the
/// build (`EmbeddedStringCatalogs`, generated from the folders).
public enum ScenarioStrings {
  /// The JSON text of `Sources/Scenarios/<folder>/Localizable.xcstrings`, if the folder has one.
  public static func catalog(of folder: String) -> String? {
    EmbeddedStringCatalogs.files.first { $0.name == folder + "/Localizable.xcstrings" }?.text
  }

  /// The folders that have a catalog.
  public static var folders: [String] {
    EmbeddedStringCatalogs.files.map { String($0.name.prefix { $0 != "/" }) }
  }
}
