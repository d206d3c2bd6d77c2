// A card's status as the back office shows it, and the codes "Generate" makes.
import { describe, expect, it } from 'vitest';
import { generatedGiftCardCode, giftCardCodeParamsSchema, giftCardStatus } from './gift-cards';

describe('giftCardStatus', () => {
  it.each([
    [{ active: true, balanceMinor: 1 }, 'active'],
    [{ active: true, balanceMinor: 0 }, 'usedUp'],
    [{ active: true, balanceMinor: -50 }, 'usedUp'],
    [{ active: false, balanceMinor: 2500 }, 'inactive'],
  ] as const)('%j is %s', (card, status) => {
    expect(giftCardStatus(card)).toBe(status);
  });
});

describe('generatedGiftCardCode', () => {
  it('makes a valid code without look-alike characters from the random bytes', () => {
    const code = generatedGiftCardCode((bytes) => bytes.map((_, index) => index * 37));
    expect(code).toMatch(/^GC-[A-HJ-NP-Z2-9]{4}-[A-HJ-NP-Z2-9]{4}-[A-HJ-NP-Z2-9]{4}$/);
    expect(giftCardCodeParamsSchema.safeParse({ code }).success).toBe(true);
  });

  it('differs for different bytes', () => {
    const zeros = generatedGiftCardCode((bytes) => bytes.fill(0));
    const ones = generatedGiftCardCode((bytes) => bytes.fill(1));
    expect(zeros).toBe('GC-AAAA-AAAA-AAAA');
    expect(ones).toBe('GC-BBBB-BBBB-BBBB');
  });
});
