// Once per test run, before any server test file: the embedded database migrated and seeded
// with the demo data, written as an image each test app's database starts as a copy of
// (fixtures/database.ts). Creating and preparing PGlite for every app took some 5 s of the ~7 s
// a test file spent starting; a copy opens in under 1 s.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { pgliteImage } from '../src/db/pglite';
import { migrateAndSeed } from './fixtures/database';

export default async function setup(
  project: TestProject,
): Promise<(() => Promise<void>) | undefined> {
  // On a PostgreSQL server each worker copies a template database instead.
  if (process.env.ZYNO_TEST_ENGINE === 'postgres') return undefined;
  const directory = await mkdtemp(join(tmpdir(), 'zyno-test-image-'));
  const file = join(directory, 'seeded.tar');
  const image = await pgliteImage(migrateAndSeed);
  await writeFile(file, Buffer.from(await image.arrayBuffer()));
  project.provide('seededPgliteImage', file);
  return () => rm(directory, { recursive: true, force: true });
}
