export * from './users.js';
export * from './content.js';
export * from './games.js';
export * from './funds.js';
export * from './gateway.js';
export * from './support.js';
export * from './exchange.js';
export * from './responsible.js';
