extension NodePlacer {
    func placeStack() -> LaidOutNode {
        let stack = pass.stackLayout(node, at: path, env: env)
        let measured = pass.measureStack(stack, proposal, env)
        var childEnv = env
        childEnv.stackAxis = stack.axis
        let frames = stack.frames(for: measured, in: frame)
        let children = stack.children.indices.map { i in
            pass.place(stack.children[i], in: frames[i], proposal: measured[i].proposal, env: childEnv,
                       path: stack.paths[i])
        }
        return container(children)
    }

    /// Children offered and centered in their `.placed(at:)` rects, relative to this frame's
    /// origin; children without a rect are offered and centered in the whole frame.
    func placeAbsolute() -> LaidOutNode {
        let childEnv = env.outsideStack
        let children = path.flattenedChildren(of: node, store: pass.stateStore, env: childEnv).map { child in
            let rect = child.node.placedRect.map { $0.offsetBy(dx: frame.minX, dy: frame.minY) } ?? frame
            let size = pass.size(child.node, ProposedSize(rect.size), childEnv, at: child.path)
            return pass.place(child.node, in: Alignment.center.place(size, in: rect), proposal: ProposedSize(rect.size),
                              env: childEnv, path: child.path)
        }
        return container(children)
    }

    /// A background or overlay: the decoration is offered the content's size and aligned in it.
    func placeDecorated(alignment: Alignment) -> LaidOutNode {
        let base = content(in: frame, proposal: proposal)
        let decorationNode = node.decoration
        let decorationProposal = ProposedSize(frame.size)
        let decorationSize = pass.size(decorationNode, decorationProposal, env.outsideStack,
                                       at: path.child(decorationNode, index: 1))
        let decoration = placeChild(decorationNode, index: 1, in: alignment.place(decorationSize, in: frame),
                                    proposal: decorationProposal, env: env.outsideStack)
        let isBackground = if case .background = node.kind { true } else { false }
        return container(isBackground ? [decoration, base] : [base, decoration])
    }

    func placeControl(_ role: ControlRole) -> LaidOutNode {
        let label = content(in: frame, proposal: proposal, env: env.insideControl(role))
        let labelColor = env.insideControl(role).resolvedForeground
        let look = ControlLook(isPressed: pass.interaction.pressed.map(path.matches) ?? false,
                               isHovered: pass.interaction.hovered.map(path.matches) ?? false,
                               isFocused: pass.interaction.focused.map(path.matches) ?? false,
                               isEnabled: env.isEnabled, highlight: labelColor, tint: env.resolve(env.tint))
        let kind: HitTarget.Kind = switch role {
        case .button(let action): .button(action: action)
        case .toggle(let isOn): .toggle(isOn: isOn)
        }
        return wrapper(label, render: .control(look), interaction: kind)
    }

    /// Lays out the base, collects its subtree's values for the key, builds the overlay from
    /// them and lays it out over the base's frame, all in this pass.
    func placePreferenceOverlay(_ overlay: PreferenceOverlay) -> LaidOutNode {
        let base = content(in: frame, proposal: proposal)
        let overlayEnv = env.outsideStack
        let context = LayoutContext(containerFrame: frame, environment: overlayEnv) { [pass] view, proposal in
            pass.sizeApart(view, proposal, overlayEnv)
        }
        let overlayNode = overlay.build(base.preferenceValues(for: overlay.key), context)
        let overlayProposal = ProposedSize(frame.size)
        let overlaySize = pass.size(overlayNode, overlayProposal, overlayEnv,
                                    at: path.child(overlayNode, index: 1))
        let placedOverlay = placeChild(overlayNode, index: 1, in: Alignment.center.place(overlaySize, in: frame),
                                       proposal: overlayProposal, env: overlayEnv)
        return LaidOutNode(path: path, frame: frame, explicitID: explicitID,
                           children: [base, placedOverlay],
                           consumedPreference: overlay.consume ? overlay.key : nil)
    }
}
