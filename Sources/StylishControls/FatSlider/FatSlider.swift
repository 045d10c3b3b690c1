import Foundation
import Stylish

/// The article's `FatSlider` ("Custom Slider with SwiftUI"): a thin capsule track and a fat capsule
/// thumb, a third of the width, that the pointer drags along it.
///
/// `percentage` runs from 0 (thumb at the leading end) to 1 (at the trailing end); the thumb never
/// leaves the track. The drag starts on touch (`DragGesture(minimumDistance: 0)`). A sticky slider
/// (`isSticky: true`) animates back to 0 whenever an edit ends: the pointer lifts, the browser
/// cancels the drag, or a key is pressed (a key press is one edit, as a tap on the track would be).
/// The thumb is also an ARIA slider that takes the slider keys (a tenth per arrow, the whole range
/// per page, Home and End). Under `.disabled(true)` the slider is dimmed and ignores input.
///
/// The article's `isSticky` defaults to `true`, its behaviour of choice; here it defaults to `false`
/// because the gallery shows `FatSlider` and `FatSlider(isSticky: true)` as two controls.
///
/// ```swift
/// @State var percentage: Float = 0.25
///
/// FatSlider(percentage: $percentage, isSticky: true)
///     .frame(height: 44)
/// ```
public struct FatSlider: View {
    /// Where the thumb is, from 0 to 1.
    @Binding public var percentage: Float

    /// The thickness of the track (the article's spelling; ``thickness`` is the same value).
    public var thikness: CGFloat = 4

    /// The colour of the track.
    public var backgroundTint: Color = .gray
    /// The colour of the thumb.
    public var pickerTint: Color = .red
    /// The colour of the thumb's shadow.
    public var pickerShadowColor: Color = .black

    /// Whether the thumb animates back to 0 when an edit ends.
    public var isSticky: Bool = false

    /// The name assistive technology reads for the slider, if any.
    public var label: String?

    @Environment(\.isEnabled) private var isEnabled

    /// A fat slider of `percentage`; see the properties for the other parameters.
    public init(
        percentage: Binding<Float>, thikness: CGFloat = 4, backgroundTint: Color = .gray, pickerTint: Color = .red,
        pickerShadowColor: Color = .black, isSticky: Bool = false, label: String? = nil
    ) {
        self._percentage = percentage
        self.thikness = thikness
        self.backgroundTint = backgroundTint
        self.pickerTint = pickerTint
        self.pickerShadowColor = pickerShadowColor
        self.isSticky = isSticky
        self.label = label
    }

    /// The thickness of the track, correctly spelled: the same value as ``thikness``.
    public var thickness: CGFloat {
        get { thikness }
        set { thikness = newValue }
    }

    public var body: some View {
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
                let activeWidth = geometry.size.width - widthOfPicker
                // The article places the thumb's centre at `width · percentage`, clamped inside the
                // track, while its drag maps the thumb's left edge to `percentage · activeWidth`: the
                // thumb then lags behind the pointer. Here both use the drag's mapping, so the
                // thumb stays under the pointer and 0…1 spans the track.
                let normalizedPosX = widthOfPicker / 2 + activeWidth * CGFloat(min(1, max(0, percentage)))

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
                                guard activeWidth > 0 else { return }
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
                                springBack()
                            })
                            // A Stylish addition: a cancelled drag springs back too.
                            .onCancelled { springBack() }
                    )
                    .accessibilityAdjustableValue(
                        $percentage, in: 0...1, label: label,
                        onEditingChanged: { editing in
                            if !editing { springBack() }
                        })
            }
        }
        .opacity(isEnabled ? 1 : 0.5)
    }

    /// The end of an edit: a sticky thumb animates back to 0.
    private func springBack() {
        if isSticky {
            withAnimation {
                percentage = 0
            }
        }
    }
}
