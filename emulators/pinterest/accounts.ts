// The simulated Pinterest accounts: who each one is and the boards it starts with. Two, so a
// workspace can connect several accounts and a journey can check a pin went to the right one.

/** The first is the default wherever no account is named (consent page, tokens, the handle). */
export const DEMO_ACCOUNTS = ['pinloom_demo', 'pinloom_shop'] as const;
export type DemoAccount = (typeof DEMO_ACCOUNTS)[number];
export const FIRST_DEMO_ACCOUNT: DemoAccount = DEMO_ACCOUNTS[0];
/** @internal for tests and benchmarks, not production code */
export const SECOND_DEMO_ACCOUNT: DemoAccount = DEMO_ACCOUNTS[1];

export interface AccountProfile {
  id: string;
  username: DemoAccount;
  businessName: string;
  about: string;
  websiteUrl: string;
  /** The avatar's path under /media and its colour (drawn by media.ts). */
  profileImage: { file: string; colour: { r: number; g: number; b: number } };
  followerCount: number;
  followingCount: number;
  monthlyViews: number;
  seedBoards: ReadonlyArray<readonly [name: string, description: string]>;
}

export const PROFILES: Readonly<Record<DemoAccount, AccountProfile>> = {
  pinloom_demo: {
    id: '1151795042016425984',
    username: 'pinloom_demo',
    businessName: 'Pinloom Demo',
    about: 'A simulated Pinterest account for trying Pinloom without connecting Pinterest.',
    websiteUrl: 'https://pinloom.example',
    profileImage: { file: 'profile.png', colour: { r: 230, g: 0, b: 35 } },
    followerCount: 128,
    followingCount: 42,
    monthlyViews: 3150,
    seedBoards: [
      ['Cozy Autumn Recipes', 'Soups, bakes and warm drinks for cold evenings.'],
      ['Small Garden Ideas', 'Balconies, patios and tiny yards that feel bigger.'],
      ['Home Office Setup', 'Desks, light and storage for working from home.'],
      ['Weekend Travel Guides', 'Short trips, packing lists and places to stay.'],
      ['Minimalist Wardrobe', 'Capsule outfits and pieces that go with everything.'],
      ['DIY Gift Ideas', 'Handmade presents for every budget.'],
    ],
  },
  pinloom_shop: {
    id: '1151795042016431104',
    username: 'pinloom_shop',
    businessName: 'Pinloom Demo Shop',
    about: 'A second simulated Pinterest account, a small shop, for trying Pinloom with several accounts.',
    websiteUrl: 'https://shop.pinloom.example',
    profileImage: { file: 'profile-pinloom_shop.png', colour: { r: 0, g: 110, b: 100 } },
    followerCount: 512,
    followingCount: 87,
    monthlyViews: 9400,
    seedBoards: [
      ['Handmade Jewelry', 'Rings, earrings and necklaces made in our studio.'],
      ['Shop Updates', 'New arrivals, restocks and news from the studio.'],
      ['Gift Guides', 'Presents sorted by budget and by who they are for.'],
      ['Packaging Ideas', 'Wrapping, labels and unboxing that customers share.'],
      ['Behind the Scenes', 'How our pieces are designed and made.'],
      ['Customer Favorites', 'The pieces our customers love most.'],
    ],
  },
};

export function isDemoAccount(value: unknown): value is DemoAccount {
  return (DEMO_ACCOUNTS as readonly unknown[]).includes(value);
}

/** The account a form, request or old snapshot names; a missing or unknown one is the first. */
export function accountOf(value: unknown): DemoAccount {
  return isDemoAccount(value) ? value : FIRST_DEMO_ACCOUNT;
}
