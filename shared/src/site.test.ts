import siteConfig from '../site.config.json';
import { publishedSite } from './site';

function pageWith(json: string | null): Document {
  const doc = document.implementation.createHTMLDocument('page');
  if (json !== null) {
    const block = doc.createElement('script');
    block.type = 'application/json';
    block.id = 'organisation';
    block.textContent = json;
    doc.head.append(block);
  }
  return doc;
}

const published = {
  name: 'Uwazi Hub Kenya',
  tagline: 'Kuwawezesha Wananchi',
  foundedYear: 2022,
  contact: { phone: '+254 711 222 333', email: 'habari@uwazihub.example', address: 'Nairobi, Kenya' },
  offices: [
    {
      id: 'kisumu-office',
      name: 'Ofisi ya Kisumu',
      address: 'Oginga Odinga Street',
      city: 'Kisumu',
      postalCode: '40100',
      country: 'Kenya',
      phone: '+254 722 000 111',
      email: 'kisumu@uwazihub.example',
      coordinates: { lat: -0.09, lng: 34.77 },
      hours: [],
    },
  ],
  social: { youtube: 'https://www.youtube.com/@uwazihub' },
};

describe('the organisation’s details a page carries', () => {
  it('are what the site shows: the published phone, e-mail, offices and links', () => {
    const site = publishedSite(siteConfig, pageWith(JSON.stringify(published)));
    expect([site.name, site.contact.phone, site.offices.map((office) => office.name), site.social]).toEqual([
      'Uwazi Hub Kenya',
      '+254 711 222 333',
      ['Ofisi ya Kisumu'],
      { youtube: 'https://www.youtube.com/@uwazihub' },
    ]);
  });

  it('fall back to the configuration when the page has none, or holds something else', () => {
    expect(publishedSite(siteConfig, pageWith(null)).contact.phone).toBe(siteConfig.contact.phone);
    expect(publishedSite(siteConfig, pageWith('{"name": 3}')).name).toBe(siteConfig.name);
    expect(publishedSite(siteConfig, pageWith('not json')).offices).toHaveLength(siteConfig.offices.length);
  });
});
