// `cli.ts incident open|update|resolve|list`: opens, updates and resolves platform incidents for
// demos and tests, against the database the server uses (same environment variables). Input
// goes through the status API's own schemas, so both ways in accept the same things.
import { parseArgs } from 'node:util';
import * as z from 'zod/mini';
import {
  INCIDENT_STATUS,
  incidentIdParamsSchema,
  incidentUpdateRequestSchema,
  isResolved,
  openIncidentRequestSchema,
  type CachetIncident,
} from '@shared/status/platform-status';
import type { DatabaseLocation } from '../db/open-database';
import { connectIncidentDesk, IncidentDeskError, type IncidentDesk } from './incident-desk';

export const INCIDENT_USAGE = `Usage: cli.ts incident <command>

  open <name> [--message <text>] [--status investigating|identified|watching]
      Opens an incident (Investigating unless --status says otherwise).
  update <id> --status investigating|identified|watching --message <text>
      Posts a status update.
  resolve <id> [--message <text>]
      Posts the final update and marks the incident Fixed.
  list
      Lists the newest incidents.

Uses the server's database (ZYNO_DATA_DIR or DATABASE_URL). When a server holds the embedded
database, the command goes through that server's status API instead.`;

export const DEFAULT_RESOLVED_MESSAGE = 'This incident has been resolved.';
const LIST_LIMIT = 20;

/** Where the command writes: lines for stdout and for stderr. */
export interface CommandOutput {
  out(line: string): void;
  err(line: string): void;
}

const EXIT = { ok: 0, failed: 1, usage: 2 } as const;

const STATUS_NAMES: Readonly<Record<string, 1 | 2 | 3>> = {
  investigating: INCIDENT_STATUS.investigating,
  identified: INCIDENT_STATUS.identified,
  watching: INCIDENT_STATUS.watching,
};

class UsageError extends Error {
  override name = 'UsageError';
}

/** The first problem of a failed parse, named the way the command line names it. */
function usageProblem(error: z.core.$ZodError): UsageError {
  const issue = error.issues[0];
  const field = String(issue?.path[0] ?? '');
  const flag = field === 'name' ? 'The incident name' : field === 'id' ? 'The id' : `--${field}`;
  const message = issue?.message ?? 'is not valid.';
  return new UsageError(message.startsWith('Enter') ? message : `${flag} ${message}`);
}

function parse<T extends z.core.$ZodType>(schema: T, input: unknown): z.output<T> {
  const result = z.safeParse(schema, input);
  if (!result.success) throw usageProblem(result.error);
  return result.data;
}

function statusFlag(value: string | undefined): 1 | 2 | 3 | undefined {
  if (value === undefined) return undefined;
  const status = STATUS_NAMES[value.toLowerCase()];
  if (status === undefined) {
    throw new UsageError(
      `--status must be investigating, identified or watching (use \`resolve\` to resolve).`,
    );
  }
  return status;
}

function incidentId(positional: string | undefined): number {
  if (positional === undefined) throw new UsageError('Give the incident id, e.g. `3`.');
  return parse(incidentIdParamsSchema, { id: positional }).id;
}

function describe(incident: CachetIncident): string {
  return `incident ${incident.id} "${incident.name}" (${incident.human_status})`;
}

function listTable(incidents: readonly CachetIncident[]): string[] {
  const header = ['ID', 'Status', 'Updated (UTC)', 'Name'];
  const rows = incidents.map((incident) => [
    String(incident.id),
    incident.human_status,
    incident.updated_at,
    incident.name,
  ]);
  const widths = header.map((_, column) =>
    Math.max(...[header, ...rows].map((row) => row[column]?.length ?? 0)),
  );
  return [header, ...rows].map((row) =>
    row
      .map((cell, column) => cell.padEnd(widths[column] ?? 0))
      .join('  ')
      .trimEnd(),
  );
}

type Step = (desk: IncidentDesk, output: CommandOutput) => Promise<number>;

/** Parses the command line into the work to do, before touching any database. */
function planFor(args: readonly string[]): Step {
  const { values, positionals } = parseArgs({
    args: [...args],
    options: { message: { type: 'string', short: 'm' }, status: { type: 'string' } },
    allowPositionals: true,
    strict: true,
  });
  const [command, ...rest] = positionals;
  const notFound = (id: number, output: CommandOutput) => {
    output.err(`There is no incident ${id}.`);
    return EXIT.failed;
  };

  switch (command) {
    case 'open': {
      const input = parse(openIncidentRequestSchema, {
        name: rest.join(' '),
        message: values.message,
        status: statusFlag(values.status),
      });
      return async (desk, output) => {
        output.out(`Opened ${describe(await desk.open(input))} via ${desk.via}.`);
        return EXIT.ok;
      };
    }
    case 'update': {
      const id = incidentId(rest[0]);
      const status = statusFlag(values.status);
      if (status === undefined) {
        throw new UsageError(
          'Give the new status: --status identified (or investigating, watching).',
        );
      }
      const input = parse(incidentUpdateRequestSchema, { status, message: values.message ?? '' });
      return async (desk, output) => {
        const incident = await desk.addUpdate(id, input);
        if (incident === null) return notFound(id, output);
        output.out(`Updated ${describe(incident)} via ${desk.via}.`);
        return EXIT.ok;
      };
    }
    case 'resolve': {
      const id = incidentId(rest[0]);
      if (values.status !== undefined) throw new UsageError('resolve takes no --status.');
      const input = parse(incidentUpdateRequestSchema, {
        status: INCIDENT_STATUS.fixed,
        message: values.message ?? DEFAULT_RESOLVED_MESSAGE,
      });
      return async (desk, output) => {
        const current = await desk.find(id);
        if (current === null) return notFound(id, output);
        if (isResolved(current)) {
          output.err(`Incident ${id} is already resolved.`);
          return EXIT.failed;
        }
        const incident = await desk.addUpdate(id, input);
        if (incident === null) return notFound(id, output);
        output.out(`Resolved ${describe(incident)} via ${desk.via}.`);
        return EXIT.ok;
      };
    }
    case 'list': {
      if (rest.length > 0 || values.message !== undefined || values.status !== undefined) {
        throw new UsageError('list takes no arguments.');
      }
      return async (desk, output) => {
        const { total, incidents } = await desk.list(LIST_LIMIT);
        if (incidents.length === 0) {
          output.out('No incidents yet.');
          return EXIT.ok;
        }
        for (const line of listTable(incidents)) output.out(line);
        if (total > incidents.length) output.out(`(the newest ${incidents.length} of ${total})`);
        return EXIT.ok;
      };
    }
    default:
      throw new UsageError(
        command === undefined ? 'Give a command.' : `Unknown command: ${command}.`,
      );
  }
}

/** The server's settings as cli.ts read them from the environment (env.ts), or what is wrong. */
type IncidentEnvironment =
  { ok: true; options: DatabaseLocation } | { ok: false; problems: readonly string[] };

/** Runs `incident …` and resolves to the process exit code (0 done, 1 failed, 2 bad usage). */
export async function runIncidentCommand(
  args: readonly string[],
  environment: IncidentEnvironment,
  output: CommandOutput,
): Promise<number> {
  let step: Step;
  try {
    step = planFor(args);
  } catch (error) {
    // parseArgs reports unknown or malformed options with a TypeError that reads well.
    output.err(error instanceof Error ? error.message : String(error));
    output.err(`\n${INCIDENT_USAGE}`);
    return EXIT.usage;
  }

  if (!environment.ok) {
    output.err(
      `Zyno cannot reach the incidents:\n${environment.problems.map((p) => `  ${p}`).join('\n')}`,
    );
    return EXIT.failed;
  }

  let desk: IncidentDesk;
  try {
    desk = await connectIncidentDesk(environment.options);
  } catch (error) {
    output.err(error instanceof IncidentDeskError ? error.message : String(error));
    return EXIT.failed;
  }
  try {
    return await step(desk, output);
  } catch (error) {
    if (!(error instanceof IncidentDeskError)) throw error;
    output.err(error.message);
    return EXIT.failed;
  } finally {
    await desk.close();
  }
}
