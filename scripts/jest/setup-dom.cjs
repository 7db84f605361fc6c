// react-router needs TextEncoder, which jsdom does not provide.
const { TextEncoder, TextDecoder } = require('node:util');
Object.assign(globalThis, { TextEncoder, TextDecoder });
require('@testing-library/jest-dom');
// The shell marks the steps of its start (User Timing); jsdom has no performance.mark.
if (typeof performance.mark !== 'function') {
  performance.mark = () => undefined;
}
