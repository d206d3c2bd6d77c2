// A manager's override by fingerprint at a station (issue 15): Max enrols a finger through
// Manage Fingerprints at a station with the virtual reader, Casey signs in there, sells a
// croissant and refunds it from the recent sales; the refund asks for a manager's approval, a
// finger that is no manager's is refused with the dialog's words, Max's touch approves it, and
// the refund's receipt number is shown and on the server.
import { expect, test } from '@playwright/test';
import { createVirtualReader } from '@zyno/fingerprint';
import { expectAccessibleInBothSchemes } from '../support/accessibility';
import { CROISSANT, scan } from '../support/barcode-wedge';
import { startEnrollment, touch } from '../support/fingerprint-reader';
import { signInThroughApi, tenantHeaders } from '../support/sign-in';
import { openStation, signInAtStation } from '../support/station';

const NOT_A_MANAGER =
  'The fingerprint was not recognised as a manager’s who may approve this. Try again, or use a username and PIN.';

test('Casey’s refund at a station is approved by a touch of Max’s finger', async ({
  page,
  request,
  baseURL,
}) => {
  const reader = createVirtualReader();
  await openStation(page, request, baseURL, { reader });
  const maxFinger = 6100 + Math.floor(Math.random() * 1000);

  // Max enrols a finger at the station, then signs out.
  await signInAtStation(page, 'max', '33334444');
  await expect(page).toHaveURL(/\/$/);
  const enrolment = await startEnrollment(page, 'Max Manager', 'Right Index');
  for (let press = 0; press < 5; press += 1) await touch(reader, maxFinger, press);
  await expect(enrolment.getByText('The Right Index fingerprint is enrolled.')).toBeVisible();
  await enrolment.getByRole('button', { name: 'Close' }).click();
  await page.getByRole('button', { name: /^Max Manager/ }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login$/);

  // Casey sells a croissant for cash.
  await signInAtStation(page, 'casey', '55556666');
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/sales/salespoint');
  await expect(
    page.getByRole('heading', { name: 'Selling at Harbor Coffee Downtown' }),
  ).toBeVisible();
  await scan(page, CROISSANT);
  await page.getByRole('button', { name: /Pay \$3\.81/ }).click();
  await page.getByRole('button', { name: 'Exact $3.81' }).click();
  const receipt = page.getByRole('region', { name: 'Receipt' });
  await expect(receipt).toContainText('Served by Casey Cashier');
  const saleNumber = /Receipt (\S+-\d{6})/.exec((await receipt.textContent()) ?? '')?.[1] ?? '';
  expect(saleNumber).not.toBe('');
  await page.getByRole('button', { name: /New sale/ }).click();

  // She refunds it from the recent sales: a cashier's refund needs a manager.
  await page.getByRole('button', { name: 'Recent sales' }).click();
  const recent = page.getByRole('dialog', { name: 'Recent sales' });
  await recent.getByRole('button', { name: `Refund ${saleNumber}` }).click();
  const refund = page.getByRole('dialog', { name: `Refund from ${saleNumber}` });
  await refund.getByRole('textbox', { name: 'Croissant (up to 1)' }).fill('1');
  await refund.getByRole('textbox', { name: 'Reason' }).fill('Dropped on the floor');
  await refund.getByRole('button', { name: 'Refund $3.81' }).click();

  const approval = page.getByRole('dialog', { name: 'Manager approval' });
  await expect(approval.getByText('Or the manager touches the fingerprint reader.')).toBeVisible();
  await expectAccessibleInBothSchemes(page, 'sales-override-approval', '[role="dialog"]');

  // A finger that is no manager's is refused, and the dialog stays for another try.
  await touch(reader, maxFinger + 1, 0);
  await expect(approval.getByRole('alert')).toContainText(NOT_A_MANAGER);
  await expectAccessibleInBothSchemes(page, 'sales-override-refused', '[role="dialog"]');

  // Max touches the reader: the refund goes through without Casey signing out.
  await touch(reader, maxFinger, 6);
  await expect(approval).toHaveCount(0);
  await expect(recent.getByText('Refunded', { exact: true })).toBeVisible();

  // Max reads the sale back (a cashier sees sales only at a station).
  const max = await signInThroughApi(request, 'max.manager@harbor.example');
  const sales = await request.get(
    `/api/suite/sales/sales?search=${encodeURIComponent(saleNumber)}`,
    { headers: tenantHeaders(max, 'Harbor Coffee') },
  );
  expect(sales.status()).toBe(200);
  const { items } = (await sales.json()) as {
    items: { receiptNumber: string; state: string; refunds: { receiptNumber: string }[] }[];
  };
  const sold = items.find((item) => item.receiptNumber === saleNumber);
  expect(sold?.state).toBe('refunded');
  const refundNumber = sold?.refunds[0]?.receiptNumber ?? '';
  expect(refundNumber).not.toBe('');
  await expect(page.getByText(`Refunded $3.81 (${refundNumber}).`)).toBeVisible();
});
