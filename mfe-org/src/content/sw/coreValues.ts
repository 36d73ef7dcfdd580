/** Kiswahili text of the Core Values page; the structure matches ../coreValues.ts. */
import type { ContentItem, PageContent } from '../../components/ContentPage';

/** The eight core values, in their agreed order. */
export const CORE_VALUES: ContentItem[] = [
  {
    title: 'Ukaribu',
    text: 'Tunafanya kazi karibu na watu tunaowahudumia: wadi kwa wadi, kwa lugha wanayoitumia, mahali wanapoishi. Ugatuzi ulileta serikali karibu na wananchi; sisi tunaleta taarifa pamoja nayo.',
  },
  {
    title: 'Uwazi',
    text: 'Tunaonyesha vyanzo vyetu, mbinu zetu, wafadhili wetu na makosa yetu. Tunazitaka taasisi za umma ziwe wazi, kwa hiyo nasi tunajipima kwa kiwango hicho hicho.',
  },
  {
    title: 'Uwajibikaji',
    text: 'Maafisa wa umma wanawajibika kwa umma kuhusu rasilimali wanazosimamia. Tunawasaidia wananchi kuuliza maswali, na sisi pia tunawajibika kwa kazi yetu wenyewe.',
  },
  {
    title: 'Uwezeshaji',
    text: 'Tunawapa wakazi maarifa, zana na ujasiri wa kuchukua hatua wao wenyewe, badala ya kuzungumza kwa niaba yao.',
  },
  {
    title: 'Ubunifu',
    text: 'Tunatumia teknolojia rahisi na ya kuaminika inayofanya kazi kwenye simu ya kawaida na mtandao wa polepole, na tunaendelea kuiboresha kutokana na yale ambayo watumiaji wanatuambia.',
  },
  {
    title: 'Uadilifu',
    text: 'Tunasema ukweli kuhusu tunachogundua, tunawalinda watu wanaotuamini kwa ripoti zao, na kamwe hatuachi uhuru wetu ili tupate nafasi ya kuwafikia wenye mamlaka au ili tupate pesa.',
  },
  {
    title: 'Ushirikiano',
    text: 'Tunafanya kazi na vikundi vya kijamii, wanahabari, wataalamu na taasisi za umma, kwa sababu hakuna shirika moja linaloweza kufuatilia kila shilingi peke yake.',
  },
  {
    title: 'Kuleta mabadiliko',
    text: 'Tunapima kazi yetu kwa kile kinachobadilika katika maisha ya wakazi — mradi uliokamilika, swali lililojibiwa, kesi iliyoshughulikiwa — si kwa wingi wa tunachochapisha.',
  },
];

export const coreValues: PageContent = {
  title: 'Maadili ya Msingi',
  intro: 'Maadili manane yanaongoza jinsi tunavyojenga tovuti hii, tunavyoshughulikia ripoti, na tunavyofanya kazi na wananchi na taasisi.',
  sections: [
    {
      heading: 'Tunachosimamia',
      items: CORE_VALUES,
    },
    {
      heading: 'Maadili yetu katika vitendo',
      paragraphs: [
        'Maadili yetu ndiyo kipimo tunachotumia tunapofanya maamuzi magumu: kama tuchapishe jambo tulilogundua, kama tukubali ruzuku, au jinsi ya kushughulikia ripoti inayoweza kumtambulisha aliyeituma. Maadili mawili yanapovutana, usalama wa watu wanaotuletea ripoti hutangulia.',
        'Ukiona tumeshindwa kutimiza lolote kati ya maadili haya, tuambie. Tunasoma kila ujumbe na, pale tunapoweza, tunajibu rasmi na hadharani.',
      ],
    },
  ],
  related: [
    { to: '/vision-mission', label: 'Maono na dhamira' },
    { to: '/how', label: 'Jinsi tunavyofanya kazi' },
    { to: '/our-team', label: 'Uongozi wetu' },
  ],
  callToAction: { text: 'Tuambie ni wapi tunaweza kufanya vizuri zaidi.', to: '/contact-us', label: 'Wasiliana nasi' },
};
