extension LayoutPass {
    /// Places `node` in `frame` (its size as answered for `proposal`, at its absolute origin)
    /// and, recursively, its children.
    func place(_ node: ViewNode, in frame: Rect, proposal: ProposedSize, env: EnvironmentValues,
               path: IdentityPath) -> LaidOutNode {
        let placer = NodePlacer(pass: self, node: node, frame: frame, proposal: proposal, env: env, path: path)
        return placer.place()
    }
}

/// Places one node: computes its children's frames and what it draws.
struct NodePlacer {
    let pass: LayoutPass
    let node: ViewNode
    let frame: Rect
    let proposal: ProposedSize
    let env: EnvironmentValues
    let path: IdentityPath

    func place() -> LaidOutNode {
        switch node.kind {
        case .empty, .spacer:
            return leaf(.none)
        case .text(let string):
            let layout = path.textLayout(.init(string: string, font: env.resolvedFont, maxWidth: frame.width,
                                               maxHeight: frame.height, lineLimit: env.lineLimit),
                                         measurer: pass.measurer, cache: pass.textLayoutCache)
            return leaf(.text(layout.runs(in: frame, alignment: env.multilineTextAlignment, color: env.resolvedForeground)))
        case .icon(let name):
            return leaf(.icon(name: name, color: env.resolvedForeground))
        case .color(let color):
            return leaf(.fill(.rect(frame), env.resolve(color)))
        case .shape(let fill):
            let path = fill.shape.path(frame)
            switch fill.style {
            case .foreground: return leaf(.fill(path, env.resolvedForeground))
            case .color(let color): return leaf(.fill(path, env.resolve(color)))
            case .backdropBlur(let radius, let tint): return leaf(.backdropBlur(path, radius: radius, tint: env.resolve(tint)))
            }
        case .environmentReader(let build):
            let content = path.content(ofReader: node) { build(env) }
            return container([pass.place(content, in: frame, proposal: proposal, env: env,
                                         path: path.child(content, index: 0))])
        case .body:
            let content = path.bodyContent(of: node, store: pass.stateStore, env: env)
            return container([pass.place(content, in: frame, proposal: proposal, env: env,
                                         path: path.child(content, index: 0))])
        case .group, .zstack:
            let alignment = if case .zstack(let a) = node.kind { a } else { Alignment.center }
            let childEnv = env.outsideStack
            let children = path.flattenedChildren(of: node, store: pass.stateStore, env: childEnv).map { child in
                let size = pass.size(child.node, proposal, childEnv, at: child.path)
                return pass.place(child.node, in: alignment.place(size, in: frame), proposal: proposal,
                                  env: childEnv, path: child.path)
            }
            return container(children)
        case .vstack, .hstack:
            return placeStack()
        case .absolute:
            return placeAbsolute()
        case .padding(let insets):
            return wrapper(content(in: frame.inset(by: insets), proposal: proposal.inset(by: insets)))
        case .fixedFrame(let width, let height, let alignment):
            let childProposal = pass.fixedFrameProposal(width, height, proposal)
            return wrapper(alignedContent(proposal: childProposal, alignment: alignment))
        case .flexibleFrame(let flexible):
            return wrapper(alignedContent(proposal: flexible.childProposal(for: proposal), alignment: flexible.alignment))
        case .placed(let rect):
            return wrapper(alignedContent(proposal: ProposedSize(rect.size), alignment: .center))
        case .position(let center):
            let size = pass.size(node.content, proposal, env, at: contentPath)
            let origin = Point(x: frame.minX + center.x - size.width / 2, y: frame.minY + center.y - size.height / 2)
            return wrapper(content(in: Rect(origin: origin, size: size), proposal: proposal))
        case .scale(let scale, let anchor):
            let transform = Transform(scale: animated(scale, .scale), anchor: frame.point(at: anchor))
            return wrapper(content(in: frame, proposal: proposal), render: .transform(transform))
        case .offset(let offset):
            let offset = animated(offset)
            return wrapper(content(in: frame.offsetBy(dx: offset.width, dy: offset.height), proposal: proposal))
        case .background(let alignment), .overlay(let alignment):
            return placeDecorated(alignment: alignment)
        case .environment(let change):
            return wrapper(content(in: frame, proposal: proposal, env: env.changed(by: change)))
        case .animation(let marker):
            return wrapper(content(in: frame, proposal: proposal, env: animationEnvironment(marker)))
        case .opacity(let opacity):
            return wrapper(content(in: frame, proposal: proposal), render: .opacity(animated(opacity, .opacity)))
        case .shadow(let style):
            return wrapper(content(in: frame, proposal: proposal), render: .shadow(style.resolved(in: env.colorScheme)))
        case .clip(let shape):
            let path = shape.path(frame), bounds = Self.bounds(of: path, or: frame)
            let render: RenderContent = path == .rect(bounds) ? .clip(bounds) : .clipPath(path, bounds: bounds)
            return wrapper(content(in: frame, proposal: proposal), render: render)
        case .control(let role):
            return placeControl(role)
        case .tapHandler(let action):
            return wrapper(content(in: frame, proposal: proposal), interaction: .tap(action: action))
        case .dragHandler(let minimumDistance, let onEvent):
            return wrapper(content(in: frame, proposal: proposal),
                           interaction: .drag(minimumDistance: minimumDistance, onEvent: onEvent))
        case .preference(let writer):
            return wrapper(content(in: frame, proposal: proposal),
                           preferences: [ResolvedPreference(key: writer.key, value: writer.value(frame, path))])
        case .preferenceOverlay(let overlay):
            return placePreferenceOverlay(overlay)
        case .matchedGeometry(let effect):
            return placeMatchedGeometry(effect)
        case .transition(let transition):
            return placeTransition(transition)
        case .onAppear(let action):
            return placeOnAppear(action)
        case .onChange(let observer):
            return placeOnChange(observer)
        }
    }

    // MARK: Building blocks

    var contentPath: IdentityPath { path.child(node.content, index: 0) }

    /// The node's explicit id, read only when it has one (reading copies the existential).
    var explicitID: AnyHashable? { node.hasExplicitID ? node.explicitID : nil }

    func leaf(_ render: RenderContent) -> LaidOutNode {
        LaidOutNode(path: path, frame: frame, explicitID: explicitID, content: render)
    }

    func container(_ children: [LaidOutNode]) -> LaidOutNode {
        LaidOutNode(path: path, frame: frame, explicitID: explicitID, children: children)
    }

    func wrapper(_ child: LaidOutNode, render: RenderContent = .none, interaction: HitTarget.Kind? = nil,
                 preferences: [ResolvedPreference] = []) -> LaidOutNode {
        LaidOutNode(path: path, frame: frame, explicitID: explicitID, child: child,
                    content: render,
                    interaction: env.allowsHitTesting
                        ? interaction.map { NodeInteraction(kind: $0, isEnabled: env.isEnabled) } : nil,
                    preferences: preferences)
    }

    func placeChild(_ child: ViewNode, index: Int, in rect: Rect, proposal: ProposedSize,
                    env: EnvironmentValues) -> LaidOutNode {
        pass.place(child, in: rect, proposal: proposal, env: env, path: path.child(child, index: index))
    }

    /// The modifier's content (`children[0]`) placed in `rect`.
    func content(in rect: Rect, proposal: ProposedSize, env: EnvironmentValues? = nil) -> LaidOutNode {
        placeChild(node.content, index: 0, in: rect, proposal: proposal, env: env ?? self.env)
    }

    /// The modifier's content sized for `proposal` and aligned in this node's frame.
    func alignedContent(proposal: ProposedSize, alignment: Alignment) -> LaidOutNode {
        let size = pass.size(node.content, proposal, env, at: contentPath)
        return content(in: alignment.place(size, in: frame), proposal: proposal)
    }

    /// The bounding box of a path's on-curve and control points (enough for the shapes we clip to).
    static func bounds(of path: Path, or fallback: Rect) -> Rect {
        var xs: [Double] = [], ys: [Double] = []
        for element in path.elements {
            switch element {
            case .move(let p), .line(let p):
                xs.append(p.x); ys.append(p.y)
            case .quadCurve(let p, let c):
                xs += [p.x, c.x]; ys += [p.y, c.y]
            case .cubicCurve(let p, let c1, let c2):
                xs += [p.x, c1.x, c2.x]; ys += [p.y, c1.y, c2.y]
            case .arc(let center, let radius, _, _):
                xs += [center.x - radius, center.x + radius]; ys += [center.y - radius, center.y + radius]
            case .close:
                break
            }
        }
        guard let minX = xs.min(), let maxX = xs.max(), let minY = ys.min(), let maxY = ys.max() else { return fallback }
        return Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }
}
