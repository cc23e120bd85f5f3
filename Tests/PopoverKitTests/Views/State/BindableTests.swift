import Observation
import Testing
@testable import PopoverKit

// An `@Observable` model held in `@State` and edited by a child through `@Bindable`, as an
// iOS 17 app writes it (only the import changed).

@Observable
private final class Profile {
    var name = "Ada"
    var likes = 0
    var isFamous = false
}

private struct ProfileView: View {
    @State private var profile = Profile()

    var body: some View {
        VStack(spacing: 20) {
            Text("\(profile.name): \(profile.likes)\(profile.isFamous ? " (famous)" : "")")
            ProfileEditor(profile: profile)
            RenameButton(profile: profile)
        }
        .padding()
    }
}

private struct ProfileEditor: View {
    @Bindable var profile: Profile

    var body: some View {
        VStack {
            Toggle("Famous", isOn: $profile.isFamous)
            Button("Like") { profile.likes += 1 }
        }
    }
}

/// `@Bindable` declared inside a body, for an object the view only holds.
private struct RenameButton: View {
    let profile: Profile

    var body: some View {
        @Bindable var profile = profile
        Button("Rename") { $profile.name.wrappedValue = "Grace" }
    }
}

@MainActor
@Suite struct BindableTests {
    @Test func aChildEditsTheModelThroughBindings() throws {
        let runtime = ViewRuntime(root: ProfileView(), size: Size(width: 390, height: 844), measurer: FixedAdvanceTextMeasurer())
        runtime.layout(at: 0)
        #expect(drawnTexts(runtime).contains("Ada: 0"))
        try tapText("Like", in: runtime, at: 1)
        #expect(drawnTexts(runtime).contains("Ada: 1"))
        try tapText("Famous", in: runtime, at: 2)
        #expect(drawnTexts(runtime).contains("Ada: 1 (famous)"))
        try tapText("Rename", in: runtime, at: 3)
        #expect(drawnTexts(runtime).contains("Grace: 1 (famous)"))
    }

    @Test func aBindingReadsAndWritesTheProperty() {
        let profile = Profile()
        let bindable = Bindable(profile)
        bindable.projectedValue.likes.wrappedValue = 7
        #expect(profile.likes == 7)
        #expect(bindable.likes.wrappedValue == 7)
    }
}
