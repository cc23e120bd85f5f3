import Testing
@testable import PopoverKit

// A navigation list as iOS code writes it, verbatim but for the import.
private struct Planet: Identifiable, Hashable {
    let id: Int
    let name: String
}

private struct PlanetList: View {
    let planets = [Planet(id: 1, name: "Mercury"), Planet(id: 2, name: "Venus")]

    var body: some View {
        NavigationStack {
            VStack(alignment: .leading) {
                ForEach(planets) { planet in
                    NavigationLink(planet.name, value: planet)
                }
                NavigationLink("Settings") {
                    SettingsView()
                }
            }
            .navigationTitle("Planets")
            .navigationDestination(for: Planet.self) { planet in
                Text("About \(planet.name)")
                    .navigationTitle(planet.name)
            }
        }
    }
}

private struct SettingsView: View {
    @State private var count = 0

    var body: some View {
        Button("Count \(count)") { count += 1 }
            .navigationTitle("Settings")
    }
}

@MainActor
@Suite struct NavigationLinkTests {
    private let size = Size(width: 390, height: 600)

    @Test func aValueLinkPushesItsDestinationAndBackPopsIt() throws {
        let runtime = ViewRuntime(root: PlanetList(), size: size, measurer: FixedAdvanceTextMeasurer())
        runtime.layout(at: 0)
        #expect(drawnTexts(runtime) == ["Mercury", "Venus", "Settings", "Planets"])

        try tapText("Venus", in: runtime, at: 1)
        // The destination for its value, titled, with a back button named after the root.
        #expect(drawnTexts(runtime) == ["About Venus", "Venus", "Planets"])
        let back = try #require(runtime.lastLayout!.root.allNodes.first { $0.drawing is IconDrawing })
        #expect((back.drawing as? IconDrawing)?.name == "chevron.left")
        #expect(back.frame.minX < 16)

        try tapText("Planets", in: runtime, at: 2)
        #expect(drawnTexts(runtime) == ["Mercury", "Venus", "Settings", "Planets"])
    }

    @Test func aViewLinkPushesAViewWithItsOwnState() throws {
        let runtime = ViewRuntime(root: PlanetList(), size: size, measurer: FixedAdvanceTextMeasurer())
        runtime.layout(at: 0)
        try tapText("Settings", in: runtime, at: 1)
        try tapText("Count 0", in: runtime, at: 2)
        #expect(drawnTexts(runtime) == ["Count 1", "Settings", "Planets"])
        // Popped and pushed again, the view starts afresh, as a new view on iOS.
        try tapText("Planets", in: runtime, at: 3)
        try tapText("Settings", in: runtime, at: 4)
        #expect(drawnTexts(runtime).first == "Count 0")
    }
}
