import Testing
@testable import PopoverPlacement

/// SwiftUI spells the popover anchor `PopoverAttachmentAnchor`, and its whole bounds `.rect(.bounds)`.
@Suite struct AttachmentAnchorTests {
    @Test func rectOfTheBoundsIsTheWholeAnchor() {
        let anchor: PopoverAttachmentAnchor = .rect(.bounds)
        #expect(anchor == .rect)
        #expect(anchor != .point(.top))
    }
}
