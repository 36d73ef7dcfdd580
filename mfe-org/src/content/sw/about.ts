/** Kiswahili text of the About page; the structure matches ../about.ts. */
import { site } from '@civic/shared';
import type { Milestone, Region } from '../about';

export type { Milestone, Region };

/** From the founding year to today; the first entry is the founding, whatever year site.config.json says. */
export const MILESTONES: Milestone[] = [
  {
    year: site.foundedYear,
    title: 'Tulianzishwa jijini Nairobi',
    text: 'Kikundi cha watu wa kujitolea — mchambuzi wa bajeti, watengenezaji programu wawili na mhamasishaji wa jamii — kilianza kugeuza vitabu vya bajeti za kaunti kuwa kurasa ambazo wakazi wanaweza kutafuta ndani yake na kuzisoma.',
  },
  {
    year: 2023,
    title: 'Kuripoti kwa usalama na warsha za kwanza',
    text: 'Tulizindua njia ya kuripoti bila kujitambulisha, yenye namba za risiti na isiyohifadhi anwani za IP, na tukaendesha warsha zetu za kwanza kuhusu jinsi ya kusoma makadirio ya bajeti za kaunti.',
  },
  {
    year: 2024,
    title: 'Kila wadi kwenye ramani, na ofisi ya pili',
    text: 'Kaunti zote 47, maeneo bunge 290 na wadi 1,450 zimo kwenye tovuti. Ofisi ndogo ilifunguliwa Columbus, Ohio ili kuratibu watu wanaojitolea katika kazi za kiufundi na washirika wa kimataifa.',
  },
  {
    year: 2025,
    title: 'Data huria na ushahidi salama zaidi',
    text: 'Data ya kaunti na wadi ilianza kupakuliwa kama CSV na JSON, na picha zinazoambatishwa kwenye ripoti zinazotumwa bila kujitambulisha sasa huondolewa taarifa za mahali zilipopigwa, moja kwa moja.',
  },
  {
    year: 2026,
    title: 'Kufuatilia pesa katika ngazi ya kitaifa',
    text: 'Tuliongeza orodha ya wizara, idara na mashirika ya serikali ya kitaifa, pamoja na kituo cha machapisho ambacho unaweza kutafuta ndani yake, ili wakazi wapate ofisi inayohusika na huduma fulani na mwongozo wanaouhitaji.',
  },
];

/** The region picker: each region shows the office from site.offices with this id. */
export const REGIONS: Region[] = [
  {
    id: 'east-africa',
    label: 'Afrika Mashariki',
    officeId: 'kenya',
    description:
      'Makao yetu makuu na sehemu kubwa ya timu yetu. Maafisa wa kesi, timu ya data, wawezeshaji wa warsha na maafisa wa mawasiliano na kaunti hufanya kazi hapa, na kila uamuzi kuhusu ripoti kutoka Kenya hufanywa hapa.',
  },
  {
    id: 'north-america',
    label: 'Amerika Kaskazini',
    officeId: 'ohio',
    description:
      'Ofisi ndogo ya uratibu kwa ajili ya watu wanaojitolea katika kazi za kiufundi, na kwa ajili ya washirika wa kimataifa na Wakenya walio ughaibuni wanaounga mkono ufuatiliaji huru nyumbani. Ofisi hii haiwezi kuona ripoti.',
  },
];

export const ABOUT_STORY = [
  'Yote yalianza na kitabu cha bajeti. Mwaka 2022, baadhi yetu tulijaribu kujua kaunti yetu ilikuwa imetenga kiasi gani kwa zahanati ya wadi ambayo ilikuwa “ikijengwa” kwa miaka mingi. Jibu lilikuwa ndani ya waraka wa umma wenye kurasa mia kadhaa, katika jedwali ambalo lilituchukua alasiri nzima kulipata. Wakazi wengi hawangeliona kamwe.',
  'Kwa hiyo tulianza kuchapisha tulichogundua kwa lugha rahisi, wadi kwa wadi. Wakazi walianza kutuandikia kuhusu waliyoyaona mashinani: darasa lililokamilika, kisima ambacho hakijawahi kutoa maji, barabara iliyolipiwa mara mbili. Baadhi yao waliogopa kuweka majina yao. Ndiyo sababu kuripoti kwa usalama, bila kujitambulisha, kukawa nusu ya pili ya kazi yetu.',
  'Leo tovuti hii inahusu kila kaunti, kila eneo bunge na kila wadi nchini Kenya. Bado inaendeshwa kwa wazo lile lile: pesa za umma ni mali ya umma, na watu walio karibu zaidi na mradi ndio wanaofaa zaidi kusema kama ulitekelezwa.',
];
