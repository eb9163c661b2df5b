-- The catalogue (issue 7): series, titles, collections, the menu's categories, home modules,
-- the hero's promoted items, the weekly live schedule, and each user's My List and progress.
-- Ids are the operator's own (the catalogue file's), stable across imports.

-- Trigram matching for typo-tolerant search (PGlite loads it from its contrib build).
CREATE EXTENSION IF NOT EXISTS pg_trgm;

CREATE TABLE series (
  id integer PRIMARY KEY,
  name text NOT NULL,
  sort_name text NOT NULL,
  description_short text NOT NULL,
  description_medium text NOT NULL,
  description_long text NOT NULL,
  genre text NOT NULL,
  status text NOT NULL CHECK (status IN ('current','ended','upcoming')),
  rating text NOT NULL,
  erotic boolean NOT NULL DEFAULT false,
  tune_in text,
  release_year integer,
  credits jsonb NOT NULL DEFAULT '[]'::jsonb,
  hashtag text,
  search_vector tsvector GENERATED ALWAYS AS
    (to_tsvector('english', name || ' ' || genre || ' ' || description_medium)) STORED
);
CREATE INDEX series_sort_idx ON series (sort_name);
CREATE INDEX series_search_idx ON series USING gin (search_vector);
CREATE INDEX series_name_trgm_idx ON series USING gin (lower(name) gin_trgm_ops);

-- Everything playable: movies, fights, trailers, clips, and episodes (with their series).
CREATE TABLE titles (
  id integer PRIMARY KEY,
  type text NOT NULL CHECK (type IN ('movie','episode','fight','trailer','clip')),
  name text NOT NULL,
  sort_name text NOT NULL,
  duration_s integer NOT NULL CHECK (duration_s > 0),
  description_short text NOT NULL,
  description_medium text NOT NULL,
  description_long text NOT NULL,
  genre text,
  rating text NOT NULL,
  advisories text[] NOT NULL DEFAULT '{}',
  flags text[] NOT NULL DEFAULT '{}',
  release_year integer,
  credits jsonb NOT NULL DEFAULT '[]'::jsonb,
  short_form boolean NOT NULL DEFAULT false,
  hashtag text,
  expires_at timestamptz,
  series_id integer REFERENCES series(id) ON DELETE CASCADE,
  season_num integer,
  episode_num integer,
  CHECK ((type = 'episode') = (series_id IS NOT NULL AND season_num IS NOT NULL AND episode_num IS NOT NULL)),
  -- Checked at commit, so an import may move episodes between places in any order.
  CONSTRAINT titles_episode_key UNIQUE (series_id, season_num, episode_num) DEFERRABLE INITIALLY DEFERRED,
  search_vector tsvector GENERATED ALWAYS AS
    (to_tsvector('english', name || ' ' || coalesce(genre, '') || ' ' || description_medium)) STORED
);
CREATE INDEX titles_type_sort_idx ON titles (type, sort_name);
CREATE INDEX titles_search_idx ON titles USING gin (search_vector);
CREATE INDEX titles_name_trgm_idx ON titles USING gin (lower(name) gin_trgm_ops);

CREATE TABLE collections (
  id integer PRIMARY KEY,
  name text NOT NULL,
  kind text NOT NULL CHECK (kind IN ('movies','curated','category','free')),
  description text NOT NULL DEFAULT ''
);
-- An ordered list of titles and series; exactly one of the two per row.
CREATE TABLE collection_items (
  collection_id integer NOT NULL REFERENCES collections(id) ON DELETE CASCADE,
  position integer NOT NULL,
  title_id integer REFERENCES titles(id) ON DELETE CASCADE,
  series_id integer REFERENCES series(id) ON DELETE CASCADE,
  PRIMARY KEY (collection_id, position),
  CHECK ((title_id IS NULL) <> (series_id IS NULL))
);
-- Deleting a title or series looks up what refers to it: without these, a scan per row.
CREATE INDEX collection_items_title_idx ON collection_items (title_id) WHERE title_id IS NOT NULL;
CREATE INDEX collection_items_series_idx ON collection_items (series_id) WHERE series_id IS NOT NULL;

CREATE TABLE categories (
  id integer PRIMARY KEY,
  name text NOT NULL,
  slug text NOT NULL,
  menu_position integer,
  menu_type text NOT NULL CHECK (menu_type IN ('series','movies','category'))
);
CREATE TABLE category_items (
  id integer PRIMARY KEY,
  category_id integer NOT NULL REFERENCES categories(id) ON DELETE CASCADE,
  position integer NOT NULL,
  name text NOT NULL,
  slug text NOT NULL,
  type text NOT NULL CHECK (type IN ('ALLCATEGORY','SERIES_LIST','CATEGORY','CURRENT_SERIES','COLLECTION_LIST')),
  collection_id integer REFERENCES collections(id) ON DELETE SET NULL,
  UNIQUE (category_id, position)
);

CREATE TABLE home_modules (
  id integer PRIMARY KEY,
  position integer NOT NULL UNIQUE,
  type text NOT NULL CHECK (type IN ('SERIES','MOVIES','CUSTOM','BRANDED','TRAILER')),
  title text NOT NULL,
  image_type text NOT NULL,
  collection_id integer NOT NULL REFERENCES collections(id) ON DELETE CASCADE
);

CREATE TABLE promoted_items (
  position integer PRIMARY KEY,
  title_id integer REFERENCES titles(id) ON DELETE CASCADE,
  series_id integer REFERENCES series(id) ON DELETE CASCADE,
  CHECK ((title_id IS NULL) <> (series_id IS NULL))
);

-- The east feed's week, by minute of the week; the west feed plays it 3 hours later.
CREATE TABLE schedule_programs (
  minute_of_week integer PRIMARY KEY CHECK (minute_of_week >= 0 AND minute_of_week < 10080),
  title_id integer NOT NULL REFERENCES titles(id) ON DELETE CASCADE
);
CREATE INDEX schedule_programs_title_idx ON schedule_programs (title_id);

CREATE TABLE my_list_items (
  tve_user_id text NOT NULL REFERENCES users(tve_user_id) ON DELETE CASCADE,
  item_type text NOT NULL CHECK (item_type IN ('title','series')),
  item_id integer NOT NULL,
  added_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (tve_user_id, item_type, item_id)
);
CREATE INDEX my_list_items_recent_idx ON my_list_items (tve_user_id, added_at DESC);

-- Where each viewer stopped in each title: resume points and the resume-watching shelf.
CREATE TABLE watch_progress (
  tve_user_id text NOT NULL REFERENCES users(tve_user_id) ON DELETE CASCADE,
  title_id integer NOT NULL REFERENCES titles(id) ON DELETE CASCADE,
  seconds integer NOT NULL CHECK (seconds >= 0),
  status text NOT NULL CHECK (status IN ('WATCHED','NOT_WATCHED','IN_PROGRESS')),
  hidden boolean NOT NULL DEFAULT false,
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (tve_user_id, title_id)
);
CREATE INDEX watch_progress_recent_idx ON watch_progress (tve_user_id, updated_at DESC);
CREATE INDEX watch_progress_title_idx ON watch_progress (title_id);
