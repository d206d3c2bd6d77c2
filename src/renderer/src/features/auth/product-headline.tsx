// The login headline, "Zyno" plus one of the product names, rotating every 2.5 s (spec §1).
// With reduced motion asked for, the headline holds still.
import { Title } from '@mantine/core';
import { useReducedMotion } from '@mantine/hooks';
import { PRODUCT_NAME } from '@shared/product';
import { useEffect, useState } from 'react';
import classes from './login-page.module.css';
import { PRODUCT_NAMES } from './messages';

const ROTATION_INTERVAL_MS = 2500;

export function ProductHeadline() {
  const reduceMotion = useReducedMotion();
  const [index, setIndex] = useState(0);

  useEffect(() => {
    if (reduceMotion) return undefined;
    const timer = window.setInterval(() => {
      setIndex((current) => (current + 1) % PRODUCT_NAMES.length);
    }, ROTATION_INTERVAL_MS);
    return () => {
      window.clearInterval(timer);
    };
  }, [reduceMotion]);

  const name = PRODUCT_NAMES[index] ?? PRODUCT_NAMES[0];
  return (
    <Title order={1} className={classes.headline}>
      {PRODUCT_NAME}{' '}
      <span key={name} className={classes.productName}>
        {name}
      </span>
    </Title>
  );
}
