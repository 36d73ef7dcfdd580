/** Kiswahili text of the Why We Exist page; the structure matches ../why.ts. */
import type { PageContent } from '../../components/ContentPage';

export const why: PageContent = {
  title: 'Kwa Nini Tupo',
  intro:
    'Katiba ya Kenya inawaahidi wananchi serikali iliyo wazi na sauti katika jinsi pesa za umma zinavyotumika. Mara nyingi habari zinazohitajika ili kutumia haki hizo hazipo, zimefichika ndani ya nyaraka nyingi, au zimeandikwa kwa ajili ya wahasibu. Tupo ili kuziba pengo hilo.',
  sections: [
    {
      heading: 'Ahadi iliyo katika Katiba',
      paragraphs: [
        'Katiba ya Kenya ya 2010 inataja uwazi, uwajibikaji, uadilifu na ushiriki wa wananchi kuwa miongoni mwa maadili ya kitaifa yanayomfunga kila afisa wa umma (Kifungu cha 10). Inampa kila mwananchi haki ya kupata habari zinazoshikiliwa na Serikali (Kifungu cha 35). Inaweka uwazi, uwajibikaji na ushiriki wa umma katika masuala ya fedha kuwa kanuni za fedha za umma (Kifungu cha 201).',
        'Ugatuzi ulinuiwa kuleta serikali karibu na wananchi. Kifungu cha 174 kinataja malengo yake: kuwapa wananchi mamlaka ya kujitawala, kuongeza ushiriki wao katika maamuzi yanayowahusu, na kuwapa huduma zilizo karibu nao na zinazopatikana kwa urahisi. Mabunge ya kaunti lazima yafanye vikao vyao hadharani na kuwezesha ushiriki wa umma (Kifungu cha 196).',
      ],
    },
    {
      heading: 'Pengo tunaloliona kila siku',
      list: [
        'Makadirio ya bajeti, mipango ya ununuzi wa umma na ripoti za ukaguzi mara nyingi huchapishwa kama nyaraka ndefu zilizoskaniwa, ambazo ni vigumu kutafuta ndani yake na ni rahisi kutoziona kabisa.',
        'Majukwaa ya ushiriki wa umma hutangazwa kwa kuchelewa, hufanyika mbali na wanakoishi wananchi, au huendeshwa bila nyaraka ambazo wakazi wanahitaji ili kutoa maoni.',
        'Mkazi anayeona zahanati iliyokwama au barabara ambayo haijakamilika mara chache hujua ni ofisi gani inayohusika, ni kiasi gani kilichotengwa, au apeleke wapi lalamiko lake.',
        'Watu wanaoshuhudia hongo au zabuni zilizopandishwa bei hunyamaza kwa sababu wanaogopa kupoteza kazi zao, kandarasi zao au usalama wao.',
      ],
    },
    {
      heading: 'Kwa nini jambo hili ni muhimu kwa wadi yako',
      paragraphs: [
        'Kila shilingi ambayo kaunti haielezi ilivyotumika inamaanisha wadi fulani inakosa darasa, kisima au muuguzi. Ofisi ya Mkaguzi Mkuu wa Hesabu (Office of the Auditor-General) na Msimamizi wa Bajeti (Controller of Budget) huchapisha ripoti zinazoonyesha pesa zilikokwenda na mahali ambapo hazikufika, lakini matokeo hayo huleta mabadiliko pale tu wananchi wanapozisoma na kuuliza maswali.',
        'Tunaamini kwamba wakazi wa kawaida ndio wafuatiliaji bora wa miradi ya umma: wanapita karibu na eneo la mradi kila siku. Wanachokosa ni kipengele cha bajeti, mkataba, na njia salama ya kusema. Hayo ndiyo tunayowapa kupitia tovuti hii.',
      ],
    },
    {
      heading: 'Kwa nini tovuti iliyo huru',
      paragraphs: [
        'Sisi si ofisi ya serikali, chama cha siasa wala mkandarasi, kwa hivyo tunaweza kuweka habari wazi jinsi zilivyo na kuwalinda watu wanaotuletea ripoti. Tunachapisha majina ya wanaotufadhili, na hakuna mfadhili anayeona ripoti wala kuamua tunachochapisha.',
      ],
    },
  ],
  related: [
    { to: '/how', label: 'Jinsi tunavyofanya kazi' },
    { to: '/what', label: 'Tunachofanya' },
    { to: '/rights', label: 'Jua haki zako' },
  ],
  callToAction: { text: 'Anza kwa kuona jinsi kaunti yako inavyopanga na kutumia pesa zake.', to: '/counties', label: 'Angalia kaunti zote 47' },
};
