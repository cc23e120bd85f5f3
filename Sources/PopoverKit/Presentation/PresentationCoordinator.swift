/// Decides, frame by frame, which popovers of one scope show and how far along their
/// transitions are, following the original library:
/// - popovers keep their identity across frames and several may show at once;
/// - while any presented popover is exclusive, only the last exclusive one shows; the others
///   leave with their removal transition and come back when it goes;
/// - a newly presented popover waits `insertionDelay` (0.5 s) unless its delay is disabled,
///   then fades in; removal fades out while moving down 10 pt (`Transition.popover`);
/// - a popover whose placement would cover its anchor fades out, and back when there is room;
/// - a shown dismissible popover brings the dimming layer, which fades with it.
/// All time comes from the `now` handed to `update`.
public struct PresentationCoordinator: Sendable {
    public var insertionDelay: Double
    public var animation: Animation

    private var records: [String: Record] = [:]
    private var lastUpdate: Double?
    private var dimming = AnimatedValue(0)

    struct Record: Sendable {
        /// 0 hidden … 1 shown: drives the insertion or removal transition.
        var visibility = AnimatedValue(0)
        /// 1 normally, 0 while the popover would cover its anchor.
        var room = AnimatedValue(1)
        var phase = TransitionPhase.insertion
        /// When the current presentation may first show.
        var showsAfter: Double
        var wasPresented = false
    }

    public init(insertionDelay: Double = 0.5, animation: Animation = .easeInOut) {
        self.insertionDelay = insertionDelay
        self.animation = animation
    }

    /// Ids of presented dismissible popovers: those a press on the dimming dismisses.
    public private(set) var dismissibleIDs: [String] = []

    /// Advances to `now` and returns each request's appearance, in request order.
    public mutating func update(_ requests: [PopoverRequest], now: Double) -> PresentationFrame {
        let elapsed = max(0, now - (lastUpdate ?? now))
        lastUpdate = now
        let exclusive = requests.last { $0.isPresented && $0.isExclusive }?.id
        var appearances: [PopoverAppearance] = []
        var wantsDimming = false
        var showsDimming = false
        dismissibleIDs = []

        for request in requests {
            var record = records[request.id] ?? Record(showsAfter: now)
            // Motion started in earlier frames runs up to now; changes seen now start now.
            record.visibility.advance(by: elapsed)
            record.room.advance(by: elapsed)
            if request.isPresented && !record.wasPresented {
                record.showsAfter = now + (request.disableDelay ? 0 : insertionDelay)
                if record.visibility.value == 0 { record.room.set(request.wouldCoverAnchor ? 0 : 1) }
            }
            record.wasPresented = request.isPresented
            let allowed = request.isPresented && (exclusive == nil || exclusive == request.id)
            let shown = allowed && now >= record.showsAfter
            if shown && record.visibility.target != 1 {
                record.phase = .insertion
                record.visibility.animate(to: 1, with: animation)
                // A delayed insertion began when its delay ran out, which may be inside this frame.
                record.visibility.advance(by: max(0, min(elapsed, now - record.showsAfter)))
            } else if !allowed && record.visibility.target != 0 {
                record.phase = .removal
                record.visibility.animate(to: 0, with: animation)
            }
            record.room.animate(to: request.wouldCoverAnchor ? 0 : 1, with: animation)
            records[request.id] = record

            let progress = record.phase == .insertion ? record.visibility.value : 1 - record.visibility.value
            var state = request.transition.state(progress: progress, phase: record.phase)
            state.opacity *= max(0, min(1, record.room.value))
            let interactive = shown && !request.wouldCoverAnchor
            appearances.append(PopoverAppearance(id: request.id, state: state, isInteractive: interactive))
            if request.isDismissible && allowed {
                dismissibleIDs.append(request.id)
                if shown { wantsDimming = true }
                if shown && request.dims { showsDimming = true }
            }
        }
        let ids = Set(requests.map(\.id))
        records = records.filter { ids.contains($0.key) }
        dimming.advance(by: elapsed)
        // The dimming fades in and out with its popovers; it catches presses only while one shows.
        dimming.animate(to: showsDimming ? 1 : 0, with: animation)
        return PresentationFrame(appearances: appearances, dimming: dimming.value, dimmingCatchesInput: wantsDimming)
    }

    /// Whether the popover `id` shows nothing and will not until it is presented again: never
    /// seen, or its removal finished.
    public func hasLeft(_ id: String) -> Bool {
        guard let record = records[id] else { return true }
        return record.visibility.target == 0 && record.visibility.isSettled && record.visibility.value == 0
    }

    /// When the last update's time was.
    public var lastUpdateTime: Double? { lastUpdate }

    /// When this scope will next look different with no new request: the last update's time
    /// while a transition or the dimming moves, the end of the earliest insertion delay still
    /// running, or nil when everything rests.
    public var nextChange: Double? {
        guard let now = lastUpdate else { return nil }
        if !dimming.isSettled { return now }
        var next: Double?
        for record in records.values {
            if !record.visibility.isSettled || !record.room.isSettled { return now }
            if record.wasPresented, record.visibility.target != 1, record.showsAfter > now {
                next = min(next ?? record.showsAfter, record.showsAfter)
            }
        }
        return next
    }
}
