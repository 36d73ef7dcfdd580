/** Kiswahili text of the Volunteer page; the structure matches ../volunteer.ts. */
import type { PageContent } from '../../components/ContentPage';

export const volunteer: PageContent = {
  title: 'Kujitolea',
  intro: 'Toa saa chache kila mwezi kuwasaidia majirani zako kufuatilia pesa za umma. Huhitaji kuwa mhasibu au wakili — unahitaji kuwa mdadisi, makini na tayari kujifunza.',
  sections: [
    {
      heading: 'Njia za kujitolea',
      items: [
        {
          title: 'Mfuatiliaji wa miradi ya wadi',
          text: 'Tembelea miradi ya umma katika wadi yako, linganisha unachokiona na bajeti na mkataba ulio kwenye tovuti, na uongeze picha na maelezo yenye tarehe. Wafuatiliaji hupata mafunzo mafupi kuhusu usalama na kuhusu mambo ya kurekodi.',
        },
        {
          title: 'Mjitolea wa data',
          text: 'Saidia kubadilisha vitabu vya bajeti vilivyochapishwa, matangazo ya ununuzi wa umma na ripoti za ukaguzi kuwa data iliyopangwa. Kila kipengele hukaguliwa na mjitolea wa pili kabla ya kuchapishwa.',
        },
        {
          title: 'Mwezeshaji wa jamii',
          text: 'Saidia kuendesha warsha na vikao vya mikutano ya hadhara katika eneo lako: kuweka nafasi ya ukumbi, kuwakaribisha washiriki, kutafsiri kwa Kiswahili au lugha ya eneo hilo, na kukusanya maswali kwa ajili ya maafisa.',
        },
        {
          title: 'Mjitolea mwenye ujuzi maalum',
          text: 'Wasanidi programu, wabunifu, watafsiri, wahasibu na mawakili wanaweza kutoa muda wao wa kitaaluma kwa kazi mahususi, kuanzia kujaribu tovuti kwenye simu za bei nafuu hadi kukagua mwongozo.',
        },
      ],
    },
    {
      heading: 'Tunachowaomba wanaojitolea',
      list: [
        'Fuata kanuni zetu za maadili: usiegemee upande wowote wa kisiasa, uwe na heshima na usahihi.',
        'Kamwe usijaribu kumtambua, kuwasiliana naye au kumchunguza mtu aliyewasilisha ripoti. Ripoti hushughulikiwa tu na maafisa wa kesi waliopata mafunzo.',
        'Weka usalama wako mbele. Usiingie kwenye eneo la ujenzi wala kumkabili mtu yeyote; rekodi tu kile unachoweza kuona ukiwa mahali pa umma.',
        'Eleza mgongano wowote wa maslahi, kama vile mwanafamilia anayefanya kazi katika serikali ya kaunti au kwa mkandarasi ambaye ungemfuatilia.',
      ],
    },
    {
      heading: 'Unachopata',
      paragraphs: [
        'Mafunzo ya bure kuhusu kusoma bajeti, kufuatilia ununuzi wa umma na kuweka kumbukumbu kwa usalama; cheti kwa mafunzo uliyoyakamilisha; na nafasi ya kukutana na wengine katika kaunti yako wanaojali jinsi pesa za umma zinavyotumika.',
      ],
    },
    {
      heading: 'Jinsi ya kuanza',
      steps: [
        'Jisajili bila malipo ili tuweze kukutumia tarehe za mafunzo.',
        'Hudhuria warsha ya utangulizi, mtandaoni au ana kwa ana.',
        'Tuandikie ukitaja kaunti unayoishi na aina ya kujitolea inayokufaa; mratibu wetu wa wanaojitolea atakujibu ndani ya siku mbili za kazi.',
      ],
    },
  ],
  related: [
    { to: '/workshops', label: 'Warsha' },
    { to: '/core-values', label: 'Maadili yetu ya msingi' },
    { to: '/experts', label: 'Wataalamu' },
  ],
  callToAction: { text: 'Uko tayari kusaidia? Tuambie unakoishi na ungependa kufanya nini.', to: '/contact-us', label: 'Wasiliana na mratibu wetu wa wanaojitolea' },
};
