// Which build is running, and whether a newer one is deployed.
export { isNewerVersionDeployed } from './deployed-version';
