-- The gift cards back office (issue 16): who made each ledger entry and why, the kinds the back
-- office writes, each card's last redemption, and the indexes its list sorts and pages on.

ALTER TABLE gift_card_ledger
  -- The back-office user; a sale's or refund's entries take their staff from the sale or refund.
  ADD COLUMN account_id uuid REFERENCES accounts (id),
  ADD COLUMN note text CHECK (char_length(note) <= 200);

ALTER TABLE gift_card_ledger DROP CONSTRAINT gift_card_ledger_kind_check;
ALTER TABLE gift_card_ledger ADD CONSTRAINT gift_card_ledger_kind_check
  CHECK (kind IN ('issued', 'reloaded', 'redeemed', 'refunded', 'adjusted', 'deactivated',
                  'reactivated'));

ALTER TABLE gift_cards ADD COLUMN last_used_at timestamptz;
UPDATE gift_cards g
   SET last_used_at = (SELECT max(e.created_at) FROM gift_card_ledger e
                        WHERE e.gift_card_id = g.id AND e.kind = 'redeemed');

-- The list's sorts (code already has the (tenant_id, code) unique index); never-used cards sort
-- as the oldest.
CREATE INDEX gift_cards_balance_idx ON gift_cards (tenant_id, balance_minor, code);
CREATE INDEX gift_cards_issued_idx ON gift_cards (tenant_id, issued_at, code);
CREATE INDEX gift_cards_last_used_idx
  ON gift_cards (tenant_id, (COALESCE(last_used_at, '-infinity'::timestamptz)), code);
