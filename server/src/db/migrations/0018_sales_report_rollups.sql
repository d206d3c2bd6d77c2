-- The sales reports' daily rollups (issue 16: reports answer in under 300 ms over 100,000 sales):
-- the report facts (server/src/sales/report-facts.ts) summed per tenant, location and shop-local
-- day (the location's time zone, kept on each row so a zone change is noticed), whole (grouped_by
-- 'none', key '') and by hour ('00'–'23'), staff, station, tender, product and category; a key ''
-- stands for none (a browser sale's station, a product without category). Product rows keep the
-- category the product had (category_key), so a later move is noticed and the report reads the
-- sales instead. Written in the transaction of each sale, refund and void
-- (server/src/sales/report-rollups-store.ts).
CREATE TABLE sales_report_rollups (
  tenant_id uuid NOT NULL REFERENCES tenants (id) ON DELETE CASCADE,
  grouped_by text NOT NULL
    CHECK (grouped_by IN ('none', 'hour', 'staff', 'station', 'tender', 'product', 'category')),
  day date NOT NULL,
  location_id uuid NOT NULL,
  key text NOT NULL,
  category_key text NOT NULL DEFAULT '',
  time_zone text NOT NULL,
  -- Sales (and refunds) that took part; voided sales of the day (on the 'none' row).
  sales integer NOT NULL DEFAULT 0,
  refunds_count integer NOT NULL DEFAULT 0,
  voids integer NOT NULL DEFAULT 0,
  gross bigint NOT NULL DEFAULT 0,
  discounts bigint NOT NULL DEFAULT 0,
  refunds bigint NOT NULL DEFAULT 0,
  tax bigint NOT NULL DEFAULT 0,
  gift_cards bigint NOT NULL DEFAULT 0,
  -- Tender rows: payments taken, and the amount less what refunds paid back.
  payments integer NOT NULL DEFAULT 0,
  amount bigint NOT NULL DEFAULT 0,
  -- Product rows: the first of the names the product was sold under (for one since deleted).
  name text,
  PRIMARY KEY (tenant_id, grouped_by, day, location_id, key, category_key, time_zone),
  FOREIGN KEY (tenant_id, location_id) REFERENCES locations (tenant_id, id) ON DELETE CASCADE
);

-- Every sale and refund there is, rolled up as server/src/sales/report-rollups-store.ts rolls up
-- each (the facts of report-facts.ts, each fact once per grouping it is keyed in).
INSERT INTO sales_report_rollups
  (tenant_id, grouped_by, day, location_id, key, category_key, time_zone, sales, refunds_count,
   voids, gross, discounts, refunds, tax, gift_cards, payments, amount, name)
WITH sale_facts AS (
  SELECT s.tenant_id, s.location_id, z.time_zone, s.captured_at AT TIME ZONE z.time_zone AS local_at,
         s.account_id, s.install_id, s.id AS sale_id, NULL::uuid AS refund_id,
         s.total_minor - s.tax_minor + s.discount_minor AS gross, s.discount_minor AS discounts,
         0 AS refunds, s.tax_minor AS tax, 0 AS gift_cards
    FROM sales s JOIN locations z ON z.tenant_id = s.tenant_id AND z.id = s.location_id
   WHERE s.state <> 'voided'
  UNION ALL
  -- Gift cards sold are money held, not sales.
  SELECT s.tenant_id, s.location_id, z.time_zone, s.captured_at AT TIME ZONE z.time_zone,
         s.account_id, s.install_id, NULL, NULL,
         -(l.total_minor - l.tax_minor + l.line_discount_minor + l.sale_discount_minor),
         -(l.line_discount_minor + l.sale_discount_minor), 0, 0, l.total_minor
    FROM sale_lines l
    JOIN sales s ON s.id = l.sale_id
    JOIN locations z ON z.tenant_id = s.tenant_id AND z.id = s.location_id
   WHERE l.gift_card_code IS NOT NULL AND s.state <> 'voided'
  UNION ALL
  SELECT r.tenant_id, r.location_id, z.time_zone, r.captured_at AT TIME ZONE z.time_zone,
         r.account_id, r.install_id, NULL, r.id,
         0, 0, r.total_minor - r.tax_minor - (g.total - g.tax), -r.tax_minor, -g.total
    FROM sale_refunds r
    JOIN sales s ON s.id = r.sale_id AND s.state <> 'voided'
    JOIN locations z ON z.tenant_id = r.tenant_id AND z.id = r.location_id
   CROSS JOIN LATERAL (
         SELECT COALESCE(sum(rl.total_minor), 0) AS total, COALESCE(sum(rl.tax_minor), 0) AS tax
           FROM sale_refund_lines rl JOIN sale_lines l ON l.id = rl.sale_line_id
          WHERE rl.refund_id = r.id AND l.gift_card_code IS NOT NULL) g
), line_facts AS (
  SELECT s.tenant_id, s.location_id, z.time_zone, s.captured_at AT TIME ZONE z.time_zone AS local_at,
         l.product_id, p.category_id, l.name, s.id AS sale_id, NULL::uuid AS refund_id,
         CASE WHEN l.gift_card_code IS NOT NULL THEN 0
              ELSE l.total_minor - l.tax_minor + l.line_discount_minor + l.sale_discount_minor END
           AS gross,
         CASE WHEN l.gift_card_code IS NOT NULL THEN 0
              ELSE l.line_discount_minor + l.sale_discount_minor END AS discounts,
         0 AS refunds, l.tax_minor AS tax,
         CASE WHEN l.gift_card_code IS NOT NULL THEN l.total_minor ELSE 0 END AS gift_cards
    FROM sales s
    JOIN sale_lines l ON l.sale_id = s.id
    LEFT JOIN sales_products p ON p.id = l.product_id
    JOIN locations z ON z.tenant_id = s.tenant_id AND z.id = s.location_id
   WHERE s.state <> 'voided'
  UNION ALL
  SELECT r.tenant_id, r.location_id, z.time_zone, r.captured_at AT TIME ZONE z.time_zone,
         l.product_id, p.category_id, l.name, NULL, r.id, 0, 0,
         CASE WHEN l.gift_card_code IS NOT NULL THEN 0 ELSE rl.total_minor - rl.tax_minor END,
         -rl.tax_minor,
         CASE WHEN l.gift_card_code IS NOT NULL THEN -rl.total_minor ELSE 0 END
    FROM sale_refunds r
    JOIN sale_refund_lines rl ON rl.refund_id = r.id
    JOIN sale_lines l ON l.id = rl.sale_line_id
    JOIN sales s ON s.id = r.sale_id AND s.state <> 'voided'
    LEFT JOIN sales_products p ON p.id = l.product_id
    JOIN locations z ON z.tenant_id = r.tenant_id AND z.id = r.location_id
), keyed AS (
  SELECT f.tenant_id, f.location_id, f.local_at::date AS day, f.time_zone, k.grouped_by, k.key,
         '' AS category_key, f.sale_id, f.refund_id, NULL::text AS name,
         f.gross, f.discounts, f.refunds, f.tax, f.gift_cards
    FROM sale_facts f
   CROSS JOIN LATERAL (VALUES ('none', ''), ('hour', to_char(f.local_at, 'HH24')),
                              ('staff', f.account_id::text),
                              ('station', COALESCE(f.install_id::text, ''))) k (grouped_by, key)
  UNION ALL
  SELECT f.tenant_id, f.location_id, f.local_at::date, f.time_zone, k.grouped_by, k.key,
         COALESCE(f.category_id::text, ''), f.sale_id, f.refund_id, f.name,
         f.gross, f.discounts, f.refunds, f.tax, f.gift_cards
    FROM line_facts f
   CROSS JOIN LATERAL (VALUES ('product', COALESCE(f.product_id::text, '')),
                              ('category', COALESCE(f.category_id::text, ''))) k (grouped_by, key)
), summed AS (
  SELECT tenant_id, grouped_by, day, location_id, key, category_key, time_zone,
         count(DISTINCT sale_id) AS sales, count(DISTINCT refund_id) AS refunds_count, 0 AS voids,
         sum(gross) AS gross, sum(discounts) AS discounts, sum(refunds) AS refunds, sum(tax) AS tax,
         sum(gift_cards) AS gift_cards, 0 AS payments, 0 AS amount, min(name) AS name
    FROM keyed
   GROUP BY tenant_id, grouped_by, day, location_id, key, category_key, time_zone
  UNION ALL
  -- Tenders: a sale's payments, less what its refunds paid back.
  SELECT t.tenant_id, 'tender', t.day, t.location_id, t.kind, '', t.time_zone,
         0, 0, 0, 0, 0, 0, 0, 0, sum(t.payments), sum(t.amount), NULL
    FROM (SELECT s.tenant_id, s.location_id, z.time_zone,
                 (s.captured_at AT TIME ZONE z.time_zone)::date AS day, t.kind, 1 AS payments,
                 t.amount_minor AS amount
            FROM sales s
            JOIN sale_tenders t ON t.sale_id = s.id
            JOIN locations z ON z.tenant_id = s.tenant_id AND z.id = s.location_id
           WHERE s.state <> 'voided' AND t.refund_id IS NULL
          UNION ALL
          SELECT r.tenant_id, r.location_id, z.time_zone,
                 (r.captured_at AT TIME ZONE z.time_zone)::date, t.kind, 0, -t.amount_minor
            FROM sale_refunds r
            JOIN sale_tenders t ON t.refund_id = r.id
            JOIN sales s ON s.id = r.sale_id
            JOIN locations z ON z.tenant_id = r.tenant_id AND z.id = r.location_id
           WHERE s.state <> 'voided') t
   GROUP BY t.tenant_id, t.day, t.location_id, t.kind, t.time_zone
  UNION ALL
  SELECT s.tenant_id, 'none', (s.captured_at AT TIME ZONE z.time_zone)::date, s.location_id, '',
         '', z.time_zone, 0, 0, count(*), 0, 0, 0, 0, 0, 0, 0, NULL
    FROM sales s JOIN locations z ON z.tenant_id = s.tenant_id AND z.id = s.location_id
   WHERE s.state = 'voided'
   GROUP BY 1, 3, 4, 7
)
SELECT tenant_id, grouped_by, day, location_id, key, category_key, time_zone, sum(sales),
       sum(refunds_count), sum(voids), sum(gross), sum(discounts), sum(refunds), sum(tax),
       sum(gift_cards), sum(payments), sum(amount), min(name)
  FROM summed
 GROUP BY tenant_id, grouped_by, day, location_id, key, category_key, time_zone;
