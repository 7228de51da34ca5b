import AsyncSimulation
import SwiftUI

/// Fixtures of pull to refresh, search state, rendering of the basic views, user modifiers and localization.
enum InteractionFixtures {
  static let all: [SwiftUIFixture] = [
    SwiftUIFixture("refresh", script: "pull @10ms") { RefreshingFeed() },
    SwiftUIFixture("refresh-replaced", script: "pull @10ms") { SelfReplacingRefresh() },
    SwiftUIFixture("is-searching", script: "type s @10ms; tap Done @20ms") { SearchState() },
    SwiftUIFixture("search-submit", script: "type Oslo @10ms; submit Search @20ms; type Rome @30ms; "
                     + "submit 'Find a city' @40ms") { SubmittedSearch() },
    SwiftUIFixture("gallery", script: "tap 'Tap me' @10ms; tap Save @20ms") { Gallery() },
    SwiftUIFixture("tap-location", script: "tap Pin @10ms; tap Global @20ms") { TapLocations() },
    SwiftUIFixture("modifier-state", script: "tap Rename @10ms") { BadgeScreen() },
    SwiftUIFixture("button-callbacks",
                   script: "tap Add @10ms; tap 'Add again' @20ms; tap Double @30ms; tap Reset @40ms") {
      ButtonCallbacks()
    },
    SwiftUIFixture("localized") {
      let catalog = """
        {"sourceLanguage": "en", "version": "1.0", "strings": {
          "Hello %@, you have %lld messages": {"localizations": {
            "zh-Hans": {"stringUnit": {"state": "translated", "value": "%1$@，你有 %2$lld 条消息"}},
            "en": {"stringUnit": {"state": "translated", "value": "Hi %1$@: %2$lld messages"}}}}}}
        """
      try? LocalizedStrings.register(catalog: Data(catalog.utf8))
      HostingWindow.language = .zh
      return Welcome()
    },
  ]
}
