/**
 * The words of the help search (issue 13): what it ignores, and the Filipino, Taglish and English words it
 * reads as the English words the articles use. The articles and the questions go through the same lists,
 * so an article's Filipino summary and a Filipino question meet on the same English terms. The lists are
 * plain text (one group per line) so they stay easy to read and to extend.
 */

const wordsOf = (text: string): string[] => text.split(/\s+/u).filter(Boolean);

/** English words that say nothing about the task. "not" and "no" are kept: "no sound" depends on them. */
const ENGLISH_STOP_WORDS = wordsOf(`
  a about after again all also am an and any anyone are as at be been being but by can could did
  didnt do does doesnt doing dont for from get gets getting got had has have having he hello her hi him his how i
  if im in into is isnt it its just know let like me might mine more most much must my myself of on one only or
  our please pls plz same she should so some still than thank thanks that the their them then there these they
  thing this those to too use used uses using very want wants was way we were what whats when where which who whom
  whose why will with
  would yet you your yours u ur
  above against already always anything anybody before because below between during each even ever everything few
  further keep keeps kept maybe nothing now ok okay once other own really said say saying says somebody someone
  something such sure through until while yes
`);

/**
 * Filipino function words, question words and polite particles ("po"), and verb prefixes written apart
 * ("mag-apply" is read as "mag" "apply"). The search ignores them; the language check counts them.
 */
export const FILIPINO_FUNCTION_WORDS: ReadonlySet<string> = new Set(
  wordsOf(`
    ako akin aking amin ang ano anong ay ba bang bakit bat bilang dahil di din diba dito doon eh ha ikaw ilan ilang
    ipa iyan iyo iyon iyong ito ka kahit kailan kami kanya kapag kasi kay ko kong kung lamang lang ma maka makapag
    makipag mag may mayroon meron mga mo mong na naka nakapag nag naman namin nang nasaan natin ng nga ni nila niya
    nyo opo pa paano pag pala pano papaano para pede po pwede puwede rin sa saan si siya sila sino tayo yan yon yong
    yun yung gusto ibig kaya talaga maging gamit gamitin makakapag nakakapag makaka nakaka magpa nagpa
  `),
);

/** Every word the search ignores, English and Filipino. */
export const STOP_WORDS: ReadonlySet<string> = new Set([...ENGLISH_STOP_WORDS, ...FILIPINO_FUNCTION_WORDS]);

/**
 * Several words that name one thing: each is read as the phrase's single term before the words are split
 * ("sign up", "sign-up" and "signup" all become "signup"), so "sign" and "up" never match apart.
 */
export const PHRASES: readonly (readonly [RegExp, string])[] = [
  [/\be[\s-]?mail\b/gu, 'email'],
  [/\b(?:sign(?:ed|ing)?|log(?:ged|ging)?)[\s-]?(?:in|on)\b|\blogin\b/gu, 'signin'],
  [/\b(?:sign(?:ed|ing)?|log(?:ged|ging)?)[\s-]?(?:out|off)\b|\blogout\b/gu, 'signout'],
  [/\bsign(?:ed|ing)?[\s-]?up\b/gu, 'signup'],
  [/\bcheck[\s-]?in\b/gu, 'checkin'],
  [
    /\btext[\s-]?to[\s-]?speech\b|\btts\b|\b(?:read[\s-]?)?(?:out[\s-]?loud|aloud)\b|\b(?:nang[\s-])?malakas\b/gu,
    'readaloud',
  ],
  [/\b(?:job|career)[\s-]?fairs?\b/gu, 'jobfair'],
  [/\bqr[\s-]?code\b/gu, 'qrcode'],
  [/\bpwd[\s-]?id\b/gu, 'pwdid'],
  [/\bid[\s-]?(?:no|num|number)\b/gu, 'idnumber'],
  [/\bscreen[\s-]?readers?\b/gu, 'screenreader'],
  // The job feed's tabs and its filter, by the names on the screen.
  [/\ball[\s-]?jobs\b/gu, 'alljobs'],
  [/\brecommended[\s-]?jobs\b/gu, 'recommendedjobs'],
  [/\bverified[\s-]?employers?[\s-]?only\b|\bonly[\s-]?verified[\s-]?employers?\b/gu, 'verifiedonly'],
  // The people on the other side: "who applied" are applicants, "who registered" registrants.
  [/\b(?:people[\s-]|those[\s-])?who[\s-]?(?:has[\s-]|have[\s-])?applied\b|\bmga[\s-]nag[\s-]?appl?y\b/gu, 'applicant'],
  [
    /\b(?:people[\s-]|those[\s-])?who[\s-]?(?:has[\s-]|have[\s-])?registered\b|\bmga[\s-]nag[\s-]?parehistro\b/gu,
    'registrant',
  ],
  // A count ("how many", "ilan"), an inability ("could not", "can't"), taking back (cancelling).
  [/\bhow[\s-]?many\b|\bilang?\b/gu, 'count'],
  [/\b(?:can|could)[\s-]?no?t\b|\bcant\b|\bcouldnt\b|\bunable[\s-]to\b/gu, 'cannot'],
  [/\btake[\s-]?back\b/gu, 'cancel'],
  // Not yet: still waiting ("hindi pa rin approved", "not yet approved").
  [/\b(?:not|hindi|di)[\s-]+(?:pa|yet)\b|\bstill[\s-]+not\b/gu, 'pending'],
  [/\bhindi(?:\s+\p{L}+)?\s+(?:maka|makapag|makaka|nakaka|nakapag)-/gu, ' cannot '],
];

/**
 * "words = target": each Filipino or Taglish word on the left is read as the English word on the right
 * (several words are allowed on the right).
 */
const FILIPINO_GROUPS = `
  trabaho trabahong hanapbuhay = job
  bakante = vacancy
  empleyado = employee
  aplikasyon aplikasyong inaplayan inapplyan inapplayan naapplyan applyan = application
  aplay magaplay magapply nagapply nagaplay umaplay = apply
  aplikante = applicant
  maghanap hanap hanapin naghahanap = find
  sahod sweldo suweldo = salary
  kompanya kumpanya kompanyang = company
  negosyo = business
  kategorya = category
  uri = kind
  salain = filter
  naaprubahan aprubado inaprubahan aprubahan tanggapin tinanggap tanggap = approve
  tinanggihan = reject
  tanggihan = decline
  hinihintay hintay maghintay naghihintay = wait
  katagal matagal tagal = long
  resulta = result
  natanggap matanggap = receive
  dumating dumarating = arrive
  tanggal tanggalin burahin bura alisin alis = delete
  kanselahin ikansela kansel bawiin bawi = cancel
  palitan baguhin ibahin magbago nagbago binago = change
  iedit = edit
  iupdate = update
  itama tama = correct
  mali = wrong
  ilagay ilalagay maglagay lagay idagdag dagdag = add
  gumawa gawa lumikha = create
  nakalimutan nalimutan limot = forgot
  pumasok makapasok = signin
  magparehistro magrehistro parehistro rehistro nagparehistro nakarehistro = register
  sumali sali lumahok = join
  makita makikita nakikita makakakita makakita tingnan tignan = see
  basahin ipabasa binabasa = read
  pakinggan makinig = listen
  boses = voice
  tunog = sound
  palakihin malaki = bigger
  letra = text
  mata = eye
  bulag = blind
  bingi = deaf
  mensahe magmensahe = message
  padala ipadala magpadala = send
  kausapin kontakin kontak ugnayan = contact
  tawagan = call
  usap makipagusap kausap = chat
  sumbong isumbong ireport = report
  bastos = inappropriate
  panliligalig = harassment
  manloloko modus budol = scam
  peke = fake
  bayad magbayad = pay
  pera = money
  singil = fee
  humihingi = ask
  tanong = question
  magtanong itanong = ask
  tulong tumulong = help
  abiso = notification
  paalala = reminder
  litrato larawan retrato kuhanan = photo
  numero = number
  kulay = colour
  berde = green
  dilaw = yellow
  pula = red
  sabihin kahulugan = meaning
  kopya kopyahin = copy
  datos = data
  impormasyon = information
  pangalan = name
  susunod = next
  bago bagong = new
  hindi ayaw = not
  wala walang = no
  biodata = resume
  kasanayan = skill
  karanasan = experience
  hilig = interest
  larangan = field
  lumalabas = show
  pribado = private
  ligtas = safe
  karapatan = rights
  reklamo magreklamo = complaint
  katulong = assistant
`;

/** English words the articles say otherwise ("withdraw" an application is "cancel" it). */
const ENGLISH_GROUPS = `
  remove erase = delete
  withdraw = cancel
  approval = approve
  picture pic pics image = photo
  color = colour
  cv = resume
  select selected selecting pick picked = choose
  confirmation activation = verification
`;

function groups(text: string): [string, readonly string[]][] {
  return text.split('\n').flatMap((line) => {
    const [left = '', right = ''] = line.split('=');
    const target = wordsOf(right);
    return target.length > 0 ? wordsOf(left).map((word): [string, readonly string[]] => [word, target]) : [];
  });
}

/** Filipino, Taglish and a few English words, each read as the English word(s) the articles use. */
export const SYNONYMS: ReadonlyMap<string, readonly string[]> = new Map([
  ...groups(FILIPINO_GROUPS),
  ...groups(ENGLISH_GROUPS),
]);

/** The Filipino words of the synonym list: with the function words, what marks a question as Filipino. */
export const FILIPINO_CONTENT_WORDS: ReadonlySet<string> = new Set(groups(FILIPINO_GROUPS).map(([word]) => word));
