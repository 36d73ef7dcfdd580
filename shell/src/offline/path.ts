/** The shell's page of what this site keeps on the phone, with "Remove everything from this phone". */
export const SAVED_ON_PHONE_PATH = '/saved-on-this-phone';
