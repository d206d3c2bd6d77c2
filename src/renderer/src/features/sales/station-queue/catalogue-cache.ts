// The catalogue as the station last downloaded it, so the till keeps selling (products, taxes,
// locations, offline limits) when the server cannot be reached. Kept until the next download.
import { catalogueSchema, type Catalogue } from '@shared/sales/catalogue';
import { z } from 'zod';
import type { StationStorage } from './station-storage';

const CATALOGUE_KEY = 'current';

const cachedCatalogueSchema = z.object({
  catalogue: catalogueSchema,
  cachedAt: z.iso.datetime({ offset: true }),
});
export type CachedCatalogue = z.infer<typeof cachedCatalogueSchema>;

/** Keeps a freshly downloaded catalogue (replacing the one before) and its offline limits. */
export async function cacheCatalogue(
  storage: StationStorage,
  catalogue: Catalogue,
  cachedAt: Date,
): Promise<void> {
  const record: CachedCatalogue = { catalogue, cachedAt: cachedAt.toISOString() };
  await storage.db.put('catalogue', record, CATALOGUE_KEY);
  storage.offlineRules = { limits: catalogue.offlineLimits, currency: catalogue.currency };
}

/** The last catalogue kept, or null when none was (or it no longer reads as a catalogue). */
export async function loadCachedCatalogue(
  storage: StationStorage,
): Promise<CachedCatalogue | null> {
  const parsed = cachedCatalogueSchema.safeParse(await storage.db.get('catalogue', CATALOGUE_KEY));
  if (!parsed.success) return null;
  const { catalogue } = parsed.data;
  storage.offlineRules = { limits: catalogue.offlineLimits, currency: catalogue.currency };
  return parsed.data;
}
