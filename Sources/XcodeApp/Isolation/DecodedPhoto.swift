import SwiftUI

//en A photo decoded into pixels, ready to draw.
//zh 解码成像素、可以直接画出来的照片。
struct DecodedPhoto: Equatable, Sendable {
  var name: String
  var width: Int
  var height: Int
}
