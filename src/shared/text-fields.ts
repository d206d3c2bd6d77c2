// The classic zod schemas of free text and usernames, on the rules of `fields.ts` (which the
// login page's path reaches, and is written with zod/mini): request schemas off that path chain
// classic methods on them (`singleLineText().min(1).max(100)`).
import { z } from 'zod';
import { SINGLE_LINE_CHECKS, USERNAME_MAX_LENGTH, USERNAME_TOO_LONG } from './fields';

/**
 * One line of text without control characters or unpaired surrogates. Surrounding white space is
 * trimmed first (so a stray trailing newline is dropped, as it always was, rather than refused);
 * `trim: false` keeps identifiers and secrets exactly as sent.
 */
export function singleLineText(options: { trim?: boolean } = {}): z.ZodString {
  return (options.trim === false ? z.string() : z.string().trim()).check(...SINGLE_LINE_CHECKS);
}

/** A username being set (desktop sign-in name): stored lower-case, so "Ava" and "ava" are one. */
export const usernameSchema = singleLineText()
  .min(1, 'Enter a username.')
  .max(USERNAME_MAX_LENGTH, USERNAME_TOO_LONG)
  .toLowerCase()
  .regex(
    /^[a-z0-9][a-z0-9._-]*$/,
    'A username may contain only letters, digits, dots, dashes and underscores, and starts with a letter or digit.',
  );
