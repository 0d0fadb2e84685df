-- Rate-limit counters skip the write-ahead log (ADR 0046, bench/README.md's api-v1): a request's
-- count then commits without waiting for a disk flush. A crash empties the counters (every window
-- starts again) and standbys do not carry them; nothing else reads them.
ALTER TABLE "rate_limit_hits" SET UNLOGGED;
