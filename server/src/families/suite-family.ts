// The suite API family (spec §7), mounted under API_FAMILY_PREFIXES.suite: the core, forms,
// inventory and sales apps (a manager's approval by fingerprint needs the matcher).
import type { FingerprintMatcherDependencies } from '../auth/fingerprint-matcher';
import { formsModule } from '../forms';
import type { ModuleDependencies } from '../http/module';
import { inventoryModule } from '../inventory';
import { locationsModule } from '../locations';
import { salesModule } from '../sales';
import { composeFamily } from './compose';

export const suiteFamily = composeFamily<
  ModuleDependencies & FingerprintMatcherDependencies,
  object
>([locationsModule, formsModule, inventoryModule, salesModule], {});
