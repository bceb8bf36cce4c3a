-- Run by the postgres image on its first start (an empty volume): the gateway's own store (staff, sessions, saved
-- presets) lives in a database of its own, apart from the REST API's. On a volume created before, run it once by hand.
CREATE DATABASE gateway OWNER backoffice;
