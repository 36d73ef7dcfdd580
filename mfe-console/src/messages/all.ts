import { en as common } from './en';
import { sw as commonSw } from './sw';
import { en as staff } from './staff/en';
import { sw as staffSw } from './staff/sw';
import { en as audit } from './audit/en';
import { sw as auditSw } from './audit/sw';
import { en as moderation } from './moderation/en';
import { sw as moderationSw } from './moderation/sw';
import { en as faq } from './faq/en';
import { sw as faqSw } from './faq/sw';
import { en as workshops } from './workshops/en';
import { sw as workshopsSw } from './workshops/sw';
import { en as events } from './events/en';
import { sw as eventsSw } from './events/sw';
import { en as people } from './people/en';
import { sw as peopleSw } from './people/sw';
import { en as publications } from './publications/en';
import { sw as publicationsSw } from './publications/sw';
import { en as organisation } from './organisation/en';
import { sw as organisationSw } from './organisation/sw';
import { en as projects } from './projects/en';
import { sw as projectsSw } from './projects/sw';
import { en as caseKeys } from './caseKeys/en';
import { sw as caseKeysSw } from './caseKeys/sw';

/** Every part of the console's texts, each with its Kiswahili, for tests that check them or look a text up. */
export const PARTS = {
  common: { en: common, sw: commonSw },
  staff: { en: staff, sw: staffSw },
  audit: { en: audit, sw: auditSw },
  moderation: { en: moderation, sw: moderationSw },
  faq: { en: faq, sw: faqSw },
  workshops: { en: workshops, sw: workshopsSw },
  events: { en: events, sw: eventsSw },
  people: { en: people, sw: peopleSw },
  publications: { en: publications, sw: publicationsSw },
  organisation: { en: organisation, sw: organisationSw },
  projects: { en: projects, sw: projectsSw },
  caseKeys: { en: caseKeys, sw: caseKeysSw },
};

/** Every console text in English: the type the shared components' `t` takes its keys from. */
export type Every = typeof common &
  typeof staff &
  typeof audit &
  typeof moderation &
  typeof faq &
  typeof workshops &
  typeof events &
  typeof people &
  typeof publications &
  typeof organisation &
  typeof projects &
  typeof caseKeys;
