// StyleGallery: search (empty for now).
'use strict';
