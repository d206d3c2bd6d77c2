// The backstop behind the shared field schemas: text no database column can hold (NUL, unpaired
// surrogates) anywhere in a request's route parameters, querystring or body, keys included, is a
// 400 naming where it was. It catches what schemas leave untyped: JSON-RPC params, the free keys
// of permission maps, fields a schema ignores, routes without a querystring schema.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { isStorableText } from '@shared/fields';
import { validationFailed, type ApiError } from './errors';

interface UnstorableText {
  /** Keys and indexes from the part's root to the offending value, or to the object whose key it is. */
  path: string[];
  inKey: boolean;
}

/** Arrays and plain records: parsed JSON, forms, and the querystring parser's null-based objects. */
function isTraversable(value: unknown): value is Record<string, unknown> | unknown[] {
  if (typeof value !== 'object' || value === null) return false;
  if (Array.isArray(value)) return true;
  const prototype = Object.getPrototypeOf(value) as object | null;
  return (
    prototype === null ||
    prototype === Object.prototype ||
    Object.getPrototypeOf(prototype) === null
  );
}

/** The first unstorable string in `value`, breadth first; iterative, so no nesting overflows it. */
function findUnstorableText(value: unknown): UnstorableText | null {
  const queue: { value: unknown; path: string[] }[] = [{ value, path: [] }];
  for (let index = 0; index < queue.length; index += 1) {
    const { value: current, path } = queue[index] as { value: unknown; path: string[] };
    if (typeof current === 'string') {
      if (!isStorableText(current)) return { path, inKey: false };
      continue;
    }
    if (!isTraversable(current)) continue;
    for (const [key, child] of Object.entries(current)) {
      if (!isStorableText(key)) return { path, inKey: true };
      queue.push({ value: child, path: [...path, key] });
    }
  }
  return null;
}

function unstorable(part: 'params' | 'query' | 'body', found: UnstorableText): ApiError {
  const where = [part, ...found.path].join('.');
  const problem = found.inKey
    ? 'A field name holds a NUL character or an unpaired surrogate.'
    : 'NUL characters and unpaired surrogates are not allowed.';
  return validationFailed(`${where}: ${problem}`, [
    { path: where, code: 'unstorable_text', message: problem },
  ]);
}

/**
 * Looks at the request as parsed, before validation strips undeclared fields, but answers only
 * once validation passed: a typed field refuses such text with its own message first.
 */
export function refuseUnstorableText(app: FastifyInstance): void {
  const found = new WeakMap<FastifyRequest, ApiError>();
  app.addHook('preValidation', (request, _reply, done) => {
    const parts = [
      ['params', request.params],
      ['query', request.query],
      ['body', request.body],
    ] as const;
    for (const [part, value] of parts) {
      const text = findUnstorableText(value);
      if (text !== null) {
        found.set(request, unstorable(part, text));
        break;
      }
    }
    done();
  });
  app.addHook('preHandler', (request, _reply, done) => {
    done(found.get(request));
  });
}
