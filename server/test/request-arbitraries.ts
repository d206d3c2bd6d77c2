// fast-check arbitraries for generated requests: hostile text and values, hostile path segments
// and querystrings, and plausible bodies built from a route's own zod schema (through its JSON
// Schema) so that one hostile field among otherwise acceptable ones gets past the first checks
// and reaches the code, and the database, behind them.
import fc from 'fast-check';
import { z } from 'zod';

const loneSurrogate = fc
  .integer({ min: 0xd800, max: 0xdfff })
  .map((code) => String.fromCharCode(code));
const control = fc
  .integer({ min: 0, max: 0x9f })
  .filter((code) => code < 0x20 || code >= 0x7f)
  .map((code) => String.fromCharCode(code));
const hostileUnit = fc.oneof(
  fc.string({ unit: 'binary', minLength: 1, maxLength: 1 }),
  loneSurrogate,
  control,
);

export const hostileText: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    '',
    ' ',
    '\u0000',
    'ava\u0000',
    '\ud800',
    'x\udfff',
    '\udc00\ud83d',
    '\t',
    'a\nb',
    '\r\n',
    '\u0085',
    '\u007f',
    '\u202e',
    '😀',
    'İ',
    '__proto__',
    'constructor',
    '%00',
    "'; DROP TABLE accounts; --",
    '../../etc/passwd',
    'javascript:alert(1)',
    'https://evil.example/',
  ),
  fc.string({ unit: hostileUnit, minLength: 1, maxLength: 24 }),
  fc.string({ unit: 'binary', maxLength: 24 }),
  fc.constantFrom(300, 5_000, 70_000).map((length) => 'x'.repeat(length)),
);

export const hostileKey = fc.oneof(hostileText, fc.constantFrom('sales', 'core', 'sp', 'msp'));

/** Mostly hostile text; sometimes a number, a boolean, null, an array or an object instead. */
export function hostileValue(ids: fc.Arbitrary<string>): fc.Arbitrary<unknown> {
  const { value } = fc.letrec<{ value: unknown }>((tie) => ({
    value: fc.oneof(
      { depthSize: 'small' },
      { weight: 8, arbitrary: hostileText },
      { weight: 1, arbitrary: ids },
      { weight: 1, arbitrary: fc.oneof(fc.integer(), fc.double()) },
      { weight: 1, arbitrary: fc.constantFrom(0, -1, 10, 2 ** 53, true, false, null) },
      { weight: 1, arbitrary: fc.array(tie('value'), { maxLength: 4 }) },
      { weight: 1, arbitrary: fc.dictionary(hostileKey, tie('value'), { maxKeys: 4 }) },
    ),
  }));
  return value;
}

/** Percent-encodes every UTF-8 byte (an unpaired surrogate goes as U+FFFD: URLs carry bytes). */
export function encodeAll(text: string): string {
  return [...Buffer.from(text, 'utf8')]
    .map((byte) => `%${byte.toString(16).padStart(2, '0')}`)
    .join('');
}

/** Percent sequences that are not UTF-8, or that decode to something unusual. */
const rawPercent = fc.constantFrom('%ED%A0%80', '%FF', '%', '%00', '..', '%2F', '%E0%80%AF');

export function pathParameter(ids: fc.Arbitrary<string>): fc.Arbitrary<string> {
  return fc.oneof(hostileText.filter((text) => text !== '').map(encodeAll), rawPercent, ids);
}

export function querystring(fields: readonly string[]): fc.Arbitrary<string> {
  const keys = fc.oneof(hostileKey, fc.constantFrom(...fields, 'accountId', 'state', 'code'));
  return fc.oneof(
    fc.constant(''),
    fc
      .array(fc.tuple(keys, hostileText), { maxLength: 4 })
      .map((pairs) =>
        pairs.map(([key, value]) => `${encodeAll(key)}=${encodeAll(value)}`).join('&'),
      ),
    fc.tuple(rawPercent, rawPercent).map(([key, value]) => `${key}=${value}`),
    fc.constantFrom('a[b]=1', 'accountId=1&accountId=2', 'email', '=', '&&'),
  );
}

export type JsonSchemaNode = Readonly<Record<string, unknown>>;

/** The JSON Schema of a zod schema's input, or null for none (or a schema of another kind). */
export function jsonSchemaOf(schema: unknown): JsonSchemaNode | null {
  if (!(schema instanceof z.ZodType)) return null;
  return z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' });
}

/** Every property name anywhere in a JSON Schema. */
export function propertyNames(schema: JsonSchemaNode | null): string[] {
  const names = new Set<string>();
  const visit = (node: unknown): void => {
    if (Array.isArray(node)) {
      node.forEach(visit);
      return;
    }
    if (typeof node !== 'object' || node === null) return;
    for (const [key, value] of Object.entries(node as Record<string, unknown>)) {
      if (key === 'properties' && typeof value === 'object' && value !== null) {
        Object.keys(value).forEach((name) => names.add(name));
      }
      visit(value);
    }
  };
  visit(schema);
  return [...names];
}

/** The property names at the top of a JSON Schema (of each option, for a union). */
export function topLevelNames(schema: JsonSchemaNode | null): string[] {
  if (schema === null) return [];
  const options = schema.anyOf ?? schema.oneOf;
  const nodes = Array.isArray(options) ? [schema, ...(options as JsonSchemaNode[])] : [schema];
  const names = nodes.flatMap((node) =>
    typeof node.properties === 'object' && node.properties !== null
      ? Object.keys(node.properties)
      : [],
  );
  return [...new Set(names)];
}

export interface PlausibleHints {
  /** Values for fields of these names, whatever their schema says (e-mail, handshake, …). */
  byName: Readonly<Record<string, fc.Arbitrary<unknown>>>;
  id: fc.Arbitrary<string>;
  url: fc.Arbitrary<string>;
}

function numberOr(value: unknown, fallback: number): number {
  return typeof value === 'number' && Number.isFinite(value) ? value : fallback;
}

function plausibleString(node: JsonSchemaNode, hints: PlausibleHints): fc.Arbitrary<string> {
  if (node.format === 'uuid') return hints.id;
  if (node.format === 'uri') return hints.url;
  const minLength = numberOr(node.minLength, 0);
  const maxLength = Math.min(numberOr(node.maxLength, 40), minLength + 24);
  if (typeof node.pattern === 'string') {
    return fc
      .stringMatching(new RegExp(node.pattern))
      .filter((text) => text.length >= minLength && text.length <= numberOr(node.maxLength, 1e6));
  }
  return fc.string({ unit: 'grapheme-ascii', minLength, maxLength });
}

/** Values that satisfy most of what the schema declares (refinements are not in JSON Schema). */
export function plausibleValue(
  node: JsonSchemaNode,
  hints: PlausibleHints,
  name?: string,
): fc.Arbitrary<unknown> {
  const named = name === undefined ? undefined : hints.byName[name];
  if (named !== undefined) return named;
  if ('const' in node) return fc.constant(node.const);
  if (Array.isArray(node.enum)) return fc.constantFrom(...(node.enum as unknown[]));
  const options = node.anyOf ?? node.oneOf;
  if (Array.isArray(options) && options.length > 0) {
    return fc.oneof(
      ...(options as JsonSchemaNode[]).map((option) => plausibleValue(option, hints, name)),
    );
  }
  switch (node.type) {
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'integer':
    case 'number':
      return fc.integer({
        min: Math.max(numberOr(node.minimum, numberOr(node.exclusiveMinimum, -2) + 1), -1000),
        max: Math.min(numberOr(node.maximum, 1000), 1000),
      });
    case 'string':
      return plausibleString(node, hints);
    case 'array': {
      const items = (node.items ?? {}) as JsonSchemaNode;
      const minLength = numberOr(node.minItems, 0);
      const maxLength = Math.min(numberOr(node.maxItems, 3), minLength + 3);
      return fc.array(plausibleValue(items, hints, name), { minLength, maxLength });
    }
    case 'object': {
      const properties = (node.properties ?? {}) as Record<string, JsonSchemaNode>;
      const required = Array.isArray(node.required) ? (node.required as string[]) : [];
      return fc.record(
        Object.fromEntries(
          Object.entries(properties).map(([key, child]) => [
            key,
            plausibleValue(child, hints, key),
          ]),
        ),
        { requiredKeys: required },
      );
    }
    default:
      return fc.jsonValue({ maxDepth: 1 });
  }
}

/** A plausible body with one of its fields holding a hostile value instead. */
export function oneHostileField(
  plausible: fc.Arbitrary<unknown>,
  names: readonly string[],
  hostile: fc.Arbitrary<unknown>,
): fc.Arbitrary<unknown> {
  if (names.length === 0) return plausible;
  return fc
    .tuple(plausible, fc.constantFrom(...names), hostile)
    .map(([body, name, value]) =>
      typeof body === 'object' && body !== null && !Array.isArray(body)
        ? { ...body, [name]: value }
        : { [name]: value },
    );
}
