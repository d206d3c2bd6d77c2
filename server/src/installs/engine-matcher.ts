// The fingerprint matcher the server runs with: native/fingerprint's engine over the stored
// ISO/IEC 19794-2 records. Decoding and preparing a template costs more than comparing it, so
// each candidate's prepared samples are kept between sign-ins (keyed by fingerprint id, checked
// against the stored bytes so a re-enrolled finger is never matched against stale samples), with
// the merged template the engine builds from them: made here, in memory, as no column holds it.
import {
  ACCEPT_THRESHOLD,
  decodeTemplateMinutiae,
  FingerprintGallery,
  prepareEnrollment,
  prepareTemplate,
  TemplateFormatError,
  type Minutia,
  type PreparedTemplate,
} from '@zyno/fingerprint';
import type {
  FingerprintCandidate,
  FingerprintMatch,
  FingerprintMatcher,
} from '../auth/fingerprint-matcher';

/** Fingerprints whose prepared samples are kept (a few kilobytes each). */
const DEFAULT_CACHE_SIZE = 50_000;

export interface EngineMatcherOptions {
  /**
   * Score a probe must reach against one finger; the engine's calibrated ACCEPT_THRESHOLD if
   * unset. Against many candidates (no hint) the gallery raises it with their number
   * (identificationThreshold), so a search of the whole staff keeps its false-match budget.
   */
  threshold?: number;
  cacheSize?: number;
}

interface Prepared {
  templates: readonly Uint8Array[];
  samples: readonly PreparedTemplate[];
}

export function engineMatcher(options: EngineMatcherOptions = {}): FingerprintMatcher {
  const threshold = options.threshold ?? ACCEPT_THRESHOLD;
  const cacheSize = options.cacheSize ?? DEFAULT_CACHE_SIZE;
  const cache = new Map<string, Prepared>();

  function samplesOf(candidate: FingerprintCandidate): readonly PreparedTemplate[] {
    const cached = cache.get(candidate.id);
    // Re-inserted on every use, so the map's first entries are the least recently used.
    cache.delete(candidate.id);
    const fresh =
      cached !== undefined && sameTemplates(cached.templates, candidate.templates)
        ? cached
        : {
            templates: candidate.templates.map((template) => Uint8Array.from(template)),
            samples: prepareEnrollment(
              candidate.templates.flatMap((template) => {
                const minutiae = minutiaeOf(template);
                return minutiae === null ? [] : [minutiae];
              }),
            ),
          };
    cache.set(candidate.id, fresh);
    for (const oldest of cache.keys()) {
      if (cache.size <= cacheSize) break;
      cache.delete(oldest);
    }
    return fresh.samples;
  }

  return {
    identify(probe, candidates): Promise<FingerprintMatch | null> {
      const minutiae = minutiaeOf(probe);
      if (minutiae === null) return Promise.resolve(null);
      const gallery = new FingerprintGallery<string>();
      for (const candidate of candidates) gallery.add(candidate.id, samplesOf(candidate));
      const match = gallery.identify(prepareTemplate(minutiae), threshold);
      return Promise.resolve(
        match === null ? null : { fingerprintId: match.id, score: match.score },
      );
    },
  };
}

/**
 * The record's minutiae, or null when the engine cannot read it: the server has checked the
 * structure (http/fmd-template.ts), so this is a record the codec refuses — it matches nothing.
 */
function minutiaeOf(record: Uint8Array): Minutia[] | null {
  try {
    return decodeTemplateMinutiae(record);
  } catch (error) {
    if (error instanceof TemplateFormatError) return null;
    throw error;
  }
}

function sameTemplates(a: readonly Uint8Array[], b: readonly Uint8Array[]): boolean {
  return (
    a.length === b.length &&
    a.every((template, index) => {
      const other = b[index];
      return other !== undefined && Buffer.compare(template, other) === 0;
    })
  );
}
