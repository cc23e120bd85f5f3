import Synchronization

/// Texts broken into lines and measured, remembered across layout passes.
///
/// An app lays the same texts out for the same proposals frame after frame; wrapping and
/// measuring them again each time is most of what text layout costs. A layout is reused only
/// for the very same inputs (string, font, width, height and line limit), so a hit gives what
/// laying the text out anew would. It must be used with one measurer, whose answers never change.
///
/// Bounded by generations: new layouts go into the current generation; when it is full it
/// becomes the previous one and the one before is dropped. A layout found in the previous
/// generation moves back into the current one, so texts still shown are kept and the cache
/// holds at most twice `generationCapacity` layouts.
///
/// It also keeps, between layout passes, the identity paths of the last pass (`SizeCache`),
/// which remember the last text laid out at each place in the tree: the next pass gets them
/// back rather than allocating a path per node, and reuses a text's layout without a lookup
/// when its inputs have not changed.
public final class TextLayoutCache: Sendable {
    private struct Generations {
        var current: [TextLayout.Inputs: TextLayout] = [:]
        var previous: [TextLayout.Inputs: TextLayout] = [:]

        mutating func insert(_ layout: TextLayout, capacity: Int) {
            if current.count >= capacity {
                previous = current
                current = Dictionary(minimumCapacity: capacity)
            }
            current[layout.inputs] = layout
        }
    }

    /// The most layouts one generation holds.
    public let generationCapacity: Int
    // Layout runs on one thread; the lock only makes the cache safe to share (one uncontended
    // lock per text, far cheaper than the layout it saves).
    private let generations = Mutex(Generations())
    /// The paths of the last pass that finished, until the next pass takes them.
    private let idleSizeCache = Mutex<IdleSizeCache?>(nil)

    /// A size cache no pass is using; handed whole from one pass to the next, so never shared.
    private struct IdleSizeCache: @unchecked Sendable {
        let cache: SizeCache
    }

    /// A cache holding up to `generationCapacity` layouts per generation (at least 1).
    public init(generationCapacity: Int = 1024) {
        self.generationCapacity = max(1, generationCapacity)
    }

    /// How many layouts are remembered, counting once a layout kept in both generations.
    public var count: Int {
        generations.withLock { generations in
            generations.current.count + generations.previous.keys.count { generations.current[$0] == nil }
        }
    }

    /// Forgets every layout (for instance when fonts change).
    public func removeAll() {
        generations.withLock { $0 = Generations() }
        idleSizeCache.withLock { $0 = nil }
    }

    /// The paths the last pass left, if no other pass has taken them; the caller owns them
    /// until it gives them back with `keep(_:)`.
    func takeSizeCache() -> SizeCache? {
        idleSizeCache.withLock { idle in
            defer { idle = nil }
            return idle
        }?.cache
    }

    /// Keeps `cache`, whose pass has ended, for the next pass.
    func keep(_ cache: SizeCache) {
        idleSizeCache.withLock { $0 = IdleSizeCache(cache: cache) }
    }

    /// The layout for `inputs`: the remembered one, else a new one made with `measurer` and kept.
    func layout(_ inputs: TextLayout.Inputs, measurer: any TextMeasuring) -> TextLayout {
        let capacity = generationCapacity
        let known: TextLayout? = generations.withLock { generations in
            if let layout = generations.current[inputs] { return layout }
            guard let layout = generations.previous[inputs] else { return nil }
            generations.insert(layout, capacity: capacity)
            return layout
        }
        if let known { return known }
        // Made outside the lock: the measurer may be slow, and must not find the lock held.
        let layout = TextLayout(inputs, measurer: measurer)
        generations.withLock { $0.insert(layout, capacity: capacity) }
        return layout
    }
}
