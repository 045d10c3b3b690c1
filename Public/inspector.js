// StyleGallery: inspector (empty for now).
'use strict';
