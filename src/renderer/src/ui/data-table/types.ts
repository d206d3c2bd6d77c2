// What a screen gives the data table: its columns, filters, row actions and the page fetcher.
import type { Page, SortOrder } from '@shared/paging';
import type { TablerIcon } from '@tabler/icons-react';
import type { ReactNode } from 'react';

export interface DataTableColumn<Row> {
  /** The column's id, which is also its sort key in the URL and in the list query. */
  id: string;
  header: string;
  cell: (row: Row) => ReactNode;
  /** Sorted by the server when true. */
  sortable?: boolean;
  /** A CSS width; the remaining width is shared by the columns without one. */
  width?: string;
}

export type DataTableFilter =
  | { id: string; label: string; kind: 'text'; placeholder?: string }
  | {
      id: string;
      label: string;
      kind: 'select';
      options: readonly { value: string; label: string }[];
      /** The option in force when the URL names none (the server's default); not clearable. */
      defaultValue?: string;
    }
  /** A calendar day, written to the URL as YYYY-MM-DD. */
  | { id: string; label: string; kind: 'date' };

export interface RowAction<Row> {
  label: string;
  icon?: TablerIcon;
  color?: string;
  onClick: (row: Row) => void;
  /** Leaves the action out of this row's menu (a revoked station cannot be renamed). */
  hidden?: (row: Row) => boolean;
}

/** What the table asks the server for: the sort and filters from the URL, and the cursor. */
export interface PageRequest {
  sort: SortOrder | null;
  /** Only filters with a value, by filter id. */
  filters: Readonly<Record<string, string>>;
  cursor: string | undefined;
  signal: AbortSignal;
}

export type FetchPage<Row> = (request: PageRequest) => Promise<Page<Row>>;
