// The report's headline figures as cards: net sales first, each with how it moved against the
// period before (an arrow and the percentage; for discounts and refunds a rise is bad news).
import { Card, Group, SimpleGrid, Skeleton, Text, VisuallyHidden } from '@mantine/core';
import type { ReactNode } from 'react';
import { IconArrowDownRight, IconArrowUpRight } from '@tabler/icons-react';
import type { SalesFigures, SalesSummary } from '@shared/sales/reports';
import { divideRounded } from '@shared/sales/money';
import type { Money } from '../salespoint/money';
import { REPORT_MESSAGES as M } from './messages';
import classes from './reports.module.css';

type MoneyFigure = keyof typeof M.figures;

const CARDS: readonly MoneyFigure[] = [
  'netMinor',
  'grossMinor',
  'discountsMinor',
  'refundsMinor',
  'taxMinor',
  'collectedMinor',
];

/** Figures where more is worse for the shop. */
const RISE_IS_BAD: ReadonlySet<MoneyFigure> = new Set(['discountsMinor', 'refundsMinor']);

const PERCENT = new Intl.NumberFormat(undefined, {
  style: 'percent',
  maximumFractionDigits: 1,
  signDisplay: 'exceptZero',
});

/** How `now` moved from `before`, with an arrow; nothing to compare with when before was 0. */
export function Change({
  now,
  before,
  riseIsBad = false,
}: {
  now: number;
  before: number;
  riseIsBad?: boolean;
}) {
  if (before === 0) {
    return (
      <Text size="xs" c="dimmed">
        {M.noPrevious}
      </Text>
    );
  }
  if (now === before) {
    return (
      <Text size="xs" c="dimmed">
        {M.unchanged}
      </Text>
    );
  }
  const ratio = (now - before) / Math.abs(before);
  const rose = ratio > 0;
  const good = rose !== riseIsBad;
  const Icon = rose ? IconArrowUpRight : IconArrowDownRight;
  return (
    <Group gap={4} className={good ? classes.good : classes.bad} wrap="nowrap">
      <Icon size={14} aria-hidden />
      <Text size="xs" fw={600} c="inherit">
        {M.change(PERCENT.format(ratio))}
      </Text>
    </Group>
  );
}

function FigureCard({
  label,
  value,
  change,
  emphasis = false,
}: {
  label: string;
  value: string;
  change: ReactNode;
  emphasis?: boolean;
}) {
  return (
    <Card withBorder radius="md" padding="md">
      <Text size="sm" c="dimmed" fw={600}>
        {label}
      </Text>
      <Text fz={emphasis ? 30 : 24} fw={700} lh={1.2} my={4} className={classes.amount}>
        {value}
      </Text>
      {change}
    </Card>
  );
}

const averageOf = (figures: SalesFigures) =>
  figures.salesCount === 0 ? 0 : divideRounded(figures.netMinor, figures.salesCount);

export function SummaryFigures({ summary, money }: { summary: SalesSummary; money: Money }) {
  const { figures, previousFigures } = summary;
  const count = new Intl.NumberFormat();
  return (
    <section aria-labelledby="report-summary">
      <VisuallyHidden>
        <h2 id="report-summary">{M.summary}</h2>
      </VisuallyHidden>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="sm">
        {CARDS.map((key) => (
          <FigureCard
            key={key}
            label={M.figures[key]}
            value={money(figures[key])}
            emphasis={key === 'netMinor'}
            change={
              <Change
                now={figures[key]}
                before={previousFigures[key]}
                riseIsBad={RISE_IS_BAD.has(key)}
              />
            }
          />
        ))}
        <FigureCard
          label={M.salesCount}
          value={count.format(figures.salesCount)}
          change={<Change now={figures.salesCount} before={previousFigures.salesCount} />}
        />
        <FigureCard
          label={M.averageSale}
          value={money(averageOf(figures))}
          change={<Change now={averageOf(figures)} before={averageOf(previousFigures)} />}
        />
      </SimpleGrid>
    </section>
  );
}

export function SummaryFiguresSkeleton() {
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="sm" aria-hidden>
      {Array.from({ length: 8 }, (_, position) => (
        <Card key={position} withBorder radius="md" padding="md">
          <Skeleton height={12} width="50%" mb="sm" />
          <Skeleton height={26} width="70%" mb="sm" />
          <Group>
            <Skeleton height={16} width="60%" />
          </Group>
        </Card>
      ))}
    </SimpleGrid>
  );
}
