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

// The same links as rows of a List, as iOS settings screens write them.
private struct PlanetRows: View {
    let planets = [Planet(id: 1, name: "Mercury"), Planet(id: 2, name: "Venus")]

    var body: some View {
        NavigationStack {
            List {
                ForEach(planets) { planet in
                    NavigationLink(planet.name, value: planet)
                }
                Text("Moons: 0")
            }
            .navigationTitle("Planets")
            .navigationDestination(for: Planet.self) { planet in
                Text("About \(planet.name)")
            }
        }
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

    @Test func aLinkInAListIsARowWithAChevronAndItsLabelInThePrimaryColor() throws {
        let runtime = ViewRuntime(root: PlanetRows(), size: size, measurer: FixedAdvanceTextMeasurer())
        runtime.layout(at: 0)
        let nodes = runtime.lastLayout!.root.allNodes
        let chevrons = nodes.filter { ($0.drawing as? IconDrawing)?.name == "chevron.right" }
        #expect(chevrons.count == 2, "one chevron per link row, none on the plain row")
        for node in nodes {
            guard let run = (node.drawing as? TextDrawing)?.runs.first, run.text == "Mercury" || run.text == "Venus" else { continue }
            #expect(run.color == Color.label.resolved(in: .light), "\(run.text) in the primary color, not the tint")
            let chevron = try #require(chevrons.first { abs($0.frame.midY - node.frame.midY) < 1 }, "\(run.text)'s row has its chevron")
            // At the row's trailing edge: the card is inset 16 and the row's content 16 more.
            #expect(abs(chevron.frame.maxX - (size.width - 32)) < 1)
            #expect((chevron.drawing as? IconDrawing)?.color == Color.tertiaryLabel.resolved(in: .light))
        }
        // The chevron is part of the link: a tap on it pushes.
        let venusChevron = try #require(chevrons.last)
        let point = Point(x: venusChevron.frame.midX, y: venusChevron.frame.midY)
        runtime.handle(.pointerDown(point, .primary), at: 1)
        runtime.handle(.pointerUp(point, .primary), at: 1.05)
        runtime.layout(at: 1.1)
        #expect(drawnTexts(runtime).first == "About Venus")
    }

    @Test func aLinkOutsideAListHasNoChevron() throws {
        let runtime = ViewRuntime(root: PlanetList(), size: size, measurer: FixedAdvanceTextMeasurer())
        runtime.layout(at: 0)
        #expect(!runtime.lastLayout!.root.allNodes.contains { ($0.drawing as? IconDrawing)?.name == "chevron.right" })
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
