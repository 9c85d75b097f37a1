// jsdom lacks TextEncoder/TextDecoder (react-router needs them).
const { TextEncoder, TextDecoder } = require('node:util');
Object.assign(globalThis, { TextEncoder, TextDecoder });
// jsdom does not scroll; the shell scrolls to the top on every route change.
if (typeof window !== 'undefined') window.scrollTo = () => {};
