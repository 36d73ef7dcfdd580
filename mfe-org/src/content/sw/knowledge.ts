/** Kiswahili text of the Knowledge Hub page; the structure matches ../knowledge.ts. */
import type { PageContent } from '../../components/ContentPage';

const publications = { to: '/resources/publications', label: 'Pakua machapisho yanayohusiana' };

export const knowledge: PageContent = {
  title: 'Kituo cha Maarifa',
  intro:
    'Maelezo kwa lugha rahisi kuhusu jinsi pesa za umma zinavyopangwa, kutumika na kukaguliwa nchini Kenya, na jinsi unavyoweza kushiriki. Anzia hapa, kisha upakue miongozo ya kina kutoka kwa machapisho yetu.',
  sections: [
    {
      heading: 'Jinsi bajeti za kaunti zinavyofanya kazi',
      paragraphs: [
        'Mwaka wa fedha wa kaunti huanzia tarehe 1 Julai hadi tarehe 30 Juni. Sheria ya Usimamizi wa Fedha za Umma ya mwaka 2012 (Public Finance Management Act, 2012) inaweka ratiba, kwa hivyo kila mwaka unajua ni lini kila waraka unapaswa kutolewa na ni lini maoni yako yana uzito zaidi. Mpango wa muda mrefu ni Mpango Jumuishi wa Maendeleo ya Kaunti (County Integrated Development Plan), unaohusu miaka mitano; kila bajeti ya mwaka inapaswa kuufuata.',
      ],
      steps: [
        'Kufikia tarehe 1 Septemba: Mpango wa Maendeleo wa Mwaka (Annual Development Plan) unaeleza miradi iliyopangwa kwa mwaka unaofuata.',
        'Kufikia tarehe 30 Septemba: Ripoti ya Tathmini na Mtazamo wa Bajeti ya Kaunti (County Budget Review and Outlook Paper) inaangalia matumizi ya mwaka uliopita na kusasisha utabiri.',
        'Kufikia tarehe 28 Februari: Waraka wa Mkakati wa Fedha wa Kaunti (County Fiscal Strategy Paper) unaweka viwango vya juu vya matumizi kwa kila sekta na kuwasilishwa kwa bunge la kaunti.',
        'Kufikia tarehe 30 Aprili: makadirio ya bajeti yanawasilishwa kwa bunge la kaunti, ambalo hufanya vikao vya umma kusikiliza maoni kuhusu makadirio hayo.',
        'Kufikia tarehe 30 Juni: bunge la kaunti linaidhinisha bajeti na kupitisha Sheria ya Matumizi ya Fedha (Appropriation Act), ili matumizi yaanze tarehe 1 Julai.',
        'Katika mwaka mzima na baada yake: Msimamizi wa Bajeti (Controller of Budget) anaidhinisha pesa kutolewa na kuripoti jinsi bajeti zinavyotekelezwa; Mkaguzi Mkuu wa Hesabu (Auditor-General) anakagua hesabu na kutoa ripoti ndani ya miezi sita baada ya mwaka kuisha.',
      ],
      links: [publications],
    },
    {
      heading: 'Mzunguko wa ununuzi wa umma',
      paragraphs: [
        'Kazi ya miradi mingi ya umma hununuliwa kutoka kwa wakandarasi binafsi. Sheria ya Ununuzi wa Umma na Uondoaji wa Mali ya mwaka 2015 (Public Procurement and Asset Disposal Act, 2015) inaweka hatua za kufuata, na kila hatua huacha rekodi ambayo unaweza kuiomba.',
      ],
      steps: [
        'Kupanga: ununuzi unapaswa kuwa katika mpango wa ununuzi wa shirika husika na katika bajeti iliyoidhinishwa.',
        'Kutangaza zabuni: zabuni ya wazi ndiyo njia inayotumika kwa kawaida. Zabuni hutangazwa hadharani pamoja na tarehe ya mwisho na vigezo.',
        'Kufungua na kutathmini: zabuni zilizowasilishwa hufunguliwa hadharani, kisha kamati ya tathmini inazipa alama kulingana na vigezo vilivyochapishwa.',
        'Kutoa kandarasi na kuarifu: afisa anayewajibika kwa hesabu (accounting officer) anatoa kandarasi na kumjulisha kila aliyeomba zabuni matokeo.',
        'Mkataba na utekelezaji: kazi husimamiwa, hukaguliwa na hukubaliwa kabla ya malipo kufanywa.',
      ],
      list: [
        'Unachoweza kukagua: je, ununuzi ulikuwa katika mpango na katika bajeti? Je, zabuni ilitangazwa, na kwa muda gani? Nani alishinda, na kwa bei gani? Je, kazi ilikaguliwa kabla ya kulipiwa?',
        'Dalili za hatari: kandarasi moja kugawanywa kuwa nyingi ndogo, mshindi asiye na rekodi ya kazi aliyowahi kufanya, mabadiliko ya mara kwa mara yanayopandisha bei, au malipo ya kazi ambayo haionekani kwenye eneo la mradi.',
      ],
      links: [publications],
    },
    {
      heading: 'Haki yako ya kupata habari',
      paragraphs: [
        'Kifungu cha 35 cha Katiba kinampa kila mwananchi haki ya kupata habari zinazoshikiliwa na Serikali, na Sheria ya Upatikanaji wa Habari ya mwaka 2016 (Access to Information Act, 2016) inaweka utaratibu wa kuitumia haki hiyo. Mashirika ya umma pia lazima yachapishe habari muhimu yenyewe, bila kusubiri kuombwa.',
      ],
      steps: [
        'Tafuta ofisi iliyo na habari hizo na umwandikie afisa wake wa upatikanaji wa habari. Kuwa mahususi: taja waraka, mradi au kipindi unachokitaka.',
        'Weka nakala ya ombi lako na uandike tarehe ulipolituma.',
        'Tarajia jibu ndani ya siku 21, au ndani ya saa 48 ikiwa habari hizo zinahusu maisha au uhuru wa mtu. Ombi ni bure; ni nakala tu zinazoweza kutozwa ada inayofaa.',
        'Ukikataliwa au usipopata jibu, iombe Tume ya Haki ya Utawala (Commission on Administrative Justice) ikague uamuzi huo, ndani ya siku 30.',
      ],
      links: [{ to: '/rights', label: 'Jua haki zako' }, publications],
    },
    {
      heading: 'Jinsi ya kushiriki katika ushiriki wa umma',
      paragraphs: [
        'Mabunge ya kaunti lazima yawezeshe ushiriki wa umma (Kifungu cha 196), na masuala ya fedha za umma lazima yahusishe ushiriki wa umma (Kifungu cha 201). Ushiriki huleta matokeo bora zaidi ukija ukiwa umejiandaa.',
      ],
      steps: [
        'Fuatilia matangazo ya vikao vya bajeti na majukwaa kutoka kwa bunge la kaunti yako na serikali ya kaunti, kwenye magazeti, kwenye tovuti zao na kupitia kwa msimamizi wa wadi yako. Kalenda yetu ya mikutano ya hadhara inaorodhesha vikao tunavyovijua.',
        'Omba nyaraka mapema — makadirio ya bajeti, mswada au orodha ya miradi — na usome sehemu zinazohusu wadi yako.',
        'Andika waraka mfupi wa maoni (memorandum): wewe ni nani, unatoa maoni kuhusu kipengele gani, unapendekeza nini na kwa nini. Uwasilishe kabla ya tarehe ya mwisho na uombe nakala yako igongwe muhuri kuonyesha kwamba imepokelewa.',
        'Hudhuria jukwaa, zungumzia hoja ulizoandika, na utie sahihi kwenye daftari la mahudhurio ili ushiriki wako urekodiwe.',
        'Fuatilia: linganisha bajeti iliyoidhinishwa na ile iliyopendekezwa, na uulize jinsi maoni ya wakazi yalivyozingatiwa.',
      ],
      links: [{ to: '/townhall-meetings', label: 'Mikutano ya hadhara' }, publications],
    },
  ],
  related: [
    { to: '/resources/publications', label: 'Machapisho' },
    { to: '/community/knowledge', label: 'Maarifa ya jamii' },
    { to: '/workshops', label: 'Warsha' },
  ],
  callToAction: { text: 'Unataka miongozo ya kina, violezo na orodha hakiki?', to: '/resources/publications', label: 'Angalia machapisho yote' },
};
