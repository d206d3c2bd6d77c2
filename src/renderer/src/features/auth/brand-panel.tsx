// The login page's brand side: "Zyno" with the rotating product name (spec §1), a line on what
// the suite is for, and every product name, the current one lit. A pause button stops the
// rotation for anyone it distracts (WCAG 2.2.2).
import { ActionIcon, Group, Text } from '@mantine/core';
import { IconPlayerPause, IconPlayerPlay } from '@tabler/icons-react';
import { PRODUCT_NAME } from '@shared/product';
import { ZynoMark } from '../../ui';
import classes from './login-page.module.css';
import { LOGIN_MESSAGES, PRODUCT_NAMES, ROTATION_TEXTS } from './messages';
import type { RotatingProduct } from './use-rotating-product';

export function ProductHeadline({
  product,
  size,
}: {
  product: RotatingProduct;
  size: 'lg' | 'sm';
}) {
  return (
    <p className={classes.headline} data-size={size}>
      {PRODUCT_NAME}{' '}
      <span key={product.name} className={classes.productName}>
        {product.name}
      </span>
    </p>
  );
}

export function BrandPanel({ product }: { product: RotatingProduct }) {
  return (
    <aside className={classes.brand} aria-label={ROTATION_TEXTS.brandLabel}>
      <Group gap={10} wrap="nowrap">
        <span className={classes.brandMark}>
          <ZynoMark size={34} />
        </span>
        <Text component="span" fw={700} fz={22} c="white" className={classes.brandName}>
          {PRODUCT_NAME}
        </Text>
      </Group>
      <div className={classes.brandBody}>
        <ProductHeadline product={product} size="lg" />
        <Text className={classes.tagline}>{LOGIN_MESSAGES.tagline}</Text>
        <Group gap={8} className={classes.chips}>
          {PRODUCT_NAMES.map((name, index) => (
            <span
              key={name}
              className={classes.chip}
              data-active={index === product.index || undefined}
            >
              {name}
            </span>
          ))}
          {product.canPause ? (
            <ActionIcon
              variant="subtle"
              color="white"
              radius="xl"
              size="md"
              className={classes.pause}
              aria-label={ROTATION_TEXTS.pause}
              aria-pressed={product.paused}
              onClick={product.togglePaused}
            >
              {product.paused ? <IconPlayerPlay size={16} /> : <IconPlayerPause size={16} />}
            </ActionIcon>
          ) : null}
        </Group>
      </div>
      <Text size="sm" className={classes.brandFoot}>
        {ROTATION_TEXTS.footnote}
      </Text>
    </aside>
  );
}
