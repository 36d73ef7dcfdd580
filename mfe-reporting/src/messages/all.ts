import { en as common } from './en';
import { sw as commonSw } from './sw';
import { en as complaints } from './complaints/en';
import { sw as complaintsSw } from './complaints/sw';
import { en as desk } from './desk/en';
import { sw as deskSw } from './desk/sw';
import { en as followUp } from './follow-up/en';
import { sw as followUpSw } from './follow-up/sw';
import { en as reportForm } from './report-form/en';
import { sw as reportFormSw } from './report-form/sw';
import { en as track } from './track/en';
import { sw as trackSw } from './track/sw';
import { en as whistleblower } from './whistleblower/en';
import { sw as whistleblowerSw } from './whistleblower/sw';

/** Every part of the section's texts, each with its Kiswahili, for tests that check them or look a text up. */
export const PARTS = {
  common: { en: common, sw: commonSw },
  complaints: { en: complaints, sw: complaintsSw },
  desk: { en: desk, sw: deskSw },
  followUp: { en: followUp, sw: followUpSw },
  reportForm: { en: reportForm, sw: reportFormSw },
  track: { en: track, sw: trackSw },
  whistleblower: { en: whistleblower, sw: whistleblowerSw },
};

export const en = { ...common, ...complaints, ...desk, ...followUp, ...reportForm, ...track, ...whistleblower };
export const sw = { ...commonSw, ...complaintsSw, ...deskSw, ...followUpSw, ...reportFormSw, ...trackSw, ...whistleblowerSw };
