CREATE TABLE users (
  tve_user_id text PRIMARY KEY,
  registered boolean NOT NULL DEFAULT false,
  account_type text NOT NULL DEFAULT 'primary' CHECK (account_type IN ('primary','sub')),
  user_name text, email_address text, first_name text, last_name text,
  gender text, zipcode text,
  legal boolean NOT NULL DEFAULT false,
  mso text, mso_id integer, mso_user_id text, current_product_id text,
  newsletter_subscribed boolean NOT NULL DEFAULT false,
  autoplay boolean NOT NULL DEFAULT true,
  optional_attributes jsonb NOT NULL DEFAULT '{}'::jsonb,
  bi jsonb NOT NULL DEFAULT '{"trialStatus":null,"subscriptionStatus":null,"originalSignupPlatform":null,"currentBillingType":null}'::jsonb,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE TABLE sessions (
  id text PRIMARY KEY,                 -- sha256 hex of the cookie token
  tve_user_id text REFERENCES users(tve_user_id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL
);
