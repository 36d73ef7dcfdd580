/** Kiswahili text of the Exhibition page; the structure matches ../exhibition.ts. */
import type { PageContent } from '../../components/ContentPage';

export const exhibition: PageContent = {
  title: 'Maonyesho',
  intro:
    '“Pesa za Umma, Mahali pa Umma” (“Public Money, Public Places”) ni maonyesho yetu ya picha za miradi ya umma zilizopigwa na wakazi — madarasa yaliyokamilika, visima vinavyotoa maji, barabara zilizokwama — kila picha ikiwekwa kando ya kile ambacho bajeti na mkataba viliahidi.',
  sections: [
    {
      heading: 'Maonyesho yanaonyesha nini',
      paragraphs: [
        'Kila picha inaambatana na rekodi ya umma: kipengele cha mradi kwenye bajeti, mkandarasi wake, tarehe iliyopangwa ya kukamilika na maendeleo ya kazi yaliyoripotiwa. Wageni wanaona mafanikio na pia mapungufu, na wanajifunza jinsi ya kufuatilia mradi katika wadi yao.',
        'Maonyesho haya husafiri kama mabango yaliyochapishwa na pia huonyeshwa kwenye skrini, kwa hiyo yanaweza kuwekwa katika ukumbi wa shule, maktaba, kituo cha jamii au eneo la mapokezi la jengo la umma.',
      ],
    },
    {
      heading: 'Jinsi picha zinavyochaguliwa',
      list: [
        'Kila mpiga picha anakubali picha yake ionyeshwe, na anachagua kama atajwe kwa jina.',
        'Nyuso za wapita njia na za wafanyakazi hufifishwa zisitambulike, na hakuna picha inayoonyeshwa ikiwa inaweza kufichua ni nani aliyewasilisha ripoti.',
        'Taarifa za mahali picha ilipopigwa huondolewa kwenye faili; mradi huonyeshwa kwa wadi yake, si kwa mahali pake kamili kwenye ramani.',
        'Maelezo ya kila picha yanataja tu kile ambacho rekodi ya umma na picha yenyewe vinaonyesha. Mradi unapochelewa, tunasema hivyo bila kumlaumu mtu kwa jina.',
      ],
    },
    {
      heading: 'Leta maonyesho kwenu',
      paragraphs: [
        'Shule, maktaba, vyuo vikuu, vikundi vya kijamii na mabunge ya kaunti yanaweza kuandaa maonyesho haya bila kulipia mabango. Tunatoa mwezeshaji anayeeleza jinsi ya kusoma rekodi za miradi na jinsi wageni wanavyoweza kushiriki katika vikao vya ushiriki wa umma.',
      ],
    },
    {
      heading: 'Changia picha',
      paragraphs: [
        'Ukipiga picha ya mradi wa umma ukiwa mahali pa umma, unaweza kuitoa kwa ajili ya maonyesho. Iandikie timu yetu ya vyombo vya habari kupitia ukurasa wa mawasiliano; tutakujibu tukikueleza jinsi ya kutuma picha yako, pamoja na fomu ya idhini. Kamwe usijiweke hatarini ili upige picha.',
      ],
    },
  ],
  related: [
    { to: '/projects', label: 'Miradi ya serikali' },
    { to: '/volunteer', label: 'Kuwa mfuatiliaji wa miradi ya wadi' },
    { to: '/news', label: 'Habari' },
  ],
  callToAction: { text: 'Ungependa kuandaa maonyesho haya au kuchangia picha?', to: '/contact-us', label: 'Wasiliana na timu yetu ya vyombo vya habari' },
};
