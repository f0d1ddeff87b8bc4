export * from './contracts/config';
export * from './contracts/errors';
export * from './contracts/health';
export * from './contracts/user';
export * from './geo/country-codes';
export * from './geo/restricted-territories';
export * from './validation/format-zod-issue';
