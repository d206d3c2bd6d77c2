// The suite API family (spec §7), mounted under API_FAMILY_PREFIXES.suite: the core, forms,
// inventory, CRM and sales apps (a manager's approval by fingerprint needs the matcher).
import type { FingerprintMatcherDependencies } from '../auth/fingerprint-matcher';
import { crmModule, findSaleCustomer, type CrmDependencies } from '../crm';
import { formsModule } from '../forms';
import type { ModuleDependencies } from '../http/module';
import { inventoryModule } from '../inventory';
import { locationsModule } from '../locations';
import { maySell, salesModule, type SalesDependencies } from '../sales';
import { composeFamily } from './compose';

export const suiteFamily = composeFamily<
  ModuleDependencies & FingerprintMatcherDependencies,
  CrmDependencies & SalesDependencies
>(
  [locationsModule, formsModule, inventoryModule, crmModule, salesModule],
  // The till searches and adds contacts as whoever may sell; a sale's customer is a CRM contact.
  { maySellHere: maySell, findSaleCustomer },
);
