/// A small seeded random generator (Steele, Lea and Flood's SplitMix64): the same seed gives the
/// same sequence on every run and platform, for seeded scenes, benchmarks and tests.
public struct SplitMix64: RandomNumberGenerator, Sendable {
    private var state: UInt64

    public init(seed: UInt64) {
        state = seed
    }

    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// Uniform in `range`, from the top 53 bits (the exact precision of a Double).
    public mutating func uniform(_ range: ClosedRange<Double>) -> Double {
        range.lowerBound + Double(next() >> 11) / Double(1 << 53) * (range.upperBound - range.lowerBound)
    }

    /// Uniform in 0..<count (count > 0).
    public mutating func index(below count: Int) -> Int {
        Int(next() % UInt64(count))
    }
}
