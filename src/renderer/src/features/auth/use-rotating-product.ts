// The product name the login headline shows (spec §1): one after another every 2.5 s, held
// still when the user asks for reduced motion or pauses it.
import { useReducedMotion } from '@mantine/hooks';
import { useEffect, useState } from 'react';
import { PRODUCT_NAMES } from './messages';

const PRODUCT_ROTATION_MS = 2500;

export interface RotatingProduct {
  name: (typeof PRODUCT_NAMES)[number];
  index: number;
  /** Whether the names move at all: not when the user asks for reduced motion. */
  canPause: boolean;
  paused: boolean;
  togglePaused: () => void;
}

export function useRotatingProduct(): RotatingProduct {
  const reduceMotion = useReducedMotion();
  const [paused, setPaused] = useState(false);
  const [index, setIndex] = useState(0);
  const rotating = !reduceMotion && !paused;

  useEffect(() => {
    if (!rotating) return undefined;
    const timer = window.setInterval(() => {
      setIndex((current) => (current + 1) % PRODUCT_NAMES.length);
    }, PRODUCT_ROTATION_MS);
    return () => {
      window.clearInterval(timer);
    };
  }, [rotating]);

  return {
    name: PRODUCT_NAMES[index] ?? PRODUCT_NAMES[0],
    index,
    canPause: !reduceMotion,
    paused,
    togglePaused: () => {
      setPaused((current) => !current);
    },
  };
}
