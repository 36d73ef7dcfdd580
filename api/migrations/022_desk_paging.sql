-- The case desk pages its list newest first from a cursor (created_at, id), and finds a case by its reference.
CREATE INDEX reports_by_date ON reports (created_at DESC, id);
CREATE INDEX reports_by_reference ON reports (upper(reference));
