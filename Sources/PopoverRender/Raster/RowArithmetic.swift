/// Element-wise arithmetic on rows of floats, eight lanes at a time (the compiler cannot prove that
/// the rows do not overlap, so it would not vectorize the plain loops).
enum RowArithmetic {
    private typealias Lanes = SIMD8<Float>
    private static let width = Lanes.scalarCount

    private static func load(_ pointer: UnsafePointer<Float>) -> Lanes {
        UnsafeRawPointer(pointer).loadUnaligned(as: Lanes.self)
    }

    private static func store(_ lanes: Lanes, _ pointer: UnsafeMutablePointer<Float>) {
        UnsafeMutableRawPointer(pointer).storeBytes(of: lanes, as: Lanes.self)
    }

    /// `sums[i] += row[i]`
    static func add(_ row: UnsafePointer<Float>, to sums: UnsafeMutablePointer<Float>, count: Int) {
        var i = 0
        while i &+ width <= count {
            store(load(sums + i) + load(row + i), sums + i)
            i &+= width
        }
        while i < count { sums[i] += row[i]; i &+= 1 }
    }

    /// `sums[i] -= row[i]`
    static func subtract(_ row: UnsafePointer<Float>, from sums: UnsafeMutablePointer<Float>, count: Int) {
        var i = 0
        while i &+ width <= count {
            store(load(sums + i) - load(row + i), sums + i)
            i &+= width
        }
        while i < count { sums[i] -= row[i]; i &+= 1 }
    }

    /// `target[i] = row[i] * factor`
    static func scale(_ row: UnsafePointer<Float>, by factor: Float, into target: UnsafeMutablePointer<Float>, count: Int) {
        var i = 0
        while i &+ width <= count {
            store(load(row + i) * factor, target + i)
            i &+= width
        }
        while i < count { target[i] = row[i] * factor; i &+= 1 }
    }

    /// `target[i] = Σ weight * row[i]` over the taps.
    static func weightedSum(_ taps: [(row: UnsafePointer<Float>, weight: Float)],
                            into target: UnsafeMutablePointer<Float>, count: Int) {
        var i = 0
        while i &+ width <= count {
            var sum = Lanes()
            for tap in taps { sum += load(tap.row + i) * tap.weight }
            store(sum, target + i)
            i &+= width
        }
        while i < count {
            var sum: Float = 0
            for tap in taps { sum += tap.row[i] * tap.weight }
            target[i] = sum
            i &+= 1
        }
    }
}
