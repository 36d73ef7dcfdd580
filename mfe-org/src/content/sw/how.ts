/** Kiswahili text of the How We Work page; the structure matches ../how.ts. */
import type { PageContent } from '../../components/ContentPage';

export const how: PageContent = {
  title: 'Jinsi Tunavyofanya Kazi',
  intro: 'Tunageuza nyaraka za umma kuwa taarifa ambazo mkazi anaweza kuzitumia, tunawalinda watu wanaopaza sauti, na tunapeleka maswali kwa ofisi zinazopaswa kuyajibu.',
  sections: [
    {
      heading: 'Kutoka nyaraka za umma hadi lugha rahisi',
      paragraphs: [
        'Timu yetu ya data hukusanya kile ambacho taasisi za umma tayari huchapisha: makadirio ya bajeti za kaunti na nyaraka za mkakati wa kifedha (fiscal strategy papers), ripoti za Msimamizi wa Bajeti (Controller of Budget) kuhusu utekelezaji wa bajeti, ripoti za Mkaguzi Mkuu wa Hesabu (Auditor-General), matangazo ya ununuzi wa umma na orodha za miradi. Tunaandika kila takwimu ilikotoka, ili mtu yeyote aweze kuilinganisha na waraka wa asili.',
        'Kisha tunaunganisha kila takwimu na mahali — mojawapo ya kaunti 47, maeneo bunge 290 au wadi 1,450 — na kuieleza kwa sentensi fupi na rahisi. Takwimu inapokuwa makadirio yetu badala ya namba rasmi, tunasema hivyo kwenye ukurasa husika.',
      ],
    },
    {
      heading: 'Jinsi ripoti inavyoshughulikiwa',
      steps: [
        'Unawasilisha lalamiko au ripoti ya ufisadi, ukitoa maelezo yako ya mawasiliano au bila kujitambulisha. Ripoti zinazotumwa bila kujitambulisha hazihifadhi kamwe anwani yako ya IP, na taarifa za mahali huondolewa kwenye picha unazoambatisha.',
        'Unapewa namba ya risiti ya siri. Kwa namba hiyo unaweza kufuatilia ripoti yako na kujibu maswali yetu bila kutuambia kamwe wewe ni nani.',
        'Afisa wa kesi aliyepata mafunzo huikagua ripoti, huilinganisha na rekodi za umma na, inapohitajika, hukuomba maelezo zaidi kupitia ukurasa wa kufuatilia ripoti.',
        'Ikiwa ripoti inahusu uhalifu au uvunjaji wa sheria, tunaandaa faili ya kesi kwa ajili ya taasisi husika ya uangalizi — kama vile Tume ya Maadili na Kupambana na Ufisadi (EACC) au Tume ya Haki ya Kiutawala (Commission on Administrative Justice) — na tunakujulisha tukishafanya hivyo.',
        'Ripoti inapoonyesha tatizo linalowakumba wakazi wengi, tunachapisha tulichogundua kuhusu taasisi husika, kamwe si kuhusu mtu aliyeripoti.',
      ],
    },
    {
      heading: 'Kuwaleta pamoja wananchi na ofisi za umma',
      paragraphs: [
        'Tunaendesha warsha kuhusu kusoma bajeti za kaunti na kushiriki katika vikao vya ushiriki wa umma, tunaandaa mikutano ya hadhara ambapo wakazi huwauliza maafisa maswali, na tunaendesha huduma ya maswali na majibu na wataalamu kwa watu wanaoandaa maoni rasmi ya maandishi au ombi la kupata habari.',
        'Tunafanya kazi na mabunge ya kaunti, serikali za kaunti na mashirika ya serikali ya kitaifa yanayotaka kuchapisha taarifa zao hadharani. Kufanya kazi na ofisi fulani hakumaanishi kamwe kwamba tunaacha kuripoti kuihusu.',
      ],
    },
    {
      heading: 'Kanuni zetu za kazi',
      list: [
        'Kila takwimu ina chanzo chake, na kila marekebisho yanaonyeshwa pamoja na tarehe yake.',
        'Tunawalinda wanaoripoti kwanza: ni afadhali tuikose habari kuliko tumfichue aliyetupa taarifa.',
        'Hatuegemei upande wowote wa kisiasa. Hatuwaungi mkono wagombea wala vyama, iwe ni mwaka wa uchaguzi au mwaka mwingine wowote.',
        'Tunachapisha majina ya wafadhili wetu na hesabu zetu za kila mwaka.',
      ],
    },
  ],
  related: [
    { to: '/what', label: 'Tunachofanya' },
    { to: '/core-values', label: 'Maadili yetu ya msingi' },
    { to: '/privacy-policy', label: 'Jinsi tunavyolinda data yako' },
  ],
  callToAction: { text: 'Umeona jambo lisilo sawa?', to: '/whistleblower', label: 'Liripoti kwa usalama' },
};
