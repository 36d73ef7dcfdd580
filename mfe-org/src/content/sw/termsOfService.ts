/** Kiswahili text of the Terms of Service page; the structure matches ../termsOfService.ts. */
import type { PageContent } from '../../components/ContentPage';

export const termsOfService: PageContent = {
  title: 'Masharti ya Huduma',
  intro: 'Kanuni za kutumia tovuti hii: unachoweza kutarajia kutoka kwetu, tunachotarajia kutoka kwako, na kinachotokea jambo linapoenda kombo.',
  lastUpdated: '2026-10-01',
  sections: [
    {
      heading: 'Kutumia tovuti',
      paragraphs: [
        'Mtu yeyote anaweza kusoma kurasa za umma, kupakua machapisho na data huria, na kuripoti ufisadi, akiwa na akaunti au bila akaunti. Baadhi ya huduma — kufuatilia miradi, arifa, mijadala ya jukwaa na kuweka miadi — zinahitaji akaunti, ambayo ni bure. Kwa kutumia tovuti hii unakubali masharti haya na sera yetu ya faragha.',
      ],
    },
    {
      heading: 'Akaunti yako',
      list: [
        'Toa maelezo sahihi na usimwambie mtu mwingine nenosiri lako. Unawajibika kwa yote yanayofanywa kwa kutumia akaunti yako.',
        'Mtu mmoja, akaunti moja. Mashirika yanapaswa kujisajili kupitia mtu mahususi anayetajwa kwa jina.',
        'Tujulishe mara moja ikiwa unadhani mtu mwingine ametumia akaunti yako.',
        'Unaweza kufunga akaunti yako wakati wowote kwa kutuandikia.',
      ],
    },
    {
      heading: 'Ripoti na malalamiko',
      list: [
        'Ripoti kwa nia njema kile ulichoona au unachojua. Ripoti za uongo zinazotolewa kwa makusudi huwadhuru watu wasio na hatia na hupoteza muda wa wanaochunguza kesi za kweli.',
        'Usipakie nyenzo ulizopata kwa kuvunja sheria, kama vile kwa kudukua akaunti. Badala yake, eleza mahali ushahidi unapoweza kupatikana.',
        'Sisi ndio tunaoamua ni ripoti zipi tunaweza kufuatilia na kwa njia gani. Kuwasilisha ripoti hakutufanyi kuwa wakili wako, wala hakuhakikishi kwamba taasisi ya usimamizi itachukua hatua.',
      ],
    },
    {
      heading: 'Jukwaa, maoni na maswali',
      paragraphs: [
        'Kuwa na heshima na usitoke nje ya mada ya rasilimali na huduma za umma. Usichapishe mashambulizi dhidi ya mtu binafsi, matamshi ya chuki, uchochezi, data za kibinafsi za watu wengine, au tuhuma dhidi ya mtu aliyetajwa kwa jina ambazo huwezi kuzithibitisha; badala yake, ripoti mambo hayo kupitia njia ya kuripoti, ambapo yanaweza kuchunguzwa kwa usalama.',
        'Tunaweza kuondoa jumbe zinazokiuka kanuni hizi na kusimamisha akaunti zinazozikiuka mara kwa mara. Tunapofanya hivyo, tunakueleza sababu.',
      ],
    },
    {
      heading: 'Maudhui na data yetu',
      paragraphs: [
        'Unaweza kunukuu na kushiriki maelezo na machapisho yetu ukitaja tovuti hii kama chanzo na kuweka kiungo cha ukurasa husika. Data huria inabaki na leseni ya chanzo chake, ambacho kimetajwa kwenye ukurasa wa Kupata data; tafadhali taja chanzo asili pamoja na sisi.',
        'Tunajitahidi kuhakikisha kwamba takwimu zetu ni sahihi na zina vyanzo, lakini data za umma zinaweza kuwa na makosa. Ukipata kosa, tujulishe na tutalirekebisha na kuonyesha tarehe ya marekebisho. Tovuti hii inatoa habari za jumla, si ushauri wa kisheria wala wa kifedha.',
      ],
      links: [{ to: '/data-access', label: 'Kupata data na kutaja vyanzo' }],
    },
    {
      heading: 'Upatikanaji wa tovuti na mabadiliko',
      paragraphs: [
        'Tunajitahidi kuhakikisha kwamba tovuti inapatikana, lakini mara nyingine huenda isipatikane kwa sababu ya matengenezo au kwa sababu zilizo nje ya uwezo wetu. Tunaweza kubadilisha masharti haya; tunapofanya mabadiliko muhimu, tunasasisha tarehe iliyo hapo juu na kuyatangaza kwenye ukurasa wa habari.',
      ],
    },
    {
      heading: 'Sheria na mizozo',
      paragraphs: [
        'Masharti haya yanaongozwa na sheria za Kenya. Ikiwa una lalamiko kuhusu tovuti hii, tafadhali tuandikie kwanza; matatizo mengi yanaweza kutatuliwa haraka kwa njia hiyo.',
      ],
    },
  ],
  related: [
    { to: '/privacy-policy', label: 'Sera ya faragha' },
    { to: '/faq', label: 'Maswali yanayoulizwa mara kwa mara' },
    { to: '/contact-us', label: 'Wasiliana nasi' },
  ],
};
