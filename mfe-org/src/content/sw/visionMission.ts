/** Kiswahili text of the Vision & Mission page; the structure matches ../visionMission.ts. */
import type { PageContent } from '../../components/ContentPage';

export const visionMission: PageContent = {
  title: 'Dira na Dhamira',
  intro: 'Tunataka Kenya iwe wapi, tunachofanya kila siku ili kufika huko, na jinsi tutakavyojua kwamba tunapiga hatua.',
  sections: [
    {
      heading: 'Dira yetu',
      paragraphs: [
        'Kenya ambamo kila mwananchi anaweza kuona jinsi rasilimali za umma zinavyogawanywa na kutumika katika wadi yake, anaweza kuuliza maswali kuhusu matumizi hayo bila hofu, na anapata jibu.',
      ],
    },
    {
      heading: 'Dhamira yetu',
      paragraphs: [
        'Kuwawezesha wananchi kudai uwajibikaji kwa kufanya habari za fedha za umma na za miradi ziwe wazi, zieleweke na ziwahusu wakazi wa kila eneo; kwa kuwapa watu njia salama ya kuripoti ufisadi; na kwa kuwaunganisha wakazi na ofisi zinazopaswa kuwajibu.',
      ],
    },
    {
      heading: 'Malengo yetu',
      items: [
        {
          title: 'Habari wazi kwa kila wadi',
          text: 'Kuchapisha habari za bajeti, miradi na ukaguzi za kaunti zote 47, zikiunganishwa na maeneo bunge yao 290 na wadi 1,450, pamoja na chanzo cha kila takwimu.',
        },
        {
          title: 'Kuripoti kwa usalama',
          text: 'Kuendesha njia ya kuripoti ambayo watu wanaiamini: kuripoti bila kujitambulisha kwa yeyote anayechagua hivyo, anwani za IP hazihifadhiwi, ushahidi unalindwa, na kila anayeripoti anaweza kufuatilia kesi yake.',
        },
        {
          title: 'Ushiriki wenye ufahamu',
          text: 'Kuwasaidia wakazi kushiriki katika vikao vya bajeti vya kaunti na majukwaa ya ushiriki wa umma wakiwa na nyaraka na ujuzi wanaohitaji ili sauti zao zisikike.',
        },
        {
          title: 'Majibu kutoka kwa taasisi',
          text: 'Kupeleka kesi zenye ushahidi wa kutosha kwa taasisi za usimamizi na kufuatilia kinachotokea kwazo, ili kuripoti kulete hatua.',
        },
      ],
    },
    {
      heading: 'Jinsi tunavyopima hatua tunazopiga',
      list: [
        'Ni kaunti ngapi zina habari kamili na za sasa za bajeti na miradi kwenye tovuti.',
        'Ni ripoti ngapi zinafuatiliwa na walioziwasilisha, na ngapi zinafika kwa taasisi ya usimamizi.',
        'Ni wakazi wangapi wanahudhuria warsha zetu na baadaye kushiriki katika jukwaa la ushiriki wa umma.',
        'Ni maswali mangapi kati ya yale wananchi wanayouliza yanapata jibu la maandishi kutoka kwa ofisi inayohusika.',
      ],
    },
  ],
  related: [
    { to: '/core-values', label: 'Maadili ya msingi' },
    { to: '/about', label: 'Historia yetu' },
    { to: '/what', label: 'Tunachofanya' },
  ],
};
