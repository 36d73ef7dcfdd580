import type { en } from './en';

/** The staff console's Kiswahili texts for the FAQ editor (/console/content/faq) (words from docs/glossary.md). */
export const sw: Record<keyof typeof en, string> = {
  faqIntro:
    'Maswali na majibu ambayo wananchi husoma kwenye ukurasa wa maswali yanayoulizwa mara kwa mara, kwa Kiingereza na Kiswahili. Rasimu hubaki kwa wahariri; wananchi husoma ingizo likishachapishwa, na ingizo lililochapishwa huendelea kuonyesha walichosoma hadi mabadiliko yake yachapishwe.',
  faqLoadFailed: 'Hatukuweza kupakia maingizo ya maswali',
  faqEntriesHeading: 'Maingizo ya maswali',
  faqEmpty: 'Bado hakuna maingizo ya maswali.',
  faqNew: 'Ingizo jipya',
  faqEntries_one: 'Ingizo {n}',
  faqEntries_other: 'Maingizo {n}',
  faqMissingCount_one: '{n} kati ya hayo halina tafsiri kamili ya Kiswahili',
  faqMissingCount_other: '{n} kati ya hayo hayana tafsiri kamili ya Kiswahili',
  faqPosition: 'Na. {n}',
  wordCategory: 'aina',
  wordQuestion: 'swali',
  wordAnswer: 'jibu',
  faqNewHeading: 'Ingizo jipya',
  fieldCategory: 'Aina',
  fieldQuestion: 'Swali',
  fieldAnswer: 'Jibu',
  requiredCategory: 'Tafadhali jaza aina kwa Kiingereza.',
  requiredQuestion: 'Tafadhali jaza swali kwa Kiingereza.',
  requiredAnswer: 'Tafadhali jaza jibu kwa Kiingereza.',
  faqSaveFailed: 'Ingizo halikuweza kuhifadhiwa. Tafadhali jaribu tena.',
  donePublish: 'Limechapishwa: wananchi wanalisoma sasa.',
  doneTakeDown: 'Limeondolewa: wananchi hawalisomi tena.',
  faqDeleteConfirm: 'Ungependa kufuta ingizo hili kabisa? Wananchi hawatalisoma tena, na haliwezi kurejeshwa.',
  faqDeleted: 'Ingizo limefutwa.',
};
