import Foundation
import Testing

@testable import Stylish

@Suite("Dynamic Type: text styles scale with dynamicTypeSize, fixed sizes stay")
struct DynamicTypeTests {
    @Test("Text styles follow Apple's point-size table from xSmall to accessibility5")
    func table() {
        let body = DynamicTypeSize.allCases.map { Font.TextStyle.body.size(at: $0) }
        #expect(body == [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53])
        #expect(Font.TextStyle.title2.size(at: .xSmall) == 19)
        #expect(Font.TextStyle.title2.size(at: .accessibility5) == 56)
        #expect(Font.TextStyle.largeTitle.size(at: .xxxLarge) == 40)
        #expect(Font.TextStyle.caption2.size(at: .small) == 11)
        for style in Font.TextStyle.allCases {
            #expect(Font.system(style).size == style.size(at: .large), "the default size is .large's")
        }
    }

    @Test("Rendered text takes the size (and line height) of its dynamicTypeSize")
    func rendered() {
        let html = { (size: DynamicTypeSize) in
            ViewHost(Text("Hi").font(.title2).dynamicTypeSize(size), width: 300).render().html
        }
        #expect(html(.xSmall).contains("font-size:19px;line-height:25px"))
        #expect(html(.large).contains("font-size:22px;line-height:28px"))
        #expect(html(.accessibility3).contains("font-size:44px;line-height:57px"))
        let body = ViewHost(Text("Hi").dynamicTypeSize(.xxxLarge), width: 300).render().html
        #expect(body.contains("font-size:23px"), "the default font is .body, which scales too")
    }

    @Test(".system(size:) stays fixed at every dynamicTypeSize")
    func fixedSize() {
        for size in [DynamicTypeSize.xSmall, .accessibility5] {
            let html = ViewHost(Text("Hi").font(.system(size: 17)).dynamicTypeSize(size), width: 300).render().html
            #expect(html.contains("font-size:17px;line-height:22px"))
        }
    }

    @Test("Text frames grow with each larger size, and .large renders as the default environment")
    func layoutGrows() {
        let sizes = DynamicTypeSize.allCases.map {
            ViewHost(Text("Hello there").font(.body).dynamicTypeSize($0)).render().size
        }
        for (smaller, larger) in zip(sizes, sizes.dropFirst()) {
            #expect(larger.width > smaller.width)
            #expect(larger.height > smaller.height)
        }
        let plain = ViewHost(Text("Hello").font(.headline), width: 300).render().html
        #expect(ViewHost(Text("Hello").font(.headline).dynamicTypeSize(.large), width: 300).render().html == plain)
    }
}
