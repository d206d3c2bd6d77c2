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

-- Every sale and refund there is, rolled up: the statement report-rollups-store.ts builds over
-- every tenant as of this migration.
INSERT INTO sales_report_rollups
  (tenant_id, grouped_by, day, location_id, key, category_key, time_zone, sales, refunds_count,
   voids, gross, discounts, refunds, tax, gift_cards, payments, amount, name)
SELECT tenant_id, grouped_by, day, location_id, key, category_key, time_zone, sum(u.sales), sum(u.refunds_count), sum(u.voids), sum(u.gross), sum(u.discounts), sum(u.refunds), sum(u.tax), sum(u.gift_cards), sum(u.payments), sum(u.amount), min(u.name)
  FROM (
SELECT f.tenant_id, f.location_id, f.day, f.time_zone, 'none' AS grouped_by, COALESCE(f.key, '') AS key, f.category_key,
       count(DISTINCT f.sale_id) AS sales, count(DISTINCT f.refund_id) AS refunds_count,
       0 AS voids, sum(f.gross) AS gross, sum(f.discounts) AS discounts,
       sum(f.refunds) AS refunds, sum(f.tax) AS tax, sum(f.gift_cards) AS gift_cards,
       0 AS payments, 0 AS amount, NULL::text AS name
  FROM (
SELECT NULL::text AS key, s.id AS sale_id, NULL::uuid AS refund_id,
       NULL::text AS name,
       s.total_minor - s.tax_minor + s.discount_minor AS gross,
       s.discount_minor AS discounts,
       0 AS refunds,
       s.tax_minor AS tax,
       0 AS gift_cards , s.tenant_id, s.location_id, z.time_zone,
          (s.captured_at AT TIME ZONE z.time_zone)::date AS day,
          '' AS category_key
  FROM sales s JOIN locations z ON z.tenant_id = s.tenant_id AND z.id = s.location_id
 WHERE true AND s.state <> 'voided'
UNION ALL
SELECT NULL::text, NULL, NULL, NULL,
       -(l.total_minor - l.tax_minor + l.line_discount_minor + l.sale_discount_minor),
       -(l.line_discount_minor + l.sale_discount_minor),
       0, 0,
       l.total_minor , s.tenant_id, s.location_id, z.time_zone,
          (s.captured_at AT TIME ZONE z.time_zone)::date AS day,
          '' AS category_key
  FROM sale_lines l
  JOIN sales s ON s.id = l.sale_id JOIN locations z ON z.tenant_id = s.tenant_id AND z.id = s.location_id
 WHERE true AND l.gift_card_code IS NOT NULL AND true
   AND s.state <> 'voided'
UNION ALL
SELECT NULL::text, NULL, r.id, NULL,
       0, 0,
       r.total_minor - r.tax_minor - (g.total - g.tax),
       -r.tax_minor,
       -g.total , r.tenant_id, r.location_id, z.time_zone,
          (r.captured_at AT TIME ZONE z.time_zone)::date AS day,
          '' AS category_key
  FROM sale_refunds r
  JOIN sales s ON s.id = r.sale_id AND s.state <> 'voided' JOIN locations z ON z.tenant_id = r.tenant_id AND z.id = r.location_id
 CROSS JOIN LATERAL (
       SELECT COALESCE(sum(rl.total_minor), 0) AS total, COALESCE(sum(rl.tax_minor), 0) AS tax
         FROM sale_refund_lines rl JOIN sale_lines l ON l.id = rl.sale_line_id
        WHERE rl.refund_id = r.id AND l.gift_card_code IS NOT NULL) g
 WHERE true) f
 GROUP BY f.tenant_id, f.location_id, f.day, f.time_zone, f.key, f.category_key UNION ALL 
SELECT f.tenant_id, f.location_id, f.day, f.time_zone, 'hour' AS grouped_by, COALESCE(f.key, '') AS key, f.category_key,
       count(DISTINCT f.sale_id) AS sales, count(DISTINCT f.refund_id) AS refunds_count,
       0 AS voids, sum(f.gross) AS gross, sum(f.discounts) AS discounts,
       sum(f.refunds) AS refunds, sum(f.tax) AS tax, sum(f.gift_cards) AS gift_cards,
       0 AS payments, 0 AS amount, NULL::text AS name
  FROM (
SELECT to_char(s.captured_at AT TIME ZONE z.time_zone, 'HH24') AS key, s.id AS sale_id, NULL::uuid AS refund_id,
       NULL::text AS name,
       s.total_minor - s.tax_minor + s.discount_minor AS gross,
       s.discount_minor AS discounts,
       0 AS refunds,
       s.tax_minor AS tax,
       0 AS gift_cards , s.tenant_id, s.location_id, z.time_zone,
          (s.captured_at AT TIME ZONE z.time_zone)::date AS day,
          '' AS category_key
  FROM sales s JOIN locations z ON z.tenant_id = s.tenant_id AND z.id = s.location_id
 WHERE true AND s.state <> 'voided'
UNION ALL
SELECT to_char(s.captured_at AT TIME ZONE z.time_zone, 'HH24'), NULL, NULL, NULL,
       -(l.total_minor - l.tax_minor + l.line_discount_minor + l.sale_discount_minor),
       -(l.line_discount_minor + l.sale_discount_minor),
       0, 0,
       l.total_minor , s.tenant_id, s.location_id, z.time_zone,
          (s.captured_at AT TIME ZONE z.time_zone)::date AS day,
          '' AS category_key
  FROM sale_lines l
  JOIN sales s ON s.id = l.sale_id JOIN locations z ON z.tenant_id = s.tenant_id AND z.id = s.location_id
 WHERE true AND l.gift_card_code IS NOT NULL AND true
   AND s.state <> 'voided'
UNION ALL
SELECT to_char(r.captured_at AT TIME ZONE z.time_zone, 'HH24'), NULL, r.id, NULL,
       0, 0,
       r.total_minor - r.tax_minor - (g.total - g.tax),
       -r.tax_minor,
       -g.total , r.tenant_id, r.location_id, z.time_zone,
          (r.captured_at AT TIME ZONE z.time_zone)::date AS day,
          '' AS category_key
  FROM sale_refunds r
  JOIN sales s ON s.id = r.sale_id AND s.state <> 'voided' JOIN locations z ON z.tenant_id = r.tenant_id AND z.id = r.location_id
 CROSS JOIN LATERAL (
       SELECT COALESCE(sum(rl.total_minor), 0) AS total, COALESCE(sum(rl.tax_minor), 0) AS tax
         FROM sale_refund_lines rl JOIN sale_lines l ON l.id = rl.sale_line_id
        WHERE rl.refund_id = r.id AND l.gift_card_code IS NOT NULL) g
 WHERE true) f
 GROUP BY f.tenant_id, f.location_id, f.day, f.time_zone, f.key, f.category_key UNION ALL 
SELECT f.tenant_id, f.location_id, f.day, f.time_zone, 'staff' AS grouped_by, COALESCE(f.key, '') AS key, f.category_key,
       count(DISTINCT f.sale_id) AS sales, count(DISTINCT f.refund_id) AS refunds_count,
       0 AS voids, sum(f.gross) AS gross, sum(f.discounts) AS discounts,
       sum(f.refunds) AS refunds, sum(f.tax) AS tax, sum(f.gift_cards) AS gift_cards,
       0 AS payments, 0 AS amount, NULL::text AS name
  FROM (
SELECT s.account_id::text AS key, s.id AS sale_id, NULL::uuid AS refund_id,
       NULL::text AS name,
       s.total_minor - s.tax_minor + s.discount_minor AS gross,
       s.discount_minor AS discounts,
       0 AS refunds,
       s.tax_minor AS tax,
       0 AS gift_cards , s.tenant_id, s.location_id, z.time_zone,
          (s.captured_at AT TIME ZONE z.time_zone)::date AS day,
          '' AS category_key
  FROM sales s JOIN locations z ON z.tenant_id = s.tenant_id AND z.id = s.location_id
 WHERE true AND s.state <> 'voided'
UNION ALL
SELECT s.account_id::text, NULL, NULL, NULL,
       -(l.total_minor - l.tax_minor + l.line_discount_minor + l.sale_discount_minor),
       -(l.line_discount_minor + l.sale_discount_minor),
       0, 0,
       l.total_minor , s.tenant_id, s.location_id, z.time_zone,
          (s.captured_at AT TIME ZONE z.time_zone)::date AS day,
          '' AS category_key
  FROM sale_lines l
  JOIN sales s ON s.id = l.sale_id JOIN locations z ON z.tenant_id = s.tenant_id AND z.id = s.location_id
 WHERE true AND l.gift_card_code IS NOT NULL AND true
   AND s.state <> 'voided'
UNION ALL
SELECT r.account_id::text, NULL, r.id, NULL,
       0, 0,
       r.total_minor - r.tax_minor - (g.total - g.tax),
       -r.tax_minor,
       -g.total , r.tenant_id, r.location_id, z.time_zone,
          (r.captured_at AT TIME ZONE z.time_zone)::date AS day,
          '' AS category_key
  FROM sale_refunds r
  JOIN sales s ON s.id = r.sale_id AND s.state <> 'voided' JOIN locations z ON z.tenant_id = r.tenant_id AND z.id = r.location_id
 CROSS JOIN LATERAL (
       SELECT COALESCE(sum(rl.total_minor), 0) AS total, COALESCE(sum(rl.tax_minor), 0) AS tax
         FROM sale_refund_lines rl JOIN sale_lines l ON l.id = rl.sale_line_id
        WHERE rl.refund_id = r.id AND l.gift_card_code IS NOT NULL) g
 WHERE true) f
 GROUP BY f.tenant_id, f.location_id, f.day, f.time_zone, f.key, f.category_key UNION ALL 
SELECT f.tenant_id, f.location_id, f.day, f.time_zone, 'station' AS grouped_by, COALESCE(f.key, '') AS key, f.category_key,
       count(DISTINCT f.sale_id) AS sales, count(DISTINCT f.refund_id) AS refunds_count,
       0 AS voids, sum(f.gross) AS gross, sum(f.discounts) AS discounts,
       sum(f.refunds) AS refunds, sum(f.tax) AS tax, sum(f.gift_cards) AS gift_cards,
       0 AS payments, 0 AS amount, NULL::text AS name
  FROM (
SELECT s.install_id::text AS key, s.id AS sale_id, NULL::uuid AS refund_id,
       NULL::text AS name,
       s.total_minor - s.tax_minor + s.discount_minor AS gross,
       s.discount_minor AS discounts,
       0 AS refunds,
       s.tax_minor AS tax,
       0 AS gift_cards , s.tenant_id, s.location_id, z.time_zone,
          (s.captured_at AT TIME ZONE z.time_zone)::date AS day,
          '' AS category_key
  FROM sales s JOIN locations z ON z.tenant_id = s.tenant_id AND z.id = s.location_id
 WHERE true AND s.state <> 'voided'
UNION ALL
SELECT s.install_id::text, NULL, NULL, NULL,
       -(l.total_minor - l.tax_minor + l.line_discount_minor + l.sale_discount_minor),
       -(l.line_discount_minor + l.sale_discount_minor),
       0, 0,
       l.total_minor , s.tenant_id, s.location_id, z.time_zone,
          (s.captured_at AT TIME ZONE z.time_zone)::date AS day,
          '' AS category_key
  FROM sale_lines l
  JOIN sales s ON s.id = l.sale_id JOIN locations z ON z.tenant_id = s.tenant_id AND z.id = s.location_id
 WHERE true AND l.gift_card_code IS NOT NULL AND true
   AND s.state <> 'voided'
UNION ALL
SELECT r.install_id::text, NULL, r.id, NULL,
       0, 0,
       r.total_minor - r.tax_minor - (g.total - g.tax),
       -r.tax_minor,
       -g.total , r.tenant_id, r.location_id, z.time_zone,
          (r.captured_at AT TIME ZONE z.time_zone)::date AS day,
          '' AS category_key
  FROM sale_refunds r
  JOIN sales s ON s.id = r.sale_id AND s.state <> 'voided' JOIN locations z ON z.tenant_id = r.tenant_id AND z.id = r.location_id
 CROSS JOIN LATERAL (
       SELECT COALESCE(sum(rl.total_minor), 0) AS total, COALESCE(sum(rl.tax_minor), 0) AS tax
         FROM sale_refund_lines rl JOIN sale_lines l ON l.id = rl.sale_line_id
        WHERE rl.refund_id = r.id AND l.gift_card_code IS NOT NULL) g
 WHERE true) f
 GROUP BY f.tenant_id, f.location_id, f.day, f.time_zone, f.key, f.category_key UNION ALL 
SELECT f.tenant_id, f.location_id, f.day, f.time_zone, 'product' AS grouped_by, COALESCE(f.key, '') AS key, f.category_key,
       count(DISTINCT f.sale_id) AS sales, count(DISTINCT f.refund_id) AS refunds_count,
       0 AS voids, sum(f.gross) AS gross, sum(f.discounts) AS discounts,
       sum(f.refunds) AS refunds, sum(f.tax) AS tax, sum(f.gift_cards) AS gift_cards,
       0 AS payments, 0 AS amount, min(f.name) AS name
  FROM (
SELECT l.product_id::text AS key, s.id AS sale_id, NULL::uuid AS refund_id,
       l.name,
       CASE WHEN l.gift_card_code IS NOT NULL THEN 0 ELSE l.total_minor - l.tax_minor + l.line_discount_minor + l.sale_discount_minor END AS gross,
       CASE WHEN l.gift_card_code IS NOT NULL THEN 0 ELSE l.line_discount_minor + l.sale_discount_minor END
         AS discounts,
       0 AS refunds,
       l.tax_minor AS tax,
       CASE WHEN l.gift_card_code IS NOT NULL THEN l.total_minor ELSE 0 END AS gift_cards , s.tenant_id, s.location_id, z.time_zone,
          (s.captured_at AT TIME ZONE z.time_zone)::date AS day,
          COALESCE(p.category_id::text, '') AS category_key
  FROM sales s
  JOIN sale_lines l ON l.sale_id = s.id
  LEFT JOIN sales_products p ON p.id = l.product_id JOIN locations z ON z.tenant_id = s.tenant_id AND z.id = s.location_id
 WHERE true AND s.state <> 'voided'
UNION ALL
SELECT l.product_id::text, NULL, r.id, l.name,
       0, 0,
       CASE WHEN l.gift_card_code IS NOT NULL THEN 0 ELSE rl.total_minor - rl.tax_minor END,
       -rl.tax_minor,
       CASE WHEN l.gift_card_code IS NOT NULL THEN -rl.total_minor ELSE 0 END , r.tenant_id, r.location_id, z.time_zone,
          (r.captured_at AT TIME ZONE z.time_zone)::date AS day,
          COALESCE(p.category_id::text, '') AS category_key
  FROM sale_refunds r
  JOIN sale_refund_lines rl ON rl.refund_id = r.id
  JOIN sale_lines l ON l.id = rl.sale_line_id
  JOIN sales s ON s.id = r.sale_id AND s.state <> 'voided'
  LEFT JOIN sales_products p ON p.id = l.product_id JOIN locations z ON z.tenant_id = r.tenant_id AND z.id = r.location_id
 WHERE true) f
 GROUP BY f.tenant_id, f.location_id, f.day, f.time_zone, f.key, f.category_key UNION ALL 
SELECT f.tenant_id, f.location_id, f.day, f.time_zone, 'category' AS grouped_by, COALESCE(f.key, '') AS key, f.category_key,
       count(DISTINCT f.sale_id) AS sales, count(DISTINCT f.refund_id) AS refunds_count,
       0 AS voids, sum(f.gross) AS gross, sum(f.discounts) AS discounts,
       sum(f.refunds) AS refunds, sum(f.tax) AS tax, sum(f.gift_cards) AS gift_cards,
       0 AS payments, 0 AS amount, min(f.name) AS name
  FROM (
SELECT p.category_id::text AS key, s.id AS sale_id, NULL::uuid AS refund_id,
       l.name,
       CASE WHEN l.gift_card_code IS NOT NULL THEN 0 ELSE l.total_minor - l.tax_minor + l.line_discount_minor + l.sale_discount_minor END AS gross,
       CASE WHEN l.gift_card_code IS NOT NULL THEN 0 ELSE l.line_discount_minor + l.sale_discount_minor END
         AS discounts,
       0 AS refunds,
       l.tax_minor AS tax,
       CASE WHEN l.gift_card_code IS NOT NULL THEN l.total_minor ELSE 0 END AS gift_cards , s.tenant_id, s.location_id, z.time_zone,
          (s.captured_at AT TIME ZONE z.time_zone)::date AS day,
          COALESCE(p.category_id::text, '') AS category_key
  FROM sales s
  JOIN sale_lines l ON l.sale_id = s.id
  LEFT JOIN sales_products p ON p.id = l.product_id JOIN locations z ON z.tenant_id = s.tenant_id AND z.id = s.location_id
 WHERE true AND s.state <> 'voided'
UNION ALL
SELECT p.category_id::text, NULL, r.id, l.name,
       0, 0,
       CASE WHEN l.gift_card_code IS NOT NULL THEN 0 ELSE rl.total_minor - rl.tax_minor END,
       -rl.tax_minor,
       CASE WHEN l.gift_card_code IS NOT NULL THEN -rl.total_minor ELSE 0 END , r.tenant_id, r.location_id, z.time_zone,
          (r.captured_at AT TIME ZONE z.time_zone)::date AS day,
          COALESCE(p.category_id::text, '') AS category_key
  FROM sale_refunds r
  JOIN sale_refund_lines rl ON rl.refund_id = r.id
  JOIN sale_lines l ON l.id = rl.sale_line_id
  JOIN sales s ON s.id = r.sale_id AND s.state <> 'voided'
  LEFT JOIN sales_products p ON p.id = l.product_id JOIN locations z ON z.tenant_id = r.tenant_id AND z.id = r.location_id
 WHERE true) f
 GROUP BY f.tenant_id, f.location_id, f.day, f.time_zone, f.key, f.category_key UNION ALL 
SELECT f.tenant_id, f.location_id, f.day, f.time_zone, 'tender', f.kind, f.category_key, 0, 0, 0, 0, 0, 0, 0, 0,
       sum(f.payments), sum(f.amount), NULL
  FROM (
SELECT t.kind, 1 AS payments, t.amount_minor AS amount , s.tenant_id, s.location_id, z.time_zone,
          (s.captured_at AT TIME ZONE z.time_zone)::date AS day,
          '' AS category_key
  FROM sales s JOIN sale_tenders t ON t.sale_id = s.id JOIN locations z ON z.tenant_id = s.tenant_id AND z.id = s.location_id
 WHERE true AND s.state <> 'voided' AND t.refund_id IS NULL
UNION ALL
SELECT t.kind, 0, -t.amount_minor , r.tenant_id, r.location_id, z.time_zone,
          (r.captured_at AT TIME ZONE z.time_zone)::date AS day,
          '' AS category_key
  FROM sale_refunds r
  JOIN sale_tenders t ON t.refund_id = r.id
  JOIN sales s ON s.id = r.sale_id JOIN locations z ON z.tenant_id = r.tenant_id AND z.id = r.location_id
 WHERE true AND s.state <> 'voided') f
 GROUP BY f.tenant_id, f.location_id, f.day, f.time_zone, f.kind, f.category_key UNION ALL 
SELECT s.tenant_id, s.location_id, (s.captured_at AT TIME ZONE z.time_zone)::date,
       z.time_zone, 'none', '', '', 0, 0, count(*), 0, 0, 0, 0, 0, 0, 0, NULL
  FROM sales s JOIN locations z ON z.tenant_id = s.tenant_id AND z.id = s.location_id
 WHERE true AND s.state = 'voided'
 GROUP BY 1, 2, 3, 4) u
 GROUP BY tenant_id, grouped_by, day, location_id, key, category_key, time_zone
 ORDER BY tenant_id, grouped_by, day, location_id, key, category_key, time_zone;
