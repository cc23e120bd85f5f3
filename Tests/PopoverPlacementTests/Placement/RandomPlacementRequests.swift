@testable import PopoverPlacement

/// Random placement requests: containers up to 1200×900, anchors in and around them, bodies up to
/// 500×400, random arrows, insets, policies, sides, permissions and options; one in ten has one
/// field spoiled with NaN, an infinity, a negative or a zero.
struct RandomPlacementRequests {
    var random: SplitMix64

    init(seed: UInt64) {
        random = SplitMix64(seed: seed)
    }

    mutating func number(_ range: ClosedRange<Double>) -> Double {
        Double.random(in: range, using: &random)
    }

    mutating func chance(_ probability: Double) -> Bool {
        number(0...1) < probability
    }

    /// A request, and whether one of its fields was spoiled.
    mutating func next() -> (request: PlacementCase, isSpoiled: Bool) {
        let container = Rect(x: number(-100...100), y: number(-100...100),
                             width: number(50...1200), height: number(50...900))
        let anchor = Rect(x: container.minX + number(-60...container.width + 20),
                          y: container.minY + number(-60...container.height + 20),
                          width: chance(0.1) ? 0 : number(0...200), height: chance(0.1) ? 0 : number(0...120))
        var request = PlacementCase(
            anchor: anchor,
            attachment: chance(0.7) ? .rect : .point(UnitPoint(x: number(0...1), y: number(0...1))),
            bodySize: Size(width: number(1...500), height: number(1...400)),
            container: container,
            containerInset: chance(0.5) ? EdgeInsets(all: number(0...12))
                : EdgeInsets(top: number(0...30), leading: number(0...30), bottom: number(0...30), trailing: number(0...30)),
            arrow: chance(0.8) ? ArrowSpec(width: number(0...40), height: number(0...16), arcRadius: 3,
                                           gap: number(0...6), padding: chance(0.5) ? nil : number(0...30)) : nil,
            cornerRadius: number(0...30),
            policy: PlacementPolicyName.allCases.randomElement(using: &random)!,
            preferredPlacement: chance(0.3) ? nil : Placement(side: Edge.allCases.randomElement(using: &random)!,
                                                              alignment: PlacementAlignment.allCases.randomElement(using: &random)!),
            permittedSides: chance(0.4) ? [] : PermittedSides(Edge.allCases.shuffled(using: &random).prefix(Int.random(in: 1...4, using: &random))),
            flip: chance(0.8), shift: chance(0.8), shiftPadding: chance(0.5) ? 0 : number(0...10))
        let isSpoiled = chance(0.1)
        if isSpoiled { spoil(&request) }
        return (request, isSpoiled)
    }

    private mutating func spoil(_ request: inout PlacementCase) {
        let bad = [Double.nan, .infinity, -.infinity, -number(1...100), 0, 1e308].randomElement(using: &random)!
        switch Int.random(in: 0..<9, using: &random) {
        case 0: request.anchor.origin.x = bad
        case 1: request.anchor.size.height = bad
        case 2: request.container.size.width = bad
        case 3: request.container.origin.y = bad
        case 4: request.bodySize.width = bad
        case 5: request.bodySize.height = bad
        case 6: request.containerInset.leading = bad
        case 7: request.cornerRadius = bad
        default: request.arrow = ArrowSpec(width: bad, height: bad, gap: bad, padding: bad)
        }
    }
}
