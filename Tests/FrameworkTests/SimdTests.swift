import Testing
import simd

/// simd's vectors and geometric functions (Sources/simd), against Apple's documentation
/// (https://developer.apple.com/documentation/simd, "Working with Vectors":
/// https://developer.apple.com/documentation/accelerate/working-with-vectors).
@Suite struct SimdTests {
  /// The vector types are the standard library's SIMD types ("simd_float4(x: 2, y: 4, z: 5, w: 8)" in Apple's
  /// article), so their arithmetic is the standard library's.
  @Test func vectorTypesAreTheStandardLibrarys() {
    let a = simd_float4(x: 2, y: 4, z: 5, w: 8), b = simd_float4(x: 5, y: 6, z: 7, w: 8)
    #expect(a + b == SIMD4<Float>(7, 10, 12, 16))
    #expect(simd_double2.self == SIMD2<Double>.self)
    #expect(simd_int3.self == SIMD3<Int32>.self)
  }

  /// Apple's article: the length of (3, 4) is 5, the distance between two points is the length of their
  /// difference, normalizing gives length 1 in the same direction; the dot product of perpendicular vectors is 0,
  /// and the cross product of x and y is z.
  @Test func geometry() {
    #expect(length(simd_double2(3, 4)) == 5)
    #expect(simd_length(simd_float2(3, 4)) == 5)
    #expect(length_squared(simd_double2(3, 4)) == 25)
    #expect(distance(simd_double2(1, 1), simd_double2(4, 5)) == 5)
    #expect(simd.distance(SIMD2<Double>(x: 1, y: 1), SIMD2<Double>(x: 4, y: 5)) == 5)
    #expect(simd_distance_squared(simd_float3(0, 0, 0), simd_float3(1, 2, 2)) == 9)
    #expect(normalize(simd_double2(3, 4)) == simd_double2(0.6, 0.8))
    #expect(dot(simd_float3(1, 0, 0), simd_float3(0, 1, 0)) == 0)
    #expect(simd_dot(simd_double3(1, 2, 3), simd_double3(4, 5, 6)) == 32)
    #expect(cross(simd_double3(1, 0, 0), simd_double3(0, 1, 0)) == simd_double3(0, 0, 1))
    #expect(project(simd_double2(2, 3), simd_double2(1, 0)) == simd_double2(2, 0))
    #expect(reflect(simd_double2(1, -1), n: simd_double2(0, 1)) == simd_double2(1, 1))
  }

  /// `mix` is linear interpolation (x + t(y − x)), `clamp` keeps each lane within its bounds, `step` is 0 below the
  /// edge and 1 at or above it, `smoothstep` goes from 0 to 1 between its edges (0.5 halfway).
  @Test func interpolationAndClamping() {
    #expect(mix(simd_double2(0, 10), simd_double2(10, 20), t: 0.25) == simd_double2(2.5, 12.5))
    #expect(simd_mix(simd_float2(0, 0), simd_float2(4, 8), simd_float2(0.5, 0.25)) == simd_float2(2, 2))
    #expect(clamp(simd_double3(-1, 0.5, 2), min: 0, max: 1) == simd_double3(0, 0.5, 1))
    #expect(simd_clamp(simd_float2(5, -5), simd_float2(0, 0), simd_float2(1, 1)) == simd_float2(1, 0))
    #expect(step(simd_double2(0.2, 0.8), edge: simd_double2(0.5, 0.5)) == simd_double2(0, 1))
    #expect(smoothstep(simd_double3(0, 0.5, 1), edge0: simd_double3(repeating: 0), edge1: simd_double3(repeating: 1))
      == simd_double3(0, 0.5, 1))
    #expect(abs(simd_float2(-1, 2)) == simd_float2(1, 2))
    #expect(min(simd_double2(1, 5), simd_double2(3, 2)) == simd_double2(1, 2))
    #expect(max(simd_double2(1, 5), simd_double2(3, 2)) == simd_double2(3, 5))
    #expect(reduce_add(simd_float4(1, 2, 3, 4)) == 10)
    #expect(reduce_min(simd_double3(3, -1, 2)) == -1)
    #expect(reduce_max(simd_double3(3, -1, 2)) == 3)
  }
}
