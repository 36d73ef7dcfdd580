import { site } from '@civic/shared';

export interface Milestone {
  year: number;
  title: string;
  text: string;
}

/** From the founding year to today; the first entry is the founding, whatever year site.config.json says. */
export const MILESTONES: Milestone[] = [
  {
    year: site.foundedYear,
    title: 'Founded in Nairobi',
    text: 'A group of volunteers — a budget analyst, two developers and a community organiser — start turning county budget books into pages residents can search and read.',
  },
  {
    year: 2023,
    title: 'Safe reporting and first workshops',
    text: 'We launch the anonymous reporting channel with receipt codes and no stored IP addresses, and run our first workshops on reading county budget estimates.',
  },
  {
    year: 2024,
    title: 'Every ward on the map, and a second office',
    text: 'All 47 counties, 290 constituencies and 1,450 wards are on the platform. A small office in Columbus, Ohio opens to coordinate engineering volunteers and international partners.',
  },
  {
    year: 2025,
    title: 'Open data and safer evidence',
    text: 'County and ward data become downloadable as CSV and JSON, and photos attached to anonymous reports have their location data removed by default.',
  },
  {
    year: 2026,
    title: 'Following the money nationally',
    text: 'We add a directory of national ministries, departments and agencies and a searchable publications hub, so residents can find the office responsible for a service and the guide they need.',
  },
];

export interface Region {
  id: string;
  label: string;
  officeId: string;
  description: string;
}

/** The region picker: each region shows the office from site.offices with this id. */
export const REGIONS: Region[] = [
  {
    id: 'east-africa',
    label: 'East Africa',
    officeId: 'kenya',
    description:
      'Our headquarters and most of our team. Case officers, the data team, workshop facilitators and county liaison work from here, and every decision about a Kenyan report is taken here.',
  },
  {
    id: 'north-america',
    label: 'North America',
    officeId: 'ohio',
    description:
      'A small coordination office for our engineering volunteers and for international partners and the Kenyan diaspora who support independent monitoring at home. It has no access to reports.',
  },
];

export const ABOUT_STORY = [
  'It began with a budget book. In 2022 a few of us tried to find out how much our county had set aside for a ward dispensary that had been “under construction” for years. The answer was in a public document of several hundred pages, in a table that took an afternoon to find. Most residents would never see it.',
  'So we started publishing what we found in plain language, ward by ward. Residents began writing back with what they saw on the ground: a finished classroom, a borehole that never worked, a road paid for twice. Some of them were afraid to put their names to it. That is why safe, anonymous reporting became the second half of our work.',
  'Today the platform covers every county, constituency and ward in Kenya. It is still run on the same idea: public money belongs to the public, and the people closest to a project are best placed to say whether it was delivered.',
];
