/// Turns a laid-out tree into drawing instructions, back to front.
struct DisplayListBuilder {
    func items(for node: LaidOutNode) -> [DisplayItem] {
        var items: [DisplayItem] = []
        emit(node, into: &items)
        return items
    }

    private func emit(_ node: LaidOutNode, into items: inout [DisplayItem]) {
        func emitChildren() { node.forEachChild { emit($0, into: &items); return true } }
        switch node.content {
        case .none:
            emitChildren()
        case .fill(let path, let color):
            items.append(.fill(path, color))
        case .backdropBlur(let path, let radius, let tint):
            items.append(.backdropBlur(path, radius: radius, tint: tint))
        case .text(let runs):
            for run in runs { items.append(.text(run)) }
        case .icon(let name, let color):
            items.append(.icon(name: name, rect: node.frame, color: color))
        case .opacity(let opacity):
            if opacity == 1 { return emitChildren() }
            items.append(.pushOpacity(opacity))
            emitChildren()
            items.append(.popOpacity)
        case .shadow(let style):
            var content: [DisplayItem] = []
            node.forEachChild { emit($0, into: &content); return true }
            items += ShadowCaster(style: style).shadows(for: content)
            items += content
        case .transform(let transform):
            items.append(.pushTransform(transform))
            emitChildren()
            items.append(.popTransform)
        case .clip(let rect):
            items.append(.pushClip(rect))
            emitChildren()
            items.append(.popClip)
        case .clipPath(let path, _):
            items.append(.pushClipPath(path))
            emitChildren()
            items.append(.popClip)
        case .control(let look):
            let renderer = ControlRenderer(look: look, frame: node.frame)
            items += renderer.itemsBeforeContent
            emitChildren()
            items += renderer.itemsAfterContent
        }
    }
}

/// What a laid-out node draws or how it changes the drawing of its children.
enum RenderContent {
    case none
    case fill(Path, Color)
    case backdropBlur(Path, radius: Double, tint: Color)
    case text([TextRun])
    case icon(name: String, color: Color)
    case opacity(Double)
    case shadow(ShadowStyle)
    case clip(Rect)
    /// A clip to a non-rectangular outline; `bounds` is its bounding box (for hit-testing).
    case clipPath(Path, bounds: Rect)
    case transform(Transform)
    case control(ControlLook)
}
