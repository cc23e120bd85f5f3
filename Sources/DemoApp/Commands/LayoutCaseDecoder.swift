import PopoverKit

extension LayoutCommand {
    /// What was wrong with one input line, in words that name the field.
    struct InputError: Error, Equatable {
        var message: String
    }

    /// Reads one case's fields (everything but "id") into a placement request. Missing optional
    /// fields take `PlacementRequest`'s defaults; "anchor", "body" and "container" are required.
    struct CaseDecoder {
        static let knownFields: Set<String> = [
            "id", "anchor", "attachment", "body", "container", "inset", "policy", "placement",
            "permitted", "flip", "shift", "shiftPadding", "arrow", "cornerRadius",
        ]

        let fields: [String: JSON]

        func request() throws(InputError) -> PlacementRequest {
            if let unknown = fields.keys.sorted().first(where: { !Self.knownFields.contains($0) }) {
                throw InputError(message: "unknown field \"\(unknown)\"")
            }
            var request = PlacementRequest(
                anchor: try rect("anchor"), bodySize: try size("body"), container: try rect("container"))
            if let value = fields["attachment"] { request.attachment = try attachment(value) }
            if let value = fields["inset"] { request.containerInset = try inset(value) }
            if let value = fields["policy"] {
                guard case .string(let name) = value, let policy = PlacementPolicyName(rawValue: name) else {
                    throw InputError(message: "\"policy\" must be \"original\", \"edges\" or \"centered\"")
                }
                request.policy = policy
            }
            if let value = fields["placement"] {
                guard case .string(let name) = value, name == "auto" || Placement(name: name) != nil else {
                    throw InputError(message: "\"placement\" must be \"auto\" or a side (top, bottom, leading, trailing) optionally followed by -start or -end")
                }
                request.preferredPlacement = Placement(name: name)
            }
            if let value = fields["permitted"] { request.permittedSides = try permitted(value) }
            if let value = fields["flip"] { request.flip = try bool(value, "flip") }
            if let value = fields["shift"] { request.shift = try bool(value, "shift") }
            if let value = fields["shiftPadding"] { request.shiftPadding = try number(value, "shiftPadding") }
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

        private func permitted(_ value: JSON) throws(InputError) -> PermittedSides {
            let shape = "\"permitted\" must be an array of sides (top, bottom, leading, trailing)"
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
