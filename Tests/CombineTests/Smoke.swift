import Combine
import Testing

@Test func placeholderCompiles() { #expect(Just(1).output == 1) }
