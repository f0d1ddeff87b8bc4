export * from './document';
export * from './draw';
export * from './exact-rtp';
export * from './forge-wheel';
export * from './hash-chain';
export * from './published-info';
export * from './round';
