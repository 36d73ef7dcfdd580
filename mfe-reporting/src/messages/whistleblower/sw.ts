import type { en } from './en';

/** The reporting section's Kiswahili texts for the whistleblower guide (/whistleblower) (words from docs/glossary.md). */
export const sw: Record<keyof typeof en, string> = {
  // Whistleblower (/whistleblower)
  whistleTitle: 'Ripoti ufisadi kwa usalama',
  whistleIntro: 'Jinsi ya kuripoti ufisadi kupitia Uwazi Hub, kinachotokea kwa ripoti yako, na jinsi tunavyolinda utambulisho wako.',
  whistleOpenForm: 'Ripoti ufisadi sasa',
  whistleFollowUp: 'Fuatilia ripoti',
  whistleWhatHappensTitle: 'Kinachotokea kwa ripoti yako',
  whistleWhatHappens1: 'Ripoti yako inafika kwenye dawati la kesi, na hali yake inakuwa "Imepokelewa".',
  whistleWhatHappens2: 'Afisa wa kesi anaisoma, anakagua ushahidi na anaweza kukuandikia ikiwa ana maswali. Kisha hali ya ripoti inakuwa "Inakaguliwa".',
  whistleWhatHappens3:
    'Taarifa zikionyesha kuna haja ya kuchukua hatua, afisa wa kesi anaipeleka ripoti kwa taasisi husika yenye mamlaka ya kuchunguza. La sivyo, ripoti inafungwa. Kwa vyovyote vile, utaona uamuzi na sababu yake.',
  whistleAnonymityTitle: 'Jinsi kuripoti bila kujitambulisha kunavyofanya kazi, na mipaka yake',
  whistleAnonymity1: 'Kwa kawaida unaripoti bila kujitambulisha. Hatukuulizi jina, barua pepe wala namba ya simu, na huhitaji akaunti.',
  whistleAnonymity2:
    'Faili hubeba maelezo yaliyofichwa: picha na video huonyesha mahali zilipopigwa na simu iliyotumika, na nyaraka huonyesha jina la mwandishi na shirika lake. Tunaondoa maelezo haya kabla mtu yeyote hajasoma faili zako, isipokuwa ukichagua kuacha faili kama zilivyo kabisa. Faili za zamani za Word na Excel (.doc, .xls) na video za WebM haziwezi kusafishwa: fomu itakuambia ukichagua faili ya aina hiyo.',
  whistleAnonymity3:
    'Hakuna tovuti inayoweza kuficha kila kitu. Mwajiri, shule, cyber au kampuni ya simu wanaweza kuona tovuti ambazo kifaa kinatembelea. Ripoti ukitumia kifaa na mtandao unaouamini, si kompyuta ya kazini wala mtandao wa pamoja.',
  whistleAnonymity4: 'Unachoandika kinaweza kukutambulisha. Ikiwa ni watu wachache tu wanaojua jambo fulani, fikiria kwanza kama ni salama kuliandika.',
  whistleReceiptTitle: 'Namba ya risiti ni ya nini',
  whistleReceipt1: 'Ukituma ripoti, unapata namba ya risiti yenye tarakimu 16. Inaonyeshwa mara moja tu.',
  whistleReceipt2: 'Kwa namba hii unaweza kuona hatua ambayo ripoti yako imefikia, kusoma na kujibu maswali ya afisa wa kesi, na kuongeza ushahidi, bila kufichua wewe ni nani.',
  whistleReceipt3: 'Iweke mahali salama. Kwa kuwa hatujui wewe ni nani, hatuwezi kukutumia tena wala kukurejeshea ikipotea.',
  whistleDeviceTitle: 'Kuripoti kwa simu ya pamoja au ya kuazima',
  whistleDeviceIntro:
    'Hatuhifadhi kumbukumbu yoyote inayokuunganisha na ripoti, lakini simu unayotumia inaweza kufanya hivyo. Iwapo mtu mwingine anaweza kuichukua simu hiyo, au anakuangalia unapoitumia:',
  whistleDevice1:
    'Tumia kichupo cha faragha (incognito) kwenye kivinjari, na ukifunge ukimaliza: tovuti hii, ulichoandika na namba yako ya risiti havitabaki kwenye historia yake.',
  whistleDevice2: 'Usipige picha ya skrini wala picha ya namba ya risiti kwa simu hiyo, na usijitumie kwa SMS au WhatsApp. Iandike kwenye karatasi na uihifadhi mahali salama.',
  whistleDevice3:
    'Picha unazoambatisha hubaki kwenye albamu ya picha ya simu baada ya kuzituma. Zifute kwenye albamu, na kwenye sehemu ya picha zilizofutwa hivi karibuni, ikiwa simu si yako peke yako.',
  whistleDevice4:
    'Anayelipia data ya simu, au anayeendesha Wi-Fi unayotumia (mwajiri, shule, mgahawa wa intaneti), anaweza kuona kwamba simu ilitembelea tovuti hii, ingawa hawezi kuona ulichotuma. Tumia mtandao unaouamini ukiweza.',
  whistleDevice5: 'Usiingie kwenye akaunti yoyote kwenye simu ya pamoja ili kuripoti: ripoti isiyo na jina haihitaji akaunti.',
  whistleWhoTitle: 'Nani anashughulikia ripoti',
  whistleWho1:
    'Ripoti zinasomwa na maafisa wa kesi wa Uwazi Hub, timu ndogo iliyopata mafunzo. Ni wao tu wanaoweza kufungua ripoti na faili zake, na kila hatua wanayochukua inarekodiwa.',
  whistleWho2:
    'Maafisa wa kesi hawafungui mashtaka. Ripoti inapohitaji uchunguzi, wanaipeleka kwa taasisi husika ya umma: Tume ya Maadili na Kupambana na Ufisadi (EACC), Ofisi ya Mkaguzi Mkuu wa Hesabu, au Ofisi ya Ombudsman (Tume ya Haki ya Kiutawala).',
  whistleWho3: 'Uamuzi wowote utakaofanywa, unaweza kuusoma kwa namba yako ya risiti.',
  whistleComplaintNote: 'Badala yake, unataka kujibiwa kwa barua pepe au simu kuhusu tatizo la huduma?',
  whistleComplaintLink: 'Wasilisha lalamiko',
};
