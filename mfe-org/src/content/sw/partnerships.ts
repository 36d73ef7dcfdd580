/** Kiswahili text of the Partnerships page; the structure matches ../partnerships.ts. */
import type { PageContent } from '../../components/ContentPage';

export const partnerships: PageContent = {
  title: 'Ushirikiano',
  intro:
    'Tunafanya kazi na mashirika ya kijamii, vyuo vikuu, vyombo vya habari, kampuni za teknolojia na taasisi za umma zinazoshiriki lengo letu: matumizi ya rasilimali za umma yaliyo wazi na yenye uwajibikaji.',
  sections: [
    {
      heading: 'Tunaoshirikiana nao',
      items: [
        {
          title: 'Mashirika ya kijamii na ya kidini',
          text: 'Vikundi ambavyo tayari vinaaminiwa katika wadi hutusaidia kuwafikia wakazi, kuandaa warsha na kukusanya maswali kwa ajili ya mikutano ya hadhara.',
        },
        {
          title: 'Vyuo vikuu na watafiti',
          text: 'Wanafunzi na watafiti hutumia data yetu huria na hutusaidia kuiboresha; tunaandaa pamoja nao utafiti kuhusu fedha za umma katika ngazi ya kaunti.',
        },
        {
          title: 'Vyombo vya habari',
          text: 'Vyumba vya habari na vituo vya redio za jamii hutumia data na mafunzo yetu kuripoti kuhusu bajeti na miradi.',
        },
        {
          title: 'Washirika wa teknolojia',
          text: 'Kampuni hutoa huduma au muda wa wahandisi wao bila malipo, chini ya kanuni zilezile za uhuru zinazomhusu mfadhili mwingine yeyote.',
        },
      ],
    },
    {
      heading: 'Kanuni zetu za ushirikiano',
      list: [
        'Uhuru: hakuna mshirika anayeidhinisha tunachochapisha, wala anayeona ripoti yoyote au maelezo ya mtu aliyeripoti.',
        'Uwazi: tunaorodhesha washirika wetu na kile ambacho kila ushirikiano unahusu.',
        'Kutoegemea upande wowote wa kisiasa: hatushirikiani na vyama vya siasa, wagombea wala kampeni.',
        'Kuepuka mgongano wa maslahi: hatupokei msaada kutoka kwa kampuni zinazoshindania kandarasi za umma tunazofuatilia.',
      ],
    },
    {
      heading: 'Jinsi ya kupendekeza ushirikiano',
      steps: [
        'Iandikie timu yetu ya ushirikiano kupitia ukurasa wa mawasiliano, ukieleza kwa ufupi kuhusu shirika lako na wazo lako.',
        'Tunapanga mazungumzo ili tukubaliane kuhusu malengo, majukumu na jinsi tutakavyoshiriki matokeo.',
        'Tunatia sahihi makubaliano rahisi ya maandishi na kuongeza ushirikiano huo kwenye orodha yetu ya umma.',
      ],
    },
  ],
  related: [
    { to: '/international-organizations', label: 'Mashirika ya kimataifa' },
    { to: '/government-agencies', label: 'Mashirika ya serikali' },
    { to: '/donations', label: 'Saidia kazi yetu' },
  ],
  callToAction: { text: 'Una wazo la jinsi tunavyoweza kufanya kazi pamoja?', to: '/contact-us', label: 'Wasiliana na timu yetu ya ushirikiano' },
};
