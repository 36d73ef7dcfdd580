/** Kiswahili text of the Data Access page; the structure matches ../dataAccess.ts. */
import type { PageContent } from '../../components/ContentPage';
import { DATA_CREDITS } from '../dataAccess';

/** Attribution lines the data licences require, kept word for word: the same lines as the English page. */
export { DATA_CREDITS };

export const dataAccess: PageContent = {
  title: 'Kupata Data',
  intro:
    'Data iliyo nyuma ya kurasa zetu ni huria: ipakue, ikague na uitumie tena. Hapa tunaeleza tunachochapisha, jinsi ya kukipata, jinsi ya kuziomba taasisi za umma data ambayo sisi hatuna, na data yetu inatoka wapi.',
  sections: [
    {
      heading: 'Tunachochapisha',
      list: [
        'Kaunti: kaunti zote 47 pamoja na namba ya kila kaunti, eneo lake, makao yake makuu, ukubwa wa ardhi yake na idadi ya watu kwa mujibu wa sensa ya 2019.',
        'Maeneo bunge na wadi: maeneo bunge 290 na wadi 1,450, pamoja na namba zao rasmi na kaunti ambamo kila moja iko.',
        'Wizara, idara na mashirika ya serikali: orodha ya ofisi za serikali ya kitaifa, pamoja na viungo vya huduma zao kwa umma.',
        'Miradi ya serikali: rekodi za bajeti, maendeleo ya kazi na mahali miradi ilipo, zilizowekwa na timu yetu ya data kutoka vyanzo rasmi. Rekodi yoyote inayoonyeshwa kama mfano tu imewekwa alama wazi kwamba ni data ya mfano.',
        'Machapisho: muhtasari wetu wa sera, miongozo na mbinu bora, kama nyaraka unazoweza kupakua.',
      ],
    },
    {
      heading: 'Jinsi ya kuipakua',
      paragraphs: [
        'Kurasa zenye orodha hutoa data yake kama CSV (kwa ajili ya majedwali, yaani spreadsheets) na JSON (kwa ajili ya watengenezaji programu) kupitia kiungo cha kupakua kilicho kando ya orodha. Faili hiyo ina kile ambacho ukurasa unaonyesha, kwa vichujio ulivyochagua, na inataja chanzo chake na leseni yake.',
      ],
      links: [
        { to: '/counties', label: 'Kaunti' },
        { to: '/mda', label: 'Wizara na mashirika ya serikali' },
        { to: '/projects', label: 'Miradi ya serikali' },
        { to: '/resources/publications', label: 'Machapisho' },
      ],
    },
    {
      heading: 'Tusichochapisha kamwe',
      paragraphs: [
        'Ripoti, malalamiko, faili za ushahidi na taarifa za mtu yeyote aliyewasiliana nasi kamwe si sehemu ya data yetu huria. Tunapochapisha matokeo yanayotokana na ripoti, tunayachapisha kuhusu taasisi, kwa muhtasari, na baada tu ya kuondoa chochote ambacho kingeweza kumtambulisha aliyeripoti.',
      ],
    },
    {
      heading: 'Data ambayo hatuna: tumia Sheria ya Upatikanaji wa Habari',
      paragraphs: [
        'Sehemu kubwa ya data ya umma iko mikononi mwa serikali za kaunti na mashirika ya serikali ya kitaifa, na bado haijachapishwa. Kifungu cha 35 cha Katiba na Sheria ya Upatikanaji wa Habari ya mwaka 2016 (Access to Information Act, 2016) vinakupa haki ya kuiomba.',
      ],
      steps: [
        'Mwandikie afisa wa upatikanaji wa habari wa ofisi iliyo na data hiyo, ukieleza hasa unachohitaji na kwa muundo gani (kwa mfano, jedwali la data badala ya picha ya waraka uliochanganuliwa, yaani scan).',
        'Ofisi hiyo lazima ikujibu ndani ya siku 21. Kuomba ni bure; unaweza kutozwa ada inayofaa kwa ajili ya nakala.',
        'Ukikataliwa au usipopata jibu, iombe Tume ya Haki ya Kiutawala (Commission on Administrative Justice) ikague uamuzi huo ndani ya siku 30.',
        'Ukipokea data ambayo wengine wangeifaidi, ishiriki na timu yetu ya data nasi tutafikiria kuiongeza kwenye tovuti, tukikutaja kama chanzo.',
      ],
      links: [{ to: '/resources/knowledge', label: 'Mwongozo wa kuomba habari' }],
    },
    {
      heading: 'Maombi na marekebisho',
      paragraphs: [
        'Watafiti na wanahabari wanaohitaji sehemu kubwa zaidi ya data, au wanaopata takwimu isiyolingana na chanzo chake, wanaweza kuiandikia timu yetu ya data kupitia ukurasa wa mawasiliano. Tunarekebisha makosa na kuonyesha tarehe ya kila marekebisho.',
      ],
    },
    {
      heading: 'Vyanzo vya data',
      paragraphs: [
        'Tunawashukuru watu na miradi ambao data yao huria ndiyo msingi wa tovuti hii. Maelezo ya vyanzo yaliyo hapa chini yameachwa kwa Kiingereza, neno kwa neno, kama leseni za data hiyo zinavyotaka.',
      ],
      list: DATA_CREDITS,
    },
  ],
  related: [
    { to: '/resources/publications', label: 'Machapisho' },
    { to: '/terms-of-service', label: 'Masharti ya huduma' },
    { to: '/journalism', label: 'Kwa wanahabari' },
  ],
  callToAction: { text: 'Unahitaji data ambayo bado hatujaichapisha?', to: '/contact-us', label: 'Wasiliana na timu yetu ya data' },
};
