// The support desk's help widget, and the hook that opens it for whoever is signed in.
export { useSupportWidget } from './use-support-widget';
