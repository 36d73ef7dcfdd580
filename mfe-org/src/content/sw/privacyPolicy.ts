/** Kiswahili text of the Privacy Policy page; the structure matches ../privacyPolicy.ts. */
import type { PageContent } from '../../components/ContentPage';

export const privacyPolicy: PageContent = {
  title: 'Sera ya Faragha',
  intro:
    'Tunachokusanya, kwa nini, nani anaweza kukiona, na tusichokusanya kwa makusudi — hasa unaporipoti ufisadi. Tumeiandika kwa lugha rahisi; jambo lolote lisipoeleweka, tuulize.',
  lastUpdated: '2026-10-01',
  sections: [
    {
      heading: 'Kwa ufupi',
      list: [
        'Unaweza kuripoti ufisadi bila kutoa jina lako wala maelezo yoyote ya mawasiliano.',
        'Kamwe haturekodi wala kuhifadhi anwani za IP kwenye njia za kuripoti.',
        'Maelezo ya mahali na ya kamera huondolewa kwenye picha zinazoambatishwa kwenye ripoti zinazotumwa bila kujitambulisha.',
        'Vidakuzi muhimu hutumika tu kukuwezesha kubaki umeingia na kulinda fomu; chochote zaidi ya hapo kinahitaji idhini yako.',
        'Hatuuzi wala kukodisha data za kibinafsi, na hatutumii vifuatiliaji vya matangazo.',
      ],
    },
    {
      heading: 'Ripoti zinazotumwa bila kujitambulisha',
      paragraphs: [
        'Unapochagua kuripoti bila kujitambulisha, fomu ya ripoti haitumi jina lako, anwani yako ya barua pepe wala namba yako ya simu, na huhitaji akaunti. Badala ya maelezo ya mawasiliano, unapewa namba ya risiti; mtu yeyote aliye na namba hiyo anaweza kusoma majibu ya ripoti hiyo na kuongeza maelezo, kwa hivyo iweke siri.',
        'Seva zetu hazirekodi anwani ya IP ya maombi yanayotumwa kwenye njia za kuripoti, iwe kwenye kumbukumbu za mfumo (logs) au kwenye hifadhidata. Ili kuzuia matumizi mabaya ya kiotomatiki, tunaweka kikomo cha mara ambazo ripoti zinaweza kutumwa; kwa ajili hiyo tunahifadhi alama ya anwani hiyo (one-way keyed fingerprint) isiyoweza kugeuzwa kurudi kuwa anwani, iliyotengenezwa kwa kutumia ufunguo wa siri unaobadilishwa mara kwa mara, ili anwani yenyewe isiweze kusomwa tena kutoka kwa alama hiyo.',
        'Kumbuka kwamba unachoandika kinaweza kukutambulisha. Ikiwa unataka kubaki bila kujitambulisha, acha maelezo ambayo ni wewe tu ungeweza kuyajua, kama vile cheo chako kazini au tarehe ya mkutano wa faragha.',
      ],
    },
    {
      heading: 'Ushahidi unaopakia',
      paragraphs: [
        'Kwa ripoti zinazotumwa bila kujitambulisha, picha huondolewa maelezo ya mahali (GPS) na ya kamera (metadata) kama utaratibu wa kawaida. Unaweza kuchagua kuhifadhi faili asili ikiwa maelezo hayo ni sehemu ya ushahidi; hapo faili huhifadhiwa jinsi ulivyoituma.',
        'Faili zinazopakiwa huhifadhiwa nje ya tovuti ya umma, zikiwa na majina ya kubahatisha. Ni maafisa wa kesi walioidhinishwa pekee wanaoweza kuzipakua, na kwa ajili ya kushughulikia kesi tu.',
        'Kila ripoti na kila lalamiko husimbwa kwa ufunguo wake peke yake kabla ya kuhifadhiwa: ulichoandika, maelezo yako ya mawasiliano, jumbe zinazohusu kesi na kila faili. Ni maafisa wa kesi pekee wanaoweza kuifungua, kwa ufunguo ambao nenosiri lao hufungua, na wewe unaweza kusoma kesi yako kwa namba yako ya risiti (au, kwa lalamiko, namba yake ya kumbukumbu na barua pepe yako). Nakala ya hifadhidata au ya faili zetu peke yake haionyeshi chochote kati ya hayo. Shirika huhifadhi ufunguo mmoja wa dharura nje ya mtandao, ili kesi isipotee afisa wa kesi akisahau nenosiri lake.',
      ],
    },
    {
      heading: 'Mipaka ya kuripoti bila kujitambulisha',
      paragraphs: [
        'Tunaweza kudhibiti kile ambacho seva zetu huhifadhi; hatuwezi kudhibiti kinachotokea kabla ujumbe wako haujatufikia. Matumizi ya kivinjari cha kawaida yanaweza kuonekana na mtandao kinachotumia: mwajiri, shule, mwendeshaji wa mgahawa wa intaneti (cyber café) au kampuni ya mtandao wa simu wanaweza kuona kwamba kifaa fulani kilitembelea tovuti hii, ingawa hawawezi kusoma kilichotumwa.',
        'Ikiwa hatari kwako ni kubwa, tumia kifaa na mtandao unaouamini — kwa mfano simu yako mwenyewe ukitumia data ya simu badala ya kompyuta ya ofisini au Wi-Fi ya mahali pa kazi — na ufikirie kutumia kivinjari kinacholinda faragha kama vile Tor Browser. Usiripoti kutoka kwa kifaa kinachosimamiwa na mwajiri wako.',
      ],
    },
    {
      heading: 'Tunachokusanya katika sehemu nyingine za tovuti',
      list: [
        'Akaunti: jina lako kamili, anwani ya barua pepe na nenosiri (linalohifadhiwa tu kama alama iliyofichwa kwa njia ya upande mmoja, yaani hash), pamoja na maelezo ya hiari ya wasifu unayotoa unapojisajili, kama vile tarehe ya kuzaliwa, jinsia, nchi, sekta ya kazi, shirika na wadhifa.',
        'Malalamiko yanayowasilishwa pamoja na maelezo yako: lalamiko lenyewe na maelezo ya mawasiliano unayotoa, ili tuweze kukujibu.',
        'Fomu ya mawasiliano: jina lako, anwani ya barua pepe, timu uliyoichagua, mada na ujumbe wako.',
        'Jarida: anwani yako ya barua pepe, hadi utakapojiondoa.',
        'Warsha na miadi na wataalamu: jina lako, barua pepe, namba ya simu, shirika na wadhifa, ili waandaaji waweze kuthibitisha nafasi yako.',
      ],
    },
    {
      heading: 'Vidakuzi na hifadhi kwenye kivinjari chako',
      paragraphs: [
        'Vidakuzi muhimu: kidakuzi cha kipindi (session cookie) kinachokuwezesha kubaki umeingia — hakiwezi kusomwa na programu ndogo (scripts) zilizo kwenye ukurasa, na muda wake huisha baada ya dakika 30 bila shughuli yoyote, na kwa vyovyote vile baada ya saa 12 — pamoja na hatua za usalama zinazozuia fomu kuwasilishwa na tovuti nyingine. Tovuti haiwezi kufanya kazi kwa usalama bila hivyo.',
        'Vidakuzi vyote: ukivikubali, pia tunahifadhi hesabu za matumizi zisizo na utambulisho, kama vile kurasa zipi zinatembelewa, ili kuiboresha tovuti. Hesabu hizo hazina jina, barua pepe wala maudhui ya ripoti.',
        'Chaguo lako huhifadhiwa kwenye hifadhi ya ndani (local storage) ya kivinjari chako chini ya ufunguo cookie_consent, likiwa na thamani essential_only au all_cookies. Ukiwa umeingia, hifadhi ya ndani pia huweka jina lako linaloonyeshwa na barua pepe yako (user), na wakati wa kujisajili huweka rasimu ya fomu bila nenosiri lako (signupUserData). Unaweza kubadilisha chaguo lako la vidakuzi wakati wowote kwenye ukurasa wa Mipangilio ya vidakuzi, ambao kiungo chake kiko chini ya kila ukurasa.',
      ],
    },
    {
      heading: 'Nani anaweza kuona habari zako',
      list: [
        'Ni maafisa wa kesi walioidhinishwa pekee wanaoona ripoti na malalamiko, na ni yale tu wanayoyashughulikia.',
        'Kamwe hatutoi utambulisho wako wala maelezo yako ya mawasiliano kwa taasisi ya umma, mwajiri, mfadhili au mwanahabari bila idhini yako, isipokuwa mahakama ya Kenya ikiamuru hivyo. Hilo likitokea, tutakujulisha, isipokuwa pale amri hiyo inapokataza hivyo.',
        'Watoa huduma wanaohifadhi seva zetu na kutuma barua pepe zetu hushughulikia data kwa maelekezo yetu tu.',
        'Wafadhili na washirika kamwe hawaoni ripoti wala data za kibinafsi.',
      ],
    },
    {
      heading: 'Tunahifadhi data kwa muda gani',
      paragraphs: [
        'Tunahifadhi data za kibinafsi kwa muda tu tunaouhitaji kwa madhumuni uliyozitolea: akaunti hadi utakapoifunga, ujumbe wa mawasiliano hadi swali lako litakapotatuliwa, na ripoti kwa muda wote ambao kesi iko wazi, na baada ya hapo kwa kadiri sera yetu ya kesi inavyotaka. Unaweza kutuomba tufute akaunti yako na data inayohusiana nayo wakati wowote.',
        'Ripoti na malalamiko huhifadhiwa wakati kesi yake iko wazi. Miaka mitano baada ya kesi kufungwa, tovuti huifuta yenyewe, pamoja na jumbe zake, faili zake za ushahidi na kumbukumbu ya nani aliisoma. Vikao vya kuingia hufutwa siku 30 baada ya kutumika mara ya mwisho, viungo vilivyotumwa kwa barua pepe siku 7 baada ya kuisha muda wake, na kumbukumbu ya barua pepe iliyotumwa baada ya siku 90.',
      ],
    },
    {
      heading: 'Haki zako',
      paragraphs: [
        'Chini ya Sheria ya Ulinzi wa Data ya mwaka 2019 ya Kenya (Data Protection Act, 2019), unaweza kuomba kuona data za kibinafsi tulizo nazo kukuhusu, kuomba zirekebishwe na kuomba zifutwe, na unaweza kupinga matumizi yake. Tuandikie kupitia ukurasa wa mawasiliano; tutakujibu haraka iwezekanavyo na ndani ya muda unaoruhusiwa na sheria. Ikiwa hujaridhika na jibu letu, unaweza kuwasilisha lalamiko kwa Ofisi ya Kamishna wa Ulinzi wa Data (Office of the Data Protection Commissioner).',
      ],
    },
  ],
  related: [
    { to: '/terms-of-service', label: 'Masharti ya huduma' },
    { to: '/rights', label: 'Jua haki zako' },
    { to: '/faq', label: 'Maswali yanayoulizwa mara kwa mara' },
  ],
  callToAction: { text: 'Una maswali kuhusu data yako, au ombi la kuiona au kuifuta?', to: '/contact-us', label: 'Wasiliana nasi' },
};
