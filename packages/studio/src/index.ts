export * from './slot/document';
export * from './slot/evaluate';
export * from './slot/exact-rtp';
export * from './slot/forge-of-fortune';
export * from './slot/published-info';
export * from './slot/rational';
export * from './slot/spin';
export * from './slot/statistics';
