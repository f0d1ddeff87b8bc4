export { CasinoClient, CasinoRefusal, CasinoUnreachable } from './casino-client';
export { settlePending } from './settle-pending';
export * from './show';
export { type RunningStudio, type StudioOptions, startStudio } from './start-studio';
export { openStore, type Store } from './store';
export type { StudioSettings } from './studio-app';
