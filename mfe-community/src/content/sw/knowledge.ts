import type { KnowledgeContent } from '../knowledge';

/** Kiswahili text of the page on how the community works; the structure matches ../knowledge.ts. */
export const knowledge: KnowledgeContent = {
  intro: 'Jamii ya Uwazi Hub ni mahali wananchi hubadilishana habari kuhusu pesa za umma na huduma, hujifunza pamoja na kuuliza maswali kwa watu wanaoujua mfumo.',
  sections: [
    {
      heading: 'Unachoweza kufanya hapa',
      list: {
        kind: 'ul',
        entries: [
          [
            { link: '/community/forum-discussion', text: 'Mijadala' },
            ': uliza swali au eleza ulichoona, na ujifunze kutoka kwa wakazi wa kaunti nyingine. Unahitaji akaunti ili kusoma na kuandika, kwa hiyo kila mchango una jina nyuma yake.',
          ],
          [
            { link: '/workshops', text: 'Warsha' },
            ': mafunzo ya bure, mtandaoni na ana kwa ana, kuhusu kusoma bajeti, kufuatilia zabuni na kushiriki katika maamuzi ya umma. Warsha zilizokamilika huacha nyenzo zao kwa kila mtu.',
          ],
          [
            { link: '/community/expert-qa', text: 'Maswali kwa wataalamu' },
            ': mazungumzo ya video ya faragha na mmoja wa wataalamu wetu wakati wa saa yake ya mashauriano ya kila wiki. Kiungo cha kujiunga hufika kwenye arifa zako.',
          ],
          [{ link: '/townhall-meetings', text: 'Mikutano ya hadhara' }, ': mikutano ya wazi ambapo wakazi na maafisa hupitia pamoja matumizi ya pesa na huduma.'],
        ],
      },
    },
    {
      heading: 'Kanuni za mijadala',
      list: {
        kind: 'ol',
        entries: [
          ['Kuwa wazi. Taja kaunti, wadi au taasisi na, inapowezekana, weka kiungo cha bajeti, zabuni au ripoti unayoizungumzia.'],
          ['Sema unachoweza kukisimamia. Eleza ulichoona na unachouliza; usieneze uvumi kana kwamba ni ukweli.'],
          ['Usimtuhumu mtu binafsi kwa jina. Ukiwa na ushahidi wa ufisadi, tumia fomu ya kuripoti kwa siri iliyo juu ya ukurasa badala ya kuuweka hadharani.'],
          ['Jilinde na uwalinde wengine. Usiweke namba za simu, namba za kitambulisho, anwani za makazi au picha za watu bila idhini yao.'],
          ['Mheshimu kila mtu. Hakuna matusi, maneno ya chuki wala uchochezi, bila kujali kabila, dini, jinsia au siasa ya mtu.'],
          ['Hakuna kampeni wala matangazo. Mijadala inahusu huduma za umma, si vyama wala bidhaa.'],
        ],
      },
      paragraphs: [
        ['Wasimamizi wa timu ya Uwazi Hub husoma kila mjadala. Maandishi yanayovunja kanuni hizi huondolewa, na anayerudia mara kwa mara hufungiwa kushiriki katika mijadala.'],
      ],
    },
    {
      heading: 'Jinsi ya kuomba warsha',
      list: {
        kind: 'ol',
        entries: [
          ['Fungua ukurasa wa ', { link: '/workshops', text: 'Warsha' }, ' kisha uchague ', { strong: 'Omba warsha' }, '.'],
          ['Tuambie mada, tarehe unayopendelea, muda unaohitaji, mahali kikundi chako hukutana na takriban idadi ya watu watakaohudhuria.'],
          ['Eleza kikundi chako kingependa kuweza kufanya nini baadaye, kwa mfano "kufuatilia hazina ya basari ya wadi" au "kuandaa maoni kwa kikao cha bajeti ya kaunti".'],
          ['Tunajibu kwa barua pepe, kwa kawaida ndani ya wiki moja, ili kupanga nawe maudhui na mpangilio. Mafunzo ni bure kwa vikundi vya kijamii.'],
        ],
      },
    },
    {
      heading: 'Kupata majibu haraka',
      paragraphs: [
        [
          'Kabla ya kuandika, angalia ',
          { link: '/faq', text: 'Maswali yanayoulizwa mara kwa mara' },
          ' na nyenzo za warsha zilizokamilika. Kwa jambo la dharura au nyeti, ',
          { link: '/contact-us', text: 'wasiliana nasi' },
          ' moja kwa moja.',
        ],
      ],
    },
  ],
};
