import { act, render } from '@testing-library/react';
import { App } from 'antd';
import type { ReactElement } from 'react';
import { Provider } from 'react-redux';
import { makeAdminStore } from '../../../../../src/features/admin/store';

/** The back-office's store and antd's App around the screen, rendered with its first calls answered. */
export async function renderAdmin(ui: ReactElement) {
  await act(async () => {
    render(
      <Provider store={makeAdminStore()}>
        <App>{ui}</App>
      </Provider>,
    );
  });
}
