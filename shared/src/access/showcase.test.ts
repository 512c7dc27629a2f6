import { findRoute } from './rules';
import { OTHER_SIDE, SHOWCASE_PAGE } from './showcase';

it('names route-table pages that the other side may open', () => {
  for (const side of ['DEV', 'SUP'] as const) {
    const rule = findRoute(SHOWCASE_PAGE[side]);
    expect(rule?.roles).toContain(OTHER_SIDE[side]);
  }
});
