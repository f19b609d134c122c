/// The small inline script of the documentation pages and the HTML report: search, the tag
/// expression filter and the status filter. Without it every page still shows everything.
///
/// It filters the page's elements of class `item`. An item matches when every word of the
/// search is in its text (`data-words`, or what it shows) and one of its examples has the
/// chosen status and satisfies the tag expression; an item's examples are its `data-examples`
/// lines (`status tag tag…`), or else its own `data-status` and `data-tags`; a status may name
/// several words the filter matches, after commas (`passed,flaky`). A `group` (a
/// folder, feature, rule, outline) is hidden when none of its items is shown. The filters are
/// kept in the address (`#q=…&t=…&s=…`) and carried by links of class `carry`, so a feature
/// opened from the index shows the same selection.
///
/// NB: the tag expression is evaluated here, by a small parser of its own with Cucumber's
/// grammar (`not` binds tighter than `and`, which binds tighter than `or`; parentheses; `\`
/// escapes), rather than by the `TagExpressions` module, because a static page has no Swift to
/// call: the Swift side writes each example's tags, the page evaluates. The page offers the
/// evaluator as `verityTagExpression(text)` (a function of a tag list, or an exception), which
/// the bank's browser checks compare with `TagExpressions` case by case.
enum DocumentationScript {
    static let source = #"""
        (function () {
          "use strict";
          var doc = document;
          // The evaluator, for a reader's console and the browser checks: a function of a tag list.
          window.verityTagExpression = parse;
          var search = doc.getElementById("search");
          var tagInput = doc.getElementById("tag-expression");
          var statusInput = doc.getElementById("status-filter");
          if (!search || !tagInput || !statusInput) { return; }
          var problem = doc.getElementById("tag-error");
          var counter = doc.getElementById("shown-count");

          function tokenize(text) {
            var tokens = [], word = "";
            function flush() { if (word) { tokens.push({ word: word }); word = ""; } }
            for (var i = 0; i < text.length; i++) {
              var c = text.charAt(i);
              if (c === "\\") {
                if (i + 1 >= text.length) { throw new Error("the expression ends with a lone backslash"); }
                word += text.charAt(++i);
              } else if (c === "(" || c === ")") {
                flush(); tokens.push({ paren: c });
              } else if (/\s/.test(c)) {
                flush();
              } else {
                word += c;
              }
            }
            flush();
            return tokens;
          }

          function parse(text) {
            var tokens = tokenize(text), position = 0;
            function peekWord(name) { var t = tokens[position]; return t && t.word === name; }
            function orExpression() {
              var left = andExpression();
              while (peekWord("or")) { position++; left = (function (l, r) { return function (tags) { return l(tags) || r(tags); }; })(left, andExpression()); }
              return left;
            }
            function andExpression() {
              var left = notExpression();
              while (peekWord("and")) { position++; left = (function (l, r) { return function (tags) { return l(tags) && r(tags); }; })(left, notExpression()); }
              return left;
            }
            function notExpression() {
              if (peekWord("not")) { position++; var inner = notExpression(); return function (tags) { return !inner(tags); }; }
              return primary();
            }
            function primary() {
              var token = tokens[position++];
              if (!token) { throw new Error("a tag is missing at the end of the expression"); }
              if (token.paren === "(") {
                var inner = orExpression();
                var close = tokens[position++];
                if (!close || close.paren !== ")") { throw new Error("a closing parenthesis is missing"); }
                return inner;
              }
              if (token.paren === ")") { throw new Error("unexpected closing parenthesis"); }
              if (token.word === "and" || token.word === "or") { throw new Error("'" + token.word + "' needs a tag before it"); }
              var tag = token.word;
              return function (tags) { return tags.indexOf(tag) >= 0; };
            }
            var expression = orExpression();
            if (position < tokens.length) { throw new Error("unexpected '" + (tokens[position].word || tokens[position].paren) + "'"); }
            return expression;
          }

          function examplesOf(item) {
            var lines = item.getAttribute("data-examples");
            if (lines === null) {
              return [[item.getAttribute("data-status") || "not-run"].concat((item.getAttribute("data-tags") || "").split(" ").filter(Boolean))];
            }
            return lines.split("\n").map(function (line) { return line.split(" ").filter(Boolean); });
          }

          function state() {
            return "q=" + encodeURIComponent(search.value) + "&t=" + encodeURIComponent(tagInput.value) + "&s=" + encodeURIComponent(statusInput.value);
          }

          function apply() {
            var words = search.value.toLowerCase().split(/\s+/).filter(Boolean);
            var status = statusInput.value;
            var expression = null;
            problem.textContent = "";
            tagInput.classList.remove("invalid");
            if (tagInput.value.trim()) {
              try { expression = parse(tagInput.value); } catch (error) {
                problem.textContent = "Tag expression: " + error.message;
                tagInput.classList.add("invalid");
              }
            }
            var items = doc.querySelectorAll(".item"), shown = 0;
            for (var i = 0; i < items.length; i++) {
              var item = items[i];
              var text = (item.getAttribute("data-words") || item.textContent).toLowerCase();
              var matches = words.every(function (word) { return text.indexOf(word) >= 0; });
              if (matches) {
                matches = examplesOf(item).some(function (example) {
                  return (!status || example[0].split(",").indexOf(status) >= 0) && (!expression || expression(example.slice(1)));
                });
              }
              item.hidden = !matches;
              if (matches) { shown++; }
            }
            var groups = doc.querySelectorAll(".group");
            for (var g = groups.length - 1; g >= 0; g--) {
              groups[g].hidden = !groups[g].querySelector(".item:not([hidden])");
            }
            if (counter) { counter.textContent = shown + " of " + items.length + " shown"; }
            var filtered = words.length > 0 || status || tagInput.value.trim();
            var hash = filtered ? "#" + state() : "";
            var carried = doc.querySelectorAll("a.carry");
            for (var c = 0; c < carried.length; c++) {
              var link = carried[c];
              var base = link.getAttribute("href").split("#")[0];
              link.setAttribute("href", base + hash);
            }
            if (filtered || location.hash.indexOf("#q=") === 0) {
              try { history.replaceState(null, "", hash || location.pathname); } catch (ignored) { }
            }
          }

          if (location.hash.indexOf("#q=") === 0) {
            location.hash.slice(1).split("&").forEach(function (part) {
              var pair = part.split("="), value = decodeURIComponent(pair[1] || "");
              if (pair[0] === "q") { search.value = value; }
              if (pair[0] === "t") { tagInput.value = value; }
              if (pair[0] === "s") { statusInput.value = value; }
            });
          }
          // NB: "change" too, which is what clearing a field (by a script or a driver) sends.
          [search, tagInput].forEach(function (input) {
            input.addEventListener("input", apply);
            input.addEventListener("change", apply);
          });
          statusInput.addEventListener("change", apply);
          var tagButtons = doc.querySelectorAll("button.tag-filter");
          for (var b = 0; b < tagButtons.length; b++) {
            tagButtons[b].addEventListener("click", function (event) {
              tagInput.value = event.currentTarget.getAttribute("data-tag");
              apply();
              window.scrollTo(0, 0);
            });
          }
          apply();
        })();
        """#
}
