export { settlePending } from './settle-pending';
export { type RunningStudio, type StudioOptions, startStudio } from './start-studio';
