// Session replay with assist: started by the app when configured, and the mark for secret inputs.
export { startSessionReplay } from './session-replay';
export { UNRECORDED_INPUT } from './unrecorded-input';
