-- The CRM's contacts (spec §3 Contact, plus a phone), started for the point of sale's customer
-- (docs/crm.md), and the customer a sale is for. A sale keeps the contact's id and the name it
-- had when it was sold, as lines keep a product's name: the receipt stays what was printed.

CREATE TABLE crm_contacts (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  tenant_id uuid NOT NULL REFERENCES tenants (id) ON DELETE CASCADE,
  first_name text NOT NULL DEFAULT '',
  last_name text NOT NULL DEFAULT '',
  -- "First Last" unless the contact is known by another name; what lists and receipts show.
  display_name text NOT NULL CHECK (display_name <> ''),
  company text NOT NULL DEFAULT '',
  -- Lower case (fields.ts emailSchema).
  email text,
  -- As typed, and its digits only: a search by phone matches any run of the digits.
  phone text,
  phone_digits text CHECK (phone_digits ~ '^[0-9]{7,15}$'),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CHECK ((phone IS NULL) = (phone_digits IS NULL)),
  CHECK (email IS NOT NULL OR phone IS NOT NULL),
  UNIQUE (tenant_id, id)
);
-- Searches by the start of a name or an e-mail address; one person per e-mail and phone number.
CREATE INDEX crm_contacts_display_name_idx ON crm_contacts
  (tenant_id, lower(display_name) text_pattern_ops);
CREATE INDEX crm_contacts_first_name_idx ON crm_contacts
  (tenant_id, lower(first_name) text_pattern_ops);
CREATE INDEX crm_contacts_last_name_idx ON crm_contacts
  (tenant_id, lower(last_name) text_pattern_ops);
CREATE UNIQUE INDEX crm_contacts_email_idx ON crm_contacts (tenant_id, email text_pattern_ops);
CREATE UNIQUE INDEX crm_contacts_phone_idx ON crm_contacts (tenant_id, phone_digits);
-- The sort of every list and the keyset the cursor continues from.
CREATE INDEX crm_contacts_sort_idx ON crm_contacts (tenant_id, lower(display_name), id);

-- The customer of a sale. The till never sent the free-text customer of 0010, so that column gives
-- way to the contact's id and the name the sale was made under.
ALTER TABLE sales DROP COLUMN customer;
ALTER TABLE sales ADD COLUMN customer_id uuid;
ALTER TABLE sales ADD COLUMN customer_name text;
ALTER TABLE sales ADD CONSTRAINT sales_customer_fk
  FOREIGN KEY (tenant_id, customer_id) REFERENCES crm_contacts (tenant_id, id);
ALTER TABLE sales ADD CONSTRAINT sales_customer_name_check
  CHECK ((customer_id IS NULL) = (customer_name IS NULL));
CREATE INDEX sales_customer_idx ON sales (tenant_id, customer_id, captured_at DESC)
  WHERE customer_id IS NOT NULL;
