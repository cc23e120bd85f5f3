/// A named vector symbol (SF-Symbol-like names such as "globe"), in the foreground color.
/// Its size is square: the font size × 1.2 at the medium image scale.
public struct Icon: View {
    let name: String

    public init(_ name: String) {
        self.name = name
    }

    public func makeNode() -> ViewNode { ViewNode(.icon(name)) }
}
