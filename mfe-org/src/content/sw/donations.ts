/** Kiswahili text of the Donate page; the structure matches ../donations.ts. */
import type { PageContent } from '../../components/ContentPage';

export const donations: PageContent = {
  title: 'Changia',
  intro:
    'Kufuatilia pesa za umma kwa uhuru pia kunagharimu pesa. Hatupokei malipo mtandaoni kwenye tovuti hii; hapa tunaeleza jinsi tunavyofadhiliwa, kanuni tunazofuata, na jinsi unavyoweza kuchangia.',
  sections: [
    {
      heading: 'Jinsi tunavyofadhiliwa',
      paragraphs: [
        'Kazi yetu inalipiwa kwa ruzuku kutoka kwa wakfu na washirika wa maendeleo, kwa michango ya watu binafsi walio Kenya na nje ya nchi, na kwa huduma tunazopewa bure, kama vile kuhifadhi tovuti (hosting) na muda wa wataalamu. Tunachapisha orodha ya wafadhili wetu, kile ambacho kila mmoja alitoa, na hesabu zetu za kila mwaka.',
      ],
    },
    {
      heading: 'Kanuni zetu za ufadhili',
      list: [
        'Hakuna mfadhili anayeona ripoti, taarifa za walioripoti au faili za kesi. Kamwe.',
        'Hakuna mfadhili anayekagua, kuhariri au kuidhinisha tunachochapisha.',
        'Hatupokei pesa kutoka kwa vyama vya kisiasa, wagombea, kampeni za uchaguzi, au maafisa wa umma wakitumia nyadhifa zao rasmi.',
        'Hatupokei pesa kutoka kwa kampuni zinazoshindania kandarasi za umma tunazofuatilia.',
        'Tunakataa au kurudisha mchango wowote unaokuja na masharti kuhusu tunachochapisha au tunayemchunguza.',
      ],
    },
    {
      heading: 'Kwa nini hakuna fomu ya malipo hapa',
      paragraphs: [
        'Tovuti inayotumiwa na wafichuzi wa ufisadi inapaswa kukusanya taarifa chache iwezekanavyo za kibinafsi na za kifedha, kwa hiyo hatupokei malipo kupitia tovuti hii. Unapochangia, tunapanga nawe moja kwa moja, tunakupa risiti, na tunaongeza mchango wako kwenye orodha ya michango tunayoichapisha — kwa jina lako, au kama mchango wa mtu binafsi bila kujitambulisha ukipenda.',
      ],
    },
    {
      heading: 'Jinsi ya kuchangia',
      steps: [
        'Iandikie ofisi yetu ya Kenya kupitia ukurasa wa mawasiliano, na uchague timu ya ushirikiano. Tuambie kama unachangia kama mtu binafsi au kama shirika.',
        'Tunakujibu tukieleza njia za kuchangia, tunathibitisha kanuni zetu za ufadhili kwa maandishi, na tunajibu maswali yoyote uliyo nayo.',
        'Mchango wako ukishafika, tunakutumia risiti na, mara moja kila mwaka, ripoti kuhusu yale ambayo msaada wako uliwezesha.',
      ],
    },
    {
      heading: 'Njia nyingine za kusaidia',
      paragraphs: [
        'Muda na ujuzi vina thamani sawa na pesa. Unaweza kujitolea kama mfuatiliaji wa miradi ya wadi au kama mtu wa kujitolea katika kazi za data, au ujiunge na mtandao wetu wa wataalamu.',
      ],
      links: [
        { to: '/volunteer', label: 'Jitolee' },
        { to: '/experts', label: 'Wataalamu' },
      ],
    },
  ],
  related: [
    { to: '/patnerships', label: 'Ushirikiano' },
    { to: '/who-we-are', label: 'Sisi ni nani' },
    { to: '/core-values', label: 'Maadili ya msingi' },
  ],
  callToAction: { text: 'Ungependa kuunga mkono ufuatiliaji huru wa pesa za umma?', to: '/contact-us', label: 'Wasiliana na ofisi yetu ili uchangie' },
};
