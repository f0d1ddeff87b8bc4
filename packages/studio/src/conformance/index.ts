export { anteLaunchToken } from './launch-token';
export { type CheckResult, type ConformanceOptions, runConformance, type Signer } from './run-conformance';
export { SCHEMES, type Scheme, signerFor } from './signer';
