import type { SocialNetwork } from '@civic/shared/contracts';
import type { KindWords } from '../../components/content/kind';

/** Each network's name, as the footer's links are known. */
export const NETWORKS: Record<SocialNetwork, 'networkX' | 'networkFacebook' | 'networkLinkedin' | 'networkYoutube' | 'networkInstagram'> = {
  x: 'networkX',
  facebook: 'networkFacebook',
  linkedin: 'networkLinkedin',
  youtube: 'networkYoutube',
  instagram: 'networkInstagram',
};

/**
 * The details' state and last edit, in words that agree with `taarifa` in Kiswahili. They are always published
 * (the site's configuration is the first version), so there is no draft alone: a draft waits beside them.
 */
export const STATE_WORDS: Pick<KindWords, 'published' | 'draft' | 'changed' | 'edited' | 'editedNever'> = {
  published: 'organisationStatePublished',
  draft: 'organisationStateChanged',
  changed: 'organisationStateChanged',
  edited: 'organisationEditedBy',
  editedNever: 'organisationEditedNever',
};
