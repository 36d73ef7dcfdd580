/** Kiswahili text of the Journalists page; the structure matches ../journalism.ts. */
import type { PageContent } from '../../components/ContentPage';

export const journalism: PageContent = {
  title: 'Wanahabari',
  intro:
    'Waandishi wa habari, wahariri na watangazaji wa vituo vya redio za jamii hutumia data na miongozo yetu kufuatilia bajeti za kaunti na miradi ya serikali. Haya ndiyo tunayotoa na jinsi tunavyofanya kazi na vyombo vya habari.',
  sections: [
    {
      heading: 'Unachoweza kutumia',
      list: [
        'Kurasa za kaunti, maeneo bunge na wadi zenye takwimu za idadi ya watu, bajeti na miradi, pamoja na vyanzo vyake, ambazo unaweza kunukuu.',
        'Data huria ya kupakua katika muundo wa CSV na JSON, ili uweze kufanya uchambuzi wako mwenyewe.',
        'Maelezo kwa lugha rahisi kuhusu mzunguko wa bajeti, ununuzi wa umma na haki ya kupata habari, ambayo unaweza kunukuu ukitutaja kama chanzo.',
        'Maelezo mafupi kwa wanahabari kabla ya hatua kuu za bajeti, kama vile kuwasilishwa kwa makadirio ya bajeti ya kaunti katika bunge la kaunti.',
      ],
      links: [
        { to: '/data-access', label: 'Kupata data' },
        { to: '/resources/publications', label: 'Machapisho' },
        { to: '/resources/knowledge', label: 'Kituo cha Maarifa' },
      ],
    },
    {
      heading: 'Tusichotoa kamwe',
      paragraphs: [
        'Hatuwapi wanahabari utambulisho, maelezo ya mawasiliano wala nyaraka za mtu yeyote aliyeturipotia, na hatuthibitishi kama mtu fulani aliwasilisha ripoti. Mtoa habari akitaka kuzungumza na vyombo vya habari, ataamua hilo mwenyewe.',
        'Tunaweza kueleza tulichogundua kuhusu taasisi fulani baada ya kufanya ukaguzi wetu wenyewe, baada ya kuondoa maelezo ya mtoa habari.',
      ],
    },
    {
      heading: 'Mafunzo kwa vyumba vya habari',
      paragraphs: [
        'Tunaendesha warsha kwa wanahabari walioko katika kaunti kuhusu kusoma makadirio ya bajeti, kupata matangazo ya zabuni za ununuzi wa umma, na kuwasilisha maombi chini ya Sheria ya Upatikanaji wa Habari ya mwaka 2016 (Access to Information Act, 2016). Vyombo vya habari na vyuo vya uanahabari vinaweza kuomba kipindi cha mafunzo kwa ajili ya timu yao.',
      ],
    },
    {
      heading: 'Maswali kutoka kwa vyombo vya habari',
      paragraphs: [
        'Kwa mahojiano, maoni au msaada kuhusu takwimu fulani kwenye tovuti, iandikie timu yetu ya vyombo vya habari kupitia ukurasa wa mawasiliano. Tueleze muda wako wa mwisho na tutajitahidi kuufikia. Ukipata kosa katika data yetu, tujulishe: tunalirekebisha na kuonyesha tarehe ya marekebisho.',
      ],
    },
  ],
  related: [
    { to: '/news', label: 'Habari' },
    { to: '/blogs', label: 'Blogu' },
    { to: '/workshops', label: 'Warsha' },
  ],
  callToAction: { text: 'Unaandaa habari kuhusu pesa za umma?', to: '/contact-us', label: 'Wasiliana na timu yetu ya vyombo vya habari' },
};
