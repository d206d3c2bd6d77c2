// The support desk's help widget, and the hook that opens it for whoever is signed in.
export {
  installSupportWidget,
  openSupportWidget,
  queuedSupportWidgetCalls,
  SUPPORT_TICKET_FIELDS,
  SUPPORT_WIDGET_SCRIPT_ID,
  type SupportContext,
  type SupportWidgetCall,
} from './support-widget';
export { useSupportWidget } from './use-support-widget';
