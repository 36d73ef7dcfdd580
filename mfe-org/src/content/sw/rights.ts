/** Kiswahili text of the Know Your Rights page; the structure matches ../rights.ts. */
import type { PageContent } from '../../components/ContentPage';

export const rights: PageContent = {
  title: 'Jua Haki Zako',
  intro:
    'Katiba ya Kenya ya 2010 na sheria zilizotungwa chini yake zinakupa haki ya kujua jinsi unavyotawaliwa, kushiriki katika maamuzi, na kulalamika maafisa wa umma wanapokuangusha. Hizi ndizo haki hizo na jinsi ya kuzitumia.',
  sections: [
    {
      heading: 'Haki yako ya kupata habari',
      paragraphs: [
        'Kifungu cha 35 kinampa kila mwananchi haki ya kupata habari zinazoshikiliwa na Serikali. Sheria ya Upatikanaji wa Habari ya mwaka 2016 (Access to Information Act, 2016) inaeleza jinsi ya kuitumia: kila shirika la umma lina afisa wa upatikanaji wa habari ambaye lazima ashughulikie ombi lako.',
      ],
      steps: [
        'Mwandikie ombi lako afisa wa upatikanaji wa habari wa ofisi iliyo na habari hizo. Eleza wazi unachotaka; si lazima useme kwa nini.',
        'Ofisi lazima iamue haraka iwezekanavyo na ndani ya siku 21. Ikiwa habari hizo zinahusu maisha au uhuru wa mtu, jibu linatakiwa ndani ya saa 48.',
        'Kuwasilisha ombi ni bure. Ofisi inaweza kutoza tu ada inayofaa kwa nakala.',
        'Ombi lako likikataliwa, likipuuzwa au likijibiwa kwa sehemu tu, unaweza kuiomba Tume ya Haki ya Utawala (Commission on Administrative Justice), inayojulikana pia kama Ombudsman, ikague uamuzi huo, ndani ya siku 30.',
      ],
      links: [{ to: '/resources/knowledge', label: 'Soma mwongozo wetu kuhusu maombi ya habari' }],
    },
    {
      heading: 'Haki yako ya kushiriki',
      paragraphs: [
        'Maadili ya kitaifa katika Kifungu cha 10 yanajumuisha demokrasia na ushiriki wa wananchi. Mabunge ya kaunti lazima yafanye vikao vyao hadharani na kuwezesha ushiriki wa umma katika kazi yao na ya kamati zao (Kifungu cha 196). Fedha za umma lazima zisimamiwe kwa uwazi, na umma ushirikishwe katika masuala ya fedha (Kifungu cha 201).',
        'Kwa vitendo, hii inamaanisha unaweza kuhudhuria vikao vya bajeti vya kaunti, kuwasilisha maoni ya maandishi kuhusu makadirio ya bajeti na miswada, na kuomba nyaraka zitolewe kabla ya jukwaa ili uweze kujiandaa.',
      ],
    },
    {
      heading: 'Haki yako ya kulalamika',
      list: [
        'Huduma duni, ucheleweshaji, matumizi mabaya ya mamlaka au kutendewa isivyo haki na ofisi ya umma: Tume ya Haki ya Utawala (Ombudsman).',
        'Hongo, ubadhirifu wa pesa, udanganyifu katika ununuzi wa umma na aina nyingine za ufisadi: Tume ya Maadili na Kupambana na Ufisadi (EACC).',
        'Matumizi mabaya ya pesa za umma yanayogunduliwa katika ukaguzi: ripoti za Ofisi ya Mkaguzi Mkuu wa Hesabu (Office of the Auditor-General) na za Msimamizi wa Bajeti (Controller of Budget), ambazo mabunge ya kaunti na Bunge lazima yazijadili.',
      ],
    },
    {
      heading: 'Haki zako unaporipoti kupitia kwetu',
      list: [
        'Unaweza kuripoti bila kujitambulisha. Kamwe haturekodi wala kuhifadhi anwani za IP kwenye njia za kuripoti.',
        'Data ya mahali huondolewa kwenye picha zinazoambatishwa kwenye ripoti zinazotumwa bila kujitambulisha.',
        'Kamwe hatutoi utambulisho wako wala maelezo yako ya mawasiliano kwa mamlaka yoyote, mwajiri au mwanahabari bila idhini yako, isipokuwa mahakama ikiamuru hivyo.',
        'Unaweza kufuatilia ripoti yako kwa namba ya risiti bila kufichua wewe ni nani.',
      ],
      links: [{ to: '/privacy-policy', label: 'Soma jinsi tunavyolinda data yako' }],
    },
    {
      heading: 'Tahadhari kuhusu usalama na ushauri',
      paragraphs: [
        'Sheria za Kenya zinawalinda baadhi ya watu wanaoripoti maovu kwa nia njema, lakini ulinzi huo haujakamilika. Fikiria usalama wako kabla ya kuripoti, na utumie kifaa na mtandao unaouamini. Ukurasa huu unatoa habari za jumla, si ushauri wa kisheria; kwa ushauri kuhusu hali yako mahususi, zungumza na wakili au uliza swali kupitia sehemu yetu ya maswali kwa wataalamu.',
      ],
    },
  ],
  related: [
    { to: '/whistleblower', label: 'Ripoti ufisadi' },
    { to: '/complaints', label: 'Wasilisha lalamiko' },
    { to: '/community/expert-qa', label: 'Uliza mtaalamu' },
  ],
  callToAction: { text: 'Umeona ufisadi au matumizi mabaya ya rasilimali za umma?', to: '/whistleblower', label: 'Ripoti kwa usalama' },
};
