import Foundation

extension Font {
    /// This font at `dynamicTypeSize`: a text style takes Apple's point size for that size, a
    /// fixed-size font (`.system(size:)`) stays as it is.
    func scaled(to dynamicTypeSize: DynamicTypeSize) -> Font {
        guard let textStyle else { return self }
        var font = self
        font.size = textStyle.size(at: dynamicTypeSize)
        return font
    }
}

extension Font.TextStyle {
    /// Apple's point size of this text style at `dynamicTypeSize` (the "Dynamic Type sizes" tables
    /// of the Human Interface Guidelines, iOS).
    func size(at dynamicTypeSize: DynamicTypeSize) -> CGFloat {
        let sizes = pointSizes
        let index = DynamicTypeSize.allCases.firstIndex(of: dynamicTypeSize) ?? 3
        return sizes[index]
    }

    /// The point sizes from `.xSmall` to `.accessibility5`, in the order of `DynamicTypeSize.allCases`.
    private var pointSizes: [CGFloat] {
        switch self {
        case .largeTitle: [31, 32, 33, 34, 36, 38, 40, 44, 48, 52, 56, 60]
        case .title: [25, 26, 27, 28, 30, 32, 34, 38, 43, 48, 53, 58]
        case .title2: [19, 20, 21, 22, 24, 26, 28, 34, 39, 44, 50, 56]
        case .title3: [17, 18, 19, 20, 22, 24, 26, 31, 37, 43, 49, 55]
        case .headline, .body: [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53]
        case .callout: [13, 14, 15, 16, 18, 20, 22, 26, 32, 38, 44, 51]
        case .subheadline: [12, 13, 14, 15, 17, 19, 21, 25, 30, 36, 42, 49]
        case .footnote: [12, 12, 12, 13, 15, 17, 19, 23, 27, 33, 38, 44]
        case .caption: [11, 11, 11, 12, 14, 16, 18, 22, 26, 32, 37, 43]
        case .caption2: [11, 11, 11, 11, 13, 15, 17, 20, 24, 29, 34, 40]
        }
    }
}
