import AsyncSimulation
@testable import Playground
import Testing

/// The task-group, http-status, main-actor and persistence lessons, pinned as text and as JSON Lines like
/// ``GoldenTranscriptTests`` (same `Golden/` directory, same `ASYNCPLAY_UPDATE_GOLDEN=1` to rewrite after review).
enum GoldenLessonTranscriptsB {
  typealias Case = GoldenTranscriptTests.Case

  static let cases: [Case] = [
    Case(stem: "task-group", arguments: ["task-group"]),
    Case(stem: "task-group_unsorted", arguments: ["task-group", "sort=no"]),
    Case(stem: "task-group_equal-unsorted", arguments: ["task-group", "latencies=50,50,50,50", "sort=no"]),
    Case(stem: "task-group_unsorted_en", arguments: ["task-group", "sort=no", "--lang", "en"]),
    Case(stem: "http-status", arguments: ["http-status"]),
    Case(stem: "http-status_unchecked", arguments: ["http-status", "check=off"]),
    Case(stem: "http-status_500", arguments: ["http-status", "status=500"]),
    Case(stem: "http-status_500-unchecked", arguments: ["http-status", "status=500", "check=off"]),
    Case(stem: "http-status_timeout", arguments: ["http-status", "status=timeout"]),
    Case(stem: "http-status_200", arguments: ["http-status", "status=200"]),
    Case(stem: "http-status_unchecked_en", arguments: ["http-status", "check=off", "--lang", "en"]),
    Case(stem: "main-actor", arguments: ["main-actor"]),
    Case(stem: "main-actor_background", arguments: ["main-actor", "work=background"]),
    Case(stem: "main-actor_en", arguments: ["main-actor", "--lang", "en"]),
    Case(stem: "persistence", arguments: ["persistence"]),
    Case(stem: "persistence_direct", arguments: ["persistence", "write=direct"]),
    Case(stem: "persistence_direct-crash-70ms", arguments: ["persistence", "write=direct", "crash=70ms"]),
    Case(stem: "persistence_race", arguments: ["persistence", "case=race"]),
    Case(stem: "persistence_race-unsynchronised", arguments: ["persistence", "case=race", "saves=unsynchronised"]),
    Case(stem: "persistence_first-launch", arguments: ["persistence", "case=first-launch"]),
    Case(stem: "persistence_disk-full", arguments: ["persistence", "case=disk-full"]),
    Case(stem: "persistence_direct_en", arguments: ["persistence", "write=direct", "--lang", "en"]),
  ]
}
