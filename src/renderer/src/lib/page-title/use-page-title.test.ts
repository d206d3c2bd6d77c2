// Spec §1: the page title is the product name plus the app and sub-app.
import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { usePageTitle } from './use-page-title';

interface TitleProps {
  app: string;
  subApp?: string;
}

describe('usePageTitle', () => {
  it('is the product name alone on screens outside the apps', () => {
    renderHook(() => {
      usePageTitle();
    });
    expect(document.title).toBe('Zyno');
  });

  it('adds the app and the sub-app', () => {
    const initialProps: TitleProps = { app: 'Sales', subApp: 'Gift Cards' };
    const { rerender } = renderHook(
      ({ app, subApp }: TitleProps) => {
        usePageTitle(app, subApp);
      },
      { initialProps },
    );
    expect(document.title).toBe('Zyno · Sales · Gift Cards');

    rerender({ app: 'Sales' });
    expect(document.title).toBe('Zyno · Sales');
  });
});
