import PopoverKit
