// The fingerprint matcher the server runs with: native/fingerprint's engine over the stored
// ISO/IEC 19794-2 records. Decoding and preparing a template costs more than comparing it, so
// each candidate's prepared samples are kept between sign-ins (keyed by fingerprint id, checked
// against the stored bytes so a re-enrolled finger is never matched against stale samples), with
// their merged template: the one stored at enrolment, or — for fingerprints enrolled before it was
// stored — merged here, in memory (about 4.5 ms CPU per finger).
import {
  ACCEPT_THRESHOLD,
  decodeTemplateMinutiae,
  FingerprintGallery,
  prepareEnrollment,
  prepareStoredEnrollment,
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
  mergedTemplate: Uint8Array | null;
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
      cached !== undefined && sameBytes(cached, candidate)
        ? cached
        : {
            templates: candidate.templates.map((template) => Uint8Array.from(template)),
            mergedTemplate:
              candidate.mergedTemplate === null ? null : Uint8Array.from(candidate.mergedTemplate),
            samples: preparedSamples(candidate),
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

/** The presses prepared, with the stored merged template when it is readable, else one merged now. */
function preparedSamples(candidate: FingerprintCandidate): readonly PreparedTemplate[] {
  const presses = candidate.templates.flatMap((template) => {
    const minutiae = minutiaeOf(template);
    return minutiae === null ? [] : [minutiae];
  });
  const merged = candidate.mergedTemplate;
  return merged !== null && minutiaeOf(merged) !== null
    ? prepareStoredEnrollment(presses, merged)
    : prepareEnrollment(presses);
}

function sameBytes(cached: Prepared, candidate: FingerprintCandidate): boolean {
  const same = (a: Uint8Array | undefined | null, b: Uint8Array | undefined | null) =>
    a === b || (a != null && b != null && Buffer.compare(a, b) === 0);
  return (
    same(cached.mergedTemplate, candidate.mergedTemplate) &&
    cached.templates.length === candidate.templates.length &&
    cached.templates.every((template, index) => same(template, candidate.templates[index]))
  );
}
