import Testing
@testable import PopoverKit

/// The Core Graphics overloads lay out as the library's own versions: the same tree written
/// with `CGFloat`, `CGFloat?`, `CGSize`, `CGPoint` and `CGRect` values gives the same frames
/// as with `Double`, `Size`, `Point` and `Rect`.
@Suite struct CoreGraphicsOverloadTests {
    let bounds = Rect(x: 0, y: 0, width: 400, height: 300)

    /// Every node's frame, in tree order.
    func frames(_ view: ViewNode) -> [Rect] {
        testEngine.layout(view, in: bounds).root.allNodes.map(\.frame)
    }

    /// The library's types, with literals wherever a literal can go (these must pick one
    /// overload, the library's, without ambiguity).
    func withLibraryTypes() -> ViewNode {
        VStack(alignment: .leading, spacing: 6) {
            HStack(spacing: 3) {
                box(10, 10)
                Spacer(minLength: 12)
                box(10, 10)
            }
            .frame(width: 20, height: 30, alignment: .leading)
            Text("hello").font(Font(size: 12))
                .padding(.horizontal, 5)
                .frame(minWidth: 20, idealWidth: 80, maxWidth: 150, minHeight: 10, maxHeight: 40)
                .offset(Size(width: 4, height: -2))
            RoundedRectangle(cornerRadius: 8).fill(.black)
                .frame(width: 50)
                .frame(height: 20)
                .shadow(radius: 3)
            Color.black.frame(width: 30, height: 30).position(x: 40, y: 20).frame(height: 40)
            AbsoluteLayout { box(5, 5).placed(at: Rect(x: 7, y: 8, width: 20, height: 10)) }
                .frame(width: 60, height: 20)
            VStack { box(4, 4) }.padding().frame().offset(.zero)
        }
        .makeNode()
    }

    /// The same tree with the CG types of SwiftUI code: plain and optional `CGFloat`s, and the
    /// CG structs.
    func withCoreGraphicsTypes() -> ViewNode {
        let six: CGFloat = 6, three: CGFloat? = 3, twelve: CGFloat? = 12
        let width: CGFloat? = 20, height: CGFloat? = 30, five: CGFloat? = 5, size: CGFloat = 12
        let minWidth: CGFloat? = 20, ideal: CGFloat? = 80, maxWidth: CGFloat? = 150
        let minHeight: CGFloat? = 10, maxHeight: CGFloat? = 40, none: CGFloat? = nil
        let radius: CGFloat = 8, shadow: CGFloat = 3, fifty: CGFloat = 50, twenty: CGFloat? = 20
        return VStack(alignment: .leading, spacing: six) {
            HStack(spacing: three) {
                box(10, 10)
                Spacer(minLength: twelve)
                box(10, 10)
            }
            .frame(width: width, height: height, alignment: .leading)
            Text("hello").font(Font(size: size))
                .padding(.horizontal, five)
                .frame(minWidth: minWidth, idealWidth: ideal, maxWidth: maxWidth, minHeight: minHeight,
                       idealHeight: none, maxHeight: maxHeight)
                .offset(CGSize(width: 4, height: -2))
            RoundedRectangle(cornerRadius: radius).fill(.black)
                .frame(width: fifty)
                .frame(height: twenty)
                .shadow(radius: shadow)
            Color.black.frame(width: 30, height: 30).position(CGPoint(x: 40, y: 20)).frame(height: 40)
            AbsoluteLayout { box(5, 5).placed(at: CGRect(x: 7, y: 8, width: 20, height: 10)) }
                .frame(width: 60, height: 20)
            VStack(spacing: none) { box(4, 4) }.padding().frame(width: none).offset(CGSize.zero)
        }
        .makeNode()
    }

    @Test func theCoreGraphicsTreeLaysOutAsTheLibraryTree() {
        let expected = frames(withLibraryTypes())
        #expect(expected.count > 20)
        #expect(frames(withCoreGraphicsTypes()) == expected)
    }

    @Test func theCoreGraphicsTreeDrawsAsTheLibraryTree() {
        let library = testEngine.layout(withLibraryTypes(), in: bounds).displayList()
        let coreGraphics = testEngine.layout(withCoreGraphicsTypes(), in: bounds).displayList()
        #expect(coreGraphics == library)
    }

    @Test func theUIKitPopoverTakesACGSize() {
        func harness(_ attach: @escaping (ViewNode) -> ViewNode) -> PresentationHarness {
            PresentationHarness(size: Size(width: 800, height: 1000)) {
                AbsoluteLayout { attach(box(40, 20)).placed(at: Rect(x: 380, y: 490, width: 40, height: 20)) }
                    .presentPopovers()
            }
        }
        let library = harness {
            $0.uikitPopover(isPresented: .constant(true), preferredContentSize: Size(width: 250, height: 120)) { box(1, 1) }
        }
        let coreGraphics = harness {
            $0.uikitPopover(isPresented: .constant(true), preferredContentSize: CGSize(width: 250, height: 120)) { box(1, 1) }
        }
        library.layout(at: 0)
        coreGraphics.layout(at: 0)
        #expect(library.placed("")?.placement.body.size == Size(width: 250, height: 120))
        #expect(coreGraphics.placed("")?.placement.body == library.placed("")?.placement.body)
    }

    @Test func anOffsetTransitionTakesACGSize() {
        let library = Transition.offset(Point(x: 3, y: -4)), coreGraphics = Transition.offset(CGSize(width: 3, height: -4))
        for progress in [0.0, 0.5] {
            #expect(coreGraphics.state(progress: progress, phase: .insertion) == library.state(progress: progress, phase: .insertion))
        }
        #expect(library.state(progress: 0, phase: .insertion).offset == Point(x: 3, y: -4))
    }
}
