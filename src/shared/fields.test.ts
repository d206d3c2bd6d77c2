import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import {
  emailSchema,
  isStorableText,
  TEXT_MESSAGES,
  typedUsernameSchema,
  urlSchema,
} from './fields';
import { singleLineText, usernameSchema } from './text-fields';

function firstMessage(schema: z.core.$ZodType, value: unknown): string | undefined {
  const result = z.safeParse(schema, value);
  return result.success ? undefined : result.error.issues[0]?.message;
}

describe('singleLineText', () => {
  const text = singleLineText().min(1).max(100);

  it.each([
    ['NUL', 'Ava\u0000Admin'],
    ['a tab', 'Ava\tAdmin'],
    ['a line break', 'Ava\nAdmin'],
    ['a carriage return', 'Ava\rAdmin'],
    ['DEL', 'Ava\u007fAdmin'],
    ['a C1 control', 'Ava\u0085Admin'],
    ['NUL alone', '\u0000'],
  ])('refuses %s', (_name, value) => {
    expect(firstMessage(text, value)).toBe(TEXT_MESSAGES.controlCharacter);
  });

  it.each([
    ['a high surrogate alone', 'Ava\ud800'],
    ['a low surrogate alone', '\udfffAva'],
    ['a pair in the wrong order', 'A\udc00\ud83dva'],
  ])('refuses %s rather than changing it', (_name, value) => {
    expect(firstMessage(text, value)).toBe(TEXT_MESSAGES.unpairedSurrogate);
  });

  it('keeps letters of every script and characters outside the basic plane', () => {
    for (const value of ['Zoë Ångström', 'Ярослава', '山田 花子', 'Café ☕ 😀']) {
      expect(text.parse(value)).toBe(value);
    }
  });

  it('drops surrounding white space, a stray line break included, as it always did', () => {
    expect(text.parse('  Ava Admin\n')).toBe('Ava Admin');
    expect(singleLineText({ trim: false }).parse(' secret ')).toBe(' secret ');
    expect(firstMessage(singleLineText({ trim: false }), 'secret\n')).toBe(
      TEXT_MESSAGES.controlCharacter,
    );
  });
});

describe('urlSchema', () => {
  it('refuses control characters, dropping tabs and line breaks as the URL standard does', () => {
    expect(firstMessage(urlSchema(), 'https://harbor.example/\u0000')).toBe(
      TEXT_MESSAGES.controlCharacter,
    );
    expect(firstMessage(urlSchema(), 'https://harbor.example/\ud800')).toBe(
      TEXT_MESSAGES.unpairedSurrogate,
    );
    expect(urlSchema().parse('https://harbor.example/a\tb')).toBe('https://harbor.example/ab');
    expect(urlSchema().parse('https://harbor.example/login/callback')).toBe(
      'https://harbor.example/login/callback',
    );
  });
});

describe('emailSchema', () => {
  it('trims and lower-cases, and asks with the message given', () => {
    expect(emailSchema().parse(' Ava.Admin@Harbor.Example ')).toBe('ava.admin@harbor.example');
    expect(firstMessage(emailSchema(), ' ')).toBe('Enter an e-mail address.');
    expect(firstMessage(emailSchema('Enter your e-mail address.'), '')).toBe(
      'Enter your e-mail address.',
    );
    expect(firstMessage(emailSchema(), 'ava\u0000@harbor.example')).toBe(
      'Enter a valid e-mail address.',
    );
  });
});

describe('usernames', () => {
  it('stores a new username lower-case and refuses characters outside its rule', () => {
    expect(usernameSchema.parse(' Ava.Admin ')).toBe('ava.admin');
    expect(firstMessage(usernameSchema, 'ava admin')).toMatch(/^A username may contain only/);
    expect(firstMessage(usernameSchema, 'ava\u0000')).toBe(TEXT_MESSAGES.controlCharacter);
    expect(firstMessage(usernameSchema, 'a'.repeat(65))).toBe(
      'A username may be at most 64 characters long.',
    );
  });

  it('takes a typed username as typed, lower-cased, refusing only what could never be stored', () => {
    expect(typedUsernameSchema.parse(' Ava Admin ')).toBe('ava admin');
    expect(typedUsernameSchema.parse('')).toBe('');
    expect(firstMessage(typedUsernameSchema, 'ava\u0000')).toBe(TEXT_MESSAGES.controlCharacter);
    expect(firstMessage(typedUsernameSchema, 'ava\ud800')).toBe(TEXT_MESSAGES.unpairedSurrogate);
  });
});

describe('isStorableText', () => {
  it('is false for NUL and unpaired surrogates only', () => {
    expect(isStorableText('tab\tand line\nbreak, 😀')).toBe(true);
    expect(isStorableText('a\u0000b')).toBe(false);
    expect(isStorableText('\ud83d')).toBe(false);
  });
});
