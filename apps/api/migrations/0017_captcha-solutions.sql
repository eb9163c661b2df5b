-- Captcha solutions already accepted (issue 24, gift cards): an ALTCHA proof of work is accepted
-- once (areas/captcha). id: sha256 hex of the solved challenge's signature, which the server
-- made and signed, so a solution cannot be replayed by changing how it is written. expires_at:
-- the challenge's own expiry; after it the solution is refused as expired anyway, so the row is
-- swept hourly.
CREATE TABLE captcha_solutions (
  id text PRIMARY KEY,
  expires_at timestamptz NOT NULL
);
CREATE INDEX captcha_solutions_expires_idx ON captcha_solutions (expires_at);
