// The data table as a person and a screen meet it: sorting through the header buttons and the
// URL, filters in the URL, paging over the server's cursor, the empty and error states with a
// retry, the keyboard, row actions, and a window of rows (not 10,000) in the document.
import { MantineProvider } from '@mantine/core';
import type { Page } from '@shared/paging';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, useNavigate } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { DataTableProps } from './data-table';
import {
  DataTable,
  type DataTableColumn,
  type DataTableFilter,
  type FetchPage,
  type PageRequest,
  type RowAction,
} from '.';

interface Person {
  id: string;
  name: string;
  city: string;
}

const CITIES = ['Oslo', 'Lima', 'Pune'] as const;

function people(count: number): Person[] {
  return Array.from({ length: count }, (_unused, index) => ({
    id: `p${index + 1}`,
    name: `Person ${String(index + 1).padStart(5, '0')}`,
    city: CITIES[index % CITIES.length] ?? 'Oslo',
  }));
}

/** A server over `all`: sorts, filters and pages by an offset cursor, and records each request. */
function fakeServer(all: Person[], options: { pageSize?: number; withTotal?: boolean } = {}) {
  const { pageSize = 50, withTotal = true } = options;
  const requests: Omit<PageRequest, 'signal'>[] = [];
  const fetchPage = vi.fn(({ signal: _signal, ...request }: PageRequest): Promise<Page<Person>> => {
    requests.push(request);
    const { sort, filters, cursor } = request;
    let rows = all.filter(
      (person) =>
        (filters.city === undefined || person.city === filters.city) &&
        (filters.q === undefined || person.name.includes(filters.q)),
    );
    if (sort !== null) {
      const key = sort.column === 'city' ? 'city' : 'name';
      rows = rows.toSorted((a, b) => a[key].localeCompare(b[key]) * (sort.descending ? -1 : 1));
    }
    const start = cursor === undefined ? 0 : Number(cursor);
    const end = start + pageSize;
    return Promise.resolve({
      items: rows.slice(start, end),
      ...(withTotal ? { total: rows.length } : {}),
      nextCursor: end < rows.length ? String(end) : null,
    });
  });
  return { fetchPage, requests };
}

const COLUMNS: DataTableColumn<Person>[] = [
  { id: 'name', header: 'Name', cell: (person) => person.name, sortable: true },
  { id: 'city', header: 'City', cell: (person) => person.city, sortable: true },
];

const CITY_FILTER = {
  id: 'city',
  label: 'City',
  kind: 'select',
  options: CITIES.map((city) => ({ value: city, label: city })),
} satisfies DataTableFilter;

const FILTERS: DataTableFilter[] = [{ id: 'q', label: 'Search', kind: 'text' }, CITY_FILTER];

const REMOVE = (removed: string[]): RowAction<Person> => ({
  label: 'Remove',
  onClick: (person) => removed.push(person.id),
});

type Props = Partial<DataTableProps<Person>> & Pick<DataTableProps<Person>, 'fetchPage'>;

function renderTable(props: Props, path = '/people') {
  const opened: Person[] = [];
  const router = createMemoryRouter(
    [
      {
        path: '/people',
        element: (
          <DataTable<Person>
            label="People"
            queryKey={['tenant-1', 'people']}
            getRowId={(person) => person.id}
            rowLabel={(person) => person.name}
            onOpenRow={(person) => opened.push(person)}
            columns={COLUMNS}
            filters={FILTERS}
            {...props}
          />
        ),
      },
    ],
    { initialEntries: [path] },
  );
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const user = userEvent.setup();
  render(
    <QueryClientProvider client={queryClient}>
      <MantineProvider env="test">
        <RouterProvider router={router} />
      </MantineProvider>
    </QueryClientProvider>,
  );
  return { router, user, opened };
}

const search = (router: ReturnType<typeof createMemoryRouter>) =>
  new URLSearchParams(router.state.location.search);
const table = () => screen.getByRole('table', { name: 'People' });
const dataRows = () =>
  within(table())
    .getAllByRole('row')
    .filter((row) => row.hasAttribute('data-row-index'));
const names = () => dataRows().map((row) => within(row).getAllByRole('cell')[0]?.textContent);

// happy-dom lays nothing out: the frame reports the height a browser would give it, so the
// virtualizer has a window to fill.
const FRAME_HEIGHT = 560;
beforeEach(() => {
  vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(FRAME_HEIGHT);
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('DataTable', () => {
  it('sorts by a header button, keeps the sort in the URL and tells assistive technology', async () => {
    const server = fakeServer(people(5));
    const { router, user } = renderTable({ fetchPage: server.fetchPage });

    await screen.findByText('Person 00001');
    const nameHeader = screen.getByRole('columnheader', { name: /Name/ });
    expect(nameHeader.getAttribute('aria-sort')).toBe('none');

    await user.click(within(nameHeader).getByRole('button', { name: /Name/ }));
    await waitFor(() => {
      expect(search(router).get('sort')).toBe('name');
    });
    expect(nameHeader.getAttribute('aria-sort')).toBe('ascending');

    await user.click(within(nameHeader).getByRole('button', { name: /Name/ }));
    await waitFor(() => {
      expect(names()[0]).toBe('Person 00005');
    });
    expect(search(router).get('sort')).toBe('-name');
    expect(nameHeader.getAttribute('aria-sort')).toBe('descending');
    expect(server.requests.at(-1)?.sort).toEqual({ column: 'name', descending: true });

    await user.click(within(nameHeader).getByRole('button', { name: /Name/ }));
    await waitFor(() => {
      expect(search(router).has('sort')).toBe(false);
    });
    expect(nameHeader.getAttribute('aria-sort')).toBe('none');
  });

  it('reads the sort and filters from the URL it opens with', async () => {
    const server = fakeServer(people(9));
    renderTable({ fetchPage: server.fetchPage }, '/people?sort=-name&city=Lima&other=kept');

    await screen.findByText('Person 00008');
    expect(names()).toEqual(['Person 00008', 'Person 00005', 'Person 00002']);
    expect(server.requests[0]).toEqual({
      sort: { column: 'name', descending: true },
      filters: { city: 'Lima' },
      cursor: undefined,
    });
    expect(screen.getByRole('columnheader', { name: /City/ }).getAttribute('aria-sort')).toBe(
      'none',
    );
  });

  it('keeps a typed filter in the URL, leaves other params alone, and asks the server again', async () => {
    const server = fakeServer(people(30));
    const { router, user } = renderTable({ fetchPage: server.fetchPage }, '/people?tab=all');

    await screen.findByText('Person 00001');
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), '0002');

    await waitFor(() => {
      expect(search(router).get('q')).toBe('0002');
    });
    expect(search(router).get('tab')).toBe('all');
    await waitFor(() => {
      expect(names()).toEqual([
        'Person 00002',
        'Person 00020',
        'Person 00021',
        'Person 00022',
        'Person 00023',
        'Person 00024',
        'Person 00025',
        'Person 00026',
        'Person 00027',
        'Person 00028',
        'Person 00029',
      ]);
    });
    expect(server.requests.at(-1)?.filters).toEqual({ q: '0002' });
  });

  it("shows a choice's default while the URL names none, and writes only other choices to it", async () => {
    const server = fakeServer(people(9));
    const [first, second] = CITIES;
    const { router, user } = renderTable({
      fetchPage: server.fetchPage,
      filters: [{ ...CITY_FILTER, defaultValue: first }],
    });
    await screen.findByText('Person 00001');
    const city = screen.getByRole<HTMLInputElement>('combobox', { name: 'City' });
    expect(city.value).toBe(first);

    await user.click(city);
    await user.click(await screen.findByRole('option', { name: second }));
    await waitFor(() => {
      expect(search(router).get('city')).toBe(second);
    });
    await user.click(city);
    await user.click(await screen.findByRole('option', { name: first }));
    await waitFor(() => {
      expect(search(router).has('city')).toBe(false);
    });
    expect(city.value).toBe(first);
  });

  it('says so when nothing matches the filters', async () => {
    const matching = fakeServer(people(3));
    renderTable({ fetchPage: matching.fetchPage }, '/people?q=nobody');
    expect(await screen.findByText('Nothing matches these filters.')).toBeTruthy();
  });

  it('shows an empty list as such', async () => {
    const server = fakeServer([]);
    renderTable({ fetchPage: server.fetchPage });
    expect(await screen.findByText('Nothing here yet.')).toBeTruthy();
    expect(table().getAttribute('aria-rowcount')).toBe('1');
  });

  it('shows skeleton rows while the first page loads', async () => {
    let answer: (page: Page<Person>) => void = () => undefined;
    const fetchPage = vi.fn(
      () =>
        new Promise<Page<Person>>((resolve) => {
          answer = resolve;
        }),
    );
    renderTable({ fetchPage });

    expect(screen.getByRole('status', { name: 'Loading…' })).toBeTruthy();
    expect(table().getAttribute('aria-busy')).toBe('true');
    answer({ items: people(1) });
    expect(await screen.findByText('Person 00001')).toBeTruthy();
    expect(screen.queryByRole('status', { name: 'Loading…' })).toBeNull();
  });

  it("shows a failure with the server's message and loads again on Try again", async () => {
    const server = fakeServer(people(2));
    const fetchPage = vi.fn(server.fetchPage).mockRejectedValueOnce(new Error('boom'));
    const { user } = renderTable({ fetchPage });

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('The list could not be loaded');
    expect(alert.textContent).toContain('Something went wrong. Please try again.');

    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Person 00002')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('pages over the cursor with Load more, counting against the total when the server knows it', async () => {
    const server = fakeServer(people(120), { pageSize: 50 });
    const { user } = renderTable({ fetchPage: server.fetchPage });

    await screen.findByText('Person 00001');
    expect(screen.getByText('50 of 120')).toBeTruthy();
    expect(table().getAttribute('aria-rowcount')).toBe('121');

    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('100 of 120')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('120 of 120')).toBeTruthy();

    expect(server.requests.map((request) => request.cursor)).toEqual([undefined, '50', '100']);
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('asks for the next page when the last rows scroll into view', async () => {
    const server = fakeServer(people(120), { pageSize: 50 });
    vi.spyOn(Element.prototype, 'scrollHeight', 'get').mockReturnValue(121 * 44);
    renderTable({ fetchPage: server.fetchPage });

    await screen.findByText('50 of 120');
    const frame = table().parentElement;
    if (frame === null) throw new Error('The table has no frame.');
    frame.scrollTop = 50 * 44 - FRAME_HEIGHT;
    fireEvent.scroll(frame);

    expect(await screen.findByText('100 of 120')).toBeTruthy();
    expect(server.requests.map((request) => request.cursor)).toEqual([undefined, '50']);
  });

  it('counts rows as unknown while more pages exist and the server sends no total', async () => {
    const server = fakeServer(people(60), { pageSize: 50, withTotal: false });
    const { user } = renderTable({ fetchPage: server.fetchPage });

    await screen.findByText('50 shown');
    expect(table().getAttribute('aria-rowcount')).toBe('-1');
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await screen.findByText('60 shown');
    expect(table().getAttribute('aria-rowcount')).toBe('61');
  });

  it('offers to retry when a further page fails, keeping the rows it has', async () => {
    const server = fakeServer(people(80), { pageSize: 50 });
    const fetchPage = vi
      .fn<FetchPage<Person>>()
      .mockImplementationOnce(server.fetchPage)
      .mockRejectedValueOnce(new Error('boom'))
      .mockImplementation(server.fetchPage);
    const { user } = renderTable({ fetchPage });

    await screen.findByText('50 of 80');
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('More rows could not be loaded.');
    expect(screen.getByText('Person 00001')).toBeTruthy();

    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('80 of 80')).toBeTruthy();
  });

  it('moves between rows with the arrow keys, Home and End, and opens one with Enter', async () => {
    const server = fakeServer(people(5));
    const { user, opened } = renderTable({ fetchPage: server.fetchPage });

    await screen.findByText('Person 00001');
    const rows = dataRows();
    expect(rows.map((row) => row.tabIndex)).toEqual([0, -1, -1, -1, -1]);

    rows[0]?.focus();
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(document.activeElement?.textContent).toContain('Person 00003');
    await user.keyboard('{ArrowUp}');
    expect(document.activeElement?.textContent).toContain('Person 00002');
    await user.keyboard('{End}');
    expect(document.activeElement?.textContent).toContain('Person 00005');
    await user.keyboard('{Home}');
    expect(document.activeElement?.textContent).toContain('Person 00001');
    expect(dataRows().map((row) => row.tabIndex)).toEqual([0, -1, -1, -1, -1]);

    await user.keyboard('{ArrowDown}{Enter}');
    expect(opened.map((person) => person.id)).toEqual(['p2']);
  });

  it('opens a row clicked while a typed filter waits to be written, even when its page loads after', async () => {
    const server = fakeServer(people(5));
    let finishRowPage = () => {};
    const rowPageLoaded = new Promise<void>((resolve) => {
      finishRowPage = resolve;
    });
    function PeopleList() {
      const navigate = useNavigate();
      return (
        <DataTable<Person>
          label="People"
          queryKey={['tenant-1', 'people']}
          getRowId={(person) => person.id}
          rowLabel={(person) => person.name}
          onOpenRow={(person) => void navigate(`/people/${person.id}`)}
          columns={COLUMNS}
          filters={FILTERS}
          fetchPage={server.fetchPage}
        />
      );
    }
    const router = createMemoryRouter(
      [
        { path: '/people', element: <PeopleList /> },
        {
          path: '/people/:id',
          lazy: async () => {
            await rowPageLoaded;
            return { Component: () => <h1>The person</h1> };
          },
        },
      ],
      { initialEntries: ['/people'] },
    );
    render(
      <QueryClientProvider client={new QueryClient()}>
        <MantineProvider env="test">
          <RouterProvider router={router} />
        </MantineProvider>
      </QueryClientProvider>,
    );
    await screen.findByText('Person 00002');
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });

    fireEvent.change(screen.getByLabelText('Search'), { target: { value: 'Person 0000' } });
    const row = screen.getByText('Person 00002').closest('tr');
    if (row === null) throw new Error('The row is not in a table row.');
    fireEvent.click(row);
    // Longer than the filter waits before it is written, while the row's page still loads.
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1000);
    });
    vi.useRealTimers();
    finishRowPage();

    expect(await screen.findByRole('heading', { name: 'The person' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/people/p2');
  });

  it("offers a row's actions in a menu named for the row, without opening the row", async () => {
    const server = fakeServer(people(2));
    const removed: string[] = [];
    const { user, opened } = renderTable({
      fetchPage: server.fetchPage,
      rowActions: [REMOVE(removed)],
    });

    await user.click(await screen.findByRole('button', { name: 'Actions for Person 00002' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Remove' }));

    expect(removed).toEqual(['p2']);
    expect(opened).toEqual([]);
  });

  it('keeps only a window of 10,000 rows in the document, and reaches the last with End', async () => {
    const server = fakeServer(people(10_000), { pageSize: 10_000 });
    // As tall as the rows a browser would lay out, so the frame can scroll to the last.
    vi.spyOn(Element.prototype, 'scrollHeight', 'get').mockReturnValue(10_001 * 44);
    const { user } = renderTable({ fetchPage: server.fetchPage });

    await screen.findByText('Person 00001');
    expect(table().getAttribute('aria-rowcount')).toBe('10001');
    expect(dataRows().length).toBeGreaterThan(5);
    expect(dataRows().length).toBeLessThan(40);

    dataRows()[0]?.focus();
    await user.keyboard('{End}');
    const frame = table().parentElement;
    await waitFor(() => {
      // happy-dom scrolls without telling anyone; a browser fires this scroll event.
      if (frame !== null) fireEvent.scroll(frame);
      expect(document.activeElement?.getAttribute('aria-rowindex')).toBe('10001');
    });
    expect(document.activeElement?.textContent).toContain('Person 10000');
    expect(dataRows().length).toBeLessThan(40);
    expect(screen.queryByText('Person 00001')).toBeNull();
  });
});
