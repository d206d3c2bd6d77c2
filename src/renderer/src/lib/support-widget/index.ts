// Support for whoever asks: the hook that opens the support desk's help widget or the built-in
// support form, and the host that shows the form.
export { useSupportWidget } from './use-support-widget';
export { SupportFormHost } from './support-form-host';
