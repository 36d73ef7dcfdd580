-- A county's page reads its newest projects, its planned and environmental ones, and the funding and
-- participation details of those that have any. Each has an index that starts at the county and is already
-- in the page's order, so the page reads a few dozen rows, not all of the county's thousands of projects.
CREATE INDEX projects_by_county_update ON projects (county_code, last_update DESC, id);
CREATE INDEX projects_by_county_sector_update ON projects (county_code, category, last_update DESC, id);
CREATE INDEX projects_planned_by_county ON projects (county_code, planned_start, id) WHERE status = 'Planned';
CREATE INDEX projects_funded_by_county ON projects (county_code) WHERE funding IS NOT NULL;
CREATE INDEX projects_consulted_by_county ON projects (county_code) WHERE participation IS NOT NULL;
