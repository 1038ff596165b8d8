'use strict';
// An imported image is its URL; tests see the file name.
module.exports = 'test-file-stub';
