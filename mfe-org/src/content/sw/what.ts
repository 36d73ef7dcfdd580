/** Kiswahili text of the What We Do page; the structure matches ../what.ts. */
import type { PageContent } from '../../components/ContentPage';

export const what: PageContent = {
  title: 'Tunachofanya',
  intro: 'Mahali pamoja pa kufuatilia pesa za umma nchini Kenya, kuripoti maovu bila hofu, na kushiriki katika maamuzi yanayoiunda kaunti yako.',
  sections: [
    {
      heading: 'Fuatilia kaunti yako na miradi yake',
      paragraphs: [
        'Kila moja ya kaunti 47 ina ukurasa wake unaoonyesha idadi ya watu, ukubwa wa eneo, makao makuu, maeneo bunge na wadi zake. Kurasa za miradi zinaonyesha kinachojengwa, nani anakijenga, kiasi kilichotengwa na kiasi kilichotumika, na kazi imefika wapi, hadi kiwango cha wadi.',
      ],
      links: [
        { to: '/counties', label: 'Kaunti' },
        { to: '/projects', label: 'Miradi ya serikali' },
        { to: '/govspend', label: 'Matumizi ya serikali' },
      ],
    },
    {
      heading: 'Ripoti ufisadi na uwasilishe malalamiko',
      paragraphs: [
        'Njia ya kuripoti inapokea malalamiko kuhusu huduma duni, na ripoti za hongo, ubadhirifu wa pesa, upendeleo wa kindugu, ukiukaji wa taratibu za ununuzi wa umma na kudai pesa kwa vitisho. Unaweza kuripoti bila kujitambulisha, kuambatisha ushahidi, na kufuatilia ripoti yako kwa namba ya risiti.',
      ],
      links: [
        { to: '/whistleblower', label: 'Ripoti ufisadi' },
        { to: '/complaints', label: 'Wasilisha lalamiko' },
      ],
    },
    {
      heading: 'Jifunze na ushiriki',
      paragraphs: [
        'Warsha zetu zinawafundisha wakazi, wanahabari na vikundi vya kijamii jinsi ya kusoma bajeti, kufuatilia zabuni na kuwasilisha maoni kwa maandishi. Mikutano ya hadhara na mijadala ya jukwaa inakupa nafasi ya kuuliza maswali, na sehemu ya maswali kwa wataalamu inakuunganisha na watu wanaoelewa fedha za umma na sheria.',
      ],
      links: [
        { to: '/workshops', label: 'Warsha' },
        { to: '/townhall-meetings', label: 'Mikutano ya hadhara' },
        { to: '/community/forum-discussion', label: 'Mijadala ya jukwaa' },
      ],
    },
    {
      heading: 'Tunachapisha data huria na miongozo',
      paragraphs: [
        'Tunachapisha muhtasari wa sera, miongozo na mbinu bora unazoweza kupakua, pamoja na data iliyo nyuma ya kurasa zetu, ili wanahabari, watafiti na maafisa wa kaunti waweze kuitumia tena.',
      ],
      links: [
        { to: '/resources/publications', label: 'Machapisho' },
        { to: '/resources/knowledge', label: 'Kituo cha Maarifa' },
        { to: '/data-access', label: 'Kupata data' },
      ],
    },
  ],
  related: [
    { to: '/why', label: 'Kwa nini tupo' },
    { to: '/how', label: 'Jinsi tunavyofanya kazi' },
    { to: '/vision-mission', label: 'Dira na dhamira' },
  ],
  callToAction: { text: 'Jisajili bila malipo ili ufuatilie miradi na upate arifa inapobadilika.', to: '/auth/signup', label: 'Jiunge nasi leo' },
};
