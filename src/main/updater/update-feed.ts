// What Zyno Desktop accepts from its update feed's latest.yml (electron-builder writes it): a
// semver version and, for every file, its URL, base64 SHA-512 and size. Checked before anything is
// downloaded, so a feed that would leave a download unverifiable is an error that names the field.
import path from 'node:path';
import { z } from 'zod';

/** Base64 of the 64-byte SHA-512 digest, as electron-builder writes it: 86 characters and "==". */
const BASE64_SHA512 = /^[A-Za-z0-9+/]{86}==$/;
const SEMVER = /^\d+\.\d+\.\d+(?:-[0-9A-Za-z.-]+)?(?:\+[0-9A-Za-z.-]+)?$/;

const sha512 = z.string().regex(BASE64_SHA512, 'must be the base64 SHA-512 of the file');

const feedFileSchema = z.object({
  url: z.string().min(1),
  sha512,
  size: z.number().int().positive(),
});

const feedUpdateInfoSchema = z.object({
  version: z.string().regex(SEMVER, 'must be a semver version'),
  files: z.array(feedFileSchema).min(1),
  // The whole-release fields older updaters read; electron-updater reads `files`.
  path: z.string().min(1).optional(),
  sha512: sha512.optional(),
  releaseDate: z.iso.datetime({ offset: true }),
});

export type FeedUpdateInfo = z.infer<typeof feedUpdateInfoSchema>;

export function parseFeedUpdateInfo(value: unknown): FeedUpdateInfo {
  const parsed = feedUpdateInfoSchema.safeParse(value);
  if (parsed.success) return parsed.data;
  const problems = parsed.error.issues.map(
    (issue) => `${issue.path.length > 0 ? issue.path.join('.') : 'the file'}: ${issue.message}`,
  );
  throw new Error(`The update feed's latest.yml is malformed (${problems.join('; ')}).`);
}

/** The size latest.yml gives for a downloaded file, matched by file name; null when not listed. */
export function expectedFileSize(info: FeedUpdateInfo, downloadedFile: string): number | null {
  const name = path.basename(downloadedFile);
  const entry = info.files.find(
    (file) =>
      path.posix.basename(
        decodeURIComponent(new URL(file.url, 'https://feed.invalid/').pathname),
      ) === name,
  );
  return entry?.size ?? null;
}
