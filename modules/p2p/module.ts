// p2p: pair checks. Pair requests (two people, an optional manager, the interaction), runs on the
// engine queue with live progress, the stored result, and the API twins (SPEC §7 scene service).
import { defineModule, type LocaleTree } from '../types'
import ru from './locales/ru.json'
import en from './locales/en.json'
import { RESULT_LOCALES } from './texts/index'
import { pairIndexes } from './server/indexes'

export default defineModule({
  name: 'p2p',
  routes: [
    {
      layout: 'owner',
      path: 'owner/dashboard/p2p/:id?',
      file: 'routes/owner.dashboard.p2p.$id.tsx',
      // The shared page's and the phone's texts render on the server only; of the share texts, the link's two labels.
      texts: ['p2p', '-p2p:result.composer', '-p2p:shared', '-p2p:mobile', '-p2p:share', 'p2p:share.manage', 'p2p:share.title'],
    },
    // The pair report bought with a card entered (ADR 039); the pair page offers one press with the default card.
    {
      layout: 'owner',
      path: 'owner/dashboard/p2p/:id/report',
      file: 'routes/owner.dashboard.p2p.$id.report.tsx',
      texts: ['p2p', '-p2p:result', '-p2p:shared', '-p2p:mobile', '-p2p:share', 'billing:errors', 'billing:card'],
    },
    // The owner's share controls of a love result (ADR 042): the pair page links here (its JavaScript budget is spent).
    // p2p:verify is what an unverified owner reads here (ADR 039, amended).
    {
      layout: 'owner',
      path: 'owner/dashboard/p2p/:id/share',
      file: 'routes/owner.dashboard.p2p.$id.share.tsx',
      texts: ['p2p:share', 'p2p:errors', 'p2p:notices', 'p2p:back', 'p2p:verify'],
    },
    // The shared result (SPEC §2 'love-shared-result', ADR 042): public, signed-out, no hydration, no site navigation.
    { layout: 'none', path: 'result/:data', file: 'routes/result.$data.tsx' },
    // The phone's pair check in both mobile areas (ADR 043): love-mobile's runs are the love variant.
    { layout: 'mobile', path: ':area/p2p/:id?', file: 'routes/mobile.p2p.$id.tsx' },
  ],
  api: [
    { path: 'owner/p2p', file: 'api/owner.p2p.ts' },
    { path: 'owner/p2p/:id', file: 'api/owner.p2p.$id.ts' },
    { path: 'owner/p2p/:id/run', file: 'api/owner.p2p.$id.run.ts' },
    // The shared result's link: make, read, withdraw (ADR 042).
    { path: 'owner/p2p/:id/share', file: 'api/owner.p2p.$id.share.ts' },
  ],
  // The result's texts (modules/p2p/texts/locales) live beside their composer; the page reads them as p2p:result.
  locales: { ru: { ...ru, result: RESULT_LOCALES.ru as LocaleTree }, en: { ...en, result: RESULT_LOCALES.en as LocaleTree } },
  indexes: pairIndexes,
})
