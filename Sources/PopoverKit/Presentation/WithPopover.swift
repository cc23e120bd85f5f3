/// Seed 004's `WithPopover`: `content` with a UIKit-style popover (`uikitPopover`) attached,
/// shown while `showPopover` is true, its arrow pointing in one of `arrowDirections`, its
/// bubble `popoverSize` (nil: the popover content's own size). A press outside sets
/// `showPopover` to false, as UIKit's dismissal does through the seed's delegate.
///
/// The seed builds this from a `UIViewControllerRepresentable` presenting a hosting
/// controller; here it is the library's popover, so it shows in the window's presentation
/// scope (or an enclosing `presentPopovers()` one).
public struct WithPopover: View {
    let showPopover: Binding<Bool>
    let arrowDirections: UIPopoverArrowDirection
    let popoverSize: CGSize?
    let content: [ViewNode]
    let popoverContent: () -> [ViewNode]
    let identity: String

    public init(showPopover: Binding<Bool>, arrowDirections: UIPopoverArrowDirection = [.down],
                popoverSize: CGSize? = nil, fileID: String = #fileID, line: Int = #line, column: Int = #column,
                @ViewBuilder content: () -> [ViewNode],
                @ViewBuilder popoverContent: @escaping () -> [ViewNode]) {
        self.showPopover = showPopover
        self.arrowDirections = arrowDirections
        self.popoverSize = popoverSize
        self.content = content()
        self.popoverContent = popoverContent
        identity = PopoverIdentity.make(id: nil, fileID: fileID, line: line, column: column)
    }

    public func makeNode() -> ViewNode {
        ZStack { content }
            .uikitPopover(isPresented: showPopover, permittedArrowDirections: arrowDirections.edges,
                          size: popoverSize.map(Size.init), alignment: .center, centered: false,
                          identity: identity, hasExplicitID: false, content: popoverContent)
    }
}
