-- The sales reports (issue 16) read refunds by when they were given, as they read sales by when
-- they were captured (sales_captured_idx).
CREATE INDEX sale_refunds_captured_idx ON sale_refunds (tenant_id, captured_at);

-- Gift cards sold are money held, not sales: the reports take them out of a sale's totals, and
-- this finds the few lines of a tenant that sold one without reading every line.
CREATE INDEX sale_lines_gift_card_idx ON sale_lines (tenant_id) WHERE gift_card_code IS NOT NULL;
