/// Where a toolbar item goes in the navigation bar, as on iOS: leading, trailing, or in the
/// title's place.
public enum ToolbarItemPlacement: Hashable, Sendable {
    /// The trailing end, as iOS puts items without a placement.
    case automatic
    case primaryAction
    /// The trailing end, with a semibold label (iOS's Done).
    case confirmationAction
    /// The leading end.
    case cancellationAction
    case topBarLeading
    case topBarTrailing
    case navigationBarLeading
    case navigationBarTrailing
    /// In place of the title.
    case principal

    /// The side of the bar the item is put on.
    var side: NavigationBarSide {
        switch self {
        case .cancellationAction, .topBarLeading, .navigationBarLeading: .leading
        case .automatic, .primaryAction, .confirmationAction, .topBarTrailing, .navigationBarTrailing: .trailing
        case .principal: .principal
        }
    }
}

enum NavigationBarSide {
    case leading, trailing, principal
}
