import { render, screen } from '@testing-library/react';
import { createStore } from 'jotai';
import { describe, expect, it, vi } from 'vitest';
import { runtimeConfigForOrigin } from '@shared/runtime-config';
import { ErrorReportingBoundary } from './error-reporting-boundary';
import { startErrorReporting } from './error-reporting';

function Broken(): never {
  throw new Error('render failed');
}

describe('ErrorReportingBoundary', () => {
  it('shows the fallback with the error instead of a blank page', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <ErrorReportingBoundary fallback={(error) => <p>{`Fallback: ${String(error)}`}</p>}>
        <Broken />
      </ErrorReportingBoundary>,
    );
    expect(screen.getByText('Fallback: Error: render failed').tagName).toBe('P');
  });

  it('renders its children while nothing fails', () => {
    render(
      <ErrorReportingBoundary fallback={() => <p>Fallback</p>}>
        <p>Fine</p>
      </ErrorReportingBoundary>,
    );
    expect(screen.getByText('Fine').tagName).toBe('P');
    expect(screen.queryByText('Fallback')).toBeNull();
  });
});

describe('startErrorReporting', () => {
  it('loads nothing and starts at once without a DSN', async () => {
    const config = runtimeConfigForOrigin('http://127.0.0.1:4000', 'zyno-local');
    await startErrorReporting({
      config,
      platformKind: 'web',
      store: createStore(),
      location: { pathname: '/login' },
    });
    expect('__SENTRY__' in window).toBe(false);
  });
});
