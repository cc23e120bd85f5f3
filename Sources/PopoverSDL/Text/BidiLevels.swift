import CSDL2

/// The Unicode bidirectional algorithm's embedding levels of a line's characters (fribidi):
/// even levels run left to right, odd ones right to left.
enum BidiLevels {
    /// One level per character of `text`, the paragraph's direction taken from its first
    /// strong character; nil when every character runs left to right at level 0, which is
    /// known without fribidi when nothing in the text is written right to left.
    static func of(_ text: String) -> [Int8]? {
        guard text.unicodeScalars.contains(where: mayRunRightToLeft) else { return nil }
        let scalars = text.unicodeScalars.map(\.value)
        var levels = [Int8](repeating: 0, count: scalars.count)
        guard csdl_bidi_levels(scalars, Int32(scalars.count), &levels) != 0 else { return nil }
        // A character's level is its first code point's (a cluster's marks share its level).
        var result: [Int8] = []
        result.reserveCapacity(text.count)
        var offset = 0
        for character in text {
            result.append(levels[offset])
            offset += character.unicodeScalars.count
        }
        return result
    }

    /// Letters of the right-to-left scripts' blocks and the explicit bidi controls: without
    /// one of them, the algorithm leaves every character at level 0.
    static func mayRunRightToLeft(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x0590...0x08FF, 0xFB1D...0xFDFF, 0xFE70...0xFEFF, 0x10800...0x10FFF, 0x1E800...0x1EFFF: true
        case 0x061C, 0x200F, 0x202B, 0x202E, 0x2067: true
        default: false
        }
    }

    /// `items` (each with its level) in the order they are drawn from the left: rule L2,
    /// from the highest level down to the lowest odd one, reverses every stretch at that
    /// level or higher.
    static func visualOrder<Item>(_ items: [Item], level: (Item) -> Int8) -> [Item] {
        let levels = items.map(level)
        guard let highest = levels.max(), let lowestOdd = levels.filter({ $0 % 2 == 1 }).min() else { return items }
        var order = Array(items.indices)
        var current = highest
        while current >= lowestOdd {
            var start = 0
            while start < order.count {
                guard levels[order[start]] >= current else { start += 1; continue }
                var end = start
                while end < order.count && levels[order[end]] >= current { end += 1 }
                order[start..<end].reverse()
                start = end
            }
            current -= 1
        }
        return order.map { items[$0] }
    }
}
