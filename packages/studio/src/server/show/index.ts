export { settleShowRound } from './settle-show-round';
export { advanceShow, ShowClock } from './show-clock';
export {
  DEFAULT_SHOW_TIMINGS,
  loadShowGame,
  type ShowDeps,
  type ShowOptions,
  type ShowTimings,
  showDeps,
} from './show-deps';
export { readShowState } from './show-state';
