-- Saved filter presets (013) left the REST API (issue 24): the gateway keeps them in its own store, since the
-- company's API, which the spec describes, has nothing of the kind. Their rows are not carried over.
DROP TABLE list_presets;
