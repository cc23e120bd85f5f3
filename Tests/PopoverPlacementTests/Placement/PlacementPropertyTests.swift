import Testing
@testable import PopoverPlacement

/// Properties over 200,000 seeded random requests (see `RandomPlacementRequests`). Each check
/// counts its failures and reports the first failing request.
@Suite struct PlacementPropertyTests {
    static let caseCount = 200_000
    static let tolerance = 1e-7

    /// Failures of one property: how many, and the first request that broke it.
    struct Failures {
        var count = 0
        var first = ""

        mutating func check(_ condition: Bool, _ request: PlacementCase, _ result: PlacementResult) {
            guard !condition else { return }
            if count == 0 { first = "\(request)\n→ \(result)" }
            count += 1
        }
    }

    @Test func randomRequestsKeepEveryProperty() {
        var requests = RandomPlacementRequests(seed: 0x5EED_2026)
        var finite = Failures(), repeatable = Failures(), inside = Failures(), arrowOnEdge = Failures()
        var arrowOnStraightPart = Failures(), arrowAtAttachment = Failures(), flipKeepsRoom = Failures()
        var permittedOrder = Failures()
        var checkedInside = 0, checkedFlips = 0, checkedPermitted = 0, checkedArrows = 0, saturatedArrows = 0

        for _ in 0..<Self.caseCount {
            let (request, isSpoiled) = requests.next()
            let result = PlacementEngine.compute(request)
            finite.check(Self.allFinite(result), request, result)
            repeatable.check(PlacementEngine.compute(request) == result, request, result)
            if isSpoiled { continue }

            let boundary = request.container.inset(by: request.containerInset)
            if let fits = Self.fitsInside(request, result, boundary: boundary) {
                checkedInside += fits ? 1 : 0
                if fits { inside.check(Self.contains(boundary, result.body), request, result) }
            }
            if let arrow = result.arrow, let side = result.side {
                checkedArrows += 1
                saturatedArrows += arrow.isSaturated ? 1 : 0
                arrowOnEdge.check(Self.sitsOnFacingEdge(arrow, side: side, body: result.body, request: request), request, result)
                arrowOnStraightPart.check(Self.onStraightPart(arrow, side: side, body: result.body, request: request), request, result)
                let along = side.isVertical ? arrow.tip.x : arrow.tip.y
                let target = Self.attachmentCoordinate(request, side: side)
                arrowAtAttachment.check(arrow.isSaturated ? along != target : along == target, request, result)
            }
            if request.policy == .edges && request.flip && request.permittedSides.isEmpty {
                checkedFlips += 1
                flipKeepsRoom.check(Self.flipKeepsRoom(request, result, boundary: boundary), request, result)
            }
            if request.policy == .edges && request.flip && !request.permittedSides.isEmpty {
                checkedPermitted += 1
                permittedOrder.check(Self.keepsPermittedOrder(request, result, boundary: boundary), request, result)
            }
        }
        #expect(finite.count == 0, "non-finite output: \(finite.first)")
        #expect(repeatable.count == 0, "same input, different output: \(repeatable.first)")
        #expect(inside.count == 0, "outside the inset container though it fits: \(inside.first)")
        #expect(arrowOnEdge.count == 0, "arrow off the anchor-facing edge: \(arrowOnEdge.first)")
        #expect(arrowOnStraightPart.count == 0, "arrow off the straight part: \(arrowOnStraightPart.first)")
        #expect(arrowAtAttachment.count == 0, "arrow not at the attachment point: \(arrowAtAttachment.first)")
        #expect(flipKeepsRoom.count == 0, "flip picked a side with less room: \(flipKeepsRoom.first)")
        #expect(permittedOrder.count == 0, "permitted sides not taken in order: \(permittedOrder.first)")
        // The properties must actually have been exercised, both ways.
        #expect(checkedInside > 10_000 && checkedFlips > 10_000 && checkedPermitted > 10_000 && checkedArrows > 50_000)
        #expect(saturatedArrows > 1_000 && saturatedArrows < checkedArrows - 1_000)
    }

    @Test func fastPathReadsOrdinaryInputExactlyAsTheSanitizerDoes() {
        var requests = RandomPlacementRequests(seed: 0xFA57_9A7B)
        var ordinary = 0, mismatches = 0
        for _ in 0..<50_000 {
            let request = requests.next().request
            guard PlacementGeometry.isOrdinary(request.request) else { continue }
            ordinary += 1
            if PlacementGeometry(ordinary: request.request) != PlacementGeometry(sanitizing: request.request) { mismatches += 1 }
        }
        #expect(mismatches == 0)
        #expect(ordinary > 40_000)
    }

    static func allFinite(_ r: PlacementResult) -> Bool {
        let rects = [r.body, r.idealBody]
        var ok = rects.allSatisfy { $0.x.isFinite && $0.y.isFinite && $0.width.isFinite && $0.height.isFinite }
        ok = ok && r.maxBodySize.width.isFinite && r.maxBodySize.height.isFinite
        if let a = r.arrow { ok = ok && a.tip.x.isFinite && a.tip.y.isFinite && a.baseCenter.x.isFinite && a.baseCenter.y.isFinite }
        return ok
    }

    static func contains(_ outer: Rect, _ inner: Rect) -> Bool {
        inner.minX >= outer.minX - tolerance && inner.maxX <= outer.maxX + tolerance
            && inner.minY >= outer.minY - tolerance && inner.maxY <= outer.maxY + tolerance
    }

    /// Whether the body fits inside the boundary on the result's side (nil where the policy
    /// promises nothing: `edges` without shift).
    static func fitsInside(_ request: PlacementCase, _ result: PlacementResult, boundary: Rect) -> Bool? {
        let body = result.body.size
        switch request.policy {
        case .centered:
            return body.width <= boundary.width && body.height <= boundary.height
        case .original:
            let spacing = spacing(request)
            guard let side = result.side else { return false }
            return side.isVertical
                ? body.width <= boundary.width && body.height + spacing <= boundary.height
                : body.width + spacing <= boundary.width && body.height <= boundary.height
        case .edges:
            guard request.shift, let side = result.side else { return nil }
            let pad = request.shiftPadding
            let crossFits = side.isVertical ? body.width <= boundary.width - 2 * pad : body.height <= boundary.height - 2 * pad
            // Shift never moves the body away from the anchor, so it must already fit that way.
            return crossFits && mainOverflow(result.idealBody, side: side, boundary: boundary) <= 0
                && mainOverflow(result.idealBody, side: side.opposite, boundary: boundary) <= 0
        }
    }

    static func spacing(_ request: PlacementCase) -> Double {
        request.arrow.map { $0.height + $0.gap } ?? request.spacingWithoutArrow
    }

    static func mainOverflow(_ rect: Rect, side: PlacementSide, boundary: Rect) -> Double {
        switch side {
        case .top: boundary.minY - rect.minY
        case .bottom: rect.maxY - boundary.maxY
        case .leading: boundary.minX - rect.minX
        case .trailing: rect.maxX - boundary.maxX
        }
    }

    /// Positive overflow past the side's own edge and both edges across it.
    static func totalOverflow(_ rect: Rect, side: PlacementSide, boundary: Rect) -> Double {
        let main = max(0, mainOverflow(rect, side: side, boundary: boundary))
        let across: [PlacementSide] = side.isVertical ? [.leading, .trailing] : [.top, .bottom]
        return main + across.map { max(0, mainOverflow(rect, side: $0, boundary: boundary)) }.reduce(0, +)
    }

    static func sitsOnFacingEdge(_ arrow: ArrowPlacement, side: PlacementSide, body: Rect, request: PlacementCase) -> Bool {
        let height = request.arrow?.height ?? 0
        guard arrow.edge == side.opposite else { return false }
        switch side {
        case .top: return arrow.baseCenter.y == body.maxY && arrow.tip.y == body.maxY + height && arrow.tip.x == arrow.baseCenter.x
        case .bottom: return arrow.baseCenter.y == body.minY && arrow.tip.y == body.minY - height && arrow.tip.x == arrow.baseCenter.x
        case .leading: return arrow.baseCenter.x == body.maxX && arrow.tip.x == body.maxX + height && arrow.tip.y == arrow.baseCenter.y
        case .trailing: return arrow.baseCenter.x == body.minX && arrow.tip.x == body.minX - height && arrow.tip.y == arrow.baseCenter.y
        }
    }

    /// Original: at least the corner radius (or half the edge) from either end. Edges: the whole
    /// base at least the arrow padding from either end when the edge is long enough for that,
    /// else within 1 pt of the edge's middle (Floating UI's arrow, which on an edge shorter than
    /// 2 pt can put it just past the edge's ends).
    static func onStraightPart(_ arrow: ArrowPlacement, side: PlacementSide, body: Rect, request: PlacementCase) -> Bool {
        let along = side.isVertical ? arrow.tip.x : arrow.tip.y
        let start = side.isVertical ? body.minX : body.minY
        let length = side.isVertical ? body.width : body.height
        let end = start + length, middle = start + length / 2
        let radius = request.cornerRadius
        if request.policy == .original {
            let margin = min(radius, length / 2)
            return along >= start + margin - tolerance && along <= end - margin + tolerance
        }
        let spec = request.arrow ?? ArrowSpec()
        let margin = (spec.padding ?? radius) + spec.width / 2
        if length >= 2 * margin + 2 {
            return along >= start + margin - tolerance && along <= end - margin + tolerance
        }
        return abs(along - middle) <= 1 + tolerance
    }

    static func attachmentCoordinate(_ request: PlacementCase, side: PlacementSide) -> Double {
        let anchor = request.anchor
        switch request.attachment {
        case .rect: return side.isVertical ? anchor.midX : anchor.midY
        case .point(let unit): return side.isVertical ? anchor.minX + unit.x * anchor.width : anchor.minY + unit.y * anchor.height
        }
    }

    /// With permitted sides (UIKit's order): the chosen side is permitted; when the body does not
    /// fit there (inside the boundary after shift), it fits on no permitted side, and the chosen
    /// side has the most room between anchor and boundary.
    static func keepsPermittedOrder(_ request: PlacementCase, _ result: PlacementResult, boundary: Rect) -> Bool {
        guard let side = result.side, request.permittedSides.contains(side) else { return false }
        func placed(on side: PlacementSide) -> PlacementResult {
            var forced = request
            forced.flip = false
            forced.permittedSides = [side]
            return PlacementEngine.compute(forced)
        }
        // Whether the body, where shift (if on) slides it before the arrow has its say, lies inside.
        func fits(_ placed: PlacementResult, on side: PlacementSide) -> Bool {
            var body = placed.idealBody
            if request.shift {
                let pad = request.shiftPadding
                if side.isVertical {
                    body.origin.x = max(boundary.minX + pad, min(body.minX, boundary.maxX - pad - body.width))
                } else {
                    body.origin.y = max(boundary.minY + pad, min(body.minY, boundary.maxY - pad - body.height))
                }
            }
            return contains(boundary, body)
        }
        func room(on side: PlacementSide) -> Double { -mainOverflow(placed(on: side).idealBody, side: side, boundary: boundary) }
        if fits(placed(on: side), on: side) { return true }
        return request.permittedSides.allSatisfy { !fits(placed(on: $0), on: $0) && room(on: $0) <= room(on: side) + tolerance }
    }

    /// The side flip chose fits along its axis whenever the preferred one did; when neither does,
    /// it overflows in total no more than the preferred one.
    static func flipKeepsRoom(_ request: PlacementCase, _ result: PlacementResult, boundary: Rect) -> Bool {
        var unflipped = request
        unflipped.flip = false
        let preferred = PlacementEngine.compute(unflipped)
        guard let chosenSide = result.side, let preferredSide = preferred.side else { return false }
        let chosenMain = mainOverflow(result.idealBody, side: chosenSide, boundary: boundary)
        let preferredMain = mainOverflow(preferred.idealBody, side: preferredSide, boundary: boundary)
        if chosenMain <= tolerance { return true }
        if preferredMain <= 0 { return false }
        return totalOverflow(result.idealBody, side: chosenSide, boundary: boundary)
            <= totalOverflow(preferred.idealBody, side: preferredSide, boundary: boundary) + tolerance
    }
}
