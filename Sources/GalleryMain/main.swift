import Gallery

/// `swift run gallery`: the seed articles' catalogue (`gallery --help` lists the options).
StyleGallery.main(catalogue: .standard)
