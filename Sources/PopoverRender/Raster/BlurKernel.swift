import Foundation

/// The one-dimensional filter a blur of standard deviation σ applies along rows and then columns.
///
/// Small blurs use a sampled gaussian (at most 25 taps). Larger ones use three successive box filters,
/// whose cost does not grow with σ: following Kovesi ("Fast almost-Gaussian filtering"), n boxes of
/// width w have variance n(w² − 1)/12, so the ideal width is √(12σ²/n + 1); taking the two odd widths
/// around it, m boxes of the smaller and n − m of the larger, matches the variance as integers allow.
struct BlurKernel: Equatable {
    enum Passes: Equatable {
        /// Half-widths of successive box filters, each spanning 2r + 1 samples.
        case boxes([Int])
        /// Normalized weights of a gaussian from −r to r (2r + 1 of them).
        case gaussian([Float])
    }

    /// Up to this σ, a true gaussian (cheap enough and exact where boxes would be coarse).
    static let largestGaussianSigma = 4.0

    let passes: Passes

    init(sigma: Double) {
        guard sigma.isFinite, sigma >= 0.5 else {
            passes = .boxes([])
            return
        }
        if sigma <= Self.largestGaussianSigma {
            let radius = Int((3 * sigma).rounded(.up))
            let weights = (-radius...radius).map { exp(-Double($0 * $0) / (2 * sigma * sigma)) }
            let total = weights.reduce(0, +)
            passes = .gaussian(weights.map { Float($0 / total) })
            return
        }
        let count = 3.0
        let ideal = (12 * sigma * sigma / count + 1).squareRoot()
        var lower = Int(ideal.rounded(.down))
        if lower % 2 == 0 { lower -= 1 }
        let l = Double(lower)
        let smallerCount = Int(((12 * sigma * sigma - count * l * l - 4 * count * l - 3 * count) / (-4 * l - 4)).rounded())
        passes = .boxes((0..<Int(count)).map { $0 < smallerCount ? (lower - 1) / 2 : (lower + 1) / 2 })
    }

    var isIdentity: Bool { passes == .boxes([]) }

    /// How far the blur spreads one sample in each direction (about 3σ).
    var reach: Int {
        switch passes {
        case .boxes(let radii): radii.reduce(0, +)
        case .gaussian(let weights): weights.count / 2
        }
    }

    /// The variance the filter actually has (box variances add up).
    var variance: Double {
        switch passes {
        case .boxes(let radii):
            return radii.reduce(0) { sum, r in
                let width = Double(2 * r + 1)
                return sum + (width * width - 1) / 12
            }
        case .gaussian(let weights):
            let radius = weights.count / 2
            return weights.indices.reduce(0) { sum, i in
                let offset = Double(i - radius)
                return sum + Double(weights[i]) * offset * offset
            }
        }
    }
}
