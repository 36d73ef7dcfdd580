/**
 * The Kenyan public bodies a case can be referred to, what each handles and where the public reaches it. The
 * case desk suggests one by the report's incident type or the complaint's category; a referral is a status
 * change to 'referred' naming the body (`referredTo`), with the reason the reporter reads on follow-up.
 */
export interface ReferralBody {
  code: string;
  /** The body's own short name, the same in both languages. */
  short: string;
  name: { en: string; sw: string };
  handles: { en: string; sw: string };
  /** Its public web site, where it says how to report to it; null for the county assemblies (each has its own). */
  website: string | null;
}

export const REFERRAL_BODIES = [
  {
    code: 'eacc',
    short: 'EACC',
    name: { en: 'Ethics and Anti-Corruption Commission', sw: 'Tume ya Maadili na Kupambana na Ufisadi' },
    handles: {
      en: 'Corruption and economic crime by public officers: bribery, embezzlement, abuse of office, conflicts of interest.',
      sw: 'Ufisadi na uhalifu wa kiuchumi wa maafisa wa umma: hongo, ubadhirifu, matumizi mabaya ya ofisi, mgongano wa maslahi.',
    },
    website: 'https://www.eacc.go.ke',
  },
  {
    code: 'ppra',
    short: 'PPRA',
    name: { en: 'Public Procurement Regulatory Authority', sw: 'Mamlaka ya Udhibiti wa Ununuzi wa Umma' },
    handles: {
      en: 'Breaches of the public procurement law: tenders, contracts and the disposal of public assets.',
      sw: 'Ukiukaji wa sheria ya ununuzi wa umma: zabuni, mikataba na uuzaji wa mali ya umma.',
    },
    website: 'https://ppra.go.ke',
  },
  {
    code: 'odpp',
    short: 'ODPP',
    name: { en: 'Office of the Director of Public Prosecutions', sw: 'Ofisi ya Mkurugenzi wa Mashtaka ya Umma' },
    handles: {
      en: 'Decides whether to prosecute offences investigated by the police, the EACC and other investigators.',
      sw: 'Huamua iwapo makosa yaliyochunguzwa na polisi, EACC na wachunguzi wengine yafunguliwe mashtaka.',
    },
    website: 'https://www.odpp.go.ke',
  },
  {
    code: 'caj',
    short: 'CAJ',
    name: { en: 'Commission on Administrative Justice (Office of the Ombudsman)', sw: 'Tume ya Haki ya Kiutawala (Ofisi ya Ombudsman)' },
    handles: {
      en: 'Maladministration by public offices: delay, unfair treatment, abuse of power, and refusals of access to information.',
      sw: 'Utawala mbaya katika ofisi za umma: ucheleweshaji, kutotendewa haki, matumizi mabaya ya mamlaka, na kunyimwa taarifa.',
    },
    website: 'https://www.ombudsman.go.ke',
  },
  {
    code: 'oag',
    short: 'OAG',
    name: { en: 'Office of the Auditor-General', sw: 'Ofisi ya Mkaguzi Mkuu wa Hesabu' },
    handles: {
      en: 'Audits the accounts of the national and county governments and other public bodies.',
      sw: 'Hukagua hesabu za serikali ya kitaifa, serikali za kaunti na taasisi nyingine za umma.',
    },
    website: 'https://www.oagkenya.go.ke',
  },
  {
    code: 'cob',
    short: 'OCOB',
    name: { en: 'Office of the Controller of Budget', sw: 'Ofisi ya Msimamizi wa Bajeti' },
    handles: {
      en: 'Oversees how the national and county budgets are carried out and approves withdrawals of public funds.',
      sw: 'Husimamia utekelezaji wa bajeti za kitaifa na za kaunti na huidhinisha utoaji wa fedha za umma.',
    },
    website: 'https://cob.go.ke',
  },
  {
    code: 'ipoa',
    short: 'IPOA',
    name: { en: 'Independent Policing Oversight Authority', sw: 'Mamlaka Huru ya Kusimamia Utendaji wa Polisi' },
    handles: {
      en: 'Misconduct by police officers, including extortion, and deaths or injuries caused by the police.',
      sw: 'Utovu wa nidhamu wa maafisa wa polisi, ikiwemo unyang’anyi, na vifo au majeraha yanayosababishwa na polisi.',
    },
    website: 'https://www.ipoa.go.ke',
  },
  {
    code: 'knchr',
    short: 'KNCHR',
    name: { en: 'Kenya National Commission on Human Rights', sw: 'Tume ya Kitaifa ya Haki za Binadamu ya Kenya' },
    handles: {
      en: 'Violations of human rights, including harassment and abuse by public officers.',
      sw: 'Ukiukaji wa haki za binadamu, ikiwemo unyanyasaji na dhuluma za maafisa wa umma.',
    },
    website: 'https://www.knchr.org',
  },
  {
    code: 'county-assembly',
    short: 'County assembly',
    name: { en: 'The county assembly of the county concerned', sw: 'Bunge la kaunti husika' },
    handles: {
      en: 'Oversight of the county executive and its spending; residents may petition it through its clerk.',
      sw: 'Husimamia serikali ya kaunti na matumizi yake; wakazi wanaweza kuliletea maombi kupitia karani wake.',
    },
    website: null,
  },
] as const satisfies readonly ReferralBody[];

export type ReferralCode = (typeof REFERRAL_BODIES)[number]['code'];
export const REFERRAL_CODES: readonly string[] = REFERRAL_BODIES.map((body) => body.code);

export function referralBody(code: string | null | undefined): ReferralBody | null {
  return REFERRAL_BODIES.find((body) => body.code === code) ?? null;
}

/** The body the desk suggests first: by a report's incident type, or a complaint's category. */
const SUGGESTED: Record<string, ReferralCode> = {
  bribery: 'eacc',
  embezzlement: 'eacc',
  nepotism: 'eacc',
  procurement: 'ppra',
  extortion: 'eacc',
  other: 'caj',
  corruption: 'eacc',
  misconduct: 'caj',
  fraud: 'eacc',
  harassment: 'knchr',
};

export function suggestedReferral(typeOrCategory: string | null | undefined): ReferralCode {
  return SUGGESTED[typeOrCategory ?? ''] ?? 'caj';
}
