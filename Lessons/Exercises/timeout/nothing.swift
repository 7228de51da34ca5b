import SwiftUI

//zh 什么都没算：直接返回。
//en Nothing computed: it returns at once.

@concurrent func crunchNumbers() async -> String {
  "∑ 0"
}
