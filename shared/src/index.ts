export * from './constants';
export * from './messages';
export * from './validation';
export * from './family';
