// The console: react-admin under /administrator (SPEC §2 Administrator area). Resources load on
// first visit (React.lazy), so the first load carries react-admin and the login page only.
import { lazy } from 'react'
import { Admin, CustomRoutes, Resource } from 'react-admin'
import { BrowserRouter, Route } from 'react-router-dom'
import BusinessIcon from '@mui/icons-material/Business'
import PersonSearchIcon from '@mui/icons-material/PersonSearch'
import BadgeIcon from '@mui/icons-material/Badge'
import QuizIcon from '@mui/icons-material/Quiz'
import { authProvider } from './authProvider'
import { dataProvider } from './dataProvider'
import { i18nProvider } from './i18n/i18nProvider'
import { LoginPage } from './auth/LoginPage'
import { Layout } from './layout/Layout'
import { theme } from './layout/theme'
import { companyName, estimatorName, profileName, questionnaireName } from './common/representations'

const ProfileList = lazy(() => import('./profiles/ProfileList'))
const ProfileShow = lazy(() => import('./profiles/ProfileShow'))
const ProfileEdit = lazy(() => import('./profiles/ProfileEdit'))
const OwnerList = lazy(() => import('./owners/OwnerList'))
const OwnerEdit = lazy(() => import('./owners/OwnerEdit'))
const EstimatorList = lazy(() => import('./estimators/EstimatorList'))
const EstimatorEdit = lazy(() => import('./estimators/EstimatorEdit'))
const EstimatorCreate = lazy(() => import('./estimators/EstimatorCreate'))
const QuestionnaireList = lazy(() => import('./questionnaires/QuestionnaireList'))
const QuestionnaireEdit = lazy(() => import('./questionnaires/QuestionnaireEdit'))
const QuestionnaireCreate = lazy(() => import('./questionnaires/QuestionnaireCreate'))
const NeuronetPage = lazy(() => import('./neuronet/NeuronetPage'))

export function App() {
  return (
    // Real paths (SPEC §2: /administrator/profiles/{id}), not react-admin's default hash routes; the
    // express host answers every /administrator path with this app (server/admin-console.ts).
    <BrowserRouter basename="/administrator" future={{ v7_startTransition: true, v7_relativeSplatPath: true }}>
      <Admin
        title="Rapport"
        authProvider={authProvider}
        dataProvider={dataProvider}
        i18nProvider={i18nProvider}
        loginPage={LoginPage}
        layout={Layout}
        theme={theme}
        requireAuth
        // react-admin's telemetry fetches an image from its vendor's site: a call outside our CSP and a leak.
        disableTelemetry
      >
        {/* SPEC §2: /administrator redirects to profiles, the first resource. */}
        <Resource name="profiles" icon={PersonSearchIcon} recordRepresentation={profileName} list={ProfileList} show={ProfileShow} edit={ProfileEdit} />
        <Resource name="owners" icon={BusinessIcon} recordRepresentation={companyName} list={OwnerList} edit={OwnerEdit} />
        <Resource name="estimators" icon={BadgeIcon} recordRepresentation={estimatorName} list={EstimatorList} edit={EstimatorEdit} create={EstimatorCreate} />
        <Resource name="questionnaires" icon={QuizIcon} recordRepresentation={questionnaireName} list={QuestionnaireList} edit={QuestionnaireEdit} create={QuestionnaireCreate} />
        <CustomRoutes>
          <Route path="/neuronet" element={<NeuronetPage />} />
        </CustomRoutes>
      </Admin>
    </BrowserRouter>
  )
}
