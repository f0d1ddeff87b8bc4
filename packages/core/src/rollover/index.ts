export * from './game-shares';
export * from './offer-value';
export {
  compare as compareRatios,
  type Ratio,
  ratio,
  sum as sumRatios,
  toFixedText as ratioText,
} from './ratio';
export * from './rollover-weight';
export * from './round-risk';
