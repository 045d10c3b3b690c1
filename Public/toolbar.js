// StyleGallery: toolbar (empty for now).
'use strict';
