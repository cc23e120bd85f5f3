extension View {
    /// Presents `content` in a sheet while `isPresented` is true, as SwiftUI's
    /// `.sheet(isPresented:onDismiss:content:)` on an iPhone: a card in the system background,
    /// its top corners rounded, rising from the window's bottom edge over a dimmed window, with
    /// `content` laid out in it. `@Environment(\.dismiss)` inside closes it, and so does a tap on
    /// the dimming (or Escape); `onDismiss` runs when `isPresented` becomes false. Sheets are
    /// presented by the window, whatever `.presentPopovers()` scope they sit in.
    public func sheet(isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil,
                      fileID: String = #fileID, line: Int = #line, column: Int = #column,
                      @ViewBuilder content: @escaping () -> [ViewNode]) -> ViewNode {
        let site = PopoverIdentity.make(id: nil, fileID: fileID, line: line, column: column)
        let attached = attachingModal(site: site, style: .sheet, isPresented: isPresented) {
            SheetCard(content: ViewNode.group(content())).makeNode()
        }
        guard let onDismiss else { return attached }
        return attached.onChange(of: isPresented.wrappedValue) { _, isShown in
            if !isShown { onDismiss() }
        }
    }

    /// Presents a sheet while `item` is not nil, as SwiftUI's `.sheet(item:onDismiss:content:)`:
    /// its content is built from the item (a new item's content starts with new state), and
    /// dismissing sets `item` to nil. While it slides out it keeps showing the last item.
    public func sheet<Item: Identifiable>(item: Binding<Item?>, onDismiss: (() -> Void)? = nil,
                                          fileID: String = #fileID, line: Int = #line, column: Int = #column,
                                          @ViewBuilder content: @escaping (Item) -> [ViewNode]) -> ViewNode {
        let site = PopoverIdentity.make(id: nil, fileID: fileID, line: line, column: column)
        let isPresented = Binding<Bool>(get: { item.wrappedValue != nil },
                                        set: { if !$0 { item.wrappedValue = nil } })
        let anchorView = makeNode()
        // The host remembers the last item's content, so the removal has content to show.
        return EnvironmentReader { environment in
            let host = environment[PresentationHostKey.self]
            let build = { (item: Item) in [ViewNode.group(content(item)).id(AnyHashable(item.id))] }
            let shown = host?.itemContents.content(for: "sheet:" + site, item: item.wrappedValue, build: build)
                ?? item.wrappedValue.map { current in { build(current) } }
            anchorView.sheet(isPresented: isPresented, onDismiss: onDismiss, fileID: fileID, line: line, column: column) {
                if let shown { shown() }
            }
        }.makeNode()
    }
}

/// The iOS page sheet's card: the full width of the window, from 10 pt below its top to its
/// bottom, in the system background (elevated in dark) with its top corners rounded (10 pt), and the content laid
/// out in it, centered, as a window lays out its root view.
struct SheetCard: View {
    let content: ViewNode

    /// The top corners' radius.
    static let cornerRadius = 10.0
    /// How far below the window's top the card stands (the window has no status bar).
    static let topGap = 10.0

    /// Where the card stands in a window of `bounds`: on its bottom edge, `height` tall (its
    /// content's lowest detent), else the page sheet's full height.
    static func frame(in bounds: Rect, height: Double? = nil) -> Rect {
        let full = max(0, bounds.height - topGap), cardHeight = min(height ?? full, full)
        return Rect(x: bounds.minX, y: bounds.maxY - cardHeight, width: bounds.width, height: cardHeight)
    }

    func makeNode() -> ViewNode {
        content
            .frame(maxWidth: .infinity, maxHeight: .infinity)
            // Presses on the card stay on it instead of reaching the dimming beneath.
            .background(SystemPopoverChrome.panelFill.onTapGesture {})
            .clipShape(TopRoundedRectangle(cornerRadius: Self.cornerRadius))
    }
}

/// A rectangle with its top corners rounded and its bottom corners square: a sheet's outline.
struct TopRoundedRectangle: Shape {
    let cornerRadius: Double

    func path(in rect: Rect) -> Path {
        let radius = max(0, min(cornerRadius, rect.width / 2, rect.height))
        var path = Path()
        path.move(to: Point(x: rect.minX, y: rect.maxY))
        path.arc(center: Point(x: rect.minX + radius, y: rect.minY + radius), radius: radius,
                 startAngle: .pi, endAngle: 1.5 * .pi)
        path.arc(center: Point(x: rect.maxX - radius, y: rect.minY + radius), radius: radius,
                 startAngle: -.pi / 2, endAngle: 0)
        path.line(to: Point(x: rect.maxX, y: rect.maxY))
        path.close()
        return path
    }
}
