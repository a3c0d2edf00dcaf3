/* global module */
// The `object.entries` polyfill package, for browsers that have Object.entries (all the app supports).
module.exports = Object.entries;
