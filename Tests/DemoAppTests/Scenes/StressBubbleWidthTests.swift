import PopoverKit
import Testing
@testable import DemoApp

/// Every stress bubble is long enough for the arrow, straight runs beside it and its corners
/// (`ShortEdgeFit`), with the radius the scene's bubbles draw.
@MainActor
@Suite struct StressBubbleWidthTests {
    @Test(arguments: [Idiom.mac, .watch])
    func bubblesHoldTheArrowBaseBetweenTheirCorners(_ idiom: Idiom) throws {
        let driver = try AppHarness(scene: "stress", idiom: idiom)
        driver.run(for: 0.5)
        let radius = idiom == .watch ? StressScene.smallCornerRadius : StressScene.cornerRadius
        let minimum = ShortEdgeFit.minimumEdgeLength(cornerRadius: radius)
        #expect(driver.app.host.placements.count == StressScene.anchorCount)
        for placed in driver.app.host.placements {
            #expect(placed.placement.body.width >= minimum - 1e-9, "\(placed.id): \(placed.placement.body.width)")
        }
    }
}
