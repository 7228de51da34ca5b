import Scenarios
import Testing
@testable import TextBase

/// Durations are read exactly, never trap, and say why a value is refused.
@Suite("Duration syntax")
struct DurationSyntaxTests {
  @Test("units: ns, us, µs, ms, s, min, m, h and bare milliseconds, exactly", arguments: [
    ("300ms", Duration.milliseconds(300)), ("0.3s", .milliseconds(300)), ("2s", .seconds(2)),
    ("1500us", .microseconds(1_500)), ("1500µs", .microseconds(1_500)), ("7ns", .nanoseconds(7)),
    ("1m", .seconds(60)), ("2min", .seconds(120)), ("1h", .seconds(3_600)), ("1.5h", .seconds(5_400)),
    ("24h", .seconds(86_400)), ("86400s", .seconds(86_400)), ("1440m", .seconds(86_400)), ("250", .milliseconds(250)),
    (".5s", .milliseconds(500)), ("5.s", .seconds(5)), (" 40ms\t", .milliseconds(40)), ("0", .zero), ("-0", .zero),
    ("0.000001ms", .nanoseconds(1)), ("0.000000001s", .nanoseconds(1)), ("1.100000000000000000s", .milliseconds(1_100)),
    ("000000000000000000000000012ms", .milliseconds(12)), ("0.000000000005h", .nanoseconds(18)),
  ])
  func accepted(text: String, duration: Duration) {
    #expect(DurationSyntax.read(text) == .success(duration))
  }

  @Test("refused, with the reason", arguments: [
    ("153722867.9m", DurationSyntax.Problem.tooLong), ("9223372036.9s", .tooLong), ("9223372036854775807", .tooLong),
    ("99999999999999999999999999h", .tooLong), ("24.5h", .tooLong), ("86400.000001s", .tooLong), ("1441m", .tooLong),
    ("-5ms", .negative), ("-0.0000000001ms", .negative), ("0.0000000001ms", .finerThanNanosecond),
    ("0.5ns", .finerThanNanosecond), ("1.0000000001s", .finerThanNanosecond), ("1e400s", .notADuration),
    ("", .notADuration), (".", .notADuration), ("ms", .notADuration), ("--5", .notADuration), ("+5", .notADuration),
    ("1.2.3s", .notADuration), ("5 ms", .notADuration), ("٣ms", .notADuration), ("½s", .notADuration),
    ("0x10", .notADuration), ("inf", .notADuration), ("nan", .notADuration), ("10d", .notADuration),
  ])
  func refused(text: String, problem: DurationSyntax.Problem) {
    #expect(DurationSyntax.read(text) == .failure(problem))
    #expect(DurationSyntax.parse(text) == nil)
  }

  @Test("the canonical spelling reads back as the same duration", arguments: [
    "7ns", "1500us", "300ms", "1.5s", "2s", "1h", "0", "24h", "0.000123456s", "59.999999999s", "90s", "2m", "2h",
  ])
  func roundTrip(text: String) throws {
    let duration = try DurationSyntax.read(text).get()
    #expect(DurationSyntax.read(DurationSyntax.format(duration)) == .success(duration))
  }

  @Test("format never traps, even far outside the accepted range")
  func formatExtremes() {
    #expect(DurationSyntax.format(.seconds(Int64.max)) == "9223372036854775807ns")
    #expect(DurationSyntax.format(.seconds(Int64.min)) == "-9223372036854775808ns")
    #expect(DurationSyntax.format(.nanoseconds(1)) == "1ns")
  }

  @Test("explanations name the accepted range, in both languages")
  func explanations() {
    #expect(DurationSyntax.Problem.tooLong.explanation() == "that is longer than 24h; expected a duration from 0 to 24h")
    #expect(DurationSyntax.Problem.negative.explanation(positive: true)
      == "a duration cannot be negative; expected one above 0 and at most 24h")
    #expect(DurationSyntax.Problem.tooLong.explanation(.zh) == "超过了 24 小时；应是从 0 到 24 小时的时长")
  }
}
