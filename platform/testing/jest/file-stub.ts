// An imported image is its URL; tests see the file name.
export default 'test-file-stub';
