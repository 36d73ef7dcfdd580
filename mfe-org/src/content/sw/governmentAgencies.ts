/** Kiswahili text of the Government Agencies page; the structure matches ../governmentAgencies.ts. */
import type { PageContent } from '../../components/ContentPage';

export const governmentAgencies: PageContent = {
  title: 'Mashirika ya Serikali',
  intro:
    'Serikali za kaunti, mabunge ya kaunti, na wizara, idara na mashirika ya serikali ya kitaifa: nyote mnaweza kutumia tovuti hii kuchapisha taarifa zenu, kusikia kutoka kwa wakazi na kuonyesha kazi yenu hadharani.',
  sections: [
    {
      heading: 'Kutimiza wajibu wenu hadharani',
      paragraphs: [
        'Taasisi za umma zinapaswa kuchapisha taarifa zao bila kusubiri kuombwa, kwa mujibu wa Sheria ya Upatikanaji wa Habari ya mwaka 2016 (Access to Information Act, 2016) na Kifungu cha 35 cha Katiba. Mabunge ya kaunti yanapaswa kuwezesha ushiriki wa umma (Kifungu cha 196), na fedha za umma zinapaswa kusimamiwa kwa uwazi na uwajibikaji, wananchi wakishirikishwa katika masuala ya kifedha (Kifungu cha 201). Tovuti hii inawapa mahali ambapo wakazi tayari wanatembelea.',
      ],
    },
    {
      heading: 'Tunachotoa kwa ofisi za umma',
      list: [
        'Kuchapisha orodha za miradi, bajeti na taarifa za maendeleo ya kazi kwa namna ambayo wakazi wanaweza kusoma na kupakua.',
        'Kutangaza vikao vya ushiriki wa umma na vikao vya bajeti kwa wakazi wa wadi zinazohusika.',
        'Kukusanya maswali ya maandishi kabla ya mkutano wa hadhara, ili maafisa waweze kuandaa majibu ya kweli.',
        'Mafunzo kwa maafisa wa upatikanaji wa habari na kwa timu za ushiriki wa umma.',
      ],
    },
    {
      heading: 'Tusichofanya',
      paragraphs: [
        'Kufanya kazi nasi hakumaanishi kwamba tutaandika habari zinazowapendelea. Tunaendelea kuchapisha tunachogundua, hata kuhusu ofisi tunazoshirikiana nazo, na kamwe hatutoi ripoti wala utambulisho wa mtu yeyote aliyeripoti. Ripoti za ufisadi zinazohitaji uchunguzi hupelekwa kwa taasisi zenye mamlaka hayo, kama vile Tume ya Maadili na Kupambana na Ufisadi (EACC).',
      ],
    },
    {
      heading: 'Kujibu maswali ya wananchi',
      paragraphs: [
        'Wakazi wanapouliza swali kuhusu ofisi yenu katika mkutano wa hadhara au kwenye jukwaa, tunawatumia swali hilo kwa maandishi. Tunachapisha jibu lenu pamoja na jina la ofisi na tarehe lilipowasili, na pia tunasema hadharani jibu lisipokuja.',
      ],
    },
  ],
  related: [
    { to: '/mda', label: 'Wizara na mashirika ya serikali' },
    { to: '/townhall-meetings', label: 'Mikutano ya hadhara' },
    { to: '/data-access', label: 'Kupata data' },
  ],
  callToAction: { text: 'Mngependa kuchapisha taarifa za ofisi yenu kwenye tovuti hii?', to: '/contact-us', label: 'Wasiliana nasi' },
};
