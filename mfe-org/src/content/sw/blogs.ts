/** Kiswahili text of the Blogs page; the structure matches ../blogs.ts. */
import type { PageContent } from '../../components/ContentPage';

export const blogs: PageContent = {
  title: 'Blogu',
  intro:
    'Maelezo na miongozo ya vitendo kutoka kwa timu yetu: jinsi pesa za umma zinavyotolewa na kutumika, jinsi ya kusoma nyaraka zinazozifuatilia, na jinsi ya kupaza sauti bila kujiweka hatarini.',
  sections: [
    {
      heading: 'Makala za hivi karibuni',
      items: [
        {
          title: 'Maswali matano ya kuuliza kwenye kikao cha umma cha bajeti ya kaunti',
          date: '2026-04-08',
          text: 'Ni miradi ipi ya wadi hii iliyokuwa kwenye bajeti ya mwaka jana, na kazi yake ilifika wapi? Ni kiasi gani cha bajeti ya maendeleo kilichotumika kwa kweli? Ni miradi ipi mipya inayopendekezwa, na iko wapi katika mpango wa maendeleo wa kaunti? Nani atatunza kile kitakachojengwa? Bajeti ya mwisho itachapishwa lini, na wakazi wataonaje ni maoni yapi yaliyozingatiwa? Beba maswali haya, na uombe nyaraka husika kabla ya siku ya kikao.',
        },
        {
          title: 'Ripoti za Msimamizi wa Bajeti zinakuambia nini',
          date: '2025-11-19',
          text: 'Msimamizi wa Bajeti (Controller of Budget) huidhinisha utoaji wa pesa kutoka kwenye hazina za umma, na mara kwa mara huchapisha ripoti zinazotathmini utekelezaji wa bajeti za serikali ya kitaifa na serikali za kaunti. Ripoti hizo zinaonyesha kila kaunti ilipokea kiasi gani, ilitumia kiasi gani kwa mishahara, kwa shughuli za kawaida na kwa maendeleo, na wapi matumizi hayakufikia kiasi kilichopangwa. Angalia kiwango cha matumizi ya bajeti ya maendeleo (development absorption rate): kiwango cha chini mara nyingi humaanisha kwamba miradi ya wadi yako imekwama.',
        },
        {
          title: 'Kusoma maoni ya ukaguzi wa hesabu',
          date: '2025-06-02',
          text: 'Mkaguzi Mkuu wa Hesabu (Auditor-General) hutoa maoni kuhusu kila seti ya hesabu anazokagua. Maoni yasiyo na kasoro (unqualified) yanamaanisha hesabu zinaonyesha hali halisi kwa haki. Maoni yenye kasoro (qualified) yanamaanisha kuna matatizo mahususi. Maoni hasi (adverse) yanamaanisha hesabu kwa jumla zinapotosha. Kukataa kutoa maoni (disclaimer) kunamaanisha mkaguzi hakuweza kupata ushahidi wa kutosha hata kutoa maoni. Aya za “msingi wa maoni” (basis for opinion) zinaeleza sababu, na mara nyingi hapo ndipo habari halisi ilipo.',
        },
        {
          title: 'Jinsi zabuni inavyogeuka kuwa mkataba',
          date: '2024-09-23',
          text: 'Chini ya Sheria ya Ununuzi wa Umma na Uondoaji wa Mali ya mwaka 2015 (Public Procurement and Asset Disposal Act, 2015), kila ununuzi unapaswa kwanza kuwemo katika mpango wa ununuzi na katika bajeti. Zabuni ya wazi ndiyo njia ya kawaida: zabuni hutangazwa, zabuni zilizowasilishwa hufunguliwa hadharani, kamati ya tathmini huzipa alama, kisha afisa msimamizi wa hesabu (accounting officer) hutoa mkataba na kumjulisha kila aliyeomba zabuni. Kila hatua huacha waraka; mwongozo wetu unaonyesha mahali pa kuupata.',
        },
        {
          title: 'Kujilinda unaporipoti',
          date: '2024-02-12',
          text: 'Ripoti ukitumia simu au kompyuta na mtandao unaouamini, si kompyuta ya kazini. Usiweke maelezo ambayo ni wewe peke yako ungeweza kuyajua. Weka namba yako ya risiti ya siri kwako mwenyewe, na usiwaambie wafanyakazi wenzako kwamba umeripoti. Njia zetu za kuripoti hazihifadhi anwani yako ya IP, lakini mtandao unaoutumia bado unaweza kuona kwamba ulitembelea tovuti hii.',
        },
        {
          title: 'Ugatuzi baada ya miaka kumi: wakazi wanaweza kudai nini',
          date: '2023-05-30',
          text: 'Kifungu cha 174 cha Katiba kinaeleza kwa nini Kenya iligatua mamlaka: kuwapa wananchi mamlaka ya kujiongoza, kuongeza ushiriki wao, na kuleta huduma karibu nao. Malengo hayo pia ni orodha ya kukagua. Kuhusu kila mradi wa kaunti, uliza: je, unaleta huduma karibu na watu wanaoihitaji, na je, wao waliulizwa maoni yao?',
        },
        {
          title: 'Kwa nini tulianza na bajeti',
          date: '2022-11-14',
          text: 'Bajeti ni ahadi iliyoandikwa kwa tarakimu. Kabla mtu yeyote hajauliza kama mradi ulijengwa vizuri, anahitaji kujua kwamba ulipangwa na ukalipiwa. Ndiyo sababu kazi yetu ya kwanza ilikuwa kufanya makadirio ya bajeti za kaunti yaweze kutafutwa na kusomeka kwa urahisi.',
        },
      ],
    },
  ],
  related: [
    { to: '/resources/knowledge', label: 'Kituo cha Maarifa (Knowledge Hub)' },
    { to: '/news', label: 'Habari' },
    { to: '/resources/publications', label: 'Machapisho' },
  ],
  callToAction: { text: 'Ungependa kujifunza haya pamoja na wengine, kwa mazoezi?', to: '/workshops', label: 'Jiunge na warsha' },
};
