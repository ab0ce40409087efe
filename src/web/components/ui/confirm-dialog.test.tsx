import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { type ConfirmAnswer, ConfirmProvider, type ConfirmRequest, useConfirm } from './confirm-dialog';

function Asker({ request }: { request: ConfirmRequest }) {
  const confirm = useConfirm();
  const [answer, setAnswer] = useState<string>('none yet');
  const show = (value: ConfirmAnswer) => setAnswer(value === null ? 'cancelled' : JSON.stringify(value));
  return (
    <>
      <button type="button" onClick={async () => show(await confirm(request))}>
        Ask
      </button>
      <output>{answer}</output>
    </>
  );
}

function renderAsker(request: ConfirmRequest) {
  render(
    <ConfirmProvider>
      <Asker request={request} />
    </ConfirmProvider>,
  );
  return userEvent.setup();
}

describe('the confirmation dialog', () => {
  it('names what changes and answers with the confirming button', async () => {
    const user = renderAsker({
      title: 'Make Amina an admin?',
      description: 'She can moderate everything.',
      confirmLabel: 'Make Admin',
    });
    await user.click(screen.getByRole('button', { name: 'Ask' }));

    const dialog = await screen.findByRole('alertdialog', { name: 'Make Amina an admin?' });
    expect(dialog).toHaveAccessibleDescription('She can moderate everything.');
    await user.click(screen.getByRole('button', { name: 'Make Admin' }));

    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('{"typed":"","reason":""}');
  });

  it('answers null on Cancel and on Escape', async () => {
    const user = renderAsker({ title: 'Unlink?', description: 'x', confirmLabel: 'Unlink' });
    await user.click(screen.getByRole('button', { name: 'Ask' }));
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('status')).toHaveTextContent('cancelled');

    await user.click(screen.getByRole('button', { name: 'Ask' }));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('cancelled');
  });

  it('hands back the typed word and the trimmed reason for the caller to check', async () => {
    const user = renderAsker({
      title: 'Ban Omar?',
      description: 'They are signed out.',
      confirmLabel: 'Ban',
      tone: 'danger',
      typeToConfirm: 'DELETE',
      reason: { label: 'Reason' },
    });
    await user.click(screen.getByRole('button', { name: 'Ask' }));
    await user.type(screen.getByLabelText('Reason'), '  spam  ');
    await user.type(screen.getByLabelText('Type DELETE to confirm'), 'DELET');
    await user.keyboard('{Enter}');

    expect(screen.getByRole('status')).toHaveTextContent('{"typed":"DELET","reason":"spam"}');
  });
});
