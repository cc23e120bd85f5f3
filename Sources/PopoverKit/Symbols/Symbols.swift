/// Vector versions of the SF Symbols the demo shows, as filled paths (non-zero winding).
///
/// Each symbol is drawn in the largest square centred in the requested rectangle, with strokes about
/// a twelfth of its size, as SF Symbols' regular weight looks at 16–24 pt.
public enum Symbols {
    /// Every supported symbol name.
    public static let names: [String] = drawings.keys.sorted()

    /// The symbol called `name` fitted into `rect`, or nil when there is no such symbol.
    public static func path(named name: String, in rect: Rect) -> Path? {
        guard let draw = drawings[name] else { return nil }
        let side = max(0, min(rect.width, rect.height))
        return draw().transformed(scale: side, offset: Point(x: rect.midX - side / 2, y: rect.midY - side / 2))
    }

    /// Drawings in the unit square (0...1 on both axes, y down).
    private static let drawings: [String: @Sendable () -> Path] = [
        "globe": SymbolDrawings.globe,
        "ellipsis": SymbolDrawings.ellipsis,
        "ellipsis.circle": SymbolDrawings.ellipsisCircle,
        "bolt.fill": SymbolDrawings.boltFill,
        "moon.fill": SymbolDrawings.moonFill,
        "info.circle": SymbolDrawings.infoCircle,
        "line.3.horizontal.decrease.circle": SymbolDrawings.filterCircle,
        "checkmark": SymbolDrawings.checkmark,
        "xmark": SymbolDrawings.xmark,
        "chevron.left": SymbolDrawings.chevronLeft,
        "chevron.right": SymbolDrawings.chevronRight,
        "plus": SymbolDrawings.plus,
        "star": SymbolDrawings.star,
        "star.fill": SymbolDrawings.starFill,
        "heart": SymbolDrawings.heart,
        "heart.fill": SymbolDrawings.heartFill,
        "envelope": SymbolDrawings.envelope,
        "person.circle": SymbolDrawings.personCircle,
        "magnifyingglass": SymbolDrawings.magnifyingGlass,
        "trash": SymbolDrawings.trash,
    ]
}
