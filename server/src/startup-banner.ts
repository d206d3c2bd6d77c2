// What the CLI prints once the server listens: the URL on one line, then the demo sign-ins.
import { DEMO_ACCOUNTS } from './accounts';
import { DEMO_PASSWORD } from './db/demo-seed';

export function urlLine(url: string): string {
  return `Zyno is running at ${url}`;
}

/** The password accounts of the demo seed as an aligned table, then the single-sign-on ones. */
export function demoSignInTable(): string {
  const header = ['Account', 'E-mail', 'Desktop username / PIN'];
  const rows = DEMO_ACCOUNTS.filter((account) => account.ssoOnly !== true).map((account) => [
    `${account.firstName} ${account.lastName}`,
    account.email,
    account.desktop === undefined ? '-' : `${account.desktop.username} / ${account.desktop.pin}`,
  ]);
  const widths = header.map((_, column) =>
    Math.max(...[header, ...rows].map((row) => row[column]?.length ?? 0)),
  );
  const line = (row: readonly string[]) =>
    `  ${row.map((cell, column) => cell.padEnd(widths[column] ?? 0)).join('  ')}`.trimEnd();
  return [
    `Demo sign-ins (password ${DEMO_PASSWORD}):`,
    line(header),
    ...rows.map(line),
    '',
    ...singleSignOnLines(),
  ].join('\n');
}

/** How the single-sign-on accounts sign in: at the local identity provider, with its password. */
function singleSignOnLines(): string[] {
  return DEMO_ACCOUNTS.filter((account) => account.ssoOnly === true).map(
    (account) =>
      `Single sign-on (${account.firstName} ${account.lastName}): enter ${account.email}, then sign in at the local identity provider with ${account.email} / ${DEMO_PASSWORD}.`,
  );
}

export const MISSING_WEB_BUILD =
  'The web app is not built yet: run `npm run build:web` (the API is served meanwhile).';
