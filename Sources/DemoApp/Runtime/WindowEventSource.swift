import PopoverKit

/// Where the window's frame loop gets time and input: SDL and a monotonic clock in the app, a
/// script on a fake clock in tests.
protocol WindowEventSource: AnyObject {
    /// Seconds since an arbitrary origin; never decreases.
    var now: Double { get }
    /// Sleeps until input arrives or the clock reaches `deadline` (nil: until input arrives),
    /// and returns the input that arrived, none when the deadline passed first. A deadline
    /// already past only collects what is queued.
    func events(waitingUntil deadline: Double?) -> [InputEvent]
}
