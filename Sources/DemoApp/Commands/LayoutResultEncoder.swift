import PopoverKit

extension LayoutCommand {
    /// One output line: the result's fields in the documented order, compact JSON.
    /// `id` is the JSON text of the input's id.
    static func encode(_ result: PlacementResult, id: String) -> String {
        let fields: [(String, String)] = [
            ("id", id),
            ("body", rect(result.body)),
            ("side", result.side.map { JSON.quoted($0.rawValue) } ?? "null"),
            ("placement", JSON.quoted(result.placement?.name ?? "centered")),
            ("arrowTip", result.arrow.map { point($0.tip) } ?? "null"),
            ("arrowBase", result.arrow.map { point($0.baseCenter) } ?? "null"),
            ("saturated", result.arrow?.isSaturated == true ? "true" : "false"),
            ("visible", result.isVisible ? "true" : "false"),
            ("hiddenReason", result.hiddenReason.map { JSON.quoted($0.rawValue) } ?? "null"),
            ("ideal", rect(result.idealBody)),
        ]
        return object(fields)
    }

    /// The line for an input line that could not be used; `id` is the JSON text of its id.
    static func encodeError(_ message: String, id: String) -> String {
        object([("id", id), ("error", JSON.quoted(message))])
    }

    private static func object(_ fields: [(String, String)]) -> String {
        "{" + fields.map { JSON.quoted($0.0) + ":" + $0.1 }.joined(separator: ",") + "}"
    }

    private static func rect(_ r: Rect) -> String {
        object([("x", JSON.number(r.x)), ("y", JSON.number(r.y)), ("width", JSON.number(r.width)), ("height", JSON.number(r.height))])
    }

    private static func point(_ p: Point) -> String {
        object([("x", JSON.number(p.x)), ("y", JSON.number(p.y))])
    }
}
