/** Click-tracking domains of mailing services: legitimate newsletters' links go through these. */
const CLICK_TRACKERS = new Set([
  'sendgrid.net', 'list-manage.com', 'mailchimp.com', 'mcsv.net', 'exct.net', 'mandrillapp.com', 'mailgun.org',
  'rs6.net', 'constantcontact.com', 'hubspotlinks.com', 'hs-sites.com', 'awstrack.me', 'sparkpostmail.com',
  'mailjet.com', 'mjt.lu', 'sendinblue.com', 'brevo.com', 'klaviyo.com', 'campaign-archive.com', 'cmail19.com',
  'cmail20.com', 'createsend.com', 'emlnk.com', 'ctctcdn.com', 'salesforce.com', 'pardot.com', 'marketo.com',
  'mktoweb.com', 'eloqua.com', 'responsys.net', 'bluehornet.com', 'lyris.net', 'doubleclick.net', 'emltrk.com',
]);

/** A mailing service's click-tracking domain (compare by registrable domain). */
export function isClickTracker(registrable: string): boolean {
  return CLICK_TRACKERS.has(registrable);
}
