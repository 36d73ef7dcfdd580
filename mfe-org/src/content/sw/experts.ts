/** Kiswahili text of the Experts page; the structure matches ../experts.ts. */
import type { PageContent } from '../../components/ContentPage';

export const experts: PageContent = {
  title: 'Wataalamu',
  intro:
    'Wahasibu, wataalamu wa ununuzi wa umma, wanasheria, wahandisi na wapangaji wa miji: ujuzi wako unaweza kumsaidia mkazi kuelewa kipengele cha bajeti, mkataba, au barabara iliyojengwa nusu.',
  sections: [
    {
      heading: 'Jinsi wataalamu wanavyosaidia',
      items: [
        {
          title: 'Jibu maswali katika huduma ya Maswali kwa wataalamu',
          text: 'Wananchi huweka miadi ya vikao vifupi ili kuuliza kuhusu bajeti, zabuni, au jinsi ya kuandika maoni rasmi ya maandishi. Wewe ndiye unayechagua siku na saa ambazo uko tayari.',
        },
        {
          title: 'Kagua miongozo yetu',
          text: 'Hakikisha kwamba maelezo yetu kuhusu fedha za umma, ununuzi wa umma na sheria ni sahihi na yanaeleweka kabla hatujayachapisha.',
        },
        {
          title: 'Tathmini mradi',
          text: 'Wahandisi na wakadiriaji majenzi (quantity surveyors) wanaweza kuangalia nyaraka na picha za mradi uliokwama na kutuambia kama maendeleo ya kazi yanalingana na malipo yaliyofanywa.',
        },
        {
          title: 'Fundisha katika warsha',
          text: 'Ongoza kikao kwa wakazi, wanahabari au wafanyakazi wa kaunti kuhusu mada unayoijua vizuri.',
        },
      ],
    },
    {
      heading: 'Tunachotarajia kutoka kwako',
      list: [
        'Toa taarifa za jumla, si ushauri rasmi wa kisheria au wa kifedha, na useme hivyo swali linapohitaji mtu amtafute mtaalamu na kumlipa kwa huduma hiyo.',
        'Usiegemee upande wowote wa kisiasa, na utaje maslahi yoyote uliyo nayo katika kaunti, shirika au kampuni unayoulizwa kuihusu.',
        'Tunza siri ya yale ambayo wananchi wanakuambia, na kamwe usimuulize mtu kama amewasilisha ripoti.',
      ],
    },
    {
      heading: 'Kujiunga na mtandao wa wataalamu',
      steps: [
        'Tuandikie kupitia ukurasa wa mawasiliano ukitaja fani yako, uzoefu wako na muda unaoweza kutoa.',
        'Tunapanga mazungumzo mafupi kwa simu ili tukubaliane kuhusu mada utakazoshughulikia.',
        'Wasifu wako ukishaongezwa, wananchi wanaweza kuweka miadi nawe kupitia huduma ya Maswali kwa wataalamu.',
      ],
    },
  ],
  related: [
    { to: '/community/expert-qa', label: 'Maswali kwa wataalamu' },
    { to: '/volunteer', label: 'Jitolee' },
    { to: '/workshops', label: 'Warsha' },
  ],
  callToAction: { text: 'Ungependa kushiriki ujuzi wako?', to: '/contact-us', label: 'Jiunge na mtandao wetu wa wataalamu' },
};
