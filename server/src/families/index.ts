// The API families app.ts mounts, and the demo seed every module adds its part to.
export { authFamily } from './auth-family';
export { seedDemoData } from './demo-seed';
export { suiteFamily } from './suite-family';
export { talkFamily } from './talk-family';
