-- Each fingerprint's merged enrolment template (issue 13): its presses aligned and fused into one
-- ISO/IEC 19794-2 record, built by the enrolment route and kept beside the presses so the matcher
-- need not merge them again after a restart. NULL for fingerprints enrolled before this column,
-- and for those whose presses do not line up; the matcher merges those in memory.
ALTER TABLE fingerprints ADD COLUMN merged_template bytea;
