// Finds what to sell fast in a catalogue of thousands: by barcode or PLU (a variant's barcode
// picks that variant), and by name, barcode or PLU as the cashier types.
import type { Catalogue, Product } from '@shared/sales/catalogue';

export interface BarcodeMatch {
  product: Product;
  variantId: string | null;
}

export interface CatalogueIndex {
  byCode(code: string): BarcodeMatch | undefined;
  search(text: string, limit?: number): Product[];
}

const SEARCH_LIMIT = 60;

export function indexCatalogue(catalogue: Catalogue): CatalogueIndex {
  const codes = new Map<string, BarcodeMatch>();
  const names: { product: Product; name: string; codes: string }[] = [];
  for (const product of catalogue.products) {
    if (product.barcode !== null) codes.set(product.barcode, { product, variantId: null });
    if (product.plu !== null && !codes.has(product.plu)) {
      codes.set(product.plu, { product, variantId: null });
    }
    for (const variant of product.variants) {
      if (variant.barcode !== null) codes.set(variant.barcode, { product, variantId: variant.id });
    }
    const productCodes = [product.barcode, product.plu, ...product.variants.map((v) => v.barcode)];
    names.push({
      product,
      name: product.name.toLocaleLowerCase(),
      codes: productCodes.filter((code) => code !== null).join(' '),
    });
  }
  return {
    byCode: (code) => codes.get(code),
    search: (text, limit = SEARCH_LIMIT) => {
      const wanted = text.trim().toLocaleLowerCase();
      if (wanted === '') return [];
      const found: Product[] = [];
      for (const entry of names) {
        if (entry.name.includes(wanted) || entry.codes.includes(wanted)) {
          found.push(entry.product);
          if (found.length === limit) break;
        }
      }
      return found;
    },
  };
}

/** Whether choosing the product needs the options dialog (a size, a milk, extras). */
/** A scan adds at once unless a size or a required choice (milk) is still open. */
export function scanNeedsChoice(product: Product, variantId: string | null): boolean {
  if (variantId === null && product.variants.length > 0) return true;
  return product.modifierGroups.some((group) => group.minSelect > 0);
}

export function needsOptions(product: Product): boolean {
  return product.variants.length > 0 || product.modifierGroups.length > 0;
}
