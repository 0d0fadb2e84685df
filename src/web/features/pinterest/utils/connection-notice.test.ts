// The notice Boards, Review and Schedule show while Pinterest cannot publish, with several accounts.
import { describe, expect, it } from 'vitest';
import { connectedStatus, pinterestAccount } from '../../../test/pinterest';
import { connectionNotice } from './connection-notice';

const shop = (lost: boolean) =>
  pinterestAccount({
    id: 'account-shop',
    userInfo: { username: 'pinloom_shop', first_name: 'Pinloom', last_name: 'Shop', profile_image: null },
    is_default: false,
    connected: !lost,
    needs_reconnect: lost,
  });

describe('the connection notice with several accounts', () => {
  it('names the account that needs a reconnect and says the others keep publishing', () => {
    const status = connectedStatus({
      needs_reconnect: true,
      accounts: [pinterestAccount(), shop(true)],
    });
    expect(connectionNotice(status, { wasConnected: true })).toEqual({
      message:
        'Pinterest needs you to reconnect @pinloom_shop: pins of the boards that publish with it wait until you do. Your other accounts keep publishing.',
      action: 'Reconnect Pinterest',
    });
  });

  it('says nothing while every account can publish', () => {
    const status = connectedStatus({ accounts: [pinterestAccount(), shop(false)] });
    expect(connectionNotice(status, { wasConnected: true })).toBeNull();
  });
});
