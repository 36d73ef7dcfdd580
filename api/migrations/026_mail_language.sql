-- The language ('en' English, 'sw' Kiswahili) of the request that caused a row whose e-mails go out later,
-- outside any request, to an address that may have no account: a complaint (the case handler's status changes
-- and replies) and a newsletter subscription (the newsletter itself). An account's own saved language
-- (users.language, migration 025) comes first when the address has one. NULL: not known (rows from before
-- this), so English.
ALTER TABLE reports ADD COLUMN language text CHECK (language IN ('en', 'sw'));
ALTER TABLE newsletter_subscriptions ADD COLUMN language text CHECK (language IN ('en', 'sw'));
