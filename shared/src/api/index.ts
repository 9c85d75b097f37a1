export * from './client';
export * from './auth';
export * from './users';
export * from './content';
