import type { en } from './en';

/** The staff console's Kiswahili texts for the townhall events editor (/console/content/events) (words from docs/glossary.md). */
export const sw: Record<keyof typeof en, string> = {
  eventsIntro:
    'Mikutano ya hadhara ambayo wananchi husoma habari zake, hata iliyokwisha kufanyika, kwa Kiingereza na Kiswahili. Rasimu hubaki kwa wahariri; wananchi huona mkutano ukishachapishwa, na mkutano uliochapishwa huendelea kuonyesha walichoona hadi mabadiliko yake yachapishwe.',
  eventsLoadFailed: 'Hatukuweza kupakia mikutano ya hadhara',
  eventsHeading: 'Mikutano yote, ya karibuni kwanza',
  eventsEmpty: 'Bado hakuna mikutano ya hadhara.',
  eventNew: 'Mkutano mpya',
  eventsCount_one: 'Mkutano {n}',
  eventsCount_other: 'Mikutano {n}',
  eventsMissingCount_one: '{n} kati ya hiyo hauna tafsiri kamili ya Kiswahili',
  eventsMissingCount_other: '{n} kati ya hiyo haina tafsiri kamili ya Kiswahili',
  eventStatePublished: 'Umechapishwa',
  eventStateDraft: 'Haujachapishwa',
  eventStateChanged: 'Umechapishwa, rasimu inasubiri',
  eventEditedBy: 'Ulihaririwa mwisho na {name}, {date}',
  eventEditedNever: 'Bado haujahaririwa kwenye dashibodi',
  eventSaveFailed: 'Mkutano haukuweza kuhifadhiwa. Tafadhali jaribu tena.',
  eventDonePublish: 'Umechapishwa: wananchi wanauona sasa.',
  eventDoneTakeDown: 'Umeondolewa: wananchi hawauoni tena.',
  eventValues: 'Tarehe, saa na mahali',
  fieldVenue: 'Ukumbi, au kiungo cha mkutano wa mtandaoni',
  requiredVenue: 'Tafadhali jaza ukumbi, au kiungo cha mkutano wa mtandaoni.',
  fieldOnline: 'Unafanyika mtandaoni',
  eventOnline: 'Mtandaoni: {link}',
  eventInPerson: 'Ana kwa ana: {venue}',
};
