import type { PageContent } from '../components/ContentPage';

export const privacyPolicy: PageContent = {
  title: 'Privacy Policy',
  intro:
    'What we collect, why, who can see it, and what we deliberately do not collect — especially when you report corruption. We wrote this in plain language; if anything is unclear, ask us.',
  lastUpdated: '2026-10-01',
  sections: [
    {
      heading: 'The short version',
      list: [
        'You can report corruption without giving your name or any contact details.',
        'We never log or store IP addresses on reporting routes.',
        'Location and camera details are removed from photos attached to anonymous reports.',
        'Essential cookies only keep you signed in and protect forms; anything more needs your consent.',
        'We do not sell or rent personal data, and we do not use advertising trackers.',
      ],
    },
    {
      heading: 'Anonymous reports',
      paragraphs: [
        'When you choose to report anonymously, the report form does not send your name, e-mail address or phone number, and you do not need an account. Instead of contact details you receive a receipt code; anyone holding that code can read the replies to the report and add information, so keep it private.',
        'Our servers do not record the IP address of requests to the reporting routes, in logs or in the database. To stop automated abuse we limit how often reports can be sent; for that we keep a one-way keyed fingerprint of the address, made with a secret that is replaced regularly, so the address itself cannot be read back from it.',
        'Remember that what you write can identify you. Leave out details that only you could know if you want to stay anonymous, such as your job title or the date of a private meeting.',
      ],
    },
    {
      heading: 'Evidence you upload',
      paragraphs: [
        'For anonymous reports, photos have their location (GPS) and camera metadata removed by default. You may choose to keep the original file if its metadata is part of the evidence, in which case it is stored as you sent it.',
        'Uploaded files are stored outside the public website with random names. Only authorised case staff can download them, and only to work on the case.',
        'Every report and complaint is encrypted with a key of its own before it is stored: what you wrote, your contact details, the messages about it and every file. Only the case handlers can open it, with a key their password unlocks, and you can read your own case with your receipt code (or, for a complaint, its reference and your e-mail address). A copy of our database or files on its own reveals none of it. The organisation keeps one recovery key offline, so that a case is not lost when a case handler forgets their password.',
      ],
    },
    {
      heading: 'The limits of anonymity',
      paragraphs: [
        'We can control what our servers keep; we cannot control what happens before your message reaches us. An ordinary browser can be observed by the network it uses: an employer, a school, an internet café operator or a mobile network can see that a device visited this site, even though they cannot read what was sent.',
        'If the risk is serious for you, use a device and network you trust — for example your own phone on mobile data rather than an office computer or workplace Wi-Fi — and consider a privacy-focused browser such as Tor Browser. Do not report from a device that your employer manages.',
      ],
    },
    {
      heading: 'What we collect elsewhere on the site',
      list: [
        'Account: your full name, e-mail address and password (stored only as a one-way hash), plus the optional profile details you give at sign-up, such as date of birth, gender, country, industry, organisation and role.',
        'Complaints filed with your details: the complaint and the contact details you give, so we can reply.',
        'Contact form: your name, e-mail address, the team you chose, the subject and your message.',
        'Newsletter: your e-mail address, until you unsubscribe.',
        'Workshops and expert bookings: your name, e-mail, phone, organisation and role, so the organisers can confirm your place.',
      ],
    },
    {
      heading: 'Cookies and storage in your browser',
      paragraphs: [
        'Essential cookies: a session cookie that keeps you signed in (it cannot be read by scripts on the page and expires after 30 minutes without activity or 12 hours at most) and security measures that protect forms from being submitted by other websites. The site cannot work safely without them.',
        'All cookies: if you accept them, we also keep anonymous usage counts, such as which pages are visited, to improve the site. They contain no name, e-mail or report content.',
        'Your choice is stored in your browser’s local storage under the key cookie_consent, with the value essential_only or all_cookies. While signed in, local storage also keeps your display name and e-mail (user), and during sign-up a draft of the form without your password (signupUserData). You can change your cookie choice at any time on the Cookie settings page, linked at the foot of every page.',
      ],
    },
    {
      heading: 'Who can see your information',
      list: [
        'Only authorised case staff see reports and complaints, and only those they work on.',
        'We never share your identity or contact details with a public body, employer, funder or journalist without your agreement, unless a Kenyan court orders it. If that happens, we will tell you unless the order forbids it.',
        'Service providers that host our servers and send our e-mails process data only on our instructions.',
        'Funders and partners never see reports or personal data.',
      ],
    },
    {
      heading: 'How long we keep it',
      paragraphs: [
        'We keep personal data only as long as we need it for the purpose you gave it for: an account until you close it, a contact message until your question is resolved, a report for as long as the case is open and then as our case policy requires. You can ask us to delete your account and the data linked to it at any time.',
        'Reports and complaints are kept while their case is open. Five years after a case is closed, the site deletes it by itself, with its messages, its evidence files and the record of who read it. Sign-in sessions are deleted 30 days after they were last used, e-mailed links 7 days after they expire, and the record of a sent e-mail after 90 days.',
      ],
    },
    {
      heading: 'Your rights',
      paragraphs: [
        'Under Kenya’s Data Protection Act 2019 you may ask to see the personal data we hold about you, to correct it, and to have it deleted, and you may object to its use. Write to us through the contact page; we answer as soon as we can and within the time the law allows. If you are not satisfied with our answer, you can complain to the Office of the Data Protection Commissioner.',
      ],
    },
  ],
  related: [
    { to: '/terms-of-service', label: 'Terms of service' },
    { to: '/rights', label: 'Know your rights' },
    { to: '/faq', label: 'Frequently asked questions' },
  ],
  callToAction: { text: 'Questions about your data or a request to see or delete it?', to: '/contact-us', label: 'Contact us' },
};
