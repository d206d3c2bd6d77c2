// Avatar resolution (spec §3), steps 1–3 as data: the content-network image (avatarId split into
// four two-character folders; a 256 px thumbnail unless the size asked is max), the image derived
// from a hash of the e-mail, and initials on a colour derived from them. The user icon (step 4)
// is what remains when none of these exist or every image fails to load.

/** The spec's thumbnail size (§9 "Avatar thumbnail"). */
export const AVATAR_THUMBNAIL_PX = 256;

export type AvatarSize = 'thumbnail' | 'max';

/** Whoever the avatar shows: a user identity or a contact (spec §3). */
export interface AvatarSubject {
  avatarId?: string | null;
  email?: string | null;
  displayName?: string | null;
  firstName?: string | null;
  lastName?: string | null;
  company?: string | null;
}

export interface AvatarBases {
  /** The content network's base URL, or null when there is none. */
  contentUrl: string | null;
  /** The e-mail-hash image service's base URL, or null when there is none. */
  emailHashUrl: string | null;
}

const FOLDER_COUNT = 4;
const FOLDER_WIDTH = 2;

/**
 * `{contentUrl}/ab/cd/ef/01/{avatarId}` plus `-256.jpg` for the thumbnail or `.jpg` for the
 * full size. Null when the id is too short to fill four folders.
 */
export function contentImageUrl(
  contentUrl: string,
  avatarId: string,
  size: AvatarSize = 'thumbnail',
): string | null {
  const id = avatarId.trim();
  if (id.length < FOLDER_COUNT * FOLDER_WIDTH) return null;
  const folders = Array.from({ length: FOLDER_COUNT }, (_, index) =>
    id.slice(index * FOLDER_WIDTH, (index + 1) * FOLDER_WIDTH),
  );
  const file =
    size === 'max'
      ? `${encodeURIComponent(id)}.jpg`
      : `${encodeURIComponent(id)}-${AVATAR_THUMBNAIL_PX}.jpg`;
  return [contentUrl.replace(/\/+$/, ''), ...folders.map(encodeURIComponent), file].join('/');
}

async function sha256Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * `{emailHashUrl}/{sha256(trimmed, lower-cased e-mail)}?s=256&d=404` — Gravatar's form, where
 * `d=404` makes an unknown address fail to load so resolution falls through to initials.
 */
export async function emailHashImageUrl(
  emailHashUrl: string,
  email: string,
  size: AvatarSize = 'thumbnail',
): Promise<string | null> {
  const normalized = email.trim().toLowerCase();
  if (normalized === '') return null;
  const query = size === 'max' ? 'd=404' : `s=${AVATAR_THUMBNAIL_PX}&d=404`;
  return `${emailHashUrl.replace(/\/+$/, '')}/${await sha256Hex(normalized)}?${query}`;
}

/** The first letter of the first and of the last word. */
function initialsOfWords(text: string | null | undefined): string | null {
  const words = (text ?? '').trim().split(/\s+/).filter(Boolean);
  const first = words[0];
  if (first === undefined) return null;
  const last = words.length > 1 ? words[words.length - 1] : undefined;
  return `${first.charAt(0)}${last?.charAt(0) ?? ''}`.toUpperCase();
}

/** Initials of the display name, else of first and last name, else of the company (spec §3). */
export function initialsOf(subject: AvatarSubject): string | null {
  return (
    initialsOfWords(subject.displayName) ??
    initialsOfWords([subject.firstName, subject.lastName].filter(Boolean).join(' ')) ??
    initialsOfWords(subject.company)
  );
}

/**
 * Mantine colours whose darkest shade (INITIALS_SHADE) keeps white initials at WCAG AA contrast
 * (4.5:1) in both colour schemes; green and orange stop short of it, so they are not here.
 */
export const INITIALS_COLORS = [
  'blue',
  'cyan',
  'grape',
  'indigo',
  'pink',
  'red',
  'teal',
  'violet',
] as const;

export const INITIALS_SHADE = 9;

/** The same initials always get the same colour. */
export function initialsColor(initials: string): (typeof INITIALS_COLORS)[number] {
  let hash = 0;
  for (const char of initials) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return INITIALS_COLORS[hash % INITIALS_COLORS.length] ?? 'indigo';
}

/** The image URLs to try, in the spec's order; an empty list goes straight to initials. */
export async function avatarImageUrls(
  subject: AvatarSubject,
  bases: AvatarBases,
  size: AvatarSize = 'thumbnail',
): Promise<string[]> {
  const urls: (string | null)[] = [];
  if (bases.contentUrl !== null && subject.avatarId != null && subject.avatarId !== '') {
    urls.push(contentImageUrl(bases.contentUrl, subject.avatarId, size));
  }
  if (bases.emailHashUrl !== null && subject.email != null) {
    urls.push(await emailHashImageUrl(bases.emailHashUrl, subject.email, size));
  }
  return urls.filter((url): url is string => url !== null);
}
