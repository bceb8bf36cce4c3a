-- The overview's low-stock threshold, kept per staff member (issue 27) so it follows them to another browser; null
-- until they set one (the overview then uses DEFAULT_LOW_STOCK_THRESHOLD of schema/rules/overview.ts).
ALTER TABLE staff ADD COLUMN low_stock_threshold integer CHECK (low_stock_threshold BETWEEN 1 AND 1000000);
