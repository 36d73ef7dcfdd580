import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { SearchResponse } from '../src/governance/contracts.js';
import { startTestSite, type TestSite } from './harness.js';

// The words around the results do not depend on the database: the embedded one is enough.
describe('the site search in the reader’s language', () => {
  let site: TestSite;
  before(async () => {
    site = await startTestSite(null);
  });
  after(async () => site.close());

  async function search(query: string, language: 'en' | 'sw') {
    const response = await site.app.inject({ url: `/api/search/?${query}`, cookies: { lang: language } });
    assert.equal(response.statusCode, 200, response.body);
    assert.equal(response.headers['content-language'], language);
    assert.match(String(response.headers.vary), /Accept-Language/);
    return response.json<SearchResponse>();
  }
  const group = (answer: SearchResponse, kind: string) => answer.groups.find((g) => g.kind === kind);

  it('writes the places found in Kiswahili: the county, constituency and ward, with the region in its Kiswahili name', async () => {
    const county = group(await search('q=Nakuru&kind=counties', 'sw'), 'counties')!;
    assert.equal(county.results[0]!.title, 'Kaunti ya Nakuru');
    assert.match(county.results[0]!.snippet, /^Eneo la Bonde la Ufa · makao makuu Nakuru · watu [\d,]+ \(sensa ya 2019\)$/);
    // The group keeps its English name, which the page shows in its own language.
    assert.equal(county.label, 'Counties');
    const english = group(await search('q=Nakuru&kind=counties', 'en'), 'counties')!;
    assert.equal(english.results[0]!.title, 'Nakuru County');
    assert.match(english.results[0]!.snippet, /^Rift Valley region · county headquarters Nakuru/);

    const ward = group(await search('q=Mosop&kind=wards', 'sw'), 'wards')!;
    assert.match(ward.results[0]!.title, /^Wadi ya /);
    assert.match(ward.results[0]!.snippet, /^Wadi katika eneo bunge la .+, Kaunti ya .+$/);
    const constituency = group(await search('q=Njoro&kind=constituencies', 'sw'), 'constituencies')!;
    assert.equal(constituency.results[0]!.title, 'Eneo bunge la Njoro');
    assert.match(constituency.results[0]!.snippet, /^Eneo bunge katika Kaunti ya Nakuru · wadi \d+$/);
  });

  it('gives a project’s place and status in Kiswahili, its own title and description as the data has them', async () => {
    const [project] = await site.db.query<{ id: string; title: string; status: string }>(`SELECT id, title, status FROM projects WHERE status = 'On Track' ORDER BY id LIMIT 1`);
    const found = group(await search(`q=${encodeURIComponent(project!.title)}&kind=projects`, 'sw'), 'projects')!;
    const result = found.results.find((r) => r.url.endsWith(encodeURIComponent(project!.id)))!;
    assert.equal(result.title, project!.title);
    assert.match(result.snippet, /^Wadi ya .+ · Unaendelea vizuri · /);
    assert.doesNotMatch(result.snippet, /On Track|County/);
  });

  it('finds the site’s pages by their Kiswahili words, with their Kiswahili titles', async () => {
    const found = group(await search('q=ufisadi&kind=pages&limit=50', 'sw'), 'pages')!;
    const guide = found.results.find((r) => r.url === '/whistleblower');
    assert.ok(guide, JSON.stringify(found.results.map((r) => r.url)));
    assert.equal(guide.title, 'Ripoti ufisadi kwa usalama');
    assert.match(guide.snippet, /ufisadi/i);
    // An English word of the same page finds it in English, not in Kiswahili.
    assert.equal(group(await search('q=ufisadi&kind=pages', 'en'), 'pages'), undefined);
    assert.equal(group(await search('q=receipt%20code&kind=pages&limit=50', 'en'), 'pages')!.results.find((r) => r.url === '/whistleblower')?.title, 'Report Corruption Safely');
  });

  it('gives the FAQ and publications in Kiswahili where they have it, and the community’s kinds of event and workshop', async () => {
    const faq = group(await search('q=corruption&kind=faq', 'sw'), 'faq')!;
    const [entry] = await site.db.query<{ question: string; question_sw: string }>(
      `SELECT question, question_sw FROM faq_entries WHERE question_sw IS NOT NULL AND question = $1`,
      [group(await search('q=corruption&kind=faq', 'en'), 'faq')!.results[0]!.title],
    );
    assert.equal(faq.results[0]!.title, entry!.question_sw);

    const [event] = await site.db.query<{ title: string; is_online: boolean }>('SELECT title, is_online FROM events ORDER BY event_date LIMIT 1');
    const events = group(await search(`q=${encodeURIComponent(event!.title)}&kind=events`, 'sw'), 'events')!;
    assert.match(events.results.find((r) => r.title === event!.title)!.snippet, event!.is_online ? /^Mtandaoni · / : /^Ana kwa ana · /);
    const [workshop] = await site.db.query<{ title: string; category: string }>(`SELECT title, category FROM workshops WHERE category = 'upcoming' ORDER BY starts_on LIMIT 1`);
    const workshops = group(await search(`q=${encodeURIComponent(workshop!.title)}&kind=workshops`, 'sw'), 'workshops')!;
    assert.match(workshops.results.find((r) => r.title === workshop!.title)!.snippet, /^Warsha ijayo · /);
  });
});
