export * from './client';
export * from './auth';
export * from './users';
export * from './content';
export * from './account';
export * from './funds';
export * from './games';
export * from './support';
