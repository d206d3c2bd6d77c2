import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { parseWithoutCompiling } from './zod-jitless';

describe('parseWithoutCompiling', () => {
  it('turns off the compiled parsers of the zod already loaded', () => {
    parseWithoutCompiling();
    expect(z.config().jitless).toBe(true);
    expect(z.object({ name: z.string() }).parse({ name: 'Casey' })).toEqual({ name: 'Casey' });
  });
});
