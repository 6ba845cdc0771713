/** Static assets in tests resolve to a stable URL. */
module.exports = 'test-file-stub';
