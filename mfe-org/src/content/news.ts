import { site } from '@civic/shared';
import type { PageContent } from '../components/ContentPage';

export const news: PageContent = {
  title: 'News',
  intro: `Updates on ${site.name}: what we have launched, what we have changed and what we are working on next. Newest first.`,
  sections: [
    {
      heading: 'Latest updates',
      items: [
        {
          title: 'Privacy policy updated',
          date: '2026-10-01',
          text: 'We rewrote our privacy policy in plainer language. It now explains exactly what is stored in your browser, how rate limits work without storing IP addresses, and the limits of anonymity when you report from a device or network you do not control.',
        },
        {
          title: 'Publications hub gets search and filters',
          date: '2026-06-18',
          text: 'The publications page now lets you search titles and descriptions and filter by policy briefs, guidelines and practices. Every document can be downloaded directly, and file sizes are shown so you can judge the data cost before you download.',
        },
        {
          title: 'Directory of ministries, departments and agencies',
          date: '2026-03-09',
          text: 'A new directory lists national ministries with their departments and agencies and links to their public services, based on the Kenya eCitizen Services Dataset. It helps you find which office is responsible before you write a complaint or an information request.',
        },
        {
          title: 'Open data downloads',
          date: '2025-08-27',
          text: 'County, constituency and ward lists can now be downloaded as CSV and JSON from the pages that show them, with the source and licence of each dataset. Journalists and researchers asked for this more than for any other feature.',
        },
        {
          title: 'Location data now removed from evidence photos',
          date: '2025-04-14',
          text: 'Photos attached to anonymous reports now have their GPS location and camera details removed by default before they are stored. Reporters who need the original file as evidence can choose to keep it.',
        },
        {
          title: 'Every ward on the map',
          date: '2024-11-05',
          text: 'The platform now covers all 47 counties, 290 constituencies and 1,450 wards, so projects and reports can be linked to the ward where they happen.',
        },
        {
          title: 'Our second office opens in Ohio',
          date: '2024-05-20',
          text: 'A small office in Columbus, Ohio now coordinates our engineering volunteers and our work with international partners. Decisions about Kenyan cases stay with our Kenya team.',
        },
        {
          title: 'Anonymous reporting channel launched',
          date: '2023-07-03',
          text: 'Citizens can now report corruption without giving their name, and follow their report with a receipt code. Reporting routes do not log or store IP addresses.',
        },
        {
          title: 'First budget-reading workshops',
          date: '2023-02-16',
          text: 'We ran our first workshops on reading county budget estimates, for residents preparing to take part in budget hearings. The course material is now in our Knowledge Hub.',
        },
        {
          title: 'We are founded',
          date: '2022-09-12',
          text: `${site.name} was founded in Nairobi by a group of volunteers who wanted county budgets and project information to be readable by the residents they affect.`,
        },
      ],
    },
  ],
  related: [
    { to: '/blogs', label: 'Blogs' },
    { to: '/about', label: 'Our story' },
    { to: '/journalism', label: 'For journalists' },
  ],
  callToAction: {
    text: 'Get updates like these in a short monthly e-mail — sign up in the newsletter box at the foot of every page, or create an account to follow projects.',
    to: '/auth/signup',
    label: 'Create a free account',
  },
};
