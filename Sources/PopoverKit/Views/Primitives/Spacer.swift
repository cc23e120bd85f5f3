/// Flexible empty space along the axis of the enclosing stack (both axes outside a stack).
///
/// Its default minimum length is 8 pt; a stack with default spacing puts no extra
/// spacing next to a spacer.
public struct Spacer: View {
    let minLength: Double?

    public init(minLength: Double? = nil) {
        self.minLength = minLength
    }

    public func makeNode() -> ViewNode { ViewNode(.spacer(minLength: minLength)) }

    static let defaultMinLength = 8.0
}
