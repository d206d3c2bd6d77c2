// `npm run seed:load -- --scale N`: fills the server's database (ZYNO_DATA_DIR or DATABASE_URL, as
// `npm start` reads them) with benchmark volume, after its migrations and demo seed, per unit of
// scale in Harbor Coffee (suite-apps.md): 5,000 staff accounts, 10,000 catalogue products and
// 100,000 sales by them.
import { randomBytes } from 'node:crypto';
import { parseArgs } from 'node:util';
import { seedAccountsLoad } from '../src/accounts/accounts-load';
import { openDatabase } from '../src/db/open-database';
import { readEnvironment } from '../src/env';
import { seedProductsLoad } from '../src/sales/catalogue-load';
import { preparedHarbor, seedSalesByMembers } from './load-database';

const ACCOUNTS_PER_SCALE = 5_000;
const PRODUCTS_PER_SCALE = 10_000;
const SALES_PER_SCALE = 100_000;

const { values } = parseArgs({ options: { scale: { type: 'string', default: '1' } } });
const scale = Number(values.scale);
if (!Number.isFinite(scale) || scale <= 0) {
  console.error(
    '--scale must be a positive number, e.g. --scale 1 for 5,000 accounts and 10,000 products.',
  );
  process.exit(2);
}
const environment = readEnvironment(process.env, process.cwd());
if (!environment.ok) {
  console.error(environment.problems.join('\n'));
  process.exit(2);
}
const database = await openDatabase(environment.options);
try {
  const harborId = await preparedHarbor(database);
  const count = Math.round(ACCOUNTS_PER_SCALE * scale);
  const started = performance.now();
  const members = await database.transaction((tx) =>
    seedAccountsLoad(tx, harborId, count, randomBytes(3).toString('hex')),
  );
  console.log(
    `Added ${count} accounts to Harbor Coffee in ${Math.round(performance.now() - started)} ms; it has ${members} members.`,
  );
  const productCount = Math.round(PRODUCTS_PER_SCALE * scale);
  const productsStarted = performance.now();
  const products = await database.transaction((tx) => seedProductsLoad(tx, harborId, productCount));
  console.log(
    `Added ${productCount} products to Harbor Coffee in ${Math.round(performance.now() - productsStarted)} ms; it has ${products} products.`,
  );
  const salesCount = Math.round(SALES_PER_SCALE * scale);
  const salesStarted = performance.now();
  const sales = await seedSalesByMembers(database, harborId, salesCount, 50);
  console.log(
    `Added ${salesCount} sales to Harbor Coffee in ${Math.round(performance.now() - salesStarted)} ms; it has ${sales} sales.`,
  );
} finally {
  await database.close();
}
