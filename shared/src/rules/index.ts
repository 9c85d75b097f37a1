export * from './constants';
export * from './password';
