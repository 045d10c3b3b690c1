// Seed 001, "Custom Slider with SwiftUI": `FatSlider`, assembled from the article's snippets
// (its "Full solution code" section shows no code, so this is the snippets put together in the
// order the article builds them: the structure, the track and thumb, the decoration, the drag,
// and the sticky `onEnded`). Changes from the article are marked `// CHANGE:`.
import Stylish  // CHANGE: was `import SwiftUI`

struct FatSlider: View {
    @Binding var percentage: Float

    var thikness: CGFloat = 4

    var backgroundTint: Color = .gray
    var pickerTint: Color = .red
    var pickerShadowColor: Color = .black

    // define prop whenever this functionality required
    var isSticky: Bool = true

    var body: some View {
        GeometryReader { geometry in
            // start of struct
            ZStack {
                let centerYPoint = geometry.size.height / 2

                Capsule()
                    .foregroundColor(backgroundTint)
                    .frame(height: thikness)
                    .position(
                        x: geometry.size.width / 2,
                        y: centerYPoint
                    )

                let heightOfPicker: CGFloat = thikness * 10
                let widthOfPicker: CGFloat = geometry.size.width / 3
                let currentXPositionOfPicker: CGFloat =
                    geometry.size.width * CGFloat(percentage)
                let normalizedPosX = min(
                    geometry.size.width - widthOfPicker / 2,
                    max(widthOfPicker / 2, currentXPositionOfPicker)
                )

                Capsule()
                    .foregroundColor(pickerTint)
                    .frame(width: widthOfPicker, height: heightOfPicker)
                    .position(
                        x: normalizedPosX,
                        y: centerYPoint
                    )
                    .shadow(
                        color: pickerShadowColor,
                        radius: 2.0,
                        x: 2,
                        y: 2
                    )
                    // exactly after defining shadow for thumb add this code
                    .gesture(
                        DragGesture(minimumDistance: 0)
                            .onChanged({ (value) in
                                let activeWidth = geometry.size.width - widthOfPicker
                                // calculate point including thumb size limits
                                let pointX =
                                    min(
                                        geometry.size.width - widthOfPicker,
                                        max(0, value.location.x - widthOfPicker / 2)
                                    )
                                percentage = Float(pointX / activeWidth)
                            })
                            //add one event handler for gesture
                            .onEnded({ (value) in
                                if isSticky {
                                    withAnimation {
                                        percentage = 0
                                    }
                                }
                            })
                    )
            }
        }
    }
}

// CHANGE: the article's PreviewProvider is not shown; "add .frame(height: 44) to PreviewProvider".
var fatSliderPreview: some View {
    Preview("FatSlider", state: Float(0.3)) { $percentage in
        FatSlider(percentage: $percentage)
            .frame(height: 44)
    }
}
