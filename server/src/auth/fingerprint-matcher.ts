// The fingerprint matcher that install sign-in (POST /installs/auth-fp) and a manager's approval
// at a station (POST /sales/approvals) ask. The server stores templates and decides who it is;
// whether a probe template matches an enrolled fingerprint is the matcher's call:
// native/fingerprint's engine (installs/engine-matcher.ts), which startServer passes as
// AppOptions.fingerprintMatcher. An app built without one answers fingerprint calls with 503
// fingerprint_matching_unavailable.

/** An enrolled fingerprint: all of its templates (an enrollment keeps its 5 samples). */
export interface FingerprintCandidate {
  id: string;
  accountId: string;
  /** 0–9 (spec §3), or null when not assigned to a finger. */
  finger: number | null;
  /** ISO/IEC 19794-2:2005 records, structurally valid (http/fmd-template.ts). */
  templates: readonly Uint8Array[];
  /**
   * The merged enrolment template the enrolment stored (an ISO/IEC 19794-2 record the engine's
   * mergedEnrollmentRecord made from `templates`), or null: enrolled before it was stored, or
   * presses that did not line up.
   */
  mergedTemplate: Uint8Array | null;
}

export interface FingerprintMatch {
  /** The candidate's id. */
  fingerprintId: string;
  /** The matcher's own scale; informational. */
  score: number;
}

export interface FingerprintMatcher {
  /**
   * The candidate `probe` matches at or above the matcher's accept threshold (the best-scoring
   * one when several do), or null. With one account's fingerprints this verifies a claimed
   * identity; with a tenant's it identifies, and the threshold rises with the number of
   * candidates so that the chance of any stranger matching stays within the search's budget.
   */
  identify(
    probe: Uint8Array,
    candidates: readonly FingerprintCandidate[],
  ): Promise<FingerprintMatch | null>;
}

/** What a module that matches fingerprints needs beyond every module's dependencies. */
export interface FingerprintMatcherDependencies {
  /** Matches fingerprint templates; without one, fingerprint calls answer 503. */
  fingerprintMatcher?: FingerprintMatcher | undefined;
}
