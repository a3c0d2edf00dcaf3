/* global module */
// The `hasown` package, without its function-bind polyfill.
module.exports = Function.prototype.call.bind(Object.prototype.hasOwnProperty);
