// The support desk's help widget (integrations.md "Support desk", Freshdesk): where its script
// comes from and every origin the page must allow for it (script, frame, API calls, images) —
// the web CSP allows these only while a widget id is configured.
export const SUPPORT_WIDGET_ORIGIN = 'https://widget.freshworks.com';

export function supportWidgetScriptUrl(widgetId: string): string {
  return `${SUPPORT_WIDGET_ORIGIN}/widgets/${encodeURIComponent(widgetId)}.js`;
}

/** Per CSP directive, what the widget loads into the page. */
export const SUPPORT_WIDGET_SOURCES = {
  script: [SUPPORT_WIDGET_ORIGIN],
  frame: [SUPPORT_WIDGET_ORIGIN],
  // The widget's settings, and the help desk's ticket and article calls.
  connect: [SUPPORT_WIDGET_ORIGIN, 'https://*.freshdesk.com'],
  img: [SUPPORT_WIDGET_ORIGIN],
} as const;

/** A widget id as the support desk issues them; nothing that could break a URL or a policy. */
export const SUPPORT_WIDGET_ID_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;
