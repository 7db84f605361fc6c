// react-router needs TextEncoder, which jsdom does not provide.
const { TextEncoder, TextDecoder } = require('node:util');
Object.assign(globalThis, { TextEncoder, TextDecoder });
require('@testing-library/jest-dom');
// The shell marks the steps of its start (User Timing); jsdom has no performance.mark.
if (typeof performance.mark !== 'function') {
  performance.mark = () => undefined;
}
// A busy machine (CI runs the unit tests beside other work on 2 CPUs) can take more than the
// default second to render what a test waits for with findBy/waitFor; a wait is not a timing check.
require('@testing-library/react').configure({ asyncUtilTimeout: 5000 });
