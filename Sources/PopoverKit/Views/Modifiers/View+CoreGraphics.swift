// SwiftUI's signatures, which take Core Graphics types, beside the library's own (see
// `CoreGraphicsInterop.swift`). A plain `CGFloat` argument needs none of these: it converts to
// `Double` implicitly. What does not convert is `CGFloat?` and the CG structs, so only those
// parameters get an overload here, each forwarding to the library's version.
//
// Every overload is `@_disfavoredOverload`: where both versions accept a call (a literal,
// `nil`, no argument, `.zero`) the library's wins at once, so such calls stay unambiguous and
// the type checker does not weigh this one further.

extension View {
    @_disfavoredOverload
    public func padding(_ edges: Edge.Set, _ length: CGFloat?) -> ViewNode {
        padding(edges, length.map(Double.init))
    }

    @_disfavoredOverload
    public func frame(width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center) -> ViewNode {
        frame(width: width.map(Double.init), height: height.map(Double.init), alignment: alignment)
    }

    @_disfavoredOverload
    public func frame(minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil,
                      minHeight: CGFloat? = nil, idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil,
                      alignment: Alignment = .center) -> ViewNode {
        frame(minWidth: minWidth.map(Double.init), idealWidth: idealWidth.map(Double.init),
              maxWidth: maxWidth.map(Double.init), minHeight: minHeight.map(Double.init),
              idealHeight: idealHeight.map(Double.init), maxHeight: maxHeight.map(Double.init),
              alignment: alignment)
    }

    @_disfavoredOverload
    public func aspectRatio(_ aspectRatio: CGFloat? = nil, contentMode: ContentMode) -> ViewNode {
        self.aspectRatio(aspectRatio.map(Double.init), contentMode: contentMode)
    }

    @_disfavoredOverload
    public func aspectRatio(_ aspectRatio: CGSize, contentMode: ContentMode) -> ViewNode {
        self.aspectRatio(Size(aspectRatio), contentMode: contentMode)
    }

    @_disfavoredOverload
    public func offset(_ offset: CGSize) -> ViewNode {
        self.offset(Size(offset))
    }

    /// SwiftUI's `position(_:)`: `position(x: position.x, y: position.y)`.
    @_disfavoredOverload
    public func position(_ position: CGPoint) -> ViewNode {
        self.position(x: position.x, y: position.y)
    }

    @_disfavoredOverload
    public func placed(at rect: CGRect) -> ViewNode {
        placed(at: Rect(rect))
    }

    @_disfavoredOverload
    public func uikitPopover(isPresented: Binding<Bool>, permittedArrowDirections: [Edge] = [.bottom],
                             preferredContentSize: CGSize, alignment: PlacementAlignment = .center,
                             centered: Bool = false, id: String? = nil,
                             fileID: String = #fileID, line: Int = #line, column: Int = #column,
                             @ViewBuilder content: @escaping () -> [ViewNode]) -> ViewNode {
        uikitPopover(isPresented: isPresented, permittedArrowDirections: permittedArrowDirections,
                     preferredContentSize: Size(preferredContentSize), alignment: alignment,
                     centered: centered, id: id, fileID: fileID, line: line, column: column,
                     content: content)
    }
}

extension HStack {
    @_disfavoredOverload
    public init(alignment: VerticalAlignment = .center, spacing: CGFloat?,
                @ViewBuilder content: () -> [ViewNode]) {
        self.init(alignment: alignment, spacing: spacing.map(Double.init), content: content)
    }
}

extension VStack {
    @_disfavoredOverload
    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat?,
                @ViewBuilder content: () -> [ViewNode]) {
        self.init(alignment: alignment, spacing: spacing.map(Double.init), content: content)
    }
}

extension Spacer {
    @_disfavoredOverload
    public init(minLength: CGFloat?) {
        self.init(minLength: minLength.map(Double.init))
    }
}

extension Transition {
    @_disfavoredOverload
    public static func offset(_ offset: CGSize) -> Transition {
        .offset(x: offset.width, y: offset.height)
    }
}
