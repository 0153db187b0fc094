/** Click-tracking domains of mailing services: legitimate newsletters' links go through these. */
const CLICK_TRACKERS = new Set([
  'sendgrid.net', 'list-manage.com', 'mailchimp.com', 'mcsv.net', 'exct.net', 'mandrillapp.com', 'mailgun.org',
  'rs6.net', 'constantcontact.com', 'hubspotlinks.com', 'hs-sites.com', 'awstrack.me', 'sparkpostmail.com',
  'mailjet.com', 'mjt.lu', 'sendinblue.com', 'brevo.com', 'klaviyo.com', 'campaign-archive.com', 'cmail19.com',
  'cmail20.com', 'createsend.com', 'emlnk.com', 'ctctcdn.com', 'salesforce.com', 'pardot.com', 'marketo.com',
  'mktoweb.com', 'eloqua.com', 'responsys.net', 'bluehornet.com', 'lyris.net', 'doubleclick.net', 'emltrk.com',
  'sendibm1.com', 'sendibm2.com', 'sendibm3.com', 'sendibm4.com', 'sendibt2.com', 'sendibt3.com', 'cyberimpact.com',
  'flodesk.com', 'mailerlite.com', 'mlsend.com', 'convertkit-mail.com', 'convertkit-mail2.com', 'aweber.com',
  'getresponse.com', 'icptrack.com', 'mailchi.mp', 'exacttarget.com', 'mktomail.com', 'hubspotemail.net',
  'hs-analytics.net', 'ccsend.com', 'benchmarkemail.com', 'sendpulse.com', 'omnisend.com', 'activehosted.com',
]);

/** A mailing service's click-tracking domain (compare by registrable domain). */
export function isClickTracker(registrable: string): boolean {
  return CLICK_TRACKERS.has(registrable);
}
