// The tenant's other enrolled staff, so that identification without a hint searches a realistic
// gallery: accounts added by the tenant admin (username + PIN, as for station staff), each with
// one synthetic finger enrolled by that admin. The samples are rendered and extracted as the
// reader source does, without the reader's one-second presses.
import { capturedSample, extractMinutiae, syntheticFinger } from '@zyno/fingerprint';
import { FINGERPRINT_SAMPLES_PER_ENROLLMENT } from '@shared/fingerprints/fingerprints';
import { createAccount, enrollFingerprint, type TenantSession } from './bench-api';

export interface GalleryOptions {
  server: string;
  admin: TenantSession;
  accounts: number;
  /** Account k enrolls finger seed firstSeed + k. */
  firstSeed: number;
  /** e.g. "harbor.example": the accounts' e-mail domain. */
  emailDomain: string;
}

/** What the enrollment form sends: five presses' templates, base64. */
function enrollmentTemplates(fingerSeed: number): string[] {
  return Array.from({ length: FINGERPRINT_SAMPLES_PER_ENROLLMENT }, (_, impression) => {
    const { image } = syntheticFinger(fingerSeed, impression);
    const { minutiae, quality } = extractMinutiae(image);
    return capturedSample(image, minutiae, { quality }).Data;
  });
}

/** Resolves to the number of fingers enrolled (one per account). */
export async function enrollStaffGallery(options: GalleryOptions): Promise<number> {
  for (let k = 0; k < options.accounts; k += 1) {
    const username = `bench${String(k).padStart(4, '0')}`;
    const accountId = await createAccount(options.server, options.admin, {
      email: `${username}@${options.emailDomain}`,
      firstName: 'Bench',
      lastName: `Staff ${k}`,
      username,
      pin: String(10_000_000 + k),
    });
    await enrollFingerprint(options.server, options.admin, {
      accountId,
      finger: k % 10,
      fmds: enrollmentTemplates(options.firstSeed + k),
    });
    process.stderr.write(`\renrolling staff: ${k + 1}/${options.accounts}`);
  }
  process.stderr.write('\n');
  return options.accounts;
}
