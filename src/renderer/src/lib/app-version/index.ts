// Which build is running, and whether a newer one is deployed.
export { RUNNING_BUILD_ID, isNewerVersionDeployed } from './deployed-version';
