-- Blurred photos (issue 15): the `blur` size of a private photo was a sharp 160 px copy. Each photo
-- records the version of the blur its file was made with; rows stored before the fix get 0, and
-- the server regenerates their blur files at start-up (modules/photos/regenerate-blurs.ts),
-- serving no blur file of an older version meanwhile. Code that stores a photo writes the
-- current version (BLUR_VERSION in modules/photos/process-photo.ts).
alter table photos add column blur_version smallint not null default 0;
