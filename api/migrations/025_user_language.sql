-- The language a citizen chose for the site ('en' English, 'sw' Kiswahili); NULL until they choose. Pages, API
-- answers and e-mails to them use it when their device has not chosen one itself.
ALTER TABLE users ADD COLUMN language text CHECK (language IN ('en', 'sw'));
