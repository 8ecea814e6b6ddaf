extension HTMLReport {
  /// The page's styles: the drawing at 1 pt = 1 CSS px, the legend beside it.
  static let style = #"""
    :root { color-scheme: light; --ink: #1f2328; --muted: #656d76; --line: #d8dee4; --paper: #f6f8fa; }
    * { box-sizing: border-box; }
    body { margin: 0; font: 14px/1.45 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif;
      color: var(--ink); background: var(--paper); }
    header { padding: 14px 24px; background: #fff; border-bottom: 1px solid var(--line); }
    h1 { margin: 0 0 6px; font-size: 18px; font-weight: 650; overflow-wrap: anywhere; }
    .facts { display: flex; flex-wrap: wrap; gap: 6px 22px; margin: 0; }
    .facts div { display: flex; gap: 6px; min-width: 0; }
    .facts dt { color: var(--muted); }
    .facts dd { margin: 0; min-width: 0; font-weight: 550; font-variant-numeric: tabular-nums; overflow-wrap: anywhere; }
    main { display: flex; flex-wrap: wrap; align-items: flex-start; gap: 28px; padding: 20px 24px; }
    .stage { position: sticky; top: 12px; max-width: 100%; max-height: calc(100vh - 24px); overflow: auto; flex: none;
      padding: 2px 12px 12px 2px; }
    .stage.unstuck { position: static; max-height: max(100vh, 1600px); }
    .player { position: sticky; left: 0; display: flex; flex-wrap: wrap; align-items: center; gap: 8px 10px;
      margin-bottom: 14px; }
    #play { flex: none; min-width: 92px; padding: 7px 14px; border: 0; border-radius: 8px; background: #1f2328;
      color: #fff; font: 600 14px system-ui, sans-serif; cursor: pointer; }
    #play:disabled { background: #afb8c1; cursor: default; }
    #play:focus-visible { outline: 3px solid #0969da; outline-offset: 2px; }
    .clock { flex: none; color: var(--muted); font-variant-numeric: tabular-nums; min-width: 92px; }
    .caption { flex: 1 1 100%; margin: 0; min-height: 42px; padding: 8px 12px; background: #fff; border: 1px solid var(--line);
      border-radius: 8px; font-size: 14px; max-width: 100%; }
    .screen { position: relative; background: #fff; border: 1px solid var(--line); border-radius: 10px;
      box-shadow: 0 1px 3px rgba(31, 35, 40, .08), 0 8px 24px rgba(31, 35, 40, .06); }
    .fold { position: absolute; left: -1px; right: -1px; border-top: 2px dashed #8c959f; pointer-events: none; }
    .fold span { position: absolute; top: 2px; left: 8px; color: var(--muted); font-size: 10px; }
    .tile { position: absolute; content-visibility: auto; overflow-clip-margin: 24px; pointer-events: none; }
    .group { position: absolute; border: 1.5px dashed #8c959f; border-radius: 6px; pointer-events: none; }
    .group .tag { position: absolute; z-index: 1; top: -9px; right: 8px; padding: 0 6px; border-radius: 4px; background: #fff;
      border: 1px solid #afb8c1; color: var(--muted); font: 500 10px/15px system-ui, sans-serif; white-space: nowrap;
      max-width: calc(100% - 30px); overflow: hidden; text-overflow: ellipsis; }
    .gone { position: absolute; pointer-events: none; border: 1.5px dotted #afb8c1; border-radius: 4px; overflow: hidden;
      background: repeating-linear-gradient(135deg, rgba(175, 184, 193, .22) 0 5px, transparent 5px 10px); }
    .gone span { display: block; padding: 1px 5px; color: \#(ElementColor.unreachableWords); font-size: 10px; line-height: 14px;
      text-decoration: line-through; white-space: nowrap; overflow: hidden; text-overflow: ellipsis; }
    .box { position: absolute; pointer-events: auto; border: 2px solid var(--c); border-radius: 4px; cursor: pointer;
      background: color-mix(in srgb, var(--c) 9%, #fff); transition: opacity .15s, border-color .15s; }
    .box:hover { background: color-mix(in srgb, var(--c) 20%, #fff); }
    .box .num, .legend .num { font: 650 11px/16px system-ui, sans-serif; font-variant-numeric: tabular-nums; }
    .box .num { position: absolute; z-index: 2; top: -2px; left: -2px; min-width: 17px; padding: 0 4px; border-radius: 4px 0 5px 0;
      background: var(--c); color: #fff; text-align: center; }
    .box .label { position: absolute; left: var(--n, 24px); right: 6px; top: 0;
      color: color-mix(in srgb, var(--c) 80%, #000); font-size: 11px; line-height: 15px; white-space: nowrap;
      overflow: hidden; text-overflow: ellipsis; pointer-events: none; }
    .box .label.below { left: 2px; right: 2px; top: 17px; text-overflow: clip; }
    .box.current { border-width: 3px; background: color-mix(in srgb, var(--c) 22%, #fff); }
    .box.current::after { content: ""; position: absolute; z-index: 4; inset: -3px; border-radius: 5px;
      box-shadow: 0 0 0 3px color-mix(in srgb, var(--c) 35%, transparent); pointer-events: none; }
    .box.current .num { top: -3px; left: -3px; }
    .screen.playing .box:not(.current) { border-color: color-mix(in srgb, var(--c) 35%, #fff); background: #fff; }
    .box.out { opacity: .12; pointer-events: none; }
    .mark { position: absolute; z-index: 3; top: -8px; right: 1px; width: 16px; height: 16px; border-radius: 50%;
      color: #fff; font: 700 10px/16px system-ui, sans-serif; text-align: center; box-shadow: 0 0 0 1.5px #fff; }
    .mark + .mark { right: 19px; }
    .box:has(.mark) .label:not(.below) { right: 22px; }
    .box:has(.mark + .mark) .label:not(.below) { right: 40px; }
    .box.narrow .mark { right: -20px; }
    .box.narrow .mark + .mark { right: -38px; }
    .box.narrow.edge .mark { right: auto; left: -20px; }
    .box.narrow.edge .mark + .mark { right: auto; left: -38px; }
    .box.narrow.tall .mark { top: auto; bottom: 1px; right: 1px; }
    .box.narrow.tall .mark + .mark { right: 19px; }
    .frameless .box:has(.mark) { width: 52px; }
    .frameless .box:has(.mark + .mark) { width: 70px; }
    .mark.warn { background: #9a6700; color: #fff; }
    .mark.error { background: #cf222e; color: #fff; }
    .mark.warning { background: #bc4c00; color: #fff; }
    .mark.note { background: #0969da; color: #fff; }
    .frameless { margin-top: 14px; }
    .frameless h3 { margin: 0 0 6px; font-size: 12px; color: var(--muted); font-weight: 600; }
    .frameless .box { position: relative; display: inline-block; width: 34px; height: 22px; margin: 0 6px 6px 0; }
    .side { flex: 1 1 420px; min-width: min(320px, 100%); max-width: 760px; }
    @media (max-width: 400px) { main { padding: 16px 8px; } }
    h2 { margin: 0 0 10px; font-size: 15px; font-weight: 650; }
    h2:not(:first-child) { margin-top: 22px; }
    .filter { display: inline-flex; gap: 8px; align-items: center; margin-bottom: 10px; color: var(--muted); }
    .filter select { font: inherit; padding: 3px 6px; border-radius: 6px; border: 1px solid var(--line); }
    .empty { margin: 0; padding: 10px 12px; background: #fff; border: 1px dashed var(--line); border-radius: 6px;
      color: var(--muted); }
    .legend { list-style: none; margin: 0; padding: 0; }
    .legend > li { display: grid; grid-template-columns: var(--num, 24px) 1fr auto; gap: 2px 8px; align-items: baseline;
      margin-bottom: 4px; padding: 6px 10px 6px 8px; background: #fff; border: 1px solid var(--line);
      border-left: 4px solid var(--c); border-radius: 6px; cursor: pointer; }
    .legend > li:hover { background: color-mix(in srgb, var(--c) 6%, #fff); }
    .legend > li.current { background: color-mix(in srgb, var(--c) \#(ElementColor.currentLineShare)%, #fff);
      border-color: var(--c); }
    .legend > li:focus-visible { outline: 3px solid #0969da; outline-offset: 1px; }
    .legend > li.out { display: none; }
    .legend .num { color: color-mix(in srgb, var(--c) 80%, #000); text-align: right; }
    .legend .text { overflow-wrap: anywhere; }
    .legend .reach { color: #57606a; font-size: 12px; font-variant-numeric: tabular-nums; white-space: nowrap; }
    .notes { grid-column: 2 / -1; margin: 2px 0 0; padding: 0; list-style: none; font-size: 12px;
      overflow-wrap: anywhere; }
    .notes li.warn::before { content: "● "; }
    .warn { color: \#(ElementColor.lineNotes.warn); }
    .error { color: \#(ElementColor.lineNotes.error); }
    .warning { color: \#(ElementColor.lineNotes.warning); }
    .note { color: \#(ElementColor.lineNotes.note); }
    .list { margin: 0; padding: 0; list-style: none; font-size: 13px; }
    .list li { padding: 5px 10px; margin-bottom: 3px; background: #fff; border: 1px solid var(--line); border-radius: 6px;
      overflow-wrap: anywhere; }
    .list li span { color: var(--muted); }
    .warnings li { border-left: 4px solid #bf8700; }
    .gone-list li b { text-decoration: line-through; text-decoration-color: #afb8c1; }
    .gone-list li[tabindex]:focus { outline: 2px solid #0969da; outline-offset: 1px; }
    .gone.shown { outline: 3px solid #0969da; outline-offset: 2px; }
    /* Forced colours drop backgrounds: the current element keeps an outline of the system's highlight. */
    @media (forced-colors: active) {
      .legend > li.current, .box.current { outline: 3px solid Highlight; outline-offset: -3px; }
      .gone.shown { outline-color: Highlight; }
    }
    """#

  /// The page's behaviour. The highlight follows a clock: the audio element's `currentTime`, or, for
  /// tests (there is no sound device on a CI machine), a virtual one `vosimReport.useVirtualClock()`
  /// installs and `vosimReport.advanceTo(ms)` moves. Both run the same code from there on.
  static let script = #"""
    (() => {
      "use strict";
      const audio = document.getElementById("speech");
      const screen = document.getElementById("screen");
      const playButton = document.getElementById("play");
      const caption = document.getElementById("caption");
      const clock = document.getElementById("clock");
      const lines = Array.from(document.querySelectorAll("#legend > li"));
      const boxes = new Array(lines.length);
      for (const box of document.querySelectorAll(".box[data-position]")) boxes[box.dataset.position - 1] = box;
      const starts = lines.map((line) => line.dataset.start === undefined ? NaN : Number(line.dataset.start));
      const ends = lines.map((line) => Number(line.dataset.end));
      const timed = Boolean(audio) && lines.length > 0 && !Number.isNaN(starts[0]);
      const legend = document.getElementById("legend");
      const total = timed ? Number(legend.dataset.total || Math.max(...ends)) : 0;
      let now = () => audio.currentTime * 1000;
      let seek = (ms) => { audio.currentTime = ms / 1000; };
      let virtual = false;
      let playing = false;
      // Counts the plays started and the pauses: a play's late answer is only heard if it is the last.
      let generation = 0;
      let stopAt = null;
      let current = -1;
      let hidden = new Set();
      const history = [];

      // Tenths rounded half up, as the page's header and legend round them.
      const format = (ms) => (Math.round(Math.max(ms, 0) / 100) / 10).toFixed(1) + " s";
      const text = (index) => lines[index].querySelector(".text").textContent;

      // The last utterance that started at or before `ms`: it stays highlighted through the pause after it.
      function indexAt(ms) {
        let low = 0, high = starts.length - 1, found = -1;
        while (low <= high) {
          const middle = (low + high) >> 1;
          if (starts[middle] <= ms) { found = middle; low = middle + 1; } else { high = middle - 1; }
        }
        return found;
      }

      // The legend's one Tab stop: the current line, else the first line the rotor filter shows.
      let stop = lines.length ? 0 : -1;
      function placeStop() {
        let index = current >= 0 && !hidden.has(current + 1) ? current : -1;
        if (index < 0) index = lines.findIndex((_, line) => !hidden.has(line + 1));
        if (stop >= 0) lines[stop].tabIndex = -1;
        stop = index;
        if (stop >= 0) lines[stop].tabIndex = 0;
      }

      function show(index) {
        if (index === current) return;
        if (current >= 0) {
          lines[current].classList.remove("current");
          lines[current].removeAttribute("aria-current");
          if (boxes[current]) {
            boxes[current].classList.remove("current");
          }
        }
        current = index;
        const focused = document.activeElement && document.activeElement.parentElement === legend;
        placeStop();
        if (index < 0) return;
        lines[index].classList.add("current");
        lines[index].setAttribute("aria-current", "true");
        // The focus follows the keys when it is in the legend.
        if (focused) lines[index].focus({ preventScroll: true });
        // The focused line is brought into view last, so that where the drawing sits above the legend
        // (a narrow window) the box's scroll never pushes the focus out of the window.
        if (!focused) lines[index].scrollIntoView({ block: "nearest" });
        if (boxes[index]) {
          boxes[index].classList.add("current");
          boxes[index].scrollIntoView({ block: "nearest", inline: "nearest" });
        }
        if (focused) lines[index].scrollIntoView({ block: "nearest" });
        caption.textContent = text(index);
        caption.lang = lines[index].lang || legend.lang;
        history.push(index + 1);
      }

      function tick() {
        const ms = now();
        clock.textContent = format(ms) + " / " + format(total);
        // One utterance spoken alone ends before the next is highlighted, even on a late frame.
        if (stopAt !== null && ms >= stopAt) {
          pause();
          return;
        }
        const index = indexAt(ms);
        if (index >= 0) show(index);
        if (ms >= total || (!virtual && audio.ended)) {
          pause();
          return;
        }
        if (playing && !virtual) requestAnimationFrame(tick);
      }

      function start(fromMs, untilMs) {
        if (!timed) return;
        stopAt = untilMs;
        playing = true;
        screen.classList.add("playing");
        playButton.innerHTML = '<span aria-hidden="true">❚❚</span> Pause';
        seek(fromMs);
        if (virtual) { tick(); return; }
        // A play a later move or a pause cut short is no failure: only this one's own refusal is.
        const mine = ++generation;
        audio.play().then(() => { if (mine === generation) requestAnimationFrame(tick); }, (error) => {
          if (mine !== generation || (error && error.name === "AbortError")) return;
          pause();
          caption.textContent = "The browser did not play the audio.";
        });
      }

      function pause() {
        generation += 1;
        playing = false;
        stopAt = null;
        screen.classList.remove("playing");
        playButton.innerHTML = '<span aria-hidden="true">▶</span> Play';
        if (!virtual && audio && !audio.paused) audio.pause();
      }

      // Focus one element as VoiceOver does and speak it alone.
      function select(index) {
        if (index < 0 || index >= lines.length) return;
        if (playing) pause();
        show(index);
        if (timed) start(starts[index], ends[index]);
      }

      function step(direction) {
        let index = current < 0 ? (direction > 0 ? -1 : lines.length) : current;
        // The focus the filter hides, with the keyboard on a line it shows (the Tab stop): the first
        // arrow speaks that line, and the next go on from it.
        const focused = lines.indexOf(document.activeElement);
        if (current >= 0 && hidden.has(current + 1) && focused >= 0 && !hidden.has(focused + 1)) {
          select(focused);
          return;
        }
        do { index += direction; } while (index >= 0 && index < lines.length && hidden.has(index + 1));
        if (index >= 0 && index < lines.length) select(index);
      }

      function edge(last) {
        const order = [...lines.keys()].filter((index) => !hidden.has(index + 1));
        if (order.length) select(last ? order[order.length - 1] : order[0]);
      }

      playButton.addEventListener("click", () => {
        if (playing) { pause(); return; }
        const from = now() >= total - 1 ? 0 : now();
        start(from, null);
      });
      const pick = (event) => {
        const target = event.target.closest("[data-position], #legend > li");
        if (!target) return;
        select(Number(target.dataset.position || target.dataset.line) - 1);
      };
      screen.addEventListener("click", pick);
      // A box's tooltip is its legend line, written on the first hover rather than into every box.
      const tooltip = (event) => {
        const box = event.target.closest(".box[data-position]");
        if (box && !box.title) box.title = box.dataset.position + ". " + text(box.dataset.position - 1);
      };
      screen.addEventListener("mouseover", tooltip);
      legend.addEventListener("click", pick);
      const frameless = document.querySelector(".frameless");
      if (frameless) {
        frameless.addEventListener("click", pick);
        frameless.addEventListener("mouseover", tooltip);
      }
      // Content VoiceOver never reaches is no element the arrows move to: its list's lines show it.
      const goneList = document.querySelector(".gone-list");
      if (goneList) goneList.addEventListener("focusin", (event) => {
        const line = event.target.closest("li[data-gone]");
        if (!line) return;
        for (const shown of document.querySelectorAll(".gone.shown")) shown.classList.remove("shown");
        const drawnBox = document.querySelector('.gone[data-gone="' + line.dataset.gone + '"]');
        if (!drawnBox) return;
        drawnBox.classList.add("shown");
        drawnBox.scrollIntoView({ block: "nearest", inline: "center" });
      });
      const rotor = document.getElementById("rotor");
      document.addEventListener("keydown", (event) => {
        if (event.altKey || event.ctrlKey || event.metaKey) return;
        // On the rotor, as on VoiceOver's: left and right turn it to another category, up and down
        // move within the chosen one.
        if (rotor && event.target === rotor) {
          switch (event.key) {
            case "ArrowDown": step(1); break;
            case "ArrowUp": step(-1); break;
            // First and last within the category, as elsewhere, not the select's first and last items.
            case "Home": edge(false); break;
            case "End": edge(true); break;
            case "ArrowRight": case "ArrowLeft": {
              const index = rotor.selectedIndex + (event.key === "ArrowRight" ? 1 : -1);
              if (index < 0 || index >= rotor.options.length) break;
              rotor.selectedIndex = index;
              rotor.dispatchEvent(new Event("change"));
              break;
            }
            default: return;
          }
          event.preventDefault();
          return;
        }
        if (event.target.closest && event.target.closest("select, input, textarea")) return;
        switch (event.key) {
          case "ArrowDown": case "ArrowRight": step(1); break;
          case "ArrowUp": case "ArrowLeft": step(-1); break;
          case "Home": edge(false); break;
          case "End": edge(true); break;
          case " ": if (event.target === playButton) return; playButton.click(); break;
          case "Enter":
            if (event.target.parentElement !== legend) return;
            select(Number(event.target.dataset.line) - 1);
            break;
          default: return;
        }
        event.preventDefault();
      });
      if (rotor) rotor.addEventListener("change", () => {
        const option = rotor.selectedOptions[0];
        const members = option && option.value !== ""
          ? new Set(option.dataset.positions.split(" ").filter(Boolean).map(Number)) : null;
        hidden = new Set();
        lines.forEach((line, index) => {
          const out = members !== null && !members.has(index + 1);
          if (out) hidden.add(index + 1);
          line.classList.toggle("out", out);
          if (boxes[index]) boxes[index].classList.toggle("out", out);
        });
        // The focus stays where it was, as VoiceOver's does when the rotor turns (the keys move on
        // from it); the Tab stop goes to a line the filter shows.
        placeStop();
      });
      if (timed) clock.textContent = format(0) + " / " + format(total);
      // The drawing stays in view beside the legend; where the legend wraps below it (a narrow
      // window), it scrolls away with the page instead of covering the legend, in a box of at most a
      // window's height or 1,600 px, so a drawing 100,000 pt tall does not push the list out of reach.
      const side = legend.closest(".side");
      const stageBox = screen.closest(".stage");
      const place = () => {
        // Wrapped: the legend starts left of the drawing's right edge (a sticky stage's left does not move).
        if (side) stageBox.classList.toggle("unstuck", side.offsetLeft < stageBox.offsetLeft + stageBox.offsetWidth);
      };
      place();
      window.addEventListener("resize", place);
      // A drawing that reaches far left of the device opens with the device in view.
      const stage = screen.parentElement;
      const offLeft = parseFloat(screen.style.marginLeft) || 0;
      if (offLeft > 0 && offLeft + screen.offsetWidth > stage.clientWidth) stage.scrollLeft = offLeft - 24;
      // A link to one element: page.html#3 opens with the third element focused (not spoken), and so
      // does following one on the open page.
      // Following one stops Play, as a click does, and Play goes on from the linked element.
      const follow = () => {
        const linked = /^#([0-9]+)$/.exec(location.hash);
        if (!linked || Number(linked[1]) < 1 || Number(linked[1]) > lines.length) return;
        const index = Number(linked[1]) - 1;
        if (playing) pause();
        show(index);
        if (timed) seek(starts[index]);
      };
      follow();
      window.addEventListener("hashchange", follow);

      window.vosimReport = {
        /// 1-based position of the highlighted element, 0 for none.
        get current() { return current + 1; },
        /// Every position highlighted so far, in order.
        get history() { return history.slice(); },
        get playing() { return playing; },
        get count() { return lines.length; },
        play() { if (!playing) playButton.click(); },
        pause,
        /// Focus and speak the element at 1-based `position`.
        select(position) { select(position - 1); },
        next() { step(1); },
        previous() { step(-1); },
        /// Replaces the audio's clock with one `advanceTo` moves; nothing is played.
        useVirtualClock() {
          virtual = true;
          let time = 0;
          now = () => time;
          seek = (ms) => { time = ms; };
          this.advanceTo = (ms) => { time = ms; if (playing) tick(); };
        },
      };
    })();
    """#
}
