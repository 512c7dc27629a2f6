import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { classesOf, pruneCss, selectorUsed, statements } from './css-prune.mjs';

const html = '<div class="ant-card css-var-r1"><button class="ant-btn ant-btn-primary" type="submit">Go</button></div>';
const classes = classesOf(html);

describe('pruneCss', () => {
  it('reads the classes of the markup', () => {
    assert.deepEqual([...classes].sort(), ['ant-btn', 'ant-btn-primary', 'ant-card', 'css-var-r1']);
  });

  it('keeps a rule when one of its selectors uses only classes of the markup', () => {
    assert.equal(selectorUsed('.ant-btn', classes), true);
    assert.equal(selectorUsed(':where(.css-var-r1).ant-btn-primary:hover', classes), true);
    assert.equal(selectorUsed('.ant-btn-loading .ant-btn', classes), false);
    assert.equal(selectorUsed('.ant-modal, .ant-card', classes), true);
    assert.equal(selectorUsed('.ant-btn:not(.ant-btn-disabled)', classes), true);
    assert.equal(selectorUsed('html, body', classes), true);
    assert.equal(selectorUsed(':is(.ant-btn, .ant-modal) .ant-table', classes), false);
  });

  it('drops what the markup cannot use, inside blocks too, and keyframes nobody names', () => {
    const css = [
      '/* antd */:root{--x:1}',
      '.ant-btn{color:red}',
      '.ant-modal{display:block}',
      '@media (max-width:575px){.ant-btn{width:100%}.ant-table{display:none}}',
      '@media print{.ant-table{display:none}}',
      '@keyframes spin{to{transform:rotate(1turn)}}',
      '@keyframes fade{to{opacity:0}}',
      '.ant-btn-primary{animation:spin 1s}',
      '@layer antd;',
      '.ant-card::after{content:"}{"}',
    ].join('');
    assert.equal(
      pruneCss(css, classes),
      [
        ':root{--x:1}',
        '.ant-btn{color:red}',
        '@media (max-width:575px){.ant-btn{width:100%}}',
        '@keyframes spin{to{transform:rotate(1turn)}}',
        '.ant-btn-primary{animation:spin 1s}',
        '@layer antd;',
        '.ant-card::after{content:"}{"}',
      ].join(''),
    );
  });

  it('splits statements at top-level braces only', () => {
    assert.deepEqual(
      statements('@media x{.a{b:c}} .d{e:f}').map((s) => s.prelude),
      ['@media x', '.d'],
    );
  });
});
