// A deep link to a record that does not exist: react-admin's show and edit pages say the generic
// 'Элемент не существует' and go to the list. The API names what is missing ('Анкета не найдена' /
// 'Profile not found', SPEC §8; 'Оценщик не найден'…): say that, then go to the list the same way.
import { useNotify, useRedirect, useResourceContext } from 'react-admin'
import { ApiError } from '../api'

/** `queryOptions` for `<Show>` and `<Edit>`. */
export function useMissingRecord() {
  const notify = useNotify()
  const redirect = useRedirect()
  const resource = useResourceContext()
  return {
    onError: (error: unknown) => {
      notify(error instanceof ApiError && error.status === 404 ? error.message : 'ra.notification.item_doesnt_exist', { type: 'error' })
      redirect('list', resource)
    },
  }
}
