-- An online workshop's meeting link. It is not part of the public workshop: it is e-mailed (and shown in the
-- bell) to each registrant once their seat is confirmed, and is in their calendar invite.
ALTER TABLE workshops ADD COLUMN meeting_link text CHECK (meeting_link IS NULL OR meeting_link ~ '^https://');

-- Online workshops seeded before this had only the promise of a link: each gets a private room of its own.
UPDATE workshops SET meeting_link = 'https://meet.jit.si/UwaziHub-' || replace(gen_random_uuid()::text, '-', '')
 WHERE meeting_link IS NULL AND location LIKE 'Online%';
