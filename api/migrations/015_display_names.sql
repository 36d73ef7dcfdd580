-- The name shown beside a citizen's discussions and comments is now theirs to choose. It starts as the first
-- name and the last name's initial ("Wanjiku K."), so the full name is shown to everyone only if they choose
-- it. The unique username stays as the account's internal handle; the forum shows the public name.
ALTER TABLE users ADD COLUMN display_name text CHECK (display_name IS NULL OR char_length(display_name) BETWEEN 1 AND 40);

-- Words of the full name that hold a letter, as sign-up takes them (symbols dropped).
UPDATE users u
   SET display_name = coalesce(
         (SELECT CASE WHEN count(*) > 1
                      THEN left((array_agg(w ORDER BY n))[1], 37) || ' ' || upper(left((array_agg(w ORDER BY n DESC))[1], 1)) || '.'
                      ELSE left((array_agg(w ORDER BY n))[1], 40) END
            FROM (SELECT regexp_replace(word, '[^[:alnum:].''’-]', '', 'g') AS w, n
                    FROM regexp_split_to_table(trim(coalesce(u.full_name, '')), '\s+') WITH ORDINALITY AS parts(word, n)) AS words
           WHERE w ~ '[[:alpha:]]'),
         'Citizen');

-- Every account has one; one made without it (an operator's script, say) is "Citizen" until its owner chooses.
ALTER TABLE users ALTER COLUMN display_name SET DEFAULT 'Citizen';
ALTER TABLE users ALTER COLUMN display_name SET NOT NULL;

-- Discussions and comments keep a copy of the name they were posted under; it follows the new public name.
UPDATE discussions d SET author_name = u.display_name FROM users u WHERE d.author_id = u.id;
UPDATE discussion_comments c SET author_name = u.display_name FROM users u WHERE c.author_id = u.id;
