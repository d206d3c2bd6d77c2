// The human status page as one self-contained HTML document: a summary banner, the open
// incidents with their updates newest first, then the recently resolved ones. Every piece of
// text from the database goes through escapeHtml.
import { createHash } from 'node:crypto';
import { humanStatus, STATUS_API_PATHS, STATUS_API_PREFIX } from '@shared/status/platform-status';
import { PRODUCT_NAME } from '@shared/product';
import { escapeHtml } from '../http/escape-html';
import type { Incident } from './incident-store';
import { RECENTLY_RESOLVED_DAYS } from './incident-store';

export const STATUS_PAGE_TITLE = `${PRODUCT_NAME} platform status`;
export const ALL_OPERATIONAL = 'All systems operational';
export const EXPERIENCING_ISSUES = 'The platform is experiencing issues';

const STYLE = `
:root { color-scheme: light dark; --bg: #f6f7f9; --card: #fff; --text: #1f2933; --muted: #616e7c;
  --line: #e4e7eb; --ok: #1f9254; --warn: #c77700; --bad: #c92a2a; }
@media (prefers-color-scheme: dark) { :root { --bg: #14171a; --card: #1e2227; --text: #e4e7eb;
  --muted: #9aa5b1; --line: #323940; } }
* { box-sizing: border-box; }
body { margin: 0; background: var(--bg); color: var(--text);
  font: 15px/1.5 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; }
main { max-width: 760px; margin: 0 auto; padding: 40px 20px 64px; }
h1 { font-size: 24px; margin: 0 0 24px; }
h2 { font-size: 17px; margin: 36px 0 12px; color: var(--muted); font-weight: 600; }
.banner { border-radius: 10px; padding: 18px 20px; color: #fff; font-size: 18px; font-weight: 600; }
.banner.ok { background: var(--ok); } .banner.issues { background: var(--warn); }
.incident { background: var(--card); border: 1px solid var(--line); border-radius: 10px;
  padding: 18px 20px; margin-bottom: 14px; }
.incident h3 { margin: 0; font-size: 17px; display: flex; gap: 10px; align-items: baseline;
  flex-wrap: wrap; }
.badge { font-size: 12px; font-weight: 600; border-radius: 999px; padding: 2px 10px;
  border: 1px solid currentColor; }
.s1 { color: var(--bad); } .s2, .s3 { color: var(--warn); } .s4 { color: var(--ok); }
ol { list-style: none; margin: 14px 0 0; padding: 0; }
li { border-left: 2px solid var(--line); padding: 0 0 12px 14px; }
li:last-child { padding-bottom: 0; }
.label { font-weight: 600; }
.message { white-space: pre-line; margin: 2px 0; overflow-wrap: anywhere; }
time, .meta { color: var(--muted); font-size: 13px; }
details summary { cursor: pointer; color: var(--muted); font-size: 13px; margin-top: 8px; }
footer { margin-top: 40px; color: var(--muted); font-size: 13px; }
footer a { color: inherit; }
`;

/** For the page's Content-Security-Policy: the one inline style block, by its hash. */
export const STATUS_PAGE_STYLE_HASH = `sha256-${createHash('sha256').update(STYLE).digest('base64')}`;

function timeTag(date: Date): string {
  const utc = `${date.toISOString().slice(0, 16).replace('T', ' ')} UTC`;
  return `<time datetime="${date.toISOString()}">${utc}</time>`;
}

function entry(label: string, statusClass: string, message: string, at: Date): string {
  const text = message === '' ? ' ' : `<p class="message">${escapeHtml(message)}</p>`;
  const classes = statusClass === '' ? 'label' : `label ${statusClass}`;
  return `<li><span class="${classes}">${escapeHtml(label)}</span>${text}${timeTag(at)}</li>`;
}

/** The incident's timeline, newest first, ending with the message it was opened with. */
function timeline(incident: Incident): string {
  const updates = incident.updates.map((update) =>
    entry(humanStatus(update.status), `s${update.status}`, update.message, update.createdAt),
  );
  const opened = entry('Opened', '', incident.message, incident.createdAt);
  return `<ol>${[...updates, opened].join('')}</ol>`;
}

function incidentCard(incident: Incident, collapsed: boolean): string {
  const status = humanStatus(incident.status);
  const heading = `<h3>${escapeHtml(incident.name)} <span class="badge s${incident.status}">${status}</span></h3>`;
  const when = collapsed
    ? `<div class="meta">Resolved ${timeTag(incident.updatedAt)}</div>`
    : `<div class="meta">Opened ${timeTag(incident.createdAt)}</div>`;
  const body = collapsed
    ? `<details><summary>Show updates</summary>${timeline(incident)}</details>`
    : timeline(incident);
  return `<article class="incident">${heading}${when}${body}</article>`;
}

export function renderStatusPage(
  incidents: { open: readonly Incident[]; recentlyResolved: readonly Incident[] },
  now: Date,
): string {
  const { open, recentlyResolved } = incidents;
  const banner =
    open.length === 0
      ? `<div class="banner ok" role="status">${ALL_OPERATIONAL}</div>`
      : `<div class="banner issues" role="status">${EXPERIENCING_ISSUES}</div>`;
  const openSection =
    open.length === 0
      ? ''
      : `<h2>Open incidents</h2>${open.map((incident) => incidentCard(incident, false)).join('')}`;
  const resolvedSection =
    recentlyResolved.length === 0
      ? ''
      : `<h2>Resolved in the last ${RECENTLY_RESOLVED_DAYS} days</h2>${recentlyResolved
          .map((incident) => incidentCard(incident, true))
          .join('')}`;
  const feed = `${STATUS_API_PREFIX}${STATUS_API_PATHS.incidents}`;
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta http-equiv="refresh" content="60">
<title>${escapeHtml(STATUS_PAGE_TITLE)}</title>
<style>${STYLE}</style>
</head>
<body>
<main>
<h1>${escapeHtml(STATUS_PAGE_TITLE)}</h1>
${banner}
${openSection}
${resolvedSection}
<footer>Updated ${timeTag(now)} · refreshes every minute · <a href="${feed}">incidents feed (Cachet API)</a></footer>
</main>
</body>
</html>
`;
}
