// Mirrors: simd `simd_float2`…`simd_float16`, `simd_double2`…`simd_double8`, `simd_int2`…`simd_int4`,
//   `simd_uint2`…`simd_uint4`, `distance(_:_:)`, `distance_squared(_:_:)`, `length(_:)`, `length_squared(_:)`,
//   `normalize(_:)`, `dot(_:_:)`, `cross(_:_:)`, `mix(_:_:t:)`, `clamp(_:min:max:)`, `abs(_:)`, `min(_:_:)`,
//   `max(_:_:)`, `reduce_add(_:)`, `reduce_min(_:)`, `reduce_max(_:)`, `project(_:_:)`, `reflect(_:n:)`,
//   `step(_:edge:)`, `smoothstep(_:edge0:edge1:)`, and their `simd_` forms (`simd_distance`, `simd_length`, …)
// SDK: iOS 26 SDK
// Status: partial
// The vector half of Apple's simd module (developer.apple.com/documentation/simd; "Working with Vectors":
// developer.apple.com/documentation/accelerate/working-with-vectors): its vector types are the standard library's
// SIMD types, as in Apple's SDK, where `simd_float3` is `SIMD3<Float>`; the geometric functions compute what their
// documentation says, one overload per vector type as Apple declares them. Matrices (`simd_float4x4`) and
// quaternions (`simd_quatf`) are not offered: they are a compile error ("cannot find type").

// MARK: Vector types

/// A vector of 2 `Float` values (Apple: `simd_float2`, the standard library's `SIMD2<Float>`).
public typealias simd_float2 = SIMD2<Float>
/// A vector of 3 `Float` values (Apple: `simd_float3`, the standard library's `SIMD3<Float>`).
public typealias simd_float3 = SIMD3<Float>
/// A vector of 4 `Float` values (Apple: `simd_float4`, the standard library's `SIMD4<Float>`).
public typealias simd_float4 = SIMD4<Float>
/// A vector of 8 `Float` values (Apple: `simd_float8`, the standard library's `SIMD8<Float>`).
public typealias simd_float8 = SIMD8<Float>
/// A vector of 16 `Float` values (Apple: `simd_float16`, the standard library's `SIMD16<Float>`).
public typealias simd_float16 = SIMD16<Float>
/// A vector of 2 `Double` values (Apple: `simd_double2`, the standard library's `SIMD2<Double>`).
public typealias simd_double2 = SIMD2<Double>
/// A vector of 3 `Double` values (Apple: `simd_double3`, the standard library's `SIMD3<Double>`).
public typealias simd_double3 = SIMD3<Double>
/// A vector of 4 `Double` values (Apple: `simd_double4`, the standard library's `SIMD4<Double>`).
public typealias simd_double4 = SIMD4<Double>
/// A vector of 8 `Double` values (Apple: `simd_double8`, the standard library's `SIMD8<Double>`).
public typealias simd_double8 = SIMD8<Double>
/// A vector of 2 `Int32` values (Apple: `simd_int2`, the standard library's `SIMD2<Int32>`).
public typealias simd_int2 = SIMD2<Int32>
/// A vector of 3 `Int32` values (Apple: `simd_int3`, the standard library's `SIMD3<Int32>`).
public typealias simd_int3 = SIMD3<Int32>
/// A vector of 4 `Int32` values (Apple: `simd_int4`, the standard library's `SIMD4<Int32>`).
public typealias simd_int4 = SIMD4<Int32>
/// A vector of 8 `Int32` values (Apple: `simd_int8`, the standard library's `SIMD8<Int32>`).
public typealias simd_int8 = SIMD8<Int32>
/// A vector of 16 `Int32` values (Apple: `simd_int16`, the standard library's `SIMD16<Int32>`).
public typealias simd_int16 = SIMD16<Int32>
/// A vector of 2 `UInt32` values (Apple: `simd_uint2`, the standard library's `SIMD2<UInt32>`).
public typealias simd_uint2 = SIMD2<UInt32>
/// A vector of 3 `UInt32` values (Apple: `simd_uint3`, the standard library's `SIMD3<UInt32>`).
public typealias simd_uint3 = SIMD3<UInt32>
/// A vector of 4 `UInt32` values (Apple: `simd_uint4`, the standard library's `SIMD4<UInt32>`).
public typealias simd_uint4 = SIMD4<UInt32>
/// A vector of 8 `UInt32` values (Apple: `simd_uint8`, the standard library's `SIMD8<UInt32>`).
public typealias simd_uint8 = SIMD8<UInt32>
/// A vector of 16 `UInt32` values (Apple: `simd_uint16`, the standard library's `SIMD16<UInt32>`).
public typealias simd_uint16 = SIMD16<UInt32>

// MARK: Geometric functions
// Each is written once for any floating-point vector (internal) and offered, as Apple offers it, for each vector
// type and under both names (`distance` and `simd_distance`).

@inline(__always) func dotProduct<V: SIMD>(_ x: V, _ y: V) -> V.Scalar where V.Scalar: BinaryFloatingPoint {
  (x * y).sum()
}

@inline(__always) func lengthOf<V: SIMD>(_ x: V) -> V.Scalar where V.Scalar: BinaryFloatingPoint {
  dotProduct(x, x).squareRoot()
}

@inline(__always) func mixOf<V: SIMD>(_ x: V, _ y: V, _ t: V) -> V where V.Scalar: BinaryFloatingPoint {
  x + t * (y - x)
}

@inline(__always) func clampOf<V: SIMD>(_ x: V, _ low: V, _ high: V) -> V where V.Scalar: Comparable {
  pointwiseMin(pointwiseMax(x, low), high)
}

@inline(__always) func smoothstepOf<V: SIMD>(_ x: V, _ edge0: V, _ edge1: V) -> V
where V.Scalar: BinaryFloatingPoint {
  let t = clampOf((x - edge0) / (edge1 - edge0), V(repeating: 0), V(repeating: 1))
  return t * t * (V(repeating: 3) - 2 * t)
}

/// The distance between two points (the length of their difference).
public func distance(_ x: simd_float2, _ y: simd_float2) -> Float { lengthOf(x - y) }
/// The distance between two points (the length of their difference).
public func simd_distance(_ x: simd_float2, _ y: simd_float2) -> Float { lengthOf(x - y) }
/// The square of the distance between two points.
public func distance_squared(_ x: simd_float2, _ y: simd_float2) -> Float { dotProduct(x - y, x - y) }
/// The square of the distance between two points.
public func simd_distance_squared(_ x: simd_float2, _ y: simd_float2) -> Float { dotProduct(x - y, x - y) }
/// The length (Euclidean norm) of a vector.
public func length(_ x: simd_float2) -> Float { lengthOf(x) }
/// The length (Euclidean norm) of a vector.
public func simd_length(_ x: simd_float2) -> Float { lengthOf(x) }
/// The square of the length of a vector.
public func length_squared(_ x: simd_float2) -> Float { dotProduct(x, x) }
/// The square of the length of a vector.
public func simd_length_squared(_ x: simd_float2) -> Float { dotProduct(x, x) }
/// The vector of length 1 in the direction of `x` (not a number in each lane when `x` is zero).
public func normalize(_ x: simd_float2) -> simd_float2 { x / lengthOf(x) }
/// The vector of length 1 in the direction of `x` (not a number in each lane when `x` is zero).
public func simd_normalize(_ x: simd_float2) -> simd_float2 { x / lengthOf(x) }
/// The dot product of two vectors.
public func dot(_ x: simd_float2, _ y: simd_float2) -> Float { dotProduct(x, y) }
/// The dot product of two vectors.
public func simd_dot(_ x: simd_float2, _ y: simd_float2) -> Float { dotProduct(x, y) }
/// The projection of `x` onto `y`.
public func project(_ x: simd_float2, _ y: simd_float2) -> simd_float2 { dotProduct(x, y) / dotProduct(y, y) * y }
/// The projection of `x` onto `y`.
public func simd_project(_ x: simd_float2, _ y: simd_float2) -> simd_float2 { dotProduct(x, y) / dotProduct(y, y) * y }
/// Each lane's absolute value.
public func abs(_ x: simd_float2) -> simd_float2 { simd_float2((0..<2).map { Swift.abs(x[$0]) }) }
/// Each lane's absolute value.
public func simd_abs(_ x: simd_float2) -> simd_float2 { simd_float2((0..<2).map { Swift.abs(x[$0]) }) }
/// Each lane's smaller value.
public func min(_ x: simd_float2, _ y: simd_float2) -> simd_float2 { pointwiseMin(x, y) }
/// Each lane's smaller value.
public func simd_min(_ x: simd_float2, _ y: simd_float2) -> simd_float2 { pointwiseMin(x, y) }
/// Each lane's larger value.
public func max(_ x: simd_float2, _ y: simd_float2) -> simd_float2 { pointwiseMax(x, y) }
/// Each lane's larger value.
public func simd_max(_ x: simd_float2, _ y: simd_float2) -> simd_float2 { pointwiseMax(x, y) }
/// The sum of the lanes.
public func reduce_add(_ x: simd_float2) -> Float { x.sum() }
/// The sum of the lanes.
public func simd_reduce_add(_ x: simd_float2) -> Float { x.sum() }
/// The smallest lane.
public func reduce_min(_ x: simd_float2) -> Float { x.min() }
/// The smallest lane.
public func simd_reduce_min(_ x: simd_float2) -> Float { x.min() }
/// The largest lane.
public func reduce_max(_ x: simd_float2) -> Float { x.max() }
/// The largest lane.
public func simd_reduce_max(_ x: simd_float2) -> Float { x.max() }
/// Linear interpolation: `x + t * (y - x)` in each lane.
public func mix(_ x: simd_float2, _ y: simd_float2, t: simd_float2) -> simd_float2 { mixOf(x, y, t) }
/// Linear interpolation by one factor for every lane.
public func mix(_ x: simd_float2, _ y: simd_float2, t: Float) -> simd_float2 { mixOf(x, y, simd_float2(repeating: t)) }
/// Linear interpolation: `x + t * (y - x)` in each lane.
public func simd_mix(_ x: simd_float2, _ y: simd_float2, _ t: simd_float2) -> simd_float2 { mixOf(x, y, t) }
/// Each lane of `x` clamped to the range from `min` to `max`.
public func clamp(_ x: simd_float2, min: simd_float2, max: simd_float2) -> simd_float2 { clampOf(x, min, max) }
/// Each lane of `x` clamped to one range.
public func clamp(_ x: simd_float2, min: Float, max: Float) -> simd_float2 { clampOf(x, simd_float2(repeating: min), simd_float2(repeating: max)) }
/// Each lane of `x` clamped to the range from `min` to `max`.
public func simd_clamp(_ x: simd_float2, _ min: simd_float2, _ max: simd_float2) -> simd_float2 { clampOf(x, min, max) }
/// 0 in each lane where `x` is below `edge`, else 1.
public func step(_ x: simd_float2, edge: simd_float2) -> simd_float2 { simd_float2(repeating: 1).replacing(with: 0, where: x .< edge) }
/// 0 in each lane where `x` is below `edge`, else 1.
public func simd_step(_ edge: simd_float2, _ x: simd_float2) -> simd_float2 { simd_float2(repeating: 1).replacing(with: 0, where: x .< edge) }
/// A smooth Hermite interpolation between 0 (at or below `edge0`) and 1 (at or above `edge1`).
public func smoothstep(_ x: simd_float2, edge0: simd_float2, edge1: simd_float2) -> simd_float2 { smoothstepOf(x, edge0, edge1) }
/// A smooth Hermite interpolation between 0 (at or below `edge0`) and 1 (at or above `edge1`).
public func simd_smoothstep(_ edge0: simd_float2, _ edge1: simd_float2, _ x: simd_float2) -> simd_float2 { smoothstepOf(x, edge0, edge1) }
/// The reflection of `x` about the unit normal `n`: `x - 2 * dot(x, n) * n`.
public func reflect(_ x: simd_float2, n: simd_float2) -> simd_float2 { x - 2 * dotProduct(x, n) * n }
/// The reflection of `x` about the unit normal `n`: `x - 2 * dot(x, n) * n`.
public func simd_reflect(_ x: simd_float2, _ n: simd_float2) -> simd_float2 { x - 2 * dotProduct(x, n) * n }

/// The distance between two points (the length of their difference).
public func distance(_ x: simd_float3, _ y: simd_float3) -> Float { lengthOf(x - y) }
/// The distance between two points (the length of their difference).
public func simd_distance(_ x: simd_float3, _ y: simd_float3) -> Float { lengthOf(x - y) }
/// The square of the distance between two points.
public func distance_squared(_ x: simd_float3, _ y: simd_float3) -> Float { dotProduct(x - y, x - y) }
/// The square of the distance between two points.
public func simd_distance_squared(_ x: simd_float3, _ y: simd_float3) -> Float { dotProduct(x - y, x - y) }
/// The length (Euclidean norm) of a vector.
public func length(_ x: simd_float3) -> Float { lengthOf(x) }
/// The length (Euclidean norm) of a vector.
public func simd_length(_ x: simd_float3) -> Float { lengthOf(x) }
/// The square of the length of a vector.
public func length_squared(_ x: simd_float3) -> Float { dotProduct(x, x) }
/// The square of the length of a vector.
public func simd_length_squared(_ x: simd_float3) -> Float { dotProduct(x, x) }
/// The vector of length 1 in the direction of `x` (not a number in each lane when `x` is zero).
public func normalize(_ x: simd_float3) -> simd_float3 { x / lengthOf(x) }
/// The vector of length 1 in the direction of `x` (not a number in each lane when `x` is zero).
public func simd_normalize(_ x: simd_float3) -> simd_float3 { x / lengthOf(x) }
/// The dot product of two vectors.
public func dot(_ x: simd_float3, _ y: simd_float3) -> Float { dotProduct(x, y) }
/// The dot product of two vectors.
public func simd_dot(_ x: simd_float3, _ y: simd_float3) -> Float { dotProduct(x, y) }
/// The projection of `x` onto `y`.
public func project(_ x: simd_float3, _ y: simd_float3) -> simd_float3 { dotProduct(x, y) / dotProduct(y, y) * y }
/// The projection of `x` onto `y`.
public func simd_project(_ x: simd_float3, _ y: simd_float3) -> simd_float3 { dotProduct(x, y) / dotProduct(y, y) * y }
/// Each lane's absolute value.
public func abs(_ x: simd_float3) -> simd_float3 { simd_float3((0..<3).map { Swift.abs(x[$0]) }) }
/// Each lane's absolute value.
public func simd_abs(_ x: simd_float3) -> simd_float3 { simd_float3((0..<3).map { Swift.abs(x[$0]) }) }
/// Each lane's smaller value.
public func min(_ x: simd_float3, _ y: simd_float3) -> simd_float3 { pointwiseMin(x, y) }
/// Each lane's smaller value.
public func simd_min(_ x: simd_float3, _ y: simd_float3) -> simd_float3 { pointwiseMin(x, y) }
/// Each lane's larger value.
public func max(_ x: simd_float3, _ y: simd_float3) -> simd_float3 { pointwiseMax(x, y) }
/// Each lane's larger value.
public func simd_max(_ x: simd_float3, _ y: simd_float3) -> simd_float3 { pointwiseMax(x, y) }
/// The sum of the lanes.
public func reduce_add(_ x: simd_float3) -> Float { x.sum() }
/// The sum of the lanes.
public func simd_reduce_add(_ x: simd_float3) -> Float { x.sum() }
/// The smallest lane.
public func reduce_min(_ x: simd_float3) -> Float { x.min() }
/// The smallest lane.
public func simd_reduce_min(_ x: simd_float3) -> Float { x.min() }
/// The largest lane.
public func reduce_max(_ x: simd_float3) -> Float { x.max() }
/// The largest lane.
public func simd_reduce_max(_ x: simd_float3) -> Float { x.max() }
/// Linear interpolation: `x + t * (y - x)` in each lane.
public func mix(_ x: simd_float3, _ y: simd_float3, t: simd_float3) -> simd_float3 { mixOf(x, y, t) }
/// Linear interpolation by one factor for every lane.
public func mix(_ x: simd_float3, _ y: simd_float3, t: Float) -> simd_float3 { mixOf(x, y, simd_float3(repeating: t)) }
/// Linear interpolation: `x + t * (y - x)` in each lane.
public func simd_mix(_ x: simd_float3, _ y: simd_float3, _ t: simd_float3) -> simd_float3 { mixOf(x, y, t) }
/// Each lane of `x` clamped to the range from `min` to `max`.
public func clamp(_ x: simd_float3, min: simd_float3, max: simd_float3) -> simd_float3 { clampOf(x, min, max) }
/// Each lane of `x` clamped to one range.
public func clamp(_ x: simd_float3, min: Float, max: Float) -> simd_float3 { clampOf(x, simd_float3(repeating: min), simd_float3(repeating: max)) }
/// Each lane of `x` clamped to the range from `min` to `max`.
public func simd_clamp(_ x: simd_float3, _ min: simd_float3, _ max: simd_float3) -> simd_float3 { clampOf(x, min, max) }
/// 0 in each lane where `x` is below `edge`, else 1.
public func step(_ x: simd_float3, edge: simd_float3) -> simd_float3 { simd_float3(repeating: 1).replacing(with: 0, where: x .< edge) }
/// 0 in each lane where `x` is below `edge`, else 1.
public func simd_step(_ edge: simd_float3, _ x: simd_float3) -> simd_float3 { simd_float3(repeating: 1).replacing(with: 0, where: x .< edge) }
/// A smooth Hermite interpolation between 0 (at or below `edge0`) and 1 (at or above `edge1`).
public func smoothstep(_ x: simd_float3, edge0: simd_float3, edge1: simd_float3) -> simd_float3 { smoothstepOf(x, edge0, edge1) }
/// A smooth Hermite interpolation between 0 (at or below `edge0`) and 1 (at or above `edge1`).
public func simd_smoothstep(_ edge0: simd_float3, _ edge1: simd_float3, _ x: simd_float3) -> simd_float3 { smoothstepOf(x, edge0, edge1) }
/// The reflection of `x` about the unit normal `n`: `x - 2 * dot(x, n) * n`.
public func reflect(_ x: simd_float3, n: simd_float3) -> simd_float3 { x - 2 * dotProduct(x, n) * n }
/// The reflection of `x` about the unit normal `n`: `x - 2 * dot(x, n) * n`.
public func simd_reflect(_ x: simd_float3, _ n: simd_float3) -> simd_float3 { x - 2 * dotProduct(x, n) * n }
/// The cross product of two three-lane vectors.
public func cross(_ x: simd_float3, _ y: simd_float3) -> simd_float3 {
  simd_float3(x.y * y.z - x.z * y.y, x.z * y.x - x.x * y.z, x.x * y.y - x.y * y.x)
}
/// The cross product of two three-lane vectors.
public func simd_cross(_ x: simd_float3, _ y: simd_float3) -> simd_float3 {
  simd_float3(x.y * y.z - x.z * y.y, x.z * y.x - x.x * y.z, x.x * y.y - x.y * y.x)
}

/// The distance between two points (the length of their difference).
public func distance(_ x: simd_float4, _ y: simd_float4) -> Float { lengthOf(x - y) }
/// The distance between two points (the length of their difference).
public func simd_distance(_ x: simd_float4, _ y: simd_float4) -> Float { lengthOf(x - y) }
/// The square of the distance between two points.
public func distance_squared(_ x: simd_float4, _ y: simd_float4) -> Float { dotProduct(x - y, x - y) }
/// The square of the distance between two points.
public func simd_distance_squared(_ x: simd_float4, _ y: simd_float4) -> Float { dotProduct(x - y, x - y) }
/// The length (Euclidean norm) of a vector.
public func length(_ x: simd_float4) -> Float { lengthOf(x) }
/// The length (Euclidean norm) of a vector.
public func simd_length(_ x: simd_float4) -> Float { lengthOf(x) }
/// The square of the length of a vector.
public func length_squared(_ x: simd_float4) -> Float { dotProduct(x, x) }
/// The square of the length of a vector.
public func simd_length_squared(_ x: simd_float4) -> Float { dotProduct(x, x) }
/// The vector of length 1 in the direction of `x` (not a number in each lane when `x` is zero).
public func normalize(_ x: simd_float4) -> simd_float4 { x / lengthOf(x) }
/// The vector of length 1 in the direction of `x` (not a number in each lane when `x` is zero).
public func simd_normalize(_ x: simd_float4) -> simd_float4 { x / lengthOf(x) }
/// The dot product of two vectors.
public func dot(_ x: simd_float4, _ y: simd_float4) -> Float { dotProduct(x, y) }
/// The dot product of two vectors.
public func simd_dot(_ x: simd_float4, _ y: simd_float4) -> Float { dotProduct(x, y) }
/// The projection of `x` onto `y`.
public func project(_ x: simd_float4, _ y: simd_float4) -> simd_float4 { dotProduct(x, y) / dotProduct(y, y) * y }
/// The projection of `x` onto `y`.
public func simd_project(_ x: simd_float4, _ y: simd_float4) -> simd_float4 { dotProduct(x, y) / dotProduct(y, y) * y }
/// Each lane's absolute value.
public func abs(_ x: simd_float4) -> simd_float4 { simd_float4((0..<4).map { Swift.abs(x[$0]) }) }
/// Each lane's absolute value.
public func simd_abs(_ x: simd_float4) -> simd_float4 { simd_float4((0..<4).map { Swift.abs(x[$0]) }) }
/// Each lane's smaller value.
public func min(_ x: simd_float4, _ y: simd_float4) -> simd_float4 { pointwiseMin(x, y) }
/// Each lane's smaller value.
public func simd_min(_ x: simd_float4, _ y: simd_float4) -> simd_float4 { pointwiseMin(x, y) }
/// Each lane's larger value.
public func max(_ x: simd_float4, _ y: simd_float4) -> simd_float4 { pointwiseMax(x, y) }
/// Each lane's larger value.
public func simd_max(_ x: simd_float4, _ y: simd_float4) -> simd_float4 { pointwiseMax(x, y) }
/// The sum of the lanes.
public func reduce_add(_ x: simd_float4) -> Float { x.sum() }
/// The sum of the lanes.
public func simd_reduce_add(_ x: simd_float4) -> Float { x.sum() }
/// The smallest lane.
public func reduce_min(_ x: simd_float4) -> Float { x.min() }
/// The smallest lane.
public func simd_reduce_min(_ x: simd_float4) -> Float { x.min() }
/// The largest lane.
public func reduce_max(_ x: simd_float4) -> Float { x.max() }
/// The largest lane.
public func simd_reduce_max(_ x: simd_float4) -> Float { x.max() }
/// Linear interpolation: `x + t * (y - x)` in each lane.
public func mix(_ x: simd_float4, _ y: simd_float4, t: simd_float4) -> simd_float4 { mixOf(x, y, t) }
/// Linear interpolation by one factor for every lane.
public func mix(_ x: simd_float4, _ y: simd_float4, t: Float) -> simd_float4 { mixOf(x, y, simd_float4(repeating: t)) }
/// Linear interpolation: `x + t * (y - x)` in each lane.
public func simd_mix(_ x: simd_float4, _ y: simd_float4, _ t: simd_float4) -> simd_float4 { mixOf(x, y, t) }
/// Each lane of `x` clamped to the range from `min` to `max`.
public func clamp(_ x: simd_float4, min: simd_float4, max: simd_float4) -> simd_float4 { clampOf(x, min, max) }
/// Each lane of `x` clamped to one range.
public func clamp(_ x: simd_float4, min: Float, max: Float) -> simd_float4 { clampOf(x, simd_float4(repeating: min), simd_float4(repeating: max)) }
/// Each lane of `x` clamped to the range from `min` to `max`.
public func simd_clamp(_ x: simd_float4, _ min: simd_float4, _ max: simd_float4) -> simd_float4 { clampOf(x, min, max) }
/// 0 in each lane where `x` is below `edge`, else 1.
public func step(_ x: simd_float4, edge: simd_float4) -> simd_float4 { simd_float4(repeating: 1).replacing(with: 0, where: x .< edge) }
/// 0 in each lane where `x` is below `edge`, else 1.
public func simd_step(_ edge: simd_float4, _ x: simd_float4) -> simd_float4 { simd_float4(repeating: 1).replacing(with: 0, where: x .< edge) }
/// A smooth Hermite interpolation between 0 (at or below `edge0`) and 1 (at or above `edge1`).
public func smoothstep(_ x: simd_float4, edge0: simd_float4, edge1: simd_float4) -> simd_float4 { smoothstepOf(x, edge0, edge1) }
/// A smooth Hermite interpolation between 0 (at or below `edge0`) and 1 (at or above `edge1`).
public func simd_smoothstep(_ edge0: simd_float4, _ edge1: simd_float4, _ x: simd_float4) -> simd_float4 { smoothstepOf(x, edge0, edge1) }
/// The reflection of `x` about the unit normal `n`: `x - 2 * dot(x, n) * n`.
public func reflect(_ x: simd_float4, n: simd_float4) -> simd_float4 { x - 2 * dotProduct(x, n) * n }
/// The reflection of `x` about the unit normal `n`: `x - 2 * dot(x, n) * n`.
public func simd_reflect(_ x: simd_float4, _ n: simd_float4) -> simd_float4 { x - 2 * dotProduct(x, n) * n }

/// The distance between two points (the length of their difference).
public func distance(_ x: simd_float8, _ y: simd_float8) -> Float { lengthOf(x - y) }
/// The distance between two points (the length of their difference).
public func simd_distance(_ x: simd_float8, _ y: simd_float8) -> Float { lengthOf(x - y) }
/// The square of the distance between two points.
public func distance_squared(_ x: simd_float8, _ y: simd_float8) -> Float { dotProduct(x - y, x - y) }
/// The square of the distance between two points.
public func simd_distance_squared(_ x: simd_float8, _ y: simd_float8) -> Float { dotProduct(x - y, x - y) }
/// The length (Euclidean norm) of a vector.
public func length(_ x: simd_float8) -> Float { lengthOf(x) }
/// The length (Euclidean norm) of a vector.
public func simd_length(_ x: simd_float8) -> Float { lengthOf(x) }
/// The square of the length of a vector.
public func length_squared(_ x: simd_float8) -> Float { dotProduct(x, x) }
/// The square of the length of a vector.
public func simd_length_squared(_ x: simd_float8) -> Float { dotProduct(x, x) }
/// The vector of length 1 in the direction of `x` (not a number in each lane when `x` is zero).
public func normalize(_ x: simd_float8) -> simd_float8 { x / lengthOf(x) }
/// The vector of length 1 in the direction of `x` (not a number in each lane when `x` is zero).
public func simd_normalize(_ x: simd_float8) -> simd_float8 { x / lengthOf(x) }
/// The dot product of two vectors.
public func dot(_ x: simd_float8, _ y: simd_float8) -> Float { dotProduct(x, y) }
/// The dot product of two vectors.
public func simd_dot(_ x: simd_float8, _ y: simd_float8) -> Float { dotProduct(x, y) }
/// The projection of `x` onto `y`.
public func project(_ x: simd_float8, _ y: simd_float8) -> simd_float8 { dotProduct(x, y) / dotProduct(y, y) * y }
/// The projection of `x` onto `y`.
public func simd_project(_ x: simd_float8, _ y: simd_float8) -> simd_float8 { dotProduct(x, y) / dotProduct(y, y) * y }
/// Each lane's absolute value.
public func abs(_ x: simd_float8) -> simd_float8 { simd_float8((0..<8).map { Swift.abs(x[$0]) }) }
/// Each lane's absolute value.
public func simd_abs(_ x: simd_float8) -> simd_float8 { simd_float8((0..<8).map { Swift.abs(x[$0]) }) }
/// Each lane's smaller value.
public func min(_ x: simd_float8, _ y: simd_float8) -> simd_float8 { pointwiseMin(x, y) }
/// Each lane's smaller value.
public func simd_min(_ x: simd_float8, _ y: simd_float8) -> simd_float8 { pointwiseMin(x, y) }
/// Each lane's larger value.
public func max(_ x: simd_float8, _ y: simd_float8) -> simd_float8 { pointwiseMax(x, y) }
/// Each lane's larger value.
public func simd_max(_ x: simd_float8, _ y: simd_float8) -> simd_float8 { pointwiseMax(x, y) }
/// The sum of the lanes.
public func reduce_add(_ x: simd_float8) -> Float { x.sum() }
/// The sum of the lanes.
public func simd_reduce_add(_ x: simd_float8) -> Float { x.sum() }
/// The smallest lane.
public func reduce_min(_ x: simd_float8) -> Float { x.min() }
/// The smallest lane.
public func simd_reduce_min(_ x: simd_float8) -> Float { x.min() }
/// The largest lane.
public func reduce_max(_ x: simd_float8) -> Float { x.max() }
/// The largest lane.
public func simd_reduce_max(_ x: simd_float8) -> Float { x.max() }
/// Linear interpolation: `x + t * (y - x)` in each lane.
public func mix(_ x: simd_float8, _ y: simd_float8, t: simd_float8) -> simd_float8 { mixOf(x, y, t) }
/// Linear interpolation by one factor for every lane.
public func mix(_ x: simd_float8, _ y: simd_float8, t: Float) -> simd_float8 { mixOf(x, y, simd_float8(repeating: t)) }
/// Linear interpolation: `x + t * (y - x)` in each lane.
public func simd_mix(_ x: simd_float8, _ y: simd_float8, _ t: simd_float8) -> simd_float8 { mixOf(x, y, t) }
/// Each lane of `x` clamped to the range from `min` to `max`.
public func clamp(_ x: simd_float8, min: simd_float8, max: simd_float8) -> simd_float8 { clampOf(x, min, max) }
/// Each lane of `x` clamped to one range.
public func clamp(_ x: simd_float8, min: Float, max: Float) -> simd_float8 { clampOf(x, simd_float8(repeating: min), simd_float8(repeating: max)) }
/// Each lane of `x` clamped to the range from `min` to `max`.
public func simd_clamp(_ x: simd_float8, _ min: simd_float8, _ max: simd_float8) -> simd_float8 { clampOf(x, min, max) }
/// 0 in each lane where `x` is below `edge`, else 1.
public func step(_ x: simd_float8, edge: simd_float8) -> simd_float8 { simd_float8(repeating: 1).replacing(with: 0, where: x .< edge) }
/// 0 in each lane where `x` is below `edge`, else 1.
public func simd_step(_ edge: simd_float8, _ x: simd_float8) -> simd_float8 { simd_float8(repeating: 1).replacing(with: 0, where: x .< edge) }
/// A smooth Hermite interpolation between 0 (at or below `edge0`) and 1 (at or above `edge1`).
public func smoothstep(_ x: simd_float8, edge0: simd_float8, edge1: simd_float8) -> simd_float8 { smoothstepOf(x, edge0, edge1) }
/// A smooth Hermite interpolation between 0 (at or below `edge0`) and 1 (at or above `edge1`).
public func simd_smoothstep(_ edge0: simd_float8, _ edge1: simd_float8, _ x: simd_float8) -> simd_float8 { smoothstepOf(x, edge0, edge1) }
/// The reflection of `x` about the unit normal `n`: `x - 2 * dot(x, n) * n`.
public func reflect(_ x: simd_float8, n: simd_float8) -> simd_float8 { x - 2 * dotProduct(x, n) * n }
/// The reflection of `x` about the unit normal `n`: `x - 2 * dot(x, n) * n`.
public func simd_reflect(_ x: simd_float8, _ n: simd_float8) -> simd_float8 { x - 2 * dotProduct(x, n) * n }

/// The distance between two points (the length of their difference).
public func distance(_ x: simd_float16, _ y: simd_float16) -> Float { lengthOf(x - y) }
/// The distance between two points (the length of their difference).
public func simd_distance(_ x: simd_float16, _ y: simd_float16) -> Float { lengthOf(x - y) }
/// The square of the distance between two points.
public func distance_squared(_ x: simd_float16, _ y: simd_float16) -> Float { dotProduct(x - y, x - y) }
/// The square of the distance between two points.
public func simd_distance_squared(_ x: simd_float16, _ y: simd_float16) -> Float { dotProduct(x - y, x - y) }
/// The length (Euclidean norm) of a vector.
public func length(_ x: simd_float16) -> Float { lengthOf(x) }
/// The length (Euclidean norm) of a vector.
public func simd_length(_ x: simd_float16) -> Float { lengthOf(x) }
/// The square of the length of a vector.
public func length_squared(_ x: simd_float16) -> Float { dotProduct(x, x) }
/// The square of the length of a vector.
public func simd_length_squared(_ x: simd_float16) -> Float { dotProduct(x, x) }
/// The vector of length 1 in the direction of `x` (not a number in each lane when `x` is zero).
public func normalize(_ x: simd_float16) -> simd_float16 { x / lengthOf(x) }
/// The vector of length 1 in the direction of `x` (not a number in each lane when `x` is zero).
public func simd_normalize(_ x: simd_float16) -> simd_float16 { x / lengthOf(x) }
/// The dot product of two vectors.
public func dot(_ x: simd_float16, _ y: simd_float16) -> Float { dotProduct(x, y) }
/// The dot product of two vectors.
public func simd_dot(_ x: simd_float16, _ y: simd_float16) -> Float { dotProduct(x, y) }
/// The projection of `x` onto `y`.
public func project(_ x: simd_float16, _ y: simd_float16) -> simd_float16 { dotProduct(x, y) / dotProduct(y, y) * y }
/// The projection of `x` onto `y`.
public func simd_project(_ x: simd_float16, _ y: simd_float16) -> simd_float16 { dotProduct(x, y) / dotProduct(y, y) * y }
/// Each lane's absolute value.
public func abs(_ x: simd_float16) -> simd_float16 { simd_float16((0..<16).map { Swift.abs(x[$0]) }) }
/// Each lane's absolute value.
public func simd_abs(_ x: simd_float16) -> simd_float16 { simd_float16((0..<16).map { Swift.abs(x[$0]) }) }
/// Each lane's smaller value.
public func min(_ x: simd_float16, _ y: simd_float16) -> simd_float16 { pointwiseMin(x, y) }
/// Each lane's smaller value.
public func simd_min(_ x: simd_float16, _ y: simd_float16) -> simd_float16 { pointwiseMin(x, y) }
/// Each lane's larger value.
public func max(_ x: simd_float16, _ y: simd_float16) -> simd_float16 { pointwiseMax(x, y) }
/// Each lane's larger value.
public func simd_max(_ x: simd_float16, _ y: simd_float16) -> simd_float16 { pointwiseMax(x, y) }
/// The sum of the lanes.
public func reduce_add(_ x: simd_float16) -> Float { x.sum() }
/// The sum of the lanes.
public func simd_reduce_add(_ x: simd_float16) -> Float { x.sum() }
/// The smallest lane.
public func reduce_min(_ x: simd_float16) -> Float { x.min() }
/// The smallest lane.
public func simd_reduce_min(_ x: simd_float16) -> Float { x.min() }
/// The largest lane.
public func reduce_max(_ x: simd_float16) -> Float { x.max() }
/// The largest lane.
public func simd_reduce_max(_ x: simd_float16) -> Float { x.max() }
/// Linear interpolation: `x + t * (y - x)` in each lane.
public func mix(_ x: simd_float16, _ y: simd_float16, t: simd_float16) -> simd_float16 { mixOf(x, y, t) }
/// Linear interpolation by one factor for every lane.
public func mix(_ x: simd_float16, _ y: simd_float16, t: Float) -> simd_float16 { mixOf(x, y, simd_float16(repeating: t)) }
/// Linear interpolation: `x + t * (y - x)` in each lane.
public func simd_mix(_ x: simd_float16, _ y: simd_float16, _ t: simd_float16) -> simd_float16 { mixOf(x, y, t) }
/// Each lane of `x` clamped to the range from `min` to `max`.
public func clamp(_ x: simd_float16, min: simd_float16, max: simd_float16) -> simd_float16 { clampOf(x, min, max) }
/// Each lane of `x` clamped to one range.
public func clamp(_ x: simd_float16, min: Float, max: Float) -> simd_float16 { clampOf(x, simd_float16(repeating: min), simd_float16(repeating: max)) }
/// Each lane of `x` clamped to the range from `min` to `max`.
public func simd_clamp(_ x: simd_float16, _ min: simd_float16, _ max: simd_float16) -> simd_float16 { clampOf(x, min, max) }
/// 0 in each lane where `x` is below `edge`, else 1.
public func step(_ x: simd_float16, edge: simd_float16) -> simd_float16 { simd_float16(repeating: 1).replacing(with: 0, where: x .< edge) }
/// 0 in each lane where `x` is below `edge`, else 1.
public func simd_step(_ edge: simd_float16, _ x: simd_float16) -> simd_float16 { simd_float16(repeating: 1).replacing(with: 0, where: x .< edge) }
/// A smooth Hermite interpolation between 0 (at or below `edge0`) and 1 (at or above `edge1`).
public func smoothstep(_ x: simd_float16, edge0: simd_float16, edge1: simd_float16) -> simd_float16 { smoothstepOf(x, edge0, edge1) }
/// A smooth Hermite interpolation between 0 (at or below `edge0`) and 1 (at or above `edge1`).
public func simd_smoothstep(_ edge0: simd_float16, _ edge1: simd_float16, _ x: simd_float16) -> simd_float16 { smoothstepOf(x, edge0, edge1) }
/// The reflection of `x` about the unit normal `n`: `x - 2 * dot(x, n) * n`.
public func reflect(_ x: simd_float16, n: simd_float16) -> simd_float16 { x - 2 * dotProduct(x, n) * n }
/// The reflection of `x` about the unit normal `n`: `x - 2 * dot(x, n) * n`.
public func simd_reflect(_ x: simd_float16, _ n: simd_float16) -> simd_float16 { x - 2 * dotProduct(x, n) * n }

/// The distance between two points (the length of their difference).
public func distance(_ x: simd_double2, _ y: simd_double2) -> Double { lengthOf(x - y) }
/// The distance between two points (the length of their difference).
public func simd_distance(_ x: simd_double2, _ y: simd_double2) -> Double { lengthOf(x - y) }
/// The square of the distance between two points.
public func distance_squared(_ x: simd_double2, _ y: simd_double2) -> Double { dotProduct(x - y, x - y) }
/// The square of the distance between two points.
public func simd_distance_squared(_ x: simd_double2, _ y: simd_double2) -> Double { dotProduct(x - y, x - y) }
/// The length (Euclidean norm) of a vector.
public func length(_ x: simd_double2) -> Double { lengthOf(x) }
/// The length (Euclidean norm) of a vector.
public func simd_length(_ x: simd_double2) -> Double { lengthOf(x) }
/// The square of the length of a vector.
public func length_squared(_ x: simd_double2) -> Double { dotProduct(x, x) }
/// The square of the length of a vector.
public func simd_length_squared(_ x: simd_double2) -> Double { dotProduct(x, x) }
/// The vector of length 1 in the direction of `x` (not a number in each lane when `x` is zero).
public func normalize(_ x: simd_double2) -> simd_double2 { x / lengthOf(x) }
/// The vector of length 1 in the direction of `x` (not a number in each lane when `x` is zero).
public func simd_normalize(_ x: simd_double2) -> simd_double2 { x / lengthOf(x) }
/// The dot product of two vectors.
public func dot(_ x: simd_double2, _ y: simd_double2) -> Double { dotProduct(x, y) }
/// The dot product of two vectors.
public func simd_dot(_ x: simd_double2, _ y: simd_double2) -> Double { dotProduct(x, y) }
/// The projection of `x` onto `y`.
public func project(_ x: simd_double2, _ y: simd_double2) -> simd_double2 { dotProduct(x, y) / dotProduct(y, y) * y }
/// The projection of `x` onto `y`.
public func simd_project(_ x: simd_double2, _ y: simd_double2) -> simd_double2 { dotProduct(x, y) / dotProduct(y, y) * y }
/// Each lane's absolute value.
public func abs(_ x: simd_double2) -> simd_double2 { simd_double2((0..<2).map { Swift.abs(x[$0]) }) }
/// Each lane's absolute value.
public func simd_abs(_ x: simd_double2) -> simd_double2 { simd_double2((0..<2).map { Swift.abs(x[$0]) }) }
/// Each lane's smaller value.
public func min(_ x: simd_double2, _ y: simd_double2) -> simd_double2 { pointwiseMin(x, y) }
/// Each lane's smaller value.
public func simd_min(_ x: simd_double2, _ y: simd_double2) -> simd_double2 { pointwiseMin(x, y) }
/// Each lane's larger value.
public func max(_ x: simd_double2, _ y: simd_double2) -> simd_double2 { pointwiseMax(x, y) }
/// Each lane's larger value.
public func simd_max(_ x: simd_double2, _ y: simd_double2) -> simd_double2 { pointwiseMax(x, y) }
/// The sum of the lanes.
public func reduce_add(_ x: simd_double2) -> Double { x.sum() }
/// The sum of the lanes.
public func simd_reduce_add(_ x: simd_double2) -> Double { x.sum() }
/// The smallest lane.
public func reduce_min(_ x: simd_double2) -> Double { x.min() }
/// The smallest lane.
public func simd_reduce_min(_ x: simd_double2) -> Double { x.min() }
/// The largest lane.
public func reduce_max(_ x: simd_double2) -> Double { x.max() }
/// The largest lane.
public func simd_reduce_max(_ x: simd_double2) -> Double { x.max() }
/// Linear interpolation: `x + t * (y - x)` in each lane.
public func mix(_ x: simd_double2, _ y: simd_double2, t: simd_double2) -> simd_double2 { mixOf(x, y, t) }
/// Linear interpolation by one factor for every lane.
public func mix(_ x: simd_double2, _ y: simd_double2, t: Double) -> simd_double2 { mixOf(x, y, simd_double2(repeating: t)) }
/// Linear interpolation: `x + t * (y - x)` in each lane.
public func simd_mix(_ x: simd_double2, _ y: simd_double2, _ t: simd_double2) -> simd_double2 { mixOf(x, y, t) }
/// Each lane of `x` clamped to the range from `min` to `max`.
public func clamp(_ x: simd_double2, min: simd_double2, max: simd_double2) -> simd_double2 { clampOf(x, min, max) }
/// Each lane of `x` clamped to one range.
public func clamp(_ x: simd_double2, min: Double, max: Double) -> simd_double2 { clampOf(x, simd_double2(repeating: min), simd_double2(repeating: max)) }
/// Each lane of `x` clamped to the range from `min` to `max`.
public func simd_clamp(_ x: simd_double2, _ min: simd_double2, _ max: simd_double2) -> simd_double2 { clampOf(x, min, max) }
/// 0 in each lane where `x` is below `edge`, else 1.
public func step(_ x: simd_double2, edge: simd_double2) -> simd_double2 { simd_double2(repeating: 1).replacing(with: 0, where: x .< edge) }
/// 0 in each lane where `x` is below `edge`, else 1.
public func simd_step(_ edge: simd_double2, _ x: simd_double2) -> simd_double2 { simd_double2(repeating: 1).replacing(with: 0, where: x .< edge) }
/// A smooth Hermite interpolation between 0 (at or below `edge0`) and 1 (at or above `edge1`).
public func smoothstep(_ x: simd_double2, edge0: simd_double2, edge1: simd_double2) -> simd_double2 { smoothstepOf(x, edge0, edge1) }
/// A smooth Hermite interpolation between 0 (at or below `edge0`) and 1 (at or above `edge1`).
public func simd_smoothstep(_ edge0: simd_double2, _ edge1: simd_double2, _ x: simd_double2) -> simd_double2 { smoothstepOf(x, edge0, edge1) }
/// The reflection of `x` about the unit normal `n`: `x - 2 * dot(x, n) * n`.
public func reflect(_ x: simd_double2, n: simd_double2) -> simd_double2 { x - 2 * dotProduct(x, n) * n }
/// The reflection of `x` about the unit normal `n`: `x - 2 * dot(x, n) * n`.
public func simd_reflect(_ x: simd_double2, _ n: simd_double2) -> simd_double2 { x - 2 * dotProduct(x, n) * n }

/// The distance between two points (the length of their difference).
public func distance(_ x: simd_double3, _ y: simd_double3) -> Double { lengthOf(x - y) }
/// The distance between two points (the length of their difference).
public func simd_distance(_ x: simd_double3, _ y: simd_double3) -> Double { lengthOf(x - y) }
/// The square of the distance between two points.
public func distance_squared(_ x: simd_double3, _ y: simd_double3) -> Double { dotProduct(x - y, x - y) }
/// The square of the distance between two points.
public func simd_distance_squared(_ x: simd_double3, _ y: simd_double3) -> Double { dotProduct(x - y, x - y) }
/// The length (Euclidean norm) of a vector.
public func length(_ x: simd_double3) -> Double { lengthOf(x) }
/// The length (Euclidean norm) of a vector.
public func simd_length(_ x: simd_double3) -> Double { lengthOf(x) }
/// The square of the length of a vector.
public func length_squared(_ x: simd_double3) -> Double { dotProduct(x, x) }
/// The square of the length of a vector.
public func simd_length_squared(_ x: simd_double3) -> Double { dotProduct(x, x) }
/// The vector of length 1 in the direction of `x` (not a number in each lane when `x` is zero).
public func normalize(_ x: simd_double3) -> simd_double3 { x / lengthOf(x) }
/// The vector of length 1 in the direction of `x` (not a number in each lane when `x` is zero).
public func simd_normalize(_ x: simd_double3) -> simd_double3 { x / lengthOf(x) }
/// The dot product of two vectors.
public func dot(_ x: simd_double3, _ y: simd_double3) -> Double { dotProduct(x, y) }
/// The dot product of two vectors.
public func simd_dot(_ x: simd_double3, _ y: simd_double3) -> Double { dotProduct(x, y) }
/// The projection of `x` onto `y`.
public func project(_ x: simd_double3, _ y: simd_double3) -> simd_double3 { dotProduct(x, y) / dotProduct(y, y) * y }
/// The projection of `x` onto `y`.
public func simd_project(_ x: simd_double3, _ y: simd_double3) -> simd_double3 { dotProduct(x, y) / dotProduct(y, y) * y }
/// Each lane's absolute value.
public func abs(_ x: simd_double3) -> simd_double3 { simd_double3((0..<3).map { Swift.abs(x[$0]) }) }
/// Each lane's absolute value.
public func simd_abs(_ x: simd_double3) -> simd_double3 { simd_double3((0..<3).map { Swift.abs(x[$0]) }) }
/// Each lane's smaller value.
public func min(_ x: simd_double3, _ y: simd_double3) -> simd_double3 { pointwiseMin(x, y) }
/// Each lane's smaller value.
public func simd_min(_ x: simd_double3, _ y: simd_double3) -> simd_double3 { pointwiseMin(x, y) }
/// Each lane's larger value.
public func max(_ x: simd_double3, _ y: simd_double3) -> simd_double3 { pointwiseMax(x, y) }
/// Each lane's larger value.
public func simd_max(_ x: simd_double3, _ y: simd_double3) -> simd_double3 { pointwiseMax(x, y) }
/// The sum of the lanes.
public func reduce_add(_ x: simd_double3) -> Double { x.sum() }
/// The sum of the lanes.
public func simd_reduce_add(_ x: simd_double3) -> Double { x.sum() }
/// The smallest lane.
public func reduce_min(_ x: simd_double3) -> Double { x.min() }
/// The smallest lane.
public func simd_reduce_min(_ x: simd_double3) -> Double { x.min() }
/// The largest lane.
public func reduce_max(_ x: simd_double3) -> Double { x.max() }
/// The largest lane.
public func simd_reduce_max(_ x: simd_double3) -> Double { x.max() }
/// Linear interpolation: `x + t * (y - x)` in each lane.
public func mix(_ x: simd_double3, _ y: simd_double3, t: simd_double3) -> simd_double3 { mixOf(x, y, t) }
/// Linear interpolation by one factor for every lane.
public func mix(_ x: simd_double3, _ y: simd_double3, t: Double) -> simd_double3 { mixOf(x, y, simd_double3(repeating: t)) }
/// Linear interpolation: `x + t * (y - x)` in each lane.
public func simd_mix(_ x: simd_double3, _ y: simd_double3, _ t: simd_double3) -> simd_double3 { mixOf(x, y, t) }
/// Each lane of `x` clamped to the range from `min` to `max`.
public func clamp(_ x: simd_double3, min: simd_double3, max: simd_double3) -> simd_double3 { clampOf(x, min, max) }
/// Each lane of `x` clamped to one range.
public func clamp(_ x: simd_double3, min: Double, max: Double) -> simd_double3 { clampOf(x, simd_double3(repeating: min), simd_double3(repeating: max)) }
/// Each lane of `x` clamped to the range from `min` to `max`.
public func simd_clamp(_ x: simd_double3, _ min: simd_double3, _ max: simd_double3) -> simd_double3 { clampOf(x, min, max) }
/// 0 in each lane where `x` is below `edge`, else 1.
public func step(_ x: simd_double3, edge: simd_double3) -> simd_double3 { simd_double3(repeating: 1).replacing(with: 0, where: x .< edge) }
/// 0 in each lane where `x` is below `edge`, else 1.
public func simd_step(_ edge: simd_double3, _ x: simd_double3) -> simd_double3 { simd_double3(repeating: 1).replacing(with: 0, where: x .< edge) }
/// A smooth Hermite interpolation between 0 (at or below `edge0`) and 1 (at or above `edge1`).
public func smoothstep(_ x: simd_double3, edge0: simd_double3, edge1: simd_double3) -> simd_double3 { smoothstepOf(x, edge0, edge1) }
/// A smooth Hermite interpolation between 0 (at or below `edge0`) and 1 (at or above `edge1`).
public func simd_smoothstep(_ edge0: simd_double3, _ edge1: simd_double3, _ x: simd_double3) -> simd_double3 { smoothstepOf(x, edge0, edge1) }
/// The reflection of `x` about the unit normal `n`: `x - 2 * dot(x, n) * n`.
public func reflect(_ x: simd_double3, n: simd_double3) -> simd_double3 { x - 2 * dotProduct(x, n) * n }
/// The reflection of `x` about the unit normal `n`: `x - 2 * dot(x, n) * n`.
public func simd_reflect(_ x: simd_double3, _ n: simd_double3) -> simd_double3 { x - 2 * dotProduct(x, n) * n }
/// The cross product of two three-lane vectors.
public func cross(_ x: simd_double3, _ y: simd_double3) -> simd_double3 {
  simd_double3(x.y * y.z - x.z * y.y, x.z * y.x - x.x * y.z, x.x * y.y - x.y * y.x)
}
/// The cross product of two three-lane vectors.
public func simd_cross(_ x: simd_double3, _ y: simd_double3) -> simd_double3 {
  simd_double3(x.y * y.z - x.z * y.y, x.z * y.x - x.x * y.z, x.x * y.y - x.y * y.x)
}

/// The distance between two points (the length of their difference).
public func distance(_ x: simd_double4, _ y: simd_double4) -> Double { lengthOf(x - y) }
/// The distance between two points (the length of their difference).
public func simd_distance(_ x: simd_double4, _ y: simd_double4) -> Double { lengthOf(x - y) }
/// The square of the distance between two points.
public func distance_squared(_ x: simd_double4, _ y: simd_double4) -> Double { dotProduct(x - y, x - y) }
/// The square of the distance between two points.
public func simd_distance_squared(_ x: simd_double4, _ y: simd_double4) -> Double { dotProduct(x - y, x - y) }
/// The length (Euclidean norm) of a vector.
public func length(_ x: simd_double4) -> Double { lengthOf(x) }
/// The length (Euclidean norm) of a vector.
public func simd_length(_ x: simd_double4) -> Double { lengthOf(x) }
/// The square of the length of a vector.
public func length_squared(_ x: simd_double4) -> Double { dotProduct(x, x) }
/// The square of the length of a vector.
public func simd_length_squared(_ x: simd_double4) -> Double { dotProduct(x, x) }
/// The vector of length 1 in the direction of `x` (not a number in each lane when `x` is zero).
public func normalize(_ x: simd_double4) -> simd_double4 { x / lengthOf(x) }
/// The vector of length 1 in the direction of `x` (not a number in each lane when `x` is zero).
public func simd_normalize(_ x: simd_double4) -> simd_double4 { x / lengthOf(x) }
/// The dot product of two vectors.
public func dot(_ x: simd_double4, _ y: simd_double4) -> Double { dotProduct(x, y) }
/// The dot product of two vectors.
public func simd_dot(_ x: simd_double4, _ y: simd_double4) -> Double { dotProduct(x, y) }
/// The projection of `x` onto `y`.
public func project(_ x: simd_double4, _ y: simd_double4) -> simd_double4 { dotProduct(x, y) / dotProduct(y, y) * y }
/// The projection of `x` onto `y`.
public func simd_project(_ x: simd_double4, _ y: simd_double4) -> simd_double4 { dotProduct(x, y) / dotProduct(y, y) * y }
/// Each lane's absolute value.
public func abs(_ x: simd_double4) -> simd_double4 { simd_double4((0..<4).map { Swift.abs(x[$0]) }) }
/// Each lane's absolute value.
public func simd_abs(_ x: simd_double4) -> simd_double4 { simd_double4((0..<4).map { Swift.abs(x[$0]) }) }
/// Each lane's smaller value.
public func min(_ x: simd_double4, _ y: simd_double4) -> simd_double4 { pointwiseMin(x, y) }
/// Each lane's smaller value.
public func simd_min(_ x: simd_double4, _ y: simd_double4) -> simd_double4 { pointwiseMin(x, y) }
/// Each lane's larger value.
public func max(_ x: simd_double4, _ y: simd_double4) -> simd_double4 { pointwiseMax(x, y) }
/// Each lane's larger value.
public func simd_max(_ x: simd_double4, _ y: simd_double4) -> simd_double4 { pointwiseMax(x, y) }
/// The sum of the lanes.
public func reduce_add(_ x: simd_double4) -> Double { x.sum() }
/// The sum of the lanes.
public func simd_reduce_add(_ x: simd_double4) -> Double { x.sum() }
/// The smallest lane.
public func reduce_min(_ x: simd_double4) -> Double { x.min() }
/// The smallest lane.
public func simd_reduce_min(_ x: simd_double4) -> Double { x.min() }
/// The largest lane.
public func reduce_max(_ x: simd_double4) -> Double { x.max() }
/// The largest lane.
public func simd_reduce_max(_ x: simd_double4) -> Double { x.max() }
/// Linear interpolation: `x + t * (y - x)` in each lane.
public func mix(_ x: simd_double4, _ y: simd_double4, t: simd_double4) -> simd_double4 { mixOf(x, y, t) }
/// Linear interpolation by one factor for every lane.
public func mix(_ x: simd_double4, _ y: simd_double4, t: Double) -> simd_double4 { mixOf(x, y, simd_double4(repeating: t)) }
/// Linear interpolation: `x + t * (y - x)` in each lane.
public func simd_mix(_ x: simd_double4, _ y: simd_double4, _ t: simd_double4) -> simd_double4 { mixOf(x, y, t) }
/// Each lane of `x` clamped to the range from `min` to `max`.
public func clamp(_ x: simd_double4, min: simd_double4, max: simd_double4) -> simd_double4 { clampOf(x, min, max) }
/// Each lane of `x` clamped to one range.
public func clamp(_ x: simd_double4, min: Double, max: Double) -> simd_double4 { clampOf(x, simd_double4(repeating: min), simd_double4(repeating: max)) }
/// Each lane of `x` clamped to the range from `min` to `max`.
public func simd_clamp(_ x: simd_double4, _ min: simd_double4, _ max: simd_double4) -> simd_double4 { clampOf(x, min, max) }
/// 0 in each lane where `x` is below `edge`, else 1.
public func step(_ x: simd_double4, edge: simd_double4) -> simd_double4 { simd_double4(repeating: 1).replacing(with: 0, where: x .< edge) }
/// 0 in each lane where `x` is below `edge`, else 1.
public func simd_step(_ edge: simd_double4, _ x: simd_double4) -> simd_double4 { simd_double4(repeating: 1).replacing(with: 0, where: x .< edge) }
/// A smooth Hermite interpolation between 0 (at or below `edge0`) and 1 (at or above `edge1`).
public func smoothstep(_ x: simd_double4, edge0: simd_double4, edge1: simd_double4) -> simd_double4 { smoothstepOf(x, edge0, edge1) }
/// A smooth Hermite interpolation between 0 (at or below `edge0`) and 1 (at or above `edge1`).
public func simd_smoothstep(_ edge0: simd_double4, _ edge1: simd_double4, _ x: simd_double4) -> simd_double4 { smoothstepOf(x, edge0, edge1) }
/// The reflection of `x` about the unit normal `n`: `x - 2 * dot(x, n) * n`.
public func reflect(_ x: simd_double4, n: simd_double4) -> simd_double4 { x - 2 * dotProduct(x, n) * n }
/// The reflection of `x` about the unit normal `n`: `x - 2 * dot(x, n) * n`.
public func simd_reflect(_ x: simd_double4, _ n: simd_double4) -> simd_double4 { x - 2 * dotProduct(x, n) * n }

/// The distance between two points (the length of their difference).
public func distance(_ x: simd_double8, _ y: simd_double8) -> Double { lengthOf(x - y) }
/// The distance between two points (the length of their difference).
public func simd_distance(_ x: simd_double8, _ y: simd_double8) -> Double { lengthOf(x - y) }
/// The square of the distance between two points.
public func distance_squared(_ x: simd_double8, _ y: simd_double8) -> Double { dotProduct(x - y, x - y) }
/// The square of the distance between two points.
public func simd_distance_squared(_ x: simd_double8, _ y: simd_double8) -> Double { dotProduct(x - y, x - y) }
/// The length (Euclidean norm) of a vector.
public func length(_ x: simd_double8) -> Double { lengthOf(x) }
/// The length (Euclidean norm) of a vector.
public func simd_length(_ x: simd_double8) -> Double { lengthOf(x) }
/// The square of the length of a vector.
public func length_squared(_ x: simd_double8) -> Double { dotProduct(x, x) }
/// The square of the length of a vector.
public func simd_length_squared(_ x: simd_double8) -> Double { dotProduct(x, x) }
/// The vector of length 1 in the direction of `x` (not a number in each lane when `x` is zero).
public func normalize(_ x: simd_double8) -> simd_double8 { x / lengthOf(x) }
/// The vector of length 1 in the direction of `x` (not a number in each lane when `x` is zero).
public func simd_normalize(_ x: simd_double8) -> simd_double8 { x / lengthOf(x) }
/// The dot product of two vectors.
public func dot(_ x: simd_double8, _ y: simd_double8) -> Double { dotProduct(x, y) }
/// The dot product of two vectors.
public func simd_dot(_ x: simd_double8, _ y: simd_double8) -> Double { dotProduct(x, y) }
/// The projection of `x` onto `y`.
public func project(_ x: simd_double8, _ y: simd_double8) -> simd_double8 { dotProduct(x, y) / dotProduct(y, y) * y }
/// The projection of `x` onto `y`.
public func simd_project(_ x: simd_double8, _ y: simd_double8) -> simd_double8 { dotProduct(x, y) / dotProduct(y, y) * y }
/// Each lane's absolute value.
public func abs(_ x: simd_double8) -> simd_double8 { simd_double8((0..<8).map { Swift.abs(x[$0]) }) }
/// Each lane's absolute value.
public func simd_abs(_ x: simd_double8) -> simd_double8 { simd_double8((0..<8).map { Swift.abs(x[$0]) }) }
/// Each lane's smaller value.
public func min(_ x: simd_double8, _ y: simd_double8) -> simd_double8 { pointwiseMin(x, y) }
/// Each lane's smaller value.
public func simd_min(_ x: simd_double8, _ y: simd_double8) -> simd_double8 { pointwiseMin(x, y) }
/// Each lane's larger value.
public func max(_ x: simd_double8, _ y: simd_double8) -> simd_double8 { pointwiseMax(x, y) }
/// Each lane's larger value.
public func simd_max(_ x: simd_double8, _ y: simd_double8) -> simd_double8 { pointwiseMax(x, y) }
/// The sum of the lanes.
public func reduce_add(_ x: simd_double8) -> Double { x.sum() }
/// The sum of the lanes.
public func simd_reduce_add(_ x: simd_double8) -> Double { x.sum() }
/// The smallest lane.
public func reduce_min(_ x: simd_double8) -> Double { x.min() }
/// The smallest lane.
public func simd_reduce_min(_ x: simd_double8) -> Double { x.min() }
/// The largest lane.
public func reduce_max(_ x: simd_double8) -> Double { x.max() }
/// The largest lane.
public func simd_reduce_max(_ x: simd_double8) -> Double { x.max() }
/// Linear interpolation: `x + t * (y - x)` in each lane.
public func mix(_ x: simd_double8, _ y: simd_double8, t: simd_double8) -> simd_double8 { mixOf(x, y, t) }
/// Linear interpolation by one factor for every lane.
public func mix(_ x: simd_double8, _ y: simd_double8, t: Double) -> simd_double8 { mixOf(x, y, simd_double8(repeating: t)) }
/// Linear interpolation: `x + t * (y - x)` in each lane.
public func simd_mix(_ x: simd_double8, _ y: simd_double8, _ t: simd_double8) -> simd_double8 { mixOf(x, y, t) }
/// Each lane of `x` clamped to the range from `min` to `max`.
public func clamp(_ x: simd_double8, min: simd_double8, max: simd_double8) -> simd_double8 { clampOf(x, min, max) }
/// Each lane of `x` clamped to one range.
public func clamp(_ x: simd_double8, min: Double, max: Double) -> simd_double8 { clampOf(x, simd_double8(repeating: min), simd_double8(repeating: max)) }
/// Each lane of `x` clamped to the range from `min` to `max`.
public func simd_clamp(_ x: simd_double8, _ min: simd_double8, _ max: simd_double8) -> simd_double8 { clampOf(x, min, max) }
/// 0 in each lane where `x` is below `edge`, else 1.
public func step(_ x: simd_double8, edge: simd_double8) -> simd_double8 { simd_double8(repeating: 1).replacing(with: 0, where: x .< edge) }
/// 0 in each lane where `x` is below `edge`, else 1.
public func simd_step(_ edge: simd_double8, _ x: simd_double8) -> simd_double8 { simd_double8(repeating: 1).replacing(with: 0, where: x .< edge) }
/// A smooth Hermite interpolation between 0 (at or below `edge0`) and 1 (at or above `edge1`).
public func smoothstep(_ x: simd_double8, edge0: simd_double8, edge1: simd_double8) -> simd_double8 { smoothstepOf(x, edge0, edge1) }
/// A smooth Hermite interpolation between 0 (at or below `edge0`) and 1 (at or above `edge1`).
public func simd_smoothstep(_ edge0: simd_double8, _ edge1: simd_double8, _ x: simd_double8) -> simd_double8 { smoothstepOf(x, edge0, edge1) }
/// The reflection of `x` about the unit normal `n`: `x - 2 * dot(x, n) * n`.
public func reflect(_ x: simd_double8, n: simd_double8) -> simd_double8 { x - 2 * dotProduct(x, n) * n }
/// The reflection of `x` about the unit normal `n`: `x - 2 * dot(x, n) * n`.
public func simd_reflect(_ x: simd_double8, _ n: simd_double8) -> simd_double8 { x - 2 * dotProduct(x, n) * n }
