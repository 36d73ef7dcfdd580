/** Kiswahili text of the International Organisations page; the structure matches ../internationalOrganizations.ts. */
import type { PageContent } from '../../components/ContentPage';

export const internationalOrganizations: PageContent = {
  title: 'Mashirika ya Kimataifa',
  intro:
    'Washirika wa maendeleo, mashirika ya kimataifa yanayoundwa na nchi nyingi, na mashirika ya kimataifa yasiyo ya kiserikali yanaunga mkono utawala na utoaji wa huduma nchini Kenya. Tunasaidia kuhakikisha kwamba miradi wanayofadhili inaonekana kwa wakazi ambao inalenga kuwahudumia.',
  sections: [
    {
      heading: 'Kwa nini mshirikiane nasi',
      paragraphs: [
        'Miradi mingi ya kaunti na ya kitaifa hufadhiliwa kwa sehemu na ruzuku na mikopo kutoka kwa washirika wa maendeleo. Mara nyingi wakazi hawajui kwamba mradi upo, unapaswa kuleta nini, au wamuulize nani unapokwama. Tunachapisha taarifa za miradi katika ngazi ya wadi na tunawapa wakazi njia ya kuripoti matatizo, jambo linalowapa wafadhili picha huru ya hali halisi mashinani.',
      ],
    },
    {
      heading: 'Tunachoweza kufanya pamoja',
      list: [
        'Kuchapisha miradi mnayofadhili kwenye tovuti hii, pamoja na bajeti zake, ratiba zake na mashirika yanayoitekeleza, ili wakazi waweze kuifuatilia.',
        'Kuendesha vikao vya ufuatiliaji wa kijamii na vya kupokea maoni katika wadi ambako miradi yenu inajengwa.',
        'Kutoa mafunzo kwa wafanyakazi wenu na kwa wanaopokea ruzuku zenu kuhusu kupokea maoni ya wananchi, kuripoti kwa usalama na data huria.',
        'Kuwashirikisha mienendo ya jumla inayojitokeza katika malalamiko ya wananchi kuhusu sekta mnazofanyia kazi, bila kumtambulisha mtu yeyote, na kamwe bila maelezo ya ripoti yoyote.',
      ],
    },
    {
      heading: 'Masharti yetu',
      paragraphs: [
        'Washirika wa kimataifa hufuata kanuni zile zile za uhuru wetu kama kila mfadhili: hawaoni ripoti wala walioripoti, hawana sauti juu ya tunachochapisha, na msaada tunaoupokea hutangazwa hadharani. Ofisi yetu ya Ohio huratibu kazi na washirika walio nje ya Kenya; maamuzi kuhusu kesi za Kenya hufanywa na timu yetu ya Kenya.',
      ],
    },
  ],
  related: [
    { to: '/patnerships', label: 'Ushirikiano' },
    { to: '/data-access', label: 'Kupata data' },
    { to: '/about', label: 'Historia yetu' },
  ],
  callToAction: { text: 'Mngependa wananchi wafuatilie miradi mnayofadhili?', to: '/contact-us', label: 'Zungumza na timu yetu ya ushirikiano' },
};
