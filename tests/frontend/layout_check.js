async () => {
  // What overflows the board or overlaps a sibling (tests/frontend/layout.py), measured
  // once the page has drawn two frames (the log scrolls to its end in the next frame, and
  // the lines that scroll into view are laid out in the one after) and its animations end.
  await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
  // A line that slides in (the round just scored) is measured where it comes to rest.
  const ending = document.getAnimations().filter((a) => a.effect?.getComputedTiming().endTime !== Infinity);
  await Promise.all(ending.map((a) => a.finished.catch(() => null)));
  const board = document.querySelector('.nw-widget');
  const name = (e) => e.tagName.toLowerCase()
    + (typeof e.className === 'string' && e.className.trim() ? '.' + e.className.trim().split(/\s+/).join('.') : '')
    + (e.dataset.cell ? `[${e.dataset.cell}]` : '') + (e.dataset.card ? `[${e.dataset.card}]` : '');
  const shown = (e) => {
    const cs = getComputedStyle(e);
    // A line the page does not lay out (content-visibility: auto, out of its scroll box's
    // view) has a placeholder box, not one a student sees.
    return e.tagName !== 'STYLE' && e.getClientRects().length > 0 && cs.visibility !== 'hidden'
      && cs.position !== 'absolute' && cs.position !== 'fixed'
      && e.checkVisibility({contentVisibilityAuto: true});
  };
  const edge = board.getBoundingClientRect();
  const problems = [];
  const every = [board, ...board.querySelectorAll('*')].filter(shown);
  for (const e of every) {
    if (e.clientWidth > 0 && e.scrollWidth > e.clientWidth + 1) {
      problems.push(`${name(e)} overflows: ${e.scrollWidth} px in ${e.clientWidth} px`);
    }
    const r = e.getBoundingClientRect();
    if (r.width > 0 && (r.right > edge.right + 1 || r.left < edge.left - 1)) {
      problems.push(`${name(e)} reaches past the board: ${Math.round(r.left)}..${Math.round(r.right)} in ${Math.round(edge.left)}..${Math.round(edge.right)}`);
    }
  }
  for (const parent of every.filter((e) => !e.hasAttribute('data-stack'))) {
    const boxes = [...parent.children].filter(shown)
      .filter((k) => getComputedStyle(k).display !== 'inline')
      .map((k) => [k, k.getBoundingClientRect()])
      .filter(([, r]) => r.width > 0 && r.height > 0);
    for (let i = 0; i < boxes.length; i++) {
      for (let j = i + 1; j < boxes.length; j++) {
        const [a, ra] = boxes[i];
        const [b, rb] = boxes[j];
        const across = Math.min(ra.right, rb.right) - Math.max(ra.left, rb.left);
        const down = Math.min(ra.bottom, rb.bottom) - Math.max(ra.top, rb.top);
        // Line boxes that meet may share a rounded pixel or two: no student sees that.
        if (across > 2 && down > 2) problems.push(`${name(a)} and ${name(b)} overlap by ${Math.round(across)} x ${Math.round(down)} px`);
        else if (a.tagName === 'BUTTON' && b.tagName === 'BUTTON' && down > 1 && across > -2) {
          problems.push(`${name(a)} and ${name(b)} touch: no gap between them`);
        }
      }
    }
  }
  // A button of words has an accessible name that holds them (WCAG 2.5.3, label in
  // name), so a student who says or reads what it shows finds it. (A card or a cell
  // draws symbols and figures: its name describes them in a sentence.)
  const words = (text) => text.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, ' ').trim();
  for (const control of board.querySelectorAll('button, [role="button"]')) {
    if (!shown(control) || control.children.length > 0) continue;
    const visible = words(control.innerText || '');
    const label = control.getAttribute('aria-label');
    if (visible && label !== null && !words(label).includes(visible)) {
      problems.push(`${name(control)} is named "${label}" but shows "${control.innerText.trim()}"`);
    }
  }
  return [...new Set(problems)];
}
