// @bet/shared: the one place for code used by more than one app (shared as a singleton).
export * from './config';
export * from './session';
export * from './api';
export * from './model';
export * from './rules';
export * from './time';
export * from './i18n';
export * from './format';
export * from './ui';
export * from './hooks';
export * from './session/logout';
export * from './instance';
export * from './routes';
export * from './router';
