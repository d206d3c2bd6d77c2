import { describe, expect, it } from 'vitest';
import { DEFAULT_THEME } from '@mantine/core';
import {
  avatarImageUrls,
  contentImageUrl,
  emailHashImageUrl,
  initialsColor,
  initialsOf,
  INITIALS_COLORS,
  INITIALS_SHADE,
} from './avatar-sources';

/** SHA-256 of the e-mail addresses below, worked out independently (sha256sum). */
const SHA256: Record<string, string> = {
  'max.manager@harbor.example': 'b58639ee7eb92b234a8a5e867bc8f6e89807e537a6c766fab74f446a47998183',
  'a@b.example': 'ebb18a030bf15174f5714e24d63af1a81355c951ea7389bd2a9bd18e3d0c2477',
};
const sha256 = (email: string) => SHA256[email] ?? 'unknown';

describe('contentImageUrl', () => {
  it('splits the avatar id into four two-character folders, 256 px unless max', () => {
    expect(contentImageUrl('https://cdn.example/avatars/', 'ab12cd34ef')).toBe(
      'https://cdn.example/avatars/ab/12/cd/34/ab12cd34ef-256.jpg',
    );
    expect(contentImageUrl('https://cdn.example/avatars', 'ab12cd34ef', 'max')).toBe(
      'https://cdn.example/avatars/ab/12/cd/34/ab12cd34ef.jpg',
    );
  });

  it('has no image for an id too short to fill the folders', () => {
    expect(contentImageUrl('https://cdn.example', 'ab12cd3')).toBeNull();
  });
});

describe('emailHashImageUrl', () => {
  it('hashes the trimmed, lower-cased address and asks for a 404 when unknown', async () => {
    await expect(
      emailHashImageUrl('https://img.example/avatar', '  Max.Manager@Harbor.Example '),
    ).resolves.toBe(
      `https://img.example/avatar/${sha256('max.manager@harbor.example')}?s=256&d=404`,
    );
    await expect(emailHashImageUrl('https://img.example', 'a@b.example', 'max')).resolves.toBe(
      `https://img.example/${sha256('a@b.example')}?d=404`,
    );
  });

  it('has no image for a blank address', async () => {
    await expect(emailHashImageUrl('https://img.example', '   ')).resolves.toBeNull();
  });
});

describe('initialsOf', () => {
  it('prefers the display name, then first and last name, then the company', () => {
    expect(initialsOf({ displayName: 'max  van manager', firstName: 'X', lastName: 'Y' })).toBe(
      'MM',
    );
    expect(initialsOf({ firstName: 'Ava', lastName: 'Admin', company: 'Harbor' })).toBe('AA');
    expect(initialsOf({ firstName: 'Ava' })).toBe('A');
    expect(initialsOf({ displayName: ' ', company: 'harbor coffee' })).toBe('HC');
  });

  it('has none when nothing names the subject (the user icon then shows)', () => {
    expect(initialsOf({ email: 'x@y.example' })).toBeNull();
  });
});

describe('initialsColor', () => {
  it('gives the same initials the same colour from the palette', () => {
    expect(initialsColor('MM')).toBe(initialsColor('MM'));
    expect(INITIALS_COLORS).toContain(initialsColor('AA'));
    const colours = new Set(['AA', 'MM', 'PP', 'ZK', 'QT'].map(initialsColor));
    expect(colours.size).toBeGreaterThan(1);
  });

  it.each(INITIALS_COLORS)('keeps white initials at 4.5:1 or more on %s', (color) => {
    const background = DEFAULT_THEME.colors[color][INITIALS_SHADE];
    expect(contrastWithWhite(background)).toBeGreaterThanOrEqual(4.5);
  });
});

/** WCAG 2 contrast ratio of white text on a #rrggbb background. */
function contrastWithWhite(hex: string): number {
  const channels = [1, 3, 5].map((at) => Number.parseInt(hex.slice(at, at + 2), 16) / 255);
  const [r = 0, g = 0, b = 0] = channels.map((c) =>
    c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4,
  );
  const luminance = 0.2126 * r + 0.7152 * g + 0.0722 * b;
  return 1.05 / (luminance + 0.05);
}

describe('avatarImageUrls', () => {
  const bases = { contentUrl: 'https://cdn.example', emailHashUrl: 'https://img.example' };

  it('tries the content image, then the e-mail image, in that order', async () => {
    const urls = await avatarImageUrls({ avatarId: 'ab12cd34ef', email: 'a@b.example' }, bases);
    expect(urls).toEqual([
      'https://cdn.example/ab/12/cd/34/ab12cd34ef-256.jpg',
      `https://img.example/${sha256('a@b.example')}?s=256&d=404`,
    ]);
  });

  it('skips a step whose service is not configured or whose data is missing', async () => {
    await expect(
      avatarImageUrls(
        { avatarId: 'ab12cd34ef', email: 'a@b.example' },
        {
          contentUrl: null,
          emailHashUrl: null,
        },
      ),
    ).resolves.toEqual([]);
    await expect(avatarImageUrls({ avatarId: '', email: null }, bases)).resolves.toEqual([]);
  });
});
