import { describe, expect, it } from 'vitest';
import { createWindowKinds } from './window-kinds';

describe('window kinds', () => {
  it('remembers each renderer’s kind until it is forgotten', () => {
    const kinds = createWindowKinds();
    kinds.register(1, 'main');
    kinds.register(2, 'registration');
    expect(kinds.kindOf(1)).toBe('main');
    expect(kinds.kindOf(2)).toBe('registration');
    expect(kinds.kindOf(3)).toBeUndefined();
    kinds.forget(2);
    expect(kinds.kindOf(2)).toBeUndefined();
  });

  it('never lets a renderer change kind', () => {
    const kinds = createWindowKinds();
    kinds.register(1, 'main');
    expect(() => {
      kinds.register(1, 'registration');
    }).toThrow('Renderer 1 is already a main window.');
    expect(kinds.kindOf(1)).toBe('main');
  });
});
