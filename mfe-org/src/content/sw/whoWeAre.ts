/** Kiswahili text of the Who We Are page; the structure matches ../whoWeAre.ts. */
import type { PageContent } from '../../components/ContentPage';

export const whoWeAre: PageContent = {
  title: 'Sisi Ni Nani',
  intro:
    'Sisi ni shirika la Kenya la teknolojia kwa ajili ya wananchi, lililoanzishwa mwaka 2022, linaloweka habari za umma kuhusu kaunti, bajeti na miradi mahali ambapo wananchi wanaweza kuzitumia — na linalowapa watu njia salama ya kusema pesa za umma zinapopotea.',
  sections: [
    {
      heading: 'Tovuti iliyojengwa pamoja na wananchi',
      paragraphs: [
        'Ugatuzi uliweka mabilioni ya shilingi na huduma nyingi za umma mikononi mwa serikali 47 za kaunti. Hilo lilileta maamuzi karibu na wananchi, lakini habari zinazohitajika ili kuyafuatilia bado zimetawanyika katika vitabu vya bajeti, matangazo ya Gazeti Rasmi la Serikali (Kenya Gazette) na tovuti za zabuni ambazo wakazi wachache huwahi kuziona.',
        'Tunakusanya habari hizo mahali pamoja, tunazieleza kwa lugha rahisi, na tunaziunganisha na wadi unayoishi. Jambo likionekana kwenda kombo, unaweza kulieleza hapa — waziwazi, au bila kujitambulisha ikiwa kusema kutakuweka hatarini.',
      ],
    },
    {
      heading: 'Tunaowahudumia',
      list: [
        'Wakazi wanaotaka kujua kinachojengwa katika wadi yao na kama kazi inaendelea vizuri.',
        'Wafichuzi wa ufisadi ambao wameona hongo, zabuni zilizopandishwa bei au miradi hewa, na wanahitaji njia salama ya kuripoti.',
        'Wanahabari, watafiti na mashirika ya kiraia wanaohitaji data ya kuaminika wanayoweza kupakua.',
        'Maafisa wa kaunti na wawakilishi wa wadi (MCA) wanaotaka kuonyesha kazi yao hadharani.',
      ],
    },
    {
      heading: 'Jinsi tulivyo huru',
      paragraphs: [
        'Hatuko chini ya serikali yoyote, chama chochote cha siasa wala mkandarasi yeyote. Tunachapisha tunakopata ufadhili wetu, na hakuna mfadhili anayeweza kuhariri tunachochapisha wala kuona nani aliripoti nini.',
      ],
    },
  ],
  related: [
    { to: '/why', label: 'Kwa nini tupo' },
    { to: '/how', label: 'Jinsi tunavyofanya kazi' },
    { to: '/vision-mission', label: 'Dira na dhamira' },
    { to: '/our-team', label: 'Uongozi wetu' },
  ],
  callToAction: {
    text: 'Ungependa kutusaidia kuhakikisha rasilimali za umma zinatumika kwa uwajibikaji?',
    to: '/volunteer',
    label: 'Ona jinsi unavyoweza kushiriki',
  },
};
