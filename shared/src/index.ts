export * from './constants';
export * from './messages';
export * from './validation';
export * from './auth-errors';
export * from './family';
