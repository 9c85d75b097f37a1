// jsdom lacks TextEncoder/TextDecoder (react-router needs them).
const { TextEncoder, TextDecoder } = require('node:util');
Object.assign(globalThis, { TextEncoder, TextDecoder });
