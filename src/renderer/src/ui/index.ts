// Shared presentational components.
export { StatusMessage } from './status-message';
export { ZynoMark, ZynoWordmark } from './zyno-logo';
