-- Public usernames were made from the e-mail address (`john.kamau.mp@…` became `john-kamau-mp-e0xd`) and are
-- shown to everyone in the forum, so they gave away part of the address. Every username made that way is
-- replaced by one made from the person's full name, and the copies stored with their discussions, comments
-- and reply notifications follow.

-- Which usernames came from an address: exactly what sign-up and Google sign-in used to build, the address's
-- local part lower-cased, runs of other characters made one hyphen, hyphens trimmed, cut to 24, then a hyphen
-- and one to four random characters. `name_base` is the same slug of the full name; a Google account without
-- a name got its local part as its name, and then gets `citizen` instead. (Accents become hyphens here rather
-- than plain letters, as normalize() needs a UTF-8 database.)
CREATE TEMPORARY TABLE username_changes ON COMMIT DROP AS
SELECT id, username AS old_username, name_base, left(md5(random()::text || id::text), 5) AS hex
  FROM (
    SELECT id, username,
           coalesce(nullif(left(regexp_replace(regexp_replace(lower(split_part(email, '@', 1)), '[^a-z0-9]+', '-', 'g'), '^-|-$', '', 'g'), 24), ''), 'citizen') AS address_base,
           CASE WHEN full_name = split_part(email, '@', 1) THEN 'citizen'
                ELSE coalesce(nullif(rtrim(left(regexp_replace(regexp_replace(lower(full_name), '[^a-z0-9]+', '-', 'g'), '^-+|-+$', '', 'g'), 24), '-'), ''), 'citizen')
           END AS name_base
      FROM users
  ) AS bases
 WHERE left(username, length(address_base) + 1) = address_base || '-'
   AND substr(username, length(address_base) + 2) ~ '^[a-z0-9_-]{1,4}$';

-- The new suffix is five hex characters (plus a number when two people of one name draw the same five), so
-- a new name can never equal an old address-made one (whose part after the last hyphen is at most four
-- characters) nor one that sign-up makes from now on (four): the unique index cannot trip half-way.
ALTER TABLE username_changes ADD COLUMN new_username text;
UPDATE username_changes c
   SET new_username = numbered.name_base || '-' || numbered.hex || CASE WHEN numbered.n > 1 THEN numbered.n::text ELSE '' END
  FROM (SELECT id, name_base, hex, row_number() OVER (PARTITION BY name_base, hex ORDER BY id) AS n FROM username_changes) AS numbered
 WHERE numbered.id = c.id;

UPDATE users u SET username = c.new_username FROM username_changes c WHERE u.id = c.id;

-- Discussions and comments keep a copy of the author's username; author_id says whose it is.
UPDATE discussions d SET author_name = c.new_username FROM username_changes c WHERE d.author_id = c.id AND d.author_name = c.old_username;
UPDATE discussion_comments d SET author_name = c.new_username FROM username_changes c WHERE d.author_id = c.id AND d.author_name = c.old_username;

-- A discussion's author was told "<username> replied to …" about each reply.
UPDATE notifications n SET message = c.new_username || substr(n.message, length(c.old_username) + 1)
  FROM username_changes c
 WHERE left(n.message, length(c.old_username) + 12) = c.old_username || ' replied to ';
