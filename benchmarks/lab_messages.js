// Listen to the notebook's kernel connection (JupyterLab's `anyMessage`) and keep every
// message as the page handled it: its direction, type, execution state, the widget traits
// it updates, its id and its parent's, when the page handled it and its own time stamp
// (the kernel's, for what the kernel sent: browser and kernel share the machine's clock),
// in ms since the epoch. Installs `window.__navalStages(seen, t0, shown)`, which splits a
// click timed from `t0` to `shown` (performance.now()) by the messages kept since index
// `seen`: to the kernel (until it is busy with the page's request), in the kernel (until
// it sends the traits' update answering it), back (until the page has handled that
// update) and the page (until the board shows it); null when no update answered a
// request sent in that time. Run once by the benchmarks through page.evaluate.
() => {
  const kernel = window.jupyterapp.shell.currentWidget.sessionContext.session.kernel;
  const messages = [];
  window.__navalMessages = messages;
  kernel.anyMessage.connect((_, { direction, msg }) => {
    messages.push({
      direction,
      type: msg.header.msg_type,
      state: msg.content?.execution_state,
      keys: Object.keys(msg.content?.data?.state ?? {}),
      id: msg.header.msg_id,
      parent: msg.parent_header?.msg_id ?? null,
      at: performance.timeOrigin + performance.now(),
      stamp: Date.parse(msg.header.date),
    });
  });
  window.__navalStages = (seen, t0, shown) => {
    const since = messages.slice(seen);
    const sent = since.filter((m) => m.direction === "send" && m.type === "comm_msg").map((m) => m.id);
    const answers = (m) => sent.includes(m.parent);
    const busy = since.find((m) => answers(m) && m.type === "status" && m.state === "busy");
    const update = since.find((m) => answers(m) && m.type === "comm_msg" && m.keys.length);
    if (!busy || !update) return null;
    const start = performance.timeOrigin + t0;
    return { "to the kernel": busy.stamp - start, "in the kernel": update.stamp - busy.stamp, back: update.at - update.stamp, "the page": performance.timeOrigin + shown - update.at };
  };
};
