import Gallery
import MyStyles

/// `swift run`: MyStyles' previews, then StyleGallery's standard ones.
StyleGallery.main(catalogue: .myStyles + .standard)
