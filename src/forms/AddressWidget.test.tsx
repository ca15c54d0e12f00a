// Schema option "widget": "address" / "zip" on the user form, against the real server in memory.
import { expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupRealApi } from '../test/realApi';
import { EditDialog } from './EditDialog';
import { renderInAdmin } from '../test/render';

setupRealApi({ role: 'admin' });

it('suggests addresses for the street and a picked one fills zip and city, with the post office name', async () => {
  const user = userEvent.setup();
  renderInAdmin(
    <EditDialog
      open
      onClose={() => undefined}
      schema="user"
      resource="users"
      id={null}
      createMeta={{ type: 'player' }}
    />,
  );
  const street = await screen.findByRole('combobox', { name: /Ulica a číslo/ }, { timeout: 15000 });
  await user.click(street);
  await user.paste('Mariánske');
  const option = await screen.findByRole('option', { name: /Mariánske námestie 41/ }, { timeout: 5000 });
  await user.click(option);

  expect(street).toHaveValue('Mariánske námestie 41');
  await waitFor(() => expect(screen.getByRole('textbox', { name: /PSČ/ })).toHaveValue('010 15'));
  expect(screen.getByRole('textbox', { name: /Mesto/ })).toHaveValue('Žilina');
  await waitFor(() => expect(screen.getByTestId('post-name')).toHaveTextContent('Žilina 15'), {
    timeout: 5000,
  });
});
