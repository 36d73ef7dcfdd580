/** The main navigation: five groups, mirrored by the mobile menu. */
export interface NavLinkItem {
  to: string;
  label: string;
}
export interface NavGroup {
  id: string;
  label: string;
  links: NavLinkItem[];
}

export const NAV_GROUPS: NavGroup[] = [
  {
    id: 'who-we-are',
    label: 'Who We Are',
    links: [
      { to: '/who-we-are', label: 'Who We Are' },
      { to: '/why', label: 'Why We Exist' },
      { to: '/how', label: 'How We Work' },
      { to: '/what', label: 'What We Do' },
      { to: '/vision-mission', label: 'Vision & Mission' },
      { to: '/core-values', label: 'Core Values' },
      { to: '/our-team', label: 'Leadership' },
      { to: '/contact-us', label: 'Contact Us' },
    ],
  },
  {
    id: 'get-involved',
    label: 'Get Involved',
    links: [
      { to: '/whistleblower', label: 'Whistleblowers' },
      { to: '/volunteer', label: 'Volunteer' },
      { to: '/journalism', label: 'Journalists' },
      { to: '/experts', label: 'Experts' },
      { to: '/patnerships', label: 'Partnerships' },
      { to: '/international-organizations', label: 'International Organizations' },
      { to: '/government-agencies', label: 'Government Agencies' },
      { to: '/rights', label: 'Know Your Rights' },
      { to: '/donations', label: 'Donate' },
    ],
  },
  {
    id: 'governance',
    label: 'Governance',
    links: [
      { to: '/govspend', label: 'Government Spending' },
      { to: '/mda', label: 'Ministries & Agencies' },
      { to: '/counties', label: 'Counties' },
      { to: '/reports', label: 'Reports' },
    ],
  },
  {
    id: 'community',
    label: 'Community',
    links: [
      { to: '/community/forum-discussion', label: 'Forum Discussions' },
      { to: '/workshops', label: 'Workshops' },
      { to: '/community/expert-qa', label: 'Expert Q&A' },
      { to: '/townhall-meetings', label: 'Townhall Meetings' },
    ],
  },
  {
    id: 'media',
    label: 'Media',
    links: [
      { to: '/news', label: 'News' },
      { to: '/blogs', label: 'Blogs' },
      { to: '/resources/publications', label: 'Publications' },
      { to: '/exhibition', label: 'Exhibition' },
    ],
  },
];

export const FOOTER_LINKS: NavLinkItem[] = [
  { to: '/who-we-are', label: 'Who We Are' },
  { to: '/resources/knowledge', label: 'Knowledge Hub' },
  { to: '/community/knowledge', label: 'Community Knowledge' },
  { to: '/privacy-policy', label: 'Privacy Policy' },
  { to: '/terms-of-service', label: 'Terms of Service' },
  { to: '/sitemap', label: 'Sitemap' },
  { to: '/projects/ongoing-projects', label: 'Ongoing Projects' },
];
