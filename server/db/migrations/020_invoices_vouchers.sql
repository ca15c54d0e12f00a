-- Invoice numbers YYYYNNNN: the last number given out per year, taken with a row lock in the
-- creating transaction so that concurrent creates never share a number.
CREATE TABLE invoice_numbers (
  year integer PRIMARY KEY,
  last integer NOT NULL
);
CREATE UNIQUE INDEX invoices_code_key ON invoices (code) WHERE code <> '';

-- Reading A of spec platform 3.6: an invoice as a legacy shipment sheet with a parcel type, a sender,
-- parcels, save and registration.
ALTER TABLE invoices
  ADD COLUMN parcel_type text,
  ADD COLUMN sender_id bigint REFERENCES users (id) ON DELETE SET NULL,
  ADD COLUMN saved boolean NOT NULL DEFAULT false,
  ADD COLUMN registered_at timestamptz;

-- A parcel of a legacy invoice; its fields are those of the level schema (a parcel is a level).
CREATE TABLE invoice_parcels (
  id bigserial PRIMARY KEY,
  invoice_id bigint NOT NULL REFERENCES invoices (id) ON DELETE CASCADE,
  seq integer NOT NULL,
  number text,
  info jsonb NOT NULL DEFAULT '{}',
  search text NOT NULL DEFAULT '',
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX invoice_parcels_invoice_idx ON invoice_parcels (invoice_id, seq);
CREATE UNIQUE INDEX invoice_parcels_number_key ON invoice_parcels (invoice_id, number) WHERE number IS NOT NULL;

CREATE TABLE invoice_registrations (
  trans_id text PRIMARY KEY,
  invoice_id bigint NOT NULL REFERENCES invoices (id) ON DELETE CASCADE,
  err text,
  created_at timestamptz NOT NULL DEFAULT now()
);

ALTER TABLE vouchers
  ADD COLUMN sender_id bigint REFERENCES users (id) ON DELETE SET NULL,
  ADD COLUMN saved boolean NOT NULL DEFAULT false;
CREATE INDEX vouchers_variant_idx ON vouchers (variant_id);
