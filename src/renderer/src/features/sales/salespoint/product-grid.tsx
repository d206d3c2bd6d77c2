// The products to sell: search as you type (name, barcode, PLU), tabs by category, large tiles
// with the price (the photo, or the initials on the category's colour), and quantity keys for the
// next item. A gift-card product's tile opens the gift card dialog (disabled while offline).
import { Group, Kbd, SimpleGrid, Stack, Tabs, Text, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import type { Catalogue, Product } from '@shared/sales/catalogue';
import { memo, useId, useMemo, useState, type KeyboardEvent, type RefObject } from 'react';
import { GIFT_CARD_SALE_MESSAGES as G, POS_MESSAGES as M } from '../messages';
import { SCANNER_INPUT_ATTRIBUTE } from './barcode-scanner';
import type { CatalogueIndex } from './catalogue-index';
import type { Money } from './money';
import classes from './salespoint.module.css';

const CATEGORY_COLOURS = ['teal', 'orange', 'grape', 'blue', 'pink', 'lime', 'indigo', 'cyan'];
const QUANTITY_KEYS = [1, 2, 3, 4, 5, 10];
const OTHER_CATEGORY = 'other';

function initials(name: string): string {
  return name
    .split(/\s+/)
    .slice(0, 2)
    .map((word) => word.charAt(0).toLocaleUpperCase())
    .join('');
}

/** The lowest price a product sells at: its own, or its cheapest variant's. */
export function fromPrice(product: Product): number {
  return product.variants.length === 0
    ? product.priceMinor
    : Math.min(...product.variants.map((variant) => variant.priceMinor));
}

/** What every tile draws with, the same for the whole grid (one object, so memo holds). */
interface TileOptions {
  colourOf: (product: Product) => string;
  money: Money;
  onChoose: (product: Product) => void;
  /** Why gift cards cannot be sold now (offline); null when they can. */
  giftCardsUnavailable: string | null;
}

function tilePrice(product: Product, money: Money): string {
  if (product.isGiftCard) return G.tilePrice;
  return product.variants.length > 0
    ? M.fromPrice(money(fromPrice(product)))
    : money(product.priceMinor);
}

/**
 * One tile, in plain elements styled by class: a search draws up to 60 of them per keystroke,
 * so each costs as little as it can. Memoised: tiles a narrower search keeps are not redrawn.
 */
const ProductTile = memo(function ProductTile({
  product,
  options,
}: {
  product: Product;
  options: TileOptions;
}) {
  const { money, onChoose, giftCardsUnavailable } = options;
  const unavailable = product.isGiftCard ? giftCardsUnavailable : null;
  return (
    <button
      type="button"
      className={classes.tile}
      disabled={unavailable !== null}
      onClick={() => {
        onChoose(product);
      }}
    >
      <span
        className={classes.tileArt}
        style={{ background: `var(--mantine-color-${options.colourOf(product)}-8)` }}
        aria-hidden
      >
        {product.imageUrl === null ? initials(product.name) : <img src={product.imageUrl} alt="" />}
      </span>
      <span className={classes.tileName}>{product.name}</span>
      {unavailable === null ? null : <span className={classes.tileNote}>{unavailable}</span>}
      <span className={classes.tilePrice}>{tilePrice(product, money)}</span>
    </button>
  );
});

function Tiles({
  products,
  options,
  label,
  empty,
}: {
  products: readonly Product[];
  options: TileOptions;
  label: string;
  empty: string;
}) {
  if (products.length === 0) {
    return (
      <Text c="dimmed" py="xl" ta="center">
        {empty}
      </Text>
    );
  }
  return (
    <SimpleGrid
      cols={{ base: 2, sm: 3, lg: 4, xl: 5 }}
      spacing="sm"
      aria-label={label}
      role="group"
    >
      {products.map((product) => (
        <ProductTile key={product.id} product={product} options={options} />
      ))}
    </SimpleGrid>
  );
}

/**
 * The quantity keys: a group of native radio buttons styled as one segmented row. Mantine's
 * SegmentedControl measures its segments to place its indicator, which forced a layout of the
 * whole till in the task that first drew it (issue 17).
 */
function QuantityKeys({
  quantity,
  onQuantity,
}: {
  quantity: number;
  onQuantity: (quantity: number) => void;
}) {
  const labelId = useId();
  return (
    <Stack gap={4}>
      <Text size="sm" fw={500} id={labelId}>
        {M.quantityKeys}
      </Text>
      <div role="radiogroup" aria-labelledby={labelId} className={classes.quantityKeys}>
        {QUANTITY_KEYS.map((key) => (
          <label key={key} className={classes.quantityKey}>
            <input
              type="radio"
              name={labelId}
              value={key}
              checked={quantity === key}
              onChange={() => {
                onQuantity(key);
              }}
            />
            <span>{M.quantityKey(key)}</span>
          </label>
        ))}
      </div>
    </Stack>
  );
}

interface CategoryTabsProps {
  categories: readonly { id: string; name: string }[];
  byCategory: ReadonlyMap<string, readonly Product[]>;
  options: TileOptions;
}

/** The category tabs and the open one's tiles; memoised, so typing a search leaves them be. */
const CategoryTabs = memo(function CategoryTabs({
  categories,
  byCategory,
  options,
}: CategoryTabsProps) {
  const [tab, setTab] = useState<string | null>(categories[0]?.id ?? null);
  return (
    <Tabs value={tab} onChange={setTab} variant="pills" radius="md" keepMounted={false}>
      <Tabs.List aria-label={M.categories} mb="sm">
        {categories.map((category) => (
          <Tabs.Tab key={category.id} value={category.id} fz="md" px="lg" py="sm">
            {category.name}
          </Tabs.Tab>
        ))}
      </Tabs.List>
      {categories.map((category) => (
        <Tabs.Panel key={category.id} value={category.id}>
          <Tiles
            products={byCategory.get(category.id) ?? []}
            options={options}
            label={M.productsIn(category.name)}
            empty={M.emptyCategory}
          />
        </Tabs.Panel>
      ))}
    </Tabs>
  );
});

export interface ProductGridProps {
  catalogue: Catalogue;
  index: CatalogueIndex;
  money: Money;
  search: string;
  onSearch: (text: string) => void;
  searchRef: RefObject<HTMLInputElement | null>;
  quantity: number;
  onQuantity: (quantity: number) => void;
  onChoose: (product: Product) => void;
  /** Enter in the search box on a code typed by hand. */
  onCode: (code: string) => void;
  /** Why the gift-card tiles are disabled (the station is offline); null when they work. */
  giftCardsUnavailable: string | null;
}

/** Memoised: a scan changes the cart, not the grid, so the grid is not drawn again. */
export const ProductGrid = memo(function ProductGrid({
  catalogue,
  index,
  money,
  search,
  onSearch,
  searchRef,
  quantity,
  onQuantity,
  onChoose,
  onCode,
  giftCardsUnavailable,
}: ProductGridProps) {
  const { categories, byCategory } = useMemo(() => {
    const sorted = [...catalogue.categories].sort((a, b) => a.position - b.position);
    const known = new Set(sorted.map((category) => category.id));
    const grouped = new Map<string, Product[]>();
    for (const product of catalogue.products) {
      const categoryId =
        product.categoryId !== null && known.has(product.categoryId)
          ? product.categoryId
          : OTHER_CATEGORY;
      grouped.set(categoryId, [...(grouped.get(categoryId) ?? []), product]);
    }
    const all = grouped.has(OTHER_CATEGORY)
      ? [...sorted, { id: OTHER_CATEGORY, name: M.otherCategory, position: 0 }]
      : sorted;
    return { categories: all, byCategory: grouped };
  }, [catalogue]);
  const colourOf = useMemo(() => {
    const colours = new Map<string, string>();
    categories.forEach((category, position) => {
      const colour = CATEGORY_COLOURS[position % CATEGORY_COLOURS.length] ?? 'gray';
      for (const product of byCategory.get(category.id) ?? []) colours.set(product.id, colour);
    });
    return (product: Product) => colours.get(product.id) ?? 'gray';
  }, [categories, byCategory]);
  const options = useMemo(
    () => ({ colourOf, money, onChoose, giftCardsUnavailable }),
    [colourOf, money, onChoose, giftCardsUnavailable],
  );
  const results = useMemo(() => index.search(search), [index, search]);
  const searching = search.trim() !== '';

  const onSearchKey = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    const text = search.trim();
    if (/^[0-9]{4,14}$/.test(text)) onCode(text);
    else if (results.length === 1 && results[0] !== undefined) onChoose(results[0]);
  };

  return (
    <Stack gap="sm">
      <Group gap="sm" align="end" wrap="wrap">
        <TextInput
          ref={searchRef}
          label={M.search}
          placeholder={M.searchPlaceholder}
          value={search}
          onChange={(event) => {
            onSearch(event.currentTarget.value);
          }}
          onKeyDown={onSearchKey}
          leftSection={<IconSearch size={16} aria-hidden />}
          rightSection={<Kbd size="xs">{M.searchShortcut}</Kbd>}
          rightSectionWidth={44}
          size="md"
          style={{ flex: '1 1 16rem' }}
          autoComplete="off"
          {...{ [SCANNER_INPUT_ATTRIBUTE]: '' }}
        />
        <QuantityKeys quantity={quantity} onQuantity={onQuantity} />
      </Group>
      {/* Kept mounted while searching, only hidden: leaving a category of hundreds of tiles for
          the results (and coming back) would cost each first keystroke far more than a frame. */}
      <div hidden={searching}>
        <CategoryTabs categories={categories} byCategory={byCategory} options={options} />
      </div>
      {searching ? (
        <Tiles
          products={results}
          options={options}
          label={M.searchResults}
          empty={M.noResults(search.trim())}
        />
      ) : null}
    </Stack>
  );
});
