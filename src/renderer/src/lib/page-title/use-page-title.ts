// The document title: the product name plus the app and sub-app, when there are any (spec §1).
import { PRODUCT_NAME } from '@shared/product';
import { useEffect } from 'react';

const PAGE_TITLE_SEPARATOR = ' · ';

function formatPageTitle(app?: string, subApp?: string): string {
  return [PRODUCT_NAME, app, subApp]
    .filter((part) => part !== undefined)
    .join(PAGE_TITLE_SEPARATOR);
}

export function usePageTitle(app?: string, subApp?: string): void {
  useEffect(() => {
    document.title = formatPageTitle(app, subApp);
  }, [app, subApp]);
}
