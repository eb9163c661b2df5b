-- Direct-account sign-in (issue 11): the service's own account provider signs in through the
-- same transactions as the TV providers, with no provider to name.
ALTER TABLE sign_in_transactions ALTER COLUMN mso_id DROP NOT NULL;
