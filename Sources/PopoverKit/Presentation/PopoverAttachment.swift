/// One popover attached somewhere in a view tree, as its scope collects it: where its anchor
/// is in this frame, how it wants to be presented, and how to build its content.
public struct PopoverAttachment {
    /// How the popover is styled and placed.
    public enum Style {
        /// SwiftUI-Popover: attached above or below, a bubble drawn by the content itself.
        case library(preferredEdge: VerticalEdge?)
        /// Apple's `.popover` (seed 001): the system draws a plain bubble around the content,
        /// on `arrowEdge` (or the side with room) with `alignment` along it, attached at
        /// `attachmentAnchor`; clicking away closes it, and in a phone idiom it becomes a sheet
        /// unless the content opts out.
        case system(arrowEdge: Edge?, alignment: PlacementAlignment, attachment: AttachmentAnchor,
                    compactAdaptation: CompactAdaptation)
        /// matchedPopover (seed 003): no arrow, attached at a unit point of the source with the
        /// opposite unit point of the popover, opacity and scale transition, a tap anywhere dismisses.
        case matched(anchor: UnitPoint)
        /// UIKit's popover (seed 004): arrow on one of the permitted sides with `alignment` along
        /// it, or centered.
        case uikit(permittedSides: [Edge], alignment: PlacementAlignment, centered: Bool)
    }

    public var id: String
    /// The anchor's frame in this frame's layout.
    public var anchor: Rect
    public var isPresented: Binding<Bool>
    public var disableDelay: Bool
    public var isExclusive: Bool
    public var isDismissible: Bool
    public var style: Style
    public var content: () -> [ViewNode]

    public init(id: String, anchor: Rect, isPresented: Binding<Bool>, disableDelay: Bool = false,
                isExclusive: Bool = false, isDismissible: Bool = false, style: Style,
                content: @escaping () -> [ViewNode]) {
        self.id = id
        self.anchor = anchor
        self.isPresented = isPresented
        self.disableDelay = disableDelay
        self.isExclusive = isExclusive
        self.isDismissible = isDismissible
        self.style = style
        self.content = content
    }
}

/// How a system popover adapts in a compact (phone) idiom.
public enum CompactAdaptation: Hashable, Sendable {
    /// The platform default: a sheet on a phone.
    case automatic
    case sheet
    case popover
}

/// Collects the popovers attached in a subtree, in tree order, for the nearest scope.
public enum PopoverAttachmentsKey: PreferenceKey {
    public static var defaultValue: [PopoverAttachment] { [] }

    public static func reduce(value: inout [PopoverAttachment], nextValue: () -> [PopoverAttachment]) {
        value.append(contentsOf: nextValue())
    }
}
