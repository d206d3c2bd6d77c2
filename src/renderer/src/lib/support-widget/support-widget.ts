// The support desk's help widget (integrations.md "Support desk", Freshdesk): `fwSettings`, the
// queue stub that holds calls until the widget's script takes them over, the widget's script,
// and the calls the app makes. Only installed while a widget id is configured.
import { supportWidgetScriptUrl } from '@shared/support/support-widget';

/** One queued call, as the widget's script reads them from `FreshworksWidget.q`. */
export type SupportWidgetCall = readonly unknown[];

interface SupportWidgetFunction {
  (...args: unknown[]): void;
  q: SupportWidgetCall[];
}

interface SupportWidgetWindow {
  fwSettings?: { widget_id: string };
  FreshworksWidget?: SupportWidgetFunction;
}

/** What the ticket form is pre-filled with (spec §7). */
export interface SupportContext {
  /** The signed-in user; null on public pages, where the visitor fills the form in. */
  user: { name: string; email: string } | null;
  /** Identifies this browser's sessions to support staff. */
  sessionId: string;
  /** The page the user asked for help from. */
  contextUrl: string;
}

export const SUPPORT_WIDGET_SCRIPT_ID = 'zyno-support-widget';
export const SUPPORT_TICKET_FIELDS = {
  sessionId: 'cf_session_id',
  contextUrl: 'cf_context_url',
} as const;

function widgetWindow(target: Window): Window & SupportWidgetWindow {
  return target;
}

/**
 * Sets up `fwSettings` and the queue stub once per page, hides the widget's own launcher (the
 * top bar's help icon opens it), and loads the widget's script, which takes the queue over.
 */
export function installSupportWidget(widgetId: string, target: Window = window): void {
  const page = widgetWindow(target);
  if (page.FreshworksWidget !== undefined) return;
  page.fwSettings = { widget_id: widgetId };
  const stub = ((...args: unknown[]) => {
    stub.q.push(args);
  }) as SupportWidgetFunction;
  stub.q = [];
  page.FreshworksWidget = stub;
  stub('hide', 'launcher');

  const script = target.document.createElement('script');
  script.id = SUPPORT_WIDGET_SCRIPT_ID;
  script.src = supportWidgetScriptUrl(widgetId);
  script.async = true;
  script.defer = true;
  target.document.head.append(script);
}

/** Identifies the user, pre-fills the ticket form and opens the widget. */
export function openSupportWidget(context: SupportContext, target: Window = window): void {
  const widget = widgetWindow(target).FreshworksWidget;
  if (widget === undefined) throw new Error('installSupportWidget must run before opening it.');
  if (context.user !== null) {
    widget('identify', 'ticketForm', { name: context.user.name, email: context.user.email });
  }
  widget('prefill', 'ticketForm', {
    custom_fields: {
      [SUPPORT_TICKET_FIELDS.sessionId]: context.sessionId,
      [SUPPORT_TICKET_FIELDS.contextUrl]: context.contextUrl,
    },
  });
  widget('open');
}
