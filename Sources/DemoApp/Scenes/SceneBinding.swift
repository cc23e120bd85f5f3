import PopoverKit

extension DemoScene {
    /// A binding to one of the scene's properties (scenes are classes that outlive frames).
    func binding<Value>(_ keyPath: ReferenceWritableKeyPath<Self, Value>) -> Binding<Value> {
        Binding(get: { [unowned self] in self[keyPath: keyPath] },
                set: { [unowned self] in self[keyPath: keyPath] = $0 })
    }
}
