/** Kiswahili text of the News page; the structure matches ../news.ts. */
import { site } from '@civic/shared';
import type { PageContent } from '../../components/ContentPage';

export const news: PageContent = {
  title: 'Habari',
  intro: `Habari mpya kuhusu ${site.name}: tulichozindua, tulichobadilisha na tunachoshughulikia baadaye. Za karibuni zaidi ziko juu.`,
  sections: [
    {
      heading: 'Habari za karibuni',
      items: [
        {
          title: 'Sera ya faragha imesasishwa',
          date: '2026-10-01',
          text: 'Tumeandika upya sera yetu ya faragha kwa lugha rahisi zaidi. Sasa inaeleza hasa kinachohifadhiwa kwenye kivinjari chako, jinsi tunavyoweka kikomo cha idadi ya maombi bila kuhifadhi anwani za IP, na mipaka ya kuripoti bila kujitambulisha unapotumia kifaa au mtandao usiodhibitiwa na wewe.',
        },
        {
          title: 'Ukurasa wa machapisho sasa una utafutaji na vichujio',
          date: '2026-06-18',
          text: 'Ukurasa wa machapisho sasa unakuwezesha kutafuta katika vichwa na maelezo, na kuchuja kwa muhtasari wa sera, miongozo na mbinu bora. Kila waraka unaweza kupakuliwa moja kwa moja, na ukubwa wa faili unaonyeshwa ili ukadirie gharama ya data kabla ya kupakua.',
        },
        {
          title: 'Orodha ya wizara, idara na mashirika ya serikali',
          date: '2026-03-09',
          text: 'Orodha mpya inaonyesha wizara za kitaifa pamoja na idara na mashirika yake, na viungo vya huduma zao kwa umma, kwa kutumia Kenya eCitizen Services Dataset. Inakusaidia kujua ni ofisi gani inayohusika kabla ya kuandika lalamiko au ombi la habari.',
        },
        {
          title: 'Data huria ya kupakua',
          date: '2025-08-27',
          text: 'Orodha za kaunti, maeneo bunge na wadi sasa zinaweza kupakuliwa katika muundo wa CSV na JSON kutoka kwenye kurasa zinazozionyesha, pamoja na chanzo na leseni ya kila seti ya data. Wanahabari na watafiti waliiomba huduma hii kuliko huduma nyingine yoyote.',
        },
        {
          title: 'Data ya mahali sasa inaondolewa kwenye picha za ushahidi',
          date: '2025-04-14',
          text: 'Picha zinazoambatishwa kwenye ripoti zinazotumwa bila kujitambulisha sasa huondolewa mahali zilipopigwa (GPS) na maelezo ya kamera kabla ya kuhifadhiwa, isipokuwa mtu achague vinginevyo. Wanaoripoti wanaohitaji faili asili kama ushahidi wanaweza kuchagua kuihifadhi ilivyo.',
        },
        {
          title: 'Kila wadi kwenye ramani',
          date: '2024-11-05',
          text: 'Tovuti sasa inajumuisha kaunti zote 47, maeneo bunge 290 na wadi 1,450, ili miradi na ripoti ziweze kuunganishwa na wadi zinakotokea.',
        },
        {
          title: 'Ofisi yetu ya pili yafunguliwa Ohio',
          date: '2024-05-20',
          text: 'Ofisi ndogo mjini Columbus, Ohio sasa inaratibu wahandisi wetu wanaojitolea na kazi yetu pamoja na washirika wa kimataifa. Maamuzi kuhusu kesi za Kenya yanabaki mikononi mwa timu yetu ya Kenya.',
        },
        {
          title: 'Njia ya kuripoti bila kujitambulisha yazinduliwa',
          date: '2023-07-03',
          text: 'Wananchi sasa wanaweza kuripoti ufisadi bila kutaja majina yao, na kufuatilia ripoti yao kwa namba ya risiti. Njia za kuripoti hazirekodi wala kuhifadhi anwani za IP.',
        },
        {
          title: 'Warsha za kwanza za kusoma bajeti',
          date: '2023-02-16',
          text: 'Tuliendesha warsha zetu za kwanza kuhusu kusoma makadirio ya bajeti ya kaunti, kwa wakazi waliokuwa wakijiandaa kushiriki katika vikao vya bajeti. Masomo ya kozi hiyo sasa yako katika Kituo chetu cha Maarifa.',
        },
        {
          title: 'Kuanzishwa kwetu',
          date: '2022-09-12',
          text: `${site.name} ilianzishwa jijini Nairobi na kikundi cha watu wanaojitolea waliotaka habari za bajeti na miradi ya kaunti ziweze kusomwa na kueleweka na wakazi wanaoathiriwa nazo.`,
        },
      ],
    },
  ],
  related: [
    { to: '/blogs', label: 'Blogu' },
    { to: '/about', label: 'Historia yetu' },
    { to: '/journalism', label: 'Kwa wanahabari' },
  ],
  callToAction: {
    text: 'Pata habari kama hizi kupitia barua pepe fupi kila mwezi — andika barua pepe yako kwenye kisanduku cha jarida kilicho chini ya kila ukurasa, au jisajili ili ufuatilie miradi.',
    to: '/auth/signup',
    label: 'Jisajili bila malipo',
  },
};
