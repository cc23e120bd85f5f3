import Testing
@testable import PopoverPlacement

@Suite struct PlacementValuesTests {
    @Test func placementNamesRoundTrip() {
        #expect(Placement(name: "top") == Placement(side: .top))
        #expect(Placement(name: "trailing-end") == Placement(side: .trailing, alignment: .end))
        #expect(Placement(name: "leading-start")?.name == "leading-start")
        #expect(Placement(name: "bottom-center") == nil)
        #expect(Placement(name: "left") == nil)
        #expect(Placement(name: "top-start-end") == nil)
        #expect(Placement(name: "") == nil)
    }

    @Test func permittedSidesKeepOrderAndDropRepeats() {
        let sides: PermittedSides = [.trailing, .top, .trailing, .bottom]
        #expect(Array(sides) == [.trailing, .top, .bottom])
        #expect(sides.count == 3)
        #expect(sides.first == .trailing)
        #expect(sides.contains(.bottom))
        #expect(!sides.contains(.leading))
        #expect(PermittedSides([]).isEmpty)
        #expect(Array(PermittedSides.all) == [.top, .bottom, .leading, .trailing])
    }
}
