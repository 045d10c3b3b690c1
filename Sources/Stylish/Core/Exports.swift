// `import SwiftUI` brings `CGFloat`, `CGPoint` and `CGSize` with it; `import Stylish` does too,
// so that code written for SwiftUI compiles with only its import changed.
@_exported import Foundation
