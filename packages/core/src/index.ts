export * from './contracts/errors';
export * from './contracts/health';
export * from './contracts/user';
export * from './contracts/config';
export * from './geo/restricted-territories';
export * from './geo/country-codes';
export * from './validation/format-zod-issue';
