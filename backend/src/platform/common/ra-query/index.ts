export * from './content-range';
export * from './ra-list-query';
export * from './ra-list-query.dto';
