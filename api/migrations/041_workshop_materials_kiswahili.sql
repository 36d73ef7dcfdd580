-- A workshop's handouts in Kiswahili beside the English ones (`materials`), edited in the staff console
-- (api/src/content/communityContent.ts): a list of the same length, each item's title, summary and points in
-- Kiswahili, or NULL where an item is not translated yet (citizens then read its English).
ALTER TABLE workshops ADD COLUMN materials_sw jsonb NOT NULL DEFAULT '[]'::jsonb;
