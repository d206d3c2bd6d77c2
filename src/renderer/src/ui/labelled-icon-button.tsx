// A round icon button of the top bar whose label is both its tooltip and its accessible name.
import { ActionIcon, Tooltip, type ActionIconProps } from '@mantine/core';
import type { ComponentPropsWithoutRef, ReactNode } from 'react';

type LabelledIconButtonProps = Pick<ActionIconProps, 'variant' | 'color' | 'loading'> &
  Omit<ComponentPropsWithoutRef<'button'>, 'color' | 'children' | 'aria-label'> & {
    label: string;
    /** Set for a label long enough to wrap, so the tooltip does not run across the page. */
    tooltipWidth?: number;
    children: ReactNode;
  };

export function LabelledIconButton({
  label,
  tooltipWidth,
  children,
  ...button
}: LabelledIconButtonProps) {
  return (
    <Tooltip
      label={label}
      position="bottom"
      multiline={tooltipWidth !== undefined}
      maw={tooltipWidth}
    >
      <ActionIcon size="lg" radius="xl" aria-label={label} {...button}>
        {children}
      </ActionIcon>
    </Tooltip>
  );
}
