import PopoverKit

/// The names a scenario may use for keys, modifiers, pointer buttons and easing curves.
nonisolated enum ScenarioVocabulary {
    static let curves: [(name: String, curve: TimingCurve)] = [
        ("linear", .linear), ("ease-in", .easeIn), ("ease-out", .easeOut), ("ease-in-out", .easeInOut),
    ]

    static let buttons: [(name: String, button: PointerButton)] = [
        ("primary", .primary), ("secondary", .secondary), ("middle", .middle),
    ]

    static let modifiers: [(name: String, modifier: Modifiers)] = [
        ("shift", .shift), ("control", .control), ("ctrl", .control), ("alt", .alt), ("option", .alt),
        ("command", .command), ("cmd", .command), ("super", .command),
    ]

    static let namedKeys: [(name: String, key: Key)] = [
        ("escape", .escape), ("esc", .escape), ("tab", .tab), ("space", .space), ("return", .return),
        ("enter", .return), ("backspace", .backspace), ("delete", .delete), ("home", .home), ("end", .end),
        ("page-up", .pageUp), ("page-down", .pageDown), ("up-arrow", .upArrow), ("down-arrow", .downArrow),
        ("left-arrow", .leftArrow), ("right-arrow", .rightArrow),
    ]

    /// How the accepted key names read in an error message.
    static let keyDescription = "a key (" + namedKeys.map(\.name).joined(separator: ", ")
        + ", a-z, 0-9 or f1-f24)"

    static func curve(named name: String) -> TimingCurve? {
        curves.first { $0.name == name }?.curve
    }

    static func button(named name: String) -> PointerButton? {
        buttons.first { $0.name == name }?.button
    }

    static func modifier(named name: String) -> Modifiers? {
        modifiers.first { $0.name == name }?.modifier
    }

    static func key(named name: String) -> Key? {
        if let named = namedKeys.first(where: { $0.name == name }) { return named.key }
        if name.count == 1, let character = name.first, character.isASCII {
            if character.isLowercase { return .letter(character) }
            if let digit = character.wholeNumberValue { return .digit(digit) }
        }
        if name.hasPrefix("f"), let number = Int(name.dropFirst()), (1...24).contains(number),
           String(number) == name.dropFirst() {
            return .function(number)
        }
        return nil
    }
}

nonisolated extension ScenarioVocabulary {
    /// The name a scenario writes for `key`: the first of its names above.
    static func name(of key: Key) -> String {
        if let named = namedKeys.first(where: { $0.key == key }) { return named.name }
        switch key {
        case .letter(let character): return String(character)
        case .digit(let digit): return String(digit)
        case .function(let number): return "f\(number)"
        default: return ""
        }
    }

    /// `modifiers` as a scenario writes them after `with`, joined by `+`.
    static func name(of modifiers: Modifiers) -> String {
        var written: Modifiers = []
        var names: [String] = []
        for (name, modifier) in self.modifiers where modifiers.contains(modifier) && !written.contains(modifier) {
            names.append(name)
            written.insert(modifier)
        }
        return names.joined(separator: "+")
    }
}
