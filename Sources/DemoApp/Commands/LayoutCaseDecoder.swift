import PopoverKit
import PopoverSDL

extension LayoutCommand {
    /// What was wrong with one input line, in words that name the field.
    struct InputError: Error, Equatable {
        var message: String
    }

    /// How one case is placed: by a policy of the library's, or by a list of named steps.
    enum Rules {
        case policy(PlacementPolicy)
        case steps(AnyPlacementSteps)

        func place(_ request: PlacementRequest) -> PlacementResult {
            switch self {
            case .policy(let policy): PlacementEngine.compute(request, policy: policy)
            case .steps(let steps): PlacementEngine.compute(request, steps: steps)
            }
        }
    }

    /// Reads one case's fields (everything but "id") into a placement request and its rules.
    /// Missing optional fields take `PlacementRequest`'s defaults; "anchor", "body" and
    /// "container" are required.
    struct CaseDecoder {
        static let knownFields = Set(["id", "anchor", "attachment", "body", "container", "inset", "placement", "arrow", "cornerRadius", "steps"])
            .union(policyFields)
        /// The fields that make up a policy; "steps" names its steps instead.
        static let policyFields: Set<String> = ["policy", "permitted", "flip", "shift", "shiftPadding"]

        let fields: [String: JSON]

        /// The rules: "steps" when given, else "policy" with its options.
        func rules() throws(InputError) -> Rules {
            if let value = fields["steps"] {
                if let clash = fields.keys.sorted().first(where: Self.policyFields.contains) {
                    throw InputError(message: "\"steps\" and \"\(clash)\" cannot both be given: the steps carry their own options")
                }
                return .steps(try steps(value))
            }
            var name = PlacementPolicyName.original
            if let value = fields["policy"] {
                guard case .string(let text) = value, let named = PlacementPolicyName(rawValue: text) else {
                    let names = PlacementPolicyName.allCases.map { "\"\($0.rawValue)\"" }
                    throw InputError(message: "\"policy\" must be \(names.dropLast().joined(separator: ", ")) or \(names.last!)")
                }
                name = named
            }
            // The edges options are checked whatever the policy, though only edges reads them.
            let permitted = try fields["permitted"].map { value throws(InputError) in try sides(value, "permitted") } ?? []
            let flip = try fields["flip"].map { value throws(InputError) in try bool(value, "flip") } ?? true
            let shift = try fields["shift"].map { value throws(InputError) in try bool(value, "shift") } ?? true
            let padding = try fields["shiftPadding"].map { value throws(InputError) in try number(value, "shiftPadding") } ?? 0
            guard name == .edges else { return .policy(PlacementPolicy(name)) }
            return .policy(.edges(permitted: permitted, flip: flip, shift: shift ? Shift(padding: padding) : nil))
        }

        /// A list of named steps: each a name, or an object with "name" and the step's options.
        private func steps(_ value: JSON) throws(InputError) -> AnyPlacementSteps {
            let shape = "\"steps\" must be an array of step names or objects with a \"name\" and the step's options"
            guard case .array(let items) = value else { throw InputError(message: shape) }
            var steps: [any PlacementStep] = []
            for (index, item) in items.enumerated() {
                var members: [String: JSON] = [:]
                switch item {
                case .string(let name): members["name"] = .string(name)
                case .object(let object): members = object
                default: throw InputError(message: shape)
                }
                guard case .string(let name)? = members.removeValue(forKey: "name") else {
                    throw InputError(message: "steps[\(index)] has no \"name\"")
                }
                guard let type = NamedPlacementSteps.step(named: name) else {
                    throw InputError(message: "steps[\(index)]: unknown step \"\(TerminalText.escaped(name))\"; the steps: \(NamedPlacementSteps.names)")
                }
                steps.append(type.init(try options(members, of: type, at: index)))
            }
            return AnyPlacementSteps(steps)
        }

        /// A step's option values, each checked against its declared kind.
        private func options(_ members: [String: JSON], of type: any NamedPlacementStep.Type,
                             at index: Int) throws(InputError) -> PlacementStepOptionValues {
            let declared = type.options
            let takes = declared.isEmpty ? "it takes no options"
                : "its options: " + declared.map(\.description).joined(separator: ", ")
            var values = PlacementStepOptionValues()
            for (key, member) in members.sorted(by: { $0.key < $1.key }) {
                let field = "steps[\(index)].\(key)"
                guard let option = declared.first(where: { $0.name == key }) else {
                    throw InputError(message: "\(field): \"\(type.stepName)\" has no option \"\(TerminalText.escaped(key))\"; \(takes)")
                }
                switch option.kind {
                case .number: values.values[key] = .number(try number(member, field))
                case .bool: values.values[key] = .bool(try bool(member, field))
                case .sides: values.values[key] = .sides(try sides(member, field))
                }
            }
            return values
        }

        func request() throws(InputError) -> PlacementRequest {
            if let unknown = fields.keys.sorted().first(where: { !Self.knownFields.contains($0) }) {
                throw InputError(message: "unknown field \"\(unknown)\"")
            }
            var request = PlacementRequest(
                anchor: try rect("anchor"), bodySize: try size("body"), container: try rect("container"))
            if let value = fields["attachment"] { request.attachment = try attachment(value) }
            if let value = fields["inset"] { request.containerInset = try inset(value) }
            if let value = fields["placement"] {
                guard case .string(let name) = value, name == "auto" || Placement(name: name) != nil else {
                    throw InputError(message: "\"placement\" must be \"auto\" or a side (top, bottom, leading, trailing) optionally followed by -start or -end")
                }
                request.preferredPlacement = Placement(name: name)
            }
            if let value = fields["arrow"] { request.arrow = try arrow(value) }
            if let value = fields["cornerRadius"] { request.cornerRadius = try number(value, "cornerRadius") }
            return request
        }

        private func required(_ name: String) throws(InputError) -> JSON {
            guard let value = fields[name] else { throw InputError(message: "missing field \"\(name)\"") }
            return value
        }

        private func object(_ value: JSON, _ name: String, keys: [String], required: Bool) throws(InputError) -> [String: Double] {
            let shape = "\"\(name)\" must be an object with numbers " + keys.joined(separator: ", ")
            guard case .object(let members) = value else { throw InputError(message: shape) }
            var numbers: [String: Double] = [:]
            for (key, member) in members {
                guard keys.contains(key) else { throw InputError(message: "\(shape) (unexpected \"\(key)\")") }
                guard case .number(let number) = member else { throw InputError(message: "\(shape) (\"\(key)\" is not a number)") }
                numbers[key] = try Self.inRange(number, "\(name).\(key)")
            }
            if required, let missing = keys.first(where: { numbers[$0] == nil }) {
                throw InputError(message: "\(shape) (\"\(missing)\" is missing)")
            }
            return numbers
        }

        private func rect(_ name: String) throws(InputError) -> Rect {
            let n = try object(try required(name), name, keys: ["x", "y", "width", "height"], required: true)
            return Rect(x: n["x"]!, y: n["y"]!, width: n["width"]!, height: n["height"]!)
        }

        private func size(_ name: String) throws(InputError) -> Size {
            let n = try object(try required(name), name, keys: ["width", "height"], required: true)
            return Size(width: n["width"]!, height: n["height"]!)
        }

        private func attachment(_ value: JSON) throws(InputError) -> AttachmentAnchor {
            if value == .string("rect") { return .rect }
            guard case .object = value else { throw InputError(message: "\"attachment\" must be \"rect\" or an object with numbers x, y") }
            let n = try object(value, "attachment", keys: ["x", "y"], required: true)
            return .point(UnitPoint(x: n["x"]!, y: n["y"]!))
        }

        private func inset(_ value: JSON) throws(InputError) -> EdgeInsets {
            if case .number(let all) = value { return EdgeInsets(all: try Self.inRange(all, "inset")) }
            guard case .object = value else { throw InputError(message: "\"inset\" must be a number or an object with numbers top, leading, bottom, trailing") }
            let n = try object(value, "inset", keys: ["top", "leading", "bottom", "trailing"], required: false)
            return EdgeInsets(top: n["top"] ?? 0, leading: n["leading"] ?? 0, bottom: n["bottom"] ?? 0, trailing: n["trailing"] ?? 0)
        }

        private func sides(_ value: JSON, _ name: String) throws(InputError) -> PermittedSides {
            let shape = "\"\(name)\" must be an array of sides (top, bottom, leading, trailing)"
            guard case .array(let items) = value else { throw InputError(message: shape) }
            var sides: [PlacementSide] = []
            for item in items {
                guard case .string(let name) = item, let side = PlacementSide(rawValue: name) else { throw InputError(message: shape) }
                sides.append(side)
            }
            return PermittedSides(sides)
        }

        private func arrow(_ value: JSON) throws(InputError) -> ArrowSpec? {
            if value == .null { return nil }
            let n = try object(value, "arrow", keys: ["width", "height", "arcRadius", "gap", "padding"], required: false)
            let standard = ArrowSpec.standard
            return ArrowSpec(width: n["width"] ?? standard.width, height: n["height"] ?? standard.height,
                             arcRadius: n["arcRadius"] ?? standard.arcRadius, gap: n["gap"] ?? standard.gap,
                             padding: n["padding"])
        }

        private func bool(_ value: JSON, _ name: String) throws(InputError) -> Bool {
            guard case .bool(let flag) = value else { throw InputError(message: "\"\(name)\" must be true or false") }
            return flag
        }

        private func number(_ value: JSON, _ name: String) throws(InputError) -> Double {
            guard case .number(let number) = value else { throw InputError(message: "\"\(name)\" must be a number") }
            return try Self.inRange(number, name)
        }

        /// `value`, unless the engine would cap it (and so answer for another number than the
        /// one given: `shiftPadding` 1e308 put a body at x = 1e9 and called it visible).
        static func inRange(_ value: Double, _ name: String) throws(InputError) -> Double {
            let limit = PlacementRequest.largestMagnitude
            guard abs(value) <= limit else {
                throw InputError(message: "\"\(name)\" is \(JSON.number(value)), beyond ±\(JSON.number(limit)), the largest magnitude the engine computes with")
            }
            return value
        }
    }
}
