import AsyncSimulation
import SwiftUI

/// Fixtures of the controls: text fields, toggles, pickers, steppers, menus, disclosure groups, tabs.
enum ControlFixtures {
  static let all: [SwiftUIFixture] = [
    SwiftUIFixture("text-fields", script: "type Mia into Name @10ms; type hunter2 into Password @20ms; "
                     + "tap 'Remember me' @30ms; submit Name @40ms; submit Password @50ms; submit Notes @60ms; "
                     + "tap Sync @70ms; type '' into 'Your name' @80ms; type x @90ms") { SignInForm() },
    SwiftUIFixture("readme-form", script: "type 'mia@example.com' into Email @100ms; tap 'Weekly digest' @1s; submit @2s") {
      NewsletterForm()
    },
    SwiftUIFixture("readme-stepper", script: "tap + @1s; tap 'Tickets: 2 −' @2s") { TicketCounter() },
    SwiftUIFixture("readme-disclosure", script: "tap Delivery @100ms; tap Delivery @200ms; tap Delivery @1s") {
      Delivery()
    },
    SwiftUIFixture("pickers", script: "tap Flavor @10ms; tap Vanilla @20ms; tap Large @30ms; tap Small @40ms; "
                     + "tap Nuts @50ms; tap Sprinkles @60ms; tap Flavor @70ms; dismiss @80ms; tap Flavor @90ms; "
                     + "tap Small @100ms") { FlavorPickers() },
    SwiftUIFixture("menus", script: "tap Sort @10ms; tap 'By date' @20ms; tap Refresh @30ms; tap Sort @40ms; "
                     + "tap More @50ms; tap 'By size' @60ms; tap Sort @70ms; dismiss @80ms; tap 'By name' @90ms") {
      SortMenu()
    },
    SwiftUIFixture("tabs", script: "tap Settings @250ms; tap 'Taps 0' @260ms; tap Inbox @300ms; "
                     + "tap Settings @450ms") { MailTabs() },
    SwiftUIFixture("tab-items", script: "tap Count @10ms; tap 'Taps 0' @20ms; tap Wrong @30ms; tap Home @40ms; "
                     + "tap Count @50ms") { ItemTabs() },
    SwiftUIFixture("tab-own", script: "tap Two @10ms; tap One @20ms") { OwnTabs() },
    SwiftUIFixture("single-field", script: "type swift @10ms; submit @20ms; type '' @100ms") { SingleField() },
    SwiftUIFixture("steppers", script: "tap + #1 @10ms; tap + #1 @20ms; tap '−' #2 @30ms; tap - #1 @40ms; "
                     + "tap 'Log +' @50ms; tap 'Log -' @60ms") { OrderForm() },
    SwiftUIFixture("disclosure", script: "tap Shipping @10ms; tap Shipping @250ms; tap More @300ms; "
                     + "tap 'Show more' @310ms; tap Shipping @400ms; tap Shipping @450ms") { FAQ() },
  ]
}
