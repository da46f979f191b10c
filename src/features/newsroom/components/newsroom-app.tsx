import type { ReactNode } from 'react'
import { Route, Routes } from 'react-router-dom'
import type { AdminAccount, SecondFactorStep } from '@/staff/account'
import { StaffAreaContext } from '@/staff/area'
import { AdminAccess, type AccessRules } from '@/staff/components/access/admin-access'
import { AdminNotFound } from '@/staff/components/admin-not-found'
import { AdminLayout } from '@/staff/components/layout/admin-layout'
import type { AdminNavEntry } from '@/staff/components/layout/nav-items'
import { ResourceListPage } from '@/staff/components/resource/resource-list-page'
import { ResourceCreateRoute, ResourceEditRoute } from '@/staff/components/resource/resource-routes'
import { navMessages, newsroomAccessMessages, newsroomArea } from '../messages'
import { newsroomPaths } from '../paths'
import { autores } from '../resources/autores'
import { AuthorArticles } from './author-articles'
import { NewsCreatePage, NewsEditPage } from './news-editor-page'
import { NewsListPage } from './news-list-page'

const newsroomNav: readonly AdminNavEntry[] = [
  { kind: 'link', link: { href: newsroomPaths.news, label: navMessages.news } },
  { kind: 'link', link: { href: newsroomPaths.newsCreate, label: navMessages.newArticle } },
  { kind: 'link', link: { href: newsroomPaths.authors, label: navMessages.authors } },
]

/** Writers and administrators; row-level security authorises each read and write the same way. */
const newsroomAccess: AccessRules = {
  allows: (account) =>
    account.status === 'signed-in' && (account.role === 'escritor' || account.role === 'admin'),
  messages: newsroomAccessMessages,
}

/**
 * The newsroom behind the gate, mounted by the app at /escritor/* (paths here are relative to it):
 * the staff frame with the newsroom's words, the account check, then the screens.
 */
export function NewsroomApp({
  account,
  accountSlot,
  secondFactor,
}: {
  account: AdminAccount
  accountSlot?: ReactNode
  secondFactor: SecondFactorStep
}) {
  // AdminAccess shows the screens only to a signed-in writer or admin.
  const writerId = account.status === 'signed-in' ? account.userId : ''
  return (
    <StaffAreaContext.Provider value={newsroomArea}>
      <AdminLayout nav={newsroomNav} account={account} accountSlot={accountSlot}>
        <AdminAccess account={account} rules={newsroomAccess} secondFactor={secondFactor}>
          <Routes>
            <Route index element={<NewsListPage />} />
            <Route path="noticias/nova" element={<NewsCreatePage writerId={writerId} />} />
            <Route path="noticias/:id" element={<NewsEditPage writerId={writerId} />} />
            <Route path="autores" element={<ResourceListPage config={autores} />} />
            <Route path="autores/novo" element={<ResourceCreateRoute config={autores} />} />
            <Route
              path="autores/:id"
              element={
                <ResourceEditRoute
                  config={autores}
                  after={(row) => <AuthorArticles authorId={row.id} />}
                />
              }
            />
            <Route path="*" element={<AdminNotFound />} />
          </Routes>
        </AdminAccess>
      </AdminLayout>
    </StaffAreaContext.Provider>
  )
}
