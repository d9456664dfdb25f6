-- hand-written:
-- "light" and "lamp" as one meaning (domain ADDED_SEARCH_SYNONYMS): the catalogue says Fog Lamp, Marker
-- Lamp, Parking Lamp, and shoppers type "fog light". A shop whose staff already put either word in a group
-- keeps its own list. search-words.test.ts checks this row is the domain's.
INSERT INTO "search_synonyms" ("names") SELECT ARRAY['lamp', 'light'] WHERE NOT EXISTS (SELECT 1 FROM "search_synonyms" WHERE 'lamp' = ANY("names") OR 'light' = ANY("names"));
