-- A case referred to the public body that can act on it (shared/src/contracts/referral.ts): the body on the case
-- (its latest referral) and on the status change that made it, which the reporter reads on follow-up.
ALTER TABLE reports ADD COLUMN referred_to text;
ALTER TABLE report_status_events ADD COLUMN referred_to text;
