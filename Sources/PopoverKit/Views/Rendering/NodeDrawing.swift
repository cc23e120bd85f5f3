/// What a laid-out node draws, and how it changes the drawing and hit testing of its children:
/// made by its kind's `place`, next to that kind (`FillDrawing` beside shapes, `OpacityDrawing`
/// beside `.opacity`). A node without one draws only its children.
protocol NodeDrawing {
    /// Appends what the node draws to `list`, back to front, its children included
    /// (`list.drawChildren(of: node)`) where it has any.
    func draw(_ node: LaidOutNode, into list: inout DisplayListBuilder)

    /// Narrows hit testing of the node and what is beneath it (a clip, a transform); false when
    /// none of them takes input. By default it changes nothing.
    func limitHitTesting(_ limits: inout HitTestLimits) -> Bool

    /// A few words on what it draws, for `LaidOutNode.debugDescription`.
    var label: String { get }
}

extension NodeDrawing {
    func limitHitTesting(_ limits: inout HitTestLimits) -> Bool { true }
}

/// Turns a laid-out tree into drawing instructions, back to front.
struct DisplayListBuilder {
    private(set) var items: [DisplayItem] = []

    /// The drawing instructions of `root`'s tree.
    static func items(for root: LaidOutNode) -> [DisplayItem] {
        var list = DisplayListBuilder()
        // A window's frame draws a few dozen items: growing the list from empty copied every
        // item (a retaining copy each) six times or so.
        list.items.reserveCapacity(64)
        list.draw(root)
        return list.items
    }

    mutating func draw(_ node: LaidOutNode) {
        node.draw(into: &self)
    }

    mutating func drawChildren(of node: LaidOutNode) {
        node.forEachChild { draw($0); return true }
    }

    mutating func append(_ item: DisplayItem) {
        items.append(item)
    }

    mutating func append(contentsOf more: [DisplayItem]) {
        items += more
    }
}
