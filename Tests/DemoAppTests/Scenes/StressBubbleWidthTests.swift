import PopoverKit
import Testing
@testable import DemoApp

/// Every stress bubble is at least as wide as the arrow's base plus its two corner radii, so the
/// base never sticks out beside the rounded corners.
@MainActor
@Suite struct StressBubbleWidthTests {
    @Test(arguments: [Idiom.mac, .watch])
    func bubblesHoldTheArrowBaseBetweenTheirCorners(_ idiom: Idiom) throws {
        let driver = try SceneDriver(scene: "stress", idiom: idiom)
        driver.run(for: 0.5)
        let radius = idiom == .watch ? StressScene.smallCornerRadius : StressScene.cornerRadius
        let minimum = ArrowSpec.standard.width + 2 * radius
        #expect(driver.app.host.placements.count == StressScene.anchorCount)
        for placed in driver.app.host.placements {
            #expect(placed.placement.body.width >= minimum - 1e-9, "\(placed.id): \(placed.placement.body.width)")
        }
    }
}
