import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { inlineSvg } from '../../../../src/node/logo/inline-svg';
import { LOGO_ID_PREFIX } from '../../../../src/shared/inline-logo';

const fixture = (name: string) => readFileSync(resolve(__dirname, '../../../fixtures/logos/public/img', name), 'utf8');

describe('a small SVG logo made inline', () => {
  it("keeps the drawing, gives the root's attributes React's names and drops what the logo's options decide", () => {
    expect(inlineSvg(fixture('plain.svg'))).toEqual({
      attributes: { viewBox: '0 0 64 64', width: '64', height: '64', className: 'brand', fillRule: 'evenodd' },
      style: { color: '#4b2fc4', '--accent': '#d8d0ff' },
      body: '<rect width="64" height="64" rx="14" fill="currentColor"/><path d="M21 15h-6v34h6" fill="none" stroke="var(--accent)" stroke-width="5"/>',
    });
  });

  it('prefixes every id and every reference to one, so two copies on a page keep their own', () => {
    const { body } = inlineSvg(fixture('gradient.svg'))!;
    const mine = body.split(LOGO_ID_PREFIX).join('navbar-');
    expect(mine).toContain('<linearGradient id="navbar-fade">');
    expect(mine).toContain('<circle id="navbar-dot" cx="16" cy="16" r="12"/>');
    expect(mine).toContain('<use href="#navbar-dot" fill="url(#navbar-fade)"/>');
    expect(mine).toContain(
      '<use xlink:href="#navbar-dot" style="fill: url(\'#navbar-fade\')" transform="scale(0.5)"/>',
    );
    expect(mine).not.toMatch(/"#?(?:fade|dot)"|\(#fade\)/);
  });

  it("reads the root's attribute values as text, which React escapes once", () => {
    expect(
      inlineSvg('<svg data-name="Fish &amp; chips &#x2014; &#169; &quot;1&quot;" viewBox=\'0 0 1 1\'/>')!.attributes,
    ).toEqual({ 'data-name': 'Fish & chips \u2014 \u00a9 "1"', viewBox: '0 0 1 1' });
  });

  it('keeps a self-closed root and the spaces of text', () => {
    expect(inlineSvg('<svg viewBox="0 0 1 1"/>')).toEqual({ attributes: { viewBox: '0 0 1 1' }, body: '' });
    expect(inlineSvg('<svg viewBox="0 0 9 9"><text x="0" y="9">e  f</text> <text x="5">g</text></svg>')!.body).toBe(
      '<text x="0" y="9">e  f</text> <text x="5">g</text>',
    );
  });

  it('keeps a nested <svg>, leaves out comments and what an editor adds, and prefixes no id written as text', () => {
    const markup = [
      '<svg xmlns="http://www.w3.org/2000/svg" xmlns:inkscape="http://www.inkscape.org/namespaces/inkscape" viewBox="0 0 9 9">',
      '<!-- was <script> once --><metadata><rdf:RDF/></metadata><sodipodi:namedview pagecolor="#fff"/>',
      '<svg x="1" width="4" inkscape:label="inner"><rect id="r" width="1" height="1"/></svg>',
      '<text x="0" y="9">id="r" &amp; more</text>',
      '</svg>',
    ].join('');
    expect(inlineSvg(markup)!.body.split(LOGO_ID_PREFIX).join('navbar-')).toBe(
      '<svg x="1" width="4"><rect id="navbar-r" width="1" height="1"/></svg><text x="0" y="9">id="r" &amp; more</text>',
    );
  });

  it.each([
    ['a <style> element, whose rules would reach the whole page', fixture('styled.svg')],
    ['a script', '<svg viewBox="0 0 1 1"><script>alert(1)</script></svg>'],
    ['an event handler', '<svg viewBox="0 0 1 1"><rect onclick="alert(1)" width="1" height="1"/></svg>'],
    ['an embedded image, which is a request again', '<svg viewBox="0 0 1 1"><image href="photo.png"/></svg>'],
    ['a reference to another file', '<svg viewBox="0 0 1 1"><use href="sprite.svg#logo"/></svg>'],
    ['a paint from another file', '<svg viewBox="0 0 1 1"><rect fill="url(other.svg#g)"/></svg>'],
    ["a link, which the logo's own link would hold", '<svg viewBox="0 0 1 1"><a href="#x"><rect/></a></svg>'],
    ['entities of its own', '<!DOCTYPE svg [<!ENTITY e "x">]><svg viewBox="0 0 1 1"/>'],
    ['no <svg> root', '<html><svg viewBox="0 0 1 1"/></html>'],
    ['text after the root', '<svg viewBox="0 0 1 1"></svg><p>more</p>'],
    ['a second root', '<svg viewBox="0 0 1 1"><g/></svg><svg viewBox="0 0 1 1"><g/></svg>'],
    ["the text that stands for each copy's prefix", `<svg viewBox="0 0 1 1"><g id="${LOGO_ID_PREFIX}"/></svg>`],
    [
      'an animation that sets a link to a script',
      '<svg viewBox="0 0 1 1"><use href="#a"><set attributeName="href" to="javascript:alert(1)"/></use></svg>',
    ],
    [
      'an animation of the link values',
      '<svg viewBox="0 0 1 1"><use href="#a"><animate attributeName="href" values="javascript:alert(1)"/></use></svg>',
    ],
    [
      'a url() spelled with a CSS escape',
      '<svg viewBox="0 0 1 1"><rect style="fill: u\\72 l(https://example.com/x)"/></svg>',
    ],
    [
      'an image-set(), which fetches without url()',
      '<svg viewBox="0 0 1 1"><rect style="background-image: image-set(\'https://example.com/x.png\' 1x)"/></svg>',
    ],
    ['a script in capitals', '<svg viewBox="0 0 1 1"><SCRIPT>alert(1)</SCRIPT></svg>'],
    ['an event handler in capitals on the root', '<svg viewBox="0 0 1 1" ONLOAD="alert(1)"/>'],
    [
      'a link to a script written with spaces first',
      '<svg viewBox="0 0 1 1"><use href="  javascript:alert(1)"/></svg>',
    ],
    ['an element of HTML', '<svg viewBox="0 0 1 1"><iframe src="https://example.com"/></svg>'],
    ['an attribute name that would end the tag', '<svg viewBox="0 0 1 1"><rect x"onmouseover="alert(1)"/></svg>'],
    ['a CDATA section', '<svg viewBox="0 0 1 1"><text><![CDATA[<script>alert(1)</script>]]></text></svg>'],
  ])('stays an image with %s', (_, markup) => {
    expect(inlineSvg(markup)).toBeUndefined();
  });
});
