// The support desk's help widget.
export {
  installSupportWidget,
  openSupportWidget,
  queuedSupportWidgetCalls,
  SUPPORT_TICKET_FIELDS,
  SUPPORT_WIDGET_SCRIPT_ID,
  type SupportContext,
  type SupportWidgetCall,
} from './support-widget';
