// A button that runs a mutation (no variables) and shows it running until it settles.
import { Button, type ButtonProps } from '@mantine/core';
import type { ReactNode } from 'react';

export interface MutationButtonProps extends Omit<ButtonProps, 'loading'> {
  /** A TanStack mutation, or anything pending and runnable alike. */
  mutation: { isPending: boolean; mutate: (variables: undefined) => void };
  children: ReactNode;
}

export function MutationButton({ mutation, children, ...button }: MutationButtonProps) {
  return (
    <Button
      {...button}
      loading={mutation.isPending}
      onClick={() => {
        mutation.mutate(undefined);
      }}
    >
      {children}
    </Button>
  );
}
