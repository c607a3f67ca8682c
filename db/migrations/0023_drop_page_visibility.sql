-- Presence comes from each tab's live socket now (decision 30): the member-wide "a page went
-- hidden" row of decision 26 could not tell two tabs apart and is no longer read or written.
drop table page_visibility;
